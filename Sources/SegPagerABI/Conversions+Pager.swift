// The pager's C structs and the core's values, both ways: events and
// notifications (the configuration's are generated: Conversions+Options.swift).

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PagerEvent {
    init(abi event: segpager_event) throws(Status) {
        try requireZero(event.reserved, "reserved")
        guard event.flags & ~SEGPAGER_EVENT_ANIMATED == 0 else {
            throw Status(
                .range, field: "flags", rule: "must have no bit but SEGPAGER_EVENT_ANIMATED",
                integer: event.flags)
        }
        let t = event.time
        switch event.kind {
        case SEGPAGER_EVENT_DRAG_BEGAN: self = .dragBegan(time: t)
        case SEGPAGER_EVENT_DRAG_MOVED: self = .dragMoved(time: t, pageOffset: event.offset)
        case SEGPAGER_EVENT_DRAG_ENDED: self = .dragEnded(time: t, velocity: event.velocity)
        case SEGPAGER_EVENT_HOST_SCROLLED: self = .hostScrolled(time: t, pageOffset: event.offset)
        case SEGPAGER_EVENT_TAB_TAPPED: self = .tabTapped(time: t, index: Int(event.index))
        case SEGPAGER_EVENT_SELECT:
            self = .select(
                time: t, index: Int(event.index), animated: event.flags & SEGPAGER_EVENT_ANIMATED != 0)
        case SEGPAGER_EVENT_TICK: self = .tick(time: t)
        case SEGPAGER_EVENT_RESIZED:
            self = .resized(time: t, viewportWidth: event.width, stripViewportWidth: event.offset)
        case SEGPAGER_EVENT_LIST_SCROLLED: self = .listScrolled(time: t, delta: event.offset)
        case SEGPAGER_EVENT_LIST_ENDED: self = .listEnded(time: t, velocity: event.velocity)
        case SEGPAGER_EVENT_LIST_RESIZED:
            self = .listResized(time: t, index: Int(event.index), maxOffset: event.offset)
        case SEGPAGER_EVENT_REFRESH_ENDED: self = .refreshEnded(time: t)
        case SEGPAGER_EVENT_POINTER_DOWN:
            self = .pointerDown(
                time: t, x: event.x, y: event.y, region: try PointerRegion(abi: event.region, "region"))
        case SEGPAGER_EVENT_POINTER_MOVED: self = .pointerMoved(time: t, x: event.x, y: event.y)
        case SEGPAGER_EVENT_POINTER_UP: self = .pointerUp(time: t, x: event.x, y: event.y)
        case SEGPAGER_EVENT_POINTER_CANCELLED: self = .pointerCancelled(time: t)
        case SEGPAGER_EVENT_WHEEL:
            self = .wheel(
                time: t, deltaX: event.delta_x, deltaY: event.delta_y,
                region: try PointerRegion(abi: event.region, "region"))
        case SEGPAGER_EVENT_STRIP_DRAG_BEGAN: self = .stripDragBegan(time: t)
        case SEGPAGER_EVENT_STRIP_DRAG_MOVED: self = .stripDragMoved(time: t, stripOffset: event.offset)
        case SEGPAGER_EVENT_STRIP_DRAG_ENDED: self = .stripDragEnded(time: t, velocity: event.velocity)
        default: throw unknownConstant("kind", event.kind)
        }
    }
}

extension PagerNotification {
    var abi: segpager_notification {
        var note = segpager_notification()
        note.kind = kind.abi
        note.page = Int32(page)
        note.id = id
        note.time = time
        if let headerPhase, let previousHeaderPhase {
            // HEADER_PHASE: the phases in their own fields (the unions' other halves).
            note.old_phase = previousHeaderPhase.abi
            note.new_phase = headerPhase.abi
            return note
        }
        note.previous = previous.map { Int32($0) } ?? SEGPAGER_NONE
        note.cause = cause?.abi ?? SEGPAGER_CAUSE_NONE
        return note
    }
}

/// The defaults `segpager_pager_configuration_init` writes.
func defaultPagerConfig() -> segpager_pager_configuration {
    segpager_pager_configuration(PagerConfiguration())
}

/// The size of `segpager_pager_configuration` in 0.3.0, before the settle fields.
let pagerConfigFirstReleaseSize = MemoryLayout<segpager_pager_configuration>.offset(of: \.settle_mode) ?? 0
