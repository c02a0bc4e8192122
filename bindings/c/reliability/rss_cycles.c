/* RSS stays flat over many pager lifetimes: CYCLES times create a pager,
 * give it items, step it once and destroy it, then print the resident set
 * growth as JSON. With a bound (KiB), exits 1 when the growth exceeds it.
 *
 *   rss_cycles [CYCLES [BOUND_KIB [steps]]]  defaults: 1000000 cycles, no bound
 *
 * With "steps", a cycle is one step of one long-lived pager (a SELECT that
 * moves one page on) with no arrays at all: a caller that wants no
 * notifications, whose queue must not grow (issue #15).
 *
 * The baseline is taken after 10,000 warm-up cycles, so allocator pools and
 * the handle registry's table have reached their working size; a leak of
 * one byte per cycle would then show as ~1 MB per million cycles. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "segpager.h"
#include "tests/fixtures.h"

static long rss_kib(void) {
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return -1;
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(f);
    return resident < 0 ? -1 : resident * 4; /* 4 KiB pages on x86_64 Linux */
}

static int cycle(const segpager_pager_configuration *config, const int64_t *ids, const segpager_item_metrics *items) {
    segpager_pager *pager = NULL;
    segpager_frame frame;
    segpager_item_appearance looks[8];
    segpager_notification notes[16];
    segpager_page_visibility pages[4];
    segpager_event e = sp_tab_tapped(1, 2);
    int status;
    if (segpager_pager_create(config, &pager) != SEGPAGER_OK) return -1;
    if (segpager_pager_set_items(pager, ids, items, 4) != SEGPAGER_OK) return -1;
    frame.struct_size = sizeof frame;
    status = segpager_pager_step(pager, &e, 1, &frame, looks, 8, notes, 16, pages, 4);
    if (status < 0) return -1;
    return segpager_pager_destroy(pager);
}

static segpager_pager *g_pager;
static long g_step;

static int step_without_arrays(void) {
    segpager_frame frame;
    segpager_event e = sp_select((double)g_step, (int32_t)(g_step % 4), 0);
    int status;
    ++g_step;
    frame.struct_size = sizeof frame;
    status = segpager_pager_step(g_pager, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0);
    if (status < 0 || frame.pending_notifications != 0) return -1;
    return SEGPAGER_OK;
}

int main(int argc, char **argv) {
    long cycles = argc > 1 ? atol(argv[1]) : 1000000;
    long bound = argc > 2 ? atol(argv[2]) : -1;
    int steps = argc > 3 && strcmp(argv[3], "steps") == 0;
    long k, before, after;
    int64_t ids[4] = {1, 2, 3, 4};
    segpager_item_metrics items[4];
    segpager_pager_configuration config;
    clock_t start;
    double seconds;

    memset(items, 0, sizeof items);
    for (k = 0; k < 4; ++k) items[k].content_width = 40.0 + (double)k;
    segpager_pager_configuration_init(&config);
    config.viewport_width = 375;

    if (steps && (segpager_pager_create(&config, &g_pager) != SEGPAGER_OK ||
                  segpager_pager_set_items(g_pager, ids, items, 4) != SEGPAGER_OK)) {
        fprintf(stderr, "rss_cycles: no pager\n");
        return 2;
    }
#define CYCLE() (steps ? step_without_arrays() : cycle(&config, ids, items))
    for (k = 0; k < 10000; ++k)
        if (CYCLE() != SEGPAGER_OK) { fprintf(stderr, "rss_cycles: a cycle failed\n"); return 2; }
    before = rss_kib();
    start = clock();
    for (k = 0; k < cycles; ++k)
        if (CYCLE() != SEGPAGER_OK) { fprintf(stderr, "rss_cycles: a cycle failed\n"); return 2; }
    seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    after = rss_kib();
    if (steps) segpager_pager_destroy(g_pager);
    printf("{\"mode\": \"%s\", \"cycles\": %ld, \"rss_before_kib\": %ld, \"rss_after_kib\": %ld, \"growth_kib\": %ld, "
           "\"seconds\": %.2f, \"bound_kib\": %ld}\n", steps ? "steps" : "pagers", cycles, before, after, after - before, seconds, bound);
    if (before < 0 || after < 0) { fprintf(stderr, "rss_cycles: cannot read /proc/self/statm\n"); return 2; }
    if (bound >= 0 && after - before > bound) {
        fprintf(stderr, "rss_cycles: RSS grew by %ld KiB over %ld cycles (bound %ld KiB)\n", after - before, cycles, bound);
        return 1;
    }
    return 0;
}
