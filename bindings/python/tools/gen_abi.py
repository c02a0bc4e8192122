"""Generate segpager/_generated/abi.py, the Python mirror of the C ABI, from segpager.h.

The header is the one statement of the ABI. This tool reads it with a real C
front end (the C compiler's preprocessor, then pycparser) and writes every
fact the Python package needs as Python:

- each ``#define SEGPAGER_*`` constant (integer, floating point or string),
  its value computed from the preprocessed expression;
- the statuses of the ``SEGPAGER_STATUS_MAP`` X-macro, with their sentences;
- one ``ctypes.Structure`` per ``typedef struct segpager_*``, fields in order;
- the prototype (restype, argtypes) of every ``SEGPAGER_API`` function;
- the defaults that each ``segpager_*_init`` function writes, read by calling
  the built library, so that Python's option classes take the core's
  defaults and state none of their own;
- and, beside it, ``version.py`` with the version alone, and (with
  ``--swift-version``) the Swift core's ``SegPagerVersion``.

Usage::

    python tools/gen_abi.py --header bindings/c/segpager.h \\
        --library .build/release/libsegpager.so --output segpager/_generated/abi.py
    python tools/gen_abi.py ... --check   # exit 1 if the output is stale

``make abi`` writes the module; ``make check-abi`` (part of ``make test``)
fails when the committed one differs from a fresh generation.
"""

from __future__ import annotations

import argparse
import ctypes
import re
import sys
import textwrap
from pathlib import Path
from typing import Any

import tomllib
from boundary.model import (
    ENUM_ROWS,
    ENUMS,
    EVENTS_TOML,
    OPTIONS_TOML,
    PACKAGE,
    Abi,
    Nesting,
    enum_members,
    event_rows,
    field_type,
    nestings,
    parse,
    python_struct_name,
    python_words,
    snake,
    structures,
)
from boundary.write import write_or_check

# What the generated module imports from ctypes, in isort's order.
_CTYPES_NAMES = (
    *("POINTER", "c_char_p", "c_double", "c_int", "c_int32", "c_int64"),
    *("c_size_t", "c_uint32", "c_uint64", "c_void_p"),
)


# Option structs whose Python fields are generated too: a field added to the
# header reaches Python with its type, default and comment, and no Python
# edit. An int32_t field is the enum its comment names first (by prefix),
# a bool when its comment starts with "0 or 1", else an int.
DATACLASSES = {
    "segpager_strip_style": "StripStyleFields",
    "segpager_page_geometry": "PageGeometryFields",
    "segpager_indicator_style": "IndicatorStyleFields",
    "segpager_strip_offset_style": "StripOffsetStyleFields",
    "segpager_spring": "DampedSpringFields",
    "segpager_paging_options": "PagingOptionsFields",
    "segpager_header_style": "HeaderStyleFields",
    "segpager_snap_options": "SnapOptionsFields",
}


def defaults(abi: Abi, library: Path) -> dict[str, dict[str, int | float]]:
    """What each ``segpager_<struct>_init`` writes, field by field.

    Pointer fields are left out: an init leaves them NULL and no option
    class carries them."""
    lib = ctypes.CDLL(str(library))
    classes = structures(abi)
    result = {}
    for name, _, arguments in abi.prototypes:
        struct_name = name.removesuffix("_init")
        if not name.endswith("_init") or struct_name not in classes or len(arguments) != 1:
            continue
        value = classes[struct_name]()
        function = getattr(lib, name)
        function.argtypes = (ctypes.POINTER(classes[struct_name]),)
        function.restype = ctypes.c_int
        status = function(ctypes.byref(value))
        assert status == 0, f"{name} returned {status}"
        result[struct_name] = _fields(value)
    return result


def _fields(value: ctypes.Structure) -> dict[str, Any]:
    """A struct's scalar fields, nested structs as dicts; no pointers, and no
    struct_size or reserved (they are no option)."""
    fields: dict[str, Any] = {}
    for field, ctype, *_ in value._fields_:
        if field == "struct_size" or field.startswith("reserved"):
            continue
        if issubclass(ctype, ctypes.Structure):
            fields[field] = _fields(getattr(value, field))
        elif not issubclass(ctype, (ctypes._Pointer, ctypes.c_void_p, ctypes.c_char_p)):
            fields[field] = getattr(value, field)
    return fields


def _dataclass(abi: Abi, c_name: str, class_name: str, values: dict[str, Any]) -> list[str]:
    """A frozen dataclass of a struct's option fields, defaults from its _init."""
    members = {enum: dict((c, m) for m, c in rows) for enum, rows in enum_members(abi).items()}
    constants = dict(abi.constants)
    out = ["", "", "@dataclass(frozen=True)", f"class {class_name}:"]
    out.append(f'    """The fields of ``{c_name}``, defaults as ``{c_name}_init`` writes them."""')
    out.append("")
    fields = dict(next(fields for name, fields in abi.structs if name == c_name))
    for field, value in values.items():
        comment = abi.comments[c_name].get(field, "")
        kind = field_type(abi, fields[field], comment)
        if kind in members:
            constant = next(c for c, m in members[kind].items() if constants[c] == value)
            default = f"{kind}.{members[kind][constant]}"
        elif kind == "bool":
            default = repr(bool(value))
        else:
            default = repr(value)
        if comment:
            out += [f"    #: {line}" for line in textwrap.wrap(comment, 90)]
        out.append(f"    {field}: {kind} = {default}")
    return out


def hand_classes() -> dict[str, tuple[str, str]]:
    """The package's hand option classes: Swift type name -> (module, the
    generated ``*Fields`` base's C struct)."""
    by_base = {base: c for c, base in DATACLASSES.items()}
    found = {}
    for path in sorted(PACKAGE.glob("[a-z]*.py")):
        for name, base in re.findall(r"^class (\w+)\(_abi\.(\w+Fields)\)", path.read_text(), re.M):
            if base in by_base:
                found[name] = (path.stem, by_base[base])
    return found


def _literal(abi: Abi, c_name: str, field: str, value: Any) -> tuple[str, str]:
    """A C field's Python type and the literal of its value ``value``."""
    comment = abi.comments[c_name].get(field, "")
    kind = field_type(abi, dict(next(f for n, f in abi.structs if n == c_name))[field], comment)
    members = enum_members(abi)
    if kind in members:
        constants = dict(abi.constants)
        member = next(m for m, c in members[kind] if constants[c] == value)
        return kind, f"{kind}.{member}"
    if kind == "bool":
        return kind, repr(bool(value))
    return kind, repr(value)


class _Shapes:
    """The nested Python classes of the options: each value class (a nested
    Swift type with no C struct of its own) and each nested struct's fields."""

    def __init__(self, abi: Abi, init_defaults: dict[str, dict[str, Any]]) -> None:
        self.abi = abi
        self.defaults = init_defaults
        self.nested = nestings(abi)
        self.hand = hand_classes()
        self.values = tomllib.loads(OPTIONS_TOML.read_text()).get("value", {})
        # each value class's fields: (name, C struct, C field of its first use, [defaults])
        self.value_fields: dict[str, dict[str, tuple[str, str, list[Any]]]] = {}
        for nesting in self.nested.values():
            for field, path in nesting.paths.items():
                if len(path) == 1:
                    continue
                swift = nesting.groups[path[:-1]]
                if swift in self.hand or swift in (n.c for n in self.nested.values()):
                    continue
                rows = self.value_fields.setdefault(swift, {})
                first = rows.setdefault(path[-1], (nesting.c, field, []))
                first[2].append(init_defaults[nesting.c][field])
        unknown = set(self.value_fields) ^ set(self.values)
        if unknown:
            raise ValueError(f"options.toml: [value.*] and the nested values differ: {unknown}")

    def value_class(self, swift: str) -> list[str]:
        """A generated value class (``Deceleration``)."""
        spec = self.values[swift]
        out = ["", "", "@dataclass(frozen=True)", f"class {swift}:"]
        doc = textwrap.wrap(spec["doc"], 84)
        out.append(f'    """{doc[0]}')
        out += [f"    {line}" for line in doc[1:]]
        out += ['    """', ""]
        defaulted = False
        for name, (c_name, field, uses) in self.value_fields[swift].items():
            kind, literal = _literal(self.abi, c_name, field, uses[0])
            text = spec.get("fields", {}).get(name) or self.abi.comments[c_name].get(field, "")
            text = self.nested[c_name].python_words(text)
            out += [f"    #: {line}" for line in textwrap.wrap(text, 90)]
            if all(use == uses[0] for use in uses):
                out.append(f"    {name}: {kind} = {literal}")
                defaulted = True
            elif defaulted:
                raise ValueError(f"{swift}.{name}: no default after a default")
            else:
                out.append(f"    {name}: {kind}")
        return out

    def value_docs(self) -> dict[str, dict[str, str]]:
        """Each value class's field texts (for help())."""
        docs: dict[str, dict[str, str]] = {}
        for swift, rows in self.value_fields.items():
            for name, (c_name, field, _) in rows.items():
                own = self.values[swift].get("fields", {}).get(name)
                docs.setdefault(swift, {})[name] = self.nested[c_name].python_words(
                    own or self.abi.comments[c_name].get(field, "")
                )
        return docs

    def _group(self, nesting: Nesting, prefix: tuple[str, ...]) -> str:
        """The literal of the nested value at ``prefix``, with the struct's defaults."""
        swift = nesting.groups[prefix]
        parts: dict[str, str] = {}
        for field, path in nesting.paths.items():
            if path[: len(prefix)] != prefix or path[len(prefix)] in parts:
                continue
            if len(path) == len(prefix) + 1:
                parts[path[-1]] = _literal(
                    self.abi, nesting.c, field, self.defaults[nesting.c][field]
                )[1]
            else:
                parts[path[len(prefix)]] = self._group(nesting, path[: len(prefix) + 1])
        return f"{swift}(" + ", ".join(f"{k}={v}" for k, v in parts.items()) + ")"

    def fields_class(self, nesting: Nesting, class_name: str) -> list[str]:
        """The nested ``*Fields`` dataclass of a struct (``PagerConfigurationFields``)."""
        c_name = nesting.c
        out = ["", "", "@dataclass(frozen=True)", f"class {class_name}:"]
        out.append(
            f'    """The fields of ``{c_name}``, nested as Swift nests them, defaults as '
            f'``{c_name}_init`` writes them."""'
        )
        out.append("")
        seen = set()
        for field, path in nesting.paths.items():
            if path[0] in seen:
                continue
            seen.add(path[0])
            if len(path) == 1:
                kind, literal = _literal(self.abi, c_name, field, self.defaults[c_name][field])
                comment = self.abi.comments[c_name].get(field, "")
                out += [
                    f"    #: {line}" for line in textwrap.wrap(nesting.python_words(comment), 90)
                ]
                out.append(f"    {path[0]}: {kind} = {literal}")
                continue
            swift = nesting.groups[path[:1]]
            carried = [f for f, p in nesting.paths.items() if p[0] == path[0]]
            out.append(f"    #: {swift}; C: {', '.join(carried)}")
            out.append(f"    {path[0]}: {swift} = {self._group(nesting, path[:1])}")
        return out

    def docs(self, nesting: Nesting) -> dict[str, str]:
        """Each top-level Python field's text (for help())."""
        texts: dict[str, str] = {}
        for field, path in nesting.paths.items():
            if path[0] in texts:
                continue
            if len(path) == 1:
                texts[path[0]] = nesting.python_words(self.abi.comments[nesting.c].get(field, ""))
                continue
            swift = nesting.groups[path[:1]]
            carried = [f for f, p in nesting.paths.items() if p[0] == path[0]]
            texts[path[0]] = f"a {swift} (C: {', '.join(carried)})"
        return texts

    def uses_hand_class(self, nesting: Nesting) -> bool:
        return any(swift in self.hand for swift in nesting.groups.values())


def render(abi: Abi, init_defaults: dict[str, dict[str, int | float]], header: str) -> str:
    """The text of ``_generated/abi.py``."""
    out = [
        f'"""The C ABI of {header}, generated: do not edit.',
        "",
        "Written by tools/gen_abi.py (pycparser over the preprocessed header, and",
        "the built library's *_init functions for DEFAULTS); `make abi` rewrites it",
        'and `make check-abi` fails when it is stale."""',
        "",
        "# ruff: noqa: E501",
        "",
        "from __future__ import annotations",
        "",
        "import ctypes",
        "from ctypes import (",
        "CTYPES_IMPORTS",
        ")",
        "from dataclasses import dataclass",
        "from enum import Enum, IntEnum",
        "from typing import Any, Final",
        "",
        "# --- constants: every #define SEGPAGER_* ----------------------------------",
        "",
    ]
    for name, value in abi.constants:
        if name in abi.aliases:
            out.append(f"{name}: Final = {abi.aliases[name]}  # deprecated")
        else:
            out.append(f"{name}: Final = {value!r}")
    out += ["", "# --- statuses: SEGPAGER_STATUS_MAP (name, code, sentence) -----------------", ""]
    for status, code, _ in abi.statuses:
        out.append(f"SEGPAGER_{status}: Final = {code}")
    out += ["", "STATUSES: Final[tuple[tuple[str, int, str], ...]] = ("]
    out += [f"    ({f'SEGPAGER_{s}'!r}, {code}, {text!r})," for s, code, text in abi.statuses]
    out += [")", ""]
    integers = [name for name, value in abi.constants if isinstance(value, int)]
    integers += [f"SEGPAGER_{status}" for status, _, _ in abi.statuses]
    floats = [name for name, value in abi.constants if isinstance(value, float)]
    out.append("#: Every integer constant by name (the statuses included).")
    out.append("CONSTANTS: Final[dict[str, int]] = {")
    out += [f"    {name!r}: {name}," for name in integers]
    out += [
        "}",
        "#: Every floating-point constant by name.",
        "FLOAT_CONSTANTS: Final[dict[str, float]] = {",
    ]
    out += [f"    {name!r}: {name}," for name in floats]
    out += ["}", "#: Deprecated constant names and the names that replace them."]
    out.append("DEPRECATED: Final[dict[str, str]] = {")
    out += [f"    {old!r}: {new!r}," for old, new in abi.aliases.items()]
    out += [
        "}",
        "",
        "# --- enums: the constants of one prefix as an IntEnum --------------------",
        "",
    ]
    out += [
        "",
        "class SegPagerEnum(IntEnum):",
        '    """An ``IntEnum`` that prints its name (``PagerPhase.DRAGGING``): it',
        '    passes to C as its value, and ``format`` with a spec (``f"{x:d}"``)',
        '    formats that value."""',
        "",
        "    def __str__(self) -> str:",
        "        return Enum.__str__(self)",
        "",
        "    def __format__(self, spec: str) -> str:",
        "        return Enum.__str__(self) if not spec else int.__format__(int(self), spec)",
        "",
        "    @classmethod",
        "    def _document(cls, notes: dict[str, str]) -> None:",
        '        """Gives each member named in ``notes`` that note (its constant\'s',
        '        comment) as its ``__doc__``."""',
        "        for member, note in notes.items():",
        "            cls[member].__doc__ = note",
        "",
    ]
    members = enum_members(abi)
    for name, doc, _ in ENUMS:
        # Each member's doc is its constant's comment in the header.
        notes = [(m, abi.constant_comments.get(c, "")) for m, c in members[name]]
        lines = [doc, "", "Members:", ""]
        for member, note in notes:
            lines += textwrap.wrap(f"- ``{member}``: {note}" if note else f"- ``{member}``", 84,
                                   subsequent_indent="  ")  # fmt: skip
        body = "\n".join(
            f"    {line}".replace("\\", "\\\\") if line else "" for line in lines
        ).lstrip()
        out += ["", f"class {name}(SegPagerEnum):", f'    """{body}\n    """', ""]
        out += [f"    {member} = {constant}" for member, constant in members[name]]
        out += [""]
        if any(note for _, note in notes):
            out.append(f"{name}._document({{")
            out += [f"    {member!r}: {note!r}," for member, note in notes if note]
            out.append("})")
    out += [
        "",
        "# --- events: bindings/abi/events.toml ------------------------------------",
        "",
        "#: Each event kind: (Python class, SEGPAGER_EVENT_* kind, JSON name,",
        "#: ((attribute, segpager_event field), ...), ((attribute, flag bit), ...)).",
        "#: A field is the one the kind's value is written to (a union's first",
        "#: member: a pointer's x goes in `offset`).",
        "EventRow = tuple[str, int, str, tuple[tuple[str, str], ...], tuple[tuple[str, int], ...]]",
        "EVENTS: Final[tuple[EventRow, ...]] = (",
    ]
    for python, constant, json_name, fields, flags in event_rows(abi):
        field_text = "".join(f"({a!r}, {f!r}), " for a, f in fields).rstrip(" ")
        flag_text = "".join(f"({a!r}, {f}), " for a, f in flags).rstrip(" ")
        out.append(f"    ({python!r}, {constant}, {json_name!r}, ({field_text}), ({flag_text})),")
    out += [")", ""]
    out += ["", "# --- structs: one per typedef struct, fields in the header's order -------", ""]
    for c_name, fields in abi.structs:
        for _, union_name, union_members in abi.unions.get(c_name, []):
            out += ["", f"class {union_name}(ctypes.Union):"]
            out += [f'    """An anonymous union of ``{c_name}``."""', "", "    _fields_ = ("]
            out += [f"        ({member!r}, {expression})," for member, expression in union_members]
            out += ["    )", ""]
        out += ["", f"class {python_struct_name(c_name)}(ctypes.Structure):"]
        out.append(f'    """``{c_name}``."""')
        out.append("")
        anonymous = tuple(field for field, _, _ in abi.unions.get(c_name, []))
        if anonymous:
            out.append(f"    _anonymous_ = {anonymous!r}")
        out.append("    _fields_ = (")
        out += [f"        ({field!r}, {expression})," for field, expression in fields]
        out += ["    )", ""]
    out += ["", "#: The header's comment beside each field of each struct (option docs)."]
    out.append("FIELD_DOCS: Final[dict[str, dict[str, str]]] = {")
    for c_name, _ in abi.structs:
        documented = {f: python_words(c) for f, c in abi.comments.get(c_name, {}).items() if c}
        if documented:
            out.append(f"    {c_name!r}: {{")
            out += [f"        {field!r}: {comment!r}," for field, comment in documented.items()]
            out.append("    },")
    out += ["}", ""]
    out += ["", "STRUCTS: Final[dict[str, type[ctypes.Structure]]] = {"]
    out += [f"    {c_name!r}: {python_struct_name(c_name)}," for c_name, _ in abi.structs]
    out += ["}", "", "#: Opaque handle types: a pointer to one travels as ``c_void_p``."]
    out.append(f"OPAQUE: Final = {tuple(abi.opaque)!r}")
    out += ["", "# --- prototypes: (restype, argtypes) of every SEGPAGER_API function -------", ""]
    out.append("PROTOTYPES: Final[dict[str, tuple[Any, tuple[Any, ...]]]] = {")
    for name, restype, arguments in abi.prototypes:
        joined = ", ".join(arguments) + ("," if len(arguments) == 1 else "")
        out.append(f"    {name!r}: ({restype}, ({joined})),")
    out += [
        "}",
        "",
        "# --- defaults: what each segpager_<struct>_init writes -------------------",
        "",
    ]
    out.append("DEFAULTS: Final[dict[str, dict[str, Any]]] = {")
    for struct_name, values in init_defaults.items():
        out.append(f"    {struct_name!r}: {{")
        out += [f"        {field!r}: {value!r}," for field, value in values.items()]
        out.append("    },")
    out.append("}")
    shapes = _Shapes(abi, init_defaults)
    out += [
        "",
        "",
        "# --- nested values: Swift types the options nest, with no C struct " + "-" * 6,
        "",
    ]
    for swift in shapes.value_fields:
        out += shapes.value_class(swift)
    out += ["", "", "# --- option fields: generated dataclasses (DATACLASSES) " + "-" * 18, ""]
    for c_name, class_name in DATACLASSES.items():
        if c_name in shapes.nested and not shapes.uses_hand_class(shapes.nested[c_name]):
            out += shapes.fields_class(shapes.nested[c_name], class_name)
        else:
            out += _dataclass(abi, c_name, class_name, init_defaults[c_name])
    out += ["", "", "# --- nesting: where the Python value of a nested struct holds each field", ""]
    out.append("#: Each nested struct's C fields and their Python attribute paths.")
    out.append("PATHS: Final[dict[str, dict[str, tuple[str, ...]]]] = {")
    for c_name, nesting in shapes.nested.items():
        out.append(f"    {c_name!r}: {{")
        out += [f"        {field!r}: {path!r}," for field, path in nesting.paths.items()]
        out.append("    },")
    out += ["}", "", "#: The Python fields a nested struct's C struct does not hold, and why."]
    out.append("NOT_CARRIED: Final[dict[str, dict[str, str]]] = {")
    for c_name, nesting in shapes.nested.items():
        if nesting.not_carried:
            out.append(f"    {c_name!r}: {nesting.not_carried!r},")
    out += ["}", "", "#: The text of each nested struct's top-level Python fields (help())."]
    out.append("NESTED_DOCS: Final[dict[str, dict[str, str]]] = {")
    for c_name, nesting in shapes.nested.items():
        out.append(f"    {c_name!r}: {{")
        out += [f"        {k!r}: {v!r}," for k, v in shapes.docs(nesting).items()]
        out.append("    },")
    out += ["}", "", "#: The text of each value class's fields (help())."]
    out.append("VALUE_DOCS: Final[dict[str, dict[str, str]]] = {")
    for swift, texts in shapes.value_docs().items():
        out.append(f"    {swift!r}: {{")
        out += [f"        {k!r}: {v!r}," for k, v in texts.items()]
        out.append("    },")
    out.append("}")
    text = "\n".join(out) + "\n"
    used = [name for name in _CTYPES_NAMES if re.search(rf"\b{name}\b", text)]
    return text.replace("CTYPES_IMPORTS\n", "".join(f"    {name},\n" for name in used))


def render_events(abi: Abi) -> str:
    """The text of ``_generated/events.py``: one frozen dataclass an event kind, its
    fields, types, defaults and docstring from events.toml."""
    enums = {str(row["swift"]): str(row["name"]) for row in ENUM_ROWS if "swift" in row}
    used: set[str] = set()
    classes = []
    out: list[str] = []
    for kind, row in tomllib.loads(EVENTS_TOML.read_text()).items():
        name = "".join(word.capitalize() for word in kind.split("_"))
        classes.append(name)
        defaults = dict(row.get("defaults", {}))
        doc = str(row["doc"]).replace("\n", "\n    ")
        out += ["", "", "@fast_init", "@dataclass(frozen=True, slots=True)", f"class {name}:"]
        out += [f'    """{doc}"""', "", "    time: float"]
        members = [
            (snake(spec if isinstance(spec, str) else spec["label"]), spec)
            for spec in row.get("fields", {}).values()
        ]
        for attribute, spec in members:
            if isinstance(spec, dict):
                python = enums[spec["enum"]]
                used.add(python)
                default = f" = {python}.{defaults[attribute]}" if attribute in defaults else ""
                out.append(f"    {attribute}: {python}{default}")
            else:
                member = next(m for m, s in row["fields"].items() if s == spec)
                kind_of = "int" if member == "index" else "float"
                default = f" = {defaults[attribute]!r}" if attribute in defaults else ""
                out.append(f"    {attribute}: {kind_of}{default}")
        for label in row.get("flags", {}).values():
            attribute = snake(label)
            default = f" = {defaults[attribute]!r}" if attribute in defaults else ""
            out.append(f"    {attribute}: bool{default}")
    head = [
        '"""The pager\'s events, generated from bindings/abi/events.toml by',
        'tools/gen_abi.py: do not edit (`make abi`; `make check-abi`)."""',
        "",
        "from __future__ import annotations",
        "",
        "from dataclasses import dataclass",
        "",
    ]
    head += ["from .._event_init import fast_init"]
    head += [f"from .abi import {', '.join(sorted(used))}"] if used else []
    # the names pager.py re-exports and segpager's __init__ lists: each kind once, here
    head += ["", "__all__ = [", *(f'    "{c}",' for c in sorted(["Event", *classes])), "]"]
    tail = ["", "", "Event = (", *(f"    {'|' if k else ' '} {c}" for k, c in enumerate(classes))]
    tail[-len(classes)] = f"    {classes[0]}"
    tail += [")", ""]
    return "\n".join(head + out + tail)


def event_classes() -> list[str]:
    """The event classes' names, in events.toml's order."""
    kinds = tomllib.loads(EVENTS_TOML.read_text())
    return ["".join(word.capitalize() for word in kind.split("_")) for kind in kinds]


def render_event_names() -> str:
    """``_generated/event_names.py``: the event classes' names alone, for segpager's
    lazy ``__init__``, which lists them without importing ``_events``."""
    return "\n".join([
        '"""The event classes\' names, generated from bindings/abi/events.toml by',
        "tools/gen_abi.py: do not edit (`make abi`; `make check-abi`). segpager's",
        "lazy __init__ lists them from here at run time: importing events, which",
        '__all__ names them for type checkers and the docs, would load the ABI."""',
        "",
        "EVENT_CLASSES = (",
        *(f'    "{name}",' for name in sorted(["Event", *event_classes()])),
        ")",
        "",
    ])  # fmt: skip


def render_configuration(abi: Abi, init_defaults: dict[str, dict[str, Any]], header: str) -> str:
    """``_generated/configuration.py``: the fields of each nested struct that nests a
    hand class (the pager configuration nests PageGeometry, DampedSpring and
    PagingOptions), which abi.py cannot import."""
    shapes = _Shapes(abi, init_defaults)
    chosen = [n for n in shapes.nested.values() if shapes.uses_hand_class(n)]
    used: dict[str, set[str]] = {}
    body: list[str] = []
    for nesting in chosen:
        body += shapes.fields_class(nesting, python_struct_name(nesting.c)[1:] + "Fields")
    text = "\n".join(body)
    for swift, (module, _) in shapes.hand.items():
        if re.search(rf"\b{swift}\(", text):
            used.setdefault(module, set()).add(swift)
    from_abi = sorted(
        name
        for name in [*shapes.value_fields, *(e for e, _, _ in ENUMS)]
        if re.search(rf"\b{name}\b", text)
    )
    out = [
        f'"""The nested option fields of {header} that hold the package\'s own',
        "classes, generated: do not edit.",
        "",
        "Written by tools/gen_abi.py from the header and bindings/abi/options.toml",
        '(`make abi`; `make check-abi` fails when it is stale)."""',
        "",
        "# ruff: noqa: E501",
        "",
        "from __future__ import annotations",
        "",
        "from dataclasses import dataclass",
        "",
    ]
    for module, names in sorted(used.items()):  # the parent package's first, as isort puts them
        out.append(f"from ..{module} import {', '.join(sorted(names))}")
    out.append("from .abi import (")
    out += [f"    {name}," for name in from_abi]
    out.append(")")
    return "\n".join(out + body) + "\n"


def render_version(abi: Abi, header: str) -> str:
    """The text of ``_generated/version.py``: the version alone, so that reading it
    (setuptools, ``import segpager``) loads neither ctypes nor the ABI."""
    version = dict(abi.constants)["SEGPAGER_VERSION_STRING"]
    return (
        f'"""The package\'s version, generated from {header}\'s SEGPAGER_VERSION_*\n'
        'by tools/gen_abi.py: do not edit (`make abi`; `make check-abi`)."""\n\n'
        f'__version__ = "{version}"\n'
    )


def render_swift_version(abi: Abi, header: str) -> str:
    """The text of the Swift core's ``Version.swift``."""
    constants = dict(abi.constants)
    return (
        f"// Generated from {header}'s SEGPAGER_VERSION_* by\n"
        "// bindings/python/tools/gen_abi.py: do not edit (`make abi`; `make check-abi`).\n\n"
        "/// The release this core is, as the C header states it (its\n"
        "/// `SEGPAGER_VERSION_*` macros are the one place the version is written).\n"
        "public enum SegPagerVersion {\n"
        "    /// Changes that break callers.\n"
        f"    public static let major = {constants['SEGPAGER_VERSION_MAJOR']}\n"
        "    /// Additions.\n"
        f"    public static let minor = {constants['SEGPAGER_VERSION_MINOR']}\n"
        "    /// Fixes.\n"
        f"    public static let patch = {constants['SEGPAGER_VERSION_PATCH']}\n"
        '    /// "MAJOR.MINOR.PATCH".\n'
        f'    public static let string = "{constants["SEGPAGER_VERSION_STRING"]}"\n'
        "}\n"
    )


#: ``_generated/__init__.py``: what the folder is (written too, so that
#: nothing under it is edited by hand).
PACKAGE_DOC = (
    '"""What tools/gen_abi.py writes from segpager.h and bindings/abi/*.toml:\n'
    "abi.py (constants, enums, structs, prototypes, defaults), events.py,\n"
    "event_names.py, configuration.py and version.py. Do not edit anything\n"
    '(`make abi` rewrites it; `make check-abi` fails on a hand edit)."""\n'
)


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--header", type=Path, required=True)
    arguments.add_argument("--library", type=Path, required=True)
    arguments.add_argument("--output", type=Path, required=True)
    arguments.add_argument("--swift-version", type=Path, help="also the Swift core's Version.swift")
    arguments.add_argument("--check", action="store_true", help="fail if an output is stale")
    options = arguments.parse_args()
    abi = parse(options.header)
    text = render(abi, defaults(abi, options.library), options.header.name)
    version = render_version(abi, options.header.name)
    fresh = write_or_check(options.output, text, options.check)
    configuration = render_configuration(abi, defaults(abi, options.library), options.header.name)
    fresh &= write_or_check(
        options.output.with_name("configuration.py"), configuration, options.check
    )
    fresh &= write_or_check(options.output.with_name("version.py"), version, options.check)
    events = render_events(abi)
    fresh &= write_or_check(options.output.with_name("events.py"), events, options.check)
    names = render_event_names()
    fresh &= write_or_check(options.output.with_name("event_names.py"), names, options.check)
    fresh &= write_or_check(options.output.with_name("__init__.py"), PACKAGE_DOC, options.check)
    if options.swift_version:
        swift = render_swift_version(abi, options.header.name)
        fresh &= write_or_check(options.swift_version, swift, options.check)
    return 0 if fresh else 1


if __name__ == "__main__":
    sys.exit(main())
