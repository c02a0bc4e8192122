/// A damped spring given the way UIKit and SwiftUI describe it: a response
/// (the period of the undamped oscillation, in seconds) and a damping ratio
/// ζ, with a mass. Stiffness `k = m (2π/response)²`, damping `c = 4π m ζ /
/// response`. Solved in closed form (under-, critically and over-damped), so
/// it is exact at any frame rate.
public struct DampedSpring: Sendable, Hashable {
    /// The period of the undamped oscillation, in seconds; > 0.
    public var response: Double
    /// ζ: below 1 it overshoots and oscillates, 1 is critically damped (the
    /// fastest approach that never overshoots), above 1 it creeps; > 0.
    public var dampingRatio: Double
    /// The mass; > 0. It scales stiffness and damping alike, so it does not
    /// change the motion (only `stiffness` and `damping`).
    public var mass: Double

    /// SwiftUI's default spring (`.spring()`): response 0.55 s, damping
    /// ratio 0.825, mass 1, the same as `DampedSpring()`.
    public static let standard = DampedSpring()

    /// SwiftUI's default spring (`.spring()`): response 0.55 s, damping
    /// ratio 0.825 (a slight overshoot), mass 1. The C and Python doors
    /// start from the same spring.
    public init() {
        self.init(response: 0.55, dampingRatio: 0.825)
    }

    /// A spring with the given response (s), damping ratio and mass (1 by
    /// default); checked by `validate()`, not here.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        self.response = response
        self.dampingRatio = dampingRatio
        self.mass = mass
    }

    /// The natural angular frequency ω0 = 2π / response.
    public var angularFrequency: Double { 2 * Double.pi / response }
    /// k = m ω0².
    public var stiffness: Double { mass * angularFrequency * angularFrequency }
    /// c = 2 m ζ ω0 (= 4π m ζ / response).
    public var damping: Double { 2 * mass * dampingRatio * angularFrequency }

    /// Checks that response, damping ratio and mass are finite and > 0.
    /// - Throws: `.notFinite` for NaN or ±∞, `.outOfRange` for a value ≤ 0.
    public func validate() throws(InputError) {
        try requirePositive(response, "DampedSpring.response")
        try requirePositive(dampingRatio, "DampedSpring.dampingRatio")
        try requirePositive(mass, "DampedSpring.mass")
    }

    /// Checks the spring and a start: `displacement` and `velocity` finite
    /// (what `state(from:velocity:time:)` and `settlingTime(from:velocity:epsilon:)` start from).
    @inline(__always)
    private func validate(from displacement: Double, velocity: Double) throws(InputError) {
        try validate()
        try requireFinite(displacement, "displacement")
        try requireFinite(velocity, "velocity")
    }

    /// The displacement from the rest point and the velocity `time` seconds
    /// after starting at `displacement` with `velocity` (same units per second):
    /// the velocity of a release carries straight over, so there is no speed jump.
    /// - Throws: `.notFinite`, `.outOfRange` (bad spring, negative time).
    /// - Complexity: O(1).
    public func state(
        from displacement: Double, velocity: Double, time t: Double
    ) throws(InputError) -> (displacement: Double, velocity: Double) {
        try validate(from: displacement, velocity: velocity)
        try requireNonNegative(t, "time")
        let x0 = displacement
        let v0 = velocity
        let w0 = angularFrequency
        let zeta = dampingRatio
        let beta = zeta * w0
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−βt) (x0 + (v0 + β x0) t).
            let e = exponential(-beta * t)
            let b = v0 + beta * x0
            return (e * (x0 + b * t), e * (b - beta * (x0 + b * t)))
        } else if zeta < 1 {
            // Underdamped: x = e^(−βt) (x0 cos ωd t + (v0 + β x0)/ωd sin ωd t).
            let wd = w0 * squareRoot(1 - zeta * zeta)
            let e = exponential(-beta * t)
            let a = x0
            let b = (v0 + beta * x0) / wd
            let (c, s) = (cosine(wd * t), sine(wd * t))
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - beta * a) * c - (a * wd + beta * b) * s)
            return (x, v)
        } else {
            // Overdamped: two real exponents r1, r2 = −ω0 (ζ ∓ √(ζ² − 1)).
            let root = squareRoot(zeta * zeta - 1)
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let (e1, e2) = (exponential(r1 * t), exponential(r2 * t))
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The time after which the displacement stays within `epsilon` of rest
    /// (from the decay envelope: `ln(amplitude / ε) / decay rate`); 0 when it
    /// starts there. SwiftUI's convention is target 1, ε 0.001.
    /// - Throws: `.notFinite`, `.outOfRange` (bad spring, epsilon ≤ 0).
    /// - Complexity: O(1).
    public func settlingTime(from displacement: Double, velocity: Double, epsilon: Double) throws(InputError)
        -> Double
    {
        try validate(from: displacement, velocity: velocity)
        try requirePositive(epsilon, "epsilon")
        let w0 = angularFrequency
        let zeta = dampingRatio
        let amplitude: Double
        let decay: Double
        if abs(zeta - 1) < 1e-9 {
            // x = e^(−βt)(x0 + b t), bounded by g(t) = e^(−βt)(|x0| + |b| t),
            // which rises until t* = 1/β − |x0|/|b| and then falls: the time
            // is where g crosses ε after its peak, found by bisection.
            let beta = zeta * w0
            let (a, b) = (abs(displacement), abs(velocity + beta * displacement))
            func bound(_ t: Double) -> Double { exponential(-beta * t) * (a + b * t) }
            let peak = b > 0 ? max(0, 1 / beta - a / b) : 0
            guard bound(peak) > epsilon else { return 0 }
            var low = peak
            var high = peak + 1 / beta
            while bound(high) > epsilon { high += high - peak + 1 / beta }
            for _ in 0..<100 {
                let mid = (low + high) / 2
                if bound(mid) > epsilon { low = mid } else { high = mid }
            }
            return high
        } else if zeta < 1 {
            decay = zeta * w0
            let wd = w0 * squareRoot(1 - zeta * zeta)
            amplitude = abs(displacement) + abs((velocity + decay * displacement) / wd)
        } else {
            let root = squareRoot(zeta * zeta - 1)
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (velocity - r1 * displacement) / (r2 - r1)
            amplitude = abs(displacement - c2) + abs(c2)
            decay = -r1
        }
        guard amplitude > epsilon else { return 0 }
        return naturalLog(amplitude / epsilon) / decay
    }
}
