/* sudoku-extra-houses.c: a variant's extra houses as the layout editor holds them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whether houses make a layout is asked of sk_layout_add_extra_house(), the
 * check every layout file goes through; sizes are counted here only to say
 * which house is wrong and by how much.
 */

#define G_LOG_DOMAIN "sudoku-extra-houses"

#include "config.h"

#include "sudoku-extra-houses.h"

#include <string.h>

#include "sk-board.h"

const char *
sudoku_extra_set_get_id (SkExtraSet set)
{
  g_return_val_if_fail ((guint) set < SUDOKU_N_EXTRA_SETS, NULL);

  return sk_extra_set_to_string (set);
}

guint
sudoku_extra_set_get_n_houses (SkExtraSet set)
{
  int cells[SUDOKU_MAX_EXTRA][SK_SIZE];

  g_return_val_if_fail ((guint) set < SUDOKU_N_EXTRA_SETS, 0);

  return (guint) sk_extra_set_houses (set, cells);
}

/* The cells of painted house @house, as many as returned (at most
 * SUDOKU_CELLS). */
static guint
painted_cells (const SudokuExtraHouses *houses,
               guint                    house,
               int                      cells[SUDOKU_CELLS])
{
  guint n = 0;

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    if ((houses->painted[i] & (1u << house)) != 0)
      cells[n++] = (int) i;
  return n;
}

void
sudoku_extra_houses_from_layout (SudokuExtraHouses *houses,
                                 const SkLayout    *layout)
{
  SkLayout sets;
  guint next = 0;

  g_return_if_fail (houses != NULL && layout != NULL);

  memset (houses, 0, sizeof *houses);
  sk_layout_init_standard (&sets);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    if (sk_layout_has_extra_set (layout, (SkExtraSet) s))
      {
        houses->sets[s] = TRUE;
        sk_layout_add_extra_set (&sets, (SkExtraSet) s, NULL);
      }

  /* The houses no set switched on accounts for are painted ones. */
  for (int e = 0; e < layout->n_extra && next < SUDOKU_MAX_EXTRA; e++)
    {
      const uint8_t *house = layout->unit_cells[SK_UNITS + e];
      int cells[SK_SIZE];
      int before = sets.n_extra;

      for (int i = 0; i < SK_SIZE; i++)
        cells[i] = house[i];
      sk_layout_add_extra_house (&sets, cells, SK_SIZE, NULL);
      if (sets.n_extra == before)
        continue;
      for (int i = 0; i < SK_SIZE; i++)
        houses->painted[house[i]] |= (guint8) (1u << next);
      next++;
    }
}

gboolean
sudoku_extra_houses_equal (const SudokuExtraHouses *a,
                           const SudokuExtraHouses *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    if (!a->sets[s] != !b->sets[s])
      return FALSE;
  return memcmp (a->painted, b->painted, sizeof a->painted) == 0;
}

guint
sudoku_extra_houses_count_painted (const SudokuExtraHouses *houses,
                                   guint                    house)
{
  int cells[SUDOKU_CELLS];

  g_return_val_if_fail (houses != NULL, 0);
  g_return_val_if_fail (house < SUDOKU_MAX_EXTRA, 0);

  return painted_cells (houses, house, cells);
}

guint
sudoku_extra_houses_count (const SudokuExtraHouses *houses)
{
  guint n = 0;

  g_return_val_if_fail (houses != NULL, 0);

  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    if (houses->sets[s])
      n += sudoku_extra_set_get_n_houses ((SkExtraSet) s);
  for (guint h = 0; h < SUDOKU_MAX_EXTRA; h++)
    if (sudoku_extra_houses_count_painted (houses, h) > 0)
      n++;
  return n;
}

void
sudoku_extra_houses_set_cells (const SudokuExtraHouses *houses,
                               gboolean                 in_set[SUDOKU_CELLS])
{
  g_return_if_fail (houses != NULL && in_set != NULL);

  memset (in_set, 0, SUDOKU_CELLS * sizeof in_set[0]);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    {
      int cells[SUDOKU_MAX_EXTRA][SK_SIZE];
      int n;

      if (!houses->sets[s])
        continue;
      n = sk_extra_set_houses ((SkExtraSet) s, cells);
      for (int h = 0; h < n; h++)
        for (int i = 0; i < SK_SIZE; i++)
          in_set[cells[h][i]] = TRUE;
    }
}

/* The row, column or region whose cells are @cells, or -1. Such a house
 * adds no rule: only a mistake makes one. */
static int
unit_of_cells (const SkLayout *regions,
               const int       cells[SUDOKU_SIZE])
{
  SkBoard board = SK_BOARD_EMPTY;

  for (guint i = 0; i < SUDOKU_SIZE; i++)
    board = sk_board_or (board, sk_board_cell (cells[i]));
  for (int unit = 0; unit < SK_UNITS; unit++)
    if (sk_board_is_empty (sk_board_and_not (board, regions->unit_board[unit])))
      return unit;
  return -1;
}

static void
add_problem (GArray                 *problems,
             SudokuExtraProblemKind  kind,
             guint                   house,
             guint                   count)
{
  SudokuExtraProblem problem = { kind, house, count };

  g_array_append_val (problems, problem);
}

GArray *
sudoku_extra_houses_check (const SudokuExtraHouses *houses,
                           const SkLayout          *regions,
                           SkLayout                *layout)
{
  GArray *problems = g_array_new (FALSE, FALSE, sizeof (SudokuExtraProblem));
  guint total;
  SkLayout with;

  g_return_val_if_fail (houses != NULL && regions != NULL, problems);

  for (guint h = 0; h < SUDOKU_MAX_EXTRA; h++)
    {
      guint n = sudoku_extra_houses_count_painted (houses, h);

      if (n > 0 && n != SUDOKU_SIZE)
        add_problem (problems, SUDOKU_EXTRA_PROBLEM_SIZE, h, n);
    }

  total = sudoku_extra_houses_count (houses);
  if (problems->len > 0 || total > SUDOKU_MAX_EXTRA)
    {
      if (total > SUDOKU_MAX_EXTRA)
        add_problem (problems, SUDOKU_EXTRA_PROBLEM_TOO_MANY, 0, total);
      return problems;
    }

  /* Within the limit and all of nine cells: the engine adds them all, save
   * one it already has, which a file could not tell apart from it. */
  with = *regions;
  sk_layout_clear_extra (&with);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    if (houses->sets[s])
      sk_layout_add_extra_set (&with, (SkExtraSet) s, NULL);
  for (guint h = 0; h < SUDOKU_MAX_EXTRA; h++)
    {
      int cells[SUDOKU_CELLS];
      guint n = painted_cells (houses, h, cells);
      int before = with.n_extra;
      int unit;

      if (n == 0)
        continue;
      unit = unit_of_cells (regions, cells);
      if (unit >= 0)
        {
          SudokuExtraProblem problem = { SUDOKU_EXTRA_PROBLEM_UNIT, h, n, (guint) unit };

          g_array_append_val (problems, problem);
          continue;
        }
      if (sk_layout_add_extra_house (&with, cells, (int) n, NULL) != SK_LAYOUT_OK ||
          with.n_extra == before)
        add_problem (problems, SUDOKU_EXTRA_PROBLEM_REPEAT, h, n);
    }

  if (problems->len == 0 && layout != NULL)
    *layout = with;
  return problems;
}
