"""The demo: a news-app tab strip driven by a swipe across its pages.

`make demo` runs this. It lays out twelve mixed Chinese and English tabs
(widths as a front end would measure them), then walks a finger's swipe from
page 0 to page 5 and prints, for each frame: the page offset, the position,
the selected tab, the strip offset, the indicator (a stretchy worm) and
the selection weight of the titles it passes. The stateful pager, headers and
physics arrive in later releases.
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
    indicator = segpager.IndicatorStyle(
        transition=segpager.IndicatorTransition.STRETCH, stretch=0.6, corner_radius=1
    )
    appearance = segpager.AppearanceStyle(color_space=segpager.ColorSpace.OKLAB, selected_scale=1.1)
    print("\nswipe from page 0 to page 5, one line per frame (every 1/3 page):")
    print("  page off   position  selected  strip off  indicator x..right   tab weights")
    for step in range(0, 16):
        offset = step * VIEWPORT / 3
        p = pages.position(offset)
        selected = segpager.selected_index(p, len(TITLES))
        assert selected is not None
        state = segpager.strip_state(strip, p, indicator=indicator, appearance=appearance)
        rect = state.indicator
        weights = " ".join(
            f"{TITLES[i]}:{a.selection_weight:.2f}"
            for i, a in zip(state.visible_items, state.appearances)
            if a.selection_weight > 0
        )
        print(
            f"  {offset:7.1f}   {p:7.3f}   {selected:5d}    {state.strip_offset:7.2f}"
            f"    {rect.x:7.2f}..{rect.x + rect.width:7.2f}   {weights}"
        )

    centre = strip.frames[3].mid_x
    print(f"\ntap at the centre of {TITLES[3]} (x={centre:.1f}) hits tab {strip.hit_test(centre)}")
    print("tabs visible with the strip at its start:", list(strip.visible_range(0, VIEWPORT)))


if __name__ == "__main__":
    main()
