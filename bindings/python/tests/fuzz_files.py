"""Fuzzes the command line's readers of untrusted files (issue #35): a SPEC,
a script and a recording, each read and then used as the command uses it.

    cd bindings/python
    python tests/fuzz_files.py [libFuzzer flags] [NEW_CORPUS] tests/fuzz_corpus

An input's first byte picks the reader (its digit, modulo 5: 0 a SPEC laid
out, linted and played for a few frames; 1 a script traced on news.json; 2 a
recording replayed through ``Pager.run`` as ``segpager replay`` prints it; 3
a recording replayed step by step as ``segpager replay --out`` draws it; 4 a
script stepped on a recording pager, a frame at a time as an app steps, and
the recording replayed: what segpager writes its replay must read, each
frame as recorded and verified in full, #48), and the rest is the file.
The reader may refuse it with what the command turns into one line and
exit 2 (``SpecError``, ``SegPagerError``,
``RecordingError``, its message one line); anything else it raises is a
finding: atheris (libFuzzer) prints the traceback, saves the input as
``crash-*`` at ``-artifact_prefix`` and exits non-zero. What would be printed
is encoded as UTF-8, as stdout does (a lone surrogate fails). The seeds in
tests/fuzz_corpus start with the digit of their reader. A script plays at
most ``FUZZ_FRAMES`` frames here (``cli.MAX_SCRIPT_FRAMES`` is lowered), so
an input takes milliseconds, not the minutes a 30-minute script would.

Without atheris (``pip install atheris``, in requirements-dev.txt) it runs
each seed, then random byte mutations of them until ``-max_total_time``:
no coverage guidance, the same check. ``make test-fuzz`` runs it beside the
C fuzzer for 60 s.
"""

from __future__ import annotations

import atexit
import importlib
import io
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from segpager import cli, record
from segpager.errors import SegPagerError

#: The most frames a fuzzed script plays.
FUZZ_FRAMES = 600
#: What the command turns into one line on stderr and exit 2.
REFUSALS = (cli.SpecError, SegPagerError, record.RecordingError)

_NEWS = Path(__file__).resolve().parents[1] / "segpager" / "specs" / "news.json"
_BASE = cli.load_spec(_NEWS)


def _scratch() -> Path:
    """The file each input is written to, in memory where /dev/shm is:
    ``segpager-fuzz-PID``. libFuzzer ends the process without running
    ``atexit``, so the folders of processes that are gone are removed here."""
    shm = Path("/dev/shm")
    root = shm if shm.is_dir() else Path(tempfile.gettempdir())
    for stale in root.glob("segpager-fuzz-*"):
        pid = stale.name.rpartition("-")[2]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            shutil.rmtree(stale, ignore_errors=True)
    folder = root / f"segpager-fuzz-{os.getpid()}"
    folder.mkdir(exist_ok=True)
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder / "input"


def use(kind: int, path: Path) -> None:
    """Reads the file at ``path`` with reader ``kind`` (0 to 3) and uses it
    as the command does; raises a clean refusal or nothing."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # as strict as stdout
    if kind == 0:
        spec = cli.load_spec(path)
        out.write(json.dumps(cli.command_layout(spec), ensure_ascii=False))
        out.write("\n".join(cli.command_lint(spec, [320.0])))
        for line in cli._trace(spec, [], 60.0, 0.05):
            out.write(json.dumps(line, ensure_ascii=False))
    elif kind == 1:
        events, rate, until = cli.load_script(path)
        for line in cli._trace(_BASE, events, rate, until):
            out.write(json.dumps(line, ensure_ascii=False))
    elif kind == 2:
        cli.command_replay(path, out)
    elif kind == 3:
        for _ in record.replay_steps(path):
            pass
    else:
        _recorded_replays(path)


def _recorded_replays(path: Path) -> None:
    """The script at ``path`` stepped on news.json's pager while it records,
    then the recording replayed: a file segpager wrote that its replay
    refuses, or replays otherwise, is a finding. A step the pager refuses
    (the script's refusal) is raised after the check: the frames before it
    are in the file."""
    events, rate, until = cli.load_script(path)
    written = path.with_name(path.name + ".jsonl")
    refused: SegPagerError | None = None
    steps = 0
    with cli._open(_BASE) as pager, pager.record(written) as recording:
        try:
            for _, batch in cli._batches(events, rate, until):
                pager.step(batch)
                steps += 1
        except SegPagerError as error:
            refused = error
    replayed = record.replay(written)
    got = (recording.frame_count, replayed.frame_count, replayed.diverged_at, recording.broken)
    if got != (steps, steps, None, None) or (steps and not replayed.verified):
        raise AssertionError(
            f"{steps} step(s) recorded as {recording.frame_count} frame(s) and replayed as "
            f"{got[1:]}, checks {replayed.checks}"
        )
    if refused is not None:
        raise refused


_FILE: Path | None = None


def one_input(data: bytes) -> None:
    """The fuzz target: ``data[0]`` picks the reader, the rest is the file."""
    global _FILE
    if not data:
        return
    if _FILE is None:
        _FILE = _scratch()
    _FILE.write_bytes(data[1:])
    try:
        use((data[0] - ord("0")) % 5, _FILE)
    except REFUSALS as error:
        message = str(error)
        if not message or "\n" in message or "\r" in message:
            raise AssertionError(f"a refusal is one line, got {message!r}") from error


def _mutate(data: bytes, rng: random.Random) -> bytes:
    """A random edit of ``data``: bytes changed, inserted, deleted or copied."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(out) + 1)
        how = rng.randrange(4)
        if how == 0 and out:
            out[min(at, len(out) - 1)] = rng.randrange(256)
        elif how == 1:
            out[at:at] = bytes([rng.choice(b'[]{}",:0123456789.eE-+ntfu\\')])
        elif how == 2 and out:
            del out[at : at + rng.randint(1, 16)]
        elif out:
            start = rng.randrange(len(out))
            out[at:at] = out[start : start + rng.randint(1, 64)]
    return bytes(out)


def _without_atheris(argv: list[str]) -> int:
    """Every seed, then random mutations of them until ``-max_total_time``."""
    seconds = 60.0
    folders = []
    for argument in argv[1:]:
        if argument.startswith("-max_total_time="):
            seconds = float(argument.split("=", 1)[1])
        elif not argument.startswith("-"):
            folders.append(Path(argument))
    seeds = [f.read_bytes() for folder in folders for f in sorted(folder.glob("*")) if f.is_file()]
    for seed in seeds:
        one_input(seed)
    rng, runs, end = random.Random(35), len(seeds), time.monotonic() + seconds
    while seeds and time.monotonic() < end:
        one_input(_mutate(rng.choice(seeds), rng))
        runs += 1
    print(f"fuzz_files (no atheris: random mutations): {runs} inputs, no finding")
    return 0


def main(argv: list[str]) -> int:
    cli.MAX_SCRIPT_FRAMES = FUZZ_FRAMES
    try:
        atheris: Any = importlib.import_module("atheris")
    except ImportError:
        return _without_atheris(argv)
    atheris.instrument_all()  # coverage of every Python function loaded: segpager's, json's
    atheris.Setup(argv, one_input)
    atheris.Fuzz()
    return 0  # pragma: no cover (Fuzz exits)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
