/* sudoku-alert.c: error messages and yes-or-no questions, as dialogs
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file that builds a GtkMessageDialog: when GTK 4.10 becomes the
 * floor, GtkAlertDialog replaces it here and nowhere else.
 */

#define G_LOG_DOMAIN "sudoku-alert"

#include "config.h"

#include "sudoku-alert.h"

#include <glib/gi18n.h>

/**
 * sudoku_alert_show_error:
 *
 * Returns: (transfer none): the dialog, which destroys itself on response
 */
GtkWindow *
sudoku_alert_show_error (GtkWindow  *parent,
                         const char *title,
                         const char *detail)
{
  GtkWidget *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR,
                                   GTK_BUTTONS_CLOSE,
                                   "%s", title);
  if (detail != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);

  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

/* The task's data: whether it has been answered, since both a response and
 * the dialog's destruction may try. */
typedef struct
{
  gboolean answered;
} AskData;

static void
answer (GTask             *task,
        SudokuAlertChoice  choice)
{
  AskData *data = g_task_get_task_data (task);

  if (data->answered)
    return;
  data->answered = TRUE;
  g_task_return_int (task, choice);
}

static void
on_ask_response (GtkDialog *dialog,
                 int        response,
                 GTask     *task)
{
  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      answer (task, SUDOKU_ALERT_SAVE);
      break;
    case GTK_RESPONSE_REJECT:
      answer (task, SUDOKU_ALERT_DISCARD);
      break;
    default:
      answer (task, SUDOKU_ALERT_CANCEL);
      break;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Destroyed with its parent, or by the cancellable: nobody answered. */
static void
on_ask_destroy (GtkWidget *dialog,
                GTask     *task)
{
  answer (task, SUDOKU_ALERT_CANCEL);
}

static void
unref_task (gpointer  task,
            GClosure *closure)
{
  g_object_unref (task);
}

static void
on_ask_cancelled (GCancellable *cancellable,
                  GtkWidget    *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Shows @dialog; its answer, or its destruction, returns @task. */
static void
ask (GtkDialog    *dialog,
     GTask        *task,
     GCancellable *cancellable)
{
  g_task_set_task_data (task, g_new0 (AskData, 1), g_free);

  g_signal_connect_data (dialog, "response", G_CALLBACK (on_ask_response),
                         g_object_ref (task), unref_task, 0);
  g_signal_connect_data (dialog, "destroy", G_CALLBACK (on_ask_destroy),
                         g_object_ref (task), unref_task, 0);
  if (cancellable != NULL)
    g_signal_connect_object (cancellable, "cancelled", G_CALLBACK (on_ask_cancelled), dialog, 0);

  gtk_window_present (GTK_WINDOW (dialog));
}

void
sudoku_alert_ask_save_async (GtkWindow           *parent,
                             const char          *name,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GtkWidget *dialog;
  GtkWidget *discard;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (name != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_alert_ask_save_async);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION,
                                   GTK_BUTTONS_NONE,
                                   /* Translators: %s is a file name or "Untitled Puzzle" */
                                   _("Save changes to “%s” before closing?"), name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("If you don’t save, your changes will be lost."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  discard = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (discard, "destructive-action");
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  ask (GTK_DIALOG (dialog), task, cancellable);
}

SudokuAlertChoice
sudoku_alert_ask_save_finish (GAsyncResult  *result,
                              GError       **error)
{
  gssize choice;

  g_return_val_if_fail (g_task_is_valid (result, NULL), SUDOKU_ALERT_CANCEL);

  choice = g_task_propagate_int (G_TASK (result), error);
  return choice < 0 ? SUDOKU_ALERT_CANCEL : (SudokuAlertChoice) choice;
}

/**
 * sudoku_alert_confirm_async:
 * @parent: the window asking
 * @title: the question
 * @detail: (nullable): what happens either way
 * @accept_label: the button that goes ahead, with a mnemonic ("_Change Layout")
 * @destructive: whether going ahead loses something (the button turns red)
 *
 * Asks with two buttons, Cancel and @accept_label. Cancelling @cancellable
 * or destroying @parent closes the question, as for ask_save.
 */
void
sudoku_alert_confirm_async (GtkWindow           *parent,
                            const char          *title,
                            const char          *detail,
                            const char          *accept_label,
                            gboolean             destructive,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GtkWidget *dialog;
  GtkWidget *accept;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (title != NULL);
  g_return_if_fail (accept_label != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_alert_confirm_async);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION,
                                   GTK_BUTTONS_NONE,
                                   "%s", title);
  if (detail != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  accept = gtk_dialog_add_button (GTK_DIALOG (dialog), accept_label, GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (accept, destructive ? "destructive-action" : "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  ask (GTK_DIALOG (dialog), task, cancellable);
}

gboolean
sudoku_alert_confirm_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_int (G_TASK (result), error) == SUDOKU_ALERT_SAVE;
}
