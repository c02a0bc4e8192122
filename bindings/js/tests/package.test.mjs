// bindings/js/package.json, the npm package's manifest (`make web-package`
// packs it): its version is the engine's, every file and export it names
// exists, and `sideEffects` lists exactly the files with effects on import
// (the engine door has none; the element defines itself). test_package.py
// installs the packed tarball and uses it.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";

const here = (path) => new URL(`../${path}`, import.meta.url);
const manifest = JSON.parse(readFileSync(here("package.json"), "utf8"));
// the files `make wasm` builds (the others are in the source tree)
const BUILT = new Set(["segpager.wasm", "seg-pager.wasm"]);

test("its version is the engine's, and the docs install that tarball", async () => {
  const { VERSION } = await import("../generated/abi.js");
  assert.equal(manifest.version, VERSION);
  const install = `npm install ./segpager-${VERSION}.tgz`;
  for (const doc of ["../../docs/guide/web.md", "../../README.md", "README.md"]) {
    assert.ok(readFileSync(here(doc), "utf8").includes(install), `${doc} does not say ${install}`);
  }
});

test("every file and export it names is in the package", () => {
  assert.equal(manifest.name, "segpager");
  assert.equal(manifest.type, "module");
  assert.equal(manifest.dependencies, undefined);
  assert.equal(manifest.customElements, "custom-elements.json");
  assert.equal(manifest.types, manifest.exports["."].types);
  for (const file of manifest.files) assert.ok(BUILT.has(file) || existsSync(here(file)), file);
  const targets = Object.values(manifest.exports).flatMap((target) =>
    typeof target === "string" ? [target] : Object.values(target));
  for (const target of targets) {
    const file = target.replace(/^\.\//, "");
    assert.ok(file === "package.json" || manifest.files.includes(file), `${target} is not in files`);
  }
  assert.deepEqual(Object.keys(manifest.exports),
    [".", "./element", "./seg-pager.css", "./segpager.wasm", "./seg-pager.wasm", "./custom-elements.json", "./package.json"]);
  assert.equal(manifest.exports["./element"].default, "./seg-pager.js");
  assert.equal(manifest.exports["./element"].types, "./seg-pager.d.ts");
});

test("sideEffects lists the element and its CSS, not the engine door", async () => {
  assert.deepEqual(manifest.sideEffects, ["./seg-pager.js", "./seg-pager.css"]);
  // importing the door adds nothing to the global object
  const before = Reflect.ownKeys(globalThis);
  await import("../segpager.js");
  assert.deepEqual(Reflect.ownKeys(globalThis), before);
  // and neither it nor abi.js runs a call at top level beyond building its own tables
  for (const file of ["segpager.js", "generated/abi.js"]) {
    const source = readFileSync(here(file), "utf8");
    assert.doesNotMatch(source, /^(globalThis|window|self|document|customElements)\b/m, file);
  }
  // the element defines itself on import: a side effect
  assert.match(readFileSync(here("seg-pager.js"), "utf8"), /^if \(!customElements\.get\("seg-pager"\)\) customElements\.define/m);
});
