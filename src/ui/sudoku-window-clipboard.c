/* sudoku-window-clipboard.c: copying the puzzle as a line, pasting any format
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window-clipboard"

#include "config.h"

#include <glib/gi18n.h>
#include "sudoku-window-private.h"

/* The 81-character line: every forum and solver reads it. A jigsaw puzzle
 * gets its region symbols after a space, a variant its extra houses after
 * them (sudoku_format_can_hold()), so it pastes back whole. */
void
_sudoku_window_copy (SudokuWindow *self)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_board_to_puzzle (self->board);
  g_autofree char *text = sudoku_format_write (puzzle, SUDOKU_FORMAT_LINE);

  g_strchomp (text);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  _sudoku_window_set_status (self, _("Copied the puzzle as one line of digits"));
}

static void
pasted_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GError) error = NULL;

  if (!sudoku_document_paste_finish (SUDOKU_DOCUMENT (object), result, &error) &&
      _sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (error != NULL)
    {
      /* The reader's "clipboard:1:1: unexpected character" is for files a
       * person can open and fix; for the clipboard, say it plainly. */
      g_debug ("%s", error->message);
      _sudoku_window_set_status (self, _("The clipboard does not hold a puzzle"));
      return;
    }
  _sudoku_window_toast (self, _("Pasted a puzzle"), TRUE);
}

static void
paste_text (SudokuWindow *self,
            gpointer      text)
{
  _sudoku_window_cancel_solve (self);
  sudoku_document_paste_async (self->document, text, self->cancellable, pasted_cb, self);
}

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  SudokuWindow *self;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);

  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (text == NULL)
    {
      _sudoku_window_set_status (self, _("The clipboard holds no text to paste"));
      return;
    }

  /* Undo brings back the board a paste replaces, not a collection's other
   * puzzles: those are asked about. */
  _sudoku_window_replace_document (self, TRUE, paste_text, g_steal_pointer (&text), g_free);
}

void
_sudoku_window_paste (SudokuWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                                 self->cancellable, read_cb, self);
}
