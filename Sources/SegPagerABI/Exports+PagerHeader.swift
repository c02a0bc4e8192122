import CSegPager
import SegPager

/// The defaults `segpager_pager_header_init` writes.
private func defaultPagerHeader() -> segpager_pager_header {
    segpager_pager_header(
        struct_size: UInt32(MemoryLayout<segpager_pager_header>.size), list_sync: SEGPAGER_LIST_KEEP_OWN,
        refresh_zone: SEGPAGER_REFRESH_HEADER, nested_mode: SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED, snap: 0,
        reserved: 0, enter_height: 0, snap_velocity: 300, refresh_distance: 0, list_max_offset: -1)
}

extension PagerHeader {
    init(
        abi options: segpager_pager_header, style: HeaderStyle,
        sections: UnsafePointer<segpager_header_section>?, count: Int
    ) throws(Status) {
        guard options.reserved == 0 else { throw .range }
        let listSync = try ListSyncPolicy(abi: options.list_sync)
        let mode = try NestedScrollMode(abi: options.nested_mode)
        let zone: RefreshZone
        switch options.refresh_zone {
        case SEGPAGER_REFRESH_HEADER: zone = .header
        case SEGPAGER_REFRESH_LIST: zone = .list
        default: throw .badEnum
        }
        let snaps = try flag(options.snap)
        // Checked even when sections make it unused: a bad value is a bug either way.
        try finite(options.enter_height)
        guard options.enter_height >= 0 else { throw .range }
        // -1 means unbounded; any other negative maximum is out of range.
        let maximum: Double? = options.list_max_offset == -1 ? nil : options.list_max_offset
        let count = try validCount(count)
        let stack = count == 0 && sections == nil ? nil : try HeaderStack(abi: sections, count: count)
        var header = try core { () throws(InputError) in
            if let stack { return try PagerHeader(style: style, sections: stack.sections) }
            return try PagerHeader(style: style, mode: mode, enterHeight: options.enter_height, snaps: snaps)
        }
        header.listSync = listSync
        header.refreshZone = zone
        header.snapVelocity = options.snap_velocity
        header.refreshDistance = options.refresh_distance
        header.listMaximum = maximum
        try core { () throws(InputError) in try header.validate() }
        self = header
    }
}

@c @implementation
public func segpager_pager_header_init(_ options: UnsafeMutablePointer<segpager_pager_header>?) -> Int32 {
    exportStatus { () throws(Status) in
        try required(options).pointee = defaultPagerHeader()
    }
}

@c @implementation
public func segpager_pager_set_header(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_header_style>?,
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int,
    _ headerOptions: UnsafePointer<segpager_pager_header>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let box = try box(pager)
        let style = try HeaderStyle(abi: options(style))
        let header = try PagerHeader(abi: options(headerOptions), style: style, sections: sections, count: count)
        try core { () throws(InputError) in try box.pager.setHeader(header) }
    }
}

@c @implementation
public func segpager_pager_remove_header(_ pager: OpaquePointer?) -> Int32 {
    exportStatus { () throws(Status) in
        let box = try box(pager)
        try core { () throws(InputError) in try box.pager.setHeader(nil) }
    }
}
