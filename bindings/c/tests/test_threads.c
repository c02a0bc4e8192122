/* The thread-safety contract (segpager.h, top comment): 8 threads, each
 * driving its own pager handle through a long session, while all of them
 * also call the stateless functions on shared, read-only inputs. Every
 * thread must see exactly what a single-threaded run sees. `make sanitize`
 * runs this under ThreadSanitizer; `make test` runs it plainly. */
#include <pthread.h>
#include <stdint.h>
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
    return check_report("threads");
}
