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

The app turns input into engine events and draws; it computes nothing. Each
display frame is one ``Pager.step`` call, drawn by ``segpager.render`` and
blitted. Run it with ``make app``; with ``SDL_VIDEODRIVER=dummy`` it runs
headless (tests/test_app.py drives it that way with synthetic mouse events).
"""

from __future__ import annotations

from collections import deque

import demo
import pygame

import segpager
from segpager import (
    DragBegan,
    DragEnded,
    DragMoved,
    ListEnded,
    ListScrolled,
    Resized,
    TabTapped,
    Tick,
)
from segpager.render import Canvas, draw_frame, find_font, measure_titles

WHEEL_STEP = 40.0  # points of list scroll per wheel notch
VELOCITY_WINDOW = 0.1  # s of drag samples behind a release velocity
WHEEL_REST = 0.15  # s without a wheel notch that ends a wheel scroll


class PagerApp:
    """The window, the engine and the glue between them."""

    def __init__(self, width: int = 375, height: int = 640) -> None:
        pygame.init()
        pygame.display.set_caption("segpager")
        self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        self.font = find_font()
        titles = demo.TITLES
        self.widths = measure_titles(titles, demo.TITLE_SIZE, self.font)
        self.selected = measure_titles(titles, demo.TITLE_SIZE * demo.SELECTED_SCALE, self.font)
        self.pager = segpager.Pager(
            self.widths, width, strip_style=demo.STRIP_STYLE,
            indicator=demo.INDICATOR_STYLE, appearance=demo.APPEARANCE_STYLE,
            header=demo.HEADER,
        )  # fmt: skip
        self.t = 0.0
        self.wheel_at: float | None = None  # the last wheel notch's time, until it rests
        self.drag: tuple[float, float] | None = None  # (finger x, page offset) at the press
        self.samples: deque[tuple[float, float]] = deque()  # (time, page offset)
        self.tap_x: float | None = None
        self.canvas = self._canvas(width, height)
        self.frame = self.pager.step([Tick(0.0)])

    def _canvas(self, width: int, height: int) -> Canvas:
        layout = segpager.strip_layout(
            self.widths, width, demo.STRIP_STYLE, selected_widths=self.selected
        )
        return Canvas(tuple(demo.TITLES), layout, height=height, scale=1.0,
                      header=demo.HEADER_STYLE, font=self.font)  # fmt: skip

    def strip_top(self) -> float:
        """Where the strip is drawn now: the frame's header says."""
        header = self.frame.header
        return 0.0 if header is None else header.frame.strip.y

    @property
    def list_offset(self) -> float:
        """How far the screen is scrolled (the collapse plus the list's own offset)."""
        return demo.depth(self.frame)

    def events_for(self, event: pygame.event.Event) -> list[segpager.Event]:
        """The engine events one pygame event stands for, at time ``self.t``."""
        t = self.t
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = event.pos
            top = self.strip_top()
            if top <= y < top + self.canvas.strip_height:
                self.tap_x = x
                return []
            self.drag = (x, self.frame.page_offset)
            self.samples = deque([(t, self.frame.page_offset)])
            return [DragBegan(t)]
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            start_x, start_offset = self.drag
            offset = start_offset + (start_x - event.pos[0])
            self.samples.append((t, offset))
            while len(self.samples) > 2 and t - self.samples[0][0] > VELOCITY_WINDOW:
                self.samples.popleft()
            return [DragMoved(t, offset)]
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self.drag = None
                (t0, o0), (t1, o1) = self.samples[0], self.samples[-1]
                return [DragEnded(t, (o1 - o0) / (t1 - t0) if t1 > t0 else 0.0)]
            if self.tap_x is not None:
                index = self.canvas.layout.hit_test(self.tap_x + self.frame.strip_offset)
                self.tap_x = None
                return [] if index is None else [TabTapped(t, index)]
        if event.type == pygame.MOUSEWHEEL:
            self.wheel_at = t
            return [ListScrolled(t, -event.y * WHEEL_STEP)]
        if event.type == pygame.VIDEORESIZE:
            width, height = max(event.w, 200), max(event.h, 300)
            self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            self.canvas = self._canvas(width, height)
            return [Resized(t, float(width))]
        return []

    def step(self, dt: float) -> segpager.PagerFrame:
        """One display frame: the pending input, one engine call, one picture."""
        self.t += dt
        events: list[segpager.Event] = []
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                raise SystemExit(0)
            events += self.events_for(event)
        if self.wheel_at is not None and self.t - self.wheel_at >= WHEEL_REST:
            self.wheel_at = None
            events.append(ListEnded(self.t, 0.0))  # a pull springs back
        self.frame = self.pager.step([*events, Tick(self.t)])
        image = draw_frame(self.canvas, self.frame)
        self.screen.blit(pygame.image.frombytes(image.tobytes(), image.size, "RGB"), (0, 0))
        pygame.display.flip()
        return self.frame

    def run(self) -> None:
        clock = pygame.time.Clock()
        try:
            while True:
                self.step(clock.tick(60) / 1000)
        except SystemExit:
            pass
        finally:
            self.pager.close()
            pygame.quit()


if __name__ == "__main__":
    PagerApp().run()
