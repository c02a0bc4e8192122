"""The ``segpager`` command: lay out, trace, render and lint a pager SPEC; replay a recording.

A SPEC's keys mirror the options structs' field names::

    {"viewport_width": 375,
     "items": [{"title": "Top", "width": 26.4, "selected_width": 29}, 41, ...],
     "strip_style": {"item_padding": 12, "width_mode": "intrinsic"},
     "indicator_style": {...}, "appearance_style": {...},
     "strip_offset_style": {...}, "pager_config": {...}}

Enum fields take their names in lower case (``"width_mode": "fill"``).
A bad SPEC exits with status 2 and one line naming the key and what it allows.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import json
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from . import _ffi
from . import pager as _pager
from .enums import HeaderPhase, PagerGesture, PagerPhase, PointerRegion, StripPhase
from .errors import SegPagerError
from .header import HeaderStyle, Rect
from .pager import Pager, PagerConfiguration, PagerHeader
from .position import (
    AppearanceStyle,
    Indicator,
    IndicatorStyle,
    RGBAColor,
    StripOffsetStyle,
    strip_state,
)
from .record import RecordingError, replay, replay_steps
from .strip import StripLayout, StripStyle, strip_layout

if TYPE_CHECKING:
    from .run import PagerRun

T = TypeVar("T")


class SpecError(Exception):
    """A SPEC or script that cannot be used; the message names the key."""


def _convert(where: str, annotation: Any, value: Any) -> Any:
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        names = {member.name.lower(): member for member in annotation}
        if isinstance(value, str) and value.lower() in names:
            return names[value.lower()]
        raise SpecError(f"{where}: {value!r} is not one of {', '.join(sorted(names))}")
    if annotation is RGBAColor:
        if (
            isinstance(value, Sequence)
            and len(value) in (3, 4)
            and all(isinstance(c, (int, float)) for c in value)
        ):
            return RGBAColor(*value)
        raise SpecError(
            f"{where}: a colour is [red, green, blue] or [red, green, blue, alpha] in 0...1"
        )
    if annotation is bool:
        if isinstance(value, bool):
            return value
        raise SpecError(f"{where}: expected true or false, got {value!r}")
    if annotation is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise SpecError(f"{where}: expected an integer, got {value!r}")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    raise SpecError(f"{where}: expected a number, got {value!r}")


def _options(cls: type[T], section: str, spec: Mapping[str, Any]) -> T:
    fields = spec.get(section, {})
    if not isinstance(fields, Mapping):
        raise SpecError(f"{section}: expected an object of {cls.__name__} fields")
    known = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    hints = {name: _annotation(cls, name) for name in known}
    values = {}
    for key, value in fields.items():
        if key not in known:
            raise SpecError(f"{section}.{key}: unknown key; allowed: {', '.join(sorted(known))}")
        values[key] = _convert(f"{section}.{key}", hints[key], value)
    return cls(**values)


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


def load_spec(path: Path) -> Spec:
    try:
        spec = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        raise SpecError(f"{path}: {error}") from None
    if not isinstance(spec, Mapping):
        raise SpecError(f"{path}: the SPEC must be a JSON object")
    allowed = {
        "viewport_width", "items", "strip_style", "indicator_style", "appearance_style",
        "strip_offset_style", "pager_config", "header_style", "list_height",
    }  # fmt: skip
    for key in spec:
        if key not in allowed:
            raise SpecError(f"{key}: unknown key; allowed: {', '.join(sorted(allowed))}")
    viewport = spec.get("viewport_width")
    if not isinstance(viewport, (int, float)) or isinstance(viewport, bool) or viewport <= 0:
        raise SpecError("viewport_width: expected a number > 0")
    items = spec.get("items")
    if not isinstance(items, list) or not items:
        raise SpecError(
            "items: expected a non-empty list of widths or {title, width, selected_width}"
        )
    titles, widths, selected = [], [], []
    for i, item in enumerate(items):
        if isinstance(item, (int, float)) and not isinstance(item, bool):
            item = {"width": item}
        if not isinstance(item, Mapping) or not isinstance(item.get("width"), (int, float)):
            raise SpecError(f"items[{i}]: expected a width or {{title, width, selected_width}}")
        titles.append(str(item.get("title", f"item {i}")))
        widths.append(float(item["width"]))
        selected.append(float(item.get("selected_width", 0)))
    return Spec(
        float(viewport),
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

_EVENTS: dict[str, tuple[type, tuple[str, ...]]] = {
    "drag_began": (_pager.DragBegan, ("time",)),
    "drag_moved": (_pager.DragMoved, ("time", "page_offset")),
    "drag_ended": (_pager.DragEnded, ("time", "velocity")),
    "host_scrolled": (_pager.HostScrolled, ("time", "page_offset")),
    "tab_tapped": (_pager.TabTapped, ("time", "index")),
    "select": (_pager.Select, ("time", "index", "animated")),
    "tick": (_pager.Tick, ("time",)),
    "resized": (_pager.Resized, ("time", "viewport_width", "strip_viewport_width")),
    "list_scrolled": (_pager.ListScrolled, ("time", "delta")),
    "list_ended": (_pager.ListEnded, ("time", "velocity")),
    "list_resized": (_pager.ListResized, ("time", "index", "max_offset")),
    "refresh_ended": (_pager.RefreshEnded, ("time",)),
    "pointer_down": (_pager.PointerDown, ("time", "x", "y", "region")),
    "pointer_moved": (_pager.PointerMoved, ("time", "x", "y")),
    "pointer_up": (_pager.PointerUp, ("time", "x", "y")),
    "pointer_cancelled": (_pager.PointerCancelled, ("time",)),
    "wheel": (_pager.Wheel, ("time", "delta_x", "delta_y", "region")),
    "strip_drag_began": (_pager.StripDragBegan, ("time",)),
    "strip_drag_moved": (_pager.StripDragMoved, ("time", "strip_offset")),
    "strip_drag_ended": (_pager.StripDragEnded, ("time", "velocity")),
}


def _region(value: object, where: str) -> object:
    """A pointer event's region from a script: its name (``"strip"``) or number."""
    if isinstance(value, str):
        try:
            return PointerRegion[value.upper()]
        except KeyError:
            names = ", ".join(r.name.lower() for r in PointerRegion)
            raise SpecError(f"{where}.region: {value!r} is not one of {names}") from None
    return value


def load_script(path: Path) -> tuple[list[ScriptEvent], float, float]:
    try:
        script = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        raise SpecError(f"{path}: {error}") from None
    if not isinstance(script, Mapping) or not isinstance(script.get("events"), list):
        raise SpecError('events: a script is {"events": [...], "frame_rate": 60, "until": s}')
    events: list[ScriptEvent] = []
    for i, raw in enumerate(script["events"]):
        kind = raw.get("type") if isinstance(raw, Mapping) else None
        if kind not in _EVENTS:
            raise SpecError(
                f"events[{i}].type: {kind!r} is not one of {', '.join(sorted(_EVENTS))}"
            )
        cls, names = _EVENTS[kind]
        fields = {k: raw[k] for k in names if k in raw}
        if "region" in fields:
            fields["region"] = _region(fields["region"], f"events[{i}]")
        try:
            events.append(cls(**fields))
        except TypeError:
            raise SpecError(f"events[{i}]: {kind} takes {', '.join(names)}") from None
    rate = script.get("frame_rate", 60)
    until = script.get("until", max((e.time for e in events), default=0) + 1)
    if not isinstance(rate, (int, float)) or rate <= 0:
        raise SpecError("frame_rate: expected a number > 0")
    return events, float(rate), float(until)


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


def _batches(
    events: Sequence[ScriptEvent], rate: float, until: float
) -> tuple[list[float], list[list[_pager.Event]]]:
    """The script's frames at ``rate``, from 0 to ``until``: each frame's
    time, and its events (the script's due by then, and a tick)."""
    pending = sorted(events, key=lambda e: e.time)
    times, batches = [], []
    for k in range(int(until * rate) + 1):
        t = k / rate
        batch: list[_pager.Event] = []
        while pending and pending[0].time <= t:
            batch.append(pending.pop(0))
        times.append(t)
        batches.append([*batch, _pager.Tick(t)])
    return times, batches


def _frames(
    spec: Spec, events: Sequence[ScriptEvent], rate: float, until: float
) -> Iterator[tuple[float, _pager.PagerFrame]]:
    """Play the script one step per frame (``_batches``); yields each
    frame's time and the whole frame (what drawing it needs)."""
    times, batches = _batches(events, rate, until)
    with _open(spec) as pager:
        for t, batch in zip(times, batches, strict=True):
            yield t, pager.step(batch)


def _rect(rect: Rect | Indicator) -> list[float]:
    return [rect.x, rect.y, rect.width, rect.height]


def command_trace(spec: Spec, script: Path) -> list[dict[str, Any]]:
    """The script's frames, played in one ``Pager.run``, a line each."""
    times, batches = _batches(*load_script(script))
    with _open(spec) as pager:
        frames = pager.run(batches)
    return _trace_lines(frames, [round(t, 6) for t in times])


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
            "indicator": rect("indicator", k), "strip_offset": c["strip_offset"][k],
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


def command_render(
    spec: Spec, script: Path | None, out: Path, scale: float, progress: bool | None
) -> str:
    """Draw the session (or the pager at rest) to a GIF, or its last frame to a PNG."""
    if out.suffix.lower() not in (".gif", ".png"):
        raise SpecError(f"--out: {out.name}: expected a .gif or .png file")
    try:
        from . import render
    except ImportError:
        raise SpecError('render needs Pillow: pip install "segpager[render]"') from None
    try:
        font = render.find_font()
    except render.FontNotFoundError as error:
        raise SpecError(str(error)) from None
    events, rate, until = load_script(script) if script else ([], 30.0, 0.0)
    if out.suffix.lower() == ".png":
        *_, (_, last) = _frames(spec, events, rate, until)
        frames = [last]
    else:
        frames = [frame for _, frame in _frames(spec, events, rate, until)]
    height = spec.viewport_width * 1.2
    strip_height = spec.pager_config.strip_height
    canvas = render.Canvas(
        spec.titles, _layout(spec), height=height, strip_height=strip_height, scale=scale,
        header=spec.header_style, font=font,
    )  # fmt: skip
    show = progress if progress is not None else (len(frames) >= 60 and sys.stderr.isatty())
    images = []
    for k, frame in enumerate(frames, 1):
        images.append(render.draw_frame(canvas, frame))
        if show and (k % 10 == 0 or k == len(frames)):
            bar = "#" * (30 * k // len(frames))
            print(f"\rrendering [{bar:<30}] {k}/{len(frames)}", end="", file=sys.stderr)
    if show:
        print(file=sys.stderr)
    try:
        if out.suffix.lower() == ".png":
            images[0].save(out)
        else:
            render.save_gif(images, out, rate)
    except OSError as error:
        raise SpecError(f"--out: {error}") from None
    return f"wrote {out}: {len(images)} frame(s)"


def command_replay(recording: Path) -> tuple[list[dict[str, Any]], int | None]:
    """A recording replayed through ``Pager.run``: ``trace``'s line for every
    frame, with its index first, and the first frame whose digest differs
    from the recording's (None: every frame is as it was recorded)."""
    replayed = replay(recording)
    lines = []
    for first, frames in replayed.runs:
        times = frames["time"].tolist()
        traced = _trace_lines(frames, times)
        lines += [{"frame": first + k, **line} for k, line in enumerate(traced)]
    return lines, replayed.diverged_at


def command_replay_render(
    recording: Path, out: Path, scale: float, progress: bool | None, frame_rate: float
) -> tuple[str, int | None]:
    """A recording drawn as ``render`` draws a session: every frame to a
    GIF, or the last to a PNG; replayed one step a frame, since a picture
    needs the frame's items and pages. Titles are the tabs' ids (a recording
    has no titles). Returns the line to print and the first frame whose
    digest differs (None: none)."""
    if out.suffix.lower() not in (".gif", ".png"):
        raise SpecError(f"--out: {out.name}: expected a .gif or .png file")
    try:
        from . import render
    except ImportError:
        raise SpecError('replay --out needs Pillow: pip install "segpager[render]"') from None
    try:
        font = render.find_font()
    except render.FontNotFoundError as error:
        raise SpecError(str(error)) from None
    png = out.suffix.lower() == ".png"
    images: list[Any] = []
    last: tuple[Any, _pager.PagerFrame] | None = None
    diverged: int | None = None
    for count, (f, frame, pager, header, same) in enumerate(replay_steps(recording), 1):
        if not same and diverged is None:
            diverged = f
        config = pager.config
        canvas = render.Canvas(
            tuple(f"tab {i}" for i in pager.ids), height=config.viewport_width * 1.2,
            strip_height=config.strip_height, scale=scale,
            header=header.style if header is not None else None, font=font,
            viewport_width=config.viewport_width,
        )  # fmt: skip
        if png:
            last = canvas, frame
        else:
            images.append(render.draw_frame(canvas, frame))
        if progress and count % 10 == 0:
            print(f"\rrendering {count} frames", end="", file=sys.stderr)
    if progress:
        print(file=sys.stderr)
    if last is not None:
        images.append(render.draw_frame(*last))
    if not images:
        raise SpecError(f"{recording}: no frames to draw")
    try:
        if png:
            images[0].save(out)
        else:
            render.save_gif(images, out, frame_rate)
    except OSError as error:
        raise SpecError(f"--out: {error}") from None
    return f"wrote {out}: {len(images)} frame(s)", diverged


def command_lint(spec: Spec, widths: Sequence[float]) -> list[str]:
    findings = []
    for viewport in widths:
        layout = _layout(spec, viewport)
        natural = sum(spec.widths) + spec.strip_style.spacing * (len(spec.widths) - 1)
        if layout.scrolls and natural <= viewport:
            findings.append(
                f"{viewport:g} pt: the strip scrolls although its titles alone fit ({natural:g} pt)"
            )
        for title, width, frame in zip(spec.titles, spec.widths, layout.frames, strict=True):
            if frame.width < width:
                findings.append(
                    f"{viewport:g} pt: {title!r} is {width:g} pt wide in a {frame.width:g} pt tab"
                )
            if frame.width < 44:
                findings.append(
                    f"{viewport:g} pt: {title!r} is a {frame.width:g} pt touch target (< 44)"
                )
        for i, (title, frame) in enumerate(zip(spec.titles, layout.frames, strict=True)):
            state = strip_state(layout, i, indicator=spec.indicator_style)
            if state.indicator.width > frame.width + 1e-9:
                findings.append(f"{viewport:g} pt: the indicator is wider than {title!r}")
    return findings


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="segpager", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    layout = commands.add_parser("layout", help="print the strip layout as JSON")
    layout.add_argument("spec", type=Path)
    trace = commands.add_parser("trace", help="print one JSON line per frame of a scripted session")
    trace.add_argument("spec", type=Path)
    trace.add_argument("--script", type=Path, required=True)
    draw = commands.add_parser(
        "render", help="draw a session to a GIF (or its last frame to a PNG)"
    )
    draw.add_argument("spec", type=Path)
    draw.add_argument("--script", type=Path)
    draw.add_argument("--out", type=Path, required=True)
    draw.add_argument("--scale", type=float, default=2.0, help="pixels per point (default 2)")
    draw.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="a progress bar on stderr (default: from 60 frames, on a terminal)",
    )
    again = commands.add_parser(
        "replay",
        help="replay a recording (Pager(..., record=path)): one JSON line per frame; "
        "exit 1 if a frame differs from the recorded one",
    )
    again.add_argument("recording", type=Path)
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
    lint = commands.add_parser("lint", help="check a design across screen widths")
    lint.add_argument("spec", type=Path)
    lint.add_argument("--widths", default="320,375,414,768")
    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            if args.out is not None:
                if not (0 < args.scale <= 8):
                    raise SpecError("--scale: expected a number in (0, 8]")
                if not (0 < args.frame_rate <= 100):
                    raise SpecError("--frame-rate: expected a number in (0, 100]")
                done, diverged = command_replay_render(
                    args.recording, args.out, args.scale, args.progress, args.frame_rate
                )
                print(done)
            else:
                lines, diverged = command_replay(args.recording)
                for line in lines:
                    print(json.dumps(line, ensure_ascii=False))
            if diverged is not None:
                sys.stdout.flush()
                print(
                    f"segpager: {args.recording}: frame {diverged} differs from the recorded "
                    "frame: the replay diverged",
                    file=sys.stderr,
                )
                return 1
            return 0
        spec = load_spec(args.spec)
        if args.command == "layout":
            print(json.dumps(command_layout(spec), ensure_ascii=False, indent=2))
        elif args.command == "trace":
            for line in command_trace(spec, args.script):
                print(json.dumps(line, ensure_ascii=False))
        elif args.command == "render":
            if not (0 < args.scale <= 8):
                raise SpecError("--scale: expected a number in (0, 8]")
            print(command_render(spec, args.script, args.out, args.scale, args.progress))
        else:
            try:
                widths = [float(w) for w in args.widths.split(",")]
            except ValueError:
                raise SpecError("--widths: expected numbers separated by commas") from None
            findings = command_lint(spec, widths)
            for finding in findings:
                print(finding)
            print(f"{len(findings)} finding(s)" if findings else "no findings")
            return 1 if findings else 0
    except (SpecError, SegPagerError, RecordingError) as error:
        print(f"segpager: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`segpager trace ... | head`): what it read is
        # all it wanted, so stop quietly. Point stdout at /dev/null first so
        # the interpreter's flush at exit does not fail on the pipe again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 0
    return 0
