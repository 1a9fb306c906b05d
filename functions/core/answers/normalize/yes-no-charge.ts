import { namesThing, singular, type Token } from './tokens';

/** What an answer says of the price of the thing asked, apart from the thing itself. */

/**
 * "Doesn't cost a thing", "no charge", "you won't pay extra", "no out-of-pocket": a price denied, so
 * the thing is free.
 */
const PRICE_DENIED =
  /\b(?:\w+n['’]t|not|no|never)\s+(?:\w+\s+)?(?:cost|charge|fee|pay|co-?pay|out[- ]of[- ]pocket)\w*(?:\s+(?:you|a thing|anything|a dime|a cent|extra))*|\b(?:there's |there is )?nothing (?:extra|more|additional|on top)\b/gi;
const ABOUT_PRICE = /\b(?:cost|charge|fee|pay|free|price|extra|included)/i;

/**
 * An answer without the denials of a price it makes ("we wrap at the counter, doesn't cost a
 * thing"): to a question not about the price, they say the thing is free, not that it is not had.
 */
export const withoutPriceDenied = (text: string, label: string) =>
  ABOUT_PRICE.test(label) ? text : text.replace(PRICE_DENIED, '');

/**
 * The part of an answer, between pauses, that names whom or what the question asks about, when
 * one does: to "Do kids have to pay?", "Adults are five bucks, kids under sixteen get in free"
 * answers with its second part. Null when no part, or every part, names it.
 */
export function partNamingTheAsked(label: Token[], tokens: Token[]): Token[] | null {
  // compromise may tag the question's noun a verb ("Do kids have to pay?"): any word of it may be named.
  const asked = new Set(
    label
      .filter((t) => t.tags.size > 0 && !FUNCTION.some((tag) => t.tags.has(tag)))
      .map((t) => singular(t.word)),
  );
  if (asked.size === 0) return null;
  const parts: Token[][] = [[]];
  for (const token of tokens) {
    parts.at(-1)!.push(token);
    if (token.pause) parts.push([]);
  }
  const naming = parts.filter((part) => part.some((t) => isThing(t) && asked.has(singular(t.word))));
  return naming.length === 1 && naming[0]!.length < tokens.length ? naming[0]! : null;
}

const FUNCTION = [
  'Auxiliary',
  'Pronoun',
  'Determiner',
  'Preposition',
  'Copula',
  'Modal',
  'QuestionWord',
  'Conjunction',
];

/** A word naming a thing or a person, not a price word ("fee", "cost"). */
const isThing = (token: Token) => namesThing(token) && !ABOUT_PRICE.test(token.word);
