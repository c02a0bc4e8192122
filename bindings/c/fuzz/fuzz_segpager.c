/* libFuzzer harness: decodes bytes into calls on every C export of
 * libsegpager, including long event streams into pager handles.
 *
 * Built by `make fuzz` (clang -fsanitize=fuzzer,address,undefined for this
 * file; the Swift core and ABI compiled with swiftc -sanitize=fuzzer,address
 * into .build/fuzz). Findings, each a crash that libFuzzer saves:
 *   - a crash or a sanitizer report;
 *   - a status the header does not define;
 *   - a non-finite output from finite inputs on success;
 *   - a write past an output array's capacity (guard bytes);
 *   - a broken pager invariant: a selection outside the items, a page share
 *     outside (0, 1], placed pages out of item order, overlapping, at no
 *     finite place or placed before they will appear (since 0.8.0), per
 *     page lifecycle events out of UIKit's order (will-appear, did-appear,
 *     will-disappear, did-disappear, with cancellations), and, at rest with
 *     everything delivered, anything but exactly one page appeared, the
 *     selected one (a peeking carousel's neighbours on screen may be
 *     appearing).
 *
 * Input format: a sequence of operations, each an opcode byte followed by
 * the bytes its arguments take (see the reader below: a missing byte reads
 * as 0, so every input decodes). When a new export lands, give it an
 * opcode in the stateless switch (or a pager operation) and a row in
 * bindings/c/tests/test_bad_input_matrix.c.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "segpager.h"
#include "fuzz_events.h"

/* ------------------------------------------------------------------------ */
/* Reading arguments from bytes                                             */
/* ------------------------------------------------------------------------ */

typedef struct reader {
    const uint8_t *data;
    size_t size;
    int nonfinite; /* a non-finite double was handed out since the last reset */
} reader;

static uint8_t u8(reader *r) {
    uint8_t v;
    if (r->size == 0) return 0;
    v = r->data[0];
    ++r->data;
    --r->size;
    return v;
}

static uint32_t u32(reader *r) {
    uint32_t v = u8(r);
    v |= (uint32_t)u8(r) << 8;
    v |= (uint32_t)u8(r) << 16;
    return v | (uint32_t)u8(r) << 24;
}

/* Mostly values a caller might pass, sometimes any 64 bits. */
static double real(reader *r) {
    static const double table[] = {
        0, 1, -1, 0.5, 2, 10, 44, 200, 375, -375, 1000, 1e-300, -1e-300, 1e6, -1e6, 1e12,
        1e300, -1e300, 1.7976931348623157e308, -1.7976931348623157e308, 0.998, 0.99, 0.55, 0.3};
    uint8_t mode = u8(r);
    double v;
    if (mode < sizeof table / sizeof table[0]) {
        v = table[mode];
    } else if (mode < 200) {
        v = (double)(int8_t)u8(r) * (mode < 128 ? 1.0 : 0.125); /* small numbers and fractions */
    } else if (mode < 250) {
        uint64_t bits = (uint64_t)u32(r) | (uint64_t)u32(r) << 32;
        memcpy(&v, &bits, sizeof v);
    } else {
        v = mode == 250 ? NAN : mode == 251 ? INFINITY : mode == 252 ? -INFINITY : (double)u8(r) / 16.0;
    }
    if (!isfinite(v)) r->nonfinite = 1;
    return v;
}

static int32_t small_int(reader *r) {
    uint8_t mode = u8(r);
    if (mode < 240) return (int32_t)(mode % 12) - 2; /* -2 .. 9 */
    if (mode < 250) return (int32_t)u32(r);
    return mode == 250 ? INT32_MIN : INT32_MAX;
}

/* A count for a buffer of max elements: within it, or one the library
 * must refuse before reading (a count that is valid but larger than the
 * buffer would be the caller's bug, not the library's). */
static size_t count_of(reader *r, size_t max) {
    uint8_t mode = u8(r);
    if (mode < 250) return mode % (max + 1);
    if (mode < 253) return SIZE_MAX - (size_t)(mode - 250); /* a negative size */
    return (size_t)SEGPAGER_MAX_COUNT + 1 + (size_t)(mode - 253);
}

/* ------------------------------------------------------------------------ */
/* Findings                                                                 */
/* ------------------------------------------------------------------------ */

/* FUZZ_TRACE=1 prints every call (to replay a finding by hand). */
static int tracing = -1;
static int trace_on(void) {
    if (tracing < 0) tracing = getenv("FUZZ_TRACE") != NULL;
    return tracing;
}

static void finding(const char *what, const char *where) {
    fprintf(stderr, "fuzz_segpager finding: %s in %s\n", what, where);
    abort();
}

/* Step buffers over the three frame arrays (each NULL when it has no room);
 * no list offsets. */
static void point_buffers(segpager_step_buffers *b, segpager_item_appearance *looks, size_t look_capacity,
                          segpager_notification *notes, size_t note_capacity, segpager_page_visibility *pages,
                          size_t page_capacity) {
    segpager_step_buffers_init(b);
    b->appearances = look_capacity ? looks : NULL;
    b->appearance_capacity = look_capacity;
    b->notifications = note_capacity ? notes : NULL;
    b->notification_capacity = note_capacity;
    b->pages = page_capacity ? pages : NULL;
    b->page_capacity = page_capacity;
}

static void check_status(int status, const char *where) {
    if (strcmp(segpager_status_name(status), "SEGPAGER_UNKNOWN") == 0) finding("an undefined status", where);
    /* a failure leaves a message naming an export: "segpager_...: what" */
    if (status < 0) {
        const char *message = segpager_last_error_message();
        if (message == NULL || strncmp(message, "segpager_", 9) != 0 || strstr(message, ": ") == NULL)
            finding("a failure without a last error message", where);
    }
}

/* Non-finite outputs from finite inputs on success. */
static void check_finite(const reader *r, int status, const double *values, size_t count, const char *where) {
    size_t k;
    if (status < 0 || r->nonfinite) return;
    for (k = 0; k < count; ++k)
        if (!isfinite(values[k])) finding("a non-finite output from finite inputs", where);
}

#define MAX_ITEMS 12
#define GUARD_BYTES 64
#define GUARD 0xA5

static void guard(void *buffer, size_t bytes) { memset(buffer, GUARD, bytes); }

static void check_guard(const void *buffer, size_t from, size_t to, const char *where) {
    const unsigned char *b = (const unsigned char *)buffer;
    size_t k;
    for (k = from; k < to; ++k)
        if (b[k] != GUARD) finding("a write past the capacity", where);
}

/* ------------------------------------------------------------------------ */
/* Inputs                                                                   */
/* ------------------------------------------------------------------------ */

/* Overwrites a few 4-byte-aligned words of a pointer-free options struct
 * (after its struct_size, which is sometimes changed on its own). */
static void perturb(reader *r, void *object, size_t size) {
    unsigned char *bytes = (unsigned char *)object;
    uint8_t n = u8(r) % 4, k;
    for (k = 0; k < n; ++k) {
        size_t offset = 4 + (size_t)(u8(r) % ((size - 4) / 4)) * 4;
        if (offset % 8 == 0 && offset + 8 <= size && (u8(r) & 1)) {
            double v = real(r);
            memcpy(bytes + offset, &v, sizeof v);
        } else {
            int32_t v = small_int(r);
            memcpy(bytes + offset, &v, sizeof v);
        }
    }
    if (u8(r) == 0xFF) {
        uint32_t struct_size = u32(r) % (uint32_t)(size + 16);
        memcpy(bytes, &struct_size, sizeof struct_size);
    }
}

typedef struct strip_inputs {
    segpager_strip_style style;
    segpager_item_metrics items[MAX_ITEMS];
    segpager_item_frame frames[MAX_ITEMS];
    size_t count;
    double viewport;
    segpager_strip_geometry geometry;
    segpager_indicator_style indicator;
    segpager_appearance_style appearance;
    segpager_strip_offset_style offset;
} strip_inputs;

static void read_items(reader *r, segpager_item_metrics *items, size_t count) {
    size_t k;
    memset(items, 0, sizeof *items * count);
    for (k = 0; k < count; ++k) {
        items[k].content_width = real(r);
        if (u8(r) & 1) items[k].selected_content_width = real(r);
        if (u8(r) & 1) items[k].subtitle_width = real(r);
    }
}

/* A strip: laid out by the library (mostly) or made of arbitrary frames. */
static void read_strip(reader *r, strip_inputs *s) {
    size_t out_count = 0;
    int32_t scrolls = 0;
    double content = 0;
    segpager_strip_style_init(&s->style);
    perturb(r, &s->style, sizeof s->style);
    s->count = u8(r) % (MAX_ITEMS + 1);
    read_items(r, s->items, s->count);
    s->viewport = real(r);
    memset(s->frames, 0, sizeof s->frames);
    if (u8(r) < 200) {
        int status = segpager_strip_layout(&s->style, s->items, s->count, s->viewport, s->frames, MAX_ITEMS,
                                           &out_count, &content, &scrolls);
        check_status(status, "segpager_strip_layout");
    } else {
        size_t k;
        for (k = 0; k < s->count; ++k) {
            s->frames[k].x = real(r);
            s->frames[k].width = real(r);
        }
        content = real(r);
    }
    segpager_strip_geometry_init(&s->geometry);
    s->geometry.direction = u8(r) & 1 ? s->style.direction : (int32_t)(u8(r) % 3);
    s->geometry.frames = s->frames;
    s->geometry.items = u8(r) & 1 ? s->items : NULL;
    s->geometry.count = s->count;
    s->geometry.content_width = content;
    s->geometry.viewport_width = s->viewport;
    if (u8(r) & 1) s->geometry.height = real(r);
    segpager_indicator_style_init(&s->indicator);
    perturb(r, &s->indicator, sizeof s->indicator);
    segpager_appearance_style_init(&s->appearance);
    perturb(r, &s->appearance, sizeof s->appearance);
    segpager_strip_offset_style_init(&s->offset);
    perturb(r, &s->offset, sizeof s->offset);
}

static void read_pages(reader *r, segpager_page_geometry *g) {
    segpager_page_geometry_init(g);
    g->page_count = small_int(r);
    g->viewport_width = real(r);
    perturb(r, g, sizeof *g);
}

static void read_header(reader *r, segpager_header_style *h) {
    segpager_header_style_init(h);
    h->height = real(r);
    h->pinned_height = real(r);
    perturb(r, h, sizeof *h);
}

static size_t read_sections(reader *r, segpager_header_section *sections) {
    size_t count = u8(r) % 6, k;
    for (k = 0; k < count; ++k) {
        sections[k].height = real(r);
        sections[k].min_height = real(r);
        sections[k].behavior = small_int(r);
        /* AppBarLayout's flags (with a bad bit now and then) or the old snap bit */
        sections[k].flags = sections[k].behavior == SEGPAGER_SECTION_BY_FLAGS ? u8(r) % 0x48u : u8(r) % 3u;
    }
    return count;
}

/* FUZZ_TRACE: a header's style heights and its sections (and margins). */
static void trace_header(const segpager_header_style *h, const segpager_header_section *sections,
                         const segpager_section_margins *margins, size_t count) {
    size_t k;
    fprintf(stderr, "header height %.17g pinned %.17g content %.17g, %zu section(s):", h->height, h->pinned_height,
            h->content_height, count);
    for (k = 0; k < count; ++k) {
        fprintf(stderr, " {height %.17g min %.17g behavior %d flags %u", sections[k].height, sections[k].min_height,
                (int)sections[k].behavior, (unsigned)sections[k].flags);
        if (margins != NULL)
            fprintf(stderr, " margins %.17g %.17g", margins[k].margin_top, margins[k].margin_bottom);
        fprintf(stderr, "}");
    }
    fprintf(stderr, "\n");
}

/* The sections' margins, or (now and then) none: NULL. */
static const segpager_section_margins *read_margins(reader *r, segpager_section_margins *margins, size_t count) {
    size_t k;
    if (u8(r) & 1) return NULL;
    for (k = 0; k < count; ++k) {
        margins[k].margin_top = real(r);
        margins[k].margin_bottom = real(r);
    }
    return margins;
}

/* ------------------------------------------------------------------------ */
/* Stateless calls                                                          */
/* ------------------------------------------------------------------------ */

static void fuzz_stateless(reader *r, uint8_t op) {
    strip_inputs s;
    double out[8];
    int32_t ints[2];
    size_t n = 0;
    int status = SEGPAGER_OK;
    const char *where = "?";
    r->nonfinite = 0;
    memset(out, 0, sizeof out);
    switch (op) {
    case 0: {
        where = "segpager_strip_layout";
        unsigned char buffer[sizeof(segpager_item_frame) * MAX_ITEMS + GUARD_BYTES];
        segpager_item_frame *frames = (segpager_item_frame *)(void *)buffer;
        size_t capacity, k;
        int32_t scrolls = 0;
        segpager_strip_style_init(&s.style);
        perturb(r, &s.style, sizeof s.style);
        n = u8(r) % (MAX_ITEMS + 1);
        read_items(r, s.items, n);
        s.viewport = real(r);
        capacity = u8(r) % (MAX_ITEMS + 1);
        guard(buffer, sizeof buffer);
        status = segpager_strip_layout(&s.style, s.items, u8(r) == 0xFF ? count_of(r, n) : n, s.viewport,
                                       capacity ? frames : NULL, capacity, &n, &out[0], &scrolls);
        check_guard(buffer, capacity * sizeof *frames, sizeof buffer, where);
        if (status == SEGPAGER_OK) {
            check_finite(r, status, out, 1, where);
            for (k = 0; k < n; ++k) check_finite(r, status, &frames[k].x, 2, where);
        }
        break;
    }
    case 1:
        where = "segpager_strip_hit_test";
        read_strip(r, &s);
        status = segpager_strip_hit_test(s.frames, s.count, real(r), &ints[0]);
        if (status == SEGPAGER_OK && (ints[0] < -1 || ints[0] >= (int32_t)s.count)) finding("a hit outside the items", where);
        break;
    case 2:
        where = "segpager_strip_visible_range";
        read_strip(r, &s);
        out[0] = real(r);
        status = segpager_strip_visible_range(s.frames, s.count, out[0], real(r), &ints[0], &ints[1]);
        if (status == SEGPAGER_OK && (ints[0] < -1 || ints[1] >= (int32_t)s.count || ints[0] > ints[1]))
            finding("a visible range outside the items", where);
        break;
    case 3: {
        unsigned char buffer[sizeof(segpager_indicator) * MAX_ITEMS + GUARD_BYTES];
        segpager_indicator *rests = (segpager_indicator *)(void *)buffer;
        size_t capacity, k;
        int32_t first, last;
        read_strip(r, &s);
        if (u8(r) & 1) {
            where = "segpager_indicator_rect";
            out[0] = real(r);
            status = segpager_indicator_rect(&s.geometry, &s.indicator, out[0], small_int(r), rests);
            check_finite(r, status, &rests->x, 6, where);
            break;
        }
        where = "segpager_indicator_rects";
        capacity = u8(r) % (MAX_ITEMS + 1);
        first = small_int(r);
        last = small_int(r);
        guard(buffer, sizeof buffer);
        status = segpager_indicator_rects(&s.geometry, &s.indicator, first, last, rests, capacity, &n);
        check_guard(buffer, status == SEGPAGER_OK ? capacity * sizeof *rests : 0, sizeof buffer, where);
        if (status == SEGPAGER_OK)
            for (k = 0; k < n; ++k) check_finite(r, status, &rests[k].x, 6, where);
        break;
    }
    case 4: {
        unsigned char buffer[sizeof(segpager_item_appearance) * MAX_ITEMS + GUARD_BYTES];
        segpager_item_appearance *looks = (segpager_item_appearance *)(void *)buffer;
        size_t capacity = u8(r) % (MAX_ITEMS + 1), k;
        int32_t first, last;
        where = "segpager_item_appearances";
        read_strip(r, &s);
        out[0] = real(r);
        first = small_int(r);
        last = small_int(r);
        guard(buffer, sizeof buffer);
        status = segpager_item_appearances(&s.geometry, &s.appearance, out[0], small_int(r), first, last, looks,
                                           capacity, &n);
        check_guard(buffer, status == SEGPAGER_OK ? capacity * sizeof *looks : 0, sizeof buffer, where);
        if (status == SEGPAGER_OK)
            for (k = 0; k < n; ++k) check_finite(r, status, &looks[k].selection_weight, 7, where);
        break;
    }
    case 5:
        where = "segpager_strip_offset";
        read_strip(r, &s);
        out[1] = real(r);
        out[2] = real(r);
        status = segpager_strip_offset(&s.geometry, &s.offset, out[1], small_int(r), out[2], &out[0]);
        check_finite(r, status, out, 1, where);
        break;
    case 6: {
        unsigned char buffer[sizeof(segpager_item_appearance) * MAX_ITEMS + GUARD_BYTES];
        segpager_item_appearance *looks = (segpager_item_appearance *)(void *)buffer;
        segpager_indicator ind;
        size_t capacity = u8(r) % (MAX_ITEMS + 1), k;
        uint8_t defaults;
        where = "segpager_strip_state";
        read_strip(r, &s);
        defaults = u8(r);
        out[1] = real(r);
        out[2] = real(r);
        guard(buffer, sizeof buffer);
        status = segpager_strip_state(&s.geometry, defaults & 1 ? NULL : &s.indicator,
                                      defaults & 2 ? NULL : &s.appearance, defaults & 4 ? NULL : &s.offset, out[1],
                                      small_int(r), out[2], &out[0], &ind, looks, capacity, &n, &ints[0]);
        check_guard(buffer, status == SEGPAGER_OK ? capacity * sizeof *looks : 0, sizeof buffer, where);
        if (status == SEGPAGER_OK) {
            check_finite(r, status, out, 1, where);
            check_finite(r, status, &ind.x, 6, where);
            for (k = 0; k < n; ++k) check_finite(r, status, &looks[k].selection_weight, 7, where);
        }
        break;
    }
    case 7: {
        segpager_page_geometry g, g2;
        where = "segpager_page_*";
        read_pages(r, &g);
        switch (u8(r) % 5) {
        case 0: status = segpager_page_position(&g, real(r), &out[0]); n = 1; break;
        case 1: status = segpager_page_offset(&g, real(r), &out[0]); n = 1; break;
        case 2: status = segpager_page_offset_range(&g, &out[0], &out[1]); n = 2; break;
        case 3:
            read_pages(r, &g2);
            status = segpager_page_offset_after_resize(&g, &g2, real(r), &out[0]);
            n = 1;
            break;
        default:
            out[1] = real(r);
            status = segpager_selected_index(out[1], small_int(r), small_int(r), &ints[0]);
            n = 0;
        }
        check_finite(r, status, out, n, where);
        break;
    }
    case 8: {
        double a = real(r), b = real(r), c = real(r);
        where = "segpager_deceleration_* / rubber_band* / spline_fling*";
        switch (u8(r) % 7) {
        case 5: status = segpager_spline_fling(a, b, c, &out[0], &out[1]); n = 2; break;
        case 6: status = segpager_spline_fling_state(a, b, c, real(r), &out[0], &out[1]); n = 2; break;
        case 0: status = segpager_deceleration_state(a, b, c, &out[0], &out[1]); n = 2; break;
        case 1: status = segpager_deceleration_projection(a, b, &out[0]); n = 1; break;
        case 2: status = segpager_deceleration_duration(a, b, c, &out[0]); n = 1; break;
        case 3: status = segpager_rubber_band(a, b, c, &out[0]); n = 1; break;
        default: status = segpager_rubber_band_inverse(a, b, c, &out[0]); n = 1;
        }
        check_finite(r, status, out, n, where);
        break;
    }
    case 9: {
        segpager_spring spring;
        double a, b, c;
        where = "segpager_spring_*";
        status = segpager_spring_init(&spring);
        check_status(status, "segpager_spring_init");
        if (u8(r) & 1) spring.response = real(r);
        if (u8(r) & 1) spring.damping_ratio = real(r);
        if (u8(r) & 1) spring.mass = real(r);
        perturb(r, &spring, sizeof spring);
        a = real(r); b = real(r); c = real(r);
        if (u8(r) & 1) {
            status = segpager_spring_state(&spring, a, b, c, &out[0], &out[1]);
            n = 2;
        } else {
            status = segpager_spring_settling_time(&spring, a, b, c, &out[0]);
            n = 1;
        }
        if (status == SEGPAGER_OK && !r->nonfinite && (!isfinite(out[0]) || !isfinite(out[1])))
            fprintf(stderr, "spring (%a, %a, %a) from (%a, %a, %a): (%g, %g)\n", spring.response,
                    spring.damping_ratio, spring.mass, a, b, c, out[0], out[1]);
        check_finite(r, status, out, n, where);
        break;
    }
    case 10: {
        double x1 = real(r), y1 = real(r), x2 = real(r), y2 = real(r);
        where = "segpager_cubic_bezier";
        status = segpager_cubic_bezier(x1, y1, x2, y2, real(r), &out[0]);
        check_finite(r, status, out, 1, where);
        break;
    }
    case 11: {
        segpager_paging_options o;
        segpager_page_geometry g;
        double offset, velocity;
        where = "segpager_paging_target";
        status = segpager_paging_options_init(&o);
        check_status(status, "segpager_paging_options_init");
        if (u8(r) & 1) { /* Compose's snapping: the spline approach and its thresholds */
            o.profile = SEGPAGER_PAGING_COMPOSE;
            o.max_pages = small_int(r);
            o.positional_threshold = real(r);
            o.snap_positional_threshold = real(r);
        }
        perturb(r, &o, sizeof o);
        read_pages(r, &g);
        offset = real(r);
        velocity = real(r);
        status = segpager_paging_target(&o, &g, offset, velocity, small_int(r), &ints[0]);
        if (status == SEGPAGER_OK && !o.looping && (ints[0] < 0 || ints[0] >= g.page_count)) {
            fprintf(stderr, "page %d of %d (profile %d, max_pages %d, offset %g, velocity %g)\n", (int)ints[0],
                    (int)g.page_count, (int)o.profile, (int)o.max_pages, offset, velocity);
            finding("a paging target outside the pages", where);
        }
        where = "segpager_paging_dragging_target";
        status = segpager_paging_dragging_target(&o, &g, offset, small_int(r), &ints[0]);
        if (status == SEGPAGER_OK && g.page_count > 0 && (ints[0] < 0 || ints[0] >= g.page_count))
            finding("a dragging target outside the pages", where);
        break;
    }
    case 12: {
        segpager_header_style h;
        segpager_header_frame f;
        segpager_scroll_split split;
        double a, b, c, d, e;
        int32_t mode;
        where = "segpager_header_*";
        read_header(r, &h);
        a = real(r); b = real(r); c = real(r); d = real(r); e = real(r);
        mode = small_int(r);
        if (trace_on())
            fprintf(stderr, "header (%d %d %d %a %a %a %a %a) mode %d args %a %a %a %a %a\n", (int)h.pull_down,
                    (int)h.content_mode, (int)h.reserved, h.height, h.pinned_height, h.pin_offset, h.parallax,
                    h.content_height, (int)mode, a, b, c, d, e);
        switch (u8(r) % 7) {
        case 5:
            where = "segpager_header_snap_duration";
            status = segpager_header_snap_duration(a, b, c, &out[0]);
            check_finite(r, status, out, 1, where);
            if (status == SEGPAGER_OK && (out[0] < 0 || out[0] > 0.6)) finding("a snap longer than 600 ms", where);
            break;
        case 0:
            where = "segpager_header_frame_at";
            status = segpager_header_frame_at(&h, a, b, &f);
            check_finite(r, status, &f.header.x, 12, where);
            check_finite(r, status, &f.progress, 2, where);
            break;
        case 1: where = "segpager_header_list_offset"; status = segpager_header_list_offset(&h, mode, a, b, &out[0]); check_finite(r, status, out, 1, where); break;
        case 2:
            where = "segpager_nested_scroll";
            status = segpager_nested_scroll(&h, mode, a, b, c, d, e, &split);
            check_finite(r, status, &split.header, 3, where);
            break;
        case 3: where = "segpager_header_snap_target"; status = segpager_header_snap_target(&h, a, b, c, &out[0]); check_finite(r, status, out, 1, where); break;
        case 4:
            where = "segpager_header_min_content_height";
            status = segpager_header_min_content_height(&h, a, &out[0]);
            check_finite(r, status, out, 1, where);
            break;
        default:
            status = segpager_gesture_axis(a, b, c, d, &ints[0]);
            if (status == SEGPAGER_OK && (ints[0] < 0 || ints[0] > 2)) finding("an unknown axis", where);
        }
        break;
    }
    case 13: {
        segpager_header_section sections[6];
        segpager_section_margins margin_rows[6];
        const segpager_section_margins *margins;
        segpager_header_ranges ranges;
        segpager_scroll_split split;
        size_t count = read_sections(r, sections);
        double a = real(r), b = real(r), c = real(r), d = real(r);
        where = "segpager_header_stack_*";
        if (u8(r) == 0xFF) count = count_of(r, 6) > 6 ? SIZE_MAX : count;
        switch (u8(r) % 6) {
        case 0:
            status = segpager_header_stack_ranges(sections, count, &ranges);
            check_finite(r, status, &ranges.height, 4, where);
            break;
        case 1:
            status = segpager_header_stack_scroll(sections, count, a, b, c, d, &split);
            check_finite(r, status, &split.header, 3, where);
            break;
        case 2:
            status = segpager_header_stack_snap_target(sections, count, a, &out[0]);
            check_finite(r, status, out, 1, where);
            break;
        case 3:
            margins = read_margins(r, margin_rows, count > 6 ? 6 : count);
            status = segpager_header_stack_ranges_with_margins(sections, margins, count, &ranges);
            check_finite(r, status, &ranges.height, 4, where);
            break;
        case 4:
            margins = read_margins(r, margin_rows, count > 6 ? 6 : count);
            status = segpager_header_stack_scroll_with_margins(sections, margins, count, a, b, c, d, &split);
            check_finite(r, status, &split.header, 3, where);
            break;
        default:
            margins = read_margins(r, margin_rows, count > 6 ? 6 : count);
            status = segpager_header_stack_snap_target_with_margins(sections, margins, count, a, &out[0]);
            check_finite(r, status, out, 1, where);
        }
        break;
    }
    case 14: {
        /* mostly rising times (steps of 0 to 120 ms), sometimes any number */
        double times[24], positions[24], t = real(r);
        size_t count = u8(r) % 25, k, passed;
        int null;
        where = "segpager_velocity_estimate";
        for (k = 0; k < count; ++k) {
            uint8_t step = u8(r);
            t = step < 240 ? t + step / 2000.0 : real(r);
            times[k] = t;
            positions[k] = real(r);
        }
        passed = u8(r) == 0xFF ? count_of(r, count) : count;
        null = u8(r) % 8;
        status = segpager_velocity_estimate(null == 1 ? NULL : times, null == 2 ? NULL : positions, passed,
                                            null == 3 ? NULL : &out[0]);
        check_finite(r, status, out, 1, where);
        break;
    }
    case 15: {
        /* Embla's snaps, groups and loop points over a strip's frames */
        segpager_snap_options options;
        segpager_loop_point points[MAX_ITEMS];
        int32_t firsts[MAX_ITEMS], of_item[MAX_ITEMS], can_loop = 0;
        double snaps[MAX_ITEMS], shifts[MAX_ITEMS];
        size_t capacity, passed, k;
        read_strip(r, &s);
        segpager_snap_options_init(&options);
        if (u8(r) & 1) options.slides_to_scroll = small_int(r);
        perturb(r, &options, sizeof options);
        capacity = u8(r) % (MAX_ITEMS + 1);
        passed = u8(r) == 0xFF ? count_of(r, s.count) : s.count;
        where = "segpager_snap_groups";
        status = segpager_snap_groups(s.frames, passed, s.viewport, &options, firsts, capacity, &n);
        if (status == SEGPAGER_OK && n > 0 && firsts[0] != 0) finding("a first group not at item 0", where);
        for (k = 1; status == SEGPAGER_OK && k < n; ++k)
            if (firsts[k] <= firsts[k - 1] || firsts[k] >= (int32_t)passed) finding("groups out of order", where);
        check_status(status, where);
        where = "segpager_scroll_snaps";
        status = segpager_scroll_snaps(s.frames, passed, s.viewport, &options, snaps, capacity, &n,
                                       u8(r) & 1 ? of_item : NULL);
        if (status == SEGPAGER_OK) check_finite(r, status, snaps, n, where);
        check_status(status, where);
        where = "segpager_loop_points";
        status = segpager_loop_points(s.frames, passed, s.viewport, &options, points, capacity, &n, &can_loop);
        for (k = 0; status == SEGPAGER_OK && k < n; ++k) {
            check_finite(r, status, &points[k].offset, 3, where);
            if (points[k].index < 0 || points[k].index >= (int32_t)passed) finding("a loop point off the items", where);
        }
        check_status(status, where);
        where = "segpager_loop_shifts";
        status = segpager_loop_shifts(s.frames, passed, s.viewport, &options, real(r), shifts);
        if (status == SEGPAGER_OK) check_finite(r, status, shifts, passed, where);
        break;
    }
    default: {
        /* version, status names, the *_init functions (with NULL too) */
        int32_t code = small_int(r);
        union {
            segpager_strip_style a;
            segpager_strip_geometry b;
            segpager_indicator_style c;
            segpager_appearance_style d;
            segpager_strip_offset_style e;
            segpager_page_geometry f;
            segpager_spring g;
            segpager_paging_options h;
            segpager_header_style i;
            segpager_pager_configuration j;
            segpager_pager_header k;
            segpager_step_buffers l;
            segpager_header_section m;
            segpager_snap_options n;
        } any;
        int null = u8(r) & 1;
        where = "segpager_version / status / *_init";
        if (segpager_version() != SEGPAGER_VERSION_NUMBER) finding("a version mismatch", where);
        if (strcmp(segpager_version_string(), SEGPAGER_VERSION_STRING) != 0) finding("a version mismatch", where);
        if (segpager_status_name(code) == NULL || segpager_status_string(code) == NULL) finding("a NULL name", where);
        switch (u8(r) % 14) {
        case 0: status = segpager_strip_style_init(null ? NULL : &any.a); break;
        case 1: status = segpager_strip_geometry_init(null ? NULL : &any.b); break;
        case 2: status = segpager_indicator_style_init(null ? NULL : &any.c); break;
        case 3: status = segpager_appearance_style_init(null ? NULL : &any.d); break;
        case 4: status = segpager_strip_offset_style_init(null ? NULL : &any.e); break;
        case 5: status = segpager_page_geometry_init(null ? NULL : &any.f); break;
        case 6: status = segpager_spring_init(null ? NULL : &any.g); break;
        case 7: status = segpager_paging_options_init(null ? NULL : &any.h); break;
        case 8: status = segpager_header_style_init(null ? NULL : &any.i); break;
        case 9: status = segpager_pager_header_init(null ? NULL : &any.k); break;
        case 10: status = segpager_step_buffers_init(null ? NULL : &any.l); break;
        case 11: status = segpager_header_section_init(null ? NULL : &any.m); break;
        case 12: status = segpager_snap_options_init(null ? NULL : &any.n); break;
        default: status = segpager_pager_configuration_init(null ? NULL : &any.j);
        }
        if (status != (null ? SEGPAGER_E_NULL : SEGPAGER_OK)) finding("an init that did not init", where);
        {
            /* presets: 0 and 1 exist, 2 does not */
            int32_t preset = (int32_t)(u8(r) % 3);
            int expected = null ? SEGPAGER_E_NULL : preset < 2 ? SEGPAGER_OK : SEGPAGER_E_ENUM;
            where = "segpager_pager_configuration_init_preset";
            status = segpager_pager_configuration_init_preset(null ? NULL : &any.j, preset);
            if (status != expected) finding("a preset that did not init", where);
        }
    }
    }
    if (trace_on()) fprintf(stderr, "stateless %s -> %s\n", where, segpager_status_name(status));
    check_status(status, where);
}
#define STATELESS_OPS 17

/* ------------------------------------------------------------------------ */
/* Pagers                                                                   */
/* ------------------------------------------------------------------------ */

#define MAX_TRACKED 64
enum { DISAPPEARED, APPEARING, APPEARED, DISAPPEARING };

typedef struct tracked_pager {
    segpager_pager *handle;
    int64_t ids[MAX_ITEMS];
    size_t count;
    double time;
    /* the appearance model: per id, as the notifications say */
    int64_t model_ids[MAX_TRACKED];
    int model_states[MAX_TRACKED];
    size_t model_count;
    /* notifications were dropped (a NULL array, or past the limit): the
     * model no longer follows the lifecycle, so its checks stop */
    int lost;
    size_t limit; /* the pager's notification_limit */
    /* a list fling may be running (the last full frame said so, or a
     * LIST_ENDED came since): the directions it may move, FLING_UP and
     * FLING_DOWN bits; 0 when none can */
    int fling;
} tracked_pager;

#define FLING_UP 1
#define FLING_DOWN 2

static tracked_pager pagers[2];

static int *model_state(tracked_pager *p, int64_t id) {
    size_t k;
    for (k = 0; k < p->model_count; ++k)
        if (p->model_ids[k] == id) return &p->model_states[k];
    if (p->model_count == MAX_TRACKED) return NULL;
    p->model_ids[p->model_count] = id;
    p->model_states[p->model_count] = DISAPPEARED;
    return &p->model_states[p->model_count++];
}

/* UIKit's per page order, with cancellations (Tests/SegPagerTests/LifecycleTests.swift). */
static void apply_notification(tracked_pager *p, const segpager_notification *note) {
    int *state;
    int next = -1;
    if (note->kind < SEGPAGER_NOTIFY_SELECTED_CHANGED || note->kind > SEGPAGER_NOTIFY_REFRESH)
        finding("an unknown notification kind", "segpager_pager_step");
    if (note->kind == SEGPAGER_NOTIFY_HEADER_PHASE &&
        (note->previous < SEGPAGER_HEADER_STRETCHED || note->previous > SEGPAGER_HEADER_PINNED ||
         note->cause < SEGPAGER_HEADER_STRETCHED || note->cause > SEGPAGER_HEADER_PINNED ||
         note->previous == note->cause))
        finding("a header phase change that is not one", "segpager_pager_step");
    if (!isfinite(note->time)) finding("a non-finite notification time", "segpager_pager_step");
    if (note->kind < SEGPAGER_NOTIFY_WILL_APPEAR || note->kind > SEGPAGER_NOTIFY_DID_DISAPPEAR) return;
    state = model_state(p, note->id);
    if (state == NULL) return;
    switch (note->kind) {
    case SEGPAGER_NOTIFY_WILL_APPEAR: next = *state == DISAPPEARED || *state == DISAPPEARING ? APPEARING : -1; break;
    case SEGPAGER_NOTIFY_DID_APPEAR: next = *state == APPEARING ? APPEARED : -1; break;
    case SEGPAGER_NOTIFY_WILL_DISAPPEAR: next = *state == APPEARED || *state == APPEARING ? DISAPPEARING : -1; break;
    default: next = *state == DISAPPEARING ? DISAPPEARED : -1;
    }
    if (next < 0) finding("a lifecycle event out of order", "segpager_pager_step");
    *state = next;
}

static void check_frame(tracked_pager *p, int status, const segpager_frame *f, const segpager_item_appearance *looks,
                        size_t look_capacity, const segpager_notification *notes, const segpager_page_visibility *pages,
                        size_t page_capacity) {
    const char *where = "segpager_pager_step";
    size_t k, appeared = 0, busy = 0;
    if (status != SEGPAGER_OK && status != SEGPAGER_TRUNCATED) return;
    /* every accepted event was finite, so everything out must be */
    if (!isfinite(f->time) || !isfinite(f->page_offset) || !isfinite(f->position) ||
        !isfinite(f->target_page_offset) || !isfinite(f->transition_progress) || !isfinite(f->strip_offset) ||
        !isfinite(f->indicator.x) || !isfinite(f->indicator.y) || !isfinite(f->indicator.width) ||
        !isfinite(f->indicator.height) || !isfinite(f->indicator.corner_radius) || !isfinite(f->indicator.alpha))
        finding("a non-finite frame value", where);
    if (f->phase < SEGPAGER_PHASE_IDLE || f->phase > SEGPAGER_PHASE_HOST_SCROLLING) finding("an unknown phase", where);
    if (p->count == 0 ? f->selected_index != SEGPAGER_NONE
                      : f->selected_index < 0 || f->selected_index >= (int32_t)p->count)
        finding("a selection outside the items", where);
    for (k = 0; k < f->appearance_count && k < look_capacity; ++k) {
        const double *v = &looks[k].selection_weight;
        size_t j;
        for (j = 0; j < 7; ++j)
            if (!isfinite(v[j])) finding("a non-finite appearance", where);
    }
    /* a frame older than 0.8.0's gets 0.7.0's 16-byte page entries (page,
     * reserved, visibility), with no placement */
    int placed = f->struct_size >= sizeof *f;
    segpager_page_visibility legacy[8];
    if (!placed) {
        const unsigned char *raw = (const unsigned char *)(const void *)pages;
        memset(legacy, 0, sizeof legacy);
        for (k = 0; k < f->page_count && k < page_capacity && k < 8; ++k) {
            memcpy(&legacy[k].page, raw + 16 * k, sizeof legacy[k].page);
            memcpy(&legacy[k].visibility, raw + 16 * k + 8, sizeof legacy[k].visibility);
            legacy[k].width = 1;
            legacy[k].x = (double)k; /* (not read) */
        }
        pages = legacy;
        if (page_capacity > 8) page_capacity = 8;
    }
    for (k = 0; k < f->page_count && k < page_capacity; ++k) {
        if (!(pages[k].visibility > 0 && pages[k].visibility <= 1 + 1e-9)) finding("a page share outside (0, 1]", where);
        if (pages[k].page < 0 || pages[k].page >= (int32_t)p->count) finding("a visible page outside the items", where);
        if (!isfinite(pages[k].x) || !(pages[k].width > 0) || !isfinite(pages[k].width))
            finding("a page placed at no finite place", where);
        if (k > 0 && pages[k].page <= pages[k - 1].page) finding("placed pages not in item order, once each", where);
    }
    /* placed pages never overlap (each is drawn once, where it is) */
    for (k = 0; placed && k < f->page_count && k < page_capacity; ++k) {
        size_t j;
        for (j = k + 1; j < f->page_count && j < page_capacity; ++j) {
            double overlap = fmin(pages[k].x + pages[k].width, pages[j].x + pages[j].width) - fmax(pages[k].x, pages[j].x);
            if (overlap > 1e-6 * (1 + pages[k].width)) finding("placed pages that overlap", where);
        }
    }
    /* a drop: counted by a 0.8.0 frame; an older one cannot say. A drop
     * leaves the limit waiting (item edits between steps cap the queue
     * too), so after one, what this frame delivered plus what still waits
     * is at least the limit: then some may be lost */
    if (f->struct_size >= sizeof *f ? f->dropped_notifications > 0
                                    : f->notification_count + f->pending_notifications >= p->limit)
        p->lost = 1;
    if (f->pending_notifications > p->limit) finding("more notifications waiting than the limit", where);
    if (trace_on()) {
        fprintf(stderr, "frame: size %u phase %d sel %d delivered %zu pending %zu dropped %zu lost %d:",
                (unsigned)f->struct_size, (int)f->phase, (int)f->selected_index, f->notification_count,
                f->pending_notifications, f->struct_size >= sizeof *f ? f->dropped_notifications : 0, p->lost);
        for (k = 0; k < f->notification_count; ++k)
            fprintf(stderr, " %d/%d", (int)notes[k].kind, (int)notes[k].page);
        fprintf(stderr, "\n");
    }
    for (k = 0; k < f->notification_count && !p->lost; ++k) apply_notification(p, &notes[k]);
    /* a placed page was told it will appear, and has not gone */
    if (!p->lost && f->pending_notifications == 0 && f->page_count <= page_capacity) {
        for (k = 0; k < f->page_count; ++k) {
            int32_t page = pages[k].page;
            int *state = page >= 0 && (size_t)page < p->count ? model_state(p, p->ids[page]) : NULL;
            if (state != NULL && *state == DISAPPEARED) finding("a page placed before it will appear", where);
        }
    }
    /* at rest, with every notification delivered: exactly one page appeared, the selected one */
    if (!p->lost && f->phase == SEGPAGER_PHASE_IDLE && f->pending_notifications == 0 && p->count > 0) {
        int64_t selected_id = p->ids[f->selected_index];
        for (k = 0; k < p->model_count; ++k) {
            if (p->model_states[k] == APPEARED) {
                ++appeared;
                if (p->model_ids[k] != selected_id) finding("at rest, a page other than the selected one appeared", where);
            } else if (p->model_states[k] != DISAPPEARED) {
                /* a peeking carousel's neighbours stay appearing, on screen */
                size_t j, placed = 0;
                for (j = 0; j < f->page_count && j < page_capacity; ++j)
                    placed += pages[j].page >= 0 && (size_t)pages[j].page < p->count &&
                              p->ids[pages[j].page] == p->model_ids[k];
                if (!placed && f->page_count <= page_capacity) ++busy;
            }
        }
        if (appeared != 1 || busy != 0) finding("at rest, not exactly one page appeared", where);
    }
}

static void destroy_pager(tracked_pager *p) {
    if (p->handle != NULL && segpager_pager_destroy(p->handle) != SEGPAGER_OK)
        finding("a live pager that would not be destroyed", "segpager_pager_destroy");
    memset(p, 0, sizeof *p);
}

/* FUZZ_TRACE: the events of a step or a run (with each one's frame), every
 * number exact, to replay a finding by hand. */
static void trace_events(const segpager_event *events, const uint32_t *frames, size_t count) {
    size_t k;
    for (k = 0; k < count; ++k) {
        const segpager_event *e = &events[k];
        if (frames != NULL) fprintf(stderr, " @%u", (unsigned)frames[k]);
        fprintf(stderr, " {kind %d t %.17g index %d offset %.17g v %.17g w %.17g flags %d}", (int)e->kind, e->time,
                (int)e->index, e->offset, e->velocity, e->width, (int)e->flags);
    }
    fprintf(stderr, "\n");
}

static void read_event(reader *r, tracked_pager *p, segpager_event *e) {
    static const double steps[] = {0, 1.0 / 120, 1.0 / 60, 0.05, 0.3, 1, 5, 1e6};
    uint8_t dt = u8(r), kind;
    memset(e, 0, sizeof *e);
    kind = u8(r) % (FUZZ_EVENT_KIND_COUNT + 1);
    e->kind = kind < FUZZ_EVENT_KIND_COUNT ? fuzz_event_kinds[kind] : FUZZ_UNKNOWN_KIND;
    if (dt < 240) p->time += steps[dt % 8];
    e->time = dt == 255 ? p->time - 1 : dt == 254 ? real(r) : p->time;
    switch (e->kind) {
    case SEGPAGER_EVENT_DRAG_MOVED:
    case SEGPAGER_EVENT_HOST_SCROLLED: e->offset = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 25; break;
    case SEGPAGER_EVENT_DRAG_ENDED: e->velocity = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 40; break;
    case SEGPAGER_EVENT_TAB_TAPPED:
    case SEGPAGER_EVENT_SELECT:
        e->index = u8(r) < 240 ? (int32_t)(u8(r) % (p->count + 1)) : small_int(r);
        e->flags = u8(r) & 1;
        break;
    case SEGPAGER_EVENT_RESIZED:
        e->width = real(r);
        e->offset = u8(r) & 1 ? real(r) : 0;
        break;
    case SEGPAGER_EVENT_LIST_SCROLLED: e->offset = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 8; break;
    case SEGPAGER_EVENT_LIST_ENDED: e->velocity = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 40; break;
    case SEGPAGER_EVENT_LIST_RESIZED:
        e->index = u8(r) < 240 ? (int32_t)(u8(r) % (p->count + 1)) : small_int(r);
        e->offset = u8(r) & 1 ? real(r) : (double)u8(r) * 20;
        break;
    case SEGPAGER_EVENT_POINTER_DOWN:
    case SEGPAGER_EVENT_POINTER_MOVED:
    case SEGPAGER_EVENT_POINTER_UP:
    case SEGPAGER_EVENT_WHEEL:
        /* points on a 4 pt grid over a phone, sometimes anything; regions 0..2 or bad */
        e->region = u8(r) < 250 ? (int32_t)(u8(r) % 3) : small_int(r);
        e->x = u8(r) & 1 ? (double)u8(r) * 4 - 200 : real(r);
        e->y = u8(r) & 1 ? (double)u8(r) * 4 - 200 : real(r);
        if (e->kind != SEGPAGER_EVENT_POINTER_DOWN && e->kind != SEGPAGER_EVENT_WHEEL) e->region = 0;
        break;
    case SEGPAGER_EVENT_STRIP_DRAG_MOVED: e->offset = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 25; break;
    case SEGPAGER_EVENT_STRIP_DRAG_ENDED: e->velocity = u8(r) & 1 ? real(r) : (double)(int8_t)u8(r) * 40; break;
    default: break;
    }
}

/* The directions a batch's releases may fling: FLING_UP and FLING_DOWN
 * bits; *last gets the last one's (0 for a release at rest). A LIST_ENDED
 * flings its way; a POINTER_UP releases a list with the tracker's velocity,
 * either way. */
static int fling_directions(const segpager_event *events, size_t count, int *last) {
    int bits = 0;
    size_t k;
    for (k = 0; k < count; ++k) {
        if (events[k].kind == SEGPAGER_EVENT_POINTER_UP) *last = FLING_UP | FLING_DOWN;
        else if (events[k].kind != SEGPAGER_EVENT_LIST_ENDED) continue;
        else *last = events[k].velocity > 0 ? FLING_UP : events[k].velocity < 0 ? FLING_DOWN : 0;
        bits |= *last;
    }
    return bits;
}

/* The header part of a frame: finite, in range, and the split adds up (the
 * selected page's list takes the deltas; with no items there is none). A
 * list fling's distance is in the split too (since 0.8.0), so on a step
 * where one may have run (`fling`: the directions it may move) the split
 * less the deltas is the fling's share, which only goes its way (a fling
 * never moves the header or the list back). */
static void check_header(const segpager_frame *f, const segpager_event *events, size_t count, size_t items,
                         int fling, const char *where) {
    double sum = 0, parts = f->split.header + f->split.list + f->split.overscroll, magnitude = 0;
    size_t k;
    const double *rects = &f->header.header.x;
    for (k = 0; k < 12; ++k)
        if (!isfinite(rects[k])) finding("a non-finite header frame", where);
    if (!isfinite(f->header.progress) || !isfinite(f->header.stretch_scale) || !isfinite(f->header_offset) ||
        !isfinite(f->pull) || !isfinite(f->list_offset) || !isfinite(parts))
        finding("a non-finite header value", where);
    if (f->has_header ? f->header.phase < SEGPAGER_HEADER_STRETCHED || f->header.phase > SEGPAGER_HEADER_PINNED
                      : f->header_offset != 0 || f->pull != 0)
        finding("a header state without a header, or an unknown phase", where);
    if (f->header_offset < 0 || f->pull > 0 || f->list_offset < 0) finding("a header offset out of range", where);
    int pointer = 0; /* pointer and wheel events scroll the list by deltas of their own */
    for (k = 0; k < count; ++k) {
        int32_t kind = events[k].kind;
        if (kind >= SEGPAGER_EVENT_POINTER_DOWN && kind <= SEGPAGER_EVENT_WHEEL) pointer = 1;
        if (kind != SEGPAGER_EVENT_LIST_SCROLLED) continue;
        sum += events[k].offset;
        magnitude += fabs(events[k].offset);
    }
    if (items > 0 && !pointer && isfinite(sum)) {
        double tolerance = 1e-9 * (1 + magnitude + fabs(parts)), share = parts - sum;
        if (fling == 0 && fabs(share) > tolerance) finding("a split that does not add up", where);
        if (fling == FLING_UP && share < -tolerance) finding("an upward fling that moved down", where);
        if (fling == FLING_DOWN && share > tolerance) finding("a downward fling that moved up", where);
    }
    if (items == 0 && parts != 0) finding("a split without a list", where);
    if (f->list_animating != 0 && f->list_animating != 1) finding("list_animating not 0 or 1", where);
    if (items == 0 && f->list_animating) finding("a list fling without a list", where);
    if (f->list_animating && !fling) finding("a list fling no release started", where);
}

static void fuzz_pager(reader *r, uint8_t op) {
    tracked_pager *p = &pagers[u8(r) & 1];
    int status = SEGPAGER_OK;
    const char *where = "segpager_pager_*";
    r->nonfinite = 0;
    if (p->handle == NULL && op != 0) op = 0; /* most streams begin by creating one */
    if (trace_on()) fprintf(stderr, "[pager %d] ", (int)(p - pagers));
    switch (op) {
    case 0: {
        segpager_pager_configuration config;
        segpager_pager *handle = NULL;
        where = "segpager_pager_create";
        destroy_pager(p);
        segpager_pager_configuration_init(&config);
        {
            /* a quarter of the pagers loop (their positions grow without
             * bound: far indices, the laps, the repeating strip) */
            uint8_t v = u8(r);
            config.viewport_width = v < 200 ? 375 : real(r);
            config.looping = v >= 134 && v < 200;
        }
        if (u8(r) < 64) config.list_fling_profile = SEGPAGER_LIST_FLING_ANDROID; /* the spline list fling */
        perturb(r, &config, sizeof config);
        if (trace_on()) {
            const unsigned char *b = (const unsigned char *)&config;
            size_t k;
            fprintf(stderr, "config viewport %g page %g spacing %g looping %d driver %d settle %d cache %d:", config.viewport_width,
                    config.page_width, config.page_spacing, (int)config.looping, (int)config.driver,
                    (int)config.settle_mode, (int)config.cache_limit);
            for (k = 0; k < sizeof config; ++k) fprintf(stderr, "%02x", b[k]);
            fprintf(stderr, "\n");
        }
        status = segpager_pager_create(&config, u8(r) == 0xFF ? NULL : &handle);
        if (status == SEGPAGER_OK) {
            int64_t ids[MAX_ITEMS];
            segpager_item_metrics items[MAX_ITEMS];
            size_t count = u8(r) % 8, k;
            segpager_pager_configuration now;
            p->handle = handle;
            now.struct_size = (uint32_t)sizeof now;
            if (segpager_pager_get_configuration(handle, &now) != SEGPAGER_OK || now.notification_limit < 0)
                finding("a created pager whose configuration does not read back", "segpager_pager_create");
            p->limit = (size_t)now.notification_limit;
            for (k = 0; k < count; ++k) ids[k] = (int64_t)k + 1;
            read_items(r, items, count);
            if (trace_on()) {
                fprintf(stderr, "items %zu:", count);
                for (k = 0; k < count; ++k)
                    fprintf(stderr, " {%g %g %g %g}", items[k].content_width, items[k].selected_content_width,
                            items[k].subtitle_width, items[k].selected_subtitle_width);
                fprintf(stderr, "\n");
            }
            if (segpager_pager_set_items(handle, ids, items, count) == SEGPAGER_OK) {
                memcpy(p->ids, ids, sizeof ids[0] * count);
                p->count = count;
            }
        }
        break;
    }
    case 1:
        where = "segpager_pager_destroy";
        if (u8(r) & 1) {
            destroy_pager(p);
        } else {
            status = segpager_pager_destroy(NULL);
            if (status != SEGPAGER_OK) finding("destroy(NULL) was not a no-op", where);
        }
        break;
    case 2: {
        int64_t ids[MAX_ITEMS];
        segpager_item_metrics items[MAX_ITEMS];
        size_t count = u8(r) % (MAX_ITEMS + 1), k;
        where = "segpager_pager_set_items";
        for (k = 0; k < count; ++k) ids[k] = (int64_t)(u8(r) % 24);
        read_items(r, items, count);
        if (u8(r) == 0xFF) count = count_of(r, count); /* sometimes a count the library must refuse */
        status = segpager_pager_set_items(p->handle, ids, items, count);
        if (status == SEGPAGER_OK) {
            memcpy(p->ids, ids, sizeof ids[0] * count);
            p->count = count;
        }
        break;
    }
    case 3: {
        strip_inputs s;
        segpager_paging_options o;
        where = "segpager_pager_set_*";
        read_strip(r, &s);
        segpager_paging_options_init(&o);
        perturb(r, &o, sizeof o);
        switch (u8(r) % 7) {
        case 5: {
            segpager_header_style h;
            segpager_header_section sections[6];
            segpager_pager_header options;
            size_t count;
            where = "segpager_pager_set_header";
            read_header(r, &h);
            count = u8(r) & 1 ? read_sections(r, sections) : 0;
            if (count > 0 && u8(r) & 1) h.height = h.pinned_height = 0; /* the stack's heights */
            segpager_pager_header_init(&options);
            options.snap = u8(r) & 1;
            options.snap_animation = u8(r) & 1 ? SEGPAGER_SNAP_ANIMATION_FIXED_DURATION : SEGPAGER_SNAP_ANIMATION_SPRING;
            options.refresh_distance = u8(r) & 1 ? 60 : 0;
            perturb(r, &options, sizeof options);
            if (u8(r) & 1) {
                segpager_section_margins margins[6];
                const segpager_section_margins *given = read_margins(r, margins, count);
                where = "segpager_pager_set_header_with_margins";
                if (trace_on()) trace_header(&h, sections, given, count);
                status = segpager_pager_set_header_with_margins(p->handle, &h, count ? sections : NULL, given, count,
                                                                &options);
            } else {
                if (trace_on()) trace_header(&h, sections, NULL, count);
                status = segpager_pager_set_header(p->handle, &h, count ? sections : NULL, count, &options);
            }
            break;
        }
        case 6: where = "segpager_pager_remove_header"; status = segpager_pager_remove_header(p->handle); break;
        case 0: status = segpager_pager_set_strip_style(p->handle, &s.style); break;
        case 1: status = segpager_pager_set_indicator_style(p->handle, &s.indicator); break;
        case 2: status = segpager_pager_set_appearance_style(p->handle, &s.appearance); break;
        case 3: status = segpager_pager_set_strip_offset_style(p->handle, &s.offset); break;
        default: status = segpager_pager_set_paging_options(p->handle, &o);
        }
        break;
    }
    case 4: {
        /* One-item edits; the items read back must be the model's edit. */
        int64_t ids[MAX_ITEMS + 1], now[MAX_ITEMS + 1];
        segpager_item_metrics item, items[MAX_ITEMS + 1];
        size_t count = p->count, got = 0, k;
        int32_t a = (int32_t)(u8(r) % (MAX_ITEMS + 2)) - 1, b = (int32_t)(u8(r) % (MAX_ITEMS + 1)) - 1;
        memcpy(ids, p->ids, sizeof ids[0] * count);
        read_items(r, &item, 1);
        switch (u8(r) % 3) {
        case 0: {
            int64_t id = (int64_t)(u8(r) % 24);
            where = "segpager_pager_insert_item";
            status = segpager_pager_insert_item(p->handle, a, id, u8(r) == 0xFF ? NULL : &item);
            if (status == SEGPAGER_OK) {
                memmove(&ids[a + 1], &ids[a], sizeof ids[0] * (count - (size_t)a));
                ids[a] = id;
                ++count;
            }
            break;
        }
        case 1:
            where = "segpager_pager_remove_item";
            status = segpager_pager_remove_item(p->handle, a);
            if (status == SEGPAGER_OK) {
                memmove(&ids[a], &ids[a + 1], sizeof ids[0] * (count - (size_t)a - 1));
                --count;
            }
            break;
        default: {
            int64_t moved;
            where = "segpager_pager_move_item";
            status = segpager_pager_move_item(p->handle, a, b);
            if (status == SEGPAGER_OK) {
                moved = ids[a];
                memmove(&ids[a], &ids[a + 1], sizeof ids[0] * (count - (size_t)a - 1));
                memmove(&ids[b + 1], &ids[b], sizeof ids[0] * (count - 1 - (size_t)b));
                ids[b] = moved;
            }
        }
        }
        if (trace_on()) {
            fprintf(stderr, "edit %s a %d b %d item {%.17g %.17g %.17g %.17g} -> %s; ids", where, (int)a, (int)b,
                    item.content_width, item.selected_content_width, item.subtitle_width,
                    item.selected_subtitle_width, segpager_status_name(status));
            for (k = 0; k < count; ++k) fprintf(stderr, " %lld", (long long)ids[k]);
            fprintf(stderr, "\n");
        }
        if (status == SEGPAGER_OK && count > MAX_ITEMS) {
            /* more than the model holds: forget the pager */
            destroy_pager(p);
            break;
        }
        check_status(status, where);
        where = "segpager_pager_get_items";
        status = segpager_pager_get_items(p->handle, now, items, MAX_ITEMS + 1, &got);
        if (status != SEGPAGER_OK) break;
        if (got != count) finding("an edit that left the wrong count", where);
        for (k = 0; k < got && k < count; ++k)
            if (now[k] != ids[k]) finding("an edit that left the wrong ids", where);
        memcpy(p->ids, now, sizeof now[0] * got);
        p->count = got;
        {
            segpager_pager_configuration config;
            config.struct_size = u8(r) == 0xFF ? (uint32_t)u8(r) : (uint32_t)sizeof config;
            where = "segpager_pager_get_configuration";
            status = segpager_pager_get_configuration(p->handle, &config);
            if (status == SEGPAGER_OK && !(config.viewport_width >= 0)) finding("a config read back wrong", where);
        }
        break;
    }
    case 5: {
        /* Many frames in one call: events tagged with frames (sometimes out
         * of range or going back), records at a stride, a notification array
         * that may be too small or absent. Each record is checked as a step's
         * frame, with its own notifications. */
        segpager_event events[32];
        uint32_t frames[32];
        /* room for 16 records at the largest stride read below */
        static double record_space[16 * 2048 / sizeof(double) + 64];
        segpager_frame *records = (segpager_frame *)(void *)record_space;
        segpager_notification notes[24];
        uint32_t note_frames[24];
        segpager_run_buffers b;
        size_t count = u8(r) % 33, frame_count = u8(r) % 17, k, done = 0, delivered = 0, first = 0;
        size_t capacity = u8(r) < 200 ? 24 : u8(r) % 4;
        uint32_t f = 0;
        where = "segpager_pager_run";
        for (k = 0; k < count; ++k) {
            read_event(r, p, &events[k]);
            if (u8(r) < 80 && f + 1 < 16) ++f;
            frames[k] = u8(r) == 0xFF ? (uint32_t)u8(r) % 20 : f;
        }
        segpager_run_buffers_init(&b);
        b.frames = record_space;
        if (u8(r) == 0xFF) b.frame_size = u8(r) < 128 ? offsetof(segpager_frame, has_header) : u8(r);
        if (u8(r) == 0xFF) b.frame_stride = (size_t)u8(r) * 8;
        b.notifications = u8(r) < 20 ? NULL : notes;
        b.notification_frames = note_frames;
        b.notification_capacity = b.notifications ? capacity : 0;
        memset(notes, GUARD, sizeof notes);
        if (trace_on()) {
            fprintf(stderr, "run %zu events over %zu frames:", count, frame_count);
            trace_events(events, frames, count);
        }
        status = segpager_pager_run(p->handle, events, frames, count, frame_count, &b, &done, &delivered);
        /* a run that failed while applying kept the frames before it: those
         * records and their notifications are checked too */
        check_guard(notes, status >= 0 || done > 0 ? b.notification_capacity * sizeof notes[0] : 0, sizeof notes,
                    where);
        if (status >= 0 || done > 0) {
            int whole = b.frame_size == sizeof records[0] && b.frame_stride == sizeof records[0];
            int last = 0, started = fling_directions(events, count, &last);
            if (delivered > b.notification_capacity) finding("more notifications than room", where);
            if (done > frame_count || (status == SEGPAGER_OK && done != frame_count))
                finding("a run that did not say how far it got", where);
            /* records of another size or stride are not read: the lifecycle
             * model then misses their notifications */
            if (done > 0 && !whole) p->lost = 1;
            for (k = 0; k < done && whole; ++k) {
                if (records[k].struct_size != sizeof records[0]) finding("a record without its size", where);
                if (records[k].notification_count > delivered - first) finding("a record's notifications missing", where);
                check_frame(p, k + 1 == done && status > 0 ? status : SEGPAGER_OK, &records[k], NULL, 0, notes + first,
                            NULL, 0);
                first += records[k].notification_count;
            }
            for (k = 0; k < delivered; ++k)
                if (note_frames[k] >= done || (k > 0 && note_frames[k] < note_frames[k - 1]))
                    finding("a notification in the wrong frame", where);
            /* the list fling model: a release in the run may have started one
             * (every event counts: a superset of the frames applied); the
             * last whole record says whether one still runs */
            p->fling = done > 0 && whole && !records[done - 1].list_animating ? 0 : p->fling | started;
        }
        break;
    }
    default: {
        /* A batch of events, then the frame; long streams come from many batches. */
        segpager_event events[16];
        segpager_frame frame;
        unsigned char look_buffer[sizeof(segpager_item_appearance) * MAX_ITEMS + GUARD_BYTES];
        unsigned char note_buffer[sizeof(segpager_notification) * 32 + GUARD_BYTES];
        unsigned char page_buffer[sizeof(segpager_page_visibility) * 4 + GUARD_BYTES];
        segpager_item_appearance *looks = (segpager_item_appearance *)(void *)look_buffer;
        segpager_notification *notes = (segpager_notification *)(void *)note_buffer;
        segpager_page_visibility *pages = (segpager_page_visibility *)(void *)page_buffer;
        unsigned char offset_buffer[sizeof(double) * 4 + GUARD_BYTES];
        double *offsets = (double *)(void *)offset_buffer;
        unsigned char strip_buffer[sizeof(segpager_strip_item) * MAX_ITEMS + GUARD_BYTES];
        segpager_strip_item *strip_items = (segpager_strip_item *)(void *)strip_buffer;
        size_t count = u8(r) % 17, k, look_capacity, note_capacity, page_capacity;
        double saved_time = p->time;
        where = "segpager_pager_step";
        for (k = 0; k < count; ++k) read_event(r, p, &events[k]);
        /* mostly roomy arrays; sometimes too small, so notifications wait */
        look_capacity = u8(r) < 230 ? MAX_ITEMS : u8(r) % (MAX_ITEMS + 1);
        note_capacity = u8(r) < 230 ? 32 : u8(r) % 4;
        page_capacity = u8(r) < 230 ? 4 : u8(r) % 3;
        guard(look_buffer, sizeof look_buffer);
        guard(note_buffer, sizeof note_buffer);
        guard(page_buffer, sizeof page_buffer);
        frame.struct_size = u8(r) == 0xFF ? (uint32_t)u8(r) : (uint32_t)sizeof frame;
        if (trace_on()) {
            fprintf(stderr, "step %zu events:", count);
            trace_events(events, NULL, count);
        }
        if (u8(r) & 1) {
            status = segpager_pager_step(p->handle, events, count, &frame, look_capacity ? looks : NULL,
                                         look_capacity, note_capacity ? notes : NULL, note_capacity,
                                         page_capacity ? pages : NULL, page_capacity);
        } else {
            /* the 0.7.0 entry point, with the pages' list offsets */
            segpager_step_buffers buffers;
            size_t offset_capacity = u8(r) < 230 ? 4 : u8(r) % 3;
            size_t strip_capacity = u8(r) < 200 ? MAX_ITEMS : u8(r) % (MAX_ITEMS + 1);
            where = "segpager_pager_step_into";
            guard(offset_buffer, sizeof offset_buffer);
            guard(strip_buffer, sizeof strip_buffer);
            point_buffers(&buffers, looks, look_capacity, notes, note_capacity, pages, page_capacity);
            buffers.list_offsets = offset_capacity ? offsets : NULL;
            buffers.list_offset_capacity = offset_capacity;
            buffers.strip_items = strip_capacity ? strip_items : NULL;
            buffers.strip_item_capacity = strip_capacity;
            status = segpager_pager_step_into(p->handle, events, count, &frame, &buffers);
            check_guard(offset_buffer, status >= 0 ? offset_capacity * sizeof *offsets : 0, sizeof offset_buffer,
                        where);
            check_guard(strip_buffer, status >= 0 ? strip_capacity * sizeof *strip_items : 0, sizeof strip_buffer,
                        where);
            for (k = 0; status >= 0 && k < frame.page_count && k < offset_capacity; ++k)
                if (!isfinite(offsets[k]) || offsets[k] < 0) finding("a list offset out of range", where);
            for (k = 0; status >= 0 && k < frame.appearance_count && k < strip_capacity; ++k) {
                const segpager_strip_item *it = &strip_items[k];
                if (it->item < 0 || (size_t)it->item >= p->count) finding("a strip item out of range", where);
                if (!isfinite(it->frame.x) || !isfinite(it->frame.width) || it->frame.width < 0 ||
                    !isfinite(it->title.x) || !(it->title.width >= 0) || !isfinite(it->subtitle.x) ||
                    !(it->subtitle.width >= 0))
                    finding("a strip item not finite or negative", where);
                if ((it->has_subtitle != 0 && it->has_subtitle != 1) ||
                    (!it->has_subtitle && (it->subtitle.x != 0 || it->subtitle.width != 0)))
                    finding("a strip item's subtitle flag disagrees with its box", where);
            }
            if (status >= 0 && frame.struct_size >= sizeof frame &&
                (!isfinite(frame.strip_content_width) || frame.strip_content_width < 0 ||
                 (frame.strip_scrolls != 0 && frame.strip_scrolls != 1)))
                finding("the strip's size out of range", where);
        }
        if (status >= 0) {
            int last = 0, started = fling_directions(events, count, &last);
            if (frame.struct_size >= sizeof frame) {
                check_header(&frame, events, count, p->count, p->fling | started, where);
                /* a fling runs after the step in the last release's direction */
                p->fling = !frame.list_animating ? 0 : started ? last : p->fling;
            } else {
                p->fling |= started; /* an older frame does not say */
            }
        }
        check_guard(look_buffer, status >= 0 ? look_capacity * sizeof *looks : 0, sizeof look_buffer, where);
        check_guard(note_buffer, status >= 0 ? note_capacity * sizeof *notes : 0, sizeof note_buffer, where);
        check_guard(page_buffer, status >= 0 ? page_capacity * sizeof *pages : 0, sizeof page_buffer, where);
        if (status >= 0) {
            if (frame.notification_count > note_capacity) finding("more notifications than room", where);
            check_frame(p, status, &frame, looks, look_capacity, notes, pages, page_capacity);
            if (count > 0 && events[count - 1].time > p->time) p->time = events[count - 1].time;
            if (status == SEGPAGER_TRUNCATED && frame.struct_size >= sizeof frame && (u8(r) & 1)) {
                /* the rest of the truncated step, without stepping: the
                 * waiting notifications, in order, into the same arrays */
                segpager_step_buffers rest;
                where = "segpager_pager_last_frame";
                guard(look_buffer, sizeof look_buffer);
                guard(note_buffer, sizeof note_buffer);
                guard(page_buffer, sizeof page_buffer);
                point_buffers(&rest, looks, look_capacity, notes, note_capacity, pages, page_capacity);
                status = segpager_pager_last_frame(p->handle, &frame, &rest);
                if (status < 0) finding("last_frame refused valid arguments", where);
                check_guard(look_buffer, look_capacity * sizeof *looks, sizeof look_buffer, where);
                check_guard(note_buffer, note_capacity * sizeof *notes, sizeof note_buffer, where);
                check_guard(page_buffer, page_capacity * sizeof *pages, sizeof page_buffer, where);
                if (frame.notification_count > note_capacity) finding("more notifications than room", where);
                check_frame(p, status, &frame, looks, look_capacity, notes, pages, page_capacity);
            }
        } else {
            p->time = saved_time;
        }
    }
    }
    if (trace_on()) fprintf(stderr, "pager %s -> %s\n", where, segpager_status_name(status));
    check_status(status, where);
}
#define PAGER_OPS 7

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Liveness (issue #15): whatever the stream did, once the finger lifts and
 * time passes the pager comes to rest (the host driver excepted: there the
 * host moves the pages), with exactly one page appeared when it has items
 * (check_frame checks that part while the lifecycle model holds). A pager
 * that no later tick can step (every one E_NOT_FINITE) is a finding: a
 * pager is never created, edited or resized into geometry whose frames
 * overflow (since 0.8.0, every length it holds is at most 1e12). */
static void check_settles(tracked_pager *p) {
    segpager_pager_configuration config;
    segpager_frame frame;
    segpager_notification notes[64];
    segpager_item_appearance looks[MAX_ITEMS];
    segpager_page_visibility pages[4];
    segpager_event e = SEGPAGER_EVENT_INIT(SEGPAGER_EVENT_DRAG_ENDED, p->time);
    double horizon, base, zeta, decay;
    int k, status;
    if (p->handle == NULL) return;
    config.struct_size = (uint32_t)sizeof config;
    if (segpager_pager_get_configuration(p->handle, &config) != SEGPAGER_OK) {
        finding("a live pager whose configuration does not read back", "segpager_pager_get_configuration");
        return;
    }
    if (config.driver == SEGPAGER_DRIVER_HOST) return;
    /* longer than any motion this configuration can start: a tap, a curve
     * settle, or a spring, whose slowest part decays within some 20
     * responses times max(zeta, 1/zeta) (underdamped: the envelope;
     * overdamped: the slow pole, about 2 zeta / omega); absurd durations are
     * not a liveness question */
    zeta = config.spring_damping_ratio;
    decay = config.spring_response * (zeta > 1 ? zeta : 1 / zeta);
    base = horizon = 10 + config.tap_duration + config.settle_duration + 20 * decay;
    if (!(horizon < 1e4)) return;
    frame.struct_size = (uint32_t)sizeof frame;
    for (k = 0; k <= 40; ++k) {
        status = segpager_pager_step(p->handle, &e, 1, &frame, looks, MAX_ITEMS, notes, 64, pages, 4);
        if (status == SEGPAGER_E_NOT_FINITE) {
            /* an overflow now may pass as the motion moves on; one at every
             * later time is a pager that can never step again (a strip flung
             * at 1.8e308 pt/s was one, until 0.8.0) */
            if (trace_on()) fprintf(stderr, "settling %d: %s\n", k, segpager_last_error_message());
            if (k == 40) finding("a pager whose every later step overflows", "segpager_pager_step");
            e.kind = SEGPAGER_EVENT_TICK;
            e.time = p->time + horizon * (k + 1) / 40;
            continue;
        }
        if (status < 0) return; /* e.g. a time the model no longer knows: not a liveness question */
        check_frame(p, status, &frame, looks, MAX_ITEMS, notes, pages, 4);
        if (frame.phase == SEGPAGER_PHASE_IDLE && frame.pending_notifications == 0) return;
        /* a spring from far away (or launched hard) takes a time constant
         * per factor e of its displacement */
        {
            double far = base + decay * log(1 + fabs(frame.page_offset - frame.target_page_offset));
            if (far > horizon) horizon = far;
        }
        if (!(horizon < 1e4)) return;
        /* at a time like 1e300 a tick cannot be later than the last event:
         * time does not pass, so neither can a motion */
        if (!(p->time + horizon / 40 > p->time)) return;
        if (trace_on())
            fprintf(stderr, "settling %d: phase %d position %g offset %g target %g time %g pending %zu\n", k,
                    (int)frame.phase, frame.position, frame.page_offset, frame.target_page_offset, frame.time,
                    frame.pending_notifications);
        e.kind = SEGPAGER_EVENT_TICK;
        e.time = p->time + horizon * (k + 1) / 40;
    }
    finding("a pager that never comes to rest", "segpager_pager_step");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    reader r;
    r.data = data;
    r.size = size;
    r.nonfinite = 0;
    memset(pagers, 0, sizeof pagers);
    while (r.size > 0) {
        uint8_t op = u8(&r);
        /* most operations drive pagers: their state is where the bugs hide */
        if (op < 96) fuzz_stateless(&r, (uint8_t)(op % STATELESS_OPS));
        else fuzz_pager(&r, (uint8_t)((op - 96) % (PAGER_OPS + 3)));
    }
    check_settles(&pagers[0]);
    check_settles(&pagers[1]);
    destroy_pager(&pagers[0]);
    destroy_pager(&pagers[1]);
    return 0;
}
