/**
 * An ask as said to the business: the parent writes about the business in the third person ("Do
 * they teach adults?"); the agent asks it of the person on the phone ("Do you teach adults?"). Only a
 * question that opens with "Do/Are/Can… they" is turned, and not when "they" does what things do
 * ("Do they cost extra?", "Do they last an hour?") or what is asked of children ("Do they have to
 * be potty trained?", "Can they swim…?" stays as written in other shapes).
 */
export function addressedToBusiness(label: string): string {
  const opening = OPENS_WITH_THEY.exec(label);
  if (!opening || OF_THINGS_OR_CHILDREN.test(label.slice(opening[0].length))) return label;
  const [, verb, they] = opening;
  return `${verb} ${they![0] === 'T' ? 'You' : 'you'}${label.slice(opening[0].length)}`;
}

/** A question opening with an auxiliary and "they": "Do they", "are they", "Can they". */
const OPENS_WITH_THEY = /^(do|did|are|were|can|could|will|would|have)\s+(they)\b/i;

/** What follows "they" when it names things or children rather than the business. */
const OF_THINGS_OR_CHILDREN =
  /^\s+(?:cost|last|start|begin|end|finish|fill|happen|have to|need to|get to|be|swim|play|need|know|learn|sleep|nap|eat)\b/i;
