"""Calls for page geometry (``segpager.pages``): positions, offsets and the
commit rule."""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from ctypes import (
    c_double,
    c_int32,
)

from ._ffi import (
    HINTS,
    _library,
    to_double,
    to_int32,
)
from ._generated.abi import (
    PROTOTYPES,
    SEGPAGER_E_NOT_FINITE,
    SEGPAGER_E_RANGE,
    CPageGeometry,
)

_GEOMETRY_HINTS: Mapping[int, str] = {
    SEGPAGER_E_RANGE: "viewport_width, page_width and page_spacing must be >= 0 with page_width "
    "(or "
    "viewport_width when page_width is 0) + page_spacing > 0, and page_count >= 0",
    SEGPAGER_E_NOT_FINITE: "page offsets, positions and every geometry field must be finite "
    "(and the result must be representable)",
}
for _name in PROTOTYPES:
    if _name.startswith("segpager_page_") and not _name.endswith("_init"):
        HINTS[_name] = _GEOMETRY_HINTS


def page_position(geometry: CPageGeometry, page_offset: float) -> float:
    out = c_double()
    _library.segpager_page_position(
        ctypes.byref(geometry), to_double("page_offset", page_offset), ctypes.byref(out)
    )
    return out.value


def page_offset(geometry: CPageGeometry, position: float) -> float:
    out = c_double()
    _library.segpager_page_offset(
        ctypes.byref(geometry), to_double("position", position), ctypes.byref(out)
    )
    return out.value


def page_offset_range(geometry: CPageGeometry) -> tuple[float, float]:
    low = c_double()
    high = c_double()
    _library.segpager_page_offset_range(
        ctypes.byref(geometry), ctypes.byref(low), ctypes.byref(high)
    )
    return low.value, high.value


def page_offset_after_resize(old: CPageGeometry, new: CPageGeometry, page_offset: float) -> float:
    out = c_double()
    _library.segpager_page_offset_after_resize(
        ctypes.byref(old),
        ctypes.byref(new),
        to_double("page_offset", page_offset),
        ctypes.byref(out),
    )
    return out.value


def selected_index(position: float, page_count: int, commit_rule: int) -> int:
    out = c_int32()
    _library.segpager_selected_index(
        to_double("position", position),
        to_int32("page_count", page_count),
        to_int32("commit_rule", commit_rule),
        ctypes.byref(out),
    )
    return out.value
