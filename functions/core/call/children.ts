import { NUMBERS_BELOW_TWENTY } from '#shared/domain/number-words';
import type { SharedChild } from '../../ports/call-store';

/** Needs that read as a clause of their own ("is allergic to nuts", "uses a wheelchair"). */
const VERB_START =
  /^(is|are|was|has|have|had|needs|uses|can|can't|cannot|does|doesn't|will|won't|must|may|wears|takes|gets|carries|likes|loves|prefers)\b/i;
/** Needs that describe the child ("allergic to nuts", "nonverbal", "anxious around water"). */
const DESCRIBING_START =
  /^(\S+(ic|ous|ive|ful)|allergic|afraid|scared|deaf|blind|shy|non-?verbal|intolerant|lactose intolerant|vegetarian|vegan)\b/i;

const NOUNS = { male: 'son', female: 'daughter', other: 'child' } as const;

/**
 * How the agent speaks of one child: "6-year-old son, who has a peanut allergy", a baby by months
 * ("18-month-old daughter"). The needs are the parent's words, joined as a clause.
 */
export function describeChild(child: SharedChild): string {
  const totalMonths = child.years * 12 + child.months;
  const age = child.years >= 2 ? `${child.years}-year-old` : `${totalMonths}-month-old`;
  const noun = NOUNS[child.gender ?? 'other'];
  const needs = child.needs ? needsClause(child.needs) : '';
  return needs ? `${age} ${noun}, who ${needs}` : `${age} ${noun}`;
}

/** "It's for their 6-year-old son, who has a peanut allergy, and their 9-year-old daughter." */
export function childrenSentence(descriptions: string[]): string {
  const parts = descriptions.map((d) => `their ${d}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : (parts[0] ?? '');
  return list ? `It's for ${list}.` : '';
}

function needsClause(needs: string): string {
  // One line, no list separator of the prompt, no closing stop: the clause sits inside a sentence.
  const text = needs
    .replace(/\s+/g, ' ')
    .replace(/;/g, ',')
    .trim()
    .replace(/[.!,]+$/, '');
  const spoken = /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  if (VERB_START.test(spoken)) return spoken;
  if (DESCRIBING_START.test(spoken)) return `is ${spoken}`;
  return `has ${spoken}`;
}

const NUMBER = `(?:\\d{1,2}|${NUMBERS_BELOW_TWENTY.slice(1).join('|')})`;
const NUMBERS = `${NUMBER}(?:\\s*(?:,|and|&|,\\s*and)\\s*${NUMBER})*`;
/** "7 year old", "7-year-old", "4 and 6 year olds", "7 yrs old", "7yo", "18 month old". */
const AGED = new RegExp(
  `\\b(${NUMBERS})\\s*(?:-\\s*)?(?:(years?|yrs?|months?|mos?)(?:\\s*|-)olds?|(yo|y\\/o))\\b`,
  'gi',
);
/** "age 7", "ages 4 and 6", "aged 5". */
const AGES = new RegExp(`\\b(?:ages?|aged)\\s+(${NUMBERS})\\b`, 'gi');

/**
 * The children's ages the parent wrote in the question itself ("for my 7 year old", "my 4 and 6
 * year olds", "ages 5 and 8"), as the agent says them ("7-year-old", "18-month-old"). The parent
 * said these themselves, so the agent may repeat them whatever the Share Children Info switch;
 * nothing else about the children comes from here.
 */
export function agesInQuestion(question: string): string[] {
  const ages: string[] = [];
  const add = (numbers: string, months: boolean) => {
    for (const said of numbers.split(/\s*(?:,|and|&)\s*/i)) {
      const n = /^\d+$/.test(said) ? Number(said) : NUMBERS_BELOW_TWENTY.indexOf(said.toLowerCase());
      if (n <= 0) continue;
      const age = months && n < 24 ? `${n}-month-old` : `${months ? Math.floor(n / 12) : n}-year-old`;
      if (!ages.includes(age)) ages.push(age);
    }
  };
  for (const m of question.matchAll(AGED)) add(m[1]!, /^mo/i.test(m[2] ?? ''));
  for (const m of question.matchAll(AGES)) add(m[1]!, false);
  return ages;
}

/** "It's for a 7-year-old.", "It's for a 4-year-old and an 8-year-old." */
export function agesSentence(ages: string[]): string {
  const parts = ages.map((age) => `${/^(8|11|18)\D/.test(age) ? 'an' : 'a'} ${age}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return list ? `It's for ${list}.` : '';
}
