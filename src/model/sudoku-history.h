/* sudoku-history.h: undo and redo of whole board states
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sk-board.h"
#include "sk-layout.h"
#include "sk-types.h"

G_BEGIN_DECLS

/* Everything an edit can change. A step keeps the state before and after,
 * so undo and redo are plain restores and can never drift out of step. */
typedef struct
{
  /* The peers whose marks the digit typed in each cell crossed out, so
   * that they come back when that digit goes. First, so that the struct
   * has no padding: states are compared with memcmp(). */
  SkBoard stripped[SK_CELLS];
  SkBoard extra[SK_MAX_EXTRA];   /* the cells of each extra house in order, empty past the last */
  guint8 value[SK_CELLS];
  guint8 given[SK_CELLS];
  guint8 solved[SK_CELLS];
  guint8 hinted[SK_CELLS];
  SkMask marks[SK_CELLS];        /* the person's pencil marks; 0 where value is set */
  char   regions[SK_CELLS + 1];  /* region symbols, see sk_layout_to_symbols() */
} SudokuBoardState;

/* The layout a state records: its region symbols and its extra houses. */
void     sudoku_board_state_set_layout (SudokuBoardState       *state,
                                        const SkLayout         *layout);
gboolean sudoku_board_state_get_layout (const SudokuBoardState *state,
                                        SkLayout               *layout);

#define SUDOKU_TYPE_HISTORY (sudoku_history_get_type ())

G_DECLARE_FINAL_TYPE (SudokuHistory, sudoku_history, SUDOKU, HISTORY, GObject)

/* Properties: "can-undo", "can-redo" (gboolean). */
SudokuHistory          *sudoku_history_new          (void);
void                    sudoku_history_push         (SudokuHistory          *self,
                                                     const SudokuBoardState *before,
                                                     const SudokuBoardState *after);
const SudokuBoardState *sudoku_history_undo         (SudokuHistory          *self);
const SudokuBoardState *sudoku_history_redo         (SudokuHistory          *self);
void                    sudoku_history_clear        (SudokuHistory          *self);
gboolean                sudoku_history_get_can_undo (SudokuHistory          *self);
gboolean                sudoku_history_get_can_redo (SudokuHistory          *self);

G_END_DECLS
