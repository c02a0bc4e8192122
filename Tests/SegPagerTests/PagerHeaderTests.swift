// Tests PagerHeader.swift: a header on the stateful pager. List-scroll events
// go in; the header offset, the pull, each page's list offset, the split and the
// header frame come out of the same step. Numbers from seed 001
// (FJSegmentedPager, the hand-over at tableViewOffsetY) and seed 004
// (SHViewController: H, S, R = H − S, the stretch zoom and updateTableViewFrame).
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite struct PagerHeaderTests {
    @Test func seed001HandsTheScrollOverAtThePinOffset() throws {
        var pager = try headerPager()
        let first = try pager.step([.tick(time: 0)])
        #expect(first.header?.headerOffset == 0)
        #expect(first.header?.frame.phase == .expanded)
        // Up 100: the header takes it all; the list stays locked at 0 (seed 001:
        // tableViewOffsetY not reached).
        let up = try pager.step([.listScrolled(time: 0.1, delta: 100)])
        #expect(up.header?.headerOffset == 100)
        #expect(up.listOffset == 0)
        #expect(up.split == ScrollSplit(header: 100, list: 0, overscroll: 0))
        #expect(phaseWords(up.notifications) == ["expanded>collapsing"])
        // Up 100 more: 56 finish the collapse (R = 156), 44 go to the list.
        let pinned = try pager.step([.listScrolled(time: 0.2, delta: 100)])
        #expect(pinned.header?.headerOffset == 156)
        #expect(pinned.listOffset == 44)
        #expect(pinned.split == ScrollSplit(header: 56, list: 44, overscroll: 0))
        #expect(pinned.header?.frame.header.y == -156)  // seed 004: header top −R once pinned
        #expect(pinned.header?.frame.strip.y == 0)
        #expect(phaseWords(pinned.notifications) == ["collapsing>pinned"])
        // Down 60: the list returns to its top first (44), then the header is
        // released (16): seed 001's release when the list goes above its top.
        let down = try pager.step([.listScrolled(time: 0.3, delta: -60)])
        #expect(down.listOffset == 0)
        #expect(down.header?.headerOffset == 140)
        #expect(down.split == ScrollSplit(header: -16, list: -44, overscroll: 0))
    }

    @Test func pullingPastTheTopStretchesByTheSeed004Zoom() throws {
        var pager = try headerPager()
        let frame = try pager.step([.listScrolled(time: 0, delta: -40)])
        #expect(frame.header?.pull == -40)
        #expect(frame.header?.frame.phase == .stretched)
        // seed 004: CGRectMake(W·y/H/2, 0, W·(H − y)/H, H − y) at y = −40.
        let header = try #require(frame.header?.frame.header)
        #expect(header.x == screenW * -40 / 200 / 2)
        #expect(header.width == screenW * 240 / 200)
        #expect(header.height == 240)
        #expect(frame.split == ScrollSplit(header: 0, list: 0, overscroll: -40))
        // Going back up, the pull gives way first.
        let back = try pager.step([.listScrolled(time: 0.1, delta: 50)])
        #expect(back.header?.pull == 0)
        #expect(back.header?.headerOffset == 10)
        #expect(back.split == ScrollSplit(header: 10, list: 0, overscroll: 40))
    }

    @Test func releasedPullSpringsBackExactlyToZero() throws {
        var pager = try headerPager()
        _ = try pager.step([.listScrolled(time: 0, delta: -60), .listEnded(time: 0, velocity: 0)])
        let mid = try pager.step([.tick(time: 0.1)])
        let pull = try #require(mid.header?.pull)
        #expect(pull > -60 && pull < 0)
        #expect(mid.header?.isAnimating == true)
        let done = try pager.step([.tick(time: 5)])
        #expect(done.header?.pull == 0)
        #expect(done.header?.isAnimating == false)
        #expect(phaseWords(done.notifications) == ["stretched>expanded"])
    }

    @Test func snapFollowsPositionWhenSlowAndDirectionWhenFast() throws {
        let snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        // 100 > R/2 = 78, slow: collapses.
        var pager = try headerPager(snapping)
        _ = try pager.step([.listScrolled(time: 0, delta: 100), .listEnded(time: 0, velocity: 0)])
        #expect(try pager.step([.tick(time: 5)]).header?.headerOffset == 156)
        // 100, released downward at 500 pt/s (faster than 300): opens.
        pager = try headerPager(snapping)
        _ = try pager.step([.listScrolled(time: 0, delta: 100), .listEnded(time: 0, velocity: -500)])
        let open = try pager.step([.tick(time: 5)])
        #expect(open.header?.headerOffset == 0)
        #expect(phaseWords(open.notifications) == ["collapsing>expanded"])
        // Without the snap flag the header stays where it was left.
        pager = try headerPager()
        _ = try pager.step([.listScrolled(time: 0, delta: 100), .listEnded(time: 0, velocity: 0)])
        #expect(try pager.step([.tick(time: 5)]).header?.headerOffset == 100)
    }

    @Test func keepOwnKeepsEveryListAndNeverMovesTheHeader() throws {
        var pager = try headerPager()
        _ = try pager.step([.listScrolled(time: 0, delta: 456)])  // R = 156, list 0 at 300
        let switched = try pager.step([.select(time: 1, index: 1, animated: false)])
        #expect(switched.header?.headerOffset == 156)
        #expect(switched.listOffset == 0)
        _ = try pager.step([.listScrolled(time: 2, delta: -100)])  // list 1 at its top: header to 56
        let back = try pager.step([.select(time: 3, index: 0, animated: false)])
        #expect(back.header?.headerOffset == 56)  // the header did not jump
        #expect(back.listOffset == 300)  // JXPagingView #324: the list kept its place
        #expect(back.listOffsets == [300])
    }

    @Test func syncPutsAListAtItsTopUnlessPinned() throws {
        // seed 004 updateTableViewFrame: y ≥ R gives max(own, R), so a list
        // keeps its own scroll; 0 ≤ y < R gives y, the list at its top.
        var pager = try headerPager { $0.listSync = .sync }
        _ = try pager.step([.listScrolled(time: 0, delta: 356)])  // list 0 at 200
        _ = try pager.step([.select(time: 1, index: 1, animated: false)])
        _ = try pager.step([.listScrolled(time: 1.5, delta: 80)])  // list 1 at 80, still pinned
        let pinned = try pager.step([.select(time: 2, index: 0, animated: false)])
        #expect(pinned.listOffset == 200)
        _ = try pager.step([.listScrolled(time: 3, delta: -250)])  // list 0 to 0, header to 106
        let collapsing = try pager.step([.select(time: 4, index: 1, animated: false)])
        #expect(collapsing.header?.headerOffset == 106)
        #expect(collapsing.listOffset == 0)
    }

    @Test func resetToTopAlwaysStartsAtTheTop() throws {
        var pager = try headerPager { $0.listSync = .resetToTop }
        _ = try pager.step([.listScrolled(time: 0, delta: 400)])
        _ = try pager.step([.select(time: 1, index: 1, animated: false), .listScrolled(time: 1, delta: 50)])
        let back = try pager.step([.select(time: 2, index: 0, animated: false)])
        #expect(back.listOffset == 0)
        #expect(back.header?.headerOffset == 156)
    }

    @Test func aSwipeShowsBothListsAtTheirOffsets() throws {
        var pager = try headerPager()
        _ = try pager.step([.listScrolled(time: 0, delta: 300)])  // list 0 at 144
        let frame = try pager.step([.dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: 100)])
        #expect(frame.pages.map(\.page) == [0, 1])
        #expect(frame.listOffsets == [144, 0])
    }

    @Test func refreshHoldsThePullUntilItEnds() throws {
        var pager = try headerPager { $0.refreshDistance = 60 }
        let pulled = try pager.step([.listScrolled(time: 0, delta: -80), .listEnded(time: 0, velocity: 0)])
        #expect(pulled.notifications.map(\.kind).contains(.refresh))
        #expect(pulled.header?.isRefreshing == true)
        let held = try pager.step([.tick(time: 5)])
        #expect(held.header?.pull == -60)
        #expect(held.header?.isRefreshing == true)
        let ended = try pager.step([.refreshEnded(time: 6), .tick(time: 10)])
        #expect(ended.header?.pull == 0)
        #expect(ended.header?.isRefreshing == false)
        // A short pull does not refresh.
        let short = try pager.step([.listScrolled(time: 11, delta: -30), .listEnded(time: 11, velocity: 0)])
        #expect(!short.notifications.map(\.kind).contains(.refresh))
    }

    @Test func listZonePullLeavesTheHeaderExpanded() throws {
        var pager = try headerPager { $0.refreshZone = .list }
        let frame = try pager.step([.listScrolled(time: 0, delta: -50)])
        #expect(frame.header?.pull == -50)
        #expect(frame.header?.frame.phase == .expanded)
        #expect(frame.header?.frame.header.height == 200)
    }

    @Test func listMaximumStopsTheListAndReportsOverscroll() throws {
        var pager = try headerPager()
        _ = try pager.step([.listResized(time: 0, index: 0, maxOffset: 100)])
        let frame = try pager.step([.listScrolled(time: 0, delta: 300)])
        #expect(frame.listOffset == 100)
        #expect(frame.split == ScrollSplit(header: 156, list: 100, overscroll: 44))
        let shrunk = try pager.step([.listResized(time: 1, index: 0, maxOffset: 40)])
        #expect(shrunk.listOffset == 40)
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.step([.listResized(time: 2, index: 3, maxOffset: 1)])
        }
        expectInputError(.outOfRange, field: "maxOffset") {
            try pager.step([.listResized(time: 2, index: 0, maxOffset: -1)])
        }
        expectInputError(.notFinite, field: "delta") { try pager.step([.listScrolled(time: 2, delta: .nan)]) }
    }

    @Test func enterAlwaysSectionComesBackBeforeTheList() throws {
        // A toolbar (56, enter always) over a cover (144, scroll)... in AppBarLayout
        // order: cover scrolls, toolbar enters always, strip pinned.
        let sections = [
            HeaderSection(height: 100, behavior: .scroll),
            HeaderSection(height: 56, behavior: .enterAlways),
            HeaderSection(height: 44, behavior: .pinned),
        ]
        var pager = try headerPager(PagerHeader(style: HeaderStyle(), sections: sections))
        _ = try pager.step([.listScrolled(time: 0, delta: 400)])  // header offset 156, list 244
        let down = try pager.step([.listScrolled(time: 1, delta: -30)])
        #expect(down.header?.headerOffset == 126)  // the toolbar comes back first
        #expect(down.listOffset == 244)
    }

    @Test func rightToLeftKeepsTheVerticalMathsAndACentredStretch() throws {
        var ltr = try headerPager()
        var rtl = try headerPager()
        var style = StripStyle()
        style.direction = .rightToLeft
        try rtl.setStripStyle(style)
        for (t, delta) in [(0.0, 120.0), (0.1, 100.0), (0.2, -400.0)] {
            let a = try ltr.step([.listScrolled(time: t, delta: delta)])
            let b = try rtl.step([.listScrolled(time: t, delta: delta)])
            #expect(a.header == b.header)
            #expect(a.listOffset == b.listOffset)
        }
        // Pulled 180 past the top: the stretched header stays centred on the screen.
        let box = try #require(try rtl.step([.tick(time: 1)]).header?.frame.header)
        #expect(abs(box.x + box.width / 2 - screenW / 2) <= 1e-9)
    }

    @Test func headerHeightMustMatchItsSections() throws {
        var style = HeaderStyle()
        style.height = 150
        expectInputError(.outOfRange, field: "HeaderStyle.height") {
            try PagerHeader(style: style, sections: [HeaderSection(height: 200, behavior: .pinned)])
        }
        style.height = 200
        let header = try PagerHeader(style: style, sections: [HeaderSection(height: 200, behavior: .pinned)])
        #expect(header.style.pinnedHeight == 200)
    }

    @Test func partsOfEveryDeltaAddUpAndSwitchingNeverMovesTheHeader() throws {
        var random = SplitMix64(seed: 0x6EAD)
        for _ in 0..<propertyCaseCount / 4 {
            let policy = random.pick(ListSyncPolicy.allCases)
            var pager = try headerPager { $0.listSync = policy }
            var t = 0.0
            var last = try pager.step([.tick(time: 0)])
            for _ in 0..<20 {
                t += 0.1
                if random.chance(0.3) {
                    let before = last.header?.headerOffset
                    last = try pager.step([.select(time: t, index: random.int(0...2), animated: false)])
                    #expect(last.header?.headerOffset == before)
                } else if random.chance(0.3), last.header?.pull == 0 {
                    // A fling: every tick's split is what the header and the
                    // list moved (it never pulls or overscrolls), until a
                    // scroll at the last tick's time stops it.
                    last = try pager.step([.listEnded(time: t, velocity: random.uniform(-3000...3000))])
                    for _ in 0..<random.int(1...12) {
                        t += random.uniform(0.005...0.1)
                        let before = last
                        last = try pager.step([.tick(time: t)])
                        let moved =
                            (last.header?.headerOffset ?? 0) - (before.header?.headerOffset ?? 0)
                            + last.listOffset - before.listOffset
                        let sum = last.split.header + last.split.list + last.split.overscroll
                        if last.header?.isAnimating == false {  // no snap moved the header too
                            #expect(abs(sum - moved) <= 1e-9 * max(1, abs(moved)))
                        }
                        #expect(last.split.overscroll == 0)
                        #expect(last.header?.pull == 0)
                    }
                    last = try pager.step([.listScrolled(time: t, delta: 0)])
                    #expect(!last.isListAnimating)
                    #expect(last.split == ScrollSplit(header: 0, list: 0, overscroll: 0))
                } else {
                    let delta = random.uniform(-300...300)
                    last = try pager.step([.listScrolled(time: t, delta: delta)])
                    let sum = last.split.header + last.split.list + last.split.overscroll
                    #expect(abs(sum - delta) <= 1e-9 * max(1, abs(delta)))
                }
                #expect(last.listOffset >= 0)
                let headerOffset = try #require(last.header?.headerOffset)
                #expect(headerOffset >= 0 && headerOffset <= 156)
            }
        }
    }
}

@Suite struct PagerHeaderFixedSnapTests {
    @Test func aFixedDurationSnapTakesAppBarLayoutsTimeOnADecelerateCurve() throws {
        var snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        snapping.snapAnimation = .fixedDuration
        var pager = try headerPager(snapping)
        // Released at 100 of R = 156, slow: to 156, 56 pt away. H = 200:
        // (56/200 + 1)·150 = 192 ms (AppBarLayout.animateOffsetTo at v = 0).
        _ = try pager.step([.listScrolled(time: 0, delta: 100), .listEnded(time: 0, velocity: 0)])
        let half = try pager.step([.tick(time: 0.096)])
        // DecelerateInterpolator: 1 − (1 − ½)² = ¾ of the way.
        expectClose(try #require(half.header?.headerOffset), 142, tolerance: 1e-9)
        #expect(half.header?.isAnimating == true)
        #expect(try pager.step([.tick(time: 0.1919)]).header?.isAnimating == true)
        let done = try pager.step([.tick(time: 0.192)])
        #expect(done.header?.headerOffset == 156)
        #expect(done.header?.isAnimating == false)
    }
}
