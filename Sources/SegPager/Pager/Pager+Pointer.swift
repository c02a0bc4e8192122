// Raw pointer input: the engine owns the touch slop, the direction lock,
// the finger's translation into page, list and strip offsets, the
// release velocity (a `VelocityTracker`), taps on the strip, and wheel
// scrolling. The offset-level events stay for hosts with their own
// gesture recognisers; a pointer gesture is translated into them here.

/// The pointer that is down: where it went down, what its gesture became,
/// and its samples.
struct PointerState: Sendable {
    var region: PointerRegion
    var downX: Double
    var downY: Double
    /// The last sample: where and when the pointer last moved.
    var lastX: Double
    var lastY: Double
    var lastTime: Double
    /// What its gesture became (`PointerActivity`), pending until the
    /// pointer moves past the slop.
    var activity: PointerActivity = .pending
    /// Pages or strip: the finger's x when the drag began, and the offset
    /// (page or strip) it began from.
    var anchor = 0.0
    var start = 0.0
    var tracker = VelocityTracker()
    /// The pointer went down on moving pages and holds them (a touch stops a
    /// scroll view's animation): they settle when it lifts without a drag.
    var holdsPages = false

    /// What the frame reports the pointer doing.
    var gesture: PagerGesture { activity.gesture }
}

extension Pager {
    /// The strip's physics: the configuration's strip deceleration
    /// (UIScrollView's normal rate by default), the settle spring and the
    /// pager's rubber band (0: none).
    var stripPhysics: StripPhysics {
        StripPhysics(
            deceleration: configuration.stripDeceleration, spring: configuration.settleSpring,
            band: configuration.rubberBand > 0 ? RubberBand(coefficient: configuration.rubberBand) : nil,
            viewport: state.layout.viewportWidth)
    }

    /// The strip offsets that do not overscroll; nil when the strip loops
    /// (it has no ends).
    var stripRange: ClosedRange<Double>? {
        looping ? nil : 0...max(0, state.layout.contentWidth - state.layout.viewportWidth)
    }

    /// Whether a finger can scroll the strip: it is wider than its viewport.
    var stripScrolls: Bool { state.layout.scrolls }

    mutating func pointerDown(at t: Double, x: Double, y: Double, region: PointerRegion) throws(InputError) {
        // One pointer at a time: a second down without an up restarts.
        if state.pointer != nil { try pointerCancelled(at: t) }
        var pointer = PointerState(region: region, downX: x, downY: y, lastX: x, lastY: y, lastTime: t)
        try pointer.tracker.add(time: t, x: x, y: y)
        // A finger down stops a list fling where it is, as a touch stops
        // UIScrollView's deceleration (every region can scroll the list).
        try stopListFling(at: t)
        if state.wheel.movesPages {
            // A wheel was moving the pages: the finger takes them over.
            state.wheel.handPagesOver()
            pointer.holdsPages = region == .pages
            if region != .pages { releasePages(velocity: 0, at: t) }
        } else if region == .pages && !state.motion.isIdle && configuration.driver == .engine {
            // A touch on moving pages stops them where they are, as a touch
            // stops UIScrollView's deceleration and ViewPager's settle.
            beginDrag(at: t)
            pointer.holdsPages = true
        }
        if region == .strip && state.strip.isAnimating {
            state.strip.hold(at: state.stripOffset)
        }
        state.pointer = pointer
    }

    mutating func pointerMoved(at t: Double, x: Double, y: Double) throws(InputError) {
        // A pointer that is not down (a mouse hovering) moves nothing.
        guard var pointer = state.pointer else { return }
        try pointer.tracker.add(time: t, x: x, y: y)
        if pointer.gesture == .pending {
            try lock(&pointer, x: x, y: y, at: t)
        }
        try pointer.activity.moved(pointer, x: x, y: y, at: t, pager: &self)
        pointer.lastX = x
        pointer.lastY = y
        pointer.lastTime = t
        state.pointer = pointer
    }

    /// Decides the pending pointer's gesture once it moves past the slop:
    /// horizontal drags its region's pages or strip, vertical scrolls the
    /// list. The content starts moving from where the finger is then (the
    /// slop is not added back, as UIScrollView), so nothing jumps.
    private mutating func lock(_ pointer: inout PointerState, x: Double, y: Double, at t: Double)
        throws(InputError)
    {
        let axis = try GestureAxis(
            dx: x - pointer.downX, dy: y - pointer.downY, minimumDistance: configuration.effectiveTouchSlop)
        switch (axis, pointer.region) {
        case (.undecided, _):
            return
        case (.horizontal, .pages):
            if !pointer.holdsPages { beginDrag(at: t) }
            pointer.activity = .pages
            pointer.anchor = x
            pointer.start = (try? track.offset(at: state.focus.target)) ?? 0
        case (.horizontal, .strip) where stripScrolls || looping:
            state.strip.beginDrag(at: t, shown: state.stripOffset)
            pointer.activity = .strip
            pointer.anchor = x
            pointer.start = state.stripOffset
        case (.horizontal, _):
            pointer.activity = .ignored
        case (.vertical, _):
            pointer.activity = .list
            pointer.lastY = y
        }
        if pointer.gesture != .pages && pointer.holdsPages {
            // The finger scrolls something else: the pages it held settle.
            pointer.holdsPages = false
            releasePages(velocity: 0, at: t)
        }
    }

    /// The pointer lifted. As Android's tracker, the up adds no sample of its
    /// own (it says nothing new about the movement) unless it is somewhere
    /// new, but an up more than `VelocityTracker.assumedStopGap` after the
    /// last move means the pointer stopped: it releases at rest.
    mutating func pointerUp(at t: Double, x: Double, y: Double) throws(InputError) {
        guard let down = state.pointer else { return }
        if x != down.lastX || y != down.lastY { try pointerMoved(at: t, x: x, y: y) }
        guard let pointer = state.pointer else { return }
        state.pointer = nil
        let stopped = t - pointer.lastTime > VelocityTracker.assumedStopGap + VelocityTracker.timeSlack
        let velocity = stopped ? VelocityTracker.Velocity(x: 0, y: 0) : pointer.tracker.velocity
        try pointer.activity.released(pointer, velocity: velocity, at: t, pager: &self)
        try pointer.activity.lifted(pointer, x: x, y: y, at: t, pager: &self)
    }

    /// The system took the pointer (a call, a gesture of its own): whatever
    /// it moved is released at rest, and it taps nothing.
    mutating func pointerCancelled(at t: Double) throws(InputError) {
        guard let pointer = state.pointer else { return }
        state.pointer = nil
        try pointer.activity.released(pointer, velocity: .zero, at: t, pager: &self)
    }

    /// A wheel or trackpad scroll by (`dx`, `dy`) over `region`. Over the
    /// pages, `dx` moves them (clamped to their ends, and to one page either
    /// side of the page the stream of wheel events began on) and they settle
    /// on the nearest page `wheelSettleDelay` after the last wheel event; `dy`
    /// scrolls the selected list as `listScrolled` does. Over the strip,
    /// `dx` (or `dy` when `dx` is 0, for a mouse's one wheel) scrolls the
    /// strip, which then rests there. Over a list region, `dy` scrolls it.
    mutating func wheel(at t: Double, dx: Double, dy: Double, region: PointerRegion) throws(InputError) {
        switch region {
        case .pages:
            if dx != 0 && configuration.driver == .engine && !items.isEmpty {
                if !state.wheel.movesPages {
                    beginDrag(at: t)
                    state.wheel.beganPages(on: currentPosition().rounded())
                }
                let range = track.pages.offsetRange
                let now = (try? track.offset(at: state.focus.target)) ?? 0
                var x = looping ? now + dx : min(max(now + dx, range.lowerBound), range.upperBound)
                // One stream of wheel events (a trackpad swipe and its
                // momentum, which runs on with no pause) moves the pages
                // at most one page from the page it began on, as macOS pages.
                if let origin = state.wheel.pagesOrigin,
                    let before = try? track.offset(at: origin - 1),
                    let after = try? track.offset(at: origin + 1)
                {
                    x = min(max(x, min(before, after)), max(before, after))
                }
                try moveFinger(toPageOffset: x, at: t)
                state.wheel.movedPages(at: t, delay: configuration.wheelSettleDelay)
            }
            if dy != 0 { try wheelList(by: dy, at: t) }
        case .strip:
            let delta = dx != 0 ? dx : dy
            if delta != 0 && (stripScrolls || looping) {
                state.strip.scroll(by: delta, shown: state.stripOffset, range: stripRange)
            }
        case .list:
            if dy != 0 { try wheelList(by: dy, at: t) }
        }
    }

    /// A wheel's vertical delta on the list; the list's movement ends (as
    /// `listEnded` with 0) `wheelSettleDelay` after the last one.
    private mutating func wheelList(by dy: Double, at t: Double) throws(InputError) {
        try scrollList(by: dy, at: t)
        state.wheel.movedList(at: t, delay: configuration.wheelSettleDelay)
    }

    /// The wheel's drag of the pages ends `wheelSettleDelay` after its last
    /// event: released at rest at that moment (whatever the next event's
    /// time), so the settle does not depend on the tick rate; so does its
    /// scroll of the list (a pull springs back).
    mutating func releaseWheel(before t: Double) throws(InputError) {
        if let end = state.wheel.takeListEnd(dueBy: t) {
            try advanceVertical(to: end)
            try endList(velocity: 0, at: end)
        }
        guard let release = state.wheel.takePagesRelease(dueBy: t) else { return }
        state.motion = state.motion.advanced(
            to: release, focus: &state.focus, configuration: state.configuration, track: track)
        releasePages(velocity: 0, at: release)
    }

    /// The tab under strip viewport x (the strip's left edge at 0), or nil.
    func tab(atStripX x: Double) throws(InputError) -> Int? {
        var content = state.stripOffset + x
        let width = state.layout.contentWidth
        if looping && width > 0 {
            content -= width * (content / width).rounded(.down)
        }
        return try StripHitTesting.item(at: content, in: state.layout.frames)
    }
}
