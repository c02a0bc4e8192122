// Runs fuzz32.wasm (fuzz32.c: the C harness on the web door's 32-bit
// build) under node's WASI. A trap (a Swift trap in the module, or one of
// the harness's findings, which abort) fails the run: the input being run
// is saved as ARTIFACTS/crash-<length>-<hash> and named.
//
//   node fuzz32.mjs WASM ARTIFACTS replay|mutate [SEED SECONDS] PATH...
//
// Files are given relative to the current directory, which the module sees
// as its own.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WASI } from "node:wasi";

const [, , wasmPath, artifacts, ...args] = process.argv;
const wasi = new WASI({ version: "preview1", args: ["fuzz32", ...args], preopens: { ".": "." },
  returnOnExit: true });
const module = await WebAssembly.compile(readFileSync(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
try {
  process.exitCode = wasi.start(instance);
} catch (error) {
  if (!(error instanceof WebAssembly.RuntimeError)) throw error;
  const { memory, fuzz32_input: at, fuzz32_input_size: size } = instance.exports;
  const bytes = new Uint8Array(memory.buffer, at(), size()).slice();
  const name = `crash-${bytes.length}-${createHash("sha1").update(bytes).digest("hex").slice(0, 12)}`;
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, name), bytes);
  console.error(`fuzz32: the 32-bit module trapped (${error.message}) on ${join(artifacts, name)}`);
  console.error(error.stack.split("\n").slice(1, 8).join("\n"));
  process.exitCode = 1;
}
