// Tests ItemIndex.swift: the pager's flat id -> index table.
import Testing

@testable import SegPager

@Suite("ItemIndex")
struct ItemIndexTests {
    @Test func everyIdFindsItsIndexAndOthersFindNothing() {
        forEachCase(seed: 0x1D5) { _, rng in
            let n = rng.int(0...300)
            // Clustered, negative, extreme and random ids.
            var ids: [Int64] = []
            var seen = Set<Int64>()
            while ids.count < n {
                let id: Int64
                switch rng.int(0...3) {
                case 0: id = Int64(rng.int(-50...50))
                case 1: id = Int64(ids.count) * 1024
                case 2: id = rng.chance(0.5) ? .min + Int64(rng.int(0...9)) : .max - Int64(rng.int(0...9))
                default: id = Int64(bitPattern: rng.next())
                }
                if seen.insert(id).inserted { ids.append(id) }
            }
            guard let index = ItemIndex(ids: ids) else {
                Issue.record("unique ids refused")
                return
            }
            for (i, id) in ids.enumerated() { #expect(index[id] == i) }
            for _ in 0..<20 {
                let other = Int64(bitPattern: rng.next())
                #expect(index[other] == (seen.contains(other) ? ids.firstIndex(of: other) : nil))
            }
        }
    }

    @Test func aRepeatedIdIsRefused() {
        #expect(ItemIndex(ids: [1, 2, 3, 2]) == nil)
        #expect(ItemIndex(ids: [.min, .max, .min]) == nil)
        #expect(ItemIndex(ids: []) != nil)
        #expect(ItemIndex()[7] == nil)
    }
}
