/* The C side of `make bench`: the per-frame cost of segpager from C, how it
 * scales with the number of tabs, the 1,000,000-item layout against a plain C
 * loop, resident memory per tab, and heap allocations per frame.
 *
 * One frame = one pager step (segpager_pager_step_into) with a drag-move
 * event and the frame read: 20 tabs, header on, appearance of the visible
 * items, the header read from the frame.
 * Every figure is the median of several repetitions after a warm-up. Prints
 * one JSON object. `bench_frame quick` runs a few frames only (for tests). */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "segpager.h"
#include "tests/fixtures.h"

/* --- a counting allocator: interposes malloc for the whole process, the
 * library's Swift runtime included (glibc's __libc_* do the work). */
#include "reliability/counting_malloc.h"

/* --- timing ---------------------------------------------------------------- */

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, compare);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static void check(int status, const char *what) {
    if (status < 0) {
        fprintf(stderr, "bench_frame: %s failed: %s\n", what, segpager_status_string(status));
        exit(1);
    }
}

/* --- the frame --------------------------------------------------------------- */

#define VIEWPORT 375.0
#define DRAG_STEP 16.0 /* pt per 120 Hz frame */

typedef struct session {
    segpager_pager *pager;
    double time;
    long frame_index;
    double sink; /* read every output so nothing is optimised away */
    segpager_frame out;
    sp_steps steps; /* the frame's arrays, set up once and reused every frame */
} session;

/* The page offset of frame k: a finger sweeping over the first ten pages and
 * back (a triangle wave), the same in the Swift, C and Python benchmarks. */
static double drag_offset(long k) {
    double span = 9 * VIEWPORT;
    double x = (double)k * DRAG_STEP;
    double period = 2 * span;
    x -= period * (double)(long)(x / period);
    return x <= span ? x : period - x;
}

static void session_open(session *s, int tabs) {
    segpager_pager_configuration config;
    segpager_header_style header;
    segpager_pager_header header_options;
    segpager_item_metrics *items = calloc((size_t)tabs, sizeof *items);
    int64_t *ids = calloc((size_t)tabs, sizeof *ids);
    segpager_event e = sp_drag_began(0);
    int i;
    if (items == NULL || ids == NULL) exit(1);
    for (i = 0; i < tabs; ++i) {
        items[i].content_width = 40.0 + (double)(i * 7 % 50);
        ids[i] = i;
    }
    check(segpager_pager_configuration_init(&config), "config");
    config.viewport_width = VIEWPORT;
    check(segpager_pager_create(&config, &s->pager), "create");
    check(segpager_pager_set_items(s->pager, ids, items, (size_t)tabs), "set_items");
    free(items);
    free(ids);
    check(sp_header_style_init(&header, 200, 44), "header style");
    check(segpager_pager_header_init(&header_options), "header options");
    check(segpager_pager_set_header(s->pager, &header, NULL, 0, &header_options), "set_header");
    s->time = 0;
    s->frame_index = 0;
    s->sink = 0;
    check(sp_steps_init(&s->steps), "step buffers");
    s->out.struct_size = sizeof s->out;
    check(segpager_pager_step(s->pager, &e, 1, &s->out, NULL, 0, NULL, 0, NULL, 0), "drag began");
}

/* One display frame. */
static void frame(session *s) {
    long k = ++s->frame_index;
    segpager_event e = sp_drag_moved(s->time += 1.0 / 120, drag_offset(k));
    const segpager_frame *out = &s->out;
    check(sp_step_into(s->pager, &e, 1, &s->out, &s->steps), "step");
    if (!out->has_header) {
        fprintf(stderr, "bench_frame: the frame has no header\n");
        exit(1);
    }
    s->sink += out->indicator.x + out->strip_offset + out->header.header.y +
               (out->appearance_count ? s->steps.looks[0].selection_weight : 0);
}

static void frames(session *s, long count) {
    long i;
    for (i = 0; i < count; ++i) frame(s);
}

/* Median ns per frame over `reps` repetitions of `count` frames. */
static double time_frames(session *s, long count, int reps) {
    double samples[64];
    int r;
    frames(s, count); /* warm-up */
    for (r = 0; r < reps; ++r) {
        double start = now_ns();
        frames(s, count);
        samples[r] = (now_ns() - start) / (double)count;
    }
    return median(samples, reps);
}

/* --- 1,000,000 intrinsic items with spacing ------------------------------------- */

/* The same arithmetic as segpager_strip_layout's intrinsic mode with spacing,
 * insets and padding, written as a C programmer would: width = content + 2 *
 * padding, x advances by width + spacing. */
#if defined(__GNUC__)
__attribute__((noinline)) /* one function for callgrind to count (`layout`) */
#endif
static double plain_layout(const segpager_item_metrics *items, size_t count, double padding, double spacing,
                           double inset, segpager_item_frame *frames_out) {
    double x = inset;
    size_t i;
    for (i = 0; i < count; ++i) {
        const segpager_item_metrics *item = &items[i];
        double title = item->content_width > item->selected_content_width ? item->content_width
                                                                            : item->selected_content_width;
        double subtitle = item->subtitle_width > item->selected_subtitle_width ? item->subtitle_width
                                                                               : item->selected_subtitle_width;
        double width = title + subtitle + 2 * padding;
        frames_out[i].x = x;
        frames_out[i].width = width;
        x += width + spacing;
    }
    return x - spacing + inset;
}

static long rss_bytes(void) {
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL) return 0;
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(f);
    return resident * sysconf(_SC_PAGESIZE);
}

/* `bench_frame layout`: one 1,000,000-item layout by the engine and one by
 * the plain loop, untimed, for callgrind to count each
 * (--toggle-collect=segpager_strip_layout, =plain_layout): instructions do
 * not drift with the machine's load as the timed layout_1m_swift_over_c does. */
/* The layout benchmark's items (`big` intrinsic titles) and style: spacing
 * 8, padding 10, insets 16, as plain_layout computes them. */
static segpager_item_metrics *layout_input(size_t big, segpager_strip_style *style) {
    size_t i;
    segpager_item_metrics *items = calloc(big, sizeof *items);
    if (items == NULL) return NULL;
    for (i = 0; i < big; ++i) items[i].content_width = 40.0 + (double)(i * 7 % 50);
    check(segpager_strip_style_init(style), "strip style");
    style->width_mode = SEGPAGER_WIDTH_INTRINSIC;
    style->spacing = 8;
    style->item_padding = 10;
    style->leading_inset = 16;
    style->trailing_inset = 16;
    return items;
}

static int layout_once(void) {
    size_t big = 1000000, out_count;
    double content = 0;
    int32_t scrolls = 0;
    segpager_strip_style style;
    segpager_item_metrics *items = layout_input(big, &style);
    segpager_item_frame *out_frames = calloc(big, sizeof *out_frames);
    if (items == NULL || out_frames == NULL) return 1;
    check(segpager_strip_layout(&style, items, big, VIEWPORT, out_frames, big, &out_count, &content, &scrolls),
          "strip layout");
    content += plain_layout(items, big, 10, 8, 16, out_frames);
    printf("{\"layout_sink\": %.1f}\n", content + (double)scrolls);
    free(items);
    free(out_frames);
    return 0;
}

int main(int argc, char **argv) {
    int quick = argc > 1 && strcmp(argv[1], "quick") == 0;
    if (argc > 1 && strcmp(argv[1], "layout") == 0) return layout_once();
    long count = quick ? 200 : 20000;
    int reps = quick ? 3 : 15;
    size_t big = quick ? 10000 : 1000000;
    session s;
    double frame20, frame10, frame100k, swift_layout, c_layout;
    double swift_samples[16], c_samples[16];
    unsigned long before;
    double allocs_per_frame;
    long rss0, rss1;
    segpager_item_metrics *items;
    segpager_item_frame *out_frames;
    segpager_strip_style style;
    size_t out_count;
    double content = 0;
    int32_t scrolls = 0;
    int r, layout_reps = quick ? 3 : 9;

    /* 20 tabs: the frame; then allocations per frame in steady state. */
    session_open(&s, 20);
    frame20 = time_frames(&s, count, reps);
    before = allocations;
    frames(&s, 1000);
    allocs_per_frame = (double)(allocations - before) / 1000.0;
    segpager_pager_destroy(s.pager);

    /* Scaling: the same frames with 10 and with 100,000 tabs. */
    session_open(&s, 10);
    frame10 = time_frames(&s, count, reps);
    segpager_pager_destroy(s.pager);
    session_open(&s, quick ? 1000 : 100000);
    frame100k = time_frames(&s, count, reps);
    segpager_pager_destroy(s.pager);

    /* Memory: resident growth per tab for a pager with 1,000,000 tabs (the
     * caller's input arrays are freed before measuring). */
    rss0 = rss_bytes();
    session_open(&s, (int)big);
    frame(&s);
    rss1 = rss_bytes();
    segpager_pager_destroy(s.pager);

    /* 1,000,000 intrinsic items with spacing: the engine against the loop. */
    items = layout_input(big, &style);
    out_frames = calloc(big, sizeof *out_frames);
    if (items == NULL || out_frames == NULL) return 1;
    for (r = -1; r < layout_reps; ++r) { /* r = -1: warm-up */
        double start = now_ns();
        check(segpager_strip_layout(&style, items, big, VIEWPORT, out_frames, big, &out_count, &content, &scrolls),
              "strip layout");
        if (r >= 0) swift_samples[r] = now_ns() - start;
        start = now_ns();
        content += plain_layout(items, big, 10, 8, 16, out_frames);
        if (r >= 0) c_samples[r] = now_ns() - start;
    }
    swift_layout = median(swift_samples, layout_reps);
    c_layout = median(c_samples, layout_reps);
    free(items);
    free(out_frames);

    printf("{\"c_frame_ns\": %.1f, \"c_frame_10_ns\": %.1f, \"c_frame_100k_ns\": %.1f, "
           "\"frame_scaling_100k_over_10\": %.3f, \"c_frame_allocations\": %.2f, "
           "\"layout_1m_swift_ms\": %.3f, \"layout_1m_c_ms\": %.3f, \"layout_1m_swift_over_c\": %.3f, "
           "\"bytes_per_tab\": %.1f, \"sink\": %.1f}\n",
           frame20, frame10, frame100k, frame100k / frame10, allocs_per_frame, swift_layout / 1e6, c_layout / 1e6,
           swift_layout / c_layout, (double)(rss1 - rss0) / (double)big, s.sink + content);
    return 0;
}
