import { readDuration } from '#functions/core/answers/normalize/duration';
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

type Names = (tokens: Token[], at: number) => boolean;

/** People priced apart from everyone else: "babies under one are free", "members pay two-ten". */
const GROUPS = new Set(['baby', 'infant', 'member', 'senior', 'student', 'veteran', 'sibling']);
/** Names of a price a group is given: "the sibling rate", "member pricing". */
const GROUP_PRICES = new Set(['rate', 'price', 'pricing', 'fee', 'fare', 'discount']);

/**
 * Whether a statement opens on a group priced apart that the question does not name: "Babies under
 * one are free, and members are free" to "How much does it cost?".
 */
function saidOfAGroup(said: Token[], asked: Token[]): boolean {
  const at = said.findIndex((t) => t.tags.has('Noun') && !t.tags.has('Pronoun'));
  // "Babies under one", "the sibling rate", not "Student clarinet is twenty-two": the group, or its
  // price, not a word describing a thing.
  const next = said[at + 1];
  if (at < 0 || (next?.tags.has('Noun') && !GROUP_PRICES.has(next.word))) return false;
  const group = singular(said[at]!.word);
  return GROUPS.has(group) && !asked.some((t) => singular(t.word) === group);
}

/**
 * Whether the first person a text names is one of `these` ("adults it's thirty-nine", "one grown-up
 * comes free"), not one named together with `others` ("adults and kids are the same").
 */
function firstNames(tokens: Token[], these: Names, others: Names): boolean {
  const first = tokens.findIndex((_, i) => these(tokens, i) || others(tokens, i));
  if (first < 0 || !these(tokens, first)) return false;
  const joined = (k: number) => /^(and|or)$/.test(tokens[k]!.word) && others(tokens, k + 1);
  return !tokens.slice(first + 1, first + 4).some((_, k) => joined(first + 1 + k));
}

const names = (tokens: Token[], who: Names) => tokens.some((_, i) => who(tokens, i));

/**
 * "Adults it's thirty-nine" to the price of a child's meal or of a workshop (a parent asks for their
 * child, unless the question names grown-ups), "kids are nine" to the adult fare; "interior on a sedan is one forty-nine" to an
 * interior detail for an SUV; "forty-five minutes is sixty" to a 30-minute lesson: the price of
 * another kind of person, thing or length than the one asked.
 */
export function pricedForAnother(label: string, statement: string): boolean {
  const [asked, said] = [tokensOf(label), tokensOf(statement)];
  if (firstNames(said, namesAdults, namesChildren) && !names(asked, namesAdults)) return true;
  if (saidOfAGroup(said, asked)) return true;
  // "Children five to eleven are half that, nine twenty-five" to the adult fare.
  if (
    firstNames(said, namesChildren, namesAdults) &&
    names(asked, namesAdults) &&
    !names(asked, namesChildren)
  )
    return true;
  const [askedFor, saidFor] = [objects(asked), objects(said)];
  if (askedFor.size > 0 && saidFor.size > 0 && [...saidFor].every((thing) => !askedFor.has(thing)))
    return true;
  return ofAnotherLength(asked, said);
}

/**
 * "Forty-five minutes is sixty" to "How much is a 30-minute lesson?": a price said of another length
 * than the one the question names.
 */
function ofAnotherLength(asked: Token[], said: Token[]): boolean {
  const length = readDuration(asked)?.value.minutes;
  const other = length === undefined ? undefined : readDuration(said)?.value.minutes;
  return other !== undefined && other !== length;
}
