/**
 * Words by which a speaker marks an answer as approximate or unsure ("usually around", "I think").
 * A hedged answer is kept, with a lower confidence.
 */
const HEDGES = [
  'usually',
  'around',
  'about',
  'roughly',
  'approximately',
  'i think',
  'i believe',
  'i guess',
  'probably',
  'maybe',
  'typically',
  'generally',
  'normally',
  'give or take',
  'or so',
  'if i remember',
  'i want to say',
  'i wanna say',
  'should be',
  'might',
  'ish',
] as const;

/** Whether the words (lower case, in order) contain a hedge. */
export function isHedged(words: string[]): boolean {
  const text = ` ${words.join(' ')} `;
  return HEDGES.some((hedge) => text.includes(` ${hedge} `)) || /\w-?ish\b/.test(text);
}
