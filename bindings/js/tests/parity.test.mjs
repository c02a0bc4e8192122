// Frames bit for bit: one seeded stream of events (pointer drags and taps on
// the pages and the strip, wheel scrolls, tab taps, selections, resizes,
// list scrolls under a collapsing header, ticks) through the wasm module here and through the native library by the
// Python door (a child process), compared number for number: JSON carries
// each double exactly (shortest round-trip form in both languages).
// Needs the repo's venv (`make venv`) and the release library (`make build`);
// SEGPAGER_PYTHON names another Python with segpager importable.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import * as segpager from "../segpager.js";
import { nativeFrames, noNative, projection } from "./native.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
await segpager.init(process.env.SEGPAGER_WASM ?? join(root, ".build", "wasm", "segpager.wasm"));

const WIDTHS = [28, 47, 34, 38, 30, 31, 90, 120, 44, 52];
const OPTIONS = { viewportWidth: 375, stripViewportWidth: 320 };

// A seeded stream (a linear congruential generator: the same on every run).
function stream(steps, seed) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const out = [];
  let t = 0;
  let down = null;
  for (let k = 0; k < steps; k += 1) {
    t += 1 / 60;
    const events = [];
    const r = random();
    if (down) {
      down.x -= 40 * (random() - 0.3);
      events.push(random() < 0.15
        ? { type: "pointer_up", time: t, x: down.x, y: down.y }
        : { type: "pointer_moved", time: t, x: down.x, y: down.y + random() * 4 });
      if (events[0].type === "pointer_up") down = null;
    } else if (r < 0.08) {
      const strip = random() < 0.3;
      down = { x: 20 + random() * 300, y: strip ? 20 : 300 };
      events.push({ type: "pointer_down", time: t, x: down.x, y: down.y, region: strip ? 1 : 0 });
    } else if (r < 0.12) {
      events.push({ type: "tab_tapped", time: t, index: Math.floor(random() * WIDTHS.length) });
    } else if (r < 0.15) {
      events.push({ type: "select", time: t, index: Math.floor(random() * WIDTHS.length), animated: random() < 0.5 });
    } else if (r < 0.19) {
      events.push({ type: "wheel", time: t, deltaX: (random() - 0.5) * 80, deltaY: 0, region: random() < 0.5 ? 1 : 0 });
    } else if (r < 0.23) {
      events.push({ type: "list_scrolled", time: t, delta: (random() - 0.4) * 120 });
    } else if (r < 0.24) {
      events.push({ type: "resized", time: t, viewportWidth: 300 + Math.floor(random() * 200), stripViewportWidth: 0 });
    }
    events.push({ type: "tick", time: t });
    out.push(events);
  }
  return out;
}

test("one seeded stream: the wasm module's frames are the native library's, bit for bit", { skip: noNative }, () => {
  const steps = stream(1500, 20261203);
  const native = nativeFrames({ widths: WIDTHS, viewportWidth: 375, stripViewportWidth: 320, header: true, steps });
  const pager = new segpager.Pager(WIDTHS, OPTIONS);
  pager.setHeader({ style: { height: 200, pinnedHeight: 44 } });
  try {
    let moved = 0;
    let collapsed = 0;
    steps.forEach((events, k) => {
      const frame = pager.step(events);
      if (frame.phase !== segpager.PagerPhase.IDLE) moved += 1;
      if (frame.header.headerOffset > 0) collapsed += 1;
      const mine = projection(frame, { header: true });
      assert.deepEqual(mine, native[k], `step ${k}: ${JSON.stringify(events)}`);
    });
    assert.ok(moved > 300, `the stream moved the pages in only ${moved} frames`);
    assert.ok(collapsed > 300, `the header was collapsed in only ${collapsed} frames`);
  } finally {
    pager.close();
  }
});
