/* sudoku-hint.h: one digit the board can take next, and the techniques that lead to it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sk-logic.h"
#include "sk-types.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_HINT_NAKED_SINGLE,   /* the cell has one candidate left */
  SUDOKU_HINT_HIDDEN_SINGLE,  /* the digit fits in no other cell of a unit */
  SUDOKU_HINT_SEARCH,         /* no technique applies: the digit comes from the solution */
  SUDOKU_HINT_TECHNIQUE,      /* another technique places it (BUG+1, a forcing chain...) */
  SUDOKU_HINT_FULL_HOUSE,     /* the last empty cell of a unit */
} SudokuHintKind;

/* The most elimination techniques a hint names before its digit. */
#define SUDOKU_HINT_MAX_BEFORE 3

#define SUDOKU_TYPE_HINT (sudoku_hint_get_type ())

/* Plain data: copy it by value. */
typedef struct
{
  SudokuHintKind kind;
  guint          cell;         /* 0-80, row-major */
  guint          digit;        /* 1-9 */
  SkUnitKind     unit_kind;    /* hidden single, full house: the unit with one place for the digit */
  guint          unit_number;  /* hidden single, full house: its row, column or region, 0-8 */
  SkTechnique    technique;    /* the technique that places the digit */
  guint          n_steps_before; /* eliminations it takes to get there */
  guint          n_before;     /* distinct techniques of those; the first few are in before[] */
  SkTechnique    before[SUDOKU_HINT_MAX_BEFORE];
} SudokuHint;

GType       sudoku_hint_get_type (void) G_GNUC_CONST;
SudokuHint *sudoku_hint_copy     (const SudokuHint *self);
void        sudoku_hint_free     (SudokuHint       *self);
/* "Only 4 fits here (naked single)", "7 can go only here in region 5 (hidden
 * single)", "After Pointing, X-Wing: only 4 fits here (naked single)",
 * "6 found by search (no technique applies)" (translated, 1-based). */
char       *sudoku_hint_describe (const SudokuHint *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuHint, sudoku_hint_free)

G_END_DECLS
