import { HIDDEN_EXTRACTED_KEYS } from './extracted-data';

/**
 * `base`, else `base_2`, `base_3`…: the first key not in `taken` and not one of a call's own
 * extracted-data keys (an ask keyed `summary` would overwrite the call's summary).
 */
export function freeAskKey(base: string, taken: ReadonlySet<string>): string {
  const isFree = (key: string) => !taken.has(key) && !HIDDEN_EXTRACTED_KEYS.has(key);
  let key = base;
  for (let n = 2; !isFree(key); n++) key = `${base}_${n}`;
  return key;
}
