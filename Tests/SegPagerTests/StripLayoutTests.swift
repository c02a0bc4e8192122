// Tests StripLayout.swift (with StripStyle.swift, ItemMetrics.swift,
// ItemFrame.swift): seed conformance, every width mode and fit policy,
// validation, and properties over random strips.
import SegPagerTestSupport
import Testing

@testable import SegPager

// MARK: - Seed 000 RHNavController

@Suite("Seed 000 RHNavController")
struct Seed000StripTests {
    @Test func singleItemIsCentredByCenterPolicy() throws {
        // seed 000: one item at CGRectMake((kScreen_W − itemWidth)/2, 0, itemWidth, …)
        let layout = try laidOut([80], style { $0.fitPolicy = .center }, viewport: 375)
        expectClose(layout.xs, [(375 - 80) / 2])  // 147.5
        expectClose(layout.widths, [80])
        #expect(layout.contentWidth == 375)
        #expect(!layout.scrolls)
    }

    @Test func twoItemsHalveTheViewportInEqualMode() throws {
        // seed 000: two items at CGRectMake(i × (kScreen_W/2), 0, kScreen_W/2, …),
        // whatever their titles measure
        let layout = try laidOut([60, 90], style { $0.widthMode = .equal }, viewport: 375)
        expectFrames(layout, widths: [375.0 / 2, 375.0 / 2], xs: [0, 375.0 / 2])
        #expect(!layout.scrolls)
    }

    @Test func itemsThatFitGrowBySpareWidthOverCount() throws {
        // seed 000: itemWidth += (kScreen_W − totalItemWidth)/count, originX += itemWidth;
        // 60 + 80 + 100 = 240 in 375 → each grows by 135/3 = 45
        let grow = style { $0.fitPolicy = .growItems }
        let layout = try laidOut([60, 80, 100], grow, viewport: 375)
        expectFrames(layout, widths: [105, 125, 145], xs: [0, 105, 230])
        #expect(layout.contentWidth == 375)
        #expect(!layout.scrolls)

        // seed 000: 50 + 70 + 90 + 30 = 240 in 320 → each grows by 80/4 = 20
        let four = try laidOut([50, 70, 90, 30], grow, viewport: 320)
        expectFrames(four, widths: [70, 90, 110, 50], xs: [0, 70, 160, 270])
    }

    @Test func itemsExactlyFillingTheViewportStillFit() throws {
        // seed 000: `kScreen_W >= totalItemWidth` fits, so a total of exactly W grows by 0
        let layout = try laidOut([100, 125, 150], style { $0.fitPolicy = .growItems }, viewport: 375)
        #expect(!layout.scrolls)
        expectFrames(layout, widths: [100, 125, 150], xs: [0, 100, 225])
    }

    @Test(arguments: FitPolicy.allCases)
    func itemsThatDoNotFitKeepTheirWidthsAndScroll(policy: FitPolicy) throws {
        // seed 000: contentSize = totalItemWidth, items at originX += itemWidth;
        // 100 + 120 + 140 + 90 = 450 > 320
        let layout = try laidOut([100, 120, 140, 90], style { $0.fitPolicy = policy }, viewport: 320)
        #expect(layout.scrolls)
        expectFrames(layout, widths: [100, 120, 140, 90], xs: [0, 100, 220, 360])
        expectClose(layout.contentWidth, 450)
    }
}

// MARK: - Seed 001 FJSegmentedPager

@Suite("Seed 001 FJSegmentedPager")
struct Seed001StripTests {
    /// seed 001's check: tmpWidth = spacing; for each title tmpWidth += w + spacing;
    /// beyond the limit when tmpWidth > frame.width.
    static func seedFits(_ widths: [Double], spacing: Double, viewportWidth: Double) -> Bool {
        let tmpWidth = widths.reduce(spacing) { $0 + $1 + spacing }
        return !(tmpWidth > viewportWidth)
    }

    /// Edge spacing = cell spacing, so segpager's `leading + Σw + (n−1)·s + trailing`
    /// is the seed's `s + Σ(w + s)`.
    static func seedStyle(spacing: Double) -> StripStyle {
        style {
            $0.fitPolicy = .equalWhenFits
            $0.spacing = spacing
            $0.leadingInset = spacing
            $0.trailingInset = spacing
        }
    }

    @Test func fittingItemsAreEachViewportOverCount() throws {
        // seed 001: 10 + (40+10) + (50+10) + (60+10) = 190 ≤ 320 → tagItemSize = W/n = 320/3
        let layout = try laidOut([40, 50, 60], Self.seedStyle(spacing: 10), viewport: 320)
        #expect(!layout.scrolls)
        expectClose(layout.widths, [320.0 / 3, 320.0 / 3, 320.0 / 3])
        // seed 001 indicator: cellWidth × selectedIndex, i.e. x = i·W/n with no edge spacing
        expectClose(layout.xs, [0, 320.0 / 3, 640.0 / 3])
        #expect(layout.contentWidth == 320)
    }

    @Test func itemsExactlyAtTheLimitFit() throws {
        // seed 001: `tmpWidth > frame.width` is beyond; equality is not:
        // 10 + (80+10) + (90+10) + (110+10) = 320 = W → fits, each 320/3
        let widths: [Double] = [80, 90, 110]
        #expect(Self.seedFits(widths, spacing: 10, viewportWidth: 320))
        let layout = try laidOut(widths, Self.seedStyle(spacing: 10), viewport: 320)
        #expect(!layout.scrolls)
        expectClose(layout.widths, [320.0 / 3, 320.0 / 3, 320.0 / 3])
    }

    @Test func itemsOnePointPastTheLimitScrollWithNaturalWidths() throws {
        // seed 001: 10 + (80+10) + (90+10) + (111+10) = 321 > 320 → beyond the limit:
        // natural widths, minimumInteritemSpacing 10, section inset (edge spacing) 10
        let widths: [Double] = [80, 90, 111]
        #expect(!Self.seedFits(widths, spacing: 10, viewportWidth: 320))
        let layout = try laidOut(widths, Self.seedStyle(spacing: 10), viewport: 320)
        #expect(layout.scrolls)
        expectClose(layout.widths, widths)
        expectClose(layout.xs, [10, 100, 200])
        expectClose(layout.contentWidth, 321)
    }

    @Test func scrollingStripUsesCellSpacingAndEdgeSpacing() throws {
        // seed 001: cell spacing 10 between items, edge spacing 15 in the section insets;
        // 10 + 110 + 130 + 150 = 400 > 320 (beyond by the seed's check and ours)
        var wide = Self.seedStyle(spacing: 10)
        wide.leadingInset = 15
        wide.trailingInset = 15
        let layout = try laidOut([100, 120, 140], wide, viewport: 320)
        #expect(layout.scrolls)
        expectFrames(layout, widths: [100, 120, 140], xs: [15, 125, 255])
        expectClose(layout.contentWidth, 15 + 360 + 20 + 15)
    }

    @Test func fitDecisionMatchesTheSeedsCheck() throws {
        // seed 001's beyondWidthLimitWithTitleArray over random whole-point titles,
        // many of them landing exactly on the limit
        var fits = 0
        var scrolls = 0
        var atLimit = 0
        try forEachCase(seed: 1) { i, rng throws in
            let n = rng.int(1...8)
            let spacing = Double(rng.int(0...15))
            var widths = (0..<n).map { _ in Double(rng.int(10...90)) }
            let seedTotal = widths.reduce(spacing) { $0 + $1 + spacing }
            // A third of the viewports are exactly the seed's total.
            let viewport = rng.chance(0.33) ? seedTotal : Double(rng.int(100...600))
            if viewport == seedTotal { atLimit += 1 }
            if rng.chance(0.1) { widths[0] += 1 }  // one point past the limit
            let layout = try laidOut(widths, Self.seedStyle(spacing: spacing), viewport: viewport)
            let seedFits = Self.seedFits(widths, spacing: spacing, viewportWidth: viewport)
            #expect(layout.scrolls == !seedFits, "case \(i): \(widths) spacing \(spacing) in \(viewport)")
            if seedFits {
                fits += 1
                let expectedX = (0..<n).map { Double($0) * viewport / Double(n) }
                expectClose(layout.xs, expectedX, "case \(i)")
                expectClose(layout.widths, Array(repeating: viewport / Double(n), count: n), "case \(i)")
            } else {
                scrolls += 1
                expectClose(layout.widths, widths, "case \(i)")
                expectClose(layout.xs[0], spacing, "case \(i)")
            }
        }
        #expect(fits > 50 && scrolls > 50 && atLimit > 50)
    }
}

// MARK: - Seed 002 OCSegmentTitleView

@Suite("Seed 002 OCSegmentTitleView")
struct Seed002StripTests {
    @Test func equalPartsAreViewportMinusSpacingsOverCount() throws {
        // seed 002: width = (frame.width − (count − 1)·spacing)/count = (375 − 30)/4 = 86.25
        let layout = try laidOut(
            [10, 20, 30, 40],
            style {
                $0.widthMode = .equal
                $0.spacing = 10
            }, viewport: 375)
        expectFrames(layout, widths: [86.25, 86.25, 86.25, 86.25], xs: [0, 96.25, 192.5, 288.75])
        expectClose(layout.frames[3].maxX, 375)
        #expect(!layout.scrolls)
    }

    /// seed 002's titles: normal font widths, and the selected font's widths.
    static let titles = [
        ItemMetrics(contentWidth: 40, selectedContentWidth: 44),
        ItemMetrics(contentWidth: 52, selectedContentWidth: 58),
        ItemMetrics(contentWidth: 36, selectedContentWidth: 40),
    ]

    /// seed 002: sectionInset left = leftPadding (15), right = rightPadding (20),
    /// spacing 12 between items, fit-content widths.
    static func paddedStyle(selected: Int) -> StripStyle {
        style {
            $0.selectedWidthMode = .selectedOnly
            $0.selectedIndex = selected
            $0.spacing = 12
            $0.leadingInset = 15
            $0.trailingInset = 20
        }
    }

    @Test func fitContentUsesTheSelectedWidthForTheSelectedItemOnly() throws {
        // seed 002: indexPath.row == selected ? titleSelectedFont : titleFont
        let layout = try StripLayout(
            items: Self.titles, style: Self.paddedStyle(selected: 1), viewportWidth: 375)
        expectClose(layout.widths, [40, 58, 36])
        expectClose(layout.xs, [15, 15 + 40 + 12, 15 + 40 + 12 + 58 + 12])  // 15, 67, 137
        #expect(!layout.scrolls)
        #expect(layout.contentWidth == 375)
    }

    @Test func selectingAnotherItemRelaysOutTheStrip() throws {
        // seed 002: the layout depends on the selection in fit-content mode
        let layout = try StripLayout(
            items: Self.titles, style: Self.paddedStyle(selected: 0), viewportWidth: 375)
        expectFrames(layout, widths: [44, 52, 36], xs: [15, 71, 135])
    }

    @Test func paddingCountsTowardsScrolling() throws {
        // seed 002: 15 + 40 + 12 + 58 + 12 + 36 + 20 = 193 > 160 → scrolls, content 193
        let layout = try StripLayout(
            items: Self.titles, style: Self.paddedStyle(selected: 1), viewportWidth: 160)
        #expect(layout.scrolls)
        expectClose(layout.contentWidth, 193)
        expectClose(layout.frames[2].maxX + 20, 193)
    }

    @Test func reserveModeGivesEveryItemTheWiderOfItsWidths() throws {
        // the default: max(normal, selected), so the layout never changes with selection
        var reserve = Self.paddedStyle(selected: 1)
        reserve.selectedWidthMode = .reserve
        let layout = try StripLayout(items: Self.titles, style: reserve, viewportWidth: 375)
        expectClose(layout.widths, [44, 58, 40])
        for selected in 0..<3 {
            reserve.selectedIndex = selected
            let again = try StripLayout(items: Self.titles, style: reserve, viewportWidth: 375)
            #expect(again == layout)
        }
    }

    @Test func titleAndSubtitleSitSideBySide() throws {
        // seed 002: CGSizeMake(size.width + subSize.width, …), each in its selected
        // font for the selected item
        let titled = [
            ItemMetrics(
                contentWidth: 40, selectedContentWidth: 44, subtitleWidth: 24, selectedSubtitleWidth: 26),
            ItemMetrics(
                contentWidth: 30, selectedContentWidth: 33, subtitleWidth: 18, selectedSubtitleWidth: 20),
            ItemMetrics(contentWidth: 50),  // no subtitle
        ]
        let layout = try StripLayout(
            items: titled, style: Self.paddedStyle(selected: 0), viewportWidth: 375)
        expectFrames(layout, widths: [44 + 26, 30 + 18, 50], xs: [15, 15 + 70 + 12, 15 + 70 + 12 + 48 + 12])

        var reserve = Self.paddedStyle(selected: 0)
        reserve.selectedWidthMode = .reserve
        let reserved = try StripLayout(items: titled, style: reserve, viewportWidth: 375)
        expectClose(reserved.widths, [44 + 26, 33 + 20, 50])
    }

    @Test func zeroSelectedWidthsFallBackToTheNormalWidths() throws {
        let plain = [ItemMetrics(contentWidth: 40, subtitleWidth: 12), ItemMetrics(contentWidth: 30)]
        let layout = try StripLayout(
            items: plain, style: Self.paddedStyle(selected: 0), viewportWidth: 375)
        expectClose(layout.widths, [52, 30])
    }
}

// MARK: - Seed 003 UKTabView

@Suite("Seed 003 UKTabView")
struct Seed003StripTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func equalItemsAreViewportOverCount(count: Int) throws {
        // seed 003: make.width.equalTo(self).multipliedBy(1.0/(len + 1)), each left at the
        // previous item's right; indicator itemWidth = frame.width / tabItemViews.count
        let layout = try laidOut(
            Array(repeating: 30, count: count), style { $0.widthMode = .equal }, viewport: 320)
        let w = 320.0 / Double(count)
        expectClose(layout.widths, Array(repeating: w, count: count))
        expectClose(layout.xs, (0..<count).map { Double($0) * w })
        #expect(!layout.scrolls)
    }
}

// MARK: - Width modes

@Suite("Width modes")
struct StripWidthModeTests {
    @Test func fillRaisesNarrowItemsToACommonLevel() throws {
        // [50, 200, 40] in 320: 200 keeps its width, the others share 120 → 60 each
        let fill = style { $0.widthMode = .fill }
        let layout = try laidOut([50, 200, 40], fill, viewport: 320)
        expectFrames(layout, widths: [60, 200, 60], xs: [0, 60, 260])
        #expect(layout.contentWidth == 320)
        #expect(!layout.scrolls)
    }

    @Test func fillSharesWhatIsLeftAfterSpacingAndInsets() throws {
        // available = 360 − 10 − 10 − 2·10 = 320 → the same [60, 200, 60]
        let fill = style {
            $0.widthMode = .fill
            $0.spacing = 10
            $0.leadingInset = 10
            $0.trailingInset = 10
        }
        let layout = try laidOut([50, 200, 40], fill, viewport: 360)
        expectFrames(layout, widths: [60, 200, 60], xs: [10, 80, 290])
        expectClose(layout.frames[2].maxX + 10, 360)
    }

    @Test func fillWithEverythingNarrowIsEqual() throws {
        let layout = try laidOut([10, 20, 30, 40], style { $0.widthMode = .fill }, viewport: 400)
        expectClose(layout.widths, [100, 100, 100, 100])
    }

    @Test func fillKeepsIntrinsicWidthsWhenTheyDoNotFit() throws {
        let layout = try laidOut([150, 200, 40], style { $0.widthMode = .fill }, viewport: 320)
        #expect(layout.scrolls)
        expectClose(layout.widths, [150, 200, 40])
        expectClose(layout.contentWidth, 390)
    }

    @Test func visibleCountSizesItemsSoThatCountOfThemFillTheViewport() throws {
        // w = (375 − 3·10)/4 = 86.25; six items scroll: 6·86.25 + 5·10 = 567.5
        let visible = style {
            $0.widthMode = .visibleCount
            $0.visibleCount = 4
            $0.spacing = 10
        }
        let layout = try laidOut(Array(repeating: 20, count: 6), visible, viewport: 375)
        expectClose(layout.widths, Array(repeating: 86.25, count: 6))
        #expect(layout.scrolls)
        expectClose(layout.contentWidth, 567.5)
        // the fourth item ends exactly at the viewport's edge
        expectClose(layout.frames[3].maxX, 375)
    }

    @Test func fractionalVisibleCountShowsPartOfTheNextItem() throws {
        // w = (375 − 12 − 12 − 3.5·8)/4.5 = 323/4.5 with insets 12
        let visible = style {
            $0.widthMode = .visibleCount
            $0.visibleCount = 4.5
            $0.spacing = 8
            $0.leadingInset = 12
            $0.trailingInset = 12
        }
        let layout = try laidOut(Array(repeating: 20, count: 8), visible, viewport: 375)
        let w = 323.0 / 4.5
        expectClose(layout.widths[0], w)
        // 4.5 items and 3.5 spacings span the viewport between the insets
        expectClose(layout.frames[4].x + w / 2 + 12 - 8 / 2, 375)
    }

    @Test func fixedModeIgnoresTheTitles() throws {
        let fixed = style {
            $0.widthMode = .fixed
            $0.itemWidth = 70
            $0.spacing = 5
        }
        let fits = try laidOut([10, 300, 0], fixed, viewport: 375)
        expectFrames(fits, widths: [70, 70, 70], xs: [0, 75, 150])
        #expect(!fits.scrolls)
        // 6·70 + 5·5 = 445 > 375
        let scrolls = try laidOut(Array(repeating: 1, count: 6), fixed, viewport: 375)
        #expect(scrolls.scrolls)
        expectClose(scrolls.contentWidth, 445)
    }

    @Test func intrinsicAddsPaddingOnBothSides() throws {
        let padded = style {
            $0.itemPadding = 12
            $0.spacing = 4
        }
        let layout = try laidOut([40, 0, 25.5], padded, viewport: 375)
        expectFrames(layout, widths: [64, 24, 49.5], xs: [0, 68, 96])
    }

    @Test func minAndMaxClampIntrinsicWidths() throws {
        let clamped = style {
            $0.minItemWidth = 60
            $0.maxItemWidth = 100
        }
        let layout = try laidOut([30, 80, 150], clamped, viewport: 375)
        expectClose(layout.widths, [60, 80, 100])
    }

    @Test func zeroMaxWidthMeansNoMaximum() throws {
        let layout = try laidOut([30, 500], style { $0.minItemWidth = 60 }, viewport: 375)
        expectClose(layout.widths, [60, 500])
        #expect(layout.scrolls)
    }

    @Test func maxWidthCapsEqualItemsAndTheSpareGoesToTheFitPolicy() throws {
        // 375/3 = 125 capped at 100; centred: (375 − 300)/2 = 37.5 on each side
        let capped = style {
            $0.widthMode = .equal
            $0.maxItemWidth = 100
            $0.fitPolicy = .center
        }
        let layout = try laidOut([1, 2, 3], capped, viewport: 375)
        expectFrames(layout, widths: [100, 100, 100], xs: [37.5, 137.5, 237.5])
    }

    @Test func minWidthCanMakeEqualItemsScroll() throws {
        // 320/10 = 32 raised to 48: 10·48 = 480 > 320
        let floored = style {
            $0.widthMode = .equal
            $0.minItemWidth = 48
        }
        let layout = try laidOut(Array(repeating: 1, count: 10), floored, viewport: 320)
        #expect(layout.scrolls)
        expectClose(layout.widths, Array(repeating: 48, count: 10))
        expectClose(layout.contentWidth, 480)
    }

    @Test func maxWidthCapsTheFillLevel() throws {
        // the level 60 is capped at 55; 10 spare points go to the (leading) fit policy
        let fill = style {
            $0.widthMode = .fill
            $0.maxItemWidth = 200
        }
        let layout = try laidOut([50, 200, 40], fill, viewport: 320)
        expectClose(layout.widths, [60, 200, 60])
        var capped = fill
        capped.maxItemWidth = 55
        let narrow = try laidOut([50, 50, 40], capped, viewport: 320)
        expectFrames(narrow, widths: [55, 55, 55], xs: [0, 55, 110])
    }
}

// MARK: - Fit policies

@Suite("Fit policies")
struct StripFitPolicyTests {
    /// [40, 60, 50] with spacing 10 in 300: packed 170, spare 130.
    func layout(_ policy: FitPolicy, _ widths: [Double] = [40, 60, 50]) throws -> StripLayout {
        try laidOut(
            widths,
            style {
                $0.fitPolicy = policy
                $0.spacing = 10
            }, viewport: 300)
    }

    @Test func leadingPacksAtTheLeadingInset() throws {
        expectClose(try layout(.leading).xs, [0, 50, 120])
    }

    @Test func centerSplitsTheSpareWidthBetweenBothEnds() throws {
        expectClose(try layout(.center).xs, [65, 115, 185])
    }

    @Test func centerCentresBetweenUnequalInsets() throws {
        // packed 20 + 170 + 40 = 230, spare 70: 35 between each inset and the group
        let layout = try laidOut(
            [40, 60, 50],
            style {
                $0.fitPolicy = .center
                $0.spacing = 10
                $0.leadingInset = 20
                $0.trailingInset = 40
            }, viewport: 300)
        expectClose(layout.xs[0] - 20, 35)
        expectClose(300 - 40 - layout.frames[2].maxX, 35)
    }

    @Test func trailingPacksAtTheTrailingInset() throws {
        expectClose(try layout(.trailing).xs, [130, 180, 250])
    }

    @Test func spaceBetweenWidensTheGaps() throws {
        // gap 10 + 130/2 = 75
        let between = try layout(.spaceBetween)
        expectClose(between.xs, [0, 115, 250])
        expectClose(between.frames[2].maxX, 300)
    }

    @Test func spaceBetweenLeavesASingleItemLeading() throws {
        expectClose(try layout(.spaceBetween, [40]).xs, [0])
    }

    @Test func spaceAroundPutsHalfAShareAtEachEnd() throws {
        // 130/3 around each item: 65/3 at the ends, 10 + 130/3 between
        let around = try layout(.spaceAround)
        expectClose(around.xs, [65.0 / 3, 65.0 / 3 + 40 + 10 + 130.0 / 3, 65.0 / 3 + 110 + 260.0 / 3 + 10])
        expectClose(300 - around.frames[2].maxX, 65.0 / 3)
    }

    @Test func spaceEvenlyPutsEqualSharesAtEndsAndGaps() throws {
        // 130/4 = 32.5 at both ends and added to each gap
        let evenly = try layout(.spaceEvenly)
        expectClose(evenly.xs, [32.5, 115, 217.5])
        expectClose(300 - evenly.frames[2].maxX, 32.5)
    }

    @Test func growItemsAddsTheSpareWidthToEachItem() throws {
        let grow = try layout(.growItems)
        expectClose(grow.widths, [40 + 130.0 / 3, 60 + 130.0 / 3, 50 + 130.0 / 3])
        expectClose(grow.frames[2].maxX, 300)
    }

    @Test func equalWhenFitsIgnoresSpacingAndInsets() throws {
        expectClose(try layout(.equalWhenFits).xs, [0, 100, 200])
    }
}

// MARK: - Directions, edges and tolerance

@Suite("Strip layout edges")
struct StripLayoutEdgeTests {
    @Test func rightToLeftPutsItemZeroAtTheRight() throws {
        var packed = StripStyle()
        let left = try laidOut([60, 80, 100], packed, viewport: 375)
        expectClose(left.xs, [0, 60, 140])
        packed.direction = .rightToLeft
        // x = 375 − x_ltr − w
        let right = try laidOut([60, 80, 100], packed, viewport: 375)
        expectFrames(right, widths: [60, 80, 100], xs: [315, 235, 135])
    }

    @Test func rightToLeftScrollingStripMirrorsInsideTheContent() throws {
        let rtl = style {
            $0.direction = .rightToLeft
            $0.leadingInset = 15
            $0.trailingInset = 5
        }
        // content 15 + 450 + 5 = 470; item 0 starts 15 from the right
        let layout = try laidOut([100, 120, 140, 90], rtl, viewport: 320)
        #expect(layout.scrolls)
        expectClose(layout.contentWidth, 470)
        expectClose(layout.xs, [355, 235, 95, 5])
    }

    @Test func rightToLeftFillMatchesTheWaterLevelExample() throws {
        let layout = try laidOut(
            [50, 200, 40],
            style {
                $0.widthMode = .fill
                $0.direction = .rightToLeft
            }, viewport: 320)
        expectClose(layout.xs, [260, 60, 0])
    }

    @Test func emptyStripHasNoFramesAndTheViewportsWidth() throws {
        for mode in ItemWidthMode.allCases where mode != .fixed {
            let layout = try StripLayout(
                items: [ItemMetrics](), style: style { $0.widthMode = mode },
                viewportWidth: 100)
            #expect(layout.frames.isEmpty)
            #expect(layout.contentWidth == 100)
            #expect(!layout.scrolls)
        }
    }

    @Test func emptyStripNeverScrollsWhateverItsInsets() throws {
        // documented: an empty strip has no frames and the viewport's content width
        let insets = style {
            $0.leadingInset = 500
            $0.trailingInset = 20
        }
        let layout = try StripLayout(items: [ItemMetrics](), style: insets, viewportWidth: 100)
        #expect(layout.frames.isEmpty)
        #expect(layout.contentWidth == 100)
        #expect(!layout.scrolls)
    }

    @Test func overflowWithinTheToleranceStillFits() throws {
        // 1e-10 past 300 is within 1e-9 × 300: no scrolling for rounding noise
        let layout = try laidOut([100, 100, 100 + 1e-10], StripStyle(), viewport: 300)
        #expect(!layout.scrolls)
        #expect(layout.contentWidth == 300)
        let past = try laidOut([100, 100, 100 + 1e-6], StripStyle(), viewport: 300)
        #expect(past.scrolls)
        expectClose(past.contentWidth, 300 + 1e-6, tolerance: 1e-15)
    }

    @Test func zeroViewportScrollsAnyPositiveContent() throws {
        let layout = try laidOut([10], viewport: 0)
        #expect(layout.scrolls)
        expectClose(layout.contentWidth, 10)
        let empty = try laidOut([0, 0], viewport: 0)
        #expect(!empty.scrolls)
        #expect(empty.contentWidth == 0)
    }

    @Test func framesReportTheirEdgesAndCentre() {
        let frame = ItemFrame(x: 10, width: 30)
        #expect(frame.maxX == 40)
        #expect(frame.midX == 25)
    }

    @Test func itemMetricsCombineTitleAndSubtitle() {
        let item = ItemMetrics(
            contentWidth: 40, selectedContentWidth: 35, subtitleWidth: 10, selectedSubtitleWidth: 14)
        #expect(item.normalWidth == 50)
        #expect(item.selectedWidth == 49)
        #expect(item.reservedWidth == 54)
    }
}

// MARK: - Validation

@Suite("Strip layout validation")
struct StripLayoutValidationTests {
    func lay(
        _ items: [ItemMetrics] = items([10, 20, 30]), style: StripStyle = StripStyle(),
        in viewport: Double = 300
    )
        throws(InputError) -> StripLayout
    {
        try StripLayout(items: items, style: style, viewportWidth: viewport)
    }

    @Test func nonFiniteViewportIsNotFinite() {
        expectInputError(.notFinite, field: "viewportWidth") { try lay(in: .nan) }
        expectInputError(.notFinite, field: "viewportWidth") { try lay(in: .infinity) }
        expectInputError(.notFinite, field: "viewportWidth") { try lay(in: -.infinity) }
    }

    @Test func negativeViewportIsOutOfRange() {
        expectInputError(.outOfRange, field: "viewportWidth") { try lay(in: -1) }
    }

    @Test func nonFiniteItemWidthsAreNotFinite() {
        expectInputError(.notFinite, field: "ItemMetrics.contentWidth") { try lay(items([10, .nan])) }
        expectInputError(.notFinite, field: "ItemMetrics.selectedContentWidth") {
            try lay([ItemMetrics(contentWidth: 10, selectedContentWidth: .infinity)])
        }
        expectInputError(.notFinite, field: "ItemMetrics.subtitleWidth") {
            try lay([ItemMetrics(contentWidth: 10, subtitleWidth: .nan)])
        }
        expectInputError(.notFinite, field: "ItemMetrics.selectedSubtitleWidth") {
            try lay([ItemMetrics(contentWidth: 10, selectedSubtitleWidth: -.infinity)])
        }
    }

    @Test func negativeItemWidthsAreOutOfRange() {
        expectInputError(.outOfRange, field: "ItemMetrics.contentWidth") { try lay(items([10, -0.5])) }
        expectInputError(.outOfRange, field: "ItemMetrics.selectedContentWidth") {
            try lay([ItemMetrics(contentWidth: 10, selectedContentWidth: -1)])
        }
        expectInputError(.outOfRange, field: "ItemMetrics.subtitleWidth") {
            try lay([ItemMetrics(contentWidth: 10, subtitleWidth: -1)])
        }
        expectInputError(.outOfRange, field: "ItemMetrics.selectedSubtitleWidth") {
            try lay([ItemMetrics(contentWidth: 10, selectedSubtitleWidth: -1)])
        }
    }

    /// The intrinsic layout checks its items first with a test that has no
    /// exit (sign bits and a sum) and runs the exact check only when those
    /// say so: the first bad item is still the one named, −0 still passes,
    /// and valid widths whose sum overflows are an overflow, not a bad item.
    @Test func theFoldedItemCheckNamesTheFirstBadItemAndPassesNegativeZero() throws {
        var many = items(Array(repeating: 10, count: 1000))
        many[700] = ItemMetrics(contentWidth: 10, subtitleWidth: -2)
        many[900] = ItemMetrics(contentWidth: .nan)
        do {
            _ = try lay(many)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .outOfRange)
            #expect("\(error.field)" == "ItemMetrics.subtitleWidth")
            #expect(error.index == 700)
        }
        // +∞ and −∞ would cancel in a sum: the sign bit sends them to the exact check
        expectInputError(.notFinite, field: "ItemMetrics.contentWidth") {
            try lay([
                ItemMetrics(contentWidth: .infinity, selectedContentWidth: 0),
                ItemMetrics(contentWidth: -.infinity),
            ])
        }
        let zero = try lay([ItemMetrics(contentWidth: -0.0), ItemMetrics(contentWidth: 10)])
        #expect(zero.frames[1].x == zero.frames[0].maxX)
        expectInputError(.notFinite, field: "") { try lay(items([1e308, 1e308])) }  // the overflow
    }

    /// The quick check reads an item's four widths as two pairs, four items
    /// a turn into eight accumulators, then the rest one by one: a bad width
    /// in any field of any item, in the four-item turns or after them, is
    /// still refused and named, also where the maximum would hide it (a
    /// negative or NaN next to a larger width).
    @Test func theQuickCheckSeesABadWidthInEveryFieldOfEveryItem() {
        let fields: [(WritableKeyPath<ItemMetrics, Double>, String)] = [
            (\.contentWidth, "ItemMetrics.contentWidth"),
            (\.selectedContentWidth, "ItemMetrics.selectedContentWidth"),
            (\.subtitleWidth, "ItemMetrics.subtitleWidth"),
            (\.selectedSubtitleWidth, "ItemMetrics.selectedSubtitleWidth"),
        ]
        let bad: [(Double, InputError.Kind)] = [
            (-1, .outOfRange), (.nan, .notFinite), (.infinity, .notFinite),
        ]
        for n in [1, 3, 4, 5, 8, 9, 11] {
            for index in 0..<n {
                for (field, name) in fields {
                    for (value, kind) in bad {
                        var strip = (0..<n).map { _ in
                            ItemMetrics(
                                contentWidth: 20, selectedContentWidth: 21, subtitleWidth: 5,
                                selectedSubtitleWidth: 6)
                        }
                        strip[index][keyPath: field] = value
                        do {
                            _ = try lay(strip)
                            Issue.record("\(n) items, \(name) = \(value) at \(index): no error")
                        } catch {
                            #expect(error.kind == kind, "\(n) items, \(name) = \(value) at \(index)")
                            #expect("\(error.field)" == name, "\(n) items, \(name) = \(value) at \(index)")
                            #expect(error.index == index, "\(n) items, \(name) = \(value) at \(index)")
                        }
                    }
                }
            }
        }
    }

    /// The intrinsic layout has two loops: one for widths whose sign bits
    /// are all clear, which may treat the larger subtitle width as its
    /// magnitude, and one for items with a −0 (or a total that overflows).
    /// Both give the bits of the plain arithmetic.
    @Test func bothIntrinsicLoopsGiveThePlainArithmeticsBits() throws {
        let strip = (0..<37).map { (i: Int) -> ItemMetrics in
            let title = Double(i * 7 % 50) + 0.1 * Double(i)
            let selectedTitle = Double(i % 3) * 20.3
            let subtitle = Double(i % 5) * 3.7
            let selectedSubtitle = Double(i % 4) * 2.9
            return ItemMetrics(
                contentWidth: title, selectedContentWidth: selectedTitle, subtitleWidth: subtitle,
                selectedSubtitleWidth: selectedSubtitle)
        }
        let s = style {
            $0.spacing = 8
            $0.itemPadding = 10
            $0.itemLeadingPadding = 0.3
            $0.leadingInset = 16
            $0.trailingInset = 16
        }
        var expected: [ItemFrame] = []
        var x = s.leadingInset
        for item in strip {
            let a = item.contentWidth, b = item.selectedContentWidth
            let c = item.subtitleWidth, d = item.selectedSubtitleWidth
            let title: Double = a > b ? a : b
            let subtitle: Double = c > d ? c : d
            let padding: Double = 2 * 10 + 0.3 + 0
            let width: Double = title + subtitle + padding
            expected.append(ItemFrame(x: x, width: width))
            x += width + 8
        }
        func bits(_ frames: [ItemFrame]) -> [[UInt64]] {
            frames.map { [$0.x.bitPattern, $0.width.bitPattern] }
        }
        let quick = try lay(strip, style: s, in: 100)
        #expect(quick.scrolls)
        #expect(bits(quick.frames) == bits(expected))
        var withNegativeZero = strip
        withNegativeZero[1].selectedSubtitleWidth = -0.0  // was 2.9: the subtitle's 3.7 is the larger
        let careful = try lay(withNegativeZero, style: s, in: 100)
        #expect(bits(careful.frames) == bits(expected))
        #expect(careful.contentWidth.bitPattern == quick.contentWidth.bitPattern)
    }

    /// An item of −0 widths in a style of −0 paddings is −0 wide, as the
    /// plain arithmetic says (−0 + −0 + −0); the loop for clear sign bits
    /// would make it +0, so −0 must not reach it.
    @Test func negativeZeroWidthsKeepTheirSign() throws {
        let s = style {
            $0.itemPadding = -0.0
            $0.itemLeadingPadding = -0.0
            $0.itemTrailingPadding = -0.0
        }
        let zero = ItemMetrics(
            contentWidth: -0.0, selectedContentWidth: -0.0, subtitleWidth: -0.0, selectedSubtitleWidth: -0.0)
        let layout = try lay([zero, ItemMetrics(contentWidth: 10)], style: s)
        #expect(layout.frames[0].width.bitPattern == (-0.0).bitPattern)
        #expect(layout.frames[1].width == 10)
    }

    @Test(
        arguments: [
            \StripStyle.itemWidth, \.visibleCount, \.itemPadding, \.minItemWidth,
            \.spacing, \.leadingInset, \.trailingInset,
        ] as [WritableKeyPath<StripStyle, Double> & Sendable])
    func everyStyleLengthRejectsNaNInfinityAndNegatives(field: WritableKeyPath<StripStyle, Double> & Sendable)
    {
        for bad in [Double.nan, .infinity, -.infinity] {
            var s = StripStyle()
            s[keyPath: field] = bad
            expectInputError(
                .notFinite,
                fieldIn: [
                    "StripStyle.itemPadding", "StripStyle.itemWidth", "StripStyle.leadingInset",
                    "StripStyle.minItemWidth", "StripStyle.spacing", "StripStyle.trailingInset",
                    "StripStyle.visibleCount",
                ]
            ) { try lay(items([10]), style: s) }
        }
        var negative = StripStyle()
        negative[keyPath: field] = -1
        expectInputError(
            .outOfRange,
            fieldIn: [
                "StripStyle.itemPadding", "StripStyle.itemWidth", "StripStyle.leadingInset",
                "StripStyle.minItemWidth", "StripStyle.spacing", "StripStyle.trailingInset",
                "StripStyle.visibleCount",
            ]
        ) { try lay(items([10]), style: negative) }
    }

    @Test func maxBelowMinIsOutOfRange() throws {
        expectInputError(.outOfRange, field: "StripStyle.maxItemWidth") {
            try lay(
                style: style {
                    $0.minItemWidth = 50
                    $0.maxItemWidth = 40
                })
        }
        // max 0 means "no maximum", not "max < min"
        _ = try lay(style: style { $0.minItemWidth = 50 })
        // max == min is a fixed width
        let pinned = try lay(
            style: style {
                $0.minItemWidth = 50
                $0.maxItemWidth = 50
            })
        expectClose(pinned.widths, [50, 50, 50])
    }

    @Test func fixedModeNeedsAPositiveItemWidth() throws {
        expectInputError(.outOfRange, field: "StripStyle.itemWidth") {
            try lay(style: style { $0.widthMode = .fixed })
        }
        // item width 0 is fine in the other modes
        _ = try lay(style: style { $0.widthMode = .intrinsic })
    }

    @Test func visibleCountModeNeedsAPositiveCount() throws {
        expectInputError(.outOfRange, field: "StripStyle.visibleCount") {
            try lay(
                style: style {
                    $0.widthMode = .visibleCount
                    $0.visibleCount = 0
                })
        }
        // a zero visible count is fine in the other modes
        _ = try lay(style: style { $0.visibleCount = 0 })
    }

    @Test func selectedOnlyNeedsTheSelectedIndexToBeAnItem() throws {
        for index in [-1, 3, 99, Int.min, Int.max] {
            expectInputError(.indexOutOfRange, field: "StripStyle.selectedIndex") {
                try lay(
                    style: style {
                        $0.selectedWidthMode = .selectedOnly
                        $0.selectedIndex = index
                    })
            }
        }
        expectInputError(.indexOutOfRange, field: "StripStyle.selectedIndex") {
            try lay([], style: style { $0.selectedWidthMode = .selectedOnly })
        }
        // the index is not read in reserve mode
        _ = try lay(style: style { $0.selectedIndex = 99 })
        _ = try lay(
            style: style {
                $0.selectedWidthMode = .selectedOnly
                $0.selectedIndex = 2
            })
    }
}

// MARK: - Properties

@Suite("Strip layout properties")
struct StripLayoutPropertyTests {
    @Test func framesAreOrderedAndSeparatedByAtLeastTheSpacing() throws {
        var exact = 0
        try forEachStripLayout(seed: 0x5EED_0001) { i, c, layout, rng throws in
            let frames = layout.leftToRightFrames(direction: c.style.direction)
            let tolerance = 1e-9 * max(1, layout.contentWidth)
            let touching = c.style.fitPolicy == .equalWhenFits && !layout.scrolls
            let exactSpacing =
                layout.scrolls || [.leading, .center, .trailing, .growItems].contains(c.style.fitPolicy)
            for k in frames.indices.dropFirst() {
                let gap = frames[k].x - frames[k - 1].maxX
                #expect(frames[k].width >= 0, "case \(i): \(c)")
                if touching {
                    // equalWhenFits: edge to edge, no spacing
                    #expect(abs(gap) <= tolerance, "case \(i) gap \(k): \(gap); \(c)")
                } else if exactSpacing {
                    #expect(abs(gap - c.style.spacing) <= tolerance, "case \(i) gap \(k): \(gap); \(c)")
                    exact += 1
                } else {
                    #expect(gap >= c.style.spacing - tolerance, "case \(i) gap \(k): \(gap); \(c)")
                }
            }
        }
        #expect(exact > 500)
    }

    @Test func scrollingContentEndsAtTheLastEdgePlusTheTrailingInset() throws {
        var scrolling = 0
        try forEachStripLayout(seed: 0x5EED_0002) { i, c, layout, rng throws in
            guard layout.scrolls, let first = layout.leftToRightFrames(direction: c.style.direction).first,
                let last = layout.leftToRightFrames(direction: c.style.direction).last
            else { return }
            scrolling += 1
            expectClose(layout.contentWidth, last.maxX + c.style.trailingInset, "case \(i): \(c)")
            expectClose(first.x, c.style.leadingInset, "case \(i): \(c)")
            #expect(layout.contentWidth > c.viewportWidth, "case \(i): \(c)")
        }
        #expect(scrolling > 80)
    }

    @Test func fittingContentIsTheViewportAndHoldsEveryItem() throws {
        var fitting = 0
        try forEachStripLayout(seed: 0x5EED_0003) { i, c, layout, rng throws in
            guard !layout.scrolls else { return }
            #expect(layout.contentWidth == c.viewportWidth, "case \(i): \(c)")
            let frames = layout.leftToRightFrames(direction: c.style.direction)
            guard let first = frames.first, let last = frames.last else { return }
            fitting += 1
            let tolerance = 1e-9 * max(1, c.viewportWidth)
            if c.style.fitPolicy == .equalWhenFits {
                expectClose(first.x, 0, "case \(i): \(c)")
                #expect(abs(last.maxX - c.viewportWidth) <= tolerance, "case \(i): \(c)")
            } else {
                #expect(first.x >= c.style.leadingInset - tolerance, "case \(i): \(c)")
                #expect(last.maxX + c.style.trailingInset <= c.viewportWidth + tolerance, "case \(i): \(c)")
            }
        }
        #expect(fitting > 80)
    }

    @Test func fitPoliciesSpendTheSpareWidthAsDocumented() throws {
        var checked = 0
        try forEachStripLayout(seed: 0x5EED_0004) { i, c, layout, rng throws in
            let frames = layout.leftToRightFrames(direction: c.style.direction)
            guard !layout.scrolls, frames.count >= 2, let first = frames.first, let last = frames.last else {
                return
            }
            checked += 1
            let tol = 1e-9 * max(1, c.viewportWidth)
            let before = first.x - c.style.leadingInset  // space between leading inset and first item
            let after = c.viewportWidth - c.style.trailingInset - last.maxX
            let extraGap = frames[1].x - frames[0].maxX - c.style.spacing
            let n = Double(frames.count)
            let message: Comment = "case \(i): before \(before) after \(after) gap+ \(extraGap); \(c)"
            switch c.style.fitPolicy {
            case .leading:
                #expect(abs(before) <= tol, message)
            case .center:
                #expect(abs(before - after) <= tol, message)
            case .trailing:
                #expect(abs(after) <= tol, message)
            case .spaceBetween:
                #expect(abs(before) <= tol && abs(after) <= tol, message)
            case .spaceAround:
                #expect(abs(before - after) <= tol && abs(2 * before - extraGap) <= tol * n, message)
            case .spaceEvenly:
                #expect(abs(before - after) <= tol && abs(before - extraGap) <= tol * n, message)
            case .growItems:
                #expect(abs(before) <= tol && abs(after) <= tol, message)
            case .equalWhenFits:
                for frame in frames {
                    #expect(isClose(frame.width, c.viewportWidth / n), message)
                }
            }
        }
        #expect(checked > 80)
    }

    @Test func intrinsicWidthsAreClampedContentPlusPadding() throws {
        try forEachStripCase(seed: 0x5EED_0005) { i, c, rng throws in
            c.style.widthMode = .intrinsic
            if c.style.fitPolicy == .growItems || c.style.fitPolicy == .equalWhenFits {
                c.style.fitPolicy = .leading
            }
            let layout = try c.layout()
            for k in c.items.indices {
                let expected = Self.documentedWidth(of: k, in: c)
                expectClose(layout.frames[k].width, expected, "case \(i) item \(k): \(c)")
            }
        }
    }

    /// The documented width of item `k` before the fit policy, for the modes whose
    /// widths don't depend on the viewport: `itemWidth` (fixed), or the content for
    /// the selected-width mode plus 2 × padding, clamped (intrinsic).
    static func documentedWidth(of k: Int, in c: StripCase) -> Double {
        if c.style.widthMode == .fixed { return c.style.itemWidth }
        let item = c.items[k]
        let content: Double
        switch c.style.selectedWidthMode {
        case .reserve:
            content =
                max(item.contentWidth, item.selectedContentWidth)
                + max(item.subtitleWidth, item.selectedSubtitleWidth)
        case .selectedOnly where k == c.style.selectedIndex:
            content =
                (item.selectedContentWidth == 0 ? item.contentWidth : item.selectedContentWidth)
                + (item.selectedSubtitleWidth == 0 ? item.subtitleWidth : item.selectedSubtitleWidth)
        case .selectedOnly:
            content = item.contentWidth + item.subtitleWidth
        }
        var width = max(content + 2 * c.style.itemPadding, c.style.minItemWidth)
        if let maximum = c.style.maxItemWidth { width = min(width, maximum) }
        return width
    }

    @Test func scrollsExactlyWhenThePackedWidthExceedsTheViewport() throws {
        var counts = (scrolls: 0, fits: 0)
        try forEachStripCase(seed: 0x5EED_0006) { i, c, rng throws in
            c.style.widthMode = rng.chance(0.5) ? .intrinsic : .fixed
            if c.style.widthMode == .fixed && c.style.itemWidth == 0 { c.style.itemWidth = 1 }
            let layout = try c.layout()
            let packed =
                c.style.leadingInset + c.style.trailingInset
                + Double(max(c.items.count - 1, 0)) * c.style.spacing
                + c.items.indices.reduce(0) { $0 + Self.documentedWidth(of: $1, in: c) }
            // Skip the band around the limit, where the documented 1e-9 tolerance decides.
            guard abs(packed - c.viewportWidth) > 1e-6 * max(1, c.viewportWidth), !c.items.isEmpty else {
                return
            }
            #expect(layout.scrolls == (packed > c.viewportWidth), "case \(i): packed \(packed); \(c)")
            if packed > c.viewportWidth { counts.scrolls += 1 } else { counts.fits += 1 }
        }
        #expect(counts.scrolls > 50 && counts.fits > 50)
    }

    @Test func equalModeFillsTheViewportExactlyWhenUnclamped() throws {
        try forEachStripCase(seed: 0x5EED_0007) { i, c, rng throws in
            if c.items.isEmpty { c.items = items([10]) }
            let n = Double(c.items.count)
            c.style.widthMode = .equal
            c.style.minItemWidth = 0
            c.style.maxItemWidth = nil
            while c.style.fitPolicy == .equalWhenFits { c.style.fitPolicy = rng.pick(FitPolicy.allCases) }
            let fixed = c.style.leadingInset + c.style.trailingInset + (n - 1) * c.style.spacing
            c.viewportWidth = fixed + rng.uniform(1...800)
            // Sometimes a max that lies above the share, so it never applies.
            let share = (c.viewportWidth - fixed) / n
            if rng.chance(0.3) { c.style.maxItemWidth = share + rng.uniform(0.001...50) }
            let layout = try c.layout()
            let frames = layout.leftToRightFrames(direction: c.style.direction)
            let message: Comment = "case \(i): \(c)"
            #expect(!layout.scrolls, message)
            #expect(layout.contentWidth == c.viewportWidth, message)
            expectClose(frames.first?.x ?? .nan, c.style.leadingInset, message)
            expectClose((frames.last?.maxX ?? .nan) + c.style.trailingInset, c.viewportWidth, message)
            for frame in frames { expectClose(frame.width, share, message) }
        }
    }

    @Test func rightToLeftMirrorsLeftToRight() throws {
        try forEachStripCase(seed: 0x5EED_0008) { i, c, rng throws in
            c.style.direction = .leftToRight
            let ltr = try c.layout()
            c.style.direction = .rightToLeft
            let rtl = try c.layout()
            let message: Comment = "case \(i): \(c)"
            #expect(rtl.contentWidth == ltr.contentWidth, message)
            #expect(rtl.scrolls == ltr.scrolls, message)
            #expect(rtl.frames.count == ltr.frames.count, message)
            for (r, l) in zip(rtl.frames, ltr.frames) {
                #expect(r.width == l.width, message)
                expectClose(r.x, ltr.contentWidth - l.x - l.width, message)
            }
        }
    }

    @Test func layoutIsIndependentOfTheSelectedIndexInReserveMode() throws {
        try forEachStripCase(seed: 0x5EED_0009) { i, c, rng throws in
            guard !c.items.isEmpty else { return }
            c.style.selectedWidthMode = .reserve
            c.style.selectedIndex = 0
            let first = try c.layout()
            c.style.selectedIndex = rng.int(0...(c.items.count - 1))
            #expect(try c.layout() == first, "case \(i): \(c)")
        }
    }

    @Test func finiteInputNeverGivesNaN() throws {
        try forEachStripCase(seed: 0x5EED_000A) { i, c, rng throws in
            // Stretch the magnitudes: tiny and huge lengths, still finite.
            let scale = rng.pick([1e-6, 1, 1e6, 1e12])
            c.viewportWidth *= scale
            c.items = c.items.map {
                ItemMetrics(
                    contentWidth: $0.contentWidth * scale,
                    selectedContentWidth: $0.selectedContentWidth * scale,
                    subtitleWidth: $0.subtitleWidth * scale,
                    selectedSubtitleWidth: $0.selectedSubtitleWidth * scale)
            }
            for field in [
                \StripStyle.itemWidth, \.itemPadding, \.minItemWidth, \.spacing,
                \.leadingInset, \.trailingInset,
            ] as [WritableKeyPath<StripStyle, Double>] {
                c.style[keyPath: field] *= scale
            }
            c.style.maxItemWidth = c.style.maxItemWidth.map { $0 * scale }
            let layout = try c.layout()
            #expect(layout.contentWidth.isFinite, "case \(i): \(c)")
            for frame in layout.frames {
                #expect(frame.x.isFinite && frame.width.isFinite && frame.width >= 0, "case \(i): \(c)")
            }
        }
    }
}

@Suite("Overflow")
struct StripOverflowTests {
    @Test(arguments: Direction.allCases)
    func finiteWidthsWhoseSumOverflowsAreRefused(direction: Direction) {
        var style = StripStyle()
        style.direction = direction
        let items = [1e308, 1e308, 1e308].map { ItemMetrics(contentWidth: $0) }
        expectInputError(.notFinite, field: "") {
            try StripLayout(items: items, style: style, viewportWidth: 100)
        }
    }

    @Test func spacingThatOverflowsIsRefused() {
        var style = StripStyle()
        style.spacing = 1e308
        let items = [1.0, 1, 1].map { ItemMetrics(contentWidth: $0) }
        expectInputError(.notFinite, field: "") {
            try StripLayout(items: items, style: style, viewportWidth: 1e308)
        }
    }
}
