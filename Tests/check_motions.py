#!/usr/bin/env python3
"""Each scrollable asks its activity; nothing switches on it.

The pages' motions (`Motion`), the strip's activities (`StripActivity`),
the pointer's gestures (`PointerActivity`), a list fling's curve
(`ListFling.Curve`) and the header's animations (`HeaderAnimation`) are
types, one per behaviour, each answering the questions its owner asks.
This check fails (exit 1, listing file:line) when a Swift file in
Sources/SegPager (in any of its folders) other than an activity's own
switches over it or matches one of its cases: `switch ...motion` (or
`activity`, `gesture`, `curve`, `animation`), or `case .drag(` ...
`= ...motion` and the like. A new
behaviour is one new type with its answers, not a case in its owner's code.
Run by `make lint-swift`; standard library only.
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "SegPager"
# Each activity's word, and the files that may switch on it: its types'.
OWN = {
    "motion": {"Motion.swift", "Motions.swift", "SettlePhysics.swift"},
    "activity": {"StripActivity.swift", "StripActivities.swift", "PointerGestures.swift"},
    "gesture": {"PointerGestures.swift"},
    "curve": {"ListFling.swift"},
    "animation": {"HeaderAnimation.swift"},
}


def patterns(word: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    switch = re.compile(rf"\bswitch\b[^{{]*\b{word}\b")
    match = re.compile(rf"\bcase\s+(let\s+)?\.\w+[^=]*=\s*[\w.?]*\b{word}\b(?!\.)")
    return switch, match


def findings(files: list[pathlib.Path], own: dict[str, set[str]] = OWN) -> list[str]:
    found = []
    for path in files:
        words = [w for w, names in own.items() if path.name not in names]
        checks = [patterns(w) for w in words]
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("//", 1)[0]
            if any(s.search(code) or m.search(code) for s, m in checks):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def main() -> int:
    files = sorted(SOURCES.rglob("*.swift"))
    # The check must be able to fail: every form of the old code is caught.
    probe = ROOT / ".build" / "check_motions_probe.swift"
    probe.parent.mkdir(exist_ok=True)
    old = [
        "switch state.motion {",
        "if case .drag(let d) = state.motion {}",
        "guard case .hostScroll = motion else {}",
        "switch movement.activity {",
        "if case .dragging = state.strip.activity {}",
        "switch pointer.gesture {",
        "switch curve {",
        "if case .spline(let s) = fling.curve {}",
        "switch animation {",
        "guard case .curve = animation else {}",
    ]
    probe.write_text("\n".join(old) + "\n")
    if len(findings([probe])) != len(old):
        print("check_motions: the probe was not caught; the patterns are broken")
        return 1
    probe.unlink()
    found = findings(files)
    for line in found:
        print(line)
    if found:
        print("check_motions: ask the activity (Motion, StripActivity, PointerActivity, ListFling.Curve,")
        print("HeaderAnimation) instead of switching on it")
        return 1
    print(f"check_motions: no switch over an activity in {len(files)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
