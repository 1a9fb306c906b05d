/** Reading a business's spoken answers: clauses, money amounts and topics, with their exact text. */

/** A stretch of one turn's text, kept verbatim so it can be quoted as evidence. */
export interface Clause {
  turn: number;
  text: string;
}

export type Topic = 'price' | 'hours' | 'availability' | 'services' | 'policies' | 'ages';

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  ['policies', /cancel|refund|deposit|notice|policy|make-?up (class|session|lesson)|no-show/i],
  ['price', /\$\s?\d|\b\d+(\.\d{1,2})? dollars\b/i],
  [
    'availability',
    /availab|opening|spots?\b|space|waitlist|wait list|fully booked|\bfull\b|next (week|month|session)|start(s|ing)? (on|next)/i,
  ],
  ['hours', /\b(open|close[sd]?|hours)\b|\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i],
  ['services', /we (offer|provide|also do|do)\b|our services|we have (group|private|a range)/i],
  ['ages', /\bages? \d|\d+ (to|-) \d+ years|years old and up|from age/i],
];

const BOUNDARY = /(?<=[.!?;])\s+|,\s+(?=(?:and|but|while|plus|whereas)\b)/g;

/** Splits a turn into clauses at sentence ends and at ", and"/", but" joins. */
export function clausesOf(turn: number, text: string): Clause[] {
  return text
    .split(BOUNDARY)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && text.includes(part))
    .map((part) => ({ turn, text: part }));
}

/** Which topic a clause is about, the first matching in priority order; null for small talk. */
export function topicOf(clause: string): Topic | null {
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(clause)) return topic;
  return null;
}

/** A price heard in a clause: what it is for, the amount and the unit. */
export interface HeardPrice {
  label: string;
  amount: number;
  unit: string;
}

const MONEY =
  /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?) dollars(?: and (\d{1,2}) cents)?/gi;
const LEADING =
  /^(?:sure|so|well|okay|ok|yes|yeah|and|but|plus|while|right now|currently|for|our|the|a|an|it'?s|it is|that'?s|that is|we charge|they'?re|they are|those are)\b[\s,!]*/i;
const TRAILING =
  /[\s,]*(?:are|is|costs?|runs?|go(?:es)? for|about|around|will be|comes? to|we charge|starts?(?: at)?|at|usually|just)$/i;

/** Every money amount in a clause with its label ("group lessons") and unit ("per session"). */
export function pricesIn(clause: string): HeardPrice[] {
  const found: HeardPrice[] = [];
  for (const match of clause.matchAll(MONEY)) {
    const amount = match[1]
      ? Number(match[1].replace(/,/g, ''))
      : Number(match[2]) + Number(match[3] ?? 0) / 100;
    const before = clause.slice(0, match.index).replace(/.*\$\s?[\d.,]+|.*\bdollars\b/i, '');
    const after = clause.slice((match.index ?? 0) + match[0].length);
    found.push({ label: labelOf(before, after), amount, unit: unitOf(after) });
  }
  return found;
}

function labelOf(before: string, after: string): string {
  let label = strip(before.trim());
  if (!label) {
    const forWhat =
      /\b(?:for|per) (?:a |an |the |each |one )?([a-z-]+(?: [a-z-]+){0,3}?)(?=[.,;!?]|$| and\b| if\b| with\b)/i.exec(
        after,
      );
    label = forWhat?.[1] ?? '';
  }
  return (
    label
      .replace(/[.,;!?]+$/, '')
      .trim()
      .toLowerCase() || 'price'
  );
}

function strip(text: string): string {
  let previous = '';
  let current = text;
  while (current !== previous) {
    previous = current;
    current = current.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  return current;
}

function unitOf(after: string): string {
  const unit =
    /^\s*(?:(per|a|an|each|every) (session|lesson|class|hour|month|week|day|visit|appointment|person|child))\b/i.exec(
      after,
    );
  return unit ? `per ${unit[2]!.toLowerCase()}` : '';
}

/** Formats an amount as dollars: 25 → "$25", 12.5 → "$12.50". */
export function dollars(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** Parses every dollar amount in a text (used to compare extracted prices). */
export function amountsIn(text: string): number[] {
  return pricesIn(text).map((p) => p.amount);
}
