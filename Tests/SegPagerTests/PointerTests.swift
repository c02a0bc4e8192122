// Tests Pager+Pointer.swift and StripScroll.swift: raw pointer input (the
// slop, the direction lock, the translation, the release velocity, taps),
// wheels, and the strip scrolling on its own.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Pointer input and the strip's own scrolling")
struct PointerTests {
    /// seed 000's six tabs in a 375 pt pager, as the other pager tests.
    func pager(_ configure: (inout PagerConfiguration) -> Void = { _ in }) throws -> Pager {
        try makePager(ids: seed000Ids, widths: seed000Titles, configure)
    }

    /// `pager()` with a finger down on the pages at (`x`, `y`) at time 0.
    func pressed(x: Double, y: Double) throws -> Pager {
        var p = try pager()
        _ = try p.step([.tick(time: 0), .pointerDown(time: 0, x: x, y: y, region: .pages)])
        return p
    }

    @Test func aDiagonalMoveBelowTheSlopDoesNothing() throws {
        var p = try pressed(x: 200, y: 300)
        // 6 pt right and 6 down: 8.5 pt, under the 10 pt slop
        let frame = try p.step([.pointerMoved(time: 0.016, x: 206, y: 306)])
        #expect(frame.gesture == .pending)
        #expect(frame.phase == .idle)
        #expect(frame.pageOffset == 0)
        #expect(frame.listOffset == 0)
    }

    @Test func pastTheSlopTheAxisLocksAndATurnDoesNotChangeIt() throws {
        var p = try pressed(x: 200, y: 300)
        // 12 left, 3 down: within 30 degrees of horizontal, past the slop
        var frame = try p.step([.pointerMoved(time: 0.016, x: 188, y: 303)])
        #expect(frame.gesture == .pages)
        #expect(frame.phase == .dragging)
        #expect(frame.pageOffset == 0)  // the pages start from where the finger is now
        // The finger turns down: the lock holds; only x moves the pages.
        frame = try p.step([.pointerMoved(time: 0.032, x: 150, y: 400)])
        #expect(frame.gesture == .pages)
        #expect(frame.pageOffset == 38)
        #expect(frame.listOffset == 0)
    }

    @Test func aRelativeSlopGrowsWithThePagerWithinItsBounds() throws {
        // Embla's goToNextThreshold shape, clamp(0.2 × view, 50, 225): 75 pt in 375
        var p = try pager {
            $0.touchSlop = 50
            $0.touchSlopFraction = 0.2
            $0.touchSlopMaximum = 225
        }
        #expect(p.configuration.effectiveTouchSlop == 75)
        _ = try p.step([.tick(time: 0), .pointerDown(time: 0, x: 300, y: 200, region: .pages)])
        #expect(try p.step([.pointerMoved(time: 0.02, x: 230, y: 200)]).gesture == .pending)  // 70 pt
        #expect(try p.step([.pointerMoved(time: 0.04, x: 220, y: 200)]).gesture == .pages)  // 80 pt
        var wide = PagerConfiguration(viewportWidth: 2000)
        wide.touchSlopFraction = 0.2
        wide.touchSlopMaximum = 225
        #expect(wide.effectiveTouchSlop == 225)
        wide.touchSlopMaximum = nil
        #expect(wide.effectiveTouchSlop == 400)
        wide.pages.viewportWidth = 20
        #expect(wide.effectiveTouchSlop == 10)  // never below touchSlop
    }

    @Test func aVerticalLockScrollsTheSelectedList() throws {
        var p = try pager()
        _ = try p.step([
            .tick(time: 0), .listResized(time: 0, index: 0, maxOffset: 1000),
            .pointerDown(time: 0, x: 200, y: 300, region: .pages),
        ])
        var frame = try p.step([.pointerMoved(time: 0.016, x: 202, y: 280)])
        #expect(frame.gesture == .list)
        #expect(frame.listOffset == 0)
        frame = try p.step([.pointerMoved(time: 0.032, x: 240, y: 230)])  // up 50 (and right: still the list)
        #expect(frame.listOffset == 50)
        #expect(frame.pageOffset == 0)
        frame = try p.step([.pointerUp(time: 0.048, x: 240, y: 230)])
        #expect(frame.gesture == .none)
    }

    @Test func aPointerDragGivesTheFramesOfTheOffsetEventsWithTheSameFinger() throws {
        // The finger: down at 300, past the slop at 288 (t 0.016), then 20 pt
        // left every 16 ms, released at 188.
        let xs: [Double] = [288, 268, 248, 228, 208, 188]
        var pointer = try pager()
        var offsets = try pager()
        _ = try pointer.step([.tick(time: 0), .pointerDown(time: 0, x: 300, y: 200, region: .pages)])
        _ = try offsets.step([.tick(time: 0)])
        var tracker = VelocityTracker()
        try tracker.add(time: 0, x: 300, y: 200)
        for (k, x) in xs.enumerated() {
            let t = 0.016 * Double(k + 1)
            try tracker.add(time: t, x: x, y: 200)
            let a = try pointer.step([.pointerMoved(time: t, x: x, y: 200)])
            let moved = PagerEvent.dragMoved(time: t, pageOffset: 288 - x)
            let b = try offsets.step(k == 0 ? [.dragBegan(time: t), moved] : [moved])
            #expect(a.pageOffset == b.pageOffset)
            #expect(a.strip == b.strip)
        }
        let t = 0.016 * Double(xs.count)
        var a = try pointer.step([.pointerUp(time: t, x: xs.last!, y: 200)])
        var b = try offsets.step([.dragEnded(time: t, velocity: -tracker.velocity.x)])
        #expect(tracker.velocity.x < -1000)  // a flick to the left: the next page
        for k in 1...40 {
            #expect(a.pageOffset == b.pageOffset)
            #expect(a.phase == b.phase)
            #expect(a.notifications == b.notifications)
            let tick = PagerEvent.tick(time: t + Double(k) / 60)
            a = try pointer.step([tick])
            b = try offsets.step([tick])
        }
        #expect(a.selectedIndex == 1)
    }

    @Test func aTapInTheStripSelectsTheTabUnderIt() throws {
        var p = try pager()
        let first = try p.step([.tick(time: 0)])
        let third = try #require(first.stripItems.first { $0.item == 2 })
        let x = third.frame.midX - first.strip.stripOffset
        _ = try p.step([.pointerDown(time: 1, x: x, y: 20, region: .strip)])
        let frame = try p.step([.pointerUp(time: 1.05, x: x + 3, y: 21)])
        #expect(frame.phase == .transitioning)
        #expect(frame.transitionTarget == 2)
        // Moved past the slop, it is no tap.
        var q = try pager()
        _ = try q.step([.tick(time: 0), .pointerDown(time: 1, x: x, y: 20, region: .strip)])
        let moved = try q.step([.pointerMoved(time: 1.02, x: x, y: 40), .pointerUp(time: 1.04, x: x, y: 40)])
        #expect(moved.phase == .idle)
        #expect(moved.selectedIndex == 0)
    }

    @Test func aTouchOnSettlingPagesStopsThem() throws {
        var p = try pager()
        _ = try p.step([
            .tick(time: 0), .dragBegan(time: 0), .dragMoved(time: 0.1, pageOffset: 100),
            .dragEnded(time: 0.1, velocity: 0),
        ])
        let moving = try p.step([.tick(time: 0.15)])
        #expect(moving.phase == .settling)
        let caught = try p.step([.pointerDown(time: 0.15, x: 100, y: 300, region: .pages)])
        #expect(caught.phase == .dragging)
        #expect(caught.pageOffset == moving.pageOffset)
        let held = try p.step([.tick(time: 0.5)])
        #expect(held.pageOffset == moving.pageOffset)
        // Lifted without a drag: they settle on a page.
        _ = try p.step([.pointerUp(time: 0.6, x: 100, y: 300)])
        let rest = try p.step([.tick(time: 3)])
        #expect(rest.phase == .idle)
        #expect(rest.pageOffset == 0)
    }

    @Test func anUpAfterTheLastMoveAddsNoSampleUnlessItMoved() throws {
        // Lifted one frame after the last move, where it was (pygame, SDL):
        // the velocity is the moves' (Android ignores an up's position).
        var p = try pressed(x: 300, y: 200)
        for k in 1...6 {
            _ = try p.step([.pointerMoved(time: 0.016 * Double(k), x: 300 - 20 * Double(k), y: 200)])
        }
        let frame = try p.step([.pointerUp(time: 0.112, x: 180, y: 200)])
        #expect(frame.targetPageOffset == screenW)  // 1250 pt/s: a fling to page 1
    }

    @Test func aPauseBeforeLiftingReleasesAtRest() throws {
        var p = try pressed(x: 300, y: 200)
        for k in 1...6 {
            _ = try p.step([.pointerMoved(time: 0.016 * Double(k), x: 300 - 30 * Double(k), y: 200)])
        }
        // 100 ms still, then up: velocity 0, so the nearest page (offset 168 of 375: page 0)
        _ = try p.step([.pointerUp(time: 0.196, x: 120, y: 200)])
        let rest = try p.step([.tick(time: 3)])
        #expect(rest.selectedIndex == 0)
        #expect(rest.pageOffset == 0)
    }

    @Test func theWheelMovesThePagesAndTheySettleAfterAnIdle() throws {
        var p = try pager { $0.wheelSettleDelay = 0.15 }
        _ = try p.step([.tick(time: 0)])
        var frame = try p.step([.wheel(time: 0.1, deltaX: 120, deltaY: 0, region: .pages)])
        #expect(frame.pageOffset == 120)
        #expect(frame.phase == .dragging)
        frame = try p.step([.wheel(time: 0.2, deltaX: 120, deltaY: 0, region: .pages)])
        #expect(frame.pageOffset == 240)
        frame = try p.step([.tick(time: 0.3)])
        #expect(frame.phase == .dragging)  // 0.1 s after the last wheel event
        frame = try p.step([.tick(time: 0.4)])
        #expect(frame.phase == .settling)
        frame = try p.step([.tick(time: 3)])
        #expect(frame.pageOffset == 375)
        #expect(frame.selectedIndex == 1)
        // Clamped at the ends: no rubber band for a wheel.
        frame = try p.step([.wheel(time: 4, deltaX: -1000, deltaY: 0, region: .pages)])
        #expect(frame.pageOffset == 0)
    }

    @Test func oneTrackpadFlickAndItsMomentumMoveOnePage() throws {
        // A trackpad swipe's wheel events run on, decaying, with no pause
        // (its momentum): 60 events 16 ms apart, 80 pt falling by 4% each,
        // 1,830 pt in all, nearly five 375 pt pages. macOS pages one.
        var p = try pager { $0.wheelSettleDelay = 0.15 }
        var t = 0.0
        var frame = try p.step([.tick(time: t)])
        func flick(_ sign: Double) throws {
            var dx = 80.0
            for _ in 0..<60 {
                t += 0.016
                frame = try p.step([.wheel(time: t, deltaX: sign * dx, deltaY: 0, region: .pages)])
                dx *= 0.96
            }
            frame = try p.step([.tick(time: t + 3)])
            t += 3
        }
        try flick(1)
        #expect(frame.selectedIndex == 1)
        #expect(frame.pageOffset == 375)
        try flick(1)  // the next flick, the next page
        #expect(frame.selectedIndex == 2)
        try flick(-1)
        #expect(frame.selectedIndex == 1)
        // Mid-stream the pages stop at the next page: never past it.
        var dx = 80.0
        for _ in 0..<60 {
            t += 0.016
            frame = try p.step([.wheel(time: t, deltaX: dx, deltaY: 0, region: .pages)])
            #expect(frame.pageOffset <= 750)
            dx *= 0.96
        }
    }

    @Test func theSettleAfterAWheelDoesNotDependOnTheTickRate() throws {
        func run(ticks: Int) throws -> PagerFrame {
            var p = try pager()
            _ = try p.step([.tick(time: 0), .wheel(time: 0.1, deltaX: 250, deltaY: 0, region: .pages)])
            for k in 1...ticks { _ = try p.step([.tick(time: 0.1 + 0.6 * Double(k) / Double(ticks))]) }
            return try p.step([.tick(time: 0.7)])
        }
        let coarse = try run(ticks: 3)
        let fine = try run(ticks: 60)
        expectClose(coarse.pageOffset, fine.pageOffset)
    }

    // MARK: - The strip on its own

    @Test func aStripFlingDeceleratesBouncesAtTheEndAndStays() throws {
        var p = try pager()
        let first = try p.step([.tick(time: 0)])
        let maximum = first.stripContentWidth - screenW
        #expect(maximum > 0)
        _ = try p.step([.stripDragBegan(time: 1), .stripDragMoved(time: 1.016, stripOffset: 20)])
        var frame = try p.step([.stripDragEnded(time: 1.016, velocity: 3000)])
        #expect(frame.stripPhase == .decelerating)
        var peak = 0.0
        var t = 1.016
        while t < 4 {
            t += 1.0 / 60
            frame = try p.step([.tick(time: t)])
            peak = max(peak, frame.strip.stripOffset)
        }
        #expect(peak > maximum + 1)  // it overshot the end
        #expect(frame.stripPhase == .held)
        expectClose(frame.strip.stripOffset, maximum)
        #expect(frame.selectedIndex == 0)  // the pages never moved
        #expect(frame.pageOffset == 0)
        frame = try p.step([.tick(time: 10)])
        expectClose(frame.strip.stripOffset, maximum)  // it stays
    }

    @Test func theStripDeceleratesAtTheConfiguredRate() throws {
        // A 60 pt/s flick from offset 0 rests where UIScrollView's
        // projection puts it: (v/1000) · r / (1 − r), 29.9 pt at .normal,
        // 5.9 pt at .fast (WWDC18's projection, Deceleration.swift), within
        // the 0.1 pt the deceleration ends short of it; the strip's end is
        // 73 pt away, so it does not bounce.
        func rest(_ rate: Deceleration) throws -> Double {
            var p = try pager { $0.stripDeceleration = rate }
            _ = try p.step([.tick(time: 0), .stripDragBegan(time: 1), .stripDragEnded(time: 1, velocity: 60)])
            return try p.step([.tick(time: 20)]).strip.stripOffset
        }
        expectClose(try rest(.normal), 0.06 * 0.998 / 0.002, tolerance: 0.2)
        expectClose(try rest(.fast), 0.06 * 0.99 / 0.01, tolerance: 0.2)
        expectInputError(.outOfRange, field: "PagerConfiguration.stripDeceleration.rate") {
            var configuration = PagerConfiguration(viewportWidth: 375)
            configuration.stripDeceleration = Deceleration(rate: 1)
            try configuration.validate()
        }
    }

    /// A strip fling is taken as at most 10^6 pt/s, as a page release is.
    /// At 1.8e308 pt/s a bounce's spring left the doubles and never settled;
    /// a looping strip (no ends) flung at 1e300 rested so far that no
    /// virtual item there is an Int. Either way every later step failed with
    /// E_NOT_FINITE, for ever (the fuzz harness's liveness check and a
    /// probe of the web door found them). Now such a fling rests where a
    /// 10^6 pt/s one does, and the pager goes on.
    @Test func anAbsurdStripFlingIsTakenAsTheFastestAndThePagerGoesOn() throws {
        for looping in [false, true] {
            for velocity in [1.7976931348623157e308, -1e300, 1e15, 1e6] {
                var p = try pager { $0.isLooping = looping }
                _ = try p.step([.tick(time: 0)])
                let start = try p.step([.stripDragBegan(time: 1)]).strip.stripOffset
                _ = try p.step([.stripDragEnded(time: 1, velocity: velocity)])
                var frame = try p.step([.tick(time: 1.5)])
                for t in [10.0, 100.0, 1000.0] {
                    frame = try p.step([.tick(time: t)])
                    #expect(frame.strip.firstVisibleItem != nil)
                }
                #expect(frame.stripPhase == .held)
                if looping {
                    // no ends: it rests where the continuous deceleration
                    // puts a 10^6 pt/s release, v / |k| along, k = 1000 ln
                    // 0.998 = −2.0020026706730793 (StripPhysics.ending)
                    let rest = (velocity > 0 ? 1 : -1) * 1e6 / 2.0020026706730793
                    expectClose(frame.strip.stripOffset, start + rest, tolerance: 1e-6)
                } else {
                    // it bounced onto an end and stays there
                    let maximum = frame.stripContentWidth - screenW
                    expectClose(frame.strip.stripOffset, velocity > 0 ? maximum : 0, tolerance: 1e-6)
                }
                // and a tap still travels (the strip returns to the policy)
                frame = try p.step([.tabTapped(time: 1001, index: 3), .tick(time: 1010)])
                #expect(frame.selectedIndex == 3)
            }
        }
    }

    /// A looping strip 0.001 pt wide dragged 10^12 pt along shows copies
    /// whose item numbers are past 10^15: it is drawn whole periods nearer
    /// the policy's offset (it looks the same) instead of refusing the drag;
    /// an ordinary far drag is drawn where it was dragged.
    @Test func aLoopingStripDraggedOutOfReachIsDrawnNearer() throws {
        var style = StripStyle()
        style.widthMode = .fixed
        style.itemWidth = 1e-4
        style.fitPolicy = .leading
        var p = try makePager(viewport: 0.001, ids: [1, 2, 3, 4], widths: [1, 1, 1, 1], stripStyle: style) {
            $0.isLooping = true
        }
        var frame = try p.step([
            .tick(time: 0), .stripDragBegan(time: 1), .stripDragMoved(time: 1, stripOffset: 500),
        ])
        #expect(frame.strip.stripOffset == 500)
        frame = try p.step([.stripDragMoved(time: 2, stripOffset: 1e12)])
        #expect(abs(frame.strip.stripOffset) <= frame.stripContentWidth)
        #expect(frame.strip.firstVisibleItem != nil)
        frame = try p.step([
            .stripDragEnded(time: 3, velocity: 0), .tabTapped(time: 3, index: 2), .tick(time: 9),
        ])
        #expect(frame.selectedIndex == 2)
    }

    /// A looping strip wider than 10^12 pt (the largest strip offset an
    /// event may carry) drew copies whose offsets overflow: such a pager was
    /// created, and every step failed (the fuzz harness's liveness check
    /// found it). It is refused when laid out, and so is a strip that does
    /// not loop (its selected item widening past 1e308 overflowed the same
    /// way); 10^11 pt is fine.
    @Test func aStripWiderThanTheOffsetsIsRefused() throws {
        for width in [1e300, 1.7976931348623157e308, 1e12 + 1e6] {
            for looping in [true, false] {
                expectInputError(.outOfRange, field: "items") {
                    try makePager(ids: [1, 2], widths: [18, width]) { $0.isLooping = looping }
                }
            }
        }
        var p = try makePager(ids: [1, 2], widths: [18, 1e11]) { $0.isLooping = true }
        _ = try p.step([.tick(time: 0), .tabTapped(time: 0, index: 1), .tick(time: 1)])
        expectInputError(.outOfRange, field: "items") {
            try p.insertItem(PagerItem(id: 3, width: 1e12), at: 2)
        }
        var style = StripStyle()
        style.itemPadding = 1e12
        expectInputError(.outOfRange, field: "items") { try p.setStripStyle(style) }
        _ = try p.step([.tick(time: 2)])
    }

    /// A pager's own lengths are at most 10^12 pt, as the coordinates its
    /// events carry: a viewport of 1.8e308 over items as wide was created
    /// (the harness's liveness check found it), and no step could compute a
    /// frame after. Each length is refused by name, at creation and on a
    /// resize, and the pager is unchanged by the refused batch.
    @Test func aPagersLengthsPastTheBoundAreRefused() throws {
        let fields: [(String, (inout PagerConfiguration) -> Void)] = [
            ("PageGeometry.viewportWidth", { $0.pages.viewportWidth = 1.7976931348623157e308 }),
            ("PagerConfiguration.stripViewportWidth", { $0.stripViewportWidth = 1e13 }),
            ("PageGeometry.pageWidth", { $0.pages.pageWidth = 2e12 }),
            ("PageGeometry.pageSpacing", { $0.pages.pageSpacing = 1e300 }),
            ("PagerConfiguration.stripHeight", { $0.stripHeight = 1e12 + 1 }),
        ]
        for (field, change) in fields {
            expectInputError(.outOfRange, field: field) {
                try makePager(ids: [1, 2], widths: [18, 18], change)
            }
        }
        var p = try makePager(ids: [1, 2], widths: [18, 18]) { $0.pages.viewportWidth = 1e12 }
        _ = try p.step([.tick(time: 0)])
        expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") {
            try p.step([.resized(time: 1, viewportWidth: 1e13, stripViewportWidth: 0)])
        }
        #expect(p.configuration.pages.viewportWidth == 1e12)
        #expect(try p.step([.tabTapped(time: 1, index: 1), .tick(time: 9)]).selectedIndex == 1)
    }

    /// What a person sees: a looping strip dragged on its own by a period
    /// or more (or by less, far enough that the selected tab's copy under
    /// the indicator leaves the screen) still shows the indicator, under
    /// the selected tab's copy that is on screen. It stayed at the first
    /// copy: off screen, while the tab it marks was in view.
    @Test func aLoopingStripDraggedFarKeepsItsIndicatorUnderTheSelectedTabOnScreen() throws {
        var p = try pager { $0.isLooping = true }
        let first = try p.step([.tick(time: 0)])
        let period = first.stripContentWidth
        _ = try p.step([.stripDragBegan(time: 1)])
        var t = 1.0
        for periods in [0, 0.3, 1, 3.25, -2, -7.25] {
            t += 1
            let frame = try p.step([
                .stripDragMoved(time: t, stripOffset: first.strip.stripOffset + periods * period)
            ])
            let offset = frame.strip.stripOffset
            let indicator = frame.strip.indicator
            let onScreen = { (x: Double, maxX: Double) in maxX > offset && x < offset + screenW }
            // the selected tab has a copy on screen (these offsets are chosen so) ...
            #expect(
                frame.stripItems.contains {
                    $0.item == frame.selectedIndex && onScreen($0.frame.x, $0.frame.maxX)
                })
            // ... and the indicator is on screen, under it
            #expect(onScreen(indicator.x, indicator.maxX), "\(periods) periods")
            let under = frame.stripItems.filter {
                $0.frame.x <= indicator.x && indicator.maxX <= $0.frame.maxX
            }
            #expect(under.map(\.item) == [frame.selectedIndex ?? -1], "\(periods) periods")
        }
    }

    @Test func aStripDragPastTheStartRubberBandsAndSpringsBack() throws {
        var p = try pager()
        _ = try p.step([.tick(time: 0), .stripDragBegan(time: 1)])
        var frame = try p.step([.stripDragMoved(time: 1.1, stripOffset: -100)])
        #expect(frame.stripPhase == .dragging)
        #expect(frame.strip.stripOffset < 0 && frame.strip.stripOffset > -100)
        frame = try p.step([.stripDragEnded(time: 1.1, velocity: 0), .tick(time: 3)])
        #expect(frame.stripPhase == .held)
        expectClose(frame.strip.stripOffset, 0)
    }

    @Test func aSelectionChangeBringsTheStripBack() throws {
        var p = try pager()
        let first = try p.step([.tick(time: 0)])
        let maximum = first.stripContentWidth - screenW
        _ = try p.step([.wheel(time: 1, deltaX: 50, deltaY: 0, region: .strip)])
        var frame = try p.step([.tick(time: 2)])
        #expect(frame.stripPhase == .held)
        #expect(frame.strip.stripOffset == 50)
        frame = try p.step([.wheel(time: 2, deltaX: 1000, deltaY: 0, region: .strip)])
        #expect(frame.strip.stripOffset == maximum)  // a wheel stops at the end
        frame = try p.step([.select(time: 3, index: 1, animated: false)])
        #expect(frame.stripPhase == .returning)
        #expect(frame.strip.stripOffset == maximum)  // from where it was
        frame = try p.step([.tick(time: 6)])
        #expect(frame.stripPhase == .following)
        // where a strip that never moved shows tab 1
        var q = try pager()
        let reference = try q.step([
            .tick(time: 0), .select(time: 3, index: 1, animated: false), .tick(time: 6),
        ])
        expectClose(frame.strip.stripOffset, reference.strip.stripOffset)
    }

    @Test func onCommitTimingAnimatesTheStripInsteadOfJumping() throws {
        var stripStyle = StripOffsetStyle()
        stripStyle.timing = .onCommit
        var p = try pager()
        try p.setStripOffsetStyle(stripStyle)
        let first = try p.step([.tick(time: 0)])
        var frame = try p.step([.tabTapped(time: 1, index: 5)])
        var q = try pager()
        try q.setStripOffsetStyle(stripStyle)
        _ = try q.step([.tick(time: 0)])
        _ = try q.step([.tabTapped(time: 1, index: 5)])
        let end = try q.step([.tick(time: 5)]).strip.stripOffset
        #expect(end > first.strip.stripOffset + 50)
        #expect(frame.strip.stripOffset == first.strip.stripOffset)  // the tap's frame: no jump
        frame = try p.step([.tick(time: 1.1)])
        #expect(frame.strip.stripOffset > first.strip.stripOffset)
        #expect(frame.strip.stripOffset < end - 1)  // on its way
        frame = try p.step([.tick(time: 5)])
        expectClose(frame.strip.stripOffset, end)
    }

    @Test func pointerEventsAreChecked() throws {
        var p = try pager()
        expectInputError(.notFinite, field: "x") {
            try p.step([.pointerDown(time: 0, x: .nan, y: 0, region: .pages)])
        }
        expectInputError(.outOfRange, field: "deltaX") {
            try p.step([.wheel(time: 0, deltaX: 1e13, deltaY: 0, region: .pages)])
        }
        expectInputError(.notFinite, field: "velocity") {
            try p.step([.stripDragEnded(time: 0, velocity: .infinity)])
        }
        expectInputError(.outOfRange, field: "PagerConfiguration.touchSlop") {
            var configuration = PagerConfiguration(viewportWidth: 375)
            configuration.touchSlop = -1
            try configuration.validate()
        }
        // Moves and ups without a pointer down (a hovering mouse) do nothing.
        let frame = try p.step([
            .tick(time: 0), .pointerMoved(time: 1, x: 10, y: 10), .pointerUp(time: 2, x: 0, y: 0),
        ])
        #expect(frame.gesture == .none)
        #expect(frame.phase == .idle)
    }
}
