// Tests VelocityTracker.swift: the least-squares velocity of Android's
// VelocityTracker (LSQ2) and Flutter's VelocityTracker, with their window
// (20 samples, 100 ms horizon, a gap over 40 ms ends it).
import SegPagerTestSupport
import Testing

@testable import SegPager

/// A tracker fed `samples` (time, x, y) in order.
private func tracker(_ samples: [(Double, Double, Double)]) throws -> VelocityTracker {
    var tracker = VelocityTracker()
    for (t, x, y) in samples { try tracker.add(time: t, x: x, y: y) }
    return tracker
}

/// The unweighted least-squares slope at τ = 0 of a polynomial of `degree`
/// (1 or 2) through (τ, p), from the normal equations solved by Cramer's
/// rule in milliseconds (the form of Android's unweighted degree-2 solver):
/// an independent check of the tracker's Gram–Schmidt solver.
private func referenceSlope(_ taus: [Double], _ ps: [Double], degree: Int) -> Double {
    let ms = taus.map { $0 * 1000 }
    func sum(_ f: (Int) -> Double) -> Double { ms.indices.reduce(0) { $0 + f($1) } }
    let n = Double(ms.count)
    let sx = sum { ms[$0] }
    let sy = sum { ps[$0] }
    let sxx = sum { ms[$0] * ms[$0] }
    let sxy = sum { ms[$0] * ps[$0] }
    guard degree == 2 else { return (n * sxy - sx * sy) / (n * sxx - sx * sx) * 1000 }
    let sx3 = sum { ms[$0] * ms[$0] * ms[$0] }
    let sx4 = sum { ms[$0] * ms[$0] * ms[$0] * ms[$0] }
    let sx2y = sum { ms[$0] * ms[$0] * ps[$0] }
    // Centred sums: Sxx, Sxy, Sxx², Sx²y, Sx²x² (the means taken out).
    let cxx = sxx - sx * sx / n
    let cxy = sxy - sx * sy / n
    let cxx2 = sx3 - sx * sxx / n
    let cx2y = sx2y - sxx * sy / n
    let cx2x2 = sx4 - sxx * sxx / n
    return (cxy * cx2x2 - cx2y * cxx2) / (cxx * cx2x2 - cxx2 * cxx2) * 1000
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func theConstantsAreTheTwoPeers() {
        // Android VelocityTracker: HISTORY_SIZE 20, HORIZON 100 ms,
        // ASSUME_POINTER_STOPPED_TIME 40 ms; Flutter: _historySize 20,
        // _horizonMilliseconds 100, _assumePointerMoveStoppedMilliseconds 40.
        #expect(VelocityTracker.capacity == 20)
        #expect(VelocityTracker.horizon == 0.1)
        #expect(VelocityTracker.assumedStopGap == 0.04)
    }

    @Test func constantVelocityIsExact() throws {
        for n in [2, 3, 7, 20] {
            let samples = (0..<n).map { i -> (Double, Double, Double) in
                let t = 5.0 + 0.008 * Double(i)
                return (t, 100 + 1234.5 * (t - 5), -50 - 321 * (t - 5))
            }
            let velocity = try tracker(samples).velocity
            expectClose(velocity.x, 1234.5, "\(n) samples")
            expectClose(velocity.y, -321, "\(n) samples")
        }
    }

    @Test func constantAccelerationGivesTheVelocityAtTheNewestSample() throws {
        // x = x0 + v0 t + a t²/2 is in the degree-2 model: the fit is exact,
        // and its slope at the newest sample is v0 + a t.
        let (v0, a) = (800.0, -6000.0)
        let samples = (0..<12).map { i -> (Double, Double, Double) in
            let t = 1.0 + 0.007 * Double(i)
            return (t, 3 + v0 * t + a * t * t / 2, 10 - 2 * v0 * t - a * t * t)
        }
        let newest = 1.0 + 0.007 * 11
        let velocity = try tracker(samples).velocity
        expectClose(velocity.x, v0 + a * newest)
        expectClose(velocity.y, -2 * (v0 + a * newest))
    }

    @Test func threeSamplesOnAParabolaGiveItsSlope() throws {
        // Three samples determine the parabola: x = t² (ms apart 10) at t = 0.02 has slope 0.04.
        let velocity = try tracker([(0, 0, 0), (0.01, 0.0001, 0), (0.02, 0.0004, 0)]).velocity
        expectClose(velocity.x, 0.04)
    }

    @Test func aPauseBeforeReleaseGivesZero() throws {
        // Moving at 1000 pt/s for 80 ms, then a last sample at the same
        // point 100 ms later: the gap (> 40 ms) ends the window, which holds
        // the last sample only, so the release is still (Android clears its
        // history after ASSUME_POINTER_STOPPED_TIME; Flutter's window has
        // one sample, under its minimum of 3).
        var moving = (0...10).map { i in (0.008 * Double(i), 8.0 * Double(i), 0.0) }
        #expect(isClose(try tracker(moving).velocity.x, 1000))
        moving.append((0.08 + 0.1, 80, 0))
        let paused = try tracker(moving)
        #expect(paused.velocity == .zero)
        #expect(paused.sampleCount == 1)
    }

    @Test func aGapOfAtMost40MillisecondsKeepsTheWindow() throws {
        // 40 ms between the last two samples is not yet a stop; 40.5 ms is.
        let kept = try tracker([(0, 0, 0), (0.01, 10, 0), (0.05, 50, 0)])
        #expect(kept.sampleCount == 3)
        expectClose(kept.velocity.x, 1000)
        let stopped = try tracker([(0, 0, 0), (0.01, 10, 0), (0.0505, 50.5, 0)])
        #expect(stopped.sampleCount == 1)
        #expect(stopped.velocity == .zero)
    }

    @Test func onlyTheLast20SamplesCount() throws {
        // 30 samples 1 ms apart (all within the horizon): the first ten are
        // wild, the last twenty on a line of 500 pt/s.
        let samples = (0..<30).map { i -> (Double, Double, Double) in
            let t = 0.001 * Double(i)
            return i < 10 ? (t, Double(i * i * 1000), -7e5) : (t, 500 * t, 250 * t)
        }
        let full = try tracker(samples)
        #expect(full.sampleCount == 20)
        expectClose(full.velocity.x, 500)
        expectClose(full.velocity.y, 250)
        // The same window as a tracker that never saw the first ten.
        #expect(full == (try tracker(Array(samples.suffix(20)))))
        #expect(full.velocity == (try tracker(Array(samples.suffix(20)))).velocity)
    }

    @Test func onlyTheLast100MillisecondsCount() throws {
        // Samples 10 ms apart over 200 ms: the eleven of the last 100 ms
        // (exactly 100 ms old included) are on a parabola, those before wild.
        let samples = (0...20).map { i -> (Double, Double, Double) in
            let t = 0.01 * Double(i)
            return i < 10 ? (t, -1e6 * Double(i), 1e6) : (t, 7 + 300 * t - 900 * t * t, 0)
        }
        let windowed = try tracker(samples)
        #expect(windowed.sampleCount == 11)
        expectClose(windowed.velocity.x, 300 - 1800 * 0.2)
        #expect(windowed == (try tracker(Array(samples.suffix(11)))))
    }

    @Test func samplesOutOfTimeOrderAreRefusedAndChangeNothing() throws {
        var tracker = try tracker([(1, 0, 0), (1.01, 10, 0)])
        let before = tracker
        expectInputError(.outOfOrder, field: "time") { try tracker.add(time: 1.005, x: 5, y: 0) }
        #expect(tracker == before)
        // Equal times are allowed.
        try tracker.add(time: 1.01, x: 11, y: 0)
        #expect(tracker.sampleCount == 3)
    }

    @Test func nonFiniteSamplesAreRefusedNamingTheField() throws {
        var tracker = VelocityTracker()
        let cases: [(Double, Double, Double, String)] = [
            (.nan, 0, 0, "time"), (0, .infinity, 0, "x"), (0, 0, -.infinity, "y"),
        ]
        for (t, x, y, field) in cases {
            do {
                try tracker.add(time: t, x: x, y: y)
                Issue.record("\(field): no error")
            } catch {
                #expect(error.kind == .notFinite)
                #expect("\(error.field)" == field)
            }
        }
        #expect(tracker == VelocityTracker())
    }

    @Test func fewerThanTwoDistinctTimesGiveZero() throws {
        #expect(VelocityTracker().velocity == .zero)
        #expect(try tracker([(1, 5, 5)]).velocity == .zero)
        #expect(try tracker([(1, 5, 5), (1, 9, 9), (1, 2, 2)]).velocity == .zero)
    }

    @Test func samplesThatShareATimeFitALineThroughTheirMeans() throws {
        // Two distinct times: degree 1, the line through (0, 1) and (0.01, mean of 10 and 20 = 15).
        let velocity = try tracker([(0, 1, 0), (0.01, 10, 0), (0.01, 20, 0)]).velocity
        expectClose(velocity.x, 1400)
    }

    @Test func theFitMatchesTheNormalEquations() throws {
        // Random windows against an independent solver (normal equations in
        // milliseconds, Cramer's rule).
        var random = SplitMix64(seed: 0x7E10C)
        for _ in 0..<300 {
            let n = Int(random.uniform(2...20.99))
            var t = random.uniform(0...1000)
            var samples: [(Double, Double, Double)] = []
            for _ in 0..<n {
                samples.append((t, random.uniform(-500...500), random.uniform(-5...5)))
                t += random.uniform(0.001...0.0049)
            }
            let newest = samples[n - 1].0
            let taus = samples.map { $0.0 - newest }
            let velocity = try tracker(samples).velocity
            let degree = min(2, n - 1)
            expectClose(velocity.x, referenceSlope(taus, samples.map(\.1), degree: degree), tolerance: 1e-6)
            expectClose(velocity.y, referenceSlope(taus, samples.map(\.2), degree: degree), tolerance: 1e-6)
        }
    }

    @Test func resetForgetsEverySample() throws {
        var tracker = try tracker([(0, 0, 0), (0.01, 10, 0)])
        tracker.reset()
        #expect(tracker == VelocityTracker())
        #expect(tracker.newestTime == nil)
        // A new gesture may start at an earlier time.
        try tracker.add(time: -5, x: 0, y: 0)
    }

    @Test func theTrackerIsAPlainValue() {
        // Copied bit for bit, nothing counted or allocated: it can live in
        // the pager's state, which each step copies and restores.
        #expect(_isPOD(VelocityTracker.self))
        #expect(MemoryLayout<VelocityTracker>.size <= 800)
    }

    @Test func theOneAxisEstimateIsTheTrackers() throws {
        let times = (0..<25).map { 0.004 * Double($0) }
        let positions = times.map { 40 * $0 + 2000 * $0 * $0 }
        let tracked = try tracker(zip(times, positions).map { ($0, $1, 0) }).velocity.x
        #expect(try VelocityTracker.velocity(times: times, positions: positions) == tracked)
        #expect(try VelocityTracker.velocity(times: [], positions: []) == 0)
    }

    @Test func theOneAxisEstimateChecksEverySample() {
        // Also the samples the window would leave out.
        expectInputError(.outOfOrder, field: "times") {
            try VelocityTracker.velocity(
                times: [0.5, 0.2] + (1...30).map { Double($0) }, positions: .init(repeating: 0, count: 32))
        }
        expectInputError(.notFinite, field: "positions") {
            try VelocityTracker.velocity(times: [0, 1, 2], positions: [.nan, 0, 0])
        }
        expectInputError(.outOfRange, field: "positions") {
            try VelocityTracker.velocity(times: [0, 1], positions: [0])
        }
        do {
            _ = try VelocityTracker.velocity(times: [0, 0.01, 0.005], positions: [0, 0, 0])
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "times[2]: must not be earlier than the time before it (got 0.005)")
        }
    }
}
