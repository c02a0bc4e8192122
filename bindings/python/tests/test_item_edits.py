"""Editing one tab (``insert_item``, ``remove_item``, ``move_item``): one
index rule for the three, and O(1) work in Python whatever the number of
tabs (the C pager edits its own list). Nothing here is timed: the evidence
is counted (Python lines run, Python memory allocated), so it is the same on
any machine; ``make bench`` reports the time per edit."""

from __future__ import annotations

import sys
import tracemalloc
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

import pytest

from segpager import IndexOutOfRangeError, OutOfRangeError, Pager

TABS = 100_000

# ---------------------------------------------------------------------------
# The index rule


def _edits(pager: Pager, bad: int) -> list[tuple[Callable[[], None], str, int]]:
    """Each edit with `bad` in each index argument: (call, argument, range end)."""
    count = len(pager.ids)
    return [
        (lambda: pager.insert_item(bad, 10.0, id=99), "index", count + 1),
        (lambda: pager.remove_item(bad), "index", count),
        (lambda: pager.move_item(bad, 0), "source", count),
        (lambda: pager.move_item(0, bad), "destination", count),
    ]


FUNCTIONS = {
    "index": ("segpager_pager_insert_item", "segpager_pager_remove_item"),
    "source": ("segpager_pager_move_item",),
    "destination": ("segpager_pager_move_item",),
}


@pytest.mark.parametrize("bad", [-1, -2, 3, 4, 2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**64])
def test_every_edit_takes_one_index_rule(bad: int) -> None:
    # Never negative; outside the range, IndexOutOfRangeError giving the range
    # with numbers and the index given (even one no int32_t holds).
    with Pager([40, 50, 60], 300.0) as pager:
        for edit, argument, end in _edits(pager, bad):
            if 0 <= bad < end:
                continue  # inside the range: insert at 3 appends
            with pytest.raises(IndexOutOfRangeError) as caught:
                edit()
            text = str(caught.value)
            function = text.split(":")[0]
            assert function in FUNCTIONS[argument]
            assert text == (
                f"{function}: {argument}: must be in 0..<{end} (got {bad}) (SEGPAGER_E_INDEX)"
            )
            assert isinstance(caught.value, IndexError)
        assert pager.ids == (0, 1, 2)  # nothing changed


def test_the_ends_of_each_range_are_accepted() -> None:
    with Pager([40, 50, 60], 300.0) as pager:
        pager.insert_item(3, 70.0, id=9)  # count appends
        pager.insert_item(0, 30.0, id=8)
        assert list(pager.ids) == [8, 0, 1, 2, 9]
        pager.move_item(4, 0)
        pager.move_item(0, 4)
        pager.remove_item(4)
        pager.remove_item(0)
        assert pager.ids == (0, 1, 2)
        with pytest.raises(
            OutOfRangeError, match=r"^segpager_pager_insert_item: id: 1 is already used by item 1 "
        ):
            pager.insert_item(0, 10.0, id=1)


def test_an_index_that_is_no_integer_is_a_type_error() -> None:
    with Pager([40, 50, 60], 300.0) as pager:
        with pytest.raises(TypeError, match="index: must be an integer \\(got float"):
            pager.remove_item(1.0)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="destination: must be an integer \\(got str"):
            pager.move_item(0, "1")  # type: ignore[arg-type]


def test_an_id_is_any_int64_and_nothing_else() -> None:
    """The id's conversion (a plain int takes a fast path): int64's ends
    are ids, one past them raises OutOfRangeError, a non-integer TypeError,
    and an integer-like object (a bool, numpy's integers) is its value."""
    with Pager([40, 50, 60], 300.0) as pager:
        pager.insert_item(0, 30.0, id=2**63 - 1)
        pager.insert_item(0, 30.0, id=-(2**63))
        # True is id 1, item 3's by now: refused as used, not as a type
        with pytest.raises(OutOfRangeError, match="id: 1 is already used by item 3"):
            pager.insert_item(0, 30.0, id=True)
        for bad in (2**63, -(2**63) - 1):
            with pytest.raises(OutOfRangeError, match="id: must fit in int64_t"):
                pager.insert_item(0, 30.0, id=bad)
        with pytest.raises(TypeError, match="id: must be an integer \\(got float"):
            pager.insert_item(0, 30.0, id=4.0)  # type: ignore[arg-type]
        assert pager.ids == (-(2**63), 2**63 - 1, 0, 1, 2)


# ---------------------------------------------------------------------------
# O(1) in Python


@pytest.fixture(scope="module")
def big() -> Iterator[Pager]:
    with Pager([40.0 + i % 50 for i in range(TABS)], 375.0) as pager:
        yield pager


@pytest.fixture(scope="module")
def small() -> Iterator[Pager]:
    with Pager([40.0 + i % 50 for i in range(10)], 375.0) as pager:
        yield pager


def _edit_round(pager: Pager, k: int) -> None:
    """One insert, one move and one remove, leaving the tabs as they were."""
    pager.insert_item(1, 55.0, id=10_000_000 + k)
    pager.move_item(1, 2)
    pager.remove_item(2)


def _lines_run(body: Callable[[], object]) -> int:
    """How many Python lines `body` runs (the segpager package's and any other)."""
    lines = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal lines
        if event == "line":
            lines += 1
        return trace

    sys.settrace(trace)
    try:
        body()
    finally:
        sys.settrace(None)
    return lines


def _python_bytes_allocated(body: Callable[[], object]) -> int:
    """The most Python memory `body` held at once (tracemalloc's peak)."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before = tracemalloc.get_traced_memory()[0]
        body()
        return tracemalloc.get_traced_memory()[1] - before
    finally:
        tracemalloc.stop()


def test_an_edit_runs_as_many_python_lines_on_100000_tabs_as_on_10(
    big: Pager, small: Pager
) -> None:
    _edit_round(big, 0)  # warm: first calls may import or bind
    _edit_round(small, 0)
    on_big = _lines_run(lambda: _edit_round(big, 1))
    on_small = _lines_run(lambda: _edit_round(small, 1))
    assert on_big == on_small
    assert on_big > 0
    # The count does see a loop in Python: a line runs once per pass.
    assert _lines_run(lambda: [tab for tab in range(1000)]) >= 1000


def test_an_edit_allocates_o1_python_memory_on_100000_tabs(big: Pager) -> None:
    _edit_round(big, 2)
    allocated = _python_bytes_allocated(lambda: _edit_round(big, 3))
    # A list or tuple of the ids would be over 800 KB (8 bytes a tab); the
    # edit's own arguments are a few hundred bytes.
    assert allocated < 16 * 1024, allocated
    # The measure does see O(n) Python work: reading the ids back makes a
    # tuple of 100,000 ints.
    assert _python_bytes_allocated(lambda: big.ids) > 8 * TABS
    assert len(big.ids) == TABS


def test_the_edit_rounds_leave_the_100000_tabs_as_they_were(big: Pager) -> None:
    _edit_round(big, 4)
    assert big.ids == tuple(range(TABS))
