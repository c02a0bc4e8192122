/// A hash table from page ids to values, for the pager's per-frame books
/// (lifecycle states, loaded pages, list offsets).
///
/// The standard `Dictionary` hashes an `Int64` with SipHash; a pager step
/// makes dozens of lookups, and they were a third of its cost. This table
/// hashes like `ItemIndex` (`probeStart`): open addressing with linear
/// probing, at most half full; removal shifts the entries after it back (no
/// tombstones), so lookups stay short however the table churns. Iteration
/// is in slot order. Once grown to its working size, nothing allocates.
struct IdTable<Value: Sendable>: Sendable {
    /// nil: an empty slot. The capacity is 0 or a power of two.
    private var slots: [(id: Int64, value: Value)?] = []
    private(set) var count = 0

    init() {}

    private func home(_ id: Int64) -> Int { probeStart(of: id, slotCount: slots.count) }

    /// The slot holding `id`, or the empty slot where it would go.
    private func find(_ id: Int64) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var i = home(id)
        while let entry = slots[i] {
            if entry.id == id { return (i, true) }
            i = (i + 1) & mask
        }
        return (i, false)
    }

    subscript(id: Int64) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (i, found) = find(id)
            return found ? slots[i]?.value : nil
        }
        set {
            if let newValue { insert(id, newValue) } else { remove(id) }
        }
    }

    private mutating func insert(_ id: Int64, _ value: Value) {
        if count > 0 {
            let (i, found) = find(id)
            if found {
                slots[i] = (id, value)
                return
            }
        }
        if (count + 1) * 2 > slots.count { grow() }
        slots[find(id).slot] = (id, value)
        count += 1
    }

    private mutating func remove(_ id: Int64) {
        guard count > 0 else { return }
        var (hole, found) = find(id)
        guard found else { return }
        slots[hole] = nil
        count -= 1
        // Move back every entry of the run after the hole that may sit in it
        // (its home is not cyclically within (hole, j]).
        let mask = slots.count - 1
        var j = hole
        while true {
            j = (j + 1) & mask
            guard let entry = slots[j] else { break }
            let h = home(entry.id)
            let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !stays {
                slots[hole] = entry
                slots[j] = nil
                hole = j
            }
        }
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(8, slots.count * 2)
        slots = Array(repeating: nil, count: capacity)
        count = 0
        for case (let id, let value)? in old { insert(id, value) }
    }

    /// Keeps the entries whose id passes `include`.
    mutating func keep(where include: (Int64) -> Bool) {
        var kept = IdTable()
        for (id, value) in self where include(id) { kept[id] = value }
        self = kept
    }
}

extension IdTable: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate var slots: IndexingIterator<[(id: Int64, value: Value)?]>

        mutating func next() -> (id: Int64, value: Value)? {
            while let slot = slots.next() {
                if let entry = slot { return entry }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots.makeIterator()) }

    var underestimatedCount: Int { count }
}

extension IdTable: Equatable where Value: Equatable {
    /// The same ids with the same values, whatever the slots.
    static func == (a: Self, b: Self) -> Bool {
        a.count == b.count && a.allSatisfy { b[$0.id] == $0.value }
    }
}

extension IdTable {
    /// The entries as a dictionary (for tests and descriptions, not per frame).
    var dictionary: [Int64: Value] {
        var out: [Int64: Value] = [:]
        for (id, value) in self { out[id] = value }
        return out
    }
}

/// A set of 64-bit keys on `IdTable`, for the C layer's registry of live
/// handles (keyed by address), which it checks on every call: `Set`'s
/// SipHash cost more than the lock around it. Not generic, so the C layer
/// calls code specialized here.
package struct KeySet: Sendable {
    private var table = IdTable<Bool>()

    package init() {}

    package func contains(_ key: Int64) -> Bool { table[key] != nil }

    package mutating func insert(_ key: Int64) { table[key] = true }

    /// Removes `key`; false when it was not there.
    package mutating func remove(_ key: Int64) -> Bool {
        guard table[key] != nil else { return false }
        table[key] = nil
        return true
    }

    /// Adds every key of `other` (the registry's, in a forked child).
    /// - Complexity: O(n + m), n and m the two sets' capacities.
    package mutating func formUnion(_ other: KeySet) {
        for (key, _) in other.table { table[key] = true }
    }
}
