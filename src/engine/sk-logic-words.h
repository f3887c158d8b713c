/* sk-logic-words.h: the bounded text buffer the step formatter writes into, inside the engine only
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>

#include "sk-logic.h"

/* A bounded appender: writes what fits, always counts the whole length
 * (snprintf's convention), so a caller can measure first and then fill. */
typedef struct
{
  char   *out;
  size_t  size;
  int     length;
} SkText;

SkText sk_text_start   (char       *out,
                        size_t      size);
void   sk_text_printf  (SkText     *text,
                        const char *format,
                        ...) __attribute__ ((format (printf, 2, 3)));
void   sk_text_append  (SkText     *text,
                        const char *words);

/* "r5c7", a group in one row "r5c78", in one column "r45c7", else one
 * row's part after another: "r1c23,r2c1". */
void   sk_text_eureka_cells   (SkText       *text,
                               SkBoard       cells);
/* "r4c7=5" for a placement, "r2c3,r5c8<>5" for a digit's eliminations. */
void   sk_text_eureka_outcome (SkText       *text,
                               const SkStep *step);
/* The chain of a step that is not a forcing chain, Eureka notation without
 * its outcome: "(5)r2c3=r2c7-(5=3)r5c7". */
void   sk_text_eureka_links   (SkText       *text,
                               const SkStep *step);
bool   sk_technique_is_forcing_chain (SkTechnique technique);
