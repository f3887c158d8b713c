/* sudoku-format-solo.c: game IDs of Simon Tatham's Solo, standard and jigsaw
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game ID is PARAMETERS:DESCRIPTION on one line, as Solo prints and copies it:
 *   3x3:d7_2_8_6_4f9g4_2_1a5a3_6_8c9c3a9c...           standard 3x3 boxes
 *   9j:a8c9c2c1b3_9_5d4a7a9_6e2b2a5...,aaaca_dabb_a_...  nine jigsaw regions
 *   3x3x:...  9jx:...,...                               the same with both diagonals
 * The parameters start with the size, "3x3" (boxes of three by three) or
 * "9j" (nine jigsaw regions; "3x3j" means the same), followed by letters Solo
 * reads as options: 'x' for the two diagonals (read as the extra houses
 * "diagonals": X-Sudoku, jigsaw-X), 'k' for killer cages (refused), and
 * symmetry ('r', 'm', 'a') and difficulty ('d') settings, which only steer
 * Solo's generator and are ignored here, as Solo itself ignores letters it
 * does not know.
 *
 * The clues come first, in reading order: a digit is a clue, a letter 'a'-'z'
 * stands for 1-26 blank cells, and '_' only keeps two clues apart.
 *
 * A jigsaw ID goes on, after a ',', with the block structure. It walks the 144
 * places where two neighbouring cells meet: the 72 between left and right
 * neighbours, row by row, then the 72 between upper and lower ones, column by
 * column. Each letter gives a number of places where the two cells share a
 * region, followed by one place where a region border runs: '_' is a border
 * at once, 'a' one shared place then a border, ... 'y' 25 then a border, and
 * 'z' 26 shared places with no border after them. The last letter's border
 * falls one place past the end, so the walk covers exactly 145 places. The
 * regions are the groups of cells joined through shared places. (Solo's own
 * encoder writes 'z' for 25, not 26; what counts is how Solo reads an ID,
 * which is what is done here, and its generator never needs a 'z' for 9x9.)
 *
 * A line that starts with a size and ':' is taken for a game ID, so a file of
 * them reads as a collection and a pasted ID is recognised on its own.
 *
 * Written back (_sudoku_solo_write), an ID has the short parameters Solo
 * itself copies ("3x3", "9j", with 'x' for the diagonals), clues as Solo
 * encodes them ('_' only between two clues) and, for a jigsaw, the block
 * structure with 'z' as this reader takes it. A layout with any other extra
 * house, or with a region in pieces, has no game ID.
 */

#define G_LOG_DOMAIN "sudoku-format-solo"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

/* Longer parameter strings than this are not a game ID Solo would print. */
#define MAX_PARAMETERS_LENGTH 32
/* Sizes above this tell nothing more; the product of two still fits an int. */
#define MAX_DIMENSION 1000
/* Solo's own limit on the digits (and letters) of one grid. */
#define SOLO_MAX_SYMBOLS 31

#define ROW_BORDERS (SK_SIZE * (SK_SIZE - 1))   /* between left and right neighbours */
#define N_BORDERS   (2 * ROW_BORDERS)            /* and between upper and lower ones */
#define LAST_RUN    26                           /* 'z': shared places, no border after */

typedef struct
{
  int         columns;  /* Solo's c: the number of box columns, or the jigsaw size */
  int         rows;     /* Solo's r: the number of box rows; 1 for a jigsaw */
  const char *diagonal; /* the 'x' that asks for the diagonals (X-Sudoku), or NULL */
  const char *killer;   /* the 'k' that asks for killer cages, or NULL */
} SoloParameters;

/* The end of the word at p; a '#' comment may follow a game ID as it may
 * follow a puzzle line. */
static const char *
word_end (const char *p,
          const char *end)
{
  while (p < end && !_sudoku_is_space (*p) && *p != '#')
    p++;
  return p;
}

/* The parameters end at the ':' of a game ID, or at the '#' of a random-seed
 * ID. Returns that character's position, or NULL for anything else. */
static const char *
parameters_end (const char *p,
                const char *end)
{
  const char *start = p;
  gboolean has_letter = FALSE;

  while (p < end && g_ascii_isdigit (*p))
    p++;
  if (p == start)
    return NULL;

  while (p < end && (g_ascii_isdigit (*p) || g_ascii_islower (*p)))
    {
      has_letter |= g_ascii_islower (*p);
      p++;
    }

  if (p == end || p - start > MAX_PARAMETERS_LENGTH)
    return NULL;

  /* A run of digits and a comment is a puzzle line, not a random seed. */
  if (*p == ':' || (*p == '#' && has_letter))
    return p;
  return NULL;
}

gboolean
_sudoku_solo_line_is_game_id (const SudokuLine *line)
{
  const char *end = line->text + line->length;

  return parameters_end (_sudoku_skip_space (line->text, end), end) != NULL;
}

static int
read_number (const char **p,
             const char  *end)
{
  int value = 0;

  for (; *p < end && g_ascii_isdigit (**p); (*p)++)
    if (value <= MAX_DIMENSION)
      value = value * 10 + (**p - '0');
  return MIN (value, MAX_DIMENSION + 1);
}

/* The letters are read as Solo reads them, so that "3x3j" is a jigsaw and
 * "3x3xdu" is an X-Sudoku of difficulty Unreasonable. */
static void
read_parameters (const char     *p,
                 const char     *end,
                 SoloParameters *parameters)
{
  gboolean seen_rows = FALSE;

  memset (parameters, 0, sizeof *parameters);
  parameters->columns = parameters->rows = read_number (&p, end);

  if (p < end && *p == 'x')
    {
      p++;
      parameters->rows = read_number (&p, end);
      seen_rows = TRUE;
    }

  while (p < end)
    {
      switch (*p)
        {
        case 'j':
          if (seen_rows)
            parameters->columns *= parameters->rows;
          parameters->rows = 1;
          p++;
          break;

        case 'x':
          parameters->diagonal = p++;
          break;

        case 'k':
          parameters->killer = p++;
          break;

        case 'r':
        case 'm':
        case 'a':
          /* Symmetry: "r2", "m4", "md2", "a". */
          if (*p++ == 'm' && p < end && *p == 'd')
            p++;
          while (p < end && g_ascii_isdigit (*p))
            p++;
          break;

        case 'd':
          /* Difficulty: "dt", "db", "di", "da", "de", "du". */
          p++;
          if (p < end && strchr ("tbiaeu", *p) != NULL)
            p++;
          break;

        default:
          p++;
          break;
        }
    }
}

static gboolean
check_parameters (const SudokuLine      *line,
                  const char            *start,
                  const char            *end,
                  const SoloParameters  *parameters,
                  const char            *name,
                  GError               **error)
{
  int length = (int) (end - start);
  int size = parameters->columns * parameters->rows;

  if (!(parameters->rows == 1 && parameters->columns == SK_SIZE) &&
      !(parameters->rows == 3 && parameters->columns == 3))
    {
      if (parameters->columns < 2 || parameters->rows < 1 || size > SOLO_MAX_SYMBOLS)
        _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                           _sudoku_column (line->text, start),
                           _("'%.*s' is not a Solo puzzle size; only 9x9 puzzles "
                             "('3x3' or '9j') are supported"), length, start);
      else
        _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                           _sudoku_column (line->text, start),
                           _("'%.*s' is a %dx%d Solo puzzle; only 9x9 puzzles "
                             "('3x3' or '9j') are supported"),
                           length, start, size, size);
      return FALSE;
    }

  if (parameters->killer != NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line->number,
                         _sudoku_column (line->text, parameters->killer),
                         _("'%.*s' is a Killer Sudoku (the 'k'): its cages and sums "
                           "are not supported"), length, start);
      return FALSE;
    }

  return TRUE;
}

static gboolean
unexpected_char (const SudokuLine  *line,
                 const char        *p,
                 const char        *name,
                 GError           **error)
{
  g_autofree char *what = _sudoku_describe_char (p, line->text + line->length);

  _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                     _sudoku_column (line->text, p),
                     _("unexpected character %s in the game ID"), what);
  return FALSE;
}

static gboolean
too_many_cells (const SudokuLine  *line,
                const char        *p,
                const char        *name,
                GError           **error)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                     _sudoku_column (line->text, p),
                     _("the clues describe more than %d cells"), SK_CELLS);
  return FALSE;
}

/* Reads the clues up to a ',' or the end of the word; *p is left there. */
static gboolean
read_clues (const SudokuLine  *line,
            const char       **p,
            const char        *end,
            SkGrid            *givens,
            const char        *name,
            GError           **error)
{
  const char *start = *p;
  int n_cells = 0;

  sk_grid_clear (givens);

  while (*p < end && **p != ',')
    {
      const char *q = *p;

      if (*q >= 'a' && *q <= 'z')
        {
          int run = *q - 'a' + 1;

          if (n_cells + run > SK_CELLS)
            return too_many_cells (line, q, name, error);
          n_cells += run;
          *p = q + 1;
        }
      else if (*q == '_')
        {
          *p = q + 1;
        }
      else if (*q >= '1' && *q <= '9')
        {
          const char *digits_end = q;
          int value = read_number (&digits_end, end);

          /* Solo writes clues above 9 in bigger grids the same way, so two
           * digits in a row are one number, out of range here. */
          if (value > SK_SIZE)
            {
              _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                                 _sudoku_column (line->text, q),
                                 _("clue %.*s is out of range; clues are 1 to 9, "
                                   "and two clues next to each other need a '_' "
                                   "between them"),
                                 (int) MIN (digits_end - q, 8), q);
              return FALSE;
            }
          if (n_cells == SK_CELLS)
            return too_many_cells (line, q, name, error);
          givens->cell[n_cells++] = (uint8_t) value;
          *p = digits_end;
        }
      else
        {
          return unexpected_char (line, q, name, error);
        }
    }

  if (n_cells < SK_CELLS)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                         _sudoku_column (line->text, start),
                         g_dngettext (GETTEXT_PACKAGE, "the clues describe %d cell, expected %d",
                                      "the clues describe %d cells, expected %d",
                                      (gulong) MAX (n_cells, 0)), n_cells, SK_CELLS);
      return FALSE;
    }

  return TRUE;
}

/* The two cells that meet at place @border of the walk. */
static void
border_cells (int  border,
              int *a,
              int *b)
{
  if (border < ROW_BORDERS)
    {
      *a = sk_cell_index (border / (SK_SIZE - 1), border % (SK_SIZE - 1));
      *b = *a + 1;
    }
  else
    {
      border -= ROW_BORDERS;
      *a = sk_cell_index (border % (SK_SIZE - 1), border / (SK_SIZE - 1));
      *b = *a + SK_SIZE;
    }
}

static int
find_root (int *parent,
           int  cell)
{
  while (parent[cell] != cell)
    {
      parent[cell] = parent[parent[cell]];
      cell = parent[cell];
    }
  return cell;
}

/* Region numbers in the order their first cell comes in reading order;
 * returns how many regions there are. */
static int
number_regions (int *parent,
                int  region[SK_CELLS],
                int  size[SK_CELLS])
{
  int number_of_root[SK_CELLS];
  int n_regions = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    number_of_root[cell] = -1;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int root = find_root (parent, cell);

      if (number_of_root[root] < 0)
        {
          number_of_root[root] = n_regions;
          size[n_regions++] = 0;
        }
      region[cell] = number_of_root[root];
      size[region[cell]]++;
    }

  return n_regions;
}

static gboolean
past_the_end (const SudokuLine  *line,
              const char        *p,
              const char        *name,
              GError           **error)
{
  _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                     _sudoku_column (line->text, p),
                     _("the block structure goes on past the %d places where two cells meet"),
                     N_BORDERS);
  return FALSE;
}

static gboolean
read_block_structure (const SudokuLine  *line,
                      const char        *start,
                      const char        *end,
                      SkLayout          *layout,
                      const char        *name,
                      GError           **error)
{
  int parent[SK_CELLS];
  int region[SK_CELLS];
  int size[SK_CELLS];
  char symbols[SK_CELLS];
  int border = 0;
  int n_regions;
  SkLayoutProblem problem;

  for (int cell = 0; cell < SK_CELLS; cell++)
    parent[cell] = cell;

  for (const char *p = start; p < end; p++)
    {
      int shared;

      if (*p == '_')
        shared = 0;
      else if (*p >= 'a' && *p <= 'z')
        shared = *p - 'a' + 1;
      else
        return unexpected_char (line, p, name, error);

      for (int i = 0; i < shared; i++, border++)
        {
          int a, b;

          if (border >= N_BORDERS)
            return past_the_end (line, p, name, error);
          border_cells (border, &a, &b);
          parent[find_root (parent, a)] = find_root (parent, b);
        }

      if (shared != LAST_RUN)
        border++;
      if (border > N_BORDERS + 1)
        return past_the_end (line, p, name, error);
    }

  if (border < N_BORDERS + 1)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                         _sudoku_column (line->text, start),
                         _("the block structure ends early: it covers %d of its %d "
                           "places; was the game ID cut short?"), border, N_BORDERS + 1);
      return FALSE;
    }

  n_regions = number_regions (parent, region, size);
  if (n_regions != SK_SIZE)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line->number,
                         _sudoku_column (line->text, start),
                         g_dngettext (GETTEXT_PACKAGE,
                                      "the block structure makes %d region, expected 9",
                                      "the block structure makes %d regions, expected 9",
                                      (gulong) MAX (n_regions, 0)), n_regions);
      return FALSE;
    }

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (size[region[cell]] != SK_SIZE)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line->number,
                             _sudoku_column (line->text, start),
                             g_dngettext (GETTEXT_PACKAGE,
                                          "the block structure makes a region of %d cell, "
                                          "expected 9 (the region of row %d, column %d)",
                                          "the block structure makes a region of %d cells, "
                                          "expected 9 (the region of row %d, column %d)",
                                          (gulong) MAX (size[region[cell]], 0)),
                             size[region[cell]], sk_cell_row (cell) + 1,
                             sk_cell_column (cell) + 1);
          return FALSE;
        }
      symbols[cell] = (char) ('1' + region[cell]);
    }

  if (sk_layout_init_from_symbols (layout, symbols, SK_CELLS, &problem) != SK_LAYOUT_OK)
    {
      /* Nine regions of nine cells always make a layout. */
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line->number,
                         _sudoku_column (line->text, start),
                         "%s", sk_layout_status_to_string (problem.status));
      return FALSE;
    }

  return TRUE;
}

SudokuPuzzle *
_sudoku_solo_parse_line (const SudokuLine  *line,
                         const char        *name,
                         GError           **error)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  const char *end = line->text + line->length;
  const char *start = _sudoku_skip_space (line->text, end);
  const char *colon = parameters_end (start, end);
  const char *id_end;
  const char *p;
  SoloParameters parameters;

  if (colon == NULL)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, start),
                         _("expected a Solo game ID such as '9j:…' or '3x3:…'"));
      return NULL;
    }

  if (*colon == '#')
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, colon),
                         _("this is a random-seed game ID, which only Solo's generator "
                           "can turn into a puzzle; use the game ID with ':' instead "
                           "(Game > Specific in Solo)"));
      return NULL;
    }

  read_parameters (start, colon, &parameters);
  if (!check_parameters (line, start, colon, &parameters, name, error))
    return NULL;

  puzzle = sudoku_puzzle_new ();
  puzzle->line = line->number;

  id_end = word_end (colon + 1, end);
  p = colon + 1;
  if (!read_clues (line, &p, id_end, &puzzle->givens, name, error))
    return NULL;

  if (parameters.rows == 1)
    {
      if (p == id_end)
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_WRONG_SIZE, name, line->number,
                             _sudoku_column (line->text, p),
                             _("expected ',' and the jigsaw block structure after the clues"));
          return NULL;
        }
      p++;
      if (!read_block_structure (line, p, id_end, &puzzle->layout, name, error))
        return NULL;
      puzzle->has_layout = TRUE;
    }
  else if (p < id_end)
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, p),
                         _("unexpected text after the clues; only a jigsaw game ID "
                           "has a block structure"));
      return NULL;
    }

  if (parameters.diagonal != NULL)
    {
      sk_layout_add_extra_set (&puzzle->layout, SK_EXTRA_DIAGONALS, NULL);
      puzzle->has_layout = TRUE;
    }

  p = _sudoku_skip_space (id_end, end);
  if (p < end && *p != '#')
    {
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_SYNTAX, name, line->number,
                         _sudoku_column (line->text, p),
                         _("unexpected text after the game ID"));
      return NULL;
    }

  return g_steal_pointer (&puzzle);
}

/* Runs of blanks as letters, 'z' for 26 with more to follow, and '_' only
 * between two clues, as Solo's own encoder writes them. */
static void
write_clues (GString      *out,
             const SkGrid *givens)
{
  int run = 0;
  gboolean clue_before = FALSE;

  for (int cell = 0; cell <= SK_CELLS; cell++)
    {
      int value = cell < SK_CELLS ? givens->cell[cell] : -1;

      if (value == 0)
        {
          run++;
          continue;
        }
      while (run > 0)
        {
          int letters = MIN (run, LAST_RUN);

          g_string_append_c (out, (char) ('a' + letters - 1));
          run -= letters;
          clue_before = FALSE;
        }
      if (value < 0)
        break;
      if (clue_before)
        g_string_append_c (out, '_');
      g_string_append_printf (out, "%d", value);
      clue_before = TRUE;
    }
}

/* The walk read_block_structure takes, each run of shared places closed by
 * the border after it; a run of 26 or more goes on with 'z'. */
static void
write_block_structure (GString        *out,
                       const SkLayout *layout)
{
  int run = 0;

  for (int border = 0; border <= N_BORDERS; border++)
    {
      int a, b;

      if (border < N_BORDERS)
        {
          border_cells (border, &a, &b);
          if (layout->region[a] == layout->region[b])
            {
              run++;
              continue;
            }
        }
      for (; run >= LAST_RUN; run -= LAST_RUN)
        g_string_append_c (out, 'z');
      g_string_append_c (out, run > 0 ? (char) ('a' + run - 1) : '_');
      run = 0;
    }
}

gboolean
_sudoku_solo_can_hold (const SkLayout *layout)
{
  SkLayout diagonals;

  /* Solo knows one kind of extra house: both diagonals, all of them. */
  sk_layout_init_standard (&diagonals);
  sk_layout_add_extra_set (&diagonals, SK_EXTRA_DIAGONALS, NULL);
  if (layout->n_extra > 0 && (layout->n_extra != diagonals.n_extra
                              || !sk_layout_has_extra_set (layout, SK_EXTRA_DIAGONALS)))
    return FALSE;
  /* The block structure is the borders between cells: a region in two
   * pieces would be read back as two regions. */
  return sk_layout_regions_are_standard (layout) || sk_layout_find_disconnected (layout) < 0;
}

gboolean
_sudoku_solo_write (GString            *out,
                    const SudokuPuzzle *puzzle)
{
  const SkLayout *layout = &puzzle->layout;
  gboolean boxes = sk_layout_regions_are_standard (layout);
  gboolean x = layout->n_extra > 0;

  if (!_sudoku_solo_can_hold (layout))
    return FALSE;

  g_string_append (out, boxes ? "3x3" : "9j");
  if (x)
    g_string_append_c (out, 'x');
  g_string_append_c (out, ':');
  write_clues (out, &puzzle->givens);
  if (!boxes)
    {
      g_string_append_c (out, ',');
      write_block_structure (out, layout);
    }
  g_string_append_c (out, '\n');
  return TRUE;
}
