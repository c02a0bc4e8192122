"""The stateful pager: feed it timestamped events once per display frame and
draw the frame it returns. One ctypes call per frame, whatever happens.

>>> import segpager
>>> with segpager.Pager([40, 60, 50], viewport_width=300) as pager:
...     first = pager.step([segpager.TabTapped(0.0, 2)])
...     done = pager.step([segpager.Tick(1.0)])
>>> " ".join(map(str, first.notifications))
'sel0<-1:program load0 load1 wa0 da0 sel2<0:tap wd0 load2 wa2'
>>> done.selected_index, done.page_offset, done.phase.name, " ".join(map(str, done.notifications))
(2, 600.0, 'IDLE', 'dd0 unload0 da2')
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import struct
import threading
import warnings
import weakref
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any, Concatenate, Generic, ParamSpec, TypeVar, overload

from . import _abi, _configuration, _events, _ffi, _frame, _interrupts, _pager
from ._events import *  # noqa: F403 (the events, generated: this module's, re-exported)
from ._events import Event, Select  # (the two this module names)
from .enums import (
    HeaderPhase,
    HeaderSnapAnimation,
    IndicatorCorners,
    ListSyncPolicy,
    NestedScrollMode,
    NotificationKind,
    PagerGesture,
    PagerPhase,
    PagerPreset,
    RefreshZone,
    SelectionCause,
    StripPhase,
)
from .errors import OutOfRangeError, ReentrantCallError
from .header import HeaderFrame, HeaderSection, HeaderStyle, Rect, ScrollSplit, _sections, _style
from .physics import PagingOptions
from .position import (
    AppearanceStyle,
    Indicator,
    IndicatorStyle,
    ItemAppearance,
    RGBAColor,
    StripOffsetStyle,
    StripState,
    _appearance_style,
    _indicator_style,
    _offset_style,
)
from .strip import ItemFrame, StripStyle

if TYPE_CHECKING:
    import ctypes

    from .record import Recording
    from .run import PagerRun

_T = TypeVar("_T")


class _Moved(Generic[_T]):
    """A frame's name that 0.8.0 moved (until 0.10.0): reading it warns, then
    reads the new place."""

    def __init__(self, new: str, read: Callable[[PagerFrame], _T]) -> None:
        self._new, self._read = new, read
        self.__doc__ = f"Deprecated since 0.8.0 (until 0.10.0): ``{new}``."

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    @overload
    def __get__(self, frame: None, owner: type) -> _Moved[_T]: ...
    @overload
    def __get__(self, frame: PagerFrame, owner: type) -> _T: ...
    def __get__(self, frame: PagerFrame | None, owner: type) -> _T | _Moved[_T]:
        if frame is None:
            return self
        _moved(self._name, self._new)
        return self._read(frame)


@dataclass(frozen=True)
class PagerConfiguration(_configuration.PagerConfigurationFields):
    """The pager's settings that are not styles, in the Swift core's shape:
    ``PagerConfiguration(settle_spring=DampedSpring(response=0.4,
    damping_ratio=0.8), pages=PageGeometry(page_spacing=8),
    paging=PagingOptions(profile=PagingProfile.ANDROID))``.

    The fields, their types, defaults and comments are generated from
    ``segpager_pager_configuration`` in segpager.h, nested as
    bindings/abi/options.toml groups its flat fields (a field's name is its
    Swift key path in snake_case: ``settle_spring.damping_ratio`` is Swift's
    ``settleSpring.dampingRatio`` and C's ``spring_damping_ratio``).
    ``Pager`` takes ``viewport_width`` as an argument, and refuses a
    configuration whose ``pages.viewport_width`` is another (0, the
    default, or the same width is fine); ``pages.page_count``,
    ``pages.direction`` and ``paging.looping`` belong to the pager (its
    items, its strip style, ``looping``) and must keep their defaults. Enum
    fields take the enum classes, 0-or-1 fields bools. ``initial_index`` is
    clamped to the items (as seed 002 clamps its default index). The flat
    names of 0.7 (``spring_response=``) still work, with a
    ``DeprecationWarning``, until 0.10.0.
    """

    @classmethod
    def preset(cls, preset: PagerPreset, **changes: object) -> PagerConfiguration:
        """A platform's preset (``segpager_pager_configuration_init_preset``), with ``changes``."""
        values = _pager.pager_config_preset(PagerPreset(preset))
        return dataclasses.replace(cls._from_c(values), **changes)  # type: ignore[arg-type]

    @classmethod
    def _from_c(cls, values: dict[str, Any]) -> PagerConfiguration:
        """A config from ``segpager_pager_configuration`` fields: C's plain ints
        become the fields' own types (enums, bools)."""
        return _ffi.from_c_fields(cls, "segpager_pager_configuration", values)

    @classmethod
    def ios(cls, **changes: object) -> PagerConfiguration:
        """The iOS preset (the defaults): UIKit paging, a critical spring, the 0.55 band."""
        return cls.preset(PagerPreset.IOS, **changes)

    @classmethod
    def android(cls, **changes: object) -> PagerConfiguration:
        """The Android preset: one page per fling faster than ``flick_velocity``
        (400 pt/s, ViewPager2's minimum fling velocity), else the page past
        half way."""
        return cls.preset(PagerPreset.ANDROID, **changes)


_ffi.document_fields(PagerConfiguration, "segpager_pager_configuration")
_ffi.accept_flat_names(PagerConfiguration, "segpager_pager_configuration", until="0.10.0")


# --- events ------------------------------------------------------------------


__all__ = [
    "EVENT_NAMES",
    "Notification",
    "PageVisibility",
    "Pager",
    "PagerConfiguration",
    "PagerFrame",
    "PagerHeader",
    "PagerHeaderFrame",
    "PagerIds",
    "StripItem",
]
__all__ += _events.__all__  # the event classes, one a kind of events.toml

# The event classes are generated from bindings/abi/events.toml (_events.py)
# and imported above.


#: Each event type: its SEGPAGER_EVENT_* kind and which of its attributes
#: fill segpager_event's index, offset, velocity and width, from the header's
#: description of the events (``_abi.EVENTS``, bindings/abi/events.toml).
#: RESIZED carries the pager's width in `width` and the strip's in `offset`;
#: the pointer events' x, y and region share offset, velocity and index
#: (anonymous unions in segpager_event).
_EVENT_FIELDS: dict[type, tuple[int, dict[str, str]]] = {
    globals()[name]: (code, {field: attribute for attribute, field in fields})
    for name, code, _, fields, _ in _abi.EVENTS
}

#: Each event's name in scripts and recordings (``drag_moved``): its type
#: and its fields in their order, time first (``_abi.EVENTS``).
EVENT_NAMES: dict[str, tuple[type, tuple[str, ...]]] = {
    json_name: (
        globals()[name],
        ("time", *(attribute for attribute, _ in fields), *(flag for flag, _ in flags)),
    )
    for name, _, json_name, fields, flags in _abi.EVENTS
}


_d = _ffi.to_double
_i = _ffi.to_int32


def _encoder(
    code: int,
    *,
    index: str | None = None,
    offset: str | None = None,
    velocity: str | None = None,
    width: str | None = None,
) -> Callable[[Any], _frame.EventTuple]:
    """An event's ``segpager_event`` fields (kind, index, flags, reserved,
    time, offset, velocity, width) from the attributes that hold them."""
    animated = _abi.SEGPAGER_EVENT_ANIMATED

    def encode(event: Any) -> _frame.EventTuple:
        return (
            code,
            _ffi.to_index(index, getattr(event, index))
            if index == "index"
            else _i(index, getattr(event, index))
            if index
            else 0,
            animated if getattr(event, "animated", False) else 0,
            0,
            _d("time", event.time),
            _d(offset, getattr(event, offset)) if offset else 0.0,
            _d(velocity, getattr(event, velocity)) if velocity else 0.0,
            _d(width, getattr(event, width)) if width else 0.0,
        )

    return encode


_ENCODERS = {kind: _encoder(code, **fields) for kind, (code, fields) in _EVENT_FIELDS.items()}
#: Each event type's direct writer (``_frame.event_packer``): the same fields
#: as ``_ENCODERS``, packed without the checks, which run only when packing
#: fails. Select is left to its encoder: its flag is any truth value.
_PACKERS = {
    kind: _frame.event_packer(code, time="time", **fields)
    for kind, (code, fields) in _EVENT_FIELDS.items()
    if kind is not Select
}
_EVENT_WRITER = _frame.EVENT_WRITER.pack_into


class PagerIds(Sequence[int]):
    """A pager's ids at one moment: a read-only sequence over C's copy
    (``Pager.ids``). Equal to any sequence with the same ints in order."""

    __slots__ = ("_values",)

    def __init__(self, values: array[int]) -> None:
        self._values = values

    def __len__(self) -> int:
        return len(self._values)

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[int, ...]: ...
    def __getitem__(self, index: int | slice) -> int | tuple[int, ...]:
        if isinstance(index, slice):
            return tuple(self._values[index])
        return self._values[index]

    def __iter__(self) -> Iterator[int]:
        return iter(self._values)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PagerIds):
            return self._values == other._values
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(other) == len(self._values) and all(
                a == b for a, b in zip(self._values, other, strict=True)
            )
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"PagerIds({list(self._values)!r})"


def _id_array(function: str, ids: Iterable[object]) -> array[int]:
    """Ids as C's int64_t array; one that is no integer or does not fit
    raises naming the function, ``ids[k]``, the rule and the value."""
    values = ids if isinstance(ids, (list, tuple, range)) else list(ids)
    try:
        return array("q", values)
    except (TypeError, OverflowError):
        for k, value in enumerate(values):
            try:
                _ffi.to_int64(f"ids[{k}]", value)
            except (TypeError, OutOfRangeError) as error:
                raise type(error)(f"{function}: {error}") from None
        raise


def _event_tuple(event: Event) -> _frame.EventTuple:
    encode = _ENCODERS.get(type(event))
    if encode is None:  # a subclass, or not an event at all
        for kind, encoder in _ENCODERS.items():
            if isinstance(event, kind):
                return encoder(event)
        raise TypeError(f"must be a pager event (got {type(event).__name__})")
    return encode(event)


# --- frames ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Notification:
    """Something that happened between two frames."""

    kind: NotificationKind
    #: The page (item) index, valid when it happened (for SELECTED_CHANGED: the new one).
    page: int
    #: The page's stable id.
    id: int
    time: float
    #: SELECTED_CHANGED: the previous index (None: there was none).
    previous: int | None = None
    #: SELECTED_CHANGED: what caused it.
    cause: SelectionCause | None = None
    #: HEADER_PHASE: the new phase and the one before it.
    header_phase: HeaderPhase | None = None
    previous_header_phase: HeaderPhase | None = None

    def __str__(self) -> str:
        short = {
            NotificationKind.WILL_APPEAR: "wa",
            NotificationKind.DID_APPEAR: "da",
            NotificationKind.WILL_DISAPPEAR: "wd",
            NotificationKind.DID_DISAPPEAR: "dd",
            NotificationKind.LOAD: "load",
            NotificationKind.UNLOAD: "unload",
        }
        if self.kind == NotificationKind.REUSE:
            previous = _abi.SEGPAGER_NONE if self.previous is None else self.previous
            return f"reuse{self.page}<{previous}"
        if self.kind == NotificationKind.SELECTED_CHANGED:
            cause = self.cause.name.lower() if self.cause is not None else "?"
            previous = _abi.SEGPAGER_NONE if self.previous is None else self.previous
            return f"sel{self.page}<{previous}:{cause}"
        if self.kind == NotificationKind.HEADER_PHASE:
            before, after = self.previous_header_phase, self.header_phase
            old = before.name.lower() if before is not None else "?"
            new = after.name.lower() if after is not None else "?"
            return f"header:{old}>{new}"
        if self.kind == NotificationKind.REFRESH:
            return f"refresh{self.page}"
        return f"{short[self.kind]}{self.page}"


@dataclass(frozen=True, slots=True)
class PageVisibility:
    """A page on screen and where to draw it: its left edge ``x`` in the
    pager's viewport (visual coordinates, in right-to-left too; negative
    when it is cut at the left) and its ``width``, in points; the fraction
    of it that shows (``visibility``, in (0, 1]) and its list's offset.

    Draw each page of ``frame.pages`` at its ``x`` from these alone: they
    cover the viewport but for the gaps between pages and the overscroll gap
    past the first or last page, and each was loaded and told it will appear
    before it is placed."""

    page: int
    visibility: float
    #: the page's list's own offset (set by ``PagerHeader.list_sync`` when it appears)
    list_offset: float = 0.0
    #: its left edge in the pager's viewport, points
    x: float = 0.0
    #: its width, points
    width: float = 0.0


@dataclass(frozen=True, slots=True)
class StripItem:
    """One visible item of the strip as the frame draws it, in strip content
    coordinates (subtract the frame's ``strip_offset`` for the screen).

    ``title`` and ``subtitle`` are the measured labels' boxes, side by side
    (the title at the right in RTL) and centred between the item's paddings;
    their widths follow ``appearance.selection_weight`` from the normal to
    the selected widths. Draw a label scaled by ``appearance.scale`` about its
    box's centre, centred vertically in the strip."""

    item: int
    frame: ItemFrame
    title: ItemFrame
    #: None when the item has no subtitle
    subtitle: ItemFrame | None
    appearance: ItemAppearance


_PAGER_HEADER_DEFAULTS = _abi.DEFAULTS["segpager_pager_header"]


@dataclass(frozen=True)
class PagerHeader:
    """A header on the pager (``segpager_pager_set_header``): ``style`` draws
    it; ``sections`` make it, or (None) the seeds' two sections, the collapse
    range scrolling by ``nested_mode`` over the pinned part. With sections,
    the style's height and pinned_height are 0 or equal the stack's."""

    style: HeaderStyle
    sections: tuple[HeaderSection, ...] | None = None
    #: the offset a page's list takes when the page starts to appear
    list_sync: ListSyncPolicy = ListSyncPolicy(_PAGER_HEADER_DEFAULTS["list_sync"])
    refresh_zone: RefreshZone = RefreshZone(_PAGER_HEADER_DEFAULTS["refresh_zone"])
    #: without sections: how the collapse range scrolls, and whether it snaps
    nested_mode: NestedScrollMode = NestedScrollMode(_PAGER_HEADER_DEFAULTS["nested_mode"])
    snap: bool = bool(_PAGER_HEADER_DEFAULTS["snap"])
    enter_height: float = _PAGER_HEADER_DEFAULTS["enter_height"]
    #: pt/s: a faster release snaps in its direction, a slower one to the nearer edge
    snap_velocity: float = _PAGER_HEADER_DEFAULTS["snap_velocity"]
    #: SPRING (the config's spring) or FIXED_DURATION (AppBarLayout's
    #: ``header_snap_duration`` at rest, decelerating)
    snap_animation: HeaderSnapAnimation = HeaderSnapAnimation(
        _PAGER_HEADER_DEFAULTS["snap_animation"]
    )
    #: a pull released this far starts a refresh (REFRESH notification); 0: never
    refresh_distance: float = _PAGER_HEADER_DEFAULTS["refresh_distance"]
    #: a list's largest own offset until ``ListResized`` says; None: unbounded
    list_max_offset: float | None = None


_ffi.document_fields(
    PagerHeader,
    "segpager_pager_header",
    {
        "style": "the HeaderStyle that draws the header",
        "sections": "the HeaderSections that make it, top to bottom; None: the seeds' two",
        "snap": "without sections: the collapse range snaps at release",
        "list_max_offset": "a list's largest own offset until ListResized says; None: unbounded",
    },
)


@dataclass(frozen=True, slots=True)
class PagerHeaderFrame:
    """The header in one frame."""

    #: where to draw it (at the pull in refresh zone HEADER, else at the collapse)
    frame: HeaderFrame
    #: the stack's collapse, 0..collapse range
    header_offset: float
    #: <= 0: how far the content is pulled past its top
    pull: float
    #: a refresh started by a pull is running
    refreshing: bool
    #: a snap or pull-back is running: keep sending ticks
    animating: bool


_AT = _frame.FRAME_OFFSETS
_DOUBLE = struct.Struct("@d").unpack_from
_INT32 = struct.Struct("@i").unpack_from
_SIZE = struct.Struct("@N").unpack_from
_INDICATOR, _INDICATOR_AT = _frame.frame_reader("indicator.x", "indicator.alpha")
_SPLIT, _SPLIT_AT = _frame.frame_reader("split.header", "split.overscroll")
#: the header's part of the frame, read (and cached) as one key
_HEADER, _HEADER_AT = _frame.frame_reader("has_header", "pull")
_HEADER_END = _AT["list_offset"]
_APPEARANCE_SIZE = _frame.APPEARANCE_READER.size
_NOTIFICATION_SIZE = _frame.NOTIFICATION_READER.size
_PAGE_SIZE = _frame.PAGE_READER.size
_EVENT_SIZE = _frame.EVENT_WRITER.size


class PagerFrame:
    """Everything a front end needs to draw one display frame. Immutable.

    A frame reads its fields from the step's output in place: the C frame
    and its arrays in one buffer that the pager reuses. It keeps its values
    all the same: if anything still holds a frame when its pager steps
    again, the frame first takes its own copy of that buffer (see
    ``_frame.PagerStepper``), so a front end that lets each frame go before
    the next step copies nothing. Each field is decoded when read; the
    indicator, the appearances, the items, the pages, the notifications and
    the header become Python objects when first read, and are kept, so a
    front end that reads a few fields pays for those only. Rows that are
    the same as the previous frame's (the items' looks and boxes, the
    header while the pages swipe under it) are the same objects."""

    __slots__ = ("_data", "_layout", "_made")
    #: the pager's output buffer, or the frame's own copy of it once retained
    _data: bytes | bytearray
    _layout: _frame.FrameLayout
    #: the Python objects made from it so far, at the ``_MADE_*`` indices (None: not yet)
    _made: list[Any]

    _FIELDS = (
        "time", "phase", "page_offset", "position", "target_page_offset", "selected_index",
        "transition_target", "transition_progress", "strip", "pages", "notifications", "header",
        "list_offset", "split", "strip_items", "strip_content_width", "strip_scrolls",
        "strip_phase", "gesture", "list_animating",
    )  # fmt: skip

    def _own_data(self) -> None:
        """Copies the buffer the frame reads, before its pager overwrites it."""
        # A reader on another thread that took the block before this swap
        # sees `_data` change after its slices and reads the copy instead:
        # the step that called this writes the block only afterwards.
        object.__setattr__(self, "_data", bytes(self._data))

    def __copy__(self) -> PagerFrame:
        # Immutable, so a copy is the frame itself: a copy made field by
        # field would share the pager's buffer without holding the frame,
        # and show the next step's values.
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> PagerFrame:
        return self

    @property
    def time(self) -> float:
        """The last event's time."""
        return _DOUBLE(self._data, _TIME)[0]  # type: ignore[no-any-return]

    @property
    def phase(self) -> PagerPhase:
        return PagerPhase(_INT32(self._data, _PHASE)[0])

    @property
    def page_offset(self) -> float:
        """Where the pages are."""
        return _DOUBLE(self._data, _PAGE_OFFSET)[0]  # type: ignore[no-any-return]

    @property
    def position(self) -> float:
        return _DOUBLE(self._data, _POSITION)[0]  # type: ignore[no-any-return]

    @property
    def target_page_offset(self) -> float:
        """Where the pages are heading (a settle's or a tap's target)."""
        return _DOUBLE(self._data, _TARGET_OFFSET)[0]  # type: ignore[no-any-return]

    @property
    def selected_index(self) -> int | None:
        index: int = _INT32(self._data, _SELECTED)[0]
        return None if index == _NONE else index  # `_optional`, inlined: read every frame

    @property
    def transition_target(self) -> int | None:
        return _optional(_INT32(self._data, _TARGET)[0])

    @property
    def transition_progress(self) -> float:
        return _DOUBLE(self._data, _PROGRESS)[0]  # type: ignore[no-any-return]

    @property
    def strip(self) -> StripState:
        """The strip at this frame's position, as ``strip_state`` gives it
        (Swift's ``frame.strip``): its offset, the indicator, the first
        visible item and the visible items' looks."""
        made = self._made
        found: StripState | None = made[_MADE_STRIP]
        if found is None:  # (read in place: a front end reads it every frame)
            data = self._data
            looks = made[_MADE_LOOKS]
            if looks is None:
                looks = _decode_visible(self)[0]
            indicator = made[_MADE_INDICATOR]
            if indicator is None:
                indicator = self._indicator()
            first: int = _INT32(data, _FIRST)[0]
            offset: float = _DOUBLE(data, _STRIP_OFFSET)[0]
            if self._data is not data:  # another thread's step took our copy: read it
                return self.strip
            found = made[_MADE_STRIP] = _make_strip(
                offset, indicator, None if first == _NONE else first, looks
            )
        return found

    def _strip_offset(self) -> float:
        return _DOUBLE(self._data, _STRIP_OFFSET)[0]  # type: ignore[no-any-return]

    def _indicator(self) -> Indicator:
        made = self._made
        found: Indicator | None = made[_MADE_INDICATOR]
        if found is None:
            data = self._data
            x, y, width, height, radius, alpha = _INDICATOR(data, _INDICATOR_AT)
            corners = _CORNERS[_INT32(data, _INDICATOR_CORNERS)[0]]
            if self._data is not data:  # another thread's step took our copy: read it
                return self._indicator()
            found = made[_MADE_INDICATOR] = _make_indicator(
                x, y, width, height, radius, alpha, corners
            )
        return found

    def _first_visible_item(self) -> int | None:
        return _optional(_INT32(self._data, _FIRST)[0])

    def _appearances(self) -> tuple[ItemAppearance, ...]:
        """The visible items' looks, ``strip.visible_items`` in order."""
        found: tuple[ItemAppearance, ...] | None = self._made[_MADE_LOOKS]
        if found is None:
            found = _decode_visible(self)[0]
        return found

    @property
    def pages(self) -> tuple[PageVisibility, ...]:
        """The pages on screen, in item order, each with where to draw it
        (``x``, ``width``) and its list's offset."""
        made = self._made
        found: tuple[PageVisibility, ...] | None = made[_MADE_PAGES]
        if found is None:
            data, layout = self._data, self._layout
            count = _SIZE(data, _PAGE_COUNT)[0]
            pages = data[layout.pages : layout.pages + count * _PAGE_SIZE]
            offsets = array("d", data[layout.list_offsets : layout.list_offsets + count * 8])
            if self._data is not data:  # another thread's step took our copy: read it
                return self.pages
            found = made[_MADE_PAGES] = tuple(
                PageVisibility(page, share, offset, x, width)
                for (page, _, share, x, width), offset in zip(
                    _frame.PAGE_READER.iter_unpack(pages), offsets, strict=True
                )
            )
        return found

    @property
    def dropped_notifications(self) -> int:
        """Notifications this step could not keep (past the configuration's
        ``notification_limit``); 0 unless one step made more than that. After
        a drop, resync from the frame's selection and pages."""
        return int(_SIZE(self._data, _DROPPED)[0])

    @property
    def notifications(self) -> tuple[Notification, ...]:
        """What happened since the previous frame, in order."""
        made = self._made
        found: tuple[Notification, ...] | None = made[_MADE_NOTIFICATIONS]
        if found is None:
            at, data = self._layout.notifications, self._data
            count = _SIZE(data, _NOTIFICATION_COUNT)[0]
            notes = data[at : at + count * _NOTIFICATION_SIZE]
            if self._data is not data:  # another thread's step took our copy: read it
                return self.notifications
            found = made[_MADE_NOTIFICATIONS] = tuple(
                map(_notification, _frame.NOTIFICATION_READER.iter_unpack(notes))
            )
        return found

    @property
    def header(self) -> PagerHeaderFrame | None:
        """None without a header (``Pager.set_header``)."""
        # A header that did not move since an earlier frame (a horizontal
        # swipe) is the same object: each header is decoded once.
        data = self._data
        key = data[_HEADER_AT:_HEADER_END]
        if self._data is not data:  # another thread's step took our copy: read it
            return self.header
        rows: _Rows = self._layout.rows
        last, found = rows.header
        if key != last:
            found = _header_state(_HEADER(key))
            rows.header = key, found
        return found

    @property
    def list_offset(self) -> float:
        """The selected page's list's own offset."""
        return _DOUBLE(self._data, _LIST_OFFSET)[0]  # type: ignore[no-any-return]

    @property
    def split(self) -> ScrollSplit:
        """This frame's ListScrolled deltas and list fling distances as shared
        (the parts add up to their sum)."""
        return ScrollSplit(*_SPLIT(self._data, _SPLIT_AT))

    @property
    def strip_items(self) -> tuple[StripItem, ...]:
        """The visible items as drawn (``strip.visible_items`` in order): each
        one's frame, title and subtitle boxes and appearance, so a front end
        draws the strip from the frame alone (Swift's ``stripItems``)."""
        found: tuple[StripItem, ...] | None = self._made[_MADE_ITEMS]
        if found is None:
            found = _decode_visible(self)[1]
        return found

    @property
    def strip_content_width(self) -> float:
        """The strip's content width (its viewport's when the items fit)."""
        width: float = _DOUBLE(self._data, _STRIP_CONTENT_WIDTH)[0]
        return width

    @property
    def strip_scrolls(self) -> bool:
        """Whether the strip's content is wider than its viewport."""
        return bool(_INT32(self._data, _STRIP_SCROLLS)[0])

    @property
    def strip_phase(self) -> StripPhase:
        """What moves the strip (DECELERATING and RETURNING: keep ticking)."""
        return StripPhase(_INT32(self._data, _STRIP_PHASE)[0])

    @property
    def gesture(self) -> PagerGesture:
        """What the pointer is doing (pointer events)."""
        return PagerGesture(_INT32(self._data, _GESTURE)[0])

    @property
    def list_animating(self) -> bool:
        """A list fling runs (``ListEnded`` with a velocity): keep sending ticks."""
        return bool(_INT32(self._data, _LIST_ANIMATING)[0])

    # 0.7's flat names of the strip's fields, which 0.8.0 moved to
    # ``strip`` (as Swift has them), and ``items`` (``strip_items``): until 0.10.0.
    # Each docstring is the reference's (read from the source); help() reads
    # the same sentence from the descriptor.
    strip_offset = _Moved("strip.strip_offset", _strip_offset)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip.strip_offset``."""
    indicator = _Moved("strip.indicator", _indicator)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip.indicator``."""
    first_visible_item = _Moved("strip.first_visible_item", _first_visible_item)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip.first_visible_item``."""
    appearances = _Moved("strip.appearances", _appearances)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip.appearances``."""
    visible_items = _Moved("strip.visible_items", lambda frame: frame.strip.visible_items)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip.visible_items``."""
    items = _Moved("strip_items", lambda frame: frame.strip_items)
    """Deprecated since 0.8.0 (until 0.10.0): ``strip_items``."""

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._FIELDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PagerFrame):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._FIELDS)
        return f"PagerFrame({fields})"

    def __str__(self) -> str:
        """The frame on one line, as Swift's ``print(frame)`` writes it: time,
        phase, the transition's target and progress, page offset, position
        and selection (-1: none), the header, a list fling and the
        notifications in their compact form::

            t=3.0 transitioning to=5@0.0 offset=375.0 p=1.0 sel=5 [sel5<1:tap wd1 load5]

        ``repr`` keeps every field."""
        words = self.phase.name.lower().split("_")
        text = f"t={self.time} {words[0]}{''.join(w.capitalize() for w in words[1:])}"
        if self.transition_target is not None:
            text += f" to={self.transition_target}@{self.transition_progress}"
        selected = _abi.SEGPAGER_NONE if self.selected_index is None else self.selected_index
        text += f" offset={self.page_offset} p={self.position} sel={selected}"
        header = self.header
        if header is not None:
            text += f" header={header.header_offset}"
            if header.pull != 0:
                text += f" pull={header.pull}"
            if header.refreshing:
                text += " refreshing"
        if self.list_animating:
            text += " flinging"
        if self.notifications:
            text += " [" + " ".join(str(n) for n in self.notifications) + "]"
        return text

    def __setattr__(self, name: str, value: object) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


#: Where a frame keeps the objects it made (``PagerFrame._made``).
_MADE_INDICATOR, _MADE_LOOKS, _MADE_ITEMS, _MADE_PAGES, _MADE_NOTIFICATIONS, _MADE_STRIP = range(6)
_NOTHING_MADE = (None,) * 6


def _moved(old: str, new: str) -> None:
    warnings.warn(
        f"PagerFrame.{old} is PagerFrame.{new} since 0.8.0 (the frame has Swift's shape); "
        "the old name goes in 0.10.0",
        DeprecationWarning,
        stacklevel=3,
    )


_make_frame = _frame.maker(PagerFrame, ("_data", "_layout", "_made"))


def _frame_over(data: bytes | bytearray, layout: _frame.FrameLayout) -> PagerFrame:
    """``PagerFrame(data, layout)``: the stepper's ``make_frame``."""
    return _make_frame(data, layout, list(_NOTHING_MADE))


def _renew_frame(frame: PagerFrame) -> None:
    """The stepper's ``renew_frame``: a frame nobody holds, made again over
    the same buffer for the next step (it forgets what it decoded)."""
    frame._made[:] = _NOTHING_MADE


_TIME, _PAGE_OFFSET, _POSITION, _TARGET_OFFSET, _PROGRESS, _STRIP_OFFSET = (_AT[k] for k in (
    "time", "page_offset", "position", "target_page_offset", "transition_progress",
    "strip_offset"))  # fmt: skip
_PHASE, _SELECTED, _TARGET, _FIRST = (_AT[k] for k in (
    "phase", "selected_index", "transition_target", "first_visible_item"))  # fmt: skip
_APPEARANCE_COUNT, _NOTIFICATION_COUNT, _PAGE_COUNT = (_AT[k] for k in (
    "appearance_count", "notification_count", "page_count"))  # fmt: skip
_LIST_OFFSET = _AT["list_offset"]
_DROPPED = _AT["dropped_notifications"]
_STRIP_CONTENT_WIDTH, _STRIP_SCROLLS = _AT["strip_content_width"], _AT["strip_scrolls"]
_STRIP_PHASE, _GESTURE = _AT["strip_phase"], _AT["gesture"]
_INDICATOR_CORNERS = _AT["indicator_corners"]
_STRIP_ITEM_SIZE = _frame.STRIP_ITEM_READER.size
_LIST_ANIMATING = _AT["list_animating"]
_NONE = _ffi.NONE
_CORNERS = {corners.value: corners for corners in IndicatorCorners}
# The objects a frame makes every step, made without their ``__init__``
# (``_frame.maker``): a new look every frame for the items a swipe moves
# between, a new indicator every frame of a swipe.
_make_indicator = _frame.maker(Indicator)
_make_color = _frame.maker(RGBAColor)
_make_look = _frame.maker(ItemAppearance)
_make_item = _frame.maker(StripItem)
_make_strip = _frame.maker(StripState)
_make_box = _frame.maker(ItemFrame)


def _optional(index: int) -> int | None:
    return None if index == _ffi.NONE else index


def _notification(values: tuple[int, int, int, int, int, float]) -> Notification:
    kind, page, previous, cause, id_, time = values
    if kind == NotificationKind.HEADER_PHASE:
        # the C struct carries the old phase in `previous` and the new one in `cause`
        return Notification(
            NotificationKind(kind),
            page,
            id_,
            time,
            header_phase=HeaderPhase(cause),
            previous_header_phase=HeaderPhase(previous),
        )
    selected = kind == NotificationKind.SELECTED_CHANGED
    return Notification(
        NotificationKind(kind),
        page,
        id_,
        time,
        _optional(previous) if selected or kind == NotificationKind.REUSE else None,
        SelectionCause(cause) if selected and cause >= 0 else None,
    )


class _Rows:
    """A pager's last decoded rows: the visible items (their looks and
    boxes with the bytes they came from) and the header with its bytes. A
    row whose bytes are the same as the previous frame's row for the same
    item (most of a swipe's items keep their look and box from frame to
    frame) is the same object, and so is a header that did not move (a
    horizontal swipe). Each is one tuple, replaced whole, so a thread
    reading an older frame never sees one frame's bytes with another
    frame's objects."""

    __slots__ = ("header", "visible")

    def __init__(self) -> None:
        self.header: tuple[bytes | bytearray, PagerHeaderFrame | None] = (b"", None)
        self.visible: _Visible = (0, b"", (), b"", (), ())


#: (the first visible item, the looks' bytes and their rows, the boxes'
#: bytes, the looks, the items)
_Visible = tuple[
    int,
    "bytes | bytearray",
    "tuple[bytes, ...]",
    "bytes | bytearray",
    "tuple[ItemAppearance, ...]",
    "tuple[StripItem, ...]",
]


_LOOK = _frame.APPEARANCE_READER.unpack
_BOXES = _frame.STRIP_ITEM_READER.unpack
#: By row count: an ``unpack_from`` splitting that many looks, or item boxes,
#: into one ``bytes`` each (one call, where slicing row by row costs a call a row).
_LOOK_ROWS: dict[int, Callable[[bytes | bytearray, int], tuple[bytes, ...]]] = {}
_BOX_ROWS: dict[int, Callable[[bytes | bytearray, int], tuple[bytes, ...]]] = {}


def _splitter(
    known: dict[int, Callable[[bytes | bytearray, int], tuple[bytes, ...]]], size: int, rows: int
) -> Callable[[bytes | bytearray, int], tuple[bytes, ...]]:
    split = known.get(rows)
    if split is None:
        split = known[rows] = struct.Struct("@" + f"{size}s" * rows).unpack_from
    return split


def _decode_visible(
    frame: PagerFrame,
) -> tuple[tuple[ItemAppearance, ...], tuple[StripItem, ...]]:
    """The frame's looks and items, kept on the frame. Against the pager's
    last decoded rows: the same bytes are the same objects (a frame whose
    strip did not change at all costs two comparisons); under a strip that
    stays put, only the items whose look changed are made again (two of a
    swipe's, keeping their boxes); otherwise each row is made again unless
    its look and box bytes are the last frame's for the same item."""
    data, layout = frame._data, frame._layout
    first, shown = _INT32(data, _FIRST)[0], _SIZE(data, _APPEARANCE_COUNT)[0]
    at = layout.appearances
    raw_looks = data[at : at + shown * _APPEARANCE_SIZE]
    at = layout.strip_items
    raw_boxes = data[at : at + shown * _STRIP_ITEM_SIZE]
    if frame._data is not data:  # another thread's step took the frame's copy: read it
        return _decode_visible(frame)
    rows: _Rows = layout.rows
    last = rows.visible
    last_first, last_raw_looks, last_chunks, last_raw_boxes, last_looks, last_items = last
    if first == last_first and raw_boxes == last_raw_boxes:
        if raw_looks == last_raw_looks:
            looks, items, chunks = last_looks, last_items, last_chunks
        else:  # the same items in the same places: the changed looks only
            chunks = _splitter(_LOOK_ROWS, _APPEARANCE_SIZE, shown)(raw_looks, 0)
            new_looks, new_items = list(last_looks), list(last_items)
            for i in compress(range(shown), map(ne, chunks, last_chunks)):
                look = new_looks[i] = _look(chunks[i])
                item = last_items[i]
                new_items[i] = _make_item(item.item, item.frame, item.title, item.subtitle, look)
            looks, items = tuple(new_looks), tuple(new_items)
    else:
        chunks = _splitter(_LOOK_ROWS, _APPEARANCE_SIZE, shown)(raw_looks, 0)
        looks, items = _rows_again(first, chunks, raw_boxes, last)
    rows.visible = first, raw_looks, chunks, raw_boxes, looks, items
    made = frame._made
    made[_MADE_LOOKS], made[_MADE_ITEMS] = looks, items
    return looks, items


def _rows_again(
    first: int, chunks: tuple[bytes, ...], raw_boxes: bytes | bytearray, last: _Visible
) -> tuple[tuple[ItemAppearance, ...], tuple[StripItem, ...]]:
    """The looks and items of items ``first``... when the visible items or
    their boxes changed: a row whose look and box bytes are the last
    frame's for the same item is kept, the others are made."""
    last_first, _, last_chunks, last_raw_boxes, last_looks, last_items = last
    kept = len(last_looks)
    last_boxes = _splitter(_BOX_ROWS, _STRIP_ITEM_SIZE, kept)(last_raw_boxes, 0)
    boxes = _splitter(_BOX_ROWS, _STRIP_ITEM_SIZE, len(chunks))(raw_boxes, 0)
    looks: list[ItemAppearance] = []
    items: list[StripItem] = []
    for j, (chunk, box) in enumerate(
        zip(chunks, boxes, strict=True), first - last_first
    ):  # j: last frame's row
        same_look = 0 <= j < kept and last_chunks[j] == chunk
        look = last_looks[j] if same_look else _look(chunk)
        if 0 <= j < kept and last_boxes[j] == box:
            item = last_items[j]
            if not same_look:
                item = _make_item(item.item, item.frame, item.title, item.subtitle, look)
        else:
            item = _strip_item(_BOXES(box), look)
        looks.append(look)
        items.append(item)
    return tuple(looks), tuple(items)


def _look(chunk: bytes) -> ItemAppearance:
    """``ItemAppearance`` from one ``segpager_item_appearance`` row."""
    weight, red, green, blue, alpha, scale, emphasis = _LOOK(chunk)
    return _make_look(weight, _make_color(red, green, blue, alpha), scale, emphasis)


def _strip_item(row: Any, look: ItemAppearance) -> StripItem:
    """``StripItem`` from one ``segpager_strip_item`` row."""
    item, has_subtitle, x, width, title_x, title_width, sub_x, sub_width = row
    subtitle = _make_box(sub_x, sub_width) if has_subtitle else None
    return _make_item(item, _make_box(x, width), _make_box(title_x, title_width), subtitle, look)


_H = {name: i - _frame.FRAME_INDEX["has_header"] for name, i in _frame.FRAME_INDEX.items()}
_HAS_HEADER, _REFRESHING, _ANIMATING = _H["has_header"], _H["refreshing"], _H["header_animating"]
_HEADER_RECTS, _HEADER_PHASE = _H["header.header.x"], _H["header.phase"]
_HEADER_PROGRESS, _HEADER_OFFSET, _PULL = _H["header.progress"], _H["header_offset"], _H["pull"]


def _header_state(values: tuple[Any, ...]) -> PagerHeaderFrame | None:
    """The header from the frame's fields ``has_header`` ... ``pull``."""
    if not values[_HAS_HEADER]:
        return None
    h = values[_HEADER_RECTS : _HEADER_RECTS + 12]
    return PagerHeaderFrame(
        HeaderFrame(
            Rect(*h[0:4]),
            Rect(*h[4:8]),
            Rect(*h[8:12]),
            HeaderPhase(values[_HEADER_PHASE]),
            values[_HEADER_PROGRESS],
            values[_HEADER_PROGRESS + 1],
        ),
        values[_HEADER_OFFSET],
        values[_PULL],
        bool(values[_REFRESHING]),
        bool(values[_ANIMATING]),
    )


class _Unstepped:
    """A new pager's recording hook until its first step or run: it notes
    that the pager stepped (a recording can no longer start: see
    ``segpager.record``) and unhooks itself, so the step's check ``is not
    None`` is false from then on."""

    __slots__ = ("_pager",)

    def __init__(self, pager: Pager) -> None:
        self._pager = weakref.ref(pager)

    def step(self, batch: Any, frame: Any) -> None:
        pager = self._pager()
        if pager is not None:
            pager._stepped = True
            pager._recorder = None
            pager._made = pager._calls = pager._unread = None

    def before_run(self, events: Any, frames: Any) -> Any:
        return events

    def after_run(self, batches: Any, run: Any) -> None:
        self.step(batches, run)

    def run_failed(self) -> None:
        self.step((), None)

    def call(self, name: str, **args: Any) -> None:
        pass

    def close(self) -> None:
        pass


_get_ident = threading.get_ident
_P = ParamSpec("_P")


def _refused(call: str) -> ReentrantCallError:
    return ReentrantCallError(
        f"Pager.{call}: called while another call on this pager runs on the same thread "
        "(from a finalizer, a gc callback, a signal handler or a callback of that call); "
        "it was refused and changed nothing"
    )


def _one_at_a_time(
    method: Callable[Concatenate[Pager, _P], _T],
) -> Callable[Concatenate[Pager, _P], _T]:
    """Makes ``method`` take the pager's turn: calls from other threads wait
    for the call under way, and a call that starts while one runs on the
    same thread raises ``ReentrantCallError`` and changes nothing."""
    name = method.__name__

    def call(self: Pager, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        me = _get_ident()
        if self._owner == me:
            raise _refused(name)
        with self._lock:
            self._owner = me
            try:
                return method(self, *args, **kwargs)
            finally:
                self._owner = None

    call.__name__, call.__qualname__, call.__doc__ = name, method.__qualname__, method.__doc__
    call.__wrapped__ = method  # type: ignore[attr-defined]
    return call


class Pager:
    """A stateful pager over tabs whose titles are ``content_widths`` wide.

    Calls on one pager take turns: from several threads they run one at a
    time (the others wait), and a call that starts while another runs on the
    same thread (a finalizer or a ``gc`` callback that steps it) raises
    ``ReentrantCallError`` and changes nothing.

    Use it as a context manager, or call ``close()``; a closed pager raises
    ``ValueError`` instead of crashing. ``step(events)`` is one C call per frame.
    """

    def __init__(
        self,
        content_widths: Iterable[float],
        viewport_width: float,
        *,
        ids: Iterable[int] | None = None,
        config: PagerConfiguration | None = None,
        strip_style: StripStyle | None = None,
        indicator: IndicatorStyle | None = None,
        appearance: AppearanceStyle | None = None,
        offset: StripOffsetStyle | None = None,
        header: PagerHeader | None = None,
        record: str | os.PathLike[str] | None = None,
    ) -> None:
        # One call at a time (`_one_at_a_time`): the lock, and the thread
        # whose call holds it (None between calls).
        self._lock = _pager.pager_lock(self)  # a new one in a forked child
        self._owner: int | None = None
        # Recording (segpager.record): the hook the step calls (None once the
        # pager has stepped and is not recording), whether it stepped, and,
        # until the first step, the calls that made it and those since: a
        # recording replays them all, since item edits before the first step
        # leave a selection and notifications that the last items alone
        # would not rebuild, and C cannot give the styles back.
        self._recorder: Recording | _Unstepped | None = _Unstepped(self)
        self._stepped = False
        self._made: list[tuple[str, dict[str, Any]]] | None = None
        self._calls: list[tuple[str, dict[str, Any]]] | None = []
        # the log's last set_items, whose items are read from C only when an
        # edit is about to change them (or a recording starts): holding a
        # copy of every pager's items until its first step would cost 40
        # bytes a tab, recording or not
        self._unread: dict[str, Any] | None = None
        self._ids: array[int] | None = None  # C's ids, read once per change (`ids`)
        config = _ffi.expect(
            PagerConfiguration() if config is None else config, PagerConfiguration, "config"
        )
        fields = _ffi.option_fields(config, "segpager_pager_configuration", "Pager: config")
        if config.pages.viewport_width not in (0, viewport_width):
            # one width, one source: the argument (a config read back from a
            # pager carries that pager's width, which may be this one)
            raise ValueError(
                f"Pager: config.pages.viewport_width: must be 0 or viewport_width "
                f"({viewport_width:g}) (got {config.pages.viewport_width:g})"
            )
        fields["viewport_width"] = viewport_width
        self._calls.append(
            (
                "create",
                {
                    "config": dataclasses.replace(
                        config,
                        pages=dataclasses.replace(config.pages, viewport_width=viewport_width),
                    )
                },
            )
        )
        self._handle: int | None = _pager.pager_create(
            _ffi.options("segpager_pager_configuration", fields)
        )
        self._finalizer = weakref.finalize(self, _pager.pager_destroy, self._handle)
        self._stepper = _frame.PagerStepper(self._handle, _frame_over, _renew_frame, _Rows())
        try:
            if strip_style is not None:
                self.set_strip_style(strip_style)
            if indicator is not None:
                self.set_indicator_style(indicator)
            if appearance is not None:
                self.set_appearance_style(appearance)
            if offset is not None:
                self.set_strip_offset_style(offset)
            self.set_items(content_widths, ids=ids)
            if header is not None:
                self.set_header(header)
            self._made, self._calls = self._calls, []
            if record is not None:
                self.record(record)
        except BaseException:
            self.close()
            raise

    # lifecycle of the handle

    @_one_at_a_time
    def close(self) -> None:
        """Destroys the C pager (and closes its recording); later calls raise
        ``ValueError``."""
        try:
            if self._recorder is not None:
                self._recorder.close()
        finally:  # the C pager is closed whatever its recording did
            self._finalizer()
            self._handle = None

    @property
    def closed(self) -> bool:
        return self._handle is None

    def __enter__(self) -> Pager:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # recording (segpager.record)

    @_one_at_a_time
    def record(self, path: str | os.PathLike[str]) -> Recording:
        """Starts recording to ``path`` (JSON lines: the pager as constructed
        and the calls since, then every step and every change between
        steps); returns the ``Recording``, a context manager that stops it.
        Only a pager that has not stepped can start: settings cannot rebuild
        a position or a gesture in flight (``RuntimeError``). ``segpager
        replay`` replays the file."""
        from .record import start  # imported here: recording is rare, and costs an import

        return start(self, path)

    def stop_recording(self) -> None:
        """Stops the recording (if any) and closes its file."""
        if self._recorder is not None:
            self._recorder.close()  # (the unstepped hook's close does nothing)

    def _noted(self) -> contextlib.AbstractContextManager[object]:
        """Ctrl-C held over an edit and its note while there is something to
        note it to (a recording, or the log before the first step): the C
        call and its line are one, as a recorded step and its line are."""
        if self._calls is None and self._recorder is None:
            return contextlib.nullcontext()
        return _interrupts.Held()

    def _note(self, call: str, **args: Any) -> None:
        """A change: kept until the first step (a recording started then
        writes it) and written to a running recording."""
        if self._calls is not None:
            self._calls.append((call, args))
            if call == "set_items":
                self._unread = args
        if self._recorder is not None:
            self._recorder.call(call, **args)

    def _read_items(self) -> None:
        """Fills the logged set_items' items from C, before they change (and
        forgets the ids read)."""
        self._ids = None
        if self._unread is not None:
            self._unread["items"] = _pager.pager_items(self._live())
            self._unread = None

    def _live(self) -> int:
        if self._handle is None:
            raise ValueError("Pager is closed")
        return self._handle

    def _set_style(self, which: str, c_style: ctypes.Structure, style: object) -> None:
        """Hands ``c_style`` to ``segpager_pager_set_{which}`` and notes the
        change as ``set_{which}`` with the ``style`` it was made from."""
        with self._noted():
            _pager.pager_set_style(self._live(), which, c_style)
            self._note(f"set_{which}", style=style)

    # items and styles

    @property
    @_one_at_a_time
    def config(self) -> PagerConfiguration:
        """The configuration as it is now: the one it was created with, with
        the viewport widths of the last ``Resized`` and the paging profile and
        flick velocity of the last ``set_paging_options``."""
        return PagerConfiguration._from_c(_pager.pager_get_config(self._live()))

    @property
    @_one_at_a_time
    def ids(self) -> PagerIds:
        """The tabs' ids, in order: a read-only sequence (``len``, indexing,
        slices, iteration, ``==`` with any sequence of ints), read from the C
        pager, which owns them, once per change of the items. A view taken
        before an edit keeps the ids it had."""
        if self._ids is None:
            self._ids = _pager.pager_items(self._live())[0]
        return PagerIds(self._ids)

    @_one_at_a_time
    def __len__(self) -> int:
        """The number of tabs (pages): one call, no copy."""
        return _pager.pager_item_count(self._live())

    @_one_at_a_time
    def set_items(
        self,
        content_widths: Iterable[float],
        *,
        ids: Iterable[int] | None = None,
        selected_widths: Iterable[float] | None = None,
        subtitle_widths: Iterable[float] | None = None,
        selected_subtitle_widths: Iterable[float] | None = None,
    ) -> None:
        """Replaces the tabs; the selection is kept by id (default ids 0..n-1).

        The widths are ``ItemMetrics``' four, one list each: the title and
        the subtitle, normal and selected. None is all 0: a selected width of
        0 is the normal one, a subtitle width of 0 is no subtitle (in that
        state)."""
        widths = array("d", content_widths)
        count = len(widths)
        new_ids = _id_array("set_items", range(count) if ids is None else ids)
        if len(new_ids) != count:
            raise ValueError(f"ids has {len(new_ids)} values, but there are {count} items")
        metrics = array("d", bytes(32 * count))
        metrics[0::4] = widths
        columns = ((1, selected_widths), (2, subtitle_widths), (3, selected_subtitle_widths))
        for column, values in columns:
            if values is not None:
                packed = array("d", values)
                if len(packed) != count:
                    raise ValueError(f"{len(packed)} widths given for {count} items")
                metrics[column::4] = packed
        self._read_items()
        with self._noted():
            _pager.pager_set_items(self._live(), new_ids, metrics)
            self._note("set_items", items=None)

    @_one_at_a_time
    def insert_item(
        self,
        index: int,
        content_width: float,
        id: int,
        *,
        selected_width: float = 0.0,
        subtitle_width: float = 0.0,
        selected_subtitle_width: float = 0.0,
    ) -> None:
        """Inserts a tab with a new ``id`` before ``index`` (0...count; count
        appends), as ``set_items`` with the longer list would: the selection,
        lifecycle and page windows follow the ids. Seed 003 adds tabs at run
        time.

        The three edits share one index rule: indices are never negative
        (``-1`` is not the last tab), and one outside the range raises
        ``IndexOutOfRangeError`` whose message gives the range with
        numbers; a used id raises ``OutOfRangeError`` naming the tab that
        has it. Nothing changes then. Each edit is one C call: O(1) work in
        Python, whatever the number of tabs.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     pager.insert_item(3, 70.0, id=9)
        ...     try:
        ...         pager.insert_item(5, 70.0, id=10)
        ...     except segpager.IndexOutOfRangeError as error:
        ...         print(error)
        ...     print(pager.ids)
        segpager_pager_insert_item: index: must be in 0..<5 (got 5) (SEGPAGER_E_INDEX)
        PagerIds([0, 1, 2, 9])
        """
        metrics = (content_width, selected_width, subtitle_width, selected_subtitle_width)
        self._read_items()
        with self._noted():
            _pager.pager_insert_item(self._live(), index, id, metrics)
            self._note("insert_item", index=index, id=id, metrics=metrics)

    @_one_at_a_time
    def remove_item(self, index: int) -> None:
        """Removes tab ``index`` (0..<count); its page disappears and unloads
        first, and a selection on it moves to the nearest remaining tab. The
        index rule is ``insert_item``'s: never negative, and one outside
        0..<count raises ``IndexOutOfRangeError`` giving the range.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     try:
        ...         pager.remove_item(-1)
        ...     except IndexError as error:  # IndexOutOfRangeError is one
        ...         print(error)
        segpager_pager_remove_item: index: must be in 0..<3 (got -1) (SEGPAGER_E_INDEX)
        """
        self._read_items()
        with self._noted():
            _pager.pager_remove_item(self._live(), index)
            self._note("remove_item", index=index)

    @_one_at_a_time
    def move_item(self, source: int, destination: int) -> None:
        """Moves tab ``source`` to index ``destination`` (both 0..<count; the
        others keep their order); the selection stays on its id. The index
        rule is ``insert_item``'s: an index outside 0..<count (a negative
        one too) raises ``IndexOutOfRangeError`` naming it and the range.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     pager.move_item(2, 0)
        ...     print(pager.ids)
        PagerIds([2, 0, 1])
        """
        self._read_items()
        with self._noted():
            _pager.pager_move_item(self._live(), source, destination)
            self._note("move_item", source=source, destination=destination)

    @_one_at_a_time
    def set_strip_style(self, style: StripStyle) -> None:
        fields = dataclasses.asdict(_ffi.expect(style, StripStyle, "strip_style"))
        self._set_style("strip_style", _ffi.options("segpager_strip_style", fields), style)

    @_one_at_a_time
    def set_indicator_style(self, style: IndicatorStyle) -> None:
        c_style = _indicator_style(_ffi.expect(style, IndicatorStyle, "indicator"))
        self._set_style("indicator_style", c_style, style)

    @_one_at_a_time
    def set_appearance_style(self, style: AppearanceStyle) -> None:
        c_style = _appearance_style(_ffi.expect(style, AppearanceStyle, "appearance"))
        self._set_style("appearance_style", c_style, style)

    @_one_at_a_time
    def set_paging_options(self, options: PagingOptions) -> None:
        """Replaces every constant of the spring settle's paging rule."""
        fields = _ffi.option_fields(
            _ffi.expect(options, PagingOptions, "options"), "segpager_paging_options", "options"
        )
        c_options = _ffi.options("segpager_paging_options", fields)
        self._set_style("paging_options", c_options, options)

    @_one_at_a_time
    def set_strip_offset_style(self, style: StripOffsetStyle) -> None:
        c_style = _offset_style(_ffi.expect(style, StripOffsetStyle, "offset"))
        self._set_style("strip_offset_style", c_style, style)

    def set_offset_style(self, style: StripOffsetStyle) -> None:
        """Deprecated since 0.8.0 (until 0.10.0): ``set_strip_offset_style``."""
        warnings.warn(
            "Pager.set_offset_style is deprecated since 0.8.0; use set_strip_offset_style",
            DeprecationWarning,
            stacklevel=2,
        )
        self.set_strip_offset_style(style)

    @_one_at_a_time
    def set_header(self, header: PagerHeader | None) -> None:
        """Puts a header over the pages (None removes it). The collapse is kept
        (clamped), and so are the lists' offsets."""
        handle = self._live()
        if header is None:
            with self._noted():
                _pager.pager_remove_header(handle)
                self._note("set_header", header=None)
            return
        if not isinstance(header, PagerHeader):
            raise TypeError(f"expected PagerHeader or None, got {type(header).__name__}")
        fields = dataclasses.asdict(header)
        del fields["style"], fields["sections"]
        # C's default, -1, is its "unbounded": Python spells it None.
        unbounded = _PAGER_HEADER_DEFAULTS["list_max_offset"]
        fields["list_max_offset"] = (
            unbounded if header.list_max_offset is None else header.list_max_offset
        )
        if header.list_max_offset is not None and header.list_max_offset == unbounded:
            raise OutOfRangeError(f"list_max_offset must be >= 0 or None, got {unbounded}")
        sections = None if header.sections is None else _sections(header.sections)
        with self._noted():
            _pager.pager_set_header(
                handle,
                _style(header.style),
                sections,
                _ffi.options("segpager_pager_header", fields),
            )
            self._note("set_header", header=header)

    # the per-frame call

    def step(self, events: Iterable[Event] = ()) -> PagerFrame:
        """Applies ``events`` in order and returns the frame after them.

        The batch is checked first: on a bad event (time going backwards,
        NaN, an index outside the tabs) nothing is applied and a
        ``SegPagerError`` subclass is raised.
        """
        # `_one_at_a_time` and `_live()`, inlined on the per-frame path
        me = _get_ident()
        if self._owner == me:
            raise _refused("step")
        with self._lock:
            self._owner = me
            try:
                return self._step(events)
            finally:
                self._owner = None

    def _step(self, events: Iterable[Event]) -> PagerFrame:
        if self._handle is None:
            raise ValueError("Pager is closed")
        stepper = self._stepper
        batch = events if isinstance(events, (list, tuple)) else list(events)
        count = len(batch)
        buffer = stepper.events if count <= stepper.capacity else stepper.reserve(count)
        at = 0
        try:
            for event in batch:
                packer = _PACKERS.get(type(event))
                if packer is None:  # Select, a subclass, or not an event
                    _EVENT_WRITER(buffer, at, *_event_tuple(event))
                else:
                    pack_into, get, kind = packer
                    try:
                        pack_into(buffer, at, kind, *get(event))
                    except struct.error:  # a value that is not a number: say which
                        _EVENT_WRITER(buffer, at, *_event_tuple(event))
                at += _EVENT_SIZE
        except (TypeError, OutOfRangeError) as error:
            # C's form: the function, events[k] and the field
            where, text = f"step: events[{at // _EVENT_SIZE}]", str(error)
            raise type(error)(
                f"{where}: {text}" if text.startswith("must") else f"{where}.{text}"
            ) from None
        if self._recorder is None:
            frame: PagerFrame = stepper.step(count)
            return frame
        return self._recorded_step(batch, count)

    def _recorded_step(self, batch: Sequence[Event], count: int) -> PagerFrame:
        """A recording's step, or the first step (segpager.record): the
        engine's step and its line in the file are one, so Ctrl-C waits for
        both (``_interrupts``)."""
        recorder = self._recorder
        assert recorder is not None
        with _interrupts.Held():
            frame: PagerFrame = self._stepper.step(count)
            recorder.step(batch, frame)
        return frame

    @property
    @_one_at_a_time
    def last_frame(self) -> PagerFrame | None:
        """The frame of the last step the engine applied, with all of its
        notifications; None before the first step (a refused first step
        leaves it None). After a ``run``, the run's last frame, arrays
        included (its notifications are in the run's columns).

        A step either applies nothing or its frame is kept here: when a
        ``KeyboardInterrupt`` (or any exception) lands just after the engine
        applied a step, before ``step`` returned its frame, this is that
        frame. It never changes with later steps (a new object each time).
        A recording pager's step is applied and written as one: Ctrl-C
        during it waits until its line is in the file, so the file has
        every step this frame has seen. An interrupted ``run`` either did
        not start (this is the frame before it) or finished (this is its
        last frame): see ``run``."""
        if self._handle is None:
            raise ValueError("Pager is closed")
        frame: PagerFrame | None = self._stepper.last_frame()
        return frame

    @_one_at_a_time
    def run(self, events: Any, frames: Any = None, *, frame_count: int | None = None) -> PagerRun:
        """Steps many frames in one foreign call and returns them as columns:
        frame ``f`` is what ``step`` with frame ``f``'s events would return.
        ``events`` is a list of each frame's events, a numpy structured array
        with ``RUN_EVENT_FIELDS``, or packed ``segpager_event``s with
        ``frames``, a frame index each (see ``segpager.run``). Bad events
        raise as ``step``'s do, and nothing is applied then.

        Ctrl-C never splits a run. While its events are packed (Python's
        checks) it applies nothing, and ``last_frame`` stays as it was; from
        the engine's first call on, ``KeyboardInterrupt`` waits until the
        run, its bookkeeping and its recording are done, and then comes
        (noting that the run finished), with ``last_frame`` the run's last
        frame. Only on the main thread is there an interrupt to wait for.
        """
        from .run import pack_run, run_packed  # imported here: segpager.run imports this module

        handle = self._live()
        recorder = self._recorder
        if recorder is not None:
            events = recorder.before_run(events, frames)
        packed = pack_run(events, frames, frame_count)  # checked: nothing is applied yet
        with _interrupts.Held() as held:
            try:
                ran = run_packed(handle, packed)
            except BaseException:
                # a run that fails while applying keeps the frames before it,
                # and nothing says how many: the pager may have stepped, and a
                # recording could not say what happened
                self._stepper.ran(0)
                if recorder is not None:
                    recorder.run_failed()
                raise
            self._stepper.ran(len(ran))
            if recorder is not None:
                recorder.after_run(events, ran)
            held.note = (
                f"segpager: Pager.run finished its {len(ran):,} frame(s) first "
                "(Pager.last_frame is its last)"
            )
        return ran
