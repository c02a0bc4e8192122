// The integrator settle: a body that seeks its page one fixed step at a
// time, as Embla's ScrollBody does, so a port of an Embla carousel settles
// exactly as Embla does, at any display rate.

/// A fixed-step, target-seeking body: Embla's `ScrollBody.seek()` with its
/// `duration` and `friction` (ScrollBody.ts). Each step of `step` seconds
/// (1/60 s, Embla's `Animations` timestep) does
/// `v ← (v + (target − x) / duration) · friction; x ← x + v`, so `duration`
/// is a stiffness in steps, not a time. Embla's defaults (25, 0.68) are
/// overdamped (the roots of `λ² − (1 + f − f/D) λ + f` are 0.88 and 0.77):
/// the body never overshoots. Between steps the position is interpolated
/// between the last two, as Embla renders. Steps are counted from the
/// release time, so the motion depends on event times only.
public struct IntegratorBody: Sendable, Hashable {
    /// Embla's `Animations` timestep: 1/60 s.
    public static let step = 1.0 / 60
    /// How close to its target the body is settled, in points (Embla's
    /// `settled()`: 0.001).
    public static let settledDistance = 0.001

    /// Embla's `duration`: the stiffness in steps; ≥ 1; 25 by default.
    public var duration: Double = 25
    /// Embla's `friction`: the velocity kept per step; in (0, 1); 0.68 by default.
    public var friction: Double = 0.68

    /// A body with Embla's defaults.
    public init() {}

    /// A body with the given stiffness and friction; checked by `validate()`.
    public init(duration: Double, friction: Double) {
        self.duration = duration
        self.friction = friction
    }

    /// Checks the constants: `duration ≥ 1` (stiffer bodies are unstable at
    /// this step), `friction` in (0, 1).
    /// - Throws: `.notFinite`, `.outOfRange`.
    public func validate() throws(InputError) {
        try requireFinite(duration, "IntegratorBody.duration")
        try requireFinite(friction, "IntegratorBody.friction")
        guard duration >= 1 else {
            throw InputError(
                .outOfRange, field: "IntegratorBody.duration", rule: "must be >= 1", value: duration)
        }
        guard friction > 0 && friction < 1 else {
            throw InputError(
                .outOfRange, field: "IntegratorBody.friction", rule: "must be in (0, 1)", value: friction)
        }
    }

    /// One step from (`x`, `v`) toward `target`: the new position and
    /// velocity (points, points per step).
    @inline(__always)
    public func stepped(x: Double, velocity v: Double, target: Double) -> (x: Double, velocity: Double) {
        let next = (v + (target - x) / duration) * friction
        return (x + next, next)
    }
}

/// Released (integrator mode): the body carries the pages to the page the
/// paging rule picked, from the release velocity (points per step).
struct IntegratorSettle: PagerMotion {
    /// The focus position it lands on, and its page offset.
    var to: Double
    var targetOffset: Double
    var start: Double
    /// Steps taken, the position after them and after the one before, and
    /// the velocity (points per step).
    var steps = 0
    var x: Double
    var previous: Double
    var velocity: Double
    var body: IntegratorBody

    /// The most steps one advance takes before the body is taken as
    /// settled (a clock that jumps a day ahead).
    static let maximumSteps = 100_000

    var asMotion: Motion { .integratorSettle(self) }
    var phase: PagerPhase { .settling }
    var target: MotionTarget? { MotionTarget(position: to) }

    func advanced(to t: Double, focus: inout Focus, configuration: PagerConfiguration, track: PagerTrack)
        -> Motion
    {
        let elapsed = max(0, t - start) / IntegratorBody.step
        guard elapsed.isFinite else {
            focus = .position(to)
            return .idle
        }
        let due = Int(min(elapsed.rounded(.down), Double(Int.max / 2)))
        var next = self
        var budget = Self.maximumSteps
        while next.steps < due {
            budget -= 1
            let state = body.stepped(x: next.x, velocity: next.velocity, target: targetOffset)
            next.previous = next.x
            (next.x, next.velocity) = state
            next.steps += 1
            let settled = abs(targetOffset - next.x) < IntegratorBody.settledDistance
            if settled || budget == 0 || !next.x.isFinite {
                focus = .position(to)
                return .idle
            }
        }
        let alpha = elapsed - Double(due)
        let shown = next.previous + (next.x - next.previous) * (next.steps == 0 ? 0 : alpha)
        guard let p = try? track.position(atPageOffset: shown) else {
            focus = .position(to)
            return .idle
        }
        focus = .position(p)
        return .integratorSettle(next)
    }

    func shifted(byLaps laps: Double, count: Int) -> Motion {
        var next = self
        let n = laps * Double(count)
        next.to -= n
        return .integratorSettle(next)
    }

    func resized(focus: Focus, track: PagerTrack) throws(InputError) -> Motion {
        // The page offsets scale with the stride: the body goes on from the
        // same position toward the same page, in the new geometry.
        let p = focus.target
        var next = self
        next.targetOffset = try track.offset(at: to)
        next.x = try track.offset(at: p)
        next.previous = next.x
        return .integratorSettle(next)
    }
}
