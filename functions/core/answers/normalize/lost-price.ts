import { periodOf } from './price-periods';
import { namesThing, singular, type Token, tokensOf } from './tokens';

/** What a transcript marks in brackets is not speech: "[static]", "[inaudible]", "[line cuts out]". */
const MARK = /\[[^\]]*\]/g;
/** Where a phrase starts: after a pause or a joining word. */
const PHRASE_START = /[,.;:!?]|\b(?:and|but|or)\b/gi;

/**
 * Whether the price asked was lost on the line: a mark stands where the value would be said, after
 * the verb of a phrase that says no price yet and names the thing asked or nothing ("Kids at the door
 * are [static] and adults are thirty" to a kid's ticket, "It's, uh, [inaudible]"), unlike "adults are
 * [static], kids twelve" to a kid's ticket or "it's forty [static] a month".
 */
export function priceLost(text: string, label: Token[]): boolean {
  // "kids" and "a child", "a person" and "people": one word for who is priced.
  const thing = (t: Token) => periodOf(t.word) ?? singular(t.word);
  const asked = new Set(label.filter(namesThing).map(thing));
  return [...text.matchAll(MARK)].some((mark) => {
    const before = text.slice(0, mark.index);
    const start = Math.max(0, ...[...before.matchAll(PHRASE_START)].map((m) => m.index + m[0].length));
    const phrase = tokensOf(before.slice(start)).filter((t) => !/^(uh|um|er)$/.test(t.word));
    const last = phrase.at(-1);
    if (!last?.tags.has('Verb') || phrase.some((t) => t.value !== null)) return false;
    const things = phrase.filter(namesThing);
    return things.length === 0 || things.some((t) => asked.has(thing(t)));
  });
}
