/* sk-logic-forcing-network.c: following an assumption, static, dynamic or with locked sets
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-logic-forcing-private.h"

int
sk_forcing_entry_parents (const Engine *e,
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
    case WHY_NESTED:
      n = e->nested[x->arg].n;
      memcpy (out, e->nested[x->arg].parents, (size_t) n * sizeof *out);
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

  /* Singles of the grid as the assumption has changed it (one digit's
   * only, in Nishio's chains). */
  if ((left & (left - 1)) == 0 && e->mode != MODE_NISHIO)
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

  if (e->mode != MODE_NISHIO)
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
  int n = sk_forcing_entry_parents (e, &x, parents);
  int gen = -1;

  for (int i = 0; i < n; i++)
    {
      int g = e->entries[e->rec->first + e->pos[parents[i]]].gen;

      if (g > gen)
        gen = g;
    }
  return gen + 1;
}

void
sk_forcing_add_off_rested (Engine  *e,
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
                sk_forcing_add_off_rested (e, sk_board_pop (&rest), d, WHY_LOCKED,
                                           (uint32_t) (a | b << 5));
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
                    sk_forcing_add_off_rested (e, c, __builtin_ctz (hit), WHY_NAKED_PAIR,
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
                  sk_forcing_add_off_rested (e, c1, __builtin_ctz (hit), WHY_HIDDEN_PAIR, arg);
                for (SkMask hit = e->mask[c2] & (SkMask) ~pair; hit != 0; hit &= hit - 1)
                  sk_forcing_add_off_rested (e, c2, __builtin_ctz (hit), WHY_HIDDEN_PAIR, arg);
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
bool
sk_forcing_propagate (Engine *e,
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
  if (e->mode == MODE_PLUS || e->mode == MODE_NESTED)
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
      if (r->contra != CONTRA_NONE || (e->mode != MODE_PLUS && e->mode != MODE_NESTED))
        break;
      if (!scan_locked (e) && !scan_pairs (e)
          && (e->mode != MODE_NESTED || !sk_forcing_scan_nested (e)))
        break;
    }
  e->n_entries = r->first + r->n;
  return true;
}

/* Makes @r's facts findable through slot @slot. */
void
sk_forcing_load (Engine       *e,
                 const Record *r,
                 int           slot)
{
  uint16_t *pos = e->slot_pos[slot];

  for (int i = 0; i < r->n; i++)
    pos[entry_fact (&e->entries[r->first + i])] = (uint16_t) i;
}


void
sk_forcing_engine_init (Engine               *e,
                        const SkLogicContext *ctx,
                        Mode                  mode)
{
  const SkLayout *layout = ctx->layout;
  SkBoard cells = ctx->empty;

  e->ctx = ctx;
  e->mode = mode;
  e->closures = NULL;
  e->nesting = NULL;
  e->nested = NULL;
  e->n_nested = 0;
  e->cap_nested = 0;
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

