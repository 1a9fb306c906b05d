import type { QuestionAsks } from '#shared/contracts/asks';
import { keptAsks } from '../asks/merge-asks';
import { businessKindLater } from '../asks/parse-asks-later';
import type { ResearchDeps } from './deps';

/**
 * What a question gives before a research starts: the asks to put to each business, and the kind
 * of business a search near the location calls, read as the search reads it (targets.ts).
 */
export async function questionAsks(
  deps: Pick<ResearchDeps, 'deriveAsks'>,
  question: string,
): Promise<QuestionAsks> {
  const [asks, businessKind] = await Promise.all([deps.deriveAsks(question), businessKindLater(question)]);
  return { ...keptAsks(asks), businessKind };
}
