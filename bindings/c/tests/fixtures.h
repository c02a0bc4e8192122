/* Fixtures shared by the C tests, the C benchmark and the reliability
 * programs: one constructor per event kind, step buffers that own their
 * arrays, and a pager made from content widths and ids. Header-only (static
 * inline), clean as C11 and as C++17 under -Wall -Wextra -Werror -pedantic.
 *
 * Nothing here checks anything: every helper that calls the library returns
 * its status (the tests wrap it in check.h's CHECK_STATUS, the benchmark in
 * its own check()). Include it as "fixtures.h" from bindings/c/tests and as
 * "tests/fixtures.h" from elsewhere (the Makefile builds every C program
 * with -Ibindings/c). The examples stay self-contained and do not use it. */
#ifndef SEGPAGER_TEST_FIXTURES_H
#define SEGPAGER_TEST_FIXTURES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "segpager.h"

/* ------------------------------------------------------------------------ */
/* Events: every field the kind does not read is 0.                         */
/* ------------------------------------------------------------------------ */

/* An event of any kind (an unknown one too) with the fields it reads. */
static inline segpager_event sp_event_with(int32_t kind, double time, int32_t index, double offset, double velocity,
                                           double width) {
    segpager_event e;
    memset(&e, 0, sizeof e); /* flags and reserved 0 */
    e.kind = kind;
    e.index = index;
    e.time = time;
    e.offset = offset;
    e.velocity = velocity;
    e.width = width;
    return e;
}

/* An event that reads nothing but its time (or a bad kind, for tests). */
static inline segpager_event sp_event(int32_t kind, double time) { return sp_event_with(kind, time, 0, 0, 0, 0); }

/* One constructor per SEGPAGER_EVENT_* kind, its fields in the header's order. */
static inline segpager_event sp_drag_began(double time) { return sp_event(SEGPAGER_EVENT_DRAG_BEGAN, time); }
static inline segpager_event sp_drag_moved(double time, double offset) {
    return sp_event_with(SEGPAGER_EVENT_DRAG_MOVED, time, 0, offset, 0, 0);
}
static inline segpager_event sp_drag_ended(double time, double velocity) {
    return sp_event_with(SEGPAGER_EVENT_DRAG_ENDED, time, 0, 0, velocity, 0);
}
static inline segpager_event sp_host_scrolled(double time, double offset) {
    return sp_event_with(SEGPAGER_EVENT_HOST_SCROLLED, time, 0, offset, 0, 0);
}
static inline segpager_event sp_tab_tapped(double time, int32_t index) {
    return sp_event_with(SEGPAGER_EVENT_TAB_TAPPED, time, index, 0, 0, 0);
}
/* animated: 0, or 1 for flags = SEGPAGER_EVENT_ANIMATED. */
static inline segpager_event sp_select(double time, int32_t index, int animated) {
    segpager_event e = sp_event_with(SEGPAGER_EVENT_SELECT, time, index, 0, 0, 0);
    e.flags = animated ? SEGPAGER_EVENT_ANIMATED : 0;
    return e;
}
static inline segpager_event sp_tick(double time) { return sp_event(SEGPAGER_EVENT_TICK, time); }
/* width: the pager's viewport; strip_width: the strip's (0 = the pager's). */
static inline segpager_event sp_resized(double time, double width, double strip_width) {
    return sp_event_with(SEGPAGER_EVENT_RESIZED, time, 0, strip_width, 0, width);
}
static inline segpager_event sp_list_scrolled(double time, double delta) {
    return sp_event_with(SEGPAGER_EVENT_LIST_SCROLLED, time, 0, delta, 0, 0);
}
static inline segpager_event sp_list_ended(double time, double velocity) {
    return sp_event_with(SEGPAGER_EVENT_LIST_ENDED, time, 0, 0, velocity, 0);
}
static inline segpager_event sp_list_resized(double time, int32_t index, double max_offset) {
    return sp_event_with(SEGPAGER_EVENT_LIST_RESIZED, time, index, max_offset, 0, 0);
}
static inline segpager_event sp_refresh_ended(double time) { return sp_event(SEGPAGER_EVENT_REFRESH_ENDED, time); }
/* A pointer event (POINTER_*, WHEEL) at (x, y), or by (delta_x, delta_y),
 * in region (read by POINTER_DOWN and WHEEL only). */
static inline segpager_event sp_pointer(int32_t kind, double time, double x, double y, int32_t region) {
    segpager_event e = sp_event(kind, time);
    e.x = x;
    e.y = y;
    e.region = region;
    return e;
}

/* ------------------------------------------------------------------------ */
/* Step buffers that own fixed-capacity arrays                              */
/* ------------------------------------------------------------------------ */

#define SP_LOOKS 32 /* appearances */
#define SP_NOTES 64 /* notifications */
#define SP_PAGES 8  /* pages, and their list offsets */

typedef struct sp_steps {
    segpager_step_buffers buffers; /* points at the arrays below, full capacity */
    segpager_item_appearance looks[SP_LOOKS];
    segpager_notification notes[SP_NOTES];
    segpager_page_visibility pages[SP_PAGES];
    double list_offsets[SP_PAGES];
} sp_steps;

/* Points s->buffers at s's arrays with their whole capacity. Shrink a
 * capacity afterwards to test truncation. A copy of an sp_steps points at
 * the original's arrays: call this again on the copy. */
static inline int sp_steps_init(sp_steps *s) {
    int status = segpager_step_buffers_init(&s->buffers);
    if (status != SEGPAGER_OK) return status;
    s->buffers.appearances = s->looks;
    s->buffers.appearance_capacity = SP_LOOKS;
    s->buffers.notifications = s->notes;
    s->buffers.notification_capacity = SP_NOTES;
    s->buffers.pages = s->pages;
    s->buffers.page_capacity = SP_PAGES;
    s->buffers.list_offsets = s->list_offsets;
    s->buffers.list_offset_capacity = SP_PAGES;
    return SEGPAGER_OK;
}

/* segpager_pager_step_into into *frame (its struct_size set here) and s. */
static inline int sp_step_into(segpager_pager *pager, const segpager_event *events, size_t count,
                               segpager_frame *frame, sp_steps *s) {
    frame->struct_size = (uint32_t)sizeof *frame;
    return segpager_pager_step_into(pager, events, count, frame, &s->buffers);
}

/* segpager_pager_step into *frame and s's arrays, with s->buffers'
 * capacities (the list offsets are not written). */
static inline int sp_step(segpager_pager *pager, const segpager_event *events, size_t count,
                          segpager_frame *frame, sp_steps *s) {
    frame->struct_size = (uint32_t)sizeof *frame;
    return segpager_pager_step(pager, events, count, frame, s->buffers.appearances, s->buffers.appearance_capacity,
                               s->buffers.notifications, s->buffers.notification_capacity, s->buffers.pages,
                               s->buffers.page_capacity);
}

/* ------------------------------------------------------------------------ */
/* Pagers                                                                   */
/* ------------------------------------------------------------------------ */

#define SP_MAX_ITEMS 64 /* the most items sp_pager_open takes */

/* *config: the defaults, with the given viewport width. */
static inline int sp_config_init(segpager_pager_configuration *config, double viewport_width) {
    int status = segpager_pager_configuration_init(config);
    if (status == SEGPAGER_OK) config->viewport_width = viewport_width;
    return status;
}

/* items[i]: content_width widths[i] (widths NULL: 0), every other width 0. */
static inline void sp_items(segpager_item_metrics *items, const double *widths, size_t count) {
    size_t i;
    memset(items, 0, count * sizeof *items);
    for (i = 0; widths != NULL && i < count; ++i) items[i].content_width = widths[i];
}

/* Creates *out_pager with config and sets count items: ids[i], with
 * content width widths[i] (widths NULL: all 0). Returns the first status
 * that is not SEGPAGER_OK (count over SP_MAX_ITEMS: SEGPAGER_E_RANGE); on a
 * failure after the pager was made, the pager is destroyed and *out_pager
 * is NULL. */
static inline int sp_pager_open(const segpager_pager_configuration *config, const int64_t *ids, const double *widths,
                                size_t count, segpager_pager **out_pager) {
    segpager_item_metrics items[SP_MAX_ITEMS];
    int status;
    *out_pager = NULL;
    if (count > SP_MAX_ITEMS) return SEGPAGER_E_RANGE;
    sp_items(items, widths, count);
    status = segpager_pager_create(config, out_pager);
    if (status != SEGPAGER_OK) return status;
    status = segpager_pager_set_items(*out_pager, ids, items, count);
    if (status != SEGPAGER_OK) {
        segpager_pager_destroy(*out_pager);
        *out_pager = NULL;
    }
    return status;
}

/* *style: the defaults, with the given height and pinned height (seed
 * 004's 200 and 44 mostly). */
static inline int sp_header_style_init(segpager_header_style *style, double height, double pinned_height) {
    int status = segpager_header_style_init(style);
    if (status != SEGPAGER_OK) return status;
    style->height = height;
    style->pinned_height = pinned_height;
    return SEGPAGER_OK;
}

/* *out_pager: the benchmark's pager, `tabs` items 40 + (i * 7 % 50) wide with
 * ids 100 + i in a `viewport_width` viewport, under seed 004's header (200
 * over a pinned 44). */
static inline int sp_header_pager_open(size_t tabs, double viewport_width, segpager_pager **out_pager) {
    segpager_pager_configuration config;
    double widths[SP_MAX_ITEMS];
    int64_t ids[SP_MAX_ITEMS];
    segpager_header_style header;
    segpager_pager_header options;
    size_t i;
    int status;
    *out_pager = NULL;
    if (tabs > SP_MAX_ITEMS) return SEGPAGER_E_RANGE;
    for (i = 0; i < tabs; ++i) {
        widths[i] = 40.0 + (double)(i * 7 % 50);
        ids[i] = 100 + (int64_t)i;
    }
    if ((status = sp_config_init(&config, viewport_width)) != SEGPAGER_OK ||
        (status = sp_header_style_init(&header, 200, 44)) != SEGPAGER_OK ||
        (status = segpager_pager_header_init(&options)) != SEGPAGER_OK ||
        (status = sp_pager_open(&config, ids, widths, tabs, out_pager)) != SEGPAGER_OK)
        return status;
    status = segpager_pager_set_header(*out_pager, &header, NULL, 0, &options);
    if (status != SEGPAGER_OK) {
        segpager_pager_destroy(*out_pager);
        *out_pager = NULL;
    }
    return status;
}

#endif
