/* sudoku-solve-print.c: --print-to, puzzles written as a PDF sheet or an image
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The puzzles are read (or made, with --generate) first, then rated on
 * --jobs threads, since the solutions and the level under each heading come
 * from the rating; then the sheet is drawn and the file written in one go,
 * so that a failure leaves an old file whole.
 *
 * The paths are what would not fit: ten thousand puzzles have 680,000
 * sentences, 43 MB of text, and they used to be kept with their measured
 * lines, 1.5 GB. The sheet asks for them PATHS_BATCH puzzles at a time, once
 * to paginate and once to draw, and the puzzles are rated on the threads for
 * each: rating twice costs less time than laying every line out twice.
 *
 * A sheet is in one language, the user's: its steps and levels are the
 * window's words (the Hint's sentences), translated as its headings are;
 * only --explain and --rate keep the engine's English, their contract.
 */

#define G_LOG_DOMAIN "sudoku-solve"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-print-job.h"
#include "sudoku-solve-batch.h"
#include "sudoku-solve-print.h"

#define READ_BATCH 256
/* Enough puzzles to keep the threads busy, few enough to cost nothing. */
#define PATHS_BATCH 64

struct _SudokuSolvePrint
{
  SudokuPrintSettings  settings;
  GPtrArray           *puzzles;  /* of SudokuPrintPuzzle */
  GPtrArray           *origins;  /* "FILE:LINE" of each puzzle, or NULL */
};

SudokuSolvePrint *
sudoku_solve_print_new (const SudokuPrintSettings *settings)
{
  SudokuSolvePrint *self = g_new0 (SudokuSolvePrint, 1);

  self->settings = *settings;
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  self->origins = g_ptr_array_new_with_free_func (g_free);
  return self;
}

void
sudoku_solve_print_free (SudokuSolvePrint *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->puzzles);
  g_ptr_array_unref (self->origins);
  g_free (self);
}

gboolean
sudoku_solve_print_add (SudokuSolvePrint *self,
                        const SkGrid     *givens,
                        const SkLayout   *layout,
                        const char       *title,
                        const char       *where)
{
  SudokuPrintPuzzle *puzzle;

  if (self->puzzles->len >= SUDOKU_PRINT_MAX_PUZZLES)
    {
      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "sudoku-solve: %s: more than %d puzzle; print them in parts\n",
                               "sudoku-solve: %s: more than %d puzzles; print them in parts\n",
                               SUDOKU_PRINT_MAX_PUZZLES),
                  self->settings.path, SUDOKU_PRINT_MAX_PUZZLES);
      return FALSE;
    }
  puzzle = sudoku_print_puzzle_new (givens, layout);
  sudoku_print_puzzle_set_title (puzzle, title);
  g_ptr_array_add (self->puzzles, puzzle);
  g_ptr_array_add (self->origins, g_strdup (where));
  return TRUE;
}

typedef struct
{
  GPtrArray *puzzles;
  guint      end;       /* past the last puzzle to analyse */
  gboolean   paths;
  gint       next;      /* atomic: the next puzzle a thread takes */
} Analysis;

static gpointer
analyse_thread (gpointer data)
{
  Analysis *analysis = data;
  guint i;

  while ((i = (guint) g_atomic_int_add (&analysis->next, 1)) < analysis->end)
    sudoku_print_puzzle_analyse (g_ptr_array_index (analysis->puzzles, i), analysis->paths,
                                 sudoku_print_job_get_words (), NULL);
  return NULL;
}

/* Analyses the @n puzzles from @first on. */
static void
analyse (GPtrArray *puzzles,
         guint      first,
         guint      n,
         gboolean   paths,
         guint      jobs)
{
  Analysis analysis = { puzzles, first + n, paths, (gint) first };
  guint n_threads = MAX (MIN (jobs, n), 1);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();

  for (guint t = 1; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("sudoku-print", analyse_thread, &analysis));
  analyse_thread (&analysis);
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
}

static void
load_paths (GPtrArray *puzzles,
            guint      first,
            guint      n,
            gpointer   user_data)
{
  SudokuSolvePrint *self = user_data;

  analyse (puzzles, first, n, TRUE, self->settings.jobs);
}

/* Why @puzzle, which the rating found no single solution for, has none. */
static const char *
why_unsolved (const SudokuPrintPuzzle *puzzle)
{
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  options.limit = 2;
  sk_solve (&puzzle->givens, &puzzle->layout, &options, &result);
  if (result.status == SK_SOLVE_INVALID)
    return _("the givens break a rule");
  if (result.status == SK_SOLVE_SOLVED && result.n_solutions > 1)
    return _("it has more than one solution");
  return _("it has no solution");
}

/* Analysed, a puzzle without a single solution has none (all 0): each is
 * named on standard error, since the file was still written. */
static gboolean
all_solved (SudokuSolvePrint *self)
{
  gboolean all = TRUE;

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      const SudokuPrintPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      const char *where = g_ptr_array_index (self->origins, i);
      g_autofree char *number = NULL;

      if (puzzle->solution.cell[0] != 0)
        continue;
      if (where == NULL)
        /* Translators: names a puzzle in a message, "puzzle 3" */
        where = number = g_strdup_printf (_("puzzle %u"), i + 1);
      /* Translators: "FILE:LINE: it has more than one solution; printed without a solution" */
      g_printerr (_("sudoku-solve: %s: %s; printed without a solution\n"), where,
                  why_unsolved (puzzle));
      all = FALSE;
    }
  return all;
}

int
sudoku_solve_print_finish (SudokuSolvePrint *self)
{
  const SudokuPrintSettings *settings = &self->settings;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (settings->path);
  g_autoptr(GError) error = NULL;
  gboolean paths = settings->format == SUDOKU_RENDER_FORMAT_PDF && settings->sheet.paths;
  gboolean written;

  if (self->puzzles->len == 0)
    {
      g_printerr (_("sudoku-solve: no puzzle in the input\n"));
      return 2;
    }
  if (settings->format != SUDOKU_RENDER_FORMAT_PDF && self->puzzles->len > 1)
    {
      /* Translators: always 2 or more puzzles read */
      g_printerr (g_dngettext (GETTEXT_PACKAGE,
                               "sudoku-solve: %s: an image holds one puzzle, and %u was read; "
                               "print them to a .pdf\n",
                               "sudoku-solve: %s: an image holds one puzzle, and %u were read; "
                               "print them to a .pdf\n",
                               self->puzzles->len),
                  settings->path, self->puzzles->len);
      return 2;
    }

  /* With paths, the sheet has every puzzle analysed when it paginates,
   * before it draws the first page. */
  if (!paths)
    analyse (self->puzzles, 0, self->puzzles->len, FALSE, settings->jobs);
  if (settings->format == SUDOKU_RENDER_FORMAT_PDF)
    {
      g_autoptr(SudokuSheet) sheet = sudoku_sheet_new (self->puzzles, &settings->sheet);
      double width, height;

      if (paths)
        sudoku_sheet_set_paths_func (sheet, PATHS_BATCH, load_paths, self);

      sudoku_paper_get_size (settings->paper, &width, &height);
      /* Translators: the title in a printed PDF's properties */
      written = sudoku_render_write_pdf (sheet, width, height, _("Sudoku Puzzles"), file,
                                         SUDOKU_SAFE_WRITE_BACKUP, &error);
    }
  else
    written = sudoku_render_write_image (g_ptr_array_index (self->puzzles, 0), 0,
                                         settings->format, settings->dpi, file,
                                         SUDOKU_SAFE_WRITE_BACKUP, &error);
  if (!written)
    {
      g_printerr ("sudoku-solve: %s\n", error->message);
      return 2;
    }
  return all_solved (self) ? 0 : 1;
}

int
sudoku_solve_print_files (const SudokuPrintSettings  *settings,
                          char                      **files,
                          const SkLayout             *layout)
{
  g_autoptr(SudokuSolvePrint) self = sudoku_solve_print_new (settings);
  g_autofree SudokuSolveJob *jobs = g_new0 (SudokuSolveJob, READ_BATCH);
  g_autoptr(GError) error = NULL;
  SudokuSolveInput input;
  gboolean ok = TRUE;

  sudoku_solve_input_init (&input, files);
  for (;;)
    {
      guint n = sudoku_solve_read_batch (&input, layout, jobs, READ_BATCH, &error);

      for (guint i = 0; i < n && ok; i++)
        {
          g_autofree char *where = g_strdup_printf ("%s:%u", jobs[i].name, jobs[i].puzzle->line);

          ok = sudoku_solve_print_add (self, &jobs[i].puzzle->givens, jobs[i].layout,
                                       jobs[i].puzzle->title, where);
        }
      sudoku_solve_clear_batch (jobs, n);
      if (!ok || error != NULL || n < READ_BATCH)
        break;
    }
  sudoku_solve_input_clear (&input);

  if (error != NULL)
    {
      g_printerr ("sudoku-solve: %s\n", error->message);
      return 2;
    }
  if (!ok)
    return 2;
  return sudoku_solve_print_finish (self);
}
