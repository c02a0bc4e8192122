"""The strip at a position from Python: seeds, properties and bad input."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import (
    AppearanceStyle,
    ColorSpace,
    Direction,
    IndicatorOverscroll,
    IndicatorStyle,
    IndicatorTransition,
    IndicatorWidthMode,
    RGBAColor,
    StripOffsetStyle,
    StripStyle,
)

from .conftest import PHONE_WIDTH as W, SEED_000_TITLES


def seed_000_layout() -> segpager.StripLayout:
    # Items are the title plus 30 pt; six of them (~418 pt) overflow 375 and scroll.
    return segpager.strip_layout(SEED_000_TITLES, W, StripStyle(item_padding=15))


def test_seed_000_indicator_keeps_its_own_width_centred_under_the_item() -> None:
    # seed 000: _lab_line.frame.size.width = model.lineWidth; center.x = item.center.x
    layout = seed_000_layout()
    for i, frame in enumerate(layout.frames):
        rect = segpager.indicator_rect(layout, i)
        assert rect.width == pytest.approx(SEED_000_TITLES[i])
        assert rect.x + rect.width / 2 == pytest.approx(frame.mid_x)


def test_resting_indicators_are_each_items_rect_in_one_call() -> None:
    # seed 000's lines again, asked of the whole strip, then of items 2..4
    layout = seed_000_layout()
    style = IndicatorStyle(extra_width=10, corner_radius=2)
    every = [segpager.indicator_rect(layout, i, style) for i in range(len(layout.frames))]
    assert segpager.indicator_rects(layout, style) == tuple(every)
    assert segpager.indicator_rects(layout, style, items=range(2, 5)) == tuple(every[2:5])
    assert segpager.indicator_rects(layout, items=range(6, 6)) == ()
    assert (
        segpager.indicator_rects(layout, height=60)[0].y
        == segpager.indicator_rect(layout, 0, height=60).y
    )


def test_seed_000_strip_offset_branches() -> None:
    # seed 000: center - W/2 <= 0 -> 0; contentSize - center <= W/2 -> contentSize - W;
    # otherwise center - W/2.
    layout = seed_000_layout()
    assert layout.scrolls
    for i, frame in enumerate(layout.frames):
        if frame.mid_x - W / 2 <= 0:
            expected = 0.0
        elif layout.content_width - frame.mid_x <= W / 2:
            expected = layout.content_width - W
        else:
            expected = frame.mid_x - W / 2
        assert segpager.strip_offset(layout, i) == pytest.approx(expected)
    branches = {
        "start": segpager.strip_offset(layout, 0) == 0,
        "end": segpager.strip_offset(layout, 5) == pytest.approx(layout.content_width - W),
    }
    assert all(branches.values())


def test_seed_001_extend_width_and_bottom_spacing() -> None:
    # seed 001: indicatorViewX = cellW*i + cellW/2 - (title + extend)/2
    titles = [30.0, 44.0, 52.0, 36.0]
    layout = segpager.strip_layout(
        titles, 320, StripStyle(fit_policy=segpager.FitPolicy.EQUAL_WHEN_FITS)
    )
    style = IndicatorStyle(extra_width=10, height=3, bottom_inset=4)
    for i, title in enumerate(titles):
        rect = segpager.indicator_rect(layout, i, style, height=40)
        assert rect.x == pytest.approx(80 * i + 40 - (title + 10) / 2)
        assert rect.y == pytest.approx(40 - 3 - 4)


def test_seed_002_left_alignment_sits_under_the_title() -> None:
    # seed 002 AlignLeft: width = cell width - subtitle width (or indicatorWidth when set),
    # centre = cell.center.x - subWidth/2
    layout = segpager.strip_layout([50, 60], 320, subtitle_widths=[20, 24])
    cell = layout.frames[1]
    for alignment in (
        segpager.IndicatorAlignment.TITLE_CENTER,
        segpager.IndicatorAlignment.CONTENT_LEADING,  # the same when the width is the title's
    ):
        rect = segpager.indicator_rect(layout, 1, IndicatorStyle(alignment=alignment))
        assert rect.width == pytest.approx(cell.width - 24)
        assert rect.x + rect.width / 2 == pytest.approx(cell.mid_x - 24 / 2)
    fixed = IndicatorStyle(
        alignment=segpager.IndicatorAlignment.TITLE_CENTER,
        width_mode=IndicatorWidthMode.FIXED,
        width=24,
    )
    rect = segpager.indicator_rect(layout, 1, fixed)
    assert rect.width == 24
    assert rect.x + 12 == pytest.approx(cell.mid_x - 24 / 2)


def test_seed_002_left_alignment_in_equal_parts() -> None:
    # seed 002 AlignLeft, indicatorWidth 0: lineWidth = cell.width - subWidth and
    # centre = cell.center.x - subWidth/2, so the line is [cell.x, cell.maxX - subWidth]
    # whatever the cell's width; in equal parts the cell is wider than its content.
    subtitles = [20.0, 0.0, 30.0]
    layout = segpager.strip_layout(
        [40, 40, 40], 300, StripStyle(width_mode=segpager.WidthMode.EQUAL),
        subtitle_widths=subtitles,
    )  # fmt: skip
    style = IndicatorStyle(
        width_mode=IndicatorWidthMode.ITEM_LESS_SUBTITLE,
        alignment=segpager.IndicatorAlignment.LEADING,
    )
    for i, sub in enumerate(subtitles):
        cell = layout.frames[i]
        assert cell.width == 100
        rect = segpager.indicator_rect(layout, i, style)
        assert rect.x == pytest.approx(cell.x)
        assert rect.width == pytest.approx(cell.width - sub)


def test_seed_003_indicator_follows_the_ratio() -> None:
    # seed 003: startX = itemW*page + itemW*ratio + (itemW - actual)/2, actual = min(w, itemW)
    layout = segpager.strip_layout([0] * 4, 320, StripStyle(width_mode=segpager.WidthMode.EQUAL))
    style = IndicatorStyle(width_mode=IndicatorWidthMode.FIXED, width=60, clamp_to_item=True)
    for k in range(31):
        p = k / 10
        page = int(p + 0.5)
        ratio = p - page
        rect = segpager.indicator_rect(layout, p, style)
        assert rect.x == pytest.approx(80 * page + 80 * ratio + (80 - 60) / 2)


def test_one_call_gives_offset_indicator_and_visible_appearances() -> None:
    layout = seed_000_layout()
    state = segpager.strip_state(layout, 2.25)
    assert state.strip_offset == pytest.approx(segpager.strip_offset(layout, 2.25))
    assert state.indicator == segpager.indicator_rect(layout, 2.25)
    visible = layout.visible_range(state.strip_offset, W)
    assert state.visible_items == visible
    assert state.appearances == segpager.item_appearances(layout, 2.25, items=visible)
    weights = {i: a.selection_weight for i, a in zip(visible, state.appearances, strict=True)}
    assert weights[2] == pytest.approx(0.75)
    assert weights[3] == pytest.approx(0.25)


def test_premultiplied_fade_to_transparent_does_not_darken() -> None:
    red = RGBAColor(1, 0, 0, 1)
    clear = RGBAColor(0, 0, 0, 0)
    layout = segpager.strip_layout([10, 10], 100)
    straight = AppearanceStyle(normal_color=red, selected_color=clear)
    premultiplied = AppearanceStyle(
        normal_color=red, selected_color=clear, color_space=ColorSpace.PREMULTIPLIED
    )
    mid = segpager.item_appearances(layout, 0.5, straight)[1].color
    assert mid.red == pytest.approx(0.5)  # straight sRGB darkens half way
    mid = segpager.item_appearances(layout, 0.5, premultiplied)[1].color
    assert mid.red == pytest.approx(1.0)
    assert mid.alpha == pytest.approx(0.5)


# --- properties --------------------------------------------------------------

widths = st.lists(st.floats(min_value=0, max_value=200), min_size=1, max_size=10)
transitions = st.sampled_from(IndicatorTransition)


@given(widths, st.floats(min_value=0, max_value=9), st.sampled_from(Direction))
def test_indicator_stays_inside_the_content_under_clamp(
    titles: list[float], p: float, direction: Direction
) -> None:
    layout = segpager.strip_layout(titles, 300, StripStyle(direction=direction, item_padding=8))
    for transition in IndicatorTransition:
        style = IndicatorStyle(transition=transition, extra_width=30)
        rect = segpager.indicator_rect(layout, p - 0.5, style)
        assert rect.x >= -1e-9
        assert rect.x + rect.width <= layout.content_width + 1e-9


@given(widths, st.floats(min_value=-0.5, max_value=9.5), transitions)
def test_indicator_is_continuous_in_p(
    titles: list[float], p: float, transition: IndicatorTransition
) -> None:
    if transition in (IndicatorTransition.SNAP, IndicatorTransition.FADE):
        return  # these jump (or swap rects) at half way by design
    layout = segpager.strip_layout(titles, 300, StripStyle(item_padding=8))
    style = IndicatorStyle(transition=transition, overscroll=IndicatorOverscroll.FOLLOW)
    a = segpager.indicator_rect(layout, p, style)
    b = segpager.indicator_rect(layout, p + 1e-7, style)
    # edges move at most a few hundred pt per unit of p; rounding adds one unit
    slack = 1.0 if transition == IndicatorTransition.ELASTIC_ROUNDED else 1e-3
    assert abs(a.x - b.x) <= slack
    assert abs(a.width - b.width) <= slack


@given(widths, st.floats(min_value=-3, max_value=12))
def test_weights_sum_to_one_and_colours_are_exact_at_the_ends(
    titles: list[float], p: float
) -> None:
    layout = segpager.strip_layout(titles, 300)
    for space in ColorSpace:
        style = AppearanceStyle(
            color_space=space,
            normal_color=RGBAColor(0.1, 0.7, 0.3, 0.9),
            selected_color=RGBAColor(0.95, 0.2, 0.05, 1.0),
        )
        looks = segpager.item_appearances(layout, p, style)
        assert sum(a.selection_weight for a in looks) == pytest.approx(1.0)
        for look in looks:
            if look.selection_weight == 0:
                assert look.color == style.normal_color
            if look.selection_weight == 1:
                assert look.color == style.selected_color


@given(widths, st.floats(min_value=-1, max_value=10))
def test_strip_offset_is_monotone_in_p_under_center(titles: list[float], p: float) -> None:
    layout = segpager.strip_layout(titles, 120, StripStyle(item_padding=20))
    assert segpager.strip_offset(layout, p + 0.05) >= segpager.strip_offset(layout, p) - 1e-9


@given(widths, st.floats(min_value=0, max_value=9), transitions)
def test_rtl_is_the_mirror_of_ltr(
    titles: list[float], p: float, transition: IndicatorTransition
) -> None:
    ltr = segpager.strip_layout(titles, 150, StripStyle(item_padding=10))
    rtl = segpager.strip_layout(titles, 150, StripStyle(item_padding=10, direction=Direction.RTL))
    style = IndicatorStyle(transition=transition)
    if transition == IndicatorTransition.ELASTIC_ROUNDED:
        return  # rounding half up is not symmetric under mirroring
    a = segpager.indicator_rect(ltr, p, style)
    b = segpager.indicator_rect(rtl, p, style)
    assert b.x == pytest.approx(ltr.content_width - a.x - a.width, abs=1e-7)
    assert b.width == pytest.approx(a.width, abs=1e-7)
    if ltr.scrolls:
        mirrored = ltr.content_width - 150 - segpager.strip_offset(ltr, p)
        assert segpager.strip_offset(rtl, p) == pytest.approx(mirrored, abs=1e-7)


# --- bad input ---------------------------------------------------------------


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf])
def test_non_finite_positions_raise(value: float) -> None:
    layout = seed_000_layout()
    with pytest.raises(segpager.NotFiniteError):
        segpager.strip_state(layout, value)
    with pytest.raises(segpager.NotFiniteError):
        segpager.indicator_rect(layout, value)
    with pytest.raises(segpager.NotFiniteError):
        segpager.strip_offset(layout, 1, current_offset=value)


def test_bad_styles_and_indices_raise() -> None:
    layout = seed_000_layout()
    with pytest.raises(segpager.OutOfRangeError):
        segpager.indicator_rect(layout, 1, IndicatorStyle(stretch=2))
    with pytest.raises(segpager.OutOfRangeError):
        segpager.item_appearances(layout, 1, AppearanceStyle(normal_color=RGBAColor(1.5, 0, 0)))
    with pytest.raises(segpager.OutOfRangeError):
        segpager.strip_offset(layout, 1, StripOffsetStyle(margin=-1))
    with pytest.raises(segpager.UnknownEnumError):
        segpager.strip_state(layout, 1, indicator=IndicatorStyle(transition=42))  # type: ignore[arg-type]
    with pytest.raises(segpager.IndexOutOfRangeError):
        segpager.strip_state(layout, 1, selected_index=6)
    with pytest.raises(IndexError):
        segpager.item_appearances(layout, 1, items=range(4, 9))
    with pytest.raises(ValueError, match="contiguous"):
        segpager.item_appearances(layout, 1, items=range(0, 6, 2))
    with pytest.raises(IndexError):
        segpager.indicator_rects(layout, items=range(4, 9))
    with pytest.raises(IndexError):
        segpager.indicator_rects(layout, items=range(-1, 2))
    with pytest.raises(ValueError, match="contiguous"):
        segpager.indicator_rects(layout, items=range(0, 6, 2))
    # a range past the items is refused by C, not a MemoryError for the
    # array it would need (range(0, 2**31 - 1) asked ctypes for 100 GB)
    past = range(0, 2**31 - 1)
    with pytest.raises(segpager.IndexOutOfRangeError, match=r"last: must be in -1\.\.<6"):
        segpager.indicator_rects(layout, items=past)
    with pytest.raises(segpager.IndexOutOfRangeError, match=r"last: must be in -1\.\.<6"):
        segpager.item_appearances(layout, 1, items=past)
    with pytest.raises(segpager.OutOfRangeError):
        segpager.indicator_rects(layout, IndicatorStyle(stretch=2))
    with pytest.raises(segpager.OutOfRangeError):
        segpager.indicator_rects(layout, height=-1)
    with pytest.raises(TypeError):
        segpager.strip_state([1, 2, 3], 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        segpager.item_appearances(layout, 1, AppearanceStyle(normal_color=(1, 0, 0)))  # type: ignore[arg-type]
    with pytest.raises(segpager.OutOfRangeError):
        segpager.indicator_rect(layout, 1, height=-1)


def test_many_visible_items_need_a_second_call_but_return_all() -> None:
    layout = segpager.strip_layout([1.0] * 100, 1000)
    state = segpager.strip_state(layout, 50)
    assert len(state.appearances) == 100
    assert state.appearances[50].selection_weight == 1
