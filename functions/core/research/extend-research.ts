import type { Ask, KeptAsks } from '#shared/contracts/asks';
import type { CreateExtensionBody, Research } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import { canTransition, isFinalStatus } from '#shared/domain/research-status';
import { counted } from '#shared/domain/result-summary';
import { keptAsks, mergeAsks } from '../asks/merge-asks';
import { questionsAskedLater } from '../asks/parse-asks-later';
import { holdAndWrite, startWorkflow } from './create-research';
import type { ResearchDeps } from './deps';
import { checkTargets, claimCallingLimits, recentlyCalledPhones, skippedNotice } from './guards';
import { buildQueuedCalls, type CallTarget } from './new-calls';
import { getOwnResearch } from './queries';
import { searchTargets } from './targets';

/** The research's asks, read from its question when it was stored before asks existed. */
async function researchAsks(deps: ResearchDeps, research: Research): Promise<Ask[]> {
  return research.asks?.length ? research.asks : keptAsks(await deps.deriveAsks(research.query)).asks;
}

/**
 * An extension asks the research's asks plus the questions its added context asks ("…and do they do
 * Sundays?"); those beyond six are left out, named to the parent.
 */
async function extendedAsks(deps: ResearchDeps, research: Research, context: string): Promise<KeptAsks> {
  const [asks, added] = await Promise.all([researchAsks(deps, research), questionsAskedLater(context)]);
  return mergeAsks(asks, added);
}

/**
 * The asks an extension of the parent's research would put, for the parent to review before it
 * starts, and the context's questions that did not fit.
 */
export async function previewExtensionAsks(
  deps: ResearchDeps,
  userId: string,
  researchId: string,
  context: string,
): Promise<KeptAsks> {
  return extendedAsks(deps, await getOwnResearch(deps, userId, researchId), context);
}

async function followUpTargets(
  deps: ResearchDeps,
  research: Research,
  body: CreateExtensionBody,
  asks: Ask[],
) {
  const calls = await deps.calls.listByResearch(research.id);
  const byId = new Map(calls.map((c) => [c.id, c]));
  const targets: CallTarget[] = [];
  for (const callId of new Set(body.followUpCallIds)) {
    const call = byId.get(callId);
    if (!call) throw new DomainError('not_found', 'Call record not found');
    // Two calls of one business (called back before) call it back once.
    if (targets.some((t) => t.phone === call.businessPhone)) continue;
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
      distanceMiles: call.distanceMiles ?? null,
      goal: body.additionalContext,
      asks,
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
async function extensionTargets(
  deps: ResearchDeps,
  research: Research,
  body: CreateExtensionBody,
  asks: Ask[],
) {
  const called = await recentlyCalledPhones(deps, research.userId);
  for (const call of await deps.calls.listByResearch(research.id)) called.add(call.businessPhone);
  return searchTargets(
    deps.places,
    { query: research.query, location: research.location, radiusMiles: research.radiusMiles },
    {
      goal: `${research.query} ${body.additionalContext}`.trim(),
      asks,
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
  // A follow-up asks its own question; an extension asks the research's asks plus any added; either
  // as the parent reviewed them when they were sent.
  const followUp = Boolean(body.followUpCallIds?.length);
  const asks =
    body.asks ??
    (followUp
      ? keptAsks(await deps.deriveAsks(body.additionalContext)).asks
      : (await extendedAsks(deps, research, body.additionalContext)).asks);
  const targets = followUp
    ? await followUpTargets(deps, research, body, asks)
    : await extensionTargets(deps, research, body, asks);
  const checked = checkTargets(deps, targets);
  const queued = buildQueuedCalls(research, checked.kept, deps.config, deps.clock.now());
  const { kept: calls, skipped } = await claimCallingLimits(deps, queued, checked.skipped);
  const short =
    !followUp && calls.length < body.additionalCalls
      ? `Only ${counted(calls.length, 'more business', 'more businesses')} could be found to call.`
      : null;
  await holdAndWrite(deps, userId, calls, async () => {
    await deps.calls.putMany(calls);
    await deps.researches.addCalls(research.id, calls.length, 'in_progress');
    await deps.researches.update(research.id, {
      notice:
        [short, skippedNotice(skipped, deps.config.businessDailyCallLimit)].filter(Boolean).join(' ') || null,
      ...(followUp ? {} : { asks }),
    });
  });
  await startWorkflow(deps, research);
  return { research: await getOwnResearch(deps, userId, research.id), addedCalls: calls.length };
}
