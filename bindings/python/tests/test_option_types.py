"""Options are type-checked (issue #17): a wrong options class, or a dict,
raises TypeError naming the argument and the expected class, instead of
being copied field by field (IndicatorStyle and StripStyle share names)."""

from __future__ import annotations

from typing import Any

import pytest

import segpager
from segpager import (
    AppearanceStyle,
    IndicatorCorners,
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
    # an empty dict is falsy: it was taken as "no config" and the defaults used
    ("config", {}, "config: expected PagerConfiguration, got dict"),
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
        assert pager.config == PagerConfiguration(pages=segpager.PageGeometry(viewport_width=375))


def test_the_free_functions_check_too() -> None:
    # The issue's input (#31): a dict as the style said "asdict() should be
    # called on dataclass instances".
    with pytest.raises(TypeError, match=r"^strip_layout: style: expected StripStyle, got dict$"):
        segpager.strip_layout([10], 375, style={"width_mode": 1})  # type: ignore[arg-type]
    layout = segpager.strip_layout([10, 20], 375)
    wrong = r"^indicator_rect: style: expected IndicatorStyle, got dict$"
    with pytest.raises(TypeError, match=wrong):
        segpager.indicator_rect(layout, 0.5, style={})  # type: ignore[arg-type]
    wrong = r"^indicator_rects: style: expected IndicatorStyle, got dict$"
    with pytest.raises(TypeError, match=wrong):
        segpager.indicator_rects(layout, style={})  # type: ignore[arg-type]
    wrong = r"^strip_offset: style: expected StripOffsetStyle, got StripStyle$"
    with pytest.raises(TypeError, match=wrong):
        segpager.strip_offset(layout, 0.5, style=StripStyle())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^style: expected HeaderStyle, got dict$"):
        segpager.header_frame({}, 375, 0)  # type: ignore[arg-type]
    wrong = r"^item_appearances: style: expected AppearanceStyle, got IndicatorStyle$"
    with pytest.raises(TypeError, match=wrong):
        segpager.item_appearances(layout, 0.5, style=IndicatorStyle())  # type: ignore[arg-type]
    given: dict[str, Any] = {
        "indicator": IndicatorStyle(),
        "appearance": AppearanceStyle(),
        "offset": StripOffsetStyle(),
    }
    for name, expected in given.items():
        wrong = rf"^strip_state: {name}: expected {type(expected).__name__}, got StripStyle$"
        with pytest.raises(TypeError, match=wrong):
            segpager.strip_state(layout, 0.5, **{**given, name: StripStyle()})
    # None is each style's defaults
    assert segpager.strip_state(layout, 0.5) == segpager.strip_state(layout, 0.5, **given)
    top = IndicatorStyle(rounded_corners=IndicatorCorners.TOP)
    assert segpager.strip_state(layout, 0.5, indicator=top).indicator == segpager.indicator_rect(
        layout, 0.5, top
    )


@pytest.mark.parametrize(
    ("module", "blocked", "extra"),
    [("segpager.qt", "PySide6", "qt"), ("segpager.render", "PIL", "render")],
)
def test_an_extra_that_is_missing_says_how_to_get_it(module: str, blocked: str, extra: str) -> None:
    # #31: `import segpager.qt` without PySide6 gave a bare "No module named".
    import subprocess
    import sys

    code = f"import sys; sys.modules[{blocked!r}] = None; import {module}"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode != 0
    assert f'pip install "segpager[{extra}]"' in result.stderr.splitlines()[-1]
