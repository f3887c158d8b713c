/* sudoku-data-dir.c: where the program's shipped data files are
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Running from the build tree must not need `meson install`, and must not
 * pick up an older installed copy either: the executable's own path tells
 * the two apart.
 */

#define G_LOG_DOMAIN "sudoku-data-dir"

#include "config.h"

#include "sudoku-data-dir.h"

static gboolean
running_from_build_tree (void)
{
  g_autofree char *executable = g_file_read_link ("/proc/self/exe", NULL);

  return executable != NULL && g_str_has_prefix (executable, BUILD_ROOT G_DIR_SEPARATOR_S);
}

/**
 * sudoku_data_dir_get_folder:
 * @name: a folder of data/, such as "layouts"
 *
 * Returns: (transfer full): the folder; it may not exist
 */
GFile *
sudoku_data_dir_get_folder (const char *name)
{
  const char *override = g_getenv ("SUDOKU_SOLVER_DATADIR");

  g_return_val_if_fail (name != NULL, NULL);

  if (override != NULL && override[0] != '\0')
    return g_file_new_build_filename (override, name, NULL);
  if (running_from_build_tree ())
    return g_file_new_build_filename (SOURCE_DATADIR, name, NULL);
  return g_file_new_build_filename (PKGDATADIR, name, NULL);
}
