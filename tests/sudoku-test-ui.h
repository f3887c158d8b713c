/* sudoku-test-ui.h: main-loop and window helpers shared by the UI tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sk-grid.h"
#include "sudoku-board-view.h"
#include "sudoku-step-view.h"
#include "sudoku-test-util.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

/* GTK's fallback file chooser leaks at exit inside GIO, libcloudproviders and
 * GtkTreeView, with stacks that end in g_malloc under the sanitizer's fast
 * unwinder, so no suppression could name them without hiding our own leaks:
 * the tests that open it run in the plain build only. */
#define SUDOKU_TEST_UI_FILE_CHOOSER_SKIPPED SUDOKU_TEST_UNDER_ASAN

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
gboolean          sudoku_test_ui_not_modified       (gpointer             board);
/* Conditions on a gpointer[2] of a SudokuWindow and a text: the status line
 * starts with the text; the last toast is the text. */
gboolean          sudoku_test_ui_status_starts      (gpointer             data);
gboolean          sudoku_test_ui_toast_is           (gpointer             data);

/* A file of tests/data/DIR. */
GFile            *sudoku_test_ui_data_file          (const char          *dir,
                                                     const char          *name);
/* A window of @application, shown, its first frame drawn. */
SudokuWindow     *sudoku_test_ui_new_window         (GtkApplication      *application);
void              sudoku_test_ui_destroy_window     (SudokuWindow        *window);
/* Opens tests/data/DIR/NAME in @window, over an emptied board, and waits
 * until its digits are there. */
void              sudoku_test_ui_open_and_wait      (SudokuWindow        *window,
                                                     const char          *dir,
                                                     const char          *name);
/* The visible toplevel of @type transient for @parent (any toplevel of that
 * type when @parent is NULL), or NULL. */
GtkWindow        *sudoku_test_ui_find_window        (GType                type,
                                                     SudokuWindow        *parent);
/* The visible message dialog transient for @window, or NULL. */
AdwMessageDialog *sudoku_test_ui_find_dialog        (SudokuWindow        *window);
/* Answers @dialog with the response @id (SUDOKU_ALERT_RESPONSE_*), as a click
 * on that button does: the response, then the dialog closes, from a main
 * loop source and with the dialog held meanwhile. */
void              sudoku_test_ui_respond            (AdwMessageDialog    *dialog,
                                                     const char          *id);
gboolean          sudoku_test_ui_has_dialog         (gpointer             window);
/* The chooser GtkFileChooserNative falls back to without a portal, transient
 * for @window, or NULL. */
GtkFileChooserDialog *sudoku_test_ui_find_chooser   (SudokuWindow        *window);
gboolean          sudoku_test_ui_has_chooser        (gpointer             window);
/* The widget after @widget in a depth-first walk of @root's tree, @root
 * first; NULL at the end: for (w = root; w != NULL; w = ..._next (w, root)). */
GtkWidget        *sudoku_test_ui_tree_next          (GtkWidget           *widget,
                                                     GtkWidget           *root);
/* The first widget under @root (@root included, depth first) of @type and,
 * unless @css_class is NULL, with that CSS class; NULL when there is none. */
GtkWidget        *sudoku_test_ui_find_widget        (GtkWidget           *root,
                                                     GType                type,
                                                     const char          *css_class);
/* The first actionable widget under @root (a button, mostly) whose action is
 * @action_name ("win.solve"); fails the test when there is none. */
GtkWidget        *sudoku_test_ui_find_action_widget (GtkWidget           *root,
                                                     const char          *action_name);
/* The window's board, what draws a step over it, and the status line
 * under it. */
SudokuBoardView  *sudoku_test_ui_board_view         (SudokuWindow        *window);
SudokuStepView   *sudoku_test_ui_step_view          (SudokuWindow        *window);
GtkLabel         *sudoku_test_ui_status_label       (SudokuWindow        *window);
const char       *sudoku_test_ui_get_status         (SudokuWindow        *window);
/* The bar under the board that steps through a collection, and its
 * counter ("2 / 5"). */
GtkWidget        *sudoku_test_ui_collection_bar     (SudokuWindow        *window);
GtkLabel         *sudoku_test_ui_collection_label   (SudokuWindow        *window);
/* @button's menu: the window gives it after its first frame, or when it first opens:
 * this opens and closes it if need be. */
GMenuModel       *sudoku_test_ui_menu_model         (GtkMenuButton       *button);
/* The section that the submenu labelled @label ("Open _Recent") of the
 * window's main menu holds. */
GMenuModel       *sudoku_test_ui_submenu_section    (SudokuWindow        *window,
                                                     const char          *label);
/* The digits the cell entries show, read from their text. */
void              sudoku_test_ui_shown_grid         (SudokuWindow        *window,
                                                     SkGrid              *grid);

/* Lets GTK lay out again after a change: a few frames of the window. */
void              sudoku_test_ui_settle             (SudokuWindow        *window);
/* Where @widget lies in @window's coordinates. */
graphene_rect_t   sudoku_test_ui_bounds_in_window   (SudokuWindow        *window,
                                                     GtkWidget           *widget);

G_END_DECLS
