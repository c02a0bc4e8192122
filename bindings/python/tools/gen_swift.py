"""Generate the Swift side of the boundary from segpager.h and bindings/abi/.

The header states each constant, struct and function; ``bindings/abi/*.toml``
state what the header cannot (which constants form an enum family and its
Swift type, a C field's Swift key path, the sentinels, an event's fields).
From the two this tool writes the Swift glue that used to be typed by hand:

- ``Sources/SegPagerABI/ABIEnum+Tables.swift``: each enum family's table of
  Swift cases and C constants (``ABIEnum``), read both ways;
- ``Sources/SegPagerABI/Status+Codes.swift``: a ``Status`` for each
  ``SEGPAGER_STATUS_MAP`` row;
- ``Sources/SegPager/Coding+CaseNames.swift``: the ``caseName`` of every enum
  that is Codable by its case names.

It reads no built library, so it runs before the build (``make generate``);
``make check-abi`` runs it with ``--check`` and fails on a stale file.

Usage::

    python tools/gen_swift.py --header bindings/c/segpager.h --root .
    python tools/gen_swift.py ... --check
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import tomllib
from gen_abi import ENUMS_TOML, Abi, _write_or_check, enum_members, parse

GENERATED = (
    "// Generated from bindings/c/segpager.h and {sources} by\n"
    "// bindings/python/tools/gen_swift.py: do not edit (`make generate`; `make check-abi`).\n"
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


def render_tables(abi: Abi) -> str:
    """``ABIEnum+Tables.swift``."""
    out = [
        GENERATED.format(sources="bindings/abi/enums.toml"),
        "import CSegPager",
        "import SegPager",
        "",
    ]
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
    out = [
        GENERATED.format(sources="bindings/abi/enums.toml"),
        "#if !SEGPAGER_NO_CODING",
        "    // The case names the Codable enums are encoded as (see Coding.swift).",
        "",
    ]
    for family in families(abi):
        if not family.codable:
            continue
        out.append(f"    extension {family.swift}: Codable, CaseNameCodable {{")
        out += ["        var caseName: String {", "            switch self {"]
        out += [f'            case .{case}: "{case}"' for case, _ in family.rows]
        out += ["            }", "        }", "    }", ""]
    out[-1:] = ["#endif", ""]
    return "\n".join(out)


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--header", type=Path, required=True)
    arguments.add_argument("--root", type=Path, required=True, help="the repository's root")
    arguments.add_argument("--check", action="store_true", help="fail if an output is stale")
    options = arguments.parse_args()
    abi = parse(options.header)
    outputs = {
        "Sources/SegPagerABI/ABIEnum+Tables.swift": render_tables(abi),
        "Sources/SegPagerABI/Status+Codes.swift": render_statuses(abi),
        "Sources/SegPager/Coding+CaseNames.swift": render_case_names(abi),
    }
    fresh = True
    for path, text in outputs.items():
        fresh &= _write_or_check(options.root / path, text, options.check)
    return 0 if fresh else 1


if __name__ == "__main__":
    sys.exit(main())
