"""The stateful pager: feed it timestamped events once per display frame and
draw the frame it returns. One ctypes call per frame, whatever happens.

>>> import segpager
>>> with segpager.Pager([40, 60, 50], viewport_width=300) as pager:
...     first = pager.step([segpager.TabTapped(0.0, 2)])
...     done = pager.step([segpager.Tick(1.0)])
>>> " ".join(map(str, first.notifications))
'sel0<-1:program load0 load1 wa0 da0 sel2<0:tap wd0 load2 wa2'
>>> done.selected_index, done.page_offset, done.phase.name, " ".join(map(str, done.notifications))
(2, 600.0, 'IDLE', 'dd0 unload0 da2')
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import struct
import threading
import warnings
import weakref
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar, overload

from . import _ffi, _frame, _interrupts, _pager
from ._generated import events as _events
from ._generated.events import *  # noqa: F403 (the events, generated: this module's, re-exported)
from ._generated.events import Event  # (the two this module names)
from ._hooks import Hook, _Unstepped
from .configuration import _PAGER_HEADER_DEFAULTS, PagerConfiguration, PagerHeader
from .errors import OutOfRangeError, ReentrantCallError
from .events import _EVENT_WRITER, _PACKERS, EVENT_NAMES, _event_tuple
from .frame import (
    _EVENT_SIZE,
    Notification,
    PagerFrame,
    PagerHeaderFrame,
    PageVisibility,
    StripItem,
    _frame_over,
    _renew_frame,
    _Rows,
)
from .header import _sections, _style
from .physics import PagingOptions
from .position import (
    AppearanceStyle,
    IndicatorStyle,
    StripOffsetStyle,
    _appearance_style,
    _indicator_style,
    _offset_style,
)
from .strip import StripStyle

_T = TypeVar("_T")

if TYPE_CHECKING:
    import ctypes

    from ._recording import Recording
    from .run import PagerRun

__all__ = [
    "EVENT_NAMES",
    "Notification",
    "PageVisibility",
    "Pager",
    "PagerConfiguration",
    "PagerFrame",
    "PagerHeader",
    "PagerHeaderFrame",
    "PagerIds",
    "StripItem",
]
__all__ += _events.__all__  # the event classes, one a kind of events.toml


class PagerIds(Sequence[int]):
    """A pager's ids at one moment: a read-only sequence over C's copy
    (``Pager.ids``). Equal to any sequence with the same ints in order."""

    __slots__ = ("_values",)

    def __init__(self, values: array[int]) -> None:
        self._values = values

    def __len__(self) -> int:
        return len(self._values)

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[int, ...]: ...
    def __getitem__(self, index: int | slice) -> int | tuple[int, ...]:
        if isinstance(index, slice):
            return tuple(self._values[index])
        return self._values[index]

    def __iter__(self) -> Iterator[int]:
        return iter(self._values)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PagerIds):
            return self._values == other._values
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(other) == len(self._values) and all(
                a == b for a, b in zip(self._values, other, strict=True)
            )
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"PagerIds({list(self._values)!r})"


def _id_array(function: str, ids: Iterable[object]) -> array[int]:
    """Ids as C's int64_t array; one that is no integer or does not fit
    raises naming the function, ``ids[k]``, the rule and the value."""
    values = ids if isinstance(ids, (list, tuple, range)) else list(ids)
    try:
        return array("q", values)
    except (TypeError, OverflowError):
        for k, value in enumerate(values):
            try:
                _ffi.to_int64(f"ids[{k}]", value)
            except (TypeError, OutOfRangeError) as error:
                raise type(error)(f"{function}: {error}") from None
        raise


_get_ident = threading.get_ident
_P = ParamSpec("_P")


def _refused(call: str) -> ReentrantCallError:
    return ReentrantCallError(
        f"Pager.{call}: called while another call on this pager runs on the same thread "
        "(from a finalizer, a gc callback, a signal handler or a callback of that call); "
        "it was refused and changed nothing"
    )


def _one_at_a_time(
    method: Callable[Concatenate[Pager, _P], _T],
) -> Callable[Concatenate[Pager, _P], _T]:
    """Makes ``method`` take the pager's turn: calls from other threads wait
    for the call under way, and a call that starts while one runs on the
    same thread raises ``ReentrantCallError`` and changes nothing."""
    name = method.__name__

    def call(self: Pager, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        me = _get_ident()
        if self._owner == me:
            raise _refused(name)
        with self._lock:
            self._owner = me
            try:
                return method(self, *args, **kwargs)
            finally:
                self._owner = None

    call.__name__, call.__qualname__, call.__doc__ = name, method.__qualname__, method.__doc__
    call.__wrapped__ = method  # type: ignore[attr-defined]
    return call


class Pager:
    """A stateful pager over tabs whose titles are ``content_widths`` wide.

    Calls on one pager take turns: from several threads they run one at a
    time (the others wait), and a call that starts while another runs on the
    same thread (a finalizer or a ``gc`` callback that steps it) raises
    ``ReentrantCallError`` and changes nothing.

    Use it as a context manager, or call ``close()``; a closed pager raises
    ``ValueError`` instead of crashing. ``step(events)`` is one C call per frame.
    """

    def __init__(
        self,
        content_widths: Iterable[float],
        viewport_width: float,
        *,
        ids: Iterable[int] | None = None,
        config: PagerConfiguration | None = None,
        strip_style: StripStyle | None = None,
        indicator: IndicatorStyle | None = None,
        appearance: AppearanceStyle | None = None,
        offset: StripOffsetStyle | None = None,
        header: PagerHeader | None = None,
        record: str | os.PathLike[str] | None = None,
    ) -> None:
        # One call at a time (`_one_at_a_time`): the lock, and the thread
        # whose call holds it (None between calls).
        self._lock = _pager.pager_lock(self)  # a new one in a forked child
        self._owner: int | None = None
        # Recording (segpager.record): the hook the step calls (None once the
        # pager has stepped and is not recording), whether it stepped, and,
        # until the first step, the calls that made it and those since: a
        # recording replays them all, since item edits before the first step
        # leave a selection and notifications that the last items alone
        # would not rebuild, and C cannot give the styles back.
        self._recorder: Hook | None = _Unstepped(self)
        self._stepped = False
        self._made: list[tuple[str, dict[str, Any]]] | None = None
        self._calls: list[tuple[str, dict[str, Any]]] | None = []
        # the log's last set_items, whose items are read from C only when an
        # edit is about to change them (or a recording starts): holding a
        # copy of every pager's items until its first step would cost 40
        # bytes a tab, recording or not
        self._unread: dict[str, Any] | None = None
        self._ids: array[int] | None = None  # C's ids, read once per change (`ids`)
        config = _ffi.expect(
            PagerConfiguration() if config is None else config, PagerConfiguration, "config"
        )
        fields = _ffi.option_fields(config, "segpager_pager_configuration", "Pager: config")
        if config.pages.viewport_width not in (0, viewport_width):
            # one width, one source: the argument (a config read back from a
            # pager carries that pager's width, which may be this one)
            raise ValueError(
                f"Pager: config.pages.viewport_width: must be 0 or viewport_width "
                f"({viewport_width:g}) (got {config.pages.viewport_width:g})"
            )
        fields["viewport_width"] = viewport_width
        self._calls.append(
            (
                "create",
                {
                    "config": dataclasses.replace(
                        config,
                        pages=dataclasses.replace(config.pages, viewport_width=viewport_width),
                    )
                },
            )
        )
        self._handle: int | None = _pager.pager_create(
            _ffi.options("segpager_pager_configuration", fields)
        )
        self._finalizer = weakref.finalize(self, _pager.pager_destroy, self._handle)
        self._stepper = _frame.PagerStepper(self._handle, _frame_over, _renew_frame, _Rows())
        try:
            if strip_style is not None:
                self.set_strip_style(strip_style)
            if indicator is not None:
                self.set_indicator_style(indicator)
            if appearance is not None:
                self.set_appearance_style(appearance)
            if offset is not None:
                self.set_strip_offset_style(offset)
            self.set_items(content_widths, ids=ids)
            if header is not None:
                self.set_header(header)
            self._made, self._calls = self._calls, []
            if record is not None:
                self.record(record)
        except BaseException:
            self.close()
            raise

    # lifecycle of the handle

    @_one_at_a_time
    def close(self) -> None:
        """Destroys the C pager (and closes its recording); later calls raise
        ``ValueError``."""
        try:
            if self._recorder is not None:
                self._recorder.close()
        finally:  # the C pager is closed whatever its recording did
            self._finalizer()
            self._handle = None

    @property
    def closed(self) -> bool:
        return self._handle is None

    def __enter__(self) -> Pager:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # recording (segpager.record)

    @_one_at_a_time
    def record(self, path: str | os.PathLike[str]) -> Recording:
        """Starts recording to ``path`` (JSON lines: the pager as constructed
        and the calls since, then every step and every change between
        steps); returns the ``Recording``, a context manager that stops it.
        Only a pager that has not stepped can start: settings cannot rebuild
        a position or a gesture in flight (``RuntimeError``). ``segpager
        replay`` replays the file."""
        from . import _recording  # imported here: recording is rare, and costs an import

        return _recording.start(self, path)

    def stop_recording(self) -> None:
        """Stops the recording (if any) and closes its file."""
        if self._recorder is not None:
            self._recorder.close()  # (the unstepped hook's close does nothing)

    def _noted(self) -> contextlib.AbstractContextManager[object]:
        """Ctrl-C held over an edit and its note while there is something to
        note it to (a recording, or the log before the first step): the C
        call and its line are one, as a recorded step and its line are."""
        if self._calls is None and self._recorder is None:
            return contextlib.nullcontext()
        return _interrupts.Held()

    def _note(self, call: str, **args: Any) -> None:
        """A change: kept until the first step (a recording started then
        writes it) and written to a running recording."""
        if self._calls is not None:
            self._calls.append((call, args))
            if call == "set_items":
                self._unread = args
        if self._recorder is not None:
            self._recorder.call(call, **args)

    def _read_items(self) -> None:
        """Fills the logged set_items' items from C, before they change (and
        forgets the ids read)."""
        self._ids = None
        if self._unread is not None:
            self._unread["items"] = _pager.pager_items(self._live())
            self._unread = None

    def _live(self) -> int:
        if self._handle is None:
            raise ValueError("Pager is closed")
        return self._handle

    def _set_style(self, which: str, c_style: ctypes.Structure, style: object) -> None:
        """Hands ``c_style`` to ``segpager_pager_set_{which}`` and notes the
        change as ``set_{which}`` with the ``style`` it was made from."""
        with self._noted():
            _pager.pager_set_style(self._live(), which, c_style)
            self._note(f"set_{which}", style=style)

    # items and styles

    @property
    @_one_at_a_time
    def config(self) -> PagerConfiguration:
        """The configuration as it is now: the one it was created with, with
        the viewport widths of the last ``Resized`` and the paging profile and
        flick velocity of the last ``set_paging_options``."""
        return PagerConfiguration._from_c(_pager.pager_get_config(self._live()))

    @property
    @_one_at_a_time
    def ids(self) -> PagerIds:
        """The tabs' ids, in order: a read-only sequence (``len``, indexing,
        slices, iteration, ``==`` with any sequence of ints), read from the C
        pager, which owns them, once per change of the items. A view taken
        before an edit keeps the ids it had."""
        if self._ids is None:
            self._ids = _pager.pager_items(self._live())[0]
        return PagerIds(self._ids)

    @_one_at_a_time
    def __len__(self) -> int:
        """The number of tabs (pages): one call, no copy."""
        return _pager.pager_item_count(self._live())

    @_one_at_a_time
    def set_items(
        self,
        content_widths: Iterable[float],
        *,
        ids: Iterable[int] | None = None,
        selected_widths: Iterable[float] | None = None,
        subtitle_widths: Iterable[float] | None = None,
        selected_subtitle_widths: Iterable[float] | None = None,
    ) -> None:
        """Replaces the tabs; the selection is kept by id (default ids 0..n-1).

        The widths are ``ItemMetrics``' four, one list each: the title and
        the subtitle, normal and selected. None is all 0: a selected width of
        0 is the normal one, a subtitle width of 0 is no subtitle (in that
        state)."""
        widths = array("d", content_widths)
        count = len(widths)
        new_ids = _id_array("set_items", range(count) if ids is None else ids)
        if len(new_ids) != count:
            raise ValueError(f"ids has {len(new_ids)} values, but there are {count} items")
        metrics = array("d", bytes(32 * count))
        metrics[0::4] = widths
        columns = ((1, selected_widths), (2, subtitle_widths), (3, selected_subtitle_widths))
        for column, values in columns:
            if values is not None:
                packed = array("d", values)
                if len(packed) != count:
                    raise ValueError(f"{len(packed)} widths given for {count} items")
                metrics[column::4] = packed
        self._read_items()
        with self._noted():
            _pager.pager_set_items(self._live(), new_ids, metrics)
            self._note("set_items", items=None)

    @_one_at_a_time
    def insert_item(
        self,
        index: int,
        content_width: float,
        id: int,
        *,
        selected_width: float = 0.0,
        subtitle_width: float = 0.0,
        selected_subtitle_width: float = 0.0,
    ) -> None:
        """Inserts a tab with a new ``id`` before ``index`` (0...count; count
        appends), as ``set_items`` with the longer list would: the selection,
        lifecycle and page windows follow the ids. Seed 003 adds tabs at run
        time.

        The three edits share one index rule: indices are never negative
        (``-1`` is not the last tab), and one outside the range raises
        ``IndexOutOfRangeError`` whose message gives the range with
        numbers; a used id raises ``OutOfRangeError`` naming the tab that
        has it. Nothing changes then. Each edit is one C call: O(1) work in
        Python, whatever the number of tabs.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     pager.insert_item(3, 70.0, id=9)
        ...     try:
        ...         pager.insert_item(5, 70.0, id=10)
        ...     except segpager.IndexOutOfRangeError as error:
        ...         print(error)
        ...     print(pager.ids)
        segpager_pager_insert_item: index: must be in 0..<5 (got 5) (SEGPAGER_E_INDEX)
        PagerIds([0, 1, 2, 9])
        """
        metrics = (content_width, selected_width, subtitle_width, selected_subtitle_width)
        self._read_items()
        with self._noted():
            _pager.pager_insert_item(self._live(), index, id, metrics)
            self._note("insert_item", index=index, id=id, metrics=metrics)

    @_one_at_a_time
    def remove_item(self, index: int) -> None:
        """Removes tab ``index`` (0..<count); its page disappears and unloads
        first, and a selection on it moves to the nearest remaining tab. The
        index rule is ``insert_item``'s: never negative, and one outside
        0..<count raises ``IndexOutOfRangeError`` giving the range.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     try:
        ...         pager.remove_item(-1)
        ...     except IndexError as error:  # IndexOutOfRangeError is one
        ...         print(error)
        segpager_pager_remove_item: index: must be in 0..<3 (got -1) (SEGPAGER_E_INDEX)
        """
        self._read_items()
        with self._noted():
            _pager.pager_remove_item(self._live(), index)
            self._note("remove_item", index=index)

    @_one_at_a_time
    def move_item(self, source: int, destination: int) -> None:
        """Moves tab ``source`` to index ``destination`` (both 0..<count; the
        others keep their order); the selection stays on its id. The index
        rule is ``insert_item``'s: an index outside 0..<count (a negative
        one too) raises ``IndexOutOfRangeError`` naming it and the range.

        >>> import segpager
        >>> with segpager.Pager([40, 50, 60], 375) as pager:
        ...     pager.move_item(2, 0)
        ...     print(pager.ids)
        PagerIds([2, 0, 1])
        """
        self._read_items()
        with self._noted():
            _pager.pager_move_item(self._live(), source, destination)
            self._note("move_item", source=source, destination=destination)

    @_one_at_a_time
    def set_strip_style(self, style: StripStyle) -> None:
        fields = dataclasses.asdict(_ffi.expect(style, StripStyle, "strip_style"))
        self._set_style("strip_style", _ffi.options("segpager_strip_style", fields), style)

    @_one_at_a_time
    def set_indicator_style(self, style: IndicatorStyle) -> None:
        c_style = _indicator_style(_ffi.expect(style, IndicatorStyle, "indicator"))
        self._set_style("indicator_style", c_style, style)

    @_one_at_a_time
    def set_appearance_style(self, style: AppearanceStyle) -> None:
        c_style = _appearance_style(_ffi.expect(style, AppearanceStyle, "appearance"))
        self._set_style("appearance_style", c_style, style)

    @_one_at_a_time
    def set_paging_options(self, options: PagingOptions) -> None:
        """Replaces every constant of the spring settle's paging rule."""
        fields = _ffi.option_fields(
            _ffi.expect(options, PagingOptions, "options"), "segpager_paging_options", "options"
        )
        c_options = _ffi.options("segpager_paging_options", fields)
        self._set_style("paging_options", c_options, options)

    @_one_at_a_time
    def set_strip_offset_style(self, style: StripOffsetStyle) -> None:
        c_style = _offset_style(_ffi.expect(style, StripOffsetStyle, "offset"))
        self._set_style("strip_offset_style", c_style, style)

    def set_offset_style(self, style: StripOffsetStyle) -> None:
        """Deprecated since 0.8.0 (until 0.10.0): ``set_strip_offset_style``."""
        warnings.warn(
            "Pager.set_offset_style is deprecated since 0.8.0; use set_strip_offset_style",
            DeprecationWarning,
            stacklevel=2,
        )
        self.set_strip_offset_style(style)

    @_one_at_a_time
    def set_header(self, header: PagerHeader | None) -> None:
        """Puts a header over the pages (None removes it). The collapse is kept
        (clamped), and so are the lists' offsets."""
        handle = self._live()
        if header is None:
            with self._noted():
                _pager.pager_remove_header(handle)
                self._note("set_header", header=None)
            return
        if not isinstance(header, PagerHeader):
            raise TypeError(f"expected PagerHeader or None, got {type(header).__name__}")
        fields = dataclasses.asdict(header)
        del fields["style"], fields["sections"]
        # C's default, -1, is its "unbounded": Python spells it None.
        unbounded = _PAGER_HEADER_DEFAULTS["list_max_offset"]
        fields["list_max_offset"] = (
            unbounded if header.list_max_offset is None else header.list_max_offset
        )
        if header.list_max_offset is not None and header.list_max_offset == unbounded:
            raise OutOfRangeError(f"list_max_offset must be >= 0 or None, got {unbounded}")
        sections = None if header.sections is None else _sections(header.sections)
        with self._noted():
            _pager.pager_set_header(
                handle,
                _style(header.style),
                sections,
                _ffi.options("segpager_pager_header", fields),
            )
            self._note("set_header", header=header)

    # the per-frame call

    def step(self, events: Iterable[Event] = ()) -> PagerFrame:
        """Applies ``events`` in order and returns the frame after them.

        The batch is checked first: on a bad event (time going backwards,
        NaN, an index outside the tabs) nothing is applied and a
        ``SegPagerError`` subclass is raised.
        """
        # `_one_at_a_time` and `_live()`, inlined on the per-frame path
        me = _get_ident()
        if self._owner == me:
            raise _refused("step")
        with self._lock:
            self._owner = me
            try:
                return self._step(events)
            finally:
                self._owner = None

    def _step(self, events: Iterable[Event]) -> PagerFrame:
        if self._handle is None:
            raise ValueError("Pager is closed")
        stepper = self._stepper
        batch = events if isinstance(events, (list, tuple)) else list(events)
        count = len(batch)
        buffer = stepper.events if count <= stepper.capacity else stepper.reserve(count)
        at = 0
        try:
            for event in batch:
                packer = _PACKERS.get(type(event))
                if packer is None:  # Select, a subclass, or not an event
                    _EVENT_WRITER(buffer, at, *_event_tuple(event))
                else:
                    pack_into, get, kind = packer
                    try:
                        pack_into(buffer, at, kind, *get(event))
                    except struct.error:  # a value that is not a number: say which
                        _EVENT_WRITER(buffer, at, *_event_tuple(event))
                at += _EVENT_SIZE
        except (TypeError, OutOfRangeError) as error:
            # C's form: the function, events[k] and the field
            where, text = f"step: events[{at // _EVENT_SIZE}]", str(error)
            raise type(error)(
                f"{where}: {text}" if text.startswith("must") else f"{where}.{text}"
            ) from None
        if self._recorder is None:
            frame: PagerFrame = stepper.step(count)
            return frame
        return self._recorded_step(batch, count)

    def _recorded_step(self, batch: Sequence[Event], count: int) -> PagerFrame:
        """A recording's step, or the first step (segpager.record): the
        engine's step and its line in the file are one, so Ctrl-C waits for
        both (``_interrupts``)."""
        recorder = self._recorder
        assert recorder is not None
        with _interrupts.Held():
            frame: PagerFrame = self._stepper.step(count)
            recorder.step(batch, frame)
        return frame

    @property
    @_one_at_a_time
    def last_frame(self) -> PagerFrame | None:
        """The frame of the last step the engine applied, with all of its
        notifications; None before the first step (a refused first step
        leaves it None). After a ``run``, the run's last frame, arrays
        included (its notifications are in the run's columns).

        A step either applies nothing or its frame is kept here: when a
        ``KeyboardInterrupt`` (or any exception) lands just after the engine
        applied a step, before ``step`` returned its frame, this is that
        frame. It never changes with later steps (a new object each time).
        A recording pager's step is applied and written as one: Ctrl-C
        during it waits until its line is in the file, so the file has
        every step this frame has seen. An interrupted ``run`` either did
        not start (this is the frame before it) or finished (this is its
        last frame): see ``run``."""
        if self._handle is None:
            raise ValueError("Pager is closed")
        frame: PagerFrame | None = self._stepper.last_frame()
        return frame

    @_one_at_a_time
    def run(self, events: Any, frames: Any = None, *, frame_count: int | None = None) -> PagerRun:
        """Steps many frames in one foreign call and returns them as columns:
        frame ``f`` is what ``step`` with frame ``f``'s events would return.
        ``events`` is a list of each frame's events, a numpy structured array
        with ``RUN_EVENT_FIELDS``, or packed ``segpager_event``s with
        ``frames``, a frame index each (see ``segpager.run``). Bad events
        raise as ``step``'s do, and nothing is applied then.

        Ctrl-C never splits a run. While its events are packed (Python's
        checks) it applies nothing, and ``last_frame`` stays as it was; from
        the engine's first call on, ``KeyboardInterrupt`` waits until the
        run, its bookkeeping and its recording are done, and then comes
        (noting that the run finished), with ``last_frame`` the run's last
        frame. Only on the main thread is there an interrupt to wait for.
        """
        from .run import (  # imported here: a pager that never runs need not load it
            pack_run,
            run_packed,
        )

        handle = self._live()
        recorder = self._recorder
        if recorder is not None:
            events = recorder.before_run(events, frames)
        packed = pack_run(events, frames, frame_count)  # checked: nothing is applied yet
        with _interrupts.Held() as held:
            try:
                ran = run_packed(handle, packed)
            except BaseException:
                # a run that fails while applying keeps the frames before it,
                # and nothing says how many: the pager may have stepped, and a
                # recording could not say what happened
                self._stepper.ran(0)
                if recorder is not None:
                    recorder.run_failed()
                raise
            self._stepper.ran(len(ran))
            if recorder is not None:
                recorder.after_run(events, ran)
            held.note = (
                f"segpager: Pager.run finished its {len(ran):,} frame(s) first "
                "(Pager.last_frame is its last)"
            )
        return ran
