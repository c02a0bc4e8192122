/* Lay out a tab strip from C and hit-test a tap.
 * Build: make examples (links against .build/release/libsegpager.so). */
#include <stdio.h>
#include <string.h>

#include "segpager.h"

int main(void) {
    const char *titles[] = {"Top", "World", "Business", "Sports", "Science"};
    const double widths[] = {28.0, 44.5, 63.0, 50.0, 58.5};
    segpager_item_metrics items[5];
    segpager_item_frame frames[5];
    segpager_strip_style style;
    size_t count = 0, i;
    double content_width = 0;
    int32_t scrolls = 0, hit = SEGPAGER_NONE;
    int status;

    memset(items, 0, sizeof items);
    for (i = 0; i < 5; ++i) items[i].content_width = widths[i];
    segpager_strip_style_init(&style);
    style.width_mode = SEGPAGER_WIDTH_FILL;
    style.leading_inset = style.trailing_inset = 16;

    status = segpager_strip_layout(&style, items, 5, 375.0, frames, 5, &count, &content_width, &scrolls);
    if (status != SEGPAGER_OK) {
        fprintf(stderr, "layout failed: %s\n", segpager_status_string(status));
        return 1;
    }
    printf("segpager %s: content %.1f, scrolls %d\n", segpager_version_string(), content_width, (int)scrolls);
    for (i = 0; i < count; ++i) printf("  %-8s x=%7.2f w=%6.2f\n", titles[i], frames[i].x, frames[i].width);
    segpager_strip_hit_test(frames, count, 200.0, &hit);
    printf("tap at x=200 hits %s\n", hit == SEGPAGER_NONE ? "nothing" : titles[hit]);
    return 0;
}
