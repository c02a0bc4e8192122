import CSegPager
import SegPager

extension Rect {
    var abi: segpager_rect { segpager_rect(x: x, y: y, width: width, height: height) }
}

extension ScrollSplit {
    /// The C struct for a split computed from finite input; one that
    /// overflowed is `Status.notFinite`.
    func finiteABI() throws(Status) -> segpager_scroll_split {
        try finite(header, list, overscroll)
        return segpager_scroll_split(header: header, list: list, overscroll: overscroll)
    }
}

extension HeaderFrame {
    var abi: segpager_header_frame {
        segpager_header_frame(
            header: header.abi, content: content.abi, strip: strip.abi, phase: phase.abi,
            reserved: 0, progress: progress, stretch_scale: stretchScale)
    }
}

/// A `segpager_header_style` argument named `style`.
func headerStyle(_ style: UnsafePointer<segpager_header_style>?) throws(Status) -> HeaderStyle {
    try optionsArgument(style, "style", HeaderStyle.init(abi:))
}

/// A core computation on the header style argument named `style`: the
/// style is read first (its errors name it), then `compute` runs, its
/// `InputError` naming the arguments.
func onHeaderStyle<T>(
    _ style: UnsafePointer<segpager_header_style>?, _ compute: (HeaderStyle) throws(InputError) -> T
) throws(Status) -> T {
    let style = try headerStyle(style)
    return try core(.arguments) { () throws(InputError) in try compute(style) }
}

/// `onHeaderStyle` with an enum argument, `raw` (named `name`), read after
/// the style and given to `compute` with it.
func onHeaderStyle<Mode: ABIEnum, T>(
    _ style: UnsafePointer<segpager_header_style>?, _ raw: Int32, _ name: StaticString,
    _ compute: (HeaderStyle, Mode) throws(InputError) -> T
) throws(Status) -> T {
    let style = try headerStyle(style)
    let mode = try Mode(abi: raw, name)
    return try core(.arguments) { () throws(InputError) in try compute(style, mode) }
}

@c @implementation
public func segpager_header_frame_at(
    _ style: UnsafePointer<segpager_header_style>?, _ width: Double, _ listOffset: Double,
    _ outFrame: UnsafeMutablePointer<segpager_header_frame>?
) -> Int32 {
    exportValue(outFrame, "out_frame") { () throws(Status) in
        try onHeaderStyle(style) { (style) throws(InputError) in
            try style.frame(atListOffset: listOffset, width: width)
        }.abi
    }
}

@c @implementation
public func segpager_header_list_offset(
    _ style: UnsafePointer<segpager_header_style>?, _ policy: Int32, _ ownOffset: Double,
    _ headerListOffset: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outOffset, "out_offset") { () throws(Status) in
        try onHeaderStyle(style, policy, "policy") { (style, rule: ListSyncPolicy) throws(InputError) in
            try style.listOffset(forIncomingList: ownOffset, headerAt: headerListOffset, policy: rule)
        }
    }
}

@c @implementation
public func segpager_nested_scroll(
    _ style: UnsafePointer<segpager_header_style>?, _ mode: Int32, _ delta: Double, _ headerOffset: Double,
    _ listOffset: Double, _ listMaxOffset: Double, _ enterHeight: Double,
    _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    exportValue(outSplit, "out_split") { () throws(Status) in
        try onHeaderStyle(style, mode, "mode") { (style, nested: NestedScrollMode) throws(InputError) in
            try style.split(
                delta: delta, headerOffset: headerOffset, listOffset: listOffset, listMaximum: listMaxOffset,
                mode: nested, enterHeight: enterHeight)
        }.finiteABI()
    }
}

@c @implementation
public func segpager_header_snap_target(
    _ style: UnsafePointer<segpager_header_style>?, _ headerOffset: Double, _ velocity: Double,
    _ minVelocity: Double, _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outOffset, "out_offset") { () throws(Status) in
        try onHeaderStyle(style) { (style) throws(InputError) in
            try style.snapTarget(headerOffset: headerOffset, velocity: velocity, minimumVelocity: minVelocity)
        }
    }
}

@c @implementation
public func segpager_header_snap_duration(
    _ distance: Double, _ velocity: Double, _ height: Double, _ outSeconds: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outSeconds, "out_seconds", core: .arguments) { () throws(InputError) in
        try HeaderStack.snapDuration(distance: distance, velocity: velocity, height: height)
    }
}

@c @implementation
public func segpager_header_min_content_height(
    _ style: UnsafePointer<segpager_header_style>?, _ listViewportHeight: Double,
    _ outHeight: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(outHeight, "out_height") { () throws(Status) in
        try onHeaderStyle(style) { (style) throws(InputError) in
            try style.minimumContentHeight(listViewportHeight: listViewportHeight)
        }
    }
}

@c @implementation
public func segpager_gesture_axis(
    _ dx: Double, _ dy: Double, _ minDistance: Double, _ maxAngle: Double,
    _ outAxis: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValue(outAxis, "out_axis") { () throws(Status) in
        try core(.arguments) { () throws(InputError) in
            try GestureAxis(dx: dx, dy: dy, minimumDistance: minDistance, maximumAngle: maxAngle)
        }.abi
    }
}

extension segpager_header_section {
    /// The C struct for a core section (what `segpager_header_section_init`
    /// writes for `HeaderSection()`).
    /// A section one of the five behaviours describes (with or without
    /// `.snap`) is written as that behaviour, any other as
    /// SEGPAGER_SECTION_BY_FLAGS with its flags.
    init(_ section: HeaderSection) {
        let behavior = section.behavior
        if section.scrollFlags.subtracting(.snap) == behavior.scrollFlags {
            self.init(
                height: section.height, min_height: section.minHeight, behavior: behavior.abi,
                flags: section.snaps ? SEGPAGER_SECTION_FLAG_SNAP : 0)
        } else {
            self.init(
                height: section.height, min_height: section.minHeight, behavior: SEGPAGER_SECTION_BY_FLAGS,
                flags: section.scrollFlags.rawValue)
        }
    }
}

@c @implementation
public func segpager_header_section_init(_ section: UnsafeMutablePointer<segpager_header_section>?) -> Int32 {
    exportInit(section, "section") { segpager_header_section(HeaderSection()) }
}

extension HeaderStack {
    /// The stack of `count` C sections, with `margins[k]` as section k's
    /// margins (none when `margins` is NULL), each margin checked here so
    /// that its error names `margins[k]`.
    init(
        abi sections: UnsafePointer<segpager_header_section>?,
        margins: UnsafePointer<segpager_section_margins>? = nil, count: Int
    ) throws(Status) {
        try self.init(abi: sections, count: count)
        guard let margins else { return }
        for i in self.sections.indices {
            let row = margins[i]
            do throws(Status) {
                try core(.arguments) { () throws(InputError) in
                    try requireNonNegative(row.margin_top, "marginTop")
                    try requireNonNegative(row.margin_bottom, "marginBottom")
                }
            } catch {
                throw error.element(i, of: "margins")
            }
            self.sections[i].marginTop = row.margin_top
            self.sections[i].marginBottom = row.margin_bottom
        }
    }

    private init(abi sections: UnsafePointer<segpager_header_section>?, count: Int) throws(Status) {
        let rows = try buffer(sections, count: validCount(count, "count"), "sections")
        var stack: [HeaderSection] = []
        stack.reserveCapacity(rows.count)
        for (i, row) in rows.enumerated() {
            if row.behavior == SEGPAGER_SECTION_BY_FLAGS {
                // The core checks the bits (sections[i].flags).
                stack.append(
                    HeaderSection(
                        height: row.height, minHeight: row.min_height,
                        scrollFlags: HeaderScrollFlags(rawValue: row.flags)))
                continue
            }
            guard row.flags & ~SEGPAGER_SECTION_FLAG_SNAP == 0 else {
                throw Status(
                    .range, field: "flags", rule: "must have no bit but SEGPAGER_SECTION_FLAG_SNAP",
                    integer: row.flags
                )
                .element(i, of: "sections")
            }
            let behavior = try HeaderSectionBehavior(abi: row.behavior, "behavior", in: "sections", at: i)
            stack.append(
                HeaderSection(
                    height: row.height, minHeight: row.min_height, behavior: behavior,
                    snaps: row.flags & SEGPAGER_SECTION_FLAG_SNAP != 0))
        }
        self.init(sections: stack)
    }
}

@c @implementation
public func segpager_header_stack_ranges(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int,
    _ outRanges: UnsafeMutablePointer<segpager_header_ranges>?
) -> Int32 {
    stackRanges(sections, nil, count, outRanges)
}

@c @implementation
public func segpager_header_stack_ranges_with_margins(
    _ sections: UnsafePointer<segpager_header_section>?, _ margins: UnsafePointer<segpager_section_margins>?,
    _ count: Int, _ outRanges: UnsafeMutablePointer<segpager_header_ranges>?
) -> Int32 {
    stackRanges(sections, margins, count, outRanges)
}

/// The stack-ranges exports' body; a failure names the export that called.
@inline(__always)
private func stackRanges(
    function: StaticString = #function, _ sections: UnsafePointer<segpager_header_section>?,
    _ margins: UnsafePointer<segpager_section_margins>?, _ count: Int,
    _ outRanges: UnsafeMutablePointer<segpager_header_ranges>?
) -> Int32 {
    exportValue(function: function, outRanges, "out_ranges") { () throws(Status) in
        let stack = try HeaderStack(abi: sections, margins: margins, count: count)
        let ranges = try core(.arguments) { () throws(InputError) in try stack.ranges() }
        try finite(ranges.height, ranges.collapseRange, ranges.pinnedHeight, ranges.enterRange)
        return segpager_header_ranges(
            height: ranges.height, collapse_range: ranges.collapseRange, pinned_height: ranges.pinnedHeight,
            enter_range: ranges.enterRange)
    }
}

@c @implementation
public func segpager_header_stack_scroll(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int, _ delta: Double,
    _ headerOffset: Double,
    _ listOffset: Double, _ listMaxOffset: Double, _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    stackScroll(sections, nil, count, delta, headerOffset, listOffset, listMaxOffset, outSplit)
}

@c @implementation
public func segpager_header_stack_scroll_with_margins(
    _ sections: UnsafePointer<segpager_header_section>?, _ margins: UnsafePointer<segpager_section_margins>?,
    _ count: Int, _ delta: Double, _ headerOffset: Double, _ listOffset: Double, _ listMaxOffset: Double,
    _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    stackScroll(sections, margins, count, delta, headerOffset, listOffset, listMaxOffset, outSplit)
}

/// The stack-scroll exports' body; a failure names the export that called.
@inline(__always)
private func stackScroll(
    function: StaticString = #function, _ sections: UnsafePointer<segpager_header_section>?,
    _ margins: UnsafePointer<segpager_section_margins>?, _ count: Int, _ delta: Double,
    _ headerOffset: Double,
    _ listOffset: Double, _ listMaxOffset: Double, _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    exportValue(function: function, outSplit, "out_split") { () throws(Status) in
        let stack = try HeaderStack(abi: sections, margins: margins, count: count)
        return try core(.arguments) { () throws(InputError) in
            try stack.split(
                delta: delta, headerOffset: headerOffset, listOffset: listOffset, listMaximum: listMaxOffset)
        }.finiteABI()
    }
}

@c @implementation
public func segpager_header_stack_snap_target(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int, _ headerOffset: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    stackSnapTarget(sections, nil, count, headerOffset, outOffset)
}

@c @implementation
public func segpager_header_stack_snap_target_with_margins(
    _ sections: UnsafePointer<segpager_header_section>?, _ margins: UnsafePointer<segpager_section_margins>?,
    _ count: Int, _ headerOffset: Double, _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    stackSnapTarget(sections, margins, count, headerOffset, outOffset)
}

/// The stack-snap exports' body; a failure names the export that called.
@inline(__always)
private func stackSnapTarget(
    function: StaticString = #function, _ sections: UnsafePointer<segpager_header_section>?,
    _ margins: UnsafePointer<segpager_section_margins>?, _ count: Int, _ headerOffset: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportFinite(function: function, outOffset, "out_offset") { () throws(Status) in
        let stack = try HeaderStack(abi: sections, margins: margins, count: count)
        return try core(.arguments) { () throws(InputError) in
            try stack.snapTarget(headerOffset: headerOffset)
        }
    }
}
