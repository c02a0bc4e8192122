// Tests HeaderStack.swift (with HeaderSection.swift, HeaderScrollFlags.swift
// and HeaderStackRanges.swift): AppBarLayout's ranges (reference
// android-flutter-compose.md §C.2, §C.3) and agreement with the two-section
// header of NestedScroll.swift.
import SegPagerTestSupport
import Testing

@testable import SegPager

private func stack(_ sections: HeaderSection...) -> HeaderStack { HeaderStack(sections: sections) }

/// A stack and the ranges expected of it (only the fields it is about).
struct RangesCase: Sendable, CustomTestStringConvertible {
    var name: String
    var sections: [HeaderSection]
    var expected: [(KeyPath<HeaderStackRanges, Double> & Sendable, Double)]

    init(
        _ name: String, _ sections: [HeaderSection],
        _ expected: [(KeyPath<HeaderStackRanges, Double> & Sendable, Double)]
    ) {
        self.name = name
        self.sections = sections
        self.expected = expected
    }

    var testDescription: String { name }
}

/// A stack and the snap targets expected of it, by header offset.
struct SnapCase: Sendable, CustomTestStringConvertible {
    var name: String
    var sections: [HeaderSection]
    var targets: [(offset: Double, target: Double)]

    init(_ name: String, _ sections: [HeaderSection], _ targets: [(offset: Double, target: Double)]) {
        self.name = name
        self.sections = sections
        self.targets = targets
    }

    var testDescription: String { name }
}

@Suite("Header stack")
struct HeaderStackTests {
    /// AppBarLayout's ranges for stacks of each behaviour; each case checks
    /// the ranges it is about.
    @Test(arguments: [
        // A 200 pt image that collapses to a 56 pt toolbar, over 48 pt of
        // pinned tabs: totalScrollRange = 200 − 56 (§C.2: subtract minH and stop).
        RangesCase(
            "collapsing toolbar over tabs",
            [
                HeaderSection(height: 200, minHeight: 56, behavior: .exitUntilCollapsed),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(\.height, 248), (\.collapseRange, 144), (\.pinnedHeight, 104), (\.enterRange, 0)]),
        // scroll 100, a floating 56 pt toolbar, pinned tabs: the toolbar comes
        // back first (downNestedPreScrollRange walks bottom→top, skips the
        // tabs while nothing counted, stops at the plain scroll section).
        RangesCase(
            "quick-return toolbar",
            [
                HeaderSection(height: 100, behavior: .scroll),
                HeaderSection(height: 56, behavior: .enterAlways),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(\.height, 204), (\.collapseRange, 156), (\.pinnedHeight, 48), (\.enterRange, 56)]),
        RangesCase(
            "enterAlwaysCollapsed brings back its minimum first",
            [
                HeaderSection(height: 200, minHeight: 56, behavior: .enterAlwaysCollapsed),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(\.collapseRange, 200), (\.enterRange, 56)]),
        RangesCase(
            "a pinned section stops everything below it",
            [HeaderSection(height: 56, behavior: .pinned), HeaderSection(height: 100, behavior: .scroll)],
            [(\.collapseRange, 0), (\.pinnedHeight, 156)]),
        RangesCase(
            "exitUntilCollapsed ends the run",
            [
                HeaderSection(height: 100, behavior: .scroll),
                HeaderSection(height: 200, minHeight: 60, behavior: .exitUntilCollapsed),
                HeaderSection(height: 50, behavior: .scroll),
            ],
            [(\.collapseRange, 240)]),
        // A floating bar under a pinned one cannot scroll away, so nothing re-enters.
        RangesCase(
            "the enter range never exceeds the collapse range",
            [
                HeaderSection(height: 56, behavior: .pinned),
                HeaderSection(height: 56, behavior: .enterAlways),
            ],
            [(\.enterRange, 0)]),
    ])
    func ranges(of example: RangesCase) throws {
        let ranges = try HeaderStack(sections: example.sections).ranges()
        for (field, expected) in example.expected {
            #expect(ranges[keyPath: field] == expected, "\(example): \(field)")
        }
    }

    @Test func quickReturnSplitComesBackBeforeTheList() throws {
        let quick = stack(
            HeaderSection(height: 100, behavior: .scroll),
            HeaderSection(height: 56, behavior: .enterAlways),
            HeaderSection(height: 48, behavior: .pinned))
        // Collapsed (156) with the list 300 down: 80 pt down brings 56 of toolbar
        // back, then the list takes 24.
        let down = try quick.split(delta: -80, headerOffset: 156, listOffset: 300, listMaximum: 1000)
        #expect(down == ScrollSplit(header: -56, list: -24, overscroll: 0))
        // Near the top: the list reaches 0, then the rest of the stack expands,
        // then the remainder is overscroll.
        let far = try quick.split(delta: -400, headerOffset: 156, listOffset: 30, listMaximum: 1000)
        #expect(far == ScrollSplit(header: -156, list: -30, overscroll: -214))
        // Up: the stack collapses first.
        let up = try quick.split(delta: 200, headerOffset: 100, listOffset: 0, listMaximum: 1000)
        #expect(up == ScrollSplit(header: 56, list: 144, overscroll: 0))
    }

    /// The single-header modes are two-section stacks: the fixed
    /// enter_always_collapsed case, from both sides.
    @Test func enterAlwaysCollapsedLeavesAShownHeaderToTheList() throws {
        // R = 156 with enter height 50: the hidden part re-enters first only
        // while the header shows less than its last 50 pt (offset > 106).
        let shown = try seed004HeaderStyle().split(
            delta: -40, headerOffset: 100, listOffset: 900, listMaximum: 900, mode: .enterAlwaysCollapsed,
            enterHeight: 50)
        #expect(shown == ScrollSplit(header: 0, list: -40, overscroll: 0))
        let hidden = try seed004HeaderStyle().split(
            delta: -40, headerOffset: 130, listOffset: 900, listMaximum: 900, mode: .enterAlwaysCollapsed,
            enterHeight: 50)
        #expect(hidden == ScrollSplit(header: -24, list: -16, overscroll: 0))
        let stack = try stack(
            HeaderSection(height: 156, minHeight: 50, behavior: .enterAlwaysCollapsed),
            HeaderSection(height: 44, behavior: .pinned)
        ).split(delta: -40, headerOffset: 130, listOffset: 900, listMaximum: 900)
        #expect(stack == hidden)
        // An enter height above R brings back the whole header first.
        let all = try seed004HeaderStyle().split(
            delta: -200, headerOffset: 156, listOffset: 900, listMaximum: 900, mode: .enterAlwaysCollapsed,
            enterHeight: 500)
        #expect(all == ScrollSplit(header: -156, list: -44, overscroll: 0))
    }

    /// §C.4: the midpoint of the snapping section under the offset decides.
    @Test(arguments: [
        SnapCase(
            "an image that keeps its 56 pt minimum",
            [
                HeaderSection(height: 200, minHeight: 56, behavior: .exitUntilCollapsed, snaps: true),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(60, 0), (80, 144)]),
        // Two snapping sections: each snaps within itself.
        SnapCase(
            "two snapping sections",
            [
                HeaderSection(height: 100, behavior: .scroll, snaps: true),
                HeaderSection(height: 60, behavior: .scroll, snaps: true),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(40, 0), (60, 100), (125, 100), (140, 160)]),
        // enterAlwaysCollapsed: a seam where its 40 pt minimum begins (at 120).
        SnapCase(
            "enterAlwaysCollapsed",
            [
                HeaderSection(height: 160, minHeight: 40, behavior: .enterAlwaysCollapsed, snaps: true),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(50, 0), (70, 120), (130, 120), (145, 160)]),
        // No snap flag: the offset stays.
        SnapCase(
            "no snap flag",
            [HeaderSection(height: 100, behavior: .scroll), HeaderSection(height: 48, behavior: .pinned)],
            [(70, 70)]),
    ])
    func snapFollowsAppBarLayoutsMidpointRule(example: SnapCase) throws {
        let stack = HeaderStack(sections: example.sections)
        for (offset, target) in example.targets {
            #expect(try stack.snapTarget(headerOffset: offset) == target, "\(example) at \(offset)")
        }
    }

    @Test func snapTargetChecksTheOffset() {
        let plain = stack(
            HeaderSection(height: 100, behavior: .scroll), HeaderSection(height: 48, behavior: .pinned))
        expectInputError(.outOfRange, field: "headerOffset") { try plain.snapTarget(headerOffset: 101) }
        expectInputError(.notFinite, field: "headerOffset") { try plain.snapTarget(headerOffset: .nan) }
    }

    @Test func badInputIsRefused() {
        expectInputError(.outOfRange, field: "sections") { try HeaderStack(sections: []).ranges() }
        expectInputError(.outOfRange, field: "HeaderSection.height") {
            try stack(HeaderSection(height: -1, behavior: .scroll)).ranges()
        }
        expectInputError(.outOfRange, field: "HeaderSection.minHeight") {
            try stack(HeaderSection(height: 10, minHeight: 11, behavior: .exitUntilCollapsed)).ranges()
        }
        expectInputError(.notFinite, field: "HeaderSection.height") {
            try stack(HeaderSection(height: .nan, behavior: .scroll)).ranges()
        }
        let simple = stack(HeaderSection(height: 100, behavior: .scroll))
        expectInputError(.outOfRange, field: "headerOffset") {
            try simple.split(delta: 1, headerOffset: 101, listOffset: 0, listMaximum: 10)
        }
        expectInputError(.outOfRange, field: "listOffset") {
            try simple.split(delta: 1, headerOffset: 0, listOffset: 11, listMaximum: 10)
        }
        expectInputError(.notFinite, field: "delta") {
            try simple.split(delta: .infinity, headerOffset: 0, listOffset: 0, listMaximum: 10)
        }
    }
}

/// One section's flags and the ranges AppBarLayout gives it over a pinned 48 pt strip.
struct FlagsCase: Sendable, CustomTestStringConvertible {
    var flags: HeaderScrollFlags
    var collapse: Double
    var enter: Double
    var testDescription: String { "flags 0x\(String(flags.rawValue, radix: 16))" }
}

@Suite("Header stack: AppBarLayout's flags")
struct HeaderScrollFlagsTests {
    /// A 100 pt section with a 30 pt minimum height and margins 8 (top) and
    /// 4 (bottom): extent 112. Worked from AppBarLayout.java's
    /// getTotalScrollRange (SCROLL adds h + mT + mB; EXIT_UNTIL_COLLAPSED
    /// subtracts minH and stops; no SCROLL stops) and
    /// getDownNestedPreScrollRange (only QUICK_RETURN = SCROLL|ENTER_ALWAYS
    /// counts: mT + mB plus minH with ENTER_ALWAYS_COLLAPSED, else h − minH
    /// with EXIT_UNTIL_COLLAPSED, else h).
    @Test(arguments: [
        // No SCROLL: the run ends at once, whatever else is set.
        FlagsCase(flags: [], collapse: 0, enter: 0),
        FlagsCase(flags: [.exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed], collapse: 0, enter: 0),
        FlagsCase(flags: [.enterAlways], collapse: 0, enter: 0),
        FlagsCase(flags: [.scroll], collapse: 112, enter: 0),
        FlagsCase(flags: [.scroll, .exitUntilCollapsed], collapse: 82, enter: 0),
        FlagsCase(flags: [.scroll, .enterAlways], collapse: 112, enter: 112),
        // ENTER_ALWAYS_COLLAPSED without ENTER_ALWAYS is not quick return.
        FlagsCase(flags: [.scroll, .enterAlwaysCollapsed], collapse: 112, enter: 0),
        FlagsCase(flags: [.scroll, .exitUntilCollapsed, .enterAlways], collapse: 82, enter: 82),
        FlagsCase(flags: [.scroll, .exitUntilCollapsed, .enterAlwaysCollapsed], collapse: 82, enter: 0),
        // The margins (12) and the minimum height (30) of an ENTER_ALWAYS_COLLAPSED child.
        FlagsCase(flags: [.scroll, .enterAlways, .enterAlwaysCollapsed], collapse: 112, enter: 42),
        // ENTER_ALWAYS_COLLAPSED is tested before EXIT_UNTIL_COLLAPSED.
        FlagsCase(
            flags: [.scroll, .exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed], collapse: 82,
            enter: 42),
    ])
    func rangesFollowAppBarLayoutForEveryCombination(example: FlagsCase) throws {
        // SNAP and SNAP_MARGINS never change a range: every one of the 64 sets.
        for extra: HeaderScrollFlags in [[], [.snap], [.snapMargins], [.snap, .snapMargins]] {
            let section = HeaderSection(
                height: 100, minHeight: 30, scrollFlags: example.flags.union(extra), marginTop: 8,
                marginBottom: 4)
            let ranges = try HeaderStack(sections: [section, HeaderSection(height: 48, behavior: .pinned)])
                .ranges()
            #expect(ranges.height == 160)
            #expect(ranges.collapseRange == example.collapse, "\(example) + \(extra.rawValue)")
            #expect(ranges.pinnedHeight == 160 - example.collapse)
            #expect(ranges.enterRange == example.enter, "\(example) + \(extra.rawValue)")
            // getDownNestedScrollRange: the total without the inset a stack has not.
            #expect(ranges.expandRange == example.collapse)
        }
    }

    @Test func theShorthandBehavioursAreFlagSets() {
        // The single behaviour before 0.8.0 and the flags it stands for.
        #expect(HeaderSection(height: 1, behavior: .scroll).scrollFlags == [.scroll])
        #expect(
            HeaderSection(height: 1, behavior: .exitUntilCollapsed, snaps: true).scrollFlags
                == [.scroll, .exitUntilCollapsed, .snap])
        #expect(HeaderSection(height: 1, behavior: .enterAlways).scrollFlags == .quickReturn)
        #expect(
            HeaderSection(height: 1, behavior: .enterAlwaysCollapsed).scrollFlags
                == [.scroll, .enterAlways, .enterAlwaysCollapsed])
        #expect(HeaderSection(height: 1, behavior: .pinned).scrollFlags == [])
        for behavior in HeaderSectionBehavior.allCases {
            #expect(HeaderSectionBehavior(scrollFlags: behavior.scrollFlags) == behavior)
        }
        var section = HeaderSection(height: 1, scrollFlags: [.scroll, .snap, .snapMargins])
        section.behavior = .enterAlways
        #expect(section.scrollFlags == [.scroll, .enterAlways, .snap, .snapMargins])
        section.snaps = false
        #expect(section.scrollFlags == [.scroll, .enterAlways, .snapMargins])
        #expect(HeaderScrollFlags.allCases.map(\.rawValue) == [0x1, 0x2, 0x4, 0x8, 0x10, 0x20])
    }

    @Test func theRunEndsAtTheFirstSectionWithoutScroll() throws {
        let ranges = try HeaderStack(sections: [
            HeaderSection(height: 50, scrollFlags: [.scroll], marginBottom: 6),
            HeaderSection(height: 40, scrollFlags: [.enterAlways]),
            HeaderSection(height: 30, scrollFlags: .quickReturn),
        ]).ranges()
        #expect(ranges.collapseRange == 56)
        // Bottom up: the quick-return 30 counts, the next section stops it;
        // at most the collapse range.
        #expect(ranges.enterRange == 30)
        #expect(ranges.height == 126)
    }

    @Test func marginsAndQuickReturnShareTheScroll() throws {
        // QUICK_RETURN|ENTER_ALWAYS_COLLAPSED, h 100, minH 30, margins 8 + 4:
        // total 112, downNestedPreScrollRange 42 (AppBarLayout.java).
        let stack = HeaderStack(sections: [
            HeaderSection(
                height: 100, minHeight: 30, scrollFlags: [.scroll, .enterAlways, .enterAlwaysCollapsed],
                marginTop: 8, marginBottom: 4),
            HeaderSection(height: 48, behavior: .pinned),
        ])
        // onNestedPreScroll down over [−112, −70]: 42 back, then the list.
        #expect(
            try stack.split(delta: -60, headerOffset: 112, listOffset: 300, listMaximum: 900)
                == ScrollSplit(header: -42, list: -18, overscroll: 0))
        // Outside that range the bar does not move before the list.
        #expect(
            try stack.split(delta: -60, headerOffset: 60, listOffset: 300, listMaximum: 900)
                == ScrollSplit(header: 0, list: -60, overscroll: 0))
        // onNestedScroll: once the list is at its top, the rest over [−112, 0].
        #expect(
            try stack.split(delta: -100, headerOffset: 60, listOffset: 20, listMaximum: 900)
                == ScrollSplit(header: -60, list: -20, overscroll: -20))
        // Up: the whole total first (getUpNestedPreScrollRange).
        #expect(
            try stack.split(delta: 150, headerOffset: 0, listOffset: 0, listMaximum: 900)
                == ScrollSplit(header: 112, list: 38, overscroll: 0))
    }

    @Test func splitsOfRandomFlagStacksAddUp() throws {
        var random = SplitMix64(seed: 0xF1A6)
        for _ in 0..<500 {
            var sections: [HeaderSection] = []
            for _ in 0..<Int(random.uniform(1...4.99)) {
                let height = random.uniform(0...120)
                sections.append(
                    HeaderSection(
                        height: height, minHeight: random.uniform(0...height),
                        scrollFlags: HeaderScrollFlags(rawValue: UInt32(random.uniform(0...63.99))),
                        marginTop: random.uniform(0...10), marginBottom: random.uniform(0...10)))
            }
            let stack = HeaderStack(sections: sections)
            let ranges = try stack.ranges()
            #expect(ranges.enterRange <= ranges.collapseRange && ranges.collapseRange <= ranges.height)
            let h = random.uniform(0...1) * ranges.collapseRange
            let l = random.uniform(0...300)
            let delta = random.uniform(-800...800)
            let split = try stack.split(delta: delta, headerOffset: h, listOffset: l, listMaximum: 300)
            expectClose(split.header + split.list + split.overscroll, delta, tolerance: 1e-9)
            #expect((-1e-9...ranges.collapseRange + 1e-9).contains(h + split.header))
            #expect((-1e-9...300 + 1e-9).contains(l + split.list))
            let target = try stack.snapTarget(headerOffset: h)
            #expect((0...ranges.collapseRange).contains(target) || target == h)
        }
    }

    /// AppBarLayout.snapToChildIfNeeded, worked by hand for each rule.
    @Test(arguments: [
        // SNAP alone: the child is [10, 110] inside its margins; the gaps
        // (no child under the offset) stay; the midpoint 60 decides, a tie
        // going to the top.
        SnapCase(
            "margins without SNAP_MARGINS",
            [
                HeaderSection(height: 100, scrollFlags: [.scroll, .snap], marginTop: 10, marginBottom: 20),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(5, 5), (55, 10), (60, 10), (65, 110), (120, 120)]),
        // SNAP_MARGINS: the child and its edges take in the margins, [0, 130].
        SnapCase(
            "SNAP_MARGINS",
            [
                HeaderSection(
                    height: 100, scrollFlags: [.scroll, .snap, .snapMargins], marginTop: 10, marginBottom: 20),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(5, 0), (60, 0), (70, 130), (120, 130)]),
        // EXIT_UNTIL_COLLAPSED keeps 56: the bottom edge is 144 while the
        // range (with the bottom margin) is 154, so 150 snaps back to 144.
        SnapCase(
            "EXIT_UNTIL_COLLAPSED with a bottom margin",
            [
                HeaderSection(
                    height: 200, minHeight: 56, scrollFlags: [.scroll, .exitUntilCollapsed, .snap],
                    marginBottom: 10),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(70, 0), (80, 144), (150, 144)]),
        // QUICK_RETURN|ENTER_ALWAYS_COLLAPSED: the seam at 160 − 40 = 120;
        // SNAP_MARGINS then moves the bottom edge of either part down by 8
        // (to 128 below the seam, 168 above it), as AppBarLayout does.
        SnapCase(
            "quick return, enter collapsed, SNAP_MARGINS",
            [
                HeaderSection(
                    height: 160, minHeight: 40,
                    scrollFlags: [.scroll, .enterAlways, .enterAlwaysCollapsed, .snap, .snapMargins],
                    marginBottom: 8),
                HeaderSection(height: 48, behavior: .pinned),
            ],
            [(50, 0), (70, 128), (120, 128), (130, 120), (150, 168)]),
        // SNAP without SCROLL is not FLAG_SNAP: the offset stays.
        SnapCase(
            "SNAP needs SCROLL",
            [
                HeaderSection(height: 100, scrollFlags: [.scroll]),
                HeaderSection(height: 100, scrollFlags: [.snap]),
            ],
            [(70, 70)]),
    ])
    func snapTargetsFollowAppBarLayout(example: SnapCase) throws {
        let stack = HeaderStack(sections: example.sections)
        for (offset, target) in example.targets {
            #expect(try stack.snapTarget(headerOffset: offset) == target, "\(example) at \(offset)")
        }
    }

    /// AppBarLayout.BaseBehavior.animateOffsetTo and MAX_OFFSET_ANIMATION_DURATION.
    @Test func snapDurationIsAppBarLayoutsFormula() throws {
        // The reference's example (§C.4): d = 100, H = 200, v = 0 → 225 ms.
        #expect(try HeaderStack.snapDuration(distance: 100, velocity: 0, height: 200) == 0.225)
        // v > 0: 3·round(1000·d/v); the sign is ignored.
        #expect(try HeaderStack.snapDuration(distance: 100, velocity: 1000, height: 200) == 0.3)
        #expect(try HeaderStack.snapDuration(distance: 100, velocity: -1000, height: 200) == 0.3)
        #expect(try HeaderStack.snapDuration(distance: 0.0005, velocity: 1, height: 200) == 0.003)
        // (d/H + 1)·150 truncated: 1/7 → 171.43 → 171 ms.
        #expect(try HeaderStack.snapDuration(distance: 1, velocity: 0, height: 7) == 0.171)
        // Capped at 600 ms both ways.
        #expect(try HeaderStack.snapDuration(distance: 1000, velocity: 0, height: 200) == 0.6)
        #expect(try HeaderStack.snapDuration(distance: 100, velocity: 100, height: 200) == 0.6)
        #expect(try HeaderStack.snapDuration(distance: 1, velocity: 1e-300, height: 200) == 0.6)
        #expect(
            try HeaderStack(sections: [HeaderSection(height: 200)]).snapDuration(distance: 100) == 0.225)
        expectInputError(.outOfRange, field: "distance") {
            try HeaderStack.snapDuration(distance: -1, velocity: 0, height: 200)
        }
        expectInputError(.notFinite, field: "velocity") {
            try HeaderStack.snapDuration(distance: 1, velocity: .nan, height: 200)
        }
        expectInputError(.outOfRange, field: "height") {
            try HeaderStack.snapDuration(distance: 1, velocity: 0, height: -200)
        }
    }

    @Test func badFlagsAndMarginsAreRefused() {
        expectInputError(.outOfRange, field: "HeaderSection.scrollFlags") {
            try HeaderStack(sections: [
                HeaderSection(height: 1, scrollFlags: HeaderScrollFlags(rawValue: 0x40))
            ])
            .ranges()
        }
        expectInputError(.outOfRange, field: "HeaderSection.marginTop") {
            try HeaderStack(sections: [HeaderSection(height: 1, scrollFlags: [.scroll], marginTop: -1)])
                .ranges()
        }
        expectInputError(.notFinite, field: "HeaderSection.marginBottom") {
            try HeaderStack(sections: [HeaderSection(height: 1, scrollFlags: [.scroll], marginBottom: .nan)])
                .ranges()
        }
    }

    /// Margins each finite whose sum is not (the 32-bit fuzz run's): no
    /// stack; and one finite in all but past 1e12 pt is no pager's header.
    /// Until 0.9.0 a pager took the first, and every later step failed.
    @Test func lengthsNoPagerCanDrawAreRefused() throws {
        let big = Double.greatestFiniteMagnitude
        let overflowing = [
            HeaderSection(height: 100, scrollFlags: [.scroll], marginTop: big, marginBottom: 18),
            HeaderSection(height: 100, scrollFlags: [.scroll], marginTop: big),
        ]
        #expect(throws: InputError.overflow) { try HeaderStack(sections: overflowing).ranges() }
        var pager = try Pager(configuration: PagerConfiguration(viewportWidth: 375))
        let tall = [
            HeaderSection(height: 100, scrollFlags: [.scroll]),
            HeaderSection(height: 100, scrollFlags: [.scroll], marginBottom: 1e300),
        ]
        expectInputError(.outOfRange, field: "HeaderStyle.height") {
            try pager.setHeader(PagerHeader(style: HeaderStyle(), sections: tall))
        }
        let pinned = [HeaderSection(height: 100, behavior: .pinned)]
        var far = try PagerHeader(style: HeaderStyle(), sections: pinned)
        far.refreshDistance = 2e12
        expectInputError(.outOfRange, field: "PagerHeader.refreshDistance") { try pager.setHeader(far) }
        #expect(try pager.step([.tick(time: 0.1)]).header == nil)
    }
}
