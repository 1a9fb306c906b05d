import nlp from 'compromise';

/**
 * Words a parent adds to a question that ask nothing themselves: a hedge on the answer wanted
 * ("…how many lessons, roughly, and…"), a condition ("if not, …"), or taking back the question before ("Do you do eyebrow
 * threading? Kidding."). Both are general discourse markers, not words of any kind of business.
 */

// "More" is a filler the piece has already lost, so "more or less" arrives as "or less".
const HEDGE = /^(?:(?:more )?or less|give or take|or so|ballpark|at a guess|on average|approx\.?|ish)$/i;

/** "If so," / "if not,": a condition on the answer before, said apart from the question it opens ("so" is a filler already dropped). */
const CONDITION = /^if(?: (?:so|not|yes|no))?$/i;

/**
 * A piece that asks nothing of its own: a bare adverb ("roughly", "approximately"), a hedge phrase,
 * or a condition on the answer before ("if not, when…").
 */
export function isAside(text: string): boolean {
  const said = text.trim();
  return HEDGE.test(said) || CONDITION.test(said) || SIZE.test(said) || nlp(said).has('^#Adverb+$');
}

/** "…paint a kid's bedroom, roughly 10x12, and…": a measure given in passing. */
const SIZE =
  /^(?:roughly|about|approximately|approx\.?|around|maybe)\s+\d\S*(?:\s+(?:feet|ft|square feet|sq ft|metres|meters|m))?$/i;

const RETRACTION =
  /^(?:(?:oh|ok|okay|lol|haha|sorry|actually|just|wait|no)[\s,]+)*(?:kidding|jk|j\/k|never ?mind|scratch that|ignore that|forget (?:that|it)|disregard that)(?: that)?[\s.!,]*$/i;

/** A sentence that takes back the question before it: "Kidding.", "Actually never mind.", "Scratch that." */
export function isRetraction(sentence: string): boolean {
  return RETRACTION.test(sentence.trim());
}
