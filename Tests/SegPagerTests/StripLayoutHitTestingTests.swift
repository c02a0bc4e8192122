// Tests StripLayout+HitTesting.swift: the item under a point and the items
// visible in a viewport, on examples and against brute force over random strips.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// seed 001's scrolling strip: cell spacing 10, edge spacing 15,
/// frames (15, 100), (125, 120), (255, 140); content 410.
private let seed001Frames = [
    ItemFrame(x: 15, width: 100), ItemFrame(x: 125, width: 120), ItemFrame(x: 255, width: 140),
]

/// The same frames laid out right to left: item 0 at the right.
private let seed001RightToLeft = [
    ItemFrame(x: 255, width: 140), ItemFrame(x: 125, width: 120), ItemFrame(x: 15, width: 100),
]

@Suite("Hit testing")
struct StripHitTestingTests {
    func hit(_ x: Double, _ frames: [ItemFrame] = seed001Frames) throws(InputError) -> Int? {
        try StripHitTesting.item(at: x, in: frames)
    }

    @Test func pointInsideAFrameHitsThatItem() throws {
        #expect(try hit(15) == 0)  // left edge is inside: [x, x + width)
        #expect(try hit(60) == 0)
        #expect(try hit(125) == 1)
        #expect(try hit(200) == 1)
        #expect(try hit(394.9) == 2)
    }

    @Test func pointInTheSpacingGoesToTheNearerItem() throws {
        // the gap between items 0 and 1 is [115, 125), its middle 120
        #expect(try hit(115) == 0)  // right edge is outside item 0, but nearer to it
        #expect(try hit(119.9) == 0)
        #expect(try hit(120.1) == 1)
        #expect(try hit(124.99) == 1)
        #expect(try hit(249.9) == 1)
        #expect(try hit(250.1) == 2)
    }

    @Test func pointInAnInsetHitsNothing() throws {
        #expect(try hit(14.9) == nil)
        #expect(try hit(0) == nil)
        #expect(try hit(-100) == nil)
        #expect(try hit(395) == nil)  // the last right edge is outside
        #expect(try hit(410) == nil)
        #expect(try hit(1e300) == nil)
    }

    @Test func rightToLeftOrderIsReadFromTheFrames() throws {
        #expect(try hit(20, seed001RightToLeft) == 2)
        #expect(try hit(300, seed001RightToLeft) == 0)
        #expect(try hit(200, seed001RightToLeft) == 1)
        #expect(try hit(119.9, seed001RightToLeft) == 2)
        #expect(try hit(120.1, seed001RightToLeft) == 1)
        #expect(try hit(10, seed001RightToLeft) == nil)
        #expect(try hit(395, seed001RightToLeft) == nil)
    }

    @Test func emptyAndSingleFrameStrips() throws {
        #expect(try hit(1, []) == nil)
        let one = [ItemFrame(x: 10, width: 20)]
        #expect(try hit(10, one) == 0)
        #expect(try hit(29.99, one) == 0)
        #expect(try hit(30, one) == nil)
        #expect(try hit(9.99, one) == nil)
    }

    @Test func zeroWidthItemIsHitOnlyFromTheSpacingAroundIt() throws {
        // item 1 is a zero-width frame at 50 between [0, 10) and [90, 100)
        let frames = [ItemFrame(x: 0, width: 10), ItemFrame(x: 50, width: 0), ItemFrame(x: 90, width: 10)]
        #expect(try hit(25, frames) == 0)
        #expect(try hit(35, frames) == 1)
        #expect(try hit(50, frames) == 1)
        #expect(try hit(65, frames) == 1)
        #expect(try hit(75, frames) == 2)
    }

    @Test func searchesAnyRandomAccessBufferWithoutCopying() throws {
        let index = try seed001Frames.withUnsafeBufferPointer { buffer throws(InputError) in
            try StripHitTesting.item(at: 200, in: buffer)
        }
        #expect(index == 1)
    }

    @Test func nonFiniteInputIsNotFinite() {
        expectInputError(.notFinite, field: "x") { try hit(.nan) }
        expectInputError(.notFinite, field: "x") { try hit(.infinity) }
        expectInputError(.notFinite, field: "x") { try hit(-.infinity) }
        expectInputError(.notFinite, field: "ItemFrame.x") { try hit(10, [ItemFrame(x: .nan, width: 10)]) }
        expectInputError(.notFinite, field: "ItemFrame.width") {
            try hit(10, [ItemFrame(x: 0, width: .infinity)])
        }
        expectInputError(.notFinite, field: "ItemFrame.x") {
            try hit(10, [ItemFrame(x: 0, width: 10), ItemFrame(x: .infinity, width: 10)])
        }
    }

    @Test func unorderedFramesNeverTrap() throws {
        // unspecified index, but a valid one or nil, and no crash
        let shuffled = [
            ItemFrame(x: 300, width: 5), ItemFrame(x: 10, width: 50), ItemFrame(x: 200, width: 20),
            ItemFrame(x: 0, width: 400),
        ]
        for x in stride(from: -10.0, through: 420, by: 7) {
            let index = try hit(x, shuffled)
            #expect(index == nil || (0..<4).contains(index ?? -1))
        }
    }
}

@Suite("Visible items")
struct StripVisibleItemsTests {
    func visible(_ offset: Double, _ width: Double, _ frames: [ItemFrame] = seed001Frames)
        throws(InputError) -> ClosedRange<Int>?
    {
        try StripHitTesting.visibleItems(in: frames, stripOffset: offset, viewportWidth: width)
    }

    @Test func itemsMeetingTheViewportAreVisible() throws {
        #expect(try visible(100, 100) == 0...1)
        #expect(try visible(0, 410) == 0...2)
        #expect(try visible(-50, 1000) == 0...2)
        #expect(try visible(130, 10) == 1...1)
    }

    @Test func itemsOnlyTouchingTheViewportEdgesAreNotVisible() throws {
        // (115, 255) touches item 0's right edge and item 2's left edge
        #expect(try visible(115, 140) == 1...1)
        // (395, 495) starts at the last right edge
        #expect(try visible(395, 100) == nil)
        // (−85, 15) ends at the first left edge
        #expect(try visible(-85, 100) == nil)
    }

    @Test func viewportInsideAGapShowsNothing() throws {
        #expect(try visible(116, 8) == nil)
    }

    @Test func zeroWidthViewportShowsNothing() throws {
        #expect(try visible(0, 0) == nil)
        #expect(try visible(200, 0) == nil)
    }

    @Test func rightToLeftRangeIsByItemIndex() throws {
        #expect(try visible(200, 100, seed001RightToLeft) == 0...1)
        #expect(try visible(0, 100, seed001RightToLeft) == 2...2)
        #expect(try visible(0, 410, seed001RightToLeft) == 0...2)
    }

    @Test func emptyStripShowsNothing() throws {
        #expect(try visible(0, 100, []) == nil)
    }

    @Test func badInputIsRejected() {
        expectInputError(.notFinite, field: "stripOffset") { try visible(.nan, 100) }
        expectInputError(.notFinite, field: "stripOffset") { try visible(-.infinity, 100) }
        expectInputError(.notFinite, field: "viewportWidth") { try visible(0, .nan) }
        expectInputError(.notFinite, field: "viewportWidth") { try visible(0, .infinity) }
        expectInputError(.outOfRange, field: "viewportWidth") { try visible(0, -1) }
        expectInputError(.notFinite, field: "ItemFrame.x") {
            try visible(0, 100, [ItemFrame(x: .nan, width: 1)])
        }
    }
}

@Suite("Hit testing properties")
struct StripHitTestingPropertyTests {
    /// The item indices in left-to-right visual order.
    static func visualOrder(_ layout: StripLayout, _ direction: Direction) -> [Int] {
        let indices = Array(layout.frames.indices)
        return direction == .rightToLeft ? indices.reversed() : indices
    }

    /// From the first item's left edge to the last item's right edge, in
    /// visual order; nil when there are no items.
    static func itemSpan(_ layout: StripLayout, _ direction: Direction) -> (start: Double, end: Double)? {
        let order = visualOrder(layout, direction)
        guard let firstIndex = order.first, let lastIndex = order.last else { return nil }
        return (layout.frames[firstIndex].x, layout.frames[lastIndex].maxX)
    }

    @Test func pointInsideEachFrameHitsItsItem() throws {
        var hits = 0
        try forEachStripLayout(seed: 0x417_0001) { i, c, layout, rng throws in
            for (k, frame) in layout.frames.enumerated()
            where frame.width > 1e-6 * max(1, layout.contentWidth) {
                // Stay a little inside the edges: rounding may make neighbours overlap by an ulp.
                for u in [0.001, rng.uniform(0.001...0.999), 0.5, 0.999] {
                    let x = frame.x + u * frame.width
                    #expect(
                        try StripHitTesting.item(at: x, in: layout.frames) == k,
                        "case \(i) item \(k) x \(x): \(c)")
                    hits += 1
                }
            }
        }
        #expect(hits > 2000)
    }

    @Test func pointInAGapGoesToTheNearerItem() throws {
        var gaps = 0
        try forEachStripLayout(seed: 0x417_0002) { i, c, layout, rng throws in
            let order = Self.visualOrder(layout, c.style.direction)
            for (a, b) in zip(order, order.dropFirst()) {
                let left = layout.frames[a].maxX
                let right = layout.frames[b].x
                let gap = right - left
                guard gap > 1e-6 * max(1, layout.contentWidth) else { continue }
                gaps += 1
                let nearLeft = left + rng.uniform(0...0.49) * gap
                let nearRight = left + rng.uniform(0.51...0.999) * gap
                #expect(
                    try StripHitTesting.item(at: nearLeft, in: layout.frames) == a,
                    "case \(i) x \(nearLeft): \(c)")
                #expect(
                    try StripHitTesting.item(at: nearRight, in: layout.frames) == b,
                    "case \(i) x \(nearRight): \(c)")
            }
        }
        #expect(gaps > 500)
    }

    @Test func pointOutsideTheItemsHitsNothing() throws {
        var checked = 0
        try forEachStripLayout(seed: 0x417_0003) { i, c, layout, rng throws in
            guard let (start, end) = Self.itemSpan(layout, c.style.direction) else {
                #expect(try StripHitTesting.item(at: rng.uniform(-10...10), in: layout.frames) == nil)
                return
            }
            checked += 1
            // in the leading inset (or before the content) and in the trailing inset
            let before = start - rng.uniform(1e-6...1) * (start + 10)
            let after = end + rng.uniform(0...1) * (layout.contentWidth - end + 10)
            #expect(
                try StripHitTesting.item(at: before, in: layout.frames) == nil, "case \(i) x \(before): \(c)")
            #expect(
                try StripHitTesting.item(at: after, in: layout.frames) == nil, "case \(i) x \(after): \(c)")
            #expect(try StripHitTesting.item(at: end, in: layout.frames) == nil, "case \(i): \(c)")
        }
        #expect(checked > 300)
    }

    @Test func everyPointOfTheItemSpanHitsSomeItem() throws {
        // no dead gaps between the first left edge and the last right edge
        try forEachStripLayout(seed: 0x417_0004) { i, c, layout, rng throws in
            guard let (start, end) = Self.itemSpan(layout, c.style.direction), end > start else { return }
            for _ in 0..<5 {
                let x = start + rng.uniform(0...0.999_999) * (end - start)
                #expect(try StripHitTesting.item(at: x, in: layout.frames) != nil, "case \(i) x \(x): \(c)")
            }
        }
    }

    @Test func visibleItemsAgreeWithABruteForceScan() throws {
        var seen = (some: 0, none: 0)
        try forEachStripLayout(seed: 0x417_0005) { i, c, layout, rng throws in
            let frames = layout.frames
            // edges of the frames, so that "only touching" cases occur
            let edges = frames.flatMap { [$0.x, $0.maxX] }
            for _ in 0..<8 {
                let offset =
                    !edges.isEmpty && rng.chance(0.4)
                    ? rng.pick(edges) : rng.uniform(-20...(layout.contentWidth + 20))
                var width = rng.chance(0.1) ? 0 : rng.uniform(0...(c.viewportWidth + 1))
                if !edges.isEmpty && rng.chance(0.4) { width = max(0, rng.pick(edges) - offset) }
                let end = offset + width
                // closed frame [x, maxX] meets the open viewport (offset, end), which is
                // empty when the width is 0
                let meeting = frames.indices.filter {
                    offset < end && frames[$0].x < end && frames[$0].maxX > offset
                }
                let expected = meeting.min().map { $0...(meeting.max() ?? $0) }
                let actual = try StripHitTesting.visibleItems(
                    in: frames, stripOffset: offset, viewportWidth: width)
                #expect(actual == expected, "case \(i) offset \(offset) width \(width): \(c)")
                // the visible items are one contiguous run
                if let range = expected { #expect(meeting.count == range.count, "case \(i): \(c)") }
                if expected == nil { seen.none += 1 } else { seen.some += 1 }
            }
        }
        #expect(seen.some > 1000 && seen.none > 200)
    }
}
