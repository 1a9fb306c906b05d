import { namesAdults, namesChildren } from '#functions/core/answers/normalize/people';
import { periodOf } from '#functions/core/answers/normalize/price-periods';
import { namesThing, singular, type Token, tokensOf } from '#functions/core/answers/normalize/tokens';

/** Whether a price is said of someone or something other than what the question asks the price of. */

/** A thing named, not a period or a measure ("for the day", "a 42-inch"). */
const isObject = (t: Token) => namesThing(t) && !t.tags.has('Date') && !periodOf(t.word);

/** The things a price is said to be for or on: "for an SUV" → suv, "interior on a sedan" → sedan. */
function objects(tokens: Token[]): Set<string> {
  const found = new Set<string>();
  for (const [i, token] of tokens.entries()) {
    if (token.word !== 'for' && token.word !== 'on') continue;
    const noun = tokens.slice(i + 1, i + 4).find((t, k, next) => isObject(t) && next[k - 1]?.value == null);
    if (noun) found.add(singular(noun.word));
  }
  return found;
}

/**
 * Whether the first person a text names is a grown-up ("adults it's thirty-nine", "one grown-up
 * comes free"), not one of grown-ups and children named together ("adults and kids are the same").
 */
function firstNamesAdults(tokens: Token[]): boolean {
  const first = tokens.findIndex((_, i) => namesAdults(tokens, i) || namesChildren(tokens, i));
  if (first < 0 || !namesAdults(tokens, first)) return false;
  const joined = (k: number) => /^(and|or)$/.test(tokens[k]!.word) && namesChildren(tokens, k + 1);
  return !tokens.slice(first + 1, first + 4).some((_, k) => joined(first + 1 + k));
}

/**
 * "Adults it's thirty-nine" to the price of a child's meal or of a workshop (a parent asks for their
 * child, unless the question names grown-ups); "interior on a sedan is one forty-nine" to an
 * interior detail for an SUV: the price of another kind of person or thing than the one asked.
 */
export function pricedForAnother(label: string, statement: string): boolean {
  const [asked, said] = [tokensOf(label), tokensOf(statement)];
  if (firstNamesAdults(said) && !asked.some((_, i) => namesAdults(asked, i))) return true;
  const [askedFor, saidFor] = [objects(asked), objects(said)];
  return askedFor.size > 0 && saidFor.size > 0 && [...saidFor].every((thing) => !askedFor.has(thing));
}
