"""An interactive pager in a window: pygame handles input, segpager decides.

The demo's news-app pager (twelve tabs, a 200 pt header over a pinned strip)
in a resizable pygame window:

- drag the pages with the mouse; release to fling (the engine's paging
  physics and spring settle);
- click a tab to jump straight there;
- the mouse wheel scrolls the page's list under the header: the header
  collapses until the strip pins, then the list scrolls; each page keeps its
  own list offset, and scrolling up past the top pulls the header into its
  stretch, which springs back when the wheel rests;
- resize the window: the pager keeps its page.

The app turns input into engine events and draws; it computes nothing:
the mouse goes in as raw pointer events (the engine owns the touch slop,
the direction lock, the release velocity and tab taps), the wheel as wheel
events (the engine ends the scroll when the wheel rests), and the strip is
drawn from the frame's items. Each display frame is one ``Pager.step``
call, drawn by ``segpager.render`` and blitted. Run it with ``make app``;
with ``SDL_VIDEODRIVER=dummy`` it runs headless (tests/test_app.py drives it
that way with synthetic mouse events, on a fake clock and on the real one).

Time is a monotonic clock's, read once a frame after the frame's input is
taken: each step's events are at that time and its tick is the last of
them, and no step is earlier than the one before (the engine refuses a
step whose time goes back).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import demo
import pygame

import segpager
from segpager import (
    PointerDown,
    PointerMoved,
    PointerRegion,
    PointerUp,
    Resized,
    Tick,
    Wheel,
)
from segpager.render import Canvas, draw_frame, find_font, measure_titles

WHEEL_STEP = 40.0  # points of list scroll per wheel notch


class PagerApp:
    """The window, the engine and the glue between them."""

    def __init__(
        self, width: int = 375, height: int = 640, clock: Callable[[], float] = time.monotonic
    ) -> None:
        # The display only: pygame.init() would open the sound card too,
        # which the app never uses (and, headless, makes ALSA complain).
        pygame.display.init()
        pygame.display.set_caption("segpager")
        self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        self.font = find_font()
        titles = demo.TITLES
        widths = measure_titles(titles, demo.TITLE_SIZE, self.font)
        selected = measure_titles(titles, demo.TITLE_SIZE * demo.SELECTED_SCALE, self.font)
        self.pager = segpager.Pager(
            widths,
            width,
            strip_style=demo.STRIP_STYLE,
            indicator=demo.INDICATOR_STYLE,
            appearance=demo.APPEARANCE_STYLE,
            header=demo.HEADER,
        )
        self.pager.set_items(widths, selected_widths=selected)
        #: the engine's time: the clock's since the app started, or the sum
        #: of the ``dt`` each step was given
        self.clock = clock
        self.start = clock()
        self.t = 0.0
        self.canvas = self._canvas(width, height)
        self.frame = self.pager.step([Tick(0.0)])

    def _canvas(self, width: int, height: int) -> Canvas:
        return Canvas(
            tuple(demo.TITLES),
            height=height,
            scale=1.0,
            header=demo.HEADER_STYLE,
            font=self.font,
            viewport_width=float(width),
        )

    def strip_top(self) -> float:
        """Where the strip is drawn now: the frame's header says."""
        header = self.frame.header
        return 0.0 if header is None else header.frame.strip.y

    @property
    def list_offset(self) -> float:
        """How far the screen is scrolled (the collapse plus the list's own offset)."""
        return demo.depth(self.frame)

    def region(self, y: float) -> PointerRegion:
        """Which part of the window a point is in: the strip's band, the
        header above it (vertical only), or the pages."""
        top = self.strip_top()
        if top <= y < top + self.canvas.strip_height:
            return PointerRegion.STRIP
        return PointerRegion.LIST if y < top else PointerRegion.PAGES

    def events_for(self, event: pygame.event.Event) -> list[segpager.Event]:
        """The engine events one pygame event stands for, at time ``self.t``."""
        t = self.t
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = event.pos
            return [PointerDown(t, x, y, self.region(y))]
        if event.type == pygame.MOUSEMOTION:
            return [PointerMoved(t, *event.pos)]  # a hovering mouse moves nothing
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return [PointerUp(t, *event.pos)]
        if event.type == pygame.MOUSEWHEEL:
            _, y = pygame.mouse.get_pos()
            return [Wheel(t, 0.0, -event.y * WHEEL_STEP, self.region(y))]
        if event.type == pygame.VIDEORESIZE:
            width, height = max(event.w, 200), max(event.h, 300)
            self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            self.canvas = self._canvas(width, height)
            return [Resized(t, float(width))]
        return []

    def step(self, dt: float | None = None) -> segpager.PagerFrame:
        """One display frame: the pending input, one engine call, one picture.

        The frame's time is ``dt`` after the last one's or, without ``dt``,
        the clock's, read after the input is taken (so no input is later
        than the tick) and never earlier than the last frame's."""
        pending = pygame.event.get()
        self.t = self.t + dt if dt is not None else max(self.t, self.clock() - self.start)
        events: list[segpager.Event] = []
        for event in pending:
            if event.type == pygame.QUIT:
                raise SystemExit(0)
            events += self.events_for(event)
        self.frame = self.pager.step([*events, Tick(self.t)])
        image = draw_frame(self.canvas, self.frame)
        self.screen.blit(pygame.image.frombytes(image.tobytes(), image.size, "RGB"), (0, 0))
        pygame.display.flip()
        return self.frame

    def run(self) -> None:
        pace = pygame.time.Clock()
        try:
            while True:
                pace.tick(60)  # at most 60 frames a second; the time is the clock's
                self.step()
        except SystemExit:
            pass
        finally:
            self.pager.close()
            pygame.quit()


if __name__ == "__main__":
    PagerApp().run()
