/* sudoku-solve-generate.c: --generate, new puzzles printed one per line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each puzzle is one line, tab-separated:
 *
 *   givens[ regions[ extra-houses]] <TAB> rating <TAB> level <TAB> hardest-technique-id <TAB> logic|search
 *
 * the 81 givens with '.' for a blank and, for a jigsaw layout or a variant,
 * a space and the 81 region symbols, and for a variant a space and its extra
 * houses (as a puzzle line carries them: "diagonals", "windows;r1c5,r2c4,..."),
 * so that the puzzle part reads back as it was; then the fields --rate prints. Puzzle i (from 0) is
 * made from seed + i, so the lines do not depend on the number of threads,
 * and threads take the next puzzle when they finish one while the main
 * thread prints them in order. Results wait in a ring of two slots per
 * thread, so a million puzzles need no more memory than ten: a thread that
 * has got that far ahead of the printing waits for it.
 */

#define G_LOG_DOMAIN "sudoku-solve"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include "sudoku-format.h"
#include "sudoku-solve-generate.h"

typedef struct
{
  const SudokuGenerateSettings *settings;
  SkGenerateResult             *results;  /* puzzle i in slot i % n_slots */
  gboolean                     *done;     /* the same */
  guint                         n_slots;
  guint                         next;     /* the next puzzle a thread takes */
  guint                         printed;  /* puzzles printed so far */
  atomic_int                    cancel;   /* raised when one puzzle fails: the rest are not wanted */
  GMutex                        mutex;
  GCond                         cond;
} Generation;

static gpointer
generate_thread (gpointer data)
{
  Generation *gen = data;

  for (;;)
    {
      SkGenerateOptions options = gen->settings->options;
      SkGenerateResult result;
      guint i;

      g_mutex_lock (&gen->mutex);
      i = gen->next++;
      g_mutex_unlock (&gen->mutex);
      if (i >= gen->settings->count || atomic_load (&gen->cancel))
        return NULL;

      options.seed = gen->settings->seed + i;
      options.cancel = &gen->cancel;
      sk_generate (&gen->settings->layout, &options, &result);

      g_mutex_lock (&gen->mutex);
      while (i >= gen->printed + gen->n_slots && !atomic_load (&gen->cancel))
        g_cond_wait (&gen->cond, &gen->mutex);
      gen->results[i % gen->n_slots] = result;
      gen->done[i % gen->n_slots] = TRUE;
      g_cond_broadcast (&gen->cond);
      g_mutex_unlock (&gen->mutex);
    }
}

static void
append_line (GString                *out,
             const SkGenerateResult *result)
{
  const SkRating *rating = &result->rating;

  for (int cell = 0; cell < SK_CELLS; cell++)
    g_string_append_c (out, result->puzzle.cell[cell] != 0 ? (char) ('0' + result->puzzle.cell[cell]) : '.');
  if (!sk_layout_is_standard (&result->layout))
    sudoku_format_append_layout_words (out, &result->layout);
  g_string_append_printf (out, "\t%d.%d\t%s\t%s\t%s\n", rating->rating / 10, rating->rating % 10,
                          sk_level_to_id (rating->level),
                          sk_technique_info (rating->hardest)->id,
                          rating->used_search ? "search" : "logic");
}

/* The count by which ngettext words @seconds: itself when whole; a fraction
 * takes the form of 5, which is plural in each of our languages ("0.3 seconds"). */
static gulong
seconds_plural (double seconds)
{
  return seconds == floor (seconds) && seconds < 1e9 ? (gulong) seconds : 5;
}

/* "no medium puzzle was found" followed by "in 60 seconds (60581 attempts)". */
static char *
timed_out (const char             *what,
           const SkGenerateOptions *o,
           const SkGenerateResult  *result)
{
  double seconds = (double) o->max_elapsed_ns / 1e9;
  g_autofree char *time = NULL;
  g_autofree char *tries = NULL;

  /* Translators: how long a puzzle was searched for, in "…was found in 60 seconds (60581 attempts)" */
  time = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%g second", "%g seconds",
                                       seconds_plural (seconds)), seconds);
  /* Translators: how many puzzles were tried, in "…was found in 60 seconds (60581 attempts)" */
  tries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u attempt", "%u attempts",
                                        result->attempts), result->attempts);
  /* Translators: "no medium puzzle was found" "in" "60 seconds" "(60581 attempts)" */
  return g_strdup_printf (_("%s in %s (%s)"), what, time, tries);
}

/* Why a puzzle could not be made, in words. */
static char *
describe_failure (const SudokuGenerateSettings *settings,
                  const SkGenerateResult       *result)
{
  const SkGenerateOptions *o = &settings->options;
  g_autofree char *what = NULL;

  switch (result->status)
    {
    case SK_GENERATE_NO_SYMMETRY:
      if (!o->random_layout && !sk_symmetry_fits_regions (o->symmetry, settings->layout.region))
        return g_strdup_printf (_("the layout’s regions do not allow the symmetry “%s”"),
                                sk_symmetry_to_id (o->symmetry));
      /* Translators: extra houses are a variant's diagonals, windows and the like */
      return g_strdup_printf (_("the layout’s extra houses do not allow the symmetry “%s”"),
                              sk_symmetry_to_id (o->symmetry));
    case SK_GENERATE_NO_SOLUTION:
      return g_strdup (_("the layout has no solution grid at all"));
    case SK_GENERATE_TIMED_OUT:
      if (o->technique >= 0 && !o->any_level)
        what = g_strdup_printf (_("no %s puzzle needing “%s” was found"),
                                sk_level_to_id (o->level), sk_technique_info (o->technique)->id);
      else if (o->technique >= 0)
        what = g_strdup_printf (_("no puzzle needing “%s” was found"),
                                sk_technique_info (o->technique)->id);
      else if (o->givens > 0)
        what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "no %s puzzle with %d given was found",
                                             "no %s puzzle with %d givens was found",
                                             (gulong) o->givens),
                                sk_level_to_id (o->level), o->givens);
      else
        what = g_strdup_printf (_("no %s puzzle was found"), sk_level_to_id (o->level));
      return timed_out (what, o, result);
    case SK_GENERATE_OK:
    case SK_GENERATE_CANCELLED:
    case SK_GENERATE_BAD_OPTIONS:
    default:
      return g_strdup (sk_generate_status_to_string (result->status));
    }
}

int
sudoku_solve_generate (const SudokuGenerateSettings *settings)
{
  guint n_threads = MIN (settings->jobs, settings->count);
  Generation gen = { .settings = settings, .n_slots = 2 * n_threads };
  g_autofree SkGenerateResult *results = g_new0 (SkGenerateResult, gen.n_slots);
  g_autofree gboolean *done = g_new0 (gboolean, gen.n_slots);
  g_autofree GThread **threads = NULL;
  int status = 0;

  gen.results = results;
  gen.done = done;
  atomic_init (&gen.cancel, 0);
  g_mutex_init (&gen.mutex);
  g_cond_init (&gen.cond);

  threads = g_new0 (GThread *, n_threads);
  for (guint t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("generate", generate_thread, &gen);

  for (guint i = 0; i < settings->count; i++)
    {
      g_autoptr(GString) line = g_string_new (NULL);
      SkGenerateResult *result = &results[i % gen.n_slots];

      g_mutex_lock (&gen.mutex);
      while (!done[i % gen.n_slots])
        g_cond_wait (&gen.cond, &gen.mutex);
      g_mutex_unlock (&gen.mutex);

      if (result->status != SK_GENERATE_OK)
        {
          g_autofree char *why = describe_failure (settings, result);

          g_printerr (_("sudoku-solve: puzzle %u: %s\n"), i + 1, why);
          g_mutex_lock (&gen.mutex);
          atomic_store (&gen.cancel, 1);
          g_cond_broadcast (&gen.cond);
          g_mutex_unlock (&gen.mutex);
          status = 1;
          break;
        }
      append_line (line, result);
      g_print ("%s", line->str);
      if (settings->print != NULL)
        sudoku_solve_print_add (settings->print, &result->puzzle, &result->layout, NULL, NULL);

      g_mutex_lock (&gen.mutex);
      done[i % gen.n_slots] = FALSE;
      gen.printed++;
      g_cond_broadcast (&gen.cond);
      g_mutex_unlock (&gen.mutex);
    }

  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_mutex_clear (&gen.mutex);
  g_cond_clear (&gen.cond);
  if (status == 0 && settings->print != NULL)
    status = sudoku_solve_print_finish (settings->print);
  return status;
}
