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

#include "sk-bits.h"

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

static const char *
translate (const char *msgid,
           void       *user_data)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

static const SkWords step_words = { translate, NULL };

/* The path as it goes on paper: each step in the reader's language with
 * its cells, and a run of singles on one line ("Singles: r2c2=1, r6c1=9."),
 * so that a booklet's paths take a few pages, not dozens. */
typedef struct
{
  GPtrArray      *path;
  const SkLayout *layout;
  GString        *singles;    /* the run of singles so far: "r2c2=1, r6c1=9" */
  guint           n_singles;
  char           *lone;       /* the sentence of the run's first single, said alone */
} PathWork;

static gboolean
is_single (SkTechnique technique)
{
  return technique == SK_TECH_FULL_HOUSE || technique == SK_TECH_HIDDEN_SINGLE_REGION ||
         technique == SK_TECH_HIDDEN_SINGLE_LINE || technique == SK_TECH_NAKED_SINGLE;
}

/* What a step does, in the notation of the grid's own labels, after its
 * sentence: " ⇒ r4c8=1; r6c4,r6c5≠1,6". A second sentence ("Place 1 in
 * r4c8. Remove 1 from r6c4, r6c5. Remove 6 from …") took a path's pages
 * twice over; cells that lose the same digits share one item. */
static void
append_actions (GString      *text,
                const SkStep *step)
{
  gboolean done[SK_CELLS] = { FALSE };
  /* The arrow never ends a line. */
  const char *separator = " \u21D2\u00A0";

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        g_string_append_printf (text, "%sr%dc%d=%d", separator, cell / SK_SIZE + 1,
                                cell % SK_SIZE + 1, step->place[cell]);
        separator = "; ";
      }
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      SkMask lost = step->remove[cell];
      const char *comma = "";

      if (lost == 0 || done[cell])
        continue;
      g_string_append (text, separator);
      separator = "; ";
      for (int other = cell; other < SK_CELLS; other++)
        if (step->remove[other] == lost)
          {
            g_string_append_printf (text, "%sr%dc%d", comma, other / SK_SIZE + 1,
                                    other % SK_SIZE + 1);
            done[other] = TRUE;
            comma = ",";
          }
      g_string_append (text, "\u2260");
      comma = "";
      for (; lost != 0; lost &= lost - 1)
        {
          g_string_append_printf (text, "%s%d", comma, sk_mask_first (lost));
          comma = ",";
        }
    }
}

/* The step's sentence; the singles, BUG+1 and a guess say what they place. */
static char *
explain (const SkStep   *step,
         const SkLayout *layout)
{
  int n = sk_step_explain (step, layout, &step_words, SK_EXPLAIN_REASON, NULL, 0);
  GString *text = g_string_sized_new ((gsize) n + 64);

  g_string_set_size (text, (gsize) n);
  sk_step_explain (step, layout, &step_words, SK_EXPLAIN_REASON, text->str, (gsize) n + 1);
  if (!is_single (step->technique) && step->technique != SK_TECH_BUG_PLUS_ONE
      && step->technique != SK_TECH_SEARCH)
    append_actions (text, step);
  return g_string_free (text, FALSE);
}

/* Ends the run of singles: one alone keeps its sentence. The run that ends
 * the path (often the whole path of an easy puzzle) is only begun: from
 * there on every cell is a single in turn, and the solution page has the
 * digits. */
static void
flush_singles (PathWork *work,
               gboolean  last)
{
  if (work->n_singles == 1)
    g_ptr_array_add (work->path, g_steal_pointer (&work->lone));
  else if (work->n_singles > 1 && last)
    {
      guint more = work->n_singles - 1;

      work->singles->str[strcspn (work->singles->str, ",")] = '\0';
      /* Translators: the end of a printed path, where only singles are
       * left: "The rest are singles: r2c2=1 first, then 41 more." */
      g_ptr_array_add (work->path,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "The rest are singles: %s first, then %u more.",
                                                     "The rest are singles: %s first, then %u more.",
                                                     more),
                                        work->singles->str, more));
    }
  else if (work->n_singles > 1)
    /* Translators: a run of single steps on a printed path, each a cell and
     * its digit: "Singles: r2c2=1, r6c1=9, r7c3=4." */
    g_ptr_array_add (work->path, g_strdup_printf (_("Singles: %s."), work->singles->str));
  g_clear_pointer (&work->lone, g_free);
  g_string_truncate (work->singles, 0);
  work->n_singles = 0;
}

static bool
append_step (const SkStep          *step,
             const SkCandidateGrid *before,
             void                  *user_data)
{
  PathWork *work = user_data;

  if (!is_single (step->technique))
    {
      flush_singles (work, FALSE);
      g_ptr_array_add (work->path, explain (step, work->layout));
      return true;
    }
  if (work->n_singles == 0)
    work->lone = explain (step, work->layout);
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (step->place[cell] != 0)
      {
        if (work->singles->len > 0)
          /* Translators: between the items of a list: "row 2, row 8" */
          g_string_append (work->singles, _(", "));
        g_string_append_printf (work->singles, "r%dc%d=%d", cell / SK_SIZE + 1,
                                cell % SK_SIZE + 1, step->place[cell]);
      }
  work->n_singles++;
  return true;
}

/* The command line's level line: English, like --rate; the technique names
 * have their translations in the model, above this layer. */
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
  PathWork work = { NULL, &self->layout, NULL, 0, NULL };
  SkRating rating;

  g_return_val_if_fail (self != NULL, FALSE);

  g_clear_pointer (&self->path, g_ptr_array_unref);
  memset (&self->solution, 0, sizeof self->solution);
  if (want_path)
    {
      work.path = g_ptr_array_new_with_free_func (g_free);
      work.singles = g_string_new (NULL);
    }

  sk_logic_rate (&self->givens, &self->layout, cancel, want_path ? append_step : NULL, &work,
                 &rating);
  if (want_path)
    {
      flush_singles (&work, TRUE);
      g_string_free (work.singles, TRUE);
    }
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
