import * as v from 'valibot';
import type { TierName } from '../tiers';

/**
 * A tier name in a reply: trimmed and lower-cased; an unknown name is kept (spec 5 gives it a
 * warning and no configuration, not a broken screen).
 */
export const TierNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((name): TierName => name),
);
