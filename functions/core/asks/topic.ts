/** How `labelOf` words a request that names only a topic ("Tell me about the trial class"). */
const TOPIC_ONLY = /^What can you tell me about /;

/**
 * "Wondering about the junior sailing camp for my 9 y/o. Is it running in July? Price?": a sentence
 * that only names a topic, before sentences asking questions about it, introduces them as a heading
 * does. Asked alone ("Tell me about your toddler program."), after other questions, or as one item
 * of a list ("tell me about the trial class, the cost and the schedule"), it is asked.
 * `sentences` holds the question labels of each sentence, in order.
 */
export function withoutTopic(sentences: string[][]): string[][] {
  const first = sentences.findIndex((labels) => labels.length > 0);
  if (first < 0) return sentences;
  const opening = sentences[first]!;
  const askedAfter = sentences.slice(first + 1).some((labels) => labels.length > 0);
  return opening.length === 1 && TOPIC_ONLY.test(opening[0]!) && askedAfter
    ? sentences.slice(first + 1)
    : sentences;
}
