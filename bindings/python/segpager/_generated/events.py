"""The pager's events, generated from bindings/abi/events.toml by
tools/gen_abi.py: do not edit (`make abi`; `make check-abi`)."""

from __future__ import annotations

from dataclasses import dataclass

from .._event_init import fast_init
from .abi import PointerRegion

__all__ = [
    "DragBegan",
    "DragEnded",
    "DragMoved",
    "Event",
    "HostScrolled",
    "ListEnded",
    "ListResized",
    "ListScrolled",
    "PointerCancelled",
    "PointerDown",
    "PointerMoved",
    "PointerUp",
    "RefreshEnded",
    "Resized",
    "Select",
    "StripDragBegan",
    "StripDragEnded",
    "StripDragMoved",
    "TabTapped",
    "Tick",
    "Wheel",
]


@fast_init
@dataclass(frozen=True, slots=True)
class DragBegan:
    """A finger touched the pages; takes over any running animation."""

    time: float


@fast_init
@dataclass(frozen=True, slots=True)
class DragMoved:
    """The finger moved the pages to ``page_offset``."""

    time: float
    page_offset: float


@fast_init
@dataclass(frozen=True, slots=True)
class DragEnded:
    """The finger lifted with a page-offset ``velocity`` (pt/s)."""

    time: float
    velocity: float = 0.0


@fast_init
@dataclass(frozen=True, slots=True)
class HostScrolled:
    """The host scrolled the pages to ``page_offset`` (host driver)."""

    time: float
    page_offset: float


@fast_init
@dataclass(frozen=True, slots=True)
class TabTapped:
    """The user tapped tab ``index``."""

    time: float
    index: int


@fast_init
@dataclass(frozen=True, slots=True)
class Select:
    """The program selects ``index``, animated or not."""

    time: float
    index: int
    animated: bool = True


@fast_init
@dataclass(frozen=True, slots=True)
class Tick:
    """Time passes (a display frame)."""

    time: float


@fast_init
@dataclass(frozen=True, slots=True)
class Resized:
    """The viewports changed size (``strip_viewport_width`` 0: the pager's); the
    position is kept."""

    time: float
    viewport_width: float
    strip_viewport_width: float = 0.0


@fast_init
@dataclass(frozen=True, slots=True)
class ListScrolled:
    """A vertical drag (or the host's deceleration) moved the selected page's
    list by ``delta`` (> 0: the content moves up). The pager shares it between
    the pull, the header's collapse and the list (``PagerFrame.split``)."""

    time: float
    delta: float


@fast_init
@dataclass(frozen=True, slots=True)
class ListEnded:
    """The vertical movement ended with ``velocity`` (pt/s, > 0 upward; 0 after
    a deceleration): a pull springs back or starts a refresh; else a velocity
    flings the selected list (``PagerFrame.list_animating`` while it runs:
    down, the list to its top, then the header expands; up, the header
    collapses, then the list; it stops at the ends, never pulling), and a
    header left in a snapping section snaps when the fling stops (at once
    without one)."""

    time: float
    velocity: float = 0.0


@fast_init
@dataclass(frozen=True, slots=True)
class ListResized:
    """Page ``index``'s list can scroll its own content at most ``max_offset``
    (its content height less its viewport height)."""

    time: float
    index: int
    max_offset: float


@fast_init
@dataclass(frozen=True, slots=True)
class RefreshEnded:
    """The refresh a pull started is done: the pull springs back."""

    time: float


@fast_init
@dataclass(frozen=True, slots=True)
class PointerDown:
    """A pointer (a finger, a mouse button) went down at (``x``, ``y``) in the
    pager's viewport, in ``region``. The engine then owns the gesture: the touch
    slop, the direction lock, the translation into page, list or strip
    offsets, the release velocity and taps on the strip. On moving pages it
    stops them where they are."""

    time: float
    x: float
    y: float
    region: PointerRegion = PointerRegion.PAGES


@fast_init
@dataclass(frozen=True, slots=True)
class PointerMoved:
    """The pointer moved to (``x``, ``y``); with no pointer down (a hovering
    mouse) nothing happens."""

    time: float
    x: float
    y: float


@fast_init
@dataclass(frozen=True, slots=True)
class PointerUp:
    """The pointer lifted at (``x``, ``y``): what it dragged is released with
    its velocity; one that never left the slop in the strip taps the tab
    under it."""

    time: float
    x: float
    y: float


@fast_init
@dataclass(frozen=True, slots=True)
class PointerCancelled:
    """The system took the pointer: what it moved is released at rest, no tap."""

    time: float


@fast_init
@dataclass(frozen=True, slots=True)
class Wheel:
    """A mouse wheel or trackpad scrolled by (``delta_x``, ``delta_y``) over
    ``region``, as a scroll view's offset changes (``delta_x`` > 0 toward
    larger page or strip offsets, ``delta_y`` > 0 moves the list's content
    up). The pages settle ``wheel_settle_delay`` after the last one."""

    time: float
    delta_x: float
    delta_y: float = 0.0
    region: PointerRegion = PointerRegion.PAGES


@fast_init
@dataclass(frozen=True, slots=True)
class StripDragBegan:
    """A host's recogniser took the strip where it is."""

    time: float


@fast_init
@dataclass(frozen=True, slots=True)
class StripDragMoved:
    """The finger moved the strip to ``strip_offset`` (before the rubber band)."""

    time: float
    strip_offset: float


@fast_init
@dataclass(frozen=True, slots=True)
class StripDragEnded:
    """The finger lifted with a strip-offset ``velocity`` (pt/s): the strip
    decelerates, bounces at its ends and rests."""

    time: float
    velocity: float = 0.0


Event = (
    DragBegan
    | DragMoved
    | DragEnded
    | HostScrolled
    | TabTapped
    | Select
    | Tick
    | Resized
    | ListScrolled
    | ListEnded
    | ListResized
    | RefreshEnded
    | PointerDown
    | PointerMoved
    | PointerUp
    | PointerCancelled
    | Wheel
    | StripDragBegan
    | StripDragMoved
    | StripDragEnded
)
