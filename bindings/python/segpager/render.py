"""Draw engine frames with Pillow: a reference front end in a few dozen lines.

The engine never draws. This module shows what a front end does with a
``PagerFrame`` (and a ``HeaderFrame``): titles at the boxes the frame's
``items`` give, minus the strip offset, in the colour and scale the frame gives; the indicator rect;
each page of ``frame.pages`` at the ``x`` and ``width`` the frame places it
(its list rows at its list's offset); the header where the header
geometry puts it. ``make demo`` and ``segpager render`` use it.

It needs Pillow (``pip install "segpager[render]"``) and a font with CJK
glyphs for Chinese titles: ``SEGPAGER_FONT``, else the first of
``FONT_CANDIDATES`` that exists (``make fonts`` installs one on Debian).
"""

from __future__ import annotations

import itertools
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import IO

try:
    from PIL import GifImagePlugin, Image, ImageChops, ImageDraw, ImageFont
except ImportError as missing:  # an extra: say how to get it
    raise ImportError(
        'segpager.render draws with Pillow, which is not installed: pip install "segpager[render]"',
        name=__name__,
    ) from missing

from .header import HeaderFrame, HeaderStyle, header_frame
from .pager import PagerFrame
from .position import RGBAColor
from .strip import StripLayout

#: Fonts tried in order when ``SEGPAGER_FONT`` is not set: CJK-capable first
#: (Debian's fonts-wqy-microhei, fonts-noto-cjk, fonts-droid-fallback), then
#: DejaVu, which draws Latin titles only.
FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
)

PAGE_TINTS = ((255, 241, 230), (232, 244, 255), (236, 250, 236), (248, 238, 255))
HEADER_COLOR = (255, 122, 69)


class FontNotFoundError(FileNotFoundError):
    """No usable font: lists every path tried."""


def find_font() -> Path:
    """The font file to draw with: ``SEGPAGER_FONT``, else the first candidate."""
    tried = []
    override = os.environ.get("SEGPAGER_FONT")
    for candidate in ([override] if override else []) + list(FONT_CANDIDATES):
        if Path(candidate).is_file():
            return Path(candidate)
        tried.append(candidate)
    raise FontNotFoundError("no font found; tried " + ", ".join(tried) + " (on Debian: make fonts)")


#: The largest text drawn, in pixels: a title's scale or a header's stretch
#: past it (a style can ask for any) draws at this size. Pillow renders a
#: text's whole bitmap before it clips it to the picture, and FreeType
#: refuses sizes past some thousands of pixels.
MAX_TEXT_PIXELS = 512


@lru_cache(maxsize=128)
def _face(path: Path, quarter_pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), size=quarter_pixels / 4)


def _font(path: Path, size: float) -> ImageFont.FreeTypeFont:
    """The font at ``size`` pixels, to a quarter pixel: titles scale and
    headers stretch continuously, and each size is a FreeType face, so the
    sizes are quantised and the faces kept in a bounded cache. At most
    ``MAX_TEXT_PIXELS``; NaN draws at a quarter pixel."""
    quarters = size * 4 if size == size else 1.0
    return _face(path, max(1, round(min(quarters, 4.0 * MAX_TEXT_PIXELS))))


def measure_titles(titles: Sequence[str], size: float, font: Path | None = None) -> list[float]:
    """Each title's advance width in points at ``size``: the widths to lay out."""
    face = _font(font or find_font(), size)
    return [float(face.getlength(title)) for title in titles]


@dataclass(frozen=True)
class Canvas:
    """What stays the same from frame to frame: the screen and its content."""

    titles: tuple[str, ...]
    #: Not needed since 0.8.0 (the frame carries the strip as drawn); only
    #: its viewport width is read when ``viewport_width`` is 0.
    layout: StripLayout | None = None
    height: float = 560.0
    strip_height: float = 44.0
    title_size: float = 15.0
    #: pixels per point
    scale: float = 2.0
    header: HeaderStyle | None = None
    #: None: ``find_font()``, resolved once here rather than on every frame
    font: Path | None = None
    #: the pager's width in points (0: the layout's)
    viewport_width: float = 0.0

    def __post_init__(self) -> None:
        if self.font is None:
            object.__setattr__(self, "font", find_font())
        if not self.viewport_width and self.layout is None:
            raise ValueError("Canvas needs a viewport_width (or a layout)")

    @property
    def width(self) -> float:
        if self.viewport_width or self.layout is None:
            return self.viewport_width
        return self.layout.viewport_width


def _rgb(color: RGBAColor) -> tuple[int, int, int]:
    return tuple(round(255 * max(0.0, min(1.0, c))) for c in (color.red, color.green, color.blue))  # type: ignore[return-value]


def draw_frame(canvas: Canvas, frame: PagerFrame, list_offset: float = 0.0) -> Image.Image:
    """One picture of ``frame``. A frame with a header (the pager carries it)
    is drawn as it says, each page's list at its own offset; otherwise the
    canvas's header is drawn at ``list_offset``, seed 004's single y (0 = top)."""
    s = canvas.scale
    font = canvas.font
    assert font is not None  # Canvas.__post_init__ resolved it
    image = Image.new("RGB", (round(canvas.width * s), round(canvas.height * s)), "white")
    draw = ImageDraw.Draw(image)

    head: HeaderFrame | None = None
    strip_top = 0.0
    scrolls = {visible.page: visible.list_offset for visible in frame.pages}
    if frame.header is not None:
        head = frame.header.frame
        strip_top = head.strip.y
        # What of the pull the header did not take (pinned pull-down, list
        # zone) moves the lists' content down.
        rest = canvas.header.pin_offset + canvas.header.height if canvas.header else None
        moved = (
            head.header.y + head.header.height - rest if rest is not None else -frame.header.pull
        )
        pulled = min(0.0, frame.header.pull + max(moved, 0.0))
        scrolls = {page: offset + pulled for page, offset in scrolls.items()}
    elif canvas.header is not None:
        head = header_frame(canvas.header, canvas.width, list_offset)
        strip_top = head.strip.y
        collapse = canvas.header.collapse_range
        scrolls = dict.fromkeys(scrolls, max(0.0, list_offset - collapse))
    else:
        scrolls = dict.fromkeys(scrolls, list_offset)

    # Pages: each where the frame places it, with its list's rows (the
    # engine placed it only once it was loaded and told it will appear).
    pages_top = strip_top + canvas.strip_height
    for placed in frame.pages:
        page, x, width = placed.page, placed.x, placed.width
        tint = PAGE_TINTS[page % len(PAGE_TINTS)]
        if pages_top >= canvas.height:  # a header pulled (or a strip) past the picture's foot
            break
        draw.rectangle([x * s, pages_top * s, (x + width) * s, canvas.height * s], tint)
        for row in range(12):
            y = pages_top + 16 + row * 64 - scrolls[page]
            if pages_top <= y + 48 and y < canvas.height and width >= 32:  # room for a row
                box = [(x + 16) * s, y * s, (x + width - 16) * s, (y + 48) * s]
                draw.rounded_rectangle(box, 8 * s, "white")
                draw.text(((x + 28) * s, (y + 24) * s), f"{canvas.titles[page]} · {row + 1}",
                          (90, 90, 90), _font(font, 14 * s), anchor="lm")  # fmt: skip

    if head is not None:
        h = head.header
        draw.rectangle([h.x * s, h.y * s, (h.x + h.width) * s, (h.y + h.height) * s], HEADER_COLOR)
        c = head.content
        draw.text(((c.x + c.width / 2) * s, (c.y + c.height / 2) * s), "segpager",
                  "white", _font(font, 28 * s * head.stretch_scale), anchor="mm")  # fmt: skip

    # The strip, from the frame alone: each title centred on its box less the
    # strip offset, in its colour and scale, then the indicator.
    draw.rectangle([0, strip_top * s, canvas.width * s, pages_top * s], "white")
    draw.line(
        [0, pages_top * s, canvas.width * s, pages_top * s], (220, 220, 220), max(1, round(s / 2))
    )
    mid = strip_top + canvas.strip_height / 2
    for item in frame.strip_items:
        look = item.appearance
        centre = item.title.mid_x - frame.strip.strip_offset
        face = _font(font, canvas.title_size * look.scale * s)
        title = canvas.titles[item.item]
        draw.text((centre * s, mid * s), title, _rgb(look.color), face, anchor="mm")
    rect = frame.strip.indicator
    if rect.alpha > 0 and rect.width > 0:
        left, top = rect.x - frame.strip.strip_offset, strip_top + rect.y
        shade = tuple(round(255 - (255 - c) * rect.alpha) for c in (0, 122, 255))
        box = [left * s, top * s, (left + rect.width) * s, (top + rect.height) * s]
        draw.rounded_rectangle(box, rect.corner_radius * s, shade)
    return image


def gif_delays(count: int, frame_rate: float) -> list[int]:
    """The delays, in ms, of ``count`` GIF frames at ``frame_rate`` frames per
    second. GIF delays are whole hundredths of a second, so each frame ends
    at its ideal time rounded to one (30 fps: 30, 40, 30, 30, 40, 30, ...
    ms): the film lasts ``count / frame_rate`` to within 5 ms, never a
    constant 30 ms that plays 11 % fast. From 50 fps up a delay would drop
    under 2 cs, which viewers stretch to 10 cs, so the rate is capped at 50.
    """
    if not 0 < frame_rate <= 50:
        raise ValueError(f"gif_delays: frame_rate must be in (0, 50], got {frame_rate}")
    ends = [round((k + 1) * 100 / frame_rate) for k in range(count)]
    return [10 * (end - start) for start, end in itertools.pairwise([0, *ends])]


def save_gif(images: Sequence[Image.Image], path: Path, frame_rate: float) -> None:
    """Write ``images`` as a looping GIF at ``frame_rate`` frames per second,
    with the delays of ``gif_delays``, so it plays as long as the film.
    Above 50 fps, which a GIF cannot show, it keeps every k-th image, k the
    smallest that brings the rate to 50 or under (60 fps: every second one
    at 30 fps)."""
    if not images:
        raise ValueError("save_gif: no images")
    if not frame_rate > 0 or not math.isfinite(frame_rate):
        raise ValueError(f"save_gif: frame_rate must be a number > 0, got {frame_rate}")
    keep = math.ceil(frame_rate / 50)
    first, *rest = images[::keep]
    first.save(
        path,
        save_all=True,
        append_images=rest,
        duration=gif_delays(len(rest) + 1, frame_rate / keep),
        loop=0,
    )


class GifWriter:
    """A looping GIF written a frame at a time, as ``save_gif`` writes a list
    of them, in memory for two frames however long the film (``segpager
    render``, ``segpager replay --out``)::

        with GifWriter(path, frame_rate) as gif:
            for k, frame in enumerate(frames):
                if k % gif.every == 0:
                    gif.add(draw_frame(canvas, frame))

    Above 50 fps a GIF keeps every ``every``-th frame (``save_gif``'s k), so
    only those need drawing; their delays are ``gif_delays``'. A frame the
    same as the one before lengthens it (as Pillow's ``save`` merges them);
    a changed one is written as the box that changed, in its own adaptive
    palette (Pillow's quantiser, as ``save`` uses for each frame). A frame
    of another size than the first is cut or padded (white) to the first's.
    No frame added: an empty file.
    """

    #: the longest delay one GIF frame holds, in hundredths of a second
    MAX_DELAY = 65_535

    def __init__(self, path: Path | str | os.PathLike[str], frame_rate: float) -> None:
        if not frame_rate > 0 or not math.isfinite(frame_rate):
            raise ValueError(f"GifWriter: frame_rate must be a number > 0, got {frame_rate}")
        #: the GIF keeps every ``every``-th frame of the film
        self.every = math.ceil(frame_rate / 50)
        self._rate = frame_rate / self.every
        self._file: IO[bytes] | None = open(path, "wb")  # noqa: SIM115 (closed by close)
        #: how many frames were added
        self.frames = 0
        self._size: tuple[int, int] | None = None
        self._previous: Image.Image | None = None
        # the frame not written yet (its delay grows while frames repeat it):
        # its image, where it goes, its delay in cs, whether it has its own palette
        self._pending: tuple[Image.Image, tuple[int, int], int, bool] | None = None

    def _delay(self, k: int) -> int:
        """Frame ``k``'s delay in hundredths of a second (``gif_delays``)."""
        return round((k + 1) * 100 / self._rate) - round(k * 100 / self._rate)

    def add(self, image: Image.Image) -> None:
        """Appends ``image`` (any mode Pillow converts to RGB) as the next frame."""
        if self._file is None:
            raise ValueError("GifWriter: closed")
        image = image.convert("RGB")
        delay = self._delay(self.frames)
        self.frames += 1
        if self._size is None:
            self._size = image.size
            first = image.convert("P", palette=Image.Palette.ADAPTIVE)
            header, _ = GifImagePlugin.getheader(first, info={"loop": 0})
            self._write(header)
            self._pending = first, (0, 0), delay, False
            self._previous = image
            return
        if image.size != self._size:
            sized = Image.new("RGB", self._size, "white")
            sized.paste(image, (0, 0))
            image = sized
        assert self._previous is not None
        assert self._pending is not None
        box = ImageChops.difference(self._previous, image).getbbox()
        held, at, so_far, own = self._pending
        if box is None and so_far + delay <= self.MAX_DELAY:
            self._pending = held, at, so_far + delay, own
            return
        self._flush()
        if box is None:  # the same picture for over 655 s: one pixel more
            box = (0, 0, 1, 1)
        changed = image.crop(box).convert("P", palette=Image.Palette.ADAPTIVE)
        self._pending = changed, box[:2], delay, True
        self._previous = image

    def _flush(self) -> None:
        assert self._pending is not None
        image, at, delay, own = self._pending
        params = {"duration": 10 * delay, "include_color_table": own}
        self._write(GifImagePlugin.getdata(image, offset=at, **params))
        self._pending = None

    def _write(self, chunks: Sequence[bytes]) -> None:
        assert self._file is not None
        for chunk in chunks:
            self._file.write(chunk)

    def close(self) -> None:
        """Writes the last frame and the GIF's end, and closes the file
        (again: nothing)."""
        if self._file is None:
            return
        try:
            if self._pending is not None:
                self._flush()
                self._file.write(b";")
        finally:
            self._file.close()
            self._file = None

    def __enter__(self) -> GifWriter:
        return self

    def __exit__(self, kind: object, *rest: object) -> None:
        if kind is not None and self._file is not None:  # failed: no end to write
            self._pending = None
        self.close()
