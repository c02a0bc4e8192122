"""A header on the stateful pager: list scrolls in; the header, the collapse,
the pull, the lists' offsets and the split out of the same step.

Numbers: seed 004 (SHViewController) H = 200, S = 44, R = H - S = 156, the
stretch zoom x = W y/H/2, w = W (H - y)/H, h = H - y; seed 001
(FJSegmentedPager) hands the scroll over to the list at the pin offset.
"""

from __future__ import annotations

import dataclasses
import math
import runpy
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import segpager
from segpager import (
    HeaderPhase,
    HeaderSection,
    HeaderSectionBehavior,
    HeaderStyle,
    ListEnded,
    ListResized,
    ListScrolled,
    ListSyncPolicy,
    NotificationKind,
    Pager,
    PagerHeader,
    RefreshEnded,
    RefreshZone,
    Select,
    TabTapped,
    Tick,
)

from .conftest import HEADER, LIBRARY, REPO

SEED_004 = HeaderStyle(height=200, pinned_height=44)
R = 156.0
W = 375.0
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def pager(header: PagerHeader | None = None) -> Pager:
    return Pager([60, 60, 60], W, ids=[10, 11, 12], header=header or PagerHeader(SEED_004))


def phases(frame: segpager.PagerFrame) -> list[str]:
    return [str(n) for n in frame.notifications if n.kind == NotificationKind.HEADER_PHASE]


def test_scripted_collapse_switch_expand_switch_back_and_refresh() -> None:
    header = PagerHeader(SEED_004, snap=True, refresh_distance=60)
    with pager(header) as p:
        first = p.step([Tick(0.0)])
        assert first.header is not None
        assert first.header.frame.phase == HeaderPhase.EXPANDED
        # collapse: up 300 on page 0; seed 001: the header takes R, the list the rest
        f = p.step([ListScrolled(0.1, 300.0)])
        assert f.header is not None
        assert (f.header.header_offset, f.list_offset) == (R, 300.0 - R)
        assert f.split == segpager.ScrollSplit(R, 300.0 - R, 0.0)
        assert f.header.frame.header.y == -R  # seed 004: the header top at -R once pinned
        assert phases(f) == ["header:expanded>pinned"]
        # switch page: the header stays pinned, page 1's list keeps its own 0
        f = p.step([TabTapped(1.0, 1), Tick(2.0)])
        assert f.selected_index == 1
        assert f.header is not None
        assert f.header.header_offset == R
        assert f.list_offset == 0.0
        assert [str(n) for n in f.notifications if n.kind == NotificationKind.SELECTED_CHANGED] == [
            "sel1<0:tap"
        ]
        assert phases(f) == []
        # expand: down 100 on page 1, whose list is at its top: the header expands
        f = p.step([ListScrolled(2.1, -100.0)])
        assert f.header is not None
        assert f.header.header_offset == R - 100
        assert phases(f) == ["header:pinned>collapsing"]
        # switch back: no jump, and page 0's list kept its place (JXPagingView #324)
        f = p.step([Select(3.0, 0, animated=False)])
        assert f.header is not None
        assert f.header.header_offset == R - 100
        assert f.list_offset == 300.0 - R
        assert [(v.page, v.list_offset) for v in f.pages] == [(0, 300.0 - R)]
        # refresh pull: page 0's list to its top, the header open, 70 past the top
        f = p.step([ListScrolled(3.1, -(300.0 - R) - (R - 100) - 70.0)])
        assert f.header is not None
        assert f.list_offset == 0.0
        assert (f.header.header_offset, f.header.pull) == (0.0, -70.0)
        assert f.header.frame.phase == HeaderPhase.STRETCHED
        assert f.header.frame.header.height == 200 + 70  # seed 004: h = H - y
        f = p.step([ListEnded(3.2, 0.0)])
        refresh = [n for n in f.notifications if n.kind == NotificationKind.REFRESH]
        assert [(n.page, n.id) for n in refresh] == [(0, 10)]
        assert f.header is not None
        assert f.header.refreshing
        assert f.header.animating
        f = p.step([Tick(6.0)])
        assert f.header is not None
        assert f.header.pull == -60.0
        assert not f.header.animating
        f = p.step([RefreshEnded(7.0), Tick(10.0)])
        assert f.header is not None
        assert f.header.pull == 0.0
        assert not f.header.refreshing
        assert phases(f) == ["header:stretched>expanded"]


def test_stretch_matches_the_stateless_header_frame() -> None:
    with pager() as p:
        for y in (-10.0, -40.0, -100.0):
            p.set_header(PagerHeader(SEED_004))
            f = p.step([ListScrolled(0.0, y - (f.header.pull if (f := p.step()).header else 0))])
            assert f.header is not None
            assert f.header.frame == segpager.header_frame(SEED_004, W, y)
            box = f.header.frame.header
            assert box.x == pytest.approx(W * y / 200 / 2)  # seed 004 zoom
            assert box.width == pytest.approx(W * (200 - y) / 200)


def test_list_zone_pull_keeps_the_header_open() -> None:
    with pager(PagerHeader(SEED_004, refresh_zone=RefreshZone.LIST)) as p:
        f = p.step([ListScrolled(0.0, -50.0)])
        assert f.header is not None
        assert f.header.pull == -50.0
        assert f.header.frame.phase == HeaderPhase.EXPANDED
        assert f.header.frame.header.height == 200


def test_sections_and_resize() -> None:
    sections = (
        HeaderSection(100),
        HeaderSection(56, HeaderSectionBehavior.ENTER_ALWAYS),
        HeaderSection(44, HeaderSectionBehavior.PINNED),
    )
    with pager(PagerHeader(HeaderStyle(), sections=sections)) as p:
        p.step([ListResized(0.0, 0, 500.0)])
        f = p.step([ListScrolled(0.1, 1000.0)])
        assert (f.list_offset, f.split.overscroll) == (500.0, 1000.0 - 156 - 500)
        f = p.step([ListScrolled(0.2, -30.0)])  # the floating bar comes back first
        assert f.header is not None
        assert (f.header.header_offset, f.list_offset) == (126.0, 500.0)
        p.set_header(None)
        assert p.step().header is None


def test_without_a_header_lists_still_keep_their_offsets() -> None:
    with Pager([60, 60], W) as p:
        f = p.step([ListScrolled(0.0, 80.0)])
        assert f.header is None
        assert f.list_offset == 80.0


@pytest.mark.parametrize(
    ("header", "error"),
    [
        (PagerHeader(HeaderStyle(height=-1)), ValueError),
        (PagerHeader(HeaderStyle(height=100, pinned_height=150)), ValueError),  # S > H
        (PagerHeader(HeaderStyle(height=math.nan)), segpager.NotFiniteError),
        (PagerHeader(SEED_004, snap_velocity=-1), ValueError),
        (PagerHeader(SEED_004, refresh_distance=math.inf), segpager.NotFiniteError),
        (PagerHeader(SEED_004, list_max_offset=-1), ValueError),
        (PagerHeader(SEED_004, enter_height=-5), ValueError),
        (PagerHeader(HeaderStyle(height=150), sections=(HeaderSection(200),)), ValueError),
    ],
)
def test_bad_headers_raise_and_keep_the_old_one(header: PagerHeader, error: type) -> None:
    with pager() as p:
        with pytest.raises(error):
            p.set_header(header)
        f = p.step([ListScrolled(0.0, 10.0)])
        assert f.header is not None
        assert f.header.header_offset == 10.0


def test_bad_list_events() -> None:
    with pager() as p:
        with pytest.raises(segpager.NotFiniteError):
            p.step([ListScrolled(0.0, math.nan)])
        with pytest.raises(IndexError):
            p.step([ListResized(0.0, 3, 10.0)])
        with pytest.raises(segpager.OutOfRangeError):
            p.step([ListResized(0.0, 0, -10.0)])
        with pytest.raises(TypeError):
            p.set_header(SEED_004)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="closed"):
        p.set_header(PagerHeader(SEED_004))


moves = st.lists(
    st.one_of(
        st.tuples(st.just("scroll"), st.floats(-400, 400)),
        st.tuples(st.just("select"), st.integers(0, 2)),
        st.tuples(st.just("end"), st.floats(-2000, 2000)),
    ),
    max_size=25,
)


@settings(max_examples=60, deadline=None)
@given(moves, st.sampled_from(list(ListSyncPolicy)), st.sampled_from(list(RefreshZone)))
def test_parts_add_up_and_switching_never_moves_the_header(
    script: list[tuple[str, float]], policy: ListSyncPolicy, zone: RefreshZone
) -> None:
    header = PagerHeader(SEED_004, list_sync=policy, refresh_zone=zone, snap=True)
    with pager(header) as p:
        t = 0.0
        last = p.step([Tick(t)])
        for kind, value in script:
            t += 0.05
            before = last.header
            assert before is not None
            if kind == "scroll":
                last = p.step([ListScrolled(t, value)])
                split = last.split
                assert split.header + split.list + split.overscroll == pytest.approx(
                    value, abs=1e-9
                )
            elif kind == "select":
                last = p.step([Select(t, int(value), animated=False)])
                assert last.header is not None
                assert last.header.header_offset == before.header_offset  # no jump
                assert last.header.pull == before.pull
            else:
                last = p.step([ListEnded(t, value), Tick(t + 5)])
                t += 5
                assert not last.list_animating  # a 2000 pt/s fling ends within 3.8 s
            assert last.header is not None
            assert 0 <= last.header.header_offset <= R
            assert last.header.pull <= 0
            assert last.list_offset >= 0
            assert all(math.isfinite(v) for v in dataclasses.astuple(last.header.frame.header))


def test_header_session_example_collapses_switches_stretches_and_snaps() -> None:
    module = runpy.run_path(str(EXAMPLES / "header_session.py"))
    script = module["play"]()
    frames: list[segpager.PagerFrame] = script.frames
    headers = [f.header for f in frames if f.header is not None]
    assert len(headers) == len(frames)
    assert max(h.header_offset for h in headers) == R  # collapsed
    assert frames[-1].selected_index == 1  # switched page
    assert min(h.pull for h in headers) == -60.0  # pulled into the stretch
    assert max(h.frame.stretch_scale for h in headers) == pytest.approx(260 / 200)
    assert headers[-1].header_offset == R
    assert not headers[-1].animating
    text = "\n".join(script.lines)
    for change in ("expanded>collapsing", "collapsing>pinned", "collapsing>stretched",
                   "stretched>expanded"):  # fmt: skip
        assert f"header:{change}" in text


def test_the_c_example_prints_the_same_session(tmp_path: Path) -> None:
    """bindings/c/examples/header_session.c plays the Python example's script
    through the C API: every line, every digit, the same."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    assert compiler
    binary = tmp_path / "header_session"
    source = REPO / "bindings" / "c" / "examples" / "header_session.c"
    subprocess.run(
        [compiler, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{HEADER.parent}",
         str(source), f"-L{LIBRARY.parent}", "-lsegpager", f"-Wl,-rpath,{LIBRARY.parent}",
         "-o", str(binary)],
        check=True,
    )  # fmt: skip
    printed = subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout
    module = runpy.run_path(str(EXAMPLES / "header_session.py"))
    assert printed.splitlines() == module["play"]().lines


def _travelled(v: float, tau: float, rate: float = 0.998) -> float:
    """UIKit's deceleration: x(τ) = v (d^(1000τ) - 1) / (1000 ln d)."""
    return v * (math.pow(rate, 1000 * tau) - 1) / (1000 * math.log(rate))


def test_list_fling_expands_a_collapsed_header_then_stops() -> None:
    with pager() as p:
        assert p.config.list_deceleration.rate == segpager.DECELERATION_NORMAL
        p.step([ListScrolled(0.0, R)])  # collapsed, the list at its top
        released = p.step([ListEnded(1.0, -1000)])
        assert released.list_animating
        early = p.step([Tick(1.1)])
        assert early.header is not None
        assert early.header.header_offset == pytest.approx(R + _travelled(-1000, 0.1), rel=1e-9)
        assert early.split.header == pytest.approx(_travelled(-1000, 0.1), rel=1e-9)
        assert early.list_animating
        done = p.step([Tick(2.0)])
        assert done.header is not None
        assert (done.header.header_offset, done.header.pull, done.list_offset) == (0, 0, 0)
        assert not done.list_animating
        # up: the header collapses first, then the list scrolls; a scroll stops it
        p.step([ListEnded(3.0, 1000)])
        mid = p.step([Tick(3.5)])
        assert mid.header is not None
        assert mid.header.header_offset == R
        assert mid.list_offset == pytest.approx(_travelled(1000, 0.5) - R, rel=1e-9)
        caught = p.step([ListScrolled(3.6, 0)])
        assert not caught.list_animating
        assert p.step([Tick(9.0)]).list_offset == caught.list_offset


def test_list_fling_rate_is_a_config_field() -> None:
    fast = segpager.PagerConfiguration(
        list_deceleration=segpager.Deceleration(segpager.DECELERATION_FAST)
    )
    with Pager([60, 60, 60], W, config=fast, header=PagerHeader(SEED_004)) as p:
        p.step([ListEnded(0.0, 1000)])
        frame = p.step([Tick(5.0)])
        # projection at .fast: 1000 / (-1000 ln 0.99) = 99.5 pt, 0.5 short at the end
        assert frame.header is not None
        assert frame.header.header_offset == pytest.approx(1000 / (-1000 * math.log(0.99)) - 0.5)
    with pytest.raises(segpager.OutOfRangeError, match=r"list_deceleration\.rate"):
        Pager(
            [60],
            W,
            config=segpager.PagerConfiguration(list_deceleration=segpager.Deceleration(1.0)),
        )


def test_list_fling_example_collapses_scrolls_and_comes_back(
    capsys: pytest.CaptureFixture[str],
) -> None:
    runpy.run_path(str(EXAMPLES / "list_fling.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "up: release at 1500 pt/s"
    assert any(line.startswith("down: release at -2000 pt/s") for line in lines)
    # the last frame of each fling: collapsed with the list scrolled, then all open
    up_end = lines[lines.index("down: release at -2000 pt/s") - 1]
    assert "header  156.0" in up_end
    assert lines[-1].endswith("header    0.0  list    0.0")


def test_a_fixed_duration_snap_takes_app_bar_layouts_time() -> None:
    # Released at 100 of R = 156: snaps to 156, 56 pt away, in
    # (56/200 + 1)·150 = 192 ms (AppBarLayout.animateOffsetTo at v = 0).
    header = PagerHeader(
        SEED_004, snap=True, snap_animation=segpager.HeaderSnapAnimation.FIXED_DURATION
    )
    with pager(header) as p:
        p.step([ListScrolled(0, 100), ListEnded(0, 0)])
        half = p.step([Tick(0.096)]).header
        assert half is not None
        assert half.animating
        assert half.header_offset == pytest.approx(142)  # 1 - (1 - 1/2)^2 of the way
        done = p.step([Tick(0.192)]).header
        assert done is not None
        assert done.header_offset == 156
        assert not done.animating


def test_list_fling_profile_android_is_the_spline() -> None:
    # OverScroller's spline: 1000 pt/s travels 194.31 pt (segpager_spline_fling);
    # collapsing 156 pt of header first, the list keeps the rest.
    assert segpager.PagerConfiguration().list_fling_profile == segpager.ListFlingProfile.UIKIT
    android = segpager.PagerConfiguration(list_fling_profile=segpager.ListFlingProfile.ANDROID)
    distance, duration = segpager.spline_fling(1000)
    with Pager([60, 60, 60], W, config=android, header=PagerHeader(SEED_004)) as p:
        p.step([ListResized(0.0, 0, 1000)])
        p.step([ListEnded(0.0, 1000)])
        assert p.step([Tick(duration - 0.01)]).list_animating
        frame = p.step([Tick(duration + 0.01)])
        assert not frame.list_animating
        assert frame.header is not None
        assert frame.header.header_offset == R
        assert frame.list_offset == pytest.approx(distance - R, rel=1e-9)
    with pytest.raises(segpager.UnknownEnumError, match="list_fling_profile"):
        Pager([60], W, config=segpager.PagerConfiguration(list_fling_profile=7))  # type: ignore[arg-type]
