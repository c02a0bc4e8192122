/* A steady-state pager step allocates nothing (#9): malloc and its relatives,
 * defined here, interpose the C library's for the whole process (the
 * library's Swift runtime included) and count calls; glibc's __libc_* do the
 * work. Counted: the benchmark's drag over 20 tabs with a header (pages
 * appear, disappear, load and unload on the way), the ticks of a spring
 * settle, list scrolls that collapse the header, and list flings. */
#include <stddef.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#include "reliability/counting_malloc.h"

#define W 375.0
#define TABS 20

static segpager_pager *pager;
static segpager_frame frame;
static double now;
static size_t notified; /* notifications delivered by the counted steps */

static void step_one(segpager_event e) {
    static sp_steps steps;
    sp_steps_init(&steps);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &steps), SEGPAGER_OK);
    notified += frame.notification_count;
}

/* The benchmark's finger: over the first ten pages and back, 16 pt a frame. */
static double drag_offset(long k) {
    double span = 9 * W, x = (double)k * 16;
    x -= 2 * span * (double)(long)(x / (2 * span));
    return x <= span ? x : 2 * span - x;
}

static void open_pager(void) {
    CHECK_STATUS(sp_header_pager_open(TABS, W, &pager), SEGPAGER_OK);
    now = 0;
}

static void drag_frames_allocate_nothing(void) {
    unsigned long before = allocations;
    long k;
    open_pager();
    CHECK(allocations > before); /* the counter does see the library's allocations */
    step_one(sp_drag_began(now));
    for (k = 1; k <= 500; ++k) { /* warm-up: a sweep there and back */
        now += 1.0 / 120;
        step_one(sp_drag_moved(now, drag_offset(k)));
    }
    notified = 0;
    before = allocations;
    for (k = 501; k <= 1500; ++k) {
        now += 1.0 / 120;
        step_one(sp_drag_moved(now, drag_offset(k)));
    }
    CHECK(allocations - before == 0);
    CHECK(notified > 0); /* pages crossed: the lifecycle and the windows ran */
    if (allocations != before) fprintf(stderr, "drag: %lu allocations in 1000 frames\n", allocations - before);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

static void settle_and_list_frames_allocate_nothing(void) {
    unsigned long settle = 0, scroll = 0, fling = 0, before;
    int round, k;
    open_pager();
    for (round = 0; round < 3; ++round) { /* the last round is counted */
        step_one(sp_drag_began(now));
        for (k = 1; k <= 10; ++k) {
            now += 1.0 / 120;
            step_one(sp_drag_moved(now, W * round + 16 * k));
        }
        now += 1.0 / 120;
        step_one(sp_drag_ended(now, 800));
        before = allocations;
        for (k = 0; k < 120; ++k) {
            now += 1.0 / 120;
            step_one(sp_tick(now));
        }
        settle = allocations - before;
        CHECK(frame.phase == SEGPAGER_PHASE_IDLE);
        before = allocations;
        for (k = 0; k < 200; ++k) { /* collapse the header, scroll the list, and back */
            now += 1.0 / 120;
            step_one(sp_list_scrolled(now, k < 100 ? 4 : -4));
        }
        scroll = allocations - before;
        /* a list fling up (the header collapses, the list scrolls), then
         * one down that ends when the header is open again */
        step_one(sp_list_ended(now, 1500));
        before = allocations;
        for (k = 0; k < 240; ++k) {
            now += 1.0 / 120;
            if (k == 120) step_one(sp_list_ended(now, -4000));
            else step_one(sp_tick(now));
        }
        fling = allocations - before;
        CHECK(frame.list_animating == 0);
    }
    CHECK(settle == 0);
    CHECK(scroll == 0);
    CHECK(fling == 0);
    CHECK(frame.header_offset == 0);
    if (settle || scroll || fling)
        fprintf(stderr, "settle: %lu, list scrolls: %lu, flings: %lu allocations\n", settle, scroll, fling);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* The velocity estimate keeps its window inline: no call allocates. */
static void velocity_estimates_allocate_nothing(void) {
    double times[30], positions[30], v = 0, sum = 0;
    unsigned long before;
    int i, k;
    for (i = 0; i < 30; ++i) {
        times[i] = 0.004 * i;
        positions[i] = 3.0 * i * i;
    }
    CHECK_STATUS(segpager_velocity_estimate(times, positions, 30, &v), SEGPAGER_OK); /* warm-up */
    before = allocations;
    for (k = 0; k < 1000; ++k) {
        CHECK_STATUS(segpager_velocity_estimate(times, positions, (size_t)(2 + k % 29), &v), SEGPAGER_OK);
        sum += v;
    }
    CHECK(allocations - before == 0);
    CHECK(sum > 0);
    if (allocations != before) fprintf(stderr, "velocity: %lu allocations in 1000 calls\n", allocations - before);
}

static segpager_event pointer(int32_t kind, double x, double y, int32_t region) {
    return sp_pointer(kind, now, x, y, region);
}

/* Raw pointer input keeps its samples inline (the velocity tracker lives in
 * the pager's state): drags, flings, strip scrolls and wheels allocate
 * nothing once warm. */
static void pointer_frames_allocate_nothing(void) {
    unsigned long before = 0;
    int round, k;
    open_pager();
    for (round = 0; round < 3; ++round) { /* the last round is counted */
        if (round == 2) before = allocations;
        step_one(pointer(SEGPAGER_EVENT_POINTER_DOWN, 300, 400, SEGPAGER_REGION_PAGES));
        for (k = 1; k <= 30; ++k) { /* past the slop, then a fling either way */
            now += 1.0 / 120;
            step_one(pointer(SEGPAGER_EVENT_POINTER_MOVED, 300 + (round % 2 ? 8 : -8) * k, 402, 0));
        }
        step_one(pointer(SEGPAGER_EVENT_POINTER_UP, 300 + (round % 2 ? 8 : -8) * 30, 402, 0));
        step_one(pointer(SEGPAGER_EVENT_POINTER_DOWN, 200, 220, SEGPAGER_REGION_STRIP));
        for (k = 1; k <= 10; ++k) { /* the strip, flung on its own */
            now += 1.0 / 120;
            step_one(pointer(SEGPAGER_EVENT_POINTER_MOVED, 200 - 12 * k, 220, 0));
        }
        step_one(pointer(SEGPAGER_EVENT_POINTER_UP, 80, 220, 0));
        for (k = 0; k < 240; ++k) { /* settles, decelerates, bounces; wheels on the list */
            now += 1.0 / 120;
            step_one(k % 20 == 0 ? pointer(SEGPAGER_EVENT_WHEEL, 0, 20, SEGPAGER_REGION_PAGES) : sp_tick(now));
        }
    }
    CHECK(allocations - before == 0);
    if (allocations != before) fprintf(stderr, "pointer: %lu allocations\n", allocations - before);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* A run allocates nothing per frame: over the same frames, a run of 10 or
 * 1,000 costs at most one allocation (the temporary array its events are
 * converted into) more than stepping them one by one on a twin pager
 * (whose steps allocate nothing once warm, above; the twin makes the
 * comparison hold wherever the drag's first visits to a page fall). */
static void run_frames_allocate_nothing_per_frame(void) {
    static segpager_event events[1000];
    static uint32_t frames[1000];
    static segpager_frame records[1000];
    static segpager_notification notes[4096];
    static uint32_t note_frames[4096];
    segpager_pager *twin;
    segpager_run_buffers b;
    size_t done = 0, count = 0, k;
    unsigned long before, ran, stepped;
    int round;
    open_pager();
    twin = pager;
    open_pager();
    CHECK_STATUS(segpager_run_buffers_init(&b), SEGPAGER_OK);
    b.frames = records;
    b.notifications = notes;
    b.notification_frames = note_frames;
    b.notification_capacity = 4096;
    for (round = 0; round < 6; ++round) { /* two warm-up runs, then 10, 1000, 10, 1000 frames */
        size_t n = round == 2 || round == 4 ? 10 : 1000;
        for (k = 0; k < n; ++k) {
            now += 1.0 / 120;
            events[k] = k == 0 && round == 0 ? sp_drag_began(now) : sp_drag_moved(now, drag_offset((long)(round * 1000 + k)));
            frames[k] = (uint32_t)k;
        }
        before = allocations;
        CHECK_STATUS(segpager_pager_run(pager, events, frames, n, n, &b, &done, &count), SEGPAGER_OK);
        ran = allocations - before;
        CHECK(done == n);
        {
            segpager_pager *run_pager = pager;
            pager = twin;
            before = allocations;
            for (k = 0; k < n; ++k) step_one(events[k]);
            stepped = allocations - before;
            pager = run_pager;
        }
        if (round < 2) continue;
        CHECK(ran <= stepped + 1);
        if (ran > stepped + 1) fprintf(stderr, "run: %lu allocations over %zu frames, steps %lu\n", ran, n, stepped);
    }
    CHECK(count > 0); /* pages crossed */
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(twin), SEGPAGER_OK);
}

int main(void) {
    drag_frames_allocate_nothing();
    run_frames_allocate_nothing_per_frame();
    pointer_frames_allocate_nothing();
    settle_and_list_frames_allocate_nothing();
    velocity_estimates_allocate_nothing();
    return check_report("step_allocations");
}
