"""A folder over a local, quiet http.server for the web door's browser tests
and its Chromium bench: one server per `with`, on a free port; and the one
headless Chromium the browser and package tests drive (Selenium)."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """The files of the folder, with no line logged per request."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def serving(directory: Path, handler: type[QuietHandler] = QuietHandler) -> Iterator[str]:
    """`directory` over a local http.server (`handler`'s), for the block's life: its URL."""
    bound = functools.partial(handler, directory=str(directory))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), bound)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()


def headless_chromium(chromium: str, driver: str, page_load_strategy: str = "normal") -> Any:
    """Selenium's Chrome driver over a headless `chromium` (at `driver`'s
    chromedriver): 500 x 800 CSS px at scale 1, no scrollbars, no font
    hinting, every console message kept for the tests to read. With
    `page_load_strategy` "none", `get` returns before the page has loaded."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=500,800", "--force-device-scale-factor=1",
                     "--hide-scrollbars", "--font-render-hinting=none"):  # fmt: skip
        options.add_argument(argument)
    options.binary_location = chromium
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.page_load_strategy = page_load_strategy
    return webdriver.Chrome(service=Service(driver), options=options)
