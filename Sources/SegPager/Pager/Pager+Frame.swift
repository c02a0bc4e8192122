// What the pager shows: the focus on screen (with a drag's handoff from a
// transition), its page offset, and the frame a step returns.

extension Pager {
    /// The focus on screen at time `t`: the motion's, or a handoff to it.
    @inline(__always)
    func shown(at t: Double) -> Focus {
        guard let handoff = state.handoff else { return state.focus }
        let progress = TimeSpan(start: handoff.start, duration: configuration.tapDuration).fraction(at: t)
        if progress >= 1 { return state.focus }
        return .handoff(
            from: handoff.from, toPosition: state.focus.target, progress: configuration.tapEasing(progress))
    }

    /// How the pages are placed: by the far-transition mode, or where a
    /// host driver's scroll view puts them (`.sweep`).
    var placement: PagePlacement {
        PagePlacement(
            track: track, mode: configuration.driver == .host ? .sweep : configuration.farTransition,
            preJumpDistance: configuration.preJumpDistance)
    }

    /// The position the pages are at now (a transition's is where its
    /// pages have got to, by the far-transition mode).
    func currentPosition() -> Double {
        guard case .transition = state.focus else { return state.focus.target }
        return placement.position(of: state.focus)
    }

    /// The page offset the pages are at for a focus (`PagePlacement.position(of:)`'s).
    @inline(__always)
    func pageOffset(for focus: Focus) throws(InputError) -> Double {
        // Inlined for the common case: a call passes the pager by copy.
        if case .position(let p) = focus { return try track.offset(at: p) }
        return try track.offset(at: placement.position(of: focus))
    }

    /// Places the pages for `focus`: `books.pages`, the pages on screen as
    /// drawn in item order (a page a looping pager shows twice, once: its
    /// most visible copy), and `books.onScreen`, their shares for the
    /// lifecycle and the windows, where a running transition's target is
    /// present from its start (with no share), so it loads and is told it
    /// will appear before it shows, and so is the page at rest. Returns the
    /// pages' position.
    /// - Complexity: O(focus depth × pages on screen).
    @discardableResult
    mutating func placePages(for focus: Focus) -> Double {
        let placement = placement
        let track = placement.track
        let width = track.pages.effectivePageWidth
        books.placed.clear()
        let p = placement.place(focus, into: &books.placed)
        books.pages.clear()
        for entry in books.placed {
            let (x, visibility) = placement.drawn(entry)
            guard visibility > 0 else { continue }
            let item = track.real(entry.page)
            if let k = books.pages.firstIndex(where: { $0.page == item }) {
                if visibility > books.pages[k].visibility {
                    books.pages[k] = PagerFrame.Page(page: item, visibility: visibility, x: x, width: width)
                }
                continue
            }
            books.pages.append(PagerFrame.Page(page: item, visibility: visibility, x: x, width: width))
        }
        insertionSort(&books.pages) { $0.page < $1.page }
        books.onScreen.clear()
        for page in books.pages { books.onScreen.append((page.page, page.visibility)) }
        // The page at rest is present even when a host left it off screen
        // (resting past the ends), so at rest one page has always appeared.
        if let target = state.motion.target?.selects.map({ track.real($0.item) }) ?? restItem,
            !books.pages.contains(where: { $0.page == target })
        {
            books.onScreen.append((target, 0))
        }
        return p
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
        // The last event's lifecycle update placed the pages for this focus.
        let placedAt = books.placedPosition ?? placePages(for: focus)
        books.placedPosition = nil
        let offset = try track.offset(at: placedAt)
        let strip = StripGeometry(
            records: state.layout, items: items, height: configuration.stripHeight, loops: looping)
        books.presence.clear()
        focus.appendPresence(count: items.count, loops: looping, to: &books.presence)
        // The policy's offset (from its own last one, so a strip scrolled
        // away does not feed back into it), then the strip's own scroll.
        let policy = try strip.stripOffset(
            for: focus, style: stripOffsetStyle, selectedIndex: selectedIndex ?? 0,
            currentOffset: state.stripPolicyOffset, glide: state.stripGlide)
        var scroll = state.strip
        scroll.measureReturn(policy: policy, shown: state.stripOffset, at: now)
        // A looping strip dragged out of Int reach is drawn whole
        // periods nearer (it looks the same); every other offset as it is.
        let stripOffset = strip.inReach(
            scroll.offset(policy: policy, at: now, range: stripRange, physics: stripPhysics), near: policy)
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
        if state.handoff == nil, state.motion.target?.selects == nil { state.stripGlide = nil }
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
        return FrameCounts(appearances: visibleCount, pages: books.pages.count)
    }

    /// The pages of `books.pages` and their list offsets, appended to `frame`.
    @inline(__always)
    private func appendPages(to frame: inout PagerFrame) {
        for page in books.pages {
            frame.pages.append(page)
            frame.listOffsets.append(books.lists.offset(of: ids[page.page]))
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
            records: state.layout, items: items, height: configuration.stripHeight, loops: looping)
        books.presence.clear()
        focus.appendPresence(count: items.count, loops: looping, to: &books.presence)
        let visible = try strip.visibleItems(atStripOffset: state.stripOffset)
        frame.strip.appearances.clear()
        frame.stripItems.clear()
        try strip.appendArrays(
            of: visible, presence: books.presence, appearanceStyle: appearanceStyle,
            selectedIndex: selectedIndex ?? 0, to: &frame.strip.appearances, items: &frame.stripItems)
        placePages(for: focus)
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
