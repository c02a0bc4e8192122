"""The web door in a real Chromium (`make test-browser`): the example news
page, served over a local http.server from .build/web (`make wasm`), driven
by Selenium through Debian's chromium and chromium-driver. Touch, mouse,
wheel and keys are synthesized by the DevTools protocol (real input events,
not JavaScript calls), and every check compares what the page shows with
the engine's own frame: where the tabs, the indicator and the pages are,
the order of the lifecycle DOM events, the console, and the screenshot's
pixels at the indicator.

Where Chromium, its driver or Selenium cannot be had, the tests skip and
say which."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from webserver import QuietHandler, headless_chromium, serving

ROOT = Path(__file__).resolve().parents[3]
WEB = Path(os.environ.get("SEGPAGER_WEB", ROOT / ".build" / "web"))
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
SHOT = os.environ.get("SEGPAGER_NEWS_SHOT")  # where to save the README's picture

webdriver = pytest.importorskip("selenium.webdriver", reason="no selenium (make venv)")
if CHROMIUM is None or DRIVER is None:
    pytest.skip(
        "no chromium or chromedriver (Debian: chromium chromium-driver)", allow_module_level=True
    )
if not (WEB / "segpager.wasm").exists():
    pytest.skip(f"no {WEB}/segpager.wasm (make wasm)", allow_module_level=True)

# The example's indicator colour (news.html: --segpager-indicator).
INDICATOR_RGB = (0xDC, 0x26, 0x26)


class _SlowModule(QuietHandler):
    """Serves the files, each .wasm after `delay` seconds (a slow link's module)."""

    delay = 0.0

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        if self.path.split("?")[0].endswith(".wasm"):
            time.sleep(self.delay)
        super().do_GET()


def _serving(directory: Path, module_delay: float = 0.0) -> contextlib.AbstractContextManager[str]:
    """`directory` over a local http.server, for the test's life: its URL."""
    return serving(directory, type("Slow", (_SlowModule,), {"delay": module_delay}))


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with _serving(WEB) as url:
        yield url


def _record_engine(driver: Any) -> None:
    """Records each pager's engine notifications and phases beside its DOM
    events, from now on (again after anything that rebuilds a pager)."""
    driver.execute_script(
        """window.engineNotes = [];
        window.enginePhases = [];
        for (const p of document.querySelectorAll("seg-pager")) {
          const step = p.pager.step.bind(p.pager);
          p.pager.step = (events) => {
            const frame = step(events);
            window.engineNotes.push(...frame.notifications.map(String));
            window.enginePhases.push(frame.phase);
            return frame;
          };
        }
        if (window.segpagerEvents) window.segpagerEvents.length = 0;"""
    )


@contextlib.contextmanager
def _chromium(
    url: str, media: list[dict[str, str]] | None = None, settle: bool = True
) -> Iterator[Any]:
    """Chromium on `url` (with emulated media features), at rest, its
    pagers' engine notifications recorded beside their DOM events; at the
    end, the console must hold no error."""
    driver = headless_chromium(str(CHROMIUM), str(DRIVER))
    try:
        if media:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": media})
        driver.get(url)
        if settle:
            _settle(driver)
            _record_engine(driver)
        yield driver
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert errors == [], f"the console has errors: {errors}"
    finally:
        driver.quit()


@pytest.fixture
def page(server: str) -> Iterator[Any]:
    with _chromium(f"{server}/news.html") as driver:
        yield driver


def _tab(driver: Any, index: int) -> Any:
    """The news pager's tab `index` (a button in its shadow root)."""
    return driver.execute_script(
        "return document.querySelector('seg-pager').shadowRoot"
        ".querySelectorAll('[part~=tab]')[arguments[0]]",
        index,
    )


def _settle(driver: Any, timeout: float = 5.0) -> None:
    """Waits until the pager rests (its frame says nothing moves)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        busy = driver.execute_script(
            "return [...document.querySelectorAll('seg-pager')]"
            ".some((pager) => !pager.frame || pager.animating)"
        )
        if not busy:
            time.sleep(0.1)  # one more frame for the drawing
            return
        time.sleep(0.05)
    raise AssertionError("the pager did not come to rest")


def _state(driver: Any) -> dict[str, Any]:
    """The engine's frame and where the page drew each part, in the
    element's coordinates."""
    return driver.execute_script(  # type: ignore[no-any-return]
        """const p = document.querySelector("seg-pager");
        const host = p.getBoundingClientRect();
        const root = p.shadowRoot;
        const f = p.frame;
        const box = (e) => { const r = e.getBoundingClientRect();
          return {x: r.left - host.left, y: r.top - host.top, width: r.width, height: r.height}; };
        const tabs = [...root.querySelectorAll("[part~=tab]")];
        // by index (a page's part is made when it first loads)
        const pages = tabs.map((t, k) => root.getElementById("page-" + k));
        const strip = root.querySelector("[part=strip]");
        return {
          selected: f.selectedIndex, offset: f.strip.stripOffset, pageOffset: f.pageOffset,
          indicator: f.strip.indicator, stripTop: box(strip).y, width: p.clientWidth,
          header: f.header && {offset: f.header.headerOffset, stripY: f.header.frame.strip.y},
          items: f.stripItems.map((i) => ({item: i.item, x: i.frame.x, width: i.frame.width})),
          pages: f.pages.map((q) => ({page: q.page, x: q.x, width: q.width, list: q.listOffset})),
          tabBoxes: tabs.map(box), pageBoxes: pages.map((e) => !e || e.hidden ? null : box(e)),
          indicatorBox: box(root.querySelector("[part=indicator]")),
          ariaSelected: tabs.map((t) => t.getAttribute("aria-selected")),
          focused: root.activeElement ? tabs.indexOf(root.activeElement) : -1,
          events: window.segpagerEvents, notes: window.engineNotes,
        };"""
    )


def _assert_drawn_as_the_frame(state: dict[str, Any]) -> None:
    """Every visible tab, the indicator and every page on screen stand
    where the frame puts them (to half a pixel: the DOM rounds to 1/64)."""
    for item in state["items"]:
        tab = state["tabBoxes"][item["item"]]
        assert tab["x"] == pytest.approx(item["x"] - state["offset"], abs=0.5), item
        assert tab["width"] == pytest.approx(item["width"], abs=0.5), item
    indicator, drawn = state["indicator"], state["indicatorBox"]
    assert drawn["x"] == pytest.approx(indicator["x"] - state["offset"], abs=0.5)
    assert drawn["width"] == pytest.approx(indicator["width"], abs=0.5)
    assert drawn["y"] == pytest.approx(state["stripTop"] + indicator["y"], abs=0.5)
    shown = {page["page"] for page in state["pages"]}
    for page in state["pages"]:
        box = state["pageBoxes"][page["page"]]
        assert box is not None, page
        assert box["x"] == pytest.approx(page["x"], abs=0.5), page
        assert box["width"] == pytest.approx(page["width"], abs=0.5), page
    assert [k for k, box in enumerate(state["pageBoxes"]) if box is not None] == sorted(shown)
    selected = state["selected"]
    assert [flag == "true" for flag in state["ariaSelected"]] == [
        k == selected for k in range(len(state["ariaSelected"]))
    ]


_SHORT = {
    "segpager-load": "load", "segpager-unload": "unload", "segpager-will-appear": "wa",
    "segpager-did-appear": "da", "segpager-will-disappear": "wd", "segpager-did-disappear": "dd",
}  # fmt: skip


def _as_notes(events: list[dict[str, Any]]) -> list[str]:
    """The DOM events in the engine's compact form (`sel1<0:drag`, `wa1`)."""
    out = []
    for event in events:
        if event["type"] == "segpager-select":
            previous = -1 if event["previous"] is None else event["previous"]
            out.append(f"sel{event['index']}<{previous}:{event['cause']}")
        else:
            out.append(f"{_SHORT[event['type']]}{event['page']}")
    return out


def _touch_drag(driver: Any, points: list[tuple[float, float]], step_ms: float = 16) -> None:
    """A finger along `points` (page coordinates), one touch event every
    `step_ms` by the events' own time stamps (which the element measures
    velocity on), however fast the protocol delivers them."""
    start = time.time()

    def touch(kind: str, k: int, where: list[dict[str, float]]) -> None:
        event = {"type": kind, "touchPoints": where, "timestamp": start + k * step_ms / 1000}
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", event)

    touch("touchStart", 0, [{"x": points[0][0], "y": points[0][1]}])
    for k, (x, y) in enumerate(points[1:], start=1):
        touch("touchMove", k, [{"x": x, "y": y}])
    touch("touchEnd", len(points) - 1, [])


def test_the_page_loads_drawn_as_its_first_frame(page: Any) -> None:
    state = _state(page)
    assert state["selected"] == 0
    _assert_drawn_as_the_frame(state)
    assert state["pages"] == [{"page": 0, "x": 0, "width": state["width"], "list": 0}]


def test_the_page_runs_on_the_minified_bundle_which_exports_the_whole_door(page: Any) -> None:
    # news.html loads seg-pager.min.js (make wasm's esbuild bundle): the
    # element on the page is the bundle's, and the bundle exports every name
    # of segpager.js and the element's class, working. The element loaded
    # its own module (seg-pager.wasm): a Pager works, and a stateless
    # function says to load segpager.wasm.
    assert 'src="./seg-pager.min.js"' in page.page_source
    seen = page.execute_async_script(
        """const done = arguments[arguments.length - 1];
        const text = fetch("./seg-pager.min.js").then((r) => r.text());
        Promise.all([import("./seg-pager.min.js"), import("./segpager.js"), text])
        .then(([bundle, door, text]) => done({
          bundle: Object.keys(bundle).sort(), door: Object.keys(door).sort(),
          lines: text.split("\\n").length, marked: text.startsWith("// not minified"),
          lowered: text.includes("private member"),
          defined: customElements.get("seg-pager") === bundle.SegPagerElement,
          version: [bundle.version(), door.VERSION],
          notes: (() => {
            const pager = new bundle.Pager([28, 47, 34], { viewportWidth: 375 });
            try { return pager.step([bundle.Tick(0)]).notifications.join(" "); }
            finally { pager.close(); }
          })(),
          stateless: (() => {
            try { bundle.stripLayout([50, 200, 40], 320); return "no error"; }
            catch (e) { return e.message; }
          })(),
          fetched: performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname)
            .filter((path) => path.endsWith(".wasm")),
        }))"""
    )
    assert seen["bundle"] == sorted([*seen["door"], "SegPagerElement"])
    assert seen["defined"]
    # minified (the three sources have about 2,400 lines), not the re-export
    assert not seen["marked"]
    assert seen["lines"] < 100
    # the classes' #private members kept as the language's own, not lowered
    # to WeakMap lookups on every access (esbuild 0.17 lowered the whole
    # element class, in the bundle only, while it had a static field)
    assert not seen["lowered"]
    assert seen["version"][0] == seen["version"][1]
    assert seen["notes"] == "sel0<-1:program load0 load1 wa0 da0"
    assert seen["stateless"].startswith("segpager_strip_layout is not in the module init() loaded")
    assert "load segpager.wasm" in seen["stateless"]
    assert [path.rsplit("/", 1)[-1] for path in seen["fetched"]] == ["seg-pager.wasm"]


def test_a_slow_short_drag_springs_back(page: Any) -> None:
    host = page.execute_script("return document.querySelector('seg-pager').getBoundingClientRect()")
    _touch_drag(
        page, [(host["left"] + 400 - 10 * k, host["top"] + 500) for k in range(12)], step_ms=40
    )
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["pageOffset"]) == (0, 0)
    # page 1 peeked in and went again: no selection, the lifecycle as the engine's
    assert not any(note.startswith("sel") for note in state["notes"])
    assert {"wa1", "dd1"} <= set(state["notes"])
    assert _as_notes(state["events"]) == state["notes"]


def test_a_touch_fling_pages_on_and_the_dom_events_follow_the_engine(page: Any) -> None:
    host = page.execute_script("return document.querySelector('seg-pager').getBoundingClientRect()")
    y = host["top"] + 500
    # 150 px to the left (under half the page), 30 px every 16 ms (1,875
    # pt/s), lifted moving: a fling, which pages on where a slow drag springs back
    _touch_drag(page, [(host["left"] + 400 - 30 * k, y) for k in range(6)])
    _settle(page)
    state = _state(page)
    assert state["selected"] == 1
    assert state["pageOffset"] == pytest.approx(state["width"])
    _assert_drawn_as_the_frame(state)
    assert _as_notes(state["events"]) == state["notes"]
    assert "sel1<0:drag" in state["notes"]
    assert {"da1", "dd0"} <= set(state["notes"])


def test_a_tab_click_travels_there(page: Any) -> None:
    tab = _tab(page, 3)
    tab.click()
    _settle(page)
    state = _state(page)
    assert state["selected"] == 3
    assert (state["pages"][0]["page"], state["pages"][0]["x"]) == (3, 0)
    _assert_drawn_as_the_frame(state)
    assert _as_notes(state["events"]) == state["notes"]
    assert state["notes"][0] == "sel3<0:tap"


def test_a_wheel_collapses_the_header_down_to_the_strip(page: Any) -> None:
    host = page.execute_script("return document.querySelector('seg-pager').getBoundingClientRect()")
    for _ in range(6):
        page.execute_cdp_cmd(
            "Input.dispatchMouseEvent",
            {"type": "mouseWheel", "x": host["left"] + 200, "y": host["top"] + 500, "deltaX": 0,
             "deltaY": 60},
        )  # fmt: skip
        time.sleep(0.02)
    _settle(page)
    state = _state(page)
    # news.html: a 200 pt header over a pinned 44 pt strip collapses by 156
    assert state["header"]["offset"] == pytest.approx(156)
    assert state["stripTop"] == pytest.approx(state["header"]["stripY"], abs=0.5)
    assert state["stripTop"] == pytest.approx(0, abs=0.5)
    assert state["pages"][0]["list"] == pytest.approx(360 - 156)
    _assert_drawn_as_the_frame(state)


def test_the_keyboard_moves_the_selection_and_the_focus(page: Any) -> None:
    from selenium.webdriver.common.keys import Keys

    tab = _tab(page, 0)
    tab.send_keys(Keys.ARROW_RIGHT)
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["focused"]) == (1, 1)
    focused = page.execute_script(
        "return document.querySelector('seg-pager').shadowRoot.activeElement"
    )
    focused.send_keys(Keys.END)
    _settle(page)
    state = _state(page)
    last = len(state["tabBoxes"]) - 1
    assert (state["selected"], state["focused"]) == (last, last)
    _assert_drawn_as_the_frame(state)
    page.execute_script(
        "return document.querySelector('seg-pager').shadowRoot.activeElement"
    ).send_keys(Keys.HOME)
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["focused"]) == (0, 0)
    # the arrows wrap at the ends
    page.execute_script(
        "return document.querySelector('seg-pager').shadowRoot.activeElement"
    ).send_keys(Keys.ARROW_LEFT)
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["focused"]) == (last, last)
    # Enter on a focused tab selects it (a click with no pointer behind it)
    tabs = page.execute_script(
        "return [...document.querySelector('seg-pager').shadowRoot.querySelectorAll('[part~=tab]')]"
    )
    page.execute_script("arguments[0].focus()", tabs[2])
    tabs[2].send_keys(Keys.ENTER)
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["focused"]) == (2, 2)
    assert _as_notes(state["events"]) == state["notes"]


def test_a_resize_keeps_the_page_and_redraws_at_the_new_width(page: Any) -> None:
    _tab(page, 2).click()
    _settle(page)
    page.execute_script("document.querySelector('seg-pager').style.maxWidth = '360px'")
    _settle(page)
    state = _state(page)
    assert state["width"] == 360
    assert state["selected"] == 2
    assert state["pageOffset"] == pytest.approx(2 * 360)
    assert state["pages"] == [{"page": 2, "x": 0, "width": 360, "list": 0}]
    _assert_drawn_as_the_frame(state)


def _sections(driver: Any, script: str) -> Any:
    """Runs `script` with `pager` and its `sections` (the page children)."""
    return driver.execute_script(
        "const pager = document.querySelector('seg-pager');"
        "const sections = [...pager.children].filter((c) => c.slot !== 'header');" + script
    )


def _shown(driver: Any) -> tuple[int, str, float]:
    """The selected index, its tab's title, and where its page is drawn."""
    state = _state(driver)
    _assert_drawn_as_the_frame(state)
    title = _tab(driver, state["selected"]).text
    drawn = {p["page"]: p["x"] for p in state["pages"]}
    return state["selected"], title, drawn[state["selected"]]


def test_a_rebuild_keeps_the_section_the_reader_is_on(page: Any) -> None:
    _tab(page, 2).click()
    _settle(page)
    assert _shown(page) == (2, "Business", 0)
    # An observed attribute makes a new pager: the reader stays on Business.
    _sections(page, "pager.setAttribute('preset', 'android')")
    _settle(page)
    assert _shown(page) == (2, "Business", 0)
    # A section inserted before it: Business again, now fourth.
    _sections(page, "const s = document.createElement('section'); s.title = 'Local';"
                    "pager.insertBefore(s, sections[0])")  # fmt: skip
    _settle(page)
    assert _shown(page) == (3, "Business", 0)
    # Business itself removed: the same index, now Technology.
    _sections(page, "sections[3].remove()")
    _settle(page)
    assert _shown(page) == (3, "Technology", 0)
    # The last section selected and removed: the index is clamped.
    _sections(page, "pager.selectedIndex = sections.length - 1")
    _settle(page)
    _sections(page, "sections[sections.length - 1].remove()")
    _settle(page)
    assert _shown(page) == (6, "Culture", 0)  # Opinion went: seven sections left


def _lifecycle(events: list[dict[str, Any]]) -> tuple[set[int], dict[int, str]]:
    """Replays the lifecycle events by section id, failing on any out of
    turn (a second load, an unload of a page not loaded, an appear that
    skips a step); returns what is loaded and where each page's appearance
    stands at the end."""
    loaded: set[int] = set()
    shown: dict[int, str] = {}
    turns: dict[str, tuple[set[str | None], str | None]] = {
        "segpager-will-appear": ({None}, "appearing"),
        "segpager-did-appear": ({"appearing"}, "appeared"),
        "segpager-will-disappear": ({"appearing", "appeared"}, "disappearing"),
        "segpager-did-disappear": ({"disappearing"}, None),
    }
    for k, event in enumerate(events):
        kind, ident = event["type"], int(event.get("id", -1))
        if kind == "segpager-load":
            assert ident not in loaded, f"event {k}: a second load of {ident}"
            loaded.add(ident)
        elif kind == "segpager-unload":
            assert ident in loaded, f"event {k}: unload of {ident}, not loaded"
            loaded.remove(ident)
        elif kind in turns:
            before, after = turns[kind]
            now = shown.get(ident)
            assert now in before, f"event {k}: {kind} of {ident} after {now}"
            if after is None:
                shown.pop(ident)
            else:
                shown[ident] = after
    return loaded, shown


def test_sections_added_and_removed_keep_each_pages_lifecycle(page: Any) -> None:
    # A pager of its own whose every event is logged from its first frame:
    # news.html's goes, and this one takes its place.
    page.execute_script(
        """document.querySelector("seg-pager").remove();
        window.segpagerEvents = [];
        const pager = document.createElement("seg-pager");
        for (const title of ["Top", "World", "Business", "Technology", "Science", "Sport"]) {
          const section = document.createElement("section");
          section.title = title;
          pager.append(section);
        }
        for (const kind of ["load", "unload", "will-appear", "did-appear", "will-disappear",
                            "did-disappear"]) {
          pager.addEventListener(`segpager-${kind}`,
            (event) => window.segpagerEvents.push({ type: event.type, ...event.detail }));
        }
        pager.style.height = "600px";
        document.body.append(pager);"""
    )
    _settle(page)
    _tab(page, 2).click()
    _settle(page)
    business = _sections(page, "return pager.frame.selectedIndex")
    assert business == 2
    events = _state(page)["events"]
    ident = next(e["id"] for e in reversed(events) if e["type"] == "segpager-did-appear")
    loaded, shown = _lifecycle(events)
    assert shown == {ident: "appeared"}
    # A section added before Business: an edit of the same engine. The page
    # on screen gets no event (no second load or appear), and keeps its id.
    count = len(events)
    _sections(page, "const s = document.createElement('section'); s.title = 'Local';"
                    "pager.insertBefore(s, sections[0])")  # fmt: skip
    _settle(page)
    after = _state(page)["events"][count:]
    assert [e for e in after if e.get("id") == ident] == []
    assert _shown(page)[:2] == (3, "Business")
    # A loaded neighbour removed: its unload, under its own id.
    loaded, shown = _lifecycle(_state(page)["events"])
    neighbour = _sections(page, "return pager.pager.items[4].id")
    assert neighbour in loaded  # Technology, next to Business, was preloaded
    count = len(_state(page)["events"])
    _sections(page, "sections[4].remove()")
    _settle(page)
    after = _state(page)["events"][count:]
    assert {"type": "segpager-unload", "page": 4, "id": neighbour} in after
    assert [e for e in after if e.get("id") == ident] == []
    # An attribute change starts a new engine: Business disappears and every
    # page unloads first, then the new engine loads and shows Business again.
    count = len(_state(page)["events"])
    _sections(page, "pager.setAttribute('preset', 'android')")
    _settle(page)
    after = _state(page)["events"][count:]
    kinds = [e["type"] for e in after if e.get("id") == ident]
    assert kinds[:3] == ["segpager-will-disappear", "segpager-did-disappear", "segpager-unload"]
    assert kinds[-1] == "segpager-did-appear"
    assert _shown(page)[:2] == (3, "Business")
    # The element removed: its engine ends, closing every page.
    _sections(page, "window.keep = pager; pager.remove()")
    events = page.execute_script("return window.segpagerEvents")
    loaded, shown = _lifecycle(events)
    assert (loaded, shown) == (set(), {})


def test_the_screenshot_shows_the_indicator_where_the_frame_puts_it(page: Any) -> None:
    from PIL import Image

    _tab(page, 1).click()
    _settle(page)
    state = _state(page)
    host = page.execute_script("return document.querySelector('seg-pager').getBoundingClientRect()")
    shot = page.get_screenshot_as_png()
    if SHOT:
        Path(SHOT).write_bytes(shot)
    image = Image.open(io.BytesIO(shot)).convert("RGB")
    box = state["indicatorBox"]
    cx = round(host["left"] + box["x"] + box["width"] / 2)
    cy = round(host["top"] + box["y"] + box["height"] / 2)
    assert image.getpixel((cx, cy)) == pytest.approx(INDICATOR_RGB, abs=8)
    # under the previous tab, where the indicator was, the strip is bare
    first = state["tabBoxes"][0]
    assert image.getpixel(
        (round(host["left"] + first["x"] + first["width"] / 2), cy)
    ) != pytest.approx(INDICATOR_RGB, abs=8)


def test_reduced_motion_moves_without_travel(server: str) -> None:
    media = [{"name": "prefers-reduced-motion", "value": "reduce"}]
    with _chromium(f"{server}/news.html", media) as page:
        _tab(page, 4).click()
        _settle(page)
        state = _state(page)
        assert state["selected"] == 4
        phases = page.execute_script("return window.enginePhases")
        assert 3 not in phases  # SEGPAGER_PHASE_TRANSITIONING: no frame in flight
        _assert_drawn_as_the_frame(state)


def test_rtl_mirrors_the_strip_and_the_arrow_keys(page: Any) -> None:
    from selenium.webdriver.common.keys import Keys

    page.execute_script("document.querySelector('seg-pager').setAttribute('dir', 'rtl')")
    _settle(page)
    state = _state(page)
    first, second = state["tabBoxes"][0], state["tabBoxes"][1]
    assert first["x"] > second["x"]  # item 0 at the right
    assert first["x"] + first["width"] == pytest.approx(state["width"], abs=20)
    _assert_drawn_as_the_frame(state)
    _tab(page, 0).send_keys(Keys.ARROW_LEFT)
    _settle(page)
    state = _state(page)
    assert (state["selected"], state["focused"]) == (1, 1)
    _assert_drawn_as_the_frame(state)


def test_rtl_pages_follow_the_strip_right_to_left(page: Any) -> None:
    page.execute_script("document.querySelector('seg-pager').setAttribute('dir', 'rtl')")
    _settle(page)
    host = page.execute_script("return document.querySelector('seg-pager').getBoundingClientRect()")
    left, y = host["left"], host["top"] + 500
    # A finger held 100 px right of where it went down: page 1 (the next
    # page, to the left in RTL) shows at the left edge, page 0 moved right.
    start = time.time()
    for k, (kind, x) in enumerate([("touchStart", 100), ("touchMove", 150), ("touchMove", 200)]):
        points = [{"x": left + x, "y": y}]
        event = {"type": kind, "touchPoints": points, "timestamp": start + k * 0.2}
        page.execute_cdp_cmd("Input.dispatchTouchEvent", event)
    time.sleep(0.2)
    held = _state(page)
    drawn = {p["page"]: p["x"] for p in held["pages"]}
    assert drawn[0] > 0
    assert drawn[1] == pytest.approx(drawn[0] - held["width"])
    _assert_drawn_as_the_frame(held)
    page.execute_cdp_cmd(
        "Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [], "timestamp": start + 2}
    )
    _settle(page)
    # A fling to the right pages on to page 1.
    _record_engine(page)  # the new direction built a new pager
    _touch_drag(page, [(left + 100 + 30 * k, y) for k in range(6)])
    _settle(page)
    state = _state(page)
    assert state["selected"] == 1
    assert state["pages"] == [{"page": 1, "x": 0, "width": state["width"], "list": 0}]
    _assert_drawn_as_the_frame(state)
    assert "sel1<0:drag" in state["notes"]
    assert _as_notes(state["events"]) == state["notes"]


def test_the_docs_physics_page_runs_three_presets(docs_server: str) -> None:
    with _chromium(f"{docs_server}/guide/physics/") as page:
        count = page.execute_script(
            "return [...document.querySelectorAll('seg-pager')].filter((p) => p.frame).length"
        )
        assert count == 3
        boxes = page.execute_script(
            """return [...document.querySelectorAll('seg-pager')].map((p) => {
              const r = p.getBoundingClientRect(); return [r.left, r.top, r.width]; })"""
        )
        left, top, width = boxes[1]  # the Android one
        page.execute_script(f"window.scrollTo(0, {top} - 100)")
        top = page.execute_script(
            "return document.querySelectorAll('seg-pager')[1].getBoundingClientRect().top"
        )
        x0 = left + width * 0.8
        _touch_drag(page, [(x0 - 25 * k, top + 100) for k in range(6)])
        _settle(page)
        selected = page.execute_script(
            "return [...document.querySelectorAll('seg-pager')].map((p) => p.selectedIndex)"
        )
        assert selected == [0, 1, 0]


@pytest.fixture(scope="module")
def docs_server() -> Iterator[str]:
    site = ROOT / ".build" / "docs" / "site"
    if not (site / "web" / "segpager.wasm").exists():
        pytest.skip(f"no {site}/web (make docs, with the web door)")
    with _serving(site) as url:
        yield url


# --- <seg-pager> in a real page ------------------------------------------
# Pages of their own beside the web door's files: an embedded pager in a
# long document with links and buttons, nested pagers, the README's
# snippet as written, a property set before the element is defined. Each
# of these tests fails on 0.8.0's element.

_STORY = (
    "<p>{title} story: <a href='#read-{k}' id='link-{k}'>read on</a> "
    "<button id='button-{k}' type='button'>like</button></p>"
)
_EMBEDDED = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="./seg-pager.css">
<style>body {{ margin: 0; font: 16px sans-serif; }} .tall {{ height: 2000px; }}</style>
<script type="module" src="./seg-pager.min.js"></script></head><body>
<p>Above the pager.</p>
<seg-pager id="outer" style="height: 300px">{sections}</seg-pager>
<div class="tall">Below the pager.</div>
<script>
  window.clicks = []; window.drags = [];
  document.addEventListener("click", (e) => window.clicks.push(e.target.id || e.target.tagName));
  document.addEventListener("dragstart", (e) => window.drags.push(e.defaultPrevented));
</script></body></html>"""


def _embedded(inner: str = "") -> str:
    titles = ["Top", "World", "Business", "Technology"]
    sections = "".join(
        f"<section title='{t}' data-keep='{k}'>{_STORY.format(title=t, k=k)}"
        f"{inner if k == 0 else ''}</section>"
        for k, t in enumerate(titles)
    )
    return _EMBEDDED.format(sections=sections)


_PAGES = {
    "embedded.html": _embedded(),
    # a vertical native scroller in the first page
    "scroller.html": _embedded(
        "<div id='scroller' style='height: 150px; overflow-y: auto'>"
        "<div style='height: 1000px'>a long list</div></div>"
    ),
    "nested.html": _embedded(
        "<seg-pager id='inner' style='height: 200px'><section title='One'>one</section>"
        "<section title='Two'>two</section><section title='Three'>three</section></seg-pager>"
    ),
    # The README's snippet, as written there, in a page of its own.
    # Only the pre-upgrade CSS: what shows before any script has run.
    "css-only.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">'
    '<link rel="stylesheet" href="seg-pager.css"><style>body { margin: 0 }</style>'
    "<seg-pager><section title='Top'>top</section>"
    "<section title='World'>world</section></seg-pager>",
    "snippet.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">'
    '<script type="module" src="seg-pager.min.js"></script>\n'
    '<seg-pager><section title="Top">…</section><section title="World">…</section></seg-pager>',
    # React and Vue set properties before the module has defined the element.
    "early.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">'
    "<seg-pager style='height: 300px'><section title='A'>a</section><section title='B'>b</section>"
    "<section title='C'>c</section></seg-pager>"
    "<script>document.querySelector('seg-pager').selectedIndex = 2;</script>"
    '<script type="module" src="./seg-pager.min.js"></script>',
    # Titles in several scripts, under label styles a canvas measures
    # (#plain, #upper) and ones it cannot (#spaced, #features: laid out).
    "titles.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">'
    "<style>body { margin: 0; font: 15px sans-serif }"
    " #upper::part(tab) { text-transform: uppercase; font-weight: bold }"
    " #spaced::part(tab) { letter-spacing: 1.5px; word-spacing: 3px }"
    " #features::part(tab) { font-feature-settings: 'tnum'; font-style: italic }</style>"
    '<script type="module" src="./seg-pager.min.js"></script>'
    + "".join(
        f"<seg-pager id='{name}' style='height: 200px'>"
        + "".join(
            f"<section title='{title} {k}'>page {k}</section>"
            for k in range(60)
            for title in [["Top", "Wörld  news", "東京", "سلام", "🙂 ok", "i ff fi"][k % 6]]
        )
        + "</seg-pager>"
        for name in ("plain", "upper", "spaced", "features")
    ),
}


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The web door's files and the pages above, over a local server."""
    folder = tmp_path_factory.mktemp("lab")
    for path in WEB.iterdir():
        (folder / path.name).symlink_to(path)
    for name, text in _PAGES.items():
        (folder / name).write_text(text)
    with _serving(folder) as url:
        yield url


@pytest.fixture(scope="module")
def slow_lab(lab: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The lab's pages, the module arriving 2 s after it is asked for."""
    folder = Path(lab and tmp_path_factory.mktemp("slow"))
    for path in WEB.iterdir():
        (folder / path.name).symlink_to(path)
    for name, text in _PAGES.items():
        (folder / name).write_text(text)
    with _serving(folder, module_delay=2.0) as url:
        yield url


def _box(driver: Any, script: str) -> dict[str, float]:
    return driver.execute_script(  # type: ignore[no-any-return]
        f"const r = ({script}).getBoundingClientRect();"
        "return {x: r.left, y: r.top, width: r.width, height: r.height};"
    )


def _mouse(driver: Any, kind: str, x: float, y: float, buttons: int = 1) -> None:
    driver.execute_cdp_cmd(
        "Input.dispatchMouseEvent",
        {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1},
    )


def _mouse_click(driver: Any, x: float, y: float) -> None:
    _mouse(driver, "mouseMoved", x, y, 0)
    _mouse(driver, "mousePressed", x, y)
    _mouse(driver, "mouseReleased", x, y, 0)


def _center(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_mouse_clicks_inside_a_page_reach_its_links_and_buttons(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        _mouse_click(page, *_center(_box(page, "document.getElementById('button-0')")))
        _mouse_click(page, *_center(_box(page, "document.getElementById('link-0')")))
        _settle(page)
        assert page.execute_script("return window.clicks") == ["button-0", "link-0"]
        assert page.execute_script("return location.hash") == "#read-0"
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 0


def test_a_mouse_drag_pages_with_no_click_and_no_native_drag(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        x, y = _center(_box(page, "document.getElementById('link-0')"))  # the drag starts on a link
        _mouse(page, "mouseMoved", x, y, 0)
        _mouse(page, "mousePressed", x, y)
        for k in range(1, 16):
            _mouse(page, "mouseMoved", x - 20 * k, y)
            time.sleep(0.016)
        _mouse(page, "mouseReleased", x - 300, y, 0)
        _settle(page)
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 1
        assert page.execute_script("return window.clicks") == []
        assert page.execute_script("return location.hash") == ""
        assert all(page.execute_script("return window.drags"))  # any native drag was prevented
        # and the next press is a click again
        _mouse_click(page, *_center(_box(page, "document.getElementById('button-1')")))
        assert page.execute_script("return window.clicks") == ["button-1"]


def _wheel(driver: Any, x: float, y: float, dx: float, dy: float) -> None:
    driver.execute_cdp_cmd(
        "Input.dispatchMouseEvent",
        {"type": "mouseWheel", "x": x, "y": y, "deltaX": dx, "deltaY": dy},
    )


def test_a_vertical_wheel_over_an_embedded_pager_scrolls_the_document(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        x, y = _center(_box(page, "document.getElementById('outer')"))
        _wheel(page, x, y, 0, 40)
        time.sleep(0.3)
        assert page.execute_script("return window.scrollY") == 40
        _settle(page)
        # a horizontal one pages instead, and leaves the document where it is
        x, y = _center(_box(page, "document.getElementById('outer')"))
        for _ in range(3):
            _wheel(page, x, y, 120, 0)
            time.sleep(0.02)
        _settle(page)
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 1
        assert page.execute_script("return window.scrollY") == 40


def test_a_vertical_touch_swipe_over_an_embedded_pager_scrolls_the_document(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        pager = _box(page, "document.getElementById('outer')")
        x, y = pager["x"] + 100, pager["y"] + 250
        _touch_drag(page, [(x, y - 30 * k) for k in range(8)])
        time.sleep(0.5)
        assert page.execute_script("return window.scrollY") > 0
        # pinch-zoom stays with the browser everywhere inside the pager
        actions = page.execute_script(
            """const p = document.getElementById('outer');
            return [p, ...p.shadowRoot.querySelectorAll('[part]')]
              .map((e) => getComputedStyle(e).touchAction);"""
        )
        assert "none" not in actions
        assert all("pinch-zoom" in action or action == "auto" for action in actions), actions


def test_nested_pagers_the_inner_one_moves_and_hands_a_drag_past_its_last_page_out(
    lab: str,
) -> None:
    # The same leftward drag on the inner pager, twice: from its first page
    # only the inner one moves; from its last page (which cannot move that
    # way) the outer one takes it.
    with _chromium(f"{lab}/nested.html") as page:
        seen = []
        for inner_index in (0, 2):
            page.execute_script(f"document.getElementById('inner').selectedIndex = {inner_index}")
            _settle(page)
            inner = _box(page, "document.getElementById('inner')")
            x, y = inner["x"] + inner["width"] * 0.8, inner["y"] + 120
            _touch_drag(page, [(x - 30 * k, y) for k in range(6)])
            _settle(page)
            seen.append(
                page.execute_script(
                    "return ['outer', 'inner']"
                    ".map((id) => document.getElementById(id).selectedIndex)"
                )
            )
        assert seen == [[0, 1], [1, 2]]


def test_one_trackpad_flick_moves_one_page(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        x, y = _center(_box(page, "document.getElementById('outer')"))
        # a swipe and its momentum: 50 wheel events 16 ms apart, 80 px
        # falling by 4% each, about 1,740 px (more than three pages) with
        # no pause, as a trackpad sends them
        dx = 80.0
        for _ in range(50):
            _wheel(page, x, y, dx, 0)
            time.sleep(0.016)
            dx *= 0.96
        _settle(page)
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 1


def test_a_sideways_swipe_from_a_vertical_scroller_in_a_page_pages(lab: str) -> None:
    with _chromium(f"{lab}/scroller.html") as page:
        box = _box(page, "document.getElementById('scroller')")
        x, y = box["x"] + box["width"] * 0.8, box["y"] + 60
        _touch_drag(page, [(x - 30 * k, y) for k in range(8)])
        _settle(page)
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 1
        page.execute_script("document.getElementById('outer').selectedIndex = 0")
        _settle(page)
        # and an upward swipe there scrolls the list, not the pages
        _touch_drag(page, [(x - 60, y + 80 - 20 * k) for k in range(6)])
        time.sleep(0.5)
        assert page.execute_script("return document.getElementById('scroller').scrollTop") > 0
        assert page.execute_script("return document.getElementById('outer').selectedIndex") == 0


def test_the_readme_snippet_shows_the_strip_and_a_page_as_written(lab: str) -> None:
    readme = (ROOT / "README.md").read_text()
    assert _PAGES["snippet.html"].split('<link rel="icon" href="data:,">', 1)[1] in readme
    with _chromium(f"{lab}/snippet.html") as page:
        host = _box(page, "document.querySelector('seg-pager')")
        section = _box(page, "document.querySelector('section')")
        tabs = page.execute_script(
            "return [...document.querySelector('seg-pager').shadowRoot"
            ".querySelectorAll('[part~=tab]')].map((t) => t.getBoundingClientRect().height)"
        )
        assert host["height"] >= 200
        assert tabs == [44, 44]
        assert section["height"] > 0
        assert section["y"] == pytest.approx(host["y"] + 44)


def test_a_property_set_before_definition_selects_that_page(lab: str) -> None:
    with _chromium(f"{lab}/early.html") as page:
        assert (
            page.execute_script("return document.querySelector('seg-pager').frame.selectedIndex")
            == 2
        )
        page.execute_script("document.querySelector('seg-pager').selectedIndex = 0")
        _settle(page)
        assert page.execute_script("return document.querySelector('seg-pager').selectedIndex") == 0


def test_titles_are_measured_as_laid_out_and_only_the_tabs_on_screen_are_laid_out(lab: str) -> None:
    # A thousand sections must not lay out a thousand tabs (web_init_1000_ms):
    # the titles are measured on a canvas, and a tab off the strip is not
    # laid out. The engine's widths are the laid-out labels', to the layout's
    # 1/64 px, in every script, spacing and case; a style the canvas cannot
    # follow (spacing, font features) is laid out for the read instead.
    with _chromium(f"{lab}/titles.html") as page:
        _settle(page)
        seen = page.execute_script(
            """return ["plain", "upper", "spaced", "features"].map((id) => {
              const pager = document.getElementById(id);
              const tabs = [...pager.shadowRoot.querySelectorAll("[part~=tab]")];
              const laidOut = tabs.filter((tab) => tab.getClientRects().length > 0).length;
              const sizes = tabs.map((t) =>
                [t.getAttribute("aria-posinset"), t.getAttribute("aria-setsize")]);
              for (const tab of tabs) tab.style.display = "";
              const widths = tabs.map((tab) => tab.firstChild.getBoundingClientRect().width);
              const engine = pager.pager.items.map((i) => i.contentWidth);
              return { laidOut, sizes, widths, engine };
            })"""
        )
    for pager in seen:
        assert pager["engine"] == pager["widths"]
        assert 3 <= pager["laidOut"] <= 12  # the tabs on screen (and the selected one)
        assert pager["sizes"] == [[str(k + 1), "60"] for k in range(60)]
    # the styles changed the widths: they were measured in them
    for styled in seen[1:]:
        assert styled["engine"][0] > seen[0]["engine"][0]


def test_sections_are_the_authors_and_a_retitled_one_relabels_its_tab(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        attributes = page.execute_script(
            "return [...document.querySelectorAll('#outer > section')]"
            ".map((s) => s.getAttributeNames().sort())"
        )
        assert attributes == [["data-keep", "title"]] * 4  # no slot written onto them
        page.execute_script("document.querySelectorAll('#outer > section')[1].title = 'Planet'")
        _settle(page)
        titles = page.execute_script(
            "return [...document.getElementById('outer').shadowRoot"
            ".querySelectorAll('[part~=tab]')].map((t) => t.textContent)"
        )
        assert titles == ["Top", "Planet", "Business", "Technology"]
        width = page.execute_script(
            "const p = document.getElementById('outer'); return [p.pager.items[1].contentWidth,"
            "p.shadowRoot.querySelectorAll('[part~=tab] span')[1].getBoundingClientRect().width]"
        )
        assert width[0] == pytest.approx(width[1])  # the engine measured the new title


def test_a_dir_change_on_an_ancestor_mirrors_the_element(lab: str) -> None:
    with _chromium(f"{lab}/embedded.html") as page:
        page.execute_script("document.documentElement.dir = 'rtl'")
        _settle(page)
        first, second = page.execute_script(
            "return [...document.getElementById('outer').shadowRoot"
            ".querySelectorAll('[part~=tab]')].slice(0, 2)"
            ".map((t) => t.getBoundingClientRect().left)"
        )
        assert first > second


def test_before_any_script_the_css_shows_the_strip_band_and_the_first_page(lab: str) -> None:
    with _chromium(f"{lab}/css-only.html", settle=False) as page:
        host = _box(page, "document.querySelector('seg-pager')")
        top, world = (_box(page, f"document.querySelectorAll('section')[{k}]") for k in (0, 1))
        assert host["height"] == 400  # the upgraded element's default size
        assert top["y"] == pytest.approx(host["y"] + 44)
        assert top["height"] > 0
        assert world["height"] == 0  # hidden
        title = page.execute_script(
            "return getComputedStyle(document.querySelector('section'), '::before').content"
        )
        assert title == '"Top"'


def test_before_the_module_the_strip_and_first_page_show_and_the_upgrade_shifts_nothing(
    slow_lab: str,
) -> None:
    # look before the module has arrived
    driver = headless_chromium(str(CHROMIUM), str(DRIVER), page_load_strategy="none")
    try:
        driver.get(f"{slow_lab}/embedded.html")
        deadline = time.monotonic() + 1.5
        while time.monotonic() < deadline and not driver.execute_script(
            "return !!customElements.get('seg-pager')"
        ):
            time.sleep(0.05)
        driver.execute_script(
            """window.shifts = 0;
            window.shifted = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) {
                window.shifts += e.value;
                window.shifted.push(e.sources.map((s) => [s.node?.nodeName, s.previousRect,
                  s.currentRect].map(String).join(" ")));
              }
            })
              .observe({ type: "layout-shift", buffered: true });"""
        )
        early = driver.execute_script(
            """const p = document.getElementById('outer');
            const r = (e) => {
              const b = e.getBoundingClientRect();
              return [b.left, b.top, b.width, b.height];
            };
            return { engine: p.frame !== null, section: r(p.querySelector('section')),
              host: r(p), tabs: [...p.shadowRoot.querySelectorAll('[part~=tab]')]
                .map((t) => [r(t), t.textContent]),
              others: [...p.querySelectorAll('section')].slice(1).map((s) => r(s)[3]) };"""
        )
        assert not early["engine"]  # the module is still on its way
        assert [text for _, text in early["tabs"]] == ["Top", "World", "Business", "Technology"]
        lefts = [box[0] for box, _ in early["tabs"]]
        assert lefts == sorted(lefts)
        assert all(box[3] == 44 for box, _ in early["tabs"])
        # under the 44 px strip, less the story's 16 px margin (a <p>'s 1em,
        # through the section), as the upgraded element draws it
        assert early["section"][1] == pytest.approx(early["host"][1] + 44 + 16)
        assert early["section"][3] > 0
        assert early["others"] == [0, 0, 0]
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not driver.execute_script(
            "return document.getElementById('outer').frame !== null"
        ):
            time.sleep(0.05)
        time.sleep(0.3)
        late = driver.execute_script(
            "const b = document.querySelector('#outer section').getBoundingClientRect();"
            "return [b.left, b.top, b.width, b.height]"
        )
        assert late == pytest.approx(early["section"], abs=0.5)
        assert driver.execute_script("return window.shifts") == 0, driver.execute_script(
            "return window.shifted"
        )
    finally:
        driver.quit()
