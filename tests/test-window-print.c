/* test-window-print.c: Print to PDF and Export Image, from the window, read back
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's print runs as an export (GTK_PRINT_OPERATION_ACTION_EXPORT,
 * no dialog) through _sudoku_window_print_to_file(), which returns when
 * the PDF is written. Poppler's pdfinfo and pdftotext read it back: the
 * number of pages, and the givens in the order they are printed. New
 * puzzles come from SUDOKU_GENERATE_SEED (set in main), so every run
 * prints the same ones.
 */

#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "sudoku-print-job.h"
#include "sudoku-print-preview.h"
#include "sudoku-print-progress-dialog.h"
#include "sudoku-test-pdf.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static GtkApplication *application;
static char *scratch;

/* ---- helpers ---- */

static GFile *
scratch_file (const char *name)
{
  g_autofree char *path = g_build_filename (scratch, name, NULL);

  g_remove (path);
  return g_file_new_for_path (path);
}

/* pdftotext on @file, with @extra arguments before it, to standard output. */
static char *
run_pdftotext (GFile             *file,
               const char *const *extra)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (char *) "pdftotext");
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) extra[i]);
  g_ptr_array_add (argv, path);
  g_ptr_array_add (argv, (char *) "-");
  g_ptr_array_add (argv, NULL);
  return sudoku_test_pdf_tool ((const char *const *) argv->pdata);
}

static guint
pdf_pages (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return sudoku_test_pdf_n_pages (path);
}

static void
pdf_page_size (GFile  *file,
               double *width,
               double *height)
{
  g_autofree char *path = g_file_get_path (file);

  sudoku_test_pdf_page_size (path, width, height);
}

/* The grids' digits in reading order, row by row: pdftotext -raw keeps the
 * order they were drawn in, and a line of single digits is a row of a
 * grid (headings and ratings have words). With @crop (x, y, width, height,
 * in points), only what is inside it. */
static GString *
pdf_cell_digits (GFile        *file,
                 const double *crop)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) extra = NULL;
  GString *digits = g_string_new (NULL);

  if (crop != NULL)
    {
      extra = g_new0 (char *, 11);
      extra[0] = g_strdup ("-raw");
      for (guint i = 0; i < 4; i++)
        {
          extra[1 + 2 * i] = g_strdup (((const char *[]) { "-x", "-y", "-W", "-H" })[i]);
          extra[2 + 2 * i] = g_strdup_printf ("%d", (int) crop[i]);
        }
    }
  else
    {
      extra = g_new0 (char *, 2);
      extra[0] = g_strdup ("-raw");
    }
  text = run_pdftotext (file, (const char *const *) extra);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " \f", -1);
      g_autoptr(GString) row = g_string_new (NULL);
      gboolean grid_row = TRUE;

      for (guint w = 0; words[w] != NULL && grid_row; w++)
        {
          if (*words[w] == '\0')
            continue;
          grid_row = strlen (words[w]) == 1 && words[w][0] >= '1' && words[w][0] <= '9';
          g_string_append_c (row, words[w][0]);
        }
      if (grid_row)
        g_string_append (digits, row->str);
    }
  return digits;
}

static GString *
givens_digits (const char *line)
{
  GString *digits = g_string_new (NULL);

  for (const char *c = line; *c != '\0'; c++)
    if (*c >= '1' && *c <= '9')
      g_string_append_c (digits, *c);
  return digits;
}

static void
load_line (SudokuWindow *window,
           const char   *line)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (line, &puzzle->givens);
  sudoku_board_load_puzzle (sudoku_window_get_board (window), puzzle);
}

static GtkPrintOperationResult
print_to (SudokuWindow             *window,
          GFile                    *file,
          const SudokuPrintChoices *choices)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  result = _sudoku_window_print_to_file (window, file, choices, &error);
  g_assert_no_error (error);
  return result;
}

static gboolean
nothing_preparing (gpointer data)
{
  return sudoku_print_job_get_n_running () == 0;
}

/* ---- tests ---- */

static void
test_current (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) file = scratch_file ("current.pdf");
  g_autoptr(GString) expected = givens_digits (CLASSIC);
  g_autoptr(GString) digits = NULL;
  SudokuPrintChoices choices;

  load_line (window, CLASSIC);
  sudoku_print_choices_init (&choices);
  choices.solutions = FALSE;
  g_assert_cmpint (print_to (window, file, &choices), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_null (_sudoku_window_get_print_operation (window));

  g_assert_cmpuint (pdf_pages (file), ==, 1);
  digits = pdf_cell_digits (file, NULL);
  if (!g_test_failed ())
    g_assert_cmpstr (digits->str, ==, expected->str);

  sudoku_test_ui_destroy_window (window);
}

static gboolean
print_ended (gpointer data)
{
  return _sudoku_window_get_print_operation (SUDOKU_WINDOW (data)) == NULL;
}

static gboolean
collection_open (gpointer data)
{
  return _sudoku_window_get_collection (SUDOKU_WINDOW (data)) != NULL;
}

static void
test_collection (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) source = sudoku_test_ui_data_file ("formats", "collection.sdm");
  g_autoptr(GFile) file = scratch_file ("collection.pdf");
  SudokuPrintChoices choices;
  double width, height;

  sudoku_window_open_file (window, source);
  sudoku_test_ui_wait_for (collection_open, window, "the collection");
  g_assert_cmpuint (sudoku_collection_get_size (_sudoku_window_get_collection (window)), >=, 4);

  sudoku_print_choices_init (&choices);
  choices.what = SUDOKU_PRINT_COLLECTION;
  choices.from = 1;
  choices.to = 4;
  choices.per_page = 4;
  choices.solutions = FALSE;
  g_assert_cmpint (print_to (window, file, &choices), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpuint (pdf_pages (file), ==, 1);

  /* Four to a page, two by two, read a quarter of the page at a time:
   * the first two above, the next two below. */
  pdf_page_size (file, &width, &height);
  for (guint i = 0; i < 4 && !g_test_failed (); i++)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (_sudoku_window_get_collection (window), i);
      g_autoptr(GString) expected = g_string_new (NULL);
      g_autoptr(GString) digits = NULL;
      double crop[4] = { (i % 2) * width / 2, (i / 2) * height / 2, width / 2, height / 2 };

      for (guint cell = 0; cell < SK_CELLS; cell++)
        if (puzzle->givens.cell[cell] != 0)
          g_string_append_c (expected, (char) ('0' + puzzle->givens.cell[cell]));
      digits = pdf_cell_digits (file, crop);
      if (!g_test_failed ())
        g_assert_cmpstr (digits->str, ==, expected->str);
    }

  sudoku_test_ui_destroy_window (window);
}

static void
test_new_with_solutions (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) file = scratch_file ("new.pdf");
  g_autoptr(GString) digits = NULL;
  SudokuPrintChoices choices;

  sudoku_print_choices_init (&choices);
  choices.what = SUDOKU_PRINT_NEW;
  choices.n_new = 3;
  choices.level = SK_LEVEL_EASY;
  choices.per_page = 1;
  choices.solutions = TRUE;
  g_assert_cmpint (print_to (window, file, &choices), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  /* Three puzzles, one a page, then their solutions on one page. */
  g_assert_cmpuint (pdf_pages (file), ==, 4);
  digits = pdf_cell_digits (file, NULL);
  if (!g_test_failed ())
    /* At least 17 givens each, and three full grids of solutions. */
    g_assert_cmpuint (digits->len, >=, 3 * 17 + 3 * 81);

  sudoku_test_ui_destroy_window (window);
}

static void
test_jigsaw (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) source = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  g_autoptr(GFile) file = scratch_file ("jigsaw.pdf");
  g_autofree char *text = NULL;
  g_autoptr(GString) expected = NULL;
  g_autoptr(GString) digits = NULL;
  SudokuPrintChoices choices;
  SkGrid givens;

  sudoku_window_open_file (window, source);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, sudoku_window_get_board (window),
                           "the jigsaw puzzle");
  g_assert_false (sk_layout_is_standard (sudoku_board_get_layout (sudoku_window_get_board (window))));
  sudoku_board_get_givens_grid (sudoku_window_get_board (window), &givens);
  expected = g_string_new (NULL);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    if (givens.cell[cell] != 0)
      g_string_append_c (expected, (char) ('0' + givens.cell[cell]));

  sudoku_print_choices_init (&choices);
  choices.solutions = FALSE;
  g_assert_cmpint (print_to (window, file, &choices), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpuint (pdf_pages (file), ==, 1);
  digits = pdf_cell_digits (file, NULL);
  if (!g_test_failed ())
    g_assert_cmpstr (digits->str, ==, expected->str);

  sudoku_test_ui_destroy_window (window);
}

/* 120 Extreme puzzles with their paths: far more than the pause before the stop. */
static void
endless_choices (SudokuPrintChoices *choices)
{
  sudoku_print_choices_init (choices);
  choices->what = SUDOKU_PRINT_NEW;
  choices->n_new = SUDOKU_PRINT_MAX_NEW;
  choices->level = SK_LEVEL_EXTREME;
  choices->paths = TRUE;
}

/* Acts once the worker runs and its progress shows: how long the print
 * dialog's set-up takes before "begin-print" varies a lot (seconds under the
 * sanitizers), so a fixed pause could fire before anything is preparing. */
typedef struct
{
  SudokuWindow              *window;
  void                     (*act) (SudokuWindow              *window,
                                   SudokuPrintProgressDialog *dialog);
  gint64                     deadline;
  gint64                     acted_at;
  SudokuPrintProgressDialog *dialog;  /* weak, once found */
} WhenPreparing;

static gboolean
act_when_preparing (gpointer data)
{
  WhenPreparing *when = data;
  GtkWindow *dialog = sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PROGRESS_DIALOG,
                                                  when->window);

  if (dialog == NULL)
    {
      if (g_get_monotonic_time () > when->deadline)
        g_error ("no print progress within 30 s");
      return G_SOURCE_CONTINUE;
    }
  g_assert_cmpuint (sudoku_print_job_get_n_running (), ==, 1);
  g_set_weak_pointer (&when->dialog, SUDOKU_PRINT_PROGRESS_DIALOG (dialog));
  when->acted_at = g_get_monotonic_time ();
  when->act (when->window, when->dialog);
  return G_SOURCE_REMOVE;
}

static void
act_when_preparing_start (WhenPreparing *when,
                          SudokuWindow  *window,
                          void         (*act) (SudokuWindow              *window,
                                               SudokuPrintProgressDialog *dialog))
{
  memset (when, 0, sizeof *when);
  when->window = window;
  when->act = act;
  when->deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_timeout_add (10, act_when_preparing, when);
}

/* "Making puzzle 3 of 120": the count, not just "Preparing". */
static void
assert_making (SudokuPrintProgressDialog *dialog)
{
  const char *text = sudoku_print_progress_dialog_get_text (dialog);
  guint made = 0, total = 0;
  char end = 0;

  g_test_message ("progress: %s", text);
  g_assert_cmpint (sscanf (text, "Making puzzle %u of %u%c", &made, &total, &end), ==, 2);
  g_assert_cmpuint (made, >=, 1);
  g_assert_cmpuint (made, <=, SUDOKU_PRINT_MAX_NEW);
  g_assert_cmpuint (total, ==, SUDOKU_PRINT_MAX_NEW);
  g_assert_cmpfloat (sudoku_print_progress_dialog_get_fraction (dialog), >=, 0.0);
  g_assert_cmpfloat (sudoku_print_progress_dialog_get_fraction (dialog), <, 1.0);
}

static void
stop_print (SudokuWindow              *window,
            SudokuPrintProgressDialog *dialog)
{
  g_autoptr(SudokuPrintProgressDialog) held = g_object_ref (dialog);

  g_assert_nonnull (_sudoku_window_get_print_operation (window));
  assert_making (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  /* A click on Cancel. */
  sudoku_test_ui_respond (ADW_MESSAGE_DIALOG (dialog), SUDOKU_PRINT_PROGRESS_RESPONSE_CANCEL);
}

static void
test_cancel (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) file = scratch_file ("cancel.pdf");
  SudokuPrintChoices choices;
  WhenPreparing when;

  endless_choices (&choices);
  act_when_preparing_start (&when, window, stop_print);
  g_assert_cmpint (print_to (window, file, &choices), !=, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpint (when.acted_at, !=, 0);
  g_assert_cmpint (g_get_monotonic_time () - when.acted_at, <, 10 * G_USEC_PER_SEC);
  sudoku_test_ui_wait_for (nothing_preparing, NULL, "the preparation to stop");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &when.dialog, "the progress to close");
  g_assert_null (_sudoku_window_get_print_operation (window));
  /* No error for a print stopped on purpose. */
  sudoku_test_ui_spin ();
  g_assert_false (sudoku_test_ui_has_dialog (window));

  sudoku_test_ui_destroy_window (window);
}

static void
close_window (SudokuWindow              *window,
              SudokuPrintProgressDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_close_window (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) file = scratch_file ("closed.pdf");
  SudokuPrintChoices choices;
  WhenPreparing when;
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  endless_choices (&choices);
  act_when_preparing_start (&when, window, close_window);
  g_assert_cmpint (print_to (window, file, &choices), !=, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpint (when.acted_at, !=, 0);
  sudoku_test_ui_wait_for (nothing_preparing, NULL, "the preparation to stop");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &weak, "the window to go");
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &when.dialog, "the progress to go");
}

static void
store_result (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* The dialog's words and bar, from a finished preparation's counts. */
static void
test_progress_dialog (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(SudokuPrintProgress) progress = sudoku_print_progress_new ();
  SudokuPrintProgressDialog *dialog;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuPrintJobRequest request;

  /* Owned by GTK's list of toplevels until destroyed. */
  dialog = sudoku_print_progress_dialog_new (GTK_WINDOW (window));
  sudoku_print_progress_dialog_show_preparation (dialog, progress);
  g_assert_cmpstr (sudoku_print_progress_dialog_get_text (dialog), ==, "Starting…");
  g_assert_cmpfloat (sudoku_print_progress_dialog_get_fraction (dialog), ==, 0.0);

  sudoku_print_job_request_init (&request);
  request.n_new = 2;
  request.seed = 5;
  sudoku_print_job_prepare_async (NULL, &request, progress, NULL, store_result, &result);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_set, &result, "the preparation");
  puzzles = sudoku_print_job_prepare_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 2);
  sudoku_print_progress_dialog_show_preparation (dialog, progress);
  g_assert_cmpstr (sudoku_print_progress_dialog_get_text (dialog), ==, "Solving puzzle 2 of 2");
  g_assert_cmpfloat (sudoku_print_progress_dialog_get_fraction (dialog), ==, 1.0);

  sudoku_print_progress_dialog_show_page (dialog, 1, 4);
  g_assert_cmpstr (sudoku_print_progress_dialog_get_text (dialog), ==, "Printing page 2 of 4");
  g_assert_cmpfloat (sudoku_print_progress_dialog_get_fraction (dialog), ==, 0.25);

  gtk_window_destroy (GTK_WINDOW (dialog));
  sudoku_test_ui_destroy_window (window);
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
print_dialog_shown (gpointer data)
{
  return sudoku_test_ui_find_window (g_type_from_name ("GtkPrintUnixDialog"), data) != NULL;
}

/* The print dialog, with our tab: its choices come back as they were shown. */
static void
test_dialog (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  GtkWindow *dialog;
  GtkWidget *options;
  SudokuPrintChoices choices;

  load_line (window, CLASSIC);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  sudoku_test_ui_wait_for (print_dialog_shown, window, "the print dialog");
  dialog = sudoku_test_ui_find_window (g_type_from_name ("GtkPrintUnixDialog"), window);
  options = find_descendant (GTK_WIDGET (dialog), SUDOKU_TYPE_PRINT_OPTIONS);
  g_assert_nonnull (options);
  sudoku_print_options_get_choices (SUDOKU_PRINT_OPTIONS (options), &choices);
  g_assert_cmpint (choices.what, ==, SUDOKU_PRINT_CURRENT);
  g_assert_cmpuint (choices.per_page, ==, 1);
  /* The answers are not printed unless asked for. */
  g_assert_false (choices.solutions);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  sudoku_test_ui_wait_for (print_ended, window,
                           "the print to end");

  sudoku_test_ui_destroy_window (window);
}

/* What the tab gives back is kept in GSettings and shown again next time. */
static void
test_choices_kept (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuPrintChoices choices, loaded, shown;
  SudokuPrintOptions *options;

  /* The answers are left out until the person asks for them. */
  g_settings_reset (settings, "print-solutions");
  sudoku_print_choices_init (&choices);
  g_assert_false (choices.solutions);
  sudoku_print_choices_load (&loaded, settings);
  g_assert_false (loaded.solutions);
  options = g_object_ref_sink (sudoku_print_options_new (&loaded, 0, 0));
  sudoku_print_options_get_choices (options, &shown);
  g_assert_false (shown.solutions);
  g_object_unref (options);
  choices.solutions = TRUE;
  sudoku_print_choices_save (&choices, settings);
  sudoku_print_choices_load (&loaded, settings);
  g_assert_true (loaded.solutions);

  sudoku_print_choices_init (&choices);
  choices.what = SUDOKU_PRINT_NEW;
  choices.n_new = 12;
  choices.level = SK_LEVEL_HARD;
  choices.random_layout = TRUE;
  choices.per_page = 6;
  choices.solutions = FALSE;
  choices.paths = TRUE;
  sudoku_print_choices_save (&choices, settings);
  /* The window's other keys are still written at once, as another
   * GSettings sees (no delay-apply mode left behind). */
  {
    g_autoptr(GSettings) other = g_settings_new (APP_ID);

    g_settings_set_boolean (settings, "show-candidates", TRUE);
    g_assert_true (g_settings_get_boolean (other, "show-candidates"));
    g_settings_reset (settings, "show-candidates");
  }

  sudoku_print_choices_load (&loaded, settings);
  g_assert_cmpint (loaded.what, ==, SUDOKU_PRINT_NEW);
  g_assert_cmpuint (loaded.n_new, ==, 12);
  g_assert_cmpint (loaded.level, ==, SK_LEVEL_HARD);
  g_assert_true (loaded.random_layout);
  g_assert_cmpuint (loaded.per_page, ==, 6);
  g_assert_false (loaded.solutions);
  g_assert_true (loaded.paths);

  options = g_object_ref_sink (sudoku_print_options_new (&loaded, 0, 0));
  sudoku_print_options_get_choices (options, &shown);
  g_assert_cmpint (shown.what, ==, SUDOKU_PRINT_NEW);
  g_assert_cmpuint (shown.n_new, ==, 12);
  g_assert_cmpint (shown.level, ==, SK_LEVEL_HARD);
  g_assert_true (shown.random_layout);
  g_assert_cmpuint (shown.per_page, ==, 6);
  g_assert_false (shown.solutions);
  g_assert_true (shown.paths);
  g_object_unref (options);

  /* A collection range without a collection falls back to the current puzzle. */
  loaded.what = SUDOKU_PRINT_COLLECTION;
  options = g_object_ref_sink (sudoku_print_options_new (&loaded, 0, 0));
  sudoku_print_options_get_choices (options, &shown);
  g_assert_cmpint (shown.what, ==, SUDOKU_PRINT_CURRENT);
  g_object_unref (options);

  g_settings_reset (settings, "print-what");
  g_settings_reset (settings, "print-count");
  g_settings_reset (settings, "print-level");
  g_settings_reset (settings, "print-random-layout");
  g_settings_reset (settings, "print-per-page");
  g_settings_reset (settings, "print-solutions");
  g_settings_reset (settings, "print-paths");
}

static gboolean
preview_ready (gpointer data)
{
  GtkWindow *preview = sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, data);

  return preview != NULL && sudoku_print_preview_get_n_pages (SUDOKU_PRINT_PREVIEW (preview)) > 0;
}

/* Our preview: the pages, Next, and Close ends the print. */
static void
test_preview (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  SudokuPrintPreview *preview;

  load_line (window, CLASSIC);
  g_settings_set_enum (settings, "print-what", SUDOKU_PRINT_CURRENT);
  g_settings_set_uint (settings, "print-per-page", 1);
  g_settings_set_boolean (settings, "print-solutions", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-preview", NULL));
  sudoku_test_ui_wait_for (preview_ready, window, "the preview");
  preview = SUDOKU_PRINT_PREVIEW (sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, window));

  /* The puzzle, then its solution. */
  g_assert_cmpuint (sudoku_print_preview_get_n_pages (preview), ==, 2);
  g_assert_cmpstr (sudoku_print_preview_get_page_text (preview), ==, "Page 1 of 2");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.next", NULL));
  g_assert_cmpuint (sudoku_print_preview_get_page (preview), ==, 1);
  g_assert_cmpstr (sudoku_print_preview_get_page_text (preview), ==, "Page 2 of 2");
  sudoku_test_ui_spin ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.close", NULL));
  sudoku_test_ui_wait_for (print_ended, window,
                           "the preview to end");
  g_assert_null (sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, window));

  sudoku_test_ui_destroy_window (window);
}

static gboolean
preview_progress_shown (gpointer data)
{
  GtkWindow *preview = sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, data);

  return preview != NULL &&
         sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PROGRESS_DIALOG,
                                     (SudokuWindow *) preview) != NULL;
}

static gboolean
no_preview (gpointer data)
{
  return sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, data) == NULL;
}

/* A long preparation for the preview counts over the preview, and its Cancel
 * ends the preview too. */
static void
test_preview_cancel (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *preview;
  AdwMessageDialog *dialog;

  g_settings_set_enum (settings, "print-what", SUDOKU_PRINT_NEW);
  g_settings_set_uint (settings, "print-count", SUDOKU_PRINT_MAX_NEW);
  g_settings_set_enum (settings, "print-level", SK_LEVEL_EXTREME);
  g_settings_set_boolean (settings, "print-paths", TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-preview", NULL));
  sudoku_test_ui_wait_for (preview_progress_shown, window, "the progress over the preview");
  preview = sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PREVIEW, window);
  dialog = ADW_MESSAGE_DIALOG (sudoku_test_ui_find_window (SUDOKU_TYPE_PRINT_PROGRESS_DIALOG,
                                                           (SudokuWindow *) preview));
  assert_making (SUDOKU_PRINT_PROGRESS_DIALOG (dialog));

  /* A click on Cancel. The dialog goes with the preview, its parent, so it
   * is not held here: a window must not outlive its parent's finalization. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  adw_message_dialog_response (dialog, SUDOKU_PRINT_PROGRESS_RESPONSE_CANCEL);
  sudoku_test_ui_wait_for (sudoku_test_ui_pointer_cleared, &dialog, "the progress to go");
  sudoku_test_ui_wait_for (nothing_preparing, NULL, "the preparation to stop");
  sudoku_test_ui_wait_for (no_preview, window, "the preview to close");
  sudoku_test_ui_wait_for (print_ended, window,
                           "the print to end");
  sudoku_test_ui_spin ();
  g_assert_false (sudoku_test_ui_has_dialog (window));

  g_settings_reset (settings, "print-what");
  g_settings_reset (settings, "print-count");
  g_settings_reset (settings, "print-level");
  g_settings_reset (settings, "print-paths");
  sudoku_test_ui_destroy_window (window);
}

static gboolean
toast_shown (gpointer data)
{
  return _sudoku_window_get_last_toast (data) != NULL;
}

static void
export_image (const char         *name,
              SudokuRenderFormat  format,
              GFile             **file)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autofree char *expected = NULL;

  load_line (window, CLASSIC);
  /* An entry and a mark, to be drawn as shown. */
  sudoku_board_set_value (sudoku_window_get_board (window), 2, 4);
  sudoku_board_toggle_mark (sudoku_window_get_board (window), 3, 2);

  *file = scratch_file (name);
  _sudoku_window_export_image_to (window, *file, format);
  sudoku_test_ui_wait_for (toast_shown, window, "the export");
  expected = g_strdup_printf ("Exported the board to “%s”", name);
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, expected);
  g_assert_false (sudoku_test_ui_has_dialog (window));
  sudoku_test_ui_destroy_window (window);
}

static void
test_export_png (void)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  cairo_surface_t *surface;
  int size = (int) ((SUDOKU_IMAGE_GRID_SIZE + 2 * SUDOKU_IMAGE_MARGIN) * SUDOKU_IMAGE_PNG_SCALE);

  export_image ("board.png", SUDOKU_RENDER_FORMAT_PNG, &file);
  path = g_file_get_path (file);
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, size);
  cairo_surface_destroy (surface);
}

static void
test_export_svg (void)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *contents = NULL;

  export_image ("board.svg", SUDOKU_RENDER_FORMAT_SVG, &file);
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
}

static void
test_export_error (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent-folder/board.png");

  load_line (window, CLASSIC);
  _sudoku_window_export_image_to (window, file, SUDOKU_RENDER_FORMAT_PNG);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the error");
  g_assert_null (_sudoku_window_get_last_toast (window));
  sudoku_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  scratch = sudoku_test_ui_isolate ();
  g_setenv ("SUDOKU_GENERATE_SEED", "20260114", TRUE);
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/Print/current", test_current);
  g_test_add_func ("/ui/Print/collection", test_collection);
  g_test_add_func ("/ui/Print/new-with-solutions", test_new_with_solutions);
  g_test_add_func ("/ui/Print/jigsaw", test_jigsaw);
  g_test_add_func ("/ui/Print/cancel", test_cancel);
  g_test_add_func ("/ui/Print/close-window", test_close_window);
  g_test_add_func ("/ui/Print/progress-dialog", test_progress_dialog);
  g_test_add_func ("/ui/Print/dialog", test_dialog);
  g_test_add_func ("/ui/Print/choices-kept", test_choices_kept);
  g_test_add_func ("/ui/Print/preview", test_preview);
  g_test_add_func ("/ui/Print/preview-cancel", test_preview_cancel);
  g_test_add_func ("/ui/ExportImage/png", test_export_png);
  g_test_add_func ("/ui/ExportImage/svg", test_export_svg);
  g_test_add_func ("/ui/ExportImage/error", test_export_error);

  status = g_test_run ();

  g_clear_object (&application);
  g_free (scratch);
  return status;
}
