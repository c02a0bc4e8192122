// Recordings made by the Python door, replayed through the JS door: every
// frame's digest (the recording format's: BLAKE2b-64 of the frame's scalars
// and its notifications, little-endian, ints as 64 bits) must come out as
// the Python session saw it. The sessions are hypothesis's (the strategy of
// bindings/python/tests/test_record.py: every event kind, runs, item edits,
// header and style changes), drawn with a fixed seed by a child Python and
// saved as recordings. Needs the repo's venv (`make venv`).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import * as segpager from "../segpager.js";
import { blake2b } from "./blake2b.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const python = process.env.SEGPAGER_PYTHON ?? join(root, ".build", "venv", "bin", "python");
await segpager.init(process.env.SEGPAGER_WASM ?? join(root, ".build", "wasm", "segpager.wasm"));
const { LAYOUTS, OPTIONS, constants } = segpager;

const RECORD = String.raw`
import sys
from pathlib import Path
from hypothesis import given, seed, settings, strategies as st
from tests.test_record import HEADER, SECTIONS, _record, sessions
import segpager

out, count = Path(sys.argv[1]), int(sys.argv[2])
made = []
styles = {
    "config": segpager.PagerConfiguration.android(pages=segpager.PageGeometry(page_spacing=8.0)),
    "strip_style": segpager.StripStyle(width_mode=segpager.WidthMode.FILL, spacing=4.0),
    "appearance": segpager.AppearanceStyle(selected_color=segpager.RGBAColor(1.0, 0.1, 0.3), selected_scale=1.2),
}

@seed(20261203)
@settings(max_examples=count, deadline=None, database=None)
@given(sessions(), st.sampled_from([None, HEADER, SECTIONS]), st.booleans())
def write(parts, header, styled):
    path = out / f"session-{len(made):02d}.jsonl"
    _record(path, parts, header=header, **(styles if styled else {}))
    made.append(path)

write()
`;

// --- the recording's words in the JS door's ------------------------------

const camel = (snake) => snake.replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());

// Every option path the JS door takes, by struct: a Python field the C
// struct does not carry (pages.pageCount) is left out, as it is at its default.
const KNOWN = Object.fromEntries(Object.entries(OPTIONS).map(([struct, rows]) => [struct, new Set(rows.map(([p]) => p))]));

function options(struct, value, prefix = "") {
  const out = {};
  for (const [key, raw] of Object.entries(value ?? {})) {
    const path = prefix + camel(key);
    if (raw !== null && typeof raw === "object") {
      const inner = options(struct, raw, `${path}.`);
      if (Object.keys(inner).length) out[camel(key)] = inner;
    } else if (KNOWN[struct].has(path)) {
      out[camel(key)] = typeof raw === "string" ? raw.toUpperCase() : raw;
    }
  }
  return out;
}

function header(value) {
  if (value === null) return null;
  const { style, sections, ...rest } = value;
  return {
    style: options("header_style", style),
    // a section as Python's HeaderSection (snaps, scrollFlags, margins): setHeader takes it so
    sections: (sections ?? []).map((section) => Object.fromEntries(Object.entries(section)
      .map(([key, raw]) => [camel(key), typeof raw === "string" ? raw.toUpperCase() : raw]))),
    ...options("pager_header", rest),
  };
}

const STYLES = {
  strip_style: "stripStyle", indicator_style: "indicatorStyle", appearance_style: "appearanceStyle",
  strip_offset_style: "stripOffsetStyle", paging_options: "pagingOptions",
};

function event(raw) {
  const out = {};
  for (const [key, value] of Object.entries(raw)) {
    out[camel(key)] = key === "region" && typeof value === "string" ? value.toUpperCase() : value;
  }
  return out;
}

const item = ([id, contentWidth, selectedContentWidth, subtitleWidth, selectedSubtitleWidth]) =>
  ({ id, contentWidth, selectedContentWidth, subtitleWidth, selectedSubtitleWidth });

// --- the digest -------------------------------------------------------------

// segpager_frame's scalars in offset order, nested structs flattened, as the
// Python door's PagerRun columns (no sizes, padding or waiting count).
const NOT_COLUMNS = new Set(["struct_size", "reserved", "reserved2", "reserved3", "header.reserved",
  "pending_notifications"]);

function scalars(struct, base = 0, prefix = "") {
  const seen = new Set();
  return Object.entries(LAYOUTS[struct].fields).flatMap(([name, [offset, kind]]) => {
    if (seen.has(offset)) return []; // a union: its first member
    seen.add(offset);
    if (kind in LAYOUTS) return scalars(kind, base + offset, `${prefix}${name}.`);
    return NOT_COLUMNS.has(prefix + name) ? [] : [[base + offset, kind]];
  }).sort((a, b) => a[0] - b[0]);
}
const FRAME_COLUMNS = scalars("frame");
const NOTE_COLUMNS = scalars("notification");

function pack(view, at, columns, out) {
  for (const [offset, kind] of columns) {
    if (kind === "f64") out.setFloat64(out.at, view.getFloat64(at + offset, true), true);
    else if (kind === "i64") out.setBigInt64(out.at, view.getBigInt64(at + offset, true), true);
    else if (kind === "u32") out.setBigInt64(out.at, BigInt(view.getUint32(at + offset, true)), true);
    else out.setBigInt64(out.at, BigInt(view.getInt32(at + offset, true)), true);
    out.at += 8;
  }
}

/** The digest of a step's frame: its scalars from the pager's frame struct,
 * its notifications from the frame (a step whose notifications outgrew the
 * buffers hands them over in two calls; the frame holds them all). */
function digest(pager, frame, wasm) {
  const view = new DataView(wasm.memory.buffer);
  const notes = frame.notifications;
  const bytes = new Uint8Array(8 * (FRAME_COLUMNS.length + notes.length * NOTE_COLUMNS.length));
  const out = new DataView(bytes.buffer);
  out.at = 0;
  pack(view, segpager._internals(pager).frame, FRAME_COLUMNS, out);
  const count = FRAME_COLUMNS.findIndex(([offset]) => offset === LAYOUTS.frame.fields.notification_count[0]);
  out.setBigInt64(8 * count, BigInt(notes.length), true);
  const header = segpager.NotificationKind.HEADER_PHASE;
  for (const note of notes) {
    const raw = [note.kind, note.page, note.previous ?? constants.NONE,
      note.kind === header ? note.cause : (note.cause ?? constants.CAUSE_NONE)];
    for (const value of raw) {
      out.setBigInt64(out.at, BigInt(value), true);
      out.at += 8;
    }
    out.setBigInt64(out.at, BigInt(note.id), true);
    out.setFloat64(out.at + 8, note.time, true);
    out.at += 16;
  }
  return blake2b(bytes, 8);
}

/** Replays a recording: the number of frames whose digest matched, and the
 * first that did not (null: none). */
function replay(path, wasm) {
  const [setup, ...lines] = readFileSync(path, "utf8").trim().split("\n").map((line) => JSON.parse(line));
  const pager = new segpager.Pager(setup.items.map(item), {
    ...options("pager_configuration", setup.config),
    ...Object.fromEntries(Object.entries(STYLES).filter(([key]) => setup[key])
      .map(([key, name]) => [name, options(key, setup[key])])),
  });
  try {
    if (setup.header) pager.setHeader(header(setup.header));
    let matched = 0;
    for (const line of lines) {
      if (line.call === "set_items") pager.setItems(line.items.map(item));
      else if (line.call === "insert_item") pager.insertItem(line.index, item([line.id, ...line.metrics]));
      else if (line.call === "remove_item") pager.removeItem(line.index);
      else if (line.call === "move_item") pager.moveItem(line.source, line.destination);
      else if (line.call === "set_header") pager.setHeader(header(line.header));
      else if (line.call?.slice(4) in STYLES) {
        pager.set(STYLES[line.call.slice(4)], options(line.call.slice(4), line.style));
      }
      else if (line.call) throw new Error(`${path}: an unknown call ${line.call}`);
      else {
        const frame = pager.step(line.events.map(event));
        if (digest(pager, frame, wasm) !== line.digest) return { matched, diverged: line.frame };
        matched += 1;
      }
    }
    return { matched, diverged: null };
  } finally {
    pager.close();
  }
}

test("the digest is the recording format's (a fixed frame, hashed by Python too)", () => {
  const bytes = new TextEncoder().encode("segpager");
  const expected = execFileSync(python, ["-c",
    "import hashlib; print(hashlib.blake2b(b'segpager', digest_size=8).hexdigest())"], { encoding: "utf8" }).trim();
  assert.equal(blake2b(bytes, 8), expected);
  assert.equal(FRAME_COLUMNS.length, 50); // segpager.PagerRun.COLUMNS
  // kind, page, previous, cause, id, time: the order digest() packs them in
  assert.deepEqual(NOTE_COLUMNS.map(([, kind]) => kind), ["i32", "i32", "i32", "i32", "i64", "f64"]);
  assert.equal(constants.NONE, -1);
});

test("hypothesis's recorded sessions replay through the JS door, every frame's digest equal",
  { skip: !existsSync(python) && `no ${python}` }, async () => {
    const folder = mkdtempSync(join(tmpdir(), "segpager-recordings-"));
    execFileSync(python, ["-c", RECORD, folder, "60"], {
      env: { ...process.env, PYTHONPATH: join(root, "bindings", "python") },
      cwd: join(root, "bindings", "python"),
    });
    const wasm = await segpager.init();
    const files = readdirSync(folder).filter((name) => name.endsWith(".jsonl")).sort();
    assert.ok(files.length >= 50, `only ${files.length} recordings`);
    let frames = 0;
    let withCalls = 0;
    for (const name of files) {
      const path = join(folder, name);
      const { matched, diverged } = replay(path, wasm);
      assert.equal(diverged, null, `${name}: frame ${diverged} differs from the recording`);
      frames += matched;
      if (readFileSync(path, "utf8").includes('"call"')) withCalls += 1;
    }
    assert.ok(frames > 200, `only ${frames} frames replayed`);
    assert.ok(withCalls > 5, `only ${withCalls} recordings with calls`);
  });
