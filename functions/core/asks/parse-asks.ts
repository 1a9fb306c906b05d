import nlp from 'compromise';
import { type Ask, type AskKind, MAX_QUESTION_PARTS } from '#shared/contracts/asks';
import { WEEKDAY } from '../weekdays';
import { whenOfNamed, withAntecedent } from './antecedent';
import { isRetraction } from './asides';
import { contentWords, keyOf, uniqueKeys } from './ask-key';
import { kindOf } from './ask-kind';
import { chargesWithAmounts } from './charge-amount';
import { questionsIn } from './clauses';
import { eachDayAsked } from './days';
import { askedOf, followUpOf } from './follow-up';
import { labelOf } from './phrasing';
import { askedOfEach } from './search';
import { askedAfter } from './time-kept';
import { withoutTopic } from './topic';
import { plainText } from './typed-text';
import { expandContractions } from './words';

/**
 * Splits a parent's question into the separate things to ask each business (1–12 parts, of which
 * a call asks the first six: `keptAsks`), without a model. compromise splits sentences and knows which words are days, times, nouns or verbs, so a
 * day or time said after a pause stays with its question rather than starting a new one. Context that asks
 * nothing ("for my 6-year-old", "near me") is dropped; a question with no recognisable parts is
 * asked whole.
 */
export function parseAsks(question: string): Ask[] {
  const found = questionLabels(question);
  return toAsks(found.length > 0 ? found : [labelOf(normalized(question))], normalized(question));
}

/** Only the questions a text asks, none when it asks nothing ("Of course, take your time."). */
export function questionsAsked(text: string): Ask[] {
  return toAsks(questionLabels(text), normalized(text));
}

// "the cost as well as the schedule": a joining phrase said as "and". "Could you please find out…":
// a courtesy asks nothing, and does not part the request from what it asks.
const normalized = (text: string) =>
  expandContractions(plainText(text).trim().replace(/\s+/g, ' '))
    .replace(/\bas well as\b/gi, 'and')
    .replace(/(?<=\b(?:can|could|would|will) you) please\b,?/gi, '')
    // "monthly $": a dollar sign with no amount names the price.
    .replace(/(?<=\s|^)\$(?=\s*(?:[,;.!?]|$))/gm, 'price');

function questionLabels(question: string): string[] {
  const sentences = (nlp(normalized(question)).sentences().out('array') as string[])
    .flatMap(questionsStarted)
    .map(askedOfEach);
  const asked: string[][] = [];
  for (const sentence of sentences) {
    // "Do you do eyebrow threading? Kidding.": a question taken back is not asked.
    const previous = asked.flat().at(-1);
    const thing = previous ? followUpOf(sentence) : null;
    if (isRetraction(sentence)) asked.pop();
    else if (thing) asked.push([askedOf(previous!, thing)]);
    else asked.push(questionsIn(sentence));
  }
  const labels: string[] = [];
  for (const label of chargesWithAmounts(
    withoutTopic(asked.map((questions) => questions.map(labelOf))).flat(),
  ).flatMap(eachDayAsked)) {
    if (!labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
  }
  return labels.map((label, i) => (i > 0 ? withAntecedent(labels[i - 1]!, label) : label));
}

/**
 * compromise reads a period after a word it knows as an abbreviation ("his iPad 9th gen. How much…")
 * as part of the sentence; a capitalised question word or auxiliary after a stop starts a new one.
 * A question mark typed before a list's comma ("package deals?, what ages…") still ends its question.
 */
const QUESTION_AFTER_STOP =
  /(?<=[.!?])\s+(?=(?:How|What|When|Where|Which|Who|Why|Do|Does|Did|Is|Are|Can|Could|Will|Would|Should)\b)|(?<=\?)\s*,\s*/;

const questionsStarted = (sentence: string) => sentence.split(QUESTION_AFTER_STOP);

function toAsks(labels: string[], question: string): Ask[] {
  const kept = labels.slice(0, MAX_QUESTION_PARTS);
  const kinds = kept.map((label, i) =>
    askedAfter(label, kept[i + 1])
      ? 'yes_no'
      : (whenOfNamed(label, question) ?? (i > 0 ? kindAfter(kept[i - 1]!, label) : kindOf(label))),
  );
  const keys = uniqueKeys(kept.map((label, i) => keyOf(label, kinds[i]!)));
  return kept.map((label, i) => ({ key: keys[i]!, label, kind: kinds[i]! }));
}

/** "When?", "If so, when?", "when would that be?": "when" alone, of what the question before asked about. */
const BARE_WHEN = /^when(?: (?:is|was|would|will|could|might) (?:it|that|this|they|one)(?: be)?)?\?$/i;

/** Something coming free to be had: an opening, a spot, a space, a vacancy, availability. */
const COMES_FREE =
  /\b(?:openings?|open(?:s|ing)? up|free(?:s|ing)? up|vacanc(?:y|ies)|spots?|spaces?|places?|slots?|availability|available)\b/i;

/** A day or part of the day that recurs: what is free on it is free at times of that day, a schedule. */
const RECURS = new RegExp(
  `\\b(?:${WEEKDAY}s?|weekends?|weekdays?|weeknights?|mornings?|afternoons?|evenings?|nights?|daily|weekly)\\b`,
  'i',
);

/**
 * "Does your program have an age cutoff? If so, what is it?": a "what" question about "it" names
 * nothing itself, and asks for the kind of thing the question before named. "Do you have a spot
 * opening up? If so, when?", "Any availability for a new client? When?": a bare "when" after a
 * yes/no question whether something comes free asks the day it does ("Are you available on
 * Saturdays? If so, when?" asks the times of a day that recurs).
 */
function kindAfter(previous: string, label: string): AskKind {
  const kind = kindOf(label);
  if (
    BARE_WHEN.test(label) &&
    kindOf(previous) === 'yes_no' &&
    COMES_FREE.test(previous) &&
    !RECURS.test(previous)
  )
    return 'date';
  if (kind !== 'text' || !/^(what|which)\b/i.test(label) || contentWords(label).length > 0) return kind;
  const topic = contentWords(previous).join(' ');
  return topic ? kindOf(`What is the ${topic}?`) : kind;
}
