/* Strip layout, hit testing and visible ranges through the C API. */
#include <string.h>

#include "segpager.h"
#include "check.h"

static segpager_item_metrics item(double width) {
    segpager_item_metrics m;
    memset(&m, 0, sizeof m);
    m.content_width = width;
    return m;
}

/* Lays out up to 8 items; returns the status. */
static int lay_out(const segpager_strip_style *style, const double *widths, size_t count,
                   double viewport, segpager_item_frame *frames, double *content, int32_t *scrolls) {
    segpager_item_metrics items[8];
    size_t i, out_count = 0;
    for (i = 0; i < count; ++i) items[i] = item(widths[i]);
    return segpager_strip_layout(style, items, count, viewport, frames, 8, &out_count, content, scrolls);
}

static void test_fill_water_level(void) {
    /* The example: [50, 200, 40] in 320 gives [60, 200, 60]. */
    segpager_strip_style style;
    segpager_item_frame f[8];
    double widths[] = {50, 200, 40}, content = 0;
    int32_t scrolls = -1;
    segpager_strip_style_init(&style);
    style.width_mode = SEGPAGER_WIDTH_FILL;
    CHECK_STATUS(lay_out(&style, widths, 3, 320, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].width, 60); CHECK_NEAR(f[1].width, 200); CHECK_NEAR(f[2].width, 60);
    CHECK_NEAR(f[0].x, 0); CHECK_NEAR(f[1].x, 60); CHECK_NEAR(f[2].x, 260);
    CHECK_NEAR(content, 320);
    CHECK(scrolls == 0);

    /* RTL mirrors it: item 0 at the right. */
    style.direction = SEGPAGER_DIRECTION_RTL;
    CHECK_STATUS(lay_out(&style, widths, 3, 320, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].x, 260); CHECK_NEAR(f[1].x, 60); CHECK_NEAR(f[2].x, 0);
}

static void test_seed_000_grow_and_scroll(void) {
    /* seed 000: n >= 3 items that fit grow by (W - total)/n; 240 in 375 -> +45 each. */
    segpager_strip_style style;
    segpager_item_frame f[8];
    double fits[] = {60, 80, 100}, wide[] = {100, 120, 140, 90}, content = 0;
    int32_t scrolls = -1;
    segpager_strip_style_init(&style);
    style.fit_policy = SEGPAGER_FIT_GROW_ITEMS;
    CHECK_STATUS(lay_out(&style, fits, 3, 375, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].width, 105); CHECK_NEAR(f[1].width, 125); CHECK_NEAR(f[2].width, 145);
    CHECK_NEAR(f[1].x, 105); CHECK_NEAR(f[2].x, 230);
    CHECK(scrolls == 0);
    /* seed 000: items that don't fit keep their widths; contentSize = total. */
    CHECK_STATUS(lay_out(&style, wide, 4, 320, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[3].x, 360); CHECK_NEAR(f[3].width, 90);
    CHECK_NEAR(content, 450);
    CHECK(scrolls == 1);
}

static void test_seed_001_equal_when_fits(void) {
    /* seed 001: fits when spacing + sum(w + spacing) <= W, then every item is W/n;
     * the edge spacing equals the cell spacing here, so both checks agree. */
    segpager_strip_style style;
    segpager_item_frame f[8];
    double fits[] = {40, 50, 60}, wide[] = {100, 120, 140}, content = 0;
    int32_t scrolls = -1;
    segpager_strip_style_init(&style);
    style.fit_policy = SEGPAGER_FIT_EQUAL_WHEN_FITS;
    style.spacing = 10;
    style.leading_inset = 10;
    style.trailing_inset = 10;
    CHECK_STATUS(lay_out(&style, fits, 3, 320, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].x, 0); CHECK_NEAR(f[0].width, 320.0 / 3);
    CHECK_NEAR(f[2].x, 640.0 / 3);
    /* Too wide: natural widths, cell spacing 10, edge spacing 15. */
    style.leading_inset = 15;
    style.trailing_inset = 15;
    CHECK_STATUS(lay_out(&style, wide, 3, 320, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].x, 15); CHECK_NEAR(f[1].x, 125); CHECK_NEAR(f[2].x, 255);
    CHECK_NEAR(content, 410);
    CHECK(scrolls == 1);
}

static void test_seed_002_equal_parts(void) {
    /* seed 002: (W - (n-1)*spacing)/n = (375 - 30)/4 = 86.25. */
    segpager_strip_style style;
    segpager_item_frame f[8];
    double widths[] = {10, 20, 30, 40}, content = 0;
    int32_t scrolls = -1;
    segpager_strip_style_init(&style);
    style.width_mode = SEGPAGER_WIDTH_EQUAL;
    style.spacing = 10;
    CHECK_STATUS(lay_out(&style, widths, 4, 375, f, &content, &scrolls), SEGPAGER_OK);
    CHECK_NEAR(f[0].width, 86.25);
    CHECK_NEAR(f[3].x, 288.75);
    CHECK_NEAR(f[3].x + f[3].width, 375);
}

static void test_capacity(void) {
    segpager_strip_style style;
    segpager_item_metrics items[3];
    segpager_item_frame f[4];
    size_t out_count = 0;
    double content = -1;
    int32_t scrolls = -1;
    items[0] = item(10); items[1] = item(20); items[2] = item(30);
    segpager_strip_style_init(&style);
    memset(f, 0xAB, sizeof f);
    CHECK_STATUS(segpager_strip_layout(&style, items, 3, 100, f, 2, &out_count, &content, &scrolls),
                 SEGPAGER_E_CAPACITY);
    CHECK(out_count == 3);
    {
        unsigned char guard[sizeof f];
        memset(guard, 0xAB, sizeof guard);
        CHECK(memcmp(f, guard, sizeof f) == 0); /* nothing written at all */
    }
    CHECK(content == -1 && scrolls == -1);
    /* A NULL array with capacity 0 asks for the count. */
    CHECK_STATUS(segpager_strip_layout(&style, items, 3, 100, NULL, 0, &out_count, &content, &scrolls),
                 SEGPAGER_E_CAPACITY);
    CHECK(out_count == 3);
    /* Exactly enough writes exactly count frames. */
    CHECK_STATUS(segpager_strip_layout(&style, items, 3, 100, f, 3, &out_count, &content, &scrolls),
                 SEGPAGER_OK);
    CHECK(out_count == 3);
    CHECK_NEAR(f[2].x, 30);
    {
        unsigned char guard[sizeof f[3]];
        memset(guard, 0xAB, sizeof guard);
        CHECK(memcmp(&f[3], guard, sizeof guard) == 0);
    }
    /* An empty strip is valid. */
    CHECK_STATUS(segpager_strip_layout(&style, NULL, 0, 100, NULL, 0, &out_count, &content, &scrolls),
                 SEGPAGER_OK);
    CHECK(out_count == 0);
    CHECK_NEAR(content, 100);
    CHECK(scrolls == 0);
}

static void test_hit_test_and_visible_range(void) {
    /* seed 001's scrolling strip: x = 15, 125, 255; widths 100, 120, 140. */
    segpager_item_frame f[3];
    int32_t index = 99, first = 99, last = 99;
    f[0].x = 15; f[0].width = 100;
    f[1].x = 125; f[1].width = 120;
    f[2].x = 255; f[2].width = 140;
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 15, &index), SEGPAGER_OK); CHECK(index == 0);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 119.9, &index), SEGPAGER_OK); CHECK(index == 0);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 120, &index), SEGPAGER_OK); CHECK(index == 1);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 394.9, &index), SEGPAGER_OK); CHECK(index == 2);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 395, &index), SEGPAGER_OK); CHECK(index == SEGPAGER_NONE);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 14.9, &index), SEGPAGER_OK); CHECK(index == SEGPAGER_NONE);
    CHECK_STATUS(segpager_strip_hit_test(NULL, 0, 1, &index), SEGPAGER_OK); CHECK(index == SEGPAGER_NONE);

    CHECK_STATUS(segpager_strip_visible_range(f, 3, 100, 100, &first, &last), SEGPAGER_OK);
    CHECK(first == 0 && last == 1);
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 115, 140, &first, &last), SEGPAGER_OK);
    CHECK(first == 1 && last == 1); /* (115, 255) only touches items 0 and 2 */
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 400, 100, &first, &last), SEGPAGER_OK);
    CHECK(first == SEGPAGER_NONE && last == SEGPAGER_NONE);
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 0, 0, &first, &last), SEGPAGER_OK);
    CHECK(first == SEGPAGER_NONE && last == SEGPAGER_NONE);

    /* RTL order (item 0 at the right) is read from the frames. */
    f[0].x = 255; f[0].width = 140;
    f[2].x = 15; f[2].width = 100;
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 20, &index), SEGPAGER_OK); CHECK(index == 2);
    CHECK_STATUS(segpager_strip_hit_test(f, 3, 300, &index), SEGPAGER_OK); CHECK(index == 0);
    CHECK_STATUS(segpager_strip_visible_range(f, 3, 200, 100, &first, &last), SEGPAGER_OK);
    CHECK(first == 0 && last == 1);
}

int main(void) {
    test_fill_water_level();
    test_seed_000_grow_and_scroll();
    test_seed_001_equal_when_fits();
    test_seed_002_equal_parts();
    test_capacity();
    test_hit_test_and_visible_range();
    return check_report("strip_layout");
}
