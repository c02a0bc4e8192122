"""Finds and loads libsegpager.so; nothing else in the package does.

Search order, first hit wins:

1. ``$SEGPAGER_LIBRARY``: an exact file path. When it is set, it is the only
   candidate, so a wrong value is reported instead of silently skipped.
2. ``libsegpager.so`` inside this package (an installed wheel).
3. The repository's release build folder, ``.build/release/`` (development).

After loading, the library's version must equal the package's.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from ._generated.version import __version__

LIBRARY_NAME = "libsegpager.so"


def candidate_paths() -> list[Path]:
    """The paths the loader tries, in order."""
    override = os.environ.get("SEGPAGER_LIBRARY")
    if override:
        return [Path(override)]
    package_dir = Path(__file__).resolve().parent
    repo_root = package_dir.parent.parent.parent
    return [package_dir / LIBRARY_NAME, repo_root / ".build" / "release" / LIBRARY_NAME]


def expected_version_number(version: str = __version__) -> int:
    """``"1.2.3"`` as the library reports it: ``1 * 10000 + 2 * 100 + 3``."""
    major, minor, patch = (int(part) for part in version.split(".")[:3])
    return major * 10000 + minor * 100 + patch


def load() -> ctypes.CDLL:
    """Loads the first candidate that exists and checks its version.

    Raises ImportError naming every path tried and why each failed.
    """
    tried: list[str] = []
    for path in candidate_paths():
        if not path.is_file():
            tried.append(f"  {path}: no such file")
            continue
        try:
            library = ctypes.CDLL(str(path))
        except OSError as error:
            tried.append(f"  {path}: {error}")
            continue
        version = ctypes.CFUNCTYPE(ctypes.c_uint32)(("segpager_version", library))()
        if version != expected_version_number():
            raise ImportError(
                f"segpager: {path} is library version {version}, but this package is "
                f"{__version__} ({expected_version_number()}); rebuild with `make build` "
                "or point SEGPAGER_LIBRARY at a matching library"
            )
        return library
    override = os.environ.get("SEGPAGER_LIBRARY")
    hint = (
        f"SEGPAGER_LIBRARY is set to {override!r}"
        if override
        else "SEGPAGER_LIBRARY is not set; run `make build` in the repository"
    )
    raise ImportError(
        "segpager: could not load libsegpager.so. Tried:\n" + "\n".join(tried) + f"\n({hint})"
    )
