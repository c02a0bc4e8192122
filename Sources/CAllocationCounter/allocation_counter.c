/* The definitions are shared with the C test and benchmark. */
#include "allocation_counter.h"
#include "../../bindings/c/reliability/counting_malloc.h"
