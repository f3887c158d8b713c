/* sk-dlx.c: the puzzle as an exact cover problem, solved with Dancing Links
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How the search works
 *
 * Knuth's Algorithm X with Dancing Links ("Dancing Links", 2000). A solved
 * grid is a choice of placements "digit d in cell c" that meets each of 324
 * constraints exactly once: every cell holds one digit, and every row, column
 * and region holds every digit once. Those constraints are the columns of a
 * 0/1 matrix, the placements its rows, each row having a 1 in the four
 * columns it meets. The layout says which region-digit column a placement
 * meets, so jigsaw puzzles are just another matrix. An extra house of a
 * variant layout adds nine columns, its digits, and the placements in its
 * cells one more 1 each.
 *
 * The matrix is sparse, so only its 1s exist, as nodes in circular doubly
 * linked lists: one list per row (left/right) and one per column (up/down),
 * the columns hanging off a list of column headers. The givens are taken into
 * the matrix, not searched: the constraints they meet are left out, and so is
 * every placement that clashes with them, which leaves at most 729 rows minus
 * nine per given.
 *
 * The search picks the uncovered column with the fewest nodes (the first such
 * in column order), covers it, and tries each of its rows in turn: covering
 * the row's other columns removes every row that clashes with it, the search
 * recurses, and uncovering in reverse order puts every node back where it
 * was, since a removed node still knows its neighbours. When no column is left
 * the chosen rows are a solution; a column without nodes is a dead end.
 *
 * `updates` counts the nodes taken out of a list while covering, headers
 * included, as Knuth's paper does; uncovering puts the same number back and
 * is not counted again.
 * ------------------------------------------------------------------------ */

#include "sk-search.h"

#include "sk-bits.h"

enum
{
  EXTRA_COLUMNS = 4 * SK_CELLS,                        /* extra house e, digit d: this + 9e + d */
  N_COLUMNS = EXTRA_COLUMNS + SK_MAX_EXTRA * SK_SIZE,  /* 324 constraints, 45 more for extra houses */
  ROOT = 0,                                            /* the header of the headers */
  FIRST_ROW_NODE = 1 + N_COLUMNS,                      /* column k's header is node 1 + k */
  MAX_ROWS = SK_CELLS * SK_SIZE,                       /* 729 placements */
  MAX_ROW_NODES = 4 + SK_MAX_EXTRA,                    /* a cell in every extra house */
  MAX_NODES = FIRST_ROW_NODE + MAX_ROW_NODES * MAX_ROWS, /* 6919: fits in 16 bits */
};

/* About 70 kB, on the stack of the solving thread: no allocation. */
typedef struct
{
  uint16_t  left[MAX_NODES];
  uint16_t  right[MAX_NODES];
  uint16_t  up[MAX_NODES];
  uint16_t  down[MAX_NODES];
  uint16_t  column[MAX_NODES];    /* the header of each node's column */
  uint16_t  size[1 + N_COLUMNS];  /* nodes in each column, by header */
  uint16_t  chosen[SK_CELLS];     /* a node of the row chosen at each depth */
  int       n_nodes;
  uint64_t  updates;
  SkSearch *s;
  SkGrid    grid;                 /* the givens */
} Dlx;

static inline void
cover (Dlx *x,
       int  c)
{
  x->right[x->left[c]] = x->right[c];
  x->left[x->right[c]] = x->left[c];
  x->updates++;

  for (int i = x->down[c]; i != c; i = x->down[i])
    for (int j = x->right[i]; j != i; j = x->right[j])
      {
        x->down[x->up[j]] = x->down[j];
        x->up[x->down[j]] = x->up[j];
        x->size[x->column[j]]--;
        x->updates++;
      }
}

static inline void
uncover (Dlx *x,
         int  c)
{
  for (int i = x->up[c]; i != c; i = x->up[i])
    for (int j = x->left[i]; j != i; j = x->left[j])
      {
        x->size[x->column[j]]++;
        x->down[x->up[j]] = (uint16_t) j;
        x->up[x->down[j]] = (uint16_t) j;
      }

  x->right[x->left[c]] = (uint16_t) c;
  x->left[x->right[c]] = (uint16_t) c;
}

/* The uncovered column with the fewest nodes; ROOT when none is left. */
static int
choose_column (const Dlx *x)
{
  int best = ROOT;
  int best_size = MAX_ROWS + 1;

  for (int c = x->right[ROOT]; c != ROOT; c = x->right[c])
    if (x->size[c] < best_size)
      {
        best = c;
        best_size = x->size[c];
        if (best_size == 0)
          break;
      }

  return best;
}

static void
record_solution (Dlx      *x,
                 uint32_t  n_chosen)
{
  SkSearch *s = x->s;

  if (sk_search_is_first_solution (s))
    {
      s->result->solution = x->grid;
      for (uint32_t i = 0; i < n_chosen; i++)
        {
          /* A row's first node meets its cell, its second the digit in its row. */
          int first = x->chosen[i];
          int cell;
          int p;

          while (x->column[first] > SK_CELLS)
            first = x->right[first];
          cell = x->column[first] - 1;
          p = x->column[x->right[first]] - 1 - SK_CELLS;
          s->result->solution.cell[cell] = (uint8_t) (p % SK_SIZE + 1);
        }
    }
  sk_search_count_solution (s);
}

/* Chooses one row at each depth; depth - 1 rows are chosen on entry. */
static void
search (Dlx      *x,
        uint32_t  depth)
{
  SkSearch *s = x->s;
  int c;

  if (!sk_search_enter (s, depth))
    return;

  c = choose_column (x);
  if (c == ROOT)
    {
      record_solution (x, depth - 1);
      return;
    }

  cover (x, c);
  for (int r = x->down[c]; r != c && !s->stop; r = x->down[r])
    {
      /* The last row left, once the others failed, is forced: no guess. */
      if (x->down[r] != c)
        s->result->stats.guesses++;

      x->chosen[depth - 1] = (uint16_t) r;
      for (int j = x->right[r]; j != r; j = x->right[j])
        cover (x, x->column[j]);
      search (x, depth + 1);
      for (int j = x->left[r]; j != r; j = x->left[j])
        uncover (x, x->column[j]);
    }
  uncover (x, c);
}

/* Appends a node to the bottom of column header @c and returns it. */
static int
add_node (Dlx *x,
          int  c)
{
  int n = x->n_nodes++;

  x->column[n] = (uint16_t) c;
  x->up[n] = x->up[c];
  x->down[n] = (uint16_t) c;
  x->down[x->up[c]] = (uint16_t) n;
  x->up[c] = (uint16_t) n;
  x->size[c]++;
  return n;
}

/* The header node of each constraint a placement meets, in this order: its
 * cell, and the digit in its row, its column, its region and each extra house
 * it lies in. Returns how many. */
static int
placement_columns (const SkLayout *layout,
                   int             cell,
                   int             d,
                   int             headers[MAX_ROW_NODES])
{
  int n = 4;

  headers[0] = 1 + cell;
  headers[1] = 1 + SK_CELLS + sk_cell_row (cell) * SK_SIZE + d;
  headers[2] = 1 + 2 * SK_CELLS + sk_cell_column (cell) * SK_SIZE + d;
  headers[3] = 1 + 3 * SK_CELLS + layout->region[cell] * SK_SIZE + d;
  for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
    headers[n++] = 1 + EXTRA_COLUMNS + __builtin_ctz (e) * SK_SIZE + d;
  return n;
}

static void
build (Dlx            *x,
       const SkLayout *layout)
{
  SkMask used[SK_MAX_UNITS] = { 0 };
  bool met[1 + N_COLUMNS] = { false };
  int last = ROOT;

  /* The columns of extra houses the layout lacks are never to be met. */
  for (int c = 1 + EXTRA_COLUMNS + layout->n_extra * SK_SIZE; c <= N_COLUMNS; c++)
    met[c] = true;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (x->grid.cell[cell] != 0)
      {
        int headers[MAX_ROW_NODES];
        int n = placement_columns (layout, cell, x->grid.cell[cell] - 1, headers);

        for (int i = 0; i < n; i++)
          met[headers[i]] = true;
        for (int i = 0; i < 3; i++)
          used[layout->cell_units[cell][i]] |= sk_mask_of (x->grid.cell[cell]);
        for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
          used[SK_UNITS + __builtin_ctz (e)] |= sk_mask_of (x->grid.cell[cell]);
      }

  /* The headers of the constraints the givens leave open, in column order. */
  for (int c = 1; c <= N_COLUMNS; c++)
    {
      x->up[c] = x->down[c] = (uint16_t) c;
      x->size[c] = 0;
      x->column[c] = (uint16_t) c;
      if (met[c])
        continue;
      x->left[c] = (uint16_t) last;
      x->right[last] = (uint16_t) c;
      last = c;
    }
  x->right[last] = ROOT;
  x->left[ROOT] = (uint16_t) last;
  x->n_nodes = FIRST_ROW_NODE;

  /* A placement that clashes with no given meets four open constraints, and
   * one more for each extra house it lies in. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      const uint8_t *units = layout->cell_units[cell];
      SkMask open;

      if (x->grid.cell[cell] != 0)
        continue;

      open = (SkMask) (SK_ALL_DIGITS & ~(used[units[0]] | used[units[1]] | used[units[2]]));
      for (unsigned e = layout->cell_extra_bits[cell]; e != 0; e &= e - 1)
        open &= (SkMask) ~used[SK_UNITS + __builtin_ctz (e)];
      while (open != 0)
        {
          int d = sk_mask_first (open) - 1;
          int headers[MAX_ROW_NODES];
          int nodes[MAX_ROW_NODES];
          int n;

          open &= open - 1;
          n = placement_columns (layout, cell, d, headers);
          for (int i = 0; i < n; i++)
            nodes[i] = add_node (x, headers[i]);
          for (int i = 0; i < n; i++)
            {
              x->right[nodes[i]] = (uint16_t) nodes[(i + 1) % n];
              x->left[nodes[i]] = (uint16_t) nodes[(i + n - 1) % n];
            }
        }
    }
}

void
sk_search_dlx (SkSearch     *s,
               const SkGrid *puzzle)
{
  Dlx x;

  x.s = s;
  x.grid = *puzzle;
  x.updates = 0;
  build (&x, s->layout);
  search (&x, 1);
  s->result->stats.updates = x.updates;
}
