import nlp from 'compromise';
import { kindOf } from './ask-kind';
import { isAttribute, isPlural } from './items';
import type { Piece } from './pieces';
import { AUXILIARIES, DETERMINERS, PREPOSITIONS, type Token } from './words';

/**
 * What an "and" joins when it does not join two questions. "the rock and roll camp", "a parent
 * and tot class": a determiner, one singular word, "and" and a phrase of its own name one thing,
 * its two words together describing the noun after them (a plural or an attribute before "and" is
 * a thing asked about in its own right: "your hours and age groups"). "the price for a single class and for a pass":
 * the same preposition again asks the same question of something else. "with pizza and a cake":
 * the things that come with it.
 */

/** `between` is the text from the question to the piece; `question` the question's text so far. */
export function joinsOneName(between: string, question: string, piece: Token[]): boolean {
  if (!/^\s+(?:and|&)\s+$/i.test(between) || piece.length < 2) return false;
  const words = question.toLowerCase().split(/\s+/);
  const word = words.at(-1) ?? '';
  // "your hours and age groups", "the price and payment plan": things asked about, each whole.
  if (isPlural(word) || isAttribute(word)) return false;
  // "What are drop-off and pick-up times?": right after the verb, the two words share the noun too.
  const before = words.at(-2) ?? '';
  return (DETERMINERS.has(before) || AUXILIARIES.has(before)) && !DETERMINERS.has(piece[0]!.lower);
}

/** The question asked again of the phrase after "and" ("…for a single class and for a pass"), or null. */
export function askedAgainWith(between: string, question: string, phrase: string): string | null {
  const preposition = phrase.split(/\s+/)[0]!.toLowerCase();
  if (!/^\s+(?:and|&)\s+$/i.test(between) || !PREPOSITIONS.has(preposition)) return null;
  const at = question.toLowerCase().lastIndexOf(` ${preposition} `);
  return at > 0 ? `${question.slice(0, at)} ${phrase}` : null;
}

/** "the party package with pizza and a cake": what comes with a thing, listed after "with". */
export function joinsWith(between: string, question: string): boolean {
  return /^\s+(?:and|&)\s+$/i.test(between) && /\bwith(?:\s+\S+){1,3}$/i.test(question);
}

/**
 * "How much to haul away an old crib and a mattress", "your hourly rate for two movers and a
 * truck": after a verb or a preposition, "and" adds a thing ("a", "the", "two"…) to the same object,
 * asked about together; an attribute after "and" is asked for in its own right ("the hours for the
 * pool and the prices"), and so is a bare group ("admission for kids and adults").
 */
export function joinsObjects(between: string, question: string, item: string, yesNo: boolean): boolean {
  // "the difference between the half day and full day program": "between" takes two.
  if (/^\s+(?:and|&)\s+$/i.test(between) && /\bbetween\s+(?!.*\band\b)/i.test(question)) return true;
  const first = item.split(/\s+/)[0]!.toLowerCase();
  // "admission for kids and adults": a bare group after "and" is a second group, priced apart.
  const words = question.toLowerCase().split(/\s+/);
  if (
    !/^\s+(?:and|&)\s+$/i.test(between) ||
    isAttribute(item) ||
    !(DETERMINERS.has(first) || nlp(first).has('#Value') || addsToCounted(words, item))
  )
    return false;
  // A yes/no question asks of each thing it has or does ("Do you have a pool and a sauna?") unless
  // the things are what it needs to do something with ("Do I need to bring a towel and a cap?").
  return words.some((w, i) => i > 1 && (w === 'to' || (!yesNo && PREPOSITIONS.has(w))));
}

/**
 * "your hourly rate for a truck and movers", "a quote for 3 bedrooms and hallway": after one thing
 * named with "a" or counted, a bare noun after "and" adds to the same object, asked about together
 * (a group named bare after a bare group is priced apart: "admission for kids and adults").
 */
function addsToCounted(words: string[], item: string): boolean {
  const at = words.findLastIndex((w) => PREPOSITIONS.has(w));
  const object = at >= 0 ? words.slice(at + 1) : [];
  return /^(?:a|an|\d+)$/.test(object[0] ?? '') && !item.includes(' ') && nlp(item).has('^#Noun$');
}

/**
 * "What are the days and times of the class?", "the prices and fees for a term": a plural noun
 * ending what is asked so far, "and", and a bare noun with what it is "of" or "for": the two nouns
 * share it, one question when they ask for the same kind of thing ("the dates and prices of the
 * camp" asks two).
 */
export function sharesComplement(between: string, question: string, item: string): boolean {
  const last = /[\w'-]+$/.exec(question.trim())?.[0] ?? '';
  const noun = /^([\w'-]+)\s+(?:of|for)\s+\S/i.exec(item)?.[1] ?? '';
  if (!/^\s+(?:and|&)\s+$/i.test(between) || !noun || DETERMINERS.has(noun.toLowerCase())) return false;
  if (!isPlural(last) || !isPlural(noun)) return false;
  const kind = kindOf(`What are the ${last}?`);
  return kind !== 'text' && kind === kindOf(`What are the ${noun}?`);
}

/**
 * "carpet cleaning quote for 3 bedrooms and hallway?": a thing named alone after "and" that adds to
 * the object of the item named before it, as `addsToCounted` reads it, or shares what it is of
 * (`sharesComplement`), is one item with it; the two joined, or null.
 */
export function joinedToObject(sentence: string, item: string | undefined, piece: Piece): string | null {
  if (item === undefined) return null;
  const at = sentence.lastIndexOf(item, piece.start);
  const text = sentence.slice(piece.start, piece.end);
  if (at < 0 || !/^\s+(?:and|&)\s+$/i.test(sentence.slice(at + item.length, piece.start))) return null;
  const between = sentence.slice(at + item.length, piece.start);
  return (!isAttribute(text) && addsToCounted(item.toLowerCase().split(/\s+/), text)) ||
    sharesComplement(between, item, text)
    ? sentence.slice(at, piece.end)
    : null;
}

/**
 * "What's the price for kids and adults?", "how much for a cake and cupcakes?": a thing named after
 * "and" that is not asked about together with the object of "for" or "of" is priced apart, the
 * same question asked of it ("What is the price for adults?"), not "What are the adults?". Null
 * when the question has no such object or the thing is an attribute asked for itself.
 */
export function askedOfAnother(between: string, question: string, item: string): string | null {
  if (!/^\s+(?:and|&)\s+$/i.test(between) || isAttribute(item)) return null;
  const object = /^(.*\b(?:for|of))\s+(?:an?\s+|the\s+|\d+\s+)?[\w'-]+(?:\s+[\w'-]+)?$/i.exec(
    question.trim(),
  );
  return object ? `${object[1]} ${item}` : null;
}

/**
 * "How long does it take to clean and preserve a wedding dress?", "how much to wash and fold a
 * load": a question ending on a verb, "and", and another verb with its object: the two verbs share
 * it, one question.
 */
export function sharesObject(between: string, question: string, item: string): boolean {
  return (
    /^\s+(?:and|&)\s+$/i.test(between) &&
    /\bto \S+$/i.test(question) &&
    nlp(question).has('#Verb$') &&
    nlp(item).has('^#Verb') &&
    !isAttribute(item)
  );
}
