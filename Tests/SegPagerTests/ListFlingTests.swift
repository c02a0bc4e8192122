// Tests ListFling.swift and the fling in HeaderScroll.swift on the pager: a
// list released with a velocity decelerates as UIScrollView does
// (v·rate^(1000τ), UIKit's formula as docs/guide/physics.md gives it), shared
// with the header as NestedScrollView's fling (down: the list to its top,
// then the header expands; up: the header collapses, then the list).
import Foundation
import SegPagerTestSupport
import Testing

@testable import SegPager

/// UIKit's normal rate: the distance a release at `v` has travelled after
/// `tau` seconds, x(τ) = v (d^(1000τ) − 1) / (1000 ln d), written out here
/// (not through `Deceleration`) as the tests' own account.
private func travelled(_ v: Double, after tau: Double, rate: Double = 0.998) -> Double {
    v * (pow(rate, 1000 * tau) - 1) / (1000 * log(rate))
}

/// When a release at `v` has less than 0.5 pt of its projection left
/// (Lobanov): ln(−1000 ln d · 0.5 / |v|) / (1000 ln d).
private func naturalEnd(_ v: Double, rate: Double = 0.998) -> Double {
    log(-1000 * log(rate) * 0.5 / abs(v)) / (1000 * log(rate))
}

/// A header pager whose list 0 can scroll `maximum` and which starts with
/// the header collapsed by `collapse` and that list at `list`.
private func flingPager(
    collapse: Double, list: Double = 0, maximum: Double = 1000, header: PagerHeader? = nil,
    configure: (inout PagerConfiguration) -> Void = { _ in }
) throws -> Pager {
    var pager = try makePager(ids: [10, 11, 12], widths: [60, 60, 60], configure)
    try pager.setHeader(header ?? PagerHeader(style: seed004HeaderStyle()))
    _ = try pager.step([.listResized(time: 0, index: 0, maxOffset: maximum)])
    if collapse + list > 0 { _ = try pager.step([.listScrolled(time: 0, delta: collapse + list)]) }
    let frame = try pager.step([.tick(time: 0)])
    #expect(frame.header?.headerOffset == collapse)
    #expect(frame.listOffset == list)
    return pager
}

@Suite("List fling")
struct ListFlingTests {
    @Test func aDownwardFlingAtTheTopExpandsACollapsedHeader() throws {
        // R = 156 collapsed, the list at its top: down, the list can take
        // nothing, so the header does (NestedScrollView's fling).
        var pager = try flingPager(collapse: 156)
        let released = try pager.step([.listEnded(time: 1, velocity: -1000)])
        #expect(released.isListAnimating)
        #expect(released.header?.headerOffset == 156)
        let early = try pager.step([.tick(time: 1.1)])
        expectClose(try #require(early.header?.headerOffset), 156 + travelled(-1000, after: 0.1))
        #expect(early.listOffset == 0)
        #expect(early.header?.pull == 0)
        #expect(early.isListAnimating)
        // 499 pt of travel, 156 of room: it stops when the header is open,
        // at the time its distance reaches 156.
        let open = try pager.step([.tick(time: 2)])
        #expect(open.header?.headerOffset == 0)
        #expect(open.header?.pull == 0)  // never pulls
        #expect(open.listOffset == 0)
        #expect(!open.isListAnimating)
        #expect(open.header?.isAnimating == false)  // nothing left to snap
        #expect(phaseWords(open.notifications) == ["collapsing>expanded"])
    }

    @Test func anUpwardFlingCollapsesTheHeaderFirstThenScrollsTheList() throws {
        var pager = try flingPager(collapse: 0)
        _ = try pager.step([.listEnded(time: 1, velocity: 1000)])
        let early = try pager.step([.tick(time: 1.1)])  // 90.6 pt: the header takes it all
        expectClose(try #require(early.header?.headerOffset), travelled(1000, after: 0.1))
        #expect(early.listOffset == 0)
        let later = try pager.step([.tick(time: 1.5)])  // 315.9 pt: 156 collapse, the rest scrolls
        #expect(later.header?.headerOffset == 156)
        expectClose(later.listOffset, travelled(1000, after: 0.5) - 156)
        // It ends by itself 3.45 s after the release, 0.5 pt short of its
        // 499.5 pt projection.
        let end = 1 + naturalEnd(1000)
        let running = try pager.step([.tick(time: end - 0.01)])
        #expect(running.isListAnimating)
        let done = try pager.step([.tick(time: end + 0.01)])
        #expect(!done.isListAnimating)
        expectClose(done.listOffset, travelled(1000, after: naturalEnd(1000)) - 156)
        expectClose(done.listOffset + 156, 1000 / (-1000 * log(0.998)) - 0.5)
        #expect(try pager.step([.tick(time: 9)]).listOffset == done.listOffset)
    }

    @Test func aFlingStopsAtTheListsEndWithoutOverscrolling() throws {
        // 100 of the 300 pt list left: it stops at 300, at the time its
        // distance reaches 100.
        var pager = try flingPager(collapse: 156, list: 200, maximum: 300)
        _ = try pager.step([.listEnded(time: 1, velocity: 2000)])
        let stopped = try pager.step([.tick(time: 3)])
        #expect(stopped.listOffset == 300)
        #expect(stopped.split.overscroll == 0)
        #expect(!stopped.isListAnimating)
        // The same stop seen at a finer tick: still 300, and no motion left.
        #expect(try pager.step([.tick(time: 3.5)]).listOffset == 300)
    }

    @Test func theSplitAddsUpOnEveryStepOfAFling() throws {
        var random = SplitMix64(seed: 0xF11C6)
        for _ in 0..<propertyCaseCount / 8 {
            let scrolled = random.uniform(0...656)  // the header takes the first 156 (no snap)
            var pager = try flingPager(
                collapse: min(scrolled, 156), list: max(scrolled - 156, 0), maximum: 500)
            var last = try pager.step([.tick(time: 0)])
            var t = 0.0
            for _ in 0..<4 {
                t += random.uniform(0.01...0.5)
                let v = random.uniform(-4000...4000)
                last = try pager.step([.listEnded(time: t, velocity: v)])
                for _ in 0..<Int(random.uniform(1...60)) {
                    t += random.uniform(0.001...0.2)
                    let before = last
                    last = try pager.step([.tick(time: t)])
                    let header = try #require(last.header)
                    let moved =
                        (header.headerOffset - (before.header?.headerOffset ?? 0))
                        + (last.listOffset - before.listOffset)
                    let sum = last.split.header + last.split.list + last.split.overscroll
                    expectClose(sum, moved, tolerance: 1e-9)
                    #expect(last.split.overscroll == 0)  // a fling never overscrolls
                    #expect(header.pull == 0)  // nor pulls
                    #expect(header.headerOffset >= 0 && header.headerOffset <= 156)
                    #expect(last.listOffset >= 0 && last.listOffset <= 500)
                    if !last.isListAnimating, !header.isAnimating { break }
                }
            }
        }
    }

    @Test func theSameTimesGiveTheSameOffsetsWhateverTheTickRate() throws {
        // Up from an open header (it crosses from the header to the list),
        // down into the header (it stops when the header is open), and a
        // slow one that ends inside a snapping section and snaps.
        let snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        for (collapse, list, velocity) in [(0.0, 0.0, 1200.0), (156, 40, -900), (0, 0, 120)] {
            var coarse = try flingPager(collapse: collapse, list: list, header: snapping)
            var fine = try flingPager(collapse: collapse, list: list, header: snapping)
            var odd = try flingPager(collapse: collapse, list: list, header: snapping)
            for pager in [0, 1, 2] {
                let release = PagerEvent.listEnded(time: 1, velocity: velocity)
                switch pager {
                case 0: _ = try coarse.step([release])
                case 1: _ = try fine.step([release])
                default: _ = try odd.step([release])
                }
            }
            var fineTime = 1.0
            var oddTime = 1.0
            for k in 1...100 {
                let t = 1 + Double(k) / 20  // 20 Hz
                while fineTime + 1.0 / 240 < t {  // 240 Hz in between
                    fineTime += 1.0 / 240
                    _ = try fine.step([.tick(time: fineTime)])
                }
                if k % 3 == 0 {  // irregular: several events in one batch
                    _ = try odd.step([.tick(time: oddTime + 0.001), .tick(time: (oddTime + t) / 2)])
                }
                oddTime = t
                let a = try coarse.step([.tick(time: t)])
                let b = try fine.step([.tick(time: t)])
                let c = try odd.step([.tick(time: t)])
                #expect(a.header?.headerOffset == b.header?.headerOffset, "\(velocity) at \(t)")
                #expect(a.listOffset == b.listOffset, "\(velocity) at \(t)")
                #expect(a.header?.headerOffset == c.header?.headerOffset, "\(velocity) at \(t)")
                #expect(a.listOffset == c.listOffset, "\(velocity) at \(t)")
            }
        }
    }

    @Test func listAnimatingGoesOneThenZero() throws {
        var pager = try flingPager(collapse: 0)
        #expect(!(try pager.step([.tick(time: 0.5)])).isListAnimating)
        let released = try pager.step([.listEnded(time: 1, velocity: 600)])
        #expect(released.isListAnimating)
        #expect("\(released)".hasSuffix(" flinging"))
        var t = 1.0
        var frames: [Bool] = []
        while t < 6 {
            t += 1.0 / 60
            frames.append(try pager.step([.tick(time: t)]).isListAnimating)
        }
        // Running, then stopped for good at its natural end (3.3 s for 600 pt/s).
        let firstStopped = try #require(frames.firstIndex(of: false))
        #expect(firstStopped > 0)
        #expect(frames[..<firstStopped].allSatisfy { $0 })
        #expect(frames[firstStopped...].allSatisfy { !$0 })
        expectNear(1 + Double(firstStopped + 1) / 60, 1 + naturalEnd(600), within: 1.0 / 60)
    }

    @Test func aListScrollStopsAFlingWhereItIs() throws {
        var pager = try flingPager(collapse: 156)
        _ = try pager.step([.listEnded(time: 1, velocity: -1000)])
        let caught = try pager.step([.listScrolled(time: 1.05, delta: 0)])
        #expect(!caught.isListAnimating)
        let held = try #require(caught.header?.headerOffset)
        expectClose(held, 156 + travelled(-1000, after: 0.05))
        // The fling's distance to 1.05 is in the frame's split, with the delta's (0).
        expectClose(caught.split.header, travelled(-1000, after: 0.05))
        let later = try pager.step([.tick(time: 3)])
        #expect(later.header?.headerOffset == held)
        #expect(!later.isListAnimating)
    }

    @Test func aFingerDownStopsAFlingWithoutASnap() throws {
        let snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        var pager = try flingPager(collapse: 0, header: snapping)
        _ = try pager.step([.listEnded(time: 1, velocity: 300)])
        try pager.stopListFling(at: 1.1)
        let frame = try pager.step([.tick(time: 1.1)])
        expectClose(try #require(frame.header?.headerOffset), travelled(300, after: 0.1))
        #expect(!frame.isListAnimating)
        #expect(frame.header?.isAnimating == false)  // the finger holds it: no snap
        #expect(try pager.step([.tick(time: 4)]).header?.headerOffset == frame.header?.headerOffset)
        try pager.stopListFling(at: 5)  // no fling: nothing happens
    }

    @Test func aPointerFlickOnTheListFlingsItAndAPointerDownStopsIt() throws {
        var pager = try flingPager(collapse: 0)
        // A finger flicks up, 12 pt every 8 ms (past the 10 pt slop at once):
        // the tracker's 1500 pt/s release flings the list up.
        var flick: [PagerEvent] = [.pointerDown(time: 1, x: 100, y: 400, region: .pages)]
        for k in 1...6 {
            flick.append(.pointerMoved(time: 1 + 0.008 * Double(k), x: 100, y: 400 - 12 * Double(k)))
        }
        flick.append(.pointerUp(time: 1.048, x: 100, y: 328))
        let released = try pager.step(flick)
        #expect(released.isListAnimating)
        let before = try #require(released.header?.headerOffset)
        let later = try pager.step([.tick(time: 1.1)])
        expectClose(try #require(later.header?.headerOffset), before + travelled(1500, after: 0.052))
        // A finger down anywhere stops it where it is (a touch stops UIScrollView).
        let caught = try pager.step([.pointerDown(time: 1.15, x: 100, y: 300, region: .list)])
        #expect(!caught.isListAnimating)
        // 126 pt of fling by then: the header collapsed (156), the list took the rest.
        let held = try #require(caught.header?.headerOffset) + caught.listOffset
        expectClose(held, before + travelled(1500, after: 0.102))
        _ = try pager.step([.pointerUp(time: 1.2, x: 100, y: 300)])
        let rest = try pager.step([.tick(time: 3)])
        #expect(try #require(rest.header?.headerOffset) + rest.listOffset == held)
    }

    @Test func aSelectionChangeStopsAFling() throws {
        var pager = try flingPager(collapse: 0)
        _ = try pager.step([.listEnded(time: 1, velocity: 500)])
        let moved = try pager.step([.tick(time: 1.1)])
        let switched = try pager.step([.select(time: 1.2, index: 1, animated: false)])
        #expect(!switched.isListAnimating)
        // The fling ran to 1.2 on list 0 (the header with it), then stopped.
        let header = try #require(switched.header?.headerOffset)
        expectClose(header, travelled(500, after: 0.2))
        #expect(header > (moved.header?.headerOffset ?? 0))
        #expect(try pager.step([.tick(time: 3)]).header?.headerOffset == header)
    }

    @Test func itemEditsStopAFlingOnlyWhenItsListIsNoLongerSelected() throws {
        var pager = try flingPager(collapse: 0)
        _ = try pager.step([.listEnded(time: 1, velocity: 500)])
        // A tab inserted before the selected one: the same list, still selected.
        try pager.insertItem(PagerItem(id: 9, width: 60), at: 0)
        #expect(try pager.step([.tick(time: 1.1)]).isListAnimating)
        // The selected tab removed: another list is selected; the fling stops at once.
        try pager.removeItem(at: 1)
        #expect(!(try pager.step([])).isListAnimating)
        _ = try pager.step([.listEnded(time: 1.2, velocity: 500)])
        try pager.setItems([])
        let empty = try pager.step([])
        #expect(!empty.isListAnimating)
        #expect(empty.selectedIndex == nil)
    }

    @Test func aReleaseInsideAPullSpringsBackAndDoesNotFling() throws {
        var pager = try flingPager(collapse: 0)
        _ = try pager.step([.listScrolled(time: 1, delta: -60)])
        let released = try pager.step([.listEnded(time: 1, velocity: 800)])
        #expect(!released.isListAnimating)
        #expect(released.header?.isAnimating == true)
        let back = try pager.step([.tick(time: 5)])
        #expect(back.header?.pull == 0)
        #expect(back.header?.headerOffset == 0)
        #expect(back.listOffset == 0)
    }

    @Test func aReleaseAtRestOrWithNoRoomDoesNotFling() throws {
        let snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        // Velocity 0: today's snap (100 > R/2 collapses).
        var pager = try flingPager(collapse: 100, header: snapping)
        let still = try pager.step([.listEnded(time: 1, velocity: 0)])
        #expect(!still.isListAnimating)
        #expect(still.header?.isAnimating == true)
        #expect(try pager.step([.tick(time: 5)]).header?.headerOffset == 156)
        // Down with the header open and the list at its top: nothing can move.
        pager = try flingPager(collapse: 0)
        #expect(!(try pager.step([.listEnded(time: 1, velocity: -2000)])).isListAnimating)
        // Up with the header collapsed and the list at its end.
        pager = try flingPager(collapse: 156, list: 1000)
        #expect(!(try pager.step([.listEnded(time: 1, velocity: 2000)])).isListAnimating)
    }

    @Test func aFlingThatEndsInsideASnappingSectionSnapsByTheReleaseVelocity() throws {
        let snapping = try PagerHeader(style: seed004HeaderStyle(), snaps: true)
        // Slow (100 pt/s, under snap_velocity 300): 49.5 pt of travel, short
        // of R/2 = 78, so it snaps back open, the spring starting at the
        // fling's last velocity.
        var pager = try flingPager(collapse: 0, header: snapping)
        _ = try pager.step([.listEnded(time: 1, velocity: 100)])
        let running = try pager.step([.tick(time: 1 + naturalEnd(100) - 0.01)])
        #expect(running.isListAnimating)
        #expect(try #require(running.header?.headerOffset) < 78)
        let ended = try pager.step([.tick(time: 1 + naturalEnd(100) + 0.001)])
        #expect(!ended.isListAnimating)
        #expect(ended.header?.isAnimating == true)
        #expect(try pager.step([.tick(time: 9)]).header?.headerOffset == 0)
        // Fast (400 pt/s) at the fast rate: 39.8 pt of travel, also short of
        // half way, but the release was faster than snap_velocity: it snaps on
        // in the release's direction, shut.
        pager = try flingPager(collapse: 0, header: snapping) { $0.listDeceleration = .fast }
        _ = try pager.step([.listEnded(time: 1, velocity: 400)])
        let short = try pager.step([.tick(time: 1 + naturalEnd(400, rate: 0.99) - 0.01)])
        #expect(short.isListAnimating)
        #expect(try #require(short.header?.headerOffset) < 40)
        let fast = try pager.step([.tick(time: 1 + naturalEnd(400, rate: 0.99) + 0.001)])
        #expect(!fast.isListAnimating)
        #expect(fast.header?.isAnimating == true)
        #expect(try pager.step([.tick(time: 9)]).header?.headerOffset == 156)
    }

    @Test func withoutAHeaderTheListAloneDeceleratesWithinItsRange() throws {
        var pager = try makePager(ids: [10, 11, 12], widths: [60, 60, 60])
        _ = try pager.step([
            .listResized(time: 0, index: 0, maxOffset: 300), .listScrolled(time: 0, delta: 100),
        ])
        let released = try pager.step([.listEnded(time: 1, velocity: 500)])
        #expect(released.isListAnimating)
        let early = try pager.step([.tick(time: 1.1)])
        expectClose(early.listOffset, 100 + travelled(500, after: 0.1))
        #expect(early.split.list > 0 && early.split.header == 0)
        // 249.5 pt projected, 200 of room: it stops at the list's end.
        let stopped = try pager.step([.tick(time: 4)])
        #expect(stopped.listOffset == 300)
        #expect(!stopped.isListAnimating)
        // Down from 300 at 2000 pt/s: stops at its top, never below.
        _ = try pager.step([.listEnded(time: 5, velocity: -2000)])
        let top = try pager.step([.tick(time: 8)])
        #expect(top.listOffset == 0)
        #expect(!top.isListAnimating)
    }

    @Test func aResizeDuringAFlingClampsTheListAndTheFlingGoesOn() throws {
        var pager = try flingPager(collapse: 156, list: 0, maximum: 1000)
        _ = try pager.step([.listEnded(time: 1, velocity: 1000)])
        let before = try pager.step([.tick(time: 1.3)])
        #expect(before.listOffset > 150)
        let resized = try pager.step([.listResized(time: 1.3, index: 0, maxOffset: 100)])
        #expect(resized.listOffset == 100)
        // At its new end there is no more room up: it stops.
        let after = try pager.step([.tick(time: 1.4)])
        #expect(after.listOffset == 100)
        #expect(!after.isListAnimating)
    }

    @Test func aNewReleaseReplacesARunningFling() throws {
        var pager = try flingPager(collapse: 0)
        _ = try pager.step([.listEnded(time: 1, velocity: 1000)])
        let mid = try pager.step([.tick(time: 1.1)])
        _ = try pager.step([.listEnded(time: 1.1, velocity: -200)])
        let back = try pager.step([.tick(time: 1.2)])
        expectClose(
            try #require(back.header?.headerOffset),
            (mid.header?.headerOffset ?? 0) + travelled(-200, after: 0.1))
    }

    @Test func theDecelerationRateIsChecked() {
        for rate in [0, 1, -0.5, 2] {
            var configuration = PagerConfiguration(viewportWidth: 375)
            configuration.listDeceleration = Deceleration(rate: rate)
            do {
                try configuration.validate()
                Issue.record("rate \(rate) accepted")
            } catch {
                #expect(error.kind == .outOfRange)
                #expect("\(error.field)" == "PagerConfiguration.listDeceleration.rate")
            }
        }
        var configuration = PagerConfiguration(viewportWidth: 375)
        configuration.listDeceleration = Deceleration(rate: .nan)
        expectInputError(.notFinite, field: "PagerConfiguration.listDeceleration.rate") {
            try configuration.validate()
        }
        #expect(PagerConfiguration().listDeceleration == .normal)
    }
}

/// The Android profile: the list decelerates as OverScroller's spline fling
/// (SplineFlingTests has the formula's numbers: 1000 pt/s travels
/// 194.3136 pt over 0.55518 s; after 0.1 s 88.7355 pt, after 0.5 s 193.5093,
/// from the SPLINE_POSITION table computed independently in numpy float32).
@Suite("List fling, Android profile")
struct AndroidListFlingTests {
    @Test func theDefaultStaysUIKits() {
        #expect(PagerConfiguration().listFlingProfile == .uiKit)
        #expect(PagerConfiguration(preset: .android).listFlingProfile == .uiKit)
    }

    @Test func anUpwardFlingFollowsTheSplineThenEndsAtItsDuration() throws {
        var pager = try flingPager(collapse: 0) { $0.listFlingProfile = .android }
        _ = try pager.step([.listEnded(time: 1, velocity: 1000)])
        let early = try pager.step([.tick(time: 1.1)])  // the header takes 88.7 pt
        expectClose(try #require(early.header?.headerOffset), 88.73554041489868, tolerance: 1e-9)
        #expect(early.listOffset == 0)
        let later = try pager.step([.tick(time: 1.5)])  // 156 collapse, the rest scrolls
        #expect(later.header?.headerOffset == 156)
        expectClose(later.listOffset, 193.50932764733543 - 156, tolerance: 1e-9)
        #expect(later.isListAnimating)
        let running = try pager.step([.tick(time: 1.55)])
        #expect(running.isListAnimating)
        let done = try pager.step([.tick(time: 1.56)])  // 0.55518 s after the release
        #expect(!done.isListAnimating)
        expectClose(done.listOffset, 194.31360936718045 - 156, tolerance: 1e-9)
    }

    @Test func itStopsWhenTheRoomRunsOutAndTheSameTimesGiveTheSameOffsets() throws {
        // Down from 100 pt collapsed: 194 pt of travel, 100 of room.
        var coarse = try flingPager(collapse: 100) { $0.listFlingProfile = .android }
        var fine = try flingPager(collapse: 100) { $0.listFlingProfile = .android }
        _ = try coarse.step([.listEnded(time: 1, velocity: -1000)])
        _ = try fine.step([.listEnded(time: 1, velocity: -1000)])
        for i in 1...24 { _ = try fine.step([.tick(time: 1 + Double(i) / 240)]) }
        let a = try coarse.step([.tick(time: 1.1)])
        let b = try fine.step([.tick(time: 1.1)])
        #expect(a.header?.headerOffset == b.header?.headerOffset)
        expectClose(try #require(a.header?.headerOffset), 100 - 88.73554041489868, tolerance: 1e-9)
        let open = try coarse.step([.tick(time: 2)])
        #expect(open.header?.headerOffset == 0 && open.header?.pull == 0)
        #expect(!open.isListAnimating)
    }
}
