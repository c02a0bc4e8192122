/* A header over a pager, scrolled by a script, from C: the same session as
 * bindings/python/examples/header_session.py, printing the same lines (a
 * test compares them). A 200 pt cover over a 44 pt pinned strip (seed 004's
 * H and S, R = 156), three tabs with a list each: collapse, switch page,
 * scroll back down into a stretch, let go, then let go half collapsed (it
 * snaps shut).
 * Build with only:  cc header_session.c $(pkg-config --cflags --libs segpager) */
#include <stdio.h>
#include <string.h>

#include "segpager.h"

#define HZ 60.0

static const char *header_phases[] = {"stretched", "expanded", "collapsing", "pinned"};
static const char *causes[] = {"tap", "drag", "program"};

static segpager_pager *pager;
static segpager_step_buffers buffers;
static segpager_frame frame;
static segpager_notification notes[64];
static segpager_item_appearance looks[16];
static segpager_page_visibility pages[8];
static double list_offsets[8];
static double t;

static int step(const segpager_event *events, size_t count) {
    int status;
    frame.struct_size = sizeof frame;
    status = segpager_pager_step_into(pager, events, count, &frame, &buffers);
    if (status != SEGPAGER_OK) fprintf(stderr, "step: %s\n", segpager_status_string(status));
    return status;
}

static void describe(const char *label) {
    const segpager_rect *box = &frame.header.header;
    size_t i;
    printf("%-9s t=%5.2f page=%d header=(%7.2f,%7.2f %6.2fx%6.2f) %-10s collapse=%6.2f pull=%6.2f lists[",
           label, frame.time, (int)frame.selected_index, box->x, box->y, box->width, box->height,
           header_phases[frame.header.phase], frame.header_offset, frame.pull);
    for (i = 0; i < frame.page_count; ++i)
        printf("%s%d:%g", i ? " " : "", (int)pages[i].page, list_offsets[i]);
    printf("]");
    for (i = 0; i < frame.notification_count; ++i) {
        const segpager_notification *n = &notes[i];
        const char *gap = "  ";
        int k;
        for (k = 0; k < (int)i; ++k) {
            int32_t kind = notes[k].kind;
            if (kind == SEGPAGER_NOTIFY_SELECTED_CHANGED || kind == SEGPAGER_NOTIFY_HEADER_PHASE ||
                kind == SEGPAGER_NOTIFY_REFRESH)
                gap = " ";
        }
        if (n->kind == SEGPAGER_NOTIFY_SELECTED_CHANGED)
            printf("%ssel%d<%d:%s", gap, (int)n->page, (int)n->previous, causes[n->cause]);
        else if (n->kind == SEGPAGER_NOTIFY_HEADER_PHASE) /* old phase in previous, new in cause */
            printf("%sheader:%s>%s", gap, header_phases[n->previous], header_phases[n->cause]);
        else if (n->kind == SEGPAGER_NOTIFY_REFRESH)
            printf("%srefresh%d", gap, (int)n->page);
    }
    printf("\n");
}

/* An event names the fields its kind reads; the rest are 0.
 * `first` in the first frame, then ticks: `frames` display frames in all;
 * prints the first, the last, every `every`-th and any with notifications. */
static int run(const char *label, const segpager_event *first, int frames, int every) {
    int i;
    for (i = 0; i < frames; ++i) {
        segpager_event batch[2];
        size_t count = 0;
        t += 1 / HZ;
        if (i == 0 && first) batch[count++] = *first;
        batch[count++] = (segpager_event){.kind = SEGPAGER_EVENT_TICK, .time = t};
        if (step(batch, count) != SEGPAGER_OK) return -1;
        if (i == 0 || i == frames - 1 || (every && i % every == 0) || frame.notification_count) describe(label);
    }
    return 0;
}

/* A vertical drag of `total` points over `frames` frames. */
static int scroll(const char *label, double total, int frames) {
    int i;
    for (i = 0; i < frames; ++i) {
        segpager_event e = {.kind = SEGPAGER_EVENT_LIST_SCROLLED, .time = t + 1 / HZ, .offset = total / frames};
        if (run(label, &e, 1, 0) != 0) return -1;
    }
    return 0;
}

static int let_go(const char *label, int frames, int every) {
    segpager_event e = {.kind = SEGPAGER_EVENT_LIST_ENDED, .time = t + 1 / HZ};
    return run(label, &e, frames, every);
}

int main(void) {
    const int64_t ids[3] = {0, 1, 2};
    segpager_item_metrics items[3];
    segpager_pager_configuration config;
    segpager_header_style style;
    segpager_pager_header options;
    segpager_event resized[3], tap;
    int i;

    memset(items, 0, sizeof items);
    for (i = 0; i < 3; ++i) items[i].content_width = 70;
    segpager_pager_configuration_init(&config);
    config.viewport_width = 375;
    segpager_header_style_init(&style);
    style.height = 200;
    style.pinned_height = 44;
    segpager_pager_header_init(&options);
    options.snap = 1; /* a header let go half collapsed snaps open or shut */
    if (segpager_pager_create(&config, &pager) != SEGPAGER_OK ||
        segpager_pager_set_items(pager, ids, items, 3) != SEGPAGER_OK ||
        segpager_pager_set_header(pager, &style, NULL, 0, &options) != SEGPAGER_OK) {
        fprintf(stderr, "setting up the pager failed\n");
        return 1;
    }
    segpager_step_buffers_init(&buffers);
    buffers.appearances = looks;
    buffers.appearance_capacity = 16;
    buffers.notifications = notes;
    buffers.notification_capacity = 64;
    buffers.pages = pages;
    buffers.page_capacity = 8;
    buffers.list_offsets = list_offsets;
    buffers.list_offset_capacity = 8;

    for (i = 0; i < 3; ++i) /* every list can scroll 1200 pt */
        resized[i] = (segpager_event){.kind = SEGPAGER_EVENT_LIST_RESIZED, .index = i, .offset = 1200};
    if (step(resized, 3) != SEGPAGER_OK) return 1;

    if (scroll("collapse", 240, 12) || let_go("release", 1, 0)) return 1; /* 156 + 84 */
    tap = (segpager_event){.kind = SEGPAGER_EVENT_TAB_TAPPED, .index = 1, .time = t + 1 / HZ};
    if (run("switch", &tap, 30, 10)) return 1;
    if (scroll("expand", -216, 12) || let_go("letgo", 40, 10)) return 1; /* 156 + 60 pulled */
    if (scroll("half", 100, 5) || let_go("snap", 40, 10)) return 1;     /* 100 > R/2 = 78 */
    segpager_pager_destroy(pager);
    return 0;
}
