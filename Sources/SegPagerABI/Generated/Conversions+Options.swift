// Generated from bindings/c/segpager.h and bindings/abi/options.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

import CSegPager
import SegPager

extension PagerConfiguration {
    /// The value a C `segpager_pager_configuration` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_pager_configuration) throws(Status) {
        self.init()
        commitPolicy = try CommitPolicy(abi: abi.commit_policy, "commit_policy")
        driver = try ScrollDriver(abi: abi.driver, "driver")
        tapEasing = try Easing(
            abi: abi.tap_easing, "tap_easing",
            bezier: (abi.tap_bezier_x1, abi.tap_bezier_y1, abi.tap_bezier_x2, abi.tap_bezier_y2),
            names: .tapCurve)
        settleEasing = try Easing(
            abi: abi.settle_easing, "settle_easing",
            bezier: (abi.settle_bezier_x1, abi.settle_bezier_y1, abi.settle_bezier_x2, abi.settle_bezier_y2),
            names: .settleCurve)
        initialIndex = Int(abi.initial_index)
        pages.alignment = try PageAlignment(abi: abi.page_alignment, "page_alignment")
        pages.padEnds = try flag(abi.pad_ends, "pad_ends")
        windows.prepareRadius = Int(abi.prepare_radius)
        windows.keepRadius = Int(abi.keep_radius)
        guard abi.cache_limit >= -1 else {
            throw Status(
                .range, field: "cache_limit", rule: "must be -1 (no limit) or >= 0",
                integer: abi.cache_limit)
        }
        windows.cacheLimit = abi.cache_limit == -1 ? nil : Int(abi.cache_limit)
        windows.reuse = try flag(abi.reuse_slots, "reuse_slots")
        isLooping = try flag(abi.looping, "looping")
        try requireZero(abi.reserved, "reserved")
        pages.viewportWidth = abi.viewport_width
        pages.pageWidth = abi.page_width == 0 ? nil : abi.page_width
        pages.pageSpacing = abi.page_spacing
        stripViewportWidth = abi.strip_viewport_width
        stripHeight = abi.strip_height
        tapDuration = abi.tap_duration
        settleDuration = abi.settle_duration
        paging.flickVelocity = abi.flick_velocity
        settleMode = try SettleMode(abi: abi.settle_mode, "settle_mode")
        paging.profile = try PagingProfile(abi: abi.paging_profile, "paging_profile")
        settleSpring.response = abi.spring_response
        settleSpring.dampingRatio = abi.spring_damping_ratio
        rubberBand = abi.rubber_band_coefficient
        settleSpring.mass = abi.spring_mass
        notificationLimit = Int(abi.notification_limit)
        try requireZero(abi.reserved2, "reserved2")
        touchSlop = abi.touch_slop
        wheelSettleDelay = abi.wheel_settle_delay
        listDeceleration.rate = abi.list_deceleration_rate
        touchSlopFraction = abi.touch_slop_fraction
        touchSlopMaximum = abi.touch_slop_maximum == 0 ? nil : abi.touch_slop_maximum
        integratorBody.duration = abi.integrator_duration
        integratorBody.friction = abi.integrator_friction
        listFlingProfile = try ListFlingProfile(abi: abi.list_fling_profile, "list_fling_profile")
        try requireZero(abi.reserved3, "reserved3")
        stripDeceleration.rate = abi.strip_deceleration_rate
        farTransition = try FarTransition(abi: abi.far_transition, "far_transition")
        preJumpDistance = Int(abi.pre_jump_distance)
        paging.maxPages = Int(abi.paging_max_pages)
        try requireZero(abi.reserved4, "reserved4")
        paging.deceleration.rate = abi.paging_deceleration_rate
        paging.minVelocity = abi.paging_min_velocity
        paging.minDistance = abi.paging_min_distance
        paging.flutterTolerance = abi.paging_flutter_tolerance
        paging.positionalThreshold = abi.paging_positional_threshold
        paging.snapPositionalThreshold = abi.paging_snap_positional_threshold
        try core(.configuration) { () throws(InputError) in try validate() }
    }
}

extension segpager_pager_configuration {
    /// The C struct for a core value (`segpager_pager_configuration_init` writes
    /// it for `PagerConfiguration()`).
    init(_ value: PagerConfiguration) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        commit_policy = value.commitPolicy.abi
        driver = value.driver.abi
        tap_easing = value.tapEasing.abi
        let tapBezier = value.tapEasing.abiBezier
        tap_bezier_x1 = tapBezier.x1
        tap_bezier_y1 = tapBezier.y1
        tap_bezier_x2 = tapBezier.x2
        tap_bezier_y2 = tapBezier.y2
        settle_easing = value.settleEasing.abi
        let settleBezier = value.settleEasing.abiBezier
        settle_bezier_x1 = settleBezier.x1
        settle_bezier_y1 = settleBezier.y1
        settle_bezier_x2 = settleBezier.x2
        settle_bezier_y2 = settleBezier.y2
        initial_index = Int32(clamping: value.initialIndex)
        page_alignment = value.pages.alignment.abi
        pad_ends = value.pages.padEnds.abi
        prepare_radius = Int32(clamping: value.windows.prepareRadius)
        keep_radius = Int32(clamping: value.windows.keepRadius)
        cache_limit = value.windows.cacheLimit.map { Int32(clamping: $0) } ?? -1
        reuse_slots = value.windows.reuse.abi
        looping = value.isLooping.abi
        viewport_width = value.pages.viewportWidth
        page_width = value.pages.pageWidth ?? 0
        page_spacing = value.pages.pageSpacing
        strip_viewport_width = value.stripViewportWidth
        strip_height = value.stripHeight
        tap_duration = value.tapDuration
        settle_duration = value.settleDuration
        flick_velocity = value.paging.flickVelocity
        settle_mode = value.settleMode.abi
        paging_profile = value.paging.profile.abi
        spring_response = value.settleSpring.response
        spring_damping_ratio = value.settleSpring.dampingRatio
        rubber_band_coefficient = value.rubberBand
        spring_mass = value.settleSpring.mass
        notification_limit = Int32(clamping: value.notificationLimit)
        touch_slop = value.touchSlop
        wheel_settle_delay = value.wheelSettleDelay
        list_deceleration_rate = value.listDeceleration.rate
        touch_slop_fraction = value.touchSlopFraction
        touch_slop_maximum = value.touchSlopMaximum ?? 0
        integrator_duration = value.integratorBody.duration
        integrator_friction = value.integratorBody.friction
        list_fling_profile = value.listFlingProfile.abi
        strip_deceleration_rate = value.stripDeceleration.rate
        far_transition = value.farTransition.abi
        pre_jump_distance = Int32(clamping: value.preJumpDistance)
        paging_max_pages = Int32(clamping: value.paging.maxPages)
        paging_deceleration_rate = value.paging.deceleration.rate
        paging_min_velocity = value.paging.minVelocity
        paging_min_distance = value.paging.minDistance
        paging_flutter_tolerance = value.paging.flutterTolerance
        paging_positional_threshold = value.paging.positionalThreshold
        paging_snap_positional_threshold = value.paging.snapPositionalThreshold
    }
}

/// Writes `PagerConfiguration()` as a C `segpager_pager_configuration`.
@c @implementation
public func segpager_pager_configuration_init(_ config: UnsafeMutablePointer<segpager_pager_configuration>?)
    -> Int32
{
    exportInit(config, "config") { segpager_pager_configuration(PagerConfiguration()) }
}

extension CNames {
    /// The Swift types whose properties `segpager_pager_configuration`'s errors name.
    static let configurationTypes: [(swift: StaticString, c: StaticString)] = [
        ("PagerConfiguration", ""),
        ("PageGeometry", ""),
        ("PageWindowPolicy", ""),
        ("PagingOptions", ""),
        ("DampedSpring", ""),
        ("IntegratorBody", ""),
        ("CubicBezier", ""),
    ]
    /// The Swift names of `segpager_pager_configuration`'s fields that snake_case does not give.
    static let configurationNames: [(swift: StaticString, c: StaticString)] = [
        ("PageGeometry.alignment", "page_alignment"),
        ("pages.alignment", "page_alignment"),
        ("PageWindowPolicy.reuse", "reuse_slots"),
        ("windows.reuse", "reuse_slots"),
        ("isLooping", "looping"),
        ("PagingOptions.profile", "paging_profile"),
        ("paging.profile", "paging_profile"),
        ("DampedSpring.response", "spring_response"),
        ("settleSpring.response", "spring_response"),
        ("DampedSpring.dampingRatio", "spring_damping_ratio"),
        ("settleSpring.dampingRatio", "spring_damping_ratio"),
        ("rubberBand", "rubber_band_coefficient"),
        ("DampedSpring.mass", "spring_mass"),
        ("settleSpring.mass", "spring_mass"),
        ("listDeceleration.rate", "list_deceleration_rate"),
        ("IntegratorBody.duration", "integrator_duration"),
        ("integratorBody.duration", "integrator_duration"),
        ("IntegratorBody.friction", "integrator_friction"),
        ("integratorBody.friction", "integrator_friction"),
        ("stripDeceleration.rate", "strip_deceleration_rate"),
        ("PagingOptions.maxPages", "paging_max_pages"),
        ("paging.maxPages", "paging_max_pages"),
        ("paging.deceleration.rate", "paging_deceleration_rate"),
        ("PagingOptions.minVelocity", "paging_min_velocity"),
        ("paging.minVelocity", "paging_min_velocity"),
        ("PagingOptions.minDistance", "paging_min_distance"),
        ("paging.minDistance", "paging_min_distance"),
        ("PagingOptions.flutterTolerance", "paging_flutter_tolerance"),
        ("paging.flutterTolerance", "paging_flutter_tolerance"),
        ("PagingOptions.positionalThreshold", "paging_positional_threshold"),
        ("paging.positionalThreshold", "paging_positional_threshold"),
        ("PagingOptions.snapPositionalThreshold", "paging_snap_positional_threshold"),
        ("paging.snapPositionalThreshold", "paging_snap_positional_threshold"),
    ]
}

extension StripStyle {
    /// The value a C `segpager_strip_style` holds: its enums, flags and
    /// sentinels read, unknown values refused.
    init(abi: segpager_strip_style) throws(Status) {
        self.init()
        widthMode = try ItemWidthMode(abi: abi.width_mode, "width_mode")
        fitPolicy = try FitPolicy(abi: abi.fit_policy, "fit_policy")
        direction = try Direction(abi: abi.direction, "direction")
        selectedWidthMode = try SelectedWidthMode(abi: abi.selected_width_mode, "selected_width_mode")
        selectedIndex = Int(abi.selected_index)
        itemWidth = abi.item_width
        visibleCount = abi.visible_count
        itemPadding = abi.item_padding
        minItemWidth = abi.min_item_width
        maxItemWidth = abi.max_item_width == 0 ? nil : abi.max_item_width
        spacing = abi.spacing
        leadingInset = abi.leading_inset
        trailingInset = abi.trailing_inset
        itemLeadingPadding = abi.item_leading_padding
        itemTrailingPadding = abi.item_trailing_padding
        widestGutter = abi.widest_gutter
        maxItemWidthMargin = abi.max_item_width_margin
    }
}

extension segpager_strip_style {
    /// The C struct for a core value (`segpager_strip_style_init` writes
    /// it for `StripStyle()`).
    init(_ value: StripStyle) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        width_mode = value.widthMode.abi
        fit_policy = value.fitPolicy.abi
        direction = value.direction.abi
        selected_width_mode = value.selectedWidthMode.abi
        selected_index = Int32(clamping: value.selectedIndex)
        item_width = value.itemWidth
        visible_count = value.visibleCount
        item_padding = value.itemPadding
        min_item_width = value.minItemWidth
        max_item_width = value.maxItemWidth ?? 0
        spacing = value.spacing
        leading_inset = value.leadingInset
        trailing_inset = value.trailingInset
        item_leading_padding = value.itemLeadingPadding
        item_trailing_padding = value.itemTrailingPadding
        widest_gutter = value.widestGutter
        max_item_width_margin = value.maxItemWidthMargin
    }
}

/// Writes `StripStyle()` as a C `segpager_strip_style`.
@c @implementation
public func segpager_strip_style_init(_ style: UnsafeMutablePointer<segpager_strip_style>?) -> Int32 {
    exportInit(style, "style") { segpager_strip_style(StripStyle()) }
}

extension PageGeometry {
    /// The value a C `segpager_page_geometry` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_page_geometry) throws(Status) {
        self.init()
        pageCount = Int(abi.page_count)
        direction = try Direction(abi: abi.direction, "direction")
        alignment = try PageAlignment(abi: abi.alignment, "alignment")
        padEnds = try flag(abi.pad_ends, "pad_ends")
        viewportWidth = abi.viewport_width
        pageWidth = abi.page_width == 0 ? nil : abi.page_width
        pageSpacing = abi.page_spacing
        try core(.pageGeometry) { () throws(InputError) in try validate() }
    }
}

extension segpager_page_geometry {
    /// The C struct for a core value (`segpager_page_geometry_init` writes
    /// it for `PageGeometry()`).
    init(_ value: PageGeometry) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        page_count = Int32(clamping: value.pageCount)
        direction = value.direction.abi
        alignment = value.alignment.abi
        pad_ends = value.padEnds.abi
        viewport_width = value.viewportWidth
        page_width = value.pageWidth ?? 0
        page_spacing = value.pageSpacing
    }
}

/// Writes `PageGeometry()` as a C `segpager_page_geometry`.
@c @implementation
public func segpager_page_geometry_init(_ geometry: UnsafeMutablePointer<segpager_page_geometry>?) -> Int32 {
    exportInit(geometry, "geometry") { segpager_page_geometry(PageGeometry()) }
}

extension DampedSpring {
    /// The value a C `segpager_spring` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_spring) throws(Status) {
        self = .standard
        try requireZero(abi.reserved, "reserved")
        response = abi.response
        dampingRatio = abi.damping_ratio
        mass = abi.mass
        try core(.members) { () throws(InputError) in try validate() }
    }
}

extension segpager_spring {
    /// The C struct for a core value (`segpager_spring_init` writes
    /// it for `DampedSpring()`).
    init(_ value: DampedSpring) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        response = value.response
        damping_ratio = value.dampingRatio
        mass = value.mass
    }
}

/// Writes `DampedSpring.standard` as a C `segpager_spring`.
@c @implementation
public func segpager_spring_init(_ spring: UnsafeMutablePointer<segpager_spring>?) -> Int32 {
    exportInit(spring, "spring") { segpager_spring(DampedSpring.standard) }
}

extension PagingOptions {
    /// The value a C `segpager_paging_options` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_paging_options) throws(Status) {
        self.init()
        profile = try PagingProfile(abi: abi.profile, "profile")
        maxPages = Int(abi.max_pages)
        deceleration.rate = abi.deceleration_rate
        minVelocity = abi.min_velocity
        minDistance = abi.min_distance
        flickVelocity = abi.flick_velocity
        flutterTolerance = abi.flutter_tolerance
        positionalThreshold = abi.positional_threshold
        snapPositionalThreshold = abi.snap_positional_threshold
        try core(.pagingOptions) { () throws(InputError) in try validate() }
    }
}

extension segpager_paging_options {
    /// The C struct for a core value (`segpager_paging_options_init` writes
    /// it for `PagingOptions()`).
    init(_ value: PagingOptions) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        profile = value.profile.abi
        max_pages = Int32(clamping: value.maxPages)
        deceleration_rate = value.deceleration.rate
        min_velocity = value.minVelocity
        min_distance = value.minDistance
        flick_velocity = value.flickVelocity
        flutter_tolerance = value.flutterTolerance
        positional_threshold = value.positionalThreshold
        snap_positional_threshold = value.snapPositionalThreshold
    }
}

/// Writes `PagingOptions()` as a C `segpager_paging_options`.
@c @implementation
public func segpager_paging_options_init(_ options: UnsafeMutablePointer<segpager_paging_options>?) -> Int32 {
    exportInit(options, "options") { segpager_paging_options(PagingOptions()) }
}

extension HeaderStyle {
    /// The value a C `segpager_header_style` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_header_style) throws(Status) {
        self.init()
        pullDown = try HeaderPullDown(abi: abi.pull_down, "pull_down")
        contentMode = try HeaderContentMode(abi: abi.content_mode, "content_mode")
        try requireZero(abi.reserved, "reserved")
        height = abi.height
        pinnedHeight = abi.pinned_height
        pinOffset = abi.pin_offset
        parallax = abi.parallax
        contentHeight = abi.content_height
        try core(.members) { () throws(InputError) in try validate() }
    }
}

extension segpager_header_style {
    /// The C struct for a core value (`segpager_header_style_init` writes
    /// it for `HeaderStyle()`).
    init(_ value: HeaderStyle) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        pull_down = value.pullDown.abi
        content_mode = value.contentMode.abi
        height = value.height
        pinned_height = value.pinnedHeight
        pin_offset = value.pinOffset
        parallax = value.parallax
        content_height = value.contentHeight
    }
}

/// Writes `HeaderStyle()` as a C `segpager_header_style`.
@c @implementation
public func segpager_header_style_init(_ style: UnsafeMutablePointer<segpager_header_style>?) -> Int32 {
    exportInit(style, "style") { segpager_header_style(HeaderStyle()) }
}

extension IndicatorStyle {
    /// The value a C `segpager_indicator_style` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_indicator_style) throws(Status) {
        self.init()
        widthMode = try IndicatorWidthMode(abi: abi.width_mode, "width_mode")
        alignment = try IndicatorAlignment(abi: abi.alignment, "alignment")
        placement = try IndicatorPlacement(abi: abi.placement, "placement")
        transition = try IndicatorTransition(abi: abi.transition, "transition")
        easing = try Easing(
            abi: abi.easing, "easing",
            bezier: (abi.bezier_x1, abi.bezier_y1, abi.bezier_x2, abi.bezier_y2),
            names: .indicatorStyle)
        overscroll = try IndicatorOverscroll(abi: abi.overscroll, "overscroll")
        clampsToItem = try flag(abi.clamp_to_item, "clamp_to_item")
        width = abi.width
        extraWidth = abi.extra_width
        minWidth = abi.min_width
        maxWidth = abi.max_width == 0 ? nil : abi.max_width
        height = abi.height
        cornerRadius = abi.corner_radius
        leadingInset = abi.leading_inset
        topInset = abi.top_inset
        trailingInset = abi.trailing_inset
        bottomInset = abi.bottom_inset
        stretch = abi.stretch
        roundedCorners = try IndicatorCorners(abi: abi.rounded_corners, "rounded_corners")
        try requireZero(abi.reserved, "reserved")
        try core(.indicatorStyle) { () throws(InputError) in try validate() }
    }
}

extension segpager_indicator_style {
    /// The C struct for a core value (`segpager_indicator_style_init` writes
    /// it for `IndicatorStyle()`).
    init(_ value: IndicatorStyle) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        width_mode = value.widthMode.abi
        alignment = value.alignment.abi
        placement = value.placement.abi
        transition = value.transition.abi
        easing = value.easing.abi
        let bezier = value.easing.abiBezier
        bezier_x1 = bezier.x1
        bezier_y1 = bezier.y1
        bezier_x2 = bezier.x2
        bezier_y2 = bezier.y2
        overscroll = value.overscroll.abi
        clamp_to_item = value.clampsToItem.abi
        width = value.width
        extra_width = value.extraWidth
        min_width = value.minWidth
        max_width = value.maxWidth ?? 0
        height = value.height
        corner_radius = value.cornerRadius
        leading_inset = value.leadingInset
        top_inset = value.topInset
        trailing_inset = value.trailingInset
        bottom_inset = value.bottomInset
        stretch = value.stretch
        rounded_corners = value.roundedCorners.abi
    }
}

/// Writes `IndicatorStyle()` as a C `segpager_indicator_style`.
@c @implementation
public func segpager_indicator_style_init(_ style: UnsafeMutablePointer<segpager_indicator_style>?) -> Int32 {
    exportInit(style, "style") { segpager_indicator_style(IndicatorStyle()) }
}

extension AppearanceStyle {
    /// The value a C `segpager_appearance_style` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_appearance_style) throws(Status) {
        self.init()
        policy = try AppearancePolicy(abi: abi.policy, "policy")
        colorSpace = try ColorSpace(abi: abi.color_space, "color_space")
        normalColor = RGBAColor(abi: abi.normal_color)
        selectedColor = RGBAColor(abi: abi.selected_color)
        selectedScale = abi.selected_scale
        normalEmphasis = abi.normal_emphasis
        selectedEmphasis = abi.selected_emphasis
        try core(.members) { () throws(InputError) in try validate() }
    }
}

extension segpager_appearance_style {
    /// The C struct for a core value (`segpager_appearance_style_init` writes
    /// it for `AppearanceStyle()`).
    init(_ value: AppearanceStyle) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        policy = value.policy.abi
        color_space = value.colorSpace.abi
        normal_color = value.normalColor.abi
        selected_color = value.selectedColor.abi
        selected_scale = value.selectedScale
        normal_emphasis = value.normalEmphasis
        selected_emphasis = value.selectedEmphasis
    }
}

/// Writes `AppearanceStyle()` as a C `segpager_appearance_style`.
@c @implementation
public func segpager_appearance_style_init(_ style: UnsafeMutablePointer<segpager_appearance_style>?) -> Int32
{
    exportInit(style, "style") { segpager_appearance_style(AppearanceStyle()) }
}

extension StripOffsetStyle {
    /// The value a C `segpager_strip_offset_style` holds: its enums, flags and
    /// sentinels read, unknown values refused, then checked.
    init(abi: segpager_strip_offset_style) throws(Status) {
        self.init()
        policy = try StripScrollPolicy(abi: abi.policy, "policy")
        containment = try StripContainment(abi: abi.containment, "containment")
        timing = try StripScrollTiming(abi: abi.timing, "timing")
        margin = abi.margin
        try core(.members) { () throws(InputError) in try validate() }
    }
}

extension segpager_strip_offset_style {
    /// The C struct for a core value (`segpager_strip_offset_style_init` writes
    /// it for `StripOffsetStyle()`).
    init(_ value: StripOffsetStyle) {
        self.init()
        struct_size = UInt32(MemoryLayout<Self>.size)
        policy = value.policy.abi
        containment = value.containment.abi
        timing = value.timing.abi
        margin = value.margin
    }
}

/// Writes `StripOffsetStyle()` as a C `segpager_strip_offset_style`.
@c @implementation
public func segpager_strip_offset_style_init(_ style: UnsafeMutablePointer<segpager_strip_offset_style>?)
    -> Int32
{
    exportInit(style, "style") { segpager_strip_offset_style(StripOffsetStyle()) }
}
