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
show_new_board (SudokuWindow *self,
                gpointer      data)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  gboolean replaced = sudoku_board_get_n_filled (self->board) > 0;
  SudokuPuzzle *puzzle = sudoku_puzzle_new ();

  /* An empty board in the same layout: someone solving jigsaws wants the
   * next one. Undo brings the old board back. */
  puzzle->layout = *sudoku_board_get_layout (self->board);
  puzzle->has_layout = !sudoku_layout_is_standard (&puzzle->layout);
  g_ptr_array_add (puzzles, puzzle);
  _sudoku_window_cancel_solve (self);
  sudoku_document_set_puzzles (self->document, puzzles, SUDOKU_FORMAT_UNKNOWN, NULL, NULL, TRUE);
  sudoku_board_set_modified (self->board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  if (replaced)
    _sudoku_window_toast (self, _("New empty board"), TRUE);
}

static void
new_action (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  _sudoku_window_replace_document (SUDOKU_WINDOW (user_data), TRUE, show_new_board, NULL, NULL);
}

static void
new_puzzle_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  _sudoku_window_new_puzzle (SUDOKU_WINDOW (user_data));
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  _sudoku_window_open (SUDOKU_WINDOW (user_data));
}

static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  _sudoku_window_save (SUDOKU_WINDOW (user_data));
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  _sudoku_window_save_as (SUDOKU_WINDOW (user_data));
}

static void
print_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  _sudoku_window_print (SUDOKU_WINDOW (user_data));
}

static void
print_preview_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  _sudoku_window_print_preview (SUDOKU_WINDOW (user_data));
}

static void
export_image_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  _sudoku_window_export_image (SUDOKU_WINDOW (user_data));
}

static void
solve_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  _sudoku_window_solve (SUDOKU_WINDOW (user_data));
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  _sudoku_window_hint (SUDOKU_WINDOW (user_data));
}

static void
edit_layout_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  _sudoku_window_edit_layout (SUDOKU_WINDOW (user_data));
}

static void
compare_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  guint limit = 10;
  SudokuCompareDialog *dialog;

  if (self->settings != NULL)
    limit = g_settings_get_uint (self->settings, "compare-time-limit");
  dialog = sudoku_compare_dialog_new (GTK_WINDOW (self), self->board, limit);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cancel_solve_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  if (sudoku_board_get_solving (self->board))
    _sudoku_window_set_status (self, _("Solving was stopped"));
  _sudoku_window_cancel_solve (self);
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  /* What its toast offers to undo is undone now, or no longer the last. */
  _sudoku_window_dismiss_undo_toast (self);
  sudoku_board_undo (self->board);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  sudoku_board_redo (SUDOKU_WINDOW (user_data)->board);
}

static void
copy_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  _sudoku_window_copy (SUDOKU_WINDOW (user_data));
}

static void
paste_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  _sudoku_window_paste (SUDOKU_WINDOW (user_data));
}

static void
clear_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  sudoku_board_clear_entries (self->board);
  _sudoku_window_set_status (self, NULL);
}

static void
set_givens_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  sudoku_board_set_givens (self->board);
  _sudoku_window_set_status (self, NULL);
}

static void
previous_puzzle_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  guint position = sudoku_document_get_position (self->document);

  if (position > 0)
    _sudoku_window_show_puzzle (self, position - 1);
}

static void
next_puzzle_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  guint position = sudoku_document_get_position (self->document);

  if (position + 1 < sudoku_document_get_n_puzzles (self->document))
    _sudoku_window_show_puzzle (self, position + 1);
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
  if (number == 0 || sudoku_document_get_collection (self->document) == NULL ||
      number > sudoku_document_get_n_puzzles (self->document))
    return;
  _sudoku_window_show_puzzle (self, number - 1);
}

static void
go_to_puzzle_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  if (sudoku_document_get_collection (self->document) == NULL)
    return;
  sudoku_alert_ask_number_async (GTK_WINDOW (self), _("Go to Puzzle"), _("_Go"),
                                 1, sudoku_document_get_n_puzzles (self->document),
                                 sudoku_document_get_position (self->document) + 1,
                                 self->cancellable, go_to_puzzle_cb, self);
}

/* In the window's action map ("win."), so that whether one is enabled can
 * be asked through GActionGroup. Their shortcuts: sudoku-application.c. */
static const GActionEntry window_actions[] = {
  { .name = "go-to-puzzle", .activate = go_to_puzzle_action },
  { .name = "new", .activate = new_action },
  { .name = "new-puzzle", .activate = new_puzzle_action },
  { .name = "open", .activate = open_action },
  { .name = "save", .activate = save_action },
  { .name = "save-as", .activate = save_as_action },
  { .name = "print", .activate = print_action },
  { .name = "print-preview", .activate = print_preview_action },
  { .name = "export-image", .activate = export_image_action },
  { .name = "solve", .activate = solve_action },
  { .name = "hint", .activate = hint_action },
  { .name = "compare", .activate = compare_action },
  { .name = "edit-layout", .activate = edit_layout_action },
  { .name = "cancel-solve", .activate = cancel_solve_action },
  { .name = "undo", .activate = undo_action },
  { .name = "redo", .activate = redo_action },
  { .name = "copy", .activate = copy_action },
  { .name = "paste", .activate = paste_action },
  { .name = "clear", .activate = clear_action },
  { .name = "set-givens", .activate = set_givens_action },
  { .name = "previous-puzzle", .activate = previous_puzzle_action },
  { .name = "next-puzzle", .activate = next_puzzle_action },
};

static void
set_enabled (SudokuWindow *self,
             const char   *action_name,
             gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), action_name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
_sudoku_window_update_actions (SudokuWindow *self)
{
  gboolean paused = self->play_paused;
  gboolean solving;
  guint position, n_puzzles;

  if (self->board == NULL)
    return;

  solving = sudoku_board_get_solving (self->board);
  position = sudoku_document_get_position (self->document);
  n_puzzles = sudoku_document_get_n_puzzles (self->document);

  /* A paused game's board is out of sight: nothing may change it behind
   * the paused page (an Undo there took the player's digit, or the whole
   * new puzzle and its clock). */
  set_enabled (self, "solve", !solving && !paused);
  set_enabled (self, "hint", !solving && !paused);
  set_enabled (self, "cancel-solve", solving);
  set_enabled (self, "undo", !paused && sudoku_board_get_can_undo (self->board));
  set_enabled (self, "redo", !paused && sudoku_board_get_can_redo (self->board));
  set_enabled (self, "clear", !paused);
  set_enabled (self, "set-givens", !paused);
  set_enabled (self, "fill-candidates", !paused);
  set_enabled (self, "clear-marks", !paused && sudoku_board_get_has_marks (self->board));
  set_enabled (self, "previous-puzzle", position > 0);
  set_enabled (self, "next-puzzle", position + 1 < n_puzzles);
  set_enabled (self, "go-to-puzzle", n_puzzles > 1);
}

void
_sudoku_window_actions_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);
  _sudoku_window_update_actions (self);
}
