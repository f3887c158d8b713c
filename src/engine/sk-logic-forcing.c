/* sk-logic-forcing.c: forcing chains, from a contradiction on the grid's own links to dynamic chains with locked sets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* ------------------------------------------------------------------------
 * How forcing chains are found
 *
 * Every forcing chain is the same experiment: assume something about one
 * candidate (it is its cell's digit: "on"; or it is not: "off") and follow
 * what must then hold. Three things can come of it:
 *
 *  - a contradiction (a candidate both on and off, a cell or a unit left
 *    without room for a digit): the assumption is false;
 *  - the same fact for every candidate of one cell (a cell chain), every
 *    place of a digit in one unit (a unit chain), or a candidate and its
 *    negation (a double chain): one of the assumptions holds, so the fact
 *    does;
 *  - nothing.
 *
 * The implication engine. A fact is a candidate with a polarity: 729 "on"
 * facts, 729 "off" facts. Following an assumption is a breadth-first
 * propagation whose queue is the list of facts derived so far. An "on" fact
 * turns off the other candidates of its cell and its digit in the cell's
 * peers. An "off" fact at once turns on what it leaves alone, so the queue
 * only has "on" facts to follow: static, the other candidate of a cell that
 * has two in the grid, the other place of a digit that has two in a unit
 * (the grid's own strong links); dynamic, the last candidate of a cell or
 * the last place of a digit in a unit on the grid as the assumption has
 * changed it; "plus" also applies locked candidates, naked pairs and hidden
 * pairs to that grid whenever the queue runs dry (only where it changed).
 * The changed grid is nine boards of the places each digit has left, each
 * cell's candidates and each unit's count of places per digit; a
 * contradiction shows as a count or a cell falling to nothing, or a fact
 * whose other polarity is there already.
 *
 * Each fact keeps how it was derived (from which "on" fact, by which single
 * or locked set: the facts it rests on follow from that and the grid) and
 * its generation, one more than the fact that derived it. A chain's
 * complexity is the number of distinct facts its conclusion rests on, itself
 * included, summed over the branches and over the two sides of a
 * contradiction, as Sudoku Explainer counts ancestors. A fact of generation
 * g rests on at least g + 1 facts: that prunes the counting, and once a
 * chain is known, the propagation too (what follows from a fact of
 * generation g costs g + 3 or more, and is not followed when that cannot
 * beat the best). The step is the cheapest conclusion, the first in cell
 * order among equals, one conclusion per step as Sudoku Explainer takes
 * them.
 *
 * One call propagates each assumption once: the "on" propagation of every
 * candidate is kept (one growing array of entries for all) and serves the
 * contradiction, the cell and the three units; "off" propagations are
 * needed one at a time. Static calls first compute, from the components of
 * the static implication graph, what each assumption can reach at all (see
 * "static closures"), and propagate only where a contradiction or a common
 * fact is possible. Nested forcing chains are not searched.
 * ------------------------------------------------------------------------ */

#include "sk-logic-private.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

enum
{
  N_CANDS = SK_CELLS * SK_SIZE,   /* candidate = cell * 9 + digit index */
  N_FACTS = 2 * N_CANDS,          /* "on" facts first, then "off" facts */
  N_SLOTS = SK_SIZE + 1,          /* records loaded for counting at once */
  MAX_PARENTS = 16,
  SEEN_WORDS = (N_FACTS + 63) / 64,
};

typedef enum
{
  MODE_STATIC,
  MODE_DYNAMIC,
  MODE_PLUS,
} Mode;

/* How a fact was derived; the facts it rests on follow from this and the grid. */
typedef enum
{
  WHY_ROOT,          /* the assumption */
  WHY_ON,            /* arg: the "on" fact that turned it off */
  WHY_NAKED,         /* the other candidates of its cell are off */
  WHY_HIDDEN,        /* arg: the unit whose other places of its digit are off */
  WHY_LOCKED,        /* arg: units a | b << 5: its digit in a is off outside b */
  WHY_NAKED_PAIR,    /* arg: cells c1 | c2 << 7 | pair digits << 14 */
  WHY_HIDDEN_PAIR,   /* arg: unit | pair digits << 5 | c1 << 14 | c2 << 21 */
} Why;

typedef struct
{
  uint8_t  cell;
  uint8_t  code;   /* digit index, plus ENTRY_OFF for an "off" fact */
  uint8_t  gen;
  uint8_t  why;
  uint32_t arg;
} Entry;

enum { ENTRY_OFF = 16 };

typedef enum
{
  CONTRA_NONE,
  CONTRA_CONFLICT,   /* a candidate both on and off */
  CONTRA_CELL,       /* every candidate of a cell off */
  CONTRA_UNIT,       /* every place of a digit in a unit off */
} Contra;

/* One propagation: the facts it derived, as boards and as entries. */
typedef struct
{
  SkBoard  on[SK_SIZE];
  SkBoard  off[SK_SIZE];
  uint32_t first;        /* its first entry in the engine's array */
  uint16_t n;
  uint8_t  contra;       /* Contra */
  uint8_t  contra_unit;  /* CONTRA_UNIT: the unit left empty */
  uint16_t contra_fact;  /* the fact that made the contradiction */
} Record;

typedef enum
{
  KIND_CONTRADICTION,
  KIND_CELL,
  KIND_DOUBLE,
  KIND_UNIT,
} Kind;

typedef struct
{
  int  cost;     /* complexity; INT_MAX while nothing was found */
  Kind kind;
  int  start;    /* the assumed fact, the cell, the candidate, or unit * 9 + digit */
  int  fact;     /* the conclusion (a contradiction: the assumption) */
  int  bound;    /* the pruning bound its propagation ran with */
} Best;

typedef struct
{
  const SkLogicContext *ctx;
  Mode     mode;
  int      bound;          /* entries of generation g with g + 3 >= bound are not followed */
  int      n_cands;

  Entry   *entries;
  size_t   n_entries;
  size_t   cap;

  /* the propagation under way */
  Record  *rec;
  uint16_t *pos;
  SkBoard  cur[SK_SIZE];
  SkMask   mask[SK_CELLS];
  uint16_t count[SK_SIZE][SK_UNITS];   /* places each digit still has in each unit (not
                                        * bytes, whose stores may alias everything) */
  SkBoard  scanned[SK_SIZE];
  SkBoard  touched;                    /* cells that lost a candidate since the last pair scan */
  uint16_t count0[SK_SIZE][SK_UNITS];  /* the same in the grid */

  /* static propagation: the grid's strong links of each candidate */
  uint8_t  n_strong[N_CANDS];
  struct
  {
    uint16_t cand;
    uint8_t  why;
    uint8_t  unit;
  }        strong[N_CANDS][4];

  /* the units sharing two cells or more with each unit (a region and a
   * line): where locked candidates live */
  uint8_t  n_partners[SK_UNITS];
  uint8_t  partner[SK_UNITS][2 * SK_SIZE];

  uint16_t slot_pos[N_SLOTS][N_FACTS];   /* entry of each fact of a loaded record */
  uint16_t stack[N_FACTS];
  int16_t  node_of[N_FACTS];
  uint64_t seen[SEEN_WORDS];
  struct Closures *closures;   /* static calls: what each assumption reaches */
  Record   scratch;
  bool     have[N_CANDS];     /* on_rec[cand] is computed */
  Record   on_rec[N_CANDS];
} Engine;

/* ---- facts ---- */

/* Without a popcount instruction in the build, these beat counting. */
static inline bool
board_is_pair (SkBoard b)
{
  if (b.lo != 0)
    b.lo &= b.lo - 1;
  else
    b.hi &= b.hi - 1;
  return sk_board_is_single (b);
}

static inline bool
mask_is_pair (SkMask m)
{
  return m != 0 && sk_mask_is_single (m & (SkMask) (m - 1));
}

static inline int
fact_on (int cell,
         int d)
{
  return cell * SK_SIZE + d;
}

static inline int
fact_off (int cell,
          int d)
{
  return N_CANDS + cell * SK_SIZE + d;
}

static inline bool
fact_is_on (int fact)
{
  return fact < N_CANDS;
}

static inline int
fact_cell (int fact)
{
  return (fact % N_CANDS) / SK_SIZE;
}

static inline int
fact_digit (int fact)
{
  return fact % SK_SIZE;
}

static inline int
entry_fact (const Entry *x)
{
  return (x->code & ENTRY_OFF ? N_CANDS : 0) + x->cell * SK_SIZE + (x->code & 15);
}

static inline bool
entry_is_on (const Entry *x)
{
  return !(x->code & ENTRY_OFF);
}

static inline const Entry *
record_entry (const Engine   *e,
              const Record   *r,
              const uint16_t *pos,
              int             fact)
{
  return &e->entries[r->first + pos[fact]];
}

/* The facts an entry rests on. */
static int
entry_parents (const Engine *e,
               const Entry  *x,
               uint16_t      out[MAX_PARENTS])
{
  const SkLayout *layout = e->ctx->layout;
  const SkMask *orig = e->ctx->cg->cand;
  const SkBoard *where = e->ctx->where;
  int cell = x->cell;
  int d = x->code & 15;
  int n = 0;
  SkBoard places;

  switch ((Why) x->why)
    {
    case WHY_ROOT:
      break;
    case WHY_ON:
      out[n++] = (uint16_t) x->arg;
      break;
    case WHY_NAKED:
      for (SkMask m = orig[cell] & (SkMask) ~sk_mask_of (d + 1); m != 0; m &= m - 1)
        out[n++] = (uint16_t) fact_off (cell, __builtin_ctz (m));
      break;
    case WHY_HIDDEN:
      places = sk_board_and_not (sk_board_and (where[d], layout->unit_board[x->arg]),
                                 sk_board_cell (cell));
      while (!sk_board_is_empty (places))
        out[n++] = (uint16_t) fact_off (sk_board_pop (&places), d);
      break;
    case WHY_LOCKED:
      places = sk_board_and_not (sk_board_and (where[d], layout->unit_board[x->arg & 31]),
                                 layout->unit_board[x->arg >> 5]);
      while (!sk_board_is_empty (places))
        out[n++] = (uint16_t) fact_off (sk_board_pop (&places), d);
      break;
    case WHY_NAKED_PAIR:
      {
        SkMask pair = (SkMask) (x->arg >> 14);

        for (int i = 0; i < 2; i++)
          {
            int c = (int) (x->arg >> (7 * i)) & 127;

            for (SkMask m = orig[c] & (SkMask) ~pair; m != 0; m &= m - 1)
              out[n++] = (uint16_t) fact_off (c, __builtin_ctz (m));
          }
      }
      break;
    case WHY_HIDDEN_PAIR:
      {
        int unit = (int) (x->arg & 31);
        SkMask pair = (SkMask) ((x->arg >> 5) & SK_ALL_DIGITS);
        SkBoard both = sk_board_or (sk_board_cell ((int) (x->arg >> 14) & 127),
                                    sk_board_cell ((int) (x->arg >> 21) & 127));

        for (SkMask m = pair; m != 0; m &= m - 1)
          {
            int y = __builtin_ctz (m);

            places = sk_board_and_not (sk_board_and (where[y], layout->unit_board[unit]), both);
            while (!sk_board_is_empty (places))
              out[n++] = (uint16_t) fact_off (sk_board_pop (&places), y);
          }
      }
      break;
    default:
      break;
    }
  return n;
}

/* ---- propagation ---- */

static inline void
set_contradiction (Engine *e,
                   Contra  kind,
                   int     fact,
                   int     unit)
{
  e->rec->contra = (uint8_t) kind;
  e->rec->contra_fact = (uint16_t) fact;
  e->rec->contra_unit = (uint8_t) unit;
}

static inline void
append (Engine  *e,
        int      cell,
        int      code,
        int      fact,
        int      gen,
        Why      why,
        uint32_t arg)
{
  Record *r = e->rec;
  Entry x = { (uint8_t) cell, (uint8_t) code, (uint8_t) (gen < 255 ? gen : 255), (uint8_t) why, arg };
  uint16_t n = r->n;

  /* Byte stores may alias anything and would make the compiler reload the
   * engine's state after each one: the entry goes as one word. */
  e->pos[fact] = n;
  memcpy (&e->entries[r->first + n], &x, sizeof x);
  r->n = (uint16_t) (n + 1);
}

static void add_on (Engine *e, int cell, int d, int gen, Why why, uint32_t arg);

/* Turns a candidate off, and at once on what that leaves alone: the rest of
 * the queue only has "on" facts to follow. */
static inline void
add_off (Engine  *e,
         int      cell,
         int      d,
         int      gen,
         Why      why,
         uint32_t arg)
{
  const SkLayout *layout = e->ctx->layout;
  Record *r = e->rec;
  int fact = fact_off (cell, d);
  SkBoard bit = sk_board_cell (cell);
  SkMask left;

  if (r->contra != CONTRA_NONE || !sk_board_has (e->cur[d], cell))
    return;
  append (e, cell, d | ENTRY_OFF, fact, gen, why, arg);
  r->off[d] = sk_board_or (r->off[d], bit);
  e->cur[d] = sk_board_and_not (e->cur[d], bit);
  left = e->mask[cell] &= (SkMask) ~sk_mask_of (d + 1);
  e->touched = sk_board_or (e->touched, bit);
  if (sk_board_has (r->on[d], cell))
    {
      set_contradiction (e, CONTRA_CONFLICT, fact, 0);
      return;
    }
  if (left == 0)
    {
      set_contradiction (e, CONTRA_CELL, fact, 0);
      return;
    }
  for (int i = 0; i < 3; i++)
    {
      int unit = layout->cell_units[cell][i];

      if (--e->count[d][unit] == 0)
        {
          set_contradiction (e, CONTRA_UNIT, fact, unit);
          return;
        }
    }
  /* What follows from here could not beat the best chain known. */
  if (gen + 3 >= e->bound)
    return;
  gen++;

  if (e->mode == MODE_STATIC)
    {
      /* The grid's own strong links: a two-candidate cell, two places in a unit. */
      int cand = fact - N_CANDS;

      for (int i = 0; i < e->n_strong[cand]; i++)
        add_on (e, e->strong[cand][i].cand / SK_SIZE, e->strong[cand][i].cand % SK_SIZE, gen,
                (Why) e->strong[cand][i].why, e->strong[cand][i].unit);
      return;
    }

  /* Singles of the grid as the assumption has changed it. */
  if ((left & (left - 1)) == 0)
    add_on (e, cell, __builtin_ctz (left), gen, WHY_NAKED, 0);
  for (int i = 0; i < 3; i++)
    {
      int unit = layout->cell_units[cell][i];

      if (e->count[d][unit] == 1)
        add_on (e, sk_board_first (sk_board_and (e->cur[d], layout->unit_board[unit])), d, gen,
                WHY_HIDDEN, (uint32_t) unit);
    }
}

static void
add_on (Engine  *e,
        int      cell,
        int      d,
        int      gen,
        Why      why,
        uint32_t arg)
{
  Record *r = e->rec;
  int fact = fact_on (cell, d);

  if (r->contra != CONTRA_NONE || sk_board_has (r->on[d], cell))
    return;
  append (e, cell, d, fact, gen, why, arg);
  r->on[d] = sk_board_or (r->on[d], sk_board_cell (cell));
  if (!sk_board_has (e->cur[d], cell))
    set_contradiction (e, CONTRA_CONFLICT, fact, 0);
}

static inline void
process_on (Engine      *e,
            const Entry *x)
{
  const SkLayout *layout = e->ctx->layout;
  int cell = x->cell;
  int d = x->code;
  int fact = fact_on (cell, d);
  int gen = x->gen + 1;
  SkBoard peers;

  for (SkMask m = e->mask[cell] & (SkMask) ~sk_mask_of (d + 1); m != 0; m &= m - 1)
    add_off (e, cell, __builtin_ctz (m), gen, WHY_ON, (uint32_t) fact);
  peers = sk_board_and (e->cur[d], layout->peer_board[cell]);
  while (!sk_board_is_empty (peers) && e->rec->contra == CONTRA_NONE)
    add_off (e, sk_board_pop (&peers), d, gen, WHY_ON, (uint32_t) fact);
}

/* One more than the latest generation among the facts @x rests on. */
static int
gen_from_parents (Engine *e,
                  Entry   x)
{
  uint16_t parents[MAX_PARENTS];
  int n = entry_parents (e, &x, parents);
  int gen = -1;

  for (int i = 0; i < n; i++)
    {
      int g = e->entries[e->rec->first + e->pos[parents[i]]].gen;

      if (g > gen)
        gen = g;
    }
  return gen + 1;
}

static void
add_off_rested (Engine  *e,
                int      cell,
                int      d,
                Why      why,
                uint32_t arg)
{
  Entry x = { (uint8_t) cell, (uint8_t) (d | ENTRY_OFF), 0, (uint8_t) why, arg };

  add_off (e, cell, d, gen_from_parents (e, x), why, arg);
}

/* Locked candidates on the changed grid; true when anything was turned off. */
static bool
scan_locked (Engine *e)
{
  const SkLayout *layout = e->ctx->layout;
  size_t before = e->rec->n;

  for (int d = 0; d < SK_SIZE && e->rec->contra == CONTRA_NONE; d++)
    {
      SkBoard now = e->cur[d];
      uint32_t units = 0;

      if (now.lo == e->scanned[d].lo && now.hi == e->scanned[d].hi)
        continue;
      /* The digit can only have become locked in a unit where it lost a place. */
      for (SkBoard lost = { now.lo ^ e->scanned[d].lo, now.hi ^ e->scanned[d].hi };
           !sk_board_is_empty (lost);)
        units |= layout->cell_unit_bits[sk_board_pop (&lost)];
      e->scanned[d] = now;
      for (; units != 0 && e->rec->contra == CONTRA_NONE; units &= units - 1)
        {
          int a = __builtin_ctz (units);
          SkBoard in_a = sk_board_and (e->cur[d], layout->unit_board[a]);

          for (int k = 0; k < e->n_partners[a] && !sk_board_is_empty (in_a); k++)
            {
              int b = e->partner[a][k];
              SkBoard rest;

              if (!sk_board_is_empty (sk_board_and_not (in_a, layout->unit_board[b])))
                continue;
              rest = sk_board_and_not (sk_board_and (e->cur[d], layout->unit_board[b]),
                                       layout->unit_board[a]);
              while (!sk_board_is_empty (rest))
                add_off_rested (e, sk_board_pop (&rest), d, WHY_LOCKED, (uint32_t) (a | b << 5));
            }
        }
    }
  return e->rec->n != before;
}

/* Naked and hidden pairs on the changed grid. */
static bool
scan_pairs (Engine *e)
{
  const SkLayout *layout = e->ctx->layout;
  size_t before = e->rec->n;
  uint32_t units = 0;

  /* Only a unit where a cell lost a candidate can hold a new pair. */
  while (!sk_board_is_empty (e->touched))
    units |= layout->cell_unit_bits[sk_board_pop (&e->touched)];
  for (int unit = 0; unit < SK_UNITS && e->rec->contra == CONTRA_NONE; unit++)
    {
      const uint8_t *cells = layout->unit_cells[unit];
      SkBoard places[SK_SIZE];

      if (!((units >> unit) & 1))
        continue;

      for (int i = 0; i < SK_SIZE; i++)
        {
          SkMask m = e->mask[cells[i]];

          if (!mask_is_pair (m))
            continue;
          for (int j = i + 1; j < SK_SIZE; j++)
            if (e->mask[cells[j]] == m)
              for (int k = 0; k < SK_SIZE; k++)
                {
                  int c = cells[k];

                  if (k == i || k == j)
                    continue;
                  for (SkMask hit = e->mask[c] & m; hit != 0; hit &= hit - 1)
                    add_off_rested (e, c, __builtin_ctz (hit), WHY_NAKED_PAIR,
                                    (uint32_t) (cells[i] | cells[j] << 7 | m << 14));
                }
        }
      for (int y = 0; y < SK_SIZE; y++)
        places[y] = sk_board_and (e->cur[y], layout->unit_board[unit]);
      for (int y = 0; y < SK_SIZE; y++)
        {
          if (!board_is_pair (places[y]))
            continue;
          for (int z = y + 1; z < SK_SIZE; z++)
            if (places[z].lo == places[y].lo && places[z].hi == places[y].hi)
              {
                SkMask pair = (SkMask) (sk_mask_of (y + 1) | sk_mask_of (z + 1));
                SkBoard both = places[y];
                int c1 = sk_board_pop (&both);
                int c2 = sk_board_pop (&both);
                uint32_t arg = (uint32_t) (unit | pair << 5 | c1 << 14 | c2 << 21);

                for (SkMask hit = e->mask[c1] & (SkMask) ~pair; hit != 0; hit &= hit - 1)
                  add_off_rested (e, c1, __builtin_ctz (hit), WHY_HIDDEN_PAIR, arg);
                for (SkMask hit = e->mask[c2] & (SkMask) ~pair; hit != 0; hit &= hit - 1)
                  add_off_rested (e, c2, __builtin_ctz (hit), WHY_HIDDEN_PAIR, arg);
              }
        }
    }
  return e->rec->n != before;
}

static bool
reserve (Engine *e)
{
  size_t need = e->n_entries + (size_t) e->n_cands + 2;

  if (need > e->cap)
    {
      size_t cap = e->cap * 2 > need ? e->cap * 2 : need;
      Entry *entries = realloc (e->entries, cap * sizeof *entries);

      if (entries == NULL)
        return false;
      e->entries = entries;
      e->cap = cap;
    }
  return true;
}

/* Follows @root to the end, or to a contradiction, into @r and the
 * entries' array (the caller keeps them or drops them); @slot gets its index. */
static bool
propagate (Engine *e,
           Record *r,
           int     slot,
           int     root)
{
  const SkLogicContext *ctx = e->ctx;
  int cell = fact_cell (root);
  int d = fact_digit (root);

  if (!reserve (e))
    return false;
  memset (r, 0, sizeof *r);
  r->first = (uint32_t) e->n_entries;
  e->rec = r;
  e->pos = e->slot_pos[slot];
  memcpy (e->cur, ctx->where, sizeof e->cur);
  memcpy (e->mask, ctx->cg->cand, sizeof e->mask);
  memcpy (e->count, e->count0, sizeof e->count);
  if (e->mode == MODE_PLUS)
    {
      memcpy (e->scanned, ctx->where, sizeof e->scanned);
      e->touched = ctx->empty;
    }

  if (fact_is_on (root))
    add_on (e, cell, d, 0, WHY_ROOT, 0);
  else
    add_off (e, cell, d, 0, WHY_ROOT, 0);

  for (int i = 0;;)
    {
      while (i < r->n && r->contra == CONTRA_NONE)
        {
          const Entry *x = &e->entries[r->first + i++];

          if (entry_is_on (x) && x->gen + 3 < e->bound)
            process_on (e, x);
        }
      if (r->contra != CONTRA_NONE || e->mode != MODE_PLUS)
        break;
      if (!scan_locked (e) && !scan_pairs (e))
        break;
    }
  e->n_entries = r->first + r->n;
  return true;
}

/* Makes @r's facts findable through slot @slot. */
static void
load (Engine       *e,
      const Record *r,
      int           slot)
{
  uint16_t *pos = e->slot_pos[slot];

  for (int i = 0; i < r->n; i++)
    pos[entry_fact (&e->entries[r->first + i])] = (uint16_t) i;
}

/* ---- complexity ---- */

static inline bool
seen_test_and_set (uint64_t *seen,
                   int       fact)
{
  uint64_t bit = UINT64_C (1) << (fact & 63);
  bool was = (seen[fact >> 6] & bit) != 0;

  seen[fact >> 6] |= bit;
  return was;
}

/* How many facts not yet in e->seen @fact rests on (itself included), adding
 * them there; stops early once more than @limit. */
static int
count_ancestors (Engine       *e,
                 const Record *r,
                 int           slot,
                 int           fact,
                 int           limit)
{
  const uint16_t *pos = e->slot_pos[slot];
  int n_stack = 0;
  int count = 0;

  if (seen_test_and_set (e->seen, fact))
    return 0;
  e->stack[n_stack++] = (uint16_t) fact;
  while (n_stack > 0 && count <= limit)
    {
      uint16_t parents[MAX_PARENTS];
      const Entry *x = record_entry (e, r, pos, e->stack[--n_stack]);
      int n = entry_parents (e, x, parents);

      count++;
      for (int i = 0; i < n; i++)
        if (!seen_test_and_set (e->seen, parents[i]))
          e->stack[n_stack++] = parents[i];
    }
  return count;
}

static inline void
seen_clear (Engine *e)
{
  memset (e->seen, 0, sizeof e->seen);
}

static int
ancestors (Engine       *e,
           const Record *r,
           int           slot,
           int           fact,
           int           limit)
{
  seen_clear (e);
  return count_ancestors (e, r, slot, fact, limit);
}

/* The facts that make the contradiction of @r, as Sudoku Explainer counts a
 * contradiction: both sides of the candidate on and off; for an empty cell
 * or unit, the last one off and the single that the others made of it. */
static int
contradiction_sides (const Engine *e,
                     const Record *r,
                     uint16_t      sides[SK_SIZE + 1])
{
  const SkLayout *layout = e->ctx->layout;
  int fact = r->contra_fact;
  int cell = fact_cell (fact);
  int d = fact_digit (fact);
  int n = 0;

  switch ((Contra) r->contra)
    {
    case CONTRA_CONFLICT:
      sides[n++] = (uint16_t) fact_on (cell, d);
      sides[n++] = (uint16_t) fact_off (cell, d);
      break;
    case CONTRA_CELL:
      for (SkMask m = e->ctx->cg->cand[cell]; m != 0; m &= m - 1)
        if (__builtin_ctz (m) != d)
          sides[n++] = (uint16_t) fact_off (cell, __builtin_ctz (m));
      sides[n++] = (uint16_t) fact;
      break;
    case CONTRA_UNIT:
      {
        SkBoard places = sk_board_and (e->ctx->where[d], layout->unit_board[r->contra_unit]);

        while (!sk_board_is_empty (places))
          {
            int p = sk_board_pop (&places);

            if (p != cell)
              sides[n++] = (uint16_t) fact_off (p, d);
          }
        sides[n++] = (uint16_t) fact;
      }
      break;
    case CONTRA_NONE:
    default:
      break;
    }
  return n;
}

static int
contradiction_cost (Engine       *e,
                    const Record *r,
                    int           slot)
{
  uint16_t sides[SK_SIZE + 1];
  int n = contradiction_sides (e, r, sides);
  int cost;

  if (r->contra == CONTRA_CONFLICT)
    return ancestors (e, r, slot, sides[0], INT_MAX) + ancestors (e, r, slot, sides[1], INT_MAX);
  /* The others make a single of the last one, which is then turned off. */
  seen_clear (e);
  cost = 1;
  for (int i = 0; i < n - 1; i++)
    cost += count_ancestors (e, r, slot, sides[i], INT_MAX);
  return cost + ancestors (e, r, slot, sides[n - 1], INT_MAX);
}

static void
consider_contradiction (Engine       *e,
                        const Record *r,
                        int           slot,
                        int           root,
                        Best         *best)
{
  int cost;

  if (r->contra == CONTRA_NONE)
    return;
  cost = contradiction_cost (e, r, slot);
  if (cost < best->cost)
    *best = (Best) { cost, KIND_CONTRADICTION, root, root, e->bound };
}

/* What every branch of a cell, unit or double chain implies, the cheapest
 * first found. The records are loaded in slots 0 to @k - 1 here, but for a
 * double chain's "off" branch, which was just propagated into slot 1. */
static void
consider_branches (Engine        *e,
                   const Record **recs,
                   int            k,
                   Kind           kind,
                   int            start,
                   Best          *best)
{
  SkBoard on[SK_SIZE];
  SkBoard off[SK_SIZE];
  SkBoard any = SK_BOARD_EMPTY;

  for (int i = 0; i < k; i++)
    if (recs[i]->contra != CONTRA_NONE)
      return;
  for (int d = 0; d < SK_SIZE; d++)
    {
      on[d] = recs[0]->on[d];
      off[d] = recs[0]->off[d];
      for (int i = 1; i < k; i++)
        {
          on[d] = sk_board_and (on[d], recs[i]->on[d]);
          off[d] = sk_board_and (off[d], recs[i]->off[d]);
        }
      any = sk_board_or (any, sk_board_or (on[d], off[d]));
    }
  if (sk_board_is_empty (any))
    return;

  for (int i = 0; i < k; i++)
    if (kind != KIND_DOUBLE || i == 0)
      load (e, recs[i], i);

  /* Placements before eliminations, each in cell order. */
  for (int polarity = 0; polarity < 2; polarity++)
    {
      SkBoard cells = any;

      while (!sk_board_is_empty (cells))
        {
          int cell = sk_board_pop (&cells);

          for (int d = 0; d < SK_SIZE; d++)
            {
              int fact = polarity == 0 ? fact_on (cell, d) : fact_off (cell, d);
              int low = 0;
              int cost = 0;

              if (!sk_board_has (polarity == 0 ? on[d] : off[d], cell))
                continue;
              for (int i = 0; i < k; i++)
                low += record_entry (e, recs[i], e->slot_pos[i], fact)->gen + 1;
              if (low >= best->cost)
                continue;
              for (int i = 0; i < k && cost < best->cost; i++)
                cost += ancestors (e, recs[i], i, fact, best->cost - cost);
              if (cost < best->cost)
                *best = (Best) { cost, kind, start, fact, e->bound };
            }
        }
    }
}

/* ---- the search ---- */

enum
{
  WANT_CONTRA_ON = 1 << 0,
  WANT_CONTRA_OFF = 1 << 1,
  WANT_CELL = 1 << 2,
  WANT_DOUBLE = 1 << 3,
  WANT_UNIT = 1 << 4,
};

static void
engine_init (Engine               *e,
             const SkLogicContext *ctx,
             Mode                  mode)
{
  const SkLayout *layout = ctx->layout;
  SkBoard cells = ctx->empty;

  e->ctx = ctx;
  e->mode = mode;
  e->closures = NULL;
  e->bound = INT_MAX;
  e->entries = NULL;
  e->n_entries = 0;
  e->cap = 0;
  e->n_cands = 0;
  memset (e->count0, 0, sizeof e->count0);
  for (SkBoard rest = cells; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        {
          int d = __builtin_ctz (m);

          e->n_cands++;
          for (int i = 0; i < 3; i++)
            e->count0[d][layout->cell_units[cell][i]]++;
        }
    }
  memset (e->n_partners, 0, sizeof e->n_partners);
  for (int region = 2 * SK_SIZE; region < SK_UNITS; region++)
    for (int line = 0; line < 2 * SK_SIZE; line++)
      if (sk_board_count (sk_board_and (layout->unit_board[region], layout->unit_board[line])) >= 2)
        {
          e->partner[region][e->n_partners[region]++] = (uint8_t) line;
          e->partner[line][e->n_partners[line]++] = (uint8_t) region;
        }

  if (mode != MODE_STATIC)
    return;
  /* The static graph does not change during a call: its strong links once. */
  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      SkMask m = ctx->cg->cand[cell];

      for (SkMask rest = m; rest != 0; rest &= rest - 1)
        {
          int d = __builtin_ctz (rest);
          int cand = fact_on (cell, d);
          int n = 0;

          if (mask_is_pair (m))
            {
              e->strong[cand][n].cand = (uint16_t) fact_on (cell, __builtin_ctz (m & (SkMask) ~sk_mask_of (d + 1)));
              e->strong[cand][n].why = WHY_NAKED;
              e->strong[cand][n++].unit = 0;
            }
          for (int i = 0; i < 3; i++)
            {
              int unit = layout->cell_units[cell][i];
              SkBoard places = sk_board_and (ctx->where[d], layout->unit_board[unit]);

              if (board_is_pair (places))
                {
                  int other = sk_board_first (sk_board_and_not (places, sk_board_cell (cell)));

                  e->strong[cand][n].cand = (uint16_t) fact_on (other, d);
                  e->strong[cand][n].why = WHY_HIDDEN;
                  e->strong[cand][n++].unit = (uint8_t) unit;
                }
            }
          e->n_strong[cand] = (uint8_t) n;
        }
    }
}

/* ---- static closures ----
 *
 * A static propagation follows a graph that does not change during a call:
 * "on" facts point to the "off" facts of their cell and peers, "off" facts
 * to the "on" facts of their strong links. What an assumption can reach is
 * its closure in that graph, and all closures come at once from the graph's
 * strongly connected components: Tarjan's algorithm emits each component
 * after every component it reaches, so one OR per edge of sets of facts
 * gives what each reaches, and a pass the other way what reaches each. A
 * propagation meets a contradiction exactly when its closure holds a
 * candidate on and off, or every candidate of a cell or place of a digit
 * in a unit off (the facts that reach all of those); the branches of a cell
 * or unit chain can only conclude what their closures share. Propagations,
 * which count the chains, are run only where the closures say so. */

typedef struct Closures
{
  int       n;                /* candidates; nodes are 2 * index, + 1 for "off" */
  int       words;            /* 64-bit words in a set of nodes */
  int16_t   index[N_CANDS];   /* compact index of each candidate, -1 when absent */
  uint16_t  cand[N_CANDS];    /* candidate of each compact index */
  bool      contradicts[N_CANDS];  /* by index: its "on" propagation meets a contradiction */
  uint16_t *scc;              /* component of each node */
  uint64_t *reach;            /* nodes each component reaches, itself included */
} Closures;

static inline const uint64_t *
reach_of (const Closures *cl,
          int             node)
{
  return cl->reach + (size_t) cl->scc[node] * (size_t) cl->words;
}

static inline void
set_or (uint64_t       *set,
        const uint64_t *other,
        int             words)
{
  for (int w = 0; w < words; w++)
    set[w] |= other[w];
}

/* The successors of every node, as Tarjan's algorithm walks them. */
static void
closure_edges (const Engine   *e,
               const Closures *cl,
               int32_t        *start,
               uint16_t       *succ)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  int n_edges = 0;

  for (int i = 0; i < cl->n; i++)
    {
      int cand = cl->cand[i];
      int cell = cand / SK_SIZE;
      int d = cand % SK_SIZE;
      SkBoard peers = sk_board_and (ctx->where[d], layout->peer_board[cell]);

      start[(ptrdiff_t) 2 * i] = n_edges;
      for (SkMask m = ctx->cg->cand[cell] & (SkMask) ~sk_mask_of (d + 1); m != 0; m &= m - 1)
        succ[n_edges++] = (uint16_t) (2 * cl->index[fact_on (cell, __builtin_ctz (m))] + 1);
      while (!sk_board_is_empty (peers))
        succ[n_edges++] = (uint16_t) (2 * cl->index[fact_on (sk_board_pop (&peers), d)] + 1);
      start[(ptrdiff_t) 2 * i + 1] = n_edges;
      for (int k = 0; k < e->n_strong[cand]; k++)
        succ[n_edges++] = (uint16_t) (2 * cl->index[e->strong[cand][k].cand]);
    }
  start[(ptrdiff_t) 2 * cl->n] = n_edges;
}

/* Marks the candidates whose "on" closure turns every node of @group
 * (given as candidates, their "off" nodes meant) off. */
static void
mark_emptied (Closures       *cl,
              const uint64_t *anc,
              const int      *group,
              int             k,
              uint64_t       *all)
{
  for (int i = 0; i < k; i++)
    {
      int node = 2 * cl->index[group[i]] + 1;
      const uint64_t *set = anc + (size_t) cl->scc[node] * (size_t) cl->words;

      for (int w = 0; w < cl->words; w++)
        all[w] = i == 0 ? set[w] : all[w] & set[w];
    }
  for (int w = 0; w < cl->words; w++)
    for (uint64_t on = all[w] & UINT64_C (0x5555555555555555); on != 0; on &= on - 1)
      cl->contradicts[(w * 64 + __builtin_ctzll (on)) >> 1] = true;
}

static Closures *
closures_new (const Engine *e)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  int n = e->n_cands;
  int nodes = 2 * n;
  int words = (nodes + 63) / 64;
  size_t sets = (size_t) nodes * (size_t) words;
  size_t size = sizeof (Closures) + (2 * sets + (size_t) words) * sizeof (uint64_t)
                + (size_t) (3 * nodes + 2) * sizeof (int32_t)
                + (size_t) n * 32 * sizeof (uint16_t)
                + (size_t) nodes * 6 * sizeof (uint16_t) + (size_t) nodes;
  Closures *cl = malloc (size);
  uint64_t *reach, *anc, *all;
  int32_t *start, *frame_edge, *scc_first;
  int16_t *order, *low, *tstack;
  uint16_t *succ, *frame_node, *members;
  uint8_t *on_stack;
  int counter = 0, n_tstack = 0, n_scc = 0, n_members = 0;
  SkBoard cells = ctx->empty;

  if (cl == NULL)
    return NULL;
  reach = (uint64_t *) (cl + 1);
  anc = reach + sets;
  all = anc + sets;
  start = (int32_t *) (all + words);
  frame_edge = start + nodes + 1;
  scc_first = frame_edge + nodes;
  succ = (uint16_t *) (scc_first + nodes + 1);
  cl->scc = succ + (size_t) n * 32;
  frame_node = cl->scc + nodes;
  members = frame_node + nodes;
  order = (int16_t *) (members + nodes);
  low = order + nodes;
  tstack = low + nodes;
  on_stack = (uint8_t *) (tstack + nodes);
  cl->reach = reach;
  cl->n = n;
  cl->words = words;

  memset (cl->index, -1, sizeof cl->index);
  memset (cl->contradicts, 0, sizeof cl->contradicts);
  for (int i = 0; !sk_board_is_empty (cells);)
    {
      int cell = sk_board_pop (&cells);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1, i++)
        {
          cl->index[fact_on (cell, __builtin_ctz (m))] = (int16_t) i;
          cl->cand[i] = (uint16_t) fact_on (cell, __builtin_ctz (m));
        }
    }
  closure_edges (e, cl, start, succ);
  memset (order, -1, (size_t) nodes * sizeof *order);
  memset (on_stack, 0, (size_t) nodes);

  /* Tarjan's algorithm, with an explicit stack of (node, next edge). */
  for (int root = 0; root < nodes; root++)
    {
      int depth = 0;

      if (order[root] >= 0)
        continue;
      frame_node[0] = (uint16_t) root;
      frame_edge[0] = start[root];
      order[root] = low[root] = (int16_t) counter++;
      tstack[n_tstack++] = (int16_t) root;
      on_stack[root] = 1;
      while (depth >= 0)
        {
          int v = frame_node[depth];

          if (frame_edge[depth] < start[v + 1])
            {
              int w = succ[frame_edge[depth]++];

              if (order[w] < 0)
                {
                  depth++;
                  frame_node[depth] = (uint16_t) w;
                  frame_edge[depth] = start[w];
                  order[w] = low[w] = (int16_t) counter++;
                  tstack[n_tstack++] = (int16_t) w;
                  on_stack[w] = 1;
                }
              else if (on_stack[w] && order[w] < low[v])
                low[v] = order[w];
              continue;
            }
          if (low[v] == order[v])
            {
              uint64_t *set = reach + (size_t) n_scc * (size_t) words;
              int first = n_tstack;

              memset (set, 0, (size_t) words * sizeof *set);
              scc_first[n_scc] = n_members;
              do
                {
                  int u = tstack[--first];

                  cl->scc[u] = (uint16_t) n_scc;
                  on_stack[u] = 0;
                  members[n_members++] = (uint16_t) u;
                  set[u >> 6] |= UINT64_C (1) << (u & 63);
                }
              while (tstack[first] != v);
              n_tstack = first;
              memcpy (anc + (size_t) n_scc * (size_t) words, set, (size_t) words * sizeof *set);
              /* Every other component reached is complete already. */
              for (int i = scc_first[n_scc]; i < n_members; i++)
                for (int k = start[members[i]]; k < start[members[i] + 1]; k++)
                  if (cl->scc[succ[k]] != n_scc)
                    set_or (set, reach_of (cl, succ[k]), words);
              n_scc++;
            }
          depth--;
          if (depth >= 0 && low[v] < low[frame_node[depth]])
            low[frame_node[depth]] = low[v];
        }
    }
  scc_first[n_scc] = n_members;

  /* What reaches each component: sources first, the reverse of emission. */
  for (int c = n_scc - 1; c >= 0; c--)
    for (int i = scc_first[c]; i < scc_first[c + 1]; i++)
      for (int k = start[members[i]]; k < start[members[i] + 1]; k++)
        if (cl->scc[succ[k]] != c)
          set_or (anc + (size_t) cl->scc[succ[k]] * (size_t) words, anc + (size_t) c * (size_t) words,
                  words);

  /* Contradictions: a candidate on and off, or a cell or unit emptied. */
  for (int i = 0; i < n; i++)
    {
      const uint64_t *set = reach_of (cl, 2 * i);

      for (int w = 0; w < words && !cl->contradicts[i]; w++)
        cl->contradicts[i] = (set[w] & (set[w] >> 1) & UINT64_C (0x5555555555555555)) != 0;
    }
  for (SkBoard rest = ctx->empty; !sk_board_is_empty (rest);)
    {
      int cell = sk_board_pop (&rest);
      int group[SK_SIZE];
      int k = 0;

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        group[k++] = fact_on (cell, __builtin_ctz (m));
      mark_emptied (cl, anc, group, k, all);
    }
  for (int unit = 0; unit < SK_UNITS; unit++)
    for (int d = 0; d < SK_SIZE; d++)
      {
        SkBoard places = sk_board_and (ctx->where[d], layout->unit_board[unit]);
        int group[SK_SIZE];
        int k = 0;

        while (!sk_board_is_empty (places))
          group[k++] = fact_on (sk_board_pop (&places), d);
        if (k > 0)
          mark_emptied (cl, anc, group, k, all);
      }
  return cl;
}

static bool
closure_contradicts (const Closures *cl,
                     int             cand)
{
  return cl->contradicts[cl->index[cand]];
}

/* Whether the "on" closures of @cands share a fact that is not about the
 * group's own candidates (@own, in every digit or in @digit only), with
 * none of them contradictory: only then can the group conclude anything. */
static bool
closures_share (const Engine *e,
                Closures     *cl,
                const int    *cands,
                int           k,
                SkBoard       own,
                int           digit)
{
  const SkLogicContext *ctx = e->ctx;
  uint64_t common[SEEN_WORDS];
  bool any = false;

  for (int i = 0; i < k; i++)
    {
      const uint64_t *set = reach_of (cl, 2 * cl->index[cands[i]]);

      if (closure_contradicts (cl, cands[i]))
        return false;
      for (int w = 0; w < cl->words; w++)
        common[w] = i == 0 ? set[w] : common[w] & set[w];
    }
  while (!sk_board_is_empty (own))
    {
      int cell = sk_board_pop (&own);

      for (SkMask m = ctx->cg->cand[cell]; m != 0; m &= m - 1)
        if (digit < 0 || __builtin_ctz (m) == digit)
          {
            int node = 2 * cl->index[fact_on (cell, __builtin_ctz (m))];

            common[node >> 6] &= ~(UINT64_C (3) << (node & 63));
          }
    }
  for (int w = 0; w < cl->words && !any; w++)
    any = common[w] != 0;
  return any;
}

/* Whether the candidate is one of two in its cell or one of two places of
 * its digit in a unit. Its "off" propagation is then the other one's "on"
 * propagation with one step in front: what it could conclude is found one
 * fact shorter from there, and it is not run. */
static bool
strongly_linked (const SkLogicContext *ctx,
                 int                   cell,
                 int                   d)
{
  const SkLayout *layout = ctx->layout;

  if (mask_is_pair (ctx->cg->cand[cell]))
    return true;
  for (int i = 0; i < 3; i++)
    if (board_is_pair (sk_board_and (ctx->where[d], layout->unit_board[layout->cell_units[cell][i]])))
      return true;
  return false;
}

/* The "on" propagation of @cand, run the first time it is asked for (a
 * contradiction it meets is considered then) and kept for the call. */
static const Record *
on_record (Engine *e,
           int     cand,
           int     want,
           Best   *best)
{
  Record *r = &e->on_rec[cand];

  if (!e->have[cand])
    {
      e->bound = best->cost;
      if (!propagate (e, r, SK_SIZE, cand))
        return NULL;
      e->have[cand] = true;
      if (want & WANT_CONTRA_ON)
        consider_contradiction (e, r, SK_SIZE, cand, best);
    }
  return r;
}

/* The branches of a cell or unit chain (the "on" propagations of @cands),
 * as long as they still have a fact in common; then their conclusions.
 * Facts about the group's own candidates (@own, in every digit or in
 * @digit only) cannot be common to all branches, but two branches always
 * share some (both turn off a third candidate of the cell): they are left
 * out of the test, which then usually fails at the second branch. */
static bool
consider_group (Engine    *e,
                const int *cands,
                int        k,
                int        want,
                Kind       kind,
                int        start,
                SkBoard    own,
                int        digit,
                Best      *best)
{
  const Record *branches[SK_SIZE];
  SkBoard common[2 * SK_SIZE];

  if (e->closures != NULL && !closures_share (e, e->closures, cands, k, own, digit))
    return true;
  for (int d = 0; d < SK_SIZE; d++)
    common[d] = common[SK_SIZE + d] = digit < 0 || d == digit ? sk_board_and_not (SK_BOARD_FULL, own)
                                                              : SK_BOARD_FULL;
  for (int i = 0; i < k; i++)
    {
      SkBoard any = SK_BOARD_EMPTY;

      branches[i] = on_record (e, cands[i], want, best);
      if (branches[i] == NULL)
        return false;
      if (branches[i]->contra != CONTRA_NONE)
        return true;
      for (int d = 0; d < SK_SIZE; d++)
        {
          common[d] = sk_board_and (common[d], branches[i]->on[d]);
          common[SK_SIZE + d] = sk_board_and (common[SK_SIZE + d], branches[i]->off[d]);
          any = sk_board_or (any, sk_board_or (common[d], common[SK_SIZE + d]));
        }
      if (sk_board_is_empty (any))
        return true;
    }
  consider_branches (e, branches, k, kind, start, best);
  return true;
}

/* Everything @want asks for, the cheapest in @best. */
/* The cost a chain of @technique must stay below to rate below the step
 * finder's ceiling (ctx->ceiling): chains no cheaper are not followed. */
static int
cost_ceiling (const SkLogicContext *ctx,
              SkTechnique           technique)
{
  int base = sk_technique_info (technique)->rating;
  int cost = 2;

  if (ctx->ceiling == INT_MAX)
    return INT_MAX;
  while (cost < (1 << 20) && sk_logic_length_rating (base, cost - 2) < ctx->ceiling)
    cost++;
  return cost;
}

static bool
search (Engine      *e,
        SkTechnique  technique,
        int          want,
        Best        *best)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  SkBoard cells = ctx->empty;
  int ceiling = cost_ceiling (ctx, technique);

  best->cost = ceiling;
  memset (e->have, 0, sizeof e->have);
  while (!sk_board_is_empty (cells))
    {
      int cell = sk_board_pop (&cells);
      SkMask cands = ctx->cg->cand[cell];
      int group[SK_SIZE];
      int k = 0;

      for (SkMask m = cands; m != 0; m &= m - 1)
        {
          int d = __builtin_ctz (m);
          int cand = fact_on (cell, d);
          size_t mark;
          Record *off = &e->scratch;

          if (sk_logic_cancelled (ctx))
            return false;
          group[k++] = cand;
          if ((want & WANT_CONTRA_ON)
              && (e->closures == NULL || closure_contradicts (e->closures, cand))
              && on_record (e, cand, want, best) == NULL)
            return false;
          if (!(want & (WANT_CONTRA_OFF | WANT_DOUBLE)) || strongly_linked (ctx, cell, d))
            continue;

          /* With two candidates, the double chain is the cell chain. */
          if ((want & WANT_DOUBLE) && !mask_is_pair (cands) && on_record (e, cand, want, best) == NULL)
            return false;
          mark = e->n_entries;
          e->bound = best->cost;
          if (!propagate (e, off, 1, fact_off (cell, d)))
            return false;
          e->n_entries = mark;
          if (want & WANT_CONTRA_OFF)
            consider_contradiction (e, off, 1, fact_off (cell, d), best);
          if ((want & WANT_DOUBLE) && !mask_is_pair (cands) && e->on_rec[cand].contra == CONTRA_NONE)
            {
              const Record *pair[2] = { &e->on_rec[cand], off };

              consider_branches (e, pair, 2, KIND_DOUBLE, cand, best);
            }
        }
      if ((want & WANT_CELL) && k >= 2
          && !consider_group (e, group, k, want, KIND_CELL, cell, sk_board_cell (cell), -1, best))
        return false;
    }

  if (want & WANT_UNIT)
    for (int unit = 0; unit < SK_UNITS; unit++)
      for (int d = 0; d < SK_SIZE; d++)
        {
          SkBoard places = sk_board_and (ctx->where[d], layout->unit_board[unit]);
          int group[SK_SIZE];
          bool again = false;
          int k = 0;

          if (sk_board_is_empty (places) || sk_board_is_single (places))
            continue;
          /* Two places in a row and a box are one chain, found with the first. */
          for (int u = 0; u < unit && !again; u++)
            {
              SkBoard other = sk_board_and (ctx->where[d], layout->unit_board[u]);

              again = other.lo == places.lo && other.hi == places.hi;
            }
          if (again)
            continue;
          if (sk_logic_cancelled (ctx))
            return false;
          for (SkBoard rest = places; !sk_board_is_empty (rest);)
            group[k++] = fact_on (sk_board_pop (&rest), d);
          if (!consider_group (e, group, k, want, KIND_UNIT, unit * SK_SIZE + d, places, d, best))
            return false;
        }
  return best->cost < ceiling;
}

/* ---- the step ---- */

/* Nodes for the facts that @targets rest on in @r, in the order they were
 * derived, and a link from each to each fact it implies: weak from an "on"
 * fact (the two cannot both be true), strong from an "off" fact to an "on"
 * fact (one of them is true). A locked set or pair turns "off" facts into
 * "off" facts; those links are marked weak too, for want of a better kind. */
static void
add_evidence (Engine         *e,
              SkStep         *step,
              const Record   *r,
              int             slot,
              const uint16_t *targets,
              int             n_targets)
{
  seen_clear (e);
  for (int i = 0; i < n_targets; i++)
    count_ancestors (e, r, slot, targets[i], INT_MAX);
  for (int i = 0; i < r->n; i++)
    {
      const Entry *x = &e->entries[r->first + i];
      int fact = entry_fact (x);
      uint16_t parents[MAX_PARENTS];
      int n;

      if (!((e->seen[fact >> 6] >> (fact & 63)) & 1))
        continue;
      e->node_of[fact] = (int16_t) sk_step_node (step, sk_board_cell (x->cell), (x->code & 15) + 1);
      if (e->node_of[fact] >= 0)
        step->nodes[e->node_of[fact]].on = entry_is_on (x);
      n = entry_parents (e, x, parents);
      for (int j = 0; j < n; j++)
        sk_step_link (step, e->node_of[parents[j]], e->node_of[fact],
                      !fact_is_on (parents[j]) && entry_is_on (x));
    }
}

static void
mark_fact (SkStep *step,
           int     fact,
           SkRole  role)
{
  sk_step_mark (step, fact_cell (fact), role, sk_mask_of (fact_digit (fact) + 1));
}

/* Reruns what the best step rests on and writes it down. */
static bool
build_step (Engine      *e,
            SkTechnique  technique,
            const Best  *best,
            SkStep      *step)
{
  const SkLogicContext *ctx = e->ctx;
  const SkLayout *layout = ctx->layout;
  int conclusion = best->kind == KIND_CONTRADICTION ? best->start : best->fact;
  int cell = fact_cell (conclusion);
  int d = fact_digit (conclusion);
  bool place;

  sk_step_init (step, technique);
  /* The length rated is the number of facts the conclusion rests on, less
   * two (the assumption and the conclusion are no step of the chain): so
   * counted, the ratings of Sudoku Explainer's chains come out the most
   * often. */
  step->size = best->cost - 2;
  step->rating = sk_logic_length_rating (sk_technique_info (technique)->rating, step->size);

  /* A contradiction from "on" removes the candidate, from "off" places it. */
  place = fact_is_on (conclusion) != (best->kind == KIND_CONTRADICTION);
  if (place)
    step->place[cell] = (uint8_t) (d + 1);
  else
    step->remove[cell] = sk_mask_of (d + 1);

  e->bound = best->bound;
  switch (best->kind)
    {
    case KIND_CONTRADICTION:
      {
        uint16_t sides[SK_SIZE + 1];
        int n;

        step->digit = d + 1;
        if (!propagate (e, &e->scratch, 0, best->start))
          return false;
        n = contradiction_sides (e, &e->scratch, sides);
        mark_fact (step, conclusion, SK_ROLE_PINCER);
        add_evidence (e, step, &e->scratch, 0, sides, n);
      }
      break;
    case KIND_CELL:
      {
        int pivot = best->start;
        uint16_t target = (uint16_t) best->fact;

        sk_step_mark (step, pivot, SK_ROLE_PIVOT, ctx->cg->cand[pivot]);
        mark_fact (step, best->fact, SK_ROLE_PINCER);
        for (SkMask m = ctx->cg->cand[pivot]; m != 0; m &= m - 1)
          {
            const Record *r = &e->on_rec[fact_on (pivot, __builtin_ctz (m))];

            load (e, r, 0);
            add_evidence (e, step, r, 0, &target, 1);
          }
      }
      break;
    case KIND_DOUBLE:
      {
        uint16_t target = (uint16_t) best->fact;
        const Record *r = &e->on_rec[best->start];

        mark_fact (step, best->start, SK_ROLE_PIVOT);
        mark_fact (step, best->fact, SK_ROLE_PINCER);
        load (e, r, 0);
        add_evidence (e, step, r, 0, &target, 1);
        if (!propagate (e, &e->scratch, 0, best->start + N_CANDS))
          return false;
        add_evidence (e, step, &e->scratch, 0, &target, 1);
      }
      break;
    case KIND_UNIT:
      {
        int unit = best->start / SK_SIZE;
        int digit = best->start % SK_SIZE;
        SkBoard places = sk_board_and (ctx->where[digit], layout->unit_board[unit]);
        uint16_t target = (uint16_t) best->fact;

        step->digit = digit + 1;
        step->base_units = UINT32_C (1) << unit;
        for (SkBoard b = places; !sk_board_is_empty (b);)
          sk_step_mark (step, sk_board_pop (&b), SK_ROLE_COVER, sk_mask_of (digit + 1));
        mark_fact (step, best->fact, SK_ROLE_PINCER);
        while (!sk_board_is_empty (places))
          {
            const Record *r = &e->on_rec[fact_on (sk_board_pop (&places), digit)];

            load (e, r, 0);
            add_evidence (e, step, r, 0, &target, 1);
          }
      }
      break;
    default:
      break;
    }
  return true;
}

/* Whether technique @t may be used (the caller did not disable it). */
static bool
allowed (const SkLogicContext *ctx,
         SkTechnique           t)
{
  return ctx->options == NULL || !((ctx->options->disabled >> t) & 1);
}

/* The technique a step of @kind is reported under, in @mode. */
static SkTechnique
kind_technique (Mode mode,
                Kind kind)
{
  static const SkTechnique techniques[][4] = {
    [MODE_STATIC] = { SK_TECH_CONTRADICTION_FORCING_CHAIN, SK_TECH_CELL_FORCING_CHAIN,
                      SK_TECH_CELL_FORCING_CHAIN, SK_TECH_UNIT_FORCING_CHAIN },
    [MODE_DYNAMIC] = { SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN, SK_TECH_DYNAMIC_CELL_FORCING_CHAIN,
                       SK_TECH_DYNAMIC_CELL_FORCING_CHAIN, SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN },
    [MODE_PLUS] = { SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS,
                    SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS, SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS },
  };

  return techniques[mode][kind];
}

/* Sudoku Explainer finds cell and unit chains together (and, dynamic, the
 * contradictions too) and takes the shortest, whatever its kind. The
 * techniques are tried one after the other here, so a call also looks for
 * the kinds of the techniques after it in its family, unless the caller
 * disabled them, and reports the step under the technique of its kind. */
bool
sk_find_forcing_chain (const SkLogicContext *ctx,
                       SkTechnique           technique,
                       SkStep               *step)
{
  Engine *e;
  Best best;
  Mode mode;
  int want = 0;
  bool found;

  switch (technique)
    {
    case SK_TECH_CONTRADICTION_FORCING_CHAIN:
      mode = MODE_STATIC;
      want = WANT_CONTRA_ON;
      break;
    case SK_TECH_CELL_FORCING_CHAIN:
    case SK_TECH_UNIT_FORCING_CHAIN:
      mode = MODE_STATIC;
      if (technique == SK_TECH_CELL_FORCING_CHAIN)
        want |= WANT_CELL;
      if (allowed (ctx, SK_TECH_UNIT_FORCING_CHAIN))
        want |= WANT_UNIT;
      break;
    case SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN:
    case SK_TECH_DYNAMIC_CELL_FORCING_CHAIN:
    case SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN:
      mode = MODE_DYNAMIC;
      if (technique == SK_TECH_DYNAMIC_CONTRADICTION_FORCING_CHAIN)
        want |= WANT_CONTRA_ON | WANT_CONTRA_OFF;
      if (technique != SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN
          && allowed (ctx, SK_TECH_DYNAMIC_CELL_FORCING_CHAIN))
        want |= WANT_CELL | WANT_DOUBLE;
      if (allowed (ctx, SK_TECH_DYNAMIC_UNIT_FORCING_CHAIN))
        want |= WANT_UNIT;
      break;
    case SK_TECH_DYNAMIC_FORCING_CHAIN_PLUS:
      mode = MODE_PLUS;
      want = WANT_CONTRA_ON | WANT_CONTRA_OFF | WANT_CELL | WANT_DOUBLE | WANT_UNIT;
      break;
    default:
      /* Nested chains are not searched: a path goes on with a search step. */
      return false;
    }
  if (!allowed (ctx, technique) || want == 0)
    return false;

  e = malloc (sizeof *e);
  if (e == NULL)
    return false;
  engine_init (e, ctx, mode);
  e->closures = mode == MODE_STATIC ? closures_new (e) : NULL;
  found = (mode != MODE_STATIC || e->closures != NULL) && search (e, technique, want, &best)
          && build_step (e, kind_technique (mode, best.kind), &best, step);
  free (e->closures);
  free (e->entries);
  free (e);
  return found;
}
