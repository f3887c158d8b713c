/* sk-logic-leftovers.c: the Law of Leftovers, for jigsaw layouts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A band of k consecutive rows (or columns) holds every digit k times, and so
 * do any k regions. Take k regions T that cover most of the band: the cells
 * of the band outside T (the outies O) and the cells of T outside the band
 * (the innies I) are what is left of two sets with the same contents once
 * their common cells are taken away, so O and I hold the same digits, as
 * many times each. Hence, for each digit d: if I can hold no more d than O
 * already has placed, the empty cells of O cannot be d (and the other way
 * round). With one cell on each side the two cells hold the same digit.
 *
 * Only small leftovers are looked for, at most three cells a side: a person
 * spots those by eye, and each region of T must then have six of its cells in
 * the band, which leaves few sets to try. Bands of five rows or more add
 * nothing: their complement is a band of four or fewer, with the complement of
 * T, and the same O and I swapped. On the standard layout the boxes fill
 * bands exactly and nothing is ever left over this small, so the finder does
 * not look there; pointing and claiming already say what it would.
 *
 * With one line the leftovers say no more than pointing and claiming (a digit
 * the innies cannot hold is confined to the region's part of the line), so a
 * path, which tries those first, only takes bands of two lines or more; the
 * one-line form is kept so that the finder stands on its own.
 *
 * The rating is 2.9 for one line and a tenth more for each further line of
 * the band: 3.0 to 3.2 for the bands a path takes.
 */

#include "sk-logic-private.h"

enum
{
  MAX_LEFTOVERS = 3,
  MAX_LINES     = 4,
};

typedef struct
{
  SkBoard  outies;
  SkBoard  innies;
  uint32_t lines;    /* the band's units */
  uint32_t regions;  /* T's units */
  int      size;     /* cells a side */
} Leftovers;

/* Without a popcount instruction __builtin_popcount is a library call;
 * region sets have nine bits. */
static inline int
count_bits (unsigned set)
{
  set = set - ((set >> 1) & 0x55555555u);
  set = (set & 0x33333333u) + ((set >> 2) & 0x33333333u);
  return (int) ((((set + (set >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/* What the leftovers remove: into @step when it is not NULL. True when
 * they remove anything. */
static bool
leftovers_remove (const SkLogicContext *ctx,
                  const Leftovers      *left,
                  SkStep               *step)
{
  const SkCandidateGrid *cg = ctx->cg;
  /* [0] the outies, [1] the innies; by digit. */
  int placed[2][SK_SIZE + 1] = { { 0 } };
  int open[2][SK_SIZE + 1] = { { 0 } };
  SkMask from[2] = { 0, 0 };

  for (int side = 0; side < 2; side++)
    for (SkBoard cells = side == 0 ? left->outies : left->innies; !sk_board_is_empty (cells);)
      {
        int cell = sk_board_pop (&cells);

        if (cg->grid.cell[cell] != 0)
          placed[side][cg->grid.cell[cell]]++;
        else
          for (SkMask digits = cg->cand[cell]; digits != 0; digits &= digits - 1)
            open[side][sk_mask_first (digits)]++;
      }

  /* One side holds d at most placed + open times, the other at least
   * placed times, and both hold it equally often: when the first bound is
   * not above the second, the open cells of the second side are not d. */
  for (int d = 1; d <= SK_SIZE; d++)
    for (int side = 0; side < 2; side++)
      if (open[side][d] != 0 && placed[!side][d] + open[!side][d] <= placed[side][d])
        from[side] |= sk_mask_of (d);

  if (step != NULL)
    {
      sk_step_remove_from (step, ctx, left->outies, from[0]);
      sk_step_remove_from (step, ctx, left->innies, from[1]);
    }
  return (from[0] | from[1]) != 0;
}

/* The leftovers of @band (a board of @n_lines lines) with @regions as T. */
static Leftovers
make_leftovers (const SkLayout *layout,
                SkBoard         band,
                uint32_t        lines,
                unsigned        regions)
{
  Leftovers left;
  SkBoard covered = SK_BOARD_EMPTY;

  for (unsigned rs = regions; rs != 0; rs &= rs - 1)
    covered = sk_board_or (covered, layout->unit_board[2 * SK_SIZE + __builtin_ctz (rs)]);
  left.outies = sk_board_and_not (band, covered);
  left.innies = sk_board_and_not (covered, band);
  left.lines = lines;
  left.regions = (uint32_t) regions << (2 * SK_SIZE);
  left.size = sk_board_count (left.outies);
  return left;
}

/* The smallest leftovers of the band of @n_lines lines from unit @first
 * that remove something, then the lowest set of regions: true and @found
 * set when there are any. @outside: each region's cells outside the band;
 * @usable: the regions with few enough of them. */
static bool
band_leftovers (const SkLogicContext *ctx,
                int                   first,
                int                   n_lines,
                const int             outside[SK_SIZE],
                unsigned              usable,
                Leftovers            *found)
{
  const SkLayout *layout = ctx->layout;
  SkBoard band = SK_BOARD_EMPTY;
  uint32_t lines = 0;
  unsigned best_set = 0;
  int best = MAX_LEFTOVERS + 1;

  for (int unit = first; unit < first + n_lines; unit++)
    {
      band = sk_board_or (band, layout->unit_board[unit]);
      lines |= UINT32_C (1) << unit;
    }

  for (unsigned set = usable; set != 0; set = (set - 1) & usable)
    {
      Leftovers left;
      int size = 0;

      if (count_bits (set) != n_lines)
        continue;
      for (unsigned rs = set; rs != 0; rs &= rs - 1)
        size += outside[__builtin_ctz (rs)];
      /* The subsets come in decreasing order: an equal size is a lower set. */
      if (size == 0 || size > best)
        continue;
      left = make_leftovers (layout, band, lines, set);
      if (!leftovers_remove (ctx, &left, NULL))
        continue;
      best = size;
      best_set = set;
      *found = left;
    }
  return best_set != 0;
}

/* sk_layout_is_standard builds a whole layout to compare with: this runs
 * at every step of a path, so compare the regions alone (numbered in
 * reading order, the boxes are 0-8 row by row). */
static bool
has_boxes (const SkLayout *layout)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (layout->region[cell] != sk_cell_row (cell) / 3 * 3 + sk_cell_column (cell) / 3)
      return false;
  return true;
}

/* A band's cells in each region, packed in one word: seven bits a region
 * (at most 36 cells), so a band's count is the sum of its lines' words. */
#define FIELD_BITS 7
#define FIELD_MASK ((UINT64_C (1) << FIELD_BITS) - 1)
#define FIELD_ONES UINT64_C (0x0102040810204081)  /* 1 in each of the nine fields */

static inline int
field (uint64_t packed,
       int      region)
{
  return (int) ((packed >> (FIELD_BITS * region)) & FIELD_MASK);
}

/* The regions with at least SK_SIZE - MAX_LEFTOVERS cells in the band:
 * adding 64 - that to every field carries into the field's top bit
 * exactly for those. */
static unsigned
usable_regions (uint64_t band)
{
  const uint64_t bias = (64 - (SK_SIZE - MAX_LEFTOVERS)) * FIELD_ONES;
  const uint64_t top = 64 * FIELD_ONES;
  unsigned usable = 0;

  for (uint64_t hit = (band + bias) & top; hit != 0; hit &= hit - 1)
    usable |= 1u << (__builtin_ctzll (hit) / FIELD_BITS);
  return usable;
}

bool
sk_find_law_of_leftovers (const SkLogicContext *ctx,
                          SkStep               *step)
{
  const SkLayout *layout = ctx->layout;
  /* in_line[u]: the cells of line u (a row or a column) in each region. */
  uint64_t in_line[2 * SK_SIZE] = { 0 };

  if (has_boxes (layout))
    return false;
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      uint64_t one = UINT64_C (1) << (FIELD_BITS * layout->region[cell]);

      in_line[sk_cell_row (cell)] += one;
      in_line[SK_SIZE + sk_cell_column (cell)] += one;
    }

  /* Fewest lines first (the rating), then fewest leftovers, then rows
   * before columns and the top or left band first. */
  for (int n_lines = 1; n_lines <= MAX_LINES; n_lines++)
    {
      Leftovers best = { .size = MAX_LEFTOVERS + 1 };

      for (int kind = 0; kind < 2; kind++)
        {
          int end = (kind + 1) * SK_SIZE;
          uint64_t band = 0;

          /* A window sliding down the rows (along the columns). */
          for (int unit = kind * SK_SIZE; unit < kind * SK_SIZE + n_lines - 1; unit++)
            band += in_line[unit];
          for (int first = kind * SK_SIZE; first + n_lines <= end; first++)
            {
              int outside[SK_SIZE];
              unsigned usable;
              Leftovers left;

              band += in_line[first + n_lines - 1];
              if (first > kind * SK_SIZE)
                band -= in_line[first - 1];
              usable = usable_regions (band);
              if (count_bits (usable) < n_lines)
                continue;
              for (int r = 0; r < SK_SIZE; r++)
                outside[r] = SK_SIZE - field (band, r);
              if (band_leftovers (ctx, first, n_lines, outside, usable, &left)
                  && left.size < best.size)
                best = left;
            }
        }
      if (best.size <= MAX_LEFTOVERS)
        {
          sk_step_init (step, SK_TECH_LAW_OF_LEFTOVERS);
          leftovers_remove (ctx, &best, step);
          step->rating = sk_technique_info (SK_TECH_LAW_OF_LEFTOVERS)->rating + (n_lines - 1);
          step->size = n_lines;
          step->base_units = best.lines;
          step->cover_units = best.regions;
          for (SkBoard cells = best.outies; !sk_board_is_empty (cells);)
            sk_step_mark (step, sk_board_pop (&cells), SK_ROLE_BASE, 0);
          for (SkBoard cells = best.innies; !sk_board_is_empty (cells);)
            sk_step_mark (step, sk_board_pop (&cells), SK_ROLE_COVER, 0);
          return true;
        }
    }
  return false;
}
