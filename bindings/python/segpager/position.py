"""The strip at a position: indicator, title appearance and strip offset.

One call, ``strip_state``, answers all three for a position ``p``; each part
is also a function of its own.

>>> import segpager
>>> strip = segpager.strip_layout([40, 60, 50], viewport_width=300)
>>> state = segpager.strip_state(strip, 0.5)
>>> round(state.indicator.x, 2), round(state.indicator.width, 2)
(20.0, 50.0)
>>> [round(a.selection_weight, 2) for a in state.appearances]
[0.5, 0.5, 0.0]
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any, TypeVar

from . import _ffi, _position
from ._generated import abi as _abi
from .enums import (
    AppearancePolicy,
    ColorSpace,
    IndicatorCorners,
)
from .strip import StripLayout

DEFAULT_HEIGHT = 44.0


@dataclass(frozen=True, slots=True)
class RGBAColor:
    """An RGBA colour: sRGB-encoded components in [0, 1], alpha not premultiplied."""

    red: float
    green: float
    blue: float
    alpha: float = 1.0


@dataclass(frozen=True)
class IndicatorStyle(_abi.IndicatorStyleFields):
    """How the indicator looks and moves; defaults equal ``segpager_indicator_style_init``."""


_ffi.document_fields(IndicatorStyle, "segpager_indicator_style")


_APPEARANCE_STYLE_DEFAULTS = _abi.DEFAULTS["segpager_appearance_style"]


@dataclass(frozen=True)
class AppearanceStyle:
    """How titles look between normal and selected; defaults equal
    ``segpager_appearance_style_init``."""

    policy: AppearancePolicy = AppearancePolicy(_APPEARANCE_STYLE_DEFAULTS["policy"])
    color_space: ColorSpace = ColorSpace(_APPEARANCE_STYLE_DEFAULTS["color_space"])
    normal_color: RGBAColor = RGBAColor(**_APPEARANCE_STYLE_DEFAULTS["normal_color"])
    selected_color: RGBAColor = RGBAColor(**_APPEARANCE_STYLE_DEFAULTS["selected_color"])
    selected_scale: float = _APPEARANCE_STYLE_DEFAULTS["selected_scale"]
    normal_emphasis: float = _APPEARANCE_STYLE_DEFAULTS["normal_emphasis"]
    selected_emphasis: float = _APPEARANCE_STYLE_DEFAULTS["selected_emphasis"]


_ffi.document_fields(AppearanceStyle, "segpager_appearance_style")


@dataclass(frozen=True)
class StripOffsetStyle(_abi.StripOffsetStyleFields):
    """How the strip scrolls; defaults equal ``segpager_strip_offset_style_init``."""


_ffi.document_fields(StripOffsetStyle, "segpager_strip_offset_style")


@dataclass(frozen=True, slots=True)
class Indicator:
    """The indicator's rect in strip content coordinates, corner radius and opacity."""

    x: float
    y: float
    width: float
    height: float
    corner_radius: float
    alpha: float
    #: which corners ``corner_radius`` rounds (the style's)
    rounded_corners: IndicatorCorners = IndicatorCorners.ALL


@dataclass(frozen=True, slots=True)
class ItemAppearance:
    """One item's look: selection weight 0 (normal) .. 1 (selected), colour, scale, emphasis."""

    selection_weight: float
    color: RGBAColor
    scale: float
    emphasis: float


@dataclass(frozen=True, slots=True)
class StripState:
    """Everything a strip needs to draw one frame at a position."""

    strip_offset: float
    indicator: Indicator
    #: The index of ``appearances[0]``; None when no item is visible.
    first_visible_item: int | None
    appearances: tuple[ItemAppearance, ...]

    @property
    def visible_items(self) -> range:
        """The indices that ``appearances`` describe."""
        first = self.first_visible_item or 0
        return range(first, first + len(self.appearances))


# Frozen styles convert to C structs once (they are hashable); per-frame calls
# then only pass pointers.
@functools.lru_cache(maxsize=128)
def _indicator_style(style: IndicatorStyle) -> Any:
    return _ffi.options("segpager_indicator_style", dataclasses.asdict(style))


@functools.lru_cache(maxsize=128)
def _appearance_style(style: AppearanceStyle) -> Any:
    return _ffi.options("segpager_appearance_style", dataclasses.asdict(style))


@functools.lru_cache(maxsize=128)
def _offset_style(style: StripOffsetStyle) -> Any:
    return _ffi.options("segpager_strip_offset_style", dataclasses.asdict(style))


def _appearance(values: _position.AppearanceTuple) -> ItemAppearance:
    weight, color, scale, emphasis = values
    return ItemAppearance(weight, RGBAColor(*color), scale, emphasis)


_Style = TypeVar("_Style")


def _style(given: _Style | None, cls: type[_Style], where: str) -> _Style:
    """``given``, or ``cls()`` (the C defaults) for None; ``TypeError``
    naming ``where`` for anything but a ``cls``."""
    return _ffi.expect(cls() if given is None else given, cls, where)


def _checked_layout(layout: object) -> StripLayout:
    if not isinstance(layout, StripLayout):
        raise TypeError(f"layout must be a StripLayout, not {type(layout).__name__}")
    return layout


def indicator_rect(
    layout: StripLayout,
    p: float,
    style: IndicatorStyle | None = None,
    *,
    selected_index: int | None = None,
    height: float = DEFAULT_HEIGHT,
) -> Indicator:
    """The indicator at position ``p`` (``segpager_indicator_rect``); ``height`` is the items'."""
    strip = _checked_layout(layout)._geometry(height)
    style = _style(style, IndicatorStyle, "indicator_rect: style")
    rect = _position.indicator_rect(strip, _indicator_style(style), p, selected_index)
    return Indicator(*rect, IndicatorCorners(style.rounded_corners))


def indicator_rects(
    layout: StripLayout,
    style: IndicatorStyle | None = None,
    *,
    items: range | None = None,
    height: float = DEFAULT_HEIGHT,
) -> tuple[Indicator, ...]:
    """The indicator at rest on each of ``items`` (default: all), each what
    ``indicator_rect(layout, i, style)`` gives, in one call
    (``segpager_indicator_rects``); ``height`` is the items'."""
    strip = _checked_layout(layout)._geometry(height)
    wanted = range(len(layout.frames)) if items is None else items
    if wanted.step != 1:
        raise ValueError("items must be a contiguous range (step 1)")
    style = _style(style, IndicatorStyle, "indicator_rects: style")
    corners = IndicatorCorners(style.rounded_corners)
    rects = _position.indicator_tuples(
        strip, _indicator_style(style), wanted.start, wanted.stop - 1
    )
    return tuple(Indicator(*rect, corners) for rect in rects)


def item_appearances(
    layout: StripLayout,
    p: float,
    style: AppearanceStyle | None = None,
    *,
    items: range | None = None,
    selected_index: int | None = None,
) -> tuple[ItemAppearance, ...]:
    """The appearance of ``items`` (default: all) at ``p`` (``segpager_item_appearances``)."""
    strip = _checked_layout(layout)._geometry(DEFAULT_HEIGHT)
    wanted = range(len(layout.frames)) if items is None else items
    if wanted.step != 1:
        raise ValueError("items must be a contiguous range (step 1)")
    c_style = _appearance_style(_style(style, AppearanceStyle, "item_appearances: style"))
    values = _position.item_appearances(
        strip, c_style, p, selected_index, wanted.start, wanted.stop - 1
    )
    return tuple(map(_appearance, values))


def strip_offset(
    layout: StripLayout,
    p: float,
    style: StripOffsetStyle | None = None,
    *,
    selected_index: int | None = None,
    current_offset: float = 0.0,
) -> float:
    """The strip offset at ``p`` (``segpager_strip_offset``)."""
    strip = _checked_layout(layout)._geometry(DEFAULT_HEIGHT)
    c_style = _offset_style(_style(style, StripOffsetStyle, "strip_offset: style"))
    return _position.strip_offset(strip, c_style, p, selected_index, current_offset)


def strip_state(
    layout: StripLayout,
    p: float,
    *,
    indicator: IndicatorStyle | None = None,
    appearance: AppearanceStyle | None = None,
    offset: StripOffsetStyle | None = None,
    selected_index: int | None = None,
    current_offset: float = 0.0,
    height: float = DEFAULT_HEIGHT,
) -> StripState:
    """The strip offset, the indicator and the visible items' appearance at ``p``,
    from one C call (``segpager_strip_state``).

    ``selected_index`` is the committed selection (None: the nearest item to
    ``p``); ``current_offset`` is where the strip is now (for MINIMAL and NONE).
    """
    strip = _checked_layout(layout)._geometry(height)
    indicator_style = _style(indicator, IndicatorStyle, "strip_state: indicator")
    offset_value, rect, first, looks = _position.strip_state(
        strip,
        _indicator_style(indicator_style),
        _appearance_style(_style(appearance, AppearanceStyle, "strip_state: appearance")),
        _offset_style(_style(offset, StripOffsetStyle, "strip_state: offset")),
        p,
        selected_index,
        current_offset,
    )
    corners = IndicatorCorners(indicator_style.rounded_corners)
    return StripState(
        offset_value,
        Indicator(*rect, corners),
        None if first == _ffi.NONE else first,
        tuple(map(_appearance, looks)),
    )
