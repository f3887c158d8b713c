/* test-board-view.c: the board view: typing, navigation, region borders, accessible names,
 * the selection's highlight, candidates and hinted digits
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys go through sudoku_board_view_handle_key(), the function the view's key
 * controller calls: GTK 4 has no public way to synthesize key events. Text
 * that arrives otherwise (paste, input methods) goes through the GtkEditable
 * API. Expected regions come from the fixtures' symbols, never from the view.
 */

#include <gtk/gtk.h>

#include "sk-grid.h"
#include "sudoku-board-step.h"
#include "sudoku-board-view.h"
#include "sudoku-cell-entry.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

typedef struct
{
  GtkWidget       *window;
  GtkWidget       *after;   /* a button after the board, for Tab to land on */
  SudokuBoardView *view;
  SudokuBoard     *board;
} Fixture;

static void
spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  f->board = sudoku_board_new ();
  f->view = SUDOKU_BOARD_VIEW (sudoku_board_view_new ());
  sudoku_board_view_set_board (f->view, f->board);
  f->after = gtk_button_new_with_label ("After");

  gtk_widget_set_vexpand (GTK_WIDGET (f->view), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->view));
  gtk_box_append (GTK_BOX (box), f->after);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 400, 460);
  gtk_window_set_child (GTK_WINDOW (f->window), box);
  gtk_window_present (GTK_WINDOW (f->window));

  while (!gtk_widget_get_mapped (GTK_WIDGET (f->view)))
    g_main_context_iteration (NULL, TRUE);
  spin ();
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->board);
  spin ();
}

static void
load (Fixture    *f,
      const char *line)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text (line, &puzzle->givens);
  sudoku_board_load_puzzle (f->board, puzzle);
}

static GtkWidget *
entry_at (Fixture *f,
          guint    index)
{
  return sudoku_board_view_get_cell_entry (f->view, index);
}

static guint
value_at (Fixture *f,
          guint    index)
{
  return sudoku_cell_get_value (sudoku_board_get_cell (f->board, index));
}

static void
press (Fixture *f,
       guint    keyval)
{
  sudoku_board_view_handle_key (f->view, keyval, 0);
}

/* The focused widget is the entry's inner GtkText. */
static gboolean
has_focus (Fixture *f,
           guint    index)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *entry = entry_at (f, index);

  return focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry));
}

static void
test_type_digits (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *entry = entry_at (f, 2);

  load (f, CLASSIC);
  sudoku_board_view_set_cursor (f->view, 2);
  g_assert_true (has_focus (f, 2));

  press (f, GDK_KEY_4);
  g_assert_cmpuint (value_at (f, 2), ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "4");

  /* Another digit replaces the first, and the keypad counts too. */
  press (f, GDK_KEY_7);
  g_assert_cmpuint (value_at (f, 2), ==, 7);
  press (f, GDK_KEY_KP_1);
  g_assert_cmpuint (value_at (f, 2), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "1");

  /* Each edit is one step of the board's history. */
  g_assert_true (sudoku_board_get_can_undo (f->board));
  sudoku_board_undo (f->board);
  g_assert_cmpuint (value_at (f, 2), ==, 7);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "7");
}

static void
test_refuse_and_clear (Fixture       *f,
                       gconstpointer  data)
{
  static const guint clearing[] = {
    GDK_KEY_0, GDK_KEY_KP_0, GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_space,
  };
  GtkWidget *entry = entry_at (f, 2);
  int position = 0;

  load (f, CLASSIC);
  sudoku_board_view_set_cursor (f->view, 2);
  press (f, GDK_KEY_4);

  /* Letters and signs are swallowed, not typed. */
  g_assert_true (sudoku_board_view_handle_key (f->view, GDK_KEY_a, 0));
  g_assert_true (sudoku_board_view_handle_key (f->view, GDK_KEY_minus, 0));
  g_assert_cmpuint (value_at (f, 2), ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "4");

  /* Shortcuts are the window's business. */
  g_assert_false (sudoku_board_view_handle_key (f->view, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_false (sudoku_board_view_handle_key (f->view, GDK_KEY_Tab, 0));

  for (gsize i = 0; i < G_N_ELEMENTS (clearing); i++)
    {
      press (f, GDK_KEY_6);
      g_assert_cmpuint (value_at (f, 2), ==, 6);
      press (f, clearing[i]);
      g_assert_cmpuint (value_at (f, 2), ==, 0);
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
    }

  /* Text from elsewhere (a paste, an input method) is filtered the same way. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "8");
  g_assert_cmpuint (value_at (f, 2), ==, 8);
  position = 1;
  gtk_editable_insert_text (GTK_EDITABLE (entry), "x", 1, &position);
  g_assert_cmpuint (value_at (f, 2), ==, 8);
  position = 1;
  gtk_editable_insert_text (GTK_EDITABLE (entry), "42", 2, &position);
  g_assert_cmpuint (value_at (f, 2), ==, 8);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "8");
}

static void
test_givens_locked (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *entry = entry_at (f, 0);

  load (f, CLASSIC);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "5");
  g_assert_false (gtk_editable_get_editable (GTK_EDITABLE (entry)));
  g_assert_true (gtk_widget_has_css_class (entry, "given"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 2), "given"));

  sudoku_board_view_set_cursor (f->view, 0);
  press (f, GDK_KEY_3);
  press (f, GDK_KEY_BackSpace);
  gtk_editable_set_text (GTK_EDITABLE (entry), "9");

  g_assert_cmpuint (value_at (f, 0), ==, 5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "5");
}

static void
test_conflict_class (Fixture       *f,
                     gconstpointer  data)
{
  load (f, CLASSIC);
  /* A second 5 in column 1, under the given 5. */
  sudoku_board_view_set_cursor (f->view, 18);
  press (f, GDK_KEY_5);
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 18), "conflict"));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 0), "conflict"));
  gtk_test_accessible_assert_state (entry_at (f, 18), GTK_ACCESSIBLE_STATE_INVALID,
                                    GTK_ACCESSIBLE_INVALID_TRUE);

  press (f, GDK_KEY_Delete);
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 18), "conflict"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 0), "conflict"));
}

static void
test_navigation (Fixture       *f,
                 gconstpointer  data)
{
  sudoku_board_view_set_cursor (f->view, 0);

  press (f, GDK_KEY_Right);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 1);
  g_assert_true (has_focus (f, 1));
  press (f, GDK_KEY_Down);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 10);
  g_assert_true (has_focus (f, 10));
  press (f, GDK_KEY_End);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 17);
  press (f, GDK_KEY_Right);   /* the edge holds */
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 17);
  press (f, GDK_KEY_Home);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 9);
  press (f, GDK_KEY_Left);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 9);
  press (f, GDK_KEY_Up);
  press (f, GDK_KEY_Up);
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 0);
  g_assert_true (has_focus (f, 0));

  /* The same moves as actions. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "board.move-down", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "board.move-right", NULL));
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 10);
  g_assert_true (has_focus (f, 10));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "board.move-end", NULL));
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 17);

  /* Clicking a cell (focusing it) moves the cursor there. */
  gtk_widget_grab_focus (entry_at (f, 40));
  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, 40);
}

static void
test_tab_leaves (Fixture       *f,
                 gconstpointer  data)
{
  sudoku_board_view_set_cursor (f->view, 30);

  /* What GtkWindow does for Tab: one step takes the focus off the board. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (f->after));

  /* And Shift+Tab comes back to the same cell. */
  g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_BACKWARD));
  g_assert_true (has_focus (f, 30));
}

static void
assert_regions (Fixture    *f,
                const char *map)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = entry_at (f, i);
      guint row = i / 9;
      guint column = i % 9;
      gboolean right = column < 8 && map[i] != map[i + 1];
      gboolean bottom = row < 8 && map[i] != map[i + 9];

      if (gtk_widget_has_css_class (entry, "region-right") != right ||
          gtk_widget_has_css_class (entry, "region-bottom") != bottom)
        g_error ("cell %u (row %u, column %u): region-right %d region-bottom %d, "
                 "expected %d %d", i, row + 1, column + 1,
                 gtk_widget_has_css_class (entry, "region-right"),
                 gtk_widget_has_css_class (entry, "region-bottom"), right, bottom);
    }
}

static guint
tint_of (GtkWidget *entry)
{
  guint found = G_MAXUINT;

  for (guint t = 0; t < 4; t++)
    {
      g_autofree char *name = g_strdup_printf ("region-tint-%u", t);

      if (gtk_widget_has_css_class (entry, name))
        {
          g_assert_cmpuint (found, ==, G_MAXUINT);
          found = t;
        }
    }
  g_assert_cmpuint (found, !=, G_MAXUINT);
  return found;
}

/* Cells of one region share a tint; touching regions do not. */
static void
assert_tints (Fixture    *f,
              const char *map)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      guint tint = tint_of (entry_at (f, i));

      if (i % 9 < 8)
        {
          if (map[i] == map[i + 1])
            g_assert_cmpuint (tint, ==, tint_of (entry_at (f, i + 1)));
          else
            g_assert_cmpuint (tint, !=, tint_of (entry_at (f, i + 1)));
        }
      if (i / 9 < 8)
        {
          if (map[i] == map[i + 9])
            g_assert_cmpuint (tint, ==, tint_of (entry_at (f, i + 9)));
          else
            g_assert_cmpuint (tint, !=, tint_of (entry_at (f, i + 9)));
        }
    }
}

static void
test_region_borders (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const SudokuTestPuzzle *jigsaw = &g_array_index (set, SudokuTestPuzzle, 0);
  SkLayout layout;

  /* The standard boxes, spot-checked by hand, then every cell. */
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 2), "region-right"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 0), "region-right"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 8), "region-right"));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 18), "region-bottom"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 9), "region-bottom"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 76), "region-bottom"));
  assert_regions (f, SUDOKU_TEST_STANDARD_MAP);
  assert_tints (f, SUDOKU_TEST_STANDARD_MAP);

  /* A jigsaw layout only changes data: the classes follow layout-changed. */
  g_assert_true (jigsaw->has_map);
  sudoku_test_layout_from_map (jigsaw->map, &layout);
  sudoku_board_set_layout (f->board, &layout);
  assert_regions (f, jigsaw->map);
  assert_tints (f, jigsaw->map);

  /* Undo brings the boxes back, borders too. */
  sudoku_board_undo (f->board);
  assert_regions (f, SUDOKU_TEST_STANDARD_MAP);
}

static void
test_accessible_labels (Fixture       *f,
                        gconstpointer  data)
{
  load (f, CLASSIC);

  gtk_test_accessible_assert_property (entry_at (f, 2 * 9 + 4), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 3, column 5");
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_autofree char *label = NULL;

      if (CLASSIC[i] == '.')
        label = g_strdup_printf ("Row %u, column %u", i / 9 + 1, i % 9 + 1);
      else
        label = g_strdup_printf ("Row %u, column %u, given", i / 9 + 1, i % 9 + 1);
      gtk_test_accessible_assert_property (entry_at (f, i), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    }

  /* "Set as givens" renames the cells it locks. */
  sudoku_board_view_set_cursor (f->view, 2);
  press (f, GDK_KEY_4);
  sudoku_board_set_givens (f->board);
  gtk_test_accessible_assert_property (entry_at (f, 2), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 3, given");
}

/* The cursor's row, column and region are "peer", other cells holding its
 * digit "same-digit"; the region comes from the layout. */
static void
assert_highlight (Fixture    *f,
                  guint       cursor,
                  const char *map)
{
  guint digit = value_at (f, cursor);
  guint n_peers = 0;

  g_assert_cmpuint (sudoku_board_view_get_cursor (f->view), ==, cursor);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = entry_at (f, i);
      gboolean peer = i != cursor &&
                      (i / 9 == cursor / 9 || i % 9 == cursor % 9 || map[i] == map[cursor]);
      gboolean same = i != cursor && digit != 0 && value_at (f, i) == digit;

      if (gtk_widget_has_css_class (entry, "peer") != peer ||
          gtk_widget_has_css_class (entry, "same-digit") != same)
        g_error ("cursor %u, cell %u: peer %d same-digit %d, expected %d %d", cursor, i,
                 gtk_widget_has_css_class (entry, "peer"),
                 gtk_widget_has_css_class (entry, "same-digit"), peer, same);
      n_peers += peer;
    }
  /* 8 in the row, 8 in the column, and the region's cells in neither
   * (4 for a box, up to 8 for a jigsaw region). */
  g_assert_cmpuint (n_peers, >=, 16);
  g_assert_cmpuint (n_peers, <=, 24);
}

static void
test_highlight (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const SudokuTestPuzzle *jigsaw = &g_array_index (set, SudokuTestPuzzle, 0);
  SkLayout layout;

  load (f, CLASSIC);

  /* A given 5: its row, column and box, and the other 5s. */
  sudoku_board_view_set_cursor (f->view, 0);
  assert_highlight (f, 0, SUDOKU_TEST_STANDARD_MAP);
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 10), "peer"));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 4 * 9 + 1), "same-digit") ==
                 (value_at (f, 4 * 9 + 1) == 5));

  /* Moving and clicking move the highlight; an empty cell has no digit to match. */
  press (f, GDK_KEY_Right);
  press (f, GDK_KEY_Right);
  assert_highlight (f, 2, SUDOKU_TEST_STANDARD_MAP);
  gtk_widget_grab_focus (entry_at (f, 40));
  assert_highlight (f, 40, SUDOKU_TEST_STANDARD_MAP);

  /* Typing a digit highlights the others like it at once. */
  press (f, GDK_KEY_9);
  assert_highlight (f, 40, SUDOKU_TEST_STANDARD_MAP);
  g_assert_true (gtk_widget_has_css_class (entry_at (f, 80), "same-digit"));
  press (f, GDK_KEY_Delete);
  assert_highlight (f, 40, SUDOKU_TEST_STANDARD_MAP);
  g_assert_false (gtk_widget_has_css_class (entry_at (f, 80), "same-digit"));

  /* A jigsaw region is the layout's, not a box. */
  sudoku_test_layout_from_map (jigsaw->map, &layout);
  sudoku_board_set_layout (f->board, &layout);
  assert_highlight (f, 40, jigsaw->map);
  sudoku_board_view_set_cursor (f->view, 12);
  assert_highlight (f, 12, jigsaw->map);
}

/* Candidates: in the view, and named in the accessible description. */
static void
test_candidates (Fixture       *f,
                 gconstpointer  data)
{
  SkMask expected[SK_CELLS];

  load (f, CLASSIC);
  g_assert_cmpuint (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry_at (f, 2))), ==, 0);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry_at (f, 2)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  sudoku_board_view_set_show_candidates (f->view, TRUE);
  /* Row 1, column 3 of the classic puzzle may hold 1, 2 and 4. */
  g_assert_cmpuint (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry_at (f, 2))), ==,
                    (1u << 0) | (1u << 1) | (1u << 3));
  gtk_test_accessible_assert_property (entry_at (f, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Candidates 1, 2, 4");
  /* The name stays what it was. */
  gtk_test_accessible_assert_property (entry_at (f, 2), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 3");
  /* A filled cell has none. */
  g_assert_cmpuint (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry_at (f, 0))), ==, 0);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry_at (f, 0)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  sudoku_board_get_candidates (f->board, expected);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry_at (f, i))), ==,
                      expected[i]);

  /* Each edit updates them: a 4 in row 1 leaves 1 and 2. */
  sudoku_board_view_set_cursor (f->view, 3);
  press (f, GDK_KEY_4);
  gtk_test_accessible_assert_property (entry_at (f, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Candidates 1, 2");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry_at (f, 3)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  sudoku_board_undo (f->board);
  gtk_test_accessible_assert_property (entry_at (f, 2), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Candidates 1, 2, 4");

  sudoku_board_view_set_show_candidates (f->view, FALSE);
  g_assert_cmpuint (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry_at (f, 2))), ==, 0);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (entry_at (f, 2)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
}

static void
got_step (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(GError) error = NULL;
  SudokuStep **step = data;

  *step = sudoku_board_find_step_finish (SUDOKU_BOARD (source), result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*step);
}

/* The board's next step, which here places one digit, applied as a hint
 * is: returns its cell. */
static guint
give_hint (Fixture *f)
{
  g_autoptr(SudokuStep) step = NULL;
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  guint cell = SK_CELLS;

  sudoku_board_find_step_async (f->board, 0, NULL, got_step, &step);
  while (step == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 1);
  g_assert_cmpuint (sudoku_step_count_eliminations (step), ==, 0);
  for (guint i = 0; i < SK_CELLS; i++)
    if (step->step.place[i] != 0)
      cell = i;
  sudoku_board_apply_steps (f->board, &step, 1);
  return cell;
}

/* A hint's digit has a style of its own; a typed one does not. */
static void
test_hinted (Fixture       *f,
             gconstpointer  data)
{
  guint hinted;
  guint typed;

  load (f, CLASSIC);
  hinted = give_hint (f);
  g_assert_cmpuint (value_at (f, hinted), !=, 0);
  g_assert_true (sudoku_cell_get_hinted (sudoku_board_get_cell (f->board, hinted)));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, hinted), "solved"));

  /* A digit typed elsewhere is the user's own. */
  typed = hinted == 2 ? 3 : 2;
  sudoku_board_view_set_cursor (f->view, typed);
  press (f, GDK_KEY_4);
  g_assert_cmpuint (value_at (f, typed), ==, 4);
  g_assert_false (sudoku_cell_get_hinted (sudoku_board_get_cell (f->board, typed)));
  g_assert_false (gtk_widget_has_css_class (entry_at (f, typed), "hinted"));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));

  /* The flag is part of the history: undo and redo carry it. */
  sudoku_board_undo (f->board);
  sudoku_board_undo (f->board);
  g_assert_cmpuint (value_at (f, hinted), ==, 0);
  g_assert_false (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));
  sudoku_board_redo (f->board);
  g_assert_true (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));

  /* Typing over the hint makes the digit the user's. */
  sudoku_board_view_set_cursor (f->view, hinted);
  press (f, value_at (f, hinted) == 9 ? GDK_KEY_1 : GDK_KEY_9);
  g_assert_false (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));
  sudoku_board_undo (f->board);
  g_assert_true (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));

  /* "Set as givens" makes it a clue like the others. */
  sudoku_board_set_givens (f->board);
  g_assert_false (gtk_widget_has_css_class (entry_at (f, hinted), "hinted"));
  g_assert_true (gtk_widget_has_css_class (entry_at (f, hinted), "given"));
}

/* A cell's size with its borders: what the eye sees as the square. */
static graphene_rect_t
cell_bounds (Fixture *f,
             guint    index)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (entry_at (f, index), GTK_WIDGET (f->view), &bounds));
  return bounds;
}

static float
cell_width (Fixture *f,
            guint    index)
{
  return cell_bounds (f, index).size.width;
}

static void
assert_square (Fixture *f)
{
  float side = cell_width (f, 0);

  g_assert_cmpfloat (side, >=, 30);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      graphene_rect_t bounds = cell_bounds (f, i);

      g_assert_cmpfloat_with_epsilon (bounds.size.width, bounds.size.height, 1.01);
      g_assert_cmpfloat_with_epsilon (bounds.size.width, side, 1.01);
    }
}

static void
test_square_cells (Fixture       *f,
                   gconstpointer  data)
{
  float before = cell_width (f, 0);
  gint64 deadline;

  assert_square (f);

  /* The board grows with the window, and stays square. */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 720, 640);
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (cell_width (f, 0) <= before && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  spin ();

  g_assert_cmpfloat (cell_width (f, 0), >, before);
  assert_square (f);
}

/* In a right-to-left language the header bar mirrors, the board does not:
 * column 1 stays on the left, and Right moves to the right. */
static void
test_right_to_left (Fixture       *f,
                    gconstpointer  data)
{
  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  g_assert_cmpint (gtk_widget_get_direction (f->after), ==, GTK_TEXT_DIR_RTL);
  gtk_widget_queue_resize (f->window);
  sudoku_test_ui_spin_for (500);

  for (guint column = 0; column + 1 < SK_SIZE; column++)
    g_assert_cmpfloat (cell_bounds (f, column).origin.x, <, cell_bounds (f, column + 1).origin.x);
  g_assert_cmpfloat (cell_bounds (f, 0).origin.y, <, cell_bounds (f, SK_SIZE).origin.y);

  gtk_widget_grab_focus (entry_at (f, 0));
  press (f, GDK_KEY_Right);
  g_assert_true (has_focus (f, 1));

  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) provider = NULL;

  gtk_test_init (&argc, &argv, NULL);

  /* The app's style sheet, as SudokuApplication loads it: borders count. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider,
                                       "/io/github/sudoku_solver/SudokuSolver/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

#define ADD(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_setup, (func), fixture_teardown)

  ADD ("/ui/BoardView/type-digits", test_type_digits);
  ADD ("/ui/BoardView/refuse-and-clear", test_refuse_and_clear);
  ADD ("/ui/BoardView/givens-locked", test_givens_locked);
  ADD ("/ui/BoardView/conflict", test_conflict_class);
  ADD ("/ui/BoardView/navigation", test_navigation);
  ADD ("/ui/BoardView/tab-leaves", test_tab_leaves);
  ADD ("/ui/BoardView/region-borders", test_region_borders);
  ADD ("/ui/BoardView/accessible-labels", test_accessible_labels);
  ADD ("/ui/BoardView/highlight", test_highlight);
  ADD ("/ui/BoardView/candidates", test_candidates);
  ADD ("/ui/BoardView/hinted", test_hinted);
  ADD ("/ui/BoardView/square-cells", test_square_cells);
  ADD ("/ui/BoardView/right-to-left", test_right_to_left);

#undef ADD

  return g_test_run ();
}
