/* The strip at a position through the C API: indicator, appearance and strip
 * offset, with the seeds' numbers. */
#include <stddef.h>
#include <string.h>

#include "segpager.h"
#include "check.h"

/* Equal items of width w from x = 0 (seeds 001 and 003 use equal cells). */
static segpager_strip_geometry equal_strip(segpager_item_frame *frames, segpager_item_metrics *items,
                                           size_t count, double w, double viewport) {
    segpager_strip_geometry strip;
    size_t i;
    segpager_strip_geometry_init(&strip);
    for (i = 0; i < count; ++i) {
        frames[i].x = w * (double)i;
        frames[i].width = w;
    }
    strip.frames = frames;
    strip.items = items;
    strip.count = count;
    strip.content_width = w * (double)count;
    strip.viewport_width = viewport;
    strip.height = 44;
    return strip;
}

static void test_seed_001_indicator_is_title_plus_extend_centred_in_the_cell(void) {
    /* seed 001: indicatorViewX = cellWidth * i + cellWidth/2 - indicatorWidth/2,
     * indicatorWidth = titleWidth + kFJSegmentedIndicatorViewExtendWidth;
     * y = height - indicator height - ToBottomSpacing. */
    segpager_item_frame frames[4];
    segpager_item_metrics items[4];
    segpager_strip_geometry strip;
    segpager_indicator_style style;
    segpager_indicator out;
    const double titles[4] = {30, 44, 52, 36}, extend = 10, cell = 320.0 / 4;
    int i;
    memset(items, 0, sizeof items);
    for (i = 0; i < 4; ++i) items[i].content_width = titles[i];
    strip = equal_strip(frames, items, 4, cell, 320);
    segpager_indicator_style_init(&style);
    style.extra_width = extend;
    style.height = 3;
    style.bottom_inset = 4;
    for (i = 0; i < 4; ++i) {
        CHECK_STATUS(segpager_indicator_rect(&strip, &style, (double)i, SEGPAGER_NONE, &out), SEGPAGER_OK);
        CHECK_NEAR(out.width, titles[i] + extend);
        CHECK_NEAR(out.x, cell * i + cell / 2 - (titles[i] + extend) / 2);
        CHECK_NEAR(out.y, 44 - 3 - 4);
        CHECK_NEAR(out.alpha, 1);
    }
}

/* segpager_indicator_rects gives, for a range at once, the rect that
 * segpager_indicator_rect gives at p = i (seed 001's cells: title + extend,
 * centred), and asks for its capacity like the other range functions. */
static void test_resting_indicators_at_once(void) {
    segpager_item_frame frames[4];
    segpager_item_metrics items[4];
    segpager_strip_geometry strip;
    segpager_indicator_style style;
    segpager_indicator one, all[4];
    const double titles[4] = {30, 44, 52, 36};
    size_t count = 0;
    int i;
    memset(items, 0, sizeof items);
    for (i = 0; i < 4; ++i) items[i].content_width = titles[i];
    strip = equal_strip(frames, items, 4, 80, 320);
    segpager_indicator_style_init(&style);
    style.extra_width = 10;
    style.corner_radius = 1;
    CHECK_STATUS(segpager_indicator_rects(&strip, &style, 1, 3, all, 4, &count), SEGPAGER_OK);
    CHECK(count == 3);
    for (i = 1; i <= 3; ++i) {
        CHECK_STATUS(segpager_indicator_rect(&strip, &style, (double)i, SEGPAGER_NONE, &one), SEGPAGER_OK);
        CHECK(memcmp(&one, &all[i - 1], sizeof one) == 0);
        CHECK_NEAR(all[i - 1].width, titles[i] + 10);
    }
    CHECK_STATUS(segpager_indicator_rects(&strip, &style, 0, 3, all, 2, &count), SEGPAGER_E_CAPACITY);
    CHECK(count == 4);
    CHECK_STATUS(segpager_indicator_rects(&strip, &style, 4, 3, NULL, 0, &count), SEGPAGER_OK);
    CHECK(count == 0);
}

static void test_seed_003_indicator_follows_the_ratio(void) {
    /* seed 003: itemWidth = W/count; page = Int(x/W + 0.5); ratio = x/W - page;
     * actual = min(indicatorWidth, itemWidth);
     * startX = itemWidth*page + itemWidth*ratio + (itemWidth - actual)/2. */
    segpager_item_frame frames[4];
    segpager_strip_geometry strip = equal_strip(frames, NULL, 4, 80, 320);
    segpager_indicator_style style;
    segpager_indicator out;
    int k;
    segpager_indicator_style_init(&style);
    style.width_mode = SEGPAGER_INDICATOR_WIDTH_FIXED;
    style.width = 100; /* wider than the 80 pt item: clamped to it */
    style.clamp_to_item = 1;
    for (k = 0; k <= 30; ++k) {
        double p = k * 0.1, page = (double)(int)(p + 0.5), ratio = p - page;
        double actual = 100 < 80 ? 100 : 80;
        CHECK_STATUS(segpager_indicator_rect(&strip, &style, p, SEGPAGER_NONE, &out), SEGPAGER_OK);
        CHECK_NEAR(out.x, 80 * page + 80 * ratio + (80 - actual) / 2);
        CHECK_NEAR(out.width, actual);
    }
}

static void test_elastic_matches_flutter(void) {
    /* Flutter 'Indicator elastic animation': 50 px labels in 200 px slots,
     * [75,125] -> [275,325]; 0.2 -> L 84.7887, R 186.8034; 0.5 -> 133.5786, 266.4214. */
    segpager_item_frame frames[2];
    segpager_item_metrics items[2];
    segpager_strip_geometry strip;
    segpager_indicator_style style;
    segpager_indicator out;
    memset(items, 0, sizeof items);
    items[0].content_width = items[1].content_width = 50;
    strip = equal_strip(frames, items, 2, 200, 400);
    segpager_indicator_style_init(&style);
    style.transition = SEGPAGER_INDICATOR_TRANSITION_ELASTIC;
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 0.2, SEGPAGER_NONE, &out), SEGPAGER_OK);
    CHECK(fabs(out.x - 84.7887) < 1e-4 && fabs(out.x + out.width - 186.8034) < 1e-4);
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 0.5, SEGPAGER_NONE, &out), SEGPAGER_OK);
    CHECK(fabs(out.x - 133.5786) < 1e-4 && fabs(out.x + out.width - 266.4214) < 1e-4);
    /* Android's integer variant: 75 + round(200 * 0.048943) = 85 */
    style.transition = SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED;
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 0.2, SEGPAGER_NONE, &out), SEGPAGER_OK);
    CHECK_NEAR(out.x, 85);
    CHECK_NEAR(out.x + out.width, 187);
    /* fade: half way out, then in */
    style.transition = SEGPAGER_INDICATOR_TRANSITION_FADE;
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 0.25, SEGPAGER_NONE, &out), SEGPAGER_OK);
    CHECK_NEAR(out.alpha, 0.5);
    CHECK_NEAR(out.x, 75);
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 0.75, SEGPAGER_NONE, &out), SEGPAGER_OK);
    CHECK_NEAR(out.alpha, 0.5);
    CHECK_NEAR(out.x, 275);
}

static void test_seed_000_strip_offset_branches(void) {
    /* seed 000 setScrollViewContentOffsetWithItem: center - W/2 <= 0 -> 0;
     * contentSize - center <= W/2 -> contentSize - W; else center - W/2. */
    segpager_item_frame frames[6];
    segpager_strip_geometry strip = equal_strip(frames, NULL, 6, 100, 320);
    segpager_strip_offset_style style;
    double offset = -1;
    segpager_strip_offset_style_init(&style);
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 1, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 0); /* center 150 - 160 <= 0 */
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 3, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 350 - 160);
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 5, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 600 - 320); /* 600 - 550 <= 160 */
    /* seed 000: kScreen_W >= totalItemWidth -> return (never scrolls) */
    strip.viewport_width = 600;
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 5, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 0);
}

static void test_appearance_and_state(void) {
    segpager_item_frame frames[6];
    segpager_strip_geometry strip = equal_strip(frames, NULL, 6, 100, 320);
    segpager_appearance_style style;
    segpager_item_appearance looks[6];
    segpager_indicator indicator;
    size_t count = 0;
    int32_t first = -5;
    double offset = -1;
    segpager_appearance_style_init(&style);
    style.selected_scale = 1.2;
    CHECK_STATUS(segpager_item_appearances(&strip, &style, 2.25, SEGPAGER_NONE, 1, 3, looks, 6, &count),
                 SEGPAGER_OK);
    CHECK(count == 3);
    CHECK_NEAR(looks[0].selection_weight, 0);
    CHECK_NEAR(looks[1].selection_weight, 0.75);
    CHECK_NEAR(looks[2].selection_weight, 0.25);
    CHECK_NEAR(looks[1].scale, 1.15);
    CHECK(looks[0].color.red == style.normal_color.red); /* exact at weight 0 */
    /* on commit: all or nothing by the selected index */
    style.policy = SEGPAGER_APPEARANCE_ON_COMMIT;
    CHECK_STATUS(segpager_item_appearances(&strip, &style, 2.25, 3, 2, 3, looks, 6, &count), SEGPAGER_OK);
    CHECK(looks[0].selection_weight == 0 && looks[1].selection_weight == 1);
    CHECK(looks[1].color.blue == style.selected_color.blue);

    /* one call: offset, indicator and the visible items */
    CHECK_STATUS(segpager_strip_state(&strip, NULL, NULL, NULL, 3, SEGPAGER_NONE, 0, &offset, &indicator,
                                      looks, 6, &count, &first), SEGPAGER_OK);
    CHECK_NEAR(offset, 190);
    CHECK(first == 1 && count == 5); /* (190, 510) meets items 1..5 */
    CHECK_NEAR(looks[2].selection_weight, 1);
    CHECK_NEAR(indicator.x, 300); /* no metrics: content = the frame */
    CHECK_NEAR(indicator.width, 100);
    /* capacity too small: only the count is written */
    offset = -1;
    CHECK_STATUS(segpager_strip_state(&strip, NULL, NULL, NULL, 3, SEGPAGER_NONE, 0, &offset, &indicator,
                                      looks, 2, &count, &first), SEGPAGER_E_CAPACITY);
    CHECK(count == 5);
    CHECK(offset == -1);
}

/* A 0.7.0 caller's indicator style, which ends before rounded_corners:
 * segpager_indicator_rect and segpager_strip_state both read it. */
static void test_a_0_7_0_indicator_style(void) {
    segpager_item_frame frames[3];
    segpager_strip_geometry strip = equal_strip(frames, NULL, 3, 100, 300);
    segpager_indicator_style style;
    segpager_indicator from_rect, from_state;
    segpager_item_appearance looks[3];
    size_t count = 0;
    int32_t first = -1;
    double offset = -1;
    segpager_indicator_style_init(&style);
    style.struct_size = (uint32_t)offsetof(segpager_indicator_style, rounded_corners);
    CHECK_STATUS(segpager_indicator_rect(&strip, &style, 1.5, SEGPAGER_NONE, &from_rect), SEGPAGER_OK);
    CHECK_STATUS(segpager_strip_state(&strip, &style, NULL, NULL, 1.5, SEGPAGER_NONE, 0, &offset, &from_state,
                                      looks, 3, &count, &first), SEGPAGER_OK);
    CHECK(from_state.x == from_rect.x && from_state.width == from_rect.width);
    style.struct_size = (uint32_t)offsetof(segpager_indicator_style, rounded_corners) - 1;
    CHECK_STATUS(segpager_strip_state(&strip, &style, NULL, NULL, 1.5, SEGPAGER_NONE, 0, &offset, &from_state,
                                      looks, 3, &count, &first), SEGPAGER_E_STRUCT_SIZE);
}

int main(void) {
    test_seed_001_indicator_is_title_plus_extend_centred_in_the_cell();
    test_resting_indicators_at_once();
    test_seed_003_indicator_follows_the_ratio();
    test_elastic_matches_flutter();
    test_seed_000_strip_offset_branches();
    test_appearance_and_state();
    test_a_0_7_0_indicator_style();
    return check_report("strip_state");
}
