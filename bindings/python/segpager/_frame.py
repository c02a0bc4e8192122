"""The per-frame path: struct readers that unpack a step's output block,
event packers that write events straight into the C buffer, and the
stepper that makes the one foreign call per frame."""

from __future__ import annotations

import ctypes
import dataclasses
import operator
import struct
import sys
from collections.abc import Callable
from ctypes import (
    c_double,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_void_p,
)
from typing import Any, TypeVar

from ._ffi import (
    HOT_CALLS,
    _library,
    error_for,
)
from ._generated.abi import (
    SEGPAGER_TRUNCATED,
    CEvent,
    CFrame,
    CItemAppearance,
    CNotification,
    CPageVisibility,
    CStepBuffers,
    CStripItem,
)

#: the ``struct`` code of each C scalar type in the ABI's structs
STRUCT_CODES = {c_double: "d", c_int32: "i", c_uint32: "I", c_int64: "q", c_size_t: "N"}


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
        elif isinstance(ctype, type) and issubclass(ctype, ctypes.Union):
            # An anonymous union of same-sized members: read as its first.
            first, first_type = ctype._fields_[0][0], ctype._fields_[0][1]
            codes.append(STRUCT_CODES.get(first_type, "P"))
            names.append(prefix + first)
        else:
            codes.append(STRUCT_CODES.get(ctype, "P"))
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
        elif isinstance(ctype, type) and issubclass(ctype, ctypes.Union):
            found.update({prefix + member[0]: offset for member in ctype._fields_})
        else:
            found[prefix + name] = offset
    return found


_T = TypeVar("_T")


def maker(cls: type[_T], names: tuple[str, ...] | None = None) -> Callable[..., _T]:
    """``make(*values)``: a ``cls`` with its slots ``names`` (a frozen slotted
    dataclass's fields, in order) set to ``values``, for the objects a frame
    makes every step (looks, items, the indicator, the frame itself).

    ``cls(*values)`` of a frozen dataclass sets each field through
    ``object.__setattr__``; ``make`` fills a plain twin class with the same
    slots (a store per field, as fast as Python stores go) and then gives
    the object its class, which Python allows between classes of the same
    layout. The result is an ordinary ``cls``: equal, hashed, printed,
    pickled and frozen as one made by ``cls(...)`` (tests/test_frame_objects.py).
    The function is written out as source, as ``dataclasses`` writes
    ``__init__``, so each store is a plain attribute store, and so is the
    class change: the twin has no ``__setattr__`` of its own, so
    ``made.__class__ = cls`` goes straight to the ``__class__`` setter
    (counted under callgrind, CPython 3.11: about 670 instructions, where
    calling ``object.__setattr__`` for it costs 1,480, the call's argument
    tuples included). The twin is made by calling it (``twin()``: no
    ``__init__``, so nothing runs), 300 fewer than ``object.__new__(twin)``."""
    if names is None:
        names = tuple(field.name for field in dataclasses.fields(cls))  # type: ignore[arg-type]
    slots = vars(cls)["__slots__"]
    assert sorted(names) == sorted(slots), (cls.__name__, names)
    assert not {"made", "twin", "cls"} & set(names), (cls.__name__, names)  # the source's own names
    twin = type(f"_{cls.__name__}Parts", (), {"__slots__": slots})
    stores = "".join(f"    made.{name} = {name}\n" for name in names)
    source = (
        f"def make_{cls.__name__}({', '.join(names)}):\n"
        f"    made = twin()\n{stores}    made.__class__ = cls\n    return made\n"
    )
    scope: dict[str, Any] = {"twin": twin, "cls": cls}
    exec(source, scope)
    made: Callable[..., _T] = scope[f"make_{cls.__name__}"]
    return made


FRAME_READER, FRAME_FIELDS = _reader(CFrame)
APPEARANCE_READER, _ = _reader(CItemAppearance)
NOTIFICATION_READER, _ = _reader(CNotification)
PAGE_READER, _ = _reader(CPageVisibility)
STRIP_ITEM_READER, _ = _reader(CStripItem)
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
        union: Any = ctype
        if isinstance(union, type) and issubclass(union, ctypes.Union):
            name = union._fields_[0][0]  # an anonymous union: named by its first member
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
    """Where the output arrays sit in a step's output (after the frame), and
    ``rows``, the stepper's memory of the rows it decoded last (the frame's
    readers keep what they like in it; the stepper only hands it on)."""

    __slots__ = ("appearances", "list_offsets", "notifications", "pages", "rows", "strip_items")

    def __init__(
        self,
        appearances: int,
        notifications: int,
        pages: int,
        list_offsets: int,
        strip_items: int,
        rows: Any,
    ) -> None:
        self.appearances = appearances
        self.notifications = notifications
        self.pages = pages
        self.list_offsets = list_offsets
        self.strip_items = strip_items
        self.rows = rows


_APPEARANCE_SIZE = ctypes.sizeof(CItemAppearance)
_NOTIFICATION_SIZE = ctypes.sizeof(CNotification)
_PAGE_SIZE = ctypes.sizeof(CPageVisibility)
_STRIP_ITEM_SIZE = ctypes.sizeof(CStripItem)
_FRAME_SIZE = ctypes.sizeof(CFrame)


class _Probe:
    __slots__ = ("last",)
    last: object


def _references(probe: _Probe) -> int:
    last = probe.last
    return sys.getrefcount(last)


#: What ``sys.getrefcount`` says of the stepper's last frame, read as
#: ``PagerStepper.step`` reads it, when nothing else holds the frame (the
#: attribute, the local and the argument): measured, not assumed, as the
#: count differs between interpreters.
_probe = _Probe()
_probe.last = object()
_UNHELD = _references(_probe)
del _probe


class PagerStepper:
    """A pager's per-frame call: one foreign call per step (more only when an
    output array must grow), through ``_ffi.HOT_CALLS`` with its argument
    objects made once.

    The frame and the output arrays live in one buffer, ``block``, which
    every step overwrites. A frame (``make_frame(block, layout)``) reads its
    fields from the block when asked, so a step copies nothing; yet a frame
    keeps its values after later steps (copy on retain): before the next
    foreign call the stepper looks at the last frame it made, and if anyone
    still holds it (``sys.getrefcount``) the frame takes its own ``bytes``
    copy of the block (``frame._own_data()``). A front end that draws a
    frame and lets it go never pays for a copy; one that keeps the frame
    (in a variable until the next step, in a list) pays one copy per frame
    kept, what every step paid before. A frame that nobody holds is made
    again in place: ``renew_frame(frame)`` forgets what it decoded, and the
    step returns the same object (nobody can tell: nothing refers to it),
    which saves making one every frame. After the arrays grow the old block
    is never written again, so frames over it stay as they are. Events are
    written into ``events`` (room for ``capacity``; ``reserve`` grows it)
    before ``step(count)``."""

    def __init__(
        self,
        handle: int,
        make_frame: Callable[[bytes | bytearray, FrameLayout], Any],
        renew_frame: Callable[[Any], None],
        rows: Any,
    ) -> None:
        self.handle = c_void_p(handle)
        self.arrays = CStepBuffers()
        _library.segpager_step_buffers_init(ctypes.byref(self.arrays))
        self._arrays_ref = ctypes.byref(self.arrays)
        self._count = c_size_t(0)
        self._counted = 0  # the count in `_count` (read back from ctypes costs as much as a set)
        # Bound here, so a test that wraps HOT_CALLS' functions counts it.
        self._call = HOT_CALLS["segpager_pager_step_into"]
        self._last_frame = _library.segpager_pager_last_frame
        self._make_frame = make_frame
        self._renew_frame = renew_frame
        self._last: Any = None
        #: a step's foreign call has been made (the block then holds the
        #: last applied step's frame: a failed call writes nothing)
        self._stepped = False
        #: a run has stepped since the block was written
        self._refill = False
        self._rows = rows
        self._grow_events(8)
        self._allocate(32, 32, 8)

    def reserve(self, count: int) -> bytearray:
        """The event buffer, grown to hold ``count`` events if it must."""
        if count > self.capacity:
            self._grow_events(max(count, 2 * self.capacity))
            self._bind_arguments()
        return self.events

    def _grow_events(self, capacity: int) -> None:
        self.capacity = capacity
        self.events = bytearray(capacity * _EVENT_SIZE)
        self._batch = (CEvent * capacity).from_buffer(self.events)

    def _bind_arguments(self) -> None:
        """The hot call's arguments, in ``segpager_pager_step_into``'s order
        and of its declared types: the handle, the event array, the count
        (set before each call), the frame and the output arrays."""
        self.arguments = (
            self.handle,
            self._batch,
            self._count,
            self._frame_ref,
            self._arrays_ref,
        )

    def _allocate(self, appearances: int, notifications: int, pages: int) -> None:
        sizes = (
            appearances * _APPEARANCE_SIZE,
            notifications * _NOTIFICATION_SIZE,
            pages * _PAGE_SIZE,
            pages * 8,
            appearances * _STRIP_ITEM_SIZE,
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
        self.strip_items = (CStripItem * appearances).from_buffer(block, starts[4])
        a = self.arrays
        a.appearances, a.appearance_capacity = self.appearances, appearances
        a.notifications, a.notification_capacity = self.notifications, notifications
        a.pages, a.page_capacity = self.pages, pages
        a.list_offsets, a.list_offset_capacity = self.list_offsets, pages
        a.strip_items, a.strip_item_capacity = self.strip_items, appearances
        self.block = block
        appearances_at, notifications_at, pages_at, list_offsets_at, strip_items_at = starts
        self.layout = FrameLayout(
            appearances_at, notifications_at, pages_at, list_offsets_at, strip_items_at, self._rows
        )
        self._frame_ref = ctypes.byref(self.frame)
        self._bind_arguments()

    def step(self, count: int) -> Any:
        """Applies the first ``count`` events of ``events``; the frame after
        them (``make_frame`` over the block, or the last frame renewed)."""
        last = self._last
        renew = last is not None and sys.getrefcount(last) <= _UNHELD
        if not renew and last is not None:
            last._own_data()  # held elsewhere: it keeps this frame's values
        if count != self._counted:
            self._count.value = self._counted = count
        stepped, self._stepped = self._stepped, True
        self._refill = False
        status = self._call(*self.arguments)
        if status:  # checked here rather than by an errcheck: the hot path stays one C call
            if status < 0:  # refused: nothing applied, nothing written
                self._stepped = stepped
            self._fetch_rest(status)
        if renew and last._layout is self.layout:  # (the arrays did not grow)
            self._renew_frame(last)
            return last
        frame = self._last = self._make_frame(self.block, self.layout)
        return frame

    def last_frame(self) -> Any:
        """A new frame of the last step the engine applied, over a copy of the
        block (None before the first step). After a step interrupted between
        its foreign call and its return (a ``KeyboardInterrupt`` lands when
        the call returns) the block holds that step's frame: its
        notifications still waiting in the pager (a truncated step whose
        rest was not fetched) are fetched first, so none is lost."""
        if self._refill:  # a run stepped since: its last frame, arrays and all
            self._refill = False
            self._fetch_rest(self._last_frame(self.handle, self._frame_ref, self._arrays_ref))
            self._stepped = True
        if not self._stepped:
            return None
        if self.frame.pending_notifications > 0:
            self._fetch_rest(SEGPAGER_TRUNCATED)
        return self._make_frame(bytes(self.block), self.layout)

    def ran(self, frames: int) -> None:
        """A run applied `frames` frames (at least one, or an unknown number
        after a failure once the pager had stepped): the next ``last_frame``
        writes the run's last frame (``segpager_pager_last_frame``). Its
        notifications are the run's columns'; those still waiting come with it."""
        if frames > 0 or self._stepped:
            self._refill = True

    def _fetch_rest(self, status: int) -> None:
        """After a truncated step (``SEGPAGER_TRUNCATED``): grows the arrays
        and writes the step's frame again (``segpager_pager_last_frame``,
        which steps nothing), with the notifications still waiting in the
        pager placed after the ones already delivered, as raw bytes. Every
        notification of the step ends up in the buffer. Failures raise."""
        dropped = 0
        while True:
            if status < 0:
                raise error_for(status, "segpager_pager_step_into")
            frame = self.frame
            dropped += frame.dropped_notifications
            if status != SEGPAGER_TRUNCATED:
                break
            delivered = frame.notification_count
            start = self.layout.notifications
            kept = self.block[start : start + delivered * _NOTIFICATION_SIZE]
            self._allocate(
                max(len(self.appearances), frame.appearance_count),
                max(len(self.notifications), delivered + frame.pending_notifications),
                max(len(self.pages), frame.page_count),
            )
            start = self.layout.notifications
            self.block[start : start + len(kept)] = kept
            # The pager hands the waiting ones over into the room after them.
            rest = CStepBuffers.from_buffer_copy(self.arrays)
            room = len(self.notifications) - delivered
            rest.notifications = (CNotification * room).from_buffer(self.block, start + len(kept))
            rest.notification_capacity = room
            # (its errcheck raises on failure)
            status = self._last_frame(self.handle, self._frame_ref, ctypes.byref(rest))
            self.frame.notification_count += delivered
        self.frame.dropped_notifications = dropped  # over every call of the step
