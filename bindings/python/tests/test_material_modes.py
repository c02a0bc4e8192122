"""Material TabLayout's fixed mode and maximum, and Material 3's indicator
corners (issue #18), from Python. The rules are MDC TabLayout.java's:
MODE_FIXED + GRAVITY_CENTER gives every tab the widest width while
widest x n <= W - 2 x 16 dp (FIXED_WRAP_GUTTER_MIN), else W / n; without
tabMaxWidth a tab is at most W - 56 dp (TAB_MIN_WIDTH_MARGIN)."""

from __future__ import annotations

import segpager
from segpager import FitPolicy, IndicatorCorners, IndicatorStyle, StripStyle, Tick, WidthMode


def widths(titles: list[float], viewport: float, style: StripStyle) -> list[float]:
    return [frame.width for frame in segpager.strip_layout(titles, viewport, style).frames]


def test_widest_mode_and_its_fallback() -> None:
    style = StripStyle(width_mode=WidthMode.WIDEST, fit_policy=FitPolicy.CENTER)
    assert widths([90, 30, 30, 30], 400, style) == [90, 90, 90, 90]  # 360 <= 368
    assert widths([90, 30, 30, 30], 390, style) == [97.5] * 4  # 360 > 358: fill
    layout = segpager.strip_layout([60, 90, 72], 400, style)
    assert layout.frames[0].x == 65  # (400 - 270) / 2: centred


def test_the_maximum_from_the_screen() -> None:
    assert widths([400, 100], 320, StripStyle(max_item_width_margin=56)) == [264, 100]


def test_material3_indicator_rounds_its_top_corners() -> None:
    style = IndicatorStyle(corner_radius=3, height=3, rounded_corners=IndicatorCorners.TOP)
    with segpager.Pager([60, 80], 400, indicator=style) as pager:
        indicator = pager.step([Tick(0)]).strip.indicator
        assert indicator.rounded_corners == IndicatorCorners.TOP
        assert indicator.corner_radius == 1.5
    layout = segpager.strip_layout([60, 80], 400)
    assert segpager.indicator_rect(layout, 0, style).rounded_corners == IndicatorCorners.TOP
    assert segpager.indicator_rect(layout, 0).rounded_corners == IndicatorCorners.ALL
