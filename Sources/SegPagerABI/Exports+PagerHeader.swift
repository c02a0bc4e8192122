import CSegPager
import SegPager

extension segpager_pager_header {
    /// The C options for a core header (what `segpager_pager_header_init`
    /// writes for the seeds' header with the core's defaults). `mode`,
    /// `enterHeight` and `snaps` describe the two-section header (they are
    /// not kept by a `PagerHeader`: its stack says it).
    init(
        _ header: PagerHeader, mode: NestedScrollMode = PagerHeader.defaultMode,
        enterHeight: Double = PagerHeader.defaultEnterHeight, snaps: Bool = PagerHeader.defaultSnaps
    ) {
        self.init(
            struct_size: UInt32(MemoryLayout<Self>.size), list_sync: header.listSync.abi,
            refresh_zone: header.refreshZone.abi, nested_mode: mode.abi, snap: snaps.abi, reserved: 0,
            enter_height: enterHeight, snap_velocity: header.snapVelocity,
            refresh_distance: header.refreshDistance, list_max_offset: header.listMaximum ?? -1,
            snap_animation: header.snapAnimation.abi, reserved2: 0)
    }
}

/// The size of a 0.7.0 `segpager_pager_header`: the fields from
/// `snap_animation` on are new in 0.8.0 and default for a smaller struct.
let pagerHeaderFirstReleaseSize = MemoryLayout<segpager_pager_header>.offset(of: \.snap_animation) ?? 0

/// The defaults `segpager_pager_header_init` writes: a header with the
/// default style's, so every option is the core's default.
private func defaultPagerHeader() -> segpager_pager_header {
    // The options' defaults do not depend on the style: any valid one (a
    // header must have a height) gives them, so this never fails.
    var style = HeaderStyle()
    style.height = 1
    guard let header = try? PagerHeader(style: style) else {
        return segpager_pager_header()
    }
    return segpager_pager_header(header)
}

extension PagerHeader {
    init(
        abi options: segpager_pager_header, style: HeaderStyle,
        sections: UnsafePointer<segpager_header_section>?, margins: UnsafePointer<segpager_section_margins>?,
        count: Int
    ) throws(Status) {
        let (listSync, mode, zone, snaps) = try named("options") { () throws(Status) in
            try requireZero(options.reserved, "reserved")
            try requireZero(options.reserved2, "reserved2")
            return (
                try ListSyncPolicy(abi: options.list_sync, "list_sync"),
                try NestedScrollMode(abi: options.nested_mode, "nested_mode"),
                try RefreshZone(abi: options.refresh_zone, "refresh_zone"), try flag(options.snap, "snap")
            )
        }
        let snapAnimation = try named("options") { () throws(Status) in
            try HeaderSnapAnimation(abi: options.snap_animation, "snap_animation")
        }
        // Checked even when sections make it unused: a bad value is a bug either way.
        try core(.header) { () throws(InputError) in
            try requireNonNegative(options.enter_height, "enterHeight")
        }
        // -1 means unbounded; any other negative maximum is out of range.
        let maximum: Double? = options.list_max_offset == -1 ? nil : options.list_max_offset
        let count = try validCount(count, "count")
        let stack =
            count == 0 && sections == nil
            ? nil : try HeaderStack(abi: sections, margins: margins, count: count)
        var header = try core(.header) { () throws(InputError) in
            if let stack { return try PagerHeader(style: style, sections: stack.sections) }
            return try PagerHeader(style: style, mode: mode, enterHeight: options.enter_height, snaps: snaps)
        }
        header.listSync = listSync
        header.refreshZone = zone
        header.snapVelocity = options.snap_velocity
        header.snapAnimation = snapAnimation
        header.refreshDistance = options.refresh_distance
        header.listMaximum = maximum
        try core(.header) { () throws(InputError) in try header.validate() }
        self = header
    }
}

@c @implementation
public func segpager_pager_header_init(_ options: UnsafeMutablePointer<segpager_pager_header>?) -> Int32 {
    exportInit(options, "options") { defaultPagerHeader() }
}

@c @implementation
public func segpager_pager_set_header(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_header_style>?,
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int,
    _ headerOptions: UnsafePointer<segpager_pager_header>?
) -> Int32 {
    setHeader(pager, style, sections, nil, count, headerOptions)
}

@c @implementation
public func segpager_pager_set_header_with_margins(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_header_style>?,
    _ sections: UnsafePointer<segpager_header_section>?, _ margins: UnsafePointer<segpager_section_margins>?,
    _ count: Int, _ headerOptions: UnsafePointer<segpager_pager_header>?
) -> Int32 {
    setHeader(pager, style, sections, margins, count, headerOptions)
}

/// The set-header exports' body; a failure names the export that called.
@inline(__always)
private func setHeader(
    function: StaticString = #function, _ pager: OpaquePointer?,
    _ style: UnsafePointer<segpager_header_style>?,
    _ sections: UnsafePointer<segpager_header_section>?, _ margins: UnsafePointer<segpager_section_margins>?,
    _ count: Int, _ headerOptions: UnsafePointer<segpager_pager_header>?
) -> Int32 {
    changePager(
        function: function,
        pager,
        { () throws(Status) in
            let style = try headerStyle(style)
            let raw = try named("options") { () throws(Status) in
                try options(
                    headerOptions, firstReleaseSize: pagerHeaderFirstReleaseSize,
                    defaults: defaultPagerHeader())
            }
            return try PagerHeader(abi: raw, style: style, sections: sections, margins: margins, count: count)
        }, names: .header
    ) { (pager: inout Pager, header) throws(InputError) in try pager.setHeader(header) }
}

@c @implementation
public func segpager_pager_remove_header(_ pager: OpaquePointer?) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            try core(.header) { () throws(InputError) in try box.pager.setHeader(nil) }
        }
    }
}
