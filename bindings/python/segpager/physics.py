"""Scroll physics for front ends with no scroll view of their own.

>>> import segpager
>>> round(segpager.deceleration_projection(1000), 6)  # WWDC18: 499 pt per 1000 pt/s
499.0
>>> round(segpager.rubber_band(100, dimension=375), 2)
47.97
>>> round(segpager.velocity_estimate([0.0, 0.008, 0.016], [0, 8, 16]), 6)  # 1 pt per ms
1000.0
"""

from __future__ import annotations

import dataclasses
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from . import _ffi, _physics
from ._generated import abi as _abi
from ._generated.abi import CubicBezier, Deceleration, IntegratorBody
from .pages import PageGeometry

#: UIScrollView.DecelerationRate.normal and .fast: the velocity kept per millisecond.
DECELERATION_NORMAL = _abi.SEGPAGER_DECELERATION_NORMAL
DECELERATION_FAST = _abi.SEGPAGER_DECELERATION_FAST
#: UIScrollView's rubber-band coefficient.
RUBBER_BAND_COEFFICIENT = _abi.SEGPAGER_RUBBER_BAND_COEFFICIENT
#: The velocity estimate's window (Android's and Flutter's VelocityTracker):
#: at most this many samples, none more than ``VELOCITY_HORIZON`` seconds
#: before the newest, and no gap over ``VELOCITY_ASSUMED_STOP`` seconds.
VELOCITY_CAPACITY = _abi.SEGPAGER_VELOCITY_CAPACITY
VELOCITY_HORIZON = _abi.SEGPAGER_VELOCITY_HORIZON
VELOCITY_ASSUMED_STOP = _abi.SEGPAGER_VELOCITY_ASSUMED_STOP
#: ViewConfiguration's SCROLL_FRICTION, the friction Android flings with.
SCROLL_FRICTION = _abi.SEGPAGER_SCROLL_FRICTION


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


def spline_fling(
    velocity: float, density: float = 1.0, friction: float = SCROLL_FRICTION
) -> tuple[float, float]:
    """Android's fling (OverScroller's SplineOverScroller): the distance (with
    the velocity's sign) and the duration in seconds of a release at
    ``velocity``, in pixels of a screen of ``density`` (1: pt or dp).

    >>> [round(x, 3) for x in spline_fling(1000)]  # 194.3 dp in 555 ms
    [194.314, 0.555]
    """
    return _physics.spline_fling(density, friction, velocity)


def spline_fling_state(
    velocity: float, time: float, density: float = 1.0, friction: float = SCROLL_FRICTION
) -> tuple[float, float]:
    """The distance travelled and the velocity ``time`` s after a spline
    fling's release: Android's SPLINE_POSITION table, read linearly."""
    return _physics.spline_fling_state(density, friction, velocity, time)


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


def _samples(name: str, values: Iterable[float]) -> array[float]:
    try:
        return array("d", values)
    except TypeError as error:
        raise TypeError(f"{name} must be a sequence of numbers: {error}") from None


def velocity_estimate(times: Iterable[float], positions: Iterable[float]) -> float:
    """A pointer's velocity (units per second) at the newest of its samples
    of one axis, given oldest first (``times`` in seconds, never going back;
    ``positions`` in points), as Android's and Flutter's VelocityTracker
    estimate it: the slope at the newest sample of a least-squares parabola
    through the last ``VELOCITY_CAPACITY`` samples within
    ``VELOCITY_HORIZON`` s, ended by a gap over ``VELOCITY_ASSUMED_STOP`` s
    (so a pause before release gives 0). Fewer than two distinct times give
    0. Raises ``EventOrderError`` for a time earlier than the one before it,
    ``NotFiniteError`` for NaN or infinities, and ``ValueError`` when the two
    differ in length.

    >>> velocity_estimate([0.0, 0.008, 0.016, 0.116], [0, 8, 16, 16])  # a pause
    0.0
    """
    packed_times = _samples("times", times)
    packed_positions = _samples("positions", positions)
    if len(packed_times) != len(packed_positions):
        raise ValueError(
            f"times has {len(packed_times)} values and positions {len(packed_positions)}: "
            "give one position per time"
        )
    return _physics.velocity_estimate(packed_times, packed_positions)


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


_ffi.document_fields(DampedSpring, "segpager_spring")


@dataclass(frozen=True)
class PagingOptions(_abi.PagingOptionsFields):
    """How a released drag picks its page; defaults equal ``segpager_paging_options_init``."""


_ffi.document_fields(PagingOptions, "segpager_paging_options")
for _value in (CubicBezier, Deceleration, IntegratorBody):  # the nested values (generated)
    _ffi.document_fields(_value, _value.__name__)
_ffi.accept_flat_names(PagingOptions, "segpager_paging_options", until="0.10.0")


def _paging_options(options: PagingOptions | None) -> Any:
    """The C struct of ``options`` (the defaults for None)."""
    value = _ffi.expect(PagingOptions() if options is None else options, PagingOptions, "options")
    return _ffi.options(
        "segpager_paging_options",
        _ffi.option_fields(value, "segpager_paging_options", "options"),
    )


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
    c_options = _paging_options(options)
    return _physics.paging_target(c_options, pages._c(), page_offset, velocity, start_page)


def paging_dragging_target(
    pages: PageGeometry,
    position: float,
    start_page: int,
    options: PagingOptions | None = None,
) -> int:
    """The page Compose's ``PagerState.targetPage`` names while a drag that
    began on ``start_page`` is at ``position``: the next page along the drag
    once it has moved ``min(positional_threshold, page width / 2)``, else the
    nearest page; clamped to the pages."""
    if not isinstance(pages, PageGeometry):
        raise TypeError(f"pages must be a PageGeometry, not {type(pages).__name__}")
    c_options = _paging_options(options)
    return _physics.paging_dragging_target(c_options, pages._c(), position, start_page)
