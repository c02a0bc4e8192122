/*
 * wasm_support.c: what the web build (`make wasm`, .build/wasm/segpager.wasm)
 * links besides the Swift objects and wasi-libc, so that the module imports
 * nothing and a browser instantiates it with an empty import object.
 *
 * - __multi3, the 128-bit multiply the Swift core's full-width arithmetic
 *   calls (compiler-rt's builtin; no wasm32 compiler-rt ships with the
 *   toolchain), written with 64-bit multiplies only.
 * - The WASI calls wasi-libc reaches (stdio for Embedded Swift's fatal
 *   error message, exit): each answers ENOSYS or traps, so the module never
 *   talks to a host. A trap is the module's fatal error.
 * - arc4random_buf, the Hasher's seed: see below.
 * - malloc, free and posix_memalign: a small allocator in place of
 *   wasi-libc's dlmalloc (see below; not in the WASI host build).
 *
 * Built with -DSEGPAGER_WASI_HOST (the 32-bit fuzz driver, fuzz32.c, which
 * node runs under WASI to read its corpus and print), the stdio and exit
 * calls stay imports for the host to answer.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <wasi/api.h>

typedef __int128 ti;
typedef unsigned __int128 tu;

static tu mul64(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    uint64_t lo = (mid << 32) | (p00 & 0xffffffffu);
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return ((tu)hi << 64) | lo;
}

ti __multi3(ti a, ti b) {
    uint64_t alo = (uint64_t)a, ahi = (uint64_t)((tu)a >> 64);
    uint64_t blo = (uint64_t)b, bhi = (uint64_t)((tu)b >> 64);
    tu low = mul64(alo, blo);
    uint64_t hi = (uint64_t)(low >> 64) + alo * bhi + ahi * blo;
    return (ti)(((tu)hi << 64) | (uint64_t)low);
}

#ifndef SEGPAGER_WASI_HOST
/* wasi-libc's __wasilibc_real.o calls each WASI function through an
 * undefined symbol the linker makes an import; defining those symbols here
 * answers the calls inside the module instead (same signatures as there). */
int32_t __imported_wasi_snapshot_preview1_fd_write(int32_t fd, int32_t iovs, int32_t iovs_len,
                                                   int32_t written) {
    (void)fd; (void)iovs; (void)iovs_len;
    *(__wasi_size_t *)(uintptr_t)written = 0;
    return __WASI_ERRNO_NOSYS;
}

int32_t __imported_wasi_snapshot_preview1_fd_seek(int32_t fd, int64_t offset, int32_t whence,
                                                  int32_t position) {
    (void)fd; (void)offset; (void)whence;
    *(__wasi_filesize_t *)(uintptr_t)position = 0;
    return __WASI_ERRNO_NOSYS;
}

int32_t __imported_wasi_snapshot_preview1_fd_close(int32_t fd) {
    (void)fd;
    return __WASI_ERRNO_NOSYS;
}

_Noreturn void __imported_wasi_snapshot_preview1_proc_exit(int32_t code) {
    (void)code;
    __builtin_trap();
}
#endif

/* The only randomness asked for is the seed of Swift's Hasher (the order of
 * a Set's or Dictionary's elements, never an output of segpager), which the
 * Embedded stdlib takes from arc4random_buf: with no host to ask, a fixed
 * xorshift stream, so the module is deterministic. Defined here, it keeps
 * wasi-libc's arc4random out of the link, and with it the only caller of
 * __assert_fail and so fprintf's formatter (about 5 KB of the module).
 * random_get answers any other caller the same way. */
static uint64_t seed_state = 0x9e3779b97f4a7c15u;

static void fill_random(uint8_t *bytes, uint32_t length) {
    for (uint32_t k = 0; k < length; k++) {
        seed_state ^= seed_state << 13;
        seed_state ^= seed_state >> 7;
        seed_state ^= seed_state << 17;
        bytes[k] = (uint8_t)(seed_state >> 32);
    }
}

void arc4random_buf(void *buffer, unsigned long length) {
    fill_random((uint8_t *)buffer, (uint32_t)length);
}

int32_t __imported_wasi_snapshot_preview1_random_get(int32_t buffer, int32_t length) {
    fill_random((uint8_t *)(uintptr_t)buffer, (uint32_t)length);
    return 0;
}

#ifndef SEGPAGER_WASI_HOST
/* The module's allocator: defined here, it keeps wasi-libc's dlmalloc out
 * of the link (about 10 KB of code, 3.8 KB gzipped).
 *
 * Blocks come in power-of-two sizes, 32 bytes to 2 GiB, each with a 16-byte
 * header (payloads stay 16-byte aligned). A freed block goes on its size's
 * free list and the next request of that size takes it; fresh blocks are
 * cut from the top of the heap, which grows the memory as needed. Nothing
 * coalesces and no memory is given back (dlmalloc gives none back on wasm
 * either): the engine's allocations are arrays that grow by doubling and
 * the same few sizes step after step, which size classes reuse exactly.
 * malloc, free and posix_memalign are all that the Swift runtime and the
 * module's caller (segpager.js) use. (The WASI host build, the 32-bit fuzz
 * driver, keeps libc's: its stdio allocates too.) */
#define HEADER 16u
#define MIN_CLASS 5u  /* 32-byte blocks */
#define MAX_CLASS 31u /* 2 GiB blocks */

extern unsigned char __heap_base;

/* The first free block of each size class, linked through their first word. */
static void *free_blocks[MAX_CLASS + 1];
/* The heap's top (where the next fresh block starts) and the memory's end. */
static uintptr_t heap_top, heap_end;

/* A payload's header: its block's size class, and how far the payload
 * sits from the block's start (16, or more for an over-aligned payload). */
typedef struct header {
    uint32_t size_class;
    uint32_t offset;
    uint32_t unused[2];
} header;

static header *header_of(void *payload) { return (header *)((unsigned char *)payload - HEADER); }

/* A fresh block of 2^k bytes from the top of the heap, or NULL. */
static void *fresh_block(uint32_t k) {
    uintptr_t size = (uintptr_t)1 << k;
    if (heap_top == 0) {
        heap_top = ((uintptr_t)&__heap_base + 15u) & ~(uintptr_t)15u;
        heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u;
    }
    if (size > UINTPTR_MAX - heap_top) return NULL;
    uintptr_t top = heap_top + size;
    if (top > heap_end) {
        uintptr_t pages = (top - heap_end + 65535u) / 65536u;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        heap_end = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u;
    }
    void *block = (void *)heap_top;
    heap_top = top;
    return block;
}

void *malloc(size_t n) {
    if (n > ((size_t)1 << MAX_CLASS) - HEADER) return NULL;
    uint32_t k = MIN_CLASS;
    while (((size_t)1 << k) < n + HEADER) k++;
    void *block = free_blocks[k];
    if (block) {
        free_blocks[k] = *(void **)block;
    } else {
        block = fresh_block(k);
        if (!block) return NULL;
    }
    header *h = (header *)block;
    h->size_class = k;
    h->offset = HEADER;
    return (unsigned char *)block + HEADER;
}

void free(void *payload) {
    if (!payload) return;
    header *h = header_of(payload);
    void *block = (unsigned char *)payload - h->offset;
    uint32_t k = h->size_class;
    *(void **)block = free_blocks[k];
    free_blocks[k] = block;
}

int posix_memalign(void **out, size_t alignment, size_t n) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    if (alignment <= HEADER) {
        void *p = malloc(n);
        if (!p) return ENOMEM;
        *out = p;
        return 0;
    }
    if (n > SIZE_MAX - alignment) return ENOMEM;
    unsigned char *p = malloc(n + alignment);
    if (!p) return ENOMEM;
    unsigned char *aligned = (unsigned char *)(((uintptr_t)p + alignment - 1) & ~(uintptr_t)(alignment - 1));
    if (aligned != p) {
        /* The payload moves up by a multiple of 16 (at least 16): its own
         * header, inside the block, says where the block starts. */
        header *h = header_of(aligned);
        h->size_class = header_of(p)->size_class;
        h->offset = (uint32_t)(aligned - p) + HEADER;
    }
    *out = aligned;
    return 0;
}
#endif
