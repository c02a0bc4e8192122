"""A folder over a local, quiet http.server for the web door's browser tests
and its Chromium bench: one server per `with`, on a free port."""

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
