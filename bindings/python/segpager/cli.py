"""The ``segpager`` command: lay out, trace, render and lint a pager SPEC; replay a recording.

A SPEC's keys mirror the options structs' field names::

    {"viewport_width": 375,
     "items": [{"title": "Top", "width": 26.4, "selected_width": 29}, 41, ...],
     "strip_style": {"item_padding": 12, "width_mode": "intrinsic"},
     "indicator_style": {...}, "appearance_style": {...},
     "strip_offset_style": {...}, "pager_config": {...}}

Enum fields take their names in lower case (``"width_mode": "fill"``).

Every file the command reads (a SPEC, a script, a recording a user sent) is
untrusted: each has limits (``MAX_*`` here and in ``segpager.record``,
documented in docs/guide/cli.md), its values are read strictly (a bool is no
number, a string no number nor bool, a float no index), and what it costs is
bounded by a frame, not by the file: ``trace`` and ``replay`` print as they
go, ``render`` writes its GIF a frame at a time. The exit status is
``EXIT_OK`` (0), ``EXIT_FAILED`` (1: the replay diverged, lint found
something, or stdout could not be written), ``EXIT_BAD_INPUT`` (2: one line
on stderr names the file, the key or line and what it allows), ``EXIT_BUG``
(3: a traceback, a bug in segpager) or ``EXIT_UNVERIFIED`` (4: a replay that
did not diverge but could not compare every frame in full).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import enum
import json
import os
import re
import signal
import sys
import tempfile
import traceback
from array import array
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from . import _ffi, _position, _strip, pager as _pager
from ._recording import (
    MAX_ITEMS,
    RecordingError,
    _integer,
    _key,
    _number,
    _shown,
    parse_json,
    read_event,
    read_file,
)
from .enums import HeaderPhase, PagerGesture, PagerPhase, StripPhase, WidthMode
from .errors import SegPagerError
from .header import HeaderStyle, Rect
from .pager import Pager, PagerConfiguration, PagerHeader
from .position import (
    DEFAULT_HEIGHT,
    AppearanceStyle,
    Indicator,
    IndicatorStyle,
    RGBAColor,
    StripOffsetStyle,
    _indicator_style,
)
from .record import Checks, replay_runs, replay_steps
from .strip import StripLayout, StripStyle, strip_layout

if TYPE_CHECKING:
    from .run import PagerRun

T = TypeVar("T")

#: The exit statuses: done (a replay verified, every frame as recorded in
#: everything it draws; a design with no findings)
EXIT_OK = 0
#: the answer is no: a replay diverged from its recording, lint found
#: something; or the output could not be written (stdout closed or full: one
#: line on stderr says so)
EXIT_FAILED = 1
#: an input that cannot be used: past a limit, of the wrong type, refused by
#: the engine; one line on stderr says which and what it allows
EXIT_BAD_INPUT = 2
#: a bug in segpager (a traceback): never 1, so it is not read as a divergence
EXIT_BUG = 3
#: a replay that did not diverge, but did not compare every frame in full: a
#: recording without digests, or with frames that have no look (format 1,
#: frames recorded through ``Pager.run``), or with no frames. One line on
#: stderr says how many frames were compared how far; never 0, which claims
#: that everything was
EXIT_UNVERIFIED = 4
#: stopped by SIGINT (Ctrl-C) or SIGTERM: 128 + the signal, as a shell
#: reports a process the signal ended; one line on stderr, no file left
#: half-written (``--out`` is written beside and moved in place at the end)
EXIT_INTERRUPTED = 128 + signal.SIGINT
EXIT_TERMINATED = 128 + signal.SIGTERM


class _Terminated(BaseException):
    """SIGTERM, raised where the command is, so that its clean-ups run (the
    temporary file beside ``--out`` goes) as for Ctrl-C."""


def _on_sigterm(signum: int, frame: Any) -> None:
    raise _Terminated


#: The largest SPEC or script: 16 MiB.
MAX_SPEC_BYTES = 16 * 2**20
#: The most frames a script plays: ``until * frame_rate`` at most this,
#: 30 minutes at 60 Hz. ``replay --out`` draws a GIF of at most as many.
MAX_SCRIPT_FRAMES = 108_000
#: The highest script ``frame_rate``, in frames a second.
MAX_FRAME_RATE = 1000.0
#: The lowest frame rate a GIF can show (``render`` of a script, ``replay
#: --out --frame-rate``): a GIF holds a frame at most 655.35 s (a 16-bit
#: count of hundredths of a second). A PNG takes any rate.
MIN_GIF_FRAME_RATE = 100 / 65_535
#: The largest picture ``render`` and ``replay --out`` draw, in pixels:
#: 4096 x 4096 (a 375 pt viewport at --scale 2 is 750 x 900).
MAX_CANVAS_PIXELS = 4096 * 4096
#: The longest tab title in a SPEC, in characters.
MAX_TITLE_LENGTH = 100
#: How many frames ``trace`` hands to one ``Pager.run``: it prints each run's
#: lines before it plays the next.
TRACE_RUN_FRAMES = 4096


class SpecError(Exception):
    """A SPEC or script that cannot be used; the message names the key."""


@contextlib.contextmanager
def _as_spec_error() -> Iterator[None]:
    """The shared readers' ``RecordingError``s, for a SPEC or a script."""
    try:
        yield
    except RecordingError as error:
        raise SpecError(str(error)) from None


def _convert(where: str, annotation: Any, value: Any) -> Any:
    """A SPEC's option value as the field's type, strictly: a bool is no
    number, a string neither number nor bool, a float no integer."""
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        names = {member.name.lower(): member for member in annotation}
        if isinstance(value, str) and value.lower() in names:
            return names[value.lower()]
        raise SpecError(f"{where}: {_shown(value)} is not one of {', '.join(sorted(names))}")
    if annotation is RGBAColor:
        if isinstance(value, list) and len(value) in (3, 4):
            with _as_spec_error():
                return RGBAColor(*(_number(f"{where}[{i}]", c) for i, c in enumerate(value)))
        raise SpecError(
            f"{where}: a colour is [red, green, blue] or [red, green, blue, alpha] in 0...1"
        )
    if annotation is bool:
        if isinstance(value, bool):
            return value
        raise SpecError(f"{where}: expected true or false, got {_shown(value)}")
    with _as_spec_error():
        if annotation is int:
            return _integer(where, value)
        return _number(where, value)


def _options(cls: type[T], section: str, spec: Mapping[str, Any]) -> T:
    return _fields_of(cls, section, spec.get(section, {}))


def _fields_of(cls: type[T], where: str, fields: Any) -> T:
    """A ``cls`` from a spec's object of its fields: nested values as nested
    objects, or (a nested class's) by their flat C names."""
    if not isinstance(fields, Mapping):
        raise SpecError(f"{where}: expected an object of {cls.__name__} fields")
    known = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    hints = {name: _annotation(cls, name) for name in known}
    values = {}
    for key, value in _ffi.nested_mapping(cls, fields).items():
        if key not in known:
            raise SpecError(
                f"{where}.{_key(key)}: unknown key; allowed: {', '.join(sorted(known))}"
            )
        hint = hints[key]
        if isinstance(hint, type) and dataclasses.is_dataclass(hint) and hint is not RGBAColor:
            values[key] = _fields_of(hint, f"{where}.{key}", value)
        else:
            values[key] = _convert(f"{where}.{key}", hint, value)
    try:
        return cls(**values)
    except (TypeError, ValueError) as error:  # a check of its own (__post_init__)
        raise SpecError(f"{where}: {error}") from None


def _annotation(cls: type, name: str) -> Any:
    import typing

    return typing.get_type_hints(cls)[name]


@dataclasses.dataclass(frozen=True)
class Spec:
    viewport_width: float
    titles: tuple[str, ...]
    widths: tuple[float, ...]
    selected_widths: tuple[float, ...]
    strip_style: StripStyle
    indicator_style: IndicatorStyle
    appearance_style: AppearanceStyle
    strip_offset_style: StripOffsetStyle
    pager_config: PagerConfiguration
    #: None: no header (the SPEC has no ``header_style``)
    header_style: HeaderStyle | None = None
    #: how far the list under the header scrolls past the collapse
    list_height: float = 10_000.0


def _read_json(path: Path, what: str) -> Any:
    """A SPEC's or a script's JSON: at most ``MAX_SPEC_BYTES``, UTF-8, no
    NaN, at most ``segpager.record.MAX_DEPTH`` deep."""
    with _as_spec_error():
        return parse_json(read_file(path, MAX_SPEC_BYTES, what), str(path))


def _title(where: str, value: Any) -> str:
    """A tab title: a string of at most ``MAX_TITLE_LENGTH`` characters that
    is valid Unicode (no lone surrogate, which no output could print)."""
    if not isinstance(value, str):
        raise SpecError(f"{where}: expected a string, got {_shown(value)}")
    if len(value) > MAX_TITLE_LENGTH:
        raise SpecError(
            f"{where}: {len(value):,} characters; a title has at most {MAX_TITLE_LENGTH} "
            "(the limit)"
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SpecError(
            f"{where}: {_shown(value)} is not valid Unicode (a lone surrogate)"
        ) from None
    return value


def load_spec(path: Path) -> Spec:
    spec = _read_json(path, "SPEC")
    if not isinstance(spec, Mapping):
        raise SpecError(f"{path}: the SPEC must be a JSON object")
    allowed = {
        "viewport_width", "items", "strip_style", "indicator_style", "appearance_style",
        "strip_offset_style", "pager_config", "header_style", "list_height",
    }  # fmt: skip
    for key in spec:
        if key not in allowed:
            raise SpecError(f"{_key(key)}: unknown key; allowed: {', '.join(sorted(allowed))}")
    viewport = spec.get("viewport_width")
    if isinstance(viewport, bool) or not isinstance(viewport, (int, float)):
        raise SpecError("viewport_width: expected a number > 0")
    with _as_spec_error():
        viewport = _number("viewport_width", viewport)
    if not viewport > 0:
        raise SpecError("viewport_width: expected a number > 0")
    items = spec.get("items")
    if not isinstance(items, list) or not items:
        raise SpecError(
            "items: expected a non-empty list of widths or {title, width, selected_width}"
        )
    if len(items) > MAX_ITEMS:
        raise SpecError(
            f"items: {len(items):,} tabs; a pager has at most {MAX_ITEMS:,} (the limit)"
        )
    titles: list[str] = []
    widths: list[float] = []
    selected: list[float] = []
    with _as_spec_error():  # once: 100,000 tabs are read in well under a second
        for i, item in enumerate(items):
            if type(item) is float or type(item) is int:  # a width alone (a bool is no int here)
                titles.append(f"item {i}")
                widths.append(_number(f"items[{i}].width", item))
                selected.append(0.0)
                continue
            where = f"items[{i}]"
            if not isinstance(item, Mapping) or "width" not in item:
                raise SpecError(f"{where}: expected a width or {{title, width, selected_width}}")
            for key in item:
                if key not in ("title", "width", "selected_width"):
                    raise SpecError(
                        f"{where}.{_key(key)}: unknown key; allowed: selected_width, title, width"
                    )
            titles.append(_title(f"{where}.title", item.get("title", f"item {i}")))
            widths.append(_number(f"{where}.width", item["width"]))
            selected.append(_number(f"{where}.selected_width", item.get("selected_width", 0)))
    return Spec(
        viewport,
        tuple(titles),
        tuple(widths),
        tuple(selected),
        _options(StripStyle, "strip_style", spec),
        _options(IndicatorStyle, "indicator_style", spec),
        _options(AppearanceStyle, "appearance_style", spec),
        _options(StripOffsetStyle, "strip_offset_style", spec),
        _options(PagerConfiguration, "pager_config", spec),
        _options(HeaderStyle, "header_style", spec) if "header_style" in spec else None,
        _convert("list_height", float, spec.get("list_height", 10_000.0)),
    )


def _layout(spec: Spec, viewport: float | None = None) -> StripLayout:
    return strip_layout(
        spec.widths, viewport or spec.viewport_width, spec.strip_style,
        selected_widths=spec.selected_widths,
    )  # fmt: skip


def command_layout(spec: Spec) -> dict[str, Any]:
    layout = _layout(spec)
    return {
        "content_width": layout.content_width,
        "scrolls": layout.scrolls,
        "frames": [
            {"title": t, "x": f.x, "width": f.width}
            for t, f in zip(spec.titles, layout.frames, strict=True)
        ],
    }


ScriptEvent = _pager.Event


def load_script(path: Path) -> tuple[list[ScriptEvent], float, float]:
    """A script's events, frame rate and end, checked: each event's fields
    of their types (``segpager.record.read_event``), a ``frame_rate`` in
    (0, ``MAX_FRAME_RATE``], an ``until`` >= 0 (by default a second past the
    last event, or a frame past it when frames are further apart), at most
    ``MAX_SCRIPT_FRAMES`` frames in all, and no event after the last frame
    (it would never be played: refused, not dropped)."""
    script = _read_json(path, "script")
    if not isinstance(script, Mapping) or not isinstance(script.get("events"), list):
        raise SpecError('events: a script is {"events": [...], "frame_rate": 60, "until": s}')
    for key in script:
        if key not in ("events", "frame_rate", "until"):
            raise SpecError(f"{_key(key)}: unknown key; allowed: events, frame_rate, until")
    with _as_spec_error():
        events = [
            read_event(raw, f"events[{i}]", script=True) for i, raw in enumerate(script["events"])
        ]
        rate = _number("frame_rate", script.get("frame_rate", 60))
        given = "until" in script
        until = _number("until", script["until"]) if given else None
    for i in range(1, len(events)):
        if events[i].time < events[i - 1].time:  # the pager refuses them: say so first
            raise SpecError(
                f"events[{i}].time: must be >= events[{i - 1}].time ({events[i - 1].time:g}): "
                f"a pager takes events in time order (SEGPAGER_E_ORDER) (got {events[i].time:g})"
            )
    if not 0 < rate <= MAX_FRAME_RATE:
        raise SpecError(f"frame_rate: expected a number in (0, {MAX_FRAME_RATE:g}], got {rate:g}")
    if until is None:
        until = max((event.time for event in events), default=0.0) + max(1.0, 1 / rate)
    if not until >= 0:
        raise SpecError(f"until: expected a number >= 0, got {until:g}")
    if until * rate > MAX_SCRIPT_FRAMES:
        what = "until" if given else "until (a second past the last event)"
        raise SpecError(
            f"{what}: {until:g} s at {rate:g} frames a second is {until * rate:,.0f} frames; a "
            f"script plays at most {MAX_SCRIPT_FRAMES:,} (until * frame_rate <= "
            f"{MAX_SCRIPT_FRAMES}, {MAX_SCRIPT_FRAMES / 3600:g} minutes at 60 Hz: the limit)"
        )
    last = (_frame_count(rate, until) - 1) / rate  # the last frame's time, as _batches has it
    if events and events[-1].time > last:
        late = next(i for i, event in enumerate(events) if event.time > last)
        raise SpecError(
            f"events[{late}].time: {events[late].time:g} s is after the script's last frame "
            f"({last:g} s: until {until:g} at {rate:g} frames a second, a frame every "
            f"{1 / rate:g} s), so it would never be played; give a later until or drop the event"
        )
    return events, rate, until


def _open(spec: Spec) -> Pager:
    """The spec's pager. With a ``header_style`` it carries the header, and
    every list is ``list_height`` long."""
    header = (
        None
        if spec.header_style is None
        else PagerHeader(spec.header_style, list_max_offset=spec.list_height)
    )
    return Pager(
        spec.widths, spec.viewport_width, config=spec.pager_config, strip_style=spec.strip_style,
        indicator=spec.indicator_style, appearance=spec.appearance_style,
        offset=spec.strip_offset_style, header=header,
    )  # fmt: skip


def _frame_count(rate: float, until: float) -> int:
    """How many frames a script at ``rate`` plays, from 0 to ``until``."""
    return int(until * rate) + 1


def _batches(
    events: Sequence[ScriptEvent], rate: float, until: float
) -> Iterator[tuple[float, list[_pager.Event]]]:
    """The script's frames at ``rate``, from 0 to ``until``, one at a time:
    each frame's time, and its events (the script's due by then, in its
    order, which ``load_script`` checked is time order, and a tick)."""
    pending = events
    due = 0
    for k in range(_frame_count(rate, until)):
        t = k / rate
        start = due
        while due < len(pending) and pending[due].time <= t:
            due += 1
        yield t, [*pending[start:due], _pager.Tick(t)]


def _frames(
    spec: Spec, events: Sequence[ScriptEvent], rate: float, until: float
) -> Iterator[tuple[float, _pager.PagerFrame]]:
    """Play the script one step per frame (``_batches``); yields each
    frame's time and the whole frame (what drawing it needs)."""
    with _open(spec) as pager:
        for t, batch in _batches(events, rate, until):
            with _script_names(events, batch):
                frame = pager.step(batch)
            yield t, frame


def _chunks(items: Iterable[T], size: int) -> Iterator[list[T]]:
    """``items`` in lists of ``size`` (the last may be shorter)."""
    chunk: list[T] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _rect(rect: Rect | Indicator) -> list[float]:
    return [rect.x, rect.y, rect.width, rect.height]


def command_trace(spec: Spec, script: Path) -> Iterator[dict[str, Any]]:
    """The script's frames, a line each, played in runs of
    ``TRACE_RUN_FRAMES`` (one ``Pager.run`` each): a run's lines come
    before the next run is played. The script is read first."""
    events, rate, until = load_script(script)
    return _trace(spec, events, rate, until)


def _trace(
    spec: Spec, events: Sequence[ScriptEvent], rate: float, until: float
) -> Iterator[dict[str, Any]]:
    with _open(spec) as pager:
        for chunk in _chunks(_batches(events, rate, until), TRACE_RUN_FRAMES):
            batches = [batch for _, batch in chunk]
            with _script_names(events, [event for batch in batches for event in batch]):
                frames = pager.run(batches)
            yield from _trace_lines(frames, [round(t, 6) for t, _ in chunk])


@contextlib.contextmanager
def _script_names(script: Sequence[ScriptEvent], stepped: Sequence[_pager.Event]) -> Iterator[None]:
    """Names an event the pager refuses as the script does: C counts the
    events it was given (the frames' ticks among them), so its
    ``events[31]`` becomes the script's ``events[1]``, or the frame's tick."""
    try:
        yield
    except SegPagerError as error:
        where = {id(event): k for k, event in enumerate(script)}

        def named(match: re.Match[str]) -> str:
            k = int(match.group(1))
            if k >= len(stepped):
                return match.group(0)
            event = stepped[k]
            if id(event) in where:
                return f"events[{where[id(event)]}]"
            return f"the tick at {event.time:g} s"

        message = re.sub(r"events\[(\d+)\]", named, str(error), count=1)
        raise type(error)(message, error.status) from None


def _trace_lines(frames: PagerRun, times: Sequence[float]) -> list[dict[str, Any]]:
    """A run's frames as ``trace`` prints them, a line each, at ``times``."""
    c = {name: frames[name].tolist() for name in frames}
    notes: list[list[str]] = [[] for _ in times]
    for f, note in zip(c["notifications.frame"], frames.notifications, strict=True):
        notes[f].append(str(note))

    def rect(prefix: str, k: int) -> list[float]:
        return [c[f"{prefix}.{side}"][k] for side in ("x", "y", "width", "height")]

    lines = []
    for k, t in enumerate(times):
        selected = c["selected_index"][k]
        line: dict[str, Any] = {
            "time": t, "page_offset": c["page_offset"][k], "position": c["position"][k],
            "selected_index": None if selected == _ffi.NONE else selected,
            "phase": PagerPhase(c["phase"][k]).name.lower(),
            "indicator": rect("strip.indicator", k), "strip_offset": c["strip.strip_offset"][k],
            "notifications": notes[k],
            "gesture": PagerGesture(c["gesture"][k]).name.lower(),
            "strip_phase": StripPhase(c["strip_phase"][k]).name.lower(),
            "list_animating": bool(c["list_animating"][k]),
        }  # fmt: skip
        if c["has_header"][k]:
            line["list_offset"] = c["list_offset"][k]
            line["header_offset"] = c["header.header_offset"][k]
            line["pull"] = c["header.pull"][k]
            line["header"] = {
                "rect": rect("header.frame.header", k), "content": rect("header.frame.content", k),
                "strip": rect("header.frame.strip", k),
                "phase": HeaderPhase(c["header.frame.phase"][k]).name.lower(),
                "progress": c["header.frame.progress"][k],
                "stretch_scale": c["header.frame.stretch_scale"][k],
            }  # fmt: skip
        lines.append(line)
    return lines


def _canvas(where: str, width: float, scale: float) -> tuple[int, int]:
    """The picture of a ``width`` pt viewport (1.2 times as tall) at
    ``scale`` pixels a point, as ``render.draw_frame`` sizes it; refused
    unless it has 1 to ``MAX_CANVAS_PIXELS`` pixels."""
    wide, high = width * scale, width * 1.2 * scale
    fits = wide * high <= MAX_CANVAS_PIXELS  # as floats first: 1e308 pt is an infinite picture
    columns, rows = (round(wide), round(high)) if fits else (0, 0)
    if not fits or columns < 1 or rows < 1 or columns * rows > MAX_CANVAS_PIXELS:
        raise SpecError(
            f"{where}: a {width:g} pt viewport at --scale {scale:g} is a {wide:,.0f} x {high:,.0f} "
            f"pixel picture; render draws 1 to {MAX_CANVAS_PIXELS:,} pixels (4096 x 4096, "
            "the limit)"
        )
    return columns, rows


def _gif_rate(where: str, rate: float) -> None:
    """Refuses a frame rate too slow for a GIF (``MIN_GIF_FRAME_RATE``)."""
    if rate < MIN_GIF_FRAME_RATE:
        raise SpecError(
            f"{where}: {rate:g} frames a second is a frame every {1 / rate:,.6g} s; a GIF holds "
            f"a frame for at most 655.35 s (a frame rate >= {MIN_GIF_FRAME_RATE:.6g}: the "
            "format's limit); a .png draws the last frame at any rate"
        )


@contextlib.contextmanager
def _output(out: Path) -> Iterator[Path]:
    """A file beside ``out`` to write the picture to, put in ``out``'s place
    once it is complete (never a half-written GIF; nothing left when the
    drawing fails)."""
    try:
        handle, name = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.", suffix=out.suffix)
    except OSError as error:
        raise SpecError(f"--out: {out}: {error.strerror or error}") from None
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)  # as a file made with open()
        os.replace(temporary, out)
    except OSError as error:
        raise SpecError(f"--out: {out}: {error.strerror or error}") from None
    finally:
        temporary.unlink(missing_ok=True)


def _renderer(what: str) -> tuple[Any, Path]:
    """``segpager.render`` and its font (what drawing needs: Pillow, a font)."""
    try:
        from . import render
    except ImportError:
        raise SpecError(f'{what} needs Pillow: pip install "segpager[render]"') from None
    try:
        return render, render.find_font()
    except render.FontNotFoundError as error:
        raise SpecError(str(error)) from None


def _suffix(out: Path) -> str:
    suffix = out.suffix.lower()
    if suffix not in (".gif", ".png"):
        raise SpecError(f"--out: {out.name}: expected a .gif or .png file")
    return suffix


def command_render(
    spec: Spec, script: Path | None, out: Path, scale: float, progress: bool | None
) -> str:
    """Draw the session (or the pager at rest) to a GIF, or its last frame to
    a PNG. The GIF is written a frame at a time (``render.GifWriter``), and
    only the frames it keeps are drawn; a PNG draws the last frame alone."""
    png = _suffix(out) == ".png"
    render, font = _renderer("render")
    events, rate, until = load_script(script) if script else ([], 30.0, 0.0)
    if not png:
        _gif_rate(f"{script}: frame_rate", rate)
    total = _frame_count(rate, until)
    height = spec.viewport_width * 1.2
    _canvas("viewport_width", spec.viewport_width, scale)
    canvas = render.Canvas(
        spec.titles, _layout(spec), height=height, strip_height=spec.pager_config.strip_height,
        scale=scale, header=spec.header_style, font=font,
    )  # fmt: skip
    show = progress if progress is not None else (total >= 60 and sys.stderr.isatty())

    def played() -> Iterator[tuple[int, _pager.PagerFrame]]:
        for k, (_, frame) in enumerate(_frames(spec, events, rate, until), 1):
            yield k, frame
            if show and (k % 10 == 0 or k == total):
                bar = "#" * (30 * k // total)
                print(f"\rrendering [{bar:<30}] {k}/{total}", end="", file=sys.stderr)
        if show:
            print(file=sys.stderr)

    with _output(out) as temporary:
        if png:
            *_, (_, last) = played()
            render.draw_frame(canvas, last).save(temporary, format="PNG")
        else:
            with render.GifWriter(temporary, rate) as gif:
                for k, frame in played():
                    if (k - 1) % gif.every == 0:
                        gif.add(render.draw_frame(canvas, frame))
    return f"wrote {out}: {1 if png else total} frame(s)"


class _Writer(Protocol):
    """Where a command writes its lines (stdout, through ``_Stdout``)."""

    def write(self, text: str, /) -> int: ...


@dataclasses.dataclass(frozen=True)
class Replayed:
    """What ``replay`` found: how many frames it replayed, the first that
    differs from its recording (None: none), and how much of each frame the
    recording let it compare (``record.Checks``)."""

    count: int
    diverged: int | None
    checks: Checks


def command_replay(recording: Path, out: _Writer) -> Replayed:
    """A recording replayed (``record.replay_runs``: through ``Pager.run``,
    or stepped where its frames have looks): writes ``trace``'s line for
    every frame to ``out``, with its index first, a run at a time as it is
    replayed (the file is read a line at a time). ``replay_verdict`` says
    what the result means."""
    diverged: int | None = None
    count = 0
    checks = Checks()
    for first, frames, differs, checked in replay_runs(recording):
        count = first + len(frames["time"])
        checks = checks.plus(checked)
        if diverged is None:
            diverged = differs
        times = frames["time"].tolist()
        lines = _trace_lines(frames, times)
        out.write(
            "".join(
                json.dumps({"frame": first + k, **line}, ensure_ascii=False) + "\n"
                for k, line in enumerate(lines)
            )
        )
    return Replayed(count, diverged, checks)


def replay_verdict(recording: Path, replayed: Replayed) -> tuple[int, str]:
    """A replay's exit status and the one line that says why: diverged
    (``EXIT_FAILED``), verified (``EXIT_OK``: every frame compared in full,
    its record, notifications and look, and each as recorded), or not
    verified (``EXIT_UNVERIFIED``: no frame differs of those compared, but
    some could not be compared in full, or there were none)."""
    where = f"segpager: {recording}"
    if replayed.diverged is not None:
        return EXIT_FAILED, (
            f"{where}: frame {replayed.diverged} differs from the recorded frame: the replay "
            "diverged"
        )
    count, checks = replayed.count, replayed.checks
    if checks.complete:
        return EXIT_OK, f"{where}: {count} frame(s) replayed, each as recorded"
    if not count:
        return EXIT_UNVERIFIED, f"{where}: no frames to replay: nothing was verified"
    if checks.unchecked == count:
        return EXIT_UNVERIFIED, (
            f"{where}: {count} frame(s) replayed but not verified: no frame has a digest, so "
            "nothing was compared"
        )
    parts = []
    if checks.full:
        parts.append(f"{checks.full} as recorded in everything they draw")
    if checks.without_look:
        parts.append(
            f"{checks.without_look} as recorded in their record and notifications only (no "
            "look, as in format 1 and frames recorded through Pager.run: their items' colours, "
            "scales and boxes and their pages were not compared)"
        )
    if checks.unchecked:
        parts.append(f"{checks.unchecked} not compared (no digest)")
    return EXIT_UNVERIFIED, (
        f"{where}: {count} frame(s) replayed but not verified in full: {'; '.join(parts)}"
    )


def command_replay_render(
    recording: Path, out: Path, scale: float, progress: bool | None, frame_rate: float
) -> tuple[str, Replayed]:
    """A recording drawn as ``render`` draws a session: every frame to a
    GIF (at most ``MAX_SCRIPT_FRAMES``, written a frame at a time), or the
    last to a PNG; replayed one step a frame, since a picture needs the
    frame's items and pages. Titles are the tabs' ids (a recording has no
    titles); each drawn frame's picture is sized by the viewport then (a GIF
    keeps its first frame's size). Returns the line to print and what the
    replay found (``replay_verdict`` says what it means)."""
    png = _suffix(out) == ".png"
    if not png:
        _gif_rate("--frame-rate", frame_rate)
    render, font = _renderer("replay --out")
    diverged: int | None = None
    count = 0
    checks = Checks()
    titles: tuple[str, ...] = ()
    calls: int | None = None  # the step.calls the titles were made for
    config: PagerConfiguration | None = None
    last: Any = None

    def canvas(index: int, config: PagerConfiguration, header: PagerHeader | None) -> Any:
        width = config.pages.viewport_width
        _canvas(f"{recording}: frame {index}: viewport_width", width, scale)
        return render.Canvas(
            titles, height=width * 1.2, strip_height=config.strip_height, scale=scale,
            header=header.style if header is not None else None, font=font,
            viewport_width=width,
        )  # fmt: skip

    with _output(out) as temporary, contextlib.ExitStack() as stack:
        gif = None if png else stack.enter_context(render.GifWriter(temporary, frame_rate))
        for step in replay_steps(recording):
            count += 1
            checks = checks.plus(step.checks)
            if not step.same and diverged is None:
                diverged = step.number
            edited = step.calls != calls  # the tabs, or the config, may be new
            if edited:
                titles, calls = tuple(f"tab {i}" for i in step.pager.ids), step.calls
            if config is None or edited or step.resized:
                config = step.pager.config
            if gif is None:
                last = step.number, config, step.header, step.frame, titles
            elif step.number % gif.every == 0:
                if step.number >= MAX_SCRIPT_FRAMES:
                    raise SpecError(
                        f"{recording}: frame {step.number}: replay --out draws at most "
                        f"{MAX_SCRIPT_FRAMES:,} of a recording's frames to a GIF "
                        f"({MAX_SCRIPT_FRAMES / 3600:g} minutes at 60 Hz: the limit); a .png "
                        "draws the last frame of any recording"
                    )
                gif.add(render.draw_frame(canvas(step.number, config, step.header), step.frame))
            if progress and count % 10 == 0:
                print(f"\rrendering {count} frames", end="", file=sys.stderr)
        if progress:
            print(file=sys.stderr)
        if not count:
            raise SpecError(f"{recording}: no frames to draw")
        if last is not None:
            index, config, header, frame, titles = last
            render.draw_frame(canvas(index, config, header), frame).save(temporary, format="PNG")
    return f"wrote {out}: {1 if png else count} frame(s)", Replayed(count, diverged, checks)


def natural_width(style: StripStyle, widths: Sequence[float]) -> float:
    """The strip's content with every tab at its title's width (titles,
    padding, spacing and insets), as the engine lays it out: INTRINSIC tabs
    with no minimum or maximum, in a viewport they overflow."""
    natural = dataclasses.replace(
        style, width_mode=WidthMode.INTRINSIC, min_item_width=0.0, max_item_width=0.0,
        max_item_width_margin=0.0,
    )  # fmt: skip
    metrics = array("d", bytes(32 * len(widths)))
    metrics[0::4] = array("d", widths)
    c_style = _ffi.options("segpager_strip_style", dataclasses.asdict(natural))
    return _strip.strip_layout(c_style, metrics, len(widths), 1.0)[1]


def command_lint(spec: Spec, widths: Sequence[float]) -> list[str]:
    """The design's findings at each viewport width, linear in the tabs: two
    calls a width, the layout (``segpager_strip_layout``) and the indicator
    at rest on every tab (``segpager_indicator_rects``), each read as
    columns. Before, each tab's whole strip state made every visible item's
    appearance too: O(n) a tab when all n fit, and 100,000 tabs took
    minutes."""
    findings = []
    style = spec.strip_style
    # what strip_layout gives C (the same at every width), made once
    count, wanted = len(spec.widths), spec.widths
    metrics = array("d", bytes(32 * count))
    metrics[0::4], metrics[1::4] = array("d", wanted), array("d", spec.selected_widths)
    c_style = _ffi.options("segpager_strip_style", dataclasses.asdict(style))
    natural = natural_width(style, wanted)
    leading = style.item_padding + style.item_leading_padding
    trailing = style.item_padding + style.item_trailing_padding
    indicator = _indicator_style(spec.indicator_style)
    # what the findings show, made once a tab (or a value), not once a finding
    names = [repr(title) for title in spec.titles]
    shown: dict[float, str] = {}

    def number(value: float) -> str:
        found = shown[value] = format(value, "g")
        return found

    for viewport in widths:
        at = f"{viewport:g} pt: "
        packed, content, scrolls = _strip.strip_layout(
            c_style, metrics, count, _ffi.to_double("viewport_width", viewport)
        )
        if scrolls and natural <= viewport:
            findings.append(
                f"{at}the strip scrolls although its tabs fit "
                f"(titles, padding, spacing and insets: {natural:g} pt)"
            )
        # the columns, compared whole: the loops below visit only the findings
        tab = packed[1::2]
        small = [i for i, (w, t) in enumerate(zip(wanted, tab, strict=True)) if t < w or t < 44]
        for i in small:
            width, tab_width = wanted[i], tab[i]
            tab_shown = shown.get(tab_width) or number(tab_width)
            if tab_width < width:
                findings.append(
                    f"{at}{names[i]} is {shown.get(width) or number(width)} pt wide in a "
                    f"{tab_shown} pt tab"
                )
            if tab_width < 44:
                findings.append(f"{at}{names[i]} is a {tab_shown} pt touch target (< 44)")
        # as strip_state lays the indicator out (StripLayout._geometry)
        strip = _strip.strip_geometry(
            packed, metrics, style.direction, content, viewport, DEFAULT_HEIGHT, leading, trailing
        )
        resting = _position.indicator_widths(strip, indicator)
        for i in [i for i, (w, t) in enumerate(zip(resting, tab, strict=True)) if w > t + 1e-9]:
            findings.append(
                f"{at}the indicator is wider than the tab of {names[i]} "
                f"({shown.get(wide := resting[i]) or number(wide)} > "
                f"{shown.get(tab[i]) or number(tab[i])} pt)"
            )
    return findings


_SPEC_HELP = (
    'a design: JSON {"viewport_width": 375, "items": [{"title": "Top", "width": 26.4}, ...]} '
    "and optional strip_style, indicator_style, appearance_style, strip_offset_style, "
    "pager_config, header_style, list_height (the Python fields' names, nested values as "
    'objects: "pager_config": {"settle_spring": {"response": 0.4}}, or the C fields\' flat '
    'names: "spring_response"; enums by name)'
)
_SCRIPT_HELP = (
    'a session: JSON {"events": [{"type": "drag_moved", "time": 0.1, "page_offset": 120}, '
    '...], "frame_rate": 60, "until": 2.5}, events in time order, named as in '
    "scripts and recordings (drag_began, tab_tapped, pointer_down, wheel, ...)"
)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose help goes through ``_Stdout``: argparse
    itself drops a failed write, so ``--help > /dev/full`` would exit 0."""

    def _print_message(self, message: str, file: Any = None) -> None:
        if message and file is sys.stdout:  # (None too, when stdout is closed)
            _Stdout().write(message)
        else:
            super()._print_message(message, file)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="segpager",
        description=__doc__.split("\n")[0],
        epilog="exit status: 0 done (a replay verified in full), 1 a replay diverged or lint "
        "found something (or stdout could not be written), 2 an input that cannot be used (one "
        "line on stderr says why), 3 a bug in segpager, 4 a replay not verified in full (one line "
        "on stderr says what it compared)",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    def command(name: str, summary: str, example: str) -> argparse.ArgumentParser:
        return commands.add_parser(
            name, help=summary, description=summary, epilog=f"example:\n  {example}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )  # fmt: skip

    layout = command(
        "layout", "print the strip layout as JSON", "segpager layout segpager/specs/news.json"
    )
    layout.add_argument("spec", type=Path, help=_SPEC_HELP)
    trace = command(
        "trace", "print one JSON line per frame of a scripted session",
        "segpager trace segpager/specs/news.json --script segpager/specs/swipe.json",
    )  # fmt: skip
    trace.add_argument("spec", type=Path, help=_SPEC_HELP)
    trace.add_argument("--script", type=Path, required=True, help=_SCRIPT_HELP)
    draw = command(
        "render", "draw a session to a GIF (or its last frame to a PNG)",
        "segpager render segpager/specs/news.json --script segpager/specs/swipe.json --out s.gif",
    )  # fmt: skip
    draw.add_argument("spec", type=Path, help=_SPEC_HELP)
    draw.add_argument("--script", type=Path, help=_SCRIPT_HELP + " (none: the pager at rest)")
    draw.add_argument(
        "--out",
        type=Path,
        required=True,
        help="the picture: a .gif (every frame) or a .png (the last)",
    )
    draw.add_argument("--scale", type=float, default=2.0, help="pixels per point (default 2)")
    draw.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="a progress bar on stderr (default: from 60 frames, on a terminal)",
    )
    again = command(
        "replay",
        "replay a recording (Pager(..., record=path)): one JSON line per frame; "
        "exit 1 if a frame differs from the recorded one, 4 if the recording let it compare "
        "less than every frame in full (no digest, or no look: format 1, Pager.run)",
        "segpager replay session.jsonl",
    )
    again.add_argument(
        "recording", type=Path,
        help="a recording: JSON lines, the pager's making first, then each step's events "
        "and its frame's digest and look (what Pager(..., record=path) writes)",
    )  # fmt: skip
    again.add_argument(
        "--out", type=Path, help="draw the frames to a GIF (or the last one to a PNG) instead"
    )
    again.add_argument("--scale", type=float, default=2.0, help="pixels per point (default 2)")
    again.add_argument(
        "--frame-rate", type=float, default=60.0, help="the GIF's frames per second (default 60)"
    )
    again.add_argument(
        "--progress", action=argparse.BooleanOptionalAction, default=None,
        help="a frame count on stderr while drawing",
    )  # fmt: skip
    lint = command(
        "lint", "check a design across screen widths: tabs that scroll though they fit, "
        "titles wider than their tabs, touch targets under 44 pt, an indicator wider than its tab",
        "segpager lint segpager/specs/news.json --widths 320,375,414,768",
    )  # fmt: skip
    lint.add_argument("spec", type=Path, help=_SPEC_HELP)
    lint.add_argument(
        "--widths", default="320,375,414,768",
        help="the viewport widths to lay out at, pt, comma-separated (default 320,375,414,768)",
    )  # fmt: skip
    return parser


def _command(args: argparse.Namespace, out: _Stdout) -> int:
    """The command ``args`` names, writing to ``out``; its exit status."""
    if args.command == "replay":
        if args.out is not None:
            if not (0 < args.scale <= 8):
                raise SpecError("--scale: expected a number in (0, 8]")
            if not (0 < args.frame_rate <= 100):
                raise SpecError("--frame-rate: expected a number in (0, 100]")
            done, replayed = command_replay_render(
                args.recording, args.out, args.scale, args.progress, args.frame_rate
            )
            out.write(done + "\n")
        else:
            replayed = command_replay(args.recording, out)
        status, verdict = replay_verdict(args.recording, replayed)
        out.flush()  # the frames' lines come before the verdict
        print(verdict, file=sys.stderr)
        return status
    spec = load_spec(args.spec)
    if args.command == "layout":
        out.write(json.dumps(command_layout(spec), ensure_ascii=False, indent=2) + "\n")
    elif args.command == "trace":
        for line in command_trace(spec, args.script):
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
    elif args.command == "render":
        if not (0 < args.scale <= 8):
            raise SpecError("--scale: expected a number in (0, 8]")
        out.write(command_render(spec, args.script, args.out, args.scale, args.progress) + "\n")
    else:
        try:
            widths = [float(w) for w in args.widths.split(",")]
        except ValueError:
            raise SpecError("--widths: expected numbers separated by commas") from None
        findings = command_lint(spec, widths)
        for k in range(0, len(findings), 4096):  # a line at a time costs more than the lint
            out.write("\n".join(findings[k : k + 4096]) + "\n")
        out.write(f"{len(findings)} finding(s)\n" if findings else "no findings\n")
        return EXIT_FAILED if findings else EXIT_OK
    return EXIT_OK


class _OutputError(Exception):
    """stdout could not be written: closed (the reader went away), or full;
    the message says which."""


_CLOSED = "stdout is closed: nothing can be printed"


class _Stdout:
    """The commands' stdout: a write or a flush that fails (a closed pipe,
    a full device) raises ``_OutputError``, which the command line turns
    into one line on stderr and ``EXIT_FAILED``, never a traceback: the
    output is cut short, so the command did not do what it was asked."""

    def write(self, text: str, /) -> int:
        stream = sys.stdout
        if stream is None:  # started with stdout closed (`segpager ... >&-`)
            raise _OutputError(_CLOSED)
        try:
            return stream.write(text)
        except OSError as error:
            raise _OutputError(
                f"stdout: {error.strerror or error}: the output is cut short"
            ) from None

    def flush(self) -> None:
        stream = sys.stdout
        if stream is None:
            raise _OutputError(_CLOSED)
        try:
            stream.flush()
        except OSError as error:
            raise _OutputError(
                f"stdout: {error.strerror or error}: the output is cut short"
            ) from None


def _drop_stdout() -> None:
    """Points stdout at /dev/null, so that the interpreter's flush at exit
    does not fail on a closed pipe or a full device again (what is left in
    its buffer is lost either way)."""
    if sys.stdout is None:  # closed from the start: fd 1 may be a file opened since
        return
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; returns the exit status (``EXIT_*``)."""
    out = _Stdout()
    try:
        try:
            args = _parser().parse_args(argv)  # a bad argument: usage, and exit 2
        except SystemExit as done:  # --help (on stdout), or a bad argument (on stderr)
            status = done.code if isinstance(done.code, int) else EXIT_OK
            if status == EXIT_OK:
                out.flush()  # the help reached stdout, or say why not
            return status
        out.flush()  # stdout closed from the start: say so before any work
        return _main(args, out)
    except _OutputError as error:
        print(f"segpager: {error}", file=sys.stderr)
        _drop_stdout()
        return EXIT_FAILED


def _main(args: argparse.Namespace, out: _Stdout) -> int:
    """``main`` once the arguments are read: the command, its errors and
    the signals that stop it, each as its exit status."""
    previous = None
    with contextlib.suppress(ValueError):  # (not the main thread: SIGTERM keeps its handler)
        previous = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        status = _command(args, out)
        out.flush()  # a full device says so here, not at the interpreter's exit
        return status
    except KeyboardInterrupt:
        print("segpager: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except _Terminated:
        print("segpager: terminated", file=sys.stderr)
        return EXIT_TERMINATED
    except (SpecError, SegPagerError, RecordingError) as error:
        try:
            out.flush()  # the lines before the bad one come before its error
        except _OutputError:
            _drop_stdout()  # the bad input is the news: its line, and exit 2
        print(f"segpager: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except _OutputError:
        raise
    except Exception:  # a bug: say so, and never with 1, which means "diverged"
        traceback.print_exc()
        print(
            "segpager: internal error (a bug in segpager; please report it with the input)",
            file=sys.stderr,
        )
        return EXIT_BUG
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
