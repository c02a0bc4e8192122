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
    CommitPolicy,
    CommitRule,
    Direction,
    Easing,
    FitPolicy,
    GestureAxis,
    HeaderContentMode,
    HeaderPhase,
    HeaderPullDown,
    HeaderSectionBehavior,
    IndicatorAlignment,
    IndicatorOverscroll,
    IndicatorPlacement,
    IndicatorTransition,
    IndicatorWidthMode,
    ListSyncPolicy,
    NestedScrollMode,
    NotificationKind,
    PageAlignment,
    PagerPhase,
    PagingProfile,
    ScrollDriver,
    SelectedWidthMode,
    SelectionCause,
    SettleMode,
    StripContainment,
    StripScrollPolicy,
    StripScrollTiming,
    WidthMode,
)
from .errors import (
    CapacityError,
    EventOrderError,
    HandleError,
    IndexOutOfRangeError,
    NotFiniteError,
    NullPointerError,
    OutOfRangeError,
    SegPagerError,
    StructSizeError,
    UnknownEnumError,
)
from .header import (
    HeaderFrame,
    HeaderSection,
    HeaderStackRanges,
    HeaderStyle,
    Rect,
    ScrollSplit,
    gesture_axis,
    header_frame,
    header_list_offset,
    header_min_content_height,
    header_snap_target,
    header_stack_ranges,
    header_stack_scroll,
    header_stack_snap_target,
    nested_scroll,
)
from .pager import (
    DragBegan,
    DragEnded,
    DragMoved,
    Event,
    HostScrolled,
    Notification,
    Pager,
    PagerConfig,
    PagerFrame,
    PageVisibility,
    Resized,
    Select,
    TabTapped,
    Tick,
)
from .pages import PageGeometry, selected_index
from .physics import (
    DECELERATION_FAST,
    DECELERATION_NORMAL,
    RUBBER_BAND_COEFFICIENT,
    PagingOptions,
    Spring,
    cubic_bezier,
    deceleration_duration,
    deceleration_projection,
    deceleration_state,
    paging_target,
    rubber_band,
    rubber_band_inverse,
)
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
    "DECELERATION_FAST",
    "DECELERATION_NORMAL",
    "RUBBER_BAND_COEFFICIENT",
    "AppearancePolicy",
    "AppearanceStyle",
    "CapacityError",
    "Color",
    "ColorSpace",
    "CommitPolicy",
    "CommitRule",
    "Direction",
    "DragBegan",
    "DragEnded",
    "DragMoved",
    "Easing",
    "Event",
    "EventOrderError",
    "FitPolicy",
    "GestureAxis",
    "HandleError",
    "HeaderContentMode",
    "HeaderFrame",
    "HeaderPhase",
    "HeaderPullDown",
    "HeaderSection",
    "HeaderSectionBehavior",
    "HeaderStackRanges",
    "HeaderStyle",
    "HostScrolled",
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
    "ListSyncPolicy",
    "NestedScrollMode",
    "NotFiniteError",
    "Notification",
    "NotificationKind",
    "NullPointerError",
    "OutOfRangeError",
    "PageAlignment",
    "PageGeometry",
    "PageVisibility",
    "Pager",
    "PagerConfig",
    "PagerFrame",
    "PagerPhase",
    "PagingOptions",
    "PagingProfile",
    "Rect",
    "Resized",
    "ScrollDriver",
    "ScrollSplit",
    "SegPagerError",
    "Select",
    "SelectedWidthMode",
    "SelectionCause",
    "SettleMode",
    "Spring",
    "StripContainment",
    "StripLayout",
    "StripOffsetStyle",
    "StripScrollPolicy",
    "StripScrollTiming",
    "StripState",
    "StripStyle",
    "StructSizeError",
    "TabTapped",
    "Tick",
    "UnknownEnumError",
    "WidthMode",
    "__version__",
    "cubic_bezier",
    "deceleration_duration",
    "deceleration_projection",
    "deceleration_state",
    "gesture_axis",
    "header_frame",
    "header_list_offset",
    "header_min_content_height",
    "header_snap_target",
    "header_stack_ranges",
    "header_stack_scroll",
    "header_stack_snap_target",
    "indicator_rect",
    "item_appearances",
    "library_version",
    "nested_scroll",
    "paging_target",
    "rubber_band",
    "rubber_band_inverse",
    "selected_index",
    "status_name",
    "status_string",
    "strip_layout",
    "strip_offset",
    "strip_state",
]
