"""Recording a pager's session (the writer ``segpager.record`` describes):
the hook a recording pager's steps, runs and edits call (``Recording``, a
``_hooks.Hook``), the JSON form of values and events, the digests of what
each frame draws, and the reader's limits, which the writer keeps too. It
sits below the pager, knows it only as ``_hooks.Pager`` (what it touches),
and is imported by ``Pager.record`` when a recording starts and by the
replay (``segpager.record``)."""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import errno
import functools
import hashlib
import json
import math
import numbers
import os
import struct
import sys
import types
import typing
import warnings
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Union

from . import _ffi
from ._hooks import Pager, _Unstepped

if TYPE_CHECKING:
    from ._generated.events import Event
    from .frame import PagerFrame
    from .run import PagerRun


#: The format's version, the setup line's ``segpager_recording``. Format 2
#: (0.9.0) adds each stepped frame's ``look``; replay reads ``READ_VERSIONS``.
RECORDING_VERSION = 2
#: The formats replay reads: 1 (0.8.0: a digest without a look, so its frames
#: are checked without their look, and replay says so) and 2.
READ_VERSIONS = (1, 2)


class RecordingError(ValueError):
    """A recording that cannot be read or replayed; the message names the
    file and the line."""


# --- untrusted files -----------------------------------------------------------
#
# A recording comes from a user's machine (a bug report), so everything in it
# is checked before it is used, and reading it takes memory bounded by its
# longest line, not by its length. The same readers check the command line's
# SPECs and scripts (``segpager.cli``); the limits are documented in
# docs/guide/cli.md. They are the writer's too (``Recording``): a recording
# stops, with a warning, at the line that would pass one, so every file
# segpager writes is one its replay reads.

#: The largest recording ``replay`` reads: 256 MiB (about 3 million frames).
MAX_RECORDING_BYTES = 256 * 2**20
#: The longest line of a recording: 16 MiB (a setup with 100,000 tabs is
#: about 4 MB).
MAX_LINE_BYTES = 16 * 2**20
#: How deeply arrays and objects may nest in any JSON segpager reads (its
#: own files nest 5 deep at most).
MAX_DEPTH = 64
#: The most tabs a recording's pager (or a SPEC) may have.
MAX_ITEMS = 100_000
#: The range of a JSON integer segpager takes: a C ``int64_t`` (an id;
#: indices and counts are checked against ``int32_t`` by the C layer).
INT64 = range(-(2**63), 2**63)


def _shown(value: Any, room: int = 40) -> str:
    """``value`` for an error message: its repr (quotes, escapes: never a
    line break or a lone surrogate), cut to ``room`` characters."""
    text = repr(value)
    return text if len(text) <= room else text[: room - 3] + "..."


def _key(key: str) -> str:
    """An object key for a ``where``: as it is when it is a plain name, else
    as ``_shown`` shows it."""
    return key if key.isidentifier() and len(key) <= 40 else _shown(key)


def _refuse_constant(constant: str) -> Any:
    raise ValueError(f"{constant} is not a number a segpager file holds: JSON numbers are finite")


class _DuplicateKeyError(ValueError):
    """A JSON object that has a key twice (``json`` would keep the last)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's pairs as a dict, refusing a key given twice: JSON readers
    differ on which of the two they keep, so the file means two things."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:  # the first repeated key, in the file's order
            if key in seen:
                raise _DuplicateKeyError(key)
            seen.add(key)
    return found


_DECODE = json.JSONDecoder(parse_constant=_refuse_constant, object_pairs_hook=_unique_keys).decode


def _depth(value: Any) -> int:
    """How deeply arrays and objects nest in ``value`` (a scalar: 0), counted
    without recursion; stops counting past ``MAX_DEPTH``."""
    deepest = 0
    stack = [(value, 1)] if isinstance(value, (dict, list)) else []
    while stack and deepest <= MAX_DEPTH:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item
        deepest = max(deepest, depth)
        stack += [(c, depth + 1) for c in children if isinstance(c, (dict, list))]
    return deepest


def parse_json(data: bytes, where: str) -> Any:
    """``data`` as JSON, strictly: UTF-8 text, no NaN or Infinity, no key
    twice in an object, at most ``MAX_DEPTH`` arrays and objects deep.
    Raises ``RecordingError`` naming ``where``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordingError(
            f"{where}: not UTF-8 text (byte {error.start}: {error.reason})"
        ) from None
    too_deep = f"{where}: nested deeper than {MAX_DEPTH} arrays and objects (the limit)"
    try:
        value = _DECODE(text)
    except RecursionError:
        raise RecordingError(too_deep) from None
    except json.JSONDecodeError as error:
        raise RecordingError(
            f"{where}: not JSON ({error.msg}: line {error.lineno} column {error.colno})"
        ) from None
    except _DuplicateKeyError as error:
        raise RecordingError(
            f"{where}: the key {_shown(error.key)} appears twice in one object; a key is "
            "given once (JSON readers differ on which of the two they keep)"
        ) from None
    except ValueError as error:  # a constant, or an integer of over 4,300 digits
        raise RecordingError(f"{where}: not JSON ({error})") from None
    # most lines have too few brackets to nest that deep: no need to walk them
    if data.count(b"[") + data.count(b"{") > MAX_DEPTH and _depth(value) > MAX_DEPTH:
        raise RecordingError(too_deep)
    return value


def read_file(path: Path, limit: int, what: str) -> bytes:
    """The bytes of the file at ``path``, refused (``RecordingError``) when it
    is over ``limit`` bytes, without reading more than that (a device or a
    pipe that never ends too)."""
    try:
        with open(path, "rb") as file:
            size = os.fstat(file.fileno()).st_size
            data = file.read(limit + 1) if size <= limit else b""
    except OSError as error:
        raise RecordingError(f"{path}: {error.strerror or error}") from None
    if size > limit or len(data) > limit:
        raise RecordingError(
            f"{path}: over {limit:,} bytes; a {what} is at most {limit >> 20} MiB (the limit)"
        )
    return data


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


def _number(where: str, raw: Any) -> float:
    """A JSON number as a finite double: an int or a float, never a bool."""
    if type(raw) is float and math.isfinite(raw):  # the common case, first
        return raw
    if isinstance(raw, int) and not isinstance(raw, bool):
        try:
            return float(raw)
        except OverflowError:
            raise RecordingError(f"{where}: {_shown(raw)} is too large for a double") from None
    if isinstance(raw, float):
        raise RecordingError(f"{where}: expected a finite number, got {raw}")
    raise RecordingError(f"{where}: expected a number, got {_shown(raw)}")


def _integer(where: str, raw: Any) -> int:
    """A JSON integer in ``INT64``: never a bool, and never a float, even
    a whole one (``0.0`` is not an index)."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        if raw in INT64:
            return raw
        raise RecordingError(f"{where}: {_shown(raw)} is outside the 64-bit integers")
    raise RecordingError(f"{where}: expected an integer, got {_shown(raw)}")


def _value(where: str, hint: Any, raw: Any) -> Any:
    """``raw`` (read from JSON) as a value of the annotation ``hint``, strictly:
    a recording's values are written by ``_plain``, so anything else is a
    damaged file. A bool is no number, a string no number nor bool, a float
    no integer."""
    if hint is float:
        return _number(where, raw)
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
            raise RecordingError(f"{where}: expected a list, got {_shown(raw)}")
        return tuple(_value(f"{where}[{i}]", item, v) for i, v in enumerate(raw))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _dataclass(hint, raw, where)
    if isinstance(hint, type) and issubclass(hint, enum.Flag):
        if isinstance(raw, int) and not isinstance(raw, bool):
            try:
                return hint(raw)
            except ValueError:
                pass
        raise RecordingError(
            f"{where}: expected {hint.__name__} flags as an integer, got {_shown(raw)}"
        )
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        names = {member.name.lower(): member for member in hint}
        if isinstance(raw, str) and raw in names:
            return names[raw]
        raise RecordingError(f"{where}: {_shown(raw)} is not one of {', '.join(sorted(names))}")
    if hint is bool:
        if isinstance(raw, bool):
            return raw
        raise RecordingError(f"{where}: expected true or false, got {_shown(raw)}")
    if hint is int:
        return _integer(where, raw)
    raise RecordingError(f"{where}: cannot read a {hint!r}")  # pragma: no cover


def _dataclass(cls: type, raw: Any, where: str) -> Any:
    """A dataclass from its fields by name; a field left out takes its
    default (a recording from before the field existed)."""
    if not isinstance(raw, dict):
        raise RecordingError(f"{where}: expected an object of {cls.__name__} fields")
    raw = _ffi.nested_mapping(cls, raw)  # a recording from 0.7 has the flat C names
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    known = {f.name for f in fields}
    for key in raw:
        if key not in known:
            raise RecordingError(
                f"{where}.{_key(key)}: not a field of {cls.__name__}; they are "
                f"{', '.join(sorted(known))}"
            )
    for field in fields:
        needed = field.default is dataclasses.MISSING
        if needed and field.default_factory is dataclasses.MISSING and field.name not in raw:
            raise RecordingError(f"{where}.{field.name}: missing ({cls.__name__} has no default)")
    values = {key: _value(f"{where}.{key}", hints[key], v) for key, v in raw.items()}
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:  # a check of its own (__post_init__)
        raise RecordingError(f"{where}: {error}") from None


# --- events --------------------------------------------------------------------


def _spellings() -> dict[type, tuple[str, tuple[str, ...]]]:
    """Each event type's script name and fields (the CLI's table)."""
    from .events import EVENT_NAMES

    return {cls: (name, names) for name, (cls, names) in EVENT_NAMES.items()}


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


@functools.cache
def _event_types() -> dict[str, tuple[type, tuple[str, ...], dict[str, Any], frozenset[str]]]:
    """Each event's script name: its class, its fields in a script's order,
    their annotations, and the fields without a default."""
    from .events import EVENT_NAMES

    table = {}
    for name, (cls, names) in EVENT_NAMES.items():
        hints = typing.get_type_hints(cls)
        required = frozenset(
            f.name for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING
        )
        table[name] = (cls, names, {field: hints[field] for field in names}, required)
    return table


def read_event(raw: Any, where: str, *, script: bool = False) -> Event:
    """An event as a script spells it (``{"type": "tick", "time": 0.5}``),
    each field strictly of its type: a recorded one, or (``script``) one of
    a ``segpager trace`` script, which may leave out the fields that have
    a default and give a pointer's ``region`` by number or in any case."""
    table = _event_types()
    kind = raw.get("type") if isinstance(raw, dict) else None
    if not isinstance(kind, str) or kind not in table:
        raise RecordingError(
            f"{where}.type: {_shown(kind)} is not one of {', '.join(sorted(table))}"
        )
    cls, names, hints, required = table[kind]
    fields = {}
    for key, value in raw.items():
        if key == "type":
            continue
        if key not in hints:
            raise RecordingError(f"{where}.{_key(key)}: {kind} takes {', '.join(names)}")
        if key == "region" and script:
            fields[key] = _script_region(value, f"{where}.region")
        else:
            fields[key] = _value(f"{where}.{key}", hints[key], value)
    if not required <= fields.keys():
        missing = ", ".join(name for name in names if name in required - fields.keys())
        raise RecordingError(f"{where}: {kind} takes {', '.join(names)} ({missing} missing)")
    event: Event = cls(**fields)
    return event


def _script_region(value: Any, where: str) -> Any:
    """A script's pointer region: its name in any case, or its number."""
    from .enums import PointerRegion

    if isinstance(value, str) and value.upper() in PointerRegion.__members__:
        return PointerRegion[value.upper()]
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return PointerRegion(value)
        except ValueError:
            pass
    names = ", ".join(region.name.lower() for region in PointerRegion)
    raise RecordingError(f"{where}: {_shown(value)} is not one of {names}")


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
    from .frame import _NOTIFICATION_COUNT

    data = frame._data
    count = struct.unpack_from("@N", data, _NOTIFICATION_COUNT)[0]
    at = frame._layout.notifications
    return _hash(digester, data, 0, data[at : at + count * digester[3]], 0, count)


class _LookRows(typing.NamedTuple):
    """How one of a frame's arrays is hashed for its look (``_look_rows``)."""

    #: where the array's row count is in the C frame
    count_at: int
    #: a row's size in C
    size: int
    #: a row's fields, read (native, the ``reserved`` ones skipped)
    read: struct.Struct
    #: the same fields, written little-endian, each at its C width
    write: struct.Struct
    #: whether the native rows are already those bytes (no padding, no
    #: reserved field, a little-endian machine): hashed as they are
    raw: bool


@functools.cache
def _look_rows() -> tuple[_LookRows, ...]:
    """The appearances', the strip items' and the pages' ``_LookRows``, in
    that order."""
    import ctypes

    from . import _frame, _run
    from ._generated import abi as _abi

    rows = []
    for ctype, count in (
        (_abi.CItemAppearance, "appearance_count"),
        (_abi.CStripItem, "appearance_count"),  # parallel to the appearances
        (_abi.CPageVisibility, "page_count"),
    ):
        every = _run.fields(ctype)
        kept = [(offset, c) for name, offset, c in every if not name.endswith("reserved")]
        code, at, canonical = "@", 0, "<"
        for offset, c in kept:
            code += f"{offset - at}x" + _run.STRUCT_CODES[c]
            at = offset + struct.calcsize("@" + _run.STRUCT_CODES[c])
            canonical += _run.STRUCT_CODES[c]
        size = ctypes.sizeof(ctype)
        code += f"{size - struct.calcsize(code)}x"
        raw = sys.byteorder == "little" and len(kept) == len(every)
        raw = raw and struct.calcsize(canonical) == size
        rows.append(
            _LookRows(
                _frame.FRAME_OFFSETS[count],
                size,
                struct.Struct(code),
                struct.Struct(canonical),
                raw,
            )
        )
    return tuple(rows)


_COUNT = struct.Struct("@N").unpack_from
_LOOK_COUNTS = struct.Struct("<3Q").pack


def _look_digest(frame: PagerFrame) -> str:
    """The digest of everything a ``step``'s frame draws beside its record
    (which ``_step_digest`` covers): the visible items' appearances (colour,
    scale, selection weight, emphasis), their boxes (``strip_items``), the
    pages on screen (share, x, width) and their lists' offsets; the three
    arrays' row counts first, then their rows little-endian
    (``_look_rows``), then the offsets, so it is the same on every machine.
    A run's frames have no arrays, so no look."""
    data, layout = frame._data, frame._layout
    looks, boxes, placed = _look_rows()
    shown, pages = _COUNT(data, looks.count_at)[0], _COUNT(data, placed.count_at)[0]
    parts: list[bytes | bytearray] = [_LOOK_COUNTS(shown, shown, pages)]
    for start, rows, count in (
        (layout.appearances, looks, shown),
        (layout.strip_items, boxes, shown),
        (layout.pages, placed, pages),
    ):
        chunk = data[start : start + count * rows.size]
        if rows.raw:
            parts.append(chunk)
        else:
            parts += [rows.write.pack(*row) for row in rows.read.iter_unpack(chunk)]
    offsets = data[layout.list_offsets : layout.list_offsets + 8 * pages]
    if sys.byteorder != "little":
        offsets = struct.pack(f"<{pages}d", *struct.unpack(f"@{pages}d", offsets))
    parts.append(offsets)
    return hashlib.blake2b(b"".join(parts), digest_size=8).hexdigest()


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


def _tab_count(pager: Pager) -> int:
    """``len(pager)`` from inside one of its calls (one C call)."""
    from . import _pager

    return _pager.pager_item_count(pager._live())


def _rows(items: tuple[Any, Any]) -> list[list[Any]]:
    """Items (ids, and four metrics an item, as ``set_items`` gives C) as rows."""
    ids, metrics = items
    return [[int(ids[i]), *map(float, metrics[4 * i : 4 * i + 4])] for i in range(len(ids))]


def setup(made: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The setup line: the pager as its constructor made it (``made``: the
    calls it made, ``Pager._made``)."""
    from ._generated.version import __version__
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
        # what replay would refuse is refused here, before there is a file
        tabs = _tab_count(pager)
        if tabs > MAX_ITEMS:
            raise RecordingError(
                f"{self.path}: the pager has {tabs:,} tabs; a recording's pager has at most "
                f"{MAX_ITEMS:,} (the limit replay reads)"
            )
        total = 0
        for line in lines:
            total += len(line) + 1
            too_big = self._too_big(line, total)
            if too_big:
                raise RecordingError(f"{self.path}: {too_big}")
        #: Why the recording broke, with the frame it was writing: a write
        #: that failed (a full disk, a file size limit), or a line replay
        #: would refuse (``errno.EFBIG``: past ``MAX_LINE_BYTES`` or
        #: ``MAX_RECORDING_BYTES``, or more than ``MAX_ITEMS`` tabs); None
        #: while it is whole.
        self.broken: OSError | None = None
        self._whole = 0  # the bytes of whole lines written
        self._file: IO[str] | None = open(self.path, "w", encoding="utf-8")  # noqa: SIM115
        for line in lines:
            self._write_line(line)

    @property
    def recording(self) -> bool:
        return self._file is not None

    @staticmethod
    def _too_big(line: str, total: int) -> str:
        """Why replay would refuse ``line`` (JSON, so ASCII: a character a
        byte) ending a file of ``total`` bytes; "" when it would not."""
        if len(line) > MAX_LINE_BYTES:
            return (
                f"a line of {len(line):,} bytes; replay reads lines of at most "
                f"{MAX_LINE_BYTES >> 20} MiB (the limit)"
            )
        if total > MAX_RECORDING_BYTES:
            return (
                f"{total:,} bytes with this line; replay reads recordings of at most "
                f"{MAX_RECORDING_BYTES >> 20} MiB (the limit)"
            )
        return ""

    def _write_line(self, line: str) -> None:
        assert self._file is not None
        too_big = self._too_big(line, self._whole + len(line) + 1)
        if too_big:  # a file replay would refuse is not written: it stops here
            self._break(OSError(errno.EFBIG, too_big))
            return
        try:
            self._file.write(line + "\n")
            self._file.flush()
            self._whole = self._file.tell()
        except OSError as error:
            self._break(error)

    def _break(self, error: OSError) -> None:
        """A write failed: the recording stops there (the file holds every
        frame before this one), with one warning; the pager goes on stepping
        as if it were not recording."""
        self.broken = error
        file, self._file = self._file, None
        if file is not None:
            with contextlib.suppress(OSError):  # the buffer it cannot write either
                file.close()
        # the part of a line the failed write left goes: the file replays
        # every frame before the break
        with contextlib.suppress(OSError):
            os.truncate(self.path, self._whole)
        warnings.warn(
            f"segpager: the recording to {str(self.path)!r} broke at frame {self.frame_count} "
            f"({error.strerror or error}); the pager goes on without it",
            RuntimeWarning,
            stacklevel=2,
        )

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
        if self._file is None:  # stopped, or broken: frame_count is what the file holds
            return
        spellings = self._spellings
        self._write(
            {
                "frame": self.frame_count,
                "events": [_event_json(event, spellings) for event in batch],
                "digest": _step_digest(self._digester, frame),
                "look": _look_digest(frame),  # a run's frames have none: no arrays
            }
        )
        if self._file is not None:
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
        if self._file is None:
            return
        for batch, digest in zip(batches, _run_digests(self._digester, run), strict=True):
            if self._file is None:  # broken on the way
                break
            self._write(
                {
                    "frame": self.frame_count,
                    "events": [_event_json(event, spellings) for event in batch],
                    "digest": digest,
                }
            )
            if self._file is not None:
                self.frame_count += 1

    def run_failed(self) -> None:
        """A run raised. One that fails while applying (a looping pager's
        offset past 1e12 pages) keeps the frames before the failing one, and the
        error does not say how many; the file cannot follow the pager from
        there, so the recording stops, complete up to the run."""
        self._first_frame()  # it may have: it cannot record again
        self.close()

    def call(self, name: str, **args: Any) -> None:
        """A call that changed the pager between steps."""
        pager = self._pager()
        assert pager is not None
        if self._file is None:
            return
        tabs = _tab_count(pager) if name in ("set_items", "insert_item") else 0
        if tabs > MAX_ITEMS:
            self._break(
                OSError(
                    errno.EFBIG,
                    f"{name}: {tabs:,} tabs; a recording's pager has at most {MAX_ITEMS:,} "
                    "(the limit replay reads)",
                )
            )
            return
        if name == "set_items":  # just made: the items are C's now
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
            try:
                self._file.close()
            except OSError as error:  # what was left in its buffer could not be written
                self._break(error)
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
