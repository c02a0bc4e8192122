/* A tiny test harness shared by the C tests (compiled as C11 and C++17). */
#ifndef SEGPAGER_TEST_CHECK_H
#define SEGPAGER_TEST_CHECK_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int check_failures = 0;
static int check_count = 0;

#define CHECK(cond)                                                            \
    do {                                                                       \
        ++check_count;                                                         \
        if (!(cond)) {                                                         \
            ++check_failures;                                                  \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                      \
    } while (0)

#define CHECK_STATUS(expr, expected)                                           \
    do {                                                                       \
        int check_status_ = (expr);                                            \
        ++check_count;                                                         \
        if (check_status_ != (expected)) {                                     \
            ++check_failures;                                                  \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #expr, \
                    segpager_status_name(check_status_), segpager_status_name(expected)); \
        }                                                                      \
    } while (0)

#define CHECK_NEAR(actual, expected)                                           \
    do {                                                                       \
        double check_a_ = (actual), check_e_ = (expected);                     \
        ++check_count;                                                         \
        if (!(fabs(check_a_ - check_e_) <= 1e-9 * (1.0 + fabs(check_e_)))) {   \
            ++check_failures;                                                  \
            fprintf(stderr, "%s:%d: %s = %.12g, expected %.12g\n", __FILE__, __LINE__, #actual, \
                    check_a_, check_e_);                                       \
        }                                                                      \
    } while (0)

static int check_report(const char *name) {
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

#endif
