#ifndef SCROLLMOTION_ALLOCATION_COUNTER_H
#define SCROLLMOTION_ALLOCATION_COUNTER_H

/// Starts counting heap allocations (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc) made on the calling thread, from zero.
void sm_allocations_begin(void);

/// Stops counting and returns how many allocations the calling thread made
/// since sm_allocations_begin().
long sm_allocations_end(void);

/// Heap blocks allocated less blocks freed on the calling thread since
/// sm_allocations_begin(), while counting: a block freed that was allocated
/// before counting began counts -1, so the difference of two readings is
/// what the code between them left allocated. 0 where counting is not
/// supported.
long sm_live_blocks(void);

/// The same for the blocks' usable bytes (glibc's malloc_usable_size).
long sm_live_bytes(void);

/// Whether this process routes malloc through the counter (true on Linux
/// with glibc, where the wrappers below interpose the libc symbols).
int sm_allocations_supported(void);

/// Whether this build runs under address or thread sanitizer, whose runtime
/// owns malloc: the counter then steps aside and sm_allocations_supported()
/// is 0.
int sm_allocations_sanitized(void);

#endif
