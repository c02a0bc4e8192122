"""A synthetic drag and fast release, ticked at 120 Hz: the pager picks the
projected page (UIKit's rule) and a critically damped spring carries the
release velocity onto it. Prints the trajectory.

Run:  make examples
"""

from __future__ import annotations

import segpager
from segpager import DragBegan, DragEnded, DragMoved, PagerPhase, Tick

W = 375.0
HZ = 120


def main() -> None:
    config = segpager.PagerConfiguration(settle_mode=segpager.SettleMode.SPRING)
    with segpager.Pager([28, 47, 34, 38, 30, 31], W, config=config) as pager:
        pager.step([Tick(0.0)])
        t = 0.0
        print("drag: 6 frames, 16 pt each (1920 pt/s)")
        pager.step([DragBegan(t)])
        for k in range(1, 7):
            t += 1 / HZ
            frame = pager.step([DragMoved(t, 16.0 * k)])
        projected = segpager.deceleration_projection(1920, segpager.DECELERATION_FAST)
        print(
            f"release at {frame.page_offset:.1f} pt, 1920 pt/s: projects {projected:.0f} pt further"
        )
        frame = pager.step([DragEnded(t, 1920.0)])
        target = frame.target_page_offset
        print(f"settling on page {round(target / W)} ({target:.0f} pt)")
        while frame.phase != PagerPhase.IDLE:
            t += 1 / HZ
            frame = pager.step([Tick(t)])
            bar = "#" * round(frame.page_offset / W * 40)
            print(f"  t={t:5.3f}  offset {frame.page_offset:7.2f}  {bar}")
        print(f"at rest on page {frame.selected_index} after {t - 6 / HZ:.2f} s")


if __name__ == "__main__":
    main()
