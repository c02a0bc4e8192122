"""The demo: a news-app screen driven through a scripted session.

`make demo` runs this. Twelve mixed Chinese and English tabs (widths as a
front end would measure them) under a 200 pt header with a pinned strip.
The session, fed as a front end feeds it (raw pointer events: the engine
owns the slop, the lock and the release velocity): a swipe, a flick into a
fling, a tap on a far tab, the header collapsing as the list scrolls, and a
pull-down into the stretch (the pager carries the header: list scrolls are
events like the others). The strip is drawn from the frames' items. It prints
a one-line summary per phase and the frames of the swipe, and writes
``demo.gif`` (or the path given as the first argument), drawn with Pillow by
``segpager.render`` from the engine's frames.

The titles are measured by Pillow with the font ``segpager.render`` finds
(``make fonts`` installs a CJK one), the way a real front end measures them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import segpager
from segpager import (
    ListEnded,
    ListScrolled,
    PagerPhase,
    PointerDown,
    PointerMoved,
    PointerRegion,
    PointerUp,
    Tick,
)
from segpager.render import Canvas, draw_frame, find_font, measure_titles, save_gif

VIEWPORT = 375.0
TITLES = [
    "推荐",
    "Top",
    "World",
    "科技",
    "Business",
    "体育",
    "Entertainment",
    "健康",
    "Science",
    "财经",
    "Travel",
    "汽车",
]
TITLE_SIZE = 15.0
SELECTED_SCALE = 1.1
HZ = 120  # engine frames per second
GIF_EVERY = 4  # one GIF frame per 4 engine frames: 30 fps
STRIP_STYLE = segpager.StripStyle(item_padding=12, spacing=2, leading_inset=8, trailing_inset=8)
INDICATOR_STYLE = segpager.IndicatorStyle(
    transition=segpager.IndicatorTransition.STRETCH,
    stretch=0.6,
    corner_radius=1.5,
    height=3,
    width_mode=segpager.IndicatorWidthMode.CONTENT,
)
APPEARANCE_STYLE = segpager.AppearanceStyle(
    color_space=segpager.ColorSpace.OKLAB, selected_scale=SELECTED_SCALE
)
HEADER_STYLE = segpager.HeaderStyle(height=200, pinned_height=44)
HEADER = segpager.PagerHeader(HEADER_STYLE, list_max_offset=2000)


def depth(frame: segpager.PagerFrame) -> float:
    """How far the screen is scrolled: the pull (< 0) or the collapse plus
    the list's own offset (seed 004's single y)."""
    header = frame.header
    if header is None:
        return frame.list_offset
    return header.pull if header.pull < 0 else header.header_offset + frame.list_offset


class Session:
    """The pager plus a film: every engine frame."""

    def __init__(self, pager: segpager.Pager) -> None:
        self.pager = pager
        self.t = 0.0
        self.frame = pager.step([Tick(0.0)])
        self.film: list[segpager.PagerFrame] = [self.frame]

    def step(self, *events: segpager.Event, dt: float = 1 / HZ) -> segpager.PagerFrame:
        self.t += dt
        self.frame = self.pager.step([*events, Tick(self.t)])
        self.film.append(self.frame)
        return self.frame

    def hold(self, seconds: float) -> None:
        """Film the screen at rest for ``seconds``."""
        for _ in range(max(1, round(seconds * HZ))):
            self.step()

    def until_idle(self) -> list[str]:
        notes: list[str] = []
        while True:
            frame = self.step()
            notes += [str(n) for n in frame.notifications if n.kind <= 4]
            if frame.phase == PagerPhase.IDLE:
                return notes


Film = list[segpager.PagerFrame]


def play() -> tuple[Canvas, Film, list[segpager.PagerFrame]]:
    """Plays the session, printing a line per phase: the canvas to draw it
    on, every engine frame, and the swipe's frames."""
    font = find_font()
    widths = measure_titles(TITLES, TITLE_SIZE, font)
    selected = measure_titles(TITLES, TITLE_SIZE * SELECTED_SCALE, font)
    style, indicator, appearance = STRIP_STYLE, INDICATOR_STYLE, APPEARANCE_STYLE

    with segpager.Pager(
        widths,
        VIEWPORT,
        strip_style=style,
        indicator=indicator,
        appearance=appearance,
        header=HEADER,
    ) as pager:
        pager.set_items(widths, selected_widths=selected)
        session = Session(pager)
        print(
            f"layout: {len(TITLES)} tabs measured with {font.name},"
            f" content {session.frame.strip_content_width:.1f} pt in {VIEWPORT:.0f} pt"
        )
        session.hold(0.4)
        # A finger on the pages, 15 pt left a frame: past the slop at the
        # first move, the pages follow; it rests 60 ms, then lifts.
        session.step(PointerDown(session.t, 300, 300))
        swipe = [session.frame]
        for k in range(1, 16):
            swipe.append(session.step(PointerMoved(session.t + 1 / HZ, 300 - 15.0 * k, 300)))
        session.hold(0.06)
        swipe.append(session.step(PointerUp(session.t + 1 / HZ, 75, 300)))
        notes = [str(n) for f in swipe for n in f.notifications if n.kind <= 4]
        notes += session.until_idle()
        print(
            "swipe: 210 pt slowly, released at rest past half way"
            f" -> page {session.frame.selected_index} ({' '.join(notes)})"
        )

        session.hold(0.3)
        start = session.t
        # A flick: 21 pt a frame (2520 pt/s) for four frames past the slop.
        session.step(PointerDown(session.t + 1 / HZ, 300, 300))
        for k in range(1, 6):
            session.step(PointerMoved(session.t + 1 / HZ, 300 - 21.0 * k, 300))
        session.step(PointerUp(session.t + 1 / HZ, 300 - 21.0 * 5, 300))
        notes = session.until_idle()
        print(
            f"fling: 84 pt at 2520 pt/s -> page {session.frame.selected_index}"
            f" at {session.frame.page_offset:.0f} pt"
            f" after {session.t - start:.2f} s, spring settle ({' '.join(notes)})"
        )

        session.hold(0.4)
        # Tab 9 is off screen: a flick on the strip scrolls it alone (the
        # pages stay), and it rests where it stops.
        header = session.frame.header
        y = (header.frame.strip.y if header else 0) + 22
        session.step(PointerDown(session.t + 1 / HZ, 300, y, PointerRegion.STRIP))
        for k in range(1, 5):
            session.step(PointerMoved(session.t + 1 / HZ, 300 - 12.0 * k, y))
        session.step(PointerUp(session.t + 1 / HZ, 300 - 12.0 * 4, y))
        while session.frame.strip_phase != segpager.StripPhase.HELD:
            session.step()
        print(
            f"strip flick: the strip alone to {session.frame.strip.strip_offset:.1f},"
            f" held there; page {session.frame.selected_index} stays"
        )
        session.hold(0.3)
        # A click on tab 9 where the frame draws it: the engine hit-tests it.
        tab = next(item for item in session.frame.strip_items if item.item == 9)
        x = tab.frame.mid_x - session.frame.strip.strip_offset
        session.step(PointerDown(session.t + 1 / HZ, x, y, PointerRegion.STRIP))
        tapped = session.step(PointerUp(session.t + 1 / HZ, x, y))
        notes = [str(n) for n in tapped.notifications if n.kind <= 4] + session.until_idle()
        print(
            f"tap on {TITLES[9]}: straight there, "
            f"strip offset {session.frame.strip.strip_offset:.1f},"
            f" pages between untouched ({' '.join(notes)})"
        )
        session.hold(0.4)

        # The list scrolls up 240 pt in 0.8 s: the pager shares each frame's
        # delta between the header's collapse and the list.
        frames = round(0.8 * HZ)
        scrolled = 0.0

        def scroll_to(goal: float) -> None:
            nonlocal scrolled
            session.step(ListScrolled(session.t + 1 / HZ, goal - scrolled))
            scrolled = goal

        for k in range(1, frames + 1):
            scroll_to(240 * segpager.cubic_bezier(0.42, 0, 0.58, 1, k / frames))
        header = session.frame.header
        assert header is not None
        print(
            f"collapse: 240 pt of list scroll -> header at {header.frame.header.y:.0f},"
            f" {header.frame.phase.name.lower()}, progress {header.frame.progress:.2f},"
            f" list at {session.frame.list_offset:.0f}"
        )
        session.hold(0.4)

        # Back to the top and on into a 60 pt pull-down, then release: the
        # pager springs the pull back with its settle spring.
        for k in range(1, frames + 1):
            scroll_to(240 + (-60 - 240) * segpager.cubic_bezier(0.42, 0, 0.58, 1, k / frames))
        stretched = session.frame.header
        assert stretched is not None
        start = session.t
        session.step(ListEnded(session.t + 1 / HZ, 0.0))
        while session.frame.header is not None and session.frame.header.animating:
            session.step()
        rest = session.frame.header
        assert rest is not None
        print(
            f"pull-down: 60 pt -> stretched {stretched.frame.header.width:.1f}"
            f" x {stretched.frame.header.height:.0f} (scale {stretched.frame.stretch_scale:.2f});"
            f" release springs back to {rest.pull:.0f} in {session.t - start:.2f} s"
        )
        session.hold(0.5)

    canvas = Canvas(
        tuple(TITLES),
        height=480,
        scale=1.5,
        header=HEADER_STYLE,
        font=font,
        viewport_width=VIEWPORT,
    )
    return canvas, session.film, swipe


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("demo.gif")
    canvas, film, swipe = play()
    print("\nthe swipe, frame by frame:")
    print("  page off   position  selected  strip off  indicator x..right")
    for f in swipe:
        rect = f.strip.indicator
        print(
            f"  {f.page_offset:7.1f}   {f.position:7.3f}   {f.selected_index:5d}    "
            f"{f.strip.strip_offset:7.2f}    {rect.x:7.2f}..{rect.x + rect.width:7.2f}"
        )

    shots = film[::GIF_EVERY]
    save_gif([draw_frame(canvas, f) for f in shots], out, HZ / GIF_EVERY)
    print(
        f"\nwrote {out}: {len(shots)} frames at {HZ // GIF_EVERY} fps, {out.stat().st_size} bytes"
    )


if __name__ == "__main__":
    main()
