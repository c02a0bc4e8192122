import CSegPager
import SegPager

/// A core enum and its `int32_t` constants in segpager.h: one table, read
/// both ways, so the C layer never writes a mapping twice (once to read an
/// options struct, once to fill it with the core's defaults).
protocol ABIEnum: Equatable {
    /// Every case with its constant.
    static var abiTable: [(Self, Int32)] { get }
}

extension ABIEnum {
    /// The case for a constant; an unknown value is `SEGPAGER_E_ENUM`,
    /// naming `name` (the C argument or member).
    init(abi value: Int32, _ name: StaticString) throws(Status) {
        for (item, constant) in Self.abiTable where constant == value {
            self = item
            return
        }
        throw unknownConstant(name, value)
    }

    /// `init(abi:_:)` for a member of element `index` of the C array `list`.
    init(abi value: Int32, _ name: StaticString, in list: StaticString, at index: Int) throws(Status) {
        do throws(Status) {
            try self.init(abi: value, name)
        } catch {
            throw error.element(index, of: list)
        }
    }

    /// The constant for this case.
    var abi: Int32 {
        for (item, constant) in Self.abiTable where item == self { return constant }
        return -1  // unreachable: every table lists every case (ABIEnumTests)
    }
}

/// An enum value that is none of its constants.
func unknownConstant(_ name: StaticString, _ value: Int32) -> Status {
    Status(.badEnum, field: name, rule: "must be one of its SEGPAGER_* constants", integer: value)
}

/// A 0/1 `int32_t` flag; any other value is `SEGPAGER_E_RANGE`, naming `name`.
func flag(_ value: Int32, _ name: StaticString) throws(Status) -> Bool {
    switch value {
    case 0: return false
    case 1: return true
    default: throw Status(.range, field: name, rule: "must be 0 or 1", integer: value)
    }
}

extension Int? {
    /// The `int32_t` an index field holds: SEGPAGER_NONE for no index.
    var abiIndex: Int32 { map { Int32($0) } ?? SEGPAGER_NONE }
}

extension Bool {
    /// The 0/1 `int32_t` a flag field holds.
    var abi: Int32 { self ? 1 : 0 }
}

extension Direction: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.leftToRight, SEGPAGER_DIRECTION_LTR), (.rightToLeft, SEGPAGER_DIRECTION_RTL),
    ]
}

extension ItemWidthMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.fixed, SEGPAGER_WIDTH_FIXED), (.intrinsic, SEGPAGER_WIDTH_INTRINSIC),
        (.equal, SEGPAGER_WIDTH_EQUAL),
        (.fill, SEGPAGER_WIDTH_FILL), (.visibleCount, SEGPAGER_WIDTH_VISIBLE_COUNT),
        (.widest, SEGPAGER_WIDTH_WIDEST),
    ]
}

extension FitPolicy: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.leading, SEGPAGER_FIT_LEADING), (.center, SEGPAGER_FIT_CENTER), (.trailing, SEGPAGER_FIT_TRAILING),
        (.spaceBetween, SEGPAGER_FIT_SPACE_BETWEEN), (.spaceAround, SEGPAGER_FIT_SPACE_AROUND),
        (.spaceEvenly, SEGPAGER_FIT_SPACE_EVENLY), (.growItems, SEGPAGER_FIT_GROW_ITEMS),
        (.equalWhenFits, SEGPAGER_FIT_EQUAL_WHEN_FITS),
    ]
}

extension SelectedWidthMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.reserve, SEGPAGER_SELECTED_WIDTH_RESERVE), (.selectedOnly, SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY),
    ]
}

extension PageAlignment: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.leading, SEGPAGER_PAGE_ALIGN_LEADING), (.center, SEGPAGER_PAGE_ALIGN_CENTER),
    ]
}

extension CommitRule: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.nearest, SEGPAGER_COMMIT_RULE_NEAREST), (.floor, SEGPAGER_COMMIT_RULE_FLOOR),
    ]
}

extension IndicatorWidthMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.item, SEGPAGER_INDICATOR_WIDTH_ITEM), (.content, SEGPAGER_INDICATOR_WIDTH_CONTENT),
        (.fixed, SEGPAGER_INDICATOR_WIDTH_FIXED),
        (.itemLessSubtitle, SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE),
    ]
}

extension IndicatorAlignment: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.center, SEGPAGER_INDICATOR_ALIGN_CENTER),
        (.contentLeading, SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING),
        (.titleCenter, SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER), (.leading, SEGPAGER_INDICATOR_ALIGN_LEADING),
    ]
}

extension IndicatorPlacement: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.bottom, SEGPAGER_INDICATOR_PLACEMENT_BOTTOM), (.top, SEGPAGER_INDICATOR_PLACEMENT_TOP),
        (.center, SEGPAGER_INDICATOR_PLACEMENT_CENTER), (.fill, SEGPAGER_INDICATOR_PLACEMENT_FILL),
    ]
}

extension IndicatorTransition: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.linear, SEGPAGER_INDICATOR_TRANSITION_LINEAR), (.stretch, SEGPAGER_INDICATOR_TRANSITION_STRETCH),
        (.elastic, SEGPAGER_INDICATOR_TRANSITION_ELASTIC),
        (.elasticRounded, SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED),
        (.fade, SEGPAGER_INDICATOR_TRANSITION_FADE), (.snap, SEGPAGER_INDICATOR_TRANSITION_SNAP),
    ]
}

extension IndicatorOverscroll: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.clamp, SEGPAGER_OVERSCROLL_CLAMP), (.follow, SEGPAGER_OVERSCROLL_FOLLOW),
        (.compress, SEGPAGER_OVERSCROLL_COMPRESS),
    ]
}

extension AppearancePolicy: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.gradual, SEGPAGER_APPEARANCE_GRADUAL), (.onCommit, SEGPAGER_APPEARANCE_ON_COMMIT),
    ]
}

extension ColorSpace: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.sRGB, SEGPAGER_COLOR_SPACE_SRGB), (.premultiplied, SEGPAGER_COLOR_SPACE_PREMULTIPLIED),
        (.okLab, SEGPAGER_COLOR_SPACE_OKLAB),
    ]
}

extension StripScrollPolicy: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.leading, SEGPAGER_STRIP_SCROLL_LEADING), (.center, SEGPAGER_STRIP_SCROLL_CENTER),
        (.trailing, SEGPAGER_STRIP_SCROLL_TRAILING), (.alwaysCenter, SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER),
        (.minimal, SEGPAGER_STRIP_SCROLL_MINIMAL), (.none, SEGPAGER_STRIP_SCROLL_NONE),
    ]
}

extension StripContainment: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.clamp, SEGPAGER_CONTAIN_CLAMP), (.none, SEGPAGER_CONTAIN_NONE),
        (.trimSnaps, SEGPAGER_CONTAIN_TRIM_SNAPS), (.keepSnaps, SEGPAGER_CONTAIN_KEEP_SNAPS),
    ]
}

extension StripScrollTiming: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.progressive, SEGPAGER_STRIP_TIMING_PROGRESSIVE), (.onCommit, SEGPAGER_STRIP_TIMING_ON_COMMIT),
    ]
}

extension FarTransition: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.adjacent, SEGPAGER_FAR_TRANSITION_ADJACENT), (.preJump, SEGPAGER_FAR_TRANSITION_PRE_JUMP),
        (.sweep, SEGPAGER_FAR_TRANSITION_SWEEP),
    ]
}

extension ListFlingProfile: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.uiKit, SEGPAGER_LIST_FLING_UIKIT), (.android, SEGPAGER_LIST_FLING_ANDROID),
    ]
}

extension PagingProfile: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.uiKit, SEGPAGER_PAGING_UIKIT), (.android, SEGPAGER_PAGING_ANDROID),
        (.flutter, SEGPAGER_PAGING_FLUTTER),
        (.free, SEGPAGER_PAGING_FREE), (.compose, SEGPAGER_PAGING_COMPOSE),
    ]
}

extension HeaderPullDown: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.stretch, SEGPAGER_PULL_DOWN_STRETCH), (.follow, SEGPAGER_PULL_DOWN_FOLLOW),
        (.pinned, SEGPAGER_PULL_DOWN_PINNED),
    ]
}

extension HeaderContentMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.fill, SEGPAGER_HEADER_CONTENT_FILL), (.topFill, SEGPAGER_HEADER_CONTENT_TOP_FILL),
        (.top, SEGPAGER_HEADER_CONTENT_TOP), (.center, SEGPAGER_HEADER_CONTENT_CENTER),
        (.bottom, SEGPAGER_HEADER_CONTENT_BOTTOM),
    ]
}

extension ListSyncPolicy: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.sync, SEGPAGER_LIST_SYNC), (.keepOwn, SEGPAGER_LIST_KEEP_OWN),
        (.resetToTop, SEGPAGER_LIST_RESET_TO_TOP),
    ]
}

extension NestedScrollMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.exitUntilCollapsed, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED),
        (.enterAlways, SEGPAGER_NESTED_ENTER_ALWAYS),
        (.enterAlwaysCollapsed, SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED),
    ]
}

extension HeaderSectionBehavior: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.scroll, SEGPAGER_SECTION_SCROLL), (.exitUntilCollapsed, SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED),
        (.enterAlways, SEGPAGER_SECTION_ENTER_ALWAYS),
        (.enterAlwaysCollapsed, SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED), (.pinned, SEGPAGER_SECTION_PINNED),
    ]
}

extension HeaderSnapAnimation: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.spring, SEGPAGER_SNAP_ANIMATION_SPRING), (.fixedDuration, SEGPAGER_SNAP_ANIMATION_FIXED_DURATION),
    ]
}

extension RefreshZone: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.header, SEGPAGER_REFRESH_HEADER), (.list, SEGPAGER_REFRESH_LIST),
    ]
}

extension CommitPolicy: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.atHalf, SEGPAGER_COMMIT_POLICY_AT_HALF), (.whenSettled, SEGPAGER_COMMIT_POLICY_WHEN_SETTLED),
    ]
}

extension ScrollDriver: ABIEnum {
    static let abiTable: [(Self, Int32)] = [(.engine, SEGPAGER_DRIVER_ENGINE), (.host, SEGPAGER_DRIVER_HOST)]
}

extension SettleMode: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.curve, SEGPAGER_SETTLE_CURVE), (.spring, SEGPAGER_SETTLE_SPRING),
        (.integrator, SEGPAGER_SETTLE_INTEGRATOR),
    ]
}

extension HeaderPhase: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.stretched, SEGPAGER_HEADER_STRETCHED), (.expanded, SEGPAGER_HEADER_EXPANDED),
        (.collapsing, SEGPAGER_HEADER_COLLAPSING), (.pinned, SEGPAGER_HEADER_PINNED),
    ]
}

extension IndicatorCorners: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.all, SEGPAGER_CORNERS_ALL), (.top, SEGPAGER_CORNERS_TOP), (.bottom, SEGPAGER_CORNERS_BOTTOM),
    ]
}

extension PointerRegion: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.pages, SEGPAGER_REGION_PAGES), (.strip, SEGPAGER_REGION_STRIP), (.list, SEGPAGER_REGION_LIST),
    ]
}

extension StripPhase: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.following, SEGPAGER_STRIP_PHASE_FOLLOWING), (.dragging, SEGPAGER_STRIP_PHASE_DRAGGING),
        (.decelerating, SEGPAGER_STRIP_PHASE_DECELERATING), (.held, SEGPAGER_STRIP_PHASE_HELD),
        (.returning, SEGPAGER_STRIP_PHASE_RETURNING),
    ]
}

extension PagerGesture: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.none, SEGPAGER_GESTURE_NONE), (.pending, SEGPAGER_GESTURE_PENDING),
        (.pages, SEGPAGER_GESTURE_PAGES),
        (.list, SEGPAGER_GESTURE_LIST), (.strip, SEGPAGER_GESTURE_STRIP),
        (.ignored, SEGPAGER_GESTURE_IGNORED),
    ]
}

extension GestureAxis: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.undecided, SEGPAGER_AXIS_UNDECIDED), (.horizontal, SEGPAGER_AXIS_HORIZONTAL),
        (.vertical, SEGPAGER_AXIS_VERTICAL),
    ]
}

extension Easing {
    /// The curves with a constant of their own; any other is `SEGPAGER_EASING_CUBIC_BEZIER`.
    static let abiTable: [(Easing, Int32)] = [
        (.linear, SEGPAGER_EASING_LINEAR), (.ease, SEGPAGER_EASING_EASE), (.easeIn, SEGPAGER_EASING_EASE_IN),
        (.easeOut, SEGPAGER_EASING_EASE_OUT), (.easeInOut, SEGPAGER_EASING_EASE_IN_OUT),
    ]

    /// The constant for this curve.
    var abi: Int32 {
        for (curve, constant) in Easing.abiTable where curve == self { return constant }
        return SEGPAGER_EASING_CUBIC_BEZIER
    }

    /// What a struct's four Bézier fields hold for this curve: a custom
    /// curve's points; for a named curve (whose fields are not read) the
    /// ease-in-out curve, a starting point to edit.
    var abiBezier: CubicBezier {
        if abi == SEGPAGER_EASING_CUBIC_BEZIER, case .cubicBezier(let curve) = self { return curve }
        return .easeInOut
    }

    /// The curve for a constant and the struct's four Bézier fields (read
    /// only for `SEGPAGER_EASING_CUBIC_BEZIER`, checked whatever the easing).
    /// `name` is the C member of the easing, `names` how the curve's
    /// fields read in C (`tap_bezier_x1`).
    init(abi value: Int32, _ name: StaticString, bezier: (Double, Double, Double, Double), names: CNames)
        throws(Status)
    {
        let curve = CubicBezier(bezier.0, bezier.1, bezier.2, bezier.3)
        if value == SEGPAGER_EASING_CUBIC_BEZIER {
            self = .cubicBezier(curve)
        } else {
            guard let named = Easing.abiTable.first(where: { $0.1 == value }) else {
                throw unknownConstant(name, value)
            }
            self = named.0
        }
        try core(names) { () throws(InputError) in try curve.validate() }
    }
}

extension SnapContainment: ABIEnum {
    static let abiTable: [(Self, Int32)] = [
        (.none, SEGPAGER_SNAP_CONTAIN_NONE), (.trimSnaps, SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS),
        (.keepSnaps, SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS),
    ]
}
