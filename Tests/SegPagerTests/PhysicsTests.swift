// Tests Deceleration.swift, RubberBand.swift, DampedSpring.swift and PagingTarget.swift
// against the reference formulas (../shared/reference/engines-and-physics.md §3).
import Testing

@testable import SegPager

@Suite("Deceleration")
struct DecelerationTests {
    @Test func wwdcProjectionIs499PointsPer1000AtNormalAnd99AtFast() throws {
        // (v/1000)·d/(1 − d)
        expectClose(try Deceleration.normal.projectedDistance(ofRelease: 1000), 499)
        expectClose(try Deceleration.fast.projectedDistance(ofRelease: 1000), 99)
    }

    @Test func positionAndVelocityFollowTheExponential() throws {
        // v(t) = v0·d^(1000t); x(t) = v0·(d^(1000t) − 1)/(1000 ln d), at t = 1: d^1000 = 0.13506
        let state = try Deceleration.normal.state(afterRelease: 1000, time: 1)
        expectClose(state.velocity, 135.0645, tolerance: 1e-4)
        expectClose(state.distance, 432.0406, tolerance: 1e-4)
    }

    @Test func timeToStopMatchesLobanov() throws {
        // T = ln(−1000 ln d · ε/|v|)/(1000 ln d): 3.45 s (normal), 0.53 s (fast) for 1000 pt/s, ε 0.5
        #expect(abs(try Deceleration.normal.duration(ofRelease: 1000, epsilon: 0.5) - 3.45) < 0.005)
        #expect(abs(try Deceleration.fast.duration(ofRelease: -1000, epsilon: 0.5) - 0.53) < 0.005)
    }

    @Test func badRatesAndTimesAreRefused() {
        #expect(throws: InputError.outOfRange) { try Deceleration(rate: 1).projectedDistance(ofRelease: 1) }
        #expect(throws: InputError.notFinite) { try Deceleration.normal.state(afterRelease: .nan, time: 1) }
        #expect(throws: InputError.outOfRange) { try Deceleration.normal.state(afterRelease: 1, time: -1) }
        #expect(throws: InputError.outOfRange) { try Deceleration.normal.duration(ofRelease: 1, epsilon: 0) }
    }
}

@Suite("Rubber band")
struct RubberBandTests {
    @Test(arguments: [(10.0, 5.42), (100, 47.97), (1000, 222.97)])
    func uiKitValuesForA375PointViewport(x: Double, shown: Double) throws {
        // x·d·c/(d + c·x), c = 0.55, d = 375
        #expect(abs(try RubberBand.uiKit.offset(forOvershoot: x, dimension: 375) - shown) < 0.005)
        expectClose(
            try RubberBand.uiKit.overshoot(
                forOffset: RubberBand.uiKit.offset(forOvershoot: x, dimension: 375), dimension: 375), x)
    }

    @Test func theBandIsOddAndNeverReachesTheDimension() throws {
        var random = SplitMix64(seed: 0xBA4D)
        for _ in 0..<500 {
            let d = random.uniform(1...2000)
            let x = random.uniform(-1e6...1e6)
            let y = try RubberBand.uiKit.offset(forOvershoot: x, dimension: d)
            #expect(abs(y) < d)
            expectClose(try RubberBand.uiKit.offset(forOvershoot: -x, dimension: d), -y)
        }
    }

    @Test func offsetsAtOrPastTheDimensionHaveNoOvershoot() {
        #expect(throws: InputError.outOfRange) {
            try RubberBand.uiKit.overshoot(forOffset: 375, dimension: 375)
        }
        #expect(throws: InputError.outOfRange) { try RubberBand.uiKit.offset(forOvershoot: 1, dimension: 0) }
    }
}

@Suite("DampedSpring")
struct SpringTests {
    /// RK4 on x'' = −(k x + c x')/m, an independent check of the closed forms.
    func integrate(_ spring: DampedSpring, x0: Double, v0: Double, t: Double) -> (Double, Double) {
        let (k, c, m) = (spring.stiffness, spring.damping, spring.mass)
        func a(_ x: Double, _ v: Double) -> Double { -(k * x + c * v) / m }
        var (x, v) = (x0, v0)
        let steps = 20000
        let h = t / Double(steps)
        for _ in 0..<steps {
            let (k1x, k1v) = (v, a(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test func stiffnessAndDampingFollowFromResponse() {
        // (ζ 1, response 0.3) gives k = 438.6, c = 41.9; (ζ 0.8, 0.4) gives 246.7, 25.1
        #expect(abs(DampedSpring(response: 0.3, dampingRatio: 1).stiffness - 438.6) < 0.05)
        #expect(abs(DampedSpring(response: 0.3, dampingRatio: 1).damping - 41.9) < 0.05)
        #expect(abs(DampedSpring(response: 0.4, dampingRatio: 0.8).stiffness - 246.7) < 0.05)
        #expect(abs(DampedSpring(response: 0.4, dampingRatio: 0.8).damping - 25.1) < 0.05)
    }

    @Test(arguments: [0.2, 0.7, 1.0, 1.5, 3.0])
    func closedFormMatchesANumericalSolution(ratio: Double) throws {
        let spring = DampedSpring(response: 0.45, dampingRatio: ratio)
        for t in [0.03, 0.1, 0.4, 0.9] {
            let exact = try spring.state(from: 80, velocity: -1200, time: t)
            let numeric = integrate(spring, x0: 80, v0: -1200, t: t)
            #expect(abs(exact.displacement - numeric.0) < 1e-6, "ζ \(ratio) t \(t)")
            #expect(abs(exact.velocity - numeric.1) < 1e-5, "ζ \(ratio) t \(t)")
        }
    }

    @Test func settlingTimeMatchesApplesExample() throws {
        // CASpringAnimation damping 5 (ζ 0.25, ω0 10): settlingDuration ≈ 2.85 s
        let spring = DampedSpring(response: 2 * Double.pi / 10, dampingRatio: 0.25)
        #expect(abs(try spring.settlingTime(from: 1, velocity: 0, epsilon: 0.001) - 2.85) < 0.05)
    }

    @Test func afterItsSettlingTimeASpringStaysWithinEpsilon() throws {
        var random = SplitMix64(seed: 0x5091_06)
        for _ in 0..<300 {
            let spring = DampedSpring(
                response: random.uniform(0.1...1), dampingRatio: random.uniform(0.1...3))
            let (x0, v0) = (random.uniform(-500...500), random.uniform(-5000...5000))
            let settle = try spring.settlingTime(from: x0, velocity: v0, epsilon: 0.5)
            for k in 0..<20 {
                let x = try spring.state(from: x0, velocity: v0, time: settle + Double(k) * 0.05).displacement
                #expect(abs(x) <= 0.5 + 1e-9, "\(spring) from \(x0), \(v0)")
            }
        }
    }

    @Test func badSpringsAreRefused() {
        #expect(throws: InputError.outOfRange) {
            try DampedSpring(response: 0, dampingRatio: 1).state(from: 1, velocity: 0, time: 1)
        }
        #expect(throws: InputError.outOfRange) {
            try DampedSpring(response: 1, dampingRatio: -1).state(from: 1, velocity: 0, time: 1)
        }
        #expect(throws: InputError.notFinite) {
            try DampedSpring(response: 1, dampingRatio: 1).state(from: .infinity, velocity: 0, time: 1)
        }
    }
}

@Suite("Paging target")
struct PagingTargetTests {
    var pages: PageGeometry {
        var pages = PageGeometry()
        pages.viewportWidth = 375
        pages.pageCount = 6
        return pages
    }

    func target(_ profile: PagingProfile, velocity: Double, at offset: Double = 800) throws -> Int {
        var policy = PagingOptions()
        policy.profile = profile
        return try policy.target(pageOffset: offset, velocity: velocity, startPage: 2, pages: pages)
    }

    @Test func uiKitProjectsWithFastDecelerationAndMovesAtMostOnePage() throws {
        #expect(try target(.uiKit, velocity: 0) == 2)
        #expect(try target(.uiKit, velocity: 1500) == 3)  // 800 + 148.5 → 2.53
        #expect(try target(.uiKit, velocity: 10000) == 3)  // limited to start + 1
        #expect(try target(.uiKit, velocity: -3000) == 1)
    }

    @Test func androidMovesOnePagePerFlingElseHalfWay() throws {
        #expect(try target(.android, velocity: 500) == 3)
        #expect(try target(.android, velocity: 300) == 2)
        #expect(try target(.android, velocity: 300, at: 950) == 3)  // 2.53: past half way
    }

    @Test func flutterAddsHalfAPageAlongTheVelocity() throws {
        #expect(try target(.flutter, velocity: 25) == 3)
        #expect(try target(.flutter, velocity: -25) == 2)
    }

    @Test func rightToLeftReversesTheVelocity() throws {
        var rtl = pages
        rtl.direction = .rightToLeft
        let offset = try rtl.pageOffset(atPosition: 2.13)
        // In RTL a positive offset velocity goes to lower pages.
        // 2.13 − 0.79
        #expect(try PagingOptions().target(pageOffset: offset, velocity: 3000, startPage: 2, pages: rtl) == 1)
    }
}
