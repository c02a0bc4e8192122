// Generated from bindings/c/segpager.h and bindings/abi/*.toml by
// bindings/python/tools/gen_js.py: do not edit (`make abi`; `make check-abi`).
// The C ABI as the wasm32 module sees it: size_t and pointers are 4 bytes.

export const VERSION = "0.9.0";

/** The header's SEGPAGER_* constants that are no enum member, prefix dropped. */
export const constants = Object.freeze({
  VERSION_MAJOR: 0,
  VERSION_MINOR: 9,
  VERSION_PATCH: 0,
  VERSION_NUMBER: 900,
  VERSION_STRING: "0.9.0",
  NONE: -1,
  MAX_COUNT: 2147483647,
  SLIDES_TO_SCROLL_AUTO: 0,
  DECELERATION_NORMAL: 0.998,
  DECELERATION_FAST: 0.99,
  RUBBER_BAND_COEFFICIENT: 0.55,
  SCROLL_FRICTION: 0.015,
  VELOCITY_CAPACITY: 20,
  VELOCITY_HORIZON: 0.1,
  VELOCITY_ASSUMED_STOP: 0.04,
  SECTION_FLAG_SNAP: 1,
  SCROLL_FLAG_SCROLL: 1,
  SCROLL_FLAG_EXIT_UNTIL_COLLAPSED: 2,
  SCROLL_FLAG_ENTER_ALWAYS: 4,
  SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED: 8,
  SCROLL_FLAG_SNAP: 16,
  SCROLL_FLAG_SNAP_MARGINS: 32,
  EVENT_DRAG_BEGAN: 0,
  EVENT_DRAG_MOVED: 1,
  EVENT_DRAG_ENDED: 2,
  EVENT_HOST_SCROLLED: 3,
  EVENT_TAB_TAPPED: 4,
  EVENT_SELECT: 5,
  EVENT_TICK: 6,
  EVENT_RESIZED: 7,
  EVENT_LIST_SCROLLED: 8,
  EVENT_LIST_ENDED: 9,
  EVENT_LIST_RESIZED: 10,
  EVENT_REFRESH_ENDED: 11,
  EVENT_POINTER_DOWN: 12,
  EVENT_POINTER_MOVED: 13,
  EVENT_POINTER_UP: 14,
  EVENT_POINTER_CANCELLED: 15,
  EVENT_WHEEL: 16,
  EVENT_STRIP_DRAG_BEGAN: 17,
  EVENT_STRIP_DRAG_MOVED: 18,
  EVENT_STRIP_DRAG_ENDED: 19,
  EVENT_ANIMATED: 1,
  MAX_TIME: 1000000000000.0,
  CAUSE_NONE: -1,
});

/** SEGPAGER_STATUS_MAP: [name, code, sentence] a status. */
export const STATUSES = Object.freeze([
  ["OK",0,"success"],
  ["E_NULL",-1,"a required pointer argument is NULL"],
  ["E_RANGE",-2,"a number is outside its documented range"],
  ["E_NOT_FINITE",-3,"a number is NaN or infinite"],
  ["E_CAPACITY",-4,"an output array is too small; the needed count was reported"],
  ["E_ENUM",-5,"an enum value is unknown"],
  ["E_STRUCT_SIZE",-6,"an options struct's struct_size is too small; call its _init function"],
  ["E_INDEX",-7,"an index is out of range"],
  ["E_ORDER",-8,"an event's time is earlier than the event before it"],
  ["E_HANDLE",-9,"the handle is not a live pager (destroyed, or never created)"],
  ["TRUNCATED",1,"success, but an output array was too small; the counts report the rest"],
]);

/** The error class of each failing status, as Python's segpager.errors names
 * it. */
export const ERROR_CLASSES = Object.freeze({
  E_NULL: "NullPointerError",
  E_RANGE: "OutOfRangeError",
  E_NOT_FINITE: "NotFiniteError",
  E_CAPACITY: "CapacityError",
  E_ENUM: "UnknownEnumError",
  E_STRUCT_SIZE: "StructSizeError",
  E_INDEX: "IndexOutOfRangeError",
  E_ORDER: "EventOrderError",
  E_HANDLE: "HandleError",
});

/** The enum families (bindings/abi/enums.toml), each NAME -> value. */
export const ENUMS = Object.freeze({
  Direction: Object.freeze({"LTR":0,"RTL":1}),
  WidthMode: Object.freeze({"FIXED":0,"INTRINSIC":1,"EQUAL":2,"FILL":3,"VISIBLE_COUNT":4,"WIDEST":5}),
  FitPolicy: Object.freeze({"LEADING":0,"CENTER":1,"TRAILING":2,"SPACE_BETWEEN":3,"SPACE_AROUND":4,"SPACE_EVENLY":5,"GROW_ITEMS":6,"EQUAL_WHEN_FITS":7}),
  SelectedWidthMode: Object.freeze({"RESERVE":0,"SELECTED_ONLY":1}),
  PageAlignment: Object.freeze({"LEADING":0,"CENTER":1}),
  CommitRule: Object.freeze({"NEAREST":0,"FLOOR":1}),
  Easing: Object.freeze({"LINEAR":0,"EASE":1,"EASE_IN":2,"EASE_OUT":3,"EASE_IN_OUT":4,"CUBIC_BEZIER":5}),
  IndicatorWidthMode: Object.freeze({"ITEM":0,"CONTENT":1,"FIXED":2,"ITEM_LESS_SUBTITLE":3}),
  IndicatorAlignment: Object.freeze({"CENTER":0,"CONTENT_LEADING":1,"TITLE_CENTER":2,"LEADING":3}),
  IndicatorPlacement: Object.freeze({"BOTTOM":0,"TOP":1,"CENTER":2,"FILL":3}),
  IndicatorTransition: Object.freeze({"LINEAR":0,"STRETCH":1,"ELASTIC":2,"ELASTIC_ROUNDED":3,"FADE":4,"SNAP":5}),
  IndicatorOverscroll: Object.freeze({"CLAMP":0,"FOLLOW":1,"COMPRESS":2}),
  AppearancePolicy: Object.freeze({"GRADUAL":0,"ON_COMMIT":1}),
  ColorSpace: Object.freeze({"SRGB":0,"PREMULTIPLIED":1,"OKLAB":2}),
  StripScrollPolicy: Object.freeze({"LEADING":0,"CENTER":1,"TRAILING":2,"ALWAYS_CENTER":3,"MINIMAL":4,"NONE":5}),
  StripContainment: Object.freeze({"CLAMP":0,"NONE":1,"TRIM_SNAPS":2,"KEEP_SNAPS":3}),
  StripScrollTiming: Object.freeze({"PROGRESSIVE":0,"ON_COMMIT":1}),
  CommitPolicy: Object.freeze({"AT_HALF":0,"WHEN_SETTLED":1}),
  ScrollDriver: Object.freeze({"ENGINE":0,"HOST":1}),
  PagerPhase: Object.freeze({"IDLE":0,"DRAGGING":1,"SETTLING":2,"TRANSITIONING":3,"HOST_SCROLLING":4}),
  NotificationKind: Object.freeze({"SELECTED_CHANGED":0,"WILL_APPEAR":1,"DID_APPEAR":2,"WILL_DISAPPEAR":3,"DID_DISAPPEAR":4,"LOAD":5,"UNLOAD":6,"REUSE":7,"HEADER_PHASE":8,"REFRESH":9}),
  SelectionCause: Object.freeze({"TAP":0,"DRAG":1,"PROGRAM":2,"EDIT":3}),
  FarTransition: Object.freeze({"ADJACENT":0,"PRE_JUMP":1,"SWEEP":2}),
  ListFlingProfile: Object.freeze({"UIKIT":0,"ANDROID":1}),
  PagingProfile: Object.freeze({"UIKIT":0,"ANDROID":1,"FLUTTER":2,"FREE":3,"COMPOSE":4}),
  PagerPreset: Object.freeze({"IOS":0,"ANDROID":1}),
  SettleMode: Object.freeze({"CURVE":0,"SPRING":1,"INTEGRATOR":2}),
  HeaderPullDown: Object.freeze({"STRETCH":0,"FOLLOW":1,"PINNED":2}),
  HeaderContentMode: Object.freeze({"FILL":0,"TOP_FILL":1,"TOP":2,"CENTER":3,"BOTTOM":4}),
  HeaderPhase: Object.freeze({"STRETCHED":0,"EXPANDED":1,"COLLAPSING":2,"PINNED":3}),
  ListSyncPolicy: Object.freeze({"SYNC":0,"KEEP_OWN":1,"RESET_TO_TOP":2}),
  RefreshZone: Object.freeze({"HEADER":0,"LIST":1}),
  NestedScrollMode: Object.freeze({"EXIT_UNTIL_COLLAPSED":0,"ENTER_ALWAYS":1,"ENTER_ALWAYS_COLLAPSED":2}),
  HeaderSectionBehavior: Object.freeze({"SCROLL":0,"EXIT_UNTIL_COLLAPSED":1,"ENTER_ALWAYS":2,"ENTER_ALWAYS_COLLAPSED":3,"PINNED":4,"BY_FLAGS":5}),
  HeaderSnapAnimation: Object.freeze({"SPRING":0,"FIXED_DURATION":1}),
  GestureAxis: Object.freeze({"UNDECIDED":0,"HORIZONTAL":1,"VERTICAL":2}),
  PointerRegion: Object.freeze({"PAGES":0,"STRIP":1,"LIST":2}),
  StripPhase: Object.freeze({"FOLLOWING":0,"DRAGGING":1,"DECELERATING":2,"HELD":3,"RETURNING":4}),
  PagerGesture: Object.freeze({"NONE":0,"PENDING":1,"PAGES":2,"LIST":3,"STRIP":4,"IGNORED":5}),
  IndicatorCorners: Object.freeze({"ALL":0,"TOP":1,"BOTTOM":2}),
  SnapAlignment: Object.freeze({"START":0,"CENTER":1,"END":2,"FRACTION":3}),
  SnapContainment: Object.freeze({"NONE":0,"TRIM_SNAPS":1,"KEEP_SNAPS":2}),
});

/** Each struct's wasm32 layout (by C name without segpager_): size,
 * alignment, and each field's [offset, kind]. */
export const LAYOUTS = Object.freeze({
  item_metrics: {"size":32,"align":8,"fields":{"content_width":[0,"f64"],"selected_content_width":[8,"f64"],"subtitle_width":[16,"f64"],"selected_subtitle_width":[24,"f64"]}},
  item_frame: {"size":16,"align":8,"fields":{"x":[0,"f64"],"width":[8,"f64"]}},
  strip_style: {"size":120,"align":8,"fields":{"struct_size":[0,"u32"],"width_mode":[4,"i32"],"fit_policy":[8,"i32"],"direction":[12,"i32"],"selected_width_mode":[16,"i32"],"selected_index":[20,"i32"],"item_width":[24,"f64"],"visible_count":[32,"f64"],"item_padding":[40,"f64"],"min_item_width":[48,"f64"],"max_item_width":[56,"f64"],"spacing":[64,"f64"],"leading_inset":[72,"f64"],"trailing_inset":[80,"f64"],"item_leading_padding":[88,"f64"],"item_trailing_padding":[96,"f64"],"widest_gutter":[104,"f64"],"max_item_width_margin":[112,"f64"]}},
  strip_geometry: {"size":64,"align":8,"fields":{"struct_size":[0,"u32"],"direction":[4,"i32"],"frames":[8,"ptr"],"items":[12,"ptr"],"count":[16,"u32"],"content_width":[24,"f64"],"viewport_width":[32,"f64"],"height":[40,"f64"],"content_leading_inset":[48,"f64"],"content_trailing_inset":[56,"f64"]}},
  indicator_style: {"size":160,"align":8,"fields":{"struct_size":[0,"u32"],"width_mode":[4,"i32"],"alignment":[8,"i32"],"placement":[12,"i32"],"transition":[16,"i32"],"easing":[20,"i32"],"overscroll":[24,"i32"],"clamp_to_item":[28,"i32"],"width":[32,"f64"],"extra_width":[40,"f64"],"min_width":[48,"f64"],"max_width":[56,"f64"],"height":[64,"f64"],"corner_radius":[72,"f64"],"leading_inset":[80,"f64"],"top_inset":[88,"f64"],"trailing_inset":[96,"f64"],"bottom_inset":[104,"f64"],"stretch":[112,"f64"],"bezier_x1":[120,"f64"],"bezier_y1":[128,"f64"],"bezier_x2":[136,"f64"],"bezier_y2":[144,"f64"],"rounded_corners":[152,"i32"],"reserved":[156,"i32"]}},
  indicator: {"size":48,"align":8,"fields":{"x":[0,"f64"],"y":[8,"f64"],"width":[16,"f64"],"height":[24,"f64"],"corner_radius":[32,"f64"],"alpha":[40,"f64"]}},
  color: {"size":32,"align":8,"fields":{"red":[0,"f64"],"green":[8,"f64"],"blue":[16,"f64"],"alpha":[24,"f64"]}},
  appearance_style: {"size":104,"align":8,"fields":{"struct_size":[0,"u32"],"policy":[4,"i32"],"color_space":[8,"i32"],"normal_color":[16,"color"],"selected_color":[48,"color"],"selected_scale":[80,"f64"],"normal_emphasis":[88,"f64"],"selected_emphasis":[96,"f64"]}},
  item_appearance: {"size":56,"align":8,"fields":{"selection_weight":[0,"f64"],"color":[8,"color"],"scale":[40,"f64"],"emphasis":[48,"f64"]}},
  strip_offset_style: {"size":24,"align":8,"fields":{"struct_size":[0,"u32"],"policy":[4,"i32"],"containment":[8,"i32"],"timing":[12,"i32"],"margin":[16,"f64"]}},
  snap_options: {"size":48,"align":8,"fields":{"struct_size":[0,"u32"],"align":[4,"i32"],"contain":[8,"i32"],"slides_to_scroll":[12,"i32"],"loop":[16,"i32"],"reserved":[20,"i32"],"align_fraction":[24,"f64"],"end_gap":[32,"f64"],"pixel_tolerance":[40,"f64"]}},
  loop_point: {"size":32,"align":8,"fields":{"index":[0,"i32"],"edge":[4,"i32"],"offset":[8,"f64"],"shift_before":[16,"f64"],"shift_after":[24,"f64"]}},
  page_geometry: {"size":48,"align":8,"fields":{"struct_size":[0,"u32"],"page_count":[4,"i32"],"direction":[8,"i32"],"alignment":[12,"i32"],"pad_ends":[16,"i32"],"viewport_width":[24,"f64"],"page_width":[32,"f64"],"page_spacing":[40,"f64"]}},
  spring: {"size":32,"align":8,"fields":{"struct_size":[0,"u32"],"reserved":[4,"i32"],"response":[8,"f64"],"damping_ratio":[16,"f64"],"mass":[24,"f64"]}},
  paging_options: {"size":72,"align":8,"fields":{"struct_size":[0,"u32"],"profile":[4,"i32"],"max_pages":[8,"i32"],"looping":[12,"i32"],"deceleration_rate":[16,"f64"],"min_velocity":[24,"f64"],"min_distance":[32,"f64"],"flick_velocity":[40,"f64"],"flutter_tolerance":[48,"f64"],"positional_threshold":[56,"f64"],"snap_positional_threshold":[64,"f64"]}},
  header_style: {"size":56,"align":8,"fields":{"struct_size":[0,"u32"],"pull_down":[4,"i32"],"content_mode":[8,"i32"],"reserved":[12,"i32"],"height":[16,"f64"],"pinned_height":[24,"f64"],"pin_offset":[32,"f64"],"parallax":[40,"f64"],"content_height":[48,"f64"]}},
  rect: {"size":32,"align":8,"fields":{"x":[0,"f64"],"y":[8,"f64"],"width":[16,"f64"],"height":[24,"f64"]}},
  header_frame: {"size":120,"align":8,"fields":{"header":[0,"rect"],"content":[32,"rect"],"strip":[64,"rect"],"phase":[96,"i32"],"reserved":[100,"i32"],"progress":[104,"f64"],"stretch_scale":[112,"f64"]}},
  scroll_split: {"size":24,"align":8,"fields":{"header":[0,"f64"],"list":[8,"f64"],"overscroll":[16,"f64"]}},
  header_section: {"size":24,"align":8,"fields":{"height":[0,"f64"],"min_height":[8,"f64"],"behavior":[16,"i32"],"flags":[20,"u32"]}},
  section_margins: {"size":16,"align":8,"fields":{"margin_top":[0,"f64"],"margin_bottom":[8,"f64"]}},
  header_ranges: {"size":32,"align":8,"fields":{"height":[0,"f64"],"collapse_range":[8,"f64"],"pinned_height":[16,"f64"],"enter_range":[24,"f64"]}},
  pager_configuration: {"size":368,"align":8,"fields":{"struct_size":[0,"u32"],"commit_policy":[4,"i32"],"driver":[8,"i32"],"tap_easing":[12,"i32"],"settle_easing":[16,"i32"],"initial_index":[20,"i32"],"page_alignment":[24,"i32"],"pad_ends":[28,"i32"],"prepare_radius":[32,"i32"],"keep_radius":[36,"i32"],"cache_limit":[40,"i32"],"reuse_slots":[44,"i32"],"looping":[48,"i32"],"reserved":[52,"i32"],"viewport_width":[56,"f64"],"page_width":[64,"f64"],"page_spacing":[72,"f64"],"strip_viewport_width":[80,"f64"],"strip_height":[88,"f64"],"tap_duration":[96,"f64"],"settle_duration":[104,"f64"],"flick_velocity":[112,"f64"],"settle_mode":[120,"i32"],"paging_profile":[124,"i32"],"spring_response":[128,"f64"],"spring_damping_ratio":[136,"f64"],"rubber_band_coefficient":[144,"f64"],"spring_mass":[152,"f64"],"tap_bezier_x1":[160,"f64"],"tap_bezier_y1":[168,"f64"],"tap_bezier_x2":[176,"f64"],"tap_bezier_y2":[184,"f64"],"settle_bezier_x1":[192,"f64"],"settle_bezier_y1":[200,"f64"],"settle_bezier_x2":[208,"f64"],"settle_bezier_y2":[216,"f64"],"notification_limit":[224,"i32"],"reserved2":[228,"i32"],"touch_slop":[232,"f64"],"wheel_settle_delay":[240,"f64"],"list_deceleration_rate":[248,"f64"],"touch_slop_fraction":[256,"f64"],"touch_slop_maximum":[264,"f64"],"integrator_duration":[272,"f64"],"integrator_friction":[280,"f64"],"list_fling_profile":[288,"i32"],"reserved3":[292,"i32"],"strip_deceleration_rate":[296,"f64"],"far_transition":[304,"i32"],"pre_jump_distance":[308,"i32"],"paging_max_pages":[312,"i32"],"reserved4":[316,"i32"],"paging_deceleration_rate":[320,"f64"],"paging_min_velocity":[328,"f64"],"paging_min_distance":[336,"f64"],"paging_flutter_tolerance":[344,"f64"],"paging_positional_threshold":[352,"f64"],"paging_snap_positional_threshold":[360,"f64"]}},
  pager_header: {"size":64,"align":8,"fields":{"struct_size":[0,"u32"],"list_sync":[4,"i32"],"refresh_zone":[8,"i32"],"nested_mode":[12,"i32"],"snap":[16,"i32"],"reserved":[20,"i32"],"enter_height":[24,"f64"],"snap_velocity":[32,"f64"],"refresh_distance":[40,"f64"],"list_max_offset":[48,"f64"],"snap_animation":[56,"i32"],"reserved2":[60,"i32"]}},
  event: {"size":48,"align":8,"fields":{"kind":[0,"i32"],"index":[4,"i32"],"region":[4,"i32"],"flags":[8,"i32"],"reserved":[12,"i32"],"time":[16,"f64"],"offset":[24,"f64"],"x":[24,"f64"],"delta_x":[24,"f64"],"velocity":[32,"f64"],"y":[32,"f64"],"delta_y":[32,"f64"],"width":[40,"f64"]}},
  notification: {"size":32,"align":8,"fields":{"kind":[0,"i32"],"page":[4,"i32"],"previous":[8,"i32"],"old_phase":[8,"i32"],"cause":[12,"i32"],"new_phase":[12,"i32"],"id":[16,"i64"],"time":[24,"f64"]}},
  page_visibility: {"size":32,"align":8,"fields":{"page":[0,"i32"],"reserved":[4,"i32"],"visibility":[8,"f64"],"x":[16,"f64"],"width":[24,"f64"]}},
  frame: {"size":360,"align":8,"fields":{"struct_size":[0,"u32"],"phase":[4,"i32"],"selected_index":[8,"i32"],"transition_target":[12,"i32"],"first_visible_item":[16,"i32"],"reserved":[20,"i32"],"time":[24,"f64"],"page_offset":[32,"f64"],"position":[40,"f64"],"target_page_offset":[48,"f64"],"transition_progress":[56,"f64"],"strip_offset":[64,"f64"],"indicator":[72,"indicator"],"appearance_count":[120,"u32"],"notification_count":[124,"u32"],"pending_notifications":[128,"u32"],"page_count":[132,"u32"],"has_header":[136,"i32"],"refreshing":[140,"i32"],"header_animating":[144,"i32"],"reserved2":[148,"i32"],"header":[152,"header_frame"],"header_offset":[272,"f64"],"pull":[280,"f64"],"list_offset":[288,"f64"],"split":[296,"scroll_split"],"dropped_notifications":[320,"u32"],"strip_content_width":[328,"f64"],"strip_scrolls":[336,"i32"],"indicator_corners":[340,"i32"],"reserved3":[344,"i32"],"strip_phase":[348,"i32"],"gesture":[352,"i32"],"list_animating":[356,"i32"]}},
  strip_item: {"size":56,"align":8,"fields":{"item":[0,"i32"],"has_subtitle":[4,"i32"],"frame":[8,"item_frame"],"title":[24,"item_frame"],"subtitle":[40,"item_frame"]}},
  step_buffers: {"size":48,"align":4,"fields":{"struct_size":[0,"u32"],"reserved":[4,"u32"],"appearances":[8,"ptr"],"appearance_capacity":[12,"u32"],"notifications":[16,"ptr"],"notification_capacity":[20,"u32"],"pages":[24,"ptr"],"page_capacity":[28,"u32"],"list_offsets":[32,"ptr"],"list_offset_capacity":[36,"u32"],"strip_items":[40,"ptr"],"strip_item_capacity":[44,"u32"]}},
  run_buffers: {"size":32,"align":4,"fields":{"struct_size":[0,"u32"],"reserved":[4,"u32"],"frames":[8,"ptr"],"frame_size":[12,"u32"],"frame_stride":[16,"u32"],"notifications":[20,"ptr"],"notification_frames":[24,"ptr"],"notification_capacity":[28,"u32"]}},
});

/** Each options struct's fields as [path, C field, kind, offset, scalar,
 * null?]: the path is Swift's key path (a Bool's `is` dropped), the kind an
 * enum's name, 'bool', 'f64', 'i32' or 'u32', the scalar how it is stored,
 * and null's C value where the field takes null (Swift's nil). */
export const OPTIONS = Object.freeze({
  strip_style: [["widthMode","width_mode","WidthMode",4,"i32"],["fitPolicy","fit_policy","FitPolicy",8,"i32"],["direction","direction","Direction",12,"i32"],["selectedWidthMode","selected_width_mode","SelectedWidthMode",16,"i32"],["selectedIndex","selected_index","i32",20,"i32"],["itemWidth","item_width","f64",24,"f64"],["visibleCount","visible_count","f64",32,"f64"],["itemPadding","item_padding","f64",40,"f64"],["minItemWidth","min_item_width","f64",48,"f64"],["maxItemWidth","max_item_width","f64",56,"f64",0],["spacing","spacing","f64",64,"f64"],["leadingInset","leading_inset","f64",72,"f64"],["trailingInset","trailing_inset","f64",80,"f64"],["itemLeadingPadding","item_leading_padding","f64",88,"f64"],["itemTrailingPadding","item_trailing_padding","f64",96,"f64"],["widestGutter","widest_gutter","f64",104,"f64"],["maxItemWidthMargin","max_item_width_margin","f64",112,"f64"]],
  strip_geometry: [["direction","direction","Direction",4,"i32"],["count","count","i32",16,"u32"],["contentWidth","content_width","f64",24,"f64"],["viewportWidth","viewport_width","f64",32,"f64"],["height","height","f64",40,"f64"],["contentLeadingInset","content_leading_inset","f64",48,"f64"],["contentTrailingInset","content_trailing_inset","f64",56,"f64"]],
  indicator_style: [["widthMode","width_mode","IndicatorWidthMode",4,"i32"],["alignment","alignment","IndicatorAlignment",8,"i32"],["placement","placement","IndicatorPlacement",12,"i32"],["transition","transition","IndicatorTransition",16,"i32"],["easing","easing","Easing",20,"i32"],["overscroll","overscroll","IndicatorOverscroll",24,"i32"],["clampToItem","clamp_to_item","bool",28,"i32"],["width","width","f64",32,"f64"],["extraWidth","extra_width","f64",40,"f64"],["minWidth","min_width","f64",48,"f64"],["maxWidth","max_width","f64",56,"f64",0],["height","height","f64",64,"f64"],["cornerRadius","corner_radius","f64",72,"f64"],["leadingInset","leading_inset","f64",80,"f64"],["topInset","top_inset","f64",88,"f64"],["trailingInset","trailing_inset","f64",96,"f64"],["bottomInset","bottom_inset","f64",104,"f64"],["stretch","stretch","f64",112,"f64"],["bezierX1","bezier_x1","f64",120,"f64"],["bezierY1","bezier_y1","f64",128,"f64"],["bezierX2","bezier_x2","f64",136,"f64"],["bezierY2","bezier_y2","f64",144,"f64"],["roundedCorners","rounded_corners","IndicatorCorners",152,"i32"]],
  appearance_style: [["policy","policy","AppearancePolicy",4,"i32"],["colorSpace","color_space","ColorSpace",8,"i32"],["normalColor.red","normal_color.red","f64",16,"f64"],["normalColor.green","normal_color.green","f64",24,"f64"],["normalColor.blue","normal_color.blue","f64",32,"f64"],["normalColor.alpha","normal_color.alpha","f64",40,"f64"],["selectedColor.red","selected_color.red","f64",48,"f64"],["selectedColor.green","selected_color.green","f64",56,"f64"],["selectedColor.blue","selected_color.blue","f64",64,"f64"],["selectedColor.alpha","selected_color.alpha","f64",72,"f64"],["selectedScale","selected_scale","f64",80,"f64"],["normalEmphasis","normal_emphasis","f64",88,"f64"],["selectedEmphasis","selected_emphasis","f64",96,"f64"]],
  strip_offset_style: [["policy","policy","StripScrollPolicy",4,"i32"],["containment","containment","StripContainment",8,"i32"],["timing","timing","StripScrollTiming",12,"i32"],["margin","margin","f64",16,"f64"]],
  snap_options: [["align","align","SnapAlignment",4,"i32"],["contain","contain","SnapContainment",8,"i32"],["slidesToScroll","slides_to_scroll","i32",12,"i32"],["loop","loop","bool",16,"i32"],["alignFraction","align_fraction","f64",24,"f64"],["endGap","end_gap","f64",32,"f64"],["pixelTolerance","pixel_tolerance","f64",40,"f64"]],
  page_geometry: [["pageCount","page_count","i32",4,"i32"],["direction","direction","Direction",8,"i32"],["alignment","alignment","PageAlignment",12,"i32"],["padEnds","pad_ends","bool",16,"i32"],["viewportWidth","viewport_width","f64",24,"f64"],["pageWidth","page_width","f64",32,"f64",0],["pageSpacing","page_spacing","f64",40,"f64"]],
  spring: [["response","response","f64",8,"f64"],["dampingRatio","damping_ratio","f64",16,"f64"],["mass","mass","f64",24,"f64"]],
  paging_options: [["profile","profile","PagingProfile",4,"i32"],["maxPages","max_pages","i32",8,"i32"],["looping","looping","bool",12,"i32"],["deceleration.rate","deceleration_rate","f64",16,"f64"],["minVelocity","min_velocity","f64",24,"f64"],["minDistance","min_distance","f64",32,"f64"],["flickVelocity","flick_velocity","f64",40,"f64"],["flutterTolerance","flutter_tolerance","f64",48,"f64"],["positionalThreshold","positional_threshold","f64",56,"f64"],["snapPositionalThreshold","snap_positional_threshold","f64",64,"f64"]],
  header_style: [["pullDown","pull_down","HeaderPullDown",4,"i32"],["contentMode","content_mode","HeaderContentMode",8,"i32"],["height","height","f64",16,"f64"],["pinnedHeight","pinned_height","f64",24,"f64"],["pinOffset","pin_offset","f64",32,"f64"],["parallax","parallax","f64",40,"f64"],["contentHeight","content_height","f64",48,"f64"]],
  header_section: [["height","height","f64",0,"f64"],["minHeight","min_height","f64",8,"f64"],["behavior","behavior","HeaderSectionBehavior",16,"i32"]],
  pager_configuration: [["commitPolicy","commit_policy","CommitPolicy",4,"i32"],["driver","driver","ScrollDriver",8,"i32"],["tapEasing","tap_easing","Easing",12,"i32"],["settleEasing","settle_easing","Easing",16,"i32"],["initialIndex","initial_index","i32",20,"i32"],["pages.alignment","page_alignment","PageAlignment",24,"i32"],["pages.padEnds","pad_ends","bool",28,"i32"],["windows.prepareRadius","prepare_radius","i32",32,"i32"],["windows.keepRadius","keep_radius","i32",36,"i32"],["windows.cacheLimit","cache_limit","i32",40,"i32",-1],["windows.reuse","reuse_slots","bool",44,"i32"],["looping","looping","bool",48,"i32"],["pages.viewportWidth","viewport_width","f64",56,"f64"],["pages.pageWidth","page_width","f64",64,"f64",0],["pages.pageSpacing","page_spacing","f64",72,"f64"],["stripViewportWidth","strip_viewport_width","f64",80,"f64"],["stripHeight","strip_height","f64",88,"f64"],["tapDuration","tap_duration","f64",96,"f64"],["settleDuration","settle_duration","f64",104,"f64"],["paging.flickVelocity","flick_velocity","f64",112,"f64"],["settleMode","settle_mode","SettleMode",120,"i32"],["paging.profile","paging_profile","PagingProfile",124,"i32"],["settleSpring.response","spring_response","f64",128,"f64"],["settleSpring.dampingRatio","spring_damping_ratio","f64",136,"f64"],["rubberBand","rubber_band_coefficient","f64",144,"f64"],["settleSpring.mass","spring_mass","f64",152,"f64"],["tapCurve.x1","tap_bezier_x1","f64",160,"f64"],["tapCurve.y1","tap_bezier_y1","f64",168,"f64"],["tapCurve.x2","tap_bezier_x2","f64",176,"f64"],["tapCurve.y2","tap_bezier_y2","f64",184,"f64"],["settleCurve.x1","settle_bezier_x1","f64",192,"f64"],["settleCurve.y1","settle_bezier_y1","f64",200,"f64"],["settleCurve.x2","settle_bezier_x2","f64",208,"f64"],["settleCurve.y2","settle_bezier_y2","f64",216,"f64"],["notificationLimit","notification_limit","i32",224,"i32"],["touchSlop","touch_slop","f64",232,"f64"],["wheelSettleDelay","wheel_settle_delay","f64",240,"f64"],["listDeceleration.rate","list_deceleration_rate","f64",248,"f64"],["touchSlopFraction","touch_slop_fraction","f64",256,"f64"],["touchSlopMaximum","touch_slop_maximum","f64",264,"f64",0],["integratorBody.duration","integrator_duration","f64",272,"f64"],["integratorBody.friction","integrator_friction","f64",280,"f64"],["listFlingProfile","list_fling_profile","ListFlingProfile",288,"i32"],["stripDeceleration.rate","strip_deceleration_rate","f64",296,"f64"],["farTransition","far_transition","FarTransition",304,"i32"],["preJumpDistance","pre_jump_distance","i32",308,"i32"],["paging.maxPages","paging_max_pages","i32",312,"i32"],["paging.deceleration.rate","paging_deceleration_rate","f64",320,"f64"],["paging.minVelocity","paging_min_velocity","f64",328,"f64"],["paging.minDistance","paging_min_distance","f64",336,"f64"],["paging.flutterTolerance","paging_flutter_tolerance","f64",344,"f64"],["paging.positionalThreshold","paging_positional_threshold","f64",352,"f64"],["paging.snapPositionalThreshold","paging_snap_positional_threshold","f64",360,"f64"]],
  pager_header: [["listSync","list_sync","ListSyncPolicy",4,"i32"],["refreshZone","refresh_zone","RefreshZone",8,"i32"],["nestedMode","nested_mode","NestedScrollMode",12,"i32"],["snap","snap","bool",16,"i32"],["enterHeight","enter_height","f64",24,"f64"],["snapVelocity","snap_velocity","f64",32,"f64"],["refreshDistance","refresh_distance","f64",40,"f64"],["listMaxOffset","list_max_offset","f64",48,"f64",-1],["snapAnimation","snap_animation","HeaderSnapAnimation",56,"i32"]],
});

/** The event kinds: class name, SEGPAGER_EVENT_* value, JSON name, the
 * [label, segpager_event field] each reads, its [label, flag] bits and its
 * defaults. */
export const EVENTS = Object.freeze([
  {"name":"DragBegan","kind":0,"json":"drag_began","fields":[],"flags":[],"defaults":{}},
  {"name":"DragMoved","kind":1,"json":"drag_moved","fields":[["pageOffset","offset"]],"flags":[],"defaults":{}},
  {"name":"DragEnded","kind":2,"json":"drag_ended","fields":[["velocity","velocity"]],"flags":[],"defaults":{"velocity":0.0}},
  {"name":"HostScrolled","kind":3,"json":"host_scrolled","fields":[["pageOffset","offset"]],"flags":[],"defaults":{}},
  {"name":"TabTapped","kind":4,"json":"tab_tapped","fields":[["index","index"]],"flags":[],"defaults":{}},
  {"name":"Select","kind":5,"json":"select","fields":[["index","index"]],"flags":[["animated",1]],"defaults":{"animated":true}},
  {"name":"Tick","kind":6,"json":"tick","fields":[],"flags":[],"defaults":{}},
  {"name":"Resized","kind":7,"json":"resized","fields":[["viewportWidth","width"],["stripViewportWidth","offset"]],"flags":[],"defaults":{"stripViewportWidth":0.0}},
  {"name":"ListScrolled","kind":8,"json":"list_scrolled","fields":[["delta","offset"]],"flags":[],"defaults":{}},
  {"name":"ListEnded","kind":9,"json":"list_ended","fields":[["velocity","velocity"]],"flags":[],"defaults":{"velocity":0.0}},
  {"name":"ListResized","kind":10,"json":"list_resized","fields":[["index","index"],["maxOffset","offset"]],"flags":[],"defaults":{}},
  {"name":"RefreshEnded","kind":11,"json":"refresh_ended","fields":[],"flags":[],"defaults":{}},
  {"name":"PointerDown","kind":12,"json":"pointer_down","fields":[["x","offset"],["y","velocity"],["region","index"]],"flags":[],"defaults":{"region":0}},
  {"name":"PointerMoved","kind":13,"json":"pointer_moved","fields":[["x","offset"],["y","velocity"]],"flags":[],"defaults":{}},
  {"name":"PointerUp","kind":14,"json":"pointer_up","fields":[["x","offset"],["y","velocity"]],"flags":[],"defaults":{}},
  {"name":"PointerCancelled","kind":15,"json":"pointer_cancelled","fields":[],"flags":[],"defaults":{}},
  {"name":"Wheel","kind":16,"json":"wheel","fields":[["deltaX","offset"],["deltaY","velocity"],["region","index"]],"flags":[],"defaults":{"deltaY":0.0,"region":0}},
  {"name":"StripDragBegan","kind":17,"json":"strip_drag_began","fields":[],"flags":[],"defaults":{}},
  {"name":"StripDragMoved","kind":18,"json":"strip_drag_moved","fields":[["stripOffset","offset"]],"flags":[],"defaults":{}},
  {"name":"StripDragEnded","kind":19,"json":"strip_drag_ended","fields":[["velocity","velocity"]],"flags":[],"defaults":{"velocity":0.0}},
]);

/** Each enum family by its name (their docs: abi.d.ts). */
export const { Direction, WidthMode, FitPolicy, SelectedWidthMode, PageAlignment, CommitRule, Easing, IndicatorWidthMode, IndicatorAlignment, IndicatorPlacement, IndicatorTransition, IndicatorOverscroll, AppearancePolicy, ColorSpace, StripScrollPolicy, StripContainment, StripScrollTiming, CommitPolicy, ScrollDriver, PagerPhase, NotificationKind, SelectionCause, FarTransition, ListFlingProfile, PagingProfile, PagerPreset, SettleMode, HeaderPullDown, HeaderContentMode, HeaderPhase, ListSyncPolicy, RefreshZone, NestedScrollMode, HeaderSectionBehavior, HeaderSnapAnimation, GestureAxis, PointerRegion, StripPhase, PagerGesture, IndicatorCorners, SnapAlignment, SnapContainment } = ENUMS;

/** The event constructors, one per kind (`Tick(time)`, `DragMoved(time,
 * pageOffset)`, `PointerDown(time, x, y, region)`, ...): each returns a
 * plain object `{ type, time, ...fields }`, which `Pager.step` also takes
 * written by hand. Arguments follow the kind's fields, then its flags; the
 * optional ones take their defaults (a Select is animated, a PointerDown is
 * on the PAGES). */
export const events = Object.freeze(Object.fromEntries(EVENTS.map((event) => {
  const labels = [...event.fields.map(([label]) => label), ...event.flags.map(([label]) => label)];
  const make = { [event.name]: (time, ...values) => {
    const made = { type: event.json, time };
    labels.forEach((label, k) => {
      made[label] = values[k] === undefined ? event.defaults[label] : values[k];
    });
    return made;
  } }[event.name];
  return [event.name, make];
})));
export const {
  DragBegan, DragMoved, DragEnded, HostScrolled, TabTapped, Select, Tick, Resized, ListScrolled,
  ListEnded, ListResized, RefreshEnded, PointerDown, PointerMoved, PointerUp, PointerCancelled, Wheel,
  StripDragBegan, StripDragMoved, StripDragEnded,
} = events;
