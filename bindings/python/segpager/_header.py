"""Calls for headers and nested scrolling (``segpager.header``)."""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from ctypes import (
    c_double,
    c_int32,
)

from ._ffi import (
    MAX_COUNT,
    _doubles,
    _library,
    to_double,
    to_int32,
)
from ._generated.abi import (
    SEGPAGER_SECTION_BY_FLAGS,
    SEGPAGER_SECTION_FLAG_SNAP,
    CHeaderFrame,
    CHeaderRanges,
    CHeaderSection,
    CHeaderStyle,
    CRect,
    CScrollSplit,
    CSectionMargins,
)
from .errors import OutOfRangeError

# --- headers -------------------------------------------------------------------

RectTuple = tuple[float, float, float, float]


def _rect(r: CRect) -> RectTuple:
    return (r.x, r.y, r.width, r.height)


def header_frame_at(
    style: CHeaderStyle, width: float, list_offset: float
) -> tuple[RectTuple, RectTuple, RectTuple, int, float, float]:
    out = CHeaderFrame()
    _library.segpager_header_frame_at(
        ctypes.byref(style), to_double("width", width), to_double("list_offset", list_offset),
        ctypes.byref(out),
    )  # fmt: skip
    return (
        _rect(out.header),
        _rect(out.content),
        _rect(out.strip),
        out.phase,
        out.progress,
        out.stretch_scale,
    )


def header_list_offset(style: CHeaderStyle, policy: int, own: float, header_at: float) -> float:
    out = c_double()
    _library.segpager_header_list_offset(
        ctypes.byref(style), to_int32("policy", policy), to_double("own_offset", own),
        to_double("header_list_offset", header_at), ctypes.byref(out),
    )  # fmt: skip
    return out.value


def nested_scroll(
    style: CHeaderStyle, mode: int, delta: float, header_offset: float, list_offset: float,
    list_max_offset: float, enter_height: float,
) -> tuple[float, float, float]:  # fmt: skip
    out = CScrollSplit()
    _library.segpager_nested_scroll(
        ctypes.byref(style), to_int32("mode", mode), to_double("delta", delta),
        to_double("header_offset", header_offset), to_double("list_offset", list_offset),
        to_double("list_max_offset", list_max_offset), to_double("enter_height", enter_height),
        ctypes.byref(out),
    )  # fmt: skip
    return out.header, out.list, out.overscroll


def _flags(value: object) -> int:
    """A Python integer as a C uint32_t bit set (the library checks the bits)."""
    if not isinstance(value, int):
        raise TypeError(f"scroll_flags must be an integer, not {type(value).__name__}")
    if not 0 <= value < 2**32:
        raise OutOfRangeError(f"scroll_flags must fit in uint32_t, got {value}")
    return int(value)


def header_sections(
    rows: Sequence[tuple[float, float, int, bool, int]],
) -> ctypes.Array[CHeaderSection]:
    """A C array of sections from (height, min_height, behavior, snaps,
    scroll_flags) rows: with behavior SEGPAGER_SECTION_BY_FLAGS, C's flags
    are the scroll flags, else the snap bit."""
    if len(rows) > MAX_COUNT:
        raise OutOfRangeError(f"at most {MAX_COUNT} sections, got {len(rows)}")
    return (CHeaderSection * len(rows))(*(
        CHeaderSection(to_double("height", h), to_double("min_height", m), to_int32("behavior", b),
                       _flags(f) if b == SEGPAGER_SECTION_BY_FLAGS
                       else SEGPAGER_SECTION_FLAG_SNAP if snaps else 0)
        for h, m, b, snaps, f in rows
    ))  # fmt: skip


def section_margins(
    rows: Sequence[tuple[float, float]],
) -> ctypes.Array[CSectionMargins] | None:
    """The sections' (margin_top, margin_bottom) as a C array parallel to
    theirs, or None (no margins) when every margin is 0."""
    margins = [
        (to_double("margin_top", top), to_double("margin_bottom", bottom)) for top, bottom in rows
    ]
    if not any(top or bottom for top, bottom in margins):
        return None
    return (CSectionMargins * len(margins))(*(CSectionMargins(*row) for row in margins))


#: A stack as C takes it: the sections and their margins (None: none).
Stack = tuple[ctypes.Array[CHeaderSection], "ctypes.Array[CSectionMargins] | None"]


def header_snap_duration(distance: float, velocity: float, height: float) -> float:
    return _doubles(
        "segpager_header_snap_duration", to_double("distance", distance),
        to_double("velocity", velocity), to_double("height", height),
    )[0]  # fmt: skip


def header_stack_ranges(stack: Stack) -> CHeaderRanges:
    sections, margins = stack
    out = CHeaderRanges()
    _library.segpager_header_stack_ranges_with_margins(
        sections, margins, len(sections), ctypes.byref(out)
    )
    return out


def header_stack_snap_target(stack: Stack, header_offset: float) -> float:
    sections, margins = stack
    out = c_double()
    _library.segpager_header_stack_snap_target_with_margins(
        sections, margins, len(sections), to_double("header_offset", header_offset),
        ctypes.byref(out),
    )  # fmt: skip
    return out.value


def header_stack_scroll(
    stack: Stack, delta: float, header_offset: float, list_offset: float, list_max_offset: float,
) -> tuple[float, float, float]:  # fmt: skip
    sections, margins = stack
    out = CScrollSplit()
    _library.segpager_header_stack_scroll_with_margins(
        sections, margins, len(sections), to_double("delta", delta),
        to_double("header_offset", header_offset), to_double("list_offset", list_offset),
        to_double("list_max_offset", list_max_offset), ctypes.byref(out),
    )  # fmt: skip
    return out.header, out.list, out.overscroll


def header_snap_target(
    style: CHeaderStyle, offset: float, velocity: float, minimum: float
) -> float:
    return _doubles(
        "segpager_header_snap_target", ctypes.byref(style), to_double("header_offset", offset),
        to_double("velocity", velocity), to_double("min_velocity", minimum),
    )[0]  # fmt: skip


def header_min_content_height(style: CHeaderStyle, viewport: float) -> float:
    return _doubles(
        "segpager_header_min_content_height",
        ctypes.byref(style),
        to_double("list_viewport_height", viewport),
    )[0]


def gesture_axis(dx: float, dy: float, minimum: float, angle: float) -> int:
    out = c_int32()
    _library.segpager_gesture_axis(
        to_double("dx", dx), to_double("dy", dy), to_double("min_distance", minimum),
        to_double("max_angle", angle), ctypes.byref(out),
    )  # fmt: skip
    return out.value
