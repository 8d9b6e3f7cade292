// Interposes the C allocator so tests can assert "allocates nothing".
// The counter is thread-local so that Swift Testing running other suites in
// parallel does not disturb a measurement.
#include "AllocationCounter.h"

// Included before the #if below because it defines __GLIBC__.
#include <stddef.h>
#include <stdlib.h>

// Under address or thread sanitizer the sanitizer's runtime owns malloc and
// free; replacing them as below crashes it before the first test. The
// counter then steps aside and says so (sm_allocations_sanitized), and the
// allocation tests run in the normal build instead.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SM_SANITIZED 1
#endif
#endif
#if !defined(SM_SANITIZED) && (defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__))
#define SM_SANITIZED 1
#endif

#if defined(SM_SANITIZED)
int sm_allocations_sanitized(void) { return 1; }
#else
int sm_allocations_sanitized(void) { return 0; }
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(SM_SANITIZED)
// glibc exports its allocator under __libc_* names; defining malloc & co. in
// the test executable takes precedence over libc's for the whole process.

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

// glibc's size of a block, what it holds in use for it.
extern size_t malloc_usable_size(void *);

static _Thread_local int counting = 0;
static _Thread_local long count = 0;
// Blocks and their usable bytes allocated less those freed on this thread
// while counting: a block freed then that was allocated before counting
// began takes its bytes off, so only a difference of two readings means
// anything.
static _Thread_local long live_blocks = 0;
static _Thread_local long live_bytes = 0;

static inline void note(void) {
  if (counting) count++;
}

static inline void *gained(void *p) {
  if (counting && p) {
    live_blocks++;
    live_bytes += (long)malloc_usable_size(p);
  }
  return p;
}

static inline void lost(void *p) {
  if (counting && p) {
    live_blocks--;
    live_bytes -= (long)malloc_usable_size(p);
  }
}

void *malloc(size_t size) { note(); return gained(__libc_malloc(size)); }
void *calloc(size_t n, size_t size) { note(); return gained(__libc_calloc(n, size)); }
void *realloc(void *p, size_t size) {
  note();
  // Measured before the block may move; a failed realloc keeps it, and
  // it is counted back.
  lost(p);
  void *moved = __libc_realloc(p, size);
  if (!moved && size != 0) {
    gained(p);
    return NULL;
  }
  return gained(moved);
}
void free(void *p) {
  lost(p);
  __libc_free(p);
}
void *aligned_alloc(size_t alignment, size_t size) {
  note();
  return gained(__libc_memalign(alignment, size));
}
int posix_memalign(void **out, size_t alignment, size_t size) {
  note();
  void *p = gained(__libc_memalign(alignment, size));
  if (!p) return 12; // ENOMEM
  *out = p;
  return 0;
}

void sm_allocations_begin(void) {
  count = 0;
  live_blocks = 0;
  live_bytes = 0;
  counting = 1;
}
long sm_allocations_end(void) { counting = 0; return count; }
long sm_live_blocks(void) { return live_blocks; }
long sm_live_bytes(void) { return live_bytes; }
int sm_allocations_supported(void) { return 1; }

#else
// Elsewhere (or under a sanitizer) the libc allocator is not interposed;
// tests check sm_allocations_supported() and say so instead of passing
// silently.
void sm_allocations_begin(void) {}
long sm_allocations_end(void) { return -1; }
long sm_live_blocks(void) { return 0; }
long sm_live_bytes(void) { return 0; }
int sm_allocations_supported(void) { return 0; }
#endif
