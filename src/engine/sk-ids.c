/* sk-ids.c: between the values of an enum and the ids that name them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sk-ids.h"

#include <string.h>

static const char *
row_id (const SkIdTable *table,
        int              row)
{
  return *(const char *const *) (const void *) ((const char *) table->first
                                                + (size_t) row * table->stride);
}

int
sk_id_table_find (const SkIdTable *table,
                  const char      *id)
{
  if (id == NULL)
    return -1;

  for (int row = 0; row < table->n_rows; row++)
    if (strcmp (row_id (table, row), id) == 0)
      return row;
  return -1;
}

const char *
sk_id_table_get (const SkIdTable *table,
                 int              row,
                 const char      *fallback)
{
  return row >= 0 && row < table->n_rows ? row_id (table, row) : fallback;
}
