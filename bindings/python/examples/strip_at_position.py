"""The strip at a position: seed 000's six titles at p = 0, 0.5, 2.25 and 5.

One call per position gives the strip offset, the indicator and the look of
every visible title. Run:  make examples
"""

from __future__ import annotations

import segpager

# seed 000 (RHNavController): six titles at 15 pt in a 375 pt strip; each item is
# its title plus 20 pt on each side, so the strip scrolls.
TITLES = ["first", "second", "third", "fourth", "fifth", "sixth"]
TITLE_WIDTHS = [28.0, 47.0, 34.0, 38.0, 30.0, 31.0]

layout = segpager.strip_layout(TITLE_WIDTHS, 375, segpager.StripStyle(item_padding=20))
appearance = segpager.AppearanceStyle(
    normal_color=segpager.RGBAColor(77 / 255, 77 / 255, 77 / 255),  # seed 000 NORMAL_COLOR
    selected_color=segpager.RGBAColor(243 / 255, 83 / 255, 33 / 255),  # seed 000 SELECT_COLOR
    color_space=segpager.ColorSpace.OKLAB,
    selected_scale=1.1,
)
indicator = segpager.IndicatorStyle(height=2, bottom_inset=1)  # seed 000: LineHeight 2, 1 pt up

print(f"content {layout.content_width:.0f} pt in 375 pt (scrolls: {layout.scrolls})")
for p in (0.0, 0.5, 2.25, 5.0):
    state = segpager.strip_state(layout, p, indicator=indicator, appearance=appearance)
    rect = state.indicator
    print(f"\np = {p}: strip offset {state.strip_offset:.2f}")
    print(f"  indicator x={rect.x:.2f} y={rect.y:.0f} width={rect.width:.2f}")
    for i, look in zip(state.visible_items, state.appearances, strict=True):
        c = look.color
        rgb = f"#{round(c.red * 255):02x}{round(c.green * 255):02x}{round(c.blue * 255):02x}"
        print(f"  {TITLES[i]:<7} weight {look.selection_weight:.2f} scale {look.scale:.3f} {rgb}")
