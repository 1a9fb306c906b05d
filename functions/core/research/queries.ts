import type { CallRecord, CallSummary } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import type { StoredCall } from '../../ports/call-store';
import { toCallRecord, toCallSummary } from './call-view';
import type { ResearchDeps } from './deps';
import { researchIdOfCall } from './ids';

const researchNotFound = () => new DomainError('not_found', 'Research not found');

/** The user's research; another user's or a missing one is not_found. */
export async function getOwnResearch(deps: Pick<ResearchDeps, 'researches'>, userId: string, id: string) {
  const research = await deps.researches.get(id);
  if (!research || research.userId !== userId) throw researchNotFound();
  return research;
}

/** The researches of the signed-in user, newest first. */
export async function listResearches(
  deps: Pick<ResearchDeps, 'researches'>,
  userId: string,
  ownerId: string,
) {
  if (userId !== ownerId) throw new DomainError('not_found', 'User not found');
  return deps.researches.listByUser(ownerId);
}

/** Call summaries of the user's research (transcripts load per call). */
export async function listCalls(
  deps: Pick<ResearchDeps, 'researches' | 'calls'>,
  userId: string,
  researchId: string,
): Promise<CallSummary[]> {
  await getOwnResearch(deps, userId, researchId);
  return (await deps.calls.listSummariesByResearch(researchId)).map(toCallSummary);
}

/** One call record of the user's researches, with its transcript. */
export async function getCallRecord(
  deps: Pick<ResearchDeps, 'calls'>,
  userId: string,
  callId: string,
): Promise<CallRecord> {
  return toCallRecord(await getOwnCall(deps, userId, callId));
}

/** One call of the user's researches; another user's call is not_found. */
export async function getOwnCall(
  deps: Pick<ResearchDeps, 'calls'>,
  userId: string,
  callId: string,
): Promise<StoredCall> {
  const researchId = researchIdOfCall(callId);
  const call = researchId ? await deps.calls.get(researchId, callId) : null;
  if (!call || call.userId !== userId) throw new DomainError('not_found', 'Call record not found');
  return call;
}
