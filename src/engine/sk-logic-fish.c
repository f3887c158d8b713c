/* sk-logic-fish.c: X-Wing, Swordfish, Jellyfish, and their finned and sashimi forms
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fish of size n on a digit: n base lines (rows, or columns) in which the
 * digit's candidates all lie within n cover lines of the other orientation.
 * Each base line holds the digit exactly once, in n different cover lines, so
 * those n placements fill the cover lines and the digit leaves the rest of
 * them. Only rows and columns serve as base and cover: a row and a column
 * always meet in exactly one cell, whatever the regions, so the argument holds
 * on every layout.
 *
 * A finned fish has extra candidates in its base lines (fins). Either a fin is
 * true, or the fish without its fins is complete; so the digit leaves every
 * cell of the cover lines, outside the base lines, that sees all the fins.
 * Such a cell shares no row or column with a fin, so it can only see them
 * through a region: the fins all lie in one region, the one of the cell.
 * The search therefore picks a region for the fins, and everything of the
 * base lines outside that region must fit in the cover lines; the targets are
 * then exactly the candidates of that region in the cover lines, outside the
 * base lines (any cell of the region sees every fin). A fish is sashimi when
 * some base line keeps at most one candidate inside the cover lines (without
 * its fin, that line would not be part of a fish at all).
 *
 * Lines are worked on as 9-bit masks of positions: for rows as base, the
 * columns of a row's candidates, and the other way round for columns. The
 * search is all mask operations; boards are built only for the step found.
 *
 * The step reported is the first fish by digit, then rows as base before
 * columns, then base lines in lexicographic order (then, for a finned fish,
 * the fins' region and the cover lines); a finned fish comes before any
 * sashimi one, which rates higher.
 */

#include "sk-logic-private.h"

#include <string.h>

/* Every digit's candidates as position masks, from both orientations. */
typedef struct
{
  uint16_t pos[2][SK_SIZE][SK_SIZE];         /* [by columns][digit - 1][line] */
  uint16_t placed[2][SK_SIZE];               /* [by columns][digit - 1]: lines holding the digit */
} Lines;

/* One digit from one orientation, while its fish are searched. */
typedef struct
{
  int             size;
  int             digit;
  bool            by_columns;
  const uint16_t *pos;                       /* [line]: positions of the digit's candidates */
  const uint16_t (*in_region)[SK_SIZE];      /* finned: [region][line]: the positions of pos[line] in the region */
  int             lines[SK_SIZE];            /* the lines that may serve as base, ascending */
  int             n_lines;
  unsigned        eligible;                  /* lines[] as a mask */
  unsigned        small;                     /* of those, the ones with at most size candidates */
} Fish;

/* A fish found: enough to build its step. */
typedef struct
{
  bool     found;
  bool     sashimi;
  int      digit;
  bool     by_columns;
  unsigned base;       /* base lines, a bit per line */
  unsigned cover;      /* cover lines */
  int      region;     /* the fins' region; -1 for a basic fish */
} Found;

/* Bits of every 9-bit mask. Counting is the inner loop of the search, and
 * without a popcount instruction in the target __builtin_popcount is a
 * library call. */
#define BITS2(n) (n), (n) + 1, (n) + 1, (n) + 2
#define BITS4(n) BITS2 (n), BITS2 ((n) + 1), BITS2 ((n) + 1), BITS2 ((n) + 2)
#define BITS6(n) BITS4 (n), BITS4 ((n) + 1), BITS4 ((n) + 1), BITS4 ((n) + 2)
#define BITS8(n) BITS6 (n), BITS6 ((n) + 1), BITS6 ((n) + 1), BITS6 ((n) + 2)
static const uint8_t bit_counts[512] = { BITS8 (0), BITS8 (1) };

static inline int
count_bits (unsigned mask)
{
  return bit_counts[mask & 0x1ffu];
}

static void
lines_init (Lines                *lines,
            const SkLogicContext *ctx)
{
  const SkCandidateGrid *cg = ctx->cg;

  memset (lines, 0, sizeof *lines);
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int row = sk_cell_row (cell);
      int column = sk_cell_column (cell);

      if (cg->grid.cell[cell] != 0)
        {
          int d = cg->grid.cell[cell] - 1;

          if (d < SK_SIZE)
            {
              lines->placed[0][d] |= (uint16_t) (1u << row);
              lines->placed[1][d] |= (uint16_t) (1u << column);
            }
          continue;
        }
      for (SkMask open = cg->cand[cell] & SK_ALL_DIGITS; open != 0; open &= open - 1)
        {
          int d = __builtin_ctz (open);

          lines->pos[0][d][row] |= (uint16_t) (1u << column);
          lines->pos[1][d][column] |= (uint16_t) (1u << row);
        }
    }
}

/* Sets the fish up for @digit and an orientation; false when too few lines
 * can be base lines. A line where the digit is placed is left out, and so is
 * one with fewer than two candidates (a single) or more than @most. */
static bool
fish_init (Fish        *fish,
           const Lines *lines,
           int          size,
           int          digit,
           bool         by_columns,
           int          most)
{
  fish->size = size;
  fish->digit = digit;
  fish->by_columns = by_columns;
  fish->pos = lines->pos[by_columns][digit - 1];
  fish->in_region = NULL;
  fish->n_lines = 0;
  fish->eligible = 0;
  fish->small = 0;
  for (int line = 0; line < SK_SIZE; line++)
    {
      int n = count_bits (fish->pos[line]);

      if (((lines->placed[by_columns][digit - 1] >> line) & 1) != 0 || n < 2 || n > most)
        continue;
      fish->lines[fish->n_lines++] = line;
      fish->eligible |= 1u << line;
      if (n <= size)
        fish->small |= 1u << line;
    }
  return fish->n_lines >= size;
}

static void
fish_step (const SkLogicContext *ctx,
           const Found          *found,
           SkTechnique           technique,
           int                   size,
           SkStep               *step)
{
  int base_first = found->by_columns ? SK_SIZE : 0;
  int cover_first = found->by_columns ? 0 : SK_SIZE;
  SkMask bit = sk_mask_of (found->digit);
  SkBoard cells = ctx->where[found->digit - 1];
  SkBoard targets = SK_BOARD_EMPTY;

  sk_step_init (step, technique);
  step->digit = found->digit;
  step->size = size;
  for (unsigned b = found->base; b != 0; b &= b - 1)
    step->base_units |= 1u << (base_first + __builtin_ctz (b));
  for (unsigned c = found->cover; c != 0; c &= c - 1)
    step->cover_units |= 1u << (cover_first + __builtin_ctz (c));
  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      int line = found->by_columns ? sk_cell_column (cell) : sk_cell_row (cell);
      int position = found->by_columns ? sk_cell_row (cell) : sk_cell_column (cell);
      bool covered = (found->cover >> position) & 1;

      if ((found->base >> line) & 1)
        sk_step_mark (step, cell, covered ? SK_ROLE_BASE : SK_ROLE_FIN, bit);
      /* A finned fish only removes what sees its fins: the region's cells. */
      else if (covered && (found->region < 0 || ctx->layout->region[cell] == found->region))
        targets = sk_board_or (targets, sk_board_cell (cell));
    }
  sk_step_remove_from (step, ctx, targets, bit);
}

/* ---- basic fish ---- */

/* Chooses base lines from lines[start] on, in lexicographic order; @cover is
 * the union of the positions of those chosen so far. */
static bool
basic_choose (const Fish *fish,
              int         depth,
              int         start,
              unsigned    base,
              unsigned    cover,
              Found      *found)
{
  if (depth == fish->size)
    {
      /* Fewer cover lines than base lines means no solution: nothing to say. */
      if (count_bits (cover) != fish->size)
        return false;
      for (int line = 0; line < SK_SIZE; line++)
        if (((base >> line) & 1) == 0 && (fish->pos[line] & cover) != 0)
          {
            *found = (Found) { true, false, fish->digit, fish->by_columns, base, cover, -1 };
            return true;
          }
      return false;
    }
  for (int i = start; i <= fish->n_lines - (fish->size - depth); i++)
    {
      int line = fish->lines[i];
      unsigned grown = cover | fish->pos[line];

      if (count_bits (grown) <= fish->size
          && basic_choose (fish, depth + 1, i + 1, base | 1u << line, grown, found))
        return true;
    }
  return false;
}

bool
sk_find_basic_fish (const SkLogicContext *ctx,
                    int                   size,
                    SkStep               *step)
{
  static const SkTechnique techniques[] = { SK_TECH_X_WING, SK_TECH_SWORDFISH, SK_TECH_JELLYFISH };
  Lines lines;

  if (size < 2 || size > 4)
    return false;
  lines_init (&lines, ctx);
  for (int digit = 1; digit <= SK_SIZE; digit++)
    for (int by_columns = 0; by_columns < 2; by_columns++)
      {
        Fish fish;
        Found found = { .found = false };

        if (fish_init (&fish, &lines, size, digit, by_columns, size)
            && basic_choose (&fish, 0, 0, 0, 0, &found))
          {
            fish_step (ctx, &found, techniques[size - 2], size, step);
            return true;
          }
      }
  return false;
}

/* ---- finned and sashimi fish ---- */

/* Whether @fish comes before @than: an earlier digit or orientation, or
 * base lines first in lexicographic order (of two sets of as many lines,
 * the one holding the smallest line they do not share). */
static bool
found_before (const Found *fish,
              const Found *than)
{
  unsigned differ = fish->base ^ than->base;

  if (!than->found)
    return true;
  if (fish->digit != than->digit || fish->by_columns != than->by_columns)
    return fish->digit < than->digit || (fish->digit == than->digit && !fish->by_columns);
  return differ != 0 && (fish->base & differ & -differ) != 0;
}

/* The region that holds the fins, seen from the base lines that meet it. */
typedef struct
{
  int      region;
  unsigned inside;  /* positions of the base lines' candidates in the region */
  unsigned reach;   /* positions of the other lines' candidates in the region: targets */
} Fins;

/* The base lines, @outside the positions their candidates have outside the
 * fins' region: every way to complete the cover lines from the region's own
 * positions. Keeps the first finned fish in found[0], the first sashimi one
 * in found[1]. */
static void
finned_covers (const Fish *fish,
               const Fins *fins,
               unsigned    base,
               unsigned    outside,
               Found       found[2])
{
  unsigned inside = fins->inside;
  unsigned reach = fins->reach;
  unsigned free_pos;
  unsigned extra = 0;
  int missing = fish->size - count_bits (outside);

  /* Positions only the region occupies: some complete the cover lines, the
   * rest hold the fins. With none left over there is no fin; with no
   * candidate of the region in a possible cover line, no target. */
  free_pos = inside & ~outside;
  if (count_bits (free_pos) <= missing || (reach & (outside | free_pos)) == 0)
    return;
  do
    {
      unsigned cover = outside | extra;

      if (count_bits (extra) == missing && (reach & cover) != 0)
        {
          bool every_line = true;
          bool sashimi = false;

          for (unsigned b = base; b != 0; b &= b - 1)
            {
              int n = count_bits (fish->pos[__builtin_ctz (b)] & cover);

              every_line = every_line && n > 0;
              sashimi = sashimi || n <= 1;
            }
          if (every_line)
            {
              Found here = { true, sashimi, fish->digit, fish->by_columns, base, cover, fins->region };

              if (found_before (&here, &found[sashimi]))
                found[sashimi] = here;
              /* Other cover lines would give the same base lines again. */
              if (!sashimi)
                return;
            }
        }
      extra = (extra - free_pos) & free_pos;
    }
  while (extra != 0);
}

/* Completes base lines @base (which hold the fins) with
 * @missing lines of @others: such a line has no candidate in the region, so
 * all of it must lie in the cover lines. @outside is the union of the
 * positions the base lines have outside the region. */
static void
finned_complete (const Fish *fish,
                 const Fins *fins,
                 int         missing,
                 unsigned    others,
                 unsigned    base,
                 unsigned    outside,
                 Found       found[2])
{
  if (missing == 0)
    {
      finned_covers (fish, fins, base, outside, found);
      return;
    }
  for (; others != 0 && count_bits (others) >= missing; others &= others - 1)
    {
      int line = __builtin_ctz (others);
      unsigned grown = outside | fish->pos[line];

      if (count_bits (grown) <= fish->size)
        finned_complete (fish, fins, missing - 1, others & (others - 1), base | 1u << line, grown, found);
    }
}

/* Every fish of the digit and orientation with its fins in region @r, where
 * the lines @meet have candidates. Some of those lines are base lines and
 * hold the fins, one at least is not and holds the target; the other base
 * lines do not meet the region and lie entirely in the cover lines. */
static void
finned_in (const Fish *fish,
           int         r,
           unsigned    meet,
           Found       found[2])
{
  unsigned finning = 0;
  unsigned others = fish->small & ~meet;

  for (unsigned m = meet & fish->eligible; m != 0; m &= m - 1)
    {
      int line = __builtin_ctz (m);

      if (count_bits (fish->pos[line] & ~fish->in_region[r][line]) <= fish->size)
        finning |= 1u << line;
    }
  for (unsigned with_fins = finning; with_fins != 0; with_fins = (with_fins - 1) & finning)
    {
      unsigned outside = 0;
      Fins fins = { r, 0, 0 };
      unsigned fitting = 0;
      unsigned fitting_pos = 0;
      int missing = fish->size - count_bits (with_fins);

      if (missing < 0)
        continue;
      for (unsigned m = meet; m != 0; m &= m - 1)
        {
          int line = __builtin_ctz (m);
          unsigned here = fish->in_region[r][line];

          if ((with_fins >> line) & 1)
            {
              outside |= fish->pos[line] & ~here;
              fins.inside |= here;
            }
          else
            fins.reach |= here;
        }
      /* No fin unless the region holds a position no other candidate of
       * these lines takes; no target without a candidate in the region
       * elsewhere. */
      if (count_bits (outside) > fish->size || (fins.inside & ~outside) == 0 || fins.reach == 0)
        continue;
      for (unsigned o = others; o != 0; o &= o - 1)
        {
          unsigned line_pos = fish->pos[__builtin_ctz (o)];

          if (count_bits (outside | line_pos) <= fish->size)
            {
              fitting |= o & -o;
              fitting_pos |= line_pos;
            }
        }
      /* The cover lines lie within these positions, and a target in one. */
      if (count_bits (fitting) >= missing
          && (fins.reach & (outside | fins.inside | fitting_pos)) != 0)
        finned_complete (fish, &fins, missing, fitting, with_fins, outside, found);
    }
}

bool
sk_find_finned_fish (const SkLogicContext *ctx,
                     int                   size,
                     SkStep               *step)
{
  static const SkTechnique techniques[3][2] = {
    { SK_TECH_FINNED_X_WING, SK_TECH_SASHIMI_X_WING },
    { SK_TECH_FINNED_SWORDFISH, SK_TECH_SASHIMI_SWORDFISH },
    { SK_TECH_FINNED_JELLYFISH, SK_TECH_SASHIMI_JELLYFISH },
  };
  Lines lines;
  Found found[2] = { { .found = false }, { .found = false } };  /* the first finned fish, the first sashimi one */

  if (size < 2 || size > 4)
    return false;
  lines_init (&lines, ctx);
  for (int digit = 1; digit <= SK_SIZE && !found[0].found; digit++)
    {
      unsigned meet[2][SK_SIZE];  /* [by columns][region]: lines with a candidate in the region */
      uint16_t in_region[2][SK_SIZE][SK_SIZE];  /* [by columns][region][line]: positions of those */
      unsigned live = 0;

      if (sk_logic_cancelled (ctx))
        return false;
      /* A region needs a fin and a target, in two lines. */
      for (int r = 0; r < SK_SIZE; r++)
        {
          SkBoard here = sk_board_and (ctx->where[digit - 1], ctx->layout->unit_board[2 * SK_SIZE + r]);

          meet[0][r] = meet[1][r] = 0;
          while (!sk_board_is_empty (here))
            {
              int cell = sk_board_pop (&here);
              int row = sk_cell_row (cell);
              int column = sk_cell_column (cell);

              /* Set on first sight: only lines in meet[][] are read. */
              if (((meet[0][r] >> row) & 1) == 0)
                in_region[0][r][row] = 0;
              if (((meet[1][r] >> column) & 1) == 0)
                in_region[1][r][column] = 0;
              meet[0][r] |= 1u << row;
              meet[1][r] |= 1u << column;
              in_region[0][r][row] |= (uint16_t) (1u << column);
              in_region[1][r][column] |= (uint16_t) (1u << row);
            }
          if (count_bits (meet[0][r]) >= 2 || count_bits (meet[1][r]) >= 2)
            live |= 1u << r;
        }
      for (int by_columns = 0; by_columns < 2 && !found[0].found && live != 0; by_columns++)
        {
          Fish fish;

          if (!fish_init (&fish, &lines, size, digit, by_columns, SK_SIZE))
            continue;
          fish.in_region = in_region[by_columns];
          /* found_before keeps the first fish of them all, whatever the
           * order they are met in. */
          for (unsigned rs = live; rs != 0; rs &= rs - 1)
            {
              int r = __builtin_ctz (rs);

              if (count_bits (meet[by_columns][r]) >= 2)
                finned_in (&fish, r, meet[by_columns][r], found);
            }
        }
    }
  for (int sashimi = 0; sashimi < 2; sashimi++)
    if (found[sashimi].found)
      {
        fish_step (ctx, &found[sashimi], techniques[size - 2][sashimi], size, step);
        return true;
      }
  return false;
}
