// Tests StripGeometry.swift: the geometry made from a layout, the position
// split into two items (PositionSpan) and the selection the per-position
// functions resolve. The strip builders live in SegPagerTestSupport (TestSupport.swift, the
// random strips in PropertySupport.swift).
import SegPagerTestSupport
import Testing

@testable import SegPager

// MARK: - StripGeometry

@Suite("Strip geometry")
struct StripGeometryTests {
    @Test func geometryFromALayoutCopiesItsFramesSizesAndDirection() throws {
        let metrics = items([40, 60, 80])
        let layout = try StripLayout(
            items: metrics,
            style: style {
                $0.direction = .rightToLeft
                $0.spacing = 10
            },
            viewportWidth: 120)
        let geometry = Strip(layout: layout, items: metrics, height: 48)
        #expect(geometry.frames == layout.frames)
        #expect(geometry.items == metrics)
        #expect(geometry.contentWidth == layout.contentWidth)
        #expect(geometry.viewportWidth == 120)
        #expect(geometry.height == 48)
        #expect(geometry.direction == .rightToLeft)
        #expect(geometry.count == 3)
    }

    @Test func scrollsAndMaxOffsetFollowTheContentAndViewport() {
        // 40 + 60 + 80 = 180 in 120: scrolls, and the offset can reach 60
        let wide = strip(
            frames: [ItemFrame(x: 0, width: 40), ItemFrame(x: 40, width: 60), ItemFrame(x: 100, width: 80)],
            content: 180, viewport: 120)
        #expect(wide.scrolls)
        #expect(wide.maxOffset == 60)
        let fitting = strip(frames: [ItemFrame(x: 0, width: 120)], content: 120, viewport: 120)
        #expect(!fitting.scrolls)
        #expect(fitting.maxOffset == 0)
    }

    @Test func badSizesAndMismatchedMetricsAreRejected() {
        let frames = [ItemFrame(x: 0, width: 50), ItemFrame(x: 50, width: 50)]
        var geometry = strip(frames: frames, content: 100, viewport: 100)
        geometry.contentWidth = -1
        expectInputError(.outOfRange, field: "StripGeometry.contentWidth") { try geometry.validate() }
        geometry.contentWidth = .nan
        expectInputError(.notFinite, field: "StripGeometry.contentWidth") { try geometry.validate() }
        geometry.contentWidth = 100
        geometry.viewportWidth = .infinity
        expectInputError(.notFinite, field: "StripGeometry.viewportWidth") { try geometry.validate() }
        geometry.viewportWidth = 100
        geometry.height = -2
        expectInputError(.outOfRange, field: "StripGeometry.height") { try geometry.validate() }
        geometry.height = 44
        geometry.items = items([10])  // neither 0 nor 2 metrics
        expectInputError(.outOfRange, field: "StripGeometry.items") { try geometry.validate() }
        geometry.items = items([10, 20])
        #expect(throws: Never.self) { try geometry.validate() }
    }

    @Test func aNonFiniteFrameIsRejectedWhenRead() {
        let geometry = strip(
            frames: [ItemFrame(x: 0, width: 50), ItemFrame(x: .nan, width: 50)], content: 100, viewport: 100)
        expectInputError(.notFinite, field: "ItemFrame.x") { try geometry.frame(1) }
        expectInputError(.notFinite, field: "ItemFrame.x") {
            try geometry.indicator(at: 1, style: IndicatorStyle())
        }
        #expect(throws: Never.self) { try geometry.frame(0) }
    }
}

@Suite("Position span")
struct PositionSpanTests {
    @Test func positionSplitsIntoFloorNextAndFraction() {
        let span = PositionSpan(2.25, count: 5)
        #expect(span.lower == 2)
        #expect(span.upper == 3)
        #expect(span.fraction == 0.25)
        #expect(span.overscroll == 0)
    }

    @Test func integerPositionRestsOnOneItemWithFractionZero() {
        for k in 0..<5 {
            let span = PositionSpan(Double(k), count: 5)
            #expect(span.lower == k)
            #expect(span.fraction == 0)
            #expect(span.overscroll == 0)
        }
    }

    @Test func positionWithinToleranceOfAnIntegerIsThatInteger() {
        let below = PositionSpan(1.9999999999, count: 5)
        #expect(below.lower == 2)
        #expect(below.fraction == 0)
        let above = PositionSpan(2.0000000001, count: 5)
        #expect(above.lower == 2)
        #expect(above.fraction == 0)
    }

    @Test func overscrollClampsToTheEndItemAndReportsTheExcess() {
        let before = PositionSpan(-0.75, count: 4)
        #expect(before.lower == 0)
        #expect(before.fraction == 0)
        #expect(before.overscroll == -0.75)
        let after = PositionSpan(4.5, count: 4)
        #expect(after.lower == 3)
        #expect(after.upper == 3)
        #expect(after.fraction == 0)
        #expect(after.overscroll == 1.5)
    }

    @Test func singleItemHasNoNeighbour() {
        let span = PositionSpan(0.4, count: 1)
        #expect(span.lower == 0)
        #expect(span.upper == 0)
        #expect(span.fraction == 0)
        #expect(span.overscroll == 0.4)
    }

    @Test func spanIsInRangeAndRebuildsTheClampedPosition() {
        forEachCase(seed: 0x5A_0001) { i, rng in
            let count = rng.int(1...12)
            let p = rng.uniform(-3...Double(count + 2))
            let span = PositionSpan(p, count: count)
            #expect((0..<count).contains(span.lower) && (0..<count).contains(span.upper), "case \(i)")
            #expect(span.upper == min(span.lower + 1, count - 1), "case \(i)")
            #expect(span.fraction >= 0 && span.fraction < 1, "case \(i)")
            let clamped = min(max(p, 0), Double(count - 1))
            expectClose(Double(span.lower) + span.fraction, clamped, "case \(i) at \(p)")
            expectClose(clamped + span.overscroll, p, "case \(i) at \(p)")
        }
    }
}

@Suite("Resolved selection")
struct ResolvedSelectionTests {
    @Test func givenSelectionIsKept() throws {
        #expect(try resolvedSelection(3, p: 0.2, count: 5) == 3)
        #expect(try resolvedSelection(0, p: 4, count: 5) == 0)
    }

    @Test func missingSelectionIsTheNearestItem() throws {
        // the nearest rule: exactly half way goes to the higher index
        #expect(try resolvedSelection(nil, p: 1.49, count: 5) == 1)
        #expect(try resolvedSelection(nil, p: 1.5, count: 5) == 2)
        #expect(try resolvedSelection(nil, p: -2, count: 5) == 0)
        #expect(try resolvedSelection(nil, p: 9, count: 5) == 4)
    }

    @Test func selectionOutsideTheItemsIsRejected() {
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try resolvedSelection(-1, p: 0, count: 5)
        }
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try resolvedSelection(5, p: 0, count: 5)
        }
        expectInputError(.indexOutOfRange, field: "selectedIndex") {
            try resolvedSelection(Int.max, p: 0, count: 5)
        }
    }
}
