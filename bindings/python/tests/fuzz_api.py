"""Hypothesis drives the public Python API with arbitrary values and types:
every call returns finite results or raises SegPagerError, TypeError or
ValueError (IndexError where an index is out of range, as docs/guide/python.md says)
with a message. Run as a subprocess by test_reliability.py, so a segfault
fails that test instead of killing pytest. Usage: fuzz_api.py EXAMPLES"""

from __future__ import annotations

import dataclasses
import enum
import math
import sys
import traceback
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

import segpager as s

ALLOWED = (s.SegPagerError, TypeError, ValueError, IndexError)
EXAMPLES = int(sys.argv[1]) if __name__ == "__main__" and len(sys.argv) > 1 else 300
# derandomize: the same examples every run, so a red build reproduces.
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)

# Any value a caller might pass by mistake, and the right types with bad values.
numbers = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0.0, -0.0, 1e-320, 1e308, -1e308, 375.0, 2**31, 2**63]),
)
scalars = st.one_of(numbers, st.booleans(), st.none(), st.text(max_size=5), st.binary(max_size=5))
sequences = st.one_of(
    st.lists(numbers, max_size=8),
    st.tuples(numbers, numbers),
    st.lists(scalars, max_size=4),
)
styles = st.one_of(
    st.builds(s.StripStyle),
    st.builds(s.IndicatorStyle),
    st.builds(s.AppearanceStyle),
    st.builds(s.StripOffsetStyle),
    st.builds(s.HeaderStyle, height=numbers, pinned_height=numbers),
    st.builds(s.PageGeometry),
    st.builds(s.PagingOptions),
    st.builds(s.DampedSpring),
    st.builds(s.PagerConfiguration),
)
values = st.one_of(scalars, sequences, styles)


def check_finite(result: object, where: str) -> None:
    """Every float anywhere in a result is finite."""
    if isinstance(result, float):
        assert math.isfinite(result), f"{where} returned {result!r}"
    elif isinstance(result, (enum.Enum, str, bytes, int)):
        return
    elif isinstance(result, (tuple, list)):
        for item in result:
            check_finite(item, where)
    elif dataclasses.is_dataclass(result) and not isinstance(result, type):
        for field in dataclasses.fields(result):
            check_finite(getattr(result, field.name), f"{where}.{field.name}")


def call(function: Callable[..., Any], args: list[Any], where: str) -> Any:
    """One call: a finite result, or an allowed exception with a message."""
    try:
        result = function(*args)
    except ALLOWED as error:
        if not str(error):
            raise AssertionError(
                f"{where}{tuple(args)!r} raised {type(error).__name__} without a message"
            ) from error
        return None
    check_finite(result, where)
    return result


FUNCTIONS: list[Callable[..., Any]] = [
    s.strip_layout,
    s.indicator_rect,
    s.indicator_rects,
    s.item_appearances,
    s.strip_offset,
    s.strip_state,
    s.selected_index,
    s.deceleration_state,
    s.deceleration_projection,
    s.deceleration_duration,
    s.rubber_band,
    s.rubber_band_inverse,
    s.cubic_bezier,
    s.paging_target,
    s.header_frame,
    s.header_list_offset,
    s.nested_scroll,
    s.header_stack_ranges,
    s.header_stack_scroll,
    s.header_stack_snap_target,
    s.header_snap_target,
    s.header_min_content_height,
    s.header_snap_duration,
    s.gesture_axis,
    s.velocity_estimate,
    s.spline_fling,
    s.spline_fling_state,
    s.paging_dragging_target,
    s.scroll_snaps,
    s.snap_groups,
    s.loop_points,
    s.loop_shifts,
    s.status_name,
    s.status_string,
]


# Methods of value objects that compute (built with arbitrary field values).
METHOD_OWNERS = st.one_of(
    st.builds(s.PageGeometry, page_count=numbers, viewport_width=numbers),
    st.builds(s.DampedSpring, response=numbers, damping_ratio=numbers),
)
OWNER_METHODS = [
    "position",
    "page_offset",
    "page_offset_range",
    "page_offset_after_resize",
    "state",
    "settling_time",
]


@st.composite
def layouts(draw: st.DrawFn) -> object:
    """Sometimes a real layout (the position functions take one)."""
    widths = draw(st.lists(st.floats(0, 500), max_size=6))
    try:
        return s.strip_layout(widths, draw(st.floats(0, 1000)))
    except s.SegPagerError:
        return None


@given(st.data())
@SETTINGS
def fuzz_stateless(data: st.DataObject) -> None:
    function = data.draw(st.sampled_from(FUNCTIONS))
    arity = data.draw(st.integers(0, 7))
    args = [data.draw(st.one_of(values, layouts())) for _ in range(arity)]
    call(function, args, function.__name__)
    owner = data.draw(METHOD_OWNERS)
    name = data.draw(st.sampled_from([m for m in OWNER_METHODS if hasattr(owner, m)]))
    args = [
        data.draw(st.one_of(values, METHOD_OWNERS)) for _ in range(data.draw(st.integers(0, 4)))
    ]
    call(getattr(owner, name), args, f"{type(owner).__name__}.{name}")


events = st.one_of(
    st.builds(s.DragBegan, numbers),
    st.builds(s.DragMoved, numbers, numbers),
    st.builds(s.DragEnded, numbers, numbers),
    st.builds(s.HostScrolled, numbers, numbers),
    st.builds(s.TabTapped, numbers, numbers),
    st.builds(s.Select, numbers, numbers, st.booleans()),
    st.builds(s.Tick, numbers),
    st.builds(s.Resized, numbers, numbers),
    scalars,
)
# Mostly sensible times, so streams get past the first event.
good_events = st.one_of(
    st.builds(s.DragBegan, st.floats(0, 100)),
    st.builds(s.DragMoved, st.floats(0, 100), st.floats(-1e4, 1e4)),
    st.builds(s.DragEnded, st.floats(0, 100), st.floats(-1e4, 1e4)),
    st.builds(s.TabTapped, st.floats(0, 100), st.integers(-1, 8)),
    st.builds(s.Select, st.floats(0, 100), st.integers(-1, 8), st.booleans()),
    st.builds(s.Tick, st.floats(0, 100)),
)

METHODS = [
    "step",
    "set_items",
    "insert_item",
    "remove_item",
    "move_item",
    "set_strip_style",
    "set_indicator_style",
    "set_appearance_style",
    "set_strip_offset_style",
    "set_paging_options",
    "set_header",
    "run",
]


@given(st.data())
@SETTINGS
def fuzz_pager(data: st.DataObject) -> None:
    widths = data.draw(st.one_of(st.lists(st.floats(0, 200), max_size=6), values))
    viewport = data.draw(st.one_of(st.just(375.0), numbers, scalars))
    pager = call(s.Pager, [widths, viewport], "Pager")
    if pager is None:
        return
    assert isinstance(pager, s.Pager)
    with pager:
        for _ in range(data.draw(st.integers(0, 12))):
            method = data.draw(st.sampled_from(METHODS))
            if method == "step":
                batch = data.draw(
                    st.one_of(
                        st.lists(good_events, max_size=4), st.lists(events, max_size=3), values
                    )
                )
                frame = call(pager.step, [batch], "Pager.step")
                if frame is not None:
                    assert isinstance(frame, s.PagerFrame)
                    count = len(pager.ids)
                    selected = frame.selected_index
                    if count == 0:
                        assert selected is None, f"selection {selected} of no items"
                    else:
                        assert selected in range(count), f"selection {selected} of {count}"
            else:
                args = [data.draw(values) for _ in range(data.draw(st.integers(0, 3)))]
                call(getattr(pager, method), args, f"Pager.{method}")
    # closed: every method raises ValueError, never crashes
    for method in METHODS:
        try:
            getattr(pager, method)(*([[]] if method in ("step", "set_items", "run") else []))
        except ValueError as error:
            if not str(error):
                raise AssertionError(f"Pager.{method} after close(): no message") from error
        except TypeError:
            pass  # missing arguments are reported before the closed check
        else:
            raise AssertionError(f"Pager.{method} worked after close()")


def main() -> int:
    failed = 0
    for test in (fuzz_stateless, fuzz_pager):
        try:
            test()
            print(f"{test.__name__}: {EXAMPLES} examples ok")
        except Exception:  # the report is the point
            traceback.print_exc()
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
