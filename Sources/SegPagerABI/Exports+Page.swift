import CSegPager
import SegPager

@c @implementation
public func segpager_page_position(
    _ geometry: UnsafePointer<segpager_page_geometry>?,
    _ pageOffset: Double,
    _ outPosition: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValue(outPosition, "out_position") { () throws(Status) in
        let geometry = try optionsArgument(geometry, "geometry", PageGeometry.init(abi:))
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
        let geometry = try optionsArgument(geometry, "geometry", PageGeometry.init(abi:))
        return try core(.arguments) { () throws(InputError) in try geometry.pageOffset(atPosition: position) }
    }
}

@c @implementation
public func segpager_page_offset_range(
    _ geometry: UnsafePointer<segpager_page_geometry>?,
    _ outMinOffset: UnsafeMutablePointer<Double>?,
    _ outMaxOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportValues(outMinOffset, "out_min_offset", outMaxOffset, "out_max_offset") { () throws(Status) in
        let range = try optionsArgument(geometry, "geometry", PageGeometry.init(abi:)).offsetRange
        guard range.upperBound.isFinite else { throw overflowed }
        return (range.lowerBound, range.upperBound)
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
        let old = try optionsArgument(oldGeometry, "old_geometry", PageGeometry.init(abi:))
        let new = try optionsArgument(newGeometry, "new_geometry", PageGeometry.init(abi:))
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
