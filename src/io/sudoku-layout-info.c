/* sudoku-layout-info.c: one named region layout, as found in a layout folder
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Immutable once made, so the catalog can hand the same object to every
 * window and to worker threads alike.
 */

#define G_LOG_DOMAIN "sudoku-layout-info"

#include "config.h"

#include "sudoku-layout-info.h"

struct _SudokuLayoutInfo
{
  GObject   parent_instance;

  char     *id;
  char     *name;
  GFile    *file;
  SkLayout  layout;
  gboolean  user;
};

G_DEFINE_FINAL_TYPE (SudokuLayoutInfo, sudoku_layout_info, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_FILE,
  PROP_USER,
  PROP_STANDARD,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
sudoku_layout_info_finalize (GObject *object)
{
  SudokuLayoutInfo *self = SUDOKU_LAYOUT_INFO (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (sudoku_layout_info_parent_class)->finalize (object);
}

static void
sudoku_layout_info_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuLayoutInfo *self = SUDOKU_LAYOUT_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_USER:
      g_value_set_boolean (value, self->user);
      break;
    case PROP_STANDARD:
      g_value_set_boolean (value, sk_layout_is_standard (&self->layout));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_layout_info_class_init (SudokuLayoutInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_layout_info_finalize;
  object_class->get_property = sudoku_layout_info_get_property;

  properties [PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_USER] =
    g_param_spec_boolean ("user", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties [PROP_STANDARD] =
    g_param_spec_boolean ("standard", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_layout_info_init (SudokuLayoutInfo *self)
{
  sk_layout_init_standard (&self->layout);
}

/**
 * sudoku_layout_info_new:
 * @id: the layout's id, unique within a catalog
 * @name: (nullable): the name to show; @id when NULL
 * @layout: the regions, copied
 * @file: (nullable): the file it came from
 * @user: whether it is one of the user's own layouts
 */
SudokuLayoutInfo *
sudoku_layout_info_new (const char     *id,
                        const char     *name,
                        const SkLayout *layout,
                        GFile          *file,
                        gboolean        user)
{
  SudokuLayoutInfo *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = g_object_new (SUDOKU_TYPE_LAYOUT_INFO, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name != NULL && name[0] != '\0' ? name : id);
  self->layout = *layout;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->user = !!user;
  return self;
}

const char *
sudoku_layout_info_get_id (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), NULL);

  return self->id;
}

const char *
sudoku_layout_info_get_name (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), NULL);

  return self->name;
}

const SkLayout *
sudoku_layout_info_get_layout (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), NULL);

  return &self->layout;
}

/**
 * sudoku_layout_info_get_file:
 *
 * Returns: (transfer none) (nullable): the file the layout was read from
 */
GFile *
sudoku_layout_info_get_file (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), NULL);

  return self->file;
}

gboolean
sudoku_layout_info_is_user (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), FALSE);

  return self->user;
}

gboolean
sudoku_layout_info_is_standard (SudokuLayoutInfo *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_INFO (self), FALSE);

  return sk_layout_is_standard (&self->layout);
}
