// What a pointer's gesture does, as a value: one type per gesture (after
// Flutter's ScrollActivity, as the pages' motions and the strip's
// activities are), each answering what a move, a lift and a cancel do to
// the pager. `Pager+Pointer.swift` decides the gesture (the slop, the
// direction lock) and asks it; it never switches on it. A new gesture is
// one new type conforming to `PointerGestureMotion`, its case in
// `PointerActivity` and a line in each of `PointerActivity`'s forwarding
// switches.

/// One thing a pointer that is down can be doing. Every answer but
/// `asActivity` and `gesture` has a default: a move moves nothing, a lift
/// or a cancel settles the pages the pointer held, and a lift taps nothing.
protocol PointerGestureMotion: Sendable {
    /// This gesture as the pointer stores it.
    var asActivity: PointerActivity { get }
    /// What the frame reports the pointer doing (`PagerFrame.gesture`).
    var gesture: PagerGesture { get }

    /// The pointer moved to (`x`, `y`) at `t`; `pointer` still holds the
    /// previous sample.
    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    /// The pointer lifted (or was cancelled, at rest) at `t` with
    /// `velocity`, the tracker's (pt/s, the finger's direction).
    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError)
    /// The pointer lifted at (`x`, `y`) at `t`, after `released`: a tap, if
    /// the gesture is one.
    func lifted(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
}

extension PointerGestureMotion {
    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {}

    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError) {
        if pointer.holdsPages { pager.releasePages(velocity: 0, at: t) }
    }

    func lifted(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {}
}

/// Down, not past the touch slop (or only diagonally): nothing moves; a
/// lift within the slop on the strip taps the tab under it.
struct PendingGesture: PointerGestureMotion {
    var asActivity: PointerActivity { .pending }
    var gesture: PagerGesture { .pending }

    func lifted(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        let (dx, dy) = (x - pointer.downX, y - pointer.downY)
        let slop = pager.configuration.touchSlop
        guard pointer.region == .strip, dx * dx + dy * dy < slop * slop,
            let i = try pager.tab(atStripX: x)
        else { return }
        try pager.travel(to: i, at: t, animated: true, cause: .tap)
    }
}

/// Locked horizontal on the pages: the finger drags them; a lift flings
/// them (the page offset moves against the finger).
struct PagesGesture: PointerGestureMotion {
    var asActivity: PointerActivity { .pages }
    var gesture: PagerGesture { .pages }

    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        try pager.moveFinger(toPageOffset: pointer.start - (x - pointer.anchor), at: t)
    }

    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError) {
        pager.releasePages(velocity: -velocity.x, at: t)
    }
}

/// Locked horizontal on a strip that scrolls: the finger drags the strip;
/// a lift flings it.
struct StripGesture: PointerGestureMotion {
    var asActivity: PointerActivity { .strip }
    var gesture: PagerGesture { .strip }

    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        pager.state.strip.drag(to: pointer.start - (x - pointer.anchor), at: t)
    }

    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError) {
        pager.state.strip.release(
            velocity: -velocity.x, at: t, shown: pager.state.stripOffset, range: pager.stripRange,
            physics: pager.stripPhysics)
    }
}

/// Locked vertical: the finger scrolls the selected list (through the
/// header); a lift flings it.
struct ListGesture: PointerGestureMotion {
    var asActivity: PointerActivity { .list }
    var gesture: PagerGesture { .list }

    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        // Finger up (y decreasing) moves the content up: a positive delta.
        try pager.scrollList(by: pointer.lastY - y, at: t)
    }

    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError) {
        try pager.endList(velocity: -velocity.y, at: t)
    }
}

/// Locked to an axis its region does not scroll: it moves nothing.
struct IgnoredGesture: PointerGestureMotion {
    var asActivity: PointerActivity { .ignored }
    var gesture: PagerGesture { .ignored }
}

/// The pointer's current gesture: one case per gesture type, each
/// forwarding every question to its type (an enum, so it lives inline and
/// builds as Embedded Swift).
enum PointerActivity: Sendable {
    case pending
    case pages
    case strip
    case list
    case ignored

    var gesture: PagerGesture {
        switch self {
        case .pending: PendingGesture().gesture
        case .pages: PagesGesture().gesture
        case .strip: StripGesture().gesture
        case .list: ListGesture().gesture
        case .ignored: IgnoredGesture().gesture
        }
    }

    func moved(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        switch self {
        case .pending: try PendingGesture().moved(pointer, x: x, y: y, at: t, pager: &pager)
        case .pages: try PagesGesture().moved(pointer, x: x, y: y, at: t, pager: &pager)
        case .strip: try StripGesture().moved(pointer, x: x, y: y, at: t, pager: &pager)
        case .list: try ListGesture().moved(pointer, x: x, y: y, at: t, pager: &pager)
        case .ignored: try IgnoredGesture().moved(pointer, x: x, y: y, at: t, pager: &pager)
        }
    }

    func released(
        _ pointer: PointerState, velocity: VelocityTracker.Velocity, at t: Double, pager: inout Pager
    ) throws(InputError) {
        switch self {
        case .pending: try PendingGesture().released(pointer, velocity: velocity, at: t, pager: &pager)
        case .pages: try PagesGesture().released(pointer, velocity: velocity, at: t, pager: &pager)
        case .strip: try StripGesture().released(pointer, velocity: velocity, at: t, pager: &pager)
        case .list: try ListGesture().released(pointer, velocity: velocity, at: t, pager: &pager)
        case .ignored: try IgnoredGesture().released(pointer, velocity: velocity, at: t, pager: &pager)
        }
    }

    func lifted(_ pointer: PointerState, x: Double, y: Double, at t: Double, pager: inout Pager)
        throws(InputError)
    {
        switch self {
        case .pending: try PendingGesture().lifted(pointer, x: x, y: y, at: t, pager: &pager)
        case .pages: try PagesGesture().lifted(pointer, x: x, y: y, at: t, pager: &pager)
        case .strip: try StripGesture().lifted(pointer, x: x, y: y, at: t, pager: &pager)
        case .list: try ListGesture().lifted(pointer, x: x, y: y, at: t, pager: &pager)
        case .ignored: try IgnoredGesture().lifted(pointer, x: x, y: y, at: t, pager: &pager)
        }
    }
}
