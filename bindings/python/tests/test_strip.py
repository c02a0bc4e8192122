"""Strip layout from Python: seed conformance and properties."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import assume, given, strategies as st

import segpager
from segpager import Direction, FitPolicy, SelectedWidthMode, StripStyle, WidthMode


def widths(layout: segpager.StripLayout) -> list[float]:
    return [frame.width for frame in layout.frames]


def xs(layout: segpager.StripLayout) -> list[float]:
    return [frame.x for frame in layout.frames]


# --- seed conformance --------------------------------------------------------


def test_seed_000_one_item_is_centred() -> None:
    # seed 000: CGRectMake((kScreen_W - model.itemWidth)/2, 0, model.itemWidth, ...)
    layout = segpager.strip_layout([80], 375, StripStyle(fit_policy=FitPolicy.CENTER))
    assert xs(layout) == pytest.approx([(375 - 80) / 2])
    assert widths(layout) == pytest.approx([80])


def test_seed_000_two_items_halve_the_width() -> None:
    # seed 000: CGRectMake(i * (kScreen_W/2), 0, kScreen_W/2, ...)
    layout = segpager.strip_layout([40, 300], 375, StripStyle(width_mode=WidthMode.EQUAL))
    assert widths(layout) == pytest.approx([187.5, 187.5])
    assert xs(layout) == pytest.approx([0, 187.5])


def test_seed_000_items_that_fit_grow_by_the_spare_width_over_n() -> None:
    # seed 000: model.itemWidth += (kScreen_W - totalItemWidth)/_modelArr.count
    layout = segpager.strip_layout([60, 80, 100], 375, StripStyle(fit_policy=FitPolicy.GROW_ITEMS))
    spare = (375 - 240) / 3
    assert widths(layout) == pytest.approx([60 + spare, 80 + spare, 100 + spare])
    assert layout.content_width == pytest.approx(375)
    assert not layout.scrolls


def test_seed_000_items_that_dont_fit_keep_their_widths_and_scroll() -> None:
    # seed 000: contentSize = CGSizeMake(totalItemWidth, 44)
    layout = segpager.strip_layout(
        [100, 120, 140, 90], 320, StripStyle(fit_policy=FitPolicy.GROW_ITEMS)
    )
    assert widths(layout) == pytest.approx([100, 120, 140, 90])
    assert xs(layout) == pytest.approx([0, 100, 220, 360])
    assert layout.content_width == pytest.approx(450)
    assert layout.scrolls


@pytest.mark.parametrize(
    ("titles", "fits"),
    [
        # seed 001: tmpWidth = spacing + sum(title + spacing); fits when <= W.
        ([100, 100, 90], True),  # 10 + 110 + 110 + 100 = 330 > 320? no: 10 + 320 = 330
        ([100, 100, 80], True),  # exactly 320: fits
        ([100, 100, 81], False),
    ],
)
def test_seed_001_fits_when_spacing_plus_sum_of_width_and_spacing_fits(
    titles: list[float], fits: bool
) -> None:
    spacing = 10.0
    seed_fits = spacing + sum(w + spacing for w in titles) <= 320
    style = StripStyle(
        fit_policy=FitPolicy.EQUAL_WHEN_FITS,
        spacing=spacing,
        leading_inset=spacing,  # the edge spacing equals the cell spacing here
        trailing_inset=spacing,
    )
    layout = segpager.strip_layout(titles, 320, style)
    assert layout.scrolls == (not seed_fits)
    if seed_fits:
        # seed 001: tagItemSize = CGSizeMake(self.frame.size.width / titleArray.count, ...)
        assert widths(layout) == pytest.approx([320 / 3] * 3)
        assert xs(layout) == pytest.approx([0, 320 / 3, 640 / 3])
    else:
        assert widths(layout) == pytest.approx(titles)
        assert xs(layout) == pytest.approx([10, 10 + titles[0] + 10, 30 + titles[0] + titles[1]])
    del fits


def test_seed_002_equal_parts_subtract_the_spacing() -> None:
    # seed 002: width = (self.frame.size.width - (count - 1)*self.spacing) / count
    layout = segpager.strip_layout(
        [10, 20, 30, 40], 375, StripStyle(width_mode=WidthMode.EQUAL, spacing=10)
    )
    assert widths(layout) == pytest.approx([86.25] * 4)
    assert xs(layout) == pytest.approx([0, 96.25, 192.5, 288.75])


def test_seed_002_fit_content_uses_the_selected_width_for_the_selected_item() -> None:
    # seed 002: the selected row measures with titleSelectedFont, the others with titleFont;
    # a title + subtitle item is size.width + subSize.width; sectionInset = left/right padding.
    style = StripStyle(
        selected_width_mode=SelectedWidthMode.SELECTED_ONLY,
        selected_index=1,
        spacing=8,
        leading_inset=12,
        trailing_inset=12,
    )
    layout = segpager.strip_layout(
        [40, 50, 60, 70, 80, 90, 100],
        320,
        style,
        selected_widths=[43, 54, 64, 75, 86, 96, 107],
        subtitle_widths=[0, 20, 0, 0, 0, 0, 0],
        selected_subtitle_widths=[0, 22, 0, 0, 0, 0, 0],
    )
    assert widths(layout) == pytest.approx([40, 54 + 22, 60, 70, 80, 90, 100])
    assert xs(layout)[0] == pytest.approx(12)
    assert xs(layout)[1] == pytest.approx(12 + 40 + 8)
    assert layout.content_width == pytest.approx(12 + sum(widths(layout)) + 6 * 8 + 12)


def test_reserve_mode_gives_every_item_room_for_its_selected_title() -> None:
    layout = segpager.strip_layout([40, 50], 320, selected_widths=[43, 0])
    assert widths(layout) == pytest.approx([43, 50])


def test_seed_003_equal_items() -> None:
    # seed 003: make.width.equalTo(self).multipliedBy(1.0/item.length)
    layout = segpager.strip_layout([1, 2, 3, 4, 5], 320, StripStyle(width_mode=WidthMode.EQUAL))
    assert widths(layout) == pytest.approx([64] * 5)


def test_fill_water_level_example_from_the_issue() -> None:
    layout = segpager.strip_layout([50, 200, 40], 320, StripStyle(width_mode=WidthMode.FILL))
    assert widths(layout) == pytest.approx([60, 200, 60])


def test_visible_count_sizes_items_so_k_fill_the_viewport() -> None:
    style = StripStyle(width_mode=WidthMode.VISIBLE_COUNT, visible_count=4.5, spacing=10)
    layout = segpager.strip_layout([0] * 10, 375, style)
    assert widths(layout) == pytest.approx([(375 - 3.5 * 10) / 4.5] * 10)
    assert layout.scrolls


def test_accepts_tuples_generators_and_arrays() -> None:
    from array import array

    expected = segpager.strip_layout([10, 20, 30], 100)
    assert segpager.strip_layout((10, 20, 30), 100) == expected
    assert segpager.strip_layout((w for w in (10, 20, 30)), 100) == expected
    assert segpager.strip_layout(array("d", [10, 20, 30]), 100) == expected


# --- properties --------------------------------------------------------------

lengths = st.floats(min_value=0, max_value=400, allow_nan=False)
small = st.floats(min_value=0, max_value=40, allow_nan=False)


# A random strip: its titles, its viewport's width and its style.
StripCase = tuple[list[float], float, StripStyle]


@st.composite
def strips(draw: st.DrawFn) -> StripCase:
    titles = draw(st.lists(lengths, max_size=12))
    mode = draw(st.sampled_from(WidthMode))
    minimum = draw(small)
    maximum = draw(st.one_of(st.just(0.0), st.floats(min_value=minimum, max_value=500)))
    style = StripStyle(
        width_mode=mode,
        fit_policy=draw(st.sampled_from(FitPolicy)),
        direction=Direction.LTR,
        item_width=draw(st.floats(min_value=1, max_value=200)),
        visible_count=draw(st.floats(min_value=0.5, max_value=8)),
        item_padding=draw(small),
        min_item_width=minimum,
        max_item_width=maximum,
        spacing=draw(small),
        leading_inset=draw(small),
        trailing_inset=draw(small),
    )
    return titles, draw(st.floats(min_value=0, max_value=1200)), style


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-7)


def laid_out(case: StripCase) -> tuple[segpager.StripLayout, float, StripStyle]:
    """The case's layout, then its viewport and style."""
    titles, viewport, style = case
    return segpager.strip_layout(titles, viewport, style), viewport, style


@given(strips())
def test_frames_are_ordered_and_separated_by_at_least_the_spacing(
    case: StripCase,
) -> None:
    layout, _, style = laid_out(case)
    spacing = (
        0.0
        if (style.fit_policy == FitPolicy.EQUAL_WHEN_FITS and not layout.scrolls)
        else style.spacing
    )
    for left, right in itertools.pairwise(layout.frames):
        assert right.x - left.max_x >= spacing - 1e-7
    for frame in layout.frames:
        assert math.isfinite(frame.x)
        assert math.isfinite(frame.width)
        assert frame.width >= 0


@given(strips())
def test_content_width_is_the_last_edge_plus_the_trailing_inset(
    case: StripCase,
) -> None:
    layout, viewport, style = laid_out(case)
    if layout.scrolls:
        assert layout.frames
        assert close(layout.content_width, layout.frames[-1].max_x + style.trailing_inset)
    else:
        assert close(layout.content_width, viewport)
        if layout.frames and style.fit_policy != FitPolicy.EQUAL_WHEN_FITS:
            assert layout.frames[-1].max_x + style.trailing_inset <= viewport + 1e-7


@given(
    st.integers(min_value=1, max_value=20),
    st.floats(min_value=1, max_value=1200),
    small,
    small,
    small,
)
def test_equal_mode_fills_the_viewport_exactly(
    count: int, viewport: float, spacing: float, leading: float, trailing: float
) -> None:
    assume(viewport - leading - trailing - (count - 1) * spacing > 0)
    style = StripStyle(
        width_mode=WidthMode.EQUAL, spacing=spacing, leading_inset=leading, trailing_inset=trailing
    )
    layout = segpager.strip_layout([0] * count, viewport, style)
    assert not layout.scrolls
    assert close(layout.frames[0].x, leading)
    assert close(layout.frames[-1].max_x + trailing, viewport)


@given(strips())
def test_rtl_is_the_mirror_of_ltr(case: StripCase) -> None:
    titles, viewport, style = case
    ltr = segpager.strip_layout(titles, viewport, style)
    rtl = segpager.strip_layout(
        titles, viewport, StripStyle(**{**vars(style), "direction": Direction.RTL})
    )
    assert rtl.content_width == ltr.content_width
    assert rtl.scrolls == ltr.scrolls
    for left, right in zip(ltr.frames, rtl.frames, strict=True):
        assert close(right.x, ltr.content_width - left.x - left.width)
        assert close(right.width, left.width)


@given(strips(), st.sampled_from(Direction))
def test_the_hit_test_inverts_the_frames(case: StripCase, direction: Direction) -> None:
    titles, viewport, style = case
    style = StripStyle(**{**vars(style), "direction": direction})
    layout = segpager.strip_layout(titles, viewport, style)
    for index, frame in enumerate(layout.frames):
        if frame.width > 1e-6:
            assert layout.hit_test(frame.mid_x) == index
            assert layout.hit_test(frame.x) == index or layout.frames[index - 1].max_x == frame.x


@given(strips(), st.floats(min_value=-500, max_value=3000), st.floats(min_value=0, max_value=800))
def test_visible_range_equals_a_brute_force_scan(
    case: StripCase, offset: float, viewport: float
) -> None:
    titles, strip_viewport, style = case
    layout = segpager.strip_layout(titles, strip_viewport, style)
    expected = [
        i
        for i, frame in enumerate(layout.frames)
        if frame.x < offset + viewport and frame.max_x > offset and viewport > 0
    ]
    got = layout.visible_range(offset, viewport)
    assert list(got) == expected


@given(
    st.lists(st.floats(min_value=0, max_value=1.7e308), max_size=6),
    st.floats(min_value=0, max_value=1.7e308),
    st.sampled_from(WidthMode),
    st.sampled_from(FitPolicy),
    st.sampled_from(Direction),
    st.floats(min_value=0, max_value=1.7e308),
)
def test_finite_input_never_gives_non_finite_output(
    titles: list[float],
    viewport: float,
    mode: WidthMode,
    policy: FitPolicy,
    direction: Direction,
    spacing: float,
) -> None:
    style = StripStyle(
        width_mode=mode,
        fit_policy=policy,
        direction=direction,
        item_width=1e300,
        spacing=spacing,
        leading_inset=spacing,
    )
    try:
        layout = segpager.strip_layout(titles, viewport, style)
    except segpager.NotFiniteError:
        return  # refused: the layout would overflow a double
    assert math.isfinite(layout.content_width)
    for frame in layout.frames:
        assert math.isfinite(frame.x)
        assert math.isfinite(frame.width)
