/* sudoku-window-start.c: the start page, for a start with nothing to resume
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application shows it (sudoku_window_show_start) in the one window of a
 * start that brings back no board and opens no file; windows made any other
 * way show the board straight away. It offers what a player starts with: a
 * new puzzle at a level (the New Puzzle dialog, that level chosen), Open and
 * an empty board to type a puzzle in. Whatever puts a puzzle on the board
 * changes it, and a changed board is what sends the page away. The page is
 * built the first time it is shown (sudoku-window-start.ui): most windows
 * never show it, and its widgets cost the first frame.
 */

#define G_LOG_DOMAIN "sudoku-window-start"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-play.h"
#include "sudoku-technique.h"
#include "sudoku-window-private.h"

/* The header's board controls (Undo, Hint, Pencil, the board menu, Solve)
 * have nothing to act on while the start page shows. */
static void
set_board_controls_visible (SudokuWindow *self,
                            gboolean      visible)
{
  GtkWidget *controls[] = {
    self->undo_button, self->hint_button, GTK_WIDGET (self->pencil_button),
    GTK_WIDGET (self->board_menu_button), GTK_WIDGET (self->solve_stack),
  };

  for (gsize i = 0; i < G_N_ELEMENTS (controls); i++)
    gtk_widget_set_visible (controls[i], visible);
}

static void
show_board (SudokuWindow *self)
{
  if (!_sudoku_window_get_start_shown (self))
    return;
  gtk_stack_set_visible_child_name (self->main_stack, "board");
  set_board_controls_visible (self, TRUE);
  gtk_window_set_title (GTK_WINDOW (self), sudoku_document_get_title (self->document));
  /* The clock stood while the page showed. */
  _sudoku_window_update_clock (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
empty_board_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  /* A puzzle typed in from here starts its time now, not at the window's. */
  if (_sudoku_window_get_start_shown (self))
    sudoku_board_restart_play_clock (self->board, g_get_monotonic_time ());
  show_board (self);
}

static const GActionEntry start_actions[] = {
  { .name = "empty-board", .activate = empty_board_action },
};

static void
ensure_start_page (SudokuWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->start_page != NULL)
    return;

  builder = gtk_builder_new_from_resource (SUDOKU_RESOURCE_PATH "/ui/sudoku-window-start.ui");
  self->start_page = ADW_STATUS_PAGE (gtk_builder_get_object (builder, "start_page"));
  self->start_levels = GTK_BOX (gtk_builder_get_object (builder, "start_levels"));
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->start_page), "start");

  for (int level = SK_LEVEL_EASY; level <= SK_LEVEL_EXTREME; level++)
    {
      const char *name = sudoku_level_get_name ((SkLevel) level);
      GtkWidget *button = gtk_button_new_with_label (name);
      /* Translators: what a level's button on the start page does, for a screen
       * reader; %s is the level ("Easy") */
      g_autofree char *does = g_strdup_printf (_("New %s Puzzle"), name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, does,
                                      -1);
      gtk_widget_set_tooltip_text (button, does);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.new-puzzle-level");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", level);
      if (level == SK_LEVEL_EASY)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_box_append (self->start_levels, button);
    }
  /* Made after the window's own tidying. */
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self->start_page));
}

void
_sudoku_window_start_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), start_actions, G_N_ELEMENTS (start_actions),
                                   self);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (show_board), self,
                           G_CONNECT_SWAPPED);
}

void
sudoku_window_show_start (SudokuWindow *self)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  ensure_start_page (self);
  /* Here, not at init: a window that never shows the start page loads no 96 px icon. */
  adw_status_page_set_icon_name (self->start_page, APP_ID);
  gtk_stack_set_visible_child_name (self->main_stack, "start");
  set_board_controls_visible (self, FALSE);
  /* No puzzle yet, so no "Untitled Puzzle": the application's name, as the
   * page says below it. The board's page brings the document's back. */
  gtk_window_set_title (GTK_WINDOW (self), g_get_application_name ());
  _sudoku_window_update_clock (self);
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    _sudoku_window_start_grab_focus (self);
}

/* The first level's button has the focus: Enter starts an easy puzzle. */
gboolean
_sudoku_window_start_grab_focus (SudokuWindow *self)
{
  if (!_sudoku_window_get_start_shown (self))
    return FALSE;
  return gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->start_levels)));
}

gboolean
_sudoku_window_get_start_shown (SudokuWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "start") == 0;
}

static void
add_buttons (GtkWidget *widget,
             GPtrArray *buttons)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      g_ptr_array_add (buttons, child);
    else
      add_buttons (child, buttons);
}

GPtrArray *
_sudoku_window_get_start_buttons (SudokuWindow *self)
{
  GPtrArray *buttons = g_ptr_array_new ();

  if (self->start_page != NULL)
    add_buttons (adw_status_page_get_child (self->start_page), buttons);
  return buttons;
}
