import { questionsAsked } from '#functions/core/asks/parse-asks';
import type { Ask, AskKind } from '#shared/contracts/asks';

/** Kinds whose questions are told apart by their question words ("how much", "how old", "when"…). */
const VALUED = new Set<AskKind>(['money', 'schedule', 'age_range', 'count', 'duration', 'date']);

/**
 * Asks that no agent line put in their own words ("How old do kids need to be?" put as "What's the
 * minimum age to play?"), given the agent's questions no ask of their kind claimed, in the asks'
 * order (after the line of the ask before, before the line of the ask after), by the kind of answer
 * each question expects, as the parser reads it. A claim by an ask of another kind does not count:
 * "How many lessons does it take?" is not "How much is each lesson?" for sharing "lesson". Only
 * kinds with question words of their own: a yes/no or open question could be any closing line
 * ("Anything else I should know?").
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
      .map((t) => [t.index, new Set(questionsAsked(t.text).map((a) => a.kind))]),
  );
  const confirms = (ask: Ask, index: number) => {
    const kinds = kindsAsked.get(index);
    return !kinds || kinds.size === 0 || kinds.has(ask.kind);
  };
  const firstLine = (ask: Ask) => assigned.get(ask.key)?.find((index) => confirms(ask, index));
  const free = [...kindsAsked.keys()].filter(
    (index) => !asks.some((a) => askedBy.get(a.key)?.includes(index) && confirms(a, index)),
  );
  for (const [i, ask] of asks.entries()) {
    if (assigned.has(ask.key) || !VALUED.has(ask.kind)) continue;
    const after = Math.max(-1, ...asks.slice(0, i).flatMap((a) => firstLine(a) ?? []));
    const before = Math.min(Infinity, ...asks.slice(i + 1).flatMap((a) => firstLine(a) ?? []));
    const line = free.find(
      (index) => index > after && index < before && kindsAsked.get(index)!.has(ask.kind),
    );
    if (line === undefined) continue;
    assigned.set(ask.key, [line]);
    free.splice(free.indexOf(line), 1);
  }
  return assigned;
}
