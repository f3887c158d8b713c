/* sudoku-solve-batch.c: reading and solving puzzles a batch at a time
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The caller reads a batch, solves it, prints it and starts again, so a
 * collection of any size streams through in bounded memory, and the solving of
 * one batch can be spread over threads without changing the order of the output.
 */

#include "config.h"

#include <gio/gunixinputstream.h>

#include "sudoku-solve-batch.h"

#include "sudoku-layout-file.h"
#include "sudoku-solve-layouts.h"

#define STDIN_NAME "<stdin>"

typedef struct
{
  SudokuSolveJob       *jobs;
  guint                 n_jobs;
  gint                  next;  /* atomic: the next job nobody has taken */
  SudokuJobFunc         func;
  gpointer              data;
} Work;

void
sudoku_solve_input_init (SudokuSolveInput  *input,
                         char             **files)
{
  static char *standard_input[] = { (char *) "-", NULL };

  if (files == NULL || files[0] == NULL)
    files = standard_input;

  input->files = files;
  input->n_files = g_strv_length (files);
  input->next_file = 0;
  input->stream = NULL;
  input->reader = NULL;
  input->name = NULL;
  input->names = g_ptr_array_new_with_free_func (g_free);
}

static void
input_close (SudokuSolveInput *input)
{
  g_clear_pointer (&input->reader, sudoku_reader_free);
  g_clear_object (&input->stream);
}

void
sudoku_solve_input_clear (SudokuSolveInput *input)
{
  input_close (input);
  g_clear_pointer (&input->names, g_ptr_array_unref);
}

static gboolean
input_open (SudokuSolveInput  *input,
            const char        *arg,
            GError           **error)
{
  char *name;

  if (g_strcmp0 (arg, "-") == 0)
    {
      name = g_strdup (STDIN_NAME);
      input->stream = g_unix_input_stream_new (0, FALSE);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (arg);

      input->stream = G_INPUT_STREAM (g_file_read (file, NULL, error));
      if (input->stream == NULL)
        return FALSE;
      /* Name the file as the user wrote it, the way compilers do. */
      name = g_strdup (arg);
    }

  g_ptr_array_add (input->names, name);
  input->name = name;
  input->reader = sudoku_reader_new (input->stream, name);
  return TRUE;
}

/* The next puzzle of the whole input, or NULL at its end or on error. */
static SudokuPuzzle *
input_next (SudokuSolveInput  *input,
            const char       **name,
            GError           **error)
{
  for (;;)
    {
      GError *local_error = NULL;
      SudokuPuzzle *puzzle;

      if (input->reader == NULL)
        {
          if (input->next_file >= input->n_files)
            return NULL;
          if (!input_open (input, input->files[input->next_file++], error))
            return NULL;
        }

      puzzle = sudoku_reader_next (input->reader, NULL, &local_error);
      if (puzzle != NULL)
        {
          *name = input->name;
          return puzzle;
        }
      if (local_error != NULL)
        {
          g_propagate_error (error, local_error);
          return NULL;
        }

      input_close (input);
    }
}

/* A region map read with the puzzle (a jigsaw line, say) is checked as a
 * --layout file is: a region in pieces is allowed, but said. */
static void
warn_disconnected (const SudokuSolveJob *job)
{
  g_autofree char *where = g_strdup_printf ("%s:%u", job->name, job->puzzle->line);
  g_auto(GStrv) warnings = sudoku_layout_disconnected_warnings (job->layout, where);

  sudoku_solve_print_warnings ((const char * const *) warnings);
}

/* Reads up to @max_jobs puzzles; fewer means the input ended or @error is set.
 * @layout, when not NULL, replaces the standard boxes of puzzles without regions. */
guint
sudoku_solve_read_batch (SudokuSolveInput  *input,
                         const SkLayout    *layout,
                         SudokuSolveJob    *jobs,
                         guint              max_jobs,
                         GError           **error)
{
  guint n = 0;

  while (n < max_jobs)
    {
      SudokuSolveJob *job = &jobs[n];

      job->puzzle = input_next (input, &job->name, error);
      if (job->puzzle == NULL)
        break;
      if (layout != NULL && !job->puzzle->has_layout)
        job->layout = layout;
      else
        job->layout = &job->puzzle->layout;
      if (job->puzzle->has_layout)
        warn_disconnected (job);
      n++;
    }

  return n;
}

static gpointer
batch_worker (gpointer data)
{
  Work *work = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&work->next, 1)) < work->n_jobs)
    work->func (&work->jobs[i], i, work->data);

  return NULL;
}

/* Jobs are handed out one at a time, so a single hard puzzle holds up one
 * thread, not a whole share of the batch. The calling thread works too. */
void
sudoku_solve_for_each_job (SudokuSolveJob *jobs,
                           guint           n_jobs,
                           guint           n_threads,
                           SudokuJobFunc   func,
                           gpointer        data)
{
  Work work = { jobs, n_jobs, 0, func, data };
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  n_threads = MIN (n_threads, n_jobs);
  for (guint i = 1; i < n_threads; i++)
    g_ptr_array_add (threads, g_thread_new ("sudoku-solve", batch_worker, &work));

  batch_worker (&work);

  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
}

static void
solve_job (SudokuSolveJob *job,
           guint           index,
           gpointer        data)
{
  const SkSolveOptions *options = data;

  sk_solve (&job->puzzle->givens, job->layout, options, &job->result);
}

void
sudoku_solve_run_batch (SudokuSolveJob       *jobs,
                        guint                 n_jobs,
                        guint                 n_threads,
                        const SkSolveOptions *options)
{
  sudoku_solve_for_each_job (jobs, n_jobs, n_threads, solve_job, (gpointer) options);
}

void
sudoku_solve_clear_batch (SudokuSolveJob *jobs,
                          guint           n_jobs)
{
  for (guint i = 0; i < n_jobs; i++)
    g_clear_pointer (&jobs[i].puzzle, sudoku_puzzle_free);
}
