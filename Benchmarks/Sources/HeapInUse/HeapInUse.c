// glibc's count of the heap in use, for the memory figures of
// InstructionBudget: the standard library's Glibc module leaves malloc.h
// out, so mallinfo2 is reached from C.
#include "HeapInUse.h"

// Included before the #if below because it defines __GLIBC__.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

long sm_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  // The arena's blocks in use, and the large ones glibc maps on their own.
  return (long)(info.uordblks + info.hblkhd);
}
#else
long sm_heap_in_use(void) { return -1; }
#endif
