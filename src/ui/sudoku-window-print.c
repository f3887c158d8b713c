/* sudoku-window-print.c: Print (win.print), its preview, and Export Image (win.export-image)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A print is a GtkPrintOperation with a tab of our own in its dialog
 * (sudoku-print-options.c). What it prints may take long to prepare (new
 * puzzles to make, paths to find), so the puzzles are prepared on a worker
 * thread (sudoku-print-job.c) from "begin-print", and "paginate" says "not
 * yet" until they are there, while our progress dialog counts them, with a
 * Cancel button (GTK's own could only say "Preparing"). Everything a print
 * needs lives in a PrintRun that the operation owns; the run points at the
 * window weakly, so a window closed
 * meanwhile is simply gone: its dispose cancels the operation and the
 * preparation, and whatever still arrives finds no window.
 *
 * SUDOKU_GENERATE_SEED=N makes new puzzles from seed N, as in New Puzzle.
 */

#define G_LOG_DOMAIN "sudoku-window-print"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-alert.h"
#include "sudoku-file-chooser.h"
#include "sudoku-file-error.h"
#include "sudoku-print-job.h"
#include "sudoku-print-options.h"
#include "sudoku-print-preview.h"
#include "sudoku-print-progress-dialog.h"
#include "sudoku-render-file.h"
#include "sudoku-sheet.h"
#include "sudoku-window-private.h"

/* While the puzzles are prepared GTK asks "paginate" again and again from an
 * idle; a short rest each time keeps that from spinning a core. */
#define PAGINATE_WAIT_US 5000

/* A print that is done sooner shows no progress at all. */
#define PROGRESS_DELAY_US ((gint64) 300 * 1000)

#define RUN_KEY "sudoku-print-run"

typedef struct
{
  SudokuWindow              *window;           /* weak */
  SudokuPrintChoices         choices;
  GCancellable              *cancellable;      /* the preparation's, from begin-print on */
  SudokuPrintProgress       *progress;         /* the preparation's, from begin-print on */
  gint64                     began;            /* when begin-print came, monotonic */
  SudokuPrintProgressDialog *progress_dialog;  /* weak */
  SudokuSheet               *sheet;            /* once prepared */
  GError                    *error;            /* why the preparation failed */
  SudokuPrintPreview        *preview;          /* weak: our preview window */
  /* The preview draws on the window, not on this: GTK only insists on one. */
  cairo_surface_t           *preview_surface;
} PrintRun;

static void
print_run_free (gpointer data)
{
  PrintRun *run = data;

  if (run->cancellable != NULL)
    g_cancellable_cancel (run->cancellable);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->progress, sudoku_print_progress_unref);
  if (run->progress_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (run->progress_dialog));
  g_clear_weak_pointer (&run->progress_dialog);
  g_clear_weak_pointer (&run->window);
  g_clear_weak_pointer (&run->preview);
  g_clear_pointer (&run->sheet, sudoku_sheet_free);
  g_clear_error (&run->error);
  g_clear_pointer (&run->preview_surface, cairo_surface_destroy);
  g_free (run);
}

static PrintRun *
get_run (GtkPrintOperation *operation)
{
  return g_object_get_data (G_OBJECT (operation), RUN_KEY);
}

static guint64
print_seed (void)
{
  const char *fixed = g_getenv ("SUDOKU_GENERATE_SEED");
  guint64 seed;

  if (fixed != NULL && g_ascii_string_to_unsigned (fixed, 10, 0, G_MAXUINT64, &seed, NULL))
    return seed;
  return 0;
}

/* ---- the puzzles ---- */

static SudokuPrintPuzzle *
print_puzzle_from (const SudokuPuzzle *puzzle,
                   const SkLayout     *layout,
                   gboolean            with_entries)
{
  SudokuPrintPuzzle *print = sudoku_print_puzzle_new (&puzzle->givens, layout);

  if (with_entries)
    {
      print->entries = puzzle->entries;
      memcpy (print->marks, puzzle->marks, sizeof print->marks);
    }
  return print;
}

/* What the window shows now, as the choices say; new puzzles come later. */
static GPtrArray *
collect_puzzles (SudokuWindow             *self,
                 const SudokuPrintChoices *choices)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_print_puzzle_free);
  SudokuCollection *collection = sudoku_document_get_collection (self->document);

  if (choices->what == SUDOKU_PRINT_COLLECTION && collection != NULL)
    {
      guint size = sudoku_collection_get_size (collection);
      guint from = CLAMP (choices->from, 1, size);
      guint to = CLAMP (choices->to, from, size);

      for (guint i = from - 1; i < to; i++)
        {
          g_autoptr(SudokuPuzzle) puzzle = sudoku_collection_get_puzzle (collection, i);
          SudokuPrintPuzzle *print = print_puzzle_from (puzzle, puzzle->has_layout
                                                        ? &puzzle->layout
                                                        : sudoku_board_get_layout (self->board),
                                                        FALSE);
          g_autofree char *title = NULL;

          /* Its number in the collection, not on the sheet. */
          if (puzzle->title == NULL)
            /* Translators: the heading of a printed puzzle, %u its number in the collection */
            title = g_strdup_printf (_("Puzzle %u"), i + 1);
          sudoku_print_puzzle_set_title (print, puzzle->title != NULL ? puzzle->title : title);
          g_ptr_array_add (puzzles, print);
        }
    }
  else if (choices->what != SUDOKU_PRINT_NEW)
    {
      g_autoptr(SudokuPuzzle) puzzle = sudoku_board_to_puzzle (self->board);
      SudokuPrintPuzzle *print = print_puzzle_from (puzzle, sudoku_board_get_layout (self->board),
                                                    choices->with_entries);

      sudoku_print_puzzle_set_title (print, sudoku_document_get_display_name (self->document));
      g_ptr_array_add (puzzles, print);
    }
  return puzzles;
}

static void
on_prepared (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GtkPrintOperation) operation = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = sudoku_print_job_prepare_finish (result, &error);
  PrintRun *run = get_run (operation);
  SudokuSheetOptions options = { 0 };

  if (_sudoku_window_was_cancelled (error))
    return;
  if (puzzles == NULL)
    {
      run->error = g_steal_pointer (&error);
      return;
    }

  options.per_page = run->choices.per_page;
  options.solutions = run->choices.solutions;
  options.paths = run->choices.paths;
  if (run->choices.what == SUDOKU_PRINT_CURRENT && run->choices.with_entries)
    options.grid_flags = SUDOKU_RENDER_GRID_ENTRIES | SUDOKU_RENDER_GRID_MARKS;
  run->sheet = sudoku_sheet_new (puzzles, &options);
}

/* ---- progress ---- */

/* Cancel, Escape or closing the dialog. */
static void
on_progress_response (AdwMessageDialog  *dialog,
                      const char        *response,
                      GtkPrintOperation *operation)
{
  PrintRun *run = get_run (operation);

  if (run->cancellable != NULL)
    g_cancellable_cancel (run->cancellable);
  gtk_print_operation_cancel (operation);
  /* A preview ends only when the app ends it: the preview window does, as it
   * goes, and the operation is then done. The dialog, on its parent until
   * now, lets go of it first: GTK would otherwise touch the dead parent when
   * the dialog is finalized, after this response. */
  if (run->preview != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
      gtk_window_destroy (GTK_WINDOW (run->preview));
    }
}

/* The progress dialog once the print has taken a while, else NULL. */
static SudokuPrintProgressDialog *
get_progress_dialog (GtkPrintOperation *operation,
                     PrintRun          *run)
{
  GtkWindow *parent;
  SudokuPrintProgressDialog *dialog;

  if (run->progress_dialog != NULL || run->window == NULL ||
      g_get_monotonic_time () - run->began < PROGRESS_DELAY_US)
    return run->progress_dialog;

  /* Over the preview, which is modal too, when there is one. */
  parent = run->preview != NULL ? GTK_WINDOW (run->preview) : GTK_WINDOW (run->window);
  dialog = sudoku_print_progress_dialog_new (parent);
  g_set_weak_pointer (&run->progress_dialog, dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_progress_response), operation, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
close_progress_dialog (PrintRun *run)
{
  if (run->progress_dialog == NULL)
    return;
  gtk_window_destroy (GTK_WINDOW (run->progress_dialog));
  g_clear_weak_pointer (&run->progress_dialog);
}

/* ---- the operation's signals ---- */

static GObject *
on_create_custom_widget (GtkPrintOperation *operation,
                         PrintRun          *run)
{
  SudokuWindow *self = run->window;
  SudokuCollection *collection = NULL;
  guint size = 0;

  if (self != NULL)
    collection = sudoku_document_get_collection (self->document);
  if (collection != NULL)
    size = sudoku_collection_get_size (collection);
  return G_OBJECT (sudoku_print_options_new (&run->choices, size,
                                             self != NULL
                                             ? sudoku_document_get_position (self->document)
                                             : 0));
}

static void
on_custom_widget_apply (GtkPrintOperation *operation,
                        GtkWidget         *widget,
                        PrintRun          *run)
{
  sudoku_print_options_get_choices (SUDOKU_PRINT_OPTIONS (widget), &run->choices);
  if (run->window != NULL)
    sudoku_print_choices_save (&run->choices, run->window->settings);
}

static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintRun          *run)
{
  SudokuWindow *self = run->window;
  SudokuPrintJobRequest request;

  if (self == NULL)
    {
      gtk_print_operation_cancel (operation);
      return;
    }

  sudoku_print_job_request_init (&request);
  if (run->choices.what == SUDOKU_PRINT_NEW)
    request.n_new = CLAMP (run->choices.n_new, 1, SUDOKU_PRINT_MAX_NEW);
  request.layout = *sudoku_board_get_layout (self->board);
  request.random_layout = run->choices.random_layout;
  request.level = run->choices.level;
  request.seed = print_seed ();
  request.paths = run->choices.paths;

  run->cancellable = g_cancellable_new ();
  run->progress = sudoku_print_progress_new ();
  run->began = g_get_monotonic_time ();
  sudoku_print_job_prepare_async (collect_puzzles (self, &run->choices), &request, run->progress,
                                  run->cancellable, on_prepared, g_object_ref (operation));
}

static gboolean
on_paginate (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintRun          *run)
{
  guint n_pages;

  if (run->error != NULL)
    {
      gtk_print_operation_cancel (operation);
      return FALSE;
    }
  if (run->sheet == NULL)
    {
      SudokuPrintProgressDialog *dialog = get_progress_dialog (operation, run);

      if (dialog != NULL)
        sudoku_print_progress_dialog_show_preparation (dialog, run->progress);
      g_usleep (PAGINATE_WAIT_US);
      return FALSE;
    }
  n_pages = sudoku_sheet_paginate (run->sheet, gtk_print_context_get_width (context),
                                   gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, (int) n_pages);
  /* The preview draws its pages itself, at once. */
  if (run->preview != NULL)
    close_progress_dialog (run);
  return TRUE;
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintRun          *run)
{
  SudokuPrintProgressDialog *dialog = get_progress_dialog (operation, run);

  if (run->sheet == NULL)
    return;
  if (dialog != NULL)
    sudoku_print_progress_dialog_show_page (dialog, (guint) page,
                                            sudoku_sheet_get_n_pages (run->sheet));
  sudoku_sheet_draw_page (run->sheet, gtk_print_context_get_cairo_context (context),
                          (guint) page);
}

static void
on_preview_ready (GtkPrintOperationPreview *preview,
                  GtkPrintContext          *context,
                  PrintRun                 *run)
{
  if (run->preview != NULL)
    sudoku_print_preview_set_sheet (run->preview, run->sheet,
                                    gtk_print_context_get_width (context),
                                    gtk_print_context_get_height (context));
}

static void
on_preview_print (SudokuWindow *self)
{
  _sudoku_window_print (self);
}

/* Our own preview instead of GTK's, which needs an external viewer. */
static gboolean
on_preview (GtkPrintOperation        *operation,
            GtkPrintOperationPreview *preview,
            GtkPrintContext          *context,
            GtkWindow                *parent,
            PrintRun                 *run)
{
  SudokuPrintPreview *window;
  cairo_t *cr;

  if (run->window == NULL)
    return FALSE;

  /* GTK wants a context to lay pages out on, even when we draw elsewhere. */
  run->preview_surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (run->preview_surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);

  window = sudoku_print_preview_new (GTK_WINDOW (run->window), preview);
  g_set_weak_pointer (&run->preview, window);
  g_signal_connect (preview, "ready", G_CALLBACK (on_preview_ready), run);
  g_signal_connect_object (window, "print", G_CALLBACK (on_preview_print), run->window,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

static void
on_done (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         PrintRun                *run)
{
  SudokuWindow *self = run->window;
  g_autoptr(GError) error = NULL;

  if (run->cancellable != NULL)
    g_cancellable_cancel (run->cancellable);
  close_progress_dialog (run);
  if (self == NULL)
    return;
  if (self->print_operation == operation)
    g_clear_object (&self->print_operation);

  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      /* The printer, paper and the rest, for next time (an export has none). */
      if (gtk_print_operation_get_print_settings (operation) != NULL)
        g_set_object (&self->print_settings, gtk_print_operation_get_print_settings (operation));
      if (gtk_print_operation_get_default_page_setup (operation) != NULL)
        g_set_object (&self->page_setup, gtk_print_operation_get_default_page_setup (operation));
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    gtk_print_operation_get_error (operation, &error);

  if (error == NULL && run->error != NULL)
    error = g_error_copy (run->error);
  if (error != NULL)
    sudoku_alert_show_error (GTK_WINDOW (self), _("Could not print"), error->message);
}

/* ---- running it ---- */

static GtkPrintOperationResult
run_print (SudokuWindow              *self,
           GtkPrintOperationAction    action,
           GFile                     *export_file,
           const SudokuPrintChoices  *choices,
           GError                   **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autofree char *name = NULL;
  SudokuWindow *alive = NULL;
  GtkPrintOperationResult result;
  PrintRun *run;

  /* One at a time: a second Print while the first is in its dialog or
   * being prepared stops the first. */
  _sudoku_window_print_stop (self);

  operation = gtk_print_operation_new ();
  run = g_new0 (PrintRun, 1);
  g_set_weak_pointer (&run->window, self);
  if (choices != NULL)
    run->choices = *choices;
  else
    sudoku_print_choices_load (&run->choices, self->settings);
  g_object_set_data_full (G_OBJECT (operation), RUN_KEY, run, print_run_free);

  name = sudoku_document_dup_name (self->document);
  gtk_print_operation_set_job_name (operation, name);
  /* The sheet keeps its own margins, in points. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  /* Ours instead, which counts (get_progress_dialog). */
  gtk_print_operation_set_show_progress (operation, FALSE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  /* Translators: the title of the print dialog's tab of the app's own choices */
  gtk_print_operation_set_custom_tab_label (operation, _("Sudoku"));
  if (self->print_settings != NULL)
    gtk_print_operation_set_print_settings (operation, self->print_settings);
  if (self->page_setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, self->page_setup);
  if (export_file != NULL)
    {
      g_autofree char *path = g_file_get_path (export_file);

      gtk_print_operation_set_export_filename (operation, path);
    }

  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (on_create_custom_widget), run);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (on_custom_widget_apply), run);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), run);
  g_signal_connect (operation, "paginate", G_CALLBACK (on_paginate), run);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), run);
  g_signal_connect (operation, "preview", G_CALLBACK (on_preview), run);
  g_signal_connect (operation, "done", G_CALLBACK (on_done), run);

  self->print_operation = g_object_ref (operation);
  /* An export runs to its end in here, in a loop of its own, during which
   * the window may be closed: no reference, which would keep it from being
   * disposed, so from cancelling the print. */
  g_set_weak_pointer (&alive, self);
  result = gtk_print_operation_run (operation, action, GTK_WINDOW (self), error);
  if (alive != NULL && result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS &&
      alive->print_operation == operation)
    g_clear_object (&alive->print_operation);
  g_clear_weak_pointer (&alive);
  return result;
}

void
_sudoku_window_print (SudokuWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (run_print (self, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL, &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR && error != NULL)
    sudoku_alert_show_error (GTK_WINDOW (self), _("Could not print"), error->message);
}

void
_sudoku_window_print_preview (SudokuWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (run_print (self, GTK_PRINT_OPERATION_ACTION_PREVIEW, NULL, NULL, &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR && error != NULL)
    sudoku_alert_show_error (GTK_WINDOW (self), _("Could not print"), error->message);
}

GtkPrintOperationResult
_sudoku_window_print_to_file (SudokuWindow              *self,
                              GFile                     *file,
                              const SudokuPrintChoices  *choices,
                              GError                   **error)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (G_IS_FILE (file), GTK_PRINT_OPERATION_RESULT_ERROR);

  return run_print (self, GTK_PRINT_OPERATION_ACTION_EXPORT, file, choices, error);
}

void
_sudoku_window_print_stop (SudokuWindow *self)
{
  g_autoptr(GtkPrintOperation) operation = g_steal_pointer (&self->print_operation);
  PrintRun *run;

  if (operation == NULL)
    return;
  run = get_run (operation);
  if (run->cancellable != NULL)
    g_cancellable_cancel (run->cancellable);
  gtk_print_operation_cancel (operation);
}

/* ---- Export Image ---- */

typedef struct
{
  SudokuPrintPuzzle  *puzzle;
  SudokuRenderFormat  format;
  GFile              *file;
} ImageJob;

static void
image_job_free (ImageJob *job)
{
  g_clear_pointer (&job->puzzle, sudoku_print_puzzle_free);
  g_clear_object (&job->file);
  g_free (job);
}

/* Worker thread: Cairo and Pango only, on the job's own copies. */
static void
write_image (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ImageJob *job = task_data;
  GError *error = NULL;

  if (!sudoku_render_write_image (job->puzzle,
                                  SUDOKU_RENDER_GRID_ENTRIES | SUDOKU_RENDER_GRID_MARKS,
                                  job->format, 0, job->file, SUDOKU_SAFE_WRITE_BACKUP, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
image_written (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  ImageJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  SudokuWindow *self;

  if (!g_task_propagate_boolean (G_TASK (result), &error) && _sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  name = sudoku_file_display_name (job->file);
  if (error != NULL)
    {
      /* Translators: %s is a file name */
      text = g_strdup_printf (_("Could not save “%s”"), name);
      sudoku_alert_show_error (GTK_WINDOW (self), text, error->message);
      return;
    }
  /* Translators: %s is a file name */
  text = g_strdup_printf (_("Exported the board to “%s”"), name);
  _sudoku_window_toast (self, text, FALSE);
}

void
_sudoku_window_export_image_to (SudokuWindow       *self,
                                GFile              *file,
                                SudokuRenderFormat  format)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  ImageJob *job;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  puzzle = sudoku_board_to_puzzle (self->board);
  job = g_new0 (ImageJob, 1);
  job->puzzle = print_puzzle_from (puzzle, sudoku_board_get_layout (self->board), TRUE);
  job->format = format;
  job->file = g_object_ref (file);

  task = g_task_new (NULL, self->cancellable, image_written, self);
  g_task_set_source_tag (task, _sudoku_window_export_image_to);
  g_task_set_name (task, "sudoku-export-image");
  g_task_set_task_data (task, job, (GDestroyNotify) image_job_free);
  g_task_run_in_thread (task, write_image);
}

static const SudokuFileFilter image_filters[] = {
  { N_("PNG Image (*.png)"), "image/png", { "png" }, SUDOKU_RENDER_FORMAT_PNG },
  { N_("SVG Image (*.svg)"), "image/svg+xml", { "svg" }, SUDOKU_RENDER_FORMAT_SVG },
};

static const SudokuFileChoice image_choice = {
  GTK_FILE_CHOOSER_ACTION_SAVE, N_("Export Image"), N_("_Export"),
  image_filters, G_N_ELEMENTS (image_filters),
};

/* The name's own suffix wins; without one, the filter's is added. */
static void
export_chooser_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *base = NULL;
  int chosen = SUDOKU_RENDER_FORMAT_PNG;
  SudokuRenderFormat format;

  file = sudoku_file_chooser_choose_finish (result, &chosen, &error);
  if (_sudoku_window_was_cancelled (error) || file == NULL)
    return;

  base = g_file_get_basename (file);
  format = sudoku_render_format_for_name (base);
  if (format != SUDOKU_RENDER_FORMAT_PNG && format != SUDOKU_RENDER_FORMAT_SVG)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *named = NULL;

      format = (SudokuRenderFormat) chosen;
      named = g_strconcat (base, format == SUDOKU_RENDER_FORMAT_SVG ? ".svg" : ".png", NULL);
      g_clear_object (&file);
      file = g_file_get_child (parent, named);
    }
  _sudoku_window_export_image_to (SUDOKU_WINDOW (user_data), file, format);
}

void
_sudoku_window_export_image (SudokuWindow *self)
{
  g_autofree char *name = sudoku_document_dup_name (self->document);
  g_autofree char *stem = NULL;
  char *dot;

  stem = g_strdup (name);
  dot = strrchr (stem, '.');
  if (dot != NULL && dot != stem)
    *dot = '\0';
  g_free (name);
  name = g_strconcat (stem, ".png", NULL);
  sudoku_file_chooser_choose_async (GTK_WINDOW (self), &image_choice, self->folder, name,
                                    self->cancellable, export_chooser_cb, self);
}
