/* sudoku-solve-output.c: what a solve prints, and standard output checked to the end
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words and numbers on standard output are the program's output format,
 * documented in --help: they are not translated. The messages on standard
 * error are, but for the --stats line, which is meant for scripts.
 */

#include "config.h"

#include "sudoku-solve-output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "sk-grid.h"
#include "sk-text.h"
#include "sudoku-solve-compare.h"

/* Clashes listed per invalid puzzle before the list ends with a line saying
 * how many more there are. A mistyped puzzle has a few; past this many, the
 * input is most likely not the puzzle meant, and more lines do not help. */
#define CLASH_LIST_MAX 81

/* Every pair of cells of every unit: no grid has more clashes than this. */
#define CLASHES_MAX (SK_UNITS * SK_SIZE * (SK_SIZE - 1) / 2)

static void
append_grid (GString      *out,
             const SkGrid *grid)
{
  for (int row = 0; row < SK_SIZE; row++)
    {
      for (int col = 0; col < SK_SIZE; col++)
        {
          g_string_append_c (out, (char) ('0' + grid->cell[sk_cell_index (row, col)]));
          g_string_append_c (out, col < SK_SIZE - 1 ? ' ' : '\n');
        }
      if (row == 2 || row == 5)
        g_string_append_c (out, '\n');
    }
}

static void
append_clash (GString        *err,
              const char     *name,
              guint           line,
              const SkLayout *layout,
              const SkClash  *clash)
{
  int r1 = sk_cell_row (clash->cells[0]) + 1;
  int c1 = sk_cell_column (clash->cells[0]) + 1;
  int r2 = sk_cell_row (clash->cells[1]) + 1;
  int c2 = sk_cell_column (clash->cells[1]) + 1;

  switch (clash->kind)
    {
    case SK_UNIT_ROW:
      /* Translators: "row 4 has two 7s (r4c2, r4c8)": r = row, c = column */
      g_string_append_printf (err, _("%s:%u: row %d has two %ds (r%dc%d, r%dc%d)"),
                              name, line, clash->number + 1, clash->digit,
                              r1, c1, r2, c2);
      break;
    case SK_UNIT_COLUMN:
      /* Translators: "column 4 has two 7s (r2c4, r8c4)": r = row, c = column */
      g_string_append_printf (err, _("%s:%u: column %d has two %ds (r%dc%d, r%dc%d)"),
                              name, line, clash->number + 1, clash->digit,
                              r1, c1, r2, c2);
      break;
    case SK_UNIT_EXTRA:
      /* Translators: a variant's extra house (a diagonal, a window...), named by
       * its first cell: "the extra house of r1c1 has two 7s (r1c1, r9c9)" */
      g_string_append_printf (err, _("%s:%u: the extra house of r%dc%d has two %ds (r%dc%d, r%dc%d)"),
                              name, line,
                              sk_cell_row (layout->unit_cells[SK_UNITS + clash->number][0]) + 1,
                              sk_cell_column (layout->unit_cells[SK_UNITS + clash->number][0]) + 1,
                              clash->digit, r1, c1, r2, c2);
      break;
    case SK_UNIT_REGION:
    default:
      /* Translators: "region 4 has two 7s (r4c2, r5c3)": r = row, c = column; the
       * region is named by its symbol in the file (a digit or a letter) */
      g_string_append_printf (err, _("%s:%u: region %c has two %ds (r%dc%d, r%dc%d)"),
                              name, line, layout->symbol[clash->number], clash->digit,
                              r1, c1, r2, c2);
      break;
    }
  g_string_append_c (err, '\n');
}

/* Names every broken rule, not only the first, so that one run is enough to
 * correct a mistyped puzzle; past CLASH_LIST_MAX clashes, a last line says
 * how many more there are instead. */
void
sudoku_solve_append_invalid (GString              *err,
                             const SudokuSolveJob *job)
{
  const SkGrid *givens = &job->puzzle->givens;
  SkClash clashes[CLASHES_MAX];
  int n;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (givens->cell[cell] > SK_SIZE)
      {
        /* Translators: "r4c2 holds 12": r = row, c = column */
        g_string_append_printf (err, _("%s:%u: r%dc%d holds %d, not a digit from 1 to 9"),
                                job->name, job->puzzle->line,
                                sk_cell_row (cell) + 1, sk_cell_column (cell) + 1,
                                givens->cell[cell]);
        g_string_append_c (err, '\n');
      }

  n = sk_grid_find_clashes (givens, job->layout, clashes, G_N_ELEMENTS (clashes));
  for (int i = 0; i < MIN (n, CLASH_LIST_MAX); i++)
    append_clash (err, job->name, job->puzzle->line, job->layout, &clashes[i]);
  if (n > CLASH_LIST_MAX)
    {
      int more = n - CLASH_LIST_MAX;

      g_string_append_printf (err,
                              /* Translators: the last line of a list of clashes such as
                               * "puzzles.txt:12: row 4 has two 7s (r4c2, r4c8)" */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%s:%u: … and %d more clash",
                                           "%s:%u: … and %d more clashes", more),
                              job->name, job->puzzle->line, more);
      g_string_append_c (err, '\n');
    }
}

/* The statistics line is meant for scripts: it is not translated, and the time
 * is formatted by hand because printf's decimal point follows the locale. */
static void
append_stats (GString                   *err,
              const SudokuSolveJob      *job,
              const SudokuSolveSettings *settings)
{
  const SkSolveResult *result = &job->result;
  const char *status;

  switch (result->status)
    {
    case SK_SOLVE_SOLVED:
      status = "solved";
      break;
    case SK_SOLVE_INVALID:
      status = "invalid";
      break;
    case SK_SOLVE_TIMED_OUT:
      status = "capped";
      break;
    case SK_SOLVE_NO_SOLUTION:
    default:
      status = "no solution";
      break;
    }

  g_string_append_printf (err, "%s:%u: %s", job->name, job->puzzle->line, status);
  if (settings->count && result->status == SK_SOLVE_SOLVED)
    g_string_append (err, result->n_solutions > 1 ? ", multiple" : ", unique");
  g_string_append_printf (err,
                          ", %" G_GUINT64_FORMAT " calls"
                          ", depth %u"
                          ", %" G_GUINT64_FORMAT " guesses"
                          ", %" G_GUINT64_FORMAT ".%03u ms\n",
                          (guint64) result->stats.calls,
                          (guint) result->stats.max_depth,
                          (guint64) result->stats.guesses,
                          (guint64) (result->stats.elapsed_ns / 1000000),
                          (guint) (result->stats.elapsed_ns / 1000 % 1000));
}

/* Appends the answer of one puzzle; returns whether it was solved. The words
 * on stdout are not translated either: they are the program's output format. */
gboolean
sudoku_solve_append_result (GString                   *out,
                            GString                   *err,
                            const SudokuSolveJob      *job,
                            SudokuOutputMode           output,
                            const SudokuSolveSettings *settings)
{
  const SkSolveResult *result = &job->result;
  gboolean solved = result->status == SK_SOLVE_SOLVED;

  if (solved)
    {
      const char *word = result->n_solutions > 1 ? "multiple" : "unique";

      if (output == SUDOKU_OUTPUT_GRID)
        {
          append_grid (out, &result->solution);
          if (settings->count)
            g_string_append_printf (out, "%s\n", word);
        }
      else
        {
          char line[SK_CELLS + 1];

          sk_text_format_line (&result->solution, line);
          g_string_append_len (out, line, SK_CELLS);
          if (settings->count)
            g_string_append_printf (out, " %s", word);
          g_string_append_c (out, '\n');
        }
    }
  else if (result->status == SK_SOLVE_INVALID)
    {
      g_string_append (out, "invalid\n");
      sudoku_solve_append_invalid (err, job);
    }
  else if (result->status == SK_SOLVE_TIMED_OUT)
    {
      g_string_append (out, "capped\n");
    }
  else
    {
      g_string_append (out, "none\n");
    }

  if (settings->stats)
    append_stats (err, job, settings);

  return solved;
}

/* The table of the four algorithms instead of the solution; the reasons of
 * an invalid puzzle go to standard error once, as without --compare. */
gboolean
sudoku_solve_append_comparison (GString                   *out,
                                GString                   *err,
                                const SudokuSolveJob      *job,
                                const SkSolveResult       *results,
                                const SudokuSolveSettings *settings)
{
  if (results[0].status == SK_SOLVE_INVALID)
    sudoku_solve_append_invalid (err, job);
  return sudoku_solve_compare_append (out, job, results, settings->solve_options.limit);
}

/* "r1c3: 2 7" for every empty cell of the puzzle as given, in reading order;
 * nothing after the colon when no digit fits. */
void
sudoku_solve_append_candidates (GString              *out,
                                const SudokuSolveJob *job)
{
  const SkGrid *givens = &job->puzzle->givens;
  SkMask candidates[SK_CELLS];

  /* A digit above 9 has no place in a candidate set; the puzzle is reported invalid anyway. */
  if (!sk_grid_digits_valid (givens))
    return;

  sk_grid_candidates (givens, job->layout, candidates);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (givens->cell[cell] != 0)
        continue;
      g_string_append_printf (out, "r%dc%d:", sk_cell_row (cell) + 1, sk_cell_column (cell) + 1);
      for (int digit = 1; digit <= SK_SIZE; digit++)
        if (candidates[cell] & (1u << (digit - 1)))
          g_string_append_printf (out, " %d", digit);
      g_string_append_c (out, '\n');
    }
}

/* Set once a failed write to standard output has been reported, so that it is
 * reported only once. */
static gboolean output_error_reported;

/* The errno of the first failed g_print(), for the message at exit. */
static int print_errno;

/* g_print() as GLib's own does it, converted to the console's charset, but
 * keeping the reason when the write fails: it is reported at exit. */
static void
print_to_stdout (const char *string)
{
  g_autofree char *converted = NULL;
  const char *charset;

  if (!g_get_console_charset (&charset))
    {
      converted = g_convert_with_fallback (string, -1, charset, "UTF-8", "?", NULL, NULL, NULL);
      if (converted != NULL)
        string = converted;
    }

  errno = 0;
  if ((fputs (string, stdout) == EOF || fflush (stdout) != 0) && print_errno == 0)
    print_errno = errno;
}

static void
report_output_error (int saved_errno)
{
  if (output_error_reported)
    return;
  output_error_reported = TRUE;
  if (saved_errno != 0)
    g_printerr (_("sudoku-solve: cannot write the output: %s\n"), g_strerror (saved_errno));
  else
    g_printerr (_("sudoku-solve: cannot write the output\n"));
}

/* Run at exit, however the program ends (GOption's --help calls exit()
 * itself): whatever went to standard output must have been written, else
 * the exit status says so. A standard output that was closed before the start
 * and never written to is no error. */
static void
check_stdout_at_exit (void)
{
  int saved_errno;

  errno = 0;
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      saved_errno = print_errno != 0 ? print_errno : errno;
      report_output_error (saved_errno);
      (void) fclose (stdout);
      _exit (SUDOKU_SOLVE_EXIT_ERROR);
    }
  if (fclose (stdout) != 0 && errno != EBADF)
    {
      saved_errno = errno;
      report_output_error (saved_errno);
      _exit (SUDOKU_SOLVE_EXIT_ERROR);
    }
}

static gboolean
write_all (FILE    *stream,
           GString *text)
{
  if (text->len > 0 && fwrite (text->str, 1, text->len, stream) != text->len)
    return FALSE;
  return fflush (stream) == 0;
}

void
sudoku_solve_output_init (void)
{
  g_set_print_handler (print_to_stdout);
  (void) atexit (check_stdout_at_exit);
}

gboolean
sudoku_solve_output_flush (GString *out,
                           GString *err)
{
  errno = 0;
  if (!write_all (stdout, out))
    {
      report_output_error (errno);
      return FALSE;
    }
  write_all (stderr, err);
  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  return TRUE;
}

int
sudoku_solve_usage_error (const char *message)
{
  g_printerr ("sudoku-solve: %s\n", message);
  g_printerr (_("Try “%s --help” for more information."), "sudoku-solve");
  g_printerr ("\n");
  return SUDOKU_SOLVE_EXIT_ERROR;
}
