/*
 * segpager_derived.h: what the Swift C layer reads out of segpager.h that
 * Swift cannot expand itself (function-like macros, string macros with
 * static storage). Not installed, not public; no logic beyond the header's
 * own tables.
 */
#ifndef SEGPAGER_DERIVED_H
#define SEGPAGER_DERIVED_H

#include "segpager.h"

/* SEGPAGER_STATUS_MAP's name for a code ("SEGPAGER_E_NULL"), or NULL. */
static inline const char *segpager_derived_status_name(int status) {
    switch (status) {
#define SEGPAGER_DERIVED_NAME_(name, code, text) case (code): return "SEGPAGER_" #name;
        SEGPAGER_STATUS_MAP(SEGPAGER_DERIVED_NAME_)
#undef SEGPAGER_DERIVED_NAME_
    default: return 0;
    }
}

/* SEGPAGER_STATUS_MAP's sentence for a code, or NULL. */
static inline const char *segpager_derived_status_string(int status) {
    switch (status) {
#define SEGPAGER_DERIVED_TEXT_(name, code, text) case (code): return text;
        SEGPAGER_STATUS_MAP(SEGPAGER_DERIVED_TEXT_)
#undef SEGPAGER_DERIVED_TEXT_
    default: return 0;
    }
}

/* SEGPAGER_VERSION_STRING, in static storage. */
static inline const char *segpager_derived_version_string(void) {
    return SEGPAGER_VERSION_STRING;
}

/* SEGPAGER_VERSION_NUMBER. */
static inline uint32_t segpager_derived_version_number(void) {
    return (uint32_t)SEGPAGER_VERSION_NUMBER;
}

#endif /* SEGPAGER_DERIVED_H */
