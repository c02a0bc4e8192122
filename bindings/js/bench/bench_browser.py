"""`<seg-pager>` in headless Chromium, the web door's side of `make bench`
that a page sees (issue #52). Prints one JSON line:

- ``web_frame_6_us``, ``web_frame_1000_us``, ``web_floor_us``: the median
  script time of an animated frame (the element's animation-frame callback,
  ``FireAnimationFrame`` in Chromium's performance trace) over three
  scenarios (a far jump, a mouse drag and its settling, a step to the next
  page) at 6 and at 1,000 pages, and of the floor: an empty
  ``requestAnimationFrame`` that writes one transform, in the same browser;
- ``web_frame_over_floor`` (6 pages) and ``web_frame_1000_over_6``;
- ``web_style_recalc_1000_ms``: Chromium's style recalc (``UpdateLayoutTree``)
  per animated frame at 1,000 pages, the median;
- ``web_init_1000_ms``: an element with 1,000 sections appended and laid
  out, the module already compiled (the median of a few);
- ``web_first_paint_ms``: a page navigated to over a link emulated through
  the DevTools protocol (150 ms latency, 1.6 Mbps down, every file served
  gzipped) until its first page's text is painted (Element Timing), with
  ``web_paint_before_module`` 1 when that paint came before the module had
  downloaded (the paint must not wait for it).

It drives Chromium through the DevTools protocol itself (websocket-client,
which Selenium brings): real input events, traces, network emulation.
`--quick` runs each scenario once with fewer frames."""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import websocket

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from webserver import QuietHandler, serving

ROOT = Path(__file__).resolve().parents[3]
WEB = ROOT / ".build" / "web"
WIDTH = 375  # Embla's slide in the comparison page


def _page(count: int, header: bool = False) -> str:
    """A page with one `<seg-pager>` of `count` short sections."""
    sections = "".join(
        f'<section title="Tab {k}"><p{" elementtiming=first-page" if k == 0 else ""}>'
        f"Page {k}: some text of a page, long enough to wrap once or twice.</p></section>"
        for k in range(count)
    )
    return f"""<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="seg-pager.css">
<link rel="modulepreload" href="seg-pager.js">
<style>body {{ margin: 0; font: 16px sans-serif }}
seg-pager {{ width: {WIDTH}px; height: 600px }}</style>
</head><body>
<seg-pager id="pager">{sections}</seg-pager>
<script type="module">
import {{ SegPagerElement }} from "./seg-pager.js";
window.SegPagerElement = SegPagerElement;
</script>
</body></html>"""


FLOOR = """<!doctype html><html><head><meta charset="utf-8"></head><body>
<div id="box" style="width:100px;height:100px;background:#888"></div>
<script>
window.floor = (frames) => new Promise((done) => {
  const box = document.getElementById("box");
  let k = 0;
  const frame = () => {
    box.style.transform = `translateX(${k % 200}px)`;
    if (++k < frames) requestAnimationFrame(frame); else done();
  };
  requestAnimationFrame(frame);
});
</script></body></html>"""


class _Handler(QuietHandler):
    """Files, gzipped when the browser takes gzip (as a production server sends them)."""

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        path = Path(self.translate_path(self.path.split("?")[0]))
        if not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", ""):
            super().do_GET()
            return
        body = gzip.compress(path.read_bytes(), 9)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)


class Browser:
    """One headless Chromium and one page, over the DevTools protocol."""

    def __init__(self, chromium: str, profile: Path) -> None:
        self.process = subprocess.Popen(
            [
                chromium,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--remote-debugging-port=0",
                f"--user-data-dir={profile}",
                "--window-size=500,800",
                "--force-device-scale-factor=1",
                "--hide-scrollbars",
                "--no-first-run",
                "--no-default-browser-check",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not port_file.exists() or len(port_file.read_text().splitlines()) < 2:
            if time.monotonic() > deadline:
                raise RuntimeError("Chromium did not start")
            time.sleep(0.05)
        port = port_file.read_text().splitlines()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as answer:
            targets = json.load(answer)
        url = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(url, timeout=120, suppress_origin=True)
        self.next_id = 0
        self.events: list[dict[str, Any]] = []

    def close(self) -> None:
        self.socket.close()
        self.process.terminate()
        self.process.wait(10)

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return dict(message.get("result", {}))
            self.events.append(message)

    def wait_event(self, method: str) -> dict[str, Any]:
        while True:
            for k, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(k)
            self.events.append(json.loads(self.socket.recv()))

    def js(self, expression: str) -> Any:
        answer = self.call(
            "Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True
        )
        if "exceptionDetails" in answer:
            raise RuntimeError(f"{expression[:60]}: {answer['exceptionDetails']}")
        return answer["result"].get("value")

    def navigate(self, url: str) -> None:
        self.call("Page.enable")
        self.events.clear()
        self.call("Page.navigate", url=url)
        self.wait_event("Page.loadEventFired")

    def trace(self, body: Any) -> list[dict[str, Any]]:
        """The trace events of the renderer while `body()` runs."""
        self.call(
            "Tracing.start",
            transferMode="ReportEvents",
            traceConfig={"includedCategories": ["devtools.timeline"]},
        )
        body()
        self.call("Tracing.end")
        collected: list[dict[str, Any]] = []
        while True:
            event = self.wait_event_any(("Tracing.dataCollected", "Tracing.tracingComplete"))
            if event["method"] == "Tracing.tracingComplete":
                return collected
            collected.extend(event["params"]["value"])

    def wait_event_any(self, methods: tuple[str, ...]) -> dict[str, Any]:
        while True:
            for k, event in enumerate(self.events):
                if event.get("method") in methods:
                    return self.events.pop(k)
            self.events.append(json.loads(self.socket.recv()))

    def mouse(self, kind: str, x: float, y: float, buttons: int = 1) -> None:
        self.call(
            "Input.dispatchMouseEvent",
            type=kind,
            x=x,
            y=y,
            button="left",
            buttons=buttons,
            clickCount=1,
        )


def _frames(events: list[dict[str, Any]]) -> tuple[list[float], list[float]]:
    """Each animation-frame callback's script time (µs) on the page's main
    thread, and the style recalc (µs) from its start to the next one's."""
    main = [e for e in events if e.get("name") == "FireAnimationFrame" and e.get("ph") == "X"]
    if not main:
        return [], []
    thread = statistics.mode(e["tid"] for e in main)
    frames = sorted((e for e in main if e["tid"] == thread), key=lambda e: e["ts"])
    styles = sorted(
        (e for e in events if e.get("name") == "UpdateLayoutTree" and e.get("tid") == thread),
        key=lambda e: e["ts"],
    )
    script = [float(e["dur"]) for e in frames]
    recalc = []
    for k, frame in enumerate(frames):
        end = frames[k + 1]["ts"] if k + 1 < len(frames) else float("inf")
        recalc.append(sum(float(s.get("dur", 0)) for s in styles if frame["ts"] <= s["ts"] < end))
    return script, recalc


def _settle(browser: Browser) -> None:
    """Until the element has been at rest for five looks (timers, not
    animation frames: the trace's only callbacks are the element's)."""
    browser.js(
        """new Promise((done) => {
          const p = document.getElementById("pager");
          let calm = 0;
          const look = () => {
            calm = p.pager && !p.animating ? calm + 1 : 0;
            if (calm >= 5) done(); else setTimeout(look, 16);
          };
          look();
        })"""
    )


def _scenarios(
    browser: Browser, count: int, quick: bool, rounds: int | None = None
) -> tuple[list[float], list[float]]:
    """The three scenarios on a page of `count` pages, `rounds` times (once
    when quick, else 3): every animated frame's script and style recalc time."""
    script: list[float] = []
    recalc: list[float] = []
    box = browser.js(
        "(() => { const r = document.getElementById('pager').getBoundingClientRect();"
        " return [r.left, r.top, r.width, r.height]; })()"
    )
    y = box[1] + box[3] / 2

    def far() -> None:
        browser.js(f"document.getElementById('pager').selectedIndex = {count - 1}")
        _settle(browser)
        browser.js("document.getElementById('pager').selectedIndex = 0")
        _settle(browser)

    def drag() -> None:
        x = box[0] + box[2] - 20
        browser.mouse("mouseMoved", x, y, buttons=0)
        browser.mouse("mousePressed", x, y)
        for _ in range(6 if quick else 18):
            x -= 12
            time.sleep(0.016)
            browser.mouse("mouseMoved", x, y)
        browser.mouse("mouseReleased", x, y, buttons=0)
        _settle(browser)

    def next_page() -> None:
        browser.js(
            "(() => { const p = document.getElementById('pager');"
            f" p.selectedIndex = ((p.selectedIndex ?? 0) + 1) % {count}; }})()"
        )
        _settle(browser)

    for _ in range(rounds if rounds is not None else 1 if quick else 3):
        for scenario in (far, drag, next_page):
            _settle(browser)
            one_script, one_recalc = _frames(browser.trace(scenario))
            script += one_script
            recalc += one_recalc
    return script, recalc


def frame_figures(browser: Browser, url: str, quick: bool) -> dict[str, float]:
    figures: dict[str, float] = {}
    # The floor and the 6 pages taken in turns, a third of each at a time:
    # the machine's pace drifts over a run by more than the difference
    # measured, and both sides of the ratio should see the same drift.
    floor: list[float] = []
    script: list[float] = []
    recalc: list[float] = []
    for _ in range(1 if quick else 3):
        browser.navigate(f"{url}/floor.html")
        floor += _frames(browser.trace(lambda: browser.js(f"floor({30 if quick else 40})")))[0]
        browser.navigate(f"{url}/pages-6.html")
        _settle(browser)
        one_script, one_recalc = _scenarios(browser, 6, quick, rounds=1)
        script += one_script
        recalc += one_recalc
    figures["web_floor_us"] = statistics.median(floor)
    figures["web_frame_6_us"] = statistics.median(script)
    figures["web_style_recalc_6_ms"] = statistics.median(recalc) / 1000
    figures["web_frames_6"] = float(len(script))
    browser.navigate(f"{url}/pages-1000.html")
    _settle(browser)
    script, recalc = _scenarios(browser, 1000, quick)
    figures["web_frame_1000_us"] = statistics.median(script)
    figures["web_style_recalc_1000_ms"] = statistics.median(recalc) / 1000
    figures["web_frames_1000"] = float(len(script))
    figures["web_frame_over_floor"] = figures["web_frame_6_us"] / figures["web_floor_us"]
    figures["web_frame_1000_over_6"] = figures["web_frame_1000_us"] / figures["web_frame_6_us"]
    return figures


def init_figure(browser: Browser, url: str, quick: bool) -> float:
    """Milliseconds to append an element of 1,000 sections and lay it out,
    with the module already compiled (a first element has loaded it)."""
    browser.navigate(f"{url}/pages-6.html")
    _settle(browser)
    samples = browser.js(
        f"""(async () => {{
          const samples = [];
          for (let run = 0; run < {2 if quick else 7}; run++) {{
            const el = document.createElement("seg-pager");
            el.style.cssText = "width:{WIDTH}px;height:600px;display:block";
            for (let k = 0; k < 1000; k++) {{
              const s = document.createElement("section");
              s.title = "Tab " + k;
              s.innerHTML = "<p>Page " + k + ": some text of a page.</p>";
              el.append(s);
            }}
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
            const t0 = performance.now();
            document.body.append(el);
            el.shadowRoot.querySelector("[part~=tab]").getBoundingClientRect();
            samples.push(performance.now() - t0);
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
            el.remove();
          }}
          return samples;
        }})()"""
    )
    return float(statistics.median(samples))


def first_paint(browser: Browser, url: str) -> tuple[float, float]:
    """The first page's paint after navigation on the emulated slow link (ms),
    and 1 if it came before the module had downloaded."""
    browser.call("Network.enable")
    browser.call("Network.setCacheDisabled", cacheDisabled=True)
    browser.call(
        "Network.emulateNetworkConditions",
        offline=False,
        latency=150,
        downloadThroughput=1.6e6 / 8,
        uploadThroughput=0.75e6 / 8,
    )
    try:
        browser.navigate("about:blank")
        browser.navigate(f"{url}/pages-6.html")
        browser.js(
            "new Promise((done) => { const look = () => document.getElementById('pager').pager"
            " ? done() : setTimeout(look, 50); look(); })"
        )
        paint, module = browser.js(
            """new Promise((done) => new PerformanceObserver((list, observer) => {
              const entry = list.getEntries().find((e) => e.identifier === "first-page");
              if (!entry) return;
              observer.disconnect();
              const wasm = performance.getEntriesByType("resource")
                .find((e) => e.name.endsWith("/seg-pager.wasm"));
              done([entry.renderTime || entry.startTime, wasm ? wasm.responseEnd : Infinity]);
            }).observe({ type: "element", buffered: true }))"""
        )
    finally:
        browser.call("Network.emulateNetworkConditions", offline=False, latency=0,
                     downloadThroughput=-1, uploadThroughput=-1)  # fmt: skip
    return float(paint), 1.0 if paint < module else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="each scenario once, fewer frames")
    args = parser.parse_args(argv)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None or not (WEB / "seg-pager.wasm").exists():
        print("bench_browser: skipped: no chromium or no .build/web (make wasm)", file=sys.stderr)
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        shutil.copytree(WEB, site)
        for count in (6, 1000):
            (site / f"pages-{count}.html").write_text(_page(count))
        (site / "floor.html").write_text(FLOOR)
        profile = Path(scratch) / "profile"
        profile.mkdir()
        with serving(site, _Handler) as url:
            browser = Browser(chromium, profile)
            try:
                figures = frame_figures(browser, url, args.quick)
                figures["web_init_1000_ms"] = init_figure(browser, url, args.quick)
                paint, before = first_paint(browser, url)
                figures["web_first_paint_ms"] = paint
                figures["web_paint_before_module"] = before
            finally:
                browser.close()
    print(json.dumps({k: round(v, 4) for k, v in figures.items()}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
