/* The thread-safety contract (segpager.h, top comment): 8 threads, each
 * driving its own pager handle through a long session, while all of them
 * also call the stateless functions on shared, read-only inputs. Every
 * thread must see exactly what a single-threaded run sees. Then (since
 * 0.8.0) several threads on ONE pager: steppers, an editor and a
 * destroyer; calls take turns, nothing crashes, every status is one a
 * single thread could get, and the notifications, put in the engine's
 * order, are a valid lifecycle. `make sanitize` runs this under
 * ThreadSanitizer; `make test` runs it plainly. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define THREADS 8
#define BATCHES 400

/* Shared by every thread, never written after main fills it. */
static segpager_item_metrics shared_items[6];
static int64_t shared_ids[6] = {1, 2, 3, 4, 5, 6};
static segpager_strip_style shared_style;

typedef struct result {
    double page_offsets[BATCHES];
    int32_t selections[BATCHES];
    size_t notifications;
    double layout_width;
    int failures;
} result;

static result results[THREADS + 1];

/* One pager's session (a drag, a fling, taps, ticks) plus stateless calls. */
static void *session(void *arg) {
    result *out = (result *)arg;
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    segpager_frame frame;
    sp_steps steps;
    segpager_item_frame frames[6];
    size_t count = 0;
    int32_t scrolls = 0, hit = 0;
    double t = 0;
    int k;

    sp_config_init(&config, 375);
    sp_steps_init(&steps);
    if (segpager_pager_create(&config, &pager) != SEGPAGER_OK) { ++out->failures; return NULL; }
    if (segpager_pager_set_items(pager, shared_ids, shared_items, 6) != SEGPAGER_OK) ++out->failures;
    for (k = 0; k < BATCHES; ++k) {
        segpager_event e;
        int status;
        t += 1.0 / 60;
        switch (k % 40) {
        case 0: e = sp_drag_began(t); break;
        case 1: case 2: case 3: case 4: e = sp_drag_moved(t, 375.0 * (k / 40 % 5) + 30.0 * (k % 40)); break;
        case 5: e = sp_drag_ended(t, 900); break;
        case 25: e = sp_tab_tapped(t, (k / 40) % 6); break;
        default: e = sp_tick(t);
        }
        status = sp_step(pager, &e, 1, &frame, &steps);
        if (status != SEGPAGER_OK) ++out->failures;
        out->page_offsets[k] = frame.page_offset;
        out->selections[k] = frame.selected_index;
        out->notifications += frame.notification_count;

        /* stateless calls on the shared inputs, interleaved with the session */
        if (segpager_strip_layout(&shared_style, shared_items, 6, 375, frames, 6, &count, &out->layout_width,
                                  &scrolls) != SEGPAGER_OK)
            ++out->failures;
        if (segpager_strip_hit_test(frames, 6, 100, &hit) != SEGPAGER_OK) ++out->failures;
        if (strcmp(segpager_status_name(SEGPAGER_E_HANDLE), "SEGPAGER_E_HANDLE") != 0) ++out->failures;
    }
    if (segpager_pager_destroy(pager) != SEGPAGER_OK) ++out->failures;
    /* a handle destroyed by this thread is dead for everyone */
    if (segpager_pager_destroy(pager) != SEGPAGER_E_HANDLE) ++out->failures;
    return NULL;
}

/* ---- one pager, many threads -------------------------------------------- */

#define SHARED_STEPPERS 4
#define SHARED_BATCHES 300
#define LOG_CAPACITY 200000

static segpager_pager *shared_pager;
static pthread_mutex_t clock_mutex = PTHREAD_MUTEX_INITIALIZER;
static double shared_clock;
/* Every notification any thread was handed, with the step's sequence
 * number (the order the engine applied the steps: their times grow). */
static struct logged { double time; int step; int k; segpager_notification note; } shared_log[LOG_CAPACITY];
static size_t shared_logged;
static int shared_failures;
static int shared_destroyed;
static int shared_steps;    /* successful steps so far */
static int shared_finished; /* steppers done */

static double next_time(void) {
    double t;
    pthread_mutex_lock(&clock_mutex);
    shared_clock += 1.0 / 240;
    t = shared_clock;
    pthread_mutex_unlock(&clock_mutex);
    return t;
}

static void fail(void) {
    pthread_mutex_lock(&clock_mutex);
    ++shared_failures;
    pthread_mutex_unlock(&clock_mutex);
}

static void *shared_stepper(void *arg) {
    int who = (int)(intptr_t)arg, k;
    sp_steps steps;
    segpager_frame frame;
    sp_steps_init(&steps);
    for (k = 0; k < SHARED_BATCHES; ++k) {
        double t = next_time();
        segpager_event e;
        int status;
        size_t i;
        switch ((k + who) % 12) {
        case 0: e = sp_drag_began(t); break;
        case 1: case 2: e = sp_drag_moved(t, 100.0 * (k % 7)); break;
        case 3: e = sp_drag_ended(t, 600.0 * (who % 2 ? 1 : -1)); break;
        case 6: e = sp_tab_tapped(t, (k + who) % 4); break;
        default: e = sp_tick(t);
        }
        status = sp_step_into(shared_pager, &e, 1, &frame, &steps);
        /* E_ORDER: another thread's later event came first; E_HANDLE: destroyed;
         * E_INDEX: a tap on a tab the editor just removed */
        if (status == SEGPAGER_E_ORDER || status == SEGPAGER_E_INDEX) continue;
        if (status == SEGPAGER_E_HANDLE) {
            pthread_mutex_lock(&clock_mutex);
            if (!shared_destroyed) ++shared_failures;
            pthread_mutex_unlock(&clock_mutex);
            break;
        }
        if (status != SEGPAGER_OK && status != SEGPAGER_TRUNCATED) { fail(); continue; }
        if (frame.selected_index < 0 || frame.page_count > SP_PAGES) fail();
        pthread_mutex_lock(&clock_mutex);
        ++shared_steps;
        for (i = 0; i < frame.notification_count && shared_logged < LOG_CAPACITY; ++i) {
            shared_log[shared_logged].time = frame.time;
            shared_log[shared_logged].step = k;
            shared_log[shared_logged].k = (int)i;
            shared_log[shared_logged].note = steps.notes[i];
            ++shared_logged;
        }
        pthread_mutex_unlock(&clock_mutex);
    }
    pthread_mutex_lock(&clock_mutex);
    ++shared_finished;
    pthread_mutex_unlock(&clock_mutex);
    return NULL;
}

static void *shared_editor(void *arg) {
    segpager_item_metrics item;
    int k;
    (void)arg;
    memset(&item, 0, sizeof item);
    item.content_width = 44;
    for (k = 0; k < 200; ++k) {
        int status = k % 2 ? segpager_pager_remove_item(shared_pager, 4)
                           : segpager_pager_insert_item(shared_pager, 4, 100 + k, &item);
        if (status == SEGPAGER_E_HANDLE) break;
        if (status != SEGPAGER_OK) fail();
    }
    return NULL;
}

static int by_engine_order(const void *a, const void *b) {
    const struct logged *x = (const struct logged *)a, *y = (const struct logged *)b;
    if (x->time != y->time) return x->time < y->time ? -1 : 1;
    return x->k - y->k;
}

static void test_one_pager_many_threads(void) {
    pthread_t steppers[SHARED_STEPPERS], editor;
    segpager_pager_configuration config;
    static int loaded[400];
    size_t i;
    int k;
    sp_config_init(&config, 375);
    CHECK_STATUS(sp_pager_open(&config, shared_ids, NULL, 6, &shared_pager), SEGPAGER_OK);
    for (k = 0; k < SHARED_STEPPERS; ++k)
        CHECK(pthread_create(&steppers[k], NULL, shared_stepper, (void *)(intptr_t)k) == 0);
    CHECK(pthread_create(&editor, NULL, shared_editor, NULL) == 0);
    CHECK(pthread_join(editor, NULL) == 0);
    /* destroy while the steppers still run (a third of their steps done):
     * they wait for it, then see E_HANDLE */
    for (;;) {
        int done;
        pthread_mutex_lock(&clock_mutex);
        done = shared_steps >= SHARED_STEPPERS * SHARED_BATCHES / 3 || shared_finished == SHARED_STEPPERS;
        if (done) shared_destroyed = 1;
        pthread_mutex_unlock(&clock_mutex);
        if (done) break;
        sched_yield();
    }
    CHECK_STATUS(segpager_pager_destroy(shared_pager), SEGPAGER_OK);
    for (k = 0; k < SHARED_STEPPERS; ++k) CHECK(pthread_join(steppers[k], NULL) == 0);
    CHECK(shared_failures == 0);
    CHECK(shared_logged > 0);
    /* In the engine's order, loads and unloads alternate for every page. */
    qsort(shared_log, shared_logged, sizeof shared_log[0], by_engine_order);
    for (i = 0; i < shared_logged; ++i) {
        const segpager_notification *n = &shared_log[i].note;
        int64_t id = n->id;
        if (id < 0 || id >= 400) continue;
        if (n->kind == SEGPAGER_NOTIFY_LOAD) CHECK(loaded[id]++ == 0);
        if (n->kind == SEGPAGER_NOTIFY_UNLOAD) CHECK(--loaded[id] == 0);
    }
}

int main(void) {
    pthread_t threads[THREADS];
    int k, b;
    memset(shared_items, 0, sizeof shared_items);
    for (k = 0; k < 6; ++k) shared_items[k].content_width = 30.0 + 8.0 * k;
    segpager_strip_style_init(&shared_style);
    shared_style.item_padding = 12;

    session(&results[THREADS]); /* the single-threaded reference */
    for (k = 0; k < THREADS; ++k) CHECK(pthread_create(&threads[k], NULL, session, &results[k]) == 0);
    for (k = 0; k < THREADS; ++k) CHECK(pthread_join(threads[k], NULL) == 0);

    CHECK(results[THREADS].failures == 0);
    CHECK(results[THREADS].notifications > 0);
    for (k = 0; k < THREADS; ++k) {
        CHECK(results[k].failures == 0);
        CHECK(results[k].notifications == results[THREADS].notifications);
        CHECK(results[k].layout_width == results[THREADS].layout_width);
        for (b = 0; b < BATCHES; ++b) {
            if (results[k].page_offsets[b] != results[THREADS].page_offsets[b] ||
                results[k].selections[b] != results[THREADS].selections[b]) {
                CHECK(!"a thread's session differs from the single-threaded one");
                break;
            }
        }
    }
    test_one_pager_many_threads();
    return check_report("threads");
}
