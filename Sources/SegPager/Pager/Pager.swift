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
    /// `setPagingOptions(_:)` last set and the widths the last resize set.
    public var configuration: PagerConfiguration { state.configuration }
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
    public internal(set) var ids: [Int64]
    /// The items' measured widths, in the same order as `ids`.
    public internal(set) var items: [ItemMetrics]
    /// The committed selection; nil with no items.
    public var selectedIndex: Int? { state.selectedIndex }

    /// Everything a step may change but the journaled collections: a step
    /// saves it whole and puts it back when it fails.
    var state: PagerState
    /// Each id's item index, kept with `ids` so per-frame work never scans the items.
    var index: ItemIndex
    /// The lifecycle, the page windows, the list offsets, the pending
    /// notifications and scratch: journaled, not saved.
    var books = PagerBookkeeping()

    /// The header over the pages, if any.
    public var header: PagerHeader? { state.vertical.header }

    /// A pager over `items` (their ids unique), resting on the
    /// configuration's initial index; its first frame reports that
    /// selection. With no items, the initial index waits for the first.
    /// - Throws: `.notFinite`, `.outOfRange` (bad configuration or style,
    ///   repeated ids), with the field named (`InputError.field`).
    public init(
        configuration: PagerConfiguration, items: [PagerItem] = [], stripStyle: StripStyle = StripStyle()
    ) throws(InputError) {
        try self.init(
            configuration: configuration, ids: items.map { $0.id }, metrics: items.map { $0.metrics },
            stripStyle: stripStyle)
    }

    /// A pager over parallel `ids` and `metrics` (the C layer's form).
    package init(
        configuration: PagerConfiguration, ids: [Int64], metrics items: [ItemMetrics],
        stripStyle: StripStyle = StripStyle()
    ) throws(InputError) {
        try configuration.validate()
        try Self.checkPages(configuration, stripStyle)
        index = try Self.index(ids: ids, items: items)
        self.stripStyle = stripStyle
        self.ids = ids
        self.items = items
        let initial = items.isEmpty ? 0 : min(max(configuration.initialIndex, 0), items.count - 1)
        state = PagerState(
            configuration: configuration, layout: try Self.layOut(items, stripStyle, configuration),
            selectedIndex: items.isEmpty ? nil : initial, focus: .position(Double(initial)),
            initialIndexPending: items.isEmpty)
        // The first frame reports the initial selection, as it does for a
        // pager whose first items arrive later (and for C and Python, which
        // create the pager empty).
        if let selected = state.selectedIndex {
            books.pending.append(
                PagerNotification(
                    kind: .selectedChanged, page: selected, id: ids[selected], previous: nil, cause: .program,
                    time: 0))
        }
    }

    // MARK: - Styles and items

    /// Replaces the strip style and lays the items out again; the next frame
    /// uses it.
    /// - Throws: the layout's errors (`StripStyle.validate(itemCount:)`, and
    ///   widths that overflow); nothing changes then.
    public mutating func setStripStyle(_ style: StripStyle) throws(InputError) {
        try Self.checkPages(configuration, style)
        state.layout = try Self.layOut(items, style, configuration)
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
        state.configuration.paging = options
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
    /// - Throws: the header's `validate()` errors, and `.outOfRange` for a
    ///   length past `largestCoordinate` (10^12 pt: the header's height, its
    ///   sections' margins included, pin offset, content height, refresh
    ///   distance), as for the pager's own lengths; nothing changes then.
    public mutating func setHeader(_ header: PagerHeader?) throws(InputError) {
        try state.vertical.setHeader(header)
    }

    // MARK: - Steps

    /// Applies `events` in order and returns the frame after them, with the
    /// notifications since the previous frame.
    ///
    /// The whole batch is checked before any event is applied: times must be
    /// finite and never go backwards (also relative to earlier batches),
    /// offsets and velocities finite, widths ≥ 0 with a nonzero page stride,
    /// and tapped or selected indices inside the items, times within
    /// `maximumTime`.
    /// - Throws: `.notFinite`, `.outOfRange` (including `.outOfOrder`
    ///   times), `.indexOutOfRange`; nothing is applied then.
    public mutating func step(_ events: [PagerEvent]) throws(InputError) -> PagerFrame {
        var frame = PagerFrame()
        // Not `events.span`: Array's span needs iOS/macOS 26; a span over
        // the array's buffer deploys back to the package's platforms.
        try step(events, into: &frame)
        return frame
    }

    /// `step(_:into:delivering:)` for an array of events, on every
    /// platform the package supports (an array's `span` needs iOS/macOS 26).
    /// - Throws: as `step(_:)`; the pager is unchanged then.
    public mutating func step(
        _ events: [PagerEvent], into frame: inout PagerFrame, delivering delivery: NotificationDelivery = .all
    ) throws(InputError) {
        try events.withUnsafeBufferPointer { (buffer) throws(InputError) in
            try step(Span(_unsafeElements: buffer), into: &frame, delivering: delivery)
        }
    }

    /// `step(_:)` writing the frame into `frame`, whose arrays (appearances,
    /// pages, list offsets, notifications) are emptied and refilled, keeping
    /// their capacity: a front end that keeps one frame and steps into it
    /// every display frame allocates nothing in steady state (drags,
    /// settles, list scrolls; a tap's transition still boxes its focus once
    /// a frame). A batch can come from an array's buffer
    /// (`Span(_unsafeElements:)` inside `withUnsafeBufferPointer`; `events.span`
    /// from iOS/macOS 26) or, with no heap at all, an `InlineArray`'s span.
    ///
    /// `delivering` says how many of the waiting notifications the frame
    /// takes: all by default; `.atMost(n)` leaves the rest waiting in the
    /// pager (capped at `notificationLimit`), `.none` discards them.
    /// - Throws: as `step(_:)`; the pager is unchanged then and `frame`'s
    ///   contents are unspecified.
    /// - Complexity: O(events + visible items + notifications).
    public mutating func step(
        _ events: Span<PagerEvent>, into frame: inout PagerFrame,
        delivering delivery: NotificationDelivery = .all
    ) throws(InputError) {
        try step(events, into: &frame, delivering: delivery, arrays: true)
    }

    /// `step(_:into:delivering:)` for a caller that reads the frame's counts
    /// but not its arrays (`segpager_pager_run`): the appearances, strip
    /// items, pages and list offsets are left empty and their counts
    /// returned; every other field, the notifications and the pager's state
    /// are the full step's. `fillFrameArrays(_:)` writes the arrays after.
    /// - Throws: as `step(_:)`; the pager is unchanged then.
    package mutating func stepCounting(
        _ events: Span<PagerEvent>, into frame: inout PagerFrame, delivering delivery: NotificationDelivery
    ) throws(InputError) -> FrameCounts {
        try step(events, into: &frame, delivering: delivery, arrays: false)
    }

    /// Both steps: `arrays` says whether the frame gets its arrays.
    @inline(__always)
    @discardableResult
    private mutating func step(
        _ events: Span<PagerEvent>, into frame: inout PagerFrame, delivering delivery: NotificationDelivery,
        arrays: Bool
    ) throws(InputError) -> FrameCounts {
        try validate(events)
        // Some failures only show while applying (a looping pager's offset
        // past 10^12 pages): put back what the step changed. The state
        // is one value, saved whole (a few words and retains); the
        // collections the step writes journal their changes and roll them
        // back (a copy of them would be copied again on the step's first write).
        let saved = state
        books.begin()
        books.placedPosition = nil  // placed by this step's events, or by its frame
        do {
            for i in events.indices { try apply(events[i]) }
            let counts = try self.frame(into: &frame, delivering: delivery, arrays: arrays)
            books.commit()
            return counts
        } catch {
            books.rollback()
            state = saved
            throw error
        }
    }

    /// Hands over notifications still waiting after a step that delivered
    /// `.atMost(_:)` fewer than there were: `frame`'s notifications become
    /// the ones `delivery` takes, and its `waitingNotifications` and
    /// `droppedNotifications` count what is left and what went; nothing else
    /// in the frame or the pager changes.
    public mutating func takeWaitingNotifications(
        _ delivery: NotificationDelivery, into frame: inout PagerFrame
    ) {
        frame.droppedNotifications = books.deliver(
            delivery, limit: configuration.notificationLimit, into: &frame.notifications)
        frame.waitingNotifications = books.pending.count
    }

    /// Checks a batch as `step` does, applying nothing: the C layer's
    /// `segpager_pager_run` checks a whole run's events (every frame's,
    /// one batch in time order) before its first step.
    /// - Throws: as `step(_:)`, naming `events[i]`.
    @inline(__always)
    package func validate(_ events: Span<PagerEvent>) throws(InputError) {
        var last = state.time ?? -Double.infinity
        for i in events.indices {
            let event = events[i]
            // Each check names the event's field; the catch adds which event.
            do throws(InputError) {
                try requireFinite(event.time, "time")
                // Past 10^12 s a double's step is over 0.1 ms (2 s at 10^16,
                // and t + 1/60 == t at 10^308): animations would jump and
                // settles never end.
                guard abs(event.time) <= Self.maximumTime else {
                    throw InputError(
                        .outOfRange, field: "time", rule: "must be in -1e12...1e12 (seconds)",
                        value: event.time)
                }
                guard event.time >= last else {
                    throw InputError(
                        .outOfOrder, field: "time", rule: "must not be earlier than the event before it",
                        value: event.time)
                }
                switch event {
                case .dragMoved(_, let x), .hostScrolled(_, let x): try requireFinite(x, "pageOffset")
                case .dragEnded(_, let v): try requireFinite(v, "velocity")
                case .tabTapped(_, let i), .select(_, let i, _): try requireItem(i)
                case .resized(_, let viewport, let strip):
                    var resized = configuration
                    resized.pages.viewportWidth = viewport
                    resized.stripViewportWidth = strip
                    try resized.validate()
                case .listScrolled(_, let delta):
                    // Larger deltas are no scroll; their sums (this frame's split,
                    // the pull) would overflow to infinity.
                    try requireCoordinate(delta, "delta")
                case .listEnded(_, let velocity): try requireFinite(velocity, "velocity")
                case .listResized(_, let i, let maximum):
                    try requireItem(i)
                    try requireNonNegative(maximum, "maxOffset")
                case .pointerDown(_, let x, let y, _), .pointerMoved(_, let x, let y),
                    .pointerUp(_, let x, let y):
                    try requireCoordinate(x, "x")
                    try requireCoordinate(y, "y")
                case .wheel(_, let dx, let dy, _):
                    try requireCoordinate(dx, "deltaX")
                    try requireCoordinate(dy, "deltaY")
                case .stripDragMoved(_, let x):
                    try requireCoordinate(x, "stripOffset")
                case .stripDragEnded(_, let v):
                    try requireFinite(v, "velocity")
                case .dragBegan, .tick, .refreshEnded, .pointerCancelled, .stripDragBegan:
                    break
                }
            } catch {
                throw error.element(i, of: "events")
            }
            last = event.time
        }
    }

    /// An event's item index: one of the items'.
    @inline(__always)
    private func requireItem(_ i: Int) throws(InputError) {
        guard (0..<items.count).contains(i) else {
            throw InputError(
                .indexOutOfRange, field: "index", rule: "must be an item's index", integer: i,
                validIndices: 0..<items.count)
        }
    }

    /// The largest event time, in seconds either way (about 31,700 years):
    /// up to it a double resolves 0.12 ms or better, so frames a
    /// millisecond apart still move. Times past it are refused.
    public static let maximumTime = 1e12

    /// The largest point, delta or strip offset an event carries, either
    /// way, and the largest length a pager holds (its viewports, pages,
    /// strip height and the strip's whole width): 10^12 points (past that,
    /// sums of them would overflow).
    static let largestCoordinate = 1e12

    /// A length a pager holds (of its configuration, or of its header): at
    /// most `largestCoordinate` (its range and finiteness are checked before).
    static func requireLength(
        _ v: Double, _ field: StaticString, rule: StaticString = "must be <= 1e12 in a pager"
    ) throws(InputError) {
        guard v <= largestCoordinate else {
            throw InputError(.outOfRange, field: field, rule: rule, value: v)
        }
    }

    /// A point or delta: finite, and at most `largestCoordinate` either way.
    @inline(__always)
    private func requireCoordinate(_ v: Double, _ field: StaticString) throws(InputError) {
        try requireFinite(v, field)
        guard abs(v) <= Self.largestCoordinate else {
            throw InputError(.outOfRange, field: field, rule: "must be in -1e12...1e12", value: v)
        }
    }

    // MARK: - Geometry

    /// Whether positions wrap: looping, with items.
    var looping: Bool { configuration.isLooping && !items.isEmpty }

    /// The page geometry with the items' page count and the strip's direction.
    var pages: PageGeometry {
        var pages = configuration.pages
        pages.pageCount = items.count
        pages.direction = stripStyle.direction
        return pages
    }

    /// The line the pages move along, with the laps travelled so far.
    var track: PagerTrack { PagerTrack(pages: pages, lap: state.lap, looping: looping) }

    /// The index of `ids`, checking that they are unique and as many as the items.
    static func index(ids: [Int64], items: [ItemMetrics]) throws(InputError) -> ItemIndex {
        guard ids.count == items.count else {
            throw InputError(
                .outOfRange, field: "ids", rule: "must be as many as the items", integer: ids.count)
        }
        guard let index = ItemIndex(ids: ids) else {
            let (earlier, later) = firstRepeat(in: ids)
            throw InputError(
                .outOfRange, field: "ids", rule: "must be unique", integer: ids[later], index: later,
                repeatedIndex: earlier)
        }
        return index
    }

    /// The configuration's page geometry may not say what the pager decides
    /// itself: the page count is the items', and the pages run in the
    /// strip's direction (`StripStyle.direction`). A value set there would
    /// be ignored, so it is refused.
    private static func checkPages(_ configuration: PagerConfiguration, _ style: StripStyle)
        throws(InputError)
    {
        guard configuration.pages.pageCount == 0 else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.pages.pageCount",
                rule: "must be 0: the pager counts its items", integer: configuration.pages.pageCount)
        }
        let direction = configuration.pages.direction
        guard direction == .leftToRight || direction == style.direction else {
            throw InputError(
                .outOfRange, field: "PagerConfiguration.pages.direction",
                rule: "must be leftToRight or the strip's: the pages follow StripStyle.direction")
        }
    }

    /// The first id that repeats an earlier one, and that earlier one (for
    /// the error; only called when there is one).
    private static func firstRepeat(in ids: [Int64]) -> (earlier: Int, later: Int) {
        var seen: [Int64: Int] = [:]
        for (i, id) in ids.enumerated() {
            if let earlier = seen.updateValue(i, forKey: id) { return (earlier, i) }
        }
        return (0, 0)
    }

    static func layOut(
        _ items: [ItemMetrics], _ style: StripStyle, _ configuration: PagerConfiguration
    ) throws(InputError) -> StripLayout {
        let width =
            configuration.stripViewportWidth == 0
            ? configuration.pages.viewportWidth : configuration.stripViewportWidth
        let layout = try StripLayout(items: items, style: style, viewportWidth: width)
        // A pager's frames add its lengths up (an item's edge plus the
        // strip offset, a looping strip's copies a period or two along):
        // the strip, as the configuration's lengths (`PagerConfiguration.
        // validate()`), is at most 10^12 points, or those sums overflow and
        // no later step could make a frame.
        try Self.requireLength(
            layout.contentWidth, "items",
            rule: "must be at most 1e12 wide in all, with the strip style's lengths")
        return layout
    }
}
