/* sudoku-test-board-step.h: the board's steps, waited for and checked, for the step tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-board-step.c (finding a step, pencil marks, mistakes, the
 * path, applying steps) and test-board-step-text.c (the step in words). What
 * the board finds is held against what the logic engine finds on the same
 * candidate grid (sk_logic_next_step), and its placements against the unique
 * solution sk_solve finds.
 */

#pragma once

#include <gio/gio.h>

#include "sk-logic.h"
#include "sudoku-board.h"
#include "sudoku-board-step.h"
#include "sudoku-step.h"
#include "sudoku-test-util.h"

G_BEGIN_DECLS

#define BIT(d) ((SkMask) (1u << ((d) - 1)))

/* ---- async calls ---- */

/* A GAsyncReadyCallback that keeps a reference to the result in
 * *(GAsyncResult **) @user_data. */
void        sudoku_test_got_result              (GObject                  *object,
                                                 GAsyncResult             *result,
                                                 gpointer                  user_data);
/* Runs the main loop until *@slot is set; fails the test after 120 s. */
void        sudoku_test_wait_result             (GAsyncResult            **slot);
/* sudoku_board_find_step_async, waited for: the board is busy while it runs,
 * and not after. With @error NULL, a step must be found. */
SudokuStep *sudoku_test_find_step               (SudokuBoard              *board,
                                                 GError                  **error);
/* A find_step that has come back: it failed with @code. */
void        sudoku_test_assert_step_failed      (SudokuBoard              *board,
                                                 GAsyncResult            **slot,
                                                 int                       code);
/* sudoku_board_path_async, waited for: the board is never busy meanwhile. */
GPtrArray  *sudoku_test_find_path               (SudokuBoard              *board,
                                                 GError                  **error);

/* ---- boards ---- */

/* The puzzle on the board, with an empty history (so that one undo after a
 * step can be seen to be the only one); @layout NULL for the standard boxes. */
void        sudoku_test_load_givens             (SudokuBoard              *board,
                                                 const SkGrid             *givens,
                                                 const SkLayout           *layout);
/* A classic puzzle on the board, from its givens, @givens. */
void        sudoku_test_load_classic            (SudokuBoard              *board,
                                                 SkGrid                   *givens);
/* @p on the board, in its @layout. */
void        sudoku_test_load_puzzle             (SudokuBoard              *board,
                                                 const SudokuTestPuzzle   *p,
                                                 SkLayout                 *layout);
/* The position on the board: its givens, the digits placed on the way and
 * its candidates as pencil marks, as one edit. */
void        sudoku_test_load_position           (SudokuBoard              *board,
                                                 const SudokuTestPosition *position);
/* The engine's options for a puzzle with one solution. */
void        sudoku_test_unique_options          (SkLogicOptions           *options);

/* ---- comparisons ---- */

void        sudoku_test_assert_cand_grids_equal (const SkCandidateGrid    *a,
                                                 const SkCandidateGrid    *b);
void        sudoku_test_assert_steps_equal      (const SkStep             *a,
                                                 const SkStep             *b);
void        sudoku_test_assert_layouts_equal    (const SkLayout           *a,
                                                 const SkLayout           *b);
/* The step places only @solution's digits and never removes one. */
void        sudoku_test_assert_step_agrees      (const SkStep             *step,
                                                 const SkGrid             *solution);
void        sudoku_test_assert_marks_are        (SudokuBoard              *board,
                                                 const SkMask              expected[SK_CELLS]);
void        sudoku_test_assert_no_marks         (SudokuBoard              *board);
/* The board's digits are @values, and its marks @marks (none when NULL). */
void        sudoku_test_assert_values_marks     (SudokuBoard              *board,
                                                 const SkGrid             *values,
                                                 const SkMask             *marks);

/* ---- the board's step, checked ---- */

/* The step the board finds: from @grid in @layout (the board's pencil marks
 * or not, as @from_marks says), the engine's next step from there, and one
 * that agrees with @solution. */
SudokuStep *sudoku_test_board_step              (SudokuBoard              *board,
                                                 const SkCandidateGrid    *grid,
                                                 const SkLayout           *layout,
                                                 const SkGrid             *solution,
                                                 gboolean                  from_marks);
/* The first position of @technique over tests/data/sets/@set_name
 * (sudoku_test_find_position) on the board, and the step the board finds
 * there: checked as by sudoku_test_board_step(), of @technique, and the very
 * step the engine took there. A puzzle's first step is found from its givens
 * alone, a later one from the position's digits and candidates as pencil
 * marks. */
SudokuStep *sudoku_test_position_step           (SudokuBoard              *board,
                                                 const char               *set_name,
                                                 SkTechnique               technique,
                                                 gboolean                  first_only,
                                                 SudokuTestPosition       *position);
/* Neither a step nor a path, both for the reason @expected (an error
 * SUDOKU_BOARD_ERROR_NO_HINT, or @code), and the board's digits as they
 * were. */
void        sudoku_test_assert_no_step          (SudokuBoard              *board,
                                                 const char               *expected);
void        sudoku_test_assert_no_step_code     (SudokuBoard              *board,
                                                 int                       code,
                                                 const char               *expected);

G_END_DECLS
