import { creditsForCalls } from '#shared/domain/credits';
import type { StoredCall } from '../../ports/call-store';
import { logger } from '../logger';
import type { ResearchDeps } from './deps';

/** Statuses of a call that still has its credits set aside (answered-uncharged is in_progress). */
const HOLDING = new Set<string>(['queued', 'waiting_window', 'dialing', 'in_progress']);

const stillHolding = (call: StoredCall) => call.held && !call.charged && HOLDING.has(call.status);

/**
 * Startup recovery, after mid-flight calls were settled and before executions resume: each
 * user's reservedCredits becomes 3 × their calls still holding credits. A crash between reserving
 * and writing the calls left credits set aside for calls that do not exist; they are released.
 * A held call already over is released first, so its own release cannot undercount later.
 */
export async function reconcileReservedCredits(
  deps: Pick<ResearchDeps, 'researches' | 'calls' | 'charges' | 'reservations'>,
): Promise<number> {
  if (!deps.reservations) return 0;
  let released = 0;
  for (const userId of await deps.reservations.listUsersWithReserved()) {
    let holding = 0;
    for (const research of await deps.researches.listByUser(userId)) {
      for (const call of await deps.calls.listByResearch(research.id)) {
        if (stillHolding(call)) holding++;
        else if (call.held) await deps.charges.release(call);
      }
    }
    const excess = await deps.reservations.releaseExcess(userId, creditsForCalls(holding));
    if (excess > 0) logger.warn('Released credits set aside for calls never written', { userId, excess });
    released += excess;
  }
  return released;
}
