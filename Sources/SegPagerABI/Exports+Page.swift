import CSegPager
import SegPager

extension PageGeometry {
    init(abi geometry: segpager_page_geometry) throws(Status) {
        self.init()
        direction = try Direction(abi: geometry.direction, "direction")
        alignment = try PageAlignment(abi: geometry.alignment, "alignment")
        padEnds = try flag(geometry.pad_ends, "pad_ends")
        pageCount = Int(geometry.page_count)
        viewportWidth = geometry.viewport_width
        pageWidth = geometry.page_width == 0 ? nil : geometry.page_width  // C: 0 is "the viewport's"
        pageSpacing = geometry.page_spacing
        try core(.pageGeometry) { () throws(InputError) in try validate() }
    }
}

extension segpager_page_geometry {
    /// The C struct for a core geometry (what `segpager_page_geometry_init` writes for `PageGeometry()`).
    init(_ geometry: PageGeometry) {
        self.init(
            struct_size: UInt32(MemoryLayout<Self>.size), page_count: Int32(clamping: geometry.pageCount),
            direction: geometry.direction.abi, alignment: geometry.alignment.abi,
            pad_ends: geometry.padEnds.abi,
            viewport_width: geometry.viewportWidth, page_width: geometry.pageWidth ?? 0,
            page_spacing: geometry.pageSpacing)
    }
}

@c @implementation
public func segpager_page_geometry_init(_ geometry: UnsafeMutablePointer<segpager_page_geometry>?) -> Int32 {
    exportInit(geometry, "geometry") { segpager_page_geometry(PageGeometry()) }
}

@c @implementation
public func segpager_page_position(
    _ geometry: UnsafePointer<segpager_page_geometry>?,
    _ pageOffset: Double,
    _ outPosition: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValue(outPosition, "out_position") { () throws(Status) in
        let geometry = try named("geometry") { () throws(Status) in try PageGeometry(abi: options(geometry)) }
        return try core(.arguments) { () throws(InputError) in try geometry.position(atPageOffset: pageOffset)
        }
    }
}

@c @implementation
public func segpager_page_offset(
    _ geometry: UnsafePointer<segpager_page_geometry>?,
    _ position: Double,
    _ outPageOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValue(outPageOffset, "out_page_offset") { () throws(Status) in
        let geometry = try named("geometry") { () throws(Status) in try PageGeometry(abi: options(geometry)) }
        return try core(.arguments) { () throws(InputError) in try geometry.pageOffset(atPosition: position) }
    }
}

@c @implementation
public func segpager_page_offset_range(
    _ geometry: UnsafePointer<segpager_page_geometry>?,
    _ outMinOffset: UnsafeMutablePointer<Double>?,
    _ outMaxOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outMinOffset = try required(outMinOffset, "out_min_offset")
        let outMaxOffset = try required(outMaxOffset, "out_max_offset")
        let range = try named("geometry") { () throws(Status) in try PageGeometry(abi: options(geometry)) }
            .offsetRange
        guard range.upperBound.isFinite else { throw overflowed }
        outMinOffset.pointee = range.lowerBound
        outMaxOffset.pointee = range.upperBound
    }
}

@c @implementation
public func segpager_page_offset_after_resize(
    _ oldGeometry: UnsafePointer<segpager_page_geometry>?,
    _ newGeometry: UnsafePointer<segpager_page_geometry>?,
    _ pageOffset: Double,
    _ outPageOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValue(outPageOffset, "out_page_offset") { () throws(Status) in
        let old = try named("old_geometry") { () throws(Status) in try PageGeometry(abi: options(oldGeometry))
        }
        let new = try named("new_geometry") { () throws(Status) in try PageGeometry(abi: options(newGeometry))
        }
        return try core(.arguments) { () throws(InputError) in try old.pageOffset(pageOffset, resizedTo: new)
        }
    }
}

@c @implementation
public func segpager_selected_index(
    _ position: Double,
    _ pageCount: Int32,
    _ commitRule: Int32,
    _ outIndex: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportValue(outIndex, "out_index") { () throws(Status) in
        let rule = try CommitRule(abi: commitRule, "commit_rule")
        return try core(.selectedIndex) { () throws(InputError) in
            try rule.selectedIndex(at: position, pageCount: Int(pageCount))
        }.abiIndex
    }
}
