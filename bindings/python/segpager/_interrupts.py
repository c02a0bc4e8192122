"""Ctrl-C held over work that must not be split: a recording pager's step
(the engine applies it, then the file gets its line) and a ``Pager.run``
(the engine's calls, one per notification array filled, then its
bookkeeping and its recording).

``with Held():`` puts a handler of its own on SIGINT that only notes the
signal; on exit it puts back the handler that was there and, if SIGINT
came meanwhile, calls that one as the signal would have (Python's default
raises ``KeyboardInterrupt``), after the work. So an interrupt lands
before the work (which then did nothing) or after all of it, never inside.
A handler set with ``signal.SIG_DFL`` gets the signal raised again;
``SIG_IGN`` ignores it, as it would have.

Python calls signal handlers on the main thread only, and only there can
they be set: elsewhere, in a subinterpreter, and when SIGINT's handler is
not Python's (``signal.getsignal`` says None), ``Held`` does nothing, and
there is nothing to hold. Holds nest (the inner one hands the signal to
the outer). Other signals whose handlers raise (a ``SIGALRM`` handler, a
``SIGTERM`` one raising ``SystemExit``) are not held.

It costs about 2 us (two ``sigaction`` system calls), so it wraps only
the recording and run paths, never a plain step.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType, TracebackType
from typing import Any

__all__ = ["Held"]

_SIGINT = signal.SIGINT
# The C module `signal` wraps (CPython's `_signal`, which `signal` imports):
# its calls take and give handlers as they are, where `signal`'s convert
# them to and from `Handlers` through a failed enum lookup (about 4 us a
# call more). SIG_DFL and SIG_IGN come as the ints they are.
_raw = sys.modules.get("_signal", signal)
_getsignal: Callable[[int], Any] = _raw.getsignal
_setsignal: Callable[[int, Any], Any] = _raw.signal
_MAIN = threading.main_thread().ident
_get_ident = threading.get_ident


class Held:
    """SIGINT held until the ``with`` block ends (see the module). ``note``,
    which the block may set, is added to the ``KeyboardInterrupt`` raised at
    its end (Python 3.11 and later), to say what was finished first."""

    __slots__ = ("_came", "_frame", "_previous", "note")

    def __init__(self) -> None:
        self.note = ""
        self._previous: object = None
        self._came = False
        self._frame: FrameType | None = None

    def _hold(self, signum: int, frame: FrameType | None) -> None:
        self._came = True
        self._frame = frame

    def __enter__(self) -> Held:
        if _get_ident() == _MAIN:
            previous = _getsignal(_SIGINT)
            if previous is not None:
                try:
                    # (a SIGINT already waiting is handled by `previous`
                    # before the swap, or held: either way not inside the work)
                    _setsignal(_SIGINT, self._hold)
                except ValueError:  # not the main interpreter
                    return self
                self._previous = previous
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        previous = self._previous
        if previous is None:
            return
        self._previous = None
        try:
            _setsignal(_SIGINT, previous)
        except BaseException:  # another signal's handler, run first, raised: swap back all the same
            _setsignal(_SIGINT, previous)
            raise
        if not self._came:
            return
        self._came = False
        frame, self._frame = self._frame, None
        if callable(previous):
            try:
                previous(_SIGINT, frame)
            except KeyboardInterrupt as interrupt:
                if self.note and hasattr(interrupt, "add_note"):  # 3.11+
                    interrupt.add_note(self.note)
                raise
        elif previous == signal.SIG_DFL:
            signal.raise_signal(_SIGINT)
