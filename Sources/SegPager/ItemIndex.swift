/// Each item's index by its stable id, so per-frame work never scans the
/// items.
///
/// A flat open-addressing table of 32-bit item indices (linear probing, at
/// most 80 % full), which compares against the pager's own `ids` array (the
/// same storage, not a copy): about 5 bytes per item, where a
/// `[Int64: Int]` costs about 34.
struct ItemIndex: Sendable {
    /// Each slot holds an item index, or -1 when empty.
    private var slots: [Int32] = []
    private var ids: [Int64] = []

    init() {}

    /// The index of `ids`; nil when an id appears twice or there are more
    /// than `Int32.max` ids.
    /// - Complexity: O(n) expected.
    init?(ids: [Int64]) {
        guard ids.count <= Int(Int32.max) else { return nil }
        self.ids = ids
        slots = [Int32](repeating: -1, count: ids.count + ids.count / 4 + 1)
        for i in ids.indices {
            var slot = self.slot(of: ids[i])
            while slots[slot] >= 0 {
                if ids[Int(slots[slot])] == ids[i] { return nil }
                slot = slot + 1 == slots.count ? 0 : slot + 1
            }
            slots[slot] = Int32(i)
        }
    }

    private func slot(of id: Int64) -> Int { probeStart(of: id, slotCount: slots.count) }

    /// The item index of `id`, nil when no item has it.
    /// - Complexity: O(1) expected.
    subscript(id: Int64) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = slot(of: id)
        while true {
            let i = Int(slots[slot])
            if i < 0 { return nil }
            if ids[i] == id { return i }
            slot = slot + 1 == slots.count ? 0 : slot + 1
        }
    }

    func contains(_ id: Int64) -> Bool { self[id] != nil }
}

/// Where a linear probe for `id` starts in a table of `slotCount` slots: a
/// multiplicative (Fibonacci) hash, its high bits folded down, scaled to the
/// table (the high half of hash × slots). Ids are the caller's own, not an
/// attacker's, so this is enough; SipHash (`Dictionary`) costs ~90
/// instructions a lookup.
func probeStart(of id: Int64, slotCount: Int) -> Int {
    var h = UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    return Int(h.multipliedFullWidth(by: UInt64(slotCount)).high)
}
