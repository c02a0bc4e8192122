// A fuzz of the JavaScript door (issue #48): for a number of seconds, random
// calls of the door's functions and of Pager's methods with random values,
// near and far (0, -1, 2**31, 2**53, NaN, Infinity, huge arrays up to a
// bound, array-likes of huge lengths, wrong types, BigInts, nested garbage
// objects), each argument usually plausible, so the calls reach the engine.
// A call may return, or throw a SegPagerError (its class the one for its
// status), a TypeError or a RangeError. Anything else is a finding: a trap
// of the module (WebAssembly.RuntimeError, "memory access out of bounds"),
// another exception, a call over 5 s, or a module that stops answering a
// known-good session (the documented rubberBand(50, 375) ≈ 25.6, a strip
// layout, a pager's frames), checked every few hundred calls. A finding
// prints the seed and the calls that led to it, writes the whole sequence
// to OUT/failure-SEED.txt, and exits 1. Not a *.test.mjs file: `make
// test-fuzz` runs it, not `node --test`.
//
//   node bindings/js/tests/fuzz.mjs [--seconds 10] [--seed N] [--calls N] [--check-every 250]
//     [--trace] [--script FILE] [--engine] [--strict] [--out DIR] [--wasm PATH]
//
// With no --seed, a new one each run (printed first). --calls stops after
// that many calls instead of the seconds: the same seed makes the same
// calls, so `--seed S --calls N` replays a finding; --trace prints each
// call before it runs; --script FILE writes the calls as a node script of
// their own, whole values and all, to cut down by hand or by delta
// debugging; --check-every N runs the known-good session every N calls (1
// finds the call after which the module went wrong). TypeErrors and
// RangeErrors the JavaScript engine raised inside the door (reading a
// property of null, say), not the door's own checks, are counted: --engine
// lists them, and with --strict they are findings too.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import * as segpager from "../segpager.js";
import { BAND, WIDTHS } from "./door.mjs";

const {
  constants, ENUMS, ERROR_CLASSES, EVENTS, OPTIONS, STATUSES, DampedSpring, PageGeometry, Pager, SegPagerError,
  StripLayout, TabTapped, Tick, DragBegan, DragMoved, DragEnded,
} = segpager;

// --- arguments ----------------------------------------------------------------

function parseArguments(argv) {
  const options = {
    seconds: 10, seed: null, calls: null, trace: false, strict: false, out: null, wasm: null, checkEvery: 250,
    script: null, engine: false,
  };
  for (let k = 0; k < argv.length; k += 1) {
    const flag = argv[k];
    const value = () => {
      if (k + 1 >= argv.length) usage(`${flag} needs a value`);
      k += 1;
      return argv[k];
    };
    const number = (text) => {
      const parsed = Number(text);
      if (!Number.isFinite(parsed) || parsed < 0) usage(`${flag}: not a number >= 0: ${text}`);
      return parsed;
    };
    if (flag === "--seconds") options.seconds = number(value());
    else if (flag === "--seed") options.seed = Math.trunc(number(value())) >>> 0;
    else if (flag === "--calls") options.calls = Math.trunc(number(value()));
    else if (flag === "--trace") options.trace = true;
    else if (flag === "--strict") options.strict = true;
    else if (flag === "--engine") options.engine = true;
    else if (flag === "--out") options.out = value();
    else if (flag === "--wasm") options.wasm = value();
    else if (flag === "--script") options.script = value();
    else if (flag === "--check-every") options.checkEvery = Math.max(1, Math.trunc(number(value())));
    else usage(`unknown argument ${flag}`);
  }
  options.seed ??= (Date.now() ^ (process.pid << 16)) >>> 0;
  return options;
}

function usage(problem) {
  console.error(`fuzz.mjs: ${problem}`);
  console.error("usage: node fuzz.mjs [--seconds S] [--seed N] [--calls N] [--check-every N] [--trace] [--strict] "
    + "[--engine] [--script FILE] [--out DIR] [--wasm PATH]");
  process.exit(2);
}

const settings = parseArguments(process.argv.slice(2));
const HERE = fileURLToPath(new URL(".", import.meta.url));
const WASM = settings.wasm ?? process.env.SEGPAGER_WASM ?? join(HERE, "../../../.build/wasm/segpager.wasm");
await segpager.init(readFileSync(WASM));

// --- randomness ---------------------------------------------------------------

/** mulberry32: small, fast, and the same sequence for a seed on every engine. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(settings.seed);
const below = (n) => Math.floor(random() * n);
const chance = (p) => random() < p;
const pick = (list) => list[below(list.length)];
const between = (low, high) => low + random() * (high - low);

// The largest real array a call gets; array-likes may claim any length.
const MAX_ARRAY = 20_000;
// How often an argument, a field or an event is garbage rather than plausible.
const BAD = 0.12;

// --- values -------------------------------------------------------------------

const NEAR = [0, -0, 1, -1, 0.5, 2, 3, 10, 44, 100, 375, 1e-9, -1e-9];
const FAR = [
  2 ** 31, 2 ** 31 - 1, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 32 + 3, 2 ** 53, -(2 ** 53), 2 ** 64,
  Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 1e12, -1e12, 1e300, 1e-300,
  NaN, Infinity, -Infinity, constants.MAX_TIME, constants.MAX_TIME * 2, constants.MAX_COUNT,
];
const BIGINTS = [0n, 1n, -1n, 2n ** 31n, 2n ** 63n - 1n, 2n ** 63n, -(2n ** 63n) - 1n, 2n ** 64n, 2n ** 200n];
const STRINGS = ["", "0", "1", "NaN", "FILL", "CENTER", "toString", "__proto__", "constructor", "hasOwnProperty",
  "x".repeat(1000), "\u0000", "🙂"];
// Lengths an array-like claims: each past what any of the door's arrays may
// allocate (the module's 32-bit size_t), or no length at all.
const HUGE_LENGTHS = [2 ** 29, 2 ** 31, 2 ** 32, 2 ** 32 + 1, 2 ** 53, -1, NaN, 1.5, Infinity, "3", 1n];

function nearNumber() {
  switch (below(4)) {
    case 0: return pick(NEAR);
    case 1: return between(-1000, 1000);
    case 2: return below(50) - 5;
    default: return between(0, 1000);
  }
}

// The one function among the garbage (a script of the calls writes it as this).
const ONE = () => 1;

/** Any value at all: numbers near and far, wrong types, garbage objects.
 * (No "__proto__" key: an object literal would make it the prototype.) */
function garbage(depth = 0) {
  switch (below(depth > 2 ? 8 : 13)) {
    case 0: return pick(NEAR);
    case 1: case 2: return pick(FAR);
    case 3: return pick(BIGINTS);
    case 4: return pick(STRINGS);
    case 5: return pick([true, false, null, undefined]);
    case 6: return nearNumber();
    case 7: return pick([Symbol("garbage"), ONE, new Date(0), /x/, new Map(), { valueOf: ONE }]);
    case 8: return Array.from({ length: below(6) }, () => garbage(depth + 1));
    case 9: return { length: pick(HUGE_LENGTHS), 0: garbage(depth + 1) };
    case 10: return pick([new Float64Array(below(8)), new Int32Array(3), new Uint8Array(5), new ArrayBuffer(8)]);
    case 11: return garbageObject(depth + 1);
    default: return Array.from({ length: below(MAX_ARRAY) }, () => nearNumber());
  }
}

/** An object of random keys (options' paths among them) holding garbage. */
function garbageObject(depth) {
  const object = {};
  const struct = pick(Object.keys(OPTIONS));
  for (let k = below(4); k >= 0; k -= 1) {
    const key = chance(0.6) ? pick(OPTIONS[struct])[0].split(".")[0] : pick(["a", "type", "time", "id", "style",
      "sections", "length", "x", "width", "pages", "constructor"]);
    object[key] = garbage(depth);
  }
  return object;
}

/** `plausible()`, or now and then garbage. */
const maybe = (plausible) => (chance(BAD) ? garbage() : plausible());

function plausibleField(kind, none) {
  if (none !== undefined && chance(0.1)) return null;
  const family = ENUMS[kind];
  if (family) {
    const names = Object.keys(family);
    if (chance(0.2)) return pick(names);
    if (chance(0.05)) return pick([-1, names.length, 99, "NOPE"]);
    return family[pick(names)];
  }
  switch (kind) {
    case "bool": return chance(0.5);
    case "i32": return chance(0.1) ? pick([-1, 2 ** 31 - 1, -(2 ** 31)]) : below(12) - 2;
    case "u32": return below(64);
    default: return chance(0.8) ? pick([0, 0.25, 0.5, 1, 2, 10, 44, 100, 200, 375]) : between(-50, 1000);
  }
}

/** An options object of `struct` (OPTIONS' paths, nested): a few fields,
 * plausible values, now and then garbage or an unknown key. */
function optionsOf(struct, base = {}) {
  if (chance(BAD / 2)) return garbage();
  const result = structuredClone(base);
  const rows = OPTIONS[struct];
  for (let k = below(4); k > 0; k -= 1) {
    const [path, , kind, , , none] = pick(rows);
    const parts = path.split(".");
    let node = result;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
      node = node[part];
    }
    node[parts.at(-1)] = chance(BAD) ? garbage() : plausibleField(kind, none);
  }
  if (chance(0.02)) result[pick(["nope", "toString", "constructor"])] = garbage();
  return result;
}

const widths = () => maybe(() => Array.from({ length: chance(0.05) ? below(MAX_ARRAY) : below(12) },
  () => (chance(0.03) ? garbage() : between(0, 120))));
const frames = () => maybe(() => {
  let x = 0;
  return Array.from({ length: chance(0.05) ? below(MAX_ARRAY) : below(10) }, () => {
    const width = between(10, 150);
    const frame = chance(0.5) ? [x, width] : { x, width };
    x += width;
    return chance(0.03) ? garbage() : frame;
  });
});
const index = () => (chance(0.15) ? pick(FAR) : below(14) - 2);

// The door's recent results, used again as arguments.
const layouts = [segpager.stripLayout([50, 80, 40, 60, 70], 200)];
const remember = (list, value, keep = 8) => {
  list.push(value);
  if (list.length > keep) list.shift();
};

function layout() {
  if (chance(BAD)) {
    if (chance(0.5)) return garbage();
    // a StripLayout made by hand, of garbage
    const args = Array.from({ length: 8 }, () => garbage());
    const made = new StripLayout(...args);
    MADE.set(made, `new S.StripLayout(${args.map((a) => source(a)).join(", ")})`);
    return made;
  }
  return pick(layouts);
}

const pageGeometry = () => (chance(BAD) ? garbage() : new PageGeometry(optionsOf("page_geometry",
  { pageCount: below(8), viewportWidth: 375 })));
const section = () => maybe(() => {
  const made = optionsOf("header_section", { height: between(0, 200) });
  if (typeof made !== "object" || made === null) return made;
  if (chance(0.3)) made.snaps = maybe(() => chance(0.5));
  if (chance(0.2)) made.scrollFlags = maybe(() => below(64));
  if (chance(0.2)) made.marginTop = maybe(() => between(0, 20));
  if (chance(0.2)) made.marginBottom = maybe(() => between(0, 20));
  return made;
});
const sections = () => maybe(() => Array.from({ length: below(5) }, section));
const headerStyle = () => optionsOf("header_style", chance(0.8) ? { height: 200, pinnedHeight: 44 } : {});

// --- pagers -------------------------------------------------------------------

/** The pagers the fuzz keeps (some closed: their calls throw HandleError),
 * each with the time of its last accepted event. */
const pagers = [];

function pagerOptions() {
  const options = optionsOf("pager_configuration", chance(0.9) ? { pages: { viewportWidth: 375 } } : {});
  if (typeof options !== "object" || options === null || Array.isArray(options)) return options;
  if (chance(0.1)) options.preset = maybe(() => pick(Object.keys(ENUMS.PagerPreset)));
  for (const key of ["stripStyle", "indicatorStyle", "appearanceStyle", "stripOffsetStyle", "pagingOptions"]) {
    if (chance(0.05)) options[key] = optionsOf(STYLES[key]);
  }
  return options;
}

const STYLES = {
  stripStyle: "strip_style", indicatorStyle: "indicator_style", appearanceStyle: "appearance_style",
  stripOffsetStyle: "strip_offset_style", pagingOptions: "paging_options",
};

function pagerItems() {
  return maybe(() => Array.from({ length: chance(0.03) ? below(MAX_ARRAY) : below(12) }, (_, k) => {
    if (chance(0.7)) return between(0, 120);
    const item = { contentWidth: between(0, 120) };
    if (chance(0.5)) item.id = chance(0.1) ? pick([...BIGINTS, ...FAR]) : k + 1000;
    if (chance(0.2)) item.subtitleWidth = between(0, 40);
    if (chance(0.03)) item[pick(["selectedContentWidth", "nope"])] = garbage();
    return item;
  }));
}

function somePager() {
  if (pagers.length === 0 || chance(0.02)) return null;
  return pick(pagers);
}

/** A batch of events for `entry`'s pager: mostly plausible, in time order. */
function eventBatch(entry) {
  if (chance(BAD / 3)) return garbage();
  const count = chance(0.02) ? below(MAX_ARRAY) : below(6);
  const batch = [];
  let time = entry.time;
  for (let k = 0; k < count; k += 1) {
    time += chance(0.1) ? between(0, 2) : between(0, 0.05);
    batch.push(chance(BAD / 2) ? garbage() : anEvent(time));
  }
  return batch;
}

function anEvent(time) {
  const kind = pick(EVENTS);
  const values = kind.fields.map(([label, slot]) => {
    if (chance(BAD)) return garbage();
    if (label === "region") return chance(0.3) ? pick(Object.keys(ENUMS.PointerRegion)) : below(3);
    if (slot === "index") return index();
    if (label === "viewportWidth" || label === "stripViewportWidth") return pick([375, 320, 0, 1000, between(0, 800)]);
    return between(-400, 800);
  });
  const flags = kind.flags.map(() => (chance(BAD) ? garbage() : chance(0.5)));
  const at = chance(BAD) ? garbage() : time;
  if (chance(0.5)) return segpager[kind.name](at, ...values, ...flags);
  const event = { type: kind.json, time: at };
  kind.fields.forEach(([label], k) => { event[label] = values[k]; });
  kind.flags.forEach(([label], k) => { event[label] = flags[k]; });
  if (chance(0.02)) event.type = pick(["nope", "Tick", "", null]);
  return event;
}

// --- the calls ------------------------------------------------------------------

/** A call: `name`, its arguments, and `run(...args)`; `after(result)` keeps
 * what later calls reuse. */
const call = (name, args, run, after) => ({ name, args, run, after });

const CALLS = [
  [6, () => call("stripLayout", [widths(), maybe(() => pick([375, 200, 0, 1000])),
    optionsOf("strip_style"), chance(0.2) ? maybe(() => ({ selectedWidths: widths(), subtitleWidths: widths() }))
      : undefined], segpager.stripLayout, (result) => remember(layouts, result))],
  [2, () => call("StripLayout.hitTest", [layout(), maybe(nearNumber)], (l, x) => l.hitTest(x))],
  [2, () => call("StripLayout.visibleRange", [layout(), maybe(nearNumber), maybe(() => 375)],
    (l, offset, width) => l.visibleRange(offset, width))],
  [3, () => call("indicatorRect", [layout(), maybe(() => between(-1, 6)), optionsOf("indicator_style"),
    maybe(() => ({ selectedIndex: chance(0.5) ? null : index(), height: maybe(() => 44) }))],
  segpager.indicatorRect)],
  [2, () => call("indicatorRects", [layout(), optionsOf("indicator_style"),
    maybe(() => ({ items: chance(0.5) ? null : maybe(() => ({ start: index(), stop: index() })),
      height: maybe(() => 44) }))], segpager.indicatorRects)],
  [3, () => call("itemAppearances", [layout(), maybe(() => between(-1, 6)), optionsOf("appearance_style"),
    maybe(() => ({ items: chance(0.5) ? null : maybe(() => ({ start: index(), stop: index() })),
      selectedIndex: chance(0.5) ? null : index() }))], segpager.itemAppearances)],
  [3, () => call("stripOffset", [layout(), maybe(() => between(-1, 6)), optionsOf("strip_offset_style"),
    maybe(() => ({ selectedIndex: chance(0.5) ? null : index(), currentOffset: maybe(nearNumber) }))],
  segpager.stripOffset)],
  [3, () => call("stripState", [layout(), maybe(() => between(-1, 6)), maybe(() => ({
    indicator: optionsOf("indicator_style"), appearance: optionsOf("appearance_style"),
    offset: optionsOf("strip_offset_style"), selectedIndex: chance(0.5) ? null : index(),
    currentOffset: maybe(nearNumber), height: maybe(() => 44) }))], segpager.stripState)],
  [2, () => call("scrollSnaps", [frames(), maybe(() => 300), optionsOf("snap_options")], segpager.scrollSnaps)],
  [2, () => call("snapGroups", [frames(), maybe(() => 300), optionsOf("snap_options")], segpager.snapGroups)],
  [2, () => call("loopPoints", [frames(), maybe(() => 300), optionsOf("snap_options")], segpager.loopPoints)],
  [2, () => call("loopShifts", [frames(), maybe(() => 300), maybe(nearNumber), optionsOf("snap_options")],
    segpager.loopShifts)],
  [2, () => call("PageGeometry.position", [pageGeometry(), maybe(nearNumber)], (g, x) => g.position(x))],
  [1, () => call("PageGeometry.pageOffset", [pageGeometry(), maybe(nearNumber)], (g, p) => g.pageOffset(p))],
  [1, () => call("PageGeometry.pageOffsetRange", [pageGeometry()], (g) => g.pageOffsetRange())],
  [1, () => call("PageGeometry.pageOffsetAfterResize", [pageGeometry(), pageGeometry(), maybe(nearNumber)],
    (g, h, x) => g.pageOffsetAfterResize(h, x))],
  [1, () => call("decelerationState", [maybe(nearNumber), maybe(nearNumber), maybe(() => 0.998)],
    segpager.decelerationState)],
  [1, () => call("decelerationProjection", [maybe(nearNumber), maybe(() => 0.99)], segpager.decelerationProjection)],
  [1, () => call("decelerationDuration", [maybe(nearNumber), maybe(() => 0.5), maybe(() => 0.998)],
    segpager.decelerationDuration)],
  [1, () => call("splineFling", [maybe(nearNumber), maybe(() => 1), maybe(() => 0.015)], segpager.splineFling)],
  [1, () => call("splineFlingState", [maybe(nearNumber), maybe(nearNumber), maybe(() => 1), maybe(() => 0.015)],
    segpager.splineFlingState)],
  [1, () => call("rubberBand", [maybe(nearNumber), maybe(() => 375), maybe(() => 0.55)], segpager.rubberBand)],
  [1, () => call("rubberBandInverse", [maybe(nearNumber), maybe(() => 375), maybe(() => 0.55)],
    segpager.rubberBandInverse)],
  [1, () => call("cubicBezier", [maybe(random), maybe(random), maybe(random), maybe(random), maybe(random)],
    segpager.cubicBezier)],
  [1, () => {
    const n = chance(0.05) ? below(MAX_ARRAY) : below(25);
    return call("velocityEstimate", [maybe(() => Array.from({ length: n }, (_, k) => k * 0.01)),
      maybe(() => Array.from({ length: n }, () => nearNumber()))], segpager.velocityEstimate);
  }],
  [1, () => call("selectedIndex", [maybe(nearNumber), maybe(() => below(10)), maybe(() => pick([0, 1, "FLOOR"]))],
    segpager.selectedIndex)],
  [1, () => call("DampedSpring.state", [maybe(() => new DampedSpring(optionsOf("spring"))), maybe(nearNumber),
    maybe(nearNumber), maybe(() => between(0, 2))], (s, d, v, t) => s.state(d, v, t))],
  [1, () => call("DampedSpring.settlingTime", [maybe(() => new DampedSpring(optionsOf("spring"))),
    maybe(nearNumber), maybe(nearNumber), maybe(() => 0.001)], (s, d, v, e) => s.settlingTime(d, v, e))],
  [2, () => call("pagingTarget", [pageGeometry(), maybe(nearNumber), maybe(() => between(-3000, 3000)), index(),
    optionsOf("paging_options")], segpager.pagingTarget)],
  [1, () => call("pagingDraggingTarget", [pageGeometry(), maybe(() => between(-1, 8)), index(),
    optionsOf("paging_options")], segpager.pagingDraggingTarget)],
  [2, () => call("headerFrame", [headerStyle(), maybe(() => 375), maybe(() => between(-100, 300))],
    segpager.headerFrame)],
  [1, () => call("headerListOffset", [headerStyle(), maybe(nearNumber), maybe(nearNumber),
    maybe(() => below(3))], segpager.headerListOffset)],
  [1, () => call("nestedScroll", [headerStyle(), maybe(nearNumber), maybe(() => between(0, 156)),
    maybe(() => between(0, 500)), maybe(() => pick([-1, 500, 1000])), maybe(() => below(3)),
    maybe(() => between(0, 50))], segpager.nestedScroll)],
  [1, () => call("headerSnapTarget", [headerStyle(), maybe(() => between(0, 156)), maybe(nearNumber),
    maybe(() => 300)], segpager.headerSnapTarget)],
  [1, () => call("headerSnapDuration", [maybe(nearNumber), maybe(nearNumber), maybe(() => 200)],
    segpager.headerSnapDuration)],
  [1, () => call("headerMinContentHeight", [headerStyle(), maybe(() => 600)], segpager.headerMinContentHeight)],
  [2, () => call("headerStackRanges", [sections()], segpager.headerStackRanges)],
  [1, () => call("headerStackSnapTarget", [sections(), maybe(() => between(0, 300))],
    segpager.headerStackSnapTarget)],
  [1, () => call("headerStackScroll", [sections(), maybe(nearNumber), maybe(() => between(0, 300)),
    maybe(() => between(0, 500)), maybe(() => pick([-1, 500]))], segpager.headerStackScroll)],
  [1, () => call("gestureAxis", [maybe(nearNumber), maybe(nearNumber), maybe(() => 10), maybe(() => 30)],
    segpager.gestureAxis)],
  [1, () => call("version", [], segpager.version)],
  [1, () => call("init", [chance(0.5) ? undefined : garbage()], (source) => segpager.init(source))],
  // the pager
  [5, () => call("new Pager", [pagerItems(), pagerOptions()], (items, options) => new Pager(items, options),
    (pager) => {
      if (pagers.length >= 4) {
        const old = pagers.splice(below(pagers.length), 1)[0].pager;
        note(`${NAMES.get(old)}.close(); // to make room`);
        old.close();
      }
      pagers.push({ pager, time: 0 });
    })],
  [25, () => {
    const entry = somePager();
    const batch = entry ? eventBatch(entry) : [Tick(0)];
    return call("Pager.step", [entry?.pager ?? garbage(), batch], (pager, events) => pager.step(events), () => {
      // accepted: the next batch starts after its last event
      if (entry && Array.isArray(batch)) {
        for (const event of batch) {
          if (typeof event?.time === "number" && event.time > entry.time) entry.time = event.time;
        }
      }
    });
  }],
  [2, () => call("Pager.lastFrame", [somePager()?.pager], (pager) => pager.lastFrame())],
  [2, () => call("Pager.setItems", [somePager()?.pager, pagerItems()], (pager, items) => pager.setItems(items))],
  [2, () => call("Pager.insertItem", [somePager()?.pager, index(), maybe(() => ({ id: below(1e6) + 5000,
    contentWidth: between(0, 100) }))], (pager, at, item) => pager.insertItem(at, item))],
  [2, () => call("Pager.removeItem", [somePager()?.pager, index()], (pager, at) => pager.removeItem(at))],
  [2, () => call("Pager.moveItem", [somePager()?.pager, index(), index()], (pager, a, b) => pager.moveItem(a, b))],
  [1, () => call("Pager.items", [somePager()?.pager], (pager) => pager.items)],
  [1, () => call("Pager.configuration", [somePager()?.pager], (pager) => pager.configuration)],
  [3, () => {
    const which = chance(0.95) ? pick(Object.keys(STYLES)) : pick([garbage(), "constructor", "toString"]);
    const struct = typeof which === "string" && Object.hasOwn(STYLES, which) ? STYLES[which] : "strip_style";
    return call("Pager.set", [somePager()?.pager, which, optionsOf(struct)], (pager, key, style) => pager.set(key, style));
  }],
  [3, () => call("Pager.setHeader", [somePager()?.pager, chance(0.1) ? null : maybe(() => {
    const header = optionsOf("pager_header");
    if (typeof header !== "object" || header === null) return header;
    header.style = chance(0.5) ? headerStyle() : optionsOf("header_style", { pinnedHeight: 44 });
    if (chance(0.5)) {
      header.sections = sections();
      if (chance(0.7)) header.style = maybe(() => ({}));
    }
    return header;
  })], (pager, header) => pager.setHeader(header))],
  [1, () => {
    const entry = somePager();
    return call("Pager.close", [entry?.pager], (pager) => pager.close(), () => {
      if (entry && chance(0.5)) pagers.splice(pagers.indexOf(entry), 1); // else kept, closed
    });
  }],
];

const TOTAL_WEIGHT = CALLS.reduce((sum, [weight]) => sum + weight, 0);

function nextCall() {
  let at = random() * TOTAL_WEIGHT;
  for (const [weight, make] of CALLS) {
    at -= weight;
    if (at < 0) return make();
  }
  return CALLS.at(-1)[1]();
}

// --- describing calls -------------------------------------------------------------

/** A value as JavaScript source, short: long arrays and strings cut. */
function describe(value, depth = 0) {
  switch (typeof value) {
    case "number": return Object.is(value, -0) ? "-0" : String(value);
    case "bigint": return `${value}n`;
    case "string": return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…(${value.length})` : value);
    case "symbol": return "Symbol()";
    case "function": return "() => 1";
    case "undefined": return "undefined";
    case "boolean": return String(value);
    default: break;
  }
  if (value === null) return "null";
  if (depth > 3) return "{…}";
  if (ArrayBuffer.isView(value)) return `new ${value.constructor.name}(${value.length})`;
  if (value instanceof ArrayBuffer) return `new ArrayBuffer(${value.byteLength})`;
  if (value instanceof PageGeometry) return `new PageGeometry(${describe(value.options, depth + 1)})`;
  if (value instanceof DampedSpring) return `new DampedSpring(${describe(value.options, depth + 1)})`;
  if (value instanceof StripLayout) {
    return `StripLayout(${describe(value.frames, depth + 1)}, ${describe(value.contentWidth)}, …)`;
  }
  if (NAMES.has(value)) return NAMES.get(value);
  if (value instanceof Pager) return "an unnamed Pager";
  if (Array.isArray(value)) {
    const shown = value.slice(0, 6).map((v) => describe(v, depth + 1));
    if (value.length > 6) shown.push(`…(${value.length})`);
    return `[${shown.join(", ")}]`;
  }
  if (value instanceof Date || value instanceof RegExp || value instanceof Map) return value.constructor.name;
  const entries = Object.entries(value).slice(0, 12).map(([k, v]) => `${k}: ${describe(v, depth + 1)}`);
  return `{ ${entries.join(", ")} }`;
}

// --- a script of the calls (--script) ------------------------------------------------

// The door's results (pagers, layouts) by the script's name for them, and
// the StripLayouts made by hand by their source.
const NAMES = new WeakMap();
const MADE = new WeakMap();
NAMES.set(layouts[0], "layout0");

/** A value as JavaScript source that makes it again, whole. */
function source(value) {
  switch (typeof value) {
    case "number": return Object.is(value, -0) ? "-0" : String(value);
    case "bigint": return `${value}n`;
    case "string": return JSON.stringify(value);
    case "symbol": return 'Symbol("garbage")';
    case "function": return "ONE";
    case "undefined": return "undefined";
    case "boolean": return String(value);
    default: break;
  }
  if (value === null) return "null";
  if (NAMES.has(value)) return NAMES.get(value);
  if (MADE.has(value)) return MADE.get(value);
  if (ArrayBuffer.isView(value)) return `new ${value.constructor.name}([${Array.from(value).join(", ")}])`;
  if (value instanceof ArrayBuffer) return `new ArrayBuffer(${value.byteLength})`;
  if (value instanceof PageGeometry) return `new S.PageGeometry(${source(value.options)})`;
  if (value instanceof DampedSpring) return `new S.DampedSpring(${source(value.options)})`;
  if (value instanceof Date) return "new Date(0)";
  if (value instanceof RegExp) return "/x/";
  if (value instanceof Map) return "new Map()";
  if (Array.isArray(value)) return `[${value.map(source).join(", ")}]`;
  return `{ ${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${source(v)}`).join(", ")} }`;
}

/** A call as a statement of the script: `v12 = t(() => S.stripLayout(...))`. */
function statement(name, args, number) {
  const given = args.map(source);
  const [what, method] = name.split(".");
  let expression;
  if (name.startsWith("new ")) expression = `new S.${name.slice(4)}(${given.join(", ")})`;
  else if (method === "items" || method === "configuration") expression = `(${given[0]}).${method}`;
  else if (method) expression = `(${given[0]}).${method}(${given.slice(1).join(", ")})`;
  else expression = `S.${what}(${given.join(", ")})`;
  return `var v${number} = t(() => ${expression});`;
}

const script = [];
const note = (line) => {
  log.push(`  ${line}`);
  if (settings.script) script.push(line);
};

function writeScript() {
  if (!settings.script) return;
  const door = fileURLToPath(new URL("../segpager.js", import.meta.url));
  writeFileSync(settings.script, [
    `// fuzz.mjs --seed ${settings.seed}: its ${calls} call(s) as a script (node ${settings.script})`,
    'import { readFileSync } from "node:fs";',
    `import * as S from ${JSON.stringify(door)};`,
    `await S.init(readFileSync(${JSON.stringify(WASM)}));`,
    "const ONE = () => 1;",
    "// a call may return or be refused; anything else stops the script",
    "const t = (f) => { try { return f(); } catch (e) { if (e instanceof S.SegPagerError || e instanceof TypeError "
      + "|| e instanceof RangeError) return undefined; throw e; } };",
    "var layout0 = S.stripLayout([50, 80, 40, 60, 70], 200);",
    `const session = () => { const p = new S.Pager(${JSON.stringify(WIDTHS)}, { viewportWidth: 375 }); `
      + "p.step([S.Tick(0)]); p.step([S.TabTapped(0.01, 2), S.Tick(2)]); "
      + "p.step([S.DragBegan(2.1), S.DragMoved(2.12, 800), S.DragEnded(2.14, -400)]); p.step([S.Tick(4)]); "
      + "S.stripLayout([50, 200, 40], 320, { widthMode: \"FILL\" }); S.rubberBand(50, 375); p.close(); };",
    "session();",
    ...script,
    'console.log("the script ran to its end");',
    "",
  ].join("\n"));
}

// --- what counts as answered --------------------------------------------------------

const SOURCE_LINES = readFileSync(new URL("../segpager.js", import.meta.url), "utf8").split("\n");
const CLASS_OF_STATUS = new Map(STATUSES.filter(([name]) => name in ERROR_CLASSES)
  .map(([name, code]) => [code, segpager.errors[ERROR_CLASSES[name]]]));

/** Whether a TypeError or RangeError is one of the door's own checks (its
 * line in segpager.js makes the error) rather than one the JavaScript
 * engine raised inside the door. */
function doorsOwn(error) {
  const match = /segpager\.js:(\d+):\d+/.exec(error.stack ?? "");
  if (!match) return false;
  const line = SOURCE_LINES[Number(match[1]) - 1] ?? "";
  return /new (Type|Range)Error\(/.test(line);
}

/** Why `error` is a finding, or null where it is an answer. */
function finding(error) {
  if (error instanceof SegPagerError) {
    const expected = CLASS_OF_STATUS.get(error.status) ?? SegPagerError;
    if (error.constructor !== expected) return `a ${error.constructor.name} with status ${error.status}`;
    if (typeof error.message !== "string" || error.message.length === 0) return "a SegPagerError with no message";
    return null;
  }
  if (error instanceof TypeError || error instanceof RangeError) return null;
  if (error instanceof WebAssembly.RuntimeError) return `the module trapped: ${error.message}`;
  return `an unexpected ${error?.constructor?.name ?? typeof error}: ${error?.message ?? String(error)}`;
}

// --- the known-good session --------------------------------------------------------


function session() {
  const pager = new Pager(WIDTHS, { viewportWidth: 375 });
  try {
    const frames = [
      pager.step([Tick(0)]),
      pager.step([TabTapped(0.01, 2), Tick(2)]),
      pager.step([DragBegan(2.1), DragMoved(2.12, 800), DragEnded(2.14, -400)]),
      pager.step([Tick(4)]),
    ];
    return JSON.stringify({
      frames: frames.map((frame) => [String(frame), frame.strip, frame.pages]),
      layout: segpager.stripLayout([50, 200, 40], 320, { widthMode: "FILL" }).frames,
      band: segpager.rubberBand(50, 375),
    });
  } finally {
    pager.close();
  }
}

const EXPECTED = session();

/** Null while the module answers as it did at the start, else why not. */
function unwell() {
  try {
    const band = segpager.rubberBand(50, 375);
    if (!(Math.abs(band - BAND) <= 1e-9)) return `rubberBand(50, 375) is ${band}, not ${BAND}`;
    const now = session();
    if (now !== EXPECTED) return `the known-good session changed:\n  was ${EXPECTED}\n  now ${now}`;
    return null;
  } catch (error) {
    return `the known-good session threw ${error?.constructor?.name}: ${error?.message}`;
  }
}

// --- the run --------------------------------------------------------------------------

const SLOW_MS = 5000;
const LOG_TAIL = 40;

const log = [];
const tally = { returned: 0, refused: 0, byClass: new Map(), engine: new Map() };
const started = performance.now();
let calls = 0;

function fail(reason) {
  writeScript();
  if (settings.script) console.error(`the calls as a script: node ${settings.script}`);
  const replay = `node bindings/js/tests/fuzz.mjs --seed ${settings.seed} --calls ${calls}`;
  console.error(`fuzz.mjs: FINDING after ${calls} call(s), seed ${settings.seed}: ${reason}`);
  console.error(`the last ${Math.min(LOG_TAIL, log.length)} of the calls that led to it:`);
  for (const line of log.slice(-LOG_TAIL)) console.error(`  ${line}`);
  console.error(`replay: ${replay} (--trace prints each call; --script FILE writes them as a script of their own)`);
  if (settings.out) {
    mkdirSync(settings.out, { recursive: true });
    const path = join(settings.out, `failure-${settings.seed}.txt`);
    writeFileSync(path, [`seed ${settings.seed}: ${reason}`, `replay: ${replay}`, "", ...log, ""].join("\n"));
    console.error(`every call: ${path}`);
  }
  process.exit(1);
}

const deadline = started + settings.seconds * 1000;
console.log(`fuzz.mjs: seed ${settings.seed}, `
  + `${settings.calls !== null ? `${settings.calls} calls` : `${settings.seconds} s`}`);
for (;;) {
  if (settings.calls !== null ? calls >= settings.calls : performance.now() >= deadline) break;
  let made;
  try {
    made = nextCall();
  } catch (error) {
    console.error(`fuzz.mjs: a bug of the fuzz's own (seed ${settings.seed}, call ${calls + 1}), not the door's:`);
    throw error;
  }
  const { name, args, run, after } = made;
  calls += 1;
  const line = `#${calls} ${name}(${args.map((a) => describe(a)).join(", ")})`;
  log.push(line);
  if (settings.script) script.push(statement(name, args, calls));
  if (settings.trace) console.log(line);
  const before = performance.now();
  try {
    const result = run(...args);
    if (result instanceof Promise) result.catch(() => {});
    tally.returned += 1;
    if (result instanceof Pager || result instanceof StripLayout) NAMES.set(result, `v${calls}`);
    after?.(result);
  } catch (error) {
    const why = finding(error);
    if (why) fail(`${line}\n  threw: ${why}\n  ${(error?.stack ?? "").split("\n").slice(1, 6).join("\n  ")}`);
    tally.refused += 1;
    const cls = error.constructor.name;
    tally.byClass.set(cls, (tally.byClass.get(cls) ?? 0) + 1);
    // (a method of no door object, as `3.step`, never reaches the door)
    const where = /^\s*at .*segpager\.js:(\d+)/m.exec(error.stack?.split("\n")[1] ?? "")?.[1];
    if ((error instanceof TypeError || error instanceof RangeError) && where && !doorsOwn(error)) {
      const key = `${cls} at segpager.js:${where}: ${error.message.replace(/\d+/g, "N").slice(0, 90)}`;
      if (!tally.engine.has(key)) tally.engine.set(key, { count: 0, example: line });
      tally.engine.get(key).count += 1;
      if (settings.strict) fail(`${line}\n  threw the engine's ${cls}, no check of the door's: ${error.message}`);
    }
  }
  const took = performance.now() - before;
  if (took > SLOW_MS) fail(`${line}\n  took ${Math.round(took)} ms`);
  if (calls % settings.checkEvery === 0) {
    if (settings.script) script.push("session();");
    const why = unwell();
    if (why) fail(`after ${line}:\n  ${why}`);
  }
}

const why = unwell();
if (why) fail(`at the end: ${why}`);
writeScript();
for (const { pager } of pagers) pager.close();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const classes = [...tally.byClass].sort((a, b) => b[1] - a[1]).map(([cls, n]) => `${cls} ${n}`).join(", ");
const memory = ((await segpager.init()).memory.buffer.byteLength / 2 ** 20).toFixed(0);
console.log(`fuzz.mjs: seed ${settings.seed}: ${calls} calls in ${seconds} s, ${tally.returned} returned, `
  + `${tally.refused} refused (${classes}); the module's memory ${memory} MiB; no finding`);
if (tally.engine.size && !settings.engine) {
  console.log(`fuzz.mjs: ${tally.engine.size} kind(s) of TypeError/RangeError came from the JavaScript engine `
    + "inside the door, not from a check of its own: --engine lists them, --strict fails on them");
} else if (tally.engine.size) {
  console.log(`fuzz.mjs: ${tally.engine.size} kind(s) of TypeError/RangeError came from the JavaScript engine `
    + "inside the door, not from a check of its own (--strict fails on them):");
  for (const [key, { count, example }] of [...tally.engine].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${count}× ${key}\n      e.g. ${example.slice(0, 200)}`);
  }
}
