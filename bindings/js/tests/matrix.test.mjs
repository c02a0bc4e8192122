// The bad-input matrix through the JavaScript door (issue #48), as
// bindings/c/tests/test_bad_input_matrix.c runs it through the C door:
// every field of every options struct in abi.js's OPTIONS, and every field
// of every event kind in EVENTS, is given the bad values its kind implies,
// through the door's own entry point for that struct. Each call must throw
// the door's class for the status (UnknownEnumError, OutOfRangeError,
// NotFiniteError, IndexOutOfRangeError, EventOrderError, or a TypeError
// where Python's door raises TypeError), with a message that names the field
// as JavaScript spells it, and the module must answer a good call after it.
// The cases come from the tables, not from a list here: a field the header
// gains is covered without an edit (and a struct no entry point reaches
// fails the test until it has one).
// SEGPAGER_WASM names the module (default: .build/wasm/segpager.wasm).

import assert from "node:assert/strict";
import { test } from "node:test";

import * as segpager from "../segpager.js";
import { WIDTHS, stillWhole } from "./door.mjs";

const {
  constants, ENUMS, EVENTS, LAYOUTS, OPTIONS, DampedSpring, PageGeometry, Pager, StripLayout, Tick, TabTapped,
  UnknownEnumError, OutOfRangeError, NotFiniteError, IndexOutOfRangeError, EventOrderError,
} = segpager;

await segpager.init(process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url));

const FRAMES = [[0, 100], [100, 100], [200, 100], [300, 100], [400, 60]];
const HEADER = { height: 200, pinnedHeight: 44 };

const layout = segpager.stripLayout(WIDTHS, 375);
const pages = new PageGeometry({ pageCount: 5, viewportWidth: 375 });

/** A pager for one call, closed after it. */
function withPager(body, options = { viewportWidth: 375 }) {
  const pager = new Pager(WIDTHS, options);
  try {
    pager.step([Tick(0)]);
    return body(pager);
  } finally {
    pager.close();
  }
}

// The setters of a pager's styles: Pager.set's names.
const PAGER_STYLES = {
  strip_style: "stripStyle", indicator_style: "indicatorStyle", appearance_style: "appearanceStyle",
  strip_offset_style: "stripOffsetStyle", paging_options: "pagingOptions",
};

/** Each options struct's entry points in the door: how a call takes the
 * struct's options object (`call(options)`), the valid options the bad
 * field goes into (`base`), and the argument's name in the door's messages
 * (`where`: "style.widthMode"). */
const ENTRIES = {
  strip_style: [
    { name: "stripLayout", where: "style", call: (o) => segpager.stripLayout(WIDTHS, 375, o) },
  ],
  indicator_style: [
    { name: "indicatorRect", where: "style", call: (o) => segpager.indicatorRect(layout, 0.5, o) },
    { name: "indicatorRects", where: "style", call: (o) => segpager.indicatorRects(layout, o) },
    { name: "stripState", where: "indicator", engine: "indicatorStyle",
      call: (o) => segpager.stripState(layout, 0.5, { indicator: o }) },
  ],
  appearance_style: [
    { name: "itemAppearances", where: "style", call: (o) => segpager.itemAppearances(layout, 0.5, o) },
  ],
  strip_offset_style: [
    { name: "stripOffset", where: "style", call: (o) => segpager.stripOffset(layout, 0.5, o) },
  ],
  snap_options: [
    { name: "scrollSnaps", where: "options", call: (o) => segpager.scrollSnaps(FRAMES, 300, o) },
    { name: "loopPoints", where: "options", call: (o) => segpager.loopPoints(FRAMES, 300, o) },
  ],
  page_geometry: [
    { name: "PageGeometry.position", where: "geometry", base: { pageCount: 5, viewportWidth: 375 },
      call: (o) => new PageGeometry(o).position(100) },
    { name: "pagingTarget", where: "pages", base: { pageCount: 5, viewportWidth: 375 },
      call: (o) => segpager.pagingTarget(new PageGeometry(o), 100, 0, 0) },
  ],
  spring: [
    { name: "DampedSpring.state", where: "spring", call: (o) => new DampedSpring(o).state(1, 0, 0.1) },
  ],
  paging_options: [
    { name: "pagingTarget", where: "options", call: (o) => segpager.pagingTarget(pages, 100, 0, 0, o) },
  ],
  header_style: [
    { name: "headerFrame", where: "style", base: HEADER, call: (o) => segpager.headerFrame(o, 375, 10) },
    { name: "Pager.setHeader", where: "style", base: HEADER,
      call: (o) => withPager((pager) => pager.setHeader({ style: o })) },
  ],
  header_section: [
    { name: "headerStackRanges", where: "sections[0]", base: { height: 100 },
      call: (o) => segpager.headerStackRanges([o]) },
    { name: "Pager.setHeader", where: "sections[0]", base: { height: 100 },
      call: (o) => withPager((pager) => pager.setHeader({ style: {}, sections: [o] })) },
  ],
  pager_configuration: [
    { name: "new Pager", where: "config", base: { pages: { viewportWidth: 375 } },
      call: (o) => new Pager(WIDTHS, o).close() },
    { name: "new Pager({ preset })", where: "config", base: { preset: "ANDROID", pages: { viewportWidth: 375 } },
      call: (o) => new Pager(WIDTHS, o).close() },
  ],
  pager_header: [
    { name: "Pager.setHeader", where: "options", call: (o) => withPager((pager) => pager.setHeader({ style: HEADER,
      ...o })) },
  ],
};
for (const [struct, setter] of Object.entries(PAGER_STYLES)) {
  const where = struct === "paging_options" ? "options" : "style";
  ENTRIES[struct].push(
    { name: `Pager.set("${setter}")`, where, call: (o) => withPager((pager) => pager.set(setter, o)) },
    { name: `new Pager({ ${setter} })`, where,
      call: (o) => new Pager(WIDTHS, { viewportWidth: 375, [setter]: o }).close() },
  );
}

// strip_geometry is no options object of the door: a StripLayout's own
// values (direction, contentWidth, ...) fill it, and the indicator's
// `height` option its height; its count is the frames' length.
const GEOMETRY_FROM_FRAMES = new Set(["count"]);
const GEOMETRY_OPTIONS = new Set(["height"]);
ENTRIES.strip_geometry = [{
  name: "indicatorRect(layout)", where: "layout", engine: "strip", geometry: true,
  call: ([path, value]) => {
    if (GEOMETRY_OPTIONS.has(path)) return segpager.indicatorRect(layout, 0.5, {}, { [path]: value });
    const spoilt = Object.assign(Object.create(StripLayout.prototype), layout);
    assert.ok(Object.hasOwn(layout, path), `strip_geometry.${path}: no StripLayout value fills it`);
    spoilt[path] = value;
    return segpager.indicatorRect(spoilt, 0.5);
  },
}];

/** `base` (an options object, nested) with `path` set to `value`, copied. */
function withPath(base, path, value) {
  const result = structuredClone(base ?? {});
  const parts = path.split(".");
  let node = result;
  for (const part of parts.slice(0, -1)) node = node[part] = { ...node[part] };
  node[parts.at(-1)] = value;
  return result;
}

const I32 = [-(2 ** 31), 2 ** 31 - 1];
const U32 = [0, 2 ** 32 - 1];

/** The bad values a field of `kind` (an enum family's name, "i32", "u32",
 * "f64", "bool") takes, each with the class the door throws for it:
 * Python's door's rules (an integer that does not fit its C type is an
 * OutOfRangeError, a number that is no integer a TypeError, a value of the
 * wrong type a TypeError; NaN and the infinities reach the engine, which
 * answers E_NOT_FINITE), and the JavaScript door's own (a BigInt is no
 * option's value; a boolean option takes only booleans, as its type says). */
function badValues(kind) {
  const integers = (low, high) => [
    [high + 1, OutOfRangeError], [low - 1, OutOfRangeError], [2 ** 53, OutOfRangeError],
    [1.5, TypeError], [NaN, TypeError], [Infinity, TypeError], [-Infinity, TypeError],
    [BigInt(high) + 1n, TypeError], [1n, TypeError], [{}, TypeError], [[1], TypeError],
  ];
  if (kind in ENUMS) {
    // a string is a member's name: one the family lacks is unknown, and
    // so are the names every object has ("toString" was 0 before #48)
    const values = Object.values(ENUMS[kind]);
    return [
      [99, UnknownEnumError], [Math.max(...values) + 1, UnknownEnumError], [-1, UnknownEnumError],
      [I32[1], UnknownEnumError], [I32[0], UnknownEnumError], ["NO_SUCH_MEMBER", UnknownEnumError],
      ["1", UnknownEnumError], ["toString", UnknownEnumError], ["constructor", UnknownEnumError],
      ["__proto__", UnknownEnumError], ["", UnknownEnumError],
      ...integers(...I32),
    ];
  }
  switch (kind) {
    case "i32": return [["1", TypeError], ...integers(...I32)];
    case "u32": return [[-1, OutOfRangeError], ["1", TypeError], ...integers(...U32)];
    case "f64": return [
      [NaN, NotFiniteError], [Infinity, NotFiniteError], [-Infinity, NotFiniteError],
      ["1", TypeError], [1n, TypeError], [{}, TypeError], [true, TypeError],
    ];
    case "bool": return [
      [2, TypeError], [1, TypeError], [0, TypeError], [-1, TypeError], ["yes", TypeError], [null, TypeError],
      [1n, TypeError], [{}, TypeError],
    ];
    default: throw new Error(`a field kind the matrix does not know: ${kind}`);
  }
}

/** A value as a case's name shows it. */
function show(value) {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  return JSON.stringify(value) ?? String(value);
}

/** `text` matched as itself in a RegExp. */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Asserts that `call` throws `cls` (not a plainer class, never a trap)
 * with a message naming one of `names`. */
function assertRefused(call, cls, names, what) {
  let thrown = null;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown !== null, `${what}: accepted`);
  assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${what}: trapped: ${thrown.message}`);
  assert.equal(thrown.constructor, cls,
    `${what}: threw ${thrown.constructor.name} (${thrown.message}), not ${cls.name}`);
  const named = names.some((name) => new RegExp(`(^|[\\s(])${escape(name)}(:|\\s|$)`).test(thrown.message));
  assert.ok(named, `${what}: the message names none of ${names.join(", ")}: ${thrown.message}`);
  return thrown;
}

let optionCases = 0;

test("every options struct in OPTIONS has an entry point in the door", () => {
  assert.deepEqual(Object.keys(OPTIONS).filter((struct) => !(struct in ENTRIES)), []);
  assert.deepEqual(Object.keys(ENTRIES).filter((struct) => !(struct in OPTIONS)), []);
});

for (const [struct, rows] of Object.entries(OPTIONS)) {
  for (const entry of ENTRIES[struct] ?? []) {
    test(`${struct} through ${entry.name}: every field's bad values are refused, naming the field`, () => {
      const call = (path, value) => (entry.geometry ? entry.call([path, value]) : entry.call(withPath(entry.base,
        path, value)));
      // the valid call, so each refusal below is the bad field's
      if (entry.geometry) segpager.indicatorRect(layout, 0.5); else entry.call(structuredClone(entry.base ?? {}));
      let cases = 0;
      for (const [path, field, kind] of rows) {
        if (entry.geometry && GEOMETRY_FROM_FRAMES.has(path)) continue;
        // the door's words; where the engine refuses the value, its
        // argument's name in JavaScript's spelling may stand for the door's
        const names = [`${entry.where}.${path}`, ...(entry.engine ? [`${entry.engine}.${path}`] : [])];
        if (entry.geometry && GEOMETRY_OPTIONS.has(path)) names.push(path);
        for (const [value, cls] of badValues(kind)) {
          const what = `${entry.name}: ${struct}.${field} (${entry.where}.${path}) = ${show(value)}`;
          assertRefused(() => call(path, value), cls, names, what);
          // still answering: the same call with good options
          if (entry.geometry) segpager.indicatorRect(layout, 0.5); else entry.call(structuredClone(entry.base ?? {}));
          cases += 1;
        }
      }
      // a key no field has is unknown, the names every object has among them
      for (const key of entry.geometry ? [] : ["nope", "constructor", "toString", "valueOf"]) {
        const options = { ...structuredClone(entry.base ?? {}), ...JSON.parse(`{ "${key}": {} }`) };
        assertRefused(() => entry.call(options), TypeError, [`${entry.where}:`],
          `${entry.name}: ${struct} with the key ${key}`);
        cases += 1;
      }
      optionCases += cases;
      stillWhole(`${struct} through ${entry.name}`);
    });
  }
}

// --- events -------------------------------------------------------------------

// The event slots' C scalars (segpager_event's layout).
const SLOT_SCALAR = Object.fromEntries(Object.entries(LAYOUTS.event.fields)
  .map(([slot, [, scalar]]) => [slot, scalar]));
// An event field that holds an enum: the family named for it (region: PointerRegion), as the door reads it.
const familyOf = (label) => Object.keys(ENUMS).find((name) => name.endsWith(label[0].toUpperCase() + label.slice(1)));

/** An event of `kind` with good values (its defaults, else 0 for an
 * index or a region and 10 for a length), at `time`. */
function goodEvent(kind, time) {
  const event = { type: kind.json, time };
  for (const [label, slot] of kind.fields) {
    event[label] = kind.defaults[label] ?? (SLOT_SCALAR[slot] === "f64" ? 10 : 0);
  }
  for (const [label] of kind.flags) event[label] = kind.defaults[label] ?? false;
  return event;
}

/** Each bad value of an event field, with its class: the C scalar decides
 * (an index may also be past the items: IndexOutOfRangeError). */
function badEventValues(label, slot) {
  const scalar = SLOT_SCALAR[slot];
  if (scalar === "f64") {
    return [
      [NaN, NotFiniteError], [Infinity, NotFiniteError], [-Infinity, NotFiniteError],
      ["1", TypeError], [1n, TypeError], [{}, TypeError], [true, TypeError],
    ];
  }
  const family = familyOf(label);
  const outside = family ? UnknownEnumError : IndexOutOfRangeError;
  return [
    [2 ** 31, OutOfRangeError], [-(2 ** 31) - 1, OutOfRangeError], [2 ** 32 + 3, OutOfRangeError],
    [2 ** 53, OutOfRangeError], [-2, outside], [99, outside], [2 ** 31 - 1, outside],
    [1.5, TypeError], [NaN, TypeError], [Infinity, TypeError], [2n, TypeError],
    [2n ** 64n, TypeError], [true, TypeError], [{}, TypeError],
    // a region may be its member's name
    ...(family ? [["NO_SUCH_MEMBER", UnknownEnumError], ["toString", UnknownEnumError], ["1", UnknownEnumError]]
      : [["1", TypeError]]),
  ];
}

// An event's time: finite, within constants.MAX_TIME, not before the event before it.
const BAD_TIMES = [
  [NaN, NotFiniteError], [Infinity, NotFiniteError], [-Infinity, NotFiniteError],
  [constants.MAX_TIME * 2, OutOfRangeError], [-constants.MAX_TIME * 2, OutOfRangeError],
  [-1, EventOrderError], ["1", TypeError], [1n, TypeError], [undefined, TypeError], [null, TypeError],
];

let eventCases = 0;

test("every event kind's time and fields through Pager.step: refused, naming the field", () => {
  withPager((pager) => {
    let time = 1;
    const good = () => {
      time += 0.01;
      pager.step([Tick(time)]);
    };
    for (const kind of EVENTS) {
      // the good event first, so each refusal below is the bad value's
      time += 0.01;
      pager.step([goodEvent(kind, time)]);
      for (const [value, cls] of BAD_TIMES) {
        const event = { ...goodEvent(kind, time), time: value };
        // events[1]: after a good event, as a front end sends them
        assertRefused(() => pager.step([Tick(time), event]), cls, ["events[1].time"],
          `${kind.name}.time = ${show(value)}`);
        good();
        eventCases += 1;
      }
      for (const [label, slot] of kind.fields) {
        for (const [value, cls] of badEventValues(label, slot)) {
          const event = { ...goodEvent(kind, time + 0.01), [label]: value };
          // the door's words (the field's label), or the engine's for its
          // slot of segpager_event where the engine refuses it
          const names = [`events[0].${label}`, `events[0].${slot}`];
          assertRefused(() => pager.step([event]), cls, names, `${kind.name}.${label} = ${show(value)}`);
          good();
          eventCases += 1;
        }
      }
    }
  });
  stillWhole("events");
});

test("a section's scrollFlags (its flags with BY_FLAGS) are a uint32_t, as Python's scroll_flags", () => {
  const byFlags = ENUMS.HeaderSectionBehavior.BY_FLAGS;
  for (const [value, cls] of badValues("u32")) {
    // the door's words, or the engine's for the field it fills (flags)
    assertRefused(() => segpager.headerStackRanges([{ height: 100, behavior: byFlags, scrollFlags: value }]), cls,
      ["sections[0].scrollFlags", "sections[0].flags"], `scrollFlags = ${show(value)}`);
    optionCases += 1;
  }
  // Python's words: -1 is no uint32_t (it was 0xffffffff, all the bits)
  assert.throws(() => segpager.headerStackRanges([{ height: 100, behavior: byFlags, scrollFlags: -1 }]),
    { name: "OutOfRangeError", message: "sections[0].scrollFlags: must fit in uint32_t (got -1)" });
  // a bit past AppBarLayout's six, inside uint32_t: the engine's E_RANGE
  assertRefused(() => segpager.headerStackRanges([{ height: 100, behavior: byFlags, scrollFlags: 2 ** 31 }]),
    OutOfRangeError, ["sections[0].scrollFlags", "sections[0].flags"], "scrollFlags = 2**31");
  assert.equal(segpager.headerStackRanges([{ height: 100, behavior: byFlags, scrollFlags: 0x3f }]).height, 100);
  // C's own name is no option here (it was taken, then overwritten by snaps)
  for (const flags of [0, 1, 0x3f]) {
    assert.throws(() => segpager.headerStackRanges([{ height: 100, flags }]),
      { name: "TypeError", message: /^sections\[0\]: unknown option 'flags'/ });
    optionCases += 1;
  }
  stillWhole("scrollFlags");
});

test("the matrix ran its cases", (t) => {
  t.diagnostic(`${optionCases} option cases, ${eventCases} event cases`);
  // options: every field of 13 structs through 29 entry points, 7 to 23
  // values a field, and 4 unknown keys an entry; events: 20 kinds' times
  // and 26 fields (4,486 and 405 when this was written)
  assert.ok(optionCases >= 4000, `only ${optionCases} option cases ran`);
  assert.ok(eventCases >= 380, `only ${eventCases} event cases ran`);
});
