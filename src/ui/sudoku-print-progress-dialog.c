/* sudoku-print-progress-dialog.c: how far a print has got, with Cancel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK's own print progress can only say "Preparing" while 120 new puzzles
 * are made and their paths found, which takes minutes at Extreme; this one
 * counts them. The window shows it (sudoku-window-print.c) and answers its
 * Cancel; it only displays.
 */

#define G_LOG_DOMAIN "sudoku-print-progress-dialog"

#include "config.h"

#include "sudoku-print-progress-dialog.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"

struct _SudokuPrintProgressDialog
{
  AdwMessageDialog  parent_instance;

  GtkProgressBar   *progress_bar;
};

G_DEFINE_FINAL_TYPE (SudokuPrintProgressDialog, sudoku_print_progress_dialog,
                     ADW_TYPE_MESSAGE_DIALOG)

/* The window asks every few milliseconds while it waits: only a change
 * reaches the widgets. */
static void
show (SudokuPrintProgressDialog *self,
      char                      *text,
      double                     fraction)
{
  g_autofree char *owned = text;

  fraction = CLAMP (fraction, 0.0, 1.0);
  if (g_strcmp0 (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (self)), text) != 0)
    adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), text);
  if (gtk_progress_bar_get_fraction (self->progress_bar) != fraction)
    gtk_progress_bar_set_fraction (self->progress_bar, fraction);
}

static void
sudoku_print_progress_dialog_class_init (SudokuPrintProgressDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-print-progress-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintProgressDialog, progress_bar);
}

static void
sudoku_print_progress_dialog_init (SudokuPrintProgressDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
}

/**
 * sudoku_print_progress_dialog_new:
 *
 * Returns: (transfer none): the dialog, modal on @parent and not yet shown
 */
SudokuPrintProgressDialog *
sudoku_print_progress_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (SUDOKU_TYPE_PRINT_PROGRESS_DIALOG,
                       "transient-for", parent,
                       NULL);
}

void
sudoku_print_progress_dialog_show_preparation (SudokuPrintProgressDialog *self,
                                               SudokuPrintProgress       *progress)
{
  guint made, n_new, analysed, n_puzzles;
  char *text;

  g_return_if_fail (SUDOKU_IS_PRINT_PROGRESS_DIALOG (self));
  g_return_if_fail (progress != NULL);

  sudoku_print_progress_get (progress, &made, &n_new, &analysed, &n_puzzles);
  if (n_puzzles == 0)
    /* Translators: in the print progress, before the first puzzle is counted */
    text = g_strdup (_("Starting…"));
  else if (made < n_new)
    /* Translators: in the print progress: "Making puzzle 3 of 120" */
    text = g_strdup_printf (_("Making puzzle %u of %u"), made + 1, n_new);
  else
    /* Translators: in the print progress: "Solving puzzle 7 of 120" */
    text = g_strdup_printf (_("Solving puzzle %u of %u"), MIN (analysed + 1, n_puzzles),
                            n_puzzles);
  /* Making a puzzle takes far longer than solving one, so that is the bar. */
  show (self, text, n_puzzles == 0 ? 0.0 : n_new > 0 && made < n_new
                                         ? (double) made / n_new
                                         : (double) analysed / n_puzzles);
}

void
sudoku_print_progress_dialog_show_page (SudokuPrintProgressDialog *self,
                                        guint                      page,
                                        guint                      n_pages)
{
  g_return_if_fail (SUDOKU_IS_PRINT_PROGRESS_DIALOG (self));
  g_return_if_fail (page < n_pages);

  /* Translators: in the print progress: "Printing page 2 of 31" */
  show (self, g_strdup_printf (_("Printing page %u of %u"), page + 1, n_pages),
        (double) page / n_pages);
}

const char *
sudoku_print_progress_dialog_get_text (SudokuPrintProgressDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PROGRESS_DIALOG (self), NULL);

  return adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (self));
}

double
sudoku_print_progress_dialog_get_fraction (SudokuPrintProgressDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINT_PROGRESS_DIALOG (self), 0.0);

  return gtk_progress_bar_get_fraction (self->progress_bar);
}
