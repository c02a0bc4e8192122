"""Many frames in one foreign call: ``Pager.run`` and the columns it returns.

For offline use (tests, traces, the command line's ``trace``, property
tests of a front end's logic, replaying a recording): ``Pager.run(events)``
steps every frame in one call of ``segpager_pager_run`` and returns a
``PagerRun``, one column per scalar of the frame (numpy arrays when numpy is
installed, ``memoryview``s otherwise) and the notifications with the frame
of each (as columns too). Frame ``f`` is exactly what ``Pager.step`` with frame ``f``'s
events would have returned.

>>> import segpager
>>> with segpager.Pager([40, 60, 50], viewport_width=300) as pager:
...     frames = pager.run([[segpager.TabTapped(0.0, 2)], [], [segpager.Tick(1.0)]])
>>> len(frames), frames["page_offset"].tolist(), frames["selected_index"].tolist()
(3, [300.0, 300.0, 600.0], [2, 2, 2])
>>> notes = zip(frames["notifications.frame"].tolist(), frames.notifications)
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
a failure that shows while applying (a looping pager's offset past 1e12 pages)
leaves the frames before it applied, as steps would have. Ctrl-C leaves no
run half applied: before the engine's first call it applies nothing, after
it the run finishes first (``Pager.run``).
"""

from __future__ import annotations

import struct
import warnings
from array import array
from collections.abc import Iterator, Sequence
from typing import Any

from . import _run
from ._generated import abi as _abi
from .errors import OutOfRangeError
from .events import _event_tuple
from .frame import Notification, _notification

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
    "indicator_corners": "strip.indicator.rounded_corners",
    "strip_offset": "strip.strip_offset",
    "first_visible_item": "strip.first_visible_item",
    "refreshing": "header.refreshing",
    "header_animating": "header.animating",
    "header_offset": "header.header_offset",
    "pull": "header.pull",
}


def _frame_columns() -> dict[str, tuple[int, Any]]:
    """Each frame column's offset and C type in ``segpager_frame``; the C
    header struct (``header.*``) is the drawn ``header.frame``."""
    columns = {}
    for name, offset, ctype in _run.fields(_abi.CFrame):
        column = _RENAMED.get(name, name)
        if column is None:
            continue
        if name.startswith("header."):
            column = "header.frame." + name[len("header.") :]
        if name.startswith("indicator."):
            column = "strip." + name
        columns[column] = (offset, ctype)
    return columns


def _numpy_record(columns: dict[str, tuple[int, Any]], size: int) -> Any:
    """numpy's view of a C record: every column at its offset."""
    if numpy is None:
        return None
    return numpy.dtype(
        {
            "names": list(columns),
            "formats": [_run.NUMPY_TYPES[ctype] for _, ctype in columns.values()],
            "offsets": [offset for offset, _ in columns.values()],
            "itemsize": size,
        }
    )


_COLUMNS = _frame_columns()
#: 0.7's column names, where 0.8.0's frame moved them (until 0.10.0): a run
#: still reads them, with a DeprecationWarning
_MOVED_COLUMNS = {name[len("strip.") :]: name for name in _COLUMNS if name.startswith("strip.")}
_RECORD = _numpy_record(_COLUMNS, _run.FRAME_SIZE)
#: A notification's C fields as columns, ``notifications.<field>``
_NOTE_COLUMNS = {
    f"notifications.{name}": (offset, ctype)
    for name, offset, ctype in _run.fields(_abi.CNotification)
}
_NOTE_RECORD = _numpy_record(
    {name.split(".")[1]: at for name, at in _NOTE_COLUMNS.items()}, _run.NOTIFICATION_SIZE
)
#: numpy's packed segpager_event, what C reads
_C_EVENT = _numpy_record(
    {name: (offset, ctype) for name, offset, ctype in _run.EVENT_FIELDS}, _run.EVENT_SIZE
)


def _picked(records: Any, count: int, offset: int, ctype: Any, stride: int) -> Any:
    """One field of ``count`` C records, ``stride`` bytes apart: a strided
    view picks it out of each, then a copy packs it (a memoryview)."""
    code: Any = _run.STRUCT_CODES[ctype]  # a struct code that memoryview.cast takes
    size = struct.calcsize(code)
    whole = memoryview(records)[: count * stride].cast(code)
    return memoryview(whole[offset // size :: stride // size].tobytes()).cast(code)


class PagerRun:
    """The frames of one ``Pager.run``, as columns. Immutable.

    ``run[name]`` is one column, a value per frame, named as ``PagerFrame``
    names it, dotted where the frame nests it (``"page_offset"``,
    ``"strip.indicator.x"``, ``"header.frame.content.y"``, ``"split.list"``;
    0.7's ``"indicator.x"``, ``"strip_offset"`` and ``"first_visible_item"``
    still read, with a ``DeprecationWarning``, until 0.10.0); the
    counts are ``appearance_count``, ``page_count``, ``notification_count``
    and ``dropped_notifications``, and ``has_header`` says whether the
    ``header.*`` columns are there (all 0 without a header). Values are C's:
    an index that ``PagerFrame`` gives as None is -1 (``SEGPAGER_NONE``), an
    enum its int (``PagerPhase(v)``), a bool 0 or 1.

    The notifications are columns too, a value per notification, in order:
    ``notifications.frame`` (the frame it belongs to), and
    ``segpager_notification``'s fields (``notifications.kind``, ``.page``,
    ``.previous``, ``.cause``, ``.id``, ``.time``; a HEADER_PHASE's old and
    new phases are in ``previous`` and ``cause``, C's unions);
    ``notifications`` has them as ``Notification`` objects, made when first
    read (each costs as much as a few frames of the run).

    Columns are numpy arrays when numpy is installed, else ``memoryview``s;
    both are read-only.
    """

    __slots__ = ("_columns", "_notes", "_notifications", "_out", "_table")

    #: every frame column's name
    COLUMNS: tuple[str, ...] = tuple(_COLUMNS)
    #: every notification column's name
    NOTIFICATION_COLUMNS: tuple[str, ...] = ("notifications.frame", *_NOTE_COLUMNS)

    def __init__(self, out: _run.RunOutput) -> None:
        self._out = out
        self._columns: dict[str, Any] = {}
        self._notifications: tuple[Notification, ...] | None = None
        # numpy's views of the records, made once: a column is then a field of one
        self._table: Any = None
        self._notes: Any = None
        if numpy is not None:
            self._table = numpy.frombuffer(out.records, dtype=_RECORD)
            notes = numpy.frombuffer(out.notifications, dtype=_NOTE_RECORD)
            self._notes = notes[: out.notification_count]

    def __len__(self) -> int:
        return self._out.frame_count

    def __getitem__(self, name: str) -> Any:
        if name in _MOVED_COLUMNS:
            new = _MOVED_COLUMNS[name]
            warnings.warn(
                f"PagerRun[{name!r}] is PagerRun[{new!r}] since 0.8.0 (the frame has Swift's "
                "shape); the old name goes in 0.10.0",
                DeprecationWarning,
                stacklevel=2,
            )
            name = new
        found = self._columns.get(name)
        if found is None:
            found = self._columns[name] = self._column(name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter((*self.COLUMNS, *self.NOTIFICATION_COLUMNS))

    def _column(self, name: str) -> Any:
        out = self._out
        count = out.notification_count
        if name == "notifications.frame":
            frames = bytes(out.notification_frames[: count * 4])
            if numpy is not None:
                return numpy.frombuffer(frames, dtype=numpy.uint32)
            return memoryview(frames).cast("I")
        if name in _NOTE_COLUMNS:
            if self._notes is not None:
                column = self._notes[name.split(".")[1]]
            else:
                offset, ctype = _NOTE_COLUMNS[name]
                return _picked(out.notifications, count, offset, ctype, _run.NOTIFICATION_SIZE)
        elif name in _COLUMNS:
            if self._table is not None:
                column = self._table[name]
            else:
                offset, ctype = _COLUMNS[name]
                return _picked(out.records, out.frame_count, offset, ctype, _run.FRAME_SIZE)
        else:
            raise KeyError(f"{name!r} is not a column of a run; they are {', '.join(self)}")
        column.flags.writeable = False
        return column

    @property
    def notifications(self) -> tuple[Notification, ...]:
        """Every frame's notifications, in order, as objects
        (``run["notifications.frame"]`` says whose)."""
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


#: a run's events as C takes them: the packed events, their frame indices,
#: the events' count and the frames'
Packed = tuple[Any, Any, int, int]


def pack_run(events: Any, frames: Any, frame_count: int | None) -> Packed:
    """``Pager.run``'s events packed for C (see it, and this module's
    docstring): what Python checks (types, ranges, frame indices) raises
    here, before anything is applied."""
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
    return packed, indices, count, frame_count


def run_packed(handle: int, packed: Packed) -> PagerRun:
    """Runs a packed run (``pack_run``) on the pager: C checks it whole,
    then applies it."""
    return PagerRun(_run.run(handle, *packed))
