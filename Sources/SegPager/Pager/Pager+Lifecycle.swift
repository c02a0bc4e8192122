// After each event: the selection follows the commit policy, and the
// pages' lifecycle and windows follow what is on screen.

extension Pager {
    /// The item the pages rest on; nil while anything moves, or with no items.
    var restItem: Int? {
        @inline(__always) get {
            guard state.motion.isIdle, !items.isEmpty else { return nil }
            return track.item(nearest: state.focus.target)
        }
    }

    /// Commits the selection the policy asks for: at half way (a transition's
    /// target at once, with its cause), or when the pages come to rest.
    mutating func updateSelection(time t: Double) {
        guard !items.isEmpty else {
            state.selectedIndex = nil
            return
        }
        let desired: Int
        var cause = state.lastCause
        switch configuration.commitPolicy {
        case .atHalf:
            if let selects = state.motion.target?.selects {
                desired = track.real(selects.item)
                cause = selects.cause
            } else {
                desired = track.item(nearest: state.focus.target)
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
        let previous = state.selectedIndex
        state.selectedIndex = desired
        // A strip the user moved goes back to its policy's offset (with
        // on-commit timing, a following one animates there too; the first
        // selection starts there).
        // (A tap's transition glides the strip there already.)
        if state.stripGlide == nil {
            state.strip.selectionChanged(
                at: t, animates: previous != nil && stripOffsetStyle.timing == .onCommit,
                physics: stripPhysics)
        }
        state.vertical.keepFling(onList: selectedListID)  // the pages moved on: that list's fling stops
    }

    /// Disappearing pages first, then page-window loads, reuses and unloads
    /// (so a page is freed only after it disappeared, and loaded before it
    /// appears), then appearing pages.
    mutating func updateLifecycle(time t: Double) {
        // A handoff ends when its time is up, or when the pages come to rest
        // (a host can land a page sooner), so rest always shows one page.
        if let handoff = state.handoff,
            configuration.tapDuration <= 0 || t - handoff.start >= configuration.tapDuration
        {
            state.handoff = nil
        }
        if state.motion.isIdle { state.handoff = nil }
        normalizeLap()
        books.placedPosition = placePages(for: shown(at: t))
        books.updatePages(
            restItem: restItem, ids: ids, index: index, policy: configuration.windows, looping: looping,
            time: t)
        // An appearing page's list takes its offset before it is drawn.
        for notification in books.arriving where notification.kind == .willAppear {
            state.vertical.reconcile(list: notification.id, in: &books.lists)
        }
        books.queueArriving()
    }

    /// Reports the header's phase when a list scroll, snap or pull changed it.
    mutating func notePhaseChange(time t: Double) {
        guard let change = state.vertical.phaseChange() else { return }
        let page = selectedIndex ?? -1
        books.pending.append(
            PagerNotification(
                kind: .headerPhaseChanged, page: page, id: selectedIndex.map { ids[$0] } ?? 0, time: t,
                headerPhase: change.to, previousHeaderPhase: change.from))
    }

    /// Looping: moves whole laps from the focus position into `lap`, so focus
    /// positions (and the strip's virtual indices) stay small. Only when the
    /// focus is a plain position, so transitions and handoffs keep their frame.
    private mutating func normalizeLap() {
        guard looping, state.handoff == nil, case .position(let p) = state.focus else { return }
        let n = Double(items.count)
        let laps = (p / n).rounded(.down)
        guard laps != 0, laps.isFinite else { return }
        state.lap += laps
        state.focus = .position(p - laps * n)
        state.motion = state.motion.shifted(byLaps: laps, count: items.count)
    }
}
