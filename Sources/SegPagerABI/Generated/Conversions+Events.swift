// Generated from bindings/c/segpager.h and bindings/abi/events.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

import CSegPager
import SegPager

extension PagerEvent {
    /// The event a C `segpager_event` holds: the members its kind reads
    /// (events.toml), its flags; `reserved` must be 0 and `kind` one of
    /// the SEGPAGER_EVENT_* kinds.
    init(abi event: segpager_event) throws(Status) {
        try requireZero(event.reserved, "reserved")
        guard event.flags & ~(SEGPAGER_EVENT_ANIMATED) == 0 else {
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

extension CNames {
    /// The events' Swift labels that are not their C member in snake_case
    /// (an event's one number member holds what its kind says).
    static let eventsNames: [(swift: StaticString, c: StaticString)] = [
        ("delta", "offset"),
        ("maxOffset", "offset"),
        ("pageOffset", "offset"),
        ("stripOffset", "offset"),
        ("stripViewportWidth", "offset"),
        ("viewportWidth", "width"),
    ]
}
