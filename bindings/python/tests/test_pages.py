"""Page position from Python: the seeds' page rules and round trips."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import CommitRule, Direction, PageAlignment, PageGeometry

W = 375.0
PAGES = PageGeometry(page_count=6, viewport_width=W)
# Offsets from 0 to 5W in W/8 steps: every exact half and quarter is included.
SWEEP = [W * k / 8 for k in range(41)]


@pytest.mark.parametrize("x", SWEEP)
def test_seed_page_rules(x: float) -> None:
    p = PAGES.position(x)
    nearest = segpager.selected_index(p, 6, CommitRule.NEAREST)
    floor = segpager.selected_index(p, 6, CommitRule.FLOOR)
    assert nearest == int((x + W / 2) / W)  # seed 000: (contentOffset.x + kScreen_W/2)/kScreen_W
    assert nearest == min(round(x / W + 1e-12), 5) or (x / W) % 1 == 0.5  # seed 001: roundf
    assert nearest == min(int(x / W + 0.5), 5)  # seed 003: NSInteger page = width/320 + 0.5
    assert p - nearest == pytest.approx(x / W - int(x / W + 0.5))  # seed 003: ratio
    assert floor == min(int(x / W), 5)  # seed 004: Int(x/W) at the end of deceleration


def test_seed_001_roundf_rounds_half_up() -> None:
    # roundf rounds half away from zero: 2.5 -> 3, like NEAREST.
    assert segpager.selected_index(2.5, 6) == 3


def test_positions_within_a_billionth_of_a_page_are_integers() -> None:
    assert PAGES.position(2 * W + 1e-8) == 2.0
    assert segpager.selected_index(2.9999999999, 6, CommitRule.FLOOR) == 3
    assert segpager.selected_index(2.99, 6, CommitRule.FLOOR) == 2


def test_overscroll_keeps_the_end_pages_selected() -> None:
    assert PAGES.position(-W / 4) == pytest.approx(-0.25)
    assert segpager.selected_index(-0.7, 6) == 0
    assert segpager.selected_index(9.2, 6) == 5
    assert segpager.selected_index(1.0, 0) is None


def test_rtl_puts_page_zero_at_the_right() -> None:
    rtl = PageGeometry(page_count=6, viewport_width=W, direction=Direction.RTL)
    assert rtl.page_offset(0) == pytest.approx(5 * W)
    assert rtl.position(0) == pytest.approx(5)
    assert rtl.page_offset_range() == pytest.approx((0, 5 * W))


def test_centred_carousel_with_padded_ends() -> None:
    # Flutter: padEnds pads by V(1 - vf)/2 so the first page is centred at offset 0.
    carousel = PageGeometry(
        page_count=4,
        viewport_width=400,
        page_width=300,
        page_spacing=20,
        alignment=PageAlignment.CENTER,
    )
    assert carousel.page_offset(1) == pytest.approx(320)
    assert carousel.page_offset_range() == pytest.approx((0, 960))
    unpadded = PageGeometry(**{**vars(carousel), "pad_ends": False})
    assert unpadded.position(0) == pytest.approx(50 / 320)


def test_resize_keeps_the_position() -> None:
    wide = PageGeometry(page_count=6, viewport_width=667)
    assert PAGES.page_offset_after_resize(wide, 2.25 * W) == pytest.approx(2.25 * 667)


@st.composite
def geometries(draw: st.DrawFn) -> PageGeometry:
    return PageGeometry(
        page_count=draw(st.integers(min_value=0, max_value=50)),
        direction=draw(st.sampled_from(Direction)),
        alignment=draw(st.sampled_from(PageAlignment)),
        pad_ends=draw(st.booleans()),
        viewport_width=draw(st.floats(min_value=1, max_value=2000)),
        # 0 (full width) or a real page: a page a billionth of the viewport wide
        # loses the position to cancellation in any floating-point formula.
        page_width=draw(st.one_of(st.just(0.0), st.floats(min_value=1, max_value=2500))),
        page_spacing=draw(st.floats(min_value=0, max_value=50)),
    )


@given(geometries(), st.floats(min_value=-2, max_value=60))
def test_position_and_offset_round_trip(geometry: PageGeometry, p: float) -> None:
    offset = geometry.page_offset(p)
    assert math.isfinite(offset)
    assert geometry.position(offset) == pytest.approx(p, abs=1e-7)


@given(geometries(), st.floats(min_value=-1, max_value=50), st.floats(min_value=0, max_value=0.999))
def test_positions_grow_with_offsets_in_ltr(geometry: PageGeometry, p: float, step: float) -> None:
    geometry = PageGeometry(**{**vars(geometry), "direction": Direction.LTR})
    assert geometry.page_offset(p + step) >= geometry.page_offset(p)
