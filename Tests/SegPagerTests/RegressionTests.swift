// Regression tests for behaviours a review found wrong in the first version of
// the strip-at-a-position code (RGBAColor.swift, Indicator.swift, StripOffset.swift,
// Appearance.swift). Each names the input that failed.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Strip at a position regressions")
struct StripPositionRegressionTests {
    @Test func okLabRoundTripsWithinOneMillionthEvenNearDarkBlue() {
        // The 10-digit published inverse lost 1.16e-6 in blue for this colour.
        let colors = [
            RGBAColor(red: 0.18197276826974762, green: 0.948700060540109, blue: 0.02924271517557475),
            RGBAColor(red: 0.5007, green: 0.9917, blue: 0.02508),
        ]
        var random = SplitMix64(seed: 0x0c01_0b1a)
        var all = colors
        for _ in 0..<2000 {
            all.append(
                RGBAColor(
                    red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1)))
        }
        for color in all {
            let back = RGBAColor(color.okLab)
            #expect(abs(back.red - color.red) <= 1e-6)
            #expect(abs(back.green - color.green) <= 1e-6)
            #expect(abs(back.blue - color.blue) <= 1e-6)
        }
    }

    @Test func fadeAlphaStaysWithinZeroAndOneUnderAnOvershootingCurve() throws {
        // CubicBezier(0.5, -0.5, 0.5, 1.5) eased 0.2 to -0.071, giving alpha 1.142.
        let geometry = strip(
            frames: [ItemFrame(x: 0, width: 200), ItemFrame(x: 200, width: 200)], content: 400, viewport: 400)
        var style = IndicatorStyle()
        style.transition = .fade
        style.easing = .cubicBezier(CubicBezier(0.5, -0.5, 0.5, 1.5))
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            let alpha = try geometry.indicator(at: p, style: style).alpha
            #expect((0...1).contains(alpha), "p = \(p): alpha \(alpha)")
        }
    }

    @Test func sideInsetsWiderThanTheItemStillMirrorInRTL() throws {
        // One 8-wide frame, trailing inset 13: LTR gave x = 0, RTL x = 13 (the mirror is 8).
        var style = IndicatorStyle()
        style.widthMode = .item
        style.trailingInset = 13
        let frames = [ItemFrame(x: 0, width: 8)]
        let ltr = try strip(frames: frames, content: 8, viewport: 8).indicator(at: 0, style: style)
        let rtl = try strip(frames: frames, content: 8, viewport: 8, direction: .rightToLeft)
            .indicator(at: 0, style: style)
        #expect(ltr.width == 0)
        expectClose(rtl.x, 8 - ltr.x - ltr.width)
    }

    @Test func aTieBetweenZeroWidthItemsIsMirroredInRTL() throws {
        // Two zero-width frames at x = 20 with titles 30 and 50: both directions gave x = 3.9101.
        let frames = [ItemFrame(x: 20, width: 0), ItemFrame(x: 20, width: 0)]
        var style = IndicatorStyle()
        style.transition = .elastic
        let metrics = items([30, 50])
        let ltr = try Strip(
            frames: frames, items: metrics, contentWidth: 40, viewportWidth: 40, height: 44,
            direction: .leftToRight
        ).indicator(at: 0.3, style: style)
        let rtl = try Strip(
            frames: frames, items: metrics, contentWidth: 40, viewportWidth: 40, height: 44,
            direction: .rightToLeft
        ).indicator(at: 0.3, style: style)
        expectClose(rtl.x, 40 - ltr.x - ltr.width)
        expectClose(rtl.width, ltr.width)
    }

    @Test func theSelectedIndexIsCheckedEvenWhenTheStripFits() throws {
        // Titles [60, 80, 100] in 375 with selectedIndex 5 returned 0.
        let geometry = try strip(titles: [60, 80, 100], viewport: 375)
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try geometry.stripOffset(at: 1, style: StripOffsetStyle(), selectedIndex: 5)
        }
        let empty = try strip(titles: [], viewport: 375)
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try empty.indicator(at: 0, style: IndicatorStyle(), selectedIndex: 0)
        }
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try empty.stripOffset(at: 0, style: StripOffsetStyle(), selectedIndex: 0)
        }
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try geometry.appearances(of: 1..<1, at: 1, style: AppearanceStyle(), selectedIndex: 9)
        }
    }

    @Test func titleCenterIsSeed002LeftAlignmentWithAFixedWidth() throws {
        // seed 002 AlignLeft with indicatorWidth 24: centre = cell.center.x − subWidth/2.
        // A 70-wide cell (title 50 + subtitle 20) from x = 0: centre 25, so x = 13.
        var style = IndicatorStyle()
        style.widthMode = .fixed
        style.width = 24
        style.alignment = .titleCenter
        let geometry = Strip(
            frames: [ItemFrame(x: 0, width: 70)], items: [ItemMetrics(contentWidth: 50, subtitleWidth: 20)],
            contentWidth: 70, viewportWidth: 70, height: 44, direction: .leftToRight)
        expectClose(try geometry.indicator(at: 0, style: style).x, 13)
    }

    @Test func itemLessSubtitleAtTheLeadingEdgeIsSeed002LeftAlignmentInEqualParts() throws {
        // seed 002 AlignLeft, indicatorWidth 0: lineWidth = cell.width − subWidth,
        // centre = cell.center.x − subWidth/2, so the line is [cell.x, cell.maxX − subWidth].
        // Equal parts: 3 cells of (300 − 0)/3 = 100, selected subtitles 20, 0, 30.
        var style = IndicatorStyle()
        style.widthMode = .itemLessSubtitle
        style.alignment = .leading
        let items = [20.0, 0, 30].map {
            ItemMetrics(
                contentWidth: 40, selectedContentWidth: 44, subtitleWidth: $0, selectedSubtitleWidth: $0)
        }
        let frames = [0.0, 100, 200].map { ItemFrame(x: $0, width: 100) }
        let ltr = Strip(
            frames: frames, items: items, contentWidth: 300, viewportWidth: 300, height: 44,
            direction: .leftToRight)
        for (i, expected) in [(0, (0.0, 80.0)), (1, (100, 100)), (2, (200, 70))] {
            let line = try ltr.indicator(at: Double(i), style: style)
            expectClose(line.x, expected.0)
            expectClose(line.width, expected.1)
        }
        // RTL mirrors it: the title on the right, the subtitle at its left.
        let rtl = Strip(
            frames: Array(frames.reversed()), items: items, contentWidth: 300, viewportWidth: 300, height: 44,
            direction: .rightToLeft)
        let first = try rtl.indicator(at: 0, style: style)
        expectClose(first.x, 220)
        expectClose(first.width, 80)
        // Without metrics it is the item, as .item.
        let bare = Strip(
            frames: frames, items: [], contentWidth: 300, viewportWidth: 300, height: 44,
            direction: .leftToRight)
        expectClose(try bare.indicator(at: 2, style: style).width, 100)
    }

    @Test func minimalShowsTheLeadingEdgeInBothDirectionsWhenTheFocusIsTooWide() throws {
        // Frames (0,100), (100,400), (500,100) in a 300 viewport at p = 1: LTR 100, RTL 200.
        let ltrFrames = [
            ItemFrame(x: 0, width: 100), ItemFrame(x: 100, width: 400), ItemFrame(x: 500, width: 100),
        ]
        let rtlFrames = ltrFrames.map { ItemFrame(x: 600 - $0.x - $0.width, width: $0.width) }
        var style = StripOffsetStyle()
        style.policy = .minimal
        let ltr = try strip(frames: ltrFrames, content: 600, viewport: 300).stripOffset(at: 1, style: style)
        let rtl = try strip(frames: rtlFrames, content: 600, viewport: 300, direction: .rightToLeft)
            .stripOffset(at: 1, style: style)
        expectClose(ltr, 100)
        expectClose(rtl, 600 - 300 - ltr)
    }

    @Test func rtlFramesStayOrderedWhenRoundingWouldPushOneBelowZero() throws {
        // Titles [0, 0, 1, 255.27028600203917, 0, 0] in RTL put item 3 at x = -2.8e-14,
        // left of the zero-width items at 0, and the hit test at its edge found nothing.
        var rtl = StripStyle()
        rtl.direction = .rightToLeft
        let layout = try laidOut([0, 0, 1, 255.27028600203917, 0, 0], rtl, viewport: 0)
        for frame in layout.frames { #expect(frame.x >= 0) }
        for (left, right) in zip(layout.frames.dropFirst(), layout.frames) { #expect(left.x <= right.x) }
        for (i, frame) in layout.frames.enumerated() where frame.width > 0 {
            #expect(try StripHitTesting.item(at: frame.x, in: layout.frames) == i)
        }
        #expect(layout.contentWidth >= layout.frames.map(\.maxX).max() ?? 0)
    }
}

@Suite("Pager regressions")
struct PagerRegressionTests {
    @Test func settingItemsWhileOverscrolledBeforeTheFirstPageDoesNotTrap() throws {
        // A drag to offset −300 (position −0.8), then new items: the fallback selection
        // was min(Int(−0.8.rounded()), count − 1) = −1, and ids[−1] trapped.
        var pager = try seed000Pager()
        _ = try pager.step([.tick(time: 0), .dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: -300)])
        try pager.setItems(ids: [101, 102, 103, 104, 105], metrics: items([50, 50, 50, 50, 50]))
        #expect(pager.selectedIndex == 0)
        try pager.setItems(ids: [], metrics: [])
        _ = try pager.step([.dragMoved(time: 1.2, pageOffset: -300)])
        try pager.setItems(ids: [7, 8], metrics: items([50, 50]))
        #expect(pager.selectedIndex == 0)
    }

    @Test func aDragDuringATapDoesNotMakeTheStripJump() throws {
        // Frame A mid-tap and frame B at the drag's start drew different strips:
        // indicator 125.12/69.00 → 125.37/78.43, strip offset 24.23 → 0.
        var pager = try seed000Pager()
        _ = try pager.step([.tick(time: 0), .tabTapped(time: 1, index: 5)])
        let a = try pager.step([.tick(time: 1.1)])
        let b = try pager.step([.dragBegan(time: 1.1)])
        #expect(b.phase == .dragging)
        expectClose(b.pageOffset, a.pageOffset)
        expectClose(b.strip.indicator.x, a.strip.indicator.x)
        expectClose(b.strip.indicator.width, a.strip.indicator.width)
        expectClose(b.strip.stripOffset, a.strip.stripOffset)
        #expect(b.pages.map(\.page) == a.pages.map(\.page))
        // ...and it hands over to the finger within the tap duration.
        let c = try pager.step([.dragMoved(time: 2, pageOffset: b.pageOffset)])
        let geometry = try seed000StripGeometry()
        expectClose(c.strip.indicator.x, try geometry.indicator(at: c.position, style: IndicatorStyle()).x)
    }

    @Test func aBatchThatFailsWhileApplyingChangesNothing() throws {
        // A resize to 1e308 passed validation, then the page offset overflowed:
        // the resize stayed applied and every later step threw. (Since 0.8.0
        // a viewport past 10^12 is refused with the batch's checks.)
        var pager = try seed000Pager()
        _ = try pager.step([.tick(time: 0), .select(time: 0, index: 3, animated: false)])
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            try pager.step([.resized(time: 1, viewportWidth: 1e308, stripViewportWidth: 0)])
        }
        let frame = try pager.step([.tick(time: 1.2)])
        expectClose(frame.pageOffset, 3 * screenW)
    }
}

@Suite("Pager regressions found by the extreme-value stress run")
struct PagerStressRegressionTests {
    @Test func settingItemsDuringALoopingTapAcrossTheSeamDoesNotTrap() throws {
        // A looping tap from 0 to the last tab targets virtual index −1; setItems
        // indexed ids[−1] to keep the target by id and trapped.
        var pager = try makePager(viewport: 375, ids: [10, 11, 12], widths: [10, 10, 10]) {
            $0.isLooping = true
            $0.driver = .host
        }
        _ = try pager.step([.tick(time: 0), .tabTapped(time: 1, index: 2)])
        try pager.setItems(ids: [12, 10], metrics: items([10, 10]))
        #expect(pager.selectedIndex == 0)  // id 12, the tapped tab, now at index 0
    }

    @Test func settingItemsOnAnEmptyPagerThatIsSettlingDoesNotTrap() throws {
        // An empty pager dragged and released is "settling" onto nothing; setItems
        // then read ids[0] of the old, empty list.
        var pager = try makePager(viewport: 375, ids: [], widths: []) { $0.settleMode = .curve }
        _ = try pager.step([.dragMoved(time: 1, pageOffset: -900), .dragEnded(time: 1.1, velocity: 0)])
        try pager.setItems(ids: [1, 2, 3], metrics: items([10, 10, 10]))
        #expect(pager.selectedIndex != nil)
    }
}
