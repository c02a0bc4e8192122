/* Generated from bindings/c/segpager.h and bindings/abi/options.toml by
 * bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`). */
/* The field rows of test_bad_input_matrix.c for the options structs whose
 * conversions are generated: each field's kind (F_ENUM, F_FLAG, F_INT,
 * F_RESERVED; a double is F_NONNEG when its comment states a bound of
 * 0 or more, else F_REAL; a colour is COLOR_FIELDS, its four components)
 * and the padding between fields. */

#define PAGER_CONFIGURATION_FIELD_ROWS \
    FIELD(segpager_pager_configuration, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_pager_configuration, commit_policy, F_ENUM), \
    FIELD(segpager_pager_configuration, driver, F_ENUM), \
    FIELD(segpager_pager_configuration, tap_easing, F_ENUM), \
    FIELD(segpager_pager_configuration, settle_easing, F_ENUM), \
    FIELD(segpager_pager_configuration, initial_index, F_INT), \
    FIELD(segpager_pager_configuration, page_alignment, F_ENUM), \
    FIELD(segpager_pager_configuration, pad_ends, F_FLAG), \
    FIELD(segpager_pager_configuration, prepare_radius, F_INT), \
    FIELD(segpager_pager_configuration, keep_radius, F_INT), \
    FIELD(segpager_pager_configuration, cache_limit, F_INT), \
    FIELD(segpager_pager_configuration, reuse_slots, F_FLAG), \
    FIELD(segpager_pager_configuration, looping, F_FLAG), \
    FIELD(segpager_pager_configuration, reserved, F_RESERVED), \
    FIELD(segpager_pager_configuration, viewport_width, F_NONNEG), \
    FIELD(segpager_pager_configuration, page_width, F_NONNEG), \
    FIELD(segpager_pager_configuration, page_spacing, F_NONNEG), \
    FIELD(segpager_pager_configuration, strip_viewport_width, F_NONNEG), \
    FIELD(segpager_pager_configuration, strip_height, F_NONNEG), \
    FIELD(segpager_pager_configuration, tap_duration, F_NONNEG), \
    FIELD(segpager_pager_configuration, settle_duration, F_NONNEG), \
    FIELD(segpager_pager_configuration, flick_velocity, F_NONNEG), \
    FIELD(segpager_pager_configuration, settle_mode, F_ENUM), \
    FIELD(segpager_pager_configuration, paging_profile, F_ENUM), \
    FIELD(segpager_pager_configuration, spring_response, F_NONNEG), \
    FIELD(segpager_pager_configuration, spring_damping_ratio, F_NONNEG), \
    FIELD(segpager_pager_configuration, rubber_band_coefficient, F_NONNEG), \
    FIELD(segpager_pager_configuration, spring_mass, F_NONNEG), \
    FIELD(segpager_pager_configuration, tap_bezier_x1, F_NONNEG), \
    FIELD(segpager_pager_configuration, tap_bezier_y1, F_REAL), \
    FIELD(segpager_pager_configuration, tap_bezier_x2, F_NONNEG), \
    FIELD(segpager_pager_configuration, tap_bezier_y2, F_REAL), \
    FIELD(segpager_pager_configuration, settle_bezier_x1, F_NONNEG), \
    FIELD(segpager_pager_configuration, settle_bezier_y1, F_REAL), \
    FIELD(segpager_pager_configuration, settle_bezier_x2, F_NONNEG), \
    FIELD(segpager_pager_configuration, settle_bezier_y2, F_REAL), \
    FIELD(segpager_pager_configuration, notification_limit, F_INT), \
    FIELD(segpager_pager_configuration, reserved2, F_RESERVED), \
    FIELD(segpager_pager_configuration, touch_slop, F_NONNEG), \
    FIELD(segpager_pager_configuration, wheel_settle_delay, F_NONNEG), \
    FIELD(segpager_pager_configuration, list_deceleration_rate, F_NONNEG), \
    FIELD(segpager_pager_configuration, touch_slop_fraction, F_NONNEG), \
    FIELD(segpager_pager_configuration, touch_slop_maximum, F_NONNEG), \
    FIELD(segpager_pager_configuration, integrator_duration, F_NONNEG), \
    FIELD(segpager_pager_configuration, integrator_friction, F_NONNEG), \
    FIELD(segpager_pager_configuration, list_fling_profile, F_ENUM), \
    FIELD(segpager_pager_configuration, reserved3, F_RESERVED), \
    FIELD(segpager_pager_configuration, strip_deceleration_rate, F_NONNEG), \
    FIELD(segpager_pager_configuration, far_transition, F_ENUM), \
    FIELD(segpager_pager_configuration, pre_jump_distance, F_INT), \
    FIELD(segpager_pager_configuration, paging_max_pages, F_INT), \
    FIELD(segpager_pager_configuration, reserved4, F_RESERVED), \
    FIELD(segpager_pager_configuration, paging_deceleration_rate, F_NONNEG), \
    FIELD(segpager_pager_configuration, paging_min_velocity, F_NONNEG), \
    FIELD(segpager_pager_configuration, paging_min_distance, F_NONNEG), \
    FIELD(segpager_pager_configuration, paging_flutter_tolerance, F_NONNEG), \
    FIELD(segpager_pager_configuration, paging_positional_threshold, F_NONNEG), \
    FIELD(segpager_pager_configuration, paging_snap_positional_threshold, F_NONNEG),

#define STRIP_STYLE_FIELD_ROWS \
    FIELD(segpager_strip_style, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_strip_style, width_mode, F_ENUM), \
    FIELD(segpager_strip_style, fit_policy, F_ENUM), \
    FIELD(segpager_strip_style, direction, F_ENUM), \
    FIELD(segpager_strip_style, selected_width_mode, F_ENUM), \
    FIELD(segpager_strip_style, selected_index, F_INT), \
    FIELD(segpager_strip_style, item_width, F_NONNEG), \
    FIELD(segpager_strip_style, visible_count, F_NONNEG), \
    FIELD(segpager_strip_style, item_padding, F_NONNEG), \
    FIELD(segpager_strip_style, min_item_width, F_NONNEG), \
    FIELD(segpager_strip_style, max_item_width, F_NONNEG), \
    FIELD(segpager_strip_style, spacing, F_NONNEG), \
    FIELD(segpager_strip_style, leading_inset, F_NONNEG), \
    FIELD(segpager_strip_style, trailing_inset, F_NONNEG), \
    FIELD(segpager_strip_style, item_leading_padding, F_NONNEG), \
    FIELD(segpager_strip_style, item_trailing_padding, F_NONNEG), \
    FIELD(segpager_strip_style, widest_gutter, F_NONNEG), \
    FIELD(segpager_strip_style, max_item_width_margin, F_NONNEG),

#define PAGE_GEOMETRY_FIELD_ROWS \
    FIELD(segpager_page_geometry, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_page_geometry, page_count, F_INT), \
    FIELD(segpager_page_geometry, direction, F_ENUM), \
    FIELD(segpager_page_geometry, alignment, F_ENUM), \
    FIELD(segpager_page_geometry, pad_ends, F_FLAG), \
    PADDING(segpager_page_geometry, pad_ends, viewport_width), \
    FIELD(segpager_page_geometry, viewport_width, F_NONNEG), \
    FIELD(segpager_page_geometry, page_width, F_NONNEG), \
    FIELD(segpager_page_geometry, page_spacing, F_NONNEG),

#define SPRING_FIELD_ROWS \
    FIELD(segpager_spring, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_spring, reserved, F_RESERVED), \
    FIELD(segpager_spring, response, F_NONNEG), \
    FIELD(segpager_spring, damping_ratio, F_NONNEG), \
    FIELD(segpager_spring, mass, F_NONNEG),

#define PAGING_OPTIONS_FIELD_ROWS \
    FIELD(segpager_paging_options, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_paging_options, profile, F_ENUM), \
    FIELD(segpager_paging_options, max_pages, F_INT), \
    FIELD(segpager_paging_options, looping, F_FLAG), \
    FIELD(segpager_paging_options, deceleration_rate, F_NONNEG), \
    FIELD(segpager_paging_options, min_velocity, F_NONNEG), \
    FIELD(segpager_paging_options, min_distance, F_NONNEG), \
    FIELD(segpager_paging_options, flick_velocity, F_NONNEG), \
    FIELD(segpager_paging_options, flutter_tolerance, F_NONNEG), \
    FIELD(segpager_paging_options, positional_threshold, F_NONNEG), \
    FIELD(segpager_paging_options, snap_positional_threshold, F_NONNEG),

#define HEADER_STYLE_FIELD_ROWS \
    FIELD(segpager_header_style, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_header_style, pull_down, F_ENUM), \
    FIELD(segpager_header_style, content_mode, F_ENUM), \
    FIELD(segpager_header_style, reserved, F_RESERVED), \
    FIELD(segpager_header_style, height, F_NONNEG), \
    FIELD(segpager_header_style, pinned_height, F_NONNEG), \
    FIELD(segpager_header_style, pin_offset, F_NONNEG), \
    FIELD(segpager_header_style, parallax, F_NONNEG), \
    FIELD(segpager_header_style, content_height, F_NONNEG),

#define INDICATOR_STYLE_FIELD_ROWS \
    FIELD(segpager_indicator_style, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_indicator_style, width_mode, F_ENUM), \
    FIELD(segpager_indicator_style, alignment, F_ENUM), \
    FIELD(segpager_indicator_style, placement, F_ENUM), \
    FIELD(segpager_indicator_style, transition, F_ENUM), \
    FIELD(segpager_indicator_style, easing, F_ENUM), \
    FIELD(segpager_indicator_style, overscroll, F_ENUM), \
    FIELD(segpager_indicator_style, clamp_to_item, F_FLAG), \
    FIELD(segpager_indicator_style, width, F_NONNEG), \
    FIELD(segpager_indicator_style, extra_width, F_REAL), \
    FIELD(segpager_indicator_style, min_width, F_NONNEG), \
    FIELD(segpager_indicator_style, max_width, F_NONNEG), \
    FIELD(segpager_indicator_style, height, F_NONNEG), \
    FIELD(segpager_indicator_style, corner_radius, F_NONNEG), \
    FIELD(segpager_indicator_style, leading_inset, F_NONNEG), \
    FIELD(segpager_indicator_style, top_inset, F_NONNEG), \
    FIELD(segpager_indicator_style, trailing_inset, F_NONNEG), \
    FIELD(segpager_indicator_style, bottom_inset, F_NONNEG), \
    FIELD(segpager_indicator_style, stretch, F_NONNEG), \
    FIELD(segpager_indicator_style, bezier_x1, F_NONNEG), \
    FIELD(segpager_indicator_style, bezier_y1, F_REAL), \
    FIELD(segpager_indicator_style, bezier_x2, F_NONNEG), \
    FIELD(segpager_indicator_style, bezier_y2, F_REAL), \
    FIELD(segpager_indicator_style, rounded_corners, F_ENUM), \
    FIELD(segpager_indicator_style, reserved, F_RESERVED),

#define APPEARANCE_STYLE_FIELD_ROWS \
    FIELD(segpager_appearance_style, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_appearance_style, policy, F_ENUM), \
    FIELD(segpager_appearance_style, color_space, F_ENUM), \
    PADDING(segpager_appearance_style, color_space, normal_color), \
    COLOR_FIELDS(segpager_appearance_style, normal_color), \
    COLOR_FIELDS(segpager_appearance_style, selected_color), \
    FIELD(segpager_appearance_style, selected_scale, F_NONNEG), \
    FIELD(segpager_appearance_style, normal_emphasis, F_REAL), \
    FIELD(segpager_appearance_style, selected_emphasis, F_REAL),

#define STRIP_OFFSET_STYLE_FIELD_ROWS \
    FIELD(segpager_strip_offset_style, struct_size, F_STRUCT_SIZE), \
    FIELD(segpager_strip_offset_style, policy, F_ENUM), \
    FIELD(segpager_strip_offset_style, containment, F_ENUM), \
    FIELD(segpager_strip_offset_style, timing, F_ENUM), \
    FIELD(segpager_strip_offset_style, margin, F_NONNEG),
