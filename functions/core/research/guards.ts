import { DomainError } from '../../../shared/domain/errors';
import type { StoredCall } from '../../ports/call-store';
import type { ResearchDeps } from './deps';
import type { CallTarget } from './new-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calls of the user's researches touched in the last day (no scan: the user's index, then each research). */
async function recentCalls(deps: ResearchDeps, userId: string, since: Date): Promise<StoredCall[]> {
  const researches = await deps.researches.listByUser(userId);
  const recent = researches.filter((r) => new Date(r.updatedAt) >= since);
  const lists = await Promise.all(recent.map((r) => deps.calls.listByResearch(r.id)));
  return lists.flat().filter((c) => new Date(c.createdAt) >= since && c.status !== 'cancelled');
}

/** Numbers the user's researches called in the last 24 hours (a new search skips them up front). */
export async function recentlyCalledPhones(deps: ResearchDeps, userId: string): Promise<Set<string>> {
  const since = new Date(deps.clock.now().getTime() - DAY_MS);
  return new Set((await recentCalls(deps, userId, since)).map((c) => c.businessPhone));
}

/**
 * Applies the calling rules to new targets: at most 25 per research, the daily limit per account,
 * and no second call to a number within 24 hours (follow-ups and retries of unreached
 * businesses excepted). Returns the targets kept
 * and the numbers skipped; throws when nothing is left.
 */
export async function applyCallingRules(
  deps: ResearchDeps,
  userId: string,
  targets: CallTarget[],
): Promise<{ kept: CallTarget[]; skipped: string[] }> {
  const { maxCallsPerResearch, dailyCallLimit } = deps.config;
  if (targets.length > maxCallsPerResearch) {
    throw new DomainError('invalid_input', `A research can call at most ${maxCallsPerResearch} businesses.`);
  }
  const now = deps.clock.now();
  const calls = await recentCalls(deps, userId, new Date(now.getTime() - DAY_MS));
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const today = calls.filter((c) => new Date(c.createdAt) >= startOfDay).length;
  const calledRecently = new Set(calls.map((c) => c.businessPhone));
  const seen = new Set<string>();
  const kept: CallTarget[] = [];
  const skipped: string[] = [];
  for (const target of targets) {
    // The demonstration number of test mode may be called as often as needed.
    const exempt =
      target.isFollowUp || target.isRetry === true || target.phone === deps.config.sampleDestinationPhone;
    if ((seen.has(target.phone) && !exempt) || (!exempt && calledRecently.has(target.phone))) {
      skipped.push(target.phone);
      continue;
    }
    seen.add(target.phone);
    kept.push(target);
  }
  if (kept.length === 0) {
    throw new DomainError(
      'conflict',
      'Every business in this research was already called in the last 24 hours. Try again tomorrow or choose other businesses.',
      { skipped },
    );
  }
  if (today + kept.length > dailyCallLimit) {
    throw new DomainError(
      'rate_limited',
      `You have reached today's limit of ${dailyCallLimit} calls. Try again tomorrow.`,
      { limit: dailyCallLimit, placedToday: today },
    );
  }
  return { kept, skipped };
}
