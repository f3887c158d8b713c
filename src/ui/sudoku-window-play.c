/* sudoku-window-play.c: the puzzle as a game: its play time, and a notice when it is solved
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clock starts when the board gets other givens (a puzzle opened, made
 * or pasted), and stops once the puzzle is solved; sudoku-window-clock.c
 * shows it and pauses it. Solving it by hand (sudoku_board_is_solved_by_hand())
 * brings a toast, "You solved it in 12:34", offering a new puzzle at the level of
 * the one solved, when New Puzzle made it; undoing the last digit takes the
 * toast away and the clock runs on.
 */

#define G_LOG_DOMAIN "sudoku-window-play"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-window-private.h"

static void
dismiss_solved_toast (SudokuWindow *self)
{
  if (self->solved_toast != NULL)
    adw_toast_dismiss (self->solved_toast);
}

static void
show_solved_toast (SudokuWindow *self)
{
  SudokuPlayClock *clock = sudoku_board_get_play_clock (self->board);
  g_autofree char *time = sudoku_play_time_format (sudoku_play_clock_get_elapsed (clock,
                                                                                 g_get_monotonic_time ()));
  g_autofree char *title = NULL;
  SkGrid givens;
  int level = -1;
  AdwToast *toast;

  sudoku_board_get_givens_grid (self->board, &givens);
  if (self->generated_level >= 0 &&
      memcmp (givens.cell, self->generated_givens.cell, sizeof givens.cell) == 0)
    level = self->generated_level;

  /* Translators: when the player has filled in the whole puzzle; %s is the
   * time it took, "12:34" (minutes and seconds) or "1:02:03". Not the Solve
   * button's "Solved in 0.3 ms", which is the program's. */
  title = g_strdup_printf (_("You solved it in %s"), time);
  toast = adw_toast_new (title);
  /* It stays until it is answered or dismissed: a success is not a passing remark. */
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, _("_New Puzzle"));
  adw_toast_set_action_name (toast, "win.new-puzzle-level");
  adw_toast_set_action_target_value (toast, g_variant_new_int32 (level));
  dismiss_solved_toast (self);
  /* Weak: the overlay owns the toast, and drops it once it is dismissed. */
  g_set_weak_pointer (&self->solved_toast, toast);
  _sudoku_window_add_toast (self, toast);
}

static void
on_board_changed (SudokuWindow *self)
{
  SkGrid givens;
  gboolean solved = sudoku_board_is_solved_by_hand (self->board);
  gboolean complete = sudoku_board_is_complete (self->board);

  sudoku_board_get_givens_grid (self->board, &givens);
  if (memcmp (givens.cell, self->play_givens.cell, sizeof givens.cell) != 0
      || sudoku_board_get_play_loads (self->board) != self->play_loads)
    {
      /* Another puzzle, or the same loaded again: its own time, and no
       * notice for one opened solved. */
      self->play_givens = givens;
      self->play_loads = sudoku_board_get_play_loads (self->board);
      self->play_solved = solved;
      self->play_complete = complete;
      self->play_paused = FALSE;
      dismiss_solved_toast (self);
      sudoku_board_restart_play_clock (self->board, g_get_monotonic_time ());
      _sudoku_window_update_clock (self);
      return;
    }

  if (complete != self->play_complete)
    {
      self->play_complete = complete;
      _sudoku_window_update_clock (self);
    }
  if (solved == self->play_solved)
    return;
  self->play_solved = solved;
  _sudoku_window_update_clock (self);
  if (solved)
    show_solved_toast (self);
  else
    dismiss_solved_toast (self);
}

static void
on_toplevel_state (SudokuWindow *self)
{
  _sudoku_window_update_clock (self);
}

static void
on_realize (SudokuWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (GDK_IS_TOPLEVEL (surface))
    g_signal_connect_object (surface, "notify::state", G_CALLBACK (on_toplevel_state), self,
                             G_CONNECT_SWAPPED);
}

static void
new_puzzle_level_action (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  _sudoku_window_new_puzzle_at_level (SUDOKU_WINDOW (user_data), g_variant_get_int32 (parameter));
}

static const GActionEntry play_actions[] = {
  /* The level (SkLevel) of the New Puzzle dialog, -1 for the one chosen last. */
  { .name = "new-puzzle-level", .activate = new_puzzle_level_action, .parameter_type = "i" },
};

void
_sudoku_window_play_init (SudokuWindow *self)
{
  self->generated_level = -1;
  g_action_map_add_action_entries (G_ACTION_MAP (self), play_actions, G_N_ELEMENTS (play_actions),
                                   self);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (on_board_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect (self, "notify::visible", G_CALLBACK (on_toplevel_state), NULL);

  sudoku_board_get_givens_grid (self->board, &self->play_givens);
  self->play_loads = sudoku_board_get_play_loads (self->board);
  self->play_solved = sudoku_board_is_solved_by_hand (self->board);
  self->play_complete = sudoku_board_is_complete (self->board);
  sudoku_board_restart_play_clock (self->board, g_get_monotonic_time ());
  _sudoku_window_update_clock (self);
}

/* Made by New Puzzle: the level a new puzzle after this one starts from. */
void
_sudoku_window_play_note_generated (SudokuWindow       *self,
                                    const SudokuPuzzle *puzzle,
                                    SkLevel             level)
{
  self->generated_givens = puzzle->givens;
  self->generated_level = (int) level;
}

const SudokuPlayClock *
_sudoku_window_get_play_clock (SudokuWindow *self)
{
  return sudoku_board_get_play_clock (self->board);
}
