/* sudoku-preferences-window.h: the settings, each bound to its GSettings key
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_PREFERENCES_WINDOW (sudoku_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (SudokuPreferencesWindow, sudoku_preferences_window, SUDOKU, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* A window whose every row reads and writes a key of @settings (the app's
 * schema) at once: there is nothing to apply or cancel. A row whose key the
 * schema lacks is hidden. */
SudokuPreferencesWindow *sudoku_preferences_window_new (GtkWindow *parent,
                                                        GSettings *settings);

G_END_DECLS
