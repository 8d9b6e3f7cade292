// The two C symbols the Embedded Swift core needs that neither the core
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

