"""Calls for the stateful pager (``segpager.pager``): handles, styles,
items, the configuration and the header; the per-frame step is in
``_frame``."""

from __future__ import annotations

import contextlib
import ctypes
import operator
import os
import threading
import weakref
from array import array
from collections.abc import Mapping, Sequence
from ctypes import (
    c_int64,
    c_size_t,
    c_void_p,
)
from typing import Any, SupportsIndex

from ._ffi import (
    HINTS,
    _as_dict,
    _library,
    to_double,
    to_int32,
    to_int64,
)
from ._generated.abi import (
    PROTOTYPES,
    SEGPAGER_E_HANDLE,
    SEGPAGER_E_INDEX,
    SEGPAGER_E_NOT_FINITE,
    SEGPAGER_E_ORDER,
    SEGPAGER_E_RANGE,
    CHeaderSection,
    CHeaderStyle,
    CItemMetrics,
    CPagerConfiguration,
    CPagerHeader,
    CSectionMargins,
)
from .errors import STATUS_TEXT, CapacityError, IndexOutOfRangeError


def pager_config_preset(preset: int) -> dict[str, Any]:
    """A preset's configuration fields (no struct_size), enums as plain ints."""
    config = CPagerConfiguration()
    _library.segpager_pager_configuration_init_preset(ctypes.byref(config), preset)
    values = _as_dict(config)
    del values["struct_size"]
    return values


def pager_get_config(handle: int) -> dict[str, Any]:
    """The pager's configuration fields now (no struct_size), enums as plain ints."""
    config = CPagerConfiguration(struct_size=ctypes.sizeof(CPagerConfiguration))
    _library.segpager_pager_get_configuration(handle, ctypes.byref(config))
    values = _as_dict(config)
    del values["struct_size"]
    return values


# --- the stateful pager ----------------------------------------------------

_PAGER_HINTS: Mapping[int, str] = {
    SEGPAGER_E_RANGE: "sizes and durations must be >= 0 with a nonzero page stride (set "
    "viewport_width); "
    "ids must be unique; event flags must be 0 or ANIMATED",
    SEGPAGER_E_NOT_FINITE: "times, offsets, velocities and widths must be finite",
    SEGPAGER_E_INDEX: "a tapped, selected or resized index must be an item index",
    SEGPAGER_E_ORDER: "event times must never go backwards",
    SEGPAGER_E_HANDLE: "the pager was destroyed",
}
for _name in PROTOTYPES:
    if _name.startswith("segpager_pager_") and _name not in (
        "segpager_pager_configuration_init",
        "segpager_pager_header_init",
    ):
        HINTS[_name] = _PAGER_HINTS
_EDIT_HINTS: Mapping[int, str] = {
    **_PAGER_HINTS,
    SEGPAGER_E_RANGE: "the id must not be used by another item, and widths must be >= 0",
    SEGPAGER_E_INDEX: "insert takes an index in 0...count; remove and move take 0..<count",
}
for _name in ("insert_item", "remove_item", "move_item"):
    HINTS[f"segpager_pager_{_name}"] = _EDIT_HINTS
HINTS["segpager_pager_set_header"] = HINTS["segpager_pager_set_header_with_margins"] = {
    **_PAGER_HINTS,
    SEGPAGER_E_RANGE: "header heights must be >= 0 with pinned_height <= height (with sections: 0 "
    "or the "
    "stack's), parallax in [0, 1], velocities and distances >= 0, list_max_offset >= 0 or None",
    SEGPAGER_E_NOT_FINITE: "header sizes, velocities and distances must be finite",
}


def pager_create(config: CPagerConfiguration) -> int:
    handle = c_void_p()
    _library.segpager_pager_create(ctypes.byref(config), ctypes.byref(handle))
    assert handle.value is not None
    _made_here.add(handle.value)
    return handle.value


def pager_destroy(handle: int) -> None:
    """Destroys a pager this process made; one made before a fork (in the
    parent, closed or collected in the child) is left alone: C refuses it
    (E_HANDLE, "used after fork") and frees nothing, by design, so closing
    it is quiet too (a finalizer at the child's exit included)."""
    if handle in _made_here:
        _made_here.discard(handle)
        _library.segpager_pager_destroy(handle)


# --- fork --------------------------------------------------------------------
# A pager is not carried across fork (segpager.h, "Handles"): in the child,
# C refuses the parent's handles with E_HANDLE, which Pager raises as
# HandleError. What must not hang first is Python's own lock: a Pager's call
# holds it while its C call runs with the GIL released, so a fork at that
# moment leaves the child a lock that no thread of it will release. The
# child gives every Pager a new one.

#: The handles made in this process and not destroyed (a child starts empty).
_made_here: set[int] = set()
#: Every Pager with a lock from ``pager_lock`` (weakly: collected ones go).
_locked: weakref.WeakSet[Any] = weakref.WeakSet()


def pager_lock(pager: object) -> threading.Lock:
    """A lock for ``pager``'s calls (``Pager._lock``), replaced in a forked
    child, with the call's owner (``Pager._owner``) cleared."""
    _locked.add(pager)
    return threading.Lock()


def _after_fork_in_child() -> None:
    _made_here.clear()
    for pager in list(_locked):
        pager._lock = threading.Lock()
        pager._owner = None


os.register_at_fork(after_in_child=_after_fork_in_child)


def pager_set_style(handle: int, which: str, style: ctypes.Structure) -> None:
    getattr(_library, f"segpager_pager_set_{which}")(handle, ctypes.byref(style))


def pager_set_items(handle: int, ids: array[int], metrics: array[float]) -> None:
    count = len(ids)
    ids_pointer = (c_int64 * count).from_buffer(ids) if count else None
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    _library.segpager_pager_set_items(handle, ids_pointer, items_pointer, count)


# The item edits: O(1) in Python (a few conversions and one C call; the C
# pager edits its list). Their index rule is C's: never negative, and one
# outside the items is IndexOutOfRangeError giving the range with numbers.


def pager_insert_item(handle: int, index: int, item_id: int, metrics: Sequence[float]) -> None:
    item = CItemMetrics(*(to_double("width", value) for value in metrics))
    _library.segpager_pager_insert_item(
        handle,
        _item_index(handle, "segpager_pager_insert_item", "index", index, past_end=1),
        to_int64("id", item_id),
        ctypes.byref(item),
    )


def pager_remove_item(handle: int, index: int) -> None:
    _library.segpager_pager_remove_item(
        handle, _item_index(handle, "segpager_pager_remove_item", "index", index)
    )


def pager_move_item(handle: int, source: int, destination: int) -> None:
    function = "segpager_pager_move_item"
    _library.segpager_pager_move_item(
        handle,
        _item_index(handle, function, "source", source),
        _item_index(handle, function, "destination", destination),
    )


def _item_index(handle: int, function: str, name: str, value: object, *, past_end: int = 0) -> int:
    """An edit's index as the int32_t C takes. One that int32_t cannot hold
    is outside the items too: it raises ``IndexOutOfRangeError`` with C's
    message (``index: must be in 0..<3 (got 4294967296)``), the range being
    ``0..<count + past_end``."""
    if type(value) is int and -(2**31) <= value < 2**31:  # the usual case
        return value
    if not isinstance(value, SupportsIndex):
        return to_int32(name, value)  # its TypeError
    number = operator.index(value)
    if -(2**31) <= number < 2**31:
        return number
    limit = pager_item_count(handle) + past_end
    status = SEGPAGER_E_INDEX
    raise IndexOutOfRangeError(
        f"{function}: {name}: must be in 0..<{limit} (got {number}) ({STATUS_TEXT[status][0]})",
        status,
    )


def pager_item_count(handle: int) -> int:
    """How many items the pager has (a count query: O(1))."""
    count = c_size_t()
    with contextlib.suppress(CapacityError):  # capacity 0 asks for the count
        _library.segpager_pager_get_items(handle, None, None, 0, ctypes.byref(count))
    return count.value


def pager_items(handle: int) -> tuple[array[int], array[float]]:
    """The pager's ids and item metrics (4 doubles an item), as C holds them."""
    count = c_size_t(pager_item_count(handle))
    ids, metrics = array("q", bytes(8 * count.value)), array("d", bytes(32 * count.value))
    if count.value:
        _library.segpager_pager_get_items(
            handle,
            (c_int64 * count.value).from_buffer(ids),
            (CItemMetrics * count.value).from_buffer(metrics),
            count.value,
            ctypes.byref(count),
        )
    return ids, metrics


def pager_set_header(
    handle: int,
    style: CHeaderStyle,
    stack: tuple[ctypes.Array[CHeaderSection], ctypes.Array[CSectionMargins] | None] | None,
    options: CPagerHeader,
) -> None:
    sections, margins = stack if stack is not None else (None, None)
    count = len(sections) if sections is not None else 0
    _library.segpager_pager_set_header_with_margins(
        handle, ctypes.byref(style), sections, margins, count, ctypes.byref(options)
    )


def pager_remove_header(handle: int) -> None:
    _library.segpager_pager_remove_header(handle)
