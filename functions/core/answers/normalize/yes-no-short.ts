import type { Token } from './tokens';

/**
 * Short answers that echo the question's subject and auxiliary instead of saying "yes" or "no":
 * "We are, we're adding people to the wait list", "They do.", "It isn't, sorry".
 */

const SUBJECTS = new Set(['we', 'i', 'they', 'it', 'he', 'she', 'there', 'that', 'you']);
/**
 * Auxiliaries a short answer echoes ("We are.", "We had."): unlike the question grammar's
 * AUXILIARIES (asks/words.ts), "am" and "had" but not "may", "might" or "shall".
 */
const ECHOED_AUXILIARIES = new Set([
  'am',
  'are',
  'is',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'will',
  'have',
  'has',
  'had',
  'could',
  'would',
  'should',
]);

/** Auxiliaries of the past: "We did." to "Do you host parties?" says they no longer do. */
const PAST = new Set(['did', 'was', 'were', 'had']);

/**
 * Words that say what holds now, past an echo of the past ("It wasn't, but it is now", "We did, and
 * we still do"); not said-when.ts's VALUE_OF_NOW, which reads a whole phrase: "again" counts here,
 * "too", "same" and "currently" do not.
 */
const NOW_AFTER_ECHO = new Set(['still', 'now', 'again']);

/** Whether a question asks of now: its first auxiliary is not of the past ("Do you…", not "Did it…"). */
const asksOfNow = (label: Token[]) =>
  !PAST.has(label.find((t) => ECHOED_AUXILIARIES.has(t.word))?.word ?? '');

/**
 * The yes or no of an answer opening with a subject and its auxiliary alone before a pause ("We
 * are, …" → yes; "They don't." → no); null when the auxiliary goes on into its verb ("We are
 * closed", "We do weekends"). An echo in the past to a question of now ("We did.", "It was.") says
 * it is so no longer: a no, unless what is said of now follows.
 */
export function echoedYesOrNo(opening: Token[], label: Token[] = []): boolean | null {
  const [subject, auxiliary, third] = opening;
  if (!subject || !auxiliary || !SUBJECTS.has(subject.word) || !ECHOED_AUXILIARIES.has(auxiliary.word))
    return null;
  const negated = third?.word === 'not';
  const last = negated ? third : auxiliary;
  const alone = last === opening.at(-1) || last.pause;
  // "It is, well, almost", "That is, hmm, let me look": the echo only buys time to think.
  const next = opening[opening.indexOf(last) + 1];
  if (!alone || HESITATIONS.has(next?.word ?? '')) return null;
  if (!PAST.has(auxiliary.word) || !asksOfNow(label)) return !negated;
  // "It wasn't, but it is now", "We did, and we still do", "It was, yeah, there is one every day":
  // what is said of now decides.
  const after = opening.slice(opening.indexOf(last) + 1);
  return after.some((t) => NOW_AFTER_ECHO.has(t.word) || PRESENT.has(t.word)) ? null : false;
}

/** Words saying what holds now after an echo of the past: a yes, or an auxiliary of the present. */
const PRESENT = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure',
  'is',
  'are',
  'do',
  'does',
  'has',
  'have',
  'can',
]);

/** Words of someone still thinking: "We do, well, we did", "It is, um…". */
const HESITATIONS = new Set(['well', 'um', 'uh', 'hmm', 'er', 'erm', 'actually', 'let']);
