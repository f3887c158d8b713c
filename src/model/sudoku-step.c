/* sudoku-step.c: one step of the logic engine, as plain data
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-step"

#include "config.h"

#include "sudoku-step.h"

#include "sk-bits.h"

G_DEFINE_BOXED_TYPE (SudokuStep, sudoku_step, sudoku_step_copy, sudoku_step_free)

SudokuStep *
sudoku_step_copy (const SudokuStep *self)
{
  return g_memdup2 (self, sizeof *self);
}

void
sudoku_step_free (SudokuStep *self)
{
  g_free (self);
}

guint
sudoku_step_node_cells (const SudokuStep *self,
                        int               node,
                        guint             cells[SK_CELLS])
{
  SkBoard set;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (node >= 0 && node < self->step.n_nodes, 0);

  set = self->step.nodes[node].cells;
  while (!sk_board_is_empty (set))
    cells[n++] = (guint) sk_board_pop (&set);
  return n;
}

guint
sudoku_step_count_placements (const SudokuStep *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += self->step.place[cell] != 0;
  return n;
}

guint
sudoku_step_count_eliminations (const SudokuStep *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += (guint) sk_mask_count (self->step.remove[cell]);
  return n;
}

char *
sudoku_step_format_chain (const SudokuStep *self)
{
  char *text;
  int length;

  g_return_val_if_fail (self != NULL, NULL);

  length = sk_step_format_chain (&self->step, NULL, 0);
  if (length <= 0)
    return NULL;
  text = g_malloc ((gsize) length + 1);
  sk_step_format_chain (&self->step, text, (gsize) length + 1);
  return text;
}

char *
sudoku_step_format_actions (const SudokuStep *self)
{
  g_autofree char *ascii = NULL;
  g_auto(GStrv) parts = NULL;
  int length;

  g_return_val_if_fail (self != NULL, NULL);

  length = sk_step_format_actions (&self->step, NULL, 0);
  ascii = g_malloc ((gsize) length + 1);
  sk_step_format_actions (&self->step, ascii, (gsize) length + 1);
  /* The engine's hyphen is for scripts; people read a minus sign. */
  parts = g_strsplit (ascii, "-", -1);
  return g_strjoinv ("\xe2\x88\x92", parts);
}
