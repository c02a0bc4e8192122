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


class Easing(IntEnum):
    """An easing curve for a local fraction; the named ones are CSS's cubic Béziers."""

    LINEAR = CONSTANTS["SEGPAGER_EASING_LINEAR"]
    EASE = CONSTANTS["SEGPAGER_EASING_EASE"]
    EASE_IN = CONSTANTS["SEGPAGER_EASING_EASE_IN"]
    EASE_OUT = CONSTANTS["SEGPAGER_EASING_EASE_OUT"]
    EASE_IN_OUT = CONSTANTS["SEGPAGER_EASING_EASE_IN_OUT"]
    CUBIC_BEZIER = CONSTANTS["SEGPAGER_EASING_CUBIC_BEZIER"]


class IndicatorWidthMode(IntEnum):
    """How wide the indicator is: the item's width, the title's, or fixed."""

    ITEM = CONSTANTS["SEGPAGER_INDICATOR_WIDTH_ITEM"]
    CONTENT = CONSTANTS["SEGPAGER_INDICATOR_WIDTH_CONTENT"]
    FIXED = CONSTANTS["SEGPAGER_INDICATOR_WIDTH_FIXED"]


class IndicatorAlignment(IntEnum):
    """Where the indicator sits along its item."""

    CENTER = CONSTANTS["SEGPAGER_INDICATOR_ALIGN_CENTER"]
    CONTENT_LEADING = CONSTANTS["SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING"]
    TITLE_CENTER = CONSTANTS["SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER"]


class IndicatorPlacement(IntEnum):
    """Where the indicator sits across its item."""

    BOTTOM = CONSTANTS["SEGPAGER_INDICATOR_PLACEMENT_BOTTOM"]
    TOP = CONSTANTS["SEGPAGER_INDICATOR_PLACEMENT_TOP"]
    CENTER = CONSTANTS["SEGPAGER_INDICATOR_PLACEMENT_CENTER"]
    FILL = CONSTANTS["SEGPAGER_INDICATOR_PLACEMENT_FILL"]


class IndicatorTransition(IntEnum):
    """How the indicator moves between two items."""

    LINEAR = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_LINEAR"]
    STRETCH = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_STRETCH"]
    ELASTIC = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_ELASTIC"]
    ELASTIC_ROUNDED = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED"]
    FADE = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_FADE"]
    SNAP = CONSTANTS["SEGPAGER_INDICATOR_TRANSITION_SNAP"]


class IndicatorOverscroll(IntEnum):
    """What the indicator does past the ends."""

    CLAMP = CONSTANTS["SEGPAGER_OVERSCROLL_CLAMP"]
    FOLLOW = CONSTANTS["SEGPAGER_OVERSCROLL_FOLLOW"]
    COMPRESS = CONSTANTS["SEGPAGER_OVERSCROLL_COMPRESS"]


class AppearancePolicy(IntEnum):
    """Whether titles follow the position or switch on commit."""

    GRADUAL = CONSTANTS["SEGPAGER_APPEARANCE_GRADUAL"]
    ON_COMMIT = CONSTANTS["SEGPAGER_APPEARANCE_ON_COMMIT"]


class ColorSpace(IntEnum):
    """The space colours are interpolated in."""

    SRGB = CONSTANTS["SEGPAGER_COLOR_SPACE_SRGB"]
    PREMULTIPLIED = CONSTANTS["SEGPAGER_COLOR_SPACE_PREMULTIPLIED"]
    OKLAB = CONSTANTS["SEGPAGER_COLOR_SPACE_OKLAB"]


class StripScrollPolicy(IntEnum):
    """Where the strip scrolls to show the focused item."""

    LEADING = CONSTANTS["SEGPAGER_STRIP_SCROLL_LEADING"]
    CENTER = CONSTANTS["SEGPAGER_STRIP_SCROLL_CENTER"]
    TRAILING = CONSTANTS["SEGPAGER_STRIP_SCROLL_TRAILING"]
    ALWAYS_CENTER = CONSTANTS["SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER"]
    MINIMAL = CONSTANTS["SEGPAGER_STRIP_SCROLL_MINIMAL"]
    NONE = CONSTANTS["SEGPAGER_STRIP_SCROLL_NONE"]


class StripContainment(IntEnum):
    """Whether an aligned strip offset is clamped to the content."""

    CLAMP = CONSTANTS["SEGPAGER_CONTAIN_CLAMP"]
    NONE = CONSTANTS["SEGPAGER_CONTAIN_NONE"]


class StripScrollTiming(IntEnum):
    """Whether the strip follows the swipe or moves on commit."""

    PROGRESSIVE = CONSTANTS["SEGPAGER_STRIP_TIMING_PROGRESSIVE"]
    ON_COMMIT = CONSTANTS["SEGPAGER_STRIP_TIMING_ON_COMMIT"]


class CommitPolicy(IntEnum):
    """When the selected index follows the position."""

    AT_HALF = CONSTANTS["SEGPAGER_COMMIT_AT_HALF"]
    WHEN_SETTLED = CONSTANTS["SEGPAGER_COMMIT_WHEN_SETTLED"]


class ScrollDriver(IntEnum):
    """Who moves the pages: the engine, or a host that scrolls natively."""

    ENGINE = CONSTANTS["SEGPAGER_DRIVER_ENGINE"]
    HOST = CONSTANTS["SEGPAGER_DRIVER_HOST"]


class PagerPhase(IntEnum):
    """What the pager is doing."""

    IDLE = CONSTANTS["SEGPAGER_PHASE_IDLE"]
    DRAGGING = CONSTANTS["SEGPAGER_PHASE_DRAGGING"]
    SETTLING = CONSTANTS["SEGPAGER_PHASE_SETTLING"]
    TRANSITIONING = CONSTANTS["SEGPAGER_PHASE_TRANSITIONING"]
    HOST_SCROLLING = CONSTANTS["SEGPAGER_PHASE_HOST_SCROLLING"]


class NotificationKind(IntEnum):
    """What a pager notification reports."""

    SELECTED_CHANGED = CONSTANTS["SEGPAGER_NOTIFY_SELECTED_CHANGED"]
    WILL_APPEAR = CONSTANTS["SEGPAGER_NOTIFY_WILL_APPEAR"]
    DID_APPEAR = CONSTANTS["SEGPAGER_NOTIFY_DID_APPEAR"]
    WILL_DISAPPEAR = CONSTANTS["SEGPAGER_NOTIFY_WILL_DISAPPEAR"]
    DID_DISAPPEAR = CONSTANTS["SEGPAGER_NOTIFY_DID_DISAPPEAR"]
    LOAD = CONSTANTS["SEGPAGER_NOTIFY_LOAD"]
    UNLOAD = CONSTANTS["SEGPAGER_NOTIFY_UNLOAD"]
    REUSE = CONSTANTS["SEGPAGER_NOTIFY_REUSE"]
    #: the header's phase changed (``Notification.header_phase``)
    HEADER_PHASE = CONSTANTS["SEGPAGER_NOTIFY_HEADER_PHASE"]
    #: a pull was released past the refresh distance: refresh, then send RefreshEnded
    REFRESH = CONSTANTS["SEGPAGER_NOTIFY_REFRESH"]


class SelectionCause(IntEnum):
    """What caused a selection change."""

    TAP = CONSTANTS["SEGPAGER_CAUSE_TAP"]
    DRAG = CONSTANTS["SEGPAGER_CAUSE_DRAG"]
    PROGRAM = CONSTANTS["SEGPAGER_CAUSE_PROGRAM"]


class PagingProfile(IntEnum):
    """How a released drag picks its page."""

    UIKIT = CONSTANTS["SEGPAGER_PAGING_UIKIT"]
    ANDROID = CONSTANTS["SEGPAGER_PAGING_ANDROID"]
    FLUTTER = CONSTANTS["SEGPAGER_PAGING_FLUTTER"]
    FREE = CONSTANTS["SEGPAGER_PAGING_FREE"]


class SettleMode(IntEnum):
    """How the engine settles a released drag: an easing curve, or physics."""

    CURVE = CONSTANTS["SEGPAGER_SETTLE_CURVE"]
    SPRING = CONSTANTS["SEGPAGER_SETTLE_SPRING"]


class HeaderPullDown(IntEnum):
    """What the header does when the list is pulled down past its top."""

    STRETCH = CONSTANTS["SEGPAGER_PULL_DOWN_STRETCH"]
    FOLLOW = CONSTANTS["SEGPAGER_PULL_DOWN_FOLLOW"]
    PINNED = CONSTANTS["SEGPAGER_PULL_DOWN_PINNED"]


class HeaderContentMode(IntEnum):
    """How the header's content fills it (MXParallaxHeader's modes)."""

    FILL = CONSTANTS["SEGPAGER_HEADER_CONTENT_FILL"]
    TOP_FILL = CONSTANTS["SEGPAGER_HEADER_CONTENT_TOP_FILL"]
    TOP = CONSTANTS["SEGPAGER_HEADER_CONTENT_TOP"]
    CENTER = CONSTANTS["SEGPAGER_HEADER_CONTENT_CENTER"]
    BOTTOM = CONSTANTS["SEGPAGER_HEADER_CONTENT_BOTTOM"]


class HeaderPhase(IntEnum):
    """Seed 004's three regions, with the top split out."""

    STRETCHED = CONSTANTS["SEGPAGER_HEADER_STRETCHED"]
    EXPANDED = CONSTANTS["SEGPAGER_HEADER_EXPANDED"]
    COLLAPSING = CONSTANTS["SEGPAGER_HEADER_COLLAPSING"]
    PINNED = CONSTANTS["SEGPAGER_HEADER_PINNED"]


class ListSyncPolicy(IntEnum):
    """The offset the incoming page's list takes on a page switch."""

    SYNC = CONSTANTS["SEGPAGER_LIST_SYNC"]
    KEEP_OWN = CONSTANTS["SEGPAGER_LIST_KEEP_OWN"]
    RESET_TO_TOP = CONSTANTS["SEGPAGER_LIST_RESET_TO_TOP"]


class RefreshZone(IntEnum):
    """Where a pull past the top shows: the header takes it, or the selected list."""

    HEADER = CONSTANTS["SEGPAGER_REFRESH_HEADER"]
    LIST = CONSTANTS["SEGPAGER_REFRESH_LIST"]


class NestedScrollMode(IntEnum):
    """Who moves first when a vertical drag meets the header over a list."""

    EXIT_UNTIL_COLLAPSED = CONSTANTS["SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED"]
    ENTER_ALWAYS = CONSTANTS["SEGPAGER_NESTED_ENTER_ALWAYS"]
    ENTER_ALWAYS_COLLAPSED = CONSTANTS["SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED"]


class HeaderSectionBehavior(IntEnum):
    """How a section of a header stack scrolls (AppBarLayout's scroll flags)."""

    SCROLL = CONSTANTS["SEGPAGER_SECTION_SCROLL"]
    EXIT_UNTIL_COLLAPSED = CONSTANTS["SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED"]
    ENTER_ALWAYS = CONSTANTS["SEGPAGER_SECTION_ENTER_ALWAYS"]
    ENTER_ALWAYS_COLLAPSED = CONSTANTS["SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED"]
    PINNED = CONSTANTS["SEGPAGER_SECTION_PINNED"]


class GestureAxis(IntEnum):
    """The axis a drag is locked to."""

    UNDECIDED = CONSTANTS["SEGPAGER_AXIS_UNDECIDED"]
    HORIZONTAL = CONSTANTS["SEGPAGER_AXIS_HORIZONTAL"]
    VERTICAL = CONSTANTS["SEGPAGER_AXIS_VERTICAL"]
