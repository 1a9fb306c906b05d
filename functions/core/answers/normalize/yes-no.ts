import nlp from 'compromise';
import { readMoney } from './money';
import type { Reading } from './reading';
import { readSchedule } from './schedule';
import { type Token, tokensOf } from './tokens';
import {
  aboutTheBusiness,
  agesAnswer,
  chargeAnswer,
  periodAnswer,
  providedAnswer,
  requiredAnswer,
  restrictedElsewhere,
} from './yes-no-scope';

/** Words a yes opens with. */
export const YES = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'absolutely',
  'definitely',
  'of course',
  'certainly',
  'correct',
  'we do',
  'we can',
  'we sure do',
  'that is right',
  'you bet',
  'indeed',
  'no problem',
  'no worries',
];
/** Words a no opens with. */
export const NO = [
  'no',
  'nope',
  'nah',
  'unfortunately',
  'sorry',
  'not really',
  'we do not',
  'we cannot',
  'we are not',
  'afraid not',
  'not that i know of',
  'not right now',
  'not at the moment',
  'not currently',
  'not yet',
];
/** A yes or no said on its own between pauses ("Not during the school year, no, it's weekends only"). */
const YES_ALONE = /(?:^|[,.;!?]\s*)(?:yes|yeah|yep|yup)(?=\s*[,.;!?]|\s*$)/i;
const NO_ALONE = /(?:^|[,.;!?]\s*)(?:no|nope|nah)(?=\s*[,.;!?]|\s*$)/i;
/** Predicates that deny availability without a negation word ("we're closed Sundays", "we're full"). */
const DENYING = ['closed', 'full', 'booked', 'sold out', 'spoken for'];
/** Words that deny the days beside them. */
const NEGATING = new Set(['not', 'no', 'never', 'closed', 'except', 'without']);
const FREE_WORDS = ['free', 'complimentary', 'no charge', 'no cost', 'costs nothing', 'without charge'];

const phrase = (words: string[]) => ` ${words.join(' ')} `;
const startsWithAny = (text: string, list: string[]) => list.some((p) => text.startsWith(` ${p} `));
const hasAny = (text: string, list: string[]) => list.some((p) => text.includes(` ${p} `));

/** Whether the ask is whether something is free ("Is the first visit free?"). */
function asksIfFree(label: string): boolean {
  return hasAny(phrase(tokensOf(label).map((t) => t.word)), FREE_WORDS);
}

/**
 * Yes or no, read the way a person would: a leading "yes"/"sure"/"no"/"unfortunately" decides;
 * a question whether something is free is answered by the price said ("costs nothing" → yes,
 * "$40" → no); a question about a weekday by the days said ("only weekdays" → no for Saturday);
 * otherwise a negation ("we don't do Sundays"), a denying predicate ("we're full") or a habit given up
 * ("we used to") is no, and a plain statement ("we have a sibling discount") is yes. A yes or no said
 * on its own anywhere counts as a leading one. compromise finds the negations.
 */
export function readYesNo(tokens: Token[], text: string, label: string, currency: string): Reading<boolean> {
  const words = phrase(tokens.map((t) => t.word));
  // "Yeah no, we don't" is a no, "no yeah, totally" a yes: of a yes and a no said together, the second decides.
  const [first, second, third] = tokens.map((t) => t.word);
  const plainNo = second === 'no' && third !== 'problem' && third !== 'worries';
  if (YES.includes(first!) && plainNo) return { value: false, certainty: 0.95 };
  if (first === 'no' && YES.includes(second!)) return { value: true, certainty: 0.95 };
  const leadingNo =
    (startsWithAny(words, NO) && !startsWithAny(words, ['no problem', 'no worries'])) || NO_ALONE.test(text);
  const leadingYes = (startsWithAny(words, YES) || YES_ALONE.test(text)) && !leadingNo;
  const labelTokens = tokensOf(label);
  const labelWords = phrase(labelTokens.map((t) => t.word));
  // "Under two gets in free" to "Are children under three free?": ages short of those asked are a no.
  const ages = agesAnswer(labelTokens, tokens);
  if (ages === false && !leadingYes) return { value: false, certainty: 0.92 };
  if (asksIfFree(label)) {
    const price = readMoney(tokens, currency);
    if (price) return { value: price.value.amount === 0, certainty: 0.95 };
  } else {
    const charged = chargeAnswer(labelWords, tokens, currency);
    if (charged !== null) return { value: charged, certainty: 0.95 };
  }
  const askedDays = readSchedule(labelTokens)?.value.days ?? [];
  // "Saturdays yes, Sundays no", "Sundays we're closed": the part naming the day asked about decides.
  const part = leadingYes || leadingNo ? undefined : partNaming(text, askedDays);
  if (part !== undefined) return { value: !isDenied(part, label), certainty: 0.95 };
  if (askedDays.length > 0 && !leadingYes && !leadingNo) {
    const schedule = readSchedule(tokens);
    if (schedule && schedule.value.days.length > 0)
      return { value: askedDays.some((day) => schedule.value.days.includes(day)), certainty: 0.95 };
  }
  if (leadingYes) return { value: true, certainty: 1 };
  if (leadingNo) return { value: false, certainty: 1 };
  // Something else than was asked (other ages, brought by the parent, another period, required when
  // asked without) is a no; the thing asked about is a yes unless it is denied.
  const elsewhere = [
    ages,
    providedAnswer(labelWords, words),
    periodAnswer(labelTokens, tokens),
    requiredAnswer(labelTokens, tokens),
  ];
  if (elsewhere.includes(false)) return { value: false, certainty: 0.92 };
  return { value: !isDenied(text, label), certainty: 0.92 };
}

/** A no in so many words, said of the business, or an "only" that limits the thing to something else. */
const isDenied = (text: string, label: string) =>
  isNegated(aboutTheBusiness(text, label)) || restrictedElsewhere(text, label);

/** A negation ("we don't"), a denying predicate ("we're full") or a habit given up ("we used to"). */
function isNegated(text: string): boolean {
  const words = phrase(tokensOf(text).map((t) => t.word));
  return (
    nlp(text).has('#Negative') ||
    hasAny(words, ['never', 'none', 'no']) ||
    hasAny(words, DENYING) ||
    (hasAny(words, ['used to']) && !hasAny(words, ['still']))
  );
}

/** The part of an answer, between commas, that names one of the days asked about. */
function partNaming(text: string, days: readonly string[]): string | undefined {
  if (days.length === 0) return undefined;
  return text.split(/[,;]/).find((part) => {
    const named = readSchedule(tokensOf(part).filter((t) => !NEGATING.has(t.word)))?.value.days ?? [];
    return days.some((day) => named.includes(day as (typeof named)[number]));
  });
}
