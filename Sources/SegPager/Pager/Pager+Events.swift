// Applying one event: time moves the motion on, then the event changes it.
// Which motion an event starts is decided here; how a motion moves, lands
// or releases is the motion's own answer (`PagerMotion`).

extension Pager {
    mutating func apply(_ event: PagerEvent) throws(InputError) {
        let t = event.time
        try releaseWheel(before: t)
        let track = track
        state.motion = state.motion.advanced(
            to: t, focus: &state.focus, configuration: state.configuration, track: track)
        try advanceVertical(to: t)
        state.strip.advance(to: t, physics: stripPhysics)
        switch event {
        case .dragBegan:
            beginDrag(at: t)
        case .dragMoved(_, let x):
            try moveFinger(toPageOffset: x, at: t)
        case .dragEnded(_, let velocity):
            releasePages(velocity: velocity, at: t)
        case .hostScrolled(let t, let x):
            if let next = try state.motion.hostScrolled(toOffset: x, focus: &state.focus, track: track) {
                state.motion = next
            } else {
                try hostScrolled(to: x, dragging: state.motion.isHostDragging, at: t)
            }
        case .tabTapped(_, let i):
            try travel(to: i, at: t, animated: true, cause: .tap)
        case .select(_, let i, let animated):
            try travel(to: i, at: t, animated: animated, cause: .program)
        case .tick:
            break
        case .resized(_, let viewport, let strip):
            state.configuration.pages.viewportWidth = viewport
            state.configuration.stripViewportWidth = strip
            state.layout = try Self.layOut(items, stripStyle, configuration)
            state.motion = try state.motion.resized(focus: state.focus, track: self.track)
        case .listScrolled(_, let delta):
            try scrollList(by: delta, at: t)
        case .listEnded(_, let velocity):
            try endList(velocity: velocity, at: t)
        case .listResized(_, let i, let maximum):
            books.lists.resize(list: ids[i], maximum: maximum)
        case .refreshEnded:
            state.vertical.endRefresh(time: t, spring: configuration.settleSpring)
        case .pointerDown(_, let x, let y, let region):
            try pointerDown(at: t, x: x, y: y, region: region)
        case .pointerMoved(_, let x, let y):
            try pointerMoved(at: t, x: x, y: y)
        case .pointerUp(_, let x, let y):
            try pointerUp(at: t, x: x, y: y)
        case .pointerCancelled:
            try pointerCancelled(at: t)
        case .wheel(_, let dx, let dy, let region):
            try wheel(at: t, dx: dx, dy: dy, region: region)
        case .stripDragBegan:
            state.strip.beginDrag(at: t, shown: state.stripOffset)
        case .stripDragMoved(_, let x):
            state.strip.drag(to: x, at: t)
        case .stripDragEnded(_, let velocity):
            state.strip.release(
                velocity: velocity, at: t, shown: state.stripOffset, range: stripRange, physics: stripPhysics)
        }
        state.time = t
        notePhaseChange(time: t)
        updateSelection(time: t)
        updateLifecycle(time: t)
    }

    /// The finger moved the pages to page offset `x` (before the rubber
    /// band): a drag begins if none is under way (`.host`: the host scrolled).
    mutating func moveFinger(toPageOffset x: Double, at t: Double) throws(InputError) {
        if configuration.driver == .host {
            try hostScrolled(to: x, dragging: true, at: t)
            return
        }
        if state.motion.phase != .dragging { beginDrag(at: t) }
        let track = track
        state.motion = state.motion.fingerMoved(to: x, at: t)
        let shown = SettlePhysics(configuration).shown(finger: x, on: track)
        state.focus = .position(try track.position(atPageOffset: shown))
    }

    /// The finger lifted off the pages with a page-offset `velocity`: the
    /// motion's release (a settle, in the engine driver).
    mutating func releasePages(velocity: Double, at t: Double) {
        let (physics, track) = (SettlePhysics(configuration), track)
        state.motion = state.motion.released(
            velocity: velocity, at: t, focus: &state.focus, physics: physics, track: track)
    }

    /// A vertical `delta` on the selected page's list (positive: the
    /// content moves up), shared with the header and the pull.
    mutating func scrollList(by delta: Double, at t: Double) throws(InputError) {
        guard let selected = selectedIndex else { return }
        try state.vertical.scroll(
            by: delta, list: ids[selected], in: &books.lists, time: t, spring: configuration.settleSpring)
    }

    /// The vertical movement ended with `velocity` (pt/s, positive upward):
    /// a pull springs back or refreshes; else a velocity flings the list
    /// (`HeaderScroll.end`); a snapping header snaps (when the fling stops).
    mutating func endList(velocity: Double, at t: Double) throws(InputError) {
        if try state.vertical.end(
            velocity: velocity, list: selectedListID, in: books.lists, time: t,
            deceleration: configuration.listDeceleration, profile: configuration.listFlingProfile,
            spring: configuration.settleSpring),
            let selected = selectedIndex
        {
            books.pending.append(
                PagerNotification(kind: .refresh, page: selected, id: ids[selected], time: t))
        }
    }

    /// A finger takes the pages from wherever the focus is: a running
    /// transition or settle stops where it is. The pages stay under the
    /// finger; a transition's strip hands over to the finger without a jump.
    mutating func beginDrag(at t: Double) {
        let p = currentPosition()
        let onScreen = shown(at: t)
        if case .position = onScreen {} else { state.handoff = (onScreen.bounded(), t) }
        state.focus = .position(p)
        state.lastCause = .drag
        if configuration.driver == .host {
            state.motion = .hostScroll(HostScroll(dragging: true))
        } else {
            let track = track
            let offset = (try? track.offset(at: p)) ?? 0
            state.motion = .drag(
                Drag(finger: offset, time: t, velocity: 0, startItem: track.startItem(at: p)))
        }
    }

    /// A host scroll to page offset `x` (the host's finger is down when
    /// `dragging`): the pages follow it, and come to rest when it lands on a
    /// page.
    private mutating func hostScrolled(to x: Double, dragging: Bool, at t: Double) throws(InputError) {
        let p = try track.position(atPageOffset: x)
        state.focus = .position(p)
        if dragging {
            state.motion = .hostScroll(HostScroll(dragging: true))
            state.lastCause = .drag
        } else if abs(p - p.rounded()) <= PageGeometry.positionTolerance {
            state.focus = .position(p.rounded())
            state.motion = .idle
        } else if configuration.driver == .engine {
            // The engine owns the motion: pages a host left between two
            // pages settle, as a release at rest would, instead of waiting
            // for a host that never lands them.
            beginDrag(at: t)
            let (physics, track) = (SettlePhysics(configuration), track)
            state.motion = state.motion.released(
                velocity: 0, at: t, focus: &state.focus, physics: physics, track: track)
        } else {
            state.motion = .hostScroll(HostScroll(dragging: false))
        }
    }

    /// A tap or a selection of item `i`: a transition from whatever is on
    /// screen (including a handoff) straight to the nearest copy of `i`, or
    /// a jump there when not animated.
    mutating func travel(to i: Int, at t: Double, animated: Bool, cause: SelectionCause)
        throws(InputError)
    {
        state.lastCause = cause
        state.focus = shown(at: t)
        state.handoff = nil
        let track = track
        let startOffset = try pageOffset(for: state.focus)
        let target = track.copy(of: i, nearest: state.focus.target)
        if !animated || (configuration.tapDuration == 0 && configuration.driver == .engine) {
            state.focus = .position(Double(target))
            state.motion = .idle
            return
        }
        if state.motion.isIdle, abs(state.focus.target - Double(target)) <= PageGeometry.positionTolerance,
            case .position = state.focus
        {
            return
        }
        state.focus = .transition(from: state.focus.bounded(), to: target, progress: 0)
        // The strip goes straight from where it shows to the target's rest
        // (Android's animateToTab), not back to its policy first; a finger
        // on the strip keeps it.
        state.stripGlide = state.stripOffset
        state.strip.follow()
        state.motion = .transition(
            TapTransition(
                to: target, span: TimeSpan(start: t, duration: configuration.tapDuration), cause: cause,
                startOffset: startOffset))
    }
}
