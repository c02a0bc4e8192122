"""The per-frame budget of the Python ``Pager`` (#9): one foreign call per
step, and a steady state that does not grow the Python heap."""

from __future__ import annotations

import copy
import ctypes
import dataclasses
from collections import Counter
from typing import Any

import pytest

import segpager
from segpager import DragBegan, DragMoved, ListScrolled, Tick, _ffi, _frame
from segpager._generated import abi as _abi

from .conftest import heap_growth

WIDTHS = [40.0 + (i * 7 % 50) for i in range(20)]
HEADER = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=44))


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every foreign function the binding calls, wrapped to count its calls:
    the prototype table's and the hot calls bound a second time
    (``_ffi.HOT_CALLS``), each counted under its C name."""
    calls: Counter[str] = Counter()

    def counting(function: Any, name: str) -> Any:
        def count(*args: Any) -> Any:
            calls[name] += 1
            return function(*args)

        return count

    library = _ffi._library
    for name in _abi.PROTOTYPES:
        monkeypatch.setattr(library, name, counting(getattr(library, name), name))
    for name, function in _ffi.HOT_CALLS.items():
        monkeypatch.setitem(_ffi.HOT_CALLS, name, counting(function, name))
    return calls


def test_one_foreign_call_per_step(counted: Counter[str]) -> None:
    with segpager.Pager(WIDTHS, 375, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])  # the buffers have grown to fit by now
        counted.clear()
        for k in range(1, 201):
            frame = pager.step([DragMoved(k / 120, 16.0 * k), ListScrolled(k / 120, 1.0)])
            # reading the frame is free of foreign calls too
            _ = (
                frame.strip.indicator,
                frame.strip.appearances,
                frame.pages,
                frame.header,
                frame.split,
            )
    assert counted == Counter({"segpager_pager_step_into": 200, "segpager_pager_destroy": 1})


def _passes_as(argument: Any, declared: Any) -> bool:
    """Whether ctypes, with no argtypes, passes ``argument`` as a C value of
    the ``declared`` type: an object of that type, or for a pointer an array
    of (or a ``byref`` to) its target type."""
    if issubclass(declared, ctypes._Pointer):
        target = declared._type_
        if isinstance(argument, ctypes.Array):
            return argument._type_ is target
        return type(argument).__name__ == "CArgObject" and type(argument._obj) is target
    return type(argument) is declared


def test_the_hot_call_passes_the_declared_prototypes_types() -> None:
    """The step goes through a second function object with argtypes None,
    so ctypes converts nothing: the objects the stepper passes must be of
    the generated prototype's types, position by position, after every
    growth of the buffers too, or segpager.h and the hot path drift apart."""
    name = "segpager_pager_step_into"
    restype, argtypes = _abi.PROTOTYPES[name]
    hot, declared = _ffi.HOT_CALLS[name], getattr(_ffi._library, name)
    assert hot is not declared
    assert hot.argtypes is None
    assert hot.restype is restype
    assert declared.argtypes == argtypes  # every other caller still converts
    with segpager.Pager([10.0] * 200, 2000, header=HEADER) as pager:
        stepper = pager._stepper
        # as made; after the arrays grew (200 appearances); after the events grew
        for events in ([], [Tick(0.0)], [Tick(0.1)] * 20):
            pager.step(events)
            arguments: tuple[Any, ...] = stepper.arguments
            assert len(arguments) == len(argtypes)
            for position, (argument, argtype) in enumerate(zip(arguments, argtypes, strict=True)):
                assert _passes_as(argument, argtype), (position, argument, argtype)
                argtype.from_param(argument)  # and ctypes itself takes it as one
            handle, events_array, count, frame, arrays = arguments
            assert handle.value == pager._handle
            assert count.value == len(events)
            assert ctypes.addressof(events_array) == ctypes.addressof(stepper._batch)
            assert frame._obj is stepper.frame
            assert arrays._obj is stepper.arrays
        assert len(pager.step([Tick(1.0)]).strip.appearances) == 200


def test_a_frame_let_go_is_never_copied_and_a_kept_one_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Copy on retain: a frame reads the pager's buffer in place, and takes
    its own copy only if something still holds it when the pager steps again."""
    copied: list[segpager.PagerFrame] = []
    own_data = segpager.PagerFrame._own_data

    def counting(frame: segpager.PagerFrame) -> None:
        copied.append(frame)
        own_data(frame)

    monkeypatch.setattr(segpager.PagerFrame, "_own_data", counting)
    with segpager.Pager(WIDTHS, 375, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])
        for k in range(1, 50):  # each frame drawn and let go
            _ = pager.step([DragMoved(k / 120, 16.0 * k)]).strip_items
        assert copied == []
        kept = [pager.step([DragMoved(1 + k / 120, 10.0 * k)]) for k in range(10)]
        assert copied == kept[:-1]  # each one copied as its pager stepped on
        pager.step([Tick(2.0)])
        assert copied == kept
        assert [frame.page_offset for frame in kept] == [10.0 * k for k in range(10)]
        assert len({id(frame._data) for frame in kept}) == 10


def test_copies_of_a_frame_keep_its_values() -> None:
    with segpager.Pager(WIDTHS, 375, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])
        frame = pager.step([DragMoved(0.1, 200.0)])
        shallow, deep = copy.copy(frame), copy.deepcopy(frame)
        expected = repr(frame)
        del frame  # only the copies are left
        pager.step([DragMoved(0.2, 900.0), ListScrolled(0.2, 30.0)])
        assert repr(shallow) == repr(deep) == expected
        assert shallow.page_offset == 200.0


def test_a_frame_that_does_not_fit_grows_the_buffers_and_loses_nothing(
    counted: Counter[str],
) -> None:
    with segpager.Pager([10.0] * 200, 2000, header=HEADER) as pager:
        counted.clear()
        frame = pager.step([Tick(0.0)])  # 200 visible tabs: more than 32 appearances
        assert len(frame.strip.appearances) == 200
        # the step, then the same frame again into grown arrays (no step)
        assert counted["segpager_pager_step_into"] == 1
        assert counted["segpager_pager_last_frame"] == 1
        counted.clear()
        pager.step([Tick(0.1)])
        assert counted["segpager_pager_step_into"] == 1  # grown once, for good
        assert counted["segpager_pager_last_frame"] == 0


def test_a_truncated_step_keeps_its_split_and_every_notification() -> None:
    """Fetching the rest used to be an event-free step, which started a new
    frame: its split was zero, so the step's list scroll was lost."""
    with segpager.Pager([10.0] * 200, 2000, header=HEADER) as twin:
        twin.step([Tick(0.0)])
        expected = twin.step([ListScrolled(0.1, 30.0)])
    with segpager.Pager([10.0] * 200, 2000, header=HEADER) as pager:
        frame = pager.step([ListScrolled(0.1, 30.0)])  # truncated: 200 appearances
        assert len(frame.strip.appearances) == 200
        assert frame.split.header + frame.split.list + frame.split.overscroll == pytest.approx(30.0)
        assert frame.split == expected.split
        assert frame.header == expected.header


@pytest.mark.parametrize("kept", [True, False], ids=["frame-kept-until-next-step", "frame-let-go"])
def test_the_steady_state_does_not_grow_the_python_heap(kept: bool) -> None:
    """Both of copy on retain's paths: a frame still held by the loop's
    variable at the next step (copied), and one read and let go (not)."""
    with segpager.Pager(WIDTHS, 375, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])

        def draw(k: int) -> None:
            frame = pager.step([DragMoved(k / 120, (16.0 * k) % 3000)])
            _ = frame.strip.indicator.x + frame.strip.strip_offset, frame.strip_items, frame.header

        def run(start: int, count: int) -> None:
            if not kept:
                for k in range(start, start + count):
                    draw(k)
                return
            for k in range(start, start + count):
                frame = pager.step([DragMoved(k / 120, (16.0 * k) % 3000)])
                _ = (
                    frame.strip.indicator.x + frame.strip.strip_offset,
                    frame.strip.appearances,
                    frame.header,
                )

        grown = heap_growth(run)
    # 20,000 frames: anything kept per frame would be hundreds of kilobytes.
    assert grown < 4096, grown


def test_frames_are_immutable_and_equal_by_value() -> None:
    with segpager.Pager(WIDTHS, 375) as a, segpager.Pager(WIDTHS, 375) as b:
        fa, fb = a.step([Tick(0.0)]), b.step([Tick(0.0)])
        assert fa == fb
        assert hash(fa) == hash(fb)
        assert "PagerFrame(time=0.0" in repr(fa)
        with pytest.raises(AttributeError):
            fa.time = 1.0  # type: ignore[misc]
        assert fa != a.step([Tick(1.0), DragBegan(1.0), DragMoved(1.1, 40.0)])
        # A frame keeps its values after the pager has stepped on.
        first = a.step([Tick(2.0)])
        a.step([DragMoved(2.1, 100.0)])
        assert first.page_offset == 40.0


def test_a_frame_read_after_later_steps_shows_its_own_values() -> None:
    # Two pagers stepped alike: one frame is read at once, its twin only
    # after its pager has stepped on (and moved the header and the pages).
    with (
        segpager.Pager(WIDTHS, 375, header=HEADER) as a,
        segpager.Pager(WIDTHS, 375, header=HEADER) as b,
    ):
        for pager in (a, b):
            pager.step([DragBegan(0.0)])
        now = repr(a.step([DragMoved(0.1, 500.0), ListScrolled(0.1, 30.0)]))
        later = b.step([DragMoved(0.1, 500.0), ListScrolled(0.1, 30.0)])
        for k in range(2, 40):
            b.step([DragMoved(k / 10, 40.0 * k), ListScrolled(k / 10, 2.0)])
        assert repr(later) == now
        assert later.page_offset == 500.0


def test_a_step_with_more_notifications_than_fit_keeps_them_all_in_order() -> None:
    config = segpager.PagerConfiguration(windows=segpager.PageWindowPolicy(prepare_radius=60))
    with segpager.Pager([10.0] * 200, 300, config=config) as pager:
        first = pager.step([Tick(0.0)])  # 64 notifications: the buffer holds 32
        loads = [f"load{i}" for i in range(61)]
        assert [str(n) for n in first.notifications] == ["sel0<-1:program", *loads, "wa0", "da0"]
        second = pager.step([segpager.TabTapped(0.1, 150), Tick(5.0)])
        names = [str(n) for n in second.notifications]
        assert len(names) == len(set(names)) == 176
        assert names[0] == "sel150<0:tap"
        assert names[-1] == "da150"
        assert {f"unload{i}" for i in range(61)} <= set(names)
        assert len(first.notifications) == 64  # the first frame kept its own


def test_the_frame_indicator_is_a_plain_frozen_indicator() -> None:
    with segpager.Pager(WIDTHS, 375) as pager:
        pager.step([DragBegan(0.0)])
        indicator = pager.step([DragMoved(0.1, 500.0)]).strip.indicator
    again = segpager.Indicator(**dataclasses.asdict(indicator))
    assert indicator == again
    assert hash(indicator) == hash(again)
    assert repr(indicator) == repr(again)
    assert indicator.x > 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        indicator.x = 1.0  # type: ignore[misc]


def test_event_and_frame_layouts_match_ctypes() -> None:
    assert _frame.EVENT_WRITER.size == ctypes.sizeof(_abi.CEvent)
    for name, index in _frame.FRAME_INDEX.items():
        struct: Any = _abi.CFrame
        offset = 0
        for part in name.split("."):
            field = getattr(struct, part)
            offset += field.offset
            struct = dict((f[0], f[1]) for f in struct._fields_)[part]
        # the struct reader's n-th value sits at the ctypes field's offset
        probe = _abi.CFrame()
        raw = bytearray(ctypes.sizeof(probe))
        raw[offset] = 7
        values = _frame.FRAME_READER.unpack_from(bytes(raw))
        assert values[index] != 0, name
