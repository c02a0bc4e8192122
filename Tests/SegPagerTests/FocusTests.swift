// Tests Focus.swift: a position or a direct transition; each item's presence
// (shares that sum to 1), the target, and the bounded depth of nested taps.
import SegPagerTestSupport
import Testing

@testable import SegPager

/// A chain of taps from a resting position: each one a transition from the
/// previous focus.
func tapChain(from start: Double, _ taps: [(to: Int, progress: Double)]) -> Focus {
    taps.reduce(Focus.position(start)) { .transition(from: $0, to: $1.to, progress: $1.progress) }
}

/// The shares of `focus` over `count` items as a dense array.
func shares(_ focus: Focus, count: Int) -> [Double] {
    var dense = [Double](repeating: 0, count: count)
    for entry in focus.presence(count: count) { dense[entry.item] += entry.share }
    return dense
}

@Suite("Focus")
struct FocusTests {
    @Test func positionIsSharedByTheTwoItemsAroundIt() {
        let presence = Focus.position(2.25).presence(count: 6)
        #expect(presence.map(\.item) == [2, 3])
        expectClose(presence.map(\.share), [0.75, 0.25])
    }

    @Test func wholePositionBelongsToOneItem() {
        #expect(Focus.position(3).presence(count: 6).map(\.item) == [3])
        #expect(Focus.position(3).presence(count: 6).map(\.share) == [1])
        // within the position tolerance it is that item
        #expect(Focus.position(3 + 1e-12).presence(count: 6).map(\.item) == [3])
    }

    @Test func overscrollIsClampedToTheEndItems() {
        #expect(Focus.position(-0.4).presence(count: 6).map(\.item) == [0])
        #expect(Focus.position(-7).presence(count: 6).map(\.share) == [1])
        #expect(Focus.position(5.3).presence(count: 6).map(\.item) == [5])
    }

    @Test func noItemsHaveNoPresence() {
        #expect(Focus.position(0).presence(count: 0).isEmpty)
        #expect(tapChain(from: 0, [(2, 0.5)]).presence(count: 0).isEmpty)
    }

    @Test func aTapsTargetIsPresentFromItsStart() {
        let presence = Focus.transition(from: .position(0), to: 5, progress: 0).presence(count: 6)
        #expect(presence.map(\.item) == [0, 5])
        #expect(presence.map(\.share) == [1, 0])
    }

    @Test func aTransitionBlendsItsStartAndTargetByProgress() {
        // a tap from 1.5 to 4, 30% done
        let presence = tapChain(from: 1.5, [(4, 0.3)]).presence(count: 6)
        #expect(presence.map(\.item) == [1, 2, 4])
        expectClose(presence.map(\.share), [0.35, 0.35, 0.3])
        // the items between are not swept
        #expect(!presence.contains { $0.item == 3 })
    }

    @Test func aTapBackToAnItemOnScreenAddsToItsShare() {
        let presence = tapChain(from: 2.25, [(3, 0.5)]).presence(count: 6)
        #expect(presence.map(\.item) == [2, 3])
        expectClose(presence.map(\.share), [0.375, 0.625])
    }

    @Test func aFinishedTransitionHasLeftItsStart() {
        let presence = tapChain(from: 0, [(5, 1)]).presence(count: 6)
        #expect(presence.map(\.item) == [5])
        #expect(presence.map(\.share) == [1])
    }

    @Test func targetIsThePositionOrTheTappedItem() {
        #expect(Focus.position(2.7).target == 2.7)
        #expect(Focus.position(-0.3).target == -0.3)
        #expect(tapChain(from: 1.2, [(4, 0.3)]).target == 4)
        #expect(tapChain(from: 1.2, [(4, 0.3), (0, 0.9)]).target == 0)
    }

    @Test func depthCountsNestedTransitions() {
        #expect(Focus.position(1).depth == 0)
        #expect(tapChain(from: 0, [(5, 0.2), (2, 0.1), (3, 0.4)]).depth == 3)
    }

    @Test func boundedKeepsAShallowFocus() {
        let shallow = tapChain(from: 0.5, (0..<Focus.maximumDepth).map { ($0 % 6, 0.3) })
        #expect(shallow.depth == Focus.maximumDepth)
        #expect(shallow.bounded() == shallow)
        #expect(Focus.position(3.5).bounded() == .position(3.5))
    }

    @Test(arguments: [0.3, 0.7])
    func boundedCollapsesTheInnermostTransitionToItsNearerEnd(progress: Double) {
        // ten quick taps: the first (0 → 1) is the one collapsed
        let outer = (0..<Focus.maximumDepth).map { (to: 2 + $0 % 4, progress: 0.2) }
        let deep = tapChain(from: 0, [(1, progress)] + outer)
        #expect(deep.depth == Focus.maximumDepth + 1)
        let nearer: Double = progress < 0.5 ? 0 : 1
        #expect(deep.bounded() == tapChain(from: nearer, outer))
    }

    @Test func boundedLimitsTheDepthOfManyTaps() {
        var taps: [(to: Int, progress: Double)] = []
        for k in 0..<30 { taps.append((to: (k * 7) % 6, progress: 0.05 * Double(k % 10))) }
        let deep = tapChain(from: 2, taps)
        #expect(deep.bounded().depth == Focus.maximumDepth)
        #expect(deep.bounded().target == deep.target)
    }
}

@Suite("Focus properties")
struct FocusPropertyTests {
    @Test func presenceSumsToOneWithSharesInZeroOne() {
        forEachCase(seed: 0xF0C5) { _, rng in
            let n = rng.int(1...10)
            let focus = rng.focus(count: n, depth: rng.int(0...12))
            let presence = focus.presence(count: n)
            expectClose(presence.reduce(0) { $0 + $1.share }, 1, tolerance: 1e-12, "\(focus)")
            #expect(
                presence.allSatisfy { (0..<n).contains($0.item) && $0.share >= 0 && $0.share <= 1 },
                "\(focus)")
            #expect(Set(presence.map(\.item)).count == presence.count, "each item once: \(focus)")
            // a transition's target is always present
            if case .transition(_, let to, _) = focus {
                #expect(presence.contains { $0.item == to }, "\(focus)")
            }
            // only a transition's target may be present with no share
            #expect(presence.allSatisfy { $0.share > 0 || Double($0.item) == focus.target }, "\(focus)")
        }
    }

    @Test func boundedIsShallowKeepsTheTargetAndMovesSharesLittle() {
        forEachCase(seed: 0xB0DE) { _, rng in
            let n = rng.int(1...10)
            let focus = rng.focus(count: n, depth: rng.int(0...20))
            let bounded = focus.bounded()
            #expect(bounded.depth == min(focus.depth, Focus.maximumDepth))
            #expect(bounded.target == focus.target)
            expectClose(bounded.presence(count: n).reduce(0) { $0 + $1.share }, 1, tolerance: 1e-12)
            // the collapsed part weighs what the kept transitions have left of it
            var weight = 1.0
            var level = focus
            for _ in 0..<Focus.maximumDepth {
                guard case .transition(let from, _, let progress) = level else { break }
                weight *= 1 - progress
                level = from
            }
            let change =
                zip(shares(focus, count: n), shares(bounded, count: n)).map { abs($0 - $1) }.max() ?? 0
            if focus.depth <= Focus.maximumDepth {
                #expect(bounded == focus)
            } else {
                #expect(change <= weight + 1e-12, "change \(change) > \(weight): \(focus)")
            }
        }
    }
}
