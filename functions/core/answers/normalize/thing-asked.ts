import nlp from 'compromise';
import type { MoneyPeriod } from '#shared/contracts/asks';
import { periodOf } from './price-periods';
import { namesThing, singular, type Token } from './tokens';

/** Names of payments and of the time a service takes, which are no things bought. */
const PAYMENTS = new Set([
  'fee',
  'charge',
  'rate',
  'price',
  'cost',
  'tuition',
  'fare',
  'toll',
  'total',
  'service',
]);
/** Endings of nouns made from verbs or qualities: an inspection, a removal, a membership, a cleaning. */
const ACTION_ENDING = /(tion|sion|ment|ance|ence|al|ure|ship|ing|ity|ery|cy|ism)$/;
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** The noun the question prices: the last noun before the first preposition after it ("a wrist corsage with roses"). */
function headNoun(label: Token[]): Token | null {
  let head: Token | null = null;
  for (const token of label) {
    if (head && token.tags.has('Preposition')) break;
    if (namesThing(token)) head = token;
  }
  return head;
}

/**
 * A price said with no unit, of a thing the question asks the price of, is per item: "How much is a
 * corsage?" "With roses it's forty-five." A thing is a plain noun that names no period, person,
 * payment or action (a dictionary word that is also a verb, "a test", "a repair", or one made from a
 * verb, "an inspection").
 */
export function thingAsked(label: Token[]): MoneyPeriod | null {
  // "How much to replace the screen?": a service done to the thing.
  if (label.some((t, i) => t.word === 'to' && label[i + 1]?.tags.has('Verb'))) return null;
  const head = headNoun(label);
  if (!head || head.tags.has('Actor') || head.tags.has('Person') || head.tags.has('ProperNoun')) return null;
  const word = head.tags.has('Plural') ? singular(head.word) : head.word;
  if (periodOf(word) || PAYMENTS.has(word) || ACTION_ENDING.test(word) || Object.hasOwn(LEXICON, word))
    return null;
  return 'item';
}
