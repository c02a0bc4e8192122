// Tests IdTable.swift: the pager's id -> value hash table, against the
// standard Dictionary as the model.
import SegPagerTestSupport
import Testing

@testable import SegPager

@Suite("IdTable")
struct IdTableTests {
    /// Random inserts, updates and removals over a small id range (so runs
    /// collide and removals shift entries back, across the wrap-around too),
    /// clustered ids and extreme ones: after every operation the table holds
    /// exactly what a Dictionary holds.
    @Test func agreesWithADictionary() {
        forEachCase(seed: 0x1D7AB1E) { _, rng in
            var table = IdTable<Int>()
            var model: [Int64: Int] = [:]
            let spread = rng.int(1...64)
            for step in 0..<400 {
                let id: Int64
                switch rng.int(0...3) {
                case 0: id = Int64(rng.int(0...spread))
                case 1: id = Int64(rng.int(0...spread)) * 1024
                case 2: id = rng.chance(0.5) ? .min + Int64(rng.int(0...3)) : .max - Int64(rng.int(0...3))
                default: id = -Int64(rng.int(0...spread))
                }
                if rng.chance(0.4) {
                    table[id] = nil
                    model[id] = nil
                } else {
                    table[id] = step
                    model[id] = step
                }
                #expect(table.count == model.count)
                #expect(table[id] == model[id])
            }
            #expect(table.dictionary == model)
            for (id, value) in model { #expect(table[id] == value) }
            #expect(Array(table).count == model.count)
        }
    }

    @Test func removingEverythingLeavesItEmptyAndUsable() {
        var table = IdTable<String>()
        for id in Int64(0)..<100 { table[id] = "\(id)" }
        for id in Int64(0)..<100 { table[id] = nil }
        #expect(table.count == 0)
        #expect(table[5] == nil)
        #expect(Array(table).isEmpty)
        table[7] = "seven"
        #expect(table[7] == "seven")
        #expect(table.count == 1)
    }

    @Test func keepFiltersByIdAndEqualityIgnoresSlots() {
        var a = IdTable<Int>()
        var b = IdTable<Int>()
        for id in Int64(0)..<50 { a[id] = Int(id) }
        for id in (Int64(0)..<50).reversed() { b[id] = Int(id) }
        for id in Int64(50)..<90 { b[id] = 0 }  // grown bigger
        for id in Int64(50)..<90 { b[id] = nil }
        #expect(a == b)
        b[3] = -1
        #expect(a != b)
        a.keep { $0 % 2 == 0 }
        #expect(a.count == 25)
        #expect(a[4] == 4 && a[5] == nil)
    }
}

@Suite("KeySet")
struct KeySetTests {
    /// The C layer's registry of live handles: addresses in, out, and out
    /// again (a double destroy) reported.
    @Test func insertContainsRemove() {
        var set = KeySet()
        let addresses: [Int64] = [0x7F00_1234_5670, 0x7F00_1234_5680, 0x5555_0000_0010, .max, .min]
        for a in addresses { set.insert(a) }
        for a in addresses { #expect(set.contains(a)) }
        #expect(!set.contains(0x7F00_1234_5690))
        let first = set.remove(0x7F00_1234_5680)
        let second = set.remove(0x7F00_1234_5680)
        #expect(first)
        #expect(!second)
        #expect(!set.contains(0x7F00_1234_5680))
        #expect(set.contains(0x7F00_1234_5670) && set.contains(.min))
    }
}
