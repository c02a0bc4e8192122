// A random Focus for the property tests. Focus is internal to SegPager, so
// this generator lives here, under @testable import, and not in
// SegPagerTestSupport (which imports SegPager plainly, so that it builds in
// any configuration).
import SegPagerTestSupport

@testable import SegPager

extension SplitMix64 {
    /// A random focus over `count` items: a position (overscroll included)
    /// wrapped in `depth` transitions with random targets and progress.
    mutating func focus(count: Int, depth: Int) -> Focus {
        var focus = Focus.position(
            chance(0.2) ? Double(int(0...(count - 1))) : uniform(-1.5...(Double(count) + 0.5)))
        for _ in 0..<depth {
            let progress = chance(0.15) ? pick([0, 1]) : uniform(0...1)
            focus = .transition(from: focus, to: int(0...(count - 1)), progress: progress)
        }
        return focus
    }
}
