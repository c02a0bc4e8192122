"""The interactive app (examples/pager_app.py), driven by synthetic mouse
events: a drag flings, a click jumps, the wheel pins the header, a resize
keeps the page, and the screenshot's indicator sits where the frame says.

It runs headless on SDL's dummy video driver; test_app_under_xvfb runs the
same script in a real X server when ``xvfb-run`` is installed (``make
gui-deps``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from PIL import Image  # noqa: E402

from segpager import PagerPhase  # noqa: E402

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
    item = next(item.frame for item in app.frame.items if item.item == 3)
    x = item.x + item.width / 2 - app.frame.strip_offset
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
    rect = app.frame.indicator
    seen["indicator_centre"] = (
        rect.x + rect.width / 2 - app.frame.strip_offset,
        app.strip_top() + rect.y + rect.height / 2,
    )
    seen["indicator_left"] = rect.x - app.frame.strip_offset

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
