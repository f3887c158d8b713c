/* test-sk-layout.c: region layouts, the tables derived from them and their symbol maps
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every table of an SkLayout is checked against what the test computes on its
 * own from the 81 region symbols: rows, columns, regions by first appearance,
 * peers as the union of the three units, connectivity by a flood fill.
 */

#include <glib.h>
#include <string.h>

#include "sk-layout.h"
#include "sudoku-test-util.h"

/* The 62 characters a region may be named with. */
#define ALL_SYMBOLS \
  "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

/* ---- helpers computing everything by hand ---- */

/* True when the map's symbols split the board exactly into the 3x3 boxes. */
static gboolean
map_is_standard_by_hand (const char *map)
{
  for (int a = 0; a < SK_CELLS; a++)
    for (int b = 0; b < SK_CELLS; b++)
      {
        gboolean same_box = (a / 27 == b / 27) && ((a % 9) / 3 == (b % 9) / 3);

        if (same_box != (map[a] == map[b]))
          return FALSE;
      }

  return TRUE;
}

/* Flood fill over orthogonal neighbours within one region. */
static gboolean
region_is_connected_by_hand (const int region[SK_CELLS],
                             int       r)
{
  gboolean seen[SK_CELLS] = { FALSE };
  int queue[SK_CELLS];
  int head = 0;
  int tail = 0;
  int size = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    if (region[cell] == r)
      {
        size++;
        if (tail == 0)
          {
            queue[tail++] = cell;
            seen[cell] = TRUE;
          }
      }

  while (head < tail)
    {
      int cell = queue[head++];
      int row = cell / 9;
      int col = cell % 9;
      int next[4] = {
        row > 0 ? cell - 9 : -1,
        row < 8 ? cell + 9 : -1,
        col > 0 ? cell - 1 : -1,
        col < 8 ? cell + 1 : -1,
      };

      for (int i = 0; i < 4; i++)
        if (next[i] >= 0 && !seen[next[i]] && region[next[i]] == r)
          {
            seen[next[i]] = TRUE;
            queue[tail++] = next[i];
          }
    }

  return size > 0 && tail == size;
}

static int
board_count_by_hand (SkBoard board)
{
  int n = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    n += sk_board_has (board, cell);
  return n;
}

/* Every table of `layout` against the map it was made from. */
static void
assert_tables_match_map (const SkLayout *layout,
                         const char     *map)
{
  int region[SK_CELLS];

  g_assert_cmpint (sudoku_test_canonical_regions (map, region), ==, SK_SIZE);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      g_assert_cmpint (layout->region[cell], ==, region[cell]);
      g_assert_cmpint (layout->symbol[layout->region[cell]], ==, map[cell]);
    }

  /* unit_cells: rows 0-8, columns 9-17, regions 18-26, each ascending. */
  for (int unit = 0; unit < SK_UNITS; unit++)
    {
      int expected[SK_SIZE];
      int n = 0;

      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          gboolean in_unit;

          if (unit < 9)
            in_unit = cell / 9 == unit;
          else if (unit < 18)
            in_unit = cell % 9 == unit - 9;
          else
            in_unit = region[cell] == unit - 18;

          if (in_unit)
            {
              g_assert_cmpint (n, <, SK_SIZE);
              expected[n++] = cell;
            }
          g_assert_cmpint (sk_board_has (layout->unit_board[unit], cell), ==, in_unit);
        }

      g_assert_cmpint (n, ==, SK_SIZE);
      for (int i = 0; i < SK_SIZE; i++)
        g_assert_cmpint (layout->unit_cells[unit][i], ==, expected[i]);
      g_assert_cmpint (sk_board_count (layout->unit_board[unit]), ==, SK_SIZE);
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int row_unit = cell / 9;
      int col_unit = 9 + cell % 9;
      int region_unit = 18 + region[cell];
      uint32_t bits = (UINT32_C (1) << row_unit) | (UINT32_C (1) << col_unit) |
                      (UINT32_C (1) << region_unit);
      SkBoard peers = layout->peer_board[cell];
      int n_peers = 0;

      g_assert_cmpint (layout->cell_units[cell][0], ==, row_unit);
      g_assert_cmpint (layout->cell_units[cell][1], ==, col_unit);
      g_assert_cmpint (layout->cell_units[cell][2], ==, region_unit);
      g_assert_cmpuint (layout->cell_unit_bits[cell], ==, bits);

      /* Peers are the union of the three units, computed from the map alone. */
      for (int other = 0; other < SK_CELLS; other++)
        {
          gboolean peer = other != cell &&
                          (other / 9 == cell / 9 ||
                           other % 9 == cell % 9 ||
                           region[other] == region[cell]);

          g_assert_cmpint (sk_board_has (peers, other), ==, peer);
          n_peers += peer;
        }

      g_assert_false (sk_board_has (peers, cell));
      /* Nothing beyond cell 80 is set. */
      g_assert_cmpuint (peers.hi >> (SK_CELLS - 64), ==, 0);
      g_assert_cmpint (sk_board_count (peers), ==, n_peers);
      g_assert_cmpint (board_count_by_hand (peers), ==, n_peers);
      g_assert_cmpint (n_peers, >=, 16); /* 8 in the row, 8 in the column */
    }
}

/* Maps every symbol of `map` through `from` -> `to`. */
static void
rename_map (const char *map,
            const char *from,
            const char *to,
            char        out[SK_CELLS + 1])
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      const char *p = strchr (from, map[cell]);

      g_assert_nonnull (p);
      out[cell] = to[p - from];
    }
  out[SK_CELLS] = '\0';
}

/* Region maps of every jigsaw puzzle in the examples and sets: the second
 * whitespace-separated field of each line. */
static GPtrArray *
load_region_maps (const char *dir,
                  const char *name)
{
  g_autoptr(GArray) set = sudoku_test_load_set (dir, name);
  GPtrArray *maps = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < set->len; i++)
    {
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);

      g_assert_true (p->has_map);
      g_ptr_array_add (maps, g_strdup (p->map));
    }

  return maps;
}

static GPtrArray *
load_jigsaw_maps (void)
{
  g_autoptr(GPtrArray) example = load_region_maps ("examples", "jigsaw-line.txt");
  GPtrArray *maps = load_region_maps ("sets", "jigsaw-solo-100.txt");

  g_assert_cmpuint (example->len, ==, 1);
  g_assert_cmpuint (maps->len, ==, 100);
  g_ptr_array_insert (maps, 0, g_strdup (g_ptr_array_index (example, 0)));
  return maps;
}

static void
assert_parse_fails (const char      *map,
                    size_t           length,
                    SkLayoutStatus   status,
                    SkLayoutProblem *problem)
{
  SkLayout layout;
  SkLayout before;

  /* A refused map leaves the layout as it was. */
  sk_layout_init_standard (&layout);
  before = layout;
  memset (problem, 0x55, sizeof *problem);

  g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, length, problem), ==, status);
  g_assert_cmpint (problem->status, ==, status);
  g_assert_true (memcmp (&layout, &before, sizeof layout) == 0);
}

/* ---- tests ---- */

static void
test_layout_standard (void)
{
  SkLayout layout;
  static const int box4[SK_SIZE] = { 30, 31, 32, 39, 40, 41, 48, 49, 50 };

  sk_layout_init_standard (&layout);

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int row = cell / 9;
      int col = cell % 9;

      g_assert_cmpint (layout.region[cell], ==, 3 * (row / 3) + col / 3);
      g_assert_cmpint (sk_board_count (layout.peer_board[cell]), ==, 20);
      g_assert_false (sk_board_has (layout.peer_board[cell], cell));
    }

  for (int i = 0; i < SK_SIZE; i++)
    {
      g_assert_cmpint (layout.unit_cells[3][i], ==, 27 + i);       /* row 3 */
      g_assert_cmpint (layout.unit_cells[9 + 5][i], ==, 9 * i + 5); /* column 5 */
      g_assert_cmpint (layout.unit_cells[18 + 4][i], ==, box4[i]);  /* centre box */
    }

  /* Cell 40 (row 4, column 4) and its neighbours in each sense. */
  g_assert_true (sk_board_has (layout.peer_board[40], 30));  /* same box only */
  g_assert_true (sk_board_has (layout.peer_board[40], 36));  /* same row */
  g_assert_true (sk_board_has (layout.peer_board[40], 4));   /* same column */
  g_assert_false (sk_board_has (layout.peer_board[40], 29)); /* row 3, column 2 */
  g_assert_false (sk_board_has (layout.peer_board[40], 0));

  assert_tables_match_map (&layout, SUDOKU_TEST_STANDARD_MAP);
  g_assert_true (sk_layout_is_standard (&layout));
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);
}

static void
test_layout_standard_any_symbols (void)
{
  static const char *targets[] = {
    "123456789",
    "abcdefghi",
    "ZYXWVUTSR",
    "0zA9aZm5M",
    "987654321",
  };
  SkLayout standard;

  sk_layout_init_standard (&standard);

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      char map[SK_CELLS + 1];
      char back[SK_CELLS + 1];
      SkLayout layout;
      SkLayoutProblem problem;

      rename_map (SUDOKU_TEST_STANDARD_MAP, "123456789", targets[i], map);
      g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
      g_assert_cmpint (problem.status, ==, SK_LAYOUT_OK);

      assert_tables_match_map (&layout, map);
      g_assert_true (sk_layout_is_standard (&layout));
      g_assert_true (sk_layout_equal (&layout, &standard));
      g_assert_true (sk_layout_equal (&standard, &layout));
      g_assert_true (memcmp (layout.region, standard.region, sizeof layout.region) == 0);

      sk_layout_to_symbols (&layout, back);
      g_assert_cmpstr (back, ==, map);
    }
}

static void
test_layout_jigsaw (void)
{
  g_autoptr(GPtrArray) maps = load_jigsaw_maps ();
  SkLayout standard;

  sk_layout_init_standard (&standard);

  for (guint i = 0; i < maps->len; i++)
    {
      const char *map = g_ptr_array_index (maps, i);
      char back[SK_CELLS + 1];
      SkLayout layout;
      SkLayoutProblem problem;
      int region[SK_CELLS];
      int highest = -1;

      g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
      assert_tables_match_map (&layout, map);

      /* Canonical numbering: each new region number is one more than the highest so far. */
      g_assert_cmpint (layout.region[0], ==, 0);
      for (int cell = 0; cell < SK_CELLS; cell++)
        {
          g_assert_cmpint (layout.region[cell], <=, highest + 1);
          highest = MAX (highest, layout.region[cell]);
        }

      sk_layout_to_symbols (&layout, back);
      g_assert_cmpstr (back, ==, map);

      g_assert_false (map_is_standard_by_hand (map));
      g_assert_false (sk_layout_is_standard (&layout));
      g_assert_false (sk_layout_equal (&layout, &standard));

      sudoku_test_canonical_regions (map, region);
      for (int r = 0; r < SK_SIZE; r++)
        g_assert_true (region_is_connected_by_hand (region, r));
      g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);
    }

  /* The standard twins of the jigsaw set carry the standard map, under any symbols. */
  {
    g_autoptr(GPtrArray) standard_maps = load_region_maps ("sets", "standard-solo-100.txt");

    g_assert_cmpuint (standard_maps->len, ==, 100);
    for (guint i = 0; i < standard_maps->len; i++)
      {
        const char *map = g_ptr_array_index (standard_maps, i);
        SkLayout layout;
        SkLayoutProblem problem;

        g_assert_true (map_is_standard_by_hand (map));
        g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
        g_assert_true (sk_layout_is_standard (&layout));
        g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);
      }
  }
}

static void
test_layout_renamed (void)
{
  g_autoptr(GPtrArray) maps = load_jigsaw_maps ();
  /* Sends '1'-'9' to a mix of digits and letters, in a scrambled order. */
  static const char from[] = "123456789";
  static const char to[] = "Qa0zZ7m9b";

  for (guint i = 0; i < maps->len; i++)
    {
      const char *map = g_ptr_array_index (maps, i);
      const char *next_map = g_ptr_array_index (maps, (i + 1) % maps->len);
      char renamed[SK_CELLS + 1];
      char back[SK_CELLS + 1];
      SkLayout a;
      SkLayout b;
      SkLayout c;
      SkLayoutProblem problem;

      rename_map (map, from, to, renamed);
      g_assert_cmpstr (renamed, !=, map);

      g_assert_cmpint (sk_layout_init_from_symbols (&a, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
      g_assert_cmpint (sk_layout_init_from_symbols (&b, renamed, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
      g_assert_true (sk_layout_equal (&a, &b));
      g_assert_true (sk_layout_equal (&b, &a));
      g_assert_true (memcmp (a.region, b.region, sizeof a.region) == 0);

      /* Each remembers its own symbols. */
      sk_layout_to_symbols (&b, back);
      g_assert_cmpstr (back, ==, renamed);
      sk_layout_to_symbols (&a, back);
      g_assert_cmpstr (back, ==, map);

      /* A different split of the board is a different layout. */
      if (strcmp (map, next_map) != 0)
        {
          int ra[SK_CELLS];
          int rc[SK_CELLS];

          sudoku_test_canonical_regions (map, ra);
          sudoku_test_canonical_regions (next_map, rc);
          g_assert_cmpint (sk_layout_init_from_symbols (&c, next_map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
          g_assert_cmpint (sk_layout_equal (&a, &c), ==, memcmp (ra, rc, sizeof ra) == 0);
        }
    }
}

static void
test_layout_symbols (void)
{
  /* Every character, valid exactly when it is an ASCII digit or letter. */
  for (int c = 1; c < 256; c++)
    {
      gboolean valid = strchr (ALL_SYMBOLS, c) != NULL;

      g_assert_cmpint (sk_layout_symbol_is_valid ((char) c), ==, valid);
    }
  g_assert_false (sk_layout_symbol_is_valid ('\0'));

  /* Seven standard maps whose nine symbols, together, cover all 62. */
  for (int start = 0; start < 62; start += 9)
    {
      char names[SK_SIZE + 1];
      char map[SK_CELLS + 1];
      char back[SK_CELLS + 1];
      SkLayout layout;
      SkLayoutProblem problem;

      for (int i = 0; i < SK_SIZE; i++)
        names[i] = ALL_SYMBOLS[(start + i) % 62];
      names[SK_SIZE] = '\0';

      rename_map (SUDOKU_TEST_STANDARD_MAP, "123456789", names, map);
      g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
      for (int r = 0; r < SK_SIZE; r++)
        g_assert_cmpint (layout.symbol[r], ==, names[r]);
      sk_layout_to_symbols (&layout, back);
      g_assert_cmpstr (back, ==, map);
      g_assert_true (sk_layout_is_standard (&layout));
    }
}

static void
test_layout_error_length (void)
{
  char longer[SK_CELLS + 2];
  SkLayoutProblem problem;

  assert_parse_fails (SUDOKU_TEST_STANDARD_MAP, SK_CELLS - 1, SK_LAYOUT_ERROR_LENGTH, &problem);
  g_assert_cmpint (problem.count, ==, SK_CELLS - 1);

  memcpy (longer, SUDOKU_TEST_STANDARD_MAP, SK_CELLS);
  longer[SK_CELLS] = '9';
  longer[SK_CELLS + 1] = '\0';
  assert_parse_fails (longer, SK_CELLS + 1, SK_LAYOUT_ERROR_LENGTH, &problem);
  g_assert_cmpint (problem.count, ==, SK_CELLS + 1);

  assert_parse_fails ("", 0, SK_LAYOUT_ERROR_LENGTH, &problem);
  g_assert_cmpint (problem.count, ==, 0);
}

static void
test_layout_error_symbol (void)
{
  static const char bad[] = { '.', '#', ' ', '-', '\n', '\0', (char) 0xc3 };
  static const int positions[] = { 0, 40, 80, 17 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    for (guint j = 0; j < G_N_ELEMENTS (positions); j++)
      {
        char map[SK_CELLS + 1];
        SkLayoutProblem problem;

        memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
        map[positions[j]] = bad[i];

        assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_SYMBOL, &problem);
        g_assert_cmpint (problem.position, ==, positions[j]);
        g_assert_cmpint (problem.symbol, ==, bad[i]);
      }
}

static void
test_layout_error_region_count (void)
{
  char map[SK_CELLS + 1];
  SkLayoutProblem problem;

  /* Eight symbols: the bottom right box merged into its left neighbour. */
  rename_map (SUDOKU_TEST_STANDARD_MAP, "123456789", "123456788", map);
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_COUNT, &problem);
  g_assert_cmpint (problem.count, ==, 8);

  /* One symbol. */
  memset (map, 'x', SK_CELLS);
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_COUNT, &problem);
  g_assert_cmpint (problem.count, ==, 1);

  /* Ten symbols: the centre cell renamed. Either the odd cell (40) or the
   * first cell of the tenth symbol in reading order (60, box 9) is to blame. */
  memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
  map[40] = 'x';
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_COUNT, &problem);
  g_assert_cmpint (problem.count, ==, 10);
  g_assert_true (problem.position == 40 || problem.position == 60 || problem.position == -1);

  /* Ten symbols, the tenth at the very end. */
  memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
  map[80] = 'Z';
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_COUNT, &problem);
  g_assert_cmpint (problem.count, ==, 10);
  g_assert_true (problem.position == 80 || problem.position == -1);
}

static void
test_layout_error_region_size (void)
{
  char map[SK_CELLS + 1];
  SkLayoutProblem problem;

  /* Cell 2 moves from region '1' to region '2': nine symbols, sizes 8 and 10. */
  memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
  map[2] = '2';
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_SIZE, &problem);
  g_assert_true ((problem.symbol == '1' && problem.count == 8) ||
                 (problem.symbol == '2' && problem.count == 10));

  /* Two cells of 'c' become 'a': regions of 11 and 7, the others right. */
  rename_map (SUDOKU_TEST_STANDARD_MAP, "123456789", "abcdefghi", map);
  map[6] = 'a';
  map[7] = 'a';
  assert_parse_fails (map, SK_CELLS, SK_LAYOUT_ERROR_REGION_SIZE, &problem);
  g_assert_true ((problem.symbol == 'a' && problem.count == 11) ||
                 (problem.symbol == 'c' && problem.count == 7));
}

static void
test_layout_disconnected (void)
{
  char map[SK_CELLS + 1];
  SkLayout layout;
  SkLayoutProblem problem;
  int region[SK_CELLS];
  int found;

  /* Rows and columns as regions are connected, but not standard. */
  g_assert_cmpint (sk_layout_init_from_symbols (&layout, SUDOKU_TEST_ROWS_MAP, SK_CELLS, &problem),
                   ==, SK_LAYOUT_OK);
  assert_tables_match_map (&layout, SUDOKU_TEST_ROWS_MAP);
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);
  g_assert_false (sk_layout_is_standard (&layout));

  for (int cell = 0; cell < SK_CELLS; cell++)
    map[cell] = (char) ('1' + cell % 9);
  map[SK_CELLS] = '\0';
  g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, -1);

  /* Swap cell 0 (box 1) with cell 80 (box 9): both regions fall apart. */
  memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
  map[0] = '9';
  map[80] = '1';
  g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
  assert_tables_match_map (&layout, map);
  sudoku_test_canonical_regions (map, region);
  found = sk_layout_find_disconnected (&layout);
  g_assert_cmpint (found, >=, 0);
  g_assert_cmpint (found, <, SK_SIZE);
  g_assert_false (region_is_connected_by_hand (region, found));
  g_assert_true (found == region[0] || found == region[80]);

  /* Only one region broken, and not region 0: box 5 trades its corner (5,5) to
   * box 6, which it touches, for box 6's corner (3,8), which it does not.
   * Box 6 stays connected; box 5, canonical region 4, is split. */
  memcpy (map, SUDOKU_TEST_STANDARD_MAP, sizeof map);
  g_assert_cmpint (map[50], ==, '5');
  g_assert_cmpint (map[35], ==, '6');
  map[50] = '6';
  map[35] = '5';
  g_assert_cmpint (sk_layout_init_from_symbols (&layout, map, SK_CELLS, &problem), ==, SK_LAYOUT_OK);
  sudoku_test_canonical_regions (map, region);
  g_assert_cmpint (region[40], ==, 4);
  for (int r = 0; r < SK_SIZE; r++)
    g_assert_cmpint (region_is_connected_by_hand (region, r), ==, r != 4);
  g_assert_cmpint (sk_layout_find_disconnected (&layout), ==, 4);
  g_assert_false (sk_layout_is_standard (&layout));
}

static void
test_layout_status_strings (void)
{
  static const SkLayoutStatus statuses[] = {
    SK_LAYOUT_OK,
    SK_LAYOUT_ERROR_LENGTH,
    SK_LAYOUT_ERROR_SYMBOL,
    SK_LAYOUT_ERROR_REGION_COUNT,
    SK_LAYOUT_ERROR_REGION_SIZE,
  };
  const char *texts[G_N_ELEMENTS (statuses)];

  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    texts[i] = sk_layout_status_to_string (statuses[i]);
  sudoku_test_assert_names_distinct (texts, G_N_ELEMENTS (texts));
}

/* Pieces of any region map, also one whose regions have the wrong size. */
static void
test_regions_count_pieces (void)
{
  uint8_t region[SK_CELLS];
  int pieces[SK_SIZE];

  /* Rows: one piece each. */
  for (int i = 0; i < SK_CELLS; i++)
    region[i] = (uint8_t) (i / SK_SIZE);
  sk_regions_count_pieces (region, pieces);
  for (int r = 0; r < SK_SIZE; r++)
    g_assert_cmpint (pieces[r], ==, 1);

  /* Region 0 also takes the two far corners (three pieces: its row, and each
   * corner apart), region 8 loses them and stays whole; diagonal touching
   * does not join. */
  region[72] = 0;
  region[80] = 0;
  sk_regions_count_pieces (region, pieces);
  g_assert_cmpint (pieces[0], ==, 3);
  g_assert_cmpint (pieces[8], ==, 1);

  /* A checkerboard of regions 0 and 1: every cell its own piece. */
  for (int i = 0; i < SK_CELLS; i++)
    region[i] = (uint8_t) ((i / SK_SIZE + i % SK_SIZE) % 2);
  sk_regions_count_pieces (region, pieces);
  g_assert_cmpint (pieces[0], ==, 41);
  g_assert_cmpint (pieces[1], ==, 40);
  for (int r = 2; r < SK_SIZE; r++)
    g_assert_cmpint (pieces[r], ==, 0);
}

/* Checks @layout's colours against the neighbours found here, cell by cell;
 * returns whether the engine said it kept every pair of neighbours apart. */
static gboolean
assert_colours (const SkLayout *layout)
{
  int colour[SK_SIZE], again[SK_SIZE];
  gboolean apart = sk_layout_colour_regions (layout, colour);
  gboolean clash = FALSE;

  for (int region = 0; region < SK_SIZE; region++)
    {
      g_assert_cmpint (colour[region], >=, 0);
      g_assert_cmpint (colour[region], <, SK_REGION_COLOURS);
    }
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int row = cell / SK_SIZE, column = cell % SK_SIZE;
      int a = layout->region[cell];

      if (column + 1 < SK_SIZE && layout->region[cell + 1] != a)
        clash |= colour[a] == colour[layout->region[cell + 1]];
      if (row + 1 < SK_SIZE && layout->region[cell + SK_SIZE] != a)
        clash |= colour[a] == colour[layout->region[cell + SK_SIZE]];
    }
  g_assert_true (apart == !clash);

  /* The same layout, the same colours: a board keeps its look. */
  g_assert_true (sk_layout_colour_regions (layout, again) == apart);
  g_assert_cmpmem (colour, sizeof colour, again, sizeof again);
  return apart;
}

static void
test_layout_colours (void)
{
  /* Regions 1 to 5 all touch each other in the top rows: no four colours
   * can keep them apart (five regions in pieces make that possible). */
  static const char five_touching[] =
    "123451352" "441111111" "222222233" "333334444" "445555555"
    "666666666" "777777777" "888888888" "999999999";
  SkLayout layout;
  SkLayoutProblem problem;
  SkGrid givens, solution;
  char map[SK_CELLS + 1];
  int colour[SK_SIZE];

  sk_layout_init_standard (&layout);
  g_assert_true (assert_colours (&layout));
  /* The boxes as a checkerboard: two colours are enough, and the first found. */
  sk_layout_colour_regions (&layout, colour);
  for (int region = 0; region < SK_SIZE; region++)
    g_assert_cmpint (colour[region], ==, region % 2);

  g_assert_cmpint (sk_layout_init_from_symbols (&layout, SUDOKU_TEST_ROWS_MAP, SK_CELLS, &problem),
                   ==, SK_LAYOUT_OK);
  g_assert_true (assert_colours (&layout));

  sudoku_test_jigsaw_example (&givens, map, &layout, &solution);
  g_assert_true (assert_colours (&layout));

  g_assert_cmpint (sk_layout_init_from_symbols (&layout, five_touching, SK_CELLS, &problem),
                   ==, SK_LAYOUT_OK);
  g_assert_false (assert_colours (&layout));
  sk_layout_colour_regions (&layout, colour);
  for (int region = 0; region < SK_SIZE; region++)
    g_assert_cmpint (colour[region], ==, region % SK_REGION_COLOURS);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/Layout/standard", test_layout_standard);
  g_test_add_func ("/engine/Layout/standard-any-symbols", test_layout_standard_any_symbols);
  g_test_add_func ("/engine/Layout/jigsaw", test_layout_jigsaw);
  g_test_add_func ("/engine/Layout/renamed", test_layout_renamed);
  g_test_add_func ("/engine/Layout/symbols", test_layout_symbols);
  g_test_add_func ("/engine/Layout/error-length", test_layout_error_length);
  g_test_add_func ("/engine/Layout/error-symbol", test_layout_error_symbol);
  g_test_add_func ("/engine/Layout/error-region-count", test_layout_error_region_count);
  g_test_add_func ("/engine/Layout/error-region-size", test_layout_error_region_size);
  g_test_add_func ("/engine/Layout/disconnected", test_layout_disconnected);
  g_test_add_func ("/engine/Layout/count-pieces", test_regions_count_pieces);
  g_test_add_func ("/engine/Layout/colours", test_layout_colours);
  g_test_add_func ("/engine/Layout/status-strings", test_layout_status_strings);
  return g_test_run ();
}
