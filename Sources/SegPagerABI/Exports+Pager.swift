import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The object behind a `segpager_pager *`: the pager value and the frame
/// each step is computed into (kept, so its arrays are reused, and so
/// `segpager_pager_last_frame` can write it again). Notifications a
/// too-small array could not take wait in the pager itself.
final class PagerBox {
    // No dynamic exclusivity checks (~100 instructions per access, a tenth
    // of a step): every access is under `lock`, held for the whole call
    // (`withBox`), and no export reenters another, so accesses never overlap.
    @exclusivity(unchecked) var pager: Pager
    @exclusivity(unchecked) var frame = PagerFrame()
    /// `frame` was made without its arrays (by `segpager_pager_run`, or a
    /// step whose arrays were all NULL), and `pager` is still in that
    /// frame's state: `box(_:)` makes them (`completeFrame()`) before any
    /// other export reads the frame or changes the pager.
    @exclusivity(unchecked) var frameLacksArrays = false

    /// Held for the whole of every call on this pager, destroy included
    /// (`withSteppedBox`). A pthread mutex, as `LockedSet`'s, so
    /// ThreadSanitizer sees it.
    let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Set by `segpager_pager_destroy` under `lock`: a call that waited for
    /// the lock while the pager was destroyed finds it dead.
    @exclusivity(unchecked) var isDestroyed = false

    init(_ pager: Pager) {
        self.pager = pager
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Makes the arrays a frame made without them lacks.
    func completeFrame() {
        guard frameLacksArrays else { return }
        frameLacksArrays = false
        // It cannot fail: the same computation succeeded for this state.
        try? pager.fillFrameArrays(&frame)
    }
}

/// A set guarded by a pthread mutex. Not Synchronization's `Mutex`: on
/// Linux it locks with raw futex calls that ThreadSanitizer cannot see, so
/// `make sanitize`'s threaded test reported races on correctly locked data.
final class LockedSet: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only touched under the mutex, so the runtime's exclusivity check
    /// (as much as the lock itself) is left out.
    @exclusivity(unchecked) private var members = KeySet()

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func withLock<T>(_ body: (inout KeySet) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&members)
    }
}

/// Every live handle's address, so a destroyed or foreign handle is an error
/// instead of a read of freed memory.
private let liveHandles = LockedSet()

private func address(_ handle: OpaquePointer) -> Int64 { Int64(Int(bitPattern: UnsafeRawPointer(handle))) }

/// The live box behind `handle`, retained (taken under the registry's lock,
/// so a destroy on another thread cannot free it under the caller), or nil.
private func liveBox(_ handle: OpaquePointer) -> PagerBox? {
    liveHandles.withLock { handles in
        handles.contains(address(handle))
            ? Unmanaged<PagerBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue() : nil
    }
}

/// Runs `body` with the box behind a live handle, its frame complete
/// (`completeFrame()`), holding the pager's lock for the whole call.
@inline(__always)
func withBox<T>(_ handle: OpaquePointer?, _ body: (PagerBox) throws(Status) -> T) throws(Status) -> T {
    try withSteppedBox(handle) { (box: PagerBox) throws(Status) in
        box.completeFrame()
        return try body(box)
    }
}

/// Runs `body` with the box behind a live handle, its frame as it is (for
/// the exports that step, which make a new frame or leave it as it was when
/// they fail), holding the pager's lock for the whole call: calls on one
/// pager from several threads take turns, and a destroy waits for the call
/// under way (a call that waited for a destroy finds the handle dead).
@inline(__always)
func withSteppedBox<T>(_ handle: OpaquePointer?, _ body: (PagerBox) throws(Status) -> T) throws(Status) -> T {
    guard let handle else { throw Status(.null, field: "pager", rule: notNull) }
    guard let box = liveBox(handle) else { throw notAPager }
    pthread_mutex_lock(box.lock)
    defer { pthread_mutex_unlock(box.lock) }
    guard !box.isDestroyed else { throw notAPager }
    return try body(box)
}

/// A handle that is not a live pager's.
let notAPager = Status(
    .handle, field: "pager", rule: "must be a live pager (this one was destroyed, or never created)")

/// An export that changes a pager: the handle is checked first, then
/// `read` converts the caller's argument, then `change` hands it to the
/// pager, whose errors read as `names` spells them.
func changePager<Value>(
    function: StaticString = #function, _ handle: OpaquePointer?, _ read: () throws(Status) -> Value,
    names: CNames, _ change: (inout Pager, Value) throws(InputError) -> Void
) -> Int32 {
    exportStatus(function: function) { () throws(Status) in
        try withBox(handle) { (box: PagerBox) throws(Status) in
            let value = try read()
            try core(names) { () throws(InputError) in try change(&box.pager, value) }
        }
    }
}

extension PagerConfiguration {
    init(abi config: segpager_pager_configuration) throws(Status) {
        self.init()
        commitPolicy = try CommitPolicy(abi: config.commit_policy, "commit_policy")
        driver = try ScrollDriver(abi: config.driver, "driver")
        tapEasing = try Easing(
            abi: config.tap_easing, "tap_easing",
            bezier: (config.tap_bezier_x1, config.tap_bezier_y1, config.tap_bezier_x2, config.tap_bezier_y2),
            names: .tapCurve)
        settleEasing = try Easing(
            abi: config.settle_easing, "settle_easing",
            bezier: (
                config.settle_bezier_x1, config.settle_bezier_y1, config.settle_bezier_x2,
                config.settle_bezier_y2
            ), names: .settleCurve)
        initialIndex = Int(config.initial_index)
        pages.alignment = try PageAlignment(abi: config.page_alignment, "page_alignment")
        pages.padEnds = try flag(config.pad_ends, "pad_ends")
        pages.viewportWidth = config.viewport_width
        pages.pageWidth = config.page_width == 0 ? nil : config.page_width  // C: 0 is "the viewport's"
        pages.pageSpacing = config.page_spacing
        windows.prepareRadius = Int(config.prepare_radius)
        windows.keepRadius = Int(config.keep_radius)
        guard config.cache_limit >= -1 else {
            throw Status(
                .range, field: "cache_limit", rule: "must be -1 (no limit) or >= 0",
                integer: config.cache_limit)
        }
        windows.cacheLimit = config.cache_limit == -1 ? nil : Int(config.cache_limit)
        windows.reuse = try flag(config.reuse_slots, "reuse_slots")
        isLooping = try flag(config.looping, "looping")
        try requireZero(config.reserved, "reserved")
        stripViewportWidth = config.strip_viewport_width
        stripHeight = config.strip_height
        tapDuration = config.tap_duration
        settleDuration = config.settle_duration
        flickVelocity = config.flick_velocity  // one knob for both settle modes (paging's)
        settleMode = try SettleMode(abi: config.settle_mode, "settle_mode")
        paging.profile = try PagingProfile(abi: config.paging_profile, "paging_profile")
        settleSpring = DampedSpring(
            response: config.spring_response, dampingRatio: config.spring_damping_ratio,
            mass: config.spring_mass)
        rubberBand = config.rubber_band_coefficient
        notificationLimit = Int(config.notification_limit)
        touchSlop = config.touch_slop
        wheelSettleDelay = config.wheel_settle_delay
        touchSlopFraction = config.touch_slop_fraction
        touchSlopMaximum = config.touch_slop_maximum == 0 ? nil : config.touch_slop_maximum  // C: 0 is "none"
        integratorBody = IntegratorBody(
            duration: config.integrator_duration, friction: config.integrator_friction)
        listDeceleration = Deceleration(rate: config.list_deceleration_rate)
        stripDeceleration = Deceleration(rate: config.strip_deceleration_rate)
        listFlingProfile = try ListFlingProfile(abi: config.list_fling_profile, "list_fling_profile")
        farTransition = try FarTransition(abi: config.far_transition, "far_transition")
        preJumpDistance = Int(config.pre_jump_distance)
        try requireZero(config.reserved2, "reserved2")
        try requireZero(config.reserved3, "reserved3")
        try core(.configuration) { () throws(InputError) in try validate() }
    }
}

extension segpager_pager_configuration {
    /// The C struct for a core configuration (what `segpager_pager_configuration_init`
    /// writes for `PagerConfiguration()`). The config carries only the
    /// paging policy's profile and flick velocity (the rest goes through
    /// segpager_pager_set_paging_options).
    init(_ c: PagerConfiguration) {
        let tap = c.tapEasing.abiBezier
        let settle = c.settleEasing.abiBezier
        self.init(
            struct_size: UInt32(MemoryLayout<Self>.size), commit_policy: c.commitPolicy.abi,
            driver: c.driver.abi, tap_easing: c.tapEasing.abi, settle_easing: c.settleEasing.abi,
            initial_index: Int32(clamping: c.initialIndex), page_alignment: c.pages.alignment.abi,
            pad_ends: c.pages.padEnds.abi, prepare_radius: Int32(clamping: c.windows.prepareRadius),
            keep_radius: Int32(clamping: c.windows.keepRadius),
            cache_limit: c.windows.cacheLimit.map { Int32(clamping: $0) } ?? -1,
            reuse_slots: c.windows.reuse.abi, looping: c.isLooping.abi, reserved: 0,
            viewport_width: c.pages.viewportWidth, page_width: c.pages.pageWidth ?? 0,
            page_spacing: c.pages.pageSpacing, strip_viewport_width: c.stripViewportWidth,
            strip_height: c.stripHeight, tap_duration: c.tapDuration, settle_duration: c.settleDuration,
            flick_velocity: c.flickVelocity, settle_mode: c.settleMode.abi,
            paging_profile: c.paging.profile.abi,
            spring_response: c.settleSpring.response, spring_damping_ratio: c.settleSpring.dampingRatio,
            rubber_band_coefficient: c.rubberBand, spring_mass: c.settleSpring.mass,
            tap_bezier_x1: tap.x1, tap_bezier_y1: tap.y1, tap_bezier_x2: tap.x2, tap_bezier_y2: tap.y2,
            settle_bezier_x1: settle.x1, settle_bezier_y1: settle.y1, settle_bezier_x2: settle.x2,
            settle_bezier_y2: settle.y2, notification_limit: Int32(clamping: c.notificationLimit),
            reserved2: 0, touch_slop: c.touchSlop, wheel_settle_delay: c.wheelSettleDelay,
            list_deceleration_rate: c.listDeceleration.rate, touch_slop_fraction: c.touchSlopFraction,
            touch_slop_maximum: c.touchSlopMaximum ?? 0, integrator_duration: c.integratorBody.duration,
            integrator_friction: c.integratorBody.friction, list_fling_profile: c.listFlingProfile.abi,
            reserved3: 0, strip_deceleration_rate: c.stripDeceleration.rate,
            far_transition: c.farTransition.abi, pre_jump_distance: Int32(clamping: c.preJumpDistance))
    }
}

extension PagerConfiguration.Preset: ABIEnum {
    static let abiTable: [(Self, Int32)] = [(.iOS, SEGPAGER_PRESET_IOS), (.android, SEGPAGER_PRESET_ANDROID)]
}

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
        let kindCode: Int32
        switch kind {
        case .selectedChanged: kindCode = SEGPAGER_NOTIFY_SELECTED_CHANGED
        case .willAppear: kindCode = SEGPAGER_NOTIFY_WILL_APPEAR
        case .didAppear: kindCode = SEGPAGER_NOTIFY_DID_APPEAR
        case .willDisappear: kindCode = SEGPAGER_NOTIFY_WILL_DISAPPEAR
        case .didDisappear: kindCode = SEGPAGER_NOTIFY_DID_DISAPPEAR
        case .load: kindCode = SEGPAGER_NOTIFY_LOAD
        case .unload: kindCode = SEGPAGER_NOTIFY_UNLOAD
        case .reuse: kindCode = SEGPAGER_NOTIFY_REUSE
        case .headerPhaseChanged: kindCode = SEGPAGER_NOTIFY_HEADER_PHASE
        case .refresh: kindCode = SEGPAGER_NOTIFY_REFRESH
        }
        var note = segpager_notification()
        note.kind = kindCode
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
        switch cause {
        case .tap: note.cause = SEGPAGER_CAUSE_TAP
        case .drag: note.cause = SEGPAGER_CAUSE_DRAG
        case .program: note.cause = SEGPAGER_CAUSE_PROGRAM
        case .edit: note.cause = SEGPAGER_CAUSE_EDIT
        case nil: note.cause = SEGPAGER_CAUSE_NONE
        }
        return note
    }
}

extension PagerPhase {
    var abi: Int32 {
        switch self {
        case .idle: return SEGPAGER_PHASE_IDLE
        case .dragging: return SEGPAGER_PHASE_DRAGGING
        case .settling: return SEGPAGER_PHASE_SETTLING
        case .transitioning: return SEGPAGER_PHASE_TRANSITIONING
        case .hostScrolling: return SEGPAGER_PHASE_HOST_SCROLLING
        }
    }
}

/// The defaults `segpager_pager_configuration_init` writes.
func defaultPagerConfig() -> segpager_pager_configuration {
    segpager_pager_configuration(PagerConfiguration())
}

/// The size of `segpager_pager_configuration` in 0.3.0, before the settle fields.
let pagerConfigFirstReleaseSize = MemoryLayout<segpager_pager_configuration>.offset(of: \.settle_mode) ?? 0

@c @implementation
public func segpager_pager_configuration_init(_ config: UnsafeMutablePointer<segpager_pager_configuration>?)
    -> Int32
{
    exportInit(config, "config") { defaultPagerConfig() }
}

@c @implementation
public func segpager_pager_configuration_init_preset(
    _ config: UnsafeMutablePointer<segpager_pager_configuration>?, _ preset: Int32
) -> Int32 {
    exportValue(config, "config") { () throws(Status) in
        segpager_pager_configuration(PagerConfiguration(preset: try .init(abi: preset, "preset")))
    }
}

@c @implementation
public func segpager_pager_create(
    _ config: UnsafePointer<segpager_pager_configuration>?, _ outPager: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    exportStatus { () throws(Status) in
        let outPager = try required(outPager, "out_pager")
        let pager = try named("config") { () throws(Status) in
            let configuration = try PagerConfiguration(
                abi: options(
                    config, firstReleaseSize: pagerConfigFirstReleaseSize, defaults: defaultPagerConfig()))
            return try core(.configuration) { () throws(InputError) in
                try Pager(configuration: configuration)
            }
        }
        let handle = OpaquePointer(Unmanaged.passRetained(PagerBox(pager)).toOpaque())
        liveHandles.withLock { $0.insert(address(handle)) }
        outPager.pointee = handle
    }
}

@c @implementation
public func segpager_pager_destroy(_ pager: OpaquePointer?) -> Int32 {
    exportStatus { () throws(Status) in
        guard let pager else { return }
        // After the call under way on another thread, if any (its lock).
        guard let box = liveBox(pager) else { throw notAPager }
        pthread_mutex_lock(box.lock)
        let removed = !box.isDestroyed && liveHandles.withLock { $0.remove(address(pager)) }
        box.isDestroyed = true
        pthread_mutex_unlock(box.lock)
        guard removed else { throw notAPager }  // another thread's destroy came first
        Unmanaged<PagerBox>.fromOpaque(UnsafeRawPointer(pager)).release()
    }
}

@c @implementation
public func segpager_pager_set_strip_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_strip_style>?
) -> Int32 {
    changePager(pager, { () throws(Status) in try stripStyle(style) }, names: .stripStyle) {
        (pager: inout Pager, style) throws(InputError) in try pager.setStripStyle(style)
    }
}

@c @implementation
public func segpager_pager_set_indicator_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_indicator_style>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("style") { () throws(Status) in try indicatorStyle(style) }
        },
        names: .members
    ) { (pager: inout Pager, style) throws(InputError) in try pager.setIndicatorStyle(style) }
}

@c @implementation
public func segpager_pager_set_appearance_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_appearance_style>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("style") { () throws(Status) in try AppearanceStyle(abi: options(style)) }
        },
        names: .members
    ) { (pager: inout Pager, style) throws(InputError) in try pager.setAppearanceStyle(style) }
}

@c @implementation
public func segpager_pager_set_strip_offset_style(
    _ pager: OpaquePointer?, _ style: UnsafePointer<segpager_strip_offset_style>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("style") { () throws(Status) in try StripOffsetStyle(abi: options(style)) }
        },
        names: .members
    ) { (pager: inout Pager, style) throws(InputError) in try pager.setStripOffsetStyle(style) }
}

@c @implementation
public func segpager_pager_set_paging_options(
    _ pager: OpaquePointer?, _ pagingOptions: UnsafePointer<segpager_paging_options>?
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            try named("options") { () throws(Status) in
                try PagingOptions(abi: readPagingOptions(pagingOptions))
            }
        }, names: .pagingOptions
    ) { (pager: inout Pager, policy) throws(InputError) in try pager.setPagingOptions(policy) }
}

@c @implementation
public func segpager_pager_set_items(
    _ pager: OpaquePointer?, _ ids: UnsafePointer<Int64>?, _ items: UnsafePointer<segpager_item_metrics>?,
    _ count: Int
) -> Int32 {
    changePager(
        pager,
        { () throws(Status) in
            let count = try validCount(count, "count")
            return (
                Array(try buffer(ids, count: count, "ids")),
                try buffer(items, count: count, "items").map(ItemMetrics.init(abi:))
            )
        }, names: .arguments
    ) { (pager: inout Pager, items) throws(InputError) in try pager.setItems(ids: items.0, metrics: items.1) }
}

@c @implementation
public func segpager_pager_insert_item(
    _ pager: OpaquePointer?, _ index: Int32, _ id: Int64, _ item: UnsafePointer<segpager_item_metrics>?
) -> Int32 {
    changePager(
        pager, { () throws(Status) in ItemMetrics(abi: try required(item, "item").pointee) },
        names: .insertedItem
    ) { (pager: inout Pager, metrics) throws(InputError) in
        try pager.insertItem(metrics: metrics, id: id, at: Int(index))
    }
}

@c @implementation
public func segpager_pager_remove_item(_ pager: OpaquePointer?, _ index: Int32) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            try core(.arguments) { () throws(InputError) in try box.pager.removeItem(at: Int(index)) }
        }
    }
}

@c @implementation
public func segpager_pager_move_item(_ pager: OpaquePointer?, _ source: Int32, _ destination: Int32) -> Int32
{
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            try core(.arguments) { () throws(InputError) in
                try box.pager.moveItem(from: Int(source), to: Int(destination))
            }
        }
    }
}

@c @implementation
public func segpager_pager_get_items(
    _ pager: OpaquePointer?, _ ids: UnsafeMutablePointer<Int64>?,
    _ items: UnsafeMutablePointer<segpager_item_metrics>?, _ capacity: Int,
    _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            let outCount = try required(outCount, "out_count")
            // NULL arrays are a count query, which needs capacity 0.
            try requireArray(ids, capacity: capacity, "ids")
            try requireArray(items, capacity: capacity, "items")
            let count = box.pager.ids.count
            outCount.pointee = count
            guard holds(capacity, count) else { throw capacityTooSmall("capacity", capacity) }
            for i in 0..<count {
                ids?[i] = box.pager.ids[i]
                items?[i] = segpager_item_metrics(box.pager.items[i])
            }
        }
    }
}

@c @implementation
public func segpager_pager_get_configuration(
    _ pager: OpaquePointer?, _ config: UnsafeMutablePointer<segpager_pager_configuration>?
) -> Int32 {
    exportStatus { () throws(Status) in
        try withBox(pager) { (box: PagerBox) throws(Status) in
            let config = try required(config, "config")
            let size = Int(UnsafeRawPointer(config).load(as: UInt32.self))
            guard size >= pagerConfigFirstReleaseSize else { throw structSizeTooSmall(size).in("config") }
            var current = segpager_pager_configuration(box.pager.configuration)
            let written = min(size, MemoryLayout<segpager_pager_configuration>.size)
            withUnsafeBytes(of: &current) { source in
                UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(config), count: written)
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[0..<written]))
            }
            // The caller's own size stays: it says which fields it knows.
            UnsafeMutableRawPointer(config).storeBytes(of: UInt32(size), as: UInt32.self)
        }
    }
}

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
/// smaller than 0.6.0's is SEGPAGER_E_STRUCT_SIZE.
private func frameStructSize(_ frame: UnsafeMutablePointer<segpager_frame>) throws(Status) -> UInt32 {
    let size = UnsafeRawPointer(frame).load(as: UInt32.self)
    guard Int(size) >= frameFirstHeaderlessSize else { throw structSizeTooSmall(size).in("out_frame") }
    return size
}

extension segpager_step_buffers {
    /// Every array is there, or has no room: a NULL array with a capacity
    /// is SEGPAGER_E_NULL (named as a member: `segpager_pager_step_into`
    /// names the struct, `segpager_pager_step` has them as arguments).
    fileprivate func requireArrays() throws(Status) {
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
private func stepBuffers(_ pointer: UnsafePointer<segpager_step_buffers>?) throws(Status)
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
private func delivery(_ buffers: segpager_step_buffers, frameSize: UInt32) -> NotificationDelivery {
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
    let appearanceCount: Int
    let pageCount: Int
    let looksFit: Bool
    let pagesFit: Bool
    let offsetsFit: Bool
    let itemsFit: Bool
    if let counts {
        // A frame without arrays has none to write: its arrays fit when its
        // counts do (a NULL array, capacity 0, holds none), as the full
        // frame's would. It is made only for NULL arrays (strip items too).
        (appearanceCount, pageCount) = (counts.appearances, counts.pages)
        looksFit = holds(buffers.appearance_capacity, appearanceCount)
        pagesFit = holds(buffers.page_capacity, pageCount)
        offsetsFit = holds(buffers.list_offset_capacity, pageCount)
        itemsFit = true
    } else {
        (appearanceCount, pageCount) = (frame.strip.appearances.count, frame.pages.count)
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
        selected_index: frame.selectedIndex.map { Int32($0) } ?? SEGPAGER_NONE,
        transition_target: frame.transitionTarget.map { Int32($0) } ?? SEGPAGER_NONE,
        first_visible_item: frame.strip.firstVisibleItem.map { Int32($0) } ?? SEGPAGER_NONE, reserved: 0,
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
    guard status == SEGPAGER_OK.rawValue else { return status }
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
    return status == SEGPAGER_OK.rawValue && truncated ? SEGPAGER_TRUNCATED.rawValue : status
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
    return status == SEGPAGER_OK.rawValue && truncated ? SEGPAGER_TRUNCATED.rawValue : status
}
