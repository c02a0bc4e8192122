// A step's frame written out to the caller: its arrays within their
// capacities, and the sizes of the older frames and entries it keeps writing.

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of `segpager_frame` in 0.6.0, before the header fields.
let frameFirstHeaderlessSize = MemoryLayout<segpager_frame>.offset(of: \.has_header) ?? 0

/// The size of `segpager_frame` in 0.7.0, before `dropped_notifications`.
let frameBeforeDropsSize = MemoryLayout<segpager_frame>.offset(of: \.dropped_notifications) ?? 0

/// Writes up to `capacity` of `values` into `destination`; reports whether all fit.
private func write<T, C>(
    _ values: [T], to destination: UnsafeMutablePointer<C>?, capacity: Int, _ convert: (T) -> C
) -> Bool {
    let fitting = holds(capacity, values.count) ? values.count : capacity
    for i in 0..<fitting { destination?[i] = convert(values[i]) }
    return fitting == values.count
}

/// The size of a `segpager_page_visibility` in 0.7.0, before `x` and `width`.
private let pageVisibilityFirstSize = MemoryLayout<segpager_page_visibility>.offset(of: \.x) ?? 0

/// Writes up to `capacity` pages as 0.7.0's entries (page, reserved,
/// visibility), for a caller whose frame is older than 0.8.0's and whose
/// array has that element size; reports whether all fit.
private func writeLegacyPages(
    _ pages: [PagerFrame.Page], to destination: UnsafeMutablePointer<segpager_page_visibility>?, capacity: Int
) -> Bool {
    let fitting = holds(capacity, pages.count) ? pages.count : capacity
    guard let raw = destination.map({ UnsafeMutableRawPointer($0) }) else { return fitting == pages.count }
    for i in 0..<fitting {
        let entry = raw + i * pageVisibilityFirstSize
        entry.storeBytes(of: Int32(pages[i].page), as: Int32.self)
        entry.storeBytes(of: 0, toByteOffset: 4, as: Int32.self)
        entry.storeBytes(of: pages[i].visibility, toByteOffset: 8, as: Double.self)
    }
    return fitting == pages.count
}

/// The caller's `segpager_frame` size, which says which fields it has; one
/// smaller than 0.6.0's is `Status.structSize`.
func frameStructSize(_ frame: UnsafeMutablePointer<segpager_frame>) throws(Status) -> UInt32 {
    let size = UnsafeRawPointer(frame).load(as: UInt32.self)
    guard Int(size) >= frameFirstHeaderlessSize else { throw structSizeTooSmall(size).in("out_frame") }
    return size
}

extension segpager_step_buffers {
    /// Every array is there, or has no room: a NULL array with a capacity
    /// is `Status.null` (named as a member: `segpager_pager_step_into`
    /// names the struct, `segpager_pager_step` has them as arguments).
    func requireArrays() throws(Status) {
        try requireArray(appearances, capacity: appearance_capacity, "appearances")
        try requireArray(notifications, capacity: notification_capacity, "notifications")
        try requireArray(pages, capacity: page_capacity, "pages")
        try requireArray(list_offsets, capacity: list_offset_capacity, "list_offsets")
        try requireArray(strip_items, capacity: strip_item_capacity, "strip_items")
    }
}

/// The size of `segpager_step_buffers` in 0.7.0, before the strip items.
private let stepBuffersFirstReleaseSize = MemoryLayout<segpager_step_buffers>.offset(of: \.strip_items) ?? 0

/// Reads a caller's step buffers, an argument named `buffers` (a
/// 0.7.0-sized struct has no strip items), and checks the reserved field.
func stepBuffers(_ pointer: UnsafePointer<segpager_step_buffers>?) throws(Status)
    -> segpager_step_buffers
{
    try named("buffers") { () throws(Status) in
        let arrays = try options(
            pointer, firstReleaseSize: stepBuffersFirstReleaseSize, defaults: noBuffers())
        try requireZero(arrays.reserved, "reserved")
        return arrays
    }
}

/// Step buffers with no arrays: what `segpager_step_buffers_init` writes.
func noBuffers() -> segpager_step_buffers {
    segpager_step_buffers(
        struct_size: UInt32(MemoryLayout<segpager_step_buffers>.size), reserved: 0,
        appearances: nil, appearance_capacity: 0, notifications: nil, notification_capacity: 0,
        pages: nil, page_capacity: 0, list_offsets: nil, list_offset_capacity: 0, strip_items: nil,
        strip_item_capacity: 0)
}

extension segpager_strip_item {
    /// The C struct for a core strip item (no subtitle: has_subtitle 0 and
    /// its box all zero).
    init(_ item: StripItem) {
        let title = segpager_item_frame(x: item.title.x, width: item.title.width)
        let subtitle =
            item.subtitle.map { segpager_item_frame(x: $0.x, width: $0.width) } ?? segpager_item_frame()
        self.init(
            item: Int32(item.item), has_subtitle: item.subtitle == nil ? 0 : 1,
            frame: segpager_item_frame(x: item.frame.x, width: item.frame.width), title: title,
            subtitle: subtitle)
    }
}

/// How many notifications a caller's array takes: none are kept for a
/// NULL array with a 0.8.0-sized frame (the caller wants none); an older
/// frame cannot count drops, so its notifications wait as before.
func delivery(_ buffers: segpager_step_buffers, frameSize: UInt32) -> NotificationDelivery {
    if buffers.notifications == nil && Int(frameSize) >= MemoryLayout<segpager_frame>.size { return .none }
    // A size_t capacity past Int.max arrives negative: it holds any count.
    let capacity = buffers.notification_capacity
    return .atMost(capacity < 0 ? Int.max : capacity)
}

/// Writes a step's frame out: the notifications it took (what did not fit
/// waits in the pager, in order), the caller's arrays and its
/// `segpager_frame`. Returns whether anything was cut short. `frame` is the
/// box's own, only read: inout passes it in place, where a copy (or a
/// `borrowing` parameter, measured) retains and releases its four arrays.
/// `segpager_pager_run` writes its records with it too. A frame made
/// without its arrays (whose caller's arrays are all NULL) has `counts`:
/// the appearance and page counts.
func deliver(
    _ frame: inout PagerFrame, into outFrame: UnsafeMutablePointer<segpager_frame>,
    frameSize: UInt32, _ buffers: segpager_step_buffers, listOffsets: Bool, counts: FrameCounts? = nil
) -> Bool {
    // The pager took at most the capacity.
    let delivered = frame.notifications.count
    for k in 0..<delivered { buffers.notifications?[k] = frame.notifications[k].abi }
    let appearanceCount = counts?.appearances ?? frame.strip.appearances.count
    let pageCount = counts?.pages ?? frame.pages.count
    let looksFit: Bool
    let pagesFit: Bool
    let offsetsFit: Bool
    let itemsFit: Bool
    if counts != nil {
        // A frame without arrays has none to write: its arrays fit when its
        // counts do (a NULL array, capacity 0, holds none), as the full
        // frame's would. It is made only for NULL arrays (strip items too).
        looksFit = holds(buffers.appearance_capacity, appearanceCount)
        pagesFit = holds(buffers.page_capacity, pageCount)
        offsetsFit = holds(buffers.list_offset_capacity, pageCount)
        itemsFit = true
    } else {
        looksFit = write(
            frame.strip.appearances, to: buffers.appearances, capacity: buffers.appearance_capacity
        ) {
            $0.abi
        }
        pagesFit =
            Int(frameSize) >= MemoryLayout<segpager_frame>.size
            ? write(frame.pages, to: buffers.pages, capacity: buffers.page_capacity) {
                segpager_page_visibility(
                    page: Int32($0.page), reserved: 0, visibility: $0.visibility, x: $0.x, width: $0.width)
            } : writeLegacyPages(frame.pages, to: buffers.pages, capacity: buffers.page_capacity)
        offsetsFit = write(
            frame.listOffsets, to: buffers.list_offsets, capacity: buffers.list_offset_capacity
        ) {
            $0
        }
        // A NULL strip item array is a caller that wants none (as a 0.7.0 one).
        itemsFit =
            buffers.strip_items == nil
            || write(frame.stripItems, to: buffers.strip_items, capacity: buffers.strip_item_capacity) {
                segpager_strip_item($0)
            }
    }
    let truncated =
        !looksFit || !pagesFit || (listOffsets && (!offsetsFit || !itemsFit))
        || frame.waitingNotifications > 0

    var written = segpager_frame(
        struct_size: frameSize, phase: frame.phase.abi,
        selected_index: frame.selectedIndex.abiIndex,
        transition_target: frame.transitionTarget.abiIndex,
        first_visible_item: frame.strip.firstVisibleItem.abiIndex, reserved: 0,
        time: frame.time, page_offset: frame.pageOffset, position: frame.position,
        target_page_offset: frame.targetPageOffset, transition_progress: frame.transitionProgress,
        strip_offset: frame.strip.stripOffset, indicator: frame.strip.indicator.abi,
        appearance_count: appearanceCount, notification_count: delivered,
        pending_notifications: frame.waitingNotifications, page_count: pageCount,
        has_header: 0, refreshing: 0, header_animating: 0, reserved2: 0, header: segpager_header_frame(),
        header_offset: 0, pull: 0, list_offset: frame.listOffset,
        split: segpager_scroll_split(
            header: frame.split.header, list: frame.split.list, overscroll: frame.split.overscroll),
        dropped_notifications: frame.droppedNotifications, strip_content_width: frame.stripContentWidth,
        strip_scrolls: frame.stripScrolls ? 1 : 0,
        indicator_corners: frame.strip.indicator.roundedCorners.abi,
        reserved3: 0, strip_phase: frame.stripPhase.abi,
        gesture: frame.gesture.abi,
        list_animating: frame.isListAnimating ? 1 : 0)
    // One unwrap (each `header?.` copied the optional header frame out).
    if let header = frame.header {
        written.has_header = 1
        written.refreshing = header.isRefreshing ? 1 : 0
        written.header_animating = header.isAnimating ? 1 : 0
        written.header = header.frame.abi
        written.header_offset = header.headerOffset
        written.pull = header.pull
    }
    if Int(frameSize) >= MemoryLayout<segpager_frame>.size {
        outFrame.pointee = written
    } else {
        // An older, smaller frame: write only the fields its release had.
        let count = Int(frameSize) >= frameBeforeDropsSize ? frameBeforeDropsSize : frameFirstHeaderlessSize
        withUnsafeBytes(of: &written) { source in
            UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(outFrame), count: count)
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[..<count]))
        }
    }
    return truncated
}
