// What the JavaScript door's fuzz (fuzz.mjs, `make test-fuzz`) found, one
// test a finding, each failing on the door before its fix.
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";
import { WIDTHS, stillWhole } from "./door.mjs";

const { HandleError, Pager, TabTapped, Tick } = segpager;

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

test("lastFrame() of a closed pager throws HandleError and writes nothing into memory freed by close()", () => {
  // seed 1, 804 calls, reduced: lastFrame() wrote the frame's struct_size
  // into the closed pager's frame block before it checked the handle; the
  // block was the next pager's by then, whose destroy then trapped ("null
  // function or function signature mismatch" in swift_release).
  for (let round = 0; round < 20; round += 1) {
    const closed = new Pager(WIDTHS, { viewportWidth: 375 });
    closed.close();
    const next = new Pager([...WIDTHS, 44, 52, 61], { viewportWidth: 375, windows: { cacheLimit: -1 } });
    assert.throws(() => closed.lastFrame(), HandleError);
    assert.throws(() => closed.step([Tick(1)]), HandleError);
    next.step([Tick(0)]);
    next.close();
  }
  stillWhole();
});

test("a batch of events past what the module's 32-bit size_t holds is refused, and the pager steps after it", () => {
  // Found reducing the finding above: Pager's own blocks (the frame, the
  // events) skipped the size check of a call's scratch memory. 2**27 events
  // asked for 2**28 * 48 bytes, which wraps to 0 in the module's malloc:
  // the zero-fill after it wiped the memory past that block, and the pager
  // took the block for room for 2**28 events. A sparse array costs nothing.
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  const others = Array.from({ length: 4 }, () => new Pager(WIDTHS, { viewportWidth: 375 }));
  try {
    assert.throws(() => pager.step(new Array(2 ** 27)), RangeError);
    const ticks = Array.from({ length: 3000 }, (_, k) => Tick(k / 1000));
    assert.equal(pager.step(ticks).selectedIndex, 0);
    for (const other of others) assert.equal(other.step([Tick(0), TabTapped(0.01, 2), Tick(2)]).selectedIndex, 2);
  } finally {
    pager.close();
    for (const other of others) other.close();
  }
  stillWhole();
});

test("a refused batch leaves the pager its old events block, not a freed one", async () => {
  // 2**30 events ask for 2**31 * 48 bytes, refused: the pager had already
  // freed its events block and kept its address, and its next step wrote
  // the events into whatever the module had put there since. Here that is
  // a block of the same size, asked of the module's malloc at once.
  const module = await segpager.init();
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  const blocks = [];
  try {
    pager.step([Tick(0)]); // room for 8 events: 8 * 48 bytes
    assert.throws(() => pager.step(new Array(2 ** 30)), RangeError);
    for (let k = 0; k < 4; k += 1) {
      const block = module.malloc(8 * segpager.LAYOUTS.event.size);
      new Uint8Array(module.memory.buffer, block, 8 * segpager.LAYOUTS.event.size).fill(0x5a);
      blocks.push(block);
    }
    assert.equal(pager.step([TabTapped(0.01, 3), Tick(2)]).selectedIndex, 3);
    for (const block of blocks) {
      const bytes = new Uint8Array(module.memory.buffer, block, 8 * segpager.LAYOUTS.event.size);
      assert.ok(bytes.every((byte) => byte === 0x5a), "the step wrote into memory it had freed");
    }
  } finally {
    for (const block of blocks) module.free(block);
    pager.close();
  }
  stillWhole();
});

test("an option or a style named as a property every object has is unknown, not taken", () => {
  // The fuzz's own `STYLES[which]` tripped on "toString"; the door's lookups
  // did the same: Pager.set("constructor", {}) asked for "undefined bytes"
  // (a RangeError), and { constructor: {} } or { toString: {} } in any
  // options object was taken as a group of options and ignored.
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      assert.throws(() => pager.set(name, {}), { name: "TypeError", message: new RegExp(`unknown style '${name}'`) });
      const options = JSON.parse(`{ "${name}": {} }`); // an own key, "__proto__" too
      assert.throws(() => new Pager(WIDTHS, { viewportWidth: 375, ...options }),
        { name: "TypeError", message: `config: unknown option '${name}'` });
      assert.throws(() => segpager.stripLayout(WIDTHS, 375, options),
        { name: "TypeError", message: `style: unknown option '${name}'` });
      assert.throws(() => pager.set("stripStyle", { ...options }), TypeError);
      assert.throws(() => new Pager(WIDTHS, { viewportWidth: 375, settleSpring: options }),
        { name: "TypeError", message: `config: unknown option 'settleSpring.${name}'` });
    }
    assert.equal(pager.step([Tick(0), TabTapped(0.01, 2), Tick(2)]).selectedIndex, 2);
  } finally {
    pager.close();
  }
  stillWhole();
});

test("an argument that is not the array or the object it should be is a TypeError naming it, from the door", () => {
  // fuzz.mjs --engine, seeds 1-4 (before this, the JavaScript engine's own
  // "Cannot read properties of null", "items.forEach is not a function",
  // "Cannot mix BigInt and other types" came from inside the door)
  const layout = segpager.stripLayout([40, 50, 60], 375);
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  const cases = [
    [() => segpager.stripLayout(null, 375), /^contentWidths: expected an array, got null$/],
    [() => segpager.stripLayout([40], 375, {}, null), /^widths: expected an object, got null$/],
    [() => segpager.stripLayout([40], 375, {}, { selectedWidths: null }), /^widths\.selectedWidths: expected an array/],
    [() => segpager.indicatorRect(layout, 0.5, {}, null), /^indicatorRect: expected an object, got null$/],
    [() => segpager.itemAppearances(layout, 0.5, {}, null), /^itemAppearances: expected an object/],
    [() => segpager.itemAppearances(layout, 0.5, {}, { items: 3 }), /^items: expected an object, got Number$/],
    [() => segpager.stripOffset(layout, 0.5, {}, null), /^stripOffset: expected an object/],
    [() => segpager.stripState(layout, 0.5, null), /^stripState: expected an object/],
    [() => segpager.indicatorRect(new segpager.StripLayout(null, 0, false), 0.5), /^layout\.frames: expected an array/],
    [() => segpager.scrollSnaps(undefined, 300), /^frames: expected an array, got undefined$/],
    [() => segpager.snapGroups({ length: 5n }, 300), /^frames: expected an array, got Object$/],
    [() => segpager.loopPoints(null, 300), /^frames: expected an array/],
    [() => segpager.loopShifts("abc", 300, 0), /^frames: expected an array, got String$/],
    [() => segpager.velocityEstimate(null, []), /^times: expected an array/],
    [() => segpager.headerStackRanges([null]), /^sections\[0\]: expected a HeaderSection object, got null$/],
    [() => new Pager(WIDTHS, null), /^Pager: options: expected an object, got null$/],
    [() => new Pager(null, { viewportWidth: 375 }), /^Pager: items: expected an array, got null$/],
    [() => pager.setItems("constructor"), /^setItems: items: expected an array, got String$/],
  ];
  try {
    for (const [call, message] of cases) {
      assert.throws(call, (error) => error.constructor === TypeError && message.test(error.message),
        `${call}: ${message}`);
    }
    // an array-like of widths is an array here, as before
    assert.equal(segpager.stripLayout({ length: 2, 0: 40, 1: 50 }, 375).frames.length, 2);
  } finally {
    pager.close();
  }
  stillWhole();
});
