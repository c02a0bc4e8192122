// Tests ItemIndex.swift: the pager's flat id -> index table.
import SegPagerTestSupport
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

    /// Random edits, each checked against an index built anew from the same
    /// ids: every id finds its new index, removed and unknown ids find
    /// nothing, and the table never fills past 85 %. Small pagers (tables of
    /// a few slots, where probe runs wrap round the end) and clustered ids
    /// (long runs) exercise the moves back after a removal.
    @Test func editsAgreeWithAnIndexBuiltAnew() {
        forEachCase(seed: 0x1D6) { _, rng in
            var ids: [Int64] = (0..<rng.int(0...40)).map { Int64($0) * (rng.chance(0.5) ? 1 : 7919) }
            var next = Int64(1_000_000)
            guard var index = ItemIndex(ids: ids) else {
                Issue.record("unique ids refused")
                return
            }
            var gone: [Int64] = []
            for _ in 0..<60 {
                let edit: ItemIndex.Edit
                switch ids.isEmpty ? 0 : rng.int(0...2) {
                case 0:
                    // clustered new ids next to each other, or far apart
                    next += rng.chance(0.5) ? 1 : Int64(rng.int(2...1 << 20))
                    edit = .insert(id: next, at: rng.int(0...ids.count))
                case 1: edit = .remove(at: rng.int(0...ids.count - 1))
                default: edit = .move(from: rng.int(0...ids.count - 1), to: rng.int(0...ids.count - 1))
                }
                switch edit {
                case .insert(let id, let at): ids.insert(id, at: at)
                case .remove(let at): gone.append(ids.remove(at: at))
                case .move(let from, let to): ids.insert(ids.remove(at: from), at: to)
                }
                guard let edited = index.edited(edit, ids: ids) else {
                    Issue.record("edit \(edit) refused")
                    return
                }
                index = edited
                for (i, id) in ids.enumerated() { #expect(index[id] == i) }
                for id in gone { #expect(index[id] == nil) }
                #expect(index[-1] == nil)
                #expect(ids.count * 20 <= index.slotCount * 17)
            }
        }
    }

    /// An edit leaves the index it was made from as it was (the pager keeps
    /// the old one to undo a failed edit).
    @Test func anEditLeavesTheOldIndexAlone() {
        let ids: [Int64] = [5, 6, 7, 8]
        guard let index = ItemIndex(ids: ids) else {
            Issue.record("unique ids refused")
            return
        }
        _ = index.edited(.remove(at: 1), ids: [5, 7, 8])
        _ = index.edited(.move(from: 0, to: 3), ids: [6, 7, 8, 5])
        _ = index.edited(.insert(id: 9, at: 0), ids: [9, 5, 6, 7, 8])
        for (i, id) in ids.enumerated() { #expect(index[id] == i) }
    }
}
