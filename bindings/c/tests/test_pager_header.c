/* A header on the stateful pager through the C API: list-scroll events in;
 * the header frame, the collapse, the pull, the lists' offsets and the split
 * out of the same step. Numbers from seed 001 (the hand-over at
 * tableViewOffsetY) and seed 004 (H 200, S 44, R 156, the stretch zoom). */
#include <stddef.h>
#include <string.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

#define W 375.0

static segpager_pager *pager;
static segpager_frame frame;
static sp_steps steps;
static segpager_notification *const notes = steps.notes;
static double *const list_offsets = steps.list_offsets;
static int phase_changes; /* HEADER_PHASE notifications in the last step */
static int refreshes;     /* REFRESH notifications in the last step */

static int step_one(segpager_event e) {
    int status;
    size_t i;
    sp_steps_init(&steps);
    status = sp_step_into(pager, &e, 1, &frame, &steps);
    phase_changes = refreshes = 0;
    for (i = 0; status >= 0 && i < frame.notification_count; ++i) {
        if (notes[i].kind == SEGPAGER_NOTIFY_HEADER_PHASE) ++phase_changes;
        if (notes[i].kind == SEGPAGER_NOTIFY_REFRESH) ++refreshes;
    }
    return status;
}

static int scroll(double time, double delta) { return step_one(sp_list_scrolled(time, delta)); }
static int select_page(double time, int32_t index) { return step_one(sp_select(time, index, 0)); }

static void make_pager(const segpager_pager_header *options) {
    segpager_pager_configuration config;
    segpager_header_style style;
    const int64_t ids[] = {10, 11, 12};
    const double widths[] = {60, 60, 60};
    sp_config_init(&config, W);
    CHECK_STATUS(sp_pager_open(&config, ids, widths, 3, &pager), SEGPAGER_OK);
    sp_header_style_init(&style, 200, 44);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, options), SEGPAGER_OK);
}

static void test_hand_over_and_keep_own(void) {
    segpager_pager_header options;
    segpager_pager_header_init(&options);
    CHECK(options.list_sync == SEGPAGER_LIST_KEEP_OWN && options.list_max_offset == -1);
    make_pager(&options);
    CHECK_STATUS(step_one(sp_tick(0)), SEGPAGER_OK);
    CHECK(frame.has_header == 1 && frame.header.phase == SEGPAGER_HEADER_EXPANDED);
    /* seed 001: up 200 with R = 156: the header takes 156, the list 44 */
    CHECK_STATUS(scroll(0.1, 200), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 156);
    CHECK_NEAR(frame.list_offset, 44);
    CHECK_NEAR(frame.split.header, 156);
    CHECK_NEAR(frame.split.list, 44);
    CHECK_NEAR(frame.header.header.y, -156); /* seed 004: the header top at -R */
    CHECK(frame.header.phase == SEGPAGER_HEADER_PINNED && phase_changes == 1);
    CHECK(notes[0].kind == SEGPAGER_NOTIFY_HEADER_PHASE && notes[0].previous == SEGPAGER_HEADER_EXPANDED &&
          notes[0].cause == SEGPAGER_HEADER_PINNED && notes[0].page == 0 && notes[0].id == 10);
    CHECK(frame.page_count == 1);
    CHECK_NEAR(list_offsets[0], 44);
    /* switch: the header stays pinned, the new list keeps its own 0 */
    CHECK_STATUS(select_page(1, 1), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 156);
    CHECK_NEAR(frame.list_offset, 0);
    /* down 100 on page 1: its list is at its top, so the header expands */
    CHECK_STATUS(scroll(2, -100), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 56);
    CHECK_STATUS(select_page(3, 0), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 56); /* no jump */
    CHECK_NEAR(frame.list_offset, 44);   /* JXPagingView #324: page 0 kept its place */
    segpager_pager_destroy(pager);
}

static void test_stretch_snap_and_refresh(void) {
    segpager_pager_header options;
    segpager_header_frame expected;
    segpager_header_style style;
    segpager_pager_header_init(&options);
    options.snap = 1;
    options.refresh_distance = 60;
    make_pager(&options);
    /* pull down 40: seed 004's zoom, x = W y/H/2, w = W (H - y)/H, h = H - y */
    CHECK_STATUS(scroll(0, -40), SEGPAGER_OK);
    CHECK_NEAR(frame.pull, -40);
    CHECK_NEAR(frame.header.header.x, W * -40 / 200 / 2);
    CHECK_NEAR(frame.header.header.width, W * 240 / 200);
    CHECK_NEAR(frame.header.header.height, 240);
    sp_header_style_init(&style, 200, 44);
    CHECK_STATUS(segpager_header_frame_at(&style, W, -40, &expected), SEGPAGER_OK);
    CHECK(memcmp(&expected, &frame.header, sizeof expected) == 0); /* the same function */
    /* 70 in all: released past 60 starts a refresh and rests at -60 */
    CHECK_STATUS(scroll(0.1, -30), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_list_ended(0.2, 0)), SEGPAGER_OK);
    CHECK(refreshes == 1 && frame.refreshing == 1 && frame.header_animating == 1);
    CHECK_STATUS(step_one(sp_tick(5)), SEGPAGER_OK);
    CHECK_NEAR(frame.pull, -60);
    CHECK(frame.header_animating == 0);
    CHECK_STATUS(step_one(sp_refresh_ended(6)), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_tick(10)), SEGPAGER_OK);
    CHECK_NEAR(frame.pull, 0);
    CHECK(frame.refreshing == 0 && frame.header.phase == SEGPAGER_HEADER_EXPANDED);
    /* collapse 100 (> R/2 = 78) and let go slowly: it snaps shut */
    CHECK_STATUS(scroll(11, 100), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_list_ended(11, 0)), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_tick(15)), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 156);
    segpager_pager_destroy(pager);
}

static void test_old_frame_and_bad_input(void) {
    segpager_pager_header options;
    segpager_header_style style;
    segpager_header_section sections[2];
    segpager_step_buffers buffers;
    segpager_event e = sp_list_resized(1, 0, 0);
    unsigned char old[sizeof(segpager_frame) + 8];
    size_t old_size = offsetof(segpager_frame, has_header);
    segpager_pager_header_init(&options);
    make_pager(&options);
    sp_header_style_init(&style, 200, 44);
    /* a 0.6.0-sized frame: nothing written past it */
    memset(old, 0xAB, sizeof old);
    ((segpager_frame *)(void *)old)->struct_size = (uint32_t)old_size;
    CHECK_STATUS(segpager_pager_step(pager, NULL, 0, (segpager_frame *)(void *)old, NULL, 0, NULL, 0, NULL, 0),
                 SEGPAGER_TRUNCATED); /* the items' looks and the page did not fit */
    CHECK(old[old_size] == 0xAB && old[sizeof old - 1] == 0xAB);
    /* events */
    e.index = 3;
    CHECK_STATUS(step_one(e), SEGPAGER_E_INDEX);
    e.index = 0;
    e.offset = -1;
    CHECK_STATUS(step_one(e), SEGPAGER_E_RANGE);
    e.offset = NAN;
    CHECK_STATUS(step_one(e), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(scroll(1, INFINITY), SEGPAGER_E_NOT_FINITE);
    e = sp_list_ended(1, NAN);
    CHECK_STATUS(step_one(e), SEGPAGER_E_NOT_FINITE);
    /* a 0.7.0-sized header: the fields from snap_animation on get their defaults */
    {
        segpager_pager_header seven;
        memset(&seven, 0xAB, sizeof seven);
        segpager_pager_header_init(&seven);
        memset(&seven.snap_animation, 0xAB, sizeof seven - offsetof(segpager_pager_header, snap_animation));
        seven.struct_size = (uint32_t)offsetof(segpager_pager_header, snap_animation);
        CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &seven), SEGPAGER_OK);
        seven.struct_size = (uint32_t)offsetof(segpager_pager_header, snap_animation) - 1;
        CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &seven), SEGPAGER_E_STRUCT_SIZE);
        options.snap_animation = 2;
        CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_E_ENUM);
        options.snap_animation = SEGPAGER_SNAP_ANIMATION_FIXED_DURATION;
        CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_OK);
        options.snap_animation = SEGPAGER_SNAP_ANIMATION_SPRING;
    }
    /* set_header */
    CHECK_STATUS(segpager_pager_set_header(NULL, &style, NULL, 0, &options), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_set_header(pager, NULL, NULL, 0, &options), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 2, &options), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, sections, SIZE_MAX, &options), SEGPAGER_E_RANGE);
    /* the default options but one field */
#define CHECK_OPTION(field, value, expected)                                                      \
    do {                                                                                          \
        segpager_pager_header_init(&options);                                                     \
        options.field = (value);                                                                  \
        CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), expected);      \
    } while (0)
    CHECK_OPTION(struct_size, 4, SEGPAGER_E_STRUCT_SIZE);
    CHECK_OPTION(list_sync, 7, SEGPAGER_E_ENUM);
    CHECK_OPTION(refresh_zone, -1, SEGPAGER_E_ENUM);
    CHECK_OPTION(nested_mode, 3, SEGPAGER_E_ENUM);
    CHECK_OPTION(snap, 2, SEGPAGER_E_RANGE);
    CHECK_OPTION(list_max_offset, -2, SEGPAGER_E_RANGE);
    CHECK_OPTION(list_max_offset, NAN, SEGPAGER_E_NOT_FINITE);
    CHECK_OPTION(snap_velocity, -1, SEGPAGER_E_RANGE);
    CHECK_OPTION(refresh_distance, INFINITY, SEGPAGER_E_NOT_FINITE);
    CHECK_OPTION(enter_height, -1, SEGPAGER_E_RANGE);
    CHECK_OPTION(reserved, 1, SEGPAGER_E_RANGE);
#undef CHECK_OPTION
    segpager_pager_header_init(&options);
    style.pinned_height = 300; /* S > H */
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_E_RANGE);
    style.pinned_height = 44;
    style.height = -1;
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_E_RANGE);
    /* sections: the style's heights must be 0 or match */
    memset(sections, 0, sizeof sections);
    sections[0].height = 156;
    sections[0].behavior = SEGPAGER_SECTION_SCROLL;
    sections[1].height = 44;
    sections[1].behavior = SEGPAGER_SECTION_PINNED;
    style.height = 150;
    CHECK_STATUS(segpager_pager_set_header(pager, &style, sections, 2, &options), SEGPAGER_E_RANGE);
    style.height = 0;
    style.pinned_height = 0;
    CHECK_STATUS(segpager_pager_set_header(pager, &style, sections, 2, &options), SEGPAGER_OK);
    sections[1].behavior = 9;
    CHECK_STATUS(segpager_pager_set_header(pager, &style, sections, 2, &options), SEGPAGER_E_ENUM);
    /* step_into */
    CHECK_STATUS(segpager_step_buffers_init(NULL), SEGPAGER_E_NULL);
    segpager_step_buffers_init(&buffers);
    frame.struct_size = sizeof frame;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, NULL), SEGPAGER_E_NULL);
    buffers.list_offset_capacity = 2;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_E_NULL);
    buffers.list_offset_capacity = 0;
    buffers.reserved = 1;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_E_RANGE);
    buffers.reserved = 0;
    buffers.struct_size = 8;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &buffers), SEGPAGER_E_STRUCT_SIZE);
    /* too small a list_offsets array: truncated, nothing past it */
    sp_steps_init(&steps);
    list_offsets[0] = list_offsets[1] = 42;
    steps.buffers.list_offset_capacity = 0;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &steps.buffers), SEGPAGER_TRUNCATED);
    CHECK_STATUS(segpager_pager_remove_header(pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &steps.buffers), SEGPAGER_TRUNCATED);
    steps.buffers.list_offset_capacity = 1;
    CHECK_STATUS(segpager_pager_step_into(pager, NULL, 0, &frame, &steps.buffers), SEGPAGER_OK);
    CHECK(list_offsets[0] == 0 && list_offsets[1] == 42);
    CHECK(frame.has_header == 0 && frame.header.header.height == 0);
    CHECK_STATUS(segpager_pager_remove_header(NULL), SEGPAGER_E_NULL);
    segpager_pager_destroy(pager);
    CHECK_STATUS(segpager_pager_remove_header(pager), SEGPAGER_E_HANDLE);
    CHECK_STATUS(segpager_pager_set_header(pager, &style, NULL, 0, &options), SEGPAGER_E_HANDLE);
    CHECK_STATUS(segpager_pager_header_init(NULL), SEGPAGER_E_NULL);
}

/* A list fling (since 0.8.0): UIKit's deceleration from the release,
 * x(t) = v (d^(1000 t) - 1) / (1000 ln d) with d = list_deceleration_rate,
 * shared as a list scroll: at the top of a collapsed header, a downward
 * release expands it, then stops (it never pulls). list_animating says to
 * keep ticking. */
static void test_list_fling(void) {
    segpager_pager_header options;
    segpager_pager_configuration config;
    segpager_pager *other = NULL;
    const double k = 1000 * log(0.998);
    double held;
    int i, running = 0;
    segpager_pager_header_init(&options);
    make_pager(&options);
    config.struct_size = (uint32_t)sizeof config; /* says which fields the caller has */
    CHECK_STATUS(segpager_pager_get_configuration(pager, &config), SEGPAGER_OK);
    CHECK(config.list_deceleration_rate == SEGPAGER_DECELERATION_NORMAL);
    CHECK_STATUS(scroll(0, 156), SEGPAGER_OK); /* collapsed; the list at its top */
    CHECK(frame.list_animating == 0);
    CHECK_STATUS(step_one(sp_list_ended(1, -1000)), SEGPAGER_OK);
    CHECK(frame.list_animating == 1);
    CHECK_STATUS(step_one(sp_tick(1.1)), SEGPAGER_OK);
    CHECK_NEAR(frame.header_offset, 156 + -1000 * (exp(k * 0.1) - 1) / k);
    CHECK_NEAR(frame.split.header, -1000 * (exp(k * 0.1) - 1) / k);
    CHECK(frame.list_animating == 1 && frame.list_offset == 0 && frame.pull == 0);
    for (i = 1; i <= 60; ++i) {
        CHECK_STATUS(step_one(sp_tick(1.1 + i / 60.0)), SEGPAGER_OK);
        running += frame.list_animating;
    }
    /* 156 of room reached after 0.187 s: stopped, expanded, not pulled */
    CHECK(running > 0 && running < 10);
    CHECK(frame.list_animating == 0 && frame.header_offset == 0 && frame.pull == 0);
    /* up, then a finger (LIST_SCROLLED) stops it where it is */
    CHECK_STATUS(step_one(sp_list_ended(3, 800)), SEGPAGER_OK);
    CHECK(frame.list_animating == 1);
    CHECK_STATUS(scroll(3.05, 0), SEGPAGER_OK);
    CHECK(frame.list_animating == 0);
    CHECK_NEAR(frame.header_offset, 800 * (exp(k * 0.05) - 1) / k);
    held = frame.header_offset;
    CHECK_STATUS(step_one(sp_tick(5)), SEGPAGER_OK);
    CHECK(frame.header_offset == held);
    segpager_pager_destroy(pager);
    /* the rate is checked, with its field named */
    sp_config_init(&config, W);
    config.list_deceleration_rate = 1;
    CHECK_STATUS(segpager_pager_create(&config, &other), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "config.list_deceleration_rate") != NULL);
    config.list_deceleration_rate = NAN;
    CHECK_STATUS(segpager_pager_create(&config, &other), SEGPAGER_E_NOT_FINITE);
    CHECK(other == NULL);
}

/* A stack with margins on the pager (segpager_pager_set_header_with_margins):
 * a 100 pt SCROLL section with margins 8 + 4 over a pinned 48 is a 160 pt
 * header whose collapse range is 112 (AppBarLayout.getTotalScrollRange
 * counts the margins); the same stack without margins collapses 100. */
static void test_stack_with_margins(void) {
    segpager_pager_header options;
    segpager_header_style style;
    const segpager_header_section sections[] = {
        {100, 0, SEGPAGER_SECTION_SCROLL, 0},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    segpager_section_margins margins[] = {{8, 4}, {0, 0}};
    segpager_pager_header_init(&options);
    make_pager(&options);
    sp_header_style_init(&style, 0, 0); /* the stack's heights */
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_OK);
    CHECK_STATUS(scroll(0.1, 200), SEGPAGER_OK);
    CHECK_NEAR(frame.header.header.height, 160);
    CHECK_NEAR(frame.header_offset, 112);
    CHECK_NEAR(frame.list_offset, 88);
    CHECK_NEAR(frame.header.header.y, -112);
    /* the heights a style gives must be the stack's, margins included */
    sp_header_style_init(&style, 148, 48);
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_E_RANGE);
    sp_header_style_init(&style, 160, 48);
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_OK);
    /* a bad margin: named, and the old header stays */
    margins[0].margin_top = -2;
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(),
                 "segpager_pager_set_header_with_margins: margins[0].margin_top: must be >= 0 (got -2)") != NULL);
    CHECK_STATUS(step_one(sp_tick(0.2)), SEGPAGER_OK);
    CHECK_NEAR(frame.header.header.height, 160);
    /* NULL margins: none, as segpager_pager_set_header */
    sp_header_style_init(&style, 0, 0);
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, NULL, 2, &options), SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_tick(0.3)), SEGPAGER_OK);
    CHECK_NEAR(frame.header.header.height, 148);
    CHECK_NEAR(frame.header_offset, 100); /* the collapse kept, clamped to the new range */
    /* with no sections, margins is not read */
    sp_header_style_init(&style, 200, 44);
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, NULL, margins, 0, &options), SEGPAGER_OK);
    segpager_pager_destroy(pager);
}

/* Lengths no pager can draw: margins whose sum overflows (each finite, as
 * the 32-bit fuzz run's 1.8e308 + 18, then 1.8e308 + 1.8e308), or a stack
 * past 1e12 pt (the pager's own length limit). Until 0.9.0 the first was
 * taken, and every later step failed with "HeaderStyle.height: must be
 * finite (got inf)". Each is refused, naming why, and the pager steps on
 * with the header it had. */
static void test_header_lengths_past_the_pager_limit(void) {
    segpager_pager_header options;
    segpager_header_style style;
    const segpager_header_section sections[] = {
        {100, 100, SEGPAGER_SECTION_SCROLL, 0},
        {100, 100, SEGPAGER_SECTION_SCROLL, 0},
    };
    segpager_section_margins margins[] = {{1.7976931348623157e308, 18}, {1.7976931348623157e308, 1e300}};
    segpager_pager_header_init(&options);
    make_pager(&options);
    sp_header_style_init(&style, 0, 0);
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_E_NOT_FINITE);
    CHECK(strstr(segpager_last_error_message(), "overflowed") != NULL);
    margins[0].margin_top = margins[1].margin_top = 0;
    margins[1].margin_bottom = 1e300; /* finite in all, but past 1e12 */
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "style.height: must be <= 1e12 in a pager") != NULL);
    options.refresh_distance = 2e12;
    margins[1].margin_bottom = 0;
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "refresh_distance: must be <= 1e12 in a pager") != NULL);
    options.refresh_distance = 0;
    CHECK_STATUS(segpager_pager_set_header_with_margins(pager, &style, sections, margins, 2, &options),
                 SEGPAGER_OK);
    CHECK_STATUS(step_one(sp_tick(0.1)), SEGPAGER_OK);
    CHECK_NEAR(frame.header.header.height, 218);
    CHECK_STATUS(step_one(sp_tick(0.2)), SEGPAGER_OK);
    segpager_pager_destroy(pager);
}

int main(void) {
    test_list_fling();
    test_hand_over_and_keep_own();
    test_stretch_snap_and_refresh();
    test_old_frame_and_bad_input();
    test_stack_with_margins();
    test_header_lengths_past_the_pager_limit();
    return check_report("pager_header");
}
