// Embla Carousel's snaps, groups and loop points, with the numbers of
// Embla's own tests (davidjerleke/embla-carousel at 25eff504,
// packages/embla-carousel/src/__tests__/*.test.ts and their fixtures).
// Embla's expectations are translates; ours are offsets, so every
// expected number below is Embla's with its sign flipped.
import SegPager
import SegPagerTestSupport
import Testing

/// Frames from Embla's fixtures: (offsetLeft, offsetWidth) of each slide,
/// the container at 0.
private func frames(_ slides: [(Double, Double)]) -> [ItemFrame] {
    slides.map { ItemFrame(x: $0.0, width: $0.1) }
}

// containScroll-ltr.fixture.ts
private let contain1 = frames([
    (0, 100), (100, 200), (300, 150), (450, 250), (700, 130), (830, 100), (930, 200), (1130, 150),
    (1280, 250), (1530, 130),
])
private let contain2 = frames([
    (10, 100), (130, 200), (350, 150), (520, 250), (790, 130), (940, 100), (1060, 200), (1280, 150),
    (1450, 250), (1720, 130),
])
// Fixture 6's container sits at offsetLeft 6 and its slides at 0, 87, ...
// 781: Embla's snaps are −|6 − offsetLeft|, so relative to the container
// the slides are at |0 − 6| = 6, then 87 − 6 = 81, ... 781 − 6 = 775.
private let contain6 = frames([
    (6, 87), (81, 87), (168, 87), (254, 87), (341, 87), (428, 87), (515, 87), (602, 87), (688, 87), (775, 87),
])
private let contain7 = frames([(0, 215), (215, 215), (431, 215), (646, 215), (861, 215), (1077, 215)])
private let contain8 = frames([(0, 400), (400, 400), (799, 400), (1199, 400)])
// slidesToScroll-ltr.fixture.ts
private let slides1 = frames([
    (0, 500), (500, 500), (1000, 250), (1250, 250), (1500, 250), (1750, 250), (2000, 500), (2500, 500),
    (3000, 500), (3500, 501),
])
private let slides2 = frames([
    (20, 480), (520, 480), (1020, 235), (1275, 235), (1530, 235), (1785, 235), (2040, 480), (2540, 480),
    (3040, 480), (3540, 481),
])
private let slides3 = frames([(0, 576), (576, 576), (1152, 576), (1728, 576), (2304, 576), (2880, 576)])

private func options(
    _ alignment: SnapAlignment = .center, _ containment: SnapContainment = .trimSnaps,
    _ grouping: SnapGrouping = .count(1), loops: Bool = false, endGap: Double = 0
) -> SnapOptions {
    var options = SnapOptions()
    options.alignment = alignment
    options.containment = containment
    options.grouping = grouping
    options.loops = loops
    options.endGap = endGap
    return options
}

private func snaps(_ frames: [ItemFrame], _ view: Double, _ options: SnapOptions) throws -> SnapList {
    try ScrollSnaps(frames: frames, viewSize: view, options: options).snaps()
}

/// The items of each snap, as Embla's `slidesBySnap`.
private func itemsOfEachSnap(_ list: SnapList) -> [[Int]] {
    var groups = [[Int]](repeating: [], count: list.offsets.count)
    for (item, snap) in list.snapOfItem.enumerated() { groups[snap].append(item) }
    return groups
}

struct EmblaSnapCase: Sendable, CustomTestStringConvertible {
    let name: String
    let frames: [ItemFrame]
    let view: Double
    let options: SnapOptions
    let offsets: [Double]
    let itemsBySnap: [[Int]]?
    var testDescription: String { name }

    /// Expects the snaps of `frames` in `view` with `options` to be Embla's
    /// `offsets`, and their items Embla's `itemsBySnap` where the case gives them.
    func expectEmblasSnaps(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = try snaps(frames, view, options)
        #expect(list.offsets == offsets, sourceLocation: sourceLocation)
        if let expected = itemsBySnap {
            #expect(itemsOfEachSnap(list) == expected, sourceLocation: sourceLocation)
        }
    }
}

@Suite("Embla's scroll snaps")
struct ScrollSnapsTests {
    // containScroll-ltr.test.ts: each case names its describe and test.
    static let trimCases: [EmblaSnapCase] = [
        EmblaSnapCase(
            name: "1 trimSnaps WITHOUT MARGINS Start", frames: contain1, view: 1000, options: options(.start),
            offsets: [0, 100, 300, 450, 660], itemsBySnap: [[0], [1], [2], [3], [4, 5, 6, 7, 8, 9]]),
        EmblaSnapCase(
            name: "2 trimSnaps WITHOUT MARGINS Center", frames: contain1, view: 1000,
            options: options(.center),
            offsets: [0, 75, 265, 380, 530, 660], itemsBySnap: [[0, 1, 2], [3], [4], [5], [6], [7, 8, 9]]),
        EmblaSnapCase(
            name: "3 trimSnaps WITHOUT MARGINS End", frames: contain1, view: 1000, options: options(.end),
            offsets: [0, 130, 280, 530, 660], itemsBySnap: [[0, 1, 2, 3, 4, 5], [6], [7], [8], [9]]),
        EmblaSnapCase(
            name: "4 trimSnaps WITHOUT MARGINS Custom viewSize*0.1", frames: contain1, view: 1000,
            options: options(.fraction(0.1)), offsets: [0, 200, 350, 600, 660],
            itemsBySnap: [[0, 1], [2], [3], [4], [5, 6, 7, 8, 9]]),
        EmblaSnapCase(
            name: "5 trimSnaps WITH MARGINS Start", frames: contain2, view: 1000,
            options: options(.start, endGap: 10), offsets: [0, 130, 350, 520, 790, 860],
            itemsBySnap: [[0], [1], [2], [3], [4], [5, 6, 7, 8, 9]]),
        EmblaSnapCase(
            name: "6 trimSnaps WITH MARGINS Center", frames: contain2, view: 1000,
            options: options(.center, endGap: 10), offsets: [0, 145, 355, 490, 660, 855, 860],
            itemsBySnap: [[0, 1, 2], [3], [4], [5], [6], [7], [8, 9]]),
        EmblaSnapCase(
            name: "7 trimSnaps WITH MARGINS End", frames: contain2, view: 1000,
            options: options(.end, endGap: 10),
            offsets: [0, 40, 260, 430, 700, 860], itemsBySnap: nil),
        EmblaSnapCase(
            name: "8 trimSnaps WITH MARGINS Custom", frames: contain2, view: 1000,
            options: options(.fraction(0.1), endGap: 10), offsets: [0, 30, 250, 420, 690, 840, 860],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "9 Content size is 2 pixels wider than viewport", frames: frames([(0, 501), (501, 501)]),
            view: 1000, options: options(), offsets: [0], itemsBySnap: [[0, 1]]),
        EmblaSnapCase(
            name: "10 Content size is 3 pixels wider than viewport", frames: frames([(0, 502), (502, 501)]),
            view: 1000, options: options(), offsets: [0, 3], itemsBySnap: [[0], [1]]),
        EmblaSnapCase(
            name: "11 Content size is less than viewport", frames: frames([(0, 200), (200, 200)]), view: 1000,
            options: options(), offsets: [0], itemsBySnap: [[0, 1]]),
        EmblaSnapCase(
            name: "12 Snaps at the START diff less than 1 pixel", frames: contain6, view: 434,
            options: options(),
            offsets: [0, 80.5, 167.5, 254.5, 341.5, 428],
            itemsBySnap: [[0, 1, 2], [3], [4], [5], [6], [7, 8, 9]]),
        EmblaSnapCase(
            name: "13 Snaps at the END diff less than 1 pixel", frames: contain7, view: 646,
            options: options(),
            offsets: [0, 215.5, 430.5, 646], itemsBySnap: [[0, 1], [2], [3], [4, 5]]),
        EmblaSnapCase(
            name: "14 Unexpected 1 pixel snaps are NOT present at the end", frames: contain8, view: 799,
            options: options(.start), offsets: [0, 400, 800], itemsBySnap: [[0], [1], [2, 3]]),
    ]

    // containScroll-ltr.test.ts, "keepSnaps" describes: one snap per slide.
    static let keepCases: [EmblaSnapCase] = [
        EmblaSnapCase(
            name: "1 keepSnaps WITHOUT MARGINS Start", frames: contain1, view: 1000,
            options: options(.start, .keepSnaps), offsets: [0, 100, 300, 450, 660, 660, 660, 660, 660, 660],
            itemsBySnap: (0..<10).map { [$0] }),
        EmblaSnapCase(
            name: "2 keepSnaps WITHOUT MARGINS Center", frames: contain1, view: 1000,
            options: options(.center, .keepSnaps), offsets: [0, 0, 0, 75, 265, 380, 530, 660, 660, 660],
            itemsBySnap: (0..<10).map { [$0] }),
        EmblaSnapCase(
            name: "3 keepSnaps WITHOUT MARGINS End", frames: contain1, view: 1000,
            options: options(.end, .keepSnaps), offsets: [0, 0, 0, 0, 0, 0, 130, 280, 530, 660],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "4 keepSnaps WITHOUT MARGINS Custom", frames: contain1, view: 1000,
            options: options(.fraction(0.1), .keepSnaps),
            offsets: [0, 0, 200, 350, 600, 660, 660, 660, 660, 660],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "5 keepSnaps WITH MARGINS Start", frames: contain2, view: 1000,
            options: options(.start, .keepSnaps, endGap: 10),
            offsets: [0, 130, 350, 520, 790, 860, 860, 860, 860, 860], itemsBySnap: nil),
        EmblaSnapCase(
            name: "6 keepSnaps WITH MARGINS Center", frames: contain2, view: 1000,
            options: options(.center, .keepSnaps, endGap: 10),
            offsets: [0, 0, 0, 145, 355, 490, 660, 855, 860, 860], itemsBySnap: nil),
        EmblaSnapCase(
            name: "7 keepSnaps WITH MARGINS End", frames: contain2, view: 1000,
            options: options(.end, .keepSnaps, endGap: 10), offsets: [0, 0, 0, 0, 0, 40, 260, 430, 700, 860],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "8 keepSnaps WITH MARGINS Custom", frames: contain2, view: 1000,
            options: options(.fraction(0.1), .keepSnaps, endGap: 10),
            offsets: [0, 30, 250, 420, 690, 840, 860, 860, 860, 860], itemsBySnap: nil),
        EmblaSnapCase(
            name: "9 keepSnaps 2 pixels wider than viewport", frames: frames([(0, 501), (501, 501)]),
            view: 1000,
            options: options(.center, .keepSnaps), offsets: [0], itemsBySnap: [[0, 1]]),
        EmblaSnapCase(
            name: "10 keepSnaps 3 pixels wider than viewport", frames: frames([(0, 502), (502, 501)]),
            view: 1000,
            options: options(.center, .keepSnaps), offsets: [0, 3], itemsBySnap: [[0], [1]]),
        EmblaSnapCase(
            name: "11 keepSnaps less than viewport", frames: frames([(0, 200), (200, 200)]), view: 1000,
            options: options(.center, .keepSnaps), offsets: [0], itemsBySnap: [[0, 1]]),
    ]

    // slidesToScroll-ltr.test.ts: "auto" and "Custom number 2", each with
    // LOOP:FALSE, LOOP:FALSE and CONTAINSCROLL:FALSE, LOOP:TRUE.
    static let groupCases: [EmblaSnapCase] = [
        EmblaSnapCase(
            name: "1 auto WITHOUT MARGINS LOOP:FALSE", frames: slides1, view: 1000,
            options: options(.center, .trimSnaps, .auto),
            offsets: [0, 1000, 2000, 3001], itemsBySnap: [[0, 1], [2, 3, 4, 5], [6, 7], [8, 9]]),
        EmblaSnapCase(
            name: "2 auto WITHOUT MARGINS CONTAINSCROLL:FALSE", frames: slides1, view: 1000,
            options: options(.center, .none, .auto), offsets: [0, 1000, 2000, 3000.5],
            itemsBySnap: [[0, 1], [2, 3, 4, 5], [6, 7], [8, 9]]),
        EmblaSnapCase(
            name: "3 auto WITHOUT MARGINS LOOP:TRUE", frames: slides1, view: 1000,
            options: options(.center, .trimSnaps, .auto, loops: true), offsets: [0, 1000, 2000, 3000.5],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "4 auto WITH MARGINS LOOP:FALSE", frames: slides2, view: 1000,
            options: options(.center, .trimSnaps, .auto, endGap: 20), offsets: [0, 1020, 2030, 3041],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "5 auto WITH MARGINS CONTAINSCROLL:FALSE", frames: slides2, view: 1000,
            options: options(.center, .none, .auto, endGap: 20), offsets: [10, 1020, 2030, 3030.5],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "6 auto WITH MARGINS LOOP:TRUE", frames: slides2, view: 1000,
            options: options(.center, .trimSnaps, .auto, loops: true, endGap: 20),
            offsets: [10, 1020, 2030, 3030.5], itemsBySnap: nil),
        EmblaSnapCase(
            name: "7 auto slide wider than viewport LOOP:FALSE", frames: slides3, view: 480,
            options: options(.center, .trimSnaps, .auto), offsets: [0, 624, 1200, 1776, 2352, 2976],
            itemsBySnap: (0..<6).map { [$0] }),
        EmblaSnapCase(
            name: "8 auto slide wider than viewport CONTAINSCROLL:FALSE", frames: slides3, view: 480,
            options: options(.center, .none, .auto), offsets: [48, 624, 1200, 1776, 2352, 2928],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "9 auto slide wider than viewport LOOP:TRUE", frames: slides3, view: 480,
            options: options(.center, .trimSnaps, .auto, loops: true),
            offsets: [48, 624, 1200, 1776, 2352, 2928],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "10 number 2 WITHOUT MARGINS LOOP:FALSE", frames: slides1, view: 1000,
            options: options(.center, .trimSnaps, .count(2)), offsets: [0, 750, 1250, 2000, 3001],
            itemsBySnap: [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]]),
        EmblaSnapCase(
            name: "11 number 2 WITHOUT MARGINS CONTAINSCROLL:FALSE", frames: slides1, view: 1000,
            options: options(.center, .none, .count(2)), offsets: [0, 750, 1250, 2000, 3000.5],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "12 number 2 WITHOUT MARGINS LOOP:TRUE", frames: slides1, view: 1000,
            options: options(.center, .trimSnaps, .count(2), loops: true),
            offsets: [0, 750, 1250, 2000, 3000.5],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "13 number 2 WITH MARGINS LOOP:FALSE", frames: slides2, view: 1000,
            options: options(.center, .trimSnaps, .count(2), endGap: 20),
            offsets: [0, 765, 1275, 2030, 3041],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "14 number 2 WITH MARGINS CONTAINSCROLL:FALSE", frames: slides2, view: 1000,
            options: options(.center, .none, .count(2), endGap: 20), offsets: [10, 765, 1275, 2030, 3030.5],
            itemsBySnap: nil),
        EmblaSnapCase(
            name: "15 number 2 WITH MARGINS LOOP:TRUE", frames: slides2, view: 1000,
            options: options(.center, .trimSnaps, .count(2), loops: true, endGap: 20),
            offsets: [10, 765, 1275, 2030, 3030.5], itemsBySnap: nil),
    ]

    /// Every case of the three tables above: the check is the same, only
    /// Embla's test file differs.
    @Test(arguments: trimCases + keepCases + groupCases)
    func snapsMatchEmblasContainScrollAndSlidesToScrollTests(_ c: EmblaSnapCase) throws {
        try c.expectEmblasSnaps()
    }

    @Test func autoGroupsAreEmblasChunks() throws {
        // slidesToScroll-ltr.test.ts "auto" WITHOUT MARGINS: [0,1] [2..5] [6,7] [8,9].
        let auto = try ScrollSnaps(
            frames: slides1, viewSize: 1000, options: options(.center, .trimSnaps, .auto))
        #expect(auto.groupFirsts() == [0, 2, 6, 8])
        // SlidesToScroll.ts: the last slide is 501 wide, so with the 2-point
        // tolerance 500 + 501 = 1001 <= 1002 still fits; tolerance 0 splits it.
        var strict = options(.center, .trimSnaps, .auto)
        strict.pixelTolerance = 0
        #expect(
            try ScrollSnaps(frames: slides1, viewSize: 1000, options: strict).groupFirsts() == [
                0, 2, 6, 8, 9,
            ])
        // A number k: chunks of k, the last one short.
        #expect(
            try ScrollSnaps(frames: slides1, viewSize: 1000, options: options(.center, .none, .count(3)))
                .groupFirsts() == [0, 3, 6, 9])
        #expect(try ScrollSnaps(frames: [], viewSize: 1000).groupFirsts() == [])
    }

    // loop-ltr.test.ts, "Carousel with slides WITHOUT MARGINS": align start,
    // LOOP_POINTS_START = [-660.5, -760.5, -960.5, -1110.5, -1360.5,
    // -1490.5, -1590.5] for slides 0-6, each translated by 1660 at its point.
    @Test func loopPointsMatchEmblasLoopTest() throws {
        let snaps = try ScrollSnaps(frames: contain1, viewSize: 1000, options: options(.start, loops: true))
        #expect(snaps.contentSize == 1660)
        let loop = snaps.loopPoints()
        #expect(loop.canLoop)
        #expect(loop.points.map(\.index) == Array(0...6))
        #expect(loop.points.map(\.offset) == [660.5, 760.5, 960.5, 1110.5, 1360.5, 1490.5, 1590.5])
        #expect(loop.points.allSatisfy { $0.edge == .end && $0.shiftBefore == 0 && $0.shiftAfter == 1660 })
        // "To loop point location: 3": slides 0-3 at +1660, 4-6 at 0.
        let at3 = snaps.loopShifts(at: 1110.5)
        #expect(at3 == [1660, 1660, 1660, 1660, 0, 0, 0, 0, 0, 0])
        // "Just before loop point location (0.01px): 1": only slide 0 shifted.
        #expect(snaps.loopShifts(at: 760.5 - 0.01) == [1660, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(snaps.loopShifts(at: 0) == [Double](repeating: 0, count: 10))
    }

    @Test func centredLoopBringsTheLastItemsInFront() throws {
        // SlideLooper.ts with align center (Embla's default): the first snap
        // is (1000 − 100)/2 = 450 in front of slide 0, filled from the last
        // slide backwards: 130 + 250 + 150 = 530 > 450, so slides 9, 8, 7.
        let snaps = try ScrollSnaps(frames: contain1, viewSize: 1000, options: options(.center, loops: true))
        let loop = snaps.loopPoints()
        let start = loop.points.filter { $0.edge == .start }
        #expect(start.map(\.index) == [9, 8, 7])
        // start bound x + width − 0.5 − content: 1530 + 130 − 0.5 − 1660,
        // 1280 + 250 − 0.5 − 1660, 1130 + 150 − 0.5 − 1660.
        #expect(start.map(\.offset) == [-0.5, -130.5, -380.5])
        // The end points fill 1000 − 450 − 1 = 549 from slide 0: 100 + 200
        // + 150 + 250 = 700 > 549, so slides 0-3; end bound x − 1000 + 0.5 + 1660.
        let end = loop.points.filter { $0.edge == .end }
        #expect(end.map(\.index) == [0, 1, 2, 3])
        #expect(end.map(\.offset) == [660.5, 760.5, 960.5, 1110.5])
        #expect(loop.canLoop)
        // At offset −450 (the first centred snap) slides 9, 8, 7 are drawn in front.
        #expect(snaps.loopShifts(at: -450) == [0, 0, 0, 0, 0, 0, 0, -1660, -1660, -1660])
    }

    @Test func aFewWideItemsCannotLoopWithoutAGap() throws {
        // SlideLooper.ts canLoop: two 400-wide items in a 1000 view leave the
        // other item 400 < 1000 for every loop point.
        let wide = try ScrollSnaps(
            frames: frames([(0, 400), (400, 400)]), viewSize: 1000, options: options(.start, loops: true))
        #expect(!wide.loopPoints().canLoop)
        // Three 600-wide items: each leaves the others 1200 >= 1000, no gap.
        let three = try ScrollSnaps(
            frames: frames([(0, 600), (600, 600), (1200, 600)]), viewSize: 1000,
            options: options(.start, loops: true))
        let loop = three.loopPoints()
        #expect(loop.canLoop)
        #expect(loop.points.map(\.index) == [0, 1])
        // End bounds x − 1000 + 0.5 + 1800: 800.5 and 1400.5. Scrolled to
        // the last item (1200..2200) item 0 follows it (1800..2400); item 1
        // joins from 1400.5 on.
        #expect(loop.points.map(\.offset) == [800.5, 1400.5])
        #expect(three.loopShifts(at: 1200) == [1800, 0, 0])
        #expect(three.loopShifts(at: 1400.5) == [1800, 1800, 0])
    }

    @Test func roundsAsJavaScriptsToFixed() throws {
        // ScrollContain.ts rounds with toFixed(3): a third of 100 lands on 33.333.
        let third = 100.0 / 3
        let row = frames([(0, third), (third, third), (2 * third, 500)])
        let list = try snaps(row, 300, options(.start, .keepSnaps))
        let expected: [Double] = [0, 33.333, 266.667]
        #expect(list.offsets == expected)
        let centred = try snaps(
            frames([(0, 100), (100, 101), (201, 300)]), 300, options(.center, .keepSnaps))
        // (300 − 101)/2 = 99.5 from 100: the snap is 0.5, within a point of 0, so 0.
        #expect(centred.offsets == [0, 0, 201])
    }

    @Test func rejectsBadInput() {
        expectInputError(.outOfRange, field: "viewSize") { try ScrollSnaps(frames: [], viewSize: -1) }
        expectInputError(.notFinite, field: "viewSize") { try ScrollSnaps(frames: [], viewSize: .nan) }
        expectInputError(.outOfRange, field: "ItemFrame.x") {
            try ScrollSnaps(frames: frames([(100, 100), (50, 100)]), viewSize: 100)
        }
        expectInputError(.outOfRange, field: "ItemFrame.width") {
            try ScrollSnaps(frames: frames([(0, -1)]), viewSize: 100)
        }
        expectInputError(.notFinite, field: "ItemFrame.x") {
            try ScrollSnaps(frames: frames([(.infinity, 1)]), viewSize: 100)
        }
        var bad = SnapOptions()
        bad.grouping = .count(0)
        expectInputError(.outOfRange, field: "SnapOptions.slidesToScroll") {
            try ScrollSnaps(frames: [], viewSize: 1, options: bad)
        }
        bad = SnapOptions()
        bad.alignment = .fraction(.nan)
        expectInputError(.notFinite, field: "SnapOptions.alignFraction") {
            try ScrollSnaps(frames: [], viewSize: 1, options: bad)
        }
        bad = SnapOptions()
        bad.pixelTolerance = -1
        expectInputError(.outOfRange, field: "SnapOptions.pixelTolerance") {
            try ScrollSnaps(frames: [], viewSize: 1, options: bad)
        }
    }

    // Properties: over random rows, contained snaps are non-decreasing and
    // inside [0, content − view]; groups cover every item exactly once;
    // every item's snap is a valid index, and non-decreasing.
    @Test func snapsAreMonotoneInsideTheBoundsAndGroupsCoverEveryItemOnce() throws {
        var seed: UInt64 = 0x5eed_e4b1a
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for round in 0..<400 {
            let count = Int(next() * 12)
            var x = (next() < 0.3 ? next() * 20 : 0)
            var row: [ItemFrame] = []
            for _ in 0..<count {
                let width = (next() * 400).rounded()
                row.append(ItemFrame(x: x, width: width))
                x += width + (next() < 0.5 ? (next() * 20).rounded() : 0)
            }
            var options = SnapOptions()
            options.alignment = [.start, .center, .end, .fraction(next() - 0.25)][round % 4]
            options.containment = SnapContainment.allCases[round % 3]
            options.grouping = round % 5 == 0 ? .auto : .count(1 + round % 3)
            options.endGap = next() < 0.5 ? 0 : 10
            let view = (next() * 900).rounded()
            let snaps = try ScrollSnaps(frames: row, viewSize: view, options: options)
            let firsts = snaps.groupFirsts()
            var covered: [Int] = []
            for (g, first) in firsts.enumerated() {
                covered += Array(first..<(g + 1 < firsts.count ? firsts[g + 1] : count))
            }
            #expect(covered == Array(0..<count), "round \(round)")
            let list = snaps.snaps()
            #expect(list.snapOfItem.count == count)
            #expect(list.snapOfItem.allSatisfy { list.offsets.indices.contains($0) })
            #expect(zip(list.snapOfItem, list.snapOfItem.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(zip(list.offsets, list.offsets.dropFirst()).allSatisfy { $0 <= $1 }, "round \(round)")
            if options.containment != .none {
                // Inside the bounds, but for the rounding to 3 decimals.
                let maximum = max(0, snaps.contentSize - view) + 0.0005
                #expect(list.offsets.allSatisfy { $0 >= 0 && $0 <= maximum }, "round \(round)")
                #expect(count == 0 || list.offsets.first == 0)
            }
            if options.containment == .trimSnaps && list.offsets.count > 1 {
                // Trimmed: no repeats of the end snaps.
                #expect(list.offsets.filter { $0 == list.offsets[0] }.count == 1)
                #expect(list.offsets.filter { $0 == list.offsets[list.offsets.count - 1] }.count == 1)
            }
        }
    }
}
