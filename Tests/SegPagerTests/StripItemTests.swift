// Tests StripItem.swift and the asymmetric item padding: where each item's
// labels go, and the pager frame's strip items, which a front end draws the
// strip from without a layout of its own.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Strip items")
struct StripItemTests {
    @Test func intrinsicWidthAddsBothPaddingsAndBothExtras() throws {
        let layout = try laidOut(
            [60, 80],
            style {
                $0.itemPadding = 10
                $0.itemLeadingPadding = 4
                $0.itemTrailingPadding = 2
            }, viewport: 1000)
        // 60 + 10 + 10 + 4 + 2 = 86; 80 + 26 = 106
        #expect(layout.frames.map(\.width) == [86, 106])
        #expect(layout.contentLeadingInset == 14)
        #expect(layout.contentTrailingInset == 12)
    }

    @Test func titleSitsBetweenThePaddingsInBothDirections() throws {
        let configure: (inout StripStyle) -> Void = {
            $0.itemPadding = 10
            $0.itemLeadingPadding = 6
        }
        let ltr = try strip(titles: [60, 80], viewport: 1000, configure)
        let first = try ltr.stripItem(0, selectionWeight: 0)
        // frame [0, 86]: the content box is [16, 76], the 60 pt title fills it
        #expect(first.frame == ItemFrame(x: 0, width: 86))
        #expect(first.title == ItemFrame(x: 16, width: 60))
        #expect(first.subtitle == nil)
        let rtl = try strip(titles: [60, 80], viewport: 1000) {
            configure(&$0)
            $0.direction = .rightToLeft
        }
        // item 0 is the rightmost, [914, 1000]; its leading side is the right
        let mirrored = try rtl.stripItem(0, selectionWeight: 0)
        #expect(mirrored.frame == ItemFrame(x: 914, width: 86))
        #expect(mirrored.title == ItemFrame(x: 924, width: 60))
    }

    @Test func labelWidthsFollowTheSelectionWeight() throws {
        let metrics = [ItemMetrics(contentWidth: 60, selectedContentWidth: 70, subtitleWidth: 20)]
        let nav = try strip(metrics, viewport: 1000) { $0.itemPadding = 5 }
        // reserved width 70 + 20 = 90, frame [0, 100]; centre 50
        let normal = try nav.stripItem(0, selectionWeight: 0)
        #expect(normal.title == ItemFrame(x: 10, width: 60))  // content 80: [10, 90]
        #expect(normal.subtitle == ItemFrame(x: 70, width: 20))
        let selected = try nav.stripItem(0, selectionWeight: 1)
        #expect(selected.title == ItemFrame(x: 5, width: 70))  // content 90: [5, 95]
        #expect(selected.subtitle == ItemFrame(x: 75, width: 20))
        let half = try nav.stripItem(0, selectionWeight: 0.5)
        expectClose(half.title.width, 65)
        expectClose(half.title.x, 7.5)
        let rtl = try strip(metrics, viewport: 1000) {
            $0.itemPadding = 5
            $0.direction = .rightToLeft
        }
        // the title at the right of the subtitle: [900, 1000], content [910, 990]
        let mirrored = try rtl.stripItem(0, selectionWeight: 0)
        #expect(mirrored.title == ItemFrame(x: 930, width: 60))
        #expect(mirrored.subtitle == ItemFrame(x: 910, width: 20))
    }

    @Test func withoutMetricsTheTitleIsTheContentBox() throws {
        var nav = strip(frames: [ItemFrame(x: 0, width: 100)], content: 100, viewport: 100)
        nav.contentLeadingInset = 10
        nav.contentTrailingInset = 30
        let item = try nav.stripItem(0, selectionWeight: 1)
        #expect(item.title == ItemFrame(x: 10, width: 60))
        #expect(item.subtitle == nil)
    }

    @Test func indicatorFollowsTheContentWithAsymmetricPadding() throws {
        let nav = try strip(titles: [60], viewport: 1000) {
            $0.itemPadding = 10
            $0.itemLeadingPadding = 20
        }
        // frame [0, 100], content box [30, 90]: the title's centre is 60, not 50
        let indicator = try nav.indicator(
            at: 0,
            style: indicatorStyle {
                $0.widthMode = .fixed
                $0.width = 20
                $0.alignment = .titleCenter
            })
        expectClose(indicator.x, 50)
    }

    @Test func aNegativeExtraPaddingIsRefused() {
        expectInputError(.outOfRange, field: "StripStyle.itemTrailingPadding") {
            try laidOut([10], style { $0.itemTrailingPadding = -1 }, viewport: 100)
        }
        expectInputError(.notFinite, field: "StripStyle.itemLeadingPadding") {
            try laidOut([10], style { $0.itemLeadingPadding = .nan }, viewport: 100)
        }
    }

    @Test func pagerFrameCarriesTheVisibleItemsAsDrawn() throws {
        var stripStyle = StripStyle()
        stripStyle.itemPadding = 8
        stripStyle.itemTrailingPadding = 4
        var pager = try makePager(
            viewport: 200, ids: seed000Ids, widths: seed000Titles, stripStyle: stripStyle)
        let frame = try pager.step([.tick(time: 0)])
        let layout = try laidOut(seed000Titles, stripStyle, viewport: 200)
        let nav = Strip(layout: layout, items: items(seed000Titles), height: 44)
        #expect(frame.stripContentWidth == layout.contentWidth)
        #expect(frame.stripScrolls)
        #expect(frame.stripItems.count == frame.strip.appearances.count)
        let first = try #require(frame.strip.firstVisibleItem)
        for (k, item) in frame.stripItems.enumerated() {
            #expect(item.item == first + k)
            #expect(item.frame == layout.frames[first + k])
            let weight = frame.strip.appearances[k].selectionWeight
            #expect(item == (try nav.stripItem(first + k, selectionWeight: weight)))
        }
        // After a resize the items are the new layout's: no copy to keep in sync.
        let wide = try pager.step([.resized(time: 1, viewportWidth: 1000, stripViewportWidth: 0)])
        #expect(!wide.stripScrolls)
        #expect(wide.stripContentWidth == 1000)
        #expect(wide.stripItems.count == seed000Titles.count)
    }

    @Test func loopingFramesAreTheCopiesOnScreen() throws {
        var pager = try makePager(viewport: 200, ids: [1, 2, 3], widths: [100, 100, 100]) {
            $0.isLooping = true
        }
        let frame = try pager.step([.select(time: 0, index: 0, animated: false)])
        // The strip centres item 0 in a 200 pt viewport of a 300 pt period:
        // item 2's copy one period back, at [-100, 0], shows at the left.
        let items = frame.stripItems
        #expect(items.map(\.item).contains(0))
        for item in items {
            #expect((0..<3).contains(item.item))
            let offset = frame.strip.stripOffset
            #expect(item.frame.maxX > offset && item.frame.x < offset + 200)
        }
    }
}
