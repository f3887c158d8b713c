/* sudoku-layout-info.h: one named region layout, as found in a layout folder
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-layout.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LAYOUT_INFO (sudoku_layout_info_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutInfo, sudoku_layout_info, SUDOKU, LAYOUT_INFO, GObject)

/* Properties (read-only, set at construction):
 *   "id"        char*     the file's base name without ".layout": "windmill"
 *   "name"      char*     the name to show, in the user's language
 *   "file"      GFile*    where it was read from, or NULL
 *   "user"      gboolean  it lives in the user's own layout folder
 *   "standard"  gboolean  it is the 3x3 boxes */
SudokuLayoutInfo *sudoku_layout_info_new         (const char       *id,
                                                  const char       *name,
                                                  const SkLayout   *layout,
                                                  GFile            *file,
                                                  gboolean          user);
const char       *sudoku_layout_info_get_id      (SudokuLayoutInfo *self);
const char       *sudoku_layout_info_get_name    (SudokuLayoutInfo *self);
const SkLayout   *sudoku_layout_info_get_layout  (SudokuLayoutInfo *self);
GFile            *sudoku_layout_info_get_file    (SudokuLayoutInfo *self);
gboolean          sudoku_layout_info_is_user     (SudokuLayoutInfo *self);
gboolean          sudoku_layout_info_is_standard (SudokuLayoutInfo *self);

G_END_DECLS
