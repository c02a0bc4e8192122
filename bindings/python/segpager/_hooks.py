"""The recording hook as the pager sees it (``Hook``), what the hook sees
of a pager (``Pager``), and the hook a new pager holds until its first step
or run (``_Unstepped``). The writer (``_recording``) implements the hook;
a pager loads it only when it starts recording, so a pager that never
records loads no JSON, hashing or digests."""

from __future__ import annotations

import typing
import weakref
from typing import Any


class Hook(typing.Protocol):
    """What a pager calls on its recording hook (an ``_Unstepped``, or the
    writer's ``_recording.Recording``): each step, run and edit, and its end."""

    def step(self, batch: Any, frame: Any) -> None: ...

    def before_run(self, events: Any, frames: Any) -> Any: ...

    def after_run(self, batches: Any, run: Any) -> None: ...

    def run_failed(self) -> None: ...

    def call(self, name: str, **args: Any) -> None: ...

    def close(self) -> None: ...


class Pager(typing.Protocol):
    """What the recording hook reads and writes of a pager
    (``segpager.pager.Pager``): the hook sits below the pager, which calls
    it, and never imports it."""

    _recorder: Hook | None
    _stepped: bool
    _made: list[tuple[str, dict[str, Any]]] | None
    _calls: list[tuple[str, dict[str, Any]]] | None
    _unread: dict[str, Any] | None

    def _live(self) -> int: ...

    def _read_items(self) -> None: ...


class _Unstepped:
    """A new pager's recording hook until its first step or run: it notes
    that the pager stepped (a recording can no longer start: see
    ``segpager.record``) and unhooks itself, so the step's check ``is not
    None`` is false from then on."""

    __slots__ = ("_pager",)

    def __init__(self, pager: Pager) -> None:
        self._pager = weakref.ref(pager)

    def step(self, batch: Any, frame: Any) -> None:
        pager = self._pager()
        if pager is not None:
            pager._stepped = True
            pager._recorder = None
            pager._made = pager._calls = pager._unread = None

    def before_run(self, events: Any, frames: Any) -> Any:
        return events

    def after_run(self, batches: Any, run: Any) -> None:
        self.step(batches, run)

    def run_failed(self) -> None:
        self.step((), None)

    def call(self, name: str, **args: Any) -> None:
        pass

    def close(self) -> None:
        pass
