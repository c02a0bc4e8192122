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
    /// can throw comes before the first change to the pager.
    mutating func frame(into frame: inout PagerFrame, delivering delivery: NotificationDelivery)
        throws(InputError)
    {
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
        try strip.state(
            for: focus, atStripOffset: stripOffset, presence: books.presence, indicatorStyle: indicatorStyle,
            appearanceStyle: appearanceStyle, selectedIndex: selectedIndex ?? 0,
            into: &frame.strip, items: &frame.stripItems)
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
        books.shares.clear()
        for entry in books.presence where entry.share > 0 { books.shares.append(entry) }
        insertionSort(&books.shares) { $0.item < $1.item }
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
        for entry in books.shares {
            frame.pages.append(PagerFrame.Page(page: entry.item, visibility: entry.share))
            frame.listOffsets.append(books.lists.offset(of: ids[entry.item]))
        }
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
    }
}
