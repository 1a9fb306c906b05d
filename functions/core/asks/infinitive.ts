import nlp from 'compromise';

/** Forms of "be": compromise's root keeps them as said. */
const BE = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);

/**
 * The infinitive of one verb ("takes" → "take", "went" → "go"; another word as it is), from the root compromise's tagger
 * computes: the parser needs none of compromise's verbs plugin, which the research
 * function's bundle leaves out (infra/aws/bundling.ts).
 */
export function infinitiveOf(verb: string): string {
  if (BE.has(verb.toLowerCase())) return 'be';
  const doc = nlp(verb);
  // A word the tagger does not take for a verb is kept as said ("usually", "classes").
  if (!doc.has('#Verb')) return verb;
  doc.compute('root');
  return doc.text('root').trim() || verb;
}
