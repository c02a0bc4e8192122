/// The stateful pager: remembers where it is, takes timestamped events in
/// batches, and returns one `PagerFrame` per display frame.
///
/// Everything it draws comes from one `Focus`: swipes make it a position,
/// taps and animated selections make it a transition that travels straight
/// to the target (the items and pages between get no lifecycle events), and
/// a tap or drag during a transition starts from wherever the focus is, so
/// nothing jumps. State is a value; `step(_:)` advances it.
public struct Pager: Sendable {
    /// The settings the pager was made with, with the paging options
    /// `setPagingOptions(_:)` last set.
    public private(set) var configuration: PagerConfiguration
    /// How the strip lays out its items (`setStripStyle(_:)`).
    public private(set) var stripStyle: StripStyle
    /// How the indicator looks and moves (`setIndicatorStyle(_:)`); the
    /// default style until set.
    public private(set) var indicatorStyle = IndicatorStyle()
    /// How the titles look between normal and selected
    /// (`setAppearanceStyle(_:)`); the default style until set.
    public private(set) var appearanceStyle = AppearanceStyle()
    /// How the strip scrolls to show the focus (`setStripOffsetStyle(_:)`);
    /// the default style (centred, clamped, progressive) until set.
    public private(set) var stripOffsetStyle = StripOffsetStyle()
    /// The items' stable ids and metrics (one page per item).
    public private(set) var ids: [Int64]
    /// The items' measured widths, in the same order as `ids`.
    public private(set) var items: [ItemMetrics]
    /// The committed selection; nil with no items.
    public private(set) var selectedIndex: Int?

    private var layout: StripLayout
    /// Each id's item index, kept with `ids` so per-frame work never scans the items.
    private var index: ItemIndex
    private var motion: Motion = .idle
    /// What the motion says is on screen (a position, or a tap's transition).
    private var focus: Focus
    /// A drag that grabbed a running transition: what was on screen then and
    /// when. For `tapDuration` seconds the strip hands over from it to the
    /// finger (`shown`), while the pages follow the finger at once.
    private var handoff: (from: Focus, start: Double)?
    /// Looping: whole laps (of n pages) already travelled; focus positions are
    /// kept within about a lap of 0 and the page offset adds `lap × n` back.
    private var lap: Double = 0
    private var now: Double { time ?? 0 }
    private var looping: Bool { configuration.looping && !items.isEmpty }
    private var time: Double?
    private var lastCause: SelectionCause = .program
    /// Whether the configuration's initial index still waits for the first
    /// non-empty items (a pager created with none).
    private var initialIndexPending = false
    private var stripOffset: Double = 0
    /// The lifecycle, the page windows, the pending notifications and scratch.
    private var books = PagerBookkeeping()
    /// The header offset, the pull and each page's list offset.
    private var vertical = HeaderScroll()
    // A field that `step` sets must be saved by `StepState` (or journaled).

    /// The header over the pages, if any.
    public var header: PagerHeader? { vertical.header }

    enum Motion: Sendable, Equatable {
        case idle
        case dragging(lastOffset: Double, lastTime: Double, velocity: Double, startItem: Int)
        case settling(from: Double, to: Double, start: Double, duration: Double)
        /// A spring settle onto page `to` (a focus position): the page offset
        /// is `offset(to) + spring(displacement, velocity, t − start)` until `duration`.
        case springing(to: Double, start: Double, displacement: Double, velocity: Double, duration: Double)
        case transitioning(
            to: Int, start: Double, duration: Double, cause: SelectionCause, startOffset: Double)
        case hostScrolling(dragging: Bool)
    }

    /// A pager over `items` (with unique `ids`), resting on the configuration's
    /// initial index.
    /// - Throws: `.notFinite`, `.outOfRange` (bad configuration or style,
    ///   duplicate ids, ids and items of different lengths).
    public init(
        configuration: PagerConfiguration, ids: [Int64], items: [ItemMetrics],
        stripStyle: StripStyle = StripStyle()
    ) throws(InputError) {
        try configuration.validate()
        index = try Self.index(ids: ids, items: items)
        self.configuration = configuration
        self.stripStyle = stripStyle
        self.ids = ids
        self.items = items
        layout = try Self.layOut(items, stripStyle, configuration)
        let initial = items.isEmpty ? 0 : min(max(configuration.initialIndex, 0), items.count - 1)
        focus = .position(Double(initial))
        selectedIndex = items.isEmpty ? nil : initial
        initialIndexPending = items.isEmpty
    }

    // MARK: - Styles and items

    /// Replaces the strip style and lays the items out again; the next frame
    /// uses it.
    /// - Throws: the layout's errors (`StripStyle.validate(itemCount:)`, and
    ///   widths that overflow); nothing changes then.
    public mutating func setStripStyle(_ style: StripStyle) throws(InputError) {
        layout = try Self.layOut(items, style, configuration)
        stripStyle = style
    }

    /// Replaces the indicator style; the next frame uses it.
    /// - Throws: `IndicatorStyle.validate()`'s errors; nothing changes then.
    public mutating func setIndicatorStyle(_ style: IndicatorStyle) throws(InputError) {
        try style.validate()
        indicatorStyle = style
    }

    /// Replaces the titles' appearance style; the next frame uses it.
    /// - Throws: `AppearanceStyle.validate()`'s errors; nothing changes then.
    public mutating func setAppearanceStyle(_ style: AppearanceStyle) throws(InputError) {
        try style.validate()
        appearanceStyle = style
    }

    /// Replaces the paging rule a spring settle uses.
    public mutating func setPagingOptions(_ options: PagingOptions) throws(InputError) {
        try options.validate()
        configuration.paging = options
    }

    /// Replaces how the strip scrolls to show the focus; the next frame uses it.
    /// - Throws: `StripOffsetStyle.validate()`'s errors; nothing changes then.
    public mutating func setStripOffsetStyle(_ style: StripOffsetStyle) throws(InputError) {
        try style.validate()
        stripOffsetStyle = style
    }

    /// Puts a header over the pages (nil removes it). The header offset is kept,
    /// clamped to the new collapse range; the lists keep their offsets; a
    /// running snap or pull-back stops where it is.
    /// - Throws: the header's `validate()` errors; nothing changes then.
    public mutating func setHeader(_ header: PagerHeader?) throws(InputError) {
        try vertical.setHeader(header)
    }

    /// Replaces the items (set, insert, remove or move them), keeping the
    /// selection by id. A running transition or settle finishes at once on
    /// its target (or the selection, if the target is gone); a drag keeps its
    /// position. Removed pages get their disappear notifications first.
    /// - Throws: `.outOfRange` for duplicate ids or mismatched lengths, and
    ///   the layout's errors; nothing changes then.
    public mutating func setItems(ids newIds: [Int64], items newItems: [ItemMetrics]) throws(InputError) {
        let saved = self
        do {
            try replaceItems(ids: newIds, items: newItems)
        } catch {
            self = saved
            throw error
        }
    }

    private mutating func replaceItems(ids newIds: [Int64], items newItems: [ItemMetrics]) throws(InputError)
    {
        let newIndex = try Self.index(ids: newIds, items: newItems)
        let newLayout = try Self.layOut(newItems, stripStyle, configuration)
        let eventTime = time ?? 0
        func removed(_ id: Int64) -> Bool { !newIndex.contains(id) }
        books.pending += books.lifecycle.remove(where: removed, ids: ids, time: eventTime)
        // after they disappeared
        books.pending += books.windows.remove(where: removed, ids: ids, time: eventTime)
        vertical.keep(where: newIndex.contains)

        let selectedId = selectedIndex.map { ids[$0] }
        let targetId: Int64? = {
            guard !ids.isEmpty else { return nil }  // an empty pager can still be settling
            switch motion {
            case .transitioning(let to, _, _, _, _): return ids[real(to)]  // virtual when looping
            case .settling(_, let to, _, _), .springing(let to, _, _, _, _):
                return ids[itemIndex(nearest: to, count: ids.count)]
            default: return nil
            }
        }()
        let keptPosition = focus.target
        // The page a drag began on, by id: its start index must name the
        // same page (or the nearest) in the new items.
        // Looping start indices are virtual: `lapShift` keeps their lap.
        let (dragStartId, lapShift): (Int64?, Int) = {
            guard case .dragging(_, _, _, let start) = motion, !ids.isEmpty else { return (nil, 0) }
            let first = looping ? real(start) : min(max(start, 0), ids.count - 1)
            return (ids[first], looping ? start - first : 0)
        }()
        // The page under a dragging finger, by id, and how far past it the
        // finger is: the same page stays under the finger in the new items.
        let (fingerPageId, fingerFraction, fingerLaps): (Int64?, Double, Double) = {
            guard case .dragging = motion, !ids.isEmpty else { return (nil, 0, 0) }
            // In Double until the page is inside the items: any finite
            // position converts without trapping.
            let page = keptPosition.rounded(.down)
            let n = Double(ids.count)
            let laps = looping ? (page / n).rounded(.down) : 0
            let first = Int(min(max(page - laps * n, 0), n - 1))
            return (ids[first], keptPosition - (Double(first) + laps * n), laps)
        }()
        handoff = nil  // it names items by their old indices
        ids = newIds
        index = newIndex
        items = newItems
        layout = newLayout
        let count = newIds.count
        func mapped(_ id: Int64?) -> Int? { id.flatMap { newIndex[$0] } }
        // A motion that the new items end (it lands on its target at once)
        // leaves the pager at rest, where the selection is the page shown.
        var restSelection: Int?
        switch motion {
        case .dragging(let finger, let lastTime, let velocity, _):
            var p = 0.0
            if count > 0 {
                p =
                    mapped(fingerPageId).map { Double($0) + fingerFraction }
                    ?? Double(
                        itemIndex(nearest: keptPosition, count: count))
                // Looping: the finger's laps, counted in pages of the new length.
                p = looping ? p + fingerLaps * Double(count) : min(max(p, -1), Double(count))
            }
            focus = .position(p)
            // The finger's page offset moves with its page.
            let shift = ((try? absoluteOffset(p)) ?? 0) - ((try? absoluteOffset(keptPosition)) ?? 0)
            let start = (mapped(dragStartId) ?? itemIndex(nearest: p, count: count)) + lapShift
            motion = .dragging(
                lastOffset: finger + shift, lastTime: lastTime, velocity: velocity, startItem: start)
        case .hostScrolling:
            focus = .position(count == 0 ? 0 : min(max(keptPosition, -1), Double(count)))
        default:
            // The first items of a pager created with none rest on the
            // configuration's initial index (clamped), as if created with them.
            let initial =
                initialIndexPending && count > 0 ? min(max(configuration.initialIndex, 0), count - 1) : nil
            let rest =
                initial ?? mapped(targetId) ?? mapped(selectedId)
                ?? itemIndex(nearest: keptPosition, count: count)
            focus = .position(Double(rest))
            motion = .idle
            restSelection = count == 0 ? nil : rest
        }
        if count > 0 { initialIndexPending = false }  // applied, or a drag took over
        // The selection follows its id; if it is gone, the nearest item.
        let newSelection =
            count == 0
            ? nil : (restSelection ?? mapped(selectedId) ?? itemIndex(nearest: focus.target, count: count))
        // Landing a tap or a settle early on another page commits it with the
        // motion's cause; a selection whose index only moved is the program's.
        let landed = restSelection != nil && targetId != nil && restSelection != mapped(selectedId)
        let cause = landed ? lastCause : .program
        if newSelection != selectedIndex {
            let previous = selectedIndex.flatMap { $0 < count ? $0 : nil }
            selectedIndex = newSelection
            if let newSelection {
                books.pending.append(
                    PagerNotification(
                        kind: .selectedChanged, page: newSelection, id: ids[newSelection], previous: previous,
                        cause: cause, time: eventTime))
            }
        }
        updateLifecycle(time: eventTime)
    }

    // MARK: - Events

    /// Applies `events` in order and returns the frame after them, with the
    /// notifications since the previous frame.
    ///
    /// The whole batch is checked before any event is applied: times must be
    /// finite and never go backwards (also relative to earlier batches),
    /// offsets and velocities finite, widths ≥ 0 with a nonzero page stride,
    /// and tapped or selected indices inside the items.
    /// - Throws: `.notFinite`, `.outOfRange` (including `.outOfOrder`
    ///   times), `.indexOutOfRange`; nothing is applied then.
    public mutating func step(_ events: [PagerEvent]) throws(InputError) -> PagerFrame {
        var frame = PagerFrame()
        try step(events.span, into: &frame)
        return frame
    }

    /// `step(_:)` writing the frame into `frame`, whose arrays (appearances,
    /// pages, list offsets, notifications) are emptied and refilled, keeping
    /// their capacity: a front end that keeps one frame and steps into it
    /// every display frame allocates nothing in steady state (drags,
    /// settles, list scrolls; a tap's transition still boxes its focus once
    /// a frame). A batch can come from an array (`events.span`) or, with no
    /// heap at all, an `InlineArray`.
    /// - Throws: as `step(_:)`; the pager is unchanged then and `frame`'s
    ///   contents are unspecified.
    /// - Complexity: O(events + visible items + notifications).
    public mutating func step(_ events: Span<PagerEvent>, into frame: inout PagerFrame) throws(InputError) {
        try validate(events)
        // Some failures only show while applying (a resize so large that the
        // page offset overflows): put back what the step changed. The fields
        // it may set are saved (`StepState`, a few words); the collections it
        // writes journal their changes and roll them back (a copy of them
        // would be copied again on the step's first write).
        let saved = StepState(self)
        books.begin()
        vertical.begin()
        do {
            for i in events.indices { try apply(events[i]) }
            try self.frame(into: &frame)
            books.commit()
            vertical.commit()
        } catch {
            books.rollback()
            vertical.rollback()
            saved.restore(&self)
            throw error
        }
    }

    /// The fields a step may set outside the journaled books and lists
    /// (`step(_:into:)` puts them back when it fails). Items, ids, styles and
    /// the rest of the configuration change only between steps (a resize
    /// sets the two widths). A new field that a step sets belongs here;
    /// `PagerRollbackTests` replays random failing batches to catch one that
    /// is missing.
    private struct StepState {
        let viewportWidth: Double
        let stripViewportWidth: Double
        let layout: StripLayout
        let selectedIndex: Int?
        let motion: Motion
        let focus: Focus
        let handoff: (from: Focus, start: Double)?
        let lap: Double
        let time: Double?
        let lastCause: SelectionCause
        let stripOffset: Double

        init(_ pager: Pager) {
            viewportWidth = pager.configuration.pages.viewportWidth
            stripViewportWidth = pager.configuration.stripViewportWidth
            layout = pager.layout
            selectedIndex = pager.selectedIndex
            motion = pager.motion
            focus = pager.focus
            handoff = pager.handoff
            lap = pager.lap
            time = pager.time
            lastCause = pager.lastCause
            stripOffset = pager.stripOffset
        }

        func restore(_ pager: inout Pager) {
            pager.configuration.pages.viewportWidth = viewportWidth
            pager.configuration.stripViewportWidth = stripViewportWidth
            pager.layout = layout
            pager.selectedIndex = selectedIndex
            pager.motion = motion
            pager.focus = focus
            pager.handoff = handoff
            pager.lap = lap
            pager.time = time
            pager.lastCause = lastCause
            pager.stripOffset = stripOffset
        }
    }

    @inline(__always)
    private func validate(_ events: Span<PagerEvent>) throws(InputError) {
        var last = time ?? -Double.infinity
        for i in events.indices {
            let event = events[i]
            try requireFinite(event.time)
            guard event.time >= last else { throw .outOfOrder }
            last = event.time
            switch event {
            case .dragMoved(_, let x), .hostScrolled(_, let x): try requireFinite(x)
            case .dragEnded(_, let v): try requireFinite(v)
            case .tabTapped(_, let i), .select(_, let i, _):
                guard (0..<items.count).contains(i) else { throw .indexOutOfRange }
            case .resized(_, let viewport, let strip):
                var resized = configuration
                resized.pages.viewportWidth = viewport
                resized.stripViewportWidth = strip
                try resized.validate()
            case .listScrolled(_, let delta):
                try requireFinite(delta)
                // Larger deltas are no scroll; their sums (this frame's split,
                // the pull) would overflow to infinity.
                guard abs(delta) <= 1e12 else { throw .outOfRange }
            case .listEnded(_, let velocity): try requireFinite(velocity)
            case .listResized(_, let i, let maximum):
                guard (0..<items.count).contains(i) else { throw .indexOutOfRange }
                try requireNonNegative(maximum)
            case .dragBegan, .tick, .refreshEnded:
                break
            }
        }
    }

    private var pages: PageGeometry {
        var pages = configuration.pages
        pages.pageCount = items.count
        pages.direction = stripStyle.direction
        return pages
    }

    private mutating func apply(_ event: PagerEvent) throws(InputError) {
        let t = event.time
        advance(to: t)
        vertical.advance(to: t, spring: configuration.settleSpring)
        switch event {
        case .dragBegan:
            beginDrag(at: t)
        case .dragMoved(_, let x):
            if configuration.driver == .host {
                try hostScrolled(to: x, dragging: true, at: t)
            } else {
                if case .dragging = motion {} else { beginDrag(at: t) }
                guard case .dragging(let lastOffset, let lastTime, let velocity, let start) = motion else {
                    break
                }
                let newVelocity = t > lastTime ? (x - lastOffset) / (t - lastTime) : velocity
                motion = .dragging(lastOffset: x, lastTime: t, velocity: newVelocity, startItem: start)
                focus = .position(try relativePosition(atPageOffset: banded(x)))
            }
        case .dragEnded(_, let velocity):
            endDrag(at: t, velocity: velocity)
        case .hostScrolled(let t, let x):
            var dragging = false
            if case .hostScrolling(let d) = motion { dragging = d }
            try hostScrolled(to: x, dragging: dragging, at: t)
        case .tabTapped(_, let i):
            try travel(to: i, at: t, animated: true, cause: .tap)
        case .select(_, let i, let animated):
            try travel(to: i, at: t, animated: animated, cause: .program)
        case .tick:
            break
        case .resized(_, let viewport, let strip):
            configuration.pages.viewportWidth = viewport
            configuration.stripViewportWidth = strip
            layout = try Self.layOut(items, stripStyle, configuration)
            if case .dragging(_, let lastTime, let velocity, let start) = motion {
                // Re-base the drag on the new geometry; the position is kept.
                let offset = try absoluteOffset(focus.target)
                motion = .dragging(
                    lastOffset: offset, lastTime: lastTime, velocity: velocity, startItem: start)
            }
        case .listScrolled(_, let delta):
            if let selected = selectedIndex {
                try vertical.scroll(
                    by: delta, list: ids[selected], time: t, spring: configuration.settleSpring)
            }
        case .listEnded(_, let velocity):
            if try vertical.end(velocity: velocity, time: t, spring: configuration.settleSpring),
                let selected = selectedIndex
            {
                books.pending.append(
                    PagerNotification(kind: .refresh, page: selected, id: ids[selected], time: t))
            }
        case .listResized(_, let i, let maximum):
            vertical.resize(list: ids[i], maximum: maximum)
        case .refreshEnded:
            vertical.endRefresh(time: t, spring: configuration.settleSpring)
        }
        time = t
        notePhaseChange(time: t)
        updateSelection(time: t)
        updateLifecycle(time: t)
    }

    /// Runs time-driven animations forward to `t`.
    private mutating func advance(to t: Double) {
        switch motion {
        case .settling(let from, let to, let start, let duration):
            let u = duration > 0 ? min(max((t - start) / duration, 0), 1) : 1
            focus = .position(lerp(from, to, configuration.settleEasing(u)))
            if u >= 1 {
                focus = .position(to)
                motion = .idle
            }
        case .springing(let to, let start, let x0, let v0, let duration):
            if t - start >= duration {
                // It always ends exactly on the page offset.
                focus = .position(to)
                motion = .idle
            } else if let state = try? configuration.settleSpring.state(
                from: x0, velocity: v0, time: t - start),
                let target = try? absoluteOffset(to),
                let p = try? relativePosition(atPageOffset: target + state.displacement)
            {
                focus = .position(p)
            }
        case .transitioning(let to, let start, let duration, _, _) where configuration.driver == .engine:
            let u = duration > 0 ? min(max((t - start) / duration, 0), 1) : 1
            if case .transition(let from, _, _) = focus {
                focus = .transition(from: from, to: to, progress: configuration.tapEasing(u))
            }
            if u >= 1 {
                focus = .position(Double(to))
                motion = .idle
            }
        default:
            break
        }
    }

    private mutating func beginDrag(at t: Double) {
        // Take over from wherever the focus is: a running transition or
        // settle stops where it is. The pages stay under the finger; a
        // transition's strip hands over to the finger without a jump.
        let p = currentPosition()
        let onScreen = shown(at: t)
        if case .position = onScreen {} else { handoff = (onScreen.bounded(), t) }
        focus = .position(p)
        lastCause = .drag
        if configuration.driver == .host {
            motion = .hostScrolling(dragging: true)
        } else {
            let offset = (try? absoluteOffset(p)) ?? 0
            let start =
                looping ? Int(snappedPosition(p).rounded()) : itemIndex(nearest: p, count: items.count)
            motion = .dragging(lastOffset: offset, lastTime: t, velocity: 0, startItem: start)
        }
    }

    /// The fastest release a settle takes, pt/s: no finger moves faster
    /// (flings top out near 10^4), and past it a spring's arithmetic leaves
    /// the doubles (found by the fuzz harness: a release at 1.8e308 pt/s
    /// started a settle that never moved and never ended).
    static let maximumReleaseVelocity = 1e6

    private mutating func endDrag(at t: Double, velocity: Double) {
        let limit = Self.maximumReleaseVelocity
        let velocity = min(max(velocity, -limit), limit)
        switch motion {
        case .dragging(let finger, _, _, let start) where configuration.settleMode == .spring:
            springSettle(at: t, finger: finger, velocity: velocity, startItem: start)
        case .dragging(_, _, _, let start):
            let p = focus.target
            let target = settleTarget(from: p, velocity: velocity, startItem: start)
            if abs(p - target) <= positionTolerance {
                focus = .position(target)
                motion = .idle
            } else {
                motion = .settling(from: p, to: target, start: t, duration: configuration.settleDuration)
                if configuration.settleDuration == 0 {
                    focus = .position(target)
                    motion = .idle
                }
            }
        case .hostScrolling:
            motion = .hostScrolling(dragging: false)
            let p = focus.target
            if abs(p - p.rounded()) <= positionTolerance { motion = .idle }
        default:
            break
        }
    }

    /// Plans a spring settle: the paging rule picks the page from the shown
    /// offset and the release velocity, and the spring starts with that
    /// velocity (scaled by the rubber band's slope when released past an end).
    private mutating func springSettle(at t: Double, finger: Double, velocity: Double, startItem: Int) {
        guard !items.isEmpty else {
            // No page to settle onto: the drag ends at rest where page 0
            // will be, so the pager never stays dragging with no finger down.
            focus = .position(0)
            motion = .idle
            return
        }
        guard let shown = try? absoluteOffset(focus.target) else {
            restOnNearestPage()
            return
        }
        let laps = lap * Double(items.count)
        let shownVelocity = velocity * bandSlope(finger)
        guard
            let page = try? configuration.paging.target(
                pageOffset: shown, velocity: shownVelocity, startPage: startItem + Int(laps), pages: pages,
                looping: looping),
            let targetOffset = try? pages.pageOffset(atPosition: Double(page))
        else {
            // Never left dragging: rest on the nearest page.
            restOnNearestPage()
            return
        }
        let target = Double(page) - laps
        let displacement = shown - targetOffset
        let duration =
            (try? configuration.settleSpring.settlingTime(
                from: displacement, velocity: shownVelocity, epsilon: 0.25)) ?? 0
        if duration <= 0 {
            focus = .position(target)
            motion = .idle
        } else {
            motion = .springing(
                to: target, start: t, displacement: displacement, velocity: shownVelocity, duration: duration)
        }
    }

    /// Ends a release that cannot settle by a spring at rest on the nearest
    /// page (inside the items unless looping), so no drag outlives its finger.
    private mutating func restOnNearestPage() {
        let p = focus.target
        focus = .position(
            looping ? snappedPosition(p).rounded() : Double(itemIndex(nearest: p, count: items.count)))
        motion = .idle
    }

    /// The page offset shown for a finger offset: past the first or last page
    /// the spring mode rubber-bands (UIKit's 0.55 band against the viewport).
    @inline(__always)
    private func banded(_ finger: Double) -> Double {
        guard configuration.settleMode == .spring, !looping else { return finger }
        let range = pages.offsetRange
        let band = RubberBand(coefficient: configuration.rubberBand)
        let viewport = configuration.pages.viewportWidth
        if finger < range.lowerBound {
            guard configuration.rubberBand > 0 else { return range.lowerBound }
            return range.lowerBound
                + ((try? band.offset(forOvershoot: finger - range.lowerBound, dimension: viewport)) ?? 0)
        }
        if finger > range.upperBound {
            guard configuration.rubberBand > 0 else { return range.upperBound }
            return range.upperBound
                + ((try? band.offset(forOvershoot: finger - range.upperBound, dimension: viewport)) ?? 0)
        }
        return finger
    }

    /// How fast the shown offset moves per unit of finger movement: the band's
    /// slope `c·d²/(d + c·x)²` past an end, 1 inside.
    private func bandSlope(_ finger: Double) -> Double {
        guard configuration.settleMode == .spring, !looping else { return 1 }
        let range = pages.offsetRange
        let x =
            finger < range.lowerBound
            ? range.lowerBound - finger : (finger > range.upperBound ? finger - range.upperBound : 0)
        guard x > 0 else { return 1 }
        let c = configuration.rubberBand
        let d = configuration.pages.viewportWidth
        return c * d * d / ((d + c * x) * (d + c * x))
    }

    /// The page a release settles on: the next page in the direction of a
    /// fast release, else the nearest; at most one page from where the drag
    /// began, and inside the pages.
    private func settleTarget(from p: Double, velocity: Double, startItem: Int) -> Double {
        guard !items.isEmpty else { return 0 }
        // Offsets grow toward higher pages in LTR and toward lower ones in RTL.
        let pageVelocity = stripStyle.direction == .leftToRight ? velocity : -velocity
        var target: Double
        if abs(velocity) >= configuration.flickVelocity && configuration.flickVelocity > 0 {
            target =
                pageVelocity > 0 ? snappedPosition(p).rounded(.down) + 1 : snappedPosition(p).rounded(.up) - 1
        } else {
            target = snappedPosition(p).rounded()
        }
        target = min(max(target, Double(startItem - 1)), Double(startItem + 1))
        return looping ? target : min(max(target, 0), Double(items.count - 1))
    }

    private mutating func hostScrolled(to x: Double, dragging: Bool, at t: Double) throws(InputError) {
        let p = try relativePosition(atPageOffset: x)
        if !dragging,
            case .transitioning(let to, let start, let duration, let cause, let startOffset) = motion,
            case .transition(let from, _, _) = focus
        {
            // The host animates a tap: its offset measures the progress.
            let end = try absoluteOffset(Double(to))
            let progress = end == startOffset ? 1 : min(max((x - startOffset) / (end - startOffset), 0), 1)
            focus = .transition(from: from, to: to, progress: progress)
            motion = .transitioning(
                to: to, start: start, duration: duration, cause: cause, startOffset: startOffset)
            if abs(p - Double(to)) <= positionTolerance {
                focus = .position(Double(to))
                motion = .idle
            }
            return
        }
        focus = .position(p)
        if dragging {
            motion = .hostScrolling(dragging: true)
            lastCause = .drag
        } else if abs(p - p.rounded()) <= positionTolerance {
            focus = .position(p.rounded())
            motion = .idle
        } else if configuration.driver == .engine {
            // The engine owns the motion: pages a host left between two
            // pages settle, as a release at rest would, instead of waiting
            // for a host that never lands them.
            beginDrag(at: t)
            endDrag(at: t, velocity: 0)
        } else {
            motion = .hostScrolling(dragging: false)
        }
    }

    private mutating func travel(to i: Int, at t: Double, animated: Bool, cause: SelectionCause)
        throws(InputError)
    {
        lastCause = cause
        // A tap starts from whatever is on screen, including a handoff.
        focus = shown(at: t)
        handoff = nil
        let startOffset = try pageOffset(for: focus)
        if !animated || (configuration.tapDuration == 0 && configuration.driver == .engine) {
            let target =
                looping
                ? Double(i + items.count * Int(((focus.target - Double(i)) / Double(items.count)).rounded()))
                : Double(i)
            focus = .position(target)
            motion = .idle
            return
        }
        // Looping: the copy of item i nearest to where the focus is (the short
        // way round); positions stay within about a lap, so this is a small Int.
        let target =
            looping
            ? i + items.count * Int(((focus.target - Double(i)) / Double(items.count)).rounded()) : i
        if case .idle = motion, abs(focus.target - Double(target)) <= positionTolerance,
            case .position = focus
        {
            return
        }
        focus = .transition(from: focus.bounded(), to: target, progress: 0)
        motion = .transitioning(
            to: target, start: t, duration: configuration.tapDuration, cause: cause, startOffset: startOffset)
    }

    // MARK: - Selection and lifecycle

    private var restItem: Int? {
        @inline(__always) get {
            guard case .idle = motion, !items.isEmpty else { return nil }
            return itemIndex(nearest: focus.target, count: items.count)
        }
    }

    /// A (virtual, when looping) item index as a real one.
    private func real(_ i: Int) -> Int {
        guard looping else { return i }
        return i.wrapped(into: items.count)
    }

    private mutating func updateSelection(time t: Double) {
        guard !items.isEmpty else {
            selectedIndex = nil
            return
        }
        let desired: Int
        var cause = lastCause
        switch configuration.commitPolicy {
        case .atHalf:
            if case .transitioning(let to, _, _, let transitionCause, _) = motion {
                desired = real(to)
                cause = transitionCause
            } else {
                desired = itemIndex(nearest: focus.target, count: items.count)
            }
        case .whenSettled:
            guard let rest = restItem else { return }
            desired = rest
        }
        guard desired != selectedIndex else { return }
        books.pending.append(
            PagerNotification(
                kind: .selectedChanged, page: desired, id: ids[desired], previous: selectedIndex,
                cause: cause, time: t))
        selectedIndex = desired
    }

    /// Disappearing pages first, then page-window loads, reuses and unloads
    /// (so a page is freed only after it disappeared, and loaded before it
    /// appears), then appearing pages.
    private mutating func updateLifecycle(time t: Double) {
        // A handoff ends when its time is up, or when the pages come to rest
        // (a host can land a page sooner), so rest always shows one page.
        if let handoff, configuration.tapDuration <= 0 || t - handoff.start >= configuration.tapDuration {
            self.handoff = nil
        }
        if case .idle = motion { handoff = nil }
        normalizeLap()
        books.presence.clear()
        shown(at: t).appendPresence(count: items.count, loops: looping, to: &books.presence)
        books.updatePages(
            restItem: restItem, ids: ids, index: index, policy: configuration.windows, looping: looping,
            time: t)
        // An appearing page's list takes its offset before it is drawn.
        for notification in books.arriving where notification.kind == .willAppear {
            vertical.reconcile(list: notification.id)
        }
        books.queueArriving()
    }

    /// Reports the header's phase when a list scroll, snap or pull changed it.
    private mutating func notePhaseChange(time t: Double) {
        guard let change = vertical.phaseChange() else { return }
        let page = selectedIndex ?? -1
        books.pending.append(
            PagerNotification(
                kind: .headerPhaseChanged, page: page, id: selectedIndex.map { ids[$0] } ?? 0, time: t,
                headerPhase: change.to, previousHeaderPhase: change.from))
    }

    // MARK: - Frames

    /// The focus on screen at time `t`: the motion's, or a handoff to it.
    @inline(__always)
    private func shown(at t: Double) -> Focus {
        guard let handoff else { return focus }
        let duration = configuration.tapDuration
        let progress = duration > 0 ? min(max((t - handoff.start) / duration, 0), 1) : 1
        if progress >= 1 { return focus }
        return .handoff(
            from: handoff.from, toPosition: focus.target, progress: configuration.tapEasing(progress))
    }

    private func currentPosition() -> Double {
        guard case .transition = focus else { return focus.target }
        return (try? pageOffset(for: focus)).flatMap { try? relativePosition(atPageOffset: $0) }
            ?? focus.target
    }

    /// The page offset for a focus: a transition sweeps from its start's
    /// offset to its target's (what a scroll view would do).
    @inline(__always)
    private func pageOffset(for focus: Focus) throws(InputError) -> Double {
        // Inlined for the common case: a call passes the pager by copy.
        if case .position(let p) = focus { return try absoluteOffset(p) }
        return try nestedPageOffset(for: focus)
    }

    private func nestedPageOffset(for focus: Focus) throws(InputError) -> Double {
        switch focus {
        case .position(let p), .handoff(_, let p, _):
            return try absoluteOffset(p)
        case .transition(let from, let to, let progress):
            return lerp(try nestedPageOffset(for: from), try absoluteOffset(Double(to)), progress)
        }
    }

    /// The page offset of a focus position (adding the laps when looping).
    @inline(__always)
    private func absoluteOffset(_ p: Double) throws(InputError) -> Double {
        try pages.pageOffset(atPosition: p + lap * Double(items.count))
    }

    /// The focus position of a page offset (less the laps when looping).
    @inline(__always)
    private func relativePosition(atPageOffset x: Double) throws(InputError) -> Double {
        let absolute = try pages.position(atPageOffset: x)
        // Looping positions count laps in whole pages; past 10^12 pages the
        // offsets (in points) lose sub-point precision, so they are refused.
        if looping && abs(absolute) > 1e12 { throw .outOfRange }
        let p = absolute - lap * Double(items.count)
        guard p.isFinite else { throw .notFinite }
        return p
    }

    /// Looping: moves whole laps from the focus position into `lap`, so focus
    /// positions (and the strip's virtual indices) stay small. Only when the
    /// focus is a plain position, so transitions and handoffs keep their frame.
    private mutating func normalizeLap() {
        guard looping, handoff == nil, case .position(let p) = focus else { return }
        let n = Double(items.count)
        let laps = (p / n).rounded(.down)
        guard laps != 0, laps.isFinite else { return }
        lap += laps
        focus = .position(p - laps * n)
        switch motion {
        case .settling(let from, let to, let start, let duration):
            motion = .settling(from: from - laps * n, to: to - laps * n, start: start, duration: duration)
        case .springing(let to, let start, let x0, let v0, let duration):
            motion = .springing(
                to: to - laps * n, start: start, displacement: x0, velocity: v0, duration: duration)
        case .dragging(let lastOffset, let lastTime, let velocity, let startItem):
            // The page the drag began on moves with the positions (one lap, so small).
            motion = .dragging(
                lastOffset: lastOffset, lastTime: lastTime, velocity: velocity,
                startItem: startItem - Int(laps) * items.count)
        default:
            break
        }
    }

    /// The frame for the current state, taking the pending notifications,
    /// written into `frame` (its arrays keep their capacity). Everything that
    /// can throw comes before the first change to the pager.
    private mutating func frame(into frame: inout PagerFrame) throws(InputError) {
        let focus = shown(at: now)
        let offset = try pageOffset(for: focus)
        let strip = StripGeometry(
            layout: layout, items: items, height: configuration.stripHeight, loops: looping)
        books.presence.clear()
        focus.appendPresence(count: items.count, loops: looping, to: &books.presence)
        try strip.state(
            for: focus, presence: books.presence, indicatorStyle: indicatorStyle,
            appearanceStyle: appearanceStyle,
            offsetStyle: stripOffsetStyle, selectedIndex: selectedIndex ?? 0, currentOffset: stripOffset,
            into: &frame.strip)
        var target = offset
        var transitionTarget: Int?
        var progress = 0.0
        switch motion {
        case .settling(_, let to, _, _), .springing(let to, _, _, _, _):
            target = try absoluteOffset(to)
        case .transitioning(let to, _, _, _, _):
            target = try absoluteOffset(Double(to))
            transitionTarget = real(to)
            if case .transition(_, _, let p) = focus { progress = p }
        default:
            break
        }
        let position = try pages.position(atPageOffset: offset)
        let header = try vertical.frame(width: configuration.pages.viewportWidth)

        stripOffset = frame.strip.stripOffset
        books.shares.clear()
        for entry in books.presence where entry.share > 0 { books.shares.append(entry) }
        insertionSort(&books.shares) { $0.item < $1.item }
        frame.time = time ?? 0
        frame.phase = phase
        frame.pageOffset = offset
        frame.position = position
        frame.targetPageOffset = target
        frame.selectedIndex = selectedIndex
        frame.transitionTarget = transitionTarget
        frame.transitionProgress = progress
        frame.pages.clear()
        frame.listOffsets.clear()
        for entry in books.shares {
            frame.pages.append((entry.item, entry.share))
            frame.listOffsets.append(vertical.listOffset(of: ids[entry.item]))
        }
        frame.notifications.clear()
        frame.notifications.append(contentsOf: books.pending)
        books.pending.clear()
        frame.header = header
        frame.listOffset = selectedIndex.map { vertical.listOffset(of: ids[$0]) } ?? 0
        frame.split = vertical.takeSplit()
    }

    private var phase: PagerPhase {
        switch motion {
        case .idle: return .idle
        case .dragging: return .dragging
        case .settling, .springing: return .settling
        case .transitioning: return .transitioning
        case .hostScrolling: return .hostScrolling
        }
    }

    // MARK: - Helpers

    /// The item nearest to position `x` (half way goes up), clamped to the
    /// items; 0 with none. Clamps before converting, so no double traps.
    @inline(__always)
    private func itemIndex(nearest x: Double, count: Int) -> Int {
        guard count > 0 else { return 0 }
        if looping {
            // The nearest virtual page, wrapped in Double (it may be huge).
            let n = Double(count)
            let p = CommitRule.nearest.page(at: x)
            let wrapped = p - n * (p / n).rounded(.down)
            return min(max(Int(wrapped), 0), count - 1)
        }
        return (try? SegPager.selectedIndex(at: x, pageCount: count, rule: .nearest)) ?? 0
    }

    /// The index of `ids`, checking that they are unique and as many as the items.
    private static func index(ids: [Int64], items: [ItemMetrics]) throws(InputError) -> ItemIndex {
        guard ids.count == items.count, let index = ItemIndex(ids: ids) else { throw .outOfRange }
        return index
    }

    private static func layOut(
        _ items: [ItemMetrics], _ style: StripStyle, _ configuration: PagerConfiguration
    ) throws(InputError) -> StripLayout {
        let width =
            configuration.stripViewportWidth == 0
            ? configuration.pages.viewportWidth : configuration.stripViewportWidth
        return try StripLayout(items: items, style: style, viewportWidth: width)
    }
}
