// The C symbols the Embedded Swift core needs that neither the core
// nor wasi-libc provides without importing from the host. The module must
// import nothing, so they are defined here.
#include <stddef.h>
#include <stdint.h>

// Swift's Hasher seeds itself from arc4random_buf; wasi-libc implements it
// with the WASI random_get import. Hash seeds only protect against
// collision attacks on untrusted keys, and the engine hashes its own
// timelines, so a fixed sequence is enough.
void arc4random_buf(void *buffer, size_t count) {
  uint8_t *bytes = buffer;
  uint32_t state = 0x9E3779B9u;
  for (size_t index = 0; index < count; index++) {
    state = state * 1664525u + 1013904223u;
    bytes[index] = (uint8_t)(state >> 24);
  }
}

// 128-bit multiplication, normally in compiler-rt's builtins, which the
// toolchain does not ship for wasm32. Written with 64-bit multiplies only
// (a 128-bit multiply here would call itself).
static uint64_t multiply_high(uint64_t a, uint64_t b, uint64_t *low) {
  uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
  *low = (middle << 32) | (uint32_t)p00;
  return p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
}

__int128 __multi3(__int128 a, __int128 b) {
  uint64_t a_low = (uint64_t)a, a_high = (uint64_t)((unsigned __int128)a >> 64);
  uint64_t b_low = (uint64_t)b, b_high = (uint64_t)((unsigned __int128)b >> 64);
  uint64_t low;
  uint64_t high = multiply_high(a_low, b_low, &low);
  high += a_low * b_high + a_high * b_low;
  return (__int128)(((unsigned __int128)high << 64) | low);
}


// A small allocator in place of wasi-libc's dlmalloc, which is about 9 KB
// of the module (a tenth of the shipped engine) for coalescing and
// trimming the engine does not need: it allocates while a choreography is
// built and frees when it is rebuilt or released, in the same few sizes.
// Blocks come in power-of-two size classes (32 bytes up, header included);
// a freed block goes on its class's list and is reused by the next
// allocation of that class, so rebuilding the same choreography again and
// again reuses the same memory. The rest is a bump pointer over the
// module's own memory, grown a page at a time (memory.grow needs no
// import). Each payload is preceded by its class and its distance from the
// block's start, so that `free` finds both.
extern unsigned char __heap_base;
static uintptr_t heap_next, heap_end;
static void *free_blocks[32];

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < 16) alignment = 16;
  // Room for the header and for moving the payload up to its alignment;
  // sizes near 4 GB fail rather than wrap.
  if (size > ((size_t)1 << 30) || alignment > ((size_t)1 << 20)) return 12;  // ENOMEM
  size_t need = size + alignment;
  unsigned class = 0;
  while (((size_t)32 << class) < need) class++;
  size_t bytes = (size_t)32 << class;
  uintptr_t block = (uintptr_t)free_blocks[class];
  if (block) {
    free_blocks[class] = *(void **)block;
  } else {
    if (!heap_end) {
      heap_next = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
      heap_end = __builtin_wasm_memory_size(0) * 65536;
    }
    if (heap_end - heap_next < bytes) {
      size_t pages = (bytes - (heap_end - heap_next) + 65535) / 65536;
      if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 12;
      heap_end += pages * 65536;
    }
    block = heap_next;
    heap_next += bytes;
  }
  uintptr_t payload = (block + 16 + alignment - 1) & ~(alignment - 1);
  ((uint32_t *)payload)[-1] = class;
  ((uint32_t *)payload)[-2] = (uint32_t)(payload - block);
  *result = (void *)payload;
  return 0;
}

void *malloc(size_t size) {
  void *result;
  return posix_memalign(&result, 16, size) ? NULL : result;
}

void free(void *pointer) {
  if (!pointer) return;
  uint32_t *header = pointer;
  void **block = (void **)((uintptr_t)pointer - header[-2]);
  *block = free_blocks[header[-1]];
  free_blocks[header[-1]] = block;
}
