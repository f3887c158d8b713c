/* sudoku-solve.c: the command-line solver
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"
#include "sk-text.h"
#include "sudoku-layout-catalog.h"
#include "sudoku-layout-file.h"
#include "sudoku-solve-batch.h"
#include "sudoku-solve-compare.h"
#include "sudoku-solve-explain.h"
#include "sudoku-solve-generate.h"
#include "sudoku-solve-print.h"

/* Large enough that thread start-up and the flush per batch cost nothing next
 * to the solving, small enough that the memory held stays a few megabytes. */
#define BATCH_SIZE 4096

/* With --compare and no --time-limit: enough for the plain searches to finish
 * most published puzzles, short enough that a run over a file ends. */
#define COMPARE_DEFAULT_TIME_LIMIT 10.0
/* Seconds to find one generated puzzle: a level or technique the layout
 * hardly ever reaches is an error, never a hang. */
#define GENERATE_DEFAULT_TIME_LIMIT 60

/* Clashes listed per invalid puzzle before the list ends with a line saying
 * how many more there are. A mistyped puzzle has a few; past this many, the
 * input is most likely not the puzzle meant, and more lines do not help. */
#define CLASH_LIST_MAX 81

/* Every pair of cells of every unit: no grid has more clashes than this. */
#define CLASHES_MAX (SK_UNITS * SK_SIZE * (SK_SIZE - 1) / 2)

enum
{
  EXIT_ALL_SOLVED = 0,
  EXIT_SOME_UNSOLVED = 1,
  EXIT_ERROR = 2,  /* a usage error or an unreadable input */
};

typedef enum
{
  OUTPUT_AUTO,
  OUTPUT_GRID,
  OUTPUT_LINE,
} OutputMode;

typedef struct
{
  OutputMode      output;
  gboolean        count;
  gboolean        stats;
  gboolean        compare;
  gboolean        candidates;
  gboolean        explain;
  gboolean        rate;
  guint           jobs;
  gboolean        have_layout;
  SkLayout        layout;
  SkSolveOptions  solve_options;
} Settings;

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
append_clash (GString       *err,
              const char    *name,
              guint          line,
              const SkClash *clash)
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
    case SK_UNIT_REGION:
    default:
      /* Translators: "region 4 has two 7s (r4c2, r5c3)": r = row, c = column */
      g_string_append_printf (err, _("%s:%u: region %d has two %ds (r%dc%d, r%dc%d)"),
                              name, line, clash->number + 1, clash->digit,
                              r1, c1, r2, c2);
      break;
    }
  g_string_append_c (err, '\n');
}

/* Names every broken rule, not only the first, so that one run is enough to
 * correct a mistyped puzzle; past CLASH_LIST_MAX clashes, a last line says
 * how many more there are instead. */
static void
append_invalid (GString              *err,
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
    append_clash (err, job->name, job->puzzle->line, &clashes[i]);
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
append_stats (GString              *err,
              const SudokuSolveJob *job,
              const Settings       *settings)
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
static gboolean
append_result (GString              *out,
               GString              *err,
               const SudokuSolveJob *job,
               OutputMode            output,
               const Settings       *settings)
{
  const SkSolveResult *result = &job->result;
  gboolean solved = result->status == SK_SOLVE_SOLVED;

  if (solved)
    {
      const char *word = result->n_solutions > 1 ? "multiple" : "unique";

      if (output == OUTPUT_GRID)
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
      append_invalid (err, job);
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
static gboolean
append_comparison (GString              *out,
                   GString              *err,
                   const SudokuSolveJob *job,
                   const SkSolveResult  *results,
                   const Settings       *settings)
{
  if (results[0].status == SK_SOLVE_INVALID)
    append_invalid (err, job);
  return sudoku_solve_compare_append (out, job, results, settings->solve_options.limit);
}

/* "r1c3: 2 7" for every empty cell of the puzzle as given, in reading order;
 * nothing after the colon when no digit fits. */
static void
append_candidates (GString              *out,
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
      _exit (EXIT_ERROR);
    }
  if (fclose (stdout) != 0 && errno != EBADF)
    {
      saved_errno = errno;
      report_output_error (saved_errno);
      _exit (EXIT_ERROR);
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

static gboolean
parse_output (const char  *value,
              OutputMode  *output,
              GError     **error)
{
  if (value == NULL)
    *output = OUTPUT_AUTO;
  else if (g_str_equal (value, "grid"))
    *output = OUTPUT_GRID;
  else if (g_str_equal (value, "line"))
    *output = OUTPUT_LINE;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: the names in quotes are command-line values: do not translate them */
                   _("Unknown output format “%s” (use “grid” or “line”)"), value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_algorithm (const char   *value,
                 SkAlgorithm  *algorithm,
                 GError      **error)
{
  if (value == NULL)
    *algorithm = SK_ALGORITHM_PROPAGATE;
  else if (!sk_algorithm_from_string (value, algorithm))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: the names in quotes are command-line values: do not translate them */
                   _("Unknown algorithm “%s” (use “backtrack”, “tables”, “propagate” or “dlx”)"),
                   value);
      return FALSE;
    }
  return TRUE;
}

/* Seconds as written on the command line, with a point for decimals in any
 * locale, to nanoseconds. No value means the default; 0 means no limit. */
static gboolean
parse_time_limit (const char  *value,
                  gboolean     compare,
                  guint64     *ns,
                  GError     **error)
{
  double seconds = compare ? COMPARE_DEFAULT_TIME_LIMIT : 0;
  char *end = NULL;

  if (value != NULL)
    {
      seconds = g_ascii_strtod (value, &end);
      /* A year is more than any solve needs, and keeps the product in range. */
      if (end == value || *end != '\0' || !(seconds >= 0 && seconds <= 365.0 * 24 * 3600))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Cannot read “%s” as a time limit: give seconds, or 0 for none"), value);
          return FALSE;
        }
    }

  *ns = (guint64) (seconds * 1e9);
  /* A limit too small to count still means a limit, not none. */
  if (seconds > 0 && *ns == 0)
    *ns = 1;
  return TRUE;
}

static void
print_catalog_warnings (SudokuLayoutCatalog *catalog)
{
  const char * const *warnings = sudoku_layout_catalog_get_warnings (catalog);

  for (guint i = 0; warnings[i] != NULL; i++)
    g_printerr (_("sudoku-solve: warning: %s\n"), warnings[i]);
}

static int
list_layouts (void)
{
  g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new ();
  guint n_items;
  int width = 0;

  sudoku_layout_catalog_load (catalog, NULL);
  print_catalog_warnings (catalog);

  n_items = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      width = MAX (width, (int) strlen (sudoku_layout_info_get_id (info)));
    }
  /* "id  name", the id first: it is what --layout takes, and has no spaces. */
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      g_print ("%-*s  %s%s\n", width, sudoku_layout_info_get_id (info),
               sudoku_layout_info_get_name (info),
               sudoku_layout_info_is_user (info) ? _(" (yours)") : "");
    }
  return EXIT_ALL_SOLVED;
}

/* A file when there is one of that name, else a layout of the catalog by id or name. */
static gboolean
load_layout (const char  *path,
             SkLayout    *layout,
             GError     **error)
{
  g_autoptr(GFile) file = NULL;
  int disconnected;

  /* GIO would take an empty name for the current directory. */
  if (*path == '\0')
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("the layout name is empty (give a layout file, or a name from --list-layouts)"));
      return FALSE;
    }

  file = g_file_new_for_commandline_arg (path);
  if (!g_file_query_exists (file, NULL))
    {
      g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new ();
      SudokuLayoutInfo *info;

      sudoku_layout_catalog_load (catalog, NULL);
      info = sudoku_layout_catalog_lookup (catalog, path);
      if (info == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("%s: no such file, and no layout of that name (see --list-layouts)"),
                       path);
          return FALSE;
        }
      *layout = *sudoku_layout_info_get_layout (info);
      return TRUE;
    }

  if (!sudoku_layout_file_load (file, NULL, layout, NULL, error))
    return FALSE;

  /* Still a well-defined puzzle, only an unusual one: say so and go on. */
  disconnected = sk_layout_find_disconnected (layout);
  if (disconnected >= 0)
    g_printerr (_("sudoku-solve: warning: %s: region %d (“%c”) is not connected\n"),
                path, disconnected + 1, layout->symbol[disconnected]);
  return TRUE;
}

static int
usage_error (const char *message)
{
  g_printerr ("sudoku-solve: %s\n", message);
  g_printerr (_("Try “%s --help” for more information."), "sudoku-solve");
  g_printerr ("\n");
  return EXIT_ERROR;
}

static int
run (Settings  *settings,
     char     **files)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_sized_new ((gsize) 128 * 1024);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autofree SudokuSolveJob *jobs = g_new0 (SudokuSolveJob, BATCH_SIZE);
  g_autofree SkSolveResult *compared = NULL;
  g_autofree SudokuExplainResult *explained = NULL;
  OutputMode output = settings->output;
  gboolean all_solved = TRUE;
  gboolean write_failed = FALSE;
  guint64 total = 0;
  SudokuSolveInput input;
  int status;

  sudoku_solve_input_init (&input, files);
  if (settings->compare)
    compared = g_new (SkSolveResult, BATCH_SIZE * SK_N_ALGORITHMS);
  if (settings->explain || settings->rate)
    explained = g_new0 (SudokuExplainResult, BATCH_SIZE);

  for (;;)
    {
      guint n = sudoku_solve_read_batch (&input,
                                         settings->have_layout ? &settings->layout : NULL,
                                         jobs, BATCH_SIZE, &error);

      /* A batch holds at least two puzzles unless the input ends, so the
       * first one already tells a single puzzle from a collection. */
      if (output == OUTPUT_AUTO)
        output = n > 1 ? OUTPUT_LINE : OUTPUT_GRID;

      if (settings->compare)
        sudoku_solve_compare_batch (jobs, n, settings->jobs, &settings->solve_options, compared);
      else if (explained != NULL)
        sudoku_solve_explain_batch (jobs, n, settings->jobs, settings->explain, explained);
      else
        sudoku_solve_run_batch (jobs, n, settings->jobs, &settings->solve_options);

      for (guint i = 0; i < n; i++)
        {
          gboolean solved;

          /* Puzzles printed over several lines are set apart by a blank line
           * (--explain ends each puzzle with one). */
          if (total + i > 0 && explained == NULL && (output == OUTPUT_GRID || settings->compare))
            g_string_append_c (out, '\n');
          if (settings->candidates)
            append_candidates (out, &jobs[i]);
          if (explained != NULL)
            {
              solved = sudoku_solve_explain_append (out, &explained[i], settings->explain);
              if (explained[i].rating.status == SK_LOGIC_INVALID)
                append_invalid (err, &jobs[i]);
            }
          else if (settings->compare)
            solved = append_comparison (out, err, &jobs[i], &compared[(gsize) i * SK_N_ALGORITHMS], settings);
          else
            solved = append_result (out, err, &jobs[i], output, settings);
          if (!solved)
            all_solved = FALSE;
        }
      sudoku_solve_clear_batch (jobs, n);
      if (explained != NULL)
        sudoku_solve_explain_clear (explained, n);
      total += n;

      errno = 0;
      if (!write_all (stdout, out))
        {
          report_output_error (errno);
          write_failed = TRUE;
          break;
        }
      write_all (stderr, err);
      g_string_truncate (out, 0);
      g_string_truncate (err, 0);

      if (error != NULL || n < BATCH_SIZE)
        break;
    }

  if (write_failed)
    status = EXIT_ERROR;
  else if (error != NULL)
    {
      g_printerr ("sudoku-solve: %s\n", error->message);
      status = EXIT_ERROR;
    }
  else if (total == 0)
    {
      g_printerr (_("sudoku-solve: no puzzle in the input\n"));
      status = EXIT_ERROR;
    }
  else
    status = all_solved ? EXIT_ALL_SOLVED : EXIT_SOME_UNSOLVED;

  sudoku_solve_input_clear (&input);
  return status;
}

typedef struct
{
  int                count;
  const char        *level;
  const char        *technique;
  const char        *symmetry;
  const char        *seed;
  int                givens;
  int                jobs;
  const char        *time_limit;
  const char        *layout;
  const char *const *files;
  gboolean           other_mode;
} GenerateArgs;

static gboolean
parse_seed (const char  *value,
            guint64     *seed,
            GError     **error)
{
  if (value == NULL)
    {
      *seed = ((guint64) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  return g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, seed, error);
}

typedef struct
{
  const char *path;
  int         per_page;
  gboolean    solutions;
  gboolean    paths;
  const char *paper;
} PrintArgs;

/* The locale's paper, as glibc knows it (LC_PAPER): Letter in the Americas,
 * A4 elsewhere and in the C locale. */
static SudokuPaper
default_paper (void)
{
#ifdef _NL_PAPER_WIDTH
  int width = (int) (gintptr) nl_langinfo (_NL_PAPER_WIDTH);

  if (width == 216)
    return SUDOKU_PAPER_LETTER;
#endif
  return SUDOKU_PAPER_A4;
}

/* --print-to and its options; FALSE after a usage error, whose status is in @status. */
static gboolean
parse_print_args (const PrintArgs     *args,
                  SudokuPrintSettings *settings,
                  int                  jobs,
                  int                 *status)
{
  *status = 0;
  memset (settings, 0, sizeof *settings);
  if (args->path == NULL)
    {
      if (args->per_page != 0 || args->solutions || args->paths || args->paper != NULL)
        *status = usage_error (_("--per-page, --solutions, --paths and --paper need --print-to=FILE"));
      return *status == 0;
    }
  settings->path = args->path;
  settings->format = sudoku_render_format_for_name (args->path);
  if (settings->format == SUDOKU_RENDER_FORMAT_UNKNOWN)
    {
      g_autofree char *message = g_strdup_printf (_("--print-to: “%s” must end in .pdf, .svg or .png"),
                                                  args->path);
      *status = usage_error (message);
      return FALSE;
    }
  if (settings->format != SUDOKU_RENDER_FORMAT_PDF
      && (args->per_page != 0 || args->solutions || args->paths || args->paper != NULL))
    {
      *status = usage_error (_("--per-page, --solutions, --paths and --paper need a .pdf file"));
      return FALSE;
    }
  settings->sheet.per_page = args->per_page != 0 ? (guint) args->per_page : 1;
  if (!sudoku_sheet_per_page_is_valid (settings->sheet.per_page) || args->per_page < 0)
    {
      *status = usage_error (_("--per-page must be 1, 2, 4 or 6"));
      return FALSE;
    }
  settings->sheet.solutions = args->solutions;
  settings->sheet.paths = args->paths;
  settings->paper = default_paper ();
  if (args->paper != NULL && !sudoku_paper_from_name (args->paper, &settings->paper))
    {
      g_autofree char *message = g_strdup_printf (_("Unknown paper “%s”: give a4 or letter"), args->paper);
      *status = usage_error (message);
      return FALSE;
    }
  if (jobs < 0)
    {
      *status = usage_error (_("The number of jobs cannot be negative"));
      return FALSE;
    }
  settings->jobs = CLAMP ((guint) jobs, 1, (guint) g_get_num_processors () * 4);
  return TRUE;
}

/* --generate and its options: checked here, made in sudoku-solve-generate.c. */
static int
run_generate (const GenerateArgs         *args,
              const SudokuPrintSettings *print)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuSolvePrint) printer = NULL;
  SudokuGenerateSettings settings = { 0 };
  SkGenerateOptions *o = &settings.options;
  SkTechnique tech;

  sk_generate_options_init (o);
  if (args->count <= 0)
    return usage_error (_("--level, --technique, --symmetry, --givens and --seed need --generate=N with N of 1 or more"));
  if (args->other_mode)
    return usage_error (_("--generate cannot be combined with options that solve, rate or list"));
  if (args->files != NULL && args->files[0] != NULL)
    return usage_error (_("--generate reads no FILE"));
  if (args->jobs < 0)
    return usage_error (_("The number of jobs cannot be negative"));
  settings.count = (guint) args->count;
  settings.jobs = CLAMP ((guint) args->jobs, 1, (guint) g_get_num_processors () * 4);

  if (args->level != NULL && !sk_level_from_id (args->level, &o->level))
    {
      g_autofree char *message = g_strdup_printf (_("Unknown level “%s”: give easy, medium, hard, diabolical or extreme"),
                                                  args->level);
      return usage_error (message);
    }
  if (args->technique != NULL)
    {
      if (!sk_technique_from_id (args->technique, &tech) || tech == SK_TECH_SEARCH)
        {
          g_autofree char *message = g_strdup_printf (_("Unknown technique “%s”: the ids are those --explain prints, such as x-wing"),
                                                      args->technique);
          return usage_error (message);
        }
      o->technique = (int) tech;
      o->any_level = args->level == NULL;
    }
  if (args->symmetry != NULL && !sk_symmetry_from_id (args->symmetry, &o->symmetry))
    {
      g_autofree char *message = g_strdup_printf (_("Unknown symmetry “%s”: give none, rotate-180, rotate-90, mirror or diagonal"),
                                                  args->symmetry);
      return usage_error (message);
    }
  if (args->givens < 0 || args->givens > SK_CELLS)
    return usage_error (_("--givens must be between 1 and 81"));
  o->givens = args->givens;
  if (!parse_seed (args->seed, &settings.seed, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Cannot read “%s” as a seed: %s"), args->seed, error->message);
      return usage_error (message);
    }
  if (args->time_limit == NULL)
    o->max_elapsed_ns = (guint64) GENERATE_DEFAULT_TIME_LIMIT * G_GUINT64_CONSTANT (1000000000);
  else if (!parse_time_limit (args->time_limit, FALSE, &o->max_elapsed_ns, &error))
    return usage_error (error->message);

  if (args->layout != NULL && g_strcmp0 (args->layout, "random") == 0)
    o->random_layout = TRUE;
  else if (args->layout != NULL)
    {
      if (!load_layout (args->layout, &settings.layout, &error))
        {
          g_printerr ("sudoku-solve: %s\n", error->message);
          return EXIT_ERROR;
        }
    }
  else
    sk_layout_init_standard (&settings.layout);

  if (print != NULL)
    {
      if (print->format != SUDOKU_RENDER_FORMAT_PDF && settings.count > 1)
        return usage_error (_("--print-to: an image holds one puzzle: print more to a .pdf"));
      printer = sudoku_solve_print_new (print);
      settings.print = printer;
    }
  return sudoku_solve_generate (&settings);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *output = NULL;
  g_autofree char *layout_path = NULL;
  g_autofree char *algorithm = NULL;
  g_autofree char *time_limit = NULL;
  g_auto(GStrv) files = NULL;
  gboolean count = FALSE;
  gboolean stats = FALSE;
  gboolean compare = FALSE;
  gboolean candidates = FALSE;
  gboolean explain = FALSE;
  gboolean rate = FALSE;
  gboolean version = FALSE;
  gboolean list = FALSE;
  int jobs = 1;
  int generate = 0;
  int givens = 0;
  g_autofree char *level = NULL;
  g_autofree char *technique = NULL;
  g_autofree char *symmetry = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *print_to = NULL;
  g_autofree char *paper = NULL;
  int per_page = 0;
  gboolean solutions = FALSE;
  gboolean paths = FALSE;
  SudokuPrintSettings print_settings;
  int print_status;
  guint max_jobs;
  Settings settings = { 0 };
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_STRING, &output,
      /* Translators: “grid” and “line” are command-line values: do not translate them */
      N_("Print solutions as a “grid” or a “line” each (default: grid for one puzzle)"),
      N_("FORMAT") },
    { "count", 'c', 0, G_OPTION_ARG_NONE, &count,
      /* Translators: “unique” and “multiple” are printed as they are: do not translate them */
      N_("Also say whether each solution is “unique” or “multiple”"), NULL },
    { "layout", 'l', 0, G_OPTION_ARG_FILENAME, &layout_path,
      N_("Use the regions of FILE, or of a layout named by --list-layouts, for puzzles that carry none"),
      N_("FILE|NAME") },
    { "list-layouts", 0, 0, G_OPTION_ARG_NONE, &list,
      N_("List the shipped layouts and your own, and exit"), NULL },
    { "stats", 's', 0, G_OPTION_ARG_NONE, &stats,
      N_("Print the search statistics of each puzzle on standard error"), NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Solve on N threads (default: 1)"), N_("N") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &algorithm,
      /* Translators: the names in quotes are command-line values: do not translate them */
      N_("Solve with “backtrack”, “tables”, “propagate” (default) or “dlx”"), N_("NAME") },
    { "compare", 0, 0, G_OPTION_ARG_NONE, &compare,
      N_("Solve with all four algorithms and print a table of their statistics"), NULL },
    { "time-limit", 0, 0, G_OPTION_ARG_STRING, &time_limit,
      N_("Give up on a puzzle after SECONDS per algorithm (default: none, 10 with --compare)"),
      N_("SECONDS") },
    { "candidates", 0, 0, G_OPTION_ARG_NONE, &candidates,
      N_("First print the digits that fit each empty cell of the puzzle"), NULL },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &explain,
      N_("Print each step of a human solving path, then the puzzle’s rating"), NULL },
    { "rate", 0, 0, G_OPTION_ARG_NONE, &rate,
      N_("Print each puzzle’s difficulty rating, level and hardest technique"), NULL },
    { "generate", 'g', 0, G_OPTION_ARG_INT, &generate,
      N_("Make N new puzzles with one solution each and print them instead of solving"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level,
      /* Translators: the level names are command-line values: do not translate them */
      N_("With --generate: “easy”, “medium” (default), “hard”, “diabolical” or “extreme”"),
      N_("LEVEL") },
    { "technique", 0, 0, G_OPTION_ARG_STRING, &technique,
      N_("With --generate: a puzzle whose solving path uses technique ID (see --explain) and no harder step; any level unless --level is given"),
      N_("ID") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &symmetry,
      /* Translators: the symmetry names are command-line values: do not translate them */
      N_("With --generate: givens kept by “none” (default), “rotate-180”, “rotate-90”, “mirror” or “diagonal”"),
      N_("SYM") },
    { "givens", 0, 0, G_OPTION_ARG_INT, &givens,
      N_("With --generate: exactly N givens (default: as few as the level allows)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed,
      N_("With --generate: make the same puzzles every time from this number"), N_("S") },
    { "print-to", 'p', 0, G_OPTION_ARG_FILENAME, &print_to,
      N_("Write the puzzles to FILE instead of solving them: a PDF sheet, or with one puzzle an SVG or PNG image"),
      N_("FILE") },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &per_page,
      N_("With --print-to: 1 (default), 2, 4 or 6 puzzles a page"), N_("N") },
    { "solutions", 0, 0, G_OPTION_ARG_NONE, &solutions,
      N_("With --print-to: add pages with the solutions"), NULL },
    { "paths", 0, 0, G_OPTION_ARG_NONE, &paths,
      N_("With --print-to: add each puzzle’s solution path, step by step"), NULL },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper,
      /* Translators: “a4” and “letter” are command-line values: do not translate them */
      N_("With --print-to: “a4” or “letter” (default: the locale’s paper)"), N_("SIZE") },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("[FILE…]") },
    { NULL }
  };

  /* A locale the system lacks leaves "C": untranslated, but working. */
  (void) setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Before anything can be printed: --help prints and exits inside GOption. */
  g_set_print_handler (print_to_stdout);
  (void) atexit (check_stdout_at_exit);

  context = g_option_context_new (_("- solve Sudoku puzzles"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Solves every puzzle in each FILE, or in standard input when there is no FILE\n"
      "or FILE is “-”. Standard and jigsaw puzzles are read in any supported format."));
  g_option_context_set_description (context,
    /* Translators: “none”, “invalid”, “capped”, “multiple”, “step”, “rating”, the levels
     * “easy” to “extreme”, “logic” and “search” are printed as they are: do not translate them */
    _("A solved puzzle prints its solution, an unsolvable one “none”, one whose givens\n"
      "break a rule “invalid”, with the reasons on standard error (after 81 clashes, a\n"
      "last line “… and N more clashes”), and one given up at the time limit “capped”.\n"
      "With --compare, each puzzle prints its name and a table: the time in\n"
      "milliseconds, calls, depth, guesses, updates and result of each algorithm.\n"
      "\n"
      "With --rate, each puzzle prints one line of tab-separated fields: its rating on\n"
      "the Sudoku Explainer scale (the hardest step when the easiest step is always\n"
      "taken), its level (“easy”, “medium”, “hard”, “diabolical” or “extreme”), the id\n"
      "of its hardest technique, and “logic”, or “search” when logic alone could not\n"
      "finish. With --explain, each step first prints a line “step”, its number, the\n"
      "technique id, its rating, its actions (r4c7=5 places 5 in row 4, column 7;\n"
      "r4c7-5 removes the candidate 5 there) and an explanation, all tab-separated;\n"
      "then a line “rating” with the fields of --rate, and an empty line. A puzzle\n"
      "without exactly one solution prints “invalid”, “none” or “multiple” instead.\n"
      "\n"
      "With --generate=N, no FILE is read: N new puzzles are made for the standard\n"
      "boxes, the --layout given, or a new random jigsaw layout each with\n"
      "--layout=random. Each prints one line: the 81 givens (“.” for a blank) and, for\n"
      "a jigsaw layout, a space and its 81 region symbols; then a tab and the fields\n"
      "of --rate. Puzzle I (from 0) of --seed=S is the first puzzle of --seed=S+I.\n"
      "A puzzle not found within --time-limit (default: 60 seconds each) is an error.\n"
      "\n"
      "With --print-to=FILE, the puzzles are drawn instead of solved: FILE ending in\n"
      ".pdf gets a sheet of --per-page puzzles a page, each with its level and rating,\n"
      "then with --solutions their solutions and with --paths their solution paths;\n"
      "FILE ending in .svg or .png gets an image of one puzzle. With --generate, the\n"
      "new puzzles print their lines and go to FILE too. Nothing else is printed.\n"
      "\n"
      "Exit status: 0 if every puzzle was solved (with --compare, by every algorithm;\n"
      "with --rate or --explain, rated; with --generate, made), 1 if some had no\n"
      "solution (or several, when rating), were invalid or capped, or could not be\n"
      "made, 2 for a usage error, an unreadable input or an\n"
      "output that cannot be written. With --print-to: 0 when FILE is written and\n"
      "every puzzle has one solution, 1 when some has none or several, 2 when FILE\n"
      "is not written (and an old FILE is left as it was)."));

  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);

  {
    const PrintArgs print_args = { print_to, per_page, solutions, paths, paper };

    if (!parse_print_args (&print_args, &print_settings, jobs, &print_status))
      return print_status;
  }

  if (generate != 0 || level != NULL || technique != NULL || symmetry != NULL
      || seed != NULL || givens != 0)
    {
      const GenerateArgs args = {
        .count = generate, .level = level, .technique = technique, .symmetry = symmetry,
        .seed = seed, .givens = givens, .jobs = jobs, .time_limit = time_limit,
        .layout = layout_path, .files = (const char *const *) files,
        .other_mode = compare || explain || rate || candidates || count || stats
                      || output != NULL || algorithm != NULL || list,
      };
      return run_generate (&args, print_to != NULL ? &print_settings : NULL);
    }

  if (version)
    {
      g_print ("sudoku-solve %s\n", PACKAGE_VERSION);
      return EXIT_ALL_SOLVED;
    }

  if (print_to != NULL)
    {
      if (compare || explain || rate || candidates || count || stats || output != NULL
          || algorithm != NULL || list)
        return usage_error (_("--print-to cannot be combined with options that solve, rate or list"));
      if (layout_path != NULL && !load_layout (layout_path, &settings.layout, &error))
        {
          g_printerr ("sudoku-solve: %s\n", error->message);
          return EXIT_ERROR;
        }
      return sudoku_solve_print_files (&print_settings, files,
                                       layout_path != NULL ? &settings.layout : NULL);
    }

  if (list)
    return list_layouts ();

  if (!parse_output (output, &settings.output, &error))
    return usage_error (error->message);

  if (jobs < 0)
    {
      g_autofree char *message = g_strdup_printf (_("The number of jobs cannot be negative (%d)"),
                                                  jobs);
      return usage_error (message);
    }
  /* More threads than this only adds switching. */
  max_jobs = (guint) g_get_num_processors () * 4;
  settings.jobs = CLAMP ((guint) jobs, 1, max_jobs);

  settings.count = count;
  settings.stats = stats && !compare;
  settings.compare = compare;
  settings.candidates = candidates;
  settings.explain = explain;
  settings.rate = rate && !explain;
  if ((explain || rate) && compare)
    return usage_error (_("--compare cannot be combined with --rate or --explain"));
  sk_solve_options_init (&settings.solve_options);
  settings.solve_options.limit = count ? 2 : 1;
  if (!parse_algorithm (algorithm, &settings.solve_options.algorithm, &error))
    return usage_error (error->message);
  if (!parse_time_limit (time_limit, compare, &settings.solve_options.max_elapsed_ns, &error))
    return usage_error (error->message);

  if (layout_path != NULL)
    {
      if (!load_layout (layout_path, &settings.layout, &error))
        {
          g_printerr ("sudoku-solve: %s\n", error->message);
          return EXIT_ERROR;
        }
      settings.have_layout = TRUE;
    }

  return run (&settings, files);
}
