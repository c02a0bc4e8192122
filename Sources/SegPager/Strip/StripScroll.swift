// The strip's own scrolling: a finger or a wheel moves it away from the
// offset its policy gives, it decelerates and bounces as a scroll view
// does, rests, and animates back when the selection changes. Every motion
// is closed-form from its start time, so offsets depend on event times
// only, never on how often the front end ticks.

/// The strip's own scrolling, over the offset its policy gives: its
/// current activity (`StripActivity`) and the input that changes it.
struct StripScroll: Sendable {
    /// How close to rest a spring or deceleration ends, in points.
    static let restDistance = 0.1

    var activity: StripActivity = .following

    var phase: StripPhase { activity.phase }

    /// Whether the strip moves with no input (keep ticking).
    var isAnimating: Bool { activity.isAnimating }

    /// The strip offset shown at `t` (after `advance(to: t)`), for a policy
    /// offset `policy` and the strip's offset `range` (nil when the strip
    /// loops and has no ends).
    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        activity.offset(policy: policy, at: t, range: range, physics: physics)
    }

    /// Moves the strip's activity on to time `t`: a deceleration that
    /// reaches an end bounces (from the moment it reached it), one that
    /// slows to rest is held, a finished bounce is held on its edge, a
    /// finished return follows.
    mutating func advance(to t: Double, physics: StripPhysics) {
        if let next = activity.advanced(to: t, physics: physics) { activity = next }
    }

    // MARK: - Input

    /// A finger takes the strip where it shows it (`shown`), catching any
    /// movement.
    mutating func beginDrag(at t: Double, shown: Double) {
        activity = .dragging(StripDragging(finger: shown, time: t, velocity: 0))
    }

    /// The finger moved the strip offset under it to `finger` (a move with
    /// no drag under way begins one there).
    mutating func drag(to finger: Double, at t: Double) {
        activity = activity.fingerMoved(to: finger, at: t)
    }

    /// The finger lifted with the strip offset's `velocity` (pt/s, clamped
    /// to ±`SettlePhysics.maximumReleaseVelocity` as the pages' release is):
    /// past an end the strip springs back onto it, else it decelerates (and
    /// bounces if it reaches an end). `shown` is the offset on screen.
    mutating func release(
        velocity: Double, at t: Double, shown: Double, range: ClosedRange<Double>?, physics: StripPhysics
    ) {
        // Past the limit a bounce's spring leaves the doubles and never
        // settles: every later step failed (the fuzz harness's liveness
        // check found a release at 1.8e308 pt/s).
        let velocity = SettlePhysics.clampedRelease(velocity)
        if let range, !range.contains(shown) {
            let edge = shown < range.lowerBound ? range.lowerBound : range.upperBound
            let spring = StripSpring(displacement: shown - edge, velocity: velocity, start: t)
            activity = .bouncing(StripBouncing(edge: edge, spring: spring))
            return
        }
        activity = .decelerating(
            StripDecelerating(
                from: shown, velocity: velocity, start: t,
                ending: physics.ending(from: shown, velocity: velocity, range: range)))
    }

    /// A wheel moved the strip by `delta`: it rests there, inside its ends.
    mutating func scroll(by delta: Double, shown: Double, range: ClosedRange<Double>?) {
        let x = shown + delta
        hold(at: range.map { min(max(x, $0.lowerBound), $0.upperBound) } ?? x)
    }

    /// A touch stops the strip where it shows it (`shown`): it rests there.
    mutating func hold(at shown: Double) {
        activity = .held(StripHeld(offset: shown))
    }

    /// The committed selection changed at `t`: a strip the user moved (or,
    /// with `animates`, one that follows) animates back to the policy's
    /// offset from where it is, keeping its velocity. A finger on the strip
    /// keeps it.
    mutating func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) {
        activity = activity.selectionChanged(at: t, animates: animates, physics: physics)
    }

    /// A tap's transition takes the strip over: it follows its policy
    /// again (gliding to the target's rest), unless a finger holds it.
    mutating func follow() {
        activity = activity.followed
    }

    /// The first frame of a return: its displacement is where the strip
    /// was shown (`shown`) less the policy's offset now.
    mutating func measureReturn(policy: Double, shown: Double, at t: Double) {
        if let next = activity.measured(policy: policy, shown: shown, at: t) { activity = next }
    }
}

/// The physics a strip scrolls with: the deceleration, the spring of its
/// bounces and returns, and the rubber band past its ends.
struct StripPhysics: Sendable {
    var deceleration: Deceleration
    var spring: DampedSpring
    /// nil: no band (a drag stops at the ends).
    var band: RubberBand?
    /// The strip's viewport width, the band's dimension.
    var viewport: Double

    /// The shown offset for a finger offset: rubber-banded past the ends.
    func banded(_ finger: Double, in range: ClosedRange<Double>?) -> Double {
        guard let range else { return finger }
        let edge = min(max(finger, range.lowerBound), range.upperBound)
        guard finger != edge else { return finger }
        guard let band, viewport > 0,
            let shown = try? band.offset(forOvershoot: finger - edge, dimension: viewport)
        else { return edge }
        return edge + shown
    }

    /// How a deceleration from `x` at `v` ends: at rest where it projects,
    /// or at the end it reaches first (`x(τ) = x + v (e^{kτ} − 1) / k`,
    /// `k = 1000 ln rate`, solved for the edge).
    func ending(from x: Double, velocity v: Double, range: ClosedRange<Double>?) -> StripDecelerating.Ending {
        let k = deceleration.exponent
        let duration = (try? deceleration.duration(ofRelease: v, epsilon: StripScroll.restDistance)) ?? 0
        let rest = x - v / k
        if let range, v != 0, !range.contains(rest) {
            let edge = v < 0 ? range.lowerBound : range.upperBound
            let decay = 1 + k * (edge - x) / v
            if decay > 0 {
                let time = naturalLog(decay) / k
                return .bounces(edge: edge, time: max(0, time), velocity: v * decay)
            }
        }
        let moved = (try? deceleration.state(afterRelease: v, time: duration))?.distance ?? 0
        return .rests(offset: x + moved, duration: duration)
    }

    /// The spring from `displacement` with `velocity`, started at `start`,
    /// at time `t` (at rest where the spring cannot say).
    func spring(from displacement: Double, velocity: Double, since start: Double, at t: Double)
        -> (displacement: Double, velocity: Double)
    {
        guard let state = try? spring.state(from: displacement, velocity: velocity, time: max(0, t - start))
        else { return (0, 0) }
        return (state.displacement, state.velocity)
    }

    /// How long a spring from `displacement` with `velocity` takes to come
    /// within `StripScroll.restDistance` of rest.
    func settlingTime(_ displacement: Double, _ velocity: Double) -> Double {
        (try? spring.settlingTime(from: displacement, velocity: velocity, epsilon: StripScroll.restDistance))
            ?? 0
    }
}
