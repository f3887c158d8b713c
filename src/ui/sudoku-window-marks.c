/* sudoku-window-marks.c: pencil marks: pencil mode, Fill Candidates, Clear Marks
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.pencil-mode is the board view's "pencil-mode" (a GPropertyAction), so
 * the header's toggle button, the P key on the board (board.pencil-mode) and
 * tests all see one state. win.fill-candidates and win.clear-marks edit the
 * board's marks; clear-marks is enabled while there are any and the game
 * is not paused (_sudoku_window_update_actions).
 * win.remove-marks-on-place is the GSettings key of that name (a plain
 * stateful action without the schema) and sets the board's property.
 */

#define G_LOG_DOMAIN "sudoku-window-marks"

#include "config.h"

#include "sudoku-accessible.h"
#include "sudoku-window-private.h"

static void
fill_candidates_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  sudoku_board_fill_marks (SUDOKU_WINDOW (user_data)->board);
}

static void
clear_marks_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  sudoku_board_clear_marks (SUDOKU_WINDOW (user_data)->board);
}

static const GActionEntry marks_actions[] = {
  { .name = "fill-candidates", .activate = fill_candidates_action },
  { .name = "clear-marks", .activate = clear_marks_action },
};

static void
apply_remove_marks_on_place (SudokuWindow *self,
                             GParamSpec   *pspec,
                             GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  sudoku_board_set_remove_marks_on_place (self->board, g_variant_get_boolean (state));
}

/* After _sudoku_window_settings_init(): the settings are known then. */
void
_sudoku_window_marks_init (SudokuWindow *self)
{
  g_autoptr(GPropertyAction) pencil_mode = NULL;
  g_autoptr(GAction) remove_on_place = NULL;

  pencil_mode = g_property_action_new ("pencil-mode", self->board_view, "pencil-mode");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (pencil_mode));
  sudoku_accessible_switch_toggle (self->pencil_button);

  g_action_map_add_action_entries (G_ACTION_MAP (self), marks_actions,
                                   G_N_ELEMENTS (marks_actions), self);
  /* Its first state comes with the others' (_sudoku_window_actions_init). */
  g_signal_connect_object (self->board, "notify::has-marks",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);

  /* Without a parameter and a handler of its own, a boolean action toggles. */
  if (self->settings != NULL)
    remove_on_place = g_settings_create_action (self->settings, "remove-marks-on-place");
  else
    remove_on_place = G_ACTION (g_simple_action_new_stateful ("remove-marks-on-place", NULL,
                                                              g_variant_new_boolean (TRUE)));
  g_action_map_add_action (G_ACTION_MAP (self), remove_on_place);
  g_signal_connect_object (remove_on_place, "notify::state",
                           G_CALLBACK (apply_remove_marks_on_place), self, G_CONNECT_SWAPPED);
  apply_remove_marks_on_place (self, NULL, remove_on_place);
}
