"""Wrong types and values raise the documented exceptions; nothing crashes."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

import segpager
from segpager import (
    CommitRule,
    IndexOutOfRangeError,
    NotFiniteError,
    OutOfRangeError,
    PageGeometry,
    SegPagerError,
    SelectedWidthMode,
    StripStyle,
    UnknownEnumError,
    WidthMode,
    _ffi,
)

BAD_NUMBERS = [math.nan, math.inf, -math.inf]


@pytest.mark.parametrize("value", BAD_NUMBERS)
def test_non_finite_widths_raise_not_finite(value: float) -> None:
    with pytest.raises(NotFiniteError) as raised:
        segpager.strip_layout([10, value], 100)
    assert isinstance(raised.value, ValueError)
    assert raised.value.status == -3
    assert "segpager_strip_layout" in str(raised.value)
    with pytest.raises(NotFiniteError):
        segpager.strip_layout([10], value)
    with pytest.raises(NotFiniteError):
        segpager.strip_layout([10], 100, StripStyle(spacing=value))


@pytest.mark.parametrize(
    "style",
    [
        StripStyle(spacing=-1),
        StripStyle(leading_inset=-0.5),
        StripStyle(min_item_width=50, max_item_width=40),
        StripStyle(width_mode=WidthMode.FIXED),
        StripStyle(width_mode=WidthMode.VISIBLE_COUNT, visible_count=0),
    ],
)
def test_out_of_range_styles_raise_value_errors(style: StripStyle) -> None:
    with pytest.raises(OutOfRangeError):
        segpager.strip_layout([10, 20], 100, style)


def test_negative_widths_and_viewports_raise() -> None:
    with pytest.raises(OutOfRangeError):
        segpager.strip_layout([10, -1], 100)
    with pytest.raises(OutOfRangeError):
        segpager.strip_layout([10], -1)
    with pytest.raises(OutOfRangeError):
        segpager.strip_layout([10], 100, selected_widths=[-3])


def test_selected_index_out_of_range_is_an_index_error() -> None:
    style = StripStyle(selected_width_mode=SelectedWidthMode.SELECTED_ONLY, selected_index=2)
    with pytest.raises(IndexOutOfRangeError) as raised:
        segpager.strip_layout([10, 20], 100, style)
    assert isinstance(raised.value, IndexError)


def test_unknown_enum_values_raise() -> None:
    with pytest.raises(UnknownEnumError):
        segpager.strip_layout([10], 100, StripStyle(width_mode=17))  # type: ignore[arg-type]
    with pytest.raises(UnknownEnumError):
        segpager.selected_index(1.0, 3, 9)  # type: ignore[arg-type]
    with pytest.raises(UnknownEnumError):
        PageGeometry(viewport_width=100, alignment=5).position(0)  # type: ignore[arg-type]


def test_integers_that_do_not_fit_int32_raise_instead_of_wrapping() -> None:
    style = StripStyle(selected_width_mode=SelectedWidthMode.SELECTED_ONLY, selected_index=2**32)
    with pytest.raises(OutOfRangeError):
        segpager.strip_layout([10], 100, style)
    with pytest.raises(OutOfRangeError):
        segpager.selected_index(0.0, 2**40)


@pytest.mark.parametrize(
    "call",
    [
        lambda: segpager.strip_layout(["wide"], 100),  # type: ignore[list-item]
        lambda: segpager.strip_layout([None], 100),  # type: ignore[list-item]
        lambda: segpager.strip_layout(10, 100),  # type: ignore[arg-type]
        lambda: segpager.strip_layout([10], "100"),  # type: ignore[arg-type]
        lambda: segpager.strip_layout([10], 100, StripStyle(spacing="1")),  # type: ignore[arg-type]
        lambda: segpager.strip_layout([10], 100, StripStyle(selected_index=1.5)),  # type: ignore[arg-type]
        lambda: segpager.strip_layout([10], 100, selected_widths=["x"]),  # type: ignore[list-item]
        lambda: segpager.selected_index("2", 3),  # type: ignore[arg-type]
        lambda: segpager.selected_index(2.0, 3.0),  # type: ignore[arg-type]
        lambda: PageGeometry(viewport_width=375).position(None),  # type: ignore[arg-type]
    ],
)
def test_wrong_types_raise_type_error(call: object) -> None:
    with pytest.raises(TypeError):
        call()  # type: ignore[operator]


def test_mismatched_column_lengths_raise() -> None:
    with pytest.raises(ValueError, match="selected_widths has 1 values"):
        segpager.strip_layout([10, 20], 100, selected_widths=[1])


@pytest.mark.parametrize(
    "geometry",
    [
        PageGeometry(),  # no viewport, no page width: stride 0
        PageGeometry(viewport_width=-1),
        PageGeometry(viewport_width=100, page_spacing=-1),
        PageGeometry(viewport_width=100, page_count=-1),
    ],
)
def test_bad_geometries_raise_out_of_range(geometry: PageGeometry) -> None:
    for call in (
        lambda: geometry.position(0),
        lambda: geometry.page_offset(0),
        geometry.page_offset_range,
        lambda: geometry.page_offset_after_resize(PageGeometry(viewport_width=1), 0),
    ):
        with pytest.raises(OutOfRangeError):
            call()


@pytest.mark.parametrize("value", BAD_NUMBERS)
def test_non_finite_page_arguments_raise(value: float) -> None:
    pages = PageGeometry(page_count=3, viewport_width=375)
    with pytest.raises(NotFiniteError):
        pages.position(value)
    with pytest.raises(NotFiniteError):
        pages.page_offset(value)
    with pytest.raises(NotFiniteError):
        segpager.selected_index(value, 3, CommitRule.FLOOR)
    with pytest.raises(NotFiniteError):
        PageGeometry(page_count=3, viewport_width=value).position(0)


def test_hit_test_and_visible_range_reject_bad_numbers() -> None:
    layout = segpager.strip_layout([10, 20], 100)
    for value in BAD_NUMBERS:
        with pytest.raises(NotFiniteError):
            layout.hit_test(value)
        with pytest.raises(NotFiniteError):
            layout.visible_range(value, 10)
    with pytest.raises(OutOfRangeError):
        layout.visible_range(0, -1)
    with pytest.raises(TypeError):
        layout.hit_test("1")  # type: ignore[arg-type]


def test_every_error_is_a_segpager_error_with_a_status_name() -> None:
    with pytest.raises(SegPagerError) as raised:
        segpager.strip_layout([-1], 100)
    assert raised.value.status_name == segpager.status_name(raised.value.status)


def test_status_names_cover_known_and_unknown_codes() -> None:
    assert segpager.status_name(0) == "SEGPAGER_OK"
    assert segpager.status_name(-7) == "SEGPAGER_E_INDEX"
    assert segpager.status_name(12345) == "SEGPAGER_UNKNOWN"
    assert segpager.status_string(-1) == "a required pointer argument is NULL"
    with pytest.raises(OutOfRangeError):
        segpager.status_name(2**40)


class _Index:
    """Not an int, but an integer to C (``__index__``), as numpy's are."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


@pytest.mark.parametrize(
    ("convert", "bits"), [(_ffi.to_int32, 32), (_ffi.to_int64, 64)], ids=["int32", "int64"]
)
def test_an_integer_argument_takes_exactly_its_c_types_range(
    convert: Callable[[str, object], int], bits: int
) -> None:
    low, high = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    for value in (low, -1, 0, high):
        assert convert("n", value) == value
        assert convert("n", _Index(value)) == value  # past the fast path
    for value in (low - 1, high + 1):
        for given in (value, _Index(value)):
            with pytest.raises(
                OutOfRangeError, match=rf"^n: must fit in int{bits}_t \(got {value}\)$"
            ):
                convert("n", given)
    with pytest.raises(TypeError, match=r"^n: must be an integer \(got float 1\.0\)$"):
        convert("n", 1.0)
