// Tests HeaderStack.swift: AppBarLayout's ranges (reference
// android-flutter-compose.md §C.2, §C.3) and agreement with the two-section
// header of NestedScroll.swift.
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
        #expect(throws: InputError.outOfRange) { try plain.snapTarget(headerOffset: 101) }
        #expect(throws: InputError.notFinite) { try plain.snapTarget(headerOffset: .nan) }
    }

    @Test func badInputIsRefused() {
        #expect(throws: InputError.outOfRange) { try HeaderStack(sections: []).ranges() }
        #expect(throws: InputError.outOfRange) {
            try stack(HeaderSection(height: -1, behavior: .scroll)).ranges()
        }
        #expect(throws: InputError.outOfRange) {
            try stack(HeaderSection(height: 10, minHeight: 11, behavior: .exitUntilCollapsed)).ranges()
        }
        #expect(throws: InputError.notFinite) {
            try stack(HeaderSection(height: .nan, behavior: .scroll)).ranges()
        }
        let simple = stack(HeaderSection(height: 100, behavior: .scroll))
        #expect(throws: InputError.outOfRange) {
            try simple.split(delta: 1, headerOffset: 101, listOffset: 0, listMaximum: 10)
        }
        #expect(throws: InputError.outOfRange) {
            try simple.split(delta: 1, headerOffset: 0, listOffset: 11, listMaximum: 10)
        }
        #expect(throws: InputError.notFinite) {
            try simple.split(delta: .infinity, headerOffset: 0, listOffset: 0, listMaximum: 10)
        }
    }
}
