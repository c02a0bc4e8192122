// Tests Material TabLayout's fixed mode (`.widest`) and its maximum tab width
// from the screen (`maxItemWidthMargin`), from the rules of MDC's
// TabLayout.java: with MODE_FIXED and GRAVITY_CENTER every tab is as wide as
// the widest while `widest × n ≤ W − 2 × FIXED_WRAP_GUTTER_MIN` (16 dp), else
// the gravity is forced to fill (W / n each); without tabMaxWidth a tab is at
// most W − TAB_MIN_WIDTH_MARGIN (56 dp).
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Material tab modes")
struct StripMaterialModesTests {
    func layout(_ widths: [Double], viewport: Double, _ configure: (inout StripStyle) -> Void) throws
        -> StripLayout
    {
        try laidOut(widths, style(configure), viewport: viewport)
    }

    @Test func theWidestTabSetsEveryWidthWhileTheRowFitsInsideTheGutters() throws {
        // widest 90 (+ 2 × 12 padding = 114); 3 × 114 = 342 ≤ 400 − 32 = 368
        let strip = try layout([60, 90, 72], viewport: 400) {
            $0.widthMode = .widest
            $0.itemPadding = 12
            $0.fitPolicy = .center
        }
        #expect(strip.frames.map(\.width) == [114, 114, 114])
        #expect(strip.frames[0].x == 29)  // (400 − 342) / 2: centred, as Material does
        #expect(!strip.scrolls)
    }

    @Test func aRowWiderThanTheGuttersFallsBackToFill() throws {
        // 4 × 90 = 360 > 400 − 32 = 368? no: 360 fits; 5 × 90 = 450 does not
        let fits = try layout([90, 30, 30, 30], viewport: 400) { $0.widthMode = .widest }
        #expect(fits.frames.map(\.width) == [90, 90, 90, 90])
        let tight = try layout([90, 30, 30, 30], viewport: 390) { $0.widthMode = .widest }  // 360 > 358
        #expect(tight.frames.map(\.width) == [97.5, 97.5, 97.5, 97.5])  // 390 / 4
        let wide = try layout([90, 30, 30, 30, 30], viewport: 400) { $0.widthMode = .widest }
        #expect(wide.frames.map(\.width) == [80, 80, 80, 80, 80])
        // The gutter is the style's: 0 lets the row touch the edges.
        let edge = try layout([90, 30, 30, 30], viewport: 360) {
            $0.widthMode = .widest
            $0.widestGutter = 0
        }
        #expect(edge.frames.map(\.width) == [90, 90, 90, 90])
    }

    @Test func theMaximumFromTheScreenCapsEveryTab() throws {
        // W = 320: at most 320 − 56 = 264 (MDC's tabMaxWidth default)
        let strip = try layout([400, 100], viewport: 320) { $0.maxItemWidthMargin = 56 }
        #expect(strip.frames.map(\.width) == [264, 100])
        // On top of an explicit maximum: the smaller wins.
        let both = try layout([400, 100], viewport: 320) {
            $0.maxItemWidthMargin = 56
            $0.maxItemWidth = 200
        }
        #expect(both.frames.map(\.width) == [200, 100])
        expectInputError(.outOfRange, field: "StripStyle.widestGutter") {
            try layout([1], viewport: 100) { $0.widestGutter = -1 }
        }
    }

    @Test func material3RoundsOnlyTheIndicatorsTopCorners() throws {
        let nav = try strip(titles: [60, 80], viewport: 400)
        let style = indicatorStyle {
            $0.cornerRadius = 3
            $0.height = 3
            $0.roundedCorners = .top
        }
        let indicator = try nav.indicator(at: 0, style: style)
        #expect(indicator.roundedCorners == .top)
        #expect(indicator.cornerRadius == 1.5)  // at most half the 3 pt height
        var pager = try makePager(ids: [1, 2], widths: [60, 80])
        try pager.setIndicatorStyle(style)
        #expect(try pager.step([.tick(time: 0)]).strip.indicator.roundedCorners == .top)
    }
}
