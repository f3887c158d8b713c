/* sk-random.h: a small seeded random number generator for the generator
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xoshiro256** seeded through splitmix64, both public domain algorithms by
 * Blackman and Vigna. The engine has no GLib, and rand() differs between C
 * libraries: a seed must give the same puzzle on every machine.
 */

#pragma once

#include <stdint.h>

typedef struct
{
  uint64_t s[4];
} SkRandom;

static inline uint64_t
sk_random_splitmix (uint64_t *x)
{
  uint64_t z = (*x += UINT64_C (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * UINT64_C (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline void
sk_random_init (SkRandom *r,
                uint64_t  seed)
{
  for (int i = 0; i < 4; i++)
    r->s[i] = sk_random_splitmix (&seed);
}

static inline uint64_t
sk_random_next (SkRandom *r)
{
  uint64_t *s = r->s;
  uint64_t x = s[1] * 5;
  uint64_t result = ((x << 7) | (x >> 57)) * 9;
  uint64_t t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* A number below @n (n >= 1); the bias of the modulo is below 2^-50 here. */
static inline unsigned
sk_random_below (SkRandom *r,
                 unsigned  n)
{
  return (unsigned) ((sk_random_next (r) >> 11) % n);
}

static inline void
sk_random_shuffle (SkRandom *r,
                   uint8_t  *items,
                   int       n)
{
  for (int i = n - 1; i > 0; i--)
    {
      unsigned j = sk_random_below (r, (unsigned) i + 1);
      uint8_t t = items[i];

      items[i] = items[j];
      items[j] = t;
    }
}
