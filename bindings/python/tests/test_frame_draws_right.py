"""The three reproductions of issue 30, as plain regression tests."""

from __future__ import annotations

import itertools

import pytest

from segpager import (
    FarTransition,
    NotificationKind,
    Pager,
    PagerConfiguration,
    PointerDown,
    PointerMoved,
    PointerRegion,
    PointerUp,
    SelectionCause,
    StripStyle,
    TabTapped,
    Tick,
)

W = 375.0


@pytest.mark.parametrize("mode", list(FarTransition))
def test_a_far_tap_never_shows_a_blank_page(mode: FarTransition) -> None:
    # Tap tab 5 from page 0: 0.7.0 listed pages 0 and 5 while page_offset swept
    # through 1 to 4 (at offset 351: [(0, 0.81), (5, 0.19)]), so a front end
    # placing page i at i * W - page_offset drew nothing.
    config = PagerConfiguration(far_transition=mode)
    with Pager([60.0] * 8, W, config=config) as pager:
        pager.step([Tick(0.0)])
        pager.step([TabTapped(0.5, 5)])
        for k in range(1, 20):
            frame = pager.step([Tick(0.5 + k / 60)])
            covered = sorted((p.x, p.x + p.width) for p in frame.pages)
            assert covered[0][0] <= 1e-9, frame.pages
            assert covered[-1][1] >= W - 1e-9, frame.pages
            for (_, right), (left, _) in itertools.pairwise(covered):
                assert left <= right + 1e-9
        if mode == FarTransition.ADJACENT:
            # only the page left and the target are drawn, never the ones between
            assert {p.page for p in frame.pages} <= {0, 5}


def test_the_strip_never_swings_back_after_a_flick_and_a_tap() -> None:
    # Flick the strip, then tap a tab already shown: 0.7.0 went
    # 442.9 -> 306.9 -> 455.7 -> 442.9 (back to the old tab's offset, then past).
    titles = [60.0, 80.0, 70.0, 90.0, 60.0, 75.0, 85.0, 65.0, 70.0, 80.0]
    with Pager(titles, W, strip_style=StripStyle(item_padding=16)) as pager:
        pager.step([Tick(0.0), PointerDown(0.0, 300, 20, PointerRegion.STRIP)])
        for k in range(1, 8):
            pager.step([PointerMoved(k * 0.016, 300 - 40 * k, 20)])
        frame = pager.step([PointerUp(0.13, 20, 20), Tick(0.2)])
        for k in range(1, 120):
            frame = pager.step([Tick(0.2 + k / 60)])
        held = frame.strip.strip_offset
        assert held > 0
        tab = max(frame.strip_items, key=lambda i: i.frame.x)  # the rightmost tab shown
        offsets = [held]
        frame = pager.step([TabTapped(2.3, tab.item)])
        offsets.append(frame.strip.strip_offset)
        for k in range(1, 40):
            offsets.append(pager.step([Tick(2.3 + k / 60)]).strip.strip_offset)
        steps = [b - a for a, b in itertools.pairwise(offsets) if abs(b - a) > 1e-9]
        assert all(s > 0 for s in steps) or all(s < 0 for s in steps), offsets


def test_removing_the_selected_tab_says_the_selection_changed() -> None:
    # 0.7.0: removing the selected tab moved the selection from id 11 to id 12
    # with no SELECTED_CHANGED.
    with Pager([50.0, 60.0, 70.0], W, ids=[10, 11, 12]) as pager:
        pager.step([Tick(0.0), TabTapped(0.0, 1), Tick(1.0)])
        pager.remove_item(1)
        frame = pager.step([Tick(2.0)])
        changes = [n for n in frame.notifications if n.kind == NotificationKind.SELECTED_CHANGED]
        assert [(n.page, n.id, n.cause) for n in changes] == [(1, 12, SelectionCause.EDIT)]
        pager.insert_item(0, 40.0, id=9)  # the selected page moves to index 2
        frame = pager.step([Tick(3.0)])
        changes = [n for n in frame.notifications if n.kind == NotificationKind.SELECTED_CHANGED]
        assert [(n.page, n.previous, n.id, n.cause) for n in changes] == [
            (2, 1, 12, SelectionCause.EDIT)
        ]
