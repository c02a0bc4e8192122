import CSegPager
import SegPager

/// Run buffers with no arrays: what `segpager_run_buffers_init` writes.
private func noRunBuffers() -> segpager_run_buffers {
    let size = MemoryLayout<segpager_frame>.size
    return segpager_run_buffers(
        struct_size: UInt32(MemoryLayout<segpager_run_buffers>.size), reserved: 0, frames: nil,
        frame_size: size, frame_stride: size, notifications: nil, notification_frames: nil,
        notification_capacity: 0)
}

@c @implementation
public func segpager_run_buffers_init(_ buffers: UnsafeMutablePointer<segpager_run_buffers>?) -> Int32 {
    exportInit(buffers, "buffers") { noRunBuffers() }
}

extension segpager_run_buffers {
    /// Checks what the records and the notifications go into, for
    /// `frameCount` records; failures name the member (inside `named`).
    fileprivate func validate(frameCount: Int) throws(Status) {
        try requireZero(reserved, "reserved")
        let size = try validCount(frame_size, "frame_size")
        guard size >= frameFirstHeaderlessSize else {
            throw Status(
                .structSize, field: "frame_size",
                rule: "must be at least 0.6.0's segpager_frame (up to page_count)", integer: size)
        }
        let stride = try validCount(frame_stride, "frame_stride")
        guard stride >= size, stride % 8 == 0 else {
            throw Status(
                .range, field: "frame_stride", rule: "must be >= frame_size and a multiple of 8",
                integer: stride)
        }
        guard frames != nil || frameCount == 0 else {
            throw Status(.null, field: "frames", rule: "must not be NULL when frame_count is > 0")
        }
        // Records hold doubles: a misaligned one would be a misaligned store.
        guard Int(bitPattern: frames) % 8 == 0 else {
            throw Status(.range, field: "frames", rule: "must be 8-byte aligned")
        }
        try requireArray(notifications, capacity: notification_capacity, "notifications")
        try requireArray(notification_frames, capacity: notification_capacity, "notification_frames")
    }

    /// How many notifications the next frame may take, after `written`:
    /// none kept when the caller wants none (a NULL array).
    fileprivate func delivery(after written: Int) -> NotificationDelivery {
        guard notifications != nil else { return .none }
        // A size_t capacity past Int.max arrives negative: it holds any count.
        let capacity = notification_capacity < 0 ? Int.max : notification_capacity
        return .atMost(capacity - written)
    }
}

/// A span of the caller's memory that a run reads or writes: its C name,
/// the rule a region overlapping it breaks (naming it), and its bytes.
private struct RunRegion {
    let name: StaticString
    let overlapRule: StaticString
    let start: UInt
    /// One past the last byte (saturated: a huge capacity reaches the end).
    let end: UInt

    init?(
        _ name: StaticString, _ overlapRule: StaticString, _ pointer: UnsafeRawPointer?, count: Int,
        size: Int
    ) {
        guard let pointer, count != 0, size > 0 else { return nil }
        self.name = name
        self.overlapRule = overlapRule
        start = UInt(bitPattern: Int(bitPattern: pointer))
        let (bytes, tooMany) = UInt(bitPattern: count).multipliedReportingOverflow(by: UInt(size))
        let (end, past) = start.addingReportingOverflow(bytes)
        self.end = tooMany || past ? UInt.max : end
    }

    /// `count` records `stride` bytes apart, the last `last` bytes long.
    init?(
        _ name: StaticString, _ overlapRule: StaticString, _ pointer: UnsafeRawPointer?, count: Int,
        stride: Int, last: Int
    ) {
        guard count > 0 else { return nil }
        let (before, tooMany) = UInt(bitPattern: count - 1).multipliedReportingOverflow(
            by: UInt(bitPattern: stride))
        let (bytes, past) = before.addingReportingOverflow(UInt(bitPattern: last))
        let size = tooMany || past ? Int.max : Int(clamping: bytes)
        self.init(name, overlapRule, pointer, count: 1, size: size)
    }

    func overlaps(_ other: RunRegion) -> Bool { start < other.end && other.start < end }
}

/// No two of a run's arrays share memory: the run reads its inputs while it
/// writes its outputs, so an output over an input (or another output) would
/// read what it wrote (the same array as `event_frames` and
/// `notification_frames` stepped 38 of 40 frames wrong). Names both.
/// The regions are a homogeneous tuple (laid out as an array), so the check
/// allocates nothing: a run allocates no more than its steps would.
private typealias RunRegions = (
    RunRegion?, RunRegion?, RunRegion?, RunRegion?, RunRegion?, RunRegion?, RunRegion?
)

private func requireApart(_ regions: RunRegions) throws(Status) {
    var regions = regions
    try withUnsafeMutableBytes(of: &regions) { (raw) throws(Status) in
        let all = raw.bindMemory(to: RunRegion?.self)
        for i in all.indices {
            guard let a = all[i] else { continue }
            for j in all.indices where j > i {
                if let b = all[j], a.overlaps(b) { throw Status(.range, field: b.name, rule: a.overlapRule) }
            }
        }
    }
}

/// `event_frames`: non-decreasing frame indices, each below `frameCount`.
private func checkFrames(_ eventFrames: UnsafeBufferPointer<UInt32>, frameCount: Int) throws(Status) {
    var previous: UInt32 = 0
    for k in eventFrames.indices {
        let f = eventFrames[k]
        guard Int(f) < frameCount else {
            throw Status(
                .index,
                detail: InputError(
                    .indexOutOfRange, field: "event_frames", integer: f, index: k,
                    validIndices: 0..<frameCount))
        }
        guard f >= previous else {
            throw Status(
                .order,
                detail: InputError(
                    .outOfOrder, field: "event_frames", rule: "must not be less than the entry before it",
                    integer: f, index: k))
        }
        previous = f
    }
}

@c @implementation
public func segpager_pager_run(
    _ pager: OpaquePointer?, _ events: UnsafePointer<segpager_event>?, _ eventFrames: UnsafePointer<UInt32>?,
    _ eventCount: Int, _ frameCount: Int, _ buffers: UnsafePointer<segpager_run_buffers>?,
    _ outFramesDone: UnsafeMutablePointer<Int>?, _ outNotificationCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    var truncated = false
    // Written once the run has started: on success, and (the documented
    // exception) when a frame fails while applying.
    var counts: (done: UnsafeMutablePointer<Int>, notes: UnsafeMutablePointer<Int>)?
    var done = 0
    var written = 0
    let status = exportStatus { () throws(Status) in
        try withSteppedBox(pager) { (box: PagerBox) throws(Status) in
            // The run's frames have no arrays; the last one written gets them
            // when an export asks (`withBox`), from the pager's state (that
            // frame's: a failed frame after it was put back), so
            // segpager_pager_last_frame writes what a step would have. Set on
            // the way out, also when a frame fails, under the pager's lock.
            defer { if done > 0 { box.frameLacksArrays = true } }
            let events = try buffer(events, count: validCount(eventCount, "event_count"), "events")
            let eventFrames = try buffer(eventFrames, count: events.count, "event_frames")
            let frameCount = try validCount(frameCount, "frame_count")
            let arrays = try named("buffers") { () throws(Status) in
                let arrays: segpager_run_buffers = try options(buffers)
                try arrays.validate(frameCount: frameCount)
                return arrays
            }
            let outDone = try required(outFramesDone, "out_frames_done")
            let outNotes = try required(outNotificationCount, "out_notification_count")
            try requireApart(
                (
                    RunRegion(
                        "events", "must not overlap events (a run reads its inputs while it writes)",
                        events.baseAddress, count: events.count, size: MemoryLayout<segpager_event>.stride),
                    RunRegion(
                        "event_frames",
                        "must not overlap event_frames (a run reads its inputs while it writes)",
                        eventFrames.baseAddress, count: eventFrames.count, size: 4),
                    RunRegion(
                        "buffers.frames", "must not overlap buffers.frames (a run writes each array once)",
                        arrays.frames, count: frameCount, stride: arrays.frame_stride, last: arrays.frame_size
                    ),
                    RunRegion(
                        "buffers.notifications",
                        "must not overlap buffers.notifications (a run writes each array once)",
                        arrays.notifications, count: arrays.notification_capacity,
                        size: MemoryLayout<segpager_notification>.stride),
                    RunRegion(
                        "buffers.notification_frames",
                        "must not overlap buffers.notification_frames (a run writes each array once)",
                        arrays.notification_frames, count: arrays.notification_capacity, size: 4),
                    RunRegion(
                        "out_frames_done", "must not overlap out_frames_done (a run writes each output once)",
                        outDone, count: 1, size: MemoryLayout<Int>.stride),
                    RunRegion(
                        "out_notification_count", "must not overlap out_notification_count", outNotes,
                        count: 1,
                        size: MemoryLayout<Int>.stride),
                ))
            try checkFrames(eventFrames, frameCount: frameCount)
            let frameSize = UInt32(arrays.frame_size)
            // Every event is converted and checked before the first step, so a
            // bad one anywhere leaves the pager as it was.
            try withCoreEvents(events) { (all: UnsafeBufferPointer<PagerEvent>) throws(Status) in
                try core(.events) { () throws(InputError) in
                    try box.pager.validate(Span(_unsafeElements: all))
                }
                counts = (outDone, outNotes)
                var start = 0
                var frame = 0
                while frame < frameCount {
                    var end = start
                    while end < all.count && Int(eventFrames[end]) == frame { end += 1 }
                    let batch = UnsafeBufferPointer(rebasing: all[start..<end])
                    // A record holds no arrays: the frame is made without them.
                    let frameCounts = try core(.events) { () throws(InputError) in
                        try box.pager.stepCounting(
                            Span(_unsafeElements: batch), into: &box.frame,
                            delivering: arrays.delivery(after: written))
                    }
                    var into = noBuffers()
                    into.notifications = arrays.notifications.map { $0 + written }
                    into.notification_capacity = box.frame.notifications.count
                    let record = (arrays.frames.unsafelyUnwrapped + frame * arrays.frame_stride)
                        .assumingMemoryBound(to: segpager_frame.self)
                    _ = deliver(
                        &box.frame, into: record, frameSize: frameSize, into, listOffsets: false,
                        counts: frameCounts)
                    let taken = box.frame.notifications.count
                    for k in written..<(written + taken) { arrays.notification_frames?[k] = UInt32(frame) }
                    written += taken
                    frame += 1
                    done = frame
                    start = end
                    if box.frame.waitingNotifications > 0 {
                        truncated = true
                        break
                    }
                }
            }
        }
    }
    if let counts {
        counts.done.pointee = done
        counts.notes.pointee = written
    }
    return status == Status.ok.code && truncated ? Status.truncated.code : status
}
