/* sudoku-board-rate.c: how hard the board's puzzle is, found on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rating is the logic engine's (sk_logic_rate: the hardest step of the
 * easiest path, on the Sudoku Explainer scale) of the board's puzzle: its
 * givens, or the digits typed on a board without givens. It never holds the
 * board up: unlike a solve or a hint, rating does not make the board
 * "solving". Digits typed into a puzzle with givens do not change what is
 * rated, so only a change of the puzzle itself makes a rating outdated.
 */

#define G_LOG_DOMAIN "sudoku-board-rate"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-board-private.h"
#include "sudoku-engine-task.h"
#include "sudoku-technique.h"

typedef struct
{
  SkGrid        puzzle;
  SkLayout      layout;
  SkLogicStatus status;
  SkRating      rating;
} RateJob;

/* Worker thread. */
static void
rate_job (gpointer          job_data,
          const atomic_int *cancel)
{
  RateJob *job = job_data;

  job->status = sk_logic_rate (&job->puzzle, &job->layout, cancel, NULL, NULL, &job->rating);
}

/**
 * sudoku_board_get_rating_puzzle:
 * @self: a #SudokuBoard
 * @puzzle: (out): the puzzle a rating is of
 *
 * The givens, or, on a board without givens, the digits typed (a puzzle
 * being entered): what sudoku_board_rate_async() rates.
 */
void
sudoku_board_get_rating_puzzle (SudokuBoard *self,
                                SkGrid      *puzzle)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  sudoku_board_get_givens_grid (self, puzzle);
  if (sk_grid_count_filled (puzzle) == 0)
    sudoku_board_get_values_grid (self, puzzle);
}

/**
 * sudoku_rating_describe:
 * @rating: a rating of sk_logic_rate()
 *
 * The rating for people: "Diabolical · 7.2 (XY-Chain)", the number in the
 * locale's decimal style; "Needs search" when logic alone does not finish.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_rating_describe (const SkRating *rating)
{
  g_return_val_if_fail (rating != NULL, NULL);

  if (rating->used_search)
    /* Translators: a puzzle's rating when no technique the app knows finishes it */
    return g_strdup (_("Needs search"));
  /* Translators: a puzzle's level, its rating on the Sudoku Explainer scale
   * and its hardest technique: "Diabolical · 7.2 (XY-Chain)" */
  return g_strdup_printf (_("%s · %.1f (%s)"), sudoku_level_get_name (rating->level),
                          rating->rating / 10.0, sudoku_technique_get_name (rating->hardest));
}

/**
 * sudoku_rating_describe_level:
 * @rating: a rating of sk_logic_rate()
 *
 * The same without the technique, for where room is short: "Diabolical ·
 * 7.2"; "Needs search" when logic alone does not finish.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_rating_describe_level (const SkRating *rating)
{
  g_return_val_if_fail (rating != NULL, NULL);

  if (rating->used_search)
    return g_strdup (_("Needs search"));
  /* Translators: a puzzle's level and its rating on the Sudoku Explainer scale: "Diabolical · 7.2" */
  return g_strdup_printf (_("%s · %.1f"), sudoku_level_get_name (rating->level), rating->rating / 10.0);
}

static void
on_rated (GObject      *source_object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuBoard *self = SUDOKU_BOARD (g_task_get_source_object (task));
  GError *error = NULL;
  RateJob *job = sudoku_engine_task_run_finish (result, &error);
  SkGrid now;
  char **texts;

  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  sudoku_board_get_rating_puzzle (self, &now);
  if (memcmp (now.cell, job->puzzle.cell, sizeof now.cell) != 0 ||
      !sudoku_layout_equal (sudoku_board_get_layout (self), &job->layout))
    {
      g_task_return_new_error (task, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED,
                               "The puzzle changed while it was being rated");
      return;
    }
  /* Clashing digits, no solution or several: no rating to show. */
  texts = g_new0 (char *, 3);
  texts[0] = job->status == SK_LOGIC_SOLVED ? sudoku_rating_describe (&job->rating) : g_strdup ("");
  texts[1] = job->status == SK_LOGIC_SOLVED ? sudoku_rating_describe_level (&job->rating) : g_strdup ("");
  g_task_return_pointer (task, texts, (GDestroyNotify) g_strfreev);
}

/**
 * sudoku_board_rate_async:
 * @self: a #SudokuBoard
 * @cancellable: (nullable): stops the rating
 * @callback: called on the main thread with the rating
 * @user_data: data for @callback
 *
 * Rates the board's puzzle (sudoku_board_get_rating_puzzle()) on a worker
 * thread. The board is not touched and stays editable meanwhile.
 */
void
sudoku_board_rate_async (SudokuBoard         *self,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  RateJob *job;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_rate_async);

  job = g_new0 (RateJob, 1);
  sudoku_board_get_rating_puzzle (self, &job->puzzle);
  job->layout = *sudoku_board_get_layout (self);
  sudoku_engine_task_run_async (rate_job, job, g_free, cancellable, on_rated,
                                g_steal_pointer (&task));
}

/**
 * sudoku_board_rate_finish:
 * @level: (out) (optional) (transfer full): the rating without the technique
 *   (sudoku_rating_describe_level()), or "" with ""
 *
 * Returns: (transfer full): the rating for people ("Diabolical · 7.2
 *   (XY-Chain)", "Needs search"), or "" when the puzzle has clashing digits,
 *   no solution or several; %NULL with %G_IO_ERROR_CANCELLED, or
 *   %SUDOKU_BOARD_ERROR_CHANGED when the puzzle or its layout changed since
 */
char *
sudoku_board_rate_finish (SudokuBoard   *self,
                          GAsyncResult  *result,
                          char         **level,
                          GError       **error)
{
  g_autofree char **texts = NULL;
  g_autofree char *short_text = NULL;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_rate_async, NULL);

  /* Not freed as a GStrv: the first text leaves it, and a GStrv ends there. */
  texts = g_task_propagate_pointer (G_TASK (result), error);
  if (texts == NULL)
    return NULL;
  short_text = texts[1];
  if (level != NULL)
    *level = g_steal_pointer (&short_text);
  return texts[0];
}
