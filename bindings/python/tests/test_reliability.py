"""Reliability of the Python API (issue #8): arbitrary values and types never
crash the process, a closed pager raises instead of crashing, closing twice
is safe, and garbage collection frees pagers nobody closed."""

from __future__ import annotations

import ctypes
import gc
from collections.abc import Callable
from pathlib import Path

import pytest

import segpager
from segpager import _ffi

from .conftest import run_script

TESTS = Path(__file__).parent

# The C library itself, without the package's error checks: the same loaded
# object (one registry of live handles), called through plain prototypes.
_raw = ctypes.CDLL(_ffi._library._name)
_set_strip_style = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(
    ("segpager_pager_set_strip_style", _raw)
)
_destroy = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(("segpager_pager_destroy", _raw))
E_NULL = -1
E_HANDLE = -9


def is_live(handle: int) -> bool:
    """Whether the library still knows the pager: a live handle gets as far
    as the NULL style (E_NULL); a destroyed one stops at the handle check."""
    status: int = _set_strip_style(handle, None)
    assert status in (E_NULL, E_HANDLE), status
    return status == E_NULL


def test_arbitrary_values_and_types_never_crash_the_process() -> None:
    """fuzz_api.py runs in its own process, so a segfault fails this test."""
    assert "fuzz_pager: 1000 examples ok" in run_script("fuzz_api.py", 1000)


def test_every_method_of_a_closed_pager_raises_value_error() -> None:
    pager = segpager.Pager([40, 60], viewport_width=300)
    pager.close()
    assert pager.closed
    calls: list[Callable[[], object]] = [
        lambda: pager.step([segpager.Tick(1.0)]),
        lambda: pager.set_items([10, 20]),
        lambda: pager.insert_item(0, 10, id=7),
        lambda: pager.remove_item(0),
        lambda: pager.move_item(0, 1),
        lambda: pager.set_strip_style(segpager.StripStyle()),
        lambda: pager.set_indicator_style(segpager.IndicatorStyle()),
        lambda: pager.set_appearance_style(segpager.AppearanceStyle()),
        lambda: pager.set_strip_offset_style(segpager.StripOffsetStyle()),
        lambda: pager.set_paging_options(segpager.PagingOptions()),
    ]
    for call in calls:
        with pytest.raises(ValueError, match="closed"):
            call()


def test_closing_twice_and_leaving_the_context_after_close_are_safe() -> None:
    with segpager.Pager([40, 60], viewport_width=300) as pager:
        handle = pager._handle
        assert handle is not None
        assert is_live(handle)
        pager.close()
        pager.close()
        assert not is_live(handle)
    pager.close()  # __exit__ closed it a third time


def test_garbage_collection_frees_a_pager_nobody_closed() -> None:
    pager = segpager.Pager([40, 60, 50], viewport_width=300)
    pager.step([segpager.Tick(0.0)])
    handle = pager._handle
    assert handle is not None
    assert is_live(handle)
    del pager
    gc.collect()
    # no pager was created since, so the address cannot belong to a new one
    assert not is_live(handle)


def test_a_cycle_holding_a_pager_is_freed_too() -> None:
    class Holder:
        pass

    holder = Holder()
    pager = segpager.Pager([40], viewport_width=300)
    holder.pager = pager  # type: ignore[attr-defined]
    pager.owner = holder  # type: ignore[attr-defined]
    handle = pager._handle
    assert handle is not None
    del holder, pager
    gc.collect()
    assert not is_live(handle)


def test_the_c_layer_refuses_a_destroyed_handle() -> None:
    pager = segpager.Pager([40], viewport_width=300)
    handle = pager._handle
    assert handle is not None
    pager.close()
    assert _destroy(handle) == E_HANDLE
    assert _destroy(None) == 0  # destroy(NULL) is a no-op
