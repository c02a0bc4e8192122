"""Generate bindings/js/generated/abi.js, the JavaScript mirror of the C ABI for wasm32.

The same reading of the header as every generator (``boundary.model``: the C preprocessor, then
pycparser, and the tables of ``bindings/abi/``), written for the web door's
WebAssembly module, where ``size_t`` and pointers are 4 bytes:

- every ``SEGPAGER_*`` constant that is no enum member, and the version;
- the statuses of ``SEGPAGER_STATUS_MAP`` with their sentences;
- each enum family of ``enums.toml`` as a frozen object, NAME -> value;
- each struct's wasm32 layout: its size and each field's offset and kind
  (``f64``, ``i32``, ``u32``, ``i64``, ``ptr`` or another struct), a
  union's members at the union's offset;
- each struct's option paths: a field's JavaScript path is its Swift key
  path (``options.toml``), as Python's is in snake_case: ``settleSpring.
  dampingRatio`` for ``spring_damping_ratio``, with its kind (an enum's
  name, ``bool`` for a 0-or-1 flag);
- the event kinds of ``events.toml``: constant, JSON name, the fields each
  reads (by their Swift labels) and its flags.

Defaults are not copied: the JavaScript layer calls the module's own
``*_init`` functions. With ``--clang`` (``make check-abi`` passes the Swift
toolchain's) the layouts are compiled as ``_Static_assert``s for wasm32
first, so a layout rule this file gets wrong fails the build.

Usage::

    python tools/gen_js.py --header bindings/c/segpager.h --output bindings/js/generated/abi.js
    python tools/gen_js.py ... --check   # exit 1 if the output is stale
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

import tomllib
from boundary.model import (
    ENUMS,
    ENUMS_TOML,
    EVENTS_TOML,
    OPTIONS_TOML,
    PACKAGE,
    Abi,
    enum_members,
    event_rows,
    field_type,
    nestings,
    parse,
    python_struct_name,
)
from boundary.write import write_or_check

# A C scalar's wasm32 size (its alignment too) and the kind JavaScript reads
# it as. size_t and pointers are 32 bits on wasm32.
_WASM32 = {
    "c_double": (8, "f64"),
    "c_int": (4, "i32"),
    "c_int32": (4, "i32"),
    "c_uint32": (4, "u32"),
    "c_int64": (8, "i64"),
    "c_uint64": (8, "u64"),
    "c_size_t": (4, "u32"),
    "c_void_p": (4, "ptr"),
    "c_char_p": (4, "ptr"),
}

Layout = dict[str, Any]  # {"size", "align", "fields": {name: [offset, kind]}}


def _scalar(expression: str) -> tuple[int, str] | None:
    if expression.startswith("POINTER("):
        return 4, "ptr"
    return _WASM32.get(expression)


def layouts(abi: Abi) -> dict[str, Layout]:
    """Each struct's wasm32 layout, by C name without ``segpager_``: the
    System V rules clang applies (each field at its alignment, the size a
    multiple of the largest alignment)."""
    by_class = {python_struct_name(name): name for name, _ in abi.structs}
    result: dict[str, Layout] = {}

    def size_of(expression: str) -> tuple[int, int, str]:
        scalar = _scalar(expression)
        if scalar:
            return scalar[0], scalar[0], scalar[1]
        inner = result[by_class[expression].removeprefix("segpager_")]
        return inner["size"], inner["align"], by_class[expression].removeprefix("segpager_")

    for c_name, fields in abi.structs:
        unions = {field: members for field, _, members in abi.unions.get(c_name, [])}
        offset, align, placed = 0, 1, {}
        for field, expression in fields:
            members = unions.get(field, [(field, expression)])
            sizes = [size_of(member_type) for _, member_type in members]
            size = max(s for s, _, _ in sizes)
            field_align = max(a for _, a, _ in sizes)
            offset = -(-offset // field_align) * field_align
            for (member, _), (_, _, kind) in zip(members, sizes, strict=True):
                placed[member] = [offset, kind]
            offset += size
            align = max(align, field_align)
        size = -(-offset // align) * align
        result[c_name.removeprefix("segpager_")] = {"size": size, "align": align, "fields": placed}
    return result


def static_asserts(computed: dict[str, Layout]) -> str:
    """A C file that compiles only where each layout is the compiler's:
    ``_Static_assert`` on every struct's size and every field's offset."""
    lines = ["#include <stddef.h>", '#include "segpager.h"']
    for name, layout in computed.items():
        struct = f"segpager_{name}"
        lines.append(f'_Static_assert(sizeof({struct}) == {layout["size"]}, "{struct}");')
        for field, (offset, _) in layout["fields"].items():
            lines.append(
                f'_Static_assert(offsetof({struct}, {field}) == {offset}, "{struct}.{field}");'
            )
    return "\n".join(lines) + "\n"


def verify(computed: dict[str, Layout], header: Path, clang: str) -> str | None:
    """Compiles ``static_asserts(computed)`` with ``clang --target=wasm32``;
    None when every layout holds, else the compiler's complaint."""
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "layouts.c"
        source.write_text(static_asserts(computed))
        run = subprocess.run(
            [clang, "--target=wasm32-unknown-unknown", "-std=c11", "-fsyntax-only",
             "-ffreestanding", f"-I{header.parent}", str(source)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
    return None if run.returncode == 0 else run.stderr


def _camel(snake: str) -> str:
    head, *rest = snake.split("_")
    return head + "".join(word.capitalize() for word in rest)


def _kind(abi: Abi, c_name: str, field: str, expression: str) -> str:
    """A field's JavaScript kind: its wasm32 scalar, or for an int32 option
    the enum its comment names, or ``bool`` for a 0-or-1 flag."""
    scalar = _scalar(expression)
    assert scalar, (c_name, field, expression)
    if scalar[1] == "i32" or scalar[1] == "u32":
        comment = abi.comments.get(c_name, {}).get(field, "")
        if re.search(r"\b0 or 1\b", comment):
            return "bool"  # (a flag whose comment names its bit: pager_header.snap)
        if _bits(abi, c_name, field):
            return scalar[1]  # bits, not one enum's value
        if re.search(r"SEGPAGER_[A-Z0-9_]+", comment):
            kind = field_type(abi, "c_int32", comment)
            return "i32" if kind == "int" else kind
    return scalar[1]


def _bits(abi: Abi, c_name: str, field: str) -> bool:
    """Whether a field holds a set of SEGPAGER_*FLAG_* bits (header_section's
    flags), which every door spells as named options (Python's HeaderSection
    ``snaps`` and ``scroll_flags``, JavaScript's ``snaps`` and ``scrollFlags``)
    and the door's writer puts together: no option of its own."""
    comment = abi.comments.get(c_name, {}).get(field, "")
    # (a 0-or-1 flag that names its bit is a bool: pager_header.snap)
    return re.search(r"SEGPAGER_\w*FLAG_", comment) is not None and not re.search(
        r"\b0 or 1\b", comment
    )


def option_paths(abi: Abi) -> dict[str, list[list[Any]]]:
    """Each options struct (one with an ``_init``): [JavaScript path, C
    field, kind, wasm32 offset, scalar, and the C value of null where it
    has one] a field, in header order. The path
    is Python's in lowerCamelCase (Swift's key path, a Bool's ``is``
    dropped); a field that is a struct of numbers (a colour) is its
    members, ``normalColor.red`` at ``normal_color.red``."""
    nested = nestings(abi)
    structs = dict(abi.structs)
    placed = layouts(abi)
    by_class = {python_struct_name(name): name for name in structs}
    initialised = [name.removesuffix("_init") for name, _, _ in abi.prototypes]
    table = tomllib.loads(OPTIONS_TOML.read_text())
    result = {}
    for c_name, fields in structs.items():
        if c_name not in initialised or c_name.endswith("_buffers"):
            continue
        short = c_name.removeprefix("segpager_")
        rows: list[list[Any]] = []
        for field, expression in fields:
            if field == "struct_size" or field.startswith("reserved") or field.startswith("_"):
                continue
            python = nested[c_name].paths[field] if c_name in nested else (field,)
            path = ".".join(_camel(part) for part in python)
            offset, scalar = placed[short]["fields"][field]
            if expression in by_class:  # a struct of numbers: its members
                inner = by_class[expression]
                for member, _ in structs[inner]:
                    at, kind = placed[inner.removeprefix("segpager_")]["fields"][member]
                    rows.append(
                        [f"{path}.{_camel(member)}", f"{field}.{member}", kind, offset + at, kind]
                    )
                continue
            if _scalar(expression) is None or scalar == "ptr":
                continue
            if _bits(abi, c_name, field):
                continue  # spelled as named options (a section's snaps, scrollFlags)
            row = [path, field, _kind(abi, c_name, field, expression), offset, scalar]
            none = _none(abi, c_name, field, table.get(c_name, {}).get("fields", {}).get(field))
            rows.append(row if none is None else [*row, none])
        result[short] = rows
    return result


def _none(abi: Abi, c_name: str, field: str, spec: Any) -> int | float | None:
    """The C value a field takes for JavaScript's null (Swift's nil, Python's
    None): options.toml's `none`, or the "-1 = unbounded" its comment
    documents; None where null is no value of the field."""
    if isinstance(spec, dict) and "none" in spec:
        return spec["none"]  # type: ignore[no-any-return]
    found = re.search(r"(-1) = unbounded", abi.comments.get(c_name, {}).get(field, ""))
    return int(found.group(1)) if found else None


def _error_classes() -> dict[str, str]:
    """Python's error class of each status (segpager/errors.py states them
    once: ``class OutOfRangeError(SegPagerError, ValueError, status=...)``)."""
    text = (PACKAGE / "errors.py").read_text()
    pattern = r"^class (\w+)\(SegPagerError, \w+, status=_abi\.SEGPAGER_(\w+)\)"
    found = re.findall(pattern, text, re.M)
    if not found:
        raise ValueError("segpager/errors.py: no error class with a status")
    return {status: name for name, status in found}


def _event_defaults(abi: Abi, kind: str) -> dict[str, Any]:
    """An event kind's defaults (events.toml), by JavaScript label; an
    enum's (given by member name) as its value."""
    row = tomllib.loads(EVENTS_TOML.read_text())[kind]
    enums = {
        spec["label"]: spec["enum"]
        for spec in row.get("fields", {}).values()
        if isinstance(spec, dict)
    }
    swift_to_family = {
        str(enum.get("swift", enum["name"])): enum["prefix"]
        for enum in tomllib.loads(ENUMS_TOML.read_text())["enum"]
    }
    values = dict(abi.constants)
    result: dict[str, Any] = {}
    for attribute, value in row.get("defaults", {}).items():
        label = _camel(attribute)
        if label in enums:
            value = values[swift_to_family[enums[label]] + value]
        result[label] = value
    return result


def _dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def render(abi: Abi, header: str) -> str:
    """The module's text."""
    members = enum_members(abi)
    in_enum = {constant for rows in members.values() for _, constant in rows}
    values = dict(abi.constants)
    constants = {
        name.removeprefix("SEGPAGER_"): value
        for name, value in abi.constants
        if name not in in_enum and name not in abi.aliases and not name.endswith("_")
    }
    enums = {
        name: {member: values[constant] for member, constant in members[name]}
        for name, _, _ in ENUMS
    }
    events = [
        {
            "name": python,
            "kind": values[constant],
            "json": json_name,
            "fields": [[_camel(attribute), slot] for attribute, slot in fields],
            "flags": [[_camel(attribute), values[flag]] for attribute, flag in flags],
            "defaults": _event_defaults(abi, json_name.upper()),
        }
        for python, constant, json_name, fields, flags in event_rows(abi)
    ]

    out = [
        f"// Generated from bindings/c/{header} and bindings/abi/*.toml by",
        "// bindings/python/tools/gen_js.py: do not edit (`make abi`; `make check-abi`).",
        "// The C ABI as the wasm32 module sees it: size_t and pointers are 4 bytes.",
        "",
        f"export const VERSION = {_dump(constants['VERSION_STRING'])};",
        "",
    ]
    tables: list[tuple[str, str, list[str]]] = [
        (
            "The header's SEGPAGER_* constants that are no enum member, prefix dropped.",
            "constants",
            [f"{name}: {_dump(value)}" for name, value in constants.items()],
        ),
        (
            "SEGPAGER_STATUS_MAP: [name, code, sentence] a status.",
            "STATUSES[]",
            [_dump([name, code, text]) for name, code, text in abi.statuses],
        ),
        (
            "The error class of each failing status, as Python's segpager.errors names it.",
            "ERROR_CLASSES",
            [f"{status}: {_dump(name)}" for status, name in _error_classes().items()],
        ),
        (
            "The enum families (bindings/abi/enums.toml), each NAME -> value.",
            "ENUMS",
            [f"{name}: Object.freeze({_dump(rows)})" for name, rows in enums.items()],
        ),
        (
            "Each struct's wasm32 layout (by C name without segpager_): size, alignment, and"
            " each field's [offset, kind].",
            "LAYOUTS",
            [f"{name}: {_dump(layout)}" for name, layout in layouts(abi).items()],
        ),
        (
            "Each options struct's fields as [path, C field, kind, offset, scalar, null?]: the"
            " path is Swift's key path (a Bool's `is` dropped), the kind an enum's name, 'bool',"
            " 'f64', 'i32' or 'u32', the scalar how it is stored, and null's C value where the"
            " field takes null (Swift's nil).",
            "OPTIONS",
            [f"{name}: {_dump(rows)}" for name, rows in option_paths(abi).items()],
        ),
        (
            "The event kinds: class name, SEGPAGER_EVENT_* value, JSON name, the [label,"
            " segpager_event field] each reads, its [label, flag] bits and its defaults.",
            "EVENTS[]",
            [_dump(event) for event in events],
        ),
    ]
    for doc, name, rows in tables:
        array = name.endswith("[]")
        opening, closing = ("[", "]") if array else ("{", "}")
        out.append("/** " + "\n * ".join(textwrap.wrap(doc, 74)) + " */")
        out.append(f"export const {name.removesuffix('[]')} = Object.freeze({opening}")
        out += [f"  {row}," for row in rows]
        out += [f"{closing});", ""]
    out.append("/** Each enum family by its name (their docs: abi.d.ts). */")
    out.append(f"export const {{ {', '.join(enums)} }} = ENUMS;")
    out.append("")
    out += _EVENT_CONSTRUCTORS.splitlines()
    out.append("export const {")
    names = ", ".join(str(event["name"]) for event in events) + ","
    out += [f"  {line}" for line in textwrap.wrap(names, 100)]
    out += ["} = events;", ""]
    return "\n".join(out)


# The event constructors, one a kind of EVENTS; their names are exported
# one by one after it (render), so an event kind is one row of events.toml.
_EVENT_CONSTRUCTORS = """\
/** The event constructors, one per kind (`Tick(time)`, `DragMoved(time,
 * pageOffset)`, `PointerDown(time, x, y, region)`, ...): each returns a
 * plain object `{ type, time, ...fields }`, which `Pager.step` also takes
 * written by hand. Arguments follow the kind's fields, then its flags; the
 * optional ones take their defaults (a Select is animated, a PointerDown is
 * on the PAGES). */
export const events = Object.freeze(Object.fromEntries(EVENTS.map((event) => {
  const labels = [...event.fields.map(([label]) => label), ...event.flags.map(([label]) => label)];
  const make = { [event.name]: (time, ...values) => {
    const made = { type: event.json, time };
    labels.forEach((label, k) => {
      made[label] = values[k] === undefined ? event.defaults[label] : values[k];
    });
    return made;
  } }[event.name];
  return [event.name, make];
})));
"""


def _type_name(c_name: str) -> str:
    """``segpager_pager_configuration`` -> ``PagerConfiguration``."""
    return python_struct_name(c_name).removeprefix("C")


_TS_KINDS = {"f64": "number", "i32": "number", "u32": "number", "bool": "boolean"}


def render_types(abi: Abi, header: str) -> str:
    """abi.d.ts: the TypeScript declarations of abi.js, and an interface per
    options struct, nested as Swift's value, each field with its header
    comment."""
    members = enum_members(abi)
    values = dict(abi.constants)
    out = [
        f"// Generated from bindings/c/{header} and bindings/abi/*.toml by",
        "// bindings/python/tools/gen_js.py: do not edit (`make abi`; `make check-abi`).",
        "",
        "export declare const VERSION: string;",
        "export declare const constants: Readonly<Record<string, number | string>>;",
        "export declare const STATUSES: ReadonlyArray<readonly [string, number, string]>;",
        "export declare const ERROR_CLASSES: Readonly<Record<string, string>>;",
        "",
    ]
    out.append("/** An enum's value, or its member's name (`WidthMode.FILL` or `\"FILL\"`). */")
    out.append("type Member<T> = T[keyof T] | keyof T | Lowercase<keyof T & string>;")
    for name, doc, _ in ENUMS:
        rows = "; ".join(f"{member}: {values[constant]}" for member, constant in members[name])
        out.append(f"/** {doc} */")
        out.append(
            f"export declare const {name}: Readonly<{{ {rows} }}>; "
            f"export type {name} = Member<typeof {name}>;"
        )
    out += [
        "export declare const ENUMS: Readonly<{",
        *(f"  {name}: typeof {name};" for name, _, _ in ENUMS),
        "}>;",
        "export declare const LAYOUTS: Readonly<Record<string, {",
        "  size: number; align: number;",
        "  fields: Readonly<Record<string, readonly [number, string]>>;",
        "}>>;",
        "export declare const OPTIONS: Readonly<",
        "  Record<string, ReadonlyArray<",
        "    readonly [string, string, string, number, string, number?]",
        "  >>",
        ">;",
        "export declare const EVENTS: ReadonlyArray<{",
        "  name: string; kind: number; json: string;",
        "  fields: ReadonlyArray<readonly [string, string]>;",
        "  flags: ReadonlyArray<readonly [string, number]>;",
        "  defaults: Readonly<Record<string, number | boolean>>;",
        "}>;",
        "",
    ]
    enums = {name for name, _, _ in ENUMS}
    for struct, paths in option_paths(abi).items():
        tree: dict[str, Any] = {}
        for path, field, kind, *rest in paths:
            *groups, leaf = path.split(".")
            node = tree
            for group in groups:
                node = node.setdefault(group, {})
            comment = abi.comments[f"segpager_{struct}"].get(field.split(".")[0], "")
            typed = kind if kind in enums else _TS_KINDS[kind]
            node[leaf] = (typed + (" | null" if len(rest) > 2 else ""), comment)

        def lines(node: dict[str, Any], indent: str) -> list[str]:
            text = []
            for key, value in node.items():
                if isinstance(value, dict):
                    text.append(f"{indent}{key}?: {{")
                    text += lines(value, indent + "  ")
                    text.append(f"{indent}}};")
                else:
                    kind, comment = value
                    if comment:
                        text.append(f"{indent}/** {comment.replace('*/', '* /')} */")
                    text.append(f"{indent}{key}?: {kind};")
            return text

        out.append(f"/** The options of segpager_{struct}, nested as Swift's value; a")
        out.append(" * field not given keeps its default. */")
        out.append(f"export interface {_type_name('segpager_' + struct)} {{")
        out += lines(tree, "  ")
        out += ["}", ""]
    out.append("/** The events, as their constructors make them. */")
    names = []
    for python, _, json_name, fields, flags in event_rows(abi):
        defaults = _event_defaults(abi, json_name.upper())
        enum_fields = _event_enums(json_name.upper())
        members_text = [f'type: "{json_name}"', "time: number"]
        arguments = ["time: number"]
        for attribute, _ in [*fields, *flags]:
            label = _camel(attribute)
            kind = (
                enum_fields[label]
                if label in enum_fields
                else (
                    "boolean"
                    if (attribute, label) in [(a, _camel(a)) for a, _ in flags]
                    else "number"
                )
            )
            optional = "?" if label in defaults else ""
            members_text.append(f"{label}{optional}: {kind}")
            arguments.append(f"{label}{optional}: {kind}")
        out.append(f"export interface {python} {{ {'; '.join(members_text)} }}")
        names.append((python, arguments))
    out += ["", "/** The event constructors: `Tick(0)`, `DragMoved(1.1, 200)`, ... */"]
    out.append("export interface EventConstructors {")
    out += [f"  {python}({', '.join(arguments)}): {python};" for python, arguments in names]
    out += ["}", ""]
    # The union is what the constructors make: written once, in EventConstructors.
    out.append("/** Any event: what one of the event constructors makes. */")
    out.append(
        "export type SegPagerEvent = ReturnType<EventConstructors[keyof EventConstructors]>;"
    )
    out.append("")
    out.append("/** The event constructors by name. */")
    out.append("export declare const events: EventConstructors;")
    out += [f'export declare const {python}: EventConstructors["{python}"];' for python, _ in names]
    out.append("")
    return "\n".join(out)


def _event_enums(kind: str) -> dict[str, str]:
    """An event kind's fields that hold an enum: label -> the JavaScript
    enum (the Swift type's family in enums.toml)."""
    row = tomllib.loads(EVENTS_TOML.read_text())[kind]
    by_swift = {
        str(enum.get("swift", enum["name"])): str(enum["name"])
        for enum in tomllib.loads(ENUMS_TOML.read_text())["enum"]
    }
    return {
        str(spec["label"]): by_swift[str(spec["enum"])]
        for spec in row.get("fields", {}).values()
        if isinstance(spec, dict)
    }


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--header", type=Path, required=True)
    arguments.add_argument("--output", type=Path, required=True)
    arguments.add_argument("--check", action="store_true", help="fail if the output is stale")
    arguments.add_argument("--clang", help="a clang that targets wasm32: check the layouts with it")
    options = arguments.parse_args()
    abi = parse(options.header)
    if options.clang:
        complaint = verify(layouts(abi), options.header, options.clang)
        if complaint:
            print(f"gen_js: a wasm32 layout is not clang's:\n{complaint}", file=sys.stderr)
            return 1
    fresh = write_or_check(options.output, render(abi, options.header.name), options.check)
    types = render_types(abi, options.header.name)
    fresh &= write_or_check(options.output.with_suffix(".d.ts"), types, options.check)
    return 0 if fresh else 1


if __name__ == "__main__":
    sys.exit(main())
