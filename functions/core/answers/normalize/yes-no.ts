import nlp from 'compromise';
import { readMoney } from './money';
import { hasAny, phrase } from './phrases';
import type { Reading } from './reading';
import { givenUp } from './said-when';
import { readSchedule } from './schedule';
import { type Token, tokensOf, wordsOf } from './tokens';
import { withoutPriceDenied } from './yes-no-charge';
import { deadlineAnswer } from './yes-no-deadline';
import { alternativeAnswer, bookingAnswer, broughtAnswer } from './yes-no-need';
import {
  aboutTheBusiness,
  agesAnswer,
  boundAnswer,
  chargeAnswer,
  discountAnswer,
  periodAnswer,
  providedAnswer,
  requiredAnswer,
  restrictedElsewhere,
} from './yes-no-scope';
import { echoedYesOrNo } from './yes-no-short';
import { daysNamed, denyingStateAnswer, offeredElsewhere, statesDenial } from './yes-no-state';
import { leadTimeAnswer, notYet, partOfDayAnswer } from './yes-no-time';

/** Words a yes opens with. */
const YES = [
  'yes',
  'yeah',
  'yep',
  'yup',
  'ja',
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
  'you betcha',
  'indeed',
  'no problem',
  'no worries',
  'no bother',
  'not a bother',
  'for sure',
  'totally',
  'mm hmm',
  'mhm',
  'uh huh',
  'you got it',
  'all the time',
  'affirmative',
  'i think so',
  'i believe so',
  'afraid so',
  'i am afraid so',
];
/** Words a no opens with. */
const NO = [
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
  'not this year',
  'not this season',
  'not this summer',
  'not this winter',
  'not this time',
  'not at the moment',
  'not currently',
  'not yet',
  'not anymore',
  'not any more',
  'not here',
  'sadly',
  'i doubt it',
  'doubt it',
  'i am afraid not',
  'not that i am aware',
  'not as far as i know',
  'negative',
  'i do not think so',
  'i wish',
  'nothing like that',
  'nothing of the sort',
];
/** Words a speaker opens with before the answer ("Hmm, I doubt it", "Oh, yes", "but I think so"). */
const INTERJECTIONS = new Set(['oh', 'um', 'uh', 'hmm', 'mm', 'well', 'ah', 'so', 'okay', 'ok', 'but']);
/** Subjects a statement opens with, unlike a bare "yes" or "no". */
const SUBJECTS = new Set(['we', 'i', 'they', 'you', 'it', 'there']);
const APOLOGIZING = new Set(['about', 'for', 'to']);
/** Words that regret what is said, wherever they stand ("…, unfortunately"). */
const REGRETTING = ['unfortunately', 'sadly', 'i am afraid', 'afraid not', 'regrettably'];
/** A "sorry" closing the answer regrets it: "It's down till July, sorry." */
const CLOSING_SORRY = /[\s,.–—-]sorry[.!]*\s*$/i;
/** Openers that regret rather than deny: to "Is it full?", "sorry, we're full" is a yes. */
const REGRETS = new Set(['sorry', 'unfortunately', 'sadly']);
/**
 * A yes said on its own between pauses, or after the word that draws it from what came before
 * ("they cancelled, so yep, I'm open"); "always" and "plenty" only so ("Always!", not "Always closed
 * on Sundays").
 */
const YES_ALONE =
  /(?:^|[,.;!?]\s*)(?:(?:so|and|but)\s+)?(?:yes|yeah|yep|yup|sure|always|plenty)(?=\s*[,.;!?]|\s*$)/i;
/** A yes that closes an answer after "but": "…but yes", "but yeah, we do". */
const BUT_YES = /\bbut\s+(?:yes|yeah|yep|we do|we can|sure)(?:,?\s+we (?:do|can))?[.!]?\s*$/i;
/** A no said on its own between pauses ("Not during the school year, no, it's weekends only", "so no"). */
const NO_ALONE = /(?:^|[,.;!?]\s*)(?:(?:so|and|but)\s+)?(?:no|nope|nah)(?=\s*[,.;!?]|\s*$)/i;
const FREE_WORDS = ['free', 'complimentary', 'no charge', 'no cost', 'costs nothing', 'without charge'];
/** Words that say something is paid for, with or without a price ("a toonie per craft", "you pay for supplies"). */
const PAID_WORDS = [
  'fee',
  'fees',
  'charge',
  'charges',
  'pay',
  'paid',
  'per',
  'cost',
  'costs',
  'price',
  'metered',
];
/** Reassurances that say "no" of a worry, not of the thing asked ("no problem", "that's never been an issue"). */
const REASSURING = [
  'no problem',
  'no worries',
  'no bother',
  'not a bother',
  'not a problem',
  'no trouble',
  'never been a problem',
  'never a problem',
  'not an issue',
  'never been an issue',
  'never an issue',
  'no issue',
  'never had an issue',
  'never had a problem',
  'never had any issues',
  'never had any problems',
  "don't worry",
  'do not worry',
  'not to worry',
  'no need to worry',
  'nothing to worry about',
];

const startsWithAny = (text: string, list: string[]) => list.some((p) => text.startsWith(` ${p} `));

/** Whether the ask is whether something is free ("Is the first visit free?"). */
const asksIfFree = (labelWords: string) => hasAny(labelWords, FREE_WORDS);

/** "Honestly, yeah.", "Frankly, no.": an adverb set off by a pause before the answer prefaces it. */
const isSetOffAdverb = (token: Token) => token.pause && token.tags.has('Adverb');

/** The words an answer opens with, past "hmm", "oh", "well", "honestly," (and, to "Is it full?", "sorry"). */

function openingWords(tokens: Token[], regrets: boolean): Token[] {
  const openers = [...YES, ...NO].filter((p) => !regrets || !REGRETS.has(p));
  // "Sorry about that", "okay, sorry for the wait": an apology for the hold, not a no.
  const start = Math.max(
    0,
    tokens.findIndex((t) => !INTERJECTIONS.has(t.word)),
  );
  const apology = tokens[start]?.word === 'sorry' && APOLOGIZING.has(tokens[start + 1]?.word ?? '');
  let at = apology ? tokens.findIndex((t, i) => i > start && t.pause) + 1 || tokens.length : 0;
  while (
    at < tokens.length &&
    !startsWithAny(phrase(tokens.slice(at).map((t) => t.word)), openers) &&
    (INTERJECTIONS.has(tokens[at]!.word) ||
      (regrets && REGRETS.has(tokens[at]!.word)) ||
      isSetOffAdverb(tokens[at]!))
  )
    at += 1;
  return tokens.slice(at);
}

/**
 * The yes or no an answer opens with, or says on its own between pauses; null when it says
 * neither. "Yeah no, we don't" is a no, "no yeah, totally" a yes: of the two said together, the
 * second decides ("yep, no room left" says one yes).
 */
function saidYesOrNo(tokens: Token[], text: string, regrets: boolean, label: Token[] = []): boolean | null {
  const said = openingYesOrNo(tokens, text, regrets, label);
  // "And before you even ask — yes, we are": a yes or no said past a preface broken off at a dash.
  const preface = PREFACE.exec(text);
  if (said !== null || !preface) return said;
  const rest = text.slice(preface[0].length);
  return openingYesOrNo(tokensOf(rest), rest, regrets, label);
}

/** Words said before a dash, and the yes or no said after it. */
const PREFACE = /^[^\u2013\u2014]+[\u2013\u2014]\s*(?=(?:yes|yeah|yep|yup|no|nope)\b)/i;

function openingYesOrNo(tokens: Token[], text: string, regrets: boolean, label: Token[]): boolean | null {
  // "We don't advertise it, but yes": a yes said last, after "but", takes back what came before.
  if (!regrets && BUT_YES.test(text)) return true;
  const opening = openingWords(tokens, regrets);
  const [first, second, third] = opening.map((t) => t.word);
  const noAlone = second === 'no' && (opening[1]!.pause || third === undefined || SUBJECTS.has(third));
  if (YES.includes(first!) && noAlone) return false;
  // ("No, yeah, we dropped that in January": the habit given up decides.)
  if (first === 'no' && YES.includes(second!)) return !givenUp(phrase(opening.slice(2).map((t) => t.word)));
  const words = phrase(opening.map((t) => t.word));
  const no = NO.filter((p) => !regrets || !REGRETS.has(p));
  // To "Is it full?", a "yeah" after "there's still room" agrees with the room, not the question.
  const alone = (pattern: RegExp) => !regrets && pattern.test(text);
  if (
    (startsWithAny(words, no) &&
      !startsWithAny(words, ['no problem', 'no worries', 'no bother', 'no need'])) ||
    alone(NO_ALONE)
  )
    return false;
  const echoed = echoedYesOrNo(opening, label);
  if (echoed !== null) return echoed;
  if (doesSomething(opening)) return alone(YES_ALONE) ? true : null;
  return startsWithAny(words, YES) || alone(YES_ALONE) ? true : null;
}

/**
 * "We do weekdays", "we do group classes": "we do" with its object tells what is done, which may
 * not be what was asked; "We do.", "we do have one" say yes.
 */
function doesSomething(opening: Token[]): boolean {
  const [subject, verb, object] = opening;
  return (
    /^(?:we|i)$/.test(subject?.word ?? '') &&
    verb?.word === 'do' &&
    !verb.pause &&
    object !== undefined &&
    (object.tags.has('Determiner') || (object.tags.has('Noun') && !object.tags.has('Pronoun')))
  );
}

/**
 * Whether words answer the particular question asked — the ages it names, the notice, time of day,
 * booking, discount or bounds it asks about — rather than only saying something beside it ("That's
 * first Saturday of the month." / "It's drop-in, just show up." to "Do we need to register?").
 * Whether a thing is provided or charged is left out: "most families bring their own" beside "we've
 * got loaners" speaks of something else brought.
 */
export function answersTheQuestion(text: string, label: string): boolean {
  const [tokens, labelTokens] = [tokensOf(text), tokensOf(label)];
  const labelWords = phrase(labelTokens.map((t) => t.word));
  return [
    agesAnswer(labelTokens, tokens),
    leadTimeAnswer(labelTokens, tokens),
    partOfDayAnswer(labelTokens, tokens),
    bookingAnswer(labelWords, text),
    discountAnswer(labelWords, phrase(tokens.map((t) => t.word))),
    boundAnswer(labelTokens, tokens),
  ].some((answer) => answer !== null);
}

/** "That's at our other location", "we used to": what is asked is not had here, now. */
export const notHadHere = (label: string, text: string) => {
  const words = phrase(wordsOf(text));
  return offeredElsewhere(phrase(wordsOf(label)), words) || givenUp(words);
};

/** Whether a text opens with a yes or a no ("Yup.", "Hmm, I doubt it", "Not that I know of"). */
export const opensWithYesOrNo = (text: string) => saidYesOrNo(tokensOf(text), text, false) !== null;

/** Whether a text opens with a yes ("Yup, per kid.", "That's right."). */
export const opensWithYes = (text: string) => saidYesOrNo(tokensOf(text), text, false) === true;

/**
 * Yes or no, read the way a person would: a leading "yes"/"sure"/"no"/"unfortunately" decides;
 * a question whether something is free is answered by the price said ("costs nothing" → yes,
 * "$40" → no); a question about a weekday by the days said ("only weekdays" → no for Saturday);
 * otherwise a negation ("we don't do Sundays"), a denying predicate ("we're full") or a habit given up
 * ("we used to") is no, and a plain statement ("we have a sibling discount") is yes. A yes or no said
 * on its own anywhere counts as a leading one. compromise finds the negations.
 */
export function readYesNo(
  tokens: Token[],
  text: string,
  { label, currency, referenceDate }: { label: string; currency: string; referenceDate: Date },
): Reading<boolean> {
  const words = phrase(tokens.map((t) => t.word));
  const labelTokens = tokensOf(label);
  const labelWords = phrase(labelTokens.map((t) => t.word));
  // "Is it full?", "Are you closed Mondays?": a question whose yes denies something.
  const stateAsked = statesDenial(labelTokens);
  const said = saidYesOrNo(tokens, text, stateAsked, labelTokens);
  if (stateAsked && said === null)
    return { value: denyingStateAnswer(labelTokens, tokens, text), certainty: 0.92 };
  // "Are minivans available?" "Yeah, I'm showing sold out on minivans.": a yes that goes on to say
  // nothing is left, in the same sentence and not after a "but", is a no.
  const firstSaid = text.split(/[.!?]|\bbut\b/i)[0]!;
  if (said === true && !stateAsked && NONE_LEFT.test(firstSaid) && !CONDITION_OR_DENIAL.test(firstSaid))
    return { value: false, certainty: 0.9 };
  const leadingYes = said === true;
  // "Before Thanksgiving?" "Yeah, the first open slot is Monday the thirtieth.": a day past the deadline.
  const byDeadline = deadlineAnswer(label, text, referenceDate);
  if (byDeadline === false) return { value: false, certainty: 0.9 };
  // "It should be ready Thursday" to "…by Friday?": one day within the deadline, nothing denied.
  if (byDeadline && said !== false && !isDenied(text, label)) return { value: true, certainty: 0.9 };
  // "Under two gets in free" to "Are children under three free?": ages short of those asked are a no.
  const ages = agesAnswer(labelTokens, tokens);
  if (ages === false && !leadingYes) return { value: false, certainty: 0.92 };
  // "If you cancel late it's the full lesson, otherwise no charge": had in one case, so there is one.
  const [when, otherwise] = text.split(/\botherwise\b/i);
  if (said === null && otherwise !== undefined && isNegated(otherwise) && !isDenied(when!, label))
    return { value: true, certainty: 0.9 };
  const askedDays = readSchedule(labelTokens)?.value.days ?? [];
  // "Kids eat free Wednesdays only" to "…free on Tuesdays?": what is said holds on other days than
  // the one asked, whatever it is.
  // ("Closed Mondays" says nothing of the day asked.)
  const daysSaid =
    said === null && !isNegated(text)
      ? (readSchedule(tokensOf(withoutWhatHappened(text)))?.value.days ?? [])
      : [];
  if (askedDays.length > 0 && daysSaid.length > 0 && !daysSaid.some((day) => askedDays.includes(day)))
    return { value: false, certainty: 0.95 };
  const charged = asksIfFree(labelWords)
    ? freeAnswer(tokens, text, currency, said)
    : chargeAnswer(labelTokens, tokens, currency);
  if (charged !== null) return { value: charged, certainty: 0.95 };
  // "We need forty-eight hours" to a same-day order, "we close at six" to open late, "call ahead" to
  // needing an appointment; a "we don't" opening says what is not done, not yet whether ("We don't take
  // walk-ins" to "Do I need an appointment?").
  const timed =
    said === null || SUBJECTS.has(openingWords(tokens, false)[0]?.word ?? '')
      ? (leadTimeAnswer(labelTokens, tokens) ??
        partOfDayAnswer(labelTokens, tokens) ??
        bookingAnswer(labelWords, text) ??
        alternativeAnswer(labelTokens, tokens) ??
        broughtAnswer(labelWords, text))
      : null;
  if (timed !== null) return { value: timed, certainty: 0.9 };
  // "Saturdays yes, Sundays no", "Sundays we're closed": the part naming the day asked about decides.
  const part = said === null ? partNaming(text, askedDays) : undefined;
  // "Every day except Sunday" names Sunday to leave it out.
  const leftOut = (part: string) =>
    !readSchedule(tokensOf(part))?.value.days.some((day) => askedDays.includes(day));
  if (part !== undefined) return { value: !isDenied(part, label) && !leftOut(part), certainty: 0.95 };
  if (askedDays.length > 0 && said === null) {
    const schedule = readSchedule(tokensOf(withoutWhatHappened(text)));
    if (schedule && schedule.value.days.length > 0)
      return { value: askedDays.some((day) => schedule.value.days.includes(day)), certainty: 0.95 };
  }
  const provided = providedAnswer(labelWords, words);
  // "Do they lend ukes?" "…so no, you don't need to buy them": a no that the parent need bring or buy
  // nothing says it is provided.
  if (said === false && provided === true) return { value: true, certainty: 0.9 };
  if (said !== null) return { value: said, certainty: 1 };
  // Something else than was asked (other ages, brought by the parent, another period, required when
  // asked without, had at another location, only later) is a no; the thing asked about is a yes
  // unless it is denied.
  const elsewhere = [
    ages,
    provided,
    periodAnswer(labelTokens, tokens),
    requiredAnswer(labelTokens, tokens),
    offeredElsewhere(labelWords, words) ? false : null,
    // "There's a multi-class discount instead": something else is had in its place ("six instead
    // of nine" compares two prices).
    / instead(?! of)\b/.test(words) ? false : null,
    notYet(labelWords, words) ? false : null,
    discountAnswer(labelWords, words),
    boundAnswer(labelTokens, tokens),
    // "There's a few stairs at the entrance, unfortunately": a regret said anywhere is a no.
    hasAny(words, REGRETTING) || CLOSING_SORRY.test(text) ? false : null,
  ];
  if (elsewhere.includes(false)) return { value: false, certainty: 0.92 };
  return { value: provided === true || !isDenied(text, label), certainty: 0.92 };
}

/**
 * "Is it free?": a price answers it ("costs nothing" → yes, "$40" → no), and so does a charge said
 * without one ("a toonie per craft", "you pay for the supplies" → no; "there's no fee" → yes). Null
 * when neither is said or a plain yes or no was.
 */
function freeAnswer(
  said: Token[],
  text: string,
  currency: string,
  saidYesOrNo: boolean | null,
): boolean | null {
  if (freeDenied(said)) return false;
  // "First two are free": how many of the things are free, not a price.
  const tokens = said.filter((t, i) => t.value === null || !FIRST_FEW.test(said[i - 1]?.word ?? ''));
  // "Free for members, otherwise it's ten dollars": the rule after "otherwise" is the general one.
  const otherwise = tokens.findIndex((t) => t.word === 'otherwise');
  const price =
    (otherwise >= 0 && readMoney(tokens.slice(otherwise + 1), currency)) || readMoney(tokens, currency);
  if (price) return price.value.amount === 0;
  const words = phrase(tokens.map((t) => t.word));
  if (saidYesOrNo !== null || hasAny(words, FREE_WORDS) || !hasAny(words, PAID_WORDS)) return null;
  return isNegated(text);
}

/** Words counting the first or last few of things: "the first two", "your next three". */
const FIRST_FEW = /^(?:first|last|next)$/;

/** Words saying nothing is left: "sold out", "fully booked", "no availability" (not "if it's not sold out"). */
const CONDITION_OR_DENIAL = /\b(?:not|if|unless)\b|n't\b/i;
const NONE_LEFT =
  /\b(?:sold out|fully booked|booked (?:up|solid)|full up|no (?:space|room|spots|availability|openings)(?: left)?|none left)\b/i;

/** Words that deny what follows them in the same phrase: "not free", "never for free". */
const DENYING = new Set(['not', 'never']);
/** Words between a denial and the "free" it denies: "not totally free", "never for free". */
const SOFTENERS = new Set(['totally', 'entirely', 'completely', 'really', 'quite', 'for', 'exactly']);

/** "Not free, no", "it isn't totally free": a free said to be denied. */
function freeDenied(tokens: Token[]): boolean {
  return tokens.some((token, i) => {
    if (token.word !== 'free' && token.word !== 'complimentary') return false;
    let at = i - 1;
    while (at >= 0 && SOFTENERS.has(tokens[at]!.word) && !tokens[at]!.pause) at -= 1;
    return at >= 0 && DENYING.has(tokens[at]!.word) && !tokens[at]!.pause;
  });
}

/**
 * "Skates are included, so she doesn't need to buy any": what the parent is spared, drawn from what
 * was said, denies nothing of it.
 */
const NO_NEED_THEN =
  /[,;]?\s*\bso\s+(?:she|he|they|you|we|the kids?|your (?:son|daughter|kid|child))\s+(?:don't|doesn't|won't|do not|does not|will not)\s+(?:need|have)\s+to\b.*$/i;

/** A no in so many words, said of the business, or an "only" that limits the thing to something else. */
const isDenied = (said: string, label: string) => {
  // "If it's not sold out, sure": the condition denies nothing; what is said of it decides.
  const text = withoutPriceDenied(
    said.replace(/^\s*(?:if|unless|as long as)\b[^,]*,\s*(?=\S)/i, '').replace(NO_NEED_THEN, ''),
    label,
  );
  return isNegated(aboutTheBusiness(text, label)) || restrictedElsewhere(text, label);
};

/** A negation ("we don't"), a denying predicate ("we're full") or a habit given up ("we used to"). */
function isNegated(said: string): boolean {
  const text = REASSURING.reduce((rest, words) => rest.replace(new RegExp(`\\b${words}\\b`, 'gi'), ''), said);
  const tokens = tokensOf(text);
  const words = phrase(tokens.map((t) => t.word));
  return (
    nlp(text).has('#Negative') ||
    hasAny(words, ['never', 'none', 'no', 'nothing']) ||
    statesDenial(tokens) ||
    givenUp(words) ||
    outOf(tokens)
  );
}

/**
 * "We're out of network", "out of stock", "out of those", "I'm out of town": out of a thing named bare is
 * without it; out of a place named with "a", "our", "the" is from it ("we work out of our home"), and
 * "two out of three" counts.
 */
const outOf = (tokens: Token[]) =>
  tokens.some((token, i) => {
    const [of, thing] = [tokens[i + 1], tokens[i + 2]];
    return (
      token.word === 'out' &&
      of?.word === 'of' &&
      !token.pause &&
      thing !== undefined &&
      thing.value === null &&
      tokens[i - 1]?.value == null &&
      (/^(?:those|them)$/.test(thing.word) ||
        !['Determiner', 'Possessive', 'Pronoun'].some((tag) => thing.tags.has(tag)))
    );
  });

/**
 * An answer without its parts that tell what happened ("they cancelled on Friday, so I'm open that
 * day"): a day said of an event past names no day of the schedule.
 */
const withoutWhatHappened = (text: string) =>
  text
    .split(/[,;]/)
    .filter((part) => !nlp(part).has('#PastTense'))
    .join(',');

/** The part of an answer, between commas, that names one of the days asked about. */
function partNaming(text: string, days: readonly string[]): string | undefined {
  if (days.length === 0) return undefined;
  const parts = text.split(/[,;]/);
  const at = parts.findIndex((part) => {
    const named = daysNamed(tokensOf(part));
    return days.some((day) => named.includes(day as (typeof named)[number]));
  });
  if (at < 0) return undefined;
  // "Saturdays, we used to have": a day said alone as the topic goes on into what is said of it.
  const topicOnly = wordsOf(parts[at]!).length === 1 && parts[at + 1] !== undefined;
  return topicOnly ? `${parts[at]},${parts[at + 1]}` : parts[at];
}
