"""Instructions per frame, counted by valgrind's callgrind: figures that do
not drift with the machine's load, beside ``make bench``'s times (which on a
shared machine move by 1.5x between runs).

Counts, each the difference between a run of ``--frames`` frames and a run
of none (so the interpreter's start and the imports cancel out), divided by
the frames, after 200 frames of warm-up in both:

- ``c_frame_instructions``: inside libffi's ``ffi_call`` during the
  benchmark's Python frame (callgrind's ``--toggle-collect``; the frame
  makes one foreign call, ``segpager_pager_step_into``): the C step and
  libffi's own few instructions around it;
- ``py_frame_instructions``: the whole Python frame (``bench_python``'s
  ``engine_frame``: the drag event, ``Pager.step`` and the reads);
- ``py_reference_frame_instructions``: the reference model's frame;
- their ratios ``py_frame_over_c_instructions`` and
  ``py_speedup_instructions`` (the counted twins of ``py_frame_over_c``
  and ``py_speedup``);
- ``trace_frame_instructions`` and ``trace_c_frame_instructions``: a frame
  of ``Pager.run`` (``bench_python.trace_run``: a numpy event table, every
  column decoded), all of it and inside ``ffi_call`` (the run's one
  foreign call, the C run), over runs of ``TRACE_FRAMES`` frames, with
  ``trace_frame_over_c_instructions`` and ``trace_speedup_instructions``
  (the counted twins of ``trace_frame_over_c`` and ``trace_speedup``);
- ``ctypes_call_instructions``: inside ``PyCFuncPtr_call``, ctypes' call of
  a foreign function, during the benchmark's Python frame: the C step and
  all that ctypes does around it;
- ``py_frame_floor_instructions``: the least any Python binding over ctypes
  could count for the benchmark's frame, ``ctypes_call_instructions`` plus
  the benchmark's own Python (``bench_python.floor_frame``: its loop, its drag offset,
  its event list and its reads, with the drag move a built-in ``slice``
  and the frame's rows made once), as if segpager's Python took no
  instruction at all; with ``py_speedup_ceiling_instructions`` (the
  reference model's frame over it: the most ``py_speedup_instructions``
  could be) and ``py_frame_over_c_floor_instructions`` (it over the C step:
  the least ``py_frame_over_c_instructions`` could be);
- ``py_frame_over_floor_instructions``: the Python frame over that floor,
  what segpager's own Python costs (a target: ``INSTRUCTION_TARGETS``, met
  or not in ``targets_met``), so a change that adds Python work shows;
- with ``--breakdown``, ``py_frame_parts_instructions``: what each part of
  the frame adds, in ``bench_python.FRAME_PARTS``' order;
- with ``--c-bench BENCH_FRAME``, ``layout_1m_swift_instructions`` and
  ``layout_1m_c_instructions``: one 1,000,000-item layout by
  ``segpager_strip_layout`` and by the C program's plain loop
  (``bench_frame layout``), and ``layout_1m_swift_over_c_instructions``,
  the counted twin of ``layout_1m_swift_over_c`` (a target).

    cd bindings/python
    python -m bench.instructions [--frames N] [--breakdown] [--out F]

Needs valgrind (Debian: valgrind); ``make bench-instructions`` installs it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import bench_python as bench

#: The counted bar (#31): key -> (target, "min" or "max"). The Python frame
#: over the floor counted 3.41 when it was set (95,380 / 27,935).
INSTRUCTION_TARGETS: dict[str, tuple[float, str]] = {
    "py_frame_over_floor_instructions": (3.5, "max"),
    "layout_1m_swift_over_c_instructions": (1.5, "max"),
}

#: The warm-up frames of every run: Python's adaptive interpreter has
#: specialised the frame's code by then.
WARM_UP = 200

#: One run: (the workload, how many frames, callgrind's extra options) -> instructions.
Runner = Callable[[str, int, Sequence[str]], int]


#: What makes a count repeat to the instruction: Python's string hashing
#: fixed (a random seed moves dict and set probing by millions of
#: instructions a run) and numpy's BLAS on one thread (its idle threads spin
#: for as long as the machine lets them, which callgrind counts too).
#: Without them the run of none moved by up to 6 million instructions, and
#: the trace's frame (9,000 counted) by half.
REPEATABLE = {"PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}


def callgrind(workload: str, frames: int, options: Sequence[str] = ()) -> int:
    """The instructions callgrind counts in ``python -m bench.instructions
    --run WORKLOAD FRAMES``."""
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *options,
        sys.executable, "-m", "bench.instructions", "--run", workload, str(frames),
    ]  # fmt: skip
    done = subprocess.run(
        command, capture_output=True, text=True, cwd=Path(__file__).parent.parent,
        env={**os.environ, **REPEATABLE},
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind failed on {workload}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def c_layout(binary: Path, function: str) -> int:
    """The instructions callgrind counts inside ``function`` in ``BINARY layout``."""
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        f"--toggle-collect={function}*", str(binary), "layout",  # (gcc may clone it: .constprop)
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind failed on {binary} layout:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def layout_counts(count: Callable[[str], int]) -> dict[str, float]:
    """The 1,000,000-item layout's counts (``count``: a function's instructions)."""
    swift, c = count("segpager_strip_layout"), count("plain_layout")
    return {
        "layout_1m_swift_instructions": swift,
        "layout_1m_c_instructions": c,
        "layout_1m_swift_over_c_instructions": swift / c,
    }


def met(out: Mapping[str, object]) -> dict[str, bool]:
    """``INSTRUCTION_TARGETS`` against the counts ``out`` has."""
    return {
        key: (out[key] <= target if kind == "max" else out[key] >= target)  # type: ignore[operator]
        for key, (target, kind) in INSTRUCTION_TARGETS.items()
        if key in out
    }


def per_frame(run: Runner, workload: str, frames: int, options: Sequence[str] = ()) -> float:
    """Instructions per frame: a run of ``frames`` frames less a run of none.
    The two run at once, each valgrind on a core of its own: the counts do
    not depend on the machine's load, and the wait is halved."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        full, none = pool.map(lambda n: run(workload, n, options), (frames, 0))
    return (full - none) / frames


def counts(frames: int, breakdown: bool, run: Runner = callgrind) -> dict[str, object]:
    """The counts of the module's docstring."""
    c = per_frame(run, "engine", frames, ["--toggle-collect=ffi_call"])
    python = per_frame(run, "engine", frames)
    reference = per_frame(run, "reference", frames)
    traced = max(1, frames // bench.TRACE_FRAMES) * bench.TRACE_FRAMES  # whole runs
    trace = per_frame(run, "trace", traced)
    trace_c = per_frame(run, "trace", traced, ["--toggle-collect=ffi_call"])
    ctypes_call = per_frame(run, "engine", frames, ["--toggle-collect=PyCFuncPtr_call"])
    floor = ctypes_call + per_frame(run, "floor", frames)
    out: dict[str, object] = {
        "c_frame_instructions": round(c),
        "py_frame_instructions": round(python),
        "py_reference_frame_instructions": round(reference),
        "py_frame_over_c_instructions": python / c,
        "py_speedup_instructions": reference / python,
        "trace_frame_instructions": round(trace),
        "trace_c_frame_instructions": round(trace_c),
        "trace_frame_over_c_instructions": trace / trace_c,
        "trace_speedup_instructions": reference / trace,
        "ctypes_call_instructions": round(ctypes_call),
        "py_frame_floor_instructions": round(floor),
        "py_speedup_ceiling_instructions": reference / floor,
        "py_frame_over_c_floor_instructions": floor / c,
        "py_frame_over_floor_instructions": python / floor,
    }
    out["targets_met"] = met(out)
    if breakdown:
        parts, before = {}, 0.0
        for k, name in enumerate(bench.FRAME_PARTS, 1):
            upto = per_frame(run, f"parts:{k}", frames)
            parts[name] = round(upto - before)
            before = upto
        out["py_frame_parts_instructions"] = parts
    return out


def run_workload(workload: str, frames: int) -> None:
    """``--run``: the frames that callgrind counts."""
    if workload == "floor":
        frame = bench.floor_frame()
        for k in range(1, WARM_UP + frames + 1):
            frame(k)
        return
    if workload == "reference":
        frame = bench.reference_frame()
        for k in range(1, WARM_UP + frames + 1):
            frame(k)
        return
    if workload == "trace":  # whole runs of TRACE_FRAMES, after one of warm-up
        table = bench.trace_table()
        with bench.bench_pager() as pager:
            for r in range(1 + frames // bench.TRACE_FRAMES):
                bench.trace_times(table, r)
                bench.trace_run(pager, table)
        return
    parts = len(bench.FRAME_PARTS) if workload == "engine" else int(workload.removeprefix("parts:"))
    with bench.bench_pager() as pager:
        frame = bench.engine_frame(pager, parts)
        for k in range(1, WARM_UP + frames + 1):
            frame(k)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=2000, help="frames per counted run")
    parser.add_argument("--breakdown", action="store_true", help="count each part of the frame")
    parser.add_argument("--out", type=Path, help="where to write the JSON")
    parser.add_argument("--c-bench", type=Path, help="bench_frame, to count the 1M-item layout")
    parser.add_argument("--run", nargs=2, metavar=("WORKLOAD", "FRAMES"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.run is not None:
        run_workload(args.run[0], int(args.run[1]))
        return 0
    if shutil.which("valgrind") is None:
        print("bench.instructions: valgrind is not installed (Debian: valgrind)", file=sys.stderr)
        return 1
    out = counts(args.frames, args.breakdown)
    if args.c_bench is not None:
        out.update(layout_counts(lambda function: c_layout(args.c_bench, function)))
        out["targets_met"] = met(out)
    bench.emit(out, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
