"""Generate the Swift side of the boundary from segpager.h and bindings/abi/.

The header states each constant, struct and function; ``bindings/abi/*.toml``
state what the header cannot (which constants form an enum family and its
Swift type, a C field's Swift key path, the sentinels, an event's fields).
From the two this tool writes the Swift glue that used to be typed by hand:

- ``Sources/SegPagerABI/Generated/ABIEnum+Tables.swift``: each enum family's
  table of Swift cases and C constants (``ABIEnum``), read both ways;
- ``Sources/SegPagerABI/Generated/Status+Codes.swift``: a ``Status`` for each
  ``SEGPAGER_STATUS_MAP`` row;
- ``Sources/SegPagerABI/Generated/Conversions+Options.swift`` and
  ``Conversions+Events.swift``: the options structs and the events, read and
  written;
- ``Sources/SegPager/Generated/Coding+CaseNames.swift``: the ``caseName`` of
  every enum that is Codable by its case names, and ``Coding+Options.swift``:
  each options struct's Codable conformance.

A target's ``Generated/`` folder holds generated files only (these, and
``gen_abi.py``'s ``Sources/SegPager/Generated/Version.swift``): a file's path
says whether it is edited by hand.

It reads no built library, so it runs before the build (``make generate``);
``make check-abi`` runs it with ``--check`` and fails on a stale file.

Usage::

    python tools/gen_boundary.py --header bindings/c/segpager.h --root .
    python tools/gen_boundary.py ... --check
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomllib
from boundary.model import ENUMS_TOML, Abi, enum_members, field_type, parse, snake, structures
from boundary.write import write_or_check

OPTIONS_TOML = ENUMS_TOML.with_name("options.toml")
EVENTS_TOML = ENUMS_TOML.with_name("events.toml")

GENERATED = (
    "// Generated from bindings/c/segpager.h and {sources} by\n"
    "// bindings/python/tools/gen_boundary.py: do not edit (`make generate`; `make check-abi`).\n"
)


@dataclass(frozen=True)
class Family:
    """One enum family: its constants and the Swift cases they are."""

    python: str
    swift: str
    rows: tuple[tuple[str, str], ...]  # (Swift case, C constant), header order
    table_only: bool
    codable: bool


def lower_camel(suffix: str) -> str:
    """``SPACE_AROUND`` -> ``spaceAround``."""
    words = suffix.lower().split("_")
    return words[0] + "".join(word.capitalize() for word in words[1:])


def families(abi: Abi) -> list[Family]:
    """The enum families of enums.toml that have a Swift type."""
    members = enum_members(abi)
    result = []
    for row in tomllib.loads(ENUMS_TOML.read_text())["enum"]:
        if "swift" not in row:
            continue
        cases = dict(row.get("cases", {}))
        excluded = set(row.get("except", []))
        unknown = (set(cases) | excluded) - {suffix for suffix, _ in members[row["name"]]}
        if unknown:
            raise ValueError(f"enums.toml: {row['name']} names no constant {sorted(unknown)}")
        rows = tuple(
            (cases.get(suffix, lower_camel(suffix)), constant)
            for suffix, constant in members[row["name"]]
            if suffix not in excluded
        )
        result.append(
            Family(
                row["name"],
                row["swift"],
                rows,
                bool(row.get("table_only")),
                bool(row.get("codable")),
            )
        )
    return result


def _abi_glue(sources: str) -> list[str]:
    """The first lines of a generated file of the C layer (SegPagerABI)."""
    return [GENERATED.format(sources=sources), "import CSegPager", "import SegPager", ""]


def _core_coding(sources: str, *comment: str) -> list[str]:
    """The first lines of a generated Codable file of the core, which
    Embedded Swift leaves out (SEGPAGER_NO_CODING), with its comment."""
    lines = [f"    // {line}" for line in comment]
    return [GENERATED.format(sources=sources), "#if !SEGPAGER_NO_CODING", *lines, ""]


def render_tables(abi: Abi) -> str:
    """``ABIEnum+Tables.swift``."""
    out = _abi_glue("bindings/abi/enums.toml")
    for family in families(abi):
        conformance = "" if family.table_only else ": ABIEnum"
        out.append(f"extension {family.swift}{conformance} {{")
        if family.table_only:
            out.append("    /// The cases with a constant of their own (no associated value).")
        out.append(f"    static let abiTable: [({family.swift}, Int32)] = [")
        out += [f"        (.{case}, {constant})," for case, constant in family.rows]
        out += ["    ]", "}", ""]
    return "\n".join(out)


def swift_status_name(name: str) -> str:
    """``E_NOT_FINITE`` -> ``notFinite``; ``E_ENUM`` -> ``badEnum`` (``enum``
    is a keyword)."""
    camel = lower_camel(name.removeprefix("E_"))
    return "badEnum" if camel == "enum" else camel


def render_statuses(abi: Abi) -> str:
    """``Status+Codes.swift``."""
    out = [GENERATED.format(sources="its SEGPAGER_STATUS_MAP"), "import CSegPager", ""]
    out += ["extension Status {"]
    for name, _, text in abi.statuses:
        out.append(f"    /// SEGPAGER_{name}: {text}.")
        out.append(
            f"    static let {swift_status_name(name)} = Status(code: SEGPAGER_{name}.rawValue)"
        )
    out += ["}", ""]
    return "\n".join(out)


def render_case_names(abi: Abi) -> str:
    """``Coding+CaseNames.swift``: each codable enum's case names."""
    out = _core_coding(
        "bindings/abi/enums.toml",
        "The case names the Codable enums are encoded as (see Coding.swift).",
    )
    for family in families(abi):
        if not family.codable:
            continue
        out.append(f"    extension {family.swift}: Codable, CaseNameCodable {{")
        out += ["        var caseName: String {", "            switch self {"]
        out += [f'            case .{case}: "{case}"' for case, _ in family.rows]
        out += ["            }", "        }", "    }", ""]
    out[-1:] = ["#endif", ""]
    return "\n".join(out)


@dataclass(frozen=True)
class Field:
    """One C field of an options struct and the Swift property it holds."""

    c: str
    path: str  # the Swift key path, from the value (`settleSpring.mass`)
    kind: str  # double, int, flag, enum, easing, color, reserved
    swift_type: str = ""  # an enum's Swift type
    none: int | float | None = None  # the C value that is nil
    none_means: str = ""
    bezier: str = ""  # an easing's Bézier field prefix
    names: str = ""  # an easing's CNames table


@dataclass(frozen=True)
class Options:
    """One options struct of options.toml, its fields in header order."""

    c: str
    swift: str
    start: str  # the value reading starts from: `self.init()` or `self = <start>`
    validate: str  # the CNames table of its validate() errors; "" for none
    cnames: bool  # generate that table's types and names
    groups: dict[str, str]
    fields: tuple[Field, ...]
    codable: dict[str, Any] | None  # the Codable conformance's check and computed keys


def options_structs(abi: Abi) -> list[Options]:
    """The structs of options.toml, each C field read from the header; a field
    the header has and the table cannot place is an error."""
    by_python = {family.python: family.swift for family in families(abi)}
    structs = dict(abi.structs)
    result = []
    for c_name, row in tomllib.loads(OPTIONS_TOML.read_text()).items():
        if c_name == "value":  # the nested values' Python docs (gen_abi.py)
            continue
        if c_name not in structs:
            raise ValueError(f"options.toml: no struct {c_name} in the header")
        described: dict[str, dict[str, Any]] = {
            name: {"path": spec} if isinstance(spec, str) else dict(spec)
            for name, spec in row.get("fields", {}).items()
        }
        unknown = set(described) - {name for name, _ in structs[c_name]}
        if unknown:
            raise ValueError(f"options.toml: {c_name} has no field {sorted(unknown)}")
        beziers = {
            f"{spec['bezier']}_{part}": name
            for name, spec in described.items()
            if "bezier" in spec
            for part in ("x1", "y1", "x2", "y2")
        }
        fields = []
        for name, ctype in structs[c_name]:
            if name == "struct_size" or name in beziers or name in row.get("ignore", []):
                continue
            spec = described.get(name, {})
            path = str(spec.get("path", lower_camel(name)))
            if name.startswith("reserved"):
                fields.append(Field(name, "", "reserved"))
                continue
            if "bezier" in spec:
                fields.append(
                    Field(name, path, "easing", bezier=spec["bezier"], names=spec["names"])
                )
                continue
            if ctype == "CColor":  # a segpager_color: RGBAColor(abi:) and .abi
                fields.append(Field(name, path, "color"))
                continue
            python = field_type(abi, ctype, abi.comments[c_name].get(name, ""))
            kind = {"float": "double", "bool": "flag", "int": "int"}.get(python, "enum")
            swift_type = by_python.get(python, "") if kind == "enum" else ""
            if kind == "enum" and not swift_type:
                raise ValueError(f"{c_name}.{name}: enum {python} has no Swift type")
            fields.append(
                Field(
                    name,
                    path,
                    kind,
                    swift_type,
                    spec.get("none"),
                    spec.get("none_means", ""),
                )
            )
        result.append(
            Options(
                c_name,
                row["swift"],
                row.get("start", ""),
                row.get("validate", ""),
                bool(row.get("cnames")),
                dict(row.get("groups", {})),
                tuple(fields),
                dict(row["codable"]) if "codable" in row else None,
            )
        )
    return result


def _literal(value: int | float) -> str:
    return repr(value)


def _read(field: Field) -> list[str]:
    """The Swift that reads one C field (`abi.<c>`) into the value."""
    value = f"abi.{field.c}"
    if field.kind == "reserved":
        return [f'try requireZero({value}, "{field.c}")']
    if field.kind == "flag":
        return [f'{field.path} = try flag({value}, "{field.c}")']
    if field.kind == "enum":
        return [f'{field.path} = try {field.swift_type}(abi: {value}, "{field.c}")']
    if field.kind == "color":
        return [f"{field.path} = RGBAColor(abi: {value})"]
    if field.kind == "easing":
        parts = ", ".join(f"abi.{field.bezier}_{part}" for part in ("x1", "y1", "x2", "y2"))
        return [
            f"{field.path} = try Easing(",
            f'    abi: {value}, "{field.c}",',
            f"    bezier: ({parts}),",
            f"    names: .{field.names})",
        ]
    converted = f"Int({value})" if field.kind == "int" else value
    if field.none is None:
        return [f"{field.path} = {converted}"]
    lines = []
    if field.kind == "int" and field.none == -1:
        means = f" ({field.none_means})" if field.none_means else ""
        lines += [
            f"guard {value} >= -1 else {{",
            "    throw Status(",
            f'        .range, field: "{field.c}", rule: "must be -1{means} or >= 0",',
            f"        integer: {value})",
            "}",
        ]
    lines.append(f"{field.path} = {value} == {_literal(field.none)} ? nil : {converted}")
    return lines


def _write(field: Field) -> list[str]:
    """The Swift that writes one property of `value` into the C field."""
    value = f"value.{field.path}"
    if field.kind == "reserved":
        return []
    if field.kind in ("flag", "enum", "color"):
        return [f"{field.c} = {value}.abi"]
    if field.kind == "easing":
        local = field.bezier.replace("_", " ").title().replace(" ", "")
        local = local[0].lower() + local[1:]
        return [f"{field.c} = {value}.abi", f"let {local} = {value}.abiBezier"] + [
            f"{field.bezier}_{part} = {local}.{part}" for part in ("x1", "y1", "x2", "y2")
        ]
    if field.none is None:
        if field.kind == "int":
            return [f"{field.c} = Int32(clamping: {value})"]
        return [f"{field.c} = {value}"]
    if field.kind == "int":
        return [f"{field.c} = {value}.map {{ Int32(clamping: $0) }} ?? {_literal(field.none)}"]
    return [f"{field.c} = {value} ?? {_literal(field.none)}"]


def _c_names(options: Options) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The CNames rows of a struct: (Swift type, C argument) for each type
    whose properties its errors name, and (Swift name, C name) for each
    field whose C name is not its Swift name in snake_case."""
    counts: dict[str, int] = {}
    for swift_type in options.groups.values():
        counts[swift_type] = counts.get(swift_type, 0) + 1
    unique = [t for t in dict.fromkeys(options.groups.values()) if counts[t] == 1]
    types = [options.swift, *unique]
    if any(field.kind == "easing" for field in options.fields):
        types.append("CubicBezier")
    names = []
    for field in options.fields:
        if field.kind in ("reserved", "easing"):
            continue
        group, _, leaf = field.path.rpartition(".")
        if snake(leaf) == field.c:
            continue
        if group and counts.get(options.groups[group]) == 1:
            names.append((f"{options.groups[group]}.{leaf}", field.c))
        names.append((field.path, field.c))
    return [(t, "") for t in types], names


def _init_export(options: Options, header: str) -> list[str]:
    """The struct's ``<c>_init`` export: it writes the C struct of the Swift
    value's defaults (its argument named as in the header)."""
    found = re.search(rf"\bint {options.c}_init\({options.c} \*(\w+)\);", header)
    if not found:
        raise ValueError(f"options.toml: no {options.c}_init in the header")
    argument = found.group(1)
    default = f"{options.swift}{options.start}" if options.start else f"{options.swift}()"
    signature = f"public func {options.c}_init(_ {argument}: UnsafeMutablePointer<{options.c}>?)"
    if len(signature) + len(" -> Int32 {") <= 110:
        lines = [f"{signature} -> Int32 {{"]
    elif len(signature) + len(" -> Int32") <= 110:
        lines = [f"{signature} -> Int32", "{"]
    else:
        lines = [signature, "    -> Int32", "{"]
    return [
        f"/// Writes `{default}` as a C `{options.c}`.",
        "@c @implementation",
        *lines,
        f'    exportInit({argument}, "{argument}") {{ {options.c}({default}) }}',
        "}",
        "",
    ]


def render_options(abi: Abi, header: str) -> str:
    """``Conversions+Options.swift``: each options struct read and written,
    and its ``_init`` export."""
    out = _abi_glue("bindings/abi/options.toml")
    for options in options_structs(abi):
        out += [
            f"extension {options.swift} {{",
            f"    /// The value a C `{options.c}` holds: its enums, flags and",
            "    /// sentinels read, unknown values refused"
            + (", then checked." if options.validate else "."),
            f"    init(abi: {options.c}) throws(Status) {{",
            f"        self = {options.start}" if options.start else "        self.init()",
        ]
        for field in options.fields:
            out += [f"        {line}" for line in _read(field)]
        if options.validate:
            check = "{ () throws(InputError) in try validate() }"
            out.append(f"        try core(.{options.validate}) {check}")
        out += ["    }", "}", ""]
        out += [
            f"extension {options.c} {{",
            f"    /// The C struct for a core value (`{options.c}_init` writes",
            f"    /// it for `{options.swift}()`).",
            f"    init(_ value: {options.swift}) {{",
            "        self.init()",
            "        struct_size = UInt32(MemoryLayout<Self>.size)",
        ]
        for field in options.fields:
            out += [f"        {line}" for line in _write(field)]
        out += ["    }", "}", ""]
        out += _init_export(options, header)
        if not options.cnames:
            continue
        types, names = _c_names(options)
        out += [
            "extension CNames {",
            f"    /// The Swift types whose properties `{options.c}`'s errors name.",
            f"    static let {options.validate}Types: [(swift: StaticString, c: StaticString)] = [",
        ]
        out += [f'        ("{swift}", "{c}"),' for swift, c in types]
        out += [
            "    ]",
            f"    /// The Swift names of `{options.c}`'s fields that snake_case does not give.",
            f"    static let {options.validate}Names: [(swift: StaticString, c: StaticString)] = [",
        ]
        out += [f'        ("{swift}", "{c}"),' for swift, c in names]
        out += ["    ]", "}", ""]
    return "\n".join(out)


@dataclass(frozen=True)
class EventKind:
    """One event kind of events.toml."""

    kind: str  # DRAG_MOVED
    constant: str  # SEGPAGER_EVENT_DRAG_MOVED
    # (C member, Swift label, C type: "int", "double" or an enum's Swift type)
    fields: tuple[tuple[str, str, str], ...]
    flags: tuple[tuple[str, str], ...]  # (flag constant, Swift label)

    @property
    def swift(self) -> str:
        return lower_camel(self.kind)


def event_kinds(abi: Abi) -> list[EventKind]:
    """The kinds of events.toml, each checked against the header: its
    constant, its members and its flags exist."""
    members = dict(next(fields for name, fields in abi.structs if name == "segpager_event"))
    for _, _, union in abi.unions.get("segpager_event", []):
        members.update(dict(union))
    constants = dict(abi.constants)
    result = []
    for kind, row in tomllib.loads(EVENTS_TOML.read_text()).items():
        constant = f"SEGPAGER_EVENT_{kind}"
        if constant not in constants:
            raise ValueError(f"events.toml: no {constant} in the header")
        fields = []
        for member, spec in row.get("fields", {}).items():
            if member not in members:
                raise ValueError(f"events.toml: {kind}: segpager_event has no member {member}")
            label, kind_of = (spec, "") if isinstance(spec, str) else (spec["label"], spec["enum"])
            c_type = kind_of or ("int" if members[member] == "c_int32" else "double")
            fields.append((member, label, c_type))
        flags = tuple(row.get("flags", {}).items())
        for flag_name, _ in flags:
            if flag_name not in constants:
                raise ValueError(f"events.toml: {kind}: no flag {flag_name} in the header")
        result.append(EventKind(kind, constant, tuple(fields), flags))
    listed = {event.constant for event in result}
    missing = [
        name
        for name, value in abi.constants
        if name.startswith("SEGPAGER_EVENT_") and name not in listed and isinstance(value, int)
        and not any(name == flag for event in result for flag, _ in event.flags)
    ]  # fmt: skip
    if missing:
        raise ValueError(f"events.toml: no row for {missing}")
    return result


def _event_case(event: EventKind) -> list[str]:
    """One `case` of the event decoding switch."""
    arguments = ["time: t"]
    for member, label, c_type in event.fields:
        if c_type == "int":
            value = f"Int(event.{member})"
        elif c_type == "double":
            value = f"event.{member}"
        else:
            value = f'try {c_type}(abi: event.{member}, "{member}")'
        arguments.append(f"{label}: {value}")
    arguments += [f"{label}: event.flags & {flag} != 0" for flag, label in event.flags]
    call = f".{event.swift}({', '.join(arguments)})"
    one_line = f"        case {event.constant}: self = {call}"
    if len(one_line) <= 110:
        return [one_line]
    if len(f"            self = {call}") <= 110:
        return [f"        case {event.constant}:", f"            self = {call}"]
    lines = [f"        case {event.constant}:", f"            self = .{event.swift}("]
    line = " " * 16
    for k, argument in enumerate(arguments):
        text = argument + (")" if k == len(arguments) - 1 else ",")
        if line.strip() and len(line) + 1 + len(text) > 110:
            lines.append(line)
            line = " " * 16
        line += (" " if line.strip() else "") + text
    return [*lines, line]


def render_events(abi: Abi) -> str:
    """``Conversions+Events.swift``: a C event read as the core's."""
    kinds = event_kinds(abi)
    flags = sorted({flag for event in kinds for flag, _ in event.flags})
    mask = " | ".join(flags)
    rule = "must have no bit but " + " or ".join(flags)
    out = [
        *_abi_glue("bindings/abi/events.toml"),
        "extension PagerEvent {",
        "    /// The event a C `segpager_event` holds: the members its kind reads",
        "    /// (events.toml), its flags; `reserved` must be 0 and `kind` one of",
        "    /// the SEGPAGER_EVENT_* kinds.",
        "    init(abi event: segpager_event) throws(Status) {",
        '        try requireZero(event.reserved, "reserved")',
        f"        guard event.flags & ~({mask}) == 0 else {{",
        "            throw Status(",
        f'                .range, field: "flags", rule: "{rule}",',
        "                integer: event.flags)",
        "        }",
        "        let t = event.time",
        "        switch event.kind {",
    ]
    for event in kinds:
        out += _event_case(event)
    out += [
        '        default: throw unknownConstant("kind", event.kind)',
        "        }",
        "    }",
        "}",
        "",
    ]
    names = {
        (label, member)
        for event in kinds
        for member, label, _ in event.fields
        if snake(label) != member
    }
    out += [
        "extension CNames {",
        "    /// The events' Swift labels that are not their C member in snake_case",
        "    /// (an event's one number member holds what its kind says).",
        "    static let eventsNames: [(swift: StaticString, c: StaticString)] = [",
    ]
    out += [f'        ("{label}", "{member}"),' for label, member in sorted(names)]
    out += ["    ]", "}", ""]
    return "\n".join(out)


def _packed(items: list[str], indent: int, width: int = 110) -> list[str]:
    """``items`` (each ending in its comma) filled into lines of ``width``."""
    lines: list[str] = []
    line = ""
    for item in items:
        if line and indent + len(line) + 1 + len(item) > width:
            lines.append(" " * indent + line)
            line = ""
        line += (" " if line else "") + item
    return [*lines, " " * indent + line] if line else lines


def render_coding(abi: Abi) -> str:
    """``Coding+Options.swift``: the Codable conformance of each options
    value with ``codable``: its table of the stored properties its fields
    reach (``FieldCodable``, Coding.swift), and its check."""
    out = _core_coding(
        "bindings/abi/options.toml",
        "The option values whose Codable conformance follows their C fields",
        "(the rules are Coding.swift's).",
    )
    for options in options_structs(abi):
        if options.codable is None:
            continue
        computed = set(options.codable.get("computed", []))
        keys = [
            key
            for key in dict.fromkeys(
                field.path.split(".")[0] for field in options.fields if field.kind != "reserved"
            )
            if key not in computed
        ]
        check = options.codable.get("check", "validate()")
        out += [
            f"    extension {options.swift}: FieldCodable, DefaultedDecodable {{",
            "        static let codingFields: [CodingField<Self>] = [",
            *_packed([f'.init("{key}", \\.{key}),' for key in keys], 12),
            "        ]",
            "",
            f"        func checkDecoded() throws(InputError) {{ try {check} }}",
            "    }",
            "",
        ]
    out[-1:] = ["#endif", ""]
    return "\n".join(out)


# A double field the header says is never negative: its comment states a
# lower bound of 0 or more, or a range that starts at 0 or above.
# (`>= 0`, `> 0`, `in [0, 1]`, `0 <= S`, `0 (...) .. 1`, `0..1`, `>= min_item_width`),
# or a unit that is (seconds, pt/s). `as tap_bezier_x1` takes that field's kind.
_NON_NEGATIVE = re.compile(
    r">= ?(?:[0-9]|min_)|> ?0\b|in [(\[][0-9]|\b0 <=|^0 \(.*\.\. ?1|\b0\.\.1\b|\bseconds\b|\bpt/s\b"
)


def render_matrix_fields(abi: Abi) -> str:
    """``bindings/c/tests/matrix_fields.h``: the bad-input matrix's field
    rows of each options struct with generated conversions, the compiler's
    padding between fields included, so a field the header gains is broken
    by the matrix with no edit to it."""
    layouts = structures(abi)
    kinds = {"enum": "F_ENUM", "flag": "F_FLAG", "int": "F_INT", "reserved": "F_RESERVED"}
    out = [
        "/* "
        + GENERATED.format(sources="bindings/abi/options.toml")
        .replace("// ", "")
        .rstrip()
        .replace("\n", "\n * ")
        + " */",
        "/* The field rows of test_bad_input_matrix.c for the options structs whose",
        " * conversions are generated: each field's kind (F_ENUM, F_FLAG, F_INT,",
        " * F_RESERVED; a double is F_NONNEG when its comment states a bound of",
        " * 0 or more, else F_REAL; a colour is COLOR_FIELDS, its four components)",
        " * and the padding between fields. */",
        "",
    ]
    for options in options_structs(abi):
        layout = layouts[options.c]
        by_name = {field.c: field for field in options.fields}
        short = options.c.removeprefix("segpager_")
        out.append(f"#define {short.upper()}_FIELD_ROWS \\")
        rows = []
        members = [name for name, *_ in layout._fields_]
        end = 0
        for k, name in enumerate(members):
            member = getattr(layout, name)
            if member.offset > end and k > 0:
                rows.append(f"PADDING({options.c}, {members[k - 1]}, {name})")
            end = member.offset + member.size
            if name == "struct_size":
                kind = "F_STRUCT_SIZE"
            elif name in by_name and by_name[name].kind in kinds:
                kind = kinds[by_name[name].kind]
            elif name in by_name and by_name[name].kind == "enum":
                kind = "F_ENUM"
            elif name.startswith("reserved"):
                kind = "F_RESERVED"
            elif member.size == 4:  # an int32 read elsewhere (`ignore`)
                comment = abi.comments[options.c].get(name, "")
                kind = "F_FLAG" if field_type(abi, "c_int32", comment) == "bool" else "F_INT"
            else:
                doc = abi.comments[options.c].get(name, "")
                same = re.search(r"\bas (\w+)", doc)
                if same and same.group(1) in abi.comments[options.c]:
                    doc = abi.comments[options.c].get(same.group(1), "")
                kind = "F_NONNEG" if _NON_NEGATIVE.search(doc) else "F_REAL"
            if name in by_name and by_name[name].kind == "easing":
                kind = "F_ENUM"
            if name in by_name and by_name[name].kind == "color":  # its four components
                rows.append(f"COLOR_FIELDS({options.c}, {name})")
                continue
            rows.append(f"FIELD({options.c}, {name}, {kind})")
        out += [f"    {row}, \\" for row in rows]
        out[-1] = out[-1].removesuffix(" \\")
        out.append("")
    return "\n".join(out)


def render_fuzz_events(abi: Abi) -> str:
    """``bindings/c/fuzz/fuzz_events.h``: the event kinds the C fuzz harness
    draws from (a kind the header gains is fuzzed with no edit to it)."""
    kinds = event_kinds(abi)
    comment = GENERATED.format(sources="bindings/abi/events.toml").replace("// ", "").rstrip()
    out = [
        "/* " + comment.replace("\n", "\n * ") + " */",
        "/* Every SEGPAGER_EVENT_* kind, in the header's order; FUZZ_UNKNOWN_KIND",
        " * is one past the last (the engine refuses it). */",
        "static const int32_t fuzz_event_kinds[] = {",
        *[f"    {event.constant}," for event in kinds],
        "};",
        f"#define FUZZ_EVENT_KIND_COUNT {len(kinds)}",
        f"#define FUZZ_UNKNOWN_KIND ({kinds[-1].constant} + 1)",
        "",
    ]
    return "\n".join(out)


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--header", type=Path, required=True)
    arguments.add_argument("--root", type=Path, required=True, help="the repository's root")
    arguments.add_argument("--check", action="store_true", help="fail if an output is stale")
    options = arguments.parse_args()
    abi = parse(options.header)
    header = options.header.read_text()
    outputs = {
        "Sources/SegPagerABI/Generated/ABIEnum+Tables.swift": render_tables(abi),
        "Sources/SegPagerABI/Generated/Status+Codes.swift": render_statuses(abi),
        "Sources/SegPager/Generated/Coding+CaseNames.swift": render_case_names(abi),
        "Sources/SegPagerABI/Generated/Conversions+Options.swift": render_options(abi, header),
        "Sources/SegPagerABI/Generated/Conversions+Events.swift": render_events(abi),
        "Sources/SegPager/Generated/Coding+Options.swift": render_coding(abi),
        "bindings/c/tests/matrix_fields.h": render_matrix_fields(abi),
        "bindings/c/fuzz/fuzz_events.h": render_fuzz_events(abi),
    }
    fresh = True
    for path, text in outputs.items():
        fresh &= write_or_check(options.root / path, text, options.check)
    return 0 if fresh else 1


if __name__ == "__main__":
    sys.exit(main())
