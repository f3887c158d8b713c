/* sudoku-hint.c: one digit the board can take next, and why
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-hint"

#include "config.h"

#include "sudoku-hint.h"

#include <glib/gi18n-lib.h>

G_DEFINE_BOXED_TYPE (SudokuHint, sudoku_hint, sudoku_hint_copy, sudoku_hint_free)

SudokuHint *
sudoku_hint_copy (const SudokuHint *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
sudoku_hint_free (SudokuHint *self)
{
  g_free (self);
}

char *
sudoku_hint_describe (const SudokuHint *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  switch (self->kind)
    {
    case SUDOKU_HINT_NAKED_SINGLE:
      /* Translators: a hint; the cell can hold no other digit */
      return g_strdup_printf (_("Only %u fits here (naked single)"), self->digit);
    case SUDOKU_HINT_HIDDEN_SINGLE:
      switch (self->unit_kind)
        {
        case SK_UNIT_ROW:
          /* Translators: a hint; "7 can go only here in row 5 (hidden single)" */
          return g_strdup_printf (_("%u can go only here in row %u (hidden single)"),
                                  self->digit, self->unit_number + 1);
        case SK_UNIT_COLUMN:
          /* Translators: a hint; "7 can go only here in column 5 (hidden single)" */
          return g_strdup_printf (_("%u can go only here in column %u (hidden single)"),
                                  self->digit, self->unit_number + 1);
        case SK_UNIT_REGION:
        default:
          /* Translators: a hint; "7 can go only here in region 5 (hidden single)" */
          return g_strdup_printf (_("%u can go only here in region %u (hidden single)"),
                                  self->digit, self->unit_number + 1);
        }
    case SUDOKU_HINT_SEARCH:
    default:
      /* Translators: a hint with no simple reason: the digit of the solution */
      return g_strdup_printf (_("%u found by search (no single left)"), self->digit);
    }
}
