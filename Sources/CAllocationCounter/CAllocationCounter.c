// See include/CAllocationCounter.h.
#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

// glibc's own allocator, which it exports for exactly this use.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS of the executable: reading it never allocates.
static _Thread_local uint64_t thread_total;

int allocation_counter_is_available(void) { return 1; }

uint64_t allocation_counter_thread_total(void) { return thread_total; }

void *malloc(size_t size) {
  thread_total += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  thread_total += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  thread_total += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  thread_total += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  thread_total += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  thread_total += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

#else

int allocation_counter_is_available(void) { return 0; }

uint64_t allocation_counter_thread_total(void) { return 0; }

#endif
