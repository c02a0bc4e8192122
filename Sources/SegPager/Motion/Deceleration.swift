/// UIKit-style exponential deceleration: the velocity keeps `rate` of itself
/// every millisecond (`.normal` 0.998, `.fast` 0.99).
///
///     v(t) = v0 · rate^(1000 t)
///     x(t) = v0 · (rate^(1000 t) − 1) / (1000 ln rate)
///
/// Distances are in the velocity's unit × seconds (points for pt/s).
public struct Deceleration: Sendable, Hashable {
    /// UIScrollView.DecelerationRate.normal.
    public static let normal = Deceleration(rate: 0.998)
    /// UIScrollView.DecelerationRate.fast.
    public static let fast = Deceleration(rate: 0.99)

    /// The fraction of velocity kept per millisecond, in (0, 1).
    public var rate: Double

    /// A deceleration that keeps `rate` of the velocity per millisecond;
    /// checked by `validate()`, not here.
    public init(rate: Double) { self.rate = rate }

    /// Checks that `rate` is finite and strictly between 0 and 1.
    /// - Throws: `.notFinite` for NaN or ±∞, `.outOfRange` otherwise.
    public func validate() throws(InputError) { try validate(rateField: "Deceleration.rate") }

    /// `validate()`, its errors naming the rate `rateField` (a value that
    /// holds several decelerations names each by its own path).
    func validate(rateField: StaticString) throws(InputError) {
        try requireFinite(rate, rateField)
        guard rate > 0, rate < 1 else {
            throw InputError(.outOfRange, field: rateField, rule: "must be in (0, 1)", value: rate)
        }
    }

    /// 1000 ln(rate), the (negative) exponent per second.
    var exponent: Double { 1000 * naturalLog(rate) }

    /// The distance travelled and the velocity `time` seconds after a release
    /// at `velocity`.
    /// - Throws: `.notFinite`, `.outOfRange` (a rate outside (0, 1), negative time).
    /// - Complexity: O(1).
    public func state(afterRelease velocity: Double, time: Double) throws(InputError) -> (
        distance: Double, velocity: Double
    ) {
        try validate()
        try requireFinite(velocity, "velocity")
        try requireNonNegative(time, "time")
        let decay = exponential(exponent * time)
        return (velocity * (decay - 1) / exponent, velocity * decay)
    }

    /// Where a release at `velocity` comes to rest, as WWDC18's projection
    /// (the sum of the per-millisecond series): `(v/1000) · rate / (1 − rate)`,
    /// 499 pt for 1000 pt/s at `.normal`.
    /// - Complexity: O(1).
    public func projectedDistance(ofRelease velocity: Double) throws(InputError) -> Double {
        try validate()
        try requireFinite(velocity, "velocity")
        return velocity / 1000 * rate / (1 - rate)
    }

    /// The time until the remaining distance is below `epsilon`:
    /// `ln(−1000 ln(rate) · ε / |v|) / (1000 ln rate)`, 0 when the release is
    /// already that slow (3.45 s for 1000 pt/s, ε 0.5 at `.normal`).
    /// - Throws: `.notFinite`, `.outOfRange` (epsilon ≤ 0).
    /// - Complexity: O(1).
    public func duration(ofRelease velocity: Double, epsilon: Double) throws(InputError) -> Double {
        try validate()
        try requireFinite(velocity, "velocity")
        try requirePositive(epsilon, "epsilon")
        guard velocity != 0 else { return 0 }
        let t = naturalLog(-exponent * epsilon / abs(velocity)) / exponent
        return max(0, t)
    }
}
