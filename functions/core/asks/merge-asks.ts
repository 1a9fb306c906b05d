import { type Ask, type KeptAsks, MAX_ASKS } from '#shared/contracts/asks';
import { freeAskKey } from '#shared/domain/ask-keys';

/** A question's parts as a call asks them: the first six, and the parts left out beyond them. */
export function keptAsks(parts: readonly Ask[]): KeptAsks {
  return { asks: parts.slice(0, MAX_ASKS), leftOut: parts.slice(MAX_ASKS) };
}

/**
 * Asks followed by new ones, without asking a question twice, keys kept unique: at most six are
 * kept, the new ones beyond them are left out (their keys still free, so one can be swapped in).
 */
export function mergeAsks(asks: readonly Ask[], added: readonly Ask[]): KeptAsks {
  const merged = [...asks];
  for (const ask of added) {
    if (merged.some((a) => a.label.toLowerCase() === ask.label.toLowerCase())) continue;
    merged.push({ ...ask, key: freeAskKey(ask.key, new Set(merged.map((a) => a.key))) });
  }
  return keptAsks(merged);
}
