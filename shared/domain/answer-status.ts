import type { AnswerStatus } from '../contracts/asks';

/** What each status other than answered says in a cell, on a card or in a chart: never blank, each distinct. */
export const STATUS_LABELS: Record<Exclude<AnswerStatus, 'answered'>, string> = {
  not_offered: 'Not offered',
  unknown: "Didn't know",
  unclear: 'Unclear',
  not_asked: 'Not asked',
};

/** Whether the business answered the ask: "we don't offer that" is an answer too. */
export const isResponse = (status: AnswerStatus): boolean =>
  status === 'answered' || status === 'not_offered';
