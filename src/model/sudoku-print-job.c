/* sudoku-print-job.c: the puzzles of a print, made and analysed on a worker thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A print may ask for 120 new Extreme puzzles with their solution paths:
 * minutes of work, which must neither hold up the window nor outlive a
 * cancel. The whole of it is one engine job (sudoku-engine-task.c), so a
 * cancel reaches the generator and the rater through the same atomic flag
 * and the worker stops within milliseconds. The job owns the puzzles while
 * it runs; only the finished array goes back to the main thread.
 */

#define G_LOG_DOMAIN "sudoku-print-job"

#include "config.h"

#include "sudoku-print-job.h"

#include <string.h>

#include "sk-generate.h"
#include "sudoku-board.h"
#include "sudoku-engine-task.h"
#include "sudoku-generate.h"
#include "sudoku-step.h"
#include "sudoku-technique.h"

static gint n_running;

struct _SudokuPrintProgress
{
  gint made;       /* atomic, as all of them */
  gint n_new;
  gint analysed;
  gint n_puzzles;
};

typedef struct
{
  SudokuPrintJobRequest request;
  GPtrArray            *puzzles;   /* SudokuPrintPuzzle */
  SkGenerateStatus      status;
  SudokuPrintProgress  *progress;  /* owned, even when nobody else reads it */
} PrintJob;

SudokuPrintProgress *
sudoku_print_progress_new (void)
{
  return g_atomic_rc_box_new0 (SudokuPrintProgress);
}

SudokuPrintProgress *
sudoku_print_progress_ref (SudokuPrintProgress *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_atomic_rc_box_acquire (self);
}

void
sudoku_print_progress_unref (SudokuPrintProgress *self)
{
  g_return_if_fail (self != NULL);

  g_atomic_rc_box_release (self);
}

void
sudoku_print_progress_get (SudokuPrintProgress *self,
                           guint               *made,
                           guint               *n_new,
                           guint               *analysed,
                           guint               *n_puzzles)
{
  g_return_if_fail (self != NULL);

  if (made != NULL)
    *made = (guint) g_atomic_int_get (&self->made);
  if (n_new != NULL)
    *n_new = (guint) g_atomic_int_get (&self->n_new);
  if (analysed != NULL)
    *analysed = (guint) g_atomic_int_get (&self->analysed);
  if (n_puzzles != NULL)
    *n_puzzles = (guint) g_atomic_int_get (&self->n_puzzles);
}

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_clear_pointer (&job->puzzles, g_ptr_array_unref);
  g_clear_pointer (&job->progress, sudoku_print_progress_unref);
  g_free (job);
}

/* A full board takes no step, so it has no hardest technique. */
static char *
describe_rating (const SkRating *rating,
                 gpointer        user_data)
{
  if (rating->n_steps == 0 && !rating->used_search)
    return sudoku_rating_describe_level (rating);
  return sudoku_rating_describe (rating);
}

static char *
describe_level (const SkRating *rating,
                gpointer        user_data)
{
  return g_strdup (sudoku_level_get_name (rating->level));
}

const SudokuPrintWords *
sudoku_print_job_get_words (void)
{
  static const SudokuPrintWords words = { describe_rating, NULL, describe_level };

  return &words;
}

/* Worker thread. */
static gboolean
make_puzzles (PrintJob         *job,
              const atomic_int *cancel)
{
  SkGenerateOptions options;

  sk_generate_options_init (&options);
  options.level = job->request.level;
  options.random_layout = job->request.random_layout;
  /* Half-turn symmetry is what printed puzzles usually have; a board's
   * jigsaw layout that does not allow it gets none. */
  options.symmetry = job->request.random_layout ||
                     sk_symmetry_fits (SK_SYMMETRY_ROTATE_180, &job->request.layout)
                     ? SK_SYMMETRY_ROTATE_180 : SK_SYMMETRY_NONE;
  options.cancel = cancel;

  for (guint i = 0; i < job->request.n_new; i++)
    {
      SkGenerateResult result;
      SudokuPrintPuzzle *puzzle;

      options.seed = job->request.seed + i;
      job->status = sk_generate (&job->request.layout, &options, &result);
      if (job->status != SK_GENERATE_OK)
        return FALSE;
      puzzle = sudoku_print_puzzle_new (&result.puzzle, &result.layout);
      g_ptr_array_add (job->puzzles, puzzle);
      g_atomic_int_inc (&job->progress->made);
    }
  return TRUE;
}

/* Worker thread. */
static void
prepare (gpointer          job_data,
         const atomic_int *cancel)
{
  PrintJob *job = job_data;

  job->status = SK_GENERATE_OK;
  g_atomic_int_set (&job->progress->n_puzzles, (gint) (job->puzzles->len + job->request.n_new));
  g_atomic_int_set (&job->progress->n_new, (gint) job->request.n_new);
  if (make_puzzles (job, cancel))
    {
      for (guint i = 0; i < job->puzzles->len; i++)
        {
          if (atomic_load (cancel))
            {
              job->status = SK_GENERATE_CANCELLED;
              break;
            }
          sudoku_print_puzzle_analyse (g_ptr_array_index (job->puzzles, i), job->request.paths,
                                       sudoku_print_job_get_words (), cancel);
          g_atomic_int_inc (&job->progress->analysed);
        }
    }
  if (atomic_load (cancel))
    job->status = SK_GENERATE_CANCELLED;
  g_atomic_int_dec_and_test (&n_running);
}

static void
on_prepared (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  PrintJob *job = sudoku_engine_task_run_finish (result, &error);

  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->status == SK_GENERATE_CANCELLED)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The print was cancelled");
      return;
    }
  if (job->status != SK_GENERATE_OK)
    {
      g_task_return_new_error (task, SUDOKU_GENERATE_ERROR,
                               job->status == SK_GENERATE_NO_SOLUTION
                               ? SUDOKU_GENERATE_ERROR_NO_SOLUTION
                               : SUDOKU_GENERATE_ERROR_BAD_OPTIONS,
                               "%s", sk_generate_status_to_string (job->status));
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&job->puzzles),
                         (GDestroyNotify) g_ptr_array_unref);
}

/**
 * sudoku_print_job_request_init:
 * @request: (out): a request
 *
 * No new puzzles; Easy, on the standard layout, no path.
 */
void
sudoku_print_job_request_init (SudokuPrintJobRequest *request)
{
  g_return_if_fail (request != NULL);

  memset (request, 0, sizeof *request);
  sk_layout_init_standard (&request->layout);
  request->level = SK_LEVEL_EASY;
}

void
sudoku_print_job_prepare_async (GPtrArray                   *puzzles,
                                const SudokuPrintJobRequest *request,
                                SudokuPrintProgress         *progress,
                                GCancellable                *cancellable,
                                GAsyncReadyCallback          callback,
                                gpointer                     user_data)
{
  g_autoptr(GPtrArray) owned = puzzles;
  GTask *task;
  PrintJob *job;

  g_return_if_fail (request != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_print_job_prepare_async);
  g_task_set_name (task, "sudoku-print-job");

  job = g_new0 (PrintJob, 1);
  job->request = *request;
  if (job->request.seed == 0)
    job->request.seed = ((guint64) g_random_int () << 32) | g_random_int ();
  job->puzzles = owned != NULL ? g_steal_pointer (&owned)
                               : g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  job->progress = progress != NULL ? sudoku_print_progress_ref (progress)
                                   : sudoku_print_progress_new ();

  g_atomic_int_inc (&n_running);
  sudoku_engine_task_run_async (prepare, job, print_job_free, cancellable, on_prepared, task);
}

GPtrArray *
sudoku_print_job_prepare_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_print_job_prepare_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
sudoku_print_job_get_n_running (void)
{
  return (guint) g_atomic_int_get (&n_running);
}
