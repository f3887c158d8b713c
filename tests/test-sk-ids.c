/* test-sk-ids.c: the lookup between enums and their ids, and the four tables that use it
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ids are contracts of the command line, the settings and the files, so
 * the tables are checked against ids written out here, not against
 * themselves.
 */

#include <glib.h>

#include "sk-generate.h"
#include "sk-ids.h"
#include "sk-logic.h"
#include "sk-solver.h"

/* Ids that no table holds: another case, another separator, a prefix, a
 * longer name, empty. */
static const char *const unknown_ids[] = {
  "Easy", "EXTREME", "rotate_180", "rotate", "x_wing", "x-wing-", "dlx ", "", "unknown",
};

/* ---- the helper itself, on tables of its own ---- */

typedef struct
{
  int         value;
  const char *id;
  double      weight;  /* so that the stride is not the size of a pointer */
} Row;

static const char *const colour_ids[] = { "red", "green", "blue" };
static const Row rows[] = {
  { 0, "first", 1.5 },
  { 1, "second", 2.5 },
  { 2, "third", 3.5 },
  { 3, "fourth", 4.5 },
};

static void
test_table_of_ids (void)
{
  static const SkIdTable table = SK_ID_TABLE_OF_IDS (colour_ids);

  g_assert_cmpint (table.n_rows, ==, 3);
  g_assert_cmpint (sk_id_table_find (&table, "red"), ==, 0);
  g_assert_cmpint (sk_id_table_find (&table, "green"), ==, 1);
  g_assert_cmpint (sk_id_table_find (&table, "blue"), ==, 2);
  g_assert_cmpstr (sk_id_table_get (&table, 0, "none"), ==, "red");
  g_assert_cmpstr (sk_id_table_get (&table, 2, "none"), ==, "blue");

  g_assert_cmpint (sk_id_table_find (&table, "Red"), ==, -1);
  g_assert_cmpint (sk_id_table_find (&table, "re"), ==, -1);
  g_assert_cmpint (sk_id_table_find (&table, ""), ==, -1);
  g_assert_cmpint (sk_id_table_find (&table, NULL), ==, -1);
  g_assert_cmpstr (sk_id_table_get (&table, 3, "none"), ==, "none");
  g_assert_cmpstr (sk_id_table_get (&table, -1, "none"), ==, "none");
  g_assert_null (sk_id_table_get (&table, 3, NULL));
}

static void
test_table_of_rows (void)
{
  static const SkIdTable table = SK_ID_TABLE_OF_ROWS (rows, id);

  g_assert_cmpint (table.n_rows, ==, 4);
  g_assert_cmpuint (table.stride, ==, sizeof (Row));
  for (int r = 0; r < 4; r++)
    {
      g_assert_cmpstr (sk_id_table_get (&table, r, NULL), ==, rows[r].id);
      g_assert_cmpint (sk_id_table_find (&table, rows[r].id), ==, rows[r].value);
    }
  g_assert_cmpint (sk_id_table_find (&table, "fourth"), ==, 3);
  g_assert_cmpint (sk_id_table_find (&table, "fifth"), ==, -1);
  g_assert_cmpstr (sk_id_table_get (&table, 4, "last"), ==, "last");
}

/* ---- the four tables ---- */

/* Each id of @ids (indexed by the enum @Type) to its value and back; no
 * unknown id found, and the value passed left alone then; a value out of
 * range gives @fallback. A macro, since each table has its own enum type. */
#define ASSERT_ID_TABLE(Type, ids, to_id, from_id, untouched, fallback)         \
  G_STMT_START {                                                                \
    for (int v = 0; v < (int) G_N_ELEMENTS (ids); v++)                          \
      {                                                                         \
        Type value = (Type) -1;                                                 \
                                                                                \
        g_assert_cmpstr (to_id ((Type) v), ==, (ids)[v]);                       \
        g_assert_true (from_id ((ids)[v], &value));                             \
        g_assert_cmpint (value, ==, v);                                         \
      }                                                                         \
    for (gsize i = 0; i < G_N_ELEMENTS (unknown_ids); i++)                      \
      {                                                                         \
        Type value = (untouched);                                               \
                                                                                \
        g_assert_false (from_id (unknown_ids[i], &value));                      \
        g_assert_cmpint (value, ==, (untouched));                               \
      }                                                                         \
    g_assert_false (from_id (NULL, &(Type) { 0 }));                             \
    g_assert_cmpstr (to_id ((Type) G_N_ELEMENTS (ids)), ==, (fallback));        \
  } G_STMT_END

static void
test_levels (void)
{
  static const char *const ids[SK_N_LEVELS] = {
    [SK_LEVEL_EASY] = "easy",
    [SK_LEVEL_MEDIUM] = "medium",
    [SK_LEVEL_HARD] = "hard",
    [SK_LEVEL_DIABOLICAL] = "diabolical",
    [SK_LEVEL_EXTREME] = "extreme",
  };

  /* Out of range: the hardest, never a crash. */
  ASSERT_ID_TABLE (SkLevel, ids, sk_level_to_id, sk_level_from_id, SK_LEVEL_HARD, "extreme");
  g_assert_cmpstr (sk_level_to_id ((SkLevel) -1), ==, "extreme");
}

static void
test_symmetries (void)
{
  static const char *const ids[SK_N_SYMMETRIES] = {
    [SK_SYMMETRY_NONE] = "none",
    [SK_SYMMETRY_ROTATE_180] = "rotate-180",
    [SK_SYMMETRY_ROTATE_90] = "rotate-90",
    [SK_SYMMETRY_MIRROR] = "mirror",
    [SK_SYMMETRY_DIAGONAL] = "diagonal",
  };

  ASSERT_ID_TABLE (SkSymmetry, ids, sk_symmetry_to_id, sk_symmetry_from_id,
                   SK_SYMMETRY_MIRROR, "none");
}

static void
test_algorithms (void)
{
  static const char *const ids[SK_N_ALGORITHMS] = {
    [SK_ALGORITHM_PROPAGATE] = "propagate",
    [SK_ALGORITHM_BACKTRACK] = "backtrack",
    [SK_ALGORITHM_TABLES] = "tables",
    [SK_ALGORITHM_DLX] = "dlx",
  };

  ASSERT_ID_TABLE (SkAlgorithm, ids, sk_algorithm_to_string, sk_algorithm_from_string,
                   SK_ALGORITHM_TABLES, "unknown");
}

/* Every row goes there and back, and a few ids are pinned: the whole list is
 * the vocabulary of --explain and --technique. */
static void
test_techniques (void)
{
  static const struct { const char *id; SkTechnique technique; } pinned[] = {
    { "full-house", SK_TECH_FULL_HOUSE },
    { "hidden-single-region", SK_TECH_HIDDEN_SINGLE_REGION },
    { "x-wing", SK_TECH_X_WING },
    { "unique-rectangle-3", SK_TECH_UNIQUE_RECTANGLE_3 },
    { "nested-forcing-chain", SK_TECH_NESTED_FORCING_CHAIN },
    { "search", SK_TECH_SEARCH },
  };

  for (int t = 0; t < SK_N_TECHNIQUES; t++)
    {
      SkTechnique technique = (SkTechnique) -1;

      g_assert_true (sk_technique_from_id (sk_technique_info ((SkTechnique) t)->id, &technique));
      g_assert_cmpint (technique, ==, t);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (pinned); i++)
    {
      SkTechnique technique = (SkTechnique) -1;

      g_assert_cmpstr (sk_technique_info (pinned[i].technique)->id, ==, pinned[i].id);
      g_assert_true (sk_technique_from_id (pinned[i].id, &technique));
      g_assert_cmpint (technique, ==, pinned[i].technique);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (unknown_ids); i++)
    {
      SkTechnique technique = SK_TECH_SWORDFISH;

      g_assert_false (sk_technique_from_id (unknown_ids[i], &technique));
      g_assert_cmpint (technique, ==, SK_TECH_SWORDFISH);
    }
  g_assert_false (sk_technique_from_id (NULL, &(SkTechnique) { 0 }));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ids/table-of-ids", test_table_of_ids);
  g_test_add_func ("/ids/table-of-rows", test_table_of_rows);
  g_test_add_func ("/ids/levels", test_levels);
  g_test_add_func ("/ids/symmetries", test_symmetries);
  g_test_add_func ("/ids/algorithms", test_algorithms);
  g_test_add_func ("/ids/techniques", test_techniques);

  return g_test_run ();
}
