import nlp from 'compromise';
import type { AskKind } from '#shared/contracts/asks';
import { isAttribute } from './items';
import { whenAsksForDate } from './when-kind';
import { DETERMINERS } from './words';

/**
 * "For the fun run, what's the entry fee and what day is it?", "What ages is the art class for,
 * and when is it?": a "when" asked of "it" asks about the last thing named before it (not an
 * attribute such as the fee), and is a date for one event, a schedule for what recurs, as if the
 * thing were named (`whenAsksForDate`). Undefined for any other question, or when nothing is named.
 */
export function whenOfNamed(label: string, question: string): AskKind | undefined {
  const asked = /^(when|what day) is (it|that)\?$/i.exec(label);
  if (!asked) return undefined;
  const at = question.toLowerCase().lastIndexOf(`${asked[1]!} is ${asked[2]!}`.toLowerCase());
  const named = thingsNamed(question.slice(0, Math.max(at, 0)))
    .filter((thing) => DETERMINERS.has(thing.split(/\s+/)[0]!.toLowerCase()) && !isAttribute(thing))
    .at(-1);
  if (!named) return undefined;
  return whenAsksForDate(`when is ${named.toLowerCase()}`) ? 'date' : 'schedule';
}

/** compromise's noun phrases, each thing of "a float in the parade" apart, without punctuation. */
const thingsNamed = (text: string) =>
  (nlp(text).nouns().out('array') as string[])
    .flatMap((noun) => noun.split(/\s+(?:in|at|on|of|for|with|from|near|during)\s+/i))
    .map((noun) =>
      noun
        .replace(/^there\s+/i, '')
        .replace(/[^\w'\s-]+/g, ' ')
        .trim(),
    );
