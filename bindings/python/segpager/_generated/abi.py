"""The C ABI of segpager.h, generated: do not edit.

Written by tools/gen_abi.py (pycparser over the preprocessed header, and
the built library's *_init functions for DEFAULTS); `make abi` rewrites it
and `make check-abi` fails when it is stale."""

# ruff: noqa: E501

from __future__ import annotations

import ctypes
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
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any, Final

# --- constants: every #define SEGPAGER_* ----------------------------------

SEGPAGER_VERSION_MAJOR: Final = 0
SEGPAGER_VERSION_MINOR: Final = 9
SEGPAGER_VERSION_PATCH: Final = 0
SEGPAGER_VERSION_NUMBER: Final = 900
SEGPAGER_VERSION_STRING: Final = '0.9.0'
SEGPAGER_NONE: Final = -1
SEGPAGER_MAX_COUNT: Final = 2147483647
SEGPAGER_DIRECTION_LTR: Final = 0
SEGPAGER_DIRECTION_RTL: Final = 1
SEGPAGER_WIDTH_FIXED: Final = 0
SEGPAGER_WIDTH_INTRINSIC: Final = 1
SEGPAGER_WIDTH_EQUAL: Final = 2
SEGPAGER_WIDTH_FILL: Final = 3
SEGPAGER_WIDTH_VISIBLE_COUNT: Final = 4
SEGPAGER_WIDTH_WIDEST: Final = 5
SEGPAGER_FIT_LEADING: Final = 0
SEGPAGER_FIT_CENTER: Final = 1
SEGPAGER_FIT_TRAILING: Final = 2
SEGPAGER_FIT_SPACE_BETWEEN: Final = 3
SEGPAGER_FIT_SPACE_AROUND: Final = 4
SEGPAGER_FIT_SPACE_EVENLY: Final = 5
SEGPAGER_FIT_GROW_ITEMS: Final = 6
SEGPAGER_FIT_EQUAL_WHEN_FITS: Final = 7
SEGPAGER_SELECTED_WIDTH_RESERVE: Final = 0
SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY: Final = 1
SEGPAGER_EASING_LINEAR: Final = 0
SEGPAGER_EASING_EASE: Final = 1
SEGPAGER_EASING_EASE_IN: Final = 2
SEGPAGER_EASING_EASE_OUT: Final = 3
SEGPAGER_EASING_EASE_IN_OUT: Final = 4
SEGPAGER_EASING_CUBIC_BEZIER: Final = 5
SEGPAGER_INDICATOR_WIDTH_ITEM: Final = 0
SEGPAGER_INDICATOR_WIDTH_CONTENT: Final = 1
SEGPAGER_INDICATOR_WIDTH_FIXED: Final = 2
SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE: Final = 3
SEGPAGER_INDICATOR_ALIGN_CENTER: Final = 0
SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING: Final = 1
SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER: Final = 2
SEGPAGER_INDICATOR_ALIGN_LEADING: Final = 3
SEGPAGER_INDICATOR_PLACEMENT_BOTTOM: Final = 0
SEGPAGER_INDICATOR_PLACEMENT_TOP: Final = 1
SEGPAGER_INDICATOR_PLACEMENT_CENTER: Final = 2
SEGPAGER_INDICATOR_PLACEMENT_FILL: Final = 3
SEGPAGER_INDICATOR_TRANSITION_LINEAR: Final = 0
SEGPAGER_INDICATOR_TRANSITION_STRETCH: Final = 1
SEGPAGER_INDICATOR_TRANSITION_ELASTIC: Final = 2
SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED: Final = 3
SEGPAGER_INDICATOR_TRANSITION_FADE: Final = 4
SEGPAGER_INDICATOR_TRANSITION_SNAP: Final = 5
SEGPAGER_OVERSCROLL_CLAMP: Final = 0
SEGPAGER_OVERSCROLL_FOLLOW: Final = 1
SEGPAGER_OVERSCROLL_COMPRESS: Final = 2
SEGPAGER_CORNERS_ALL: Final = 0
SEGPAGER_CORNERS_TOP: Final = 1
SEGPAGER_CORNERS_BOTTOM: Final = 2
SEGPAGER_APPEARANCE_GRADUAL: Final = 0
SEGPAGER_APPEARANCE_ON_COMMIT: Final = 1
SEGPAGER_COLOR_SPACE_SRGB: Final = 0
SEGPAGER_COLOR_SPACE_PREMULTIPLIED: Final = 1
SEGPAGER_COLOR_SPACE_OKLAB: Final = 2
SEGPAGER_STRIP_SCROLL_LEADING: Final = 0
SEGPAGER_STRIP_SCROLL_CENTER: Final = 1
SEGPAGER_STRIP_SCROLL_TRAILING: Final = 2
SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER: Final = 3
SEGPAGER_STRIP_SCROLL_MINIMAL: Final = 4
SEGPAGER_STRIP_SCROLL_NONE: Final = 5
SEGPAGER_CONTAIN_CLAMP: Final = 0
SEGPAGER_CONTAIN_NONE: Final = 1
SEGPAGER_CONTAIN_TRIM_SNAPS: Final = 2
SEGPAGER_CONTAIN_KEEP_SNAPS: Final = 3
SEGPAGER_STRIP_TIMING_PROGRESSIVE: Final = 0
SEGPAGER_STRIP_TIMING_ON_COMMIT: Final = 1
SEGPAGER_SNAP_ALIGN_START: Final = 0
SEGPAGER_SNAP_ALIGN_CENTER: Final = 1
SEGPAGER_SNAP_ALIGN_END: Final = 2
SEGPAGER_SNAP_ALIGN_FRACTION: Final = 3
SEGPAGER_SNAP_CONTAIN_NONE: Final = 0
SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS: Final = 1
SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS: Final = 2
SEGPAGER_SLIDES_TO_SCROLL_AUTO: Final = 0
SEGPAGER_PAGE_ALIGN_LEADING: Final = 0
SEGPAGER_PAGE_ALIGN_CENTER: Final = 1
SEGPAGER_COMMIT_RULE_NEAREST: Final = 0
SEGPAGER_COMMIT_RULE_FLOOR: Final = 1
SEGPAGER_COMMIT_NEAREST: Final = SEGPAGER_COMMIT_RULE_NEAREST  # deprecated
SEGPAGER_COMMIT_FLOOR: Final = SEGPAGER_COMMIT_RULE_FLOOR  # deprecated
SEGPAGER_DECELERATION_NORMAL: Final = 0.998
SEGPAGER_DECELERATION_FAST: Final = 0.99
SEGPAGER_RUBBER_BAND_COEFFICIENT: Final = 0.55
SEGPAGER_SCROLL_FRICTION: Final = 0.015
SEGPAGER_PAGING_UIKIT: Final = 0
SEGPAGER_PAGING_ANDROID: Final = 1
SEGPAGER_PAGING_FLUTTER: Final = 2
SEGPAGER_PAGING_FREE: Final = 3
SEGPAGER_PAGING_COMPOSE: Final = 4
SEGPAGER_VELOCITY_CAPACITY: Final = 20
SEGPAGER_VELOCITY_HORIZON: Final = 0.1
SEGPAGER_VELOCITY_ASSUMED_STOP: Final = 0.04
SEGPAGER_PULL_DOWN_STRETCH: Final = 0
SEGPAGER_PULL_DOWN_FOLLOW: Final = 1
SEGPAGER_PULL_DOWN_PINNED: Final = 2
SEGPAGER_HEADER_CONTENT_FILL: Final = 0
SEGPAGER_HEADER_CONTENT_TOP_FILL: Final = 1
SEGPAGER_HEADER_CONTENT_TOP: Final = 2
SEGPAGER_HEADER_CONTENT_CENTER: Final = 3
SEGPAGER_HEADER_CONTENT_BOTTOM: Final = 4
SEGPAGER_HEADER_STRETCHED: Final = 0
SEGPAGER_HEADER_EXPANDED: Final = 1
SEGPAGER_HEADER_COLLAPSING: Final = 2
SEGPAGER_HEADER_PINNED: Final = 3
SEGPAGER_LIST_SYNC: Final = 0
SEGPAGER_LIST_KEEP_OWN: Final = 1
SEGPAGER_LIST_RESET_TO_TOP: Final = 2
SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED: Final = 0
SEGPAGER_NESTED_ENTER_ALWAYS: Final = 1
SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED: Final = 2
SEGPAGER_SECTION_SCROLL: Final = 0
SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED: Final = 1
SEGPAGER_SECTION_ENTER_ALWAYS: Final = 2
SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED: Final = 3
SEGPAGER_SECTION_PINNED: Final = 4
SEGPAGER_SECTION_BY_FLAGS: Final = 5
SEGPAGER_SECTION_FLAG_SNAP: Final = 1
SEGPAGER_SECTION_SNAP: Final = SEGPAGER_SECTION_FLAG_SNAP  # deprecated
SEGPAGER_SCROLL_FLAG_SCROLL: Final = 1
SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED: Final = 2
SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS: Final = 4
SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED: Final = 8
SEGPAGER_SCROLL_FLAG_SNAP: Final = 16
SEGPAGER_SCROLL_FLAG_SNAP_MARGINS: Final = 32
SEGPAGER_AXIS_UNDECIDED: Final = 0
SEGPAGER_AXIS_HORIZONTAL: Final = 1
SEGPAGER_AXIS_VERTICAL: Final = 2
SEGPAGER_COMMIT_POLICY_AT_HALF: Final = 0
SEGPAGER_COMMIT_POLICY_WHEN_SETTLED: Final = 1
SEGPAGER_COMMIT_AT_HALF: Final = SEGPAGER_COMMIT_POLICY_AT_HALF  # deprecated
SEGPAGER_COMMIT_WHEN_SETTLED: Final = SEGPAGER_COMMIT_POLICY_WHEN_SETTLED  # deprecated
SEGPAGER_DRIVER_ENGINE: Final = 0
SEGPAGER_DRIVER_HOST: Final = 1
SEGPAGER_SETTLE_CURVE: Final = 0
SEGPAGER_SETTLE_SPRING: Final = 1
SEGPAGER_SETTLE_INTEGRATOR: Final = 2
SEGPAGER_FAR_TRANSITION_ADJACENT: Final = 0
SEGPAGER_FAR_TRANSITION_PRE_JUMP: Final = 1
SEGPAGER_FAR_TRANSITION_SWEEP: Final = 2
SEGPAGER_LIST_FLING_UIKIT: Final = 0
SEGPAGER_LIST_FLING_ANDROID: Final = 1
SEGPAGER_PRESET_IOS: Final = 0
SEGPAGER_PRESET_ANDROID: Final = 1
SEGPAGER_REFRESH_HEADER: Final = 0
SEGPAGER_REFRESH_LIST: Final = 1
SEGPAGER_SNAP_ANIMATION_SPRING: Final = 0
SEGPAGER_SNAP_ANIMATION_FIXED_DURATION: Final = 1
SEGPAGER_EVENT_DRAG_BEGAN: Final = 0
SEGPAGER_EVENT_DRAG_MOVED: Final = 1
SEGPAGER_EVENT_DRAG_ENDED: Final = 2
SEGPAGER_EVENT_HOST_SCROLLED: Final = 3
SEGPAGER_EVENT_TAB_TAPPED: Final = 4
SEGPAGER_EVENT_SELECT: Final = 5
SEGPAGER_EVENT_TICK: Final = 6
SEGPAGER_EVENT_RESIZED: Final = 7
SEGPAGER_EVENT_LIST_SCROLLED: Final = 8
SEGPAGER_EVENT_LIST_ENDED: Final = 9
SEGPAGER_EVENT_LIST_RESIZED: Final = 10
SEGPAGER_EVENT_REFRESH_ENDED: Final = 11
SEGPAGER_EVENT_POINTER_DOWN: Final = 12
SEGPAGER_EVENT_POINTER_MOVED: Final = 13
SEGPAGER_EVENT_POINTER_UP: Final = 14
SEGPAGER_EVENT_POINTER_CANCELLED: Final = 15
SEGPAGER_EVENT_WHEEL: Final = 16
SEGPAGER_EVENT_STRIP_DRAG_BEGAN: Final = 17
SEGPAGER_EVENT_STRIP_DRAG_MOVED: Final = 18
SEGPAGER_EVENT_STRIP_DRAG_ENDED: Final = 19
SEGPAGER_REGION_PAGES: Final = 0
SEGPAGER_REGION_STRIP: Final = 1
SEGPAGER_REGION_LIST: Final = 2
SEGPAGER_EVENT_ANIMATED: Final = 1
SEGPAGER_PHASE_IDLE: Final = 0
SEGPAGER_PHASE_DRAGGING: Final = 1
SEGPAGER_PHASE_SETTLING: Final = 2
SEGPAGER_PHASE_TRANSITIONING: Final = 3
SEGPAGER_PHASE_HOST_SCROLLING: Final = 4
SEGPAGER_STRIP_PHASE_FOLLOWING: Final = 0
SEGPAGER_STRIP_PHASE_DRAGGING: Final = 1
SEGPAGER_STRIP_PHASE_DECELERATING: Final = 2
SEGPAGER_STRIP_PHASE_HELD: Final = 3
SEGPAGER_STRIP_PHASE_RETURNING: Final = 4
SEGPAGER_GESTURE_NONE: Final = 0
SEGPAGER_GESTURE_PENDING: Final = 1
SEGPAGER_GESTURE_PAGES: Final = 2
SEGPAGER_GESTURE_LIST: Final = 3
SEGPAGER_GESTURE_STRIP: Final = 4
SEGPAGER_GESTURE_IGNORED: Final = 5
SEGPAGER_NOTIFY_SELECTED_CHANGED: Final = 0
SEGPAGER_NOTIFY_WILL_APPEAR: Final = 1
SEGPAGER_NOTIFY_DID_APPEAR: Final = 2
SEGPAGER_NOTIFY_WILL_DISAPPEAR: Final = 3
SEGPAGER_NOTIFY_DID_DISAPPEAR: Final = 4
SEGPAGER_NOTIFY_LOAD: Final = 5
SEGPAGER_NOTIFY_UNLOAD: Final = 6
SEGPAGER_NOTIFY_REUSE: Final = 7
SEGPAGER_NOTIFY_HEADER_PHASE: Final = 8
SEGPAGER_NOTIFY_REFRESH: Final = 9
SEGPAGER_MAX_TIME: Final = 1000000000000.0
SEGPAGER_CAUSE_NONE: Final = -1
SEGPAGER_CAUSE_TAP: Final = 0
SEGPAGER_CAUSE_DRAG: Final = 1
SEGPAGER_CAUSE_PROGRAM: Final = 2
SEGPAGER_CAUSE_EDIT: Final = 3

# --- statuses: SEGPAGER_STATUS_MAP (name, code, sentence) -----------------

SEGPAGER_OK: Final = 0
SEGPAGER_E_NULL: Final = -1
SEGPAGER_E_RANGE: Final = -2
SEGPAGER_E_NOT_FINITE: Final = -3
SEGPAGER_E_CAPACITY: Final = -4
SEGPAGER_E_ENUM: Final = -5
SEGPAGER_E_STRUCT_SIZE: Final = -6
SEGPAGER_E_INDEX: Final = -7
SEGPAGER_E_ORDER: Final = -8
SEGPAGER_E_HANDLE: Final = -9
SEGPAGER_TRUNCATED: Final = 1

STATUSES: Final[tuple[tuple[str, int, str], ...]] = (
    ('SEGPAGER_OK', 0, 'success'),
    ('SEGPAGER_E_NULL', -1, 'a required pointer argument is NULL'),
    ('SEGPAGER_E_RANGE', -2, 'a number is outside its documented range'),
    ('SEGPAGER_E_NOT_FINITE', -3, 'a number is NaN or infinite'),
    ('SEGPAGER_E_CAPACITY', -4, 'an output array is too small; the needed count was reported'),
    ('SEGPAGER_E_ENUM', -5, 'an enum value is unknown'),
    ('SEGPAGER_E_STRUCT_SIZE', -6, "an options struct's struct_size is too small; call its _init function"),
    ('SEGPAGER_E_INDEX', -7, 'an index is out of range'),
    ('SEGPAGER_E_ORDER', -8, "an event's time is earlier than the event before it"),
    ('SEGPAGER_E_HANDLE', -9, 'the handle is not a live pager (destroyed, or never created)'),
    ('SEGPAGER_TRUNCATED', 1, 'success, but an output array was too small; the counts report the rest'),
)

#: Every integer constant by name (the statuses included).
CONSTANTS: Final[dict[str, int]] = {
    'SEGPAGER_VERSION_MAJOR': SEGPAGER_VERSION_MAJOR,
    'SEGPAGER_VERSION_MINOR': SEGPAGER_VERSION_MINOR,
    'SEGPAGER_VERSION_PATCH': SEGPAGER_VERSION_PATCH,
    'SEGPAGER_VERSION_NUMBER': SEGPAGER_VERSION_NUMBER,
    'SEGPAGER_NONE': SEGPAGER_NONE,
    'SEGPAGER_MAX_COUNT': SEGPAGER_MAX_COUNT,
    'SEGPAGER_DIRECTION_LTR': SEGPAGER_DIRECTION_LTR,
    'SEGPAGER_DIRECTION_RTL': SEGPAGER_DIRECTION_RTL,
    'SEGPAGER_WIDTH_FIXED': SEGPAGER_WIDTH_FIXED,
    'SEGPAGER_WIDTH_INTRINSIC': SEGPAGER_WIDTH_INTRINSIC,
    'SEGPAGER_WIDTH_EQUAL': SEGPAGER_WIDTH_EQUAL,
    'SEGPAGER_WIDTH_FILL': SEGPAGER_WIDTH_FILL,
    'SEGPAGER_WIDTH_VISIBLE_COUNT': SEGPAGER_WIDTH_VISIBLE_COUNT,
    'SEGPAGER_WIDTH_WIDEST': SEGPAGER_WIDTH_WIDEST,
    'SEGPAGER_FIT_LEADING': SEGPAGER_FIT_LEADING,
    'SEGPAGER_FIT_CENTER': SEGPAGER_FIT_CENTER,
    'SEGPAGER_FIT_TRAILING': SEGPAGER_FIT_TRAILING,
    'SEGPAGER_FIT_SPACE_BETWEEN': SEGPAGER_FIT_SPACE_BETWEEN,
    'SEGPAGER_FIT_SPACE_AROUND': SEGPAGER_FIT_SPACE_AROUND,
    'SEGPAGER_FIT_SPACE_EVENLY': SEGPAGER_FIT_SPACE_EVENLY,
    'SEGPAGER_FIT_GROW_ITEMS': SEGPAGER_FIT_GROW_ITEMS,
    'SEGPAGER_FIT_EQUAL_WHEN_FITS': SEGPAGER_FIT_EQUAL_WHEN_FITS,
    'SEGPAGER_SELECTED_WIDTH_RESERVE': SEGPAGER_SELECTED_WIDTH_RESERVE,
    'SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY': SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY,
    'SEGPAGER_EASING_LINEAR': SEGPAGER_EASING_LINEAR,
    'SEGPAGER_EASING_EASE': SEGPAGER_EASING_EASE,
    'SEGPAGER_EASING_EASE_IN': SEGPAGER_EASING_EASE_IN,
    'SEGPAGER_EASING_EASE_OUT': SEGPAGER_EASING_EASE_OUT,
    'SEGPAGER_EASING_EASE_IN_OUT': SEGPAGER_EASING_EASE_IN_OUT,
    'SEGPAGER_EASING_CUBIC_BEZIER': SEGPAGER_EASING_CUBIC_BEZIER,
    'SEGPAGER_INDICATOR_WIDTH_ITEM': SEGPAGER_INDICATOR_WIDTH_ITEM,
    'SEGPAGER_INDICATOR_WIDTH_CONTENT': SEGPAGER_INDICATOR_WIDTH_CONTENT,
    'SEGPAGER_INDICATOR_WIDTH_FIXED': SEGPAGER_INDICATOR_WIDTH_FIXED,
    'SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE': SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE,
    'SEGPAGER_INDICATOR_ALIGN_CENTER': SEGPAGER_INDICATOR_ALIGN_CENTER,
    'SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING': SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING,
    'SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER': SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER,
    'SEGPAGER_INDICATOR_ALIGN_LEADING': SEGPAGER_INDICATOR_ALIGN_LEADING,
    'SEGPAGER_INDICATOR_PLACEMENT_BOTTOM': SEGPAGER_INDICATOR_PLACEMENT_BOTTOM,
    'SEGPAGER_INDICATOR_PLACEMENT_TOP': SEGPAGER_INDICATOR_PLACEMENT_TOP,
    'SEGPAGER_INDICATOR_PLACEMENT_CENTER': SEGPAGER_INDICATOR_PLACEMENT_CENTER,
    'SEGPAGER_INDICATOR_PLACEMENT_FILL': SEGPAGER_INDICATOR_PLACEMENT_FILL,
    'SEGPAGER_INDICATOR_TRANSITION_LINEAR': SEGPAGER_INDICATOR_TRANSITION_LINEAR,
    'SEGPAGER_INDICATOR_TRANSITION_STRETCH': SEGPAGER_INDICATOR_TRANSITION_STRETCH,
    'SEGPAGER_INDICATOR_TRANSITION_ELASTIC': SEGPAGER_INDICATOR_TRANSITION_ELASTIC,
    'SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED': SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED,
    'SEGPAGER_INDICATOR_TRANSITION_FADE': SEGPAGER_INDICATOR_TRANSITION_FADE,
    'SEGPAGER_INDICATOR_TRANSITION_SNAP': SEGPAGER_INDICATOR_TRANSITION_SNAP,
    'SEGPAGER_OVERSCROLL_CLAMP': SEGPAGER_OVERSCROLL_CLAMP,
    'SEGPAGER_OVERSCROLL_FOLLOW': SEGPAGER_OVERSCROLL_FOLLOW,
    'SEGPAGER_OVERSCROLL_COMPRESS': SEGPAGER_OVERSCROLL_COMPRESS,
    'SEGPAGER_CORNERS_ALL': SEGPAGER_CORNERS_ALL,
    'SEGPAGER_CORNERS_TOP': SEGPAGER_CORNERS_TOP,
    'SEGPAGER_CORNERS_BOTTOM': SEGPAGER_CORNERS_BOTTOM,
    'SEGPAGER_APPEARANCE_GRADUAL': SEGPAGER_APPEARANCE_GRADUAL,
    'SEGPAGER_APPEARANCE_ON_COMMIT': SEGPAGER_APPEARANCE_ON_COMMIT,
    'SEGPAGER_COLOR_SPACE_SRGB': SEGPAGER_COLOR_SPACE_SRGB,
    'SEGPAGER_COLOR_SPACE_PREMULTIPLIED': SEGPAGER_COLOR_SPACE_PREMULTIPLIED,
    'SEGPAGER_COLOR_SPACE_OKLAB': SEGPAGER_COLOR_SPACE_OKLAB,
    'SEGPAGER_STRIP_SCROLL_LEADING': SEGPAGER_STRIP_SCROLL_LEADING,
    'SEGPAGER_STRIP_SCROLL_CENTER': SEGPAGER_STRIP_SCROLL_CENTER,
    'SEGPAGER_STRIP_SCROLL_TRAILING': SEGPAGER_STRIP_SCROLL_TRAILING,
    'SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER': SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER,
    'SEGPAGER_STRIP_SCROLL_MINIMAL': SEGPAGER_STRIP_SCROLL_MINIMAL,
    'SEGPAGER_STRIP_SCROLL_NONE': SEGPAGER_STRIP_SCROLL_NONE,
    'SEGPAGER_CONTAIN_CLAMP': SEGPAGER_CONTAIN_CLAMP,
    'SEGPAGER_CONTAIN_NONE': SEGPAGER_CONTAIN_NONE,
    'SEGPAGER_CONTAIN_TRIM_SNAPS': SEGPAGER_CONTAIN_TRIM_SNAPS,
    'SEGPAGER_CONTAIN_KEEP_SNAPS': SEGPAGER_CONTAIN_KEEP_SNAPS,
    'SEGPAGER_STRIP_TIMING_PROGRESSIVE': SEGPAGER_STRIP_TIMING_PROGRESSIVE,
    'SEGPAGER_STRIP_TIMING_ON_COMMIT': SEGPAGER_STRIP_TIMING_ON_COMMIT,
    'SEGPAGER_SNAP_ALIGN_START': SEGPAGER_SNAP_ALIGN_START,
    'SEGPAGER_SNAP_ALIGN_CENTER': SEGPAGER_SNAP_ALIGN_CENTER,
    'SEGPAGER_SNAP_ALIGN_END': SEGPAGER_SNAP_ALIGN_END,
    'SEGPAGER_SNAP_ALIGN_FRACTION': SEGPAGER_SNAP_ALIGN_FRACTION,
    'SEGPAGER_SNAP_CONTAIN_NONE': SEGPAGER_SNAP_CONTAIN_NONE,
    'SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS': SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS,
    'SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS': SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS,
    'SEGPAGER_SLIDES_TO_SCROLL_AUTO': SEGPAGER_SLIDES_TO_SCROLL_AUTO,
    'SEGPAGER_PAGE_ALIGN_LEADING': SEGPAGER_PAGE_ALIGN_LEADING,
    'SEGPAGER_PAGE_ALIGN_CENTER': SEGPAGER_PAGE_ALIGN_CENTER,
    'SEGPAGER_COMMIT_RULE_NEAREST': SEGPAGER_COMMIT_RULE_NEAREST,
    'SEGPAGER_COMMIT_RULE_FLOOR': SEGPAGER_COMMIT_RULE_FLOOR,
    'SEGPAGER_COMMIT_NEAREST': SEGPAGER_COMMIT_NEAREST,
    'SEGPAGER_COMMIT_FLOOR': SEGPAGER_COMMIT_FLOOR,
    'SEGPAGER_PAGING_UIKIT': SEGPAGER_PAGING_UIKIT,
    'SEGPAGER_PAGING_ANDROID': SEGPAGER_PAGING_ANDROID,
    'SEGPAGER_PAGING_FLUTTER': SEGPAGER_PAGING_FLUTTER,
    'SEGPAGER_PAGING_FREE': SEGPAGER_PAGING_FREE,
    'SEGPAGER_PAGING_COMPOSE': SEGPAGER_PAGING_COMPOSE,
    'SEGPAGER_VELOCITY_CAPACITY': SEGPAGER_VELOCITY_CAPACITY,
    'SEGPAGER_PULL_DOWN_STRETCH': SEGPAGER_PULL_DOWN_STRETCH,
    'SEGPAGER_PULL_DOWN_FOLLOW': SEGPAGER_PULL_DOWN_FOLLOW,
    'SEGPAGER_PULL_DOWN_PINNED': SEGPAGER_PULL_DOWN_PINNED,
    'SEGPAGER_HEADER_CONTENT_FILL': SEGPAGER_HEADER_CONTENT_FILL,
    'SEGPAGER_HEADER_CONTENT_TOP_FILL': SEGPAGER_HEADER_CONTENT_TOP_FILL,
    'SEGPAGER_HEADER_CONTENT_TOP': SEGPAGER_HEADER_CONTENT_TOP,
    'SEGPAGER_HEADER_CONTENT_CENTER': SEGPAGER_HEADER_CONTENT_CENTER,
    'SEGPAGER_HEADER_CONTENT_BOTTOM': SEGPAGER_HEADER_CONTENT_BOTTOM,
    'SEGPAGER_HEADER_STRETCHED': SEGPAGER_HEADER_STRETCHED,
    'SEGPAGER_HEADER_EXPANDED': SEGPAGER_HEADER_EXPANDED,
    'SEGPAGER_HEADER_COLLAPSING': SEGPAGER_HEADER_COLLAPSING,
    'SEGPAGER_HEADER_PINNED': SEGPAGER_HEADER_PINNED,
    'SEGPAGER_LIST_SYNC': SEGPAGER_LIST_SYNC,
    'SEGPAGER_LIST_KEEP_OWN': SEGPAGER_LIST_KEEP_OWN,
    'SEGPAGER_LIST_RESET_TO_TOP': SEGPAGER_LIST_RESET_TO_TOP,
    'SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED': SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED,
    'SEGPAGER_NESTED_ENTER_ALWAYS': SEGPAGER_NESTED_ENTER_ALWAYS,
    'SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED': SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED,
    'SEGPAGER_SECTION_SCROLL': SEGPAGER_SECTION_SCROLL,
    'SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED': SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED,
    'SEGPAGER_SECTION_ENTER_ALWAYS': SEGPAGER_SECTION_ENTER_ALWAYS,
    'SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED': SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED,
    'SEGPAGER_SECTION_PINNED': SEGPAGER_SECTION_PINNED,
    'SEGPAGER_SECTION_BY_FLAGS': SEGPAGER_SECTION_BY_FLAGS,
    'SEGPAGER_SECTION_FLAG_SNAP': SEGPAGER_SECTION_FLAG_SNAP,
    'SEGPAGER_SECTION_SNAP': SEGPAGER_SECTION_SNAP,
    'SEGPAGER_SCROLL_FLAG_SCROLL': SEGPAGER_SCROLL_FLAG_SCROLL,
    'SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED': SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED,
    'SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS': SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS,
    'SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED': SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED,
    'SEGPAGER_SCROLL_FLAG_SNAP': SEGPAGER_SCROLL_FLAG_SNAP,
    'SEGPAGER_SCROLL_FLAG_SNAP_MARGINS': SEGPAGER_SCROLL_FLAG_SNAP_MARGINS,
    'SEGPAGER_AXIS_UNDECIDED': SEGPAGER_AXIS_UNDECIDED,
    'SEGPAGER_AXIS_HORIZONTAL': SEGPAGER_AXIS_HORIZONTAL,
    'SEGPAGER_AXIS_VERTICAL': SEGPAGER_AXIS_VERTICAL,
    'SEGPAGER_COMMIT_POLICY_AT_HALF': SEGPAGER_COMMIT_POLICY_AT_HALF,
    'SEGPAGER_COMMIT_POLICY_WHEN_SETTLED': SEGPAGER_COMMIT_POLICY_WHEN_SETTLED,
    'SEGPAGER_COMMIT_AT_HALF': SEGPAGER_COMMIT_AT_HALF,
    'SEGPAGER_COMMIT_WHEN_SETTLED': SEGPAGER_COMMIT_WHEN_SETTLED,
    'SEGPAGER_DRIVER_ENGINE': SEGPAGER_DRIVER_ENGINE,
    'SEGPAGER_DRIVER_HOST': SEGPAGER_DRIVER_HOST,
    'SEGPAGER_SETTLE_CURVE': SEGPAGER_SETTLE_CURVE,
    'SEGPAGER_SETTLE_SPRING': SEGPAGER_SETTLE_SPRING,
    'SEGPAGER_SETTLE_INTEGRATOR': SEGPAGER_SETTLE_INTEGRATOR,
    'SEGPAGER_FAR_TRANSITION_ADJACENT': SEGPAGER_FAR_TRANSITION_ADJACENT,
    'SEGPAGER_FAR_TRANSITION_PRE_JUMP': SEGPAGER_FAR_TRANSITION_PRE_JUMP,
    'SEGPAGER_FAR_TRANSITION_SWEEP': SEGPAGER_FAR_TRANSITION_SWEEP,
    'SEGPAGER_LIST_FLING_UIKIT': SEGPAGER_LIST_FLING_UIKIT,
    'SEGPAGER_LIST_FLING_ANDROID': SEGPAGER_LIST_FLING_ANDROID,
    'SEGPAGER_PRESET_IOS': SEGPAGER_PRESET_IOS,
    'SEGPAGER_PRESET_ANDROID': SEGPAGER_PRESET_ANDROID,
    'SEGPAGER_REFRESH_HEADER': SEGPAGER_REFRESH_HEADER,
    'SEGPAGER_REFRESH_LIST': SEGPAGER_REFRESH_LIST,
    'SEGPAGER_SNAP_ANIMATION_SPRING': SEGPAGER_SNAP_ANIMATION_SPRING,
    'SEGPAGER_SNAP_ANIMATION_FIXED_DURATION': SEGPAGER_SNAP_ANIMATION_FIXED_DURATION,
    'SEGPAGER_EVENT_DRAG_BEGAN': SEGPAGER_EVENT_DRAG_BEGAN,
    'SEGPAGER_EVENT_DRAG_MOVED': SEGPAGER_EVENT_DRAG_MOVED,
    'SEGPAGER_EVENT_DRAG_ENDED': SEGPAGER_EVENT_DRAG_ENDED,
    'SEGPAGER_EVENT_HOST_SCROLLED': SEGPAGER_EVENT_HOST_SCROLLED,
    'SEGPAGER_EVENT_TAB_TAPPED': SEGPAGER_EVENT_TAB_TAPPED,
    'SEGPAGER_EVENT_SELECT': SEGPAGER_EVENT_SELECT,
    'SEGPAGER_EVENT_TICK': SEGPAGER_EVENT_TICK,
    'SEGPAGER_EVENT_RESIZED': SEGPAGER_EVENT_RESIZED,
    'SEGPAGER_EVENT_LIST_SCROLLED': SEGPAGER_EVENT_LIST_SCROLLED,
    'SEGPAGER_EVENT_LIST_ENDED': SEGPAGER_EVENT_LIST_ENDED,
    'SEGPAGER_EVENT_LIST_RESIZED': SEGPAGER_EVENT_LIST_RESIZED,
    'SEGPAGER_EVENT_REFRESH_ENDED': SEGPAGER_EVENT_REFRESH_ENDED,
    'SEGPAGER_EVENT_POINTER_DOWN': SEGPAGER_EVENT_POINTER_DOWN,
    'SEGPAGER_EVENT_POINTER_MOVED': SEGPAGER_EVENT_POINTER_MOVED,
    'SEGPAGER_EVENT_POINTER_UP': SEGPAGER_EVENT_POINTER_UP,
    'SEGPAGER_EVENT_POINTER_CANCELLED': SEGPAGER_EVENT_POINTER_CANCELLED,
    'SEGPAGER_EVENT_WHEEL': SEGPAGER_EVENT_WHEEL,
    'SEGPAGER_EVENT_STRIP_DRAG_BEGAN': SEGPAGER_EVENT_STRIP_DRAG_BEGAN,
    'SEGPAGER_EVENT_STRIP_DRAG_MOVED': SEGPAGER_EVENT_STRIP_DRAG_MOVED,
    'SEGPAGER_EVENT_STRIP_DRAG_ENDED': SEGPAGER_EVENT_STRIP_DRAG_ENDED,
    'SEGPAGER_REGION_PAGES': SEGPAGER_REGION_PAGES,
    'SEGPAGER_REGION_STRIP': SEGPAGER_REGION_STRIP,
    'SEGPAGER_REGION_LIST': SEGPAGER_REGION_LIST,
    'SEGPAGER_EVENT_ANIMATED': SEGPAGER_EVENT_ANIMATED,
    'SEGPAGER_PHASE_IDLE': SEGPAGER_PHASE_IDLE,
    'SEGPAGER_PHASE_DRAGGING': SEGPAGER_PHASE_DRAGGING,
    'SEGPAGER_PHASE_SETTLING': SEGPAGER_PHASE_SETTLING,
    'SEGPAGER_PHASE_TRANSITIONING': SEGPAGER_PHASE_TRANSITIONING,
    'SEGPAGER_PHASE_HOST_SCROLLING': SEGPAGER_PHASE_HOST_SCROLLING,
    'SEGPAGER_STRIP_PHASE_FOLLOWING': SEGPAGER_STRIP_PHASE_FOLLOWING,
    'SEGPAGER_STRIP_PHASE_DRAGGING': SEGPAGER_STRIP_PHASE_DRAGGING,
    'SEGPAGER_STRIP_PHASE_DECELERATING': SEGPAGER_STRIP_PHASE_DECELERATING,
    'SEGPAGER_STRIP_PHASE_HELD': SEGPAGER_STRIP_PHASE_HELD,
    'SEGPAGER_STRIP_PHASE_RETURNING': SEGPAGER_STRIP_PHASE_RETURNING,
    'SEGPAGER_GESTURE_NONE': SEGPAGER_GESTURE_NONE,
    'SEGPAGER_GESTURE_PENDING': SEGPAGER_GESTURE_PENDING,
    'SEGPAGER_GESTURE_PAGES': SEGPAGER_GESTURE_PAGES,
    'SEGPAGER_GESTURE_LIST': SEGPAGER_GESTURE_LIST,
    'SEGPAGER_GESTURE_STRIP': SEGPAGER_GESTURE_STRIP,
    'SEGPAGER_GESTURE_IGNORED': SEGPAGER_GESTURE_IGNORED,
    'SEGPAGER_NOTIFY_SELECTED_CHANGED': SEGPAGER_NOTIFY_SELECTED_CHANGED,
    'SEGPAGER_NOTIFY_WILL_APPEAR': SEGPAGER_NOTIFY_WILL_APPEAR,
    'SEGPAGER_NOTIFY_DID_APPEAR': SEGPAGER_NOTIFY_DID_APPEAR,
    'SEGPAGER_NOTIFY_WILL_DISAPPEAR': SEGPAGER_NOTIFY_WILL_DISAPPEAR,
    'SEGPAGER_NOTIFY_DID_DISAPPEAR': SEGPAGER_NOTIFY_DID_DISAPPEAR,
    'SEGPAGER_NOTIFY_LOAD': SEGPAGER_NOTIFY_LOAD,
    'SEGPAGER_NOTIFY_UNLOAD': SEGPAGER_NOTIFY_UNLOAD,
    'SEGPAGER_NOTIFY_REUSE': SEGPAGER_NOTIFY_REUSE,
    'SEGPAGER_NOTIFY_HEADER_PHASE': SEGPAGER_NOTIFY_HEADER_PHASE,
    'SEGPAGER_NOTIFY_REFRESH': SEGPAGER_NOTIFY_REFRESH,
    'SEGPAGER_CAUSE_NONE': SEGPAGER_CAUSE_NONE,
    'SEGPAGER_CAUSE_TAP': SEGPAGER_CAUSE_TAP,
    'SEGPAGER_CAUSE_DRAG': SEGPAGER_CAUSE_DRAG,
    'SEGPAGER_CAUSE_PROGRAM': SEGPAGER_CAUSE_PROGRAM,
    'SEGPAGER_CAUSE_EDIT': SEGPAGER_CAUSE_EDIT,
    'SEGPAGER_OK': SEGPAGER_OK,
    'SEGPAGER_E_NULL': SEGPAGER_E_NULL,
    'SEGPAGER_E_RANGE': SEGPAGER_E_RANGE,
    'SEGPAGER_E_NOT_FINITE': SEGPAGER_E_NOT_FINITE,
    'SEGPAGER_E_CAPACITY': SEGPAGER_E_CAPACITY,
    'SEGPAGER_E_ENUM': SEGPAGER_E_ENUM,
    'SEGPAGER_E_STRUCT_SIZE': SEGPAGER_E_STRUCT_SIZE,
    'SEGPAGER_E_INDEX': SEGPAGER_E_INDEX,
    'SEGPAGER_E_ORDER': SEGPAGER_E_ORDER,
    'SEGPAGER_E_HANDLE': SEGPAGER_E_HANDLE,
    'SEGPAGER_TRUNCATED': SEGPAGER_TRUNCATED,
}
#: Every floating-point constant by name.
FLOAT_CONSTANTS: Final[dict[str, float]] = {
    'SEGPAGER_DECELERATION_NORMAL': SEGPAGER_DECELERATION_NORMAL,
    'SEGPAGER_DECELERATION_FAST': SEGPAGER_DECELERATION_FAST,
    'SEGPAGER_RUBBER_BAND_COEFFICIENT': SEGPAGER_RUBBER_BAND_COEFFICIENT,
    'SEGPAGER_SCROLL_FRICTION': SEGPAGER_SCROLL_FRICTION,
    'SEGPAGER_VELOCITY_HORIZON': SEGPAGER_VELOCITY_HORIZON,
    'SEGPAGER_VELOCITY_ASSUMED_STOP': SEGPAGER_VELOCITY_ASSUMED_STOP,
    'SEGPAGER_MAX_TIME': SEGPAGER_MAX_TIME,
}
#: Deprecated constant names and the names that replace them.
DEPRECATED: Final[dict[str, str]] = {
    'SEGPAGER_COMMIT_WHEN_SETTLED': 'SEGPAGER_COMMIT_POLICY_WHEN_SETTLED',
    'SEGPAGER_SECTION_SNAP': 'SEGPAGER_SECTION_FLAG_SNAP',
    'SEGPAGER_COMMIT_NEAREST': 'SEGPAGER_COMMIT_RULE_NEAREST',
    'SEGPAGER_COMMIT_FLOOR': 'SEGPAGER_COMMIT_RULE_FLOOR',
    'SEGPAGER_COMMIT_AT_HALF': 'SEGPAGER_COMMIT_POLICY_AT_HALF',
}

# --- enums: the constants of one prefix as an IntEnum --------------------


class SegPagerEnum(IntEnum):
    """An ``IntEnum`` that prints its name (``PagerPhase.DRAGGING``): it
    passes to C as its value, and ``format`` with a spec (``f"{x:d}"``)
    formats that value."""

    def __str__(self) -> str:
        return Enum.__str__(self)

    def __format__(self, spec: str) -> str:
        return Enum.__str__(self) if not spec else int.__format__(int(self), spec)

    @classmethod
    def _document(cls, notes: dict[str, str]) -> None:
        """Gives each member named in ``notes`` that note (its constant's
        comment) as its ``__doc__``."""
        for member, note in notes.items():
            cls[member].__doc__ = note


class Direction(SegPagerEnum):
    """Reading direction; RTL keeps visual coordinates and puts item 0 at the right.

    Members:

    - ``LTR``: left to right: item 0 at the left
    - ``RTL``: right to left: item 0 at the right
    """

    LTR = SEGPAGER_DIRECTION_LTR
    RTL = SEGPAGER_DIRECTION_RTL

Direction._document({
    'LTR': 'left to right: item 0 at the left',
    'RTL': 'right to left: item 0 at the right',
})

class WidthMode(SegPagerEnum):
    """How each item's width is chosen (see ``StripStyle``).

    Members:

    - ``FIXED``: Every item is item_width wide.
    - ``INTRINSIC``: Content + 2 * item_padding, clamped to [min_item_width,
      max_item_width].
    - ``EQUAL``: The available width (viewport minus insets minus the n-1 spacings)
      divided equally, then clamped; fills the viewport exactly unless clamped.
    - ``FILL``: Water-filling: items whose intrinsic width exceeds the equal share keep
      it, the others share what is left equally ([50, 200, 40] in 320 gives [60, 200,
      60]). When the intrinsic widths do not fit, they are kept and the strip scrolls.
    - ``VISIBLE_COUNT``: Items sized so that visible_count of them (with their spacings)
      fill the viewport: w = (viewport - insets - (k - 1) * spacing) / k, then clamped;
      k may be fractional (4.5 shows half an item to hint that the strip scrolls).
    - ``WIDEST``: Material TabLayout's MODE_FIXED with centred tabs (since 0.8.0): every
      item is as wide as the widest intrinsic item while that row fits the viewport less
      widest_gutter on each side; otherwise (TabLayout then forces gravity to fill)
      every item gets the EQUAL share. FIT_CENTER centres the row, as Material does.
    """

    FIXED = SEGPAGER_WIDTH_FIXED
    INTRINSIC = SEGPAGER_WIDTH_INTRINSIC
    EQUAL = SEGPAGER_WIDTH_EQUAL
    FILL = SEGPAGER_WIDTH_FILL
    VISIBLE_COUNT = SEGPAGER_WIDTH_VISIBLE_COUNT
    WIDEST = SEGPAGER_WIDTH_WIDEST

WidthMode._document({
    'FIXED': 'Every item is item_width wide.',
    'INTRINSIC': 'Content + 2 * item_padding, clamped to [min_item_width, max_item_width].',
    'EQUAL': 'The available width (viewport minus insets minus the n-1 spacings) divided equally, then clamped; fills the viewport exactly unless clamped.',
    'FILL': 'Water-filling: items whose intrinsic width exceeds the equal share keep it, the others share what is left equally ([50, 200, 40] in 320 gives [60, 200, 60]). When the intrinsic widths do not fit, they are kept and the strip scrolls.',
    'VISIBLE_COUNT': 'Items sized so that visible_count of them (with their spacings) fill the viewport: w = (viewport - insets - (k - 1) * spacing) / k, then clamped; k may be fractional (4.5 shows half an item to hint that the strip scrolls).',
    'WIDEST': "Material TabLayout's MODE_FIXED with centred tabs (since 0.8.0): every item is as wide as the widest intrinsic item while that row fits the viewport less widest_gutter on each side; otherwise (TabLayout then forces gravity to fill) every item gets the EQUAL share. FIT_CENTER centres the row, as Material does.",
})

class FitPolicy(SegPagerEnum):
    """Where items go when the strip is narrower than its viewport.

    Members:

    - ``LEADING``: packed at the leading inset
    - ``CENTER``: the packed group centred
    - ``TRAILING``: packed at the trailing inset
    - ``SPACE_BETWEEN``: spare width added to the n-1 gaps (1 item: leading)
    - ``SPACE_AROUND``: spare/n around each item, half on each side
    - ``SPACE_EVENLY``: spare/(n+1) at both ends and in every gap
    - ``GROW_ITEMS``: every item grows by spare/n (seed 000)
    - ``EQUAL_WHEN_FITS``: every item becomes viewport/n with no insets or spacing (seed
      001)
    """

    LEADING = SEGPAGER_FIT_LEADING
    CENTER = SEGPAGER_FIT_CENTER
    TRAILING = SEGPAGER_FIT_TRAILING
    SPACE_BETWEEN = SEGPAGER_FIT_SPACE_BETWEEN
    SPACE_AROUND = SEGPAGER_FIT_SPACE_AROUND
    SPACE_EVENLY = SEGPAGER_FIT_SPACE_EVENLY
    GROW_ITEMS = SEGPAGER_FIT_GROW_ITEMS
    EQUAL_WHEN_FITS = SEGPAGER_FIT_EQUAL_WHEN_FITS

FitPolicy._document({
    'LEADING': 'packed at the leading inset',
    'CENTER': 'the packed group centred',
    'TRAILING': 'packed at the trailing inset',
    'SPACE_BETWEEN': 'spare width added to the n-1 gaps (1 item: leading)',
    'SPACE_AROUND': 'spare/n around each item, half on each side',
    'SPACE_EVENLY': 'spare/(n+1) at both ends and in every gap',
    'GROW_ITEMS': 'every item grows by spare/n (seed 000)',
    'EQUAL_WHEN_FITS': 'every item becomes viewport/n with no insets or spacing (seed 001)',
})

class SelectedWidthMode(SegPagerEnum):
    """Which items are laid out with their selected-state widths.

    Members:

    - ``RESERVE``: Every item reserves max(normal, selected) width, so a bold or zoomed
      selected title is never truncated and the layout never changes with the selection.
    - ``SELECTED_ONLY``: Only item selected_index uses its selected widths; the others
      use their normal widths, so the layout depends on the selection (seed 002).
    """

    RESERVE = SEGPAGER_SELECTED_WIDTH_RESERVE
    SELECTED_ONLY = SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY

SelectedWidthMode._document({
    'RESERVE': 'Every item reserves max(normal, selected) width, so a bold or zoomed selected title is never truncated and the layout never changes with the selection.',
    'SELECTED_ONLY': 'Only item selected_index uses its selected widths; the others use their normal widths, so the layout depends on the selection (seed 002).',
})

class PageAlignment(SegPagerEnum):
    """Where a page sits in the viewport at its position.

    Members:

    - ``LEADING``: the page's leading edge at the viewport's
    - ``CENTER``: the page centred (a peeking carousel)
    """

    LEADING = SEGPAGER_PAGE_ALIGN_LEADING
    CENTER = SEGPAGER_PAGE_ALIGN_CENTER

PageAlignment._document({
    'LEADING': "the page's leading edge at the viewport's",
    'CENTER': 'the page centred (a peeking carousel)',
})

class CommitRule(SegPagerEnum):
    """How the selected index follows the position.

    Members:

    - ``NEAREST``: The nearest page; exactly half way goes to the higher index. Seeds
      000 Int((x + W/2)/W), 001 round(x/W), 003 Int(x/W + 0.5).
    - ``FLOOR``: The page at or before the position: seed 004's Int(x/W).
    """

    NEAREST = SEGPAGER_COMMIT_RULE_NEAREST
    FLOOR = SEGPAGER_COMMIT_RULE_FLOOR

CommitRule._document({
    'NEAREST': 'The nearest page; exactly half way goes to the higher index. Seeds 000 Int((x + W/2)/W), 001 round(x/W), 003 Int(x/W + 0.5).',
    'FLOOR': "The page at or before the position: seed 004's Int(x/W).",
})

class Easing(SegPagerEnum):
    """An easing curve for a local fraction; the named ones are CSS's.

    Members:

    - ``LINEAR``: the fraction itself
    - ``EASE``: (0.25, 0.1, 0.25, 1): UIKit's default
    - ``EASE_IN``: (0.42, 0, 1, 1)
    - ``EASE_OUT``: (0, 0, 0.58, 1)
    - ``EASE_IN_OUT``: (0.42, 0, 0.58, 1)
    - ``CUBIC_BEZIER``: the style's bezier_x1, y1, x2, y2
    """

    LINEAR = SEGPAGER_EASING_LINEAR
    EASE = SEGPAGER_EASING_EASE
    EASE_IN = SEGPAGER_EASING_EASE_IN
    EASE_OUT = SEGPAGER_EASING_EASE_OUT
    EASE_IN_OUT = SEGPAGER_EASING_EASE_IN_OUT
    CUBIC_BEZIER = SEGPAGER_EASING_CUBIC_BEZIER

Easing._document({
    'LINEAR': 'the fraction itself',
    'EASE': "(0.25, 0.1, 0.25, 1): UIKit's default",
    'EASE_IN': '(0.42, 0, 1, 1)',
    'EASE_OUT': '(0, 0, 0.58, 1)',
    'EASE_IN_OUT': '(0.42, 0, 0.58, 1)',
    'CUBIC_BEZIER': "the style's bezier_x1, y1, x2, y2",
})

class IndicatorWidthMode(SegPagerEnum):
    """How wide the indicator is: the item's width, the title's, or fixed.

    Members:

    - ``ITEM``: the item's width minus the side insets
    - ``CONTENT``: the selected title's width, without the subtitle (seed 002); as ITEM
      when the strip has no metrics
    - ``FIXED``: indicator_style.width
    - ``ITEM_LESS_SUBTITLE``: since 0.8.0: ITEM less the selected subtitle's width (seed
      002's AlignLeft line: the cell beside its subtitle); as ITEM without metrics
    """

    ITEM = SEGPAGER_INDICATOR_WIDTH_ITEM
    CONTENT = SEGPAGER_INDICATOR_WIDTH_CONTENT
    FIXED = SEGPAGER_INDICATOR_WIDTH_FIXED
    ITEM_LESS_SUBTITLE = SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE

IndicatorWidthMode._document({
    'ITEM': "the item's width minus the side insets",
    'CONTENT': "the selected title's width, without the subtitle (seed 002); as ITEM when the strip has no metrics",
    'FIXED': 'indicator_style.width',
    'ITEM_LESS_SUBTITLE': "since 0.8.0: ITEM less the selected subtitle's width (seed 002's AlignLeft line: the cell beside its subtitle); as ITEM without metrics",
})

class IndicatorAlignment(SegPagerEnum):
    """Where the indicator sits along its item.

    Members:

    - ``CENTER``: centred on the item
    - ``CONTENT_LEADING``: its leading edge at the leading edge of the item's content
      (title + subtitle, centred in the item)
    - ``TITLE_CENTER``: centred on the title, the content's leading part
    - ``LEADING``: since 0.8.0: its leading edge at the item's (after leading_inset):
      with ITEM_LESS_SUBTITLE, seed 002's AlignLeft in every width mode
    """

    CENTER = SEGPAGER_INDICATOR_ALIGN_CENTER
    CONTENT_LEADING = SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING
    TITLE_CENTER = SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER
    LEADING = SEGPAGER_INDICATOR_ALIGN_LEADING

IndicatorAlignment._document({
    'CENTER': 'centred on the item',
    'CONTENT_LEADING': "its leading edge at the leading edge of the item's content (title + subtitle, centred in the item)",
    'TITLE_CENTER': "centred on the title, the content's leading part",
    'LEADING': "since 0.8.0: its leading edge at the item's (after leading_inset): with ITEM_LESS_SUBTITLE, seed 002's AlignLeft in every width mode",
})

class IndicatorPlacement(SegPagerEnum):
    """Where the indicator sits across its item.

    Members:

    - ``BOTTOM``: bottom_inset above the bottom (seed 001)
    - ``TOP``: top_inset below the top
    - ``CENTER``: centred between the insets
    - ``FILL``: a background box: the item's height minus top and bottom insets
    """

    BOTTOM = SEGPAGER_INDICATOR_PLACEMENT_BOTTOM
    TOP = SEGPAGER_INDICATOR_PLACEMENT_TOP
    CENTER = SEGPAGER_INDICATOR_PLACEMENT_CENTER
    FILL = SEGPAGER_INDICATOR_PLACEMENT_FILL

IndicatorPlacement._document({
    'BOTTOM': 'bottom_inset above the bottom (seed 001)',
    'TOP': 'top_inset below the top',
    'CENTER': 'centred between the insets',
    'FILL': "a background box: the item's height minus top and bottom insets",
})

class IndicatorTransition(SegPagerEnum):
    """How the indicator moves between two items.

    Members:

    - ``LINEAR``: x and width interpolate.
    - ``STRETCH``: A worm: the front edge leads and the back edge follows. With s =
      stretch in [0, 1], at f = 1/2 the front edge is (1 + s)/2 of the way and the back
      edge (1 - s)/2, piecewise linear in f. s = 0 is LINEAR, s = 1 is JXSegmentedView's
      "lengthen"; its "lengthenOffset(d)" and WMPageController's "naughty" line are s =
      1 - 2d/D for their offset d and travel D.
    - ``ELASTIC``: Material's elastic edges: the right edge moves on sin(pi f / 2) and
      the left on 1 - cos(pi f / 2) (mirrored in RTL). Because the two curves are mirror
      images, the edge facing the direction of travel leads whichever way the finger
      moves. This is Flutter's elastic TabIndicatorAnimation; Material Components
      Android computes the same curves.
    - ``ELASTIC_ROUNDED``: ELASTIC with each edge's travel rounded to whole units, as
      Material Components Android's ElasticTabIndicatorInterpolator does with integer
      pixels (a + round(f * (b - a))): use it with device-pixel units to match Android
      pixel for pixel.
    - ``FADE``: Item a's indicator fades out (alpha 1 - 2f) until f = 1/2, then item b's
      fades in (alpha 2f - 1), clamped to [0, 1]: Material Components' fade.
    - ``SNAP``: Item a's indicator until f = 1/2, then item b's.
    """

    LINEAR = SEGPAGER_INDICATOR_TRANSITION_LINEAR
    STRETCH = SEGPAGER_INDICATOR_TRANSITION_STRETCH
    ELASTIC = SEGPAGER_INDICATOR_TRANSITION_ELASTIC
    ELASTIC_ROUNDED = SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED
    FADE = SEGPAGER_INDICATOR_TRANSITION_FADE
    SNAP = SEGPAGER_INDICATOR_TRANSITION_SNAP

IndicatorTransition._document({
    'LINEAR': 'x and width interpolate.',
    'STRETCH': 'A worm: the front edge leads and the back edge follows. With s = stretch in [0, 1], at f = 1/2 the front edge is (1 + s)/2 of the way and the back edge (1 - s)/2, piecewise linear in f. s = 0 is LINEAR, s = 1 is JXSegmentedView\'s "lengthen"; its "lengthenOffset(d)" and WMPageController\'s "naughty" line are s = 1 - 2d/D for their offset d and travel D.',
    'ELASTIC': "Material's elastic edges: the right edge moves on sin(pi f / 2) and the left on 1 - cos(pi f / 2) (mirrored in RTL). Because the two curves are mirror images, the edge facing the direction of travel leads whichever way the finger moves. This is Flutter's elastic TabIndicatorAnimation; Material Components Android computes the same curves.",
    'ELASTIC_ROUNDED': "ELASTIC with each edge's travel rounded to whole units, as Material Components Android's ElasticTabIndicatorInterpolator does with integer pixels (a + round(f * (b - a))): use it with device-pixel units to match Android pixel for pixel.",
    'FADE': "Item a's indicator fades out (alpha 1 - 2f) until f = 1/2, then item b's fades in (alpha 2f - 1), clamped to [0, 1]: Material Components' fade.",
    'SNAP': "Item a's indicator until f = 1/2, then item b's.",
})

class IndicatorOverscroll(SegPagerEnum):
    """What the indicator does past the ends.

    Members:

    - ``CLAMP``: stays on the end item, and the rect is kept inside [0, content_width]
    - ``FOLLOW``: slides on past the end by the end item's width per unit of overscroll
      (Tabman bounce)
    - ``COMPRESS``: shrinks against the edge it is pushed into, to nothing at one unit
      (Tabman compress)
    """

    CLAMP = SEGPAGER_OVERSCROLL_CLAMP
    FOLLOW = SEGPAGER_OVERSCROLL_FOLLOW
    COMPRESS = SEGPAGER_OVERSCROLL_COMPRESS

IndicatorOverscroll._document({
    'CLAMP': 'stays on the end item, and the rect is kept inside [0, content_width]',
    'FOLLOW': "slides on past the end by the end item's width per unit of overscroll (Tabman bounce)",
    'COMPRESS': 'shrinks against the edge it is pushed into, to nothing at one unit (Tabman compress)',
})

class AppearancePolicy(SegPagerEnum):
    """Whether titles follow the position or switch on commit.

    Members:

    - ``GRADUAL``: follow the position continuously
    - ``ON_COMMIT``: switch when the selected index changes (seed 001 SelectedChange)
    """

    GRADUAL = SEGPAGER_APPEARANCE_GRADUAL
    ON_COMMIT = SEGPAGER_APPEARANCE_ON_COMMIT

AppearancePolicy._document({
    'GRADUAL': 'follow the position continuously',
    'ON_COMMIT': 'switch when the selected index changes (seed 001 SelectedChange)',
})

class ColorSpace(SegPagerEnum):
    """The space colours are interpolated in.

    Members:

    - ``SRGB``: straight sRGB, like every peer
    - ``PREMULTIPLIED``: premultiplied sRGB: fading to a transparent colour never
      darkens
    - ``OKLAB``: perceptually even (premultiplied)
    """

    SRGB = SEGPAGER_COLOR_SPACE_SRGB
    PREMULTIPLIED = SEGPAGER_COLOR_SPACE_PREMULTIPLIED
    OKLAB = SEGPAGER_COLOR_SPACE_OKLAB

ColorSpace._document({
    'SRGB': 'straight sRGB, like every peer',
    'PREMULTIPLIED': 'premultiplied sRGB: fading to a transparent colour never darkens',
    'OKLAB': 'perceptually even (premultiplied)',
})

class StripScrollPolicy(SegPagerEnum):
    """Where the strip scrolls to show the focused item.

    Members:

    - ``LEADING``: the focus's leading edge at margin
    - ``CENTER``: the focus centred (seed 000, seed 002)
    - ``TRAILING``: its trailing edge at viewport - margin
    - ``ALWAYS_CENTER``: centred even at the ends: the front end adds end insets of
      viewport/2 - the end item's width/2; never clamped
    - ``MINIMAL``: move only as far as needed to show the focus with margin on both
      sides (the leading side when both can't fit)
    - ``NONE``: keep the current offset
    """

    LEADING = SEGPAGER_STRIP_SCROLL_LEADING
    CENTER = SEGPAGER_STRIP_SCROLL_CENTER
    TRAILING = SEGPAGER_STRIP_SCROLL_TRAILING
    ALWAYS_CENTER = SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER
    MINIMAL = SEGPAGER_STRIP_SCROLL_MINIMAL
    NONE = SEGPAGER_STRIP_SCROLL_NONE

StripScrollPolicy._document({
    'LEADING': "the focus's leading edge at margin",
    'CENTER': 'the focus centred (seed 000, seed 002)',
    'TRAILING': 'its trailing edge at viewport - margin',
    'ALWAYS_CENTER': "centred even at the ends: the front end adds end insets of viewport/2 - the end item's width/2; never clamped",
    'MINIMAL': "move only as far as needed to show the focus with margin on both sides (the leading side when both can't fit)",
    'NONE': 'keep the current offset',
})

class StripContainment(SegPagerEnum):
    """How an aligned strip offset is kept within the content: a clamp, or on Embla's snaps.

    Members:

    - ``CLAMP``: a plain clamp of the aligned offset to [0, content - viewport]
    - ``NONE``: not kept within the content
    - ``TRIM_SNAPS``: on Embla's trimSnaps snaps
    - ``KEEP_SNAPS``: on Embla's keepSnaps snaps
    """

    CLAMP = SEGPAGER_CONTAIN_CLAMP
    NONE = SEGPAGER_CONTAIN_NONE
    TRIM_SNAPS = SEGPAGER_CONTAIN_TRIM_SNAPS
    KEEP_SNAPS = SEGPAGER_CONTAIN_KEEP_SNAPS

StripContainment._document({
    'CLAMP': 'a plain clamp of the aligned offset to [0, content - viewport]',
    'NONE': 'not kept within the content',
    'TRIM_SNAPS': "on Embla's trimSnaps snaps",
    'KEEP_SNAPS': "on Embla's keepSnaps snaps",
})

class StripScrollTiming(SegPagerEnum):
    """Whether the strip follows the swipe or moves on commit.

    Members:

    - ``PROGRESSIVE``: follow the interpolated focus while swiping (Android, Tabman)
    - ``ON_COMMIT``: move when the selected index changes
    """

    PROGRESSIVE = SEGPAGER_STRIP_TIMING_PROGRESSIVE
    ON_COMMIT = SEGPAGER_STRIP_TIMING_ON_COMMIT

StripScrollTiming._document({
    'PROGRESSIVE': 'follow the interpolated focus while swiping (Android, Tabman)',
    'ON_COMMIT': 'move when the selected index changes',
})

class CommitPolicy(SegPagerEnum):
    """When the selected index follows the position.

    Members:

    - ``AT_HALF``: at half way while swiping (seeds 000, 001); a tap or animated
      selection commits at once
    - ``WHEN_SETTLED``: when the pager comes to rest (seeds 003, 004)
    """

    AT_HALF = SEGPAGER_COMMIT_POLICY_AT_HALF
    WHEN_SETTLED = SEGPAGER_COMMIT_POLICY_WHEN_SETTLED

CommitPolicy._document({
    'AT_HALF': 'at half way while swiping (seeds 000, 001); a tap or animated selection commits at once',
    'WHEN_SETTLED': 'when the pager comes to rest (seeds 003, 004)',
})

class ScrollDriver(SegPagerEnum):
    """Who moves the pages: the engine, or a host that scrolls natively.

    Members:

    - ``ENGINE``: drags set the offset; a release settles with an animation; taps
      animate; ticks advance time
    - ``HOST``: the host scrolls natively (UIKit) and reports HOST_SCROLLED offsets;
      after a tap it animates to frame.target_page_offset
    """

    ENGINE = SEGPAGER_DRIVER_ENGINE
    HOST = SEGPAGER_DRIVER_HOST

ScrollDriver._document({
    'ENGINE': 'drags set the offset; a release settles with an animation; taps animate; ticks advance time',
    'HOST': 'the host scrolls natively (UIKit) and reports HOST_SCROLLED offsets; after a tap it animates to frame.target_page_offset',
})

class PagerPhase(SegPagerEnum):
    """What the pager is doing.

    Members:

    - ``IDLE``: at rest on a page
    - ``DRAGGING``: a finger moves the pages
    - ``SETTLING``: released, settling onto a page
    - ``TRANSITIONING``: travelling to a tapped or selected item
    - ``HOST_SCROLLING``: the host is scrolling
    """

    IDLE = SEGPAGER_PHASE_IDLE
    DRAGGING = SEGPAGER_PHASE_DRAGGING
    SETTLING = SEGPAGER_PHASE_SETTLING
    TRANSITIONING = SEGPAGER_PHASE_TRANSITIONING
    HOST_SCROLLING = SEGPAGER_PHASE_HOST_SCROLLING

PagerPhase._document({
    'IDLE': 'at rest on a page',
    'DRAGGING': 'a finger moves the pages',
    'SETTLING': 'released, settling onto a page',
    'TRANSITIONING': 'travelling to a tapped or selected item',
    'HOST_SCROLLING': 'the host is scrolling',
})

class NotificationKind(SegPagerEnum):
    """What a pager notification reports.

    Members:

    - ``SELECTED_CHANGED``: page: new index; previous; cause
    - ``WILL_APPEAR``: the page starts to come on screen
    - ``DID_APPEAR``: the page is the one at rest
    - ``WILL_DISAPPEAR``: the page starts to leave
    - ``DID_DISAPPEAR``: the page has left
    - ``LOAD``: create the page's content
    - ``UNLOAD``: free the page's content
    - ``REUSE``: give page `previous`'s content slot to `page`
    - ``HEADER_PHASE``: the header's phase changed
    - ``REFRESH``: a pull asks for a refresh
    """

    SELECTED_CHANGED = SEGPAGER_NOTIFY_SELECTED_CHANGED
    WILL_APPEAR = SEGPAGER_NOTIFY_WILL_APPEAR
    DID_APPEAR = SEGPAGER_NOTIFY_DID_APPEAR
    WILL_DISAPPEAR = SEGPAGER_NOTIFY_WILL_DISAPPEAR
    DID_DISAPPEAR = SEGPAGER_NOTIFY_DID_DISAPPEAR
    LOAD = SEGPAGER_NOTIFY_LOAD
    UNLOAD = SEGPAGER_NOTIFY_UNLOAD
    REUSE = SEGPAGER_NOTIFY_REUSE
    HEADER_PHASE = SEGPAGER_NOTIFY_HEADER_PHASE
    REFRESH = SEGPAGER_NOTIFY_REFRESH

NotificationKind._document({
    'SELECTED_CHANGED': 'page: new index; previous; cause',
    'WILL_APPEAR': 'the page starts to come on screen',
    'DID_APPEAR': 'the page is the one at rest',
    'WILL_DISAPPEAR': 'the page starts to leave',
    'DID_DISAPPEAR': 'the page has left',
    'LOAD': "create the page's content",
    'UNLOAD': "free the page's content",
    'REUSE': "give page `previous`'s content slot to `page`",
    'HEADER_PHASE': "the header's phase changed",
    'REFRESH': 'a pull asks for a refresh',
})

class SelectionCause(SegPagerEnum):
    """What caused a selection change.

    Members:

    - ``TAP``: a tab was tapped
    - ``DRAG``: a drag or a scroll moved the pages
    - ``PROGRAM``: a SELECT event or segpager_pager_set_items
    - ``EDIT``: an insert, remove or move changed the selected index, or removed the
      selected page (since 0.8.0)
    """

    TAP = SEGPAGER_CAUSE_TAP
    DRAG = SEGPAGER_CAUSE_DRAG
    PROGRAM = SEGPAGER_CAUSE_PROGRAM
    EDIT = SEGPAGER_CAUSE_EDIT

SelectionCause._document({
    'TAP': 'a tab was tapped',
    'DRAG': 'a drag or a scroll moved the pages',
    'PROGRAM': 'a SELECT event or segpager_pager_set_items',
    'EDIT': 'an insert, remove or move changed the selected index, or removed the selected page (since 0.8.0)',
})

class FarTransition(SegPagerEnum):
    """How a tap or an animated selection reaches a page not beside the one on screen.

    Members:

    - ``ADJACENT``: the target slides in beside the page on screen, from the side of
      travel (UIPageViewController, Parchment): only those pages are placed, loaded and
      appear. page_offset re-bases when it starts (it is the offset that puts the target
      where it is placed), so it jumps once; the placed pages do not
    - ``PRE_JUMP``: the pages jump to within pre_jump_distance pages of the target, then
      scroll there (ViewPager2's setCurrentItem); the pages passed after the jump load
      and appear as they come on screen
    - ``SWEEP``: the pages sweep through every page between (a scroll view's animated
      setContentOffset): each page on screen is placed, loaded before it shows and
      appears in screen order; a tap over k pages costs up to k loads
    """

    ADJACENT = SEGPAGER_FAR_TRANSITION_ADJACENT
    PRE_JUMP = SEGPAGER_FAR_TRANSITION_PRE_JUMP
    SWEEP = SEGPAGER_FAR_TRANSITION_SWEEP

FarTransition._document({
    'ADJACENT': 'the target slides in beside the page on screen, from the side of travel (UIPageViewController, Parchment): only those pages are placed, loaded and appear. page_offset re-bases when it starts (it is the offset that puts the target where it is placed), so it jumps once; the placed pages do not',
    'PRE_JUMP': "the pages jump to within pre_jump_distance pages of the target, then scroll there (ViewPager2's setCurrentItem); the pages passed after the jump load and appear as they come on screen",
    'SWEEP': "the pages sweep through every page between (a scroll view's animated setContentOffset): each page on screen is placed, loaded before it shows and appears in screen order; a tap over k pages costs up to k loads",
})

class ListFlingProfile(SegPagerEnum):
    """How a flung list decelerates: UIKit's exponential or Android's spline.

    Members:

    - ``UIKIT``: UIScrollView's exponential, at list_deceleration_rate
    - ``ANDROID``: OverScroller's spline fling (segpager_spline_fling, friction
      SEGPAGER_SCROLL_FRICTION; pt are dp, so no density): 194.3 pt from 1000 pt/s, over
      0.555 s; list_deceleration_rate is not used
    """

    UIKIT = SEGPAGER_LIST_FLING_UIKIT
    ANDROID = SEGPAGER_LIST_FLING_ANDROID

ListFlingProfile._document({
    'UIKIT': "UIScrollView's exponential, at list_deceleration_rate",
    'ANDROID': "OverScroller's spline fling (segpager_spline_fling, friction SEGPAGER_SCROLL_FRICTION; pt are dp, so no density): 194.3 pt from 1000 pt/s, over 0.555 s; list_deceleration_rate is not used",
})

class PagingProfile(SegPagerEnum):
    """How a released drag picks its page.

    Members:

    - ``UIKIT``: project with deceleration_rate, nearest page, at most max_pages from
      the start page
    - ``ANDROID``: one page per fling above flick_velocity, else the page past half way
    - ``FLUTTER``: +-0.5 page along a velocity above flutter_tolerance, then round
    - ``FREE``: the projection's nearest page, up to max_pages away
    - ``COMPOSE``: Jetpack Compose's HorizontalPager: a fling above flick_velocity
      approaches with the spline decay (segpager_spline_fling, density 1) and takes the
      next page on, at most max_pages from the first visible page
      (PagerSnapDistance.atMost); slower, past snap_positional_threshold of a page goes
      on, a drag of at least min(positional_threshold, page width / 2) goes back, a
      shorter one takes the nearer page. Since 0.8.0.
    """

    UIKIT = SEGPAGER_PAGING_UIKIT
    ANDROID = SEGPAGER_PAGING_ANDROID
    FLUTTER = SEGPAGER_PAGING_FLUTTER
    FREE = SEGPAGER_PAGING_FREE
    COMPOSE = SEGPAGER_PAGING_COMPOSE

PagingProfile._document({
    'UIKIT': 'project with deceleration_rate, nearest page, at most max_pages from the start page',
    'ANDROID': 'one page per fling above flick_velocity, else the page past half way',
    'FLUTTER': '+-0.5 page along a velocity above flutter_tolerance, then round',
    'FREE': "the projection's nearest page, up to max_pages away",
    'COMPOSE': "Jetpack Compose's HorizontalPager: a fling above flick_velocity approaches with the spline decay (segpager_spline_fling, density 1) and takes the next page on, at most max_pages from the first visible page (PagerSnapDistance.atMost); slower, past snap_positional_threshold of a page goes on, a drag of at least min(positional_threshold, page width / 2) goes back, a shorter one takes the nearer page. Since 0.8.0.",
})

class PagerPreset(SegPagerEnum):
    """A platform's feel, as a starting pager configuration.

    Members:

    - ``IOS``: the defaults: UIKit paging (projection with the fast rate, at most one
      page), a critical spring, the 0.55 rubber band
    - ``ANDROID``: ViewPager2's paging: one page per fling faster than flick_velocity
      (400), else the page past half way; the same spring and band
    """

    IOS = SEGPAGER_PRESET_IOS
    ANDROID = SEGPAGER_PRESET_ANDROID

PagerPreset._document({
    'IOS': 'the defaults: UIKit paging (projection with the fast rate, at most one page), a critical spring, the 0.55 rubber band',
    'ANDROID': "ViewPager2's paging: one page per fling faster than flick_velocity (400), else the page past half way; the same spring and band",
})

class SettleMode(SegPagerEnum):
    """How the engine settles a released drag: an easing curve, or physics.

    Members:

    - ``CURVE``: the nearest page (the next after a flick faster than flick_velocity)
      along settle_easing in settle_duration
    - ``SPRING``: physics: paging_profile picks the page from the release velocity
      (UIKit: projection with the fast rate, at most one page), a spring carries the
      release velocity into the settle and lands exactly on the page, drags past the
      ends rubber-band. Deterministic: the closed-form spring depends only on the event
      times
    - ``INTEGRATOR``: since 0.8.0: the page as SPRING picks it, reached by a target-
      seeking body stepped at a fixed 60 Hz (Embla's ScrollBody: v = (v + (target - x) /
      integrator_duration) * integrator_friction, x += v, interpolated between steps;
      settled within 0.001 pt); drags rubber-band as SPRING. Deterministic: steps count
      from the release
    """

    CURVE = SEGPAGER_SETTLE_CURVE
    SPRING = SEGPAGER_SETTLE_SPRING
    INTEGRATOR = SEGPAGER_SETTLE_INTEGRATOR

SettleMode._document({
    'CURVE': 'the nearest page (the next after a flick faster than flick_velocity) along settle_easing in settle_duration',
    'SPRING': 'physics: paging_profile picks the page from the release velocity (UIKit: projection with the fast rate, at most one page), a spring carries the release velocity into the settle and lands exactly on the page, drags past the ends rubber-band. Deterministic: the closed-form spring depends only on the event times',
    'INTEGRATOR': "since 0.8.0: the page as SPRING picks it, reached by a target-seeking body stepped at a fixed 60 Hz (Embla's ScrollBody: v = (v + (target - x) / integrator_duration) * integrator_friction, x += v, interpolated between steps; settled within 0.001 pt); drags rubber-band as SPRING. Deterministic: steps count from the release",
})

class HeaderPullDown(SegPagerEnum):
    """What the header does when the list is pulled down past its top.

    Members:

    - ``STRETCH``: seed 004's zoom: x = W y/H/2, w = W (H - y)/H, h = H - y (centred, in
      RTL too)
    - ``FOLLOW``: the header moves down with the finger
    - ``PINNED``: the header stays; the list pulls (refresh)
    """

    STRETCH = SEGPAGER_PULL_DOWN_STRETCH
    FOLLOW = SEGPAGER_PULL_DOWN_FOLLOW
    PINNED = SEGPAGER_PULL_DOWN_PINNED

HeaderPullDown._document({
    'STRETCH': "seed 004's zoom: x = W y/H/2, w = W (H - y)/H, h = H - y (centred, in RTL too)",
    'FOLLOW': 'the header moves down with the finger',
    'PINNED': 'the header stays; the list pulls (refresh)',
})

class HeaderContentMode(SegPagerEnum):
    """How the header's content fills it (MXParallaxHeader's modes).

    Members:

    - ``FILL``: the header's rect, stretched with it
    - ``TOP_FILL``: top-anchored, at least the header's height
    - ``TOP``: content_height tall at the header's top
    - ``CENTER``: content_height tall, centred
    - ``BOTTOM``: content_height tall at the header's bottom
    """

    FILL = SEGPAGER_HEADER_CONTENT_FILL
    TOP_FILL = SEGPAGER_HEADER_CONTENT_TOP_FILL
    TOP = SEGPAGER_HEADER_CONTENT_TOP
    CENTER = SEGPAGER_HEADER_CONTENT_CENTER
    BOTTOM = SEGPAGER_HEADER_CONTENT_BOTTOM

HeaderContentMode._document({
    'FILL': "the header's rect, stretched with it",
    'TOP_FILL': "top-anchored, at least the header's height",
    'TOP': "content_height tall at the header's top",
    'CENTER': 'content_height tall, centred',
    'BOTTOM': "content_height tall at the header's bottom",
})

class HeaderPhase(SegPagerEnum):
    """Where the header is: stretched past its top, expanded, collapsing or pinned.

    Members:

    - ``STRETCHED``: y < 0
    - ``EXPANDED``: y = 0
    - ``COLLAPSING``: 0 < y < R
    - ``PINNED``: y >= R
    """

    STRETCHED = SEGPAGER_HEADER_STRETCHED
    EXPANDED = SEGPAGER_HEADER_EXPANDED
    COLLAPSING = SEGPAGER_HEADER_COLLAPSING
    PINNED = SEGPAGER_HEADER_PINNED

HeaderPhase._document({
    'STRETCHED': 'y < 0',
    'EXPANDED': 'y = 0',
    'COLLAPSING': '0 < y < R',
    'PINNED': 'y >= R',
})

class ListSyncPolicy(SegPagerEnum):
    """The offset the incoming page's list takes on a page switch.

    Members:

    - ``SYNC``: seed 004: y >= R: max(own, R); 0 <= y < R: y; y < 0: min(own, 0) (seed
      004 applies it to every list)
    - ``KEEP_OWN``: each list keeps its offset, changed only so the header does not
      jump: max(own, R) when pinned, else y (JXPagingView #324)
    - ``RESET_TO_TOP``: the list's content top: clamp(y, 0, R)
    """

    SYNC = SEGPAGER_LIST_SYNC
    KEEP_OWN = SEGPAGER_LIST_KEEP_OWN
    RESET_TO_TOP = SEGPAGER_LIST_RESET_TO_TOP

ListSyncPolicy._document({
    'SYNC': 'seed 004: y >= R: max(own, R); 0 <= y < R: y; y < 0: min(own, 0) (seed 004 applies it to every list)',
    'KEEP_OWN': 'each list keeps its offset, changed only so the header does not jump: max(own, R) when pinned, else y (JXPagingView #324)',
    'RESET_TO_TOP': "the list's content top: clamp(y, 0, R)",
})

class RefreshZone(SegPagerEnum):
    """Where a pull past the top shows: the header takes it, or the selected list.

    Members:

    - ``HEADER``: the header takes it by its pull_down mode (stretch, follow, pinned);
      shared by every page
    - ``LIST``: the header stays; the selected list's content is pulled below the strip
      (a refresh control per list)
    """

    HEADER = SEGPAGER_REFRESH_HEADER
    LIST = SEGPAGER_REFRESH_LIST

RefreshZone._document({
    'HEADER': 'the header takes it by its pull_down mode (stretch, follow, pinned); shared by every page',
    'LIST': "the header stays; the selected list's content is pulled below the strip (a refresh control per list)",
})

class NestedScrollMode(SegPagerEnum):
    """Who moves first when a vertical drag meets the header over a list.

    Members:

    - ``EXIT_UNTIL_COLLAPSED``: up: header, then list; down: list to its top, then
      header (seed 001)
    - ``ENTER_ALWAYS``: down: header first, then list
    - ``ENTER_ALWAYS_COLLAPSED``: down: the header's last enter_height first (what of it
      is still hidden), then the list, then the rest
    """

    EXIT_UNTIL_COLLAPSED = SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED
    ENTER_ALWAYS = SEGPAGER_NESTED_ENTER_ALWAYS
    ENTER_ALWAYS_COLLAPSED = SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED

NestedScrollMode._document({
    'EXIT_UNTIL_COLLAPSED': 'up: header, then list; down: list to its top, then header (seed 001)',
    'ENTER_ALWAYS': 'down: header first, then list',
    'ENTER_ALWAYS_COLLAPSED': "down: the header's last enter_height first (what of it is still hidden), then the list, then the rest",
})

class HeaderSectionBehavior(SegPagerEnum):
    """How a section of a header stack scrolls (AppBarLayout's scroll flags).

    Members:

    - ``SCROLL``: scrolls away completely
    - ``EXIT_UNTIL_COLLAPSED``: scrolls away down to min_height, which stays; nothing
      below it scrolls away
    - ``ENTER_ALWAYS``: scrolls away; any downward scroll brings it back before the list
      (floating bar)
    - ``ENTER_ALWAYS_COLLAPSED``: scrolls away; a downward scroll brings back min_height
      first, the rest when the list reaches its top
    - ``PINNED``: never scrolls, nor anything below it
    - ``BY_FLAGS``: flags holds AppBarLayout's scroll flags, a set of
      SEGPAGER_SCROLL_FLAG_* (since 0.8.0); the four behaviours above are the sets
      SCROLL, SCROLL|EXIT_UNTIL_COLLAPSED, SCROLL|ENTER_ALWAYS and SCROLL|ENTER_ALWAYS|
      ENTER_ALWAYS_COLLAPSED, PINNED the empty set
    """

    SCROLL = SEGPAGER_SECTION_SCROLL
    EXIT_UNTIL_COLLAPSED = SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED
    ENTER_ALWAYS = SEGPAGER_SECTION_ENTER_ALWAYS
    ENTER_ALWAYS_COLLAPSED = SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED
    PINNED = SEGPAGER_SECTION_PINNED
    BY_FLAGS = SEGPAGER_SECTION_BY_FLAGS

HeaderSectionBehavior._document({
    'SCROLL': 'scrolls away completely',
    'EXIT_UNTIL_COLLAPSED': 'scrolls away down to min_height, which stays; nothing below it scrolls away',
    'ENTER_ALWAYS': 'scrolls away; any downward scroll brings it back before the list (floating bar)',
    'ENTER_ALWAYS_COLLAPSED': 'scrolls away; a downward scroll brings back min_height first, the rest when the list reaches its top',
    'PINNED': 'never scrolls, nor anything below it',
    'BY_FLAGS': "flags holds AppBarLayout's scroll flags, a set of SEGPAGER_SCROLL_FLAG_* (since 0.8.0); the four behaviours above are the sets SCROLL, SCROLL|EXIT_UNTIL_COLLAPSED, SCROLL|ENTER_ALWAYS and SCROLL|ENTER_ALWAYS| ENTER_ALWAYS_COLLAPSED, PINNED the empty set",
})

class HeaderSnapAnimation(SegPagerEnum):
    """How a header's snap moves: the spring, or AppBarLayout's fixed duration.

    Members:

    - ``SPRING``: the config's spring, from the velocity left
    - ``FIXED_DURATION``: AppBarLayout's: segpager_header_snap_duration at velocity 0,
      decelerating (1 - (1 - t)^2)
    """

    SPRING = SEGPAGER_SNAP_ANIMATION_SPRING
    FIXED_DURATION = SEGPAGER_SNAP_ANIMATION_FIXED_DURATION

HeaderSnapAnimation._document({
    'SPRING': "the config's spring, from the velocity left",
    'FIXED_DURATION': "AppBarLayout's: segpager_header_snap_duration at velocity 0, decelerating (1 - (1 - t)^2)",
})

class GestureAxis(SegPagerEnum):
    """The axis a drag is locked to.

    Members:

    - ``UNDECIDED``: not far enough, or diagonal, yet
    - ``HORIZONTAL``: the pages' axis
    - ``VERTICAL``: the lists' axis
    """

    UNDECIDED = SEGPAGER_AXIS_UNDECIDED
    HORIZONTAL = SEGPAGER_AXIS_HORIZONTAL
    VERTICAL = SEGPAGER_AXIS_VERTICAL

GestureAxis._document({
    'UNDECIDED': 'not far enough, or diagonal, yet',
    'HORIZONTAL': "the pages' axis",
    'VERTICAL': "the lists' axis",
})

class PointerRegion(SegPagerEnum):
    """The part of the pager a pointer went down in, which decides what it may move.

    Members:

    - ``PAGES``: horizontal: the pages; vertical: the selected list
    - ``STRIP``: tap: the tab under it; horizontal: the strip itself (when wider than
      its viewport); vertical: the list
    - ``LIST``: vertical only (the header, a non-paging list area): the list; horizontal
      moves nothing
    """

    PAGES = SEGPAGER_REGION_PAGES
    STRIP = SEGPAGER_REGION_STRIP
    LIST = SEGPAGER_REGION_LIST

PointerRegion._document({
    'PAGES': 'horizontal: the pages; vertical: the selected list',
    'STRIP': 'tap: the tab under it; horizontal: the strip itself (when wider than its viewport); vertical: the list',
    'LIST': 'vertical only (the header, a non-paging list area): the list; horizontal moves nothing',
})

class StripPhase(SegPagerEnum):
    """What moves the strip: the pages (its policy), a finger, or its own momentum.

    Members:

    - ``FOLLOWING``: the policy's offset
    - ``DRAGGING``: a finger scrolls it
    - ``DECELERATING``: released: decelerating or bouncing
    - ``HELD``: at rest where the user left it
    - ``RETURNING``: springing back to the policy's offset
    """

    FOLLOWING = SEGPAGER_STRIP_PHASE_FOLLOWING
    DRAGGING = SEGPAGER_STRIP_PHASE_DRAGGING
    DECELERATING = SEGPAGER_STRIP_PHASE_DECELERATING
    HELD = SEGPAGER_STRIP_PHASE_HELD
    RETURNING = SEGPAGER_STRIP_PHASE_RETURNING

StripPhase._document({
    'FOLLOWING': "the policy's offset",
    'DRAGGING': 'a finger scrolls it',
    'DECELERATING': 'released: decelerating or bouncing',
    'HELD': 'at rest where the user left it',
    'RETURNING': "springing back to the policy's offset",
})

class PagerGesture(SegPagerEnum):
    """What the pointer is doing.

    Members:

    - ``NONE``: no pointer down
    - ``PENDING``: down, within the slop (or only diagonal): lifted now, it is a tap
    - ``PAGES``: dragging the pages
    - ``LIST``: scrolling the selected list
    - ``STRIP``: scrolling the strip
    - ``IGNORED``: locked to an axis its region does not scroll
    """

    NONE = SEGPAGER_GESTURE_NONE
    PENDING = SEGPAGER_GESTURE_PENDING
    PAGES = SEGPAGER_GESTURE_PAGES
    LIST = SEGPAGER_GESTURE_LIST
    STRIP = SEGPAGER_GESTURE_STRIP
    IGNORED = SEGPAGER_GESTURE_IGNORED

PagerGesture._document({
    'NONE': 'no pointer down',
    'PENDING': 'down, within the slop (or only diagonal): lifted now, it is a tap',
    'PAGES': 'dragging the pages',
    'LIST': 'scrolling the selected list',
    'STRIP': 'scrolling the strip',
    'IGNORED': 'locked to an axis its region does not scroll',
})

class IndicatorCorners(SegPagerEnum):
    """Which corners of the indicator its corner radius rounds.

    Members:

    - ``ALL``: a bar or a pill
    - ``TOP``: Material 3's primary indicator: RoundedCornerShape (topStart, topEnd) on
      the strip's bottom edge
    - ``BOTTOM``: an indicator hanging from the strip's top
    """

    ALL = SEGPAGER_CORNERS_ALL
    TOP = SEGPAGER_CORNERS_TOP
    BOTTOM = SEGPAGER_CORNERS_BOTTOM

IndicatorCorners._document({
    'ALL': 'a bar or a pill',
    'TOP': "Material 3's primary indicator: RoundedCornerShape (topStart, topEnd) on the strip's bottom edge",
    'BOTTOM': "an indicator hanging from the strip's top",
})

class SnapAlignment(SegPagerEnum):
    """Where a snap group sits in the view at its snap (Embla's ``align``).

    Members:

    - ``START``: the group's start at the view's start
    - ``CENTER``: centred: (view - group) / 2
    - ``END``: its end at the view's end: view - group
    - ``FRACTION``: its start at view * align_fraction
    """

    START = SEGPAGER_SNAP_ALIGN_START
    CENTER = SEGPAGER_SNAP_ALIGN_CENTER
    END = SEGPAGER_SNAP_ALIGN_END
    FRACTION = SEGPAGER_SNAP_ALIGN_FRACTION

SnapAlignment._document({
    'START': "the group's start at the view's start",
    'CENTER': 'centred: (view - group) / 2',
    'END': "its end at the view's end: view - group",
    'FRACTION': 'its start at view * align_fraction',
})

class SnapContainment(SegPagerEnum):
    """How snaps are kept within the content (Embla's ``containScroll``).

    Members:

    - ``NONE``: Embla's containScroll: false
    - ``TRIM_SNAPS``: 'trimSnaps': duplicates at the ends dropped
    - ``KEEP_SNAPS``: 'keepSnaps': one snap per group kept
    """

    NONE = SEGPAGER_SNAP_CONTAIN_NONE
    TRIM_SNAPS = SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS
    KEEP_SNAPS = SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS

SnapContainment._document({
    'NONE': "Embla's containScroll: false",
    'TRIM_SNAPS': "'trimSnaps': duplicates at the ends dropped",
    'KEEP_SNAPS': "'keepSnaps': one snap per group kept",
})

# --- events: bindings/abi/events.toml ------------------------------------

#: Each event kind: (Python class, SEGPAGER_EVENT_* kind, JSON name,
#: ((attribute, segpager_event field), ...), ((attribute, flag bit), ...)).
#: A field is the one the kind's value is written to (a union's first
#: member: a pointer's x goes in `offset`).
EventRow = tuple[str, int, str, tuple[tuple[str, str], ...], tuple[tuple[str, int], ...]]
EVENTS: Final[tuple[EventRow, ...]] = (
    ('DragBegan', SEGPAGER_EVENT_DRAG_BEGAN, 'drag_began', (), ()),
    ('DragMoved', SEGPAGER_EVENT_DRAG_MOVED, 'drag_moved', (('page_offset', 'offset'),), ()),
    ('DragEnded', SEGPAGER_EVENT_DRAG_ENDED, 'drag_ended', (('velocity', 'velocity'),), ()),
    ('HostScrolled', SEGPAGER_EVENT_HOST_SCROLLED, 'host_scrolled', (('page_offset', 'offset'),), ()),
    ('TabTapped', SEGPAGER_EVENT_TAB_TAPPED, 'tab_tapped', (('index', 'index'),), ()),
    ('Select', SEGPAGER_EVENT_SELECT, 'select', (('index', 'index'),), (('animated', SEGPAGER_EVENT_ANIMATED),)),
    ('Tick', SEGPAGER_EVENT_TICK, 'tick', (), ()),
    ('Resized', SEGPAGER_EVENT_RESIZED, 'resized', (('viewport_width', 'width'), ('strip_viewport_width', 'offset'),), ()),
    ('ListScrolled', SEGPAGER_EVENT_LIST_SCROLLED, 'list_scrolled', (('delta', 'offset'),), ()),
    ('ListEnded', SEGPAGER_EVENT_LIST_ENDED, 'list_ended', (('velocity', 'velocity'),), ()),
    ('ListResized', SEGPAGER_EVENT_LIST_RESIZED, 'list_resized', (('index', 'index'), ('max_offset', 'offset'),), ()),
    ('RefreshEnded', SEGPAGER_EVENT_REFRESH_ENDED, 'refresh_ended', (), ()),
    ('PointerDown', SEGPAGER_EVENT_POINTER_DOWN, 'pointer_down', (('x', 'offset'), ('y', 'velocity'), ('region', 'index'),), ()),
    ('PointerMoved', SEGPAGER_EVENT_POINTER_MOVED, 'pointer_moved', (('x', 'offset'), ('y', 'velocity'),), ()),
    ('PointerUp', SEGPAGER_EVENT_POINTER_UP, 'pointer_up', (('x', 'offset'), ('y', 'velocity'),), ()),
    ('PointerCancelled', SEGPAGER_EVENT_POINTER_CANCELLED, 'pointer_cancelled', (), ()),
    ('Wheel', SEGPAGER_EVENT_WHEEL, 'wheel', (('delta_x', 'offset'), ('delta_y', 'velocity'), ('region', 'index'),), ()),
    ('StripDragBegan', SEGPAGER_EVENT_STRIP_DRAG_BEGAN, 'strip_drag_began', (), ()),
    ('StripDragMoved', SEGPAGER_EVENT_STRIP_DRAG_MOVED, 'strip_drag_moved', (('strip_offset', 'offset'),), ()),
    ('StripDragEnded', SEGPAGER_EVENT_STRIP_DRAG_ENDED, 'strip_drag_ended', (('velocity', 'velocity'),), ()),
)


# --- structs: one per typedef struct, fields in the header's order -------


class CItemMetrics(ctypes.Structure):
    """``segpager_item_metrics``."""

    _fields_ = (
        ('content_width', c_double),
        ('selected_content_width', c_double),
        ('subtitle_width', c_double),
        ('selected_subtitle_width', c_double),
    )


class CItemFrame(ctypes.Structure):
    """``segpager_item_frame``."""

    _fields_ = (
        ('x', c_double),
        ('width', c_double),
    )


class CStripStyle(ctypes.Structure):
    """``segpager_strip_style``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('width_mode', c_int32),
        ('fit_policy', c_int32),
        ('direction', c_int32),
        ('selected_width_mode', c_int32),
        ('selected_index', c_int32),
        ('item_width', c_double),
        ('visible_count', c_double),
        ('item_padding', c_double),
        ('min_item_width', c_double),
        ('max_item_width', c_double),
        ('spacing', c_double),
        ('leading_inset', c_double),
        ('trailing_inset', c_double),
        ('item_leading_padding', c_double),
        ('item_trailing_padding', c_double),
        ('widest_gutter', c_double),
        ('max_item_width_margin', c_double),
    )


class CStripGeometry(ctypes.Structure):
    """``segpager_strip_geometry``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('direction', c_int32),
        ('frames', POINTER(CItemFrame)),
        ('items', POINTER(CItemMetrics)),
        ('count', c_size_t),
        ('content_width', c_double),
        ('viewport_width', c_double),
        ('height', c_double),
        ('content_leading_inset', c_double),
        ('content_trailing_inset', c_double),
    )


class CIndicatorStyle(ctypes.Structure):
    """``segpager_indicator_style``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('width_mode', c_int32),
        ('alignment', c_int32),
        ('placement', c_int32),
        ('transition', c_int32),
        ('easing', c_int32),
        ('overscroll', c_int32),
        ('clamp_to_item', c_int32),
        ('width', c_double),
        ('extra_width', c_double),
        ('min_width', c_double),
        ('max_width', c_double),
        ('height', c_double),
        ('corner_radius', c_double),
        ('leading_inset', c_double),
        ('top_inset', c_double),
        ('trailing_inset', c_double),
        ('bottom_inset', c_double),
        ('stretch', c_double),
        ('bezier_x1', c_double),
        ('bezier_y1', c_double),
        ('bezier_x2', c_double),
        ('bezier_y2', c_double),
        ('rounded_corners', c_int32),
        ('reserved', c_int32),
    )


class CIndicator(ctypes.Structure):
    """``segpager_indicator``."""

    _fields_ = (
        ('x', c_double),
        ('y', c_double),
        ('width', c_double),
        ('height', c_double),
        ('corner_radius', c_double),
        ('alpha', c_double),
    )


class CColor(ctypes.Structure):
    """``segpager_color``."""

    _fields_ = (
        ('red', c_double),
        ('green', c_double),
        ('blue', c_double),
        ('alpha', c_double),
    )


class CAppearanceStyle(ctypes.Structure):
    """``segpager_appearance_style``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('policy', c_int32),
        ('color_space', c_int32),
        ('normal_color', CColor),
        ('selected_color', CColor),
        ('selected_scale', c_double),
        ('normal_emphasis', c_double),
        ('selected_emphasis', c_double),
    )


class CItemAppearance(ctypes.Structure):
    """``segpager_item_appearance``."""

    _fields_ = (
        ('selection_weight', c_double),
        ('color', CColor),
        ('scale', c_double),
        ('emphasis', c_double),
    )


class CStripOffsetStyle(ctypes.Structure):
    """``segpager_strip_offset_style``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('policy', c_int32),
        ('containment', c_int32),
        ('timing', c_int32),
        ('margin', c_double),
    )


class CSnapOptions(ctypes.Structure):
    """``segpager_snap_options``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('align', c_int32),
        ('contain', c_int32),
        ('slides_to_scroll', c_int32),
        ('loop', c_int32),
        ('reserved', c_int32),
        ('align_fraction', c_double),
        ('end_gap', c_double),
        ('pixel_tolerance', c_double),
    )


class CLoopPoint(ctypes.Structure):
    """``segpager_loop_point``."""

    _fields_ = (
        ('index', c_int32),
        ('edge', c_int32),
        ('offset', c_double),
        ('shift_before', c_double),
        ('shift_after', c_double),
    )


class CPageGeometry(ctypes.Structure):
    """``segpager_page_geometry``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('page_count', c_int32),
        ('direction', c_int32),
        ('alignment', c_int32),
        ('pad_ends', c_int32),
        ('viewport_width', c_double),
        ('page_width', c_double),
        ('page_spacing', c_double),
    )


class CSpring(ctypes.Structure):
    """``segpager_spring``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('reserved', c_int32),
        ('response', c_double),
        ('damping_ratio', c_double),
        ('mass', c_double),
    )


class CPagingOptions(ctypes.Structure):
    """``segpager_paging_options``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('profile', c_int32),
        ('max_pages', c_int32),
        ('looping', c_int32),
        ('deceleration_rate', c_double),
        ('min_velocity', c_double),
        ('min_distance', c_double),
        ('flick_velocity', c_double),
        ('flutter_tolerance', c_double),
        ('positional_threshold', c_double),
        ('snap_positional_threshold', c_double),
    )


class CHeaderStyle(ctypes.Structure):
    """``segpager_header_style``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('pull_down', c_int32),
        ('content_mode', c_int32),
        ('reserved', c_int32),
        ('height', c_double),
        ('pinned_height', c_double),
        ('pin_offset', c_double),
        ('parallax', c_double),
        ('content_height', c_double),
    )


class CRect(ctypes.Structure):
    """``segpager_rect``."""

    _fields_ = (
        ('x', c_double),
        ('y', c_double),
        ('width', c_double),
        ('height', c_double),
    )


class CHeaderFrame(ctypes.Structure):
    """``segpager_header_frame``."""

    _fields_ = (
        ('header', CRect),
        ('content', CRect),
        ('strip', CRect),
        ('phase', c_int32),
        ('reserved', c_int32),
        ('progress', c_double),
        ('stretch_scale', c_double),
    )


class CScrollSplit(ctypes.Structure):
    """``segpager_scroll_split``."""

    _fields_ = (
        ('header', c_double),
        ('list', c_double),
        ('overscroll', c_double),
    )


class CHeaderSection(ctypes.Structure):
    """``segpager_header_section``."""

    _fields_ = (
        ('height', c_double),
        ('min_height', c_double),
        ('behavior', c_int32),
        ('flags', c_uint32),
    )


class CSectionMargins(ctypes.Structure):
    """``segpager_section_margins``."""

    _fields_ = (
        ('margin_top', c_double),
        ('margin_bottom', c_double),
    )


class CHeaderRanges(ctypes.Structure):
    """``segpager_header_ranges``."""

    _fields_ = (
        ('height', c_double),
        ('collapse_range', c_double),
        ('pinned_height', c_double),
        ('enter_range', c_double),
    )


class CPagerConfiguration(ctypes.Structure):
    """``segpager_pager_configuration``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('commit_policy', c_int32),
        ('driver', c_int32),
        ('tap_easing', c_int32),
        ('settle_easing', c_int32),
        ('initial_index', c_int32),
        ('page_alignment', c_int32),
        ('pad_ends', c_int32),
        ('prepare_radius', c_int32),
        ('keep_radius', c_int32),
        ('cache_limit', c_int32),
        ('reuse_slots', c_int32),
        ('looping', c_int32),
        ('reserved', c_int32),
        ('viewport_width', c_double),
        ('page_width', c_double),
        ('page_spacing', c_double),
        ('strip_viewport_width', c_double),
        ('strip_height', c_double),
        ('tap_duration', c_double),
        ('settle_duration', c_double),
        ('flick_velocity', c_double),
        ('settle_mode', c_int32),
        ('paging_profile', c_int32),
        ('spring_response', c_double),
        ('spring_damping_ratio', c_double),
        ('rubber_band_coefficient', c_double),
        ('spring_mass', c_double),
        ('tap_bezier_x1', c_double),
        ('tap_bezier_y1', c_double),
        ('tap_bezier_x2', c_double),
        ('tap_bezier_y2', c_double),
        ('settle_bezier_x1', c_double),
        ('settle_bezier_y1', c_double),
        ('settle_bezier_x2', c_double),
        ('settle_bezier_y2', c_double),
        ('notification_limit', c_int32),
        ('reserved2', c_int32),
        ('touch_slop', c_double),
        ('wheel_settle_delay', c_double),
        ('list_deceleration_rate', c_double),
        ('touch_slop_fraction', c_double),
        ('touch_slop_maximum', c_double),
        ('integrator_duration', c_double),
        ('integrator_friction', c_double),
        ('list_fling_profile', c_int32),
        ('reserved3', c_int32),
        ('strip_deceleration_rate', c_double),
        ('far_transition', c_int32),
        ('pre_jump_distance', c_int32),
        ('paging_max_pages', c_int32),
        ('reserved4', c_int32),
        ('paging_deceleration_rate', c_double),
        ('paging_min_velocity', c_double),
        ('paging_min_distance', c_double),
        ('paging_flutter_tolerance', c_double),
        ('paging_positional_threshold', c_double),
        ('paging_snap_positional_threshold', c_double),
    )


class CPagerHeader(ctypes.Structure):
    """``segpager_pager_header``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('list_sync', c_int32),
        ('refresh_zone', c_int32),
        ('nested_mode', c_int32),
        ('snap', c_int32),
        ('reserved', c_int32),
        ('enter_height', c_double),
        ('snap_velocity', c_double),
        ('refresh_distance', c_double),
        ('list_max_offset', c_double),
        ('snap_animation', c_int32),
        ('reserved2', c_int32),
    )


class CEventUnion0(ctypes.Union):
    """An anonymous union of ``segpager_event``."""

    _fields_ = (
        ('index', c_int32),
        ('region', c_int32),
    )


class CEventUnion1(ctypes.Union):
    """An anonymous union of ``segpager_event``."""

    _fields_ = (
        ('offset', c_double),
        ('x', c_double),
        ('delta_x', c_double),
    )


class CEventUnion2(ctypes.Union):
    """An anonymous union of ``segpager_event``."""

    _fields_ = (
        ('velocity', c_double),
        ('y', c_double),
        ('delta_y', c_double),
    )


class CEvent(ctypes.Structure):
    """``segpager_event``."""

    _anonymous_ = ('_union0', '_union1', '_union2')
    _fields_ = (
        ('kind', c_int32),
        ('_union0', CEventUnion0),
        ('flags', c_int32),
        ('reserved', c_int32),
        ('time', c_double),
        ('_union1', CEventUnion1),
        ('_union2', CEventUnion2),
        ('width', c_double),
    )


class CNotificationUnion0(ctypes.Union):
    """An anonymous union of ``segpager_notification``."""

    _fields_ = (
        ('previous', c_int32),
        ('old_phase', c_int32),
    )


class CNotificationUnion1(ctypes.Union):
    """An anonymous union of ``segpager_notification``."""

    _fields_ = (
        ('cause', c_int32),
        ('new_phase', c_int32),
    )


class CNotification(ctypes.Structure):
    """``segpager_notification``."""

    _anonymous_ = ('_union0', '_union1')
    _fields_ = (
        ('kind', c_int32),
        ('page', c_int32),
        ('_union0', CNotificationUnion0),
        ('_union1', CNotificationUnion1),
        ('id', c_int64),
        ('time', c_double),
    )


class CPageVisibility(ctypes.Structure):
    """``segpager_page_visibility``."""

    _fields_ = (
        ('page', c_int32),
        ('reserved', c_int32),
        ('visibility', c_double),
        ('x', c_double),
        ('width', c_double),
    )


class CFrame(ctypes.Structure):
    """``segpager_frame``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('phase', c_int32),
        ('selected_index', c_int32),
        ('transition_target', c_int32),
        ('first_visible_item', c_int32),
        ('reserved', c_int32),
        ('time', c_double),
        ('page_offset', c_double),
        ('position', c_double),
        ('target_page_offset', c_double),
        ('transition_progress', c_double),
        ('strip_offset', c_double),
        ('indicator', CIndicator),
        ('appearance_count', c_size_t),
        ('notification_count', c_size_t),
        ('pending_notifications', c_size_t),
        ('page_count', c_size_t),
        ('has_header', c_int32),
        ('refreshing', c_int32),
        ('header_animating', c_int32),
        ('reserved2', c_int32),
        ('header', CHeaderFrame),
        ('header_offset', c_double),
        ('pull', c_double),
        ('list_offset', c_double),
        ('split', CScrollSplit),
        ('dropped_notifications', c_size_t),
        ('strip_content_width', c_double),
        ('strip_scrolls', c_int32),
        ('indicator_corners', c_int32),
        ('reserved3', c_int32),
        ('strip_phase', c_int32),
        ('gesture', c_int32),
        ('list_animating', c_int32),
    )


class CStripItem(ctypes.Structure):
    """``segpager_strip_item``."""

    _fields_ = (
        ('item', c_int32),
        ('has_subtitle', c_int32),
        ('frame', CItemFrame),
        ('title', CItemFrame),
        ('subtitle', CItemFrame),
    )


class CStepBuffers(ctypes.Structure):
    """``segpager_step_buffers``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('reserved', c_uint32),
        ('appearances', POINTER(CItemAppearance)),
        ('appearance_capacity', c_size_t),
        ('notifications', POINTER(CNotification)),
        ('notification_capacity', c_size_t),
        ('pages', POINTER(CPageVisibility)),
        ('page_capacity', c_size_t),
        ('list_offsets', POINTER(c_double)),
        ('list_offset_capacity', c_size_t),
        ('strip_items', POINTER(CStripItem)),
        ('strip_item_capacity', c_size_t),
    )


class CRunBuffers(ctypes.Structure):
    """``segpager_run_buffers``."""

    _fields_ = (
        ('struct_size', c_uint32),
        ('reserved', c_uint32),
        ('frames', c_void_p),
        ('frame_size', c_size_t),
        ('frame_stride', c_size_t),
        ('notifications', POINTER(CNotification)),
        ('notification_frames', POINTER(c_uint32)),
        ('notification_capacity', c_size_t),
    )


#: The header's comment beside each field of each struct (option docs).
FIELD_DOCS: Final[dict[str, dict[str, str]]] = {
    'segpager_item_metrics': {
        'content_width': 'the title, in the normal state',
        'selected_content_width': 'the title, selected; 0 = content_width',
        'subtitle_width': '0 = no subtitle',
        'selected_subtitle_width': 'the subtitle, selected; 0 = subtitle_width',
    },
    'segpager_item_frame': {
        'x': "the item's left edge (visual, in both directions)",
        'width': '>= 0',
    },
    'segpager_strip_style': {
        'struct_size': 'sizeof(segpager_strip_style)',
        'width_mode': 'WidthMode; default INTRINSIC',
        'fit_policy': 'FitPolicy; default LEADING',
        'direction': 'Direction; default LTR',
        'selected_width_mode': 'SelectedWidthMode; default RESERVE',
        'selected_index': 'SELECTED_ONLY only: 0..count-1, else SEGPAGER_E_INDEX; default 0',
        'item_width': 'FIXED only: > 0; default 0 (must be set)',
        'visible_count': 'VISIBLE_COUNT only: > 0; default 4',
        'item_padding': 'INTRINSIC, FILL: added on each side of the content; >= 0; default 0',
        'min_item_width': 'every mode but FIXED; >= 0; default 0',
        'max_item_width': 'every mode but FIXED; >= min_item_width, or 0 = no maximum; default 0',
        'spacing': 'between neighbouring items; >= 0; default 0',
        'leading_inset': 'before the first item (at the right in RTL); >= 0; default 0',
        'trailing_inset': 'after the last item; >= 0; default 0',
        'item_leading_padding': "added to item_padding on each item's leading side (the right in RTL); >= 0; default 0",
        'item_trailing_padding': "added to item_padding on its trailing side; >= 0; default 0. INTRINSIC and FILL widen the item by both; in every mode the content (title + subtitle) is centred between the two paddings, which is where the indicator's CONTENT_LEADING and TITLE_CENTER alignments and the frame's label boxes put it",
        'widest_gutter': "WIDEST: the margin the row must leave on each side; >= 0; default 16 (Material's FIXED_WRAP_GUTTER_MIN, 16 dp)",
        'max_item_width_margin': "> 0: no item wider than the viewport less this (every mode but FIXED), on top of max_item_width: Material's tab maximum without tabMaxWidth is the viewport less 56 dp; >= 0; default 0 (none)",
    },
    'segpager_strip_geometry': {
        'struct_size': 'sizeof(segpager_strip_geometry)',
        'direction': "the layout's Direction; default LTR",
        'frames': 'count frames from segpager_strip_layout',
        'items': "the metrics the layout used, or NULL: an item's content is then its frame",
        'count': '0..SEGPAGER_MAX_COUNT; default 0',
        'content_width': 'from segpager_strip_layout; >= 0',
        'viewport_width': "the strip's visible width; >= 0",
        'height': "the items' height, for vertical placement; >= 0; default 44",
        'content_leading_inset': "the layout style's item_padding + item_leading_padding: each item's content is centred between this",
        'content_trailing_inset': 'and item_padding + item_trailing_padding; >= 0; default 0',
    },
    'segpager_indicator_style': {
        'struct_size': 'sizeof(segpager_indicator_style)',
        'width_mode': 'IndicatorWidthMode; default CONTENT',
        'alignment': 'IndicatorAlignment; default CENTER',
        'placement': 'IndicatorPlacement; default BOTTOM',
        'transition': 'IndicatorTransition; default LINEAR',
        'easing': 'Easing; default LINEAR',
        'overscroll': 'IndicatorOverscroll; default CLAMP',
        'clamp_to_item': '0 or 1: never wider than the item minus its side insets (seed 003); default 0',
        'width': 'FIXED: > 0; default 20',
        'extra_width': "added in every mode, half on each side (seed 001's extend width); may be negative; default 0",
        'min_width': '>= 0; default 0',
        'max_width': '>= min_width, or 0 = no maximum; default 0',
        'height': "the line's thickness (not FILL); >= 0; default 2",
        'corner_radius': '>= 0; the output is at most half the smaller side, so a large value gives a pill; default 0',
        'leading_inset': "the item's box shrinks by it on the leading side (the right in RTL) before the indicator is placed in it (side insets wider than the item leave an empty box at their middle); >= 0; default 0",
        'top_inset': 'the box shrinks by it at the top; >= 0; default 0',
        'trailing_inset': 'on the trailing side (the left in RTL); >= 0; default 0',
        'bottom_inset': 'at the bottom; >= 0; default 0',
        'stretch': 'STRETCH: 0..1; default 1',
        'bezier_x1': 'CUBIC_BEZIER: in [0, 1]; default 0.42 (the four default to ease-in-out, (0.42, 0, 0.58, 1))',
        'bezier_y1': 'CUBIC_BEZIER; default 0',
        'bezier_x2': 'CUBIC_BEZIER: in [0, 1]; default 0.58',
        'bezier_y2': 'CUBIC_BEZIER; default 1',
        'rounded_corners': 'IndicatorCorners: which corners corner_radius rounds; default ALL',
        'reserved': '0',
    },
    'segpager_indicator': {
        'alpha': '1, except while FADE crosses over, and 0 for an empty strip',
    },
    'segpager_appearance_style': {
        'struct_size': 'sizeof(segpager_appearance_style)',
        'policy': 'AppearancePolicy; default GRADUAL',
        'color_space': 'ColorSpace; default SRGB',
        'normal_color': 'default opaque (0.2, 0.2, 0.2)',
        'selected_color': 'default opaque (0, 0.478, 1)',
        'selected_scale': "the title's scale when selected; > 0; default 1",
        'normal_emphasis': 'any number that interpolates like the colour (a font weight, a stroke width) in the normal state; default 0',
        'selected_emphasis': 'the same in the selected state; default 0',
    },
    'segpager_item_appearance': {
        'selection_weight': '0 (normal) .. 1 (selected): max(0, 1 - |p - i|) with p clamped to the items, or 0/1 ON_COMMIT',
        'color': 'exactly normal_color at 0 and selected_color at 1',
        'scale': '1 .. selected_scale',
        'emphasis': 'normal_emphasis .. selected_emphasis',
    },
    'segpager_strip_offset_style': {
        'struct_size': 'sizeof(segpager_strip_offset_style)',
        'policy': 'StripScrollPolicy; default CENTER',
        'containment': 'StripContainment; default CLAMP',
        'timing': 'StripScrollTiming; default PROGRESSIVE',
        'margin': '>= 0; default 0',
    },
    'segpager_snap_options': {
        'struct_size': 'sizeof(segpager_snap_options)',
        'align': "SnapAlignment; default CENTER (Embla's)",
        'contain': 'SnapContainment; default TRIM_SNAPS',
        'slides_to_scroll': 'items per group, 1..SEGPAGER_MAX_COUNT, or SEGPAGER_SLIDES_TO_SCROLL_AUTO; default 1',
        'loop': '0 or 1; default 0. A loop ignores contain',
        'reserved': 'must be 0',
        'align_fraction': 'for ALIGN_FRACTION; finite; default 0',
        'end_gap': 'space after the last item; >= 0; default 0',
        'pixel_tolerance': "Embla's pixelTolerance; >= 0; default 2 (0 is Embla's server-side rendering)",
    },
    'segpager_loop_point': {
        'index': 'the item',
        'edge': '0 = start edge, 1 = end edge',
        'offset': 'the strip/page offset where the shift changes',
        'shift_before': 'x shift below offset',
        'shift_after': 'x shift at or above offset',
    },
    'segpager_page_geometry': {
        'struct_size': 'sizeof(segpager_page_geometry)',
        'page_count': '0..SEGPAGER_MAX_COUNT; default 0',
        'direction': 'Direction; default LTR',
        'alignment': 'PageAlignment; default LEADING',
        'pad_ends': '0 or 1; default 1',
        'viewport_width': "the pager's width; >= 0; default 0",
        'page_width': '>= 0; 0 = viewport_width (full-width pages); default 0',
        'page_spacing': '>= 0; default 0. page + spacing must be > 0',
    },
    'segpager_spring': {
        'struct_size': 'sizeof(segpager_spring)',
        'reserved': '0',
        'response': "seconds; > 0; default 0.55 (SwiftUI's default spring)",
        'damping_ratio': '> 0 (1 critical); default 0.825',
        'mass': '> 0; default 1',
    },
    'segpager_paging_options': {
        'struct_size': 'sizeof(segpager_paging_options)',
        'profile': 'PagingProfile; default UIKIT',
        'max_pages': 'UIKIT, FREE, COMPOSE: >= 1; default 1',
        'looping': '0 or 1: pages wrap, the result is not clamped; default 0',
        'deceleration_rate': 'UIKIT, FREE: in (0, 1); default FAST (0.99)',
        'min_velocity': 'pt/s: slower counts as still; >= 0; default 100',
        'min_distance': 'pt: a shorter drag never flicks on; >= 0; default 0',
        'flick_velocity': "ANDROID, COMPOSE: pt/s; >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; the pager config's default is the same)",
        'flutter_tolerance': 'FLUTTER: pt/s; >= 0; default 20',
        'positional_threshold': "COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold, 56 dp). Since 0.8.0",
        'snap_positional_threshold': 'COMPOSE: fraction of a page in [0, 1]; default 0.5 (PagerDefaults.flingBehavior). Since 0.8.0',
    },
    'segpager_header_style': {
        'struct_size': 'sizeof(segpager_header_style)',
        'pull_down': 'HeaderPullDown; default STRETCH',
        'content_mode': 'HeaderContentMode; default FILL',
        'reserved': '0',
        'height': 'H; >= 0; default 0',
        'pinned_height': 'S; 0 <= S <= H; default 0',
        'pin_offset': '>= 0; default 0',
        'parallax': '0 (the content moves with the header) .. 1 (it stays while the header collapses over it); default 0',
        'content_height': "the content's own height (TOP, CENTER, BOTTOM, TOP_FILL); 0 = H; >= 0; default 0",
    },
    'segpager_header_frame': {
        'content': 'with the parallax and content mode',
        'strip': "the pinned part, at the header's bottom",
        'phase': 'HeaderPhase',
        'progress': '0 (expanded) .. 1 (pinned): fade a nav bar with it',
        'stretch_scale': "the header's height / H (> 1 while stretched)",
    },
    'segpager_scroll_split': {
        'header': "added to the header's collapse (0..R)",
        'list': "added to the list's own offset",
        'overscroll': 'left over: < 0 pulls down past the top, > 0 past the end',
    },
    'segpager_header_section': {
        'height': '>= 0',
        'min_height': '0..height: kept by EXIT_UNTIL_COLLAPSED, brought back first by ENTER_ALWAYS_COLLAPSED; ignored otherwise',
        'behavior': 'HeaderSectionBehavior',
        'flags': '0 or SEGPAGER_SECTION_FLAG_SNAP; with behavior SEGPAGER_SECTION_BY_FLAGS, SEGPAGER_SCROLL_FLAG_*',
    },
    'segpager_section_margins': {
        'margin_top': '>= 0; default 0',
        'margin_bottom': '>= 0; default 0',
    },
    'segpager_header_ranges': {
        'height': 'the whole stack',
        'collapse_range': "how far it scrolls up (AppBarLayout's totalScrollRange): the sections from the top while they scroll; an EXIT_UNTIL_COLLAPSED one counts height - min_height and ends the run, a PINNED one ends it",
        'pinned_height': 'height - collapse_range: what stays',
        'enter_range': "what comes back on a downward scroll before the list moves (downNestedPreScrollRange): from the bottom up, ENTER_ALWAYS sections' height and ENTER_ALWAYS_COLLAPSED ones' min_height, up to the first other section once something counted; at most collapse_range",
    },
    'segpager_pager_configuration': {
        'struct_size': 'sizeof(segpager_pager_configuration)',
        'commit_policy': 'CommitPolicy; default AT_HALF',
        'driver': 'ScrollDriver; default ENGINE',
        'tap_easing': 'Easing; CUBIC_BEZIER (since 0.8.0) takes tap_bezier; default EASE_IN_OUT',
        'settle_easing': 'Easing; CUBIC_BEZIER (since 0.8.0) takes settle_bezier; default EASE_OUT',
        'initial_index': "the page the pager rests on when its first items arrive (the first set_items or insert_item that brings any), clamped to them; the next frame reports it as SELECTED_CHANGED, cause PROGRAM. Applied once; a drag under way keeps its finger's page. Default 0",
        'page_alignment': 'PageAlignment; default LEADING',
        'pad_ends': '0 or 1; default 1',
        'prepare_radius': 'pages loaded ahead on each side of every page on screen; 0 = no preloading; >= 0; default 1',
        'keep_radius': 'loaded pages this close stay (at least the prepare radius); >= 0; default 1',
        'cache_limit': 'loaded pages kept beyond that, least recently needed evicted first; -1 = keep everything; >= -1; default 0',
        'reuse_slots': '0 or 1: a page that needs loading takes the slot of a page being evicted (one REUSE instead of UNLOAD + LOAD; seed 001); default 0',
        'looping': "0 or 1: the pages wrap (page n-1 is followed by page 0). Page offsets and positions then grow without bound (a lap is n pages), the selection is the position modulo n, a tap takes the short way round, and the strip repeats every content width: a frame's strip items are the copies on screen and its indicator is under the selected tab's copy on screen, however far the strip scrolled on its own (a front end that draws from the layout instead draws the items and the indicator again one period to each side of a strip that follows its policy). Offsets beyond 10^12 pages are E_RANGE (beyond 2^29 pages in a 32-bit build, such as the web door's wasm32 module, whose Ints would overflow past it). Default 0",
        'reserved': '0',
        'viewport_width': "the pager's width; >= 0; default 0 (set it)",
        'page_width': "0 = the viewport's; >= 0; default 0",
        'page_spacing': '>= 0; default 0',
        'strip_viewport_width': "0 = the pager's width; >= 0; default 0",
        'strip_height': "the tabs' height; >= 0; default 44",
        'tap_duration': 'seconds; >= 0; default 0.3 (seed 002; seed 000: 0.25)',
        'settle_duration': 'seconds; >= 0; default 0.3',
        'flick_velocity': "pt/s: a faster release moves on a page, in both settle modes (CURVE, and SPRING's ANDROID profile: the same value as segpager_paging_options.flick_velocity); >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; 300 before 0.8.0)",
        'settle_mode': "SettleMode; default SPRING (0.3.0's behaviour is CURVE)",
        'paging_profile': "SPRING: PagingProfile; default UIKIT. The defaults are the iOS profile; an Android-like profile is ANDROID (flick_velocity's default is already ViewPager2's 400) and the same critical spring",
        'spring_response': "SPRING: the settle spring's response, s; >= 1e-6 (since 0.8.0: a shorter spring is a jump, and its frequency squared overflowed, failing every release; > 0 before); default 0.35",
        'spring_damping_ratio': 'SPRING: > 0; default 1 (critical: no overshoot)',
        'rubber_band_coefficient': 'SPRING: drags past the first or last page rubber-band; >= 0, 0 clamps; default 0.55',
        'spring_mass': "SPRING: the settle spring's mass; > 0; default 1. With response and damping ratio fixed it scales stiffness and damping together, so the motion does not change (as SwiftUI's)",
        'tap_bezier_x1': "tap_easing CUBIC_BEZIER: the curve's x1, in [0, 1] (checked whatever the easing); default 0.42 (the four default to ease-in-out, (0.42, 0, 0.58, 1))",
        'tap_bezier_y1': "the curve's y1; default 0",
        'tap_bezier_x2': "the curve's x2, in [0, 1]; default 0.58",
        'tap_bezier_y2': "the curve's y2; default 1",
        'settle_bezier_x1': 'settle_easing CUBIC_BEZIER: as tap_bezier_x1; default 0.42',
        'settle_bezier_y1': 'as tap_bezier_y1; default 0',
        'settle_bezier_x2': 'as tap_bezier_x2; default 0.58',
        'settle_bezier_y2': 'as tap_bezier_y2; default 1',
        'notification_limit': "the most notifications kept for a caller whose notification array is too small (they wait for the next step); past it the oldest are dropped, SELECTED_CHANGED and HEADER_PHASE first (the frame has both states), and the frame's dropped_notifications counts them. >= 0; default 1024",
        'reserved2': '0',
        'touch_slop': "pointer events: how far a pointer moves before it drags anything, pt (a shorter one lifted in the strip is a tap); >= 0; default 10, UIScrollView's (Android's ViewConfiguration touch slop is 8 dp)",
        'wheel_settle_delay': 'WHEEL: the pages settle this long after the last one, s; >= 0; default 0.15',
        'list_deceleration_rate': "a flung list's velocity kept per millisecond (LIST_ENDED); in (0, 1); default 0.998 (UIScrollView's .normal; .fast is 0.99)",
        'touch_slop_fraction': "> 0: the slop grows with the pager, to this fraction of viewport_width, at least touch_slop and at most touch_slop_maximum (Embla's goToNextThreshold has this shape: clamp(0.2 x view, 50, 225) px); in [0, 1]; default 0 (a fixed slop)",
        'touch_slop_maximum': "the relative slop's upper bound; >= 0; default 0 (none)",
        'integrator_duration': "INTEGRATOR: Embla's duration, the body's stiffness in steps; >= 1; default 25",
        'integrator_friction': "INTEGRATOR: Embla's friction, the velocity kept per step; in (0, 1); default 0.68",
        'list_fling_profile': 'ListFlingProfile: how a flung list decelerates; default UIKIT. Since 0.8.0',
        'reserved3': '0. Since 0.8.0',
        'strip_deceleration_rate': "the strip flung on its own (StripPhase): its velocity kept per millisecond; in (0, 1); default 0.998 (UIScrollView's .normal)",
        'far_transition': "FarTransition: how a tap or an animated SELECT reaches a page that is not beside the one on screen; default ADJACENT. The strip and the indicator go straight to the target in every mode. A HOST driver's pages are where its offsets put them (SWEEP). Since 0.8.0",
        'pre_jump_distance': "PRE_JUMP: the pages jump to within this many pages of the target, then scroll; >= 1; default 3 (ViewPager2's). Since 0.8.0",
        'paging_max_pages': 'UIKIT, FREE, COMPOSE: the most pages one fling moves; >= 1; default 1',
        'reserved4': '0. Since 0.8.0',
        'paging_deceleration_rate': "UIKIT, FREE: the release's projection, velocity kept per millisecond; in (0, 1); default 0.99 (UIScrollView's .fast)",
        'paging_min_velocity': 'pt/s: a slower release counts as still; >= 0; default 100',
        'paging_min_distance': 'pt: a shorter drag never flicks on; >= 0; default 0',
        'paging_flutter_tolerance': 'FLUTTER: pt/s; >= 0; default 20',
        'paging_positional_threshold': "COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold)",
        'paging_snap_positional_threshold': 'COMPOSE: fraction of a page in [0, 1]; default 0.5',
    },
    'segpager_pager_header': {
        'struct_size': 'sizeof(segpager_pager_header)',
        'list_sync': "ListSyncPolicy: the offset a page's list takes when the page starts to appear; default KEEP_OWN (the collapse is shared, so each list keeps its own offset and the header never jumps); SYNC: seed 004 (a list appearing under a header that is not pinned starts at its top); RESET_TO_TOP: always at its top",
        'refresh_zone': 'RefreshZone; default HEADER',
        'nested_mode': 'with no sections: NestedScrollMode of the collapse range; default EXIT_UNTIL_COLLAPSED (seed 001)',
        'snap': 'with no sections: 0 or 1, the collapse range snaps (SEGPAGER_SECTION_FLAG_SNAP); default 0',
        'reserved': '0',
        'enter_height': 'with no sections, ENTER_ALWAYS_COLLAPSED: >= 0; default 0',
        'snap_velocity': 'pt/s: a faster release snaps in its direction, a slower one to the nearer edge; >= 0; default 300',
        'refresh_distance': 'a pull released this far starts a refresh; 0 = never; >= 0; default 0',
        'list_max_offset': "a list's largest own offset until LIST_RESIZED says; -1 = unbounded; >= 0 or -1; default -1",
        'snap_animation': 'HeaderSnapAnimation; default SPRING (since 0.8.0; a 0.7.0-sized struct gets the default)',
        'reserved2': '0',
    },
    'segpager_event': {
        'kind': 'SEGPAGER_EVENT_*',
        'flags': 'SELECT: SEGPAGER_EVENT_ANIMATED',
        'reserved': '0',
        'width': 'RESIZED',
    },
    'segpager_notification': {
        'kind': 'NotificationKind',
        'page': 'the page (item) index, valid when the event happened',
        'id': "the page's stable id",
        'time': 'the time of the event that caused it',
    },
    'segpager_page_visibility': {
        'page': 'index',
        'visibility': '0 < v <= 1: the fraction of its width that shows',
        'x': "its left edge in the pager's viewport, pt (visual coordinates, as item frames: in RTL too); negative when cut at the left. Since 0.8.0",
        'width': "its width, pt (page_width, or the viewport's). Since 0.8.0",
    },
    'segpager_frame': {
        'struct_size': 'sizeof(segpager_frame), set by the caller',
        'phase': 'PagerPhase',
        'selected_index': 'SEGPAGER_NONE with no items',
        'transition_target': 'TRANSITIONING: the target; else SEGPAGER_NONE',
        'first_visible_item': "the first appearance's item, or SEGPAGER_NONE",
        'time': "the last event's time",
        'page_offset': 'the offset the pages are at (a far tap: by far_transition; ADJACENT re-bases it once). Draw the pages from their placements (segpager_page_visibility.x), not from it',
        'position': 'the page offset as a position',
        'target_page_offset': 'where the pages are heading (settle or tap)',
        'transition_progress': 'TRANSITIONING: 0..1',
        'appearance_count': 'visible items (may exceed the capacity)',
        'notification_count': 'notifications written',
        'pending_notifications': "not written for lack of room: kept, in order, for the next call (at most the config's notification_limit)",
        'page_count': 'pages with a share (may exceed the capacity)',
        'has_header': '0 or 1',
        'refreshing': '1 from a REFRESH notification to REFRESH_ENDED',
        'header_animating': '1 while a snap or pull-back runs: keep ticking',
        'header': "drawn at the pull (refresh zone HEADER, pull < 0) or at header_offset; the lists' viewports start at header.header.y + header.header.height",
        'header_offset': "the stack's collapse, 0..collapse_range",
        'pull': '<= 0: how far the content is pulled past its top (drawn by the header or, in refresh zone LIST, inside the selected list)',
        'list_offset': "the selected page's list's own offset, >= 0",
        'split': "this step's LIST_SCROLLED deltas and list fling distances as shared: header + list + overscroll == their sum (overscroll: to the pull, or past the list's end; a fling's is 0)",
        'dropped_notifications': "notifications this step discarded: all of them when the notification array is NULL (a caller that wants none), else those past notification_limit. After a drop the lifecycle stream is incomplete: resync from the frame's selection and pages",
        'strip_content_width': "the strip's content width (its viewport's when the items fit), as segpager_strip_layout",
        'strip_scrolls': "1 when the content is wider than the strip's viewport",
        'indicator_corners': "IndicatorCorners: which corners the indicator's corner_radius rounds",
        'reserved3': '0',
        'strip_phase': 'StripPhase: what moves the strip (DECELERATING and RETURNING: keep ticking)',
        'gesture': 'PagerGesture: what the pointer does',
        'list_animating': '1 while a list fling runs: keep ticking (see "List flings" at the LIST_* events)',
    },
    'segpager_strip_item': {
        'item': "the item's index (real, also when looping)",
        'has_subtitle': '1: the item has a subtitle (a subtitle width in either state), even when its box is zero wide in this frame; 0: none',
        'frame': 'the item; when looping, the copy on screen',
        'title': "the title's box",
        'subtitle': "the subtitle's box; all zero when has_subtitle is 0",
    },
    'segpager_step_buffers': {
        'struct_size': 'sizeof(segpager_step_buffers)',
        'reserved': '0',
        'appearances': "the visible items' look",
        'notifications': 'since the last call',
        'pages': 'the pages with a share',
        'list_offsets': "list_offsets[k]: pages[k].page's list offset (set by list_sync when the page starts to appear)",
        'strip_items': 'strip_items[k]: the item of appearances[k] as drawn (frame and label boxes); appearance_count of them. NULL: none wanted (never TRUNCATED)',
    },
    'segpager_run_buffers': {
        'struct_size': 'sizeof(segpager_run_buffers)',
        'reserved': '0',
        'frames': "frame_count records, frame_stride bytes apart, 8-byte aligned; each starts with a segpager_frame of frame_size bytes (the run sets its struct_size; the rest of a record is the caller's and is never written)",
        'frame_size': "sizeof(segpager_frame), or an older size (at least 0.6.0's, up to page_count), which gets the fields its release had, as a step's frame does",
        'frame_stride': '>= frame_size, a multiple of 8',
        'notifications': "every frame's notifications, in order; NULL: none wanted (dropped, counted in each record's dropped_notifications)",
        'notification_frames': 'notification_frames[k]: the frame of notifications[k]',
        'notification_capacity': 'of both arrays (0 with both NULL)',
    },
}


STRUCTS: Final[dict[str, type[ctypes.Structure]]] = {
    'segpager_item_metrics': CItemMetrics,
    'segpager_item_frame': CItemFrame,
    'segpager_strip_style': CStripStyle,
    'segpager_strip_geometry': CStripGeometry,
    'segpager_indicator_style': CIndicatorStyle,
    'segpager_indicator': CIndicator,
    'segpager_color': CColor,
    'segpager_appearance_style': CAppearanceStyle,
    'segpager_item_appearance': CItemAppearance,
    'segpager_strip_offset_style': CStripOffsetStyle,
    'segpager_snap_options': CSnapOptions,
    'segpager_loop_point': CLoopPoint,
    'segpager_page_geometry': CPageGeometry,
    'segpager_spring': CSpring,
    'segpager_paging_options': CPagingOptions,
    'segpager_header_style': CHeaderStyle,
    'segpager_rect': CRect,
    'segpager_header_frame': CHeaderFrame,
    'segpager_scroll_split': CScrollSplit,
    'segpager_header_section': CHeaderSection,
    'segpager_section_margins': CSectionMargins,
    'segpager_header_ranges': CHeaderRanges,
    'segpager_pager_configuration': CPagerConfiguration,
    'segpager_pager_header': CPagerHeader,
    'segpager_event': CEvent,
    'segpager_notification': CNotification,
    'segpager_page_visibility': CPageVisibility,
    'segpager_frame': CFrame,
    'segpager_strip_item': CStripItem,
    'segpager_step_buffers': CStepBuffers,
    'segpager_run_buffers': CRunBuffers,
}

#: Opaque handle types: a pointer to one travels as ``c_void_p``.
OPAQUE: Final = ('segpager_pager',)

# --- prototypes: (restype, argtypes) of every SEGPAGER_API function -------

PROTOTYPES: Final[dict[str, tuple[Any, tuple[Any, ...]]]] = {
    'segpager_version': (c_uint32, ()),
    'segpager_version_string': (c_char_p, ()),
    'segpager_status_name': (c_char_p, (c_int,)),
    'segpager_status_string': (c_char_p, (c_int,)),
    'segpager_last_error_message': (c_char_p, ()),
    'segpager_strip_style_init': (c_int, (POINTER(CStripStyle),)),
    'segpager_strip_layout': (c_int, (POINTER(CStripStyle), POINTER(CItemMetrics), c_size_t, c_double, POINTER(CItemFrame), c_size_t, POINTER(c_size_t), POINTER(c_double), POINTER(c_int32))),
    'segpager_strip_hit_test': (c_int, (POINTER(CItemFrame), c_size_t, c_double, POINTER(c_int32))),
    'segpager_strip_visible_range': (c_int, (POINTER(CItemFrame), c_size_t, c_double, c_double, POINTER(c_int32), POINTER(c_int32))),
    'segpager_strip_geometry_init': (c_int, (POINTER(CStripGeometry),)),
    'segpager_indicator_style_init': (c_int, (POINTER(CIndicatorStyle),)),
    'segpager_indicator_rect': (c_int, (POINTER(CStripGeometry), POINTER(CIndicatorStyle), c_double, c_int32, POINTER(CIndicator))),
    'segpager_indicator_rects': (c_int, (POINTER(CStripGeometry), POINTER(CIndicatorStyle), c_int32, c_int32, POINTER(CIndicator), c_size_t, POINTER(c_size_t))),
    'segpager_appearance_style_init': (c_int, (POINTER(CAppearanceStyle),)),
    'segpager_item_appearances': (c_int, (POINTER(CStripGeometry), POINTER(CAppearanceStyle), c_double, c_int32, c_int32, c_int32, POINTER(CItemAppearance), c_size_t, POINTER(c_size_t))),
    'segpager_strip_offset_style_init': (c_int, (POINTER(CStripOffsetStyle),)),
    'segpager_strip_offset': (c_int, (POINTER(CStripGeometry), POINTER(CStripOffsetStyle), c_double, c_int32, c_double, POINTER(c_double))),
    'segpager_strip_state': (c_int, (POINTER(CStripGeometry), POINTER(CIndicatorStyle), POINTER(CAppearanceStyle), POINTER(CStripOffsetStyle), c_double, c_int32, c_double, POINTER(c_double), POINTER(CIndicator), POINTER(CItemAppearance), c_size_t, POINTER(c_size_t), POINTER(c_int32))),
    'segpager_snap_options_init': (c_int, (POINTER(CSnapOptions),)),
    'segpager_snap_groups': (c_int, (POINTER(CItemFrame), c_size_t, c_double, POINTER(CSnapOptions), POINTER(c_int32), c_size_t, POINTER(c_size_t))),
    'segpager_scroll_snaps': (c_int, (POINTER(CItemFrame), c_size_t, c_double, POINTER(CSnapOptions), POINTER(c_double), c_size_t, POINTER(c_size_t), POINTER(c_int32))),
    'segpager_loop_points': (c_int, (POINTER(CItemFrame), c_size_t, c_double, POINTER(CSnapOptions), POINTER(CLoopPoint), c_size_t, POINTER(c_size_t), POINTER(c_int32))),
    'segpager_loop_shifts': (c_int, (POINTER(CItemFrame), c_size_t, c_double, POINTER(CSnapOptions), c_double, POINTER(c_double))),
    'segpager_page_geometry_init': (c_int, (POINTER(CPageGeometry),)),
    'segpager_page_position': (c_int, (POINTER(CPageGeometry), c_double, POINTER(c_double))),
    'segpager_page_offset': (c_int, (POINTER(CPageGeometry), c_double, POINTER(c_double))),
    'segpager_page_offset_range': (c_int, (POINTER(CPageGeometry), POINTER(c_double), POINTER(c_double))),
    'segpager_page_offset_after_resize': (c_int, (POINTER(CPageGeometry), POINTER(CPageGeometry), c_double, POINTER(c_double))),
    'segpager_selected_index': (c_int, (c_double, c_int32, c_int32, POINTER(c_int32))),
    'segpager_deceleration_state': (c_int, (c_double, c_double, c_double, POINTER(c_double), POINTER(c_double))),
    'segpager_deceleration_projection': (c_int, (c_double, c_double, POINTER(c_double))),
    'segpager_deceleration_duration': (c_int, (c_double, c_double, c_double, POINTER(c_double))),
    'segpager_rubber_band': (c_int, (c_double, c_double, c_double, POINTER(c_double))),
    'segpager_rubber_band_inverse': (c_int, (c_double, c_double, c_double, POINTER(c_double))),
    'segpager_spring_init': (c_int, (POINTER(CSpring),)),
    'segpager_spring_state': (c_int, (POINTER(CSpring), c_double, c_double, c_double, POINTER(c_double), POINTER(c_double))),
    'segpager_spring_settling_time': (c_int, (POINTER(CSpring), c_double, c_double, c_double, POINTER(c_double))),
    'segpager_cubic_bezier': (c_int, (c_double, c_double, c_double, c_double, c_double, POINTER(c_double))),
    'segpager_spline_fling': (c_int, (c_double, c_double, c_double, POINTER(c_double), POINTER(c_double))),
    'segpager_spline_fling_state': (c_int, (c_double, c_double, c_double, c_double, POINTER(c_double), POINTER(c_double))),
    'segpager_paging_options_init': (c_int, (POINTER(CPagingOptions),)),
    'segpager_paging_target': (c_int, (POINTER(CPagingOptions), POINTER(CPageGeometry), c_double, c_double, c_int32, POINTER(c_int32))),
    'segpager_paging_dragging_target': (c_int, (POINTER(CPagingOptions), POINTER(CPageGeometry), c_double, c_int32, POINTER(c_int32))),
    'segpager_velocity_estimate': (c_int, (POINTER(c_double), POINTER(c_double), c_size_t, POINTER(c_double))),
    'segpager_header_style_init': (c_int, (POINTER(CHeaderStyle),)),
    'segpager_header_frame_at': (c_int, (POINTER(CHeaderStyle), c_double, c_double, POINTER(CHeaderFrame))),
    'segpager_header_list_offset': (c_int, (POINTER(CHeaderStyle), c_int32, c_double, c_double, POINTER(c_double))),
    'segpager_nested_scroll': (c_int, (POINTER(CHeaderStyle), c_int32, c_double, c_double, c_double, c_double, c_double, POINTER(CScrollSplit))),
    'segpager_header_section_init': (c_int, (POINTER(CHeaderSection),)),
    'segpager_header_stack_ranges': (c_int, (POINTER(CHeaderSection), c_size_t, POINTER(CHeaderRanges))),
    'segpager_header_stack_scroll': (c_int, (POINTER(CHeaderSection), c_size_t, c_double, c_double, c_double, c_double, POINTER(CScrollSplit))),
    'segpager_header_stack_snap_target': (c_int, (POINTER(CHeaderSection), c_size_t, c_double, POINTER(c_double))),
    'segpager_header_stack_ranges_with_margins': (c_int, (POINTER(CHeaderSection), POINTER(CSectionMargins), c_size_t, POINTER(CHeaderRanges))),
    'segpager_header_stack_scroll_with_margins': (c_int, (POINTER(CHeaderSection), POINTER(CSectionMargins), c_size_t, c_double, c_double, c_double, c_double, POINTER(CScrollSplit))),
    'segpager_header_stack_snap_target_with_margins': (c_int, (POINTER(CHeaderSection), POINTER(CSectionMargins), c_size_t, c_double, POINTER(c_double))),
    'segpager_header_snap_duration': (c_int, (c_double, c_double, c_double, POINTER(c_double))),
    'segpager_header_snap_target': (c_int, (POINTER(CHeaderStyle), c_double, c_double, c_double, POINTER(c_double))),
    'segpager_header_min_content_height': (c_int, (POINTER(CHeaderStyle), c_double, POINTER(c_double))),
    'segpager_gesture_axis': (c_int, (c_double, c_double, c_double, c_double, POINTER(c_int32))),
    'segpager_pager_configuration_init': (c_int, (POINTER(CPagerConfiguration),)),
    'segpager_pager_configuration_init_preset': (c_int, (POINTER(CPagerConfiguration), c_int32)),
    'segpager_pager_create': (c_int, (POINTER(CPagerConfiguration), POINTER(c_void_p))),
    'segpager_pager_destroy': (c_int, (c_void_p,)),
    'segpager_pager_set_strip_style': (c_int, (c_void_p, POINTER(CStripStyle))),
    'segpager_pager_set_indicator_style': (c_int, (c_void_p, POINTER(CIndicatorStyle))),
    'segpager_pager_set_appearance_style': (c_int, (c_void_p, POINTER(CAppearanceStyle))),
    'segpager_pager_set_strip_offset_style': (c_int, (c_void_p, POINTER(CStripOffsetStyle))),
    'segpager_pager_set_paging_options': (c_int, (c_void_p, POINTER(CPagingOptions))),
    'segpager_pager_set_items': (c_int, (c_void_p, POINTER(c_int64), POINTER(CItemMetrics), c_size_t)),
    'segpager_pager_insert_item': (c_int, (c_void_p, c_int32, c_int64, POINTER(CItemMetrics))),
    'segpager_pager_remove_item': (c_int, (c_void_p, c_int32)),
    'segpager_pager_move_item': (c_int, (c_void_p, c_int32, c_int32)),
    'segpager_pager_get_items': (c_int, (c_void_p, POINTER(c_int64), POINTER(CItemMetrics), c_size_t, POINTER(c_size_t))),
    'segpager_pager_get_configuration': (c_int, (c_void_p, POINTER(CPagerConfiguration))),
    'segpager_pager_header_init': (c_int, (POINTER(CPagerHeader),)),
    'segpager_pager_set_header': (c_int, (c_void_p, POINTER(CHeaderStyle), POINTER(CHeaderSection), c_size_t, POINTER(CPagerHeader))),
    'segpager_pager_set_header_with_margins': (c_int, (c_void_p, POINTER(CHeaderStyle), POINTER(CHeaderSection), POINTER(CSectionMargins), c_size_t, POINTER(CPagerHeader))),
    'segpager_pager_remove_header': (c_int, (c_void_p,)),
    'segpager_pager_step': (c_int, (c_void_p, POINTER(CEvent), c_size_t, POINTER(CFrame), POINTER(CItemAppearance), c_size_t, POINTER(CNotification), c_size_t, POINTER(CPageVisibility), c_size_t)),
    'segpager_step_buffers_init': (c_int, (POINTER(CStepBuffers),)),
    'segpager_pager_step_into': (c_int, (c_void_p, POINTER(CEvent), c_size_t, POINTER(CFrame), POINTER(CStepBuffers))),
    'segpager_pager_last_frame': (c_int, (c_void_p, POINTER(CFrame), POINTER(CStepBuffers))),
    'segpager_run_buffers_init': (c_int, (POINTER(CRunBuffers),)),
    'segpager_pager_run': (c_int, (c_void_p, POINTER(CEvent), POINTER(c_uint32), c_size_t, c_size_t, POINTER(CRunBuffers), POINTER(c_size_t), POINTER(c_size_t))),
}

# --- defaults: what each segpager_<struct>_init writes -------------------

DEFAULTS: Final[dict[str, dict[str, Any]]] = {
    'segpager_strip_style': {
        'width_mode': 1,
        'fit_policy': 0,
        'direction': 0,
        'selected_width_mode': 0,
        'selected_index': 0,
        'item_width': 0.0,
        'visible_count': 4.0,
        'item_padding': 0.0,
        'min_item_width': 0.0,
        'max_item_width': 0.0,
        'spacing': 0.0,
        'leading_inset': 0.0,
        'trailing_inset': 0.0,
        'item_leading_padding': 0.0,
        'item_trailing_padding': 0.0,
        'widest_gutter': 16.0,
        'max_item_width_margin': 0.0,
    },
    'segpager_strip_geometry': {
        'direction': 0,
        'count': 0,
        'content_width': 0.0,
        'viewport_width': 0.0,
        'height': 44.0,
        'content_leading_inset': 0.0,
        'content_trailing_inset': 0.0,
    },
    'segpager_indicator_style': {
        'width_mode': 1,
        'alignment': 0,
        'placement': 0,
        'transition': 0,
        'easing': 0,
        'overscroll': 0,
        'clamp_to_item': 0,
        'width': 20.0,
        'extra_width': 0.0,
        'min_width': 0.0,
        'max_width': 0.0,
        'height': 2.0,
        'corner_radius': 0.0,
        'leading_inset': 0.0,
        'top_inset': 0.0,
        'trailing_inset': 0.0,
        'bottom_inset': 0.0,
        'stretch': 1.0,
        'bezier_x1': 0.42,
        'bezier_y1': 0.0,
        'bezier_x2': 0.58,
        'bezier_y2': 1.0,
        'rounded_corners': 0,
    },
    'segpager_appearance_style': {
        'policy': 0,
        'color_space': 0,
        'normal_color': {'red': 0.2, 'green': 0.2, 'blue': 0.2, 'alpha': 1.0},
        'selected_color': {'red': 0.0, 'green': 0.478, 'blue': 1.0, 'alpha': 1.0},
        'selected_scale': 1.0,
        'normal_emphasis': 0.0,
        'selected_emphasis': 0.0,
    },
    'segpager_strip_offset_style': {
        'policy': 1,
        'containment': 0,
        'timing': 0,
        'margin': 0.0,
    },
    'segpager_snap_options': {
        'align': 1,
        'contain': 1,
        'slides_to_scroll': 1,
        'loop': 0,
        'align_fraction': 0.0,
        'end_gap': 0.0,
        'pixel_tolerance': 2.0,
    },
    'segpager_page_geometry': {
        'page_count': 0,
        'direction': 0,
        'alignment': 0,
        'pad_ends': 1,
        'viewport_width': 0.0,
        'page_width': 0.0,
        'page_spacing': 0.0,
    },
    'segpager_spring': {
        'response': 0.55,
        'damping_ratio': 0.825,
        'mass': 1.0,
    },
    'segpager_paging_options': {
        'profile': 0,
        'max_pages': 1,
        'looping': 0,
        'deceleration_rate': 0.99,
        'min_velocity': 100.0,
        'min_distance': 0.0,
        'flick_velocity': 400.0,
        'flutter_tolerance': 20.0,
        'positional_threshold': 56.0,
        'snap_positional_threshold': 0.5,
    },
    'segpager_header_style': {
        'pull_down': 0,
        'content_mode': 0,
        'height': 0.0,
        'pinned_height': 0.0,
        'pin_offset': 0.0,
        'parallax': 0.0,
        'content_height': 0.0,
    },
    'segpager_header_section': {
        'height': 0.0,
        'min_height': 0.0,
        'behavior': 0,
        'flags': 0,
    },
    'segpager_pager_configuration': {
        'commit_policy': 0,
        'driver': 0,
        'tap_easing': 4,
        'settle_easing': 3,
        'initial_index': 0,
        'page_alignment': 0,
        'pad_ends': 1,
        'prepare_radius': 1,
        'keep_radius': 1,
        'cache_limit': 0,
        'reuse_slots': 0,
        'looping': 0,
        'viewport_width': 0.0,
        'page_width': 0.0,
        'page_spacing': 0.0,
        'strip_viewport_width': 0.0,
        'strip_height': 44.0,
        'tap_duration': 0.3,
        'settle_duration': 0.3,
        'flick_velocity': 400.0,
        'settle_mode': 1,
        'paging_profile': 0,
        'spring_response': 0.35,
        'spring_damping_ratio': 1.0,
        'rubber_band_coefficient': 0.55,
        'spring_mass': 1.0,
        'tap_bezier_x1': 0.42,
        'tap_bezier_y1': 0.0,
        'tap_bezier_x2': 0.58,
        'tap_bezier_y2': 1.0,
        'settle_bezier_x1': 0.42,
        'settle_bezier_y1': 0.0,
        'settle_bezier_x2': 0.58,
        'settle_bezier_y2': 1.0,
        'notification_limit': 1024,
        'touch_slop': 10.0,
        'wheel_settle_delay': 0.15,
        'list_deceleration_rate': 0.998,
        'touch_slop_fraction': 0.0,
        'touch_slop_maximum': 0.0,
        'integrator_duration': 25.0,
        'integrator_friction': 0.68,
        'list_fling_profile': 0,
        'strip_deceleration_rate': 0.998,
        'far_transition': 0,
        'pre_jump_distance': 3,
        'paging_max_pages': 1,
        'paging_deceleration_rate': 0.99,
        'paging_min_velocity': 100.0,
        'paging_min_distance': 0.0,
        'paging_flutter_tolerance': 20.0,
        'paging_positional_threshold': 56.0,
        'paging_snap_positional_threshold': 0.5,
    },
    'segpager_pager_header': {
        'list_sync': 1,
        'refresh_zone': 0,
        'nested_mode': 0,
        'snap': 0,
        'enter_height': 0.0,
        'snap_velocity': 300.0,
        'refresh_distance': 0.0,
        'list_max_offset': -1.0,
        'snap_animation': 0,
    },
    'segpager_step_buffers': {
        'appearance_capacity': 0,
        'notification_capacity': 0,
        'page_capacity': 0,
        'list_offset_capacity': 0,
        'strip_item_capacity': 0,
    },
    'segpager_run_buffers': {
        'frame_size': 376,
        'frame_stride': 376,
        'notification_capacity': 0,
    },
}


# --- nested values: Swift types the options nest, with no C struct ------



@dataclass(frozen=True)
class CubicBezier:
    """A cubic Bezier timing curve from (0, 0) to (1, 1) through the control points (x1,
    y1) and (x2, y2), as CSS's cubic-bezier() gives it (the default is ease-in-out). An
    easing uses it when the easing is CUBIC_BEZIER; it is checked whatever the easing.
    """

    #: the first control point's x, in [0, 1]
    x1: float = 0.42
    #: the first control point's y
    y1: float = 0.0
    #: the second control point's x, in [0, 1]
    x2: float = 0.58
    #: the second control point's y
    y2: float = 1.0


@dataclass(frozen=True)
class PageWindowPolicy:
    """Which pages are loaded: those on screen, prepare_radius more on each side, those
    within keep_radius kept, and cache_limit more beyond, least recently needed evicted
    first.
    """

    #: pages loaded ahead on each side of every page on screen; 0 = no preloading; >= 0; default
    #: 1
    prepare_radius: int = 1
    #: loaded pages this close stay (at least the prepare radius); >= 0; default 1
    keep_radius: int = 1
    #: loaded pages kept beyond that, least recently needed evicted first; -1 = keep everything;
    #: >= -1; default 0
    cache_limit: int = 0
    #: 0 or 1: a page that needs loading takes the slot of a page being evicted (one REUSE
    #: instead of UNLOAD + LOAD; seed 001); default 0
    reuse: bool = False


@dataclass(frozen=True)
class Deceleration:
    """An exponential deceleration, UIScrollView's: the velocity kept per millisecond
    (UIScrollView.DecelerationRate's .normal is 0.998, .fast 0.99).
    """

    #: the velocity kept per millisecond; in (0, 1)
    rate: float


@dataclass(frozen=True)
class IntegratorBody:
    """Embla's settle body (settle_mode INTEGRATOR): a velocity integrator whose duration
    is its stiffness in steps and friction the velocity kept per step.
    """

    #: INTEGRATOR: Embla's duration, the body's stiffness in steps; >= 1; default 25
    duration: float = 25.0
    #: INTEGRATOR: Embla's friction, the velocity kept per step; in (0, 1); default 0.68
    friction: float = 0.68


# --- option fields: generated dataclasses (DATACLASSES) ------------------



@dataclass(frozen=True)
class StripStyleFields:
    """The fields of ``segpager_strip_style``, defaults as ``segpager_strip_style_init`` writes them."""

    #: SEGPAGER_WIDTH_*; default INTRINSIC
    width_mode: WidthMode = WidthMode.INTRINSIC
    #: SEGPAGER_FIT_*; default LEADING
    fit_policy: FitPolicy = FitPolicy.LEADING
    #: SEGPAGER_DIRECTION_*; default LTR
    direction: Direction = Direction.LTR
    #: SEGPAGER_SELECTED_WIDTH_*; default RESERVE
    selected_width_mode: SelectedWidthMode = SelectedWidthMode.RESERVE
    #: SELECTED_ONLY only: 0..count-1, else SEGPAGER_E_INDEX; default 0
    selected_index: int = 0
    #: FIXED only: > 0; default 0 (must be set)
    item_width: float = 0.0
    #: VISIBLE_COUNT only: > 0; default 4
    visible_count: float = 4.0
    #: INTRINSIC, FILL: added on each side of the content; >= 0; default 0
    item_padding: float = 0.0
    #: every mode but FIXED; >= 0; default 0
    min_item_width: float = 0.0
    #: every mode but FIXED; >= min_item_width, or 0 = no maximum; default 0
    max_item_width: float = 0.0
    #: between neighbouring items; >= 0; default 0
    spacing: float = 0.0
    #: before the first item (at the right in RTL); >= 0; default 0
    leading_inset: float = 0.0
    #: after the last item; >= 0; default 0
    trailing_inset: float = 0.0
    #: added to item_padding on each item's leading side (the right in RTL); >= 0; default 0
    item_leading_padding: float = 0.0
    #: added to item_padding on its trailing side; >= 0; default 0. INTRINSIC and FILL widen the
    #: item by both; in every mode the content (title + subtitle) is centred between the two
    #: paddings, which is where the indicator's CONTENT_LEADING and TITLE_CENTER alignments and
    #: the frame's label boxes put it
    item_trailing_padding: float = 0.0
    #: WIDEST: the margin the row must leave on each side; >= 0; default 16 (Material's
    #: FIXED_WRAP_GUTTER_MIN, 16 dp)
    widest_gutter: float = 16.0
    #: > 0: no item wider than the viewport less this (every mode but FIXED), on top of
    #: max_item_width: Material's tab maximum without tabMaxWidth is the viewport less 56 dp; >=
    #: 0; default 0 (none)
    max_item_width_margin: float = 0.0


@dataclass(frozen=True)
class PageGeometryFields:
    """The fields of ``segpager_page_geometry``, defaults as ``segpager_page_geometry_init`` writes them."""

    #: 0..SEGPAGER_MAX_COUNT; default 0
    page_count: int = 0
    #: SEGPAGER_DIRECTION_*; default LTR
    direction: Direction = Direction.LTR
    #: SEGPAGER_PAGE_ALIGN_*; default LEADING
    alignment: PageAlignment = PageAlignment.LEADING
    #: 0 or 1; default 1
    pad_ends: bool = True
    #: the pager's width; >= 0; default 0
    viewport_width: float = 0.0
    #: >= 0; 0 = viewport_width (full-width pages); default 0
    page_width: float = 0.0
    #: >= 0; default 0. page + spacing must be > 0
    page_spacing: float = 0.0


@dataclass(frozen=True)
class IndicatorStyleFields:
    """The fields of ``segpager_indicator_style``, defaults as ``segpager_indicator_style_init`` writes them."""

    #: SEGPAGER_INDICATOR_WIDTH_*; default CONTENT
    width_mode: IndicatorWidthMode = IndicatorWidthMode.CONTENT
    #: SEGPAGER_INDICATOR_ALIGN_*; default CENTER
    alignment: IndicatorAlignment = IndicatorAlignment.CENTER
    #: SEGPAGER_INDICATOR_PLACEMENT_*; default BOTTOM
    placement: IndicatorPlacement = IndicatorPlacement.BOTTOM
    #: SEGPAGER_INDICATOR_TRANSITION_*; default LINEAR
    transition: IndicatorTransition = IndicatorTransition.LINEAR
    #: SEGPAGER_EASING_*; default LINEAR
    easing: Easing = Easing.LINEAR
    #: SEGPAGER_OVERSCROLL_*; default CLAMP
    overscroll: IndicatorOverscroll = IndicatorOverscroll.CLAMP
    #: 0 or 1: never wider than the item minus its side insets (seed 003); default 0
    clamp_to_item: bool = False
    #: FIXED: > 0; default 20
    width: float = 20.0
    #: added in every mode, half on each side (seed 001's extend width); may be negative; default
    #: 0
    extra_width: float = 0.0
    #: >= 0; default 0
    min_width: float = 0.0
    #: >= min_width, or 0 = no maximum; default 0
    max_width: float = 0.0
    #: the line's thickness (not FILL); >= 0; default 2
    height: float = 2.0
    #: >= 0; the output is at most half the smaller side, so a large value gives a pill; default
    #: 0
    corner_radius: float = 0.0
    #: the item's box shrinks by it on the leading side (the right in RTL) before the indicator
    #: is placed in it (side insets wider than the item leave an empty box at their middle); >=
    #: 0; default 0
    leading_inset: float = 0.0
    #: the box shrinks by it at the top; >= 0; default 0
    top_inset: float = 0.0
    #: on the trailing side (the left in RTL); >= 0; default 0
    trailing_inset: float = 0.0
    #: at the bottom; >= 0; default 0
    bottom_inset: float = 0.0
    #: STRETCH: 0..1; default 1
    stretch: float = 1.0
    #: CUBIC_BEZIER: in [0, 1]; default 0.42 (the four default to ease-in-out, (0.42, 0, 0.58,
    #: 1))
    bezier_x1: float = 0.42
    #: CUBIC_BEZIER; default 0
    bezier_y1: float = 0.0
    #: CUBIC_BEZIER: in [0, 1]; default 0.58
    bezier_x2: float = 0.58
    #: CUBIC_BEZIER; default 1
    bezier_y2: float = 1.0
    #: SEGPAGER_CORNERS_*: which corners corner_radius rounds; default ALL
    rounded_corners: IndicatorCorners = IndicatorCorners.ALL


@dataclass(frozen=True)
class StripOffsetStyleFields:
    """The fields of ``segpager_strip_offset_style``, defaults as ``segpager_strip_offset_style_init`` writes them."""

    #: SEGPAGER_STRIP_SCROLL_*; default CENTER
    policy: StripScrollPolicy = StripScrollPolicy.CENTER
    #: SEGPAGER_CONTAIN_*; default CLAMP
    containment: StripContainment = StripContainment.CLAMP
    #: SEGPAGER_STRIP_TIMING_*; default PROGRESSIVE
    timing: StripScrollTiming = StripScrollTiming.PROGRESSIVE
    #: >= 0; default 0
    margin: float = 0.0


@dataclass(frozen=True)
class DampedSpringFields:
    """The fields of ``segpager_spring``, defaults as ``segpager_spring_init`` writes them."""

    #: seconds; > 0; default 0.55 (SwiftUI's default spring)
    response: float = 0.55
    #: > 0 (1 critical); default 0.825
    damping_ratio: float = 0.825
    #: > 0; default 1
    mass: float = 1.0


@dataclass(frozen=True)
class PagingOptionsFields:
    """The fields of ``segpager_paging_options``, nested as Swift nests them, defaults as ``segpager_paging_options_init`` writes them."""

    #: PagingProfile; default UIKIT
    profile: PagingProfile = PagingProfile.UIKIT
    #: UIKIT, FREE, COMPOSE: >= 1; default 1
    max_pages: int = 1
    #: 0 or 1: pages wrap, the result is not clamped; default 0
    looping: bool = False
    #: Deceleration; C: deceleration_rate
    deceleration: Deceleration = Deceleration(rate=0.99)
    #: pt/s: slower counts as still; >= 0; default 100
    min_velocity: float = 100.0
    #: pt: a shorter drag never flicks on; >= 0; default 0
    min_distance: float = 0.0
    #: ANDROID, COMPOSE: pt/s; >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; the
    #: pager config's default is the same)
    flick_velocity: float = 400.0
    #: FLUTTER: pt/s; >= 0; default 20
    flutter_tolerance: float = 20.0
    #: COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold, 56 dp). Since 0.8.0
    positional_threshold: float = 56.0
    #: COMPOSE: fraction of a page in [0, 1]; default 0.5 (PagerDefaults.flingBehavior). Since
    #: 0.8.0
    snap_positional_threshold: float = 0.5


@dataclass(frozen=True)
class HeaderStyleFields:
    """The fields of ``segpager_header_style``, defaults as ``segpager_header_style_init`` writes them."""

    #: SEGPAGER_PULL_DOWN_*; default STRETCH
    pull_down: HeaderPullDown = HeaderPullDown.STRETCH
    #: SEGPAGER_HEADER_CONTENT_*; default FILL
    content_mode: HeaderContentMode = HeaderContentMode.FILL
    #: H; >= 0; default 0
    height: float = 0.0
    #: S; 0 <= S <= H; default 0
    pinned_height: float = 0.0
    #: >= 0; default 0
    pin_offset: float = 0.0
    #: 0 (the content moves with the header) .. 1 (it stays while the header collapses over it);
    #: default 0
    parallax: float = 0.0
    #: the content's own height (TOP, CENTER, BOTTOM, TOP_FILL); 0 = H; >= 0; default 0
    content_height: float = 0.0


@dataclass(frozen=True)
class SnapOptionsFields:
    """The fields of ``segpager_snap_options``, defaults as ``segpager_snap_options_init`` writes them."""

    #: SEGPAGER_SNAP_ALIGN_*; default CENTER (Embla's)
    align: SnapAlignment = SnapAlignment.CENTER
    #: SEGPAGER_SNAP_CONTAIN_*; default TRIM_SNAPS
    contain: SnapContainment = SnapContainment.TRIM_SNAPS
    #: items per group, 1..SEGPAGER_MAX_COUNT, or SEGPAGER_SLIDES_TO_SCROLL_AUTO; default 1
    slides_to_scroll: int = 1
    #: 0 or 1; default 0. A loop ignores contain
    loop: bool = False
    #: for ALIGN_FRACTION; finite; default 0
    align_fraction: float = 0.0
    #: space after the last item; >= 0; default 0
    end_gap: float = 0.0
    #: Embla's pixelTolerance; >= 0; default 2 (0 is Embla's server-side rendering)
    pixel_tolerance: float = 2.0


# --- nesting: where the Python value of a nested struct holds each field

#: Each nested struct's C fields and their Python attribute paths.
PATHS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    'segpager_pager_configuration': {
        'commit_policy': ('commit_policy',),
        'driver': ('driver',),
        'tap_easing': ('tap_easing',),
        'tap_bezier_x1': ('tap_curve', 'x1'),
        'tap_bezier_y1': ('tap_curve', 'y1'),
        'tap_bezier_x2': ('tap_curve', 'x2'),
        'tap_bezier_y2': ('tap_curve', 'y2'),
        'settle_easing': ('settle_easing',),
        'settle_bezier_x1': ('settle_curve', 'x1'),
        'settle_bezier_y1': ('settle_curve', 'y1'),
        'settle_bezier_x2': ('settle_curve', 'x2'),
        'settle_bezier_y2': ('settle_curve', 'y2'),
        'initial_index': ('initial_index',),
        'page_alignment': ('pages', 'alignment'),
        'pad_ends': ('pages', 'pad_ends'),
        'prepare_radius': ('windows', 'prepare_radius'),
        'keep_radius': ('windows', 'keep_radius'),
        'cache_limit': ('windows', 'cache_limit'),
        'reuse_slots': ('windows', 'reuse'),
        'looping': ('looping',),
        'viewport_width': ('pages', 'viewport_width'),
        'page_width': ('pages', 'page_width'),
        'page_spacing': ('pages', 'page_spacing'),
        'strip_viewport_width': ('strip_viewport_width',),
        'strip_height': ('strip_height',),
        'tap_duration': ('tap_duration',),
        'settle_duration': ('settle_duration',),
        'flick_velocity': ('paging', 'flick_velocity'),
        'settle_mode': ('settle_mode',),
        'paging_profile': ('paging', 'profile'),
        'spring_response': ('settle_spring', 'response'),
        'spring_damping_ratio': ('settle_spring', 'damping_ratio'),
        'rubber_band_coefficient': ('rubber_band',),
        'spring_mass': ('settle_spring', 'mass'),
        'notification_limit': ('notification_limit',),
        'touch_slop': ('touch_slop',),
        'wheel_settle_delay': ('wheel_settle_delay',),
        'list_deceleration_rate': ('list_deceleration', 'rate'),
        'touch_slop_fraction': ('touch_slop_fraction',),
        'touch_slop_maximum': ('touch_slop_maximum',),
        'integrator_duration': ('integrator_body', 'duration'),
        'integrator_friction': ('integrator_body', 'friction'),
        'list_fling_profile': ('list_fling_profile',),
        'strip_deceleration_rate': ('strip_deceleration', 'rate'),
        'far_transition': ('far_transition',),
        'pre_jump_distance': ('pre_jump_distance',),
        'paging_max_pages': ('paging', 'max_pages'),
        'paging_deceleration_rate': ('paging', 'deceleration', 'rate'),
        'paging_min_velocity': ('paging', 'min_velocity'),
        'paging_min_distance': ('paging', 'min_distance'),
        'paging_flutter_tolerance': ('paging', 'flutter_tolerance'),
        'paging_positional_threshold': ('paging', 'positional_threshold'),
        'paging_snap_positional_threshold': ('paging', 'snap_positional_threshold'),
    },
    'segpager_paging_options': {
        'profile': ('profile',),
        'max_pages': ('max_pages',),
        'looping': ('looping',),
        'deceleration_rate': ('deceleration', 'rate'),
        'min_velocity': ('min_velocity',),
        'min_distance': ('min_distance',),
        'flick_velocity': ('flick_velocity',),
        'flutter_tolerance': ('flutter_tolerance',),
        'positional_threshold': ('positional_threshold',),
        'snap_positional_threshold': ('snap_positional_threshold',),
    },
}

#: The Python fields a nested struct's C struct does not hold, and why.
NOT_CARRIED: Final[dict[str, dict[str, str]]] = {
    'segpager_pager_configuration': {'pages.page_count': 'the pager counts its items', 'pages.direction': "the pager takes its strip style's direction", 'paging.looping': 'the pager loops with looping'},
}

#: The text of each nested struct's top-level Python fields (help()).
NESTED_DOCS: Final[dict[str, dict[str, str]]] = {
    'segpager_pager_configuration': {
        'commit_policy': 'CommitPolicy; default AT_HALF',
        'driver': 'ScrollDriver; default ENGINE',
        'tap_easing': 'Easing; CUBIC_BEZIER (since 0.8.0) takes tap_curve; default EASE_IN_OUT',
        'tap_curve': 'a CubicBezier (C: tap_bezier_x1, tap_bezier_y1, tap_bezier_x2, tap_bezier_y2)',
        'settle_easing': 'Easing; CUBIC_BEZIER (since 0.8.0) takes settle_curve; default EASE_OUT',
        'settle_curve': 'a CubicBezier (C: settle_bezier_x1, settle_bezier_y1, settle_bezier_x2, settle_bezier_y2)',
        'initial_index': "the page the pager rests on when its first items arrive (the first set_items or insert_item that brings any), clamped to them; the next frame reports it as SELECTED_CHANGED, cause PROGRAM. Applied once; a drag under way keeps its finger's page. Default 0",
        'pages': 'a PageGeometry (C: page_alignment, pad_ends, viewport_width, page_width, page_spacing)',
        'windows': 'a PageWindowPolicy (C: prepare_radius, keep_radius, cache_limit, reuse_slots)',
        'looping': "0 or 1: the pages wrap (page n-1 is followed by page 0). Page offsets and positions then grow without bound (a lap is n pages), the selection is the position modulo n, a tap takes the short way round, and the strip repeats every content width: a frame's strip items are the copies on screen and its indicator is under the selected tab's copy on screen, however far the strip scrolled on its own (a front end that draws from the layout instead draws the items and the indicator again one period to each side of a strip that follows its policy). Offsets beyond 10^12 pages are E_RANGE (beyond 2^29 pages in a 32-bit build, such as the web door's wasm32 module, whose Ints would overflow past it). Default 0",
        'strip_viewport_width': "0 = the pager's width; >= 0; default 0",
        'strip_height': "the tabs' height; >= 0; default 44",
        'tap_duration': 'seconds; >= 0; default 0.3 (seed 002; seed 000: 0.25)',
        'settle_duration': 'seconds; >= 0; default 0.3',
        'paging': 'a PagingOptions (C: flick_velocity, paging_profile, paging_max_pages, paging_deceleration_rate, paging_min_velocity, paging_min_distance, paging_flutter_tolerance, paging_positional_threshold, paging_snap_positional_threshold)',
        'settle_mode': "SettleMode; default SPRING (0.3.0's behaviour is CURVE)",
        'settle_spring': 'a DampedSpring (C: spring_response, spring_damping_ratio, spring_mass)',
        'rubber_band': 'SPRING: drags past the first or last page rubber-band; >= 0, 0 clamps; default 0.55',
        'notification_limit': "the most notifications kept for a caller whose notification array is too small (they wait for the next step); past it the oldest are dropped, SELECTED_CHANGED and HEADER_PHASE first (the frame has both states), and the frame's dropped_notifications counts them. >= 0; default 1024",
        'touch_slop': "pointer events: how far a pointer moves before it drags anything, pt (a shorter one lifted in the strip is a tap); >= 0; default 10, UIScrollView's (Android's ViewConfiguration touch slop is 8 dp)",
        'wheel_settle_delay': 'WHEEL: the pages settle this long after the last one, s; >= 0; default 0.15',
        'list_deceleration': 'a Deceleration (C: list_deceleration_rate)',
        'touch_slop_fraction': "> 0: the slop grows with the pager, to this fraction of pages.viewport_width, at least touch_slop and at most touch_slop_maximum (Embla's goToNextThreshold has this shape: clamp(0.2 x view, 50, 225) px); in [0, 1]; default 0 (a fixed slop)",
        'touch_slop_maximum': "the relative slop's upper bound; >= 0; default 0 (none)",
        'integrator_body': 'a IntegratorBody (C: integrator_duration, integrator_friction)',
        'list_fling_profile': 'ListFlingProfile: how a flung list decelerates; default UIKIT. Since 0.8.0',
        'strip_deceleration': 'a Deceleration (C: strip_deceleration_rate)',
        'far_transition': "FarTransition: how a tap or an animated SELECT reaches a page that is not beside the one on screen; default ADJACENT. The strip and the indicator go straight to the target in every mode. A HOST driver's pages are where its offsets put them (SWEEP). Since 0.8.0",
        'pre_jump_distance': "PRE_JUMP: the pages jump to within this many pages of the target, then scroll; >= 1; default 3 (ViewPager2's). Since 0.8.0",
    },
    'segpager_paging_options': {
        'profile': 'PagingProfile; default UIKIT',
        'max_pages': 'UIKIT, FREE, COMPOSE: >= 1; default 1',
        'looping': '0 or 1: pages wrap, the result is not clamped; default 0',
        'deceleration': 'a Deceleration (C: deceleration_rate)',
        'min_velocity': 'pt/s: slower counts as still; >= 0; default 100',
        'min_distance': 'pt: a shorter drag never flicks on; >= 0; default 0',
        'flick_velocity': "ANDROID, COMPOSE: pt/s; >= 0; default 400 (Android's minimum fling velocity, 400 dp/s; the pager config's default is the same)",
        'flutter_tolerance': 'FLUTTER: pt/s; >= 0; default 20',
        'positional_threshold': "COMPOSE: pt; >= 0; default 56 (PagerState's DefaultPositionThreshold, 56 dp). Since 0.8.0",
        'snap_positional_threshold': 'COMPOSE: fraction of a page in [0, 1]; default 0.5 (PagerDefaults.flingBehavior). Since 0.8.0',
    },
}

#: The text of each value class's fields (help()).
VALUE_DOCS: Final[dict[str, dict[str, str]]] = {
    'CubicBezier': {
        'x1': "the first control point's x, in [0, 1]",
        'y1': "the first control point's y",
        'x2': "the second control point's x, in [0, 1]",
        'y2': "the second control point's y",
    },
    'PageWindowPolicy': {
        'prepare_radius': 'pages loaded ahead on each side of every page on screen; 0 = no preloading; >= 0; default 1',
        'keep_radius': 'loaded pages this close stay (at least the prepare radius); >= 0; default 1',
        'cache_limit': 'loaded pages kept beyond that, least recently needed evicted first; -1 = keep everything; >= -1; default 0',
        'reuse': '0 or 1: a page that needs loading takes the slot of a page being evicted (one REUSE instead of UNLOAD + LOAD; seed 001); default 0',
    },
    'Deceleration': {
        'rate': 'the velocity kept per millisecond; in (0, 1)',
    },
    'IntegratorBody': {
        'duration': "INTEGRATOR: Embla's duration, the body's stiffness in steps; >= 1; default 25",
        'friction': "INTEGRATOR: Embla's friction, the velocity kept per step; in (0, 1); default 0.68",
    },
}
