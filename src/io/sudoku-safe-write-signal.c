/* sudoku-safe-write-signal.c: removing the temporary files when sudoku-solve is stopped
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Ctrl+C during a long --print-to used to leave a hidden temporary file of
 * several megabytes in the folder. The handler may only call async-signal-safe
 * functions, so it cannot take a lock or free memory: the paths sit in a
 * fixed table, each slot claimed with an atomic compare-and-swap and marked
 * ready only once its path is copied in, so the handler never reads a path
 * being written. It unlinks the ready ones, puts the signal's default action
 * back and raises it again, so the process still dies of the signal (a
 * shell's `$?` says 130 for Ctrl+C, as before). A SIGKILL cannot be caught:
 * its temporary file is removed by the next write to the same target
 * (sudoku-safe-write.c).
 */

#define G_LOG_DOMAIN "sudoku-safe-write"

#include "config.h"

#include "sudoku-safe-write.h"
#include "sudoku-safe-write-private.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum
{
  SLOT_FREE,
  SLOT_FILLING,
  SLOT_READY,
};

/* sudoku-solve writes one file at a time; a few more for safety. */
#define N_SLOTS 8

static gint slot_state[N_SLOTS];
static char slot_path[N_SLOTS][PATH_MAX];

int
_sudoku_safe_write_register_temp (const char *path)
{
  if (strlen (path) >= PATH_MAX)
    return -1;
  for (int i = 0; i < N_SLOTS; i++)
    if (g_atomic_int_compare_and_exchange (&slot_state[i], SLOT_FREE, SLOT_FILLING))
      {
        strcpy (slot_path[i], path);
        g_atomic_int_set (&slot_state[i], SLOT_READY);
        return i;
      }
  return -1;
}

void
_sudoku_safe_write_unregister_temp (int slot)
{
  if (slot >= 0 && slot < N_SLOTS)
    g_atomic_int_set (&slot_state[slot], SLOT_FREE);
}

static const int handled_signals[] = { SIGINT, SIGTERM, SIGHUP };

static void
remove_temps_and_die (int signum)
{
  for (int i = 0; i < N_SLOTS; i++)
    if (g_atomic_int_get (&slot_state[i]) == SLOT_READY)
      unlink (slot_path[i]);
  /* SA_RESETHAND put back the default action; the signal stays blocked until
   * the handler returns, and then kills: nothing here runs on. */
  (void) raise (signum);
}

void
sudoku_safe_write_remove_temp_on_signal (void)
{
  const int *signals = handled_signals;
  struct sigaction action;

  memset (&action, 0, sizeof action);
  action.sa_handler = remove_temps_and_die;
  action.sa_flags = SA_RESETHAND;
  sigemptyset (&action.sa_mask);
  for (guint i = 0; i < G_N_ELEMENTS (handled_signals); i++)
    sigaddset (&action.sa_mask, signals[i]);

  for (guint i = 0; i < G_N_ELEMENTS (handled_signals); i++)
    {
      struct sigaction old;

      /* An ignored signal stays ignored: `nohup`, or a job a script started
       * with `&`, which the shell runs with SIGINT ignored. */
      if (sigaction (signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
        continue;
      sigaction (signals[i], &action, NULL);
    }
}
