// The clock of a timed motion: how far through its time it is.

/// A stretch of `duration` seconds from `start`: the clock of a curve
/// settle, a tap's transition and a drag's handoff from one.
struct TimeSpan: Sendable, Equatable {
    var start: Double
    var duration: Double

    /// How far through it the time `t` is, clamped to 0...1; 1 when it has
    /// no time to run (a timed motion with no time to run is over).
    @inline(__always)
    func fraction(at t: Double) -> Double {
        duration > 0 ? min(max((t - start) / duration, 0), 1) : 1
    }
}
