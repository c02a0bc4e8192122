/*
 * segpager.h: the maths of a segmented pager (a tab strip over a row of
 * swipeable pages), as a C API.
 *
 * This header is the whole public API of libsegpager and its documentation.
 * The engine never draws, never measures text and never owns a window: the
 * caller measures its titles, feeds numbers in and draws what comes out.
 *
 * Conventions used by every function below:
 *
 *   - Every function that can fail returns an int status: SEGPAGER_OK (0) on
 *     success, a negative SEGPAGER_E_* code otherwise. Results go through
 *     out-pointers. When a function fails it writes nothing through its
 *     out-pointers, except the needed count on SEGPAGER_E_CAPACITY.
 *   - Nothing traps, throws or prints: every input a caller can get wrong
 *     (NULL, NaN, +-Inf, negative sizes, huge counts, indices out of range,
 *     unknown enum values, a struct_size that is too small) has a status.
 *   - Lengths are in points (any unit works, as long as it is the same one).
 *     The strip's x grows to the right in both directions: right-to-left
 *     layouts keep visual coordinates and order items from the right.
 *   - Arrays are caller-allocated: (pointer, capacity, size_t *out_count).
 *     When the capacity is too small the function writes nothing to the
 *     array, stores the needed count in *out_count and returns
 *     SEGPAGER_E_CAPACITY. A NULL array with capacity 0 asks for the count.
 *   - Options structs start with uint32_t struct_size. Fill them with their
 *     *_init() function (which writes the documented defaults and sets
 *     struct_size = sizeof), then change the fields you need. The library
 *     reads only the fields that lie within struct_size, so a caller built
 *     against an older, smaller struct keeps working; a struct_size smaller
 *     than the first release's struct is SEGPAGER_E_STRUCT_SIZE.
 *   - Structs use fixed-width fields only; enums are int32_t fields with the
 *     SEGPAGER_* constants below. Unknown values are SEGPAGER_E_ENUM.
 *
 * Thread safety: every function in this header is stateless and reentrant;
 * call them from any number of threads at once.
 *
 * Matches libsegpager release 0.1.0 (see SEGPAGER_VERSION_STRING).
 */
#ifndef SEGPAGER_H
#define SEGPAGER_H

#include <stddef.h>
#include <stdint.h>

/* SEGPAGER_API marks every exported function. Define it before including
 * this header to override it (for example as empty for a static build). */
#ifndef SEGPAGER_API
#  if defined(_WIN32)
#    define SEGPAGER_API __declspec(dllimport)
#  elif defined(__GNUC__) || defined(__clang__)
#    define SEGPAGER_API __attribute__((visibility("default")))
#  else
#    define SEGPAGER_API
#  endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Version                                                                  */
/* ------------------------------------------------------------------------ */

/* MAJOR changes break the ABI; MINOR adds; PATCH fixes. This header is the
 * one place the version is written: the library, the Swift core and the
 * Python package are tested against these macros. */
#define SEGPAGER_VERSION_MAJOR 0
#define SEGPAGER_VERSION_MINOR 1
#define SEGPAGER_VERSION_PATCH 0
#define SEGPAGER_VERSION_NUMBER \
    (SEGPAGER_VERSION_MAJOR * 10000 + SEGPAGER_VERSION_MINOR * 100 + SEGPAGER_VERSION_PATCH)
#define SEGPAGER_VERSION_STRING "0.1.0"

/* The run-time library's version as MAJOR*10000 + MINOR*100 + PATCH; compare
 * it with SEGPAGER_VERSION_NUMBER to detect a header/library mismatch.
 * Since 0.1.0. */
SEGPAGER_API uint32_t segpager_version(void);

/* The run-time library's version as "MAJOR.MINOR.PATCH", a static string
 * that is never freed. Since 0.1.0. */
SEGPAGER_API const char *segpager_version_string(void);

/* ------------------------------------------------------------------------ */
/* Status codes                                                             */
/* ------------------------------------------------------------------------ */

/* Success is 0; every failure is negative. New codes may be added in minor
 * releases, so treat any other negative value as a failure too. */
#define SEGPAGER_OK 0
/* A required pointer argument is NULL. */
#define SEGPAGER_E_NULL (-1)
/* A number is outside its documented range (a negative width, a count
 * larger than SEGPAGER_MAX_COUNT, min > max, a zero page stride). */
#define SEGPAGER_E_RANGE (-2)
/* A double argument or struct field is NaN or +-Inf. */
#define SEGPAGER_E_NOT_FINITE (-3)
/* An output array is too small; *out_count holds the count it needs. */
#define SEGPAGER_E_CAPACITY (-4)
/* An int32_t enum argument or field holds an unknown value. */
#define SEGPAGER_E_ENUM (-5)
/* An options struct's struct_size is smaller than its first release. */
#define SEGPAGER_E_STRUCT_SIZE (-6)
/* An index (selected index, item index) is outside 0..<count. */
#define SEGPAGER_E_INDEX (-7)

/* The symbolic name of a status code ("SEGPAGER_E_NULL"), or
 * "SEGPAGER_UNKNOWN" for a value this library does not know. Never NULL;
 * static storage. Thread-safe. Since 0.1.0. */
SEGPAGER_API const char *segpager_status_name(int status);

/* A one-sentence English description of a status code, or a generic
 * sentence for an unknown value. Never NULL; static storage. Thread-safe.
 * Since 0.1.0. */
SEGPAGER_API const char *segpager_status_string(int status);

/* ------------------------------------------------------------------------ */
/* Shared constants                                                         */
/* ------------------------------------------------------------------------ */

/* "No index": returned by hit tests that miss and for empty ranges. */
#define SEGPAGER_NONE (-1)

/* The largest item or page count any function accepts. Larger counts
 * (including a SIZE_MAX passed by mistake) are SEGPAGER_E_RANGE. Every index
 * therefore fits an int32_t. */
#define SEGPAGER_MAX_COUNT 0x7FFFFFFF

/* Layout direction. Right-to-left keeps visual coordinates (x grows to the
 * right) and puts item 0, or page 0, at the right end. */
#define SEGPAGER_DIRECTION_LTR 0
#define SEGPAGER_DIRECTION_RTL 1

/* ------------------------------------------------------------------------ */
/* Tab strip layout                                                         */
/* ------------------------------------------------------------------------ */

/* How each item's width is chosen (segpager_strip_style.width_mode). */
/* Every item is item_width wide. */
#define SEGPAGER_WIDTH_FIXED 0
/* Content + 2 * item_padding, clamped to [min_item_width, max_item_width]. */
#define SEGPAGER_WIDTH_INTRINSIC 1
/* The available width (viewport minus insets minus the n-1 spacings) divided
 * equally, then clamped; fills the viewport exactly unless clamped. */
#define SEGPAGER_WIDTH_EQUAL 2
/* Water-filling: items whose intrinsic width exceeds the equal share keep it,
 * the others share what is left equally ([50, 200, 40] in 320 gives
 * [60, 200, 60]). When the intrinsic widths do not fit, they are kept and
 * the strip scrolls. */
#define SEGPAGER_WIDTH_FILL 3
/* Items sized so that visible_count of them (with their spacings) fill the
 * viewport: w = (viewport - insets - (k - 1) * spacing) / k, then clamped; k
 * may be fractional (4.5 shows half an item to hint that the strip scrolls). */
#define SEGPAGER_WIDTH_VISIBLE_COUNT 4

/* Where items go when the strip is narrower than the viewport
 * (segpager_strip_style.fit_policy). When it is wider, the strip scrolls and
 * items keep their widths, starting at the leading inset. */
#define SEGPAGER_FIT_LEADING 0       /* packed at the leading inset */
#define SEGPAGER_FIT_CENTER 1        /* the packed group centred */
#define SEGPAGER_FIT_TRAILING 2      /* packed at the trailing inset */
#define SEGPAGER_FIT_SPACE_BETWEEN 3 /* spare width added to the n-1 gaps (1 item: leading) */
#define SEGPAGER_FIT_SPACE_AROUND 4  /* spare/n around each item, half on each side */
#define SEGPAGER_FIT_SPACE_EVENLY 5  /* spare/(n+1) at both ends and in every gap */
#define SEGPAGER_FIT_GROW_ITEMS 6    /* every item grows by spare/n (seed 000) */
#define SEGPAGER_FIT_EQUAL_WHEN_FITS 7 /* every item becomes viewport/n with no
                                        * insets or spacing (seed 001) */

/* Which items get their selected-state width
 * (segpager_strip_style.selected_width_mode). */
/* Every item reserves max(normal, selected) width, so a bold or zoomed
 * selected title is never truncated and the layout never changes with the
 * selection. */
#define SEGPAGER_SELECTED_WIDTH_RESERVE 0
/* Only item selected_index uses its selected widths; the others use their
 * normal widths, so the layout depends on the selection (seed 002). */
#define SEGPAGER_SELECTED_WIDTH_SELECTED_ONLY 1

/* What the caller measured for one item. Widths are >= 0 and finite.
 * A selected width of 0 means "the same as the normal width". An item's
 * content is its title and its subtitle side by side (seed 002).
 * This struct never grows: new per-item data will come as a new array. */
typedef struct segpager_item_metrics {
    double content_width;           /* the title, in the normal state */
    double selected_content_width;  /* the title, selected; 0 = content_width */
    double subtitle_width;          /* 0 = no subtitle */
    double selected_subtitle_width; /* the subtitle, selected; 0 = subtitle_width */
} segpager_item_metrics;

/* One item's frame in strip content coordinates. */
typedef struct segpager_item_frame {
    double x;     /* the item's left edge (visual, in both directions) */
    double width; /* >= 0 */
} segpager_item_frame;

/* How a strip is laid out. Fill with segpager_strip_style_init(). */
typedef struct segpager_strip_style {
    uint32_t struct_size;        /* sizeof(segpager_strip_style) */
    int32_t width_mode;          /* SEGPAGER_WIDTH_*; default INTRINSIC */
    int32_t fit_policy;          /* SEGPAGER_FIT_*; default LEADING */
    int32_t direction;           /* SEGPAGER_DIRECTION_*; default LTR */
    int32_t selected_width_mode; /* SEGPAGER_SELECTED_WIDTH_*; default RESERVE */
    int32_t selected_index;      /* SELECTED_ONLY only: 0..count-1, else
                                  * SEGPAGER_E_INDEX; default 0 */
    double item_width;           /* FIXED only: > 0; default 0 (must be set) */
    double visible_count;        /* VISIBLE_COUNT only: > 0; default 4 */
    double item_padding;         /* INTRINSIC, FILL: added on each side of
                                  * the content; >= 0; default 0 */
    double min_item_width;       /* every mode but FIXED; >= 0; default 0 */
    double max_item_width;       /* every mode but FIXED; >= min_item_width,
                                  * or 0 = no maximum; default 0 */
    double spacing;              /* between neighbouring items; >= 0; default 0 */
    double leading_inset;        /* before the first item (at the right in
                                  * RTL); >= 0; default 0 */
    double trailing_inset;       /* after the last item; >= 0; default 0 */
} segpager_strip_style;

/* Fills *style with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if style is NULL. Since 0.1.0. */
SEGPAGER_API int segpager_strip_style_init(segpager_strip_style *style);

/* Lays out a whole tab strip in one call.
 *
 * Inputs: the style, count items' metrics (items may be NULL when count is
 * 0) and the strip's viewport width (finite, >= 0).
 * Outputs:
 *   frames[0..count-1]  each item's frame, indexed by item (in RTL item 0 is
 *                       the rightmost); NULL is allowed with capacity 0;
 *   *out_count          the number of frames (count), also on
 *                       SEGPAGER_E_CAPACITY;
 *   *out_content_width  the strip's content width: the last edge plus the
 *                       trailing inset when the strip scrolls, the viewport
 *                       width when it fits;
 *   *out_scrolls        1 when the content is wider than the viewport (by
 *                       more than 1e-9 relative), else 0.
 * An empty strip (count 0) is valid: no frames, content = viewport.
 *
 * Status: SEGPAGER_E_NULL (style, out_count, out_content_width, out_scrolls,
 * or items with count > 0, or frames with capacity > 0); E_STRUCT_SIZE;
 * E_ENUM (any enum field); E_NOT_FINITE (any double, in the style, the
 * viewport width or an item, or finite input whose layout overflows a
 * double, such as widths near DBL_MAX); E_RANGE (a negative width or length, count >
 * SEGPAGER_MAX_COUNT, max < min, item_width <= 0 in FIXED mode,
 * visible_count <= 0 in VISIBLE_COUNT mode); E_INDEX (selected_index out of
 * range in SELECTED_ONLY mode); E_CAPACITY (capacity < count).
 * Complexity: O(count). Since 0.1.0. */
SEGPAGER_API int segpager_strip_layout(const segpager_strip_style *style,
                                       const segpager_item_metrics *items, size_t count,
                                       double viewport_width,
                                       segpager_item_frame *frames, size_t capacity,
                                       size_t *out_count,
                                       double *out_content_width,
                                       int32_t *out_scrolls);

/* The item under strip content x, from frames made by segpager_strip_layout
 * (either direction; the order is read from the first and last frame).
 * A point in the spacing between two items belongs to the nearer item (the
 * exact middle to the later one in visual order), so a strip has no dead gaps; a point before the first or after the last item
 * (in an inset) hits nothing: *out_index = SEGPAGER_NONE. An item's frame is
 * half-open, [x, x + width).
 *
 * Status: E_NULL (out_index, or frames with count > 0); E_NOT_FINITE (x, or
 * a frame value the search reads); E_RANGE (count > SEGPAGER_MAX_COUNT).
 * Frames that are not ordered give an unspecified index, never a crash.
 * Complexity: O(log count). Since 0.1.0. */
SEGPAGER_API int segpager_strip_hit_test(const segpager_item_frame *frames, size_t count,
                                         double x, int32_t *out_index);

/* The items visible when the strip is scrolled to strip_offset with a
 * viewport of viewport_width: every item whose closed frame [x, x + width]
 * meets the open interval (strip_offset, strip_offset + viewport_width), so
 * an item that only touches the viewport's edge is not visible and a
 * zero-width viewport shows nothing.
 * The result is an index range *out_first ... *out_last (inclusive, by item
 * index, so first <= last in both directions); both are SEGPAGER_NONE when
 * nothing is visible.
 *
 * Status: E_NULL (out_first, out_last, or frames with count > 0);
 * E_NOT_FINITE (strip_offset, viewport_width or a frame value read);
 * E_RANGE (viewport_width < 0, count > SEGPAGER_MAX_COUNT).
 * Complexity: O(log count). Since 0.1.0. */
SEGPAGER_API int segpager_strip_visible_range(const segpager_item_frame *frames, size_t count,
                                              double strip_offset, double viewport_width,
                                              int32_t *out_first, int32_t *out_last);

/* ------------------------------------------------------------------------ */
/* Page position                                                            */
/* ------------------------------------------------------------------------ */

/* Where a page sits in the viewport when it is "at" its position. */
#define SEGPAGER_PAGE_ALIGN_LEADING 0 /* the page's leading edge at the viewport's */
#define SEGPAGER_PAGE_ALIGN_CENTER 1  /* the page centred (a peeking carousel) */

/* How the selected index follows a position (segpager_selected_index). */
/* The nearest page; exactly half way goes to the higher index. Seeds 000
 * Int((x + W/2)/W), 001 round(x/W), 003 Int(x/W + 0.5). */
#define SEGPAGER_COMMIT_NEAREST 0
/* The page at or before the position: seed 004's Int(x/W). */
#define SEGPAGER_COMMIT_FLOOR 1

/* The pager's page geometry. Fill with segpager_page_geometry_init().
 * Pages are page_width wide with page_spacing between them; position p puts
 * page p at its aligned place: offset(p) = lead_pad + p * (page_width +
 * page_spacing) - shift, shift = 0 (LEADING) or (viewport - page)/2
 * (CENTER). With pad_ends the content gets padding so the first and last
 * page can both reach their aligned place: max(0, (viewport - page)/2) at
 * both ends when centred, max(0, viewport - page) at the end when leading.
 * In RTL page 0 is at the right: offset_rtl = max_offset - offset_ltr. */
typedef struct segpager_page_geometry {
    uint32_t struct_size;   /* sizeof(segpager_page_geometry) */
    int32_t page_count;     /* 0..SEGPAGER_MAX_COUNT; default 0 */
    int32_t direction;      /* SEGPAGER_DIRECTION_*; default LTR */
    int32_t alignment;      /* SEGPAGER_PAGE_ALIGN_*; default LEADING */
    int32_t pad_ends;       /* 0 or 1; default 1 */
    double viewport_width;  /* the pager's width; >= 0; default 0 */
    double page_width;      /* >= 0; 0 = viewport_width (full-width pages);
                             * default 0 */
    double page_spacing;    /* >= 0; default 0. page + spacing must be > 0 */
} segpager_page_geometry;

/* Fills *geometry with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if geometry is NULL. Since 0.1.0. */
SEGPAGER_API int segpager_page_geometry_init(segpager_page_geometry *geometry);

/* The position p for a page offset (the pager's horizontal content offset).
 * Not clamped: overscroll gives p < 0 or p > page_count - 1. A result within
 * 1e-9 of an integer is that integer exactly.
 * Status: E_NULL, E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE (page_offset or a
 * geometry field), E_RANGE (a negative length or count, pad_ends not 0/1,
 * page stride 0). Complexity: O(1). Since 0.1.0. */
SEGPAGER_API int segpager_page_position(const segpager_page_geometry *geometry,
                                        double page_offset, double *out_position);

/* The page offset for position p; the inverse of segpager_page_position.
 * Not clamped to segpager_page_offset_range.
 * Status: as segpager_page_position (E_NOT_FINITE for position).
 * Complexity: O(1). Since 0.1.0. */
SEGPAGER_API int segpager_page_offset(const segpager_page_geometry *geometry,
                                      double position, double *out_page_offset);

/* The page offsets the pager can rest at without overscroll:
 * [0, max(0, content - viewport)], content = pads + n pages + (n-1) spacings.
 * Status: as segpager_page_position. Complexity: O(1). Since 0.1.0. */
SEGPAGER_API int segpager_page_offset_range(const segpager_page_geometry *geometry,
                                            double *out_min_offset, double *out_max_offset);

/* The page offset after the geometry changes (rotation, split view): the
 * position under old_geometry is kept, and the offset recomputed from it
 * under new_geometry, so the selection never changes on resize.
 * Status: as segpager_page_position, for either geometry.
 * Complexity: O(1). Since 0.1.0. */
SEGPAGER_API int segpager_page_offset_after_resize(const segpager_page_geometry *old_geometry,
                                                   const segpager_page_geometry *new_geometry,
                                                   double page_offset,
                                                   double *out_page_offset);

/* The selected index for a position under a commit rule, clamped to
 * 0..page_count-1 (overscroll keeps the end page selected). A position
 * within 1e-9 of an integer counts as that integer, so 2.9999999999 floors
 * to 3. With page_count 0, *out_index = SEGPAGER_NONE.
 * Status: E_NULL, E_NOT_FINITE (position), E_RANGE (page_count < 0),
 * E_ENUM (commit_rule). Complexity: O(1). Since 0.1.0. */
SEGPAGER_API int segpager_selected_index(double position, int32_t page_count,
                                         int32_t commit_rule, int32_t *out_index);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SEGPAGER_H */
