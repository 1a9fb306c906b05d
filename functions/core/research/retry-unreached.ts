import type { Research } from '#shared/contracts/research';
import { retryableCalls } from '#shared/domain/call-outcomes';
import { DomainError } from '#shared/domain/errors';
import { canTransition, isFinalStatus } from '#shared/domain/research-status';
import { holdAndWrite, startWorkflow } from './create-research';
import type { ResearchDeps } from './deps';
import { checkTargets, claimCallingLimits } from './guards';
import { buildQueuedCalls, type CallTarget } from './new-calls';
import { getOwnResearch } from './queries';

/**
 * Calls again every business of a finished research that was not reached (no answer, voicemail,
 * busy), each after the configured delay and inside the calling window; the research is in
 * progress until those calls end.
 */
export async function retryUnreached(
  deps: ResearchDeps,
  userId: string,
  researchId: string,
): Promise<{ research: Research; addedCalls: number }> {
  await getOwnResearch(deps, userId, researchId);
  // Shares the extension lock: parallel requests would each queue the same retries.
  if (!(await deps.limits.lockExtension(researchId, deps.clock.now()))) {
    throw new DomainError(
      'conflict',
      'This research is already adding calls. Wait for those calls to finish.',
    );
  }
  try {
    return await retryLocked(deps, userId, researchId);
  } finally {
    await deps.limits.unlockExtension(researchId);
  }
}

async function retryLocked(deps: ResearchDeps, userId: string, researchId: string) {
  const research = await getOwnResearch(deps, userId, researchId);
  if (!isFinalStatus(research.status) || !canTransition(research.status, 'in_progress')) {
    throw new DomainError('conflict', 'Businesses can be tried again once the research has finished.');
  }
  const earlier = (await deps.calls.listByResearch(research.id)).filter((c) => !c.isFollowUp);
  const targets: CallTarget[] = retryableCalls(earlier).map((call) => ({
    name: call.businessName,
    phone: call.businessPhone,
    address: call.businessAddress,
    distanceMiles: call.distanceMiles ?? null,
    timeZone: call.timeZone ?? null,
    openingHours: call.openingHours ?? null,
    goal: call.goal,
    asks: call.asks ?? [],
    shareChildrenInfo: call.shareChildrenInfo,
    isFollowUp: false,
    isRetry: true,
  }));
  if (targets.length === 0) {
    throw new DomainError('conflict', 'There is no unreached business left to try again.');
  }
  const checked = checkTargets(deps, targets);
  const now = deps.clock.now();
  const notBefore = new Date(now.getTime() + deps.config.retryDelaySeconds * 1000).toISOString();
  const queued = buildQueuedCalls(research, checked.kept, deps.config, now).map((call) => ({
    ...call,
    waitUntil: notBefore,
  }));
  const { kept: calls } = await claimCallingLimits(deps, queued, checked.skipped, { retry: true });
  await holdAndWrite(deps, userId, calls, async () => {
    await deps.calls.putMany(calls);
    await deps.researches.addCalls(research.id, calls.length, 'in_progress');
  });
  await startWorkflow(deps, research);
  return { research: await getOwnResearch(deps, userId, research.id), addedCalls: calls.length };
}
