// The one set of defaults: every options struct's C `*_init` writes the
// Swift core's defaults. Each C field is listed with the core value it must
// equal (sentinels mapped explicitly: -1 = nil, 0/1 flags = Bool); a field
// of the C struct that no row names fails the test, and so does an `_init`
// in segpager.h that no table covers. Python's side is
// bindings/python/tests/test_abi.py's test_python_defaults_equal_the_c_init_functions
// (Python default == C `*_init`).
import CSegPager
import SegPager
import Testing

@testable import SegPagerABI

/// Every `segpager_<name>_init` declared in segpager.h, read from the header.
private func headerInitFunctions() -> Set<String> {
    guard let text = repositoryText("bindings/c/segpager.h") else { return [] }
    var names: Set<String> = []
    for line in text.split(separator: "\n")
    where line.hasPrefix("SEGPAGER_API int segpager_") {
        guard let open = line.firstIndex(of: "(") else { continue }
        let name = line[..<open].split(separator: " ").last.map(String.init) ?? ""
        if name.hasSuffix("_init") { names.insert(name) }
    }
    return names
}

@Suite("One set of defaults")
struct DefaultsTests {
    @Test func everyInitFunctionIsCovered() {
        let covered: Set<String> = [
            "segpager_strip_style_init", "segpager_strip_geometry_init", "segpager_indicator_style_init",
            "segpager_appearance_style_init", "segpager_strip_offset_style_init",
            "segpager_page_geometry_init",
            "segpager_spring_init", "segpager_paging_options_init", "segpager_header_style_init",
            "segpager_pager_configuration_init", "segpager_pager_header_init", "segpager_step_buffers_init",
            "segpager_header_section_init", "segpager_snap_options_init", "segpager_run_buffers_init",
        ]
        let declared = headerInitFunctions()
        #expect(declared.count > 10, "the header was not found or not read")
        #expect(
            declared == covered, "init functions the test does not cover: \(declared.subtracting(covered))")
    }

    @Test func stripStyle() {
        var c = segpager_strip_style()
        #expect(segpager_strip_style_init(&c) == 0)
        let s = StripStyle()
        expectDefaults(
            "segpager_strip_style", c,
            [
                "struct_size": size(segpager_strip_style.self),
                "width_mode": Double(SEGPAGER_WIDTH_INTRINSIC), "fit_policy": Double(SEGPAGER_FIT_LEADING),
                "direction": Double(SEGPAGER_DIRECTION_LTR),
                "selected_width_mode": Double(SEGPAGER_SELECTED_WIDTH_RESERVE),
                "selected_index": Double(s.selectedIndex), "item_width": s.itemWidth,
                "visible_count": s.visibleCount,
                "item_padding": s.itemPadding, "min_item_width": s.minItemWidth,
                "max_item_width": s.maxItemWidth ?? 0,  // C: 0 is nil (no maximum)
                "spacing": s.spacing, "leading_inset": s.leadingInset, "trailing_inset": s.trailingInset,
                "item_leading_padding": s.itemLeadingPadding, "item_trailing_padding": s.itemTrailingPadding,
                "widest_gutter": s.widestGutter, "max_item_width_margin": s.maxItemWidthMargin,
            ])
        // The enum fields name the core's default cases.
        #expect(s.widthMode == .intrinsic && s.fitPolicy == .leading && s.direction == .leftToRight)
        #expect(s.selectedWidthMode == .reserve)
    }

    @Test func snapOptions() {
        var c = segpager_snap_options()
        #expect(segpager_snap_options_init(&c) == 0)
        let s = SnapOptions()
        // Embla's defaults (Options.ts): align 'center', containScroll
        // 'trimSnaps', slidesToScroll 1, loop false; pixelTolerance 2.
        #expect(s.alignment == .center && s.containment == .trimSnaps && s.grouping == .count(1) && !s.loops)
        expectDefaults(
            "segpager_snap_options", c,
            [
                "struct_size": size(segpager_snap_options.self),
                "align": Double(SEGPAGER_SNAP_ALIGN_CENTER),
                "contain": Double(SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS),
                "slides_to_scroll": 1, "loop": number(s.loops), "reserved": 0, "align_fraction": 0,
                "end_gap": s.endGap, "pixel_tolerance": s.pixelTolerance,
            ])
    }

    @Test func stripGeometry() {
        var c = segpager_strip_geometry()
        #expect(segpager_strip_geometry_init(&c) == 0)
        expectDefaults(
            "segpager_strip_geometry", c,
            [
                "struct_size": size(segpager_strip_geometry.self),
                "direction": Double(SEGPAGER_DIRECTION_LTR),
                "frames": 0, "items": 0, "count": 0, "content_width": 0, "viewport_width": 0,
                "height": StripStyle.defaultItemHeight, "content_leading_inset": 0,
                "content_trailing_inset": 0,
            ])
    }

    @Test func indicatorStyle() {
        var c = segpager_indicator_style()
        #expect(segpager_indicator_style_init(&c) == 0)
        let s = IndicatorStyle()
        #expect(s.widthMode == .content && s.alignment == .center && s.placement == .bottom)
        #expect(s.transition == .linear && s.easing == .linear && s.overscroll == .clamp)
        expectDefaults(
            "segpager_indicator_style", c,
            [
                "struct_size": size(segpager_indicator_style.self),
                "width_mode": Double(SEGPAGER_INDICATOR_WIDTH_CONTENT),
                "alignment": Double(SEGPAGER_INDICATOR_ALIGN_CENTER),
                "placement": Double(SEGPAGER_INDICATOR_PLACEMENT_BOTTOM),
                "transition": Double(SEGPAGER_INDICATOR_TRANSITION_LINEAR),
                "easing": Double(SEGPAGER_EASING_LINEAR),
                "overscroll": Double(SEGPAGER_OVERSCROLL_CLAMP), "clamp_to_item": number(s.clampsToItem),
                "width": s.width, "extra_width": s.extraWidth, "min_width": s.minWidth,
                "max_width": s.maxWidth ?? 0,  // C: 0 is nil (no maximum)
                "height": s.height, "corner_radius": s.cornerRadius, "leading_inset": s.leadingInset,
                "top_inset": s.topInset, "trailing_inset": s.trailingInset, "bottom_inset": s.bottomInset,
                "stretch": s.stretch,
                // A named easing's Bézier fields hold the ease-in-out curve (segpager.h).
                "bezier_x1": CubicBezier.easeInOut.x1, "bezier_y1": CubicBezier.easeInOut.y1,
                "bezier_x2": CubicBezier.easeInOut.x2, "bezier_y2": CubicBezier.easeInOut.y2,
                "rounded_corners": Double(SEGPAGER_CORNERS_ALL), "reserved": 0,
            ])
    }

    @Test func appearanceStyle() {
        var c = segpager_appearance_style()
        #expect(segpager_appearance_style_init(&c) == 0)
        let s = AppearanceStyle()
        #expect(s.policy == .gradual && s.colorSpace == .sRGB)
        var expected: [String: Double] = [
            "struct_size": size(segpager_appearance_style.self),
            "policy": Double(SEGPAGER_APPEARANCE_GRADUAL), "color_space": Double(SEGPAGER_COLOR_SPACE_SRGB),
            "selected_scale": s.selectedScale, "normal_emphasis": s.normalEmphasis,
            "selected_emphasis": s.selectedEmphasis,
        ]
        for (name, color) in [("normal_color", s.normalColor), ("selected_color", s.selectedColor)] {
            expected["\(name).red"] = color.red
            expected["\(name).green"] = color.green
            expected["\(name).blue"] = color.blue
            expected["\(name).alpha"] = color.alpha
        }
        expectDefaults("segpager_appearance_style", c, expected)
    }

    @Test func stripOffsetStyle() {
        var c = segpager_strip_offset_style()
        #expect(segpager_strip_offset_style_init(&c) == 0)
        let s = StripOffsetStyle()
        #expect(s.policy == .center && s.containment == .clamp && s.timing == .progressive)
        expectDefaults(
            "segpager_strip_offset_style", c,
            [
                "struct_size": size(segpager_strip_offset_style.self),
                "policy": Double(SEGPAGER_STRIP_SCROLL_CENTER),
                "containment": Double(SEGPAGER_CONTAIN_CLAMP),
                "timing": Double(SEGPAGER_STRIP_TIMING_PROGRESSIVE),
                "margin": s.margin,
            ])
    }

    @Test func pageGeometry() {
        var c = segpager_page_geometry()
        #expect(segpager_page_geometry_init(&c) == 0)
        let g = PageGeometry()
        #expect(g.direction == .leftToRight && g.alignment == .leading)
        expectDefaults(
            "segpager_page_geometry", c,
            [
                "struct_size": size(segpager_page_geometry.self), "page_count": Double(g.pageCount),
                "direction": Double(SEGPAGER_DIRECTION_LTR), "alignment": Double(SEGPAGER_PAGE_ALIGN_LEADING),
                "pad_ends": number(g.padEnds), "viewport_width": g.viewportWidth,
                "page_width": g.pageWidth ?? 0,  // C: 0 is nil (the viewport's)
                "page_spacing": g.pageSpacing,
            ])
    }

    @Test func spring() {
        var c = segpager_spring()
        #expect(segpager_spring_init(&c) == 0)
        // The no-argument spring is the C default, and `.standard` is it.
        let s = DampedSpring()
        #expect(s == .standard)
        #expect((s.response, s.dampingRatio, s.mass) == (0.55, 0.825, 1))
        expectDefaults(
            "segpager_spring", c,
            [
                "struct_size": size(segpager_spring.self), "reserved": 0, "response": s.response,
                "damping_ratio": s.dampingRatio, "mass": s.mass,
            ])
    }

    @Test func pagingOptions() {
        var c = segpager_paging_options()
        #expect(segpager_paging_options_init(&c) == 0)
        let p = PagingOptions()
        #expect(p.profile == .uiKit)
        expectDefaults(
            "segpager_paging_options", c,
            [
                "struct_size": size(segpager_paging_options.self), "profile": Double(SEGPAGER_PAGING_UIKIT),
                "max_pages": Double(p.maxPages), "looping": 0, "deceleration_rate": p.deceleration.rate,
                "min_velocity": p.minVelocity, "min_distance": p.minDistance,
                "flick_velocity": p.flickVelocity,
                "flutter_tolerance": p.flutterTolerance, "positional_threshold": p.positionalThreshold,
                "snap_positional_threshold": p.snapPositionalThreshold,
            ])
    }

    @Test func headerSection() {
        var c = segpager_header_section()
        #expect(segpager_header_section_init(&c) == 0)
        let s = HeaderSection()
        #expect(s.behavior == .scroll && !s.snaps)
        expectDefaults(
            "segpager_header_section", c,
            [
                "height": s.height, "min_height": s.minHeight, "behavior": Double(SEGPAGER_SECTION_SCROLL),
                "flags": 0,
            ])
    }

    @Test func headerStyle() {
        var c = segpager_header_style()
        #expect(segpager_header_style_init(&c) == 0)
        let s = HeaderStyle()
        #expect(s.pullDown == .stretch && s.contentMode == .fill)
        expectDefaults(
            "segpager_header_style", c,
            [
                "struct_size": size(segpager_header_style.self),
                "pull_down": Double(SEGPAGER_PULL_DOWN_STRETCH),
                "content_mode": Double(SEGPAGER_HEADER_CONTENT_FILL), "reserved": 0, "height": s.height,
                "pinned_height": s.pinnedHeight, "pin_offset": s.pinOffset, "parallax": s.parallax,
                "content_height": s.contentHeight,
            ])
    }

    @Test func pagerConfig() {
        var c = segpager_pager_configuration()
        #expect(segpager_pager_configuration_init(&c) == 0)
        let d = PagerConfiguration()
        #expect(d.commitPolicy == .atHalf && d.driver == .engine && d.tapEasing == .easeInOut)
        #expect(d.settleEasing == .easeOut && d.pages.alignment == .leading && d.settleMode == .spring)
        #expect(d.paging.profile == .uiKit)
        expectDefaults(
            "segpager_pager_configuration", c,
            [
                "struct_size": size(segpager_pager_configuration.self),
                "commit_policy": Double(SEGPAGER_COMMIT_POLICY_AT_HALF),
                "driver": Double(SEGPAGER_DRIVER_ENGINE),
                "tap_easing": Double(SEGPAGER_EASING_EASE_IN_OUT),
                "settle_easing": Double(SEGPAGER_EASING_EASE_OUT),
                "initial_index": Double(d.initialIndex),
                "page_alignment": Double(SEGPAGER_PAGE_ALIGN_LEADING),
                "pad_ends": number(d.pages.padEnds), "prepare_radius": Double(d.windows.prepareRadius),
                "keep_radius": Double(d.windows.keepRadius),
                "cache_limit": d.windows.cacheLimit.map(Double.init) ?? -1,  // nil <-> -1
                "reuse_slots": number(d.windows.reuse), "looping": number(d.isLooping), "reserved": 0,
                "viewport_width": d.pages.viewportWidth, "page_width": d.pages.pageWidth ?? 0,  // C: 0 is nil
                "page_spacing": d.pages.pageSpacing, "strip_viewport_width": d.stripViewportWidth,
                "strip_height": d.stripHeight, "tap_duration": d.tapDuration,
                "settle_duration": d.settleDuration,
                "flick_velocity": d.paging.flickVelocity, "settle_mode": Double(SEGPAGER_SETTLE_SPRING),
                "paging_profile": Double(SEGPAGER_PAGING_UIKIT), "spring_response": d.settleSpring.response,
                "spring_damping_ratio": d.settleSpring.dampingRatio, "rubber_band_coefficient": d.rubberBand,
                "spring_mass": d.settleSpring.mass,
                // Named easings' Bézier fields hold the ease-in-out curve (segpager.h).
                "tap_bezier_x1": CubicBezier.easeInOut.x1, "tap_bezier_y1": CubicBezier.easeInOut.y1,
                "tap_bezier_x2": CubicBezier.easeInOut.x2, "tap_bezier_y2": CubicBezier.easeInOut.y2,
                "settle_bezier_x1": CubicBezier.easeInOut.x1, "settle_bezier_y1": CubicBezier.easeInOut.y1,
                "settle_bezier_x2": CubicBezier.easeInOut.x2, "settle_bezier_y2": CubicBezier.easeInOut.y2,
                "notification_limit": Double(d.notificationLimit), "reserved2": 0,
                "touch_slop": d.touchSlop, "wheel_settle_delay": d.wheelSettleDelay,
                "touch_slop_fraction": d.touchSlopFraction, "touch_slop_maximum": d.touchSlopMaximum ?? 0,
                "integrator_duration": d.integratorBody.duration,
                "integrator_friction": d.integratorBody.friction,
                "list_deceleration_rate": d.listDeceleration.rate,
                "strip_deceleration_rate": d.stripDeceleration.rate,
                "list_fling_profile": Double(SEGPAGER_LIST_FLING_UIKIT), "reserved3": 0,
                "far_transition": Double(SEGPAGER_FAR_TRANSITION_ADJACENT),
                "pre_jump_distance": Double(d.preJumpDistance),
            ])
    }

    /// The header's time bound is the core's.
    @Test func maximumTime() {
        #expect(SEGPAGER_MAX_TIME == Pager.maximumTime)
    }

    /// The header's rubber-band coefficient is the core's one (UIKit's
    /// 0.55, stated in `RubberBand.uiKit`; the configuration's default reads it).
    @Test func rubberBandCoefficient() {
        #expect(SEGPAGER_RUBBER_BAND_COEFFICIENT == RubberBand.uiKit.coefficient)
        #expect(PagerConfiguration().rubberBand == RubberBand.uiKit.coefficient)
    }

    /// One flick velocity: the pager's and the paging options' defaults are
    /// the same number (they once were 300 and 400).
    @Test func oneFlickVelocity() {
        var config = segpager_pager_configuration()
        var paging = segpager_paging_options()
        #expect(segpager_pager_configuration_init(&config) == 0 && segpager_paging_options_init(&paging) == 0)
        #expect(config.flick_velocity == paging.flick_velocity)
        #expect(PagerConfiguration().flickVelocity == PagingOptions().flickVelocity)
        #expect(PagingOptions().flickVelocity == 400)  // Android's minimum fling velocity, 400 dp/s
    }

    /// A preset is the defaults plus the preset's own fields, and the same
    /// configuration as the core's preset.
    @Test func presets() {
        for preset in PagerConfiguration.Preset.allCases {
            var c = segpager_pager_configuration()
            #expect(segpager_pager_configuration_init_preset(&c, preset.abi) == 0)
            var expected = segpager_pager_configuration(PagerConfiguration(preset: preset))
            #expect(fields(of: c) == fields(of: expected), "\(preset)")
            expected = segpager_pager_configuration(PagerConfiguration())
            expected.paging_profile = preset == .android ? SEGPAGER_PAGING_ANDROID : SEGPAGER_PAGING_UIKIT
            #expect(fields(of: c) == fields(of: expected), "\(preset): only the paging profile differs")
        }
        var c = segpager_pager_configuration()
        #expect(segpager_pager_configuration_init_preset(&c, 2) == SEGPAGER_E_ENUM.rawValue)
        #expect(
            segpager_pager_configuration_init_preset(nil, SEGPAGER_PRESET_IOS) == SEGPAGER_E_NULL.rawValue)
    }

    @Test func pagerHeader() throws {
        var c = segpager_pager_header()
        #expect(segpager_pager_header_init(&c) == 0)
        var style = HeaderStyle()
        style.height = 1  // a header needs a height; the options' defaults do not depend on it
        let h = try PagerHeader(style: style)
        #expect(h.listSync == .keepOwn && h.refreshZone == .header && h.snapAnimation == .spring)
        #expect(PagerHeader.defaultMode == .exitUntilCollapsed)
        expectDefaults(
            "segpager_pager_header", c,
            [
                "struct_size": size(segpager_pager_header.self), "list_sync": Double(SEGPAGER_LIST_KEEP_OWN),
                "refresh_zone": Double(SEGPAGER_REFRESH_HEADER),
                "nested_mode": Double(SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED),
                "snap": number(PagerHeader.defaultSnaps),
                "reserved": 0, "enter_height": PagerHeader.defaultEnterHeight,
                "snap_velocity": h.snapVelocity,
                "refresh_distance": h.refreshDistance,
                "list_max_offset": h.listMaximum ?? -1,  // nil <-> -1 (unbounded)
                "snap_animation": Double(SEGPAGER_SNAP_ANIMATION_SPRING), "reserved2": 0,
            ])
    }

    @Test func stepBuffers() {
        var c = segpager_step_buffers()
        c.reserved = 7
        #expect(segpager_step_buffers_init(&c) == 0)
        expectDefaults(
            "segpager_step_buffers", c,
            [
                "struct_size": size(segpager_step_buffers.self), "reserved": 0, "appearances": 0,
                "appearance_capacity": 0, "notifications": 0, "notification_capacity": 0, "pages": 0,
                "page_capacity": 0, "list_offsets": 0, "list_offset_capacity": 0, "strip_items": 0,
                "strip_item_capacity": 0,
            ])
    }

    @Test func runBuffers() {
        var c = segpager_run_buffers()
        c.reserved = 7
        #expect(segpager_run_buffers_init(&c) == 0)
        // No records or notifications yet; records are whole frames, packed.
        expectDefaults(
            "segpager_run_buffers", c,
            [
                "struct_size": size(segpager_run_buffers.self), "reserved": 0, "frames": 0,
                "frame_size": size(segpager_frame.self), "frame_stride": size(segpager_frame.self),
                "notifications": 0, "notification_frames": 0, "notification_capacity": 0,
            ])
    }

    /// The velocity window's limits in the header are the core's.
    @Test func velocityWindow() {
        #expect(Int(SEGPAGER_VELOCITY_CAPACITY) == VelocityTracker.capacity)
        #expect(SEGPAGER_VELOCITY_HORIZON == VelocityTracker.horizon)
        #expect(SEGPAGER_VELOCITY_ASSUMED_STOP == VelocityTracker.assumedStopGap)
    }
}
