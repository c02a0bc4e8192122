// The Swift door reads as Swift (issue #16): items carry their ids, the
// required viewport width is an initialiser argument, booleans read as
// assertions, a frame's pages are values, and a configuration field the
// pager would ignore is refused. The old spellings still work, deprecated.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Idiomatic Swift API")
struct IdiomaticAPITests {
    private let tabs = [28.0, 47, 34].enumerated().map {
        PagerItem(id: Int64(10 + $0.offset), width: $0.element)
    }

    @Test func itemsCarryTheirIds() throws {
        var pager = try Pager(configuration: PagerConfiguration(viewportWidth: 375), items: tabs)
        #expect(pager.ids == [10, 11, 12])
        #expect(pager.items.map(\.contentWidth) == [28, 47, 34])
        try pager.insertItem(PagerItem(id: 9, width: 50), at: 0)
        #expect(pager.ids == [9, 10, 11, 12])
        #expect(pager.selectedIndex == 1)  // still item 10
        try pager.setItems([PagerItem(id: 12, width: 34), PagerItem(id: 10, width: 28)])
        #expect(pager.ids == [12, 10] && pager.selectedIndex == 1)
        expectInputError(.outOfRange, field: "ids") {
            try pager.setItems([PagerItem(id: 1, width: 1), .init(id: 1, width: 2)])
        }
        #expect(pager.ids == [12, 10])
    }

    @Test func theViewportWidthIsAnInitialiserArgument() throws {
        #expect(PagerConfiguration(viewportWidth: 320).pages.viewportWidth == 320)
        let android = PagerConfiguration(preset: .android, viewportWidth: 320)
        #expect(android.pages.viewportWidth == 320 && android.paging.profile == .android)
        #expect(PagerConfiguration(preset: .iOS) == PagerConfiguration())
    }

    @Test func fieldsThePagerWouldIgnoreAreRefused() throws {
        var counted = PagerConfiguration(viewportWidth: 375)
        counted.pages.pageCount = 3
        expectInputError(.outOfRange, field: "PagerConfiguration.pages.pageCount") {
            _ = try Pager(configuration: counted, items: tabs)
        }
        var rightToLeft = PagerConfiguration(viewportWidth: 375)
        rightToLeft.pages.direction = .rightToLeft
        expectInputError(.outOfRange, field: "PagerConfiguration.pages.direction") {
            _ = try Pager(configuration: rightToLeft, items: tabs)
        }
        // Honoured when it agrees with the strip, whose direction the pages follow.
        var strip = StripStyle()
        strip.direction = .rightToLeft
        var pager = try Pager(configuration: rightToLeft, items: tabs, stripStyle: strip)
        let frame = try pager.step([.select(time: 0, index: 0, animated: false)])
        #expect(frame.pageOffset == 750)  // page 0 is the rightmost in RTL
        expectInputError(.outOfRange, field: "PagerConfiguration.pages.direction") {
            try pager.setStripStyle(StripStyle())
        }
    }

    @Test func noLimitIsNilNotZero() throws {
        var strip = StripStyle()
        #expect(strip.maxItemWidth == nil && strip.clampedItemWidth(1e6) == 1e6)
        strip.maxItemWidth = 0  // the old "none" is a limit now, and refused
        expectInputError(.outOfRange, field: "StripStyle.maxItemWidth") { try strip.validate(itemCount: 1) }
        var indicator = IndicatorStyle()
        #expect(indicator.maxWidth == nil)
        indicator.maxWidth = 0
        expectInputError(.outOfRange, field: "IndicatorStyle.maxWidth") { try indicator.validate() }
        var pages = PageGeometry()
        pages.viewportWidth = 320
        #expect(pages.pageWidth == nil && pages.effectivePageWidth == 320)
        pages.pageWidth = 0
        expectInputError(.outOfRange, field: "PageGeometry.pageWidth") { try pages.validate() }
        pages.pageWidth = 200
        #expect(pages.effectivePageWidth == 200)
    }

    @Test func framePagesAreValues() throws {
        var pager = try Pager(configuration: PagerConfiguration(viewportWidth: 300), items: tabs)
        let frame = try pager.step([.dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: 75)])
        #expect(
            frame.pages == [
                PagerFrame.Page(page: 0, visibility: 0.75, x: -75, width: 300),
                PagerFrame.Page(page: 1, visibility: 0.25, x: 225, width: 300),
            ])
        #expect(Set(frame.pages).count == 2)
    }

    @available(*, deprecated, message: "exercises the deprecated spellings")
    @Test func theOldSpellingsForward() throws {
        var configuration = PagerConfiguration(viewportWidth: 375)
        configuration.looping = true
        #expect(configuration.isLooping)
        var pager = try Pager(configuration: configuration, ids: [1, 2], items: items([30, 40]))
        try pager.setItems(ids: [2, 1], items: items([40, 30]))
        try pager.insertItem(ItemMetrics(contentWidth: 10), id: 3, at: 2)
        #expect(pager.ids == [2, 1, 3])
        var indicator = IndicatorStyle()
        indicator.clampToItem = true
        #expect(indicator.clampsToItem)
    }
}
