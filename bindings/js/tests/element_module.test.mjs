// seg-pager.wasm, the element's module (`make wasm`): the same objects as
// segpager.wasm linked with only what a Pager calls. It exports exactly the
// rule in seg-pager.exports, which the Makefile links by (every
// segpager_pager_* function, every struct's _init, the version string, the
// last error, malloc and free) and every segpager_ name the Pager class
// and the element use; a Pager stepped through it gives
// the frames of the whole module, call for call; and a stateless function
// asked of it throws an error naming the function and segpager.wasm.
// SEGPAGER_WASM names the whole module, SEGPAGER_ELEMENT_WASM the element's.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import * as segpager from "../segpager.js";

const built = (name) => fileURLToPath(new URL(`../../../.build/wasm/${name}`, import.meta.url));
const WHOLE = process.env.SEGPAGER_WASM ?? built("segpager.wasm");
const ELEMENT = process.env.SEGPAGER_ELEMENT_WASM ?? built("seg-pager.wasm");
const exportsOf = (path) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path)))
  .filter((entry) => entry.kind === "function").map((entry) => entry.name).sort();

test("it exports the rule's functions of the whole module, and every name a Pager and the element use", () => {
  // the rule the Makefile links by (seg-pager.exports: a regular expression a line)
  const lines = readFileSync(new URL("../seg-pager.exports", import.meta.url), "utf8").split("\n")
    .filter((line) => line && !line.startsWith("#"));
  const rule = new RegExp(`^(${lines.join("|")})$`);
  const whole = exportsOf(WHOLE);
  const element = exportsOf(ELEMENT);
  assert.deepEqual(element, whole.filter((name) => rule.test(name)));
  assert.ok(element.length < whole.length / 2, `${element.length} of ${whole.length}`);
  const door = readFileSync(new URL("../segpager.js", import.meta.url), "utf8");
  const pager = door.slice(door.indexOf("\nexport class Pager {"));
  // literal names (a name a template completes is listed below)
  const used = new Set([...pager.matchAll(/segpager_[a-z0-9_]+(\$\{)?/g)]
    .filter((match) => !match[1]).map((match) => match[0]));
  // the styles Pager.set(which, style) names through a template: STYLE_SETTERS' structs
  const setters = door.match(/\nconst STYLE_SETTERS = \{([^}]*)\}/)[1];
  for (const [, struct] of setters.matchAll(/"([a-z_]+)"/g)) used.add(`segpager_pager_set_${struct}`);
  used.add("segpager_version_string").add("segpager_last_error_message");
  const element_source = readFileSync(new URL("../seg-pager.js", import.meta.url), "utf8");
  for (const match of element_source.matchAll(/segpager_[a-z0-9_]+/g)) used.add(match[0]);
  for (const name of used) assert.ok(element.includes(name), `${name} is not in seg-pager.wasm`);
});

// Each Pager call the element makes, and the rest of the class: printed one
// line a call, through whichever module `wasm` names.
const SCENARIO = `
const segpager = await import(${JSON.stringify(new URL("../segpager.js", import.meta.url).href)});
const { Pager, DragBegan, DragMoved, DragEnded, TabTapped, Tick, Resized, Wheel, PointerDown, PointerMoved,
  PointerUp, Select, HostScrolled } = segpager;
await segpager.init(wasm);
const out = [];
const pager = new Pager([28, 47, 34, 38, 30, 31].map((w, i) => ({ id: 10 + i, contentWidth: w })),
  { viewportWidth: 375, looping: false, preset: "IOS" });
const steps = [[Tick(0)], [DragBegan(0.01)], [DragMoved(0.02, -40)], [DragMoved(0.03, -120)],
  [DragEnded(0.04, -900)], [Tick(0.1)], [Tick(0.3)], [TabTapped(0.5, 4)], [Tick(0.6)], [Tick(1.2)],
  [PointerDown(1.3, 200, 300)], [PointerMoved(1.31, 150, 302)], [PointerMoved(1.32, 60, 303)],
  [PointerUp(1.33, 40, 303)], [Tick(1.5)], [Wheel(2, 120, 0)], [Tick(2.2)], [Resized(2.3, 800, 600)],
  [Select(2.4, 1)], [Tick(3)]];
for (const events of steps) out.push(String(pager.step(events)));
pager.setHeader({ style: { height: 200, pinnedHeight: 44 } });
out.push(String(pager.step([HostScrolled(3.1, 90), Tick(3.2)])));
pager.insertItem(2, { id: 99, contentWidth: 60 });
pager.removeItem(0);
pager.moveItem(1, 4);
pager.set("indicatorStyle", { height: 3 });
out.push(String(pager.step([Tick(3.5)])), JSON.stringify(pager.items.map((item) => String(item.id))));
out.push(JSON.stringify(Object.keys(pager.configuration)), String(pager.lastFrame()));
pager.close();
console.log(JSON.stringify(out));
`;

test("a Pager through it gives the whole module's frames, call for call", async () => {
  const run = (wasm) => execFileSync(process.execPath, ["--input-type=module", "-e",
    `const wasm = ${JSON.stringify(wasm)};\n${SCENARIO}`], { encoding: "utf8" });
  const whole = JSON.parse(run(WHOLE));
  const element = JSON.parse(run(ELEMENT));
  assert.equal(element.length, whole.length);
  assert.ok(whole.some((line) => line.includes("sel4")), whole.join("\n"));
  assert.deepEqual(element, whole);
});

test("a stateless function asked of it names itself and segpager.wasm", async () => {
  await segpager.init(ELEMENT);
  assert.throws(() => segpager.stripLayout([50, 200, 40], 320),
    /^Error: segpager_strip_layout is not in the module init\(\) loaded: seg-pager\.wasm.*load segpager\.wasm/);
  assert.throws(() => segpager.rubberBand(50, 375), /segpager_rubber_band is not in the module/);
  // and the Pager beside it still works
  const pager = new segpager.Pager([28, 47, 34], { viewportWidth: 375 });
  assert.equal(String(pager.step([segpager.Tick(0)]).notifications.join(" ")), "sel0<-1:program load0 load1 wa0 da0");
  pager.close();
});
