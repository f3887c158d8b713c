/* sk-logic-unique.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_unique_rectangle (const SkLogicContext *ctx, int type, SkStep *step)
{
  (void) ctx;
  (void) type;
  (void) step;
  return false;
}

bool
sk_find_bug_plus_one (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

