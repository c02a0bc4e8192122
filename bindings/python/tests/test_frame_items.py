"""The frame carries the strip (issue #17): ``frame.strip_items`` are the visible
items' frames and label boxes, the same as ``strip_layout`` gives for the
same titles and style, so a front end draws the strip from frames alone and
keeps no layout in sync after set_items, insert_item or a resize."""

from __future__ import annotations

import pytest

import segpager
from segpager import Direction, ItemFrame, Resized, StripStyle, Tick, _frame

from .conftest import SEED_000_ITEMS as TITLES


@pytest.mark.parametrize("direction", [Direction.LTR, Direction.RTL])
def test_items_are_the_layout_frames_with_their_titles(direction: Direction) -> None:
    style = StripStyle(item_padding=6, item_leading_padding=4, direction=direction)
    layout = segpager.strip_layout(TITLES, 200, style)
    with segpager.Pager(TITLES, 200, strip_style=style) as pager:
        frame = pager.step([Tick(0)])
        assert frame.strip_content_width == layout.content_width
        assert frame.strip_scrolls is True
        assert [item.item for item in frame.strip_items] == list(frame.strip.visible_items)
        assert [item.appearance for item in frame.strip_items] == list(frame.strip.appearances)
        for item in frame.strip_items:
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
        first, second = frame.strip_items
        # item 0 selected: reserved 70 + 20 = 90 wide, content 90 fills it
        assert first.frame == ItemFrame(0.0, 90.0)
        assert first.title == ItemFrame(0.0, 70.0)
        assert first.subtitle == ItemFrame(70.0, 20.0)
        # item 1 normal: 60 of its 70 pt, centred
        assert second.title == ItemFrame(95.0, 60.0)
        assert second.subtitle is None


def test_a_subtitle_zero_wide_in_this_frame_is_still_a_subtitle() -> None:
    """An item whose subtitle shows only when selected has a zero-wide
    subtitle box while unselected. In a right-to-left strip of 60 pt items
    with no padding, item 2 sits at x 0 and its subtitle box is (0, 0), all
    zeros like no subtitle at all: the frame still says it has one (C's
    ``has_subtitle``)."""
    style = StripStyle(
        width_mode=segpager.WidthMode.FIXED, item_width=60, item_padding=0, direction=Direction.RTL
    )
    with segpager.Pager([60.0] * 3, 100, strip_style=style) as pager:
        pager.set_items([60.0] * 3, selected_subtitle_widths=[12.0, 12.0, 12.0])
        pager.step([Tick(0)])
        frame = pager.step([segpager.Select(0.1, 1, animated=False)])
        assert frame.selected_index == 1
        last = next(item for item in frame.strip_items if item.item == 2)
        assert last.frame == ItemFrame(0.0, 60.0)
        assert last.subtitle == ItemFrame(0.0, 0.0)
        selected = next(item for item in frame.strip_items if item.item == 1)
        assert selected.subtitle is not None
        assert selected.subtitle.width == 12.0


def test_items_follow_item_edits_and_resizes() -> None:
    with segpager.Pager(TITLES, 200) as pager:
        pager.step([Tick(0)])
        pager.insert_item(0, 50.0, id=99)
        frame = pager.step([Tick(0.1)])
        assert frame.strip_items[0].frame == ItemFrame(0.0, 50.0)
        frame = pager.step([Resized(0.2, 1000)])
        assert frame.strip_scrolls is False
        assert frame.strip_content_width == 1000
        assert len(frame.strip_items) == len(TITLES) + 1


def _decoded(
    frame: segpager.PagerFrame,
) -> tuple[tuple[segpager.ItemAppearance, ...], list[object]]:
    """The frame's looks and items decoded afresh from its bytes, with the
    public constructors: what reusing the previous frame's rows must equal."""
    data, layout = frame._data, frame._layout
    count = len(frame.strip.visible_items)
    looks = tuple(
        segpager.ItemAppearance(weight, segpager.RGBAColor(r, g, b, a), scale, emphasis)
        for weight, r, g, b, a, scale, emphasis in _frame.APPEARANCE_READER.iter_unpack(
            data[layout.appearances : layout.appearances + count * _frame.APPEARANCE_READER.size]
        )
    )
    boxes = data[layout.strip_items : layout.strip_items + count * _frame.STRIP_ITEM_READER.size]
    items: list[object] = [
        segpager.StripItem(
            item,
            ItemFrame(x, width),
            ItemFrame(title_x, title_width),
            ItemFrame(sub_x, sub_width) if has_subtitle else None,
            look,
        )
        for (item, has_subtitle, x, width, title_x, title_width, sub_x, sub_width), look in zip(
            _frame.STRIP_ITEM_READER.iter_unpack(boxes), looks, strict=True
        )
    ]
    return looks, items


@pytest.mark.parametrize("bolder", [0.0, 8.0], ids=["boxes-stay", "boxes-follow-the-selection"])
def test_rows_reused_from_the_previous_frame_equal_rows_decoded_afresh(bolder: float) -> None:
    """A frame takes the previous frame's look and item objects for the rows
    whose bytes did not change: over swipes that move the strip (the first
    visible item and the count change), taps, a subtitle and a resize, each
    frame's rows equal a fresh decoding of its own bytes, and a row reused
    is one that is equal. With wider selected titles the title boxes change
    with every look while the first item stays."""
    widths = [40.0 + (i * 7 % 50) for i in range(30)]
    with segpager.Pager(widths, 375) as pager:
        subtitles = [10.0 * (i % 3) for i in range(30)]
        selected = [width + bolder for width in widths]
        pager.set_items(widths, subtitle_widths=subtitles, selected_widths=selected)
        frames = [pager.step([Tick(0.0), segpager.DragBegan(0.0)])]
        for k in range(1, 400):
            offset = (k * 37.0) % (29 * 375)
            events: list[segpager.Event] = [segpager.DragMoved(k / 60, offset)]
            if k % 97 == 0:
                events = [segpager.DragEnded(k / 60), segpager.TabTapped(k / 60, k % 30)]
                events.append(segpager.DragBegan(k / 60))
            if k == 250:
                events.insert(0, Resized(k / 60, 320.0))
            frame = pager.step(events)
            frames.append(frame)  # kept: each one copies its bytes before the next step
            if k % 3 == 0:  # some frames are never read: the next one compares further back
                continue
            looks, items = _decoded(frame)
            if k % 2:  # the items first (looks and items in one pass), or the looks first
                assert list(frame.strip_items) == items, k
                assert frame.strip.appearances == looks, k
            else:
                assert frame.strip.appearances == looks, k
                assert list(frame.strip_items) == items, k
            assert [item.appearance for item in frame.strip_items] == list(frame.strip.appearances)
        assert len({frame.strip.first_visible_item for frame in frames}) > 5


def test_the_frame_has_swifts_shape_and_the_flat_names_warn() -> None:
    # #31: Python read frame.indicator, Swift frame.strip.indicator. The
    # frame's strip is the strip_state the free function gives at the
    # frame's position and strip offset (one StripState in both places).
    layout = segpager.strip_layout(TITLES, 200)
    with segpager.Pager(TITLES, 200) as pager:
        # a drag: the strip follows the position (a tap's indicator leads it)
        frame = pager.step([segpager.DragBegan(0.0), segpager.DragMoved(0.05, 290.0)])
        strip = frame.strip
        assert isinstance(strip, segpager.StripState)
        assert strip is frame.strip  # made once, kept
        assert 1 < frame.position < 2  # between tabs: weights on both
        expected = segpager.strip_state(layout, frame.position, current_offset=strip.strip_offset)
        assert strip.indicator.x == pytest.approx(expected.indicator.x)
        assert strip.indicator.width == pytest.approx(expected.indicator.width)
        assert strip.first_visible_item == expected.first_visible_item
        assert len(strip.appearances) == len(expected.appearances)
        old_to_new = {
            "indicator": strip.indicator,
            "strip_offset": strip.strip_offset,
            "first_visible_item": strip.first_visible_item,
            "appearances": strip.appearances,
            "visible_items": strip.visible_items,
            "items": frame.strip_items,
        }
        for old, new in old_to_new.items():
            with pytest.warns(DeprecationWarning, match=rf"PagerFrame\.{old} is PagerFrame\."):
                assert getattr(frame, old) == new
