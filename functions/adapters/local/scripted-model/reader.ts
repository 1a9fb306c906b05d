import { CAPITALIZED_WEEKDAY } from '#functions/core/weekdays';

/** Reading a business's spoken answers: clauses with their exact text. */

/** One turn of a numbered transcript. */
export interface NumberedTurn {
  index: number;
  speaker: 'agent' | 'business';
  text: string;
}

/** A stretch of one turn's text, kept verbatim so it can be quoted as evidence. */
export interface Clause {
  turn: number;
  text: string;
}

/** A question put back to the caller: "Is he fourteen now, or turning fourteen?", "Do you want the Saturday one?" */
const ASKS_THE_CALLER =
  /^(?:is|are|was|were|do|does|did|can|could|will|would|has|have|should)\s+(?:he|she|they|you|it|that|this|we)\b[^?]*\?$/i;

/** Whether a clause or sentence asks the caller something back; it states no value of its own. */
export const asksTheCaller = (text: string) => ASKS_THE_CALLER.test(text.trim());

/**
 * Sentence ends, ", and"/", but" joins and a new statement of what the speaker has or can do ("Mornings
 * are all full, I have a twelve-thirty"); the stop of "a.m." ends a sentence only before a capital
 * that is no weekday ("we open at six a.m. Friday" is one sentence), and that of a title or a street
 * ("St. Francis", "Dr. Patel") none.
 */
const BOUNDARY = new RegExp(
  `(?<=[.!?;])(?<![ap]\\.m\\.)(?<!\\b(?:St|Dr|Mr|Mrs|Ms|Mt|Jr|Sr|Ave|Rd|vs)\\.)\\s+|(?<=[ap]\\.m\\.)\\s+(?=[A-Z])(?!${CAPITALIZED_WEEKDAY})|,\\s+(?=(?:and|but|while|plus|whereas)\\b)|(?<!\\b(?:[Nn]o|[Yy]es|[Yy]eah|[Ss]orry|[Oo]kay|[Oo]h|[Ww]ell|[Ss]o|[Uu]m|[Uu]h|[Ss]ure)),\\s+(?=(?:I|we)(?: have| can|'ve got| could)\\b)`,
  'g',
);

/**
 * Splits a turn into clauses at sentence ends and at ", and"/", but" joins; a pause said alone ("Hang
 * on. ... Yep.") is no clause.
 */
export function clausesOf(turn: number, text: string): Clause[] {
  const parts: string[] = [];
  for (const part of text.split(BOUNDARY).map((p) => p.trim())) {
    const last = parts.at(-1);
    // "…at eleven, one, and three": the last item of a list of numbers is no clause of its own.
    const joined = last !== undefined && LIST_ENDS.test(last) && LAST_ITEM.test(part) && `${last}, ${part}`;
    if (joined && text.includes(joined)) parts[parts.length - 1] = joined;
    else parts.push(part);
  }
  return parts
    .filter((part) => /[\p{L}\p{N}]/u.test(part) && text.includes(part))
    .map((part) => ({ turn, text: part }));
}

/** A number in digits or words, as a list of times or prices names them. */
const NUMBER = String.raw`(?:\d[\d:.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?:-\w+)?`;
/** The end of a list of two numbers or more: "eleven, one". */
const LIST_ENDS = new RegExp(String.raw`\b${NUMBER},\s+${NUMBER}$`, 'i');
/** The last item of such a list: "and three.", "and 4:30 p.m." */
const LAST_ITEM = new RegExp(String.raw`^and\s+${NUMBER}\b(?:\s*(?:[ap]\.?m\.?|o'clock))?[.!?]?$`, 'i');
