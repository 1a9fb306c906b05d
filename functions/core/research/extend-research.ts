import type { CreateExtensionBody, Research } from '../../../shared/contracts/research';
import { DomainError } from '../../../shared/domain/errors';
import { canTransition, isFinalStatus } from '../../../shared/domain/research-status';
import { counted } from '../../../shared/domain/result-summary';
import { skippedNotice, startWorkflow } from './create-research';
import type { ResearchDeps } from './deps';
import { applyCallingRules, recentlyCalledPhones } from './guards';
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

/**
 * New businesses for an extension: the search skips numbers this research called and numbers the
 * 24-hour rule would drop, so every promised call is placed when the directory has enough.
 */
async function extensionTargets(deps: ResearchDeps, research: Research, body: CreateExtensionBody) {
  const called = await recentlyCalledPhones(deps, research.userId);
  for (const call of await deps.calls.listByResearch(research.id)) called.add(call.businessPhone);
  return searchTargets(
    deps.places,
    { query: research.query, location: research.location, radiusMiles: research.radiusMiles },
    {
      goal: `${research.query} ${body.additionalContext}`.trim(),
      exclude: called,
      limit: body.additionalCalls,
    },
  );
}

/** Extends a finished research with new businesses, or follows up with selected ones; starts calling. */
export async function extendResearch(
  deps: ResearchDeps,
  userId: string,
  body: CreateExtensionBody,
): Promise<{ research: Research; addedCalls: number }> {
  const research = await getOwnResearch(deps, userId, body.researchId);
  // Only a finished research re-opens (completed, or failed); a running one is still calling.
  if (!isFinalStatus(research.status) || !canTransition(research.status, 'in_progress')) {
    throw new DomainError('conflict', 'Only a completed research can be extended or followed up.');
  }
  const targets = body.followUpCallIds?.length
    ? await followUpTargets(deps, research, body)
    : await extensionTargets(deps, research, body);
  const { kept, skipped } = await applyCallingRules(deps, userId, targets);
  const calls = buildQueuedCalls(research, kept, deps.config, deps.clock.now());
  await deps.charges.reserve(userId, calls.length);
  await deps.calls.putMany(calls);
  await deps.researches.addCalls(research.id, calls.length, 'in_progress');
  const short =
    !body.followUpCallIds?.length && calls.length < body.additionalCalls
      ? `Only ${counted(calls.length, 'more business', 'more businesses')} could be found to call.`
      : null;
  await deps.researches.update(research.id, {
    notice: [short, skippedNotice(skipped)].filter(Boolean).join(' ') || null,
  });
  await startWorkflow(deps, research);
  return { research: await getOwnResearch(deps, userId, research.id), addedCalls: calls.length };
}
