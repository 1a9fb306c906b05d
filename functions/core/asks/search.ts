import nlp from 'compromise';
import { infinitiveOf } from './infinitive';
import { isAttribute } from './items';
import { AUXILIARY, naming, PLACE, type Term, termsOf } from './named-terms';

/**
 * "Which piano teachers near me take 8-year-old beginners?", "Any swim schools that offer private
 * lessons?", "Looking for tutors who do SAT prep", "Find me gyms with a pool": a question searching
 * among businesses is put to each business it is asked of, as whether it does what is searched for
 * ("Do you take 8-year-old beginners?", "Do you have a pool?"). The businesses are what the opener
 * names before the verb (or before "that", "who", "with"), read by compromise's tags, not from a
 * list of kinds of business. After "which" or "what" the phrase names businesses only when a place
 * follows it ("near me", "in Austin", "around here"), or when it names more than one of something
 * that does what is asked, not a time or an attribute ("Which days are you open?", "What ages do
 * you take?", "Which classes have openings?" stay as they are). A sentence that searches for
 * nothing is returned unchanged.
 */
export function askedOfEach(sentence: string): string {
  const asked = searchIn(sentence)?.asked;
  return asked ? `${asked.charAt(0).toUpperCase()}${asked.slice(1)}` : sentence;
}

/**
 * The businesses a search question names, as written ("gymnastics clubs" of "Any gymnastics clubs
 * with open gym?"), or null when the sentence searches for nothing.
 */
export const businessesSearched = (sentence: string): string | null => searchIn(sentence)?.businesses ?? null;

/** What a search names: the businesses, and what each of them is asked. */
interface Search {
  businesses: string;
  asked: string;
}

function searchIn(sentence: string): Search | null {
  for (const { opener, relative } of OPENERS) {
    const opened = opener.exec(sentence);
    if (!opened) continue;
    const rest = sentence.slice(opened[0].length);
    return relative ? afterRelative(rest) : afterQuestionWord(rest);
  }
  return null;
}

const OPENERS = [
  { opener: /^(?:which|what)\s+/i, relative: false },
  { opener: /^(?:(?:are|is) there\s+)?any\s+/i, relative: true },
  {
    opener:
      /^(?:(?:i am|we are|i have been|we have been|just|am|been)\s+)?(?:looking|searching) for\s+(?:(?:a|an|some|any)\s+)?/i,
    relative: true,
  },
  {
    opener: /^(?:(?:can|could|would) you\s+|please\s+)?find me\s+(?:(?:a|an|some|any)\s+)?/i,
    relative: true,
  },
];

/** A thing coming free to be had: what a class or session has, not a business searched for. */
const COMES_FREE = /\b(?:openings?|spots?|spaces?|places?|slots?|vacanc(?:y|ies)|availability|room)\b/i;

const ADDRESSES_BUSINESS = /\b(?:you|your|yours|yourself)\b/i;

/** The first term of `tail`, the end of `text`, with its offsets in `tail` (tagged once, in context). */
function termAt(terms: Term[], text: string, tail: string): Term | undefined {
  const from = text.length - tail.length;
  const term = terms.find((t) => t.start >= from);
  return term && { ...term, start: term.start - from, end: term.end - from };
}

/**
 * "…piano teachers near me take 8-year-old beginners": the businesses named, then what each is
 * asked whether it does.
 */
function afterQuestionWord(rest: string): Search | null {
  const terms = termsOf(rest);
  for (let i = 1; i < Math.min(terms.length, 6); i++) {
    const named = terms.slice(0, i);
    if (!named.every(naming) || /[,;:]/.test(rest.slice(named[0]!.start, named.at(-1)!.end))) return null;
    const head = named.at(-1)!;
    if (!head.tags.includes('Noun') && !head.tags.includes('Plural')) continue;
    const after = rest.slice(head.end).replace(/^\s+/, '');
    const place = PLACE.exec(after);
    const verbPhrase = place ? after.slice(place[0].length) : after;
    const verb = termAt(terms, rest, verbPhrase);
    if (!verb || !isVerb(verb, verbPhrase)) continue;
    const phrase = rest.slice(0, head.end);
    if (isAttribute(phrase) || named.some((t) => t.tags.includes('Date'))) return null;
    if (ADDRESSES_BUSINESS.test(questionPart(verbPhrase))) return null;
    if (!place) {
      // "Which classes have openings?": what a class has free, asked of the classes.
      const plural = head.tags.includes('Plural');
      const actor = head.tags.includes('Actor');
      if (!plural || (COMES_FREE.test(questionPart(verbPhrase)) && !actor)) return null;
    }
    return { businesses: phrase, asked: addressed(verbPhrase) };
  }
  return null;
}

/** "…swim schools (near me) that offer private lessons", "…gyms with a pool". */
function afterRelative(rest: string): Search | null {
  const terms = termsOf(rest);
  for (let i = 1; i < Math.min(terms.length, 6); i++) {
    const named = terms.slice(0, i);
    if (!named.every(naming) || /[,;:]/.test(rest.slice(named[0]!.start, named.at(-1)!.end))) return null;
    const head = named.at(-1)!;
    const after = rest.slice(head.end).replace(/^\s+/, '');
    const place = PLACE.exec(after);
    const tail = place ? after.slice(place[0].length) : after;
    const relative = /^(?:that|who|which)\s+(?:also\s+)?/i.exec(tail);
    const having = /^with\s+/i.exec(tail);
    if (!relative && !having) continue;
    const phrase = rest.slice(0, head.end);
    // "trampoline parks with…": after "any" or "looking for" a noun comes, whatever compromise guesses.
    if (isAttribute(phrase) || COMES_FREE.test(phrase) || head.tags.includes('Adverb')) return null;
    const verbPhrase = tail.slice((relative ?? having)![0].length);
    if (ADDRESSES_BUSINESS.test(questionPart(verbPhrase))) return null;
    // "Any luck with that?": with what was said, not a thing a business has.
    if (having)
      return /^(?:that|this|it|them|those|these)\b/i.test(verbPhrase)
        ? null
        : { businesses: phrase, asked: `do you have ${verbPhrase}` };
    const verb = termAt(terms, rest, verbPhrase);
    return verb && isVerb(verb, verbPhrase) ? { businesses: phrase, asked: addressed(verbPhrase) } : null;
  }
  return null;
}

/** The first question of a verb phrase, before another is joined to it ("…and how much do they charge?"). */
const questionPart = (verbPhrase: string) =>
  verbPhrase.split(/[,;?]|\s+and\s+(?=(?:how|what|when|where|which|who|why|do|does|is|are|can)\b)/i)[0]!;

const MODALS = /^(?:can|could|will|would|should|may|might)$/i;
const ADVERBS = /^(?:still|also|currently|actually|even|ever|already|usually|normally|now)\s+/i;

/** A verb whose subject is the phrase before it, not an auxiliary asking "you" ("are you open"). */
function isVerb(verb: Term, verbPhrase: string): boolean {
  const word = verb.text.toLowerCase();
  const next = verbPhrase.slice(verb.end).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (/^(?:you|we|i|they|he|she|it|there)$/.test(next)) return false;
  // "What mediums do the kids work with?": an auxiliary before another subject asks about that one.
  if (AUXILIARY.test(word) && /^(?:the|my|our|his|her|their|your|this|that|these|those|a|an)$/.test(next))
    return false;
  // "What sports do kids play?": "do" before another subject and its verb.
  if (/^(?:do|does|did)$/.test(word) && nlp(questionPart(verbPhrase.slice(verb.end))).has('#Infinitive'))
    return false;
  return (
    verb.tags.includes('Verb') ||
    MODALS.test(word) ||
    /^(?:is|are|do|does|have|has)$/.test(word) ||
    ADVERBS.test(`${word} `)
  );
}

/** The verb phrase asked of the business it is put to: "take beginners" → "do you take beginners". */
function addressed(verbPhrase: string): string {
  const adverb = ADVERBS.exec(verbPhrase)?.[0] ?? '';
  const phrase = verbPhrase.slice(adverb.length);
  const [verb = '', ...words] = phrase.split(' ');
  const rest = words.join(' ');
  const lower = verb.toLowerCase();
  const join = (...parts: string[]) =>
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(' ');
  if (/^(?:is|are)$/.test(lower)) return join('are you', adverb, rest);
  if (MODALS.test(lower)) return join(lower, 'you', adverb, rest);
  if (/^(?:do|does)$/.test(lower)) return join('do you', adverb, 'do', rest);
  if (/^(?:has|have)$/.test(lower)) return join('do you', adverb, 'have', rest);
  const infinitive = infinitiveOf(verb);
  return join('do you', adverb, infinitive.toLowerCase(), rest);
}
