/* Every export against every input a caller can get wrong: each gets its
 * documented status, and nothing is written through out-pointers on failure. */
#include <float.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "segpager.h"
#include "check.h"

static const double non_finite[] = {NAN, INFINITY, -INFINITY};
#define N_NON_FINITE (sizeof non_finite / sizeof non_finite[0])

static segpager_item_metrics items[3];
static segpager_item_frame frames[3];
static size_t out_count;
static double out_content;
static int32_t out_scrolls;

static int layout(const segpager_strip_style *style, double viewport) {
    out_count = 777;
    out_content = 777;
    out_scrolls = 777;
    return segpager_strip_layout(style, items, 3, viewport, frames, 3, &out_count, &out_content, &out_scrolls);
}

static void check_untouched(void) {
    CHECK(out_count == 777 && out_content == 777 && out_scrolls == 777);
}

static void test_inits(void) {
    CHECK_STATUS(segpager_strip_style_init(NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_geometry_init(NULL), SEGPAGER_E_NULL);
}

static void test_strip_layout(void) {
    segpager_strip_style good, s;
    size_t i, j;
    segpager_strip_style_init(&good);
    for (i = 0; i < 3; ++i) {
        memset(&items[i], 0, sizeof items[i]);
        items[i].content_width = 10.0 * (double)(i + 1);
    }
    CHECK_STATUS(layout(&good, 100), SEGPAGER_OK);

    /* NULL pointers */
    CHECK_STATUS(layout(NULL, 100), SEGPAGER_E_NULL);
    check_untouched();
    CHECK_STATUS(segpager_strip_layout(&good, NULL, 3, 100, frames, 3, &out_count, &out_content, &out_scrolls),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_layout(&good, items, 3, 100, NULL, 3, &out_count, &out_content, &out_scrolls),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_layout(&good, items, 3, 100, frames, 3, NULL, &out_content, &out_scrolls),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_layout(&good, items, 3, 100, frames, 3, &out_count, NULL, &out_scrolls),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_layout(&good, items, 3, 100, frames, 3, &out_count, &out_content, NULL),
                 SEGPAGER_E_NULL);

    /* Huge counts: SIZE_MAX and one past the documented maximum. */
    CHECK_STATUS(segpager_strip_layout(&good, items, SIZE_MAX, 100, frames, 3, &out_count, &out_content,
                                       &out_scrolls), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_strip_layout(&good, items, (size_t)SEGPAGER_MAX_COUNT + 1, 100, frames, 3,
                                       &out_count, &out_content, &out_scrolls), SEGPAGER_E_RANGE);
    /* A huge capacity is fine: only count frames are written. */
    CHECK_STATUS(segpager_strip_layout(&good, items, 3, 100, frames, SIZE_MAX, &out_count, &out_content,
                                       &out_scrolls), SEGPAGER_OK);

    /* struct_size too small */
    s = good; s.struct_size = 0;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_STRUCT_SIZE);
    s = good; s.struct_size = (uint32_t)offsetof(segpager_strip_style, item_leading_padding) - 1;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_STRUCT_SIZE);
    check_untouched();
    /* a 0.7.0 caller's struct, without the paddings: they are 0 */
    s = good; s.item_padding = 5; s.item_leading_padding = 1000;
    s.struct_size = (uint32_t)offsetof(segpager_strip_style, item_leading_padding);
    CHECK_STATUS(layout(&s, 100), SEGPAGER_OK);
    CHECK(frames[0].width == items[0].content_width + 10);
    s = good; s.struct_size = (uint32_t)sizeof s + 64; /* a newer caller: fine */
    CHECK_STATUS(layout(&s, 100), SEGPAGER_OK);

    /* unknown enum values */
    {
        int32_t bad[] = {-1, 99, INT32_MIN, INT32_MAX};
        for (j = 0; j < sizeof bad / sizeof bad[0]; ++j) {
            s = good; s.width_mode = bad[j];
            CHECK_STATUS(layout(&s, 100), SEGPAGER_E_ENUM);
            s = good; s.fit_policy = bad[j];
            CHECK_STATUS(layout(&s, 100), SEGPAGER_E_ENUM);
            s = good; s.direction = bad[j];
            CHECK_STATUS(layout(&s, 100), SEGPAGER_E_ENUM);
            s = good; s.selected_width_mode = bad[j];
            CHECK_STATUS(layout(&s, 100), SEGPAGER_E_ENUM);
            check_untouched();
        }
    }

    /* every double field of the style: non-finite, then negative */
    for (i = 0; i < 8; ++i) {
        for (j = 0; j <= N_NON_FINITE; ++j) {
            double value = j < N_NON_FINITE ? non_finite[j] : -1.0;
            double *fields[8];
            s = good;
            fields[0] = &s.item_width; fields[1] = &s.visible_count; fields[2] = &s.item_padding;
            fields[3] = &s.min_item_width; fields[4] = &s.max_item_width; fields[5] = &s.spacing;
            fields[6] = &s.leading_inset; fields[7] = &s.trailing_inset;
            *fields[i] = value;
            CHECK_STATUS(layout(&s, 100), j < N_NON_FINITE ? SEGPAGER_E_NOT_FINITE : SEGPAGER_E_RANGE);
            check_untouched();
        }
    }
    /* finite input whose layout overflows a double: refused, never infinite */
    items[0].content_width = DBL_MAX;
    items[1].content_width = DBL_MAX;
    CHECK_STATUS(layout(&good, 100), SEGPAGER_E_NOT_FINITE);
    check_untouched();
    s = good; s.direction = SEGPAGER_DIRECTION_RTL;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_NOT_FINITE);
    s = good; s.width_mode = SEGPAGER_WIDTH_EQUAL; s.spacing = DBL_MAX;
    items[0].content_width = 10;
    items[1].content_width = 20;
    CHECK_STATUS(layout(&s, DBL_MAX), SEGPAGER_E_NOT_FINITE);
    /* the viewport width */
    for (j = 0; j < N_NON_FINITE; ++j) CHECK_STATUS(layout(&good, non_finite[j]), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(layout(&good, -1), SEGPAGER_E_RANGE);
    CHECK_STATUS(layout(&good, -DBL_MIN), SEGPAGER_E_RANGE);
    /* every item field */
    for (i = 0; i < 4; ++i) {
        for (j = 0; j <= N_NON_FINITE; ++j) {
            double value = j < N_NON_FINITE ? non_finite[j] : -0.5;
            double *fields[4];
            fields[0] = &items[1].content_width; fields[1] = &items[1].selected_content_width;
            fields[2] = &items[1].subtitle_width; fields[3] = &items[1].selected_subtitle_width;
            {
                double saved = *fields[i];
                *fields[i] = value;
                CHECK_STATUS(layout(&good, 100), j < N_NON_FINITE ? SEGPAGER_E_NOT_FINITE : SEGPAGER_E_RANGE);
                check_untouched();
                *fields[i] = saved;
            }
        }
    }
    /* ranges that depend on the mode */
    s = good; s.min_item_width = 50; s.max_item_width = 40;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_RANGE);
    s = good; s.width_mode = SEGPAGER_WIDTH_FIXED; s.item_width = 0;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_RANGE);
    s = good; s.width_mode = SEGPAGER_WIDTH_VISIBLE_COUNT; s.visible_count = 0;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_RANGE);
    /* selected index out of range (only in SELECTED_ONLY mode) */
    s = good; s.selected_width_mode = SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY; s.selected_index = 3;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_INDEX);
    s.selected_index = -1;
    CHECK_STATUS(layout(&s, 100), SEGPAGER_E_INDEX);
    check_untouched();
    s = good; s.selected_index = -1; /* ignored in RESERVE mode */
    CHECK_STATUS(layout(&s, 100), SEGPAGER_OK);
}

static void test_hit_test_and_visible_range(void) {
    segpager_item_frame f[3];
    int32_t index = 777, first = 777, last = 777;
    size_t j;
    f[0].x = 0; f[0].width = 10;
    f[1].x = 10; f[1].width = 10;
    f[2].x = 20; f[2].width = 10;

    CHECK_STATUS(segpager_strip_hit_test(f, 3, 5, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_hit_test(NULL, 3, 5, &index), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_hit_test(f, SIZE_MAX, 5, &index), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_strip_hit_test(f, (size_t)SEGPAGER_MAX_COUNT + 1, 5, &index), SEGPAGER_E_RANGE);
    for (j = 0; j < N_NON_FINITE; ++j)
        CHECK_STATUS(segpager_strip_hit_test(f, 3, non_finite[j], &index), SEGPAGER_E_NOT_FINITE);
    f[1].width = NAN;
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 15, &index), SEGPAGER_E_NOT_FINITE);
    f[1].width = 10; f[2].x = INFINITY;
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 15, &index), SEGPAGER_E_NOT_FINITE);
    CHECK(index == 777);
    f[2].x = 20;

    CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, 10, NULL, &last), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, 10, &first, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_visible_range(NULL, 3, 0, 10, &first, &last), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_visible_range(f, SIZE_MAX, 0, 10, &first, &last), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, -1, &first, &last), SEGPAGER_E_RANGE);
    for (j = 0; j < N_NON_FINITE; ++j) {
        CHECK_STATUS(segpager_strip_visible_range(f, 3, non_finite[j], 10, &first, &last), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, non_finite[j], &first, &last), SEGPAGER_E_NOT_FINITE);
    }
    /* an offset so large that offset + width overflows */
    CHECK_STATUS(segpager_strip_visible_range(f, 3, DBL_MAX, DBL_MAX, &first, &last), SEGPAGER_OK);
    CHECK(first == SEGPAGER_NONE && last == SEGPAGER_NONE);
    first = last = 777;
    f[0].x = NAN;
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, 10, &first, &last), SEGPAGER_E_NOT_FINITE);
    CHECK(first == 777 && last == 777);
}

static void test_page_functions(void) {
    segpager_page_geometry good, g;
    double out = 777, lo = 777, hi = 777;
    int32_t index = 777;
    size_t i, j;
    segpager_page_geometry_init(&good);
    good.viewport_width = 375;
    good.page_count = 5;

    CHECK_STATUS(segpager_page_position(NULL, 0, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_position(&good, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset(NULL, 0, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset(&good, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_range(NULL, &lo, &hi), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_range(&good, NULL, &hi), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_range(&good, &lo, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_after_resize(NULL, &good, 0, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_after_resize(&good, NULL, 0, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_page_offset_after_resize(&good, &good, 0, NULL), SEGPAGER_E_NULL);
    for (j = 0; j < N_NON_FINITE; ++j) {
        CHECK_STATUS(segpager_page_position(&good, non_finite[j], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_page_offset(&good, non_finite[j], &out), SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_page_offset_after_resize(&good, &good, non_finite[j], &out), SEGPAGER_E_NOT_FINITE);
    }
    CHECK(out == 777);
    /* finite in, overflow out */
    CHECK_STATUS(segpager_page_offset(&good, DBL_MAX, &out), SEGPAGER_E_NOT_FINITE);

    /* each geometry problem, through each of the four functions */
    for (i = 0; i < 13; ++i) {
        int expected;
        g = good;
        switch (i) {
        case 0: g.struct_size = 0; expected = SEGPAGER_E_STRUCT_SIZE; break;
        case 1: g.struct_size = (uint32_t)sizeof g - 1; expected = SEGPAGER_E_STRUCT_SIZE; break;
        case 2: g.direction = 2; expected = SEGPAGER_E_ENUM; break;
        case 3: g.alignment = -1; expected = SEGPAGER_E_ENUM; break;
        case 4: g.pad_ends = 2; expected = SEGPAGER_E_RANGE; break;
        case 5: g.page_count = -1; expected = SEGPAGER_E_RANGE; break;
        case 6: g.viewport_width = NAN; expected = SEGPAGER_E_NOT_FINITE; break;
        case 7: g.page_width = INFINITY; expected = SEGPAGER_E_NOT_FINITE; break;
        case 8: g.page_spacing = -INFINITY; expected = SEGPAGER_E_NOT_FINITE; break;
        case 9: g.viewport_width = -1; expected = SEGPAGER_E_RANGE; break;
        case 10: g.page_width = -1; expected = SEGPAGER_E_RANGE; break;
        case 11: g.page_spacing = -1; expected = SEGPAGER_E_RANGE; break;
        default: g.viewport_width = 0; expected = SEGPAGER_E_RANGE; break; /* stride 0 */
        }
        CHECK_STATUS(segpager_page_position(&g, 0, &out), expected);
        CHECK_STATUS(segpager_page_offset(&g, 0, &out), expected);
        CHECK_STATUS(segpager_page_offset_range(&g, &lo, &hi), expected);
        CHECK_STATUS(segpager_page_offset_after_resize(&g, &good, 0, &out), expected);
        CHECK_STATUS(segpager_page_offset_after_resize(&good, &g, 0, &out), expected);
        CHECK(out == 777 && lo == 777 && hi == 777);
    }
    /* a huge geometry whose content width overflows */
    g = good;
    g.page_width = DBL_MAX;
    g.page_count = 3;
    CHECK_STATUS(segpager_page_offset_range(&g, &lo, &hi), SEGPAGER_E_NOT_FINITE);

    CHECK_STATUS(segpager_selected_index(0, 5, SEGPAGER_COMMIT_RULE_NEAREST, NULL), SEGPAGER_E_NULL);
    for (j = 0; j < N_NON_FINITE; ++j)
        CHECK_STATUS(segpager_selected_index(non_finite[j], 5, SEGPAGER_COMMIT_RULE_NEAREST, &index),
                     SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_selected_index(0, -1, SEGPAGER_COMMIT_RULE_NEAREST, &index), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_selected_index(0, INT32_MIN, SEGPAGER_COMMIT_RULE_NEAREST, &index), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_selected_index(0, 5, 2, &index), SEGPAGER_E_ENUM);
    CHECK_STATUS(segpager_selected_index(0, 5, -1, &index), SEGPAGER_E_ENUM);
    CHECK(index == 777);
    CHECK_STATUS(segpager_selected_index(-1e300, INT32_MAX, SEGPAGER_COMMIT_RULE_FLOOR, &index), SEGPAGER_OK);
    CHECK(index == 0);
}

/* --- the strip at a position ------------------------------------------ */

static segpager_item_frame strip_frames[3];
static segpager_item_metrics strip_items[3];

static segpager_strip_geometry good_strip(void) {
    segpager_strip_geometry strip;
    int i;
    segpager_strip_geometry_init(&strip);
    for (i = 0; i < 3; ++i) {
        strip_frames[i].x = 100.0 * i;
        strip_frames[i].width = 100;
        memset(&strip_items[i], 0, sizeof strip_items[i]);
        strip_items[i].content_width = 40;
    }
    strip.frames = strip_frames;
    strip.items = strip_items;
    strip.count = 3;
    strip.content_width = 300;
    strip.viewport_width = 200;
    return strip;
}

/* Runs the four per-position calls on (strip, styles) and checks each status. */
static segpager_indicator_style ind;
static segpager_appearance_style app;
static segpager_strip_offset_style off;

/* Which functions a bad style field reaches: strip_state always does. */
#define ONLY_INDICATOR 1
#define ONLY_APPEARANCE 2
#define ONLY_OFFSET 4
#define EVERY_FUNCTION 7

static void expect_some(const segpager_strip_geometry *strip, double p, int32_t selected, int expected,
                        int reached) {
    segpager_indicator rect;
    segpager_item_appearance looks[3];
    size_t count = 777;
    int32_t first = 777;
    double offset = 777;
    rect.x = 777;
    CHECK_STATUS(segpager_indicator_rect(strip, &ind, p, selected, &rect),
                 (reached & ONLY_INDICATOR) ? expected : SEGPAGER_OK);
    CHECK_STATUS(segpager_item_appearances(strip, &app, p, selected, 0, 2, looks, 3, &count),
                 (reached & ONLY_APPEARANCE) ? expected : SEGPAGER_OK);
    CHECK_STATUS(segpager_strip_offset(strip, &off, p, selected, 0, &offset),
                 (reached & ONLY_OFFSET) ? expected : SEGPAGER_OK);
    rect.x = offset = 777;
    CHECK_STATUS(segpager_strip_state(strip, &ind, &app, &off, p, selected, 0, &offset, &rect, looks, 3,
                                      &count, &first), expected);
    if (expected != SEGPAGER_OK) CHECK(rect.x == 777 && offset == 777 && first == 777);
}

/* A double field of a style and the finite value it refuses, if any. */
typedef struct {
    size_t offset;
    int refuses_finite;
    double refused;
} double_field;
#define REFUSES(T, member, value) {offsetof(T, member), 1, value}
#define ANY_FINITE(T, member) {offsetof(T, member), 0, 0.0}

/* Each double of `style` in turn, just after `reset` initialised it: every
 * non-finite value is SEGPAGER_E_NOT_FINITE, then its refused finite value
 * (where it has one) SEGPAGER_E_RANGE, in the functions `reached`. */
static void expect_bad_doubles(const segpager_strip_geometry *strip, void *style, void (*reset)(void),
                               const double_field *fields, size_t count, int reached) {
    size_t i, j;
    for (i = 0; i < count; ++i) {
        for (j = 0; j <= N_NON_FINITE; ++j) {
            reset();
            if (j == N_NON_FINITE && !fields[i].refuses_finite) continue;
            *(double *)((char *)style + fields[i].offset) = j < N_NON_FINITE ? non_finite[j] : fields[i].refused;
            expect_some(strip, 1, SEGPAGER_NONE, j < N_NON_FINITE ? SEGPAGER_E_NOT_FINITE : SEGPAGER_E_RANGE,
                        reached);
        }
    }
}

static void reset_indicator(void) { segpager_indicator_style_init(&ind); }
static void reset_appearance(void) { segpager_appearance_style_init(&app); }

/* The indicator style's doubles: lengths are ≥ 0, the extra width and the
 * curve's y may be negative. */
static const double_field indicator_doubles[] = {
    REFUSES(segpager_indicator_style, width, -1.0),
    ANY_FINITE(segpager_indicator_style, extra_width),
    REFUSES(segpager_indicator_style, min_width, -1.0),
    REFUSES(segpager_indicator_style, max_width, -1.0),
    REFUSES(segpager_indicator_style, height, -1.0),
    REFUSES(segpager_indicator_style, corner_radius, -1.0),
    REFUSES(segpager_indicator_style, leading_inset, -1.0),
    REFUSES(segpager_indicator_style, top_inset, -1.0),
    REFUSES(segpager_indicator_style, trailing_inset, -1.0),
    REFUSES(segpager_indicator_style, bottom_inset, -1.0),
    REFUSES(segpager_indicator_style, stretch, -1.0),
    REFUSES(segpager_indicator_style, bezier_x1, -1.0),
    ANY_FINITE(segpager_indicator_style, bezier_y1),
    REFUSES(segpager_indicator_style, bezier_x2, -1.0),
    ANY_FINITE(segpager_indicator_style, bezier_y2),
};

/* The appearance style's doubles: colours in [0, 1], scale > 0, any emphasis. */
static const double_field appearance_doubles[] = {
    REFUSES(segpager_appearance_style, normal_color.red, 1.5),
    REFUSES(segpager_appearance_style, normal_color.green, 1.5),
    REFUSES(segpager_appearance_style, normal_color.blue, 1.5),
    REFUSES(segpager_appearance_style, normal_color.alpha, 1.5),
    REFUSES(segpager_appearance_style, selected_color.red, 1.5),
    REFUSES(segpager_appearance_style, selected_color.green, 1.5),
    REFUSES(segpager_appearance_style, selected_color.blue, 1.5),
    REFUSES(segpager_appearance_style, selected_color.alpha, 1.5),
    REFUSES(segpager_appearance_style, selected_scale, 0.0),
    ANY_FINITE(segpager_appearance_style, normal_emphasis),
    ANY_FINITE(segpager_appearance_style, selected_emphasis),
};
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static void expect_all(const segpager_strip_geometry *strip, double p, int32_t selected, int expected) {
    expect_some(strip, p, selected, expected, EVERY_FUNCTION);
}

static void test_position_functions(void) {
    segpager_strip_geometry good = good_strip(), s;
    segpager_indicator rect;
    segpager_item_appearance looks[3];
    size_t count;
    int32_t first;
    double offset;
    size_t i, j;

    CHECK_STATUS(segpager_strip_geometry_init(NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_indicator_style_init(NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_appearance_style_init(NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_offset_style_init(NULL), SEGPAGER_E_NULL);
    segpager_indicator_style_init(&ind);
    segpager_appearance_style_init(&app);
    segpager_strip_offset_style_init(&off);
    expect_all(&good, 1.5, SEGPAGER_NONE, SEGPAGER_OK);
    expect_all(&good, 1.5, 2, SEGPAGER_OK);

    /* NULL arguments, one at a time */
    expect_all(NULL, 1, SEGPAGER_NONE, SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_indicator_rect(&good, NULL, 1, -1, &rect), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_indicator_rect(&good, &ind, 1, -1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_item_appearances(&good, NULL, 1, -1, 0, 2, looks, 3, &count), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 0, 2, NULL, 3, &count), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 0, 2, looks, 3, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_offset(&good, NULL, 1, -1, 0, &offset), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_offset(&good, &off, 1, -1, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_state(&good, NULL, NULL, NULL, 1, -1, 0, NULL, &rect, looks, 3, &count, &first),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_state(&good, NULL, NULL, NULL, 1, -1, 0, &offset, NULL, looks, 3, &count, &first),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_state(&good, NULL, NULL, NULL, 1, -1, 0, &offset, &rect, NULL, 3, &count, &first),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_state(&good, NULL, NULL, NULL, 1, -1, 0, &offset, &rect, looks, 3, NULL, &first),
                 SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_strip_state(&good, NULL, NULL, NULL, 1, -1, 0, &offset, &rect, looks, 3, &count, NULL),
                 SEGPAGER_E_NULL);
    s = good; s.frames = NULL;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_NULL);
    s = good; s.items = NULL; /* allowed: content = the frame */
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_OK);

    /* the strip: struct size, enum, counts, sizes */
    s = good; s.struct_size = 0;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_STRUCT_SIZE);
    s = good; s.direction = 7;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_ENUM);
    s = good; s.count = SIZE_MAX;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE);
    s = good; s.content_width = -1;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE);
    s = good; s.viewport_width = NAN;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_NOT_FINITE);
    s = good; s.height = INFINITY;
    expect_all(&s, 1, SEGPAGER_NONE, SEGPAGER_E_NOT_FINITE);
    strip_frames[1].width = NAN; /* a frame the position reads */
    CHECK_STATUS(segpager_indicator_rect(&good, &ind, 1, SEGPAGER_NONE, &rect), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_strip_offset(&good, &off, 1, SEGPAGER_NONE, 0, &offset), SEGPAGER_E_NOT_FINITE);
    strip_frames[1].width = 100;
    strip_items[1].content_width = -1; /* a metric the position reads */
    CHECK_STATUS(segpager_indicator_rect(&good, &ind, 1, SEGPAGER_NONE, &rect), SEGPAGER_E_RANGE);
    strip_items[1].content_width = 40;

    /* p, current offset, selected index */
    for (j = 0; j < N_NON_FINITE; ++j) {
        expect_all(&good, non_finite[j], SEGPAGER_NONE, SEGPAGER_E_NOT_FINITE);
        CHECK_STATUS(segpager_strip_offset(&good, &off, 1, -1, non_finite[j], &offset), SEGPAGER_E_NOT_FINITE);
    }
    expect_all(&good, 1, 3, SEGPAGER_E_INDEX);
    expect_all(&good, 1, -2, SEGPAGER_E_INDEX);
    expect_all(&good, 1, INT32_MIN, SEGPAGER_E_INDEX);

    /* appearance ranges and capacity */
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, -1, 2, looks, 3, &count), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 0, 3, looks, 3, &count), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 2, 0, looks, 3, &count), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 2, 1, NULL, 0, &count), SEGPAGER_OK);
    CHECK(count == 0);
    memset(looks, 0xAB, sizeof looks);
    CHECK_STATUS(segpager_item_appearances(&good, &app, 1, -1, 0, 2, looks, 2, &count), SEGPAGER_E_CAPACITY);
    CHECK(count == 3);
    {
        unsigned char guard[sizeof looks];
        memset(guard, 0xAB, sizeof guard);
        CHECK(memcmp(looks, guard, sizeof looks) == 0);
    }

    /* every enum field of every style */
    {
        int32_t *enums[9];
        int32_t bad[] = {-1, 99};
        for (i = 0; i < 9; ++i) {
            for (j = 0; j < 2; ++j) {
                segpager_indicator_style_init(&ind);
                segpager_appearance_style_init(&app);
                segpager_strip_offset_style_init(&off);
                enums[0] = &ind.width_mode; enums[1] = &ind.alignment; enums[2] = &ind.placement;
                enums[3] = &ind.transition; enums[4] = &ind.easing; enums[5] = &ind.overscroll;
                enums[6] = &app.policy; enums[7] = &app.color_space; enums[8] = &off.policy;
                *enums[i] = bad[j];
                expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_ENUM,
                            i < 6 ? ONLY_INDICATOR : (i < 8 ? ONLY_APPEARANCE : ONLY_OFFSET));
            }
        }
        segpager_strip_offset_style_init(&off); off.containment = 4; /* 0-3 are CLAMP, NONE, TRIM_SNAPS, KEEP_SNAPS */
        expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_ENUM, ONLY_OFFSET);
        segpager_strip_offset_style_init(&off); off.timing = -1;
        expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_ENUM, ONLY_OFFSET);
        segpager_strip_offset_style_init(&off);
        segpager_indicator_style_init(&ind); ind.clamp_to_item = 2;
        expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_INDICATOR);
    }
    /* struct sizes */
    segpager_indicator_style_init(&ind); ind.struct_size = 4;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_STRUCT_SIZE, ONLY_INDICATOR);
    segpager_indicator_style_init(&ind);
    segpager_appearance_style_init(&app); app.struct_size = (uint32_t)sizeof app - 1;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_STRUCT_SIZE, ONLY_APPEARANCE);
    segpager_appearance_style_init(&app);
    segpager_strip_offset_style_init(&off); off.struct_size = 0;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_STRUCT_SIZE, ONLY_OFFSET);
    segpager_strip_offset_style_init(&off);

    /* every double of the indicator style: non-finite, then negative */
    expect_bad_doubles(&good, &ind, reset_indicator, indicator_doubles, COUNT_OF(indicator_doubles),
                       ONLY_INDICATOR);
    segpager_indicator_style_init(&ind); ind.min_width = 10; ind.max_width = 5;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_INDICATOR);
    segpager_indicator_style_init(&ind); ind.width_mode = SEGPAGER_INDICATOR_WIDTH_FIXED; ind.width = 0;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_INDICATOR);
    segpager_indicator_style_init(&ind); ind.stretch = 1.5;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_INDICATOR);
    segpager_indicator_style_init(&ind); ind.bezier_x2 = 1.01;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_INDICATOR);
    segpager_indicator_style_init(&ind);

    /* appearance numbers: colours in [0, 1], scale > 0 */
    expect_bad_doubles(&good, &app, reset_appearance, appearance_doubles, COUNT_OF(appearance_doubles),
                       ONLY_APPEARANCE);
    segpager_appearance_style_init(&app); app.normal_color.red = -0.1;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_APPEARANCE);
    segpager_appearance_style_init(&app);

    /* the offset style's margin */
    for (j = 0; j < N_NON_FINITE; ++j) {
        off.margin = non_finite[j];
        expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_NOT_FINITE, ONLY_OFFSET);
    }
    off.margin = -1;
    expect_some(&good, 1, SEGPAGER_NONE, SEGPAGER_E_RANGE, ONLY_OFFSET);
    segpager_strip_offset_style_init(&off);

    /* finite input that overflows: refused */
    s = good;
    s.content_width = DBL_MAX;
    strip_frames[2].x = DBL_MAX;
    strip_frames[2].width = DBL_MAX;
    CHECK_STATUS(segpager_indicator_rect(&s, &ind, 2, SEGPAGER_NONE, &rect), SEGPAGER_E_NOT_FINITE);
    strip_frames[2].x = 200;
    strip_frames[2].width = 100;
}

int main(void) {
    test_inits();
    test_position_functions();
    test_strip_layout();
    test_hit_test_and_visible_range();
    test_page_functions();
    return check_report("bad_input");
}
