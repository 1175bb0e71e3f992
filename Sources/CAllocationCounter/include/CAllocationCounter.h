// Counts the heap allocations of the calling thread, for mvp-bench's "allocations per update".
//
// On Linux with glibc this target replaces malloc, calloc, realloc and the aligned allocators of
// the executable that links it (glibc supports replacing them) with versions that count, per
// thread, and forward to glibc's own allocator. Elsewhere nothing is replaced and counting is
// unavailable.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether allocations are counted in this process: 1 on Linux with glibc, 0 elsewhere.
int allocation_counter_is_available(void);

/// The number of heap allocations (malloc, calloc, realloc and the aligned allocators) the
/// calling thread has made so far; always 0 when counting is unavailable.
uint64_t allocation_counter_thread_total(void);

#endif
