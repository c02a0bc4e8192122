"""What a step returns: ``PagerFrame`` and the values it holds
(``Notification``, ``PageVisibility``, ``StripItem``, ``PagerHeaderFrame``),
read from the C frame when first asked for."""

from __future__ import annotations

import dataclasses
import struct
import warnings
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from itertools import compress
from operator import ne
from typing import Any, Generic, TypeVar, overload

from . import _ffi, _frame
from ._generated import abi as _abi
from .enums import (
    HeaderPhase,
    IndicatorCorners,
    NotificationKind,
    PagerGesture,
    PagerPhase,
    SelectionCause,
    StripPhase,
)
from .header import HeaderFrame, Rect, ScrollSplit
from .position import (
    Indicator,
    ItemAppearance,
    RGBAColor,
    StripState,
)
from .strip import ItemFrame

__all__ = ["Notification", "PageVisibility", "PagerFrame", "PagerHeaderFrame", "StripItem"]

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
