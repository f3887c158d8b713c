/* sudoku-step.h: one step of the logic engine, as the window shows and explains it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "sk-logic.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STEP (sudoku_step_get_type ())

/* Plain data: the step with what it needs to be drawn and put in words. */
typedef struct
{
  SkStep          step;
  SkCandidateGrid before;      /* the digits and candidates the step applies to */
  SkLayout        layout;
  gboolean        from_marks;  /* before's candidates are the user's pencil marks */
} SudokuStep;

GType       sudoku_step_get_type          (void) G_GNUC_CONST;
SudokuStep *sudoku_step_copy              (const SudokuStep *self);
void        sudoku_step_free              (SudokuStep       *self);

/* sudoku-step-text.c: the step in the user's language (1-based rows and
 * columns, "r3c5" for a cell). */

/* Where to look, without giving the step away: "Look for the X-Wing on 7 in
 * row 2, row 8". */
char       *sudoku_step_describe_where    (const SudokuStep *self);
/* The whole step: the pattern, why it holds, and what it places or removes. */
char       *sudoku_step_describe          (const SudokuStep *self);
/* The inks a drawing of a step uses: the painter (src/ui) says which it
 * drew, and the legend names exactly those. */
typedef enum
{
  SUDOKU_STEP_INK_PLACE         = 1 << 0,  /* green: the digit placed */
  SUDOKU_STEP_INK_REMOVE        = 1 << 1,  /* red: candidates removed */
  SUDOKU_STEP_INK_BLUE          = 1 << 2,  /* cells and candidates of the pattern */
  SUDOKU_STEP_INK_YELLOW        = 1 << 3,  /* fins, pivots, the chain's other colour */
  SUDOKU_STEP_INK_PURPLE        = 1 << 4,  /* pincers, covers, locked sets */
  SUDOKU_STEP_INK_BASE_OUTLINE  = 1 << 5,  /* blue outline: the base units */
  SUDOKU_STEP_INK_COVER_OUTLINE = 1 << 6,  /* purple outline: the cover units */
  SUDOKU_STEP_INK_STRONG_LINK   = 1 << 7,  /* solid line */
  SUDOKU_STEP_INK_WEAK_LINK     = 1 << 8,  /* dashed line */
} SudokuStepInk;

/* What the colours and lines in @inks (SudokuStepInk bits) mean: "Legend:
 * green: the digit placed, …". */
char       *sudoku_step_describe_inks     (guint             inks);
/* The whole step, then on a line of its own its chain in Eureka notation
 * (sudoku_step_format_chain), for a step drawn with links whose sentence
 * does not already carry them (a forcing chain's branches, a line each). */
char       *sudoku_step_describe_with_chain (const SudokuStep *self);
/* The step's part in one cell ("Pattern (fin); removes 7"), NULL for none:
 * the cell's accessible description while the step is drawn. */
char       *sudoku_step_describe_cell     (const SudokuStep *self,
                                           guint             cell);
/* What applying it did: "X-Wing: removed 4 candidates". */
char       *sudoku_step_describe_applied  (const SudokuStep *self);
/* The role's name for people: "base", "fin", "pivot"... */
const char *sudoku_step_role_name         (SkRole            role);
/* The cells of chain node @node (one, or a group's), ascending, into
 * @cells; returns how many. */
guint       sudoku_step_node_cells        (const SudokuStep *self,
                                           int               node,
                                           guint             cells[SK_CELLS]);
/* The step's chain in Eureka notation, "(5)r2c3=r2c7-(5=3)r5c7 =>
 * r2c3<>3", a forcing chain's branches a line each; NULL for a step
 * without links. The same in every language, as players write it. */
char       *sudoku_step_format_chain      (const SudokuStep *self);
/* What the step does, HoDoKu's way: "r4c7=5" for a placement, "r2c4−3"
 * (a minus sign) for an elimination, placements first, in cell order. */
char       *sudoku_step_format_actions    (const SudokuStep *self);
/* Cells that the step places a digit in, and candidates it removes. */
guint       sudoku_step_count_placements  (const SudokuStep *self);
guint       sudoku_step_count_eliminations (const SudokuStep *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuStep, sudoku_step_free)

G_END_DECLS
