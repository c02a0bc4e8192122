// The native side of the JS door's frame comparisons (parity.test.mjs,
// growth.test.mjs): the same steps through the native library, by the
// Python door, and what both sides print of a frame. Needs the repo's venv
// (`make venv`) and the release library (`make build`); SEGPAGER_PYTHON
// names another Python with segpager importable.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
export const python = process.env.SEGPAGER_PYTHON ?? join(root, ".build", "venv", "bin", "python");
/** The reason to skip a native comparison, or false. */
export const noNative = !existsSync(python) && `no ${python}`;

/** What both sides print of a frame: every number a front end draws from
 * (the header's only for a pager with one). */
export function projection(frame, { header = false } = {}) {
  const box = (b) => [b.x, b.width];
  const drawn = {
    line: String(frame),
    strip: [frame.strip.stripOffset, ...Object.values(frame.strip.indicator), frame.strip.firstVisibleItem],
    items: frame.stripItems.map((i) => [i.item, ...box(i.frame), ...box(i.title), i.appearance.selectionWeight,
      i.appearance.scale, ...Object.values(i.appearance.color)]),
    pages: frame.pages.map((p) => [p.page, p.visibility, p.x, p.width, p.listOffset]),
  };
  if (header) {
    drawn.header = [frame.header.headerOffset, frame.header.pull, ...Object.values(frame.header.frame.header),
      frame.header.frame.progress, frame.listOffset, frame.split.header, frame.split.list];
  }
  drawn.more = [frame.targetPageOffset, frame.stripContentWidth, frame.stripScrolls, frame.stripPhase, frame.gesture];
  return JSON.parse(JSON.stringify(drawn));
}

const NATIVE = String.raw`
import json, sys
import segpager
from segpager import record

spec = json.load(sys.stdin)
options = {"viewport_width": spec["viewport_width"]}
if "strip_viewport_width" in spec:
    options["config"] = segpager.PagerConfiguration(strip_viewport_width=spec["strip_viewport_width"])
if "item_padding" in spec:
    options["strip_style"] = segpager.StripStyle(item_padding=spec["item_padding"])
out = []
with segpager.Pager(spec["widths"], **options) as pager:
    if spec["header"]:
        pager.set_header(segpager.PagerHeader(style=segpager.HeaderStyle(height=200, pinned_height=44)))
    for k, events in enumerate(spec["steps"]):
        frame = pager.step([record.read_event(e, f"steps[{k}]", script=True) for e in events])
        s = frame.strip
        drawn = {
            "line": str(frame),
            "strip": [s.strip_offset, *[getattr(s.indicator, f) for f in ("x", "y", "width", "height", "corner_radius", "alpha")],
                      s.first_visible_item],
            "items": [[i.item, i.frame.x, i.frame.width, i.title.x, i.title.width, i.appearance.selection_weight,
                       i.appearance.scale, *[getattr(i.appearance.color, c) for c in ("red", "green", "blue", "alpha")]] for i in frame.strip_items],
            "pages": [[p.page, p.visibility, p.x, p.width, p.list_offset] for p in frame.pages],
        }
        if spec["header"]:
            drawn["header"] = [frame.header.header_offset, frame.header.pull,
                               *[getattr(frame.header.frame.header, f) for f in ("x", "y", "width", "height")],
                               frame.header.frame.progress, frame.list_offset, frame.split.header, frame.split.list]
        drawn["more"] = [frame.target_page_offset, frame.strip_content_width, frame.strip_scrolls,
                         int(frame.strip_phase), int(frame.gesture)]
        out.append(drawn)
json.dump(out, sys.stdout)
`;

const snake = (events) => events.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) =>
  [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])));

/** The projections of `steps` (arrays of event objects, as Pager.step
 * takes them) through the native library: a pager of `widths` at
 * `viewportWidth`, with `stripViewportWidth`, `itemPadding` and the
 * 200/44 header when given. */
export function nativeFrames({ widths, viewportWidth, stripViewportWidth, itemPadding, header = false, steps }) {
  const spec = { widths, viewport_width: viewportWidth, header, steps: steps.map(snake) };
  if (stripViewportWidth !== undefined) spec.strip_viewport_width = stripViewportWidth;
  if (itemPadding !== undefined) spec.item_padding = itemPadding;
  return JSON.parse(execFileSync(python, ["-c", NATIVE], {
    input: JSON.stringify(spec),
    encoding: "utf8",
    env: { ...process.env, PYTHONPATH: join(root, "bindings", "python") },
    maxBuffer: 1 << 28,
  }));
}
