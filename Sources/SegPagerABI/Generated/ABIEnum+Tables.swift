// Generated from bindings/c/segpager.h and bindings/abi/enums.toml by
// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).

import CSegPager
import SegPager

extension Direction: ABIEnum {
    static let abiTable: [(Direction, Int32)] = [
        (.leftToRight, SEGPAGER_DIRECTION_LTR),
        (.rightToLeft, SEGPAGER_DIRECTION_RTL),
    ]
}

extension ItemWidthMode: ABIEnum {
    static let abiTable: [(ItemWidthMode, Int32)] = [
        (.fixed, SEGPAGER_WIDTH_FIXED),
        (.intrinsic, SEGPAGER_WIDTH_INTRINSIC),
        (.equal, SEGPAGER_WIDTH_EQUAL),
        (.fill, SEGPAGER_WIDTH_FILL),
        (.visibleCount, SEGPAGER_WIDTH_VISIBLE_COUNT),
        (.widest, SEGPAGER_WIDTH_WIDEST),
    ]
}

extension FitPolicy: ABIEnum {
    static let abiTable: [(FitPolicy, Int32)] = [
        (.leading, SEGPAGER_FIT_LEADING),
        (.center, SEGPAGER_FIT_CENTER),
        (.trailing, SEGPAGER_FIT_TRAILING),
        (.spaceBetween, SEGPAGER_FIT_SPACE_BETWEEN),
        (.spaceAround, SEGPAGER_FIT_SPACE_AROUND),
        (.spaceEvenly, SEGPAGER_FIT_SPACE_EVENLY),
        (.growItems, SEGPAGER_FIT_GROW_ITEMS),
        (.equalWhenFits, SEGPAGER_FIT_EQUAL_WHEN_FITS),
    ]
}

extension SelectedWidthMode: ABIEnum {
    static let abiTable: [(SelectedWidthMode, Int32)] = [
        (.reserve, SEGPAGER_SELECTED_WIDTH_RESERVE),
        (.selectedOnly, SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY),
    ]
}

extension PageAlignment: ABIEnum {
    static let abiTable: [(PageAlignment, Int32)] = [
        (.leading, SEGPAGER_PAGE_ALIGN_LEADING),
        (.center, SEGPAGER_PAGE_ALIGN_CENTER),
    ]
}

extension CommitRule: ABIEnum {
    static let abiTable: [(CommitRule, Int32)] = [
        (.nearest, SEGPAGER_COMMIT_RULE_NEAREST),
        (.floor, SEGPAGER_COMMIT_RULE_FLOOR),
    ]
}

extension Easing {
    /// The cases with a constant of their own (no associated value).
    static let abiTable: [(Easing, Int32)] = [
        (.linear, SEGPAGER_EASING_LINEAR),
        (.ease, SEGPAGER_EASING_EASE),
        (.easeIn, SEGPAGER_EASING_EASE_IN),
        (.easeOut, SEGPAGER_EASING_EASE_OUT),
        (.easeInOut, SEGPAGER_EASING_EASE_IN_OUT),
    ]
}

extension IndicatorWidthMode: ABIEnum {
    static let abiTable: [(IndicatorWidthMode, Int32)] = [
        (.item, SEGPAGER_INDICATOR_WIDTH_ITEM),
        (.content, SEGPAGER_INDICATOR_WIDTH_CONTENT),
        (.fixed, SEGPAGER_INDICATOR_WIDTH_FIXED),
        (.itemLessSubtitle, SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE),
    ]
}

extension IndicatorAlignment: ABIEnum {
    static let abiTable: [(IndicatorAlignment, Int32)] = [
        (.center, SEGPAGER_INDICATOR_ALIGN_CENTER),
        (.contentLeading, SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING),
        (.titleCenter, SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER),
        (.leading, SEGPAGER_INDICATOR_ALIGN_LEADING),
    ]
}

extension IndicatorPlacement: ABIEnum {
    static let abiTable: [(IndicatorPlacement, Int32)] = [
        (.bottom, SEGPAGER_INDICATOR_PLACEMENT_BOTTOM),
        (.top, SEGPAGER_INDICATOR_PLACEMENT_TOP),
        (.center, SEGPAGER_INDICATOR_PLACEMENT_CENTER),
        (.fill, SEGPAGER_INDICATOR_PLACEMENT_FILL),
    ]
}

extension IndicatorTransition: ABIEnum {
    static let abiTable: [(IndicatorTransition, Int32)] = [
        (.linear, SEGPAGER_INDICATOR_TRANSITION_LINEAR),
        (.stretch, SEGPAGER_INDICATOR_TRANSITION_STRETCH),
        (.elastic, SEGPAGER_INDICATOR_TRANSITION_ELASTIC),
        (.elasticRounded, SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED),
        (.fade, SEGPAGER_INDICATOR_TRANSITION_FADE),
        (.snap, SEGPAGER_INDICATOR_TRANSITION_SNAP),
    ]
}

extension IndicatorOverscroll: ABIEnum {
    static let abiTable: [(IndicatorOverscroll, Int32)] = [
        (.clamp, SEGPAGER_OVERSCROLL_CLAMP),
        (.follow, SEGPAGER_OVERSCROLL_FOLLOW),
        (.compress, SEGPAGER_OVERSCROLL_COMPRESS),
    ]
}

extension AppearancePolicy: ABIEnum {
    static let abiTable: [(AppearancePolicy, Int32)] = [
        (.gradual, SEGPAGER_APPEARANCE_GRADUAL),
        (.onCommit, SEGPAGER_APPEARANCE_ON_COMMIT),
    ]
}

extension ColorSpace: ABIEnum {
    static let abiTable: [(ColorSpace, Int32)] = [
        (.sRGB, SEGPAGER_COLOR_SPACE_SRGB),
        (.premultiplied, SEGPAGER_COLOR_SPACE_PREMULTIPLIED),
        (.okLab, SEGPAGER_COLOR_SPACE_OKLAB),
    ]
}

extension StripScrollPolicy: ABIEnum {
    static let abiTable: [(StripScrollPolicy, Int32)] = [
        (.leading, SEGPAGER_STRIP_SCROLL_LEADING),
        (.center, SEGPAGER_STRIP_SCROLL_CENTER),
        (.trailing, SEGPAGER_STRIP_SCROLL_TRAILING),
        (.alwaysCenter, SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER),
        (.minimal, SEGPAGER_STRIP_SCROLL_MINIMAL),
        (.none, SEGPAGER_STRIP_SCROLL_NONE),
    ]
}

extension StripContainment: ABIEnum {
    static let abiTable: [(StripContainment, Int32)] = [
        (.clamp, SEGPAGER_CONTAIN_CLAMP),
        (.none, SEGPAGER_CONTAIN_NONE),
        (.trimSnaps, SEGPAGER_CONTAIN_TRIM_SNAPS),
        (.keepSnaps, SEGPAGER_CONTAIN_KEEP_SNAPS),
    ]
}

extension StripScrollTiming: ABIEnum {
    static let abiTable: [(StripScrollTiming, Int32)] = [
        (.progressive, SEGPAGER_STRIP_TIMING_PROGRESSIVE),
        (.onCommit, SEGPAGER_STRIP_TIMING_ON_COMMIT),
    ]
}

extension CommitPolicy: ABIEnum {
    static let abiTable: [(CommitPolicy, Int32)] = [
        (.atHalf, SEGPAGER_COMMIT_POLICY_AT_HALF),
        (.whenSettled, SEGPAGER_COMMIT_POLICY_WHEN_SETTLED),
    ]
}

extension ScrollDriver: ABIEnum {
    static let abiTable: [(ScrollDriver, Int32)] = [
        (.engine, SEGPAGER_DRIVER_ENGINE),
        (.host, SEGPAGER_DRIVER_HOST),
    ]
}

extension PagerPhase: ABIEnum {
    static let abiTable: [(PagerPhase, Int32)] = [
        (.idle, SEGPAGER_PHASE_IDLE),
        (.dragging, SEGPAGER_PHASE_DRAGGING),
        (.settling, SEGPAGER_PHASE_SETTLING),
        (.transitioning, SEGPAGER_PHASE_TRANSITIONING),
        (.hostScrolling, SEGPAGER_PHASE_HOST_SCROLLING),
    ]
}

extension PagerNotification.Kind: ABIEnum {
    static let abiTable: [(PagerNotification.Kind, Int32)] = [
        (.selectedChanged, SEGPAGER_NOTIFY_SELECTED_CHANGED),
        (.willAppear, SEGPAGER_NOTIFY_WILL_APPEAR),
        (.didAppear, SEGPAGER_NOTIFY_DID_APPEAR),
        (.willDisappear, SEGPAGER_NOTIFY_WILL_DISAPPEAR),
        (.didDisappear, SEGPAGER_NOTIFY_DID_DISAPPEAR),
        (.load, SEGPAGER_NOTIFY_LOAD),
        (.unload, SEGPAGER_NOTIFY_UNLOAD),
        (.reuse, SEGPAGER_NOTIFY_REUSE),
        (.headerPhaseChanged, SEGPAGER_NOTIFY_HEADER_PHASE),
        (.refresh, SEGPAGER_NOTIFY_REFRESH),
    ]
}

extension SelectionCause: ABIEnum {
    static let abiTable: [(SelectionCause, Int32)] = [
        (.tap, SEGPAGER_CAUSE_TAP),
        (.drag, SEGPAGER_CAUSE_DRAG),
        (.program, SEGPAGER_CAUSE_PROGRAM),
        (.edit, SEGPAGER_CAUSE_EDIT),
    ]
}

extension FarTransition: ABIEnum {
    static let abiTable: [(FarTransition, Int32)] = [
        (.adjacent, SEGPAGER_FAR_TRANSITION_ADJACENT),
        (.preJump, SEGPAGER_FAR_TRANSITION_PRE_JUMP),
        (.sweep, SEGPAGER_FAR_TRANSITION_SWEEP),
    ]
}

extension ListFlingProfile: ABIEnum {
    static let abiTable: [(ListFlingProfile, Int32)] = [
        (.uiKit, SEGPAGER_LIST_FLING_UIKIT),
        (.android, SEGPAGER_LIST_FLING_ANDROID),
    ]
}

extension PagingProfile: ABIEnum {
    static let abiTable: [(PagingProfile, Int32)] = [
        (.uiKit, SEGPAGER_PAGING_UIKIT),
        (.android, SEGPAGER_PAGING_ANDROID),
        (.flutter, SEGPAGER_PAGING_FLUTTER),
        (.free, SEGPAGER_PAGING_FREE),
        (.compose, SEGPAGER_PAGING_COMPOSE),
    ]
}

extension PagerConfiguration.Preset: ABIEnum {
    static let abiTable: [(PagerConfiguration.Preset, Int32)] = [
        (.iOS, SEGPAGER_PRESET_IOS),
        (.android, SEGPAGER_PRESET_ANDROID),
    ]
}

extension SettleMode: ABIEnum {
    static let abiTable: [(SettleMode, Int32)] = [
        (.curve, SEGPAGER_SETTLE_CURVE),
        (.spring, SEGPAGER_SETTLE_SPRING),
        (.integrator, SEGPAGER_SETTLE_INTEGRATOR),
    ]
}

extension HeaderPullDown: ABIEnum {
    static let abiTable: [(HeaderPullDown, Int32)] = [
        (.stretch, SEGPAGER_PULL_DOWN_STRETCH),
        (.follow, SEGPAGER_PULL_DOWN_FOLLOW),
        (.pinned, SEGPAGER_PULL_DOWN_PINNED),
    ]
}

extension HeaderContentMode: ABIEnum {
    static let abiTable: [(HeaderContentMode, Int32)] = [
        (.fill, SEGPAGER_HEADER_CONTENT_FILL),
        (.topFill, SEGPAGER_HEADER_CONTENT_TOP_FILL),
        (.top, SEGPAGER_HEADER_CONTENT_TOP),
        (.center, SEGPAGER_HEADER_CONTENT_CENTER),
        (.bottom, SEGPAGER_HEADER_CONTENT_BOTTOM),
    ]
}

extension HeaderPhase: ABIEnum {
    static let abiTable: [(HeaderPhase, Int32)] = [
        (.stretched, SEGPAGER_HEADER_STRETCHED),
        (.expanded, SEGPAGER_HEADER_EXPANDED),
        (.collapsing, SEGPAGER_HEADER_COLLAPSING),
        (.pinned, SEGPAGER_HEADER_PINNED),
    ]
}

extension ListSyncPolicy: ABIEnum {
    static let abiTable: [(ListSyncPolicy, Int32)] = [
        (.sync, SEGPAGER_LIST_SYNC),
        (.keepOwn, SEGPAGER_LIST_KEEP_OWN),
        (.resetToTop, SEGPAGER_LIST_RESET_TO_TOP),
    ]
}

extension RefreshZone: ABIEnum {
    static let abiTable: [(RefreshZone, Int32)] = [
        (.header, SEGPAGER_REFRESH_HEADER),
        (.list, SEGPAGER_REFRESH_LIST),
    ]
}

extension NestedScrollMode: ABIEnum {
    static let abiTable: [(NestedScrollMode, Int32)] = [
        (.exitUntilCollapsed, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED),
        (.enterAlways, SEGPAGER_NESTED_ENTER_ALWAYS),
        (.enterAlwaysCollapsed, SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED),
    ]
}

extension HeaderSectionBehavior: ABIEnum {
    static let abiTable: [(HeaderSectionBehavior, Int32)] = [
        (.scroll, SEGPAGER_SECTION_SCROLL),
        (.exitUntilCollapsed, SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED),
        (.enterAlways, SEGPAGER_SECTION_ENTER_ALWAYS),
        (.enterAlwaysCollapsed, SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED),
        (.pinned, SEGPAGER_SECTION_PINNED),
    ]
}

extension HeaderSnapAnimation: ABIEnum {
    static let abiTable: [(HeaderSnapAnimation, Int32)] = [
        (.spring, SEGPAGER_SNAP_ANIMATION_SPRING),
        (.fixedDuration, SEGPAGER_SNAP_ANIMATION_FIXED_DURATION),
    ]
}

extension GestureAxis: ABIEnum {
    static let abiTable: [(GestureAxis, Int32)] = [
        (.undecided, SEGPAGER_AXIS_UNDECIDED),
        (.horizontal, SEGPAGER_AXIS_HORIZONTAL),
        (.vertical, SEGPAGER_AXIS_VERTICAL),
    ]
}

extension PointerRegion: ABIEnum {
    static let abiTable: [(PointerRegion, Int32)] = [
        (.pages, SEGPAGER_REGION_PAGES),
        (.strip, SEGPAGER_REGION_STRIP),
        (.list, SEGPAGER_REGION_LIST),
    ]
}

extension StripPhase: ABIEnum {
    static let abiTable: [(StripPhase, Int32)] = [
        (.following, SEGPAGER_STRIP_PHASE_FOLLOWING),
        (.dragging, SEGPAGER_STRIP_PHASE_DRAGGING),
        (.decelerating, SEGPAGER_STRIP_PHASE_DECELERATING),
        (.held, SEGPAGER_STRIP_PHASE_HELD),
        (.returning, SEGPAGER_STRIP_PHASE_RETURNING),
    ]
}

extension PagerGesture: ABIEnum {
    static let abiTable: [(PagerGesture, Int32)] = [
        (.none, SEGPAGER_GESTURE_NONE),
        (.pending, SEGPAGER_GESTURE_PENDING),
        (.pages, SEGPAGER_GESTURE_PAGES),
        (.list, SEGPAGER_GESTURE_LIST),
        (.strip, SEGPAGER_GESTURE_STRIP),
        (.ignored, SEGPAGER_GESTURE_IGNORED),
    ]
}

extension IndicatorCorners: ABIEnum {
    static let abiTable: [(IndicatorCorners, Int32)] = [
        (.all, SEGPAGER_CORNERS_ALL),
        (.top, SEGPAGER_CORNERS_TOP),
        (.bottom, SEGPAGER_CORNERS_BOTTOM),
    ]
}

extension SnapAlignment {
    /// The cases with a constant of their own (no associated value).
    static let abiTable: [(SnapAlignment, Int32)] = [
        (.start, SEGPAGER_SNAP_ALIGN_START),
        (.center, SEGPAGER_SNAP_ALIGN_CENTER),
        (.end, SEGPAGER_SNAP_ALIGN_END),
    ]
}

extension SnapContainment: ABIEnum {
    static let abiTable: [(SnapContainment, Int32)] = [
        (.none, SEGPAGER_SNAP_CONTAIN_NONE),
        (.trimSnaps, SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS),
        (.keepSnaps, SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS),
    ]
}
