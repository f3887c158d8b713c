/* fuzz-replay.c: runs a fuzz target over files, without libFuzzer
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: replay-fuzz-NAME FILE|FOLDER...
 *
 * Every file given, and every regular file directly inside a folder given
 * (in name order, hidden files skipped), is passed whole to the target's
 * LLVMFuzzerTestOneInput(). A broken property aborts, as under libFuzzer;
 * otherwise the program prints how many inputs it ran and exits 0. Plain C
 * and POSIX, so that the engine's target needs no GLib.
 */

#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz-common.h"

static int n_inputs;

static int
replay_file (const char *path)
{
  FILE *file = fopen (path, "rb");
  unsigned char *data = NULL;
  size_t size = 0;
  size_t allocated = 0;

  if (file == NULL)
    {
      fprintf (stderr, "replay: %s: %s\n", path, strerror (errno));
      return 1;
    }

  for (;;)
    {
      size_t n_read;

      if (size == allocated)
        {
          unsigned char *grown;

          allocated = allocated == 0 ? 4096 : 2 * allocated;
          grown = realloc (data, allocated);
          if (grown == NULL)
            {
              fprintf (stderr, "replay: %s: out of memory\n", path);
              free (data);
              fclose (file);
              return 1;
            }
          data = grown;
        }
      n_read = fread (data + size, 1, allocated - size, file);
      size += n_read;
      if (n_read == 0)
        break;
    }

  if (ferror (file))
    {
      fprintf (stderr, "replay: %s: read error\n", path);
      free (data);
      fclose (file);
      return 1;
    }
  fclose (file);

  /* Shown before the run, so that the input of a crash is the last name printed. */
  fprintf (stderr, "replay: %s (%zu bytes)\n", path, size);
  LLVMFuzzerTestOneInput (data, size);
  free (data);
  n_inputs++;
  return 0;
}

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static int
replay_folder (const char *path)
{
  DIR *dir = opendir (path);
  struct dirent *entry;
  char **names = NULL;
  size_t n_names = 0;
  int failed = 0;

  if (dir == NULL)
    {
      fprintf (stderr, "replay: %s: %s\n", path, strerror (errno));
      return 1;
    }

  while ((entry = readdir (dir)) != NULL)
    {
      char **grown;

      if (entry->d_name[0] == '.')
        continue;
      grown = realloc (names, (n_names + 1) * sizeof *names);
      if (grown == NULL)
        {
          failed = 1;
          break;
        }
      names = grown;
      names[n_names] = malloc (strlen (path) + strlen (entry->d_name) + 2);
      if (names[n_names] == NULL)
        {
          failed = 1;
          break;
        }
      sprintf (names[n_names], "%s/%s", path, entry->d_name);
      n_names++;
    }
  closedir (dir);

  if (n_names > 1)
    qsort (names, n_names, sizeof *names, compare_names);
  for (size_t i = 0; i < n_names; i++)
    {
      struct stat info;

      if (stat (names[i], &info) == 0 && S_ISREG (info.st_mode))
        failed |= replay_file (names[i]);
      free (names[i]);
    }
  free (names);

  return failed;
}

int
main (int    argc,
      char **argv)
{
  int failed = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE|FOLDER...\n", argv[0]);
      return 2;
    }

  LLVMFuzzerInitialize (&argc, &argv);

  for (int i = 1; i < argc; i++)
    {
      struct stat info;

      if (stat (argv[i], &info) != 0)
        {
          fprintf (stderr, "replay: %s: %s\n", argv[i], strerror (errno));
          failed = 1;
        }
      else if (S_ISDIR (info.st_mode))
        failed |= replay_folder (argv[i]);
      else
        failed |= replay_file (argv[i]);
    }

  printf ("replayed %d inputs%s\n", n_inputs, failed ? ", some could not be read" : "");
  return failed || n_inputs == 0;
}
