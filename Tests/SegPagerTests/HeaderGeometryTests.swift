// Tests HeaderGeometry.swift and NestedScroll.swift: seeds 004 and 001, and properties.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Header geometry")
struct HeaderGeometryTests {
    @Test(arguments: [-10.0, -40, -120])
    func seed004StretchFormula(y: Double) throws {
        // CGRectMake(W·y/H/2, 0, W·(H − y)/H, H − y)
        let frame = try seed004HeaderStyle().frame(atListOffset: y, width: 375)
        expectClose(frame.header.x, 375 * y / 200 / 2)
        expectClose(frame.header.width, 375 * (200 - y) / 200)
        expectClose(frame.header.height, 200 - y)
        #expect(frame.phase == .stretched)
        expectClose(frame.stretchScale, (200 - y) / 200)
    }

    @Test func seed004CollapsingAndPinnedRegions() throws {
        let collapsing = try seed004HeaderStyle().frame(atListOffset: 60, width: 375)
        expectClose(collapsing.header.y, -60)  // CGRectMake(0, −contentY, ...)
        #expect(collapsing.phase == .collapsing)
        let pinned = try seed004HeaderStyle().frame(atListOffset: 500, width: 375)
        expectClose(pinned.header.y, -156)  // −headerMaxScrollHeight
        expectClose(pinned.strip.y, 0)
        #expect(pinned.phase == .pinned && pinned.progress == 1)
    }

    @Test func aHeaderThatCannotCollapseIsExpandedThenPinned() throws {
        // H = S = 44: R = 0. At rest it is expanded with progress 0 (the
        // phase and the progress agree); scrolled, pinned with progress 1.
        var style = HeaderStyle()
        style.height = 44
        style.pinnedHeight = 44
        let rest = try style.frame(atListOffset: 0, width: 375)
        #expect(rest.phase == .expanded && rest.progress == 0)
        let scrolled = try style.frame(atListOffset: 10, width: 375)
        #expect(scrolled.phase == .pinned && scrolled.progress == 1)
        let pulled = try style.frame(atListOffset: -10, width: 375)
        #expect(pulled.phase == .stretched && pulled.progress == 0)
    }

    @Test func aHeaderNeedsAHeightWithoutSections() throws {
        // HeaderStyle()'s height is 0: without sections that is no header.
        expectInputError(.outOfRange, field: "HeaderStyle.height") { try PagerHeader(style: HeaderStyle()) }
        var style = HeaderStyle()
        style.height = 44
        _ = try PagerHeader(style: style)
        // With sections, 0 means "the stack's".
        _ = try PagerHeader(style: HeaderStyle(), sections: [HeaderSection(height: 44, behavior: .pinned)])
    }

    @Test func parallaxAndContentModes() throws {
        var style = seed004HeaderStyle()
        style.parallax = 0.5
        style.contentMode = .bottom
        style.contentHeight = 120
        let frame = try style.frame(atListOffset: 100, width: 375)
        // the header moved up 100; the content lags by half of it and sits at the bottom
        expectClose(frame.content.y, frame.header.maxY - 120 + 50)
    }

    @Test func theHeaderIsContinuousAndItsProgressMonotone() throws {
        for mode in HeaderPullDown.allCases {
            var style = seed004HeaderStyle()
            style.pullDown = mode
            var previous = try style.frame(atListOffset: -300, width: 375)
            for k in 1...900 {
                let y = -300 + Double(k)
                let frame = try style.frame(atListOffset: y, width: 375)
                #expect(abs(frame.header.y - previous.header.y) <= 1 + 1e-9)
                #expect(abs(frame.header.height - previous.header.height) <= 1 + 1e-9)
                #expect(frame.progress >= previous.progress)
                previous = frame
            }
        }
    }

    @Test func badHeadersAreRefused() {
        var style = seed004HeaderStyle()
        style.pinnedHeight = 300
        expectInputError(.outOfRange, field: "HeaderStyle.pinnedHeight") {
            try style.frame(atListOffset: 0, width: 375)
        }
        expectInputError(.notFinite, field: "listOffset") {
            try seed004HeaderStyle().frame(atListOffset: .nan, width: 375)
        }
        expectInputError(.outOfRange, field: "width") {
            try seed004HeaderStyle().frame(atListOffset: 0, width: -1)
        }
    }
}

@Suite("Nested scroll")
struct NestedScrollTests {
    @Test func seed001HandsOverAtThePin() throws {
        let up = try seed004HeaderStyle().split(
            delta: 100, headerOffset: 120, listOffset: 0, listMaximum: 900, mode: .exitUntilCollapsed)
        #expect(up == ScrollSplit(header: 36, list: 64, overscroll: 0))
        let down = try seed004HeaderStyle().split(
            delta: -100, headerOffset: 156, listOffset: 30, listMaximum: 900, mode: .exitUntilCollapsed)
        #expect(down == ScrollSplit(header: -70, list: -30, overscroll: 0))
        let pull = try seed004HeaderStyle().split(
            delta: -100, headerOffset: 20, listOffset: 0, listMaximum: 900, mode: .exitUntilCollapsed)
        #expect(pull.overscroll == -80)
    }

    @Test func thePartsAlwaysAddUpToTheDelta() throws {
        var random = SplitMix64(seed: 0x4E57)
        for _ in 0..<2000 {
            let delta = random.uniform(-2000...2000)
            let h = random.uniform(0...156)
            let l = random.uniform(0...500)
            let mode = random.pick(NestedScrollMode.allCases)
            let split = try seed004HeaderStyle().split(
                delta: delta, headerOffset: h, listOffset: l, listMaximum: 500, mode: mode,
                enterHeight: random.uniform(0...80))
            expectClose(split.header + split.list + split.overscroll, delta, tolerance: 1e-9)
            #expect((-1e-9...156 + 1e-9).contains(h + split.header))
            #expect((-1e-9...500 + 1e-9).contains(l + split.list))
        }
    }

    @Test func pageSwitchPoliciesFollowSeed004() throws {
        // updateTableViewFrame
        #expect(try seed004HeaderStyle().listOffset(forIncomingList: 30, headerAt: 300, policy: .sync) == 156)
        #expect(try seed004HeaderStyle().listOffset(forIncomingList: 30, headerAt: 80, policy: .sync) == 80)
        #expect(try seed004HeaderStyle().listOffset(forIncomingList: 70, headerAt: -20, policy: .sync) == 0)
        #expect(
            try seed004HeaderStyle().listOffset(forIncomingList: 900, headerAt: 300, policy: .keepOwn) == 900)
        #expect(
            try seed004HeaderStyle().listOffset(forIncomingList: 900, headerAt: 300, policy: .resetToTop)
                == 156)
    }
}

@Suite("Header snap and gestures")
struct HeaderSnapTests {
    @Test func slowReleasesSnapToTheNearerEndAndFastOnesFollowTheirDirection() throws {
        #expect(try seed004HeaderStyle().snapTarget(headerOffset: 70, velocity: 0) == 0)
        #expect(try seed004HeaderStyle().snapTarget(headerOffset: 90, velocity: 0) == 156)
        #expect(try seed004HeaderStyle().snapTarget(headerOffset: 20, velocity: 800) == 156)
        #expect(try seed004HeaderStyle().snapTarget(headerOffset: 140, velocity: -800) == 0)
        #expect(try seed004HeaderStyle().snapTarget(headerOffset: -30, velocity: 0) == -30)
    }

    @Test func aShortListIsPaddedToItsViewportPlusTheCollapseRange() throws {
        #expect(try seed004HeaderStyle().minimumContentHeight(listViewportHeight: 600) == 756)
    }

    @Test func theDirectionLockWaitsThenPicksAnAxis() throws {
        #expect(try GestureAxis(dx: 5, dy: 1) == .undecided)
        #expect(try GestureAxis(dx: 20, dy: 5) == .horizontal)
        #expect(try GestureAxis(dx: -3, dy: -30) == .vertical)
        #expect(try GestureAxis(dx: 10, dy: 10) == .undecided)
        #expect(try GestureAxis(dx: 16, dy: 14) == .horizontal)
        expectInputError(.outOfRange, field: "maximumAngle") {
            try GestureAxis(dx: 1, dy: 1, maximumAngle: 50)
        }
    }
}
