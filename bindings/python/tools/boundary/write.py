"""Writing a generated file, or checking that it is fresh. Swift output goes
through `swift format` with the repository's `.swift-format` first, so the
emitters need not wrap Swift lines by hand and every generated Swift file
reads as the formatter has it (the same as `make lint-swift` holds)."""

from __future__ import annotations

import difflib
import os
import subprocess
import sys
from pathlib import Path

#: The repository (bindings/python/tools/boundary/write.py is four folders in).
ROOT = Path(__file__).resolve().parents[4]


def swift_formatted(text: str) -> str:
    """`text` as `swift format` (``$SWIFT``, default ``swift``) lays it out."""
    command = [
        os.environ.get("SWIFT", "swift"),
        "format",
        "--configuration",
        str(ROOT / ".swift-format"),
        "-",
    ]
    done = subprocess.run(command, input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"swift format failed on generated Swift:\n{done.stderr[-2000:]}")
    return done.stdout


def write_or_check(path: Path, text: str, check: bool) -> bool:
    """Writes `text` to `path`, or (check) reports whether it is there already."""
    if path.suffix == ".swift":
        text = swift_formatted(text)
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
    print(f"{path} is stale: run `make boundary`", file=sys.stderr)
    return False
