import type { Piece } from './pieces';
import { startsQuestion } from './pieces';

/**
 * "If I drop it off Monday, when would it be ready?", "…and if we sign up now when would coverage
 * start?": a clause opened by "if" right before a question, with no "and", "or" or "but" between, is the
 * condition that question is asked under, not a question whether it holds.
 */
export function isConditionOf(sentence: string, piece: Piece, next: Piece | undefined): boolean {
  const [first, second] = piece.tokens.map((t) => t.lower);
  return (
    first === 'if' &&
    // "if so", "if not": the answer before; "Sorry if this is a dumb question": the message itself.
    !/^(?:so|not|yes|no|this|that)$/.test(second ?? '') &&
    next !== undefined &&
    startsQuestion(next.tokens, 0) &&
    !/\b(?:and|or|but)\b/i.test(sentence.slice(piece.end, next.start))
  );
}

/** The question asked under a condition, the condition said after it: "When would it be ready if I drop it off Monday". */
export const underCondition = (question: string, condition: string) =>
  `${question.replace(/[\s,?]+$/, '')} ${condition.charAt(0).toLowerCase()}${condition.slice(1)}`;
