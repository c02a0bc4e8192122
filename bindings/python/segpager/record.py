"""Record a pager's session to a JSON-lines file, and replay it bit for bit.

A user who hits a bug records the session (``Pager(..., record=path)``, or
``with pager.record(path):`` on a pager that has not stepped yet) and sends
the file; ``segpager replay FILE`` (or ``segpager.replay(path)``) rebuilds
the pager, runs the recorded frames through ``Pager.run`` and says whether
every frame came out as the recording session saw it.

The file, one JSON object a line, each line flushed as it is written (a
crash leaves every line before it usable):

- line 1, the setup, the pager as ``Pager(...)`` made it:
  ``{"segpager_recording": 1, "segpager": version,
  "config": {...}, "items": [[id, width, selected_width, subtitle_width,
  selected_subtitle_width], ...], "strip_style": {...}, "indicator_style":
  {...}, "appearance_style": {...}, "strip_offset_style": {...},
  "paging_options": {...} or null (``Pager`` takes none: null),
  "header": {...} or null}``. Option
  dataclasses field by field (nested ones as objects, enums by name in lower
  case, flags as ints, floats as JSON numbers, which round-trip doubles);
  the items as ``set_items`` gave them to C.
- a step: ``{"frame": k, "events": [{"type": "tick", "time": 0.5}, ...],
  "digest": "..."}``, every frame in order from 0, frames without events
  too. Events are spelled as ``segpager trace`` scripts spell them.
  ``digest`` is a hash of the frame the session saw (its record's scalars
  and its notifications, little-endian, so it is the same on every machine).
- a call between steps: ``{"call": name, ...}``, for ``set_items``
  (``items``), ``insert_item`` (``index``, ``id``, ``metrics``),
  ``remove_item`` (``index``), ``move_item`` (``source``, ``destination``),
  ``set_strip_style`` / ``set_indicator_style`` / ``set_appearance_style`` /
  ``set_strip_offset_style`` / ``set_paging_options`` (``style``) and
  ``set_header`` (``header``, null to remove it).

A recording starts only on a pager that has not stepped (nor run): its
construction and the calls since (written as call lines before frame 0)
then rebuild it exactly, where a pager in mid-gesture could not be rebuilt
from its settings. The calls, not the state they left, because item edits
before the first step leave a selection and notifications that the last
items alone would not. Steps that fail (a bad event) change nothing and
are not recorded; a run that fails stops the recording (see
``Recording.run_failed``).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import math
import numbers
import os
import struct
import types
import typing
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Union

from .pager import _Unstepped

if TYPE_CHECKING:
    from .pager import Event, Pager, PagerFrame, PagerHeader
    from .run import PagerRun

__all__ = ["RECORDING_VERSION", "Recording", "RecordingError", "Replay", "replay"]

#: The format's version, the setup line's ``segpager_recording``; replay
#: reads this version only.
RECORDING_VERSION = 1


class RecordingError(ValueError):
    """A recording that cannot be read or replayed; the message names the
    file and the line."""


# --- values to JSON and back ---------------------------------------------------


def _plain(value: Any, where: str) -> Any:
    """An option value as JSON: dataclasses field by field, enums by name
    (flags as ints), finite floats; a non-finite float raises (JSON has none)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _plain(getattr(value, f.name), f"{where}.{f.name}")
            for f in dataclasses.fields(value)
        }
    if isinstance(value, enum.Flag):
        return int(value.value)
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, numbers.Integral):  # numpy's, say: as C took it
        return int(value)
    if isinstance(value, numbers.Real):
        value = float(value)
        if not math.isfinite(value):
            raise RecordingError(f"{where}: {value} cannot be recorded (JSON has finite numbers)")
        return value
    if isinstance(value, (tuple, list)):
        return [_plain(v, f"{where}[{i}]") for i, v in enumerate(value)]
    raise RecordingError(f"{where}: {type(value).__name__} cannot be recorded")


def _value(where: str, hint: Any, raw: Any) -> Any:
    """``raw`` (read from JSON) as a value of the annotation ``hint``, strictly:
    a recording's values are written by ``_plain``, so anything else is a
    damaged file."""
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        options = typing.get_args(hint)
        if raw is None and type(None) in options:
            return None
        last: RecordingError | None = None
        for option in options:
            if option is type(None):
                continue
            try:
                return _value(where, option, raw)
            except RecordingError as error:
                last = error
        assert last is not None
        raise last
    if origin is tuple:
        item = typing.get_args(hint)[0]
        if not isinstance(raw, list):
            raise RecordingError(f"{where}: expected a list, got {raw!r}")
        return tuple(_value(f"{where}[{i}]", item, v) for i, v in enumerate(raw))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass(hint, raw, where)
    if isinstance(hint, type) and issubclass(hint, enum.Flag):
        if isinstance(raw, int) and not isinstance(raw, bool):
            return hint(raw)
        raise RecordingError(f"{where}: expected flags as an integer, got {raw!r}")
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        names = {member.name.lower(): member for member in hint}
        if isinstance(raw, str) and raw in names:
            return names[raw]
        raise RecordingError(f"{where}: {raw!r} is not one of {', '.join(sorted(names))}")
    if hint is bool:
        if isinstance(raw, bool):
            return raw
        raise RecordingError(f"{where}: expected true or false, got {raw!r}")
    if hint is int:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        raise RecordingError(f"{where}: expected an integer, got {raw!r}")
    if hint is float:
        if isinstance(raw, (int, float)) and not isinstance(raw, bool):
            return float(raw)
        raise RecordingError(f"{where}: expected a number, got {raw!r}")
    raise RecordingError(f"{where}: cannot read a {hint!r}")  # pragma: no cover


def _dataclass(cls: type, raw: Any, where: str) -> Any:
    """A dataclass from its fields by name; a field left out takes its
    default (a recording from before the field existed)."""
    if not isinstance(raw, dict):
        raise RecordingError(f"{where}: expected an object of {cls.__name__} fields")
    hints = typing.get_type_hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    for key in raw:
        if key not in known:
            raise RecordingError(
                f"{where}.{key}: not a field of {cls.__name__}; they are {', '.join(sorted(known))}"
            )
    return cls(**{key: _value(f"{where}.{key}", hints[key], v) for key, v in raw.items()})


# --- events --------------------------------------------------------------------


def _spellings() -> dict[type, tuple[str, tuple[str, ...]]]:
    """Each event type's script name and fields (the CLI's table)."""
    from .cli import _EVENTS

    return {cls: (name, names) for name, (cls, names) in _EVENTS.items()}


def _event_json(event: Event, spellings: dict[type, tuple[str, tuple[str, ...]]]) -> Any:
    """An event as a script spells it, every field written, each as C read it
    (a Select's flag as a bool: C takes any truth value as animated)."""
    found = spellings.get(type(event))
    if found is None:  # a subclass
        found = next(s for cls, s in spellings.items() if isinstance(event, cls))
    name, fields = found
    line: dict[str, Any] = {"type": name}
    for field in fields:
        value = getattr(event, field)
        if field == "region":
            from .enums import PointerRegion

            value = PointerRegion(value).name.lower()
        elif field == "animated":
            value = bool(value)
        elif field == "index":
            value = int(value)
        else:
            value = float(value)
        line[field] = value
    return line


def _event(raw: Any, where: str) -> Event:
    """A recorded event (a script's spelling, read strictly)."""
    from .cli import _EVENTS

    kind = raw.get("type") if isinstance(raw, dict) else None
    if kind not in _EVENTS:
        raise RecordingError(f"{where}.type: {kind!r} is not one of {', '.join(sorted(_EVENTS))}")
    cls, names = _EVENTS[kind]
    hints = typing.get_type_hints(cls)
    fields = {}
    for key, value in raw.items():
        if key == "type":
            continue
        if key not in names:
            raise RecordingError(f"{where}.{key}: {kind} takes {', '.join(names)}")
        fields[key] = _value(f"{where}.{key}", hints[key], value)
    try:
        event: Event = cls(**fields)
    except TypeError:
        raise RecordingError(f"{where}: {kind} takes {', '.join(names)}") from None
    return event


# --- digests -------------------------------------------------------------------


def _digester() -> tuple[Any, Any, Any, int, int]:
    """How a frame is hashed: ``(read, canonical, notification reader,
    notification size, frame size)``: ``read`` unpacks the record's columns
    (``PagerRun.COLUMNS``) in offset order; they and the notifications are
    packed again little-endian, ints as 64 bits, so the digest does not
    depend on the machine."""
    from . import _run
    from .run import _COLUMNS

    spans = sorted(_COLUMNS.values(), key=lambda column: column[0])
    code, at, canonical = "@", 0, "<"
    for offset, ctype in spans:
        code += f"{offset - at}x" + _run.STRUCT_CODES[ctype]
        at = offset + struct.calcsize("@" + _run.STRUCT_CODES[ctype])
        canonical += "d" if _run.STRUCT_CODES[ctype] == "d" else "q"
    note = _run.NOTIFICATION_READER.format.lstrip("@")
    note_canonical = "<" + "".join("d" if c == "d" else "q" for c in note)
    return (
        struct.Struct(code).unpack_from,
        struct.Struct(canonical).pack,
        struct.Struct(note_canonical).pack,
        _run.NOTIFICATION_SIZE,
        _run.FRAME_SIZE,
    )


def _hash(
    digester: tuple[Any, Any, Any, int, int], record: Any, at: int, notes: Any, start: int, end: int
) -> str:
    read, pack, pack_note, note_size, _ = digester
    h = hashlib.blake2b(pack(*read(record, at)), digest_size=8)
    from . import _run

    for k in range(start, end):
        h.update(pack_note(*_run.NOTIFICATION_READER.unpack_from(notes, k * note_size)))
    return h.hexdigest()


def _step_digest(digester: Any, frame: PagerFrame) -> str:
    """The digest of a frame ``step`` returned (its C frame is at the start
    of its bytes, its notifications where its layout says)."""
    from .pager import _NOTIFICATION_COUNT

    data = frame._data
    count = struct.unpack_from("@N", data, _NOTIFICATION_COUNT)[0]
    at = frame._layout.notifications
    return _hash(digester, data, 0, data[at : at + count * digester[3]], 0, count)


def _run_digests(digester: Any, run: PagerRun) -> list[str]:
    """The digest of every frame of a run, as ``_step_digest`` makes them."""
    out = run._out
    frames = memoryview(out.notification_frames).cast("I")
    digests, k = [], 0
    for f in range(out.frame_count):
        start = k
        while k < out.notification_count and frames[k] == f:
            k += 1
        digests.append(_hash(digester, out.records, f * digester[4], out.notifications, start, k))
    return digests


# --- recording -----------------------------------------------------------------


def _pager_items(pager: Pager) -> tuple[Any, Any]:
    from . import _pager

    return _pager.pager_items(pager._live())


def _rows(items: tuple[Any, Any]) -> list[list[Any]]:
    """Items (ids, and four metrics an item, as ``set_items`` gives C) as rows."""
    ids, metrics = items
    return [[int(ids[i]), *map(float, metrics[4 * i : 4 * i + 4])] for i in range(len(ids))]


def setup(made: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The setup line: the pager as its constructor made it (``made``: the
    calls it made, ``Pager._made``)."""
    from ._version import __version__
    from .position import AppearanceStyle, IndicatorStyle, StripOffsetStyle
    from .strip import StripStyle

    calls: dict[str, Any] = {name: next(iter(args.values()), None) for name, args in made}
    header = calls.get("set_header")
    made_items: tuple[Any, Any] = calls["set_items"]  # the constructor always sets them
    return {
        "segpager_recording": RECORDING_VERSION,
        "segpager": __version__,
        "config": _plain(calls["create"], "config"),
        "items": _rows(made_items),
        "strip_style": _plain(calls.get("set_strip_style") or StripStyle(), "strip_style"),
        "indicator_style": _plain(
            calls.get("set_indicator_style") or IndicatorStyle(), "indicator_style"
        ),
        "appearance_style": _plain(
            calls.get("set_appearance_style") or AppearanceStyle(), "appearance_style"
        ),
        "strip_offset_style": _plain(
            calls.get("set_strip_offset_style") or StripOffsetStyle(), "strip_offset_style"
        ),
        # Pager takes none; null in a hand-written file unless set (a
        # default PagingOptions would override the config's paging_profile)
        "paging_options": None,
        "header": None if header is None else _plain(header, "header"),
    }


class Recording:
    """A recording in progress (``Pager.record``); a context manager that
    stops it on exit. Every line is flushed as it is written."""

    def __init__(self, pager: Pager, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._pager = weakref.ref(pager)
        self._spellings = _spellings()
        self._digester = _digester()
        self.frame_count = 0
        # it has not stepped
        assert pager._made is not None
        assert pager._calls is not None
        pager._read_items()  # the last set_items' items: C has them still
        # every line made before the file is, so a value that cannot be
        # written leaves no file
        lines = [json.dumps(setup(pager._made), allow_nan=False)]
        lines += [json.dumps(self._call_line(name, args)) for name, args in pager._calls]
        self._file: IO[str] | None = open(self.path, "w", encoding="utf-8")  # noqa: SIM115
        for line in lines:
            self._write_line(line)

    @property
    def recording(self) -> bool:
        return self._file is not None

    def _write_line(self, line: str) -> None:
        assert self._file is not None
        self._file.write(line + "\n")
        self._file.flush()

    def _write(self, line: dict[str, Any]) -> None:
        if self._file is not None:
            self._write_line(json.dumps(line, allow_nan=False))

    def _first_frame(self) -> None:
        """The first frame: the pager's log of calls is no longer wanted (a
        pager that stepped cannot start another recording)."""
        pager = self._pager()
        if pager is not None:
            pager._stepped = True
            pager._made = pager._calls = pager._unread = None

    def step(self, batch: Sequence[Event], frame: PagerFrame) -> None:
        """A frame ``step`` made (the one line in ``Pager.step``)."""
        if not self.frame_count:
            self._first_frame()
        spellings = self._spellings
        self._write(
            {
                "frame": self.frame_count,
                "events": [_event_json(event, spellings) for event in batch],
                "digest": _step_digest(self._digester, frame),
            }
        )
        self.frame_count += 1

    def before_run(self, events: Any, frames: Any) -> Any:
        """A run's events as the per-frame lists it is recorded as; the
        packed forms (numpy, buffers) are refused while recording, before
        anything runs."""
        if frames is not None or not isinstance(events, (list, tuple)):
            if frames is None and not hasattr(events, "dtype"):
                return list(events)
            raise TypeError("a recording pager's run takes each frame's list of events")
        return events

    def after_run(self, batches: Sequence[Sequence[Event]], run: PagerRun) -> None:
        if batches:
            self._first_frame()
        spellings = self._spellings
        for batch, digest in zip(batches, _run_digests(self._digester, run), strict=True):
            self._write(
                {
                    "frame": self.frame_count,
                    "events": [_event_json(event, spellings) for event in batch],
                    "digest": digest,
                }
            )
            self.frame_count += 1

    def run_failed(self) -> None:
        """A run raised. One that fails while applying (a resize whose page
        offset overflows) keeps the frames before the failing one, and the
        error does not say how many; the file cannot follow the pager from
        there, so the recording stops, complete up to the run."""
        self._first_frame()  # it may have: it cannot record again
        self.close()

    def call(self, name: str, **args: Any) -> None:
        """A call that changed the pager between steps."""
        if name == "set_items":  # just made: the items are C's now
            pager = self._pager()
            assert pager is not None
            args = {"items": _pager_items(pager)}
        self._write(self._call_line(name, args))

    @staticmethod
    def _call_line(name: str, args: dict[str, Any]) -> dict[str, Any]:
        if name == "set_items":
            args = {"items": _rows(args["items"])}
        elif name == "insert_item":  # the widths as C took them
            args = {**args, "metrics": [float(width) for width in args["metrics"]]}
        return {"call": name, **{k: _plain(v, f"{name}.{k}") for k, v in args.items()}}

    def close(self) -> None:
        """Stops recording and closes the file (again: nothing)."""
        pager = self._pager()
        if pager is not None and pager._recorder is self:
            pager._recorder = None if pager._stepped else _Unstepped(pager)
        if self._file is not None:
            self._file.close()
            self._file = None

    def __enter__(self) -> Recording:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "recording" if self.recording else "stopped"
        return f"<Recording {str(self.path)!r}: {self.frame_count} frames, {state}>"


def start(pager: Pager, path: str | os.PathLike[str]) -> Recording:
    """``Pager.record``'s body."""
    pager._live()
    if pager._stepped:
        raise RuntimeError(
            "a recording starts on a pager that has not stepped: its position, gestures and "
            "animations cannot be rebuilt from its settings (record from Pager(..., record=path))"
        )
    if isinstance(pager._recorder, Recording):
        raise RuntimeError(f"the pager is already recording to {pager._recorder.path}")
    recording = Recording(pager, path)
    pager._recorder = recording
    return recording


# --- replaying -----------------------------------------------------------------


@dataclass(frozen=True)
class Replay:
    """A recording replayed (``replay``): its frames, run after run."""

    #: each run of consecutive steps between calls: its first frame's index and its frames
    runs: tuple[tuple[int, PagerRun], ...]
    #: how many frames were replayed
    frame_count: int
    #: the first frame whose digest differs from the recording's; None: none does
    diverged_at: int | None

    def frames(self) -> Iterator[tuple[int, PagerRun, int]]:
        """Every frame: ``(frame index, its run, its index in the run)``."""
        for first, run in self.runs:
            for k in range(len(run)):
                yield first + k, run, k


_CALL_ARGS: dict[str, tuple[str, ...]] = {
    "set_items": ("items",),
    "insert_item": ("index", "id", "metrics"),
    "remove_item": ("index",),
    "move_item": ("source", "destination"),
    "set_strip_style": ("style",),
    "set_indicator_style": ("style",),
    "set_appearance_style": ("style",),
    "set_strip_offset_style": ("style",),
    "set_paging_options": ("style",),
    "set_header": ("header",),
}


def _style_types() -> dict[str, Any]:
    from .pager import PagerConfiguration, PagerHeader
    from .physics import PagingOptions
    from .position import AppearanceStyle, IndicatorStyle, StripOffsetStyle
    from .strip import StripStyle

    return {
        "config": PagerConfiguration,
        "strip_style": StripStyle,
        "indicator_style": IndicatorStyle,
        "appearance_style": AppearanceStyle,
        "strip_offset_style": StripOffsetStyle,
        "paging_options": PagingOptions | None,
        "header": PagerHeader | None,
        "set_strip_style": StripStyle,
        "set_indicator_style": IndicatorStyle,
        "set_appearance_style": AppearanceStyle,
        "set_strip_offset_style": StripOffsetStyle,
        "set_paging_options": PagingOptions,
        "set_header": PagerHeader | None,
    }


def _item_rows(raw: Any, where: str) -> tuple[list[int], list[float]]:
    """``items``: rows of an id and four metrics; the ids and the metrics flat."""
    if not isinstance(raw, list):
        raise RecordingError(f"{where}: expected a list of [id, width, selected_width, ...]")
    ids, metrics = [], []
    for i, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != 5:
            raise RecordingError(
                f"{where}[{i}]: expected [id, width, selected_width, subtitle_width, "
                "selected_subtitle_width]"
            )
        ids.append(_value(f"{where}[{i}][0]", int, row[0]))
        metrics += [_value(f"{where}[{i}][{j}]", float, v) for j, v in enumerate(row[1:], 1)]
    return ids, metrics


def _lines(path: Path) -> Iterator[tuple[int, Any]]:
    """Each line's number and JSON object."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordingError(f"{path}: {error}") from None

    def refuse(constant: str) -> None:
        raise ValueError(f"{constant} is not a number a recording holds")

    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            value = json.loads(line, parse_constant=refuse)
        except ValueError as error:
            raise RecordingError(f"{path}: line {n}: not JSON ({error})") from None
        if not isinstance(value, dict):
            raise RecordingError(f"{path}: line {n}: expected a JSON object")
        yield n, value


def _read(path: Path) -> tuple[dict[str, Any], list[tuple[int, Any]]]:
    """The setup, read, and the steps and calls as ``(line, op)``: op is
    ``("step", frame, events, digest)`` or ``("call", name, args)``.
    Everything is checked before anything runs."""
    lines = _lines(path)
    first = next(lines, None)
    if first is None:
        raise RecordingError(f"{path}: empty: not a segpager recording")
    _, head = first
    version = head.get("segpager_recording")
    if version is None:
        raise RecordingError(f"{path}: line 1: not a segpager recording (no segpager_recording)")
    if version != RECORDING_VERSION:
        raise RecordingError(
            f"{path}: line 1: recording format {version!r} (segpager {head.get('segpager')}); "
            f"this segpager reads format {RECORDING_VERSION}"
        )
    types_ = _style_types()
    allowed = {"segpager_recording", "segpager", "items", *types_} - set(_CALL_ARGS)
    for key in head:
        if key not in allowed:
            raise RecordingError(f"{path}: line 1: {key}: unknown key")
    for key in allowed - {"segpager"}:
        if key not in head:
            raise RecordingError(f"{path}: line 1: {key}: missing")
    where = f"{path}: line 1"
    made: dict[str, Any] = {
        key: _value(f"{where}: {key}", types_[key], head[key])
        for key in types_
        if key not in _CALL_ARGS
    }
    made["items"] = _item_rows(head["items"], f"{where}: items")
    ops: list[tuple[int, Any]] = []
    frame = 0
    for n, line in lines:
        where = f"{path}: line {n}"
        if "call" in line:
            name = line["call"]
            if name not in _CALL_ARGS:
                raise RecordingError(
                    f"{where}: call: {name!r} is not one of {', '.join(sorted(_CALL_ARGS))}"
                )
            names = _CALL_ARGS[name]
            if set(line) != {"call", *names}:
                raise RecordingError(f"{where}: {name} takes {', '.join(names)}")
            args: dict[str, Any] = {}
            for key in names:
                at = f"{where}: {key}"
                if key == "items":
                    args[key] = _item_rows(line[key], at)
                elif key == "metrics":
                    row = line[key]
                    if not isinstance(row, list) or len(row) != 4:
                        raise RecordingError(f"{at}: expected four widths")
                    args[key] = tuple(_value(f"{at}[{j}]", float, v) for j, v in enumerate(row))
                elif key in ("style", "header"):
                    args[key] = _value(at, types_[name], line[key])
                else:
                    args[key] = _value(at, int, line[key])
            ops.append((n, ("call", name, args)))
        elif "frame" in line:
            if set(line) - {"frame", "events", "digest"} or "events" not in line:
                raise RecordingError(f"{where}: a step is {{frame, events, digest}}")
            if line["frame"] != frame:
                raise RecordingError(f"{where}: frame {line['frame']!r}, expected {frame}")
            raw = line["events"]
            if not isinstance(raw, list):
                raise RecordingError(f"{where}: events: expected a list")
            events = [_event(e, f"{where}: events[{i}]") for i, e in enumerate(raw)]
            digest = line.get("digest")
            if digest is not None and not isinstance(digest, str):
                raise RecordingError(f"{where}: digest: expected a string")
            ops.append((n, ("step", frame, events, digest)))
            frame += 1
        else:
            raise RecordingError(f"{where}: neither a step (frame) nor a call")
    return made, ops


def _build(made: dict[str, Any]) -> Pager:
    """The pager a setup describes: the config, every style, the items as C
    held them, the paging options and the header, in the order ``Pager``
    applies them."""
    from array import array

    from . import _pager
    from .pager import Pager

    config = made["config"]
    ids, metrics = made["items"]
    # Pager's constructor gives C the widths only: the other metrics, in a
    # hand-written file, come after it
    plain = not any(metrics[k] for k in range(len(metrics)) if k % 4)
    pager = Pager(
        metrics[0::4] if plain else [], config.viewport_width, ids=ids if plain else None,
        config=config, strip_style=made["strip_style"], indicator=made["indicator_style"],
        appearance=made["appearance_style"], offset=made["strip_offset_style"],
    )  # fmt: skip
    try:
        if not plain:
            _pager.pager_set_items(pager._live(), array("q", ids), array("d", metrics))
        if made["paging_options"] is not None:
            pager.set_paging_options(made["paging_options"])
        if made["header"] is not None:
            pager.set_header(made["header"])
    except BaseException:
        pager.close()
        raise
    return pager


def _apply(pager: Pager, name: str, args: dict[str, Any]) -> None:
    from array import array

    from . import _pager

    if name == "set_items":
        ids, metrics = args["items"]
        _pager.pager_set_items(pager._live(), array("q", ids), array("d", metrics))
    elif name == "insert_item":
        width, selected, subtitle, selected_subtitle = args["metrics"]
        pager.insert_item(
            args["index"], width, args["id"], selected_width=selected,
            subtitle_width=subtitle, selected_subtitle_width=selected_subtitle,
        )  # fmt: skip
    else:
        getattr(pager, name)(*args.values())


def replay(path: str | os.PathLike[str]) -> Replay:
    """Rebuilds the recorded pager, replays its steps through ``Pager.run``
    (one run for each stretch of steps between calls) and its calls between
    them, and compares every frame's digest with the recording's. A file
    that cannot be read raises ``RecordingError`` (naming the line) before
    anything runs."""
    path = Path(path)
    made, ops = _read(path)
    digester = _digester()
    runs: list[tuple[int, PagerRun]] = []
    diverged: int | None = None
    frame_count = 0
    with _build(made) as pager:
        pending: list[tuple[int, list[Event], str | None]] = []

        def flush() -> None:
            nonlocal diverged, frame_count
            if not pending:
                return
            first = pending[0][0]
            try:
                ran = pager.run([events for _, events, _ in pending])
            except (ValueError, IndexError, TypeError) as error:  # SegPagerErrors are these
                last = first + len(pending) - 1
                raise RecordingError(f"{path}: frames {first}...{last}: {error}") from error
            runs.append((first, ran))
            for (f, _, wanted), got in zip(pending, _run_digests(digester, ran), strict=True):
                if diverged is None and wanted is not None and wanted != got:
                    diverged = f
            frame_count += len(pending)
            pending.clear()

        for n, op in ops:
            if op[0] == "step":
                pending.append(op[1:])
                continue
            flush()
            try:
                _apply(pager, op[1], op[2])
            except (ValueError, IndexError, TypeError) as error:  # SegPagerErrors are these
                raise RecordingError(f"{path}: line {n}: {op[1]}: {error}") from error
        flush()
    return Replay(tuple(runs), frame_count, diverged)


def replay_steps(
    path: str | os.PathLike[str],
) -> Iterator[tuple[int, PagerFrame, Pager, PagerHeader | None, bool]]:
    """The recording replayed one ``step`` a frame, for drawing
    (``segpager replay --out``: a picture needs the items and pages that
    only a step's ``PagerFrame`` has). Yields each frame's index, the frame,
    the pager after it, the header it carries, and whether the frame's
    digest is the recorded one. The file is read and checked first, as
    ``replay`` does."""
    path = Path(path)
    made, ops = _read(path)
    digester = _digester()
    header: PagerHeader | None = made["header"]
    with _build(made) as pager:
        for n, op in ops:
            try:
                if op[0] == "step":
                    _, f, events, wanted = op
                    frame = pager.step(events)
                    same = wanted is None or wanted == _step_digest(digester, frame)
                    yield f, frame, pager, header, same
                    continue
                _apply(pager, op[1], op[2])
            except (ValueError, IndexError, TypeError) as error:  # SegPagerErrors are these
                raise RecordingError(f"{path}: line {n}: {error}") from error
            if op[1] == "set_header":
                header = op[2]["header"]
