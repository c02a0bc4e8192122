"""A header over a pager, scrolled by a script: the profile screen of a social app.

A 200 pt cover over a 44 pt pinned tab strip (seed 004's H and S, collapse
range R = 156), three tabs with a list each. The session collapses the
header by scrolling the first list, switches page (the header stays pinned
and the new list keeps its own offset), scrolls back down past the top into
a stretch, lets go (the pull springs back), then leaves the header half
collapsed and lets go again (it snaps shut). Every frame goes through one
``Pager.step``; the script prints one line per frame it samples.

Run: ``python bindings/python/examples/header_session.py``
"""

from __future__ import annotations

import segpager
from segpager import ListEnded, ListResized, ListScrolled, NotificationKind as Kind, TabTapped, Tick

HZ = 60
HEADER = segpager.PagerHeader(
    style=segpager.HeaderStyle(height=200, pinned_height=44),
    snap=True,  # a header let go half collapsed snaps open or shut
    list_sync=segpager.ListSyncPolicy.KEEP_OWN,
)


def describe(label: str, frame: segpager.PagerFrame) -> str:
    """One line: what the front end draws for this frame."""
    header = frame.header
    assert header is not None
    box = header.frame.header
    lists = " ".join(f"{p.page}:{p.list_offset:g}" for p in frame.pages)
    shown = (Kind.SELECTED_CHANGED, Kind.HEADER_PHASE, Kind.REFRESH)
    notes = " ".join(str(n) for n in frame.notifications if n.kind in shown)
    return (
        f"{label:<9} t={frame.time:5.2f} page={frame.selected_index} "
        f"header=({box.x:7.2f},{box.y:7.2f} {box.width:6.2f}x{box.height:6.2f}) "
        f"{header.frame.phase.name.lower():<10} collapse={header.header_offset:6.2f} "
        f"pull={header.pull:6.2f} lists[{lists}]" + (f"  {notes}" if notes else "")
    )


class Script:
    """The pager and a clock; each call is one display frame."""

    def __init__(self) -> None:
        self.pager = segpager.Pager([70, 70, 70], viewport_width=375, header=HEADER)
        self.t = 0.0
        self.lines: list[str] = []
        self.frames: list[segpager.PagerFrame] = []
        self.frame = self.pager.step([ListResized(0.0, i, 1200) for i in range(3)])

    def run(
        self, label: str, events: list[segpager.Event], frames: int = 1, every: int = 0
    ) -> None:
        """``events`` in the first frame, then ``frames - 1`` ticks; prints the
        first, the last and every ``every``-th frame."""
        for i in range(frames):
            self.t += 1 / HZ
            self.frame = self.pager.step([*(events if i == 0 else []), Tick(self.t)])
            self.frames.append(self.frame)
            if i == 0 or i == frames - 1 or (every and i % every == 0) or self.frame.notifications:
                self.lines.append(describe(label, self.frame))

    def scroll(self, label: str, total: float, frames: int) -> None:
        """A vertical drag of ``total`` points over ``frames`` frames."""
        for _i in range(frames):
            self.run(label, [ListScrolled(self.t + 1 / HZ, total / frames)])


def play() -> Script:
    """The whole session; the lines are what ``main`` prints."""
    s = Script()
    s.scroll("collapse", 240, 12)  # 156 collapse the header, 84 scroll list 0
    s.run("release", [ListEnded(s.t + 1 / HZ, 0)])
    s.run("switch", [TabTapped(s.t + 1 / HZ, 1)], frames=30, every=10)
    s.scroll("expand", -216, 12)  # list 1 is at its top: 156 expand, 60 pull
    s.run("letgo", [ListEnded(s.t + 1 / HZ, 0)], frames=40, every=10)
    s.scroll("half", 100, 5)  # 100 > R/2 = 78
    s.run("snap", [ListEnded(s.t + 1 / HZ, 0)], frames=40, every=10)
    return s


def main() -> None:
    for line in play().lines:
        print(line)


if __name__ == "__main__":
    main()
