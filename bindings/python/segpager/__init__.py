"""segpager: the maths of a segmented pager, from Python.

The engine lives in ``libsegpager.so`` (Swift, with a C ABI); this package is
a thin ``ctypes`` layer over ``segpager.h``. Results are frozen dataclasses;
failures raise ``SegPagerError`` subclasses that are also ``ValueError`` or
``IndexError``.

>>> import segpager
>>> segpager.__version__ == segpager.library_version()
True
"""

from __future__ import annotations

from . import _ffi
from ._version import __version__
from .enums import (
    AppearancePolicy,
    ColorSpace,
    CommitRule,
    Direction,
    Easing,
    FitPolicy,
    IndicatorAlignment,
    IndicatorOverscroll,
    IndicatorPlacement,
    IndicatorTransition,
    IndicatorWidthMode,
    PageAlignment,
    SelectedWidthMode,
    StripContainment,
    StripScrollPolicy,
    StripScrollTiming,
    WidthMode,
)
from .errors import (
    CapacityError,
    IndexOutOfRangeError,
    NotFiniteError,
    NullPointerError,
    OutOfRangeError,
    SegPagerError,
    StructSizeError,
    UnknownEnumError,
)
from .pages import PageGeometry, selected_index
from .position import (
    AppearanceStyle,
    Color,
    Indicator,
    IndicatorStyle,
    ItemAppearance,
    StripOffsetStyle,
    StripState,
    indicator_rect,
    item_appearances,
    strip_offset,
    strip_state,
)
from .strip import ItemFrame, StripLayout, StripStyle, strip_layout


def library_version() -> str:
    """The loaded library's version string (``segpager_version_string``)."""
    return _ffi.version_string()


def status_name(status: int) -> str:
    """The symbolic name of a C status code (``segpager_status_name``)."""
    return _ffi.status_name(status)


def status_string(status: int) -> str:
    """A sentence describing a C status code (``segpager_status_string``)."""
    return _ffi.status_string(status)


__all__ = [
    "AppearancePolicy",
    "AppearanceStyle",
    "CapacityError",
    "Color",
    "ColorSpace",
    "CommitRule",
    "Direction",
    "Easing",
    "FitPolicy",
    "IndexOutOfRangeError",
    "Indicator",
    "IndicatorAlignment",
    "IndicatorOverscroll",
    "IndicatorPlacement",
    "IndicatorStyle",
    "IndicatorTransition",
    "IndicatorWidthMode",
    "ItemAppearance",
    "ItemFrame",
    "NotFiniteError",
    "NullPointerError",
    "OutOfRangeError",
    "PageAlignment",
    "PageGeometry",
    "SegPagerError",
    "SelectedWidthMode",
    "StripContainment",
    "StripLayout",
    "StripOffsetStyle",
    "StripScrollPolicy",
    "StripScrollTiming",
    "StripState",
    "StripStyle",
    "StructSizeError",
    "UnknownEnumError",
    "WidthMode",
    "__version__",
    "indicator_rect",
    "item_appearances",
    "library_version",
    "selected_index",
    "status_name",
    "status_string",
    "strip_layout",
    "strip_offset",
    "strip_state",
]
