// Tests PageGeometry.swift: page offset ↔ position, content and offset range,
// padding, alignment, right-to-left, resize, validation and round-trip properties.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// A centred carousel: 300-wide pages, 20 apart, in 400, padded ends.
let carousel = geometry {
    $0.viewportWidth = 400
    $0.pageWidth = 300
    $0.pageSpacing = 20
    $0.pageCount = 4
    $0.alignment = .center
}

@Suite("Page geometry")
struct PageGeometryTests {
    @Test func fullWidthPositionIsOffsetOverWidth() throws {
        let pages = fullWidthPages(375, count: 5)
        #expect(try pages.position(atPageOffset: 750) == 2)
        expectClose(try pages.position(atPageOffset: 843.75), 2.25)
        expectClose(try pages.pageOffset(atPosition: 2.25), 843.75)
        #expect(try pages.pageOffset(atPosition: 0) == 0)
        expectClose(try pages.pageOffset(atPosition: 4), 1500)
    }

    @Test func overscrollIsNotClamped() throws {
        let pages = fullWidthPages(375, count: 5)
        expectClose(try pages.position(atPageOffset: -93.75), -0.25)
        expectClose(try pages.position(atPageOffset: 1500 + 187.5), 4.5)
        expectClose(try pages.pageOffset(atPosition: -1), -375)
    }

    @Test func positionWithinToleranceOfAPageIsThatPageExactly() throws {
        let pages = fullWidthPages(375, count: 5)
        // 1e-8 points is 2.7e-11 of a page: exactly 2, not 2.000000000027
        #expect(try pages.position(atPageOffset: 750 + 1e-8) == 2.0)
        #expect(try pages.position(atPageOffset: 750 - 1e-8) == 2.0)
        // 1e-6 points is 2.7e-9 of a page: outside the tolerance
        #expect(try pages.position(atPageOffset: 750 + 1e-6) != 2.0)
    }

    @Test func fullWidthContentIsEveryPageAndSpacing() throws {
        let pages = fullWidthPages(375, count: 5)
        #expect(pages.effectivePageWidth == 375)
        #expect(pages.stride == 375)
        expectClose(pages.contentWidth, 1875)
        #expect(pages.offsetRange.lowerBound == 0)
        expectClose(pages.offsetRange.upperBound, 1500)

        var spaced = pages
        spaced.pageSpacing = 10
        #expect(spaced.stride == 385)
        expectClose(spaced.contentWidth, 5 * 375 + 4 * 10)
        expectClose(try spaced.pageOffset(atPosition: 3), 3 * 385)
    }

    @Test func rightToLeftPutsPageZeroAtTheRightEnd() throws {
        let pages = fullWidthPages(375, count: 5, direction: .rightToLeft)
        expectClose(try pages.pageOffset(atPosition: 0), 1500)
        expectClose(try pages.pageOffset(atPosition: 4), 0)
        #expect(try pages.position(atPageOffset: 0) == 4)
        expectClose(try pages.position(atPageOffset: 1406.25), 0.25)
        // overscroll past page 0 is at the right
        expectClose(try pages.position(atPageOffset: 1500 + 37.5), -0.1)
    }

    @Test func centredCarouselPadsBothEnds() throws {
        // pad (400 − 300)/2 = 50 each side: offset(p) = 50 + 320p − 50
        expectClose(try carousel.pageOffset(atPosition: 1), 320)
        expectClose(carousel.contentWidth, 50 + 4 * 300 + 3 * 20 + 50)
        expectClose(carousel.offsetRange.upperBound, 960)
        expectClose(try carousel.position(atPageOffset: 960), 3)
        #expect(try carousel.pageOffset(atPosition: 0) == 0)
    }

    @Test func unpaddedCarouselCannotCentreTheFirstPage() throws {
        var unpadded = carousel
        unpadded.padEnds = false
        // offset(p) = 320p − 50: at rest at 0 the position is 50/320
        expectClose(try unpadded.position(atPageOffset: 0), 50.0 / 320)
        expectClose(try unpadded.pageOffset(atPosition: 0), -50)
        expectClose(unpadded.contentWidth, 4 * 300 + 3 * 20)
    }

    @Test func leadingNarrowPagesArePaddedAtTheEndOnly() throws {
        var leading = carousel
        leading.alignment = .leading
        // pad max(0, 400 − 300) = 100 after the last page only
        #expect(try leading.pageOffset(atPosition: 0) == 0)
        expectClose(try leading.pageOffset(atPosition: 3), 960)
        expectClose(leading.contentWidth, 4 * 300 + 3 * 20 + 100)
        expectClose(leading.offsetRange.upperBound, 960)
    }

    @Test func pagesWiderThanTheViewportAreCentredWithoutPadding() throws {
        let wide = geometry {
            $0.viewportWidth = 400
            $0.pageWidth = 500
            $0.pageCount = 3
            $0.alignment = .center
        }
        // no padding (the spare width is negative): page 0 centred at offset (500 − 400)/2
        expectClose(wide.contentWidth, 1500)
        expectClose(try wide.pageOffset(atPosition: 0), 50)
        expectClose(try wide.pageOffset(atPosition: 2), 1050)
        expectClose(wide.offsetRange.upperBound, 1100)
        #expect(try wide.position(atPageOffset: 50) == 0)
    }

    @Test func zeroPagesHaveNoScrollRange() throws {
        let none = fullWidthPages(375, count: 0)
        #expect(none.contentWidth == 0)
        #expect(none.offsetRange == 0...0)
    }

    @Test func resizeKeepsThePosition() throws {
        // rotation: 2.25 at 375 → 2.25 at 667
        let portrait = fullWidthPages(375, count: 5)
        let landscape = fullWidthPages(667, count: 5)
        expectClose(try portrait.pageOffset(843.75, resizedTo: landscape), 2.25 * 667)
        // into a carousel: 2.25 → 50 + 2.25·320 − 50
        expectClose(try portrait.pageOffset(843.75, resizedTo: carousel), 720)
        // into right to left: position 2.25 is 1.75 pages from the right end
        let rtl = fullWidthPages(375, count: 5, direction: .rightToLeft)
        expectClose(try portrait.pageOffset(843.75, resizedTo: rtl), 1500 - 843.75)
    }
}

@Suite("Page geometry validation")
struct PageGeometryValidationTests {
    @Test(
        arguments: [\PageGeometry.viewportWidth, \.pageSpacing]
            as [WritableKeyPath<PageGeometry, Double> & Sendable])
    func everyLengthRejectsNaNInfinityAndNegatives(field: WritableKeyPath<PageGeometry, Double> & Sendable) {
        for bad in [Double.nan, .infinity, -.infinity] {
            var g = fullWidthPages(375, count: 3)
            g[keyPath: field] = bad
            expectInputError(.notFinite, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"])
            { try g.validate() }
            expectInputError(.notFinite, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"])
            { try g.position(atPageOffset: 0) }
            expectInputError(.notFinite, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"])
            { try g.pageOffset(atPosition: 0) }
        }
        var negative = fullWidthPages(375, count: 3)
        negative[keyPath: field] = -1
        expectInputError(.outOfRange, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"]) {
            try negative.validate()
        }
        expectInputError(.outOfRange, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"]) {
            try negative.position(atPageOffset: 0)
        }
        expectInputError(.outOfRange, fieldIn: ["PageGeometry.pageSpacing", "PageGeometry.viewportWidth"]) {
            try negative.pageOffset(atPosition: 0)
        }
    }

    @Test func negativePageCountIsOutOfRange() {
        let g = fullWidthPages(375, count: -1)
        expectInputError(.outOfRange, field: "PageGeometry.pageCount") { try g.validate() }
        expectInputError(.outOfRange, field: "PageGeometry.pageCount") { try g.position(atPageOffset: 0) }
    }

    @Test func zeroStrideIsOutOfRange() throws {
        let g = fullWidthPages(0, count: 3)
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") { try g.validate() }
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") { try g.position(atPageOffset: 0) }
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") { try g.pageOffset(atPosition: 1) }
        // a page width or a spacing alone is a stride
        var paged = g
        paged.pageWidth = 100
        try paged.validate()
        var spaced = g
        spaced.pageSpacing = 10
        try spaced.validate()
        expectClose(try spaced.pageOffset(atPosition: 2), 20)
    }

    @Test func nonFiniteOffsetOrPositionIsNotFinite() {
        let g = fullWidthPages(375, count: 3)
        expectInputError(.notFinite, field: "pageOffset") { try g.position(atPageOffset: .nan) }
        expectInputError(.notFinite, field: "pageOffset") { try g.position(atPageOffset: .infinity) }
        expectInputError(.notFinite, field: "position") { try g.pageOffset(atPosition: .nan) }
        expectInputError(.notFinite, field: "position") { try g.pageOffset(atPosition: -.infinity) }
    }

    @Test func overflowingResultIsNotFinite() {
        // finite in, infinite out: reported, never returned
        let tiny = geometry {
            $0.viewportWidth = 1e-300
            $0.pageCount = 3
        }
        expectInputError(.notFinite, field: "") { try tiny.position(atPageOffset: 1e300) }
        let huge = fullWidthPages(1e300, count: 3)
        expectInputError(.notFinite, field: "") { try huge.pageOffset(atPosition: 1e300) }
    }

    @Test func resizeValidatesBothGeometries() {
        let good = fullWidthPages(375, count: 5)
        let bad = fullWidthPages(-1, count: 5)
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            try good.pageOffset(10, resizedTo: bad)
        }
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            try bad.pageOffset(10, resizedTo: good)
        }
        expectInputError(.notFinite, field: "pageOffset") { try good.pageOffset(.nan, resizedTo: good) }
    }
}

@Suite("Page geometry properties")
struct PageGeometryPropertyTests {
    @Test func positionToOffsetRoundTrips() throws {
        try forEachCase(seed: 0x9A6E_0001) { i, rng throws in
            let g = rng.pageGeometry()
            for _ in 0..<5 {
                let p = rng.uniform(-1...(Double(g.pageCount) + 0.5))
                let offset = try g.pageOffset(atPosition: p)
                let back = try g.position(atPageOffset: offset)
                // snapping moves p by at most 1e-9
                #expect(
                    abs(back - p) <= 2e-9 + 1e-12 * abs(p), "case \(i) p \(p) → \(offset) → \(back): \(g)")
            }
        }
    }

    @Test func offsetToPositionRoundTrips() throws {
        try forEachCase(seed: 0x9A6E_0002) { i, rng throws in
            let g = rng.pageGeometry()
            for _ in 0..<5 {
                let offset = rng.uniform(-100...(g.offsetRange.upperBound + 100))
                let p = try g.position(atPageOffset: offset)
                let back = try g.pageOffset(atPosition: p)
                // snapping moves p by at most 1e-9 pages, i.e. 1e-9 strides
                let tolerance = 2e-9 * max(g.stride, 1 + abs(offset))
                #expect(abs(back - offset) <= tolerance, "case \(i) \(offset) → \(p) → \(back): \(g)")
            }
        }
    }

    @Test func pagePositionsAreWhereTheAlignmentPutsThem() throws {
        // Unpadded left to right: page k's leading edge is at k × stride in the content,
        // so at position k it sits at the viewport's leading edge or centred in it.
        try forEachCase(seed: 0x9A6E_0003) { i, rng throws in
            var g = rng.pageGeometry()
            g.padEnds = false
            g.direction = .leftToRight
            for k in 0..<g.pageCount {
                let offset = try g.pageOffset(atPosition: Double(k))
                let pageLeftInViewport = Double(k) * g.stride - offset
                let expected = g.alignment == .leading ? 0 : (g.viewportWidth - g.effectivePageWidth) / 2
                expectClose(
                    pageLeftInViewport, expected, tolerance: 1e-9 * max(1, offset),
                    "case \(i) page \(k): \(g)")
            }
        }
    }

    @Test func withPaddedEndsEveryPageCanRestInItsPlace() throws {
        try forEachCase(seed: 0x9A6E_0004) { i, rng throws in
            var g = rng.pageGeometry()
            g.padEnds = true
            let range = g.offsetRange
            let slack = 1e-9 * max(1, range.upperBound)
            for k in 0..<g.pageCount {
                let offset = try g.pageOffset(atPosition: Double(k))
                #expect(
                    offset >= range.lowerBound - slack && offset <= range.upperBound + slack,
                    "case \(i) page \(k) at \(offset) outside \(range): \(g)")
            }
            // the first and last pages rest exactly at the ends of the range
            guard g.pageCount > 0 else { return }
            let first = try g.pageOffset(atPosition: 0)
            let last = try g.pageOffset(atPosition: Double(g.pageCount - 1))
            let start = g.direction == .leftToRight ? first : last
            let end = g.direction == .leftToRight ? last : first
            if g.effectivePageWidth <= g.viewportWidth {
                expectClose(start, 0, tolerance: slack, "case \(i): \(g)")
                expectClose(end, range.upperBound, tolerance: slack, "case \(i): \(g)")
            }
        }
    }

    @Test func rightToLeftMirrorsLeftToRight() throws {
        try forEachCase(seed: 0x9A6E_0005) { i, rng throws in
            var g = rng.pageGeometry()
            g.direction = .leftToRight
            var mirrored = g
            mirrored.direction = .rightToLeft
            #expect(mirrored.offsetRange == g.offsetRange, "case \(i): \(g)")
            let maxOffset = g.offsetRange.upperBound
            let p = rng.uniform(-1...Double(g.pageCount + 1))
            expectClose(
                try mirrored.pageOffset(atPosition: p), maxOffset - (try g.pageOffset(atPosition: p)),
                tolerance: 1e-9 * max(1, maxOffset), "case \(i) p \(p): \(g)")
            let offset = rng.uniform(-50...(maxOffset + 50))
            expectClose(
                try mirrored.position(atPageOffset: offset), try g.position(atPageOffset: maxOffset - offset),
                tolerance: 2e-9, "case \(i) offset \(offset): \(g)")
        }
    }

    @Test func positionIncreasesWithOffsetInReadingDirection() throws {
        try forEachCase(seed: 0x9A6E_0006) { i, rng throws in
            let g = rng.pageGeometry()
            let a = rng.uniform(-100...(g.offsetRange.upperBound + 100))
            let b = a + rng.uniform(0.01...200)
            let pa = try g.position(atPageOffset: a)
            let pb = try g.position(atPageOffset: b)
            if g.direction == .leftToRight {
                #expect(pb > pa, "case \(i) \(a)→\(pa), \(b)→\(pb): \(g)")
            } else {
                #expect(pb < pa, "case \(i) \(a)→\(pa), \(b)→\(pb): \(g)")
            }
        }
    }

    @Test func resizeKeepsThePositionOfAnyGeometry() throws {
        try forEachCase(seed: 0x9A6E_0007) { i, rng throws in
            let old = rng.pageGeometry()
            var new = rng.pageGeometry()
            new.pageCount = old.pageCount
            let offset = rng.uniform(-50...(old.offsetRange.upperBound + 50))
            let resized = try old.pageOffset(offset, resizedTo: new)
            expectClose(
                try new.position(atPageOffset: resized), try old.position(atPageOffset: offset),
                tolerance: 3e-9, "case \(i) offset \(offset): \(old) → \(new)")
        }
    }

    @Test func finiteInputNeverGivesNaN() throws {
        try forEachCase(seed: 0x9A6E_0008) { i, rng throws in
            var g = rng.pageGeometry()
            let scale = rng.pick([1e-6, 1, 1e6, 1e12])
            g.viewportWidth *= scale
            g.pageWidth = g.pageWidth.map { $0 * scale }
            g.pageSpacing *= scale
            let p = rng.uniform(-1e6...1e6)
            let offset = rng.uniform(-1e6...1e6) * scale
            let message: Comment = "case \(i) p \(p) offset \(offset): \(g)"
            #expect(try g.pageOffset(atPosition: p).isFinite, message)
            #expect(try g.position(atPageOffset: offset).isFinite, message)
            #expect(g.contentWidth.isFinite && g.offsetRange.upperBound.isFinite, message)
        }
    }
}
