/* fuzz-common.h: what every fuzz target shares, with or without libFuzzer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each fuzz-*.c defines libFuzzer's two entry points. Built with
 * -fsanitize=fuzzer (-Dfuzzing=true) they are a libFuzzer binary; linked with
 * fuzz-replay.c instead they are a plain program that runs the same function
 * over the files and folders given as arguments, which is how the seed corpus
 * and the regressions are replayed by `meson test` in every build.
 */

#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Called once before the first input, by libFuzzer and by fuzz-replay.c. */
int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
/* Returns 0; a broken property or a crash aborts the process. */
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* A property the code under test must keep. When it does not, the process
 * aborts, which libFuzzer reports as a crash and saves the input. */
#define FUZZ_CHECK(condition, ...)                                              \
  do                                                                            \
    {                                                                           \
      if (!(condition))                                                         \
        {                                                                       \
          fprintf (stderr, "%s:%d: property broken: %s\n  ",                    \
                   __FILE__, __LINE__, #condition);                             \
          fprintf (stderr, __VA_ARGS__);                                        \
          fputc ('\n', stderr);                                                 \
          abort ();                                                             \
        }                                                                       \
    }                                                                           \
  while (0)
