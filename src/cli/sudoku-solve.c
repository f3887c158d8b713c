/* sudoku-solve.c: the command-line solver: its modes, and the solve mode itself
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The options are read in sudoku-solve-options.c and checked, mode by mode,
 * in sudoku-solve-settings.c; what a solve prints is in
 * sudoku-solve-output.c, and the other modes have a file each (generate,
 * print, compare, explain).
 */

#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "sudoku-safe-write.h"
#include "sudoku-solve-batch.h"
#include "sudoku-solve-compare.h"
#include "sudoku-solve-explain.h"
#include "sudoku-solve-generate.h"
#include "sudoku-solve-layouts.h"
#include "sudoku-solve-options.h"
#include "sudoku-solve-output.h"
#include "sudoku-solve-print.h"
#include "sudoku-solve-settings.h"

/* Large enough that thread start-up and the flush per batch cost nothing next
 * to the solving, small enough that the memory held stays a few megabytes. */
#define BATCH_SIZE 4096

/* The results of one solved batch, in the form the settings ask for. */
typedef struct
{
  SudokuSolveJob      *jobs;
  SkSolveResult       *compared;   /* with --compare */
  SudokuExplainResult *explained;  /* with --explain or --rate */
} Batch;

/* Appends the answers of the batch's @n puzzles, the first of them puzzle
 * number @first of the input; returns whether all were solved. */
static gboolean
append_batch (GString                   *out,
              GString                   *err,
              const Batch               *batch,
              guint                      n,
              guint64                    first,
              SudokuOutputMode           output,
              const SudokuSolveSettings *settings)
{
  gboolean all_solved = TRUE;

  for (guint i = 0; i < n; i++)
    {
      const SudokuSolveJob *job = &batch->jobs[i];
      gboolean solved;

      /* Puzzles printed over several lines are set apart by a blank line
       * (--explain ends each puzzle with one). */
      if (first + i > 0 && batch->explained == NULL
          && (output == SUDOKU_OUTPUT_GRID || settings->compare))
        g_string_append_c (out, '\n');
      if (settings->candidates)
        sudoku_solve_append_candidates (out, job);
      if (batch->explained != NULL)
        {
          solved = sudoku_solve_explain_append (out, &batch->explained[i], settings->explain);
          if (batch->explained[i].rating.status == SK_LOGIC_INVALID)
            sudoku_solve_append_invalid (err, job);
        }
      else if (settings->compare)
        solved = sudoku_solve_append_comparison (out, err, job,
                                                 &batch->compared[(gsize) i * SK_N_ALGORITHMS],
                                                 settings);
      else
        solved = sudoku_solve_append_result (out, err, job, output, settings);
      if (!solved)
        all_solved = FALSE;
    }
  return all_solved;
}

/* Solves (or compares, rates, explains) the puzzles of @files a batch at a
 * time, printing each batch before the next is read. */
static int
run_solve (const SudokuSolveSettings  *settings,
           char                      **files)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_sized_new ((gsize) 128 * 1024);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autofree SudokuSolveJob *jobs = g_new0 (SudokuSolveJob, BATCH_SIZE);
  g_autofree SkSolveResult *compared = NULL;
  g_autofree SudokuExplainResult *explained = NULL;
  SudokuOutputMode output = settings->output;
  gboolean all_solved = TRUE;
  gboolean write_failed = FALSE;
  guint64 total = 0;
  SudokuSolveInput input;
  Batch batch;
  int status;

  sudoku_solve_input_init (&input, files);
  if (settings->compare)
    compared = g_new (SkSolveResult, BATCH_SIZE * SK_N_ALGORITHMS);
  if (settings->explain || settings->rate)
    explained = g_new0 (SudokuExplainResult, BATCH_SIZE);
  batch = (Batch) { jobs, compared, explained };

  for (;;)
    {
      guint n = sudoku_solve_read_batch (&input,
                                         settings->have_layout ? &settings->layout : NULL,
                                         jobs, BATCH_SIZE, &error);

      /* A batch holds at least two puzzles unless the input ends, so the
       * first one already tells a single puzzle from a collection. */
      if (output == SUDOKU_OUTPUT_AUTO)
        output = n > 1 ? SUDOKU_OUTPUT_LINE : SUDOKU_OUTPUT_GRID;

      if (settings->compare)
        sudoku_solve_compare_batch (jobs, n, settings->jobs, &settings->solve_options, compared);
      else if (explained != NULL)
        sudoku_solve_explain_batch (jobs, n, settings->jobs, settings->explain, explained);
      else
        sudoku_solve_run_batch (jobs, n, settings->jobs, &settings->solve_options);

      if (!append_batch (out, err, &batch, n, total, output, settings))
        all_solved = FALSE;
      sudoku_solve_clear_batch (jobs, n);
      if (explained != NULL)
        sudoku_solve_explain_clear (explained, n);
      total += n;

      if (!sudoku_solve_output_flush (out, err))
        {
          write_failed = TRUE;
          break;
        }
      if (error != NULL || n < BATCH_SIZE)
        break;
    }

  if (write_failed)
    status = SUDOKU_SOLVE_EXIT_ERROR;
  else if (error != NULL)
    {
      g_printerr ("sudoku-solve: %s\n", error->message);
      status = SUDOKU_SOLVE_EXIT_ERROR;
    }
  else if (total == 0)
    {
      g_printerr (_("sudoku-solve: no puzzle in the input\n"));
      status = SUDOKU_SOLVE_EXIT_ERROR;
    }
  else
    status = all_solved ? SUDOKU_SOLVE_EXIT_ALL_SOLVED : SUDOKU_SOLVE_EXIT_SOME_UNSOLVED;

  sudoku_solve_input_clear (&input);
  return status;
}

/* @print: the --print-to settings, or NULL. */
static int
run_generate (const SudokuSolveArgs     *args,
              const SudokuPrintSettings *print)
{
  g_autoptr(SudokuSolvePrint) printer = NULL;
  SudokuGenerateSettings settings;

  if (!sudoku_solve_settings_for_generate (args, print, &settings))
    return SUDOKU_SOLVE_EXIT_ERROR;
  if (print != NULL)
    {
      printer = sudoku_solve_print_new (print);
      settings.print = printer;
    }
  return sudoku_solve_generate (&settings);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(SudokuSolveArgs) args = { 0 };
  SudokuPrintSettings print;
  SudokuSolveSettings settings;
  SkLayout layout;

  /* A locale the system lacks leaves "C": untranslated, but working. */
  (void) setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Before anything can be printed: --help prints and exits inside GOption. */
  sudoku_solve_output_init ();

  if (!sudoku_solve_args_parse (&args, &argc, &argv)
      || !sudoku_solve_settings_for_print (&args, &print))
    return SUDOKU_SOLVE_EXIT_ERROR;

  /* Ctrl+C during a long --print-to leaves no temporary file behind. */
  if (args.print_to != NULL)
    sudoku_safe_write_remove_temp_on_signal ();

  if (sudoku_solve_args_want_generate (&args))
    return run_generate (&args, args.print_to != NULL ? &print : NULL);

  if (args.version)
    {
      g_print ("sudoku-solve %s\n", PACKAGE_VERSION);
      return SUDOKU_SOLVE_EXIT_ALL_SOLVED;
    }

  if (args.print_to != NULL)
    {
      if (!sudoku_solve_settings_for_print_files (&args, &layout))
        return SUDOKU_SOLVE_EXIT_ERROR;
      return sudoku_solve_print_files (&print, args.files, args.layout != NULL ? &layout : NULL);
    }

  if (args.list_layouts)
    {
      sudoku_solve_list_layouts ();
      return SUDOKU_SOLVE_EXIT_ALL_SOLVED;
    }

  if (!sudoku_solve_settings_for_solve (&args, &settings))
    return SUDOKU_SOLVE_EXIT_ERROR;
  return run_solve (&settings, args.files);
}
