// Compiled by `make test-js` with tsc --strict --noEmit: segpager.d.ts and
// the generated abi.d.ts describe what the node tests do, and refuse what
// segpager.js refuses (each @ts-expect-error line must be an error).

import {
  init, Pager, PagerPhase, PointerDown, PointerRegion, stripLayout, Tick, WidthMode, OutOfRangeError,
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
  return `${widths} ${idle} ${index} ${frame.notifications.join(" ")} ${frame.pages[0]?.x}`;
}
