import { AUXILIARIES, QUESTION_WORDS } from './words';

/**
 * A question written as a letter, on lines of its own: its greeting ("Dear Sir or Madam,", "To whom
 * it may concern,", "Hello,") and its closing ("Kind regards,", "Thank you,", "Sincerely" and the
 * name signed under it) ask nothing. These are the conventions of any letter, not words of a
 * business.
 */

/** "Dear Ms. Park,", "To whom it may concern,", or a hello with the name greeted ("Hello there,"). */
const GREETING =
  /^(?:dear\b.*|to whom it may concern|(?:hi|hello|hey|greetings|good (?:morning|afternoon|evening|day))(?: (.+?))?)[,:!.]?$/i;

const CLOSING =
  /^(?:(?:kind|best|warm|warmest|many) (?:regards|wishes|thanks)|regards|sincerely(?: yours)?|yours (?:sincerely|truly|faithfully)|(?:thank you|thanks)(?: (?:so|very) much)?(?: in advance)?|with thanks|cheers|best|all the best)[,.!]?$/i;

/** A name signed under a closing: up to four words of letters, not opening a question. */
const SIGNED = /^[\p{L}.'-]+(?: [\p{L}.'-]+){0,3}$/u;

const signs = (line: string) => {
  const first = line.split(' ')[0]!.toLowerCase();
  return SIGNED.test(line) && !AUXILIARIES.has(first) && !QUESTION_WORDS.has(first);
};

/**
 * The text without a letter's greeting line before it and its closing line (with the name signed
 * under it) after it: "Dear Sir or Madam,\nIs the pool open?\nKind regards,\nMargaret Hollis" asks
 * "Is the pool open?". A text on one line is no letter and is kept as it is.
 */
export function withoutLetterFrame(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines.length < 2) return text;
  const greeting = GREETING.exec(lines[0]!);
  // "Hello do you have parking" opens a question, not a name.
  const start = greeting && (greeting[1] === undefined || signs(greeting[1])) ? 1 : 0;
  const closing = lines.findIndex((line, i) => i > start && CLOSING.test(line));
  const signed = closing > 0 && lines.slice(closing + 1).every((line) => line === '' || signs(line));
  const end = signed ? closing : lines.length;
  return start === 0 && end === lines.length ? text : lines.slice(start, end).join('\n');
}
