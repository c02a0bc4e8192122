/* A pager driven through a scripted session from C: a drag, a release that
 * settles with the spring, and a far tap, printing one line per frame.
 * Build with only:  cc pager_session.c $(pkg-config --cflags --libs segpager) */
#include <stdio.h>
#include <string.h>

#include "segpager.h"

static const char *phases[] = {"idle", "dragging", "settling", "transitioning", "host"};
static const char *kinds[] = {"sel", "wa", "da", "wd", "dd", "load", "unload", "reuse"};

static segpager_pager *pager;

static int step(segpager_event *events, size_t count) {
    segpager_frame frame;
    segpager_item_appearance looks[16];
    segpager_notification notes[32];
    segpager_page_visibility pages[8];
    size_t i;
    int status;
    frame.struct_size = sizeof frame;
    status = segpager_pager_step(pager, events, count, &frame, looks, 16, notes, 32, pages, 8);
    if (status < 0) {
        fprintf(stderr, "step failed: %s\n", segpager_status_string(status));
        return -1;
    }
    printf("t=%5.3f %-13s offset %7.2f selected %d indicator %6.1f+%4.1f ", frame.time, phases[frame.phase],
           frame.page_offset, (int)frame.selected_index, frame.indicator.x, frame.indicator.width);
    for (i = 0; i < frame.notification_count; ++i) printf(" %s%d", kinds[notes[i].kind], (int)notes[i].page);
    printf("\n");
    return frame.phase;
}

int main(void) {
    const double titles[6] = {28, 47, 34, 38, 30, 31}; /* seed 000's six titles */
    segpager_item_metrics items[6];
    int64_t ids[6] = {1, 2, 3, 4, 5, 6};
    segpager_pager_configuration config;
    segpager_event e;
    double t = 0;
    int i;

    memset(items, 0, sizeof items);
    for (i = 0; i < 6; ++i) items[i].content_width = titles[i] + 40;
    segpager_pager_configuration_init(&config);
    config.viewport_width = 375;
    if (segpager_pager_create(&config, &pager) != SEGPAGER_OK) return 1;
    segpager_pager_set_items(pager, ids, items, 6);

    /* An event names the fields its kind reads; the rest are 0. */
    e = (segpager_event){.kind = SEGPAGER_EVENT_TICK, .time = t};
    step(&e, 1);
    for (i = 1; i <= 6; ++i) { /* a drag, 16 pt per 120 Hz frame */
        e = (segpager_event){.kind = SEGPAGER_EVENT_DRAG_MOVED, .time = t += 1.0 / 120, .offset = 16.0 * i};
        step(&e, 1);
    }
    e = (segpager_event){.kind = SEGPAGER_EVENT_DRAG_ENDED, .time = t, .velocity = 1920};
    step(&e, 1);
    do {
        e = (segpager_event){.kind = SEGPAGER_EVENT_TICK, .time = t += 1.0 / 60};
    } while (step(&e, 1) > 0);
    e = (segpager_event){.kind = SEGPAGER_EVENT_TAB_TAPPED, .index = 5, .time = t += 0.5}; /* a far tap */
    step(&e, 1);
    do {
        e = (segpager_event){.kind = SEGPAGER_EVENT_TICK, .time = t += 1.0 / 60};
    } while (step(&e, 1) > 0);
    segpager_pager_destroy(pager);
    return 0;
}
