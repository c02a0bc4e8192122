#!/usr/bin/env python3
"""The pager asks its motion; it never switches on it.

Fails (exit 1, listing file:line) when a Swift file in Sources/SegPager other
than the motion types' own (Motion.swift, Motions.swift, SettlePhysics.swift)
switches over a motion or matches a motion's case: `switch ...motion`, or
`case .drag(` / `.curveSettle(` / `.springSettle(` / `.hostScroll(` /
`.transition(` / `.idle` tested against a motion. A new motion is one new
type with its answers (see Motion.swift), not a case in the pager's code.
Run by `make lint-swift`; standard library only.
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "SegPager"
OWN = {"Motion.swift", "Motions.swift", "SettlePhysics.swift"}
SWITCH = re.compile(r"\bswitch\b[^{]*\bmotion\b")
MATCH = re.compile(r"\bcase\s+(let\s+)?\.\w+[^=]*=\s*[\w.]*\bmotion\b(?!\.)")


def findings(files: list[pathlib.Path]) -> list[str]:
    found = []
    for path in files:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("//", 1)[0]
            if SWITCH.search(code) or MATCH.search(code):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def main() -> int:
    files = [p for p in sorted(SOURCES.glob("*.swift")) if p.name not in OWN]
    # The check must be able to fail: both forms of the old code are caught.
    probe = ROOT / ".build" / "check_motions_probe.swift"
    probe.parent.mkdir(exist_ok=True)
    probe.write_text(
        "switch state.motion {\n"
        "if case .drag(let d) = state.motion {}\n"
        "guard case .hostScroll = motion else {}\n"
    )
    if len(findings([probe])) != 3:
        print("check_motions: the probe was not caught; the patterns are broken")
        return 1
    probe.unlink()
    found = findings(files)
    for line in found:
        print(line)
    if found:
        print("check_motions: ask the motion (Motion.swift) instead of switching on it")
        return 1
    print(f"check_motions: no switch over the motion in {len(files)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
