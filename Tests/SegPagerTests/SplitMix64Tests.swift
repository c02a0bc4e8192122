// The seeded generator's own tests: its reference output, its
// repeatability and its ranges (the generator is in SegPagerTestSupport's
// PropertySupport.swift).
import SegPagerTestSupport
import Testing

@Suite struct SplitMix64Tests {
    @Test func seedZeroGivesTheReferenceFirstOutput() {
        // Reference value of SplitMix64 (Vigna's splitmix64.c) seeded with 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func sameSeedGivesSameSequence() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
    }

    @Test func uniformStaysInItsRange() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let value = rng.uniform(-3...5)
            #expect(value >= -3 && value <= 5)
            let i = rng.int(2...4)
            #expect((2...4).contains(i))
        }
    }
}
