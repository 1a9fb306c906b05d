import type { CreateExtensionBody, Research } from '../../../shared/contracts/research';
import { DomainError } from '../../../shared/domain/errors';
import { canTransition, isFinalStatus } from '../../../shared/domain/research-status';
import { holdAndWrite, startWorkflow } from './create-research';
import type { ResearchDeps } from './deps';
import { checkTargets, claimCallingLimits, skippedNotice } from './guards';
import { buildQueuedCalls, type CallTarget } from './new-calls';
import { getOwnResearch } from './queries';
import { searchTargets } from './targets';

async function followUpTargets(deps: ResearchDeps, research: Research, body: CreateExtensionBody) {
  const calls = await deps.calls.listByResearch(research.id);
  const byId = new Map(calls.map((c) => [c.id, c]));
  const targets: CallTarget[] = [];
  for (const callId of new Set(body.followUpCallIds)) {
    const call = byId.get(callId);
    if (!call) throw new DomainError('not_found', 'Call record not found');
    if (call.status !== 'completed') {
      throw new DomainError(
        'invalid_input',
        `Only answered calls can be followed up (${call.businessName}).`,
      );
    }
    targets.push({
      name: call.businessName,
      phone: call.businessPhone,
      address: call.businessAddress,
      goal: body.additionalContext,
      shareChildrenInfo: call.shareChildrenInfo,
      isFollowUp: true,
    });
  }
  return targets;
}

async function extensionTargets(deps: ResearchDeps, research: Research, body: CreateExtensionBody) {
  const called = new Set((await deps.calls.listByResearch(research.id)).map((c) => c.businessPhone));
  return searchTargets(
    deps.places,
    { query: research.query, location: research.location, radiusMiles: research.radiusMiles },
    {
      goal: `${research.query} ${body.additionalContext}`.trim(),
      exclude: called,
      limit: body.additionalCalls,
      rules: deps.config,
    },
  );
}

/** Extends a finished research with new businesses, or follows up with selected ones; starts calling. */
export async function extendResearch(
  deps: ResearchDeps,
  userId: string,
  body: CreateExtensionBody,
): Promise<{ research: Research; addedCalls: number }> {
  await getOwnResearch(deps, userId, body.researchId);
  // One extension or follow-up of a research at a time: parallel requests would each add calls.
  if (!(await deps.limits.lockExtension(body.researchId, deps.clock.now()))) {
    throw new DomainError(
      'conflict',
      'This research is already being extended or followed up. Wait for those calls to finish.',
    );
  }
  try {
    return await extendLocked(deps, userId, body);
  } finally {
    await deps.limits.unlockExtension(body.researchId);
  }
}

async function extendLocked(deps: ResearchDeps, userId: string, body: CreateExtensionBody) {
  const research = await getOwnResearch(deps, userId, body.researchId);
  // Only a finished research re-opens (completed, or failed); a running one is still calling.
  if (!isFinalStatus(research.status) || !canTransition(research.status, 'in_progress')) {
    throw new DomainError('conflict', 'Only a completed research can be extended or followed up.');
  }
  const targets = body.followUpCallIds?.length
    ? await followUpTargets(deps, research, body)
    : await extensionTargets(deps, research, body);
  const checked = checkTargets(deps, targets);
  const queued = buildQueuedCalls(research, checked.kept, deps.config, deps.clock.now());
  const { kept: calls, skipped } = await claimCallingLimits(deps, queued, checked.skipped);
  await holdAndWrite(deps, userId, calls, async () => {
    await deps.calls.putMany(calls);
    await deps.researches.addCalls(research.id, calls.length, 'in_progress');
    await deps.researches.update(research.id, {
      notice: skippedNotice(skipped, deps.config.businessDailyCallLimit),
    });
  });
  await startWorkflow(deps, research);
  return { research: await getOwnResearch(deps, userId, research.id), addedCalls: calls.length };
}
