import CSegPager
import SegPager

/// The size of `segpager_strip_style` in 0.7.0, before the asymmetric paddings.
let stripStyleFirstReleaseSize = MemoryLayout<segpager_strip_style>.offset(of: \.item_leading_padding) ?? 0

/// Reads a caller's strip style, an argument named `style`; a 0.7.0-sized
/// one gets no extra paddings.
func stripStyle(_ pointer: UnsafePointer<segpager_strip_style>?) throws(Status) -> StripStyle {
    try named("style") { () throws(Status) in
        try StripStyle(
            abi: options(
                pointer, firstReleaseSize: stripStyleFirstReleaseSize,
                defaults: segpager_strip_style(StripStyle())))
    }
}

extension ItemMetrics {
    init(abi item: segpager_item_metrics) {
        self.init(
            contentWidth: item.content_width,
            selectedContentWidth: item.selected_content_width,
            subtitleWidth: item.subtitle_width,
            selectedSubtitleWidth: item.selected_subtitle_width)
    }
}

extension segpager_item_metrics {
    /// The C struct for a core item's metrics.
    init(_ item: ItemMetrics) {
        self.init(
            content_width: item.contentWidth, selected_content_width: item.selectedContentWidth,
            subtitle_width: item.subtitleWidth, selected_subtitle_width: item.selectedSubtitleWidth)
    }
}

/// Whether `segpager_item_metrics` and `ItemMetrics` lay out the same
/// doubles at the same offsets, so a caller's metrics can be read in place.
private let metricsMatch: Bool = {
    typealias C = segpager_item_metrics
    typealias S = ItemMetrics
    return MemoryLayout<C>.size == MemoryLayout<S>.size && MemoryLayout<C>.stride == MemoryLayout<S>.stride
        && MemoryLayout<C>.offset(of: \.content_width) == MemoryLayout<S>.offset(of: \.contentWidth)
        && MemoryLayout<C>.offset(of: \.selected_content_width)
            == MemoryLayout<S>.offset(of: \.selectedContentWidth)
        && MemoryLayout<C>.offset(of: \.subtitle_width) == MemoryLayout<S>.offset(of: \.subtitleWidth)
        && MemoryLayout<C>.offset(of: \.selected_subtitle_width)
            == MemoryLayout<S>.offset(of: \.selectedSubtitleWidth)
}()

/// Whether `segpager_item_frame` and `ItemFrame` match the same way.
private let framesMatch: Bool = {
    typealias C = segpager_item_frame
    typealias S = ItemFrame
    return MemoryLayout<C>.size == MemoryLayout<S>.size && MemoryLayout<C>.stride == MemoryLayout<S>.stride
        && MemoryLayout<C>.offset(of: \.x) == MemoryLayout<S>.offset(of: \.x)
        && MemoryLayout<C>.offset(of: \.width) == MemoryLayout<S>.offset(of: \.width)
}()

/// Runs `body` on the caller's first `count` frames as core frames: in
/// place when the layouts match, else through a copy written back after.
/// Buffer pointers, not spans: the span properties of Array need OS 26.
private func withFrames<R>(
    _ frames: UnsafeMutablePointer<segpager_item_frame>?, count: Int,
    _ body: (UnsafeMutableBufferPointer<ItemFrame>) throws(InputError) -> R
) throws(InputError) -> R {
    guard let frames, count > 0 else {
        return try body(UnsafeMutableBufferPointer(start: nil, count: 0))
    }
    if framesMatch {
        return try frames.withMemoryRebound(to: ItemFrame.self, capacity: count) {
            (core: UnsafeMutablePointer<ItemFrame>) throws(InputError) -> R in
            try body(UnsafeMutableBufferPointer(start: core, count: count))
        }
    }
    var copy = [ItemFrame](repeating: ItemFrame(x: 0, width: 0), count: count)
    let result = try copy.withUnsafeMutableBufferPointer {
        (core: inout UnsafeMutableBufferPointer<ItemFrame>) throws(InputError) -> R in
        try body(core)
    }
    for i in 0..<count { frames[i] = segpager_item_frame(x: copy[i].x, width: copy[i].width) }
    return result
}

/// A caller's frame buffer seen as core frames, without a copy.
func itemFrames(
    _ frames: UnsafePointer<segpager_item_frame>?, count: Int
) throws(Status) -> StripRecords<ItemFrame> {
    try itemRecords(buffer(frames, count: validCount(count, "count"), "frames"))
}

/// A caller's frames as the core reads them, in place: `segpager_item_frame`
/// is laid out as `ItemFrame` (two doubles, x then width).
func itemRecords(_ frames: UnsafeBufferPointer<segpager_item_frame>) -> StripRecords<ItemFrame> {
    assert(MemoryLayout<segpager_item_frame>.stride == MemoryLayout<ItemFrame>.stride)
    assert(
        MemoryLayout<segpager_item_frame>.offset(of: \.width) == MemoryLayout<ItemFrame>.offset(of: \.width))
    return StripRecords(memory: UnsafeRawPointer(frames.baseAddress), count: frames.count)
}

/// A caller's metrics as the core reads them, in place:
/// `segpager_item_metrics` is laid out as `ItemMetrics` (four doubles, in
/// the same order).
func metricsRecords(_ items: UnsafeBufferPointer<segpager_item_metrics>) -> StripRecords<ItemMetrics> {
    assert(MemoryLayout<segpager_item_metrics>.stride == MemoryLayout<ItemMetrics>.stride)
    assert(
        MemoryLayout<segpager_item_metrics>.offset(of: \.selected_subtitle_width)
            == MemoryLayout<ItemMetrics>.offset(of: \.selectedSubtitleWidth))
    return StripRecords(memory: UnsafeRawPointer(items.baseAddress), count: items.count)
}

@c @implementation
public func segpager_strip_layout(
    _ style: UnsafePointer<segpager_strip_style>?,
    _ items: UnsafePointer<segpager_item_metrics>?,
    _ count: Int,
    _ viewportWidth: Double,
    _ frames: UnsafeMutablePointer<segpager_item_frame>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?,
    _ outContentWidth: UnsafeMutablePointer<Double>?,
    _ outScrolls: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outCount = try required(outCount, "out_count")
        let outContentWidth = try required(outContentWidth, "out_content_width")
        let outScrolls = try required(outScrolls, "out_scrolls")
        let items = try buffer(items, count: validCount(count, "count"), "items")
        try requireArray(frames, capacity: capacity, "frames")
        let style = try stripStyle(style)
        try ensure(capacity: capacity, "capacity", holds: items.count, reportingTo: outCount)
        // The core lays out straight into the caller's frames, reading the
        // caller's metrics in place (the C and Swift structs are both four
        // doubles, and two, in the same order: checked, else copied).
        let count = items.count
        let result = try core(.stripStyle) { () throws(InputError) in
            try withFrames(frames, count: count) {
                (output: UnsafeMutableBufferPointer<ItemFrame>) throws(InputError) in
                if metricsMatch, let base = items.baseAddress {
                    return try base.withMemoryRebound(to: ItemMetrics.self, capacity: count) {
                        (metrics: UnsafePointer<ItemMetrics>) throws(InputError) in
                        try StripLayout.layOut(
                            UnsafeBufferPointer(start: metrics, count: count), style: style,
                            viewportWidth: viewportWidth, into: output)
                    }
                }
                let metrics = items.map(ItemMetrics.init(abi:))
                return try metrics.withUnsafeBufferPointer {
                    (metrics: UnsafeBufferPointer<ItemMetrics>) throws(InputError) in
                    try StripLayout.layOut(metrics, style: style, viewportWidth: viewportWidth, into: output)
                }
            }
        }
        outCount.pointee = count
        outContentWidth.pointee = result.contentWidth
        outScrolls.pointee = result.scrolls ? 1 : 0
    }
}

@c @implementation
public func segpager_strip_hit_test(
    _ frames: UnsafePointer<segpager_item_frame>?,
    _ count: Int,
    _ x: Double,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValue(outIndex, "out_index") { () throws(Status) in
        let frames = try itemFrames(frames, count: count)
        return try core(.arguments) { () throws(InputError) in try StripHitTesting.item(at: x, in: frames) }
            .abiIndex
    }
}

@c @implementation
public func segpager_strip_visible_range(
    _ frames: UnsafePointer<segpager_item_frame>?,
    _ count: Int,
    _ stripOffset: Double,
    _ viewportWidth: Double,
    _ outFirst: UnsafeMutablePointer<Int32>?,
    _ outLast: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValues(outFirst, "out_first", outLast, "out_last") { () throws(Status) in
        let frames = try itemFrames(frames, count: count)
        let range = try core(.arguments) { () throws(InputError) in
            try StripHitTesting.visibleItems(
                in: frames, stripOffset: stripOffset, viewportWidth: viewportWidth)
        }
        return ((range?.lowerBound).abiIndex, (range?.upperBound).abiIndex)
    }
}
