/* sudoku-application.h: the GtkApplication: windows, app actions, style sheet
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "sudoku-layout-catalog.h"
#include "sudoku-session.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_APPLICATION (sudoku_application_get_type ())

G_DECLARE_FINAL_TYPE (SudokuApplication, sudoku_application, SUDOKU, APPLICATION, AdwApplication)

SudokuApplication   *sudoku_application_new         (void);
/* Shared by all windows: read once at startup, and added to by the layout editor. */
SudokuLayoutCatalog *sudoku_application_get_layouts (SudokuApplication *self);
/* Keeps every window's document on disk until the window closes. */
SudokuSession       *sudoku_application_get_session (SudokuApplication *self);

G_END_DECLS
