// Tests StripState.swift: the visible items at a strip offset and
// StripGeometry.state(at:...), which must equal its three parts.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Strip state")
struct StripStateTests {
    @Test func seedStripAtItemThreeShowsItemsTwoToFive() throws {
        // seed 000's strip centred on item 3: offset 245, viewport [245, 565]
        let nav = try seed000Strip()
        let state = try nav.state(
            at: 3, indicatorStyle: IndicatorStyle(), appearanceStyle: AppearanceStyle(),
            offsetStyle: StripOffsetStyle())
        expectClose(state.stripOffset, 245)
        #expect(state.firstVisibleItem == 2)
        #expect(state.appearances.map(\.selectionWeight) == [0, 1, 0, 0])
        #expect(state.indicator == (try nav.indicator(at: 3, style: IndicatorStyle())))
    }

    @Test func visibleItemsMeetTheOpenViewport() throws {
        let nav = try seed000Strip()
        #expect(try nav.visibleItems(atStripOffset: 0) == 0..<3)  // (0, 320): items 0, 1, 2
        #expect(try nav.visibleItems(atStripOffset: 245) == 2..<6)
        #expect(try nav.visibleItems(atStripOffset: 100) == 1..<4)  // item 0 only touches 100
        #expect(try nav.visibleItems(atStripOffset: 640) == 0..<0)
        let rtl = try seed000Strip(.rightToLeft)
        #expect(try rtl.visibleItems(atStripOffset: 0) == 2..<6)  // (0, 320): items 5, 4, 3 and 2 [280, 420]
    }

    @Test func emptyStripHasNothingVisible() throws {
        let empty = try strip(titles: [], viewport: 320)
        let state = try empty.state(
            at: 0, indicatorStyle: IndicatorStyle(), appearanceStyle: AppearanceStyle(),
            offsetStyle: StripOffsetStyle())
        #expect(state.stripOffset == 0)
        #expect(state.firstVisibleItem == nil)
        #expect(state.appearances.isEmpty)
        #expect(state.indicator.alpha == 0)
    }

    @Test func zeroWidthViewportShowsNoItems() throws {
        let hidden = strip(frames: [ItemFrame(x: 0, width: 50)], content: 50, viewport: 0)
        let state = try hidden.state(
            at: 0, indicatorStyle: IndicatorStyle(), appearanceStyle: AppearanceStyle(),
            offsetStyle: StripOffsetStyle())
        #expect(state.firstVisibleItem == nil)
        #expect(state.appearances.isEmpty)
    }

    @Test func errorsOfEachPartAreThrown() throws {
        let nav = try seed000Strip()
        let good = (IndicatorStyle(), AppearanceStyle(), StripOffsetStyle())
        expectInputError(.outOfRange, field: "IndicatorStyle.stretch") {
            try nav.state(
                at: 1, indicatorStyle: indicatorStyle { $0.stretch = 2 }, appearanceStyle: good.1,
                offsetStyle: good.2)
        }
        expectInputError(.outOfRange, field: "AppearanceStyle.selectedScale") {
            try nav.state(
                at: 1, indicatorStyle: good.0, appearanceStyle: appearanceStyle { $0.selectedScale = 0 },
                offsetStyle: good.2)
        }
        expectInputError(.outOfRange, field: "StripOffsetStyle.margin") {
            try nav.state(
                at: 1, indicatorStyle: good.0, appearanceStyle: good.1,
                offsetStyle: offsetStyle { $0.margin = -1 })
        }
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try nav.state(
                at: 1, indicatorStyle: good.0, appearanceStyle: good.1, offsetStyle: good.2, selectedIndex: 6)
        }
        expectInputError(.notFinite, field: "p") {
            try nav.state(at: .nan, indicatorStyle: good.0, appearanceStyle: good.1, offsetStyle: good.2)
        }
        expectInputError(.notFinite, field: "currentOffset") {
            try nav.state(
                at: 1, indicatorStyle: good.0, appearanceStyle: good.1, offsetStyle: good.2,
                currentOffset: .infinity)
        }
    }

    @Test func visibleItemsMatchBruteForce() throws {
        try forEachRandomStrip(seed: 0x57_A7E0) { i, strips, strip, rng throws in
            let offset = rng.uniform(-50...(strip.contentWidth + 50))
            let visible = try strip.visibleItems(atStripOffset: offset)
            let end = offset + strip.viewportWidth
            let expected = strip.frames.indices.filter {
                strip.viewportWidth > 0 && strip.frames[$0].maxX > offset && strip.frames[$0].x < end
            }
            #expect(
                Array(visible) == expected, "case \(i) at \(offset): \(visible) vs \(expected); \(strips)")
        }
    }

    @Test func stateIsItsThreeParts() throws {
        try forEachRandomStrip(seed: 0x57_A7E1) { i, strips, strip, rng throws in
            let indicator = rng.randomIndicatorStyle()
            var appearance = AppearanceStyle()
            appearance.policy = rng.pick(AppearancePolicy.allCases)
            appearance.colorSpace = rng.pick(ColorSpace.allCases)
            appearance.normalColor = rng.color()
            appearance.selectedColor = rng.color()
            appearance.selectedScale = rng.uniform(0.5...2)
            var offset = StripOffsetStyle()
            offset.policy = rng.pick(StripScrollPolicy.allCases)
            offset.containment = rng.pick(StripContainment.allCases)
            offset.timing = rng.pick(StripScrollTiming.allCases)
            offset.margin = rng.length(0...30)
            let p = rng.uniform(-2...Double(strip.count + 1))
            let selected: Int? = strip.count > 0 && rng.chance(0.5) ? rng.int(0...(strip.count - 1)) : nil
            let current = rng.uniform(-50...500)

            let state = try strip.state(
                at: p, indicatorStyle: indicator, appearanceStyle: appearance, offsetStyle: offset,
                selectedIndex: selected, currentOffset: current)
            let stripOffset = try strip.stripOffset(
                at: p, style: offset, selectedIndex: selected, currentOffset: current)
            #expect(state.stripOffset == stripOffset, "case \(i)")
            #expect(
                state.indicator == (try strip.indicator(at: p, style: indicator, selectedIndex: selected)),
                "case \(i)")
            let visible = try strip.visibleItems(atStripOffset: stripOffset)
            #expect(state.firstVisibleItem == (visible.isEmpty ? nil : visible.lowerBound), "case \(i)")
            let looks = try strip.appearances(of: visible, at: p, style: appearance, selectedIndex: selected)
            #expect(state.appearances == looks, "case \(i)")
        }
    }
}
