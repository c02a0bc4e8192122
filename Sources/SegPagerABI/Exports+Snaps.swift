import CSegPager
import SegPager

// Embla's snaps, groups and loop points (segpager.h, "Snaps, groups and
// loop points"): validate, convert, call `ScrollSnaps`, write within capacity.

extension SnapOptions {
    init(abi options: segpager_snap_options) throws(Status) {
        self.init()
        if options.align == SEGPAGER_SNAP_ALIGN_FRACTION {
            alignment = .fraction(options.align_fraction)
        } else {
            guard let plain = SnapAlignment.abiTable.first(where: { $0.1 == options.align }) else {
                throw unknownConstant("align", options.align)
            }
            alignment = plain.0
        }
        containment = try SnapContainment(abi: options.contain, "contain")
        guard options.slides_to_scroll >= 0 else {
            throw Status(
                .range, field: "slides_to_scroll",
                rule: "must be >= 1, or SEGPAGER_SLIDES_TO_SCROLL_AUTO (0)", integer: options.slides_to_scroll
            )
        }
        grouping =
            options.slides_to_scroll == SEGPAGER_SLIDES_TO_SCROLL_AUTO
            ? .auto : .count(Int(options.slides_to_scroll))
        guard options.loop == 0 || options.loop == 1 else {
            throw Status(.range, field: "loop", rule: "must be 0 or 1", integer: options.loop)
        }
        loops = options.loop == 1
        try requireZero(options.reserved, "reserved")
        // Checked even when the alignment does not read it: a NaN is a bug.
        guard options.align_fraction.isFinite else {
            throw Status(
                .notFinite, field: "align_fraction", rule: "must be finite", value: options.align_fraction)
        }
        endGap = options.end_gap
        pixelTolerance = options.pixel_tolerance
        try core(.members) { () throws(InputError) in try validate() }
    }
}

extension segpager_snap_options {
    /// The C struct for core options (what `segpager_snap_options_init` writes for `SnapOptions()`).
    init(_ options: SnapOptions) {
        var align = SEGPAGER_SNAP_ALIGN_FRACTION
        var fraction = 0.0
        if case .fraction(let value) = options.alignment {
            fraction = value
        } else if let plain = SnapAlignment.abiTable.first(where: { $0.0 == options.alignment }) {
            align = plain.1
        }
        let slides: Int32
        switch options.grouping {
        case .auto: slides = SEGPAGER_SLIDES_TO_SCROLL_AUTO
        case .count(let count): slides = Int32(clamping: count)
        }
        self.init(
            struct_size: UInt32(MemoryLayout<Self>.size), align: align, contain: options.containment.abi,
            slides_to_scroll: slides, loop: options.loops ? 1 : 0, reserved: 0, align_fraction: fraction,
            end_gap: options.endGap, pixel_tolerance: options.pixelTolerance)
    }
}

/// The checked inputs of a snap function, as the core's `ScrollSnaps`.
private func scrollSnaps(
    _ frames: UnsafePointer<segpager_item_frame>?, _ count: Int, _ viewSize: Double,
    _ pointer: UnsafePointer<segpager_snap_options>?
) throws(Status) -> ScrollSnaps {
    let snapOptions = try optionsArgument(pointer, "options", SnapOptions.init(abi:))
    let frames = try Array(itemFrames(frames, count: count))
    return try core(.arguments) { () throws(InputError) in
        try ScrollSnaps(frames: frames, viewSize: viewSize, options: snapOptions)
    }
}

@c @implementation
public func segpager_snap_options_init(_ options: UnsafeMutablePointer<segpager_snap_options>?) -> Int32 {
    exportInit(options, "options") { segpager_snap_options(SnapOptions()) }
}

@c @implementation
public func segpager_snap_groups(
    _ frames: UnsafePointer<segpager_item_frame>?, _ count: Int, _ viewSize: Double,
    _ options: UnsafePointer<segpager_snap_options>?, _ outFirsts: UnsafeMutablePointer<Int32>?,
    _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outCount = try required(outCount, "out_count")
        try requireArray(outFirsts, capacity: capacity, "out_firsts")
        let snaps = try scrollSnaps(frames, count, viewSize, options)
        try writeAll(snaps.groupFirsts(), to: outFirsts, capacity: capacity, "capacity", count: outCount) {
            Int32($0)
        }
    }
}

@c @implementation
public func segpager_scroll_snaps(
    _ frames: UnsafePointer<segpager_item_frame>?, _ count: Int, _ viewSize: Double,
    _ options: UnsafePointer<segpager_snap_options>?, _ outSnaps: UnsafeMutablePointer<Double>?,
    _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?, _ outSnapOfItem: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outCount = try required(outCount, "out_count")
        try requireArray(outSnaps, capacity: capacity, "out_snaps")
        let snaps = try scrollSnaps(frames, count, viewSize, options)
        let list = snaps.snaps()
        for offset in list.offsets { try finite(offset) }
        try writeAll(list.offsets, to: outSnaps, capacity: capacity, "capacity", count: outCount) { $0 }
        if let outSnapOfItem {
            for (i, snap) in list.snapOfItem.enumerated() { outSnapOfItem[i] = Int32(snap) }
        }
    }
}

/// The loop points of checked inputs, with every number finite.
private func loopPoints(_ snaps: ScrollSnaps) throws(Status) -> LoopPoints {
    let points = snaps.loopPoints()
    for point in points.points { try finite(point.offset, point.shiftBefore + point.shiftAfter) }
    return points
}

@c @implementation
public func segpager_loop_points(
    _ frames: UnsafePointer<segpager_item_frame>?, _ count: Int, _ viewSize: Double,
    _ options: UnsafePointer<segpager_snap_options>?, _ outPoints: UnsafeMutablePointer<segpager_loop_point>?,
    _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?, _ outCanLoop: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outCount = try required(outCount, "out_count")
        let outCanLoop = try required(outCanLoop, "out_can_loop")
        try requireArray(outPoints, capacity: capacity, "out_points")
        let points = try loopPoints(scrollSnaps(frames, count, viewSize, options))
        try writeAll(points.points, to: outPoints, capacity: capacity, "capacity", count: outCount) { point in
            segpager_loop_point(
                index: Int32(point.index), edge: point.edge == .start ? 0 : 1, offset: point.offset,
                shift_before: point.shiftBefore, shift_after: point.shiftAfter)
        }
        outCanLoop.pointee = points.canLoop ? 1 : 0
    }
}

@c @implementation
public func segpager_loop_shifts(
    _ frames: UnsafePointer<segpager_item_frame>?, _ count: Int, _ viewSize: Double,
    _ options: UnsafePointer<segpager_snap_options>?, _ offset: Double,
    _ outShifts: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        try requireArray(outShifts, capacity: max(count, 0), "out_shifts")
        let snaps = try scrollSnaps(frames, count, viewSize, options)
        try core(.arguments) { () throws(InputError) in try requireFinite(offset, "offset") }
        _ = try loopPoints(snaps)
        for (i, shift) in snaps.loopShifts(at: offset).enumerated() {
            try finite(shift)
            outShifts?[i] = shift
        }
    }
}
