/* sudoku-document-private.h: what sudoku-document-io.c needs of the document
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-document.h"

G_BEGIN_DECLS

/* Bumped whenever the document shows other puzzles (open, paste, New): a
 * save that ends after that has nothing to mark. */
guint         _sudoku_document_get_serial     (SudokuDocument *self);
/* The puzzle at @position as it is now: on the board, in its memo, or as
 * the collection holds it. */
SudokuPuzzle *_sudoku_document_dup_puzzle     (SudokuDocument *self,
                                               guint           position);
/* The positions of the puzzles with unsaved changes, in order. */
GArray       *_sudoku_document_list_modified  (SudokuDocument *self);
/* @text was written for the puzzle at @position: unmodified if it still
 * reads so. */
void          _sudoku_document_mark_saved     (SudokuDocument *self,
                                               guint           position,
                                               const char     *text);
/* The puzzle shown is now @file's: Save writes there, the title names it. */
void          _sudoku_document_set_file       (SudokuDocument *self,
                                               GFile          *file);
/* The text a .sudoku file of @puzzle holds. */
char         *_sudoku_document_write_native   (const SudokuPuzzle *puzzle);

G_END_DECLS
