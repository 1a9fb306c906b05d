import { DomainError } from '#shared/domain/errors';
import type { ResearchDeps } from './deps';
import { getOwnResearch } from './queries';

async function assertOwner(deps: ResearchDeps, userId: string, ownerId: string, researchId: string) {
  if (userId !== ownerId) throw new DomainError('not_found', 'Research not found');
  await getOwnResearch(deps, userId, researchId);
}

/** The live-updates preference of a research; on unless saved off. */
export async function getLiveUpdates(
  deps: ResearchDeps,
  userId: string,
  ownerId: string,
  researchId: string,
) {
  await assertOwner(deps, userId, ownerId, researchId);
  return { enabled: (await deps.extras.preferences.getLiveUpdates(userId, researchId)) ?? true };
}

/** Saves the live-updates preference of a research. */
export async function putLiveUpdates(
  deps: ResearchDeps,
  ids: { userId: string; ownerId: string; researchId: string },
  enabled: boolean,
) {
  await assertOwner(deps, ids.userId, ids.ownerId, ids.researchId);
  await deps.extras.preferences.putLiveUpdates(ids.userId, ids.researchId, enabled);
  return { enabled };
}
