import type { CreateResearchBody, Research } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import { postalCodeProblem } from '#shared/domain/postal-code';
import type { StoredCall } from '../../ports/call-store';
import { keptAsks } from '../asks/merge-asks';
import { logger } from '../logger';
import type { ResearchDeps } from './deps';
import { checkTargets, claimCallingLimits, releaseCallingLimits, skippedNotice } from './guards';
import { newResearchId } from './ids';
import { buildQueuedCalls } from './new-calls';
import { resolveTargets } from './targets';

/**
 * Sets credits aside for calls whose limits are claimed, then writes them; when either fails the
 * limits are given back, so a refused request holds nothing.
 */
export async function holdAndWrite(
  deps: ResearchDeps,
  userId: string,
  calls: StoredCall[],
  write: () => Promise<void>,
): Promise<void> {
  try {
    await deps.charges.reserve(userId, calls.length);
    await write();
  } catch (error) {
    await Promise.all(calls.map((call) => releaseCallingLimits(deps, call)));
    throw error;
  }
}

/** Starts the workflow; a research whose start failed is marked failed and its credits released. */
export async function startWorkflow(deps: ResearchDeps, research: Research): Promise<void> {
  try {
    await deps.workflow.start({ researchId: research.id });
  } catch (error) {
    logger.error('Could not start the research workflow', { researchId: research.id, error: String(error) });
    for (const call of await deps.calls.listByResearch(research.id)) {
      if (call.status === 'queued') {
        await deps.calls.transition(research.id, call.id, ['queued'], {
          status: 'failed',
          errorMessage: 'Could not start',
        });
        await deps.charges.release(call);
        await releaseCallingLimits(deps, call);
      }
    }
    await deps.researches.update(research.id, {
      status: 'failed',
      completedAt: deps.clock.now().toISOString(),
    });
    throw new DomainError('unavailable', 'Calls could not be started. Please try again.');
  }
}

/** Creates a research for the signed-in user and starts calling. */
export async function createResearch(
  deps: ResearchDeps,
  userId: string,
  body: CreateResearchBody,
): Promise<Research> {
  if (body.userId && body.userId !== userId) throw new DomainError('not_found', 'User not found');
  const badCode = postalCodeProblem(body.location);
  if (badCode) throw new DomainError('invalid_input', badCode);
  const asks = body.asks ?? keptAsks(await deps.deriveAsks(body.query)).asks;
  const targets = await resolveTargets(body, deps.places, deps.config, asks);
  if (targets.length === 0) throw new DomainError('invalid_input', 'Please add at least one phone number.');
  const checked = checkTargets(deps, targets);
  const now = deps.clock.now().toISOString();
  const id = newResearchId();
  const queued = buildQueuedCalls(
    { id, userId, query: body.query },
    checked.kept,
    deps.config,
    new Date(now),
  );
  const { kept: calls, skipped } = await claimCallingLimits(deps, queued, checked.skipped);
  const research: Research = {
    id,
    userId,
    query: body.query,
    location: body.location,
    radiusMiles: body.radiusMiles,
    status: 'pending',
    totalCalls: calls.length,
    completedCalls: 0,
    phoneNumbers: calls.map((c) => c.businessPhone),
    businessNames: calls.map((c) => c.businessName),
    stopRequested: false,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    notice: skippedNotice(skipped, deps.config.businessDailyCallLimit),
    asks,
  };
  // Limits and credits are taken before anything is written, so a refused research leaves no trace.
  await holdAndWrite(deps, userId, calls, async () => {
    await deps.researches.put(research);
    await deps.calls.putMany(calls);
  });
  await startWorkflow(deps, research);
  return (await deps.researches.get(research.id)) ?? research;
}
