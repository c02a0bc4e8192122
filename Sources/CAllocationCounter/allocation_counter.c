#include <stddef.h>

#include "allocation_counter.h"

/* glibc's own entry points do the work. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static unsigned long allocations;

unsigned long allocation_count(void) { return allocations; }

void *malloc(size_t size) { ++allocations; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { ++allocations; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { ++allocations; return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { ++allocations; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { ++allocations; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *pointer;
    ++allocations;
    pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *out = pointer;
    return 0;
}
