import { checksReadBack, letStand, sentencesOf } from '#functions/core/answers/confirmed-price';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { opensWithYes, opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import { asksTheCaller, type Clause, type NumberedTurn } from './reader';
import { contentWords, overlap, thingWords } from './topic-words';

type ReadingContext = Parameters<typeof normalizeAnswer>[2];

const contextOf = (ask: Ask) => ({ label: ask.label, currency: 'USD', referenceDate: new Date(0) });

/**
 * The same amount, or one said the same way at another scale: "two ninety-five" heard as 2.95 in
 * the agent's line alone and as 295 beside the business's other prices.
 */
function sameAmount(a: unknown, b: unknown): boolean {
  const [x, y] = [(a as { amount: number } | null)?.amount, (b as { amount: number } | null)?.amount];
  if (x === undefined || y === undefined) return false;
  return x === y || Math.abs(x * 100 - y) < 1e-6 || Math.abs(y * 100 - x) < 1e-6;
}

/** The same value, as the reader compares them: a price by its amount, others whole. */
function sameValue(ask: Ask, a: unknown, b: unknown): boolean {
  if (ask.kind === 'money') return sameAmount(a, b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * "It's eighty-five for two hours." … "So the group lesson is eighty-five dollars?" "Yup, per kid.":
 * a value the agent reads back and the business confirms was said earlier, of the thing asked; the
 * earlier clause saying it is the answer. Null when no agent line putting the ask reads a value back,
 * the reply does not confirm it, or no earlier clause says it.
 */
export function confirmedReadBack(
  ask: Ask,
  askTurns: number[],
  turns: NumberedTurn[],
  clauses: Clause[],
): Clause | null {
  if (ask.kind === 'yes_no' || ask.kind === 'text') return null;
  for (const agentTurn of askTurns) {
    const readBack = normalizeAnswer(ask.kind, turns[agentTurn]!.text, contextOf(ask))?.value;
    const reply = turns.find((t) => t.index > agentTurn && t.speaker === 'business');
    if (readBack === undefined || !reply || !opensWithYes(reply.text)) continue;
    const said = clauses.find(
      (clause) =>
        clause.turn < agentTurn &&
        sameValue(ask, normalizeAnswer(ask.kind, clause.text, contextOf(ask))?.value, readBack),
    );
    if (said) return said;
  }
  return null;
}

/** A clause and the clauses after it in its turn, joined verbatim: "Saturday." + "Ten to ten forty-five." */
function stretches(clauses: Clause[], turns: NumberedTurn[]): Clause[] {
  const joined: Clause[] = [];
  for (const [i, clause] of clauses.entries()) {
    joined.push(clause);
    const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
    const start = text.indexOf(clause.text);
    for (const next of clauses.slice(i + 1, i + 3)) {
      if (next.turn !== clause.turn || start < 0) break;
      const end = text.indexOf(next.text, start) + next.text.length;
      if (end > start) joined.push({ turn: clause.turn, text: text.slice(start, end) });
    }
  }
  return joined;
}

/**
 * Of the clauses and stretches saying a value, the one to quote: the last clause saying it whole,
 * else the shortest stretch.
 */
function clauseSaying(said: Clause[], clauses: Clause[]): Clause | null {
  const whole = said.filter((c) => clauses.includes(c));
  return whole.at(-1) ?? [...said].sort((a, b) => a.text.length - b.text.length)[0] ?? null;
}

/** Where a read-back joins values: "free with an optional eight-dollar t-shirt". */
const JOINS_WORDS = /\s(?:with|plus|but|or)\s/;
const JOINS = new RegExp(`,|${JOINS_WORDS.source}`);

/**
 * "…pickup is at three-thirty, with aftercare until five-thirty for ten dollars a day": a schedule
 * whose times come only from joining parts the sentence says apart (3:30 and until 5:30 read as
 * 3:30–5:30) is no one schedule read back.
 */
function spansParts(sentence: string, whole: unknown, read: (text: string) => unknown): boolean {
  const times = (value: unknown) => (value as { times: string[] } | undefined)?.times ?? [];
  const parted = new Set(sentence.split(JOINS).flatMap((part) => times(read(part))));
  return times(whole).some((time) => !parted.has(time));
}

/** An agent sentence summing up: "So…", "Okay, so…", "Got it, so…". */
const SUMS_UP = /^(?:so|okay,? so|got it,? so)\b/i;
/**
 * An agent sentence summing up an answer given before its ask came up, after any word taking it in:
 * "Understood, so the parent would need to go in with them." (not "Thank you so much").
 */
const SUMS_UP_UNASKED =
  /^(?:(?:okay|ok|got it|understood|right|alright|all right|great|perfect)[,.!]?\s+)?so\b(?!\s+(?:much|many|far|long)\b)/i;

/**
 * The one value of the ask's kind an agent sentence reads back; none when it reads back more than
 * one ("So it's free with an optional eight-dollar t-shirt"), save a schedule's days and times. A
 * yes or no is read back only as a summing-up: "So a Saturday pickup works at the market stand."
 */
function readBackValue(ask: Ask, sentence: string, context: ReadingContext, summing = SUMS_UP): unknown {
  const read = (text: string) => {
    const reading = normalizeAnswer(ask.kind, text, context);
    return reading && reading.certainty >= 0.55 ? reading.value : undefined;
  };
  if (ask.kind === 'yes_no' && !summing.test(sentence.trim())) return undefined;
  const whole = read(sentence);
  if (whole === undefined) return whole;
  if (ask.kind === 'schedule') return spansParts(sentence, whole, read) ? undefined : whole;
  // "Saturday, January sixteenth" is one day, said with a comma.
  const parts = sentence.split(ask.kind === 'date' ? JOINS_WORDS : JOINS).map(read);
  return parts.every((part) => part === undefined || sameValue(ask, part, whole)) ? whole : undefined;
}

/** "Is he fourteen now, or turning fourteen?" "He's fourteen now.": an agent turn answering the business reads nothing back. */
function answersTheBusiness(turns: NumberedTurn[], turn: NumberedTurn): boolean {
  const before = turns.findLast((t) => t.index < turn.index);
  return before?.speaker === 'business' && asksTheCaller(sentencesOf(before.text).at(-1) ?? '');
}

/**
 * "Six bucks. Six dollars a visit for juniors, or a ten-visit card's fifty." … "Six dollars a visit.":
 * the value the agent reads back once the business has answered, and the business lets stand, is
 * the one the business said of the thing asked; the business's clause saying that value is the
 * answer. Read-backs are the agent's statements after the ask was put, up to the next ask's question
 * (the statements that open it included, but not a question reading back a value of the `next`
 * asks it puts); the last one counts, and none when the business takes it up ("Well, plus the
 * cool-down, so call it seven").
 */
export function readBackClause(
  ask: Ask,
  { put: putTurns, nextQuestion, next }: { put: number[]; nextQuestion: number; next: Ask[] },
  { turns, clauses, calledOn }: { turns: NumberedTurn[]; clauses: Clause[]; calledOn: Date },
): Clause | null {
  if (ask.kind === 'text' || putTurns.length === 0) return null;
  // "So kids start Saturday, January sixteenth" and "Saturday the sixteenth" are one day from the call's.
  const context = { label: ask.label, currency: 'USD', referenceDate: calledOn };
  const first = Math.min(...putTurns);
  let last: { turn: number; at: number; value: unknown } | null = null;
  for (const turn of turns) {
    if (turn.speaker !== 'agent' || turn.index <= first || turn.index > nextQuestion) continue;
    if (answersTheBusiness(turns, turn)) continue;
    const sentences = sentencesOf(turn.text);
    // The next ask's question ends the read-backs; a question reading a value back does not, unless
    // it reads back another ask's ("So the damage waiver is six dollars a month?").
    const asking = (sentence: string) =>
      sentence.trim().endsWith('?') &&
      (readBackValue(ask, sentence, context) === undefined || aboutAnother(ask, next, sentence));
    const stop = turn.index === nextQuestion ? sentences.findIndex(asking) : -1;
    const opening = stop < 0 ? sentences : sentences.slice(0, stop);
    for (const [at, sentence] of opening.entries()) {
      const value = readBackValue(ask, sentence, context);
      if (value !== undefined) last = { turn: turn.index, at, value };
    }
  }
  if (!last) return null;
  if (!letStand(turns, last.turn, last.at)) return null;
  const said = stretches(
    clauses.filter((c) => c.turn > first && c.turn < last!.turn),
    turns,
  ).filter((c) => sameValue(ask, normalizeAnswer(ask.kind, c.text, context)?.value, last!.value));
  return clauseSaying(said, clauses);
}

/** Whether a line names no thing of this ask's and one of another ask's, for the same kind of value. */
const aboutAnother = (ask: Ask, others: Ask[], line: string) => {
  const said = thingWords(line);
  return (
    overlap(thingWords(ask.label), said) === 0 &&
    others.some(
      (other) => other !== ask && other.kind === ask.kind && overlap(thingWords(other.label), said) > 0,
    )
  );
};

/** Kinds whose value the agent may read back as one of two ("twenty-nine ninety-nine or thirty-four ninety-nine"). */
const EITHER_KINDS = new Set<Ask['kind']>(['money', 'count', 'duration']);

/**
 * "So twenty-four dollars under ten or thirty for ten and up.", "two seventy-five a week for members
 * or three-twenty for non-members": after the ask was put, the agent reads the value found back as
 * one of two the business gave, so the business left open which one answers the ask.
 */
export function readsBackEither(ask: Ask, put: number[], found: string, turns: NumberedTurn[]): boolean {
  if (!EITHER_KINDS.has(ask.kind) || put.length === 0) return false;
  const context = contextOf(ask);
  const read = (text: string) => {
    const reading = normalizeAnswer(ask.kind, text, context);
    return reading && reading.certainty >= 0.55 ? reading.value : undefined;
  };
  const value = read(found);
  if (value === undefined) return false;
  const first = Math.min(...put);
  return turns
    .filter((turn) => turn.speaker === 'agent' && turn.index > first)
    .flatMap((turn) => sentencesOf(turn.text))
    .flatMap((sentence) => eitherSides(sentence))
    .some(([before, after]) => {
      const [one, other] = [readOnly(ask, before, read), readOnly(ask, after, read)];
      return (
        !perUnitOrFlat(ask, before, after) &&
        one !== undefined &&
        other !== undefined &&
        !sameValue(ask, one, other) &&
        (sameValue(ask, one, value) || sameValue(ask, other, value))
      );
    });
}

/** The unit a question asks a price per: "How much is it per player?" → player. */
const UNIT_ASKED = /\b(?:per|each|every)\s+([a-z]+)\b/i;

/** Words of a price for the whole: "$1,500 flat", "$299 total". */
const FOR_THE_WHOLE = /\b(?:flat|total|all in)\b/i;

/**
 * To "What is the price per player?", "$27 per player, or $299 flat for up to twelve" reads back
 * the price per player beside one for the whole, which leaves nothing open.
 */
const perUnitOrFlat = (ask: Ask, before: string, after: string) => {
  const unit = UNIT_ASKED.exec(ask.label)?.[1];
  if (unit === undefined) return false;
  const names = (text: string) => new RegExp(`\\b(?:per|a|an|each|every)\\s+${unit}s?\\b`, 'i').test(text);
  return (
    (names(before) && FOR_THE_WHOLE.test(after) && !names(after)) ||
    (names(after) && FOR_THE_WHOLE.test(before) && !names(before))
  );
};

/** The stretches either side of each "or" in a sentence, up to the commas around it. */
const eitherSides = (sentence: string): [string, string][] => {
  const parts = sentence.split(/\s+or\s+/i);
  const side = (part: string, at: 'first' | 'last') => {
    // "$1,500": a comma between digits is part of the number.
    const pieces = part.replace(/^[\s,]+|[\s,]+$/g, '').split(/,(?!\d{3}\b)/);
    return (at === 'first' ? pieces[0] : pieces.at(-1)) ?? '';
  };
  return parts.slice(1).map((after, i) => [side(parts[i]!, 'last'), side(after, 'first')]);
};

/** The value a stretch reads as, unless it is a day's time ("Mondays at four-thirty"). */
const readOnly = (ask: Ask, text: string, read: (text: string) => unknown) => {
  const slot = normalizeAnswer('schedule', text, contextOf(ask))?.value;
  const timed = slot !== undefined && slot.days.length > 0 && slot.times.length > 0;
  return ask.kind === 'money' && timed ? undefined : read(text);
};

/** The agent's summing up that the answer depends: "So it depends on the distance." */
const SUMS_UP_DEPENDS =
  /^(?:(?:okay|ok|alright|got it|i see)[,.]?\s+)?so,? (?:it|that|the \w+) (?:really )?(?:depends|varies)\b/i;

/**
 * "Free within twenty kilometres. Past that it's two bucks a kilometre." "So it depends on the
 * distance." "Yeah, most of the city is free.": the agent sums the answer up as depending, after
 * the ask was put and before the next one, and the business agrees, so the answer is open.
 */
export function agreedItDepends(putting: Putting, turns: NumberedTurn[]): boolean {
  return followUps(putting, turns, putting.nextQuestion).some(({ turn, reply }) => {
    const at = sentencesOf(turn.text).findIndex((sentence) => SUMS_UP_DEPENDS.test(sentence.trim()));
    return at >= 0 && reply !== undefined && opensWithYes(reply.text) && letStand(turns, turn.index, at);
  });
}

/** Where an ask was put, and the agent turn putting the next ask after it. */
interface Putting {
  put: number[];
  nextQuestion: number;
}

/** The agent's turns after an ask was first put, up to turn `upTo`, each with the business's reply. */
function followUps({ put }: Putting, turns: NumberedTurn[], upTo: number) {
  if (put.length === 0) return [];
  const first = Math.min(...put);
  return turns
    .filter((turn) => turn.speaker === 'agent' && turn.index > first && turn.index <= upTo)
    .map((turn) => ({ turn, reply: turns.find((t) => t.index > turn.index && t.speaker === 'business') }));
}

/** The agent asking whether there is one value: "Is there a standard rate?", "one set price?" */
const ASKS_ONE_VALUE =
  /\b(?:is there|isn't there|do you have|don't you have)\b.*\b(?:an?|one)\s+(?:standard|set|fixed|flat|single|typical|usual)\b/i;

/**
 * "Anywhere from one-ten to one-sixty an hour." "Is there a standard rate?" "Not really.": after the
 * ask was put and before the next one, the agent asks whether there is one value, and the business
 * says no: the value is open, not unoffered (the reader keeps a value said before).
 */
export function deniedOneValue(putting: Putting, turns: NumberedTurn[]): boolean {
  return followUps(putting, turns, putting.nextQuestion - 1).some(({ turn, reply }) => {
    const asking = sentencesOf(turn.text).some((s) => s.trim().endsWith('?') && ASKS_ONE_VALUE.test(s));
    return asking && reply !== undefined && opensWithYesOrNo(reply.text) && !opensWithYes(reply.text);
  });
}

/** Kinds whose one ask in a call the agent's summing up answers without naming it. */
const SUMMED_BY_KIND = new Set<Ask['kind']>(['money', 'schedule', 'age_range', 'count', 'duration', 'date']);

/**
 * "We go eight to fourteen … that's Tuesdays and Thursdays, four-thirty to five-thirty." "Great, so
 * ages eight to fourteen, and he'd be in the Explorers group on Tuesdays and Thursdays from 4:30 to
 * 5:30. How much does it cost per month?": the business answered an ask before it came up, the agent
 * sums that answer up (or reads it back to confirm: "Just to confirm, the next free day is March
 * seventh?") and goes on without putting it, and the business lets it stand. The value the
 * agent states (of the ask's topic, or of the one ask of its kind) is the one the business said; the
 * business's clause saying it is the answer.
 */
export function summedUpUnasked(
  ask: Ask,
  asks: Ask[],
  { turns, clauses, calledOn }: { turns: NumberedTurn[]; clauses: Clause[]; calledOn: Date },
): Clause | null {
  if (ask.kind === 'text') return null;
  const context = { label: ask.label, currency: 'USD', referenceDate: calledOn };
  const topic = contentWords(ask.label);
  const alone = SUMMED_BY_KIND.has(ask.kind) && asks.filter((other) => other.kind === ask.kind).length === 1;
  for (const turn of turns) {
    if (
      turn.speaker !== 'agent' ||
      !clauses.some((c) => c.turn < turn.index) ||
      answersTheBusiness(turns, turn)
    )
      continue;
    for (const [at, sentence] of sentencesOf(turn.text).entries()) {
      const asking = sentence.trim().endsWith('?') && !checksReadBack(sentence);
      if (asking || !(alone || overlap(topic, contentWords(sentence)) > 0)) continue;
      const value = readBackValue(ask, sentence, context, SUMS_UP_UNASKED);
      if (value === undefined || !letStand(turns, turn.index, at)) continue;
      const said = stretches(
        clauses.filter((c) => c.turn < turn.index),
        turns,
      ).filter(
        (c) =>
          sameValue(ask, normalizeAnswer(ask.kind, c.text, context)?.value, value) &&
          (ask.kind !== 'yes_no' || overlap(topic, contentWords(c.text)) > 0),
      );
      const found = clauseSaying(said, clauses);
      if (found) return found;
    }
  }
  return null;
}
