/* Embla's snaps, groups and loop points through the C ABI, with the numbers
 * of Embla Carousel's own tests (davidjerleke/embla-carousel at 25eff504,
 * packages/embla-carousel/src/__tests__), signs flipped to offsets. */
#include <stddef.h>
#include <stdint.h>

#include "segpager.h"
#include "check.h"

/* containScroll-ltr.fixture.ts FIXTURE_CONTAIN_SCROLL_LTR_1: content 1660 in a 1000 view. */
static const segpager_item_frame fixture1[10] = {
    {0, 100}, {100, 200}, {300, 150}, {450, 250}, {700, 130},
    {830, 100}, {930, 200}, {1130, 150}, {1280, 250}, {1530, 130},
};

static void test_trim_snaps(void) {
    /* containScroll-ltr.test.ts "trimSnaps" WITHOUT MARGINS, Center:
     * [0, -75, -265, -380, -530, -660], slides [0,1,2] [3] [4] [5] [6] [7,8,9]. */
    static const double expected[6] = {0, 75, 265, 380, 530, 660};
    static const int32_t snap_of_item[10] = {0, 0, 0, 1, 2, 3, 4, 5, 5, 5};
    segpager_snap_options options;
    double snaps[10];
    int32_t of_item[10];
    size_t count = 0, k;
    CHECK_STATUS(segpager_snap_options_init(&options), SEGPAGER_OK);
    CHECK(options.align == SEGPAGER_SNAP_ALIGN_CENTER && options.contain == SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS);
    CHECK(options.slides_to_scroll == 1 && options.pixel_tolerance == 2);
    CHECK_STATUS(segpager_scroll_snaps(fixture1, 10, 1000, &options, snaps, 10, &count, of_item), SEGPAGER_OK);
    CHECK(count == 6);
    for (k = 0; k < 6; ++k) CHECK_NEAR(snaps[k], expected[k]);
    for (k = 0; k < 10; ++k) CHECK(of_item[k] == snap_of_item[k]);
    /* Too small: the count needed, nothing written. */
    snaps[0] = -1;
    CHECK_STATUS(segpager_scroll_snaps(fixture1, 10, 1000, &options, snaps, 5, &count, NULL), SEGPAGER_E_CAPACITY);
    CHECK(count == 6 && snaps[0] == -1);
    /* "keepSnaps" End: [0 x6, -130, -280, -530, -660]. */
    options.contain = SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS;
    options.align = SEGPAGER_SNAP_ALIGN_END;
    CHECK_STATUS(segpager_scroll_snaps(fixture1, 10, 1000, &options, snaps, 10, &count, NULL), SEGPAGER_OK);
    CHECK(count == 10 && snaps[5] == 0 && snaps[6] == 130 && snaps[9] == 660);
}

static void test_groups(void) {
    /* slidesToScroll-ltr.fixture.ts FIXTURE_SLIDES_TO_SCROLL_LTR_1, "auto":
     * [0,1] [2,3,4,5] [6,7] [8,9]. */
    static const segpager_item_frame slides[10] = {
        {0, 500}, {500, 500}, {1000, 250}, {1250, 250}, {1500, 250},
        {1750, 250}, {2000, 500}, {2500, 500}, {3000, 500}, {3500, 501},
    };
    segpager_snap_options options;
    int32_t firsts[10];
    size_t count = 0;
    CHECK_STATUS(segpager_snap_options_init(&options), SEGPAGER_OK);
    options.slides_to_scroll = SEGPAGER_SLIDES_TO_SCROLL_AUTO;
    CHECK_STATUS(segpager_snap_groups(slides, 10, 1000, &options, firsts, 10, &count), SEGPAGER_OK);
    CHECK(count == 4 && firsts[0] == 0 && firsts[1] == 2 && firsts[2] == 6 && firsts[3] == 8);
    options.slides_to_scroll = 3;
    CHECK_STATUS(segpager_snap_groups(slides, 10, 1000, &options, firsts, 10, &count), SEGPAGER_OK);
    CHECK(count == 4 && firsts[1] == 3 && firsts[3] == 9);
    CHECK_STATUS(segpager_snap_groups(NULL, 0, 1000, &options, NULL, 0, &count), SEGPAGER_OK);
    CHECK(count == 0);
}

static void test_loop(void) {
    /* loop-ltr.test.ts WITHOUT MARGINS, align start: LOOP_POINTS_START
     * -660.5, -760.5, ... -1590.5 for slides 0-6, each moved by +1660. */
    static const double expected[7] = {660.5, 760.5, 960.5, 1110.5, 1360.5, 1490.5, 1590.5};
    segpager_snap_options options;
    segpager_loop_point points[20];
    double shifts[10];
    int32_t can_loop = -1;
    size_t count = 0, k;
    CHECK_STATUS(segpager_snap_options_init(&options), SEGPAGER_OK);
    options.align = SEGPAGER_SNAP_ALIGN_START;
    CHECK_STATUS(segpager_loop_points(fixture1, 10, 1000, &options, points, 20, &count, &can_loop), SEGPAGER_OK);
    CHECK(count == 7 && can_loop == 1);
    for (k = 0; k < 7 && k < count; ++k) {
        CHECK(points[k].index == (int32_t)k && points[k].edge == 1);
        CHECK_NEAR(points[k].offset, expected[k]);
        CHECK(points[k].shift_before == 0 && points[k].shift_after == 1660);
    }
    /* "To loop point location: 3": slides 0-3 at +1660. */
    CHECK_STATUS(segpager_loop_shifts(fixture1, 10, 1000, &options, 1110.5, shifts), SEGPAGER_OK);
    CHECK(shifts[0] == 1660 && shifts[3] == 1660 && shifts[4] == 0 && shifts[9] == 0);
    /* Two 400-wide items cannot fill a 1000 view: a gap. */
    CHECK_STATUS(segpager_loop_points(fixture1, 2, 1000, &options, points, 20, &count, &can_loop), SEGPAGER_OK);
    CHECK(can_loop == 0);
}

static void test_strip_containment(void) {
    /* SEGPAGER_CONTAIN_TRIM_SNAPS: "keepSnaps" WITHOUT MARGINS Center, item 3 is 75. */
    segpager_strip_geometry strip;
    segpager_strip_offset_style style;
    double offset = -1;
    CHECK_STATUS(segpager_strip_geometry_init(&strip), SEGPAGER_OK);
    strip.frames = fixture1;
    strip.count = 10;
    strip.content_width = 1660;
    strip.viewport_width = 1000;
    CHECK_STATUS(segpager_strip_offset_style_init(&style), SEGPAGER_OK);
    CHECK(style.containment == SEGPAGER_CONTAIN_CLAMP);
    style.containment = SEGPAGER_CONTAIN_TRIM_SNAPS;
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 3, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 75);
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 3.5, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 170);
    style.containment = SEGPAGER_CONTAIN_KEEP_SNAPS;
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 9, SEGPAGER_NONE, 0, &offset), SEGPAGER_OK);
    CHECK_NEAR(offset, 660);
    style.containment = 4;
    CHECK_STATUS(segpager_strip_offset(&strip, &style, 3, SEGPAGER_NONE, 0, &offset), SEGPAGER_E_ENUM);
}

int main(void) {
    test_trim_snaps();
    test_groups();
    test_loop();
    test_strip_containment();
    return check_report("snaps");
}
