/* What the Swift door could do and C could not, until 0.8.0: one-item
 * edits, reading the items and the configuration back, platform presets,
 * custom Bézier curves for taps and settles, the settle spring's mass, and
 * header-phase notifications with fields of their own. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define W 300.0

static segpager_pager *open_pager(const segpager_pager_configuration *config) {
    const int64_t ids[4] = {10, 20, 30, 40};
    const double widths[4] = {40, 50, 60, 70};
    segpager_pager *pager = NULL;
    CHECK_STATUS(sp_pager_open(config, ids, widths, 4, &pager), SEGPAGER_OK);
    return pager;
}

static int count_kind(const sp_steps *s, const segpager_frame *f, int32_t kind, int32_t page) {
    size_t i;
    int n = 0;
    for (i = 0; i < f->notification_count; ++i)
        if (s->notes[i].kind == kind && (page < 0 || s->notes[i].page == page)) ++n;
    return n;
}

static void test_item_edits(void) {
    segpager_pager_configuration config;
    segpager_pager *pager;
    segpager_frame frame;
    sp_steps s;
    segpager_event e = sp_select(1, 2, 0);
    segpager_item_metrics item, items[8];
    int64_t ids[8];
    size_t count = 0;
    sp_config_init(&config, W);
    pager = open_pager(&config);
    sp_steps_init(&s);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.selected_index == 2); /* id 30 */

    memset(&item, 0, sizeof item);
    item.content_width = 80;
    CHECK_STATUS(segpager_pager_insert_item(pager, 0, 5, &item), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_get_items(pager, ids, items, 8, &count), SEGPAGER_OK);
    CHECK(count == 5 && ids[0] == 5 && ids[3] == 30 && items[0].content_width == 80);
    e = sp_tick(1.1);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.selected_index == 3); /* the selection follows id 30 */
    CHECK(count_kind(&s, &frame, SEGPAGER_NOTIFY_SELECTED_CHANGED, 3) == 1);

    CHECK_STATUS(segpager_pager_move_item(pager, 3, 0), SEGPAGER_OK); /* id 30 to the front */
    CHECK_STATUS(segpager_pager_get_items(pager, ids, items, 8, &count), SEGPAGER_OK);
    CHECK(count == 5 && ids[0] == 30 && ids[1] == 5 && ids[4] == 40);
    e = sp_tick(1.2);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.selected_index == 0);

    CHECK_STATUS(segpager_pager_remove_item(pager, 0), SEGPAGER_OK); /* the selected page goes */
    e = sp_tick(1.3);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK(count_kind(&s, &frame, SEGPAGER_NOTIFY_DID_DISAPPEAR, -1) >= 1);
    CHECK(frame.selected_index == 0); /* the nearest remaining item, id 5 */
    CHECK_STATUS(segpager_pager_get_items(pager, ids, items, 8, &count), SEGPAGER_OK);
    CHECK(count == 4 && ids[0] == 5);
    /* a count query */
    CHECK_STATUS(segpager_pager_get_items(pager, NULL, NULL, 0, &count), SEGPAGER_E_CAPACITY);
    CHECK(count == 4);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

static void test_config_read_back(void) {
    segpager_pager_configuration config, now;
    segpager_pager *pager;
    segpager_frame frame;
    sp_steps s;
    segpager_event e = sp_resized(1, 420, 0);
    sp_config_init(&config, W);
    config.tap_duration = 0.4;
    pager = open_pager(&config);
    sp_steps_init(&s);
    now.struct_size = (uint32_t)sizeof now;
    CHECK_STATUS(segpager_pager_get_configuration(pager, &now), SEGPAGER_OK);
    CHECK(now.struct_size == sizeof now && now.viewport_width == W && now.tap_duration == 0.4);
    CHECK(now.flick_velocity == config.flick_velocity && now.spring_mass == 1);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_get_configuration(pager, &now), SEGPAGER_OK);
    CHECK(now.viewport_width == 420); /* RESIZED is part of the configuration */
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

static void test_presets(void) {
    segpager_pager_configuration ios, android, defaults;
    segpager_paging_options paging;
    CHECK_STATUS(segpager_pager_configuration_init(&defaults), SEGPAGER_OK);
    CHECK_STATUS(segpager_paging_options_init(&paging), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_configuration_init_preset(&ios, SEGPAGER_PRESET_IOS), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_configuration_init_preset(&android, SEGPAGER_PRESET_ANDROID), SEGPAGER_OK);
    CHECK(memcmp(&ios, &defaults, sizeof ios) == 0);
    CHECK(android.paging_profile == SEGPAGER_PAGING_ANDROID);
    android.paging_profile = SEGPAGER_PAGING_UIKIT;
    CHECK(memcmp(&android, &defaults, sizeof android) == 0);
    /* One flick velocity: the config's is the paging options' (400 pt/s). */
    CHECK(defaults.flick_velocity == paging.flick_velocity && defaults.flick_velocity == 400);
}

/* The page offset half way through a 0.3 s tap from page 0 to page 1. */
static double mid_tap_offset(const segpager_pager_configuration *config) {
    segpager_pager *pager = open_pager(config);
    segpager_frame frame;
    sp_steps s;
    segpager_event events[2];
    events[0] = sp_tab_tapped(1, 1);
    events[1] = sp_tick(1.15);
    sp_steps_init(&s);
    CHECK_STATUS(sp_step_into(pager, events, 2, &frame, &s), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    return frame.page_offset;
}

static void test_custom_curves(void) {
    segpager_pager_configuration config;
    double named, custom, linear;
    sp_config_init(&config, W);
    config.tap_easing = SEGPAGER_EASING_LINEAR;
    linear = mid_tap_offset(&config);
    CHECK(fabs(linear - W / 2) < 1e-9); /* linear: half the page at half the time */
    config.tap_easing = SEGPAGER_EASING_EASE;
    named = mid_tap_offset(&config);
    /* CSS's ease as a custom curve: the same offsets as the named one. */
    config.tap_easing = SEGPAGER_EASING_CUBIC_BEZIER;
    config.tap_bezier_x1 = 0.25; config.tap_bezier_y1 = 0.1;
    config.tap_bezier_x2 = 0.25; config.tap_bezier_y2 = 1;
    custom = mid_tap_offset(&config);
    CHECK(fabs(custom - named) < 1e-9 && fabs(named - linear) > 1);
    /* A curve of its own: (0.9, 0, 1, 0.1) crawls, far behind linear at half time. */
    config.tap_bezier_x1 = 0.9; config.tap_bezier_y1 = 0; config.tap_bezier_x2 = 1; config.tap_bezier_y2 = 0.1;
    custom = mid_tap_offset(&config);
    CHECK(custom < linear / 4);
}

/* A heavier settle spring (same response) settles the same way: the mass
 * scales stiffness and damping together. An invalid mass is refused. */
static void test_spring_mass(void) {
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    sp_config_init(&config, W);
    config.spring_mass = 3;
    pager = open_pager(&config);
    CHECK(pager != NULL);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    config.spring_mass = -1;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.spring_mass = NAN;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_NOT_FINITE);
}

/* HEADER_PHASE: old_phase and new_phase name the phases. */
static void test_header_phase_fields(void) {
    segpager_pager_configuration config;
    segpager_header_style style;
    segpager_pager_header options;
    segpager_pager *pager;
    segpager_frame frame;
    sp_steps s;
    segpager_event e = sp_list_scrolled(1, 50);
    size_t i;
    int seen = 0;
    sp_config_init(&config, W);
    pager = open_pager(&config);
    sp_header_style_init(&style, 200, 44); /* seed 004: H 200 over a 44 pt strip */
    CHECK_STATUS(segpager_pager_header_init(&options), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_OK);
    sp_steps_init(&s);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    for (i = 0; i < frame.notification_count; ++i) {
        if (s.notes[i].kind != SEGPAGER_NOTIFY_HEADER_PHASE) continue;
        CHECK(s.notes[i].old_phase == SEGPAGER_HEADER_EXPANDED);
        CHECK(s.notes[i].new_phase == SEGPAGER_HEADER_COLLAPSING);
        ++seen;
    }
    CHECK(seen == 1);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* The names 0.8.0 replaced still compile, with the same meaning, until 0.10.0. */
static void test_deprecated_names(void) {
    segpager_pager_config old;
    segpager_pager_configuration now;
    CHECK_STATUS(segpager_pager_config_init(&old), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_configuration_init(&now), SEGPAGER_OK);
    CHECK(memcmp(&old, &now, sizeof now) == 0);
    CHECK(SEGPAGER_COMMIT_NEAREST == SEGPAGER_COMMIT_RULE_NEAREST);
    CHECK(SEGPAGER_COMMIT_FLOOR == SEGPAGER_COMMIT_RULE_FLOOR);
    CHECK(SEGPAGER_COMMIT_AT_HALF == SEGPAGER_COMMIT_POLICY_AT_HALF);
    CHECK(SEGPAGER_COMMIT_WHEN_SETTLED == SEGPAGER_COMMIT_POLICY_WHEN_SETTLED);
    CHECK(SEGPAGER_SECTION_SNAP == SEGPAGER_SECTION_FLAG_SNAP);
}

/* Issue #15: initial_index was ignored (the pager is created with no items,
 * so it was clamped to 0 before they arrived). */
static void test_initial_index(void) {
    segpager_pager_configuration config;
    segpager_pager *pager;
    segpager_frame frame;
    sp_steps s;
    segpager_event e = sp_tick(0);
    size_t k;
    int changes = 0;
    sp_config_init(&config, W);
    config.initial_index = 2;
    pager = open_pager(&config);
    sp_steps_init(&s);
    CHECK_STATUS(sp_step_into(pager, &e, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.selected_index == 2 && frame.position == 2);
    for (k = 0; k < frame.notification_count; ++k)
        if (s.notes[k].kind == SEGPAGER_NOTIFY_SELECTED_CHANGED) {
            ++changes;
            CHECK(s.notes[k].page == 2 && s.notes[k].cause == SEGPAGER_CAUSE_PROGRAM);
        }
    CHECK(changes == 1);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Issue #15: a drag released on a pager with no items stayed DRAGGING. */
static void test_drag_on_an_empty_pager(void) {
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    segpager_frame frame;
    sp_steps s;
    segpager_event events[3];
    const int64_t ids[3] = {1, 2, 3};
    segpager_item_metrics items[3];
    sp_config_init(&config, W);
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_OK);
    sp_steps_init(&s);
    events[0] = sp_drag_began(0);
    events[1] = sp_drag_moved(0.1, 200);
    events[2] = sp_drag_ended(0.2, 0);
    CHECK_STATUS(sp_step_into(pager, events, 3, &frame, &s), SEGPAGER_OK);
    events[0] = sp_tick(2);
    CHECK_STATUS(sp_step_into(pager, events, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.phase == SEGPAGER_PHASE_IDLE);
    sp_items(items, NULL, 3);
    CHECK_STATUS(segpager_pager_set_items(pager, ids, items, 3), SEGPAGER_OK);
    events[0] = sp_tick(2.1);
    CHECK_STATUS(sp_step_into(pager, events, 1, &frame, &s), SEGPAGER_OK);
    CHECK(frame.phase == SEGPAGER_PHASE_IDLE && frame.selected_index == 0 && frame.position == 0);
    CHECK(count_kind(&s, &frame, SEGPAGER_NOTIFY_DID_APPEAR, 0) == 1);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Issue #15: with no notification array the queue grew without bound (and
 * every call was TRUNCATED); a queue that is never drained is capped. */
static void test_bounded_notifications(void) {
    segpager_pager_configuration config;
    segpager_pager *pager;
    segpager_frame frame;
    segpager_notification notes[2];
    segpager_event e;
    int k, status;
    size_t dropped = 0;
    sp_config_init(&config, W);
    config.notification_limit = -1;
    CHECK_STATUS(segpager_pager_create(&config, &pager), SEGPAGER_E_RANGE);
    config.notification_limit = 8;
    pager = open_pager(&config);
    frame.struct_size = (uint32_t)sizeof frame;
    for (k = 0; k < 200; ++k) {
        e = sp_select((double)k, k % 4, 0);
        status = segpager_pager_step(pager, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0);
        CHECK(status == SEGPAGER_OK || status == SEGPAGER_TRUNCATED); /* truncated: the looks, not notes */
        CHECK(frame.notification_count == 0 && frame.pending_notifications == 0);
        dropped += frame.dropped_notifications;
    }
    CHECK(dropped >= 200); /* at least a selection change a step, none kept */
    /* a small array that is never drained: at most the limit waits */
    for (k = 200; k < 400; ++k) {
        e = sp_select((double)k, k % 4, 0);
        status = segpager_pager_step(pager, &e, 1, &frame, NULL, 0, notes, 1, NULL, 0);
        CHECK(status == SEGPAGER_OK || status == SEGPAGER_TRUNCATED);
        CHECK(frame.notification_count <= 1 && frame.pending_notifications <= 8);
    }
    CHECK(frame.pending_notifications == 8 && frame.dropped_notifications > 0);
    {
        /* what waited comes out in order (drops compact, never reorder) */
        segpager_notification all[16];
        size_t j;
        status = segpager_pager_step(pager, NULL, 0, &frame, NULL, 0, all, 16, NULL, 0);
        CHECK(status == SEGPAGER_OK || status == SEGPAGER_TRUNCATED);
        CHECK(frame.notification_count == 8 && frame.pending_notifications == 0);
        for (j = 1; j < frame.notification_count; ++j) CHECK(all[j - 1].time <= all[j].time);
    }
    /* a 0.7.0-sized frame keeps working and is not written past its end */
    {
        unsigned char raw[sizeof(segpager_frame)];
        segpager_frame *old = (segpager_frame *)(void *)raw;
        size_t old_size = offsetof(segpager_frame, dropped_notifications);
        memset(raw, 0xAB, sizeof raw);
        old->struct_size = (uint32_t)old_size;
        e = sp_tick(401);
        status = segpager_pager_step(pager, &e, 1, old, NULL, 0, NULL, 0, NULL, 0);
        CHECK(status == SEGPAGER_OK || status == SEGPAGER_TRUNCATED);
        CHECK(raw[old_size] == 0xAB && raw[sizeof raw - 1] == 0xAB);
        CHECK(old->has_header == 0); /* the 0.7.0 part is written */
    }
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Issue #15: the pager owns waiting notifications, and a truncated step is
 * finished with segpager_pager_last_frame: the same frame (its split too,
 * which an event-free step would zero), the rest of the notifications in
 * order, and nothing stepped. A twin with room for everything is the truth. */
static void test_last_frame(void) {
    segpager_pager_configuration config;
    segpager_header_style style;
    segpager_pager_header options;
    segpager_pager *pager, *twin;
    segpager_frame frame, again, full;
    sp_steps s, big;
    segpager_event e[2];
    segpager_notification seen[SP_NOTES];
    size_t i, n;
    sp_config_init(&config, W);
    pager = open_pager(&config);
    twin = open_pager(&config);
    sp_header_style_init(&style, 200, 44);
    CHECK_STATUS(segpager_pager_header_init(&options), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_set_header(twin, &style, NULL, 0, &options), SEGPAGER_OK);
    e[0] = sp_list_scrolled(1, 50);
    e[1] = sp_select(1, 3, 0);
    sp_steps_init(&big);
    CHECK_STATUS(sp_step_into(twin, e, 2, &full, &big), SEGPAGER_OK);
    CHECK(full.notification_count > 3 && full.split.header != 0);
    sp_steps_init(&s);
    s.buffers.notification_capacity = 2;
    CHECK_STATUS(sp_step_into(pager, e, 2, &frame, &s), SEGPAGER_TRUNCATED);
    CHECK(frame.notification_count == 2 && frame.pending_notifications == full.notification_count - 2);
    memcpy(seen, s.notes, 2 * sizeof seen[0]);
    n = 2;
    /* one at a time: TRUNCATED until the last */
    while (n < full.notification_count) {
        int status;
        s.buffers.notification_capacity = 1;
        again.struct_size = (uint32_t)sizeof again;
        status = segpager_pager_last_frame(pager, &again, &s.buffers);
        CHECK_STATUS(status, n + 1 < full.notification_count ? SEGPAGER_TRUNCATED : SEGPAGER_OK);
        CHECK(again.notification_count == 1);
        seen[n++] = s.notes[0];
        CHECK(again.page_offset == full.page_offset && again.selected_index == full.selected_index);
        CHECK(again.split.header == full.split.header && again.header_offset == full.header_offset);
        CHECK(again.time == full.time && again.phase == full.phase);
    }
    for (i = 0; i < full.notification_count; ++i) {
        CHECK(seen[i].kind == big.notes[i].kind && seen[i].page == big.notes[i].page);
        CHECK(seen[i].time == big.notes[i].time);
    }
    /* nothing waits now; nothing was stepped: the next steps agree */
    again.struct_size = (uint32_t)sizeof again;
    CHECK_STATUS(segpager_pager_last_frame(pager, &again, &s.buffers), SEGPAGER_OK);
    CHECK(again.notification_count == 0 && again.pending_notifications == 0);
    e[0] = sp_tick(2);
    s.buffers.notification_capacity = SP_NOTES;
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    CHECK_STATUS(sp_step_into(twin, e, 1, &full, &big), SEGPAGER_OK);
    CHECK(frame.page_offset == full.page_offset && frame.notification_count == full.notification_count);
    /* a NULL array discards what waits, and counts it */
    e[0] = sp_select(3, 0, 0);
    s.buffers.notification_capacity = 0;
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_TRUNCATED);
    n = frame.pending_notifications;
    CHECK(n > 0);
    s.buffers.notifications = NULL;
    CHECK_STATUS(segpager_pager_last_frame(pager, &again, &s.buffers), SEGPAGER_OK);
    CHECK(again.dropped_notifications == n && again.pending_notifications == 0);
    /* bad input */
    CHECK_STATUS(segpager_pager_last_frame(NULL, &again, &s.buffers), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_last_frame(pager, NULL, &s.buffers), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_last_frame(pager, &again, NULL), SEGPAGER_E_NULL);
    s.buffers.notification_capacity = 4;
    CHECK_STATUS(segpager_pager_last_frame(pager, &again, &s.buffers), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(twin), SEGPAGER_OK);
}

int main(void) {
    test_last_frame();
    test_deprecated_names();
    test_bounded_notifications();
    test_initial_index();
    test_drag_on_an_empty_pager();
    test_item_edits();
    test_config_read_back();
    test_presets();
    test_custom_curves();
    test_spring_mass();
    test_header_phase_fields();
    return check_report("pager_parity");
}
