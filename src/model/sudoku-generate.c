/* sudoku-generate.c: new puzzles made on a worker thread, for the window
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's generator (sk_generate) runs through sudoku-engine-task.c,
 * so a cancel reaches it through the atomic flag and it stops within
 * milliseconds. It makes attempts until one fits, for as long as it takes:
 * the person decides when it has taken too long, so there is no time limit,
 * only the count of attempts to show meanwhile. The engine reports each
 * attempt on the worker thread; a "relay" takes the count over to the main
 * thread, at most one call per PROGRESS_INTERVAL_MS, and never once the
 * generation is over or cancelled, so whoever listens may go away then.
 */

#define G_LOG_DOMAIN "sudoku-generate"

#include "config.h"

#include "sudoku-generate.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-engine-task.h"
#include "sudoku-geometry.h"

#define PROGRESS_INTERVAL_MS 100

G_DEFINE_QUARK (sudoku-generate-error-quark, sudoku_generate_error)

/* Workers not yet returned, cancelled ones included. */
static gint n_running;

typedef struct
{
  gatomicrefcount        ref;
  GMainContext          *context;
  GCancellable          *cancellable;  /* nullable */
  SudokuGenerateProgress progress;
  gpointer               progress_data;
  gint                   attempts;     /* atomic: the latest count from the worker */
  gint                   pending;      /* atomic: a timeout is on its way to the main thread */
  gint                   finished;     /* atomic: the result has been handed over */
} Relay;

typedef struct
{
  SudokuGenerateRequest request;
  SkGenerateResult      result;
  Relay                *relay;
} GenerateJob;

typedef struct
{
  SudokuPuzzle *puzzle;
  SkRating      rating;
} Outcome;

static Relay *
relay_ref (Relay *relay)
{
  g_atomic_ref_count_inc (&relay->ref);
  return relay;
}

/* Any thread: the worker's job data may be freed on the worker. */
static void
relay_unref (gpointer data)
{
  Relay *relay = data;

  if (!g_atomic_ref_count_dec (&relay->ref))
    return;
  g_main_context_unref (relay->context);
  g_clear_object (&relay->cancellable);
  g_free (relay);
}

/* Main thread. */
static gboolean
relay_deliver (gpointer data)
{
  Relay *relay = data;

  g_atomic_int_set (&relay->pending, 0);
  if (g_atomic_int_get (&relay->finished) ||
      (relay->cancellable != NULL && g_cancellable_is_cancelled (relay->cancellable)))
    return G_SOURCE_REMOVE;
  relay->progress ((guint) g_atomic_int_get (&relay->attempts), relay->progress_data);
  return G_SOURCE_REMOVE;
}

/* Worker thread: after each attempt the engine made. */
static void
on_attempt (unsigned  attempts,
            unsigned  discarded,
            void     *user_data)
{
  Relay *relay = user_data;
  g_autoptr(GSource) source = NULL;

  /* The one running now is counted too: "Attempt 2" while the second runs. */
  g_atomic_int_set (&relay->attempts, (gint) attempts + 1);
  if (relay->progress == NULL || !g_atomic_int_compare_and_exchange (&relay->pending, 0, 1))
    return;
  source = g_timeout_source_new (PROGRESS_INTERVAL_MS);
  g_source_set_static_name (source, "[sudoku-generate] progress");
  g_source_set_callback (source, relay_deliver, relay_ref (relay), relay_unref);
  g_source_attach (source, relay->context);
}

static void
generate_job_free (gpointer data)
{
  GenerateJob *job = data;

  g_clear_pointer (&job->relay, relay_unref);
  g_free (job);
}

/* Worker thread. */
static void
generate_job (gpointer          job_data,
              const atomic_int *cancel)
{
  GenerateJob *job = job_data;
  SkGenerateOptions options;

  sk_generate_options_init (&options);
  if (job->request.technique >= 0)
    {
      options.any_level = true;
      options.technique = job->request.technique;
    }
  else
    options.level = job->request.level;
  options.symmetry = job->request.symmetry;
  options.seed = job->request.seed;
  options.random_layout = job->request.random_layout;
  options.cancel = cancel;
  /* The person stops it; until then, attempts go on. */
  options.max_elapsed_ns = 0;
  options.progress = on_attempt;
  options.user_data = job->relay;

  sk_generate (&job->request.layout, &options, &job->result);
  g_atomic_int_dec_and_test (&n_running);
}

static void
outcome_free (gpointer data)
{
  Outcome *outcome = data;

  g_clear_pointer (&outcome->puzzle, sudoku_puzzle_free);
  g_free (outcome);
}

static const char *
status_message (SkGenerateStatus status)
{
  switch (status)
    {
    case SK_GENERATE_TIMED_OUT:
      return _("No puzzle of that level came in time");
    case SK_GENERATE_NO_SYMMETRY:
      return _("The regions of this layout do not allow that symmetry");
    case SK_GENERATE_NO_SOLUTION:
      /* Its regions, or its extra houses with them, or a search gave up. */
      return _("No Sudoku fits this layout: no way to fill its grid was found");
    case SK_GENERATE_BAD_OPTIONS:
    case SK_GENERATE_OK:
    case SK_GENERATE_CANCELLED:
    default:
      return _("The generator does not know that level, technique or symmetry");
    }
}

static SudokuGenerateError
status_error (SkGenerateStatus status)
{
  switch (status)
    {
    case SK_GENERATE_TIMED_OUT:
      return SUDOKU_GENERATE_ERROR_TIMED_OUT;
    case SK_GENERATE_NO_SYMMETRY:
      return SUDOKU_GENERATE_ERROR_NO_SYMMETRY;
    case SK_GENERATE_NO_SOLUTION:
      return SUDOKU_GENERATE_ERROR_NO_SOLUTION;
    case SK_GENERATE_BAD_OPTIONS:
    case SK_GENERATE_OK:
    case SK_GENERATE_CANCELLED:
    default:
      return SUDOKU_GENERATE_ERROR_BAD_OPTIONS;
    }
}

static void
on_generated (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GenerateJob *job = sudoku_engine_task_run_finish (result, &error);
  Relay *relay = g_task_get_task_data (task);
  Outcome *outcome;

  g_atomic_int_set (&relay->finished, 1);
  if (job == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (job->result.status == SK_GENERATE_CANCELLED)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The generation was cancelled");
      return;
    }
  if (job->result.status != SK_GENERATE_OK)
    {
      g_task_return_new_error (task, SUDOKU_GENERATE_ERROR, status_error (job->result.status),
                               "%s", status_message (job->result.status));
      return;
    }

  outcome = g_new0 (Outcome, 1);
  outcome->puzzle = sudoku_puzzle_new ();
  outcome->puzzle->givens = job->result.puzzle;
  outcome->puzzle->layout = job->result.layout;
  outcome->puzzle->has_layout = !sudoku_layout_is_standard (&job->result.layout);
  outcome->rating = job->result.rating;
  g_task_return_pointer (task, outcome, outcome_free);
}

/**
 * sudoku_generate_request_init:
 * @request: (out): a request
 *
 * The defaults: an Easy puzzle for the standard layout, kept by a half
 * turn, no technique, seed 0.
 */
void
sudoku_generate_request_init (SudokuGenerateRequest *request)
{
  g_return_if_fail (request != NULL);

  memset (request, 0, sizeof *request);
  sudoku_layout_init_standard (&request->layout);
  request->level = SK_LEVEL_EASY;
  request->technique = -1;
  request->symmetry = SK_SYMMETRY_ROTATE_180;
}

/**
 * sudoku_generate_async:
 * @request: what to make
 * @cancellable: (nullable): stops the generation
 * @progress: (nullable): told the number of attempts now and then
 * @progress_data: data for @progress
 * @callback: called on the main thread with the puzzle
 * @user_data: data for @callback
 *
 * Makes a puzzle as @request says on a worker thread. No board is touched:
 * the caller shows the puzzle.
 */
void
sudoku_generate_async (const SudokuGenerateRequest *request,
                       GCancellable                *cancellable,
                       SudokuGenerateProgress       progress,
                       gpointer                     progress_data,
                       GAsyncReadyCallback          callback,
                       gpointer                     user_data)
{
  g_autoptr(GTask) task = NULL;
  GenerateJob *job;
  Relay *relay;

  g_return_if_fail (request != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  relay = g_new0 (Relay, 1);
  g_atomic_ref_count_init (&relay->ref);
  relay->context = g_main_context_ref_thread_default ();
  relay->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  relay->progress = progress;
  relay->progress_data = progress_data;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_generate_async);
  g_task_set_task_data (task, relay, relay_unref);

  job = g_new0 (GenerateJob, 1);
  job->request = *request;
  job->relay = relay_ref (relay);

  g_atomic_int_inc (&n_running);
  sudoku_engine_task_run_async (generate_job, job, generate_job_free, cancellable, on_generated,
                                g_steal_pointer (&task));
}

/**
 * sudoku_generate_finish:
 * @result: the result given to the callback
 * @rating: (out) (optional): the puzzle's rating
 * @error: where to put the error
 *
 * Returns: (transfer full) (nullable): the puzzle
 */
SudokuPuzzle *
sudoku_generate_finish (GAsyncResult  *result,
                        SkRating      *rating,
                        GError       **error)
{
  Outcome *outcome;
  SudokuPuzzle *puzzle;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_generate_async, NULL);

  outcome = g_task_propagate_pointer (G_TASK (result), error);
  if (outcome == NULL)
    return NULL;
  if (rating != NULL)
    *rating = outcome->rating;
  puzzle = g_steal_pointer (&outcome->puzzle);
  outcome_free (outcome);
  return puzzle;
}

guint
sudoku_generate_get_n_running (void)
{
  return (guint) g_atomic_int_get (&n_running);
}

/**
 * sudoku_symmetry_fits:
 * @symmetry: an #SkSymmetry
 * @layout: a layout
 *
 * Returns: whether a puzzle for @layout can keep @symmetry: every region
 *   maps onto a region
 */
gboolean
sudoku_symmetry_fits (SkSymmetry      symmetry,
                      const SkLayout *layout)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  return sk_symmetry_fits (symmetry, layout);
}

/**
 * sudoku_symmetry_get_name:
 * @symmetry: an #SkSymmetry
 *
 * Returns: the symmetry's name, translated
 */
const char *
sudoku_symmetry_get_name (SkSymmetry symmetry)
{
  switch (symmetry)
    {
    case SK_SYMMETRY_ROTATE_180:
      /* Translators: a symmetry of a puzzle's givens: turned upside down, they are the same */
      return C_("symmetry", "Half turn");
    case SK_SYMMETRY_ROTATE_90:
      /* Translators: a symmetry of a puzzle's givens: turned by 90°, they are the same */
      return C_("symmetry", "Quarter turn");
    case SK_SYMMETRY_MIRROR:
      /* Translators: a symmetry of a puzzle's givens: left and right mirror each other */
      return C_("symmetry", "Mirror");
    case SK_SYMMETRY_DIAGONAL:
      /* Translators: a symmetry of a puzzle's givens: mirrored about the main diagonal */
      return C_("symmetry", "Diagonal");
    case SK_SYMMETRY_NONE:
    default:
      /* Translators: no symmetry of a puzzle's givens */
      return C_("symmetry", "None");
    }
}
