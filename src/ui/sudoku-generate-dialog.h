/* sudoku-generate-dialog.h: New Puzzle: layout, level, symmetry, technique, then progress
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-generate.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_GENERATE_DIALOG (sudoku_generate_dialog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuGenerateDialog, sudoku_generate_dialog, SUDOKU, GENERATE_DIALOG, GtkWindow)

/* Offers @layout (copied; called @layout_name) or a random jigsaw layout,
 * with the choices of last time from @settings (nullable), which it also
 * keeps. Generate makes the puzzle on a worker thread; Cancel, Escape or
 * closing the dialog stops it. When the puzzle is made, the dialog emits
 * "generated" (SudokuPuzzle *puzzle, const SkRating *rating; both valid
 * during the emission only) and closes itself; when none can be made, it
 * says why and stays open.
 * Property "generating" (gboolean): a puzzle is being made. */
SudokuGenerateDialog *sudoku_generate_dialog_new                 (GtkWindow            *parent,
                                                                  const SkLayout       *layout,
                                                                  const char           *layout_name,
                                                                  GSettings            *settings);
gboolean              sudoku_generate_dialog_get_generating      (SudokuGenerateDialog *self);

/* The choices, as a person makes them with the rows. @technique -1 is none. */
void                  sudoku_generate_dialog_set_random_layout   (SudokuGenerateDialog *self,
                                                                  gboolean              random_layout);
void                  sudoku_generate_dialog_set_level           (SudokuGenerateDialog *self,
                                                                  SkLevel               level);
SkLevel               sudoku_generate_dialog_get_level           (SudokuGenerateDialog *self);
void                  sudoku_generate_dialog_set_technique       (SudokuGenerateDialog *self,
                                                                  int                   technique);
/* FALSE, changing nothing, when the layout does not allow @symmetry. */
gboolean              sudoku_generate_dialog_set_symmetry        (SudokuGenerateDialog *self,
                                                                  SkSymmetry            symmetry);
/* What the dialog says: the attempts so far, and why no puzzle came ("" for none). */
const char           *sudoku_generate_dialog_get_progress_text   (SudokuGenerateDialog *self);
const char           *sudoku_generate_dialog_get_error_text      (SudokuGenerateDialog *self);

G_END_DECLS
