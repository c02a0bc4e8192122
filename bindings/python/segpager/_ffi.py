"""The binding: the library loaded and bound to the generated prototype
table, the one status check (codes become exceptions naming the function and
the rule broken), the argument conversions, and the option structs filled
from their ``*_init`` defaults. The ABI's facts (constants, struct layouts,
prototypes, defaults) are generated from segpager.h into ``segpager._generated.abi``;
nothing here restates them.

The calls live beside the public module that uses them, each in a private
twin that alone touches ctypes: ``_strip`` (``strip``), ``_position``
(``position``), ``_pages`` (``pages``), ``_physics`` (``physics``),
``_header`` (``header``), ``_pager`` (``pager``), and ``_frame``, the
per-frame reader and stepper."""

from __future__ import annotations

import ctypes
import dataclasses
import operator
import re
import textwrap
from collections.abc import Mapping
from ctypes import (
    POINTER,
    c_double,
    c_int,
    c_int32,
    c_size_t,
)
from typing import Any, SupportsFloat, SupportsIndex, TypeVar

from . import _lib
from ._generated.abi import (
    FIELD_DOCS,
    NESTED_DOCS,
    NOT_CARRIED,
    PATHS,
    PROTOTYPES,
    SEGPAGER_E_INDEX,
    SEGPAGER_E_NOT_FINITE,
    SEGPAGER_E_RANGE,
    SEGPAGER_MAX_COUNT,
    SEGPAGER_NONE,
    STRUCTS,
    VALUE_DOCS,
    CColor,
)
from .errors import (
    ERRORS_BY_STATUS,
    STATUS_TEXT,
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


_T = TypeVar("_T")


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
    """The exception for a failed call, naming the function and what was
    wrong: the library's last error message on this thread (the field, the
    rule, the value, from the core's own check) when it is this call's, else
    the status's sentence and the function's rules."""
    name, text = _status_text(status)
    detail = _last_error_message()
    if detail.startswith(function + ": ") and detail != f"{function}: {text}":
        message = f"{_nested_names(detail)} ({name})"
    else:
        hint = HINTS.get(function, {}).get(status)
        message = f"{function}: {text} ({name})" + (f": {hint}" if hint else "")
    return ERRORS_BY_STATUS.get(status, SegPagerError)(message, status)


#: The C arguments whose struct Python nests (``_abi.PATHS``): a message's
#: ``config.spring_response`` is Python's ``config.settle_spring.response``.
_NESTED_ARGUMENTS = {"config": "segpager_pager_configuration", "options": "segpager_paging_options"}


def _nested_names(message: str) -> str:
    """A library message with each field of a nested struct by its Python path."""

    def python(match: re.Match[str]) -> str:
        path = PATHS[_NESTED_ARGUMENTS[match[1]]].get(match[2])
        return f"{match[1]}.{'.'.join(path)}" if path else match[0]

    return re.sub(r"\b(config|options)\.(\w+)", python, message)


def _last_error_message() -> str:
    """``segpager_last_error_message()``, decoded ("" if unreadable)."""
    raw = _library.segpager_last_error_message()
    return raw.decode("utf-8", "replace") if raw else ""


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


def _unconverted(name: str) -> Any:
    """A second function object for ``name`` (``CDLL[name]`` makes a new one;
    the declared one keeps its argtypes), with the declared ``restype`` and
    ``argtypes`` None: ctypes then passes each argument object as it is,
    where the declared prototype converts every one on every call (about
    0.5 µs a call here, over half the C frame's own time)."""
    function = _library[name]
    function.restype = PROTOTYPES[name][0]
    return function


#: The per-frame call through ``_unconverted``: its caller, the stepper
#: (``_frame.PagerStepper``), makes its argument objects once, of the
#: declared types, and checks the status itself (``CHECKED_BY_CALLER``).
#: tests/test_step_budget.py checks those objects against ``PROTOTYPES``,
#: so segpager.h and this call cannot drift apart. Every other call goes
#: through the declared prototypes.
HOT_CALLS: dict[str, Any] = {name: _unconverted(name) for name in CHECKED_BY_CALLER}

# --- argument conversion ---------------------------------------------------


def to_double(name: str, value: object) -> float:
    """A Python number as a C double; NaN and infinities pass through to C,
    which reports them with its own status."""
    if type(value) is float:  # the per-frame fast path: no protocol check
        return value
    if type(value) is int:
        return float(value)
    if isinstance(value, (str, bytes)) or not isinstance(value, (SupportsFloat, SupportsIndex)):
        raise TypeError(f"{name}: must be a number (got {type(value).__name__} {value!r:.40})")
    return float(value)  # __float__, or else __index__ (as struct's "d" takes it)


def to_int32(name: str, value: object) -> int:
    """A Python integer as a C int32_t; values that don't fit raise instead of wrapping."""
    if type(value) is int and -(2**31) <= value < 2**31:  # the fast path
        return value
    return _to_integer(name, value, 32)


def _to_integer(name: str, value: object, bits: int) -> int:
    """``to_int32`` and ``to_int64`` past their fast path: any ``__index__``
    value that fits in a C ``int{bits}_t``, else ``TypeError`` or
    ``OutOfRangeError`` naming the argument."""
    if not isinstance(value, SupportsIndex):
        raise TypeError(f"{name}: must be an integer (got {type(value).__name__} {value!r:.40})")
    number = operator.index(value)
    if not -(2 ** (bits - 1)) <= number < 2 ** (bits - 1):
        raise OutOfRangeError(f"{name}: must fit in int{bits}_t (got {number})")
    return number


def expect(value: object, cls: type[_T], where: str) -> _T:
    """``value`` if it is a ``cls``; else ``TypeError`` naming the call and
    argument (``where``), the class expected and the one given. Options
    classes share field names, and copying a wrong one by name (an
    ``IndicatorStyle`` given as the strip style, or a dict) would half work."""
    if not isinstance(value, cls):
        raise TypeError(f"{where}: expected {cls.__name__}, got {type(value).__name__}")
    return value


def to_index(name: str, value: object) -> int:
    """An index as a C int32_t: ``to_int32``, but a bool is refused (it is
    an int to Python, and ``Select(t, True)`` would be index 1)."""
    if isinstance(value, bool):
        raise TypeError(f"{name}: must be an integer index (got bool {value})")
    return to_int32(name, value)


def to_int64(name: str, value: object) -> int:
    """A Python integer as a C int64_t; values that don't fit raise instead of wrapping."""
    if type(value) is int and -(2**63) <= value < 2**63:  # the usual case: no protocol check
        return value
    return _to_integer(name, value, 64)


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


def options(c_name: str, fields: Mapping[str, object]) -> Any:
    """The options struct ``c_name`` (``"segpager_strip_style"``, …): its
    ``*_init`` defaults, then ``fields`` by name (enums as ints, bools as 0/1,
    nested structs as mappings)."""
    struct = STRUCTS[c_name]()
    getattr(_library, f"{c_name}_init")(ctypes.byref(struct))
    _fill(struct, fields)
    return struct


# --- nested options: Swift's shape over C's flat fields (_abi.PATHS) ----------


def _default(cls: type, name: str) -> Any:
    """The default of dataclass ``cls``'s field ``name``."""
    field = next(f for f in dataclasses.fields(cls) if f.name == name)
    return field.default


def option_fields(value: Any, c_name: str, where: str) -> dict[str, object]:
    """The C fields of the option value ``value`` by name: a flat one's
    dataclass fields, a nested one's (``_abi.PATHS``) each read along its
    path. Each nested value must be of its field's class (``where.pages``:
    expected PageGeometry), and a field the C struct does not carry must be
    its default (``_abi.NOT_CARRIED``, with the reason)."""
    paths = PATHS.get(c_name)
    if paths is None:
        return dataclasses.asdict(value)
    fields: dict[str, object] = {}
    for c_field, path in paths.items():
        owner = value
        for depth, part in enumerate(path[:-1]):
            inner = getattr(owner, part)
            expected = type(_default(type(owner), part))
            if type(inner) is not expected:  # a hand or generated value class
                expect(inner, expected, f"{where}.{'.'.join(path[: depth + 1])}")
            owner = inner
        fields[c_field] = getattr(owner, path[-1])
    for dotted, why in NOT_CARRIED.get(c_name, {}).items():
        owner = value
        *head, leaf = dotted.split(".")
        for part in head:
            owner = getattr(owner, part)
        default, given = _default(type(owner), leaf), getattr(owner, leaf)
        if given != default:
            raise ValueError(f"{where}.{dotted}: must be {default!r}: {why} (got {given!r})")
    return fields


def _replaced(value: Any, path: tuple[str, ...], leaf: object, convert: bool = False) -> Any:
    """``value`` with the field at ``path`` replaced by ``leaf`` (``convert``:
    in the type of the value it replaces, as C's plain ints become enums and
    bools)."""
    head = path[0]
    old = getattr(value, head)
    if len(path) > 1:
        new = _replaced(old, path[1:], leaf, convert)
    else:
        new = type(old)(leaf) if convert else leaf
    return dataclasses.replace(value, **{head: new})


def from_c_fields(cls: type[_T], c_name: str, values: Mapping[str, object]) -> _T:
    """A ``cls`` (a nested option class) from C fields by name; the fields
    not in ``values`` keep their defaults."""
    result: Any = cls()
    for c_field, path in PATHS[c_name].items():
        if c_field in values:
            result = _replaced(result, path, values[c_field], convert=True)
    return result  # type: ignore[no-any-return]


#: The nested option classes and their C structs (``accept_flat_names``).
NESTED_CLASSES: dict[type, str] = {}


def nested_mapping(cls: type, raw: Mapping[str, Any]) -> dict[str, Any]:
    """``raw``, a file's fields of a ``cls`` by name, with each flat C name
    of a nested class (``"spring_response": 0.4``, the C door's name) moved
    to its Python path (``"settle_spring": {"response": 0.4}``); the nested
    objects are copied, so ``raw`` is left as it is."""
    c_name = NESTED_CLASSES.get(cls)
    if c_name is None:
        return dict(raw)
    own = {field.name for field in dataclasses.fields(cls)}
    paths = PATHS[c_name]

    def copied(value: Any) -> Any:
        return {k: copied(v) for k, v in value.items()} if isinstance(value, Mapping) else value

    result = {key: copied(value) for key, value in raw.items() if key in own or key not in paths}
    for key, value in raw.items():
        if key in own or key not in paths:
            continue
        where = result
        for part in paths[key][:-1]:
            inner = where.setdefault(part, {})
            if not isinstance(inner, dict):  # given as no object: its reader says so
                break
            where = inner
        else:
            where[paths[key][-1]] = value
    return result


def accept_flat_names(cls: type, c_name: str, until: str) -> None:
    """Lets ``cls(...)`` and ``dataclasses.replace`` take the flat C names
    that the nested shape replaced (``spring_response=0.4`` is
    ``settle_spring.response``), and reads them as attributes, each with a
    ``DeprecationWarning``; they go in version ``until``."""
    import functools
    import warnings

    NESTED_CLASSES[cls] = c_name
    own = {field.name for field in dataclasses.fields(cls)}
    flat = {f: p for f, p in PATHS[c_name].items() if f not in own}
    init = getattr(cls, "__init__")  # noqa: B009 (mypy: a class's, not an instance's)

    def moved(name: str) -> str:
        return (
            f"{cls.__name__}.{name} is {cls.__name__}.{'.'.join(flat[name])} since 0.8.0; "
            f"the flat name goes in {until}"
        )

    @functools.wraps(init)
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:  # noqa: N807
        old = [name for name in kwargs if name in flat and name not in own]
        if not old:
            init(self, *args, **kwargs)
            return
        for name in old:
            warnings.warn(moved(name), DeprecationWarning, stacklevel=2)
        init(self, *args, **{k: v for k, v in kwargs.items() if k not in old})
        value = self
        for name in old:
            value = _replaced(value, flat[name], kwargs[name])
        for field in dataclasses.fields(cls):
            object.__setattr__(self, field.name, getattr(value, field.name))

    def __getattr__(self: Any, name: str) -> Any:  # noqa: N807
        if name not in flat:
            raise AttributeError(f"{cls.__name__!r} object has no attribute {name!r}")
        warnings.warn(moved(name), DeprecationWarning, stacklevel=2)
        value = self
        for part in flat[name]:
            value = getattr(value, part)
        return value

    setattr(cls, "__init__", __init__)  # noqa: B010
    setattr(cls, "__getattr__", __getattr__)  # noqa: B010


def _as_dict(struct: ctypes.Structure) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field in struct._fields_:
        value = getattr(struct, field[0])
        values[field[0]] = _as_dict(value) if isinstance(value, ctypes.Structure) else value
    return values


def default_fields(struct_name: str) -> dict[str, Any]:
    """The values the C ``*_init`` function writes, by field name (nested structs as dicts)."""
    return _as_dict(options(struct_name, {}))


# --- calls -------------------------------------------------------------------


def version() -> int:
    return int(_library.segpager_version())


def version_string() -> str:
    return str(_library.segpager_version_string().decode())


def status_name(status: int) -> str:
    return _status_text(to_int32("status", status))[0]


def status_string(status: int) -> str:
    return _status_text(to_int32("status", status))[1]


def _doubles(function: str, *arguments: Any, outputs: int = 1) -> tuple[float, ...]:
    """Calls a physics function whose outputs are double out-pointers."""
    outs = [c_double() for _ in range(outputs)]
    getattr(_library, function)(*arguments, *(ctypes.byref(o) for o in outs))
    return tuple(o.value for o in outs)


def _python_words(text: str, annotation: str) -> str:
    """A C field's comment in Python's words for a field of type
    ``annotation``: a flag's "0 or 1" and its default are ``True`` and
    ``False``, an enum's default is its member (``CommitPolicy.AT_HALF``)."""
    if annotation == "bool":
        text = re.sub(r"^0 or 1\b", "True or False", text)
        return re.sub(r"\b([Dd]efault) ([01])\b", lambda m: f"{m[1]} {m[2] == '1'}", text)
    if annotation[:1].isupper() and annotation.isidentifier():
        return re.sub(r"\b([Dd]efault) ([A-Z][A-Z0-9_]+)\b", rf"\1 {annotation}.\2", text)
    return text


def document_fields(cls: type, c_name: str, own: Mapping[str, str] | None = None) -> None:
    """Appends a "Fields" section to an option class's docstring, so
    ``help(cls)`` explains every field: the Python text in ``own``, else the
    comment beside the C field in segpager.h (``_abi.FIELD_DOCS``). A field
    with neither fails here, at import, so none goes undocumented."""
    texts = {
        **FIELD_DOCS.get(c_name, {}),
        **NESTED_DOCS.get(c_name, {}),
        **VALUE_DOCS.get(c_name, {}),
        **(own or {}),
    }
    lines = []
    for field in dataclasses.fields(cls):
        if field.name not in texts:
            raise AssertionError(f"{cls.__name__}.{field.name} has no documentation")
        text = _python_words(texts[field.name], str(field.type))
        lines += textwrap.wrap(
            f"{field.name} -- {text}", 76, initial_indent="    ",
            subsequent_indent="        ",
        )  # fmt: skip
    first, _, rest = (cls.__doc__ or "").partition("\n")
    doc = f"{first.strip()}\n{textwrap.dedent(rest)}".strip()
    source = f" (C: ``{c_name}``)" if c_name.startswith("segpager_") else ""
    cls.__doc__ = f"{doc}\n\nFields{source}:\n\n" + "\n".join(lines) + "\n"
