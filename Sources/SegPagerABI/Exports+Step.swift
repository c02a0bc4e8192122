// The per-frame exports: a step, a step into buffers, and the last frame again.

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The most events converted on the stack at once; longer batches are
/// converted on the heap.
private let stackEvents = 32

@c @implementation
public func segpager_pager_step(
    _ pager: OpaquePointer?,
    _ events: UnsafePointer<segpager_event>?, _ eventCount: Int,
    _ outFrame: UnsafeMutablePointer<segpager_frame>?,
    _ appearances: UnsafeMutablePointer<segpager_item_appearance>?, _ appearanceCapacity: Int,
    _ notifications: UnsafeMutablePointer<segpager_notification>?, _ notificationCapacity: Int,
    _ pages: UnsafeMutablePointer<segpager_page_visibility>?, _ pageCapacity: Int
) -> Int32 {
    var buffers = noBuffers()
    (buffers.appearances, buffers.appearance_capacity) = (appearances, appearanceCapacity)
    (buffers.notifications, buffers.notification_capacity) = (notifications, notificationCapacity)
    (buffers.pages, buffers.page_capacity) = (pages, pageCapacity)
    return step(pager, events, eventCount, outFrame, buffers, names: "", listOffsets: false)
}

@c @implementation
public func segpager_step_buffers_init(_ buffers: UnsafeMutablePointer<segpager_step_buffers>?) -> Int32 {
    exportInit(buffers, "buffers") { noBuffers() }
}

@c @implementation
public func segpager_pager_step_into(
    _ pager: OpaquePointer?, _ events: UnsafePointer<segpager_event>?, _ eventCount: Int,
    _ outFrame: UnsafeMutablePointer<segpager_frame>?, _ buffers: UnsafePointer<segpager_step_buffers>?
) -> Int32 {
    var arrays = segpager_step_buffers()
    let status = exportStatus { () throws(Status) in arrays = try stepBuffers(buffers) }
    guard status == Status.ok.code else { return status }
    return step(pager, events, eventCount, outFrame, arrays, names: "buffers", listOffsets: true)
}

@c @implementation
public func segpager_pager_last_frame(
    _ pager: OpaquePointer?, _ outFrame: UnsafeMutablePointer<segpager_frame>?,
    _ buffers: UnsafePointer<segpager_step_buffers>?
) -> Int32 {
    var truncated = false
    let status = exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            let outFrame = try required(outFrame, "out_frame")
            let arrays = try stepBuffers(buffers)
            let frameSize = try frameStructSize(outFrame)
            try named("buffers") { () throws(Status) in try arrays.requireArrays() }
            box.pager.takeWaitingNotifications(delivery(arrays, frameSize: frameSize), into: &box.frame)
            truncated = deliver(&box.frame, into: outFrame, frameSize: frameSize, arrays, listOffsets: true)
        }
    }
    return status == Status.ok.code && truncated ? Status.truncated.code : status
}

/// `events` as the core's, in memory that lives for `body` only (a small
/// batch sits on the stack: no heap array), for the step and run exports;
/// a bad event fails as `events[k]`.
@inline(__always)
func withCoreEvents(
    _ events: UnsafeBufferPointer<segpager_event>,
    _ body: (UnsafeBufferPointer<PagerEvent>) throws(Status) -> Void
) throws(Status) {
    try withUnsafeTemporaryAllocation(of: PagerEvent.self, capacity: max(events.count, 1)) {
        (parsed: UnsafeMutableBufferPointer<PagerEvent>) throws(Status) in
        var converted = 0
        defer { _ = parsed[..<converted].deinitialize() }
        for event in events {
            do throws(Status) {
                parsed.initializeElement(at: converted, to: try PagerEvent(abi: event))
            } catch {
                throw error.element(converted, of: "events")
            }
            converted += 1
        }
        try body(UnsafeBufferPointer(rebasing: parsed[..<converted]))
    }
}

/// The body of both step exports; `segpager_pager_step` has no list offsets
/// array, so they never make it report a truncation. `arrays` is the C
/// argument holding the arrays ("" when they are arguments themselves).
private func step(
    function: StaticString = #function, _ pager: OpaquePointer?, _ events: UnsafePointer<segpager_event>?,
    _ eventCount: Int, _ outFrame: UnsafeMutablePointer<segpager_frame>?, _ buffers: segpager_step_buffers,
    names arrays: StaticString, listOffsets: Bool
) -> Int32 {
    var truncated = false
    var counts: FrameCounts?
    let status = exportStatus(function: function) { () throws(Status) in
        try withSteppedBox(pager) { (box: PagerBox) throws(Status) in
            let outFrame = try required(outFrame, "out_frame")
            let frameSize = try frameStructSize(outFrame)
            let events = try buffer(events, count: validCount(eventCount, "event_count"), "events")
            try named(arrays) { () throws(Status) in try buffers.requireArrays() }
            // Convert the events, step into the box's frame, then write the
            // caller's arrays: nothing is written when the step fails.
            try withCoreEvents(events) { (batch: UnsafeBufferPointer<PagerEvent>) throws(Status) in
                let delivery = delivery(buffers, frameSize: frameSize)
                // A caller with no arrays gets the counts only: the frame is
                // made without its arrays, until segpager_pager_last_frame (or
                // any other export) asks for them.
                let lean =
                    buffers.appearances == nil && buffers.pages == nil && buffers.list_offsets == nil
                    && buffers.strip_items == nil
                if lean {
                    counts = try core(.events) { () throws(InputError) in
                        try box.pager.stepCounting(
                            Span(_unsafeElements: batch), into: &box.frame, delivering: delivery)
                    }
                } else {
                    try core(.events) { () throws(InputError) in
                        try box.pager.step(
                            Span(_unsafeElements: batch), into: &box.frame, delivering: delivery)
                    }
                }
                box.frameLacksArrays = lean
            }
            truncated = deliver(
                &box.frame, into: outFrame, frameSize: frameSize, buffers, listOffsets: listOffsets,
                counts: counts)
        }
    }
    return status == Status.ok.code && truncated ? Status.truncated.code : status
}
