"""Calls every stateless function with extreme but finite values (1e-300 ...
1.7e308, zero sizes, every enum). Run as a subprocess by test_robustness.py:
a Swift trap kills the process, which the test reports.
Usage: stress_stateless.py SEED RUNS"""

from __future__ import annotations

import random
import sys

import segpager as s

V = [0.0, 1e-300, -1e-300, 1.0, -1.0, 375.0, 1e6, -1e6, 1e15, -1e15, 1e300, -1e300]
V += [1.7e308, -1.7e308]
P = [0.0, 1e-300, 1.0, 375.0, 1e300, 1.7e308]


def main(seed: int, runs: int) -> None:
    rng = random.Random(seed)
    bad = 0
    for _ in range(runs):
        try:
            n = rng.choice([0, 1, 3, 50])
            st = s.StripStyle(
                width_mode=rng.choice(list(s.WidthMode)),
                fit_policy=rng.choice(list(s.FitPolicy)),
                direction=rng.choice(list(s.Direction)),
                item_width=rng.choice(P[1:]),
                visible_count=rng.choice([0.5, 4, 1e300]),
                item_padding=rng.choice(P),
                spacing=rng.choice(P),
                leading_inset=rng.choice(P),
                trailing_inset=rng.choice(P),
                min_item_width=rng.choice([0, 10]),
                max_item_width=rng.choice([0, 1e300]),
            )
            lay = s.strip_layout([rng.choice(P) for _ in range(n)], rng.choice(P), st)
            ind = s.IndicatorStyle(
                width_mode=rng.choice(list(s.IndicatorWidthMode)),
                alignment=rng.choice(list(s.IndicatorAlignment)),
                placement=rng.choice(list(s.IndicatorPlacement)),
                transition=rng.choice(list(s.IndicatorTransition)),
                easing=rng.choice(list(s.Easing)),
                overscroll=rng.choice(list(s.IndicatorOverscroll)),
                extra_width=rng.choice(V),
                width=rng.choice(P[1:]),
                corner_radius=rng.choice(P),
                leading_inset=rng.choice(P),
                stretch=rng.choice([0, 0.5, 1]),
            )
            off = s.StripOffsetStyle(
                policy=rng.choice(list(s.StripScrollPolicy)),
                timing=rng.choice(list(s.StripScrollTiming)),
                containment=rng.choice(list(s.StripContainment)),
                margin=rng.choice(P),
            )
            app = s.AppearanceStyle(
                color_space=rng.choice(list(s.ColorSpace)),
                policy=rng.choice(list(s.AppearancePolicy)),
                selected_scale=rng.choice([1e-300, 1, 1e300]),
            )
            s.strip_state(
                lay,
                rng.choice(V),
                indicator=ind,
                appearance=app,
                offset=off,
                current_offset=rng.choice(V),
                height=rng.choice(P),
            )
        except s.SegPagerError:
            bad += 1
        try:
            g = s.PageGeometry(
                page_count=rng.choice([0, 1, 5, 2**31 - 1]),
                direction=rng.choice(list(s.Direction)),
                alignment=rng.choice(list(s.PageAlignment)),
                pad_ends=rng.random() < 0.5,
                viewport_width=rng.choice(P),
                page_width=rng.choice(P),
                page_spacing=rng.choice(P),
            )
            g.position(rng.choice(V))
            g.page_offset(rng.choice(V))
            g.page_offset_range()
            s.selected_index(rng.choice(V), rng.choice([0, 5, 2**31 - 1]))
            s.paging_target(
                g,
                rng.choice(V),
                rng.choice(V),
                rng.randrange(5),
                s.PagingOptions(
                    profile=rng.choice(list(s.PagingProfile)),
                    looping=rng.random() < 0.5,
                    max_pages=rng.choice([1, 2**31 - 1]),
                ),
            )
        except s.SegPagerError:
            bad += 1
        try:
            h = s.HeaderStyle(
                height=rng.choice(P),
                pinned_height=rng.choice(P),
                pin_offset=rng.choice(P),
                pull_down=rng.choice(list(s.HeaderPullDown)),
                content_mode=rng.choice(list(s.HeaderContentMode)),
                parallax=rng.choice([0, 0.5, 1]),
                content_height=rng.choice(P),
            )
            s.header_frame(h, rng.choice(P), rng.choice(V))
            s.nested_scroll(
                h,
                rng.choice(V),
                rng.choice(P),
                rng.choice(P),
                rng.choice(P),
                rng.choice(list(s.NestedScrollMode)),
                rng.choice(P),
            )
            s.header_snap_target(h, rng.choice(V), rng.choice(V))
            s.gesture_axis(rng.choice(V), rng.choice(V), rng.choice(P), rng.choice([0, 30, 45]))
        except s.SegPagerError:
            bad += 1
        try:
            sp = s.DampedSpring(
                response=rng.choice(P[1:]), damping_ratio=rng.choice([1e-300, 0.5, 1, 2, 1e300])
            )
            sp.state(rng.choice(V), rng.choice(V), rng.choice(P))
            sp.settling_time(rng.choice(V), rng.choice(V), rng.choice(P[1:]))
            s.deceleration_state(
                rng.choice(V), rng.choice(P), rng.choice([1e-300, 0.5, 0.998, 1 - 1e-16])
            )
            s.deceleration_duration(rng.choice(V), rng.choice(P[1:]))
            s.rubber_band(rng.choice(V), rng.choice(P[1:]))
            s.cubic_bezier(rng.random(), rng.choice(V), rng.random(), rng.choice(V), rng.choice(V))
        except s.SegPagerError:
            bad += 1
    print("ok", bad)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
