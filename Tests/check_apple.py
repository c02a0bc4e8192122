#!/usr/bin/env python3
"""The Swift sources use no API newer than the Apple OSes in Package.swift.

No Apple SDK exists on a Linux machine, so an Apple build's availability
errors cannot be seen here. This scan stands in for them: it reads the
deployment targets from Package.swift's `platforms`, reads the availability
of every declaration in the toolchain's own module interfaces (Swift,
_Concurrency, _StringProcessing, Synchronization and whatever else the
sources import), and fails on each use of a declaration introduced after
those targets, as `file:line: API needs ...`, unless an `@available`
attribute on an enclosing declaration, or an enclosing `if #available` /
`guard #available`, admits it. A public declaration whose body needs a newer
OS is so reported until it says so with `@available`.

What counts as a use (a text scan, not a type checker):

- a type introduced after the targets, by name (`InlineArray`, `Mutex`,
  `Atomic`, `Duration`, `UTF8Span`, ...);
- a member introduced after the targets on every type that has it, as
  `.name` (`.withLock` of `Mutex`, `.utf8Span`, ...); a member that older
  types also have (`count` of `InlineArray`) is left to its type's name;
- `.span` and `.mutableSpan` wherever they appear: Array's need OS 26 and do
  not back-deploy, and a text scan cannot see the receiver. Write
  `withUnsafeBufferPointer` and `Span(_unsafeElements:)` instead, which run
  on every target;
- an initialiser introduced after the targets on an older type, as
  `Type(label:` (`String(validating:`);
- a free function introduced after the targets, as `name(`;
- `import M` of a module whose every public type is newer (`Synchronization`);
- the project's own declarations marked `@available` beyond the targets.

Names that the package's sources or C headers declare themselves are not
uses (the C layer's `withLock`). Code under `#if os(Linux)` or
`#if canImport(Glibc)` is skipped: no Apple build compiles it. Comments and
strings are blanked first.

Known uses waiting for a fix may be listed, each with its reason, in
Tests/check_apple_allowlist.txt; an entry that matches nothing fails too, so
the list only shrinks.

Usage: check_apple.py [--list] [--interfaces DIR] [paths...]
(default paths: Sources/SegPager, Sources/SegPagerABI). `--list` prints the
denylist derived from the toolchain. Standard library only.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from typing import TextIO

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from check_swift_docs import strip_code

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_PATHS = ("Sources/SegPager", "Sources/SegPagerABI")
ALLOWLIST = ROOT / "Tests" / "check_apple_allowlist.txt"
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
# The interfaces always read: the modules every file sees without an import,
# and Synchronization (Mutex, Atomic), whose import is itself flagged. Any
# other module a scanned file imports is read too.
BASE_MODULES = ("Swift", "_Concurrency", "_StringProcessing", "Synchronization")

Version = tuple[int, int, int]
Availability = dict[str, Version]

# Members whose name older types share, flagged all the same (see above).
RECEIVER_BLIND = {
    "span": "Array.span needs OS 26; use withUnsafeBufferPointer { Span(_unsafeElements: $0) }",
    "mutableSpan": "Array.mutableSpan needs OS 26; use withUnsafeMutableBufferPointer "
    "{ MutableSpan(_unsafeElements: $0) }",
}


def version(text: str) -> Version:
    parts = [int(p) for p in text.split(".")] + [0, 0]
    return (parts[0], parts[1], parts[2])


def show(v: Version) -> str:
    return ".".join(str(p) for p in (v if v[2] else v[:2]))


def describe(availability: Availability) -> str:
    return ", ".join(f"{p} {show(availability[p])}" for p in PLATFORMS if p in availability)


def merge(a: Availability, b: Availability) -> Availability:
    """Both constraints at once: the later version on each platform."""
    out = dict(a)
    for platform, v in b.items():
        out[platform] = max(out.get(platform, (0, 0, 0)), v)
    return out


def parse_available(arguments: str) -> Availability:
    """The introduced versions of one `@available(...)`: short form
    (`macOS 13.0, iOS 16.0, *`) or long form (`iOS, introduced: 16.0`)."""
    parts = [p.strip() for p in arguments.split(",")]
    out: Availability = {}
    for part in parts:
        match = re.fullmatch(r"(\w+) (\d+(?:\.\d+)*)", part)
        if match and match.group(1) in PLATFORMS:
            out[match.group(1)] = version(match.group(2))
    if parts and parts[0] in PLATFORMS:
        for part in parts[1:]:
            match = re.fullmatch(r"introduced: *(\d+(?:\.\d+)*)", part)
            if match:
                out[parts[0]] = version(match.group(1))
    return out


def targets_of(package: pathlib.Path) -> Availability:
    """The deployment targets in Package.swift's `platforms`."""
    text = package.read_text(encoding="utf-8")
    found = {
        m.group(1): version(m.group(2).replace("_", "."))
        for m in re.finditer(
            r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+(?:_\d+)*)\s*\)", text
        )
    }
    missing = [p for p in PLATFORMS if p not in found]
    if missing:
        raise SystemExit(f"check_apple: {package} declares no platforms for {', '.join(missing)}")
    return found


def newer(need: Availability, have: Availability) -> bool:
    """Whether `need` asks more, on some platform, than `have` gives."""
    return any(v > have.get(p, (0, 0, 0)) for p, v in need.items())


def beyond(need: Availability, targets: Availability) -> Availability:
    """The part of `need` that the targets do not already satisfy."""
    return {p: v for p, v in need.items() if v > targets.get(p, (0, 0, 0))}


# ---------------------------------------------------------------------------
# Declarations and their attributes (shared by the interface reader and the
# source scan).

_ATTRIBUTE = re.compile(r"@(\w+)")
_MODIFIERS = {
    "public",
    "open",
    "final",
    "static",
    "mutating",
    "nonmutating",
    "override",
    "convenience",
    "required",
    "indirect",
    "nonisolated",
    "borrowing",
    "consuming",
    "dynamic",
    "prefix",
    "postfix",
    "infix",
    "lazy",
    "__consuming",
    "package",
    "internal",
    "private",
    "fileprivate",
    "unsafe",
    "optional",
    "weak",
    "unowned",
    "distributed",
}
_TYPES = {"struct", "class", "enum", "protocol", "actor"}
_KINDS = _TYPES | {
    "func",
    "var",
    "let",
    "init",
    "subscript",
    "typealias",
    "extension",
    "case",
    "associatedtype",
    "macro",
    "deinit",
}


def split_attributes(text: str) -> tuple[list[tuple[str, str | None]], str]:
    """The leading `@name(...)` attributes of `text` and what follows."""
    attributes: list[tuple[str, str | None]] = []
    text = text.lstrip()
    while text.startswith("@"):
        match = _ATTRIBUTE.match(text)
        if not match:
            break
        name, i, arguments = match.group(1), match.end(), None
        if text[i : i + 1] == "(":
            depth = 0
            for j in range(i, len(text)):
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                if depth == 0:
                    break
            arguments, i = text[i + 1 : j], j + 1
        attributes.append((name, arguments))
        text = text[i:].lstrip()
    return attributes, text


def availability_in(attributes: list[tuple[str, str | None]]) -> Availability:
    out: Availability = {}
    for name, arguments in attributes:
        if name == "available" and arguments:
            out = merge(out, parse_available(arguments))
    return out


def declaration(text: str) -> tuple[str, str, str] | None:
    """(kind, name, the text after the name) of a declaration line with
    its attributes removed, else None."""
    words = list(re.finditer(r"[A-Za-z_]\w*|\S", text))
    i = 0
    while i < len(words):
        word = words[i].group(0)
        following = words[i + 1].group(0) if i + 1 < len(words) else ""
        is_class_member = word == "class" and following in ("func", "var", "let", "subscript")
        if is_class_member or word in _MODIFIERS:
            i += 1
        elif word == "(" and i > 0 and words[i - 1].group(0) in _MODIFIERS:  # private(set)
            close = text.find(")", words[i].start())
            while i < len(words) and words[i].start() <= close:
                i += 1
        else:
            break
    if i >= len(words) or words[i].group(0) not in _KINDS:
        return None
    kind = words[i].group(0)
    if kind in ("init", "subscript", "deinit"):
        return kind, kind, text[words[i].end() :]
    if i + 1 >= len(words):
        return None
    name_match = re.match(r"\s*(`?[A-Za-z_][\w.]*`?)", text[words[i].end() :])
    if not name_match:
        return None
    return kind, name_match.group(1).strip("`"), text[words[i].end() + name_match.end() :]


def first_label(rest: str) -> str | None:
    """The first argument label of a function or initialiser signature
    (`_` for none), or None when it takes no arguments."""
    rest = re.sub(r"^\s*[?!]?\s*(?:<[^()]*?>)?", "", rest)  # init? and generic parameters
    match = re.match(r"\s*\(\s*(`?\w+`?)(?:\s+`?\w+`?)?\s*:", rest)
    return match.group(1).strip("`") if match else None


# ---------------------------------------------------------------------------
# The toolchain's interfaces.


@dataclasses.dataclass
class Declaration:
    module: str
    owner: str  # the extended or enclosing type, "" at top level
    kind: str
    name: str
    label: str | None
    availability: Availability


@functools.cache
def read_interface(path: pathlib.Path, module: str) -> list[Declaration]:
    """Every declaration of one .swiftinterface with its availability,
    the enclosing type's or extension's included."""
    lines = strip_code(path.read_text(encoding="utf-8").split("\n"))
    out: list[Declaration] = []
    depth = 0
    scopes: list[tuple[int, str, Availability]] = []  # (depth inside, owner, availability)
    pending: Availability = {}
    for line in lines:
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        attributes, rest = split_attributes(text)
        pending = merge(pending, availability_in(attributes))
        inside = scopes[-1][0] if scopes else 0
        found = declaration(rest) if rest and depth == inside else None
        if found:
            kind, name, after = found
            owner, outer = (scopes[-1][1], scopes[-1][2]) if scopes else ("", {})
            available = merge(outer, pending)
            simple = re.sub(r"^(Swift|_Concurrency|Synchronization|_StringProcessing)\.", "", name)
            if kind != "extension":
                label = first_label(after) if kind in ("func", "init", "subscript") else None
                out.append(Declaration(module, owner, kind, simple, label, available))
            if (kind == "extension" or kind in _TYPES) and "{" in line:
                nested = simple if kind == "extension" or not owner else f"{owner}.{simple}"
                scopes.append((depth + 1, nested, available))
        if rest:
            pending = {}
        depth += line.count("{") - line.count("}")
        while scopes and depth < scopes[-1][0]:
            scopes.pop()
    return out


def toolchain_interfaces() -> tuple[pathlib.Path, str]:
    """The folder of the toolchain's platform modules and the module triple,
    from `swift -print-target-info`."""
    swift = os.environ.get("SWIFT", "swift")
    if not shutil.which(swift):
        raise SystemExit(
            f"check_apple: no `{swift}` on PATH to find the standard library's interfaces"
        )
    info = json.loads(
        subprocess.run(
            [swift, "-print-target-info"], capture_output=True, text=True, check=True
        ).stdout
    )
    resources = pathlib.Path(info["paths"]["runtimeResourcePath"])
    return resources / info["target"]["platform"], info["target"]["moduleTriple"]


def interface_path(folder: pathlib.Path, triple: str, module: str) -> pathlib.Path | None:
    module_folder = folder / f"{module}.swiftmodule"
    for candidate in (
        module_folder / f"{triple}.swiftinterface",
        folder / f"{module}.swiftinterface",
    ):
        if candidate.is_file():
            return candidate
    found = sorted(p for p in module_folder.glob("*.swiftinterface") if ".private." not in p.name)
    return found[0] if found else None


# ---------------------------------------------------------------------------
# The denylist.


@dataclasses.dataclass
class Entry:
    label: str  # what a finding names: `InlineArray`, `.span`, `String(validating:)`
    availability: Availability  # what a use needs, beyond the targets
    note: str = ""


@dataclasses.dataclass
class Denylist:
    types: dict[str, Entry] = dataclasses.field(default_factory=dict)
    members: dict[str, Entry] = dataclasses.field(default_factory=dict)
    functions: dict[str, Entry] = dataclasses.field(default_factory=dict)
    initialisers: dict[tuple[str, str], Entry] = dataclasses.field(default_factory=dict)
    modules: dict[str, Entry] = dataclasses.field(default_factory=dict)

    def entries(self) -> list[Entry]:
        groups = (self.types, self.members, self.functions, self.initialisers, self.modules)
        return [entry for group in groups for entry in group.values()]


def lowest(availabilities: list[Availability]) -> Availability:
    """The least a use of any of these declarations needs (an overload set:
    the one that asks least decides)."""
    return min(availabilities, key=lambda a: [a.get(p, (0, 0, 0)) for p in PLATFORMS])


def derive(declarations: list[Declaration], targets: Availability, own_names: set[str]) -> Denylist:
    """The toolchain's declarations that need more than the targets, as
    the scan matches them."""
    deny = Denylist()
    new = [d for d in declarations if newer(d.availability, targets)]
    old = [d for d in declarations if not newer(d.availability, targets)]

    def hidden(d: Declaration) -> bool:
        return d.name.startswith("_") or any(part.startswith("_") for part in d.owner.split("."))

    old_types = {d.name.split(".")[-1] for d in old if d.kind in _TYPES | {"typealias"}}
    by_type: dict[str, list[Declaration]] = {}
    for d in new:
        if d.kind in _TYPES | {"typealias"} and not hidden(d):
            by_type.setdefault(d.name.split(".")[-1], []).append(d)
    for name, found in by_type.items():
        if name not in old_types and name not in own_names:
            deny.types[name] = Entry(name, beyond(lowest([d.availability for d in found]), targets))

    old_members = {d.name for d in old if d.kind in ("func", "var", "let", "case")}
    by_member: dict[str, list[Declaration]] = {}
    for d in new:
        if d.kind in ("func", "var", "let", "case") and not hidden(d) and d.name.isidentifier():
            by_member.setdefault(d.name, []).append(d)
    for name, found in by_member.items():
        owners = sorted({d.owner for d in found if d.owner})
        need = beyond(lowest([d.availability for d in found]), targets)
        if name in RECEIVER_BLIND:
            deny.members[name] = Entry(f".{name}", need, RECEIVER_BLIND[name])
        elif name not in old_members and name not in own_names:
            on = (
                f" (of {', '.join(owners[:4])}{', ...' if len(owners) > 4 else ''})"
                if owners
                else ""
            )
            deny.members[name] = Entry(f".{name}", need, f"a member{on}")
        if name not in old_members and name not in own_names and any(not d.owner for d in found):
            top = [d for d in found if not d.owner and d.kind == "func"]
            if top:
                deny.functions[name] = Entry(
                    f"{name}(", beyond(lowest([d.availability for d in top]), targets)
                )

    old_inits = {(d.owner.split(".")[-1], d.label) for d in old if d.kind == "init"}
    for d in new:
        owner = d.owner.split(".")[-1]
        if (
            d.kind == "init"
            and d.label
            and d.label != "_"
            and owner
            and not hidden(d)
            and owner not in deny.types
            and owner not in own_names
            and (owner, d.label) not in old_inits
        ):
            key = (owner, d.label)
            need = beyond(d.availability, targets)
            if key not in deny.initialisers or newer(deny.initialisers[key].availability, need):
                deny.initialisers[key] = Entry(f"{owner}({d.label}:)", need)

    modules: dict[str, list[Declaration]] = {}
    for d in declarations:
        if d.kind in _TYPES and not d.owner and not hidden(d):
            modules.setdefault(d.module, []).append(d)
    for module, found in modules.items():
        if all(newer(d.availability, targets) for d in found):
            need = beyond(lowest([d.availability for d in found]), targets)
            deny.modules[module] = Entry(f"import {module}", need, "every type in it is newer")
    return deny


# ---------------------------------------------------------------------------
# The source scan.


@dataclasses.dataclass
class Finding:
    path: str
    line: int
    label: str
    availability: Availability
    within: str  # the enclosing declaration, for the message
    note: str
    text: str  # the raw line, for the allowlist

    def message(self, targets: Availability) -> str:
        where = f"{self.within} has" if self.within else "the file has"
        guard = ", ".join(
            f"{p} {show(self.availability[p])}" for p in PLATFORMS if p in self.availability
        )
        hint = f" ({self.note})" if self.note else ""
        return (
            f"{self.path}:{self.line}: {self.label} needs {describe(self.availability)}{hint}; "
            f"Package.swift promises {describe(targets)} and {where} no @available for it: "
            f"use an older API, or mark the declaration @available({guard}, *)"
        )


def swift_files(paths: list[pathlib.Path]) -> list[pathlib.Path]:
    files: list[pathlib.Path] = []
    for path in paths:
        files.extend(sorted(path.rglob("*.swift")) if path.is_dir() else [path])
    return files


_LINUX_ONLY = re.compile(r"#if\s+(?:os\(Linux\)|canImport\(Glibc\))\s*$")


def apple_lines(code: list[str]) -> list[str]:
    """The lines with the branches only Linux compiles blanked."""
    out: list[str] = []
    stack: list[bool] = []  # per open #if: whether this branch is Linux-only
    for line in code:
        text = line.strip()
        if text.startswith("#if"):
            stack.append(bool(_LINUX_ONLY.match(text)) or any(stack))
            out.append("")
            continue
        if text.startswith(("#else", "#elseif")) and stack:
            stack[-1] = any(stack[:-1])
            out.append("")
            continue
        if text.startswith("#endif") and stack:
            stack.pop()
            out.append("")
            continue
        out.append("" if any(stack) else line)
    return out


_DECLARED = re.compile(
    r"\b(?:func|var|let|case|struct|enum|class|protocol|typealias|actor|associatedtype)\s+`?([A-Za-z_]\w*)"
)


def own_names(files: list[pathlib.Path], headers: list[pathlib.Path]) -> set[str]:
    """Names the sources declare (members, types, enum cases) and every
    identifier of their C headers: a use of those is the project's own."""
    names: set[str] = set()
    for path in files:
        code = strip_code(path.read_text(encoding="utf-8").split("\n"))
        for line in code:
            names.update(_DECLARED.findall(line))
            case = re.match(r"\s*(?:indirect\s+)?case\s+(.*)", line)
            if case and "(" not in case.group(1).split(",")[0]:
                names.update(re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)", case.group(1)))
    for header in headers:
        names.update(re.findall(r"[A-Za-z_]\w*", header.read_text(encoding="utf-8")))
    return names


def own_deny(
    files: list[pathlib.Path], targets: Availability, deny: Denylist, root: pathlib.Path
) -> None:
    """The sources' own declarations marked @available beyond the targets
    join the denylist: calling them needs the same guard."""
    for path in files:
        code = apple_lines(strip_code(path.read_text(encoding="utf-8").split("\n")))
        pending: Availability = {}
        for line in code:
            attributes, rest = split_attributes(line.strip())
            pending = merge(pending, availability_in(attributes))
            if not rest:
                continue
            found = declaration(rest)
            need = beyond(pending, targets)
            if found and need:
                kind, name, _ = found
                label = f"{name} (declared @available in {path.relative_to(root)})"
                if kind in _TYPES | {"typealias"}:
                    deny.types.setdefault(name, Entry(name, need, label))
                elif kind in ("func", "var", "let"):
                    deny.members.setdefault(name, Entry(f".{name}", need, label))
                    deny.functions.setdefault(name, Entry(f"{name}(", need, label))
            pending = {}


def patterns(
    deny: Denylist,
) -> list[tuple[re.Pattern[str], Callable[[re.Match[str]], Entry | None]]]:
    """One regular expression per kind of use, with how a match finds its entry."""

    def alternatives(keys: object) -> str:
        words = sorted({str(k) for k in keys}, key=len, reverse=True)  # type: ignore[attr-defined]
        return "|".join(re.escape(w) for w in words) or r"(?!x)x"

    owners = alternatives(owner for owner, _ in deny.initialisers)
    return [
        (
            re.compile(rf"(?<![\w.])({alternatives(deny.types)})\b"),
            lambda m: deny.types.get(m.group(1)),
        ),
        (
            re.compile(rf"(?<=\.)({alternatives(deny.members)})\b"),
            lambda m: deny.members.get(m.group(1)),
        ),
        (
            re.compile(rf"(?<![\w.])({alternatives(deny.functions)})\s*\("),
            lambda m: deny.functions.get(m.group(1)),
        ),
        (
            re.compile(rf"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?({alternatives(deny.modules)})\b"),
            lambda m: deny.modules.get(m.group(1)),
        ),
        (
            re.compile(rf"(?<![\w.])({owners})\s*(?:\.init)?\(\s*(\w+)\s*:"),
            lambda m: deny.initialisers.get((m.group(1), m.group(2))),
        ),
    ]


@dataclasses.dataclass
class Scope:
    """One open brace: the availability inside it, the declaration it is
    the body of ("" for a block or closure), and whether it holds
    statements (a body) rather than declarations (a type)."""

    availability: Availability
    declaration: str
    is_code: bool


def scan(
    path: pathlib.Path, deny: Denylist, targets: Availability, root: pathlib.Path
) -> list[Finding]:
    """The uses in one file that no enclosing availability admits."""
    raw = path.read_text(encoding="utf-8").split("\n")
    code = apple_lines(strip_code(raw))
    compiled = patterns(deny)
    shown = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
    findings: list[Finding] = []
    scopes: list[Scope] = []
    pending: Availability = {}  # attributes waiting for their declaration
    header: Scope | None = None  # a declaration whose `{` is still to come
    parentheses = 0  # open in the header so far
    for number, line in enumerate(code, 1):
        attributes, rest = split_attributes(line.strip())
        pending = merge(pending, availability_in(attributes))
        found = declaration(rest) if rest else None
        in_code = bool(scopes) and scopes[-1].is_code
        if found and not (in_code and found[0] in ("let", "var", "case")):
            kind, name, _ = found
            access = "public " if re.match(r"(?:\w+\s+)*?(?:public|open)\b", rest) else ""
            header = Scope(pending, f"{access}{kind} {name}", kind not in _TYPES | {"extension"})
            parentheses = 0
        if rest:
            pending = {}
        condition: Availability = {}
        for arguments in re.findall(r"#available\(([^)]*)\)", line):
            condition = merge(condition, parse_available(arguments))
        is_guard = bool(re.match(r"\s*guard\b", line))
        covered: Availability = {}
        for scope in [*scopes, *([header] if header else [])]:
            covered = merge(covered, scope.availability)
        if condition and not is_guard:
            covered = merge(covered, condition)
        within = (
            header.declaration
            if header
            else next((s.declaration for s in reversed(scopes) if s.declaration), "")
        )
        for pattern, lookup in compiled:
            for match in pattern.finditer(line):
                entry = lookup(match)
                if entry is None or not newer(entry.availability, merge(targets, covered)):
                    continue
                findings.append(
                    Finding(
                        shown,
                        number,
                        entry.label,
                        entry.availability,
                        within,
                        entry.note,
                        raw[number - 1],
                    )
                )
        if is_guard and condition and scopes:
            scopes[-1].availability = merge(scopes[-1].availability, condition)
        # The first `{` after a declaration or an `if #available` opens its
        # scope; any other opens a block of its enclosing kind.
        for char in line:
            if char == "{":
                if header:
                    scopes.append(header)
                    header = None
                elif condition and not is_guard:
                    scopes.append(Scope(condition, "", True))
                    condition = {}
                else:
                    scopes.append(Scope({}, "", bool(scopes) and scopes[-1].is_code))
            elif char == "}" and scopes:
                scopes.pop()
        if header:
            # A declaration whose body did not open on this line (a stored
            # property, a requirement) ends with its parentheses, unless its
            # signature runs on.
            parentheses += line.count("(") - line.count(")")
            if parentheses <= 0 and not re.search(r"(,|->|\bwhere\b.*)\s*$", line):
                header = None
    return findings


# ---------------------------------------------------------------------------
# The allowlist.


@dataclasses.dataclass
class Allowed:
    path: str
    label: str
    snippet: str
    reason: str
    line: int
    used: int = 0


def read_allowlist(path: pathlib.Path) -> tuple[list[Allowed], list[str]]:
    """Entries `PATH | API | SNIPPET  # reason`, one a line; `#` lines are
    comments. An entry admits the findings of API in PATH whose line
    contains SNIPPET. Returns the entries and the malformed lines."""
    entries: list[Allowed] = []
    problems: list[str] = []
    if not path.is_file():
        return entries, problems
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        body, _, reason = line.partition(" # ")
        fields = [f.strip() for f in body.split("|")]
        if len(fields) != 3 or not all(fields) or not reason.strip():
            problems.append(
                f"{path.name}:{number}: expected `PATH | API | SNIPPET  # reason`, got {line!r}"
            )
            continue
        entries.append(Allowed(fields[0], fields[1], fields[2], reason.strip(), number))
    return entries, problems


def admitted(finding: Finding, allowlist: list[Allowed]) -> bool:
    for entry in allowlist:
        if (
            entry.path == finding.path
            and entry.label == finding.label
            and entry.snippet in finding.text
        ):
            entry.used += 1
            return True
    return False


# ---------------------------------------------------------------------------


def build_denylist(
    files: list[pathlib.Path],
    targets: Availability,
    interfaces: pathlib.Path | None,
    root: pathlib.Path,
) -> Denylist:
    folder, triple = (interfaces, "") if interfaces else toolchain_interfaces()
    imported = set()
    for path in files:
        imported.update(
            re.findall(
                r"^\s*(?:@\w+\s+)*import\s+(?:\w+\s+)?(\w+)", path.read_text(encoding="utf-8"), re.M
            )
        )
    declarations: list[Declaration] = []
    for module in dict.fromkeys([*BASE_MODULES, *sorted(imported)]):
        found = interface_path(folder, triple, module)
        if found:
            declarations.extend(read_interface(found, module))
        elif module in BASE_MODULES:
            raise SystemExit(f"check_apple: no interface for {module} in {folder}")
    headers = sorted(root.glob("Sources/*/include/*.h"))
    sources = sorted(set(swift_files([root / "Sources"])) | set(files))
    deny = derive(declarations, targets, own_names(sources, headers))
    own_deny(files, targets, deny, root)
    return deny


def run(
    paths: list[pathlib.Path],
    root: pathlib.Path = ROOT,
    allowlist_path: pathlib.Path = ALLOWLIST,
    interfaces: pathlib.Path | None = None,
    out: TextIO = sys.stdout,
) -> int:
    targets = targets_of(root / "Package.swift")
    files = swift_files(paths)
    deny = build_denylist(files, targets, interfaces, root)
    allowlist, problems = read_allowlist(allowlist_path)
    failures = list(problems)
    allowed = 0
    for path in files:
        for finding in scan(path, deny, targets, root):
            if admitted(finding, allowlist):
                allowed += 1
            else:
                failures.append(finding.message(targets))
    for entry in allowlist:
        if not entry.used:
            failures.append(
                f"{allowlist_path.name}:{entry.line}: `{entry.label}` no longer appears in "
                f"{entry.path} on a line with {entry.snippet!r}: remove the entry"
            )
    for failure in failures:
        print(failure, file=out)
    summary = (
        f"check_apple: {len(files)} file(s) against {describe(targets)}; "
        f"{len(deny.entries())} newer APIs from the toolchain's interfaces; "
        f"{allowed} use(s) allowlisted; {len(failures)} problem(s)"
    )
    print(summary, file=out)
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", type=pathlib.Path)
    parser.add_argument(
        "--interfaces", type=pathlib.Path, help="a folder of <Module>.swiftinterface files"
    )
    parser.add_argument("--list", action="store_true", help="print the derived denylist and stop")
    arguments = parser.parse_args()
    paths = arguments.paths or [ROOT / p for p in DEFAULT_PATHS]
    if arguments.list:
        targets = targets_of(ROOT / "Package.swift")
        deny = build_denylist(swift_files(paths), targets, arguments.interfaces, ROOT)
        for entry in sorted(deny.entries(), key=lambda e: e.label):
            print(f"{entry.label}\t{describe(entry.availability)}\t{entry.note}")
        return 0
    return run([p.resolve() for p in paths], interfaces=arguments.interfaces)


if __name__ == "__main__":
    sys.exit(main())
