"""The frame carries the strip (issue #17): ``frame.items`` are the visible
items' frames and label boxes, the same as ``strip_layout`` gives for the
same titles and style, so a front end draws the strip from frames alone and
keeps no layout in sync after set_items, insert_item or a resize."""

from __future__ import annotations

import pytest

import segpager
from segpager import Direction, ItemFrame, Resized, StripStyle, Tick

# seed 000's six titles (their widths + padding)
TITLES = [68.0, 87.0, 74.0, 78.0, 70.0, 71.0]


@pytest.mark.parametrize("direction", [Direction.LTR, Direction.RTL])
def test_items_are_the_layout_frames_with_their_titles(direction: Direction) -> None:
    style = StripStyle(item_padding=6, item_leading_padding=4, direction=direction)
    layout = segpager.strip_layout(TITLES, 200, style)
    with segpager.Pager(TITLES, 200, strip_style=style) as pager:
        frame = pager.step([Tick(0)])
        assert frame.strip_content_width == layout.content_width
        assert frame.strip_scrolls is True
        assert [item.item for item in frame.items] == list(frame.visible_items)
        assert [item.appearance for item in frame.items] == list(frame.appearances)
        for item in frame.items:
            box = layout.frames[item.item]
            assert item.frame == box
            # 10 pt on the leading side (the right in RTL), 6 on the trailing
            left = box.x + (10 if direction == Direction.LTR else 6)
            assert item.title == ItemFrame(left, TITLES[item.item])
            assert item.subtitle is None


def test_subtitles_sit_after_the_title_and_follow_the_selection() -> None:
    with segpager.Pager([60.0, 60.0], 400) as pager:
        pager.set_items([60.0, 60.0], selected_widths=[70.0, 70.0], subtitle_widths=[20.0, 0.0])
        frame = pager.step([Tick(0)])
        first, second = frame.items
        # item 0 selected: reserved 70 + 20 = 90 wide, content 90 fills it
        assert first.frame == ItemFrame(0.0, 90.0)
        assert first.title == ItemFrame(0.0, 70.0)
        assert first.subtitle == ItemFrame(70.0, 20.0)
        # item 1 normal: 60 of its 70 pt, centred
        assert second.title == ItemFrame(95.0, 60.0)
        assert second.subtitle is None


def test_items_follow_item_edits_and_resizes() -> None:
    with segpager.Pager(TITLES, 200) as pager:
        pager.step([Tick(0)])
        pager.insert_item(0, 50.0, id=99)
        frame = pager.step([Tick(0.1)])
        assert frame.items[0].frame == ItemFrame(0.0, 50.0)
        frame = pager.step([Resized(0.2, 1000)])
        assert frame.strip_scrolls is False
        assert frame.strip_content_width == 1000
        assert len(frame.items) == len(TITLES) + 1
