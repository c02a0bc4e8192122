// Tests Pager.swift: the stateful pager's seed behaviours (000 RHNavController,
// 003 UKTabView, 004 SHViewController) and worked event sequences, with the
// notifications logged as short words ("wa1" will-appear 1, "da1", "wd0",
// "dd0", "sel1<0:drag") as bindings/c/tests/test_pager.c logs them.
import SegPagerTestSupport
import Testing

@testable import SegPager

// MARK: - Seed 000 RHNavController

@Suite("Seed 000 RHNavController pager")
struct Seed000PagerTests {
    @Test func theInitialPageAppearsWithTheFirstEvent() throws {
        var session = try PagerSession(try seed000Pager())
        // The initial selection is announced, as when items arrive later.
        #expect(session.takeLog() == "sel0<-:program wa0 da0")
        #expect(session.frame.selectedIndex == 0)
        #expect(session.frame.phase == .idle)
        #expect(session.frame.pages.map(\.page) == [0])
    }

    @Test func tapCommitsAtOnceAndEndsAtWTimesIndex() throws {
        var session = try PagerSession(try seed000Pager())
        _ = session.takeLog()
        let tapped = try session.step(.tabTapped(time: 1, index: 4))
        // .atHalf: a tap commits at once, caused by the tap
        #expect(tapped.selectedIndex == 4)
        #expect(tapped.notifications.first?.cause == .tap)
        #expect(session.takeLog() == "sel4<0:tap wd0 wa4")
        #expect(tapped.phase == .transitioning)
        #expect(tapped.transitionTarget == 4)
        expectClose(tapped.targetPageOffset, screenW * 4)  // seed 000: setContentOffset(kScreen_W * index)
        expectClose(tapped.pageOffset, 0)

        let half = try session.step(.tick(time: 1.125))
        expectClose(half.transitionProgress, 0.5)  // ease-in-out is symmetric: half the time, half the way
        #expect(half.phase == .transitioning)
        let almost = try session.step(.tick(time: 1.249))
        #expect(almost.phase == .transitioning)
        #expect(almost.pageOffset < screenW * 4)
        // seed 000 sweeps (setContentOffset animated): the pages on screen in
        // the frames drawn appear and go as they pass (page 1 was passed
        // between the tap's frame and the half-way one, so it never showed).
        #expect(session.takeLog() == "dd0 wa2 wd2 dd2 wa3")

        // seed 000: animateWithDuration:0.25, then the offset is kScreen_W * index
        let done = try session.step(.tick(time: 1.25))
        #expect(done.phase == .idle)
        #expect(done.pageOffset == screenW * 4)
        #expect(done.position == 4)
        #expect(done.selectedIndex == 4)
        #expect(session.takeLog() == "wd3 dd3 da4")
    }

    @Test func dragSelectsAtHalfAPage() throws {
        var session = try PagerSession(try seed000Pager())
        _ = session.takeLog()
        try session.step(.dragBegan(time: 1))
        var t = 1.0
        // x on a grid of W/8 and in between, across all six pages
        var xs = (0...40).map { screenW * Double($0) / 8 }
        var rng = SplitMix64(seed: 0x000)
        xs += (0..<60).map { _ in (rng.uniform(0...(5 * screenW)) * 4).rounded() / 4 }
        for x in xs {
            t += 0.01
            let frame = try session.step(.dragMoved(time: t, pageOffset: x))
            // seed 000: selectIndex = (contentOffset.x + kScreen_W / 2) / kScreen_W
            let seedIndex = min(Int((x + screenW / 2) / screenW), 5)
            #expect(frame.selectedIndex == seedIndex, "x = \(x)")
            #expect(frame.phase == .dragging)
        }
    }

    @Test func dragCommitsExactlyAtHalfWithCauseDrag() throws {
        var session = try PagerSession(try seed000Pager())
        try session.step(.tabTapped(time: 1, index: 4), .tick(time: 2))
        _ = session.takeLog()
        try session.step(.dragBegan(time: 3))
        let before = try session.step(.dragMoved(time: 3.1, pageOffset: screenW * 4.49))
        #expect(before.selectedIndex == 4)
        #expect(session.takeLog() == "wd4 wa5")
        let atHalf = try session.step(.dragMoved(time: 3.2, pageOffset: screenW * 4.5))
        #expect(atHalf.selectedIndex == 5)
        #expect(session.takeLog() == "sel5<4:drag")
        try session.step(.dragEnded(time: 3.3, velocity: 0))
        let rest = try session.step(.tick(time: 4))
        expectClose(rest.pageOffset, screenW * 5)
        #expect(rest.phase == .idle)
        #expect(session.takeLog() == "dd4 da5")
    }
}

// MARK: - Seed 003 UKTabView

@Suite("Seed 003 UKTabView pager")
struct Seed003PagerTests {
    /// seed 003: four equal tabs across a 320 pt view, a fixed-width indicator
    /// clamped to the tab (`indicatorActualWidth`), 2 pt high.
    static func tabs() throws -> Strip {
        try strip(titles: [30, 50, 40, 60], viewport: 320) { $0.widthMode = .equal }
    }

    static let indicator = indicatorStyle {
        $0.widthMode = .fixed
        $0.width = 30
        $0.clampsToItem = true
        $0.height = 2
    }

    static func pager(_ driver: ScrollDriver) throws -> Pager {
        var pager = try makePager(
            viewport: 320, ids: [1, 2, 3, 4], widths: [30, 50, 40, 60],
            stripStyle: style { $0.widthMode = .equal }
        ) {
            $0.commitPolicy = .whenSettled  // seed 003: setSelection at scrollViewDidEndDecelerating
            $0.driver = driver
        }
        try pager.setIndicatorStyle(indicator)
        return pager
    }

    @Test(arguments: ScrollDriver.allCases)
    func indicatorFollowsTheRatioWhileDragging(driver: ScrollDriver) throws {
        let tabs = try Self.tabs()
        var session = try PagerSession(try Self.pager(driver))
        try session.step(.dragBegan(time: 1))
        var t = 1.0
        for k in 0...48 {
            let x = 960 * Double(k) / 48
            t += 0.01
            let frame = try session.step(.dragMoved(time: t, pageOffset: x))
            #expect(frame.phase == (driver == .engine ? .dragging : .hostScrolling))
            #expect(
                frame.strip.indicator == (try tabs.indicator(at: frame.position, style: Self.indicator)),
                "x = \(x)")
            // seed 003: page = Int(x/W + 0.5), ratio = x/W − page,
            // startX = itemW·page + itemW·ratio + (itemW − actual)/2
            let page = Int(x / 320 + 0.5)
            let ratio = x / 320 - Double(page)
            expectClose(frame.strip.indicator.x, 80 * Double(page) + 80 * ratio + (80 - 30) / 2, "x = \(x)")
            #expect(frame.selectedIndex == 0)  // .whenSettled: nothing commits while dragging
        }
    }

    @Test func tapAnimatesTheIndicatorStraightToTheTab() throws {
        let tabs = try Self.tabs()
        var session = try PagerSession(try Self.pager(.engine))
        let rect0 = try tabs.indicator(at: 0, style: Self.indicator)
        let rect3 = try tabs.indicator(at: 3, style: Self.indicator)
        try session.step(.tabTapped(time: 1, index: 3))
        for frame in try session.ticks(from: 1, to: 1.3 - 1e-6) {
            #expect(frame.phase == .transitioning)
            #expect(frame.transitionTarget == 3)
            let indicator = frame.strip.indicator
            // between the two rects, by the transition's progress
            #expect(indicator.x >= rect0.x - 1e-9 && indicator.x <= rect3.x + 1e-9)
            expectClose(indicator.x, rect0.x + (rect3.x - rect0.x) * frame.transitionProgress)
            let expected = try tabs.indicator(
                for: .transition(from: .position(0), to: 3, progress: frame.transitionProgress),
                style: Self.indicator)
            #expect(indicator == expected)
            // the tabs between are not swept: they never take on the selected look
            #expect(frame.strip.firstVisibleItem == 0)
            #expect(frame.strip.appearances[1].selectionWeight == 0)
            #expect(frame.strip.appearances[2].selectionWeight == 0)
            #expect(frame.pages.allSatisfy { $0.page == 0 || $0.page == 3 })
        }
        let rest = try session.step(.tick(time: 1.3))
        #expect(rest.phase == .idle)
        #expect(rest.strip.indicator == rect3)
        #expect(rest.selectedIndex == 3)
    }
}

// MARK: - Seed 004 SHViewController

@Suite("Seed 004 SHViewController pager")
struct Seed004PagerTests {
    /// A host-driven seed-000 pager (its log taken) dragged 30 pt and flung
    /// at 4000 pt/s; the host then scrolls it every 90 pt from 100 while
    /// below three pages (`check` sees each frame and its offset) and lands
    /// on page 3.
    static func hostFlingToPageThree(
        _ policy: CommitPolicy, _ check: (_ x: Double, _ frame: PagerFrame) -> Void
    ) throws -> (session: PagerSession, landed: PagerFrame) {
        var session = try PagerSession(try seed000Pager(policy, .host))
        _ = session.takeLog()
        try session.step(.dragBegan(time: 1))
        try session.step(.hostScrolled(time: 1.01, pageOffset: 30))
        try session.step(.dragEnded(time: 1.02, velocity: 4000))
        var x = 100.0
        while x < 3 * screenW {
            check(x, try session.step(.hostScrolled(time: 1.1 + x / 10_000, pageOffset: x)))
            x += 90
        }
        let landed = try session.step(.hostScrolled(time: 1.5, pageOffset: 3 * screenW))
        return (session, landed)
    }

    @Test func hostFlingCommitsOnlyWhenItLandsOnAPage() throws {
        var (session, landed) = try Self.hostFlingToPageThree(.whenSettled) { x, frame in
            #expect(frame.selectedIndex == 0, "x = \(x): still decelerating")
            #expect(frame.phase == .hostScrolling)
        }
        // seed 004: index = contentOffset.x / SCREEN_WIDTH at scrollViewDidEndDecelerating
        #expect(landed.selectedIndex == Int(3 * screenW / screenW))
        #expect(landed.phase == .idle)
        #expect(session.takeLog() == "wd0 wa1 dd0 wa2 wd1 dd1 wa3 sel3<0:drag wd2 dd2 da3")
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func landingOnPageKSelectsIntXOverW(k: Int) throws {
        var session = try PagerSession(try seed000Pager(.whenSettled, .host))
        try session.step(.dragBegan(time: 1), .hostScrolled(time: 1.01, pageOffset: 10))
        try session.step(.dragEnded(time: 1.02, velocity: 2000))
        let x = screenW * Double(k)
        try session.step(.hostScrolled(time: 1.1, pageOffset: x * 0.6 + 11))
        #expect(session.frame.selectedIndex == 0)
        let landed = try session.step(.hostScrolled(time: 1.2, pageOffset: x))
        #expect(landed.selectedIndex == Int(x / screenW))  // seed 004
        #expect(landed.phase == .idle)
    }

    @Test func hostLandingWithinToleranceOfAPageCountsAsThatPage() throws {
        // reference §4.14: offsets in split view are not exact multiples of W;
        // seed 004's Int(x/W) would give 2 here, the engine's tolerance gives 3.
        var session = try PagerSession(try seed000Pager(.whenSettled, .host))
        try session.step(.dragBegan(time: 1), .hostScrolled(time: 1.01, pageOffset: 40))
        try session.step(.dragEnded(time: 1.02, velocity: 3000))
        let landed = try session.step(.hostScrolled(time: 1.4, pageOffset: 3 * screenW - 1e-10))
        #expect(landed.phase == .idle)
        #expect(landed.selectedIndex == 3)
        #expect(landed.pages.map(\.page) == [3])
    }

    @Test func aStopBetweenPagesCommitsNothing() throws {
        var session = try PagerSession(try seed000Pager(.whenSettled, .host))
        try session.step(.dragBegan(time: 1), .hostScrolled(time: 1.01, pageOffset: 40))
        let stopped = try session.step(
            .dragEnded(time: 1.02, velocity: 0), .hostScrolled(time: 1.1, pageOffset: 200))
        #expect(stopped.phase == .hostScrolling)
        #expect(stopped.selectedIndex == 0)
    }
}

// MARK: - Event sequences

@Suite("Pager event sequences")
struct PagerSequenceTests {
    @Test func slowDragAndReleaseSettlesOnTheNextPage() throws {
        var session = try PagerSession(try seed000Pager())
        _ = session.takeLog()
        try session.step(.dragBegan(time: 1))
        try session.step(.dragMoved(time: 1.05, pageOffset: 10))
        #expect(session.takeLog() == "wd0 wa1")
        var t = 1.05
        for k in 2...28 {
            t += 0.02
            try session.step(.dragMoved(time: t, pageOffset: screenW * 0.7 * Double(k) / 28))
        }
        #expect(session.frame.selectedIndex == 1)
        #expect(session.takeLog() == "sel1<0:drag")
        // slower than the flick velocity
        let released = try session.step(.dragEnded(time: t + 0.01, velocity: 100))
        #expect(released.phase == .settling)
        expectClose(released.targetPageOffset, screenW)
        var offsets: [Double] = []
        for frame in try session.ticks(from: t + 0.02, to: t + 0.5) {
            offsets.append(frame.pageOffset)
        }
        #expect(
            zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "the settle moves one way: \(offsets)")
        #expect(session.frame.phase == .idle)
        #expect(session.frame.pageOffset == screenW)
        #expect(session.takeLog() == "dd0 da1")
    }

    @Test func cancelledDragDisappearsTheNeighbourThenReappearsThePage() throws {
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 2, animated: false))
        _ = session.takeLog()
        try session.step(.dragBegan(time: 2), .dragMoved(time: 2.05, pageOffset: screenW * 2.3))
        #expect(session.takeLog() == "wd2 wa3")
        try session.step(.dragMoved(time: 2.1, pageOffset: screenW * 2.1))
        try session.step(.dragEnded(time: 2.2, velocity: 0))
        try session.ticks(from: 2.2, to: 3)
        // will-disappear(j) → did-disappear(j), then will-appear(i) → did-appear(i)
        #expect(session.takeLog() == "wd3 dd3 wa2 da2")
        #expect(session.frame.selectedIndex == 2)
        #expect(session.frame.pageOffset == screenW * 2)
    }

    @Test func reversalPastTheStartPageSettlesOnThePageBefore() throws {
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 2, animated: false))
        _ = session.takeLog()
        // a move with no began starts a drag
        try session.step(.dragMoved(time: 4, pageOffset: screenW * 2.3))
        #expect(session.takeLog() == "wd2 wa3")
        try session.step(.dragMoved(time: 4.1, pageOffset: screenW * 1.4))
        // within one event: the selection first, then disappearing, then appearing
        #expect(session.takeLog() == "sel1<2:drag wd3 dd3 wa1")
        try session.step(.dragEnded(time: 4.2, velocity: 0))
        try session.step(.tick(time: 5))
        #expect(session.takeLog() == "dd2 da1")
        #expect(session.frame.selectedIndex == 1)
        #expect(session.frame.pageOffset == screenW)
    }

    @Test func hostFlingAcrossThreePagesSelectsEachPageAtHalf() throws {
        var selections: [Int?] = []
        var (session, landed) = try Seed004PagerTests.hostFlingToPageThree(.atHalf) { x, frame in
            selections.append(frame.selectedIndex)
            // seed 000's rule while the pages move: Int((x + W/2)/W)
            #expect(frame.selectedIndex == Int((x + screenW / 2) / screenW), "x = \(x)")
        }
        #expect(landed.phase == .idle)
        #expect(landed.selectedIndex == 3)
        #expect(
            session.takeLog()
                == "wd0 wa1 sel1<0:drag dd0 wa2 sel2<1:drag wd1 dd1 wa3 sel3<2:drag wd2 dd2 da3")
    }

    @Test func tapFromZeroToFiveNeverTouchesThePagesBetween() throws {
        // .adjacent: page 5 slides in beside page 0.
        var session = try PagerSession(try seed000Pager(farTransition: .adjacent))
        _ = session.takeLog()
        let tabs = try seed000StripGeometry()
        let style = IndicatorStyle()
        let startWidth = try tabs.indicator(at: 0, style: style).width
        let endWidth = try tabs.indicator(at: 5, style: style).width
        var frames = [try session.step(.tabTapped(time: 1, index: 5))]
        frames += try session.ticks(from: 1, to: 1.25)
        var notes: [PagerNotification] = []
        for frame in frames {
            notes += frame.notifications
            #expect(
                frame.pages.allSatisfy { $0.page == 0 || $0.page == 5 },
                "visible pages: \(frame.pages.map(\.page))")
            // the indicator goes straight from tab 0's width to tab 5's, never
            // taking tab 1's (87) on the way
            let width = frame.strip.indicator.width
            #expect(width >= min(startWidth, endWidth) - 1e-9 && width <= max(startWidth, endWidth) + 1e-9)
        }
        let lifecycle = notes.filter(\.kind.isAppearance)
        #expect(lifecycle.allSatisfy { $0.page == 0 || $0.page == 5 }, "\(words(notes))")
        #expect(words(notes) == "sel5<0:tap wd0 wa5 dd0 da5")
        // the page offset sweeps, as a scroll view would
        let offsets = frames.map(\.pageOffset)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(offsets.last == 5 * screenW)
    }

    @Test func tapDuringATapRetargetsWithoutAJump() throws {
        var session = try PagerSession(try seed000Pager(farTransition: .adjacent))
        _ = session.takeLog()
        try session.step(.tabTapped(time: 1, index: 5))
        let before = try session.step(.tick(time: 1.1))
        #expect(session.takeLog() == "sel5<0:tap wd0 wa5")
        let after = try session.step(.tabTapped(time: 1.1, index: 2))
        // the frames just before and just after the re-target show the same thing
        #expect(after.phase == .transitioning)
        #expect(after.transitionTarget == 2)
        expectClose(after.strip.indicator.x, before.strip.indicator.x)
        expectClose(after.strip.indicator.width, before.strip.indicator.width)
        expectClose(after.strip.stripOffset, before.strip.stripOffset)
        // .adjacent re-bases the page offset (page 2 slides in beside what
        // is drawn), and what is drawn does not move.
        #expect(after.pages == before.pages)
        expectClose(
            after.strip.appearances.map(\.selectionWeight), before.strip.appearances.map(\.selectionWeight))
        expectClose(after.targetPageOffset, 2 * screenW)
        #expect(session.takeLog() == "sel2<5:tap wa2")
        // and the next frame moves on from there by a small step
        let next = try session.step(.tick(time: 1.1 + 1.0 / 60))
        #expect(abs(next.strip.indicator.x - after.strip.indicator.x) < 20)
        #expect(abs(next.pageOffset - after.pageOffset) < 0.1 * screenW)
        try session.ticks(from: 1.2, to: 1.4)
        #expect(session.frame.phase == .idle)
        #expect(session.frame.selectedIndex == 2)
        #expect(session.frame.pageOffset == 2 * screenW)
        // In screen order: page 5, pushed off at the right, goes first.
        #expect(session.takeLog() == "wd5 dd5 dd0 da2")
    }

    @Test func dragDuringATapTakesOverAtTheCurrentOffset() throws {
        var session = try PagerSession(try seed000Pager())
        try session.step(.tabTapped(time: 1, index: 5), .tick(time: 1.1), .tabTapped(time: 1.1, index: 2))
        let before = try session.step(.tick(time: 1.2))
        #expect(before.phase == .transitioning)
        let took = try session.step(.dragBegan(time: 1.2))
        #expect(took.phase == .dragging)
        expectClose(took.pageOffset, before.pageOffset)
        expectClose(took.position, before.position)
        #expect(took.transitionTarget == nil)
        // the finger moves the pages from there
        let moved = try session.step(.dragMoved(time: 1.25, pageOffset: before.pageOffset + 10))
        expectClose(moved.pageOffset, before.pageOffset + 10)
        try session.step(.dragMoved(time: 1.3, pageOffset: screenW * 2))
        try session.step(.dragEnded(time: 1.4, velocity: 0))
        let rest = try session.step(.tick(time: 2))
        #expect(rest.phase == .idle)
        #expect(rest.selectedIndex == 2)
        expectClose(rest.pageOffset, screenW * 2)
    }

    @Test func tapOnTheSelectedPageAtRestDoesNothing() throws {
        var session = try PagerSession(try seed000Pager())
        _ = session.takeLog()
        let frame = try session.step(.tabTapped(time: 1, index: 0))
        #expect(frame.phase == .idle)
        #expect(frame.notifications.isEmpty)
    }

    @Test func tenFastTapsEndOnTheLastTabWithBalancedEvents() throws {
        // reference §4.1: fast taps must re-base the running transition
        var session = try PagerSession(try seed000Pager())
        let taps = [5, 1, 4, 2, 3, 0, 5, 2, 4, 1]
        var t = 1.0
        for i in taps {
            try session.step(.tabTapped(time: t, index: i), .tick(time: t + 0.02))
            t += 0.03
        }
        try session.ticks(from: t, to: t + 0.5)
        #expect(session.frame.phase == .idle)
        #expect(session.frame.selectedIndex == 1)
        #expect(session.frame.pageOffset == screenW)
        #expect(session.frame.pages.map(\.page) == [1])
        #expect(session.takeLog().hasSuffix("da1"))
    }

    @Test func onlyPagesWithAShareAreReportedOrAppear() throws {
        // reference §4.3: neighbours are not "preloaded" into appearing
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 2, animated: false))
        _ = session.takeLog()
        let still = try session.step(.dragBegan(time: 1), .dragMoved(time: 1.01, pageOffset: 2 * screenW))
        #expect(still.pages.map(\.page) == [2])
        #expect(session.takeLog() == "")  // on its page: nothing leaves or arrives
        let moved = try session.step(.dragMoved(time: 1.02, pageOffset: 2.25 * screenW))
        #expect(moved.pages.map(\.page) == [2, 3])
        expectClose(moved.pages.map(\.visibility), [0.75, 0.25])
        #expect(session.takeLog() == "wd2 wa3")
    }

    /// The frame after a seed-000 pager, tapped to `index` and 0.1 s into
    /// the travel (its log taken), gets the items `ids` (titles `widths`)
    /// and ticks at `time`.
    static func itemsReplacedDuringATap(
        to index: Int, ids: [Int64], widths: [Double], tickAt time: Double
    ) throws -> PagerFrame {
        var session = try PagerSession(try seed000Pager())
        try session.step(.tabTapped(time: 1, index: index), .tick(time: 1.1))
        _ = session.takeLog()
        try session.pager.setItems(ids: ids, metrics: items(widths))
        return try session.step(.tick(time: time))
    }

    @Test func insertingAndRemovingItemsDuringATapKeepsTheSelectionById() throws {
        let oldIds = seed000Ids
        // remove 100 (the disappearing start page) and 102; insert 200 and 201
        let removed: Set<Int64> = [100, 102]
        let newIds: [Int64] = [200, 101, 103, 201, 104, 105]
        let frame = try Self.itemsReplacedDuringATap(
            to: 5, ids: newIds, widths: [50, 87, 78, 60, 70, 71], tickAt: 1.15)
        let notes = frame.notifications
        // the tap finishes at once on its target, which keeps its id (and here its index)
        #expect(frame.phase == .idle)
        #expect(frame.selectedIndex == 5)
        #expect(newIds[5] == 105)
        #expect(frame.pageOffset == 5 * screenW)
        // seed 000 sweeps: pages 1 and 2 were on screen 0.1 s in.
        #expect(words(notes) == "wd2 dd2 wd1 dd1 da5")
        #expect(notes.filter(\.kind.isAppearance).map(\.id) == [102, 102, 101, 101, 105])
        // removed pages first, at their old indices; the rest at their new ones
        let firstKept = notes.firstIndex { !removed.contains($0.id) } ?? notes.count
        #expect(notes[firstKept...].allSatisfy { !removed.contains($0.id) }, "\(notes.map(word))")
        for note in notes {
            let ids = removed.contains(note.id) ? oldIds : newIds
            #expect(ids.indices.contains(note.page), "\(word(note)) names a page outside the items")
            #expect(
                ids.indices.contains(note.page) && ids[note.page] == note.id, "\(word(note)) id \(note.id)")
        }
    }

    @Test func removingItemsBeforeTheSelectionMovesItsIndexNotItsId() throws {
        // 100 and 101 go; 104 (the target) moves from index 4 to 2
        let oldIds = seed000Ids
        let removed: Set<Int64> = [100, 101]
        let newIds: [Int64] = [102, 103, 104, 105, 300]
        let frame = try Self.itemsReplacedDuringATap(
            to: 4, ids: newIds, widths: [74, 78, 70, 71, 40], tickAt: 1.2)
        #expect(frame.selectedIndex == 2)
        #expect(frame.phase == .idle)
        #expect(frame.pageOffset == 2 * screenW)
        let notes = frame.notifications.filter { $0.kind == .selectedChanged || $0.kind.isAppearance }
        // seed 000 sweeps: pages 1 and 2 (101, 102) were on screen; 101 goes
        // with its item, 102 leaves the screen as the tap lands.
        #expect(
            notes.map(\.kind) == [
                .willDisappear, .didDisappear, .selectedChanged, .willDisappear, .didDisappear, .didAppear,
            ], "\(words(notes))")
        #expect(notes.map(\.page) == [1, 1, 2, 0, 0, 2])
        #expect(notes.map(\.id) == [101, 101, 104, 102, 102, 104])
        #expect(notes.first { $0.kind == .selectedChanged }?.cause == .program)
        for note in frame.notifications {
            let ids = removed.contains(note.id) ? oldIds : newIds
            #expect(
                ids.indices.contains(note.page) && ids[note.page] == note.id, "\(word(note)) id \(note.id)")
        }
    }

    @Test func addingTabsAtRunTimeKeepsThePageAndItsLifecycle() throws {
        // seed 003: tabs added at run time re-lay out; the selection keeps its id
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 3, animated: false))
        _ = session.takeLog()
        try session.pager.setItems(
            ids: [99] + seed000Ids + [106], metrics: items([40] + seed000Titles + [44]))
        let frame = try session.step(.tick(time: 1))
        #expect(frame.selectedIndex == 4)
        #expect(frame.phase == .idle)
        #expect(frame.pages.map(\.page) == [4])
        #expect(frame.pageOffset == 4 * screenW)
        // the page itself stays appeared: only its index changed
        let notes = frame.notifications.filter { $0.kind == .selectedChanged || $0.kind.isAppearance }
        #expect(notes.map(\.kind) == [.selectedChanged])
        #expect(notes.map(\.page) == [4])
        #expect(notes.map(\.id) == [103])
    }

    @Test func resizeMidDragKeepsThePositionAndTheSelection() throws {
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 2, animated: false))
        try session.step(.dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: screenW * 2.4))
        _ = session.takeLog()
        #expect(session.frame.selectedIndex == 2)
        // rotation: 375 → 667
        let rotated = try session.step(.resized(time: 1.2, viewportWidth: 667, stripViewportWidth: 0))
        #expect(rotated.phase == .dragging)
        expectClose(rotated.position, 2.4)
        expectClose(rotated.pageOffset, 667 * 2.4)
        #expect(rotated.selectedIndex == 2)
        #expect(rotated.notifications.isEmpty)
        // the strip is laid out again for the new width
        let wide = try seed000StripGeometry(viewport: 667)
        #expect(rotated.strip.indicator == (try wide.indicator(at: 2.4, style: IndicatorStyle())))
        // the drag goes on in the new geometry
        let moved = try session.step(.dragMoved(time: 1.3, pageOffset: 667 * 2.45))
        expectClose(moved.position, 2.45)
        #expect(moved.selectedIndex == 2)
        try session.step(.dragEnded(time: 1.4, velocity: 0), .tick(time: 2))
        #expect(session.frame.pageOffset == 667 * 2)
        #expect(session.takeLog() == "wd3 dd3 wa2 da2")
    }

    @Test func rotationOnTheLastPageKeepsItSelected() throws {
        // reference §4.4 (MXSegmentedPager #37)
        var session = try PagerSession(try seed000Pager())
        try session.step(.select(time: 0.5, index: 5, animated: false))
        _ = session.takeLog()
        for (k, width) in [667.0, 375, 1024, 320].enumerated() {
            let frame = try session.step(
                .resized(time: 1 + Double(k), viewportWidth: width, stripViewportWidth: 0))
            #expect(frame.selectedIndex == 5)
            #expect(frame.position == 5)
            expectClose(frame.pageOffset, 5 * width)
            #expect(frame.phase == .idle)
            #expect(frame.notifications.isEmpty)
        }
    }
}

// MARK: - Bad input

@Suite("Pager input validation")
struct PagerValidationTests {
    /// A pager part-way through a tap, and a copy to compare with.
    static func busyPager() throws -> Pager {
        var pager = try seed000Pager()
        _ = try pager.step([.tick(time: 0), .tabTapped(time: 5, index: 3), .tick(time: 5.1)])
        return pager
    }

    /// Expects `pager` to draw the same frames as `reference` from here on.
    static func expectUnchanged(
        _ pager: Pager, _ reference: Pager, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        var pager = pager
        var reference = reference
        for events in [[PagerEvent](), [.tick(time: 5.2)], [.tick(time: 6)]] {
            #expect(try pager.step(events) == reference.step(events), sourceLocation: sourceLocation)
        }
    }

    @Test func eventsOutOfTimeOrderThrowAndChangeNothing() throws {
        let reference = try Self.busyPager()
        var pager = reference
        expectInputError(.outOfOrder, field: "time") {
            try pager.step([.tick(time: 5.15), .tick(time: 5.12)])
        }
        // before the last batch
        expectInputError(.outOfOrder, field: "time") { try pager.step([.tick(time: 5.0)]) }
        expectInputError(.outOfOrder, field: "time") {
            try pager.step([
                .tabTapped(time: 5.2, index: 1), .dragBegan(time: 5.3), .dragMoved(time: 5.25, pageOffset: 9),
            ])
        }
        try Self.expectUnchanged(pager, reference)
    }

    /// Past `maximumTime` a double steps by more than 0.1 ms (2 s at 1e16):
    /// such times are refused, naming the event, and change nothing.
    @Test func timesPastTheBoundThrowAndChangeNothing() throws {
        let reference = try Self.busyPager()
        var pager = reference
        for time in [1e16, 1e308, -2e12] {
            do {
                _ = try pager.step([.tick(time: 6), .tick(time: time)])
                Issue.record("\(time) was taken")
            } catch {
                #expect(error.kind == .outOfRange)
                #expect("\(error.list)" == "events" && error.index == 1 && "\(error.field)" == "time")
            }
        }
        try Self.expectUnchanged(pager, reference)
        _ = try pager.step([.tick(time: Pager.maximumTime)])  // the bound itself is a time
    }

    /// `validate` (what `segpager_pager_run` checks a whole run with) finds
    /// what a step would, naming the event, and applies nothing either way.
    @Test func validateChecksABatchAsAStepWouldWithoutApplyingIt() throws {
        let reference = try Self.busyPager()
        let pager = reference
        let late: [PagerEvent] = [.tick(time: 5.2), .tabTapped(time: 5.3, index: 1), .tick(time: 5.1)]
        do {
            try late.withUnsafeBufferPointer { (b) throws(InputError) in
                try pager.validate(Span(_unsafeElements: b))
            }
            Issue.record("a time going back passed")
        } catch {
            #expect(error.kind == .outOfOrder && error.index == 2 && "\(error.list)" == "events")
        }
        let good: [PagerEvent] = [.tick(time: 5.2), .tabTapped(time: 5.3, index: 1)]
        try good.withUnsafeBufferPointer { (b) throws(InputError) in
            try pager.validate(Span(_unsafeElements: b))
        }
        try Self.expectUnchanged(pager, reference)
    }

    @Test func theSameTimeAgainIsInOrder() throws {
        var pager = try Self.busyPager()
        _ = try pager.step([.tick(time: 5.1), .tick(time: 5.1)])
    }

    @Test func tappedOrSelectedIndexOutOfRangeThrows() throws {
        let reference = try Self.busyPager()
        var pager = reference
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.step([.tabTapped(time: 5.2, index: 6)])
        }
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.step([.tabTapped(time: 5.2, index: -1)])
        }
        expectInputError(.indexOutOfRange, field: "index") {
            try pager.step([.tick(time: 5.2), .select(time: 5.3, index: 99, animated: true)])
        }
        try Self.expectUnchanged(pager, reference)
    }

    @Test func nonFiniteNumbersThrowNotFinite() throws {
        let reference = try Self.busyPager()
        var pager = reference
        let bad: [[PagerEvent]] = [
            [.dragBegan(time: 5.2), .dragMoved(time: 5.3, pageOffset: .nan)],
            [.hostScrolled(time: 5.2, pageOffset: .nan)],
            [.dragMoved(time: 5.2, pageOffset: .infinity)],
            [.dragEnded(time: 5.2, velocity: -.infinity)],
            [.tick(time: .nan)],
            [.tick(time: .infinity)],
            [.resized(time: 5.2, viewportWidth: .nan, stripViewportWidth: 0)],
            [.resized(time: 5.2, viewportWidth: 400, stripViewportWidth: .infinity)],
        ]
        for events in bad {
            expectInputError(
                .notFinite,
                fieldIn: [
                    "PageGeometry.viewportWidth", "PagerConfiguration.stripViewportWidth", "pageOffset",
                    "time", "velocity",
                ], "\(events)"
            ) { try pager.step(events) }
        }
        try Self.expectUnchanged(pager, reference)
    }

    @Test func negativeOrZeroStrideWidthsThrowOutOfRange() throws {
        let reference = try Self.busyPager()
        var pager = reference
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            try pager.step([.resized(time: 5.2, viewportWidth: -1, stripViewportWidth: 0)])
        }
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            // zero page stride
            try pager.step([.resized(time: 5.2, viewportWidth: 0, stripViewportWidth: 0)])
        }
        try Self.expectUnchanged(pager, reference)
    }

    /// A batch that passes validation but fails while being applied (a
    /// looping page offset past 10^12 pages) after its first events moved
    /// the pages (lifecycle and window notifications), collapsed the header and
    /// scrolled a list: the step journals those changes and undoes
    /// them all.
    @Test func aFailureWhileApplyingUndoesTheWholeBatch() throws {
        var reference = try makePager(
            viewport: 375, ids: (0..<6).map { Int64(10 + $0) }, widths: [40, 50, 60, 70, 80, 90]
        ) { $0.isLooping = true }
        try reference.setHeader(PagerHeader(style: seed004HeaderStyle()))
        _ = try reference.step([.tick(time: 0)])
        var pager = reference
        expectInputError(.outOfRange, field: "pageOffset") {
            try pager.step([
                .dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: 700),
                .listScrolled(time: 1.2, delta: 300),
                .dragMoved(time: 1.3, pageOffset: 1e18),
            ])
        }
        // The same batch without its last event does change things.
        var moved = reference
        let frame = try moved.step([
            .dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: 700), .listScrolled(time: 1.2, delta: 300),
        ])
        #expect(!frame.notifications.isEmpty && frame.header?.headerOffset == 156 && frame.listOffset == 144)
        try Self.expectUnchanged(pager, reference)
        // The list scrolled on page 2 is back at its top too.
        for events in [[PagerEvent.select(time: 7, index: 2, animated: false)], [.tick(time: 8)]] {
            #expect(try pager.step(events) == reference.step(events))
        }
    }

    @Test func badItemsThrowAndChangeNothing() throws {
        let reference = try Self.busyPager()
        var pager = reference
        expectInputError(.outOfRange, field: "ids") {
            try pager.setItems(ids: [1, 1], metrics: items([10, 20]))
        }
        expectInputError(.outOfRange, field: "ids") { try pager.setItems(ids: [1, 2], metrics: items([10])) }
        expectInputError(.notFinite, field: "ItemMetrics.contentWidth") {
            try pager.setItems(ids: [1, 2], metrics: items([10, .nan]))
        }
        try Self.expectUnchanged(pager, reference)
    }
}
