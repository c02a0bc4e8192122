"""Scroll physics for front ends with no scroll view of their own.

>>> import segpager
>>> round(segpager.deceleration_projection(1000), 6)  # WWDC18: 499 pt per 1000 pt/s
499.0
>>> round(segpager.rubber_band(100, dimension=375), 2)
47.97
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from . import _abi, _ffi, _physics
from .pages import PageGeometry

#: UIScrollView.DecelerationRate.normal and .fast: the velocity kept per millisecond.
DECELERATION_NORMAL = _abi.SEGPAGER_DECELERATION_NORMAL
DECELERATION_FAST = _abi.SEGPAGER_DECELERATION_FAST
#: UIScrollView's rubber-band coefficient.
RUBBER_BAND_COEFFICIENT = _abi.SEGPAGER_RUBBER_BAND_COEFFICIENT


def deceleration_state(
    velocity: float, time: float, rate: float = DECELERATION_NORMAL
) -> tuple[float, float]:
    """The distance travelled and the velocity ``time`` s after a release."""
    return _physics.deceleration_state(rate, velocity, time)


def deceleration_projection(velocity: float, rate: float = DECELERATION_NORMAL) -> float:
    """Where a release comes to rest: ``(v/1000)·rate/(1 - rate)``."""
    return _physics.deceleration_projection(rate, velocity)


def deceleration_duration(
    velocity: float, epsilon: float = 0.5, rate: float = DECELERATION_NORMAL
) -> float:
    """The time until less than ``epsilon`` of the distance is left."""
    return _physics.deceleration_duration(rate, velocity, epsilon)


def rubber_band(
    overshoot: float, dimension: float, coefficient: float = RUBBER_BAND_COEFFICIENT
) -> float:
    """The offset shown for a finger overshoot: ``x·d·c/(d + c·|x|)``."""
    return _physics.rubber_band(coefficient, dimension, overshoot, inverse=False)


def rubber_band_inverse(
    offset: float, dimension: float, coefficient: float = RUBBER_BAND_COEFFICIENT
) -> float:
    """The finger overshoot that shows as ``offset`` (the inverse of ``rubber_band``)."""
    return _physics.rubber_band(coefficient, dimension, offset, inverse=True)


def cubic_bezier(x1: float, y1: float, x2: float, y2: float, x: float) -> float:
    """A CSS/Core Animation timing curve's progress at time ``x``."""
    return _physics.cubic_bezier(x1, y1, x2, y2, x)


@dataclass(frozen=True)
class DampedSpring(_abi.DampedSpringFields):
    """A damped spring as UIKit and SwiftUI describe it (defaults: SwiftUI's spring)."""

    def _c(self) -> Any:
        return _ffi.options("segpager_spring", dataclasses.asdict(self))

    def state(self, displacement: float, velocity: float, time: float) -> tuple[float, float]:
        """Displacement from rest and velocity ``time`` s later (closed form)."""
        return _physics.spring_state(self._c(), displacement, velocity, time)

    def settling_time(
        self, displacement: float = 1.0, velocity: float = 0.0, epsilon: float = 0.001
    ) -> float:
        """When the displacement stays within ``epsilon`` of rest."""
        return _physics.spring_settling_time(self._c(), displacement, velocity, epsilon)


@dataclass(frozen=True)
class PagingOptions(_abi.PagingOptionsFields):
    """How a released drag picks its page; defaults equal ``segpager_paging_options_init``."""


def paging_target(
    pages: PageGeometry,
    page_offset: float,
    velocity: float,
    start_page: int,
    options: PagingOptions | None = None,
) -> int:
    """The page a drag released at ``page_offset`` with ``velocity`` (pt/s)
    settles on, having begun on ``start_page``."""
    if not isinstance(pages, PageGeometry):
        raise TypeError(f"pages must be a PageGeometry, not {type(pages).__name__}")
    c_options = _ffi.options(
        "segpager_paging_options", dataclasses.asdict(options or PagingOptions())
    )
    return _physics.paging_target(c_options, pages._c(), page_offset, velocity, start_page)
