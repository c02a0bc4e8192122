import CSegPager
import SegPager

extension HeaderStyle {
    init(abi style: segpager_header_style) throws(Status) {
        self.init()
        guard style.reserved == 0 else { throw .range }
        switch style.pull_down {
        case SEGPAGER_PULL_DOWN_STRETCH: pullDown = .stretch
        case SEGPAGER_PULL_DOWN_FOLLOW: pullDown = .follow
        case SEGPAGER_PULL_DOWN_PINNED: pullDown = .pinned
        default: throw .badEnum
        }
        switch style.content_mode {
        case SEGPAGER_HEADER_CONTENT_FILL: contentMode = .fill
        case SEGPAGER_HEADER_CONTENT_TOP_FILL: contentMode = .topFill
        case SEGPAGER_HEADER_CONTENT_TOP: contentMode = .top
        case SEGPAGER_HEADER_CONTENT_CENTER: contentMode = .center
        case SEGPAGER_HEADER_CONTENT_BOTTOM: contentMode = .bottom
        default: throw .badEnum
        }
        height = style.height
        pinnedHeight = style.pinned_height
        pinOffset = style.pin_offset
        parallax = style.parallax
        contentHeight = style.content_height
        try core { () throws(InputError) in try validate() }
    }
}

extension Rect {
    var abi: segpager_rect { segpager_rect(x: x, y: y, width: width, height: height) }
}

extension HeaderPhase {
    var abi: Int32 {
        switch self {
        case .stretched: return SEGPAGER_HEADER_STRETCHED
        case .expanded: return SEGPAGER_HEADER_EXPANDED
        case .collapsing: return SEGPAGER_HEADER_COLLAPSING
        case .pinned: return SEGPAGER_HEADER_PINNED
        }
    }
}

extension HeaderFrame {
    var abi: segpager_header_frame {
        segpager_header_frame(
            header: header.abi, content: content.abi, strip: strip.abi, phase: phase.abi,
            reserved: 0, progress: progress, stretch_scale: stretchScale)
    }
}

extension NestedScrollMode {
    init(abi mode: Int32) throws(Status) {
        switch mode {
        case SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED: self = .exitUntilCollapsed
        case SEGPAGER_NESTED_ENTER_ALWAYS: self = .enterAlways
        case SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED: self = .enterAlwaysCollapsed
        default: throw .badEnum
        }
    }
}

extension ListSyncPolicy {
    init(abi policy: Int32) throws(Status) {
        switch policy {
        case SEGPAGER_LIST_SYNC: self = .sync
        case SEGPAGER_LIST_KEEP_OWN: self = .keepOwn
        case SEGPAGER_LIST_RESET_TO_TOP: self = .resetToTop
        default: throw .badEnum
        }
    }
}

@c @implementation
public func segpager_header_style_init(_ style: UnsafeMutablePointer<segpager_header_style>?) -> Int32 {
    exportStatus { () throws(Status) in
        let d = HeaderStyle()
        try required(style).pointee = segpager_header_style(
            struct_size: UInt32(MemoryLayout<segpager_header_style>.size), pull_down: SEGPAGER_PULL_DOWN_STRETCH,
            content_mode: SEGPAGER_HEADER_CONTENT_FILL, reserved: 0, height: d.height,
            pinned_height: d.pinnedHeight, pin_offset: d.pinOffset, parallax: d.parallax,
            content_height: d.contentHeight)
    }
}

@c @implementation
public func segpager_header_frame_at(
    _ style: UnsafePointer<segpager_header_style>?, _ width: Double, _ listOffset: Double,
    _ outFrame: UnsafeMutablePointer<segpager_header_frame>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outFrame = try required(outFrame)
        let style = try HeaderStyle(abi: options(style))
        outFrame.pointee = try core { () throws(InputError) in
            try style.frame(atListOffset: listOffset, width: width)
        }.abi
    }
}

@c @implementation
public func segpager_header_list_offset(
    _ style: UnsafePointer<segpager_header_style>?, _ policy: Int32, _ ownOffset: Double, _ headerListOffset: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outOffset = try required(outOffset)
        let style = try HeaderStyle(abi: options(style))
        let rule = try ListSyncPolicy(abi: policy)
        let offset = try core { () throws(InputError) in
            try style.listOffset(forIncomingList: ownOffset, headerAt: headerListOffset, policy: rule)
        }
        try finite(offset)
        outOffset.pointee = offset
    }
}

@c @implementation
public func segpager_nested_scroll(
    _ style: UnsafePointer<segpager_header_style>?, _ mode: Int32, _ delta: Double, _ headerOffset: Double,
    _ listOffset: Double, _ listMaxOffset: Double, _ enterHeight: Double,
    _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outSplit = try required(outSplit)
        let style = try HeaderStyle(abi: options(style))
        let nested = try NestedScrollMode(abi: mode)
        let split = try core { () throws(InputError) in
            try style.split(
                delta: delta, headerOffset: headerOffset, listOffset: listOffset, listMaximum: listMaxOffset,
                mode: nested, enterHeight: enterHeight)
        }
        try finite(split.header, split.list, split.overscroll)
        outSplit.pointee = segpager_scroll_split(header: split.header, list: split.list, overscroll: split.overscroll)
    }
}

@c @implementation
public func segpager_header_snap_target(
    _ style: UnsafePointer<segpager_header_style>?, _ headerOffset: Double, _ velocity: Double,
    _ minVelocity: Double, _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outOffset = try required(outOffset)
        let style = try HeaderStyle(abi: options(style))
        let offset = try core { () throws(InputError) in
            try style.snapTarget(headerOffset: headerOffset, velocity: velocity, minimumVelocity: minVelocity)
        }
        try finite(offset)
        outOffset.pointee = offset
    }
}

@c @implementation
public func segpager_header_min_content_height(
    _ style: UnsafePointer<segpager_header_style>?, _ listViewportHeight: Double,
    _ outHeight: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outHeight = try required(outHeight)
        let style = try HeaderStyle(abi: options(style))
        let height = try core { () throws(InputError) in
            try style.minimumContentHeight(listViewportHeight: listViewportHeight)
        }
        try finite(height)
        outHeight.pointee = height
    }
}

@c @implementation
public func segpager_gesture_axis(
    _ dx: Double, _ dy: Double, _ minDistance: Double, _ maxAngle: Double, _ outAxis: UnsafeMutablePointer<Int32>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outAxis = try required(outAxis)
        let axis = try core { () throws(InputError) in
            try gestureAxis(dx: dx, dy: dy, minimumDistance: minDistance, maximumAngle: maxAngle)
        }
        switch axis {
        case .undecided: outAxis.pointee = SEGPAGER_AXIS_UNDECIDED
        case .horizontal: outAxis.pointee = SEGPAGER_AXIS_HORIZONTAL
        case .vertical: outAxis.pointee = SEGPAGER_AXIS_VERTICAL
        }
    }
}

extension HeaderStack {
    init(abi sections: UnsafePointer<segpager_header_section>?, count: Int) throws(Status) {
        let rows = try buffer(sections, count: validCount(count))
        var stack: [HeaderSection] = []
        stack.reserveCapacity(rows.count)
        for row in rows {
            guard row.flags & ~SEGPAGER_SECTION_SNAP == 0 else { throw .range }
            let behavior: HeaderSectionBehavior
            switch row.behavior {
            case SEGPAGER_SECTION_SCROLL: behavior = .scroll
            case SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED: behavior = .exitUntilCollapsed
            case SEGPAGER_SECTION_ENTER_ALWAYS: behavior = .enterAlways
            case SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED: behavior = .enterAlwaysCollapsed
            case SEGPAGER_SECTION_PINNED: behavior = .pinned
            default: throw .badEnum
            }
            stack.append(
                HeaderSection(
                    height: row.height, minHeight: row.min_height, behavior: behavior,
                    snaps: row.flags & SEGPAGER_SECTION_SNAP != 0))
        }
        self.init(sections: stack)
    }
}

@c @implementation
public func segpager_header_stack_ranges(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int,
    _ outRanges: UnsafeMutablePointer<segpager_header_ranges>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outRanges = try required(outRanges)
        let stack = try HeaderStack(abi: sections, count: count)
        let ranges = try core { () throws(InputError) in try stack.ranges() }
        try finite(ranges.height, ranges.collapseRange, ranges.pinnedHeight, ranges.enterRange)
        outRanges.pointee = segpager_header_ranges(
            height: ranges.height, collapse_range: ranges.collapseRange, pinned_height: ranges.pinnedHeight,
            enter_range: ranges.enterRange)
    }
}

@c @implementation
public func segpager_header_stack_scroll(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int, _ delta: Double, _ headerOffset: Double,
    _ listOffset: Double, _ listMaxOffset: Double, _ outSplit: UnsafeMutablePointer<segpager_scroll_split>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outSplit = try required(outSplit)
        let stack = try HeaderStack(abi: sections, count: count)
        let split = try core { () throws(InputError) in
            try stack.split(delta: delta, headerOffset: headerOffset, listOffset: listOffset, listMaximum: listMaxOffset)
        }
        try finite(split.header, split.list, split.overscroll)
        outSplit.pointee = segpager_scroll_split(header: split.header, list: split.list, overscroll: split.overscroll)
    }
}

@c @implementation
public func segpager_header_stack_snap_target(
    _ sections: UnsafePointer<segpager_header_section>?, _ count: Int, _ headerOffset: Double,
    _ outOffset: UnsafeMutablePointer<Double>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outOffset = try required(outOffset)
        let stack = try HeaderStack(abi: sections, count: count)
        let offset = try core { () throws(InputError) in try stack.snapTarget(headerOffset: headerOffset) }
        try finite(offset)
        outOffset.pointee = offset
    }
}
