import { wordsOf } from './tokens';
import { opensWithYes, opensWithYesOrNo } from './yes-no';

/** Adjectives of opposite sense, each pole with its common synonyms. */
const OPPOSITES: [string[], string[]][] = [
  [
    ['young', 'younger'],
    ['old', 'older'],
  ],
  [
    ['early', 'earlier'],
    ['late', 'later'],
  ],
  [
    ['small', 'smaller', 'little'],
    ['big', 'bigger', 'large', 'larger'],
  ],
  [
    ['short', 'shorter'],
    ['long', 'longer', 'tall', 'taller'],
  ],
  [
    ['cheap', 'cheaper', 'inexpensive'],
    ['expensive', 'pricey', 'costly'],
  ],
  [
    ['near', 'close', 'closer', 'nearby'],
    ['far', 'farther', 'further'],
  ],
  [
    ['easy', 'easier'],
    ['hard', 'harder', 'difficult'],
  ],
  [['open'], ['closed', 'shut']],
  [
    ['safe', 'safer'],
    ['dangerous', 'unsafe'],
  ],
];

/** A person named by age: "3-year-old", "six months old". */
const AGED = /\b(?:years?|months?|weeks?)[-\s]olds?\b/gi;

/**
 * Whether the agent put a yes/no ask the other way round: "Is 8 old enough?" asked as "Is eight
 * too young?", "Open on Sundays?" as "Are you closed Sundays?", "Can he still join?" as "Is it too
 * late to join?". The line's questions say the opposite of one of the label's adjectives and not the
 * adjective itself, or ask whether something is too much of what the label does not name.
 */
export function askedTheOtherWay(label: string, line: string): boolean {
  // "a 3-year-old" names a child by age; its "old" is no adjective of the question.
  const asked = new Set(wordsOf(label.replace(AGED, ' ')));
  // The line's questions: "…for their eight-year-old. Is eight too young?" asks "too young".
  const questions = line.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().endsWith('?'));
  const said = new Set(wordsOf(questions.join(' ')));
  const says = (pole: string[], words: Set<string>) => pole.some((word) => words.has(word));
  // "Can he still join mid-year?" asked as "Is it too late to join mid-year?": a limit asked of.
  const too = questions
    .join(' ')
    .match(/\btoo (\w+)/i)?.[1]
    ?.toLowerCase();
  if (too && !asked.has('too') && !asked.has(too)) return true;
  return OPPOSITES.some(
    ([one, other]) =>
      (says(one, asked) && !says(one, said) && says(other, said) && !says(other, asked)) ||
      (says(other, asked) && !says(other, said) && says(one, said) && !says(one, asked)),
  );
}

/** A verb denied: "doesn't", "isn't", "not". */
const DENIED_VERB = /\bnot\b|n['’]t\b/i;
/** A question summing up what was heard: "So he doesn't…?", "Just to confirm, …?" */
const SUMMING_UP = /^\W*(?:(?:okay|ok|right|and)[\s,]+)?(?:so|just so|just to confirm|to confirm)\b/i;
export const sumsUp = (question: string) => SUMMING_UP.test(question.trim());

/**
 * Whether the agent summed the ask up with its verb denied: "So he doesn't have to come if they send
 * an old uniform?" to "Does the child need to come in?" ("So there's no charge?" to "Is it free?"
 * denies a noun, and may agree with the ask).
 */
export function readBackDenied(label: string, line: string): boolean {
  if (DENIED_VERB.test(label) || /\bno\b/i.test(label)) return false;
  const questions = line.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().endsWith('?'));
  return questions.some((question) => sumsUp(question) && DENIED_VERB.test(question));
}

/**
 * A bare yes or no said to a question put the other way round answers the ask with its opposite:
 * "Is eight too young?" "No, eight's good." is a yes to "Is 8 old enough?"; a yes agreeing to the ask
 * read back denied ("So he doesn't have to come?" "Yes, yes, the old one is enough.") is a no.
 */
export function yesNoAsAsked(value: boolean, quote: string, label: string, line: string | null): boolean {
  if (line === null) return value;
  if (opensWithYesOrNo(quote) && askedTheOtherWay(label, line)) return !value;
  return opensWithYes(quote) && readBackDenied(label, line) ? !value : value;
}
