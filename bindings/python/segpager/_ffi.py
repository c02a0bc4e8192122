"""The only module that touches ctypes: the library bound to the prototype
table, one status check, and thin call helpers that take and return plain
Python values (``float``, ``int``, ``array``). The ABI's facts (constants,
struct layouts, prototypes, defaults) are generated from segpager.h into
``segpager._abi``; nothing here restates them."""

from __future__ import annotations

import contextlib
import ctypes
import operator
import struct
from array import array
from collections.abc import Mapping, Sequence
from ctypes import (
    POINTER,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint32,
    c_void_p,
)
from typing import Any, SupportsFloat, SupportsIndex

from . import _lib
from ._abi import (
    PROTOTYPES,
    SEGPAGER_E_CAPACITY,
    SEGPAGER_E_HANDLE,
    SEGPAGER_E_INDEX,
    SEGPAGER_E_NOT_FINITE,
    SEGPAGER_E_ORDER,
    SEGPAGER_E_RANGE,
    SEGPAGER_MAX_COUNT,
    SEGPAGER_NONE,
    SEGPAGER_SECTION_FLAG_SNAP,
    CAppearanceStyle,
    CColor,
    CEvent,
    CFrame,
    CHeaderFrame,
    CHeaderRanges,
    CHeaderSection,
    CHeaderStyle,
    CIndicator,
    CIndicatorStyle,
    CItemAppearance,
    CItemFrame,
    CItemMetrics,
    CNotification,
    CPageGeometry,
    CPagerConfiguration,
    CPagerHeader,
    CPageVisibility,
    CPagingOptions,
    CRect,
    CScrollSplit,
    CSpring,
    CStepBuffers,
    CStripGeometry,
    CStripOffsetStyle,
    CStripStyle,
)
from .errors import (
    ERRORS_BY_STATUS,
    STATUS_TEXT,
    CapacityError,
    OutOfRangeError,
    SegPagerError,
)

NONE = SEGPAGER_NONE
MAX_COUNT = SEGPAGER_MAX_COUNT
_p_double = POINTER(c_double)
_p_int32 = POINTER(c_int32)
_p_size = POINTER(c_size_t)

HINTS: dict[str, Mapping[int, str]] = {
    "segpager_strip_layout": {
        SEGPAGER_E_RANGE: "widths, padding, spacing, insets and viewport_width must be >= 0; "
        "max_item_width must be 0 or >= min_item_width; item_width must be > 0 in FIXED "
        "mode and visible_count > 0 in VISIBLE_COUNT mode",
        SEGPAGER_E_NOT_FINITE: "every width, length and viewport_width must be finite",
        SEGPAGER_E_INDEX: "selected_index must be an item index in SELECTED_ONLY mode",
    },
    "segpager_strip_hit_test": {SEGPAGER_E_NOT_FINITE: "x and every frame must be finite"},
    "segpager_strip_visible_range": {
        SEGPAGER_E_RANGE: "viewport_width must be >= 0",
        SEGPAGER_E_NOT_FINITE: "strip_offset, viewport_width and every frame must be finite",
    },
    "segpager_selected_index": {
        SEGPAGER_E_RANGE: "page_count must be >= 0",
        SEGPAGER_E_NOT_FINITE: "position must be finite",
    },
}
_POSITION_HINTS: Mapping[int, str] = {
    SEGPAGER_E_RANGE: "lengths, insets, margin and the strip's sizes must be >= 0; max_width must "
    "be 0 or "
    ">= min_width; width > 0 in FIXED mode; stretch and bezier x1/x2 in [0, 1]; colour "
    "components in [0, 1]; selected_scale > 0",
    SEGPAGER_E_NOT_FINITE: "p, current_offset, every style number and every frame read must be "
    "finite",
    SEGPAGER_E_INDEX: "selected_index must be an item index (or None), and first..last inside the "
    "items",
}
for _name in (
    "segpager_indicator_rect",
    "segpager_item_appearances",
    "segpager_strip_offset",
    "segpager_strip_state",
):
    HINTS[_name] = _POSITION_HINTS
_GEOMETRY_HINTS: Mapping[int, str] = {
    SEGPAGER_E_RANGE: "viewport_width, page_width and page_spacing must be >= 0 with page_width "
    "(or "
    "viewport_width when page_width is 0) + page_spacing > 0, and page_count >= 0",
    SEGPAGER_E_NOT_FINITE: "page offsets, positions and every geometry field must be finite "
    "(and the result must be representable)",
}
for _name in PROTOTYPES:
    if _name.startswith("segpager_page_") and not _name.endswith("_init"):
        HINTS[_name] = _GEOMETRY_HINTS


def _status_text(status: int) -> tuple[str, str]:
    """The status map's name and sentence; the library's for a code it added."""
    known = STATUS_TEXT.get(status)
    if known:
        return known
    return _library.segpager_status_name(status).decode(), _library.segpager_status_string(
        status
    ).decode()


def _errcheck(status: int, function: Any, arguments: tuple[Any, ...]) -> int:
    if status < 0:  # positive statuses (SEGPAGER_TRUNCATED) are successes
        raise error_for(status, function.__name__)
    return status


def error_for(status: int, function: str) -> SegPagerError:
    """The exception for a failed call, naming the function and the rule broken."""
    name, text = _status_text(status)
    hint = HINTS.get(function, {}).get(status)
    message = f"{function}: {text} ({name})" + (f": {hint}" if hint else "")
    return ERRORS_BY_STATUS.get(status, SegPagerError)(message, status)


#: Functions whose one caller checks the status itself: the per-frame call,
#: where a Python ``errcheck`` would cost more than the check.
CHECKED_BY_CALLER = frozenset({"segpager_pager_step_into"})


def _bind(library: ctypes.CDLL) -> ctypes.CDLL:
    for name, (restype, argtypes) in PROTOTYPES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
        if restype is c_int and name not in CHECKED_BY_CALLER:
            function.errcheck = _errcheck
    return library


_library = _bind(_lib.load())

# --- argument conversion ---------------------------------------------------


def to_double(name: str, value: object) -> float:
    """A Python number as a C double; NaN and infinities pass through to C,
    which reports them with its own status."""
    if type(value) is float:  # the per-frame fast path: no protocol check
        return value
    if type(value) is int:
        return float(value)
    if isinstance(value, (str, bytes)) or not isinstance(value, (SupportsFloat, SupportsIndex)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    return float(value)  # __float__, or else __index__ (as struct's "d" takes it)


def to_int32(name: str, value: object) -> int:
    """A Python integer as a C int32_t; values that don't fit raise instead of wrapping."""
    if type(value) is int and -(2**31) <= value < 2**31:  # the fast path
        return value
    if not isinstance(value, SupportsIndex):
        raise TypeError(f"{name} must be an integer, not {type(value).__name__}")
    number = operator.index(value)
    if not -(2**31) <= number < 2**31:
        raise OutOfRangeError(f"{name} must fit in int32_t, got {number}")
    return number


def to_int64(name: str, value: object) -> int:
    """A Python integer as a C int64_t; values that don't fit raise instead of wrapping."""
    if not isinstance(value, SupportsIndex):
        raise TypeError(f"{name} must be an integer, not {type(value).__name__}")
    number = operator.index(value)
    if not -(2**63) <= number < 2**63:
        raise OutOfRangeError(f"{name} must fit in int64_t, got {number}")
    return number


def _fill(struct: ctypes.Structure, fields: Mapping[str, object]) -> None:
    for field in struct._fields_:
        name, ctype = field[0], field[1]
        if name == "struct_size" or name not in fields:
            continue
        value = fields[name]
        if ctype is c_double:
            setattr(struct, name, to_double(name, value))
        elif ctype is CColor:
            if not isinstance(value, Mapping):
                raise TypeError(f"{name} must be a RGBAColor, not {type(value).__name__}")
            _fill(getattr(struct, name), {f"{k}": v for k, v in value.items()})
        else:
            setattr(struct, name, to_int32(name, value))


def _options(struct_type: type[Any], init: str, fields: Mapping[str, object]) -> Any:
    struct = struct_type()
    getattr(_library, init)(ctypes.byref(struct))
    _fill(struct, fields)
    return struct


def strip_style(fields: Mapping[str, object]) -> CStripStyle:
    return _options(CStripStyle, "segpager_strip_style_init", fields)  # type: ignore[no-any-return]


def page_geometry(fields: Mapping[str, object]) -> CPageGeometry:
    return _options(CPageGeometry, "segpager_page_geometry_init", fields)  # type: ignore[no-any-return]


def indicator_style(fields: Mapping[str, object]) -> CIndicatorStyle:
    return _options(CIndicatorStyle, "segpager_indicator_style_init", fields)  # type: ignore[no-any-return]


def appearance_style(fields: Mapping[str, object]) -> CAppearanceStyle:
    return _options(CAppearanceStyle, "segpager_appearance_style_init", fields)  # type: ignore[no-any-return]


def strip_offset_style(fields: Mapping[str, object]) -> CStripOffsetStyle:
    return _options(CStripOffsetStyle, "segpager_strip_offset_style_init", fields)  # type: ignore[no-any-return]


def pager_config(fields: Mapping[str, object]) -> CPagerConfiguration:
    return _options(CPagerConfiguration, "segpager_pager_configuration_init", fields)  # type: ignore[no-any-return]


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


def spring(fields: Mapping[str, object]) -> CSpring:
    return _options(CSpring, "segpager_spring_init", fields)  # type: ignore[no-any-return]


def paging_options(fields: Mapping[str, object]) -> CPagingOptions:
    return _options(CPagingOptions, "segpager_paging_options_init", fields)  # type: ignore[no-any-return]


def header_style(fields: Mapping[str, object]) -> CHeaderStyle:
    return _options(CHeaderStyle, "segpager_header_style_init", fields)  # type: ignore[no-any-return]


def pager_header(fields: Mapping[str, object]) -> CPagerHeader:
    return _options(CPagerHeader, "segpager_pager_header_init", fields)  # type: ignore[no-any-return]


def header_section(fields: Mapping[str, object]) -> CHeaderSection:
    return _options(CHeaderSection, "segpager_header_section_init", fields)  # type: ignore[no-any-return]


_OPTIONS_INIT = {
    "segpager_header_section": header_section,
    "segpager_header_style": header_style,
    "segpager_pager_header": pager_header,
    "segpager_spring": spring,
    "segpager_paging_options": paging_options,
    "segpager_pager_configuration": pager_config,
    "segpager_strip_style": strip_style,
    "segpager_page_geometry": page_geometry,
    "segpager_indicator_style": indicator_style,
    "segpager_appearance_style": appearance_style,
    "segpager_strip_offset_style": strip_offset_style,
}


def _as_dict(struct: ctypes.Structure) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field in struct._fields_:
        value = getattr(struct, field[0])
        values[field[0]] = _as_dict(value) if isinstance(value, ctypes.Structure) else value
    return values


def default_fields(struct_name: str) -> dict[str, Any]:
    """The values the C ``*_init`` function writes, by field name (nested structs as dicts)."""
    return _as_dict(_OPTIONS_INIT[struct_name]({}))


# --- calls -------------------------------------------------------------------


def version() -> int:
    return int(_library.segpager_version())


def version_string() -> str:
    return str(_library.segpager_version_string().decode())


def status_name(status: int) -> str:
    return _status_text(to_int32("status", status))[0]


def status_string(status: int) -> str:
    return _status_text(to_int32("status", status))[1]


def strip_layout(
    style: CStripStyle, metrics: array[float], count: int, viewport_width: float
) -> tuple[array[float], float, bool]:
    """Lays out ``count`` items whose metrics are packed 4 doubles each in
    ``metrics``; returns the frames packed (x, width) and the strip metrics."""
    if count > MAX_COUNT:
        raise OutOfRangeError(f"at most {MAX_COUNT} items, got {count}")
    frames = array("d", bytes(16 * count))
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    frames_pointer = (CItemFrame * count).from_buffer(frames) if count else None
    out_count = c_size_t()
    content_width = c_double()
    scrolls = c_int32()
    _library.segpager_strip_layout(
        ctypes.byref(style),
        items_pointer,
        count,
        viewport_width,
        frames_pointer,
        count,
        ctypes.byref(out_count),
        ctypes.byref(content_width),
        ctypes.byref(scrolls),
    )
    return frames, content_width.value, bool(scrolls.value)


def _frames_pointer(frames: array[float]) -> Any:
    count = len(frames) // 2
    return (CItemFrame * count).from_buffer(frames) if count else None


def strip_hit_test(frames: array[float], x: float) -> int:
    index = c_int32()
    _library.segpager_strip_hit_test(
        _frames_pointer(frames), len(frames) // 2, to_double("x", x), ctypes.byref(index)
    )
    return index.value


def strip_visible_range(
    frames: array[float], strip_offset: float, viewport_width: float
) -> tuple[int, int]:
    first = c_int32()
    last = c_int32()
    _library.segpager_strip_visible_range(
        _frames_pointer(frames),
        len(frames) // 2,
        to_double("strip_offset", strip_offset),
        to_double("viewport_width", viewport_width),
        ctypes.byref(first),
        ctypes.byref(last),
    )
    return first.value, last.value


def page_position(geometry: CPageGeometry, page_offset: float) -> float:
    out = c_double()
    _library.segpager_page_position(
        ctypes.byref(geometry), to_double("page_offset", page_offset), ctypes.byref(out)
    )
    return out.value


def page_offset(geometry: CPageGeometry, position: float) -> float:
    out = c_double()
    _library.segpager_page_offset(
        ctypes.byref(geometry), to_double("position", position), ctypes.byref(out)
    )
    return out.value


def page_offset_range(geometry: CPageGeometry) -> tuple[float, float]:
    low = c_double()
    high = c_double()
    _library.segpager_page_offset_range(
        ctypes.byref(geometry), ctypes.byref(low), ctypes.byref(high)
    )
    return low.value, high.value


def page_offset_after_resize(old: CPageGeometry, new: CPageGeometry, page_offset: float) -> float:
    out = c_double()
    _library.segpager_page_offset_after_resize(
        ctypes.byref(old),
        ctypes.byref(new),
        to_double("page_offset", page_offset),
        ctypes.byref(out),
    )
    return out.value


def selected_index(position: float, page_count: int, commit_rule: int) -> int:
    out = c_int32()
    _library.segpager_selected_index(
        to_double("position", position),
        to_int32("page_count", page_count),
        to_int32("commit_rule", commit_rule),
        ctypes.byref(out),
    )
    return out.value


# --- the strip at a position ---------------------------------------------


def strip_geometry(
    frames: array[float], metrics: array[float], direction: int, content_width: float,
    viewport_width: float, height: float,
) -> CStripGeometry:  # fmt: skip
    """A strip geometry pointing into ``frames`` and ``metrics`` (which must outlive it)."""
    count = len(frames) // 2
    strip = CStripGeometry()
    _library.segpager_strip_geometry_init(ctypes.byref(strip))
    strip.direction = direction
    if count:
        strip.frames = ctypes.cast(_frames_pointer(frames), POINTER(CItemFrame))
        strip.items = ctypes.cast(
            (CItemMetrics * count).from_buffer(metrics), POINTER(CItemMetrics)
        )
    strip.count = count
    strip.content_width = content_width
    strip.viewport_width = viewport_width
    strip.height = to_double("height", height)
    return strip


def _selection(selected_index: int | None) -> int:
    return NONE if selected_index is None else to_int32("selected_index", selected_index)


def _indicator_tuple(indicator: CIndicator) -> tuple[float, float, float, float, float, float]:
    return (
        indicator.x,
        indicator.y,
        indicator.width,
        indicator.height,
        indicator.corner_radius,
        indicator.alpha,
    )


AppearanceTuple = tuple[float, tuple[float, float, float, float], float, float]


def _appearance_tuples(buffer: Any, count: int) -> list[AppearanceTuple]:
    return [
        (
            a.selection_weight,
            (a.color.red, a.color.green, a.color.blue, a.color.alpha),
            a.scale,
            a.emphasis,
        )
        for a in buffer[:count]
    ]


def indicator_rect(
    strip: CStripGeometry, style: CIndicatorStyle, p: float, selected_index: int | None
) -> tuple[float, float, float, float, float, float]:
    out = CIndicator()
    _library.segpager_indicator_rect(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        ctypes.byref(out),
    )  # fmt: skip
    return _indicator_tuple(out)


def item_appearances(
    strip: CStripGeometry, style: CAppearanceStyle, p: float, selected_index: int | None,
    first: int, last: int,
) -> list[AppearanceTuple]:  # fmt: skip
    first = to_int32("first", first)
    last = to_int32("last", last)
    capacity = max(0, last - first + 1)
    buffer = (CItemAppearance * capacity)()
    out_count = c_size_t()
    _library.segpager_item_appearances(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        first, last, buffer if capacity else None, capacity, ctypes.byref(out_count),
    )  # fmt: skip
    return _appearance_tuples(buffer, out_count.value)


def strip_offset(
    strip: CStripGeometry, style: CStripOffsetStyle, p: float, selected_index: int | None,
    current_offset: float,
) -> float:  # fmt: skip
    out = c_double()
    _library.segpager_strip_offset(
        ctypes.byref(strip), ctypes.byref(style), to_double("p", p), _selection(selected_index),
        to_double("current_offset", current_offset), ctypes.byref(out),
    )  # fmt: skip
    return out.value


_STATE_CAPACITY = 64


def strip_state(
    strip: CStripGeometry,
    indicator: CIndicatorStyle,
    appearance: CAppearanceStyle,
    offset: CStripOffsetStyle,
    p: float,
    selected_index: int | None,
    current_offset: float,
) -> tuple[float, tuple[float, float, float, float, float, float], int, list[AppearanceTuple]]:
    """One C call in the common case; a second only when more than 64 items are visible."""
    out_offset = c_double()
    out_indicator = CIndicator()
    out_count = c_size_t()
    out_first = c_int32()
    capacity = _STATE_CAPACITY
    while True:
        buffer = (CItemAppearance * capacity)()
        try:
            _library.segpager_strip_state(
                ctypes.byref(strip), ctypes.byref(indicator), ctypes.byref(appearance),
                ctypes.byref(offset), to_double("p", p), _selection(selected_index),
                to_double("current_offset", current_offset), ctypes.byref(out_offset),
                ctypes.byref(out_indicator), buffer, capacity, ctypes.byref(out_count),
                ctypes.byref(out_first),
            )  # fmt: skip
        except SegPagerError as error:
            if error.status != SEGPAGER_E_CAPACITY:
                raise
            capacity = out_count.value
            continue
        return (
            out_offset.value,
            _indicator_tuple(out_indicator),
            out_first.value,
            _appearance_tuples(buffer, out_count.value),
        )


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
HINTS["segpager_pager_set_header"] = {
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
    return handle.value


def pager_destroy(handle: int) -> None:
    _library.segpager_pager_destroy(handle)


def pager_set_style(handle: int, which: str, style: ctypes.Structure) -> None:
    getattr(_library, f"segpager_pager_set_{which}")(handle, ctypes.byref(style))


def pager_set_items(handle: int, ids: array[int], metrics: array[float]) -> None:
    count = len(ids)
    ids_pointer = (c_int64 * count).from_buffer(ids) if count else None
    items_pointer = (CItemMetrics * count).from_buffer(metrics) if count else None
    _library.segpager_pager_set_items(handle, ids_pointer, items_pointer, count)


def pager_insert_item(handle: int, index: int, item_id: int, metrics: Sequence[float]) -> None:
    item = CItemMetrics(*(to_double("width", value) for value in metrics))
    _library.segpager_pager_insert_item(
        handle, to_int32("index", index), to_int64("id", item_id), ctypes.byref(item)
    )


def pager_remove_item(handle: int, index: int) -> None:
    _library.segpager_pager_remove_item(handle, to_int32("index", index))


def pager_move_item(handle: int, source: int, destination: int) -> None:
    _library.segpager_pager_move_item(
        handle, to_int32("source", source), to_int32("destination", destination)
    )


def pager_items(handle: int) -> tuple[array[int], array[float]]:
    """The pager's ids and item metrics (4 doubles an item), as C holds them."""
    count = c_size_t()
    with contextlib.suppress(CapacityError):  # capacity 0 asks for the count
        _library.segpager_pager_get_items(handle, None, None, 0, ctypes.byref(count))
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


_STRUCT_CODES = {c_double: "d", c_int32: "i", c_uint32: "I", c_int64: "q", c_size_t: "N"}


def _layout(struct_type: type[ctypes.Structure], prefix: str = "") -> tuple[str, list[str]]:
    """A ``struct`` format (native alignment) and the dotted field names of a
    ctypes struct, nested structs flattened, pointers as ``P``."""
    codes: list[str] = []
    names: list[str] = []
    for field in struct_type._fields_:
        name, ctype = field[0], field[1]
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Structure):
            code, inner = _layout(ctype, f"{prefix}{name}.")
            codes.append(code)
            names += inner
        elif isinstance(ctype, type) and issubclass(ctype, ctypes.Union):
            # An anonymous union of same-sized members: read as its first.
            first, first_type = ctype._fields_[0][0], ctype._fields_[0][1]
            codes.append(_STRUCT_CODES.get(first_type, "P"))
            names.append(prefix + first)
        else:
            codes.append(_STRUCT_CODES.get(ctype, "P"))
            names.append(prefix + name)
    return "".join(codes), names


def _reader(struct_type: type[ctypes.Structure]) -> tuple[struct.Struct, list[str]]:
    code, names = _layout(struct_type)
    reader = struct.Struct("@" + code)
    # Flattening keeps C's layout for these structs (every nested struct is
    # 8-aligned and starts where its first double would); tests/test_abi.py
    # checks the ctypes offsets against the compiler's.
    assert reader.size == ctypes.sizeof(struct_type), struct_type.__name__
    return reader, names


def _offsets(
    struct_type: type[ctypes.Structure], prefix: str = "", base: int = 0
) -> dict[str, int]:
    """The byte offset of every field of a ctypes struct, nested structs
    flattened under dotted names (``"indicator.x"``)."""
    found: dict[str, int] = {}
    for field in struct_type._fields_:
        name, ctype = field[0], field[1]
        offset = base + getattr(struct_type, name).offset
        if isinstance(ctype, type) and issubclass(ctype, ctypes.Structure):
            found.update(_offsets(ctype, f"{prefix}{name}.", offset))
        elif isinstance(ctype, type) and issubclass(ctype, ctypes.Union):
            found.update({prefix + member[0]: offset for member in ctype._fields_})
        else:
            found[prefix + name] = offset
    return found


FRAME_READER, FRAME_FIELDS = _reader(CFrame)
APPEARANCE_READER, _ = _reader(CItemAppearance)
NOTIFICATION_READER, _ = _reader(CNotification)
PAGE_READER, _ = _reader(CPageVisibility)
EVENT_WRITER, _ = _reader(CEvent)
FRAME_INDEX = {name: i for i, name in enumerate(FRAME_FIELDS)}
#: where each (flattened) field of ``segpager_frame`` sits, in bytes
FRAME_OFFSETS = _offsets(CFrame)


def frame_reader(first: str, last: str) -> tuple[Any, int]:
    """``(unpack_from, offset)`` reading the frame's fields ``first`` to
    ``last`` (dotted names, inclusive) out of a step's output in one call."""
    start, end = FRAME_INDEX[first], FRAME_INDEX[last] + 1
    codes = FRAME_READER.format[1:]  # the flattened fields' codes, one letter each
    offset = FRAME_OFFSETS[first]
    # `struct` aligns from the part's start: right when that is 8-aligned in C
    assert offset % 8 == 0 or end - start == 1, (first, last)
    return struct.Struct("@" + codes[start:end]).unpack_from, offset


EventTuple = tuple[int, int, int, int, float, float, float, float]
NotificationTuple = tuple[int, int, int, int, int, float]

_EVENT_SIZE = ctypes.sizeof(CEvent)
_EVENT_FIELD_CODES = {"index": "i", "time": "d", "offset": "d", "velocity": "d", "width": "d"}


def event_packer(kind: int, **attributes: str) -> tuple[Any, Any, int]:
    """``(pack_into, get, kind)`` writing one ``segpager_event`` of ``kind``
    straight from an event object: ``pack_into(buffer, offset, kind,
    *get(event))``. ``attributes`` maps the C fields (``index``, ``time``,
    ``offset``, ``velocity``, ``width``) to the event's attribute names; the
    other fields are written as zeros. A value of the wrong type raises
    ``struct.error`` (the caller then reports it with ``to_double`` /
    ``to_int32``)."""
    codes, names = ["i"], []
    for field in CEvent._fields_[1:]:
        name, ctype = field[0], field[1]
        if name in attributes:
            codes.append(_EVENT_FIELD_CODES[name])
            names.append(attributes[name])
        else:
            codes.append(f"{ctypes.sizeof(ctype)}x")
    writer = struct.Struct("@" + "".join(codes))
    assert writer.size == _EVENT_SIZE, attributes
    getter = operator.attrgetter(*names)
    get = getter if len(names) > 1 else (lambda event: (getter(event),))
    return writer.pack_into, get, kind


class FrameLayout:
    """Where the output arrays sit in a step's output (after the frame)."""

    __slots__ = ("appearances", "list_offsets", "notifications", "pages")

    def __init__(self, appearances: int, notifications: int, pages: int, list_offsets: int) -> None:
        self.appearances = appearances
        self.notifications = notifications
        self.pages = pages
        self.list_offsets = list_offsets


_APPEARANCE_SIZE = ctypes.sizeof(CItemAppearance)
_NOTIFICATION_SIZE = ctypes.sizeof(CNotification)
_PAGE_SIZE = ctypes.sizeof(CPageVisibility)
_FRAME_SIZE = ctypes.sizeof(CFrame)


class PagerStepper:
    """A pager's per-frame call: one foreign call per step (more only when an
    output array must grow), its arguments bound once.

    The frame and the output arrays live in one buffer, so a step's whole
    output is copied out with one ``bytes()``: a frame keeps its values after
    later steps, and decodes only the fields it is asked for (``layout`` says
    where the arrays are in it). Events are written into ``events`` (room for
    ``capacity``; ``reserve`` grows it) before ``step(count)``."""

    def __init__(self, handle: int) -> None:
        self.handle = c_void_p(handle)
        self.arrays = CStepBuffers()
        _library.segpager_step_buffers_init(ctypes.byref(self.arrays))
        self._arrays_ref = ctypes.byref(self.arrays)
        # Bound here, so a test that wraps the table's functions counts it.
        self._call = _library.segpager_pager_step_into
        self.capacity = 0
        self.reserve(8)
        self._allocate(32, 32, 8)

    def reserve(self, count: int) -> bytearray:
        """The event buffer, grown to hold ``count`` events if it must."""
        if count > self.capacity:
            self.capacity = max(count, 2 * self.capacity)
            self.events = bytearray(self.capacity * _EVENT_SIZE)
            self._batch = (CEvent * self.capacity).from_buffer(self.events)
        return self.events

    def _allocate(self, appearances: int, notifications: int, pages: int) -> None:
        sizes = (
            appearances * _APPEARANCE_SIZE,
            notifications * _NOTIFICATION_SIZE,
            pages * _PAGE_SIZE,
            pages * 8,
        )
        starts = [_FRAME_SIZE]
        for size in sizes[:-1]:
            starts.append(starts[-1] + size)
        block = bytearray(starts[-1] + sizes[-1])
        self.frame = CFrame.from_buffer(block)
        self.frame.struct_size = _FRAME_SIZE
        self.appearances = (CItemAppearance * appearances).from_buffer(block, starts[0])
        self.notifications = (CNotification * notifications).from_buffer(block, starts[1])
        self.pages = (CPageVisibility * pages).from_buffer(block, starts[2])
        self.list_offsets = (c_double * pages).from_buffer(block, starts[3])
        a = self.arrays
        a.appearances, a.appearance_capacity = self.appearances, appearances
        a.notifications, a.notification_capacity = self.notifications, notifications
        a.pages, a.page_capacity = self.pages, pages
        a.list_offsets, a.list_offset_capacity = self.list_offsets, pages
        self.block = block
        self.layout = FrameLayout(*starts)
        self._frame_ref = ctypes.byref(self.frame)

    def step(self, count: int) -> bytes:
        """Applies the first ``count`` events of ``events``; the frame and
        arrays after them, as bytes laid out as ``layout`` says."""
        status = self._call(
            self.handle, self._batch if count else None, count, self._frame_ref, self._arrays_ref
        )
        if status:  # checked here rather than by an errcheck: the hot path stays one C call
            self._fetch_rest(status)
        return bytes(self.block)

    def _fetch_rest(self, status: int) -> None:
        """After a truncated step (``SEGPAGER_TRUNCATED``): grows the arrays,
        fetches the rest with event-free steps (which change nothing) and
        leaves every notification of the step in the buffer. Failures raise."""
        notes: list[NotificationTuple] = []
        while True:
            if status < 0:
                raise error_for(status, "segpager_pager_step_into")
            frame = self.frame
            delivered = bytes(self.notifications)[: frame.notification_count * _NOTIFICATION_SIZE]
            notes += NOTIFICATION_READER.iter_unpack(delivered)
            if status != 1:
                break
            self._allocate(
                max(len(self.appearances), frame.appearance_count),
                max(2 * len(self.notifications), len(notes) + frame.pending_notifications),
                max(len(self.pages), frame.page_count),
            )
            status = self._call(self.handle, None, 0, self._frame_ref, self._arrays_ref)
        if len(notes) != self.frame.notification_count:
            # Every notification of the step goes where a frame reads them
            # (the arrays grew by the pending count, so they fit).
            for i, note in enumerate(notes):
                NOTIFICATION_READER.pack_into(
                    self.block, self.layout.notifications + i * _NOTIFICATION_SIZE, *note
                )
            self.frame.notification_count = len(notes)


def pager_set_header(
    handle: int,
    style: CHeaderStyle,
    sections: ctypes.Array[CHeaderSection] | None,
    options: CPagerHeader,
) -> None:
    count = len(sections) if sections is not None else 0
    _library.segpager_pager_set_header(
        handle, ctypes.byref(style), sections, count, ctypes.byref(options)
    )


def pager_remove_header(handle: int) -> None:
    _library.segpager_pager_remove_header(handle)


# --- scroll physics ------------------------------------------------------------


def _doubles(function: str, *arguments: Any, outputs: int = 1) -> tuple[float, ...]:
    """Calls a physics function whose outputs are double out-pointers."""
    outs = [c_double() for _ in range(outputs)]
    getattr(_library, function)(*arguments, *(ctypes.byref(o) for o in outs))
    return tuple(o.value for o in outs)


def deceleration_state(rate: float, velocity: float, time: float) -> tuple[float, float]:
    distance, speed = _doubles(
        "segpager_deceleration_state",
        to_double("rate", rate),
        to_double("velocity", velocity),
        to_double("time", time),
        outputs=2,
    )
    return distance, speed


def deceleration_projection(rate: float, velocity: float) -> float:
    args = (to_double("rate", rate), to_double("velocity", velocity))
    return _doubles("segpager_deceleration_projection", *args)[0]


def deceleration_duration(rate: float, velocity: float, epsilon: float) -> float:
    args = (to_double("rate", rate), to_double("velocity", velocity), to_double("epsilon", epsilon))
    return _doubles("segpager_deceleration_duration", *args)[0]


def rubber_band(coefficient: float, dimension: float, overshoot: float, inverse: bool) -> float:
    name = "segpager_rubber_band_inverse" if inverse else "segpager_rubber_band"
    args = (
        to_double("coefficient", coefficient),
        to_double("dimension", dimension),
        to_double("offset" if inverse else "overshoot", overshoot),
    )
    return _doubles(name, *args)[0]


def spring_state(
    spring_struct: CSpring, displacement: float, velocity: float, time: float
) -> tuple[float, float]:
    x, v = _doubles(
        "segpager_spring_state",
        ctypes.byref(spring_struct),
        to_double("displacement", displacement),
        to_double("velocity", velocity),
        to_double("time", time),
        outputs=2,
    )
    return x, v


def spring_settling_time(
    spring_struct: CSpring, displacement: float, velocity: float, epsilon: float
) -> float:
    return _doubles(
        "segpager_spring_settling_time",
        ctypes.byref(spring_struct),
        to_double("displacement", displacement),
        to_double("velocity", velocity),
        to_double("epsilon", epsilon),
    )[0]


def cubic_bezier(x1: float, y1: float, x2: float, y2: float, x: float) -> float:
    names = ("x1", "y1", "x2", "y2", "x")
    args = tuple(to_double(n, v) for n, v in zip(names, (x1, y1, x2, y2, x)))
    return _doubles("segpager_cubic_bezier", *args)[0]


def paging_target(
    options: CPagingOptions, pages: CPageGeometry, page_offset: float, velocity: float, start: int
) -> int:
    out = c_int32()
    _library.segpager_paging_target(
        ctypes.byref(options), ctypes.byref(pages), to_double("page_offset", page_offset),
        to_double("velocity", velocity), to_int32("start_page", start), ctypes.byref(out),
    )  # fmt: skip
    return out.value


# --- headers -------------------------------------------------------------------

RectTuple = tuple[float, float, float, float]


def _rect(r: CRect) -> RectTuple:
    return (r.x, r.y, r.width, r.height)


def header_frame_at(
    style: CHeaderStyle, width: float, list_offset: float
) -> tuple[RectTuple, RectTuple, RectTuple, int, float, float]:
    out = CHeaderFrame()
    _library.segpager_header_frame_at(
        ctypes.byref(style), to_double("width", width), to_double("list_offset", list_offset),
        ctypes.byref(out),
    )  # fmt: skip
    return (
        _rect(out.header),
        _rect(out.content),
        _rect(out.strip),
        out.phase,
        out.progress,
        out.stretch_scale,
    )


def header_list_offset(style: CHeaderStyle, policy: int, own: float, header_at: float) -> float:
    out = c_double()
    _library.segpager_header_list_offset(
        ctypes.byref(style), to_int32("policy", policy), to_double("own_offset", own),
        to_double("header_list_offset", header_at), ctypes.byref(out),
    )  # fmt: skip
    return out.value


def nested_scroll(
    style: CHeaderStyle, mode: int, delta: float, header_offset: float, list_offset: float,
    list_max_offset: float, enter_height: float,
) -> tuple[float, float, float]:  # fmt: skip
    out = CScrollSplit()
    _library.segpager_nested_scroll(
        ctypes.byref(style), to_int32("mode", mode), to_double("delta", delta),
        to_double("header_offset", header_offset), to_double("list_offset", list_offset),
        to_double("list_max_offset", list_max_offset), to_double("enter_height", enter_height),
        ctypes.byref(out),
    )  # fmt: skip
    return out.header, out.list, out.overscroll


def header_sections(
    rows: Sequence[tuple[float, float, int, bool]],
) -> ctypes.Array[CHeaderSection]:
    """A C array of sections from (height, min_height, behavior, snaps) rows."""
    if len(rows) > MAX_COUNT:
        raise OutOfRangeError(f"at most {MAX_COUNT} sections, got {len(rows)}")
    return (CHeaderSection * len(rows))(*(
        CHeaderSection(to_double("height", h), to_double("min_height", m),
                       to_int32("behavior", b), SEGPAGER_SECTION_FLAG_SNAP if snaps else 0)
        for h, m, b, snaps in rows
    ))  # fmt: skip


def header_stack_ranges(sections: ctypes.Array[CHeaderSection]) -> CHeaderRanges:
    out = CHeaderRanges()
    _library.segpager_header_stack_ranges(sections, len(sections), ctypes.byref(out))
    return out


def header_stack_snap_target(sections: ctypes.Array[CHeaderSection], header_offset: float) -> float:
    out = c_double()
    _library.segpager_header_stack_snap_target(
        sections, len(sections), to_double("header_offset", header_offset), ctypes.byref(out)
    )
    return out.value


def header_stack_scroll(
    sections: ctypes.Array[CHeaderSection], delta: float, header_offset: float,
    list_offset: float, list_max_offset: float,
) -> tuple[float, float, float]:  # fmt: skip
    out = CScrollSplit()
    _library.segpager_header_stack_scroll(
        sections, len(sections), to_double("delta", delta),
        to_double("header_offset", header_offset), to_double("list_offset", list_offset),
        to_double("list_max_offset", list_max_offset), ctypes.byref(out),
    )  # fmt: skip
    return out.header, out.list, out.overscroll


def header_snap_target(
    style: CHeaderStyle, offset: float, velocity: float, minimum: float
) -> float:
    return _doubles(
        "segpager_header_snap_target", ctypes.byref(style), to_double("header_offset", offset),
        to_double("velocity", velocity), to_double("min_velocity", minimum),
    )[0]  # fmt: skip


def header_min_content_height(style: CHeaderStyle, viewport: float) -> float:
    return _doubles(
        "segpager_header_min_content_height",
        ctypes.byref(style),
        to_double("list_viewport_height", viewport),
    )[0]


def gesture_axis(dx: float, dy: float, minimum: float, angle: float) -> int:
    out = c_int32()
    _library.segpager_gesture_axis(
        to_double("dx", dx), to_double("dy", dy), to_double("min_distance", minimum),
        to_double("max_angle", angle), ctypes.byref(out),
    )  # fmt: skip
    return out.value
