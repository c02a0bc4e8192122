"""segpager.render: the reference Pillow front end draws what the frames say."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PIL import Image

import segpager
from segpager import DragBegan, DragMoved, Tick
from segpager.render import (
    PAGE_TINTS,
    Canvas,
    FontNotFoundError,
    draw_frame,
    find_font,
    gif_delays,
    measure_titles,
    save_gif,
)

from .conftest import FONT, needs_font

TITLES = ("One", "Two", "Three", "Four")
W = 320.0
BLUE = (0, 122, 255)  # the indicator's colour in render.py


def _pager_frames(offsets: list[float]) -> tuple[segpager.StripLayout, list[segpager.PagerFrame]]:
    widths = [40.0, 40.0, 50.0, 45.0]
    layout = segpager.strip_layout(widths, W)
    frames = []
    with segpager.Pager(widths, W) as pager:
        frames.append(pager.step([Tick(0.0), DragBegan(0.0)]))
        for k, offset in enumerate(offsets, 1):
            frames.append(pager.step([DragMoved(k / 60, offset)]))
    return layout, frames


def _pixel(image: Image.Image, x: float, y: float, scale: float) -> tuple[int, int, int]:
    value = image.getpixel((round(x * scale), round(y * scale)))
    assert isinstance(value, tuple)
    return value[0], value[1], value[2]


@needs_font
def test_indicator_drawn_where_the_frame_says() -> None:
    layout, frames = _pager_frames([160.0])
    frame = frames[-1]
    canvas = Canvas(TITLES, layout, height=200, scale=2, font=FONT)
    image = draw_frame(canvas, frame)
    rect = frame.strip.indicator
    assert image.size == (640, 400)
    centre_x = rect.x + rect.width / 2 - frame.strip.strip_offset
    assert _pixel(image, centre_x, rect.y + rect.height / 2, 2) == BLUE
    # Left of the indicator's left edge the strip is white.
    assert _pixel(image, rect.x - frame.strip.strip_offset - 4, rect.y + rect.height / 2, 2) == (
        255, 255, 255,
    )  # fmt: skip


@needs_font
def test_pages_follow_the_page_offset() -> None:
    layout, frames = _pager_frames([160.0])
    canvas = Canvas(TITLES, layout, height=200, scale=1, font=FONT)
    image = draw_frame(canvas, frames[-1])
    # Offset 160 in a 320 pt viewport: page 0 spans x -160..160 and page 1
    # 160..480. List rows leave a 16 pt gutter on each side of a page.
    assert _pixel(image, 150, 100, 1) == PAGE_TINTS[0]
    assert _pixel(image, 170, 100, 1) == PAGE_TINTS[1]
    at_rest = draw_frame(canvas, frames[0])
    assert _pixel(at_rest, 150, 100, 1) == (255, 255, 255)  # inside page 0's first row
    assert _pixel(at_rest, 316, 100, 1) == PAGE_TINTS[0]


@needs_font
def test_header_pins_the_strip_and_stretches() -> None:
    layout, frames = _pager_frames([0.0])
    header = segpager.HeaderStyle(height=120, pinned_height=44)
    canvas = Canvas(TITLES, layout, height=300, scale=1, header=header, font=FONT)
    expanded = draw_frame(canvas, frames[-1], 0.0)
    pinned = draw_frame(canvas, frames[-1], 500.0)
    stretched = draw_frame(canvas, frames[-1], -40.0)
    header_color = (255, 122, 69)
    assert _pixel(expanded, 2, 60, 1) == header_color
    # Collapsed by 120 - 44 = 76: the strip sits at y = 0 and the header is gone.
    assert _pixel(pinned, 2, 2, 1) == (255, 255, 255)
    # H includes the 44 pt strip: expanded, the strip spans y 76..120.
    # Stretched by 40 pt, the header grows to 160 and the strip moves to 116.
    assert _pixel(expanded, 2, 100, 1) == (255, 255, 255)
    assert _pixel(stretched, 2, 100, 1) == header_color


@needs_font
def test_titles_take_the_frame_colours() -> None:
    layout, frames = _pager_frames([0.0])
    canvas = Canvas(TITLES, layout, height=100, scale=2, font=FONT)
    image = draw_frame(canvas, frames[-1])
    first = layout.frames[0]
    box = (round(first.x * 2), 0, round((first.x + first.width) * 2), 88)
    colours = {c for _, c in image.crop(box).getcolors(10_000) or []}
    # The selected title is drawn in AppearanceStyle's default selected colour.
    assert (0, 122, 255) in colours


@needs_font
def test_measure_titles_grows_with_the_text_and_the_size() -> None:
    small = measure_titles(["ab", "abcd"], 15, FONT)
    large = measure_titles(["ab", "abcd"], 30, FONT)
    assert 0 < small[0] < small[1]
    assert large[1] == pytest.approx(2 * small[1], rel=0.05)


def test_find_font_lists_every_path_tried(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    missing = tmp_path / "missing.ttf"
    monkeypatch.setenv("SEGPAGER_FONT", str(missing))
    monkeypatch.setattr("segpager.render.FONT_CANDIDATES", (str(tmp_path / "other.ttc"),))
    with pytest.raises(FontNotFoundError) as caught:
        find_font()
    assert str(missing) in str(caught.value)
    assert "other.ttc" in str(caught.value)


def test_find_font_prefers_segpager_font(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    chosen = tmp_path / "mine.ttf"
    chosen.write_bytes(b"")
    monkeypatch.setenv("SEGPAGER_FONT", str(chosen))
    assert find_font() == chosen


@needs_font
def test_save_gif_round_trips(tmp_path: Path) -> None:
    layout, frames = _pager_frames([40.0, 80.0, 120.0])
    canvas = Canvas(TITLES, layout, height=120, scale=1, font=FONT)
    out = tmp_path / "pager.gif"
    save_gif([draw_frame(canvas, f) for f in frames], out, 30)
    with Image.open(out) as gif:
        assert getattr(gif, "n_frames", 1) == len(frames)
        # 1000/30 ms rounded to GIF's 10 ms units where each frame ends.
        assert gif.info["duration"] == 30


@pytest.mark.parametrize("frame_rate", [30.0, 24.0, 60.0 / 7, 50.0, 1.0])
@pytest.mark.parametrize("count", [1, 2, 3, 7, 100, 1001])
def test_gif_delays_keep_the_films_length(count: int, frame_rate: float) -> None:
    delays = gif_delays(count, frame_rate)
    assert len(delays) == count
    assert all(d % 10 == 0 and d >= 20 for d in delays)
    # the total within one centisecond of count / frame_rate (in ms)
    assert abs(sum(delays) - 1000 * count / frame_rate) <= 5
    # and every prefix too: no drift as the film plays
    assert all(abs(sum(delays[: k + 1]) - 1000 * (k + 1) / frame_rate) <= 5 for k in range(count))


def test_gif_delays_refuse_rates_a_gif_cannot_play() -> None:
    for rate in (0.0, -1.0, 51.0, math.inf, math.nan):
        with pytest.raises(ValueError, match="frame_rate"):
            gif_delays(3, rate)


def test_save_gif_refuses_no_images(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no images"):
        save_gif([], tmp_path / "empty.gif", 30)


def test_render_without_pillow_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib
    import sys

    monkeypatch.setitem(sys.modules, "PIL", None)  # what an absent package looks like
    monkeypatch.delitem(sys.modules, "segpager.render")
    with pytest.raises(ImportError, match=r'pip install "segpager\[render\]"'):
        importlib.import_module("segpager.render")


@needs_font
def test_a_gif_above_50_fps_keeps_every_kth_image_and_its_length(tmp_path: Path) -> None:
    layout, frames = _pager_frames([40.0, 80.0, 120.0])
    canvas = Canvas(TITLES, layout, height=120, scale=1, font=FONT)
    images = [draw_frame(canvas, f) for f in frames]
    out = tmp_path / "fast.gif"
    save_gif(images, out, 60)  # every second image, at 30 fps
    with Image.open(out) as gif:
        total = 0
        for k in range(getattr(gif, "n_frames", 1)):
            gif.seek(k)
            total += gif.info["duration"]
    kept = len(images[::2])
    assert abs(total - kept * 1000 / 30) <= 10
