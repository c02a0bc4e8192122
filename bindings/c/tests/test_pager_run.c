/* segpager_pager_run: many frames in one call. Each record equals the
 * frame segpager_pager_step_into writes for the same events on a twin
 * pager, byte for byte, and so do the notifications; a full notification
 * array stops the run after that frame (TRUNCATED, the rest waiting); a bad
 * run changes nothing; a frame that fails while applying ends the run
 * there, the frames before it kept. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define W 375.0
#define TABS 12
#define FRAMES 240
#define EVENTS (FRAMES * 2)
#define NOTES 1024

static segpager_event events[EVENTS];
static uint32_t event_frames[EVENTS];
static size_t event_count;
static segpager_frame records[FRAMES];
static segpager_notification notes[NOTES];
static uint32_t note_frames[NOTES];

static segpager_pager *open_pager(void) {
    segpager_pager *pager = NULL;
    CHECK_STATUS(sp_header_pager_open(TABS, W, &pager), SEGPAGER_OK);
    return pager;
}

static void add(uint32_t frame, segpager_event e) {
    events[event_count] = e;
    event_frames[event_count++] = frame;
}

/* A session: a drag across two pages and a release, ticks, a tap, list
 * scrolls, a pointer fling; some frames with no events, some with two. */
static void script(void) {
    uint32_t f;
    event_count = 0;
    for (f = 0; f < FRAMES; ++f) {
        double t = f / 60.0;
        if (f == 0) add(f, sp_drag_began(t));
        else if (f < 40) add(f, sp_drag_moved(t, 20.0 * f));
        else if (f == 40) add(f, sp_drag_ended(t, 900));
        else if (f == 100) { add(f, sp_tab_tapped(t, 7)); add(f, sp_tick(t)); }
        else if (f >= 150 && f < 170) add(f, sp_list_scrolled(t, 12)); /* past the header: the list moves */
        else if (f == 180) add(f, sp_pointer(SEGPAGER_EVENT_POINTER_DOWN, t, 300, 400, SEGPAGER_REGION_PAGES));
        else if (f > 180 && f < 195) add(f, sp_pointer(SEGPAGER_EVENT_POINTER_MOVED, t, 300 - 10.0 * (f - 180), 400, 0));
        else if (f == 195) add(f, sp_pointer(SEGPAGER_EVENT_POINTER_UP, t, 150, 400, 0));
        else if (f % 3 != 0) add(f, sp_tick(t));
        /* every third idle frame has no events */
    }
}

static void run_buffers(segpager_run_buffers *b, void *frames, size_t stride, segpager_notification *n,
                        uint32_t *nf, size_t capacity) {
    CHECK_STATUS(segpager_run_buffers_init(b), SEGPAGER_OK);
    b->frames = frames;
    b->frame_stride = stride;
    b->notifications = n;
    b->notification_frames = nf;
    b->notification_capacity = capacity;
}

/* Every record and notification equals the step's, and the frame indices
 * say which step delivered each notification. */
static void run_equals_steps(void) {
    segpager_pager *ran = open_pager(), *stepped = open_pager();
    segpager_run_buffers b;
    sp_steps steps;
    segpager_frame frame;
    size_t done = 0, count = 0, e = 0, k = 0, f, total = 0;
    script();
    memset(records, 0, sizeof records);
    run_buffers(&b, records, sizeof records[0], notes, note_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(ran, events, event_frames, event_count, FRAMES, &b, &done, &count), SEGPAGER_OK);
    CHECK(done == FRAMES);
    for (f = 0; f < FRAMES; ++f) {
        size_t first = e, j;
        while (e < event_count && event_frames[e] == f) ++e;
        sp_steps_init(&steps);
        memset(&frame, 0, sizeof frame);
        CHECK_STATUS(sp_step_into(stepped, events + first, e - first, &frame, &steps), SEGPAGER_OK);
        CHECK(memcmp(&records[f], &frame, sizeof frame) == 0);
        for (j = 0; j < frame.notification_count; ++j, ++k) {
            CHECK(k < count && memcmp(&notes[k], &steps.notes[j], sizeof notes[k]) == 0);
            CHECK(k < count && note_frames[k] == f);
        }
        total += frame.notification_count;
    }
    CHECK(count == total);
    CHECK(total > 20); /* pages crossed: the lifecycle ran */
    CHECK(records[FRAMES - 1].has_header == 1);
    /* the pagers are alike after it: one more step gives the same frame */
    {
        segpager_event tick = sp_tick(FRAMES / 60.0);
        segpager_frame again;
        sp_steps_init(&steps);
        CHECK_STATUS(sp_step_into(stepped, &tick, 1, &frame, &steps), SEGPAGER_OK);
        sp_steps_init(&steps);
        CHECK_STATUS(sp_step_into(ran, &tick, 1, &again, &steps), SEGPAGER_OK);
        CHECK(memcmp(&frame, &again, sizeof frame) == 0);
    }
    CHECK_STATUS(segpager_pager_destroy(ran), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(stepped), SEGPAGER_OK);
}

/* segpager_pager_last_frame on each of count (up to 3) pagers, with room
 * for every array (strip items too), is the same as on the first: the
 * frame, the appearances, strip items, pages, list offsets and the
 * notifications still waiting. Returns the frame's appearance count. */
static size_t same_last_frames(segpager_pager *const *pagers, int count) {
    static segpager_item_appearance looks[3][64];
    static segpager_strip_item items[3][64];
    static segpager_page_visibility pages[3][16];
    static double offsets[3][16];
    static segpager_notification waiting[3][64];
    segpager_frame frames[3];
    int i;
    memset(looks, 0, sizeof looks);
    memset(items, 0, sizeof items);
    memset(pages, 0, sizeof pages);
    memset(offsets, 0, sizeof offsets);
    memset(waiting, 0, sizeof waiting);
    for (i = 0; i < count; ++i) {
        segpager_step_buffers buffers;
        CHECK_STATUS(segpager_step_buffers_init(&buffers), SEGPAGER_OK);
        buffers.appearances = looks[i];
        buffers.appearance_capacity = 64;
        buffers.strip_items = items[i];
        buffers.strip_item_capacity = 64;
        buffers.pages = pages[i];
        buffers.page_capacity = 16;
        buffers.list_offsets = offsets[i];
        buffers.list_offset_capacity = 16;
        buffers.notifications = waiting[i];
        buffers.notification_capacity = 64;
        memset(&frames[i], 0, sizeof frames[i]);
        frames[i].struct_size = (uint32_t)sizeof frames[i];
        CHECK_STATUS(segpager_pager_last_frame(pagers[i], &frames[i], &buffers), SEGPAGER_OK);
    }
    for (i = 1; i < count; ++i) {
        CHECK(memcmp(&frames[0], &frames[i], sizeof frames[0]) == 0);
        CHECK(memcmp(looks[0], looks[i], sizeof looks[0]) == 0);
        CHECK(memcmp(items[0], items[i], sizeof items[0]) == 0);
        CHECK(memcmp(pages[0], pages[i], sizeof pages[0]) == 0);
        CHECK(memcmp(offsets[0], offsets[i], sizeof offsets[0]) == 0);
        CHECK(memcmp(waiting[0], waiting[i], sizeof waiting[0]) == 0);
    }
    return frames[0].appearance_count;
}

/* same_last_frames for two pagers. */
static size_t same_last_frame(segpager_pager *a, segpager_pager *b) {
    segpager_pager *pagers[2];
    pagers[0] = a;
    pagers[1] = b;
    return same_last_frames(pagers, 2);
}

/* A run's records have no arrays, so it makes its frames without them;
 * after it, last_frame still writes what it writes after the same steps
 * (the last frame's appearances, strip items, pages and list offsets).
 * The run is cut into pieces that end in drags, settles, a tap's
 * transition and list scrolls. */
static void last_frame_after_a_run_is_the_steps(void) {
    static const size_t pieces[] = {1, 9, 30, 1, 12, 47, 3, 50, 17, 25, 45};
    segpager_pager *ran = open_pager(), *stepped = open_pager();
    segpager_run_buffers b;
    sp_steps steps;
    segpager_frame frame;
    size_t start = 0, e = 0, p, listed = 0;
    script();
    for (p = 0; p < sizeof pieces / sizeof pieces[0]; ++p) {
        size_t first = e, f, done = 0, count = 0;
        uint32_t shifted[EVENTS];
        CHECK(start + pieces[p] <= FRAMES);
        for (f = start; f < start + pieces[p]; ++f) {
            size_t from = e;
            while (e < event_count && event_frames[e] == f) ++e;
            sp_steps_init(&steps);
            CHECK_STATUS(sp_step_into(stepped, events + from, e - from, &frame, &steps), SEGPAGER_OK);
            if (frame.list_offset != 0) ++listed;
        }
        for (f = first; f < e; ++f) shifted[f] = event_frames[f] - (uint32_t)start;
        run_buffers(&b, records, sizeof records[0], notes, note_frames, NOTES);
        CHECK_STATUS(segpager_pager_run(ran, events + first, shifted + first, e - first, pieces[p], &b, &done, &count),
                     SEGPAGER_OK);
        CHECK(done == pieces[p]);
        CHECK(memcmp(&records[done - 1], &frame, sizeof frame) == 0);
        CHECK(same_last_frame(ran, stepped) > 0);
        start += pieces[p];
    }
    CHECK(start == FRAMES);
    CHECK(listed > 0); /* the list offsets compared were not all 0 */
    CHECK_STATUS(segpager_pager_destroy(ran), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(stepped), SEGPAGER_OK);
}

/* A step whose arrays are all NULL wants only the counts, so its frame is
 * made without the arrays: the record, the status (TRUNCATED when there
 * are items or pages to count, as for any array too small) and the
 * notifications are the full step's, and last_frame, even after an edit,
 * writes the arrays the full step had. Both step exports. */
static void null_array_steps_are_full_steps(void) {
    segpager_pager *full = open_pager(), *lean = open_pager(), *old = open_pager();
    segpager_pager *pagers[3];
    static segpager_notification lean_notes[64], old_notes[64];
    sp_steps steps;
    segpager_step_buffers none;
    segpager_frame frame, lean_frame, old_frame;
    size_t e = 0, f, counted = 0;
    int p;
    pagers[0] = full;
    pagers[1] = lean;
    pagers[2] = old;
    script();
    CHECK_STATUS(segpager_step_buffers_init(&none), SEGPAGER_OK);
    none.notifications = lean_notes;
    none.notification_capacity = 64;
    for (f = 0; f < FRAMES; ++f) {
        size_t from = e;
        int status;
        while (e < event_count && event_frames[e] == f) ++e;
        sp_steps_init(&steps);
        CHECK_STATUS(sp_step_into(full, events + from, e - from, &frame, &steps), SEGPAGER_OK);
        memset(&lean_frame, 0, sizeof lean_frame);
        lean_frame.struct_size = (uint32_t)sizeof lean_frame;
        status = segpager_pager_step_into(lean, events + from, e - from, &lean_frame, &none);
        CHECK(status == (frame.appearance_count || frame.page_count ? SEGPAGER_TRUNCATED : SEGPAGER_OK));
        CHECK(memcmp(&frame, &lean_frame, sizeof frame) == 0);
        CHECK(memcmp(lean_notes, steps.notes, frame.notification_count * sizeof lean_notes[0]) == 0);
        memset(&old_frame, 0, sizeof old_frame);
        old_frame.struct_size = (uint32_t)sizeof old_frame;
        status = segpager_pager_step(old, events + from, e - from, &old_frame, NULL, 0, old_notes, 64, NULL, 0);
        CHECK(status == (frame.appearance_count || frame.page_count ? SEGPAGER_TRUNCATED : SEGPAGER_OK));
        CHECK(memcmp(&frame, &old_frame, sizeof frame) == 0);
        CHECK(memcmp(old_notes, steps.notes, frame.notification_count * sizeof old_notes[0]) == 0);
        if (frame.appearance_count > 0) ++counted;
        if (f % 23 == 5) CHECK(same_last_frames(pagers, 3) == frame.appearance_count);
        if (f == 120 || f == 200) {
            /* an edit after a step without arrays: last_frame still writes
             * that step's frame, with the arrays it had before the edit */
            segpager_item_metrics item;
            memset(&item, 0, sizeof item);
            item.content_width = 300;
            for (p = 0; p < 3; ++p)
                CHECK_STATUS(segpager_pager_insert_item(pagers[p], 0, 900 + (int64_t)f, &item), SEGPAGER_OK);
            CHECK(same_last_frames(pagers, 3) == frame.appearance_count);
        }
    }
    CHECK(counted == FRAMES);
    CHECK(same_last_frames(pagers, 3) > 0);
    for (p = 0; p < 3; ++p) CHECK_STATUS(segpager_pager_destroy(pagers[p]), SEGPAGER_OK);
}

/* A caller's own record: the frame, then its own field, which the run
 * leaves alone; an older frame_size gets only its release's fields. */
typedef struct tagged {
    segpager_frame frame;
    double mine;
} tagged;

static void strides_and_older_frames(void) {
    static tagged mine[FRAMES];
    segpager_pager *pager = open_pager();
    segpager_run_buffers b;
    size_t done = 0, count = 0, f, older = offsetof(segpager_frame, has_header), first30 = 0;
    unsigned char *bytes = (unsigned char *)mine;
    script();
    while (event_frames[first30] < 30) ++first30;
    memset(mine, 0xA5, sizeof mine);
    run_buffers(&b, mine, sizeof mine[0], NULL, NULL, 0);
    b.frame_size = older;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, first30, 30, &b, &done, &count), SEGPAGER_OK);
    CHECK(done == 30 && count == 0);
    for (f = 0; f < 30; ++f) {
        size_t k;
        CHECK(mine[f].frame.struct_size == older);
        for (k = older; k < sizeof mine[0]; ++k)
            if (bytes[f * sizeof mine[0] + k] != 0xA5) { CHECK(!"written past frame_size"); break; }
    }
    CHECK(mine[29].frame.phase == SEGPAGER_PHASE_DRAGGING);
    CHECK(bytes[30 * sizeof mine[0]] == 0xA5); /* no record past frame_count */
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* No notification array: none kept, each record counts its drops. */
static void no_notifications_wanted(void) {
    segpager_pager *pager = open_pager();
    segpager_run_buffers b;
    size_t done = 0, count = 7, f, dropped = 0;
    script();
    run_buffers(&b, records, sizeof records[0], NULL, NULL, 0);
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count), SEGPAGER_OK);
    CHECK(done == FRAMES && count == 0);
    for (f = 0; f < FRAMES; ++f) {
        CHECK(records[f].notification_count == 0 && records[f].pending_notifications == 0);
        dropped += records[f].dropped_notifications;
    }
    CHECK(dropped > 20);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* A full array stops the run after the frame that filled it; the rest of
 * that frame's notifications come from last_frame, and a second run goes
 * on from the next frame: together, the one big run's notifications. */
static void a_full_array_stops_the_run(void) {
    segpager_pager *pager = open_pager(), *whole = open_pager();
    static segpager_notification all[NOTES], got[NOTES];
    static uint32_t all_frames[NOTES];
    segpager_notification small[4];
    uint32_t small_frames[4];
    segpager_run_buffers b;
    sp_steps steps;
    segpager_frame frame;
    size_t done = 0, count = 0, expected = 0, have = 0, start = 0, first_event = 0;
    script();
    run_buffers(&b, records, sizeof records[0], all, all_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(whole, events, event_frames, event_count, FRAMES, &b, &expected, &count),
                 SEGPAGER_OK);
    expected = count;
    while (start < FRAMES) {
        size_t k, rest, e;
        uint32_t shifted[EVENTS];
        for (e = first_event; e < event_count; ++e) shifted[e] = event_frames[e] - (uint32_t)start;
        run_buffers(&b, records, sizeof records[0], small, small_frames, 4);
        int status = segpager_pager_run(pager, events + first_event, shifted + first_event, event_count - first_event,
                                        FRAMES - start, &b, &done, &count);
        CHECK(status == SEGPAGER_OK || status == SEGPAGER_TRUNCATED);
        CHECK(done >= 1 && count <= 4);
        for (k = 0; k < count; ++k) {
            CHECK(small_frames[k] < done);
            got[have++] = small[k];
        }
        if (status == SEGPAGER_TRUNCATED) {
            CHECK(records[done - 1].pending_notifications > 0);
            CHECK(count == 4 || records[done - 1].notification_count < 4);
            sp_steps_init(&steps);
            frame.struct_size = (uint32_t)sizeof frame;
            CHECK_STATUS(segpager_pager_last_frame(pager, &frame, &steps.buffers), SEGPAGER_OK);
            CHECK(frame.page_offset == records[done - 1].page_offset);
            /* the stopped run's last frame has its arrays, as the step's would */
            CHECK(frame.appearance_count == records[done - 1].appearance_count);
            CHECK(frame.first_visible_item == records[done - 1].first_visible_item);
            CHECK(frame.page_count == records[done - 1].page_count);
            {
                size_t j;
                double weights = 0;
                for (j = 0; j < frame.appearance_count; ++j) weights += steps.looks[j].selection_weight;
                CHECK(frame.appearance_count > 0 && weights > 0.999);
                CHECK(frame.page_count > 0 && steps.pages[0].visibility > 0);
            }
            for (rest = 0; rest < frame.notification_count; ++rest) got[have++] = steps.notes[rest];
        } else {
            CHECK(done == FRAMES - start);
        }
        start += done;
        while (first_event < event_count && event_frames[first_event] < start) ++first_event;
    }
    CHECK(have == expected);
    CHECK(memcmp(got, all, have * sizeof got[0]) == 0);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(whole), SEGPAGER_OK);
}

#define CHECK_MESSAGE(text) CHECK(strcmp(segpager_last_error_message(), (text)) == 0)

/* A bad run is refused whole: nothing written, the pager as it was. */
static void a_bad_run_changes_nothing(void) {
    segpager_pager *pager = open_pager(), *fresh = open_pager();
    segpager_run_buffers b;
    sp_steps steps;
    segpager_frame a, c;
    size_t done = 99, count = 99;
    segpager_event tick;
    unsigned char *bytes = (unsigned char *)records;
    char message[160];
    size_t k;
    script();
    memset(records, 0xA5, sizeof records);
    run_buffers(&b, records, sizeof records[0], notes, note_frames, NOTES);
    /* a frame index past frame_count, then one that goes back */
    event_frames[5] = FRAMES;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_INDEX);
    CHECK_MESSAGE("segpager_pager_run: event_frames[5]: must be in 0..<240 (got 240)");
    event_frames[5] = 7;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_ORDER);
    CHECK_MESSAGE("segpager_pager_run: event_frames[6]: must not be less than the entry before it (got 6)");
    script();
    /* an event late in the run that goes back in time, and a bad kind */
    CHECK(event_count > 160);
    events[160].time = 0.5;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_ORDER);
    CHECK_MESSAGE("segpager_pager_run: events[160].time: must not be earlier than the event before it (got 0.5)");
    script();
    events[150].kind = 99;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_ENUM);
    CHECK_MESSAGE("segpager_pager_run: events[150].kind: must be one of its SEGPAGER_* constants (got 99)");
    script();
    b.frame_stride = sizeof records[0] + 4;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_RANGE);
    snprintf(message, sizeof message,
             "segpager_pager_run: buffers.frame_stride: must be >= frame_size and a multiple of 8 (got %zu)",
             sizeof records[0] + 4);
    CHECK_MESSAGE(message);
    b.frame_stride = 8;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_RANGE);
    b.frame_stride = sizeof records[0];
    b.frame_size = 16;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_STRUCT_SIZE);
    CHECK_MESSAGE("segpager_pager_run: buffers.frame_size: must be at least 0.6.0's segpager_frame (up to "
                  "page_count) (got 16)");
    b.frame_size = sizeof records[0];
    b.frames = bytes + 4;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_run: buffers.frames: must be 8-byte aligned");
    b.frames = records;
    b.notification_frames = NULL;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_NULL);
    CHECK_MESSAGE("segpager_pager_run: buffers.notification_frames: must not be NULL when its capacity is > 0");
    b.notification_frames = note_frames;
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, (size_t)SEGPAGER_MAX_COUNT + 1, &b,
                                    &done, &count),
                 SEGPAGER_E_RANGE);
    CHECK(done == 99 && count == 99);
    for (k = 0; k < sizeof records; ++k)
        if (bytes[k] != 0xA5) { CHECK(!"a refused run wrote a record"); break; }
    /* the pager is still a fresh one */
    tick = sp_tick(0);
    sp_steps_init(&steps);
    CHECK_STATUS(sp_step_into(pager, &tick, 1, &a, &steps), SEGPAGER_OK);
    sp_steps_init(&steps);
    CHECK_STATUS(sp_step_into(fresh, &tick, 1, &c, &steps), SEGPAGER_OK);
    CHECK(memcmp(&a, &c, sizeof a) == 0);
    /* no frames: nothing to do, and events cannot name one */
    CHECK_STATUS(segpager_pager_run(pager, NULL, NULL, 0, 0, &b, &done, &count), SEGPAGER_OK);
    CHECK(done == 0 && count == 0);
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, 1, 0, &b, &done, &count), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(fresh), SEGPAGER_OK);
}

/* A looping pager with the tabs of open_pager (no header). */
static segpager_pager *open_looping_pager(void) {
    segpager_pager_configuration config;
    segpager_pager *pager = NULL;
    int64_t ids[TABS];
    double widths[TABS];
    size_t i;
    for (i = 0; i < TABS; ++i) {
        ids[i] = (int64_t)i + 1;
        widths[i] = 40 + (double)(i * 7 % 50);
    }
    CHECK_STATUS(sp_config_init(&config, W), SEGPAGER_OK);
    config.looping = 1;
    CHECK_STATUS(sp_pager_open(&config, ids, widths, TABS, &pager), SEGPAGER_OK);
    return pager;
}

/* A looping pager's offset past 10^12 pages (a finite number, so the run's
 * checks pass) fails only while applying: the run ends at that frame, the
 * frames before it kept. (Until 0.8.0 a resize to 1e308 did; a pager's
 * lengths are now at most 10^12, and such a resize is refused with the
 * run's checks, before any frame.) */
static void a_frame_that_fails_while_applying_ends_the_run(void) {
    segpager_pager *pager = open_looping_pager();
    segpager_run_buffers b;
    segpager_event run[4];
    uint32_t frames[4] = {0, 1, 2, 3};
    size_t done = 99, count = 99;
    segpager_event select = sp_select(0, 3, 0);
    sp_steps steps;
    segpager_frame frame;
    sp_steps_init(&steps);
    CHECK_STATUS(sp_step_into(pager, &select, 1, &frame, &steps), SEGPAGER_OK);
    run[0] = sp_tick(0.1);
    run[1] = sp_tick(0.2);
    run[2] = sp_resized(0.3, 1e308, 0);
    run[3] = sp_tick(0.4);
    memset(records, 0xA5, sizeof records);
    run_buffers(&b, records, sizeof records[0], notes, note_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(pager, run, frames, 4, 4, &b, &done, &count), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_run: events[2].width: must be <= 1e12 in a pager (got 1e+308)");
    CHECK(((unsigned char *)&records[0])[8] == 0xA5); /* refused before frame 0 */
    run[2] = sp_host_scrolled(0.3, 1e300);
    CHECK_STATUS(segpager_pager_run(pager, run, frames, 4, 4, &b, &done, &count), SEGPAGER_E_RANGE);
    CHECK(done == 2);
    CHECK(count == 0);
    CHECK(records[1].time == 0.2 && records[1].selected_index == 3);
    CHECK(((unsigned char *)&records[2])[8] == 0xA5);
    /* last_frame writes frame 1 with its arrays, as after the same steps */
    {
        segpager_pager *twin = open_looping_pager();
        segpager_event e;
        sp_steps_init(&steps);
        CHECK_STATUS(sp_step_into(twin, &select, 1, &frame, &steps), SEGPAGER_OK);
        e = sp_tick(0.1);
        CHECK_STATUS(sp_step_into(twin, &e, 1, &frame, &steps), SEGPAGER_OK);
        e = sp_tick(0.2);
        CHECK_STATUS(sp_step_into(twin, &e, 1, &frame, &steps), SEGPAGER_OK);
        e = sp_host_scrolled(0.3, 1e300);
        CHECK(sp_step_into(twin, &e, 1, &frame, &steps) < 0);
        CHECK(same_last_frame(pager, twin) > 0);
        CHECK_STATUS(segpager_pager_destroy(twin), SEGPAGER_OK);
    }
    /* the pager is at frame 1's state: time 0.2 */
    run[0] = sp_tick(0.25);
    CHECK_STATUS(segpager_pager_run(pager, run, frames, 1, 1, &b, &done, &count), SEGPAGER_OK);
    CHECK(records[0].time == 0.25);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* The same memory as an input and an output: 0.7.0 ran the same array as
 * event_frames and notification_frames and returned OK with 38 of 40
 * frames wrong. Refused, naming both, and nothing applied. */
static void overlapping_arrays_are_refused(void) {
    segpager_pager *pager = open_pager();
    segpager_run_buffers b;
    size_t done = 99, count = 99;
    static uint32_t shared[EVENTS];
    script();
    memcpy(shared, event_frames, sizeof shared);
    run_buffers(&b, records, sizeof records[0], notes, shared, NOTES);
    CHECK_STATUS(segpager_pager_run(pager, events, shared, event_count, FRAMES, &b, &done, &count), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_run: buffers.notification_frames: must not overlap event_frames "
                  "(a run reads its inputs while it writes)");
    CHECK(done == 99 && count == 99);
    /* records over the events */
    run_buffers(&b, events, sizeof records[0], notes, note_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_run: buffers.frames: must not overlap events (a run reads its inputs while it "
                  "writes)");
    /* the notifications over the records */
    run_buffers(&b, records, sizeof records[0], (segpager_notification *)(void *)records, note_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count),
                 SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "buffers.notifications: must not overlap buffers.frames") != NULL);
    /* apart, it runs */
    run_buffers(&b, records, sizeof records[0], notes, note_frames, NOTES);
    CHECK_STATUS(segpager_pager_run(pager, events, event_frames, event_count, FRAMES, &b, &done, &count), SEGPAGER_OK);
    CHECK(done == FRAMES);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

/* Times past SEGPAGER_MAX_TIME are E_RANGE, naming the event. */
static void times_past_the_bound_are_refused(void) {
    segpager_pager *pager = open_pager();
    segpager_frame frame;
    sp_steps steps;
    segpager_event e[2] = {sp_tick(SEGPAGER_MAX_TIME), sp_tick(1e16)};
    sp_steps_init(&steps);
    CHECK_STATUS(sp_step_into(pager, e, 2, &frame, &steps), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_step_into: events[1].time: must be in -1e12...1e12 (seconds) (got 1e+16)");
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &steps), SEGPAGER_OK); /* the bound itself is fine */
    e[0] = sp_tick(1e308);
    CHECK_STATUS(sp_step_into(pager, e, 1, &frame, &steps), SEGPAGER_E_RANGE);
    CHECK(frame.time == SEGPAGER_MAX_TIME);
    CHECK_STATUS(segpager_pager_destroy(pager), SEGPAGER_OK);
}

int main(void) {
    overlapping_arrays_are_refused();
    times_past_the_bound_are_refused();
    run_equals_steps();
    last_frame_after_a_run_is_the_steps();
    null_array_steps_are_full_steps();
    strides_and_older_frames();
    no_notifications_wanted();
    a_full_array_stops_the_run();
    a_bad_run_changes_nothing();
    a_frame_that_fails_while_applying_ends_the_run();
    return check_report("test_pager_run");
}
