"""Many frames in one foreign call: ``Pager.run`` and the columns it returns.

For offline use (tests, traces, the command line's ``trace``, property
tests of a front end's logic, replaying a recording): ``Pager.run(events)``
steps every frame in one call of ``segpager_pager_run`` and returns a
``PagerRun``, one column per scalar of the frame (numpy arrays when numpy is
installed, ``memoryview``s otherwise) and the notifications with the frame
of each. Frame ``f`` is exactly what ``Pager.step`` with frame ``f``'s
events would have returned.

>>> import segpager
>>> with segpager.Pager([40, 60, 50], viewport_width=300) as pager:
...     frames = pager.run([[segpager.TabTapped(0.0, 2)], [], [segpager.Tick(1.0)]])
>>> len(frames), frames["page_offset"].tolist(), frames["selected_index"].tolist()
(3, [0.0, 0.0, 600.0], [2, 2, 2])
>>> notes = zip(frames["notification_frames"].tolist(), frames.notifications)
>>> [(f, str(n)) for f, n in notes][-3:]
[(2, 'dd0'), (2, 'unload0'), (2, 'da2')]

The events come as one of:

- a list with each frame's events (event objects; ``[]`` for a frame with
  none), the form of a recording of steps;
- a numpy structured array with the fields ``RUN_EVENT_FIELDS``
  (``segpager_event``'s, plus ``frame``), for generated traces;
- a buffer of packed ``segpager_event``s (``bytes``, ``bytearray``,
  ``memoryview``, ``array``) with ``frames``, one uint32 frame index per
  event (an ``array("I")``, or a sequence of ints).

Frame indices never decrease; ``frame_count`` (by default the last index
plus one) may add frames with no events at the end. The whole run is checked
before anything is applied, as a step checks its batch: a bad event anywhere
raises the ``SegPagerError`` subclass a step would and changes nothing. Only
a failure that shows while applying (a resize whose page offset overflows)
leaves the frames before it applied, as steps would have.
"""

from __future__ import annotations

import struct
from array import array
from collections.abc import Iterator, Sequence
from typing import Any

from . import _abi, _run
from .errors import OutOfRangeError
from .pager import Notification, _event_tuple, _notification

__all__ = ["RUN_EVENT_FIELDS", "PagerRun"]

try:
    import numpy
except ImportError:  # numpy is optional: columns are then memoryviews
    numpy = None  # type: ignore[assignment]

#: The fields of a numpy structured array of events for ``Pager.run``, as
#: ``numpy.dtype(list(RUN_EVENT_FIELDS))`` takes them: ``segpager_event``'s
#: fields (a union by its first member: ``index`` holds a pointer event's
#: region, ``offset`` and ``velocity`` its x and y or a wheel's deltas) and
#: ``frame``, the event's frame. Read from the C layout, so it cannot drift.
RUN_EVENT_FIELDS: tuple[tuple[str, str], ...] = (
    *((name, _run.NUMPY_TYPES[ctype]) for name, _, ctype in _run.EVENT_FIELDS),
    ("frame", "u4"),
)

# The frame's C fields under PagerFrame's names (the C name elsewhere);
# None: not a column (sizes, padding, and the notifications still waiting,
# which `run` always hands over, so it is 0 in every record).
_RENAMED: dict[str, str | None] = {
    "struct_size": None,
    "reserved": None,
    "reserved2": None,
    "reserved3": None,
    "header.reserved": None,
    "pending_notifications": None,
    "indicator_corners": "indicator.rounded_corners",
    "refreshing": "header.refreshing",
    "header_animating": "header.animating",
    "header_offset": "header.header_offset",
    "pull": "header.pull",
}
_COLUMNS: dict[str, tuple[int, Any]] = {}
for _name, _offset, _ctype in _run.fields(_abi.CFrame):
    _column = _RENAMED.get(_name, _name)
    if _column is not None and _column.startswith("header.") and _name.startswith("header."):
        _column = "header.frame." + _name[len("header.") :]  # the header's drawn frame
    if _column is not None:
        _COLUMNS[_column] = (_offset, _ctype)

#: numpy's view of a record: every column at its offset
_RECORD = (
    None
    if numpy is None
    else numpy.dtype(
        {
            "names": list(_COLUMNS),
            "formats": [_run.NUMPY_TYPES[ctype] for _, ctype in _COLUMNS.values()],
            "offsets": [offset for offset, _ in _COLUMNS.values()],
            "itemsize": _run.FRAME_SIZE,
        }
    )
)
_C_EVENT = (
    None
    if numpy is None
    else numpy.dtype(
        {
            "names": [name for name, _, _ in _run.EVENT_FIELDS],
            "formats": [_run.NUMPY_TYPES[ctype] for _, _, ctype in _run.EVENT_FIELDS],
            "offsets": [offset for _, offset, _ in _run.EVENT_FIELDS],
            "itemsize": _run.EVENT_SIZE,
        }
    )
)


class PagerRun:
    """The frames of one ``Pager.run``, as columns. Immutable.

    ``run[name]`` is one column, a value per frame, named as ``PagerFrame``
    names it, dotted where the frame nests it (``"page_offset"``,
    ``"indicator.x"``, ``"header.frame.content.y"``, ``"split.list"``); the
    counts are ``appearance_count``, ``page_count``, ``notification_count``
    and ``dropped_notifications``, and ``has_header`` says whether the
    ``header.*`` columns are there (all 0 without a header). Values are C's:
    an index that ``PagerFrame`` gives as None is -1 (``SEGPAGER_NONE``), an
    enum its int (``PagerPhase(v)``), a bool 0 or 1. Columns are numpy arrays
    when numpy is installed, else ``memoryview``s; both are read-only.
    ``run["notification_frames"]`` is the frame of each of ``notifications``.
    """

    __slots__ = ("_columns", "_notifications", "_out", "_table")

    #: every frame column's name
    COLUMNS: tuple[str, ...] = tuple(_COLUMNS)

    def __init__(self, out: _run.RunOutput) -> None:
        self._out = out
        self._columns: dict[str, Any] = {}
        self._notifications: tuple[Notification, ...] | None = None
        # numpy's view of the records, made once: a column is then a field of it
        self._table = None if numpy is None else numpy.frombuffer(out.records, dtype=_RECORD)

    def __len__(self) -> int:
        return self._out.frame_count

    def __getitem__(self, name: str) -> Any:
        found = self._columns.get(name)
        if found is None:
            found = self._columns[name] = self._column(name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter((*self.COLUMNS, "notification_frames"))

    def _column(self, name: str) -> Any:
        out = self._out
        if name == "notification_frames":
            frames = out.notification_frames[: out.notification_count * 4]
            if numpy is not None:
                column = numpy.frombuffer(bytes(frames), dtype=numpy.uint32)
                return column
            return memoryview(bytes(frames)).cast("I")
        if name not in _COLUMNS:
            raise KeyError(f"{name!r} is not a column of a run; they are {', '.join(self)}")
        if self._table is not None:
            column = self._table[name]
            column.flags.writeable = False
            return column
        offset, ctype = _COLUMNS[name]
        code = _run.STRUCT_CODES[ctype]
        size = struct.calcsize(code)
        # A strided view over the records picks the field out of each.
        picked = memoryview(out.records).cast(code)[offset // size :: _run.FRAME_SIZE // size]
        return memoryview(picked.tobytes()).cast(code)

    @property
    def notifications(self) -> tuple[Notification, ...]:
        """Every frame's notifications, in order (``run["notification_frames"]``
        says whose)."""
        if self._notifications is None:
            out = self._out
            raw = bytes(out.notifications[: out.notification_count * _run.NOTIFICATION_SIZE])
            self._notifications = tuple(
                map(_notification, _run.NOTIFICATION_READER.iter_unpack(raw))
            )
        return self._notifications

    def __repr__(self) -> str:
        return f"<PagerRun: {len(self)} frames, {self._out.notification_count} notifications>"


def _pack_lists(batches: Sequence[Sequence[Any]]) -> tuple[bytearray, array[int], int]:
    """Per-frame lists of event objects, packed, with their frame indices."""
    count = sum(map(len, batches))
    events = bytearray(count * _run.EVENT_SIZE)
    frames = array("I", bytes(4 * count))
    pack = _run.EVENT_WRITER.pack_into
    at = k = 0
    for f, batch in enumerate(batches):
        for event in batch:
            pack(events, at, *_event_tuple(event))
            frames[k] = f
            at += _run.EVENT_SIZE
            k += 1
    return events, frames, count


def _pack_numpy(table: Any) -> tuple[Any, Any, int]:
    """A structured array with RUN_EVENT_FIELDS, as packed events and frames."""
    names = table.dtype.names or ()
    missing = [name for name, _ in RUN_EVENT_FIELDS if name not in names]
    if missing:
        raise TypeError(
            f"events: a structured array needs the fields RUN_EVENT_FIELDS; missing {missing}"
        )
    events = numpy.zeros(len(table), dtype=_C_EVENT)
    for name, _, _ in _run.EVENT_FIELDS:
        events[name] = table[name]
    frames = numpy.ascontiguousarray(table["frame"], dtype=numpy.uint32)
    return events, frames, len(table)


def _pack_buffer(events: Any, frames: Any) -> tuple[Any, Any, int]:
    """Packed segpager_events and one frame index each, as writable copies
    when they are not (ctypes hands C a pointer into them)."""
    raw = memoryview(events).cast("B")
    if raw.nbytes % _run.EVENT_SIZE:
        raise ValueError(
            f"events: {raw.nbytes} bytes is not a whole number of {_run.EVENT_SIZE}-byte "
            "segpager_events"
        )
    count = raw.nbytes // _run.EVENT_SIZE
    packed: Any = raw if not raw.readonly else bytearray(raw)
    indices: Any
    try:
        view = memoryview(frames)
    except TypeError:  # a sequence of ints
        try:
            indices = array("I", frames)
        except OverflowError:
            raise OutOfRangeError("frames: every frame index must be in 0..2**32-1") from None
    else:
        if view.format != "I":
            raise TypeError(f"frames: expected uint32 frame indices ('I'), got {view.format!r}")
        indices = bytearray(view.cast("B")) if view.readonly else view
    if len(memoryview(indices).cast("B")) != 4 * count:
        raise ValueError(f"frames: {count} events need {count} frame indices")
    return packed, indices, count


def run_pager(handle: int, events: Any, frames: Any, frame_count: int | None) -> PagerRun:
    """``Pager.run``'s body (see it, and this module's docstring)."""
    if numpy is not None and isinstance(events, numpy.ndarray) and events.dtype.names:
        if frames is not None:
            raise TypeError("frames: a structured array carries its frames in its frame column")
        packed, indices, count = _pack_numpy(events)
    elif frames is not None:
        packed, indices, count = _pack_buffer(events, frames)
    else:
        batches = events if isinstance(events, (list, tuple)) else list(events)
        if frame_count is not None and frame_count != len(batches):
            raise ValueError(f"frame_count: {frame_count}, but {len(batches)} frames are given")
        packed, indices, count = _pack_lists(batches)
        frame_count = len(batches)
    if frame_count is None:
        frame_count = int(memoryview(indices).cast("B").cast("I")[-1]) + 1 if count else 0
    return PagerRun(_run.run(handle, packed, indices, count, frame_count))
