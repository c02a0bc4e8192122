// segpager for JavaScript: the engine as a WebAssembly module (`make wasm`),
// with the same concepts and shape as the Python and Swift doors. An ES
// module with no dependencies; it runs in browsers and in node.
//
//   import { init, stripLayout, Pager, Tick, DragBegan, WidthMode } from "./segpager.js";
//   await init();                                   // loads segpager.wasm beside this file
//   stripLayout([50, 200, 40], 320, { widthMode: WidthMode.FILL }).frames.map((f) => f.width);
//   // [60, 200, 60]
//
// The ABI facts (constants, enums, wasm32 struct layouts, option paths,
// event kinds) come from generated/abi.js, generated from segpager.h: this file holds
// no offset and no field list of its own.

import {
  constants, ENUMS, ERROR_CLASSES, EVENTS, LAYOUTS, OPTIONS, STATUSES, VERSION,
} from "./generated/abi.js";

export * from "./generated/abi.js";

const NONE = constants.NONE;
/** Each status's code by name (`STATUS.E_RANGE` is -2). */
export const STATUS = Object.freeze(Object.fromEntries(STATUSES.map(([name, code]) => [name, code])));
const STATUS_BY_CODE = new Map(STATUSES.map(([name, code, text]) => [code, { name, text }]));

// --- errors ---------------------------------------------------------------

/** A segpager call failed; `status` is the C status code, `statusName` its
 * SEGPAGER_ name, `description` the header's sentence for it. */
export class SegPagerError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    const known = STATUS_BY_CODE.get(status);
    this.statusName = known ? `SEGPAGER_${known.name}` : "SEGPAGER_UNKNOWN";
    this.description = known ? known.text : "an unknown status";
  }
}

/** The error class of each failing status, named as in Python
 * (`OutOfRangeError` for SEGPAGER_E_RANGE, ...). */
export const errors = {};
const ERROR_BY_CODE = new Map();
for (const [status, className] of Object.entries(ERROR_CLASSES)) {
  const code = STATUS[status];
  const cls = { [className]: class extends SegPagerError {} }[className];
  errors[className] = cls;
  ERROR_BY_CODE.set(code, cls);
}
Object.freeze(errors);
export const {
  NullPointerError, OutOfRangeError, NotFiniteError, CapacityError, UnknownEnumError,
  StructSizeError, IndexOutOfRangeError, EventOrderError, HandleError,
} = errors;

// --- the module -------------------------------------------------------------

let wasm = null; // the module's exports
let heap = null; // views of its memory, renewed when it grows

// A module of one function that splats and counts bits in a v128: valid
// only where the engine has WebAssembly SIMD, which segpager.wasm uses.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/** Loads and instantiates segpager.wasm. `source` is a URL or path, bytes
 * (ArrayBuffer, typed array), a Response, or a WebAssembly.Module; by
 * default segpager.wasm beside this file. Resolves to the exports; every
 * call, in flight or after, resolves to the one module (the first call's
 * `source`); after a failure a later call tries again. Rejects, saying so,
 * where the engine has no WebAssembly SIMD (before Chrome 91, Firefox 89,
 * Safari 16.4). */
export function init(source = new URL("segpager.wasm", import.meta.url)) {
  if (wasm) return Promise.resolve(wasm);
  // One instantiation in flight: two callers awaiting init() at once get
  // the same module (a second one would replace the first under views and
  // pagers made from it).
  loading ??= load(source).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

let loading = null; // the promise of the module while init() is in flight

const ABSENT = new Proxy(Object.create(null), {
  get(_, name) {
    if (typeof name !== "string" || !name.startsWith("segpager_")) return undefined;
    return () => {
      throw new Error(`${name} is not in the module init() loaded: seg-pager.wasm, the element's, holds a Pager ` +
        "and its events only; for the whole door load segpager.wasm (init(url) before the first <seg-pager> " +
        "connects, or SegPagerElement.moduleURL)");
    };
  },
});

async function load(source) {
  if (!WebAssembly.validate(SIMD_PROBE)) {
    throw new Error("segpager.wasm needs WebAssembly SIMD (Chrome 91, Firefox 89, Safari 16.4, node 16.4 or later)");
  }
  let module = source;
  if (!(source instanceof WebAssembly.Module)) {
    let bytes = source;
    if (typeof source === "string" || source instanceof URL) {
      const url = source instanceof URL ? source : new URL(source, import.meta.url);
      if (url.protocol === "file:" || typeof fetch !== "function") {
        const { readFile } = await import("node:fs/promises");
        bytes = await readFile(url);
      } else {
        bytes = await fetch(url);
      }
    }
    if (typeof Response !== "undefined" && bytes instanceof Response) {
      // Compiled while it downloads where the server says application/wasm;
      // else (another type, an old engine) from the whole body.
      const type = bytes.headers.get("content-type") ?? "";
      if (typeof WebAssembly.compileStreaming === "function" && type.startsWith("application/wasm")) {
        module = await WebAssembly.compileStreaming(bytes);
      } else {
        bytes = await bytes.arrayBuffer();
      }
    }
    if (!(module instanceof WebAssembly.Module)) module = await WebAssembly.compile(bytes);
  }
  const instance = await WebAssembly.instantiate(module, {});
  // The exports as own properties over a prototype that answers any other
  // segpager_ name: seg-pager.wasm, the element's module, has only what a
  // Pager calls, and a stateless function asked of it says which module to
  // load instead of "is not a function".
  wasm = Object.assign(Object.create(ABSENT), instance.exports);
  heap = null; // views of this module's memory only
  const version = readString(wasm.segpager_version_string());
  if (version !== VERSION) {
    wasm = null;
    heap = null;
    throw new Error(`segpager.wasm is version ${version}, segpager.js is ${VERSION}: rebuild with make wasm`);
  }
  loading = null;
  return wasm;
}

function api() {
  if (!wasm) throw new Error("segpager: await init() before the first call");
  return wasm;
}

function views() {
  // A grown memory detaches the old buffer (its byteLength becomes 0): only
  // then are the views made again (memory.buffer itself is a slow getter).
  if (heap && heap.buffer.byteLength !== 0) return heap;
  const buffer = api().memory.buffer;
  if (!heap || heap.buffer !== buffer) {
    heap = {
      buffer,
      u8: new Uint8Array(buffer),
      i32: new Int32Array(buffer),
      u32: new Uint32Array(buffer),
      f64: new Float64Array(buffer),
      i64: new BigInt64Array(buffer),
    };
  }
  return heap;
}

function readString(pointer) {
  if (!pointer) return "";
  const bytes = views().u8;
  let end = pointer;
  while (bytes[end] !== 0) end += 1;
  return new TextDecoder().decode(bytes.subarray(pointer, end));
}

/** Memory in the module for one call: `alloc` hands out 8-aligned blocks,
 * `free` returns them all. */
class Scratch {
  constructor() {
    this.blocks = [];
  }
  alloc(bytes) {
    const pointer = allocate(bytes);
    this.blocks.push(pointer);
    return pointer;
  }
  free() {
    for (const pointer of this.blocks) wasm.free(pointer);
    this.blocks.length = 0;
  }
}

/** A RangeError, as out of memory, for `bytes` the module's 32-bit size_t
 * cannot ask for (allocate's check, before anything is made). */
function checkSize(bytes) {
  if (!(Number.isSafeInteger(bytes) && bytes >= 0 && bytes < 2 ** 31)) {
    throw new RangeError(`segpager: the module is out of memory (${bytes} bytes asked for)`);
  }
}

/** `bytes` of the module's memory, zeroed. The module's size_t has 32
 * bits: a size past 2 GiB would wrap in the call (4 GiB + 32 bytes asks
 * for 32), and the zero-fill after it would overwrite the module's memory.
 * It is refused here, as out of memory. */
function allocate(bytes) {
  checkSize(bytes);
  const pointer = api().malloc(Math.max(8, bytes));
  if (!pointer) throw new RangeError(`segpager: the module is out of memory (${bytes} bytes)`);
  views().u8.fill(0, pointer, pointer + bytes);
  return pointer;
}

function withScratch(body) {
  const scratch = new Scratch();
  try {
    return body(scratch);
  } finally {
    scratch.free();
  }
}

// --- errors from statuses ---------------------------------------------------

// A C field of a nested struct by its JavaScript path, for the messages:
// "config.spring_response" reads "config.settleSpring.response".
const PATH_OF = {};
for (const [struct, rows] of Object.entries(OPTIONS)) {
  PATH_OF[struct] = Object.fromEntries(rows.map(([path, field]) => [field, path]));
}
const NESTED_ARGUMENTS = { config: "pager_configuration", options: "paging_options" };

/** A library message in JavaScript's words: its field path ("segpager_x:
 * config.spring_response: must be ...") by the JavaScript path
 * (config.settleSpring.response, items[0].contentWidth). */
function jsWords(message) {
  const match = /^(\w+: )([\w.[\]]+)(: [\s\S]*)$/.exec(message);
  if (!match) return message;
  const [, call, path, rest] = match;
  const [argument, ...fields] = path.split(".");
  const struct = NESTED_ARGUMENTS[argument];
  const nested = struct && fields.length === 1 ? PATH_OF[struct][fields[0]] : undefined;
  const words = nested ? [argument, nested] : [argument, ...fields].map(camel);
  return call + words.join(".") + rest;
}

function camel(snake) {
  return snake.replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());
}

/** The error for a failed call of `name`: the library's message (the field,
 * the rule, the value) in JavaScript's field names, else the status's
 * sentence. */
function errorFor(status, name) {
  const known = STATUS_BY_CODE.get(status) ?? { name: "UNKNOWN", text: "an unknown status" };
  const detail = readString(wasm.segpager_last_error_message());
  const label = `SEGPAGER_${known.name}`;
  const message = detail.startsWith(`${name}: `) && detail !== `${name}: ${known.text}`
    ? `${jsWords(detail)} (${label})`
    : `${name}: ${known.text} (${label})`;
  const cls = ERROR_BY_CODE.get(status) ?? SegPagerError;
  return new cls(message, status);
}

function check(status, name) {
  if (status < 0) throw errorFor(status, name);
  return status;
}

// --- structs ----------------------------------------------------------------

const SIZE = Object.fromEntries(Object.entries(LAYOUTS).map(([name, l]) => [name, l.size]));
const AT = Object.fromEntries(
  Object.entries(LAYOUTS).map(([name, l]) => [name, Object.fromEntries(
    Object.entries(l.fields).map(([field, [offset]]) => [field, offset]))]),
);

function writeField(kind, address, value) {
  const h = views();
  switch (kind) {
    case "f64": h.f64[address >> 3] = value; break;
    case "i64": h.i64[address >> 3] = BigInt(value); break;
    case "u32": h.u32[address >> 2] = value; break;
    default: h.i32[address >> 2] = value; break; // i32, an enum, a bool, a pointer
  }
}

// Each options struct's fields as a tree of JavaScript paths.
const OPTION_TREES = {};
for (const [struct, rows] of Object.entries(OPTIONS)) {
  const tree = {};
  for (const [path, field, kind, offset, scalar, none] of rows) {
    const parts = path.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = { field, kind, offset, scalar, none };
  }
  OPTION_TREES[struct] = tree;
}

function optionValue(kind, value, where, scalar = "i32") {
  if (kind === "bool") {
    if (typeof value !== "boolean") throw new TypeError(`${where}: expected a boolean, got ${typeof value}`);
    return value ? 1 : 0;
  }
  const family = ENUMS[kind];
  if (family && typeof value === "string") {
    // a member's name, or in lower case as SPECs and recordings spell it
    // ("fill", "visible_count"); own members only: "toString" is in every
    // object, and would be 0
    const name = value === value.toLowerCase() ? value.toUpperCase() : value;
    if (!Object.hasOwn(family, name)) {
      throw new UnknownEnumError(`${where}: ${JSON.stringify(value)} is no ${kind} (${Object.keys(family).join(", ")}, `
        + "or in lower case)", STATUS.E_ENUM);
    }
    return family[name];
  }
  if (typeof value !== "number") throw new TypeError(`${where}: expected a number, got ${typeof value}`);
  return scalar === "f64" ? value : toInteger(where, value, scalar);
}

// Each integer scalar's range: what its C type holds.
const INTEGER_RANGES = { i32: [-(2 ** 31), 2 ** 31 - 1, "int32_t"], u32: [0, 2 ** 32 - 1, "uint32_t"] };

/** `value` as an integer of the C type `scalar` (i32 by default), checked as
 * Python's door checks it: not an integer is a TypeError, outside the type
 * an OutOfRangeError naming it (a typed array would wrap 2**32 + 3 to 3,
 * or 1.9 to 1). */
function toInteger(where, value, scalar = "i32") {
  if (!Number.isInteger(value)) throw new TypeError(`${where}: expected an integer, got ${value}`);
  const [low, high, type] = INTEGER_RANGES[scalar] ?? INTEGER_RANGES.i32;
  if (value < low || value > high) {
    throw new OutOfRangeError(`${where}: must fit in ${type} (got ${value})`, STATUS.E_RANGE);
  }
  return value;
}

/** Writes an options struct at `pointer`: its `_init` defaults, then each
 * value of `options`, a plain object nested as Swift's value (`{ settleSpring:
 * { response: 0.3 } }`). An enum takes its value (`WidthMode.FILL`) or its
 * member's name (`"FILL"`); a field Swift holds as an Optional takes null
 * (`listMaxOffset: null` is unbounded); an unknown key is a TypeError. */
function writeOptions(struct, pointer, options, where, initialise = true) {
  if (initialise) check(api()[`segpager_${struct}_init`](pointer), `segpager_${struct}_init`);
  if (options === undefined || options === null) return;
  const walk = (node, values, prefix) => {
    if (typeof values !== "object" || Array.isArray(values)) {
      throw new TypeError(`${where}${prefix ? "." + prefix : ""}: expected an object of options`);
    }
    for (const [key, value] of Object.entries(values)) {
      const path = prefix ? `${prefix}.${key}` : key;
      // own keys only: "constructor" or "toString" is in every object
      const leaf = Object.hasOwn(node, key) ? node[key] : undefined;
      if (leaf === undefined) throw new TypeError(`${where}: unknown option '${path}'`);
      if (value === undefined) continue;
      if (typeof leaf.field === "string") {
        // null: the field's "none" (Swift's nil: no limit, unbounded), where it has one
        const given = value === null && leaf.none !== undefined ? leaf.none : value;
        writeField(leaf.scalar, pointer + leaf.offset,
          optionValue(leaf.kind, given, `${where}.${path}`, leaf.scalar));
      } else {
        walk(leaf, value, path);
      }
    }
  };
  walk(OPTION_TREES[struct], options, "");
}

/** An options struct read back as a nested object (`pager.configuration`). */
function readOptions(struct, pointer) {
  const h = views();
  const result = {};
  for (const [path, , kind, offset, scalar] of OPTIONS[struct]) {
    let value = scalar === "f64" ? h.f64[(pointer + offset) >> 3]
      : scalar === "u32" ? h.u32[(pointer + offset) >> 2] : h.i32[(pointer + offset) >> 2];
    if (kind === "bool") value = value !== 0;
    const parts = path.split(".");
    let node = result;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = value;
  }
  return result;
}

function finite(name, value) {
  if (typeof value !== "number") throw new TypeError(`${name}: expected a number, got ${typeof value}`);
  return value;
}

// The four widths of an item: a number is its title's width, an object
// names them as ItemMetrics does.
const METRICS = ["contentWidth", "selectedContentWidth", "subtitleWidth", "selectedSubtitleWidth"];

function writeMetrics(pointer, item, where) {
  const f64 = views().f64;
  const at = pointer >> 3;
  if (typeof item === "number") {
    f64[at] = item;
    f64[at + 1] = 0;
    f64[at + 2] = 0;
    f64[at + 3] = 0;
    return;
  }
  if (typeof item !== "object" || item === null) {
    throw new TypeError(`${where}: expected a width or an item object, got ${item === null ? "null" : typeof item}`);
  }
  for (const key of Object.keys(item)) {
    if (key !== "id" && !METRICS.includes(key)) throw new TypeError(`${where}: unknown item field '${key}'`);
  }
  METRICS.forEach((key, k) => {
    f64[at + k] = item[key] === undefined ? 0 : finite(`${where}.${key}`, item[key]);
  });
}

// --- stateless maths ----------------------------------------------------------

/** A tab strip laid out in one call (`segpager_strip_layout`): `contentWidths`
 * are the titles' measured widths, `style` a StripStyle as an object.
 * Returns `{ frames: [{x, width}], contentWidth, scrolls, hitTest(x) }`. */
export function stripLayout(contentWidths, viewportWidth, style = {}, widths = {}) {
  const count = sequence("contentWidths", contentWidths).length;
  const { selectedWidths, subtitleWidths, selectedSubtitleWidths } = named("widths", widths);
  for (const [name, column] of Object.entries({ selectedWidths, subtitleWidths, selectedSubtitleWidths })) {
    if (column !== undefined) sequence(`widths.${name}`, column);
  }
  return withScratch((scratch) => {
    const stylePointer = scratch.alloc(SIZE.strip_style);
    writeOptions("strip_style", stylePointer, style, "style");
    const items = scratch.alloc(count * SIZE.item_metrics);
    const columns = [contentWidths, selectedWidths, subtitleWidths, selectedSubtitleWidths];
    for (let i = 0; i < count; i += 1) {
      const item = {};
      METRICS.forEach((key, k) => {
        if (columns[k] !== undefined) item[key] = finite(`${key}[${i}]`, columns[k][i]);
      });
      writeMetrics(items + i * SIZE.item_metrics, item, `contentWidths[${i}]`);
    }
    const frames = scratch.alloc(count * SIZE.item_frame);
    const out = scratch.alloc(24);
    check(api().segpager_strip_layout(stylePointer, items, count, finite("viewportWidth", viewportWidth),
      frames, count, out, out + 8, out + 16), "segpager_strip_layout");
    const h = views();
    const made = [];
    for (let i = 0; i < h.u32[out >> 2]; i += 1) {
      const at = (frames + i * SIZE.item_frame) >> 3;
      made.push(new ItemFrame(h.f64[at], h.f64[at + 1]));
    }
    const padding = (key) => h.f64[(stylePointer + AT.strip_style[key]) >> 3];
    return new StripLayout(made, h.f64[(out + 8) >> 3], h.i32[(out + 16) >> 2] !== 0, viewportWidth,
      h.i32[(stylePointer + AT.strip_style.direction) >> 2],
      padding("item_padding") + padding("item_leading_padding"),
      padding("item_padding") + padding("item_trailing_padding"),
      h.f64.slice(items >> 3, (items >> 3) + 4 * count));
  });
}

// Each StripLayout's item metrics (four widths an item), which the strip's
// geometry points at: the layout's own, not a public field.
const METRICS_OF = new WeakMap();

/** A laid-out strip: its items' frames, its content width, whether it
 * scrolls, and what the strip's other functions read from the layout (its
 * viewport, direction and the items' content insets), as Python's. */
export class StripLayout {
  constructor(frames, contentWidth, scrolls, viewportWidth = contentWidth, direction = ENUMS.Direction.LTR,
    contentLeadingInset = 0, contentTrailingInset = 0, metrics = null) {
    this.frames = frames;
    this.contentWidth = contentWidth;
    this.scrolls = scrolls;
    this.viewportWidth = viewportWidth;
    this.direction = direction;
    /** how far each item's content sits in from its leading edge
     * (itemPadding + itemLeadingPadding) and from its trailing edge */
    this.contentLeadingInset = contentLeadingInset;
    this.contentTrailingInset = contentTrailingInset;
    if (metrics !== null) METRICS_OF.set(this, metrics);
  }

  /** The index of the item under content x (`segpager_strip_hit_test`), or
   * null. */
  hitTest(x) {
    const [index] = outputs("segpager_strip_hit_test", ["i32"],
      (scratch) => [writeFrames(scratch, this.frames, "frames"), this.frames.length, finite("x", x)]);
    return optional(index);
  }

  /** The items visible in (stripOffset, stripOffset + viewportWidth)
   * (`segpager_strip_visible_range`): `{ start, stop }` as Python's range,
   * both 0 when none is. */
  visibleRange(stripOffset, viewportWidth) {
    const [first, last] = outputs("segpager_strip_visible_range", ["i32", "i32"], (scratch) => [
      writeFrames(scratch, this.frames, "frames"), this.frames.length, finite("stripOffset", stripOffset),
      finite("viewportWidth", viewportWidth)]);
    return first === NONE ? { start: 0, stop: 0 } : { start: first, stop: last + 1 };
  }
}

/** The strip as the position functions read it (a segpager_strip_geometry
 * in the module, pointing at copies of the frames and metrics). */
function stripGeometry(scratch, layout, height) {
  if (!(layout instanceof StripLayout)) {
    throw new TypeError(`layout must be a StripLayout, not ${typeName(layout)}`);
  }
  sequence("layout.frames", layout.frames);
  const strip = scratch.alloc(SIZE.strip_geometry);
  writeOptions("strip_geometry", strip, {
    direction: layout.direction, count: layout.frames.length, contentWidth: layout.contentWidth,
    viewportWidth: layout.viewportWidth, height: finite("height", height),
    contentLeadingInset: layout.contentLeadingInset, contentTrailingInset: layout.contentTrailingInset,
  }, "layout");
  const frames = writeFrames(scratch, layout.frames, "layout.frames");
  views().u32[(strip + AT.strip_geometry.frames) >> 2] = frames;
  const metrics = METRICS_OF.get(layout);
  if (metrics !== undefined && metrics.length === 4 * layout.frames.length) {
    const items = scratch.alloc(metrics.length * 8);
    views().f64.set(metrics, items >> 3);
    views().u32[(strip + AT.strip_geometry.items) >> 2] = items;
  }
  return strip;
}

/** Item frames (ItemFrame objects or [x, width] pairs) as packed doubles in
 * the module. */
function writeFrames(scratch, frames, where) {
  const pointer = scratch.alloc(sequence(where, frames).length * SIZE.item_frame + 8);
  const f64 = views().f64;
  Array.from(frames).forEach((frame, i) => {
    const pair = Array.isArray(frame) ? frame : [frame?.x, frame?.width];
    f64[(pointer >> 3) + 2 * i] = finite(`${where}[${i}].x`, pair[0]);
    f64[(pointer >> 3) + 2 * i + 1] = finite(`${where}[${i}].width`, pair[1]);
  });
  return pointer;
}

/** One checked call of a stateless function: `args(scratch)` lays out its
 * arguments, then one 8-byte out-pointer follows per `kinds` entry ("f64" or
 * "i32"); returns the outputs in order. */
function outputs(name, kinds, args) {
  return withScratch((scratch) => {
    const out = scratch.alloc(8 * kinds.length);
    check(api()[name](...args(scratch), ...kinds.map((_, k) => out + 8 * k)), name);
    const h = views();
    return kinds.map((kind, k) => (kind === "f64" ? h.f64[(out >> 3) + k] : h.i32[(out >> 2) + 2 * k]));
  });
}

/** An options struct of `struct` written in the scratch memory. */
function optionsIn(scratch, struct, values, where) {
  const pointer = scratch.alloc(SIZE[struct]);
  writeOptions(struct, pointer, values, where);
  return pointer;
}

// A value's type as an error names it ("null", "Object", "number").
const typeName = (value) => (value === null ? "null" : value?.constructor?.name ?? typeof value);

/** `value`: an array, a typed array or an array-like (a `length` that is a
 * count), else a TypeError naming `where` (before any of it is read). */
function sequence(where, value) {
  const length = value?.length;
  if (Array.isArray(value) || ArrayBuffer.isView(value)
    || (typeof value === "object" && Number.isSafeInteger(length) && length >= 0)) return value;
  throw new TypeError(`${where}: expected an array, got ${typeName(value)}`);
}

/** `value`: an object of named arguments (undefined: none given), else a
 * TypeError naming `where`; null is no object here, as in Python. */
function named(where, value) {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${where}: expected an object, got ${typeName(value)}`);
  }
  return value;
}

// An index argument that may be null (none): SEGPAGER_NONE.
const indexOrNone = (name, value) => (value === null || value === undefined ? NONE : integer(name, value));

// --- the strip at a position (Python's segpager.position) ---------------------

const DEFAULT_HEIGHT = 44;

/** The indicator at position `p` (`segpager_indicator_rect`); `height` is the
 * items'. */
export function indicatorRect(layout, p, style = {}, at = {}) {
  const { selectedIndex = null, height = DEFAULT_HEIGHT } = named("indicatorRect", at);
  return withScratch((scratch) => {
    const out = scratch.alloc(SIZE.indicator);
    check(api().segpager_indicator_rect(stripGeometry(scratch, layout, height),
      optionsIn(scratch, "indicator_style", style, "style"), finite("p", p),
      indexOrNone("selectedIndex", selectedIndex), out), "segpager_indicator_rect");
    return indicatorAt(views().f64, out);
  });
}

// The records a range function's array holds: those of items start..<stop,
// at most the layout's items. A range past them is C's E_INDEX, refused
// before anything is written; made whole first, 2**25 looks took 1.8 GB
// and 9 s, and 2**31 indicators an out-of-memory RangeError.
const itemCapacity = (start, stop, layout) => Math.max(0, Math.min(stop - start, layout.frames.length));

/** The indicator at rest on each of `items` (`{ start, stop }`, default all),
 * each what `indicatorRect(layout, i, style)` gives, in one call
 * (`segpager_indicator_rects`); `height` is the items'. */
export function indicatorRects(layout, style = {}, at = {}) {
  const { items = null, height = DEFAULT_HEIGHT } = named("indicatorRects", at);
  return withScratch((scratch) => {
    const strip = stripGeometry(scratch, layout, height);
    const range = items === null ? { start: 0, stop: layout.frames.length } : named("items", items);
    const start = integer("items.start", range.start), stop = integer("items.stop", range.stop);
    const capacity = itemCapacity(start, stop, layout);
    const rests = scratch.alloc(capacity * SIZE.indicator);
    const count = scratch.alloc(8);
    check(api().segpager_indicator_rects(strip, optionsIn(scratch, "indicator_style", style, "style"),
      start, stop - 1, rests, capacity, count), "segpager_indicator_rects");
    const h = views();
    return Array.from({ length: h.u32[count >> 2] }, (_, k) => indicatorAt(h.f64, rests + k * SIZE.indicator));
  });
}

/** The look of `items` (`{ start, stop }`, default all) at `p`
 * (`segpager_item_appearances`). */
export function itemAppearances(layout, p, style = {}, at = {}) {
  const { items = null, selectedIndex = null } = named("itemAppearances", at);
  return withScratch((scratch) => {
    const strip = stripGeometry(scratch, layout, DEFAULT_HEIGHT);
    const range = items === null ? { start: 0, stop: layout.frames.length } : named("items", items);
    const start = integer("items.start", range.start), stop = integer("items.stop", range.stop);
    const capacity = itemCapacity(start, stop, layout);
    const looks = scratch.alloc(capacity * SIZE.item_appearance);
    const count = scratch.alloc(8);
    check(api().segpager_item_appearances(strip, optionsIn(scratch, "appearance_style", style, "style"),
      finite("p", p), indexOrNone("selectedIndex", selectedIndex), start, stop - 1, looks, capacity, count),
    "segpager_item_appearances");
    const h = views();
    return Array.from({ length: h.u32[count >> 2] }, (_, k) => appearanceAt(h.f64, looks + k * SIZE.item_appearance));
  });
}

/** The strip offset at `p` (`segpager_strip_offset`). */
export function stripOffset(layout, p, style = {}, at = {}) {
  const { selectedIndex = null, currentOffset = 0 } = named("stripOffset", at);
  const [offset] = outputs("segpager_strip_offset", ["f64"], (scratch) => [
    stripGeometry(scratch, layout, DEFAULT_HEIGHT), optionsIn(scratch, "strip_offset_style", style, "style"),
    finite("p", p), indexOrNone("selectedIndex", selectedIndex), finite("currentOffset", currentOffset)]);
  return offset;
}

/** The strip offset, the indicator and the visible items' look at `p`, from
 * one call (`segpager_strip_state`). */
export function stripState(layout, p, at = {}) {
  const {
    indicator = {}, appearance = {}, offset = {}, selectedIndex = null, currentOffset = 0, height = DEFAULT_HEIGHT,
  } = named("stripState", at);
  return withScratch((scratch) => {
    const strip = stripGeometry(scratch, layout, height);
    const capacity = layout.frames.length;
    const out = scratch.alloc(24 + SIZE.indicator);
    const looks = scratch.alloc(capacity * SIZE.item_appearance);
    check(api().segpager_strip_state(strip, optionsIn(scratch, "indicator_style", indicator, "indicator"),
      optionsIn(scratch, "appearance_style", appearance, "appearance"),
      optionsIn(scratch, "strip_offset_style", offset, "offset"), finite("p", p),
      indexOrNone("selectedIndex", selectedIndex), finite("currentOffset", currentOffset), out, out + 24, looks,
      capacity, out + 8, out + 16), "segpager_strip_state");
    const h = views();
    const appearances = Array.from({ length: h.u32[(out + 8) >> 2] },
      (_, k) => appearanceAt(h.f64, looks + k * SIZE.item_appearance));
    return new StripState(h.f64[out >> 3], indicatorAt(h.f64, out + 24), optional(h.i32[(out + 16) >> 2]),
      appearances);
  });
}

// --- snaps (Python's segpager.snaps: Embla's) ---------------------------------

/** Embla's scroll snaps (`align`, `containScroll`) as offsets, and the snap
 * each item belongs to: `{ offsets, snapOfItem }`. */
export function scrollSnaps(frames, viewSize, options = {}) {
  return withScratch((scratch) => {
    const count = sequence("frames", frames).length;
    const snaps = scratch.alloc(count * 8);
    const ofItem = scratch.alloc(count * 4);
    const out = scratch.alloc(8);
    check(api().segpager_scroll_snaps(writeFrames(scratch, frames, "frames"), count, finite("viewSize", viewSize),
      optionsIn(scratch, "snap_options", options, "options"), snaps, count, out, ofItem), "segpager_scroll_snaps");
    const h = views();
    return {
      offsets: Array.from(h.f64.subarray(snaps >> 3, (snaps >> 3) + h.u32[out >> 2])),
      snapOfItem: Array.from(h.i32.subarray(ofItem >> 2, (ofItem >> 2) + count)),
    };
  });
}

/** Embla's snap groups (`slidesToScroll`): the items of each group, in
 * order, every item in exactly one. */
export function snapGroups(frames, viewSize, options = {}) {
  return withScratch((scratch) => {
    const count = sequence("frames", frames).length;
    const firsts = scratch.alloc(count * 4);
    const out = scratch.alloc(8);
    check(api().segpager_snap_groups(writeFrames(scratch, frames, "frames"), count, finite("viewSize", viewSize),
      optionsIn(scratch, "snap_options", options, "options"), firsts, count, out), "segpager_snap_groups");
    const h = views();
    const starts = Array.from(h.i32.subarray(firsts >> 2, (firsts >> 2) + h.u32[out >> 2]));
    return starts.map((first, k) => Array.from({ length: (starts[k + 1] ?? count) - first }, (_, i) => first + i));
  });
}

/** Embla's loop points (the loop assumed): which items a front end draws
 * shifted by a lap, and where: `{ points: LoopPoint[], canLoop }`. */
export function loopPoints(frames, viewSize, options = {}) {
  return withScratch((scratch) => {
    const count = sequence("frames", frames).length;
    const capacity = 2 * count; // each item at most once per edge
    const points = scratch.alloc(capacity * SIZE.loop_point);
    const out = scratch.alloc(16);
    check(api().segpager_loop_points(writeFrames(scratch, frames, "frames"), count, finite("viewSize", viewSize),
      optionsIn(scratch, "snap_options", options, "options"), points, capacity, out, out + 8),
    "segpager_loop_points");
    const h = views();
    const made = Array.from({ length: h.u32[out >> 2] }, (_, k) => {
      const at = points + k * SIZE.loop_point;
      return new LoopPoint(h.i32[(at + LOOP.index) >> 2], h.i32[(at + LOOP.edge) >> 2], h.f64[(at + LOOP.offset) >> 3],
        h.f64[(at + LOOP.shift_before) >> 3], h.f64[(at + LOOP.shift_after) >> 3]);
    });
    return { points: made, canLoop: h.i32[(out + 8) >> 2] !== 0 };
  });
}

/** Every item's x shift (0, -content or +content) with the loop at `offset`. */
export function loopShifts(frames, viewSize, offset, options = {}) {
  return withScratch((scratch) => {
    const count = sequence("frames", frames).length;
    const shifts = scratch.alloc(count * 8);
    check(api().segpager_loop_shifts(writeFrames(scratch, frames, "frames"), count, finite("viewSize", viewSize),
      optionsIn(scratch, "snap_options", options, "options"), finite("offset", offset), shifts),
    "segpager_loop_shifts");
    return Array.from(views().f64.subarray(shifts >> 3, (shifts >> 3) + count));
  });
}

/** Item `index` is drawn shifted by `shiftBefore` below `offset` and by
 * `shiftAfter` at or above it; `edge` 0 is the start, 1 the end. */
export class LoopPoint {
  constructor(index, edge, offset, shiftBefore, shiftAfter) {
    this.index = index;
    this.edge = edge;
    this.offset = offset;
    this.shiftBefore = shiftBefore;
    this.shiftAfter = shiftAfter;
  }
}

const LOOP = AT.loop_point;

// --- pages (Python's segpager.pages) -------------------------------------------

/** The pager's pages (Python's PageGeometry): `options` a PageGeometry
 * options object (`{ pageCount, viewportWidth, ... }`), its fields left out
 * at `segpager_page_geometry_init`'s defaults. */
export class PageGeometry {
  constructor(options = {}) {
    this.options = options;
  }

  /** The position at a page offset; not clamped, so overscroll gives p < 0
   * or p > pageCount - 1. Within 1e-9 of an integer it is that integer. */
  position(pageOffset) {
    return outputs("segpager_page_position", ["f64"],
      (scratch) => [pageGeometryIn(scratch, this, "geometry"), finite("pageOffset", pageOffset)])[0];
  }

  /** The page offset at a position (the inverse of `position`). */
  pageOffset(position) {
    return outputs("segpager_page_offset", ["f64"],
      (scratch) => [pageGeometryIn(scratch, this, "geometry"), finite("position", position)])[0];
  }

  /** The offsets the pager rests at without overscroll: `[0, max]`. */
  pageOffsetRange() {
    return outputs("segpager_page_offset_range", ["f64", "f64"],
      (scratch) => [pageGeometryIn(scratch, this, "geometry")]);
  }

  /** The offset under `newGeometry` that keeps this geometry's position at
   * `pageOffset`: a rotation never changes the selection. */
  pageOffsetAfterResize(newGeometry, pageOffset) {
    return outputs("segpager_page_offset_after_resize", ["f64"], (scratch) => [
      pageGeometryIn(scratch, this, "oldGeometry"), pageGeometryIn(scratch, newGeometry, "newGeometry"),
      finite("pageOffset", pageOffset)])[0];
  }
}

function pageGeometryIn(scratch, pages, name) {
  if (!(pages instanceof PageGeometry)) {
    throw new TypeError(`${name} must be a PageGeometry, not ${typeName(pages)}`);
  }
  return optionsIn(scratch, "page_geometry", pages.options, name);
}


// --- physics (Python's segpager.physics and selected_index) -------------------

/** Where a deceleration at `rate` (kept per ms) from `velocity` is after
 * `time` seconds: `[distance, velocity]`. */
export function decelerationState(velocity, time, rate = constants.DECELERATION_NORMAL) {
  return outputs("segpager_deceleration_state", ["f64", "f64"],
    () => [finite("rate", rate), finite("velocity", velocity), finite("time", time)]);
}

/** How far a deceleration from `velocity` goes before it stops (WWDC18). */
export function decelerationProjection(velocity, rate = constants.DECELERATION_NORMAL) {
  return outputs("segpager_deceleration_projection", ["f64"],
    () => [finite("rate", rate), finite("velocity", velocity)])[0];
}

/** How long a deceleration from `velocity` runs until it is slower than
 * `epsilon` pt/s. */
export function decelerationDuration(velocity, epsilon = 0.5, rate = constants.DECELERATION_NORMAL) {
  return outputs("segpager_deceleration_duration", ["f64"],
    () => [finite("rate", rate), finite("velocity", velocity), finite("epsilon", epsilon)])[0];
}

/** Android's spline fling from `velocity`: `[distance, duration]`. */
export function splineFling(velocity, density = 1, friction = constants.SCROLL_FRICTION) {
  return outputs("segpager_spline_fling", ["f64", "f64"],
    () => [finite("density", density), finite("friction", friction), finite("velocity", velocity)]);
}

/** Android's spline fling `time` seconds in: `[distance, velocity]`. */
export function splineFlingState(velocity, time, density = 1, friction = constants.SCROLL_FRICTION) {
  return outputs("segpager_spline_fling_state", ["f64", "f64"], () => [
    finite("density", density), finite("friction", friction), finite("velocity", velocity), finite("time", time)]);
}

/** UIScrollView's rubber band: the offset shown for an `overshoot` past the
 * end of a view `dimension` long. */
export function rubberBand(overshoot, dimension, coefficient = constants.RUBBER_BAND_COEFFICIENT) {
  return outputs("segpager_rubber_band", ["f64"],
    () => [finite("coefficient", coefficient), finite("dimension", dimension), finite("overshoot", overshoot)])[0];
}

/** The overshoot that shows `offset` past the end (rubberBand's inverse). */
export function rubberBandInverse(offset, dimension, coefficient = constants.RUBBER_BAND_COEFFICIENT) {
  return outputs("segpager_rubber_band_inverse", ["f64"],
    () => [finite("coefficient", coefficient), finite("dimension", dimension), finite("offset", offset)])[0];
}

/** CSS's cubic-bezier(x1, y1, x2, y2) at `x`, solved exactly. */
export function cubicBezier(x1, y1, x2, y2, x) {
  return outputs("segpager_cubic_bezier", ["f64"],
    () => [x1, y1, x2, y2, x].map((value, k) => finite(["x1", "y1", "x2", "y2", "x"][k], value)))[0];
}

/** A pointer's velocity at the newest of its samples of one axis, oldest
 * first (`times` in seconds, `positions` in points), as Android's and
 * Flutter's VelocityTracker estimate it. */
export function velocityEstimate(times, positions) {
  if (sequence("times", times).length !== sequence("positions", positions).length) {
    throw new RangeError(`times has ${times.length} values and positions ${positions.length}: `
      + "give one position per time");
  }
  return outputs("segpager_velocity_estimate", ["f64"], (scratch) => {
    const packed = scratch.alloc(16 * times.length);
    const f64 = views().f64;
    Array.from(times).forEach((time, k) => {
      f64[(packed >> 3) + k] = finite(`times[${k}]`, time);
      f64[(packed >> 3) + times.length + k] = finite(`positions[${k}]`, positions[k]);
    });
    return [packed, packed + 8 * times.length, times.length];
  })[0];
}

/** The selected index at `position`, clamped to the pages; null with no
 * pages. */
export function selectedIndex(position, pageCount, rule = ENUMS.CommitRule.NEAREST) {
  return optional(outputs("segpager_selected_index", ["i32"], () => [finite("position", position),
    integer("pageCount", pageCount), optionValue("CommitRule", rule, "rule")])[0]);
}

/** A damped spring as UIKit and SwiftUI describe it (Python's
 * DampedSpring): `options` a Spring options object (`{ response,
 * dampingRatio, mass }`, default SwiftUI's spring). */
export class DampedSpring {
  constructor(options = {}) {
    this.options = options;
  }

  /** `[displacement, velocity]` `time` s later (closed form). */
  state(displacement, velocity, time) {
    return outputs("segpager_spring_state", ["f64", "f64"], (scratch) => [
      optionsIn(scratch, "spring", this.options, "spring"), finite("displacement", displacement),
      finite("velocity", velocity), finite("time", time)]);
  }

  /** When the displacement stays within `epsilon` of rest. */
  settlingTime(displacement = 1, velocity = 0, epsilon = 0.001) {
    return outputs("segpager_spring_settling_time", ["f64"], (scratch) => [
      optionsIn(scratch, "spring", this.options, "spring"), finite("displacement", displacement),
      finite("velocity", velocity), finite("epsilon", epsilon)])[0];
  }
}

/** The page a drag released at `pageOffset` with `velocity` (pt/s) settles
 * on, having begun on `startPage` (`options`: PagingOptions). */
export function pagingTarget(pages, pageOffset, velocity, startPage, options = {}) {
  return outputs("segpager_paging_target", ["i32"], (scratch) => {
    const geometry = pageGeometryIn(scratch, pages, "pages");
    return [optionsIn(scratch, "paging_options", options, "options"), geometry, finite("pageOffset", pageOffset),
      finite("velocity", velocity), integer("startPage", startPage)];
  })[0];
}

/** The page Compose's `PagerState.targetPage` names while a drag that began
 * on `startPage` is at `position`: the next page along the drag once it has
 * moved `min(positionalThreshold, page width / 2)`, else the nearest page;
 * clamped to the pages. */
export function pagingDraggingTarget(pages, position, startPage, options = {}) {
  return outputs("segpager_paging_dragging_target", ["i32"], (scratch) => {
    const geometry = pageGeometryIn(scratch, pages, "pages");
    return [optionsIn(scratch, "paging_options", options, "options"), geometry, finite("position", position),
      integer("startPage", startPage)];
  })[0];
}

// --- headers (Python's segpager.header) -----------------------------------------

/** The header at list offset `listOffset` (`segpager_header_frame_at`): < 0
 * pulls down, 0 up to the collapse range collapses, beyond is pinned. */
export function headerFrame(style, width, listOffset) {
  return withScratch((scratch) => {
    const out = scratch.alloc(SIZE.header_frame);
    check(api().segpager_header_frame_at(optionsIn(scratch, "header_style", style, "style"), finite("width", width),
      finite("listOffset", listOffset), out), "segpager_header_frame_at");
    return headerFrameAt(views(), out);
  });
}

/** The offset the incoming page's list takes on a page switch. */
export function headerListOffset(style, ownOffset, headerListOffset, policy = ENUMS.ListSyncPolicy.KEEP_OWN) {
  return outputs("segpager_header_list_offset", ["f64"], (scratch) => [
    optionsIn(scratch, "header_style", style, "style"), optionValue("ListSyncPolicy", policy, "policy"),
    finite("ownOffset", ownOffset), finite("headerListOffset", headerListOffset)])[0];
}

/** Shares a vertical `delta` (> 0: content moves up) between the header's
 * collapse and the list (`segpager_nested_scroll`). */
export function nestedScroll(style, delta, headerOffset, listOffset, listMaxOffset,
  mode = ENUMS.NestedScrollMode.EXIT_UNTIL_COLLAPSED, enterHeight = 0) {
  return withScratch((scratch) => {
    const out = scratch.alloc(SIZE.scroll_split);
    check(api().segpager_nested_scroll(optionsIn(scratch, "header_style", style, "style"),
      optionValue("NestedScrollMode", mode, "mode"), finite("delta", delta), finite("headerOffset", headerOffset),
      finite("listOffset", listOffset), finite("listMaxOffset", listMaxOffset), finite("enterHeight", enterHeight),
      out), "segpager_nested_scroll");
    return splitAt(views().f64, out);
  });
}

/** Where a part-collapsed header snaps on release: 0 or the collapse range
 * (by velocity, else the nearer end). */
export function headerSnapTarget(style, headerOffset, velocity, minVelocity = 300) {
  return outputs("segpager_header_snap_target", ["f64"], (scratch) => [
    optionsIn(scratch, "header_style", style, "style"), finite("headerOffset", headerOffset),
    finite("velocity", velocity), finite("minVelocity", minVelocity)])[0];
}

/** How long AppBarLayout animates a snap over `distance` points, in seconds. */
export function headerSnapDuration(distance, velocity = 0, height = 0) {
  return outputs("segpager_header_snap_duration", ["f64"],
    () => [finite("distance", distance), finite("velocity", velocity), finite("height", height)])[0];
}

/** The content height a list needs so the header can collapse fully over it. */
export function headerMinContentHeight(style, listViewportHeight) {
  return outputs("segpager_header_min_content_height", ["f64"], (scratch) => [
    optionsIn(scratch, "header_style", style, "style"), finite("listViewportHeight", listViewportHeight)])[0];
}

/** A header stack's sections (HeaderSection objects with `snaps`,
 * `scrollFlags`, `marginTop`, `marginBottom`) in the scratch memory:
 * `[sections, margins (0 when every margin is 0), count]`. */
function writeSections(scratch, sections) {
  if (!Array.isArray(sections)) throw new TypeError("sections must be an array");
  if (sections.length > constants.MAX_COUNT) {
    throw new OutOfRangeError(`at most ${constants.MAX_COUNT} sections, got ${sections.length}`, STATUS.E_RANGE);
  }
  const count = sections.length;
  const sectionsPointer = scratch.alloc(Math.max(1, count) * SIZE.header_section);
  const marginsPointer = scratch.alloc(Math.max(1, count) * SIZE.section_margins);
  let margins = false;
  sections.forEach((section, k) => {
    const where = `sections[${k}]`;
    if (typeof section !== "object" || section === null) {
      throw new TypeError(`${where}: expected a HeaderSection object, got ${typeName(section)}`);
    }
    const { snaps = false, scrollFlags = 0, marginTop = 0, marginBottom = 0, ...fields } = section;
    const at = sectionsPointer + k * SIZE.header_section;
    writeOptions("header_section", at, fields, where);
    const byFlags = views().i32[(at + AT.header_section.behavior) >> 2] === ENUMS.HeaderSectionBehavior.BY_FLAGS;
    // flags are a uint32_t, as Python's scroll_flags: -1 is refused, not 0xffffffff
    const flags = byFlags ? toInteger(`${where}.scrollFlags`, scrollFlags, "u32")
      : optionValue("bool", snaps, `${where}.snaps`) * constants.SECTION_FLAG_SNAP;
    views().u32[(at + AT.header_section.flags) >> 2] = flags;
    const f64 = views().f64;
    f64[(marginsPointer + k * SIZE.section_margins + AT.section_margins.margin_top) >> 3] =
      finite(`${where}.marginTop`, marginTop);
    f64[(marginsPointer + k * SIZE.section_margins + AT.section_margins.margin_bottom) >> 3] =
      finite(`${where}.marginBottom`, marginBottom);
    margins ||= marginTop !== 0 || marginBottom !== 0;
  });
  return [count ? sectionsPointer : 0, margins ? marginsPointer : 0, count];
}

/** The ranges of a stack of sections, margins included
 * (`segpager_header_stack_ranges_with_margins`). */
export function headerStackRanges(sections) {
  return withScratch((scratch) => {
    const out = scratch.alloc(SIZE.header_ranges);
    check(api().segpager_header_stack_ranges_with_margins(...writeSections(scratch, sections), out),
      "segpager_header_stack_ranges_with_margins");
    const f64 = views().f64;
    const field = (name) => f64[(out + AT.header_ranges[name]) >> 3];
    return new HeaderStackRanges(field("height"), field("collapse_range"), field("pinned_height"),
      field("enter_range"));
  });
}

/** Where a stack left at collapse `headerOffset` settles at release:
 * AppBarLayout's midpoint rule in the snapping section under the offset
 * (`segpager_header_stack_snap_target_with_margins`). */
export function headerStackSnapTarget(sections, headerOffset) {
  return outputs("segpager_header_stack_snap_target_with_margins", ["f64"],
    (scratch) => [...writeSections(scratch, sections), finite("headerOffset", headerOffset)])[0];
}

/** `nestedScroll` for a stack: up, the stack collapses first; down, its
 * enter range comes back first, then the list, then the rest. */
export function headerStackScroll(sections, delta, headerOffset, listOffset, listMaxOffset) {
  return withScratch((scratch) => {
    const out = scratch.alloc(SIZE.scroll_split);
    check(api().segpager_header_stack_scroll_with_margins(...writeSections(scratch, sections), finite("delta", delta),
      finite("headerOffset", headerOffset), finite("listOffset", listOffset), finite("listMaxOffset", listMaxOffset),
      out), "segpager_header_stack_scroll_with_margins");
    return splitAt(views().f64, out);
  });
}

/** The scroll ranges a header stack implies. */
export class HeaderStackRanges {
  constructor(height, collapseRange, pinnedHeight, enterRange) {
    this.height = height;
    /** how far the stack scrolls up (AppBarLayout's totalScrollRange) */
    this.collapseRange = collapseRange;
    /** `height - collapseRange`: what stays on screen */
    this.pinnedHeight = pinnedHeight;
    /** what comes back on a downward scroll before the list moves */
    this.enterRange = enterRange;
  }
}

/** The axis (a GestureAxis value) a drag that moved (dx, dy) is locked to. */
export function gestureAxis(dx, dy, minDistance = 10, maxAngle = 30) {
  return outputs("segpager_gesture_axis", ["i32"], () => [finite("dx", dx), finite("dy", dy),
    finite("minDistance", minDistance), finite("maxAngle", maxAngle)])[0];
}

// --- events -------------------------------------------------------------------

const EVENT_BY_TYPE = new Map(EVENTS.map((event) => [event.json, event]));

const EVENT_AT = AT.event;

// Each kind's fields as [label, offset in segpager_event, kind].
const EVENT_SLOTS = new Map(EVENTS.map((event) => [event.json, event.fields.map(([label, slot]) => {
  const [offset, scalar] = LAYOUTS.event.fields[slot];
  return [label, offset, scalar];
})]));

/** The kind of `events[k]`, an event object of a known type, else a
 * TypeError naming it. */
function eventKind(event, k) {
  if (typeof event !== "object" || event === null) throw new TypeError(`events[${k}]: expected an event object`);
  const kind = EVENT_BY_TYPE.get(event.type);
  if (kind === undefined) throw new TypeError(`events[${k}]: unknown event type ${JSON.stringify(event.type)}`);
  return kind;
}

/** Writes `events[k]` at `pointer` (a segpager_event), checked: a wrong
 * type is a TypeError naming it. (Indexed loops: a front end writes a
 * frame's events sixty times a second, mostly before the JIT's top tier.) */
function writeEvent(h, pointer, event, k) {
  const kind = eventKind(event, k);
  const { f64, i32 } = h;
  h.u8.fill(0, pointer, pointer + SIZE.event);
  i32[(pointer + EVENT_AT.kind) >> 2] = kind.kind;
  const time = event.time;
  if (typeof time !== "number") throw new TypeError(`events[${k}].time: expected a number, got ${typeof time}`);
  f64[(pointer + EVENT_AT.time) >> 3] = time;
  const slots = EVENT_SLOTS.get(event.type);
  for (let s = 0; s < slots.length; s += 1) {
    const [label, offset, scalar] = slots[s];
    let value = event[label] ?? kind.defaults[label];
    if (value === undefined) throw new TypeError(`events[${k}]: ${kind.name} needs ${label}`);
    if (typeof value === "string" && label === "region") {
      value = optionValue("PointerRegion", value, `events[${k}].region`);
    }
    if (typeof value !== "number") throw new TypeError(`events[${k}].${label}: expected a number, got ${typeof value}`);
    if (scalar === "f64") {
      f64[(pointer + offset) >> 3] = value;
    } else {
      i32[(pointer + offset) >> 2] = toInteger(`events[${k}].${label}`, value, scalar);
    }
  }
  let flags = 0;
  const bits = kind.flags;
  for (let f = 0; f < bits.length; f += 1) {
    const [label, bit] = bits[f];
    if (event[label] ?? kind.defaults[label]) flags |= bit;
  }
  i32[(pointer + EVENT_AT.flags) >> 2] = flags;
}

// --- frames -------------------------------------------------------------------

const F = AT.frame;
const NOTE = AT.notification;
const PAGE = AT.page_visibility;
const LOOK = AT.item_appearance;
const ITEM = AT.strip_item;
const INDICATOR = AT.indicator;
const COLOR = AT.color;
const HEADER = AT.header_frame;
const RECT = AT.rect;
const SPLIT = AT.scroll_split;
const KIND_NAMES = Object.fromEntries(Object.entries(ENUMS.NotificationKind).map(([k, v]) => [v, k]));
const CAUSE_NAMES = Object.fromEntries(Object.entries(ENUMS.SelectionCause).map(([k, v]) => [v, k]));
const HEADER_PHASE_NAMES = Object.fromEntries(Object.entries(ENUMS.HeaderPhase).map(([k, v]) => [v, k]));
const SHORT = {
  WILL_APPEAR: "wa", DID_APPEAR: "da", WILL_DISAPPEAR: "wd", DID_DISAPPEAR: "dd",
  LOAD: "load", UNLOAD: "unload",
};

const optional = (value) => (value === NONE ? null : value);

/** A lifecycle notification. `String(n)` is its compact form, as in every
 * door: `sel5<1:tap`, `wa5`, `load4`, `header:expanded>collapsed`. */
export class Notification {
  constructor(kind, page, previous, cause, id, time) {
    this.kind = kind;
    this.page = page;
    this.previous = previous;
    this.cause = cause;
    this.id = id;
    this.time = time;
  }

  toString() {
    const kind = KIND_NAMES[this.kind];
    const previous = this.previous === null ? NONE : this.previous;
    if (kind === "REUSE") return `reuse${this.page}<${previous}`;
    if (kind === "SELECTED_CHANGED") {
      const cause = this.cause === null ? "?" : CAUSE_NAMES[this.cause].toLowerCase();
      return `sel${this.page}<${previous}:${cause}`;
    }
    if (kind === "HEADER_PHASE") {
      const name = (v) => (HEADER_PHASE_NAMES[v] ?? "?").toLowerCase();
      return `header:${name(this.previous)}>${name(this.cause)}`;
    }
    if (kind === "REFRESH") return `refresh${this.page}`;
    return `${SHORT[kind]}${this.page}`;
  }
}

/** An item id as read from the module: a Number while it is a safe
 * integer, else the BigInt (a Number would round it). */
function idValue(raw) {
  return raw >= BigInt(Number.MIN_SAFE_INTEGER) && raw <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(raw) : raw;
}

function readNotification(h, at) {
  const kind = h.i32[(at + NOTE.kind) >> 2];
  const id = idValue(h.i64[(at + NOTE.id) >> 3]);
  const previous = h.i32[(at + NOTE.previous) >> 2];
  const cause = h.i32[(at + NOTE.cause) >> 2];
  const header = kind === ENUMS.NotificationKind.HEADER_PHASE;
  return new Notification(kind, h.i32[(at + NOTE.page) >> 2], header ? previous : optional(previous),
    header ? cause : (cause === constants.CAUSE_NONE ? null : cause), id, h.f64[(at + NOTE.time) >> 3]);
}

// The frame's values, as classes of fixed shape (cheap to make, fast to read).

/** An item's box in strip content coordinates. */
export class ItemFrame {
  constructor(x, width) {
    this.x = x;
    this.width = width;
  }
}

/** A rectangle (the header's parts). */
export class Rect {
  constructor(x, y, width, height) {
    this.x = x;
    this.y = y;
    this.width = width;
    this.height = height;
  }
}

/** A colour, 0..1 a channel. */
export class RGBAColor {
  constructor(red, green, blue, alpha) {
    this.red = red;
    this.green = green;
    this.blue = blue;
    this.alpha = alpha;
  }
}

/** A visible item's look: selection weight, colour, scale, emphasis. */
export class ItemAppearance {
  constructor(selectionWeight, color, scale, emphasis) {
    this.selectionWeight = selectionWeight;
    this.color = color;
    this.scale = scale;
    this.emphasis = emphasis;
  }
}

/** A visible item as drawn: its frame, title and subtitle boxes and look. */
export class StripItem {
  constructor(item, hasSubtitle, frame, title, subtitle, appearance) {
    this.item = item;
    this.hasSubtitle = hasSubtitle;
    this.frame = frame;
    this.title = title;
    this.subtitle = subtitle;
    this.appearance = appearance;
  }
}

/** A page on screen, where to draw it, and its list's offset. */
export class PageVisibility {
  constructor(page, visibility, listOffset, x, width) {
    this.page = page;
    this.visibility = visibility;
    this.listOffset = listOffset;
    this.x = x;
    this.width = width;
  }
}

/** The indicator's rect, corner radius and alpha. */
export class Indicator {
  constructor(x, y, width, height, cornerRadius, alpha) {
    this.x = x;
    this.y = y;
    this.width = width;
    this.height = height;
    this.cornerRadius = cornerRadius;
    this.alpha = alpha;
  }
}

/** The strip at a frame's position (Swift's and Python's StripState). */
export class StripState {
  constructor(stripOffset, indicator, firstVisibleItem, appearances) {
    this.stripOffset = stripOffset;
    this.indicator = indicator;
    this.firstVisibleItem = firstVisibleItem;
    this.appearances = appearances;
  }
}

const indicatorAt = (f64, at) => new Indicator(f64[(at + INDICATOR.x) >> 3], f64[(at + INDICATOR.y) >> 3],
  f64[(at + INDICATOR.width) >> 3], f64[(at + INDICATOR.height) >> 3], f64[(at + INDICATOR.corner_radius) >> 3],
  f64[(at + INDICATOR.alpha) >> 3]);
const colorAt = (f64, at) => new RGBAColor(f64[(at + COLOR.red) >> 3], f64[(at + COLOR.green) >> 3],
  f64[(at + COLOR.blue) >> 3], f64[(at + COLOR.alpha) >> 3]);
const appearanceAt = (f64, at) => new ItemAppearance(f64[(at + LOOK.selection_weight) >> 3],
  colorAt(f64, at + LOOK.color), f64[(at + LOOK.scale) >> 3], f64[(at + LOOK.emphasis) >> 3]);
const splitAt = (f64, at) => new ScrollSplit(f64[(at + SPLIT.header) >> 3], f64[(at + SPLIT.list) >> 3],
  f64[(at + SPLIT.overscroll) >> 3]);
const headerFrameAt = ({ f64, i32 }, at) => new HeaderFrame(rect(f64, at + HEADER.header),
  rect(f64, at + HEADER.content), rect(f64, at + HEADER.strip), i32[(at + HEADER.phase) >> 2],
  f64[(at + HEADER.progress) >> 3], f64[(at + HEADER.stretch_scale) >> 3]);
const rect = (f64, at) => new Rect(f64[(at + RECT.x) >> 3], f64[(at + RECT.y) >> 3], f64[(at + RECT.width) >> 3],
  f64[(at + RECT.height) >> 3]);
const box = (f64, at) => new ItemFrame(f64[at >> 3], f64[(at >> 3) + 1]);

/** Everything a front end needs to draw one display frame, read out of the
 * module's memory at once: plain values, valid after later steps. */
function readFrame(h, layout, earlier) {
  const { f64, i32, u32 } = h;
  const frame = layout.frame;
  const looks = Math.min(u32[(frame + F.appearance_count) >> 2], layout.lookCapacity);
  const appearances = new Array(looks);
  const stripItems = new Array(looks);
  for (let k = 0; k < looks; k += 1) {
    const look = appearanceAt(f64, layout.looks + k * SIZE.item_appearance);
    appearances[k] = look;
    const item = layout.items + k * SIZE.strip_item;
    stripItems[k] = new StripItem(i32[(item + ITEM.item) >> 2], i32[(item + ITEM.has_subtitle) >> 2] !== 0,
      box(f64, item + ITEM.frame), box(f64, item + ITEM.title), box(f64, item + ITEM.subtitle), look);
  }
  const shown = Math.min(u32[(frame + F.page_count) >> 2], layout.pageCapacity);
  const pages = new Array(shown);
  for (let k = 0; k < shown; k += 1) {
    const at = layout.pages + k * SIZE.page_visibility;
    pages[k] = new PageVisibility(i32[(at + PAGE.page) >> 2], f64[(at + PAGE.visibility) >> 3],
      f64[(layout.lists >> 3) + k], f64[(at + PAGE.x) >> 3], f64[(at + PAGE.width) >> 3]);
  }
  const notifications = earlier;
  const notes = u32[(frame + F.notification_count) >> 2];
  for (let k = 0; k < notes; k += 1) notifications.push(readNotification(h, layout.notes + k * SIZE.notification));
  const indicator = indicatorAt(f64, frame + F.indicator);
  let header = null;
  if (i32[(frame + F.has_header) >> 2]) {
    header = new PagerHeaderFrame(headerFrameAt(h, frame + F.header), f64[(frame + F.header_offset) >> 3],
      f64[(frame + F.pull) >> 3], i32[(frame + F.refreshing) >> 2] !== 0, i32[(frame + F.header_animating) >> 2] !== 0);
  }
  return new PagerFrame(h, frame,
    new StripState(f64[(frame + F.strip_offset) >> 3], indicator, optional(i32[(frame + F.first_visible_item) >> 2]),
      appearances),
    stripItems, pages, notifications, header,
    splitAt(f64, frame + F.split));
}

/** The header's frame: its rect, content and strip rects, phase, progress
 * and the pull-down's stretch scale. */
export class HeaderFrame {
  constructor(header, content, strip, phase, progress, stretchScale) {
    this.header = header;
    this.content = content;
    this.strip = strip;
    this.phase = phase;
    this.progress = progress;
    this.stretchScale = stretchScale;
  }
}

/** The header in one frame. */
export class PagerHeaderFrame {
  constructor(frame, headerOffset, pull, refreshing, animating) {
    this.frame = frame;
    this.headerOffset = headerOffset;
    this.pull = pull;
    this.refreshing = refreshing;
    this.animating = animating;
  }
}

/** This step's list scroll as shared: header + list + overscroll. */
export class ScrollSplit {
  constructor(header, list, overscroll) {
    this.header = header;
    this.list = list;
    this.overscroll = overscroll;
  }
}

const PHASE_NAMES = Object.fromEntries(Object.entries(ENUMS.PagerPhase).map(([k, v]) => [v, k]));

/** One display frame (`Pager.step`): the fields of Python's PagerFrame in
 * lowerCamelCase; enums are their values (`frame.phase === PagerPhase.IDLE`),
 * and SEGPAGER_NONE is null. */
export class PagerFrame {
  constructor(h, frame, strip, stripItems, pages, notifications, header, split) {
    const { f64, i32, u32 } = h;
    this.time = f64[(frame + F.time) >> 3];
    this.phase = i32[(frame + F.phase) >> 2];
    this.selectedIndex = optional(i32[(frame + F.selected_index) >> 2]);
    this.transitionTarget = optional(i32[(frame + F.transition_target) >> 2]);
    this.transitionProgress = f64[(frame + F.transition_progress) >> 3];
    this.pageOffset = f64[(frame + F.page_offset) >> 3];
    this.position = f64[(frame + F.position) >> 3];
    this.targetPageOffset = f64[(frame + F.target_page_offset) >> 3];
    this.strip = strip;
    this.stripItems = stripItems;
    this.stripContentWidth = f64[(frame + F.strip_content_width) >> 3];
    this.stripScrolls = i32[(frame + F.strip_scrolls) >> 2] !== 0;
    this.stripPhase = i32[(frame + F.strip_phase) >> 2];
    this.indicatorCorners = i32[(frame + F.indicator_corners) >> 2];
    this.gesture = i32[(frame + F.gesture) >> 2];
    this.pages = pages;
    this.notifications = notifications;
    this.droppedNotifications = u32[(frame + F.dropped_notifications) >> 2];
    this.header = header;
    this.listOffset = f64[(frame + F.list_offset) >> 3];
    this.split = split;
    this.listAnimating = i32[(frame + F.list_animating) >> 2] !== 0;
  }

  /** Whether something still moves without input (a settle, a transition,
   * the strip's deceleration or return, a header snap, a list fling): keep
   * stepping with Tick events while it is true. */
  get animating() {
    return this.phase !== ENUMS.PagerPhase.IDLE && this.phase !== ENUMS.PagerPhase.DRAGGING
      || this.stripPhase === ENUMS.StripPhase.DECELERATING
      || this.stripPhase === ENUMS.StripPhase.RETURNING
      || (this.header !== null && this.header.animating) || this.listAnimating;
  }

  /** The frame on one line, as Swift's `print(frame)` and Python's `str`. */
  toString() {
    const words = PHASE_NAMES[this.phase].toLowerCase().split("_");
    let text = `t=${num(this.time)} ${words[0]}${words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1)).join("")}`;
    if (this.transitionTarget !== null) text += ` to=${this.transitionTarget}@${num(this.transitionProgress)}`;
    const selected = this.selectedIndex === null ? NONE : this.selectedIndex;
    text += ` offset=${num(this.pageOffset)} p=${num(this.position)} sel=${selected}`;
    if (this.header !== null) {
      text += ` header=${num(this.header.headerOffset)}`;
      if (this.header.pull !== 0) text += ` pull=${num(this.header.pull)}`;
      if (this.header.refreshing) text += " refreshing";
    }
    if (this.listAnimating) text += " flinging";
    if (this.notifications.length) text += ` [${this.notifications.join(" ")}]`;
    return text;
  }
}

// Python's repr of a float: an integral value keeps its ".0".
function num(value) {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

// --- the pager ----------------------------------------------------------------

const STYLE_SETTERS = {
  stripStyle: "strip_style",
  indicatorStyle: "indicator_style",
  appearanceStyle: "appearance_style",
  stripOffsetStyle: "strip_offset_style",
  pagingOptions: "paging_options",
};

let internals = null; // set by Pager's static block

/** Not API: a pager's engine handle, its frame struct and its step buffers
 * in the module's memory, for the door's own tests and benchmarks (which
 * read the C structs beside the door). A front end has no use for them. */
export const _internals = (pager) => internals(pager);

const live = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry((blocks) => {
    if (!wasm) return;
    wasm.segpager_pager_destroy(blocks.pager);
    for (const pointer of blocks.owned) wasm.free(pointer);
  })
  : null;

/** The stateful pager (`segpager_pager_*`): items, configuration and styles
 * in; one `step(events)` a display frame, which returns a PagerFrame.
 *
 *   const pager = new Pager([28, 47, 34], { viewportWidth: 375 });
 *   pager.step([Tick(0)]).notifications.join(" ");  // "sel0<-1:program load0 load1 wa0 da0"
 *   pager.close();
 *
 * `items` are widths or `{ id, contentWidth, ... }` objects (ids default to
 * the index). `options` is the PagerConfiguration as a nested object
 * (`pages: { viewportWidth }`, `settleSpring: { response }`, ...; as
 * Swift's and Python's, `viewportWidth` may stand at the top), plus `preset`
 * (PagerPreset: its defaults first) and the styles `stripStyle`,
 * `indicatorStyle`, `appearanceStyle`, `stripOffsetStyle` and
 * `pagingOptions`. Call `close()` when done (a pager that is collected is
 * freed too). */
export class Pager {
  // The engine's handle and this pager's blocks of the module's memory (its
  // step buffers, the frame and arrays block, the events block), freed by
  // close() or when the pager is collected: no one else's to touch.
  #pointer = 0;
  #owned = [];
  #buffers = 0;
  #layout = null;
  #events = { pointer: 0, capacity: 0 };
  #blocks = null;

  static {
    internals = (pager) => ({ handle: pager.#pointer, frame: pager.#layout?.frame ?? 0, buffers: pager.#buffers });
  }

  constructor(items = [], options = {}) {
    sequence("Pager: items", items);
    const { preset, viewportWidth, ...rest } = named("Pager: options", options);
    if (viewportWidth !== undefined) {
      // The one setting every pager needs, at the top as Swift's
      // PagerConfiguration(viewportWidth:) and Python's Pager(viewport_width=).
      if (rest.pages?.viewportWidth !== undefined) {
        throw new TypeError("Pager: viewportWidth given twice (as viewportWidth and pages.viewportWidth)");
      }
      rest.pages = { ...rest.pages, viewportWidth };
    }
    const styles = {};
    for (const key of Object.keys(STYLE_SETTERS)) {
      if (key in rest) {
        styles[key] = rest[key];
        delete rest[key];
      }
    }
    const lib = api();
    withScratch((scratch) => {
      const config = scratch.alloc(SIZE.pager_configuration);
      if (preset !== undefined) {
        views().u32[config >> 2] = SIZE.pager_configuration;
        check(lib.segpager_pager_configuration_init_preset(config, optionValue("PagerPreset", preset, "preset")),
          "segpager_pager_configuration_init_preset");
        writeOptions("pager_configuration", config, rest, "config", false);
      } else {
        writeOptions("pager_configuration", config, rest, "config");
      }
      const out = scratch.alloc(4);
      check(lib.segpager_pager_create(config, out), "segpager_pager_create");
      this.#pointer = views().u32[out >> 2];
    });
    this.#buffers = this.#own(SIZE.step_buffers);
    this.#grow(16, 16, 8);
    this.#blocks = { pager: this.#pointer, owned: this.#owned };
    live?.register(this, this.#blocks, this);
    try {
      for (const [key, value] of Object.entries(styles)) this.set(key, value);
      if (items.length) this.setItems(items);
    } catch (error) {
      this.close();
      throw error;
    }
  }

  #own(bytes) {
    const pointer = allocate(bytes); // a pager's blocks are checked as a call's
    this.#owned.push(pointer);
    return pointer;
  }

  #release(pointer) {
    if (!pointer) return;
    wasm.free(pointer);
    this.#owned.splice(this.#owned.indexOf(pointer), 1);
  }

  #handle() {
    if (!this.#pointer) throw new HandleError("Pager: the pager is closed", STATUS.E_HANDLE);
    return this.#pointer;
  }

  // The frame and the step's arrays, at least this big, in one block of
  // the module's memory: frame, looks, strip items, pages, list offsets,
  // notifications (readFrame copies the arrays with one slice).
  #grow(appearances, notifications, pages) {
    const old = this.#layout;
    const looks = Math.max(appearances, old?.lookCapacity ?? 0);
    const notes = Math.max(notifications, old?.noteCapacity ?? 0);
    const shown = Math.max(pages, old?.pageCapacity ?? 0);
    const sizes = [SIZE.frame, looks * SIZE.item_appearance, looks * SIZE.strip_item, shown * SIZE.page_visibility,
      shown * 8, notes * SIZE.notification];
    const total = sizes.reduce((a, b) => a + b, 0);
    const base = this.#own(total);
    if (old) this.#release(old.frame);
    let at = base;
    const start = sizes.map((size) => {
      const here = at;
      at += size;
      return here;
    });
    const [frame, looksAt, items, pagesAt, lists, notesAt] = start;
    this.#layout = {
      frame, looks: looksAt, items, pages: pagesAt, lists, notes: notesAt, end: base + total,
      lookCapacity: looks, noteCapacity: notes, pageCapacity: shown,
    };
    check(api().segpager_step_buffers_init(this.#buffers), "segpager_step_buffers_init");
    const u32 = views().u32;
    const b = AT.step_buffers;
    const set = (field, value) => { u32[(this.#buffers + b[field]) >> 2] = value; };
    set("appearances", looksAt);
    set("appearance_capacity", looks);
    set("strip_items", items);
    set("strip_item_capacity", looks);
    set("notifications", notesAt);
    set("notification_capacity", notes);
    set("pages", pagesAt);
    set("page_capacity", shown);
    set("list_offsets", lists);
    set("list_offset_capacity", shown);
  }

  /** Applies `events` in order (the constructors' objects) and returns the
   * frame after them. */
  step(events = []) {
    const pager = this.#handle();
    if (!Array.isArray(events)) throw new TypeError("Pager.step: expected an array of events");
    if (events.length > this.#events.capacity) {
      // a size the module can hold, and every event an event, before the
      // block is made for them (2**24 holes took 1.6 GB first); then the
      // new block: refused, the pager keeps its old one
      const capacity = Math.max(8, events.length * 2);
      checkSize(capacity * SIZE.event);
      for (let k = 0; k < events.length; k += 1) eventKind(events[k], k);
      const pointer = this.#own(capacity * SIZE.event);
      this.#release(this.#events.pointer);
      this.#events = { pointer, capacity };
    }
    const h = views();
    const first = this.#events.pointer;
    for (let k = 0; k < events.length; k += 1) writeEvent(h, first + k * SIZE.event, events[k], k);
    const frame = this.#layout.frame;
    h.u32[frame >> 2] = SIZE.frame;
    const status = wasm.segpager_pager_step_into(pager, first, events.length, frame, this.#buffers);
    if (status < 0) throw errorFor(status, "segpager_pager_step_into");
    return this.#read(status);
  }

  /** The last step's frame again, without stepping. */
  lastFrame() {
    // the handle first: a closed pager's frame block is freed, and may be
    // another pager's memory by now
    const pager = this.#handle();
    const frame = this.#layout.frame;
    views().u32[frame >> 2] = SIZE.frame;
    const status = check(api().segpager_pager_last_frame(pager, frame, this.#buffers), "segpager_pager_last_frame");
    return this.#read(status);
  }

  #read(status) {
    const notes = [];
    for (;;) {
      const h = views();
      const u32 = h.u32;
      const layout = this.#layout;
      const frame = layout.frame;
      const appearances = u32[(frame + F.appearance_count) >> 2];
      const pages = u32[(frame + F.page_count) >> 2];
      if (status === 0 || (appearances <= layout.lookCapacity && pages <= layout.pageCapacity
        && u32[(frame + F.pending_notifications) >> 2] === 0)) {
        return readFrame(h, layout, notes);
      }
      // Too small an array: keep the notifications written, grow, and take
      // the rest (segpager_pager_last_frame hands over those still waiting).
      for (let k = 0; k < u32[(frame + F.notification_count) >> 2]; k += 1) {
        notes.push(readNotification(h, layout.notes + k * SIZE.notification));
      }
      this.#grow(appearances * 2, layout.noteCapacity * 2, pages * 2);
      // grow() called the module (malloc, free, the buffers' init), which
      // may have grown its memory: u32 and h may be detached, views() is not.
      views().u32[this.#layout.frame >> 2] = SIZE.frame;
      status = check(api().segpager_pager_last_frame(this.#pointer, this.#layout.frame, this.#buffers),
        "segpager_pager_last_frame");
    }
  }

  /** Replaces the items (widths or `{ id, contentWidth, ... }` objects;
   * ids default to the index). */
  setItems(items) {
    const pager = this.#handle();
    const count = sequence("setItems: items", items).length;
    withScratch((scratch) => {
      const ids = scratch.alloc(count * 8);
      const metrics = scratch.alloc(count * SIZE.item_metrics);
      for (let k = 0; k < count; k += 1) {
        const item = items[k];
        writeMetrics(metrics + k * SIZE.item_metrics, item, `items[${k}]`);
        views().i64[(ids >> 3) + k] = BigInt(itemId(item, k, `items[${k}]`));
      }
      check(api().segpager_pager_set_items(pager, ids, metrics, count), "segpager_pager_set_items");
    });
  }

  /** Inserts an item at `index` (a width or `{ id, contentWidth, ... }`;
   * `id` is required here). */
  insertItem(index, item) {
    const pager = this.#handle();
    withScratch((scratch) => {
      const metrics = scratch.alloc(SIZE.item_metrics);
      writeMetrics(metrics, item, "item");
      if (typeof item !== "object" || item.id === undefined) throw new TypeError("insertItem: the item needs an id");
      check(api().segpager_pager_insert_item(pager, integer("index", index), BigInt(itemId(item, 0, "item")), metrics),
        "segpager_pager_insert_item");
    });
  }

  /** Removes the item at `index`. */
  removeItem(index) {
    check(api().segpager_pager_remove_item(this.#handle(), integer("index", index)), "segpager_pager_remove_item");
  }

  /** Moves the item at `source` to `destination`. */
  moveItem(source, destination) {
    check(api().segpager_pager_move_item(this.#handle(), integer("source", source), integer("destination", destination)),
      "segpager_pager_move_item");
  }

  /** The items as `{ id, contentWidth, selectedContentWidth, subtitleWidth,
   * selectedSubtitleWidth }`. */
  get items() {
    const pager = this.#handle();
    return withScratch((scratch) => {
      const out = scratch.alloc(4);
      // A count first: too small a capacity is E_CAPACITY with the count written.
      const status = api().segpager_pager_get_items(pager, 0, 0, 0, out);
      if (status !== STATUS.E_CAPACITY) check(status, "segpager_pager_get_items");
      const count = views().u32[out >> 2];
      const ids = scratch.alloc(count * 8);
      const metrics = scratch.alloc(count * SIZE.item_metrics);
      check(api().segpager_pager_get_items(pager, ids, metrics, count, out), "segpager_pager_get_items");
      const h = views();
      return Array.from({ length: count }, (_, k) => {
        const item = { id: idValue(h.i64[(ids >> 3) + k]) };
        METRICS.forEach((key, m) => { item[key] = h.f64[(metrics >> 3) + 4 * k + m]; });
        return item;
      });
    });
  }

  /** The configuration as a nested object, as the pager holds it. */
  get configuration() {
    const pager = this.#handle();
    return withScratch((scratch) => {
      const config = scratch.alloc(SIZE.pager_configuration);
      writeOptions("pager_configuration", config, undefined, "config");
      check(api().segpager_pager_get_configuration(pager, config), "segpager_pager_get_configuration");
      return readOptions("pager_configuration", config);
    });
  }

  /** Replaces one style (`stripStyle`, `indicatorStyle`, `appearanceStyle`,
   * `stripOffsetStyle` or `pagingOptions`): fields not given take their
   * defaults. */
  set(which, style) {
    const struct = Object.hasOwn(STYLE_SETTERS, which) ? STYLE_SETTERS[which] : undefined;
    if (!struct) throw new TypeError(`Pager.set: unknown style '${which}' (${Object.keys(STYLE_SETTERS).join(", ")})`);
    const pager = this.#handle();
    withScratch((scratch) => {
      const pointer = scratch.alloc(SIZE[struct]);
      writeOptions(struct, pointer, style, which === "pagingOptions" ? "options" : "style");
      const name = struct === "paging_options" ? "segpager_pager_set_paging_options" : `segpager_pager_set_${struct}`;
      check(api()[name](pager, pointer), name);
    });
  }

  /** Puts a header over the pages (`segpager_pager_set_header`), or takes
   * it away (`null`). `header` is a PagerHeader as Swift's and Python's:
   * `{ style: { height: 200, pinnedHeight: 44 }, sections: [...], snap,
   * listSync, refreshZone, ... }`; with no sections the style's two make
   * the stack. A section is `{ height, minHeight, behavior, snaps,
   * scrollFlags, marginTop, marginBottom }` (Python's HeaderSection:
   * `scrollFlags` with behavior BY_FLAGS, else `snaps`). The collapse and
   * the lists' offsets are kept. */
  setHeader(header) {
    const pager = this.#handle();
    if (header === null) {
      check(api().segpager_pager_remove_header(pager), "segpager_pager_remove_header");
      return;
    }
    if (typeof header !== "object" || header === undefined) {
      throw new TypeError("setHeader: expected a PagerHeader object or null");
    }
    const { style = {}, sections = [], ...options } = header;
    if (!Array.isArray(sections)) throw new TypeError("setHeader: header.sections must be an array");
    withScratch((scratch) => {
      const stylePointer = scratch.alloc(SIZE.header_style);
      writeOptions("header_style", stylePointer, style, "style");
      const optionsPointer = scratch.alloc(SIZE.pager_header);
      writeOptions("pager_header", optionsPointer, options, "options");
      const [first, margins, count] = writeSections(scratch, sections);
      if (margins) {
        check(api().segpager_pager_set_header_with_margins(pager, stylePointer, first, margins, count,
          optionsPointer), "segpager_pager_set_header_with_margins");
      } else {
        check(api().segpager_pager_set_header(pager, stylePointer, first, count, optionsPointer),
          "segpager_pager_set_header");
      }
    });
  }

  /** Frees the pager; later calls throw HandleError. Closing twice is fine. */
  close() {
    if (!wasm) return;
    live?.unregister(this);
    if (this.#pointer) wasm.segpager_pager_destroy(this.#pointer);
    this.#pointer = 0;
    for (const pointer of this.#owned) wasm.free(pointer);
    this.#owned = [];
  }

  [Symbol.dispose]() {
    this.close();
  }
}

function integer(name, value) {
  return toInteger(name, value);
}

function itemId(item, index, where) {
  if (typeof item === "object" && item !== null && item.id !== undefined) {
    if (!Number.isSafeInteger(item.id) && typeof item.id !== "bigint") {
      throw new TypeError(`${where}.id: expected an integer, got ${item.id}`);
    }
    // a BigInt64Array would wrap 2n ** 64n to 0
    if (typeof item.id === "bigint" && BigInt.asIntN(64, item.id) !== item.id) {
      throw new OutOfRangeError(`${where}.id: must fit in int64_t (got ${item.id})`, STATUS.E_RANGE);
    }
    return item.id;
  }
  return index;
}

/** The engine's version, "MAJOR.MINOR.PATCH". */
export function version() {
  return readString(api().segpager_version_string());
}
