"""Record a pager's session to a JSON-lines file, and replay it bit for bit.

A user who hits a bug records the session (``Pager(..., record=path)``, or
``with pager.record(path):`` on a pager that has not stepped yet) and sends
the file; ``segpager replay FILE`` (or ``segpager.replay(path)``) rebuilds
the pager, replays the recorded frames and says whether every frame came
out as the recording session saw it, and how much of each it could compare.
The file is untrusted (it comes from someone else's machine): it is read a
line at a time, each value strictly of its type, within the limits
``MAX_RECORDING_BYTES``, ``MAX_LINE_BYTES``, ``MAX_DEPTH`` and
``MAX_ITEMS``, and every bad file raises ``RecordingError``.

The file, one JSON object a line, each line flushed as it is written (a
crash leaves every line before it usable):

- line 1, the setup, the pager as ``Pager(...)`` made it:
  ``{"segpager_recording": 2, "segpager": version,
  "config": {...}, "items": [[id, width, selected_width, subtitle_width,
  selected_subtitle_width], ...], "strip_style": {...}, "indicator_style":
  {...}, "appearance_style": {...}, "strip_offset_style": {...},
  "paging_options": {...} or null (``Pager`` takes none: null),
  "header": {...} or null}``. Option
  dataclasses field by field (nested ones as objects, enums by name in lower
  case, flags as ints, floats as JSON numbers, which round-trip doubles);
  the items as ``set_items`` gave them to C.
- a step: ``{"frame": k, "events": [{"type": "tick", "time": 0.5}, ...],
  "digest": "...", "look": "..."}``, every frame in order from 0, frames
  without events too. Events are spelled as ``segpager trace`` scripts
  spell them. ``digest`` is a hash of the frame the session saw (its
  record's scalars and its notifications), ``look`` one of what else it
  draws (the visible items' appearances and boxes, the pages and their
  lists' offsets), both little-endian, so they are the same on every
  machine. A frame made through ``Pager.run`` has no arrays, so no look;
  format 1 (0.8.0) had none either. Replay compares what a frame has and
  says how much that was (``Checks``).
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

import contextlib
import itertools
import os
import struct
import typing
from array import array
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from . import _recording
from ._recording import (  # the writer; its limits and readers, re-exported as before
    MAX_DEPTH as MAX_DEPTH,
    MAX_ITEMS as MAX_ITEMS,
    MAX_LINE_BYTES as MAX_LINE_BYTES,
    MAX_RECORDING_BYTES as MAX_RECORDING_BYTES,
    READ_VERSIONS,
    RECORDING_VERSION,
    Recording,
    RecordingError,
    _digester,
    _integer,
    _key,
    _look_digest,
    _number,
    _run_digests,
    _shown,
    _step_digest,
    _value,
    parse_json as parse_json,
    read_event as read_event,
    read_file as read_file,
    start as start,
)

if TYPE_CHECKING:
    from ._generated.events import Event
    from .configuration import PagerHeader
    from .frame import PagerFrame
    from .pager import Pager
    from .run import PagerRun

__all__ = ["RECORDING_VERSION", "Checks", "Recording", "RecordingError", "Replay", "replay"]


# --- replaying -----------------------------------------------------------------

#: The most frames (and events) ``replay`` hands to one ``Pager.run``: a long
#: stretch of steps between calls is replayed in runs of this size, so the
#: memory a replay takes is bounded by a run, not by the recording.
RUN_FRAMES = 4096
RUN_EVENTS = 65_536


class Checks(typing.NamedTuple):
    """How much of a replay was checked against its recording: how many
    frames were compared in full, in part, or not at all. A replay is
    verified only when every frame was compared in full (``complete``)."""

    #: frames whose digest and look were recorded and compared: everything
    #: the frame draws (its record, notifications, the items' colours,
    #: scales and boxes, the pages and their lists)
    full: int = 0
    #: frames with a digest but no look (format 1, or frames recorded through
    #: ``Pager.run``, which has no arrays): their record and notifications
    #: were compared, not the items' looks and boxes nor the pages
    without_look: int = 0
    #: frames with no digest at all: nothing compared
    unchecked: int = 0

    def plus(self, other: Checks) -> Checks:
        """These and ``other``'s, added."""
        return Checks(*(a + b for a, b in zip(self, other, strict=True)))

    @property
    def complete(self) -> bool:
        """Whether there were frames and every one was compared in full."""
        return self.full > 0 and not self.without_look and not self.unchecked


#: a step line as a replay holds it: its frame, events, digest and look
_Pending = tuple[int, list["Event"], str | None, str | None]


def _checks(steps: Sequence[_Pending]) -> Checks:
    """What ``steps``' digests and looks let a replay compare (a look comes
    with a digest: ``_step`` refuses one alone)."""
    full = sum(1 for *_, look in steps if look is not None)
    partial = sum(1 for _, _, digest, look in steps if look is None and digest is not None)
    return Checks(full, partial, len(steps) - full - partial)


@dataclass(frozen=True)
class Replay:
    """A recording replayed (``replay``): its frames, run after run."""

    #: each run of consecutive steps between calls (at most ``RUN_FRAMES``
    #: of them): its first frame's index and its frames
    runs: tuple[tuple[int, PagerRun], ...]
    #: how many frames were replayed
    frame_count: int
    #: the first frame whose digest (or look) differs from the recording's;
    #: None: none does
    diverged_at: int | None
    #: how much the recording let the replay compare (format 1 and frames
    #: recorded through ``Pager.run`` have no look; a hand-made file may have
    #: no digest)
    checks: Checks = Checks()

    @property
    def verified(self) -> bool:
        """Whether the replay is the recording's, everything every frame
        draws compared: no frame differs, and each had its digest and look."""
        return self.diverged_at is None and self.checks.complete

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
    from .configuration import PagerConfiguration, PagerHeader
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
    """``items``: rows of an id and four metrics; the ids and the metrics
    flat. At most ``MAX_ITEMS`` rows."""
    if not isinstance(raw, list):
        raise RecordingError(f"{where}: expected a list of [id, width, selected_width, ...]")
    if len(raw) > _recording.MAX_ITEMS:
        raise RecordingError(
            f"{where}: {len(raw):,} tabs; a pager has at most {_recording.MAX_ITEMS:,}"
        )
    ids, metrics = [], []
    for i, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != 5:
            raise RecordingError(
                f"{where}[{i}]: expected [id, width, selected_width, subtitle_width, "
                "selected_subtitle_width]"
            )
        ids.append(_integer(f"{where}[{i}][0]", row[0]))
        metrics += [_number(f"{where}[{i}][{j}]", v) for j, v in enumerate(row[1:], 1)]
    return ids, metrics


def _lines(file: IO[bytes], path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each line's number and JSON object, read one line at a time: a line
    of at most ``MAX_LINE_BYTES``, a file of at most ``MAX_RECORDING_BYTES``
    (a file that says it is larger is refused before its first line)."""
    # the writer's limits, read where it reads them (one table: _recording)
    file_limit, line_limit = _recording.MAX_RECORDING_BYTES, _recording.MAX_LINE_BYTES
    size = os.fstat(file.fileno()).st_size
    if size > file_limit:
        raise RecordingError(
            f"{path}: {size:,} bytes; a recording is at most {file_limit >> 20} MiB (the limit)"
        )
    read = 0
    for n in itertools.count(1):
        line = file.readline(line_limit + 1)
        if not line:
            return
        read += len(line)
        if read > file_limit:  # a file that grows, a device
            raise RecordingError(
                f"{path}: line {n}: past {file_limit >> 20} MiB; a recording is at "
                f"most {file_limit >> 20} MiB (the limit)"
            )
        if len(line) > line_limit and not line.endswith(b"\n"):
            raise RecordingError(
                f"{path}: line {n}: over {line_limit:,} bytes; a recording's line is at "
                f"most {line_limit >> 20} MiB (the limit)"
            )
        if not line.strip():
            continue
        value = parse_json(line, f"{path}: line {n}")
        if not isinstance(value, dict):
            raise RecordingError(f"{path}: line {n}: expected a JSON object")
        yield n, value


def _setup(n: int, head: dict[str, Any], path: Path) -> dict[str, Any]:
    """The setup line, read: the pager's constructor arguments by name."""
    where = f"{path}: line {n}"
    version = head.get("segpager_recording")
    if version is None:
        raise RecordingError(f"{where}: not a segpager recording (no segpager_recording)")
    # exactly an integer: true (== 1 in Python) and 1.0 are not versions
    if type(version) is not int or version not in READ_VERSIONS:
        raise RecordingError(
            f"{where}: recording format {_shown(version)} (segpager "
            f"{_shown(head.get('segpager'), 20)}); this segpager reads formats "
            f"{' and '.join(map(str, READ_VERSIONS))}"
        )
    types_ = _style_types()
    allowed = {"segpager_recording", "segpager", "items", *types_} - set(_CALL_ARGS)
    for key in head:
        if key not in allowed:
            raise RecordingError(f"{where}: {_key(key)}: unknown key")
    for key in sorted(allowed - {"segpager"}):
        if key not in head:
            raise RecordingError(f"{where}: {key}: missing")
    if "segpager" in head and not isinstance(head["segpager"], str):
        raise RecordingError(f"{where}: segpager: expected a version string")
    made: dict[str, Any] = {
        key: _value(f"{where}: {key}", types_[key], head[key])
        for key in types_
        if key not in _CALL_ARGS
    }
    made["items"] = _item_rows(head["items"], f"{where}: items")
    made["version"] = version
    return made


def _call(where: str, line: dict[str, Any], types_: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A call line, read: the call's name and its arguments."""
    name = line["call"]
    if not isinstance(name, str) or name not in _CALL_ARGS:
        raise RecordingError(
            f"{where}: call: {_shown(name)} is not one of {', '.join(sorted(_CALL_ARGS))}"
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
            args[key] = tuple(_number(f"{at}[{j}]", v) for j, v in enumerate(row))
        elif key in ("style", "header"):
            args[key] = _value(at, types_[name], line[key])
        else:
            args[key] = _integer(at, line[key])
    return name, args


def _step(
    where: str, line: dict[str, Any], frame: int, version: int
) -> tuple[list[Event], str | None, str | None]:
    """A step line, read: its events, its digest and its look (None: not
    recorded; format 1 has no look)."""
    keys = {"frame", "events", "digest"} | ({"look"} if version >= 2 else set())
    if set(line) - keys or "events" not in line:
        shown = ", ".join(sorted(keys, key=["frame", "events", "digest", "look"].index))
        raise RecordingError(f"{where}: a step of format {version} is {{{shown}}}")
    # exactly the integer: 0.0 and false are not frame 0
    if type(line["frame"]) is not int or line["frame"] != frame:
        raise RecordingError(f"{where}: frame {_shown(line['frame'])}, expected {frame}")
    raw = line["events"]
    if not isinstance(raw, list):
        raise RecordingError(f"{where}: events: expected a list")
    events = [read_event(e, f"{where}: events[{i}]") for i, e in enumerate(raw)]
    digest, look = line.get("digest"), line.get("look")
    for key, value in (("digest", digest), ("look", look)):
        if value is not None and not isinstance(value, str):
            raise RecordingError(f"{where}: {key}: expected a string")
    if look is not None and digest is None:
        raise RecordingError(f"{where}: look: a step with a look has a digest too")
    return events, digest, look


def _read(path: Path) -> Generator[tuple[int, Any], None, None]:
    """The recording, read and checked one line at a time, as ``(line,
    op)``: first ``("setup", made)``, then ``("step", frame, events,
    digest, look)`` or ``("call", name, args)`` for each later line, each checked
    as it is read (so a replay stops at the first damaged line, having
    replayed the lines before it). Closing the iterator closes the file."""
    try:
        file = open(path, "rb")  # noqa: SIM115 (closed by the with below)
    except OSError as error:
        raise RecordingError(f"{path}: {error.strerror or error}") from None
    with file:
        lines = _lines(file, path)
        first = next(lines, None)
        if first is None:
            raise RecordingError(f"{path}: empty: not a segpager recording")
        made = _setup(*first, path)
        yield first[0], ("setup", made)
        types_ = _style_types()
        tabs, frame = len(made["items"][0]), 0
        for n, line in lines:
            where = f"{path}: line {n}"
            if "call" in line:
                name, args = _call(where, line, types_)
                if name == "set_items":
                    tabs = len(args["items"][0])
                elif name == "insert_item":
                    tabs += 1
                    if tabs > _recording.MAX_ITEMS:
                        raise RecordingError(
                            f"{where}: insert_item: {tabs:,} tabs; a pager has at most "
                            f"{_recording.MAX_ITEMS:,}"
                        )
                elif name == "remove_item":
                    tabs = max(0, tabs - 1)
                yield n, ("call", name, args)
            elif "frame" in line:
                events, digest, look = _step(where, line, frame, made["version"])
                yield n, ("step", frame, events, digest, look)
                frame += 1
            else:
                raise RecordingError(f"{where}: neither a step (frame) nor a call")


#: What the C layer raises for what it refuses (``SegPagerError``s are
#: these), and ``array``'s ``OverflowError``.
_REFUSED = (ValueError, IndexError, TypeError, OverflowError)


def _build(made: dict[str, Any], path: Path) -> Pager:
    """The pager a setup describes: the config, every style, the items as C
    held them, the paging options and the header, in the order ``Pager``
    applies them. What C refuses raises ``RecordingError``."""
    from . import _pager
    from .pager import Pager

    config = made["config"]
    ids, metrics = made["items"]
    # Pager's constructor gives C the widths only: the other metrics, in a
    # hand-written file, come after it
    plain = not any(metrics[k] for k in range(len(metrics)) if k % 4)
    try:
        pager = Pager(
            metrics[0::4] if plain else [], config.pages.viewport_width, ids=ids if plain else None,
            config=config, strip_style=made["strip_style"], indicator=made["indicator_style"],
            appearance=made["appearance_style"], offset=made["strip_offset_style"],
        )  # fmt: skip
    except _REFUSED as error:
        raise RecordingError(f"{path}: line 1: {error}") from error
    try:
        if not plain:
            pager._read_items()
            _pager.pager_set_items(pager._live(), array("q", ids), array("d", metrics))
        if made["paging_options"] is not None:
            pager.set_paging_options(made["paging_options"])
        if made["header"] is not None:
            pager.set_header(made["header"])
    except BaseException as error:
        pager.close()
        if isinstance(error, _REFUSED):
            raise RecordingError(f"{path}: line 1: {error}") from error
        raise
    return pager


def _apply(pager: Pager, name: str, args: dict[str, Any]) -> None:
    from . import _pager

    if name == "set_items":
        ids, metrics = args["items"]
        pager._read_items()
        _pager.pager_set_items(pager._live(), array("q", ids), array("d", metrics))
    elif name == "insert_item":
        width, selected, subtitle, selected_subtitle = args["metrics"]
        pager.insert_item(
            args["index"], width, args["id"], selected_width=selected,
            subtitle_width=subtitle, selected_subtitle_width=selected_subtitle,
        )  # fmt: skip
    else:
        getattr(pager, name)(*args.values())


def replay_runs(
    path: str | os.PathLike[str],
) -> Iterator[tuple[int, PagerRun, int | None, Checks]]:
    """The recording replayed as it is read: yields each run (at most
    ``RUN_FRAMES`` consecutive steps between calls) as ``(its first frame's
    index, the run, the first of its frames whose digest or look differs
    from the recording's or None, what was compared)``, applying the calls
    between runs. A stretch whose frames have no look goes through one
    ``Pager.run``; one with looks is stepped a frame at a time, since only a
    step's frame has the arrays a look covers, and its frames are gathered
    into the same columns. Reads one line at a time, so it holds one run
    whatever the recording's length; a damaged line raises
    ``RecordingError`` (naming the line) when the replay reaches it, after
    the runs before."""
    path = Path(path)
    with contextlib.closing(_read(path)) as ops:
        _, (_, made) = next(ops)
        digester = _digester()
        with _build(made, path) as pager:
            pending: list[_Pending] = []
            numbers: list[int] = []  # the pending steps' lines
            events = 0
            for n, op in ops:
                if op[0] == "step":
                    pending.append(op[1:])
                    numbers.append(n)
                    events += len(op[2])
                    if len(pending) < RUN_FRAMES and events < RUN_EVENTS:
                        continue
                if pending:
                    yield _run(pager, pending, numbers, digester, path)
                    pending, numbers, events = [], [], 0
                if op[0] == "call":
                    try:
                        _apply(pager, op[1], op[2])
                    except _REFUSED as error:
                        raise RecordingError(f"{path}: line {n}: {op[1]}: {error}") from error
            if pending:
                yield _run(pager, pending, numbers, digester, path)


def _run(
    pager: Pager, steps: list[_Pending], lines: list[int], digester: Any, path: Path
) -> tuple[int, PagerRun, int | None, Checks]:
    """``steps`` replayed: their first frame, their frames as a run, the
    first frame whose digest or look is not the recorded one (None: none),
    and what was compared. Through one ``Pager.run`` when no step has a
    look; else stepped (``_stepped_run``)."""
    first = steps[0][0]
    if any(look is not None for *_, look in steps):
        ran, differs = _stepped_run(pager, steps, lines, digester, path)
        return first, ran, differs, _checks(steps)
    try:
        ran = pager.run([events for _, events, _, _ in steps])
    except _REFUSED as error:
        last = first + len(steps) - 1
        raise RecordingError(f"{path}: frames {first}...{last}: {error}") from error
    differs = next(
        (
            f
            for (f, _, wanted, _), got in zip(steps, _run_digests(digester, ran), strict=True)
            if wanted is not None and wanted != got
        ),
        None,
    )
    return first, ran, differs, _checks(steps)


def _stepped_run(
    pager: Pager, steps: list[_Pending], lines: list[int], digester: Any, path: Path
) -> tuple[PagerRun, int | None]:
    """``steps`` one ``step`` each, each frame's digest and look compared
    with the recorded ones, and their frames gathered as a ``PagerRun``
    (each step's C frame is a run's record: a run's frame ``f`` is what
    ``step`` returns, and ``step`` fills the same struct)."""
    from . import _run
    from .frame import _NOTIFICATION_COUNT
    from .run import PagerRun

    out = _run.RunOutput(len(steps))
    size, note_size = _run.FRAME_SIZE, _run.NOTIFICATION_SIZE
    differs: int | None = None
    count = 0
    for k, (f, events, wanted, look) in enumerate(steps):
        try:
            frame = pager.step(events)
        except _REFUSED as error:
            raise RecordingError(f"{path}: line {lines[k]}: frame {f}: {error}") from error
        if differs is None and (
            (wanted is not None and wanted != _step_digest(digester, frame))
            or (look is not None and look != _look_digest(frame))
        ):
            differs = f
        data = frame._data
        out.records[k * size : (k + 1) * size] = data[:size]
        notes = struct.unpack_from("@N", data, _NOTIFICATION_COUNT)[0]
        if notes:
            if len(out.notifications) < (count + notes) * note_size:
                out._grow(2 * (count + notes) + 64)
            at = frame._layout.notifications
            out.notifications[count * note_size : (count + notes) * note_size] = data[
                at : at + notes * note_size
            ]
            frames = memoryview(out.notification_frames).cast("I")
            frames[count : count + notes] = array("I", [k]) * notes
            count += notes
            out.notification_count = count
    return PagerRun(out), differs


def replay(path: str | os.PathLike[str]) -> Replay:
    """Rebuilds the recorded pager, replays its steps (in runs of at most
    ``RUN_FRAMES`` steps between calls, ``replay_runs``) and its calls
    between them, and compares every frame's digest, and its look where it
    has one, with the recording's; ``Replay.checks`` says how much that
    covered (``Replay.verified``: all of it, for every frame). Every bad
    recording raises ``RecordingError``, naming the file and the line: one
    that cannot be read (not JSON, past a limit, a value of the wrong type)
    and one whose events or calls the pager refuses. The file is read a
    line at a time; the ``Replay`` holds every frame."""
    runs: list[tuple[int, PagerRun]] = []
    diverged: int | None = None
    frame_count = 0
    checks = Checks()
    for first, ran, differs, checked in replay_runs(path):
        runs.append((first, ran))
        frame_count += len(ran)
        checks = checks.plus(checked)
        if diverged is None:
            diverged = differs
    return Replay(tuple(runs), frame_count, diverged, checks)


class ReplayedStep(typing.NamedTuple):
    """A frame ``replay_steps`` replayed."""

    #: the frame's index in the recording
    number: int
    frame: PagerFrame
    #: the pager after the frame
    pager: Pager
    #: the header the pager carries
    header: PagerHeader | None
    #: whether the frame's digest and look are the recorded ones (those it has)
    same: bool
    #: how many calls were applied before it (a change: the items may differ)
    calls: int
    #: whether its events resized the viewport
    resized: bool
    #: what was compared: one frame in ``full``, ``without_look`` or ``unchecked``
    checks: Checks = Checks()


def replay_steps(path: str | os.PathLike[str]) -> Iterator[ReplayedStep]:
    """The recording replayed one ``step`` a frame, for drawing
    (``segpager replay --out``: a picture needs the items and pages that
    only a step's ``PagerFrame`` has). Reads and checks the file a line at
    a time, as ``replay_runs`` does."""
    from ._generated.events import Resized

    path = Path(path)
    with contextlib.closing(_read(path)) as ops:
        _, (_, made) = next(ops)
        digester = _digester()
        header: PagerHeader | None = made["header"]
        calls = 0
        with _build(made, path) as pager:
            for n, op in ops:
                try:
                    if op[0] == "step":
                        _, f, events, wanted, look = op
                        frame = pager.step(events)
                        same = (wanted is None or wanted == _step_digest(digester, frame)) and (
                            look is None or look == _look_digest(frame)
                        )
                        resized = any(isinstance(event, Resized) for event in events)
                        checks = _checks([op[1:]])
                        yield ReplayedStep(f, frame, pager, header, same, calls, resized, checks)
                        continue
                    _apply(pager, op[1], op[2])
                except _REFUSED as error:
                    raise RecordingError(f"{path}: line {n}: {error}") from error
                calls += 1
                if op[1] == "set_header":
                    header = op[2]["header"]
