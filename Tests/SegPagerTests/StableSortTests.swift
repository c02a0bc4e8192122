// Tests StableSort.swift: the core's one sort gives the standard library's
// (stable) order, short arrays (insertion) and long ones (runs and merges).
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite struct StableSortTests {
    /// Pairs with many equal keys, so stability shows: the second field is
    /// the original position.
    private func pairs(_ count: Int, keys: Int, seed: UInt64) -> [(key: Int, position: Int64)] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { (Int(random.next() % UInt64(keys)), Int64($0)) }
    }

    @Test(arguments: [0, 1, 2, 5, 31, 32, 33, 63, 64, 65, 100, 257, 1000, 4097])
    func matchesTheStandardLibrarysOrder(count: Int) {
        for (keys, seed) in [(3, 1), (50, 2), (1_000_000, 3)] as [(Int, UInt64)] {
            let input = pairs(count, keys: keys, seed: seed)
            var sorted = input
            sorted.stableSort { ordered($0, $1, as: (key: Int, position: Int64).self) { $0.key < $1.key } }
            let expected = input.sorted { $0.key < $1.key }
            #expect(sorted.map(\.key) == expected.map(\.key))
            #expect(sorted.map(\.position) == expected.map(\.position))
        }
    }

    @Test func sortsDoublesDescendingKeepingSignedZerosInOrder() {
        let widths: [Double] = [3, -0.0, 7, 0, 7, -0.0, 1, 0] + (0..<90).map { Double($0 % 9) }
        let sorted = widths.stablySorted(by: { ordered($0, $1, as: Double.self, by: >) })
        let expected = widths.sorted(by: >)
        #expect(sorted.map(\.bitPattern) == expected.map(\.bitPattern))
    }
}
