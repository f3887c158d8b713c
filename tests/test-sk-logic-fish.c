/* test-sk-logic-fish.c: placeholder until its tests are written */
#include "sk-logic-test-util.h"

static void
test_placeholder (void)
{
  g_assert_true (sk_technique_info (SK_TECH_SEARCH) != NULL);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/placeholder", test_placeholder);
  return g_test_run ();
}
