"""The wheel carries libsegpager.so, so it is a platform wheel.

All metadata lives in pyproject.toml. This file only:

- marks the wheel as platform-specific (``py3-none-<platform>``): the Python
  code is pure ctypes, the bundled library is not;
- puts the library into the built package: the repository's release build
  (``.build/release/libsegpager.so``), built first with ``make build`` when
  it is missing, so ``pip install ./bindings/python`` works from a fresh
  clone. A ``libsegpager.so`` already in the package folder wins.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parents[2]
RELEASE_LIBRARY = ROOT / ".build" / "release" / "libsegpager.so"


class BinaryDistribution(Distribution):
    """Installs into platlib and makes the wheel platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """Any Python 3 (the code is ctypes), this platform only (the library)."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


class BuildWithLibrary(build_py):
    """Copies the release library into the built package, building it if needed."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "segpager" / "libsegpager.so"
        if self.editable_mode or target.exists():
            return
        if not RELEASE_LIBRARY.exists():
            if not (ROOT / "Makefile").exists():
                raise SystemExit(f"segpager: {RELEASE_LIBRARY} is missing and there is no Makefile")
            subprocess.run(["make", "-C", str(ROOT), "build"], check=True)
        shutil.copy2(RELEASE_LIBRARY, target)


setup(
    distclass=BinaryDistribution,
    cmdclass={"bdist_wheel": PlatformWheel, "build_py": BuildWithLibrary},
)
