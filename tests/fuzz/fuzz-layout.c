/* fuzz-layout.c: layout files (key files, plain maps, KSudoku shapes), on any bytes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties checked on every input:
 *   - sudoku_layout_file_parse() succeeds, or fails with a file error that
 *     names the input and leaves the layout and the name untouched;
 *   - a layout read has nine regions of nine cells, tables that agree with
 *     its region map, and symbols that read back to the same layout
 *     (fuzz_check_layout());
 *   - written with sudoku_layout_file_write() and read back, it is the same
 *     layout with the same name (control characters but tab, newline and
 *     carriage return turned into spaces: fuzz_key_file_text()).
 */

#include <string.h>

#include "fuzz-io.h"
#include "sudoku-file-error.h"
#include "sudoku-layout-file.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_io_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *again_name = NULL;
  g_autofree char *written = NULL;
  g_autofree char *expected_name = NULL;
  char *untouched = (char *) "untouched";
  SkLayout layout;
  SkLayout before;
  SkLayout again;
  gboolean ok;

  /* A pattern no parse can produce: a failure must leave it as it was. */
  memset (&layout, 0xa5, sizeof layout);
  before = layout;
  name = untouched;

  ok = sudoku_layout_file_parse ((const char *) data, size, FUZZ_DISPLAY_NAME, &layout,
                                 &name, &error);
  if (!ok)
    {
      FUZZ_CHECK (error != NULL, "failure without an error");
      FUZZ_CHECK (error->domain == SUDOKU_FILE_ERROR, "not a file error: %s", error->message);
      fuzz_check_error_position (error, (const char *) data, size);
      FUZZ_CHECK (memcmp (&layout, &before, sizeof layout) == 0, "a failed parse changed the layout");
      FUZZ_CHECK (name == untouched, "a failed parse changed the name");
      name = NULL;
      return 0;
    }

  FUZZ_CHECK (error == NULL, "success with an error: %s", error->message);
  FUZZ_CHECK (name != untouched, "the name was not set");
  FUZZ_CHECK (name == NULL || (name[0] != '\0' && g_utf8_validate (name, -1, NULL)),
              "the name is empty or not UTF-8");
  fuzz_check_layout (&layout);

  written = sudoku_layout_file_write (&layout, name);
  FUZZ_CHECK (sudoku_layout_file_parse (written, strlen (written), FUZZ_DISPLAY_NAME, &again,
                                        &again_name, &again_error),
              "the written layout cannot be read back: %s\n---\n%s---",
              again_error->message, written);
  FUZZ_CHECK (sk_layout_equal (&layout, &again), "another layout read back\n---\n%s---", written);
  expected_name = fuzz_key_file_text (name);
  FUZZ_CHECK (g_strcmp0 (expected_name, again_name) == 0, "name \"%s\" read back as \"%s\"",
              name != NULL ? name : "(none)", again_name != NULL ? again_name : "(none)");

  return 0;
}
