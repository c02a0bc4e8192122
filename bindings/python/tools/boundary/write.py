"""Writing a generated file, or checking that it is fresh."""

from __future__ import annotations

import difflib
import sys
from pathlib import Path


def write_or_check(path: Path, text: str, check: bool) -> bool:
    """Writes `text` to `path`, or (check) reports whether it is there already."""
    if not check:
        path.write_text(text)
        return True
    current = path.read_text() if path.exists() else ""
    if current == text:
        return True
    diff = difflib.unified_diff(
        current.splitlines(True), text.splitlines(True), str(path), "generated"
    )
    sys.stderr.writelines(list(diff)[:80])
    print(f"{path} is stale: run `make abi`", file=sys.stderr)
    return False
