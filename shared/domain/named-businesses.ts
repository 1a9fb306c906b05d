import { findPhoneNumbersInText } from 'libphonenumber-js';

/** A business the parent named with its phone number ("Sunny Swim School 647 555 0123"). */
export interface NamedBusiness {
  name: string;
  /** E.164, e.g. "+16475550123". */
  phone: string;
}

/** Words that ask for a call or join a list, never part of a business name. */
const LEAD_WORDS = new Set([
  'please',
  'pls',
  'call',
  'phone',
  'ring',
  'dial',
  'ask',
  'contact',
  'try',
  'text',
  'reach',
  'and',
  'also',
  'then',
  'or',
  'plus',
  'the',
]);
/** Lower-case words that may sit inside a name ("Bank of Montreal", "Salon de Paris"). */
const JOINERS = new Set(['of', 'the', 'and', '&', 'de', 'la', 'du', 'des', 'on', 'at', 'for']);
const TRAILING = /[\s(:,;\-–—]+$|\s+(?:at|on|number|tel|phone|is)$/i;
const isNameWord = (word: string) => /^[\p{Lu}\d]/u.test(word) || word === '&';

/** Cleans a business name: no leading "Please call" or "Ask", no trailing "at" or "(". */
export function cleanBusinessName(raw: string): string {
  let words = raw.replace(/\s+/g, ' ').trim().split(' ');
  while (words.length > 1 && LEAD_WORDS.has((words[0] ?? '').toLowerCase().replace(/[,.:]$/, ''))) {
    words = words.slice(1);
  }
  let name = words.join(' ');
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name.replace(TRAILING, '');
  }
  return name.replace(/^[\s"'“(]+|[\s"'”)]+$/g, '').trim();
}

const ABBREVIATIONS = /^(?:dr|st|mr|mrs|ms|mt|ste|jr|sr|co|inc|ltd)\.$/i;
const CONNECTOR = /^(?:at|on|number|tel|phone|is|:|-|–|—|\()$/i;

/** The name written just before a number: the last run of capitalised words in the clause. */
function nameBefore(text: string): string {
  const clause = text.split(/[;!?\n]|,\s|\s(?:and|or|then|also)\s/i).at(-1) ?? '';
  const words = clause
    .replace(/[(:\-–—]+\s*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && CONNECTOR.test(words.at(-1) as string)) words.pop();
  let start = words.length;
  while (start > 0) {
    const word = words[start - 1] as string;
    // A sentence ends at a full stop that is not an abbreviation ("Toronto. Sunny Swim", "Dr. Smith").
    if (start < words.length && word.endsWith('.') && !ABBREVIATIONS.test(word)) break;
    if (isNameWord(word) || (JOINERS.has(word.toLowerCase()) && start < words.length)) start--;
    else break;
  }
  // A run may not begin with a joiner ("of Sunny Swim" → "Sunny Swim").
  while (start < words.length && !isNameWord(words[start] as string)) start++;
  return cleanBusinessName(words.slice(start).join(' '));
}

/** Businesses named with a number in the text, in order; numbers read by libphonenumber (US/Canada by default). */
export function namedBusinesses(text: string, defaultCountry: 'US' | 'CA' = 'US'): NamedBusiness[] {
  const found: NamedBusiness[] = [];
  let from = 0;
  for (const match of findPhoneNumbersInText(text, defaultCountry)) {
    const name = nameBefore(text.slice(from, match.startsAt));
    from = match.endsAt;
    if (name === '' || found.some((b) => b.phone === match.number.number)) continue;
    found.push({ name, phone: match.number.number });
  }
  return found;
}

/** Whether the parent asks to find businesses (not only to call the ones they named). */
export function asksToFind(text: string): boolean {
  return /\b(?:find|search|look(?:ing)? for|look up|recommend|suggest|any (?:other|more)|others?|more|nearby|near me|around here|in my area)\b/i.test(
    text,
  );
}
