/* sudoku-board-view.c: the 9x9 grid of cell entries showing a SudokuBoard
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board-view"

#include "config.h"

#include "sudoku-board-view.h"
#include "sudoku-board-view-private.h"

#include "sudoku-cell-entry.h"
#include "sudoku-geometry.h"
#include "sudoku-grid-cells.h"
#include "sudoku-grid-keys.h"
#include "sudoku-grid-layout.h"
#include "sudoku-number-pad.h"

/* Sizes in pixels. The minimum keeps a 360 px wide window usable. The view
 * reports it rather than the grid's own minimum, which grows with the digit
 * size: a window grown large could otherwise never be made small again. */
#define MIN_CELL   30
/* The cells of the window at its default size (540 x 680, less the reserve
 * under the board) are 50 px: the natural size gives their digits. */
#define NAT_CELL   50

G_DEFINE_FINAL_TYPE (SudokuBoardView, sudoku_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_SHOW_CANDIDATES,
  PROP_SHOW_TINT,
  PROP_PENCIL_MODE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
update_regions (SudokuBoardView *self)
{
  static const char * const tint_classes[SUDOKU_REGION_COLOURS] = {
    "region-tint-0", "region-tint-1", "region-tint-2", "region-tint-3",
  };
  SkLayout standard;
  const SkLayout *layout;
  int tint[SUDOKU_SIZE];
  guint8 houses[SUDOKU_CELLS];

  if (self->board != NULL)
    layout = sudoku_board_get_layout (self->board);
  else
    {
      sudoku_layout_init_standard (&standard);
      layout = &standard;
    }

  /* Neighbouring regions never share a tint, where four tints can do it (a
   * layout with a region in pieces may not allow it). */
  sudoku_layout_colour_regions (layout, tint);
  sudoku_layout_house_marks (layout, houses);

  for (int i = 0; i < SUDOKU_CELLS; i++)
    {
      GtkWidget *cell = GTK_WIDGET (self->cells[i]);
      int row = sudoku_index_row (i);
      int column = sudoku_index_column (i);

      sudoku_widget_set_css_class (cell, "region-right",
                     column + 1 < SUDOKU_SIZE && layout->region[i] != layout->region[i + 1]);
      sudoku_widget_set_css_class (cell, "region-bottom",
                     row + 1 < SUDOKU_SIZE && layout->region[i] != layout->region[i + SUDOKU_SIZE]);
      for (int t = 0; t < SUDOKU_REGION_COLOURS; t++)
        sudoku_widget_set_css_class (cell, tint_classes[t], self->show_tint && t == tint[layout->region[i]]);
      /* Shown with the region tints off too: no line but a diagonal's says
       * where an extra house is. */
      sudoku_widget_set_css_class (cell, "extra-house", (houses[i] & SK_HOUSE_MARK_TINT) != 0);
      sudoku_widget_set_css_class (cell, "extra-overlap", (houses[i] & SK_HOUSE_MARK_OVERLAP) != 0);
      sudoku_cell_entry_set_diagonals (self->cells[i],
                                       (houses[i] & SK_HOUSE_MARK_MAIN_DIAGONAL) != 0,
                                       (houses[i] & SK_HOUSE_MARK_ANTI_DIAGONAL) != 0);
    }
}

/* All 81 at once: one edit can change the candidates of any cell. */
static void
update_candidates (SudokuBoardView *self)
{
  SkMask candidates[SUDOKU_CELLS] = { 0 };

  if (self->board != NULL && self->show_candidates)
    sudoku_board_get_candidates (self->board, candidates);

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      g_autofree char *note = self->step != NULL ? sudoku_step_describe_cell (self->step, i) : NULL;

      sudoku_cell_entry_set_candidates (self->cells[i], candidates[i]);
      sudoku_cell_entry_set_step (self->cells[i], self->step != NULL,
                                  self->step != NULL ? self->step->before.cand[i] : 0, note);
    }
}

/* The cursor's row, column, region and extra houses ("peer"), and every
 * other cell holding its digit ("same-digit"). The classes always follow the
 * cursor; style.css shows them only while the board has the focus, as a
 * selection. */
static void
update_highlight (SudokuBoardView *self)
{
  SkLayout standard;
  const SkLayout *layout;
  int cursor = (int) self->cursor;
  guint digit = 0;

  if (self->board != NULL)
    {
      layout = sudoku_board_get_layout (self->board);
      digit = sudoku_cell_get_value (sudoku_board_get_cell (self->board, self->cursor));
    }
  else
    {
      sudoku_layout_init_standard (&standard);
      layout = &standard;
    }

  for (int i = 0; i < SUDOKU_CELLS; i++)
    {
      GtkWidget *cell = GTK_WIDGET (self->cells[i]);
      gboolean peer = i != cursor &&
                      (sudoku_index_row (i) == sudoku_index_row (cursor) ||
                       sudoku_index_column (i) == sudoku_index_column (cursor) ||
                       layout->region[i] == layout->region[cursor] ||
                       (layout->cell_extra_bits[i] & layout->cell_extra_bits[cursor]) != 0);
      gboolean same = i != cursor && digit != 0 &&
                      sudoku_cell_get_value (sudoku_board_get_cell (self->board, (guint) i)) == digit;

      sudoku_widget_set_css_class (cell, "peer", peer);
      sudoku_widget_set_css_class (cell, "same-digit", same);
    }
}

static void
on_board_changed (SudokuBoardView *self)
{
  update_candidates (self);
  update_highlight (self);
}

static void
on_layout_changed (SudokuBoardView *self)
{
  update_regions (self);
  update_highlight (self);
}

static void
set_value (SudokuBoardView *self,
           guint            index,
           guint            value)
{
  if (self->board == NULL || index >= SUDOKU_CELLS || value > SUDOKU_SIZE)
    return;

  /* Givens refuse; a bell says so without a dialog. */
  if (!sudoku_board_set_value (self->board, index, value))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
set_value_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  guint index;
  guint value;

  g_variant_get (parameter, "(uu)", &index, &value);
  set_value (SUDOKU_BOARD_VIEW (widget), index, value);
}

/* The board's move actions, by SudokuGridDirection. */
static const char * const move_actions[SUDOKU_GRID_N_DIRECTIONS] = {
  "board.move-left", "board.move-right", "board.move-up", "board.move-down",
  "board.move-home", "board.move-end",
};

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (widget);

  for (guint d = 0; d < SUDOKU_GRID_N_DIRECTIONS; d++)
    if (g_str_equal (action_name, move_actions[d]))
      sudoku_board_view_set_cursor (self, sudoku_grid_step (self->cursor, (SudokuGridDirection) d));
}

/* A pencil mark at the cursor, on or off; refused with a bell on a filled cell. */
static void
toggle_mark_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (widget);
  guint digit = g_variant_get_uint32 (parameter);

  if (self->board == NULL || digit < 1 || digit > SUDOKU_SIZE)
    return;
  if (!sudoku_board_toggle_mark (self->board, self->cursor, digit))
    gtk_widget_error_bell (widget);
}

static void
enter_digit_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (widget);
  guint digit = g_variant_get_uint32 (parameter);

  /* 0 clears in either mode: the digit, or else the marks (set_value). */
  if (self->pencil_mode && digit != 0)
    toggle_mark_action (widget, "board.toggle-mark", parameter);
  else
    set_value (self, self->cursor, digit);
}

/* The keys that clear a cell, as 0 does. */
static const guint clearing_keys[] = {
  GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_space, GDK_KEY_KP_Space,
};

/**
 * sudoku_board_view_handle_key:
 * @self: a #SudokuBoardView
 * @keyval: the key pressed
 * @state: the modifiers held
 *
 * What a key press in a cell does, through the board's actions: 1-9 enter
 * the digit (replacing the one there), 0, Backspace, Delete and space clear
 * it (or, on an empty cell, its pencil marks), arrows move, Home and End go
 * to the ends of the row. In pencil mode 1-9 toggle pencil marks instead;
 * Ctrl+1-9 toggle them in either mode, and P switches pencil mode. Other
 * printable keys are refused with a bell. Other keys with Control or Alt are
 * left alone: they are the window's shortcuts.
 *
 * Returns: %TRUE when the key was handled
 */
gboolean
sudoku_board_view_handle_key (SudokuBoardView *self,
                              guint            keyval,
                              GdkModifierType  state)
{
  SudokuGridDirection direction;
  int digit;
  gunichar ch;

  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), FALSE);

  digit = sudoku_grid_key_digit (keyval);
  if (digit > 0 && (state & gtk_accelerator_get_default_mod_mask ()) == GDK_CONTROL_MASK)
    return gtk_widget_activate_action (GTK_WIDGET (self), "board.toggle-mark", "u",
                                       (guint32) digit);

  if (sudoku_grid_key_is_shortcut (state))
    return FALSE;

  /* On the board only: a window-wide P would take the letter from every
   * text field, such as the layout editor's name. */
  if (keyval == GDK_KEY_p || keyval == GDK_KEY_P)
    return gtk_widget_activate_action (GTK_WIDGET (self), "board.pencil-mode", NULL);

  /* Each key is one of the board's actions. Not GTK's class key bindings:
   * those come after the cell's own text has taken the key, and these must
   * come before (sudoku_grid_cells_watch() listens in the capture phase).
   * The same keys move as in the layout editor's grid (sudoku-grid-keys.c). */
  if (sudoku_grid_key_direction (keyval, &direction))
    return gtk_widget_activate_action (GTK_WIDGET (self), move_actions[direction], NULL);

  digit = sudoku_grid_key_digit (keyval);
  for (guint i = 0; i < G_N_ELEMENTS (clearing_keys); i++)
    if (clearing_keys[i] == keyval)
      digit = 0;
  if (digit >= 0)
    return gtk_widget_activate_action (GTK_WIDGET (self), "board.enter-digit", "u",
                                       (guint32) digit);

  ch = gdk_keyval_to_unicode (keyval);
  if (ch != 0 && g_unichar_isprint (ch))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }

  return FALSE;
}

/* Keys come in the capture phase, so the entry's own text editing never
 * sees them (sudoku_grid_cells_watch()). */
static gboolean
on_key (GtkWidget       *grid,
        guint            keyval,
        GdkModifierType  state)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (grid);

  /* The pad's own keys, while it is open (its focus is in the board). */
  if (sudoku_board_view_pad_is_open (self))
    return FALSE;
  return sudoku_board_view_handle_key (self, keyval, state);
}

static void
on_cursor (GtkWidget *grid,
           guint      index)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (grid);

  self->cursor = index;
  update_highlight (self);
}

/* In steps of two pixels, so that the natural cell size and the cells of
 * the window at its default size give the same digits (see
 * sudoku_board_view_init()). */
static void
update_digit_size (SudokuBoardView *self,
                   int              cell_size)
{
  int size = CLAMP (cell_size * 11 / 20, 8, 96) & ~1;
  g_autofree char *css = NULL;

  if (size == self->digit_size)
    return;

  self->digit_size = size;
  css = g_strdup_printf ("entry.sudoku-cell { font-size: %dpx; }", size);
  gtk_css_provider_load_from_data (self->digit_provider, css, -1);
}

static void
on_cell_size_changed (SudokuBoardView  *self,
                      GParamSpec       *pspec,
                      SudokuGridLayout *layout)
{
  update_digit_size (self, sudoku_grid_layout_get_cell_size (layout));
}

/* Tab enters the board at the cursor and leaves it in one step: moving
 * inside the board is what the arrow keys are for. */
static gboolean
sudoku_board_view_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (widget);

  return sudoku_grid_cells_focus (widget, GTK_WIDGET (self->cells[self->cursor]));
}

static gboolean
sudoku_board_view_grab_focus (GtkWidget *widget)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->cells[self->cursor]));
}

static void
sudoku_board_view_dispose (GObject *object)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (object);

  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_BOARD_VIEW);
  for (guint i = 0; i < SUDOKU_CELLS; i++)
    if (self->cells[i] != NULL)
      {
        gtk_widget_unparent (GTK_WIDGET (self->cells[i]));
        self->cells[i] = NULL;
      }
  if (self->pad != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->pad));
      self->pad = NULL;
    }
  g_clear_object (&self->digit_provider);
  g_clear_pointer (&self->step, sudoku_step_free);

  G_OBJECT_CLASS (sudoku_board_view_parent_class)->dispose (object);
}

static void
sudoku_board_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_SHOW_CANDIDATES:
      g_value_set_boolean (value, !!self->show_candidates);
      break;
    case PROP_SHOW_TINT:
      g_value_set_boolean (value, !!self->show_tint);
      break;
    case PROP_PENCIL_MODE:
      g_value_set_boolean (value, !!self->pencil_mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_board_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SudokuBoardView *self = SUDOKU_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      sudoku_board_view_set_board (self, g_value_get_object (value));
      break;
    case PROP_SHOW_CANDIDATES:
      sudoku_board_view_set_show_candidates (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_TINT:
      sudoku_board_view_set_show_tint (self, g_value_get_boolean (value));
      break;
    case PROP_PENCIL_MODE:
      sudoku_board_view_set_pencil_mode (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_board_view_class_init (SudokuBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_board_view_dispose;
  object_class->get_property = sudoku_board_view_get_property;
  object_class->set_property = sudoku_board_view_set_property;

  widget_class->focus = sudoku_board_view_focus;
  widget_class->grab_focus = sudoku_board_view_grab_focus;
  widget_class->snapshot = sudoku_grid_cells_snapshot;

  properties [PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL,
                         SUDOKU_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_SHOW_CANDIDATES] =
    g_param_spec_boolean ("show-candidates", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_SHOW_TINT] =
    g_param_spec_boolean ("show-tint", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_PENCIL_MODE] =
    g_param_spec_boolean ("pencil-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-board-view.ui");

  gtk_widget_class_set_css_name (widget_class, "sudokuboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "board.set-value", "(uu)", set_value_action);
  gtk_widget_class_install_action (widget_class, "board.enter-digit", "u", enter_digit_action);
  gtk_widget_class_install_action (widget_class, "board.toggle-mark", "u", toggle_mark_action);
  gtk_widget_class_install_property_action (widget_class, "board.pencil-mode", "pencil-mode");
  gtk_widget_class_install_action (widget_class, "board.move-left", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "board.move-right", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "board.move-up", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "board.move-down", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "board.move-home", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "board.move-end", NULL, move_action);
}

static void
sudoku_board_view_init (SudokuBoardView *self)
{
  GtkLayoutManager *layout;

  gtk_widget_init_template (GTK_WIDGET (self));

  layout = sudoku_grid_layout_new (MIN_CELL, NAT_CELL);
  g_signal_connect_object (layout, "notify::cell-size", G_CALLBACK (on_cell_size_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_layout_manager (GTK_WIDGET (self), layout);
  /* Rows and columns are the puzzle's, not text: a right-to-left language
   * must not mirror them (the layout places cells by column), nor the
   * cells' own borders. */
  gtk_widget_set_direction (GTK_WIDGET (self), GTK_TEXT_DIR_LTR);
  self->show_tint = TRUE;

  self->digit_provider = gtk_css_provider_new ();

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      GtkWidget *cell = sudoku_cell_entry_new (NULL);
      int row = sudoku_index_row ((int) i);
      int column = sudoku_index_column ((int) i);

      self->cells[i] = SUDOKU_CELL_ENTRY (cell);
      /* Per widget, so two windows of different sizes differ; GTK 4.10
       * deprecates this call, so it stays here, in one place. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_add_provider (gtk_widget_get_style_context (cell),
                                      GTK_STYLE_PROVIDER (self->digit_provider),
                                      GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
      G_GNUC_END_IGNORE_DEPRECATIONS
      if (column == 0)
        gtk_widget_add_css_class (cell, "first-column");
      if (column == SUDOKU_SIZE - 1)
        gtk_widget_add_css_class (cell, "last-column");
      if (row == 0)
        gtk_widget_add_css_class (cell, "first-row");
      if (row == SUDOKU_SIZE - 1)
        gtk_widget_add_css_class (cell, "last-row");

      gtk_widget_set_parent (cell, GTK_WIDGET (self));
    }

  sudoku_grid_cells_watch (GTK_WIDGET (self), (GtkWidget * const *) self->cells,
                           GTK_PHASE_CAPTURE, on_cursor, on_key);
  sudoku_board_view_add_pointer_gestures (self);

  update_regions (self);
  /* Sized before the first frame: it styles and measures the cells before
   * the board has its size, and a size set at the allocation shows only in
   * the next frame, after one of digits in the default font. */
  update_digit_size (self, NAT_CELL);
  update_highlight (self);
}

GtkWidget *
sudoku_board_view_new (void)
{
  return g_object_new (SUDOKU_TYPE_BOARD_VIEW, NULL);
}

/**
 * sudoku_board_view_get_board:
 *
 * Returns: (transfer none) (nullable): the board shown
 */
SudokuBoard *
sudoku_board_view_get_board (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), NULL);

  return self->board;
}

void
sudoku_board_view_set_board (SudokuBoardView *self,
                             SudokuBoard     *board)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));
  g_return_if_fail (board == NULL || SUDOKU_IS_BOARD (board));

  if (self->board == board)
    return;

  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      g_signal_connect_object (board, "layout-changed", G_CALLBACK (on_layout_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (board, "changed", G_CALLBACK (on_board_changed), self,
                               G_CONNECT_SWAPPED);
    }

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    sudoku_cell_entry_set_cell (self->cells[i],
                                board != NULL ? sudoku_board_get_cell (board, i) : NULL);
  update_regions (self);
  update_candidates (self);
  update_highlight (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_BOARD]);
}

gboolean
sudoku_board_view_get_show_candidates (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), FALSE);

  return !!self->show_candidates;
}

void
sudoku_board_view_set_show_candidates (SudokuBoardView *self,
                                       gboolean         show_candidates)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));

  if (self->show_candidates == !!show_candidates)
    return;
  self->show_candidates = !!show_candidates;
  update_candidates (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SHOW_CANDIDATES]);
}

gboolean
sudoku_board_view_get_pencil_mode (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), FALSE);

  return !!self->pencil_mode;
}

void
sudoku_board_view_set_pencil_mode (SudokuBoardView *self,
                                   gboolean         pencil_mode)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));

  if (self->pencil_mode == !!pencil_mode)
    return;
  self->pencil_mode = !!pencil_mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_PENCIL_MODE]);
}

/**
 * sudoku_board_view_get_cell_entry:
 *
 * Returns: (transfer none): the entry of the cell at @index (0-80, row-major)
 */
GtkWidget *
sudoku_board_view_get_cell_entry (SudokuBoardView *self,
                                  guint            index)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (index < SUDOKU_CELLS, NULL);

  return GTK_WIDGET (self->cells[index]);
}

guint
sudoku_board_view_get_cursor (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), 0);

  return self->cursor;
}

/* Moves the cursor and the keyboard focus to the cell at @index. */
void
sudoku_board_view_set_cursor (SudokuBoardView *self,
                              guint            index)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));
  g_return_if_fail (index < SUDOKU_CELLS);

  self->cursor = index;
  update_highlight (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[index]));
}

gboolean
sudoku_board_view_get_show_tint (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), FALSE);

  return !!self->show_tint;
}

/* Without tints the thick lines alone show the regions; conflicts keep their red. */
void
sudoku_board_view_set_show_tint (SudokuBoardView *self,
                                 gboolean         show_tint)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));

  if (self->show_tint == !!show_tint)
    return;
  self->show_tint = !!show_tint;
  update_regions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SHOW_TINT]);
}

gboolean
sudoku_board_view_get_show_mistakes (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), FALSE);

  return gtk_widget_has_css_class (GTK_WIDGET (self), "show-mistakes");
}

/* A class on the view, not on each cell: the cells keep their "mistake"
 * up to date either way, and turning it on shows them at once. */
void
sudoku_board_view_set_show_mistakes (SudokuBoardView *self,
                                     gboolean         show_mistakes)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));

  sudoku_widget_set_css_class (GTK_WIDGET (self), "show-mistakes", show_mistakes);
}

/**
 * sudoku_board_view_show_step:
 * @self: a #SudokuBoardView
 * @step: (nullable): a step drawn over the board, or %NULL for none
 *
 * While a step is drawn (by a #SudokuStepView over the board), the empty
 * cells show the candidates the step starts from instead of their own
 * candidates and marks, each cell's accessible description says its
 * part in the step, and the selection's tints pause (style.css).
 */
void
sudoku_board_view_show_step (SudokuBoardView  *self,
                             const SudokuStep *step)
{
  g_return_if_fail (SUDOKU_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->step, sudoku_step_free);
  if (step != NULL)
    self->step = sudoku_step_copy (step);
  sudoku_widget_set_css_class (GTK_WIDGET (self), "showing-step", step != NULL);
  update_candidates (self);
}

/**
 * sudoku_board_view_get_number_pad:
 *
 * Returns: (transfer none): the number pad a click on a cell opens
 */
GtkWidget *
sudoku_board_view_get_number_pad (SudokuBoardView *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD_VIEW (self), NULL);

  return GTK_WIDGET (sudoku_board_view_ensure_pad (self));
}
