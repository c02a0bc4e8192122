// Seeded random sessions with far numbers, on the 32-bit module: no event
// a page can send traps the module (a trap stops it: RuntimeError:
// unreachable, its memory no longer to be trusted), and whatever the
// session did, the pager comes back: a cancelled pointer and a tick later
// step without an error. Before 0.8.0's fixes both failed here: far
// looping positions trapped, and a looping strip flung absurdly fast made
// every later step fail for ever.
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

const {
  DragBegan, DragMoved, DragEnded, HostScrolled, TabTapped, Select, Tick, Resized, Wheel, PointerDown,
  PointerMoved, PointerUp, PointerCancelled, StripDragBegan, StripDragMoved, StripDragEnded, Pager,
} = segpager;

const WIDTHS = [28, 47, 34, 38, 30, 31];
// near numbers, and far ones around the 32-bit edges and the documented 1e12
const NUMBERS = [0, 1, -1, 0.5, 10, 375, -375, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 1e9, 5e8, 1e10, 1e11, 2e11,
  1e12, -1e12, 1e15, 1e300];

function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

test("1,000 random sessions with far numbers: never a trap, and every pager comes back", () => {
  const rnd = random(2026);
  const pick = (values) => values[Math.floor(rnd() * values.length)];
  const far = () => pick(NUMBERS) * (rnd() < 0.5 ? 1 : -1);
  const index = () => Math.floor(rnd() * 6);
  const kinds = [
    (t) => DragBegan(t), (t) => DragMoved(t, far()), (t) => DragEnded(t, far()), (t) => HostScrolled(t, far()),
    (t) => TabTapped(t, index()), (t) => Select(t, index()), (t) => Tick(t), (t) => Tick(t),
    (t) => Resized(t, pick([375, 1, 1e6, 0.001]), 0), (t) => Wheel(t, far(), far()),
    (t) => PointerDown(t, far(), 100), (t) => PointerMoved(t, far(), 100), (t) => PointerUp(t, far(), 100),
    (t) => StripDragBegan(t), (t) => StripDragMoved(t, far()), (t) => StripDragEnded(t, far()),
  ];
  let refused = 0;
  for (let session = 0; session < 1000; session++) {
    const options = { viewportWidth: pick([375, 1, 0.001, 1e6]), looping: rnd() < 0.6 };
    if (rnd() < 0.5) options.preset = pick(["IOS", "ANDROID"]);
    if (rnd() < 0.3) options.driver = "HOST";
    const pager = new Pager(WIDTHS.slice(0, 1 + index()), options);
    const log = [];
    let t = 0;
    try {
      for (let k = 0; k < 40; k++) {
        t += pick([0, 0.001, 0.016, 0.5, 10]);
        const event = pick(kinds)(t);
        log.push(event);
        try {
          pager.step([event]);
        } catch (error) {
          const where = `session ${session} (${JSON.stringify(options)}): ${JSON.stringify(log)}`;
          assert.ok(error instanceof segpager.SegPagerError, `${error} in ${where}`);
          refused++;
        }
      }
      t += 1;
      const back = pager.step([PointerCancelled(t), Tick(t)]);
      assert.equal(typeof back.pageOffset, "number");
      assert.ok(Number.isFinite(back.strip.stripOffset), `session ${session}: ${JSON.stringify(log)}`);
    } finally {
      pager.close();
    }
  }
  // far numbers are refused often (the streams are meant to), but most
  // events still step
  assert.ok(refused > 1000 && refused < 20000, `${refused} refused`);
});
