"""Drives pagers with extreme but finite values (1e-300 ... 1.7e308, zero and
huge sizes, looping, both drivers and settle modes, item edits mid-flight).
Run as a subprocess by test_robustness.py: a Swift trap kills the process,
which the test reports. Usage: stress_pager.py SEED RUNS"""

from __future__ import annotations

import random
import sys

import segpager as s

VALUES = [0.0, 1e-300, -1e-300, 1.0, -1.0, 375.0, -375.0, 1e6, -1e6, 1e12, -1e12, 1e15]
VALUES += [1e300, -1e300, 1.7e308, -1.7e308]


def event(kind: int, t: float, n: int, rng: random.Random) -> s.Event:
    v = rng.choice(VALUES)
    index = rng.randrange(max(n, 1))
    events: list[s.Event] = [
        s.DragBegan(t),
        s.DragMoved(t, v),
        s.DragEnded(t, v),
        s.HostScrolled(t, v),
        s.TabTapped(t, index),
        s.Select(t, index, rng.random() < 0.5),
        s.Tick(t),
        s.Resized(t, abs(v), abs(rng.choice(VALUES))),
    ]
    return events[kind]


def run(seed: int, runs: int) -> int:
    rng = random.Random(seed)
    refused = 0
    for _ in range(runs):
        config = s.PagerConfiguration(
            looping=rng.random() < 0.5,
            driver=rng.choice(list(s.ScrollDriver)),
            settle_mode=rng.choice(list(s.SettleMode)),
            commit_policy=rng.choice(list(s.CommitPolicy)),
            tap_duration=rng.choice([0.0, 0.25, 1e-300, 1e6]),
            pages=s.PageGeometry(
                page_width=rng.choice([0.0, 1e-3, 500.0, 1e300]),
                page_spacing=rng.choice([0.0, 10.0, 1e300]),
            ),
            windows=s.PageWindowPolicy(
                cache_limit=rng.choice([-1, 0, 3]), reuse=rng.random() < 0.5
            ),
        )
        n = rng.choice([0, 1, 2, 7])
        widths = [rng.choice([0.0, 10.0, 1e300]) for _ in range(n)]
        try:
            pager = s.Pager(widths, rng.choice([1e-300, 375.0, 1e300]), config=config)
        except s.SegPagerError:
            refused += 1
            continue
        t = 0.0
        for _ in range(60):
            t += rng.choice([0.0, 1e-9, 0.016, 0.5, 1e6])
            try:
                pager.step([event(rng.randrange(8), t, n, rng)])
            except s.SegPagerError:
                refused += 1
            if rng.random() < 0.05:
                m = rng.choice([0, 1, 3])
                try:
                    pager.set_items(
                        [rng.choice([0.0, 5.0, 1e300]) for _ in range(m)],
                        ids=rng.sample(range(10), m),
                    )
                    n = m
                except s.SegPagerError:
                    refused += 1
        pager.close()
    return refused


if __name__ == "__main__":
    print("refused", run(int(sys.argv[1]), int(sys.argv[2])))
