// The TypeScript declarations of segpager.js. The ABI's part (enums, the
// options interfaces, the events) is generated: generated/abi.d.ts.

import type {
  CommitRule, Direction, GestureAxis, ListSyncPolicy, NestedScrollMode, SnapOptions,
  HeaderPhase, IndicatorCorners, PagerGesture, PagerPhase, PagerPreset,
  AppearanceStyle, IndicatorStyle, PagerConfiguration, PagingOptions, SegPagerEvent, StripOffsetStyle,
  StripPhase, StripStyle, NotificationKind, SelectionCause, HeaderStyle, PagerHeader, HeaderSection,
  PageGeometry as PageGeometryOptions, Spring,
} from "./generated/abi.js";

export * from "./generated/abi.js";

/** Loads and instantiates segpager.wasm (by default beside segpager.js).
 * Call once, and await it, before anything else. Rejects, saying so, where
 * the engine has no WebAssembly SIMD (before Chrome 91, Firefox 89, Safari 16.4). */
export declare function init(
  source?: string | URL | ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module,
): Promise<WebAssembly.Exports>;

/** The engine's version, "MAJOR.MINOR.PATCH". */
export declare function version(): string;

/** Each status's code by name (`STATUS.E_RANGE` is -2). */
export declare const STATUS: Readonly<Record<string, number>>;

/** A segpager call failed. */
export declare class SegPagerError extends Error {
  constructor(message: string, status?: number);
  /** the C status code */
  status: number;
  /** its SEGPAGER_ name */
  statusName: string;
  /** the header's sentence for it */
  description: string;
}
export declare class NullPointerError extends SegPagerError {}
export declare class OutOfRangeError extends SegPagerError {}
export declare class NotFiniteError extends SegPagerError {}
export declare class CapacityError extends SegPagerError {}
export declare class UnknownEnumError extends SegPagerError {}
export declare class StructSizeError extends SegPagerError {}
export declare class IndexOutOfRangeError extends SegPagerError {}
export declare class EventOrderError extends SegPagerError {}
export declare class HandleError extends SegPagerError {}
/** The error classes by name. */
export declare const errors: Readonly<Record<string, typeof SegPagerError>>;

/** An item's frame in strip content coordinates. */
export declare class ItemFrame { x: number; width: number }

/** The four widths of an item's labels (0: as the normal state, or none). */
export interface ItemMetrics {
  contentWidth: number;
  selectedContentWidth?: number;
  subtitleWidth?: number;
  selectedSubtitleWidth?: number;
}

/** A pager's item: its title's width, or its metrics with a stable id. */
export type PagerItem = number | (ItemMetrics & { id?: number | bigint });

/** Item indices from `start` up to (not including) `stop`, as Python's range. */
export interface IndexRange { start: number; stop: number }

/** A laid-out strip. */
export declare class StripLayout {
  constructor(frames: ItemFrame[], contentWidth: number, scrolls: boolean, viewportWidth?: number,
    direction?: Direction, contentLeadingInset?: number, contentTrailingInset?: number);
  frames: ItemFrame[];
  contentWidth: number;
  scrolls: boolean;
  viewportWidth: number;
  direction: (typeof Direction)[keyof typeof Direction];
  /** how far each item's content sits in from its leading edge (itemPadding + itemLeadingPadding) */
  contentLeadingInset: number;
  /** and from its trailing edge */
  contentTrailingInset: number;
  /** The item under content x, or null. */
  hitTest(x: number): number | null;
  /** The items visible in (stripOffset, stripOffset + viewportWidth); { start: 0, stop: 0 } when none. */
  visibleRange(stripOffset: number, viewportWidth: number): IndexRange;
}

/** A tab strip laid out in one call. */
export declare function stripLayout(
  contentWidths: ArrayLike<number>,
  viewportWidth: number,
  style?: StripStyle,
  widths?: {
    selectedWidths?: ArrayLike<number>;
    subtitleWidths?: ArrayLike<number>;
    selectedSubtitleWidths?: ArrayLike<number>;
  },
): StripLayout;

// The stateless functions, in the shape of Python's (segpager.position,
// .snaps, .physics, .header): Python's keyword arguments are the last
// argument's fields.

/** The indicator at position p; `height` is the items' (default 44). */
export declare function indicatorRect(
  layout: StripLayout, p: number, style?: IndicatorStyle,
  options?: { selectedIndex?: number | null; height?: number },
): Indicator;
/** The indicator at rest on each of `items` (default: all), each what
 * indicatorRect(layout, i, style) gives, in one call; `height` is the items'. */
export declare function indicatorRects(
  layout: StripLayout, style?: IndicatorStyle,
  options?: { items?: IndexRange | null; height?: number },
): Indicator[];
/** The look of `items` (default: all) at p. */
export declare function itemAppearances(
  layout: StripLayout, p: number, style?: AppearanceStyle,
  options?: { items?: IndexRange | null; selectedIndex?: number | null },
): ItemAppearance[];
/** The strip offset at p. */
export declare function stripOffset(
  layout: StripLayout, p: number, style?: StripOffsetStyle,
  options?: { selectedIndex?: number | null; currentOffset?: number },
): number;
/** The strip offset, the indicator and the visible items' look at p, in one call. */
export declare function stripState(
  layout: StripLayout, p: number,
  options?: {
    indicator?: IndicatorStyle; appearance?: AppearanceStyle; offset?: StripOffsetStyle;
    selectedIndex?: number | null; currentOffset?: number; height?: number;
  },
): StripState;

/** An item's frame for the snap functions: an ItemFrame or [x, width]. */
export type FrameLike = ItemFrame | readonly [number, number];
/** Embla's scroll snaps as offsets, and the snap each item belongs to. */
export declare function scrollSnaps(
  frames: ArrayLike<FrameLike>, viewSize: number, options?: SnapOptions,
): { offsets: number[]; snapOfItem: number[] };
/** Embla's snap groups: the items of each group, in order. */
export declare function snapGroups(frames: ArrayLike<FrameLike>, viewSize: number, options?: SnapOptions): number[][];

/** Embla's loop points (the loop assumed): which items a front end draws shifted by a lap, and where;
 * canLoop is false where the items leave a gap. */
export declare function loopPoints(
  frames: ArrayLike<FrameLike>, viewSize: number, options?: SnapOptions,
): { points: LoopPoint[]; canLoop: boolean };
/** Every item's x shift (0, -content or +content) with the loop at `offset`. */
export declare function loopShifts(
  frames: ArrayLike<FrameLike>, viewSize: number, offset: number, options?: SnapOptions,
): number[];
/** Item `index` is drawn shifted by `shiftBefore` below `offset` and by `shiftAfter` at or above it;
 * `edge` 0 is the start, 1 the end. */
export declare class LoopPoint {
  index: number; edge: number; offset: number; shiftBefore: number; shiftAfter: number;
}

/** The pager's pages (Python's PageGeometry); fields left out keep segpager_page_geometry_init's defaults. */
export declare class PageGeometry {
  constructor(options?: PageGeometryOptions);
  options: PageGeometryOptions;
  /** The position at a page offset (not clamped). */
  position(pageOffset: number): number;
  /** The page offset at a position (position's inverse). */
  pageOffset(position: number): number;
  /** The offsets the pager rests at without overscroll: [0, max]. */
  pageOffsetRange(): [number, number];
  /** The offset under `newGeometry` that keeps this geometry's position at `pageOffset`. */
  pageOffsetAfterResize(newGeometry: PageGeometry, pageOffset: number): number;
}

/** A damped spring as UIKit and SwiftUI describe it (default: SwiftUI's spring). */
export declare class DampedSpring {
  constructor(options?: Spring);
  options: Spring;
  /** [displacement, velocity] `time` seconds later (closed form). */
  state(displacement: number, velocity: number, time: number): [number, number];
  /** When the displacement stays within `epsilon` of rest (defaults 1, 0, 0.001). */
  settlingTime(displacement?: number, velocity?: number, epsilon?: number): number;
}
/** The page a drag released at `pageOffset` with `velocity` (pt/s) settles on, having begun on `startPage`. */
export declare function pagingTarget(
  pages: PageGeometry, pageOffset: number, velocity: number, startPage: number, options?: PagingOptions,
): number;
/** The page Compose's PagerState.targetPage names while a drag begun on `startPage` is at `position`. */
export declare function pagingDraggingTarget(
  pages: PageGeometry, position: number, startPage: number, options?: PagingOptions,
): number;

/** [distance, velocity] of a deceleration after `time` seconds (rate: kept per ms). */
export declare function decelerationState(velocity: number, time: number, rate?: number): [number, number];
/** How far a deceleration goes before it stops. */
export declare function decelerationProjection(velocity: number, rate?: number): number;
/** How long a deceleration runs until it is slower than `epsilon` pt/s. */
export declare function decelerationDuration(velocity: number, epsilon?: number, rate?: number): number;
/** Android's spline fling: [distance, duration]. */
export declare function splineFling(velocity: number, density?: number, friction?: number): [number, number];
/** Android's spline fling `time` seconds in: [distance, velocity]. */
export declare function splineFlingState(
  velocity: number, time: number, density?: number, friction?: number,
): [number, number];
/** UIScrollView's rubber band: the offset shown for an overshoot. */
export declare function rubberBand(overshoot: number, dimension: number, coefficient?: number): number;
/** The overshoot that shows `offset` (rubberBand's inverse). */
export declare function rubberBandInverse(offset: number, dimension: number, coefficient?: number): number;
/** CSS's cubic-bezier(x1, y1, x2, y2) at x. */
export declare function cubicBezier(x1: number, y1: number, x2: number, y2: number, x: number): number;
/** A pointer's velocity at the newest of its samples of one axis (oldest first). */
export declare function velocityEstimate(times: ArrayLike<number>, positions: ArrayLike<number>): number;
/** The selected index at a position, clamped to the pages; null with no pages. */
export declare function selectedIndex(
  position: number, pageCount: number, rule?: CommitRule,
): number | null;

/** The header at a list offset. */
export declare function headerFrame(style: HeaderStyle, width: number, listOffset: number): HeaderFrame;
/** The offset the incoming page's list takes on a page switch. */
export declare function headerListOffset(
  style: HeaderStyle, ownOffset: number, headerListOffset: number,
  policy?: ListSyncPolicy,
): number;
/** Shares a vertical delta between the header's collapse and the list. */
export declare function nestedScroll(
  style: HeaderStyle, delta: number, headerOffset: number, listOffset: number, listMaxOffset: number,
  mode?: NestedScrollMode, enterHeight?: number,
): ScrollSplit;
/** Where a part-collapsed header snaps on release. */
export declare function headerSnapTarget(
  style: HeaderStyle, headerOffset: number, velocity: number, minVelocity?: number,
): number;
/** How long AppBarLayout animates a snap over `distance` points, in seconds. */
export declare function headerSnapDuration(distance: number, velocity?: number, height?: number): number;
/** The content height a list needs so the header can collapse fully over it. */
export declare function headerMinContentHeight(style: HeaderStyle, listViewportHeight: number): number;
/** One section of a header stack, top to bottom: a HeaderSection with Python's names for its flags
 * (`snaps`; with behavior BY_FLAGS, `scrollFlags`) and its margins. */
export type StackSection = HeaderSection & {
  snaps?: boolean; scrollFlags?: number; marginTop?: number; marginBottom?: number;
};
/** The scroll ranges a header stack implies. */
export declare class HeaderStackRanges {
  height: number;
  /** how far the stack scrolls up (AppBarLayout's totalScrollRange) */
  collapseRange: number;
  /** height - collapseRange: what stays on screen */
  pinnedHeight: number;
  /** what comes back on a downward scroll before the list moves */
  enterRange: number;
}
/** The ranges of a stack of sections, margins included. */
export declare function headerStackRanges(sections: StackSection[]): HeaderStackRanges;
/** Where a stack left at collapse `headerOffset` settles at release (AppBarLayout's midpoint rule). */
export declare function headerStackSnapTarget(sections: StackSection[], headerOffset: number): number;
/** nestedScroll for a stack: up, the stack collapses first; down, its enter range comes back first. */
export declare function headerStackScroll(
  sections: StackSection[], delta: number, headerOffset: number, listOffset: number, listMaxOffset: number,
): ScrollSplit;
/** The axis a drag that moved (dx, dy) is locked to. */
export declare function gestureAxis(
  dx: number, dy: number, minDistance?: number, maxAngle?: number,
): (typeof GestureAxis)[keyof typeof GestureAxis];

/** A lifecycle notification; `String(n)` is its compact form (`sel5<1:tap`). */
export declare class Notification {
  kind: (typeof NotificationKind)[keyof typeof NotificationKind];
  page: number;
  /** SELECTED_CHANGED, REUSE: the previous page (null: none);
   * HEADER_PHASE: the old HeaderPhase */
  previous: number | null;
  /** SELECTED_CHANGED: the SelectionCause; HEADER_PHASE: the new HeaderPhase */
  cause: (typeof SelectionCause)[keyof typeof SelectionCause] | (typeof HeaderPhase)[keyof typeof HeaderPhase] | null;
  id: number | bigint;
  time: number;
}

export declare class RGBAColor { red: number; green: number; blue: number; alpha: number }
export declare class ItemAppearance { selectionWeight: number; color: RGBAColor; scale: number; emphasis: number }
export declare class Indicator { x: number; y: number; width: number; height: number; cornerRadius: number; alpha: number }
export declare class Rect { x: number; y: number; width: number; height: number }

/** The strip at the frame's position. */
export declare class StripState {
  stripOffset: number;
  indicator: Indicator;
  /** the first visible item, or null */
  firstVisibleItem: number | null;
  appearances: ItemAppearance[];
}

/** A visible item as drawn. */
export declare class StripItem {
  item: number;
  hasSubtitle: boolean;
  frame: ItemFrame;
  title: ItemFrame;
  subtitle: ItemFrame;
  appearance: ItemAppearance;
}

/** A page on screen and where to draw it. */
export declare class PageVisibility { page: number; visibility: number; listOffset: number; x: number; width: number }

/** The header in one frame. */
/** The header's frame: its rect, content and strip rects, phase, progress, stretch scale. */
export declare class HeaderFrame {
  header: Rect; content: Rect; strip: Rect;
  phase: (typeof HeaderPhase)[keyof typeof HeaderPhase]; progress: number; stretchScale: number;
}

/** This step's list scroll as shared: header + list + overscroll. */
export declare class ScrollSplit { header: number; list: number; overscroll: number }

export declare class PagerHeaderFrame {
  frame: HeaderFrame;
  headerOffset: number;
  pull: number;
  refreshing: boolean;
  animating: boolean;
}

/** One display frame. */
export declare class PagerFrame {
  time: number;
  phase: (typeof PagerPhase)[keyof typeof PagerPhase];
  selectedIndex: number | null;
  transitionTarget: number | null;
  transitionProgress: number;
  pageOffset: number;
  position: number;
  targetPageOffset: number;
  strip: StripState;
  stripItems: StripItem[];
  stripContentWidth: number;
  stripScrolls: boolean;
  stripPhase: (typeof StripPhase)[keyof typeof StripPhase];
  indicatorCorners: (typeof IndicatorCorners)[keyof typeof IndicatorCorners];
  gesture: (typeof PagerGesture)[keyof typeof PagerGesture];
  pages: PageVisibility[];
  notifications: Notification[];
  droppedNotifications: number;
  header: PagerHeaderFrame | null;
  listOffset: number;
  split: ScrollSplit;
  listAnimating: boolean;
  /** Something moves without input: keep stepping with Tick events. */
  readonly animating: boolean;
}

/** A pager's options: its configuration, a preset, and its styles. */
export interface PagerOptions extends PagerConfiguration {
  /** the pager's width (the configuration's pages.viewportWidth) */
  viewportWidth?: number;
  /** the platform preset whose values the configuration starts from */
  preset?: PagerPreset;
  stripStyle?: StripStyle;
  indicatorStyle?: IndicatorStyle;
  appearanceStyle?: AppearanceStyle;
  stripOffsetStyle?: StripOffsetStyle;
  pagingOptions?: PagingOptions;
}

/** The stateful pager. */
export declare class Pager {
  constructor(items?: PagerItem[], options?: PagerOptions);
  /** Applies the events in order; returns the frame after them. */
  step(events?: SegPagerEvent[]): PagerFrame;
  /** The last step's frame again, without stepping. */
  lastFrame(): PagerFrame;
  setItems(items: PagerItem[]): void;
  insertItem(index: number, item: ItemMetrics & { id: number | bigint }): void;
  removeItem(index: number): void;
  moveItem(source: number, destination: number): void;
  readonly items: Array<Required<ItemMetrics> & { id: number | bigint }>;
  readonly configuration: PagerConfiguration;
  set(which: "stripStyle", style: StripStyle): void;
  set(which: "indicatorStyle", style: IndicatorStyle): void;
  set(which: "appearanceStyle", style: AppearanceStyle): void;
  set(which: "stripOffsetStyle", style: StripOffsetStyle): void;
  set(which: "pagingOptions", options: PagingOptions): void;
  /** Puts a header over the pages, or takes it away (null). */
  setHeader(header: (PagerHeader & { style?: HeaderStyle; sections?: StackSection[] }) | null): void;
  /** Frees the pager; later calls throw HandleError. */
  close(): void;
}
