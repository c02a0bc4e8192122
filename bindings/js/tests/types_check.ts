// Compiled by `make test-js` with tsc --strict --noEmit: segpager.d.ts and
// the generated abi.d.ts describe what the node tests do, and refuse what
// segpager.js refuses (each @ts-expect-error line must be an error).

import {
  init, Pager, PagerPhase, PointerDown, PointerRegion, stripLayout, Tick, WidthMode, OutOfRangeError,
  indicatorRect, stripState, nestedScroll, scrollSnaps, decelerationState, selectedIndex, gestureAxis, GestureAxis,
  PageGeometry, DampedSpring, pagingTarget, pagingDraggingTarget, loopPoints, loopShifts, headerStackRanges,
  headerStackScroll, headerStackSnapTarget, type PagerFrame, type SegPagerEvent,
} from "../segpager.js";

export async function session(): Promise<string> {
  await init();
  const layout = stripLayout([50, 200, 40], 320, { widthMode: WidthMode.FILL });
  const widths: number[] = layout.frames.map((f) => f.width);
  stripLayout([50], 320, { widthMode: "FILL" });
  stripLayout([50], 320, { widthMode: "visible_count" }); // as SPECs spell it
  // @ts-expect-error neither the member's name nor in lower case
  stripLayout([50], 320, { widthMode: "Fill" });
  // @ts-expect-error an unknown member name
  stripLayout([50], 320, { widthMode: "WIDE" });
  // @ts-expect-error an unknown option
  stripLayout([50], 320, { widthMod: 1 });
  // the stateless functions: Python's keyword arguments are the last argument's fields
  const x: number = indicatorRect(layout, 1.5, { widthMode: "CONTENT" }, { selectedIndex: null, height: 48 }).x;
  const first: number | null = stripState(layout, 1, { offset: { policy: "CENTER" } }).firstVisibleItem;
  // @ts-expect-error a keyword argument Python does not have
  stripState(layout, 1, { offsetStyle: {} });
  const [distance, speed]: [number, number] = decelerationState(1000, 0.3);
  const list: number = nestedScroll({ height: 200, pinnedHeight: 44 }, 10, 0, 0, 900, "ENTER_ALWAYS").list;
  const snaps: number[] = scrollSnaps([[0, 100], layout.frames[0]], 250, { align: "START" }).offsets;
  const page: number | null = selectedIndex(2.5, 6, "FLOOR");
  const horizontal: boolean = gestureAxis(20, 5) === GestureAxis.HORIZONTAL;
  // @ts-expect-error an unknown enum member's name
  selectedIndex(2.5, 6, "ROUND");
  const pages = new PageGeometry({ pageCount: 5, viewportWidth: 375, alignment: "CENTER" });
  const [, maxOffset]: [number, number] = pages.pageOffsetRange();
  const resized: number = pages.pageOffsetAfterResize(new PageGeometry({ pageCount: 5, viewportWidth: 667 }), 750);
  // @ts-expect-error pages is a PageGeometry, as in Python, not its options
  pagingTarget({ pageCount: 5 }, 0, 0, 0);
  const target: number = pagingTarget(pages, 800, -600, 2, { profile: "ANDROID" }) +
    pagingDraggingTarget(pages, 2.3, 2);
  const [displacement]: [number, number] = new DampedSpring({ dampingRatio: 1 }).state(1, 0, 0.1);
  const settle: number = new DampedSpring().settlingTime();
  const { points, canLoop } = loopPoints([[0, 100], [100, 100], [200, 100]], 150);
  const shift: number = (points[0]?.shiftAfter ?? 0) + loopShifts([[0, 100], [100, 100]], 150, 10)[0]!;
  const sections = [{ height: 200, behavior: "EXIT_UNTIL_COLLAPSED", minHeight: 56, snaps: true } as const,
    { height: 48, behavior: "PINNED", marginTop: 4 } as const];
  const collapse: number = headerStackRanges(sections).collapseRange + headerStackSnapTarget(sections, 40) +
    headerStackScroll(sections, 10, 0, 0, 900).list;
  // @ts-expect-error a stack section's snap bit is `snaps`, not `snap`
  headerStackRanges([{ height: 10, snap: true }]);
  const pager = new Pager([28, 47, 34], { viewportWidth: 375, settleSpring: { response: 0.3 }, preset: "ANDROID" });
  // @ts-expect-error a nested option at the wrong level
  new Pager([28], { response: 0.3 });
  const events: SegPagerEvent[] = [Tick(0), PointerDown(0, 10, 10, PointerRegion.STRIP)];
  // @ts-expect-error an event needs its fields
  PointerDown(0, 10);
  // @ts-expect-error an event is what a constructor makes: a tick has a time
  events.push({ type: "tick" });
  const frame: PagerFrame = pager.step(events);
  const idle: boolean = frame.phase === PagerPhase.IDLE;
  const index: number | null = frame.selectedIndex;
  try {
    pager.removeItem(9);
  } catch (error) {
    if (!(error instanceof OutOfRangeError)) throw error;
  }
  pager.close();
  const stateless = [x, first, distance, speed, list, snaps, page, horizontal, maxOffset, resized, target,
    displacement, settle, canLoop, shift, collapse].join(" ");
  return `${widths} ${idle} ${index} ${frame.notifications.join(" ")} ${frame.pages[0]?.x} ${stateless}`;
}
