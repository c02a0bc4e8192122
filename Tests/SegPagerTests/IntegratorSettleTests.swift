// Tests IntegratorSettle.swift: Embla's ScrollBody at a fixed step
// (ScrollBody.ts `seek()`: v = (v + (target − x) / duration) · friction,
// x += v; Animations.ts: 1000/60 ms steps; settled within 0.001), as a
// settle mode of the pager.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Integrator settle")
struct IntegratorSettleTests {
    /// The first step at which a body seeking 1000 from rest passes each mark.
    func firstSteps(_ body: IntegratorBody, marks: [Double]) -> (passed: [Int], settled: Int) {
        var (x, v) = (0.0, 0.0)
        var passed = [Int](repeating: 0, count: marks.count)
        for k in 1...1000 {
            (x, v) = body.stepped(x: x, velocity: v, target: 1000)
            for (i, mark) in marks.enumerated() where passed[i] == 0 && x >= mark { passed[i] = k }
            if abs(1000 - x) < IntegratorBody.settledDistance { return (passed, k) }
        }
        return (passed, 0)
    }

    @Test func emblasDefaultsReachHalfAt10StepsAndSettleAt114() {
        // Embla's defaults (duration 25, friction 0.68) on a 1000 px jump,
        // derived from ScrollBody.seek(): 50 % at step 10 (167 ms), 90 % at
        // 23 (383 ms), 99 % at 42 (700 ms), settled (within 0.001) at 114.
        let (passed, settled) = firstSteps(IntegratorBody(), marks: [500, 900, 990])
        #expect(passed == [10, 23, 42])
        #expect(settled == 114)
        // dragFree's duration 43 (EmblaCarousel.ts' base duration for
        // dragFree): 90 % at step 43 (717 ms).
        #expect(firstSteps(IntegratorBody(duration: 43, friction: 0.68), marks: [900]).passed == [43])
    }

    @Test func anOverdampedBodyConvergesWithoutOvershooting() {
        // Property: for constants whose characteristic roots are real
        // ((1 + f − f/D)² ≥ 4f), the body never passes its target.
        var generator = SystemRandomNumberGenerator()
        var tested = 0
        while tested < 200 {
            let body = IntegratorBody(
                duration: Double.random(in: 1...80, using: &generator),
                friction: Double.random(in: 0.05...0.95, using: &generator))
            let b = 1 + body.friction - body.friction / body.duration
            guard b * b >= 4 * body.friction else { continue }
            tested += 1
            var (x, v) = (0.0, 0.0)
            var settled = false
            for _ in 0..<100_000 {
                (x, v) = body.stepped(x: x, velocity: v, target: 1000)
                #expect(x <= 1000 + 1e-9)
                if abs(1000 - x) < IntegratorBody.settledDistance {
                    settled = true
                    break
                }
            }
            #expect(settled)
        }
    }

    func pager() throws -> Pager {
        try makePager(ids: seed000Ids, widths: seed000Titles) { $0.settleMode = .integrator }
    }

    @Test func thePagerSettlesOnThePageThePagingRulePicks() throws {
        var p = try pager()
        _ = try p.step([
            .tick(time: 0), .dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: 100),
            .dragEnded(time: 0.1, velocity: 2000),
        ])
        var frame = try p.step([.tick(time: 0.1 + 10 * IntegratorBody.step)])
        #expect(frame.phase == .settling)
        #expect(frame.targetPageOffset == screenW)
        #expect(frame.pageOffset > 100 && frame.pageOffset < screenW)
        frame = try p.step([.tick(time: 5)])
        #expect(frame.phase == .idle)
        #expect(frame.pageOffset == screenW)
        #expect(frame.selectedIndex == 1)
    }

    @Test func offsetsDependOnTheEventTimesNotTheTickRate() throws {
        func offsets(every ticks: Int) throws -> [Double] {
            var p = try pager()
            _ = try p.step([
                .tick(time: 0), .dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: 150),
                .dragEnded(time: 0.1, velocity: 500),
            ])
            var seen: [Double] = []
            for k in 1...(120 / ticks) {
                let frame = try p.step([.tick(time: 0.1 + Double(k * ticks) / 120)])
                seen.append(frame.pageOffset)
            }
            return seen
        }
        let fine = try offsets(every: 1)  // 120 Hz
        let coarse = try offsets(every: 4)  // 30 Hz
        for (k, offset) in coarse.enumerated() {
            expectClose(offset, fine[4 * k + 3], tolerance: 1e-9)
        }
    }

    @Test func theConstantsAreChecked() {
        expectInputError(.outOfRange, field: "IntegratorBody.duration") {
            try IntegratorBody(duration: 0.5, friction: 0.68).validate()
        }
        expectInputError(.outOfRange, field: "IntegratorBody.friction") {
            try IntegratorBody(duration: 25, friction: 1).validate()
        }
        expectInputError(.notFinite, field: "IntegratorBody.duration") {
            try IntegratorBody(duration: .nan, friction: 0.5).validate()
        }
    }
}
