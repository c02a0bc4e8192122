import CSegPager
import SegPager

/// The caller's frames and metrics, read in place (the pager's type, so the
/// strip functions are compiled once for both).
typealias ABIFrames = StripRecords<ItemFrame>
typealias ABIItems = StripRecords<ItemMetrics>
typealias ABIStrip = StripGeometry<ABIFrames, ABIItems>

extension StripGeometry where Frames == ABIFrames, Items == ABIItems {
    init(abi strip: segpager_strip_geometry) throws(Status) {
        let count = try validCount(strip.count, "count")
        let frames = try itemRecords(buffer(strip.frames, count: count, "frames"))
        let items = metricsRecords(
            UnsafeBufferPointer(start: strip.items, count: strip.items == nil ? 0 : count))
        self.init(
            frames: frames, items: items, contentWidth: strip.content_width,
            viewportWidth: strip.viewport_width, height: strip.height,
            direction: try Direction(abi: strip.direction, "direction"),
            contentLeadingInset: strip.content_leading_inset,
            contentTrailingInset: strip.content_trailing_inset)
        try core(.members) { () throws(InputError) in try validate() }
    }
}

/// The size of `segpager_strip_geometry` in 0.7.0, before the content insets.
private let stripGeometryFirstReleaseSize =
    MemoryLayout<segpager_strip_geometry>.offset(of: \.content_leading_inset) ?? 0

/// A strip with no items: what `segpager_strip_geometry_init` writes.
private func emptyStripGeometry() -> segpager_strip_geometry {
    // Nothing of the core's to convert but the direction and the items' height.
    segpager_strip_geometry(
        struct_size: UInt32(MemoryLayout<segpager_strip_geometry>.size),
        direction: StripStyle().direction.abi, frames: nil, items: nil, count: 0,
        content_width: 0, viewport_width: 0, height: StripStyle.defaultItemHeight,
        content_leading_inset: 0, content_trailing_inset: 0)
}

/// Reads a caller's strip geometry, an argument named `strip`; a
/// 0.7.0-sized one has no content insets.
private func stripGeometry(_ pointer: UnsafePointer<segpager_strip_geometry>?) throws(Status) -> ABIStrip {
    try named("strip") { () throws(Status) in
        try ABIStrip(
            abi: options(
                pointer, firstReleaseSize: stripGeometryFirstReleaseSize, defaults: emptyStripGeometry()))
    }
}

/// The size of `segpager_indicator_style` in 0.7.0, before `rounded_corners`.
private let indicatorStyleFirstReleaseSize =
    MemoryLayout<segpager_indicator_style>.offset(of: \.rounded_corners) ?? 0

/// Reads a caller's indicator style; a 0.7.0-sized one rounds all corners.
func indicatorStyle(_ pointer: UnsafePointer<segpager_indicator_style>?) throws(Status) -> IndicatorStyle {
    let style = try options(
        pointer, firstReleaseSize: indicatorStyleFirstReleaseSize,
        defaults: segpager_indicator_style(IndicatorStyle()))
    return try IndicatorStyle(abi: style)
}

extension RGBAColor {
    init(abi color: segpager_color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    var abi: segpager_color { segpager_color(red: red, green: green, blue: blue, alpha: alpha) }
}

extension Indicator {
    var abi: segpager_indicator {
        segpager_indicator(
            x: x, y: y, width: width, height: height, corner_radius: cornerRadius, alpha: alpha)
    }
}

extension ItemAppearance {
    var abi: segpager_item_appearance {
        segpager_item_appearance(
            selection_weight: selectionWeight, color: color.abi, scale: scale, emphasis: emphasis)
    }
}

/// An `int32_t selected_index` argument: SEGPAGER_NONE means "derive it".
func selection(_ value: Int32) -> Int? {
    value == SEGPAGER_NONE ? nil : Int(value)
}

/// An options pointer that may be NULL for the defaults; else `read` reads
/// it, and its failures name `name`.
func optionalOptions<T, Style>(
    _ pointer: UnsafePointer<T>?, _ name: StaticString, _ defaults: Style,
    read: (UnsafePointer<T>?) throws(Status) -> Style
) throws(Status) -> Style {
    guard pointer != nil else { return defaults }
    return try named(name) { () throws(Status) in try read(pointer) }
}

/// An options pointer that may be NULL for the defaults; else it is read
/// as `optionsArgument` reads it (`convert`, an `init(abi:)`).
func optionalOptions<T, Style>(
    _ pointer: UnsafePointer<T>?, _ name: StaticString, _ defaults: Style,
    _ convert: (T) throws(Status) -> Style
) throws(Status) -> Style {
    guard pointer != nil else { return defaults }
    return try optionsArgument(pointer, name, convert)
}

@c @implementation
public func segpager_strip_geometry_init(_ strip: UnsafeMutablePointer<segpager_strip_geometry>?) -> Int32 {
    exportInit(strip, "strip") { emptyStripGeometry() }
}

@c @implementation
public func segpager_indicator_rect(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_indicator_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ outIndicator: UnsafeMutablePointer<segpager_indicator>?
) -> Int32 {
    exportValue(outIndicator, "out_indicator") { () throws(Status) in
        let strip = try stripGeometry(strip)
        let style = try named("style") { () throws(Status) in try indicatorStyle(style) }
        return try core(.stripCall) { () throws(InputError) in
            try strip.indicator(at: p, style: style, selectedIndex: selection(selectedIndex))
        }.abi
    }
}

/// The items `first...last` of a strip of `count` (`first = last + 1` is
/// none), as the range functions take them.
private func itemRange(_ first: Int32, _ last: Int32, count: Int) throws(Status) -> Range<Int> {
    guard first >= 0, Int(first) <= count else {
        throw Status(
            InputError(
                .indexOutOfRange, field: "first", rule: "must be an item's index or last + 1",
                integer: first, validIndices: 0..<(count + 1)), names: .arguments)
    }
    guard last >= first - 1, Int(last) < count else {
        throw Status(
            InputError(
                .indexOutOfRange, field: "last", rule: "must be an item's index from first - 1",
                integer: last, validIndices: (Int(first) - 1)..<count), names: .arguments)
    }
    return Int(first)..<(Int(last) + 1)
}

/// A function that writes a record for each item of `first...last` of a
/// strip (the indicator at rest, the items' looks), its arguments checked in
/// one order: `out_count`, the strip, the style (`readStyle`), the array, the
/// range and its capacity; then `values` of the range, each converted.
private func exportItemRange<Style, Value, Record>(
    _ strip: UnsafePointer<segpager_strip_geometry>?, _ first: Int32, _ last: Int32,
    _ array: UnsafeMutablePointer<Record>?, _ arrayName: StaticString, _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?, style readStyle: () throws(Status) -> Style,
    values: (ABIStrip, Style, Range<Int>) throws(InputError) -> [Value], _ convert: (Value) -> Record,
    function: StaticString = #function
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        let outCount = try required(outCount, "out_count")
        let strip = try stripGeometry(strip)
        let style = try readStyle()
        try requireArray(array, capacity: capacity, arrayName)
        let range = try itemRange(first, last, count: strip.count)
        try ensure(capacity: capacity, "capacity", holds: range.count, reportingTo: outCount)
        let found = try core(.stripCall) { () throws(InputError) in try values(strip, style, range) }
        try writeAll(found, to: array, capacity: capacity, "capacity", count: outCount, convert)
    }
}

@c @implementation
public func segpager_indicator_rects(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_indicator_style>?,
    _ first: Int32,
    _ last: Int32,
    _ indicators: UnsafeMutablePointer<segpager_indicator>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportItemRange(
        strip, first, last, indicators, "indicators", capacity, outCount,
        style: { () throws(Status) in try named("style") { () throws(Status) in try indicatorStyle(style) } },
        values: { (strip, style, range) throws(InputError) in
            try strip.restingIndicators(of: range, style: style)
        }
    ) { $0.abi }
}

@c @implementation
public func segpager_item_appearances(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_appearance_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ first: Int32,
    _ last: Int32,
    _ appearances: UnsafeMutablePointer<segpager_item_appearance>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportItemRange(
        strip, first, last, appearances, "appearances", capacity, outCount,
        style: { () throws(Status) in try optionsArgument(style, "style", AppearanceStyle.init(abi:)) },
        values: { (strip, style, range) throws(InputError) in
            try strip.appearances(of: range, at: p, style: style, selectedIndex: selection(selectedIndex))
        }
    ) { $0.abi }
}

@c @implementation
public func segpager_strip_offset(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ style: UnsafePointer<segpager_strip_offset_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ currentOffset: Double,
    _ outStripOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValue(outStripOffset, "out_strip_offset") { () throws(Status) in
        let strip = try stripGeometry(strip)
        let style = try optionsArgument(style, "style", StripOffsetStyle.init(abi:))
        return try core(.stripCall) { () throws(InputError) in
            try strip.stripOffset(
                at: p, style: style, selectedIndex: selection(selectedIndex), currentOffset: currentOffset)
        }
    }
}

@c @implementation
public func segpager_strip_state(
    _ strip: UnsafePointer<segpager_strip_geometry>?,
    _ indicatorStyle: UnsafePointer<segpager_indicator_style>?,
    _ appearanceStyle: UnsafePointer<segpager_appearance_style>?,
    _ offsetStyle: UnsafePointer<segpager_strip_offset_style>?,
    _ p: Double,
    _ selectedIndex: Int32,
    _ currentOffset: Double,
    _ outStripOffset: UnsafeMutablePointer<Double>?,
    _ outIndicator: UnsafeMutablePointer<segpager_indicator>?,
    _ appearances: UnsafeMutablePointer<segpager_item_appearance>?,
    _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?,
    _ outFirst: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outStripOffset = try required(outStripOffset, "out_strip_offset")
        let outIndicator = try required(outIndicator, "out_indicator")
        let outCount = try required(outCount, "out_count")
        let outFirst = try required(outFirst, "out_first")
        try requireArray(appearances, capacity: capacity, "appearances")
        let strip = try stripGeometry(strip)
        // Read as segpager_indicator_rect reads its style: a 0.7.0-sized one rounds all corners.
        let indicatorStyle = try optionalOptions(
            indicatorStyle, "indicator_style", IndicatorStyle(), read: SegPagerABI.indicatorStyle)
        let appearanceStyle = try optionalOptions(
            appearanceStyle, "appearance_style", AppearanceStyle(), AppearanceStyle.init(abi:))
        let offsetStyle = try optionalOptions(
            offsetStyle, "offset_style", StripOffsetStyle(), StripOffsetStyle.init(abi:))
        let state = try core(.stripCall) { () throws(InputError) in
            try strip.state(
                at: p, indicatorStyle: indicatorStyle, appearanceStyle: appearanceStyle,
                offsetStyle: offsetStyle, selectedIndex: selection(selectedIndex),
                currentOffset: currentOffset)
        }
        try writeAll(state.appearances, to: appearances, capacity: capacity, "capacity", count: outCount) {
            $0.abi
        }
        outFirst.pointee = state.firstVisibleItem.abiIndex
        outStripOffset.pointee = state.stripOffset
        outIndicator.pointee = state.indicator.abi
    }
}
