/* sudoku-test-ui.h: main-loop and window helpers shared by the UI tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sk-grid.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

typedef gboolean (*SudokuTestCondition) (gpointer data);

/* Points the XDG data, state, config and cache folders at a new temporary
 * directory, whose path it returns: whatever a UI test saves (layouts,
 * recent files, session boards) never touches the user's. Call it first in
 * main(), before GLib reads those variables. */
char             *sudoku_test_ui_isolate            (void);

/* The real application, registered (so it has started up) but not run, and
 * not unique, so a test never hands its windows to another instance. */
GtkApplication   *sudoku_test_ui_new_application    (void);

/* Runs what is pending in the main context, without blocking. */
void              sudoku_test_ui_spin               (void);
/* Runs the main loop for @ms milliseconds, for what has no condition to wait
 * for: that nothing happens, or that a pause has passed. */
void              sudoku_test_ui_spin_for           (guint                ms);
/* Spins until @condition holds; fails the test after 20 s, naming @what. */
void              sudoku_test_ui_wait_for           (SudokuTestCondition  condition,
                                                     gpointer             data,
                                                     const char          *what);

/* Conditions on a gpointer * or gboolean *. */
gboolean          sudoku_test_ui_pointer_cleared    (gpointer             data);
gboolean          sudoku_test_ui_pointer_set        (gpointer             data);
gboolean          sudoku_test_ui_flag_set           (gpointer             data);
/* Conditions on a SudokuBoard. */
gboolean          sudoku_test_ui_board_filled       (gpointer             board);
gboolean          sudoku_test_ui_not_solving        (gpointer             board);

/* A file of tests/data/DIR. */
GFile            *sudoku_test_ui_data_file          (const char          *dir,
                                                     const char          *name);
/* A window of @application, shown, its first frame drawn. */
SudokuWindow     *sudoku_test_ui_new_window         (GtkApplication      *application);
void              sudoku_test_ui_destroy_window     (SudokuWindow        *window);
/* The visible toplevel of @type transient for @parent (any toplevel of that
 * type when @parent is NULL), or NULL. */
GtkWindow        *sudoku_test_ui_find_window        (GType                type,
                                                     SudokuWindow        *parent);
/* The visible message dialog transient for @window, or NULL. */
AdwMessageDialog *sudoku_test_ui_find_dialog        (SudokuWindow        *window);
/* Answers @dialog with the response @id (SUDOKU_ALERT_RESPONSE_*), as a click
 * on that button does: the response, then the dialog closes. */
void              sudoku_test_ui_respond            (AdwMessageDialog    *dialog,
                                                     const char          *id);
gboolean          sudoku_test_ui_has_dialog         (gpointer             window);
/* The digits the cell entries show, read from their text. */
void              sudoku_test_ui_shown_grid         (SudokuWindow        *window,
                                                     SkGrid              *grid);

G_END_DECLS
