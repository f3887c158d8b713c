/* sk-logic-words.h: the bounded text buffer the step formatter writes into, inside the engine only
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>

#include "sk-bits.h"
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

/* ---- the sentence formatter's pieces (sk-logic-sentence.c), shared by the
 * files of sentences ---- */

enum
{
  SK_PIECE = 1024,   /* one argument: a list of cells, units or digits */
  SK_MAX_ARGS = 10,
};

typedef struct
{
  const SkStep   *step;
  const SkLayout *layout;
  const SkWords  *words;
  SkText         *text;
} SkSay;

typedef struct
{
  const char *v[SK_MAX_ARGS];
} SkArgs;

/* Fills the template @msgid, translated by the caller's hook, into
 * say->text: "%N$s" is argument N. */
void        sk_say                (const SkSay    *say,
                                   const char     *msgid,
                                   SkArgs          args);
/* The same into @piece, an argument of a larger sentence; returns @piece. */
const char *sk_say_piece          (const SkSay    *say,
                                   char            piece[SK_PIECE],
                                   const char     *msgid,
                                   SkArgs          args);
/* "r4c5", "7", "3/8", "r1c2, r3c4", "r2c7 (4/7), r5c2 (4/8)", "row 2, row 8":
 * each into @piece, which it returns. */
const char *sk_piece_cell         (int             cell,
                                   char            piece[SK_PIECE]);
const char *sk_piece_digit        (int             digit,
                                   char            piece[SK_PIECE]);
const char *sk_piece_digits       (SkMask          digits,
                                   char            piece[SK_PIECE]);
const char *sk_piece_cells        (const SkSay    *say,
                                   SkBoard         cells,
                                   char            piece[SK_PIECE]);
const char *sk_piece_cells_digits (const SkSay    *say,
                                   SkRole          role,
                                   char            piece[SK_PIECE]);
const char *sk_piece_units        (const SkSay    *say,
                                   uint32_t        units,
                                   char            piece[SK_PIECE]);
/* The technique's name, translated. */
const char *sk_piece_name         (const SkSay    *say);
/* The cells of the step's marks with @role, and the digits those marks name. */
SkBoard     sk_role_cells         (const SkStep   *step,
                                   SkRole          role);
SkMask      sk_role_digits        (const SkStep   *step,
                                   SkRole          role);
/* The first cell the step places a digit in, or -1. */
int         sk_first_placement    (const SkStep   *step);
SkMask      sk_removed_digits     (const SkStep   *step);
/* The first unit of @candidates (bits) that holds all of @cells, or -1. */
int         sk_unit_holding       (const SkLayout *layout,
                                   uint32_t        candidates,
                                   SkBoard         cells);

/* The sentences of the chain families (sk-logic-sentence-chains.c). */
void        sk_say_als            (const SkSay    *say);
void        sk_say_forcing_chain  (const SkSay    *say);
void        sk_say_chain          (const SkSay    *say);
/* And of the techniques in sk-logic-sentence-patterns.c. */
void        sk_say_big_wing        (const SkSay    *say);
void        sk_say_strong_links    (const SkSay    *say);
void        sk_say_unique_loop     (const SkSay    *say);
void        sk_say_bug_type_2      (const SkSay    *say);
void        sk_say_aligned_triplet (const SkSay    *say);
void        sk_say_xy_cycle        (const SkSay    *say);
