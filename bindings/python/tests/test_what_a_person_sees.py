"""What a person sees, on every frame of random sessions (issue 30).

Each session is a pager in one of the three far transitions, driven by what
a user and an app do: pointer drags and flings on the pages, taps on near and
far tabs (also during settles and after a strip flick), ``Select``, wheels,
strip flicks, inserts, removes and moves (also of the selected tab), resizes
and list scrolls. On every frame:

1. the placed pages cover the viewport, but for the gaps between pages and
   the overscroll gap past the first or last page;
2. a placed page was loaded and told it will appear (and has not gone);
3. at rest the selected tab is fully shown in the strip and the indicator
   sits over it;
4. nothing teleports: between frames with no discontinuity (a resize, an
   edit, ``Select(animated=False)``, and for ``page_offset`` alone the
   re-base that starts an ``ADJACENT`` or ``PRE_JUMP`` transition), the
   page offset, the strip offset, each indicator edge and each page placed
   in both frames move at most ``v_max * dt`` (``v_max`` below);
5. during a tap's transition the strip offset and each indicator edge move
   one way, never back.

Each rule failed on 0.7.0's main (the commit that added this file shows the
counterexamples hypothesis found there).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings, strategies as st

import segpager
from segpager import (
    FarTransition,
    IndicatorStyle,
    IndicatorTransition,
    NotificationKind,
    Pager,
    PagerConfiguration,
    PagerPhase,
    PointerDown,
    PointerMoved,
    PointerRegion,
    PointerUp,
    Resized,
    Select,
    StripPhase,
    TabTapped,
    Tick,
    Wheel,
)

W = 375.0
DT = 1 / 60
STRIP = 44.0  # the strip's default height: y below it is the pages' region
#: the fastest a generated finger moves the pages or the strip, pt per frame
FINGER_STEP = 40.0
TOLERANCE = 1e-6


def v_max(config: PagerConfiguration, count: int, strip_width: float, viewport: float) -> float:
    """The fastest any drawn quantity may move, in pt/s, from the configuration.

    A finger moves at most ``FINGER_STEP`` a frame, and a release carries at
    most that speed into a settle, a bounce or a deceleration. A tap's
    transition crosses at most the whole content (the pages' or the strip's,
    whichever is wider) in ``tap_duration``, and its ease-in-out curve is at
    most 1.6 times as steep as a straight line (the CSS ease-in-out's peak
    slope, (0.42, 0, 0.58, 1)); a settle spring ``spring_response`` seconds
    long crosses a page at most ``2 pi / response`` pages a second. Twice the
    largest of these is the bound.
    """
    finger = FINGER_STEP / DT
    span = max(count * viewport, strip_width, viewport)
    tap = 1.6 * span / config.tap_duration
    spring = 2 * math.pi / config.settle_spring.response * viewport
    return 2 * max(finger, tap, spring + finger)


@dataclass
class Watcher:
    """The rules' state across a session's frames."""

    pager: Pager
    config: PagerConfiguration
    viewport: float = W
    loaded: set[int] = field(default_factory=set)
    appearing: dict[int, str] = field(default_factory=dict)
    last: segpager.PagerFrame | None = None
    #: (strip offset, indicator left, indicator right) directions of a tap's travel
    travel: list[float] | None = None
    travel_last: tuple[float, ...] | None = None

    def notes(self, frame: segpager.PagerFrame) -> None:
        for note in frame.notifications:
            kind = note.kind
            if kind == NotificationKind.LOAD:
                self.loaded.add(note.id)
            elif kind == NotificationKind.UNLOAD:
                self.loaded.discard(note.id)
            elif kind == NotificationKind.REUSE:
                self.loaded.add(note.id)
            elif (
                kind in (NotificationKind.WILL_APPEAR, NotificationKind.DID_APPEAR)
                or kind == NotificationKind.WILL_DISAPPEAR
            ):
                self.appearing[note.id] = kind.name
            elif kind == NotificationKind.DID_DISAPPEAR:
                self.appearing.pop(note.id, None)

    def reused(self, frame: segpager.PagerFrame, ids: tuple[int, ...]) -> None:
        # A reuse hands over the slot of the page it names as previous.
        for note in frame.notifications:
            previous = note.previous
            if note.kind != NotificationKind.REUSE or previous is None:
                continue
            if 0 <= previous < len(ids) and ids[previous] != note.id:
                self.loaded.discard(ids[previous])

    def check(
        self, events: list[segpager.Event], frame: segpager.PagerFrame, *, broken: bool
    ) -> None:
        pager, config = self.pager, self.config
        ids = tuple(pager.ids)
        count = len(ids)
        for event in events:
            if isinstance(event, Resized):
                self.viewport = event.viewport_width
        self.reused(frame, ids)
        self.notes(frame)
        context = f"after {events}: {frame!r}"
        pages = frame.pages
        spacing = config.pages.page_spacing

        # 1. The placed pages cover the viewport.
        shown = sorted(pages, key=lambda p: p.x)
        if shown:
            first, last = shown[0], shown[-1]
            assert first.x <= spacing + TOLERANCE or first.page == 0, f"left gap {context}"
            assert last.x + last.width + spacing >= self.viewport - TOLERANCE or (
                last.page == count - 1
            ), f"right gap {context}"
            for before_page, after_page in itertools.pairwise(shown):
                reach = before_page.x + before_page.width + spacing + TOLERANCE
                assert after_page.x <= reach, f"gap {before_page} {after_page} {context}"
        else:
            assert count == 0 or not 0 <= frame.position <= count - 1, f"no pages {context}"

        # 2. A placed page was loaded and told it will appear.
        for page in pages:
            page_id = ids[page.page]
            assert page_id in self.loaded, f"page {page.page} placed before its load {context}"
            assert page_id in self.appearing, f"page {page.page} placed before it appears {context}"

        # 3. At rest the selected tab shows whole, the indicator over it.
        at_rest = (
            frame.phase == PagerPhase.IDLE
            and frame.strip_phase == StripPhase.FOLLOWING
            and frame.gesture == segpager.PagerGesture.NONE
        )
        if at_rest and frame.selected_index is not None:
            strip_viewport = self.viewport
            tab = next((i for i in frame.strip_items if i.item == frame.selected_index), None)
            assert tab is not None, f"the selected tab is not on screen {context}"
            if tab.frame.width <= strip_viewport:
                assert tab.frame.x >= frame.strip.strip_offset - TOLERANCE, (
                    f"cut at the left {context}"
                )
                assert (
                    tab.frame.x + tab.frame.width
                    <= frame.strip.strip_offset + strip_viewport + (TOLERANCE)
                ), f"cut at the right {context}"
            bar = frame.strip.indicator
            centre = bar.x + bar.width / 2
            assert tab.frame.x - TOLERANCE <= centre <= tab.frame.x + tab.frame.width + TOLERANCE, (
                f"the indicator is not over the selected tab {context}"
            )

        # 4. Nothing teleports.
        previous = self.last
        if previous is not None and not broken:
            dt = frame.time - previous.time
            bound = v_max(config, count, frame.strip_content_width, self.viewport) * dt + 1e-6
            rebase = config.far_transition != FarTransition.SWEEP and any(
                isinstance(e, (TabTapped | Select, PointerUp)) for e in events
            )
            if not rebase:
                moved = abs(frame.page_offset - previous.page_offset)
                assert moved <= bound, f"page offset jumped {moved} > {bound} {context}"
            strip = abs(frame.strip.strip_offset - previous.strip.strip_offset)
            assert strip <= bound, f"strip offset jumped {strip} > {bound} {context}"
            for name, a, b in (
                ("left", previous.strip.indicator.x, frame.strip.indicator.x),
                (
                    "right",
                    (previous.strip.indicator.x + previous.strip.indicator.width),
                    (frame.strip.indicator.x + frame.strip.indicator.width),
                ),
            ):
                assert abs(b - a) <= bound, f"indicator {name} jumped {abs(b - a)} {context}"
            before = {p.page: p.x for p in previous.pages}
            for page in pages:
                if page.page in before:
                    jump = abs(page.x - before[page.page])
                    assert jump <= bound, f"page {page.page} jumped {jump} > {bound} {context}"

        # 5. A tap's transition moves the strip and the indicator one way.
        drawn = (
            frame.strip.strip_offset,
            frame.strip.indicator.x,
            (frame.strip.indicator.x + frame.strip.indicator.width),
        )
        quiet = all(isinstance(e, Tick) for e in events)
        tapped = any(isinstance(e, TabTapped) for e in events) or any(
            isinstance(e, Select) and e.animated for e in events
        )
        if tapped and frame.phase == PagerPhase.TRANSITIONING and previous is not None:
            self.travel = [0.0, 0.0, 0.0]
            self.travel_last = (
                previous.strip.strip_offset,
                previous.strip.indicator.x,
                (previous.strip.indicator.x + previous.strip.indicator.width),
            )
        elif not quiet or broken:
            self.travel = None
        if self.travel is not None and self.travel_last is not None:
            for k, (a, b) in enumerate(zip(self.travel_last, drawn, strict=True)):
                step = b - a
                if abs(step) <= TOLERANCE:
                    continue
                if self.travel[k] != 0:
                    assert math.copysign(1, step) == self.travel[k], (
                        f"{('strip offset', 'indicator left', 'indicator right')[k]} turned back "
                        f"by {step} {context}"
                    )
                self.travel[k] = math.copysign(1, step)
            self.travel_last = drawn
            if frame.phase == PagerPhase.IDLE:
                self.travel = None
        self.last = frame


ACTIONS = ("drag", "fling", "tap", "far_tap", "select", "jump", "wheel", "strip_flick",
           "insert", "remove", "move", "resize", "list", "ticks")  # fmt: skip


@st.composite
def sessions(
    draw: st.DrawFn,
) -> tuple[PagerConfiguration, list[float], IndicatorStyle, list[tuple[str, int, int]]]:
    mode = draw(st.sampled_from(FarTransition))
    config = PagerConfiguration(
        far_transition=mode,
        commit_policy=draw(st.sampled_from(segpager.CommitPolicy)),
        tap_duration=draw(st.sampled_from([0.25, 0.3, 0.5])),
        pages=segpager.PageGeometry(page_spacing=draw(st.sampled_from([0.0, 0.0, 12.0]))),
        windows=segpager.PageWindowPolicy(
            prepare_radius=draw(st.integers(0, 2)),
            keep_radius=draw(st.integers(0, 2)),
            cache_limit=draw(st.sampled_from([-1, 0, 2])),
            reuse=draw(st.booleans()),
        ),
        pre_jump_distance=draw(st.integers(1, 3)),
    )
    widths = draw(st.lists(st.sampled_from([30.0, 48.0, 64.0, 90.0]), min_size=3, max_size=12))
    indicator = IndicatorStyle(
        transition=draw(
            st.sampled_from(
                [
                    IndicatorTransition.LINEAR,
                    IndicatorTransition.STRETCH,
                    IndicatorTransition.ELASTIC,
                ]
            )
        )
    )
    actions = draw(
        st.lists(
            st.tuples(st.sampled_from(ACTIONS), st.integers(0, 1000), st.integers(1, 20)),
            min_size=1,
            max_size=10,
        )
    )
    return config, widths, indicator, actions


def run_session(
    config: PagerConfiguration,
    widths: list[float],
    indicator: IndicatorStyle,
    actions: list[tuple[str, int, int]],
) -> None:
    next_id = 1000
    with Pager(widths, W, ids=range(len(widths)), config=config, indicator=indicator) as pager:
        watcher = Watcher(pager, config)
        t = 0.0

        def frame(events: list[segpager.Event], *, broken: bool = False) -> segpager.PagerFrame:
            nonlocal t
            t += DT
            batch = [*events, Tick(t)]
            stepped = pager.step(batch)
            watcher.check(batch, stepped, broken=broken)
            return stepped

        last = frame([])
        for action, a, b in actions:
            count = len(pager.ids)
            y = STRIP + 200  # on the pages
            if action in ("drag", "fling"):
                x = 40.0 + a % 300
                direction = 1 if a % 2 else -1
                last = frame([PointerDown(t, x, y)])
                for _ in range(b):
                    x += direction * (FINGER_STEP if action == "fling" else 12)
                    last = frame([PointerMoved(t + DT / 2, x, y)])
                last = frame([PointerUp(t + DT / 2, x, y)])
            elif action in ("tap", "far_tap") and count:
                target = (last.selected_index or 0) + (1 if action == "tap" else 4)
                last = frame([TabTapped(t, (target + a) % count if a % 3 == 0 else target % count)])
            elif action == "select" and count:
                last = frame([Select(t, a % count, True)])
            elif action == "jump" and count:
                last = frame([Select(t, a % count, False)], broken=True)
            elif action == "wheel":
                region = PointerRegion.STRIP if a % 2 else PointerRegion.PAGES
                for _ in range(min(b, 6)):
                    last = frame([Wheel(t, 20.0 * (1 if a % 3 else -1), 0.0, region)])
            elif action == "strip_flick":
                x = 100.0 + a % 200
                last = frame([PointerDown(t, x, STRIP / 2, PointerRegion.STRIP)])
                for _ in range(min(b, 8)):
                    x -= FINGER_STEP
                    last = frame([PointerMoved(t + DT / 2, x, STRIP / 2)])
                last = frame([PointerUp(t + DT / 2, x, STRIP / 2)])
            elif action == "insert":
                pager.insert_item(a % (count + 1), 50.0, id=next_id)
                next_id += 1
                last = frame([], broken=True)
            elif action == "remove" and count > 1:
                index = (
                    last.selected_index if a % 2 and last.selected_index is not None else a % count
                )
                pager.remove_item(index)
                last = frame([], broken=True)
            elif action == "move" and count > 1:
                pager.move_item(a % count, b % count)
                last = frame([], broken=True)
            elif action == "resize":
                width = (320.0, 375.0, 414.0)[a % 3]
                last = frame([Resized(t, width)], broken=True)
            elif action == "list":
                last = frame([segpager.ListScrolled(t, 30.0 * (1 if a % 2 else -1))])
            for _ in range(b if action == "ticks" else 2):
                last = frame([])
        # Come to rest, checking every frame on the way.
        for _ in range(240):
            last = frame([])
            if last.phase == PagerPhase.IDLE and last.strip_phase in (
                StripPhase.FOLLOWING,
                StripPhase.HELD,
            ):
                break


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions())
def test_every_frame_of_a_random_session_draws_right(
    case: tuple[PagerConfiguration, list[float], IndicatorStyle, list[tuple[str, int, int]]],
) -> None:
    run_session(*case)
