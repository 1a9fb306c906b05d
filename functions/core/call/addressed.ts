/**
 * An ask as said to the business: the parent writes about the business in the third person ("Do
 * they teach adults?", "What are their hours?"); the agent asks it of the person on the phone ("Do
 * you teach adults?"). A "they" that does what things do ("What do they cost?", "How long do they
 * last?") names what was asked about, and stays; so does a "their" of someone else ("…bring their
 * own snacks").
 */
export function addressedToBusiness(label: string): string {
  return label
    .replace(ASKED_OF_THEM, (said, verb: string, they: string, next?: string) =>
      next && THINGS_DO.test(next)
        ? said
        : `${verb} ${they[0] === 'T' ? 'You' : 'you'}${next ? ` ${next}` : ''}`,
    )
    .replace(THEIR_THING, (_, verb: string) => `${verb} your`);
}

/** An auxiliary and "they", with the word after them: "do they teach", "are they open". */
const ASKED_OF_THEM = /\b(do|did|are|were|can|could|will|would|have|should)\s+(they)\b(?:\s+([\w-]+))?/gi;

/** "What are their hours?", "is their pool heated": the business's own thing. */
const THEIR_THING = /\b(is|are|was|were)\s+their\b/gi;

/** Verbs said of things rather than of people: a price, a length, a start. */
const THINGS_DO = /^(?:cost|last|run|start|begin|end|finish|fill|sell|include|come|happen|usually)$/i;
