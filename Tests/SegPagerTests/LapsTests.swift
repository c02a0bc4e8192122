// Tests Laps.swift: a virtual index names item i mod n, whatever its sign.
import Testing

@testable import SegPager

@Suite("Laps")
struct LapsTests {
    @Test(arguments: [
        (0, 3, 0), (2, 3, 2), (3, 3, 0), (7, 3, 1), (-1, 3, 2), (-3, 3, 0), (-7, 3, 2), (5, 1, 0),
    ])
    func aVirtualIndexWrapsIntoTheItems(index: Int, count: Int, real: Int) {
        #expect(index.wrapped(into: count) == real)
    }

    @Test func wrappingIsPeriodic() {
        for count in 1...6 {
            for i in -20...20 {
                #expect((i + count).wrapped(into: count) == i.wrapped(into: count))
                #expect((0..<count).contains(i.wrapped(into: count)))
            }
        }
    }
}
