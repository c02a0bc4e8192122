// The strip's own scrolling: a finger or a wheel moves it away from the
// offset its policy gives, it decelerates and bounces as a scroll view
// does, rests, and animates back when the selection changes. Every motion
// is closed-form from its start time, so offsets depend on event times
// only, never on how often the front end ticks.

/// The strip's own motion, over the offset its policy gives (`StripPhase`).
struct StripScroll: Sendable {
    enum Movement: Sendable {
        /// The policy's offset.
        case following
        /// A finger: `finger` is the strip offset under it, before the
        /// rubber band; `velocity` is its last move's, pt/s.
        case dragging(finger: Double, time: Double, velocity: Double)
        /// Released inside the ends: a deceleration from `from` at
        /// `velocity`, since `start`. It meets an end (`bounce`) or rests
        /// at `rest` after `duration`.
        case decelerating(from: Double, velocity: Double, start: Double, ending: Ending)
        /// Past an end (or crossing one): a spring from `edge + displacement`
        /// with `velocity`, since `start`, back onto the edge.
        case bouncing(edge: Double, displacement: Double, velocity: Double, start: Double)
        /// Resting at an offset the user chose.
        case held(Double)
        /// Back to the policy's offset: a spring from `displacement` off it
        /// with `velocity`, since `start`; nil until the first frame measures
        /// the displacement.
        case returning(displacement: Double?, velocity: Double, start: Double)
    }

    /// How a deceleration ends.
    enum Ending: Sendable {
        /// It rests at `offset` after `duration` seconds.
        case rests(offset: Double, duration: Double)
        /// It reaches `edge` after `time` seconds at `velocity`, and bounces.
        case bounces(edge: Double, time: Double, velocity: Double)
    }

    /// How close to rest a spring or deceleration ends, in points.
    static let restDistance = 0.1

    var movement: Movement = .following

    var phase: StripPhase {
        switch movement {
        case .following: .following
        case .dragging: .dragging
        case .decelerating, .bouncing: .decelerating
        case .held: .held
        case .returning: .returning
        }
    }

    /// Whether the strip moves with no input (keep ticking).
    var isAnimating: Bool {
        switch movement {
        case .decelerating, .bouncing, .returning: true
        case .following, .dragging, .held: false
        }
    }

    /// The strip offset shown at `t` (after `advance(to: t)`), for a policy
    /// offset `policy` and the strip's offset `range` (nil when the strip
    /// loops and has no ends).
    func offset(policy: Double, at t: Double, range: ClosedRange<Double>?, physics: StripPhysics) -> Double {
        switch movement {
        case .following:
            return policy
        case .dragging(let finger, _, _):
            return physics.banded(finger, in: range)
        case .decelerating(let from, let velocity, let start, _):
            let moved = (try? physics.deceleration.state(afterRelease: velocity, time: max(0, t - start)))?
                .distance
            return from + (moved ?? 0)
        case .bouncing(let edge, let displacement, let velocity, let start):
            let state = try? physics.spring.state(
                from: displacement, velocity: velocity, time: max(0, t - start))
            return edge + (state?.displacement ?? 0)
        case .held(let x):
            return range.map { min(max(x, $0.lowerBound), $0.upperBound) } ?? x
        case .returning(let displacement, let velocity, let start):
            guard let displacement else { return policy }
            let state = try? physics.spring.state(
                from: displacement, velocity: velocity, time: max(0, t - start))
            return policy + (state?.displacement ?? 0)
        }
    }

    /// The strip's velocity at `t` along its own movement (0 when it follows
    /// or rests).
    func velocity(at t: Double, physics: StripPhysics) -> Double {
        switch movement {
        case .following, .held: return 0
        case .dragging(_, _, let velocity): return velocity
        case .decelerating(_, let velocity, let start, _):
            return (try? physics.deceleration.state(afterRelease: velocity, time: max(0, t - start)))?
                .velocity ?? 0
        case .bouncing(_, let displacement, let velocity, let start),
            .returning(let displacement?, let velocity, let start):
            return
                (try? physics.spring.state(from: displacement, velocity: velocity, time: max(0, t - start)))?
                .velocity ?? 0
        case .returning(nil, _, _): return 0
        }
    }

    /// Moves the strip's motion on to time `t`: a deceleration that reaches an end
    /// bounces (from the moment it reached it), one that slows to rest is
    /// held, a finished bounce is held on its edge, a finished return follows.
    mutating func advance(to t: Double, physics: StripPhysics) {
        switch movement {
        case .decelerating(_, _, let start, .bounces(let edge, let time, let velocity))
        where t >= start + time:
            movement = .bouncing(edge: edge, displacement: 0, velocity: velocity, start: start + time)
            advance(to: t, physics: physics)
        case .decelerating(_, _, let start, .rests(let offset, let duration)) where t >= start + duration:
            movement = .held(offset)
        case .bouncing(let edge, let displacement, let velocity, let start)
        where t >= start + physics.settlingTime(displacement, velocity):
            movement = .held(edge)
        case .returning(let displacement?, let velocity, let start)
        where t >= start + physics.settlingTime(displacement, velocity):
            movement = .following
        default:
            break
        }
    }

    // MARK: - Input

    /// A finger takes the strip where it shows it (`shown`), catching any
    /// movement.
    mutating func beginDrag(at t: Double, shown: Double) {
        movement = .dragging(finger: shown, time: t, velocity: 0)
    }

    /// The finger moved the strip offset under it to `finger` (a move with
    /// no drag under way begins one there).
    mutating func drag(to finger: Double, at t: Double) {
        guard case .dragging(let last, let time, let velocity) = movement else {
            movement = .dragging(finger: finger, time: t, velocity: 0)
            return
        }
        let v = t > time ? (finger - last) / (t - time) : velocity
        movement = .dragging(finger: finger, time: t, velocity: v)
    }

    /// The finger lifted with the strip offset's `velocity` (pt/s): past an
    /// end the strip springs back onto it, else it decelerates (and bounces
    /// if it reaches an end). `shown` is the offset on screen.
    mutating func release(
        velocity: Double, at t: Double, shown: Double, range: ClosedRange<Double>?, physics: StripPhysics
    ) {
        if let range, !range.contains(shown) {
            let edge = shown < range.lowerBound ? range.lowerBound : range.upperBound
            movement = .bouncing(edge: edge, displacement: shown - edge, velocity: velocity, start: t)
            return
        }
        movement = .decelerating(
            from: shown, velocity: velocity, start: t,
            ending: physics.ending(from: shown, velocity: velocity, range: range))
    }

    /// A wheel moved the strip by `delta`: it rests there, inside its ends.
    mutating func scroll(by delta: Double, shown: Double, range: ClosedRange<Double>?) {
        let x = shown + delta
        movement = .held(range.map { min(max(x, $0.lowerBound), $0.upperBound) } ?? x)
    }

    /// The committed selection changed at `t`: a strip the user moved (or,
    /// with `animates`, one that follows) animates back to the policy's
    /// offset from where it is, keeping its velocity. A finger on the strip
    /// keeps it.
    mutating func selectionChanged(at t: Double, animates: Bool, physics: StripPhysics) {
        switch movement {
        case .dragging:
            return
        case .following where !animates:
            return
        default:
            movement = .returning(displacement: nil, velocity: velocity(at: t, physics: physics), start: t)
        }
    }

    /// The first frame of a return: its displacement is where the strip
    /// was shown (`shown`) less the policy's offset now.
    mutating func measureReturn(policy: Double, shown: Double, at t: Double) {
        guard case .returning(nil, let velocity, _) = movement else { return }
        movement = .returning(displacement: shown - policy, velocity: velocity, start: t)
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
    func ending(from x: Double, velocity v: Double, range: ClosedRange<Double>?) -> StripScroll.Ending {
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

    /// How long a spring from `displacement` with `velocity` takes to come
    /// within `StripScroll.restDistance` of rest.
    func settlingTime(_ displacement: Double, _ velocity: Double) -> Double {
        (try? spring.settlingTime(from: displacement, velocity: velocity, epsilon: StripScroll.restDistance))
            ?? 0
    }
}
