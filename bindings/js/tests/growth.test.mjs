// The door over a memory that grows under it (#growth): every call into the
// module may grow its memory, which detaches every typed-array view made
// before. Here a hook grows the memory by a page after every call into the
// module (WebAssembly.instantiate is wrapped, so init() gets exports that do
// so), and a pager stepped that way must give exactly the frames of one
// stepped without growth, and the native library's (by the Python door, as
// parity.test.mjs; skipped without the venv). The first test starts two
// init() at once: one module for both.
// Needs the repo's venv (`make venv`) and the release library (`make build`)
// for the native side; SEGPAGER_PYTHON names another Python with segpager
// importable, SEGPAGER_WASM another module.

import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import * as segpager from "../segpager.js";
import { nativeFrames, noNative, projection } from "./native.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const WASM = process.env.SEGPAGER_WASM ?? join(root, ".build", "wasm", "segpager.wasm");

// --- the hook: exports that grow the memory after every call ----------------

let growing = false; // grow after each call while true
let grown = 0; // pages grown by the hook
let instantiations = 0;
const realInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function instantiate(...args) {
  const result = await realInstantiate.apply(this, args);
  const instance = result instanceof WebAssembly.Instance ? result : result.instance;
  const raw = instance.exports;
  if (typeof raw.segpager_version_string !== "function") return result; // another module (node's own)
  instantiations += 1;
  const exports = {};
  for (const [name, value] of Object.entries(raw)) {
    exports[name] = typeof value !== "function" ? value : (...values) => {
      const out = value(...values);
      if (growing) {
        raw.memory.grow(1); // every view made before this call is detached now
        grown += 1;
      }
      return out;
    };
  }
  return result instanceof WebAssembly.Instance ? { exports } : { module: result.module, instance: { exports } };
};

// --- init: one module for two callers ----------------------------------------

test("two init() in flight give one module: rubberBand and a Pager work", async () => {
  const [first, second] = await Promise.all([segpager.init(WASM), segpager.init(WASM)]);
  assert.equal(first, second, "both calls resolve to the same exports");
  assert.equal(instantiations, 1, "one instantiation for the two calls");
  assert.equal(await segpager.init(WASM), first, "a later call resolves to the same exports");
  // segpager.rubber_band(50, 375) in the Python door (the native library)
  const band = segpager.rubberBand(50, 375);
  assert.ok(Math.abs(band - 25.62111801242236) <= 1e-12 * 26, `rubberBand(50, 375) = ${band}`);
  const pager = new segpager.Pager([28, 47, 34], { viewportWidth: 375 });
  try {
    assert.equal(pager.step([segpager.Tick(0)]).notifications.join(" "), "sel0<-1:program load0 load1 wa0 da0");
    assert.equal(pager.step([segpager.TabTapped(0.1, 2)]).transitionTarget, 2);
  } finally {
    pager.close();
  }
});

// --- growth: the same frames ---------------------------------------------------

// A seeded stream of drags (pages and strip), wheels, taps, selections and
// ticks over `count` items (the same on every run).
function stream(steps, seed, count, width) {
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
    } else if (r < 0.1) {
      const strip = random() < 0.5;
      down = { x: 20 + random() * (width - 40), y: strip ? 20 : 300 };
      events.push({ type: "pointer_down", time: t, x: down.x, y: down.y, region: strip ? 1 : 0 });
    } else if (r < 0.14) {
      events.push({ type: "tab_tapped", time: t, index: Math.floor(random() * count) });
    } else if (r < 0.17) {
      events.push({ type: "select", time: t, index: Math.floor(random() * count), animated: random() < 0.5 });
    } else if (r < 0.21) {
      events.push({ type: "wheel", time: t, deltaX: (random() - 0.5) * 200, deltaY: 0, region: random() < 0.5 ? 1 : 0 });
    }
    events.push({ type: "tick", time: t });
    out.push(events);
  }
  return out;
}

// The frames of a pager made and stepped with the memory growing after
// every call (`grow`), or not.
function frames(widths, viewportWidth, padding, steps, grow) {
  growing = grow;
  try {
    const pager = new segpager.Pager(widths, { viewportWidth, stripStyle: { itemPadding: padding } });
    try {
      const made = steps.map((events) => projection(pager.step(events)));
      made.push(projection(pager.lastFrame()));
      return made;
    } finally {
      pager.close();
    }
  } finally {
    growing = false;
  }
}

const CASES = [
  { name: "100 items of width 20", widths: Array(100).fill(20), viewportWidth: 375, padding: 0, seed: 20261207 },
  { name: "30 one-letter tabs, itemPadding 2, 800 px", widths: Array(30).fill(8), viewportWidth: 800, padding: 2,
    seed: 7 },
];

for (const { name, widths, viewportWidth, padding, seed } of CASES) {
  test(`${name}: the memory growing between every two calls changes no frame`, async () => {
    await segpager.init(WASM);
    const steps = stream(400, seed, widths.length, viewportWidth);
    const plain = frames(widths, viewportWidth, padding, steps, false);
    const before = grown;
    const grownFrames = frames(widths, viewportWidth, padding, steps, true);
    assert.ok(grown - before > steps.length, `the hook grew the memory only ${grown - before} times`);
    assert.ok(plain.some((f) => f.items.length > 16), "a frame needed more than the first 16 strip items");
    grownFrames.forEach((frame, k) => assert.deepEqual(frame, plain[k], `step ${k}: ${JSON.stringify(steps[k])}`));
    assert.equal(grownFrames.length, plain.length);
  });

  test(`${name}: with the memory growing, the native library's frames`, { skip: noNative },
    async () => {
      await segpager.init(WASM);
      const steps = stream(400, seed, widths.length, viewportWidth);
      const native = nativeFrames({ widths, viewportWidth, itemPadding: padding, steps });
      const mine = frames(widths, viewportWidth, padding, steps, true);
      native.forEach((frame, k) => assert.deepEqual(mine[k], frame, `step ${k}: ${JSON.stringify(steps[k])}`));
      assert.equal(mine.length, native.length + 1);
    });
}
