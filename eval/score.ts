import type { Answer, AskKind, NormalizedValue } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';

/** What an answer should be: its status, and its normalized value when answered. */
export interface ExpectedAnswer {
  status: Answer['status'];
  normalized?: NormalizedValue[AskKind] | null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Whether two normalized values of a kind say the same thing (prices to the cent, days as a set). */
function sameValue(kind: AskKind, actual: unknown, expected: unknown): boolean {
  if (actual === null || actual === undefined) return false;
  switch (kind) {
    case 'money': {
      const [a, e] = [actual as NormalizedValue['money'], expected as NormalizedValue['money']];
      return (
        Math.abs(a.amount - e.amount) < 0.005 &&
        a.currency === e.currency &&
        (e.per === null || a.per === e.per)
      );
    }
    case 'schedule': {
      const [a, e] = [actual as NormalizedValue['schedule'], expected as NormalizedValue['schedule']];
      return sameSet(a.days, e.days) && sameSet(a.times, e.times);
    }
    case 'age_range': {
      const [a, e] = [actual as NormalizedValue['age_range'], expected as NormalizedValue['age_range']];
      return a.min === e.min && a.max === e.max;
    }
    case 'duration':
      return (
        (actual as NormalizedValue['duration']).minutes === (expected as NormalizedValue['duration']).minutes
      );
    case 'text':
      return typeof actual === 'string' && actual.length > 0;
    default:
      return actual === expected;
  }
}

/**
 * Whether an answer is right: an expected value normalized the same, or the expected status for an
 * ask the business did not answer. A yes/no "we don't offer that" is the answer no.
 */
export function isRight(kind: AskKind, answer: Answer, expected: ExpectedAnswer): boolean {
  if (expected.status === 'answered') {
    if (kind === 'yes_no' && answer.status === 'not_offered') return expected.normalized === false;
    return answer.status === 'answered' && sameValue(kind, answer.normalized, expected.normalized);
  }
  return answer.status === expected.status;
}

/** Whether an answer claims something the transcript does not support: a quote not in that business turn. */
export function isUnsupported(answer: Answer, turns: Pick<TranscriptTurn, 'speaker' | 'text'>[]): boolean {
  if (answer.status !== 'answered' && answer.status !== 'not_offered') return false;
  if (!answer.evidence) return true;
  const turn = turns[answer.evidence.turn];
  const squash = (text: string) => text.replace(/\s+/g, ' ');
  return turn?.speaker !== 'business' || !squash(turn.text).includes(squash(answer.evidence.quote));
}
