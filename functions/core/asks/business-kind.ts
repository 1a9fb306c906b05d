import nlp from 'compromise';
import { isAttribute } from './items';
import { naming, PLACE, type Term, termsOf } from './named-terms';
import { businessesSearched } from './search';
import { plainText } from './typed-text';
import { expandContractions } from './words';

/**
 * The kind of business a parent's question looks for, in the plural: "gymnastics clubs" of
 * "swim-free weekend ideas — any gymnastics clubs with open gym for a 7 year old?", "piano teachers"
 * of "Looking for a piano teacher", or null when it names none ("How much is a lesson?"). It is the
 * noun phrase the search names (`businessesSearched`, or the one after "any", "need a", "recommend
 * a", "are there", "find"), else one followed by where it is ("dentists near me") or by "that" or
 * "who" opening the question; read by compromise's tags, with no list of kinds of business. A
 * phrase ruled out ("not swimming", "instead of swim lessons", "no daycares") is not what is looked
 * for, nor a word made "-free" ("swim-free").
 */
export function businessKindOf(question: string): string | null {
  const text = expandContractions(plainText(question)).replace(/\s+/g, ' ').trim();
  const terms = termsOf(text);
  const candidates = [...searchedPhrases(text), ...cuedPhrases(text, terms), ...placedPhrases(text, terms)];
  const found = candidates
    .filter((c) => !RULED_OUT.test(text.slice(clauseStart(text, c.start), c.start)))
    .map((c) => kindOf(c.phrase))
    .find((kind) => kind !== null);
  return found ?? null;
}

/** A phrase of the question and where it starts. */
interface Candidate {
  phrase: string;
  start: number;
}

/** A speaker's pause or a sentence end: "weekend ideas — any…", "Not swimming: looking for…". */
const PAUSE = /[.?!;:,()\u2013\u2014]|--|\s-\s/;

/** Where the clause holding `at` starts: after the last pause before it. */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const match of text.slice(0, at).matchAll(new RegExp(PAUSE.source, 'g'))) {
    start = match.index + match[0].length;
  }
  return start;
}

/** "not", "no", "instead of", "rather than", "except", "hates": what follows is not wanted. */
const RULED_OUT =
  /\b(?:not|no|never|without|instead of|rather than|other than|except(?: for)?|besides|apart from|hates?|avoid(?:ing)?|tired of|done with)\b(?:\s+[\w'-]+){0,3}\s*$/i;

/** Each clause read by the asks parser's search (`search.ts`): "which … near me", "any … that", "looking for … who". */
function searchedPhrases(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const clause of clausesOf(text)) {
    const phrase = businessesSearched(clause.text);
    if (phrase) found.push({ phrase, start: clause.start + clause.text.lastIndexOf(phrase) });
  }
  return found;
}

function clausesOf(text: string): { text: string; start: number }[] {
  const clauses: { text: string; start: number }[] = [];
  const splitter = new RegExp(`\\s*(?:${PAUSE.source})\\s*`, 'g');
  let start = 0;
  for (const match of text.matchAll(splitter)) {
    clauses.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  clauses.push({ text: text.slice(start), start });
  return clauses.filter((c) => c.text.trim() !== '');
}

/** Words after which the businesses looked for are named, and the words before their name. */
const CUE =
  /\b(?:any|looking for|searching for|look for|search for|find(?: me| us)?|need|want|recommend|suggest|know of|are there|is there|there are)\s+(?:(?:a|an|some|any|the|good|great|best|local|nearby|reliable|reputable|affordable|cheap|decent|recommended|other|more)\s+)*/gi;

function cuedPhrases(text: string, terms: Term[]): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(CUE)) {
    const from = terms.findIndex((t) => t.start >= match.index + match[0].length);
    const named = from < 0 ? [] : nameAt(text, terms, from);
    if (named.length > 0) found.push(candidateOf(text, named));
  }
  return found;
}

/** "dentists near me", "Horse riding stables that take beginners?": named before where or what they are. */
function placedPhrases(text: string, terms: Term[]): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 0; i < terms.length; i++) {
    const opens = i === 0 || clauseStart(text, terms[i]!.start) >= terms[i - 1]!.end;
    if (!opens && naming(terms[i - 1]!)) continue;
    const named = nameAt(text, terms, i);
    const after = text.slice(named.at(-1)?.end ?? 0).trimStart();
    const relative = opens && /^(?:that|who)\b/i.test(after);
    if (named.length > 0 && (PLACE.test(after) || relative)) found.push(candidateOf(text, named));
  }
  return found;
}

const candidateOf = (text: string, named: Term[]): Candidate => ({
  phrase: text.slice(named[0]!.start, named.at(-1)!.end),
  start: named[0]!.start,
});

/** Words that end a business's name: where it is, what it is for or with, a relative. */
const ENDS_NAME =
  /^(?:near|nearby|around|close|within|instead|please|that|who|which|to|for|with|in|at|on|by|from|this|next|so|and|or|but|if|like|today|tonight|tomorrow|asap|now|soon|urgently)$/i;

const isNoun = (t: Term) => t.tags.includes('Noun') || t.tags.includes('Plural');

/** The name of businesses starting at `from`, up to five words: "gymnastics clubs", "horse riding stables". */
function nameAt(text: string, terms: Term[], from: number): Term[] {
  const named: Term[] = [];
  for (let j = from; j < terms.length && named.length < 5; j++) {
    const term = terms[j]!;
    if (named.length > 0 && PAUSE.test(text.slice(terms[j - 1]!.end, term.start))) break;
    if (!naming(term) || ENDS_NAME.test(term.text) || term.tags.includes('Date')) break;
    if (term.tags.includes('Adverb') && !isNoun(term)) break;
    if (named.length > 0 && PLACE.test(text.slice(term.start))) break;
    if (named.length > 0 && term.tags.includes('Verb') && !isNoun(term) && !nameGoesOn(text, terms, j)) break;
    named.push(term);
  }
  while (named.length > 0 && !isNoun(named.at(-1)!) && !/s$/i.test(named.at(-1)!.text)) named.pop();
  return named;
}

/**
 * A word compromise takes for a verb inside a name: "riding" before the rest of "riding stables",
 * or the plural closing it ("gymnastics clubs with…"), not a verb said of them ("dentists take…").
 */
function nameGoesOn(text: string, terms: Term[], at: number): boolean {
  const term = terms[at]!;
  const next = terms[at + 1];
  if (term.tags.includes('Gerund')) return next !== undefined && naming(next) && !ENDS_NAME.test(next.text);
  const ends =
    !next ||
    PAUSE.test(text.slice(term.end, next.start)) ||
    ENDS_NAME.test(next.text) ||
    next.tags.includes('Preposition') ||
    PLACE.test(text.slice(next.start));
  return ends && /s$/i.test(term.text);
}

/** Nouns that name no business: what is asked for, or a thing come free ("any ideas", "any openings"). */
const NO_BUSINESS =
  /^(?:ideas?|suggestions?|recommendations?|advice|help|info|information|luck|thoughts?|tips?|things?|ones?|ways?|chance|openings?|spots?|spaces?|slots?|vacanc(?:y|ies)|room|quotes?|appointments?|discounts?|deals?|kids?|children|child|sons?|daughters?|babies|baby|toddlers?|someone|somebody|anyone|anybody|people|person)$/i;

/** The phrase as a kind of business in the plural, without words made "-free"; null when it names none. */
function kindOf(phrase: string): string | null {
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !/-free$/.test(w));
  const head = words.at(-1);
  if (!head || NO_BUSINESS.test(head) || isAttribute(words.join(' '))) return null;
  if (nlp(head).has('(#Place|#Pronoun|#Date|#Value)')) return null;
  return [...words.slice(0, -1), pluralOf(head)].join(' ');
}

const world = nlp.world() as unknown as {
  methods: { two: { transform: { noun: { toPlural(word: string, model: unknown): string } } } };
  model: unknown;
};

/** "teacher" → "teachers", "clubs" and "gymnastics" as they are (the tagger's own noun forms). */
function pluralOf(word: string): string {
  if (nlp(word).has('#Plural') || /s$/.test(word)) return word;
  return world.methods.two.transform.noun.toPlural(word, world.model);
}
