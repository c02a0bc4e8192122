/* Version macros against the run-time library, and the status table. */
#include <limits.h>
#include <string.h>

#include "segpager.h"
#include "check.h"

int main(void) {
    char expected[32];
    int codes[] = {SEGPAGER_OK, SEGPAGER_E_NULL, SEGPAGER_E_RANGE, SEGPAGER_E_NOT_FINITE,
                   SEGPAGER_E_CAPACITY, SEGPAGER_E_ENUM, SEGPAGER_E_STRUCT_SIZE, SEGPAGER_E_INDEX,
                   SEGPAGER_E_ORDER, SEGPAGER_E_HANDLE, SEGPAGER_TRUNCATED};
    const char *names[] = {"SEGPAGER_OK", "SEGPAGER_E_NULL", "SEGPAGER_E_RANGE",
                           "SEGPAGER_E_NOT_FINITE", "SEGPAGER_E_CAPACITY", "SEGPAGER_E_ENUM",
                           "SEGPAGER_E_STRUCT_SIZE", "SEGPAGER_E_INDEX", "SEGPAGER_E_ORDER",
                           "SEGPAGER_E_HANDLE", "SEGPAGER_TRUNCATED"};
    int unknown[] = {2, -10, 42, -1000, INT_MIN, INT_MAX};
    size_t i;

    CHECK(segpager_version() == SEGPAGER_VERSION_NUMBER);
    CHECK(strcmp(segpager_version_string(), SEGPAGER_VERSION_STRING) == 0);
    snprintf(expected, sizeof expected, "%d.%d.%d", SEGPAGER_VERSION_MAJOR, SEGPAGER_VERSION_MINOR,
             SEGPAGER_VERSION_PATCH);
    CHECK(strcmp(segpager_version_string(), expected) == 0);

    for (i = 0; i < sizeof codes / sizeof codes[0]; ++i) {
        CHECK(strcmp(segpager_status_name(codes[i]), names[i]) == 0);
        CHECK(segpager_status_string(codes[i]) != NULL);
        CHECK(strlen(segpager_status_string(codes[i])) > 0);
        CHECK(strcmp(segpager_status_string(codes[i]), "unknown status code") != 0);
    }
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; ++i) {
        CHECK(strcmp(segpager_status_name(unknown[i]), "SEGPAGER_UNKNOWN") == 0);
        CHECK(strcmp(segpager_status_string(unknown[i]), "unknown status code") == 0);
    }
    return check_report("version_status");
}
