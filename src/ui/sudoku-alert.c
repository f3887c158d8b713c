/* sudoku-alert.c: error messages and yes-or-no questions, as dialogs
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file that builds a plain AdwMessageDialog (the print's progress
 * is a template of its own, sudoku-print-progress-dialog.c). Responses have
 * string ids (SUDOKU_ALERT_RESPONSE_*), which tests use to answer.
 */

#define G_LOG_DOMAIN "sudoku-alert"

#include "config.h"

#include "sudoku-alert.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"

/* GTK 4.8 destroys a dialog with its parent but goes on pointing at that
 * parent: when the answer itself closes the parent (Discard closes the
 * window), the clicked dialog outlives it, and GTK touches the freed parent
 * as the dialog is finalized. The dialog lets go of its parent first. */
static void
on_parent_destroy (GtkWindow *dialog)
{
  gtk_window_set_transient_for (dialog, NULL);
}

static GtkWidget *
new_dialog (GtkWindow  *parent,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  if (parent != NULL)
    g_signal_connect_object (parent, "destroy", G_CALLBACK (on_parent_destroy), dialog,
                             G_CONNECT_SWAPPED);
  /* A screen reader names the dialog by its question, not "Dialog". */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  return dialog;
}

/**
 * sudoku_alert_show_error:
 *
 * Returns: (transfer none): the dialog, which closes itself on response
 */
GtkWindow *
sudoku_alert_show_error (GtkWindow  *parent,
                         const char *title,
                         const char *detail)
{
  GtkWidget *dialog;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  dialog = new_dialog (parent, title, detail);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), SUDOKU_ALERT_RESPONSE_CLOSE,
                                   _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         SUDOKU_ALERT_RESPONSE_CLOSE);
  sudoku_accessible_tidy_buttons (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

/* The task's data: whether it has been answered, since a response, the
 * dialog's closing and its destruction may each try. */
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
on_ask_response (AdwMessageDialog *dialog,
                 const char       *response,
                 GTask            *task)
{
  if (g_str_equal (response, SUDOKU_ALERT_RESPONSE_SAVE) ||
      g_str_equal (response, SUDOKU_ALERT_RESPONSE_ACCEPT))
    answer (task, SUDOKU_ALERT_SAVE);
  else if (g_str_equal (response, SUDOKU_ALERT_RESPONSE_DISCARD))
    answer (task, SUDOKU_ALERT_DISCARD);
  else
    answer (task, SUDOKU_ALERT_CANCEL);
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

/* Shows @dialog; its answer (@on_response), or its destruction, returns @task. */
static void
ask_with (GtkWidget    *dialog,
          GTask        *task,
          GCancellable *cancellable,
          GCallback     on_response)
{
  g_task_set_task_data (task, g_new0 (AskData, 1), g_free);

  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         SUDOKU_ALERT_RESPONSE_CANCEL);
  g_signal_connect_data (dialog, "response", on_response,
                         g_object_ref (task), unref_task, 0);
  g_signal_connect_data (dialog, "destroy", G_CALLBACK (on_ask_destroy),
                         g_object_ref (task), unref_task, 0);
  if (cancellable != NULL)
    g_signal_connect_object (cancellable, "cancelled", G_CALLBACK (on_ask_cancelled), dialog, 0);

  sudoku_accessible_tidy_buttons (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ask (GtkWidget    *dialog,
     GTask        *task,
     GCancellable *cancellable)
{
  ask_with (dialog, task, cancellable, G_CALLBACK (on_ask_response));
}

void
sudoku_alert_ask_save_async (GtkWindow           *parent,
                             const char          *name,
                             guint                n_puzzles,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (name != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_alert_ask_save_async);

  /* Translators: %s is a file name or "Untitled Puzzle" */
  heading = g_strdup_printf (_("Save changes to “%s” before closing?"), name);
  if (n_puzzles > 0)
    body = g_strdup_printf (g_dngettext (NULL,
                                         "%u puzzle has unsaved changes. If you don’t save, "
                                         "the changes will be lost.",
                                         "%u puzzles have unsaved changes. If you don’t save, "
                                         "the changes will be lost.", n_puzzles),
                            n_puzzles);
  else
    body = g_strdup (_("If you don’t save, your changes will be lost."));
  dialog = new_dialog (parent, heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    SUDOKU_ALERT_RESPONSE_CANCEL, _("_Cancel"),
                                    SUDOKU_ALERT_RESPONSE_DISCARD, _("_Discard"),
                                    SUDOKU_ALERT_RESPONSE_SAVE, _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              SUDOKU_ALERT_RESPONSE_DISCARD,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              SUDOKU_ALERT_RESPONSE_SAVE,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           SUDOKU_ALERT_RESPONSE_SAVE);

  ask (dialog, task, cancellable);
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

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (title != NULL);
  g_return_if_fail (accept_label != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_alert_confirm_async);

  dialog = new_dialog (parent, title, detail);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    SUDOKU_ALERT_RESPONSE_CANCEL, _("_Cancel"),
                                    SUDOKU_ALERT_RESPONSE_ACCEPT, accept_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              SUDOKU_ALERT_RESPONSE_ACCEPT,
                                              destructive ? ADW_RESPONSE_DESTRUCTIVE
                                                          : ADW_RESPONSE_SUGGESTED);
  /* Enter does what cannot be undone only when nothing is lost by it: a
   * destructive response is never the default (libadwaita's guidelines for
   * AdwMessageDialog). */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           destructive ? SUDOKU_ALERT_RESPONSE_CANCEL
                                                       : SUDOKU_ALERT_RESPONSE_ACCEPT);

  ask (dialog, task, cancellable);
}

gboolean
sudoku_alert_confirm_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_int (G_TASK (result), error) == SUDOKU_ALERT_SAVE;
}

static void
on_number_response (AdwMessageDialog *dialog,
                    const char       *response,
                    GTask            *task)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog));
  AskData *data = g_task_get_task_data (task);

  if (data->answered)
    return;
  data->answered = TRUE;
  if (g_str_equal (response, SUDOKU_ALERT_RESPONSE_ACCEPT))
    {
      /* A number typed but not yet taken in (no Enter, no focus change). */
      gtk_spin_button_update (spin);
      g_task_return_int (task, gtk_spin_button_get_value_as_int (spin));
    }
  else
    g_task_return_int (task, 0);
}

/* Whether @spin's text is a whole number in its range. A spin button would
 * read "abc" as 0 and take its lowest value (puzzle 1) instead. */
static gboolean
number_is_valid (GtkSpinButton *spin,
                 guint64       *number)
{
  GtkAdjustment *range = gtk_spin_button_get_adjustment (spin);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));

  return g_ascii_string_to_unsigned (text, 10,
                                     (guint64) gtk_adjustment_get_lower (range),
                                     (guint64) gtk_adjustment_get_upper (range),
                                     number, NULL);
}

/* The answer is refused while the text is no number in range, and the
 * field says so. */
static void
on_number_changed (GtkSpinButton    *spin,
                   AdwMessageDialog *dialog)
{
  gboolean valid = number_is_valid (spin, NULL);

  adw_message_dialog_set_response_enabled (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT, valid);
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (spin), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (spin), "error");
}

/* The spin button reads its text here when it updates (focus leaving it, or
 * Go): text that is no number in range is an error, so the value stays
 * (GTK_UPDATE_IF_VALID) instead of becoming the lowest. */
static int
on_number_input (GtkSpinButton *spin,
                 double        *value)
{
  guint64 number;

  if (!number_is_valid (spin, &number))
    return GTK_INPUT_ERROR;
  *value = (double) number;
  return TRUE;
}

/* Enter on text that is no number in range: a bell, and the question stays.
 * This runs before the spin button's own Enter, which would put its last
 * value back in the field and answer with it. */
static gboolean
on_number_key_pressed (GtkEventControllerKey *keys,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       GtkSpinButton         *spin)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (number_is_valid (spin, NULL))
    return FALSE;
  gtk_widget_error_bell (GTK_WIDGET (spin));
  return TRUE;
}

static void
on_number_activate (AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT);
  gtk_window_close (GTK_WINDOW (dialog));
}

void
sudoku_alert_ask_number_async (GtkWindow           *parent,
                               const char          *title,
                               const char          *accept_label,
                               guint                min,
                               guint                max,
                               guint                value,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  GtkWidget *spin;
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (min >= 1 && min <= max);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_alert_ask_number_async);

  /* Translators: under "Go to Puzzle", the numbers that may be typed */
  body = g_strdup_printf (_("A number from %u to %u"), min, max);
  dialog = new_dialog (parent, title, body);
  spin = gtk_spin_button_new_with_range (min, max, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), CLAMP (value, min, max));
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_update_policy (GTK_SPIN_BUTTON (spin), GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "input", G_CALLBACK (on_number_input), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_number_key_pressed), spin);
  gtk_widget_add_controller (spin, keys);
  /* Enter in the number goes there at once (GTK 4.8 has no activates-default
   * for spin buttons). */
  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                           G_CALLBACK (on_number_activate), dialog, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), spin);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    SUDOKU_ALERT_RESPONSE_CANCEL, _("_Cancel"),
                                    SUDOKU_ALERT_RESPONSE_ACCEPT, accept_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              SUDOKU_ALERT_RESPONSE_ACCEPT,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           SUDOKU_ALERT_RESPONSE_ACCEPT);
  g_signal_connect_object (spin, "changed", G_CALLBACK (on_number_changed), dialog, 0);

  ask_with (dialog, task, cancellable, G_CALLBACK (on_number_response));
  gtk_widget_grab_focus (spin);
}

guint
sudoku_alert_ask_number_finish (GAsyncResult  *result,
                                GError       **error)
{
  gssize number;

  g_return_val_if_fail (g_task_is_valid (result, NULL), 0);

  number = g_task_propagate_int (G_TASK (result), error);
  return number < 0 ? 0 : (guint) number;
}
