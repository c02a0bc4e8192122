// The JavaScript door's stateless functions (#32): the strip at a position,
// snaps and loop points, physics, pages, springs, paging targets, headers
// and header stacks, in the shape of Python's. Every expected
// number below is what the Python door (bindings/python, over the native
// libsegpager.so) returned for the same inputs: the Python call stands in
// the comment above each check. Error messages are Python's, with the
// argument named as JavaScript names it (list_max_offset is listMaxOffset).
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

/** Numbers (or nested arrays of them) equal to Python's within 1e-12. */
function close(actual, expected, what = "") {
  if (Array.isArray(expected)) {
    assert.equal(actual.length, expected.length, `${what}: length`);
    expected.forEach((value, k) => close(actual[k], value, `${what}[${k}]`));
    return;
  }
  if (expected === null || typeof expected !== "number") {
    assert.equal(actual, expected, what);
    return;
  }
  assert.ok(Math.abs(actual - expected) <= 1e-12 * (1 + Math.abs(expected)), `${what}: ${actual} != ${expected}`);
}

const indicator = (i) => [i.x, i.y, i.width, i.height, i.cornerRadius, i.alpha];
const look = (a) => [a.selectionWeight, a.color.red, a.color.green, a.color.blue, a.color.alpha, a.scale, a.emphasis];
const rects = (f) => [f.header, f.content, f.strip].map((r) => [r.x, r.y, r.width, r.height]);

// strip_layout([50, 80, 40, 60, 70], 200, StripStyle(item_padding=10),
//   selected_widths=[55, 85, 45, 65, 75], subtitle_widths=[0, 12, 0, 0, 8])
const layout = segpager.stripLayout([50, 80, 40, 60, 70], 200, { itemPadding: 10 },
  { selectedWidths: [55, 85, 45, 65, 75], subtitleWidths: [0, 12, 0, 0, 8] });
const HEADER = { height: 200, pinnedHeight: 44 }; // HeaderStyle(height=200, pinned_height=44)
const FRAMES = [[0, 100], [100, 100], [200, 100], [300, 100], [400, 60]];

test("a layout keeps what the strip's functions read, as Python's StripLayout", () => {
  close(layout.frames.map((f) => [f.x, f.width]), [[0, 75], [75, 117], [192, 65], [257, 85], [342, 103]]);
  assert.deepEqual([layout.contentWidth, layout.scrolls, layout.viewportWidth, layout.direction],
    [445, true, 200, segpager.Direction.LTR]);
  assert.deepEqual([layout.contentLeadingInset, layout.contentTrailingInset], [10, 10]);
  // layout.visible_range(30, 120) == range(0, 2); layout.visible_range(5000, 120) == range(0)
  assert.deepEqual(layout.visibleRange(30, 120), { start: 0, stop: 2 });
  assert.deepEqual(layout.visibleRange(5000, 120), { start: 0, stop: 0 });
});

test("indicatorRect: Python's indicator_rect", () => {
  // indicator_rect(layout, 1.4, IndicatorStyle(width_mode=CONTENT, transition=ELASTIC), height=48)
  close(indicator(segpager.indicatorRect(layout, 1.4, { widthMode: "CONTENT", transition: "ELASTIC" },
    { height: 48 })), [112.19911362438083, 46.0, 105.53363928838476, 2.0, 0.0, 1.0]);
  // indicator_rect(layout, 2.0, IndicatorStyle(width_mode=ITEM_LESS_SUBTITLE), selected_index=1)
  close(indicator(segpager.indicatorRect(layout, 2.0,
    { widthMode: segpager.IndicatorWidthMode.ITEM_LESS_SUBTITLE }, { selectedIndex: 1 })),
  [192.0, 42.0, 65.0, 2.0, 0.0, 1.0]);
  // right to left: indicator_rect(strip_layout(..., StripStyle(item_padding=10, direction=RTL)), 0.5)
  const rtl = segpager.stripLayout([50, 80, 40, 60, 70], 200, { itemPadding: 10, direction: "RTL" });
  const mirrored = segpager.indicatorRect(rtl, 0.5);
  close([mirrored.x, mirrored.width], [290.0, 65.0]);
  // strip_offset(rtl, 3.0)
  close(segpager.stripOffset(rtl, 3.0), 30.0);
});

test("indicatorRects: Python's indicator_rects, each indicatorRect at rest", () => {
  // indicator_rects(layout, IndicatorStyle(width_mode=CONTENT, corner_radius=4), items=range(1, 4), height=48)
  const style = { widthMode: "CONTENT", cornerRadius: 4 };
  const rests = segpager.indicatorRects(layout, style, { items: { start: 1, stop: 4 }, height: 48 });
  close(rests.map(indicator), [
    [91.0, 46.0, 85.0, 2.0, 1.0, 1.0], [202.0, 46.0, 45.0, 2.0, 1.0, 1.0], [267.0, 46.0, 65.0, 2.0, 1.0, 1.0],
  ]);
  assert.deepEqual(segpager.indicatorRects(layout, style).map(indicator),
    [0, 1, 2, 3, 4].map((i) => indicator(segpager.indicatorRect(layout, i, style))));
  assert.deepEqual(segpager.indicatorRects(layout, {}, { items: { start: 5, stop: 5 } }), []);
  assert.throws(() => segpager.indicatorRects(layout, {}, { items: { start: 0, stop: 9 } }),
    { message: "segpager_indicator_rects: last: must be in -1..<5 (got 8) (SEGPAGER_E_INDEX)" });
  assert.throws(() => segpager.indicatorRects(layout, {}, { items: { start: 0, stop: 2 ** 32 } }),
    { name: "OutOfRangeError", message: "items.stop: must fit in int32_t (got 4294967296)" });
});

test("itemAppearances and stripOffset: Python's item_appearances and strip_offset", () => {
  // item_appearances(layout, 1.4, AppearanceStyle(selected_color=RGBAColor(1, 0, 0, 1),
  //   selected_scale=1.2), items=range(1, 4))
  const looks = segpager.itemAppearances(layout, 1.4,
    { selectedColor: { red: 1, green: 0, blue: 0, alpha: 1 }, selectedScale: 1.2 }, { items: { start: 1, stop: 4 } });
  close(looks.map(look), [
    [0.6000000000000001, 0.6800000000000002, 0.07999999999999999, 0.07999999999999999, 1.0, 1.12, 0.0],
    [0.3999999999999999, 0.52, 0.12000000000000002, 0.12000000000000002, 1.0, 1.08, 0.0],
    [0.0, 0.2, 0.2, 0.2, 1.0, 1.0, 0.0],
  ]);
  assert.equal(segpager.itemAppearances(layout, 0).length, 5); // every item by default
  // strip_offset(layout, 2.6, StripOffsetStyle(policy=CENTER))
  close(segpager.stripOffset(layout, 2.6, { policy: "CENTER" }), 169.5);
  // strip_offset(layout, 4.0, StripOffsetStyle(policy=MINIMAL, margin=8), current_offset=10)
  close(segpager.stripOffset(layout, 4.0, { policy: "MINIMAL", margin: 8 }, { currentOffset: 10 }), 245.0);
});

test("stripState: Python's strip_state, one call", () => {
  // strip_state(layout, 2.6, indicator=IndicatorStyle(height=3),
  //   offset=StripOffsetStyle(policy=CENTER), selected_index=2, height=40)
  const state = segpager.stripState(layout, 2.6,
    { indicator: { height: 3 }, offset: { policy: "CENTER" }, selectedIndex: 2, height: 40 });
  assert.ok(state instanceof segpager.StripState);
  close(state.stripOffset, 169.5);
  close(indicator(state.indicator), [241.0, 37.0, 57.0, 3.0, 0.0, 1.0]);
  assert.equal(state.firstVisibleItem, 1);
  close(state.appearances.map((a) => a.selectionWeight), [0.0, 0.3999999999999999, 0.6000000000000001, 0.0]);
});

test("physics: Python's deceleration, spline fling, rubber band, easing and velocity", () => {
  const { DECELERATION_FAST, SLIDES_TO_SCROLL_AUTO } = segpager.constants;
  assert.equal(typeof SLIDES_TO_SCROLL_AUTO, "number");
  // deceleration_state(1000, 0.3) and with DECELERATION_FAST
  close(segpager.decelerationState(1000, 0.3), [225.53316145902264, 548.4820084336939]);
  close(segpager.decelerationState(1000, 0.3, DECELERATION_FAST), [94.61963458638134, 49.0408940712857]);
  // deceleration_projection(1000): WWDC18's 499 pt
  close(segpager.decelerationProjection(1000), 498.99999999999955);
  // deceleration_duration(1000); deceleration_duration(1000, 2.0, DECELERATION_FAST)
  close(segpager.decelerationDuration(1000), 3.449922692823049);
  close(segpager.decelerationDuration(1000, 2.0, DECELERATION_FAST), 0.3887434313805014);
  // spline_fling(2000); spline_fling_state(2000, 0.1, 2.0)
  close(segpager.splineFling(2000), [647.3987565257238, 0.924855382215513]);
  close(segpager.splineFlingState(2000, 0.1, 2.0), [177.47108082979736, 1399.3727922546373]);
  // rubber_band(100, 375); rubber_band_inverse(40, 375, 0.4)
  close(segpager.rubberBand(100, 375), 47.96511627906977);
  close(segpager.rubberBandInverse(40, 375, 0.4), 111.94029850746269);
  // cubic_bezier(0.25, 0.1, 0.25, 1, 0.5): CSS's ease half way
  close(segpager.cubicBezier(0.25, 0.1, 0.25, 1, 0.5), 0.802403387584857);
  // velocity_estimate: 1 pt per ms; a pause before release; a curve
  close(segpager.velocityEstimate([0.0, 0.008, 0.016], [0, 8, 16]), 999.9999999999997);
  close(segpager.velocityEstimate([0.0, 0.008, 0.016, 0.116], [0, 8, 16, 16]), 0.0);
  close(segpager.velocityEstimate([0.0, 0.01, 0.02, 0.03, 0.04], [0, 3, 11, 24, 40]), 1895.7142857142856);
  // selected_index(2.5, 6), with FLOOR, past the end, with no pages (None)
  assert.deepEqual([segpager.selectedIndex(2.5, 6), segpager.selectedIndex(2.5, 6, segpager.CommitRule.FLOOR),
    segpager.selectedIndex(9, 6), segpager.selectedIndex(1, 0)], [3, 2, 5, null]);
});

test("headers: Python's header_frame, nested_scroll and the rest", () => {
  // header_frame(HeaderStyle(height=200, pinned_height=44), 375, 60): collapsing
  const frame = segpager.headerFrame(HEADER, 375, 60);
  assert.ok(frame instanceof segpager.HeaderFrame);
  close(rects(frame), [[0, -60, 375, 200], [0, -60, 375, 200], [0, 96, 375, 44]]);
  close([frame.phase, frame.progress, frame.stretchScale], [segpager.HeaderPhase.COLLAPSING, 0.38461538461538464, 1]);
  // header_frame(HeaderStyle(..., pull_down=STRETCH), 375, -50): pulled down, stretched
  const pulled = segpager.headerFrame({ ...HEADER, pullDown: "STRETCH" }, 375, -50);
  close(rects(pulled), [[-46.875, 0, 468.75, 250], [-46.875, 0, 468.75, 250], [-46.875, 206, 468.75, 44]]);
  close([pulled.phase, pulled.progress, pulled.stretchScale], [segpager.HeaderPhase.STRETCHED, 0, 1.25]);
  // nested_scroll(style, 100, 120, 0, 900) == ScrollSplit(36, 64, 0)
  const split = segpager.nestedScroll(HEADER, 100, 120, 0, 900);
  close([split.header, split.list, split.overscroll], [36, 64, 0]);
  // nested_scroll(style, -80, 156, 30, 900, NestedScrollMode.ENTER_ALWAYS, 20)
  const entering = segpager.nestedScroll(HEADER, -80, 156, 30, 900, "ENTER_ALWAYS", 20);
  close([entering.header, entering.list, entering.overscroll], [-80, 0, 0]);
  // header_list_offset(style, 300, 200, policy) for SYNC, KEEP_OWN, RESET_TO_TOP
  close(["SYNC", "KEEP_OWN", "RESET_TO_TOP"].map((policy) => segpager.headerListOffset(HEADER, 300, 200, policy)),
    [300, 300, 156]);
  // header_snap_target(style, 100, 0), (style, 100, -500), (style, 60, 200, 100)
  close([segpager.headerSnapTarget(HEADER, 100, 0), segpager.headerSnapTarget(HEADER, 100, -500),
    segpager.headerSnapTarget(HEADER, 60, 200, 100)], [156, 0, 156]);
  // header_snap_duration(100, 0, 200), (100, 800), (100)
  close([segpager.headerSnapDuration(100, 0, 200), segpager.headerSnapDuration(100, 800),
    segpager.headerSnapDuration(100)], [0.225, 0.375, 0.6]);
  // header_min_content_height(style, 600)
  close(segpager.headerMinContentHeight(HEADER, 600), 756);
  // gesture_axis(20, 5), (5, 20), (3, 2), (20, 15, 10, 40)
  const { HORIZONTAL, VERTICAL, UNDECIDED } = segpager.GestureAxis;
  assert.deepEqual([segpager.gestureAxis(20, 5), segpager.gestureAxis(5, 20), segpager.gestureAxis(3, 2),
    segpager.gestureAxis(20, 15, 10, 40)], [HORIZONTAL, VERTICAL, UNDECIDED, HORIZONTAL]);
});

test("snaps: Python's scroll_snaps and snap_groups (Embla's)", () => {
  // scroll_snaps(FRAMES, 250): centred, trimmed
  assert.deepEqual(segpager.scrollSnaps(FRAMES, 250), { offsets: [0, 25, 125, 210], snapOfItem: [0, 1, 2, 3, 3] });
  // scroll_snaps(FRAMES, 250, SnapOptions(align=START, contain=KEEP_SNAPS)); frames as ItemFrames too
  const frames = segpager.stripLayout([100, 100, 100, 100, 60], 250, { widthMode: "INTRINSIC" }).frames;
  assert.deepEqual(segpager.scrollSnaps(frames, 250, { align: "START", contain: "KEEP_SNAPS" }),
    { offsets: [0, 100, 200, 210, 210], snapOfItem: [0, 1, 2, 3, 4] });
  // snap_groups(FRAMES, 250, SnapOptions(slides_to_scroll=2)), and AUTO
  assert.deepEqual(segpager.snapGroups(FRAMES, 250, { slidesToScroll: 2 }), [[0, 1], [2, 3], [4]]);
  assert.deepEqual(segpager.snapGroups(FRAMES, 250, { slidesToScroll: segpager.constants.SLIDES_TO_SCROLL_AUTO }),
    [[0, 1], [2, 3], [4]]);
});

test("errors: Python's classes and messages, in JavaScript's argument names", () => {
  const cases = [
    // rubber_band(nan, 375)
    [() => segpager.rubberBand(NaN, 375), segpager.NotFiniteError,
      "segpager_rubber_band: overshoot: must be finite (got nan) (SEGPAGER_E_NOT_FINITE)"],
    // indicator_rect(layout, 1, IndicatorStyle(stretch=-2))
    [() => segpager.indicatorRect(layout, 1, { stretch: -2 }), segpager.OutOfRangeError,
      "segpager_indicator_rect: style.stretch: must be in 0...1 (got -2) (SEGPAGER_E_RANGE)"],
    // nested_scroll(style, 10, 0, 0, inf)
    [() => segpager.nestedScroll(HEADER, 10, 0, 0, Infinity), segpager.NotFiniteError,
      "segpager_nested_scroll: listMaxOffset: must be finite (got inf) (SEGPAGER_E_NOT_FINITE)"],
    // velocity_estimate([1, 0], [1, 2])
    [() => segpager.velocityEstimate([1, 0], [1, 2]), segpager.EventOrderError,
      "segpager_velocity_estimate: times[1]: must not be earlier than the time before it (got 0) (SEGPAGER_E_ORDER)"],
    // velocity_estimate([0, 1], [1]): Python's ValueError is a RangeError
    [() => segpager.velocityEstimate([0, 1], [1]), RangeError,
      "times has 2 values and positions 1: give one position per time"],
    // gesture_axis(1, 1, 10, 200)
    [() => segpager.gestureAxis(1, 1, 10, 200), segpager.OutOfRangeError,
      "segpager_gesture_axis: maxAngle: must be <= 45 degrees (got 200) (SEGPAGER_E_RANGE)"],
    // item_appearances(layout, 1, items=range(0, 9))
    [() => segpager.itemAppearances(layout, 1, {}, { items: { start: 0, stop: 9 } }), segpager.IndexOutOfRangeError,
      "segpager_item_appearances: last: must be in -1..<5 (got 8) (SEGPAGER_E_INDEX)"],
    // header_frame(HeaderStyle(height=-1), 375, 0)
    [() => segpager.headerFrame({ height: -1 }, 375, 0), segpager.OutOfRangeError,
      "segpager_header_frame_at: style.height: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // selected_index(1, -1); selected_index(1, 3, 9)
    [() => segpager.selectedIndex(1, -1), segpager.OutOfRangeError,
      "segpager_selected_index: pageCount: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    [() => segpager.selectedIndex(1, 3, 9), segpager.UnknownEnumError,
      "segpager_selected_index: commitRule: must be one of its SEGPAGER_* constants (got 9) (SEGPAGER_E_ENUM)"],
    // strip_state(layout, 1, selected_index=7)
    [() => segpager.stripState(layout, 1, { selectedIndex: 7 }), segpager.IndexOutOfRangeError,
      "segpager_strip_state: selectedIndex: must be in 0..<5 (got 7) (SEGPAGER_E_INDEX)"],
    // scroll_snaps(FRAMES, -1)
    [() => segpager.scrollSnaps(FRAMES, -1), segpager.OutOfRangeError,
      "segpager_scroll_snaps: viewSize: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // deceleration_projection(100, 2)
    [() => segpager.decelerationProjection(100, 2), segpager.OutOfRangeError,
      "segpager_deceleration_projection: rate: must be in (0, 1) (got 2) (SEGPAGER_E_RANGE)"],
  ];
  for (const [call, cls, message] of cases) {
    assert.throws(call, (error) => (error instanceof cls && error.message === message) || assert.fail(
      `${error.constructor.name}: ${error.message}; expected ${cls.name}: ${message}`));
  }
  // not a layout, not a number: TypeErrors, as in Python
  assert.throws(() => segpager.indicatorRect([75, 117], 1),
    { name: "TypeError", message: "layout must be a StripLayout, not Array" });
  assert.throws(() => segpager.stripOffset(null, 1),
    { name: "TypeError", message: "layout must be a StripLayout, not null" });
  assert.throws(() => segpager.rubberBand("100", 375), TypeError);
  assert.throws(() => segpager.headerFrame({ heigth: 200 }, 375, 0), /unknown option 'heigth'/);
});

// PageGeometry(page_count=5, viewport_width=375, page_width=300, page_spacing=10, alignment=PageAlignment.CENTER)
const PAGES = new segpager.PageGeometry({
  pageCount: 5, viewportWidth: 375, pageWidth: 300, pageSpacing: 10, alignment: "CENTER",
});
// PageGeometry(page_count=5, viewport_width=375)
const FULL = new segpager.PageGeometry({ pageCount: 5, viewportWidth: 375 });

test("pages: Python's PageGeometry.position, page_offset, page_offset_range, page_offset_after_resize", () => {
  close(PAGES.position(843.75), 2.721774193548387); // PAGES.position(843.75)
  close(PAGES.pageOffset(2.25), 697.5); // PAGES.page_offset(2.25)
  close(PAGES.pageOffsetRange(), [0, 1240]); // PAGES.page_offset_range()
  // PAGES.page_offset_after_resize(PageGeometry(page_count=5, viewport_width=667), 843.75)
  close(PAGES.pageOffsetAfterResize(new segpager.PageGeometry({ pageCount: 5, viewportWidth: 667 }), 843.75),
    1815.4233870967741);
});

test("springs: Python's DampedSpring.state and settling_time", () => {
  const spring = new segpager.DampedSpring({ response: 0.3, dampingRatio: 0.7 });
  // DampedSpring(response=0.3, damping_ratio=0.7).state(1.0, 0.0, 0.1)
  close(spring.state(1, 0, 0.1), [0.24293906566541473, -6.750543276434901]);
  close(spring.settlingTime(), 0.5177731699046524); // DampedSpring(response=0.3, damping_ratio=0.7).settling_time()
  // DampedSpring().settling_time(100, 500, 0.5)
  close(new segpager.DampedSpring().settlingTime(100, 500, 0.5), 0.6867143116279016);
});

test("paging targets: Python's paging_target and paging_dragging_target", () => {
  assert.equal(segpager.pagingTarget(FULL, 800, -600, 2), 2); // paging_target(FULL, 800, -600, 2)
  // paging_target(FULL, 800, 0, 2, PagingOptions(profile=PagingProfile.ANDROID))
  assert.equal(segpager.pagingTarget(FULL, 800, 0, 2, { profile: "ANDROID" }), 2);
  assert.equal(segpager.pagingDraggingTarget(FULL, 2.3, 2), 3); // paging_dragging_target(FULL, 2.3, 2)
  // paging_dragging_target(FULL, 1.8, 2, PagingOptions(positional_threshold=10))
  assert.equal(segpager.pagingDraggingTarget(FULL, 1.8, 2, { positionalThreshold: 10 }), 1);
});

test("loop points: Python's loop_points and loop_shifts (Embla's)", () => {
  const frames = [[0, 100], [100, 100], [200, 100], [300, 100]];
  // loop_points([(0, 100), (100, 100), (200, 100), (300, 100)], 150)
  const { points, canLoop } = segpager.loopPoints(frames, 150);
  assert.ok(points.every((point) => point instanceof segpager.LoopPoint));
  close(points.map((p) => [p.index, p.edge, p.offset, p.shiftBefore, p.shiftAfter]),
    [[3, 0, -0.5, -400, 0], [0, 1, 250.5, 0, 400], [1, 1, 350.5, 0, 400]]);
  assert.equal(canLoop, true);
  close(segpager.loopShifts(frames, 150, 320), [400, 0, 0, 0]); // loop_shifts(frames, 150, 320)
});

test("header stacks: Python's header_stack_ranges, header_stack_snap_target and header_stack_scroll", () => {
  // [HeaderSection(200, B.EXIT_UNTIL_COLLAPSED, min_height=56, snaps=True), HeaderSection(48, B.PINNED, margin_top=4)]
  const sections = [{ height: 200, behavior: "EXIT_UNTIL_COLLAPSED", minHeight: 56, snaps: true },
    { height: 48, behavior: "PINNED", marginTop: 4 }];
  const ranges = segpager.headerStackRanges(sections); // header_stack_ranges(sections)
  assert.ok(ranges instanceof segpager.HeaderStackRanges);
  close([ranges.height, ranges.collapseRange, ranges.pinnedHeight, ranges.enterRange], [252, 144, 108, 0]);
  close(segpager.headerStackSnapTarget(sections, 40), 0); // header_stack_snap_target(sections, 40)
  close(segpager.headerStackSnapTarget(sections, 100), 144); // header_stack_snap_target(sections, 100)
  const split = (s) => [s.header, s.list, s.overscroll];
  // header_stack_scroll(sections, 300, 0, 0, 900)
  close(split(segpager.headerStackScroll(sections, 300, 0, 0, 900)), [144, 156, 0]);
  // header_stack_scroll([HeaderSection(100, B.ENTER_ALWAYS)], -30, 100, 500, 900)
  close(split(segpager.headerStackScroll([{ height: 100, behavior: "ENTER_ALWAYS" }], -30, 100, 500, 900)),
    [-30, 0, 0]);
});

test("errors of pages, springs, paging targets, loop points and header stacks: Python's, in JavaScript's names", () => {
  const frames = [[0, 100], [100, 100], [200, 100], [300, 100]];
  const cases = [
    // PAGES.position(float("nan"))
    [() => PAGES.position(NaN), segpager.NotFiniteError,
      "segpager_page_position: pageOffset: must be finite (got nan) (SEGPAGER_E_NOT_FINITE)"],
    // PageGeometry(page_count=-1).page_offset(0)
    [() => new segpager.PageGeometry({ pageCount: -1 }).pageOffset(0), segpager.OutOfRangeError,
      "segpager_page_offset: geometry.pageCount: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // PageGeometry(page_count=3, viewport_width=-1).page_offset_range()
    [() => new segpager.PageGeometry({ pageCount: 3, viewportWidth: -1 }).pageOffsetRange(), segpager.OutOfRangeError,
      "segpager_page_offset_range: geometry.viewportWidth: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // PAGES.page_offset_after_resize(PageGeometry(page_count=5, page_spacing=-1), 0)
    [() => PAGES.pageOffsetAfterResize(new segpager.PageGeometry({ pageCount: 5, pageSpacing: -1 }), 0),
      segpager.OutOfRangeError,
      "segpager_page_offset_after_resize: newGeometry.pageSpacing: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // DampedSpring(response=0).state(1, 0, 0)
    [() => new segpager.DampedSpring({ response: 0 }).state(1, 0, 0), segpager.OutOfRangeError,
      "segpager_spring_state: spring.response: must be > 0 (got 0) (SEGPAGER_E_RANGE)"],
    // DampedSpring().settling_time(1, 0, 0)
    [() => new segpager.DampedSpring().settlingTime(1, 0, 0), segpager.OutOfRangeError,
      "segpager_spring_settling_time: epsilon: must be > 0 (got 0) (SEGPAGER_E_RANGE)"],
    // paging_target(FULL, 0, 0, 2, PagingOptions(min_velocity=-1))
    [() => segpager.pagingTarget(FULL, 0, 0, 2, { minVelocity: -1 }), segpager.OutOfRangeError,
      "segpager_paging_target: options.minVelocity: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // paging_dragging_target(FULL, float("inf"), 0)
    [() => segpager.pagingDraggingTarget(FULL, Infinity, 0), segpager.NotFiniteError,
      "segpager_paging_dragging_target: position: must be finite (got inf) (SEGPAGER_E_NOT_FINITE)"],
    // loop_points(frames, -1)
    [() => segpager.loopPoints(frames, -1), segpager.OutOfRangeError,
      "segpager_loop_points: viewSize: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"],
    // loop_shifts(frames, 150, float("nan"))
    [() => segpager.loopShifts(frames, 150, NaN), segpager.NotFiniteError,
      "segpager_loop_shifts: offset: must be finite (got nan) (SEGPAGER_E_NOT_FINITE)"],
    // header_stack_ranges([])
    [() => segpager.headerStackRanges([]), segpager.OutOfRangeError,
      "segpager_header_stack_ranges_with_margins: sections: must not be empty (SEGPAGER_E_RANGE)"],
    // header_stack_snap_target([HeaderSection(-1)], 0)
    [() => segpager.headerStackSnapTarget([{ height: -1 }], 0), segpager.OutOfRangeError,
      "segpager_header_stack_snap_target_with_margins: sections[0].height: must be >= 0 (got -1) "
      + "(SEGPAGER_E_RANGE)"],
    // header_stack_scroll([HeaderSection(50, min_height=60)], 1, 0, 0, 0)
    [() => segpager.headerStackScroll([{ height: 50, minHeight: 60 }], 1, 0, 0, 0), segpager.OutOfRangeError,
      "segpager_header_stack_scroll_with_margins: sections[0].minHeight: must be <= height (got 60) "
      + "(SEGPAGER_E_RANGE)"],
  ];
  for (const [call, cls, message] of cases) {
    assert.throws(call, (error) => (error instanceof cls && error.message === message) || assert.fail(
      `${error.constructor.name}: ${error.message}; expected ${cls.name}: ${message}`));
  }
  // not a PageGeometry: TypeErrors, as Python's ("pages must be a PageGeometry, not dict")
  assert.throws(() => segpager.pagingTarget({ pageCount: 5 }, 0, 0, 0),
    /^TypeError: pages must be a PageGeometry, not Object$/);
  assert.throws(() => segpager.pagingDraggingTarget(null, 0, 0), /pages must be a PageGeometry, not null/);
  assert.throws(() => PAGES.pageOffsetAfterResize({ pageCount: 5 }, 0), /newGeometry must be a PageGeometry/);
  assert.throws(() => segpager.pagingTarget(FULL, 0, 0, 1.5), /startPage: expected an integer/);
  assert.throws(() => segpager.headerStackRanges([{ heigth: 10 }]), /unknown option 'heigth'/);
});
