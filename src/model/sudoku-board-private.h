/* sudoku-board-private.h: board internals shared with the background solve and steps
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"
#include "sudoku-history.h"
#include "sudoku-play.h"

#include <stdatomic.h>

G_BEGIN_DECLS

void    _sudoku_board_set_solving      (SudokuBoard  *self,
                                        gboolean      solving);
guint64 _sudoku_board_get_generation   (SudokuBoard  *self);
void    _sudoku_board_apply_solution   (SudokuBoard  *self,
                                        const SkGrid *solution);

/* Sets the marks of every empty cell to @marks, then places each non-zero
 * @place[cell] as a hinted digit (the cell's "hinted" flag set, "solved"
 * cleared), crossing it out of its peers' marks when "remove-marks-on-place" is on:
 * all of it ONE undoable edit, with one "changed". Givens are never
 * touched, nor the marks of cells that hold a digit. */
void    _sudoku_board_apply_step_result (SudokuBoard  *self,
                                         const SkMask  marks[SK_CELLS],
                                         const guint8  place[SK_CELLS]);

/* The edit machinery, for sudoku-board-marks.c: take the state, change a
 * copy (placing digits through _sudoku_board_place_digit(), which crosses
 * them out of the peers' marks), commit both as one undoable step. */
void    _sudoku_board_capture_state    (SudokuBoard            *self,
                                        SudokuBoardState       *state);
void    _sudoku_board_commit_state     (SudokuBoard            *self,
                                        const SudokuBoardState *before,
                                        const SudokuBoardState *after);
void    _sudoku_board_place_digit      (SudokuBoard            *self,
                                        SudokuBoardState       *state,
                                        guint                   index,
                                        guint                   digit);

/* For sudoku-board-memo.c: puts @history (transfer full) in place and
 * returns the one it replaces (transfer full); shows @state as it is, with
 * no undo step. */
SudokuHistory *_sudoku_board_swap_history (SudokuBoard            *self,
                                           SudokuHistory          *history);
void    _sudoku_board_show_state       (SudokuBoard            *self,
                                        const SudokuBoardState *state);

/* sudoku-board-mistakes.c: the givens' one solution, once a worker found
 * it, and which entries differ from it ("mistake" of the cells). */
typedef struct
{
  SkGrid   givens;    /* the givens it solves, in this layout */
  SkLayout layout;
  SkGrid   solution;
  gboolean known;
} SudokuBoardSolution;

SudokuBoardSolution *_sudoku_board_get_solution (SudokuBoard         *self);

/* sudoku-play.c: the board's play clock, and the givens and seconds of the
 * puzzle loaded last (SudokuPuzzle.time), which its clock starts from. */
typedef struct
{
  SudokuPlayClock clock;
  SkGrid          loaded_givens;
  guint           loaded_time;
  guint           loads;  /* puzzles loaded so far */
} SudokuBoardPlay;

SudokuBoardPlay     *_sudoku_board_get_play     (SudokuBoard         *self);
void     _sudoku_board_set_solution    (SudokuBoard         *self,
                                        const SkGrid        *givens,
                                        const SkLayout      *layout,
                                        const SkGrid        *solution);
void     _sudoku_board_update_mistakes (SudokuBoard         *self);
/* Worker thread: TRUE when @givens have exactly one solution, in @solution. */
gboolean _sudoku_solve_givens          (const SkGrid        *givens,
                                        const SkLayout      *layout,
                                        guint64              max_elapsed_ns,
                                        const atomic_int    *cancel,
                                        SkGrid              *solution);

/* sudoku-board-work.c: the board's side of work on a worker thread */
GTask   *_sudoku_board_begin_work      (SudokuBoard         *self,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data,
                                        gpointer             source_tag);
gboolean _sudoku_board_end_work        (GTask               *task,
                                        GError              *error,
                                        const char          *changed_message);

G_END_DECLS
