/* sk-logic-wings.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_xy_wing (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_xyz_wing (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_w_wing (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_skyscraper (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_two_string_kite (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_simple_colouring (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

