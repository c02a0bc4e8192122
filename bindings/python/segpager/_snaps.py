"""Calls for Embla's snaps, groups and loop points (``segpager.snaps``)."""

from __future__ import annotations

import ctypes
from array import array
from ctypes import c_double, c_int32, c_size_t
from typing import Any

from ._ffi import _library, to_double
from ._generated.abi import CItemFrame, CLoopPoint, CSnapOptions


def _frames_pointer(frames: array[float]) -> Any:
    count = len(frames) // 2
    return (CItemFrame * count).from_buffer(frames) if count else None


def snap_groups(frames: array[float], view_size: float, options: CSnapOptions) -> list[int]:
    """The first item of every group (the call's out_firsts)."""
    count = len(frames) // 2
    firsts = (c_int32 * max(count, 1))()
    out_count = c_size_t()
    _library.segpager_snap_groups(
        _frames_pointer(frames), count, to_double("view_size", view_size), ctypes.byref(options),
        firsts, count, ctypes.byref(out_count),
    )  # fmt: skip
    return list(firsts[: out_count.value])


def scroll_snaps(
    frames: array[float], view_size: float, options: CSnapOptions
) -> tuple[list[float], list[int]]:
    """The snaps and each item's snap (one snap per item at most)."""
    count = len(frames) // 2
    snaps = (c_double * max(count, 1))()
    of_item = (c_int32 * max(count, 1))()
    out_count = c_size_t()
    _library.segpager_scroll_snaps(
        _frames_pointer(frames), count, to_double("view_size", view_size), ctypes.byref(options),
        snaps, count, ctypes.byref(out_count), of_item,
    )  # fmt: skip
    return list(snaps[: out_count.value]), list(of_item[:count])


def loop_points(
    frames: array[float], view_size: float, options: CSnapOptions
) -> tuple[list[tuple[int, int, float, float, float]], bool]:
    """The loop points as (index, edge, offset, shift_before, shift_after), and can_loop."""
    count = len(frames) // 2
    capacity = 2 * count  # each item at most once per edge
    points = (CLoopPoint * max(capacity, 1))()
    out_count = c_size_t()
    can_loop = c_int32()
    _library.segpager_loop_points(
        _frames_pointer(frames), count, to_double("view_size", view_size), ctypes.byref(options),
        points, capacity, ctypes.byref(out_count), ctypes.byref(can_loop),
    )  # fmt: skip
    return [
        (p.index, p.edge, p.offset, p.shift_before, p.shift_after)
        for p in points[: out_count.value]
    ], bool(can_loop.value)


def loop_shifts(
    frames: array[float], view_size: float, options: CSnapOptions, offset: float
) -> list[float]:
    """Every item's x shift at ``offset``."""
    count = len(frames) // 2
    shifts = (c_double * max(count, 1))()
    _library.segpager_loop_shifts(
        _frames_pointer(frames), count, to_double("view_size", view_size), ctypes.byref(options),
        to_double("offset", offset), shifts,
    )  # fmt: skip
    return list(shifts[:count])
