// The WebAssembly build (`make wasm`) in node, no npm packages: the module
// instantiates with an empty import object (as a browser would), and the
// README's strip (titles of 50, 200 and 40 pt, FILL, a 320 pt viewport)
// lays out as [60, 200, 60] through the module's own memory.
// SEGPAGER_WASM names another module file.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const path = process.env.SEGPAGER_WASM ?? new URL("../../../.build/wasm/segpager.wasm", import.meta.url);
const bytes = readFileSync(path);

// Layouts for wasm32 (the header's structs under clang --target=wasm32).
const STRIP_STYLE_SIZE = 120; // sizeof(segpager_strip_style)
const WIDTH_MODE_OFFSET = 4; // offsetof(segpager_strip_style, width_mode)
const ITEM_METRICS_SIZE = 32; // four doubles
const ITEM_FRAME_SIZE = 16; // x, width
const PAGER_CONFIGURATION_SIZE = 368; // sizeof(segpager_pager_configuration)
const VIEWPORT_WIDTH_OFFSET = 56; // offsetof(segpager_pager_configuration, viewport_width)
const SEGPAGER_OK = 0;
const SEGPAGER_WIDTH_FILL = 3;

async function instantiate() {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  return instance.exports;
}

function cString(memory, pointer) {
  const view = new Uint8Array(memory.buffer, pointer);
  return new TextDecoder().decode(view.subarray(0, view.indexOf(0)));
}

test("the module imports nothing and exports the C ABI", () => {
  const module = new WebAssembly.Module(bytes);
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  const names = WebAssembly.Module.exports(module).map((e) => e.name);
  const header = readFileSync(new URL("../../c/segpager.h", import.meta.url), "utf8");
  const declared = [...header.matchAll(/SEGPAGER_API[^(;]*?\b(segpager_[a-z0-9_]+)\(/g)].map((m) => m[1]);
  assert.ok(declared.length > 50, `only ${declared.length} functions found in the header`);
  for (const name of declared) assert.ok(names.includes(name), `${name} is not exported`);
  assert.ok(names.includes("malloc") && names.includes("free"));
});

test("the version string matches the header's", async () => {
  const api = await instantiate();
  const header = readFileSync(new URL("../../c/segpager.h", import.meta.url), "utf8");
  const part = (name) => header.match(new RegExp(`#define SEGPAGER_VERSION_${name} (\\d+)`))[1];
  const expected = `${part("MAJOR")}.${part("MINOR")}.${part("PATCH")}`;
  assert.equal(cString(api.memory, api.segpager_version_string()), expected);
});

test("the README's strip lays out as [60, 200, 60]", async () => {
  const api = await instantiate();
  const style = api.malloc(STRIP_STYLE_SIZE);
  const items = api.malloc(3 * ITEM_METRICS_SIZE);
  const frames = api.malloc(3 * ITEM_FRAME_SIZE);
  const outCount = api.malloc(4); // size_t
  const outContent = api.malloc(8);
  const outScrolls = api.malloc(4);
  assert.equal(api.segpager_strip_style_init(style), SEGPAGER_OK);
  let view = new DataView(api.memory.buffer);
  assert.equal(view.getUint32(style, true), STRIP_STYLE_SIZE); // struct_size: the layout above holds
  view.setInt32(style + WIDTH_MODE_OFFSET, SEGPAGER_WIDTH_FILL, true);
  [50, 200, 40].forEach((width, k) => {
    for (let field = 0; field < 4; field++) view.setFloat64(items + k * ITEM_METRICS_SIZE + field * 8, 0, true);
    view.setFloat64(items + k * ITEM_METRICS_SIZE, width, true);
  });
  const status = api.segpager_strip_layout(style, items, 3, 320.0, frames, 3, outCount, outContent, outScrolls);
  view = new DataView(api.memory.buffer); // the memory may have grown
  assert.equal(status, SEGPAGER_OK, cString(api.memory, api.segpager_last_error_message()));
  assert.equal(view.getUint32(outCount, true), 3);
  const got = [0, 1, 2].map((k) => [
    view.getFloat64(frames + k * ITEM_FRAME_SIZE, true),
    view.getFloat64(frames + k * ITEM_FRAME_SIZE + 8, true),
  ]);
  assert.deepEqual(got.map(([, width]) => width), [60, 200, 60]);
  assert.deepEqual(got.map(([x]) => x), [0, 60, 260]);
  assert.equal(view.getFloat64(outContent, true), 320);
  assert.equal(view.getInt32(outScrolls, true), 0);
  for (const pointer of [style, items, frames, outCount, outContent, outScrolls]) api.free(pointer);
});

test("a failing call sets the last error message", async () => {
  const api = await instantiate();
  const status = api.segpager_strip_style_init(0);
  assert.notEqual(status, SEGPAGER_OK);
  assert.match(cString(api.memory, api.segpager_last_error_message()), /segpager_strip_style_init/);
});

test("a pager is created (after a checked error) and destroyed; a destroyed handle is E_HANDLE", async () => {
  const api = await instantiate();
  const SEGPAGER_E_HANDLE = -9;
  const config = api.malloc(PAGER_CONFIGURATION_SIZE);
  const outPager = api.malloc(4);
  assert.equal(api.segpager_pager_configuration_init(config), SEGPAGER_OK);
  const view = new DataView(api.memory.buffer);
  assert.equal(view.getUint32(config, true), PAGER_CONFIGURATION_SIZE);
  // No viewport yet: a checked error, as natively.
  assert.notEqual(api.segpager_pager_create(config, outPager), SEGPAGER_OK);
  assert.match(cString(api.memory, api.segpager_last_error_message()), /viewport_width/);
  view.setFloat64(config + VIEWPORT_WIDTH_OFFSET, 375, true);
  assert.equal(api.segpager_pager_create(config, outPager), SEGPAGER_OK);
  const pager = new DataView(api.memory.buffer).getUint32(outPager, true);
  assert.notEqual(pager, 0);
  assert.equal(api.segpager_pager_destroy(pager), SEGPAGER_OK);
  assert.equal(api.segpager_pager_destroy(pager), SEGPAGER_E_HANDLE);
  assert.match(cString(api.memory, api.segpager_last_error_message()), /segpager_pager_destroy/);
  api.free(config);
  api.free(outPager);
});
