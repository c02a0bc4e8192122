"""A 6-tab pager (seed 000's titles) driven through a drag, a fling and a far
tap, one `step` call per 60 Hz frame. Prints the frames and the notifications.

Run:  make examples
"""

from __future__ import annotations

import segpager
from segpager import DragBegan, DragEnded, DragMoved, TabTapped, Tick

TITLES = ["first", "second", "third", "fourth", "fifth", "sixth"]
TITLE_WIDTHS = [28.0, 47.0, 34.0, 38.0, 30.0, 31.0]  # measured at 15 pt
W = 375.0
FRAME = 1 / 60


def show(frame: segpager.PagerFrame) -> None:
    notes = " ".join(map(str, frame.notifications))
    rect = frame.strip.indicator
    print(
        f"  t={frame.time:5.3f} {frame.phase.name:<13} offset {frame.page_offset:7.1f}"
        f" p={frame.position:5.2f} selected {frame.selected_index}"
        f"  strip {frame.strip.strip_offset:5.1f}  indicator {rect.x:6.1f}+{rect.width:4.1f}"
        + (f"  [{notes}]" if notes else "")
    )


def play_until_idle(pager: segpager.Pager, t: float) -> float:
    """Ticks the pager a display frame at a time, showing each frame, until
    it rests; returns the last frame's time."""
    while True:
        t += FRAME
        frame = pager.step([Tick(t)])
        show(frame)
        if frame.phase == segpager.PagerPhase.IDLE:
            return t


def main() -> None:
    config = segpager.PagerConfiguration(tap_duration=0.25)  # seed 000: animateWithDuration:0.25
    style = segpager.StripStyle(item_padding=20)
    with segpager.Pager(TITLE_WIDTHS, W, config=config, strip_style=style) as pager:
        t = 0.0
        print("start")
        show(pager.step([Tick(t)]))

        print("\na slow drag from page 0 to 0.6, released: settles on page 1")
        show(pager.step([DragBegan(t)]))
        for k in range(1, 13):
            t += FRAME
            show(pager.step([DragMoved(t, 0.05 * k * W)]))
        t += FRAME
        show(pager.step([DragEnded(t, velocity=0)]))
        for _ in range(20):
            t += FRAME
            frame = pager.step([Tick(t)])
            if frame.notifications or frame.phase == segpager.PagerPhase.IDLE:
                show(frame)
            if frame.phase == segpager.PagerPhase.IDLE:
                break

        print("\na fling: a short fast drag from page 1 moves on to page 2")
        t += 0.5
        show(pager.step([DragBegan(t)]))
        for k in range(1, 4):
            t += FRAME
            show(pager.step([DragMoved(t, W + 12 * k)]))
        t += FRAME
        show(pager.step([DragEnded(t, velocity=1400)]))
        t = play_until_idle(pager, t)

        print(
            "\na far tap on 'sixth': the indicator travels straight there, pages 3-4 get no events"
        )
        t += 0.5
        show(pager.step([TabTapped(t, 5)]))
        t = play_until_idle(pager, t)


if __name__ == "__main__":
    main()
