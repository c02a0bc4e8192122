// The pager's C structs and the core's values, both ways: the
// configuration, events, notifications and phases.

import CSegPager
import SegPager

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
