"""segpager: the maths of a segmented pager, from Python.

The engine lives in ``libsegpager.so`` (Swift, with a C ABI); this package is
a thin ``ctypes`` layer over ``segpager.h``. Results are frozen dataclasses;
failures raise ``SegPagerError`` subclasses that are also ``ValueError`` or
``IndexError``.

"Seed 000" to "seed 004" in the docstrings name the five hand-written iOS
pagers segpager reproduces (RHNavController, FJSegmentedPager,
OCSegmentTitleView, UKTabView, SHViewController): a rule or a number the
docstring cites comes from that one. The README's "The seeds, reproduced by
configuration" maps each to its options.

>>> import segpager
>>> segpager.__version__ == segpager.library_version()
True
"""

from __future__ import annotations

import importlib
import warnings
from typing import TYPE_CHECKING, Any

from . import _lib
from ._generated import event_names as _event_names
from ._generated.version import __version__

if TYPE_CHECKING:  # type checkers see every public name; `_LAZY` lists them
    from ._generated.events import *  # noqa: F403
    from .configuration import *  # noqa: F403
    from .enums import *  # noqa: F403
    from .errors import *  # noqa: F403
    from .frame import *  # noqa: F403
    from .header import *  # noqa: F403
    from .pager import *  # noqa: F403
    from .pages import *  # noqa: F403
    from .physics import *  # noqa: F403
    from .position import *  # noqa: F403
    from .record import *  # noqa: F403
    from .run import *  # noqa: F403
    from .snaps import *  # noqa: F403
    from .strip import *  # noqa: F403

# `import segpager` loads and checks the library at once (a missing or wrong
# library is an ImportError here, not at first use), but imports the public
# modules only when a name from them is first used: building their ctypes
# prototypes and dataclasses took ~90 ms of a bare `import segpager`.
_lib.load()

#: Each public name and the module that defines it.
_LAZY: dict[str, str] = {
    "AppearancePolicy": "enums",
    "ColorSpace": "enums",
    "CommitPolicy": "enums",
    "CommitRule": "enums",
    "Direction": "enums",
    "Easing": "enums",
    "FitPolicy": "enums",
    "GestureAxis": "enums",
    "HeaderContentMode": "enums",
    "HeaderPhase": "enums",
    "HeaderPullDown": "enums",
    "HeaderSectionBehavior": "enums",
    "IndicatorAlignment": "enums",
    "IndicatorOverscroll": "enums",
    "IndicatorPlacement": "enums",
    "IndicatorTransition": "enums",
    "IndicatorWidthMode": "enums",
    "ListSyncPolicy": "enums",
    "NestedScrollMode": "enums",
    "RefreshZone": "enums",
    "HeaderSnapAnimation": "enums",
    "HeaderScrollFlags": "header",
    "header_snap_duration": "header",
    "NotificationKind": "enums",
    "PageAlignment": "enums",
    "PagerPhase": "enums",
    "IndicatorCorners": "enums",
    "PagerGesture": "enums",
    "StripPhase": "enums",
    "PointerRegion": "enums",
    "PagingProfile": "enums",
    "ListFlingProfile": "enums",
    "FarTransition": "enums",
    "PagerPreset": "enums",
    "ScrollDriver": "enums",
    "SelectedWidthMode": "enums",
    "SelectionCause": "enums",
    "SettleMode": "enums",
    "StripContainment": "enums",
    "SnapAlignment": "enums",
    "SnapContainment": "enums",
    "StripScrollPolicy": "enums",
    "StripScrollTiming": "enums",
    "WidthMode": "enums",
    "CapacityError": "errors",
    "EventOrderError": "errors",
    "HandleError": "errors",
    "ReentrantCallError": "errors",
    "IndexOutOfRangeError": "errors",
    "NotFiniteError": "errors",
    "NullPointerError": "errors",
    "OutOfRangeError": "errors",
    "SegPagerError": "errors",
    "StructSizeError": "errors",
    "UnknownEnumError": "errors",
    "HeaderFrame": "header",
    "HeaderSection": "header",
    "HeaderStackRanges": "header",
    "HeaderStyle": "header",
    "Rect": "header",
    "ScrollSplit": "header",
    "gesture_axis": "header",
    "header_frame": "header",
    "header_list_offset": "header",
    "header_min_content_height": "header",
    "header_snap_target": "header",
    "header_stack_ranges": "header",
    "header_stack_scroll": "header",
    "header_stack_snap_target": "header",
    "nested_scroll": "header",
    "PagerHeader": "configuration",
    "PagerHeaderFrame": "frame",
    "Notification": "frame",
    "Pager": "pager",
    "PagerConfiguration": "configuration",
    "PagerFrame": "frame",
    "PagerIds": "pager",
    "PagerRun": "run",
    "RECORDING_VERSION": "record",
    "Checks": "record",
    "Recording": "record",
    "RecordingError": "record",
    "Replay": "record",
    "replay": "record",
    "RUN_EVENT_FIELDS": "run",
    "PageVisibility": "frame",
    "StripItem": "frame",
    "PageGeometry": "pages",
    "PageWindowPolicy": "pages",
    "selected_index": "pages",
    "DECELERATION_FAST": "physics",
    "DECELERATION_NORMAL": "physics",
    "RUBBER_BAND_COEFFICIENT": "physics",
    "SCROLL_FRICTION": "physics",
    "VELOCITY_ASSUMED_STOP": "physics",
    "VELOCITY_CAPACITY": "physics",
    "VELOCITY_HORIZON": "physics",
    "PagingOptions": "physics",
    "DampedSpring": "physics",
    "CubicBezier": "physics",
    "Deceleration": "physics",
    "IntegratorBody": "physics",
    "cubic_bezier": "physics",
    "deceleration_duration": "physics",
    "deceleration_projection": "physics",
    "deceleration_state": "physics",
    "paging_dragging_target": "physics",
    "paging_target": "physics",
    "rubber_band": "physics",
    "rubber_band_inverse": "physics",
    "spline_fling": "physics",
    "spline_fling_state": "physics",
    "velocity_estimate": "physics",
    "AppearanceStyle": "position",
    "RGBAColor": "position",
    "Indicator": "position",
    "IndicatorStyle": "position",
    "ItemAppearance": "position",
    "StripOffsetStyle": "position",
    "StripState": "position",
    "indicator_rect": "position",
    "indicator_rects": "position",
    "item_appearances": "position",
    "strip_offset": "position",
    "strip_state": "position",
    "SLIDES_TO_SCROLL_AUTO": "snaps",
    "LoopPoint": "snaps",
    "LoopPoints": "snaps",
    "SnapList": "snaps",
    "SnapOptions": "snaps",
    "loop_points": "snaps",
    "loop_shifts": "snaps",
    "scroll_snaps": "snaps",
    "snap_groups": "snaps",
    "ItemFrame": "strip",
    "StripLayout": "strip",
    "StripStyle": "strip",
    "strip_layout": "strip",
}
_LAZY.update(dict.fromkeys(_event_names.EVENT_CLASSES, "pager"))  # the event classes (events.toml)


#: Names 0.8.0 replaced (one vocabulary across Swift, C and Python), kept
#: until 0.10.0: using one warns with DeprecationWarning.
DEPRECATED_NAMES = {
    "PagerConfig": "PagerConfiguration",
    "PagerHeaderState": "PagerHeaderFrame",
    "Color": "RGBAColor",
    "Spring": "DampedSpring",
}


def __getattr__(name: str) -> Any:
    if name in DEPRECATED_NAMES:
        new = DEPRECATED_NAMES[name]
        warnings.warn(
            f"segpager.{name} is deprecated since 0.8.0; use segpager.{new}",
            DeprecationWarning,
            stacklevel=2,
        )
        return __getattr__(new)
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'segpager' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # later uses skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


def library_version() -> str:
    """The loaded library's version string (``segpager_version_string``)."""
    from . import _ffi

    return _ffi.version_string()


def status_name(status: int) -> str:
    """The symbolic name of a C status code (``segpager_status_name``)."""
    from . import _ffi

    return _ffi.status_name(status)


def status_string(status: int) -> str:
    """A sentence describing a C status code (``segpager_status_string``)."""
    from . import _ffi

    return _ffi.status_string(status)


__all__ = [
    "DECELERATION_FAST",
    "DECELERATION_NORMAL",
    "RECORDING_VERSION",
    "RUBBER_BAND_COEFFICIENT",
    "RUN_EVENT_FIELDS",
    "SCROLL_FRICTION",
    "SLIDES_TO_SCROLL_AUTO",
    "VELOCITY_ASSUMED_STOP",
    "VELOCITY_CAPACITY",
    "VELOCITY_HORIZON",
    "AppearancePolicy",
    "AppearanceStyle",
    "CapacityError",
    "Checks",
    "ColorSpace",
    "CommitPolicy",
    "CommitRule",
    "CubicBezier",
    "DampedSpring",
    "Deceleration",
    "Direction",
    "Easing",
    "EventOrderError",
    "FarTransition",
    "FitPolicy",
    "GestureAxis",
    "HandleError",
    "HeaderContentMode",
    "HeaderFrame",
    "HeaderPhase",
    "HeaderPullDown",
    "HeaderScrollFlags",
    "HeaderSection",
    "HeaderSectionBehavior",
    "HeaderSnapAnimation",
    "HeaderStackRanges",
    "HeaderStyle",
    "IndexOutOfRangeError",
    "Indicator",
    "IndicatorAlignment",
    "IndicatorCorners",
    "IndicatorOverscroll",
    "IndicatorPlacement",
    "IndicatorStyle",
    "IndicatorTransition",
    "IndicatorWidthMode",
    "IntegratorBody",
    "ItemAppearance",
    "ItemFrame",
    "ListFlingProfile",
    "ListSyncPolicy",
    "LoopPoint",
    "LoopPoints",
    "NestedScrollMode",
    "NotFiniteError",
    "Notification",
    "NotificationKind",
    "NullPointerError",
    "OutOfRangeError",
    "PageAlignment",
    "PageGeometry",
    "PageVisibility",
    "PageWindowPolicy",
    "Pager",
    "PagerConfiguration",
    "PagerFrame",
    "PagerGesture",
    "PagerHeader",
    "PagerHeaderFrame",
    "PagerIds",
    "PagerPhase",
    "PagerPreset",
    "PagerRun",
    "PagingOptions",
    "PagingProfile",
    "PointerRegion",
    "RGBAColor",
    "Recording",
    "RecordingError",
    "Rect",
    "ReentrantCallError",
    "RefreshZone",
    "Replay",
    "ScrollDriver",
    "ScrollSplit",
    "SegPagerError",
    "SelectedWidthMode",
    "SelectionCause",
    "SettleMode",
    "SnapAlignment",
    "SnapContainment",
    "SnapList",
    "SnapOptions",
    "StripContainment",
    "StripItem",
    "StripLayout",
    "StripOffsetStyle",
    "StripPhase",
    "StripScrollPolicy",
    "StripScrollTiming",
    "StripState",
    "StripStyle",
    "StructSizeError",
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
    "header_snap_duration",
    "header_snap_target",
    "header_stack_ranges",
    "header_stack_scroll",
    "header_stack_snap_target",
    "indicator_rect",
    "indicator_rects",
    "item_appearances",
    "library_version",
    "loop_points",
    "loop_shifts",
    "nested_scroll",
    "paging_dragging_target",
    "paging_target",
    "replay",
    "rubber_band",
    "rubber_band_inverse",
    "scroll_snaps",
    "selected_index",
    "snap_groups",
    "spline_fling",
    "spline_fling_state",
    "status_name",
    "status_string",
    "strip_layout",
    "strip_offset",
    "strip_state",
    "velocity_estimate",
]
# The event classes (events.toml): _events' __all__ for type checkers and
# the docs; at run time the same names from _event_names, which imports
# nothing (_events would load the ABI at `import segpager`).
if TYPE_CHECKING:
    from ._generated import events as _events

    __all__ += _events.__all__
else:
    globals()["__all__"] += _event_names.EVENT_CLASSES
