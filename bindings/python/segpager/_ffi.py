"""The only module that touches ctypes: struct mirrors of segpager.h, the
constants, one prototype table, one status check, and thin call helpers that
take and return plain Python values (``float``, ``int``, ``array``)."""

from __future__ import annotations

import ctypes
import operator
import struct
from array import array
from collections.abc import Mapping, Sequence
from ctypes import (
    POINTER,
    c_char_p,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_void_p,
)
from typing import Any, SupportsFloat, SupportsIndex

from . import _lib
from .errors import ERRORS_BY_STATUS, SegPagerError

# --- constants (checked against the header by tests/test_abi.py) ----------

CONSTANTS: dict[str, int] = {
    "SEGPAGER_OK": 0,
    "SEGPAGER_E_NULL": -1,
    "SEGPAGER_E_RANGE": -2,
    "SEGPAGER_E_NOT_FINITE": -3,
    "SEGPAGER_E_CAPACITY": -4,
    "SEGPAGER_E_ENUM": -5,
    "SEGPAGER_E_STRUCT_SIZE": -6,
    "SEGPAGER_E_INDEX": -7,
    "SEGPAGER_NONE": -1,
    "SEGPAGER_MAX_COUNT": 0x7FFFFFFF,
    "SEGPAGER_DIRECTION_LTR": 0,
    "SEGPAGER_DIRECTION_RTL": 1,
    "SEGPAGER_WIDTH_FIXED": 0,
    "SEGPAGER_WIDTH_INTRINSIC": 1,
    "SEGPAGER_WIDTH_EQUAL": 2,
    "SEGPAGER_WIDTH_FILL": 3,
    "SEGPAGER_WIDTH_VISIBLE_COUNT": 4,
    "SEGPAGER_FIT_LEADING": 0,
    "SEGPAGER_FIT_CENTER": 1,
    "SEGPAGER_FIT_TRAILING": 2,
    "SEGPAGER_FIT_SPACE_BETWEEN": 3,
    "SEGPAGER_FIT_SPACE_AROUND": 4,
    "SEGPAGER_FIT_SPACE_EVENLY": 5,
    "SEGPAGER_FIT_GROW_ITEMS": 6,
    "SEGPAGER_FIT_EQUAL_WHEN_FITS": 7,
    "SEGPAGER_SELECTED_WIDTH_RESERVE": 0,
    "SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY": 1,
    "SEGPAGER_PAGE_ALIGN_LEADING": 0,
    "SEGPAGER_PAGE_ALIGN_CENTER": 1,
    "SEGPAGER_COMMIT_NEAREST": 0,
    "SEGPAGER_COMMIT_FLOOR": 1,
    "SEGPAGER_EASING_LINEAR": 0,
    "SEGPAGER_EASING_EASE": 1,
    "SEGPAGER_EASING_EASE_IN": 2,
    "SEGPAGER_EASING_EASE_OUT": 3,
    "SEGPAGER_EASING_EASE_IN_OUT": 4,
    "SEGPAGER_EASING_CUBIC_BEZIER": 5,
    "SEGPAGER_INDICATOR_WIDTH_ITEM": 0,
    "SEGPAGER_INDICATOR_WIDTH_CONTENT": 1,
    "SEGPAGER_INDICATOR_WIDTH_FIXED": 2,
    "SEGPAGER_INDICATOR_ALIGN_CENTER": 0,
    "SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING": 1,
    "SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER": 2,
    "SEGPAGER_INDICATOR_PLACEMENT_BOTTOM": 0,
    "SEGPAGER_INDICATOR_PLACEMENT_TOP": 1,
    "SEGPAGER_INDICATOR_PLACEMENT_CENTER": 2,
    "SEGPAGER_INDICATOR_PLACEMENT_FILL": 3,
    "SEGPAGER_INDICATOR_TRANSITION_LINEAR": 0,
    "SEGPAGER_INDICATOR_TRANSITION_STRETCH": 1,
    "SEGPAGER_INDICATOR_TRANSITION_ELASTIC": 2,
    "SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED": 3,
    "SEGPAGER_INDICATOR_TRANSITION_FADE": 4,
    "SEGPAGER_INDICATOR_TRANSITION_SNAP": 5,
    "SEGPAGER_OVERSCROLL_CLAMP": 0,
    "SEGPAGER_OVERSCROLL_FOLLOW": 1,
    "SEGPAGER_OVERSCROLL_COMPRESS": 2,
    "SEGPAGER_APPEARANCE_GRADUAL": 0,
    "SEGPAGER_APPEARANCE_ON_COMMIT": 1,
    "SEGPAGER_COLOR_SPACE_SRGB": 0,
    "SEGPAGER_COLOR_SPACE_PREMULTIPLIED": 1,
    "SEGPAGER_COLOR_SPACE_OKLAB": 2,
    "SEGPAGER_STRIP_SCROLL_LEADING": 0,
    "SEGPAGER_STRIP_SCROLL_CENTER": 1,
    "SEGPAGER_STRIP_SCROLL_TRAILING": 2,
    "SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER": 3,
    "SEGPAGER_STRIP_SCROLL_MINIMAL": 4,
    "SEGPAGER_STRIP_SCROLL_NONE": 5,
    "SEGPAGER_CONTAIN_CLAMP": 0,
    "SEGPAGER_CONTAIN_NONE": 1,
    "SEGPAGER_STRIP_TIMING_PROGRESSIVE": 0,
    "SEGPAGER_STRIP_TIMING_ON_COMMIT": 1,
    "SEGPAGER_E_ORDER": -8,
    "SEGPAGER_E_HANDLE": -9,
    "SEGPAGER_TRUNCATED": 1,
    "SEGPAGER_COMMIT_AT_HALF": 0,
    "SEGPAGER_COMMIT_WHEN_SETTLED": 1,
    "SEGPAGER_DRIVER_ENGINE": 0,
    "SEGPAGER_DRIVER_HOST": 1,
    "SEGPAGER_EVENT_DRAG_BEGAN": 0,
    "SEGPAGER_EVENT_DRAG_MOVED": 1,
    "SEGPAGER_EVENT_DRAG_ENDED": 2,
    "SEGPAGER_EVENT_HOST_SCROLLED": 3,
    "SEGPAGER_EVENT_TAB_TAPPED": 4,
    "SEGPAGER_EVENT_SELECT": 5,
    "SEGPAGER_EVENT_TICK": 6,
    "SEGPAGER_EVENT_RESIZED": 7,
    "SEGPAGER_EVENT_LIST_SCROLLED": 8,
    "SEGPAGER_EVENT_LIST_ENDED": 9,
    "SEGPAGER_EVENT_LIST_RESIZED": 10,
    "SEGPAGER_EVENT_REFRESH_ENDED": 11,
    "SEGPAGER_EVENT_ANIMATED": 1,
    "SEGPAGER_PHASE_IDLE": 0,
    "SEGPAGER_PHASE_DRAGGING": 1,
    "SEGPAGER_PHASE_SETTLING": 2,
    "SEGPAGER_PHASE_TRANSITIONING": 3,
    "SEGPAGER_PHASE_HOST_SCROLLING": 4,
    "SEGPAGER_NOTIFY_SELECTED_CHANGED": 0,
    "SEGPAGER_NOTIFY_WILL_APPEAR": 1,
    "SEGPAGER_NOTIFY_DID_APPEAR": 2,
    "SEGPAGER_NOTIFY_WILL_DISAPPEAR": 3,
    "SEGPAGER_NOTIFY_DID_DISAPPEAR": 4,
    "SEGPAGER_NOTIFY_LOAD": 5,
    "SEGPAGER_NOTIFY_UNLOAD": 6,
    "SEGPAGER_NOTIFY_REUSE": 7,
    "SEGPAGER_NOTIFY_HEADER_PHASE": 8,
    "SEGPAGER_NOTIFY_REFRESH": 9,
    "SEGPAGER_REFRESH_HEADER": 0,
    "SEGPAGER_REFRESH_LIST": 1,
    "SEGPAGER_CAUSE_NONE": -1,
    "SEGPAGER_CAUSE_TAP": 0,
    "SEGPAGER_CAUSE_DRAG": 1,
    "SEGPAGER_CAUSE_PROGRAM": 2,
    "SEGPAGER_PAGING_UIKIT": 0,
    "SEGPAGER_PAGING_ANDROID": 1,
    "SEGPAGER_PAGING_FLUTTER": 2,
    "SEGPAGER_PAGING_FREE": 3,
    "SEGPAGER_SETTLE_CURVE": 0,
    "SEGPAGER_SETTLE_SPRING": 1,
    "SEGPAGER_PULL_DOWN_STRETCH": 0,
    "SEGPAGER_PULL_DOWN_FOLLOW": 1,
    "SEGPAGER_PULL_DOWN_PINNED": 2,
    "SEGPAGER_HEADER_CONTENT_FILL": 0,
    "SEGPAGER_HEADER_CONTENT_TOP_FILL": 1,
    "SEGPAGER_HEADER_CONTENT_TOP": 2,
    "SEGPAGER_HEADER_CONTENT_CENTER": 3,
    "SEGPAGER_HEADER_CONTENT_BOTTOM": 4,
    "SEGPAGER_HEADER_STRETCHED": 0,
    "SEGPAGER_HEADER_EXPANDED": 1,
    "SEGPAGER_HEADER_COLLAPSING": 2,
    "SEGPAGER_HEADER_PINNED": 3,
    "SEGPAGER_LIST_SYNC": 0,
    "SEGPAGER_LIST_KEEP_OWN": 1,
    "SEGPAGER_LIST_RESET_TO_TOP": 2,
    "SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED": 0,
    "SEGPAGER_NESTED_ENTER_ALWAYS": 1,
    "SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED": 2,
    "SEGPAGER_SECTION_SCROLL": 0,
    "SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED": 1,
    "SEGPAGER_SECTION_ENTER_ALWAYS": 2,
    "SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED": 3,
    "SEGPAGER_SECTION_PINNED": 4,
    "SEGPAGER_SECTION_SNAP": 1,
    "SEGPAGER_AXIS_UNDECIDED": 0,
    "SEGPAGER_AXIS_HORIZONTAL": 1,
    "SEGPAGER_AXIS_VERTICAL": 2,
}
# Floating-point constants of the header (checked by tests/test_abi.py).
FLOAT_CONSTANTS: dict[str, float] = {
    "SEGPAGER_DECELERATION_NORMAL": 0.998,
    "SEGPAGER_DECELERATION_FAST": 0.99,
    "SEGPAGER_RUBBER_BAND_COEFFICIENT": 0.55,
}
NONE = CONSTANTS["SEGPAGER_NONE"]
MAX_COUNT = CONSTANTS["SEGPAGER_MAX_COUNT"]

# --- struct mirrors (sizes and offsets checked against the C compiler) ----


class CItemMetrics(ctypes.Structure):
    _fields_ = (
        ("content_width", c_double),
        ("selected_content_width", c_double),
        ("subtitle_width", c_double),
        ("selected_subtitle_width", c_double),
    )


class CItemFrame(ctypes.Structure):
    _fields_ = (("x", c_double), ("width", c_double))


class CStripStyle(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("width_mode", c_int32),
        ("fit_policy", c_int32),
        ("direction", c_int32),
        ("selected_width_mode", c_int32),
        ("selected_index", c_int32),
        ("item_width", c_double),
        ("visible_count", c_double),
        ("item_padding", c_double),
        ("min_item_width", c_double),
        ("max_item_width", c_double),
        ("spacing", c_double),
        ("leading_inset", c_double),
        ("trailing_inset", c_double),
    )


class CPageGeometry(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("page_count", c_int32),
        ("direction", c_int32),
        ("alignment", c_int32),
        ("pad_ends", c_int32),
        ("viewport_width", c_double),
        ("page_width", c_double),
        ("page_spacing", c_double),
    )


class CStripGeometry(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("direction", c_int32),
        ("frames", POINTER(CItemFrame)),
        ("items", POINTER(CItemMetrics)),
        ("count", c_size_t),
        ("content_width", c_double),
        ("viewport_width", c_double),
        ("height", c_double),
    )


class CIndicatorStyle(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("width_mode", c_int32),
        ("alignment", c_int32),
        ("placement", c_int32),
        ("transition", c_int32),
        ("easing", c_int32),
        ("overscroll", c_int32),
        ("clamp_to_item", c_int32),
        ("width", c_double),
        ("extra_width", c_double),
        ("min_width", c_double),
        ("max_width", c_double),
        ("height", c_double),
        ("corner_radius", c_double),
        ("leading_inset", c_double),
        ("top_inset", c_double),
        ("trailing_inset", c_double),
        ("bottom_inset", c_double),
        ("stretch", c_double),
        ("bezier_x1", c_double),
        ("bezier_y1", c_double),
        ("bezier_x2", c_double),
        ("bezier_y2", c_double),
    )


class CIndicator(ctypes.Structure):
    _fields_ = (
        ("x", c_double),
        ("y", c_double),
        ("width", c_double),
        ("height", c_double),
        ("corner_radius", c_double),
        ("alpha", c_double),
    )


class CColor(ctypes.Structure):
    _fields_ = (("red", c_double), ("green", c_double), ("blue", c_double), ("alpha", c_double))


class CAppearanceStyle(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("policy", c_int32),
        ("color_space", c_int32),
        ("normal_color", CColor),
        ("selected_color", CColor),
        ("selected_scale", c_double),
        ("normal_emphasis", c_double),
        ("selected_emphasis", c_double),
    )


class CItemAppearance(ctypes.Structure):
    _fields_ = (
        ("selection_weight", c_double),
        ("color", CColor),
        ("scale", c_double),
        ("emphasis", c_double),
    )


class CStripOffsetStyle(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("policy", c_int32),
        ("containment", c_int32),
        ("timing", c_int32),
        ("margin", c_double),
    )


class CPagerConfig(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("commit_policy", c_int32),
        ("driver", c_int32),
        ("tap_easing", c_int32),
        ("settle_easing", c_int32),
        ("initial_index", c_int32),
        ("page_alignment", c_int32),
        ("pad_ends", c_int32),
        ("prepare_radius", c_int32),
        ("keep_radius", c_int32),
        ("cache_limit", c_int32),
        ("reuse_slots", c_int32),
        ("looping", c_int32),
        ("reserved", c_int32),
        ("viewport_width", c_double),
        ("page_width", c_double),
        ("page_spacing", c_double),
        ("strip_viewport_width", c_double),
        ("strip_height", c_double),
        ("tap_duration", c_double),
        ("settle_duration", c_double),
        ("flick_velocity", c_double),
        ("settle_mode", c_int32),
        ("paging_profile", c_int32),
        ("spring_response", c_double),
        ("spring_damping_ratio", c_double),
        ("rubber_band_coefficient", c_double),
    )


class CEvent(ctypes.Structure):
    _fields_ = (
        ("kind", c_int32),
        ("index", c_int32),
        ("flags", c_int32),
        ("reserved", c_int32),
        ("time", c_double),
        ("offset", c_double),
        ("velocity", c_double),
        ("width", c_double),
    )


class CNotification(ctypes.Structure):
    _fields_ = (
        ("kind", c_int32),
        ("page", c_int32),
        ("previous", c_int32),
        ("cause", c_int32),
        ("id", c_int64),
        ("time", c_double),
    )


class CPageVisibility(ctypes.Structure):
    _fields_ = (("page", c_int32), ("reserved", c_int32), ("visibility", c_double))


class CSpring(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("reserved", c_int32),
        ("response", c_double),
        ("damping_ratio", c_double),
        ("mass", c_double),
    )


class CPagingOptions(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("profile", c_int32),
        ("max_pages", c_int32),
        ("looping", c_int32),
        ("deceleration_rate", c_double),
        ("min_velocity", c_double),
        ("min_distance", c_double),
        ("flick_velocity", c_double),
        ("flutter_tolerance", c_double),
    )


class CHeaderStyle(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("pull_down", c_int32),
        ("content_mode", c_int32),
        ("reserved", c_int32),
        ("height", c_double),
        ("pinned_height", c_double),
        ("pin_offset", c_double),
        ("parallax", c_double),
        ("content_height", c_double),
    )


class CRect(ctypes.Structure):
    _fields_ = (("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double))


class CHeaderFrame(ctypes.Structure):
    _fields_ = (
        ("header", CRect),
        ("content", CRect),
        ("strip", CRect),
        ("phase", c_int32),
        ("reserved", c_int32),
        ("progress", c_double),
        ("stretch_scale", c_double),
    )


class CScrollSplit(ctypes.Structure):
    _fields_ = (("header", c_double), ("list", c_double), ("overscroll", c_double))


class CHeaderSection(ctypes.Structure):
    _fields_ = (
        ("height", c_double),
        ("min_height", c_double),
        ("behavior", c_int32),
        ("flags", c_uint32),
    )


class CHeaderRanges(ctypes.Structure):
    _fields_ = (
        ("height", c_double),
        ("collapse_range", c_double),
        ("pinned_height", c_double),
        ("enter_range", c_double),
    )


class CFrame(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("phase", c_int32),
        ("selected_index", c_int32),
        ("transition_target", c_int32),
        ("first_visible_item", c_int32),
        ("reserved", c_int32),
        ("time", c_double),
        ("page_offset", c_double),
        ("position", c_double),
        ("target_page_offset", c_double),
        ("transition_progress", c_double),
        ("strip_offset", c_double),
        ("indicator", CIndicator),
        ("appearance_count", c_size_t),
        ("notification_count", c_size_t),
        ("pending_notifications", c_size_t),
        ("page_count", c_size_t),
        ("has_header", c_int32),
        ("refreshing", c_int32),
        ("header_animating", c_int32),
        ("reserved2", c_int32),
        ("header", CHeaderFrame),
        ("header_offset", c_double),
        ("pull", c_double),
        ("list_offset", c_double),
        ("split", CScrollSplit),
    )


class CStepBuffers(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("reserved", c_uint32),
        ("appearances", POINTER(CItemAppearance)),
        ("appearance_capacity", c_size_t),
        ("notifications", POINTER(CNotification)),
        ("notification_capacity", c_size_t),
        ("pages", POINTER(CPageVisibility)),
        ("page_capacity", c_size_t),
        ("list_offsets", POINTER(c_double)),
        ("list_offset_capacity", c_size_t),
    )


class CPagerHeader(ctypes.Structure):
    _fields_ = (
        ("struct_size", c_uint32),
        ("list_sync", c_int32),
        ("refresh_zone", c_int32),
        ("nested_mode", c_int32),
        ("snap", c_int32),
        ("reserved", c_int32),
        ("enter_height", c_double),
        ("snap_velocity", c_double),
        ("refresh_distance", c_double),
        ("list_max_offset", c_double),
    )


STRUCTS: dict[str, type[ctypes.Structure]] = {
    "segpager_header_style": CHeaderStyle,
    "segpager_rect": CRect,
    "segpager_header_frame": CHeaderFrame,
    "segpager_scroll_split": CScrollSplit,
    "segpager_header_section": CHeaderSection,
    "segpager_header_ranges": CHeaderRanges,
    "segpager_spring": CSpring,
    "segpager_paging_options": CPagingOptions,
    "segpager_pager_config": CPagerConfig,
    "segpager_event": CEvent,
    "segpager_notification": CNotification,
    "segpager_page_visibility": CPageVisibility,
    "segpager_frame": CFrame,
    "segpager_step_buffers": CStepBuffers,
    "segpager_pager_header": CPagerHeader,
    "segpager_item_metrics": CItemMetrics,
    "segpager_item_frame": CItemFrame,
    "segpager_strip_style": CStripStyle,
    "segpager_page_geometry": CPageGeometry,
    "segpager_strip_geometry": CStripGeometry,
    "segpager_indicator_style": CIndicatorStyle,
    "segpager_indicator": CIndicator,
    "segpager_color": CColor,
    "segpager_appearance_style": CAppearanceStyle,
    "segpager_item_appearance": CItemAppearance,
    "segpager_strip_offset_style": CStripOffsetStyle,
}

# --- prototypes: (restype, argtypes) for every function in segpager.h ----

_p_double = POINTER(c_double)
_p_int32 = POINTER(c_int32)
_p_size = POINTER(c_size_t)

PROTOTYPES: dict[str, tuple[Any, tuple[Any, ...]]] = {
    "segpager_version": (c_uint32, ()),
    "segpager_version_string": (c_char_p, ()),
    "segpager_status_name": (c_char_p, (c_int,)),
    "segpager_status_string": (c_char_p, (c_int,)),
    "segpager_strip_style_init": (c_int, (POINTER(CStripStyle),)),
    "segpager_strip_layout": (
        c_int,
        (
            POINTER(CStripStyle),
            POINTER(CItemMetrics),
            c_size_t,
            c_double,
            POINTER(CItemFrame),
            c_size_t,
            _p_size,
            _p_double,
            _p_int32,
        ),
    ),
    "segpager_strip_hit_test": (c_int, (POINTER(CItemFrame), c_size_t, c_double, _p_int32)),
    "segpager_strip_visible_range": (
        c_int,
        (POINTER(CItemFrame), c_size_t, c_double, c_double, _p_int32, _p_int32),
    ),
    "segpager_page_geometry_init": (c_int, (POINTER(CPageGeometry),)),
    "segpager_page_position": (c_int, (POINTER(CPageGeometry), c_double, _p_double)),
    "segpager_page_offset": (c_int, (POINTER(CPageGeometry), c_double, _p_double)),
    "segpager_page_offset_range": (c_int, (POINTER(CPageGeometry), _p_double, _p_double)),
    "segpager_page_offset_after_resize": (
        c_int,
        (POINTER(CPageGeometry), POINTER(CPageGeometry), c_double, _p_double),
    ),
    "segpager_selected_index": (c_int, (c_double, c_int32, c_int32, _p_int32)),
    "segpager_deceleration_state": (c_int, (c_double, c_double, c_double, _p_double, _p_double)),
    "segpager_deceleration_projection": (c_int, (c_double, c_double, _p_double)),
    "segpager_deceleration_duration": (c_int, (c_double, c_double, c_double, _p_double)),
    "segpager_rubber_band": (c_int, (c_double, c_double, c_double, _p_double)),
    "segpager_rubber_band_inverse": (c_int, (c_double, c_double, c_double, _p_double)),
    "segpager_spring_init": (c_int, (POINTER(CSpring),)),
    "segpager_spring_state": (
        c_int,
        (POINTER(CSpring), c_double, c_double, c_double, _p_double, _p_double),
    ),
    "segpager_spring_settling_time": (
        c_int,
        (POINTER(CSpring), c_double, c_double, c_double, _p_double),
    ),
    "segpager_cubic_bezier": (c_int, (c_double, c_double, c_double, c_double, c_double, _p_double)),
    "segpager_paging_options_init": (c_int, (POINTER(CPagingOptions),)),
    "segpager_paging_target": (
        c_int,
        (POINTER(CPagingOptions), POINTER(CPageGeometry), c_double, c_double, c_int32, _p_int32),
    ),
    "segpager_header_style_init": (c_int, (POINTER(CHeaderStyle),)),
    "segpager_header_frame_at": (
        c_int,
        (POINTER(CHeaderStyle), c_double, c_double, POINTER(CHeaderFrame)),
    ),
    "segpager_header_list_offset": (
        c_int,
        (POINTER(CHeaderStyle), c_int32, c_double, c_double, _p_double),
    ),
    "segpager_header_stack_ranges": (
        c_int,
        (POINTER(CHeaderSection), c_size_t, POINTER(CHeaderRanges)),
    ),
    "segpager_header_stack_snap_target": (
        c_int,
        (POINTER(CHeaderSection), c_size_t, c_double, POINTER(c_double)),
    ),
    "segpager_header_stack_scroll": (
        c_int,
        (
            POINTER(CHeaderSection),
            c_size_t,
            c_double,
            c_double,
            c_double,
            c_double,
            POINTER(CScrollSplit),
        ),
    ),
    "segpager_nested_scroll": (
        c_int,
        (
            POINTER(CHeaderStyle),
            c_int32,
            c_double,
            c_double,
            c_double,
            c_double,
            c_double,
            POINTER(CScrollSplit),
        ),
    ),
    "segpager_header_snap_target": (
        c_int,
        (POINTER(CHeaderStyle), c_double, c_double, c_double, _p_double),
    ),
    "segpager_header_min_content_height": (c_int, (POINTER(CHeaderStyle), c_double, _p_double)),
    "segpager_gesture_axis": (c_int, (c_double, c_double, c_double, c_double, _p_int32)),
    "segpager_pager_config_init": (c_int, (POINTER(CPagerConfig),)),
    "segpager_pager_create": (c_int, (POINTER(CPagerConfig), POINTER(c_void_p))),
    "segpager_pager_destroy": (c_int, (c_void_p,)),
    "segpager_pager_set_strip_style": (c_int, (c_void_p, POINTER(CStripStyle))),
    "segpager_pager_set_indicator_style": (c_int, (c_void_p, POINTER(CIndicatorStyle))),
    "segpager_pager_set_appearance_style": (c_int, (c_void_p, POINTER(CAppearanceStyle))),
    "segpager_pager_set_strip_offset_style": (c_int, (c_void_p, POINTER(CStripOffsetStyle))),
    "segpager_pager_set_paging_options": (c_int, (c_void_p, POINTER(CPagingOptions))),
    "segpager_pager_set_items": (
        c_int,
        (c_void_p, POINTER(c_int64), POINTER(CItemMetrics), c_size_t),
    ),
    "segpager_pager_step": (
        c_int,
        (
            c_void_p,
            POINTER(CEvent),
            c_size_t,
            POINTER(CFrame),
            POINTER(CItemAppearance),
            c_size_t,
            POINTER(CNotification),
            c_size_t,
            POINTER(CPageVisibility),
            c_size_t,
        ),
    ),
    "segpager_step_buffers_init": (c_int, (POINTER(CStepBuffers),)),
    "segpager_pager_step_into": (
        c_int,
        (c_void_p, POINTER(CEvent), c_size_t, POINTER(CFrame), POINTER(CStepBuffers)),
    ),
    "segpager_pager_header_init": (c_int, (POINTER(CPagerHeader),)),
    "segpager_pager_set_header": (
        c_int,
        (c_void_p, POINTER(CHeaderStyle), POINTER(CHeaderSection), c_size_t, POINTER(CPagerHeader)),
    ),
    "segpager_pager_remove_header": (c_int, (c_void_p,)),
    "segpager_strip_geometry_init": (c_int, (POINTER(CStripGeometry),)),
    "segpager_indicator_style_init": (c_int, (POINTER(CIndicatorStyle),)),
    "segpager_appearance_style_init": (c_int, (POINTER(CAppearanceStyle),)),
    "segpager_strip_offset_style_init": (c_int, (POINTER(CStripOffsetStyle),)),
    "segpager_indicator_rect": (
        c_int,
        (POINTER(CStripGeometry), POINTER(CIndicatorStyle), c_double, c_int32, POINTER(CIndicator)),
    ),
    "segpager_item_appearances": (
        c_int,
        (
            POINTER(CStripGeometry),
            POINTER(CAppearanceStyle),
            c_double,
            c_int32,
            c_int32,
            c_int32,
            POINTER(CItemAppearance),
            c_size_t,
            _p_size,
        ),
    ),
    "segpager_strip_offset": (
        c_int,
        (
            POINTER(CStripGeometry),
            POINTER(CStripOffsetStyle),
            c_double,
            c_int32,
            c_double,
            _p_double,
        ),
    ),
    "segpager_strip_state": (
        c_int,
        (
            POINTER(CStripGeometry),
            POINTER(CIndicatorStyle),
            POINTER(CAppearanceStyle),
            POINTER(CStripOffsetStyle),
            c_double,
            c_int32,
            c_double,
            _p_double,
            POINTER(CIndicator),
            POINTER(CItemAppearance),
            c_size_t,
            _p_size,
            _p_int32,
        ),
    ),
}

# What a status means for a given function's arguments, to name the culprit.
HINTS: dict[str, Mapping[int, str]] = {
    "segpager_strip_layout": {
        -2: "widths, padding, spacing, insets and viewport_width must be >= 0; "
        "max_item_width must be 0 or >= min_item_width; item_width must be > 0 in FIXED "
        "mode and visible_count > 0 in VISIBLE_COUNT mode",
        -3: "every width, length and viewport_width must be finite",
        -7: "selected_index must be an item index in SELECTED_ONLY mode",
    },
    "segpager_strip_hit_test": {-3: "x and every frame must be finite"},
    "segpager_strip_visible_range": {
        -2: "viewport_width must be >= 0",
        -3: "strip_offset, viewport_width and every frame must be finite",
    },
    "segpager_selected_index": {
        -2: "page_count must be >= 0",
        -3: "position must be finite",
    },
}
_POSITION_HINTS: Mapping[int, str] = {
    -2: "lengths, insets, margin and the strip's sizes must be >= 0; max_width must be 0 or "
    ">= min_width; width > 0 in FIXED mode; stretch and bezier x1/x2 in [0, 1]; colour "
    "components in [0, 1]; selected_scale > 0",
    -3: "p, current_offset, every style number and every frame read must be finite",
    -7: "selected_index must be an item index (or None), and first..last inside the items",
}
for _name in (
    "segpager_indicator_rect",
    "segpager_item_appearances",
    "segpager_strip_offset",
    "segpager_strip_state",
):
    HINTS[_name] = _POSITION_HINTS
_GEOMETRY_HINTS: Mapping[int, str] = {
    -2: "viewport_width, page_width and page_spacing must be >= 0 with page_width (or "
    "viewport_width when page_width is 0) + page_spacing > 0, and page_count >= 0",
    -3: "page offsets, positions and every geometry field must be finite "
    "(and the result must be representable)",
}
for _name in PROTOTYPES:
    if _name.startswith("segpager_page_") and not _name.endswith("_init"):
        HINTS[_name] = _GEOMETRY_HINTS


def _status_text(status: int) -> tuple[str, str]:
    name = _library.segpager_status_name(status).decode()
    text = _library.segpager_status_string(status).decode()
    return name, text


def _errcheck(status: int, function: Any, arguments: tuple[Any, ...]) -> int:
    if status < 0:  # positive statuses (SEGPAGER_TRUNCATED) are successes
        raise error_for(status, function.__name__)
    return status


def error_for(status: int, function: str) -> SegPagerError:
    """The exception for a failed call, naming the function and the rule broken."""
    name, text = _status_text(status)
    hint = HINTS.get(function, {}).get(status)
    message = f"{function}: {text} ({name})" + (f": {hint}" if hint else "")
    return ERRORS_BY_STATUS.get(status, SegPagerError)(message, status)


#: Functions whose one caller checks the status itself: the per-frame call,
#: where a Python ``errcheck`` would cost more than the check.
CHECKED_BY_CALLER = frozenset({"segpager_pager_step_into"})


def _bind(library: ctypes.CDLL) -> ctypes.CDLL:
    for name, (restype, argtypes) in PROTOTYPES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
        if restype is c_int and name not in CHECKED_BY_CALLER:
            function.errcheck = _errcheck
    return library


_library = _bind(_lib.load())

# --- argument conversion ---------------------------------------------------


def to_double(name: str, value: object) -> float:
    """A Python number as a C double; NaN and infinities pass through to C,
    which reports them with its own status."""
    if type(value) is float:  # the per-frame fast path: no protocol check
        return value
    if type(value) is int:
        return float(value)
    if isinstance(value, (str, bytes)) or not isinstance(value, (SupportsFloat, SupportsIndex)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    return float(value)  # __float__, or else __index__ (as struct's "d" takes it)


def to_int32(name: str, value: object) -> int:
    """A Python integer as a C int32_t; values that don't fit raise instead of wrapping."""
    if type(value) is int and -(2**31) <= value < 2**31:  # the fast path
        return value
    if not isinstance(value, SupportsIndex):
        raise TypeError(f"{name} must be an integer, not {type(value).__name__}")
    number = operator.index(value)
    if not -(2**31) <= number < 2**31:
        raise ERRORS_BY_STATUS[-2](f"{name} must fit in int32_t, got {number}", -2)
    return number


def _fill(struct: ctypes.Structure, fields: Mapping[str, object]) -> None:
    for field in struct._fields_:
        name, ctype = field[0], field[1]
        if name == "struct_size" or name not in fields:
            continue
        value = fields[name]
        if ctype is c_double:
            setattr(struct, name, to_double(name, value))
        elif ctype is CColor:
            if not isinstance(value, Mapping):
                raise TypeError(f"{name} must be a Color, not {type(value).__name__}")
            _fill(getattr(struct, name), {f"{k}": v for k, v in value.items()})
        else:
            setattr(struct, name, to_int32(name, value))


def _options(struct_type: type[Any], init: str, fields: Mapping[str, object]) -> Any:
    struct = struct_type()
    getattr(_library, init)(ctypes.byref(struct))
    _fill(struct, fields)
    return struct


def strip_style(fields: Mapping[str, object]) -> CStripStyle:
    return _options(CStripStyle, "segpager_strip_style_init", fields)  # type: ignore[no-any-return]


def page_geometry(fields: Mapping[str, object]) -> CPageGeometry:
    return _options(CPageGeometry, "segpager_page_geometry_init", fields)  # type: ignore[no-any-return]


def indicator_style(fields: Mapping[str, object]) -> CIndicatorStyle:
    return _options(CIndicatorStyle, "segpager_indicator_style_init", fields)  # type: ignore[no-any-return]


def appearance_style(fields: Mapping[str, object]) -> CAppearanceStyle:
    return _options(CAppearanceStyle, "segpager_appearance_style_init", fields)  # type: ignore[no-any-return]


def strip_offset_style(fields: Mapping[str, object]) -> CStripOffsetStyle:
    return _options(CStripOffsetStyle, "segpager_strip_offset_style_init", fields)  # type: ignore[no-any-return]


def pager_config(fields: Mapping[str, object]) -> CPagerConfig:
    return _options(CPagerConfig, "segpager_pager_config_init", fields)  # type: ignore[no-any-return]


def spring(fields: Mapping[str, object]) -> CSpring:
    return _options(CSpring, "segpager_spring_init", fields)  # type: ignore[no-any-return]


def paging_options(fields: Mapping[str, object]) -> CPagingOptions:
    return _options(CPagingOptions, "segpager_paging_options_init", fields)  # type: ignore[no-any-return]


def header_style(fields: Mapping[str, object]) -> CHeaderStyle:
    return _options(CHeaderStyle, "segpager_header_style_init", fields)  # type: ignore[no-any-return]


def pager_header(fields: Mapping[str, object]) -> CPagerHeader:
    return _options(CPagerHeader, "segpager_pager_header_init", fields)  # type: ignore[no-any-return]


_OPTIONS_INIT = {
    "segpager_header_style": header_style,
    "segpager_pager_header": pager_header,
    "segpager_spring": spring,
    "segpager_paging_options": paging_options,
    "segpager_pager_config": pager_config,
    "segpager_strip_style": strip_style,
    "segpager_page_geometry": page_geometry,
    "segpager_indicator_style": indicator_style,
    "segpager_appearance_style": appearance_style,
    "segpager_strip_offset_style": strip_offset_style,
}


def _as_dict(struct: ctypes.Structure) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field in struct._fields_:
        value = getattr(struct, field[0])
        values[field[0]] = _as_dict(value) if isinstance(value, ctypes.Structure) else value
    return values


def default_fields(struct_name: str) -> dict[str, Any]:
    """The values the C ``*_init`` function writes, by field name (nested structs as dicts)."""
    return _as_dict(_OPTIONS_INIT[struct_name]({}))


# --- calls -------------------------------------------------------------------


def version() -> int:
    return int(_library.segpager_version())


def version_string() -> str:
    return str(_library.segpager_version_string().decode())


def status_name(status: int) -> str:
    return _status_text(to_int32("status", status))[0]


def status_string(status: int) -> str:
    return _status_text(to_int32("status", status))[1]


def strip_layout(
    style: CStripStyle, metrics: array[float], count: int, viewport_width: float
) -> tuple[array[float], float, bool]:
    """Lays out ``count`` items whose metrics are packed 4 doubles each in
    ``metrics``; returns the frames packed (x, width) and the strip metrics."""
    if count > MAX_COUNT:
        raise ERRORS_BY_STATUS[-2](f"at most {MAX_COUNT} items, got {count}", -2)
    frames = array("d", bytes(16 * count))
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    frames_pointer = (CItemFrame * count).from_buffer(frames) if count else None
    out_count = c_size_t()
    content_width = c_double()
    scrolls = c_int32()
    _library.segpager_strip_layout(
        ctypes.byref(style),
        items_pointer,
        count,
        viewport_width,
        frames_pointer,
        count,
        ctypes.byref(out_count),
        ctypes.byref(content_width),
        ctypes.byref(scrolls),
    )
    return frames, content_width.value, bool(scrolls.value)


def _frames_pointer(frames: array[float]) -> Any:
    count = len(frames) // 2
    return (CItemFrame * count).from_buffer(frames) if count else None


def strip_hit_test(frames: array[float], x: float) -> int:
    index = c_int32()
    _library.segpager_strip_hit_test(
        _frames_pointer(frames), len(frames) // 2, to_double("x", x), ctypes.byref(index)
    )
    return index.value


def strip_visible_range(
    frames: array[float], strip_offset: float, viewport_width: float
) -> tuple[int, int]:
    first = c_int32()
    last = c_int32()
    _library.segpager_strip_visible_range(
        _frames_pointer(frames),
        len(frames) // 2,
        to_double("strip_offset", strip_offset),
        to_double("viewport_width", viewport_width),
        ctypes.byref(first),
        ctypes.byref(last),
    )
    return first.value, last.value


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


# --- the strip at a position ---------------------------------------------


def strip_geometry(
    frames: array[float], metrics: array[float], direction: int, content_width: float,
    viewport_width: float, height: float,
) -> CStripGeometry:  # fmt: skip
    """A strip geometry pointing into ``frames`` and ``metrics`` (which must outlive it)."""
    count = len(frames) // 2
    strip = CStripGeometry()
    _library.segpager_strip_geometry_init(ctypes.byref(strip))
    strip.direction = direction
    if count:
        strip.frames = ctypes.cast(_frames_pointer(frames), POINTER(CItemFrame))
        strip.items = ctypes.cast(
            (CItemMetrics * count).from_buffer(metrics), POINTER(CItemMetrics)
        )
    strip.count = count
    strip.content_width = content_width
    strip.viewport_width = viewport_width
    strip.height = to_double("height", height)
    return strip


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


def item_appearances(
    strip: CStripGeometry, style: CAppearanceStyle, p: float, selected_index: int | None,
    first: int, last: int,
) -> list[AppearanceTuple]:  # fmt: skip
    first = to_int32("first", first)
    last = to_int32("last", last)
    capacity = max(0, last - first + 1)
    buffer = (CItemAppearance * capacity)()
    out_count = c_size_t()
    _library.segpager_item_appearances(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        first, last, buffer if capacity else None, capacity, ctypes.byref(out_count),
    )  # fmt: skip
    return _appearance_tuples(buffer, out_count.value)


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
            if error.status != CONSTANTS["SEGPAGER_E_CAPACITY"]:
                raise
            capacity = out_count.value
            continue
        return (
            out_offset.value,
            _indicator_tuple(out_indicator),
            out_first.value,
            _appearance_tuples(buffer, out_count.value),
        )


# --- the stateful pager ----------------------------------------------------

_PAGER_HINTS: Mapping[int, str] = {
    -2: "sizes and durations must be >= 0 with a nonzero page stride (set viewport_width); "
    "ids must be unique; event flags must be 0 or ANIMATED",
    -3: "times, offsets, velocities and widths must be finite",
    -7: "a tapped, selected or resized index must be an item index",
    -8: "event times must never go backwards",
    -9: "the pager was destroyed",
}
for _name in PROTOTYPES:
    if _name.startswith("segpager_pager_") and _name not in (
        "segpager_pager_config_init",
        "segpager_pager_header_init",
    ):
        HINTS[_name] = _PAGER_HINTS
HINTS["segpager_pager_set_header"] = {
    **_PAGER_HINTS,
    -2: "header heights must be >= 0 with pinned_height <= height (with sections: 0 or the "
    "stack's), parallax in [0, 1], velocities and distances >= 0, list_max_offset >= 0 or None",
    -3: "header sizes, velocities and distances must be finite",
}


def pager_create(config: CPagerConfig) -> int:
    handle = c_void_p()
    _library.segpager_pager_create(ctypes.byref(config), ctypes.byref(handle))
    assert handle.value is not None
    return handle.value


def pager_destroy(handle: int) -> None:
    _library.segpager_pager_destroy(handle)


def pager_set_style(handle: int, which: str, style: ctypes.Structure) -> None:
    getattr(_library, f"segpager_pager_set_{which}")(handle, ctypes.byref(style))


def pager_set_items(handle: int, ids: array[int], metrics: array[float]) -> None:
    count = len(ids)
    ids_pointer = (c_int64 * count).from_buffer(ids) if count else None
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    _library.segpager_pager_set_items(handle, ids_pointer, items_pointer, count)


_STRUCT_CODES = {c_double: "d", c_int32: "i", c_uint32: "I", c_int64: "q", c_size_t: "N"}


def _layout(struct_type: type[ctypes.Structure], prefix: str = "") -> tuple[str, list[str]]:
    """A ``struct`` format (native alignment) and the dotted field names of a
    ctypes struct, nested structs flattened, pointers as ``P``."""
    codes: list[str] = []
    names: list[str] = []
    for field in struct_type._fields_:
        name, ctype = field[0], field[1]
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Structure):
            code, inner = _layout(ctype, f"{prefix}{name}.")
            codes.append(code)
            names += inner
        else:
            codes.append(_STRUCT_CODES.get(ctype, "P"))
            names.append(prefix + name)
    return "".join(codes), names


def _reader(struct_type: type[ctypes.Structure]) -> tuple[struct.Struct, list[str]]:
    code, names = _layout(struct_type)
    reader = struct.Struct("@" + code)
    # Flattening keeps C's layout for these structs (every nested struct is
    # 8-aligned and starts where its first double would); tests/test_abi.py
    # checks the ctypes offsets against the compiler's.
    assert reader.size == ctypes.sizeof(struct_type), struct_type.__name__
    return reader, names


def _offsets(
    struct_type: type[ctypes.Structure], prefix: str = "", base: int = 0
) -> dict[str, int]:
    """The byte offset of every field of a ctypes struct, nested structs
    flattened under dotted names (``"indicator.x"``)."""
    found: dict[str, int] = {}
    for field in struct_type._fields_:
        name, ctype = field[0], field[1]
        offset = base + getattr(struct_type, name).offset
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Structure):
            found.update(_offsets(ctype, f"{prefix}{name}.", offset))
        else:
            found[prefix + name] = offset
    return found


FRAME_READER, FRAME_FIELDS = _reader(CFrame)
APPEARANCE_READER, _ = _reader(CItemAppearance)
NOTIFICATION_READER, _ = _reader(CNotification)
PAGE_READER, _ = _reader(CPageVisibility)
EVENT_WRITER, _ = _reader(CEvent)
FRAME_INDEX = {name: i for i, name in enumerate(FRAME_FIELDS)}
#: where each (flattened) field of ``segpager_frame`` sits, in bytes
FRAME_OFFSETS = _offsets(CFrame)


def frame_reader(first: str, last: str) -> tuple[Any, int]:
    """``(unpack_from, offset)`` reading the frame's fields ``first`` to
    ``last`` (dotted names, inclusive) out of a step's output in one call."""
    start, end = FRAME_INDEX[first], FRAME_INDEX[last] + 1
    codes = FRAME_READER.format[1:]  # the flattened fields' codes, one letter each
    offset = FRAME_OFFSETS[first]
    # `struct` aligns from the part's start: right when that is 8-aligned in C
    assert offset % 8 == 0 or end - start == 1, (first, last)
    return struct.Struct("@" + codes[start:end]).unpack_from, offset


EventTuple = tuple[int, int, int, int, float, float, float, float]
NotificationTuple = tuple[int, int, int, int, int, float]

_EVENT_SIZE = ctypes.sizeof(CEvent)
_EVENT_FIELD_CODES = {"index": "i", "time": "d", "offset": "d", "velocity": "d", "width": "d"}


def event_packer(kind: int, **attributes: str) -> tuple[Any, Any, int]:
    """``(pack_into, get, kind)`` writing one ``segpager_event`` of ``kind``
    straight from an event object: ``pack_into(buffer, offset, kind,
    *get(event))``. ``attributes`` maps the C fields (``index``, ``time``,
    ``offset``, ``velocity``, ``width``) to the event's attribute names; the
    other fields are written as zeros. A value of the wrong type raises
    ``struct.error`` (the caller then reports it with ``to_double`` /
    ``to_int32``)."""
    codes, names = ["i"], []
    for field in CEvent._fields_[1:]:
        name, ctype = field[0], field[1]
        if name in attributes:
            codes.append(_EVENT_FIELD_CODES[name])
            names.append(attributes[name])
        else:
            codes.append(f"{ctypes.sizeof(ctype)}x")
    writer = struct.Struct("@" + "".join(codes))
    assert writer.size == _EVENT_SIZE, attributes
    getter = operator.attrgetter(*names)
    get = getter if len(names) > 1 else (lambda event: (getter(event),))
    return writer.pack_into, get, kind


class FrameLayout:
    """Where the output arrays sit in a step's output (after the frame)."""

    __slots__ = ("appearances", "list_offsets", "notifications", "pages")

    def __init__(self, appearances: int, notifications: int, pages: int, list_offsets: int) -> None:
        self.appearances = appearances
        self.notifications = notifications
        self.pages = pages
        self.list_offsets = list_offsets


_APPEARANCE_SIZE = ctypes.sizeof(CItemAppearance)
_NOTIFICATION_SIZE = ctypes.sizeof(CNotification)
_PAGE_SIZE = ctypes.sizeof(CPageVisibility)
_FRAME_SIZE = ctypes.sizeof(CFrame)


class PagerStepper:
    """A pager's per-frame call: one foreign call per step (more only when an
    output array must grow), its arguments bound once.

    The frame and the output arrays live in one buffer, so a step's whole
    output is copied out with one ``bytes()``: a frame keeps its values after
    later steps, and decodes only the fields it is asked for (``layout`` says
    where the arrays are in it). Events are written into ``events`` (room for
    ``capacity``; ``reserve`` grows it) before ``step(count)``."""

    def __init__(self, handle: int) -> None:
        self.handle = c_void_p(handle)
        self.arrays = CStepBuffers()
        _library.segpager_step_buffers_init(ctypes.byref(self.arrays))
        self._arrays_ref = ctypes.byref(self.arrays)
        # Bound here, so a test that wraps the table's functions counts it.
        self._call = _library.segpager_pager_step_into
        self.capacity = 0
        self.reserve(8)
        self._allocate(32, 32, 8)

    def reserve(self, count: int) -> bytearray:
        """The event buffer, grown to hold ``count`` events if it must."""
        if count > self.capacity:
            self.capacity = max(count, 2 * self.capacity)
            self.events = bytearray(self.capacity * _EVENT_SIZE)
            self._batch = (CEvent * self.capacity).from_buffer(self.events)
        return self.events

    def _allocate(self, appearances: int, notifications: int, pages: int) -> None:
        sizes = (
            appearances * _APPEARANCE_SIZE,
            notifications * _NOTIFICATION_SIZE,
            pages * _PAGE_SIZE,
            pages * 8,
        )
        starts = [_FRAME_SIZE]
        for size in sizes[:-1]:
            starts.append(starts[-1] + size)
        block = bytearray(starts[-1] + sizes[-1])
        self.frame = CFrame.from_buffer(block)
        self.frame.struct_size = _FRAME_SIZE
        self.appearances = (CItemAppearance * appearances).from_buffer(block, starts[0])
        self.notifications = (CNotification * notifications).from_buffer(block, starts[1])
        self.pages = (CPageVisibility * pages).from_buffer(block, starts[2])
        self.list_offsets = (c_double * pages).from_buffer(block, starts[3])
        a = self.arrays
        a.appearances, a.appearance_capacity = self.appearances, appearances
        a.notifications, a.notification_capacity = self.notifications, notifications
        a.pages, a.page_capacity = self.pages, pages
        a.list_offsets, a.list_offset_capacity = self.list_offsets, pages
        self.block = block
        self.layout = FrameLayout(*starts)
        self._frame_ref = ctypes.byref(self.frame)

    def step(self, count: int) -> bytes:
        """Applies the first ``count`` events of ``events``; the frame and
        arrays after them, as bytes laid out as ``layout`` says."""
        status = self._call(
            self.handle, self._batch if count else None, count, self._frame_ref, self._arrays_ref
        )
        if status:  # checked here rather than by an errcheck: the hot path stays one C call
            self._fetch_rest(status)
        return bytes(self.block)

    def _fetch_rest(self, status: int) -> None:
        """After a truncated step (``SEGPAGER_TRUNCATED``): grows the arrays,
        fetches the rest with event-free steps (which change nothing) and
        leaves every notification of the step in the buffer. Failures raise."""
        notes: list[NotificationTuple] = []
        while True:
            if status < 0:
                raise error_for(status, "segpager_pager_step_into")
            frame = self.frame
            delivered = bytes(self.notifications)[: frame.notification_count * _NOTIFICATION_SIZE]
            notes += NOTIFICATION_READER.iter_unpack(delivered)
            if status != 1:
                break
            self._allocate(
                max(len(self.appearances), frame.appearance_count),
                max(2 * len(self.notifications), len(notes) + frame.pending_notifications),
                max(len(self.pages), frame.page_count),
            )
            status = self._call(self.handle, None, 0, self._frame_ref, self._arrays_ref)
        if len(notes) != self.frame.notification_count:
            # Every notification of the step goes where a frame reads them
            # (the arrays grew by the pending count, so they fit).
            for i, note in enumerate(notes):
                NOTIFICATION_READER.pack_into(
                    self.block, self.layout.notifications + i * _NOTIFICATION_SIZE, *note
                )
            self.frame.notification_count = len(notes)


def pager_set_header(
    handle: int,
    style: CHeaderStyle,
    sections: ctypes.Array[CHeaderSection] | None,
    options: CPagerHeader,
) -> None:
    count = len(sections) if sections is not None else 0
    _library.segpager_pager_set_header(
        handle, ctypes.byref(style), sections, count, ctypes.byref(options)
    )


def pager_remove_header(handle: int) -> None:
    _library.segpager_pager_remove_header(handle)


# --- scroll physics ------------------------------------------------------------


def _doubles(function: str, *arguments: Any, outputs: int = 1) -> tuple[float, ...]:
    """Calls a physics function whose outputs are double out-pointers."""
    outs = [c_double() for _ in range(outputs)]
    getattr(_library, function)(*arguments, *(ctypes.byref(o) for o in outs))
    return tuple(o.value for o in outs)


def deceleration_state(rate: float, velocity: float, time: float) -> tuple[float, float]:
    distance, speed = _doubles(
        "segpager_deceleration_state",
        to_double("rate", rate),
        to_double("velocity", velocity),
        to_double("time", time),
        outputs=2,
    )
    return distance, speed


def deceleration_projection(rate: float, velocity: float) -> float:
    args = (to_double("rate", rate), to_double("velocity", velocity))
    return _doubles("segpager_deceleration_projection", *args)[0]


def deceleration_duration(rate: float, velocity: float, epsilon: float) -> float:
    args = (to_double("rate", rate), to_double("velocity", velocity), to_double("epsilon", epsilon))
    return _doubles("segpager_deceleration_duration", *args)[0]


def rubber_band(coefficient: float, dimension: float, overshoot: float, inverse: bool) -> float:
    name = "segpager_rubber_band_inverse" if inverse else "segpager_rubber_band"
    args = (
        to_double("coefficient", coefficient),
        to_double("dimension", dimension),
        to_double("offset" if inverse else "overshoot", overshoot),
    )
    return _doubles(name, *args)[0]


def spring_state(
    spring_struct: CSpring, displacement: float, velocity: float, time: float
) -> tuple[float, float]:
    x, v = _doubles(
        "segpager_spring_state",
        ctypes.byref(spring_struct),
        to_double("displacement", displacement),
        to_double("velocity", velocity),
        to_double("time", time),
        outputs=2,
    )
    return x, v


def spring_settling_time(
    spring_struct: CSpring, displacement: float, velocity: float, epsilon: float
) -> float:
    return _doubles(
        "segpager_spring_settling_time",
        ctypes.byref(spring_struct),
        to_double("displacement", displacement),
        to_double("velocity", velocity),
        to_double("epsilon", epsilon),
    )[0]


def cubic_bezier(x1: float, y1: float, x2: float, y2: float, x: float) -> float:
    names = ("x1", "y1", "x2", "y2", "x")
    args = tuple(to_double(n, v) for n, v in zip(names, (x1, y1, x2, y2, x)))
    return _doubles("segpager_cubic_bezier", *args)[0]


def paging_target(
    options: CPagingOptions, pages: CPageGeometry, page_offset: float, velocity: float, start: int
) -> int:
    out = c_int32()
    _library.segpager_paging_target(
        ctypes.byref(options), ctypes.byref(pages), to_double("page_offset", page_offset),
        to_double("velocity", velocity), to_int32("start_page", start), ctypes.byref(out),
    )  # fmt: skip
    return out.value


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


def header_sections(
    rows: Sequence[tuple[float, float, int, bool]],
) -> ctypes.Array[CHeaderSection]:
    """A C array of sections from (height, min_height, behavior, snaps) rows."""
    if len(rows) > MAX_COUNT:
        raise ERRORS_BY_STATUS[-2](f"at most {MAX_COUNT} sections, got {len(rows)}", -2)
    return (CHeaderSection * len(rows))(*(
        CHeaderSection(to_double("height", h), to_double("min_height", m),
                       to_int32("behavior", b), CONSTANTS["SEGPAGER_SECTION_SNAP"] if snaps else 0)
        for h, m, b, snaps in rows
    ))  # fmt: skip


def header_stack_ranges(sections: ctypes.Array[CHeaderSection]) -> CHeaderRanges:
    out = CHeaderRanges()
    _library.segpager_header_stack_ranges(sections, len(sections), ctypes.byref(out))
    return out


def header_stack_snap_target(sections: ctypes.Array[CHeaderSection], header_offset: float) -> float:
    out = c_double()
    _library.segpager_header_stack_snap_target(
        sections, len(sections), to_double("header_offset", header_offset), ctypes.byref(out)
    )
    return out.value


def header_stack_scroll(
    sections: ctypes.Array[CHeaderSection], delta: float, header_offset: float,
    list_offset: float, list_max_offset: float,
) -> tuple[float, float, float]:  # fmt: skip
    out = CScrollSplit()
    _library.segpager_header_stack_scroll(
        sections, len(sections), to_double("delta", delta),
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
