// What the JavaScript door's hostile tests share (hostile, matrix,
// fuzz_findings and fuzz.mjs): the tabs of their pagers, and a check that
// the door still answers as it did before a refusal. The module is each
// file's own to load (fuzz.mjs takes --wasm).

import assert from "node:assert/strict";

import * as segpager from "../segpager.js";

export const WIDTHS = [28, 47, 34, 38, 30, 31];
// segpager.rubber_band(50, 375) in the Python door (the native library), as growth.test.mjs
export const BAND = 25.62111801242236;

/** The module answers as before: the documented rubber band, and a tap on
 * a new pager; `what` names the case a failure is about. */
export function stillWhole(what = "after the refusal") {
  assert.ok(Math.abs(segpager.rubberBand(50, 375) - BAND) <= 1e-12 * 26, `${what}: rubberBand(50, 375)`);
  const pager = new segpager.Pager(WIDTHS, { viewportWidth: 375 });
  try {
    const frame = pager.step([segpager.Tick(0), segpager.TabTapped(0.01, 2), segpager.Tick(2)]);
    assert.equal(frame.selectedIndex, 2, `${what}: a tap after it`);
  } finally {
    pager.close();
  }
}
