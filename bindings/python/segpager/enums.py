"""The enum options of segpager.h, as ``IntEnum`` so they pass straight to C.

Their values are checked against the header by ``tests/test_abi.py``.
"""

from __future__ import annotations

from enum import IntEnum

from ._ffi import CONSTANTS


class Direction(IntEnum):
    """Reading direction; RTL keeps visual coordinates and puts item 0 at the right."""

    LTR = CONSTANTS["SEGPAGER_DIRECTION_LTR"]
    RTL = CONSTANTS["SEGPAGER_DIRECTION_RTL"]


class WidthMode(IntEnum):
    """How each item's width is chosen (see ``StripStyle``)."""

    FIXED = CONSTANTS["SEGPAGER_WIDTH_FIXED"]
    INTRINSIC = CONSTANTS["SEGPAGER_WIDTH_INTRINSIC"]
    EQUAL = CONSTANTS["SEGPAGER_WIDTH_EQUAL"]
    FILL = CONSTANTS["SEGPAGER_WIDTH_FILL"]
    VISIBLE_COUNT = CONSTANTS["SEGPAGER_WIDTH_VISIBLE_COUNT"]


class FitPolicy(IntEnum):
    """Where items go when the strip is narrower than its viewport."""

    LEADING = CONSTANTS["SEGPAGER_FIT_LEADING"]
    CENTER = CONSTANTS["SEGPAGER_FIT_CENTER"]
    TRAILING = CONSTANTS["SEGPAGER_FIT_TRAILING"]
    SPACE_BETWEEN = CONSTANTS["SEGPAGER_FIT_SPACE_BETWEEN"]
    SPACE_AROUND = CONSTANTS["SEGPAGER_FIT_SPACE_AROUND"]
    SPACE_EVENLY = CONSTANTS["SEGPAGER_FIT_SPACE_EVENLY"]
    GROW_ITEMS = CONSTANTS["SEGPAGER_FIT_GROW_ITEMS"]
    EQUAL_WHEN_FITS = CONSTANTS["SEGPAGER_FIT_EQUAL_WHEN_FITS"]


class SelectedWidthMode(IntEnum):
    """Which items are laid out with their selected-state widths."""

    RESERVE = CONSTANTS["SEGPAGER_SELECTED_WIDTH_RESERVE"]
    SELECTED_ONLY = CONSTANTS["SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY"]


class PageAlignment(IntEnum):
    """Where a page sits in the viewport at its position."""

    LEADING = CONSTANTS["SEGPAGER_PAGE_ALIGN_LEADING"]
    CENTER = CONSTANTS["SEGPAGER_PAGE_ALIGN_CENTER"]


class CommitRule(IntEnum):
    """How the selected index follows the position."""

    NEAREST = CONSTANTS["SEGPAGER_COMMIT_NEAREST"]
    FLOOR = CONSTANTS["SEGPAGER_COMMIT_FLOOR"]
