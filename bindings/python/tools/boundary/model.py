"""The boundary's model: segpager.h read once (the C preprocessor, then
pycparser) into what every generator needs, in header order, and the
tables beside it (bindings/abi/*.toml). gen_abi.py (Python), gen_js.py
(JavaScript) and gen_boundary.py (the Swift glue and the C test tables)
each import this module, not one another's helpers.

Field kinds are still read from the header's comments here
(``field_type``: "0 or 1" is a flag, the first ``SEGPAGER_`` name the
enum); stating them in the tables is the next step (#49)."""

from __future__ import annotations

import ctypes
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomllib
from pycparser import c_ast, c_parser  # type: ignore[import-untyped]

# The standard headers segpager.h includes, reduced to the typedefs it uses,
# so that pycparser sees plain C11 and no compiler extensions.
_STANDARD_HEADERS = {
    "stddef.h": "typedef unsigned long size_t;\n",
    "stdint.h": (
        "typedef int int32_t;\ntypedef unsigned int uint32_t;\n"
        "typedef long long int64_t;\ntypedef unsigned long long uint64_t;\n"
    ),
}


# C scalar types and the ctypes name that carries each.
_SCALARS = {
    "int": "c_int",
    "int32_t": "c_int32",
    "uint32_t": "c_uint32",
    "int64_t": "c_int64",
    "uint64_t": "c_uint64",
    "size_t": "c_size_t",
    "double": "c_double",
}


# Macros that are not ABI constants: the export attribute and the X-macro.
_NOT_CONSTANTS = {"SEGPAGER_API", "SEGPAGER_STATUS_MAP"}


# The enum families (class name, docstring, the C prefix of its members), from
# bindings/abi/enums.toml, the one place they are grouped. A constant belongs
# to the enum with the longest prefix it starts with; deprecated aliases and
# the names in _NOT_MEMBERS belong to none.
ENUMS_TOML = Path(__file__).resolve().parents[3] / "abi" / "enums.toml"


ENUM_ROWS: list[dict[str, Any]] = tomllib.loads(ENUMS_TOML.read_text())["enum"]


ENUMS: tuple[tuple[str, str, str], ...] = tuple(
    (str(row["name"]), str(row["doc"]), str(row["prefix"])) for row in ENUM_ROWS
)


# The event kinds (bindings/abi/events.toml): what each reads of segpager_event.
EVENTS_TOML = ENUMS_TOML.with_name("events.toml")


# The options' nesting (bindings/abi/options.toml): Swift's shape for Python.
OPTIONS_TOML = ENUMS_TOML.with_name("options.toml")


# Constants in an enum's prefix that are no member: sentinels and flags.
_NOT_MEMBERS = {"SEGPAGER_CAUSE_NONE", "SEGPAGER_SECTION_FLAG_SNAP"}


@dataclass
class Abi:
    """What the header declares, in header order."""

    constants: list[tuple[str, int | float | str]]
    aliases: dict[str, str]  # deprecated name -> its new name
    statuses: list[tuple[str, int, str]]
    structs: list[tuple[str, list[tuple[str, str]]]]  # C name, [(field, ctypes expr)]
    # The anonymous unions inside a struct: C struct name -> [(field name in
    # the struct, union class name, [(member, ctypes expr)])].
    unions: dict[str, list[tuple[str, str, list[tuple[str, str]]]]]
    # The comment beside each struct field in the header, by struct and field.
    comments: dict[str, dict[str, str]]
    opaque: list[str]  # opaque handle types (pointers to them travel as c_void_p)
    prototypes: list[tuple[str, str, list[str]]]  # name, restype expr, argtype exprs
    # The comment beside each #define SEGPAGER_* (the enum members' docs).
    constant_comments: dict[str, str]


def python_struct_name(c_name: str) -> str:
    """``segpager_item_metrics`` -> ``CItemMetrics``."""
    words = c_name.removeprefix("segpager_").split("_")
    return "C" + "".join(word.capitalize() for word in words)


def _preprocess(header: Path, extra: str, defines_only: bool = False) -> str:
    """The header (plus `extra` source after it) through the C preprocessor,
    with line markers, so the parser's coordinates are the header's lines."""
    compiler = os.environ.get("CC", "cc")
    with tempfile.TemporaryDirectory() as directory:
        include = Path(directory)
        for name, text in _STANDARD_HEADERS.items():
            (include / name).write_text(text)
        source = include / "abi_probe.c"
        source.write_text(f'#include "{header.resolve()}"\n{extra}')
        command = [compiler, "-E", "-nostdinc", f"-I{include}", "-DSEGPAGER_API="]
        command += ["-undef", "-dM"] if defines_only else ["-undef"]
        return subprocess.run(
            [*command, str(source)], check=True, capture_output=True, text=True
        ).stdout


def _field_comment(lines: list[str], line: int) -> str:
    """The /* comment */ that starts on a field's line (1-based), joined
    into one line; empty when there is none."""
    text = lines[line - 1]
    start = text.find("/*")
    if start < 0:
        return ""
    parts = [text[start + 2 :]]
    k = line
    while "*/" not in parts[-1] and k < len(lines):
        parts.append(lines[k].strip().removeprefix("*"))
        k += 1
    joined = " ".join(part.strip() for part in parts)
    return " ".join(joined[: joined.index("*/")].split())


def _comment_above(lines: list[str], line: int) -> str:
    """The /* comment */ that ends on the line above ``line`` (1-based) and
    stands on lines of its own, joined into one line; empty when there is
    none."""
    end = line - 2
    if end < 0 or not lines[end].rstrip().endswith("*/"):
        return ""
    start = end
    while start >= 0 and not lines[start].lstrip().startswith("/*"):
        if lines[start].lstrip().startswith("#"):
            return ""
        start -= 1
    if start < 0:
        return ""
    joined = " ".join(part.strip().removeprefix("*").strip() for part in lines[start : end + 1])
    return " ".join(joined.removeprefix("/*").removesuffix("*/").split())


def _constant_names(header: Path) -> tuple[list[str], dict[str, str]]:
    """Every object-like ``SEGPAGER_*`` macro, in the header's order, and
    the deprecated aliases among them (a macro defined as another's name)."""
    defined = set()
    aliases = {}
    for line in _preprocess(header, "", defines_only=True).splitlines():
        match = re.match(r"#define (SEGPAGER_\w+) +\S", line)
        if match and not match.group(1).endswith("_") and match.group(1) not in _NOT_CONSTANTS:
            defined.add(match.group(1))
            alias = re.fullmatch(r"#define (\w+) (SEGPAGER_\w+)", line.strip())
            if alias:
                aliases[alias.group(1)] = alias.group(2)
    text = header.read_text()
    order = re.findall(r"^\s*#\s*define\s+(SEGPAGER_\w+)(?!\()", text, re.MULTILINE)
    return [name for name in dict.fromkeys(order) if name in defined], aliases


def _evaluate(node: c_ast.Node) -> int | float | str:
    """The value of a constant expression of the preprocessed header."""
    if isinstance(node, c_ast.Constant):
        if node.type == "string":
            return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', node.value))
        if node.type in ("double", "float"):
            return float(node.value.rstrip("fFlL"))
        return int(node.value.rstrip("uUlL"), 0)
    if isinstance(node, c_ast.UnaryOp):
        value = _evaluate(node.expr)
        if isinstance(value, str) or node.op not in ("-", "+"):
            raise ValueError(f"unsupported constant expression: {node}")
        return -value if node.op == "-" else value
    if isinstance(node, c_ast.BinaryOp):
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(left, str) or isinstance(right, str):
            raise ValueError(f"unsupported constant expression: {node}")
        if node.op == "+":
            return left + right
        if node.op == "-":
            return left - right
        if node.op == "*":
            return left * right
        if node.op in ("|", "<<") and isinstance(left, int) and isinstance(right, int):
            return left | right if node.op == "|" else left << right
        raise ValueError(f"unsupported constant expression: {node}")
    raise ValueError(f"not a constant expression: {node}")


def _ctype(node: c_ast.Node, opaque: set[str]) -> str:
    """The ctypes expression for a parameter's or a field's declared type."""
    if isinstance(node, c_ast.TypeDecl):
        inner = node.type
        assert isinstance(inner, c_ast.IdentifierType), node
        name = " ".join(inner.names)
        if name in _SCALARS:
            return _SCALARS[name]
        return python_struct_name(name)
    if isinstance(node, c_ast.PtrDecl):
        target = node.type
        if isinstance(target, c_ast.TypeDecl) and isinstance(target.type, c_ast.IdentifierType):
            name = " ".join(target.type.names)
            if name == "char":
                return "c_char_p"
            if name == "void" or name in opaque:  # untyped memory (run records), or a handle
                return "c_void_p"
        if isinstance(target, c_ast.PtrDecl):
            inner = target.type
            if (
                isinstance(inner, c_ast.TypeDecl)
                and isinstance(inner.type, c_ast.IdentifierType)
                and " ".join(inner.type.names) in opaque
            ):
                return "POINTER(c_void_p)"
        return f"POINTER({_ctype(target, opaque)})"
    raise ValueError(f"unsupported C type: {node}")


def parse(header: Path) -> Abi:
    """Reads the header: its constants, statuses, structs and prototypes."""
    names, aliases = _constant_names(header)
    probe = "void segpager_abi_constants_(void) {\n"
    probe += "".join(f"    {name};\n" for name in names)
    probe += (
        "}\n#define SEGPAGER_ABI_ROW_(name, code, text) segpager_abi_status_(#name, code, text);\n"
    )
    probe += "void segpager_abi_statuses_(void) { SEGPAGER_STATUS_MAP(SEGPAGER_ABI_ROW_) }\n"
    tree = c_parser.CParser().parse(_preprocess(header, probe), str(header))

    opaque: set[str] = set()
    unions: dict[str, list[tuple[str, str, list[tuple[str, str]]]]] = {}
    comments: dict[str, dict[str, str]] = {}
    header_lines = header.read_text().splitlines()
    structs: list[tuple[str, list[tuple[str, str]]]] = []
    prototypes: list[tuple[str, str, list[str]]] = []
    constants: list[tuple[str, int | float | str]] = []
    statuses: list[tuple[str, int, str]] = []
    for item in tree.ext:
        if isinstance(item, c_ast.Typedef) and isinstance(item.type.type, c_ast.Struct):
            struct = item.type.type
            if struct.decls is None:
                opaque.add(item.name)
                continue
            fields = []
            comments[item.name] = {
                decl.name: _field_comment(header_lines, decl.coord.line)
                for decl in struct.decls
                if decl.name and decl.coord and Path(str(decl.coord.file)).name == header.name
            }
            for decl in struct.decls:
                if decl.name is None and isinstance(decl.type, c_ast.Union):
                    # An anonymous union: a ctypes.Union the struct lists in
                    # _anonymous_, so its members read as the struct's own.
                    k = len(unions.setdefault(item.name, []))
                    union_name = f"{python_struct_name(item.name)}Union{k}"
                    members = [(m.name, _ctype(m.type, opaque)) for m in decl.type.decls]
                    unions[item.name].append((f"_union{k}", union_name, members))
                    fields.append((f"_union{k}", union_name))
                else:
                    fields.append((decl.name, _ctype(decl.type, opaque)))
            structs.append((item.name, fields))
        elif isinstance(item, c_ast.Decl) and isinstance(item.type, c_ast.FuncDecl):
            function = item.type
            restype = _ctype(function.type, opaque)
            arguments = []
            for parameter in function.args.params if function.args else []:
                if isinstance(parameter, c_ast.Typename):  # (void)
                    continue
                arguments.append(_ctype(parameter.type, opaque))
            prototypes.append((item.name, restype, arguments))
        elif isinstance(item, c_ast.FuncDef) and item.decl.name == "segpager_abi_constants_":
            for name, statement in zip(names, item.body.block_items or [], strict=True):
                constants.append((name, _evaluate(statement)))
        elif isinstance(item, c_ast.FuncDef) and item.decl.name == "segpager_abi_statuses_":
            for call in item.body.block_items or []:
                assert isinstance(call, c_ast.FuncCall), call
                row = [_evaluate(argument) for argument in call.args.exprs]
                status, code, text = row
                if not (
                    isinstance(status, str) and isinstance(code, int) and isinstance(text, str)
                ):
                    raise ValueError(f"a SEGPAGER_STATUS_MAP row is not (name, code, text): {row}")
                statuses.append((status, code, text))
    constant_comments = {}
    for number, line in enumerate(header_lines, start=1):
        match = re.match(r"\s*#\s*define\s+(SEGPAGER_\w+)\s", line)
        if match and "/*" in line:
            constant_comments[match.group(1)] = _field_comment(header_lines, number)
        elif match:
            # else the comment that ends on the line above (a member's own
            # paragraph above its #define)
            above = _comment_above(header_lines, number)
            if above:
                constant_comments[match.group(1)] = above
    return Abi(
        constants, aliases, statuses, structs, unions, comments, sorted(opaque), prototypes,
        constant_comments,
    )  # fmt: skip


def structures(abi: Abi) -> dict[str, type[ctypes.Structure]]:
    """The generated structs as live classes, to call the library with."""
    namespace: dict[str, Any] = {name: getattr(ctypes, name) for name in dir(ctypes)}
    classes: dict[str, type[ctypes.Structure]] = {}
    for c_name, fields in abi.structs:
        anonymous = []
        for field, union_name, union_members in abi.unions.get(c_name, []):
            members = [(name, eval(expression, namespace)) for name, expression in union_members]
            namespace[union_name] = type(union_name, (ctypes.Union,), {"_fields_": members})
            anonymous.append(field)
        members = [(field, eval(expression, namespace)) for field, expression in fields]
        body: dict[str, Any] = {"_fields_": members}
        if anonymous:
            body["_anonymous_"] = tuple(anonymous)
        cls = type(python_struct_name(c_name), (ctypes.Structure,), body)
        namespace[cls.__name__] = cls
        classes[c_name] = cls
    return classes


def enum_members(abi: Abi) -> dict[str, list[tuple[str, str]]]:
    """Each enum's members: (Python name, C constant), in header order."""
    prefixes = sorted((prefix for _, _, prefix in ENUMS), key=len, reverse=True)
    owner = {prefix: name for name, _, prefix in ENUMS}
    members: dict[str, list[tuple[str, str]]] = {name: [] for name, _, _ in ENUMS}
    for constant, value in abi.constants:
        if constant in abi.aliases or constant in _NOT_MEMBERS or not isinstance(value, int):
            continue
        prefix = next((p for p in prefixes if constant.startswith(p)), None)
        if prefix:
            members[owner[prefix]].append((constant.removeprefix(prefix), constant))
    empty = [name for name, found in members.items() if not found]
    if empty:
        raise ValueError(f"enums with no member in the header: {empty}")
    return members


def python_words(comment: str) -> str:
    """A header comment for Python readers: ``SEGPAGER_WIDTH_*`` is the
    enum ``WidthMode``."""
    for name, _, prefix in sorted(ENUMS, key=lambda row: len(row[2]), reverse=True):
        comment = comment.replace(prefix + "*", name)
    return comment


def field_type(abi: Abi, c_type: str, comment: str) -> str:
    """The Python type of a generated option field."""
    if c_type == "c_double":
        return "float"
    if c_type not in ("c_int32", "c_uint32"):
        raise ValueError(f"no Python type for a {c_type} option field")
    named = re.search(r"SEGPAGER_[A-Z0-9_]+", comment)
    if named:
        prefixes = sorted(ENUMS, key=lambda row: len(row[2]), reverse=True)
        for enum_name, _, prefix in prefixes:
            if named.group(0).startswith(prefix):
                return enum_name
    return "bool" if comment.startswith("0 or 1") else "int"


def snake(label: str) -> str:
    """``viewportWidth`` -> ``viewport_width``."""
    return "".join(f"_{ch.lower()}" if ch.isupper() else ch for ch in label)


# The package, whose hand option classes (``class PageGeometry(_abi.PageGeometryFields)``)
# a nested value may be.
PACKAGE = Path(__file__).resolve().parents[2] / "segpager"


def python_leaf(swift: str) -> str:
    """A Swift property's Python name: snake_case, a Bool's ``is`` dropped
    (``isLooping`` -> ``looping``)."""
    if re.match(r"is[A-Z]", swift):
        swift = swift[2].lower() + swift[3:]
    return snake(swift)


@dataclass(frozen=True)
class Nesting:
    """An options struct whose Python value nests as Swift's does."""

    c: str
    paths: dict[str, tuple[str, ...]]  # C field -> Python attribute path, header order
    groups: dict[tuple[str, ...], str]  # a nested value's Python path -> its Swift type
    not_carried: dict[str, str]  # a Python path the C struct does not hold -> why

    def python_words(self, text: str) -> str:
        """A C comment on this struct in Python's words: enums by class, and
        each C field whose Python path differs by that path (``tap_bezier`` is
        ``tap_curve``, ``viewport_width`` is ``pages.viewport_width``)."""
        for field, path in self.paths.items():
            dotted = ".".join(path)
            if len(path) == 2 and path[1] in ("x1", "y1", "x2", "y2"):
                text = re.sub(rf"\b{field.removesuffix('_' + path[1])}\b", path[0], text)
            elif dotted != field:
                text = re.sub(rf"\b{field}\b", dotted, text)
        return python_words(text)


def nestings(abi: Abi) -> dict[str, Nesting]:
    """The structs of options.toml whose fields nest (a dotted Swift path, or
    an easing's Bezier fields), each C field's Python path."""
    table = tomllib.loads(OPTIONS_TOML.read_text())
    structs = dict(abi.structs)
    result = {}
    for c_name, row in table.items():
        if c_name == "value" or row.get("flat"):
            continue
        specs = {
            name: {"path": spec} if isinstance(spec, str) else dict(spec)
            for name, spec in row.get("fields", {}).items()
        }
        groups = {
            tuple(python_leaf(part) for part in key.split(".")): swift
            for key, swift in row.get("groups", {}).items()
        }
        paths: dict[str, tuple[str, ...]] = {}
        for field, _ in structs[c_name]:
            if field == "struct_size" or field.startswith("reserved") or field in paths:
                continue  # (a Bezier field is placed by its easing)
            spec = specs.get(field, {})
            paths[field] = tuple(python_leaf(p) for p in spec.get("path", field).split("."))
            if "bezier" in spec:
                curve = python_leaf(spec["names"])
                groups[(curve,)] = "CubicBezier"
                for part in ("x1", "y1", "x2", "y2"):
                    paths[f"{spec['bezier']}_{part}"] = (curve, part)
        if all(len(path) == 1 for path in paths.values()):
            continue
        for path in paths.values():
            for depth in range(1, len(path)):
                if path[:depth] not in groups:
                    raise ValueError(
                        f"options.toml: {c_name}: no group for {'.'.join(path[:depth])}"
                    )
        # header order, each Bezier field after its easing (where Swift holds the curve)
        result[c_name] = Nesting(c_name, paths, groups, dict(row.get("not_carried", {})))
    return result


EventRow = tuple[str, str, str, list[tuple[str, str]], list[tuple[str, str]]]


def event_rows(abi: Abi) -> list[EventRow]:
    """Each event kind of events.toml: (Python class, constant, JSON name,
    [(attribute, segpager_event slot)], [(attribute, flag constant)]). A
    slot is the field the packers write: a union member's first member
    (``x`` is written as ``offset``)."""
    slots = {}
    for _, _, members in abi.unions.get("segpager_event", []):
        slots.update({member: members[0][0] for member, _ in members})
    rows = []
    for kind, row in tomllib.loads(EVENTS_TOML.read_text()).items():
        fields = [
            (snake(spec if isinstance(spec, str) else spec["label"]), slots.get(member, member))
            for member, spec in row.get("fields", {}).items()
        ]
        flags = [(snake(label), flag) for flag, label in row.get("flags", {}).items()]
        python = "".join(word.capitalize() for word in kind.split("_"))
        rows.append((python, f"SEGPAGER_EVENT_{kind}", kind.lower(), fields, flags))
    return rows
