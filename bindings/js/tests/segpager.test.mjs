// The JavaScript door (bindings/js/segpager.js) in node: the same numbers as
// the Python and C doors' documented examples, every error class, edits, a
// pointer session, and a flat heap over 100,000 frames.
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";

const {
  DragBegan, DragEnded, DragMoved, Pager, PointerDown, PointerMoved, PointerRegion, PointerUp,
  Select, TabTapped, Tick, Wheel, WidthMode, PagerGesture, StripPhase, PagerPhase,
} = segpager;

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

const WIDTHS = [28, 47, 34, 38, 30, 31];

test("the README's strip: [60, 200, 60], hit test, no scroll", () => {
  const layout = segpager.stripLayout([50, 200, 40], 320, { widthMode: WidthMode.FILL });
  assert.deepEqual(layout.frames.map((f) => f.width), [60, 200, 60]);
  assert.equal(layout.hitTest(100), 1);
  assert.equal(layout.hitTest(-5), null);
  assert.equal(layout.scrolls, false);
  assert.equal(layout.contentWidth, 320);
  // an enum by its member's name
  assert.deepEqual(segpager.stripLayout([50, 200, 40], 320, { widthMode: "FILL" }).frames.map((f) => f.width),
    [60, 200, 60]);
  // or in lower case, as SPECs and recordings spell it (and Embla its options)
  assert.deepEqual(segpager.stripLayout([50, 200, 40], 320, { widthMode: "fill" }).frames.map((f) => f.width),
    [60, 200, 60]);
  assert.equal(new segpager.Pager([40, 50], { viewportWidth: 375, farTransition: "pre_jump" }).configuration
    .farTransition, segpager.FarTransition.PRE_JUMP);
  for (const name of ["Fill", "fill ", "constructor", "__proto__", "tostring"]) {
    assert.throws(() => segpager.stripLayout([50], 320, { widthMode: name }),
      { name: "UnknownEnumError", message: /or in lower case\)$/ }, name);
  }
});

test("version: the module's is the header's", () => {
  assert.equal(segpager.version(), segpager.VERSION);
});

// docs/guide/pager.md's first session: the same notifications as Python's.
test("init says by name when the engine has no WebAssembly SIMD", async () => {
  // A fresh copy of the module (the query makes node load it again), on an
  // engine whose validate refuses the SIMD probe as a pre-SIMD engine does.
  const fresh = await import("../segpager.js?no-simd");
  const validate = WebAssembly.validate;
  WebAssembly.validate = () => false;
  try {
    await assert.rejects(fresh.init(), /needs WebAssembly SIMD \(Chrome 91, Firefox 89, Safari 16\.4/);
  } finally {
    WebAssembly.validate = validate;
  }
  // This engine has it: the same copy loads the module.
  assert.ok(WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])));
  await fresh.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));
  assert.equal(fresh.version(), segpager.VERSION);
});

test("a pager session: the pager guide's notifications", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    let frame = pager.step([Tick(0.0)]);
    assert.equal(frame.notifications.join(" "), "sel0<-1:program load0 load1 wa0 da0");
    frame = pager.step([DragBegan(1.0), DragMoved(1.1, 200.0)]);
    assert.equal(frame.selectedIndex, 1);
    assert.equal(frame.notifications.join(" "), "sel1<0:drag wd0 load2 wa1");
    frame = pager.step([DragEnded(1.2, 0.0), Tick(2.0)]);
    assert.equal(frame.pageOffset, 375);
    assert.equal(frame.notifications.join(" "), "dd0 da1");
    frame = pager.step([TabTapped(3.0, 5), Tick(4.0)]);
    assert.equal(frame.selectedIndex, 5);
    assert.equal(frame.notifications.join(" "),
      "sel5<1:tap wd1 load5 load4 wa5 dd1 unload0 unload1 unload2 da5");
    // the Swift consumer's line (bindings/swift/consumer, checked by make test)
    assert.equal(String(frame),
      "t=4.0 idle offset=1875.0 p=5.0 sel=5 [sel5<1:tap wd1 load5 load4 wa5 dd1 unload0 unload1 unload2 da5]");
    assert.equal(frame.phase, PagerPhase.IDLE);
    assert.equal(frame.animating, false);
    assert.deepEqual(frame.pages.map((p) => [p.page, p.x, p.width]), [[5, 0, 375]]);
  } finally {
    pager.close();
  }
});

// docs/guide/pager.md's pointer session, number for number.
test("raw pointer input: the pager guide's pointer session", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375, stripStyle: { itemPadding: 20 } });
  try {
    let frame = pager.step([Tick(0.0), PointerDown(0.0, 300, 400)]);
    for (let k = 1; k < 7; k += 1) frame = pager.step([PointerMoved(k * 0.016, 300 - 25 * k, 402)]);
    assert.equal(frame.gesture, PagerGesture.PAGES);
    assert.equal(frame.pageOffset, 125);
    frame = pager.step([PointerUp(0.112, 150, 402), Tick(1.0)]);
    assert.equal(frame.selectedIndex, 1);
    assert.equal(frame.pageOffset, 375);
    const item = frame.stripItems[1];
    assert.deepEqual([item.item, item.frame.x, item.title.x, item.appearance.selectionWeight], [1, 68, 88, 1]);
    frame = pager.step([Wheel(2.0, 60, 0, PointerRegion.STRIP), Tick(2.1)]);
    assert.equal(frame.stripPhase, StripPhase.HELD);
    assert.equal(frame.strip.stripOffset, 60);
    const tab = frame.stripItems.find((it) => it.item === 4);
    const x = tab.frame.x + tab.frame.width / 2 - frame.strip.stripOffset;
    frame = pager.step([PointerDown(3.0, x, 20, PointerRegion.STRIP), PointerUp(3.05, x, 20)]);
    assert.equal(frame.selectedIndex, 4);
    assert.equal(frame.stripPhase, StripPhase.FOLLOWING);
    frame = pager.step([Tick(4.0)]);
    assert.equal(frame.pageOffset, 1500);
  } finally {
    pager.close();
  }
});

test("item edits keep the selection on its id", () => {
  const pager = new Pager(WIDTHS.map((w, k) => ({ id: 100 + k, contentWidth: w })), { viewportWidth: 375 });
  try {
    pager.step([Tick(0), Select(0.1, 2, false)]);
    pager.insertItem(0, { id: 7, contentWidth: 40 });
    let frame = pager.step([Tick(0.2)]);
    assert.equal(frame.selectedIndex, 3);
    pager.moveItem(3, 0);
    frame = pager.step([Tick(0.3)]);
    assert.equal(frame.selectedIndex, 0);
    pager.removeItem(1);
    assert.deepEqual(pager.items.map((i) => i.id), [102, 100, 101, 103, 104, 105]);
    assert.equal(pager.items[0].contentWidth, 34);
  } finally {
    pager.close();
  }
});

test("the configuration nests as Swift's; a preset starts from its values", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375, settleSpring: { response: 0.3 }, looping: true });
  try {
    const config = pager.configuration;
    assert.equal(config.pages.viewportWidth, 375);
    assert.equal(config.settleSpring.response, 0.3);
    assert.equal(config.looping, true);
  } finally {
    pager.close();
  }
  const android = new Pager(WIDTHS, { preset: "ANDROID", viewportWidth: 375 });
  const ios = new Pager(WIDTHS, { preset: segpager.PagerPreset.IOS, viewportWidth: 375 });
  try {
    assert.notDeepEqual(android.configuration, ios.configuration);
    assert.equal(android.configuration.pages.viewportWidth, 375);
  } finally {
    android.close();
    ios.close();
  }
});

test("every error class, with the field in JavaScript's words", () => {
  const e = segpager.errors;
  assert.throws(() => segpager.stripLayout([-1], 320),
    { name: "OutOfRangeError", message: "segpager_strip_layout: items[0].contentWidth: must be >= 0 (got -1) (SEGPAGER_E_RANGE)" });
  assert.throws(() => segpager.stripLayout([1], 320, { itemPadding: -3 }), /: style\.itemPadding: must be >= 0/);
  assert.throws(() => segpager.stripLayout([Number.NaN], 320), e.NotFiniteError);
  assert.throws(() => segpager.stripLayout([10], 320, { widthMode: 99 }), e.UnknownEnumError);
  assert.throws(() => segpager.stripLayout([10], 320, { widthMode: "WIDE" }), e.UnknownEnumError);
  assert.throws(() => segpager.stripLayout([10], 320, { widthMod: 1 }), /unknown option 'widthMod'/);
  assert.throws(() => new Pager(WIDTHS, { viewportWidth: 375, settleSpring: { response: -1 } }),
    (error) => error instanceof e.OutOfRangeError && /config\.settleSpring\.response/.test(error.message)
      && error.statusName === "SEGPAGER_E_RANGE" && error instanceof segpager.SegPagerError);
  assert.throws(() => new Pager(WIDTHS, { viewportWidth: 0 }), e.OutOfRangeError);
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  assert.throws(() => pager.removeItem(17), e.IndexOutOfRangeError);
  pager.step([Tick(1)]);
  assert.throws(() => pager.step([Tick(0.5)]), e.EventOrderError);
  assert.throws(() => pager.step([{ type: "jump", time: 2 }]), TypeError);
  assert.throws(() => pager.step([TabTapped(2, 1.5)]), TypeError);
  assert.throws(() => pager.setItems([{ id: 1, contentWidth: 10 }, { id: 1, contentWidth: 10 }]), e.OutOfRangeError);
  pager.close();
  pager.close();
  assert.throws(() => pager.step([Tick(3)]), e.HandleError);
  // the statuses no argument of this API can reach, by their classes
  for (const name of ["NullPointerError", "CapacityError", "StructSizeError"]) {
    assert.ok(e[name].prototype instanceof segpager.SegPagerError);
  }
  assert.equal(Object.keys(e).length, 9);
});

// The module is 32-bit: Swift's Int has 32 bits there, so a far page index
// that the 64-bit library takes would overflow and trap (RuntimeError:
// unreachable, after which the module's memory is not to be trusted). Each
// of these trapped before 0.8.0's fix; now each is a SegPagerError and the
// pager goes on. (bindings/c/fuzz/fuzz32.c runs the C fuzz harness on
// this build for the rest.)
test("far positions on the 32-bit module: an error, never a trap, and the pager goes on", () => {
  const { HostScrolled, StripDragMoved, StripDragBegan, errors } = segpager;
  const pager = new Pager(WIDTHS, { viewportWidth: 375, looping: true });
  const lap = 2 ** 29; // the header: a 32-bit build refuses looping offsets past 2^29 pages
  try {
    pager.step([Tick(0)]);
    for (const pages of [lap + 1, -(lap + 1), 2 ** 31, 1e12 / 375 + 1]) {
      assert.throws(
        () => pager.step([HostScrolled(1, pages * 375)]),
        (e) => e instanceof errors.OutOfRangeError && /offset: must be within 2\^29 pages of page 0 when the pages loop \(a 32-bit build\)/.test(e.message),
        `${pages} pages`,
      );
    }
    assert.throws(() => pager.step([DragBegan(1), DragMoved(1, (lap + 1) * 375)]), errors.OutOfRangeError);
    // within the limit: the position is exact
    let frame = pager.step([HostScrolled(1, 2 ** 28 * 375)]);
    assert.equal(frame.position, 2 ** 28);
    assert.equal(frame.selectedIndex, 2 ** 28 % WIDTHS.length);
    // a looping strip dragged a billion periods: its virtual items would
    // be past 2^31 (this trapped), so it is drawn whole periods nearer
    const period = pager.step([Tick(2)]).stripContentWidth;
    frame = pager.step([StripDragBegan(3), StripDragMoved(3, 1e12)]);
    assert.ok(Math.abs(frame.strip.stripOffset) < 2 * period + 375, `${frame.strip.stripOffset}`);
    frame = pager.step([Tick(4), TabTapped(4, 2), Tick(10)]);
    assert.equal(frame.selectedIndex, 2);
    // a strip fling is taken as at most 1e6 pt/s (as a page release is): at
    // 1e15 it rests where a 1e6 one does, v / |k| along (k = 1000 ln 0.998),
    // as in the native library; before, every later step failed
    // (E_NOT_FINITE) for ever
    const start = pager.step([StripDragBegan(11)]).strip.stripOffset;
    pager.step([segpager.StripDragEnded(11, 1e15)]);
    for (const t of [12, 100, 1000]) {
      frame = pager.step([Tick(t)]);
      assert.notEqual(frame.strip.firstVisibleItem, null);
    }
    assert.ok(Math.abs(frame.strip.stripOffset - (start + 1e6 / 2.0020026706730793)) < 1, `${frame.strip.stripOffset}`);
    frame = pager.step([TabTapped(1001, 4), Tick(1010)]);
    assert.equal(frame.selectedIndex, 4);
  } finally {
    pager.close();
  }
});

test("the module's memory grows under a live pager, and the pager goes on", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    pager.step([Tick(0)]);
    const before = pager.step([TabTapped(0.1, 3), Tick(0.2)]);
    const size = () => segpager.init().then((w) => w.memory.buffer.byteLength);
    return size().then((small) => {
      const many = new Pager(Array.from({ length: 200_000 }, (_, k) => 20 + (k % 30)), { viewportWidth: 375 });
      return size().then((large) => {
        assert.ok(large > small, `the memory did not grow (${small} -> ${large})`);
        const frame = pager.step([Tick(5)]);
        assert.equal(frame.selectedIndex, 3);
        assert.equal(frame.pageOffset, 3 * 375);
        assert.equal(before.selectedIndex, 3); // an earlier frame is plain data
        assert.equal(many.step([Tick(0)]).selectedIndex, 0);
        many.close();
      });
    });
  } finally {
    setTimeout(() => pager.close(), 0);
  }
});

test("a flat heap over 100,000 frames", () => {
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    const memory = () => segpager.init().then((w) => w.memory.buffer.byteLength);
    let t = 0;
    const run = (frames) => {
      for (let k = 0; k < frames; k += 1) {
        t += 1 / 60;
        const events = k % 120 === 0 ? [TabTapped(t, (k / 120) % WIDTHS.length), Tick(t)] : [Tick(t)];
        pager.step(events);
      }
    };
    run(10_000);
    return memory().then((before) => {
      run(100_000);
      return memory().then((after) => assert.equal(after, before));
    });
  } finally {
    setTimeout(() => pager.close(), 0);
  }
});
