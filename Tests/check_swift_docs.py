#!/usr/bin/env python3
"""Every public Swift declaration in Sources/SegPager has a `///` comment.

Scans Sources/SegPager/**/*.swift (or the files given as arguments) and lists,
as file:line, each public declaration that no `///` line precedes. Exits 1
when it finds any, 0 otherwise. Run by `make lint-swift`.

A declaration is public when it carries `public` or `open`, when it sits
directly in a `public extension` without an access modifier of its own, when
it is an enum case of a public enum, or when it is a requirement of a public
protocol. Attribute lines (`@inlinable`, `@available(...)`, ...) may stand
between the comment and the declaration; a blank line may not. A documented
`public extension` does not document its members: each needs its own.

Standard library only; a deliberately small lexer (comments, strings and
braces), not a Swift parser.
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "SegPager"

MODIFIERS = (
    r"(?:public|open|private|fileprivate|internal|package|static|class|final|mutating|nonmutating"
    r"|override|indirect|nonisolated|convenience|required|lazy|weak|unowned|dynamic"
    r"|(?:public|private|fileprivate|internal|package)\(set\))"
)
KEYWORDS = r"(?:func|var|let|init|subscript|struct|enum|class|protocol|typealias|actor|extension|case|deinit)"
DECLARATION = re.compile(
    r"^\s*(?P<attrs>(?:@\w+(?:\([^)]*\))?\s+)*)(?P<mods>(?:" + MODIFIERS + r"\s+)*)"
    r"(?P<keyword>" + KEYWORDS + r")\b(?P<rest>.*)$"
)
ATTRIBUTE_ONLY = re.compile(r"^\s*(?:@\w+(?:\(.*\))?\s*)+$")
ACCESS = {"public", "open", "private", "fileprivate", "internal", "package"}


# What strip_code blanks, leftmost first: multi-line strings, block comments
# (not nested: the core has none), line comments, and one-line strings.
_NOT_CODE = re.compile(r'"""(?:.|\n)*?"""|/\*(?:.|\n)*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"')


def strip_code(lines: list[str]) -> list[str]:
    """The lines with comments and string contents blanked (so braces and
    keywords inside them are not seen); line numbers are kept."""

    def blank(match: re.Match[str]) -> str:
        text = match.group(0)
        keep = '""' if text.startswith('"') else ""
        return keep + "\n" * text.count("\n")

    return _NOT_CODE.sub(blank, "\n".join(lines)).split("\n")


def documented(lines: list[str], index: int) -> bool:
    """Whether a `///` line precedes line `index`, attribute lines allowed between."""
    j = index - 1
    while j >= 0 and ATTRIBUTE_ONLY.match(lines[j]):
        j -= 1
    return j >= 0 and lines[j].lstrip().startswith("///")


def check(path: pathlib.Path) -> list[tuple[int, str]]:
    """The undocumented public declarations of one file: (line number, text)."""
    raw = path.read_text(encoding="utf-8").splitlines()
    code = strip_code(raw)
    # Each open brace's scope: "public-enum", "public-protocol",
    # "public-extension", "public-type" or "other".
    scopes: list[str] = []
    pending: str | None = None  # the scope the next `{` opens
    problems: list[tuple[int, str]] = []
    for index, line in enumerate(code):
        match = DECLARATION.match(line)
        if match:
            mods = set(match.group("mods").split())
            keyword = match.group("keyword")
            enclosing = scopes[-1] if scopes else "file"
            explicit = mods & {"public", "open"}
            own_access = mods & ACCESS
            if keyword == "case":
                is_public = enclosing == "public-enum" and not match.group("rest").lstrip().startswith(".")
            elif enclosing in ("public-extension", "public-protocol"):
                is_public = bool(explicit) or not own_access
            else:
                is_public = bool(explicit)
            if is_public and not documented(raw, index):
                problems.append((index + 1, raw[index].strip()))
            if keyword in ("struct", "class", "actor", "enum", "protocol", "extension"):
                if keyword == "class" and match.group("rest").lstrip().startswith(("func", "var")):
                    pending = "other"
                elif is_public and keyword == "enum":
                    pending = "public-enum"
                elif is_public and keyword == "protocol":
                    pending = "public-protocol"
                elif keyword == "extension" and explicit:
                    pending = "public-extension"
                elif is_public:
                    pending = "public-type"
                else:
                    pending = "other"
            elif keyword != "case":
                pending = "other"
        for character in line:
            if character == "{":
                scopes.append(pending or "other")
                pending = None
            elif character == "}":
                if scopes:
                    scopes.pop()
    return problems


def main(argv: list[str]) -> int:
    files = [pathlib.Path(a) for a in argv] if argv else sorted(SOURCES.rglob("*.swift"))
    failures = 0
    for path in files:
        for number, text in check(path):
            try:
                shown = path.resolve().relative_to(ROOT)
            except ValueError:
                shown = path
            print(f"{shown}:{number}: public declaration without ///: {text}")
            failures += 1
    if failures:
        print(f"check_swift_docs: {failures} undocumented public declaration(s)", file=sys.stderr)
        return 1
    print(f"check_swift_docs: every public declaration in {len(files)} file(s) has ///")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
