#ifndef SCROLLMOTION_HEAP_IN_USE_H
#define SCROLLMOTION_HEAP_IN_USE_H

/// The bytes of heap in use (glibc's mallinfo2: the main arena's allocated
/// bytes and the separately mapped large blocks), or -1 where glibc is not
/// the allocator. The difference of two readings on one thread with nothing
/// else running is what the code between them left allocated.
long sm_heap_in_use(void);

#endif
