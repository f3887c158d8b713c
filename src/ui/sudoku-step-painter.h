/* sudoku-step-painter.h: a logic step drawn over the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-step.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_STEP_SHAPE_TINT,       /* a cell of the pattern, tinted by its role */
  SUDOKU_STEP_SHAPE_CANDIDATE,  /* a candidate of the pattern, ringed in its role's colour */
  SUDOKU_STEP_SHAPE_OUTLINE,    /* one side of a unit's outline, between a cell in it and one not */
  SUDOKU_STEP_SHAPE_STRIKE,     /* a candidate the step removes, struck out in red */
  SUDOKU_STEP_SHAPE_PLACE,      /* the digit the step places, in green */
  SUDOKU_STEP_SHAPE_LINK,       /* a chain link between two candidates or groups */
} SudokuStepShapeKind;

/* What is drawn, in the order it is drawn: a plain list, so that a test can
 * read back which cells and candidates the drawing names. */
typedef struct
{
  SudokuStepShapeKind kind;
  guint               cell;    /* tint, candidate, strike, place, outline: the cell; link: from's first cell */
  guint               digit;   /* candidate, strike, place: the digit; link: its digit at from */
  int                 role;    /* tint, candidate: SkRole; outline: 0 base unit, 1 cover unit; link: 1 strong */
  graphene_rect_t     area;    /* tint: the cell; candidate, strike, place: the candidate's place */
  graphene_point_t    from;    /* outline: the side's ends; link: the nodes' centres */
  graphene_point_t    to;
} SudokuStepShape;

/* The shapes of @step on a board whose cells lie at @cells (in the drawing's
 * coordinates). Returns: (transfer full) (element-type SudokuStepShape) */
GArray *sudoku_step_painter_shapes (const SudokuStep      *step,
                                    const graphene_rect_t  cells[SK_CELLS]);
/* Draws @shapes, lines and marks scaled to @cell_size (a cell's width);
 * @dark picks colours that read on a dark board. */
void    sudoku_step_painter_draw   (GArray                *shapes,
                                    cairo_t               *cr,
                                    double                 cell_size,
                                    gboolean               dark);
/* The inks @shapes are drawn in (SudokuStepInk bits): what the legend names. */
guint   sudoku_step_painter_inks   (GArray                *shapes);
/* Where a cell shows its candidate @digit (1-9): the keypad place. */
void    sudoku_step_painter_candidate_area (const graphene_rect_t *cell,
                                            guint                  digit,
                                            graphene_rect_t       *area);

G_END_DECLS
