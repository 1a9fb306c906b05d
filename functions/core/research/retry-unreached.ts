import type { Research } from '../../../shared/contracts/research';
import { retryableCalls } from '../../../shared/domain/call-outcomes';
import { DomainError } from '../../../shared/domain/errors';
import { canTransition, isFinalStatus } from '../../../shared/domain/research-status';
import { startWorkflow } from './create-research';
import type { ResearchDeps } from './deps';
import { applyCallingRules } from './guards';
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
  const research = await getOwnResearch(deps, userId, researchId);
  if (!isFinalStatus(research.status) || !canTransition(research.status, 'in_progress')) {
    throw new DomainError('conflict', 'Businesses can be tried again once the research has finished.');
  }
  const calls = (await deps.calls.listByResearch(research.id)).filter((c) => !c.isFollowUp);
  const targets: CallTarget[] = retryableCalls(calls).map((call) => ({
    name: call.businessName,
    phone: call.businessPhone,
    address: call.businessAddress,
    timeZone: call.timeZone ?? null,
    openingHours: call.openingHours ?? null,
    goal: call.goal,
    shareChildrenInfo: call.shareChildrenInfo,
    isFollowUp: false,
    isRetry: true,
  }));
  if (targets.length === 0) {
    throw new DomainError('conflict', 'There is no unreached business left to try again.');
  }
  const { kept } = await applyCallingRules(deps, userId, targets);
  const now = deps.clock.now();
  const notBefore = new Date(now.getTime() + deps.config.retryDelaySeconds * 1000).toISOString();
  const queued = buildQueuedCalls(research, kept, deps.config, now).map((call) => ({
    ...call,
    waitUntil: notBefore,
  }));
  await deps.charges.reserve(userId, queued.length);
  await deps.calls.putMany(queued);
  await deps.researches.addCalls(research.id, queued.length, 'in_progress');
  await startWorkflow(deps, research);
  return { research: await getOwnResearch(deps, userId, research.id), addedCalls: queued.length };
}
