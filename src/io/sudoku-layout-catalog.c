/* sudoku-layout-catalog.c: every layout the program knows, shipped and the user's own
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two folders are read, the shipped one and then the user's, so a user file
 * with the id of a shipped one takes its place, as XDG data folders do.
 * Reading happens on a worker thread that builds a whole new list; the list
 * the model shows is only swapped on the main thread, so a window's layout
 * menu never sees half a catalog. A bad file costs the user that file only:
 * the files are found by listing the folders, not named by a person, so they
 * are read through sudoku_safe_read_file(), which takes regular files only
 * and never blocks (a named pipe there once hung sudoku-solve --list-layouts
 * and left the window's Layout menu with the standard boxes alone).
 */

#define G_LOG_DOMAIN "sudoku-layout-catalog"

#include "config.h"

#include "sudoku-layout-catalog.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-data-dir.h"
#include "sudoku-layout-file.h"
#include "sudoku-safe-read.h"
#include "sudoku-safe-write.h"

#define LAYOUT_SUFFIX ".layout"
#define STANDARD_ID "standard"
/* Ids become file names: keep them short. */
#define MAX_ID_LENGTH 48

struct _SudokuLayoutCatalog
{
  GObject    parent_instance;

  GFile     *shipped;
  GFile     *user;
  GPtrArray *items;     /* SudokuLayoutInfo, in list order */
  GStrv      warnings;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuLayoutCatalog, sudoku_layout_catalog, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
sudoku_layout_catalog_get_item_type (GListModel *model)
{
  return SUDOKU_TYPE_LAYOUT_INFO;
}

static guint
sudoku_layout_catalog_get_n_items (GListModel *model)
{
  return SUDOKU_LAYOUT_CATALOG (model)->items->len;
}

static gpointer
sudoku_layout_catalog_get_item (GListModel *model,
                                guint       position)
{
  SudokuLayoutCatalog *self = SUDOKU_LAYOUT_CATALOG (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = sudoku_layout_catalog_get_item_type;
  iface->get_n_items = sudoku_layout_catalog_get_n_items;
  iface->get_item = sudoku_layout_catalog_get_item;
}

/* The standard boxes first, then the shipped layouts, then the user's. */
static int
group_of (SudokuLayoutInfo *info)
{
  if (sudoku_layout_info_is_user (info))
    return 2;
  return g_str_equal (sudoku_layout_info_get_id (info), STANDARD_ID) ? 0 : 1;
}

static int
compare_infos (gconstpointer a,
               gconstpointer b)
{
  SudokuLayoutInfo *info_a = *(SudokuLayoutInfo **) a;
  SudokuLayoutInfo *info_b = *(SudokuLayoutInfo **) b;
  int order = group_of (info_a) - group_of (info_b);

  if (order == 0)
    order = g_utf8_collate (sudoku_layout_info_get_name (info_a),
                            sudoku_layout_info_get_name (info_b));
  if (order == 0)
    order = strcmp (sudoku_layout_info_get_id (info_a), sudoku_layout_info_get_id (info_b));
  return order;
}

static SudokuLayoutInfo *
builtin_standard (void)
{
  SkLayout standard;

  sk_layout_init_standard (&standard);
  return sudoku_layout_info_new (STANDARD_ID, _("Standard"), &standard, NULL, FALSE);
}

static SudokuLayoutInfo *
read_layout_file (GFile        *file,
                  const char   *id,
                  gboolean      user,
                  GCancellable *cancellable,
                  GPtrArray    *warnings)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  /* Messages name the whole path, not the base name as for a file a person
   * opened: a warning about a file in some folder the user may not know of
   * is more use that way. */
  g_autofree char *path = g_file_get_parse_name (file);
  SkLayout layout;
  gsize length;
  g_auto(GStrv) disconnected = NULL;

  if (!sudoku_safe_read_file (file, cancellable, &contents, &length, &error) ||
      !sudoku_layout_file_parse (contents, length, path, &layout, &name, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_ptr_array_add (warnings, g_strdup (error->message));
      return NULL;
    }

  /* Still a well-defined puzzle, so it stays; but whoever made it should know. */
  disconnected = sudoku_layout_disconnected_warnings (&layout, path);
  for (guint i = 0; disconnected[i] != NULL; i++)
    g_ptr_array_add (warnings, g_strdup (disconnected[i]));

  /* Shipped names are translated through the catalog of messages unless the
   * file itself had Name[lang]; a user's names are theirs. */
  if (!user && name != NULL)
    {
      char *translated = g_strdup (g_dgettext (GETTEXT_PACKAGE, name));

      g_free (name);
      name = translated;
    }

  return sudoku_layout_info_new (id, name, &layout, file, user);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

static void
read_folder (GFile        *folder,
             gboolean      user,
             GHashTable   *by_id,
             GCancellable *cancellable,
             GPtrArray    *warnings)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  if (folder == NULL)
    return;

  /* The type of each entry itself, not of what a link points at: a link is
   * not read (sudoku_safe_read_file()), so it is reported, not skipped in
   * silence as a folder is. */
  enumerator = g_file_enumerate_children (folder,
                                          G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                          G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable,
                                          &error);
  if (enumerator == NULL)
    {
      /* No folder means no layouts of that kind yet, which is normal. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *path = g_file_get_parse_name (folder);

          g_ptr_array_add (warnings, g_strdup_printf ("%s: %s", path, error->message));
        }
      return;
    }

  for (;;)
    {
      GFileInfo *info = NULL;
      const char *name;

      if (!g_file_enumerator_iterate (enumerator, &info, NULL, cancellable, &error))
        {
          if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_autofree char *path = g_file_get_parse_name (folder);

              g_ptr_array_add (warnings, g_strdup_printf ("%s: %s", path, error->message));
            }
          break;
        }
      if (info == NULL)
        break;

      name = g_file_info_get_name (info);
      if (g_str_has_suffix (name, LAYOUT_SUFFIX) && name[0] != '.' &&
          g_file_info_get_file_type (info) != G_FILE_TYPE_DIRECTORY)
        g_ptr_array_add (names, g_strdup (name));
    }

  /* Reading order decides which warning comes first: make it the same on every machine. */
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autoptr(GFile) file = g_file_get_child (folder, name);
      g_autofree char *id = g_strndup (name, strlen (name) - strlen (LAYOUT_SUFFIX));
      SudokuLayoutInfo *info;

      if (id[0] == '\0')
        continue;
      info = read_layout_file (file, id, user, cancellable, warnings);
      if (info != NULL)
        g_hash_table_replace (by_id, g_strdup (id), info);
    }
}

/* What one reading of the folders found; built on a worker thread. */
typedef struct
{
  GPtrArray *items;
  GStrv      warnings;
} Snapshot;

static void
snapshot_free (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->items, g_ptr_array_unref);
  g_clear_pointer (&snapshot->warnings, g_strfreev);
  g_free (snapshot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Snapshot, snapshot_free)

static Snapshot *
read_folders (GFile        *shipped,
              GFile        *user,
              GCancellable *cancellable)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                       g_free, g_object_unref);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  GHashTableIter iter;
  gpointer value;

  read_folder (shipped, FALSE, by_id, cancellable, warnings);
  read_folder (user, TRUE, by_id, cancellable, warnings);
  if (!g_hash_table_contains (by_id, STANDARD_ID))
    g_hash_table_insert (by_id, g_strdup (STANDARD_ID), builtin_standard ());

  snapshot->items = g_ptr_array_new_full (g_hash_table_size (by_id), g_object_unref);
  g_hash_table_iter_init (&iter, by_id);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (snapshot->items, g_object_ref (value));
  g_ptr_array_sort (snapshot->items, compare_infos);

  g_ptr_array_add (warnings, NULL);
  snapshot->warnings = (GStrv) g_ptr_array_free (g_steal_pointer (&warnings), FALSE);
  return snapshot;
}

static void
apply_snapshot (SudokuLayoutCatalog *self,
                Snapshot            *snapshot)
{
  guint removed = self->items->len;

  g_ptr_array_unref (self->items);
  self->items = g_steal_pointer (&snapshot->items);
  g_strfreev (self->warnings);
  self->warnings = g_steal_pointer (&snapshot->warnings);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->items->len);
}

static void
sudoku_layout_catalog_finalize (GObject *object)
{
  SudokuLayoutCatalog *self = SUDOKU_LAYOUT_CATALOG (object);

  g_clear_object (&self->shipped);
  g_clear_object (&self->user);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->warnings, g_strfreev);

  G_OBJECT_CLASS (sudoku_layout_catalog_parent_class)->finalize (object);
}

static void
sudoku_layout_catalog_class_init (SudokuLayoutCatalogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_layout_catalog_finalize;
}

static void
sudoku_layout_catalog_init (SudokuLayoutCatalog *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (self->items, builtin_standard ());
  self->warnings = g_new0 (char *, 1);
}

/**
 * sudoku_layout_catalog_new:
 *
 * Returns: (transfer full): a catalog of the shipped layouts
 *   (sudoku_data_dir_get_folder()) and the user's, in
 *   `$XDG_DATA_HOME/sudoku-solver/layouts`; not read yet
 */
SudokuLayoutCatalog *
sudoku_layout_catalog_new (void)
{
  g_autoptr(GFile) shipped = sudoku_data_dir_get_folder ("layouts");
  g_autoptr(GFile) user = g_file_new_build_filename (g_get_user_data_dir (), PACKAGE_NAME,
                                                      "layouts", NULL);

  return sudoku_layout_catalog_new_for_folders (shipped, user);
}

/**
 * sudoku_layout_catalog_new_for_folders:
 * @shipped: (nullable): the folder of shipped layouts
 * @user: (nullable): the folder of the user's layouts, where saves go
 *
 * Returns: (transfer full): a catalog of those folders; not read yet
 */
SudokuLayoutCatalog *
sudoku_layout_catalog_new_for_folders (GFile *shipped,
                                       GFile *user)
{
  SudokuLayoutCatalog *self;

  g_return_val_if_fail (shipped == NULL || G_IS_FILE (shipped), NULL);
  g_return_val_if_fail (user == NULL || G_IS_FILE (user), NULL);

  self = g_object_new (SUDOKU_TYPE_LAYOUT_CATALOG, NULL);
  g_set_object (&self->shipped, shipped);
  g_set_object (&self->user, user);
  return self;
}

/**
 * sudoku_layout_catalog_get_user_folder:
 *
 * Returns: (transfer none) (nullable): where the user's layouts are kept
 */
GFile *
sudoku_layout_catalog_get_user_folder (SudokuLayoutCatalog *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), NULL);

  return self->user;
}

void
sudoku_layout_catalog_load (SudokuLayoutCatalog *self,
                            GCancellable        *cancellable)
{
  g_autoptr(Snapshot) snapshot = NULL;

  g_return_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self));

  snapshot = read_folders (self->shipped, self->user, cancellable);
  apply_snapshot (self, snapshot);
}

/* The worker sees only its own references to the two folders. */
typedef struct
{
  GFile *shipped;
  GFile *user;
} Folders;

static void
folders_free (Folders *folders)
{
  g_clear_object (&folders->shipped);
  g_clear_object (&folders->user);
  g_free (folders);
}

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Folders *folders = task_data;
  Snapshot *snapshot = read_folders (folders->shipped, folders->user, cancellable);

  if (g_task_return_error_if_cancelled (task))
    snapshot_free (snapshot);
  else
    g_task_return_pointer (task, snapshot, (GDestroyNotify) snapshot_free);
}

/* Back on the main thread: swap the list in before the caller hears of it. */
static void
load_done (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) outer = user_data;
  g_autoptr(Snapshot) snapshot = NULL;
  GError *error = NULL;

  snapshot = g_task_propagate_pointer (G_TASK (result), &error);
  if (snapshot == NULL)
    {
      g_task_return_error (outer, error);
      return;
    }
  apply_snapshot (SUDOKU_LAYOUT_CATALOG (object), snapshot);
  g_task_return_boolean (outer, TRUE);
}

void
sudoku_layout_catalog_load_async (SudokuLayoutCatalog *self,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  g_autoptr(GTask) inner = NULL;
  Folders *folders;

  g_return_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, sudoku_layout_catalog_load_async);
  g_task_set_name (outer, "sudoku_layout_catalog_load_async");

  folders = g_new0 (Folders, 1);
  g_set_object (&folders->shipped, self->shipped);
  g_set_object (&folders->user, self->user);

  inner = g_task_new (self, cancellable, load_done, g_steal_pointer (&outer));
  g_task_set_name (inner, "sudoku_layout_catalog_load_async (worker)");
  g_task_set_task_data (inner, folders, (GDestroyNotify) folders_free);
  g_task_run_in_thread (inner, load_worker);
}

gboolean
sudoku_layout_catalog_load_finish (SudokuLayoutCatalog  *self,
                                   GAsyncResult         *result,
                                   GError              **error)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * sudoku_layout_catalog_get_warnings:
 *
 * Returns: (transfer none): why files were skipped, or regions found
 *   disconnected, at the last load; an empty list when all was well
 */
const char * const *
sudoku_layout_catalog_get_warnings (SudokuLayoutCatalog *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), NULL);

  return (const char * const *) self->warnings;
}

static SudokuLayoutInfo *
lookup_id (SudokuLayoutCatalog *self,
           const char          *id)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      SudokuLayoutInfo *info = g_ptr_array_index (self->items, i);

      if (g_str_equal (sudoku_layout_info_get_id (info), id))
        return info;
    }
  return NULL;
}

/**
 * sudoku_layout_catalog_lookup:
 *
 * Returns: (transfer none) (nullable): the layout of that id or name
 */
SudokuLayoutInfo *
sudoku_layout_catalog_lookup (SudokuLayoutCatalog *self,
                              const char          *id_or_name)
{
  g_autofree char *wanted = NULL;
  SudokuLayoutInfo *info;

  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  info = lookup_id (self, id_or_name);
  if (info != NULL)
    return info;

  wanted = g_utf8_casefold (id_or_name, -1);
  for (guint i = 0; i < self->items->len; i++)
    {
      g_autofree char *name = NULL;

      info = g_ptr_array_index (self->items, i);
      name = g_utf8_casefold (sudoku_layout_info_get_name (info), -1);
      if (g_str_equal (name, wanted))
        return info;
    }
  return NULL;
}

/**
 * sudoku_layout_catalog_find:
 *
 * Returns: (transfer none) (nullable): the first layout equal to @layout
 */
SudokuLayoutInfo *
sudoku_layout_catalog_find (SudokuLayoutCatalog *self,
                            const SkLayout      *layout)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), NULL);
  g_return_val_if_fail (layout != NULL, NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      SudokuLayoutInfo *info = g_ptr_array_index (self->items, i);

      if (sk_layout_equal (sudoku_layout_info_get_layout (info), layout))
        return info;
    }
  return NULL;
}

/* "Windmühle 2" -> "windmuhle-2": a file name that any file system takes. */
static char *
id_from_name (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name, NULL);
  GString *id = g_string_new (NULL);

  for (const char *p = ascii; *p != '\0' && id->len < MAX_ID_LENGTH; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0)
    g_string_append (id, "layout");
  return g_string_free (id, FALSE);
}

/* Saving again under the same name replaces the user's own layout; it never
 * shadows a shipped one or another user layout of a different name. */
static char *
choose_id (SudokuLayoutCatalog *self,
           const char          *name)
{
  g_autofree char *base = id_from_name (name);
  char *id = g_strdup (base);

  for (guint n = 2;; n++)
    {
      SudokuLayoutInfo *info = lookup_id (self, id);

      if (info == NULL ||
          (sudoku_layout_info_is_user (info) &&
           g_str_equal (sudoku_layout_info_get_name (info), name)))
        return id;
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
}

typedef struct
{
  GFile    *folder;
  char     *id;
  char     *name;
  SkLayout  layout;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->folder);
  g_clear_pointer (&data->id, g_free);
  g_clear_pointer (&data->name, g_free);
  g_free (data);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  g_autofree char *basename = g_strconcat (data->id, LAYOUT_SUFFIX, NULL);
  g_autoptr(GFile) file = g_file_get_child (data->folder, basename);
  g_autofree char *contents = sudoku_layout_file_write (&data->layout, data->name);
  GError *error = NULL;

  if (!g_file_make_directory_with_parents (data->folder, cancellable, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_task_return_error (task, error);
          return;
        }
      g_clear_error (&error);
    }

  if (!sudoku_safe_write_contents (file, contents, strlen (contents), SUDOKU_SAFE_WRITE_NONE,
                                   cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }

  g_task_return_pointer (task,
                         sudoku_layout_info_new (data->id, data->name, &data->layout, file, TRUE),
                         g_object_unref);
}

static void
save_done (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  SudokuLayoutCatalog *self = SUDOKU_LAYOUT_CATALOG (object);
  g_autoptr(GTask) outer = user_data;
  g_autoptr(SudokuLayoutInfo) info = NULL;
  SudokuLayoutInfo *old;
  GError *error = NULL;
  guint position;

  info = g_task_propagate_pointer (G_TASK (result), &error);
  if (info == NULL)
    {
      g_task_return_error (outer, error);
      return;
    }

  old = lookup_id (self, sudoku_layout_info_get_id (info));
  if (old != NULL && g_ptr_array_find (self->items, old, &position))
    {
      g_ptr_array_remove_index (self->items, position);
      g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
    }
  g_ptr_array_add (self->items, g_object_ref (info));
  g_ptr_array_sort (self->items, compare_infos);
  g_ptr_array_find (self->items, info, &position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);

  g_task_return_pointer (outer, g_steal_pointer (&info), g_object_unref);
}

void
sudoku_layout_catalog_save_async (SudokuLayoutCatalog *self,
                                  const char          *name,
                                  const SkLayout      *layout,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) outer = NULL;
  g_autoptr(GTask) inner = NULL;
  g_autofree char *stripped = NULL;
  SaveData *data;

  g_return_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (layout != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, sudoku_layout_catalog_save_async);
  g_task_set_name (outer, "sudoku_layout_catalog_save_async");

  stripped = g_strstrip (g_utf8_make_valid (name, -1));
  if (stripped[0] == '\0')
    {
      g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("A layout needs a name"));
      return;
    }
  if (self->user == NULL)
    {
      g_task_return_new_error (outer, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("There is no folder for your own layouts"));
      return;
    }

  data = g_new0 (SaveData, 1);
  data->folder = g_object_ref (self->user);
  data->id = choose_id (self, stripped);
  data->name = g_steal_pointer (&stripped);
  data->layout = *layout;

  inner = g_task_new (self, cancellable, save_done, g_steal_pointer (&outer));
  g_task_set_name (inner, "sudoku_layout_catalog_save_async (worker)");
  g_task_set_task_data (inner, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (inner, save_worker);
}

/**
 * sudoku_layout_catalog_save_finish:
 *
 * Returns: (transfer full) (nullable): the saved layout, now in the catalog
 */
SudokuLayoutInfo *
sudoku_layout_catalog_save_finish (SudokuLayoutCatalog  *self,
                                   GAsyncResult         *result,
                                   GError              **error)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
