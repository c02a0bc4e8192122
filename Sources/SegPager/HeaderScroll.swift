// The pager's vertical state: the header offset all pages share, the pull
// and the running snap or pull-back animation. Each list's own offset is
// in a journaled table (`ListOffsets`) that the pager's books keep.

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
/// one header offset shared by all pages, the pull, and the running snap or
/// pull-back animation. A value: the pager's step saves and restores it whole
/// (with the rest of `PagerState`); the lists it scrolls are passed in.
struct HeaderScroll: Sendable {
    var header: PagerHeader?
    private(set) var headerOffset: Double = 0
    private(set) var pull: Double = 0
    private(set) var refreshing = false
    private var animation: Animation?
    private(set) var split = ScrollSplit(header: 0, list: 0, overscroll: 0)
    private var lastPhase: HeaderPhase = .expanded

    /// A spring from `displacement` off `target` (the header offset's or the pull's).
    private struct Animation: Sendable {
        var pulls: Bool
        var target: Double
        var start: Double
        var displacement: Double
        var velocity: Double
        var duration: Double
    }

    private var collapseRange: Double { (try? header?.stack.ranges().collapseRange) ?? 0 }
    private var restingPull: Double { refreshing ? -(header?.refreshDistance ?? 0) : 0 }

    private func maximum(of id: Int64, in lists: ListOffsets) -> Double? {
        lists[id].map { $0.maximum } ?? header?.listMaximum
    }

    /// Replaces the header; the header offset and the pull are clamped into it.
    mutating func setHeader(_ newHeader: PagerHeader?) throws(InputError) {
        try newHeader?.validate()
        header = newHeader
        animation = nil
        headerOffset = min(headerOffset, collapseRange)
        if newHeader == nil {
            pull = 0
            refreshing = false
        }
        lastPhase = currentPhase
    }

    /// Shares a vertical delta on list `id` (the selected page's) between the
    /// pull, the header offset and the list; stops a running animation where it is.
    mutating func scroll(
        by delta: Double, list id: Int64, in lists: inout ListOffsets, time t: Double, spring: DampedSpring
    ) throws(InputError) {
        advance(to: t, spring: spring)
        animation = nil
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
        let stack = header?.stack ?? HeaderStack(sections: [HeaderSection(height: 0, behavior: .pinned)])
        let shared = try stack.split(
            delta: rest, headerOffset: headerOffset, listOffset: min(own, maximum), listMaximum: maximum)
        headerOffset = min(max(headerOffset + shared.header, 0), collapseRange)
        lists[id] = (min(max(own + shared.list, 0), maximum), lists[id]?.maximum ?? header?.listMaximum)
        if shared.overscroll < 0, header != nil { pull += shared.overscroll }
        split.header += shared.header
        split.list += shared.list
        split.overscroll += shared.overscroll + pulled
    }

    /// The vertical drag on the lists ended (or their deceleration did):
    /// the pull springs back (or starts a refresh), else a part-collapsed
    /// snapping section snaps. Returns whether a refresh started.
    mutating func end(velocity: Double, time t: Double, spring: DampedSpring) throws(InputError) -> Bool {
        guard let header else { return false }
        advance(to: t, spring: spring)
        var started = false
        if pull < 0 {
            if header.refreshDistance > 0, !refreshing, -pull >= header.refreshDistance {
                refreshing = true
                started = true
            }
            // A refresh holds the pull at its distance; a smaller pull than that stays.
            if pull < restingPull || !refreshing {
                animate(pulls: true, to: restingPull, velocity: velocity, time: t, spring: spring)
            }
        } else {
            let target = try header.stack.snapTarget(
                headerOffset: headerOffset, velocity: velocity, minimumVelocity: header.snapVelocity)
            animate(pulls: false, to: target, velocity: velocity, time: t, spring: spring)
        }
        return started
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
        let duration = (try? spring.settlingTime(from: displacement, velocity: velocity, epsilon: 0.25)) ?? 0
        guard abs(displacement) > 1e-9, duration > 0 else {
            if pulls { pull = target } else { headerOffset = target }
            animation = nil
            return
        }
        animation = Animation(
            pulls: pulls, target: target, start: t, displacement: displacement, velocity: velocity,
            duration: duration)
    }

    /// Runs the snap or pull-back spring to time `t`; it ends exactly on its target.
    mutating func advance(to t: Double, spring: DampedSpring) {
        guard let a = animation else { return }
        var value = a.target
        if t - a.start < a.duration,
            let state = try? spring.state(
                from: a.displacement, velocity: a.velocity, time: max(t - a.start, 0))
        {
            value = a.target + state.displacement
        } else {
            animation = nil
        }
        if a.pulls {
            pull = min(value, 0)
        } else {
            headerOffset = min(max(value, 0), collapseRange)
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
