"""The wheel carries libsegpager.so, so it is a platform wheel.

All metadata lives in pyproject.toml. This file only:

- marks the wheel as platform-specific (``py3-none-<platform>``): the Python
  code is pure ctypes, the bundled library is not. On Linux the platform is
  ``manylinux_2_X_<arch>``, X being the newest glibc symbol version the
  library needs (read with binutils' ``objdump``); its other dependencies,
  libstdc++ and libgcc_s, are ones every manylinux policy allows, so
  nothing needs repair (``make test`` checks the tag with ``auditwheel
  show``);
- puts the library into the built package: the shipped build
  (``.build/shipped/libsegpager.so``, stripped) of the repository, or of the
  sources an sdist carries under ``native/`` (``make sdist``), built first
  with ``make shipped`` when it is missing, so ``pip install
  ./bindings/python`` works from a fresh clone and ``pip install
  segpager-VERSION.tar.gz`` wherever the Swift toolchain is. Without Swift
  the build stops with one line saying so. A ``libsegpager.so`` already in
  the package folder wins.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
# The Swift sources: an sdist's native/ folder, else the repository around us.
ROOT = HERE / "native" if (HERE / "native" / "Package.swift").exists() else HERE.parents[1]
SHIPPED_LIBRARY = ROOT / ".build" / "shipped" / "libsegpager.so"
PACKAGED_LIBRARY = HERE / "segpager" / "libsegpager.so"


def _library() -> Path:
    """The library the wheel carries (building it first if it must)."""
    if PACKAGED_LIBRARY.exists():
        return PACKAGED_LIBRARY
    if not SHIPPED_LIBRARY.exists():
        if not (ROOT / "Makefile").exists():
            raise SystemExit(f"segpager: {SHIPPED_LIBRARY} is missing and there is no Makefile")
        missing = [tool for tool in ("swift", "make", "objcopy") if shutil.which(tool) is None]
        if missing:
            raise SystemExit(
                f"segpager: building libsegpager.so from source needs {', '.join(missing)} on PATH "
                "(the Swift toolchain 6.3 or later, make, binutils); or install a segpager wheel"
            )
        print(f"segpager: building libsegpager.so from the Swift sources in {ROOT} "
              "(`make shipped`, a few minutes)", file=sys.stderr, flush=True)  # fmt: skip
        subprocess.run(["make", "-C", str(ROOT), "shipped"], check=True)
        print(f"segpager: built {SHIPPED_LIBRARY}", file=sys.stderr, flush=True)
    return SHIPPED_LIBRARY


def _manylinux(platform: str, library: Path) -> str:
    """``linux_<arch>`` as ``manylinux_2_X_<arch>`` for the newest glibc
    symbol version ``library`` needs; unchanged when that cannot be read."""
    try:
        symbols = subprocess.run(
            ["objdump", "-T", str(library)], check=True, capture_output=True, text=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return platform
    versions = [(int(a), int(b)) for a, b in re.findall(r"GLIBC_(\d+)\.(\d+)", symbols)]
    if not platform.startswith("linux_") or not versions:
        return platform
    major, minor = max(versions)
    return f"manylinux_{major}_{minor}_{platform.removeprefix('linux_')}"


class BinaryDistribution(Distribution):
    """Installs into platlib and makes the wheel platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """Any Python 3 (the code is ctypes), this platform only (the library)."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", _manylinux(platform, _library())


class BuildWithLibrary(build_py):
    """Copies the release library into the built package, building it if needed."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "segpager" / "libsegpager.so"
        if self.editable_mode or target.exists():
            return
        shutil.copy2(_library(), target)


setup(
    distclass=BinaryDistribution,
    cmdclass={"bdist_wheel": PlatformWheel, "build_py": BuildWithLibrary},
)
