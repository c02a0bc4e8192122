"""segpager.snaps: Embla Carousel's snaps, groups and loop points, with the
numbers of Embla's own tests (davidjerleke/embla-carousel at 25eff504,
packages/embla-carousel/src/__tests__), signs flipped to offsets."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import SnapAlignment, SnapContainment, SnapOptions

# containScroll-ltr.fixture.ts FIXTURE_CONTAIN_SCROLL_LTR_1 and _2 (10-point margins).
FIXTURE_1 = [
    (0, 100), (100, 200), (300, 150), (450, 250), (700, 130),
    (830, 100), (930, 200), (1130, 150), (1280, 250), (1530, 130),
]  # fmt: skip
FIXTURE_2 = [
    (10, 100), (130, 200), (350, 150), (520, 250), (790, 130),
    (940, 100), (1060, 200), (1280, 150), (1450, 250), (1720, 130),
]  # fmt: skip
# slidesToScroll-ltr.fixture.ts FIXTURE_SLIDES_TO_SCROLL_LTR_1.
SLIDES_1 = [
    (0, 500), (500, 500), (1000, 250), (1250, 250), (1500, 250),
    (1750, 250), (2000, 500), (2500, 500), (3000, 500), (3500, 501),
]  # fmt: skip


@pytest.mark.parametrize(
    ("frames", "options", "expected"),
    [
        # containScroll-ltr.test.ts "trimSnaps" WITHOUT MARGINS: Start, Center, End, Custom.
        (FIXTURE_1, SnapOptions(align=SnapAlignment.START), [0, 100, 300, 450, 660]),
        (FIXTURE_1, SnapOptions(), [0, 75, 265, 380, 530, 660]),
        (FIXTURE_1, SnapOptions(align=SnapAlignment.END), [0, 130, 280, 530, 660]),
        (
            FIXTURE_1,
            SnapOptions(align=SnapAlignment.FRACTION, align_fraction=0.1),
            [0, 200, 350, 600, 660],
        ),
        # "trimSnaps" WITH MARGINS: Start, Center.
        (
            FIXTURE_2,
            SnapOptions(align=SnapAlignment.START, end_gap=10),
            [0, 130, 350, 520, 790, 860],
        ),
        (FIXTURE_2, SnapOptions(end_gap=10), [0, 145, 355, 490, 660, 855, 860]),
        # "keepSnaps" WITHOUT MARGINS End.
        (
            FIXTURE_1,
            SnapOptions(align=SnapAlignment.END, contain=SnapContainment.KEEP_SNAPS),
            [0, 0, 0, 0, 0, 0, 130, 280, 530, 660],
        ),
        # "Content size is 2 / 3 pixels wider than viewport".
        ([(0, 501), (501, 501)], SnapOptions(), [0]),
        ([(0, 502), (502, 501)], SnapOptions(), [0, 3]),
        # slidesToScroll-ltr.test.ts "auto" LOOP:FALSE, and CONTAINSCROLL:FALSE.
        (
            SLIDES_1,
            SnapOptions(slides_to_scroll=segpager.SLIDES_TO_SCROLL_AUTO),
            [0, 1000, 2000, 3001],
        ),
        (
            SLIDES_1,
            SnapOptions(
                slides_to_scroll=segpager.SLIDES_TO_SCROLL_AUTO, contain=SnapContainment.NONE
            ),
            [0, 1000, 2000, 3000.5],
        ),
        # "Custom number 2" LOOP:TRUE.
        (SLIDES_1, SnapOptions(slides_to_scroll=2, loop=True), [0, 750, 1250, 2000, 3000.5]),
    ],
)
def test_scroll_snaps_match_emblas_tests(
    frames: list[tuple[int, int]], options: SnapOptions, expected: list[float]
) -> None:
    view = 1000
    assert segpager.scroll_snaps(frames, view, options).offsets == tuple(expected)


def test_trimmed_items_join_the_end_snaps() -> None:
    # containScroll-ltr.test.ts "trimSnaps" WITHOUT MARGINS Center slidesBySnap.
    snaps = segpager.scroll_snaps(FIXTURE_1, 1000)
    assert snaps.snap_of_item == (0, 0, 0, 1, 2, 3, 4, 5, 5, 5)


def test_auto_groups_are_emblas() -> None:
    # slidesToScroll-ltr.test.ts "auto": [0,1] [2,3,4,5] [6,7] [8,9].
    options = SnapOptions(slides_to_scroll=segpager.SLIDES_TO_SCROLL_AUTO)
    groups = segpager.snap_groups(SLIDES_1, 1000, options)
    assert groups == ((0, 1), (2, 3, 4, 5), (6, 7), (8, 9))
    assert segpager.snap_groups([], 1000) == ()


def test_loop_points_are_emblas() -> None:
    # loop-ltr.test.ts WITHOUT MARGINS, align start: LOOP_POINTS_START.
    options = SnapOptions(align=SnapAlignment.START)
    loop = segpager.loop_points(FIXTURE_1, 1000, options)
    assert loop.can_loop
    assert [p.offset for p in loop.points] == [
        660.5, 760.5, 960.5, 1110.5, 1360.5, 1490.5, 1590.5,
    ]  # fmt: skip
    assert all(p.edge == 1 and p.shift_after == 1660 for p in loop.points)
    shifts = segpager.loop_shifts(FIXTURE_1, 1000, 1110.5, options)
    assert shifts == (1660,) * 4 + (0,) * 6
    assert not segpager.loop_points([(0, 400), (400, 400)], 1000, options).can_loop


def test_bad_input_names_the_argument() -> None:
    with pytest.raises(ValueError, match=r"frames\[1\]\.x"):
        segpager.scroll_snaps([(10, 1), (5, 1)], 100)
    with pytest.raises(ValueError, match=r"options\.slides_to_scroll"):
        segpager.snap_groups([(0, 1)], 100, SnapOptions(slides_to_scroll=-1))
    with pytest.raises(ValueError, match="view_size"):
        segpager.loop_points([(0, 1)], float("nan"))


def test_strip_offset_lands_on_emblas_snaps() -> None:
    # Fixture 1's widths packed from 0: containScroll "keepSnaps" Center per item.
    layout = segpager.strip_layout([w for _, w in FIXTURE_1], 1000)
    assert [f.x for f in layout.frames] == [x for x, _ in FIXTURE_1]
    trim = segpager.StripOffsetStyle(containment=segpager.StripContainment.TRIM_SNAPS)
    offsets = [segpager.strip_offset(layout, p, trim) for p in range(10)]
    assert offsets == [0, 0, 0, 75, 265, 380, 530, 660, 660, 660]
    # Content 2 points wider than the view: Embla's one snap; a clamp moves 2.
    narrow = segpager.strip_layout([501, 501], 1000)
    assert segpager.strip_offset(narrow, 1, trim) == 0
    assert segpager.strip_offset(narrow, 1) == 2


@given(
    widths=st.lists(st.integers(0, 400), max_size=12),
    view=st.integers(0, 900),
    align=st.sampled_from(list(SnapAlignment)),
    contain=st.sampled_from(list(SnapContainment)),
    slides=st.integers(0, 3),
)
def test_snaps_are_monotone_inside_the_bounds_and_groups_cover_every_item(
    widths: list[int], view: int, align: SnapAlignment, contain: SnapContainment, slides: int
) -> None:
    frames, x = [], 0
    for width in widths:
        frames.append((x, width))
        x += width
    options = SnapOptions(align=align, contain=contain, slides_to_scroll=slides, align_fraction=0.2)
    groups = segpager.snap_groups(frames, view, options)
    assert [i for group in groups for i in group] == list(range(len(frames)))
    snaps = segpager.scroll_snaps(frames, view, options)
    assert list(snaps.offsets) == sorted(snaps.offsets)
    if contain != SnapContainment.NONE:
        assert all(0 <= s <= max(0, x - view) for s in snaps.offsets)
    assert all(0 <= s < len(snaps.offsets) for s in snaps.snap_of_item)
