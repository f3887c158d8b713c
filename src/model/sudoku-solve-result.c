/* sudoku-solve-result.c: what a background solve found, as a boxed type
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solve-result"

#include "config.h"

#include "sudoku-solve-result.h"

#include "sudoku-number.h"

#include <glib/gi18n-lib.h>

struct _SudokuSolveResult
{
  SkSolveResult result;
};

G_DEFINE_BOXED_TYPE (SudokuSolveResult, sudoku_solve_result,
                     sudoku_solve_result_copy, sudoku_solve_result_free)

SudokuSolveResult *
sudoku_solve_result_new (const SkSolveResult *result)
{
  SudokuSolveResult *self = g_new0 (SudokuSolveResult, 1);

  self->result = *result;
  return self;
}

SudokuSolveResult *
sudoku_solve_result_copy (const SudokuSolveResult *self)
{
  return sudoku_solve_result_new (&self->result);
}

void
sudoku_solve_result_free (SudokuSolveResult *self)
{
  g_free (self);
}

SkSolveStatus
sudoku_solve_result_get_status (const SudokuSolveResult *self)
{
  return self->result.status;
}

gboolean
sudoku_solve_result_is_unique (const SudokuSolveResult *self)
{
  return self->result.status == SK_SOLVE_SOLVED && self->result.n_solutions == 1;
}

const SkGrid *
sudoku_solve_result_get_solution (const SudokuSolveResult *self)
{
  return self->result.n_solutions > 0 ? &self->result.solution : NULL;
}

const SkClash *
sudoku_solve_result_get_clash (const SudokuSolveResult *self)
{
  return self->result.status == SK_SOLVE_INVALID ? &self->result.clash : NULL;
}

const SkStats *
sudoku_solve_result_get_stats (const SudokuSolveResult *self)
{
  return &self->result.stats;
}

static char *
format_duration (guint64 ns)
{
  /* Most puzzles take microseconds; "0.0 ms" would say nothing. */
  if (ns < G_GUINT64_CONSTANT (100000))
    /* Translators: a duration in microseconds */
    return g_strdup_printf (_("%.0f µs"), (double) ns / 1e3);
  if (ns < G_GUINT64_CONSTANT (1000000000))
    /* Translators: a duration in milliseconds */
    return g_strdup_printf (_("%.1f ms"), (double) ns / 1e6);
  /* Translators: a duration in seconds */
  return g_strdup_printf (_("%.2f s"), (double) ns / 1e9);
}

static char *
describe_stats (const SkStats *stats)
{
  g_autofree char *n_calls = sudoku_format_count (stats->calls);
  g_autofree char *n_guesses = sudoku_format_count (stats->guesses);
  /* Translators: %s is a count, grouped as the locale groups digits ("1,737,726,976") */
  g_autofree char *calls = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%s recursive call",
                                                         "%s recursive calls",
                                                         (gulong) MIN (stats->calls, G_MAXULONG)),
                                            n_calls);
  /* Translators: %s is a count, grouped as the locale groups digits ("1,234") */
  g_autofree char *guesses = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "%s guess",
                                                           "%s guesses",
                                                           (gulong) MIN (stats->guesses, G_MAXULONG)),
                                              n_guesses);

  /* Translators: statistics of a solve: "412 recursive calls · depth 38 · 5 guesses" */
  return g_strdup_printf (_("%s · depth %u · %s"), calls, stats->max_depth, guesses);
}

static char *
describe_clash (const SkClash *clash)
{
  /* Translators: the digit is repeated; "Row 4 has two 7s" */
  switch (clash->kind)
    {
    case SK_UNIT_ROW:
      return g_strdup_printf (_("Row %d has two %ds"), clash->number + 1, clash->digit);
    case SK_UNIT_COLUMN:
      return g_strdup_printf (_("Column %d has two %ds"), clash->number + 1, clash->digit);
    case SK_UNIT_EXTRA:
      /* Translators: a variant's extra house (a diagonal, a window...), by its number */
      return g_strdup_printf (_("Extra house %d has two %ds"), clash->number + 1, clash->digit);
    case SK_UNIT_REGION:
    default:
      return g_strdup_printf (_("Region %d has two %ds"), clash->number + 1, clash->digit);
    }
}

char *
sudoku_solve_result_describe_time (const SudokuSolveResult *self)
{
  return format_duration (self->result.stats.elapsed_ns);
}

char *
sudoku_solve_result_describe (const SudokuSolveResult *self)
{
  const SkSolveResult *r = &self->result;
  g_autofree char *time = format_duration (r->stats.elapsed_ns);
  g_autofree char *stats = describe_stats (&r->stats);

  switch (r->status)
    {
    case SK_SOLVE_SOLVED:
      if (r->n_solutions == 1)
        /* Translators: "Solved in 0.3 ms · unique solution · 412 recursive calls · …" */
        return g_strdup_printf (_("Solved in %s · unique solution · %s"), time, stats);
      /* Translators: the puzzle has several solutions and the board shows the first
       * found; "several solutions" as in the Compare window */
      return g_strdup_printf (_("Solved in %s · several solutions, showing one · %s"), time,
                              stats);
    case SK_SOLVE_NO_SOLUTION:
      /* Translators: "No solution · searched for 0.3 ms · 412 recursive calls · …" */
      return g_strdup_printf (_("No solution · searched for %s · %s"), time, stats);
    case SK_SOLVE_INVALID:
      return describe_clash (&r->clash);
    case SK_SOLVE_TIMED_OUT:
      /* Translators: the time limit of a solve was reached; "Gave up after 30.00 s" */
      return g_strdup_printf (_("Gave up after %s · %s"), time, stats);
    case SK_SOLVE_CANCELLED:
    case SK_SOLVE_OVER_BUDGET:
    default:
      return g_strdup (_("Solving was stopped"));
    }
}
