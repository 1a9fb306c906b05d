import { type Ask, MAX_ASKS } from '../../../shared/contracts/asks';

/** Asks followed by new ones, without asking a question twice, keys kept unique, at most six. */
export function mergeAsks(asks: Ask[], added: Ask[]): Ask[] {
  const merged = [...asks];
  for (const ask of added) {
    if (merged.some((a) => a.label.toLowerCase() === ask.label.toLowerCase())) continue;
    let key = ask.key;
    for (let n = 2; merged.some((a) => a.key === key); n++) key = `${ask.key}_${n}`;
    merged.push({ ...ask, key });
  }
  return merged.slice(0, MAX_ASKS);
}
