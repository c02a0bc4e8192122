"""The pager page's picture of the three far transitions.

A tap from page 0 to page 5 of eight, drawn by ``segpager.render`` at five
moments of its 0.3 s flight (0, 0.06, 0.12, 0.18 and 0.24 s), one row per
``FarTransition``: ``ADJACENT`` slides page 5 in beside page 0, ``PRE_JUMP``
jumps to page 2 and scrolls from there, ``SWEEP`` passes every page between.
Writes ``docs/guide/images/far-transitions.png``, or the path given.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw

import segpager
from segpager import FarTransition, TabTapped, Tick
from segpager.render import Canvas, draw_frame, find_font

TITLES = ("Top", "World", "Tech", "Sport", "Arts", "Travel", "Food", "Autos")
VIEWPORT = 240.0
MOMENTS = (0.0, 0.06, 0.12, 0.18, 0.24)
OUT = Path(__file__).parents[3] / "docs" / "guide" / "images" / "far-transitions.png"


def row(mode: FarTransition, canvas: Canvas) -> list[Image.Image]:
    """The frames of one mode's tap at MOMENTS."""
    config = segpager.PagerConfiguration(
        far_transition=mode, windows=segpager.PageWindowPolicy(prepare_radius=0, keep_radius=0)
    )
    with segpager.Pager([44.0] * len(TITLES), VIEWPORT, config=config) as pager:
        pager.step([Tick(0.0), TabTapped(0.0, 5)])
        return [draw_frame(canvas, pager.step([Tick(t)])) for t in MOMENTS]


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    font = find_font()
    canvas = Canvas(TITLES, height=150, scale=1.0, font=font, viewport_width=VIEWPORT)
    rows = [(mode, row(mode, canvas)) for mode in FarTransition]
    label, gap = 90, 8
    w, h = rows[0][1][0].size
    sheet = Image.new(
        "RGB", (label + len(MOMENTS) * (w + gap), len(rows) * (h + gap) - gap), (60, 60, 60)
    )
    draw = ImageDraw.Draw(sheet)
    for r, (mode, panels) in enumerate(rows):
        y = r * (h + gap)
        draw.text((8, y + h / 2), mode.name, "white", anchor="lm")
        for k, panel in enumerate(panels):
            sheet.paste(panel, (label + k * (w + gap), y))
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)
    print(f"wrote {out}: {sheet.width} x {sheet.height}")


if __name__ == "__main__":
    main()
