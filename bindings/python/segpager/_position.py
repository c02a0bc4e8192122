"""Calls for the strip at a position (``segpager.position``): indicator,
appearances, strip offset and the whole strip state."""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from ctypes import (
    c_double,
    c_int32,
    c_size_t,
)
from typing import Any

from ._ffi import (
    HINTS,
    NONE,
    _library,
    to_double,
    to_int32,
)
from ._generated.abi import (
    SEGPAGER_E_CAPACITY,
    SEGPAGER_E_INDEX,
    SEGPAGER_E_NOT_FINITE,
    SEGPAGER_E_RANGE,
    CAppearanceStyle,
    CIndicator,
    CIndicatorStyle,
    CItemAppearance,
    CStripGeometry,
    CStripOffsetStyle,
)
from .errors import SegPagerError

_POSITION_HINTS: Mapping[int, str] = {
    SEGPAGER_E_RANGE: "lengths, insets, margin and the strip's sizes must be >= 0; max_width must "
    "be 0 or "
    ">= min_width; width > 0 in FIXED mode; stretch and bezier x1/x2 in [0, 1]; colour "
    "components in [0, 1]; selected_scale > 0",
    SEGPAGER_E_NOT_FINITE: "p, current_offset, every style number and every frame read must be "
    "finite",
    SEGPAGER_E_INDEX: "selected_index must be an item index (or None), and first..last inside the "
    "items",
}
for _name in (
    "segpager_indicator_rect",
    "segpager_indicator_rects",
    "segpager_item_appearances",
    "segpager_strip_offset",
    "segpager_strip_state",
):
    HINTS[_name] = _POSITION_HINTS


def _selection(selected_index: int | None) -> int:
    return NONE if selected_index is None else to_int32("selected_index", selected_index)


def _indicator_tuple(indicator: CIndicator) -> tuple[float, float, float, float, float, float]:
    return (
        indicator.x,
        indicator.y,
        indicator.width,
        indicator.height,
        indicator.corner_radius,
        indicator.alpha,
    )


AppearanceTuple = tuple[float, tuple[float, float, float, float], float, float]


def _appearance_tuples(buffer: Any, count: int) -> list[AppearanceTuple]:
    return [
        (
            a.selection_weight,
            (a.color.red, a.color.green, a.color.blue, a.color.alpha),
            a.scale,
            a.emphasis,
        )
        for a in buffer[:count]
    ]


def indicator_rect(
    strip: CStripGeometry, style: CIndicatorStyle, p: float, selected_index: int | None
) -> tuple[float, float, float, float, float, float]:
    out = CIndicator()
    _library.segpager_indicator_rect(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        ctypes.byref(out),
    )  # fmt: skip
    return _indicator_tuple(out)


def _item_range(
    function: Any, record: Any, first: int, last: int, strip: CStripGeometry, *after: Any
) -> tuple[Any, int]:
    """A call that writes a ``record`` for each item of first..last (the
    indicator at rest, the items' looks): ``function(&strip, *after, first,
    last, array, capacity, &count)``; the array and how many C wrote. The
    array holds at most the strip's items: a range past them is C's
    E_INDEX, not gigabytes of zeros made first (``range(0, 2**31 - 1)``
    was a bare ``MemoryError``)."""
    first = to_int32("first", first)
    last = to_int32("last", last)
    capacity = max(0, min(last - first + 1, strip.count))
    buffer = (record * capacity)()
    out_count = c_size_t()
    function(
        ctypes.byref(strip), *after, first, last, buffer if capacity else None, capacity,
        ctypes.byref(out_count),
    )  # fmt: skip
    return buffer, out_count.value


def indicator_rects(strip: CStripGeometry, style: CIndicatorStyle, first: int, last: int) -> Any:
    """The indicator at rest on items first..last (``segpager_indicator_rects``),
    as C wrote them: a ctypes array of ``CIndicator``."""
    return _item_range(
        _library.segpager_indicator_rects, CIndicator, first, last, strip, ctypes.byref(style)
    )[0]


def indicator_widths(strip: CStripGeometry, style: CIndicatorStyle) -> memoryview[float]:
    """The indicator's width at rest on every item, as a column of doubles
    read in place (lint asks this of 100,000 tabs a viewport width)."""
    buffer = indicator_rects(strip, style, 0, strip.count - 1)
    stride = ctypes.sizeof(CIndicator) // 8  # (six doubles: output structs never grow)
    return memoryview(buffer).cast("B").cast("d")[CIndicator.width.offset // 8 :: stride]


def indicator_tuples(
    strip: CStripGeometry, style: CIndicatorStyle, first: int, last: int
) -> list[tuple[float, float, float, float, float, float]]:
    return [_indicator_tuple(indicator) for indicator in indicator_rects(strip, style, first, last)]


def item_appearances(
    strip: CStripGeometry, style: CAppearanceStyle, p: float, selected_index: int | None,
    first: int, last: int,
) -> list[AppearanceTuple]:  # fmt: skip
    buffer, count = _item_range(
        _library.segpager_item_appearances, CItemAppearance, first, last, strip,
        ctypes.byref(style), to_double("p", p), _selection(selected_index),
    )  # fmt: skip
    return _appearance_tuples(buffer, count)


def strip_offset(
    strip: CStripGeometry, style: CStripOffsetStyle, p: float, selected_index: int | None,
    current_offset: float,
) -> float:  # fmt: skip
    out = c_double()
    _library.segpager_strip_offset(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        to_double("current_offset", current_offset), ctypes.byref(out),
    )  # fmt: skip
    return out.value


_STATE_CAPACITY = 64


def strip_state(
    strip: CStripGeometry,
    indicator: CIndicatorStyle,
    appearance: CAppearanceStyle,
    offset: CStripOffsetStyle,
    p: float,
    selected_index: int | None,
    current_offset: float,
) -> tuple[float, tuple[float, float, float, float, float, float], int, list[AppearanceTuple]]:
    """One C call in the common case; a second only when more than 64 items are visible."""
    out_offset = c_double()
    out_indicator = CIndicator()
    out_count = c_size_t()
    out_first = c_int32()
    capacity = _STATE_CAPACITY
    while True:
        buffer = (CItemAppearance * capacity)()
        try:
            _library.segpager_strip_state(
                ctypes.byref(strip), ctypes.byref(indicator), ctypes.byref(appearance),
                ctypes.byref(offset), to_double("p", p), _selection(selected_index),
                to_double("current_offset", current_offset), ctypes.byref(out_offset),
                ctypes.byref(out_indicator), buffer, capacity, ctypes.byref(out_count),
                ctypes.byref(out_first),
            )  # fmt: skip
        except SegPagerError as error:
            if error.status != SEGPAGER_E_CAPACITY:
                raise
            capacity = out_count.value
            continue
        return (
            out_offset.value,
            _indicator_tuple(out_indicator),
            out_first.value,
            _appearance_tuples(buffer, out_count.value),
        )
