/* sudoku-cell.c: one square of the board, as a GObject the view binds to
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cell"

#include "sudoku-cell-private.h"

#include "sk-types.h"

struct _SudokuCell
{
  GObject parent_instance;

  guint index;
  guint region;
  guint value;
  guint marks;
  guint given : 1;
  guint solved : 1;
  guint hinted : 1;
  guint conflict : 1;
  guint mistake : 1;
  guint unfillable : 1;
};

G_DEFINE_FINAL_TYPE (SudokuCell, sudoku_cell, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_ROW,
  PROP_COLUMN,
  PROP_REGION,
  PROP_VALUE,
  PROP_MARKS,
  PROP_GIVEN,
  PROP_SOLVED,
  PROP_HINTED,
  PROP_CONFLICT,
  PROP_MISTAKE,
  PROP_UNFILLABLE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
sudoku_cell_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuCell *self = SUDOKU_CELL (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_ROW:
      g_value_set_uint (value, sudoku_cell_get_row (self));
      break;
    case PROP_COLUMN:
      g_value_set_uint (value, sudoku_cell_get_column (self));
      break;
    case PROP_REGION:
      g_value_set_uint (value, self->region);
      break;
    case PROP_VALUE:
      g_value_set_uint (value, self->value);
      break;
    case PROP_MARKS:
      g_value_set_uint (value, self->marks);
      break;
    case PROP_GIVEN:
      g_value_set_boolean (value, !!self->given);
      break;
    case PROP_SOLVED:
      g_value_set_boolean (value, !!self->solved);
      break;
    case PROP_HINTED:
      g_value_set_boolean (value, !!self->hinted);
      break;
    case PROP_CONFLICT:
      g_value_set_boolean (value, !!self->conflict);
      break;

    case PROP_MISTAKE:
      g_value_set_boolean (value, !!self->mistake);
      break;
    case PROP_UNFILLABLE:
      g_value_set_boolean (value, !!self->unfillable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_cell_class_init (SudokuCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_cell_get_property;

  properties [PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, SK_CELLS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_ROW] =
    g_param_spec_uint ("row", NULL, NULL, 0, SK_SIZE - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_COLUMN] =
    g_param_spec_uint ("column", NULL, NULL, 0, SK_SIZE - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_REGION] =
    g_param_spec_uint ("region", NULL, NULL, 0, SK_SIZE - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_VALUE] =
    g_param_spec_uint ("value", NULL, NULL, 0, SK_SIZE, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_MARKS] =
    g_param_spec_uint ("marks", NULL, NULL, 0, SK_ALL_DIGITS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_GIVEN] =
    g_param_spec_boolean ("given", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_SOLVED] =
    g_param_spec_boolean ("solved", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_HINTED] =
    g_param_spec_boolean ("hinted", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_CONFLICT] =
    g_param_spec_boolean ("conflict", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_MISTAKE] =
    g_param_spec_boolean ("mistake", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties [PROP_UNFILLABLE] =
    g_param_spec_boolean ("unfillable", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_cell_init (SudokuCell *self)
{
}

SudokuCell *
_sudoku_cell_new (guint index)
{
  SudokuCell *self;

  g_return_val_if_fail (index < SK_CELLS, NULL);

  self = g_object_new (SUDOKU_TYPE_CELL, NULL);
  self->index = index;
  return self;
}

guint
sudoku_cell_get_index (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->index;
}

guint
sudoku_cell_get_row (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return (guint) sk_cell_row ((int) self->index);
}

guint
sudoku_cell_get_column (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return (guint) sk_cell_column ((int) self->index);
}

guint
sudoku_cell_get_region (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->region;
}

guint
sudoku_cell_get_value (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->value;
}

guint
sudoku_cell_get_marks (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->marks;
}

gboolean
sudoku_cell_get_given (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->given;
}

gboolean
sudoku_cell_get_solved (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->solved;
}

gboolean
sudoku_cell_get_hinted (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->hinted;
}

gboolean
sudoku_cell_get_conflict (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->conflict;
}

void
_sudoku_cell_set_region (SudokuCell *self,
                         guint       region)
{
  if (self->region == region)
    return;
  self->region = region;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_REGION]);
}

void
_sudoku_cell_set_value (SudokuCell *self,
                        guint       value)
{
  if (self->value == value)
    return;
  self->value = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_VALUE]);
}

void
_sudoku_cell_set_marks (SudokuCell *self,
                        guint       marks)
{
  if (self->marks == marks)
    return;
  self->marks = marks;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_MARKS]);
}

void
_sudoku_cell_set_given (SudokuCell *self,
                        gboolean    given)
{
  if (self->given == !!given)
    return;
  self->given = !!given;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_GIVEN]);
}

void
_sudoku_cell_set_solved (SudokuCell *self,
                         gboolean    solved)
{
  if (self->solved == !!solved)
    return;
  self->solved = !!solved;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_SOLVED]);
}

void
_sudoku_cell_set_hinted (SudokuCell *self,
                         gboolean    hinted)
{
  if (self->hinted == !!hinted)
    return;
  self->hinted = !!hinted;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_HINTED]);
}

void
_sudoku_cell_set_conflict (SudokuCell *self,
                           gboolean    conflict)
{
  if (self->conflict == !!conflict)
    return;
  self->conflict = !!conflict;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CONFLICT]);
}

void
_sudoku_cell_set_mistake (SudokuCell *self,
                          gboolean    mistake)
{
  if (self->mistake == !!mistake)
    return;
  self->mistake = !!mistake;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_MISTAKE]);
}

gboolean
sudoku_cell_get_mistake (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->mistake;
}

void
_sudoku_cell_set_unfillable (SudokuCell *self,
                             gboolean    unfillable)
{
  if (self->unfillable == !!unfillable)
    return;
  self->unfillable = !!unfillable;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_UNFILLABLE]);
}

gboolean
sudoku_cell_get_unfillable (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return !!self->unfillable;
}
