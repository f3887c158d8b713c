/* sudoku-hint.h: one digit the board can take next, and why
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sk-types.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_HINT_NAKED_SINGLE,   /* the cell has one candidate left */
  SUDOKU_HINT_HIDDEN_SINGLE,  /* the digit fits in no other cell of a unit */
  SUDOKU_HINT_SEARCH,         /* no single: the digit comes from the solution */
} SudokuHintKind;

#define SUDOKU_TYPE_HINT (sudoku_hint_get_type ())

/* Plain data: copy it by value. */
typedef struct
{
  SudokuHintKind kind;
  guint          cell;         /* 0-80, row-major */
  guint          digit;        /* 1-9 */
  SkUnitKind     unit_kind;    /* hidden single: the unit with one place for the digit */
  guint          unit_number;  /* hidden single: its row, column or region, 0-8 */
} SudokuHint;

GType       sudoku_hint_get_type (void) G_GNUC_CONST;
SudokuHint *sudoku_hint_copy     (const SudokuHint *self);
void        sudoku_hint_free     (SudokuHint       *self);
/* "Only 4 fits here (naked single)", "7 can go only here in region 5 (hidden
 * single)", "6 found by search (no single left)" (translated, 1-based). */
char       *sudoku_hint_describe (const SudokuHint *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuHint, sudoku_hint_free)

G_END_DECLS
