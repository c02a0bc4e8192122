// The pager's vertical state: the header offset all pages share, the pull,
// the running snap or pull-back animation and the running list fling. Each
// list's own offset is in a journaled table (`ListOffsets`) that the
// pager's books keep.

/// Each list's own offset and largest offset, by page id; journaled, so a
/// failed step undoes its writes without a copy of the table.
typealias ListOffsets = JournaledTable<(offset: Double, maximum: Double?)>

extension ListOffsets {
    /// List `id`'s own offset; 0 for a list never scrolled.
    func offset(of id: Int64) -> Double { self[id]?.offset ?? 0 }

    /// List `id`'s largest own offset changed (its content or viewport did):
    /// its offset is clamped to it.
    mutating func resize(list id: Int64, maximum: Double) {
        self[id] = (min(offset(of: id), maximum), maximum)
    }
}

/// The vertical state the pager keeps for its header over its pages' lists:
/// one header offset shared by all pages, the pull, the running snap or
/// pull-back animation and the selected list's fling. A value: the pager's
/// step saves and restores it whole (with the rest of `PagerState`); the
/// lists it scrolls are passed in.
///
/// A fling (a release with a velocity, `end`) moves the selected list and
/// the header by the deceleration's distance since the last advance, shared
/// as a list scroll is: down, the list returns to its top and then the
/// header expands (NestedScrollView's fling); up, the header collapses and
/// then the list scrolls. It never pulls and never overscrolls: when the
/// header and the list can take no more, it stops there, at the moment its
/// distance runs out of room; then, as when it ends by itself, a header
/// left inside a snapping section snaps. A scroll stops it where it is.
struct HeaderScroll: Sendable {
    var header: PagerHeader?
    private(set) var headerOffset: Double = 0
    private(set) var pull: Double = 0
    private(set) var refreshing = false
    private var animation: HeaderAnimation?
    /// The selected list's fling, while one runs.
    private var fling: ListFling?
    private(set) var split = ScrollSplit(header: 0, list: 0, overscroll: 0)
    private var lastPhase: HeaderPhase = .expanded

    private var collapseRange: Double { (try? header?.stack.ranges().collapseRange) ?? 0 }
    /// The stack a headerless pager splits with: nothing collapses.
    private static let noHeader = HeaderStack(sections: [HeaderSection(height: 0, behavior: .pinned)])
    private var restingPull: Double { refreshing ? -(header?.refreshDistance ?? 0) : 0 }

    private func maximum(of id: Int64, in lists: ListOffsets) -> Double? {
        lists[id].map { $0.maximum } ?? header?.listMaximum
    }

    /// Replaces the header; the header offset and the pull are clamped into it.
    mutating func setHeader(_ newHeader: PagerHeader?) throws(InputError) {
        try newHeader?.validate()
        try newHeader?.requirePagerLengths()
        header = newHeader
        animation = nil
        fling = nil
        headerOffset = min(headerOffset, collapseRange)
        if newHeader == nil {
            pull = 0
            refreshing = false
        }
        lastPhase = currentPhase
    }

    /// Shares a vertical delta on list `id` (the selected page's) between the
    /// pull, the header offset and the list; stops a running animation or
    /// fling where it is (a finger is on the list).
    mutating func scroll(
        by delta: Double, list id: Int64, in lists: inout ListOffsets, time t: Double, spring: DampedSpring
    ) throws(InputError) {
        advance(to: t, spring: spring)
        animation = nil
        fling = nil
        var rest = delta
        var pulled = 0.0
        if pull < 0, rest > 0 {
            // Going back up while pulled: the pull gives way first.
            pulled = min(rest, -pull)
            pull += pulled
            rest -= pulled
        }
        let own = lists.offset(of: id)
        let maximum = maximum(of: id, in: lists) ?? Double.greatestFiniteMagnitude
        let shared = try share(rest, headerOffset: headerOffset, listOffset: own, maximum: maximum)
        headerOffset = shared.headerOffset
        lists[id] = (shared.listOffset, lists[id]?.maximum ?? header?.listMaximum)
        if shared.split.overscroll < 0, header != nil { pull += shared.split.overscroll }
        split.header += shared.split.header
        split.list += shared.split.list
        split.overscroll += shared.split.overscroll + pulled
    }

    /// `delta` shared by the stack from header offset `h` and list offset
    /// `own` (under `maximum`), and the offsets it leads to.
    private func share(_ delta: Double, headerOffset h: Double, listOffset own: Double, maximum: Double)
        throws(InputError) -> (split: ScrollSplit, headerOffset: Double, listOffset: Double)
    {
        let shared = try (header?.stack ?? Self.noHeader).split(
            delta: delta, headerOffset: h, listOffset: min(own, maximum), listMaximum: maximum)
        return (
            shared, min(max(h + shared.header, 0), collapseRange), min(max(own + shared.list, 0), maximum)
        )
    }

    /// How far the header and a list at `own` (under `maximum`) can move
    /// together, up (collapse, then scroll) or down (to the top, then expand).
    private func room(upward: Bool, headerOffset h: Double, listOffset own: Double, maximum: Double) -> Double
    {
        let own = min(own, maximum)
        return upward ? (collapseRange - h) + (maximum - own) : h + own
    }

    /// The vertical drag on list `id` (the selected page's; nil with no
    /// items) ended with `velocity` (or the host's deceleration did, with 0).
    /// A pull springs back (or starts a refresh); else a release with a
    /// velocity that can move the list or the header flings them at
    /// `deceleration` (and snaps when the fling stops); else a part-collapsed
    /// snapping section snaps. A running fling stops first. Returns whether a
    /// refresh started.
    mutating func end(
        velocity: Double, list id: Int64?, in lists: ListOffsets, time t: Double, deceleration: Deceleration,
        profile: ListFlingProfile = .uiKit, spring: DampedSpring
    ) throws(InputError) -> Bool {
        advance(to: t, spring: spring)
        fling = nil
        if pull >= 0, let id {
            let own = lists.offset(of: id)
            let maximum = maximum(of: id, in: lists) ?? Double.greatestFiniteMagnitude
            if room(upward: velocity > 0, headerOffset: headerOffset, listOffset: own, maximum: maximum)
                > 1e-9,
                let started = ListFling(
                    list: id, velocity: velocity, time: t, deceleration: deceleration, profile: profile,
                    header: headerOffset, listOffset: own, maximum: maximum)
            {
                animation = nil
                fling = started
                return false
            }
        }
        return try settle(releasedAt: velocity, moving: velocity, time: t, spring: spring)
    }

    /// The end of a vertical gesture or fling at time `t`: the pull springs
    /// back (or starts a refresh), else a part-collapsed snapping section
    /// snaps, choosing its edge by the release velocity `released` and
    /// starting the spring at the header's velocity `moving`. Returns whether
    /// a refresh started.
    private mutating func settle(
        releasedAt released: Double, moving: Double, time t: Double, spring: DampedSpring
    )
        throws(InputError) -> Bool
    {
        guard let header else { return false }
        var started = false
        if pull < 0 {
            if header.refreshDistance > 0, !refreshing, -pull >= header.refreshDistance {
                refreshing = true
                started = true
            }
            // A refresh holds the pull at its distance; a smaller pull than that stays.
            if pull < restingPull || !refreshing {
                animate(pulls: true, to: restingPull, velocity: moving, time: t, spring: spring)
            }
        } else {
            let target = try header.stack.snapTarget(
                headerOffset: headerOffset, velocity: released, minimumVelocity: header.snapVelocity)
            if header.snapAnimation == .fixedDuration {
                // AppBarLayout.snapToChildIfNeeded animates at velocity 0.
                let distance = abs(headerOffset - target)
                let duration = try HeaderStack.snapDuration(
                    distance: distance, velocity: 0, height: header.style.height)
                animate(to: target, duration: duration, time: t)
            } else {
                animate(pulls: false, to: target, velocity: moving, time: t, spring: spring)
            }
        }
        return started
    }

    /// Stops a running fling where it is, with no snap (a finger holds the list).
    mutating func stopFling() { fling = nil }

    /// Stops a running fling where it is unless it moves list `id` (the
    /// selected page's now; nil with no items).
    mutating func keepFling(onList id: Int64?) {
        if let f = fling, f.list != id { fling = nil }
    }

    /// Whether a list fling runs: the front end keeps ticking.
    var isFlinging: Bool { fling != nil }

    /// Moves the fling to time `t` (before the spring: `advance(to:spring:)`
    /// next): the header and the list go where one split of the distance
    /// since its base puts them. Past its room it stops where the room runs
    /// out, at the time it does; at its end it stops by itself; either way,
    /// then, the gesture ends (`settle`) at that time, the snap choosing its
    /// edge by the release velocity and its spring starting at the velocity
    /// left. A fling whose list `selected` no longer is stops where it is.
    mutating func advanceFling(
        to t: Double, selected: Int64?, in lists: inout ListOffsets, spring: DampedSpring
    ) throws(InputError) {
        guard var f = fling else { return }
        guard f.list == selected else {
            fling = nil
            return
        }
        let own = lists.offset(of: f.list)
        let maximum = maximum(of: f.list, in: lists) ?? Double.greatestFiniteMagnitude
        if own != f.written.list || headerOffset != f.written.header || maximum != f.written.maximum {
            // Something else moved them (a resize clamped the list): go on from there.
            f.base = (f.travelled, headerOffset, own)
        }
        let upward = f.velocity > 0
        let room = room(
            upward: upward, headerOffset: f.base.header, listOffset: f.base.list, maximum: maximum)
        var distance = f.distance(at: t) - f.base.distance
        var stop: Double? = t >= f.end ? f.end : nil
        if abs(distance) >= room {
            distance = upward ? room : -room
            stop = f.time(atDistance: f.base.distance + distance)
        }
        let shared = try share(
            distance, headerOffset: f.base.header, listOffset: f.base.list, maximum: maximum)
        split.header += shared.headerOffset - headerOffset
        split.list += shared.listOffset - own
        headerOffset = shared.headerOffset
        lists[f.list] = (shared.listOffset, lists[f.list]?.maximum ?? header?.listMaximum)
        f.travelled = f.base.distance + distance
        f.written = (shared.headerOffset, shared.listOffset, maximum)
        fling = f
        if let stop {
            fling = nil
            _ = try settle(releasedAt: f.velocity, moving: f.velocity(at: stop), time: stop, spring: spring)
        }
    }

    /// The refresh finished: a held pull springs back to 0.
    mutating func endRefresh(time t: Double, spring: DampedSpring) {
        advance(to: t, spring: spring)
        guard refreshing else { return }
        refreshing = false
        if pull < 0, animation == nil { animate(pulls: true, to: 0, velocity: 0, time: t, spring: spring) }
    }

    /// Page `id` starts to appear: its list takes the offset `listSync` gives
    /// for the shared header offset, so the header never jumps.
    func reconcile(list id: Int64, in lists: inout ListOffsets) {
        guard let header else { return }
        let own = lists.offset(of: id)
        let pinned = headerOffset >= collapseRange - 1e-9
        let offset: Double
        switch header.listSync {
        case .keepOwn: offset = own  // the header offset is shared, so the list keeps its own offset
        case .sync: offset = pinned ? own : 0  // seed 004: y < R puts every list at its top
        case .resetToTop: offset = 0
        }
        lists[id] = (offset, lists[id]?.maximum ?? header.listMaximum)
    }

    private mutating func animate(
        pulls: Bool, to target: Double, velocity: Double, time t: Double, spring: DampedSpring
    ) {
        let value = pulls ? pull : headerOffset
        let displacement = value - target
        // The pull moves toward 0 as the content moves up (positive velocity).
        guard abs(displacement) > 1e-9,
            let release = SpringRelease(
                displacement: displacement, velocity: velocity, at: t, spring: spring, epsilon: 0.25)
        else {
            if pulls { pull = target } else { headerOffset = target }
            animation = nil
            return
        }
        animation = .spring(
            HeaderSpring(moves: pulls ? .pull : .headerOffset, target: target, release: release))
    }

    /// A snap of the header offset to `target` over `duration` seconds on
    /// AppBarLayout's decelerate curve.
    private mutating func animate(to target: Double, duration: Double, time t: Double) {
        let displacement = headerOffset - target
        guard abs(displacement) > 1e-9, duration > 0 else {
            headerOffset = target
            animation = nil
            return
        }
        animation = .curve(
            HeaderCurveSnap(target: target, start: t, displacement: displacement, duration: duration))
    }

    /// Runs the snap or pull-back spring (or the fixed snap) to time `t`; it
    /// ends exactly on its target.
    mutating func advance(to t: Double, spring: DampedSpring) {
        guard let a = animation else { return }
        let running = a.value(at: t, spring: spring)
        if running == nil { animation = nil }
        let value = running ?? a.target
        switch a.moves {
        case .pull: pull = min(value, 0)
        case .headerOffset: headerOffset = min(max(value, 0), collapseRange)
        }
    }

    var isAnimating: Bool { animation != nil }

    /// The phase the frame shows (`HeaderFrame.phase`); `.expanded` without a header.
    private var currentPhase: HeaderPhase {
        guard let header else { return .expanded }
        let y = pull < 0 && header.refreshZone == .header ? pull : headerOffset
        return header.style.phase(atListOffset: y)
    }

    /// The phase, if it changed since the last call.
    mutating func phaseChange() -> (from: HeaderPhase, to: HeaderPhase)? {
        let phase = currentPhase
        guard phase != lastPhase else { return nil }
        defer { lastPhase = phase }
        return (lastPhase, phase)
    }

    /// The header's part of a frame `width` wide; nil without a header.
    func frame(width: Double) throws(InputError) -> PagerHeaderFrame? {
        guard let header else { return nil }
        let y = pull < 0 && header.refreshZone == .header ? pull : headerOffset
        return PagerHeaderFrame(
            frame: try header.style.frame(atListOffset: y, width: width), headerOffset: headerOffset,
            pull: pull,
            isRefreshing: refreshing, isAnimating: animation != nil)
    }

    /// This frame's split so far, starting the next frame's at zero.
    mutating func takeSplit() -> ScrollSplit {
        defer { split = ScrollSplit(header: 0, list: 0, overscroll: 0) }
        return split
    }
}
