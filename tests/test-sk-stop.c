/* test-sk-stop.c: every algorithm stops when told, from another thread or by its time limit
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search runs on a thread of its own while the test raises its stop flag
 * (before it starts, too), or runs into its time limit; it must end soon,
 * say so in its status, and have found nothing wrong so far. The call budget
 * is in test-sk-algorithms.c.
 */

#include <glib.h>
#include <limits.h>
#include <stdatomic.h>
#include <string.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sudoku-test-util.h"

typedef struct
{
  SkGrid          puzzle;
  SkLayout        layout;
  SkSolveOptions  options;
  SkSolveResult   result;
  GMutex          mutex;
  GCond           cond;
  gboolean        done;
  gint64          returned_at;
} StopJob;

static gpointer
stop_job_run (gpointer data)
{
  StopJob *job = data;
  gint64 returned_at;

  sk_solve (&job->puzzle, &job->layout, &job->options, &job->result);
  returned_at = g_get_monotonic_time ();

  g_mutex_lock (&job->mutex);
  job->returned_at = returned_at;
  job->done = TRUE;
  g_cond_signal (&job->cond);
  g_mutex_unlock (&job->mutex);
  return NULL;
}

/* Waits at most 5 s for the job: a search that ignores its stop would never end. */
static void
stop_job_wait (StopJob *job,
               gint64   from)
{
  g_mutex_lock (&job->mutex);
  while (!job->done)
    if (!g_cond_wait_until (&job->cond, &job->mutex, from + 5 * G_TIME_SPAN_SECOND) && !job->done)
      g_error ("the search did not stop within 5 s");
  g_mutex_unlock (&job->mutex);
}

/* Nearly empty, all solutions wanted: a search that never ends on its own. */
static StopJob *
stop_job_new (SkAlgorithm  algorithm,
              const char  *map)
{
  StopJob *job = g_new0 (StopJob, 1);

  g_mutex_init (&job->mutex);
  g_cond_init (&job->cond);
  sk_grid_clear (&job->puzzle);
  job->puzzle.cell[0] = 1;
  sudoku_test_layout_from_map (map, &job->layout);
  sk_solve_options_init (&job->options);
  job->options.algorithm = algorithm;
  job->options.limit = INT_MAX;
  return job;
}

static void
stop_job_free (StopJob *job)
{
  g_mutex_clear (&job->mutex);
  g_cond_clear (&job->cond);
  g_free (job);
}

static void
test_cancel (void)
{
  g_autoptr(GArray) jigsaws = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const char *maps[] = { SUDOKU_TEST_STANDARD_MAP, g_array_index (jigsaws, SudokuTestPuzzle, 0).map };

  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    for (guint m = 0; m < G_N_ELEMENTS (maps); m++)
      {
        StopJob *job = stop_job_new (sk_algorithms[k], maps[m]);
        atomic_int cancel = 0;
        GThread *thread;
        gint64 raised_at;
        gint64 latency;

        job->options.cancel = &cancel;
        thread = g_thread_new ("solve", stop_job_run, job);
        g_usleep (50 * 1000);
        raised_at = g_get_monotonic_time ();
        atomic_store (&cancel, 1);
        stop_job_wait (job, raised_at);
        g_thread_join (thread);

        latency = job->returned_at - raised_at;
        g_test_message ("%s, map %u: cancelled after %" G_GINT64_FORMAT " us, %d solutions",
                        sk_algorithm_to_string (sk_algorithms[k]), m, latency, job->result.n_solutions);
        g_assert_cmpint (job->result.status, ==, SK_SOLVE_CANCELLED);
        g_assert_cmpint (latency, <, 250 * 1000);
        g_assert_cmpuint (job->result.stats.calls, >, 0);
        if (job->result.n_solutions > 0)
          g_assert_true (sudoku_test_is_solution_by_hand (&job->result.solution, &job->puzzle, maps[m]));
        stop_job_free (job);
      }
}

static void
test_cancel_before (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  atomic_int cancel = 1;
  SkLayout layout;

  sk_layout_init_standard (&layout);
  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkSolveOptions options;
      SkSolveResult result;

      sk_solve_options_init (&options);
      options.algorithm = sk_algorithms[k];
      options.limit = 2;
      options.cancel = &cancel;
      /* Only a safety net: a search that ignored the flag would end here, not hang. */
      options.max_calls = 1000 * 1000;
      sk_solve (&g_array_index (examples, SudokuTestPuzzle, 1).givens, &layout, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_CANCELLED);
      g_assert_cmpuint (result.stats.calls, ==, 0);
      g_assert_cmpint (result.n_solutions, ==, 0);
    }
}

static void
test_time_limit (void)
{
  g_autoptr(GArray) examples = sudoku_test_load_examples ();
  g_autoptr(GArray) hard = sudoku_test_load_set ("sets", "17-clue-100.txt");
  const uint64_t limit_ns = 50 * 1000 * 1000;
  SkLayout standard;

  sk_layout_init_standard (&standard);
  for (int k = 0; k < SK_N_ALGORITHMS; k++)
    {
      SkAlgorithm algorithm = sk_algorithms[k];
      StopJob *job = stop_job_new (algorithm, SUDOKU_TEST_STANDARD_MAP);
      SkSolveOptions options;
      SkSolveResult result;
      GThread *thread;
      gint64 start;

      /* A search without end stops at the limit, and soon after it. */
      job->options.max_elapsed_ns = limit_ns;
      start = g_get_monotonic_time ();
      thread = g_thread_new ("solve", stop_job_run, job);
      stop_job_wait (job, start);
      g_thread_join (thread);
      g_test_message ("%s: stopped after %" G_GUINT64_FORMAT " us by a %" G_GUINT64_FORMAT " us limit",
                      sk_algorithm_to_string (algorithm), job->result.stats.elapsed_ns / 1000,
                      limit_ns / 1000);
      g_assert_cmpint (job->result.status, ==, SK_SOLVE_TIMED_OUT);
      g_assert_cmpuint (job->result.stats.elapsed_ns, >=, limit_ns);
      g_assert_cmpuint (job->result.stats.elapsed_ns, <, limit_ns + 250 * 1000 * 1000);
      if (job->result.n_solutions > 0)
        g_assert_true (sudoku_test_is_solution_by_hand (&job->result.solution, &job->puzzle,
                                                        SUDOKU_TEST_STANDARD_MAP));
      stop_job_free (job);

      /* A generous limit changes nothing. */
      sk_solve_options_init (&options);
      options.algorithm = algorithm;
      options.limit = 2;
      options.max_elapsed_ns = G_GUINT64_CONSTANT (60) * 1000 * 1000 * 1000;
      sk_solve (&g_array_index (examples, SudokuTestPuzzle, 1).givens, &standard, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
      g_assert_cmpint (result.n_solutions, ==, 1);

      /* A limit spent before the search starts stops it at once. */
      options.max_elapsed_ns = 1;
      sk_solve (&g_array_index (examples, SudokuTestPuzzle, 1).givens, &standard, &options, &result);
      g_assert_cmpint (result.status, ==, SK_SOLVE_TIMED_OUT);
      g_assert_cmpuint (result.stats.calls, ==, 0);
    }

  /* A hard puzzle for the plain searches, stopped in the middle of its tree. */
  {
    SkSolveOptions options;
    SkSolveResult result;

    sk_solve_options_init (&options);
    options.algorithm = SK_ALGORITHM_BACKTRACK;
    options.limit = 2;
    options.max_elapsed_ns = 20 * 1000 * 1000;
    sk_solve (&g_array_index (hard, SudokuTestPuzzle, 0).givens, &standard, &options, &result);
    g_assert_cmpint (result.status, ==, SK_SOLVE_TIMED_OUT);
    g_assert_cmpuint (result.stats.elapsed_ns, <, options.max_elapsed_ns + 250 * 1000 * 1000);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/Algorithms/cancel", test_cancel);
  g_test_add_func ("/engine/Algorithms/cancel-before", test_cancel_before);
  g_test_add_func ("/engine/Algorithms/time-limit", test_time_limit);

  return g_test_run ();
}
