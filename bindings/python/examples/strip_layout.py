"""Lay out a news-app tab strip and ask it where a tap landed.

Run:  make examples   (or .build/venv/bin/python bindings/python/examples/strip_layout.py)
"""

from __future__ import annotations

import segpager

# Title widths a front end measured (points), normal and bold-selected.
titles = ["Top", "World", "Business", "科技", "Sports", "Entertainment", "健康", "Science"]
widths = [28.0, 44.5, 63.0, 30.0, 50.0, 103.5, 30.0, 58.5]
selected = [w * 1.08 for w in widths]  # the selected title is bold

style = segpager.StripStyle(
    item_padding=12,
    spacing=4,
    leading_inset=16,
    trailing_inset=16,
    fit_policy=segpager.FitPolicy.CENTER,
)
layout = segpager.strip_layout(widths, viewport_width=375, style=style, selected_widths=selected)

print(f"content width {layout.content_width:.1f}, scrolls: {layout.scrolls}")
for title, frame in zip(titles, layout.frames, strict=True):
    print(f"  {title:<14} x={frame.x:7.2f} width={frame.width:6.2f}")
print("tap at x=200 hits", titles[layout.hit_test(200) or 0])
print("visible at offset 120:", [titles[i] for i in layout.visible_range(120, 375)])
