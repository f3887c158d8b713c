/* sudoku-window-path.c: the solution path panel beside the board (F9)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.show-path reveals the panel (an AdwFlap: beside the board on a wide
 * window, over it on a narrow one). A step chosen there is drawn on the
 * board as a hint's step is, on the candidates it starts from; "Apply Up to
 * Here" carries out the path up to it as one undoable edit.
 */

#define G_LOG_DOMAIN "sudoku-window-path"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-board-step.h"
#include "sudoku-window-private.h"

static void
on_reveal_flap (SudokuWindow *self)
{
  gboolean revealed = adw_flap_get_reveal_flap (self->path_flap);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-path");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (revealed));
  sudoku_path_panel_set_active (self->path_panel, revealed);
}

static void
show_path_state (GSimpleAction *action,
                 GVariant      *state,
                 gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);

  adw_flap_set_reveal_flap (self->path_flap, g_variant_get_boolean (state));
}

static void
on_step_selected (SudokuWindow     *self,
                  const SudokuStep *step)
{
  if (step != NULL)
    {
      _sudoku_window_hint_dismiss (self);
      sudoku_step_view_set_step (self->step_view, step);
    }
  else if (self->hint_step == NULL)
    sudoku_step_view_set_step (self->step_view, NULL);
}

static void
on_apply (SudokuWindow *self,
          guint         n_steps)
{
  GPtrArray *steps = sudoku_path_panel_get_steps (self->path_panel);
  g_autofree char *status = NULL;

  if (steps == NULL || n_steps == 0 || n_steps > steps->len)
    return;
  sudoku_board_apply_steps (self->board, (SudokuStep * const *) steps->pdata, n_steps);
  /* Translators: after "Apply Up to Here" in the solution path */
  status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Applied %u step of the path",
                                         "Applied %u steps of the path", n_steps),
                            n_steps);
  _sudoku_window_set_status (self, status);
}

static const GActionEntry path_actions[] = {
  { .name = "show-path", .state = "false", .change_state = show_path_state },
};

void
_sudoku_window_path_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), path_actions,
                                   G_N_ELEMENTS (path_actions), self);
  sudoku_path_panel_set_board (self->path_panel, self->board);
  g_signal_connect_object (self->path_flap, "notify::reveal-flap", G_CALLBACK (on_reveal_flap),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->path_panel, "step-selected", G_CALLBACK (on_step_selected),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->path_panel, "apply", G_CALLBACK (on_apply), self,
                           G_CONNECT_SWAPPED);
}
