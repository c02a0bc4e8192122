"""Ctrl-C splits nothing (#48): real SIGINTs, sent by this process at
random times to a child that steps a recording pager, or runs a long
``Pager.run``, with Python's own SIGINT handler (``KeyboardInterrupt``).

- A recording pager's step is applied and written as one: after any
  number of interrupts the recording replays to the frame the pager is at,
  each frame as recorded (0.8.0: the engine applied the step and the file
  never got it, and the replay diverged).
- An interrupted run finished (``last_frame`` is its last frame, and the
  pager is where the whole run leaves it) or never started (both as
  before it); 0.8.0 left it partly applied (80,015 of 200,000 frames).

The children run from ``bindings/python``, so they import ``segpager`` and
this package's helpers as the tests do. Each test takes a few seconds.
"""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import segpager

from .test_run import _bits

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

CWD = Path(__file__).parents[1]

#: A child stepping a recording pager until it has caught ``signals``
#: KeyboardInterrupts; each step scrolls the list by a different amount, so
#: a step the file lost would leave the replay elsewhere. With "edits", it
#: inserts a tab of a new width and removes the first between the steps, so
#: an edit the file lost would too. It prints the columns of the frame it
#: ends on (floats in hex).
_RECORDING_CHILD = r"""
import json, sys, time
import segpager
from segpager import ListScrolled, Tick
from tests.test_run import expected_columns

path, signals, edits = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "edits"
header = segpager.PagerHeader(
    segpager.HeaderStyle(height=200, pinned_height=44), list_max_offset=1e9
)
pager = segpager.Pager([60.0] * 8, 375.0, header=header, record=path)
recording = pager._recorder
t, k, caught = 0.0, 0, 0
print("ready", flush=True)
deadline = time.monotonic() + 30
while caught < signals and time.monotonic() < deadline:
    try:
        while caught < signals and time.monotonic() < deadline:
            k += 1
            t += 0.001
            if edits:
                pager.insert_item(len(pager), 30.0 + k % 50, id=100 + k)
                pager.remove_item(0)
            pager.step([ListScrolled(t, 1.0 + k % 7), Tick(t)])
    except KeyboardInterrupt:
        caught += 1
t += 0.001
pager.step([Tick(t)])  # after an edit the loop left, a frame that shows it
frame = pager.last_frame
columns = {
    name: value.hex() if isinstance(value, float) else value
    for name, value in expected_columns(frame).items()
}
pager.close()
print(json.dumps({"caught": caught, "steps": k, "recorded": recording.frame_count,
                  "columns": columns}), flush=True)
"""


def _signal_at_random(child: subprocess.Popen[str], times: int, rng: random.Random) -> None:
    """Waits for the child's "ready", then sends it SIGINT ``times`` times,
    a random 30 to 250 ms apart."""
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    for _ in range(times):
        time.sleep(rng.uniform(0.03, 0.25))
        child.send_signal(signal.SIGINT)


@pytest.mark.parametrize("edits", ["steps", "edits"])
def test_an_interrupted_recording_replays_to_where_the_pager_is(tmp_path: Path, edits: str) -> None:
    # "edits": 0.9.0's first cut held the step only, and an interrupt
    # between an edit's C call and its line lost the edit from the file
    path = tmp_path / "interrupted.jsonl"
    signals = 8 if edits == "steps" else 24
    child = subprocess.Popen(
        [sys.executable, "-c", _RECORDING_CHILD, str(path), str(signals), edits],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=CWD,
    )  # fmt: skip
    try:
        _signal_at_random(child, signals, random.Random(48))
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 0, err
    told = json.loads(out.splitlines()[-1])
    assert told["caught"] == signals, told  # every signal landed somewhere in the loop
    replayed = segpager.replay(path)
    # every step the pager applied is in the file, each as recorded ...
    assert replayed.frame_count == told["recorded"]
    assert replayed.diverged_at is None
    # ... and the replay ends where the pager did
    _, last = replayed.runs[-1]
    got = {name: _bits(last[name].tolist()[-1]) for name in told["columns"]}
    want = {
        name: _bits(float.fromhex(value) if isinstance(value, str) else value)
        for name, value in told["columns"].items()
    }
    assert got == want


#: A child that, ``rounds`` times, runs ``frames`` far jumps (about 11
#: notifications each, so the run's notification array fills and it makes
#: several C calls) on a new pager and says for each what the interrupt
#: left: "whole" (the pager is where the whole run leaves it, and
#: ``last_frame`` is its last frame), "none" (the pager and ``last_frame``
#: as before the run), "split", or "returned" (the run was faster than the
#: signal). The pager's state is read by stepping it once more beside a
#: twin. The events are a numpy table (packed in a few column copies), so
#: each run's C calls start as it says "ready".
_RUN_CHILD = r"""
import json, sys, time
import segpager
import numpy
from segpager import Pager, Tick
from segpager._generated import abi as _abi

frames, rounds = int(sys.argv[1]), int(sys.argv[2])
# frame k: Select(1 + k / 1000, 7 * k % 20, animated=False)
table = numpy.zeros(frames, dtype=list(segpager.RUN_EVENT_FIELDS))
table["kind"] = _abi.SEGPAGER_EVENT_SELECT
table["index"] = numpy.arange(frames) * 7 % 20
table["time"] = 1 + numpy.arange(frames) * 0.001
table["frame"] = numpy.arange(frames)
probe = [Tick(1e4)]

def pager():
    made = Pager([60.0] * 20, 375.0)
    made.step([Tick(0.0)])
    return made

def state(each):
    # the frame it keeps, and the frame one more step gives
    return repr(each.last_frame), repr(each.step(probe))

whole = pager()
whole.run(table)
whole_state = state(whole)
none_state = state(pager())
for _ in range(rounds):
    interrupted = pager()
    returned = False
    notes = []
    print("ready", flush=True)
    try:
        interrupted.run(table)
        returned = True
        time.sleep(10)  # (the interrupt comes here)
    except KeyboardInterrupt as interrupt:
        notes = getattr(interrupt, "__notes__", [])
        got = state(interrupted)
        verdict = {whole_state: "whole", none_state: "none"}.get(got, "split")
        if returned:
            verdict = "returned"
    print(json.dumps({"verdict": verdict, "notes": notes}), flush=True)
"""


def test_an_interrupted_run_finished_or_never_started() -> None:
    pytest.importorskip("numpy")
    rounds = 4
    child = subprocess.Popen(
        [sys.executable, "-c", _RUN_CHILD, "60000", str(rounds)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=CWD,
    )  # fmt: skip
    assert child.stdout is not None
    rng = random.Random(48)
    told: list[dict[str, Any]] = []
    try:
        for _ in range(rounds):
            _signal_at_random(child, 1, rng)
            told.append(json.loads(child.stdout.readline()))
        _, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 0, err
    verdicts = [each["verdict"] for each in told]
    assert set(verdicts) <= {"whole", "none", "returned"}, verdicts
    assert "whole" in verdicts, verdicts  # interrupts came mid-run
    for each in told:
        if each["verdict"] == "whole" and sys.version_info >= (3, 11):
            # the interrupt says the run finished first
            assert any("Pager.run finished its 60,000 frame(s)" in n for n in each["notes"]), each


def test_a_held_sigint_reaches_the_handler_that_was_there_once_after_the_work() -> None:
    from segpager._interrupts import Held

    heard: list[str] = []

    def handler(signum: int, frame: object) -> None:
        heard.append("sigint")

    previous = signal.signal(signal.SIGINT, handler)
    try:
        with Held():
            signal.raise_signal(signal.SIGINT)
            heard.append("work done")
        assert heard == ["work done", "sigint"]
        assert signal.getsignal(signal.SIGINT) is handler  # put back
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        with Held():
            signal.raise_signal(signal.SIGINT)
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN  # ignored, as it would be
    finally:
        signal.signal(signal.SIGINT, previous)
    assert heard == ["work done", "sigint"]
