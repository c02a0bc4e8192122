// Tests StripOffset+Snaps.swift: the strip offset on Embla's contained snaps
// (StripContainment.trimSnaps, .keepSnaps), with the numbers of Embla's
// containScroll-ltr.test.ts (davidjerleke/embla-carousel at 25eff504),
// signs flipped to offsets.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// A strip over Embla fixture frames (offsetLeft, offsetWidth).
private func emblaStrip(
    _ slides: [(Double, Double)], content: Double, viewport: Double, _ direction: Direction = .leftToRight
) -> Strip {
    var frames = slides.map { ItemFrame(x: $0.0, width: $0.1) }
    if direction == .rightToLeft { frames = frames.map { ItemFrame(x: content - $0.maxX, width: $0.width) } }
    return Strip(
        frames: frames, items: [], contentWidth: content, viewportWidth: viewport, height: 44,
        direction: direction)
}

/// containScroll-ltr.fixture.ts FIXTURE_CONTAIN_SCROLL_LTR_1: content 1660 in a 1000 view.
private let fixture1: [(Double, Double)] = [
    (0, 100), (100, 200), (300, 150), (450, 250), (700, 130), (830, 100), (930, 200), (1130, 150),
    (1280, 250), (1530, 130),
]
/// FIXTURE_CONTAIN_SCROLL_LTR_2: the same with 10-point margins, content 1860.
private let fixture2: [(Double, Double)] = [
    (10, 100), (130, 200), (350, 150), (520, 250), (790, 130), (940, 100), (1060, 200), (1280, 150),
    (1450, 250), (1720, 130),
]

private func offsets(
    _ strip: Strip, _ policy: StripScrollPolicy, _ containment: StripContainment = .trimSnaps,
    margin: Double = 0
) throws -> [Double] {
    let style = offsetStyle {
        $0.policy = policy
        $0.containment = containment
        $0.margin = margin
    }
    return try (0..<strip.count).map { i throws(InputError) in
        try strip.stripOffset(at: Double(i), style: style)
    }
}

@Suite("Strip offset on Embla's snaps")
struct StripOffsetSnapsTests {
    @Test func centreLandsOnEmblasKeptSnaps() throws {
        // "keepSnaps" WITHOUT MARGINS, Center: [0, 0, 0, -75, -265, -380, -530, -660, -660, -660].
        let strip = emblaStrip(fixture1, content: 1660, viewport: 1000)
        #expect(try offsets(strip, .center) == [0, 0, 0, 75, 265, 380, 530, 660, 660, 660])
        #expect(try offsets(strip, .center, .keepSnaps) == [0, 0, 0, 75, 265, 380, 530, 660, 660, 660])
    }

    @Test func leadingAndTrailingAreEmblasStartAndEnd() throws {
        // "keepSnaps" WITHOUT MARGINS, Start and End.
        let strip = emblaStrip(fixture1, content: 1660, viewport: 1000)
        #expect(try offsets(strip, .leading) == [0, 100, 300, 450, 660, 660, 660, 660, 660, 660])
        #expect(try offsets(strip, .trailing) == [0, 0, 0, 0, 0, 0, 130, 280, 530, 660])
    }

    @Test func theEndsAreForcedWhereAClampKeepsTheStartGap() throws {
        // "keepSnaps" WITH MARGINS, Start: [0, -130, -350, -520, -790, -860 ×5];
        // a clamp leaves item 0 at its x, 10.
        let strip = emblaStrip(fixture2, content: 1860, viewport: 1000)
        #expect(try offsets(strip, .leading) == [0, 130, 350, 520, 790, 860, 860, 860, 860, 860])
        #expect(try offsets(strip, .leading, .clamp)[0] == 10)
        // End: [0 ×5, -40, -260, -430, -700, -860].
        #expect(try offsets(strip, .trailing) == [0, 0, 0, 0, 0, 40, 260, 430, 700, 860])
    }

    @Test func contentAtMostTwoPointsWiderDoesNotScroll() throws {
        // "Content size is 2 pixels wider than viewport": the one snap 0.
        let two = emblaStrip([(0, 501), (501, 501)], content: 1002, viewport: 1000)
        #expect(try offsets(two, .center) == [0, 0])
        #expect(try offsets(two, .center, .clamp) == [0, 2])
        // "3 pixels wider": snaps 0 and -3.
        let three = emblaStrip([(0, 502), (502, 501)], content: 1003, viewport: 1000)
        #expect(try offsets(three, .center) == [0, 3])
    }

    @Test func aSnapWithinAPointOfAnEndMovesOntoIt() throws {
        // ScrollContain.ts: item 1 centred is at 100 + 50.5 − 150 = 0.5 ≤ 1 from 0.
        let strip = emblaStrip([(0, 100), (100, 101), (201, 300)], content: 501, viewport: 300)
        #expect(try offsets(strip, .center) == [0, 0, 201])
        #expect(try offsets(strip, .center, .clamp)[1] == 0.5)
    }

    @Test func progressiveInterpolatesBetweenTheTwoSnaps() throws {
        let strip = emblaStrip(fixture1, content: 1660, viewport: 1000)
        let style = offsetStyle { $0.containment = .trimSnaps }
        // Between snaps 75 (item 3) and 265 (item 4).
        #expect(try strip.stripOffset(at: 3.5, style: style) == 170)
        #expect(try strip.stripOffset(at: 3.25, style: style) == 122.5)
        // Overscroll holds the end snaps.
        #expect(try strip.stripOffset(at: -1, style: style) == 0)
        #expect(try strip.stripOffset(at: 12, style: style) == 660)
        var onCommit = style
        onCommit.timing = .onCommit
        #expect(try strip.stripOffset(at: 3.5, style: onCommit, selectedIndex: 4) == 265)
    }

    @Test func theMarginIsInsideTheAlignment() throws {
        // Leading with margin 20: each item's x − 20, contained.
        let strip = emblaStrip(fixture1, content: 1660, viewport: 1000)
        #expect(try offsets(strip, .leading, margin: 20) == [0, 80, 280, 430, 660, 660, 660, 660, 660, 660])
        #expect(try offsets(strip, .trailing, margin: 20) == [0, 0, 0, 0, 0, 0, 150, 300, 550, 660])
    }

    @Test func rightToLeftMirrorsLeftToRight() throws {
        let ltr = emblaStrip(fixture2, content: 1860, viewport: 1000)
        let rtl = emblaStrip(fixture2, content: 1860, viewport: 1000, .rightToLeft)
        for policy in [StripScrollPolicy.leading, .center, .trailing] {
            let l = try offsets(ltr, policy)
            let r = try offsets(rtl, policy)
            #expect(r == l.map { 860 - $0 }, "\(policy)")
        }
    }

    @Test func otherPoliciesKeepTheClamp() throws {
        let strip = emblaStrip(fixture2, content: 1860, viewport: 1000)
        for policy in [StripScrollPolicy.alwaysCenter, .minimal, .none] {
            for p in [0, 2.5, 9] {
                let trim = offsetStyle {
                    $0.policy = policy
                    $0.containment = .trimSnaps
                }
                var clamp = trim
                clamp.containment = .clamp
                #expect(
                    try strip.stripOffset(at: p, style: trim, currentOffset: 300)
                        == strip.stripOffset(at: p, style: clamp, currentOffset: 300), "\(policy) \(p)")
            }
        }
    }
}
