/* sk-logic-basic.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_full_house (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_hidden_single_region (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_hidden_single_line (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_naked_single (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_pointing (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

bool
sk_find_claiming (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

