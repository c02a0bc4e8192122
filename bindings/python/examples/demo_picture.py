"""The README's picture: four moments of the demo session side by side.

Mid-swipe, the far tap arriving, the header pinned, the pull-down stretch;
each panel is ``segpager.render.draw_frame`` of an engine frame from
``demo.play()``. Writes ``demo.png`` beside this file, or the path given.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import demo
from PIL import Image

from segpager.render import draw_frame


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("demo.png")
    with contextlib.redirect_stdout(io.StringIO()):
        canvas, film, swipe = demo.play()
    # The four moments: the swipe half way, the first frame of the tap whose
    # page offset is past half way to 财经, the deepest list offset (pinned)
    # and the most negative one (stretched).
    mid_swipe = next(i for i, f in enumerate(film) if f is swipe[len(swipe) // 2])
    tap = next(i for i, f in enumerate(film) if f.transition_target == 9)
    moments = [
        mid_swipe,
        tap + 12,
        max(range(len(film)), key=lambda i: demo.depth(film[i])),
        min(range(len(film)), key=lambda i: demo.depth(film[i])),
    ]
    panels = [draw_frame(canvas, film[i]) for i in moments]
    gap = 12
    w, h = panels[0].size
    sheet = Image.new("RGB", (len(panels) * (w + gap) - gap, h), (40, 40, 40))
    for k, panel in enumerate(panels):
        sheet.paste(panel, (k * (w + gap), 0))
    sheet = sheet.resize((sheet.width // 2, sheet.height // 2), Image.Resampling.LANCZOS)
    sheet.save(out, optimize=True)
    print(f"wrote {out}: {sheet.width} x {sheet.height}")


if __name__ == "__main__":
    main()
