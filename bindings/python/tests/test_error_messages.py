"""Exceptions say what was wrong (issue #17): the library's last error
message names the function called, then the field as C and Python spell it
(``config.spring_response``, not the Swift core's ``DampedSpring.response``),
the rule and the value; integers print as integers, an index gives its
valid range, a repeated id the element it repeats."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import segpager
from segpager import (
    DampedSpring,
    Deceleration,
    IndexOutOfRangeError,
    OutOfRangeError,
    PagerConfiguration,
    PageWindowPolicy,
    PagingOptions,
    SegPagerError,
    StripStyle,
)


def message(call: Callable[[], object]) -> str:
    with pytest.raises(SegPagerError) as caught:
        call()
    return str(caught.value)


def test_a_repeated_id_names_the_element_it_repeats() -> None:
    with segpager.Pager([30, 40, 50], 375) as pager:
        text = message(lambda: pager.set_items([1, 2, 3, 4], ids=[7, 8, 9, 8]))
        assert text == "segpager_pager_set_items: ids[3]: 8 repeats ids[1] (SEGPAGER_E_RANGE)"


def test_insert_item_names_the_id_and_the_item_that_has_it() -> None:
    with segpager.Pager([30, 40, 50], 375) as pager:
        text = message(lambda: pager.insert_item(0, 30.0, id=2))
        assert (
            text == "segpager_pager_insert_item: id: 2 is already used by item 2 (SEGPAGER_E_RANGE)"
        )


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        (
            PagerConfiguration(settle_spring=DampedSpring(response=0)),
            "config.settle_spring.response: must be > 0 (got 0)",
        ),
        (
            PagerConfiguration(windows=PageWindowPolicy(prepare_radius=-3)),
            "config.windows.prepare_radius: must be >= 0 (got -3)",
        ),
        (PagerConfiguration(tap_duration=-1), "config.tap_duration: must be >= 0 (got -1)"),
        (
            PagerConfiguration(rubber_band=-0.5),
            "config.rubber_band: must be >= 0 (got -0.5)",
        ),
        (
            PagerConfiguration(windows=PageWindowPolicy(cache_limit=-2)),
            "config.windows.cache_limit: must be -1 (no limit) or >= 0 (got -2)",
        ),
        (
            PagerConfiguration(paging=PagingOptions(deceleration=Deceleration(1.5))),
            "config.paging.deceleration.rate: must be in (0, 1) (got 1.5)",
        ),
    ],
)
def test_a_bad_configuration_names_its_field_as_python_spells_it(
    config: PagerConfiguration, expected: str
) -> None:
    text = message(lambda: segpager.Pager([30], 375, config=config))
    assert text == f"segpager_pager_create: {expected} (SEGPAGER_E_RANGE)"
    # The field is the dataclass's own (along its nested path).
    value: object = PagerConfiguration()
    for part in expected.split(":")[0].removeprefix("config.").split("."):
        assert part in value.__dataclass_fields__  # type: ignore[attr-defined]
        value = getattr(value, part)


def test_a_missing_viewport_width_says_it_is_required() -> None:
    with pytest.raises(OutOfRangeError, match=re.escape("the viewport width is required")):
        segpager.Pager([30], 0)


def test_a_bad_width_names_the_item_and_its_field() -> None:
    text = message(lambda: segpager.strip_layout([10, -1], viewport_width=100))
    assert (
        text
        == "segpager_strip_layout: items[1].content_width: must be >= 0 (got -1) (SEGPAGER_E_RANGE)"
    )


def test_a_style_rule_is_said_in_the_names_python_uses() -> None:
    style = StripStyle(width_mode=segpager.WidthMode.FIXED, item_width=0)
    text = message(lambda: segpager.strip_layout([10], viewport_width=100, style=style))
    assert text == (
        "segpager_strip_layout: style.item_width: must be > 0 with width_mode "
        "SEGPAGER_WIDTH_FIXED (got 0) (SEGPAGER_E_RANGE)"
    )
    assert "item_width" in StripStyle.__dataclass_fields__


def test_an_index_gives_the_valid_range_with_numbers() -> None:
    with segpager.Pager([30, 40, 50], 375) as pager:
        with pytest.raises(IndexOutOfRangeError) as caught:
            pager.remove_item(1_000_000)
        assert str(caught.value) == (
            "segpager_pager_remove_item: index: must be in 0..<3 (got 1000000) (SEGPAGER_E_INDEX)"
        )
