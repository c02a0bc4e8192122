// What the pager shows: the focus on screen (with a drag's handoff from a
// transition), its page offset, and the frame a step returns.

extension Pager {
    /// The focus on screen at time `t`: the motion's, or a handoff to it.
    @inline(__always)
    func shown(at t: Double) -> Focus {
        guard let handoff = state.handoff else { return state.focus }
        let duration = configuration.tapDuration
        let progress = duration > 0 ? min(max((t - handoff.start) / duration, 0), 1) : 1
        if progress >= 1 { return state.focus }
        return .handoff(
            from: handoff.from, toPosition: state.focus.target, progress: configuration.tapEasing(progress))
    }

    /// The focus position under the pages now (a transition's is where its
    /// page offset sweep has got to).
    func currentPosition() -> Double {
        guard case .transition = state.focus else { return state.focus.target }
        let track = track
        return (try? pageOffset(for: state.focus)).flatMap { try? track.position(atPageOffset: $0) }
            ?? state.focus.target
    }

    /// The page offset for a focus: a transition sweeps from its start's
    /// offset to its target's (what a scroll view would do).
    @inline(__always)
    func pageOffset(for focus: Focus) throws(InputError) -> Double {
        // Inlined for the common case: a call passes the pager by copy.
        if case .position(let p) = focus { return try track.offset(at: p) }
        return try nestedPageOffset(for: focus, on: track)
    }

    private func nestedPageOffset(for focus: Focus, on track: PagerTrack) throws(InputError) -> Double {
        switch focus {
        case .position(let p), .handoff(_, let p, _):
            return try track.offset(at: p)
        case .transition(let from, let to, let progress):
            return lerp(
                try nestedPageOffset(for: from, on: track), try track.offset(at: Double(to)), progress)
        }
    }

    /// The frame for the current state, taking the pending notifications,
    /// written into `frame` (its arrays keep their capacity). Everything that
    /// can throw comes before the first change to the pager. With `arrays`
    /// false the visible items' appearances and strip items, the pages and
    /// their list offsets are left empty, their counts returned instead:
    /// about a third of the frame's cost (colour and scale interpolation,
    /// label boxes, list lookups) that a caller reading only the counts
    /// (`segpager_pager_run`) need not pay. Nothing else differs: the
    /// visible range, the shares and the pager's state are computed as
    /// always.
    @discardableResult
    mutating func frame(
        into frame: inout PagerFrame, delivering delivery: NotificationDelivery, arrays: Bool = true
    ) throws(InputError) -> FrameCounts {
        let now = state.now
        let focus = shown(at: now)
        let track = track
        let offset = try pageOffset(for: focus)
        let strip = StripGeometry(
            layout: state.layout, items: items, height: configuration.stripHeight, loops: looping)
        books.presence.clear()
        focus.appendPresence(count: items.count, loops: looping, to: &books.presence)
        // The policy's offset (from its own last one, so a strip scrolled
        // away does not feed back into it), then the strip's own scroll.
        let policy = try strip.stripOffset(
            for: focus, style: stripOffsetStyle, selectedIndex: selectedIndex ?? 0,
            currentOffset: state.stripPolicyOffset)
        var scroll = state.strip
        scroll.measureReturn(policy: policy, shown: state.stripOffset, at: now)
        let stripOffset = scroll.offset(policy: policy, at: now, range: stripRange, physics: stripPhysics)
        try requireFinite(stripOffset)
        let visibleCount = try strip.state(
            for: focus, atStripOffset: stripOffset, presence: books.presence, indicatorStyle: indicatorStyle,
            appearanceStyle: appearanceStyle, selectedIndex: selectedIndex ?? 0,
            into: &frame.strip, items: &frame.stripItems, arrays: arrays)
        let motionTarget = state.motion.target
        let target =
            try motionTarget.map { m throws(InputError) in try track.offset(at: m.position) } ?? offset
        let transitionTarget = motionTarget?.selects.map { track.real($0.item) }
        var progress = 0.0
        if transitionTarget != nil, case .transition(_, _, let p) = focus { progress = p }
        let position = try pages.position(atPageOffset: offset)
        let header = try state.vertical.frame(width: configuration.pages.viewportWidth)

        state.stripOffset = frame.strip.stripOffset
        state.stripPolicyOffset = policy
        state.strip = scroll
        takeShares()
        frame.time = now
        frame.phase = state.motion.phase
        frame.pageOffset = offset
        frame.position = position
        frame.targetPageOffset = target
        frame.selectedIndex = selectedIndex
        frame.transitionTarget = transitionTarget
        frame.transitionProgress = progress
        frame.pages.clear()
        frame.listOffsets.clear()
        if arrays { appendPages(to: &frame) }
        frame.droppedNotifications = books.deliver(
            delivery, limit: configuration.notificationLimit, into: &frame.notifications)
        frame.waitingNotifications = books.pending.count
        frame.header = header
        frame.stripContentWidth = state.layout.contentWidth
        frame.stripScrolls = state.layout.scrolls
        frame.stripPhase = state.strip.phase
        frame.gesture = state.pointer?.gesture ?? .none
        frame.listOffset = selectedIndex.map { books.lists.offset(of: ids[$0]) } ?? 0
        frame.split = state.vertical.takeSplit()
        frame.isListAnimating = state.vertical.isFlinging
        return FrameCounts(appearances: visibleCount, pages: books.shares.count)
    }

    /// The shares of `books.presence` above zero, in item order: the pages.
    @inline(__always)
    private mutating func takeShares() {
        books.shares.clear()
        for entry in books.presence where entry.share > 0 { books.shares.append(entry) }
        insertionSort(&books.shares) { $0.item < $1.item }
    }

    /// The pages of `books.shares` and their list offsets, appended to `frame`.
    @inline(__always)
    private func appendPages(to frame: inout PagerFrame) {
        for entry in books.shares {
            frame.pages.append(PagerFrame.Page(page: entry.item, visibility: entry.share))
            frame.listOffsets.append(books.lists.offset(of: ids[entry.item]))
        }
    }

    /// Writes the arrays a frame made without them (`arrays` false) left
    /// empty: the appearances, strip items, pages and list offsets, as the
    /// full frame would have had them. They are recomputed from the pager's
    /// state, which is what it was when that frame was made as long as
    /// nothing has changed the pager since its step (the step's own state:
    /// its focus, strip offset and list offsets); after a failed step it is
    /// the previous frame's. `segpager_pager_run` calls it once, after its
    /// last frame, so `segpager_pager_last_frame` writes what a step would
    /// have left.
    package mutating func fillFrameArrays(_ frame: inout PagerFrame) throws(InputError) {
        let focus = shown(at: state.now)
        let strip = StripGeometry(
            layout: state.layout, items: items, height: configuration.stripHeight, loops: looping)
        books.presence.clear()
        focus.appendPresence(count: items.count, loops: looping, to: &books.presence)
        let visible = try strip.visibleItems(atStripOffset: state.stripOffset)
        frame.strip.appearances.clear()
        frame.stripItems.clear()
        try strip.appendArrays(
            of: visible, presence: books.presence, appearanceStyle: appearanceStyle,
            selectedIndex: selectedIndex ?? 0, to: &frame.strip.appearances, items: &frame.stripItems)
        takeShares()
        frame.pages.clear()
        frame.listOffsets.clear()
        appendPages(to: &frame)
    }
}

/// How many visible items and pages a frame has: its appearances' and
/// pages' counts, also when it was made without them.
package struct FrameCounts: Sendable, Equatable {
    /// The visible items (`StripState.appearances.count`).
    package var appearances: Int
    /// The pages with a share of the screen (`PagerFrame.pages.count`).
    package var pages: Int
}
