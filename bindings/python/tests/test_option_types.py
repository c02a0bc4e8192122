"""Options are type-checked (issue #17): a wrong options class, or a dict,
raises TypeError naming the argument and the expected class, instead of
being copied field by field (IndicatorStyle and StripStyle share names)."""

from __future__ import annotations

from typing import Any

import pytest

import segpager
from segpager import (
    AppearanceStyle,
    IndicatorStyle,
    PagerConfiguration,
    PagingOptions,
    StripOffsetStyle,
    StripStyle,
)

WRONG: list[tuple[str, Any, str]] = [
    ("strip_style", IndicatorStyle(), "strip_style: expected StripStyle, got IndicatorStyle"),
    ("strip_style", {"item_padding": 20}, "strip_style: expected StripStyle, got dict"),
    ("indicator", StripStyle(), "indicator: expected IndicatorStyle, got StripStyle"),
    ("appearance", IndicatorStyle(), "appearance: expected AppearanceStyle, got IndicatorStyle"),
    ("offset", StripStyle(), "offset: expected StripOffsetStyle, got StripStyle"),
    ("config", {"looping": True}, "config: expected PagerConfiguration, got dict"),
]


@pytest.mark.parametrize(("argument", "value", "message"), WRONG)
def test_a_wrong_options_class_is_a_type_error(argument: str, value: Any, message: str) -> None:
    with pytest.raises(TypeError, match=f"^{message}$"):
        segpager.Pager([30, 40], 375, **{argument: value})


def test_the_setters_check_too() -> None:
    with segpager.Pager([30, 40], 375) as pager:
        with pytest.raises(TypeError, match="expected StripStyle, got IndicatorStyle"):
            pager.set_strip_style(IndicatorStyle())  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="expected PagingOptions, got StripOffsetStyle"):
            pager.set_paging_options(StripOffsetStyle())  # type: ignore[arg-type]
        # the right classes still work
        pager.set_strip_style(StripStyle(item_padding=20))
        pager.set_indicator_style(IndicatorStyle())
        pager.set_appearance_style(AppearanceStyle())
        pager.set_strip_offset_style(StripOffsetStyle())
        pager.set_paging_options(PagingOptions())
        assert pager.config == PagerConfiguration(viewport_width=375)
