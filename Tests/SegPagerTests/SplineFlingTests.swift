// Tests SplineFling.swift against AOSP's OverScroller.java (SplineOverScroller:
// getSplineDeceleration, getSplineFlingDistance, getSplineFlingDuration, the
// SPLINE_POSITION static initialiser and update()) and ViewConfiguration.java
// (SCROLL_FRICTION 0.015).
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Spline fling")
struct SplineFlingTests {
    // OverScroller.java: l = ln(0.35·|v|/(f·c)), distance = f·c·exp(DECEL/(DECEL−1)·l),
    // duration = exp(l/(DECEL−1)) s; c = 9.80665·39.37·160·0.84, f = 0.015,
    // DECEL = (float)(ln 0.78/ln 0.9) = 2.3582017, computed in double.
    @Test(arguments: [
        (100.0, 3.5664453412614394, 0.10189844005707549),
        (400, 39.588847292848314, 0.282777485478874),
        (1000, 194.31360936718045, 0.5551817505037758),
        (4000, 2156.952111156881, 1.540680105635398),
        (8000, 7186.362906829688, 2.566558224718829),
    ])
    func androidDistancesAndDurationsAtFiveVelocities(velocity: Double, distance: Double, duration: Double)
        throws
    {
        let fling = try SplineFling().fling(ofRelease: velocity)
        expectClose(fling.distance, distance, tolerance: 1e-12)
        expectClose(fling.duration, duration, tolerance: 1e-12)
        let back = try SplineFling().fling(ofRelease: -velocity)
        #expect(back.distance == -fling.distance)
        #expect(back.duration == fling.duration)
    }

    @Test func theDecelerationRateIsJavasFloat() {
        // OverScroller.java: DECELERATION_RATE = (float) (Math.log(0.78) / Math.log(0.9))
        #expect(SplineFling.decelerationRate == 2.358201742172241)
        #expect(SplineFling.scrollFriction == 0.015)
    }

    @Test func densityScalesPixelsButNotTheFlingInDp() throws {
        // ppi = 160·density: at 2.75 px per dp a 2750 px/s release travels 2.75 × 194.3 px, in 555 ms.
        let dense = try SplineFling(density: 2.75).fling(ofRelease: 2750)
        expectClose(dense.distance / 2.75, 194.31360936718045, tolerance: 1e-12)
        expectClose(dense.duration, 0.5551817505037758, tolerance: 1e-12)
    }

    @Test func higherFrictionFlingsShorter() throws {
        let normal = try SplineFling().fling(ofRelease: 1000)
        let rough = try SplineFling(friction: 0.03).fling(ofRelease: 1000)
        #expect(rough.distance < normal.distance)
        #expect(rough.duration < normal.duration)
    }

    @Test func theSplineTableIsAndroidsBisection() {
        // SPLINE_POSITION[i] from OverScroller's static block, the same single-precision
        // bisection run independently (numpy float32): its first sample is not 0
        // (the bisection stops within 1e-5), its last is 1.
        let table = SplineFling.splinePosition
        #expect(table.count == 101)
        #expect(table[0] == 2.288818359375e-05)
        #expect(table[1] == 0.028560999780893326)
        #expect(table[10] == 0.27400246262550354)
        #expect(table[25] == 0.5838108658790588)
        #expect(table[50] == 0.8584111928939819)
        #expect(table[75] == 0.9710676670074463)
        #expect(table[99] == 0.9999603033065796)
        #expect(table[100] == 1)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func stateFollowsTheTableLinearly() throws {
        // update(): t/T = 0.1/0.55518 → index 18; distance = (d18 + (u − 0.18)·slope)·D,
        // velocity = slope·D/T (numbers from the same numpy table).
        let state = try SplineFling().state(afterRelease: 1000, time: 0.1)
        expectClose(state.distance, 88.73554041489868, tolerance: 1e-7)
        expectClose(state.velocity, 699.6863961273186, tolerance: 1e-7)
        // It starts near the release velocity (the first segment's slope is 2.854).
        let start = try SplineFling().state(afterRelease: 1000, time: 0)
        expectNear(start.velocity, 1000, within: 2)
        // And rests at the whole distance from the duration on.
        let end = try SplineFling().state(afterRelease: -1000, time: 0.6)
        #expect(end.distance == -194.31360936718045)
        #expect(end.velocity == 0)
    }

    @Test func positionsRiseAndVelocitiesFallOverTheFling() throws {
        let fling = SplineFling()
        var last = (distance: -1.0, velocity: Double.infinity)
        for step in 0...60 {
            let state = try fling.state(afterRelease: 3000, time: Double(step) / 40)
            #expect(state.distance >= last.distance)
            #expect(state.velocity <= last.velocity)
            last = state
        }
    }

    @Test func aReleaseAtRestGoesNowhere() throws {
        let fling = try SplineFling().fling(ofRelease: 0)
        #expect(fling.distance == 0 && fling.duration == 0)
        let state = try SplineFling().state(afterRelease: 0, time: 1)
        #expect(state.distance == 0 && state.velocity == 0)
    }

    @Test func badArgumentsAreRefused() {
        expectInputError(.outOfRange, field: "SplineFling.density") {
            try SplineFling(density: 0).fling(ofRelease: 1)
        }
        expectInputError(.notFinite, field: "SplineFling.density") {
            try SplineFling(density: .nan).fling(ofRelease: 1)
        }
        expectInputError(.outOfRange, field: "SplineFling.friction") {
            try SplineFling(friction: -1).fling(ofRelease: 1)
        }
        expectInputError(.notFinite, field: "SplineFling.friction") {
            try SplineFling(friction: .infinity).fling(ofRelease: 1)
        }
        expectInputError(.notFinite, field: "velocity") { try SplineFling().fling(ofRelease: .nan) }
        expectInputError(.outOfRange, field: "time") { try SplineFling().state(afterRelease: 1, time: -1) }
        expectInputError(.notFinite, field: "time") {
            try SplineFling().state(afterRelease: 1, time: .infinity)
        }
        expectInputError(.notFinite, field: "") { try SplineFling(friction: 1e-300).fling(ofRelease: 1e300) }
    }
}

@Suite("Spline fling inverse")
struct SplineFlingInverseTests {
    @Test func timeAtFractionInvertsTheTable() {
        for step in 0...99 {
            let t = (Double(step) + 0.37) / 100
            let position = SplineFling.spline(at: t).position
            expectNear(SplineFling.time(atFraction: position), t, within: 1e-9)
        }
        #expect(SplineFling.time(atFraction: 0) == 0)
        #expect(SplineFling.time(atFraction: 1) == 1)
    }
}
