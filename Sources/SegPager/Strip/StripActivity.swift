// What the strip is doing on its own, as a value: one type per activity
// (after Flutter's ScrollActivity, as the pages' motions are), each
// answering its phase, the offset and velocity it shows at a time, how it
// advances, and how it meets a finger, a selection change or a policy
// that takes the strip back. `StripScroll` asks the current activity; it
// never switches on it. A new activity is one new type conforming to
// `StripMotion`, its case in `StripActivity` and a line in each of
// `StripActivity`'s forwarding switches.

/// One thing the strip can be doing. Every answer but `asActivity` and
/// `phase` has a default: an activity that does not move by itself, shows
/// the policy's offset, that time leaves as it is, that a selection change
/// takes back to the policy, that a finger begins a drag from, and that the
/// policy's transition takes over.
protocol StripMotion: Sendable {
    /// This activity as the strip stores it.
    var asActivity: StripActivity { get }
    /// What the frame reports the strip doing.
    var phase: StripPhase { get }
    /// Whether the strip moves with no input (keep ticking).
    var isAnimating: Bool { get }

    /// The strip offset shown at `t` (after `advanced(to: t)`), for a
    /// policy offset `policy` and the strip's offset `range` (nil when the
    /// strip loops and has no ends).
    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double
    /// The strip's velocity at `t` along its own movement, pt/s.
    func velocity(at t: Double, physics: StripPhysics) -> Double
    /// The activity at time `t`: one that has run its course hands over to
    /// the next (a deceleration that meets an end bounces from the moment
    /// it met it); nil when time leaves it as it is.
    func advanced(to t: Double, physics: StripPhysics) -> StripActivity?
    /// A finger moved the strip offset under it to `finger` at `t`.
    func fingerMoved(to finger: Double, at t: Double) -> StripActivity
    /// The committed selection changed at `t`: the strip animates back to
    /// the policy's offset from where it shows it, keeping its velocity,
    /// unless it follows the policy already and `animates` is false.
    func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) -> StripActivity
    /// A tap's transition takes the strip over: it follows the policy.
    var followed: StripActivity { get }
    /// The first frame of a return measures its displacement: the shown
    /// offset `shown` less the policy's offset `policy` now; nil when there
    /// is nothing to measure.
    func measured(policy: Double, shown: Double, at t: Double) -> StripActivity?
}

extension StripMotion {
    var isAnimating: Bool { false }
    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        policy
    }
    func velocity(at t: Double, physics: StripPhysics) -> Double { 0 }
    func advanced(to t: Double, physics: StripPhysics) -> StripActivity? { nil }
    func fingerMoved(to finger: Double, at t: Double) -> StripActivity {
        .dragging(StripDragging(finger: finger, time: t, velocity: 0))
    }
    func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) -> StripActivity {
        .returning(StripReturning(velocity: velocity(at: t, physics: physics)))
    }
    var followed: StripActivity { .following }
    func measured(policy: Double, shown: Double, at t: Double) -> StripActivity? { nil }
}

/// The strip's current activity: one case per activity type, each
/// forwarding every question to its type (an enum rather than
/// `any StripMotion`, so it lives inline, allocates nothing and builds as
/// Embedded Swift).
enum StripActivity: Sendable {
    case following
    case dragging(StripDragging)
    case decelerating(StripDecelerating)
    case bouncing(StripBouncing)
    case held(StripHeld)
    case returning(StripReturning)

    @inline(__always)
    var phase: StripPhase {
        switch self {
        case .following: StripFollowing().phase
        case .dragging(let m): m.phase
        case .decelerating(let m): m.phase
        case .bouncing(let m): m.phase
        case .held(let m): m.phase
        case .returning(let m): m.phase
        }
    }

    @inline(__always)
    var isAnimating: Bool {
        switch self {
        case .following: StripFollowing().isAnimating
        case .dragging(let m): m.isAnimating
        case .decelerating(let m): m.isAnimating
        case .bouncing(let m): m.isAnimating
        case .held(let m): m.isAnimating
        case .returning(let m): m.isAnimating
        }
    }

    @inline(__always)
    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        switch self {
        case .following: StripFollowing().offset(policy: policy, at: t, range: range, physics: physics)
        case .dragging(let m): m.offset(policy: policy, at: t, range: range, physics: physics)
        case .decelerating(let m): m.offset(policy: policy, at: t, range: range, physics: physics)
        case .bouncing(let m): m.offset(policy: policy, at: t, range: range, physics: physics)
        case .held(let m): m.offset(policy: policy, at: t, range: range, physics: physics)
        case .returning(let m): m.offset(policy: policy, at: t, range: range, physics: physics)
        }
    }

    func velocity(at t: Double, physics: StripPhysics) -> Double {
        switch self {
        case .following: StripFollowing().velocity(at: t, physics: physics)
        case .dragging(let m): m.velocity(at: t, physics: physics)
        case .decelerating(let m): m.velocity(at: t, physics: physics)
        case .bouncing(let m): m.velocity(at: t, physics: physics)
        case .held(let m): m.velocity(at: t, physics: physics)
        case .returning(let m): m.velocity(at: t, physics: physics)
        }
    }

    @inline(__always)
    func advanced(to t: Double, physics: StripPhysics) -> StripActivity? {
        switch self {
        case .following: StripFollowing().advanced(to: t, physics: physics)
        case .dragging(let m): m.advanced(to: t, physics: physics)
        case .decelerating(let m): m.advanced(to: t, physics: physics)
        case .bouncing(let m): m.advanced(to: t, physics: physics)
        case .held(let m): m.advanced(to: t, physics: physics)
        case .returning(let m): m.advanced(to: t, physics: physics)
        }
    }

    func fingerMoved(to finger: Double, at t: Double) -> StripActivity {
        switch self {
        case .following: StripFollowing().fingerMoved(to: finger, at: t)
        case .dragging(let m): m.fingerMoved(to: finger, at: t)
        case .decelerating(let m): m.fingerMoved(to: finger, at: t)
        case .bouncing(let m): m.fingerMoved(to: finger, at: t)
        case .held(let m): m.fingerMoved(to: finger, at: t)
        case .returning(let m): m.fingerMoved(to: finger, at: t)
        }
    }

    func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) -> StripActivity {
        switch self {
        case .following: StripFollowing().selectionChanged(at: t, animates: animates, physics: physics)
        case .dragging(let m): m.selectionChanged(at: t, animates: animates, physics: physics)
        case .decelerating(let m): m.selectionChanged(at: t, animates: animates, physics: physics)
        case .bouncing(let m): m.selectionChanged(at: t, animates: animates, physics: physics)
        case .held(let m): m.selectionChanged(at: t, animates: animates, physics: physics)
        case .returning(let m): m.selectionChanged(at: t, animates: animates, physics: physics)
        }
    }

    var followed: StripActivity {
        switch self {
        case .following: StripFollowing().followed
        case .dragging(let m): m.followed
        case .decelerating(let m): m.followed
        case .bouncing(let m): m.followed
        case .held(let m): m.followed
        case .returning(let m): m.followed
        }
    }

    @inline(__always)
    func measured(policy: Double, shown: Double, at t: Double) -> StripActivity? {
        switch self {
        case .following: StripFollowing().measured(policy: policy, shown: shown, at: t)
        case .dragging(let m): m.measured(policy: policy, shown: shown, at: t)
        case .decelerating(let m): m.measured(policy: policy, shown: shown, at: t)
        case .bouncing(let m): m.measured(policy: policy, shown: shown, at: t)
        case .held(let m): m.measured(policy: policy, shown: shown, at: t)
        case .returning(let m): m.measured(policy: policy, shown: shown, at: t)
        }
    }
}
