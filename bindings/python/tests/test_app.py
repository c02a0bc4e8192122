"""The interactive app (examples/pager_app.py), driven by synthetic mouse
events: a drag flings, a click jumps, the wheel pins the header, a resize
keeps the page, and the screenshot's indicator sits where the frame says;
and on the real clock the app runs on, each step in time order.

It runs headless on SDL's dummy video driver; test_app_under_xvfb runs the
same script in a real X server when ``xvfb-run`` is installed (``make
gui-deps``).
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from PIL import Image  # noqa: E402

import segpager  # noqa: E402
from segpager import NotificationKind, PagerPhase, Tick  # noqa: E402

from .conftest import needs_font  # noqa: E402

EXAMPLES = Path(__file__).parents[1] / "examples"
BLUE = (0, 122, 255)  # the indicator's colour in segpager.render
DT = 1 / 60


pytestmark = needs_font


def play_script(shot: Path) -> dict[str, object]:
    """The scripted session; returns what it saw. Runs in-process or in a child."""
    sys.path.insert(0, str(EXAMPLES))
    import pager_app

    app = pager_app.PagerApp(375, 640)
    seen: dict[str, object] = {}

    def until_idle() -> None:
        for _ in range(600):
            if app.step(DT).phase == PagerPhase.IDLE:
                return
        raise AssertionError("the pager never settled")

    def post(kind: int, **fields: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    app.step(DT)
    # A 120 px drag to the left in six frames (1200 pt/s), then release: a fling.
    post(pygame.MOUSEBUTTONDOWN, pos=(300, 400), button=1)
    app.step(DT)
    for k in range(1, 7):
        post(pygame.MOUSEMOTION, pos=(300 - 20 * k, 400), rel=(-20, 0), buttons=(1, 0, 0))
        app.step(DT)
    post(pygame.MOUSEBUTTONUP, pos=(180, 400), button=1)
    until_idle()
    seen["after_fling"] = app.frame.selected_index

    # A click on tab 3, where the frame says the strip draws it now.
    item = next(item.frame for item in app.frame.strip_items if item.item == 3)
    x = item.x + item.width / 2 - app.frame.strip.strip_offset
    y = app.strip_top() + app.canvas.strip_height / 2
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)
    until_idle()
    seen["after_tap"] = app.frame.selected_index

    # Six wheel notches down: 240 pt of list scroll, past the 156 pt collapse.
    for _ in range(6):
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    app.step(DT)
    seen["list_offset"] = app.list_offset
    seen["strip_top"] = app.strip_top()

    pygame.image.save(app.screen, str(shot))
    rect = app.frame.strip.indicator
    seen["indicator_centre"] = (
        rect.x + rect.width / 2 - app.frame.strip.strip_offset,
        app.strip_top() + rect.y + rect.height / 2,
    )
    seen["indicator_left"] = rect.x - app.frame.strip.strip_offset

    post(pygame.VIDEORESIZE, w=500, h=640, size=(500, 640))
    app.step(DT)
    seen["resized"] = (app.frame.selected_index, app.frame.page_offset, app.screen.get_size())
    app.pager.close()
    pygame.quit()
    return seen


def _check(seen: dict[str, object], shot: Path) -> None:
    assert seen["after_fling"] == 1
    assert seen["after_tap"] == 3
    # demo.HEADER_STYLE: 200 pt over a 44 pt strip collapses in 156 pt;
    # nested_scroll gives the rest of the 240 pt to the list.
    assert seen["list_offset"] == 240
    assert seen["strip_top"] == 0
    assert seen["resized"] == (3, 3 * 500.0, (500, 640))
    centre = seen["indicator_centre"]
    left = seen["indicator_left"]
    assert isinstance(centre, tuple)
    assert isinstance(left, float)
    cx, cy = float(centre[0]), float(centre[1])
    with Image.open(shot) as image:
        rgb = image.convert("RGB")
        assert rgb.getpixel((round(cx), round(cy))) == BLUE
        assert rgb.getpixel((round(left) - 3, round(cy))) != BLUE


def test_app_headless(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    shot = tmp_path / "app.png"
    _check(play_script(shot), shot)


CHILD = """
import json, sys
sys.path.insert(0, {package!r})
from tests.test_app import play_script
from pathlib import Path
print(json.dumps(play_script(Path({shot!r}))))
"""


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="no xvfb-run (make gui-deps)")
def test_app_under_xvfb(tmp_path: Path) -> None:
    import json

    shot = tmp_path / "xvfb.png"
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env["SDL_VIDEODRIVER"] = "x11"
    code = CHILD.format(package=str(Path(__file__).parents[1]), shot=str(shot))
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 800x800x24", sys.executable, "-c", code],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    seen["indicator_centre"] = tuple(seen["indicator_centre"])
    seen["resized"] = (seen["resized"][0], seen["resized"][1], tuple(seen["resized"][2]))
    _check(seen, shot)


def test_app_headless_opens_no_sound(tmp_path: Path) -> None:
    # The app never plays sound: headless (and without SDL_AUDIODRIVER) it
    # leaves the sound card alone, so ALSA prints nothing.
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["SDL_VIDEODRIVER"] = "dummy"
    code = CHILD.format(package=str(Path(__file__).parents[1]), shot=str(tmp_path / "quiet.png"))
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr, result.stderr


# --- on a real clock -----------------------------------------------------------


class StepCheck:
    """Wraps a pager's ``step`` from its frame ``first`` on: every batch must
    be in time order, end on its tick and start no earlier than the last one
    ended (the engine refuses it otherwise), and every page a frame shows
    must have been loaded (a LOAD notification, no UNLOAD since) by the end
    of that frame."""

    def __init__(self, pager: segpager.Pager, first: segpager.PagerFrame) -> None:
        self.steps = 0
        self.last = -math.inf
        self.loaded: set[int] = set()
        self.loads: list[int] = []
        self.notice(first)
        step = pager.step

        def checked(events: Iterable[segpager.Event] = ()) -> segpager.PagerFrame:
            batch = list(events)
            times = [event.time for event in batch]
            assert isinstance(batch[-1], Tick), f"step {self.steps} ends on {batch[-1]}"
            assert times == sorted(times), f"step {self.steps} goes back: {batch}"
            assert times[0] >= self.last, f"step {self.steps} starts before {self.last}: {batch}"
            frame = step(batch)
            self.steps += 1
            self.last = times[-1]
            self.notice(frame)
            return frame

        pager.step = checked  # type: ignore[method-assign]

    def notice(self, frame: segpager.PagerFrame) -> None:
        for note in frame.notifications:
            if note.kind == NotificationKind.LOAD:
                self.loaded.add(note.page)
                self.loads.append(note.page)
            elif note.kind == NotificationKind.UNLOAD:
                self.loaded.discard(note.page)
        shown = {page.page for page in frame.pages}
        assert shown <= self.loaded, f"step {self.steps}: {shown} shown, {self.loaded} loaded"


def test_app_on_a_real_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    # The app on its own clock (time.monotonic, as `run` steps it): three
    # drags of more than half a page (so each lands on the next page however
    # slow the machine makes it), with real frames between their events and
    # two events in one frame, then a tab tap, the wheel and a resize.
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(EXAMPLES))
    import pager_app

    app = pager_app.PagerApp(375, 640)
    check = StepCheck(app.pager, app.frame)
    try:

        def frame() -> None:
            time.sleep(DT)  # a real display frame passes
            app.step()

        def post(kind: int, **fields: object) -> None:
            pygame.event.post(pygame.event.Event(kind, **fields))

        def until_idle(index: int) -> None:
            for _ in range(600):  # 10 s of frames at most
                frame()
                if app.frame.phase == PagerPhase.IDLE and app.frame.selected_index == index:
                    return
            raise AssertionError(f"not at rest on {index}: {app.frame.phase}")

        frame()
        for index in (1, 2, 3):
            post(pygame.MOUSEBUTTONDOWN, pos=(340, 420), button=1)
            frame()
            for k in range(1, 13):  # 300 pt, 25 a frame (no flick fast enough to overshoot)
                post(pygame.MOUSEMOTION, pos=(340 - 25 * k, 420), rel=(-25, 0), buttons=(1, 0, 0))
                if k == 3:
                    time.sleep(0.005)  # more input within the same frame
                    continue
                frame()
            post(pygame.MOUSEBUTTONUP, pos=(40, 420), button=1)
            until_idle(index)
        # Each page loads once on the way, in order: the pages next to the
        # selection (0 and 1 at first, then one more a drag).
        assert check.loads == [0, 1, 2, 3, 4]
        # A tap on tab 5 where the strip draws it now, the press and the
        # release a real moment apart in one frame.
        item = next(item.frame for item in app.frame.strip_items if item.item == 5)
        x = round(item.x + item.width / 2 - app.frame.strip.strip_offset)
        y = round(app.strip_top() + app.canvas.strip_height / 2)
        post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
        time.sleep(0.005)
        post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
        until_idle(5)
        # Six wheel notches over the header (the mouse is at the top left), in
        # two frames: 240 pt, the header's 156 collapse, then the list's 84.
        for _ in range(2):
            for _ in range(3):
                post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
                time.sleep(0.002)
            frame()
        until_idle(5)
        assert app.list_offset == 240
        assert app.strip_top() == 0
        post(pygame.VIDEORESIZE, w=500, h=640, size=(500, 640))
        until_idle(5)
        assert app.frame.page_offset == 5 * 500.0
    finally:
        app.pager.close()
        pygame.quit()
    assert {5, 6} <= check.loaded
    assert check.steps > 60
