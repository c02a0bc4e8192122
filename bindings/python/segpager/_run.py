"""The batched call behind ``Pager.run``: ``segpager_pager_run`` with its
buffers, one foreign call for a whole run (more only when the notification
array must grow: then the frame that filled it gets the rest through
``segpager_pager_last_frame``, and the run goes on from the next frame).

This module alone touches ctypes for ``segpager.run``; it reads the C
layouts from ``_abi``, and packs events and reads notifications and frame
fields with the per-frame path's ``_frame`` structs (one description of
each C struct for both)."""

from __future__ import annotations

import bisect
import ctypes
import struct
from array import array
from ctypes import c_double, c_int32, c_int64, c_size_t, c_uint32
from typing import Any

from . import _frame
from ._ffi import _library
from ._generated.abi import (
    SEGPAGER_TRUNCATED,
    CEvent,
    CFrame,
    CNotification,
    CRunBuffers,
    CStepBuffers,
)

EVENT_SIZE = ctypes.sizeof(CEvent)
FRAME_SIZE = ctypes.sizeof(CFrame)
NOTIFICATION_SIZE = ctypes.sizeof(CNotification)

#: struct codes (the per-frame path's) and numpy type strings of the C
#: scalar types in the layouts
STRUCT_CODES = _frame.STRUCT_CODES
NUMPY_TYPES = {
    c_double: "f8", c_int32: "i4", c_uint32: "u4", c_int64: "i8",
    c_size_t: f"u{ctypes.sizeof(c_size_t)}",
}  # fmt: skip


def fields(struct_type: Any, prefix: str = "", base: int = 0) -> list[tuple[str, int, Any]]:
    """``(dotted C name, byte offset, ctype)`` of every scalar field of a
    ctypes struct, nested structs flattened (``indicator.x``), an anonymous
    union as its first member (``segpager_event.index`` for ``region``)."""
    found: list[tuple[str, int, Any]] = []
    for field in struct_type._fields_:
        name, ctype = field[0], field[1]
        offset = base + getattr(struct_type, name).offset
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Union):
            name, ctype = ctype._fields_[0][0], ctype._fields_[0][1]
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Structure):
            found += fields(ctype, f"{prefix}{name}.", offset)
        else:
            found.append((prefix + name, offset, ctype))
    return found


EVENT_FIELDS = fields(CEvent)
#: packs one ``segpager_event`` from its fields in order (every one of them)
EVENT_WRITER = _frame.EVENT_WRITER
assert EVENT_WRITER.format == "@" + "".join(STRUCT_CODES[ctype] for _, _, ctype in EVENT_FIELDS)
#: unpacks one ``segpager_notification`` (kind, page, previous, cause, id, time)
NOTIFICATION_READER = _frame.NOTIFICATION_READER
assert NOTIFICATION_READER.size == NOTIFICATION_SIZE

_AT = _frame.FRAME_OFFSETS
_COUNTS = struct.Struct("@NN")  # notification_count, pending_notifications: adjacent
assert _AT["pending_notifications"] == _AT["notification_count"] + _COUNTS.size // 2
_SIZE = struct.Struct("@N")

# The defaults, read once: a run makes no foreign call but its own.
_template = CRunBuffers()
_library.segpager_run_buffers_init(ctypes.byref(_template))
_step_template = CStepBuffers()
_library.segpager_step_buffers_init(ctypes.byref(_step_template))


class RunOutput:
    """What a run wrote: ``frame_count`` records of ``FRAME_SIZE`` bytes in
    ``records``, and ``notification_count`` notifications with the frame of
    each (``notification_frames``, uint32)."""

    __slots__ = (
        "frame_count",
        "notification_count",
        "notification_frames",
        "notifications",
        "records",
    )

    notifications: bytearray
    notification_frames: bytearray

    def __init__(self, frame_count: int) -> None:
        self.frame_count = frame_count
        self.records = bytearray(frame_count * FRAME_SIZE)
        self.notification_count = 0
        # Room for a drag's or a settle's notifications without growing.
        self._grow(2 * frame_count + 64)

    def _grow(self, capacity: int) -> None:
        kept = self.notification_count
        notes = bytearray(capacity * NOTIFICATION_SIZE)
        frames = bytearray(capacity * 4)
        if kept:
            notes[: kept * NOTIFICATION_SIZE] = self.notifications[: kept * NOTIFICATION_SIZE]
            frames[: kept * 4] = self.notification_frames[: kept * 4]
        self.notifications, self.notification_frames = notes, frames


def _array(ctype: Any, buffer: Any, offset: int, count: int) -> Any:
    """``count`` C values of ``ctype`` in ``buffer`` from byte ``offset``;
    None for none (a NULL array)."""
    return (ctype * count).from_buffer(buffer, offset) if count else None


def run(handle: int, events: Any, frames: Any, event_count: int, frame_count: int) -> RunOutput:
    """Runs ``frame_count`` frames of ``event_count`` packed events
    (``events``: a writable buffer of ``segpager_event``s; ``frames``: one of
    uint32 frame indices). Failures raise (the prototype's errcheck)."""
    out = RunOutput(frame_count)
    buffers = CRunBuffers.from_buffer_copy(_template)
    indices = memoryview(frames).cast("B").cast("I")  # the caller's, from frame 0
    done = count = start = 0
    while True:
        # Never 0 (a NULL array would mean "none wanted"): the array starts
        # with room, and _fetch_rest grows a full one.
        capacity = len(out.notifications) // NOTIFICATION_SIZE - count
        records = _array(
            ctypes.c_char, out.records, done * FRAME_SIZE, (frame_count - done) * FRAME_SIZE
        )
        buffers.frames = None if records is None else ctypes.addressof(records)
        buffers.notifications = _array(
            CNotification, out.notifications, count * NOTIFICATION_SIZE, capacity
        )
        buffers.notification_frames = _array(c_uint32, out.notification_frames, count * 4, capacity)
        buffers.notification_capacity = capacity
        ran, delivered = c_size_t(), c_size_t()
        status = _library.segpager_pager_run(
            handle,
            _array(CEvent, events, start * EVENT_SIZE, event_count - start),
            _array(c_uint32, frames, start * 4, event_count - start),
            event_count - start,
            frame_count - done,
            ctypes.byref(buffers),
            ctypes.byref(ran),
            ctypes.byref(delivered),
        )
        if done:  # the call's frame indices start at its first frame
            shifted = memoryview(out.notification_frames).cast("I")
            for k in range(count, count + delivered.value):
                shifted[k] += done
        done += ran.value
        count += delivered.value
        out.notification_count = count
        if status != SEGPAGER_TRUNCATED:
            return out
        count = _fetch_rest(handle, out, done - 1, count)
        out.notification_count = count
        # Go on from the next frame: its events, their indices from there.
        start = bisect.bisect_left(indices, done, start, event_count)
        rest = array("I", (f - done for f in indices[start:event_count]))
        frames = bytearray(start * 4) + rest.tobytes()


def _fetch_rest(handle: int, out: RunOutput, last: int, count: int) -> int:
    """The notifications still waiting after frame ``last`` filled the
    array, into a grown one after the others; that frame's record then
    counts them as its own, as a step's frame would. Returns the new count."""
    at = last * FRAME_SIZE
    pending = _SIZE.unpack_from(out.records, at + _AT["pending_notifications"])[0]
    if len(out.notifications) // NOTIFICATION_SIZE < count + pending:
        out._grow(2 * (count + pending) + 64)
    rest = CStepBuffers.from_buffer_copy(_step_template)
    rest.notifications = _array(
        CNotification, out.notifications, count * NOTIFICATION_SIZE, pending
    )
    rest.notification_capacity = pending
    frame = CFrame()
    frame.struct_size = FRAME_SIZE
    # TRUNCATED here only says the (absent) appearance arrays had no room.
    _library.segpager_pager_last_frame(handle, ctypes.byref(frame), ctypes.byref(rest))
    taken: int = frame.notification_count
    memoryview(out.notification_frames).cast("I")[count : count + taken] = array(
        "I", [last] * taken
    )
    delivered, _ = _COUNTS.unpack_from(out.records, at + _AT["notification_count"])
    _COUNTS.pack_into(out.records, at + _AT["notification_count"], delivered + taken, 0)
    dropped = _SIZE.unpack_from(out.records, at + _AT["dropped_notifications"])[0]
    _SIZE.pack_into(
        out.records, at + _AT["dropped_notifications"], dropped + frame.dropped_notifications
    )
    return count + taken
