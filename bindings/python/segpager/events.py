"""The pager's events (generated from bindings/abi/events.toml into
``_events``, re-exported here) and how each is packed into a
``segpager_event``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import _ffi, _frame
from ._generated import abi as _abi, events as _events
from ._generated.events import *  # noqa: F403 (the events, generated: this module's, re-exported)
from ._generated.events import Event, Select  # (the two this module names)

__all__ = ["EVENT_NAMES", *_events.__all__]


#: Each event type: its SEGPAGER_EVENT_* kind and which of its attributes
#: fill segpager_event's index, offset, velocity and width, from the header's
#: description of the events (``_abi.EVENTS``, bindings/abi/events.toml).
#: RESIZED carries the pager's width in `width` and the strip's in `offset`;
#: the pointer events' x, y and region share offset, velocity and index
#: (anonymous unions in segpager_event).
_EVENT_FIELDS: dict[type, tuple[int, dict[str, str]]] = {
    globals()[name]: (code, {field: attribute for attribute, field in fields})
    for name, code, _, fields, _ in _abi.EVENTS
}

#: Each event's name in scripts and recordings (``drag_moved``): its type
#: and its fields in their order, time first (``_abi.EVENTS``).
EVENT_NAMES: dict[str, tuple[type, tuple[str, ...]]] = {
    json_name: (
        globals()[name],
        ("time", *(attribute for attribute, _ in fields), *(flag for flag, _ in flags)),
    )
    for name, _, json_name, fields, flags in _abi.EVENTS
}


_d = _ffi.to_double
_i = _ffi.to_int32


def _encoder(
    code: int,
    *,
    index: str | None = None,
    offset: str | None = None,
    velocity: str | None = None,
    width: str | None = None,
) -> Callable[[Any], _frame.EventTuple]:
    """An event's ``segpager_event`` fields (kind, index, flags, reserved,
    time, offset, velocity, width) from the attributes that hold them."""
    animated = _abi.SEGPAGER_EVENT_ANIMATED

    def encode(event: Any) -> _frame.EventTuple:
        return (
            code,
            _ffi.to_index(index, getattr(event, index))
            if index == "index"
            else _i(index, getattr(event, index))
            if index
            else 0,
            animated if getattr(event, "animated", False) else 0,
            0,
            _d("time", event.time),
            _d(offset, getattr(event, offset)) if offset else 0.0,
            _d(velocity, getattr(event, velocity)) if velocity else 0.0,
            _d(width, getattr(event, width)) if width else 0.0,
        )

    return encode


_ENCODERS = {kind: _encoder(code, **fields) for kind, (code, fields) in _EVENT_FIELDS.items()}
#: Each event type's direct writer (``_frame.event_packer``): the same fields
#: as ``_ENCODERS``, packed without the checks, which run only when packing
#: fails. Select is left to its encoder: its flag is any truth value.
_PACKERS = {
    kind: _frame.event_packer(code, time="time", **fields)
    for kind, (code, fields) in _EVENT_FIELDS.items()
    if kind is not Select
}
_EVENT_WRITER = _frame.EVENT_WRITER.pack_into


def _event_tuple(event: Event) -> _frame.EventTuple:
    encode = _ENCODERS.get(type(event))
    if encode is None:  # a subclass, or not an event at all
        for kind, encoder in _ENCODERS.items():
            if isinstance(event, kind):
                return encoder(event)
        raise TypeError(f"must be a pager event (got {type(event).__name__})")
    return encode(event)
