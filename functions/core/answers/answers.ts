import type { Answer, Answers, Ask, AskKind, NormalizedValue } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import type { ModelAnswer } from '../call/extraction-schema';
import { logger } from '../logger';
import { otherPrices } from './call-prices';
import { confidenceOf } from './confidence';
import { confirmedDate } from './confirmed-date';
import { confirmedPrice } from './confirmed-price';
import { daysMeant } from './days-meant';
import { type NormalizeContext, normalizeAnswer } from './normalize';
import { yesNoAsAsked } from './normalize/yes-no-polarity';

/** What the reader knows of the call besides an answer's words: its currency, date and question. */
export type AnswerContext = Omit<NormalizeContext, 'label' | 'daysMeant'> & {
  /** The parent's question: the days it tells of are the days meant (`daysMeant`). */
  question?: string;
};

/** What every answer of one call is read with. */
type CallContext = Omit<NormalizeContext, 'label'>;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `quote` occurs word for word in business turn `turn`. */
function isVerbatim(turns: TranscriptTurn[], turn: number | null, quote: string | null): boolean {
  if (turn === null || quote === null) return false;
  const said = turns[turn];
  return (
    said?.speaker === 'business' && squash(quote).length > 0 && squash(said.text).includes(squash(quote))
  );
}

/** An answer without a value: not asked, unclear, or (with evidence added) unknown. */
export const unanswered = (status: Answer['status'], reasked = false): Answer => ({
  status,
  value: null,
  normalized: null,
  evidence: null,
  confidence: confidenceOf({ status, verified: false, certainty: 1, reasked }),
});

/** The agent's line just before a business turn: the question it answers. */
const questionBefore = (turns: TranscriptTurn[], turn: number) =>
  turns.slice(0, turn).findLast((t) => t.speaker === 'agent')?.text ?? null;

/**
 * The answers of one call, one per ask, from what the model located. Core checks the model: a quote
 * must be verbatim in a business turn, and an answer's value is normalized from the quoted words
 * (so no value is stored that the business did not say); an answer failing either is unclear.
 */
export function toAnswers(
  asks: Ask[],
  located: ModelAnswer[],
  turns: TranscriptTurn[],
  { question = '', ...known }: AnswerContext,
): Answers {
  const context: CallContext = { ...known, daysMeant: daysMeant(question, turns) };
  const answers: Answers = {};
  for (const ask of asks) {
    const found = located.find((a) => a.key === ask.key);
    answers[ask.key] = found
      ? readSafely(ask, () => answerOf(ask, found, turns, context), unanswered('unclear'))
      : unanswered('not_asked');
  }
  // A price is heard at the scale of the call's other prices ("nine ninety-five a month" beside
  // "seven seventy-five a bottle" is 9.95).
  const read = { ...answers };
  for (const ask of asks) {
    const found = located.find((a) => a.key === ask.key);
    if (ask.kind !== 'money' || !found) continue;
    answers[ask.key] = readSafely(
      ask,
      () => answerOf(ask, found, turns, { ...context, callPrices: otherPrices(asks, read, ask.key) }),
      read[ask.key]!,
    );
  }
  return answers;
}

/**
 * One ask's answer, or `otherwise` when reading it throws (words no rule of the normalizers
 * foresaw): the call loses that answer, not every answer of the call.
 */
function readSafely(ask: Ask, read: () => Answer, otherwise: Answer): Answer {
  try {
    return read();
  } catch (error) {
    logger.error('Reading an answer failed', { askKey: ask.key, kind: ask.kind, error });
    return otherwise;
  }
}

function answerOf(ask: Ask, found: ModelAnswer, turns: TranscriptTurn[], context: CallContext): Answer {
  const verified = isVerbatim(turns, found.turn, found.quote);
  const evidence = verified ? { turn: found.turn!, quote: found.quote! } : null;
  if (found.status === 'answered') {
    const normalized = verified
      ? normalizeAnswer(ask.kind, found.quote!, { ...context, label: ask.label })
      : null;
    if (!normalized || !evidence) return unanswered('unclear', found.reasked);
    return {
      status: 'answered',
      value: found.value ?? squash(found.quote!),
      normalized:
        ask.kind === 'text'
          ? (found.value ?? squash(found.quote!))
          : ask.kind === 'yes_no'
            ? yesNoAsAsked(
                normalized.value as boolean,
                found.quote!,
                ask.label,
                questionBefore(turns, evidence.turn),
              )
            : confirmedValue(ask, normalized.value, turns, evidence, context),
      evidence,
      confidence: confidenceOf({
        status: 'answered',
        verified,
        certainty: normalized.certainty,
        reasked: found.reasked,
      }),
    };
  }
  if (found.status === 'not_offered' || found.status === 'unknown') {
    if (!evidence) return unanswered('unclear', found.reasked);
    return {
      status: found.status,
      value: found.status === 'not_offered' ? (found.value ?? squash(found.quote!)) : null,
      normalized: null,
      evidence,
      confidence: confidenceOf({ status: found.status, verified, certainty: 1, reasked: found.reasked }),
    };
  }
  return unanswered(found.status, found.reasked);
}

/** A price or a day as the call settles it after the quote: as it is read back and confirmed. */
function confirmedValue(
  ask: Ask,
  value: NormalizedValue[AskKind],
  turns: TranscriptTurn[],
  evidence: { turn: number; quote: string },
  context: CallContext,
): NormalizedValue[AskKind] {
  if (ask.kind === 'date')
    return confirmedDate(turns, evidence, value as string, { ...context, label: ask.label });
  if (ask.kind !== 'money') return value;
  return confirmedPrice(turns, evidence.turn, value as NormalizedValue['money'], {
    ...context,
    label: ask.label,
  });
}
