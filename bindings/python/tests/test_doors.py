"""The README's table "What each door can do" names every public function
of every door: each C function of the header, each public Swift function or
method of the core, each public Python function and Pager method, each
function and Pager, StripLayout, PageGeometry or DampedSpring method the
JavaScript door declares. A new capability that reaches one door only fails
here until the table says where the others have it, or why not."""

from __future__ import annotations

import inspect
import re

import segpager
from segpager._generated import abi as _abi

from .conftest import HEADER

ROOT = HEADER.parents[2]
COLUMNS = ("capability", "Swift", "C", "Python", "JavaScript", "note")
DOORS = COLUMNS[1:-1]


def _table() -> list[dict[str, str]]:
    text = (ROOT / "docs" / "guide" / "contributing.md").read_text()
    section = text.split("## What each door can do", 1)[1].split("\n# ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")][2:]  # no header
    return [
        dict(zip(COLUMNS, (c.strip() for c in row.strip("|").split(" | ")), strict=True))
        for row in rows
    ]


def _names(column: str) -> set[str]:
    """Every identifier inside the column's code spans."""
    found: set[str] = set()
    for row in _table():
        for span in re.findall(r"`([^`]+)`", row[column]):
            found |= set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span))
    return found


def test_the_table_has_its_columns_on_every_row() -> None:
    rows = _table()
    assert len(rows) > 20
    for row in rows:
        assert set(row) == set(COLUMNS), row
        for door in DOORS:
            # a door without the capability says why in the note
            assert row[door] != "—" or row["note"], row["capability"]


def test_every_c_function_is_in_the_table_and_no_row_names_a_missing_one() -> None:
    named = {name for name in _names("C") if name.startswith("segpager_")}
    assert set(_abi.PROTOTYPES) - named == set()
    assert named - set(_abi.PROTOTYPES) == set()


def test_every_public_swift_function_is_in_the_table() -> None:
    functions = set()
    for path in sorted((ROOT / "Sources" / "SegPager").rglob("*.swift")):
        if path.name == "Deprecated.swift":  # the old names, until 0.10.0
            continue
        functions |= set(re.findall(r"public (?:static |mutating )*func (\w+)", path.read_text()))
    assert functions - _names("Swift") == set()


def test_every_public_python_function_and_pager_method_is_in_the_table() -> None:
    public = {name for name in segpager.__all__ if inspect.isfunction(getattr(segpager, name))}
    for cls in (
        segpager.Pager,
        segpager.StripLayout,
        segpager.PageGeometry,
        segpager.DampedSpring,
        segpager.PagerConfiguration,
    ):
        public |= {
            name
            for name, member in vars(cls).items()
            if not name.startswith("_")
            and (callable(member) or isinstance(member, (property, classmethod)))
        }
    assert public - _names("Python") == set()


def test_every_javascript_function_and_method_is_in_the_table() -> None:
    """The JavaScript door's public surface is what segpager.d.ts declares:
    its functions, and the methods and accessors of Pager, StripLayout,
    PageGeometry and DampedSpring."""
    declared = (ROOT / "bindings" / "js" / "segpager.d.ts").read_text()
    public = set(re.findall(r"^export declare function (\w+)", declared, re.M))
    for cls in ("Pager", "StripLayout", "PageGeometry", "DampedSpring"):
        body = declared.split(f"export declare class {cls} {{", 1)[1].split("\n}", 1)[0]
        # methods, and accessors (readonly); plain fields are data, as Python's are
        for method, accessor in re.findall(r"^  (\w+)\(|^  readonly (\w+):", body, re.M):
            public.add(method or accessor)
    public.discard("constructor")
    # the parse finds them
    assert {"init", "stripLayout", "step", "hitTest", "pageOffset", "settlingTime"} <= public
    assert public - _names("JavaScript") == set()


def test_the_checks_can_fail() -> None:
    assert "segpager_no_such_function" not in _names("C")
    assert "noSuchMethod" not in _names("Swift")
    assert "no_such_function" not in _names("Python")
    assert "noSuchFunction" not in _names("JavaScript")
