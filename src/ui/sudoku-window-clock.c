/* sudoku-window-clock.c: the play clock shown under the board, and Pause
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board's clock (sudoku_board_get_play_clock()) runs only while there
 * is a puzzle to play in view: not once it is solved, not while Pause
 * (win.pause, a stateful boolean) hides the board, not while a modal dialog
 * of this window is open (New Puzzle, Print, Preferences…), not while the
 * window is minimized or hidden, not while the start page shows. The label
 * turns at each whole second of the clock, by a timeout that runs only while
 * the clock does.
 */

#define G_LOG_DOMAIN "sudoku-window-clock"

#include "config.h"

#include "sudoku-accessible.h"
#include "sudoku-window-private.h"

static void schedule_tick (SudokuWindow *self,
                           gint64        now);

static gboolean
window_hidden (SudokuWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return TRUE;
  return surface != NULL && GDK_IS_TOPLEVEL (surface) &&
         (gdk_toplevel_get_state (GDK_TOPLEVEL (surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

static void
show_time (SudokuWindow *self,
           gint64        now)
{
  SudokuPlayClock *clock = sudoku_board_get_play_clock (self->board);
  g_autofree char *text = sudoku_play_time_format (sudoku_play_clock_get_elapsed (clock, now));

  if (g_strcmp0 (gtk_label_get_text (self->clock_label), text) != 0)
    gtk_label_set_text (self->clock_label, text);
}

static gboolean
on_tick (gpointer user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  gint64 now = g_get_monotonic_time ();

  self->clock_tick_id = 0;
  show_time (self, now);
  schedule_tick (self, now);
  return G_SOURCE_REMOVE;
}

static void
schedule_tick (SudokuWindow *self,
               gint64        now)
{
  SudokuPlayClock *clock = sudoku_board_get_play_clock (self->board);
  gint64 elapsed;

  g_clear_handle_id (&self->clock_tick_id, g_source_remove);
  if (!sudoku_play_clock_is_running (clock))
    return;
  /* Just after the clock's next whole second, not the wall clock's. */
  elapsed = sudoku_play_clock_get_elapsed (clock, now);
  self->clock_tick_id = g_timeout_add ((guint) (1000 - (elapsed / 1000) % 1000) + 1, on_tick, self);
}

/* The paused page joins the board's stack at the first pause: its status
 * page, scrolled window and button would cost every start-up, and its
 * 128 px icon is drawn from an SVG, which loads librsvg (6 MB and a good
 * part of the start-up time). The page's size never sizes the stack (the
 * board's does), so it changes no layout by coming late. */
static void
ensure_paused_page (SudokuWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->paused_page != NULL)
    return;

  builder = gtk_builder_new_from_resource (SUDOKU_RESOURCE_PATH "/ui/sudoku-window-paused.ui");
  self->paused_page = ADW_STATUS_PAGE (gtk_builder_get_object (builder, "paused_page"));
  adw_status_page_set_icon_name (self->paused_page, "media-playback-pause-symbolic");
  /* Made after the window's own tidying. */
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self->paused_page));
  gtk_stack_add_named (self->board_stack, GTK_WIDGET (gtk_builder_get_object (builder, "paused")),
                       "paused");
}

void
_sudoku_window_update_clock (SudokuWindow *self)
{
  SudokuPlayClock *clock = sudoku_board_get_play_clock (self->board);
  gint64 now = g_get_monotonic_time ();
  GAction *pause = g_action_map_lookup_action (G_ACTION_MAP (self), "pause");

  if (self->play_complete || self->play_paused || self->play_dialog_open || window_hidden (self)
      || _sudoku_window_get_start_shown (self))
    sudoku_play_clock_pause (clock, now);
  else
    sudoku_play_clock_resume (clock, now);

  if (pause != NULL)
    {
      g_simple_action_set_state (G_SIMPLE_ACTION (pause), g_variant_new_boolean (self->play_paused));
      /* A finished board has no clock left to stop. */
      g_simple_action_set_enabled (G_SIMPLE_ACTION (pause), self->play_paused || !self->play_complete);
    }
  if (self->play_paused)
    ensure_paused_page (self);
  gtk_stack_set_visible_child_name (self->board_stack, self->play_paused ? "paused" : "board");
  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button),
                            self->play_paused ? "media-playback-start-symbolic"
                                              : "media-playback-pause-symbolic");
  show_time (self, now);
  schedule_tick (self, now);
}

static void
pause_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  gboolean paused = g_variant_get_boolean (value);

  if (paused == self->play_paused)
    return;
  self->play_paused = paused;
  _sudoku_window_hint_dismiss (self);
  _sudoku_window_update_clock (self);
  _sudoku_window_update_actions (self);
  /* The focus was in a cell that is no longer shown, or comes back to one. */
  if (!paused)
    sudoku_board_view_set_cursor (self->board_view, sudoku_board_view_get_cursor (self->board_view));
}

static void
pause_activate (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action), g_variant_new_boolean (!g_variant_get_boolean (state)));
}

static const GActionEntry clock_actions[] = {
  { .name = "pause", .activate = pause_activate, .state = "false", .change_state = pause_change_state },
};

/* A modal dialog of this window open: the player is not at the board. */
static void
check_dialogs (SudokuWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean open = FALSE;

  /* Disposed: leaving the list of toplevels is the window's last word. */
  if (self->board == NULL)
    return;
  for (guint i = 0; !open && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      open = window != GTK_WINDOW (self) && gtk_window_get_transient_for (window) == GTK_WINDOW (self) &&
             gtk_window_get_modal (window) && gtk_widget_get_visible (GTK_WIDGET (window));
    }
  if (open == self->play_dialog_open)
    return;
  self->play_dialog_open = open;
  _sudoku_window_update_clock (self);
}

static void
on_toplevels_changed (SudokuWindow *self,
                      guint         position,
                      guint         removed,
                      guint         added,
                      GListModel   *toplevels)
{
  /* A dialog is made before it is shown, and shown and hidden again after. */
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (self))
        g_signal_connect_object (window, "notify::visible", G_CALLBACK (check_dialogs), self,
                                 G_CONNECT_SWAPPED);
    }
  check_dialogs (self);
}

static void
on_destroy (SudokuWindow *self)
{
  g_clear_handle_id (&self->clock_tick_id, g_source_remove);
}

void
_sudoku_window_clock_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), clock_actions, G_N_ELEMENTS (clock_actions),
                                   self);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (on_toplevels_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "destroy", G_CALLBACK (on_destroy), NULL);
  sudoku_accessible_switch_toggle (self->pause_button);
}

GtkLabel *
_sudoku_window_get_clock_label (SudokuWindow *self)
{
  return self->clock_label;
}

const char *
_sudoku_window_get_board_page (SudokuWindow *self)
{
  return gtk_stack_get_visible_child_name (self->board_stack);
}
