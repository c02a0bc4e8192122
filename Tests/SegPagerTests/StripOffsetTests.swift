// Tests StripOffset.swift: StripGeometry.stripOffset(at:style:selectedIndex:currentOffset:)
// against seed 000's three branches and Android's calculateScrollXForTab,
// every policy, containment and timing, validation, and properties (RTL
// mirror, monotone, contained) over random strips.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// seed 000's scrolling strip: items 100, 120, 140, 90, 110, 80 wide packed from 0
/// in a 320 wide screen. Frames x 0, 100, 220, 360, 450, 560; centres 50, 160,
/// 290, 405, 505, 600; content 640, max offset 320.
func seed000Strip(_ direction: Direction = .leftToRight) throws -> Strip {
    try strip(titles: [100, 120, 140, 90, 110, 80], viewport: 320) { $0.direction = direction }
}

@Suite("Seed 000 RHNavController strip offset")
struct Seed000StripOffsetTests {
    /// seed 000 `setScrollViewContentOffsetWithItem`, branch by branch.
    static func seedOffset(center: Double, contentSize: Double, screen: Double, total: Double) -> Double {
        if screen >= total { return 0 }  // `return` before moving: the strip stays at 0
        if center - screen / 2 <= 0 { return 0 }
        if center - screen / 2 > 0 && contentSize - center > screen / 2 { return center - screen / 2 }
        if contentSize - center <= screen / 2 { return contentSize - screen }
        return .nan
    }

    @Test(arguments: StripScrollTiming.allCases)
    func tappedItemIsCentredAndClampedInAllThreeBranches(timing: StripScrollTiming) throws {
        let nav = try seed000Strip()
        let style = offsetStyle {
            $0.policy = .center
            $0.containment = .clamp
            $0.timing = timing
        }
        // branch 1 (items 0, 1: centre − W/2 ≤ 0), branch 2 (items 2, 3), branch 3 (items 4, 5)
        let expected: [Double] = [0, 0, 130, 245, 320, 320]
        for i in 0..<6 {
            let seed = Self.seedOffset(center: nav.frames[i].midX, contentSize: 640, screen: 320, total: 640)
            #expect(seed == expected[i])
            expectClose(try nav.stripOffset(at: Double(i), style: style, selectedIndex: i), seed, "item \(i)")
        }
    }

    @Test func stripThatFitsNeverMoves() throws {
        // seed 000: `if (kScreen_W >= totalItemWidth) return;` — 60 + 80 + 100 ≤ 375
        let nav = try strip(titles: [60, 80, 100], viewport: 375) { $0.fitPolicy = .growItems }
        for policy in StripScrollPolicy.allCases {
            for p in [0, 0.5, 1, 2, 3.5, -1] {
                let style = offsetStyle { $0.policy = policy }
                #expect(
                    try nav.stripOffset(at: p, style: style, currentOffset: 50) == 0, "\(policy) p = \(p)")
                #expect(Self.seedOffset(center: 0, contentSize: 375, screen: 375, total: 240) == 0)
            }
        }
    }
}

@Suite("Strip offset")
struct StripOffsetTests {
    static func offset(
        _ p: Double, _ configure: (inout StripOffsetStyle) -> Void, selected: Int? = nil, current: Double = 0,
        direction: Direction = .leftToRight
    ) throws -> Double {
        try seed000Strip(direction).stripOffset(
            at: p, style: offsetStyle(configure), selectedIndex: selected, currentOffset: current)
    }

    @Test func progressiveCentreMatchesCalculateScrollXForTab() throws {
        // reference §A.4 (widths 100, 120, 80, 150, 90; W = 200): (2, 0) = 160; (2, 0.5) = 217
        // after Java's truncation (217.5 exactly); (0, 0) = −50 → 0; (4, 0) = 395 → 340
        let tabs = try strip(titles: [100, 120, 80, 150, 90], viewport: 200)
        let center = StripOffsetStyle()
        expectClose(try tabs.stripOffset(at: 2, style: center), 160)
        expectClose(try tabs.stripOffset(at: 2.5, style: center), 217.5)
        #expect(try tabs.stripOffset(at: 0, style: center) == 0)
        expectClose(try tabs.stripOffset(at: 4, style: center), 340)
        // base + (w_i + w_{i+1})/2·f, before clamping
        for f in stride(from: 0.0, through: 1, by: 0.125) {
            expectClose(try tabs.stripOffset(at: 1 + f, style: center), 60 + (120 + 80) / 2 * f, "f = \(f)")
        }
    }

    @Test func leadingPutsTheLeadingEdgeAtTheMargin() throws {
        let leading: (inout StripOffsetStyle) -> Void = {
            $0.policy = .leading
            $0.margin = 12
        }
        expectClose(try Self.offset(2, leading), 220 - 12)
        #expect(try Self.offset(0, leading) == 0)  // −12, clamped
        #expect(try Self.offset(5, leading) == 320)  // 548, clamped
        // right to left, the leading edge is the right one: 420 + 12 − 320
        expectClose(try Self.offset(2, leading, direction: .rightToLeft), 112)
    }

    @Test func trailingPutsTheTrailingEdgeAtTheMargin() throws {
        let trailing: (inout StripOffsetStyle) -> Void = {
            $0.policy = .trailing
            $0.margin = 12
        }
        expectClose(try Self.offset(3, trailing), 450 + 12 - 320)
        #expect(try Self.offset(0, trailing) == 0)
        // right to left, item 3 is [190, 280] and its trailing edge the left one: 190 − 12
        expectClose(try Self.offset(3, trailing, direction: .rightToLeft), 178)
    }

    @Test func centreIgnoresTheMargin() throws {
        expectClose(try Self.offset(3) { $0.margin = 30 }, 405 - 160)
    }

    @Test func alwaysCentreIsNeverClamped() throws {
        let always: (inout StripOffsetStyle) -> Void = { $0.policy = .alwaysCenter }
        #expect(try Self.offset(0, always) == 50 - 160)  // negative for the first item
        #expect(try Self.offset(5, always) == 600 - 160)  // past the max offset 320
        expectClose(try Self.offset(3, always), 245)
        // overscroll holds the end item's offset
        #expect(try Self.offset(-1, always) == -110)
        #expect(try Self.offset(7.5, always) == 440)
    }

    @Test func containmentNoneKeepsTheAlignedOffset() throws {
        let free: (inout StripOffsetStyle) -> Void = {
            $0.policy = .leading
            $0.margin = 12
            $0.containment = .none
        }
        #expect(try Self.offset(0, free) == -12)
        #expect(try Self.offset(5, free) == 548)
        #expect(try Self.offset(0) { $0.containment = .none } == -110)
    }

    @Test func minimalMovesOnlyAsFarAsNeeded() throws {
        let minimal: (inout StripOffsetStyle) -> Void = {
            $0.policy = .minimal
            $0.margin = 12
        }
        // viewport [100, 420]: item 2 [220, 360] ± 12 is inside → no move
        #expect(try Self.offset(2, minimal, current: 100) == 100)
        // item 3 [360, 450] + 12 passes the right edge 420 → 462 − 320
        expectClose(try Self.offset(3, minimal, current: 100), 142)
        // item 4 [450, 560] + 12 → its right edge at the viewport's right
        expectClose(try Self.offset(4, minimal, current: 100), 572 - 320)
        // item 1 [100, 220] − 12 → its left edge at the viewport's left
        expectClose(try Self.offset(1, minimal, current: 100), 88)
        #expect(try Self.offset(0, minimal, current: 100) == 0)  // −12, clamped
        #expect(try Self.offset(5, minimal, current: 100) == 320)  // 332, clamped
        #expect(
            try Self.offset(
                0,
                {
                    minimal(&$0)
                    $0.containment = .none
                }, current: 100) == -12)
    }

    @Test func noneKeepsTheCurrentOffset() throws {
        let none: (inout StripOffsetStyle) -> Void = { $0.policy = .none }
        #expect(try Self.offset(4.5, none, current: 77) == 77)
        #expect(try Self.offset(4.5, none, current: 1000) == 320)
        #expect(try Self.offset(4.5, none, current: -50) == 0)
        #expect(
            try Self.offset(
                4.5,
                {
                    none(&$0)
                    $0.containment = .none
                }, current: 1000) == 1000)
    }

    @Test func progressiveFollowsThePositionAndOnCommitTheSelection() throws {
        // progressive: the focus's centre lerp(290, 405, 0.4) = 336 → 176, whatever the selection
        expectClose(try Self.offset(2.4) { _ in }, 176)
        expectClose(try Self.offset(2.4, { _ in }, selected: 0), 176)
        let onCommit: (inout StripOffsetStyle) -> Void = { $0.timing = .onCommit }
        expectClose(try Self.offset(2.4, onCommit, selected: 2), 130)
        expectClose(try Self.offset(2.4, onCommit, selected: 3), 245)
        // no selection given: the nearest item to p
        expectClose(try Self.offset(2.4, onCommit), 130)
        expectClose(try Self.offset(2.5, onCommit), 245)
    }

    @Test func rightToLeftCentreIsTheMirror() throws {
        // max offset − the LTR offset: item 2's centre is 640 − 290 = 350 → 190 = 320 − 130
        for p in stride(from: -0.5, through: 5.5, by: 0.25) {
            let ltr = try Self.offset(p) { _ in }
            let rtl = try Self.offset(p, { _ in }, direction: .rightToLeft)
            expectClose(rtl, 320 - ltr, "p = \(p)")
        }
        expectClose(try Self.offset(2, { _ in }, direction: .rightToLeft), 190)
    }

    @Test func emptyStripHasOffsetZero() throws {
        let empty = try strip(titles: [], viewport: 320)
        for policy in StripScrollPolicy.allCases {
            #expect(
                try empty.stripOffset(at: 0, style: offsetStyle { $0.policy = policy }, currentOffset: 40)
                    == 0)
        }
    }
}

@Suite("Strip offset validation")
struct StripOffsetValidationTests {
    @Test func defaultsMatchTheHeader() throws {
        let style = StripOffsetStyle()
        try style.validate()
        #expect(style.policy == .center && style.containment == .clamp && style.timing == .progressive)
        #expect(style.margin == 0)
    }

    @Test func negativeOrNonFiniteMarginIsRejected() throws {
        let nav = try seed000Strip()
        let negative = offsetStyle { $0.margin = -1 }
        expectInputError(.outOfRange, field: "StripOffsetStyle.margin") { try negative.validate() }
        expectInputError(.outOfRange, field: "StripOffsetStyle.margin") {
            try nav.stripOffset(at: 1, style: negative)
        }
        let nan = offsetStyle { $0.margin = .nan }
        expectInputError(.notFinite, field: "StripOffsetStyle.margin") {
            try nav.stripOffset(at: 1, style: nan)
        }
    }

    @Test func nonFinitePositionOrCurrentOffsetIsRejected() throws {
        let nav = try seed000Strip()
        for bad in [Double.nan, .infinity, -.infinity] {
            expectInputError(.notFinite, field: "p") {
                try nav.stripOffset(at: bad, style: StripOffsetStyle())
            }
            expectInputError(.notFinite, field: "currentOffset") {
                try nav.stripOffset(at: 1, style: StripOffsetStyle(), currentOffset: bad)
            }
        }
    }

    @Test func selectedIndexOutsideTheItemsIsRejected() throws {
        let nav = try seed000Strip()
        for timing in StripScrollTiming.allCases {
            for selected in [-1, 6, 100] {
                expectInputError(.indexOutOfRange, field: "selectedIndex", "\(timing) \(selected)") {
                    try nav.stripOffset(
                        at: 1, style: offsetStyle { $0.timing = timing }, selectedIndex: selected)
                }
            }
        }
    }

    @Test func badGeometryIsRejected() throws {
        var nav = try seed000Strip()
        nav.viewportWidth = -1
        expectInputError(.outOfRange, field: "StripGeometry.viewportWidth") {
            try nav.stripOffset(at: 1, style: StripOffsetStyle())
        }
        nav = try seed000Strip()
        nav.frames[2].x = .nan
        expectInputError(.notFinite, field: "ItemFrame.x") {
            try nav.stripOffset(at: 2, style: StripOffsetStyle())
        }
    }
}

@Suite("Strip offset properties")
struct StripOffsetPropertyTests {
    /// A random valid offset style.
    static func randomStyle(_ rng: inout SplitMix64) -> StripOffsetStyle {
        var style = StripOffsetStyle()
        style.policy = rng.pick(StripScrollPolicy.allCases)
        style.containment = rng.pick(StripContainment.allCases)
        style.timing = rng.pick(StripScrollTiming.allCases)
        style.margin = rng.chance(0.4) ? 0 : rng.length(0...40)
        return style
    }

    @Test func rightToLeftIsTheMirrorOfLeftToRight() throws {
        try forEachMirroredStrips(seed: 0x0F_F3E0) { i, strips, rng throws in
            let (ltr, rtl) = (strips.leftToRight, strips.rightToLeft)
            guard ltr.count > 0 else { return }
            let style = Self.randomStyle(&rng)
            let maxOffset = ltr.maxOffset
            let tolerance = 1e-9 * (1 + ltr.contentWidth)
            for _ in 0..<5 {
                let p = rng.uniform(-2...Double(ltr.count + 1))
                let selected = rng.int(0...(ltr.count - 1))
                let current = rng.uniform(-50...(maxOffset + 50))
                if style.policy == .minimal {
                    // only where the focus and its margins fit: otherwise one side must win
                    let span = PositionSpan(p, count: ltr.count)
                    let a = ltr.frames[style.timing == .onCommit ? selected : span.lower]
                    let b = ltr.frames[style.timing == .onCommit ? selected : span.upper]
                    if max(a.width, b.width) + 2 * style.margin > ltr.viewportWidth { continue }
                }
                let l = try ltr.stripOffset(
                    at: p, style: style, selectedIndex: selected, currentOffset: current)
                let r = try rtl.stripOffset(
                    at: p, style: style, selectedIndex: selected, currentOffset: maxOffset - current)
                #expect(
                    abs(r - (maxOffset - l)) <= tolerance,
                    "case \(i) p = \(p) \(style): ltr \(l) rtl \(r); \(strips)")
            }
        }
    }

    @Test func centreProgressiveIsMonotoneInPosition() throws {
        try forEachMirroredStrips(seed: 0x0F_F404) { i, strips, rng throws in
            guard strips.leftToRight.count > 0 else { return }
            for (strip, sign) in [(strips.leftToRight, 1.0), (strips.rightToLeft, -1.0)] {
                for containment in StripContainment.allCases {
                    let style = offsetStyle { $0.containment = containment }
                    var previous = -Double.infinity
                    let tolerance = 1e-9 * (1 + strip.contentWidth)
                    for k in 0...40 {
                        let p = -1 + Double(k) / 40 * Double(strip.count + 1)
                        let offset = sign * (try strip.stripOffset(at: p, style: style))
                        #expect(
                            offset >= previous - tolerance,
                            "case \(i) \(strip.direction) \(containment) p = \(p); \(strips)")
                        previous = offset
                    }
                }
            }
        }
    }

    @Test func clampKeepsTheOffsetInRangeAndFittingStripsAtZero() throws {
        try forEachRandomStrip(seed: 0x0F_FC1A) { i, strips, strip, rng throws in
            var style = Self.randomStyle(&rng)
            style.containment = .clamp
            let p = rng.uniform(-3...Double(strip.count + 2))
            let current = rng.uniform(-100...2000)
            let offset = try strip.stripOffset(at: p, style: style, currentOffset: current)
            #expect(offset.isFinite, "case \(i)")
            if !strip.scrolls || strip.count == 0 {
                #expect(offset == 0, "case \(i) \(style): \(offset); \(strips)")
            } else if style.policy != .alwaysCenter {
                #expect(offset >= 0 && offset <= strip.maxOffset, "case \(i) \(style): \(offset); \(strips)")
            }
        }
    }

    @Test func onCommitIsTheOffsetAtTheSelectedItem() throws {
        try forEachRandomStrip(seed: 0x0F_FC03) { i, strips, strip, rng throws in
            guard strip.count > 0 else { return }
            var style = Self.randomStyle(&rng)
            let selected = rng.int(0...(strip.count - 1))
            let p = rng.uniform(-3...Double(strip.count + 2))
            style.timing = .onCommit
            let committed = try strip.stripOffset(
                at: p, style: style, selectedIndex: selected, currentOffset: 10)
            style.timing = .progressive
            let resting = try strip.stripOffset(at: Double(selected), style: style, currentOffset: 10)
            #expect(committed == resting, "case \(i) \(style); \(strips)")
        }
    }
}
