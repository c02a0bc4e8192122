// Every ```js block of the README and the manual (docs/) runs in node and
// prints what its comments say: each console.log line's `// ...` comment is
// the line it prints. The blocks import "./segpager.js" as a page beside
// the web door's files would; here that is .build/web/ (`make wasm`), or
// SEGPAGER_WEB.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const web = process.env.SEGPAGER_WEB ?? join(root, ".build", "web");

function markdown(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdown(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

const documents = [join(root, "README.md"), ...markdown(join(root, "docs"))];
const blocks = documents.flatMap((path) =>
  [...readFileSync(path, "utf8").matchAll(/```js\n([\s\S]*?)```/g)].map((m) => ({ path, code: m[1] })));

test("the docs have JavaScript blocks", () => {
  assert.ok(blocks.length >= 2, `only ${blocks.length} js blocks`);
});

for (const [k, { path, code }] of blocks.entries()) {
  test(`${path.slice(root.length)}: js block ${k} prints its comments`, () => {
    const expected = code.split("\n")
      .filter((line) => line.trimStart().startsWith("console.log(") && line.includes("// "))
      .map((line) => line.slice(line.lastIndexOf("// ") + 3).trim());
    const module = pathToFileURL(join(web, "segpager.js")).href;
    const source = code.replaceAll('"./segpager.js"', JSON.stringify(module));
    const file = join(mkdtempSync(join(tmpdir(), "segpager-docs-")), "block.mjs");
    writeFileSync(file, source);
    const printed = execFileSync(process.execPath, [file], { encoding: "utf8" }).trimEnd().split("\n");
    assert.deepEqual(printed, expected);
  });
}
