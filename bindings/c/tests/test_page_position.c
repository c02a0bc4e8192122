/* Page position, offsets, resize and the selected index through the C API. */
#include "segpager.h"
#include "check.h"

static segpager_page_geometry full_width(double viewport, int32_t count) {
    segpager_page_geometry g;
    segpager_page_geometry_init(&g);
    g.viewport_width = viewport;
    g.page_count = count;
    return g;
}

static double position(const segpager_page_geometry *g, double offset) {
    double p = -12345;
    CHECK_STATUS(segpager_page_position(g, offset, &p), SEGPAGER_OK);
    return p;
}

static double offset(const segpager_page_geometry *g, double p) {
    double x = -12345;
    CHECK_STATUS(segpager_page_offset(g, p, &x), SEGPAGER_OK);
    return x;
}

static int32_t selected(double p, int32_t count, int32_t rule) {
    int32_t index = -99;
    CHECK_STATUS(segpager_selected_index(p, count, rule, &index), SEGPAGER_OK);
    return index;
}

int main(void) {
    segpager_page_geometry g = full_width(375, 5), wide, carousel;
    double lo = -1, hi = -1, resized = -1;

    CHECK_NEAR(position(&g, 750), 2);
    CHECK_NEAR(position(&g, 843.75), 2.25);
    CHECK_NEAR(offset(&g, 2.25), 843.75);
    CHECK_NEAR(position(&g, -93.75), -0.25); /* overscroll is not clamped */
    CHECK(position(&g, 750 + 1e-8) == 2.0);   /* within 1e-9 page: exactly 2 */
    CHECK_STATUS(segpager_page_offset_range(&g, &lo, &hi), SEGPAGER_OK);
    CHECK_NEAR(lo, 0); CHECK_NEAR(hi, 1500);

    /* RTL: page 0 at the right end. */
    g.direction = SEGPAGER_DIRECTION_RTL;
    CHECK_NEAR(offset(&g, 0), 1500);
    CHECK_NEAR(position(&g, 0), 4);
    CHECK_NEAR(position(&g, 1406.25), 0.25);
    g.direction = SEGPAGER_DIRECTION_LTR;

    /* A centred carousel: 300-wide pages, 20 apart, in 400, padded ends. */
    carousel = full_width(400, 4);
    carousel.page_width = 300;
    carousel.page_spacing = 20;
    carousel.alignment = SEGPAGER_PAGE_ALIGN_CENTER;
    CHECK_NEAR(offset(&carousel, 1), 320);
    CHECK_STATUS(segpager_page_offset_range(&carousel, &lo, &hi), SEGPAGER_OK);
    CHECK_NEAR(hi, 960); /* 50 + 4*300 + 3*20 + 50 - 400 */
    carousel.pad_ends = 0;
    CHECK_NEAR(position(&carousel, 0), 50.0 / 320); /* page 0 can't be centred */

    /* Rotation keeps the position: 2.25 at 375 -> 2.25 at 667. */
    wide = full_width(667, 5);
    CHECK_STATUS(segpager_page_offset_after_resize(&g, &wide, 843.75, &resized), SEGPAGER_OK);
    CHECK_NEAR(resized, 2.25 * 667);

    /* seed 000 Int((x + W/2)/W), 001 round(x/W), 003 Int(x/W + 0.5): nearest, half goes up. */
    CHECK(selected(2.5, 5, SEGPAGER_COMMIT_RULE_NEAREST) == 3);
    CHECK(selected(2.4999, 5, SEGPAGER_COMMIT_RULE_NEAREST) == 2);
    /* seed 004 Int(x/W) at the end of deceleration: floor. */
    CHECK(selected(2.99, 5, SEGPAGER_COMMIT_RULE_FLOOR) == 2);
    CHECK(selected(2.9999999999, 5, SEGPAGER_COMMIT_RULE_FLOOR) == 3);
    CHECK(selected(-0.7, 5, SEGPAGER_COMMIT_RULE_NEAREST) == 0);
    CHECK(selected(7.3, 5, SEGPAGER_COMMIT_RULE_FLOOR) == 4);
    CHECK(selected(1e300, 5, SEGPAGER_COMMIT_RULE_FLOOR) == 4);
    CHECK(selected(1, 0, SEGPAGER_COMMIT_RULE_FLOOR) == SEGPAGER_NONE);
    return check_report("page_position");
}
