/* sk-ids.h: between the values of an enum and the ids that name them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Levels, symmetries, techniques and algorithms have fixed lower-case ids
 * ("diabolical", "rotate-180", "x-wing", "dlx") for the command line, the
 * settings and the files. Each has a table indexed by its enum, either of ids
 * alone or of rows that hold an id; this is the one lookup they all use.
 */

#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef struct
{
  const char *const *first;   /* the id of row 0 */
  int                n_rows;
  size_t             stride;  /* bytes from one row's id to the next row's */
} SkIdTable;

/* A table of ids alone: const char *const ids[N], indexed by the enum. */
#define SK_ID_TABLE_OF_IDS(ids) \
  { &(ids)[0], (int) (sizeof (ids) / sizeof (ids)[0]), sizeof (ids)[0] }

/* A table of structs indexed by the enum, whose member @member is the id. */
#define SK_ID_TABLE_OF_ROWS(rows, member) \
  { &(rows)[0].member, (int) (sizeof (rows) / sizeof (rows)[0]), sizeof (rows)[0] }

/* The row whose id is exactly @id (case matters), or -1; -1 for NULL too. */
int         sk_id_table_find (const SkIdTable *table,
                              const char      *id);
/* The id of row @row, or @fallback when there is no such row. */
const char *sk_id_table_get  (const SkIdTable *table,
                              int              row,
                              const char      *fallback);
