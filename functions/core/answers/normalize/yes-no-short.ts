import type { Token } from './tokens';

/**
 * Short answers that echo the question's subject and auxiliary instead of saying "yes" or "no":
 * "We are, we're adding people to the wait list", "They do.", "It isn't, sorry".
 */

const SUBJECTS = new Set(['we', 'i', 'they', 'it', 'he', 'she', 'there', 'that', 'you']);
const AUXILIARIES = new Set([
  'am',
  'are',
  'is',
  'do',
  'does',
  'did',
  'can',
  'will',
  'have',
  'has',
  'could',
  'would',
  'should',
]);

/**
 * The yes or no of an answer opening with a subject and its auxiliary alone before a pause ("We
 * are, …" → yes; "They don't." → no); null when the auxiliary goes on into its verb ("We are
 * closed", "We do weekends").
 */
export function echoedYesOrNo(opening: Token[]): boolean | null {
  const [subject, auxiliary, third] = opening;
  if (!subject || !auxiliary || !SUBJECTS.has(subject.word) || !AUXILIARIES.has(auxiliary.word)) return null;
  const negated = third?.word === 'not';
  const last = negated ? third : auxiliary;
  const alone = last === opening.at(-1) || last.pause;
  // "It is, well, almost", "That is, hmm, let me look": the echo only buys time to think.
  const next = opening[opening.indexOf(last) + 1];
  return alone && !HESITATIONS.has(next?.word ?? '') ? !negated : null;
}

/** Words of someone still thinking: "We do, well, we did", "It is, um…". */
const HESITATIONS = new Set(['well', 'um', 'uh', 'hmm', 'er', 'erm', 'actually', 'let']);
