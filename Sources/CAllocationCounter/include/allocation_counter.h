/* A counting allocator for the benchmark: malloc and its relatives, defined
 * in the executable, interpose the C library's for the whole process and
 * count calls. Only the benchmark links it. */
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/* Heap allocations (malloc, calloc, realloc, aligned) since the process started. */
unsigned long allocation_count(void);

#endif
