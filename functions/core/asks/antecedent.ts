import nlp from 'compromise';
import type { AskKind } from '#shared/contracts/asks';
import { isAttribute, isPlural } from './items';
import { whenAsksForDate } from './when-kind';
import { DETERMINERS } from './words';

/**
 * "For the fun run, what's the entry fee and what day is it?", "What ages is the art class for,
 * and when is it?", "the winter play auditions, when are they": a "when" asked of "it" or "they"
 * asks about the last thing named before it that agrees in number (not an attribute such as the
 * fee), and is a date for one event, a schedule for what recurs, as if the
 * thing were named (`whenAsksForDate`). Undefined for any other question, or when nothing is named.
 */
export function whenOfNamed(label: string, question: string): AskKind | undefined {
  const asked = /^(when|what day) (is (?:it|that)|are (?:they|those))\?$/i.exec(label);
  if (!asked) return undefined;
  const at = question.toLowerCase().lastIndexOf(`${asked[1]!} ${asked[2]!}`.toLowerCase());
  const plural = /^are\b/i.test(asked[2]!);
  const named = thingsNamed(question.slice(0, Math.max(at, 0)))
    .filter(
      (thing) =>
        DETERMINERS.has(thing.split(/\s+/)[0]!.toLowerCase()) &&
        !isAttribute(thing) &&
        isPlural(thing) === plural,
    )
    .at(-1);
  if (!named) return undefined;
  return whenAsksForDate(`when is ${named.toLowerCase()}`) ? 'date' : 'schedule';
}

/** compromise's noun phrases, each thing of "a float in the parade" apart, without punctuation. */
const thingsNamed = (text: string) =>
  (nlp(text).nouns().out('array') as string[])
    .flatMap((noun) => noun.split(/\s+(?:in|at|on|of|for|with|from|near|during)\s+/i))
    .map((noun) =>
      noun
        .replace(/^there\s+/i, '')
        .replace(/[^\w'\s-]+/g, ' ')
        .trim(),
    );

/** A yes/no question whether the business does or has a thing: "Do you do sealants?" → "sealants". */
const ASKS_OF_THING = /^(?:do|can|could|will|would) you (?:also |still )?([a-z]+) (.+?)\?$/i;

const AS_HAD =
  /\s+(?:in stock|available|today|tonight|tomorrow|(?:this|next|on) (?:\w+day|weekend|week|morning|afternoon|evening)s?)\b.*$/i;

const AGENT_VERB =
  /^\s+(?:\w+ly\s+)?(?:charge|offer|take|accept|teach|open|close|work|have|do|provide|need|want|ask|require|bill|sell|hire)\b/i;

const PARTICLE = /^(?:out|up|in|off|over|back|down|by|around|on)$/i;

/** "they", "it" as the subject after an auxiliary; "them" after a preposition. */
const PRONOUN =
  /\b(do|does|did|is|are|was|were|will|would|can|could|should) (they|it)\b|\b(for|on|with|of|about) (them|it)\b/i;

/**
 * "Do you do sealants and what do they cost?": a pronoun that a later question asks about stands
 * for the thing the question before asked whether the business does or has, when they agree in
 * number ("they" plural, "it" one), so each ask says what it is about ("What do sealants cost?").
 * The label unchanged when the question before asks about no thing or the pronoun is none of these.
 */
export function withAntecedent(previous: string, label: string): string {
  const asked = ASKS_OF_THING.exec(previous);
  const pronoun = PRONOUN.exec(label);
  // "At what age should they have their first one?": "they" with "their" are people, not the thing.
  if (!asked || !pronoun || !nlp(asked[1]!).has('#Verb') || /\b(?:their|themselves)\b/i.test(label))
    return label;
  const said = (pronoun[2] ?? pronoun[4]!).toLowerCase();
  // "…and how much do they charge?": "they" who charge, offer or take are the businesses ("how
  // many sessions does it take?" is the thing's).
  if (said === 'they' && AGENT_VERB.test(label.slice(pronoun.index + pronoun[0].length))) return label;
  // "a deep clean this friday", "cleats in stock": when or whether it is had is not the thing.
  const thing = asked[2]!
    .replace(/[,;].*$/, '')
    .replace(AS_HAD, '')
    .trim();
  const words = thing.split(/\s+/);
  if (words.length > 8 || /\b(?:or|and|you|your|we|our)\b/i.test(thing) || !nlp(thing).has('#Noun'))
    return label;
  // "Do you come out on Saturdays?": a verb's particle or a time is not a thing asked about.
  if (nlp(words[0]!).has('(#Preposition|#Particle|#Adverb|#Date|#Pronoun)') || PARTICLE.test(words[0]!))
    return label;
  if (isPlural(thing) !== (said !== 'it')) return label;
  const named = DETERMINERS.has(words[0]!.toLowerCase()) ? `the ${words.slice(1).join(' ')}` : thing;
  const [whole, before = pronoun[3]!] = pronoun;
  const at = pronoun.index;
  return `${label.slice(0, at)}${before} ${named}${label.slice(at + whole.length)}`;
}
