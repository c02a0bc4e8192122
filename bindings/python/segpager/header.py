"""A collapsing header over pinned tabs, and the lists under it.

>>> import segpager
>>> style = segpager.HeaderStyle(height=200, pinned_height=44)
>>> frame = segpager.header_frame(style, width=375, list_offset=60)
>>> frame.header.y, frame.phase.name, round(frame.progress, 3)
(-60.0, 'COLLAPSING', 0.385)
>>> segpager.nested_scroll(style, delta=100, header_offset=120, list_offset=0, list_max_offset=900)
ScrollSplit(header=36.0, list=64.0, overscroll=0.0)
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import _ffi, _header
from ._generated import abi as _abi
from .enums import (
    GestureAxis,
    HeaderPhase,
    HeaderSectionBehavior,
    ListSyncPolicy,
    NestedScrollMode,
)


@dataclass(frozen=True)
class HeaderStyle(_abi.HeaderStyleFields):
    """A header of ``height`` H over a pinned part of ``pinned_height`` S, below
    ``pin_offset``; the collapse range is R = H - S. Defaults equal
    ``segpager_header_style_init``: H = 0, which a pager's header refuses
    without sections (a header 0 high is no header; with sections, 0 means
    the stack's height)."""

    @property
    def collapse_range(self) -> float:
        return self.height - self.pinned_height


_ffi.document_fields(HeaderStyle, "segpager_header_style")


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True, slots=True)
class HeaderFrame:
    """The header, its content and the pinned strip for one list offset."""

    header: Rect
    content: Rect
    strip: Rect
    phase: HeaderPhase
    #: 0 (expanded) .. 1 (pinned)
    progress: float
    #: the header's height over H (> 1 only while stretched)
    stretch_scale: float


@dataclass(frozen=True, slots=True)
class ScrollSplit:
    """How one vertical delta was shared; ``header + list + overscroll == delta``."""

    header: float
    list: float
    overscroll: float


def _style(style: HeaderStyle) -> Any:
    return _cached_style(_ffi.expect(style, HeaderStyle, "style"))


@functools.lru_cache(maxsize=64)
def _cached_style(style: HeaderStyle) -> Any:
    return _ffi.options("segpager_header_style", dataclasses.asdict(style))


def header_frame(style: HeaderStyle, width: float, list_offset: float) -> HeaderFrame:
    """The header at list offset ``y`` (``segpager_header_frame_at``): y < 0 pulls
    down, 0 <= y < R collapses, y >= R is pinned."""
    header, content, strip, phase, progress, scale = _header.header_frame_at(
        _style(style), width, list_offset
    )
    return HeaderFrame(
        Rect(*header), Rect(*content), Rect(*strip), HeaderPhase(phase), progress, scale
    )


def header_list_offset(
    style: HeaderStyle,
    own_offset: float,
    header_list_offset: float,
    policy: ListSyncPolicy = ListSyncPolicy.KEEP_OWN,
) -> float:
    """The offset the incoming page's list takes on a page switch."""
    return _header.header_list_offset(_style(style), policy, own_offset, header_list_offset)


def nested_scroll(
    style: HeaderStyle,
    delta: float,
    header_offset: float,
    list_offset: float,
    list_max_offset: float,
    mode: NestedScrollMode = NestedScrollMode.EXIT_UNTIL_COLLAPSED,
    enter_height: float = 0.0,
) -> ScrollSplit:
    """Shares a vertical ``delta`` (> 0: content moves up) between the header's
    collapse and the list (``segpager_nested_scroll``)."""
    return ScrollSplit(
        *_header.nested_scroll(
            _style(style), mode, delta, header_offset, list_offset, list_max_offset, enter_height
        )
    )


_HEADER_SECTION_DEFAULTS = _abi.DEFAULTS["segpager_header_section"]


class HeaderScrollFlags(enum.IntFlag):
    """Android AppBarLayout's scroll flags (``SEGPAGER_SCROLL_FLAG_*``, the
    same values), for a section with behavior ``BY_FLAGS``.

    >>> from segpager import HeaderSection, HeaderSectionBehavior as B, HeaderScrollFlags as F
    >>> quick = HeaderSection(56, B.BY_FLAGS, scroll_flags=F.SCROLL | F.ENTER_ALWAYS)
    >>> header_stack_ranges([HeaderSection(100), quick]).enter_range
    56.0
    """

    SCROLL = _abi.SEGPAGER_SCROLL_FLAG_SCROLL
    EXIT_UNTIL_COLLAPSED = _abi.SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED
    ENTER_ALWAYS = _abi.SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS
    ENTER_ALWAYS_COLLAPSED = _abi.SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED
    SNAP = _abi.SEGPAGER_SCROLL_FLAG_SNAP
    SNAP_MARGINS = _abi.SEGPAGER_SCROLL_FLAG_SNAP_MARGINS


@dataclass(frozen=True)
class HeaderSection:
    """One section of a header stack, listed top to bottom. The height is
    required (C's default, 0, is no section); the rest default as
    ``segpager_header_section_init`` writes them."""

    height: float
    behavior: HeaderSectionBehavior = HeaderSectionBehavior(_HEADER_SECTION_DEFAULTS["behavior"])
    #: 0..height: kept by EXIT_UNTIL_COLLAPSED, brought back first by ENTER_ALWAYS_COLLAPSED
    min_height: float = _HEADER_SECTION_DEFAULTS["min_height"]
    #: a stack left with its offset in this section snaps to one of its edges at release
    #: (C's ``flags`` bit SEGPAGER_SECTION_FLAG_SNAP; with BY_FLAGS, ``scroll_flags`` says)
    snaps: bool = bool(_HEADER_SECTION_DEFAULTS["flags"] & _abi.SEGPAGER_SECTION_FLAG_SNAP)
    #: with behavior BY_FLAGS: AppBarLayout's flags (C's ``flags``); ignored otherwise
    scroll_flags: HeaderScrollFlags | int = 0
    #: the space above the section (AppBarLayout's layout_marginTop), >= 0: it
    #: scrolls with the section and counts in the ranges
    margin_top: float = 0.0
    #: the space below the section (layout_marginBottom), >= 0
    margin_bottom: float = 0.0


_ffi.document_fields(
    HeaderSection,
    "segpager_header_section",
    {
        "behavior": "HeaderSectionBehavior: how the section scrolls (BY_FLAGS: scroll_flags say)",
        "snaps": "a stack left with its offset in this section snaps to one of its edges at "
        "release (C's flags bit SEGPAGER_SECTION_FLAG_SNAP); with BY_FLAGS, scroll_flags say",
        "scroll_flags": "with behavior BY_FLAGS: AppBarLayout's HeaderScrollFlags (C's flags); "
        "ignored otherwise",
        "margin_top": "the space above the section (AppBarLayout's layout_marginTop), >= 0; "
        "it scrolls with the section and counts in the ranges (C: segpager_section_margins)",
        "margin_bottom": "the space below the section (layout_marginBottom), >= 0",
    },
)


@dataclass(frozen=True)
class HeaderStackRanges:
    """The scroll ranges a header stack implies (``segpager_header_ranges``)."""

    height: float
    #: how far the stack scrolls up (AppBarLayout's totalScrollRange)
    collapse_range: float
    #: ``height - collapse_range``: what stays on screen
    pinned_height: float
    #: what comes back on a downward scroll before the list moves
    enter_range: float


def _sections(sections: Sequence[HeaderSection]) -> _header.Stack:
    """The C sections and their margins (None when all are 0)."""
    for section in sections:
        if not isinstance(section, HeaderSection):
            raise TypeError(f"expected HeaderSection, got {type(section).__name__}")
    return (
        _header.header_sections(
            [(s.height, s.min_height, s.behavior, s.snaps, s.scroll_flags) for s in sections]
        ),
        _header.section_margins([(s.margin_top, s.margin_bottom) for s in sections]),
    )


def header_stack_ranges(sections: Sequence[HeaderSection]) -> HeaderStackRanges:
    """The ranges of a stack of sections, margins included
    (``segpager_header_stack_ranges_with_margins``).

    >>> from segpager import HeaderSection, HeaderSectionBehavior as B
    >>> header_stack_ranges([HeaderSection(200, B.EXIT_UNTIL_COLLAPSED, min_height=56),
    ...                      HeaderSection(48, B.PINNED)])
    HeaderStackRanges(height=248.0, collapse_range=144.0, pinned_height=104.0, enter_range=0.0)
    """
    out = _header.header_stack_ranges(_sections(sections))
    return HeaderStackRanges(out.height, out.collapse_range, out.pinned_height, out.enter_range)


def header_stack_snap_target(sections: Sequence[HeaderSection], header_offset: float) -> float:
    """Where a stack left at collapse ``header_offset`` settles at release:
    AppBarLayout's midpoint rule in the snapping section under the offset
    (``segpager_header_stack_snap_target_with_margins``)."""
    return _header.header_stack_snap_target(_sections(sections), header_offset)


def header_stack_scroll(
    sections: Sequence[HeaderSection],
    delta: float,
    header_offset: float,
    list_offset: float,
    list_max_offset: float,
) -> ScrollSplit:
    """``nested_scroll`` for a stack: up, the stack collapses first; down, its
    enter range comes back first, then the list, then the rest."""
    return ScrollSplit(
        *_header.header_stack_scroll(
            _sections(sections), delta, header_offset, list_offset, list_max_offset
        )
    )


def header_snap_target(
    style: HeaderStyle, header_offset: float, velocity: float, min_velocity: float = 300.0
) -> float:
    """Where a part-collapsed header snaps on release: 0 or R (by velocity, else
    the nearer end); a header at either end or pulled down stays."""
    return _header.header_snap_target(_style(style), header_offset, velocity, min_velocity)


def header_snap_duration(distance: float, velocity: float = 0.0, height: float = 0.0) -> float:
    """How long AppBarLayout animates a snap over ``distance`` points, in
    seconds (``segpager_header_snap_duration``): ``3·round(1000·d/|v|)`` ms
    at a velocity, ``(d/H + 1)·150`` ms at rest, at most 0.6 s.

    >>> header_snap_duration(100, 0, 200)
    0.225
    """
    return _header.header_snap_duration(distance, velocity, height)


def header_min_content_height(style: HeaderStyle, list_viewport_height: float) -> float:
    """The content height a list needs so the header can collapse fully over it."""
    return _header.header_min_content_height(_style(style), list_viewport_height)


def gesture_axis(
    dx: float, dy: float, min_distance: float = 10.0, max_angle: float = 30.0
) -> GestureAxis:
    """The axis a drag that moved (dx, dy) is locked to (JXPagingView #569)."""
    return GestureAxis(_header.gesture_axis(dx, dy, min_distance, max_angle))
