/* Every frame draws right (since 0.8.0): the pages placed by the engine in
 * every far transition, a strip that never swings back after a flick and a
 * tap, an edit that says what it did to the selection, and 0.7.0-sized
 * callers still getting 0.7.0's page entries. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define W 375.0

static segpager_pager *open_pager(int32_t far_transition) {
    const int64_t ids[8] = {10, 11, 12, 13, 14, 15, 16, 17};
    const double widths[8] = {60, 60, 60, 60, 60, 60, 60, 60};
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    CHECK_STATUS(sp_config_init(&config, W), SEGPAGER_OK);
    config.far_transition = far_transition;
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 8, &pager), SEGPAGER_OK);
    return pager;
}

/* The placed pages cover [0, W] with no gap (no spacing, no overscroll). */
static int covers(const segpager_frame *frame, const sp_steps *s) {
    double reach = 0;
    size_t k, done = 0;
    /* in item order, which is screen order for a left-to-right pager */
    for (k = 0; k < frame->page_count; ++k) {
        if (s->pages[k].x > reach + 1e-9) return 0;
        reach = s->pages[k].x + s->pages[k].width;
        ++done;
    }
    return done > 0 && s->pages[0].x <= 1e-9 && reach >= W - 1e-9;
}

/* A far tap from page 0 to page 5: 0.7.0 placed pages 0 and 5 while the
 * page offset swept through 1 to 4, so nothing was drawn on the way. */
static void test_far_tap_places_pages(void) {
    const int32_t modes[3] = {SEGPAGER_FAR_TRANSITION_ADJACENT, SEGPAGER_FAR_TRANSITION_PRE_JUMP,
                              SEGPAGER_FAR_TRANSITION_SWEEP};
    int m, k;
    for (m = 0; m < 3; ++m) {
        segpager_pager *pager = open_pager(modes[m]);
        segpager_frame frame;
        sp_steps s;
        segpager_event e[2] = {sp_tick(0), sp_tab_tapped(0.5, 5)};
        CHECK_STATUS(sp_steps_init(&s), SEGPAGER_OK);
        CHECK_STATUS(sp_step_into(pager, e, 2, &frame, &s), SEGPAGER_OK);
        for (k = 1; k < 20; ++k) {
            size_t i;
            e[0] = sp_tick(0.5 + k / 60.0);
            CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
            CHECK(covers(&frame, &s));
            for (i = 0; i < frame.page_count; ++i) {
                CHECK(s.pages[i].width == W);
                CHECK(s.pages[i].visibility > 0 && s.pages[i].visibility <= 1);
                /* ADJACENT: page 5 slides in beside page 0, nothing between */
                if (modes[m] == SEGPAGER_FAR_TRANSITION_ADJACENT)
                    CHECK(s.pages[i].page == 0 || s.pages[i].page == 5);
            }
        }
        CHECK(frame.selected_index == 5);
        CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    }
}

/* A caller whose frame is 0.7.0's size gets 0.7.0's 16-byte page entries:
 * the byte after them is left alone. */
static void test_old_callers_get_old_pages(void) {
    segpager_pager *pager = open_pager(SEGPAGER_FAR_TRANSITION_ADJACENT);
    unsigned char pages[2 * 16 + 1];
    segpager_frame frame;
    segpager_event e[3] = {sp_tick(0), sp_drag_began(0.1), sp_drag_moved(0.2, 0.25 * W)};
    int32_t page;
    double visibility;
    memset(pages, 0xAB, sizeof pages);
    memset(&frame, 0, sizeof frame);
    frame.struct_size = (uint32_t)offsetof(segpager_frame, dropped_notifications);
    CHECK_STATUS(segpager_pager_step(pager, e, 3, &frame, NULL, 0, NULL, 0, (segpager_page_visibility *)(void *)pages, 2),
                 SEGPAGER_TRUNCATED); /* notifications wait */
    CHECK(frame.page_count == 2);
    memcpy(&page, pages + 16, sizeof page);
    memcpy(&visibility, pages + 24, sizeof visibility);
    CHECK(page == 1);
    CHECK_NEAR(visibility, 0.25);
    CHECK(pages[32] == 0xAB);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Flick the strip, then tap a tab it shows: 0.7.0 swung back toward the old
 * tab's offset and past the new one (442.9 -> 306.9 -> 455.7 -> 442.9). */
static void test_strip_never_swings_back(void) {
    const int64_t ids[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    const double widths[10] = {60, 80, 70, 90, 60, 75, 85, 65, 70, 80};
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    segpager_frame frame;
    sp_steps s;
    segpager_event e[2];
    double last, direction = 0;
    int k, item;
    CHECK_STATUS(sp_config_init(&config, W), SEGPAGER_OK);
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 10, &pager), SEGPAGER_OK);
    CHECK_STATUS(sp_steps_init(&s), SEGPAGER_OK);
    e[0] = sp_tick(0);
    e[1] = sp_pointer(SEGPAGER_EVENT_POINTER_DOWN, 0, 300, 20, SEGPAGER_REGION_STRIP);
    CHECK_STATUS(sp_step_into(pager, e, 2, &frame, &s), SEGPAGER_OK);
    for (k = 1; k < 8; ++k) {
        e[0] = sp_pointer(SEGPAGER_EVENT_POINTER_MOVED, k * 0.016, 300 - 40 * k, 20, 0);
        CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    }
    e[0] = sp_pointer(SEGPAGER_EVENT_POINTER_UP, 0.13, 20, 20, 0);
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    for (k = 0; k < 120; ++k) {
        e[0] = sp_tick(0.2 + k / 60.0);
        CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    }
    CHECK(frame.strip_phase == SEGPAGER_STRIP_PHASE_HELD);
    CHECK(frame.strip_offset > 0);
    /* the last visible tab (appearances run from first_visible_item) */
    item = frame.first_visible_item + (int)frame.appearance_count - 1;
    last = frame.strip_offset;
    e[0] = sp_tab_tapped(2.3, item);
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    for (k = 0; k < 40; ++k) {
        double step = frame.strip_offset - last;
        if (fabs(step) > 1e-9) {
            CHECK(direction == 0 || (step > 0) == (direction > 0));
            direction = step;
        }
        last = frame.strip_offset;
        e[0] = sp_tick(2.3 + (k + 1) / 60.0);
        CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    }
    CHECK(frame.selected_index == item);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Removing the selected tab selects its neighbour, and says so: 0.7.0 moved
 * the selection from id 11 to id 12 with no SELECTED_CHANGED. */
static void test_edit_says_the_selection_changed(void) {
    segpager_pager *pager = open_pager(SEGPAGER_FAR_TRANSITION_ADJACENT);
    segpager_frame frame;
    sp_steps s;
    segpager_event e[3] = {sp_tick(0), sp_select(0, 1, 0), sp_tick(1)};
    size_t i;
    int changes = 0;
    CHECK_STATUS(sp_steps_init(&s), SEGPAGER_OK);
    CHECK_STATUS(sp_step_into(pager, e, 3, &frame, &s), SEGPAGER_OK);
    CHECK(frame.selected_index == 1);
    CHECK_STATUS(segpager_pager_remove_item(pager, 1), SEGPAGER_OK);
    e[0] = sp_tick(2);
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &s), SEGPAGER_OK);
    for (i = 0; i < frame.notification_count; ++i) {
        if (s.notes[i].kind != SEGPAGER_NOTIFY_SELECTED_CHANGED) continue;
        ++changes;
        CHECK(s.notes[i].page == 1 && s.notes[i].id == 12);
        CHECK(s.notes[i].cause == SEGPAGER_CAUSE_EDIT);
    }
    CHECK(changes == 1);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

int main(void) {
    test_far_tap_places_pages();
    test_old_callers_get_old_pages();
    test_strip_never_swings_back();
    test_edit_says_the_selection_changed();
    return check_report("frame_draws_right");
}
