/*
 * segpager.h: the maths of a segmented pager (a tab strip over a row of
 * swipeable pages), as a C API.
 *
 * This header is the whole public API of libsegpager and its documentation.
 * The engine never draws, never measures text and never owns a window: the
 * caller measures its titles, feeds numbers in and draws what comes out.
 *
 * Needs C11 or C++11 (segpager_event's anonymous unions); checked with
 * -std=c11 -pedantic and -std=c++17 -pedantic by make test.
 *
 * Conventions used by every function below:
 *
 *   - Every function that can fail returns an int status: SEGPAGER_OK (0) on
 *     success, a negative SEGPAGER_E_* code otherwise. Results go through
 *     out-pointers. When a function fails it writes nothing through its
 *     out-pointers, except the needed count on SEGPAGER_E_CAPACITY. An
 *     output array's contents are unspecified after a failure other than
 *     E_CAPACITY (segpager_strip_layout lays out in place, so a bad item
 *     found half way leaves the frames before it written).
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
 * Thread safety: every function except the segpager_pager_* ones is
 * stateless and reentrant; call them from any number of threads at once.
 * Calls on one pager are serialised (since 0.8.0): each holds the pager's
 * own lock for the whole call, segpager_pager_destroy included, so calls
 * from several threads on one handle take turns (in no set order: events
 * stamped earlier than an event a turn before them are E_ORDER), and a
 * call that waited for a destroy gets E_HANDLE. Different pagers run in
 * parallel. No function calls back into the caller, so a call cannot start
 * inside another on the same thread (do not call the library from a signal
 * handler). Creating and destroying different pagers from many threads at
 * once is safe (the live handle registry below is locked). Checked under
 * ThreadSanitizer by bindings/c/tests/test_threads.c (8 threads, a pager
 * each, plus shared stateless calls; then 4 stepping threads, an editing
 * one and a destroy on one pager).
 *
 * Handles: the library keeps a registry of the pagers it has created and
 * not yet destroyed. Every segpager_pager_* call looks its handle up first,
 * so a handle that was destroyed (destroying twice included) or never
 * created is SEGPAGER_E_HANDLE, never a read of freed memory. One limit: a
 * later segpager_pager_create may return the address of a destroyed pager,
 * and then the old handle names the new pager; set your copies to NULL on
 * destroy.
 *
 * Fork: a pager is not carried across fork(), as an SQLite connection is
 * not. In a forked child, every call on a pager the parent created, its
 * destroy included, is SEGPAGER_E_HANDLE, and the last error message says it
 * was "used after fork"; the call returns at once, whatever another thread
 * of the parent was doing with the pager at the fork (its lock may be held
 * by a thread the child does not have). Destroying it in the child frees
 * nothing: the child's copy of the pager is left to the child's exit or
 * exec, by design, since a call under way at the fork may have left it half
 * changed. The child creates, uses and destroys its own pagers as any
 * process does (the registry's lock is made safe across fork with
 * pthread_atfork), and its pagers are refused in turn in its own children.
 * Checked by bindings/c/tests/test_fork.c (20 forks while a thread steps a
 * pager and another creates and destroys pagers, then 200 more). 0.8.0 and
 * earlier could hang in the child instead.
 *
 * Matches libsegpager release 0.9.0 (see SEGPAGER_VERSION_STRING).
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

/* MAJOR changes break the ABI; MINOR adds; PATCH fixes. These three lines
 * are the one place the version is written: the library's
 * segpager_version(), the Python package's __version__, the SONAME
 * (libsegpager.so.MAJOR) and the installed file names are made from them. */
#define SEGPAGER_VERSION_MAJOR 0
#define SEGPAGER_VERSION_MINOR 9
#define SEGPAGER_VERSION_PATCH 0
#define SEGPAGER_VERSION_NUMBER \
    (SEGPAGER_VERSION_MAJOR * 10000 + SEGPAGER_VERSION_MINOR * 100 + SEGPAGER_VERSION_PATCH)
#define SEGPAGER_VERSION_STRINGIFY_(x) #x
#define SEGPAGER_VERSION_STRING_(major, minor, patch) \
    SEGPAGER_VERSION_STRINGIFY_(major) "." SEGPAGER_VERSION_STRINGIFY_(minor) "." \
    SEGPAGER_VERSION_STRINGIFY_(patch)
/* "MAJOR.MINOR.PATCH", made from the three numbers above. */
#define SEGPAGER_VERSION_STRING \
    SEGPAGER_VERSION_STRING_(SEGPAGER_VERSION_MAJOR, SEGPAGER_VERSION_MINOR, SEGPAGER_VERSION_PATCH)

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

/* Success is 0 (or the positive SEGPAGER_TRUNCATED, a success whose output
 * did not all fit); every failure is negative. New codes may be added in
 * minor releases, so treat any other negative value as a failure too.
 *
 * SEGPAGER_STATUS_MAP(X) is the one list of statuses: it calls
 * X(name, code, sentence) once per status, in the style of libuv's
 * UV_ERRNO_MAP. The SEGPAGER_<name> constants below, the library's
 * segpager_status_name/_string and the Python package's exceptions are all
 * made from it. Use it for your own tables:
 *
 *     #define ROW(name, code, text) case SEGPAGER_##name: return text;
 *     switch (status) { SEGPAGER_STATUS_MAP(ROW) }
 *
 *   OK          success.
 *   E_NULL      a required pointer argument is NULL.
 *   E_RANGE     a number is outside its documented range (a negative width,
 *               a count larger than SEGPAGER_MAX_COUNT, min > max, a zero
 *               page stride).
 *   E_NOT_FINITE  a double argument or struct field is NaN or +-Inf.
 *   E_CAPACITY  an output array is too small; *out_count holds the count it
 *               needs.
 *   E_ENUM      an int32_t enum argument or field holds an unknown value.
 *   E_STRUCT_SIZE  an options struct's struct_size is smaller than its first
 *               release.
 *   E_INDEX     an index (selected index, item index) is outside 0..<count.
 *   E_ORDER     an event's time is earlier than the event before it (in this
 *               batch or an earlier one). Since 0.3.0.
 *   E_HANDLE    a handle is not a live pager (never created, or already
 *               destroyed); detected for every handle this library has
 *               handed out. Since 0.3.0. Also a pager the parent created,
 *               used in a forked child (see "Fork" above).
 *   TRUNCATED   success, but an output array was too small: what fit was
 *               written and the counts report the rest (see
 *               segpager_pager_step). Since 0.3.0. */
#define SEGPAGER_STATUS_MAP(X) \
    X(OK, 0, "success") \
    X(E_NULL, -1, "a required pointer argument is NULL") \
    X(E_RANGE, -2, "a number is outside its documented range") \
    X(E_NOT_FINITE, -3, "a number is NaN or infinite") \
    X(E_CAPACITY, -4, "an output array is too small; the needed count was reported") \
    X(E_ENUM, -5, "an enum value is unknown") \
    X(E_STRUCT_SIZE, -6, "an options struct's struct_size is too small; call its _init function") \
    X(E_INDEX, -7, "an index is out of range") \
    X(E_ORDER, -8, "an event's time is earlier than the event before it") \
    X(E_HANDLE, -9, "the handle is not a live pager (destroyed, or never created)") \
    X(TRUNCATED, 1, "success, but an output array was too small; the counts report the rest")

/* The status codes as constants: SEGPAGER_OK, SEGPAGER_E_NULL, ...
 * (enumerators since 0.8.0; #defines before, with the same values). */
typedef enum segpager_status {
#define SEGPAGER_STATUS_ENUMERATOR_(name, code, text) SEGPAGER_##name = (code),
    SEGPAGER_STATUS_MAP(SEGPAGER_STATUS_ENUMERATOR_)
#undef SEGPAGER_STATUS_ENUMERATOR_
} segpager_status;

/* The symbolic name of a status code ("SEGPAGER_E_NULL"), or
 * "SEGPAGER_UNKNOWN" for a value this library does not know. Never NULL;
 * static storage. Thread-safe. Since 0.1.0. */
SEGPAGER_API const char *segpager_status_name(int status);

/* A one-sentence English description of a status code, or a generic
 * sentence for an unknown value. Never NULL; static storage. Thread-safe.
 * Since 0.1.0. */
SEGPAGER_API const char *segpager_status_string(int status);

/* What the last call on this thread that failed found wrong, in one line
 * of ASCII:
 *   "<function>: <path>: <rule> (got <value>)"
 * <function> is the function called. <path> names what was wrong as this
 * header spells it: an argument ("pager", "x", "out_count"), a field of a
 * struct argument ("config.spring_response", "style.struct_size",
 * "buffers.appearances"), or an element of an array argument, with its
 * index ("items[2].content_width", "ids[3]", "events[1].offset",
 * "strip.frames[0].x"). <rule> is what would be right; " (got <value>)"
 * is the value given, when it is a number: integers print as integers
 * ("got -3", "got 1000000"), other doubles as "0.5", "1e+300", "nan",
 * "inf". An index gives its valid range with numbers, and a repeated id
 * the element it repeats:
 *   "segpager_pager_create: config.spring_response: must be > 0 (got 0)"
 *   "segpager_pager_remove_item: index: must be in 0..<3 (got 5)"
 *   "segpager_pager_set_items: ids[3]: 7 repeats ids[1]"
 *   "segpager_pager_insert_item: id: 7 is already used by item 1"
 *   "segpager_pager_step: pager: must not be NULL"
 * A failure that no one argument caused has no path: a result that
 * overflowed from finite input reads "<function>: the result overflowed
 * (finite input, but too large to compute with)". The text is for people
 * (logs, exceptions); the status code is the contract, and the wording of
 * rules may change between releases. Only failing calls set it (as
 * errno): a call that succeeds leaves the last failure's message, so read
 * it right after the status says a call failed. "" before any failure on
 * the thread. Never NULL; the string is the thread's own and stays valid
 * until the next failing call on the same thread. Since 0.8.0. */
SEGPAGER_API const char *segpager_last_error_message(void);

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
#define SEGPAGER_DIRECTION_LTR 0 /* left to right: item 0 at the left */
#define SEGPAGER_DIRECTION_RTL 1 /* right to left: item 0 at the right */

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
/* Material TabLayout's MODE_FIXED with centred tabs (since 0.8.0): every item
 * is as wide as the widest intrinsic item while that row fits the viewport
 * less widest_gutter on each side; otherwise (TabLayout then forces gravity
 * to fill) every item gets the EQUAL share. FIT_CENTER centres the row, as
 * Material does. */
#define SEGPAGER_WIDTH_WIDEST 5

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
    /* Since 0.8.0; a 0.7.0-sized struct (struct_size up to trailing_inset)
     * gets these defaults. Asymmetric padding: */
    double item_leading_padding;  /* added to item_padding on each item's leading
                                   * side (the right in RTL); >= 0; default 0 */
    double item_trailing_padding; /* added to item_padding on its trailing side;
                                   * >= 0; default 0. INTRINSIC and FILL widen
                                   * the item by both; in every mode the content
                                   * (title + subtitle) is centred between the
                                   * two paddings, which is where the indicator's
                                   * CONTENT_LEADING and TITLE_CENTER alignments
                                   * and the frame's label boxes put it */
    double widest_gutter;         /* WIDEST: the margin the row must leave on each
                                   * side; >= 0; default 16 (Material's
                                   * FIXED_WRAP_GUTTER_MIN, 16 dp) */
    double max_item_width_margin; /* > 0: no item wider than the viewport less
                                   * this (every mode but FIXED), on top of
                                   * max_item_width: Material's tab maximum
                                   * without tabMaxWidth is the viewport less
                                   * 56 dp; >= 0; default 0 (none) */
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
 * range in SELECTED_ONLY mode); E_CAPACITY (capacity < count). On failure
 * *out_count (but for E_CAPACITY), *out_content_width and *out_scrolls are
 * not written; since 0.7.0 the frames are computed in place, so after an
 * E_NOT_FINITE, E_RANGE or E_INDEX frames[0..count-1] may hold partial
 * results.
 * Complexity: O(count), one pass when the strip scrolls. Since 0.1.0. */
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
/* The strip at a position: indicator, appearance, strip offset             */
/* ------------------------------------------------------------------------ */

/* A laid-out strip, as the functions below read it. It points at the
 * caller's arrays (nothing is copied or kept); fill it with
 * segpager_strip_geometry_init() and then the layout's results.
 * Only the frames a call needs are read (O(1) or O(log n) per call, never
 * O(n)), and a non-finite frame that is read is SEGPAGER_E_NOT_FINITE. */
typedef struct segpager_strip_geometry {
    uint32_t struct_size;                /* sizeof(segpager_strip_geometry) */
    int32_t direction;                   /* the layout's SEGPAGER_DIRECTION_*; default LTR */
    const segpager_item_frame *frames;   /* count frames from segpager_strip_layout */
    const segpager_item_metrics *items;  /* the metrics the layout used, or NULL:
                                          * an item's content is then its frame */
    size_t count;                        /* 0..SEGPAGER_MAX_COUNT; default 0 */
    double content_width;                /* from segpager_strip_layout; >= 0 */
    double viewport_width;               /* the strip's visible width; >= 0 */
    double height;                       /* the items' height, for vertical
                                          * placement; >= 0; default 44 */
    /* Since 0.8.0; a 0.7.0-sized struct (struct_size up to height) gets 0. */
    double content_leading_inset;        /* the layout style's item_padding +
                                          * item_leading_padding: each item's
                                          * content is centred between this */
    double content_trailing_inset;       /* and item_padding + item_trailing_padding;
                                          * >= 0; default 0 */
} segpager_strip_geometry;

/* Fills *strip with the defaults above (no items) and sets struct_size.
 * Returns SEGPAGER_E_NULL if strip is NULL. Since 0.2.0. */
SEGPAGER_API int segpager_strip_geometry_init(segpager_strip_geometry *strip);

/* Easing curves for a local fraction in [0, 1] (segpager_indicator_style.easing).
 * The named ones are CSS's cubic Bezier curves; CUBIC_BEZIER takes
 * bezier_x1, y1, x2, y2 (x in [0, 1]) and is solved exactly. */
#define SEGPAGER_EASING_LINEAR 0      /* the fraction itself */
#define SEGPAGER_EASING_EASE 1        /* (0.25, 0.1, 0.25, 1): UIKit's default */
#define SEGPAGER_EASING_EASE_IN 2     /* (0.42, 0, 1, 1) */
#define SEGPAGER_EASING_EASE_OUT 3    /* (0, 0, 0.58, 1) */
#define SEGPAGER_EASING_EASE_IN_OUT 4 /* (0.42, 0, 0.58, 1) */
#define SEGPAGER_EASING_CUBIC_BEZIER 5 /* the style's bezier_x1, y1, x2, y2 */

/* How wide the indicator is, before extra_width, min/max and clamp_to_item. */
#define SEGPAGER_INDICATOR_WIDTH_ITEM 0    /* the item's width minus the side insets */
#define SEGPAGER_INDICATOR_WIDTH_CONTENT 1 /* the selected title's width, without the
                                            * subtitle (seed 002); as ITEM when the
                                            * strip has no metrics */
#define SEGPAGER_INDICATOR_WIDTH_FIXED 2   /* indicator_style.width */
#define SEGPAGER_INDICATOR_WIDTH_ITEM_LESS_SUBTITLE 3 /* since 0.8.0: ITEM less the selected
                                                       * subtitle's width (seed 002's
                                                       * AlignLeft line: the cell beside its
                                                       * subtitle); as ITEM without metrics */

/* Where the indicator sits along the item. */
#define SEGPAGER_INDICATOR_ALIGN_CENTER 0          /* centred on the item */
#define SEGPAGER_INDICATOR_ALIGN_CONTENT_LEADING 1 /* its leading edge at the leading edge
                                                    * of the item's content (title +
                                                    * subtitle, centred in the item) */
#define SEGPAGER_INDICATOR_ALIGN_TITLE_CENTER 2    /* centred on the title, the content's
                                                    * leading part */
#define SEGPAGER_INDICATOR_ALIGN_LEADING 3         /* since 0.8.0: its leading edge at the
                                                    * item's (after leading_inset): with
                                                    * ITEM_LESS_SUBTITLE, seed 002's
                                                    * AlignLeft in every width mode */

/* Where the indicator sits across the item (its height is the style's height). */
#define SEGPAGER_INDICATOR_PLACEMENT_BOTTOM 0 /* bottom_inset above the bottom (seed 001) */
#define SEGPAGER_INDICATOR_PLACEMENT_TOP 1    /* top_inset below the top */
#define SEGPAGER_INDICATOR_PLACEMENT_CENTER 2 /* centred between the insets */
#define SEGPAGER_INDICATOR_PLACEMENT_FILL 3   /* a background box: the item's height
                                               * minus top and bottom insets */

/* How the indicator moves between item a = floor(p) and b = a + 1 at the
 * local fraction f = p - a (after easing). "Front" is the edge facing the
 * direction of travel, "back" the other. */
/* x and width interpolate. */
#define SEGPAGER_INDICATOR_TRANSITION_LINEAR 0
/* A worm: the front edge leads and the back edge follows. With s = stretch
 * in [0, 1], at f = 1/2 the front edge is (1 + s)/2 of the way and the back
 * edge (1 - s)/2, piecewise linear in f. s = 0 is LINEAR, s = 1 is
 * JXSegmentedView's "lengthen"; its "lengthenOffset(d)" and WMPageController's
 * "naughty" line are s = 1 - 2d/D for their offset d and travel D. */
#define SEGPAGER_INDICATOR_TRANSITION_STRETCH 1
/* Material's elastic edges: the right edge moves on sin(pi f / 2) and the
 * left on 1 - cos(pi f / 2) (mirrored in RTL). Because the two curves are
 * mirror images, the edge facing the direction of travel leads whichever
 * way the finger moves. This is Flutter's elastic TabIndicatorAnimation;
 * Material Components Android computes the same curves. */
#define SEGPAGER_INDICATOR_TRANSITION_ELASTIC 2
/* ELASTIC with each edge's travel rounded to whole units, as Material
 * Components Android's ElasticTabIndicatorInterpolator does with integer
 * pixels (a + round(f * (b - a))): use it with device-pixel units to match
 * Android pixel for pixel. */
#define SEGPAGER_INDICATOR_TRANSITION_ELASTIC_ROUNDED 3
/* Item a's indicator fades out (alpha 1 - 2f) until f = 1/2, then item b's
 * fades in (alpha 2f - 1), clamped to [0, 1]: Material Components' fade. */
#define SEGPAGER_INDICATOR_TRANSITION_FADE 4
/* Item a's indicator until f = 1/2, then item b's. */
#define SEGPAGER_INDICATOR_TRANSITION_SNAP 5

/* What the indicator does past the ends (p < 0 or p > count - 1). */
#define SEGPAGER_OVERSCROLL_CLAMP 0    /* stays on the end item, and the rect is kept
                                        * inside [0, content_width] */
#define SEGPAGER_OVERSCROLL_FOLLOW 1   /* slides on past the end by the end item's
                                        * width per unit of overscroll (Tabman bounce) */
#define SEGPAGER_OVERSCROLL_COMPRESS 2 /* shrinks against the edge it is pushed into,
                                        * to nothing at one unit (Tabman compress) */

/* Which corners the indicator's corner_radius rounds
 * (segpager_indicator_style.rounded_corners; since 0.8.0), the same in both
 * directions. A pager's frame carries it (frame.indicator_corners), since
 * segpager_indicator never grows. */
#define SEGPAGER_CORNERS_ALL 0    /* a bar or a pill */
#define SEGPAGER_CORNERS_TOP 1    /* Material 3's primary indicator: RoundedCornerShape
                                   * (topStart, topEnd) on the strip's bottom edge */
#define SEGPAGER_CORNERS_BOTTOM 2 /* an indicator hanging from the strip's top */

/* How the indicator looks and moves. Fill with segpager_indicator_style_init(). */
typedef struct segpager_indicator_style {
    uint32_t struct_size;    /* sizeof(segpager_indicator_style) */
    int32_t width_mode;      /* SEGPAGER_INDICATOR_WIDTH_*; default CONTENT */
    int32_t alignment;       /* SEGPAGER_INDICATOR_ALIGN_*; default CENTER */
    int32_t placement;       /* SEGPAGER_INDICATOR_PLACEMENT_*; default BOTTOM */
    int32_t transition;      /* SEGPAGER_INDICATOR_TRANSITION_*; default LINEAR */
    int32_t easing;          /* SEGPAGER_EASING_*; default LINEAR */
    int32_t overscroll;      /* SEGPAGER_OVERSCROLL_*; default CLAMP */
    int32_t clamp_to_item;   /* 0 or 1: never wider than the item minus its side
                              * insets (seed 003); default 0 */
    double width;            /* FIXED: > 0; default 20 */
    double extra_width;      /* added in every mode, half on each side (seed 001's
                              * extend width); may be negative; default 0 */
    double min_width;        /* >= 0; default 0 */
    double max_width;        /* >= min_width, or 0 = no maximum; default 0 */
    double height;           /* the line's thickness (not FILL); >= 0; default 2 */
    double corner_radius;    /* >= 0; the output is at most half the smaller side,
                              * so a large value gives a pill; default 0 */
    double leading_inset;    /* the item's box shrinks by it on the leading side
                              * (the right in RTL) before the indicator is placed
                              * in it (side insets wider than the item leave an
                              * empty box at their middle); >= 0; default 0 */
    double top_inset;        /* the box shrinks by it at the top; >= 0; default 0 */
    double trailing_inset;   /* on the trailing side (the left in RTL); >= 0;
                              * default 0 */
    double bottom_inset;     /* at the bottom; >= 0; default 0 */
    double stretch;          /* STRETCH: 0..1; default 1 */
    double bezier_x1;        /* CUBIC_BEZIER: in [0, 1]; default 0.42 (the four
                              * default to ease-in-out, (0.42, 0, 0.58, 1)) */
    double bezier_y1;        /* CUBIC_BEZIER; default 0 */
    double bezier_x2;        /* CUBIC_BEZIER: in [0, 1]; default 0.58 */
    double bezier_y2;        /* CUBIC_BEZIER; default 1 */
    /* Since 0.8.0; a 0.7.0-sized struct (struct_size up to bezier_y2) rounds
     * all corners. */
    int32_t rounded_corners; /* SEGPAGER_CORNERS_*: which corners corner_radius
                              * rounds; default ALL */
    int32_t reserved;        /* 0 */
} segpager_indicator_style;

/* The indicator at a position: a rect in strip content coordinates, its
 * corner radius and its opacity. Output structs never grow. */
typedef struct segpager_indicator {
    double x;
    double y;
    double width;
    double height;
    double corner_radius;
    double alpha; /* 1, except while FADE crosses over, and 0 for an empty strip */
} segpager_indicator;

/* Fills *style with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if style is NULL. Since 0.2.0. */
SEGPAGER_API int segpager_indicator_style_init(segpager_indicator_style *style);

/* The indicator at position p.
 *
 * selected_index is the committed selection (checked, and kept for the
 * stateful pager's taps); SEGPAGER_NONE derives it from p by the nearest
 * rule. An empty strip gives a zero rect with alpha 0.
 * Status: E_NULL (strip, style, out_indicator, or strip->frames with
 * count > 0); E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE (p, a style or strip
 * number, a frame read); E_RANGE (a negative length, count over the
 * maximum, max < min, width <= 0 in FIXED, stretch outside [0, 1], bezier x
 * outside [0, 1], clamp_to_item not 0/1); E_INDEX (selected_index).
 * Complexity: O(1). Since 0.2.0. */
SEGPAGER_API int segpager_indicator_rect(const segpager_strip_geometry *strip,
                                         const segpager_indicator_style *style,
                                         double p, int32_t selected_index,
                                         segpager_indicator *out_indicator);

/* The indicator at rest on each item first..last (inclusive), into
 * indicators[0 .. last - first]: item i's is what segpager_indicator_rect
 * gives at p = i with SEGPAGER_NONE, in one call (a design check asks it of
 * every tab; a host can lay out every resting place at once). first =
 * last + 1 asks for nothing.
 * Status: those of segpager_indicator_rect, E_NULL (out_count, or
 * indicators with capacity > 0), E_INDEX (first or last outside the items,
 * or last < first - 1), E_CAPACITY (capacity < last - first + 1;
 * *out_count holds the need). Complexity: O(last - first). Since 0.9.0. */
SEGPAGER_API int segpager_indicator_rects(const segpager_strip_geometry *strip,
                                          const segpager_indicator_style *style,
                                          int32_t first, int32_t last,
                                          segpager_indicator *indicators, size_t capacity,
                                          size_t *out_count);

/* An RGBA colour, each component in [0, 1], not premultiplied, sRGB-encoded. */
typedef struct segpager_color {
    double red;
    double green;
    double blue;
    double alpha;
} segpager_color;

/* How titles change with the selection. */
#define SEGPAGER_APPEARANCE_GRADUAL 0   /* follow the position continuously */
#define SEGPAGER_APPEARANCE_ON_COMMIT 1 /* switch when the selected index changes
                                         * (seed 001 SelectedChange) */

/* The space colours are interpolated in. */
#define SEGPAGER_COLOR_SPACE_SRGB 0          /* straight sRGB, like every peer */
#define SEGPAGER_COLOR_SPACE_PREMULTIPLIED 1 /* premultiplied sRGB: fading to a
                                              * transparent colour never darkens */
#define SEGPAGER_COLOR_SPACE_OKLAB 2         /* perceptually even (premultiplied) */

/* How titles look between normal and selected. Fill with
 * segpager_appearance_style_init(). */
typedef struct segpager_appearance_style {
    uint32_t struct_size;          /* sizeof(segpager_appearance_style) */
    int32_t policy;                /* SEGPAGER_APPEARANCE_*; default GRADUAL */
    int32_t color_space;           /* SEGPAGER_COLOR_SPACE_*; default SRGB */
    segpager_color normal_color;   /* default opaque (0.2, 0.2, 0.2) */
    segpager_color selected_color; /* default opaque (0, 0.478, 1) */
    double selected_scale;         /* the title's scale when selected; > 0; default 1 */
    double normal_emphasis;        /* any number that interpolates like the colour
                                    * (a font weight, a stroke width) in the
                                    * normal state; default 0 */
    double selected_emphasis;      /* the same in the selected state; default 0 */
} segpager_appearance_style;

/* One item's look at a position. Output structs never grow. */
typedef struct segpager_item_appearance {
    double selection_weight; /* 0 (normal) .. 1 (selected): max(0, 1 - |p - i|)
                              * with p clamped to the items, or 0/1 ON_COMMIT */
    segpager_color color;    /* exactly normal_color at 0 and selected_color at 1 */
    double scale;            /* 1 .. selected_scale */
    double emphasis;         /* normal_emphasis .. selected_emphasis */
} segpager_item_appearance;

/* Fills *style with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if style is NULL. Since 0.2.0. */
SEGPAGER_API int segpager_appearance_style_init(segpager_appearance_style *style);

/* The appearance of items first..last (inclusive; typically the visible
 * range) at position p, into appearances[0 .. last - first].
 * selected_index: the committed selection (ON_COMMIT); SEGPAGER_NONE derives
 * it from p by the nearest rule. first = last + 1 asks for nothing.
 * Status: E_NULL, E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE (p, a style number),
 * E_RANGE (a colour component outside [0, 1], selected_scale <= 0),
 * E_INDEX (first or last outside the items, last < first - 1, or
 * selected_index), E_CAPACITY (capacity < last - first + 1; *out_count
 * holds the need). Complexity: O(last - first). Since 0.2.0. */
SEGPAGER_API int segpager_item_appearances(const segpager_strip_geometry *strip,
                                           const segpager_appearance_style *style,
                                           double p, int32_t selected_index,
                                           int32_t first, int32_t last,
                                           segpager_item_appearance *appearances,
                                           size_t capacity, size_t *out_count);

/* Where the strip scrolls to show the focused item (strip_offset_style.policy).
 * The focus is item round-down(p) interpolated toward the next (PROGRESSIVE)
 * or the selected item (ON_COMMIT). */
#define SEGPAGER_STRIP_SCROLL_LEADING 0      /* the focus's leading edge at margin */
#define SEGPAGER_STRIP_SCROLL_CENTER 1       /* the focus centred (seed 000, seed 002) */
#define SEGPAGER_STRIP_SCROLL_TRAILING 2     /* its trailing edge at viewport - margin */
#define SEGPAGER_STRIP_SCROLL_ALWAYS_CENTER 3 /* centred even at the ends: the front end
                                               * adds end insets of viewport/2 - the
                                               * end item's width/2; never clamped */
#define SEGPAGER_STRIP_SCROLL_MINIMAL 4      /* move only as far as needed to show the
                                              * focus with margin on both sides (the
                                              * leading side when both can't fit) */
#define SEGPAGER_STRIP_SCROLL_NONE 5         /* keep the current offset */

#define SEGPAGER_CONTAIN_CLAMP 0 /* a plain clamp of the aligned offset to
                                  * [0, content - viewport] */
#define SEGPAGER_CONTAIN_NONE 1  /* not kept within the content */
/* Embla's containScroll (Since 0.8.0): the strip offset lands on the item's
 * Embla snap (segpager_scroll_snaps with slides_to_scroll 1 and the
 * policy's alignment: LEADING = start + margin, CENTER = center, TRAILING =
 * end - margin), interpolated between the two items around p. Unlike
 * CLAMP, the first item's snap is always 0 and the last item's always
 * content - viewport, a snap within 1 point of an end moves onto it, and
 * content at most 2 points wider than the viewport does not scroll. The
 * two give the same offsets (they differ only in segpager_scroll_snaps'
 * list); ALWAYS_CENTER, MINIMAL and NONE treat them as CLAMP. */
#define SEGPAGER_CONTAIN_TRIM_SNAPS 2 /* on Embla's trimSnaps snaps */
#define SEGPAGER_CONTAIN_KEEP_SNAPS 3 /* on Embla's keepSnaps snaps */

#define SEGPAGER_STRIP_TIMING_PROGRESSIVE 0 /* follow the interpolated focus while
                                             * swiping (Android, Tabman) */
#define SEGPAGER_STRIP_TIMING_ON_COMMIT 1   /* move when the selected index changes */

/* How the strip scrolls. Fill with segpager_strip_offset_style_init(). */
typedef struct segpager_strip_offset_style {
    uint32_t struct_size; /* sizeof(segpager_strip_offset_style) */
    int32_t policy;       /* SEGPAGER_STRIP_SCROLL_*; default CENTER */
    int32_t containment;  /* SEGPAGER_CONTAIN_*; default CLAMP */
    int32_t timing;       /* SEGPAGER_STRIP_TIMING_*; default PROGRESSIVE */
    double margin;        /* >= 0; default 0 */
} segpager_strip_offset_style;

/* Fills *style with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if style is NULL. Since 0.2.0. */
SEGPAGER_API int segpager_strip_offset_style_init(segpager_strip_offset_style *style);

/* The strip offset at position p. When the content fits the viewport the
 * result is 0, whatever the policy. RTL works in visual coordinates, so
 * leading means the right edge. current_offset is where the strip is now
 * (MINIMAL and NONE start from it). selected_index as above.
 * Status: E_NULL, E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE (p, current_offset, a
 * number read), E_RANGE (margin < 0), E_INDEX (selected_index).
 * Complexity: O(1). Since 0.2.0. */
SEGPAGER_API int segpager_strip_offset(const segpager_strip_geometry *strip,
                                       const segpager_strip_offset_style *style,
                                       double p, int32_t selected_index,
                                       double current_offset, double *out_strip_offset);

/* Everything a strip needs to draw one frame at position p, in one call:
 * the strip offset, the indicator, and the appearance of the items visible
 * at that offset (*out_first is the first one's index, SEGPAGER_NONE when
 * none is; *out_count how many were written). The styles may each be NULL
 * for their defaults.
 * Status: as the three functions above; E_CAPACITY when capacity is below
 * the visible count (*out_count holds the need; nothing else is written).
 * Complexity: O(log n + visible). Since 0.2.0. */
SEGPAGER_API int segpager_strip_state(const segpager_strip_geometry *strip,
                                      const segpager_indicator_style *indicator_style,
                                      const segpager_appearance_style *appearance_style,
                                      const segpager_strip_offset_style *offset_style,
                                      double p, int32_t selected_index, double current_offset,
                                      double *out_strip_offset,
                                      segpager_indicator *out_indicator,
                                      segpager_item_appearance *appearances, size_t capacity,
                                      size_t *out_count, int32_t *out_first);

/* ------------------------------------------------------------------------ */
/* Snaps, groups and loop points (Embla Carousel's rules)                   */
/* ------------------------------------------------------------------------ */

/* Stateless functions over item frames and a view size that compute what
 * Embla Carousel (v8/v9) computes from its slides: the snap groups
 * (slidesToScroll), the snaps (align, containScroll) and, for a loop, the
 * loop points. Frames are in content coordinates along the scroll axis,
 * LTR (mirror RTL frames first: x' = content - x - width): frames[0].x is
 * the space before the first item (Embla's start gap), options.end_gap the
 * space after the last. The content size is frames[count-1].x +
 * frames[count-1].width + end_gap. Results are strip/page offsets (Embla's
 * translate negated: offset 100 shows the content from 100 on). Frames must
 * be finite, widths >= 0 and x non-decreasing. Reentrant. Since 0.8.0. */

/* Where a group sits in the view at its snap (snap_options.align). */
#define SEGPAGER_SNAP_ALIGN_START 0    /* the group's start at the view's start */
#define SEGPAGER_SNAP_ALIGN_CENTER 1   /* centred: (view - group) / 2 */
#define SEGPAGER_SNAP_ALIGN_END 2      /* its end at the view's end: view - group */
#define SEGPAGER_SNAP_ALIGN_FRACTION 3 /* its start at view * align_fraction */

/* How the snaps are kept within [0, content - view] (snap_options.contain). */
#define SEGPAGER_SNAP_CONTAIN_NONE 0       /* Embla's containScroll: false */
#define SEGPAGER_SNAP_CONTAIN_TRIM_SNAPS 1 /* 'trimSnaps': duplicates at the ends dropped */
#define SEGPAGER_SNAP_CONTAIN_KEEP_SNAPS 2 /* 'keepSnaps': one snap per group kept */

/* snap_options.slides_to_scroll: group by what fits the view. */
#define SEGPAGER_SLIDES_TO_SCROLL_AUTO 0

/* Embla's options for snaps. Fill with segpager_snap_options_init(). */
typedef struct segpager_snap_options {
    uint32_t struct_size;     /* sizeof(segpager_snap_options) */
    int32_t align;            /* SEGPAGER_SNAP_ALIGN_*; default CENTER (Embla's) */
    int32_t contain;          /* SEGPAGER_SNAP_CONTAIN_*; default TRIM_SNAPS */
    int32_t slides_to_scroll; /* items per group, 1..SEGPAGER_MAX_COUNT, or
                               * SEGPAGER_SLIDES_TO_SCROLL_AUTO; default 1 */
    int32_t loop;             /* 0 or 1; default 0. A loop ignores contain */
    int32_t reserved;         /* must be 0 */
    double align_fraction;    /* for ALIGN_FRACTION; finite; default 0 */
    double end_gap;           /* space after the last item; >= 0; default 0 */
    double pixel_tolerance;   /* Embla's pixelTolerance; >= 0; default 2
                               * (0 is Embla's server-side rendering) */
} segpager_snap_options;

/* Fills *options with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if options is NULL. Since 0.8.0. */
SEGPAGER_API int segpager_snap_options_init(segpager_snap_options *options);

/* Embla's snap groups (SlidesToScroll.ts): group g holds the items
 * out_firsts[g] .. out_firsts[g+1] - 1 (the last group runs to count - 1),
 * so every item is in exactly one group. A number k makes groups of k in
 * order. AUTO adds items to the group while the span from the group's
 * first item's start to the item's end is at most view_size +
 * pixel_tolerance (the first group's span counts the start gap and the
 * last item's the end gap, unless looping); an item wider than the view is
 * a group of its own. No items give no groups.
 * Status: E_NULL (options, out_count; frames with count > 0; out_firsts
 * with capacity > 0), E_STRUCT_SIZE, E_ENUM (options.align,
 * options.contain), E_RANGE (count > SEGPAGER_MAX_COUNT, view_size < 0, a
 * width < 0, frames out of order, slides_to_scroll < 0, loop not 0 or 1,
 * reserved not 0, end_gap or pixel_tolerance < 0), E_NOT_FINITE (a frame,
 * view_size, an option), E_CAPACITY (capacity below the group count;
 * *out_count holds it). Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_snap_groups(const segpager_item_frame *frames, size_t count,
                                      double view_size, const segpager_snap_options *options,
                                      int32_t *out_firsts, size_t capacity, size_t *out_count);

/* Embla's scroll snaps (ScrollSnaps.ts, ScrollContain.ts, ScrollSnapList.ts)
 * as offsets, one per snap, non-decreasing. Group g's aligned snap is its
 * first item's x minus the alignment's offset of the group's size. With a
 * contain mode (and no loop) the first snap is 0 and the last
 * content - view_size; the others are clamped into [0, content - view],
 * moved onto a bound within 1 point of it (when pixel_tolerance > 0) and
 * rounded to 3 decimals (as JavaScript's toFixed(3)); TRIM_SNAPS then
 * drops the repeats of the first and last snap, KEEP_SNAPS keeps them; and
 * content at most view_size + pixel_tolerance wide has the single snap 0.
 * Without containment (or with loop) the aligned snaps are returned,
 * possibly outside the content. out_snap_of_item, when not NULL, receives
 * count indexes: the snap each item belongs to (the items of trimmed
 * groups belong to the first or last snap left).
 * Status: as segpager_snap_groups; E_CAPACITY when capacity is below the
 * snap count (*out_count holds it; nothing else is written).
 * Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_scroll_snaps(const segpager_item_frame *frames, size_t count,
                                       double view_size, const segpager_snap_options *options,
                                       double *out_snaps, size_t capacity, size_t *out_count,
                                       int32_t *out_snap_of_item);

/* One of Embla's loop points (SlideLooper.ts): item `index` is drawn
 * shifted by shift_before (points of x) while the offset is below
 * `offset`, and by shift_after at or above it. Start-edge points (edge 0)
 * bring the last items in front of the first (shift -content below the
 * point); end-edge points (edge 1) bring the first items after the last
 * (+content at or above the point). */
typedef struct segpager_loop_point {
    int32_t index;      /* the item */
    int32_t edge;       /* 0 = start edge, 1 = end edge */
    double offset;      /* the strip/page offset where the shift changes */
    double shift_before; /* x shift below offset */
    double shift_after;  /* x shift at or above offset */
} segpager_loop_point;

/* Embla's loop points for a loop over the frames (options.loop is
 * ignored: the loop is assumed), in Embla's order: the start edge's items
 * from the last backwards while they fill the space before the first snap,
 * then the end edge's items from the first forwards while they fill the
 * view after it. *out_can_loop is 1 when every item with a loop point
 * leaves the other items wide enough to fill the view (within 0.1), as
 * Embla's canLoop; 0 means a front end should not loop (there would be a
 * gap). Drawing each item at x + shift at an offset, where shift comes
 * from its loop point, fills the view with no gap.
 * Status: as segpager_snap_groups; E_NULL (out_can_loop); E_CAPACITY when
 * capacity is below the point count (*out_count holds it; nothing else is
 * written). Complexity: O(count^2) for can_loop. Since 0.8.0. */
SEGPAGER_API int segpager_loop_points(const segpager_item_frame *frames, size_t count,
                                      double view_size, const segpager_snap_options *options,
                                      segpager_loop_point *out_points, size_t capacity,
                                      size_t *out_count, int32_t *out_can_loop);

/* The x shift of every item (out_shifts[i], count of them) when the loop
 * of segpager_loop_points is at `offset`: 0, -content or +content.
 * Status: as segpager_loop_points; E_NULL (out_shifts with count > 0),
 * E_NOT_FINITE (offset). Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_loop_shifts(const segpager_item_frame *frames, size_t count,
                                      double view_size, const segpager_snap_options *options,
                                      double offset, double *out_shifts);

/* ------------------------------------------------------------------------ */
/* Page position                                                            */
/* ------------------------------------------------------------------------ */

/* Where a page sits in the viewport when it is "at" its position. */
#define SEGPAGER_PAGE_ALIGN_LEADING 0 /* the page's leading edge at the viewport's */
#define SEGPAGER_PAGE_ALIGN_CENTER 1  /* the page centred (a peeking carousel) */

/* How the selected index follows a position (segpager_selected_index). */
/* The nearest page; exactly half way goes to the higher index. Seeds 000
 * Int((x + W/2)/W), 001 round(x/W), 003 Int(x/W + 0.5). */
#define SEGPAGER_COMMIT_RULE_NEAREST 0
/* The page at or before the position: seed 004's Int(x/W). */
#define SEGPAGER_COMMIT_RULE_FLOOR 1
/* Deprecated since 0.8.0 (removed in 0.10.0): the commit rule's names before
 * the rule and the policy got prefixes of their own. */
#define SEGPAGER_COMMIT_NEAREST SEGPAGER_COMMIT_RULE_NEAREST
#define SEGPAGER_COMMIT_FLOOR SEGPAGER_COMMIT_RULE_FLOOR

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

/* ------------------------------------------------------------------------ */
/* Scroll physics (stateless)                                               */
/* ------------------------------------------------------------------------ */

/* For front ends with no scroll view of their own (Qt, SDL, games, terminals):
 * the motion an iPhone would produce, as pure functions. Velocities are in
 * units per second (pt/s), times in seconds. */

/* UIScrollView.DecelerationRate: the velocity kept per millisecond. */
#define SEGPAGER_DECELERATION_NORMAL 0.998
#define SEGPAGER_DECELERATION_FAST 0.99
/* UIScrollView's rubber-band coefficient. */
#define SEGPAGER_RUBBER_BAND_COEFFICIENT 0.55

/* The distance travelled and the velocity `time` seconds after a release at
 * `velocity` under exponential deceleration: v(t) = v * rate^(1000 t),
 * x(t) = v (rate^(1000 t) - 1) / (1000 ln rate).
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (rate outside (0, 1), time < 0).
 * Since 0.4.0. */
SEGPAGER_API int segpager_deceleration_state(double rate, double velocity, double time,
                                             double *out_distance, double *out_velocity);

/* Where a release comes to rest, WWDC18's projection (v/1000) rate/(1 - rate):
 * 499 pt for 1000 pt/s at NORMAL, 99 pt at FAST.
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (rate). Since 0.4.0. */
SEGPAGER_API int segpager_deceleration_projection(double rate, double velocity, double *out_distance);

/* The time until the distance left is below epsilon:
 * ln(-1000 ln(rate) epsilon / |v|) / (1000 ln rate), or 0 (3.45 s for
 * 1000 pt/s and epsilon 0.5 at NORMAL).
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (rate, epsilon <= 0). Since 0.4.0. */
SEGPAGER_API int segpager_deceleration_duration(double rate, double velocity, double epsilon,
                                                double *out_time);

/* The offset shown for a finger overshoot past an end:
 * x d c / (d + c |x|), with the sign of x (d: the viewport's dimension).
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (coefficient or dimension <= 0).
 * Since 0.4.0. */
SEGPAGER_API int segpager_rubber_band(double coefficient, double dimension, double overshoot,
                                      double *out_offset);

/* The finger overshoot that shows as `offset`: y d / (c (d - |y|)), the
 * inverse of segpager_rubber_band.
 * Status: as segpager_rubber_band, and E_RANGE when |offset| >= dimension.
 * Since 0.4.0. */
SEGPAGER_API int segpager_rubber_band_inverse(double coefficient, double dimension, double offset,
                                              double *out_overshoot);

/* A damped spring, described as UIKit and SwiftUI do: stiffness
 * m (2 pi / response)^2, damping 4 pi m zeta / response. Solved in closed
 * form (under-, critically and over-damped). Fill with segpager_spring_init. */
typedef struct segpager_spring {
    uint32_t struct_size;  /* sizeof(segpager_spring) */
    int32_t reserved;      /* 0 */
    double response;       /* seconds; > 0; default 0.55 (SwiftUI's default spring) */
    double damping_ratio;  /* > 0 (1 critical); default 0.825 */
    double mass;           /* > 0; default 1 */
} segpager_spring;

/* Fills *spring with the defaults above. Returns SEGPAGER_E_NULL if spring is
 * NULL. Since 0.4.0. */
SEGPAGER_API int segpager_spring_init(segpager_spring *spring);

/* The displacement from rest and the velocity `time` seconds after starting
 * at `displacement` with `velocity`; a release's velocity carries straight
 * over, so there is no speed jump.
 * Status: E_NULL; E_STRUCT_SIZE; E_NOT_FINITE; E_RANGE (response, ratio or
 * mass <= 0, time < 0, reserved not 0). Since 0.4.0. */
SEGPAGER_API int segpager_spring_state(const segpager_spring *spring, double displacement, double velocity,
                                       double time, double *out_displacement, double *out_velocity);

/* The time after which the displacement stays within epsilon of rest, from
 * the decay envelope (SwiftUI: displacement 1, velocity 0, epsilon 0.001).
 * Status: as segpager_spring_state, and E_RANGE for epsilon <= 0. Since 0.4.0. */
SEGPAGER_API int segpager_spring_settling_time(const segpager_spring *spring, double displacement,
                                               double velocity, double epsilon, double *out_time);

/* A cubic Bezier timing curve from (0,0) to (1,1), as CSS and Core Animation
 * solve it: the progress at time x (x clamped to [0, 1]; y may overshoot).
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (x1 or x2 outside [0, 1]). Since 0.4.0. */
SEGPAGER_API int segpager_cubic_bezier(double x1, double y1, double x2, double y2, double x, double *out_y);

/* Android's fling, as OverScroller's SplineOverScroller runs it (AOSP
 * OverScroller.java, ViewConfiguration.java). With c = 9.80665 * 39.37 *
 * ppi * 0.84 (ppi = 160 * density), f = friction, DECEL = ln 0.78 / ln 0.9
 * (2.3582017, a Java float there) and l = ln(0.35 |v| / (f c)):
 *   distance = f c exp(DECEL / (DECEL - 1) l)   (proportional to |v|^1.736)
 *   duration = exp(l / (DECEL - 1)) seconds     (proportional to |v|^0.736)
 * The position at t is distance * SPLINE_POSITION(t / duration): Android's
 * 101-sample table, built by the platform's own single-precision bisection,
 * read linearly between samples. Velocities in pixels per second of a
 * screen of `density` (1: 160 ppi, so pt or dp with density 1), distances in
 * the same pixels; 1000 dp/s travels 194.3 dp in 0.555 s. Android truncates
 * the duration to whole ms and the distance to whole pixels; these do not. */

/* ViewConfiguration's SCROLL_FRICTION, the friction Android flings with. */
#define SEGPAGER_SCROLL_FRICTION 0.015

/* The distance (with the velocity's sign) and the duration in seconds of a
 * spline fling released at `velocity`; 0 and 0 for a release at 0.
 * Status: E_NULL; E_NOT_FINITE (an argument, or a result too large);
 * E_RANGE (density or friction <= 0). Complexity: O(1). Since 0.8.0. */
SEGPAGER_API int segpager_spline_fling(double density, double friction, double velocity,
                                       double *out_distance, double *out_duration);

/* The distance travelled and the velocity `time` seconds after a spline
 * fling's release at `velocity`; the whole distance and 0 from the duration
 * on.
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (density or friction <= 0,
 * time < 0). Complexity: O(1). Since 0.8.0. */
SEGPAGER_API int segpager_spline_fling_state(double density, double friction, double velocity, double time,
                                             double *out_distance, double *out_velocity);

/* How a released drag picks its page (segpager_paging_options.profile). */
#define SEGPAGER_PAGING_UIKIT 0   /* project with deceleration_rate, nearest page, at most
                                   * max_pages from the start page */
#define SEGPAGER_PAGING_ANDROID 1 /* one page per fling above flick_velocity, else the
                                   * page past half way */
#define SEGPAGER_PAGING_FLUTTER 2 /* +-0.5 page along a velocity above flutter_tolerance,
                                   * then round */
#define SEGPAGER_PAGING_FREE 3    /* the projection's nearest page, up to max_pages away */
#define SEGPAGER_PAGING_COMPOSE 4 /* Jetpack Compose's HorizontalPager: a fling above
                                   * flick_velocity approaches with the spline decay
                                   * (segpager_spline_fling, density 1) and takes the
                                   * next page on, at most max_pages from the first
                                   * visible page (PagerSnapDistance.atMost); slower,
                                   * past snap_positional_threshold of a page goes on,
                                   * a drag of at least min(positional_threshold,
                                   * page width / 2) goes back, a shorter one takes
                                   * the nearer page. Since 0.8.0. */

/* Fill with segpager_paging_options_init(). */
typedef struct segpager_paging_options {
    uint32_t struct_size;     /* sizeof(segpager_paging_options) */
    int32_t profile;          /* SEGPAGER_PAGING_*; default UIKIT */
    int32_t max_pages;        /* UIKIT, FREE, COMPOSE: >= 1; default 1 */
    int32_t looping;          /* 0 or 1: pages wrap, the result is not clamped; default 0 */
    double deceleration_rate; /* UIKIT, FREE: in (0, 1); default FAST (0.99) */
    double min_velocity;      /* pt/s: slower counts as still; >= 0; default 100 */
    double min_distance;      /* pt: a shorter drag never flicks on; >= 0; default 0 */
    double flick_velocity;    /* ANDROID, COMPOSE: pt/s; >= 0; default 400 (Android's minimum
                               * fling velocity, 400 dp/s; the pager config's
                               * default is the same) */
    double flutter_tolerance; /* FLUTTER: pt/s; >= 0; default 20 */
    double positional_threshold;      /* COMPOSE: pt; >= 0; default 56 (PagerState's
                                       * DefaultPositionThreshold, 56 dp). Since 0.8.0 */
    double snap_positional_threshold; /* COMPOSE: fraction of a page in [0, 1]; default
                                       * 0.5 (PagerDefaults.flingBehavior). Since 0.8.0 */
} segpager_paging_options;

/* Fills *options with the defaults above. Returns SEGPAGER_E_NULL if options
 * is NULL. Since 0.4.0. */
SEGPAGER_API int segpager_paging_options_init(segpager_paging_options *options);

/* The page a drag released at page_offset with velocity (pt/s of the page
 * offset) settles on, given the page it began on; the pages' geometry gives
 * the stride and direction (in RTL a positive velocity goes to lower pages).
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE (a bad option
 * or geometry); E_INDEX (start_page outside the pages, unless looping).
 * Since 0.4.0. */
SEGPAGER_API int segpager_paging_target(const segpager_paging_options *options,
                                        const segpager_page_geometry *pages, double page_offset,
                                        double velocity, int32_t start_page, int32_t *out_page);

/* The page Compose's PagerState.targetPage names while a drag is at
 * `position` (segpager_page_position's p), having begun on start_page: once
 * the current page's offset fraction reaches min(positional_threshold, page
 * width / 2) / page width, the page after the first visible one (dragging
 * forward, position >= start_page) or that one (dragging back); before it,
 * the nearest page. Clamped to the pages; 0 with none. Only
 * options->positional_threshold (and the validity of the rest) matters.
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE (a bad option
 * or geometry). Complexity: O(1). Since 0.8.0. */
SEGPAGER_API int segpager_paging_dragging_target(const segpager_paging_options *options,
                                                 const segpager_page_geometry *pages, double position,
                                                 int32_t start_page, int32_t *out_page);

/* Pointer velocity, for hosts with gesture recognisers of their own: the
 * estimate of Android's VelocityTracker (LSQ2 strategy) and Flutter's
 * VelocityTracker, over one axis. */

/* The window's limits: at most this many samples, none older than the
 * horizon before the newest, and no gap longer than the assumed stop
 * between two consecutive ones (Android's HISTORY_SIZE, HORIZON and
 * ASSUME_POINTER_STOPPED_TIME; Flutter's _historySize,
 * _horizonMilliseconds and _assumePointerMoveStoppedMilliseconds). */
#define SEGPAGER_VELOCITY_CAPACITY 20
#define SEGPAGER_VELOCITY_HORIZON 0.1       /* seconds */
#define SEGPAGER_VELOCITY_ASSUMED_STOP 0.04 /* seconds */

/* The velocity (units per second) at the newest of `count` samples of one
 * axis, given oldest first: times[i] in seconds (any clock that only goes
 * forward; equal times allowed), positions[i] in points.
 *
 * The window: walking back from the newest sample, at most
 * SEGPAGER_VELOCITY_CAPACITY samples, and it ends at the first sample more
 * than SEGPAGER_VELOCITY_HORIZON before the newest or more than
 * SEGPAGER_VELOCITY_ASSUMED_STOP before the sample after it (both within a
 * nanosecond). So a pointer that rested more than 40 ms before its last
 * sample (a pause before release) gives 0. The estimate: with tau = t - the
 * newest time, the unweighted least-squares polynomial p(tau) = a0 + a1 tau
 * + a2 tau^2 through the window; the result is a1, its slope at the newest
 * sample. The degree is 2, or one less than the number of distinct times in
 * the window when that is smaller (2 samples: the line through them); fewer
 * than two distinct times (0 or 1 samples) give 0. Solved by QR (modified
 * Gram-Schmidt), as Android's and Flutter's solvers; a degree the times
 * cannot determine (nearly equal times) is dropped.
 *
 * Every sample is checked, also those outside the window. times and
 * positions may be NULL when count is 0.
 * Status: E_NULL (out_velocity, or an array with count > 0); E_RANGE
 * (count > SEGPAGER_MAX_COUNT); E_NOT_FINITE (a NaN or +-Inf sample, or a
 * result that overflowed: positions whose differences are not finite);
 * E_ORDER (a time earlier than the one before it). Nothing is written on
 * failure. Reentrant. Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_velocity_estimate(const double *times, const double *positions, size_t count,
                                            double *out_velocity);

/* ------------------------------------------------------------------------ */
/* Headers and nested scrolling (stateless)                                 */
/* ------------------------------------------------------------------------ */

/* A collapsing header of height H over a pinned part S (the tab strip and
 * whatever stays), below a pin offset (a navigation bar or safe area). The
 * collapse range is R = H - S (seed 004's headerMaxScrollHeight). The list
 * offset y is the current page's list's vertical offset: 0 is fully
 * expanded, y >= R pinned, y < 0 a pull-down. y grows downward on screen. */

/* What the header does when the list is pulled down (y < 0). */
#define SEGPAGER_PULL_DOWN_STRETCH 0 /* seed 004's zoom: x = W y/H/2, w = W (H - y)/H,
                                      * h = H - y (centred, in RTL too) */
#define SEGPAGER_PULL_DOWN_FOLLOW 1  /* the header moves down with the finger */
#define SEGPAGER_PULL_DOWN_PINNED 2  /* the header stays; the list pulls (refresh) */

/* How the header's content fills it (MXParallaxHeader's modes). */
#define SEGPAGER_HEADER_CONTENT_FILL 0     /* the header's rect, stretched with it */
#define SEGPAGER_HEADER_CONTENT_TOP_FILL 1 /* top-anchored, at least the header's height */
#define SEGPAGER_HEADER_CONTENT_TOP 2      /* content_height tall at the header's top */
#define SEGPAGER_HEADER_CONTENT_CENTER 3   /* content_height tall, centred */
#define SEGPAGER_HEADER_CONTENT_BOTTOM 4   /* content_height tall at the header's bottom */

/* Fill with segpager_header_style_init(). */
typedef struct segpager_header_style {
    uint32_t struct_size;  /* sizeof(segpager_header_style) */
    int32_t pull_down;     /* SEGPAGER_PULL_DOWN_*; default STRETCH */
    int32_t content_mode;  /* SEGPAGER_HEADER_CONTENT_*; default FILL */
    int32_t reserved;      /* 0 */
    double height;         /* H; >= 0; default 0 */
    double pinned_height;  /* S; 0 <= S <= H; default 0 */
    double pin_offset;     /* >= 0; default 0 */
    double parallax;       /* 0 (the content moves with the header) .. 1 (it stays
                            * while the header collapses over it); default 0 */
    double content_height; /* the content's own height (TOP, CENTER, BOTTOM,
                            * TOP_FILL); 0 = H; >= 0; default 0 */
} segpager_header_style;

/* A rectangle, y growing downward. */
typedef struct segpager_rect {
    double x;
    double y;
    double width;
    double height;
} segpager_rect;

/* The header's phase, seed 004's three regions (segpager_header_frame.phase). */
#define SEGPAGER_HEADER_STRETCHED 0  /* y < 0 */
#define SEGPAGER_HEADER_EXPANDED 1   /* y = 0 */
#define SEGPAGER_HEADER_COLLAPSING 2 /* 0 < y < R */
#define SEGPAGER_HEADER_PINNED 3     /* y >= R */

/* The header for one list offset. Output structs never grow. */
typedef struct segpager_header_frame {
    segpager_rect header;
    segpager_rect content;  /* with the parallax and content mode */
    segpager_rect strip;    /* the pinned part, at the header's bottom */
    int32_t phase;          /* SEGPAGER_HEADER_* */
    int32_t reserved;
    double progress;        /* 0 (expanded) .. 1 (pinned): fade a nav bar with it */
    double stretch_scale;   /* the header's height / H (> 1 while stretched) */
} segpager_header_frame;

/* Fills *style with the defaults above. Returns SEGPAGER_E_NULL if style is
 * NULL. Since 0.5.0. */
SEGPAGER_API int segpager_header_style_init(segpager_header_style *style);

/* The header in a container `width` wide at list offset y.
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE (negative
 * sizes or width, S > H, parallax outside [0, 1], reserved not 0).
 * Complexity: O(1). Since 0.5.0. */
SEGPAGER_API int segpager_header_frame_at(const segpager_header_style *style, double width, double list_offset,
                                          segpager_header_frame *out_frame);

/* What the incoming page's list offset becomes on a page switch. */
#define SEGPAGER_LIST_SYNC 0         /* seed 004: y >= R: max(own, R); 0 <= y < R: y;
                                      * y < 0: min(own, 0) (seed 004 applies it to
                                      * every list) */
#define SEGPAGER_LIST_KEEP_OWN 1     /* each list keeps its offset, changed only so the
                                      * header does not jump: max(own, R) when pinned,
                                      * else y (JXPagingView #324) */
#define SEGPAGER_LIST_RESET_TO_TOP 2 /* the list's content top: clamp(y, 0, R) */

/* The offset the incoming page's list takes when the header is at list
 * offset header_list_offset and the list last had own_offset.
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE. Since 0.5.0. */
SEGPAGER_API int segpager_header_list_offset(const segpager_header_style *style, int32_t policy,
                                             double own_offset, double header_list_offset,
                                             double *out_offset);

/* Who moves first when a vertical drag meets the header over a list. */
#define SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED 0   /* up: header, then list; down: list to
                                                  * its top, then header (seed 001) */
#define SEGPAGER_NESTED_ENTER_ALWAYS 1           /* down: header first, then list */
#define SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED 2 /* down: the header's last enter_height
                                                  * first (what of it is still hidden),
                                                  * then the list, then the rest */

/* How one vertical delta was shared; header + list + overscroll == delta. */
typedef struct segpager_scroll_split {
    double header;     /* added to the header's collapse (0..R) */
    double list;       /* added to the list's own offset */
    double overscroll; /* left over: < 0 pulls down past the top, > 0 past the end */
} segpager_scroll_split;

/* Shares `delta` (> 0: the content moves up) between the header's collapse
 * header_offset (0..R) and the list's own offset list_offset
 * (0..list_max_offset).
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE (a header
 * offset outside [0, R], a negative or too large list offset, a negative
 * maximum or enter height). Complexity: O(1). Since 0.5.0. */
SEGPAGER_API int segpager_nested_scroll(const segpager_header_style *style, int32_t mode, double delta,
                                        double header_offset, double list_offset, double list_max_offset,
                                        double enter_height, segpager_scroll_split *out_split);

/* A header made of sections (Android AppBarLayout's model), listed top to
 * bottom, each with its own scroll behaviour. The single-header functions
 * above are the two-section case [SCROLL H - S, PINNED S]. */
#define SEGPAGER_SECTION_SCROLL 0                 /* scrolls away completely */
#define SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED 1   /* scrolls away down to min_height, which
                                                   * stays; nothing below it scrolls away */
#define SEGPAGER_SECTION_ENTER_ALWAYS 2           /* scrolls away; any downward scroll brings
                                                   * it back before the list (floating bar) */
#define SEGPAGER_SECTION_ENTER_ALWAYS_COLLAPSED 3 /* scrolls away; a downward scroll brings
                                                   * back min_height first, the rest when
                                                   * the list reaches its top */
#define SEGPAGER_SECTION_PINNED 4                 /* never scrolls, nor anything below it */
#define SEGPAGER_SECTION_BY_FLAGS 5               /* flags holds AppBarLayout's scroll flags,
                                                   * a set of SEGPAGER_SCROLL_FLAG_* (since
                                                   * 0.8.0); the four behaviours above are
                                                   * the sets SCROLL, SCROLL|EXIT_UNTIL_COLLAPSED,
                                                   * SCROLL|ENTER_ALWAYS and SCROLL|ENTER_ALWAYS|
                                                   * ENTER_ALWAYS_COLLAPSED, PINNED the empty set */

typedef struct segpager_header_section {
    double height;     /* >= 0 */
    double min_height; /* 0..height: kept by EXIT_UNTIL_COLLAPSED, brought back
                        * first by ENTER_ALWAYS_COLLAPSED; ignored otherwise */
    int32_t behavior;  /* SEGPAGER_SECTION_* */
    uint32_t flags;    /* 0 or SEGPAGER_SECTION_FLAG_SNAP; with behavior
                        * SEGPAGER_SECTION_BY_FLAGS, SEGPAGER_SCROLL_FLAG_* */
} segpager_header_section;

/* Fills *section with the core's defaults: height 0, min_height 0, behavior
 * SEGPAGER_SECTION_SCROLL, flags 0 (set height). Returns SEGPAGER_E_NULL if
 * section is NULL. Since 0.8.0. */
SEGPAGER_API int segpager_header_section_init(segpager_header_section *section);

/* segpager_header_section.flags: a stack left with its offset inside this
 * section snaps to one of the section's edges at release. */
#define SEGPAGER_SECTION_FLAG_SNAP 0x1u
/* Deprecated since 0.8.0 (removed in 0.10.0): SEGPAGER_SECTION_* names the
 * behaviours; flags are SEGPAGER_SECTION_FLAG_*. */
#define SEGPAGER_SECTION_SNAP SEGPAGER_SECTION_FLAG_SNAP

/* AppBarLayout's scroll flags (AppBarLayout.LayoutParams.SCROLL_FLAG_*, the
 * same values), for a section with behavior SEGPAGER_SECTION_BY_FLAGS. Any
 * set is valid and means what it does on Android: a section without SCROLL
 * ends the scrolling run; ENTER_ALWAYS re-enters first only with SCROLL
 * (quick return); SNAP needs SCROLL. Since 0.8.0. */
#define SEGPAGER_SCROLL_FLAG_SCROLL 0x1u                 /* scrolls with the content */
#define SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED 0x2u   /* keeps min_height; ends the run */
#define SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS 0x4u           /* quick return: re-enters before
                                                          * the list moves */
#define SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED 0x8u /* quick return re-enters only
                                                          * min_height first */
#define SEGPAGER_SCROLL_FLAG_SNAP 0x10u                  /* snaps to an edge at release */
#define SEGPAGER_SCROLL_FLAG_SNAP_MARGINS 0x20u          /* the snap counts the section's
                                                          * margins (segpager_section_margins) */

/* A section's margins: the space above and below it (AppBarLayout's
 * layout_marginTop and layout_marginBottom), in points. The *_with_margins
 * functions take them as an array parallel to the sections (margins[k] is
 * sections[k]'s); NULL there is no margins, the same as the functions
 * without. A margin scrolls with its section and counts in the ranges as
 * Android counts it: the stack's height holds every margin; collapse_range
 * the margins of the sections it runs over (an EXIT_UNTIL_COLLAPSED one's
 * too, less only its min_height); enter_range, bottom up, each quick-return
 * section's margins as well as what of it re-enters (an
 * ENTER_ALWAYS_COLLAPSED one's margins plus its min_height, as
 * getDownNestedPreScrollRange counts them). A snap counts a section's
 * margins only with SEGPAGER_SCROLL_FLAG_SNAP_MARGINS: its edges move out by
 * them (the margin above is shown expanded, the one below scrolled away).
 * Since 0.8.0. */
typedef struct segpager_section_margins {
    double margin_top;    /* >= 0; default 0 */
    double margin_bottom; /* >= 0; default 0 */
} segpager_section_margins;

/* The scroll ranges a stack implies. */
typedef struct segpager_header_ranges {
    double height;         /* the whole stack */
    double collapse_range; /* how far it scrolls up (AppBarLayout's
                            * totalScrollRange): the sections from the top
                            * while they scroll; an EXIT_UNTIL_COLLAPSED one
                            * counts height - min_height and ends the run, a
                            * PINNED one ends it */
    double pinned_height;  /* height - collapse_range: what stays */
    double enter_range;    /* what comes back on a downward scroll before the
                            * list moves (downNestedPreScrollRange): from the
                            * bottom up, ENTER_ALWAYS sections' height and
                            * ENTER_ALWAYS_COLLAPSED ones' min_height, up to the
                            * first other section once something counted; at
                            * most collapse_range */
} segpager_header_ranges;

/* The ranges of `count` sections.
 * Status: E_NULL; E_ENUM; E_NOT_FINITE; E_RANGE (count 0 or above
 * SEGPAGER_MAX_COUNT, a negative height, min_height outside 0..height,
 * unknown flags). Complexity: O(count). Since 0.6.0. */
SEGPAGER_API int segpager_header_stack_ranges(const segpager_header_section *sections, size_t count,
                                              segpager_header_ranges *out_ranges);

/* segpager_nested_scroll for a stack: shares `delta` (> 0: the content moves
 * up) between the stack's collapse header_offset (0..collapse_range) and the
 * list's offset list_offset (0..list_max_offset). Up: the stack collapses
 * first, then the list. Down: enter_range comes back first, then the list
 * returns to its top, then the rest of the stack.
 * header + list + overscroll == delta.
 * Status: as segpager_header_stack_ranges; E_RANGE also for offsets outside
 * their ranges or a negative maximum. Complexity: O(count). Since 0.6.0. */
SEGPAGER_API int segpager_header_stack_scroll(const segpager_header_section *sections, size_t count,
                                              double delta, double header_offset, double list_offset,
                                              double list_max_offset, segpager_scroll_split *out_split);

/* Where a stack left at collapse header_offset (0..collapse_range) settles
 * at release, by AppBarLayout's rule (position, not velocity): in the
 * section under the offset, if it has SEGPAGER_SECTION_FLAG_SNAP, the nearer of
 * its top edge (more expanded) and bottom edge (more collapsed). An
 * EXIT_UNTIL_COLLAPSED section's bottom edge keeps its min_height; an
 * ENTER_ALWAYS_COLLAPSED one has a seam where its min_height begins and
 * snaps within the part the offset is in. A section without the flag
 * leaves the offset where it is. Animate with segpager_spring_state.
 * Status: as segpager_header_stack_ranges; E_RANGE also for an offset
 * outside 0..collapse_range. Complexity: O(count). Since 0.6.0. */
SEGPAGER_API int segpager_header_stack_snap_target(const segpager_header_section *sections, size_t count,
                                                   double header_offset, double *out_offset);

/* segpager_header_stack_ranges, _scroll and _snap_target for sections with
 * margins (segpager_section_margins; margins NULL: none). The other
 * arguments, the results and the statuses are those functions'; E_RANGE
 * also for a negative margin, E_NOT_FINITE for a margin that is not
 * finite (margins[k].margin_top names it). Complexity: O(count).
 * Since 0.8.0. */
SEGPAGER_API int segpager_header_stack_ranges_with_margins(const segpager_header_section *sections,
                                                           const segpager_section_margins *margins,
                                                           size_t count, segpager_header_ranges *out_ranges);
SEGPAGER_API int segpager_header_stack_scroll_with_margins(const segpager_header_section *sections,
                                                           const segpager_section_margins *margins,
                                                           size_t count, double delta, double header_offset,
                                                           double list_offset, double list_max_offset,
                                                           segpager_scroll_split *out_split);
SEGPAGER_API int segpager_header_stack_snap_target_with_margins(const segpager_header_section *sections,
                                                                const segpager_section_margins *margins,
                                                                size_t count, double header_offset,
                                                                double *out_offset);

/* How long AppBarLayout animates a snap over `distance` points
 * (BaseBehavior.animateOffsetTo), in seconds: at a velocity above 0 (pt/s,
 * sign ignored) 3*round(1000*distance/|velocity|) ms, at 0
 * (distance/height + 1)*150 ms truncated to whole ms, `height` the stack's;
 * at most 0.6 s (d = 100, H = 200, v = 0: 0.225 s).
 * Status: E_NULL (out_seconds); E_NOT_FINITE; E_RANGE (a negative distance
 * or height). Complexity: O(1). Since 0.8.0. */
SEGPAGER_API int segpager_header_snap_duration(double distance, double velocity, double height,
                                               double *out_seconds);

/* Where a header left part collapsed snaps on release: 0 (open) or R
 * (collapsed). A release faster than min_velocity (pt/s, positive while
 * collapsing) follows its direction; a slower one goes to the nearer end; a
 * header at either end or pulled down stays (the result is header_offset).
 * Animate with a spring (segpager_spring_state) carrying the velocity.
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE. Since 0.5.0. */
SEGPAGER_API int segpager_header_snap_target(const segpager_header_style *style, double header_offset,
                                             double velocity, double min_velocity, double *out_offset);

/* The content height a list needs so the header can collapse fully over it:
 * list_viewport_height + R (pad short lists to it).
 * Status: E_NULL; E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE. Since 0.5.0. */
SEGPAGER_API int segpager_header_min_content_height(const segpager_header_style *style,
                                                    double list_viewport_height, double *out_height);

/* The axis a drag is locked to (segpager_gesture_axis). */
#define SEGPAGER_AXIS_UNDECIDED 0  /* not far enough, or diagonal, yet */
#define SEGPAGER_AXIS_HORIZONTAL 1 /* the pages' axis */
#define SEGPAGER_AXIS_VERTICAL 2   /* the lists' axis */

/* Decides which axis a drag that moved (dx, dy) belongs to, so a horizontal
 * banner in the header, the pager and the vertical lists don't fight
 * (JXPagingView #569): undecided within min_distance; then within max_angle
 * degrees of an axis it locks to that axis; a diagonal stays undecided until
 * twice min_distance, where the larger component wins.
 * Status: E_NULL; E_NOT_FINITE; E_RANGE (min_distance < 0, max_angle outside
 * [0, 45]). Since 0.5.0. */
SEGPAGER_API int segpager_gesture_axis(double dx, double dy, double min_distance, double max_angle,
                                       int32_t *out_axis);

/* ------------------------------------------------------------------------ */
/* The stateful pager                                                       */
/* ------------------------------------------------------------------------ */

/* A pager remembers where it is: which page is selected, what the finger is
 * doing, which pages have appeared. Feed it timestamped events once per
 * display frame with segpager_pager_step(); it returns the frame to draw and
 * the notifications since the last one. Everything it draws comes from one
 * focus: a swipe is a position; a tap or an animated selection is a
 * transition that travels straight from what is on screen to the target (the
 * tabs and pages between are not swept and get no lifecycle events); a tap
 * or a drag during a transition starts from where it is, so nothing jumps. */
typedef struct segpager_pager segpager_pager;

/* When the selected index follows the position (config.commit_policy). */
#define SEGPAGER_COMMIT_POLICY_AT_HALF 0      /* at half way while swiping (seeds 000,
                                               * 001); a tap or animated selection
                                               * commits at once */
#define SEGPAGER_COMMIT_POLICY_WHEN_SETTLED 1 /* when the pager comes to rest (seeds 003, 004) */
/* Deprecated since 0.8.0 (removed in 0.10.0): the policy's names before it
 * got a prefix of its own. */
#define SEGPAGER_COMMIT_AT_HALF SEGPAGER_COMMIT_POLICY_AT_HALF
#define SEGPAGER_COMMIT_WHEN_SETTLED SEGPAGER_COMMIT_POLICY_WHEN_SETTLED

/* Who moves the pages (config.driver). */
#define SEGPAGER_DRIVER_ENGINE 0 /* drags set the offset; a release settles with an
                                  * animation; taps animate; ticks advance time */
#define SEGPAGER_DRIVER_HOST 1   /* the host scrolls natively (UIKit) and reports
                                  * HOST_SCROLLED offsets; after a tap it animates
                                  * to frame.target_page_offset */

/* How the engine settles a released drag (config.settle_mode). */
#define SEGPAGER_SETTLE_CURVE 0  /* the nearest page (the next after a flick faster
                                  * than flick_velocity) along settle_easing in
                                  * settle_duration */
#define SEGPAGER_SETTLE_SPRING 1 /* physics: paging_profile picks the page from the
                                  * release velocity (UIKit: projection with the
                                  * fast rate, at most one page), a spring carries
                                  * the release velocity into the settle and lands
                                  * exactly on the page, drags past the ends
                                  * rubber-band. Deterministic: the closed-form
                                  * spring depends only on the event times */
#define SEGPAGER_SETTLE_INTEGRATOR 2 /* since 0.8.0: the page as SPRING picks it, reached
                                      * by a target-seeking body stepped at a fixed
                                      * 60 Hz (Embla's ScrollBody: v = (v + (target -
                                      * x) / integrator_duration) * integrator_friction,
                                      * x += v, interpolated between steps; settled
                                      * within 0.001 pt); drags rubber-band as SPRING.
                                      * Deterministic: steps count from the release */

/* The pager's settings that are not styles. Fill with segpager_pager_configuration_init().
 * A pager's lengths are at most 10^12 pt, as the coordinates its events carry
 * (past it, the sums a frame makes would overflow and no step could succeed):
 * viewport_width, page_width, page_spacing, strip_viewport_width and
 * strip_height (on creation and a RESIZED event), and the strip's
 * whole width, items and strip style's lengths together (also on
 * set_items, insert_item and set_strip_style). Past it is E_RANGE naming
 * the field, or "items" for the strip's width; the pager is unchanged.
 * Since 0.8.0 (before, a looping strip only). */
typedef struct segpager_pager_configuration {
    uint32_t struct_size;        /* sizeof(segpager_pager_configuration) */
    int32_t commit_policy;       /* SEGPAGER_COMMIT_POLICY_*; default AT_HALF */
    int32_t driver;              /* SEGPAGER_DRIVER_*; default ENGINE */
    int32_t tap_easing;          /* SEGPAGER_EASING_*; CUBIC_BEZIER (since 0.8.0)
                                  * takes tap_bezier; default EASE_IN_OUT */
    int32_t settle_easing;       /* SEGPAGER_EASING_*; CUBIC_BEZIER (since 0.8.0)
                                  * takes settle_bezier; default EASE_OUT */
    int32_t initial_index;       /* the page the pager rests on when its first
                                  * items arrive (the first set_items or
                                  * insert_item that brings any), clamped to
                                  * them; the next frame reports it as
                                  * SELECTED_CHANGED, cause PROGRAM. Applied once;
                                  * a drag under way keeps its finger's page.
                                  * Default 0 */
    int32_t page_alignment;      /* SEGPAGER_PAGE_ALIGN_*; default LEADING */
    int32_t pad_ends;            /* 0 or 1; default 1 */
    int32_t prepare_radius;      /* pages loaded ahead on each side of every page on
                                  * screen; 0 = no preloading; >= 0; default 1 */
    int32_t keep_radius;         /* loaded pages this close stay (at least the
                                  * prepare radius); >= 0; default 1 */
    int32_t cache_limit;         /* loaded pages kept beyond that, least recently
                                  * needed evicted first; -1 = keep everything;
                                  * >= -1; default 0 */
    int32_t reuse_slots;         /* 0 or 1: a page that needs loading takes the slot
                                  * of a page being evicted (one REUSE instead of
                                  * UNLOAD + LOAD; seed 001); default 0 */
    int32_t looping;             /* 0 or 1: the pages wrap (page n-1 is followed by
                                  * page 0). Page offsets and positions then grow
                                  * without bound (a lap is n pages), the selection
                                  * is the position modulo n, a tap takes the short
                                  * way round, and the strip repeats every content
                                  * width: a frame's strip items are the copies on
                                  * screen and its indicator is under the selected
                                  * tab's copy on screen, however far the strip
                                  * scrolled on its own (a front end that draws
                                  * from the layout instead draws the items and
                                  * the indicator again one period to each side of
                                  * a strip that follows its policy). Offsets beyond 10^12
                                  * pages are E_RANGE (beyond 2^29 pages in a
                                  * 32-bit build, such as the web door's wasm32
                                  * module, whose Ints would overflow past it).
                                  * Default 0 */
    int32_t reserved;            /* 0 */
    double viewport_width;       /* the pager's width; >= 0; default 0 (set it) */
    double page_width;           /* 0 = the viewport's; >= 0; default 0 */
    double page_spacing;         /* >= 0; default 0 */
    double strip_viewport_width; /* 0 = the pager's width; >= 0; default 0 */
    double strip_height;         /* the tabs' height; >= 0; default 44 */
    double tap_duration;         /* seconds; >= 0; default 0.3 (seed 002; seed 000: 0.25) */
    double settle_duration;      /* seconds; >= 0; default 0.3 */
    double flick_velocity;       /* pt/s: a faster release moves on a page, in
                                  * both settle modes (CURVE, and SPRING's ANDROID
                                  * profile: the same value as
                                  * segpager_paging_options.flick_velocity); >= 0;
                                  * default 400 (Android's minimum fling velocity,
                                  * 400 dp/s; 300 before 0.8.0) */
    /* Since 0.4.0; a 0.3.0-sized struct (struct_size up to flick_velocity)
     * gets these defaults. */
    int32_t settle_mode;         /* SEGPAGER_SETTLE_*; default SPRING (0.3.0's
                                  * behaviour is CURVE) */
    int32_t paging_profile;      /* SPRING: SEGPAGER_PAGING_*; default UIKIT. The
                                  * defaults are the iOS profile; an Android-like
                                  * profile is ANDROID (flick_velocity's default is
                                  * already ViewPager2's 400) and the same
                                  * critical spring */
    double spring_response;      /* SPRING: the settle spring's response, s;
                                  * >= 1e-6 (since 0.8.0: a shorter spring is a
                                  * jump, and its frequency squared overflowed,
                                  * failing every release; > 0 before);
                                  * default 0.35 */
    double spring_damping_ratio; /* SPRING: > 0; default 1 (critical: no overshoot) */
    double rubber_band_coefficient; /* SPRING: drags past the first or last page
                                     * rubber-band; >= 0, 0 clamps; default 0.55 */
    /* Since 0.8.0; a 0.7.0-sized struct (struct_size up to
     * rubber_band_coefficient) gets these defaults. */
    double spring_mass;          /* SPRING: the settle spring's mass; > 0; default 1.
                                  * With response and damping ratio fixed it
                                  * scales stiffness and damping together, so
                                  * the motion does not change (as SwiftUI's) */
    double tap_bezier_x1;        /* tap_easing CUBIC_BEZIER: the curve's x1, in
                                  * [0, 1] (checked whatever the easing); default
                                  * 0.42 (the four default to ease-in-out,
                                  * (0.42, 0, 0.58, 1)) */
    double tap_bezier_y1;        /* the curve's y1; default 0 */
    double tap_bezier_x2;        /* the curve's x2, in [0, 1]; default 0.58 */
    double tap_bezier_y2;        /* the curve's y2; default 1 */
    double settle_bezier_x1;     /* settle_easing CUBIC_BEZIER: as tap_bezier_x1;
                                  * default 0.42 */
    double settle_bezier_y1;     /* as tap_bezier_y1; default 0 */
    double settle_bezier_x2;     /* as tap_bezier_x2; default 0.58 */
    double settle_bezier_y2;     /* as tap_bezier_y2; default 1 */
    int32_t notification_limit;  /* the most notifications kept for a caller whose
                                  * notification array is too small (they wait
                                  * for the next step); past it the oldest are
                                  * dropped, SELECTED_CHANGED and HEADER_PHASE
                                  * first (the frame has both states), and the
                                  * frame's dropped_notifications counts them.
                                  * >= 0; default 1024 */
    int32_t reserved2;           /* 0 */
    double touch_slop;           /* pointer events: how far a pointer moves before it
                                  * drags anything, pt (a shorter one lifted in the
                                  * strip is a tap); >= 0; default 10, UIScrollView's
                                  * (Android's ViewConfiguration touch slop is 8 dp) */
    double wheel_settle_delay;   /* WHEEL: the pages settle this long after the last
                                  * one, s; >= 0; default 0.15 */
    double list_deceleration_rate; /* a flung list's velocity kept per millisecond
                                    * (LIST_ENDED); in (0, 1); default 0.998
                                    * (UIScrollView's .normal; .fast is 0.99) */
    double touch_slop_fraction;  /* > 0: the slop grows with the pager, to this
                                  * fraction of viewport_width, at least
                                  * touch_slop and at most touch_slop_maximum
                                  * (Embla's goToNextThreshold has this shape:
                                  * clamp(0.2 x view, 50, 225) px); in [0, 1];
                                  * default 0 (a fixed slop) */
    double touch_slop_maximum;   /* the relative slop's upper bound; >= 0;
                                  * default 0 (none) */
    double integrator_duration;  /* INTEGRATOR: Embla's duration, the body's
                                  * stiffness in steps; >= 1; default 25 */
    double integrator_friction;  /* INTEGRATOR: Embla's friction, the velocity kept
                                  * per step; in (0, 1); default 0.68 */
    int32_t list_fling_profile;  /* SEGPAGER_LIST_FLING_*: how a flung list
                                  * decelerates; default UIKIT. Since 0.8.0 */
    int32_t reserved3;           /* 0. Since 0.8.0 */
    double strip_deceleration_rate; /* the strip flung on its own
                                     * (SEGPAGER_STRIP_PHASE_*): its velocity
                                     * kept per millisecond; in (0, 1); default
                                     * 0.998 (UIScrollView's .normal) */
    int32_t far_transition;      /* SEGPAGER_FAR_TRANSITION_*: how a tap or an
                                  * animated SELECT reaches a page that is not
                                  * beside the one on screen; default ADJACENT.
                                  * The strip and the indicator go straight to
                                  * the target in every mode. A HOST driver's
                                  * pages are where its offsets put them (SWEEP).
                                  * Since 0.8.0 */
    int32_t pre_jump_distance;   /* PRE_JUMP: the pages jump to within this many
                                  * pages of the target, then scroll; >= 1;
                                  * default 3 (ViewPager2's). Since 0.8.0 */
    /* The rest of the SPRING settle's paging rule (paging_profile and
     * flick_velocity above), as segpager_paging_options has it, so that a
     * configuration holds the whole rule (segpager_pager_set_paging_options
     * replaces it later). Since 0.8.0 */
    int32_t paging_max_pages;    /* UIKIT, FREE, COMPOSE: the most pages one
                                  * fling moves; >= 1; default 1 */
    int32_t reserved4;           /* 0. Since 0.8.0 */
    double paging_deceleration_rate; /* UIKIT, FREE: the release's projection,
                                      * velocity kept per millisecond; in (0, 1);
                                      * default 0.99 (UIScrollView's .fast) */
    double paging_min_velocity;  /* pt/s: a slower release counts as still;
                                  * >= 0; default 100 */
    double paging_min_distance;  /* pt: a shorter drag never flicks on; >= 0;
                                  * default 0 */
    double paging_flutter_tolerance; /* FLUTTER: pt/s; >= 0; default 20 */
    double paging_positional_threshold; /* COMPOSE: pt; >= 0; default 56
                                         * (PagerState's DefaultPositionThreshold) */
    double paging_snap_positional_threshold; /* COMPOSE: fraction of a page in
                                              * [0, 1]; default 0.5 */
} segpager_pager_configuration;

/* How a far tap moves the pages (segpager_pager_configuration.far_transition).
 * Since 0.8.0. */
#define SEGPAGER_FAR_TRANSITION_ADJACENT 0 /* the target slides in beside the
                                            * page on screen, from the side of
                                            * travel (UIPageViewController,
                                            * Parchment): only those pages are
                                            * placed, loaded and appear.
                                            * page_offset re-bases when it
                                            * starts (it is the offset that puts
                                            * the target where it is placed), so
                                            * it jumps once; the placed pages
                                            * do not */
#define SEGPAGER_FAR_TRANSITION_PRE_JUMP 1 /* the pages jump to within
                                            * pre_jump_distance pages of the
                                            * target, then scroll there
                                            * (ViewPager2's setCurrentItem); the
                                            * pages passed after the jump load
                                            * and appear as they come on screen */
#define SEGPAGER_FAR_TRANSITION_SWEEP 2    /* the pages sweep through every page
                                            * between (a scroll view's animated
                                            * setContentOffset): each page on
                                            * screen is placed, loaded before it
                                            * shows and appears in screen order;
                                            * a tap over k pages costs up to k
                                            * loads */

/* How a flung list decelerates (segpager_pager_configuration.list_fling_profile).
 * Since 0.8.0. */
#define SEGPAGER_LIST_FLING_UIKIT 0   /* UIScrollView's exponential, at
                                       * list_deceleration_rate */
#define SEGPAGER_LIST_FLING_ANDROID 1 /* OverScroller's spline fling
                                       * (segpager_spline_fling, friction
                                       * SEGPAGER_SCROLL_FRICTION; pt are dp, so
                                       * no density): 194.3 pt from 1000 pt/s,
                                       * over 0.555 s; list_deceleration_rate is
                                       * not used */

/* Fills *config with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if config is NULL. Since 0.3.0. */
SEGPAGER_API int segpager_pager_configuration_init(segpager_pager_configuration *config);

/* Deprecated since 0.8.0 (removed in 0.10.0): the names before the pager
 * configuration was spelled out in every door. Source compatible; a binary
 * built against 0.7.0 must be rebuilt. */
typedef segpager_pager_configuration segpager_pager_config;
#define segpager_pager_config_init segpager_pager_configuration_init

/* Platform presets (segpager_pager_configuration_init_preset). */
#define SEGPAGER_PRESET_IOS 0     /* the defaults: UIKit paging (projection with the
                                   * fast rate, at most one page), a critical
                                   * spring, the 0.55 rubber band */
#define SEGPAGER_PRESET_ANDROID 1 /* ViewPager2's paging: one page per fling faster
                                   * than flick_velocity (400), else the page past
                                   * half way; the same spring and band */

/* Fills *config with a platform preset's values and sets struct_size; the
 * fields a preset does not name keep segpager_pager_configuration_init's defaults.
 * Status: E_NULL; E_ENUM (an unknown preset). Since 0.8.0. */
SEGPAGER_API int segpager_pager_configuration_init_preset(segpager_pager_configuration *config,
                                                          int32_t preset);

/* Creates a pager with no items (add them with segpager_pager_set_items).
 * The strip style, indicator, appearance and strip-offset styles start at
 * their *_init defaults; the strip's direction is also the pages'.
 * Status: E_NULL (config, out_pager), E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE,
 * E_RANGE (negative sizes or durations, pad_ends not 0/1, a zero page
 * stride: set viewport_width). Since 0.3.0. */
SEGPAGER_API int segpager_pager_create(const segpager_pager_configuration *config, segpager_pager **out_pager);

/* Destroys a pager. NULL is a no-op (SEGPAGER_OK); a handle that is not live
 * (destroyed twice, never created) is SEGPAGER_E_HANDLE and nothing happens.
 * In a forked child, a pager the parent created is SEGPAGER_E_HANDLE ("used
 * after fork") and is not freed (see "Fork" at the top). Since 0.3.0. */
SEGPAGER_API int segpager_pager_destroy(segpager_pager *pager);

/* Replace one of the pager's styles (validated as the stateless functions
 * do). Status: E_HANDLE, E_NULL, E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE,
 * E_RANGE; on failure the old style stays. Since 0.3.0. */
SEGPAGER_API int segpager_pager_set_strip_style(segpager_pager *pager, const segpager_strip_style *style);
SEGPAGER_API int segpager_pager_set_indicator_style(segpager_pager *pager,
                                                    const segpager_indicator_style *style);
SEGPAGER_API int segpager_pager_set_appearance_style(segpager_pager *pager,
                                                     const segpager_appearance_style *style);
SEGPAGER_API int segpager_pager_set_strip_offset_style(segpager_pager *pager,
                                                       const segpager_strip_offset_style *style);

/* Replaces every constant of the paging rule a SPRING settle uses (profile,
 * max_pages, deceleration_rate, min_velocity, min_distance, flick_velocity,
 * flutter_tolerance). The config sets only two of them, profile (its
 * paging_profile) and flick_velocity, and leaves the others at
 * segpager_paging_options_init's defaults. flick_velocity is one value for
 * both settle modes, so this also changes a CURVE settle's threshold.
 * options->looping is ignored (the config decides).
 * Status: E_HANDLE, E_NULL, E_STRUCT_SIZE, E_ENUM, E_NOT_FINITE, E_RANGE; on
 * failure the old rule stays. Since 0.4.0. */
SEGPAGER_API int segpager_pager_set_paging_options(segpager_pager *pager,
                                                   const segpager_paging_options *options);

/* Sets the items (one page per item): count stable ids (unique) and their
 * metrics. Use it to set, insert, remove or move tabs: the selection is kept
 * by id (seed 003 adds tabs at run time); a running tap or settle finishes
 * on its target at once; a drag keeps its position; removed pages get their
 * disappear notifications (at their old indices) before anything else.
 * Status: E_HANDLE, E_NULL (ids or items with count > 0), E_RANGE (count over
 * the maximum, duplicate ids, bad metrics), E_NOT_FINITE; on failure nothing
 * changes. Complexity: O(count). Since 0.3.0. */
SEGPAGER_API int segpager_pager_set_items(segpager_pager *pager, const int64_t *ids,
                                          const segpager_item_metrics *items, size_t count);

/* Edits one item, as segpager_pager_set_items with the edited list would
 * (the selection, lifecycle and page windows follow the ids).
 * insert: a new item with a unique id before `index` (0..count; count
 * appends). remove: item `index`. move: item `source` to index
 * `destination` (both 0..count-1; the others keep their order).
 * One index rule for the three: indices are never negative (SEGPAGER_NONE
 * is no index here), and one outside its range is E_INDEX, whose message
 * gives the range ("index: must be in 0..<3 (got 5)").
 * Status: E_HANDLE; E_NULL (item); E_INDEX (an index outside those ranges);
 * E_RANGE (a duplicate id: "id: 8 is already used by item 1"; a bad
 * width); E_NOT_FINITE. On failure nothing changes. Complexity: O(count).
 * Since 0.8.0. */
SEGPAGER_API int segpager_pager_insert_item(segpager_pager *pager, int32_t index, int64_t id,
                                            const segpager_item_metrics *item);
SEGPAGER_API int segpager_pager_remove_item(segpager_pager *pager, int32_t index);
SEGPAGER_API int segpager_pager_move_item(segpager_pager *pager, int32_t source, int32_t destination);

/* The pager's items, in order: ids[k] and items[k] for k < *out_count
 * (both arrays hold `capacity` elements; NULL with capacity 0 asks for the
 * count). Status: E_HANDLE; E_NULL (out_count, or an array NULL with
 * capacity > 0); E_CAPACITY (capacity < count: *out_count holds it, nothing
 * else is written). Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_pager_get_items(const segpager_pager *pager, int64_t *ids,
                                          segpager_item_metrics *items, size_t capacity,
                                          size_t *out_count);

/* The pager's configuration as it is now: what it was created with, with the
 * viewport widths the last RESIZED event set and the paging profile and
 * flick velocity of the last segpager_pager_set_paging_options. Writes
 * min(config->struct_size, sizeof) bytes, so an older caller gets the fields
 * it knows. Status: E_HANDLE; E_NULL; E_STRUCT_SIZE (smaller than 0.3.0's).
 * Since 0.8.0. */
SEGPAGER_API int segpager_pager_get_configuration(const segpager_pager *pager,
                                                  segpager_pager_configuration *config);

/* Where a pull past the top shows (segpager_pager_header.refresh_zone). */
#define SEGPAGER_REFRESH_HEADER 0 /* the header takes it by its pull_down mode (stretch,
                                   * follow, pinned); shared by every page */
#define SEGPAGER_REFRESH_LIST 1   /* the header stays; the selected list's content is
                                   * pulled below the strip (a refresh control per list) */

/* How a pager's header and its pages' lists behave. Fill with
 * segpager_pager_header_init(). */
typedef struct segpager_pager_header {
    uint32_t struct_size;   /* sizeof(segpager_pager_header) */
    int32_t list_sync;      /* SEGPAGER_LIST_*: the offset a page's list takes when the
                             * page starts to appear; default KEEP_OWN (the collapse
                             * is shared, so each list keeps its own offset and the
                             * header never jumps); SYNC: seed 004 (a list appearing
                             * under a header that is not pinned starts at its top);
                             * RESET_TO_TOP: always at its top */
    int32_t refresh_zone;   /* SEGPAGER_REFRESH_*; default HEADER */
    int32_t nested_mode;    /* with no sections: SEGPAGER_NESTED_* of the collapse
                             * range; default EXIT_UNTIL_COLLAPSED (seed 001) */
    int32_t snap;           /* with no sections: 0 or 1, the collapse range snaps
                             * (SEGPAGER_SECTION_FLAG_SNAP); default 0 */
    int32_t reserved;       /* 0 */
    double enter_height;    /* with no sections, ENTER_ALWAYS_COLLAPSED: >= 0; default 0 */
    double snap_velocity;   /* pt/s: a faster release snaps in its direction, a slower
                             * one to the nearer edge; >= 0; default 300 */
    double refresh_distance; /* a pull released this far starts a refresh; 0 = never;
                              * >= 0; default 0 */
    double list_max_offset; /* a list's largest own offset until LIST_RESIZED says;
                             * -1 = unbounded; >= 0 or -1; default -1 */
    int32_t snap_animation; /* SEGPAGER_SNAP_ANIMATION_*; default SPRING (since 0.8.0;
                             * a 0.7.0-sized struct gets the default) */
    int32_t reserved2;      /* 0 */
} segpager_pager_header;

/* How a header's snap moves (segpager_pager_header.snap_animation). */
#define SEGPAGER_SNAP_ANIMATION_SPRING 0         /* the config's spring, from the velocity left */
#define SEGPAGER_SNAP_ANIMATION_FIXED_DURATION 1 /* AppBarLayout's: segpager_header_snap_duration
                                                  * at velocity 0, decelerating (1 - (1 - t)^2) */

/* Fills *options with the defaults above and sets struct_size.
 * Returns SEGPAGER_E_NULL if options is NULL. Since 0.7.0. */
SEGPAGER_API int segpager_pager_header_init(segpager_pager_header *options);

/* Puts a header over the pager's pages: style draws it (pull-down mode,
 * content mode, parallax, pin offset); `count` sections (top to bottom) make
 * it, or, with sections NULL and count 0, the seeds' two sections [the
 * collapse range R = H - S scrolling by options->nested_mode, S pinned]. With
 * sections, style->height and style->pinned_height are 0 (taken from the
 * stack) or equal the stack's height and pinned height. The header is drawn
 * in every frame, config.viewport_width wide. Replacing a header keeps the
 * collapse (clamped) and the lists' offsets.
 * Status: E_HANDLE; E_NULL (pager, style, options; sections with count > 0);
 * E_STRUCT_SIZE; E_ENUM; E_NOT_FINITE; E_RANGE (as segpager_header_frame_at
 * and segpager_header_stack_ranges, style->height 0 with no sections (since
 * 0.8.0: a header 0 high draws nothing; remove the header instead), a
 * height mismatch, snap not 0/1, reserved
 * not 0, negative velocities or distances; every field of options is
 * checked, also those that sections leave unused); on failure the old header
 * stays.
 * Complexity: O(count). Since 0.7.0. */
SEGPAGER_API int segpager_pager_set_header(segpager_pager *pager, const segpager_header_style *style,
                                           const segpager_header_section *sections, size_t count,
                                           const segpager_pager_header *options);

/* segpager_pager_set_header with the sections' margins
 * (segpager_section_margins, parallel to sections; NULL: none). The header
 * draws each section's margins as part of the stack (header.header is the
 * whole stack, margins included); with no sections (count 0) margins is
 * not read. Status: as segpager_pager_set_header; E_RANGE and E_NOT_FINITE
 * for a margin as segpager_header_stack_ranges_with_margins.
 * Complexity: O(count). Since 0.8.0. */
SEGPAGER_API int segpager_pager_set_header_with_margins(segpager_pager *pager,
                                                        const segpager_header_style *style,
                                                        const segpager_header_section *sections,
                                                        const segpager_section_margins *margins, size_t count,
                                                        const segpager_pager_header *options);

/* Removes the header (the lists keep their offsets; a pull ends). Status:
 * E_HANDLE, E_NULL. Since 0.7.0. */
SEGPAGER_API int segpager_pager_remove_header(segpager_pager *pager);

/* Event kinds (segpager_event.kind) and the fields each one reads. */
#define SEGPAGER_EVENT_DRAG_BEGAN 0    /* a finger touched the pages: takes over any
                                        * running animation where it is */
#define SEGPAGER_EVENT_DRAG_MOVED 1    /* offset: the page offset under the finger */
#define SEGPAGER_EVENT_DRAG_ENDED 2    /* velocity: the page offset's, pt/s (taken
                                        * as at most 10^6 either way) */
#define SEGPAGER_EVENT_HOST_SCROLLED 3 /* offset: where the host scrolled the pages */
#define SEGPAGER_EVENT_TAB_TAPPED 4    /* index: the tab */
#define SEGPAGER_EVENT_SELECT 5        /* index, and flags & SEGPAGER_EVENT_ANIMATED */
#define SEGPAGER_EVENT_TICK 6          /* time passes (a display frame) */
#define SEGPAGER_EVENT_RESIZED 7       /* width: the pager's viewport width; offset: the
                                        * strip's (0 = the pager's); the position is kept */
/* The pages' vertical lists (since 0.7.0). They work with or without a header
 * (segpager_pager_set_header): without one, the pager just keeps each page's
 * list offset. Direction-lock drags first (segpager_gesture_axis).
 *
 * List flings (since 0.8.0). LIST_ENDED with a velocity flings the selected
 * page's list: it decelerates as a UIScrollView does, keeping the config's
 * list_deceleration_rate of its velocity every millisecond, v(t) = v
 * rate^(1000 t), computed in closed form from the release, so the same
 * event times give the same offsets whatever the tick rate. Every event's
 * time (a TICK is enough) moves it on, and its distance is shared as a
 * LIST_SCROLLED delta is (and counted in frame.split): down, the list
 * returns to its top, then the header expands (NestedScrollView's fling);
 * up, the header collapses, then the list scrolls. A fling never pulls and
 * never overscrolls: when nothing can take more (the header fully expanded
 * with the list at its top, or the list at its largest offset) it stops
 * there, at the time its distance runs out of room. It also stops by itself
 * once less than 0.5 pt of its travel is left, and it is stopped where it
 * is by LIST_SCROLLED (a finger on the list), by POINTER_DOWN in any region
 * (a touch stops a scroll view's deceleration), by another LIST_ENDED and
 * by a change of the selected page. frame.list_animating is 1 while it
 * runs. A POINTER_UP that ends a vertical drag releases the list with the
 * tracker's velocity, so it flings too.
 * When it stops by itself or at an end, the end of the gesture follows as
 * for a release at rest: a header left inside a SNAP section snaps, to the
 * edge the release's velocity chooses (faster than snap_velocity: its
 * direction; else the nearer edge), with the settle spring starting at the
 * velocity the fling had left. No fling: a release inside a pull (pull < 0:
 * it springs back or starts a refresh, as before), a velocity of 0, or one
 * that can move nothing. Without a header the list alone decelerates within
 * 0..its largest offset. A host that decelerates its lists itself sends its
 * deceleration as LIST_SCROLLED deltas and LIST_ENDED with 0 when it stops
 * (a fling started at the finger's lift stops at its first delta). */
#define SEGPAGER_EVENT_LIST_SCROLLED 8 /* offset: a vertical delta on the selected page's
                                        * list (> 0: the content moves up), from a drag or
                                        * the host's deceleration; shared between the
                                        * pull, the header's collapse and the list as
                                        * segpager_header_stack_scroll does (the pull
                                        * gives way first going up); |offset| <= 10^12,
                                        * else E_RANGE */
#define SEGPAGER_EVENT_LIST_ENDED 9    /* velocity: the vertical release velocity, pt/s
                                        * (> 0 upward; 0 after a deceleration): a pull
                                        * springs back or starts a refresh; else a
                                        * velocity flings the list (see above; since
                                        * 0.8.0) and a header left inside a SNAP
                                        * section snaps when the fling stops, at once
                                        * without one (faster than snap_velocity: in
                                        * its direction, else to the nearer edge),
                                        * with the config's settle spring */
#define SEGPAGER_EVENT_LIST_RESIZED 10 /* index: a page; offset: the largest own offset
                                        * its list can scroll to (content height less
                                        * viewport height), >= 0 */
#define SEGPAGER_EVENT_REFRESH_ENDED 11 /* the refresh a pull started is done: the pull
                                         * springs back to 0 */
/* Raw pointer input (since 0.8.0): the engine owns the gesture, for front
 * ends with no gesture recognisers of their own (Qt, SDL, games). Points are
 * in the pager's viewport (the strip's left edge at x = 0), |x|, |y| <= 10^12.
 * A pointer that moves past config.touch_slop locks to the axis it is within
 * 30 degrees of (segpager_gesture_axis) and stays locked: horizontal drags
 * the pages (region PAGES) or scrolls the strip (STRIP, when it scrolls),
 * vertical scrolls the selected list as LIST_SCROLLED does (any region). The
 * content starts moving from where the finger is when it locks (the slop
 * is not added back, as UIScrollView). On release the velocity is estimated
 * as segpager_velocity_estimate does, in both axes; a pointer that never
 * left the slop in the strip taps the tab under it. A pointer going down on
 * moving pages stops them (as a touch stops a scroll view); lifted without
 * a drag, they settle on a page. One pointer at a time: a second DOWN
 * cancels the first. MOVED and UP with no pointer down (a hovering mouse)
 * do nothing. The offset-level events above stay for hosts whose own
 * recognisers track the finger (UIKit). */
#define SEGPAGER_EVENT_POINTER_DOWN 12      /* x, y, region (SEGPAGER_REGION_*) */
#define SEGPAGER_EVENT_POINTER_MOVED 13     /* x, y */
#define SEGPAGER_EVENT_POINTER_UP 14        /* x, y */
#define SEGPAGER_EVENT_POINTER_CANCELLED 15 /* the system took the pointer: what it moved
                                             * is released at rest; no tap */
#define SEGPAGER_EVENT_WHEEL 16             /* delta_x, delta_y, region: a wheel or trackpad,
                                             * as a scroll view's offset changes (delta_x > 0
                                             * toward larger page or strip offsets, delta_y > 0
                                             * moves the list's content up), |delta| <= 10^12.
                                             * PAGES: delta_x moves the pages (clamped to their
                                             * ends; ENGINE driver only: a host scroll view
                                             * takes wheels natively), which settle on the
                                             * nearest page config.wheel_settle_delay after the
                                             * last WHEEL (at that time exactly, whatever the
                                             * tick rate); delta_y scrolls the list, whose
                                             * movement ends as LIST_ENDED with 0 does (a pull
                                             * springs back) wheel_settle_delay after. STRIP:
                                             * delta_x, or delta_y when delta_x is 0 (a mouse's
                                             * one wheel), scrolls the strip, which rests there.
                                             * LIST: delta_y scrolls the list */
/* The strip scrolled on its own by a host's recogniser (since 0.8.0); the
 * pointer events' STRIP region does the same. */
#define SEGPAGER_EVENT_STRIP_DRAG_BEGAN 17 /* takes the strip where it is shown */
#define SEGPAGER_EVENT_STRIP_DRAG_MOVED 18 /* offset: the strip offset under the finger
                                            * (rubber-banded past the ends), |offset| <= 10^12 */
#define SEGPAGER_EVENT_STRIP_DRAG_ENDED 19 /* velocity: the strip offset's, pt/s (taken
                                            * as at most 10^6 either way, as DRAG_ENDED's):
                                            * it decelerates (config.strip_deceleration_rate),
                                            * bounces at its ends (the settle spring) and rests */

/* Where a pointer went down (segpager_event.region): the front end hit-tests
 * its own views. Since 0.8.0. */
#define SEGPAGER_REGION_PAGES 0 /* horizontal: the pages; vertical: the selected list */
#define SEGPAGER_REGION_STRIP 1 /* tap: the tab under it; horizontal: the strip itself
                                 * (when wider than its viewport); vertical: the list */
#define SEGPAGER_REGION_LIST 2  /* vertical only (the header, a non-paging list area):
                                 * the list; horizontal moves nothing */

#define SEGPAGER_EVENT_ANIMATED 1 /* segpager_event.flags bit */

/* One input. Times are seconds from any origin and never go backwards.
 * This struct never grows: new kinds reuse its fields. Zero it, then set
 * kind, time and the fields the kind reads (SEGPAGER_EVENT_INIT does the
 * first two). */
typedef struct segpager_event {
    int32_t kind;    /* SEGPAGER_EVENT_* */
    union {
        int32_t index;   /* TAB_TAPPED, SELECT, LIST_RESIZED */
        int32_t region;  /* POINTER_DOWN, WHEEL: SEGPAGER_REGION_* (since 0.8.0) */
    };
    int32_t flags;   /* SELECT: SEGPAGER_EVENT_ANIMATED */
    int32_t reserved; /* 0 */
    double time;
    union {
        double offset;   /* DRAG_MOVED, HOST_SCROLLED: a page offset; RESIZED: strip
                          * width; LIST_SCROLLED: a delta; LIST_RESIZED: a maximum
                          * offset; STRIP_DRAG_MOVED: a strip offset */
        double x;        /* POINTER_DOWN, _MOVED, _UP (since 0.8.0) */
        double delta_x;  /* WHEEL (since 0.8.0) */
    };
    union {
        double velocity; /* DRAG_ENDED, LIST_ENDED, STRIP_DRAG_ENDED */
        double y;        /* POINTER_DOWN, _MOVED, _UP (since 0.8.0) */
        double delta_y;  /* WHEEL (since 0.8.0) */
    };
    double width;    /* RESIZED */
} segpager_event;

/* An initialiser for an event of `kind` at `time`, every other field 0
 * (C11 and C++11): segpager_event e = SEGPAGER_EVENT_INIT(SEGPAGER_EVENT_TICK, t);
 * Since 0.8.0. */
#define SEGPAGER_EVENT_INIT(kind, time) {(kind), {0}, 0, 0, (time), {0.0}, {0.0}, 0.0}

/* What the pager is doing (segpager_frame.phase). */
#define SEGPAGER_PHASE_IDLE 0           /* at rest on a page */
#define SEGPAGER_PHASE_DRAGGING 1       /* a finger moves the pages */
#define SEGPAGER_PHASE_SETTLING 2       /* released, settling onto a page */
#define SEGPAGER_PHASE_TRANSITIONING 3  /* travelling to a tapped or selected item */
#define SEGPAGER_PHASE_HOST_SCROLLING 4 /* the host is scrolling */

/* What moves the strip (segpager_frame.strip_phase; since 0.8.0). The strip
 * offset follows the pages by its style's policy until the user scrolls the
 * strip itself (STRIP_DRAG_*, the pointer's STRIP region, a WHEEL over it).
 * Then it decelerates, bounces at its ends and rests where the user left it,
 * until the committed selection changes; it then springs back to the
 * policy's offset (the settle spring) and follows again. With
 * SEGPAGER_STRIP_TIMING_ON_COMMIT a selection change also springs the strip
 * to its new offset instead of jumping. */
#define SEGPAGER_STRIP_PHASE_FOLLOWING 0    /* the policy's offset */
#define SEGPAGER_STRIP_PHASE_DRAGGING 1     /* a finger scrolls it */
#define SEGPAGER_STRIP_PHASE_DECELERATING 2 /* released: decelerating or bouncing */
#define SEGPAGER_STRIP_PHASE_HELD 3         /* at rest where the user left it */
#define SEGPAGER_STRIP_PHASE_RETURNING 4    /* springing back to the policy's offset */

/* What the pointer is doing (segpager_frame.gesture; since 0.8.0). */
#define SEGPAGER_GESTURE_NONE 0    /* no pointer down */
#define SEGPAGER_GESTURE_PENDING 1 /* down, within the slop (or only diagonal): lifted
                                    * now, it is a tap */
#define SEGPAGER_GESTURE_PAGES 2   /* dragging the pages */
#define SEGPAGER_GESTURE_LIST 3    /* scrolling the selected list */
#define SEGPAGER_GESTURE_STRIP 4   /* scrolling the strip */
#define SEGPAGER_GESTURE_IGNORED 5 /* locked to an axis its region does not scroll */

/* Notification kinds (segpager_notification.kind). Appearance follows UIKit's
 * container semantics: per page the events alternate (will-appear,
 * did-appear, will-disappear, did-disappear; a cancelled transition turns
 * will-appear into will-disappear or back), and at rest exactly one page has
 * appeared. Within one event, disappearing comes before appearing. */
#define SEGPAGER_NOTIFY_SELECTED_CHANGED 0 /* page: new index; previous; cause */
#define SEGPAGER_NOTIFY_WILL_APPEAR 1    /* the page starts to come on screen */
#define SEGPAGER_NOTIFY_DID_APPEAR 2     /* the page is the one at rest */
#define SEGPAGER_NOTIFY_WILL_DISAPPEAR 3 /* the page starts to leave */
#define SEGPAGER_NOTIFY_DID_DISAPPEAR 4  /* the page has left */
/* Page windows: create a page's content (always before it appears), free it
 * (only once it has disappeared), or hand page `previous`'s slot to `page`. */
#define SEGPAGER_NOTIFY_LOAD 5   /* create the page's content */
#define SEGPAGER_NOTIFY_UNLOAD 6 /* free the page's content */
#define SEGPAGER_NOTIFY_REUSE 7  /* give page `previous`'s content slot to `page` */
/* The header (since 0.7.0). page and id: the selected page (SEGPAGER_NONE and
 * 0 with no items). HEADER_PHASE: the header's phase changed from
 * old_phase to new_phase (SEGPAGER_HEADER_*; before 0.8.0 read as
 * `previous` and `cause`, which share their storage). REFRESH: a pull
 * was released at least refresh_distance far: refresh, then send
 * SEGPAGER_EVENT_REFRESH_ENDED; the pull rests at refresh_distance meanwhile. */
#define SEGPAGER_NOTIFY_HEADER_PHASE 8 /* the header's phase changed */
#define SEGPAGER_NOTIFY_REFRESH 9      /* a pull asks for a refresh */

/* The largest event time, in seconds either way (about 31,700 years; since
 * 0.8.0): up to it a double resolves 0.12 ms or better, so frames a
 * millisecond apart still move (at 1e16 s times step by 2 s, and at 1e308
 * t + 0.016 == t, so a settle would never end). A later time is E_RANGE,
 * naming the event. Any origin up to it works (a monotonic clock's, or Unix
 * time in seconds). */
#define SEGPAGER_MAX_TIME 1e12

/* What caused a selection change (segpager_notification.cause). */
#define SEGPAGER_CAUSE_NONE (-1) /* not a selection change */
#define SEGPAGER_CAUSE_TAP 0     /* a tab was tapped */
#define SEGPAGER_CAUSE_DRAG 1    /* a drag or a scroll moved the pages */
#define SEGPAGER_CAUSE_PROGRAM 2 /* a SELECT event or segpager_pager_set_items */
#define SEGPAGER_CAUSE_EDIT 3    /* an insert, remove or move changed the selected
                                  * index, or removed the selected page (since
                                  * 0.8.0) */

/* Something that happened between two frames. Output structs never grow:
 * a kind's own fields share storage with the others' in anonymous unions
 * (standard C11 and C++), so read the names your kind documents. */
typedef struct segpager_notification {
    int32_t kind;     /* SEGPAGER_NOTIFY_* */
    int32_t page;     /* the page (item) index, valid when the event happened */
    union {
        int32_t previous;  /* SELECTED_CHANGED: the previous index, or
                            * SEGPAGER_NONE; REUSE: the page whose slot is
                            * handed over; every other kind but
                            * HEADER_PHASE: SEGPAGER_NONE */
        int32_t old_phase; /* HEADER_PHASE: SEGPAGER_HEADER_* (since 0.8.0) */
    };
    union {
        int32_t cause;     /* SELECTED_CHANGED: SEGPAGER_CAUSE_*; every other
                            * kind but HEADER_PHASE: SEGPAGER_CAUSE_NONE */
        int32_t new_phase; /* HEADER_PHASE: SEGPAGER_HEADER_* (since 0.8.0) */
    };
    int64_t id;       /* the page's stable id */
    double time;      /* the time of the event that caused it */
} segpager_notification;

/* A page on screen and where to draw it (the pages array of
 * segpager_pager_step and segpager_pager_step_into), in item order. Draw
 * each page at x, width wide, from these alone: together they cover the
 * pager's viewport but for the gaps between pages (page_spacing) and the
 * overscroll gap before the first or after the last page, and each page was
 * loaded (SEGPAGER_NOTIFY_LOAD or REUSE) and told it will appear before it
 * is placed. A looping pager that shows a page twice places its most
 * visible copy. At most 64 pages are placed (pages under 1/64 of the
 * viewport are placed 64 at a time). Since 0.8.0 an entry has x and width:
 * a caller whose frame is smaller than 0.8.0's (struct_size) gets entries
 * of 0.7.0's size (page, reserved, visibility). */
typedef struct segpager_page_visibility {
    int32_t page;       /* index */
    int32_t reserved;
    double visibility;  /* 0 < v <= 1: the fraction of its width that shows */
    double x;           /* its left edge in the pager's viewport, pt (visual
                         * coordinates, as item frames: in RTL too); negative
                         * when cut at the left. Since 0.8.0 */
    double width;       /* its width, pt (page_width, or the viewport's). Since
                         * 0.8.0 */
} segpager_page_visibility;

/* Everything a front end needs to draw one display frame. The caller sets
 * struct_size (so the struct can grow); the library writes the rest. */
typedef struct segpager_frame {
    uint32_t struct_size;         /* sizeof(segpager_frame), set by the caller */
    int32_t phase;                /* SEGPAGER_PHASE_* */
    int32_t selected_index;       /* SEGPAGER_NONE with no items */
    int32_t transition_target;    /* TRANSITIONING: the target; else SEGPAGER_NONE */
    int32_t first_visible_item;   /* the first appearance's item, or SEGPAGER_NONE */
    int32_t reserved;
    double time;                  /* the last event's time */
    double page_offset;           /* the offset the pages are at (a far tap: by
                                   * far_transition; ADJACENT re-bases it once).
                                   * Draw the pages from their placements
                                   * (segpager_page_visibility.x), not from it */
    double position;              /* the page offset as a position */
    double target_page_offset;    /* where the pages are heading (settle or tap) */
    double transition_progress;   /* TRANSITIONING: 0..1 */
    double strip_offset;
    segpager_indicator indicator;
    size_t appearance_count;      /* visible items (may exceed the capacity) */
    size_t notification_count;    /* notifications written */
    size_t pending_notifications; /* not written for lack of room: kept, in order,
                                   * for the next call (at most the config's
                                   * notification_limit) */
    size_t page_count;            /* pages with a share (may exceed the capacity) */
    /* Since 0.7.0: the header and the lists. A 0.6.0-sized frame (struct_size
     * up to page_count) gets none of this. Without a header, has_header is 0,
     * header is all zero and header_offset and pull are 0; the list offsets
     * are kept either way. */
    int32_t has_header;           /* 0 or 1 */
    int32_t refreshing;           /* 1 from a REFRESH notification to REFRESH_ENDED */
    int32_t header_animating;     /* 1 while a snap or pull-back runs: keep ticking */
    int32_t reserved2;
    segpager_header_frame header; /* drawn at the pull (refresh zone HEADER, pull < 0)
                                   * or at header_offset; the lists' viewports start
                                   * at header.header.y + header.header.height */
    double header_offset;         /* the stack's collapse, 0..collapse_range */
    double pull;                  /* <= 0: how far the content is pulled past its top
                                   * (drawn by the header or, in refresh zone LIST,
                                   * inside the selected list) */
    double list_offset;           /* the selected page's list's own offset, >= 0 */
    segpager_scroll_split split;  /* this step's LIST_SCROLLED deltas and list fling
                                   * distances as shared: header + list +
                                   * overscroll == their sum (overscroll: to the
                                   * pull, or past the list's end; a fling's is 0) */
    /* Since 0.8.0; a 0.7.0-sized frame (struct_size up to split) does
     * not get them. */
    size_t dropped_notifications; /* notifications this step discarded: all of
                                   * them when the notification array is NULL
                                   * (a caller that wants none), else those past
                                   * notification_limit. After a drop the
                                   * lifecycle stream is incomplete: resync
                                   * from the frame's selection and pages */
    /* The strip as drawn (since 0.8.0); segpager_pager_step_into also writes
     * the visible items' frames and label boxes (buffers.strip_items). */
    double strip_content_width;   /* the strip's content width (its viewport's
                                   * when the items fit), as segpager_strip_layout */
    int32_t strip_scrolls;        /* 1 when the content is wider than the strip's
                                   * viewport */
    int32_t indicator_corners;    /* SEGPAGER_CORNERS_*: which corners the
                                   * indicator's corner_radius rounds */
    int32_t reserved3;            /* 0 */
    int32_t strip_phase;          /* SEGPAGER_STRIP_PHASE_*: what moves the strip
                                   * (DECELERATING and RETURNING: keep ticking) */
    int32_t gesture;              /* SEGPAGER_GESTURE_*: what the pointer does */
    int32_t list_animating;       /* 1 while a list fling runs: keep ticking (see
                                   * "List flings" at the LIST_* events) */
} segpager_frame;

/* Applies event_count events in order and writes the frame after them.
 *
 * The whole batch is checked before any event is applied; on failure the
 * pager is unchanged and nothing is written. Outputs: *out_frame; the visible
 * items' appearances (appearance_count of them, first_visible_item first);
 * the notifications since the last call; the pages with a share of the
 * screen. Each array may be NULL with capacity 0. When one is too small, what
 * fits is written, the counts say how many there are, undelivered
 * notifications wait in the pager for the next call (or
 * segpager_pager_last_frame), and the status is SEGPAGER_TRUNCATED.
 * Notifications are bounded (since 0.8.0): with a frame of
 * sizeof(segpager_frame), a NULL notification array means the caller wants
 * none, so none are kept (dropped_notifications counts them, and they never
 * make the status TRUNCATED); with an older, smaller frame they wait as
 * before. Waiting ones are capped at the configuration's notification_limit.
 * Memory stays flat whatever the caller passes. A step whose appearance and
 * page arrays are both NULL (with segpager_pager_step_into, its list offset
 * and strip item arrays too) wants only the counts: it makes the frame
 * without those arrays, which costs less, and makes them only when
 * segpager_pager_last_frame asks (any other call on the pager first makes
 * them too), so every output is the same.
 *
 * Since 0.7.0 a frame of sizeof(segpager_frame) also carries the header and
 * the selected list; segpager_pager_step_into also writes every visible
 * page's list offset.
 *
 * Status: SEGPAGER_OK, SEGPAGER_TRUNCATED; E_HANDLE; E_NULL (out_frame, events
 * with count > 0, an array with capacity > 0); E_STRUCT_SIZE (out_frame's,
 * smaller than 0.6.0's); E_ENUM (an event kind, a pointer's region); E_NOT_FINITE (a
 * time, offset, velocity, width, point or delta); E_ORDER (a time earlier than the one
 * before); E_INDEX (a tapped, selected or resized index outside the items);
 * E_RANGE (event_count over the maximum, a negative width or list maximum, a
 * zero page stride, flags or reserved not 0/known, a point, delta or strip
 * offset beyond 10^12, a time beyond SEGPAGER_MAX_TIME either way).
 * Complexity: O(events + visible items + notifications). Since 0.3.0. */
SEGPAGER_API int segpager_pager_step(segpager_pager *pager,
                                     const segpager_event *events, size_t event_count,
                                     segpager_frame *out_frame,
                                     segpager_item_appearance *appearances, size_t appearance_capacity,
                                     segpager_notification *notifications, size_t notification_capacity,
                                     segpager_page_visibility *pages, size_t page_capacity);

/* One visible item of the strip as a frame draws it (since 0.8.0), in strip
 * content coordinates like the indicator (subtract strip_offset for the
 * screen). The labels are the measured content (segpager_item_metrics): the
 * title then the subtitle side by side (the title at the right in RTL),
 * centred between the item's paddings; their widths follow the item's
 * selection_weight from the normal widths to the selected ones, as its colour
 * does. They are unscaled boxes: draw a label scaled by the appearance's
 * scale about its box's centre, and centre it vertically in the strip's
 * height (the engine knows no text heights). Without metrics the title is
 * the item's frame less its paddings. Output structs never grow. */
typedef struct segpager_strip_item {
    int32_t item;                 /* the item's index (real, also when looping) */
    int32_t has_subtitle;         /* 1: the item has a subtitle (a subtitle width
                                   * in either state), even when its box is zero
                                   * wide in this frame; 0: none */
    segpager_item_frame frame;    /* the item; when looping, the copy on screen */
    segpager_item_frame title;    /* the title's box */
    segpager_item_frame subtitle; /* the subtitle's box; all zero when
                                   * has_subtitle is 0 */
} segpager_strip_item;

/* Where segpager_pager_step_into writes a frame's arrays: each may be NULL
 * with capacity 0. Fill with segpager_step_buffers_init() (all NULL/0),
 * then point the arrays you want at memory you own; reuse it every frame. */
typedef struct segpager_step_buffers {
    uint32_t struct_size; /* sizeof(segpager_step_buffers) */
    uint32_t reserved;    /* 0 */
    segpager_item_appearance *appearances;   /* the visible items' look */
    size_t appearance_capacity;
    segpager_notification *notifications;    /* since the last call */
    size_t notification_capacity;
    segpager_page_visibility *pages;         /* the pages with a share */
    size_t page_capacity;
    double *list_offsets;                    /* list_offsets[k]: pages[k].page's list
                                              * offset (set by list_sync when the
                                              * page starts to appear) */
    size_t list_offset_capacity;
    /* Since 0.8.0; a 0.7.0-sized struct (struct_size up to
     * list_offset_capacity) has none. */
    segpager_strip_item *strip_items;        /* strip_items[k]: the item of
                                              * appearances[k] as drawn (frame and
                                              * label boxes); appearance_count of them.
                                              * NULL: none wanted (never TRUNCATED) */
    size_t strip_item_capacity;
} segpager_step_buffers;

/* Fills *buffers with NULL arrays and zero capacities and sets struct_size.
 * Returns SEGPAGER_E_NULL if buffers is NULL. Since 0.7.0. */
SEGPAGER_API int segpager_step_buffers_init(segpager_step_buffers *buffers);

/* segpager_pager_step with its arrays in one struct, and the visible pages'
 * list offsets too (list_offsets parallels pages; page_count says how many
 * there are), and since 0.8.0 the visible items as drawn (strip_items
 * parallels appearances; appearance_count says how many there are; too
 * small a non-NULL array is SEGPAGER_TRUNCATED, as for the others). One call per
 * display frame: a front end draws the whole strip from the frame, with no
 * layout of its own.
 * Status: as segpager_pager_step; E_NULL also for buffers, and a
 * list_offsets or strip_items array NULL with capacity > 0; E_STRUCT_SIZE
 * also for buffers' (smaller than 0.7.0's); E_RANGE for reserved not 0.
 * Since 0.7.0. */
SEGPAGER_API int segpager_pager_step_into(segpager_pager *pager, const segpager_event *events,
                                          size_t event_count, segpager_frame *out_frame,
                                          const segpager_step_buffers *buffers);

/* Writes the last step's frame again, without stepping: the same pager
 * state, strip, pages and list offsets, into (bigger) arrays, with the
 * notifications that were still waiting after it. The pager owns waiting
 * notifications (a step hands over what fits and keeps the rest, in order);
 * this hands the rest over, so a caller whose arrays were too small
 * (SEGPAGER_TRUNCATED) grows them and calls this instead of an event-free
 * step, which would start a new frame (its split would be zero). The
 * notification array follows the step's rules: what fits is written,
 * notification_count says how many, pending_notifications how many still
 * wait; a NULL array (with a 0.8.0-sized frame) discards the waiting ones,
 * counted in dropped_notifications. Before the first step it writes an
 * empty frame (IDLE, nothing selected). Nothing else changes.
 * Status: SEGPAGER_OK, SEGPAGER_TRUNCATED; E_HANDLE; E_NULL (out_frame,
 * buffers, an array with capacity > 0); E_STRUCT_SIZE (out_frame's or
 * buffers' struct_size); E_RANGE (buffers' reserved not 0).
 * Complexity: O(visible items + notifications). Since 0.8.0. */
SEGPAGER_API int segpager_pager_last_frame(segpager_pager *pager, segpager_frame *out_frame,
                                           const segpager_step_buffers *buffers);

/* Where segpager_pager_run writes: one record per frame, and the
 * notifications with the frame each belongs to. Fill with
 * segpager_run_buffers_init() (no records, no notifications, frame_size
 * and frame_stride sizeof(segpager_frame)), then point the arrays at memory
 * you own. Since 0.8.0. */
typedef struct segpager_run_buffers {
    uint32_t struct_size;   /* sizeof(segpager_run_buffers) */
    uint32_t reserved;      /* 0 */
    void *frames;           /* frame_count records, frame_stride bytes apart,
                             * 8-byte aligned; each starts with a
                             * segpager_frame of frame_size bytes (the run
                             * sets its struct_size; the rest of a record is
                             * the caller's and is never written) */
    size_t frame_size;      /* sizeof(segpager_frame), or an older size (at
                             * least 0.6.0's, up to page_count), which gets the
                             * fields its release had, as a step's frame does */
    size_t frame_stride;    /* >= frame_size, a multiple of 8 */
    segpager_notification *notifications; /* every frame's notifications, in
                                           * order; NULL: none wanted (dropped,
                                           * counted in each record's
                                           * dropped_notifications) */
    uint32_t *notification_frames;        /* notification_frames[k]: the frame
                                           * of notifications[k] */
    size_t notification_capacity;         /* of both arrays (0 with both NULL) */
} segpager_run_buffers;

/* Fills *buffers with NULL arrays, zero capacity, frame_size and
 * frame_stride sizeof(segpager_frame), and sets struct_size.
 * Returns SEGPAGER_E_NULL if buffers is NULL. Since 0.8.0. */
SEGPAGER_API int segpager_run_buffers_init(segpager_run_buffers *buffers);

/* Steps frame_count frames in one call, for offline use (tests, traces,
 * replaying a recording): frame f applies the events whose event_frames
 * entry is f, exactly as one segpager_pager_step_into with those events
 * (in order; a frame may have none) would, and writes that frame's record
 * (segpager_frame: its scalars, the indicator, the header and the counts;
 * no arrays) at buffers->frames + f * frame_stride. The events are the
 * packed segpager_event array a step takes, with a frame index each:
 * event_frames is non-decreasing and each entry < frame_count, so a
 * recording of steps (each step's events, tagged with its frame) feeds it
 * as it is.
 *
 * The whole run is checked before anything is applied: the arguments, and
 * every event as a step checks its batch (kinds, finiteness, ranges, time
 * order over the whole array and against the pager's last time, indices
 * against the items, which no event changes); on failure the pager is
 * unchanged and nothing is written. One kind of failure shows only while
 * applying (a looping pager's offset past 10^12 pages): then the
 * run ends at that frame, which is not applied (as a failing step); the
 * frames before it stay applied and written, and, as an exception to the
 * rule above, *out_frames_done and *out_notification_count say how many.
 *
 * Notifications go to notifications[], each with its frame in
 * notification_frames[], in order; each record's notification_count says
 * how many are its own. When the array fills, the run stops after that
 * frame: *out_frames_done records are written, the notifications that did
 * not fit wait in the pager (segpager_pager_last_frame hands them over; they
 * belong to frame *out_frames_done - 1), and the status is
 * SEGPAGER_TRUNCATED. Step the rest of the run with a later call. Waiting
 * notifications are capped at the configuration's notification_limit, as
 * for a step. A NULL array means none are wanted: none are kept, never
 * TRUNCATED.
 *
 * A record holds no arrays, so the frames are made without them: no
 * appearances, strip items, page visibilities or list offsets (their
 * counts and first_visible_item are the step's), which makes a run's frame
 * about a third cheaper than a step's. The last frame's arrays are made
 * once, after the run, so segpager_pager_last_frame writes them as after
 * the same steps.
 *
 * No memory is allocated per frame (the events are converted into one
 * temporary array, once per call). *out_frames_done and *out_notification_count
 * are written on success: frame_count (fewer when TRUNCATED) and the
 * notifications written.
 * Status: SEGPAGER_OK, SEGPAGER_TRUNCATED; E_HANDLE; E_NULL (buffers,
 * out_frames_done, out_notification_count; events or event_frames with
 * event_count > 0; buffers->frames with frame_count > 0; an array with
 * notification_capacity > 0); E_STRUCT_SIZE (buffers' struct_size, or a
 * frame_size smaller than 0.6.0's frame); E_INDEX (an event_frames entry
 * >= frame_count, and as for a step: a tapped, selected or resized index
 * outside the items); E_ORDER (an event_frames entry smaller than the one
 * before, and as for a step: a time earlier than the one before);
 * E_RANGE (event_count or frame_count over SEGPAGER_MAX_COUNT, reserved
 * not 0, frame_stride smaller than frame_size or not a multiple of 8,
 * frames not 8-byte aligned, and as for a step); E_ENUM, E_NOT_FINITE as
 * for a step.
 * Complexity: O(events + frames * visible items + notifications).
 * Since 0.8.0. */
SEGPAGER_API int segpager_pager_run(segpager_pager *pager, const segpager_event *events,
                                    const uint32_t *event_frames, size_t event_count,
                                    size_t frame_count, const segpager_run_buffers *buffers,
                                    size_t *out_frames_done, size_t *out_notification_count);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SEGPAGER_H */
