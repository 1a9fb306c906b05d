import { type Ask, MAX_ASKS } from '#shared/contracts/asks';
import { freeAskKey } from '#shared/domain/ask-keys';

/** Asks followed by new ones, without asking a question twice, keys kept unique, at most six. */
export function mergeAsks(asks: Ask[], added: Ask[]): Ask[] {
  const merged = [...asks];
  for (const ask of added) {
    if (merged.some((a) => a.label.toLowerCase() === ask.label.toLowerCase())) continue;
    merged.push({ ...ask, key: freeAskKey(ask.key, new Set(merged.map((a) => a.key))) });
  }
  return merged.slice(0, MAX_ASKS);
}
