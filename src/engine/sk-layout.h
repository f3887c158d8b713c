/* sk-layout.h: how the 81 cells are split into nine regions
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
 */
typedef struct
{
  uint8_t  region[SK_CELLS];              /* region of each cell, 0-8 */
  char     symbol[SK_SIZE];               /* symbol each region had in its source text */
  uint8_t  unit_cells[SK_UNITS][SK_SIZE]; /* the cells of each unit, ascending */
  uint8_t  cell_units[SK_CELLS][3];       /* the row, column and region unit of each cell */
  uint32_t cell_unit_bits[SK_CELLS];      /* bit u set when the cell belongs to unit u */
  SkBoard  unit_board[SK_UNITS];          /* the cells of each unit as a board */
  SkBoard  peer_board[SK_CELLS];          /* cells sharing a unit with a cell, itself excluded */
} SkLayout;

typedef enum
{
  SK_LAYOUT_OK = 0,
  SK_LAYOUT_ERROR_LENGTH,        /* not exactly 81 symbols */
  SK_LAYOUT_ERROR_SYMBOL,        /* a character outside 0-9, a-z, A-Z */
  SK_LAYOUT_ERROR_REGION_COUNT,  /* not exactly nine distinct symbols */
  SK_LAYOUT_ERROR_REGION_SIZE,   /* a region without exactly nine cells */
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
SkLayoutStatus sk_layout_init_from_symbols  (SkLayout        *layout,
                                             const char      *symbols,
                                             size_t           length,
                                             SkLayoutProblem *problem);
void           sk_layout_to_symbols         (const SkLayout  *layout,
                                             char             out[SK_CELLS + 1]);
bool           sk_layout_is_standard        (const SkLayout  *layout);
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
const char    *sk_layout_status_to_string   (SkLayoutStatus   status);
