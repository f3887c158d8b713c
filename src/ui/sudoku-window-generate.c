/* sudoku-window-generate.c: New Puzzle (win.new-puzzle): a generated puzzle on the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog (sudoku-generate-dialog.c) makes the puzzle; the window shows
 * it as New shows an empty board: one board change, which Undo takes back,
 * old layout included. A random jigsaw layout comes with the puzzle and
 * becomes the board's.
 */

#define G_LOG_DOMAIN "sudoku-window-generate"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-generate-dialog.h"
#include "sudoku-technique.h"
#include "sudoku-window-private.h"

static void
on_generated (SudokuWindow   *self,
              SudokuPuzzle   *puzzle,
              const SkRating *rating,
              SudokuGenerateDialog *dialog)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) sudoku_puzzle_free);
  g_autofree char *title = NULL;

  g_ptr_array_add (puzzles, sudoku_puzzle_copy (puzzle));
  _sudoku_window_cancel_solve (self);
  sudoku_document_set_puzzles (self->document, puzzles, SUDOKU_FORMAT_UNKNOWN, NULL, NULL, TRUE);
  /* Nothing of the person's yet: like New, closing it asks nothing. */
  sudoku_board_set_modified (self->board, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));

  if (rating->used_search)
    /* Translators: after New Puzzle; %s is a level ("Extreme") */
    title = g_strdup_printf (_("New %s puzzle, beyond the techniques the app knows"),
                             sudoku_level_get_name (rating->level));
  else
    /* Translators: after New Puzzle; %s is a level ("Hard"), %.1f its rating on the
     * Sudoku Explainer scale ("3.4") */
    title = g_strdup_printf (_("New %s puzzle, rating %.1f"),
                             sudoku_level_get_name (rating->level), rating->rating / 10.0);
  _sudoku_window_toast (self, title, TRUE);
  _sudoku_window_play_note_generated (self, puzzle, rating->level);
}

/* The layout's name for the Layout row: the catalog's, or what it is. */
static char *
layout_name (SudokuWindow *self)
{
  const SkLayout *layout = sudoku_board_get_layout (self->board);
  SudokuLayoutInfo *info = NULL;

  if (self->layouts != NULL)
    info = sudoku_layout_catalog_find (self->layouts, layout);
  if (info != NULL)
    return g_strdup (sudoku_layout_info_get_name (info));
  if (sudoku_layout_is_standard (layout))
    /* Translators: in New Puzzle, the layout of 3×3 boxes */
    return g_strdup (_("Standard"));
  /* Translators: in New Puzzle, the jigsaw layout of the board, which has no name */
  return g_strdup (_("This Board’s Layout"));
}

void
_sudoku_window_new_puzzle (SudokuWindow *self)
{
  _sudoku_window_new_puzzle_at_level (self, -1);
}

static void
show_dialog (SudokuWindow *self,
             gpointer      level_data)
{
  int level = GPOINTER_TO_INT (level_data);
  SudokuGenerateDialog *dialog;
  g_autofree char *name = layout_name (self);

  dialog = sudoku_generate_dialog_new (GTK_WINDOW (self), sudoku_board_get_layout (self->board),
                                       name, self->settings);
  if (level >= SK_LEVEL_EASY && level <= SK_LEVEL_EXTREME)
    sudoku_generate_dialog_set_level (dialog, (SkLevel) level);
  g_signal_connect_object (dialog, "generated", G_CALLBACK (on_generated), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Undo brings the board back, but not the changes in a collection's other
 * puzzles: those are asked about first, as Paste and New do. */
void
_sudoku_window_new_puzzle_at_level (SudokuWindow *self,
                                    int           level)
{
  _sudoku_window_hint_dismiss (self);
  _sudoku_window_replace_document (self, TRUE, show_dialog, GINT_TO_POINTER (level), NULL);
}
