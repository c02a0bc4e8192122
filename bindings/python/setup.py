"""The wheel carries libsegpager.so, so it is a platform wheel.

All metadata lives in pyproject.toml. This file only marks the wheel as
platform-specific (``py3-none-<platform>``): the Python code is pure, the
bundled library is not. ``make wheel`` copies the library in first.
"""

from __future__ import annotations

from setuptools import Distribution, setup
from setuptools.command.bdist_wheel import bdist_wheel


class BinaryDistribution(Distribution):
    """Installs into platlib and makes the wheel platform-specific."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """Any Python 3 (the code is ctypes), this platform only (the library)."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(distclass=BinaryDistribution, cmdclass={"bdist_wheel": PlatformWheel})
