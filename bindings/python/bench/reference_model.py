"""A pure-Python reference model of segpager's per-frame maths.

Written the way a careful Python developer would write it by hand for one
app: plain floats, small dataclasses, no ctypes, no numpy. It is not engine
API and does not ship in the package. It has two jobs:

1. the oracle of ``tests/test_reference_model.py``, a hypothesis test that
   checks the engine and this model agree within 1e-9;
2. the baseline of ``bench/bench_python.py`` (``py_reference_frame_us``).

It covers the stateless per-frame functions: the position at a page offset,
the strip layout, the indicator, the appearance of the visible items, the
strip offset and the header frame at a list offset. Styles name their modes
with lower-case strings (``"intrinsic"``, ``"center"``), the engine's enum
names in lower case. The formulas follow the five seed systems
(docs/guide/seeds.md; cited where a number comes from one) and the header's
documentation.
"""

from __future__ import annotations

import bisect
import dataclasses
import math
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

TOLERANCE = 1e-9


def snapped(p: float) -> float:
    """``p`` within 1e-9 of an integer is that integer."""
    nearest = float(round(p))
    return nearest if abs(p - nearest) <= TOLERANCE else p


def lerp(a: float, b: float, t: float) -> float:
    return b if t == 1 else a + (b - a) * t


# --- pages -------------------------------------------------------------------


@dataclass(frozen=True)
class Pages:
    page_count: int
    viewport_width: float
    page_width: float = 0.0
    page_spacing: float = 0.0
    alignment: str = "leading"
    pad_ends: bool = True
    direction: str = "ltr"


def position_at_page_offset(pages: Pages, offset: float) -> float:
    """The position at a page offset (``segpager_page_position``)."""
    width = pages.page_width or pages.viewport_width
    stride = width + pages.page_spacing
    spare = pages.viewport_width - width
    centred = pages.alignment == "center"
    lead = max(0.0, spare / 2) if pages.pad_ends and centred else 0.0
    trail = 0.0
    if pages.pad_ends:
        trail = max(0.0, spare / 2) if centred else max(0.0, spare)
    shift = spare / 2 if centred else 0.0
    if pages.direction == "rtl":
        n = pages.page_count
        content = lead + n * width + max(n - 1, 0) * pages.page_spacing + trail
        offset = max(0.0, content - pages.viewport_width) - offset
    return snapped((offset - lead + shift) / stride)


def selected_index(p: float, count: int) -> int:
    """The nearest item to ``p`` (half way goes up), clamped; seed 000's
    ``Int((x + W/2)/W)``."""
    page = math.floor(snapped(p) + 0.5)
    return min(max(page, 0), count - 1)


# --- strip layout ------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """What the caller measured for one tab (0 selected width: the normal one)."""

    content: float
    selected_content: float = 0.0
    subtitle: float = 0.0
    selected_subtitle: float = 0.0

    @property
    def selected_title(self) -> float:
        return self.selected_content or self.content

    @property
    def normal_width(self) -> float:
        return self.content + self.subtitle

    @property
    def selected_width(self) -> float:
        return self.selected_title + (self.selected_subtitle or self.subtitle)

    @property
    def reserved_width(self) -> float:
        return max(self.content, self.selected_content) + max(self.subtitle, self.selected_subtitle)


@dataclass(frozen=True)
class StripStyle:
    width_mode: str = "intrinsic"
    fit_policy: str = "leading"
    direction: str = "ltr"
    selected_width_mode: str = "reserve"
    selected_index: int = 0
    item_width: float = 0.0
    visible_count: float = 4.0
    item_padding: float = 0.0
    min_item_width: float = 0.0
    max_item_width: float = 0.0
    spacing: float = 0.0
    leading_inset: float = 0.0
    trailing_inset: float = 0.0
    item_leading_padding: float = 0.0
    item_trailing_padding: float = 0.0
    widest_gutter: float = 16.0
    max_item_width_margin: float = 0.0
    #: the viewport the layout runs in (for max_item_width_margin)
    viewport: float = 0.0

    def clamp(self, width: float) -> float:
        width = max(width, self.min_item_width)
        upper = self.max_item_width if self.max_item_width > 0 else math.inf
        if self.max_item_width_margin > 0:
            upper = min(upper, max(0.0, self.viewport - self.max_item_width_margin))
        return min(width, upper)


@dataclass
class Strip:
    """A laid-out strip: ``xs[i]``, ``widths[i]`` per item, in visual
    coordinates (RTL puts item 0 at the right)."""

    items: list[Item]
    xs: list[float]
    widths: list[float]
    content_width: float
    viewport_width: float
    direction: str
    height: float = 44.0
    #: the content's insets from each item's leading and trailing edge
    content_leading: float = 0.0
    content_trailing: float = 0.0
    # Left edges and right edges in visual (left-to-right) order, for bisect.
    _lefts: list[float] = field(default_factory=list, repr=False)
    _rights: list[float] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        order = range(len(self.xs))
        if self.direction == "rtl":
            order = range(len(self.xs) - 1, -1, -1)
        self._lefts = [self.xs[i] for i in order]
        self._rights = [self.xs[i] + self.widths[i] for i in order]

    @property
    def scrolls(self) -> bool:
        return self.content_width > self.viewport_width + TOLERANCE * max(1.0, self.viewport_width)

    def visible_range(self, offset: float) -> range:
        """Items whose closed frame meets ``(offset, offset + viewport)``."""
        n = len(self.xs)
        if n == 0 or self.viewport_width <= 0:
            return range(0)
        first = bisect.bisect_right(self._rights, offset)
        last = bisect.bisect_left(self._lefts, offset + self.viewport_width) - 1
        if first > last:
            return range(0)
        if self.direction == "rtl":
            first, last = n - 1 - last, n - 1 - first
        return range(first, last + 1)


def _item_widths(items: list[Item], style: StripStyle, viewport: float) -> list[float]:
    n = len(items)
    gaps = max(n - 1, 0) * style.spacing
    available = viewport - style.leading_inset - style.trailing_inset - gaps
    mode = style.width_mode
    if mode == "fixed":
        return [style.item_width] * n
    if mode == "equal":
        return [style.clamp(max(0.0, available) / n)] * n if n else []
    if mode == "visible_count":
        k = style.visible_count
        share = viewport - style.leading_inset - style.trailing_inset - (k - 1) * style.spacing
        return [style.clamp(max(0.0, share) / k)] * n
    widths = []
    padding = 2 * style.item_padding + style.item_leading_padding + style.item_trailing_padding
    for i, item in enumerate(items):
        if style.selected_width_mode == "reserve":
            content = item.reserved_width
        elif i == style.selected_index:
            content = item.selected_width
        else:
            content = item.normal_width
        widths.append(style.clamp(content + padding))
    if mode == "widest":
        # MDC TabLayout, MODE_FIXED + GRAVITY_CENTER: the widest for all while
        # the row fits inside the gutters, else fill (the equal share).
        widest = max(widths, default=0.0)
        row = style.leading_inset + n * widest + gaps + style.trailing_inset
        if row <= viewport - 2 * style.widest_gutter:
            return [widest] * n
        return [style.clamp(max(0.0, available) / n)] * n if n else []
    if mode == "fill" and widths and sum(widths) < available:
        # Water-filling: raise the narrow items to a common level.
        remaining, sharing = available, len(widths)
        for width in sorted(widths, reverse=True):
            if sharing <= 1 or width <= remaining / sharing:
                break
            remaining -= width
            sharing -= 1
        level = remaining / sharing
        widths = [style.clamp(max(w, level)) for w in widths]
    return widths


def layout(items: list[Item], style: StripStyle, viewport: float, height: float = 44.0) -> Strip:
    """The strip's frames (``segpager_strip_layout``)."""
    style = dataclasses.replace(style, viewport=viewport)
    widths = _item_widths(items, style, viewport)
    n = len(widths)
    packed = (
        style.leading_inset + sum(widths) + max(n - 1, 0) * style.spacing + style.trailing_inset
    )
    scrolls = n > 0 and packed > viewport + TOLERANCE * max(1.0, viewport)
    start, gap = style.leading_inset, style.spacing
    content = viewport
    if scrolls:
        content = packed
    elif n:
        spare = max(0.0, viewport - packed)
        policy = style.fit_policy
        if policy == "center":
            start += spare / 2
        elif policy == "trailing":
            start += spare
        elif policy == "space_between":
            if n > 1:
                gap += spare / (n - 1)
        elif policy == "space_around":
            start += spare / (2 * n)
            gap += spare / n
        elif policy == "space_evenly":
            start += spare / (n + 1)
            gap += spare / (n + 1)
        elif policy == "grow_items":
            widths = [w + spare / n for w in widths]
        elif policy == "equal_when_fits":
            # seed 001: W/n per item, edge to edge.
            start, gap = 0.0, 0.0
            widths = [viewport / n] * n
    xs = []
    x = start
    for width in widths:
        xs.append(x)
        x += width + gap
    if scrolls and xs:
        content = max(content, xs[-1] + widths[-1] + style.trailing_inset)
    if style.direction == "rtl":
        xs = [max(0.0, content - (x + w)) for x, w in zip(xs, widths, strict=True)]
    leading = style.item_padding + style.item_leading_padding
    trailing = style.item_padding + style.item_trailing_padding
    return Strip(items, xs, widths, content, viewport, style.direction, height, leading, trailing)


# --- position split ------------------------------------------------------------


def _span(p: float, count: int) -> tuple[int, int, float, float]:
    """(lower item, upper item, fraction, overscroll) around ``p``."""
    last = count - 1
    clamped = min(max(snapped(p), 0.0), float(last))
    overscroll = p if p < 0 else (p - last if p > last else 0.0)
    lower = math.floor(clamped)
    upper = min(lower + 1, last)
    fraction = 0.0 if upper == lower else clamped - lower
    return lower, upper, fraction, overscroll


# --- easing ----------------------------------------------------------------------

CURVES = {
    "ease": (0.25, 0.1, 0.25, 1.0),
    "ease_in": (0.42, 0.0, 1.0, 1.0),
    "ease_out": (0.0, 0.0, 0.58, 1.0),
    "ease_in_out": (0.42, 0.0, 0.58, 1.0),
}


def cubic_bezier(x1: float, y1: float, x2: float, y2: float, x: float) -> float:
    """CSS ``cubic-bezier``: y at x, by Newton's method then bisection."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0

    def sample(t: float, p1: float, p2: float) -> float:
        u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t

    t = x
    for _ in range(8):
        error = sample(t, x1, x2) - x
        if abs(error) < 1e-12:
            return sample(t, y1, y2)
        u = 1 - t
        slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
        if abs(slope) < 1e-9:
            break
        t -= error / slope
    low, high, t = 0.0, 1.0, x
    for _ in range(60):
        value = sample(t, x1, x2)
        if abs(value - x) < 1e-12:
            break
        if value < x:
            low = t
        else:
            high = t
        t = (low + high) / 2
    return sample(t, y1, y2)


# --- indicator -------------------------------------------------------------------


@dataclass(frozen=True)
class IndicatorStyle:
    width_mode: str = "content"
    alignment: str = "center"
    placement: str = "bottom"
    transition: str = "linear"
    easing: str = "linear"
    overscroll: str = "clamp"
    clamp_to_item: bool = False
    width: float = 20.0
    extra_width: float = 0.0
    min_width: float = 0.0
    max_width: float = 0.0
    height: float = 2.0
    corner_radius: float = 0.0
    leading_inset: float = 0.0
    top_inset: float = 0.0
    trailing_inset: float = 0.0
    bottom_inset: float = 0.0
    stretch: float = 1.0
    bezier: tuple[float, float, float, float] = (0.42, 0.0, 0.58, 1.0)

    def eased(self, f: float) -> float:
        if self.easing == "linear":
            return f
        return cubic_bezier(*CURVES.get(self.easing, self.bezier), f)


#: The indicator: x, y, width, height, corner radius and opacity.
Indicator = tuple[float, float, float, float, float, float]


def _resting_span(strip: Strip, i: int, style: IndicatorStyle) -> tuple[float, float]:
    """The indicator's [left, right] resting on item ``i``."""
    x, w = strip.xs[i], strip.widths[i]
    mid = x + w / 2
    item = strip.items[i] if strip.items else None
    ltr = strip.direction == "ltr"
    left_inset, right_inset = (
        (style.leading_inset, style.trailing_inset)
        if ltr
        else (style.trailing_inset, style.leading_inset)
    )
    box_left = min(x + left_inset, mid + (left_inset - right_inset) / 2)
    box_width = max(0.0, w - left_inset - right_inset)
    if style.width_mode == "item":
        width = box_width
    elif style.width_mode == "content":
        width = item.selected_title if item else box_width
    elif style.width_mode == "item_less_subtitle":
        subtitle = item.selected_width - item.selected_title if item else 0.0
        width = max(0.0, box_width - subtitle)
    else:
        width = style.width
    width = max(width + style.extra_width, style.min_width)
    if style.max_width > 0:
        width = min(width, style.max_width)
    if style.clamp_to_item:
        width = min(width, box_width)
    width = max(0.0, width)
    content = item.selected_width if item else w
    # The content is centred between the item's paddings (the left one is
    # the trailing padding in RTL).
    shift = (strip.content_leading - strip.content_trailing) / 2
    mid_content = mid + (shift if ltr else -shift)
    if style.alignment == "center":
        left = box_left + box_width / 2 - width / 2
    elif style.alignment == "content_leading":
        content_left = mid_content - content / 2
        if ltr:
            left = content_left + style.leading_inset - style.extra_width / 2
        else:
            left = content_left + content - style.leading_inset + style.extra_width / 2 - width
    elif style.alignment == "leading":  # the box's leading edge
        left = box_left if ltr else box_left + box_width - width
    else:  # title_center
        title = item.selected_title if item else w
        centre = (
            mid_content - content / 2 + title / 2 if ltr else mid_content + content / 2 - title / 2
        )
        left = centre - width / 2
    return left, left + width


def indicator(strip: Strip, p: float, style: IndicatorStyle) -> Indicator:
    """The indicator at position ``p`` (``segpager_indicator_rect``)."""
    n = len(strip.xs)
    if n == 0:
        return (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    lower, upper, fraction, overscroll = _span(p, n)
    a_left, a_right = _resting_span(strip, lower, style)
    b_left, b_right = _resting_span(strip, upper, style)
    f = style.eased(fraction)
    ltr = strip.direction == "ltr"
    a_centre, b_centre = a_left + a_right, b_left + b_right
    toward_right = b_centre > a_centre if b_centre != a_centre else ltr
    alpha = 1.0
    transition = style.transition
    if transition == "linear":
        left, right = lerp(a_left, b_left, f), lerp(a_right, b_right, f)
    elif transition == "stretch":
        s = style.stretch
        front = (1 + s) * f if f <= 0.5 else (1 + s) / 2 + (1 - s) * (f - 0.5)
        back = (1 - s) * f if f <= 0.5 else (1 - s) / 2 + (1 + s) * (f - 0.5)
        left = lerp(a_left, b_left, back if toward_right else front)
        right = lerp(a_right, b_right, front if toward_right else back)
    elif transition in ("elastic", "elastic_rounded"):
        # Flutter's elastic indicator: the front edge on sin, the back on 1 - cos.
        fast = math.sin(math.pi * f / 2)
        slow = 1 - math.cos(math.pi * f / 2)
        rounded = transition == "elastic_rounded"

        def travel(a: float, b: float, t: float) -> float:
            return a + math.floor((b - a) * t + 0.5) if rounded else lerp(a, b, t)

        left = travel(a_left, b_left, slow if toward_right else fast)
        right = travel(a_right, b_right, fast if toward_right else slow)
    elif transition == "fade":
        if f < 0.5:
            left, right, alpha = a_left, a_right, min(max(1 - 2 * f, 0.0), 1.0)
        else:
            left, right, alpha = b_left, b_right, min(max(2 * f - 1, 0.0), 1.0)
    else:  # snap
        left, right = (a_left, a_right) if f < 0.5 else (b_left, b_right)
    if overscroll != 0:
        end = 0 if overscroll < 0 else n - 1
        past_right = (overscroll > 0) == ltr
        amount = abs(overscroll)
        if style.overscroll == "follow":
            shift = amount * strip.widths[end] * (1 if past_right else -1)
            left, right = left + shift, right + shift
        elif style.overscroll == "compress":
            width = (right - left) * max(0.0, 1 - amount)
            if past_right:
                left = right - width
            else:
                right = left + width
    if style.overscroll == "clamp":
        width = min(right - left, strip.content_width)
        left = min(max(left, 0.0), strip.content_width - width)
        right = left + width
    top, bottom = style.top_inset, strip.height - style.bottom_inset
    placement = style.placement
    if placement == "bottom":
        y, height = bottom - style.height, style.height
    elif placement == "top":
        y, height = top, style.height
    elif placement == "center":
        y, height = (top + bottom - style.height) / 2, style.height
    else:
        y, height = top, max(0.0, bottom - top)
    width = max(0.0, right - left)
    radius = min(style.corner_radius, width / 2, height / 2)
    return (left, y, width, height, radius, alpha)


# --- appearance ------------------------------------------------------------------

RGBA = tuple[float, float, float, float]


@dataclass(frozen=True)
class AppearanceStyle:
    policy: str = "gradual"
    color_space: str = "srgb"
    normal_color: RGBA = (0.2, 0.2, 0.2, 1.0)
    selected_color: RGBA = (0.0, 0.478, 1.0, 1.0)
    selected_scale: float = 1.0
    normal_emphasis: float = 0.0
    selected_emphasis: float = 0.0


@dataclass(frozen=True)
class ItemAppearance:
    selection_weight: float
    color: RGBA
    scale: float
    emphasis: float


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    return c * 12.92 if c <= 0.0031308 else 1.055 * math.pow(c, 1 / 2.4) - 0.055


def _to_oklab(c: RGBA) -> tuple[float, float, float]:
    # Björn Ottosson's matrices.
    r, g, b = _linear(c[0]), _linear(c[1]), _linear(c[2])
    l_ = math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    m_ = math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    s_ = math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
        0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
        1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
        0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_,
    )


def _from_oklab(lab: tuple[float, float, float]) -> tuple[float, float, float]:
    lightness, a, b = lab
    l_ = 0.9999999984505198 * lightness + 0.39633779217376786 * a + 0.2158037580607588 * b
    m_ = 1.0000000088817609 * lightness - 0.10556134232365635 * a - 0.06385417477170591 * b
    s_ = 1.0000000546724108 * lightness - 0.08948418209496575 * a - 1.2914855378640917 * b
    l3, m3, s3 = l_**3, m_**3, s_**3
    return (
        _encoded(4.076741661347994 * l3 - 3.3077115904081933 * m3 + 0.2309699287294279 * s3),
        _encoded(-1.268438004092176 * l3 + 2.6097574006633715 * m3 - 0.3413193963102196 * s3),
        _encoded(-0.004196086541837109 * l3 - 0.7034186144594496 * m3 + 1.7076147009309448 * s3),
    )


def mix(a: RGBA, b: RGBA, t: float, space: str) -> RGBA:
    """The colour ``t`` of the way from ``a`` to ``b``, clamped to [0, 1]."""
    if t <= 0:
        return a
    if t >= 1:
        return b
    alpha = lerp(a[3], b[3], t)
    if space == "srgb":
        rgb = [lerp(a[i], b[i], t) for i in range(3)]
    else:
        if space == "oklab":
            from_, to = _to_oklab(a), _to_oklab(b)
        else:
            from_, to = (a[0], a[1], a[2]), (b[0], b[1], b[2])
        mixed = [
            0.0 if alpha == 0 else lerp(from_[i] * a[3], to[i] * b[3], t) / alpha for i in range(3)
        ]
        rgb = list(_from_oklab((mixed[0], mixed[1], mixed[2]))) if space == "oklab" else mixed
    r, g, b_ = (min(max(c, 0.0), 1.0) for c in rgb)
    return (r, g, b_, alpha)


def appearances(
    strip: Strip, p: float, items: range, style: AppearanceStyle, selected: int
) -> list[ItemAppearance]:
    """The look of ``items`` at ``p`` (``segpager_item_appearances``)."""
    n = len(strip.xs)
    clamped = min(max(snapped(p), 0.0), float(n - 1))
    looks = []
    for i in items:
        if style.policy == "gradual":
            weight = max(0.0, 1 - abs(clamped - i))
        else:
            weight = 1.0 if i == selected else 0.0
        colour = mix(style.normal_color, style.selected_color, weight, style.color_space)
        looks.append(
            ItemAppearance(
                weight,
                colour,
                lerp(1.0, style.selected_scale, weight),
                lerp(style.normal_emphasis, style.selected_emphasis, weight),
            )
        )
    return looks


# --- strip offset ----------------------------------------------------------------


@dataclass(frozen=True)
class OffsetStyle:
    policy: str = "center"
    containment: str = "clamp"
    timing: str = "progressive"
    margin: float = 0.0


def strip_offset(
    strip: Strip, p: float, style: OffsetStyle, selected: int, current: float = 0.0
) -> float:
    """The strip offset at ``p`` (``segpager_strip_offset``): seed 000 centres
    the tab, clamped to the content."""
    n = len(strip.xs)
    if n == 0 or not strip.scrolls:
        return 0.0
    if style.timing == "progressive":
        lower, upper, fraction, _ = _span(p, n)
        left = lerp(strip.xs[lower], strip.xs[upper], fraction)
        right = lerp(
            strip.xs[lower] + strip.widths[lower], strip.xs[upper] + strip.widths[upper], fraction
        )
    else:
        left, right = strip.xs[selected], strip.xs[selected] + strip.widths[selected]
    viewport, margin = strip.viewport_width, style.margin
    ltr = strip.direction == "ltr"
    policy = style.policy
    if style.containment in ("trim_snaps", "keep_snaps") and policy in (
        "leading", "center", "trailing",
    ):  # fmt: skip
        if strip.content_width <= viewport + 2:  # Embla's pixelTolerance: one snap
            return 0.0
        if style.timing == "progressive":
            lower, upper, fraction, _ = _span(p, n)
            a = _embla_snap(strip, lower, policy, margin)
            return lerp(a, _embla_snap(strip, upper, policy, margin), fraction)
        return _embla_snap(strip, selected, policy, margin)
    if policy == "leading":
        offset = left - margin if ltr else right + margin - viewport
    elif policy in ("center", "always_center"):
        offset = (left + right) / 2 - viewport / 2
    elif policy == "trailing":
        offset = right + margin - viewport if ltr else left - margin
    elif policy == "minimal":
        offset = current
        if ltr:
            if right + margin > offset + viewport:
                offset = right + margin - viewport
            if left - margin < offset:
                offset = left - margin
        else:
            if left - margin < offset:
                offset = left - margin
            if right + margin > offset + viewport:
                offset = right + margin - viewport
    else:
        offset = current
    if style.containment == "clamp" and policy != "always_center":
        offset = min(max(offset, 0.0), max(0.0, strip.content_width - viewport))
    return offset


def _to_fixed3(value: float) -> float:
    """JavaScript's ``parseFloat(value.toFixed(3))``: the exact decimal value
    rounded to 3 places, a tie away from zero."""
    return float(Decimal(value).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP))


def _embla_snap(strip: Strip, i: int, policy: str, margin: float) -> float:
    """Item ``i``'s contained snap as a strip offset (Embla's ScrollContain.ts
    for one item per snap): first 0, last content - viewport, the others
    clamped, within 1 point of a bound moved onto it, rounded to 3 places."""
    viewport, content = strip.viewport_width, strip.content_width
    ltr = strip.direction == "ltr"
    x, width = strip.xs[i], strip.widths[i]
    start = x if ltr else content - (x + width)
    if policy == "trailing":
        align = viewport - width - margin
    elif policy == "center":
        align = (viewport - width) / 2
    else:
        align = margin
    low, high = viewport - content, 0.0
    aligned = -start + align
    snap = low if aligned < low else high if aligned > high else aligned
    if i == 0:
        translate = high
    elif i == len(strip.xs) - 1 or abs(low - snap) <= 1:
        translate = low
    elif abs(high - snap) <= 1:
        translate = high
    else:
        translate = snap
    offset = 0.0 - _to_fixed3(translate)
    return offset if ltr else max(0.0, content - viewport) - offset


# --- header ----------------------------------------------------------------------


@dataclass(frozen=True)
class HeaderStyle:
    height: float
    pinned_height: float
    pin_offset: float = 0.0
    pull_down: str = "stretch"
    parallax: float = 0.0
    content_mode: str = "fill"
    content_height: float = 0.0


Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class HeaderFrame:
    header: Rect
    content: Rect
    strip: Rect
    phase: str
    progress: float
    stretch_scale: float


def header_frame(style: HeaderStyle, width: float, y: float) -> HeaderFrame:
    """The header at list offset ``y`` (``segpager_header_frame_at``), seed 004's
    three regions."""
    # seed 004's names: header height H, pinned part S, collapse range R.
    H, S, top = style.height, style.pinned_height, style.pin_offset  # noqa: N806
    R = H - S  # noqa: N806
    if y < 0:
        phase = "stretched"
        if style.pull_down == "stretch":
            # seed 004: CGRectMake(W*y/H/2, 0, W*(H - y)/H, H - y)
            if H > 0:
                header = (width * y / H / 2, top, width * (H - y) / H, H - y)
            else:
                header = (0.0, top, width, -y)
        elif style.pull_down == "follow":
            header = (0.0, top - y, width, H)
        else:
            header = (0.0, top, width, H)
    else:
        phase = "expanded" if y == 0 else ("collapsing" if y < R else "pinned")
        header = (0.0, top - min(y, R), width, H)
    hx, hy, hw, hh = header
    strip = (hx, hy + hh - S, hw, S)
    collapsed = min(max(y, 0.0), R)
    progress = collapsed / R if R > 0 else (1.0 if y > 0 else 0.0)  # R = 0: as the phase
    own = style.content_height if style.content_height > 0 else H
    mode = style.content_mode
    if mode == "fill":
        cy, ch = hy, hh
    elif mode == "top_fill":
        cy, ch = hy, max(own, hh)
    elif mode == "top":
        cy, ch = hy, own
    elif mode == "center":
        cy, ch = hy + (hh - own) / 2, own
    else:
        cy, ch = hy + hh - own, own
    content = (hx, cy + style.parallax * collapsed, hw, ch)
    return HeaderFrame(header, content, strip, phase, progress, hh / H if H > 0 else 1.0)


# --- one display frame -----------------------------------------------------------


@dataclass(frozen=True)
class Frame:
    position: float
    strip_offset: float
    indicator: Indicator
    first_visible_item: int | None
    appearances: list[ItemAppearance]
    header: HeaderFrame


def frame(
    pages: Pages,
    strip: Strip,
    page_offset: float,
    list_offset: float,
    indicator_style: IndicatorStyle,
    appearance_style: AppearanceStyle,
    offset_style: OffsetStyle,
    header_style: HeaderStyle,
    current_offset: float = 0.0,
) -> Frame:
    """Everything one display frame draws, from a page offset and a list offset."""
    p = position_at_page_offset(pages, page_offset)
    selected = selected_index(p, len(strip.xs))
    offset = strip_offset(strip, p, offset_style, selected, current_offset)
    visible = strip.visible_range(offset)
    return Frame(
        p,
        offset,
        indicator(strip, p, indicator_style),
        visible.start if visible else None,
        appearances(strip, p, visible, appearance_style, selected),
        header_frame(header_style, pages.viewport_width, list_offset),
    )
