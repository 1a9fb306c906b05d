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
