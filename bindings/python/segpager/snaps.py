"""Embla Carousel's snaps, snap groups and loop points, over item frames.

Pure functions of the frames (LTR content coordinates; ``frames[0].x`` is
the space before the first item) and a view size, computed as Embla
computes them (``align``, ``containScroll``, ``slidesToScroll``, ``loop``).
Results are offsets: Embla's translates negated.

>>> import segpager
>>> frames = [(0, 100), (100, 200), (300, 150), (450, 250), (700, 130),
...           (830, 100), (930, 200), (1130, 150), (1280, 250), (1530, 130)]
>>> segpager.scroll_snaps(frames, 1000).offsets  # Embla's containScroll test, centred
(0.0, 75.0, 265.0, 380.0, 530.0, 660.0)
>>> segpager.snap_groups([(0, 500), (500, 500), (1000, 250)], 1000,
...                      segpager.SnapOptions(slides_to_scroll=segpager.SLIDES_TO_SCROLL_AUTO))
((0, 1), (2,))
"""

from __future__ import annotations

import dataclasses
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, SupportsFloat

from . import _ffi, _snaps
from ._generated import abi as _abi
from .strip import ItemFrame

#: ``SnapOptions.slides_to_scroll`` for Embla's ``'auto'``: group by what fits the view.
SLIDES_TO_SCROLL_AUTO = _abi.SEGPAGER_SLIDES_TO_SCROLL_AUTO

FrameLike = ItemFrame | Sequence[SupportsFloat]


@dataclass(frozen=True)
class SnapOptions(_abi.SnapOptionsFields):
    """Embla's options for snaps; defaults equal ``segpager_snap_options_init``
    (Embla's: centred, ``trimSnaps``, one item per snap, no loop)."""

    def _c(self) -> Any:
        return _ffi.options("segpager_snap_options", dataclasses.asdict(self))


_ffi.document_fields(SnapOptions, "segpager_snap_options")


@dataclass(frozen=True)
class SnapList:
    """The snaps (offsets, non-decreasing) and the snap each item belongs to."""

    offsets: tuple[float, ...]
    snap_of_item: tuple[int, ...]


@dataclass(frozen=True)
class LoopPoint:
    """Item ``index`` is drawn shifted by ``shift_before`` below ``offset`` and
    by ``shift_after`` at or above it; ``edge`` 0 is the start, 1 the end."""

    index: int
    edge: int
    offset: float
    shift_before: float
    shift_after: float


@dataclass(frozen=True)
class LoopPoints:
    """A loop's points, and whether the items fill the view with no gap."""

    points: tuple[LoopPoint, ...]
    can_loop: bool


def _pack(frames: Iterable[FrameLike]) -> array[float]:
    packed = array("d")
    for frame in frames:
        if isinstance(frame, ItemFrame):
            packed.extend((_ffi.to_double("x", frame.x), _ffi.to_double("width", frame.width)))
        else:
            x, width = frame
            packed.extend((_ffi.to_double("x", x), _ffi.to_double("width", width)))
    return packed


def snap_groups(
    frames: Iterable[FrameLike], view_size: float, options: SnapOptions | None = None
) -> tuple[tuple[int, ...], ...]:
    """Embla's snap groups (``slidesToScroll``): the items of each group, in
    order, every item in exactly one."""
    packed = _pack(frames)
    firsts = _snaps.snap_groups(packed, view_size, (options or SnapOptions())._c())
    ends = [*firsts[1:], len(packed) // 2] if firsts else []
    return tuple(tuple(range(a, b)) for a, b in zip(firsts, ends, strict=True))


def scroll_snaps(
    frames: Iterable[FrameLike], view_size: float, options: SnapOptions | None = None
) -> SnapList:
    """Embla's scroll snaps (``align``, ``containScroll``) as offsets."""
    offsets, of_item = _snaps.scroll_snaps(
        _pack(frames), view_size, (options or SnapOptions())._c()
    )
    return SnapList(tuple(offsets), tuple(of_item))


def loop_points(
    frames: Iterable[FrameLike], view_size: float, options: SnapOptions | None = None
) -> LoopPoints:
    """Embla's loop points (the loop assumed): which items a front end draws
    shifted by a lap, and where."""
    points, can_loop = _snaps.loop_points(_pack(frames), view_size, (options or SnapOptions())._c())
    return LoopPoints(tuple(LoopPoint(*p) for p in points), can_loop)


def loop_shifts(
    frames: Iterable[FrameLike], view_size: float, offset: float, options: SnapOptions | None = None
) -> tuple[float, ...]:
    """Every item's x shift (0, -content or +content) with the loop at ``offset``."""
    packed = _pack(frames)
    return tuple(_snaps.loop_shifts(packed, view_size, (options or SnapOptions())._c(), offset))


__all__ = [
    "SLIDES_TO_SCROLL_AUTO",
    "LoopPoint",
    "LoopPoints",
    "SnapList",
    "SnapOptions",
    "loop_points",
    "loop_shifts",
    "scroll_snaps",
    "snap_groups",
]
