import nlp from 'compromise';
import {
  AUXILIARIES,
  DETERMINERS,
  FILLERS,
  HOW_WORDS,
  JOINERS,
  PREPOSITIONS,
  QUESTION_WORDS,
  REQUEST_OPENERS,
  SUBJECTS,
  type Token,
} from './words';

/**
 * A sentence cut into pieces at pauses (commas, semicolons, dashes), at joining words ("and",
 * "also", "plus") and, in run-ons, where a new question starts ("…lessons when do they start…"),
 * and each piece's grammatical shape: a question, a time phrase, context, or a list item.
 */

/** A stretch of the sentence between cuts, without leading or trailing fillers; offsets into the sentence. */
export interface Piece {
  tokens: Token[];
  start: number;
  end: number;
}

export function piecesOf(sentence: string, tokens: Token[]): Piece[] {
  const tags = tagsIn(sentence);
  const tagged = (token: Token, tag: string) => tags.get(token.start)?.includes(tag) ?? false;
  // "she is 2 haha and…", "lol do you…": an exclamation stands apart from the words around it.
  const exclaims = (token: Token) =>
    tagged(token, 'Expression') && !tagged(token, 'Conjunction') && !DETERMINERS.has(token.lower);
  const trimmed = (piece: Token[]) =>
    trimFillers(piece, exclaims, (t) => tagged(t, 'Adverb') && !QUESTION_WORDS.has(t.lower));
  const pieces: Piece[] = [];
  let current: Token[] = [];
  const close = () => {
    const core = trimmed(current);
    if (core.length > 0) pieces.push({ tokens: core, start: core[0]!.start, end: core.at(-1)!.end });
    current = [];
  };
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const cut =
      previous &&
      (previous.pause ||
        exclaims(previous) ||
        exclaims(token) ||
        (JOINERS.has(token.lower) && !joinsNumbers(tokens, i) && !alsoInClause(tokens, i)) ||
        // "…for kids if yes what days…": a condition on the answer before opens the next question.
        (token.lower === 'if' && /^(so|yes|not|no)$/.test(tokens[i + 1]?.lower ?? '')) ||
        ((startsQuestion(tokens, i) || startsStatement(tokens, i, tagged)) &&
          hasVerb(trimmed(current), sentence) &&
          !isGlue(tokens, i - 1) &&
          !isSubjectsVerb(tokens, i) &&
          !isModalsVerb(tokens, i) &&
          // "I don't know if this | is the right place": the verb of a clause opened by "if".
          !/^(if|whether)$/.test(tokens[i - 2]?.lower ?? '') &&
          !isRelative(tokens, i)));
    if (cut) close();
    current.push(token);
  });
  close();
  return pieces;
}

/** "do they also do repairs?", "can you also": "also" after a subject or an auxiliary is said inside its clause. */
const alsoInClause = (tokens: Token[], i: number) =>
  tokens[i]!.lower === 'also' &&
  !tokens[i - 1]!.pause &&
  (SUBJECTS.has(tokens[i - 1]!.lower) || AUXILIARIES.has(tokens[i - 1]!.lower));

/** "a group of 11 and 12 year olds", "for 2 and 3 hours": numbers said together share what follows. */
const joinsNumbers = (tokens: Token[], i: number) =>
  /^\d/.test(tokens[i - 1]?.lower ?? '') && !tokens[i - 1]!.pause && /^\d/.test(tokens[i + 1]?.lower ?? '');

/** compromise's tags of each word of the sentence, read in context, by the word's offset. */
function tagsIn(sentence: string): Map<number, string[]> {
  const sentences = nlp(sentence).json({ offset: true }) as {
    terms: { tags: string[]; offset: { start: number } }[];
  }[];
  return new Map(sentences.flatMap((s) => s.terms).map((t) => [t.offset.start, t.tags]));
}

/**
 * Fillers around a piece ("so", "please", "too", "haha") dropped; "the next one" keeps the words its
 * determiner needs. "anyway do you…", "honestly, is it…": adverbs before a question only lead to it.
 */
function trimFillers(
  tokens: Token[],
  exclaims: (token: Token) => boolean,
  isAdverb: (token: Token) => boolean,
): Token[] {
  let from = 0;
  let to = tokens.length;
  const filler = (token: Token) => FILLERS.has(token.lower) || exclaims(token);
  // "Next, how much…" opens a question; "next available Saturday" names the thing asked.
  const leads = (at: number) =>
    !SEQUENCE_WORDS.has(tokens[at]!.lower) ||
    tokens[at]!.pause ||
    at + 1 >= to ||
    startsQuestion(tokens, at + 1) ||
    filler(tokens[at + 1]!);
  while (from < to && filler(tokens[from]!) && leads(from)) from++;
  // "…for one on one", "how much for one": a filler a preposition takes is the thing named; so is
  // the "one" a determiner picks out ("the big one", "a cheaper one"), and the "ok" a question
  // with "be" asks about ("is the price ok", "would that be okay").
  while (
    to > from &&
    filler(tokens[to - 1]!) &&
    !ENDS_AS_VERB.has(tokens[to - 1]!.lower) &&
    !(OK.has(tokens[to - 1]!.lower) && asksWithBe(tokens.slice(from, to - 1))) &&
    !PREPOSITIONS.has(tokens[to - 2]?.lower ?? '') &&
    !(
      tokens[to - 1]!.lower === 'one' &&
      tokens.slice(Math.max(from, to - 3), to - 1).some((t) => DETERMINERS.has(t.lower))
    )
  )
    to--;
  if (to > from && to < tokens.length && DETERMINERS.has(tokens[to - 1]!.lower)) to = tokens.length;
  let lead = from;
  while (lead < to && isAdverb(tokens[lead]!)) lead++;
  if (lead > from && startsQuestion(tokens, lead)) from = lead;
  return tokens.slice(from, to);
}

/** Fillers that order what is said, or rank the thing after them ("first visit", "next opening"). */
export const SEQUENCE_WORDS = new Set(['first', 'second', 'third', 'next', 'last']);

/** Fillers that may be what a question asks about: "is that ok?". */
const OK = new Set(['ok', 'okay']);

/** "is the price", "would that be": a question whose verb is "be", still wanting what it is. */
const asksWithBe = (tokens: Token[]) =>
  /^(?:is|are|was|were)$/.test(tokens[0]?.lower ?? '') || tokens.at(-1)?.lower === 'be';

/** Fillers that end a clause as its verb: "how long does the party last". */
const ENDS_AS_VERB = new Set(['last']);

/**
 * Words a new question cannot follow directly (it would be part of the same phrase): "drop-in or
 * do I have to sign up?" is one question between two alternatives.
 */
const isGlue = (tokens: Token[], i: number) => {
  const word = tokens[i]!.lower;
  // "find out how much…", but "she's freaking out | can someone come…".
  if (word === 'out') return /^(find|figure)$/.test(tokens[i - 1]?.lower ?? '');
  return (
    QUESTION_WORDS.has(word) ||
    AUXILIARIES.has(word) ||
    PREPOSITIONS.has(word) ||
    /^(know|me|ask|wondering|curious|or)$/.test(word)
  );
};

/**
 * "she said you did her kids' party": an auxiliary right after a person's pronoun, before the thing
 * it does, is that person's verb ("how much is it | is the class full", "is it | do you…" still
 * start a question).
 */
const isSubjectsVerb = (tokens: Token[], i: number) =>
  AUXILIARIES.has(tokens[i]!.lower) &&
  (TELLERS.has(tokens[i - 1]?.lower ?? '') || tokens[i - 1]?.lower === 'you') &&
  DETERMINERS.has(tokens[i + 1]?.lower ?? '');

/**
 * "…in person or can we do it online", "could you have it ready", "can the older kids do it
 * alone": "do" or "have" right after a modal and its subject (a pronoun, or a determiner and up to
 * two words) is that question's own verb, not a new question.
 */
function isModalsVerb(tokens: Token[], i: number): boolean {
  if (!/^(?:do|have)$/.test(tokens[i]!.lower)) return false;
  const modal = (at: number) =>
    /^(?:can|could|will|would|should|may|might|shall)$/.test(tokens[at]?.lower ?? '');
  if (SUBJECTS.has(tokens[i - 1]?.lower ?? '') && modal(i - 2)) return true;
  return [2, 3, 4].some(
    (back) =>
      modal(i - back) &&
      DETERMINERS.has(tokens[i - back + 1]?.lower ?? '') &&
      !tokens.slice(i - back, i).some((t) => t.pause),
  );
}

/**
 * "…with sensory issues | my son is 6 and…", "…this friday | we have a newborn…": in a run-on, a
 * possessive and a noun, or a pronoun other than "you", with a verb of their own and more after it
 * start a statement, unless a verb, a preposition or a conjunction leads to them ("do you take | my
 * son", "wondering if | my son can…"). "the youngest they take", "give my 4-year-old her flu shot",
 * "anything this friday we could book" describe what comes before.
 */
function startsStatement(
  tokens: Token[],
  i: number,
  tagged: (token: Token, tag: string) => boolean,
): boolean {
  const [before, owner, next] = [tokens[i - 1], tokens[i]!, tokens[i + 1]];
  if (!before || !next || ['Verb', 'Preposition', 'Conjunction'].some((tag) => tagged(before, tag)))
    return false;
  // "a receipt my benefits will take": the statement has words after its verbs.
  const goesOn = (verb: number) => {
    if (verb < 0) return false;
    let last = verb;
    while (last < tokens.length - 1 && tagged(tokens[last + 1]!, 'Verb')) last++;
    return last < tokens.length - 1;
  };
  if (TELLERS.has(owner.lower))
    return (
      goesOn(i + 1) && (tagged(next, 'PresentTense') || tagged(next, 'PastTense')) && !tagged(next, 'Modal')
    );
  if (!OWNERS.has(owner.lower) || !tagged(next, 'Noun')) return false;
  return goesOn(
    tokens.findIndex((t, j) => j > i + 1 && j < i + 4 && tagged(t, 'Verb') && !tagged(t, 'Infinitive')),
  );
}

/** The pronouns a parent tells about the family with, and the possessives of those told about. */
const TELLERS = new Set(['i', 'we', 'he', 'she', 'they']);
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their']);

/**
 * "a class for beginners who are six", "an OT who does sensory work": "who/which" and an auxiliary
 * right after a word, without a pause, describe it.
 */
const isRelative = (tokens: Token[], i: number) =>
  /^(who|which)$/.test(tokens[i]!.lower) && AUXILIARIES.has(tokens[i + 1]?.lower ?? '');

/** A question starts at `i`: a question word reaching an auxiliary, or an auxiliary before its subject. */
export function startsQuestion(tokens: Token[], i: number): boolean {
  const word = tokens[i]?.lower ?? '';
  if (word === 'how' && HOW_WORDS.has(tokens[i + 1]?.lower ?? '')) return true;
  if (QUESTION_WORDS.has(word)) {
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j]!.lower;
      if (AUXILIARIES.has(next)) return true;
      if (DETERMINERS.has(next) || SUBJECTS.has(next)) return false;
    }
    return false;
  }
  if (AUXILIARIES.has(word)) {
    const next = tokens[i + 1]?.lower ?? '';
    return SUBJECTS.has(next) || (DETERMINERS.has(next) && word !== 'have' && word !== 'has');
  }
  return word === 'any' && i === 0;
}

/**
 * The piece so far has its own verb: an auxiliary after its first word, a subject and its verb, or a
 * main verb after "do you…".
 * Its leading fillers do not count ("and can we | do it online" is one question).
 */
function hasVerb(tokens: Token[], sentence: string): boolean {
  if (tokens.length === 0) return false;
  if (tokens.some((t, i) => i > 0 && AUXILIARIES.has(t.lower))) return true;
  // "I am looking for a swim school do you…", "…my 4 and 6 year old do you…": a statement with
  // its own verb, or a child's age, is complete before the question.
  const first = tokens[0]!.lower;
  if (/^\d/.test(first)) return true;
  // "…and if we sign up now | when would…": a condition with its subject and verb is complete too.
  const subject = first === 'if' ? 1 : 0;
  if (SUBJECTS.has(tokens[subject]?.lower ?? '') && tokens.length > subject + 1)
    return nlp(sentence.slice(tokens[subject + 1]!.start, tokens.at(-1)!.end)).has('#Verb');
  // "my toddler chews the window sills | do you…", "kids want to come watch | is that ok": someone
  // doing something; "…and gets nervous | is that ok", "never been to a dentist | does the…": a
  // statement going on without its subject, a verb and what it takes ("days and times | does…" is
  // a noun, the subject of the question).
  const said = nlp(sentence.slice(tokens[0]!.start, tokens.at(-1)!.end));
  // "the strap came off | how much": a thing that happened.
  const done = [
    '^#Possessive #Adjective? #Noun+ #Adverb? #Verb',
    '^#Determiner? #Plural #Adverb? #Verb',
    '^#Determiner #Noun+ #Adverb? #PastTense',
  ]
    .map((match) => said.match(match))
    .find((match) => match.found);
  const verb = (done?.terms().out('array') as string[] | undefined)?.at(-1)?.toLowerCase() ?? '';
  const goesOn =
    tokens.length > 1 &&
    /\b(?:and|but)\s+$/i.test(sentence.slice(0, tokens[0]!.start)) &&
    !AUXILIARIES.has(first);
  if (
    (done && !AUXILIARIES.has(verb)) ||
    said.has('^(#Negative|#Adverb)? #Participle') ||
    (goesOn && said.has('^(#Negative|#Adverb)? #Verb'))
  )
    return true;
  if (tokens.length < 3 || !AUXILIARIES.has(tokens[0]!.lower)) return false;
  // "is there a family swim on weekends | my husband works…": "there" stands for the subject and verb.
  if (tokens[1]!.lower === 'there') return true;
  return nlp(sentence.slice(tokens[2]!.start, tokens.at(-1)!.end)).has('#Verb');
}

export type Shape = 'question' | 'time' | 'context' | 'item' | 'choice';

const CHILDREN_DESCRIBED =
  /^(?:(?:ages?|aged)\s*)?\d+(?:\s*(?:,|and|&|-|to)\s*\d+)*(?:\s*(?:years?|yrs?)(?:[- ]olds?)?)?$/i;

/** Pronouns compromise does not tag as such, which may be a clause's subject. */
const INDEFINITE = '(nothing|nobody|everyone|everybody|everything|someone|somebody|something)';

/** Conjunctions that open the reason for asking. */
const REASONS = new Set(['as', 'because', 'since', 'cause', 'cuz', 'coz', 'bc', 'b/c']);

/** Words that follow an auxiliary in a statement, never as the subject of a question. */
const NO_SUBJECT_AFTER_AUX = /^(?:never|already|always|just|still|been|ever)$/;

export function shapeOf(tokens: Token[], text: string): Shape {
  const first = tokens[0]!.lower;
  // "Sorry if this is a dumb question", "if that makes sense": the message speaking of itself.
  if (first === 'if' && /^(this|that)$/.test(tokens[1]?.lower ?? '')) return 'context';
  // "as our baby sleeps in the afternoon", "because she has allergies": a reason, told.
  const second = tokens[1]?.lower ?? '';
  if (REASONS.has(first) && tokens.length > 2 && (SUBJECTS.has(second) || OWNERS.has(second)))
    return 'context';
  // "…but has never ridden": an auxiliary with no subject after it continues a statement.
  const opensWithAux =
    AUXILIARIES.has(first) &&
    tokens.length > 1 &&
    !PREPOSITIONS.has(tokens[1]!.lower) &&
    !NO_SUBJECT_AFTER_AUX.test(tokens[1]!.lower);
  // "At what age…", "Until what time…": a question word after its preposition.
  const opensWithWh =
    QUESTION_WORDS.has(first) || (PREPOSITIONS.has(first) && QUESTION_WORDS.has(tokens[1]?.lower ?? ''));
  // "any discounts for siblings": a yes/no question without its verb.
  const opensWithAny = first === 'any' && tokens.length > 1;
  if (opensWithAux || opensWithWh || opensWithAny || first === 'whether' || first === 'if') {
    return 'question';
  }
  if (REQUEST_OPENERS.some((r) => r.test(text))) return 'question';
  if (isTimePhrase(text)) return 'time';
  // "month to month or do I have to sign a lease", "in person or can we do it online": one choice
  // named bare, then the other asked, asks which, with or without its question mark.
  const or = tokens.findIndex((t) => t.lower === 'or');
  const told = tokens.slice(0, or).some((t) => AUXILIARIES.has(t.lower) || SUBJECTS.has(t.lower));
  if (or > 0 && startsQuestion(tokens, or + 1) && !told) return 'choice';
  if (PREPOSITIONS.has(first) || SUBJECTS.has(first) || first === 'my' || first === 'our') return 'context';
  // "her older sister plays the cello": someone else's, with a verb of their own, told about.
  if (OWNERS.has(first) && nlp(text).has('^. #Adjective* #Noun+ #Verb')) return 'context';
  // "looking for…", "hoping for before the 5th": what the parent is after, said of themselves.
  if (/^(?:looking|searching|need|want|wanting|trying|hoping|planning)\b/i.test(text)) return 'context';
  // "ages 5 and 8", "4 and 6": what the parent tells about the children.
  if (CHILDREN_DESCRIBED.test(text)) return 'context';
  // "how much per month, lessons weekly": a thing and how often it happens, told as it is.
  if (
    /^[\w'-]+(?: [\w'-]+)? (?:daily|weekly|monthly|nightly|(?:once|twice) a (?:day|week|month))$/i.test(text)
  )
    return 'context';
  if (isRankedDescribed(tokens, text)) return 'item';
  // A statement ("the children are 4", "a general answer is fine") tells, it does not ask.
  if (tokens.slice(1).some((t) => AUXILIARIES.has(t.lower))) return 'context';
  // "we've tried three tutors", "nothing stuck", "the dog ate a sock": a subject and its verb tell
  // what happened.
  if (nlp(text).has(`^(#Pronoun|${INDEFINITE}) #Adverb? #Verb`)) return 'context';
  if (nlp(text).has('^#Determiner #Adjective? #Noun+ #PastTense #Determiner')) return 'context';
  return 'item';
}

/**
 * "Earliest date you could do it?", "latest time we can drop off", "cheapest package you have": a
 * thing picked at one end, then a clause that describes it without its "that", names what is asked.
 */
export function isRankedDescribed(tokens: Token[], text: string): boolean {
  // "the earliest date a nanny could start": someone named with an article, then their verb.
  const subject = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (DESCRIBERS.has(t.lower) ||
        (i >= 2 && /^(?:a|an|the)$/.test(t.lower) && AUXILIARIES.has(tokens[i + 2]?.lower ?? ''))),
  );
  return (
    subject > 0 &&
    subject <= 3 &&
    !tokens.slice(0, subject).some((t) => AUXILIARIES.has(t.lower)) &&
    nlp(text).has('^(the|your)? #Superlative')
  );
}

/** The people a clause describing a thing the business has is said of. */
const DESCRIBERS = new Set(['you', 'we', 'i', 'they']);

/** Words that make a length a date ("next week", "this weekend"). */
const RELATIVE = /^(?:next|this|last|coming)$/i;
/** Prepositions said as part of a day or time ("on Sunday", "at 3:30"). */
const TIME_PREPOSITION = /^(?:on|at|in|by)$/i;

/**
 * Days, dates and times ("Sunday", "Saturdays", "next week", "after 5pm", "weekends"), as
 * compromise tags them: a time, or a date that is not a bare length ("hours", "two weeks" are
 * lengths; "next week" is a date).
 */
function isTimePhrase(text: string): boolean {
  const doc = nlp(text);
  const terms = (doc.json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  let said = 0;
  for (const [i, { text: word, tags }] of terms.entries()) {
    const before = terms[i - 1]?.text ?? '';
    const relative = RELATIVE.test(before);
    const isDate = tags.includes('Date') && (!tags.includes('Duration') || relative);
    if (!tags.includes('Time') && !isDate) continue;
    const lead = relative || TIME_PREPOSITION.test(before) ? before.length + 1 : 0;
    said += (said > 0 ? 1 : 0) + lead + word.length;
  }
  if (said >= text.replace(/^(on|in|at|after|before|by) /i, '').length * 0.6) return true;
  return doc.has('^(on|in|at|the|and)? (#WeekDay|#Month)+$');
}
