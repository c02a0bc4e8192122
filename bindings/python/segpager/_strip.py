"""Calls for tab strip layout (``segpager.strip``): the layout, hit tests,
visible ranges and the geometry struct the strip-at-a-position calls read."""

from __future__ import annotations

import ctypes
from array import array
from ctypes import (
    POINTER,
    c_double,
    c_int32,
    c_size_t,
)
from typing import Any

from ._ffi import (
    MAX_COUNT,
    _library,
    to_double,
)
from ._generated.abi import (
    CItemFrame,
    CItemMetrics,
    CStripGeometry,
    CStripStyle,
)
from .errors import OutOfRangeError


def strip_layout(
    style: CStripStyle, metrics: array[float], count: int, viewport_width: float
) -> tuple[array[float], float, bool]:
    """Lays out ``count`` items whose metrics are packed 4 doubles each in
    ``metrics``; returns the frames packed (x, width) and the strip metrics."""
    if count > MAX_COUNT:
        raise OutOfRangeError(f"at most {MAX_COUNT} items, got {count}")
    frames = array("d", bytes(16 * count))
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    frames_pointer = (CItemFrame * count).from_buffer(frames) if count else None
    out_count = c_size_t()
    content_width = c_double()
    scrolls = c_int32()
    _library.segpager_strip_layout(
        ctypes.byref(style),
        items_pointer,
        count,
        viewport_width,
        frames_pointer,
        count,
        ctypes.byref(out_count),
        ctypes.byref(content_width),
        ctypes.byref(scrolls),
    )
    return frames, content_width.value, bool(scrolls.value)


def _frames_pointer(frames: array[float]) -> Any:
    count = len(frames) // 2
    return (CItemFrame * count).from_buffer(frames) if count else None


def strip_hit_test(frames: array[float], x: float) -> int:
    index = c_int32()
    _library.segpager_strip_hit_test(
        _frames_pointer(frames), len(frames) // 2, to_double("x", x), ctypes.byref(index)
    )
    return index.value


def strip_visible_range(
    frames: array[float], strip_offset: float, viewport_width: float
) -> tuple[int, int]:
    first = c_int32()
    last = c_int32()
    _library.segpager_strip_visible_range(
        _frames_pointer(frames),
        len(frames) // 2,
        to_double("strip_offset", strip_offset),
        to_double("viewport_width", viewport_width),
        ctypes.byref(first),
        ctypes.byref(last),
    )
    return first.value, last.value


# --- the strip at a position ---------------------------------------------


def strip_geometry(
    frames: array[float], metrics: array[float], direction: int, content_width: float,
    viewport_width: float, height: float, content_leading_inset: float = 0.0,
    content_trailing_inset: float = 0.0,
) -> CStripGeometry:  # fmt: skip
    """A strip geometry pointing into ``frames`` and ``metrics`` (which must outlive it)."""
    count = len(frames) // 2
    strip = CStripGeometry()
    _library.segpager_strip_geometry_init(ctypes.byref(strip))
    strip.direction = direction
    if count:
        strip.frames = ctypes.cast(_frames_pointer(frames), POINTER(CItemFrame))
        strip.items = ctypes.cast(
            (CItemMetrics * count).from_buffer(metrics), POINTER(CItemMetrics)
        )
    strip.count = count
    strip.content_width = content_width
    strip.viewport_width = viewport_width
    strip.height = to_double("height", height)
    strip.content_leading_inset = content_leading_inset
    strip.content_trailing_inset = content_trailing_inset
    return strip
