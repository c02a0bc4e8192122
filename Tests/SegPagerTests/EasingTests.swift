// Tests Easing.swift: CubicBezier solved against the curve sampled densely
// (an oracle that does not use Newton's method), the named CSS curves,
// exact ends, symmetry, monotonicity and validation.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// The progress of `curve` at time `x`, found without solving: the curve is
/// sampled at 2²⁰ + 1 evenly spaced t (x(t) grows with t when x1, x2 ∈ [0, 1]),
/// the two samples around `x` are found by bisection over the sample index,
/// and t is interpolated linearly between them.
func bruteForceProgress(_ curve: CubicBezier, at x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    let samples = 1 << 20
    func t(_ i: Int) -> Double { Double(i) / Double(samples) }
    var low = 0
    var high = samples
    while high - low > 1 {
        let mid = (low + high) / 2
        if bezier(t(mid), curve.x1, curve.x2) <= x { low = mid } else { high = mid }
    }
    let (x0, x1) = (bezier(t(low), curve.x1, curve.x2), bezier(t(high), curve.x1, curve.x2))
    let s = x1 > x0 ? min(max((x - x0) / (x1 - x0), 0), 1) : 0
    return bezier(t(low) + s * (t(high) - t(low)), curve.y1, curve.y2)
}

@Suite("Cubic Bézier")
struct CubicBezierTests {
    static let named: [(String, CubicBezier)] = [
        ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    @Test func namedCurvesHaveTheCSSControlPoints() {
        // header: EASE (0.25, 0.1, 0.25, 1), EASE_IN (0.42, 0, 1, 1),
        // EASE_OUT (0, 0, 0.58, 1), EASE_IN_OUT (0.42, 0, 0.58, 1)
        #expect(CubicBezier.ease == CubicBezier(0.25, 0.1, 0.25, 1))
        #expect(CubicBezier.easeIn == CubicBezier(0.42, 0, 1, 1))
        #expect(CubicBezier.easeOut == CubicBezier(0, 0, 0.58, 1))
        #expect(CubicBezier.easeInOut == CubicBezier(0.42, 0, 0.58, 1))
        #expect(Easing.ease == .cubicBezier(.ease))
        #expect(Easing.easeInOut == .cubicBezier(.easeInOut))
    }

    @Test func namedCurvesMatchTheSampledCurve() {
        for (name, curve) in Self.named {
            for k in 1..<100 {
                let x = Double(k) / 100
                expectNear(
                    curve.value(at: x), bruteForceProgress(curve, at: x), within: 1e-7, "\(name) at \(x)")
            }
        }
    }

    @Test func easeAtHalfIsItsKnownValue() {
        // CSS ease(0.5) ≈ 0.8024 (the curve solved numerically)
        expectNear(CubicBezier.ease.value(at: 0.5), 0.8024034, within: 1e-6)
    }

    @Test func endsAreExact() {
        for (name, curve) in Self.named {
            #expect(curve.value(at: 0) == 0, "\(name)")
            #expect(curve.value(at: 1) == 1, "\(name)")
            #expect(Easing.cubicBezier(curve)(0) == 0, "\(name)")
            #expect(Easing.cubicBezier(curve)(1) == 1, "\(name)")
        }
    }

    @Test func timeOutsideZeroOneIsClamped() {
        for (name, curve) in Self.named {
            #expect(curve.value(at: -0.5) == 0, "\(name)")
            #expect(curve.value(at: 1.5) == 1, "\(name)")
        }
        // even for a curve that overshoots inside
        let overshoot = CubicBezier(0.3, -0.6, 0.7, 1.6)
        #expect(overshoot.value(at: -1) == 0)
        #expect(overshoot.value(at: 2) == 1)
    }

    @Test func easeInOutIsPointSymmetric() {
        expectClose(CubicBezier.easeInOut.value(at: 0.5), 0.5)
        for k in 0...50 {
            let x = Double(k) / 50
            expectClose(
                CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x), 1, "x = \(x)")
        }
    }

    @Test func easeInAndEaseOutAreMirrorImages() {
        // easeOut(x) = 1 − easeIn(1 − x): (0, 0, 0.58, 1) is (0.42, 0, 1, 1) turned half round
        for k in 0...50 {
            let x = Double(k) / 50
            expectClose(
                CubicBezier.easeOut.value(at: x), 1 - CubicBezier.easeIn.value(at: 1 - x), tolerance: 1e-9,
                "x = \(x)")
        }
    }

    @Test func linearBezierIsTheIdentity() {
        let straight = CubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        for k in 0...40 {
            let x = Double(k) / 40
            expectClose(straight.value(at: x), x)
        }
    }

    @Test func randomCurvesMatchTheSampledCurve() {
        forEachCase(seed: 0xBE_2E1) { i, rng in
            let curve = CubicBezier(
                rng.uniform(0...1), rng.uniform(-1...2), rng.uniform(0...1), rng.uniform(-1...2))
            let x = rng.uniform(0.01...0.99)
            expectNear(
                curve.value(at: x), bruteForceProgress(curve, at: x), within: 1e-6,
                "case \(i): \(curve) at \(x)")
        }
    }

    @Test func curvesWithinTheUnitSquareAreMonotone() {
        var rng = SplitMix64(seed: 0xB0_0707)
        for i in 0..<100 {
            let curve = CubicBezier(
                rng.uniform(0...1), rng.uniform(0...1), rng.uniform(0...1), rng.uniform(0...1))
            var previous = 0.0
            for k in 0...200 {
                let value = curve.value(at: Double(k) / 200)
                #expect(value >= previous - 1e-9, "case \(i): \(curve) at \(Double(k) / 200)")
                #expect(value >= 0 && value <= 1, "case \(i): \(curve)")
                previous = value
            }
        }
    }

    @Test func validationNeedsFiniteControlPointsAndTimeInZeroOne() {
        #expect(throws: Never.self) { try CubicBezier(0, -3, 1, 4).validate() }  // y may overshoot
        #expect(throws: Never.self) { try CubicBezier.ease.validate() }
        expectInputError(.outOfRange, field: "CubicBezier.x1") {
            try CubicBezier(-0.01, 0, 0.5, 1).validate()
        }
        expectInputError(.outOfRange, field: "CubicBezier.x1") { try CubicBezier(1.01, 0, 0.5, 1).validate() }
        expectInputError(.outOfRange, field: "CubicBezier.x2") { try CubicBezier(0.5, 0, -0.2, 1).validate() }
        expectInputError(.outOfRange, field: "CubicBezier.x2") { try CubicBezier(0.5, 0, 1.5, 1).validate() }
        expectInputError(.notFinite, field: "CubicBezier.x1") { try CubicBezier(.nan, 0, 0.5, 1).validate() }
        expectInputError(.notFinite, field: "CubicBezier.y1") {
            try CubicBezier(0.5, .infinity, 0.5, 1).validate()
        }
        expectInputError(.notFinite, field: "CubicBezier.y2") {
            try CubicBezier(0.5, 0, 0.5, -.infinity).validate()
        }
    }
}

@Suite("Easing")
struct EasingTests {
    @Test func linearIsTheIdentity() {
        for k in 0...64 {
            let f = Double(k) / 64
            #expect(Easing.linear(f) == f)
        }
    }

    @Test func bezierEasingIsItsCurve() {
        let curve = CubicBezier(0.1, 0.7, 0.4, 0.9)
        for k in 0...20 {
            let f = Double(k) / 20
            #expect(Easing.cubicBezier(curve)(f) == curve.value(at: f))
        }
    }

    @Test func validationChecksTheCurve() {
        #expect(throws: Never.self) { try Easing.linear.validate() }
        #expect(throws: Never.self) { try Easing.easeOut.validate() }
        expectInputError(.outOfRange, field: "CubicBezier.x1") {
            try Easing.cubicBezier(CubicBezier(2, 0, 0.5, 1)).validate()
        }
        expectInputError(.notFinite, field: "CubicBezier.y1") {
            try Easing.cubicBezier(CubicBezier(0.5, .nan, 0.5, 1)).validate()
        }
    }
}
