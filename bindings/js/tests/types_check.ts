// Compiled by `make test-js` with tsc --strict --noEmit: segpager.d.ts and
// the generated abi.d.ts describe what the node tests do, and refuse what
// segpager.js refuses (each @ts-expect-error line must be an error).

import {
  init, Pager, PagerPhase, PointerDown, PointerRegion, stripLayout, Tick, WidthMode, OutOfRangeError,
  indicatorRect, stripState, nestedScroll, scrollSnaps, decelerationState, selectedIndex, gestureAxis, GestureAxis,
  type PagerFrame, type SegPagerEvent,
} from "../segpager.js";

export async function session(): Promise<string> {
  await init();
  const layout = stripLayout([50, 200, 40], 320, { widthMode: WidthMode.FILL });
  const widths: number[] = layout.frames.map((f) => f.width);
  stripLayout([50], 320, { widthMode: "FILL" });
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
  const stateless = [x, first, distance, speed, list, snaps, page, horizontal].join(" ");
  return `${widths} ${idle} ${index} ${frame.notifications.join(" ")} ${frame.pages[0]?.x} ${stateless}`;
}
