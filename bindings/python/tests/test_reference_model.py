"""Differential test: the engine (through the stateless C-backed API) and the
pure-Python reference model (bench/reference_model.py) agree within 1e-9 on
random strips, styles, positions and list offsets."""

from __future__ import annotations

import math
from enum import IntEnum

from hypothesis import given, settings, strategies as st

import segpager
from bench import reference_model as model

TOL = 1e-9


def name(value: IntEnum) -> str:
    return value.name.lower()


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=TOL, abs_tol=TOL)


lengths = st.floats(0, 120, allow_nan=False)
small = st.floats(0, 12, allow_nan=False)


def min_max(draw: st.DrawFn, top: float) -> tuple[float, float]:
    """A minimum width (often 0) and a maximum at or above it, up to ``top`` (often 0: none)."""
    minimum = draw(st.sampled_from([0.0]) | small)
    return minimum, draw(st.sampled_from([0.0]) | st.floats(minimum, top))


@st.composite
def strips(draw: st.DrawFn) -> tuple[list[model.Item], segpager.StripStyle, float]:
    n = draw(st.integers(1, 12))
    minimum, maximum = min_max(draw, 150)
    items = [
        model.Item(
            draw(lengths),
            draw(st.sampled_from([0.0]) | lengths),
            draw(st.sampled_from([0.0]) | small),
            draw(st.sampled_from([0.0]) | small),
        )
        for _ in range(n)
    ]
    style = segpager.StripStyle(
        width_mode=draw(st.sampled_from(segpager.WidthMode)),
        fit_policy=draw(st.sampled_from(segpager.FitPolicy)),
        direction=draw(st.sampled_from(segpager.Direction)),
        selected_width_mode=draw(st.sampled_from(segpager.SelectedWidthMode)),
        selected_index=draw(st.integers(0, n - 1)),
        item_width=draw(st.floats(1, 100)),
        visible_count=draw(st.floats(0.5, 8)),
        item_padding=draw(small),
        spacing=draw(small),
        leading_inset=draw(small),
        trailing_inset=draw(small),
        min_item_width=minimum,
        max_item_width=maximum,
        item_leading_padding=draw(st.sampled_from([0.0]) | small),
        item_trailing_padding=draw(st.sampled_from([0.0]) | small),
        widest_gutter=draw(st.sampled_from([16.0]) | small),
        max_item_width_margin=draw(st.sampled_from([0.0]) | st.floats(0, 300)),
    )
    return items, style, draw(st.floats(0, 600))


def model_strip(
    items: list[model.Item], style: segpager.StripStyle, viewport: float
) -> model.Strip:
    return model.layout(
        items,
        model.StripStyle(
            name(style.width_mode), name(style.fit_policy), name(style.direction),
            name(style.selected_width_mode), style.selected_index, style.item_width,
            style.visible_count, style.item_padding, style.min_item_width,
            style.max_item_width, style.spacing, style.leading_inset, style.trailing_inset,
            style.item_leading_padding, style.item_trailing_padding, style.widest_gutter,
            style.max_item_width_margin,
        ),
        viewport,
    )  # fmt: skip


def engine_strip(
    items: list[model.Item], style: segpager.StripStyle, viewport: float
) -> segpager.StripLayout:
    return segpager.strip_layout(
        [i.content for i in items],
        viewport,
        style,
        selected_widths=[i.selected_content for i in items],
        subtitle_widths=[i.subtitle for i in items],
        selected_subtitle_widths=[i.selected_subtitle for i in items],
    )


@given(strips())
def test_layout_matches_the_model(
    strip: tuple[list[model.Item], segpager.StripStyle, float],
) -> None:
    items, style, viewport = strip
    engine = engine_strip(items, style, viewport)
    reference = model_strip(items, style, viewport)
    assert close(engine.content_width, reference.content_width)
    assert engine.scrolls == reference.scrolls
    for frame, x, width in zip(engine.frames, reference.xs, reference.widths, strict=True):
        assert close(frame.x, x), (frame, x)
        assert close(frame.width, width), (frame, width)


colors = st.tuples(*[st.floats(0, 1)] * 4)


@st.composite
def styles(
    draw: st.DrawFn,
) -> tuple[
    segpager.IndicatorStyle,
    segpager.AppearanceStyle,
    segpager.StripOffsetStyle,
]:
    minimum, maximum = min_max(draw, 100)
    indicator = segpager.IndicatorStyle(
        width_mode=draw(st.sampled_from(segpager.IndicatorWidthMode)),
        alignment=draw(st.sampled_from(segpager.IndicatorAlignment)),
        placement=draw(st.sampled_from(segpager.IndicatorPlacement)),
        transition=draw(st.sampled_from(segpager.IndicatorTransition)),
        easing=draw(st.sampled_from(segpager.Easing)),
        overscroll=draw(st.sampled_from(segpager.IndicatorOverscroll)),
        clamp_to_item=draw(st.booleans()),
        width=draw(st.floats(1, 80)),
        extra_width=draw(st.floats(-10, 10)),
        min_width=minimum,
        max_width=maximum,
        height=draw(small),
        corner_radius=draw(small),
        leading_inset=draw(small),
        top_inset=draw(small),
        trailing_inset=draw(small),
        bottom_inset=draw(small),
        stretch=draw(st.floats(0, 1)),
        bezier_x1=draw(st.floats(0, 1)),
        bezier_y1=draw(st.floats(-1, 2)),
        bezier_x2=draw(st.floats(0, 1)),
        bezier_y2=draw(st.floats(-1, 2)),
    )
    appearance = segpager.AppearanceStyle(
        policy=draw(st.sampled_from(segpager.AppearancePolicy)),
        color_space=draw(st.sampled_from(segpager.ColorSpace)),
        normal_color=segpager.RGBAColor(*draw(colors)),
        selected_color=segpager.RGBAColor(*draw(colors)),
        selected_scale=draw(st.floats(0.5, 2)),
        normal_emphasis=draw(st.floats(0, 900)),
        selected_emphasis=draw(st.floats(0, 900)),
    )
    offset = segpager.StripOffsetStyle(
        policy=draw(st.sampled_from(segpager.StripScrollPolicy)),
        containment=draw(st.sampled_from(segpager.StripContainment)),
        timing=draw(st.sampled_from(segpager.StripScrollTiming)),
        margin=draw(small),
    )
    return indicator, appearance, offset


def rgba(color: segpager.RGBAColor) -> model.RGBA:
    return (color.red, color.green, color.blue, color.alpha)


# Positions: a whole page plus a fraction, so that most examples lie between
# two items, and now and then one anywhere (overscroll included).
between = st.builds(lambda i, f: i + f, st.integers(-1, 12), st.floats(0, 1))
positions = between | st.floats(-1.5, 13.5)


@settings(max_examples=1000)
@given(strips(), styles(), positions, st.floats(-100, 1000))
def test_strip_state_matches_the_model(
    strip: tuple[list[model.Item], segpager.StripStyle, float],
    style: tuple[segpager.IndicatorStyle, segpager.AppearanceStyle, segpager.StripOffsetStyle],
    p: float,
    current: float,
) -> None:
    items, strip_style, viewport = strip
    indicator_style, appearance_style, offset_style = style
    engine = segpager.strip_state(
        engine_strip(items, strip_style, viewport),
        p,
        indicator=indicator_style,
        appearance=appearance_style,
        offset=offset_style,
        current_offset=current,
    )
    reference = model_strip(items, strip_style, viewport)
    selected = model.selected_index(p, len(items))

    offset = model.strip_offset(
        reference,
        p,
        model.OffsetStyle(
            name(offset_style.policy), name(offset_style.containment),
            name(offset_style.timing), offset_style.margin,
        ),
        selected,
        current,
    )  # fmt: skip
    assert close(engine.strip_offset, offset), (engine.strip_offset, offset)

    i = indicator_style
    rect = model.indicator(
        reference,
        p,
        model.IndicatorStyle(
            name(i.width_mode), name(i.alignment), name(i.placement), name(i.transition),
            name(i.easing), name(i.overscroll), i.clamp_to_item, i.width, i.extra_width,
            i.min_width, i.max_width, i.height, i.corner_radius, i.leading_inset,
            i.top_inset, i.trailing_inset, i.bottom_inset, i.stretch,
            (i.bezier_x1, i.bezier_y1, i.bezier_x2, i.bezier_y2),
        ),
    )  # fmt: skip
    got = engine.indicator
    for a, b in zip(
        (got.x, got.y, got.width, got.height, got.corner_radius, got.alpha),
        rect,
        strict=True,
    ):
        assert close(a, b), (got, rect)

    visible = reference.visible_range(engine.strip_offset)
    assert engine.visible_items == visible
    looks = model.appearances(
        reference,
        p,
        visible,
        model.AppearanceStyle(
            name(appearance_style.policy), name(appearance_style.color_space),
            rgba(appearance_style.normal_color), rgba(appearance_style.selected_color),
            appearance_style.selected_scale, appearance_style.normal_emphasis,
            appearance_style.selected_emphasis,
        ),
        selected,
    )  # fmt: skip
    for look, expected in zip(engine.appearances, looks, strict=True):
        assert close(look.selection_weight, expected.selection_weight)
        assert close(look.scale, expected.scale)
        assert close(look.emphasis, expected.emphasis)
        for c, e in zip(rgba(look.color), expected.color, strict=True):
            assert close(c, e), (look, expected)


@given(
    st.integers(0, 30),
    st.floats(1, 800),
    st.sampled_from([0.0]) | st.floats(1, 900),
    st.floats(0, 40),
    st.sampled_from(segpager.PageAlignment),
    st.booleans(),
    st.sampled_from(segpager.Direction),
    st.floats(-1000, 30000),
)
def test_position_matches_the_model(
    count: int,
    viewport: float,
    page_width: float,
    spacing: float,
    alignment: segpager.PageAlignment,
    pad_ends: bool,
    direction: segpager.Direction,
    offset: float,
) -> None:
    engine = segpager.PageGeometry(
        count, direction, alignment, pad_ends, viewport, page_width, spacing
    ).position(offset)
    pages = model.Pages(
        count, viewport, page_width, spacing, name(alignment), pad_ends, name(direction)
    )
    assert close(engine, model.position_at_page_offset(pages, offset))


@given(
    st.floats(0, 400),
    st.floats(0, 1),
    st.floats(0, 100),
    st.sampled_from(segpager.HeaderPullDown),
    st.floats(0, 1),
    st.sampled_from(segpager.HeaderContentMode),
    st.sampled_from([0.0]) | st.floats(0, 500),
    st.floats(0, 800),
    st.floats(-300, 600) | st.sampled_from([0.0]),
)
def test_header_frame_matches_the_model(
    height: float,
    pinned_share: float,
    pin_offset: float,
    pull_down: segpager.HeaderPullDown,
    parallax: float,
    content_mode: segpager.HeaderContentMode,
    content_height: float,
    width: float,
    y: float,
) -> None:
    pinned = height * pinned_share
    style = segpager.HeaderStyle(
        pull_down, content_mode, height, pinned, pin_offset, parallax, content_height
    )
    engine = segpager.header_frame(style, width, y)
    reference = model.header_frame(
        model.HeaderStyle(
            height, pinned, pin_offset, name(pull_down), parallax, name(content_mode),
            content_height,
        ),
        width,
        y,
    )  # fmt: skip
    assert name(engine.phase) == reference.phase
    assert close(engine.progress, reference.progress)
    assert close(engine.stretch_scale, reference.stretch_scale)
    for rect, expected in (
        (engine.header, reference.header),
        (engine.content, reference.content),
        (engine.strip, reference.strip),
    ):
        for a, b in zip((rect.x, rect.y, rect.width, rect.height), expected, strict=True):
            assert close(a, b), (engine, reference)
