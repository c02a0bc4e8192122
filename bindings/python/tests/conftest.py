"""Shared test settings: paths and a hypothesis profile that is thorough but fast."""

from __future__ import annotations

from pathlib import Path

from hypothesis import settings

REPO = Path(__file__).resolve().parents[3]
HEADER = REPO / "bindings" / "c" / "segpager.h"
LIBRARY = REPO / ".build" / "release" / "libsegpager.so"

settings.register_profile("segpager", max_examples=300, deadline=None)
settings.load_profile("segpager")
