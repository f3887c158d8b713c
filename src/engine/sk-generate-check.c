/* sk-generate-check.c: the quick proofs of uniqueness the easier levels dig with
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle that sound steps solve has one solution: every step holds in
 * every solution, so two solutions could never both survive to the end.
 * Digging with such a check instead of the solver keeps a puzzle within its
 * level while it gets sparser. Singles run hundreds of times per puzzle, so
 * they keep their state in bit sets like the solver: a board of open cells
 * per digit. The other techniques come from the logic engine.
 */

#include "sk-generate-private.h"

#include "sk-bits.h"

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
  int n_units = sk_layout_n_units (layout);
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
      for (int u = 0; u < n_units; u++)
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

      /* Regions and extra houses alike, as the logic engine's hidden
       * single in a region: a variant's Easy puzzle may need them. */
      for (int u = first_unit; u < n_units; u++)
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

bool
sk_generate_logic_solve (const SkGrid     *puzzle,
                         const SkLayout   *layout,
                         uint64_t          techniques,
                         int               max_rating,
                         const atomic_int *cancel)
{
  SkLogicOptions options;
  SkCandidateGrid cg;
  SkStep step;
  int filled = sk_grid_count_filled (puzzle);

  if ((techniques & SK_SINGLES_TECHNIQUES) == SK_SINGLES_TECHNIQUES
      && sk_generate_singles_solve (puzzle, layout, SK_SINGLES_LINES | SK_SINGLES_NAKED))
    return true;

  /* Uniqueness techniques stay off: they assume what this is to prove. */
  sk_logic_options_init (&options);
  options.cancel = cancel;
  options.assume_unique = false;
  options.disabled = ~techniques;

  sk_candidate_grid_init (&cg, puzzle, layout);
  while (filled < SK_CELLS)
    {
      if (!sk_logic_find_step (&cg, layout, &options, &step) || step.rating > max_rating)
        return false;
      sk_step_apply (&step, &cg, layout);
      for (int cell = 0; cell < SK_CELLS; cell++)
        filled += step.place[cell] != 0;
    }
  return true;
}
