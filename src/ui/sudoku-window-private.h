/* sudoku-window-private.h: what the sudoku-window*.c files share
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board-view.h"
#include "sudoku-collection.h"
#include "sudoku-document.h"
#include "sudoku-format.h"
#include "sudoku-layout-catalog.h"
#include "sudoku-path-navigator.h"
#include "sudoku-path-panel.h"
#include "sudoku-play.h"
#include "sudoku-print-options.h"
#include "sudoku-render-file.h"
#include "sudoku-step-view.h"
#include "sudoku-window.h"
/* The functions the tests call, too (_sudoku_window_save_to, ...). */
#include "sudoku-window-testing.h"

G_BEGIN_DECLS

struct _SudokuWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  SudokuBoardView      *board_view;
  GtkStack             *board_stack;
  GtkLabel             *clock_label;
  GtkToggleButton      *pause_button;
  GtkWidget            *cancel_button;
  GtkWidget            *collection_bar;
  GtkLabel             *collection_label;
  /* Borrowed, NULL until the first hint (sudoku-window-hint.c). */
  GtkWidget            *hint_box;
  GtkLabel             *hint_label;
  GtkLabel             *hint_legend_label;
  GtkWidget            *hint_show_button;
  GtkButton            *hint_apply_button;
  GtkWidget            *hint_actions;
  GtkWidget            *undo_button;
  GtkWidget            *hint_button;
  GtkToggleButton      *pencil_button;
  GtkStack             *main_stack;
  GtkMenuButton        *primary_menu_button;
  GMenuModel           *primary_menu;
  GtkMenuButton        *board_menu_button;
  GMenuModel           *board_menu;
  /* Borrowed, NULL until the first pause (sudoku-window-clock.c). */
  AdwStatusPage        *paused_page;
  AdwFlap              *path_flap;
  /* Borrowed, NULL until the path is first shown folded (sudoku-window-path.c). */
  SudokuPathNavigator  *path_navigator;
  /* Holds below_board_box, in a GtkScrolledWindow from the first card
   * (_sudoku_window_ensure_below_board_scrolls). */
  GtkBox               *below_board_column;
  AdwBin               *below_board;
  GtkBox               *below_board_box;
  /* Borrowed, NULL until the path is first shown (sudoku-window-path.c). */
  SudokuPathPanel      *path_panel;
  AdwBin               *path_panel_room;
  GtkWidget            *solve_button;
  GtkSpinner           *solve_spinner;
  GtkStack             *solve_stack;
  /* Borrowed, NULL until the start page is first shown (sudoku-window-start.c). */
  AdwStatusPage        *start_page;
  GtkBox               *start_levels;
  GtkLabel             *status_label;
  SudokuStepView       *step_view;
  AdwWindowTitle       *window_title;
  AdwWindowTitle       *window_title_short;
  GtkLabel             *window_title_cut;
  AdwToastOverlay      *toast_overlay;
  char                 *last_toast;     /* the latest toast's title, for tests */
  /* The latest toast with Undo (weak): undoing dismisses it. And when it
   * was shown (g_get_monotonic_time), see _sudoku_window_dismiss_undo_toast. */
  AdwToast             *undo_toast;
  gint64                undo_toast_time;

  /* Owned references */
  /* What the window shows: the puzzle(s), their file, their changes. */
  SudokuDocument       *document;
  /* The document's board, which never changes, held here for brevity. */
  SudokuBoard          *board;
  /* The app's settings; NULL when the schema is not installed. */
  GSettings            *settings;
  /* Cancelled in dispose: every file, clipboard and dialog operation of the
   * window uses it, so no callback ever reaches a disposed window. */
  GCancellable         *cancellable;
  /* The rating under the title: the one being found, and the pause before
   * the next (sudoku-window-rating.c). */
  GCancellable         *rate_cancellable;
  guint                 rate_timeout_id;
  /* What that rating is of: a board change that leaves it so starts none. */
  SkGrid                rated_puzzle;
  SkLayout              rated_layout;
  gboolean              has_rated_puzzle;
  /* The running solve's own, so Cancel stops only the solve. */
  GCancellable         *solve_cancellable;
  /* The hint being given (sudoku-window-hint.c): its step, once found, and
   * how far it has gone: 0 none, 1 told where to look, 2 drawn, 3 no
   * step but wrong digits named. */
  SudokuStep           *hint_step;
  guint                 hint_stage;
  /* Show Mistakes (sudoku-window-mistakes.c): on, a solve of the givens
   * under way, and the givens and layout it was last asked for. */
  gboolean              show_mistakes;
  gboolean              mistakes_pending;
  SkGrid                mistakes_givens;
  SkLayout              mistakes_layout;
  /* The folder of the last file opened or saved, for the Save dialog. */
  GFile                *folder;
  /* A file opened before the first frame, for the recent files after it
   * (sudoku-window-recent.c). */
  GFile                *file_to_note;

  /* How Solve searches (the "algorithm" setting) and how long a solve or a
   * hint may take, in seconds (0: no limit). */
  SudokuAlgorithm       algorithm;
  guint                 time_limit;

  /* The application's layouts (SudokuWindow:layouts). */
  SudokuLayoutCatalog  *layouts;
  /* The Layout menu's items, rebuilt from the catalog. */
  GMenu                *layout_section;
  /* The Open Recent menu's items, rebuilt when the recent files change. */
  GMenu                *recent_section;
  /* A layout chosen from the menu while the user is asked to confirm it. */
  SudokuLayoutInfo     *pending_layout;
  /* Print (sudoku-window-print.c): the printer and paper chosen last, and
   * the print in its dialog, being prepared or previewed, if any. */
  GtkPrintSettings     *print_settings;
  GtkPageSetup         *page_setup;
  GtkPrintOperation    *print_operation;

  /* The puzzle as a game (sudoku-window-play.c): its givens (its time is
   * the board's, sudoku_board_get_play_clock()),
   * whether it is solved and the toast that says so; the givens and level
   * of the puzzle New Puzzle made last (-1: none). */
  SkGrid                play_givens;
  guint                 play_loads;
  gboolean              play_solved;
  /* Every cell filled without a clash, by the player or by Solve: the
   * game is over and its clock stands. */
  gboolean              play_complete;
  /* Pause (sudoku-window-clock.c): asked for, a modal dialog open, and
   * the timeout that turns the clock label's seconds. */
  gboolean              play_paused;
  gboolean              play_dialog_open;
  guint                 clock_tick_id;
  AdwToast             *solved_toast;
  SkGrid                generated_givens;
  int                   generated_level;

  /* After it, what the first frame did not need is done (sudoku-window.c). */
  guint                 first_frame_drawn : 1;
  guint                 close_confirmed : 1;
  guint                 close_after_save : 1;
  guint                 asking_to_save : 1;
  /* Made only to show a file: an empty window is not left behind its error. */
  guint                 close_on_failed_open : 1;
  /* Presented once the file is read (sudoku_window_open_file_or_close()),
   * or by this timeout if reading takes longer. */
  guint                 present_timeout_id;
  /* Until the user touches the board, it takes the layout chosen last. */
  guint                 restore_layout : 1;
};

/* Callbacks of the window's async calls get the window as user_data without
 * a reference: dispose cancels the cancellable they were started with, so
 * they check for G_IO_ERROR_CANCELLED before they look at user_data.
 * (A reference would keep the window from being disposed, and so keep its
 * operations running, after gtk_window_destroy().) */
#define _sudoku_window_was_cancelled(error) \
  g_error_matches ((error), G_IO_ERROR, G_IO_ERROR_CANCELLED)

/* sudoku-window.c */
void        _sudoku_window_ensure_below_board_scrolls (SudokuWindow *self);
void        _sudoku_window_set_status         (SudokuWindow   *self,
                                               const char     *text);
/* Takes away the toast whose Undo was just done some other way. */
void        _sudoku_window_dismiss_undo_toast (SudokuWindow   *self);
/* Shows @toast (transfer full), for toasts with a button of their own. */
void        _sudoku_window_add_toast          (SudokuWindow   *self,
                                               AdwToast       *toast);
/* Shows the collection's puzzle at @position, as it was left. */
void        _sudoku_window_show_puzzle        (SudokuWindow   *self,
                                               guint           position);

/* sudoku-window-actions.c */
void        _sudoku_window_actions_init       (SudokuWindow   *self);
void        _sudoku_window_update_actions     (SudokuWindow   *self);

/* sudoku-window-clipboard.c */
void        _sudoku_window_copy               (SudokuWindow   *self);
void        _sudoku_window_paste              (SudokuWindow   *self);

/* sudoku-window-files.c */
void        _sudoku_window_files_init         (SudokuWindow   *self);
void        _sudoku_window_open_here_or_in_new_window (SudokuWindow *self,
                                                       GFile        *file);
void        _sudoku_window_open               (SudokuWindow   *self);
void        _sudoku_window_save               (SudokuWindow   *self);
void        _sudoku_window_save_as            (SudokuWindow   *self);
gboolean    _sudoku_window_confirm_close      (SudokuWindow   *self);
/* Before the document shows other puzzles: calls @then at once when nothing
 * would be lost (with @undoable, undo brings back the board shown), else
 * only once the person agrees to discard the changes. @data is freed with
 * @destroy either way. */
typedef void (*SudokuWindowThen) (SudokuWindow *self,
                                  gpointer      data);
void        _sudoku_window_replace_document   (SudokuWindow     *self,
                                               gboolean          undoable,
                                               SudokuWindowThen  then,
                                               gpointer          data,
                                               GDestroyNotify    destroy);

/* sudoku-window-generate.c: New Puzzle, a dialog, then the puzzle on the board */
void        _sudoku_window_new_puzzle         (SudokuWindow   *self);
/* @level: an SkLevel preselected in the dialog, or -1 for the one chosen last. */
void        _sudoku_window_new_puzzle_at_level (SudokuWindow  *self,
                                               int             level);

void        _sudoku_window_play_init          (SudokuWindow   *self);
/* sudoku-window-clock.c: the clock label, Pause, paused by modal dialogs */
void        _sudoku_window_clock_init         (SudokuWindow   *self);
/* Runs the clock while there is a puzzle to play in view, and shows it. */
void        _sudoku_window_update_clock       (SudokuWindow   *self);

/* sudoku-window-start.c: the start page. */
void        _sudoku_window_start_init         (SudokuWindow   *self);
/* Focuses the start page, when it shows: whether it did. */
gboolean    _sudoku_window_start_grab_focus   (SudokuWindow   *self);
void        _sudoku_window_play_note_generated (SudokuWindow       *self,
                                                const SudokuPuzzle *puzzle,
                                                SkLevel             level);

/* sudoku-window-help.c: win.show-help-overlay, the Keyboard Shortcuts window */
void        _sudoku_window_help_init          (SudokuWindow   *self);

/* sudoku-window-hint.c: Hint, in three presses (where to look, the step
 * drawn, the step carried out); any edit or Escape dismisses it. */
void        _sudoku_window_hint_init          (SudokuWindow   *self);
/* sudoku-window-mistakes.c: the "show-mistakes" setting, applied */
void        _sudoku_window_mistakes_init      (SudokuWindow   *self);
void        _sudoku_window_set_show_mistakes  (SudokuWindow   *self,
                                               gboolean        show_mistakes);
void        _sudoku_window_hint               (SudokuWindow   *self);
void        _sudoku_window_hint_dismiss       (SudokuWindow   *self);

/* sudoku-window-layouts.c */
void        _sudoku_window_layouts_init       (SudokuWindow   *self);
void        _sudoku_window_layouts_attach     (SudokuWindow   *self);
void        _sudoku_window_edit_layout        (SudokuWindow   *self);

/* sudoku-window-marks.c */
void        _sudoku_window_marks_init         (SudokuWindow   *self);

/* sudoku-window-path.c: the solution path panel (win.show-path) */
void        _sudoku_window_path_init          (SudokuWindow   *self);

/* sudoku-window-print.c: Print, its preview, Export Image */
void        _sudoku_window_print              (SudokuWindow   *self);
void        _sudoku_window_print_preview      (SudokuWindow   *self);
/* Cancels the print in its dialog or being prepared (dispose does). */
void        _sudoku_window_print_stop         (SudokuWindow   *self);
void        _sudoku_window_export_image       (SudokuWindow   *self);

/* sudoku-window-rating.c */
void        _sudoku_window_rating_init        (SudokuWindow   *self);
void        _sudoku_window_rating_stop        (SudokuWindow   *self);

/* sudoku-window-recent.c */
void        _sudoku_window_recent_init        (SudokuWindow   *self);
/* Open Recent's items, and a file noted before the first frame. */
void        _sudoku_window_recent_after_first_frame (SudokuWindow *self);
/* A file opened or saved: remembered as recent, its folder as where to start. */
void        _sudoku_window_note_file          (SudokuWindow   *self,
                                               GFile          *file);

/* sudoku-window-settings.c */
void        _sudoku_window_settings_init      (SudokuWindow   *self);
void        _sudoku_window_settings_save_size (SudokuWindow   *self);

/* sudoku-window-solve.c */
void        _sudoku_window_solve              (SudokuWindow   *self);
void        _sudoku_window_cancel_solve       (SudokuWindow   *self);
void        _sudoku_window_update_solving     (SudokuWindow   *self);

G_END_DECLS
