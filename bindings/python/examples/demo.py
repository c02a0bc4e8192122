"""The demo: a news-app screen driven through a scripted session.

`make demo` runs this. Twelve mixed Chinese and English tabs (widths as a
front end would measure them) under a 200 pt header with a pinned strip.
The session: a swipe, a release into a fling, a tap on a far tab, the header
collapsing as the list scrolls, and a pull-down into the stretch. It prints
a one-line summary per phase, then the frames of the swipe. (The rendered
GIF version is on the roadmap.)
"""

from __future__ import annotations

import segpager
from segpager import DragBegan, DragEnded, DragMoved, PagerPhase, TabTapped, Tick

VIEWPORT = 375.0
TITLES = ["推荐", "Top", "World", "科技", "Business", "体育", "Entertainment",
          "健康", "Science", "财经", "Travel", "汽车"]  # fmt: skip
# Rough widths of each title at 15 pt (CJK glyphs are ~15 pt, Latin ~8 pt).
WIDTHS = [sum(15.0 if ord(ch) > 0x2E80 else 8.2 for ch in title) for title in TITLES]
HZ = 120


def run_until_idle(pager: segpager.Pager, t: float) -> tuple[segpager.PagerFrame, float, list[str]]:
    notes: list[str] = []
    while True:
        t += 1 / HZ
        frame = pager.step([Tick(t)])
        notes += [str(n) for n in frame.notifications if n.kind <= 4]
        if frame.phase == PagerPhase.IDLE:
            return frame, t, notes


def main() -> None:
    style = segpager.StripStyle(item_padding=12, spacing=2, leading_inset=8, trailing_inset=8)
    indicator = segpager.IndicatorStyle(
        transition=segpager.IndicatorTransition.STRETCH, stretch=0.6, corner_radius=1
    )
    appearance = segpager.AppearanceStyle(color_space=segpager.ColorSpace.OKLAB, selected_scale=1.1)
    layout = segpager.strip_layout(
        WIDTHS, VIEWPORT, style, selected_widths=[w * 1.1 for w in WIDTHS]
    )
    print(f"layout: {len(TITLES)} tabs, content {layout.content_width:.1f} pt in {VIEWPORT:.0f} pt")

    with segpager.Pager(
        WIDTHS, VIEWPORT, strip_style=style, indicator=indicator, appearance=appearance
    ) as pager:
        t = 0.0
        pager.step([Tick(t)])
        swipe = [pager.step([DragBegan(t)])]
        for k in range(1, 15):
            t += 1 / HZ
            swipe.append(pager.step([DragMoved(t, 15.0 * k)]))
        swipe.append(pager.step([DragEnded(t, 0.0)]))
        frame, t, notes = run_until_idle(pager, t)
        notes = [str(n) for f in swipe for n in f.notifications if n.kind <= 4] + notes
        print(
            "swipe: 210 pt slowly, released past half way"
            f" -> page {frame.selected_index} ({' '.join(notes)})"
        )

        start = t
        pager.step([DragBegan(t)])
        for k in range(1, 4):
            t += 1 / HZ
            pager.step([DragMoved(t, frame.page_offset + 12.0 * k)])
        pager.step([DragEnded(t, 2500.0)])
        frame, t, notes = run_until_idle(pager, t)
        print(
            f"fling: 36 pt at 2500 pt/s -> page {frame.selected_index}"
            f" at {frame.page_offset:.0f} pt"
            f" after {t - start:.2f} s, spring settle ({' '.join(notes)})"
        )

        t += 0.5
        pager.step([TabTapped(t, 9)])
        frame, t, notes = run_until_idle(pager, t)
        print(
            f"tap on {TITLES[9]}: straight there, strip offset {frame.strip_offset:.1f},"
            f" pages between untouched ({' '.join(notes)})"
        )

    header = segpager.HeaderStyle(height=200, pinned_height=44)
    offset = 0.0
    for delta in (60.0, 60.0, 60.0, 60.0):
        split = segpager.nested_scroll(header, delta, min(offset, 156), max(offset - 156, 0), 2000)
        offset += split.header + split.list
    collapsed = segpager.header_frame(header, VIEWPORT, offset)
    print(
        f"collapse: 240 pt of list scroll -> header at {collapsed.header.y:.0f},"
        f" {collapsed.phase.name.lower()}, progress {collapsed.progress:.2f}"
    )
    stretched = segpager.header_frame(header, VIEWPORT, -60)
    print(
        f"pull-down: 60 pt -> stretched {stretched.header.width:.1f}"
        f" x {stretched.header.height:.0f}"
        f" (scale {stretched.stretch_scale:.2f}); release snaps to"
        f" {segpager.header_snap_target(header, 0, 0):.0f}"
    )

    print("\nthe swipe, frame by frame:")
    print("  page off   position  selected  strip off  indicator x..right")
    for f in swipe:
        rect = f.indicator
        print(
            f"  {f.page_offset:7.1f}   {f.position:7.3f}   {f.selected_index:5d}    "
            f"{f.strip_offset:7.2f}    {rect.x:7.2f}..{rect.x + rect.width:7.2f}"
        )


if __name__ == "__main__":
    main()
