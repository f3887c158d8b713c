/* sudoku-window-actions.c: the win.* actions and when they are enabled
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Their keyboard shortcuts are set in sudoku-application.c with
 * gtk_application_set_accels_for_action(), so that the menu shows them and
 * they win over the cell entries' own bindings (Ctrl+Z, Ctrl+C, Ctrl+V).
 */

#define G_LOG_DOMAIN "sudoku-window-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-alert.h"
#include "sudoku-compare-dialog.h"
#include "sudoku-window-private.h"

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  gboolean replaced = sudoku_board_get_n_filled (self->board) > 0;
  SudokuPuzzle *puzzle = sudoku_puzzle_new ();

  /* An empty board in the same layout: someone solving jigsaws wants the
   * next one. Undo brings the old board back. */
  puzzle->layout = *sudoku_board_get_layout (self->board);
  puzzle->has_layout = !sudoku_layout_is_standard (&puzzle->layout);
  g_ptr_array_add (puzzles, puzzle);
  _sudoku_window_set_puzzles (self, puzzles, SUDOKU_FORMAT_UNKNOWN, NULL, NULL);
  sudoku_board_set_modified (self->board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  if (replaced)
    _sudoku_window_toast (self, _("New empty board"), TRUE);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_open (SUDOKU_WINDOW (widget));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_save (SUDOKU_WINDOW (widget));
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _sudoku_window_save_as (SUDOKU_WINDOW (widget));
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _sudoku_window_solve (SUDOKU_WINDOW (widget));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_hint (SUDOKU_WINDOW (widget));
}

static void
edit_layout_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _sudoku_window_edit_layout (SUDOKU_WINDOW (widget));
}

static void
compare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint limit = 10;
  SudokuCompareDialog *dialog;

  if (self->settings != NULL)
    limit = g_settings_get_uint (self->settings, "compare-time-limit");
  dialog = sudoku_compare_dialog_new (GTK_WINDOW (self), self->board, limit);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cancel_solve_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (sudoku_board_get_solving (self->board))
    _sudoku_window_set_status (self, _("Solving was stopped"));
  _sudoku_window_cancel_solve (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_board_undo (SUDOKU_WINDOW (widget)->board);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_board_redo (SUDOKU_WINDOW (widget)->board);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_copy (SUDOKU_WINDOW (widget));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _sudoku_window_paste (SUDOKU_WINDOW (widget));
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_board_clear_entries (self->board);
  _sudoku_window_set_status (self, NULL);
}

static void
set_givens_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_board_set_givens (self->board);
  _sudoku_window_set_status (self, NULL);
}

static void
previous_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->collection != NULL && self->position > 0)
    _sudoku_window_show_puzzle (self, self->position - 1);
}

static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->collection != NULL &&
      self->position + 1 < sudoku_collection_get_size (self->collection))
    _sudoku_window_show_puzzle (self, self->position + 1);
}

static void
go_to_puzzle_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GError) error = NULL;
  guint number = sudoku_alert_ask_number_finish (result, &error);

  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  /* The collection may have been replaced while the question was open. */
  if (number == 0 || self->collection == NULL ||
      number > sudoku_collection_get_size (self->collection))
    return;
  _sudoku_window_show_puzzle (self, number - 1);
}

static void
go_to_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->collection == NULL)
    return;
  sudoku_alert_ask_number_async (GTK_WINDOW (self), _("Go to Puzzle"), _("_Go"),
                                 1, sudoku_collection_get_size (self->collection),
                                 self->position + 1, self->cancellable, go_to_puzzle_cb, self);
}

void
_sudoku_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.go-to-puzzle", NULL, go_to_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.compare", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "win.edit-layout", NULL, edit_layout_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-solve", NULL, cancel_solve_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "win.set-givens", NULL, set_givens_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL,
                                   previous_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
}

/* @action_name must be a string literal: the table keeps the pointer. */
static void
set_enabled (SudokuWindow *self,
             const char   *action_name,
             gboolean      enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), action_name, enabled);
  g_hash_table_insert (self->action_enabled, (gpointer) action_name, GINT_TO_POINTER (enabled));
}

void
_sudoku_window_update_actions (SudokuWindow *self)
{
  gboolean solving;
  gboolean collection;

  if (self->board == NULL)
    return;

  solving = sudoku_board_get_solving (self->board);
  collection = self->collection != NULL;

  set_enabled (self, "win.solve", !solving);
  set_enabled (self, "win.hint", !solving);
  set_enabled (self, "win.cancel-solve", solving);
  set_enabled (self, "win.undo", sudoku_board_get_can_undo (self->board));
  set_enabled (self, "win.redo", sudoku_board_get_can_redo (self->board));
  set_enabled (self, "win.previous-puzzle", collection && self->position > 0);
  set_enabled (self, "win.next-puzzle",
               collection && self->position + 1 < sudoku_collection_get_size (self->collection));
  set_enabled (self, "win.go-to-puzzle", collection);
}

void
_sudoku_window_actions_init (SudokuWindow *self)
{
  _sudoku_window_update_actions (self);
}

/* Actions never disabled are not in the table: they count as enabled. */
gboolean
_sudoku_window_get_action_enabled (SudokuWindow *self,
                                   const char   *action_name)
{
  gpointer enabled;

  if (!g_hash_table_lookup_extended (self->action_enabled, action_name, NULL, &enabled))
    return TRUE;
  return GPOINTER_TO_INT (enabled);
}
