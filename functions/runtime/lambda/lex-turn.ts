import { createLexTurnHandler } from '../../events/lex-turn';
import { loadCloudRuntime } from '../cloud';
import { observed } from './observability';

/** Lambda entry of the Lex V2 code hook: one agent turn per thing the business says. */
export const handler = observed(async (event: unknown) => {
  const runtime = await loadCloudRuntime();
  return createLexTurnHandler({ converse: runtime.research.converse, now: () => new Date() })(event);
});
