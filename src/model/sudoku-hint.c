/* sudoku-hint.c: one digit the board can take next, and why
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-hint"

#include "config.h"

#include "sudoku-hint.h"

#include <glib/gi18n-lib.h>

#include "sudoku-technique.h"

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

static char *
describe_digit (const SudokuHint *self)
{
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
    case SUDOKU_HINT_FULL_HOUSE:
      switch (self->unit_kind)
        {
        case SK_UNIT_ROW:
          /* Translators: a hint; "7 is the last digit missing in row 5 (full house)" */
          return g_strdup_printf (_("%u is the last digit missing in row %u (full house)"),
                                  self->digit, self->unit_number + 1);
        case SK_UNIT_COLUMN:
          /* Translators: a hint; "7 is the last digit missing in column 5 (full house)" */
          return g_strdup_printf (_("%u is the last digit missing in column %u (full house)"),
                                  self->digit, self->unit_number + 1);
        case SK_UNIT_REGION:
        default:
          /* Translators: a hint; "7 is the last digit missing in region 5 (full house)" */
          return g_strdup_printf (_("%u is the last digit missing in region %u (full house)"),
                                  self->digit, self->unit_number + 1);
        }
    case SUDOKU_HINT_TECHNIQUE:
      /* Translators: a hint; "4 goes here (BUG+1)": the digit and the technique's name */
      return g_strdup_printf (_("%u goes here (%s)"), self->digit,
                              sudoku_technique_get_name (self->technique));
    case SUDOKU_HINT_SEARCH:
    default:
      /* Translators: a hint with no reason a technique can give: the digit of the solution */
      return g_strdup_printf (_("%u found by search (no technique applies)"), self->digit);
    }
}

char *
sudoku_hint_describe (const SudokuHint *self)
{
  g_autofree char *digit = NULL;
  g_autoptr(GString) before = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  digit = describe_digit (self);
  if (self->n_before == 0)
    return g_steal_pointer (&digit);

  before = g_string_new (NULL);
  for (guint i = 0; i < self->n_before && i < SUDOKU_HINT_MAX_BEFORE; i++)
    {
      if (i > 0)
        /* Translators: between the names of techniques in a list */
        g_string_append (before, _(", "));
      g_string_append (before, sudoku_technique_get_name (self->before[i]));
    }
  if (self->n_before > SUDOKU_HINT_MAX_BEFORE)
    /* Translators: after a list of techniques that goes on */
    g_string_append (before, _("…"));
  /* Translators: a hint that needs eliminations first: "After Pointing, X-Wing:
   * only 4 fits here (naked single)"; the first %s lists techniques, the second
   * says where the digit goes and why */
  return g_strdup_printf (_("After %s: %s"), before->str, digit);
}
