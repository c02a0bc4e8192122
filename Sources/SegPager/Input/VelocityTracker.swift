/// A pointer's velocity from its recent samples, estimated as Android's
/// `VelocityTracker` (the `LSQ2` strategy) and Flutter's `VelocityTracker`
/// do: a least-squares polynomial through the last samples, whose slope at
/// the newest sample is the velocity.
///
/// Feed it every move of a pointer (`add(time:x:y:)`, times in seconds) and
/// read `velocity` (points per second) at release:
///
///     var tracker = VelocityTracker()
///     try tracker.add(time: 0.000, x: 10, y: 0)
///     try tracker.add(time: 0.016, x: 26, y: 0)
///     try tracker.add(time: 0.032, x: 42, y: 0)
///     tracker.velocity.x  // 1000
///
/// The estimate, in both peers' terms:
///
/// - **The window.** Walking back from the newest sample, at most
///   `capacity` (20) samples count: Android's and Flutter's history size
///   (`HISTORY_SIZE`, `_historySize`). A sample older than `horizon`
///   (100 ms) before the newest ends the window (Android's `HORIZON`,
///   Flutter's `_horizonMilliseconds`), and so does a gap of more than
///   `assumedStopGap` (40 ms) between two consecutive samples (Flutter's
///   `_assumePointerMoveStoppedMilliseconds`; Android's
///   `ASSUME_POINTER_STOPPED_TIME` clears its history on such a gap). So a
///   finger that rests before it lifts, whose last sample comes more than
///   40 ms after the one before, releases at 0. Both limits are compared
///   within a nanosecond (Android's clock ticks), so a sample exactly
///   100 ms old counts whatever the rounding of the host's seconds.
/// - **The fit.** With time τ measured from the newest sample (τ ≤ 0, as
///   both peers measure it), the unweighted least-squares polynomial
///   `p(τ) = a₀ + a₁ τ + a₂ τ²` through the window's positions;
///   the velocity is `p′(0) = a₁`. The degree is 2 (Android's `LSQ2`,
///   Flutter's `solve(2)`), reduced to one less than the number of
///   distinct sample times when there are fewer (Android reduces it to
///   `m − 1` for `m` samples; counting distinct times also covers samples
///   that share a time). One distinct time (one sample) gives 0.
/// - **The solver.** A QR decomposition by (modified) Gram–Schmidt, as
///   Android's `solveLeastSquares` and Flutter's `LeastSquaresSolver` use,
///   on τ scaled by the window's span so the columns 1, τ, τ² are of one
///   size. A column the samples cannot determine (its part orthogonal to
///   the ones before is under 1e-9 of its length: times that are distinct
///   but nearly equal) drops the fit a degree, where Android gives up below
///   a norm of 1e-6 and reports no velocity.
///
/// Flutter's differences: it needs 3 samples for any estimate (this
/// tracker, like Android, fits a line through 2); it also weights nothing.
///
/// The samples live inline (three `SIMD32<Double>`, oldest first, the
/// lanes past `sampleCount` zero), so a tracker allocates nothing and
/// copies as a plain value: it can live in state that a step copies and
/// restores. Only the window is kept: a sample that leaves it (too old,
/// before a pause, or the 21st) is dropped at once, so two trackers are
/// equal when their windows are.
public struct VelocityTracker: Sendable, Hashable {
    /// The most samples an estimate uses: 20, Android's `HISTORY_SIZE` and
    /// Flutter's `_historySize`.
    public static let capacity = 20
    /// How far before the newest sample a sample may be and still count,
    /// in seconds: 0.1, Android's `HORIZON` and Flutter's
    /// `_horizonMilliseconds` (100 ms).
    public static let horizon = 0.1
    /// The longest gap between two consecutive samples that the window
    /// spans, in seconds: 0.04, Flutter's
    /// `_assumePointerMoveStoppedMilliseconds` and Android's
    /// `ASSUME_POINTER_STOPPED_TIME` (40 ms). A longer gap means the pointer
    /// stopped: the samples before it no longer count.
    public static let assumedStopGap = 0.04
    /// The slack of the two time limits: a nanosecond, the resolution of
    /// Android's clock, so seconds that round a hair past a limit stay in.
    static let timeSlack = 1e-9
    /// A column whose part orthogonal to the columns before it is under
    /// this fraction of its length is taken as dependent on them.
    static let dependence = 1e-9

    /// A velocity in points per second on each axis (positive: x or y grows).
    public struct Velocity: Sendable, Hashable {
        /// Along x, in points per second.
        public var x: Double
        /// Along y, in points per second.
        public var y: Double

        /// A velocity of `x` and `y` points per second.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// No motion.
        public static let zero = Velocity(x: 0, y: 0)
    }

    // The window, oldest first; lanes at and past `count` are 0.
    private var times = SIMD32<Double>()
    private var xs = SIMD32<Double>()
    private var ys = SIMD32<Double>()
    private var count = 0

    /// A tracker with no samples (its velocity is zero).
    public init() {}

    /// How many samples the window holds now (0 to `capacity`).
    public var sampleCount: Int { count }

    /// The newest sample's time, or nil before the first sample.
    public var newestTime: Double? { count > 0 ? lane(times, count - 1) : nil }

    /// Forgets every sample (a new gesture starts from nothing).
    /// - Complexity: O(1).
    public mutating func reset() { self = VelocityTracker() }

    /// Adds a sample of the pointer at `x`, `y` (points) at `time`
    /// (seconds, on any clock that only goes forward), then drops the
    /// samples that left the window.
    /// - Throws: `.notFinite` naming `time`, `x` or `y` for NaN or ±∞;
    ///   `.outOfOrder` for a time earlier than the newest sample's (equal
    ///   times are allowed). The tracker is unchanged then.
    /// - Complexity: O(`capacity`).
    public mutating func add(time: Double, x: Double, y: Double) throws(InputError) {
        try requireFinite(time, "time")
        try requireFinite(x, "x")
        try requireFinite(y, "y")
        if let newest = newestTime, time < newest {
            throw InputError(
                .outOfOrder, field: "time", rule: "must not be earlier than the newest sample", value: time)
        }
        append(time: time, x: x, y: y)
    }

    /// Adds a checked sample (finite, not earlier than the newest) and
    /// keeps only the window.
    private mutating func append(time: Double, x: Double, y: Double) {
        if count == Self.capacity { dropOldest(1) }
        setLane(&times, count, time)
        setLane(&xs, count, x)
        setLane(&ys, count, y)
        count += 1
        // Walk back from the newest: the first sample too old, or before
        // too long a gap, ends the window (it and all before it go).
        var first = count - 1
        withUnsafeBytes(of: times) { times in
            while first > 0 {
                let older = lane(times, first - 1)
                guard time - older <= Self.horizon + Self.timeSlack,
                    lane(times, first) - older <= Self.assumedStopGap + Self.timeSlack
                else { break }
                first -= 1
            }
        }
        if first > 0 { dropOldest(first) }
    }

    /// Removes the `k` oldest samples, moving the rest to the front.
    private mutating func dropOldest(_ k: Int) {
        Self.shift(&times, by: k, count: count)
        Self.shift(&xs, by: k, count: count)
        Self.shift(&ys, by: k, count: count)
        count -= k
    }

    /// Moves lanes `k..<count` of `lanes` down to `0..<count - k` and zeroes
    /// the `k` after them, through memory: a vector's lanes at a run-time
    /// index cost WebAssembly a spill each (3 KB of code for the three).
    private static func shift(_ lanes: inout SIMD32<Double>, by k: Int, count: Int) {
        withUnsafeMutablePointer(to: &lanes) { vector in
            vector.withMemoryRebound(to: Double.self, capacity: SIMD32<Double>.scalarCount) { lane in
                for i in 0..<count {
                    let from = i + k
                    lane[i] = from < count ? lane[from] : 0
                }
            }
        }
    }

    /// The velocity at the newest sample, in points per second: the slope
    /// of the least-squares fit over the window (see the type's notes).
    /// Zero with fewer than two distinct sample times.
    /// - Complexity: O(`capacity`).
    public var velocity: Velocity {
        guard let fit = LeastSquaresFit(times: times, count: count) else { return .zero }
        return Velocity(x: fit.slope(of: xs), y: fit.slope(of: ys))
    }

    /// The velocity of one axis from samples given oldest first (`times`
    /// in seconds, `positions` in points), by the same window and fit as a
    /// tracker fed the samples in order: what `segpager_velocity_estimate`
    /// computes.
    /// - Throws: `.outOfRange` when the two differ in length; `.notFinite`
    ///   naming `times[i]` or `positions[i]`; `.outOfOrder` naming
    ///   `times[i]` for a time earlier than the one before it. Every sample
    ///   is checked, also those outside the window.
    /// - Complexity: O(n).
    public static func velocity(times: [Double], positions: [Double]) throws(InputError) -> Double {
        try times.withUnsafeBufferPointer { (times) throws(InputError) in
            try positions.withUnsafeBufferPointer { (positions) throws(InputError) in
                try velocity(times: times, positions: positions)
            }
        }
    }

    /// `velocity(times:positions:)` on buffer pointers, for the C export.
    /// - Complexity: O(n).
    package static func velocity(
        times: UnsafeBufferPointer<Double>, positions: UnsafeBufferPointer<Double>
    ) throws(InputError) -> Double {
        guard times.count == positions.count else {
            throw InputError(.outOfRange, field: "positions", rule: "must have one position per time")
        }
        for i in times.indices {
            guard times[i].isFinite else {
                throw InputError(
                    .notFinite, field: "times", rule: "must be finite", value: times[i], index: i)
            }
            guard positions[i].isFinite else {
                throw InputError(
                    .notFinite, field: "positions", rule: "must be finite", value: positions[i], index: i)
            }
            if i > 0, times[i] < times[i - 1] {
                throw InputError(
                    .outOfOrder, field: "times", rule: "must not be earlier than the time before it",
                    value: times[i], index: i)
            }
        }
        // Only the newest `capacity` samples can be in the window.
        var tracker = VelocityTracker()
        for i in max(0, times.count - capacity)..<times.count {
            tracker.append(time: times[i], x: positions[i], y: 0)
        }
        return tracker.velocity.x
    }
}

/// The QR decomposition of the fit's design matrix, columns 1, u, u² with
/// u = τ / span (τ = t − t_newest, so u runs from −1 to 0), by modified
/// Gram–Schmidt; `slope(of:)` solves R b = Qᵀ p for one axis's positions
/// and returns dp/dτ at τ = 0, b₁ / span.
private struct LeastSquaresFit {
    var degree: Int
    var span: Double
    var q0 = SIMD32<Double>()
    var q1 = SIMD32<Double>()
    var q2 = SIMD32<Double>()
    var r11 = 0.0
    var r12 = 0.0
    var r22 = 0.0

    /// The decomposition for the first `count` lanes of `times` (oldest
    /// first, not decreasing); nil when they hold fewer than two distinct
    /// times (no slope to fit).
    init?(times: SIMD32<Double>, count: Int) {
        guard count >= 2 else { return nil }
        var distinct = 1
        withUnsafeBytes(of: times) { times in
            for i in 1..<count where lane(times, i) > lane(times, i - 1) { distinct += 1 }
        }
        guard distinct >= 2 else { return nil }
        degree = min(2, distinct - 1)
        let newest = lane(times, count - 1)
        span = newest - times[0]
        var inWindow = SIMDMask<SIMD32<Int64>>()
        for i in 0..<count { inWindow[i] = true }
        let zero = SIMD32<Double>()
        let ones = zero.replacing(with: 1, where: inWindow)
        let u = ((times - SIMD32(repeating: newest)) / SIMD32(repeating: span)).replacing(
            with: 0, where: .!inWindow)

        // Column 0: the ones, of length √n.
        q0 = ones / SIMD32(repeating: Double(count).squareRoot())
        // Column 1: u less its mean. The lanes hold −1 and 0, so it never
        // vanishes.
        var v1 = u - SIMD32(repeating: (q0 * u).sum()) * q0
        r11 = (v1 * v1).sum().squareRoot()
        v1 /= SIMD32(repeating: r11)
        q1 = v1
        guard degree == 2 else { return }
        // Column 2: u² less its parts along q0 and q1, one at a time.
        let square = u * u
        var v2 = square - SIMD32(repeating: (q0 * square).sum()) * q0
        r12 = (q1 * v2).sum()
        v2 -= SIMD32(repeating: r12) * q1
        r22 = (v2 * v2).sum().squareRoot()
        guard r22 > VelocityTracker.dependence * (square * square).sum().squareRoot() else {
            degree = 1
            return
        }
        q2 = v2 / SIMD32(repeating: r22)
    }

    /// dp/dτ at the newest sample for `positions` (the same lanes).
    func slope(of positions: SIMD32<Double>) -> Double {
        // Qᵀ p, projecting out each column in turn (modified Gram–Schmidt).
        var rest = positions - SIMD32(repeating: (q0 * positions).sum()) * q0
        let z1 = (q1 * rest).sum()
        guard degree == 2 else { return z1 / r11 / span }
        rest -= SIMD32(repeating: z1) * q1
        let b2 = (q2 * rest).sum() / r22
        return (z1 - r12 * b2) / r11 / span
    }
}

// A vector's lanes at a run-time index, through memory: WebAssembly has no
// lane access by a run-time index, so each subscript would spill the
// vector, in code, lane by lane.

/// Lane `i` of `vector`.
@inline(__always)
private func lane(_ vector: SIMD32<Double>, _ i: Int) -> Double {
    withUnsafeBytes(of: vector) { lane($0, i) }
}

/// Lane `i` of a vector's bytes.
@inline(__always)
private func lane(_ bytes: UnsafeRawBufferPointer, _ i: Int) -> Double {
    bytes.load(fromByteOffset: i * MemoryLayout<Double>.stride, as: Double.self)
}

/// Sets lane `i` of `vector` to `value`.
@inline(__always)
private func setLane(_ vector: inout SIMD32<Double>, _ i: Int, _ value: Double) {
    withUnsafeMutableBytes(of: &vector) {
        $0.storeBytes(of: value, toByteOffset: i * MemoryLayout<Double>.stride, as: Double.self)
    }
}
