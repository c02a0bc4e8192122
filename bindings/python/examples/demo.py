"""The demo: a news-app tab strip driven by a swipe across its pages.

`make demo` runs this. It lays out twelve mixed Chinese and English tabs
(widths as a front end would measure them), then walks a finger's swipe from
page 0 to page 3 and prints, for each frame: the page offset, the position,
the selected tab under both commit rules, and the tab the strip would show
under the finger. The indicator, appearance and stateful pager arrive in
later releases; this is everything 0.1.0 computes.
"""

from __future__ import annotations

import segpager

VIEWPORT = 375.0
TITLES = ["推荐", "Top", "World", "科技", "Business", "体育", "Entertainment",
          "健康", "Science", "财经", "Travel", "汽车"]  # fmt: skip
# Rough widths of each title at 15 pt (CJK glyphs are ~15 pt, Latin ~8 pt).
WIDTHS = [sum(15.0 if ord(ch) > 0x2E80 else 8.2 for ch in title) for title in TITLES]


def main() -> None:
    style = segpager.StripStyle(item_padding=12, spacing=2, leading_inset=8, trailing_inset=8)
    strip = segpager.strip_layout(
        WIDTHS, VIEWPORT, style, selected_widths=[w * 1.1 for w in WIDTHS]
    )
    print(f"strip: {len(TITLES)} tabs, content {strip.content_width:.1f} pt in {VIEWPORT:.0f} pt,"
          f" scrolls={strip.scrolls}")  # fmt: skip
    for title, frame in zip(TITLES, strip.frames):
        print(f"  {title:<14} x={frame.x:7.2f}  w={frame.width:6.2f}")

    pages = segpager.PageGeometry(page_count=len(TITLES), viewport_width=VIEWPORT)
    print("\nswipe from page 0 to page 3, one line per frame (every 1/6 page):")
    print("  offset    position  nearest  floor  tab")
    for step in range(0, 19):
        offset = step * VIEWPORT / 6
        p = pages.position(offset)
        nearest = segpager.selected_index(p, len(TITLES))
        floor = segpager.selected_index(p, len(TITLES), segpager.CommitRule.FLOOR)
        assert nearest is not None
        print(f"  {offset:7.1f}   {p:7.3f}   {nearest:5d}   {floor:5d}   {TITLES[nearest]}")

    centre = strip.frames[3].mid_x
    print(f"\ntap at the centre of {TITLES[3]} (x={centre:.1f}) hits tab {strip.hit_test(centre)}")
    print("tabs visible with the strip at its start:", list(strip.visible_range(0, VIEWPORT)))


if __name__ == "__main__":
    main()
