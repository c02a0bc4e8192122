// Tests Descriptions.swift: a notification's text is the README's compact
// form, which is the Python package's str() (bindings/python/segpager/
// pager.py, Notification.__str__); a frame's text is one line; and the
// enums a user prints already read as their case names.
import SegPagerTestSupport
import Testing

@testable import SegPager

private func note(
    _ kind: PagerNotification.Kind, _ page: Int, previous: Int? = nil, cause: SelectionCause? = nil,
    headerPhase: HeaderPhase? = nil, previousHeaderPhase: HeaderPhase? = nil
) -> PagerNotification {
    PagerNotification(
        kind: kind, page: page, id: Int64(100 + page), previous: previous, cause: cause, time: 1.5,
        headerPhase: headerPhase, previousHeaderPhase: previousHeaderPhase)
}

/// The README's Swift pager: six titles, 375 pt pages, the defaults.
private func readmePager() throws -> Pager {
    try Pager(
        configuration: PagerConfiguration(viewportWidth: 375),
        items: [28.0, 47, 34, 38, 30, 31].enumerated().map {
            PagerItem(id: Int64($0.offset), width: $0.element)
        })
}

@Suite("Descriptions")
struct DescriptionTests {
    @Test func everyNotificationKindReadsAsPythonsStr() {
        // The expected strings are the Python package's str() of the same
        // notifications (Notification.__str__; bindings/python/tests/
        // test_notification_text.py holds the same table): one per kind, and the
        // missing-value forms (-1 for no previous selection, ? for no cause
        // or phase). The time and id never show.
        let cases: [(PagerNotification, String)] = [
            (note(.selectedChanged, 5, previous: 1, cause: .tap), "sel5<1:tap"),
            (note(.selectedChanged, 1, previous: 0, cause: .drag), "sel1<0:drag"),
            (note(.selectedChanged, 0, cause: .program), "sel0<-1:program"),
            (note(.selectedChanged, 2, previous: 1), "sel2<1:?"),
            (note(.willAppear, 2), "wa2"),
            (note(.didAppear, 2), "da2"),
            (note(.willDisappear, 2), "wd2"),
            (note(.didDisappear, 2), "dd2"),
            (note(.load, 3), "load3"),
            (note(.unload, 3), "unload3"),
            (note(.reuse, 4, previous: 0), "reuse4<0"),
            (note(.reuse, 4), "reuse4<-1"),
            (
                note(.headerPhaseChanged, 0, headerPhase: .pinned, previousHeaderPhase: .expanded),
                "header:expanded>pinned"
            ),
            (
                note(.headerPhaseChanged, 0, headerPhase: .stretched, previousHeaderPhase: .collapsing),
                "header:collapsing>stretched"
            ),
            (note(.headerPhaseChanged, 1), "header:?>?"),
            (note(.refresh, 0), "refresh0"),
        ]
        for (notification, text) in cases {
            #expect(notification.description == text)
            #expect("\(notification)" == text)
        }
        let kinds = Set(cases.map(\.0.kind))
        #expect(kinds.count == PagerNotification.Kind.allCases.count, "a kind has no expected string")
    }

    @Test func theReadmeSessionPrintsTheReadmesWords() throws {
        // README.md, "### The stateful pager": the Python session's printed
        // lines, made here by the Swift pager (same titles, same defaults).
        var pager = try readmePager()
        func words(_ frame: PagerFrame) -> String {
            frame.notifications.map(\.description).joined(separator: " ")
        }
        let start = try pager.step([.tick(time: 0)])
        #expect(words(start) == "sel0<-1:program load0 load1 wa0 da0")
        let dragged = try pager.step([.dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: 200)])
        #expect(dragged.selectedIndex == 1)
        #expect(words(dragged) == "sel1<0:drag wd0 load2 wa1")
        let settled = try pager.step([.dragEnded(time: 1.2, velocity: 0), .tick(time: 2)])
        #expect(settled.pageOffset == 375)
        #expect(words(settled) == "dd0 da1")
        let tapped = try pager.step([.tabTapped(time: 3, index: 5), .tick(time: 4)])
        #expect(tapped.selectedIndex == 5)
        #expect(words(tapped) == "sel5<1:tap wd1 load5 load4 wa5 dd1 unload0 unload1 unload2 da5")
    }

    @Test func aFrameReadsOnOneLine() throws {
        var pager = try readmePager()
        let start = try pager.step([.tick(time: 0)])
        #expect("\(start)" == "t=0.0 idle offset=0.0 p=0.0 sel=0 [sel0<-1:program load0 load1 wa0 da0]")
        let dragged = try pager.step([.dragBegan(time: 1), .dragMoved(time: 1.1, pageOffset: 187.5)])
        #expect("\(dragged)" == "t=1.1 dragging offset=187.5 p=0.5 sel=1 [sel1<0:drag wd0 load2 wa1]")
        _ = try pager.step([.dragEnded(time: 1.2, velocity: 0), .tick(time: 2)])
        // The default far transition (.adjacent) slides page 5 in beside page
        // 1: the page offset is the one that puts page 5 there (p = 4).
        let tapped = try pager.step([.tabTapped(time: 3, index: 5)])
        #expect(
            "\(tapped)"
                == "t=3.0 transitioning to=5@0.0 offset=1500.0 p=4.0 sel=5 [sel5<1:tap wd1 load5 load4 wa5]")
        var quiet = PagerFrame()
        try pager.step([.tick(time: 4)], into: &quiet, delivering: .none)
        #expect("\(quiet)".hasPrefix("t=4.0 idle offset=1875.0 p=5.0 sel=5"))
        #expect("\(quiet)".hasSuffix(" dropped=\(quiet.droppedNotifications)"))
        #expect("\(PagerFrame())" == "t=0.0 idle offset=0.0 p=0.0 sel=-1")
    }

    @Test func aFrameWithAHeaderShowsItsOffsetAndPull() throws {
        var frame = PagerFrame()
        let header = try seed004HeaderStyle().frame(atListOffset: -20, width: 375)
        frame.header = PagerHeaderFrame(
            frame: header, headerOffset: 0, pull: -20, isRefreshing: true, isAnimating: false)
        #expect("\(frame)" == "t=0.0 idle offset=0.0 p=0.0 sel=-1 header=0.0 pull=-20.0 refreshing")
        frame.header?.pull = 0
        frame.header?.isRefreshing = false
        frame.header?.headerOffset = 100
        frame.waitingNotifications = 3
        #expect("\(frame)" == "t=0.0 idle offset=0.0 p=0.0 sel=-1 header=100.0 waiting=3")
    }

    @Test func theEnumsInATextAlreadyReadAsTheirCaseNames() {
        // Swift prints a plain enum as its case name, which is the compact
        // form; the spelt-out names the notification text uses agree.
        #expect("\(PagerPhase.hostScrolling)" == "hostScrolling")
        #expect("\(SelectionCause.tap)" == "tap")
        #expect("\(PagerNotification.Kind.didDisappear)" == "didDisappear")
        #expect("\(HeaderPhase.collapsing)" == "collapsing")
        for phase in PagerPhase.allCases { #expect(phase.compactName == "\(phase)") }
        for cause in SelectionCause.allCases { #expect(cause.compactName == "\(cause)") }
        for phase in HeaderPhase.allCases { #expect(phase.compactName == "\(phase)") }
    }
}
