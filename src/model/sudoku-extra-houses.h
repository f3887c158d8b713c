/* sudoku-extra-houses.h: a variant's extra houses as the layout editor holds them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor offers the engine's named sets as switches and paints houses of
 * its own cell by cell; an SkLayout keeps only the houses themselves, sorted.
 * This is the editor's form of them, what is wrong with it, and the way to
 * and from an SkLayout: the model's face on sk-layout-extra.c, so that the
 * editor calls no engine function and its checks run without a display.
 */

#pragma once

#include <glib.h>

#include "sudoku-geometry.h"

G_BEGIN_DECLS

#define SUDOKU_MAX_EXTRA    SK_MAX_EXTRA     /* extra houses a layout may have, sets and own */
#define SUDOKU_N_EXTRA_SETS SK_N_EXTRA_SETS  /* the named sets, SkExtraSet */

typedef struct
{
  gboolean sets[SUDOKU_N_EXTRA_SETS];  /* which named sets are switched on */
  /* Bit h set: the cell is in painted house h (0 to SUDOKU_MAX_EXTRA - 1). */
  guint8   painted[SUDOKU_CELLS];
} SudokuExtraHouses;

typedef enum
{
  SUDOKU_EXTRA_PROBLEM_SIZE,      /* painted house @house has @count cells, not nine */
  SUDOKU_EXTRA_PROBLEM_REPEAT,    /* painted house @house has the cells of another extra house */
  SUDOKU_EXTRA_PROBLEM_UNIT,      /* painted house @house has the cells of row, column or region @unit */
  SUDOKU_EXTRA_PROBLEM_TOO_MANY,  /* @count extra houses in all, more than SUDOKU_MAX_EXTRA */
} SudokuExtraProblemKind;

typedef struct
{
  SudokuExtraProblemKind kind;
  guint                  house;
  guint                  count;
  guint                  unit;   /* UNIT: rows 0-8, columns 9-17, regions 18-26 (SK_UNITS) */
} SudokuExtraProblem;

/* The set's name in layout files ("diagonals"), and how many houses it has. */
const char *sudoku_extra_set_get_id           (SkExtraSet               set);
guint       sudoku_extra_set_get_n_houses     (SkExtraSet               set);

/* @layout's extra houses: its whole named sets switched on, every other
 * house painted, in the layout's order. */
void        sudoku_extra_houses_from_layout   (SudokuExtraHouses       *houses,
                                               const SkLayout          *layout);
gboolean    sudoku_extra_houses_equal         (const SudokuExtraHouses *a,
                                               const SudokuExtraHouses *b);
guint       sudoku_extra_houses_count_painted (const SudokuExtraHouses *houses,
                                               guint                    house);
/* Houses in all: those of the sets switched on, and every painted house with
 * a cell. */
guint       sudoku_extra_houses_count         (const SudokuExtraHouses *houses);
/* TRUE for each cell in a house of a set switched on. */
void        sudoku_extra_houses_set_cells     (const SudokuExtraHouses *houses,
                                               gboolean                 in_set[SUDOKU_CELLS]);
/* What keeps @houses from being added to a layout, in the order to tell
 * them: every painted house of the wrong size, then repeats, then too many
 * in all. When there is nothing, @layout (nullable) gets @regions with the
 * houses added. Returns: (transfer full) (element-type SudokuExtraProblem) */
GArray     *sudoku_extra_houses_check         (const SudokuExtraHouses *houses,
                                               const SkLayout          *regions,
                                               SkLayout                *layout);

G_END_DECLS
