"""Exceptions say what was wrong (issue #17): the library's last error
message, built from the core's own check, names the function called, the
field, the rule and the value (the examples the issue lists)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import segpager
from segpager import OutOfRangeError, PagerConfiguration, SegPagerError


def message(call: Callable[[], object]) -> str:
    with pytest.raises(SegPagerError) as caught:
        call()
    return str(caught.value)


def test_a_repeated_id_names_the_index_and_the_rule() -> None:
    with segpager.Pager([30, 40, 50], 375) as pager:
        text = message(lambda: pager.set_items([1, 2, 3], ids=[7, 8, 7]))
        assert text == "segpager_pager_set_items: ids[2]: must be unique (SEGPAGER_E_RANGE)"


def test_insert_item_blames_insert_item() -> None:
    with segpager.Pager([30, 40, 50], 375) as pager:
        text = message(lambda: pager.insert_item(0, 30.0, id=2))
        assert text.startswith("segpager_pager_insert_item: ids[")
        assert "must be unique" in text


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        (PagerConfiguration(spring_response=0), "DampedSpring.response: must be > 0 (got 0.0)"),
        (
            PagerConfiguration(prepare_radius=-3),
            "PageWindowPolicy.prepareRadius: must be >= 0 (got -3.0)",
        ),
        (
            PagerConfiguration(tap_duration=-1),
            "PagerConfiguration.tapDuration: must be >= 0 (got -1.0)",
        ),
    ],
)
def test_a_bad_configuration_names_its_field(config: PagerConfiguration, expected: str) -> None:
    text = message(lambda: segpager.Pager([30], 375, config=config))
    assert text == f"segpager_pager_create: {expected} (SEGPAGER_E_RANGE)"


def test_a_missing_viewport_width_says_it_is_required() -> None:
    with pytest.raises(OutOfRangeError, match=re.escape("the viewport width is required")):
        segpager.Pager([30], 0)
