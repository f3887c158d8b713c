/* sk-layout-extra.c: the extra houses of variant layouts and their named sets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-layout.h"

#include <stdlib.h>
#include <string.h>

static const char *const set_names[SK_N_EXTRA_SETS] = {
  [SK_EXTRA_DIAGONALS] = "diagonals",
  [SK_EXTRA_WINDOWS] = "windows",
  [SK_EXTRA_ASTERISK] = "asterisk",
  [SK_EXTRA_CENTRE_DOT] = "centre-dot",
  [SK_EXTRA_GIRANDOLA] = "girandola",
};

/* Rows and columns from 1, as players and the variant books write them. */
#define RC(r, c) (((r) - 1) * SK_SIZE + (c) - 1)

static const int asterisk[SK_SIZE] = {
  RC (2, 5), RC (3, 3), RC (3, 7), RC (5, 2), RC (5, 5), RC (5, 8), RC (7, 3), RC (7, 7), RC (8, 5),
};
static const int centre_dot[SK_SIZE] = {
  RC (2, 2), RC (2, 5), RC (2, 8), RC (5, 2), RC (5, 5), RC (5, 8), RC (8, 2), RC (8, 5), RC (8, 8),
};
static const int girandola[SK_SIZE] = {
  RC (1, 1), RC (1, 9), RC (2, 5), RC (5, 2), RC (5, 5), RC (5, 8), RC (8, 5), RC (9, 1), RC (9, 9),
};

int
sk_extra_set_houses (SkExtraSet set,
                     int        cells[][SK_SIZE])
{
  switch (set)
    {
    case SK_EXTRA_DIAGONALS:
      for (int i = 0; i < SK_SIZE; i++)
        {
          cells[0][i] = sk_cell_index (i, i);
          cells[1][i] = sk_cell_index (i, SK_SIZE - 1 - i);
        }
      return 2;
    case SK_EXTRA_WINDOWS:
      for (int w = 0; w < 4; w++)
        for (int i = 0; i < SK_SIZE; i++)
          cells[w][i] = sk_cell_index (1 + 4 * (w / 2) + i / 3, 1 + 4 * (w % 2) + i % 3);
      return 4;
    case SK_EXTRA_ASTERISK:
      memcpy (cells[0], asterisk, sizeof asterisk);
      return 1;
    case SK_EXTRA_CENTRE_DOT:
      memcpy (cells[0], centre_dot, sizeof centre_dot);
      return 1;
    case SK_EXTRA_GIRANDOLA:
      memcpy (cells[0], girandola, sizeof girandola);
      return 1;
    default:
      return 0;
    }
}

const char *
sk_extra_set_to_string (SkExtraSet set)
{
  return (unsigned) set < SK_N_EXTRA_SETS ? set_names[set] : NULL;
}

bool
sk_extra_set_from_string (const char *name,
                          SkExtraSet *set)
{
  for (int i = 0; i < SK_N_EXTRA_SETS; i++)
    if (strcmp (name, set_names[i]) == 0)
      {
        *set = (SkExtraSet) i;
        return true;
      }
  return false;
}

static SkLayoutStatus
fail (SkLayoutProblem *problem,
      SkLayoutStatus   status,
      int              position,
      int              count)
{
  if (problem != NULL)
    *problem = (SkLayoutProblem) { status, position, 0, count };
  return status;
}

static int
compare_cells (const void *a,
               const void *b)
{
  return (int) *(const uint8_t *) a - (int) *(const uint8_t *) b;
}

/* The house's place among the sorted houses, or -1 when it is there already. */
static int
find_slot (const SkLayout *layout,
           const uint8_t   house[SK_SIZE])
{
  int e = 0;

  while (e < layout->n_extra)
    {
      int order = memcmp (layout->unit_cells[SK_UNITS + e], house, SK_SIZE);

      if (order == 0)
        return -1;
      if (order > 0)
        break;
      e++;
    }
  return e;
}

SkLayoutStatus
sk_layout_add_extra_house (SkLayout        *layout,
                           const int       *cells,
                           int              n_cells,
                           SkLayoutProblem *problem)
{
  uint8_t house[SK_SIZE];
  bool seen[SK_CELLS] = { false };
  int slot;

  if (n_cells != SK_SIZE)
    return fail (problem, SK_LAYOUT_ERROR_HOUSE_SIZE, -1, n_cells);
  for (int i = 0; i < SK_SIZE; i++)
    {
      if (cells[i] < 0 || cells[i] >= SK_CELLS)
        return fail (problem, SK_LAYOUT_ERROR_HOUSE_CELL, i, cells[i]);
      if (seen[cells[i]])
        return fail (problem, SK_LAYOUT_ERROR_HOUSE_REPEAT, i, cells[i]);
      seen[cells[i]] = true;
      house[i] = (uint8_t) cells[i];
    }
  qsort (house, SK_SIZE, 1, compare_cells);

  slot = find_slot (layout, house);
  if (slot >= 0)
    {
      if (layout->n_extra == SK_MAX_EXTRA)
        return fail (problem, SK_LAYOUT_ERROR_HOUSE_COUNT, -1, SK_MAX_EXTRA + 1);
      memmove (layout->unit_cells[SK_UNITS + slot + 1], layout->unit_cells[SK_UNITS + slot],
               (size_t) (layout->n_extra - slot) * sizeof layout->unit_cells[0]);
      memcpy (layout->unit_cells[SK_UNITS + slot], house, SK_SIZE);
      layout->n_extra++;
      sk_layout_build_tables (layout);
    }

  if (problem != NULL)
    *problem = (SkLayoutProblem) { SK_LAYOUT_OK, -1, 0, 0 };
  return SK_LAYOUT_OK;
}

SkLayoutStatus
sk_layout_add_extra_set (SkLayout        *layout,
                         SkExtraSet       set,
                         SkLayoutProblem *problem)
{
  int cells[4][SK_SIZE];
  int n = sk_extra_set_houses (set, cells);
  SkLayout with = *layout;

  /* On a copy: a set that does not fit leaves the layout as it was. */
  for (int h = 0; h < n; h++)
    {
      SkLayoutStatus status = sk_layout_add_extra_house (&with, cells[h], SK_SIZE, problem);

      if (status != SK_LAYOUT_OK)
        return status;
    }
  *layout = with;
  return SK_LAYOUT_OK;
}

void
sk_layout_clear_extra (SkLayout *layout)
{
  memset (layout->unit_cells[SK_UNITS], 0, sizeof layout->unit_cells[0] * SK_MAX_EXTRA);
  layout->n_extra = 0;
  sk_layout_build_tables (layout);
}

bool
sk_layout_has_extra_set (const SkLayout *layout,
                         SkExtraSet      set)
{
  int cells[4][SK_SIZE];
  int n = sk_extra_set_houses (set, cells);

  for (int h = 0; h < n; h++)
    {
      uint8_t house[SK_SIZE];

      for (int i = 0; i < SK_SIZE; i++)
        house[i] = (uint8_t) cells[h][i];
      qsort (house, SK_SIZE, 1, compare_cells);
      if (find_slot (layout, house) >= 0)
        return false;
    }
  return n > 0;
}

SkHouseShape
sk_layout_extra_shape (const SkLayout *layout,
                       int             extra)
{
  const uint8_t *cells;
  bool main_diagonal = true, anti_diagonal = true, window = true;

  if (extra < 0 || extra >= layout->n_extra)
    return SK_HOUSE_SHAPE_OTHER;
  cells = layout->unit_cells[SK_UNITS + extra];
  for (int i = 0; i < SK_SIZE; i++)
    {
      main_diagonal &= cells[i] == i * (SK_SIZE + 1);
      anti_diagonal &= cells[i] == (i + 1) * (SK_SIZE - 1);
      /* Ascending cells, three a row: no row may wrap past the right edge. */
      window &= cells[i] == cells[0] + SK_SIZE * (i / 3) + i % 3 && sk_cell_column (cells[0]) <= SK_SIZE - 3;
    }
  if (main_diagonal)
    return SK_HOUSE_SHAPE_MAIN_DIAGONAL;
  if (anti_diagonal)
    return SK_HOUSE_SHAPE_ANTI_DIAGONAL;
  return window ? SK_HOUSE_SHAPE_WINDOW : SK_HOUSE_SHAPE_OTHER;
}

void
sk_layout_house_marks (const SkLayout *layout,
                       uint8_t         marks[SK_CELLS])
{
  uint8_t line[SK_MAX_EXTRA] = { 0 };

  for (int e = 0; e < layout->n_extra && e < SK_MAX_EXTRA; e++)
    switch (sk_layout_extra_shape (layout, e))
      {
      case SK_HOUSE_SHAPE_MAIN_DIAGONAL:
        line[e] = SK_HOUSE_MARK_MAIN_DIAGONAL;
        break;
      case SK_HOUSE_SHAPE_ANTI_DIAGONAL:
        line[e] = SK_HOUSE_MARK_ANTI_DIAGONAL;
        break;
      case SK_HOUSE_SHAPE_WINDOW:
      case SK_HOUSE_SHAPE_OTHER:
      default:
        break;
      }
  for (int i = 0; i < SK_CELLS; i++)
    {
      unsigned bits = layout->cell_extra_bits[i];

      marks[i] = 0;
      if (bits != 0)
        marks[i] |= SK_HOUSE_MARK_TINT;
      if ((bits & (bits - 1)) != 0)
        marks[i] |= SK_HOUSE_MARK_OVERLAP;
      for (int e = 0; e < layout->n_extra && e < SK_MAX_EXTRA; e++)
        if ((bits >> e) & 1)
          marks[i] |= line[e];
    }
}
