"""Tab strip layout: one call lays out the whole strip.

>>> import segpager
>>> fill = segpager.StripStyle(width_mode=segpager.WidthMode.FILL)
>>> layout = segpager.strip_layout([50, 200, 40], viewport_width=320, style=fill)
>>> [frame.width for frame in layout.frames]
[60.0, 200.0, 60.0]
>>> layout.hit_test(100.0), layout.scrolls
(1, False)
"""

from __future__ import annotations

import dataclasses
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import _ffi, _strip
from ._generated import abi as _abi
from .enums import Direction


@dataclass(frozen=True)
class StripStyle(_abi.StripStyleFields):
    """Everything about a strip's layout except its items and viewport.

    Defaults equal ``segpager_strip_style_init``. Lengths are in points and
    must be finite and >= 0; ``max_item_width`` 0 means no maximum.
    """


_ffi.document_fields(StripStyle, "segpager_strip_style")


@dataclass(frozen=True, slots=True)
class ItemFrame:
    """One item's frame in strip content coordinates (``x`` is the left edge)."""

    x: float
    width: float

    @property
    def max_x(self) -> float:
        """The right edge."""
        return self.x + self.width

    @property
    def mid_x(self) -> float:
        """The centre."""
        return self.x + self.width / 2


@dataclass(frozen=True)
class StripLayout:
    """A laid-out strip: frames by item index, content width, whether it scrolls."""

    frames: tuple[ItemFrame, ...]
    content_width: float
    scrolls: bool
    viewport_width: float
    direction: Direction
    #: how far each item's content sits in from its leading edge
    #: (``item_padding + item_leading_padding``) and from its trailing edge;
    #: the content is centred between the two
    content_leading_inset: float
    content_trailing_inset: float
    _packed: array[float] = field(repr=False, compare=False)
    _metrics: array[float] = field(repr=False, compare=False)
    _geometries: dict[float, Any] = field(default_factory=dict, repr=False, compare=False)

    def _geometry(self, height: float) -> Any:
        """The C view of this strip at an item height (cached; it points into
        this object's arrays, which live as long as it does)."""
        geometry = self._geometries.get(height)
        if geometry is None:
            geometry = _strip.strip_geometry(
                self._packed, self._metrics, self.direction, self.content_width,
                self.viewport_width, height, self.content_leading_inset,
                self.content_trailing_inset,
            )  # fmt: skip
            self._geometries[height] = geometry
        return geometry

    def hit_test(self, x: float) -> int | None:
        """The item under strip content ``x``; gaps go to the nearer item,
        insets hit nothing (None). O(log n)."""
        index = _strip.strip_hit_test(self._packed, x)
        return None if index == _ffi.NONE else index

    def visible_range(self, strip_offset: float, viewport_width: float) -> range:
        """Item indices visible in ``(strip_offset, strip_offset + viewport_width)``,
        as a ``range`` (empty when nothing is visible). O(log n)."""
        first, last = _strip.strip_visible_range(self._packed, strip_offset, viewport_width)
        return range(0) if first == _ffi.NONE else range(first, last + 1)


def _column(name: str, values: Iterable[float] | None, count: int) -> array[float] | None:
    if values is None:
        return None
    try:
        column = array("d", values)
    except TypeError as error:
        raise TypeError(f"{name} must be a sequence of numbers: {error}") from None
    if len(column) != count:
        raise ValueError(f"{name} has {len(column)} values, but there are {count} items")
    return column


def strip_layout(
    content_widths: Sequence[float] | Iterable[float],
    viewport_width: float,
    style: StripStyle | None = None,
    *,
    selected_widths: Iterable[float] | None = None,
    subtitle_widths: Iterable[float] | None = None,
    selected_subtitle_widths: Iterable[float] | None = None,
) -> StripLayout:
    """Lays out a whole tab strip in one call (``segpager_strip_layout``).

    ``content_widths`` are the titles' measured widths (any iterable of
    numbers: list, tuple, ``array``, numpy array). ``selected_widths`` are the
    titles' widths in the selected state (0 = same as normal);
    ``subtitle_widths`` and ``selected_subtitle_widths`` add a subtitle beside
    each title. Raises ``ValueError`` subclasses for negative or non-finite
    numbers and ``IndexError`` for a ``selected_index`` out of range.
    """
    style = _ffi.expect(StripStyle() if style is None else style, StripStyle, "strip_layout: style")
    try:
        widths = array("d", content_widths)
    except TypeError as error:
        raise TypeError(f"content_widths must be a sequence of numbers: {error}") from None
    count = len(widths)
    metrics = array("d", bytes(32 * count))
    metrics[0::4] = widths
    for offset, name, values in (
        (1, "selected_widths", selected_widths),
        (2, "subtitle_widths", subtitle_widths),
        (3, "selected_subtitle_widths", selected_subtitle_widths),
    ):
        column = _column(name, values, count)
        if column is not None:
            metrics[offset::4] = column
    c_style = _ffi.options("segpager_strip_style", dataclasses.asdict(style))
    viewport = _ffi.to_double("viewport_width", viewport_width)
    packed, content_width, scrolls = _strip.strip_layout(c_style, metrics, count, viewport)
    frames = tuple(map(ItemFrame, packed[0::2], packed[1::2]))
    leading = style.item_padding + style.item_leading_padding
    trailing = style.item_padding + style.item_trailing_padding
    return StripLayout(
        frames, content_width, scrolls, viewport, Direction(style.direction), leading, trailing,
        packed, metrics,
    )  # fmt: skip
