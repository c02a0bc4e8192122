// The one set of defaults: every options struct's C `*_init` writes the
// Swift core's defaults. Each C field is listed with the core value it must
// equal (sentinels mapped explicitly: -1 = nil, 0/1 flags = Bool); a field
// of the C struct that no row names fails the test, and so does an `_init`
// in segpager.h that no table covers. Python's side is
// bindings/python/tests/test_abi.py's test_python_defaults_equal_the_c_init_functions
// (Python default == C `*_init`).
import CSegPager
import SegPager
import SegPagerTestSupport
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

    /// The six structs whose conversions are generated from
    /// bindings/abi/options.toml: each `_init` writes what the generated
    /// writer makes of the core's default (every field, by construction), and
    /// the generated reader gives that default back, as it gives back a value
    /// with sentinels, flags, enums and a custom easing set. The documented
    /// defaults (the header's "default X") are read against the `_init`s by
    /// bindings/python/tests/test_boundary.py.
    @Test func generatedStructsReadBackWhatTheyWrite() throws {
        #expect(
            try StripStyle(abi: initialized(segpager_strip_style_init, segpager_strip_style()))
                == StripStyle())
        var geometry = initialized(segpager_page_geometry_init, segpager_page_geometry())
        var measured = PageGeometry()
        #expect(segpager_page_geometry(measured).page_width == geometry.page_width)
        measured.viewportWidth = 375  // a geometry needs its width to be read
        geometry.viewport_width = 375
        #expect(try PageGeometry(abi: geometry) == measured)
        #expect(try DampedSpring(abi: initialized(segpager_spring_init, segpager_spring())) == .standard)
        #expect(
            (DampedSpring().response, DampedSpring().dampingRatio, DampedSpring().mass) == (0.55, 0.825, 1))
        let paging = initialized(segpager_paging_options_init, segpager_paging_options())
        #expect(try PagingOptions(abi: paging) == PagingOptions())
        #expect(
            try HeaderStyle(abi: initialized(segpager_header_style_init, segpager_header_style()))
                == HeaderStyle())
        var config = initialized(segpager_pager_configuration_init, segpager_pager_configuration())
        var measuredConfig = PagerConfiguration()
        measuredConfig.pages.viewportWidth = 375
        config.viewport_width = 375
        #expect(try PagerConfiguration(abi: config) == measuredConfig)
        // Named easings' Bezier fields hold the ease-in-out curve (segpager.h).
        #expect(config.tap_bezier_x1 == CubicBezier.easeInOut.x1 && config.settle_bezier_y2 == 1)

        var changed = PagerConfiguration()
        changed.windows.cacheLimit = 4
        changed.pages.pageWidth = 300
        changed.pages.viewportWidth = 320
        changed.touchSlopMaximum = 20
        changed.tapEasing = .cubicBezier(CubicBezier(0.1, 0.7, 0.4, 0.9))
        changed.settleSpring.mass = 2
        changed.isLooping = true
        changed.farTransition = .sweep
        changed.listDeceleration = .fast
        #expect(try PagerConfiguration(abi: segpager_pager_configuration(changed)) == changed)
        var none = PagerConfiguration()
        none.windows.cacheLimit = nil
        none.touchSlopMaximum = nil
        let written = segpager_pager_configuration(none)
        #expect(written.cache_limit == -1 && written.touch_slop_maximum == 0 && written.page_width == 0)
        var wide = StripStyle()
        wide.maxItemWidth = 120
        wide.direction = .rightToLeft
        #expect(try StripStyle(abi: segpager_strip_style(wide)) == wide)
    }

    @Test func snapOptions() {
        let s = SnapOptions()
        // Embla's defaults (Options.ts): align 'center', containScroll
        // 'trimSnaps', slidesToScroll 1, loop false; pixelTolerance 2.
        #expect(s.alignment == .center && s.containment == .trimSnaps && s.grouping == .count(1) && !s.loops)
        expectInitDefaults(
            segpager_snap_options_init, from: segpager_snap_options(),
            [
                "struct_size": size(segpager_snap_options.self),
                "align": Double(SEGPAGER_SNAP_ALIGN_CENTER),
                "contain": Double(SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS),
                "slides_to_scroll": 1, "loop": number(s.loops), "reserved": 0, "align_fraction": 0,
                "end_gap": s.endGap, "pixel_tolerance": s.pixelTolerance,
            ])
    }

    @Test func stripGeometry() {
        expectInitDefaults(
            segpager_strip_geometry_init, from: segpager_strip_geometry(),
            [
                "struct_size": size(segpager_strip_geometry.self),
                "direction": Double(SEGPAGER_DIRECTION_LTR),
                "frames": 0, "items": 0, "count": 0, "content_width": 0, "viewport_width": 0,
                "height": StripStyle.defaultItemHeight, "content_leading_inset": 0,
                "content_trailing_inset": 0,
            ])
    }

    @Test func indicatorStyle() {
        let s = IndicatorStyle()
        #expect(s.widthMode == .content && s.alignment == .center && s.placement == .bottom)
        #expect(s.transition == .linear && s.easing == .linear && s.overscroll == .clamp)
        expectInitDefaults(
            segpager_indicator_style_init, from: segpager_indicator_style(),
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
        expectInitDefaults(segpager_appearance_style_init, from: segpager_appearance_style(), expected)
    }

    @Test func stripOffsetStyle() {
        let s = StripOffsetStyle()
        #expect(s.policy == .center && s.containment == .clamp && s.timing == .progressive)
        expectInitDefaults(
            segpager_strip_offset_style_init, from: segpager_strip_offset_style(),
            [
                "struct_size": size(segpager_strip_offset_style.self),
                "policy": Double(SEGPAGER_STRIP_SCROLL_CENTER),
                "containment": Double(SEGPAGER_CONTAIN_CLAMP),
                "timing": Double(SEGPAGER_STRIP_TIMING_PROGRESSIVE),
                "margin": s.margin,
            ])
    }

    @Test func headerSection() {
        let s = HeaderSection()
        #expect(s.behavior == .scroll && !s.snaps)
        expectInitDefaults(
            segpager_header_section_init, from: segpager_header_section(),
            [
                "height": s.height, "min_height": s.minHeight, "behavior": Double(SEGPAGER_SECTION_SCROLL),
                "flags": 0,
            ])
    }

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
        var style = HeaderStyle()
        style.height = 1  // a header needs a height; the options' defaults do not depend on it
        let h = try PagerHeader(style: style)
        #expect(h.listSync == .keepOwn && h.refreshZone == .header && h.snapAnimation == .spring)
        #expect(PagerHeader.defaultMode == .exitUntilCollapsed)
        expectInitDefaults(
            segpager_pager_header_init, from: segpager_pager_header(),
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
        expectInitDefaults(
            segpager_step_buffers_init, from: segpager_step_buffers(), dirtied: { $0.reserved = 7 },
            [
                "struct_size": size(segpager_step_buffers.self), "reserved": 0, "appearances": 0,
                "appearance_capacity": 0, "notifications": 0, "notification_capacity": 0, "pages": 0,
                "page_capacity": 0, "list_offsets": 0, "list_offset_capacity": 0, "strip_items": 0,
                "strip_item_capacity": 0,
            ])
    }

    @Test func runBuffers() {
        // No records or notifications yet; records are whole frames, packed.
        expectInitDefaults(
            segpager_run_buffers_init, from: segpager_run_buffers(), dirtied: { $0.reserved = 7 },
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
