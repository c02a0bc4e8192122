// Liveness (issue #15): after any event stream that ends with no finger
// down, time brings the pager to rest, with exactly one page appeared when
// it has items. Streams mix drags, taps, selects, host scrolls, resizes and
// item lists that change (empty included) between steps.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Pager liveness")
struct PagerLivenessTests {
    /// The appearance state of each id, as the notifications say.
    private static func apply(_ notes: [PagerNotification], to states: inout [Int64: PagerNotification.Kind])
    {
        for note in notes where note.kind.isAppearance { states[note.id] = note.kind }
    }

    @Test func everyStreamComesToRestWithOnePageAppeared() throws {
        try forEachCase(seed: 0x15) { index, rng in
            var configuration = PagerConfiguration()
            configuration.pages.viewportWidth = 320
            configuration.settleMode = rng.pick([.spring, .curve])
            configuration.isLooping = rng.chance(0.3)
            configuration.initialIndex = rng.int(-1...4)
            var pager = try Pager(configuration: configuration, ids: [], metrics: [])
            var states: [Int64: PagerNotification.Kind] = [:]
            var t = 0.0
            var nextId: Int64 = 100
            for _ in 0..<rng.int(0...25) {
                t += rng.pick([0, 0.016, 0.1, 0.5])
                let count = pager.ids.count
                var event: PagerEvent?
                switch rng.int(0...8) {
                case 0: event = .dragBegan(time: t)
                case 1: event = .dragMoved(time: t, pageOffset: rng.uniform(-640...1920))
                case 2: event = .dragEnded(time: t, velocity: rng.uniform(-3000...3000))
                case 3: event = .hostScrolled(time: t, pageOffset: rng.uniform(-320...1600))
                case 4 where count > 0: event = .tabTapped(time: t, index: rng.int(0...(count - 1)))
                case 5 where count > 0:
                    event = .select(time: t, index: rng.int(0...(count - 1)), animated: true)
                case 6: event = .resized(time: t, viewportWidth: rng.pick([320, 200]), stripViewportWidth: 0)
                case 7:
                    let n = rng.int(0...5)
                    let kept = Array(pager.ids.prefix(n / 2))
                    let fresh = (0..<(n - kept.count)).map { nextId + Int64($0) }
                    nextId += Int64(fresh.count)
                    try pager.setItems(ids: kept + fresh, metrics: items(Array(repeating: 40, count: n)))
                default: event = .tick(time: t)
                }
                if let event { Self.apply(try pager.step([event]).notifications, to: &states) }
            }
            t += 0.1
            var frame = try pager.step([
                .dragEnded(time: t, velocity: 0),
                .resized(
                    time: t, viewportWidth: 320, stripViewportWidth: 0),
            ])
            Self.apply(frame.notifications, to: &states)
            for k in 1...20 {
                frame = try pager.step([.tick(time: t + 0.25 * Double(k))])
                Self.apply(frame.notifications, to: &states)
            }
            #expect(frame.phase == .idle, "case \(index): \(frame.phase) at \(frame.position)")
            guard !pager.ids.isEmpty else { return }
            let present = Set(pager.ids)
            let appeared = states.filter { present.contains($0.key) && $0.value == .didAppear }.map(\.key)
            let busy = states.filter {
                present.contains($0.key) && ($0.value == .willAppear || $0.value == .willDisappear)
            }
            #expect(appeared == [pager.ids[frame.selectedIndex ?? 0]], "case \(index): \(states)")
            #expect(busy.isEmpty, "case \(index): \(states)")
        }
    }

    // Found by the fuzz harness: a release at 1.8e308 pt/s started a spring
    // that never moved and never ended. Releases count as at most 10^6 pt/s.
    @Test(arguments: [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e200])
    func anAbsurdReleaseVelocityStillSettles(velocity: Double) throws {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = 320
        var pager = try Pager(configuration: configuration, ids: [1, 2, 3], metrics: items([40, 40, 40]))
        _ = try pager.step([.dragBegan(time: 0), .dragMoved(time: 0.05, pageOffset: 300)])
        var frame = try pager.step([.dragEnded(time: 0.1, velocity: velocity)])
        for k in 1...40 { frame = try pager.step([.tick(time: 0.1 + 0.1 * Double(k))]) }
        #expect(frame.phase == .idle)
        #expect(frame.position == frame.position.rounded() && (0...2).contains(frame.position))
    }

    /// Found by the fuzz harness: a drag across a resize to a 1e175 pt
    /// viewport, released, started a spring that had to come within a
    /// quarter point of its page: 22.8 s of "settling" with the pages at rest
    /// (1e141 pt is no distance on such a page). A spring settles within the
    /// position tolerance too; since 0.8.0 a viewport past 10^12 is refused
    /// (nothing changes), and on the widest one a pager takes the same
    /// stream settles in about a second.
    @Test(arguments: [4.03502e175, 1e12])
    func aSpringOnAHugePageEndsWhenThePagesStopMoving(viewport: Double) throws {
        var pager = try Pager(
            configuration: PagerConfiguration(viewportWidth: 375), items: [PagerItem(id: 1, width: 100)])
        let resize: [PagerEvent] = [
            .dragBegan(time: 0), .dragMoved(time: 0.05, pageOffset: 27),
            .resized(time: 1, viewportWidth: viewport, stripViewportWidth: 100),
        ]
        if viewport > 1e12 {
            expectInputError(.outOfRange, field: "PageGeometry.viewportWidth") { try pager.step(resize) }
            #expect(pager.configuration.pages.viewportWidth == 375)
            _ = try pager.step(Array(resize.prefix(2)))
        } else {
            _ = try pager.step(resize)
        }
        try pager.insertItem(PagerItem(id: 7, width: 100), at: 1)
        var frame = try pager.step([.dragEnded(time: 2, velocity: -800)])
        #expect(frame.phase == .settling || frame.phase == .idle)
        frame = try pager.step([.tick(time: 4)])
        #expect(frame.phase == .idle)
        #expect(frame.pageOffset == 0 && frame.selectedIndex == 0)
    }

    /// Found by the 32-bit fuzz run's liveness check (and then natively):
    /// a settle spring with a response of 3e-314 s passed "> 0", its
    /// frequency squared overflowed, and every release failed, so a drag
    /// could never end. A pager takes responses of a microsecond or more;
    /// at the shortest the same stream comes to rest. (The fuzz's response,
    /// 2.970794107e-314, is subnormal: written by its bits, as a decimal
    /// literal it warns that it loses precision.)
    @Test(arguments: [Double(bitPattern: 0x1_6666_6666), 9e-7, 1e-6])
    func aSpringTooFastToComputeIsRefused(response: Double) throws {
        let stream: [[PagerEvent]] = [
            [.stripDragMoved(time: 0.05, stripOffset: 123), .stripDragMoved(time: 0.25, stripOffset: 106)],
            [.dragMoved(time: 0.27, pageOffset: 2650), .dragMoved(time: 0.3, pageOffset: 2650)],
            [.stripDragEnded(time: 1e6, velocity: 103)], [.stripDragEnded(time: 2e6, velocity: 103)],
            [.dragEnded(time: 3e6, velocity: 1)], [.tick(time: 3e6 + 5)],
        ]
        let configure = { (c: inout PagerConfiguration) in
            c.settleSpring = DampedSpring(response: response, dampingRatio: 0.825)
        }
        guard response >= PagerConfiguration.shortestSpringResponse else {
            expectInputError(.outOfRange, field: "DampedSpring.response") {
                try makePager(viewport: 375, ids: [1, 2, 3], widths: [123, 123, 123], configure)
            }
            return
        }
        var pager = try makePager(viewport: 375, ids: [1, 2, 3], widths: [123, 123, 123], configure)
        var frame = try pager.step([])
        for batch in stream { frame = try pager.step(batch) }
        #expect(frame.phase == .idle && frame.pageOffset == 375)
    }
}
