"""make demo's job: a line per phase, every frame in demo.gif, and the first
frame's indicator drawn where the engine's frame puts it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

from segpager.render import draw_frame

from .conftest import needs_font

DEMO = Path(__file__).parents[1] / "examples" / "demo.py"


def _load_demo() -> ModuleType:
    spec = importlib.util.spec_from_file_location("segpager_demo", DEMO)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@needs_font
def test_demo_writes_every_frame_and_draws_the_indicator_where_the_engine_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    demo = _load_demo()
    out = tmp_path / "demo.gif"
    monkeypatch.setattr(sys, "argv", ["demo.py", str(out)])
    demo.main()
    printed = capsys.readouterr().out
    for phase in ("swipe:", "fling:", "tap on 财经:", "collapse:", "pull-down:"):
        assert sum(line.startswith(phase) for line in printed.splitlines()) == 1, phase

    # The engine is deterministic: playing again gives the same film.
    canvas, film, _ = demo.play()
    expected = len(film[:: demo.GIF_EVERY])
    assert f"wrote {out}: {expected} frames at 30 fps" in printed
    with Image.open(out) as gif:
        # Pillow merges identical neighbours into one longer frame, so count
        # time: the film lasts its frames at 30 fps, to one centisecond.
        total = 0
        for k in range(getattr(gif, "n_frames", 1)):
            gif.seek(k)
            total += gif.info["duration"]
        assert abs(total - expected * 1000 / 30) <= 10
        gif.seek(0)
        first = gif.convert("RGB")

    frame = film[0]
    assert frame.header is not None
    strip_top = frame.header.frame.strip.y
    rect, s = frame.strip.indicator, canvas.scale
    y = (strip_top + rect.y + rect.height / 2) * s
    inside = first.getpixel(
        (round((rect.x + rect.width / 2 - frame.strip.strip_offset) * s), round(y))
    )
    outside = first.getpixel((round((rect.x - frame.strip.strip_offset - 3) * s), round(y)))
    assert isinstance(inside, tuple)
    assert isinstance(outside, tuple)
    # The indicator's blue, give or take the GIF palette.
    assert all(abs(a - b) <= 8 for a, b in zip(inside, (0, 122, 255), strict=True)), inside
    assert all(c >= 240 for c in outside), outside


@needs_font
def test_every_page_the_demo_places_shows_its_rows() -> None:
    """A person sees each page's list on every frame of the GIF, never a
    flat panel (0.7.0's far tap drew empty pages for its whole flight)."""
    demo = _load_demo()
    canvas, film, _ = demo.play()
    s = canvas.scale
    checked = 0
    for frame in film[:: demo.GIF_EVERY]:
        image = draw_frame(canvas, frame)
        top = (frame.header.frame.strip.y if frame.header else 0.0) + canvas.strip_height
        for page in frame.pages:
            left, right = max(page.x, 0.0), min(page.x + page.width, canvas.width)
            if right - left < 40:  # a sliver: too narrow to hold a row's box
                continue
            box = (round(left * s), round(top * s), round(right * s), round(canvas.height * s))
            colours = image.crop(box).getcolors(maxcolors=1 << 16)
            # a flat fill has one colour; a list has its tint, white rows and text
            assert colours is None or len(colours) > 2, (frame.time, page)
            checked += 1
    assert checked > len(film[:: demo.GIF_EVERY])
