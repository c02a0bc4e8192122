/* A counting allocator, included by exactly one translation unit of a
 * program: malloc and its relatives, defined here, interpose the C library's
 * for the whole process (the library's Swift runtime included) and count the
 * calls; glibc's __libc_* do the work. Used by the allocation test
 * (tests/test_step_allocations.c, as C and C++), the C benchmark
 * (bench/bench_frame.c) and the Swift benchmark's CAllocationCounter target.
 * Not under the sanitizers or valgrind, which replace malloc themselves. */
#ifndef SEGPAGER_COUNTING_MALLOC_H
#define SEGPAGER_COUNTING_MALLOC_H

#include <stddef.h>

#ifdef __cplusplus
#define COUNTING_NOEXCEPT noexcept
extern "C" {
#else
#define COUNTING_NOEXCEPT
#endif

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static unsigned long allocations;

/* Heap allocations (malloc, calloc, realloc, aligned) since the process started. */
unsigned long allocation_count(void);
unsigned long allocation_count(void) { return allocations; }

void *malloc(size_t size) COUNTING_NOEXCEPT { ++allocations; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) COUNTING_NOEXCEPT { ++allocations; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) COUNTING_NOEXCEPT { ++allocations; return __libc_realloc(pointer, size); }
void free(void *pointer) COUNTING_NOEXCEPT { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) COUNTING_NOEXCEPT;
void *memalign(size_t alignment, size_t size) COUNTING_NOEXCEPT {
    ++allocations;
    return __libc_memalign(alignment, size);
}
void *aligned_alloc(size_t alignment, size_t size) COUNTING_NOEXCEPT {
    ++allocations;
    return __libc_memalign(alignment, size);
}
int posix_memalign(void **out, size_t alignment, size_t size) COUNTING_NOEXCEPT {
    void *pointer;
    ++allocations;
    pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *out = pointer;
    return 0;
}

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif
