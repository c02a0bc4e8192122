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

    /// The table's slots (tests check its load).
    var slotCount: Int { slots.count }

    /// One item edit, as the pager's `insertItem`, `removeItem` and
    /// `moveItem` make it.
    enum Edit {
        /// `id` (not yet an item's) inserted before `index` (0...count).
        case insert(id: Int64, at: Int)
        /// The item at `index` removed.
        case remove(at: Int)
        /// The item at `from` moved to `to`, the others keeping their order.
        case move(from: Int, to: Int)
    }

    /// The index of `newIds`, which are this index's ids after `edit`: the
    /// same table with its item indices shifted (one pass over the slots,
    /// no hashing) and the one id placed or taken out, where building it
    /// anew hashes every id. Built anew when an insert would fill the table
    /// past 85 % (a build leaves it 80 % full, so that is one insert in
    /// thousands at 100,000 items); nil only where `init(ids:)` is.
    /// - Precondition: `newIds` are the ids after `edit`, with valid indices.
    /// - Complexity: O(n), a few instructions a slot.
    func edited(_ edit: Edit, ids newIds: [Int64]) -> ItemIndex? {
        if case .insert = edit, newIds.count * 20 > slots.count * 17 || newIds.count > Int(Int32.max) {
            return ItemIndex(ids: newIds)
        }
        var edited = self
        switch edit {
        case .insert(let id, let at):
            edited.shift(from: Int32(at), through: .max, by: 1)
            edited.ids = newIds
            edited.place(Int32(at), id: id)
        case .remove(let at):
            edited.takeOut(ids[at])
            edited.shift(from: Int32(at) + 1, through: .max, by: -1)
            edited.ids = newIds
        case .move(let from, let to):
            guard from != to else { break }
            // The items in between step one place towards `from`; the moved
            // one (outside that range) is found by its id and set apart, so
            // the pass stays the simple one that vectorises.
            let slot = slotHolding(ids[from])
            if from < to {
                edited.shift(from: Int32(from) + 1, through: Int32(to), by: -1)
            } else {
                edited.shift(from: Int32(to), through: Int32(from) - 1, by: 1)
            }
            edited.slots[slot] = Int32(to)
            edited.ids = newIds
        }
        return edited
    }

    /// Adds `by` to every item index in `low...high`.
    private mutating func shift(from low: Int32, through high: Int32, by: Int32) {
        slots.withUnsafeMutableBufferPointer { slots in
            for i in slots.indices {
                let s = slots[i]
                slots[i] = s >= low && s <= high ? s &+ by : s
            }
        }
    }

    /// The slot that holds `id`, an item's id.
    private func slotHolding(_ id: Int64) -> Int {
        var slot = slot(of: id)
        while ids[Int(slots[slot])] != id { slot = slot + 1 == slots.count ? 0 : slot + 1 }
        return slot
    }

    /// Puts item `index` (whose id is `id`, no other item's) in the table.
    private mutating func place(_ index: Int32, id: Int64) {
        var slot = slot(of: id)
        while slots[slot] >= 0 { slot = slot + 1 == slots.count ? 0 : slot + 1 }
        slots[slot] = index
    }

    /// Takes the item whose id is `id` out of the table; the entries of the
    /// probe run after it that may sit in its slot move back (no
    /// tombstones, so lookups stay as short as in a table built anew).
    private mutating func takeOut(_ id: Int64) {
        var hole = slotHolding(id)
        slots[hole] = -1
        var j = hole
        while true {
            j = j + 1 == slots.count ? 0 : j + 1
            let entry = slots[j]
            if entry < 0 { break }
            // The entry stays unless its home is cyclically outside (hole, j].
            let home = slot(of: ids[Int(entry)])
            let stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
            if !stays {
                slots[hole] = entry
                slots[j] = -1
                hole = j
            }
        }
    }
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
