/* sk-generate-fill.c: a random solution grid, and the singles-only check
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both run hundreds of times per generated puzzle, so both keep their state
 * in bit sets like the solver: a digit mask per unit for the fill, a board of
 * open cells per digit for the singles.
 */

#include "sk-generate-private.h"

#include "sk-bits.h"

typedef struct
{
  SkGrid         *grid;
  const SkLayout *layout;
  SkRandom       *rng;
  SkMask          used[SK_UNITS];  /* the digits placed in each unit */
  uint8_t         order[SK_CELLS]; /* ties between equally constrained cells go by this random order */
  int             calls_left;
} Fill;

static inline SkMask
open_digits (const Fill *f,
             int         cell)
{
  const uint8_t *u = f->layout->cell_units[cell];

  return (SkMask) (SK_ALL_DIGITS & ~(f->used[u[0]] | f->used[u[1]] | f->used[u[2]]));
}

static inline void
set_used (Fill  *f,
          int    cell,
          SkMask bit)
{
  const uint8_t *u = f->layout->cell_units[cell];

  f->used[u[0]] ^= bit;
  f->used[u[1]] ^= bit;
  f->used[u[2]] ^= bit;
}

static bool
fill_next (Fill *f)
{
  int best = -1;
  int best_count = SK_SIZE + 1;
  SkMask best_open = 0;
  uint8_t digits[SK_SIZE];
  int n_digits = 0;

  for (int i = 0; i < SK_CELLS && best_count > 1; i++)
    {
      int cell = f->order[i];
      SkMask open;
      int count;

      if (f->grid->cell[cell] != 0)
        continue;
      open = open_digits (f, cell);
      count = sk_mask_count (open);
      if (count < best_count)
        {
          best = cell;
          best_count = count;
          best_open = open;
        }
    }

  if (best < 0)
    return true;
  if (best_count == 0 || --f->calls_left < 0)
    return false;

  for (int d = 1; d <= SK_SIZE; d++)
    if (best_open & sk_mask_of (d))
      digits[n_digits++] = (uint8_t) d;
  sk_random_shuffle (f->rng, digits, n_digits);

  for (int i = 0; i < n_digits; i++)
    {
      SkMask bit = sk_mask_of (digits[i]);

      f->grid->cell[best] = digits[i];
      set_used (f, best, bit);
      if (fill_next (f))
        return true;
      set_used (f, best, bit);
      f->grid->cell[best] = 0;
      if (f->calls_left < 0)
        return false;
    }
  return false;
}

bool
sk_generate_fill (SkGrid         *grid,
                  const SkLayout *layout,
                  SkRandom       *rng,
                  int             max_calls)
{
  SkGrid saved = *grid;
  Fill f = { .grid = grid, .layout = layout, .rng = rng, .calls_left = max_calls };

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      f.order[cell] = (uint8_t) cell;
      if (grid->cell[cell] != 0)
        set_used (&f, cell, sk_mask_of (grid->cell[cell]));
    }
  sk_random_shuffle (rng, f.order, SK_CELLS);

  if (fill_next (&f))
    return true;
  *grid = saved;
  return false;
}

/* The singles check: each digit's board of cells where it may still go. */
typedef struct
{
  SkBoard digit[SK_SIZE];
  SkBoard unsolved;
} Singles;

static inline void
singles_place (Singles        *s,
               const SkLayout *layout,
               int             d,
               int             cell)
{
  SkBoard bit = sk_board_cell (cell);

  for (int e = 0; e < SK_SIZE; e++)
    s->digit[e] = sk_board_and_not (s->digit[e], bit);
  s->digit[d] = sk_board_and_not (s->digit[d], layout->peer_board[cell]);
  s->unsolved = sk_board_and_not (s->unsolved, bit);
}

/* The digit index still open at a cell; -1 when none is. */
static inline int
singles_open_digit (const Singles *s,
                    int            cell)
{
  for (int d = 0; d < SK_SIZE; d++)
    if (sk_board_has (s->digit[d], cell))
      return d;
  return -1;
}

bool
sk_generate_singles_solve (const SkGrid   *puzzle,
                           const SkLayout *layout,
                           unsigned        flags)
{
  Singles s;
  int first_unit = flags & SK_SINGLES_LINES ? 0 : 2 * SK_SIZE;
  bool progress = true;

  s.unsolved = SK_BOARD_FULL;
  for (int d = 0; d < SK_SIZE; d++)
    s.digit[d] = SK_BOARD_FULL;
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (puzzle->cell[cell] != 0)
      singles_place (&s, layout, puzzle->cell[cell] - 1, cell);

  while (progress && !sk_board_is_empty (s.unsolved))
    {
      progress = false;

      /* Full houses, in any unit. */
      for (int u = 0; u < SK_UNITS; u++)
        {
          SkBoard open = sk_board_and (s.unsolved, layout->unit_board[u]);

          if (sk_board_is_single (open))
            {
              int cell = sk_board_first (open);
              int d = singles_open_digit (&s, cell);

              if (d < 0)
                return false;
              singles_place (&s, layout, d, cell);
              progress = true;
            }
        }

      for (int u = first_unit; u < SK_UNITS; u++)
        for (int d = 0; d < SK_SIZE; d++)
          {
            SkBoard places = sk_board_and (s.digit[d], layout->unit_board[u]);

            if (sk_board_is_single (places) && sk_board_has (s.unsolved, sk_board_first (places)))
              {
                singles_place (&s, layout, d, sk_board_first (places));
                progress = true;
              }
          }

      if (flags & SK_SINGLES_NAKED)
        {
          SkBoard once = SK_BOARD_EMPTY;
          SkBoard twice = SK_BOARD_EMPTY;
          SkBoard singles;

          for (int d = 0; d < SK_SIZE; d++)
            {
              SkBoard b = sk_board_and (s.digit[d], s.unsolved);

              twice = sk_board_or (twice, sk_board_and (once, b));
              once = sk_board_or (once, b);
            }
          singles = sk_board_and_not (sk_board_and (once, s.unsolved), twice);
          while (!sk_board_is_empty (singles))
            {
              int cell = sk_board_pop (&singles);
              int d = singles_open_digit (&s, cell);

              if (d < 0)
                return false;
              singles_place (&s, layout, d, cell);
              progress = true;
            }
        }
    }

  return sk_board_is_empty (s.unsolved);
}
