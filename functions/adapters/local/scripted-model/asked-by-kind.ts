import nlp from 'compromise';
import { questionsAsked } from '#functions/core/asks/parse-asks';
import type { Ask, AskKind } from '#shared/contracts/asks';
import { contentWords, overlap } from './topic-words';

/** Kinds whose questions are told apart by their question words ("how much", "how old", "when"…). */
const VALUED = new Set<AskKind>(['money', 'schedule', 'age_range', 'count', 'duration', 'date']);

/**
 * Asks that no agent line put in their own words ("How old do kids need to be?" put as "What's the
 * minimum age to play?"), given the agent's questions no ask of their kind claimed, in the asks'
 * order (after the line of the ask before, before the line of the ask after), by the kind of answer
 * each question expects, as the parser reads it. A claim by an ask of another kind does not count:
 * "How many lessons does it take?" is not "How much is each lesson?" for sharing "lesson". By kind
 * only kinds with question words of their own: a yes/no or open question could be any closing line
 * ("Anything else I should know?"); but the one question between the lines of the asks before and
 * after (or, of several, the one sharing a word of its label) puts the ask between them, of any kind.
 */
export function askedByKind(
  asks: Ask[],
  turns: { index: number; speaker: 'agent' | 'business'; text: string }[],
  askedBy: Map<string, number[]>,
): Map<string, number[]> {
  const assigned = new Map(askedBy);
  const kindsAsked = new Map(
    turns
      .filter((t) => t.speaker === 'agent')
      .map((t) => [t.index, new Set(questionsAsked(questionsOf(t.text)).map((a) => a.kind))]),
  );
  // "And the basic castle?" narrows the question before it; a question of its own has a verb.
  const questionLines = new Set(
    turns
      .filter((t) => t.speaker === 'agent' && asksWithAVerb(t.text) && !followsUp(t.text))
      .map((t) => t.index),
  );
  const confirms = (ask: Ask, index: number) => {
    const kinds = kindsAsked.get(index);
    return !kinds || kinds.size === 0 || kinds.has(ask.kind);
  };
  const firstLine = (ask: Ask) => assigned.get(ask.key)?.find((index) => confirms(ask, index));
  const free = [...kindsAsked.keys()].filter(
    (index) => !asks.some((a) => askedBy.get(a.key)?.includes(index) && confirms(a, index)),
  );
  for (const line of pressingLines(asks, turns, askedBy)) {
    const [key, index] = line;
    assigned.set(key, [...(assigned.get(key) ?? []), index]);
    free.splice(free.indexOf(index), 1);
  }
  for (const [i, ask] of asks.entries()) {
    if (assigned.has(ask.key)) continue;
    const after = Math.max(-1, ...asks.slice(0, i).flatMap((a) => firstLine(a) ?? []));
    const before = Math.min(Infinity, ...asks.slice(i + 1).flatMap((a) => firstLine(a) ?? []));
    const between = free.filter((index) => index > after && index < before);
    const byKind = VALUED.has(ask.kind)
      ? between.find((index) => kindsAsked.get(index)!.has(ask.kind))
      : undefined;
    // The one question put between the asks before and after puts this one, in whatever words
    // ("How quickly could someone get to them?" for "How soon can a locksmith arrive?").
    const questions = between.filter((index) => questionLines.has(index));
    // "Is there a minimum?" and "Is there a travel fee?" between the asks: the one sharing a word.
    const about = questions.filter((index) => sharesTopic(ask, turns.find((t) => t.index === index)!.text));
    const one = questions.length === 1 ? questions[0] : about.length === 1 ? about[0] : undefined;
    // (After the last ask's line, only a question no ask put that shares a word of it: not "Anything else?")
    const unclaimed = about.filter((index) => !asks.some((a) => askedBy.get(a.key)?.includes(index)));
    const line = byKind ?? (before < Infinity ? one : unclaimed.length === 1 ? unclaimed[0] : undefined);
    if (line === undefined) continue;
    assigned.set(ask.key, [line]);
    free.splice(free.indexOf(line), 1);
  }
  return assigned;
}

/** A question asking for a value, not a yes or no: "what should she plan on?", "how many, roughly?" */
const ASKS_A_VALUE = /\b(?:what|how|which|when)\b/i;

/** A question opening as one asked yes or no: "Is there a way to know which one?" */
const YES_OR_NO =
  /^\W*(?:(?:and|so|okay|ok|oh)[\s,]+)*(?:is|are|was|were|do|does|did|can|could|would|will|should|has|have)\b/i;

/** The last question of a line, or nothing. */
const lastQuestion = (line: string) =>
  line.split(/(?<=[.!?])\s+/).findLast((sentence) => sentence.endsWith('?')) ?? '';

/** A reply saying the value depends: "Oh, that depends a lot on what they pick." */
const DEPENDS = /\b(?:depends|varies|vary)\b/i;

/**
 * "About how many kids can you paint in an hour?" "Oh, that depends… fifteen, twenty… more like
 * ten." "For a typical mix at a party, what should she plan on?": a question of no ask's words,
 * right after a reply to an ask saying its value depends, presses for that ask's one value.
 */
function pressingLines(
  asks: Ask[],
  turns: { index: number; speaker: 'agent' | 'business'; text: string }[],
  askedBy: Map<string, number[]>,
): [string, number][] {
  const claimed = new Set([...askedBy.values()].flat());
  return turns.flatMap((turn): [string, number][] => {
    const question = lastQuestion(turn.text);
    if (
      turn.speaker !== 'agent' ||
      claimed.has(turn.index) ||
      !ASKS_A_VALUE.test(question) ||
      YES_OR_NO.test(question)
    )
      return [];
    const reply = turns.findLast((t) => t.index < turn.index && t.speaker === 'business');
    const asked = turns.findLast((t) => t.index < turn.index && t.speaker === 'agent');
    const ask = asks.find((a) => asked && askedBy.get(a.key)?.includes(asked.index));
    if (!ask || !reply || reply.index < (asked?.index ?? 0) || !DEPENDS.test(reply.text)) return [];
    return asks.some((a) => sharesTopic(a, turn.text)) ? [] : [[ask.key, turn.index]];
  });
}

/** A line whose last question has a verb of its own: "How quickly could someone get here?" */
const asksWithAVerb = (line: string) => {
  const question = lastQuestion(line);
  return question !== '' && nlp(question).has('#Verb');
};

/** A question about what was just said: "Is that with tax?", "Does it include the cake?" */
const FOLLOW_UP =
  /^(?:(?:and|so|okay|ok|oh)[\s,]+)*(?:is|does|was|would|will|can|could|did)\s+(?:that|it|this)\b/i;

/** Whether a line's last question asks after the answer just given, not a question of its own. */
const followsUp = (line: string) => FOLLOW_UP.test(lastQuestion(line));

/** Wishes to know said as a statement: "I'd like to know the price.", "I'm wondering about Sundays." */
const WISH = /\b(?:know|wonder\w*|find out|curious)\b/i;

/**
 * The sentences of a line that ask: with a question in the line, the statements around it
 * ("That's helpful: $140 a month and a $25 registration fee.") sum up what was said and ask nothing.
 */
const questionsOf = (line: string) =>
  line.includes('?')
    ? line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => sentence.includes('?') || WISH.test(sentence))
        .join(' ')
    : line;

/** Whether a line says a content word of the ask's label. */
const sharesTopic = (ask: Ask, line: string) => overlap(contentWords(ask.label), contentWords(line)) > 0;
