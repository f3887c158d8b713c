/* sudoku-solve-explain.c: --explain and --rate, the logic engine's path and rating of each puzzle
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines are a contract for scripts (README, --help, test-cli-explain):
 * tab-separated, untranslated, ratings with a point whatever the locale.
 *
 *   step <TAB> N <TAB> technique-id <TAB> rating <TAB> actions <TAB> explanation
 *   rating <TAB> rating <TAB> level <TAB> hardest-technique-id <TAB> logic|search
 *
 * and --rate prints only the fields after "rating". A puzzle without exactly
 * one solution prints "invalid", "none" or "multiple" instead.
 */

#include "sudoku-solve-explain.h"

static void
append_rating_value (GString *out,
                     int      rating)
{
  g_string_append_printf (out, "%d.%d", rating / 10, rating % 10);
}

typedef struct
{
  GString        *out;
  const SkLayout *layout;
  int             n_steps;
} StepLines;

static bool
append_step (const SkStep          *step,
             const SkCandidateGrid *before,
             void                  *user_data)
{
  StepLines *lines = user_data;
  GString *out = lines->out;
  g_autofree char *text = NULL;
  int length;

  g_string_append_printf (out, "step\t%d\t%s\t", ++lines->n_steps,
                          sk_technique_info (step->technique)->id);
  append_rating_value (out, step->rating);
  g_string_append_c (out, '\t');
  {
    int n = sk_step_format_actions (step, NULL, 0);
    g_autofree char *actions = g_malloc ((gsize) n + 1);

    sk_step_format_actions (step, actions, (gsize) n + 1);
    g_string_append (out, actions);
  }
  /* As long as it is: a fish or a set of many cells names each of them. */
  length = sk_step_describe (step, lines->layout, NULL, 0);
  text = g_malloc ((gsize) length + 1);
  sk_step_describe (step, lines->layout, text, (gsize) length + 1);
  g_string_append_printf (out, "\t%s\n", text);
  (void) before;
  return true;
}

typedef struct
{
  gboolean             explain;
  SudokuExplainResult *results;
} Work;

static void
explain_job (SudokuSolveJob *job,
             guint           index,
             gpointer        data)
{
  Work *work = data;
  SudokuExplainResult *result = &work->results[index];

  StepLines lines = { NULL, job->layout, 0 };

  result->steps = work->explain ? g_string_new (NULL) : NULL;
  lines.out = result->steps;
  sk_logic_rate (&job->puzzle->givens, job->layout, NULL,
                 work->explain ? append_step : NULL, &lines, &result->rating);
}

void
sudoku_solve_explain_batch (SudokuSolveJob      *jobs,
                            guint                n_jobs,
                            guint                n_threads,
                            gboolean             explain,
                            SudokuExplainResult *results)
{
  Work work = { explain, results };

  sudoku_solve_for_each_job (jobs, n_jobs, n_threads, explain_job, &work);
}

gboolean
sudoku_solve_explain_append (GString                   *out,
                             const SudokuExplainResult *result,
                             gboolean                   explain)
{
  const SkRating *rating = &result->rating;
  const char *word = NULL;

  switch (rating->status)
    {
    case SK_LOGIC_SOLVED:
      break;
    case SK_LOGIC_INVALID:
      word = "invalid";
      break;
    case SK_LOGIC_MULTIPLE:
      word = "multiple";
      break;
    case SK_LOGIC_NO_SOLUTION:
    case SK_LOGIC_CANCELLED:
    default:
      word = "none";
      break;
    }

  if (word != NULL)
    {
      g_string_append_printf (out, "%s\n", word);
      if (explain)
        g_string_append_c (out, '\n');
      return FALSE;
    }

  if (explain)
    {
      g_string_append_len (out, result->steps->str, (gssize) result->steps->len);
      g_string_append (out, "rating\t");
    }
  append_rating_value (out, rating->rating);
  g_string_append_printf (out, "\t%s\t%s\t%s\n", sk_level_to_id (rating->level),
                          sk_technique_info (rating->hardest)->id,
                          rating->used_search ? "search" : "logic");
  if (explain)
    g_string_append_c (out, '\n');
  return TRUE;
}

void
sudoku_solve_explain_clear (SudokuExplainResult *results,
                            guint                n_jobs)
{
  for (guint i = 0; i < n_jobs; i++)
    if (results[i].steps != NULL)
      {
        g_string_free (results[i].steps, TRUE);
        results[i].steps = NULL;
      }
}
