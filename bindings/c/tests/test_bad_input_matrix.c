/* The bad-input matrix: one row per function that segpager.h declares
 * (check_matrix.sh fails when a declared or exported function has no row).
 *
 * A row says how to make one valid call (valid), how to make the call
 * (call), and what each argument is (its slots). The engine then derives
 * the bad inputs from the slots, so no case can be forgotten for an
 * argument that has been described:
 *
 *   pointer slot      NULL -> SEGPAGER_E_NULL (or the row's documented status
 *                     for pointers that may be NULL);
 *   input struct      every field of its struct_desc: struct_size 0 and one
 *                     byte short -> E_STRUCT_SIZE; every double NaN, +Inf,
 *                     -Inf -> E_NOT_FINITE, -1 where >= 0 is required ->
 *                     E_RANGE; every enum -1, 99, INT32_MIN, INT32_MAX ->
 *                     E_ENUM; 0/1 flags 2 and -1, reserved 1 -> E_RANGE;
 *                     pointer fields NULL -> E_NULL; counts huge -> E_RANGE.
 *                     Each struct_desc lists every field: a test checks the
 *                     sizes add up to sizeof, so a new field needs a line;
 *   double argument   NaN, +Inf, -Inf -> E_NOT_FINITE; -1 and -DBL_MIN
 *                     where >= 0 is required -> E_RANGE; +-DBL_MAX -> any
 *                     defined status, never a crash;
 *   size_t count      SIZE_MAX (a negative size) and SEGPAGER_MAX_COUNT + 1
 *                     -> E_RANGE;
 *   output array      capacity 0 and need - 1 -> the row's capacity status,
 *                     the needed count reported, and the guard bytes past
 *                     the capacity untouched; NULL with capacity > 0 ->
 *                     E_NULL; SIZE_MAX capacity -> OK;
 *   int32 enum        -1, 99, INT32_MIN, INT32_MAX -> E_ENUM;
 *   int32 index       limit, INT32_MAX, -2, INT32_MIN -> E_INDEX;
 *   pager handle      NULL -> E_NULL, a destroyed handle and a pointer that
 *                     was never a handle -> E_HANDLE; a live handle made
 *                     before a fork, in the child -> E_HANDLE "used after
 *                     fork" (the call runs in a child under alarm()).
 *
 * Every failing call must also leave every output untouched (each output is
 * filled with 0xA5 guard bytes before the call and compared after it).
 * Cases a slot cannot express (an event's fields, mode-dependent ranges)
 * go in the row's extra function; test_bad_input.c has more of those.
 *
 * To add a function: write valid_x / call_x (and need_x if it has an output
 * array), list its slots, and add a row to the table at the bottom; a new
 * input struct needs a struct_desc listing every field. check_matrix.sh
 * also wants the fuzz harness (bindings/c/fuzz/fuzz_segpager.c) to call it.
 * `test_bad_input_matrix --list` prints the table's names for check_matrix.sh.
 */
#include <float.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "segpager.h"
#include "check.h"
#include "fixtures.h"

/* ------------------------------------------------------------------------ */
/* Struct descriptions: every field, with what the engine may break in it.  */
/* ------------------------------------------------------------------------ */

typedef enum field_kind {
    F_STRUCT_SIZE, /* 0 and first_size - 1 -> E_STRUCT_SIZE */
    F_ENUM,        /* unknown values -> E_ENUM */
    F_FLAG,        /* 0 or 1: 2 and -1 -> E_RANGE */
    F_FLAGS,       /* a bit set: an unknown bit -> E_RANGE */
    F_RESERVED,    /* must be 0: 1 -> E_RANGE */
    F_INT,         /* an int32 with a mode-dependent meaning: see the row's extra */
    F_REAL,        /* any finite double */
    F_NONNEG,      /* a finite double >= 0 */
    F_PTR,         /* a required pointer (with a count > 0) */
    F_OPT_PTR,     /* a pointer that may be NULL */
    F_COUNT,       /* a size_t count */
    F_PADDING      /* the compiler's alignment padding (no field) */
} field_kind;

typedef struct field {
    const char *name;
    size_t offset;
    size_t size;
    field_kind kind;
} field;

typedef struct struct_desc {
    const char *name;
    size_t size;       /* sizeof */
    size_t first_size; /* the smallest struct_size accepted (first release) */
    const field *fields;
    size_t field_count;
} struct_desc;

#define FIELD(T, member, kind) {#member, offsetof(T, member), sizeof(((T *)0)->member), kind}
/* The padding between member and next, so the sizes add up to sizeof. */
#define PADDING(T, member, next)                                                   \
    {"(padding)", offsetof(T, member) + sizeof(((T *)0)->member),                   \
     offsetof(T, next) - offsetof(T, member) - sizeof(((T *)0)->member), F_PADDING}
#define COLOR_FIELDS(T, member)                                                     \
    FIELD(T, member.red, F_NONNEG), FIELD(T, member.green, F_NONNEG),               \
        FIELD(T, member.blue, F_NONNEG), FIELD(T, member.alpha, F_NONNEG)
#define DESC(T, first, table) {#T, sizeof(T), first, table, sizeof table / sizeof table[0]}

/* The rows of the structs with generated conversions: bindings/abi/options.toml. */
#include "matrix_fields.h"

static const field strip_style_fields[] = {STRIP_STYLE_FIELD_ROWS};
/* The hand-written tables, in each struct's order: each names its struct
 * once, in R(member, kind), FIELD for that struct (#undef'd after it). */
#define R(member, kind) FIELD(segpager_item_metrics, member, kind)
static const field item_metrics_fields[] = {
    R(content_width, F_NONNEG), R(selected_content_width, F_NONNEG),
    R(subtitle_width, F_NONNEG), R(selected_subtitle_width, F_NONNEG),
};
#undef R
/* Frames are read only where a search or a call needs them; the engine
 * breaks every frame at once, so whichever is read is bad. */
static const field item_frame_fields[] = {
    FIELD(segpager_item_frame, x, F_REAL),
    FIELD(segpager_item_frame, width, F_REAL),
};
#define R(member, kind) FIELD(segpager_strip_geometry, member, kind)
static const field strip_geometry_fields[] = {
    R(struct_size, F_STRUCT_SIZE), R(direction, F_ENUM),
    R(frames, F_PTR), R(items, F_OPT_PTR), R(count, F_COUNT),
    R(content_width, F_NONNEG), R(viewport_width, F_NONNEG), R(height, F_NONNEG),
    R(content_leading_inset, F_NONNEG), R(content_trailing_inset, F_NONNEG),
};
#undef R
static const field indicator_style_fields[] = {INDICATOR_STYLE_FIELD_ROWS};
static const field appearance_style_fields[] = {APPEARANCE_STYLE_FIELD_ROWS};
static const field strip_offset_style_fields[] = {STRIP_OFFSET_STYLE_FIELD_ROWS};
static const field page_geometry_fields[] = {PAGE_GEOMETRY_FIELD_ROWS};
static const field spring_fields[] = {SPRING_FIELD_ROWS};
static const field paging_options_fields[] = {PAGING_OPTIONS_FIELD_ROWS};
/* segpager_pager_set_paging_options ignores looping (the config decides). */
#define R(member, kind) FIELD(segpager_paging_options, member, kind)
static const field pager_paging_options_fields[] = {
    R(struct_size, F_STRUCT_SIZE), R(profile, F_ENUM), R(max_pages, F_INT), R(looping, F_INT),
    R(deceleration_rate, F_NONNEG), R(min_velocity, F_NONNEG), R(min_distance, F_NONNEG), R(flick_velocity, F_NONNEG),
    R(flutter_tolerance, F_NONNEG), R(positional_threshold, F_NONNEG), R(snap_positional_threshold, F_NONNEG),
};
#undef R
static const field header_style_fields[] = {HEADER_STYLE_FIELD_ROWS};
#define R(member, kind) FIELD(segpager_header_section, member, kind)
static const field header_section_fields[] = {
    R(height, F_NONNEG), R(min_height, F_NONNEG), R(behavior, F_ENUM), R(flags, F_FLAGS),
};
#undef R
static const field section_margins_fields[] = {
    FIELD(segpager_section_margins, margin_top, F_NONNEG),
    FIELD(segpager_section_margins, margin_bottom, F_NONNEG),
};
static const field pager_config_fields[] = {PAGER_CONFIGURATION_FIELD_ROWS};
/* An event's fields mean different things per kind. The valid batch has
 * one event of each kind that reads a field, so breaking a field in every
 * event reaches a reader; index and time (order) are in extra_pager_step. */
#define R(member, kind) FIELD(segpager_event, member, kind)
static const field event_fields[] = {
    R(kind, F_ENUM), R(index, F_INT), R(flags, F_FLAGS), R(reserved, F_RESERVED),
    R(time, F_REAL), R(offset, F_REAL), R(velocity, F_REAL), R(width, F_NONNEG),
};
#undef R
static const field int64_fields[] = {{"id", 0, sizeof(int64_t), F_INT}};
static const field double_fields[] = {{"value", 0, sizeof(double), F_REAL}};
/* list_max_offset is -1 (unbounded) or >= 0: only non-finite values are
 * broken here; -2 is in extra_pager_set_header. */
#define R(member, kind) FIELD(segpager_pager_header, member, kind)
static const field pager_header_fields[] = {
    R(struct_size, F_STRUCT_SIZE),
    R(list_sync, F_ENUM), R(refresh_zone, F_ENUM), R(nested_mode, F_ENUM), R(snap, F_FLAG), R(reserved, F_RESERVED),
    R(enter_height, F_NONNEG), R(snap_velocity, F_NONNEG), R(refresh_distance, F_NONNEG), R(list_max_offset, F_REAL),
    R(snap_animation, F_ENUM), R(reserved2, F_RESERVED),
};
#undef R
/* The arrays' capacities may be anything (a large one holds everything);
 * too-small ones are in extra_pager_step_into. */
#define R(member, kind) FIELD(segpager_step_buffers, member, kind)
static const field step_buffers_fields[] = {
    R(struct_size, F_STRUCT_SIZE), R(reserved, F_RESERVED),
    R(appearances, F_PTR), R(appearance_capacity, F_INT),
    R(notifications, F_PTR), R(notification_capacity, F_INT),
    R(pages, F_PTR), R(page_capacity, F_INT),
    R(list_offsets, F_PTR), R(list_offset_capacity, F_INT), R(strip_items, F_PTR), R(strip_item_capacity, F_INT),
};
#undef R
/* frames must be 8-aligned and the sizes sane: extra_run; too small a
 * notification capacity (TRUNCATED) too. */
#define R(member, kind) FIELD(segpager_run_buffers, member, kind)
static const field run_buffers_fields[] = {
    R(struct_size, F_STRUCT_SIZE), R(reserved, F_RESERVED),
    R(frames, F_PTR), R(frame_size, F_INT), R(frame_stride, F_INT),
    R(notifications, F_PTR), R(notification_frames, F_PTR), R(notification_capacity, F_INT),
};
#undef R
/* Frame indices: out of range and going back are in extra_run. */
static const field uint32_fields[] = {{"frame", 0, sizeof(uint32_t), F_INT}};

#define R(member, kind) FIELD(segpager_snap_options, member, kind)
static const field snap_options_fields[] = {
    R(struct_size, F_STRUCT_SIZE), R(align, F_ENUM), R(contain, F_ENUM),
    R(slides_to_scroll, F_INT), /* < 0: extra_snaps */
    R(loop, F_FLAG), R(reserved, F_RESERVED),
    R(align_fraction, F_REAL), R(end_gap, F_NONNEG), R(pixel_tolerance, F_NONNEG),
};
#undef R

static const struct_desc d_strip_style =
    DESC(segpager_strip_style, offsetof(segpager_strip_style, item_leading_padding), strip_style_fields);
static const struct_desc d_item_metrics = DESC(segpager_item_metrics, 0, item_metrics_fields);
static const struct_desc d_item_frame = DESC(segpager_item_frame, 0, item_frame_fields);
static const struct_desc d_snap_options =
    DESC(segpager_snap_options, sizeof(segpager_snap_options), snap_options_fields);
static const struct_desc d_strip_geometry =
    DESC(segpager_strip_geometry, offsetof(segpager_strip_geometry, content_leading_inset), strip_geometry_fields);
static const struct_desc d_indicator_style =
    DESC(segpager_indicator_style, offsetof(segpager_indicator_style, rounded_corners), indicator_style_fields);
static const struct_desc d_appearance_style =
    DESC(segpager_appearance_style, sizeof(segpager_appearance_style), appearance_style_fields);
static const struct_desc d_strip_offset_style =
    DESC(segpager_strip_offset_style, sizeof(segpager_strip_offset_style), strip_offset_style_fields);
static const struct_desc d_page_geometry =
    DESC(segpager_page_geometry, sizeof(segpager_page_geometry), page_geometry_fields);
static const struct_desc d_spring = DESC(segpager_spring, sizeof(segpager_spring), spring_fields);
static const struct_desc d_paging_options =
    DESC(segpager_paging_options, offsetof(segpager_paging_options, positional_threshold), paging_options_fields);
static const struct_desc d_pager_paging_options =
    DESC(segpager_paging_options, offsetof(segpager_paging_options, positional_threshold), pager_paging_options_fields);
static const struct_desc d_header_style = DESC(segpager_header_style, sizeof(segpager_header_style), header_style_fields);
static const struct_desc d_header_section = DESC(segpager_header_section, 0, header_section_fields);
static const struct_desc d_section_margins = DESC(segpager_section_margins, 0, section_margins_fields);
/* 0.3.0's config ended at flick_velocity (header: "a 0.3.0-sized struct"). */
static const struct_desc d_pager_config =
    DESC(segpager_pager_configuration, offsetof(segpager_pager_configuration, settle_mode), pager_config_fields);
static const struct_desc d_event = DESC(segpager_event, 0, event_fields);
static const struct_desc d_int64 = {"int64_t", sizeof(int64_t), 0, int64_fields, 1};
static const struct_desc d_double = {"double", sizeof(double), 0, double_fields, 1};
static const struct_desc d_pager_header =
    DESC(segpager_pager_header, offsetof(segpager_pager_header, snap_animation), pager_header_fields);
static const struct_desc d_step_buffers =
    DESC(segpager_step_buffers, offsetof(segpager_step_buffers, strip_items), step_buffers_fields);
static const struct_desc d_run_buffers = DESC(segpager_run_buffers, sizeof(segpager_run_buffers), run_buffers_fields);
static const struct_desc d_uint32 = {"uint32_t", sizeof(uint32_t), 0, uint32_fields, 1};

static const struct_desc *const all_descs[] = {
    &d_strip_style, &d_item_metrics, &d_item_frame, &d_strip_geometry, &d_indicator_style,
    &d_appearance_style, &d_strip_offset_style, &d_page_geometry, &d_spring, &d_paging_options,
    &d_pager_paging_options, &d_header_style, &d_header_section, &d_section_margins, &d_pager_config, &d_event,
    &d_int64, &d_pager_header, &d_step_buffers, &d_double, &d_run_buffers, &d_uint32,
};

/* ------------------------------------------------------------------------ */
/* Rows                                                                     */
/* ------------------------------------------------------------------------ */

#define MAX_P 10
#define MAX_D 6
#define MAX_N 4
#define MAX_I 4

/* One call's arguments, in generic slots: pointers, doubles, size_ts, int32s. */
typedef struct call_args {
    void *p[MAX_P];
    double d[MAX_D];
    size_t n[MAX_N];
    int32_t i[MAX_I];
    segpager_pager *owned; /* a pager valid() made, destroyed after the call */
} call_args;

typedef enum slot_role {
    R_END = 0,
    R_IN,        /* p: a required input (desc: its fields, 1 element) */
    R_OPT,       /* p: an input that may be NULL (alt: the status then) */
    R_ARRAY,     /* p: an input array of n[pair] elements (desc); NULL with
                  * count > 0 is E_NULL, NULL with count 0 is alt */
    R_OPT_ARRAY, /* p: an input array of n[pair] elements (desc) that may be
                  * NULL (alt: the status then) */
    R_OUT,       /* p: a required output of `bytes` bytes */
    R_OUT_COUNT, /* p: a size_t output, written on E_CAPACITY too */
    R_OUT_ARRAY, /* p: an output array of `bytes`-sized elements, capacity n[pair] */
    R_FRAME,     /* p: segpager_frame, struct_size set by the caller */
    R_HANDLE,    /* p: a pager handle (alt: the status for NULL) */
    R_REAL,      /* d: any finite value */
    R_NONNEG,    /* d: finite and >= 0 */
    R_COUNT,     /* n: <= SEGPAGER_MAX_COUNT */
    R_CAPACITY,  /* n: an output array's capacity */
    R_ENUM,      /* i: SEGPAGER_* constants */
    R_INDEX,     /* i: an index below `limit` (SEGPAGER_NONE may be valid) */
    R_NONNEG_INT /* i: >= 0 */
} slot_role;

typedef struct slot {
    slot_role role;
    int index; /* into call_args.p / d / n / i */
    int pair;  /* R_ARRAY, R_OUT_ARRAY: the n slot of its count or capacity */
    const struct_desc *desc;
    size_t bytes;  /* R_OUT: the output's size; R_OUT_ARRAY: one element's */
    int32_t limit; /* R_INDEX: the first bad index */
    int alt;       /* R_OPT, R_ARRAY, R_HANDLE: the documented status for NULL */
    const char *name; /* the argument's name in segpager.h */
} slot;

#define S_IN(i, name, desc) {R_IN, i, 0, &desc, 0, 0, 0, name}
#define S_OPT(i, name, desc, status) {R_OPT, i, 0, &desc, 0, 0, status, name}
#define S_ARRAY(i, name, count, desc, empty_status) {R_ARRAY, i, count, &desc, 0, 0, empty_status, name}
#define S_OPT_ARRAY(i, name, count, desc, null_status) {R_OPT_ARRAY, i, count, &desc, 0, 0, null_status, name}
#define S_OUT(i, name, T) {R_OUT, i, 0, NULL, sizeof(T), 0, 0, name}
#define S_OUT_COUNT(i, name) {R_OUT_COUNT, i, 0, NULL, sizeof(size_t), 0, 0, name}
#define S_OUT_ARRAY(i, name, capacity, T) {R_OUT_ARRAY, i, capacity, NULL, sizeof(T), 0, 0, name}
#define S_FRAME(i, name) {R_FRAME, i, 0, NULL, sizeof(segpager_frame), 0, 0, name}
#define S_HANDLE(i, null_status) {R_HANDLE, i, 0, NULL, 0, 0, null_status, "pager"}
#define S_REAL(i, name) {R_REAL, i, 0, NULL, 0, 0, 0, name}
#define S_NONNEG(i, name) {R_NONNEG, i, 0, NULL, 0, 0, 0, name}
#define S_COUNT(i, name) {R_COUNT, i, 0, NULL, 0, 0, 0, name}
#define S_CAPACITY(i, name) {R_CAPACITY, i, 0, NULL, 0, 0, 0, name}
#define S_ENUM(i, name) {R_ENUM, i, 0, NULL, 0, 0, 0, name}
#define S_INDEX(i, name, limit) {R_INDEX, i, 0, NULL, 0, limit, 0, name}
#define S_NONNEG_INT(i, name) {R_NONNEG_INT, i, 0, NULL, 0, 0, 0, name}
#define S_END {R_END, 0, 0, NULL, 0, 0, 0, NULL}

typedef struct row {
    const char *name;
    void (*valid)(call_args *a);
    int (*call)(const call_args *a);
    /* The count an output array needs, read after a call (NULL: no arrays). */
    size_t (*need)(const call_args *a, int pointer_index);
    int capacity_status; /* E_CAPACITY, or TRUNCATED (what fits is written) */
    void (*extra)(void); /* cases the slots cannot express, or NULL */
    slot slots[14];
} row;

/* ------------------------------------------------------------------------ */
/* Valid inputs, shared by the rows                                         */
/* ------------------------------------------------------------------------ */

/* Outputs and scratch copies live in arenas so that guard bytes can follow
 * every one of them. */
#define ARENA_BYTES 4096
#define GUARD 0xA5
static double out_arena[MAX_P][ARENA_BYTES / sizeof(double)];
static double scratch[MAX_P][ARENA_BYTES / sizeof(double)];

static segpager_strip_style g_strip_style;
static segpager_item_metrics g_items[3];
static segpager_item_frame g_frames[3];
static double g_content_width;
static segpager_strip_geometry g_strip;
static segpager_indicator_style g_indicator_style;
static segpager_appearance_style g_appearance_style;
static segpager_strip_offset_style g_offset_style;
static segpager_page_geometry g_pages;
static segpager_spring g_spring;
static segpager_paging_options g_paging;
static segpager_header_style g_header;
static segpager_header_section g_sections[3];
static segpager_section_margins g_margins[3] = {{2, 3}, {0, 1}, {4, 0}};
static segpager_pager_configuration g_config;
static int64_t g_ids[3] = {10, 20, 30};
#define N_EVENTS 10
static segpager_event g_events[N_EVENTS];
/* The stack's own heights, so that the same style also makes a header with
 * no sections (a header 0 high is refused); g_margins_header: with g_margins. */
static segpager_header_style g_stack_header, g_margins_header;
static segpager_pager_header g_pager_header;
static int g_not_a_pager; /* an address that was never a handle */

static void setup_inputs(void) {
    size_t count = 0;
    int32_t scrolls = 0;
    int i;
    segpager_strip_style_init(&g_strip_style);
    g_strip_style.item_padding = 10;
    for (i = 0; i < 3; ++i) {
        memset(&g_items[i], 0, sizeof g_items[i]);
        g_items[i].content_width = 30.0 + 10.0 * i;
    }
    CHECK_STATUS(segpager_strip_layout(&g_strip_style, g_items, 3, 200, g_frames, 3, &count, &g_content_width,
                                       &scrolls), SEGPAGER_OK);
    segpager_strip_geometry_init(&g_strip);
    g_strip.frames = g_frames;
    g_strip.items = g_items;
    g_strip.count = 3;
    g_strip.content_width = g_content_width;
    g_strip.viewport_width = 200;
    segpager_indicator_style_init(&g_indicator_style);
    segpager_appearance_style_init(&g_appearance_style);
    segpager_strip_offset_style_init(&g_offset_style);
    segpager_page_geometry_init(&g_pages);
    g_pages.page_count = 3;
    g_pages.viewport_width = 375;
    segpager_spring_init(&g_spring);
    segpager_paging_options_init(&g_paging);
    segpager_header_style_init(&g_header);
    g_header.height = 200; /* seed 004's H and S: a 200 pt header over a 44 pt strip */
    g_header.pinned_height = 44;
    g_sections[0].height = 120; g_sections[0].min_height = 0;
    g_sections[0].behavior = SEGPAGER_SECTION_SCROLL; g_sections[0].flags = SEGPAGER_SECTION_FLAG_SNAP;
    g_sections[1].height = 56; g_sections[1].min_height = 20;
    /* SCROLL|ENTER_ALWAYS|ENTER_ALWAYS_COLLAPSED as flags: ENTER_ALWAYS_COLLAPSED's set */
    g_sections[1].behavior = SEGPAGER_SECTION_BY_FLAGS;
    g_sections[1].flags = SEGPAGER_SCROLL_FLAG_SCROLL | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS
                          | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED;
    g_sections[2].height = 44; g_sections[2].min_height = 0;
    g_sections[2].behavior = SEGPAGER_SECTION_PINNED; g_sections[2].flags = 0;
    {
        segpager_header_ranges r;
        g_stack_header = g_margins_header = g_header;
        CHECK_STATUS(segpager_header_stack_ranges(g_sections, 3, &r), SEGPAGER_OK);
        g_stack_header.height = r.height;
        g_stack_header.pinned_height = r.pinned_height;
        CHECK_STATUS(segpager_header_stack_ranges_with_margins(g_sections, g_margins, 3, &r), SEGPAGER_OK);
        g_margins_header.height = r.height;
        g_margins_header.pinned_height = r.pinned_height;
    }
    segpager_pager_header_init(&g_pager_header);
    g_pager_header.snap = 1;
    g_pager_header.refresh_distance = 60;
    segpager_pager_configuration_init(&g_config);
    g_config.viewport_width = 375;
}

/* A batch with one event of each kind that reads a field. */
static void fill_events(void) {
#define T(k) (1.0 + 0.01 * (k))
    g_events[0] = sp_drag_began(T(0));
    g_events[1] = sp_drag_moved(T(1), 100);
    g_events[2] = sp_drag_ended(T(2), 10);
    g_events[3] = sp_resized(T(3), 375, 0);
    g_events[4] = sp_select(T(4), 2, 1);
    g_events[5] = sp_list_scrolled(T(5), -30);
    g_events[6] = sp_list_ended(T(6), 200);
    g_events[7] = sp_list_resized(T(7), 1, 900);
    g_events[8] = sp_refresh_ended(T(8));
    g_events[9] = sp_tick(1.2);
#undef T
}

static segpager_pager *new_pager(void) {
    segpager_pager *pager = NULL;
    CHECK_STATUS(segpager_pager_create(&g_config, &pager), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_set_items(pager, g_ids, g_items, 3), SEGPAGER_OK);
    return pager;
}

#define OUT(k) ((void *)out_arena[k])

/* ------------------------------------------------------------------------ */
/* The rows' valid calls                                                    */
/* ------------------------------------------------------------------------ */

/* Functions that return a value rather than a status: the call succeeds
 * (0) when the value is what the header promises. */
static void valid_none(call_args *a) { (void)a; }
static int call_version(const call_args *a) {
    (void)a;
    return segpager_version() == SEGPAGER_VERSION_NUMBER ? SEGPAGER_OK : -100;
}
static int call_version_string(const call_args *a) {
    const char *s = segpager_version_string();
    (void)a;
    return s != NULL && strcmp(s, SEGPAGER_VERSION_STRING) == 0 ? SEGPAGER_OK : -100;
}
static void valid_status(call_args *a) { a->i[0] = SEGPAGER_E_NULL; }
static int call_status_name(const call_args *a) {
    const char *s = segpager_status_name(a->i[0]);
    return s != NULL && strncmp(s, "SEGPAGER_", 9) == 0 ? SEGPAGER_OK : -100;
}
static int call_status_string(const call_args *a) {
    const char *s = segpager_status_string(a->i[0]);
    return s != NULL && s[0] != '\0' ? SEGPAGER_OK : -100;
}
/* Any int is a status to name: the extremes and codes no release has. */
static void extra_status(void) {
    const int codes[] = {INT32_MIN, INT32_MAX, -1000, -10, 2, 1000};
    size_t k;
    for (k = 0; k < sizeof codes / sizeof codes[0]; ++k) {
        call_args a;
        a.i[0] = codes[k];
        CHECK_STATUS(call_status_name(&a), SEGPAGER_OK);
        CHECK_STATUS(call_status_string(&a), SEGPAGER_OK);
        CHECK(strcmp(segpager_status_name(codes[k]), "SEGPAGER_UNKNOWN") == 0);
    }
}

/* The *_init functions: one required output each. */
static void valid_init(call_args *a) { a->p[0] = OUT(0); }
#define INIT_CALL(fn, T)                                                    \
    static int call_##fn(const call_args *a) { return segpager_##fn((T *)a->p[0]); }
INIT_CALL(strip_style_init, segpager_strip_style)
INIT_CALL(strip_geometry_init, segpager_strip_geometry)
INIT_CALL(indicator_style_init, segpager_indicator_style)
INIT_CALL(appearance_style_init, segpager_appearance_style)
INIT_CALL(strip_offset_style_init, segpager_strip_offset_style)
INIT_CALL(page_geometry_init, segpager_page_geometry)
INIT_CALL(spring_init, segpager_spring)
INIT_CALL(header_section_init, segpager_header_section)
INIT_CALL(paging_options_init, segpager_paging_options)
INIT_CALL(header_style_init, segpager_header_style)
INIT_CALL(pager_configuration_init, segpager_pager_configuration)
INIT_CALL(pager_header_init, segpager_pager_header)
INIT_CALL(step_buffers_init, segpager_step_buffers)
INIT_CALL(run_buffers_init, segpager_run_buffers)
INIT_CALL(snap_options_init, segpager_snap_options)

/* strip_layout(style, items, count, viewport, frames, capacity, out_count, out_content, out_scrolls) */
static void valid_strip_layout(call_args *a) {
    a->p[0] = &g_strip_style; a->p[1] = g_items; a->n[0] = 3; a->d[0] = 200;
    a->p[2] = OUT(2); a->n[1] = 3; a->p[3] = OUT(3); a->p[4] = OUT(4); a->p[5] = OUT(5);
}
static int call_strip_layout(const call_args *a) {
    return segpager_strip_layout((const segpager_strip_style *)a->p[0], (const segpager_item_metrics *)a->p[1],
                                 a->n[0], a->d[0], (segpager_item_frame *)a->p[2], a->n[1], (size_t *)a->p[3],
                                 (double *)a->p[4], (int32_t *)a->p[5]);
}
static size_t need_count_at3(const call_args *a, int k) { (void)k; return *(const size_t *)a->p[3]; }

static void valid_hit_test(call_args *a) { a->p[0] = g_frames; a->n[0] = 3; a->d[0] = 50; a->p[1] = OUT(1); }
static int call_hit_test(const call_args *a) {
    return segpager_strip_hit_test((const segpager_item_frame *)a->p[0], a->n[0], a->d[0], (int32_t *)a->p[1]);
}

static void valid_visible_range(call_args *a) {
    a->p[0] = g_frames; a->n[0] = 3; a->d[0] = 0; a->d[1] = 100; a->p[1] = OUT(1); a->p[2] = OUT(2);
}
static int call_visible_range(const call_args *a) {
    return segpager_strip_visible_range((const segpager_item_frame *)a->p[0], a->n[0], a->d[0], a->d[1],
                                        (int32_t *)a->p[1], (int32_t *)a->p[2]);
}

/* Snaps: three frames, content 210, in a 100 view, Embla's defaults
 * (centred, trimmed): 3 groups, snaps 0, 50, 110, 3 loop points. */
static const segpager_item_frame g_snap_frames[3] = {{0, 60}, {60, 80}, {140, 70}};
static segpager_snap_options g_snap_options;
/* snap_groups(frames, count, view, options, out_firsts, capacity, out_count) */
static void valid_snap_groups(call_args *a) {
    CHECK_STATUS(segpager_snap_options_init(&g_snap_options), SEGPAGER_OK);
    a->p[0] = (void *)g_snap_frames; a->n[0] = 3; a->d[0] = 100; a->p[1] = &g_snap_options;
    a->p[2] = OUT(2); a->n[1] = 3; a->p[3] = OUT(3);
}
static int call_snap_groups(const call_args *a) {
    return segpager_snap_groups((const segpager_item_frame *)a->p[0], a->n[0], a->d[0],
                                (const segpager_snap_options *)a->p[1], (int32_t *)a->p[2], a->n[1],
                                (size_t *)a->p[3]);
}
static int call_scroll_snaps(const call_args *a) {
    return segpager_scroll_snaps((const segpager_item_frame *)a->p[0], a->n[0], a->d[0],
                                 (const segpager_snap_options *)a->p[1], (double *)a->p[2], a->n[1],
                                 (size_t *)a->p[3], NULL);
}
/* loop_points(..., out_points, capacity, out_count, out_can_loop) */
/* Room for 6 points: a huge view puts every item at both edges. */
static void valid_loop_points(call_args *a) { valid_snap_groups(a); a->n[1] = 6; a->p[4] = OUT(4); }
static int call_loop_points(const call_args *a) {
    return segpager_loop_points((const segpager_item_frame *)a->p[0], a->n[0], a->d[0],
                                (const segpager_snap_options *)a->p[1], (segpager_loop_point *)a->p[2], a->n[1],
                                (size_t *)a->p[3], (int32_t *)a->p[4]);
}
/* loop_shifts(frames, count, view, options, offset, out_shifts[count]) */
static void valid_loop_shifts(call_args *a) { valid_snap_groups(a); a->d[1] = 50; }
static int call_loop_shifts(const call_args *a) {
    return segpager_loop_shifts((const segpager_item_frame *)a->p[0], a->n[0], a->d[0],
                                (const segpager_snap_options *)a->p[1], a->d[1], (double *)a->p[2]);
}
/* A negative slides_to_scroll and frames out of order are E_RANGE; the
 * optional snap-of-item output gets one snap per item. */
static void extra_snaps(void) {
    segpager_snap_options options;
    const segpager_item_frame backwards[2] = {{100, 10}, {50, 10}};
    int32_t firsts[3], of_item[3];
    double snaps[3];
    size_t count = 0;
    CHECK_STATUS(segpager_snap_options_init(&options), SEGPAGER_OK);
    options.slides_to_scroll = -1;
    CHECK_STATUS(segpager_snap_groups(g_snap_frames, 3, 100, &options, firsts, 3, &count), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "options.slides_to_scroll") != NULL);
    CHECK_STATUS(segpager_snap_options_init(&options), SEGPAGER_OK);
    CHECK_STATUS(segpager_scroll_snaps(backwards, 2, 100, &options, snaps, 3, &count, of_item), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "frames[1].x") != NULL);
    CHECK_STATUS(segpager_scroll_snaps(g_snap_frames, 3, 100, &options, snaps, 3, &count, of_item), SEGPAGER_OK);
    CHECK(count == 3 && of_item[0] == 0 && of_item[1] == 1 && of_item[2] == 2);
}

static void valid_indicator_rect(call_args *a) {
    a->p[0] = &g_strip; a->p[1] = &g_indicator_style; a->d[0] = 0.5; a->i[0] = SEGPAGER_NONE; a->p[2] = OUT(2);
}
static int call_indicator_rect(const call_args *a) {
    return segpager_indicator_rect((const segpager_strip_geometry *)a->p[0],
                                   (const segpager_indicator_style *)a->p[1], a->d[0], a->i[0],
                                   (segpager_indicator *)a->p[2]);
}

static void valid_indicator_rects(call_args *a) {
    a->p[0] = &g_strip; a->p[1] = &g_indicator_style; a->i[0] = 0; a->i[1] = 2; a->p[2] = OUT(2); a->n[0] = 3;
    a->p[3] = OUT(3);
}
static int call_indicator_rects(const call_args *a) {
    return segpager_indicator_rects((const segpager_strip_geometry *)a->p[0],
                                    (const segpager_indicator_style *)a->p[1], a->i[0], a->i[1],
                                    (segpager_indicator *)a->p[2], a->n[0], (size_t *)a->p[3]);
}

static void valid_item_appearances(call_args *a) {
    a->p[0] = &g_strip; a->p[1] = &g_appearance_style; a->d[0] = 0.5; a->i[0] = SEGPAGER_NONE;
    a->i[1] = 0; a->i[2] = 2; a->p[2] = OUT(2); a->n[0] = 3; a->p[3] = OUT(3);
}
static int call_item_appearances(const call_args *a) {
    return segpager_item_appearances((const segpager_strip_geometry *)a->p[0],
                                     (const segpager_appearance_style *)a->p[1], a->d[0], a->i[0], a->i[1],
                                     a->i[2], (segpager_item_appearance *)a->p[2], a->n[0], (size_t *)a->p[3]);
}

static void valid_strip_offset(call_args *a) {
    a->p[0] = &g_strip; a->p[1] = &g_offset_style; a->d[0] = 0.5; a->i[0] = SEGPAGER_NONE; a->d[1] = 0;
    a->p[2] = OUT(2);
}
static int call_strip_offset(const call_args *a) {
    return segpager_strip_offset((const segpager_strip_geometry *)a->p[0],
                                 (const segpager_strip_offset_style *)a->p[1], a->d[0], a->i[0], a->d[1],
                                 (double *)a->p[2]);
}

static void valid_strip_state(call_args *a) {
    a->p[0] = &g_strip; a->p[1] = &g_indicator_style; a->p[2] = &g_appearance_style; a->p[3] = &g_offset_style;
    a->d[0] = 0.5; a->i[0] = SEGPAGER_NONE; a->d[1] = 0;
    a->p[4] = OUT(4); a->p[5] = OUT(5); a->p[6] = OUT(6); a->n[0] = 3; a->p[7] = OUT(7); a->p[8] = OUT(8);
}
static int call_strip_state(const call_args *a) {
    return segpager_strip_state((const segpager_strip_geometry *)a->p[0],
                                (const segpager_indicator_style *)a->p[1],
                                (const segpager_appearance_style *)a->p[2],
                                (const segpager_strip_offset_style *)a->p[3], a->d[0], a->i[0], a->d[1],
                                (double *)a->p[4], (segpager_indicator *)a->p[5],
                                (segpager_item_appearance *)a->p[6], a->n[0], (size_t *)a->p[7],
                                (int32_t *)a->p[8]);
}
static size_t need_count_at7(const call_args *a, int k) { (void)k; return *(const size_t *)a->p[7]; }
static size_t need_count_at3_appearances(const call_args *a, int k) { return need_count_at3(a, k); }

static void valid_page_position(call_args *a) { a->p[0] = &g_pages; a->d[0] = 400; a->p[1] = OUT(1); }
static int call_page_position(const call_args *a) {
    return segpager_page_position((const segpager_page_geometry *)a->p[0], a->d[0], (double *)a->p[1]);
}
static int call_page_offset(const call_args *a) {
    return segpager_page_offset((const segpager_page_geometry *)a->p[0], a->d[0], (double *)a->p[1]);
}
static void valid_page_offset_range(call_args *a) { a->p[0] = &g_pages; a->p[1] = OUT(1); a->p[2] = OUT(2); }
static int call_page_offset_range(const call_args *a) {
    return segpager_page_offset_range((const segpager_page_geometry *)a->p[0], (double *)a->p[1],
                                      (double *)a->p[2]);
}
static void valid_after_resize(call_args *a) {
    a->p[0] = &g_pages; a->p[1] = &g_pages; a->d[0] = 400; a->p[2] = OUT(2);
}
static int call_after_resize(const call_args *a) {
    return segpager_page_offset_after_resize((const segpager_page_geometry *)a->p[0],
                                             (const segpager_page_geometry *)a->p[1], a->d[0], (double *)a->p[2]);
}
static void valid_selected_index(call_args *a) {
    a->d[0] = 1.4; a->i[0] = 3; a->i[1] = SEGPAGER_COMMIT_RULE_NEAREST; a->p[0] = OUT(0);
}
static int call_selected_index(const call_args *a) {
    return segpager_selected_index(a->d[0], a->i[0], a->i[1], (int32_t *)a->p[0]);
}

/* Physics: rates inside (0, 1) are required; rate is R_NONNEG and the
 * extra checks the open interval. */
static void valid_decel_state(call_args *a) {
    a->d[0] = SEGPAGER_DECELERATION_NORMAL; a->d[1] = 1000; a->d[2] = 0.5; a->p[0] = OUT(0); a->p[1] = OUT(1);
}
static int call_decel_state(const call_args *a) {
    return segpager_deceleration_state(a->d[0], a->d[1], a->d[2], (double *)a->p[0], (double *)a->p[1]);
}
static void valid_decel_projection(call_args *a) {
    a->d[0] = SEGPAGER_DECELERATION_NORMAL; a->d[1] = 1000; a->p[0] = OUT(0);
}
static int call_decel_projection(const call_args *a) {
    return segpager_deceleration_projection(a->d[0], a->d[1], (double *)a->p[0]);
}
static void valid_decel_duration(call_args *a) {
    a->d[0] = SEGPAGER_DECELERATION_NORMAL; a->d[1] = 1000; a->d[2] = 0.5; a->p[0] = OUT(0);
}
static int call_decel_duration(const call_args *a) {
    return segpager_deceleration_duration(a->d[0], a->d[1], a->d[2], (double *)a->p[0]);
}
static void extra_deceleration(void) {
    const double rates[] = {0, 1, 1.5, -0.5};
    double x = 0, v = 0;
    size_t k;
    for (k = 0; k < sizeof rates / sizeof rates[0]; ++k) {
        CHECK_STATUS(segpager_deceleration_state(rates[k], 1000, 0.5, &x, &v), SEGPAGER_E_RANGE);
        CHECK_STATUS(segpager_deceleration_projection(rates[k], 1000, &x), SEGPAGER_E_RANGE);
        CHECK_STATUS(segpager_deceleration_duration(rates[k], 1000, 0.5, &x), SEGPAGER_E_RANGE);
    }
    CHECK_STATUS(segpager_deceleration_duration(0.998, 1000, 0, &x), SEGPAGER_E_RANGE);
}
/* Spline fling (OverScroller): density and friction must be > 0; both are
 * R_NONNEG and the extra checks 0. */
static void valid_spline_fling(call_args *a) {
    a->d[0] = 2.75; a->d[1] = SEGPAGER_SCROLL_FRICTION; a->d[2] = 2750; a->d[3] = 0.1; a->p[0] = OUT(0);
    a->p[1] = OUT(1);
}
static int call_spline_fling(const call_args *a) {
    return segpager_spline_fling(a->d[0], a->d[1], a->d[2], (double *)a->p[0], (double *)a->p[1]);
}
static int call_spline_fling_state(const call_args *a) {
    return segpager_spline_fling_state(a->d[0], a->d[1], a->d[2], a->d[3], (double *)a->p[0], (double *)a->p[1]);
}
static void extra_spline_fling(void) {
    double x = 0, v = 0;
    CHECK_STATUS(segpager_spline_fling(0, SEGPAGER_SCROLL_FRICTION, 1000, &x, &v), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_spline_fling(1, 0, 1000, &x, &v), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_spline_fling_state(0, SEGPAGER_SCROLL_FRICTION, 1000, 0.1, &x, &v), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_spline_fling_state(1, 0, 1000, 0.1, &x, &v), SEGPAGER_E_RANGE);
    /* Finite input whose fling overflows the doubles. */
    CHECK_STATUS(segpager_spline_fling(1, 1e-300, 1e300, &x, &v), SEGPAGER_E_NOT_FINITE);
}
/* velocity_estimate(times, positions, count, out): 5 samples 8 ms apart */
static const double g_sample_times[5] = {1.0, 1.008, 1.016, 1.024, 1.032};
static const double g_sample_positions[5] = {0, 8, 16, 24, 32};
static void valid_velocity(call_args *a) {
    a->p[0] = (void *)g_sample_times; a->p[1] = (void *)g_sample_positions; a->n[0] = 5; a->p[2] = OUT(2);
}
static int call_velocity(const call_args *a) {
    return segpager_velocity_estimate((const double *)a->p[0], (const double *)a->p[1], a->n[0], (double *)a->p[2]);
}
/* Times that go back (inside the window or before it) are E_ORDER;
 * positions whose differences overflow give a non-finite slope, refused. */
static void extra_velocity(void) {
    double times[5], positions[5] = {-DBL_MAX, DBL_MAX, 0, 0, 0}, v = 0;
    memcpy(times, g_sample_times, sizeof times);
    times[4] = times[3] - 0.001;
    CHECK_STATUS(segpager_velocity_estimate(times, g_sample_positions, 5, &v), SEGPAGER_E_ORDER);
    times[4] = g_sample_times[4];
    times[0] = 2.0;
    CHECK_STATUS(segpager_velocity_estimate(times, g_sample_positions, 5, &v), SEGPAGER_E_ORDER);
    CHECK_STATUS(segpager_velocity_estimate(g_sample_times, positions, 2, &v), SEGPAGER_E_NOT_FINITE);
}
static void valid_rubber_band(call_args *a) {
    a->d[0] = SEGPAGER_RUBBER_BAND_COEFFICIENT; a->d[1] = 375; a->d[2] = 50; a->p[0] = OUT(0);
}
static int call_rubber_band(const call_args *a) {
    return segpager_rubber_band(a->d[0], a->d[1], a->d[2], (double *)a->p[0]);
}
static int call_rubber_band_inverse(const call_args *a) {
    return segpager_rubber_band_inverse(a->d[0], a->d[1], a->d[2], (double *)a->p[0]);
}
static void extra_rubber_band(void) {
    double out = 0;
    CHECK_STATUS(segpager_rubber_band(0, 375, 50, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_rubber_band(0.55, 0, 50, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_rubber_band_inverse(0.55, 375, 375, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_rubber_band_inverse(0.55, 375, -DBL_MAX, &out), SEGPAGER_E_RANGE);
}
static void valid_spring_state(call_args *a) {
    a->p[0] = &g_spring; a->d[0] = 1; a->d[1] = 0; a->d[2] = 0.1; a->p[1] = OUT(1); a->p[2] = OUT(2);
}
static int call_spring_state(const call_args *a) {
    return segpager_spring_state((const segpager_spring *)a->p[0], a->d[0], a->d[1], a->d[2], (double *)a->p[1],
                                 (double *)a->p[2]);
}
static void valid_spring_settling(call_args *a) {
    a->p[0] = &g_spring; a->d[0] = 1; a->d[1] = 0; a->d[2] = 0.001; a->p[1] = OUT(1);
}
static int call_spring_settling(const call_args *a) {
    return segpager_spring_settling_time((const segpager_spring *)a->p[0], a->d[0], a->d[1], a->d[2],
                                         (double *)a->p[1]);
}
static void extra_spring(void) {
    segpager_spring s = g_spring;
    double x = 0, v = 0;
    s.response = 0;
    CHECK_STATUS(segpager_spring_state(&s, 1, 0, 0.1, &x, &v), SEGPAGER_E_RANGE);
    s = g_spring; s.mass = 0;
    CHECK_STATUS(segpager_spring_settling_time(&s, 1, 0, 0.001, &x), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_spring_settling_time(&g_spring, 1, 0, 0, &x), SEGPAGER_E_RANGE);
    /* finite input whose time overflows: refused, never infinite (found by the fuzzer) */
    x = 777;
    CHECK_STATUS(segpager_spring_settling_time(&g_spring, 60, -1e6, 4.6e-322, &x), SEGPAGER_E_NOT_FINITE);
    CHECK(x == 777);
}
static void valid_cubic_bezier(call_args *a) {
    a->d[0] = 0.42; a->d[1] = 0; a->d[2] = 0.58; a->d[3] = 1; a->d[4] = 0.5; a->p[0] = OUT(0);
}
static int call_cubic_bezier(const call_args *a) {
    return segpager_cubic_bezier(a->d[0], a->d[1], a->d[2], a->d[3], a->d[4], (double *)a->p[0]);
}
static void extra_cubic_bezier(void) {
    double y = 0;
    CHECK_STATUS(segpager_cubic_bezier(1.5, 0, 0.5, 1, 0.5, &y), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_cubic_bezier(0.5, 0, 1.5, 1, 0.5, &y), SEGPAGER_E_RANGE);
}
static void valid_paging_target(call_args *a) {
    a->p[0] = &g_paging; a->p[1] = &g_pages; a->d[0] = 400; a->d[1] = 500; a->i[0] = 1; a->p[2] = OUT(2);
}
static int call_paging_target(const call_args *a) {
    return segpager_paging_target((const segpager_paging_options *)a->p[0],
                                  (const segpager_page_geometry *)a->p[1], a->d[0], a->d[1], a->i[0],
                                  (int32_t *)a->p[2]);
}
static void extra_paging_target(void) {
    segpager_paging_options o = g_paging;
    int32_t page = 0;
    o.max_pages = 0;
    CHECK_STATUS(segpager_paging_target(&o, &g_pages, 400, 500, 1, &page), SEGPAGER_E_RANGE);
    o = g_paging; o.deceleration_rate = 1;
    CHECK_STATUS(segpager_paging_target(&o, &g_pages, 400, 500, 1, &page), SEGPAGER_E_RANGE);
    /* COMPOSE's snap threshold is a fraction of a page, at most 1 */
    o = g_paging; o.profile = SEGPAGER_PAGING_COMPOSE; o.snap_positional_threshold = 1.5;
    CHECK_STATUS(segpager_paging_target(&o, &g_pages, 400, 500, 1, &page), SEGPAGER_E_RANGE);
    /* a caller built before 0.8.0 (no Compose thresholds) gets their defaults */
    o = g_paging; o.profile = SEGPAGER_PAGING_COMPOSE; o.snap_positional_threshold = 1.5;
    o.struct_size = (uint32_t)offsetof(segpager_paging_options, positional_threshold);
    CHECK_STATUS(segpager_paging_target(&o, &g_pages, 400, 0, 1, &page), SEGPAGER_OK);
    o.struct_size = (uint32_t)offsetof(segpager_paging_options, flutter_tolerance);
    CHECK_STATUS(segpager_paging_target(&o, &g_pages, 400, 0, 1, &page), SEGPAGER_E_STRUCT_SIZE);
    /* no pages: every start page is outside them (found by the fuzzer) */
    {
        segpager_page_geometry none = g_pages;
        none.page_count = 0;
        page = 777;
        CHECK_STATUS(segpager_paging_target(&g_paging, &none, 0, 0, 0, &page), SEGPAGER_E_INDEX);
        CHECK(page == 777);
    }
}

static void valid_dragging_target(call_args *a) {
    a->p[0] = &g_paging; a->p[1] = &g_pages; a->d[0] = 1.2; a->i[0] = 1; a->p[2] = OUT(2);
}
static int call_dragging_target(const call_args *a) {
    return segpager_paging_dragging_target((const segpager_paging_options *)a->p[0],
                                           (const segpager_page_geometry *)a->p[1], a->d[0], a->i[0],
                                           (int32_t *)a->p[2]);
}

/* Headers */
static void valid_header_frame(call_args *a) { a->p[0] = &g_header; a->d[0] = 375; a->d[1] = 50; a->p[1] = OUT(1); }
static int call_header_frame(const call_args *a) {
    return segpager_header_frame_at((const segpager_header_style *)a->p[0], a->d[0], a->d[1],
                                    (segpager_header_frame *)a->p[1]);
}
static void extra_header_style(void) {
    segpager_header_style h = g_header;
    segpager_header_frame f;
    h.pinned_height = 300; /* S > H */
    CHECK_STATUS(segpager_header_frame_at(&h, 375, 0, &f), SEGPAGER_E_RANGE);
    h = g_header; h.parallax = 1.5;
    CHECK_STATUS(segpager_header_frame_at(&h, 375, 0, &f), SEGPAGER_E_RANGE);
    /* a subnormal height pulled down 1e6: the stretch scale (H - y)/H
     * overflows; refused, never infinite (found by the fuzzer) */
    h = g_header; h.height = ldexp(1, -1039); h.pinned_height = 0;
    memset(&f, 0xA5, sizeof f);
    CHECK_STATUS(segpager_header_frame_at(&h, 0, -1e6, &f), SEGPAGER_E_NOT_FINITE);
}
static void valid_header_list_offset(call_args *a) {
    a->p[0] = &g_header; a->i[0] = SEGPAGER_LIST_SYNC; a->d[0] = 30; a->d[1] = 80; a->p[1] = OUT(1);
}
static int call_header_list_offset(const call_args *a) {
    return segpager_header_list_offset((const segpager_header_style *)a->p[0], a->i[0], a->d[0], a->d[1],
                                       (double *)a->p[1]);
}
static void valid_nested_scroll(call_args *a) {
    a->p[0] = &g_header; a->i[0] = SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED; a->d[0] = 10; a->d[1] = 50;
    a->d[2] = 100; a->d[3] = 1000; a->d[4] = 20; a->p[1] = OUT(1);
}
static int call_nested_scroll(const call_args *a) {
    return segpager_nested_scroll((const segpager_header_style *)a->p[0], a->i[0], a->d[0], a->d[1], a->d[2],
                                  a->d[3], a->d[4], (segpager_scroll_split *)a->p[1]);
}
static void extra_nested_scroll(void) {
    segpager_scroll_split s;
    CHECK_STATUS(segpager_nested_scroll(&g_header, 0, 10, 157, 0, 1000, 0, &s), SEGPAGER_E_RANGE); /* > R = 156 */
    CHECK_STATUS(segpager_nested_scroll(&g_header, 0, 10, 0, 1001, 1000, 0, &s), SEGPAGER_E_RANGE);
}
static void valid_stack_ranges(call_args *a) { a->p[0] = g_sections; a->n[0] = 3; a->p[1] = OUT(1); }
static int call_stack_ranges(const call_args *a) {
    return segpager_header_stack_ranges((const segpager_header_section *)a->p[0], a->n[0],
                                        (segpager_header_ranges *)a->p[1]);
}
static void extra_stack(void) {
    segpager_header_section s[3];
    segpager_header_ranges r;
    double out = 0;
    memcpy(s, g_sections, sizeof s);
    s[1].min_height = 57; /* above its height */
    CHECK_STATUS(segpager_header_stack_ranges(s, 3, &r), SEGPAGER_E_RANGE);
    /* collapse range 120 + 56 = 176: past it is E_RANGE */
    CHECK_STATUS(segpager_header_stack_snap_target(g_sections, 3, 177, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_snap_target(g_sections, 3, -1, &out), SEGPAGER_E_RANGE);
    /* AppBarLayout's flags stop at SNAP_MARGINS (0x20): 0x40 is no flag */
    memcpy(s, g_sections, sizeof s);
    s[1].flags |= 0x40u;
    CHECK_STATUS(segpager_header_stack_ranges(s, 3, &r), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "sections[1].flags") != NULL);
}
/* The *_with_margins calls: the same stack with margins in p[2]. */
static void valid_stack_ranges_m(call_args *a) { valid_stack_ranges(a); a->p[2] = g_margins; }
static int call_stack_ranges_m(const call_args *a) {
    return segpager_header_stack_ranges_with_margins((const segpager_header_section *)a->p[0],
                                                     (const segpager_section_margins *)a->p[2], a->n[0],
                                                     (segpager_header_ranges *)a->p[1]);
}
static void valid_snap_duration(call_args *a) { a->d[0] = 100; a->d[1] = 0; a->d[2] = 200; a->p[0] = OUT(0); }
static int call_snap_duration(const call_args *a) {
    return segpager_header_snap_duration(a->d[0], a->d[1], a->d[2], (double *)a->p[0]);
}
static void valid_stack_scroll(call_args *a) {
    a->p[0] = g_sections; a->n[0] = 3; a->d[0] = -10; a->d[1] = 60; a->d[2] = 100; a->d[3] = 1000;
    a->p[1] = OUT(1);
}
static int call_stack_scroll(const call_args *a) {
    return segpager_header_stack_scroll((const segpager_header_section *)a->p[0], a->n[0], a->d[0], a->d[1],
                                        a->d[2], a->d[3], (segpager_scroll_split *)a->p[1]);
}
static void valid_stack_snap(call_args *a) { a->p[0] = g_sections; a->n[0] = 3; a->d[0] = 50; a->p[1] = OUT(1); }
static int call_stack_snap(const call_args *a) {
    return segpager_header_stack_snap_target((const segpager_header_section *)a->p[0], a->n[0], a->d[0],
                                             (double *)a->p[1]);
}
static void valid_stack_scroll_m(call_args *a) { valid_stack_scroll(a); a->p[2] = g_margins; }
static int call_stack_scroll_m(const call_args *a) {
    return segpager_header_stack_scroll_with_margins((const segpager_header_section *)a->p[0],
                                                     (const segpager_section_margins *)a->p[2], a->n[0], a->d[0],
                                                     a->d[1], a->d[2], a->d[3], (segpager_scroll_split *)a->p[1]);
}
static void valid_stack_snap_m(call_args *a) { valid_stack_snap(a); a->p[2] = g_margins; }
static int call_stack_snap_m(const call_args *a) {
    return segpager_header_stack_snap_target_with_margins((const segpager_header_section *)a->p[0],
                                                          (const segpager_section_margins *)a->p[2], a->n[0],
                                                          a->d[0], (double *)a->p[1]);
}
static void valid_header_snap(call_args *a) {
    a->p[0] = &g_header; a->d[0] = 60; a->d[1] = 100; a->d[2] = 300; a->p[1] = OUT(1);
}
static int call_header_snap(const call_args *a) {
    return segpager_header_snap_target((const segpager_header_style *)a->p[0], a->d[0], a->d[1], a->d[2],
                                       (double *)a->p[1]);
}
static void valid_min_content(call_args *a) { a->p[0] = &g_header; a->d[0] = 600; a->p[1] = OUT(1); }
static int call_min_content(const call_args *a) {
    return segpager_header_min_content_height((const segpager_header_style *)a->p[0], a->d[0], (double *)a->p[1]);
}
static void valid_gesture_axis(call_args *a) { a->d[0] = 12; a->d[1] = 3; a->d[2] = 10; a->d[3] = 30; a->p[0] = OUT(0); }
static int call_gesture_axis(const call_args *a) {
    return segpager_gesture_axis(a->d[0], a->d[1], a->d[2], a->d[3], (int32_t *)a->p[0]);
}
static void extra_gesture_axis(void) {
    int32_t axis = 0;
    CHECK_STATUS(segpager_gesture_axis(12, 3, 10, 46, &axis), SEGPAGER_E_RANGE);
}

/* The stateful pager: every valid call gets a fresh pager with 3 items
 * (so every call starts from the same state), destroyed after it. */
static void cleanup_pager(call_args *a) {
    if (a->owned != NULL) CHECK_STATUS(segpager_pager_destroy(a->owned), SEGPAGER_OK);
    a->owned = NULL;
}
static void valid_pager_create(call_args *a) { a->p[0] = &g_config; a->p[1] = OUT(1); }
static int call_pager_create(const call_args *a) {
    return segpager_pager_create((const segpager_pager_configuration *)a->p[0], (segpager_pager **)a->p[1]);
}
/* A config with one field out of range: segpager_pager_create refuses it
 * (E_RANGE) and, where `named`, its message names the field. */
typedef struct bad_config {
    const char *field;
    size_t offset;
    int is_int32; /* an int32_t field, else a double */
    double value;
    int named;
} bad_config;
#define BAD_DOUBLE(member, value, named) {#member, offsetof(segpager_pager_configuration, member), 0, value, named}
#define BAD_INT32(member, value, named) {#member, offsetof(segpager_pager_configuration, member), 1, value, named}
static const bad_config bad_configs[] = {
    BAD_DOUBLE(viewport_width, 0, 0), /* a zero page stride */
    BAD_INT32(cache_limit, -2, 0),
    BAD_DOUBLE(tap_bezier_x1, 1.5, 0), /* custom curves (0.8.0): x1 and x2 in [0, 1], whatever the easing */
    BAD_DOUBLE(spring_mass, 0, 0),
    /* A list fling's deceleration rate (since 0.8.0) is in (0, 1), and so is the strip's. */
    BAD_DOUBLE(list_deceleration_rate, 0, 0), BAD_DOUBLE(list_deceleration_rate, 1, 0),
    BAD_DOUBLE(strip_deceleration_rate, 1, 1),
    /* The pre-jump distance (since 0.8.0) is >= 1. */
    BAD_INT32(pre_jump_distance, 0, 1), BAD_INT32(pre_jump_distance, -3, 0),
    /* The relative touch slop's fraction (since 0.8.0) is in [0, 1]. */
    BAD_DOUBLE(touch_slop_fraction, 1.5, 1),
    /* The integrator's constants (since 0.8.0): duration >= 1, friction in (0, 1). */
    BAD_DOUBLE(integrator_duration, 0.5, 1), BAD_DOUBLE(integrator_friction, 1, 1),
    /* A pager's lengths are at most 1e12 (since 0.8.0): a viewport of
     * 1.8e308 was created, and no step could make a frame after. */
    BAD_DOUBLE(viewport_width, 1.7976931348623157e308, 1), BAD_DOUBLE(page_width, 2e12, 1),
    BAD_DOUBLE(page_spacing, 1e300, 1), BAD_DOUBLE(strip_viewport_width, 1e13, 1),
    BAD_DOUBLE(strip_height, 1e12 + 1, 1),
    /* The settle spring's response is at least 1e-6 s (since 0.8.0): at
     * 3e-314 s (> 0) every release failed, and the drag went on for ever. */
    BAD_DOUBLE(spring_response, 2.970794107e-314, 1), BAD_DOUBLE(spring_response, 9e-7, 1),
};
/* Writes `value` into the config field at `offset` (an int32_t or a double). */
static void set_config_field(segpager_pager_configuration *c, size_t offset, int is_int32, double value) {
    /* Only an int32 field's value is cast: a double's (1.8e308) would not fit. */
    if (is_int32) {
        int32_t whole = (int32_t)value;
        memcpy((char *)c + offset, &whole, sizeof whole);
    } else {
        memcpy((char *)c + offset, &value, sizeof value);
    }
}
static void extra_pager_create(void) {
    segpager_pager_configuration c;
    segpager_pager *p = NULL;
    size_t k;
    for (k = 0; k < sizeof bad_configs / sizeof bad_configs[0]; ++k) {
        const bad_config *bad = &bad_configs[k];
        char name[64];
        int status;
        c = g_config;
        set_config_field(&c, bad->offset, bad->is_int32, bad->value);
        status = segpager_pager_create(&c, &p);
        CHECK_STATUS(status, SEGPAGER_E_RANGE);
        if (status != SEGPAGER_E_RANGE) fprintf(stderr, "  (config.%s = %g)\n", bad->field, bad->value);
        snprintf(name, sizeof name, "config.%s", bad->field);
        if (bad->named) CHECK(strstr(segpager_last_error_message(), name) != NULL);
    }
    c = g_config; c.settle_easing = SEGPAGER_EASING_CUBIC_BEZIER; c.settle_bezier_x2 = 2;
    CHECK_STATUS(segpager_pager_create(&c, &p), SEGPAGER_E_RANGE);
    CHECK(p == NULL);
    c = g_config; c.tap_easing = SEGPAGER_EASING_CUBIC_BEZIER; c.tap_bezier_y2 = 1.4;
    CHECK_STATUS(segpager_pager_create(&c, &p), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
}

static void valid_config_preset(call_args *a) { a->p[0] = OUT(0); a->i[0] = SEGPAGER_PRESET_ANDROID; }
static int call_config_preset(const call_args *a) {
    return segpager_pager_configuration_init_preset((segpager_pager_configuration *)a->p[0], a->i[0]);
}
static void valid_pager_destroy(call_args *a) { a->owned = new_pager(); a->p[0] = a->owned; }
static int call_pager_destroy(const call_args *a) { return segpager_pager_destroy((segpager_pager *)a->p[0]); }
static void extra_pager_destroy(void) {
    segpager_pager *p = new_pager();
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_E_HANDLE); /* twice */
    CHECK_STATUS(segpager_pager_destroy(NULL), SEGPAGER_OK);
}
#define PAGER_SETTER(fn, T, value)                                                             \
    static void valid_##fn(call_args *a) { a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = value; } \
    static int call_##fn(const call_args *a) {                                                 \
        return segpager_##fn((segpager_pager *)a->p[0], (const T *)a->p[1]);                   \
    }
PAGER_SETTER(pager_set_strip_style, segpager_strip_style, &g_strip_style)
PAGER_SETTER(pager_set_indicator_style, segpager_indicator_style, &g_indicator_style)
PAGER_SETTER(pager_set_appearance_style, segpager_appearance_style, &g_appearance_style)
PAGER_SETTER(pager_set_strip_offset_style, segpager_strip_offset_style, &g_offset_style)
PAGER_SETTER(pager_set_paging_options, segpager_paging_options, &g_paging)

static void valid_set_items(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = g_ids; a->p[2] = g_items; a->n[0] = 3;
}
static int call_set_items(const call_args *a) {
    return segpager_pager_set_items((segpager_pager *)a->p[0], (const int64_t *)a->p[1],
                                    (const segpager_item_metrics *)a->p[2], a->n[0]);
}
static void extra_set_items(void) {
    segpager_pager *p = new_pager();
    int64_t dup[3] = {1, 1, 2};
    CHECK_STATUS(segpager_pager_set_items(p, dup, g_items, 3), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
}

/* One-item edits: handle, index (0..count for insert), the new item. */
static void valid_insert_item(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned; a->i[0] = 3; a->p[1] = &g_items[0];
}
static int call_insert_item(const call_args *a) {
    return segpager_pager_insert_item((segpager_pager *)a->p[0], a->i[0], 77,
                                      (const segpager_item_metrics *)a->p[1]);
}
static void valid_remove_item(call_args *a) { a->owned = new_pager(); a->p[0] = a->owned; a->i[0] = 2; }
static int call_remove_item(const call_args *a) {
    return segpager_pager_remove_item((segpager_pager *)a->p[0], a->i[0]);
}
static void valid_move_item(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned; a->i[0] = 2; a->i[1] = 0;
}
static int call_move_item(const call_args *a) {
    return segpager_pager_move_item((segpager_pager *)a->p[0], a->i[0], a->i[1]);
}
/* What the slots cannot say: -1 (SEGPAGER_NONE) is no index here, a
 * duplicate id, and a failed edit leaves the items as they were. */
static void extra_item_edits(void) {
    segpager_pager *p = new_pager();
    int64_t ids[4];
    size_t count = 0;
    CHECK_STATUS(segpager_pager_insert_item(p, -1, 77, &g_items[0]), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_pager_insert_item(p, 0, g_ids[1], &g_items[0]), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_remove_item(p, -1), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_pager_move_item(p, -1, 0), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_pager_move_item(p, 0, -1), SEGPAGER_E_INDEX);
    CHECK_STATUS(segpager_pager_get_items(p, ids, NULL, 4, &count), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_pager_get_items(p, NULL, NULL, 0, &count), SEGPAGER_E_CAPACITY);
    CHECK(count == 3);
    {
        segpager_item_metrics items[4];
        CHECK_STATUS(segpager_pager_get_items(p, ids, items, 4, &count), SEGPAGER_OK);
        CHECK(count == 3 && ids[0] == g_ids[0] && ids[1] == g_ids[1] && ids[2] == g_ids[2]);
    }
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_remove_item(p, 0), SEGPAGER_E_HANDLE);
}
static void valid_get_items(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned;
    a->p[1] = OUT(1); a->p[2] = OUT(2); a->n[0] = 3; a->p[3] = OUT(3);
}
static int call_get_items(const call_args *a) {
    return segpager_pager_get_items((const segpager_pager *)a->p[0], (int64_t *)a->p[1],
                                    (segpager_item_metrics *)a->p[2], a->n[0], (size_t *)a->p[3]);
}
static size_t need_get_items(const call_args *a, int k) { (void)a; (void)k; return 3; }
static void valid_get_config(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = OUT(1);
    ((segpager_pager_configuration *)a->p[1])->struct_size = (uint32_t)sizeof(segpager_pager_configuration);
}
static int call_get_config(const call_args *a) {
    return segpager_pager_get_configuration((const segpager_pager *)a->p[0], (segpager_pager_configuration *)a->p[1]);
}
/* struct_size: too small is E_STRUCT_SIZE; an older size gets only its fields. */
static void extra_get_config(void) {
    segpager_pager *p = new_pager();
    segpager_pager_configuration c;
    memset(&c, 0xA5, sizeof c);
    c.struct_size = 8;
    CHECK_STATUS(segpager_pager_get_configuration(p, &c), SEGPAGER_E_STRUCT_SIZE);
    c.struct_size = (uint32_t)offsetof(segpager_pager_configuration, spring_mass); /* 0.7.0's size */
    CHECK_STATUS(segpager_pager_get_configuration(p, &c), SEGPAGER_OK);
    CHECK(c.struct_size == offsetof(segpager_pager_configuration, spring_mass));
    CHECK(c.viewport_width == g_config.viewport_width && c.flick_velocity == g_config.flick_velocity);
    {
        unsigned char guard[sizeof c];
        memset(guard, 0xA5, sizeof guard);
        CHECK(memcmp((unsigned char *)&c + offsetof(segpager_pager_configuration, spring_mass),
                     guard, sizeof c - offsetof(segpager_pager_configuration, spring_mass)) == 0);
    }
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
}

static void valid_pager_step(call_args *a) {
    segpager_frame *frame = (segpager_frame *)OUT(2);
    fill_events();
    a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = g_events; a->n[0] = N_EVENTS;
    frame->struct_size = (uint32_t)sizeof *frame;
    a->p[2] = frame;
    a->p[3] = OUT(3); a->n[1] = 8; a->p[4] = OUT(4); a->n[2] = 32; a->p[5] = OUT(5); a->n[3] = 8;
}
static int call_pager_step(const call_args *a) {
    return segpager_pager_step((segpager_pager *)a->p[0], (const segpager_event *)a->p[1], a->n[0],
                               (segpager_frame *)a->p[2], (segpager_item_appearance *)a->p[3], a->n[1],
                               (segpager_notification *)a->p[4], a->n[2], (segpager_page_visibility *)a->p[5],
                               a->n[3]);
}
static size_t need_pager_step(const call_args *a, int k) {
    const segpager_frame *frame = (const segpager_frame *)a->p[2];
    if (k == 3) return frame->appearance_count;
    if (k == 4) return frame->notification_count + frame->pending_notifications;
    return frame->page_count;
}
/* What a slot cannot say about events: indices and time order. */
static void extra_pager_step(void) {
    segpager_pager *p = new_pager();
    segpager_frame frame;
    segpager_event e = sp_tick(5);
    frame.struct_size = (uint32_t)sizeof frame;
    CHECK_STATUS(segpager_pager_step(p, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_TRUNCATED);
    e.time = 4; /* backwards */
    CHECK_STATUS(segpager_pager_step(p, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_ORDER);
    e.time = 6;
    {
        const int32_t kinds[] = {SEGPAGER_EVENT_TAB_TAPPED, SEGPAGER_EVENT_SELECT};
        const int32_t bad[] = {3, -1, INT32_MAX, INT32_MIN};
        size_t k, j;
        for (k = 0; k < 2; ++k) {
            for (j = 0; j < 4; ++j) {
                e.kind = kinds[k]; e.index = bad[j];
                CHECK_STATUS(segpager_pager_step(p, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_INDEX);
            }
        }
    }
    frame.struct_size = 0;
    e.kind = SEGPAGER_EVENT_TICK;
    CHECK_STATUS(segpager_pager_step(p, &e, 1, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_STRUCT_SIZE);
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
}

static void valid_set_header(call_args *a) {
    a->owned = new_pager(); a->p[0] = a->owned;
    a->p[1] = &g_stack_header; a->p[2] = g_sections; a->n[0] = 3; a->p[3] = &g_pager_header;
}
static int call_set_header(const call_args *a) {
    return segpager_pager_set_header((segpager_pager *)a->p[0], (const segpager_header_style *)a->p[1],
                                     (const segpager_header_section *)a->p[2], a->n[0],
                                     (const segpager_pager_header *)a->p[3]);
}
static void valid_set_header_m(call_args *a) {
    valid_set_header(a);
    a->p[1] = &g_margins_header; a->p[4] = g_margins;
}
static int call_set_header_m(const call_args *a) {
    /* The style's heights are the stack's with its margins; a caller who
     * passes no margins gives the stack's without them (the case "margins
     * NULL" tests that NULL is no margins, not a height mismatch). */
    const void *style = a->p[4] == NULL && a->p[1] == &g_margins_header ? &g_stack_header : a->p[1];
    return segpager_pager_set_header_with_margins(
        (segpager_pager *)a->p[0], (const segpager_header_style *)style, (const segpager_header_section *)a->p[2],
        (const segpager_section_margins *)a->p[4], a->n[0], (const segpager_pager_header *)a->p[3]);
}
/* Heights that contradict the stack, the -1/-2 of list_max_offset, no sections. */
static void extra_set_header(void) {
    segpager_pager *p = new_pager();
    segpager_header_style style = g_stack_header;
    segpager_pager_header options = g_pager_header;
    /* heights 0 with sections: the stack's */
    style.height = style.pinned_height = 0;
    CHECK_STATUS(segpager_pager_set_header(p, &style, g_sections, 3, &options), SEGPAGER_OK);
    /* ... but without sections a header 0 high is none: refused, naming the height */
    CHECK_STATUS(segpager_pager_set_header(p, &style, NULL, 0, &options), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "segpager_pager_set_header: style.height: must be > 0") != NULL);
    style.height = 150; /* the stack is 220 high */
    CHECK_STATUS(segpager_pager_set_header(p, &style, g_sections, 3, &options), SEGPAGER_E_RANGE);
    style.height = 220;
    CHECK_STATUS(segpager_pager_set_header(p, &style, g_sections, 3, &options), SEGPAGER_OK);
    options.list_max_offset = -2;
    CHECK_STATUS(segpager_pager_set_header(p, &style, g_sections, 3, &options), SEGPAGER_E_RANGE);
    options.list_max_offset = -1;
    CHECK_STATUS(segpager_pager_set_header(p, &g_header, NULL, 0, &options), SEGPAGER_OK);
    style = g_header;
    style.pinned_height = 300; /* S > H */
    CHECK_STATUS(segpager_pager_set_header(p, &style, NULL, 0, &options), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_set_header(p, &g_header, NULL, 0, &options), SEGPAGER_E_HANDLE);
}
static void valid_remove_header(call_args *a) { a->owned = new_pager(); a->p[0] = a->owned; }
static int call_remove_header(const call_args *a) {
    return segpager_pager_remove_header((segpager_pager *)a->p[0]);
}

static segpager_step_buffers g_buffers;
static void valid_step_into(call_args *a) {
    segpager_frame *frame = (segpager_frame *)OUT(2);
    fill_events();
    a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = g_events; a->n[0] = N_EVENTS;
    CHECK_STATUS(segpager_pager_set_header(a->owned, &g_header, NULL, 0, &g_pager_header), SEGPAGER_OK);
    frame->struct_size = (uint32_t)sizeof *frame;
    a->p[2] = frame;
    segpager_step_buffers_init(&g_buffers);
    g_buffers.appearances = (segpager_item_appearance *)OUT(4); g_buffers.appearance_capacity = 8;
    g_buffers.notifications = (segpager_notification *)OUT(5); g_buffers.notification_capacity = 32;
    g_buffers.pages = (segpager_page_visibility *)OUT(6); g_buffers.page_capacity = 8;
    g_buffers.list_offsets = (double *)OUT(7); g_buffers.list_offset_capacity = 8;
    g_buffers.strip_items = (segpager_strip_item *)OUT(8); g_buffers.strip_item_capacity = 8;
    a->p[3] = &g_buffers;
}
static int call_step_into(const call_args *a) {
    return segpager_pager_step_into((segpager_pager *)a->p[0], (const segpager_event *)a->p[1], a->n[0],
                                    (segpager_frame *)a->p[2], (const segpager_step_buffers *)a->p[3]);
}
/* Each array too small in turn: TRUNCATED, nothing past its capacity (guard
 * bytes), the counts say what is needed; list events' indices and ranges. */
static void extra_step_into(void) {
    size_t which;
    for (which = 0; which < 5; ++which) {
        call_args a;
        segpager_step_buffers small;
        unsigned char *arrays[5];
        size_t sizes[5] = {sizeof(segpager_item_appearance), sizeof(segpager_notification),
                           sizeof(segpager_page_visibility), sizeof(double), sizeof(segpager_strip_item)};
        size_t k;
        int status;
        memset(&a, 0, sizeof a);
        valid_step_into(&a);
        small = g_buffers;
        arrays[0] = (unsigned char *)small.appearances; arrays[1] = (unsigned char *)small.notifications;
        arrays[2] = (unsigned char *)small.pages; arrays[3] = (unsigned char *)small.list_offsets;
        arrays[4] = (unsigned char *)small.strip_items;
        for (k = 0; k < 5; ++k) memset(arrays[k], GUARD, 64 * sizes[k] < ARENA_BYTES ? 64 * sizes[k] : ARENA_BYTES);
        if (which == 0) small.appearance_capacity = 1;
        if (which == 1) small.notification_capacity = 1;
        if (which == 2) small.pages = NULL, small.page_capacity = 0;
        if (which == 3) small.list_offset_capacity = 0;
        if (which == 4) small.strip_item_capacity = 1;
        a.p[3] = &small;
        status = call_step_into(&a);
        CHECK_STATUS(status, SEGPAGER_TRUNCATED);
        for (k = sizes[which] * (which == 2 || which == 3 ? 0 : 1); k < 8 * sizes[which]; ++k) {
            if (arrays[which][k] != GUARD) { CHECK(!"written past capacity"); break; }
        }
        CHECK_STATUS(segpager_pager_destroy(a.owned), SEGPAGER_OK);
    }
    {
        segpager_pager *p = new_pager();
        segpager_frame frame;
        segpager_event e = sp_list_resized(1, 0, 10);
        const int32_t bad[] = {3, -1, INT32_MAX, INT32_MIN};
        size_t j;
        frame.struct_size = (uint32_t)sizeof frame;
        segpager_step_buffers_init(&g_buffers);
        for (j = 0; j < 4; ++j) {
            e.index = bad[j];
            CHECK_STATUS(segpager_pager_step_into(p, &e, 1, &frame, &g_buffers), SEGPAGER_E_INDEX);
        }
        e.index = 0; e.offset = -1;
        CHECK_STATUS(segpager_pager_step_into(p, &e, 1, &frame, &g_buffers), SEGPAGER_E_RANGE);
        CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
    }
}

/* No arguments: nothing to get wrong. The messages themselves are checked
 * after every failing call above and by extra_last_error. */
static void valid_last_error(call_args *a) { (void)a; }
static int call_last_error(const call_args *a) {
    (void)a;
    return segpager_last_error_message() != NULL ? SEGPAGER_OK : SEGPAGER_E_NULL;
}
/* The messages name the field as C spells it, the rule and the value, in
 * one format: "<function>: <path>: <rule> (got <value>)" (issue #17's
 * examples; integers print as integers, an index gives its range). */
#define CHECK_MESSAGE(text) CHECK_MESSAGE_((text), __LINE__)
static void CHECK_MESSAGE_(const char *expected, int line) {
    const char *message = segpager_last_error_message();
    ++check_count;
    if (strcmp(message, expected) != 0) {
        fprintf(stderr, "%s:%d: last error message\n  \"%s\", expected\n  \"%s\"\n", __FILE__, line, message,
                expected);
        ++check_failures;
    }
}

/* The default config (its viewport width 0) with one field at a time set
 * bad, the ones before it made good again: segpager_pager_create's last
 * error message then. */
typedef struct config_message {
    size_t offset;
    int is_int32;
    double bad, good;
    const char *message;
    int line;
} config_message;
#define CONFIG_MESSAGE(member, is_int32, bad, good, message) \
    {offsetof(segpager_pager_configuration, member), is_int32, bad, good, "segpager_pager_create: " message, __LINE__}
static const config_message config_messages[] = {
    CONFIG_MESSAGE(spring_response, 0, 0, 0.3, "config.spring_response: must be > 0 (got 0)"),
    CONFIG_MESSAGE(prepare_radius, 1, -3, 1, "config.prepare_radius: must be >= 0 (got -3)"),
    CONFIG_MESSAGE(viewport_width, 0, 0, 375, /* no viewport width */
                   "config.viewport_width: must give a page stride > 0 (the viewport width is required) (got 0)"),
    CONFIG_MESSAGE(settle_bezier_x2, 0, 1.5, 0.5, "config.settle_bezier_x2: must be in 0...1 (got 1.5)"),
    CONFIG_MESSAGE(cache_limit, 1, -2, -2, "config.cache_limit: must be -1 (no limit) or >= 0 (got -2)"),
};
static void extra_last_error(void) {
    segpager_pager *p = new_pager();
    const int64_t ids[4] = {7, 8, 9, 8};
    segpager_item_metrics items[4];
    segpager_pager_configuration config;
    segpager_pager *none = NULL;
    segpager_frame frame;
    segpager_event events[2];
    size_t k;
    memset(items, 0, sizeof items);
    CHECK_STATUS(segpager_pager_set_items(p, ids, items, 4), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_set_items: ids[3]: 8 repeats ids[1]");
    items[2].selected_content_width = -2;
    CHECK_STATUS(segpager_pager_set_items(p, g_ids, items, 3), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_set_items: items[2].selected_content_width: must be >= 0 (got -2)");
    /* a success leaves the message */
    CHECK_STATUS(segpager_pager_remove_item(p, 0), SEGPAGER_OK);
    CHECK_MESSAGE("segpager_pager_set_items: items[2].selected_content_width: must be >= 0 (got -2)");
    CHECK_STATUS(segpager_pager_insert_item(p, 0, 30, &g_items[0]), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_insert_item: id: 30 is already used by item 1");
    CHECK_STATUS(segpager_pager_insert_item(p, -1, 77, &g_items[0]), SEGPAGER_E_INDEX);
    CHECK_MESSAGE("segpager_pager_insert_item: index: must be in 0..<3 (got -1)");
    CHECK_STATUS(segpager_pager_remove_item(p, 1000000), SEGPAGER_E_INDEX);
    CHECK_MESSAGE("segpager_pager_remove_item: index: must be in 0..<2 (got 1000000)");
    CHECK_STATUS(segpager_pager_move_item(p, 0, 2), SEGPAGER_E_INDEX);
    CHECK_MESSAGE("segpager_pager_move_item: destination: must be in 0..<2 (got 2)");
    /* an id above 2^53 prints exactly */
    CHECK_STATUS(segpager_pager_insert_item(p, 0, INT64_MAX, &g_items[0]), SEGPAGER_OK);
    CHECK_STATUS(segpager_pager_insert_item(p, 3, INT64_MAX, &g_items[0]), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_insert_item: id: 9223372036854775807 is already used by item 0");

    segpager_pager_configuration_init(&config);
    for (k = 0; k < sizeof config_messages / sizeof config_messages[0]; ++k) {
        const config_message *m = &config_messages[k];
        set_config_field(&config, m->offset, m->is_int32, m->bad);
        CHECK(segpager_pager_create(&config, &none) < 0);
        CHECK_MESSAGE_(m->message, m->line);
        set_config_field(&config, m->offset, m->is_int32, m->good);
    }
    CHECK(none == NULL);

    /* a step names the event and the event's own field */
    frame.struct_size = (uint32_t)sizeof frame;
    events[0] = sp_tick(5);
    events[1] = sp_tick(4);
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_ORDER);
    CHECK_MESSAGE("segpager_pager_step: events[1].time: must not be earlier than the event before it (got 4)");
    events[1] = sp_select(6, 7, 0);
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_INDEX);
    CHECK_MESSAGE("segpager_pager_step: events[1].index: must be in 0..<3 (got 7)");
    events[1] = sp_resized(6, 0, 320);
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_step: events[1].width: must give a page stride > 0 (the viewport width is "
                  "required) (got 0)");
    events[1] = sp_list_scrolled(6, 1e13);
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_step: events[1].offset: must be in -1e12...1e12 (got 10000000000000)");
    /* pointer events name their own fields: region, x/y, delta_x/delta_y */
    memset(&events[1], 0, sizeof events[1]);
    events[1].kind = SEGPAGER_EVENT_POINTER_DOWN;
    events[1].time = 6;
    events[1].region = 9;
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_ENUM);
    CHECK_MESSAGE("segpager_pager_step: events[1].region: must be one of its SEGPAGER_* constants (got 9)");
    events[1].region = SEGPAGER_REGION_PAGES;
    events[1].y = NAN;
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_NOT_FINITE);
    CHECK_MESSAGE("segpager_pager_step: events[1].y: must be finite (got nan)");
    events[1].kind = SEGPAGER_EVENT_WHEEL;
    events[1].delta_x = 0;
    events[1].delta_y = -2e12;
    CHECK_STATUS(segpager_pager_step(p, events, 2, &frame, NULL, 0, NULL, 0, NULL, 0), SEGPAGER_E_RANGE);
    CHECK_MESSAGE("segpager_pager_step: events[1].delta_y: must be in -1e12...1e12 (got -2000000000000)");
    CHECK_STATUS(segpager_pager_destroy(p), SEGPAGER_OK);
}

static void valid_last_frame(call_args *a) {
    valid_step_into(a); /* a pager, a frame and full buffers */
    a->p[1] = a->p[2];
    a->p[2] = a->p[3];
    a->n[0] = 0;
}
static int call_last_frame(const call_args *a) {
    return segpager_pager_last_frame((segpager_pager *)a->p[0], (segpager_frame *)a->p[1],
                                     (const segpager_step_buffers *)a->p[2]);
}

/* Three frames of the valid batch's events (0-2 in frame 0, 3-6 in frame
 * 1, the rest in frame 2) into records and roomy notification arrays. */
#define RUN_FRAMES 3
static segpager_frame g_records[RUN_FRAMES + 1];
static segpager_notification g_run_notes[64];
static uint32_t g_run_note_frames[64];
static uint32_t g_event_frames[N_EVENTS] = {0, 0, 0, 1, 1, 1, 1, 2, 2, 2};
static segpager_run_buffers g_run;
static void valid_run(call_args *a) {
    fill_events();
    a->owned = new_pager(); a->p[0] = a->owned; a->p[1] = g_events; a->p[2] = g_event_frames;
    a->n[0] = N_EVENTS; a->n[1] = RUN_FRAMES;
    CHECK_STATUS(segpager_pager_set_header(a->owned, &g_header, NULL, 0, &g_pager_header), SEGPAGER_OK);
    segpager_run_buffers_init(&g_run);
    g_run.frames = g_records;
    g_run.notifications = g_run_notes;
    g_run.notification_frames = g_run_note_frames;
    g_run.notification_capacity = 64;
    a->p[3] = &g_run;
    a->p[4] = OUT(4);
    a->p[5] = OUT(5);
}
static int call_run(const call_args *a) {
    return segpager_pager_run((segpager_pager *)a->p[0], (const segpager_event *)a->p[1],
                              (const uint32_t *)a->p[2], a->n[0], a->n[1], (const segpager_run_buffers *)a->p[3],
                              (size_t *)a->p[4], (size_t *)a->p[5]);
}
static int untouched(const void *memory, size_t from, size_t to);
/* What the slots cannot say: frame indices, the record sizes and stride,
 * alignment, and a notification array too small (TRUNCATED, nothing past
 * its capacity). */
static void extra_run(void) {
    static const struct { size_t size, stride; int status; } shapes[] = {
        {0, sizeof(segpager_frame), SEGPAGER_E_STRUCT_SIZE},
        {offsetof(segpager_frame, has_header) - 1, sizeof(segpager_frame), SEGPAGER_E_STRUCT_SIZE},
        {sizeof(segpager_frame), sizeof(segpager_frame) - 8, SEGPAGER_E_RANGE},
        {sizeof(segpager_frame), sizeof(segpager_frame) + 4, SEGPAGER_E_RANGE},
        {SIZE_MAX, SIZE_MAX, SEGPAGER_E_RANGE},
        {sizeof(segpager_frame), SIZE_MAX - 7, SEGPAGER_E_RANGE},
        {offsetof(segpager_frame, has_header), offsetof(segpager_frame, has_header), SEGPAGER_OK},
        {sizeof(segpager_frame) + 8, sizeof(segpager_frame) + 8, SEGPAGER_OK}, /* a newer, bigger frame */
    };
    call_args a;
    size_t k, done = 0, count = 0;
    uint32_t frames[N_EVENTS];
    for (k = 0; k < sizeof shapes / sizeof shapes[0]; ++k) {
        memset(&a, 0, sizeof a);
        valid_run(&a);
        g_run.frame_size = shapes[k].size;
        g_run.frame_stride = shapes[k].stride;
        CHECK_STATUS(call_run(&a), shapes[k].status);
        cleanup_pager(&a);
    }
    /* misaligned records */
    memset(&a, 0, sizeof a);
    valid_run(&a);
    g_run.frames = (unsigned char *)g_records + 4;
    CHECK_STATUS(call_run(&a), SEGPAGER_E_RANGE);
    cleanup_pager(&a);
    /* frame indices past frame_count, and going back */
    for (k = 0; k < 3; ++k) {
        memset(&a, 0, sizeof a);
        valid_run(&a);
        memcpy(frames, g_event_frames, sizeof frames);
        if (k == 0) frames[9] = RUN_FRAMES;
        if (k == 1) frames[4] = 0;
        if (k == 2) frames[0] = UINT32_MAX;
        a.p[2] = frames;
        CHECK_STATUS(call_run(&a), k == 1 ? SEGPAGER_E_ORDER : SEGPAGER_E_INDEX);
        cleanup_pager(&a);
    }
    /* one notification of room: TRUNCATED after the first frame, nothing past it */
    memset(&a, 0, sizeof a);
    valid_run(&a);
    memset(g_run_notes, GUARD, sizeof g_run_notes);
    g_run.notification_capacity = 1;
    a.p[4] = &done;
    a.p[5] = &count;
    CHECK_STATUS(call_run(&a), SEGPAGER_TRUNCATED);
    CHECK(done == 1 && count == 1);
    CHECK(g_records[0].pending_notifications > 0);
    CHECK(untouched(g_run_notes, sizeof g_run_notes[0], sizeof g_run_notes));
    cleanup_pager(&a);
}

/* ------------------------------------------------------------------------ */
/* The table: one row per function in segpager.h                           */
/* ------------------------------------------------------------------------ */

/* Each slot carries the argument's name in segpager.h: the last error
 * message of a call that broke the argument (or a field of it) must name it. */
#define NO_NEED NULL, 0
#define ROW_INIT(fn, T, out)                                                \
    {"segpager_" #fn, valid_init, call_##fn, NO_NEED, NULL, {S_OUT(0, out, T), S_END}}

static const row rows[] = {
    {"segpager_version", valid_none, call_version, NO_NEED, NULL, {S_END}},
    {"segpager_version_string", valid_none, call_version_string, NO_NEED, NULL, {S_END}},
    {"segpager_status_name", valid_status, call_status_name, NO_NEED, extra_status, {S_END}},
    {"segpager_status_string", valid_status, call_status_string, NO_NEED, extra_status, {S_END}},
    ROW_INIT(strip_style_init, segpager_strip_style, "style"),
    {"segpager_strip_layout", valid_strip_layout, call_strip_layout, need_count_at3, SEGPAGER_E_CAPACITY, NULL,
     {S_IN(0, "style", d_strip_style), S_ARRAY(1, "items", 0, d_item_metrics, SEGPAGER_OK), S_COUNT(0, "count"),
      S_NONNEG(0, "viewport_width"), S_OUT_ARRAY(2, "frames", 1, segpager_item_frame), S_CAPACITY(1, "capacity"),
      S_OUT_COUNT(3, "out_count"), S_OUT(4, "out_content_width", double), S_OUT(5, "out_scrolls", int32_t),
      S_END}},
    {"segpager_strip_hit_test", valid_hit_test, call_hit_test, NO_NEED, NULL,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_REAL(0, "x"),
      S_OUT(1, "out_index", int32_t), S_END}},
    {"segpager_strip_visible_range", valid_visible_range, call_visible_range, NO_NEED, NULL,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_REAL(0, "strip_offset"),
      S_NONNEG(1, "viewport_width"), S_OUT(1, "out_first", int32_t), S_OUT(2, "out_last", int32_t), S_END}},
    ROW_INIT(snap_options_init, segpager_snap_options, "options"),
    {"segpager_snap_groups", valid_snap_groups, call_snap_groups, need_count_at3, SEGPAGER_E_CAPACITY, extra_snaps,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_NONNEG(0, "view_size"),
      S_IN(1, "options", d_snap_options), S_OUT_ARRAY(2, "out_firsts", 1, int32_t), S_CAPACITY(1, "capacity"),
      S_OUT_COUNT(3, "out_count"), S_END}},
    {"segpager_scroll_snaps", valid_snap_groups, call_scroll_snaps, need_count_at3, SEGPAGER_E_CAPACITY, NULL,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_NONNEG(0, "view_size"),
      S_IN(1, "options", d_snap_options), S_OUT_ARRAY(2, "out_snaps", 1, double), S_CAPACITY(1, "capacity"),
      S_OUT_COUNT(3, "out_count"), S_END}},
    {"segpager_loop_points", valid_loop_points, call_loop_points, need_count_at3, SEGPAGER_E_CAPACITY, NULL,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_NONNEG(0, "view_size"),
      S_IN(1, "options", d_snap_options), S_OUT_ARRAY(2, "out_points", 1, segpager_loop_point),
      S_CAPACITY(1, "capacity"), S_OUT_COUNT(3, "out_count"), S_OUT(4, "out_can_loop", int32_t), S_END}},
    {"segpager_loop_shifts", valid_loop_shifts, call_loop_shifts, NO_NEED, NULL,
     {S_ARRAY(0, "frames", 0, d_item_frame, SEGPAGER_OK), S_COUNT(0, "count"), S_NONNEG(0, "view_size"),
      S_IN(1, "options", d_snap_options), S_REAL(1, "offset"), S_OUT(2, "out_shifts", double[3]), S_END}},
    ROW_INIT(strip_geometry_init, segpager_strip_geometry, "strip"),
    ROW_INIT(indicator_style_init, segpager_indicator_style, "style"),
    {"segpager_indicator_rect", valid_indicator_rect, call_indicator_rect, NO_NEED, NULL,
     {S_IN(0, "strip", d_strip_geometry), S_IN(1, "style", d_indicator_style), S_REAL(0, "p"),
      S_INDEX(0, "selected_index", 3), S_OUT(2, "out_indicator", segpager_indicator), S_END}},
    {"segpager_indicator_rects", valid_indicator_rects, call_indicator_rects, need_count_at3,
     SEGPAGER_E_CAPACITY, NULL,
     {S_IN(0, "strip", d_strip_geometry), S_IN(1, "style", d_indicator_style),
      S_INDEX(0, "first", 4), /* first = last + 1 asks for nothing, so 3 is valid */
      S_INDEX(1, "last", 3), S_OUT_ARRAY(2, "indicators", 0, segpager_indicator), S_CAPACITY(0, "capacity"),
      S_OUT_COUNT(3, "out_count"), S_END}},
    ROW_INIT(appearance_style_init, segpager_appearance_style, "style"),
    {"segpager_item_appearances", valid_item_appearances, call_item_appearances, need_count_at3_appearances,
     SEGPAGER_E_CAPACITY, NULL,
     {S_IN(0, "strip", d_strip_geometry), S_IN(1, "style", d_appearance_style), S_REAL(0, "p"),
      S_INDEX(0, "selected_index", 3),
      S_INDEX(1, "first", 4), /* first = last + 1 asks for nothing, so 3 is valid */
      S_INDEX(2, "last", 3), S_OUT_ARRAY(2, "appearances", 0, segpager_item_appearance), S_CAPACITY(0, "capacity"),
      S_OUT_COUNT(3, "out_count"), S_END}},
    ROW_INIT(strip_offset_style_init, segpager_strip_offset_style, "style"),
    {"segpager_strip_offset", valid_strip_offset, call_strip_offset, NO_NEED, NULL,
     {S_IN(0, "strip", d_strip_geometry), S_IN(1, "style", d_strip_offset_style), S_REAL(0, "p"),
      S_INDEX(0, "selected_index", 3), S_REAL(1, "current_offset"), S_OUT(2, "out_strip_offset", double), S_END}},
    {"segpager_strip_state", valid_strip_state, call_strip_state, need_count_at7, SEGPAGER_E_CAPACITY, NULL,
     {S_IN(0, "strip", d_strip_geometry), S_OPT(1, "indicator_style", d_indicator_style, SEGPAGER_OK),
      S_OPT(2, "appearance_style", d_appearance_style, SEGPAGER_OK),
      S_OPT(3, "offset_style", d_strip_offset_style, SEGPAGER_OK), S_REAL(0, "p"), S_INDEX(0, "selected_index", 3),
      S_REAL(1, "current_offset"), S_OUT(4, "out_strip_offset", double), S_OUT(5, "out_indicator", segpager_indicator),
      S_OUT_ARRAY(6, "appearances", 0, segpager_item_appearance), S_CAPACITY(0, "capacity"),
      S_OUT_COUNT(7, "out_count"), S_OUT(8, "out_first", int32_t), S_END}},
    ROW_INIT(page_geometry_init, segpager_page_geometry, "geometry"),
    {"segpager_page_position", valid_page_position, call_page_position, NO_NEED, NULL,
     {S_IN(0, "geometry", d_page_geometry), S_REAL(0, "page_offset"), S_OUT(1, "out_position", double), S_END}},
    {"segpager_page_offset", valid_page_position, call_page_offset, NO_NEED, NULL,
     {S_IN(0, "geometry", d_page_geometry), S_REAL(0, "position"), S_OUT(1, "out_page_offset", double), S_END}},
    {"segpager_page_offset_range", valid_page_offset_range, call_page_offset_range, NO_NEED, NULL,
     {S_IN(0, "geometry", d_page_geometry), S_OUT(1, "out_min_offset", double), S_OUT(2, "out_max_offset", double),
      S_END}},
    {"segpager_page_offset_after_resize", valid_after_resize, call_after_resize, NO_NEED, NULL,
     {S_IN(0, "old_geometry", d_page_geometry), S_IN(1, "new_geometry", d_page_geometry), S_REAL(0, "page_offset"),
      S_OUT(2, "out_page_offset", double), S_END}},
    {"segpager_selected_index", valid_selected_index, call_selected_index, NO_NEED, NULL,
     {S_REAL(0, "position"), S_NONNEG_INT(0, "page_count"), S_ENUM(1, "commit_rule"), S_OUT(0, "out_index", int32_t),
      S_END}},
    {"segpager_deceleration_state", valid_decel_state, call_decel_state, NO_NEED, extra_deceleration,
     {S_NONNEG(0, "rate"), S_REAL(1, "velocity"), S_NONNEG(2, "time"), S_OUT(0, "out_distance", double),
      S_OUT(1, "out_velocity", double), S_END}},
    {"segpager_deceleration_projection", valid_decel_projection, call_decel_projection, NO_NEED,
     extra_deceleration,
     {S_NONNEG(0, "rate"), S_REAL(1, "velocity"), S_OUT(0, "out_distance", double), S_END}},
    {"segpager_deceleration_duration", valid_decel_duration, call_decel_duration, NO_NEED, extra_deceleration,
     {S_NONNEG(0, "rate"), S_REAL(1, "velocity"), S_NONNEG(2, "epsilon"), S_OUT(0, "out_time", double), S_END}},
    {"segpager_spline_fling", valid_spline_fling, call_spline_fling, NO_NEED, extra_spline_fling,
     {S_NONNEG(0, "density"), S_NONNEG(1, "friction"), S_REAL(2, "velocity"), S_OUT(0, "out_distance", double),
      S_OUT(1, "out_duration", double), S_END}},
    {"segpager_spline_fling_state", valid_spline_fling, call_spline_fling_state, NO_NEED, extra_spline_fling,
     {S_NONNEG(0, "density"), S_NONNEG(1, "friction"), S_REAL(2, "velocity"), S_NONNEG(3, "time"),
      S_OUT(0, "out_distance", double), S_OUT(1, "out_velocity", double), S_END}},
    {"segpager_rubber_band", valid_rubber_band, call_rubber_band, NO_NEED, extra_rubber_band,
     {S_NONNEG(0, "coefficient"), S_NONNEG(1, "dimension"), S_REAL(2, "overshoot"), S_OUT(0, "out_offset", double),
      S_END}},
    {"segpager_rubber_band_inverse", valid_rubber_band, call_rubber_band_inverse, NO_NEED, extra_rubber_band,
     {S_NONNEG(0, "coefficient"), S_NONNEG(1, "dimension"), S_REAL(2, "offset"),
      S_OUT(0, "out_overshoot", double), S_END}},
    {"segpager_velocity_estimate", valid_velocity, call_velocity, NO_NEED, extra_velocity,
     {S_ARRAY(0, "times", 0, d_double, SEGPAGER_OK), S_ARRAY(1, "positions", 0, d_double, SEGPAGER_OK),
      S_COUNT(0, "count"), S_OUT(2, "out_velocity", double), S_END}},
    ROW_INIT(spring_init, segpager_spring, "spring"),
    ROW_INIT(header_section_init, segpager_header_section, "section"),
    {"segpager_spring_state", valid_spring_state, call_spring_state, NO_NEED, extra_spring,
     {S_IN(0, "spring", d_spring), S_REAL(0, "displacement"), S_REAL(1, "velocity"), S_NONNEG(2, "time"),
      S_OUT(1, "out_displacement", double), S_OUT(2, "out_velocity", double), S_END}},
    {"segpager_spring_settling_time", valid_spring_settling, call_spring_settling, NO_NEED, extra_spring,
     {S_IN(0, "spring", d_spring), S_REAL(0, "displacement"), S_REAL(1, "velocity"), S_NONNEG(2, "epsilon"),
      S_OUT(1, "out_time", double), S_END}},
    {"segpager_cubic_bezier", valid_cubic_bezier, call_cubic_bezier, NO_NEED, extra_cubic_bezier,
     {S_NONNEG(0, "x1"), S_REAL(1, "y1"), S_NONNEG(2, "x2"), S_REAL(3, "y2"), S_REAL(4, "x"),
      S_OUT(0, "out_y", double), S_END}},
    ROW_INIT(paging_options_init, segpager_paging_options, "options"),
    {"segpager_paging_dragging_target", valid_dragging_target, call_dragging_target, NO_NEED, NULL,
     {S_IN(0, "options", d_paging_options), S_IN(1, "pages", d_page_geometry), S_REAL(0, "position"),
      S_OUT(2, "out_page", int32_t), S_END}},
    {"segpager_paging_target", valid_paging_target, call_paging_target, NO_NEED, extra_paging_target,
     {S_IN(0, "options", d_paging_options), S_IN(1, "pages", d_page_geometry), S_REAL(0, "page_offset"),
      S_REAL(1, "velocity"), S_INDEX(0, "start_page", 3), S_OUT(2, "out_page", int32_t), S_END}},
    ROW_INIT(header_style_init, segpager_header_style, "style"),
    {"segpager_header_frame_at", valid_header_frame, call_header_frame, NO_NEED, extra_header_style,
     {S_IN(0, "style", d_header_style), S_NONNEG(0, "width"), S_REAL(1, "list_offset"),
      S_OUT(1, "out_frame", segpager_header_frame), S_END}},
    {"segpager_header_list_offset", valid_header_list_offset, call_header_list_offset, NO_NEED, NULL,
     {S_IN(0, "style", d_header_style), S_ENUM(0, "policy"), S_REAL(0, "own_offset"),
      S_REAL(1, "header_list_offset"), S_OUT(1, "out_offset", double), S_END}},
    {"segpager_nested_scroll", valid_nested_scroll, call_nested_scroll, NO_NEED, extra_nested_scroll,
     {S_IN(0, "style", d_header_style), S_ENUM(0, "mode"), S_REAL(0, "delta"), S_NONNEG(1, "header_offset"),
      S_NONNEG(2, "list_offset"), S_NONNEG(3, "list_max_offset"), S_NONNEG(4, "enter_height"),
      S_OUT(1, "out_split", segpager_scroll_split), S_END}},
    {"segpager_header_stack_ranges", valid_stack_ranges, call_stack_ranges, NO_NEED, extra_stack,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE), S_COUNT(0, "count"),
      S_OUT(1, "out_ranges", segpager_header_ranges), S_END}},
    {"segpager_header_stack_scroll", valid_stack_scroll, call_stack_scroll, NO_NEED, extra_stack,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE), S_COUNT(0, "count"), S_REAL(0, "delta"),
      S_NONNEG(1, "header_offset"), S_NONNEG(2, "list_offset"), S_NONNEG(3, "list_max_offset"),
      S_OUT(1, "out_split", segpager_scroll_split), S_END}},
    {"segpager_header_stack_snap_target", valid_stack_snap, call_stack_snap, NO_NEED, extra_stack,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE), S_COUNT(0, "count"),
      S_NONNEG(0, "header_offset"), S_OUT(1, "out_offset", double), S_END}},
    {"segpager_header_stack_ranges_with_margins", valid_stack_ranges_m, call_stack_ranges_m, NO_NEED, NULL,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE),
      S_OPT_ARRAY(2, "margins", 0, d_section_margins, SEGPAGER_OK), S_COUNT(0, "count"),
      S_OUT(1, "out_ranges", segpager_header_ranges), S_END}},
    {"segpager_header_stack_scroll_with_margins", valid_stack_scroll_m, call_stack_scroll_m, NO_NEED, NULL,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE),
      S_OPT_ARRAY(2, "margins", 0, d_section_margins, SEGPAGER_OK), S_COUNT(0, "count"), S_REAL(0, "delta"),
      S_NONNEG(1, "header_offset"), S_NONNEG(2, "list_offset"), S_NONNEG(3, "list_max_offset"),
      S_OUT(1, "out_split", segpager_scroll_split), S_END}},
    {"segpager_header_stack_snap_target_with_margins", valid_stack_snap_m, call_stack_snap_m, NO_NEED, NULL,
     {S_ARRAY(0, "sections", 0, d_header_section, SEGPAGER_E_RANGE),
      S_OPT_ARRAY(2, "margins", 0, d_section_margins, SEGPAGER_OK), S_COUNT(0, "count"),
      S_NONNEG(0, "header_offset"), S_OUT(1, "out_offset", double), S_END}},
    {"segpager_header_snap_target", valid_header_snap, call_header_snap, NO_NEED, NULL,
     {S_IN(0, "style", d_header_style), S_REAL(0, "header_offset"), S_REAL(1, "velocity"),
      S_NONNEG(2, "min_velocity"), S_OUT(1, "out_offset", double), S_END}},
    {"segpager_header_snap_duration", valid_snap_duration, call_snap_duration, NO_NEED, NULL,
     {S_NONNEG(0, "distance"), S_REAL(1, "velocity"), S_NONNEG(2, "height"), S_OUT(0, "out_seconds", double),
      S_END}},
    {"segpager_header_min_content_height", valid_min_content, call_min_content, NO_NEED, NULL,
     {S_IN(0, "style", d_header_style), S_NONNEG(0, "list_viewport_height"), S_OUT(1, "out_height", double),
      S_END}},
    {"segpager_gesture_axis", valid_gesture_axis, call_gesture_axis, NO_NEED, extra_gesture_axis,
     {S_REAL(0, "dx"), S_REAL(1, "dy"), S_NONNEG(2, "min_distance"), S_NONNEG(3, "max_angle"),
      S_OUT(0, "out_axis", int32_t), S_END}},
    ROW_INIT(pager_configuration_init, segpager_pager_configuration, "config"),
    {"segpager_pager_configuration_init_preset", valid_config_preset, call_config_preset, NO_NEED, NULL,
     {S_OUT(0, "config", segpager_pager_configuration), S_ENUM(0, "preset"), S_END}},
    {"segpager_pager_create", valid_pager_create, call_pager_create, NO_NEED, extra_pager_create,
     {S_IN(0, "config", d_pager_config), S_OUT(1, "out_pager", segpager_pager *), S_END}},
    {"segpager_pager_destroy", valid_pager_destroy, call_pager_destroy, NO_NEED, extra_pager_destroy,
     {S_HANDLE(0, SEGPAGER_OK), S_END}},
    {"segpager_pager_set_strip_style", valid_pager_set_strip_style, call_pager_set_strip_style, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_strip_style), S_END}},
    {"segpager_pager_set_indicator_style", valid_pager_set_indicator_style, call_pager_set_indicator_style,
     NO_NEED, NULL, {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_indicator_style), S_END}},
    {"segpager_pager_set_appearance_style", valid_pager_set_appearance_style, call_pager_set_appearance_style,
     NO_NEED, NULL, {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_appearance_style), S_END}},
    {"segpager_pager_set_strip_offset_style", valid_pager_set_strip_offset_style,
     call_pager_set_strip_offset_style, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_strip_offset_style), S_END}},
    {"segpager_pager_set_paging_options", valid_pager_set_paging_options, call_pager_set_paging_options, NO_NEED,
     NULL, {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "options", d_pager_paging_options), S_END}},
    {"segpager_pager_set_items", valid_set_items, call_set_items, NO_NEED, extra_set_items,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_ARRAY(1, "ids", 0, d_int64, SEGPAGER_OK),
      S_ARRAY(2, "items", 0, d_item_metrics, SEGPAGER_OK), S_COUNT(0, "count"), S_END}},
    {"segpager_pager_insert_item", valid_insert_item, call_insert_item, NO_NEED, extra_item_edits,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_INDEX(0, "index", 4), S_IN(1, "item", d_item_metrics), S_END}},
    {"segpager_pager_remove_item", valid_remove_item, call_remove_item, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_INDEX(0, "index", 3), S_END}},
    {"segpager_pager_move_item", valid_move_item, call_move_item, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_INDEX(0, "source", 3), S_INDEX(1, "destination", 3), S_END}},
    {"segpager_pager_get_items", valid_get_items, call_get_items, need_get_items, SEGPAGER_E_CAPACITY, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_OUT_ARRAY(1, "ids", 0, int64_t),
      S_OUT_ARRAY(2, "items", 0, segpager_item_metrics), S_CAPACITY(0, "capacity"), S_OUT_COUNT(3, "out_count"),
      S_END}},
    {"segpager_pager_get_configuration", valid_get_config, call_get_config, NO_NEED, extra_get_config,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_OUT(1, "config", segpager_pager_configuration), S_END}},
    {"segpager_pager_step", valid_pager_step, call_pager_step, need_pager_step, SEGPAGER_TRUNCATED,
     extra_pager_step,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_ARRAY(1, "events", 0, d_event, SEGPAGER_OK), S_COUNT(0, "event_count"),
      S_FRAME(2, "out_frame"), S_OUT_ARRAY(3, "appearances", 1, segpager_item_appearance),
      S_CAPACITY(1, "appearance_capacity"), S_OUT_ARRAY(4, "notifications", 2, segpager_notification),
      S_CAPACITY(2, "notification_capacity"), S_OUT_ARRAY(5, "pages", 3, segpager_page_visibility),
      S_CAPACITY(3, "page_capacity"), S_END}},
    ROW_INIT(pager_header_init, segpager_pager_header, "options"),
    {"segpager_pager_set_header", valid_set_header, call_set_header, NO_NEED, extra_set_header,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_header_style),
      S_ARRAY(2, "sections", 0, d_header_section, SEGPAGER_OK), S_COUNT(0, "count"),
      S_IN(3, "options", d_pager_header), S_END}},
    {"segpager_pager_set_header_with_margins", valid_set_header_m, call_set_header_m, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_IN(1, "style", d_header_style),
      S_ARRAY(2, "sections", 0, d_header_section, SEGPAGER_OK),
      S_OPT_ARRAY(4, "margins", 0, d_section_margins, SEGPAGER_OK), S_COUNT(0, "count"),
      S_IN(3, "options", d_pager_header), S_END}},
    {"segpager_pager_remove_header", valid_remove_header, call_remove_header, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_END}},
    ROW_INIT(step_buffers_init, segpager_step_buffers, "buffers"),
    {"segpager_pager_step_into", valid_step_into, call_step_into, NO_NEED, extra_step_into,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_ARRAY(1, "events", 0, d_event, SEGPAGER_OK), S_COUNT(0, "event_count"),
      S_FRAME(2, "out_frame"), S_IN(3, "buffers", d_step_buffers), S_END}},
    {"segpager_last_error_message", valid_last_error, call_last_error, NO_NEED, extra_last_error, {S_END}},
    {"segpager_pager_last_frame", valid_last_frame, call_last_frame, NO_NEED, NULL,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_FRAME(1, "out_frame"), S_IN(2, "buffers", d_step_buffers), S_END}},
    ROW_INIT(run_buffers_init, segpager_run_buffers, "buffers"),
    {"segpager_pager_run", valid_run, call_run, NO_NEED, extra_run,
     {S_HANDLE(0, SEGPAGER_E_NULL), S_ARRAY(1, "events", 0, d_event, SEGPAGER_OK),
      S_ARRAY(2, "event_frames", 0, d_uint32, SEGPAGER_OK), S_COUNT(0, "event_count"), S_COUNT(1, "frame_count"),
      S_IN(3, "buffers", d_run_buffers), S_OUT(4, "out_frames_done", size_t),
      S_OUT(5, "out_notification_count", size_t), S_END}},
};
#define N_ROWS (sizeof rows / sizeof rows[0])

/* ------------------------------------------------------------------------ */
/* The engine                                                               */
/* ------------------------------------------------------------------------ */

static const row *current_row;
static const char *current_case;
static char case_buffer[160];
static int row_cases;

/* What the next failing call's message must name, in C's spelling: a path
 * ("config", "config.spring_response", "out_frame.struct_size"), or with an
 * element field, an element of an array ("items[<n>].content_width"); set
 * by NAMES / NAMES_ELEMENT before each case that breaks one argument, and
 * cleared after it. */
static const char *expected_path;
static char expected_path_buffer[160];
static const char *expected_element;

#define NAMES(...)                                                              \
    do {                                                                        \
        snprintf(expected_path_buffer, sizeof expected_path_buffer, __VA_ARGS__); \
        expected_path = expected_path_buffer;                                   \
        expected_element = NULL;                                                \
    } while (0)
#define NAMES_ELEMENT(array, field) \
    do {                            \
        NAMES("%s", array);         \
        expected_element = (field); \
    } while (0)

/* Whether `message` is "<function>: <path>: ..." for the expected path
 * (an array element: "<function>: <array>[<digits>].<field>: ..."). */
static int names_expected(const char *message, const char *function) {
    size_t n = strlen(function), k = strlen(expected_path);
    if (strncmp(message, function, n) != 0 || strncmp(message + n, ": ", 2) != 0) return 0;
    message += n + 2;
    if (strncmp(message, expected_path, k) != 0) return 0;
    message += k;
    if (expected_element != NULL) {
        size_t f = strlen(expected_element);
        if (*message++ != '[' || *message < '0' || *message > '9') return 0;
        while (*message >= '0' && *message <= '9') ++message;
        if (*message++ != ']') return 0;
        /* an element that is a number has no field: "times[2]: ..." */
        if (f > 0 && (*message++ != '.' || strncmp(message, expected_element, f) != 0)) return 0;
        message += f;
    }
    return strncmp(message, ": ", 2) == 0;
}

/* The message of a result that overflowed from finite input (DBL_MAX, say):
 * no one argument is at fault then. */
#define OVERFLOWED "the result overflowed (finite input, but too large to compute with)"

/* After a failing call: the message names the function and the path
 * expected (if any; it is cleared here). A case whose input is valid but
 * extreme (`extreme`: DBL_MAX) may instead fail with OVERFLOWED. */
static void check_message(int status, int extreme) {
    const char *message = segpager_last_error_message();
    size_t n = strlen(current_row->name);
    ++check_count;
    if (message == NULL || strncmp(message, current_row->name, n) != 0 || message[n] != ':' ||
        strlen(message) < n + 3) {
        fprintf(stderr, "%s: %s: last error message \"%s\"\n", current_row->name, current_case,
                message ? message : "(null)");
        ++check_failures;
    } else if (expected_path != NULL) {
        ++check_count;
        if (!names_expected(message, current_row->name) &&
            !(extreme && status == SEGPAGER_E_NOT_FINITE && strcmp(message + n, ": " OVERFLOWED) == 0)) {
            fprintf(stderr, "%s: %s: %s: last error message \"%s\" does not name %s%s%s\n", current_row->name,
                    current_case, segpager_status_name(status), message, expected_path,
                    expected_element ? "[i]." : "", expected_element ? expected_element : "");
            ++check_failures;
        }
    }
    expected_path = NULL;
}

static void prepare(call_args *a) {
    memset(a, 0, sizeof *a);
    current_row->valid(a);
}

static void finish(call_args *a, int status) {
    /* A created pager (pager_create's out_pager on success) is destroyed too. */
    if (current_row->call == call_pager_create && status == SEGPAGER_OK)
        CHECK_STATUS(segpager_pager_destroy(*(segpager_pager **)a->p[1]), SEGPAGER_OK);
    if (current_row->call == call_pager_destroy && status == SEGPAGER_OK) a->owned = NULL;
    cleanup_pager(a);
}

/* Fills every output with guard bytes (the caller-set struct_size of a
 * frame excepted). */
static int is_output(slot_role r) { return r == R_OUT || r == R_OUT_COUNT || r == R_OUT_ARRAY || r == R_FRAME; }

static void guard_outputs(const call_args *a) {
    const slot *s;
    for (s = current_row->slots; s->role != R_END; ++s) {
        if (!is_output(s->role) || a->p[s->index] != (void *)out_arena[s->index]) continue;
        memset(out_arena[s->index], GUARD, ARENA_BYTES);
        if (s->role == R_FRAME) ((segpager_frame *)out_arena[s->index])->struct_size = (uint32_t)sizeof(segpager_frame);
    }
}

static int untouched(const void *memory, size_t from, size_t to) {
    const unsigned char *bytes = (const unsigned char *)memory;
    size_t k;
    for (k = from; k < to; ++k)
        if (bytes[k] != GUARD) return 0;
    return 1;
}

/* "When a function fails it writes nothing through its out-pointers, except
 * the needed count on SEGPAGER_E_CAPACITY." */
static void check_outputs_untouched(const call_args *a, int status) {
    const slot *s;
    for (s = current_row->slots; s->role != R_END; ++s) {
        size_t from = s->role == R_FRAME ? sizeof(uint32_t) : 0;
        if (!is_output(s->role) || a->p[s->index] != (void *)out_arena[s->index]) continue;
        if (s->role == R_OUT_COUNT && status == SEGPAGER_E_CAPACITY) continue;
        if (!untouched(out_arena[s->index], from, ARENA_BYTES)) {
            fprintf(stderr, "%s: %s: failed with %s but wrote output %d\n", current_row->name, current_case,
                    segpager_status_name(status), s->index);
            ++check_failures;
        }
    }
}

/* Runs one bad call; expected is a status, or -1000 for "any defined status". */
#define ANY_DEFINED (-1000)
static void expect(call_args *a, int expected) {
    int status;
    guard_outputs(a);
    status = current_row->call(a);
    ++check_count;
    ++row_cases;
    if (expected == ANY_DEFINED) {
        if (strcmp(segpager_status_name(status), "SEGPAGER_UNKNOWN") == 0 || status == SEGPAGER_TRUNCATED) {
            fprintf(stderr, "%s: %s: returned %d\n", current_row->name, current_case, status);
            ++check_failures;
        }
    } else if (status != expected) {
        fprintf(stderr, "%s: %s: returned %s, expected %s\n", current_row->name, current_case,
                segpager_status_name(status), segpager_status_name(expected));
        ++check_failures;
    }
    if (status < 0) {
        /* the thread's last error message names the function that failed,
         * and the argument or field the case broke */
        check_message(status, expected == ANY_DEFINED);
        check_outputs_untouched(a, status);
    }
    expected_path = NULL;
    finish(a, status);
}

#define CASE(...)                                                     \
    do {                                                              \
        snprintf(case_buffer, sizeof case_buffer, __VA_ARGS__);       \
        current_case = case_buffer;                                   \
    } while (0)

/* expect() in a forked child, whose message must also contain `words`; a
 * child that hangs is killed by its alarm and fails the case. The parent
 * then cleans up what prepare() made. */
static void expect_in_child(call_args *a, int expected, const char *words) {
    int status = 0;
    pid_t child = fork();
    if (child == 0) {
        const int failures = check_failures; /* the parent's, copied */
        alarm(20);
        guard_outputs(a);
        status = current_row->call(a);
        if (status != expected) {
            fprintf(stderr, "%s: %s: returned %s, expected %s\n", current_row->name, current_case,
                    segpager_status_name(status), segpager_status_name(expected));
            ++check_failures;
        }
        if (status < 0) {
            check_message(status, 0);
            check_outputs_untouched(a, status);
        }
        if (strstr(segpager_last_error_message(), words) == NULL) {
            fprintf(stderr, "%s: %s: last error message \"%s\" does not say %s\n", current_row->name, current_case,
                    segpager_last_error_message(), words);
            ++check_failures;
        }
        _exit(check_failures == failures ? 0 : 1);
    }
    ++check_count;
    ++row_cases;
    if (child < 0 || waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "%s: %s: the child %s\n", current_row->name, current_case,
                child < 0 ? "was not forked"
                : WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM ? "hung (its alarm went off)"
                                                                     : "failed");
        ++check_failures;
    }
    expected_path = NULL;
    finish(a, expected);
}

static const double non_finite[] = {NAN, INFINITY, -INFINITY};
static const char *const non_finite_names[] = {"NaN", "+Inf", "-Inf"};
static const int32_t bad_enums[] = {-1, 99, INT32_MIN, INT32_MAX};

/* Breaks one field of an input struct (every element of an array). */
static void break_fields(const slot *s) {
    const struct_desc *d = s->desc;
    size_t f, k, e, elements;
    call_args a;
    for (f = 0; f < d->field_count; ++f) {
        const field *fd = &d->fields[f];
        /* the values to try, and what each must give */
        double reals[5];
        int32_t ints[5];
        uint64_t sizes[2];
        int expected[5];
        const char *names[5];
        size_t n = 0;
        switch (fd->kind) {
        case F_REAL:
        case F_NONNEG:
            for (k = 0; k < 3; ++k) {
                reals[n] = non_finite[k]; expected[n] = SEGPAGER_E_NOT_FINITE; names[n++] = non_finite_names[k];
            }
            if (fd->kind == F_NONNEG) { reals[n] = -1; expected[n] = SEGPAGER_E_RANGE; names[n++] = "-1"; }
            break;
        case F_ENUM:
            for (k = 0; k < 4; ++k) { ints[n] = bad_enums[k]; expected[n] = SEGPAGER_E_ENUM; names[n++] = "unknown"; }
            break;
        case F_FLAG:
            ints[n] = 2; expected[n] = SEGPAGER_E_RANGE; names[n++] = "2";
            ints[n] = -1; expected[n] = SEGPAGER_E_RANGE; names[n++] = "-1";
            break;
        case F_FLAGS:
            ints[n] = (int32_t)0x40000000; expected[n] = SEGPAGER_E_RANGE; names[n++] = "unknown bit";
            break;
        case F_RESERVED:
            ints[n] = 1; expected[n] = SEGPAGER_E_RANGE; names[n++] = "1";
            break;
        case F_STRUCT_SIZE:
            ints[n] = 0; expected[n] = SEGPAGER_E_STRUCT_SIZE; names[n++] = "0";
            ints[n] = (int32_t)d->first_size - 1; expected[n] = SEGPAGER_E_STRUCT_SIZE; names[n++] = "first - 1";
            break;
        case F_PTR:
            expected[n] = SEGPAGER_E_NULL; names[n++] = "NULL";
            break;
        case F_COUNT:
            sizes[0] = SIZE_MAX; expected[n] = SEGPAGER_E_RANGE; names[n++] = "SIZE_MAX";
            sizes[1] = (uint64_t)SEGPAGER_MAX_COUNT + 1; expected[n] = SEGPAGER_E_RANGE; names[n++] = "MAX_COUNT + 1";
            break;
        case F_INT:
        case F_OPT_PTR:
        case F_PADDING:
            break;
        }
        for (k = 0; k < n; ++k) {
            unsigned char *copy;
            prepare(&a);
            elements = s->role == R_ARRAY || s->role == R_OPT_ARRAY ? a.n[s->pair] : 1;
            copy = (unsigned char *)scratch[s->index];
            if (elements * d->size > sizeof scratch[0]) { CHECK(!"scratch too small"); break; }
            memcpy(copy, a.p[s->index], elements * d->size);
            for (e = 0; e < elements; ++e) {
                unsigned char *at = copy + e * d->size + fd->offset;
                switch (fd->kind) {
                case F_REAL: case F_NONNEG: memcpy(at, &reals[k], sizeof(double)); break;
                case F_ENUM: case F_FLAG: case F_FLAGS: case F_RESERVED: memcpy(at, &ints[k], sizeof(int32_t)); break;
                case F_STRUCT_SIZE: { uint32_t v = (uint32_t)ints[k]; memcpy(at, &v, sizeof v); break; }
                case F_PTR: memset(at, 0, fd->size); break;
                case F_COUNT: { size_t v = (size_t)sizes[k]; memcpy(at, &v, sizeof v); break; }
                case F_INT: case F_OPT_PTR: case F_PADDING: break;
                }
            }
            a.p[s->index] = copy;
            CASE("%s.%s = %s", d->name, fd->name, names[k]);
            if (s->role == R_ARRAY || s->role == R_OPT_ARRAY)
                NAMES_ELEMENT(s->name, d->field_count == 1 && fd->size == d->size ? "" : fd->name);
            else
                NAMES("%s.%s", s->name, fd->name);
            expect(&a, expected[k]);
        }
    }
    /* a newer caller's bigger struct is fine */
    if (d->field_count > 0 && d->fields[0].kind == F_STRUCT_SIZE) {
        unsigned char *copy = (unsigned char *)scratch[s->index];
        uint32_t bigger = (uint32_t)d->size + 64;
        prepare(&a);
        memset(copy, 0, d->size + 64);
        memcpy(copy, a.p[s->index], d->size);
        memcpy(copy, &bigger, sizeof bigger);
        a.p[s->index] = copy;
        CASE("%s.struct_size = sizeof + 64", d->name);
        expect(&a, SEGPAGER_OK);
    }
}

/* The name of the capacity of the output array in slot s. */
static const char *capacity_name(const slot *s) {
    const slot *c;
    for (c = current_row->slots; c->role != R_END; ++c)
        if (c->role == R_CAPACITY && c->index == s->pair) return c->name;
    return "(no capacity slot)";
}

static void check_capacity(const slot *s) {
    call_args a;
    size_t need, tries[2], k, capacity_slot = (size_t)s->pair;
    int status;
    prepare(&a);
    guard_outputs(&a);
    status = current_row->call(&a);
    CHECK(status == SEGPAGER_OK);
    need = current_row->need(&a, s->index);
    finish(&a, status);
    if (need == 0) {
        fprintf(stderr, "%s: the valid call needs no output in slot %d: make it need some\n", current_row->name, s->index);
        ++check_failures;
        return;
    }
    tries[0] = 0;
    tries[1] = need - 1;
    for (k = 0; k < 2; ++k) {
        prepare(&a);
        a.n[capacity_slot] = tries[k];
        CASE("capacity %zu of %zu", tries[k], need);
        guard_outputs(&a);
        status = current_row->call(&a);
        ++check_count; ++row_cases;
        if (status != current_row->capacity_status) {
            fprintf(stderr, "%s: %s: returned %s\n", current_row->name, current_case, segpager_status_name(status));
            ++check_failures;
        }
        /* nothing past the capacity; with E_CAPACITY, nothing at all */
        {
            size_t from = current_row->capacity_status == SEGPAGER_E_CAPACITY ? 0 : tries[k] * s->bytes;
            if (!untouched(out_arena[s->index], from, ARENA_BYTES)) {
                fprintf(stderr, "%s: %s: wrote past the capacity\n", current_row->name, current_case);
                ++check_failures;
            }
        }
        if (status < 0) {
            NAMES("%s", capacity_name(s));
            check_message(status, 0);
            check_outputs_untouched(&a, status);
        }
        if (current_row->need(&a, s->index) != need) {
            fprintf(stderr, "%s: %s: reported need %zu, expected %zu\n", current_row->name, current_case,
                    current_row->need(&a, s->index), need);
            ++check_failures;
        }
        finish(&a, status);
    }
    /* NULL with capacity 0 asks for the count, as a too-small array does */
    prepare(&a);
    a.p[s->index] = NULL;
    a.n[capacity_slot] = 0;
    CASE("NULL array, capacity 0");
    NAMES("%s", capacity_name(s));
    /* ...except a step's notification array: NULL there means the caller
     * wants none (since 0.8.0), so nothing waits and the step is OK. */
    expect(&a, strcmp(current_row->name, "segpager_pager_step") == 0 && s->index == 4
                   ? SEGPAGER_OK
                   : current_row->capacity_status);
    /* a huge capacity is fine: only what there is gets written */
    prepare(&a);
    a.n[capacity_slot] = SIZE_MAX;
    CASE("capacity SIZE_MAX");
    expect(&a, SEGPAGER_OK);
}

/* An index's message gives the valid range with numbers, ending at the
 * slot's limit, and the index given: "index: must be in 0..<3 (got 5)". */
static void check_index_range(const slot *s, int32_t given) {
    char end[64];
    const char *message = segpager_last_error_message();
    snprintf(end, sizeof end, "..<%d (got %d)", (int)s->limit, (int)given);
    ++check_count;
    if (strstr(message, ": must be in ") == NULL || strstr(message, end) == NULL) {
        fprintf(stderr, "%s: %s: \"%s\" does not give the range ending %s\n", current_row->name, current_case,
                message, end);
        ++check_failures;
    }
}

/* One scalar argument of the valid call set to a bad value (`label` names
 * the value): the call must return `expected` and its message name the
 * argument. */
static void expect_double(const slot *s, double value, const char *label, int expected) {
    call_args a;
    prepare(&a); a.d[s->index] = value; CASE("double %d = %s", s->index, label);
    NAMES("%s", s->name);
    expect(&a, expected);
}
static void expect_count(const slot *s, size_t value, const char *label) {
    call_args a;
    prepare(&a); a.n[s->index] = value; CASE("count %d = %s", s->index, label);
    NAMES("%s", s->name);
    expect(&a, SEGPAGER_E_RANGE);
}
static void expect_int32(const slot *s, const char *kind, int32_t value, int expected) {
    call_args a;
    prepare(&a); a.i[s->index] = value; CASE("%s %d = %d", kind, s->index, (int)value);
    NAMES("%s", s->name);
    expect(&a, expected);
}

static void run_row(const row *r) {
    const slot *s;
    call_args a;
    size_t k;
    current_row = r;
    row_cases = 0;
    CASE("the valid call");
    prepare(&a);
    expect(&a, SEGPAGER_OK);
    for (s = r->slots; s->role != R_END; ++s) {
        switch (s->role) {
        case R_IN:
        case R_OPT:
            prepare(&a); a.p[s->index] = NULL; CASE("pointer %d NULL", s->index);
            NAMES("%s", s->name);
            expect(&a, s->role == R_IN ? SEGPAGER_E_NULL : s->alt);
            break_fields(s);
            break;
        case R_OPT_ARRAY:
            prepare(&a); a.p[s->index] = NULL; CASE("optional array %d NULL", s->index);
            NAMES("%s", s->name);
            expect(&a, s->alt);
            break_fields(s);
            break;
        case R_ARRAY:
            prepare(&a); a.p[s->index] = NULL; CASE("array %d NULL", s->index);
            NAMES("%s", s->name);
            expect(&a, SEGPAGER_E_NULL);
            prepare(&a); a.p[s->index] = NULL; a.n[s->pair] = 0; CASE("array %d NULL with count 0", s->index);
            /* an empty list that must not be (a header stack) is the list's fault */
            NAMES("%s", s->name);
            expect(&a, s->alt);
            break_fields(s);
            break;
        case R_OUT:
        case R_OUT_COUNT:
        case R_FRAME:
            prepare(&a); a.p[s->index] = NULL; CASE("output %d NULL", s->index);
            NAMES("%s", s->name);
            expect(&a, SEGPAGER_E_NULL);
            if (s->role == R_FRAME) {
                /* 0.6.0's segpager_frame ended at page_count: a later, bigger
                 * frame must keep accepting that size, and nothing smaller */
                const uint32_t first = (uint32_t)(offsetof(segpager_frame, page_count) + sizeof(size_t));
                const uint32_t sizes[] = {0, first - 1};
                for (k = 0; k < 2; ++k) {
                    prepare(&a);
                    guard_outputs(&a);
                    ((segpager_frame *)a.p[s->index])->struct_size = sizes[k];
                    CASE("frame struct_size %u", (unsigned)sizes[k]);
                    /* expect() re-guards, so set the size through the arena */
                    {
                        int status = current_row->call(&a);
                        ++check_count; ++row_cases;
                        if (status != SEGPAGER_E_STRUCT_SIZE) {
                            fprintf(stderr, "%s: %s: returned %s\n", r->name, current_case, segpager_status_name(status));
                            ++check_failures;
                        }
                        if (status < 0) {
                            NAMES("%s.struct_size", s->name);
                            check_message(status, 0);
                        }
                        finish(&a, status);
                    }
                }
            }
            break;
        case R_OUT_ARRAY:
            prepare(&a); a.p[s->index] = NULL; CASE("output array %d NULL, capacity > 0", s->index);
            NAMES("%s", s->name);
            expect(&a, SEGPAGER_E_NULL);
            check_capacity(s);
            break;
        case R_HANDLE: {
            segpager_pager *stale;
            prepare(&a); a.p[s->index] = NULL; CASE("handle NULL");
            NAMES("%s", s->name);
            expect(&a, s->alt);
            prepare(&a); a.p[s->index] = &g_not_a_pager; CASE("handle never created");
            NAMES("%s", s->name);
            expect(&a, SEGPAGER_E_HANDLE);
            /* destroyed just now, so no new pager can have its address */
            prepare(&a);
            stale = new_pager();
            CHECK_STATUS(segpager_pager_destroy(stale), SEGPAGER_OK);
            a.p[s->index] = stale; CASE("handle destroyed");
            NAMES("%s", s->name);
            expect(&a, SEGPAGER_E_HANDLE);
            /* live in the parent, refused in a child (segpager.h, Handles) */
            prepare(&a); CASE("handle made before a fork, used in the child");
            NAMES("%s", s->name);
            expect_in_child(&a, SEGPAGER_E_HANDLE, "used after fork");
            break;
        }
        case R_REAL:
        case R_NONNEG:
            for (k = 0; k < 3; ++k) expect_double(s, non_finite[k], non_finite_names[k], SEGPAGER_E_NOT_FINITE);
            if (s->role == R_NONNEG) {
                expect_double(s, -1, "-1", SEGPAGER_E_RANGE);
                expect_double(s, -DBL_MIN, "-DBL_MIN", SEGPAGER_E_RANGE);
            }
            expect_double(s, DBL_MAX, "DBL_MAX", ANY_DEFINED);
            expect_double(s, -DBL_MAX, "-DBL_MAX", ANY_DEFINED);
            break;
        case R_COUNT:
            expect_count(s, SIZE_MAX, "SIZE_MAX");
            expect_count(s, (size_t)SEGPAGER_MAX_COUNT + 1, "MAX_COUNT + 1");
            break;
        case R_CAPACITY:
            break; /* with its array */
        case R_ENUM:
            for (k = 0; k < 4; ++k) expect_int32(s, "enum", bad_enums[k], SEGPAGER_E_ENUM);
            break;
        case R_INDEX: {
            const int32_t bad[] = {s->limit, INT32_MAX, -2, INT32_MIN};
            for (k = 0; k < 4; ++k) {
                expect_int32(s, "index", bad[k], SEGPAGER_E_INDEX);
                check_index_range(s, bad[k]);
            }
            break;
        }
        case R_NONNEG_INT:
            expect_int32(s, "int", -1, SEGPAGER_E_RANGE);
            expect_int32(s, "int", INT32_MIN, SEGPAGER_E_RANGE);
            break;
        case R_END:
            break;
        }
    }
    if (r->extra != NULL) r->extra();
    /* Only a function with no arguments may have no bad-input cases. */
    if (row_cases < 2 && r->slots[0].role == R_END && r->extra == NULL && r->valid != valid_none) {
        fprintf(stderr, "%s: no bad-input cases\n", r->name);
        ++check_failures;
    }
}

/* Every struct the engine breaks is described field by field. */
static void check_descriptions(void) {
    size_t k, f;
    for (k = 0; k < sizeof all_descs / sizeof all_descs[0]; ++k) {
        const struct_desc *d = all_descs[k];
        size_t covered = 0;
        for (f = 0; f < d->field_count; ++f) covered += d->fields[f].size;
        if (covered != d->size) {
            fprintf(stderr, "%s: its fields add up to %zu bytes of %zu: describe the new field\n", d->name, covered,
                    d->size);
            ++check_failures;
        }
        ++check_count;
    }
}

int main(int argc, char **argv) {
    size_t k;
    if (argc > 1 && strcmp(argv[1], "--list") == 0) {
        for (k = 0; k < N_ROWS; ++k) printf("%s\n", rows[k].name);
        return EXIT_SUCCESS;
    }
    setup_inputs();
    check_descriptions();
    for (k = 0; k < N_ROWS; ++k) run_row(&rows[k]);
    printf("bad-input matrix: %zu functions\n", N_ROWS);
    return check_report("test_bad_input_matrix");
}
