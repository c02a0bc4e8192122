"""Turn a pager's scroll offset into a position and a selected tab.

Run:  make examples   (or .build/venv/bin/python bindings/python/examples/page_position.py)
"""

from __future__ import annotations

import segpager

pages = segpager.PageGeometry(page_count=8, viewport_width=375)
for offset in (0.0, 150.0, 187.5, 700.0, 2700.0):
    p = pages.position(offset)
    print(
        f"offset {offset:7.1f} -> position {p:5.3f}, selected "
        f"{segpager.selected_index(p, 8)} (nearest) / "
        f"{segpager.selected_index(p, 8, segpager.CommitRule.FLOOR)} (floor)"
    )

# Rotation: the position survives, the offset is recomputed.
landscape = segpager.PageGeometry(page_count=8, viewport_width=812)
rotated = pages.page_offset_after_resize(landscape, pages.page_offset(2.25))
print(f"after rotation to 812 pt: offset {rotated:.2f}, position {landscape.position(rotated):.2f}")
