// Applying one event: time moves the motion on, then the event changes it.
// Which motion an event starts is decided here; how a motion moves, lands
// or releases is the motion's own answer (`PagerMotion`).

extension Pager {
    mutating func apply(_ event: PagerEvent) throws(InputError) {
        let t = event.time
        let track = track
        state.motion = state.motion.advanced(
            to: t, focus: &state.focus, configuration: state.configuration, track: track)
        try advanceVertical(to: t)
        switch event {
        case .dragBegan:
            beginDrag(at: t)
        case .dragMoved(_, let x):
            if configuration.driver == .host {
                try hostScrolled(to: x, dragging: true, at: t)
            } else {
                if state.motion.phase != .dragging { beginDrag(at: t) }
                state.motion = state.motion.fingerMoved(to: x, at: t)
                let shown = SettlePhysics(configuration).shown(finger: x, on: track)
                state.focus = .position(try track.position(atPageOffset: shown))
            }
        case .dragEnded(_, let velocity):
            let physics = SettlePhysics(configuration)
            state.motion = state.motion.released(
                velocity: velocity, at: t, focus: &state.focus, physics: physics, track: track)
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
            if let selected = selectedIndex {
                try state.vertical.scroll(
                    by: delta, list: ids[selected], in: &books.lists, time: t,
                    spring: configuration.settleSpring)
            }
        case .listEnded(_, let velocity):
            if try state.vertical.end(
                velocity: velocity, list: selectedListID, in: books.lists, time: t,
                deceleration: configuration.listDeceleration, spring: configuration.settleSpring),
                let selected = selectedIndex
            {
                books.pending.append(
                    PagerNotification(kind: .refresh, page: selected, id: ids[selected], time: t))
            }
        case .listResized(_, let i, let maximum):
            books.lists.resize(list: ids[i], maximum: maximum)
        case .refreshEnded:
            state.vertical.endRefresh(time: t, spring: configuration.settleSpring)
        }
        state.time = t
        notePhaseChange(time: t)
        updateSelection(time: t)
        updateLifecycle(time: t)
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
    private mutating func travel(to i: Int, at t: Double, animated: Bool, cause: SelectionCause)
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
        state.motion = .transition(
            TapTransition(
                to: target, start: t, duration: configuration.tapDuration, cause: cause,
                startOffset: startOffset))
    }
}
