// Generated from bindings/c/segpager.h and bindings/abi/*.toml by
// bindings/python/tools/gen_js.py: do not edit (`make abi`; `make check-abi`).

export declare const VERSION: string;
export declare const constants: Readonly<Record<string, number | string>>;
export declare const STATUSES: ReadonlyArray<readonly [string, number, string]>;
export declare const ERROR_CLASSES: Readonly<Record<string, string>>;

/** An enum's value, or its member's name (`WidthMode.FILL` or `"FILL"`). */
type Member<T> = T[keyof T] | keyof T | Lowercase<keyof T & string>;
/** Reading direction; RTL keeps visual coordinates and puts item 0 at the right. */
export declare const Direction: Readonly<{ LTR: 0; RTL: 1 }>; export type Direction = Member<typeof Direction>;
/** How each item's width is chosen (see ``StripStyle``). */
export declare const WidthMode: Readonly<{ FIXED: 0; INTRINSIC: 1; EQUAL: 2; FILL: 3; VISIBLE_COUNT: 4; WIDEST: 5 }>; export type WidthMode = Member<typeof WidthMode>;
/** Where items go when the strip is narrower than its viewport. */
export declare const FitPolicy: Readonly<{ LEADING: 0; CENTER: 1; TRAILING: 2; SPACE_BETWEEN: 3; SPACE_AROUND: 4; SPACE_EVENLY: 5; GROW_ITEMS: 6; EQUAL_WHEN_FITS: 7 }>; export type FitPolicy = Member<typeof FitPolicy>;
/** Which items are laid out with their selected-state widths. */
export declare const SelectedWidthMode: Readonly<{ RESERVE: 0; SELECTED_ONLY: 1 }>; export type SelectedWidthMode = Member<typeof SelectedWidthMode>;
/** Where a page sits in the viewport at its position. */
export declare const PageAlignment: Readonly<{ LEADING: 0; CENTER: 1 }>; export type PageAlignment = Member<typeof PageAlignment>;
/** How the selected index follows the position. */
export declare const CommitRule: Readonly<{ NEAREST: 0; FLOOR: 1 }>; export type CommitRule = Member<typeof CommitRule>;
/** An easing curve for a local fraction; the named ones are CSS's. */
export declare const Easing: Readonly<{ LINEAR: 0; EASE: 1; EASE_IN: 2; EASE_OUT: 3; EASE_IN_OUT: 4; CUBIC_BEZIER: 5 }>; export type Easing = Member<typeof Easing>;
/** How wide the indicator is: the item's width, the title's, or fixed. */
export declare const IndicatorWidthMode: Readonly<{ ITEM: 0; CONTENT: 1; FIXED: 2; ITEM_LESS_SUBTITLE: 3 }>; export type IndicatorWidthMode = Member<typeof IndicatorWidthMode>;
/** Where the indicator sits along its item. */
export declare const IndicatorAlignment: Readonly<{ CENTER: 0; CONTENT_LEADING: 1; TITLE_CENTER: 2; LEADING: 3 }>; export type IndicatorAlignment = Member<typeof IndicatorAlignment>;
/** Where the indicator sits across its item. */
export declare const IndicatorPlacement: Readonly<{ BOTTOM: 0; TOP: 1; CENTER: 2; FILL: 3 }>; export type IndicatorPlacement = Member<typeof IndicatorPlacement>;
/** How the indicator moves between two items. */
export declare const IndicatorTransition: Readonly<{ LINEAR: 0; STRETCH: 1; ELASTIC: 2; ELASTIC_ROUNDED: 3; FADE: 4; SNAP: 5 }>; export type IndicatorTransition = Member<typeof IndicatorTransition>;
/** What the indicator does past the ends. */
export declare const IndicatorOverscroll: Readonly<{ CLAMP: 0; FOLLOW: 1; COMPRESS: 2 }>; export type IndicatorOverscroll = Member<typeof IndicatorOverscroll>;
/** Whether titles follow the position or switch on commit. */
export declare const AppearancePolicy: Readonly<{ GRADUAL: 0; ON_COMMIT: 1 }>; export type AppearancePolicy = Member<typeof AppearancePolicy>;
/** The space colours are interpolated in. */
export declare const ColorSpace: Readonly<{ SRGB: 0; PREMULTIPLIED: 1; OKLAB: 2 }>; export type ColorSpace = Member<typeof ColorSpace>;
/** Where the strip scrolls to show the focused item. */
export declare const StripScrollPolicy: Readonly<{ LEADING: 0; CENTER: 1; TRAILING: 2; ALWAYS_CENTER: 3; MINIMAL: 4; NONE: 5 }>; export type StripScrollPolicy = Member<typeof StripScrollPolicy>;
/** How an aligned strip offset is kept within the content: a clamp, or on Embla's snaps. */
export declare const StripContainment: Readonly<{ CLAMP: 0; NONE: 1; TRIM_SNAPS: 2; KEEP_SNAPS: 3 }>; export type StripContainment = Member<typeof StripContainment>;
/** Whether the strip follows the swipe or moves on commit. */
export declare const StripScrollTiming: Readonly<{ PROGRESSIVE: 0; ON_COMMIT: 1 }>; export type StripScrollTiming = Member<typeof StripScrollTiming>;
/** When the selected index follows the position. */
export declare const CommitPolicy: Readonly<{ AT_HALF: 0; WHEN_SETTLED: 1 }>; export type CommitPolicy = Member<typeof CommitPolicy>;
/** Who moves the pages: the engine, or a host that scrolls natively. */
export declare const ScrollDriver: Readonly<{ ENGINE: 0; HOST: 1 }>; export type ScrollDriver = Member<typeof ScrollDriver>;
/** What the pager is doing. */
export declare const PagerPhase: Readonly<{ IDLE: 0; DRAGGING: 1; SETTLING: 2; TRANSITIONING: 3; HOST_SCROLLING: 4 }>; export type PagerPhase = Member<typeof PagerPhase>;
/** What a pager notification reports. */
export declare const NotificationKind: Readonly<{ SELECTED_CHANGED: 0; WILL_APPEAR: 1; DID_APPEAR: 2; WILL_DISAPPEAR: 3; DID_DISAPPEAR: 4; LOAD: 5; UNLOAD: 6; REUSE: 7; HEADER_PHASE: 8; REFRESH: 9 }>; export type NotificationKind = Member<typeof NotificationKind>;
/** What caused a selection change. */
export declare const SelectionCause: Readonly<{ TAP: 0; DRAG: 1; PROGRAM: 2; EDIT: 3 }>; export type SelectionCause = Member<typeof SelectionCause>;
/** How a tap or an animated selection reaches a page not beside the one on screen. */
export declare const FarTransition: Readonly<{ ADJACENT: 0; PRE_JUMP: 1; SWEEP: 2 }>; export type FarTransition = Member<typeof FarTransition>;
/** How a flung list decelerates: UIKit's exponential or Android's spline. */
export declare const ListFlingProfile: Readonly<{ UIKIT: 0; ANDROID: 1 }>; export type ListFlingProfile = Member<typeof ListFlingProfile>;
/** How a released drag picks its page. */
export declare const PagingProfile: Readonly<{ UIKIT: 0; ANDROID: 1; FLUTTER: 2; FREE: 3; COMPOSE: 4 }>; export type PagingProfile = Member<typeof PagingProfile>;
/** A platform's feel, as a starting pager configuration. */
export declare const PagerPreset: Readonly<{ IOS: 0; ANDROID: 1 }>; export type PagerPreset = Member<typeof PagerPreset>;
/** How the engine settles a released drag: an easing curve, or physics. */
export declare const SettleMode: Readonly<{ CURVE: 0; SPRING: 1; INTEGRATOR: 2 }>; export type SettleMode = Member<typeof SettleMode>;
/** What the header does when the list is pulled down past its top. */
export declare const HeaderPullDown: Readonly<{ STRETCH: 0; FOLLOW: 1; PINNED: 2 }>; export type HeaderPullDown = Member<typeof HeaderPullDown>;
/** How the header's content fills it (MXParallaxHeader's modes). */
export declare const HeaderContentMode: Readonly<{ FILL: 0; TOP_FILL: 1; TOP: 2; CENTER: 3; BOTTOM: 4 }>; export type HeaderContentMode = Member<typeof HeaderContentMode>;
/** Where the header is: stretched past its top, expanded, collapsing or pinned. */
export declare const HeaderPhase: Readonly<{ STRETCHED: 0; EXPANDED: 1; COLLAPSING: 2; PINNED: 3 }>; export type HeaderPhase = Member<typeof HeaderPhase>;
/** The offset the incoming page's list takes on a page switch. */
export declare const ListSyncPolicy: Readonly<{ SYNC: 0; KEEP_OWN: 1; RESET_TO_TOP: 2 }>; export type ListSyncPolicy = Member<typeof ListSyncPolicy>;
/** Where a pull past the top shows: the header takes it, or the selected list. */
export declare const RefreshZone: Readonly<{ HEADER: 0; LIST: 1 }>; export type RefreshZone = Member<typeof RefreshZone>;
/** Who moves first when a vertical drag meets the header over a list. */
export declare const NestedScrollMode: Readonly<{ EXIT_UNTIL_COLLAPSED: 0; ENTER_ALWAYS: 1; ENTER_ALWAYS_COLLAPSED: 2 }>; export type NestedScrollMode = Member<typeof NestedScrollMode>;
/** How a section of a header stack scrolls (AppBarLayout's scroll flags). */
export declare const HeaderSectionBehavior: Readonly<{ SCROLL: 0; EXIT_UNTIL_COLLAPSED: 1; ENTER_ALWAYS: 2; ENTER_ALWAYS_COLLAPSED: 3; PINNED: 4; BY_FLAGS: 5 }>; export type HeaderSectionBehavior = Member<typeof HeaderSectionBehavior>;
/** How a header's snap moves: the spring, or AppBarLayout's fixed duration. */
export declare const HeaderSnapAnimation: Readonly<{ SPRING: 0; FIXED_DURATION: 1 }>; export type HeaderSnapAnimation = Member<typeof HeaderSnapAnimation>;
/** The axis a drag is locked to. */
export declare const GestureAxis: Readonly<{ UNDECIDED: 0; HORIZONTAL: 1; VERTICAL: 2 }>; export type GestureAxis = Member<typeof GestureAxis>;
/** The part of the pager a pointer went down in, which decides what it may move. */
export declare const PointerRegion: Readonly<{ PAGES: 0; STRIP: 1; LIST: 2 }>; export type PointerRegion = Member<typeof PointerRegion>;
/** What moves the strip: the pages (its policy), a finger, or its own momentum. */
export declare const StripPhase: Readonly<{ FOLLOWING: 0; DRAGGING: 1; DECELERATING: 2; HELD: 3; RETURNING: 4 }>; export type StripPhase = Member<typeof StripPhase>;
/** What the pointer is doing. */
export declare const PagerGesture: Readonly<{ NONE: 0; PENDING: 1; PAGES: 2; LIST: 3; STRIP: 4; IGNORED: 5 }>; export type PagerGesture = Member<typeof PagerGesture>;
/** Which corners of the indicator its corner radius rounds. */
export declare const IndicatorCorners: Readonly<{ ALL: 0; TOP: 1; BOTTOM: 2 }>; export type IndicatorCorners = Member<typeof IndicatorCorners>;
/** Where a snap group sits in the view at its snap (Embla's ``align``). */
export declare const SnapAlignment: Readonly<{ START: 0; CENTER: 1; END: 2; FRACTION: 3 }>; export type SnapAlignment = Member<typeof SnapAlignment>;
/** How snaps are kept within the content (Embla's ``containScroll``). */
export declare const SnapContainment: Readonly<{ NONE: 0; TRIM_SNAPS: 1; KEEP_SNAPS: 2 }>; export type SnapContainment = Member<typeof SnapContainment>;
export declare const ENUMS: Readonly<{
  Direction: typeof Direction;
  WidthMode: typeof WidthMode;
  FitPolicy: typeof FitPolicy;
  SelectedWidthMode: typeof SelectedWidthMode;
  PageAlignment: typeof PageAlignment;
  CommitRule: typeof CommitRule;
  Easing: typeof Easing;
  IndicatorWidthMode: typeof IndicatorWidthMode;
  IndicatorAlignment: typeof IndicatorAlignment;
  IndicatorPlacement: typeof IndicatorPlacement;
  IndicatorTransition: typeof IndicatorTransition;
  IndicatorOverscroll: typeof IndicatorOverscroll;
  AppearancePolicy: typeof AppearancePolicy;
  ColorSpace: typeof ColorSpace;
  StripScrollPolicy: typeof StripScrollPolicy;
  StripContainment: typeof StripContainment;
  StripScrollTiming: typeof StripScrollTiming;
  CommitPolicy: typeof CommitPolicy;
  ScrollDriver: typeof ScrollDriver;
  PagerPhase: typeof PagerPhase;
  NotificationKind: typeof NotificationKind;
  SelectionCause: typeof SelectionCause;
  FarTransition: typeof FarTransition;
  ListFlingProfile: typeof ListFlingProfile;
  PagingProfile: typeof PagingProfile;
  PagerPreset: typeof PagerPreset;
  SettleMode: typeof SettleMode;
  HeaderPullDown: typeof HeaderPullDown;
  HeaderContentMode: typeof HeaderContentMode;
  HeaderPhase: typeof HeaderPhase;
  ListSyncPolicy: typeof ListSyncPolicy;
  RefreshZone: typeof RefreshZone;
  NestedScrollMode: typeof NestedScrollMode;
  HeaderSectionBehavior: typeof HeaderSectionBehavior;
  HeaderSnapAnimation: typeof HeaderSnapAnimation;
  GestureAxis: typeof GestureAxis;
  PointerRegion: typeof PointerRegion;
  StripPhase: typeof StripPhase;
  PagerGesture: typeof PagerGesture;
  IndicatorCorners: typeof IndicatorCorners;
  SnapAlignment: typeof SnapAlignment;
  SnapContainment: typeof SnapContainment;
}>;
export declare const LAYOUTS: Readonly<Record<string, {
  size: number; align: number;
  fields: Readonly<Record<string, readonly [number, string]>>;
}>>;
export declare const OPTIONS: Readonly<
  Record<string, ReadonlyArray<
    readonly [string, string, string, number, string, number?]
  >>
>;
export declare const EVENTS: ReadonlyArray<{
  name: string; kind: number; json: string;
  fields: ReadonlyArray<readonly [string, string]>;
  flags: ReadonlyArray<readonly [string, number]>;
  defaults: Readonly<Record<string, number | boolean>>;
}>;

/** The options of segpager_strip_style, nested as Swift's value; a
 * field not given keeps its default. */
export interface StripStyle {
  /** SEGPAGER_WIDTH_*; default INTRINSIC */
  widthMode?: WidthMode;
  /** SEGPAGER_FIT_*; default LEADING */
  fitPolicy?: FitPolicy;
  /** SEGPAGER_DIRECTION_*; default LTR */
  direction?: Direction;
  /** SEGPAGER_SELECTED_WIDTH_*; default RESERVE */
  selectedWidthMode?: SelectedWidthMode;
  /** SELECTED_ONLY only: 0..count-1, else SEGPAGER_E_INDEX; default 0 */
  selectedIndex?: number;
  /** FIXED only: > 0; default 0 (must be set) */
  itemWidth?: number;
  /** VISIBLE_COUNT only: > 0; default 4 */
  visibleCount?: number;
  /** INTRINSIC, FILL: added on each side of the content; >= 0; default 0 */
  itemPadding?: number;
  /** every mode but FIXED; >= 0; default 0 */
  minItemWidth?: number;
  /** every mode but FIXED; >= min_item_width, or 0 = no maximum; default 0 */
  maxItemWidth?: number | null;
  /** between neighbouring items; >= 0; default 0 */
  spacing?: number;
  /** before the first item (at the right in RTL); >= 0; default 0 */
  leadingInset?: number;
  /** after the last item; >= 0; default 0 */
  trailingInset?: number;
  /** added to item_padding on each item's leading side (the right in RTL); >= 0; default 0 */
  itemLeadingPadding?: number;
  /** added to item_padding on its trailing side; >= 0; default 0. INTRINSIC and FILL widen the item by both; in every mode the content (title + subtitle) is centred between the two paddings, which is where the indicator's CONTENT_LEADING and TITLE_CENTER alignments and the frame's label boxes put it */
  itemTrailingPadding?: number;
  /** WIDEST: the margin the row must leave on each side; >= 0; default 16 (Material's FIXED_WRAP_GUTTER_MIN, 16 dp) */
  widestGutter?: number;
  /** > 0: no item wider than the viewport less this (every mode but FIXED), on top of max_item_width: Material's tab maximum without tabMaxWidth is the viewport less 56 dp; >= 0; default 0 (none) */
  maxItemWidthMargin?: number;
}

/** The options of segpager_strip_geometry, nested as Swift's value; a
 * field not given keeps its default. */
export interface StripGeometry {
  /** the layout's SEGPAGER_DIRECTION_*; default LTR */
  direction?: Direction;
  /** 0..SEGPAGER_MAX_COUNT; default 0 */
  count?: number;
  /** from segpager_strip_layout; >= 0 */
  contentWidth?: number;
  /** the strip's visible width; >= 0 */
  viewportWidth?: number;
  /** the items' height, for vertical placement; >= 0; default 44 */
  height?: number;
  /** the layout style's item_padding + item_leading_padding: each item's content is centred between this */
  contentLeadingInset?: number;
  /** and item_padding + item_trailing_padding; >= 0; default 0 */
  contentTrailingInset?: number;
}

/** The options of segpager_indicator_style, nested as Swift's value; a
 * field not given keeps its default. */
export interface IndicatorStyle {
  /** SEGPAGER_INDICATOR_WIDTH_*; default CONTENT */
  widthMode?: IndicatorWidthMode;
  /** SEGPAGER_INDICATOR_ALIGN_*; default CENTER */
  alignment?: IndicatorAlignment;
  /** SEGPAGER_INDICATOR_PLACEMENT_*; default BOTTOM */
  placement?: IndicatorPlacement;
  /** SEGPAGER_INDICATOR_TRANSITION_*; default LINEAR */
  transition?: IndicatorTransition;
  /** SEGPAGER_EASING_*; default LINEAR */
  easing?: Easing;
  /** SEGPAGER_OVERSCROLL_*; default CLAMP */
  overscroll?: IndicatorOverscroll;
  /** 0 or 1: never wider than the item minus its side insets (seed 003); default 0 */
  clampToItem?: boolean;
  /** FIXED: > 0; default 20 */
  width?: number;
  /** added in every mode, half on each side (seed 001's extend width); may be negative; default 0 */
  extraWidth?: number;
  /** >= 0; default 0 */
  minWidth?: number;
  /** >= min_width, or 0 = no maximum; default 0 */
  maxWidth?: number | null;
  /** the line's thickness (not FILL); >= 0; default 2 */
  height?: number;
  /** >= 0; the output is at most half the smaller side, so a large value gives a pill; default 0 */
  cornerRadius?: number;
  /** the item's box shrinks by it on the leading side (the right in RTL) before the indicator is placed in it (side insets wider than the item leave an empty box at their middle); >= 0; default 0 */
  leadingInset?: number;
  /** the box shrinks by it at the top; >= 0; default 0 */
  topInset?: number;
  /** on the trailing side (the left in RTL); >= 0; default 0 */
  trailingInset?: number;
  /** at the bottom; >= 0; default 0 */
  bottomInset?: number;
  /** STRETCH: 0..1; default 1 */
  stretch?: number;
  /** CUBIC_BEZIER: in [0, 1]; default 0.42 (the four default to ease-in-out, (0.42, 0, 0.58, 1)) */
  bezierX1?: number;
  /** CUBIC_BEZIER; default 0 */
  bezierY1?: number;
  /** CUBIC_BEZIER: in [0, 1]; default 0.58 */
  bezierX2?: number;
  /** CUBIC_BEZIER; default 1 */
  bezierY2?: number;
  /** SEGPAGER_CORNERS_*: which corners corner_radius rounds; default ALL */
  roundedCorners?: IndicatorCorners;
}

/** The options of segpager_appearance_style, nested as Swift's value; a
 * field not given keeps its default. */
export interface AppearanceStyle {
  /** SEGPAGER_APPEARANCE_*; default GRADUAL */
  policy?: AppearancePolicy;
  /** SEGPAGER_COLOR_SPACE_*; default SRGB */
  colorSpace?: ColorSpace;
  normalColor?: {
    /** default opaque (0.2, 0.2, 0.2) */
    red?: number;
    /** default opaque (0.2, 0.2, 0.2) */
    green?: number;
    /** default opaque (0.2, 0.2, 0.2) */
    blue?: number;
    /** default opaque (0.2, 0.2, 0.2) */
    alpha?: number;
  };
  selectedColor?: {
    /** default opaque (0, 0.478, 1) */
    red?: number;
    /** default opaque (0, 0.478, 1) */
    green?: number;
    /** default opaque (0, 0.478, 1) */
    blue?: number;
    /** default opaque (0, 0.478, 1) */
    alpha?: number;
  };
  /** the title's scale when selected; > 0; default 1 */
  selectedScale?: number;
  /** any number that interpolates like the colour (a font weight, a stroke width) in the normal state; default 0 */
  normalEmphasis?: number;
  /** the same in the selected state; default 0 */
  selectedEmphasis?: number;
}

/** The options of segpager_strip_offset_style, nested as Swift's value; a
 * field not given keeps its default. */
export interface StripOffsetStyle {
  /** SEGPAGER_STRIP_SCROLL_*; default CENTER */
  policy?: StripScrollPolicy;
  /** SEGPAGER_CONTAIN_*; default CLAMP */
  containment?: StripContainment;
  /** SEGPAGER_STRIP_TIMING_*; default PROGRESSIVE */
  timing?: StripScrollTiming;
  /** >= 0; default 0 */
  margin?: number;
}

/** The options of segpager_snap_options, nested as Swift's value; a
 * field not given keeps its default. */
export interface SnapOptions {
  /** SEGPAGER_SNAP_ALIGN_*; default CENTER (Embla's) */
  align?: SnapAlignment;
  /** SEGPAGER_SNAP_CONTAIN_*; default TRIM_SNAPS */
  contain?: SnapContainment;
  /** items per group, 1..SEGPAGER_MAX_COUNT, or SEGPAGER_SLIDES_TO_SCROLL_AUTO; default 1 */
  slidesToScroll?: number;
  /** 0 or 1; default 0. A loop ignores contain */
  loop?: boolean;
  /** for ALIGN_FRACTION; finite; default 0 */
  alignFraction?: number;
  /** space after the last item; >= 0; default 0 */
  endGap?: number;
  /** Embla's pixelTolerance; >= 0; default 2 (0 is Embla's server-side rendering) */
  pixelTolerance?: number;
}

/** The options of segpager_page_geometry, nested as Swift's value; a
 * field not given keeps its default. */
export interface PageGeometry {
  /** 0..SEGPAGER_MAX_COUNT; default 0 */
  pageCount?: number;
  /** SEGPAGER_DIRECTION_*; default LTR */
  direction?: Direction;
  /** SEGPAGER_PAGE_ALIGN_*; default LEADING */
  alignment?: PageAlignment;
  /** 0 or 1; default 1 */
  padEnds?: boolean;
  /** the pager's width; >= 0; default 0 */
  viewportWidth?: number;
  /** >= 0; 0 = viewport_width (full-width pages); default 0 */
  pageWidth?: number | null;
  /** >= 0; default 0. page + spacing must be > 0 */
  pageSpacing?: number;
}

/** The options of segpager_spring, nested as Swift's value; a
 * field not given keeps its default. */
export interface Spring {
  /** seconds; > 0; default 0.55 (SwiftUI's default spring) */
  response?: number;
  /** > 0 (1 critical); default 0.825 */
  dampingRatio?: number;
  /** > 0; default 1 */
  mass?: number;
}

/** The options of segpager_paging_options, nested as Swift's value; a
 * field not given keeps its default. */
export interface PagingOptions {
  /** SEGPAGER_PAGING_*; default UIKIT */
  profile?: PagingProfile;
  /** UIKIT, FREE, COMPOSE: >= 1; default 1 */
  maxPages?: number;
  /** 0 or 1: pages wrap, the result is not clamped; default 0 */
  looping?: boolean;
  deceleration?: {
    /** UIKIT, FREE: in (0, 1); default FAST (0.99) */
    rate?: number;
  };
  /** pt/s: slower counts as still; >= 0; default 100 */
  minVelocity?: number;
  /** pt: a shorter drag never flicks on; >= 0; default 0 */
  minDistance?: number;
  /** ANDROID, COMPOSE: pt/s; >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; the pager config's default is the same) */
  flickVelocity?: number;
  /** FLUTTER: pt/s; >= 0; default 20 */
  flutterTolerance?: number;
  /** COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold, 56 dp). Since 0.8.0 */
  positionalThreshold?: number;
  /** COMPOSE: fraction of a page in [0, 1]; default 0.5 (PagerDefaults.flingBehavior). Since 0.8.0 */
  snapPositionalThreshold?: number;
}

/** The options of segpager_header_style, nested as Swift's value; a
 * field not given keeps its default. */
export interface HeaderStyle {
  /** SEGPAGER_PULL_DOWN_*; default STRETCH */
  pullDown?: HeaderPullDown;
  /** SEGPAGER_HEADER_CONTENT_*; default FILL */
  contentMode?: HeaderContentMode;
  /** H; >= 0; default 0 */
  height?: number;
  /** S; 0 <= S <= H; default 0 */
  pinnedHeight?: number;
  /** >= 0; default 0 */
  pinOffset?: number;
  /** 0 (the content moves with the header) .. 1 (it stays while the header collapses over it); default 0 */
  parallax?: number;
  /** the content's own height (TOP, CENTER, BOTTOM, TOP_FILL); 0 = H; >= 0; default 0 */
  contentHeight?: number;
}

/** The options of segpager_header_section, nested as Swift's value; a
 * field not given keeps its default. */
export interface HeaderSection {
  /** >= 0 */
  height?: number;
  /** 0..height: kept by EXIT_UNTIL_COLLAPSED, brought back first by ENTER_ALWAYS_COLLAPSED; ignored otherwise */
  minHeight?: number;
  /** SEGPAGER_SECTION_* */
  behavior?: HeaderSectionBehavior;
}

/** The options of segpager_pager_configuration, nested as Swift's value; a
 * field not given keeps its default. */
export interface PagerConfiguration {
  /** SEGPAGER_COMMIT_POLICY_*; default AT_HALF */
  commitPolicy?: CommitPolicy;
  /** SEGPAGER_DRIVER_*; default ENGINE */
  driver?: ScrollDriver;
  /** SEGPAGER_EASING_*; CUBIC_BEZIER (since 0.8.0) takes tap_bezier; default EASE_IN_OUT */
  tapEasing?: Easing;
  /** SEGPAGER_EASING_*; CUBIC_BEZIER (since 0.8.0) takes settle_bezier; default EASE_OUT */
  settleEasing?: Easing;
  /** the page the pager rests on when its first items arrive (the first set_items or insert_item that brings any), clamped to them; the next frame reports it as SELECTED_CHANGED, cause PROGRAM. Applied once; a drag under way keeps its finger's page. Default 0 */
  initialIndex?: number;
  pages?: {
    /** SEGPAGER_PAGE_ALIGN_*; default LEADING */
    alignment?: PageAlignment;
    /** 0 or 1; default 1 */
    padEnds?: boolean;
    /** the pager's width; >= 0; default 0 (set it) */
    viewportWidth?: number;
    /** 0 = the viewport's; >= 0; default 0 */
    pageWidth?: number | null;
    /** >= 0; default 0 */
    pageSpacing?: number;
  };
  windows?: {
    /** pages loaded ahead on each side of every page on screen; 0 = no preloading; >= 0; default 1 */
    prepareRadius?: number;
    /** loaded pages this close stay (at least the prepare radius); >= 0; default 1 */
    keepRadius?: number;
    /** loaded pages kept beyond that, least recently needed evicted first; -1 = keep everything; >= -1; default 0 */
    cacheLimit?: number | null;
    /** 0 or 1: a page that needs loading takes the slot of a page being evicted (one REUSE instead of UNLOAD + LOAD; seed 001); default 0 */
    reuse?: boolean;
  };
  /** 0 or 1: the pages wrap (page n-1 is followed by page 0). Page offsets and positions then grow without bound (a lap is n pages), the selection is the position modulo n, a tap takes the short way round, and the strip repeats every content width: a frame's strip items are the copies on screen and its indicator is under the selected tab's copy on screen, however far the strip scrolled on its own (a front end that draws from the layout instead draws the items and the indicator again one period to each side of a strip that follows its policy). Offsets beyond 10^12 pages are E_RANGE (beyond 2^29 pages in a 32-bit build, such as the web door's wasm32 module, whose Ints would overflow past it). Default 0 */
  looping?: boolean;
  /** 0 = the pager's width; >= 0; default 0 */
  stripViewportWidth?: number;
  /** the tabs' height; >= 0; default 44 */
  stripHeight?: number;
  /** seconds; >= 0; default 0.3 (seed 002; seed 000: 0.25) */
  tapDuration?: number;
  /** seconds; >= 0; default 0.3 */
  settleDuration?: number;
  paging?: {
    /** pt/s: a faster release moves on a page, in both settle modes (CURVE, and SPRING's ANDROID profile: the same value as segpager_paging_options.flick_velocity); >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; 300 before 0.8.0) */
    flickVelocity?: number;
    /** SPRING: SEGPAGER_PAGING_*; default UIKIT. The defaults are the iOS profile; an Android-like profile is ANDROID (flick_velocity's default is already ViewPager2's 400) and the same critical spring */
    profile?: PagingProfile;
    /** UIKIT, FREE, COMPOSE: the most pages one fling moves; >= 1; default 1 */
    maxPages?: number;
    deceleration?: {
      /** UIKIT, FREE: the release's projection, velocity kept per millisecond; in (0, 1); default 0.99 (UIScrollView's .fast) */
      rate?: number;
    };
    /** pt/s: a slower release counts as still; >= 0; default 100 */
    minVelocity?: number;
    /** pt: a shorter drag never flicks on; >= 0; default 0 */
    minDistance?: number;
    /** FLUTTER: pt/s; >= 0; default 20 */
    flutterTolerance?: number;
    /** COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold) */
    positionalThreshold?: number;
    /** COMPOSE: fraction of a page in [0, 1]; default 0.5 */
    snapPositionalThreshold?: number;
  };
  /** SEGPAGER_SETTLE_*; default SPRING (0.3.0's behaviour is CURVE) */
  settleMode?: SettleMode;
  settleSpring?: {
    /** SPRING: the settle spring's response, s; >= 1e-6 (since 0.8.0: a shorter spring is a jump, and its frequency squared overflowed, failing every release; > 0 before); default 0.35 */
    response?: number;
    /** SPRING: > 0; default 1 (critical: no overshoot) */
    dampingRatio?: number;
    /** SPRING: the settle spring's mass; > 0; default 1. With response and damping ratio fixed it scales stiffness and damping together, so the motion does not change (as SwiftUI's) */
    mass?: number;
  };
  /** SPRING: drags past the first or last page rubber-band; >= 0, 0 clamps; default 0.55 */
  rubberBand?: number;
  tapCurve?: {
    /** tap_easing CUBIC_BEZIER: the curve's x1, in [0, 1] (checked whatever the easing); default 0.42 (the four default to ease-in-out, (0.42, 0, 0.58, 1)) */
    x1?: number;
    /** the curve's y1; default 0 */
    y1?: number;
    /** the curve's x2, in [0, 1]; default 0.58 */
    x2?: number;
    /** the curve's y2; default 1 */
    y2?: number;
  };
  settleCurve?: {
    /** settle_easing CUBIC_BEZIER: as tap_bezier_x1; default 0.42 */
    x1?: number;
    /** as tap_bezier_y1; default 0 */
    y1?: number;
    /** as tap_bezier_x2; default 0.58 */
    x2?: number;
    /** as tap_bezier_y2; default 1 */
    y2?: number;
  };
  /** the most notifications kept for a caller whose notification array is too small (they wait for the next step); past it the oldest are dropped, SELECTED_CHANGED and HEADER_PHASE first (the frame has both states), and the frame's dropped_notifications counts them. >= 0; default 1024 */
  notificationLimit?: number;
  /** pointer events: how far a pointer moves before it drags anything, pt (a shorter one lifted in the strip is a tap); >= 0; default 10, UIScrollView's (Android's ViewConfiguration touch slop is 8 dp) */
  touchSlop?: number;
  /** WHEEL: the pages settle this long after the last one, s; >= 0; default 0.15 */
  wheelSettleDelay?: number;
  listDeceleration?: {
    /** a flung list's velocity kept per millisecond (LIST_ENDED); in (0, 1); default 0.998 (UIScrollView's .normal; .fast is 0.99) */
    rate?: number;
  };
  /** > 0: the slop grows with the pager, to this fraction of viewport_width, at least touch_slop and at most touch_slop_maximum (Embla's goToNextThreshold has this shape: clamp(0.2 x view, 50, 225) px); in [0, 1]; default 0 (a fixed slop) */
  touchSlopFraction?: number;
  /** the relative slop's upper bound; >= 0; default 0 (none) */
  touchSlopMaximum?: number | null;
  integratorBody?: {
    /** INTEGRATOR: Embla's duration, the body's stiffness in steps; >= 1; default 25 */
    duration?: number;
    /** INTEGRATOR: Embla's friction, the velocity kept per step; in (0, 1); default 0.68 */
    friction?: number;
  };
  /** SEGPAGER_LIST_FLING_*: how a flung list decelerates; default UIKIT. Since 0.8.0 */
  listFlingProfile?: ListFlingProfile;
  stripDeceleration?: {
    /** the strip flung on its own (SEGPAGER_STRIP_PHASE_*): its velocity kept per millisecond; in (0, 1); default 0.998 (UIScrollView's .normal) */
    rate?: number;
  };
  /** SEGPAGER_FAR_TRANSITION_*: how a tap or an animated SELECT reaches a page that is not beside the one on screen; default ADJACENT. The strip and the indicator go straight to the target in every mode. A HOST driver's pages are where its offsets put them (SWEEP). Since 0.8.0 */
  farTransition?: FarTransition;
  /** PRE_JUMP: the pages jump to within this many pages of the target, then scroll; >= 1; default 3 (ViewPager2's). Since 0.8.0 */
  preJumpDistance?: number;
}

/** The options of segpager_pager_header, nested as Swift's value; a
 * field not given keeps its default. */
export interface PagerHeader {
  /** SEGPAGER_LIST_*: the offset a page's list takes when the page starts to appear; default KEEP_OWN (the collapse is shared, so each list keeps its own offset and the header never jumps); SYNC: seed 004 (a list appearing under a header that is not pinned starts at its top); RESET_TO_TOP: always at its top */
  listSync?: ListSyncPolicy;
  /** SEGPAGER_REFRESH_*; default HEADER */
  refreshZone?: RefreshZone;
  /** with no sections: SEGPAGER_NESTED_* of the collapse range; default EXIT_UNTIL_COLLAPSED (seed 001) */
  nestedMode?: NestedScrollMode;
  /** with no sections: 0 or 1, the collapse range snaps (SEGPAGER_SECTION_FLAG_SNAP); default 0 */
  snap?: boolean;
  /** with no sections, ENTER_ALWAYS_COLLAPSED: >= 0; default 0 */
  enterHeight?: number;
  /** pt/s: a faster release snaps in its direction, a slower one to the nearer edge; >= 0; default 300 */
  snapVelocity?: number;
  /** a pull released this far starts a refresh; 0 = never; >= 0; default 0 */
  refreshDistance?: number;
  /** a list's largest own offset until LIST_RESIZED says; -1 = unbounded; >= 0 or -1; default -1 */
  listMaxOffset?: number | null;
  /** SEGPAGER_SNAP_ANIMATION_*; default SPRING (since 0.8.0; a 0.7.0-sized struct gets the default) */
  snapAnimation?: HeaderSnapAnimation;
}

/** The events, as their constructors make them. */
export interface DragBegan { type: "drag_began"; time: number }
export interface DragMoved { type: "drag_moved"; time: number; pageOffset: number }
export interface DragEnded { type: "drag_ended"; time: number; velocity?: number }
export interface HostScrolled { type: "host_scrolled"; time: number; pageOffset: number }
export interface TabTapped { type: "tab_tapped"; time: number; index: number }
export interface Select { type: "select"; time: number; index: number; animated?: boolean }
export interface Tick { type: "tick"; time: number }
export interface Resized { type: "resized"; time: number; viewportWidth: number; stripViewportWidth?: number }
export interface ListScrolled { type: "list_scrolled"; time: number; delta: number }
export interface ListEnded { type: "list_ended"; time: number; velocity?: number }
export interface ListResized { type: "list_resized"; time: number; index: number; maxOffset: number }
export interface RefreshEnded { type: "refresh_ended"; time: number }
export interface PointerDown { type: "pointer_down"; time: number; x: number; y: number; region?: PointerRegion }
export interface PointerMoved { type: "pointer_moved"; time: number; x: number; y: number }
export interface PointerUp { type: "pointer_up"; time: number; x: number; y: number }
export interface PointerCancelled { type: "pointer_cancelled"; time: number }
export interface Wheel { type: "wheel"; time: number; deltaX: number; deltaY?: number; region?: PointerRegion }
export interface StripDragBegan { type: "strip_drag_began"; time: number }
export interface StripDragMoved { type: "strip_drag_moved"; time: number; stripOffset: number }
export interface StripDragEnded { type: "strip_drag_ended"; time: number; velocity?: number }

/** The event constructors: `Tick(0)`, `DragMoved(1.1, 200)`, ... */
export interface EventConstructors {
  DragBegan(time: number): DragBegan;
  DragMoved(time: number, pageOffset: number): DragMoved;
  DragEnded(time: number, velocity?: number): DragEnded;
  HostScrolled(time: number, pageOffset: number): HostScrolled;
  TabTapped(time: number, index: number): TabTapped;
  Select(time: number, index: number, animated?: boolean): Select;
  Tick(time: number): Tick;
  Resized(time: number, viewportWidth: number, stripViewportWidth?: number): Resized;
  ListScrolled(time: number, delta: number): ListScrolled;
  ListEnded(time: number, velocity?: number): ListEnded;
  ListResized(time: number, index: number, maxOffset: number): ListResized;
  RefreshEnded(time: number): RefreshEnded;
  PointerDown(time: number, x: number, y: number, region?: PointerRegion): PointerDown;
  PointerMoved(time: number, x: number, y: number): PointerMoved;
  PointerUp(time: number, x: number, y: number): PointerUp;
  PointerCancelled(time: number): PointerCancelled;
  Wheel(time: number, deltaX: number, deltaY?: number, region?: PointerRegion): Wheel;
  StripDragBegan(time: number): StripDragBegan;
  StripDragMoved(time: number, stripOffset: number): StripDragMoved;
  StripDragEnded(time: number, velocity?: number): StripDragEnded;
}

/** Any event: what one of the event constructors makes. */
export type SegPagerEvent = ReturnType<EventConstructors[keyof EventConstructors]>;

/** The event constructors by name. */
export declare const events: EventConstructors;
export declare const DragBegan: EventConstructors["DragBegan"];
export declare const DragMoved: EventConstructors["DragMoved"];
export declare const DragEnded: EventConstructors["DragEnded"];
export declare const HostScrolled: EventConstructors["HostScrolled"];
export declare const TabTapped: EventConstructors["TabTapped"];
export declare const Select: EventConstructors["Select"];
export declare const Tick: EventConstructors["Tick"];
export declare const Resized: EventConstructors["Resized"];
export declare const ListScrolled: EventConstructors["ListScrolled"];
export declare const ListEnded: EventConstructors["ListEnded"];
export declare const ListResized: EventConstructors["ListResized"];
export declare const RefreshEnded: EventConstructors["RefreshEnded"];
export declare const PointerDown: EventConstructors["PointerDown"];
export declare const PointerMoved: EventConstructors["PointerMoved"];
export declare const PointerUp: EventConstructors["PointerUp"];
export declare const PointerCancelled: EventConstructors["PointerCancelled"];
export declare const Wheel: EventConstructors["Wheel"];
export declare const StripDragBegan: EventConstructors["StripDragBegan"];
export declare const StripDragMoved: EventConstructors["StripDragMoved"];
export declare const StripDragEnded: EventConstructors["StripDragEnded"];
