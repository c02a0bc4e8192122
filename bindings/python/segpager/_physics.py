"""Calls for scroll physics (``segpager.physics``): deceleration, rubber
band, springs, easing curves, the paging target and pointer velocity."""

from __future__ import annotations

import ctypes
from array import array
from ctypes import (
    c_double,
    c_int32,
)

from ._ffi import (
    _doubles,
    _library,
    to_double,
    to_int32,
)
from ._generated.abi import (
    CPageGeometry,
    CPagingOptions,
    CSpring,
)

# --- scroll physics ------------------------------------------------------------


def _checked(**values: object) -> tuple[float, ...]:
    """The keyword arguments' values as C doubles, in order, each refused
    by its name if it is not a number (``to_double``)."""
    return tuple(to_double(name, value) for name, value in values.items())


def deceleration_state(rate: float, velocity: float, time: float) -> tuple[float, float]:
    args = _checked(rate=rate, velocity=velocity, time=time)
    distance, speed = _doubles("segpager_deceleration_state", *args, outputs=2)
    return distance, speed


def deceleration_projection(rate: float, velocity: float) -> float:
    args = _checked(rate=rate, velocity=velocity)
    return _doubles("segpager_deceleration_projection", *args)[0]


def deceleration_duration(rate: float, velocity: float, epsilon: float) -> float:
    args = _checked(rate=rate, velocity=velocity, epsilon=epsilon)
    return _doubles("segpager_deceleration_duration", *args)[0]


def spline_fling(density: float, friction: float, velocity: float) -> tuple[float, float]:
    args = _checked(density=density, friction=friction, velocity=velocity)
    distance, duration = _doubles("segpager_spline_fling", *args, outputs=2)
    return distance, duration


def spline_fling_state(
    density: float, friction: float, velocity: float, time: float
) -> tuple[float, float]:
    args = _checked(density=density, friction=friction, velocity=velocity, time=time)
    distance, speed = _doubles("segpager_spline_fling_state", *args, outputs=2)
    return distance, speed


def rubber_band(coefficient: float, dimension: float, overshoot: float, inverse: bool) -> float:
    if inverse:
        args = _checked(coefficient=coefficient, dimension=dimension, offset=overshoot)
        return _doubles("segpager_rubber_band_inverse", *args)[0]
    args = _checked(coefficient=coefficient, dimension=dimension, overshoot=overshoot)
    return _doubles("segpager_rubber_band", *args)[0]


def spring_state(
    spring_struct: CSpring, displacement: float, velocity: float, time: float
) -> tuple[float, float]:
    args = _checked(displacement=displacement, velocity=velocity, time=time)
    x, v = _doubles("segpager_spring_state", ctypes.byref(spring_struct), *args, outputs=2)
    return x, v


def spring_settling_time(
    spring_struct: CSpring, displacement: float, velocity: float, epsilon: float
) -> float:
    args = _checked(displacement=displacement, velocity=velocity, epsilon=epsilon)
    return _doubles("segpager_spring_settling_time", ctypes.byref(spring_struct), *args)[0]


def cubic_bezier(x1: float, y1: float, x2: float, y2: float, x: float) -> float:
    args = _checked(x1=x1, y1=y1, x2=x2, y2=y2, x=x)
    return _doubles("segpager_cubic_bezier", *args)[0]


def paging_target(
    options: CPagingOptions, pages: CPageGeometry, page_offset: float, velocity: float, start: int
) -> int:
    out = c_int32()
    _library.segpager_paging_target(
        ctypes.byref(options), ctypes.byref(pages), to_double("page_offset", page_offset),
        to_double("velocity", velocity), to_int32("start_page", start), ctypes.byref(out),
    )  # fmt: skip
    return out.value


def paging_dragging_target(
    options: CPagingOptions, pages: CPageGeometry, position: float, start: int
) -> int:
    out = c_int32()
    _library.segpager_paging_dragging_target(
        ctypes.byref(options), ctypes.byref(pages), to_double("position", position),
        to_int32("start_page", start), ctypes.byref(out),
    )  # fmt: skip
    return out.value


def velocity_estimate(times: array[float], positions: array[float]) -> float:
    """``segpager_velocity_estimate`` over two packed arrays of one length."""
    count = len(times)
    out = c_double()
    _library.segpager_velocity_estimate(
        (c_double * count).from_buffer(times) if count else None,
        (c_double * count).from_buffer(positions) if count else None,
        count,
        ctypes.byref(out),
    )
    return out.value
