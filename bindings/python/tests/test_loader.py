"""How the package finds libsegpager.so, and what it says when it can't."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import segpager
from segpager import _lib

from .conftest import LIBRARY

PACKAGE_ROOT = Path(__file__).resolve().parents[1]


def _import_with(env_value: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SEGPAGER_LIBRARY=env_value)
    return subprocess.run(
        [sys.executable, "-c", "import segpager; print(segpager.library_version())"],
        cwd=PACKAGE_ROOT,
        env=env,
        capture_output=True,
        text=True,
    )


def test_environment_variable_names_the_library() -> None:
    result = _import_with(str(LIBRARY))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == segpager.__version__


def test_a_missing_library_is_an_import_error_listing_what_was_tried(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "libsegpager.so"
    result = _import_with(str(missing))
    assert result.returncode != 0
    assert "ImportError" in result.stderr
    assert str(missing) in result.stderr
    assert "no such file" in result.stderr
    assert "SEGPAGER_LIBRARY is set" in result.stderr


def test_a_file_that_is_not_a_library_is_reported(tmp_path: Path) -> None:
    bogus = tmp_path / "libsegpager.so"
    bogus.write_text("not an ELF file")
    result = _import_with(str(bogus))
    assert result.returncode != 0
    assert str(bogus) in result.stderr


def test_search_order_without_the_variable() -> None:
    env = dict(os.environ)
    env.pop("SEGPAGER_LIBRARY", None)
    code = "from segpager import _lib; print('\\n'.join(map(str, _lib.candidate_paths())))"
    output = subprocess.run(
        [sys.executable, "-c", code], cwd=PACKAGE_ROOT, env=env, capture_output=True, text=True
    ).stdout.split()
    assert output == [
        str(PACKAGE_ROOT / "segpager" / "libsegpager.so"),
        str(LIBRARY),
    ]


def test_version_numbers_follow_the_header_formula() -> None:
    assert _lib.expected_version_number("0.1.0") == 100
    assert _lib.expected_version_number("1.2.3") == 10203
