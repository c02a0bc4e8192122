"""A finger flicks a list up under seed 004's header (200 over a pinned 44):
its samples give the release velocity (``velocity_estimate``, Android's and
Flutter's least-squares tracker), and ``ListEnded`` with it flings the list
inside the engine. Ticked at 60 Hz: the header collapses first, then the
list scrolls on, slowing as a UIScrollView does, until ``list_animating``
says it stopped. Then a flick down brings the list back to its top and opens
the header, where the fling stops (it never pulls).

Run:  make examples
"""

from __future__ import annotations

import segpager
from segpager import HeaderStyle, ListEnded, ListResized, ListScrolled, PagerHeader, Tick

HZ = 60


def flick(pager: segpager.Pager, t: float, step: float) -> tuple[float, float]:
    """Five finger moves 8 ms apart, `step` pt each: the list follows the
    finger; returns the time and the estimated release velocity."""
    times, positions = [], []
    for k in range(5):
        t += 0.008
        times.append(t)
        positions.append(step * (k + 1))
        pager.step([ListScrolled(t, step)])
    return t, segpager.velocity_estimate(times, positions)


def run(pager: segpager.Pager, t: float, velocity: float, label: str) -> float:
    frame = pager.step([ListEnded(t, velocity)])
    print(f"{label}: release at {velocity:.0f} pt/s")
    frames = 0
    while frame.list_animating:
        t += 1 / HZ
        frames += 1
        frame = pager.step([Tick(t)])
        header = frame.header
        assert header is not None
        if frames % 15 == 0 or not frame.list_animating:
            print(
                f"  t={t:5.2f}  header {header.header_offset:6.1f}  list {frame.list_offset:6.1f}"
            )
    return t


def main() -> None:
    header = PagerHeader(HeaderStyle(height=200, pinned_height=44))
    with segpager.Pager([60, 60, 60], 375, header=header) as pager:
        pager.step([ListResized(0.0, 0, 2000)])
        t, velocity = flick(pager, 0.0, 12.0)  # 12 pt per 8 ms: 1500 pt/s
        t = run(pager, t, velocity, "up")
        t, velocity = flick(pager, t + 0.5, -16.0)
        run(pager, t, velocity, "down")


if __name__ == "__main__":
    main()
