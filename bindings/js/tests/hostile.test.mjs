// The JavaScript door under a hostile caller (issue #48): integers that do
// not fit their C type are refused as Python's door refuses them (an
// Int32Array or a BigInt64Array would wrap them silently), and a size past
// what the module's 32-bit size_t holds is refused before it can wrap and
// let the zero-fill after it wipe the module's memory. After each refusal
// the door still gives the numbers it gave before.
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";
import { WIDTHS, stillWhole } from "./door.mjs";

const { OutOfRangeError, Pager, TabTapped, Tick } = segpager;

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

test("a size past the module's 32-bit size_t is refused, and the memory is whole after it", () => {
  // 2**27 + 1 widths: 2**32 + 32 bytes of item metrics, which a 32-bit
  // size_t would take as 32. An array-like stands in for the 1 GiB
  // Float64Array, which fails the same way before any width is read.
  const huge = { length: 2 ** 27 + 1 };
  assert.throws(() => segpager.stripLayout(huge, 375), RangeError);
  stillWhole();
});

test("a long batch of non-events is refused before the module makes room for it", async () => {
  const wasm = await segpager.init();
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    const before = wasm.memory.buffer.byteLength;
    // 2**24 holes (0.9.0's first cut made a 1.6 GB block for them first), and
    // a good batch with one bad event at its end
    assert.throws(() => pager.step(new Array(2 ** 24)),
      { name: "TypeError", message: "events[0]: expected an event object" });
    const late = [...Array.from({ length: 4096 }, (_, k) => Tick(k / 1000)), { type: "nope", time: 5 }];
    assert.throws(() => pager.step(late), { name: "TypeError", message: /^events\[4096\]: unknown event type/ });
    assert.equal(wasm.memory.buffer.byteLength, before, "the module's memory did not grow");
    assert.equal(pager.step([TabTapped(6, 2), Tick(8)]).selectedIndex, 2);
  } finally {
    pager.close();
  }
  stillWhole();
});

test("an index past int32_t is an OutOfRangeError, not index 0", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    pager.step([Tick(0)]);
    assert.throws(() => pager.removeItem(2 ** 32), OutOfRangeError);
    assert.throws(() => pager.removeItem(-(2 ** 31) - 1), OutOfRangeError);
    assert.equal(pager.items.length, WIDTHS.length, "no item was removed");
    assert.throws(() => pager.step([TabTapped(0.01, 2 ** 32 + 3)]), OutOfRangeError);
    const frame = pager.step([Tick(2)]);
    assert.equal(frame.selectedIndex, 0, "tab 3 was not tapped");
    assert.throws(() => pager.removeItem(1.5), TypeError);
  } finally {
    pager.close();
  }
  stillWhole();
});

test("an id past int64_t is an OutOfRangeError, not id 0", () => {
  assert.throws(() => new Pager([{ id: 2n ** 64n, contentWidth: 40 }], { viewportWidth: 375 }), OutOfRangeError);
  assert.throws(() => new Pager([{ id: -(2n ** 63n) - 1n, contentWidth: 40 }], { viewportWidth: 375 }),
    OutOfRangeError);
  const pager = new Pager([{ id: 2n ** 63n - 1n, contentWidth: 40 }], { viewportWidth: 375 });
  try {
    assert.equal(BigInt(pager.items[0].id), 2n ** 63n - 1n);
  } finally {
    pager.close();
  }
  stillWhole();
});

test("an integer option that is not an integer, or does not fit, is refused, not truncated", () => {
  assert.throws(() => new Pager(WIDTHS, { viewportWidth: 375, initialIndex: 1.9 }), TypeError);
  assert.throws(() => new Pager(WIDTHS, { viewportWidth: 375, initialIndex: 2 ** 31 }), OutOfRangeError);
  assert.throws(() => segpager.stripLayout(WIDTHS, 375, { selectedIndex: 2 ** 32 }), OutOfRangeError);
  const pager = new Pager(WIDTHS, { viewportWidth: 375, initialIndex: 2 });
  try {
    assert.equal(pager.step([Tick(0)]).selectedIndex, 2);
  } finally {
    pager.close();
  }
  stillWhole();
});

test("a header no pager can draw is refused, and the pager steps on", () => {
  // margins each finite whose sum is not (the 32-bit fuzz run's); until
  // 0.9.0 taken, after which every step failed on an infinite height
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  const big = Number.MAX_VALUE;
  assert.throws(() => pager.setHeader({ sections: [{ height: 100, marginTop: big, marginBottom: 18 },
    { height: 100, marginTop: big }] }), { name: "NotFiniteError", message: /overflowed/ });
  assert.throws(() => pager.setHeader({ sections: [{ height: 100 }, { height: 100, marginBottom: 1e300 }] }),
    { name: "OutOfRangeError", message: /height: must be <= 1e12 in a pager/ });
  pager.setHeader({ sections: [{ height: 100 }, { height: 100 }] });
  assert.equal(pager.step([Tick(0.1)]).header.frame.header.height, 200);
  assert.equal(pager.step([Tick(0.2)]).header.frame.header.height, 200);
  pager.close();
  stillWhole();
});

test("a range past the items is refused by the engine before any room is made for it", () => {
  // each range function's array holds at most the layout's items: 2**25
  // looks took 1.8 GB and 9 s before E_INDEX, 2**31 indicators an
  // out-of-memory RangeError
  const layout = segpager.stripLayout(WIDTHS, 375);
  const past = { start: 0, stop: 2 ** 31 - 1 };
  assert.throws(() => segpager.indicatorRects(layout, {}, { items: past }),
    { name: "IndexOutOfRangeError", message: /^segpager_indicator_rects: last: must be in -1\.\.</ });
  assert.throws(() => segpager.itemAppearances(layout, 0.5, {}, { items: past }),
    { name: "IndexOutOfRangeError", message: /^segpager_item_appearances: last: must be in -1\.\.</ });
  stillWhole();
});
