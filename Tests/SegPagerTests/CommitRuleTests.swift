// Tests CommitRule.swift (and Tolerance.swift): the selected index at a
// position, against each seed's own page formula over a sweep of offsets.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// Offsets 0, W/8, 2W/8, … 4W: every eighth of a page, so exact halves and
/// exact pages are included. The widths are the seeds' screens (320, 375,
/// 390, 414), for which every x and x/W below is exact in binary.
let seedScreenWidths: [Double] = [320, 375, 390, 414]
let seedSweep: [Double] = (0...32).map { Double($0) / 8 }

/// The engine's answer for full-width pages at offset `x`.
func engineSelection(x: Double, width: Double, rule: CommitRule, pageCount: Int = 5) throws -> Int? {
    let p = try fullWidthPages(width, count: pageCount).position(atPageOffset: x)
    return try rule.selectedIndex(at: p, pageCount: pageCount)
}

@Suite("Seed page rules")
struct SeedPageRuleTests {
    @Test(arguments: seedScreenWidths)
    func seed000IsNearest(width W: Double) throws {
        for fraction in seedSweep {
            let x = fraction * W
            // seed 000: NSInteger selectIndex = (contentOffset.x + kScreen_W / 2) / kScreen_W
            let seed = Int((x + W / 2) / W)
            #expect(try engineSelection(x: x, width: W, rule: .nearest) == seed, "x = \(x), W = \(W)")
        }
    }

    @Test(arguments: seedScreenWidths)
    func seed001IsNearest(width W: Double) throws {
        for fraction in seedSweep {
            let x = fraction * W
            // seed 001: (NSInteger)roundf(contentOffset.x / frame.size.width); half away from zero
            let seed = Int((x / W).rounded(.toNearestOrAwayFromZero))
            #expect(try engineSelection(x: x, width: W, rule: .nearest) == seed, "x = \(x), W = \(W)")
        }
    }

    @Test(arguments: seedScreenWidths)
    func seed003IsNearestWithRatioFromThePosition(width W: Double) throws {
        let pages = fullWidthPages(W, count: 5)
        for fraction in seedSweep {
            let x = fraction * W
            // seed 003: NSInteger page = width/320 + 0.5; offsetRatio = width/320 − page
            let seedPage = Int(x / W + 0.5)
            let seedRatio = x / W - Double(seedPage)
            let p = try pages.position(atPageOffset: x)
            let selected = try CommitRule.nearest.selectedIndex(at: p, pageCount: 5)
            #expect(selected == seedPage, "x = \(x), W = \(W)")
            expectClose(p - Double(selected ?? -1), seedRatio, "ratio at x = \(x), W = \(W)")
            // the ratio stays within half a page of the selected page: [−0.5, 0.5)
            #expect(seedRatio >= -0.5 && seedRatio < 0.5)
        }
    }

    @Test(arguments: seedScreenWidths)
    func seed004IsFloor(width W: Double) throws {
        for fraction in seedSweep {
            let x = fraction * W
            // seed 004: NSInteger index = scrollView.contentOffset.x / SCREEN_WIDTH
            let seed = Int(x / W)
            #expect(try engineSelection(x: x, width: W, rule: .floor) == seed, "x = \(x), W = \(W)")
        }
    }

    @Test func seedFormulasAgreeOnRandomOffsets() throws {
        // Random screens and offsets inside the pages (no overscroll, which the seeds
        // don't clamp), away from the 1e-9 band where the engine snaps on purpose.
        try forEachCase(seed: 0xC0_4417) { i, rng throws in
            let W = rng.uniform(200...1200)
            let x = rng.uniform(0...(4 * W))
            let q = x / W
            guard abs(q - q.rounded()) > 1e-7, abs(q - q.rounded(.down) - 0.5) > 1e-7 else { return }
            let nearest = try engineSelection(x: x, width: W, rule: .nearest)
            let floor = try engineSelection(x: x, width: W, rule: .floor)
            #expect(nearest == Int((x + W / 2) / W), "case \(i): seed 000, x \(x) W \(W)")
            #expect(
                nearest == Int((x / W).rounded(.toNearestOrAwayFromZero)),
                "case \(i): seed 001, x \(x) W \(W)")
            #expect(nearest == Int(x / W + 0.5), "case \(i): seed 003, x \(x) W \(W)")
            #expect(floor == Int(x / W), "case \(i): seed 004, x \(x) W \(W)")
        }
    }

    @Test func seedTapMovesThePagerToIndexTimesWidth() throws {
        // seed 000: setContentOffset:CGPointMake(kScreen_W * index, 0) on a tap;
        // seed 003: setContentOffset:CGPointMake(320 * position, 0)
        for W in seedScreenWidths {
            let pages = fullWidthPages(W, count: 5)
            for index in 0..<5 {
                expectClose(try pages.pageOffset(atPosition: Double(index)), W * Double(index))
            }
        }
    }
}

@Suite("Selected index")
struct SelectedIndexTests {
    @Test func nearestSendsExactlyHalfWayToTheHigherPage() throws {
        #expect(try CommitRule.nearest.selectedIndex(at: 2.5, pageCount: 5) == 3)
        #expect(try CommitRule.nearest.selectedIndex(at: 2.4999, pageCount: 5) == 2)
        #expect(try CommitRule.nearest.selectedIndex(at: 0.5, pageCount: 5) == 1)
        #expect(try CommitRule.nearest.selectedIndex(at: 2, pageCount: 5) == 2)
    }

    @Test func floorKeepsThePageUntilTheNextIsReached() throws {
        #expect(try CommitRule.floor.selectedIndex(at: 2.99, pageCount: 5) == 2)
        #expect(try CommitRule.floor.selectedIndex(at: 3, pageCount: 5) == 3)
        #expect(try CommitRule.floor.selectedIndex(at: 0.7, pageCount: 5) == 0)
    }

    @Test func positionWithinToleranceCountsAsTheInteger() throws {
        // 2.9999999999 is 1e-10 from 3: it floors to 3, not 2
        #expect(try CommitRule.floor.selectedIndex(at: 2.9999999999, pageCount: 5) == 3)
        #expect(try CommitRule.floor.selectedIndex(at: 3.0000000001, pageCount: 5) == 3)
        #expect(try CommitRule.floor.selectedIndex(at: 2.999999998, pageCount: 5) == 2)
        #expect(try CommitRule.floor.selectedIndex(at: -1e-10, pageCount: 5) == 0)
    }

    @Test func overscrollKeepsTheEndPageSelected() throws {
        #expect(try CommitRule.nearest.selectedIndex(at: -0.7, pageCount: 5) == 0)
        #expect(try CommitRule.floor.selectedIndex(at: -3, pageCount: 5) == 0)
        #expect(try CommitRule.floor.selectedIndex(at: 7.3, pageCount: 5) == 4)
        #expect(try CommitRule.nearest.selectedIndex(at: 4.6, pageCount: 5) == 4)
        #expect(try CommitRule.floor.selectedIndex(at: 1e300, pageCount: 5) == 4)
        #expect(try CommitRule.nearest.selectedIndex(at: -1e300, pageCount: 5) == 0)
    }

    @Test func hugePageCountsClampWithoutTrapping() throws {
        // Double(Int.max - 1) rounds up to 2^63, past Int.max: the clamp must
        // compare before converting, and never return an index >= pageCount.
        #expect(try CommitRule.nearest.selectedIndex(at: 1e300, pageCount: Int.max) == Int.max - 1)
        #expect(try CommitRule.floor.selectedIndex(at: 1e300, pageCount: Int.max) == Int.max - 1)
        let count = (1 << 60) + 1
        #expect(try CommitRule.floor.selectedIndex(at: Double(count), pageCount: count) == count - 1)
        #expect(try CommitRule.floor.selectedIndex(at: 1e18, pageCount: Int.max) == 1_000_000_000_000_000_000)
    }

    @Test func noPagesSelectNothing() throws {
        #expect(try CommitRule.floor.selectedIndex(at: 1, pageCount: 0) == nil)
        #expect(try CommitRule.nearest.selectedIndex(at: 0, pageCount: 0) == nil)
    }

    @Test func badInputIsRejected() {
        for rule in CommitRule.allCases {
            expectInputError(.notFinite, field: "p") { try rule.selectedIndex(at: .nan, pageCount: 5) }
            expectInputError(.notFinite, field: "p") {
                try rule.selectedIndex(at: .infinity, pageCount: 5)
            }
            expectInputError(.notFinite, field: "p") {
                try rule.selectedIndex(at: -.infinity, pageCount: 5)
            }
            expectInputError(.outOfRange, field: "pageCount") { try rule.selectedIndex(at: 1, pageCount: -1) }
            expectInputError(.outOfRange, field: "pageCount") {
                try rule.selectedIndex(at: 1, pageCount: Int.min)
            }
        }
    }

    @Test func selectionIsMonotoneAndInRange() throws {
        try forEachCase(seed: 0xC0_4418) { i, rng throws in
            let count = rng.int(1...20)
            let a = rng.uniform(-3...Double(count + 3))
            let b = a + rng.uniform(0...2)
            for rule in CommitRule.allCases {
                let sa = try rule.selectedIndex(at: a, pageCount: count)
                let sb = try rule.selectedIndex(at: b, pageCount: count)
                #expect(sa.map { (0..<count).contains($0) } == true, "case \(i) \(rule) at \(a)")
                #expect((sa ?? 0) <= (sb ?? -1), "case \(i) \(rule): \(a)→\(sa as Any), \(b)→\(sb as Any)")
            }
            // nearest is floor, or the page after it from half way on
            let floor = try CommitRule.floor.selectedIndex(at: a, pageCount: count) ?? -1
            let nearest = try CommitRule.nearest.selectedIndex(at: a, pageCount: count) ?? -1
            #expect(nearest == floor || nearest == floor + 1, "case \(i) at \(a)")
        }
    }

    @Test func selectionAtEveryPageIsThatPage() throws {
        for count in 1...8 {
            for k in 0..<count {
                for rule in CommitRule.allCases {
                    #expect(try rule.selectedIndex(at: Double(k), pageCount: count) == k)
                }
            }
        }
    }
}

@Suite("Position tolerance")
struct PositionToleranceTests {
    @Test func positionWithinToleranceOfAnIntegerIsThatInteger() {
        #expect(PageGeometry.positionTolerance == 1e-9)
        #expect(PageGeometry.snappedPosition(2.0000000005) == 2)
        #expect(PageGeometry.snappedPosition(1.9999999995) == 2)
        #expect(PageGeometry.snappedPosition(-3.0000000001) == -3)
        #expect(PageGeometry.snappedPosition(1e-12) == 0)
    }

    @Test func positionBeyondToleranceIsUnchanged() {
        #expect(PageGeometry.snappedPosition(2.000000002) == 2.000000002)
        #expect(PageGeometry.snappedPosition(2.25) == 2.25)
        #expect(PageGeometry.snappedPosition(-0.5) == -0.5)
        #expect(PageGeometry.snappedPosition(2.4999999999) == 2.4999999999)
    }

    @Test func nonFinitePositionIsReturnedUnchanged() {
        #expect(PageGeometry.snappedPosition(.nan).isNaN)
        #expect(PageGeometry.snappedPosition(.infinity) == .infinity)
        #expect(PageGeometry.snappedPosition(-.infinity) == -.infinity)
    }

    @Test func snappingMovesAPositionByAtMostTheTolerance() {
        forEachCase(seed: 0x5AA9) { _, rng in
            let k = Double(rng.int(-50...50))
            let p = k + rng.uniform(-3e-9...3e-9)
            let snapped = PageGeometry.snappedPosition(p)
            #expect(abs(snapped - p) <= PageGeometry.positionTolerance)
            #expect(snapped == k || snapped == p)
            #expect((snapped == k) == (abs(p - k) <= PageGeometry.positionTolerance))
        }
    }
}
