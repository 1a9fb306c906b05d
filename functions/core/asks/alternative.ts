import nlp from 'compromise';
import { AUXILIARIES, PREPOSITIONS, SUBJECTS } from './words';

/**
 * Whether a question starting with an auxiliary offers alternatives to choose from, answered by
 * naming one ("Is it indoors or outdoors?", "Is it per month or per term?", "Is the sleepover for
 * kids only or do parents stay?", "Do you pay cash or just store credit?", "Do you use traps or
 * poison?"), rather than asking yes or no about things joined by "or" ("Any discounts for siblings
 * or multiple kids?", "Do you sell hamsters or guinea pigs?"). An "or" opens an alternative when a clause, another phrase of its own
 * or "just"/"only" and a thing follows it, or when it joins what something is ("is/are X or Y"), not whether
 * something exists ("is there…"). An "or" that offers a cost or a burden ("included or extra?",
 * "drop-in or do I have to sign up?") or doing less ("…or just show up?") names what "no" would mean: the question is asked yes or no;
 * so does a clause after the "or" of a question of what someone else does ("Do parents stay or is
 * it drop-off?").
 */
export function isAlternative(question: string): boolean {
  const q = question.toLowerCase().replace(/[?.!]+$/, '');
  const or = /\bor\b(?! not\b| so\b)/.exec(q);
  if (!or) return false;
  const rest = q.slice(or.index + 2).trim();
  if (NO_MEANS.test(rest)) return false;
  const before = q.slice(0, or.index).trim().split(/\s+/);
  const next = rest.split(/\s+/)[0] ?? '';
  // "Do you pay cash or just store credit?": "or just/only" offers the lesser of two; "do I need to
  // register or just show up?" offers doing less, what "no" would mean.
  if (next === 'just' || next === 'only') return !doesLess(rest.split(/\s+/).slice(1));
  // "Do you use traps or poison?", "do they pay cash or store credit?": what someone does something
  // with or pays in is one thing or the other; the question is which ("Can I pay monthly or
  // weekly?" asks what is allowed).
  if (/^(?:do|does|did)$/.test(before[0]!) && before.slice(2, 4).some((word) => MEANS.has(word))) return true;
  // "Do parents stay or is it drop-off?", "do you come to us or do we come to you?": a question of
  // what the business or the children do, with a clause of its own after "or", says there what no
  // means; "Do I need to book or can I just drop it off?" asks which the parent is to do.
  if (AUXILIARIES.has(next) && DOING.has(before[0]!) && !TELLERS.has(before[1]!)) return false;
  if (AUXILIARIES.has(next) || SUBJECTS.has(next) || PREPOSITIONS.has(next) || next === 'per') return true;
  // "Do you tutor in person or online?", "…at your studio or virtually?": a place or manner said
  // with a preposition, or one said with a word of its own, is which way it is done.
  if (isOtherManner(before, rest)) return true;
  // "Is it indoors or outdoors?", "Are sessions in person or online?": what something is, chosen
  // from two; "Is there a discount for twins or triplets?" asks whether one exists.
  return /^(?:is|are|was|were)$/.test(before[0]!) && before[1] !== 'there';
}

/** Auxiliaries that ask whether someone does something, not what something is ("is it…"). */
const DOING = new Set(['do', 'does', 'did', 'can', 'could', 'will', 'would']);

/** Verbs whose object is the means chosen to do something, never none. */
const MEANS = new Set(['use', 'pay', 'prefer']);

/** The parent speaking of what they are to do. */
const TELLERS = new Set(['i', 'we']);

/**
 * What an "or" offers when it says what "no" means: a cost on top ("or extra", "or is that
 * separate", "or do we pay for it"), an obligation ("or do I have to sign up", "or do I need an
 * appointment", "or must we book", "or does it have to be a special one"), providing it oneself ("or do we bring our own", "or do we
 * pack", "or do we drive them"), doing without ("or can we self-refer", "or can I just walk in") or the general case
 * instead ("or is it all beginners", "or is it open enrollment", "or can anyone sign up").
 */
const NO_MEANS = new RegExp(
  [
    String.raw`^(?:(?:is|are) (?:it|that|they|those) )?(?:extra|additional|separate(?:ly)?|on top|an? (?:add-?on|upcharge|surcharge))\b`,
    String.raw`^(?:do|does|would|will) (?:i|we|you|they|he|she|it) (?:have to|need(?: to)?|pay|charge)\b`,
    String.raw`^(?:do|does|should|can) (?:i|we|he|she) (?:bring|pack|buy|get|supply|provide|rent|pick up|drive|take) (?:(?:our|my|his|her) own|them|it|one|those)\b`,
    '^(?:do|does|should) (?:i|we|he|she) pack(?: (?:a )?lunch(?:es)?)?$',
    String.raw`^(?:can|could|may) (?:i|we|he|she) (?:just )?(?:self-\w+|walk in|drop in)\b`,
    String.raw`^(?:is it|are they|is everyone) (?:all|just|only|open|first come)\b`,
    String.raw`^(?:can|could|may) (?:anyone|anybody|everyone|everybody)\b`,
    String.raw`^(?:must|should) (?:i|we|he|she|they)\b`,
  ].join('|'),
);

/** What a verb done alone may take: an object pronoun ("check them"), a particle or a place ("show up", "come in"). */
const DONE_WITH = /^(?:it|them|one|that|this|there|here|up|in|by|over|out|off|down|around|back)$/;

/**
 * "just show up", "only check them", "just come": a verb on its own, with at most a pronoun or a
 * particle after it, something to do rather than a thing ("just store credit" names credit).
 */
function doesLess(words: string[]): boolean {
  const [verb, after, ...more] = words;
  return (
    verb !== undefined &&
    more.length === 0 &&
    nlp(verb).has('^#Infinitive$') &&
    (after === undefined || DONE_WITH.test(after) || PREPOSITIONS.has(after))
  );
}

/**
 * A prepositional phrase before "or" ("in person", "at home") and a single adverb or adjective after
 * it ("online", "virtually"): two ways of doing the same thing, not two things ("for 3 or older"
 * compares, "in the morning or evening" names times).
 */
function isOtherManner(before: string[], rest: string): boolean {
  if (/\s/.test(rest) || !before.slice(-3, -1).some((word) => PREPOSITIONS.has(word))) return false;
  const other = nlp(rest);
  return other.has('^(#Adverb|#Adjective)$') && !other.has('#Comparative');
}
