// A spring let go from a displacement with a velocity: what the pages'
// spring settle and the header's snap and pull-back springs run.

/// A spring let go at `start` from `displacement` off its rest point with
/// `velocity`, at rest `duration` seconds later (within the epsilon it was
/// timed with), where its owner puts it exactly on the rest point.
struct SpringRelease: Sendable, Equatable {
    var start: Double
    var displacement: Double
    var velocity: Double
    var duration: Double

    /// A release at `t` timed to come within `epsilon` of rest under
    /// `spring`; nil when it needs no time (a settling time of 0, or none
    /// the spring can compute): its owner lands at once.
    init?(displacement: Double, velocity: Double, at t: Double, spring: DampedSpring, epsilon: Double) {
        let duration =
            (try? spring.settlingTime(from: displacement, velocity: velocity, epsilon: epsilon)) ?? 0
        guard duration > 0 else { return nil }
        self.start = t
        self.displacement = displacement
        self.velocity = velocity
        self.duration = duration
    }

    /// The displacement off the rest point at time `t` under `spring`; nil
    /// once `duration` has run, and when the spring's arithmetic leaves the
    /// doubles (a time before `start` counts as `start`).
    func displacement(at t: Double, spring: DampedSpring) -> Double? {
        guard t - start < duration,
            let state = try? spring.state(from: displacement, velocity: velocity, time: max(t - start, 0))
        else { return nil }
        return state.displacement
    }
}
