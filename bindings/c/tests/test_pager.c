/* The stateful pager through the C API: seeds' behaviours and event sequences.
 * Notifications are logged as short words ("wa1" will-appear 1, "da1",
 * "wd0", "dd0", "sel1<0:drag") and compared with the expected sequence. */
#include <stddef.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define W 375.0

static segpager_pager *pager;
static segpager_frame frame;
static char log_text[4096];

static int log_windows = 0; /* also log load/unload/reuse */

static void log_notes(const segpager_notification *notes, size_t count) {
    static const char *kinds[] = {"sel", "wa", "da", "wd", "dd", "load", "unload", "reuse"};
    static const char *causes[] = {"tap", "drag", "program"};
    size_t i;
    for (i = 0; i < count; ++i) {
        char word[64];
        const segpager_notification *n = &notes[i];
        if (n->kind >= SEGPAGER_NOTIFY_LOAD && !log_windows) continue;
        if (n->kind == SEGPAGER_NOTIFY_REUSE) {
            snprintf(word, sizeof word, "%sreuse%d<%d", log_text[0] ? " " : "", (int)n->page, (int)n->previous);
        } else if (n->kind == SEGPAGER_NOTIFY_SELECTED_CHANGED) {
            snprintf(word, sizeof word, "%ssel%d<%d:%s", log_text[0] ? " " : "", (int)n->page, (int)n->previous,
                     n->cause >= 0 ? causes[n->cause] : "?");
        } else {
            snprintf(word, sizeof word, "%s%s%d", log_text[0] ? " " : "", kinds[n->kind], (int)n->page);
        }
        strncat(log_text, word, sizeof log_text - strlen(log_text) - 1);
    }
}

/* Steps with the given events, logging notifications; returns the status. */
static int step(const segpager_event *events, size_t count) {
    static sp_steps steps;
    int status;
    sp_steps_init(&steps);
    status = sp_step(pager, events, count, &frame, &steps);
    if (status >= 0) log_notes(steps.notes, frame.notification_count);
    return status;
}

static int step_one(segpager_event e) { return step(&e, 1); }
static int drag_to(double time, double offset) { return step_one(sp_drag_moved(time, offset)); }
static int simple(int32_t kind, double time) { return step_one(sp_event(kind, time)); }
static int tap(double time, int32_t index) { return step_one(sp_tab_tapped(time, index)); }
static int release(double time, double velocity) { return step_one(sp_drag_ended(time, velocity)); }
static int host_to(double time, double offset) { return step_one(sp_host_scrolled(time, offset)); }

static void expect_log(const char *expected, int line) {
    ++check_count;
    if (strcmp(log_text, expected) != 0) {
        ++check_failures;
        fprintf(stderr, "%s:%d: notifications\n  got:      %s\n  expected: %s\n", __FILE__, line, log_text, expected);
    }
    log_text[0] = 0;
}
#define EXPECT_LOG(s) expect_log(s, __LINE__)

/* A pager over seed 000's six titles, with the given page windows. */
static void make_windowed_pager(int32_t commit_policy, int32_t driver, int32_t prepare, int32_t keep,
                                int32_t cache, int32_t reuse) {
    segpager_pager_configuration config;
    const int64_t ids[6] = {100, 101, 102, 103, 104, 105};
    const double widths[6] = {68, 87, 74, 78, 70, 71}; /* seed 000's six titles + 40 */
    sp_config_init(&config, W);
    config.commit_policy = commit_policy;
    config.driver = driver;
    config.tap_duration = 0.25; /* seed 000: animateWithDuration:0.25 */
    config.prepare_radius = prepare;
    config.keep_radius = keep;
    config.cache_limit = cache;
    config.reuse_slots = reuse;
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 6, &pager), SEGPAGER_OK);
    log_text[0] = 0;
}

static void make_pager(int32_t commit_policy, int32_t driver) {
    make_windowed_pager(commit_policy, driver, 1, 1, 0, 0);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    EXPECT_LOG("sel0<-1:program wa0 da0"); /* the items arrive: page 0 is selected and appears */
}

static void test_page_windows(void) {
    log_windows = 1;
    /* prepare 1: the neighbours load ahead, and each page loads before it appears */
    make_windowed_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE, 1, 1, 0, 0);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    EXPECT_LOG("sel0<-1:program load0 load1 wa0 da0");
    CHECK_STATUS(tap(1, 4), SEGPAGER_OK); /* 3 and 5 are 4's neighbours; 2 is nobody's */
    EXPECT_LOG("sel4<0:tap wd0 load4 load3 load5 wa4");
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 2), SEGPAGER_OK); /* cache 0: 0 and 1 go */
    EXPECT_LOG("dd0 unload0 unload1 da4");
    segpager_pager_destroy(pager);
    /* no preloading; keep everything */
    make_windowed_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE, 0, 0, -1, 0);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    EXPECT_LOG("sel0<-1:program load0 wa0 da0");
    CHECK_STATUS(tap(1, 2), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 2), SEGPAGER_OK);
    CHECK_STATUS(tap(3, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 4), SEGPAGER_OK);
    EXPECT_LOG("sel2<0:tap wd0 load2 wa2 dd0 da2 sel0<2:tap wd2 wa0 dd2 da0"); /* nothing unloads */
    segpager_pager_destroy(pager);
    /* reuse: an evicted page's slot goes to the page that needs one (seed 001) */
    make_windowed_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE, 0, 0, 0, 1);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    CHECK_STATUS(tap(1, 3), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 2), SEGPAGER_OK);
    CHECK_STATUS(tap(3, 5), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 4), SEGPAGER_OK);
    EXPECT_LOG("sel0<-1:program load0 wa0 da0 sel3<0:tap wd0 load3 wa3 dd0 unload0 da3 "
               "sel5<3:tap wd3 load5 wa5 dd3 unload3 da5");
    {
        CHECK_STATUS(step_one(sp_select(5, 1, 0)), SEGPAGER_OK); /* a jump: 5's slot goes to 1 */
        EXPECT_LOG("sel1<5:program wd5 dd5 reuse1<5 wa1 da1");
    }
    segpager_pager_destroy(pager);
    log_windows = 0;
}

static void test_seed_000_tap_and_half_way(void) {
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    /* a tap animates to W * index and commits at once */
    CHECK_STATUS(tap(1.0, 4), SEGPAGER_OK);
    EXPECT_LOG("sel4<0:tap wd0 wa4");
    CHECK(frame.phase == SEGPAGER_PHASE_TRANSITIONING);
    CHECK_NEAR(frame.target_page_offset, W * 4);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 1.125), SEGPAGER_OK);
    CHECK_NEAR(frame.transition_progress, 0.5); /* ease-in-out is symmetric */
    EXPECT_LOG("");
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 1.25), SEGPAGER_OK);
    CHECK_NEAR(frame.page_offset, W * 4); /* seed 000: setContentOffset(kScreen_W * index) */
    CHECK(frame.phase == SEGPAGER_PHASE_IDLE);
    EXPECT_LOG("dd0 da4"); /* pages 1-3 never appeared */
    /* a drag selects at half way: Int((x + W/2)/W) */
    CHECK_STATUS(simple(SEGPAGER_EVENT_DRAG_BEGAN, 2.0), SEGPAGER_OK);
    CHECK_STATUS(drag_to(2.1, W * 4 + 0.49 * W), SEGPAGER_OK);
    CHECK(frame.selected_index == 4);
    EXPECT_LOG("wd4 wa5");
    CHECK_STATUS(drag_to(2.2, W * 4 + 0.5 * W), SEGPAGER_OK);
    CHECK(frame.selected_index == 5);
    EXPECT_LOG("sel5<4:drag");
    CHECK_STATUS(release(2.3, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 3.0), SEGPAGER_OK);
    CHECK_NEAR(frame.page_offset, W * 5);
    EXPECT_LOG("dd4 da5");
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

static void test_cancelled_drag_and_reversal(void) {
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    CHECK_STATUS(tap(0.1, 2), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 1), SEGPAGER_OK);
    EXPECT_LOG("sel2<0:tap wd0 wa2 dd0 da2");
    /* cancelled: 2 -> 2.3 -> back, released slowly */
    CHECK_STATUS(drag_to(2.0, W * 2.3), SEGPAGER_OK);
    EXPECT_LOG("wd2 wa3");
    CHECK_STATUS(drag_to(2.1, W * 2.1), SEGPAGER_OK);
    CHECK_STATUS(release(2.2, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 3), SEGPAGER_OK);
    EXPECT_LOG("wd3 dd3 wa2 da2");
    /* reversal past the start page: 2 -> 2.3 -> 1.4, settles on 1; within one
     * event the selection change comes first, then the lifecycle */
    CHECK_STATUS(drag_to(4.0, W * 2.3), SEGPAGER_OK);
    CHECK_STATUS(drag_to(4.1, W * 1.4), SEGPAGER_OK);
    CHECK_STATUS(release(4.2, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 5), SEGPAGER_OK);
    EXPECT_LOG("wd2 wa3 sel1<2:drag wd3 dd3 wa1 dd2 da1");
    CHECK(frame.selected_index == 1);
    segpager_pager_destroy(pager);
}

static void test_seed_004_host_fling_commits_when_settled(void) {
    /* seed 004: the index is Int(x/W) at scrollViewDidEndDecelerating. */
    double x;
    make_pager(SEGPAGER_COMMIT_POLICY_WHEN_SETTLED, SEGPAGER_DRIVER_HOST);
    CHECK_STATUS(simple(SEGPAGER_EVENT_DRAG_BEGAN, 1.0), SEGPAGER_OK);
    CHECK_STATUS(host_to(1.01, 30), SEGPAGER_OK);
    CHECK_STATUS(release(1.02, 4000), SEGPAGER_OK);
    for (x = 100; x < 3 * W; x += 90) CHECK_STATUS(host_to(1.1 + x / 10000, x), SEGPAGER_OK);
    CHECK(frame.selected_index == 0); /* not settled yet */
    CHECK_STATUS(host_to(1.5, 3 * W), SEGPAGER_OK);
    CHECK(frame.selected_index == 3);
    CHECK(frame.phase == SEGPAGER_PHASE_IDLE);
    EXPECT_LOG("wd0 wa1 dd0 wa2 wd1 dd1 wa3 sel3<0:drag wd2 dd2 da3");
    segpager_pager_destroy(pager);
}

static void test_taps_retarget_and_drag_takes_over(void) {
    double before;
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    CHECK_STATUS(tap(1.0, 5), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 1.1), SEGPAGER_OK);
    before = frame.indicator.x;
    EXPECT_LOG("sel5<0:tap wd0 wa5");
    /* a tap on 2 during the animation re-targets with no jump */
    CHECK_STATUS(tap(1.1, 2), SEGPAGER_OK);
    CHECK_NEAR(frame.indicator.x, before);
    EXPECT_LOG("sel2<5:tap wa2");
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 1.2), SEGPAGER_OK);
    /* a drag during the animation takes over where it is */
    before = frame.page_offset;
    CHECK_STATUS(simple(SEGPAGER_EVENT_DRAG_BEGAN, 1.2), SEGPAGER_OK);
    CHECK_NEAR(frame.page_offset, before);
    CHECK(frame.phase == SEGPAGER_PHASE_DRAGGING);
    CHECK_STATUS(drag_to(1.3, W * 2), SEGPAGER_OK);
    CHECK_STATUS(release(1.4, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 2), SEGPAGER_OK);
    CHECK(frame.selected_index == 2 && frame.phase == SEGPAGER_PHASE_IDLE);
    CHECK_NEAR(frame.page_offset, W * 2);
    segpager_pager_destroy(pager);
}

static void test_looping(void) {
    segpager_pager_configuration config;
    const int64_t ids[6] = {100, 101, 102, 103, 104, 105};
    const double widths[6] = {60, 60, 60, 60, 60, 60};
    sp_config_init(&config, W);
    config.looping = 1;
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 6, &pager), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    log_text[0] = 0;
    /* back across the seam: page 0 -> 5 */
    CHECK_STATUS(drag_to(1.0, -0.6 * W), SEGPAGER_OK);
    CHECK(frame.selected_index == 5);
    EXPECT_LOG("sel5<0:drag wd0 wa5");
    CHECK_STATUS(release(1.1, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 2), SEGPAGER_OK);
    CHECK_NEAR(frame.page_offset, -W);
    EXPECT_LOG("dd0 da5");
    /* forward across the seam: 5 -> 0 */
    CHECK_STATUS(drag_to(3.0, -0.7 * W), SEGPAGER_OK); /* 0.3 of the way from 5 to 0 */
    CHECK_STATUS(drag_to(3.1, 0.1 * W), SEGPAGER_OK);  /* past 0: page 1 peeks in */
    CHECK(frame.selected_index == 0);
    CHECK_STATUS(release(3.2, 0), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 4), SEGPAGER_OK);
    CHECK_NEAR(frame.page_offset, 0);
    EXPECT_LOG("wd5 wa0 sel0<5:drag dd5 wa1 wd1 dd1 da0");
    /* a tap on 4 from 0 goes back two pages, not on four */
    CHECK_STATUS(tap(5.0, 4), SEGPAGER_OK);
    CHECK_NEAR(frame.target_page_offset, -2 * W);
    CHECK(frame.transition_target == 4);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 6), SEGPAGER_OK);
    CHECK(frame.selected_index == 4);
    EXPECT_LOG("sel4<0:tap wd0 wa4 dd0 da4");
    segpager_pager_destroy(pager);
    /* absurd offsets are refused, not trapped on */
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 6, &pager), SEGPAGER_OK);
    CHECK_STATUS(drag_to(1.0, 1e300), SEGPAGER_E_RANGE);
    CHECK_STATUS(host_to(1.0, -1e300), SEGPAGER_E_RANGE);
    CHECK_STATUS(drag_to(1.0, 9e11 * W), SEGPAGER_OK); /* far, but within 10^12 pages */
    CHECK(frame.selected_index >= 0 && frame.selected_index < 6);
    CHECK_STATUS(release(1.1, 5000), SEGPAGER_OK); /* at most a page from where it began */
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 10), SEGPAGER_OK);
    CHECK(frame.phase == SEGPAGER_PHASE_IDLE);
    CHECK_NEAR(frame.page_offset, W);
    segpager_pager_destroy(pager);
    log_text[0] = 0;
    /* bad flags */
    config.looping = 2;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.looping = 1;
    config.reserved = 1;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.reserved = 0;
    config.cache_limit = -2;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.cache_limit = 0;
    config.prepare_radius = -1;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.prepare_radius = 1;
    config.reuse_slots = 3;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
}

static void run_fling(double *offsets, int *count) {
    segpager_pager_configuration config;
    const int64_t ids[6] = {1, 2, 3, 4, 5, 6};
    double t = 0;
    int k;
    sp_config_init(&config, W);
    config.settle_mode = SEGPAGER_SETTLE_SPRING;
    CHECK_STATUS(sp_pager_open(&config, ids, NULL, 6, &pager), SEGPAGER_OK);
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 0), SEGPAGER_OK);
    for (k = 1; k <= 6; ++k) CHECK_STATUS(drag_to(t += 1.0 / 120, 16.0 * k), SEGPAGER_OK);
    CHECK_STATUS(release(t, 1920), SEGPAGER_OK);
    *count = 0;
    while (frame.phase != SEGPAGER_PHASE_IDLE && *count < 1000) {
        CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, t += 1.0 / 120), SEGPAGER_OK);
        offsets[(*count)++] = frame.page_offset;
    }
    segpager_pager_destroy(pager);
    log_text[0] = 0;
}

static void test_spring_settle(void) {
    static double a[1000], b[1000];
    int na = 0, nb = 0, i;
    segpager_pager_configuration config;
    segpager_pager_configuration old;
    /* the same events and tick times give bit-identical frames */
    run_fling(a, &na);
    run_fling(b, &nb);
    CHECK(na == nb && na > 10);
    for (i = 0; i < na && i < nb; ++i) CHECK(a[i] == b[i]);
    /* 96 pt + 190 pt projected (1920 pt/s at the fast rate) passes half way: page 1, exactly */
    CHECK(na > 0 && a[na - 1] == W);
    /* a caller built against 0.3.0's smaller config gets the new defaults */
    segpager_pager_configuration_init(&config);
    config.viewport_width = W;
    old = config;
    old.struct_size = (uint32_t)offsetof(segpager_pager_configuration, settle_mode);
    old.settle_mode = 77; /* beyond its struct_size: never read */
    CHECK_STATUS(segpager_pager_create(&old, &pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    old.struct_size -= 8;
    CHECK_STATUS(segpager_pager_create(&old, &pager), SEGPAGER_E_STRUCT_SIZE);
    /* every paging constant through the setter; bad ones leave the old rule */
    segpager_pager_configuration_init(&config);
    config.viewport_width = W;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_OK);
    {
        segpager_paging_options paging;
        segpager_paging_options_init(&paging);
        paging.min_velocity = 50;
        CHECK_STATUS(segpager_pager_set_paging_options(pager, &paging), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_set_paging_options(pager, NULL), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_paging_options(NULL, &paging), SEGPAGER_E_NULL);
        paging.profile = 12;
        CHECK_STATUS(segpager_pager_set_paging_options(pager, &paging), SEGPAGER_E_ENUM);
        segpager_paging_options_init(&paging);
        paging.deceleration_rate = NAN;
        CHECK_STATUS(segpager_pager_set_paging_options(pager, &paging), SEGPAGER_E_NOT_FINITE);
        paging.deceleration_rate = 0.99;
        paging.struct_size = 3;
        CHECK_STATUS(segpager_pager_set_paging_options(pager, &paging), SEGPAGER_E_STRUCT_SIZE);
        CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
        paging.struct_size = sizeof paging;
        CHECK_STATUS(segpager_pager_set_paging_options(pager, &paging), SEGPAGER_E_HANDLE);
    }
    /* bad settle options */
    config.settle_mode = 3; /* 2 is INTEGRATOR since 0.8.0 */
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_ENUM);
    config.settle_mode = SEGPAGER_SETTLE_SPRING;
    config.paging_profile = -1;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_ENUM);
    config.paging_profile = SEGPAGER_PAGING_UIKIT;
    config.spring_response = 0;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.spring_response = 0.35;
    config.spring_damping_ratio = NAN;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_NOT_FINITE);
    config.spring_damping_ratio = 1;
    config.rubber_band_coefficient = -0.5;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
}

static void test_bad_input(void) {
    segpager_event e[2];
    segpager_pager_configuration config;
    segpager_pager *other = NULL;
    segpager_frame f;
    segpager_notification spare[1];
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    e[0] = sp_tick(5);
    e[1] = sp_tick(4);
    CHECK_STATUS(step(e, 2), SEGPAGER_E_ORDER); /* out of time order */
    e[0] = sp_drag_moved(5, NAN);
    CHECK_STATUS(step(e, 1), SEGPAGER_E_NOT_FINITE);
    e[0] = sp_event(42, 5);
    CHECK_STATUS(step(e, 1), SEGPAGER_E_ENUM); /* unknown kind */
    e[0] = sp_tab_tapped(5, 6);
    CHECK_STATUS(step(e, 1), SEGPAGER_E_INDEX);
    e[0] = sp_select(5, 0, 0);
    e[0].flags = 4;
    CHECK_STATUS(step(e, 1), SEGPAGER_E_RANGE);
    e[0] = sp_tick(1);
    CHECK_STATUS(step(e, 1), SEGPAGER_OK); /* nothing above was applied: time is still 0 */
    CHECK_STATUS(step(e, 1), SEGPAGER_OK); /* the same time again is fine */
    e[0] = sp_resized(2, -1, 0);
    CHECK_STATUS(step(e, 1), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_step(pager, NULL, 1, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_step(pager, e, 1, NULL, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_step(pager, e, SIZE_MAX, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_step(pager, e, 1, &frame, NULL, 4, NULL, 0, NULL, 0), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_step(pager, e, 1, &frame, NULL, 0, NULL, 4, NULL, 0), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_step(pager, e, 1, &frame, NULL, 0, NULL, 0, NULL, 4), SEGPAGER_E_NULL);
    e[1] = e[0];
    e[1].reserved = 1;
    CHECK_STATUS(step(&e[1], 1), SEGPAGER_E_RANGE);
    e[1].reserved = 0;
    e[1].time = INFINITY;
    CHECK_STATUS(step(&e[1], 1), SEGPAGER_E_NOT_FINITE);
    e[1] = sp_drag_ended(2, -INFINITY);
    CHECK_STATUS(step(&e[1], 1), SEGPAGER_E_NOT_FINITE);
    f.struct_size = 8;
    CHECK_STATUS(segpager_pager_step(pager, e, 1, &f, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_STRUCT_SIZE);
    /* buffers too small (an array with no room): truncated, and the
     * notifications wait; a NULL array would mean none are wanted */
    e[0] = sp_select(3, 3, 0);
    frame.struct_size = sizeof frame;
    CHECK_STATUS(segpager_pager_step(pager, e, 1, &frame, NULL, 0, spare, 0, NULL, 0), SEGPAGER_TRUNCATED);
    /* 1 selection + 4 lifecycle + 5 windows (load3 load2 load4 unload0 unload1) */
    CHECK(frame.notification_count == 0 && frame.pending_notifications == 10);
    CHECK(frame.appearance_count > 0);
    CHECK_STATUS(step(NULL, 0), SEGPAGER_OK);
    EXPECT_LOG("sel3<0:program wd0 dd0 wa3 da3");
    /* items */
    {
        int64_t dup[2] = {7, 7};
        segpager_item_metrics items[2];
        memset(items, 0, sizeof items);
        CHECK_STATUS(segpager_pager_set_items(pager, dup, items, 2), SEGPAGER_E_RANGE);
        CHECK_STATUS(segpager_pager_set_items(pager, NULL, items, 2), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_items(pager, dup, NULL, 2), SEGPAGER_E_NULL);
        items[0].content_width = -1;
        CHECK_STATUS(segpager_pager_set_items(pager, dup, items, 2), SEGPAGER_E_RANGE);
        items[0].content_width = 0;
        dup[1] = 8;
        items[1].content_width = NAN;
        CHECK_STATUS(segpager_pager_set_items(pager, dup, items, 2), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_pager_set_items(pager, dup, items, SIZE_MAX), SEGPAGER_E_RANGE);
    }
    /* styles: NULL, struct size, bad values; the old style stays */
    {
        segpager_strip_style strip;
        segpager_indicator_style ind;
        segpager_appearance_style app;
        segpager_strip_offset_style off;
        segpager_strip_style_init(&strip);
        segpager_indicator_style_init(&ind);
        segpager_appearance_style_init(&app);
        segpager_strip_offset_style_init(&off);
        CHECK_STATUS(segpager_pager_set_strip_style(pager, &strip), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &ind), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_set_appearance_style(pager, &app), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_set_strip_offset_style(pager, &off), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_set_strip_style(pager, NULL), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, NULL), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_appearance_style(pager, NULL), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_strip_offset_style(pager, NULL), SEGPAGER_E_NULL);
        CHECK_STATUS(segpager_pager_set_strip_style(NULL, &strip), SEGPAGER_E_NULL);
        strip.spacing = NAN;
        CHECK_STATUS(segpager_pager_set_strip_style(pager, &strip), SEGPAGER_E_NOT_FINITE);
        ind.struct_size = 0;
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &ind), SEGPAGER_E_STRUCT_SIZE);
        app.selected_scale = 0;
        CHECK_STATUS(segpager_pager_set_appearance_style(pager, &app), SEGPAGER_E_RANGE);
        off.policy = 77;
        CHECK_STATUS(segpager_pager_set_strip_offset_style(pager, &off), SEGPAGER_E_ENUM);
    }
    /* config */
    segpager_pager_configuration_init(&config);
    CHECK_STATUS(segpager_pager_create(&config, &other), SEGPAGER_E_RANGE); /* no viewport: stride 0 */
    CHECK(other == NULL);
    config.viewport_width = W;
    config.tap_easing = SEGPAGER_EASING_CUBIC_BEZIER; /* allowed since 0.8.0, with a valid curve */
    config.tap_bezier_x1 = 2;
    CHECK_STATUS(segpager_pager_create(&config, &other), SEGPAGER_E_RANGE);
    config.tap_bezier_x1 = 0.42;
    config.tap_easing = SEGPAGER_EASING_EASE;
    config.tap_duration = -1;
    CHECK_STATUS(segpager_pager_create(&config, &other), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_create(NULL, &other), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_create(&config, NULL), SEGPAGER_E_NULL);
    /* destroyed handles */
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_E_HANDLE);
    CHECK_STATUS(step(e, 1), SEGPAGER_E_HANDLE);
    CHECK_STATUS(segpager_pager_set_items(pager, NULL, NULL, 0), SEGPAGER_E_HANDLE);
    {
        segpager_indicator_style ind;
        segpager_indicator_style_init(&ind);
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &ind), SEGPAGER_E_HANDLE);
        CHECK_STATUS(segpager_pager_set_strip_style(pager, NULL), SEGPAGER_E_HANDLE);
        CHECK_STATUS(segpager_pager_set_appearance_style(pager, NULL), SEGPAGER_E_HANDLE);
        CHECK_STATUS(segpager_pager_set_strip_offset_style(pager, NULL), SEGPAGER_E_HANDLE);
    }
    /* a pointer that was never a pager */
    CHECK_STATUS(segpager_pager_destroy((segpager_pager *)&config), SEGPAGER_E_HANDLE);
    CHECK_STATUS(segpager_pager_step((segpager_pager *)&config, e, 1, &frame, NULL, 0, NULL, 0, NULL, 0),
                 SEGPAGER_E_HANDLE);
    CHECK_STATUS(segpager_pager_destroy(NULL), SEGPAGER_OK);
}

/* The frame carries the strip (issue #17): step_into's strip_items are the
 * visible items' frames and label boxes, equal to segpager_strip_layout's
 * frames with the same widths, so a front end needs no layout of its own. */
static void test_strip_items(void) {
    const double widths[6] = {68, 87, 74, 78, 70, 71};
    segpager_strip_style style;
    segpager_item_metrics metrics[6];
    segpager_item_frame frames[6];
    segpager_item_appearance looks[8];
    segpager_strip_item items[8];
    segpager_page_visibility pages[4];
    double lists[4];
    segpager_notification notes[16];
    segpager_step_buffers buffers;
    segpager_event tick = sp_tick(0);
    size_t k, count;
    double content;
    int32_t scrolls;
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    segpager_strip_style_init(&style);
    style.item_padding = 6;
    style.item_leading_padding = 4; /* asymmetric: 10 before the title, 6 after */
    CHECK_STATUS(segpager_pager_set_strip_style(pager, &style), SEGPAGER_OK);
    memset(metrics, 0, sizeof metrics);
    for (k = 0; k < 6; ++k) metrics[k].content_width = widths[k];
    CHECK_STATUS(segpager_strip_layout(&style, metrics, 6, W, frames, 6, &count, &content, &scrolls),
                 SEGPAGER_OK);
    segpager_step_buffers_init(&buffers);
    buffers.appearances = looks; buffers.appearance_capacity = 8;
    buffers.strip_items = items; buffers.strip_item_capacity = 8;
    buffers.pages = pages; buffers.page_capacity = 4;
    buffers.list_offsets = lists; buffers.list_offset_capacity = 4;
    buffers.notifications = notes; buffers.notification_capacity = 16;
    frame.struct_size = (uint32_t)sizeof frame;
    CHECK_STATUS(segpager_pager_step_into(pager, &tick, 1, &frame, &buffers), SEGPAGER_OK);
    CHECK(frame.strip_content_width == content);
    CHECK(frame.strip_scrolls == scrolls && scrolls == 1);
    CHECK(frame.appearance_count > 0 && frame.appearance_count <= 6);
    for (k = 0; k < frame.appearance_count; ++k) {
        const segpager_strip_item *item = &items[k];
        CHECK(item->item == frame.first_visible_item + (int32_t)k);
        CHECK(item->frame.x == frames[item->item].x && item->frame.width == frames[item->item].width);
        CHECK(item->title.x == frames[item->item].x + 10 && item->title.width == widths[item->item]);
        CHECK(item->has_subtitle == 0); /* no subtitles */
        CHECK(item->subtitle.x == 0 && item->subtitle.width == 0);
    }
    /* Material 3's indicator: only the top corners rounded, carried in the
     * frame; a 0.7.0-sized indicator style rounds all of them. */
    {
        segpager_indicator_style indicator;
        segpager_indicator_style_init(&indicator);
        indicator.rounded_corners = SEGPAGER_CORNERS_TOP;
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &indicator), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_OK);
        CHECK(frame.indicator_corners == SEGPAGER_CORNERS_TOP);
        indicator.struct_size = (uint32_t)offsetof(segpager_indicator_style, rounded_corners);
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &indicator), SEGPAGER_OK);
        CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_OK);
        CHECK(frame.indicator_corners == SEGPAGER_CORNERS_ALL);
        indicator.struct_size = (uint32_t)sizeof indicator;
        indicator.rounded_corners = 3;
        CHECK_STATUS(segpager_pager_set_indicator_style(pager, &indicator), SEGPAGER_E_ENUM);
    }
    /* Too small an array: TRUNCATED, the count says how many there are. */
    buffers.strip_item_capacity = 1;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_TRUNCATED);
    /* None wanted (NULL) is not a truncation, nor is a 0.7.0-sized struct. */
    buffers.strip_items = NULL; buffers.strip_item_capacity = 0;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_OK);
    buffers.strip_items = items; buffers.strip_item_capacity = 1;
    buffers.struct_size = (uint32_t)offsetof(segpager_step_buffers, strip_items);
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_OK);
    buffers.struct_size = (uint32_t)offsetof(segpager_step_buffers, strip_items) - 1;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_E_STRUCT_SIZE);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Raw pointer input (issue #17): the slop, the lock, the release velocity
 * and a tap in the strip, from C; a bad region is E_ENUM and changes nothing. */
static void test_pointer_events(void) {
    segpager_event e;
    double t = 0;
    int k;
    make_pager(SEGPAGER_COMMIT_POLICY_AT_HALF, SEGPAGER_DRIVER_ENGINE);
    CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_DOWN, 0, 300, 200, SEGPAGER_REGION_PAGES)),
                 SEGPAGER_OK);
    CHECK(frame.gesture == SEGPAGER_GESTURE_PENDING);
    CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_MOVED, 0.016, 295, 205, 0)), SEGPAGER_OK);
    CHECK(frame.gesture == SEGPAGER_GESTURE_PENDING && frame.page_offset == 0); /* 7 pt: under the slop */
    for (k = 1; k <= 6; ++k) {
        t = 0.016 * (k + 1);
        CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_MOVED, t, 300 - 25.0 * k, 205, 0)), SEGPAGER_OK);
    }
    CHECK(frame.gesture == SEGPAGER_GESTURE_PAGES && frame.phase == SEGPAGER_PHASE_DRAGGING);
    CHECK(frame.page_offset == 125); /* locked at x 275, now at 150 */
    CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_UP, t, 150, 205, 0)), SEGPAGER_OK);
    CHECK(frame.gesture == SEGPAGER_GESTURE_NONE && frame.phase == SEGPAGER_PHASE_SETTLING);
    CHECK(frame.target_page_offset == W); /* 1560 pt/s: a flick to page 1 */
    CHECK_STATUS(simple(SEGPAGER_EVENT_TICK, 3), SEGPAGER_OK);
    CHECK(frame.selected_index == 1 && frame.page_offset == W);
    /* a tap on the strip's first tab (x 10 is inside it wherever the strip is) */
    CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_DOWN, 4, 10, 20, SEGPAGER_REGION_STRIP)), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_pointer(SEGPAGER_EVENT_POINTER_UP, 4.05, 12, 20, 0)), SEGPAGER_OK);
    CHECK(frame.phase == SEGPAGER_PHASE_TRANSITIONING && frame.transition_target == 0);
    e = sp_pointer(SEGPAGER_EVENT_POINTER_DOWN, 5, 0, 0, 3);
    CHECK_STATUS(step_one(e), SEGPAGER_E_ENUM);
    e = sp_pointer(SEGPAGER_EVENT_WHEEL, 5, 2e12, 0, SEGPAGER_REGION_PAGES);
    CHECK_STATUS(step_one(e), SEGPAGER_E_RANGE);
    CHECK(frame.time == 4.05);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

int main(void) {
    test_strip_items();
    test_pointer_events();
    test_seed_000_tap_and_half_way();
    test_cancelled_drag_and_reversal();
    test_seed_004_host_fling_commits_when_settled();
    test_taps_retarget_and_drag_takes_over();
    test_page_windows();
    test_looping();
    test_spring_settle();
    test_bad_input();
    return check_report("pager");
}
