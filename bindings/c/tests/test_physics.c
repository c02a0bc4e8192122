/* Scroll physics through the C API, against UIKit's published formulas (the
 * deceleration, the rubber band, the damped spring; docs/guide/physics.md)
 * and numerical checks. */
#include <math.h>

#include "segpager.h"
#include "check.h"

#define NEAR(a, b, tol) (fabs((a) - (b)) <= (tol))
#define PI 3.14159265358979323846

/* RK4 on m x'' + c x' + k x = 0: an independent check of the closed forms. */
static void integrate_spring(double k, double c, double m, double x, double v, double t, double *out_x,
                             double *out_v) {
    int steps = 20000, i;
    double h = t / steps;
    for (i = 0; i < steps; ++i) {
        double k1x = v, k1v = -(k * x + c * v) / m;
        double k2x = v + h / 2 * k1v, k2v = -(k * (x + h / 2 * k1x) + c * (v + h / 2 * k1v)) / m;
        double k3x = v + h / 2 * k2v, k3v = -(k * (x + h / 2 * k2x) + c * (v + h / 2 * k2v)) / m;
        double k4x = v + h * k3v, k4v = -(k * (x + h * k3x) + c * (v + h * k3v)) / m;
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
    }
    *out_x = x;
    *out_v = v;
}

/* Bisection on the Bezier's x(t): an independent check of the solver. */
static double bezier_by_bisection(double x1, double y1, double x2, double y2, double x) {
    double lo = 0, hi = 1, t = 0.5;
    int i;
    for (i = 0; i < 200; ++i) {
        double u = 1 - t, bx = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t;
        if (bx < x) lo = t; else hi = t;
        t = (lo + hi) / 2;
    }
    return 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t;
}

static void test_deceleration(void) {
    double d = 0, v = 0, t = 0;
    /* WWDC18: (v/1000) d/(1 - d): 499 pt per 1000 pt/s at normal, 99 at fast */
    CHECK_STATUS(segpager_deceleration_projection(SEGPAGER_DECELERATION_NORMAL, 1000, &d), SEGPAGER_OK);
    CHECK_NEAR(d, 499);
    CHECK_STATUS(segpager_deceleration_projection(SEGPAGER_DECELERATION_FAST, 1000, &d), SEGPAGER_OK);
    CHECK_NEAR(d, 99);
    CHECK_STATUS(segpager_deceleration_projection(SEGPAGER_DECELERATION_FAST, -4000, &d), SEGPAGER_OK);
    CHECK_NEAR(d, -396);
    /* v(t) = v0 d^(1000t); x(t) = v0 (d^(1000t) - 1)/(1000 ln d) */
    CHECK_STATUS(segpager_deceleration_state(0.998, 1000, 1, &d, &v), SEGPAGER_OK);
    CHECK_NEAR(v, 1000 * pow(0.998, 1000));
    CHECK_NEAR(d, 1000 * (pow(0.998, 1000) - 1) / (1000 * log(0.998)));
    /* time to within 0.5 pt: 3.45 s at normal, 0.53 s at fast (Lobanov) */
    CHECK_STATUS(segpager_deceleration_duration(SEGPAGER_DECELERATION_NORMAL, 1000, 0.5, &t), SEGPAGER_OK);
    CHECK(NEAR(t, 3.45, 0.005));
    CHECK_STATUS(segpager_deceleration_duration(SEGPAGER_DECELERATION_FAST, 1000, 0.5, &t), SEGPAGER_OK);
    CHECK(NEAR(t, 0.53, 0.005));
    CHECK_STATUS(segpager_deceleration_duration(SEGPAGER_DECELERATION_FAST, 0.1, 0.5, &t), SEGPAGER_OK);
    CHECK(t == 0);
}

static void test_rubber_band(void) {
    /* x d c/(d + c x), d = 375: 10 -> 5.42, 100 -> 47.97, 1000 -> 222.97 */
    const double x[] = {10, 100, 1000}, shown[] = {5.42, 47.97, 222.97};
    double y = 0, back = 0;
    int i;
    for (i = 0; i < 3; ++i) {
        CHECK_STATUS(segpager_rubber_band(SEGPAGER_RUBBER_BAND_COEFFICIENT, 375, x[i], &y), SEGPAGER_OK);
        CHECK(NEAR(y, shown[i], 0.005));
        CHECK_STATUS(segpager_rubber_band_inverse(SEGPAGER_RUBBER_BAND_COEFFICIENT, 375, y, &back), SEGPAGER_OK);
        CHECK_NEAR(back, x[i]);
        CHECK_STATUS(segpager_rubber_band(SEGPAGER_RUBBER_BAND_COEFFICIENT, 375, -x[i], &y), SEGPAGER_OK);
        CHECK(NEAR(y, -shown[i], 0.005)); /* odd */
    }
    CHECK_STATUS(segpager_rubber_band(0.55, 667, 0, &y), SEGPAGER_OK);
    CHECK(y == 0);
}

static void test_spring(void) {
    segpager_spring s;
    const double ratios[] = {0.3, 1.0, 2.0}, times[] = {0.05, 0.2, 0.6};
    int i, j;
    segpager_spring_init(&s);
    for (i = 0; i < 3; ++i) {
        double w0, k, c;
        s.response = 0.4;
        s.damping_ratio = ratios[i];
        w0 = 2 * PI / s.response;
        k = w0 * w0; /* mass 1: k = (2 pi/response)^2, c = 4 pi zeta/response */
        c = 4 * PI * s.damping_ratio / s.response;
        for (j = 0; j < 3; ++j) {
            double x, v, ex, ev;
            CHECK_STATUS(segpager_spring_state(&s, 120, -900, times[j], &x, &v), SEGPAGER_OK);
            integrate_spring(k, c, 1, 120, -900, times[j], &ex, &ev);
            CHECK(NEAR(x, ex, 1e-6));
            CHECK(NEAR(v, ev, 1e-5));
        }
    }
    /* Apple: damping 5 (zeta 0.25, omega0 10) settles in about 2.85 s */
    s.response = 2 * PI / 10;
    s.damping_ratio = 0.25;
    {
        double t = 0;
        CHECK_STATUS(segpager_spring_settling_time(&s, 1, 0, 0.001, &t), SEGPAGER_OK);
        CHECK(NEAR(t, 2.85, 0.05));
    }
}

static void test_bezier(void) {
    const double curves[3][4] = {{0.25, 0.1, 0.25, 1}, {0.42, 0, 0.58, 1}, {0.2, -0.4, 0.6, 1.6}};
    int i, k;
    double y = 0;
    for (i = 0; i < 3; ++i) {
        for (k = 1; k < 20; ++k) {
            double x = k / 20.0;
            CHECK_STATUS(segpager_cubic_bezier(curves[i][0], curves[i][1], curves[i][2], curves[i][3], x, &y),
                         SEGPAGER_OK);
            CHECK(NEAR(y, bezier_by_bisection(curves[i][0], curves[i][1], curves[i][2], curves[i][3], x), 1e-9));
        }
    }
    CHECK_STATUS(segpager_cubic_bezier(0.42, 0, 0.58, 1, 0.5, &y), SEGPAGER_OK);
    CHECK_NEAR(y, 0.5); /* ease-in-out is symmetric */
}

static int32_t target(int32_t profile, double offset, double velocity) {
    segpager_paging_options o;
    segpager_page_geometry g;
    int32_t page = -99;
    segpager_paging_options_init(&o);
    o.profile = profile;
    segpager_page_geometry_init(&g);
    g.viewport_width = 375;
    g.page_count = 6;
    CHECK_STATUS(segpager_paging_target(&o, &g, offset, velocity, 2, &page), SEGPAGER_OK);
    return page;
}

static void test_paging(void) {
    const double at = 2 * 375 + 50; /* 2.13 pages, the drag began on page 2 */
    /* UIKit: project with FAST (99 pt per 1000 pt/s), nearest, +-1 from the start */
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, 0) == 2);
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, 300) == 2);    /* +29.7 pt */
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, 1500) == 3);   /* +148.5 pt -> 2.53 */
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, 10000) == 3);  /* 4.77, limited to start + 1 */
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, -3000) == 1);  /* 1.34 */
    CHECK(target(SEGPAGER_PAGING_UIKIT, at, 50) == 2);     /* below min_velocity */
    /* Android: one page per fling above 400 pt/s, else past half way */
    CHECK(target(SEGPAGER_PAGING_ANDROID, at, 500) == 3);
    CHECK(target(SEGPAGER_PAGING_ANDROID, at, -500) == 2); /* ceil(2.13) - 1 */
    CHECK(target(SEGPAGER_PAGING_ANDROID, at, 300) == 2);
    /* Flutter: +-0.5 along a velocity above 20 pt/s, then round */
    CHECK(target(SEGPAGER_PAGING_FLUTTER, at, 25) == 3);
    CHECK(target(SEGPAGER_PAGING_FLUTTER, at, -25) == 2);
    CHECK(target(SEGPAGER_PAGING_FLUTTER, at, 0) == 2);
    /* Compose (PagerSnapLayoutInfoProvider): from 400 pt/s the next page along
     * the fling; slower, 2.13 is short of half a page: the nearer page */
    CHECK(target(SEGPAGER_PAGING_COMPOSE, at, 400) == 3);
    CHECK(target(SEGPAGER_PAGING_COMPOSE, at, -400) == 2);
    CHECK(target(SEGPAGER_PAGING_COMPOSE, at, 399) == 2);
    /* PagerState.targetPage: 56 pt of 375 (0.1493) moves it on, 50 pt does not */
    {
        segpager_paging_options options;
        segpager_page_geometry pages;
        int32_t page = -1;
        segpager_paging_options_init(&options);
        segpager_page_geometry_init(&pages);
        pages.page_count = 6;
        pages.viewport_width = 375;
        CHECK_STATUS(segpager_paging_dragging_target(&options, &pages, 2 + 57.0 / 375, 2, &page), SEGPAGER_OK);
        CHECK(page == 3);
        CHECK_STATUS(segpager_paging_dragging_target(&options, &pages, 2 + 50.0 / 375, 2, &page), SEGPAGER_OK);
        CHECK(page == 2);
        CHECK_STATUS(segpager_paging_dragging_target(&options, &pages, 2 - 57.0 / 375, 2, &page), SEGPAGER_OK);
        CHECK(page == 1);
        CHECK_STATUS(segpager_paging_dragging_target(&options, &pages, NAN, 2, &page), SEGPAGER_E_NOT_FINITE);
    }
}

/* Android's fling (OverScroller.java, SplineOverScroller): f c exp(DECEL/(DECEL-1) l)
 * and exp(l/(DECEL-1)) s with l = ln(0.35 |v| / (f c)), c = 9.80665 * 39.37 * 160 * 0.84,
 * f = 0.015 (ViewConfiguration.SCROLL_FRICTION), DECEL = (float)(ln 0.78 / ln 0.9). */
static void test_spline_fling(void) {
    const double decel = (double)(float)(log(0.78) / log(0.9));
    const double fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84;
    const double velocities[] = {100, 400, 1000, 4000, 8000};
    double distance = 0, duration = 0, x = 0, v = 0;
    size_t k;
    for (k = 0; k < sizeof velocities / sizeof velocities[0]; ++k) {
        double l = log((double)0.35f * velocities[k] / fc);
        CHECK_STATUS(segpager_spline_fling(1, SEGPAGER_SCROLL_FRICTION, velocities[k], &distance, &duration),
                     SEGPAGER_OK);
        CHECK_NEAR(distance, fc * exp(decel / (decel - 1) * l));
        CHECK_NEAR(duration, exp(l / (decel - 1)));
    }
    CHECK_STATUS(segpager_spline_fling(1, SEGPAGER_SCROLL_FRICTION, 1000, &distance, &duration), SEGPAGER_OK);
    CHECK(NEAR(distance, 194.3136, 1e-4) && NEAR(duration, 0.5552, 1e-4));
    /* pixels of a 2.75 density screen: 2.75 times the distance, the same time */
    CHECK_STATUS(segpager_spline_fling(2.75, SEGPAGER_SCROLL_FRICTION, 2750, &x, &v), SEGPAGER_OK);
    CHECK_NEAR(x, 2.75 * distance);
    CHECK_NEAR(v, duration);
    /* update(): along SPLINE_POSITION, the whole distance and 0 at the end */
    CHECK_STATUS(segpager_spline_fling_state(1, SEGPAGER_SCROLL_FRICTION, 1000, 0.1, &x, &v), SEGPAGER_OK);
    CHECK(NEAR(x, 88.7355, 1e-4) && NEAR(v, 699.686, 1e-3));
    CHECK_STATUS(segpager_spline_fling_state(1, SEGPAGER_SCROLL_FRICTION, -1000, 1, &x, &v), SEGPAGER_OK);
    CHECK(x == -distance && v == 0);
}

static void test_bad_input(void) {
    const double bad[] = {NAN, INFINITY, -INFINITY};
    double out = 777, out2 = 777;
    segpager_spring s;
    segpager_paging_options o;
    segpager_page_geometry g;
    int32_t page = 777;
    int i;
    for (i = 0; i < 3; ++i) {
        CHECK_STATUS(segpager_deceleration_state(0.998, bad[i], 1, &out, &out2), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_deceleration_state(0.998, 1, bad[i], &out, &out2), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_deceleration_state(bad[i], 1, 1, &out, &out2), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_deceleration_projection(0.998, bad[i], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_deceleration_duration(0.998, 1, bad[i], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_rubber_band(0.55, 375, bad[i], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_rubber_band(0.55, bad[i], 1, &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_rubber_band_inverse(bad[i], 375, 1, &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_cubic_bezier(0.4, 0, 0.6, 1, bad[i], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_cubic_bezier(0.4, bad[i], 0.6, 1, 0.5, &out), SEGPAGER_E_NOT_FINITE);
    }
    CHECK(out == 777 && out2 == 777);
    CHECK_STATUS(segpager_deceleration_state(1, 1, 1, &out, &out2), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_deceleration_state(0, 1, 1, &out, &out2), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_deceleration_state(0.998, 1, -1, &out, &out2), SEGPAGER_E_RANGE); /* time < 0 */
    CHECK_STATUS(segpager_deceleration_state(0.998, 1, 1, NULL, &out2), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_deceleration_state(0.998, 1, 1, &out, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_deceleration_projection(1.5, 1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_deceleration_projection(0.998, 1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_deceleration_duration(0.998, 1, 0, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_deceleration_duration(0.998, 1, 1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_rubber_band(0.55, 0, 1, &out), SEGPAGER_E_RANGE); /* zero viewport */
    CHECK_STATUS(segpager_rubber_band(-0.55, 375, 1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_rubber_band(0.55, 375, 1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_rubber_band_inverse(0.55, 375, 375, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_rubber_band_inverse(0.55, 375, 1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_cubic_bezier(1.2, 0, 0.6, 1, 0.5, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_cubic_bezier(0.4, 0, -0.1, 1, 0.5, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_cubic_bezier(0.4, 0, 0.6, 1, 0.5, NULL), SEGPAGER_E_NULL);

    CHECK_STATUS(segpager_spring_init(NULL), SEGPAGER_E_NULL);
    segpager_spring_init(&s);
    CHECK_STATUS(segpager_spring_state(NULL, 1, 0, 1, &out, &out2), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, NULL, &out2), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, &out, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, -1, &out, &out2), SEGPAGER_E_RANGE); /* negative time */
    CHECK_STATUS(segpager_spring_state(&s, NAN, 0, 1, &out, &out2), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_spring_state(&s, 1, INFINITY, 1, &out, &out2), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_spring_settling_time(&s, 1, 0, 0, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_spring_settling_time(&s, 1, 0, 0.001, NULL), SEGPAGER_E_NULL);
    s.response = 0;
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, &out, &out2), SEGPAGER_E_RANGE); /* zero duration */
    segpager_spring_init(&s);
    s.damping_ratio = -1;
    CHECK_STATUS(segpager_spring_settling_time(&s, 1, 0, 0.001, &out), SEGPAGER_E_RANGE);
    segpager_spring_init(&s);
    s.mass = NAN;
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, &out, &out2), SEGPAGER_E_NOT_FINITE);
    segpager_spring_init(&s);
    s.reserved = 1;
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, &out, &out2), SEGPAGER_E_RANGE);
    segpager_spring_init(&s);
    s.struct_size = 4;
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 1, &out, &out2), SEGPAGER_E_STRUCT_SIZE);

    CHECK_STATUS(segpager_paging_options_init(NULL), SEGPAGER_E_NULL);
    segpager_paging_options_init(&o);
    segpager_page_geometry_init(&g);
    g.viewport_width = 375;
    g.page_count = 6;
    CHECK_STATUS(segpager_paging_target(&o, &g, 0, NAN, 0, &page), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_paging_target(&o, &g, INFINITY, 0, 0, &page), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_paging_target(&o, &g, 0, 0, 6, &page), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_paging_target(&o, &g, 0, 0, -1, &page), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_paging_target(NULL, &g, 0, 0, 0, &page), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_paging_target(&o, NULL, 0, 0, 0, &page), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_paging_target(&o, &g, 0, 0, 0, NULL), SEGPAGER_E_NULL);
    CHECK(page == 777);
    /* the default options but one field */
#define CHECK_PAGING_OPTION(field, value, expected)                                               \
    do {                                                                                          \
        segpager_paging_options_init(&o);                                                         \
        o.field = (value);                                                                        \
        CHECK_STATUS(segpager_paging_target(&o, &g, 0, 0, 0, &page), expected);                   \
    } while (0)
    CHECK_PAGING_OPTION(profile, 9, SEGPAGER_E_ENUM);
    CHECK_PAGING_OPTION(max_pages, 0, SEGPAGER_E_RANGE);
    CHECK_PAGING_OPTION(deceleration_rate, 1, SEGPAGER_E_RANGE);
    CHECK_PAGING_OPTION(min_velocity, -1, SEGPAGER_E_RANGE);
    CHECK_PAGING_OPTION(looping, 2, SEGPAGER_E_RANGE);
    CHECK_PAGING_OPTION(struct_size, 0, SEGPAGER_E_STRUCT_SIZE);
#undef CHECK_PAGING_OPTION
    segpager_paging_options_init(&o);
    g.viewport_width = 0; /* zero viewport: no page stride */
    CHECK_STATUS(segpager_paging_target(&o, &g, 0, 0, 0, &page), SEGPAGER_E_RANGE);
    /* looping: any start page, an unclamped result */
    g.viewport_width = 375;
    o.looping = 1;
    CHECK_STATUS(segpager_paging_target(&o, &g, -375 * 1.2, -3000, -1, &page), SEGPAGER_OK);
    CHECK(page == -2);
}

/* The pointer velocity of Android's VelocityTracker (LSQ2) and Flutter's:
 * a degree-2 least-squares fit over the last 20 samples within 100 ms, with
 * no gap over 40 ms; the result is its slope at the newest sample. */
static void test_velocity(void) {
    double times[30], positions[30], v = 0, w = 0;
    int i;
    CHECK(SEGPAGER_VELOCITY_CAPACITY == 20);
    CHECK(SEGPAGER_VELOCITY_HORIZON == 0.1);
    CHECK(SEGPAGER_VELOCITY_ASSUMED_STOP == 0.04);
    /* constant velocity, exact for 2 samples (a line) and for 10 */
    for (i = 0; i < 10; ++i) {
        times[i] = 3.0 + 0.008 * i;
        positions[i] = 40 - 1500 * (times[i] - 3.0);
    }
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 2, &v), SEGPAGER_OK);
    CHECK_NEAR(v, -1500);
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 10, &v), SEGPAGER_OK);
    CHECK_NEAR(v, -1500);
    /* constant acceleration: x = v0 t + a t^2/2 is in the model, so the
     * estimate is the velocity at the newest sample, v0 + a t */
    for (i = 0; i < 12; ++i) {
        times[i] = 0.006 * i;
        positions[i] = 900 * times[i] - 4000 * times[i] * times[i] / 2;
    }
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 12, &v), SEGPAGER_OK);
    CHECK_NEAR(v, 900 - 4000 * times[11]);
    /* a pause before release: the last sample at the same point 100 ms
     * later stands alone (the gap is over 40 ms), so the release is still */
    times[12] = times[11] + 0.1;
    positions[12] = positions[11];
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 13, &v), SEGPAGER_OK);
    CHECK(v == 0);
    /* 0 and 1 samples: no motion; NULL arrays are fine with count 0 */
    CHECK_STATUS(segpager_velocity_estimate(NULL, NULL, 0, &v), SEGPAGER_OK);
    CHECK(v == 0);
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 1, &v), SEGPAGER_OK);
    CHECK(v == 0);
    /* the 20-sample cap: 30 samples 1 ms apart whose first ten are wild
     * give what their last twenty give */
    for (i = 0; i < 30; ++i) {
        times[i] = 0.001 * i;
        positions[i] = i < 10 ? 1e5 * i * i : 250 * times[i];
    }
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 30, &v), SEGPAGER_OK);
    CHECK_STATUS(segpager_velocity_estimate(times + 10, positions + 10, 20, &w), SEGPAGER_OK);
    CHECK(v == w);
    CHECK_NEAR(v, 250);
    /* the 100 ms horizon: samples 10 ms apart; those more than 100 ms
     * before the newest don't count */
    for (i = 0; i < 21; ++i) {
        times[i] = 0.01 * i;
        positions[i] = i < 10 ? -1e6 : 5 + 80 * times[i] + 300 * times[i] * times[i];
    }
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 21, &v), SEGPAGER_OK);
    CHECK_NEAR(v, 80 + 600 * times[20]);
    /* times out of order are refused, also outside the window, and
     * nothing is written */
    times[1] = times[0] - 0.001;
    v = 777;
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 21, &v), SEGPAGER_E_ORDER);
    CHECK(v == 777);
    times[1] = times[0]; /* equal times are allowed */
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 21, &v), SEGPAGER_OK);
    positions[3] = NAN;
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 21, &v), SEGPAGER_E_NOT_FINITE);
    positions[3] = 0;
    CHECK_STATUS(segpager_velocity_estimate(NULL, positions, 21, &v), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 21, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_velocity_estimate(times, positions, (size_t)SEGPAGER_MAX_COUNT + 1, &v), SEGPAGER_E_RANGE);
}

int main(void) {
    test_deceleration();
    test_rubber_band();
    test_spring();
    test_bezier();
    test_paging();
    test_spline_fling();
    test_bad_input();
    test_velocity();
    return check_report("physics");
}
