import type { AskKind } from '#shared/contracts/asks';

/**
 * "Is there a minimum age?", "any maximum number of kids?", "do you have a minimum number of
 * hours?": whether a limit on an age or a number is set is asked to learn the limit, so the
 * question asks for that age or number (a "there's no minimum" answers it too). A limit on a
 * charge ("Is there a minimum spend?") or on anything not measured ("a minimum order") stays a
 * yes or no, as "Is there a fee?" does.
 */
const LIMIT_ASKED =
  /^(?:(?:is|are) there|any|do (?:you|they) have|does (?:it|the \w+) have) (?:an? |any )?((?:min|max|minimum|maximum) .+?)[?.!]*$/;

/** The kind of a yes/no question about a limit on an age or a number, from the limit asked alone. */
export function measureAsked(asked: string, kindOf: (label: string) => AskKind): AskKind | null {
  const limit = LIMIT_ASKED.exec(asked.trim())?.[1];
  if (!limit) return null;
  const kind = kindOf(`what is the ${limit}?`);
  return kind === 'age_range' || kind === 'count' ? kind : null;
}
