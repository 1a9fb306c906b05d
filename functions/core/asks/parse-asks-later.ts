import type { Ask } from '#shared/contracts/asks';

/**
 * The asks parser, loaded on its first use (and the embedded default's ask deriver). Its language
 * library (compromise) takes 100–200 ms to load and about 350 KB of a bundle, and most callers only
 * fall back to it (a call stored with its asks never needs it), so a function does not load it
 * when it starts.
 */
export async function parseAsksLater(question: string): Promise<Ask[]> {
  const { parseAsks } = await import('./parse-asks');
  return parseAsks(question);
}

/** Only the questions a text asks (`questionsAsked`), with the parser loaded on first use. */
export async function questionsAskedLater(text: string): Promise<Ask[]> {
  const { questionsAsked } = await import('./parse-asks');
  return questionsAsked(text);
}

/** The kind of business a question looks for (`businessKindOf`), with the parser loaded on first use. */
export async function businessKindLater(question: string): Promise<string | null> {
  const { businessKindOf } = await import('./business-kind');
  return businessKindOf(question);
}
