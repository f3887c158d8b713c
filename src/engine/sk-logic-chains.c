/* sk-logic-chains.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_x_cycle (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_xy_chain (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_aic (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_als_xz (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

