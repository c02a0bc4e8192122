// The strip's activities, one type each (see `StripMotion`). Every motion
// is closed-form from its start time, so offsets depend on event times
// only, never on how often the front end ticks.

/// The policy's offset: the strip follows the pages.
struct StripFollowing: StripMotion {
    var asActivity: StripActivity { .following }
    var phase: StripPhase { .following }

    func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) -> StripActivity {
        animates ? .returning(StripReturning(velocity: 0)) : asActivity
    }
}

/// A finger on the strip: `finger` is the strip offset under it, before
/// the rubber band; `velocity` is its last move's, pt/s.
struct StripDragging: StripMotion {
    var finger: Double
    var time: Double
    var velocity: Double

    var asActivity: StripActivity { .dragging(self) }
    var phase: StripPhase { .dragging }

    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        physics.banded(finger, in: range)
    }

    func velocity(at t: Double, physics: StripPhysics) -> Double { velocity }

    func fingerMoved(to x: Double, at t: Double) -> StripActivity {
        let v = t > time ? (x - finger) / (t - time) : velocity
        return .dragging(StripDragging(finger: x, time: t, velocity: v))
    }

    /// A finger on the strip keeps it, whatever the selection does.
    func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) -> StripActivity {
        asActivity
    }

    /// A finger on the strip keeps it when a new layout comes.
    var followed: StripActivity { asActivity }
}

/// Released inside the ends: a deceleration from `from` at `velocity`,
/// since `start`. It meets an end (`bounces`) or rests (`rests`).
struct StripDecelerating: StripMotion {
    var from: Double
    var velocity: Double
    var start: Double
    var ending: Ending

    /// How a deceleration ends.
    enum Ending: Sendable {
        /// It rests at `offset` after `duration` seconds.
        case rests(offset: Double, duration: Double)
        /// It reaches `edge` after `time` seconds at `velocity`, and bounces.
        case bounces(edge: Double, time: Double, velocity: Double)
    }

    var asActivity: StripActivity { .decelerating(self) }
    var phase: StripPhase { .decelerating }
    var isAnimating: Bool { true }

    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        let moved = (try? physics.deceleration.state(afterRelease: velocity, time: max(0, t - start)))?
            .distance
        return from + (moved ?? 0)
    }

    func velocity(at t: Double, physics: StripPhysics) -> Double {
        (try? physics.deceleration.state(afterRelease: velocity, time: max(0, t - start)))?.velocity ?? 0
    }

    /// Meeting an end, it bounces from the moment it met it; slowed to
    /// rest, it is held there.
    func advanced(to t: Double, physics: StripPhysics) -> StripActivity? {
        switch ending {
        case .bounces(let edge, let time, let velocity) where t >= start + time:
            let spring = StripSpring(displacement: 0, velocity: velocity, start: start + time)
            let bounce = StripBouncing(edge: edge, spring: spring)
            return bounce.advanced(to: t, physics: physics) ?? bounce.asActivity
        case .rests(let offset, let duration) where t >= start + duration:
            return .held(StripHeld(offset: offset))
        default:
            return nil
        }
    }
}

/// Past an end (or crossing one): a spring from `edge + displacement`
/// back onto the edge (`spring`), where it is held.
struct StripBouncing: StripMotion {
    var edge: Double
    var spring: StripSpring

    var asActivity: StripActivity { .bouncing(self) }
    var phase: StripPhase { .decelerating }
    var isAnimating: Bool { true }

    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        edge + spring.state(at: t, physics: physics).displacement
    }

    func velocity(at t: Double, physics: StripPhysics) -> Double {
        spring.state(at: t, physics: physics).velocity
    }

    func advanced(to t: Double, physics: StripPhysics) -> StripActivity? {
        spring.hasSettled(at: t, physics: physics) ? .held(StripHeld(offset: edge)) : nil
    }
}

/// Resting at an offset the user chose, inside the ends.
struct StripHeld: StripMotion {
    var offset: Double

    var asActivity: StripActivity { .held(self) }
    var phase: StripPhase { .held }

    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        range.map { min(max(offset, $0.lowerBound), $0.upperBound) } ?? offset
    }
}

/// Back to the policy's offset: a spring from the offset shown then
/// (`spring`, its displacement off the policy's offset), keeping the
/// strip's `velocity`; nil until the first frame measures the
/// displacement. Once settled, the strip follows.
struct StripReturning: StripMotion {
    var velocity: Double
    var spring: StripSpring?

    var asActivity: StripActivity { .returning(self) }
    var phase: StripPhase { .returning }
    var isAnimating: Bool { true }

    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        guard let spring else { return policy }
        return policy + spring.state(at: t, physics: physics).displacement
    }

    func velocity(at t: Double, physics: StripPhysics) -> Double {
        spring?.state(at: t, physics: physics).velocity ?? 0
    }

    func advanced(to t: Double, physics: StripPhysics) -> StripActivity? {
        guard let spring, spring.hasSettled(at: t, physics: physics) else { return nil }
        return .following
    }

    func measured(policy: Double, shown: Double, at t: Double) -> StripActivity? {
        guard spring == nil else { return nil }
        let spring = StripSpring(displacement: shown - policy, velocity: velocity, start: t)
        return .returning(StripReturning(velocity: velocity, spring: spring))
    }
}

/// A spring of the strip's let go at `start` from `displacement` off its
/// rest point with `velocity` (a bounce's edge, a return's policy offset),
/// under the strip's physics.
struct StripSpring: Sendable {
    var displacement: Double
    var velocity: Double
    var start: Double

    /// Its displacement and velocity at `t` (at rest where the spring
    /// cannot say; `StripPhysics.spring(from:velocity:since:at:)`).
    func state(at t: Double, physics: StripPhysics) -> (displacement: Double, velocity: Double) {
        physics.spring(from: displacement, velocity: velocity, since: start, at: t)
    }

    /// Whether it is within `StripScroll.restDistance` of rest at `t`.
    func hasSettled(at t: Double, physics: StripPhysics) -> Bool {
        t >= start + physics.settlingTime(displacement, velocity)
    }
}
