import CAllocationCounter
import SegPager

// The Swift side of `make bench`: the per-frame cost of the core called
// directly from Swift (no C boundary), with heap allocations per frame
// counted by the process-wide counting allocator (CAllocationCounter), and
// the 1,000,000-item intrinsic layout. Prints one JSON object.
//
// One frame = one `Pager.step` with a drag-move event and the frame read
// (20 tabs, header on, appearance of the visible items, the header read from
// the frame): the same frame as bindings/c/bench/bench_frame.c and
// bindings/python/bench/bench_python.py. `SegPagerBench quick` runs a few.
#if canImport(Glibc)
    import Glibc
#endif

let quick = CommandLine.arguments.dropFirst().first == "quick"
let viewport = 375.0

/// A finger sweeping over the first ten pages and back, 16 pt per frame.
func dragOffset(_ k: Int) -> Double {
    let span = 9 * viewport
    let period = 2 * span
    var x = Double(k) * 16
    x -= period * (x / period).rounded(.down)
    return x <= span ? x : period - x
}

struct Session {
    var pager: Pager
    /// The frame every step writes into (its arrays are reused).
    var drawn = PagerFrame()
    var time = 0.0
    var k = 0
    var sink = 0.0

    init(tabs: Int) throws(InputError) {
        var configuration = PagerConfiguration()
        configuration.pages.viewportWidth = viewport
        let items = (0..<tabs).map { ItemMetrics(contentWidth: 40 + Double($0 * 7 % 50)) }
        pager = try Pager(configuration: configuration, ids: (0..<tabs).map(Int64.init), metrics: items)
        var header = HeaderStyle()
        header.height = 200
        header.pinnedHeight = 44
        try pager.setHeader(PagerHeader(style: header))
        _ = try pager.step([.dragBegan(time: 0)])
    }

    mutating func frame() throws(InputError) {
        k += 1
        time += 1.0 / 120
        // One event, from an inline array, into the frame the session keeps.
        let events: InlineArray<1, PagerEvent> = [.dragMoved(time: time, pageOffset: dragOffset(k))]
        try pager.step(events.span, into: &drawn)
        sink +=
            drawn.strip.indicator.x + drawn.strip.stripOffset + (drawn.header?.frame.header.y ?? .nan)
            + (drawn.strip.appearances.first?.selectionWeight ?? 0)
    }
}

// Typed versus untyped throws for the public API (issue #16): the same
// step behind an opaque call boundary that throws `InputError` or
// `any Error`. The happy path is what a frame pays.
@inline(never)
func stepTyped(_ session: inout Session) throws(InputError) { try session.frame() }

@inline(never)
func stepUntyped(_ session: inout Session) throws { try session.frame() }

func timeBoundary(_ session: inout Session, count: Int, repetitions: Int, typed: Bool) throws -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = clock.now
        if typed {
            for _ in 0..<count { try stepTyped(&session) }
        } else {
            for _ in 0..<count { try stepUntyped(&session) }
        }
        samples.append(nanoseconds(clock.now - start) / Double(count))
    }
    return median(samples)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func timeFrames(_ session: inout Session, count: Int, repetitions: Int) throws(InputError) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<count { try session.frame() }  // warm-up
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = clock.now
        for _ in 0..<count { try session.frame() }
        samples.append(nanoseconds(clock.now - start) / Double(count))
    }
    return median(samples)
}

do {
    let count = quick ? 200 : 20000
    let repetitions = quick ? 3 : 15
    var session = try Session(tabs: 20)
    let frameNs = try timeFrames(&session, count: count, repetitions: repetitions)
    let before = allocation_count()
    for _ in 0..<1000 { try session.frame() }
    let allocations = Double(allocation_count() - before) / 1000
    let typedNs = try timeBoundary(&session, count: count, repetitions: repetitions, typed: true)
    let untypedNs = try timeBoundary(&session, count: count, repetitions: repetitions, typed: false)

    // 1,000,000 intrinsic items with spacing, in the core.
    let big = quick ? 10_000 : 1_000_000
    let items = (0..<big).map { ItemMetrics(contentWidth: 40 + Double($0 * 7 % 50)) }
    var style = StripStyle()
    style.widthMode = .intrinsic
    style.spacing = 8
    style.itemPadding = 10
    style.leadingInset = 16
    style.trailingInset = 16
    let clock = ContinuousClock()
    var layoutSamples: [Double] = []
    for r in -1..<(quick ? 3 : 9) {
        let start = clock.now
        let layout = try StripLayout(items: items, style: style, viewportWidth: viewport)
        if r >= 0 { layoutSamples.append(nanoseconds(clock.now - start)) }
        session.sink += layout.contentWidth
    }
    print(
        "{\"swift_frame_ns\": \(frameNs), \"swift_frame_allocations\": \(allocations), "
            + "\"swift_frame_typed_throws_ns\": \(typedNs), \"swift_frame_untyped_throws_ns\": \(untypedNs), "
            + "\"layout_1m_swift_core_ms\": \(median(layoutSamples) / 1e6), \"sink\": \(session.sink)}")
} catch {
    print("SegPagerBench: \(error)")
    exit(1)
}
