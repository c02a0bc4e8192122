"""The nested option fields of segpager.h that hold the package's own
classes, generated: do not edit.

Written by tools/gen_abi.py from the header and bindings/abi/options.toml
(`make abi`; `make check-abi` fails when it is stale)."""

# ruff: noqa: E501

from __future__ import annotations

from dataclasses import dataclass

from ..pages import PageGeometry
from ..physics import DampedSpring, PagingOptions
from .abi import (
    CommitPolicy,
    CubicBezier,
    Deceleration,
    Easing,
    FarTransition,
    IntegratorBody,
    ListFlingProfile,
    PageAlignment,
    PageWindowPolicy,
    PagingProfile,
    ScrollDriver,
    SettleMode,
)


@dataclass(frozen=True)
class PagerConfigurationFields:
    """The fields of ``segpager_pager_configuration``, nested as Swift nests them, defaults as ``segpager_pager_configuration_init`` writes them."""

    #: CommitPolicy; default AT_HALF
    commit_policy: CommitPolicy = CommitPolicy.AT_HALF
    #: ScrollDriver; default ENGINE
    driver: ScrollDriver = ScrollDriver.ENGINE
    #: Easing; CUBIC_BEZIER (since 0.8.0) takes tap_curve; default EASE_IN_OUT
    tap_easing: Easing = Easing.EASE_IN_OUT
    #: CubicBezier; C: tap_bezier_x1, tap_bezier_y1, tap_bezier_x2, tap_bezier_y2
    tap_curve: CubicBezier = CubicBezier(x1=0.42, y1=0.0, x2=0.58, y2=1.0)
    #: Easing; CUBIC_BEZIER (since 0.8.0) takes settle_curve; default EASE_OUT
    settle_easing: Easing = Easing.EASE_OUT
    #: CubicBezier; C: settle_bezier_x1, settle_bezier_y1, settle_bezier_x2, settle_bezier_y2
    settle_curve: CubicBezier = CubicBezier(x1=0.42, y1=0.0, x2=0.58, y2=1.0)
    #: the page the pager rests on when its first items arrive (the first set_items or
    #: insert_item that brings any), clamped to them; the next frame reports it as
    #: SELECTED_CHANGED, cause PROGRAM. Applied once; a drag under way keeps its finger's page.
    #: Default 0
    initial_index: int = 0
    #: PageGeometry; C: page_alignment, pad_ends, viewport_width, page_width, page_spacing
    pages: PageGeometry = PageGeometry(alignment=PageAlignment.LEADING, pad_ends=True, viewport_width=0.0, page_width=0.0, page_spacing=0.0)
    #: PageWindowPolicy; C: prepare_radius, keep_radius, cache_limit, reuse_slots
    windows: PageWindowPolicy = PageWindowPolicy(prepare_radius=1, keep_radius=1, cache_limit=0, reuse=False)
    #: 0 or 1: the pages wrap (page n-1 is followed by page 0). Page offsets and positions then
    #: grow without bound (a lap is n pages), the selection is the position modulo n, a tap takes
    #: the short way round, and the strip repeats every content width: a frame's strip items are
    #: the copies on screen and its indicator is under the selected tab's copy on screen, however
    #: far the strip scrolled on its own (a front end that draws from the layout instead draws
    #: the items and the indicator again one period to each side of a strip that follows its
    #: policy). Offsets beyond 10^12 pages are E_RANGE (beyond 2^29 pages in a 32-bit build, such
    #: as the web door's wasm32 module, whose Ints would overflow past it). Default 0
    looping: bool = False
    #: 0 = the pager's width; >= 0; default 0
    strip_viewport_width: float = 0.0
    #: the tabs' height; >= 0; default 44
    strip_height: float = 44.0
    #: seconds; >= 0; default 0.3 (seed 002; seed 000: 0.25)
    tap_duration: float = 0.3
    #: seconds; >= 0; default 0.3
    settle_duration: float = 0.3
    #: PagingOptions; C: flick_velocity, paging_profile, paging_max_pages, paging_deceleration_rate, paging_min_velocity, paging_min_distance, paging_flutter_tolerance, paging_positional_threshold, paging_snap_positional_threshold
    paging: PagingOptions = PagingOptions(flick_velocity=400.0, profile=PagingProfile.UIKIT, max_pages=1, deceleration=Deceleration(rate=0.99), min_velocity=100.0, min_distance=0.0, flutter_tolerance=20.0, positional_threshold=56.0, snap_positional_threshold=0.5)
    #: SettleMode; default SPRING (0.3.0's behaviour is CURVE)
    settle_mode: SettleMode = SettleMode.SPRING
    #: DampedSpring; C: spring_response, spring_damping_ratio, spring_mass
    settle_spring: DampedSpring = DampedSpring(response=0.35, damping_ratio=1.0, mass=1.0)
    #: SPRING: drags past the first or last page rubber-band; >= 0, 0 clamps; default 0.55
    rubber_band: float = 0.55
    #: the most notifications kept for a caller whose notification array is too small (they wait
    #: for the next step); past it the oldest are dropped, SELECTED_CHANGED and HEADER_PHASE
    #: first (the frame has both states), and the frame's dropped_notifications counts them. >=
    #: 0; default 1024
    notification_limit: int = 1024
    #: pointer events: how far a pointer moves before it drags anything, pt (a shorter one lifted
    #: in the strip is a tap); >= 0; default 10, UIScrollView's (Android's ViewConfiguration
    #: touch slop is 8 dp)
    touch_slop: float = 10.0
    #: WHEEL: the pages settle this long after the last one, s; >= 0; default 0.15
    wheel_settle_delay: float = 0.15
    #: Deceleration; C: list_deceleration_rate
    list_deceleration: Deceleration = Deceleration(rate=0.998)
    #: > 0: the slop grows with the pager, to this fraction of pages.viewport_width, at least
    #: touch_slop and at most touch_slop_maximum (Embla's goToNextThreshold has this shape:
    #: clamp(0.2 x view, 50, 225) px); in [0, 1]; default 0 (a fixed slop)
    touch_slop_fraction: float = 0.0
    #: the relative slop's upper bound; >= 0; default 0 (none)
    touch_slop_maximum: float = 0.0
    #: IntegratorBody; C: integrator_duration, integrator_friction
    integrator_body: IntegratorBody = IntegratorBody(duration=25.0, friction=0.68)
    #: ListFlingProfile: how a flung list decelerates; default UIKIT. Since 0.8.0
    list_fling_profile: ListFlingProfile = ListFlingProfile.UIKIT
    #: Deceleration; C: strip_deceleration_rate
    strip_deceleration: Deceleration = Deceleration(rate=0.998)
    #: FarTransition: how a tap or an animated SELECT reaches a page that is not beside the one
    #: on screen; default ADJACENT. The strip and the indicator go straight to the target in
    #: every mode. A HOST driver's pages are where its offsets put them (SWEEP). Since 0.8.0
    far_transition: FarTransition = FarTransition.ADJACENT
    #: PRE_JUMP: the pages jump to within this many pages of the target, then scroll; >= 1;
    #: default 3 (ViewPager2's). Since 0.8.0
    pre_jump_distance: int = 3
