// Android's fling: the deceleration of `OverScroller`'s SplineOverScroller
// (AOSP core/java/android/widget/OverScroller.java), with the friction of
// ViewConfiguration.getScrollFriction() (ViewConfiguration.java).

/// Android's spline fling, as `OverScroller.fling` runs it: the distance and
/// duration of a release from its velocity, and the position along a spline
/// curve at a time.
///
/// With `c = 9.80665 · 39.37 · ppi · 0.84` (the "physical coefficient":
/// gravity in inches per second², pixels per inch `ppi = 160 · density`,
/// 0.84 of look-and-feel tuning), `f = friction`, `DECEL = ln 0.78 / ln 0.9`
/// and `l = ln(0.35 · |v| / (f · c))`:
///
///     distance = f · c · exp(DECEL / (DECEL − 1) · l)      (∝ |v|^1.736)
///     duration = exp(l / (DECEL − 1)) seconds              (∝ |v|^0.736)
///
/// The position at `t` is `distance · spline(t / duration)`, where
/// `spline` is OverScroller's SPLINE_POSITION table (101 samples, linear
/// between them) built by the same fixed bisection in single precision as
/// the platform's static initialiser: so the curve is Android's to the bit,
/// not a continuous approximation of it. The velocity is the slope of that
/// segment times `distance / duration`.
///
/// Units: the velocity in pixels per second of a screen of `density`
/// (density 1 is 160 ppi: pass points or dp with density 1), distances in
/// the same pixels. The distance and duration are the platform's formulas
/// in double precision; Android itself truncates the duration to whole
/// milliseconds and the distance to whole pixels (not done here).
/// A release at 1000 dp/s travels 194 dp in 555 ms; 4000 dp/s, 2157 dp in
/// 1541 ms.
public struct SplineFling: Sendable, Hashable {
    /// The screen's density (pixels per dp), > 0: 1 is Android's mdpi, 160 ppi.
    public var density: Double
    /// The scroll friction, > 0: ViewConfiguration's SCROLL_FRICTION, 0.015.
    public var friction: Double

    /// A fling on a screen of `density` with `friction`; checked by
    /// `validate()`, not here.
    public init(density: Double = 1, friction: Double = SplineFling.scrollFriction) {
        self.density = density
        self.friction = friction
    }

    /// ViewConfiguration.SCROLL_FRICTION, the friction Android flings with.
    public static let scrollFriction = 0.015
    /// OverScroller's DECELERATION_RATE, `ln 0.78 / ln 0.9` (a Java float there).
    public static let decelerationRate = Double(Float(naturalLog(0.78) / naturalLog(0.9)))
    /// OverScroller's INFLEXION, where the spline's tension lines cross (a Java float).
    static let inflexion = Double(Float(0.35))
    /// SensorManager.GRAVITY_EARTH (m/s²).
    static let gravity = 9.80665

    /// Checks that `density` and `friction` are finite and positive.
    /// - Throws: `.notFinite` for NaN or ±∞, `.outOfRange` for 0 or less.
    public func validate() throws(InputError) {
        try requirePositive(density, "SplineFling.density")
        try requirePositive(friction, "SplineFling.friction")
    }

    /// `g · 39.37 · ppi · 0.84`, pixels per second²: OverScroller's
    /// mPhysicalCoeff, `computeDeceleration(0.84)`.
    var physicalCoefficient: Double { Self.gravity * 39.37 * (160 * density) * 0.84 }

    /// The distance (with the velocity's sign) a release at `velocity`
    /// travels, and how long it takes, in seconds (0 and 0 for a release at 0).
    /// - Throws: `.notFinite` (NaN or ±∞, or a result too large),
    ///   `.outOfRange` (density or friction ≤ 0).
    /// - Complexity: O(1).
    public func fling(ofRelease velocity: Double) throws(InputError) -> (distance: Double, duration: Double) {
        try validate()
        try requireFinite(velocity, "velocity")
        guard velocity != 0 else { return (0, 0) }
        let decel = Self.decelerationRate
        let scale = friction * physicalCoefficient
        let l = naturalLog(Self.inflexion * abs(velocity) / scale)
        let distance = scale * exponential(decel / (decel - 1) * l)
        let duration = exponential(l / (decel - 1))
        guard distance.isFinite, duration.isFinite else { throw .overflow }
        return (velocity < 0 ? -distance : distance, duration)
    }

    /// The distance travelled and the velocity `time` seconds after a release
    /// at `velocity`: OverScroller's `update()` on the SPLINE table, the
    /// whole distance and velocity 0 from the duration on.
    /// - Throws: as `fling(ofRelease:)`, and `.outOfRange` for a negative time.
    /// - Complexity: O(1).
    public func state(afterRelease velocity: Double, time: Double) throws(InputError) -> (
        distance: Double, velocity: Double
    ) {
        try requireNonNegative(time, "time")
        let (distance, duration) = try fling(ofRelease: velocity)
        guard duration > 0, time < duration else { return (distance, 0) }
        let (fraction, slope) = Self.spline(at: time / duration)
        let speed = slope * distance / duration
        guard speed.isFinite else { throw .overflow }
        return (fraction * distance, speed)
    }

    /// The spline's position (0…1) and slope at normalised time `t` in
    /// [0, 1): linear between SPLINE_POSITION's samples, as `update()` reads
    /// them. 1 and 0 from `t = 1` on.
    static func spline(at t: Double) -> (position: Double, slope: Double) {
        let count = splineSampleCount
        let index = Int(Double(count) * t)
        guard index < count, index >= 0 else { return (1, 0) }
        let low = Double(index) / Double(count)
        let high = Double(index + 1) / Double(count)
        let table = splinePosition
        let slope = (table[index + 1] - table[index]) / (high - low)
        return (table[index] + (t - low) * slope, slope)
    }

    /// The normalised time (0…1) at which the spline reaches `fraction` of
    /// the distance: `spline(at:)`'s inverse, 0 below the first sample and
    /// 1 from the last.
    /// - Complexity: O(log 100).
    static func time(atFraction fraction: Double) -> Double {
        let table = splinePosition
        guard fraction > table[0] else { return 0 }
        guard fraction < 1 else { return 1 }
        var low = 0
        var high = splineSampleCount
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] <= fraction { low = middle } else { high = middle }
        }
        let part = (fraction - table[low]) / (table[high] - table[low])
        return (Double(low) + part) / Double(splineSampleCount)
    }

    /// OverScroller's NB_SAMPLES.
    static let splineSampleCount = 100

    /// OverScroller's SPLINE_POSITION: for each `alpha = i / 100`, the
    /// bisection (single precision, stopping within 1e-5, its lower bound
    /// carried from one sample to the next as the platform's loop does) for
    /// the `x` whose time curve `3x(1−x)((1−x)P1 + x P2) + x³` reaches
    /// alpha, then the position curve `3x(1−x)((1−x)·0.5 + x) + x³` there;
    /// P1 = 0.5 · 0.35, P2 = 1 − 1 · (1 − 0.35). The last sample is 1.
    /// Built once (one array of 101 doubles), read by every state.
    static let splinePosition: [Double] = {
        let inflexion: Float = 0.35
        let startTension: Float = 0.5
        let endTension: Float = 1
        let p1 = startTension * inflexion
        let p2 = 1 - endTension * (1 - inflexion)
        var table = [Double](repeating: 1, count: splineSampleCount + 1)
        var xMin: Float = 0
        for i in 0..<splineSampleCount {
            let alpha = Float(i) / Float(splineSampleCount)
            var xMax: Float = 1
            var x: Float = 0
            var coefficient: Float = 0
            // The curve is monotone on [0, 1], so the bisection converges;
            // 64 halvings of a Float interval are more than it ever needs.
            for _ in 0..<64 {
                x = xMin + (xMax - xMin) / 2
                coefficient = 3 * x * (1 - x)
                let tx = coefficient * ((1 - x) * p1 + x * p2) + x * x * x
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = Double(coefficient * ((1 - x) * startTension + x) + x * x * x)
        }
        return table
    }()
}
