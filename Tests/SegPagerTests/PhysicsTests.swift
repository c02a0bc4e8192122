// Tests Deceleration.swift, RubberBand.swift, DampedSpring.swift and PagingTarget.swift
// against UIKit's published formulas (UIScrollView's deceleration v·rate^(1000τ),
// its rubber band, a damped spring), as docs/guide/physics.md states them.
import SegPagerTestSupport
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
        expectInputError(.outOfRange, field: "Deceleration.rate") {
            try Deceleration(rate: 1).projectedDistance(ofRelease: 1)
        }
        expectInputError(.notFinite, field: "velocity") {
            try Deceleration.normal.state(afterRelease: .nan, time: 1)
        }
        expectInputError(.outOfRange, field: "time") {
            try Deceleration.normal.state(afterRelease: 1, time: -1)
        }
        expectInputError(.outOfRange, field: "epsilon") {
            try Deceleration.normal.duration(ofRelease: 1, epsilon: 0)
        }
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
        expectInputError(.outOfRange, field: "offset") {
            try RubberBand.uiKit.overshoot(forOffset: 375, dimension: 375)
        }
        expectInputError(.outOfRange, field: "dimension") {
            try RubberBand.uiKit.offset(forOvershoot: 1, dimension: 0)
        }
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
        expectInputError(.outOfRange, field: "DampedSpring.response") {
            try DampedSpring(response: 0, dampingRatio: 1).state(from: 1, velocity: 0, time: 1)
        }
        expectInputError(.outOfRange, field: "DampedSpring.dampingRatio") {
            try DampedSpring(response: 1, dampingRatio: -1).state(from: 1, velocity: 0, time: 1)
        }
        expectInputError(.notFinite, field: "displacement") {
            try DampedSpring(response: 1, dampingRatio: 1).state(from: .infinity, velocity: 0, time: 1)
        }
    }
}

@Suite("Paging target")
struct PagingTargetTests {
    /// Six full-width pages in a 375 pt viewport.
    var pages: PageGeometry { fullWidthPages(375, count: 6) }

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

    @Test func aUIKitFlickPagesHoweverShortTheDragOnAWidePage() throws {
        // Issue #52's case: a 1,264 pt page, a 200 pt drag released at
        // 1,200 pt/s. The projection (99 pt per 1000 pt/s, `.fast`) reaches
        // 200 + 118.8 = 318.8 of 632 to half way and would spring back;
        // UIKit pages on a flick (about 0.3 pt/ms and up, engines-and-
        // physics §3.3), so any release at flickVelocity (400 pt/s) goes on.
        let wide = fullWidthPages(1264, count: 4)
        let policy = PagingOptions()
        #expect(try policy.target(pageOffset: 200, velocity: 1200, startPage: 0, pages: wide) == 1)
        // 60 pt in 70 ms: 857 pt/s
        #expect(try policy.target(pageOffset: 60, velocity: 857, startPage: 0, pages: wide) == 1)
        #expect(try policy.target(pageOffset: 1264 - 60, velocity: -857, startPage: 1, pages: wide) == 0)
        // slower than a flick: the projection's nearest page, back
        #expect(try policy.target(pageOffset: 200, velocity: 350, startPage: 0, pages: wide) == 0)
        // a flick back toward the start page is not a flick on
        #expect(try policy.target(pageOffset: 200, velocity: -1200, startPage: 0, pages: wide) == 0)
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

/// Compose's HorizontalPager with PagerDefaults.flingBehavior: six 375 pt
/// pages, the drag begun on page 2 (offset 750). The positional fraction is
/// min(56, 375/2)/375 = 0.1493 (PagerState.positionThresholdFraction).
@Suite("Compose paging")
struct ComposePagingTests {
    /// Six full-width pages in a 375 pt viewport.
    var pages: PageGeometry { fullWidthPages(375, count: 6) }

    func target(velocity: Double, at p: Double, maxPages: Int = 1, pages: PageGeometry? = nil) throws -> Int {
        var policy = PagingOptions()
        policy.profile = .compose
        policy.maxPages = maxPages
        let pages = pages ?? self.pages
        return try policy.target(
            pageOffset: try pages.pageOffset(atPosition: p), velocity: velocity, startPage: 2, pages: pages)
    }

    @Test func theDefaultsAreComposes() {
        // PagerState.DefaultPositionThreshold 56 dp; PagerDefaults.flingBehavior's
        // snapPositionalThreshold 0.5, PagerSnapDistance.atMost(1); MinFlingVelocityDp 400.
        let options = PagingOptions()
        #expect(options.positionalThreshold == 56 && options.snapPositionalThreshold == 0.5)
        #expect(options.maxPages == 1 && options.flickVelocity == 400)
    }

    @Test func aSlowReleaseGoesOnOnlyPastHalfAPage() throws {
        // calculateFinalSnappingBound, ClosestItem: |frac(d)| > 0.5 → the bound ahead
        // along the drag; else |d| ≥ 0.1493 → the bound behind (back to the start).
        #expect(try target(velocity: 0, at: 2.5) == 2)
        #expect(try target(velocity: 0, at: 2.5001) == 3)
        #expect(try target(velocity: 0, at: 1.5) == 2)
        #expect(try target(velocity: 0, at: 1.4999) == 1)
        #expect(try target(velocity: 0, at: 2.3) == 2)  // past 56 pt, short of half: back
        #expect(try target(velocity: 100, at: 2.1) == 2)  // under 56 pt: the nearer bound
    }

    @Test func theSnapThresholdIsAnOption() throws {
        var policy = PagingOptions()
        policy.profile = .compose
        policy.snapPositionalThreshold = 0.25
        let offset = try pages.pageOffset(atPosition: 2.3)
        #expect(try policy.target(pageOffset: offset, velocity: 0, startPage: 2, pages: pages) == 3)
    }

    @Test func aFlingFrom400PointsPerSecondMovesOnAPageInItsDirection() throws {
        // calculateFinalSnappingItem: |v| < MinFlingVelocityDp (400) is ClosestItem;
        // at 400 NextItem (v > 0) or PreviousItem (v < 0): the bound ahead or behind.
        #expect(try target(velocity: 399.99, at: 2.1) == 2)
        #expect(try target(velocity: 400, at: 2.1) == 3)
        #expect(try target(velocity: -400, at: 2.1) == 2)
        #expect(try target(velocity: -400, at: 1.9) == 1)
        // A fling against a drag past half way still goes its own way.
        #expect(try target(velocity: -400, at: 2.7) == 2)
    }

    @Test func atMostLimitsTheSplineApproach() throws {
        // calculateApproachOffset: start = firstVisible (+1 flinging back),
        // suggested = start + trunc(decay / 375), clamped to start ± n (atMost(n)),
        // then the snap takes the next page. OverScroller's spline: 2500 pt/s → 953.75 pt
        // (2.54 pages), 8000 pt/s → 7186 pt (19.2 pages).
        #expect(try target(velocity: 2500, at: 2.1) == 3)  // atMost(1)
        #expect(try target(velocity: 2500, at: 2.1, maxPages: 3) == 4)
        #expect(try target(velocity: 8000, at: 2.1, maxPages: 3) == 5)  // firstVisible + 3
        #expect(try target(velocity: -8000, at: 2.1, maxPages: 3) == 0)  // (firstVisible + 1) − 3
        #expect(try target(velocity: 8000, at: 2.1, maxPages: 10) == 5)  // inside the pages
    }

    @Test func rightToLeftFlingsTowardLowerPages() throws {
        var rtl = pages
        rtl.direction = .rightToLeft
        #expect(try target(velocity: 400, at: 2.1, pages: rtl) == 2)
        #expect(try target(velocity: -400, at: 2.1, pages: rtl) == 3)
    }

    @Test func theDraggingTargetMovesOnAtThePositionalThreshold() throws {
        // PagerState.targetPage: |currentPageOffsetFraction| ≥ positionThresholdFraction
        // → firstVisiblePage + 1 (forward) or firstVisiblePage; else currentPage.
        let options = PagingOptions()
        let threshold = 56.0 / 375
        #expect(try options.draggingTarget(position: 2 + threshold + 1e-9, startPage: 2, pages: pages) == 3)
        #expect(try options.draggingTarget(position: 2 + threshold - 1e-6, startPage: 2, pages: pages) == 2)
        #expect(try options.draggingTarget(position: 2.4, startPage: 2, pages: pages) == 3)  // 0.4 page
        // 28 dp: not yet
        #expect(try options.draggingTarget(position: 2 + 28.0 / 375, startPage: 2, pages: pages) == 2)
        #expect(try options.draggingTarget(position: 2 - threshold - 1e-9, startPage: 2, pages: pages) == 1)
        // Exactly at the threshold it moves on (≥): 56 pt of a 448 pt page is 0.125.
        var wide = pages
        wide.pageWidth = 448
        #expect(try options.draggingTarget(position: 2.125, startPage: 2, pages: wide) == 3)
        #expect(try options.draggingTarget(position: 2.124, startPage: 2, pages: wide) == 2)
        // Clamped to the pages (coerceInPageRange), 0 with none.
        #expect(try options.draggingTarget(position: 5.4, startPage: 5, pages: pages) == 5)
        #expect(try options.draggingTarget(position: -0.4, startPage: 0, pages: pages) == 0)
        var none = pages
        none.pageCount = 0
        #expect(try options.draggingTarget(position: 1e300, startPage: 0, pages: none) == 0)
        // A narrow page: half of it (40 pt of 80) is less than 56 pt.
        var narrow = pages
        narrow.pageWidth = 80
        #expect(try options.draggingTarget(position: 2.49, startPage: 2, pages: narrow) == 2)
        #expect(try options.draggingTarget(position: 2.5, startPage: 2, pages: narrow) == 3)
    }

    @Test func badThresholdsAreRefused() {
        var options = PagingOptions()
        options.snapPositionalThreshold = 1.5
        expectInputError(.outOfRange, field: "PagingOptions.snapPositionalThreshold") {
            try options.validate()
        }
        options = PagingOptions()
        options.positionalThreshold = -1
        expectInputError(.outOfRange, field: "PagingOptions.positionalThreshold") { try options.validate() }
        options.positionalThreshold = .nan
        expectInputError(.notFinite, field: "PagingOptions.positionalThreshold") { try options.validate() }
    }
}
