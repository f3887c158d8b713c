/* sk-layout.h: how the 81 cells are split into nine regions, plus extra houses
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>

#include "sk-board.h"
#include "sk-types.h"

/* A region layout, with the tables the solver derives from it.
 *
 * Regions are numbered 0-8 in the order their first cell appears in reading
 * order, so two layouts that split the board the same way are equal whatever
 * symbols their files used. The standard 3x3 boxes are one layout among others.
 * The struct is plain data: copy it by value.
 *
 * A variant layout adds up to SK_MAX_EXTRA extra houses (Sudoku-X's two
 * diagonals, Windoku's four windows...): nine cells each that must also hold
 * 1-9. Extra house e is unit SK_UNITS + e, after the 27 rows, columns and
 * regions; the houses are kept sorted by their cells, so equal sets of houses
 * compare equal. cell_units and cell_unit_bits cover the 27 standard units
 * only, which keeps every loop written for them as it was; code that honours
 * extra houses reads cell_extra_bits, and peer_board includes them.
 */
typedef struct
{
  uint8_t  region[SK_CELLS];              /* region of each cell, 0-8 */
  char     symbol[SK_SIZE];               /* symbol each region had in its source text */
  uint8_t  n_extra;                       /* extra houses, 0 for plain and jigsaw sudoku */
  uint8_t  unit_cells[SK_MAX_UNITS][SK_SIZE]; /* the cells of each unit, ascending */
  uint8_t  cell_units[SK_CELLS][3];       /* the row, column and region unit of each cell */
  uint32_t cell_unit_bits[SK_CELLS];      /* bit u set when the cell belongs to standard unit u */
  uint8_t  cell_extra_bits[SK_CELLS];     /* bit e set when the cell belongs to extra house e */
  SkBoard  unit_board[SK_MAX_UNITS];      /* the cells of each unit as a board */
  SkBoard  peer_board[SK_CELLS];          /* cells sharing any house with a cell, itself excluded */
} SkLayout;

/* The named sets of extra houses a layout file may list. */
typedef enum
{
  SK_EXTRA_DIAGONALS,  /* Sudoku-X: both main diagonals */
  SK_EXTRA_WINDOWS,    /* Windoku: the 3x3 windows at rows and columns 2-4 and 6-8 */
  SK_EXTRA_ASTERISK,   /* nine cells in an asterisk around the centre */
  SK_EXTRA_CENTRE_DOT, /* the centre cell of each box */
  SK_EXTRA_GIRANDOLA,  /* the four corners, the centre and r2c5 r5c2 r5c8 r8c5 */
} SkExtraSet;

#define SK_N_EXTRA_SETS 5

typedef enum
{
  SK_LAYOUT_OK = 0,
  SK_LAYOUT_ERROR_LENGTH,        /* not exactly 81 symbols */
  SK_LAYOUT_ERROR_SYMBOL,        /* a character outside 0-9, a-z, A-Z */
  SK_LAYOUT_ERROR_REGION_COUNT,  /* not exactly nine distinct symbols */
  SK_LAYOUT_ERROR_REGION_SIZE,   /* a region without exactly nine cells */
  SK_LAYOUT_ERROR_HOUSE_SIZE,    /* an extra house without exactly nine cells */
  SK_LAYOUT_ERROR_HOUSE_REPEAT,  /* a cell twice in one extra house */
  SK_LAYOUT_ERROR_HOUSE_COUNT,   /* more than SK_MAX_EXTRA extra houses */
  SK_LAYOUT_ERROR_HOUSE_CELL,    /* a cell number outside 0-80 */
} SkLayoutStatus;

/* What is wrong with a layout text, for an error message. */
typedef struct
{
  SkLayoutStatus status;
  int            position;  /* index of the offending symbol in the text, or -1 */
  char           symbol;    /* the offending symbol, or the region's symbol */
  int            count;     /* symbols read, regions found, or cells in the region */
} SkLayoutProblem;

void           sk_layout_init_standard      (SkLayout        *layout);
/* Rebuilds the unit and peer tables from region[] and the extra houses. */
void           sk_layout_build_tables       (SkLayout        *layout);
SkLayoutStatus sk_layout_init_from_symbols  (SkLayout        *layout,
                                             const char      *symbols,
                                             size_t           length,
                                             SkLayoutProblem *problem);
void           sk_layout_to_symbols         (const SkLayout  *layout,
                                             char             out[SK_CELLS + 1]);
/* Standard boxes and no extra houses: plain sudoku. */
bool           sk_layout_is_standard        (const SkLayout  *layout);
/* Standard boxes, whatever extra houses there are (Sudoku-X, Windoku...). */
bool           sk_layout_regions_are_standard (const SkLayout *layout);
bool           sk_layout_equal              (const SkLayout  *a,
                                             const SkLayout  *b);
int            sk_layout_find_disconnected  (const SkLayout  *layout);
/* A colour 0 to SK_REGION_COLOURS - 1 for each region, neighbours (regions
 * that share a cell edge) always apart when that is possible: true then.
 * Four suffice for connected regions; a disconnected region can make that
 * impossible, and then colour[] is region % SK_REGION_COLOURS and false is
 * returned. The same layout always gets the same colours. */
#define SK_REGION_COLOURS 4
bool           sk_layout_colour_regions     (const SkLayout  *layout,
                                             int              colour[SK_SIZE]);
/* How many four-way connected pieces each region 0-8 of @region is in
 * (0 for a region with no cell); cells numbered 9 or more are left out. */
void           sk_regions_count_pieces      (const uint8_t    region[SK_CELLS],
                                             int              pieces[SK_SIZE]);
bool           sk_layout_symbol_is_valid    (char             symbol);

/* Extra houses (sk-layout-extra.c). Adding one keeps the houses sorted and
 * rebuilds the peer tables; a house already there is not added twice. A house
 * of @n_cells cells, which must be nine distinct cells 0-80. */
SkLayoutStatus sk_layout_add_extra_house    (SkLayout        *layout,
                                             const int       *cells,
                                             int              n_cells,
                                             SkLayoutProblem *problem);
SkLayoutStatus sk_layout_add_extra_set      (SkLayout        *layout,
                                             SkExtraSet       set,
                                             SkLayoutProblem *problem);
void           sk_layout_clear_extra        (SkLayout        *layout);
/* The set's houses in @cells, as many as returned. */
int            sk_extra_set_houses          (SkExtraSet       set,
                                             int              cells[][SK_SIZE]);
const char    *sk_extra_set_to_string       (SkExtraSet       set);
bool           sk_extra_set_from_string     (const char      *name,
                                             SkExtraSet      *set);
/* Whether every house of @set is among the layout's extra houses. */
bool           sk_layout_has_extra_set      (const SkLayout  *layout,
                                             SkExtraSet       set);
/* The shape of extra house @extra (0 to n_extra - 1): what the sentences call
 * it and how a board draws it (a line along a diagonal, a tint elsewhere). */
typedef enum
{
  SK_HOUSE_SHAPE_OTHER,          /* any nine cells: Asterisk, Girandola, a painted house */
  SK_HOUSE_SHAPE_MAIN_DIAGONAL,  /* r1c1 to r9c9 */
  SK_HOUSE_SHAPE_ANTI_DIAGONAL,  /* r1c9 to r9c1 */
  SK_HOUSE_SHAPE_WINDOW,         /* a 3x3 square of cells, anywhere */
} SkHouseShape;
SkHouseShape   sk_layout_extra_shape        (const SkLayout  *layout,
                                             int              extra);
/* How a board marks each cell's extra houses, in bits: the window and paper
 * alike tint every cell of an extra house and draw a line along a diagonal. */
enum
{
  SK_HOUSE_MARK_TINT          = 1 << 0,  /* in an extra house of any shape */
  SK_HOUSE_MARK_MAIN_DIAGONAL = 1 << 1,  /* on the main diagonal, which is a house */
  SK_HOUSE_MARK_ANTI_DIAGONAL = 1 << 2,  /* on the anti-diagonal, which is a house */
  SK_HOUSE_MARK_OVERLAP       = 1 << 3,  /* in two extra houses or more */
};
/* The SK_HOUSE_MARK bits of each cell, 0 outside every extra house. */
void           sk_layout_house_marks        (const SkLayout  *layout,
                                             uint8_t          marks[SK_CELLS]);

static inline int
sk_layout_n_units (const SkLayout *layout)
{
  return SK_UNITS + layout->n_extra;
}
const char    *sk_layout_status_to_string   (SkLayoutStatus   status);
