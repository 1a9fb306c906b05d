import type { CreateResearchBody, Research } from '../../../shared/contracts/research';
import { DomainError } from '../../../shared/domain/errors';
import { postalCodeProblem } from '../../../shared/domain/postal-code';
import { logger } from '../logger';
import type { ResearchDeps } from './deps';
import { applyCallingRules } from './guards';
import { newResearchId } from './ids';
import { buildQueuedCalls } from './new-calls';
import { resolveTargets } from './targets';

/** Tells the user which numbers were left out and why, or null when none were. */
export function skippedNotice(skipped: string[]): string | null {
  if (skipped.length === 0) return null;
  return `Skipped ${skipped.length} number${skipped.length === 1 ? '' : 's'} already called in the last 24 hours: ${skipped.join(', ')}.`;
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
  const targets = await resolveTargets(body, deps.places);
  if (targets.length === 0) throw new DomainError('invalid_input', 'Please add at least one phone number.');
  const { kept, skipped } = await applyCallingRules(deps, userId, targets);
  const now = deps.clock.now().toISOString();
  const research: Research = {
    id: newResearchId(),
    userId,
    query: body.query,
    location: body.location,
    radiusMiles: body.radiusMiles,
    status: 'pending',
    totalCalls: kept.length,
    completedCalls: 0,
    phoneNumbers: kept.map((t) => t.phone),
    businessNames: kept.map((t) => t.name),
    stopRequested: false,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    notice: skippedNotice(skipped),
  };
  // Credits are set aside before anything is written, so a refused research leaves no trace.
  const calls = buildQueuedCalls(research, kept, deps.config, deps.clock.now());
  await deps.charges.reserve(userId, calls.length);
  await deps.researches.put(research);
  await deps.calls.putMany(calls);
  await startWorkflow(deps, research);
  return (await deps.researches.get(research.id)) ?? research;
}
