// Tests Pager.step's rollback: a batch that fails while applying (after
// validation passed) leaves the pager exactly as it was. A twin copied
// before the failing batch and the pager that saw it must draw the same
// frames from then on; a field a step sets outside `PagerState` (saved
// whole) and the journaled books would make them differ.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("Pager rollback")
struct PagerRollbackTests {
    /// Random streams of drags, taps, ticks and list scrolls (header on or
    /// off, snapping, refreshing, page windows with a cache); before some
    /// batches, the same events plus a poison: on a looping pager a host
    /// scroll 1e300 pt along (finite, so the batch passes its checks; it is
    /// refused while applying, after the batch's own events), else a resize
    /// to 1e308 (refused before anything applies: a pager's lengths are at
    /// most 10^12).
    @Test func aBatchThatFailsWhileApplyingLeavesNoTrace() throws {
        var rng = SplitMix64(seed: 0x0B0B)
        for stream in 0..<120 {
            let n = rng.int(3...8)
            let ids = (0..<n).map { Int64($0 * 7 + 3) }
            var pager = try makePager(viewport: 375, ids: ids, widths: ids.map { _ in 60 }) {
                $0.isLooping = stream % 2 == 1
                $0.windows.prepareRadius = rng.int(0...2)
                $0.windows.cacheLimit = rng.chance(0.3) ? nil : rng.int(0...2)
                $0.windows.reuse = rng.chance(0.5)
            }
            if stream % 2 == 0 {
                var header = try PagerHeader(style: seed004HeaderStyle(), snaps: rng.chance(0.5))
                header.refreshDistance = rng.pick([0, 60])
                try pager.setHeader(header)
            }
            var t = 0.0
            var compared = 0
            for k in 0..<40 {
                var batch: [PagerEvent] = []
                for _ in 0..<rng.int(1...3) {
                    t += rng.pick([0.008, 0.016, 0.05])
                    switch rng.int(0...9) {
                    case 0: batch.append(.dragBegan(time: t))
                    case 1, 2:
                        batch.append(.dragMoved(time: t, pageOffset: rng.uniform(-100...(375 * Double(n)))))
                    case 3: batch.append(.dragEnded(time: t, velocity: rng.uniform(-2000...2000)))
                    case 4: batch.append(.tabTapped(time: t, index: rng.int(0...(n - 1))))
                    case 5, 6: batch.append(.listScrolled(time: t, delta: rng.uniform(-120...160)))
                    case 7: batch.append(.listEnded(time: t, velocity: rng.uniform(-900...900)))
                    case 8: batch.append(.refreshEnded(time: t))
                    default: batch.append(.tick(time: t))
                    }
                }
                if k % 3 == 1 {
                    let twin = pager
                    if stream % 2 == 1 {
                        // The batch's own events apply first; a looping
                        // pager then refuses an offset past 10^12 pages as
                        // it applies it (a finite offset passes the checks).
                        let poison = batch + [.hostScrolled(time: t, pageOffset: 1e300)]
                        expectInputError(.outOfRange, field: "pageOffset", "stream \(stream) batch \(k)") {
                            try pager.step(poison)
                        }
                    } else {
                        // A resize past 10^12 is refused before any event applies.
                        let poison = batch + [.resized(time: t, viewportWidth: 1e308, stripViewportWidth: 0)]
                        expectInputError(
                            .outOfRange, field: "PageGeometry.viewportWidth", "stream \(stream) batch \(k)"
                        ) {
                            try pager.step(poison)
                        }
                    }
                    var reference = twin
                    // The next few batches: identical frames, notifications included.
                    let a = try pager.step(batch)
                    let b = try reference.step(batch)
                    #expect(a == b, "stream \(stream) batch \(k)")
                    compared += 1
                } else {
                    _ = try pager.step(batch)
                }
            }
            #expect(compared > 0)
        }
    }
}

@Suite("Pager per-frame skips")
struct PagerSkipTests {
    /// Page windows and the lifecycle skip an update whose inputs repeat the
    /// last one. Reordering the items keeps the same page on screen by
    /// index, but its neighbours are other pages now: they must load, and
    /// the old neighbour unload.
    @Test func reorderingTheItemsUnderTheSamePagesReloadsTheNeighbours() throws {
        var pager = try makePager(viewport: 375, ids: [1, 2, 3, 4, 5], widths: [60, 60, 60, 60, 60]) {
            $0.windows.prepareRadius = 1
            $0.windows.cacheLimit = 0
        }
        let first = try pager.step([.tick(time: 0)])
        #expect(Set(first.notifications.filter { $0.kind == .load }.map(\.id)) == [1, 2])
        // Id 1 stays first (and selected); id 5 is now its neighbour.
        try pager.setItems(ids: [1, 5, 2, 3, 4], metrics: items([60, 60, 60, 60, 60]))
        let after = try pager.step([.tick(time: 0.1)])
        #expect(after.notifications.filter { $0.kind == .load }.map(\.id) == [5])
        #expect(after.notifications.filter { $0.kind == .unload }.map(\.id) == [2])
        #expect(after.notifications.filter { $0.kind == .willAppear || $0.kind == .willDisappear }.isEmpty)
    }
}
