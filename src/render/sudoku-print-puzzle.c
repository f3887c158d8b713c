/* sudoku-print-puzzle.c: one puzzle as it goes on paper, with its answer and path
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-render"

#include "config.h"

#include "sudoku-print-puzzle.h"

#include <glib/gi18n-lib.h>
#include <string.h>

SudokuPrintPuzzle *
sudoku_print_puzzle_new (const SkGrid   *givens,
                         const SkLayout *layout)
{
  SudokuPrintPuzzle *self = g_new0 (SudokuPrintPuzzle, 1);

  g_return_val_if_fail (givens != NULL, NULL);

  self->givens = *givens;
  if (layout != NULL)
    self->layout = *layout;
  else
    sk_layout_init_standard (&self->layout);
  return self;
}

void
sudoku_print_puzzle_free (SudokuPrintPuzzle *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->level);
  g_clear_pointer (&self->path, g_ptr_array_unref);
  g_free (self);
}

void
sudoku_print_puzzle_set_title (SudokuPrintPuzzle *self,
                               const char        *title)
{
  g_return_if_fail (self != NULL);

  g_free (self->title);
  self->title = title != NULL && *title != '\0' ? g_strdup (title) : NULL;
}

typedef struct
{
  GPtrArray              *path;
  const SudokuPrintWords *words;
  const SkLayout         *layout;
} PathWork;

static bool
append_step (const SkStep          *step,
             const SkCandidateGrid *before,
             void                  *user_data)
{
  PathWork *work = user_data;

  if (work->words != NULL && work->words->describe_step != NULL)
    {
      g_ptr_array_add (work->path, work->words->describe_step (step, before, work->layout,
                                                               work->words->user_data));
    }
  else
    {
      int n = sk_step_describe (step, work->layout, NULL, 0);
      char *text = g_malloc ((gsize) n + 1);

      sk_step_describe (step, work->layout, text, (gsize) n + 1);
      g_ptr_array_add (work->path, text);
    }
  return true;
}

/* The command line's words: English, like the engine's step sentences on
 * the same sheet and like --explain; the technique names in them have their
 * translations only in the model, above this layer. */
static char *
describe_level_plain (const SkRating *rating)
{
  char *level = g_strdup (sk_level_to_id (rating->level));

  level[0] = g_ascii_toupper (level[0]);
  return level;
}

/* A full board takes no step, so it has no hardest technique. */
static char *
describe_rating_plain (const SkRating *rating)
{
  g_autofree char *level = describe_level_plain (rating);

  if (rating->used_search)
    return g_strdup_printf ("%s, needs search", level);
  if (rating->n_steps == 0)
    return g_strdup_printf ("%s, rating %d.%d", level, rating->rating / 10, rating->rating % 10);
  return g_strdup_printf ("%s, rating %d.%d (%s)", level, rating->rating / 10,
                          rating->rating % 10, sk_technique_info (rating->hardest)->name);
}

gboolean
sudoku_print_puzzle_analyse (SudokuPrintPuzzle      *self,
                             gboolean                want_path,
                             const SudokuPrintWords *words,
                             const atomic_int       *cancel)
{
  PathWork work = { NULL, words, &self->layout };
  SkRating rating;

  g_return_val_if_fail (self != NULL, FALSE);

  g_clear_pointer (&self->path, g_ptr_array_unref);
  memset (&self->solution, 0, sizeof self->solution);
  if (want_path)
    work.path = g_ptr_array_new_with_free_func (g_free);

  sk_logic_rate (&self->givens, &self->layout, cancel, want_path ? append_step : NULL, &work,
                 &rating);
  if (rating.status != SK_LOGIC_SOLVED)
    {
      g_clear_pointer (&work.path, g_ptr_array_unref);
      if (self->subtitle == NULL && rating.status != SK_LOGIC_CANCELLED)
        self->subtitle = g_strdup (rating.status == SK_LOGIC_MULTIPLE
                                   /* Translators: under a printed puzzle that has several solutions */
                                   ? _("More than one solution")
                                   /* Translators: under a printed puzzle that has no solution */
                                   : _("No solution"));
      return FALSE;
    }

  self->solution = rating.solution;
  self->path = work.path;
  if (self->subtitle == NULL)
    {
      if (words != NULL && words->describe_rating != NULL)
        self->subtitle = words->describe_rating (&rating, words->user_data);
      else
        self->subtitle = describe_rating_plain (&rating);
    }
  g_free (self->level);
  if (words != NULL && words->describe_level != NULL)
    self->level = words->describe_level (&rating, words->user_data);
  else
    self->level = describe_level_plain (&rating);
  return TRUE;
}
