// The web door's side of `make bench`: the benchmark frame of bench_frame.c
// (20 tabs under seed 004's header, 200 over a pinned 44, a finger sweeping
// over the first ten pages and back at 16 pt per 120 Hz frame) stepped
//   - through the bare module (wasm_frame_ns): the event written and the
//     frame read through typed arrays, as a hand-written front end would;
//   - through segpager.js (js_frame_ns): Pager.step and the reads a front
//     end draws from (the indicator, the strip offset, the header, the
//     first item's look);
// the two alternating, repetition by repetition. Prints one JSON line, with
// js_frame_over_wasm (the median of the paired ratios) and web_bytes_gzip
// (seg-pager.wasm, seg-pager.min.js and seg-pager.css, each gzipped as a server sends
// them). `quick`: a few frames only.

import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import * as segpager from "../segpager.js";

const quick = process.argv[2] === "quick";
const root = new URL("../../../", import.meta.url);
const wasmPath = process.env.SEGPAGER_WASM ?? new URL(".build/wasm/segpager.wasm", root);
const wasm = await segpager.init(wasmPath);
const { LAYOUTS, EVENTS } = segpager;

const VIEWPORT = 375;
const TABS = 20;
const widths = Array.from({ length: TABS }, (_, i) => 40 + ((i * 7) % 50));

function dragOffset(k) {
  const span = 9 * VIEWPORT;
  const period = 2 * span;
  let x = k * 16;
  x -= period * Math.floor(x / period);
  return x <= span ? x : period - x;
}

function open() {
  const pager = new segpager.Pager(widths.map((w, i) => ({ id: 100 + i, contentWidth: w })), { viewportWidth: VIEWPORT });
  pager.setHeader({ style: { height: 200, pinnedHeight: 44 } });
  pager.step([segpager.DragBegan(0)]);
  return { pager, time: 0, k: 0, sink: 0 };
}

// The bare module: one event, the frame and its arrays in the module's memory.
const EVENT = LAYOUTS.event;
const FRAME = LAYOUTS.frame.fields;
const BUFFERS = LAYOUTS.step_buffers.fields;
const DRAG_MOVED = EVENTS.find((e) => e.name === "DragMoved").kind;

function bare(session) {
  const event = wasm.malloc(EVENT.size);
  const frame = wasm.malloc(LAYOUTS.frame.size);
  const buffers = wasm.malloc(LAYOUTS.step_buffers.size);
  const looks = wasm.malloc(64 * LAYOUTS.item_appearance.size);
  const notes = wasm.malloc(64 * LAYOUTS.notification.size);
  const pages = wasm.malloc(8 * LAYOUTS.page_visibility.size);
  const lists = wasm.malloc(8 * 8);
  new Uint8Array(wasm.memory.buffer).fill(0, event, event + EVENT.size);
  wasm.segpager_step_buffers_init(buffers);
  const u32 = new Uint32Array(wasm.memory.buffer);
  for (const [field, value] of [["appearances", looks], ["appearance_capacity", 64], ["notifications", notes],
    ["notification_capacity", 64], ["pages", pages], ["page_capacity", 8], ["list_offsets", lists],
    ["list_offset_capacity", 8]]) u32[(buffers + BUFFERS[field][0]) >> 2] = value;
  u32[(frame + FRAME.struct_size[0]) >> 2] = LAYOUTS.frame.size;
  new Int32Array(wasm.memory.buffer)[(event + EVENT.fields.kind[0]) >> 2] = DRAG_MOVED;
  return { ...session, event, frame, buffers, looks };
}

function bareFrames(s, count) {
  const f64 = new Float64Array(wasm.memory.buffer);
  const i32 = new Int32Array(wasm.memory.buffer);
  const u32 = new Uint32Array(wasm.memory.buffer);
  const time = (s.event + EVENT.fields.time[0]) >> 3;
  const offset = (s.event + EVENT.fields.offset[0]) >> 3;
  const indicatorX = (s.frame + FRAME.indicator[0] + LAYOUTS.indicator.fields.x[0]) >> 3;
  const stripOffset = (s.frame + FRAME.strip_offset[0]) >> 3;
  const headerY = (s.frame + FRAME.header[0] + LAYOUTS.header_frame.fields.header[0] + LAYOUTS.rect.fields.y[0]) >> 3;
  const hasHeader = (s.frame + FRAME.has_header[0]) >> 2;
  const looks = (s.frame + FRAME.appearance_count[0]) >> 2;
  const weight = s.looks >> 3;
  const pager = segpager._internals(s.pager).handle;
  for (let n = 0; n < count; n += 1) {
    s.k += 1;
    f64[time] = (s.time += 1 / 120);
    f64[offset] = dragOffset(s.k);
    if (wasm.segpager_pager_step_into(pager, s.event, 1, s.frame, s.buffers) < 0) throw new Error("step");
    if (!i32[hasHeader]) throw new Error("the frame has no header");
    s.sink += f64[indicatorX] + f64[stripOffset] + f64[headerY] + (u32[looks] ? f64[weight] : 0);
  }
}

function jsFrames(s, count) {
  for (let n = 0; n < count; n += 1) {
    s.k += 1;
    const frame = s.pager.step([segpager.DragMoved((s.time += 1 / 120), dragOffset(s.k))]);
    if (frame.header === null) throw new Error("the frame has no header");
    s.sink += frame.strip.indicator.x + frame.strip.stripOffset + frame.header.frame.header.y
      + (frame.strip.appearances.length ? frame.strip.appearances[0].selectionWeight : 0);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const count = quick ? 200 : 20000;
const reps = quick ? 3 : 15;
const bareSession = bare(open());
const jsSession = open();
bareFrames(bareSession, count); // warm-up
jsFrames(jsSession, count);
const bareSamples = [];
const jsSamples = [];
for (let r = 0; r < reps; r += 1) {
  let start = performance.now();
  bareFrames(bareSession, count);
  bareSamples.push(((performance.now() - start) * 1e6) / count);
  start = performance.now();
  jsFrames(jsSession, count);
  jsSamples.push(((performance.now() - start) * 1e6) / count);
}
// What a page with <seg-pager> downloads: its module (seg-pager.wasm), seg-pager.min.js
// (`make wasm`'s esbuild bundle of the element and segpager.js), or, where
// that is the unminified re-export (no esbuild), the sources it imports,
// and seg-pager.css.
const bundle = readFileSync(new URL(".build/web/seg-pager.min.js", root));
const web = bundle.toString("utf8").startsWith("// not minified")
  ? ["bindings/js/segpager.js", "bindings/js/generated/abi.js", "bindings/js/seg-pager.js"].map((path) => readFileSync(new URL(path, root)))
  : [bundle];
const css = readFileSync(new URL("bindings/js/seg-pager.css", root));
const element = new URL(".build/wasm/seg-pager.wasm", root);
const bytes = [readFileSync(element), ...web, css].reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0);
console.log(JSON.stringify({
  wasm_frame_ns: Number(median(bareSamples).toFixed(1)),
  js_frame_ns: Number(median(jsSamples).toFixed(1)),
  js_frame_over_wasm: Number(median(jsSamples.map((v, k) => v / bareSamples[k])).toFixed(3)),
  web_bytes_gzip: bytes,
  wasm_sink: bareSession.sink + jsSession.sink,
}));
bareSession.pager.close();
jsSession.pager.close();
