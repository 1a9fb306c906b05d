import { DomainError } from '#shared/domain/errors';
import type { ClaimRefusal } from '../../ports/call-limits';
import type { StoredCall } from '../../ports/call-store';
import type { ResearchDeps } from './deps';
import type { CallTarget } from './new-calls';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Numbers the user's researches called in the last 24 hours, so a search for new businesses can
 * skip them up front (the limits themselves are taken atomically by `claimCallingLimits`).
 */
export async function recentlyCalledPhones(deps: ResearchDeps, userId: string): Promise<Set<string>> {
  const since = deps.clock.now().getTime() - DAY_MS;
  const researches = (await deps.researches.listByUser(userId)).filter(
    (r) => new Date(r.updatedAt).getTime() >= since,
  );
  const lists = await Promise.all(researches.map((r) => deps.calls.listByResearch(r.id)));
  return new Set(
    lists
      .flat()
      .filter((c) => new Date(c.createdAt).getTime() >= since && c.status !== 'cancelled')
      .map((c) => c.businessPhone),
  );
}

/** A number left out of a research, why, and when it can be called again (ISO time). */
export interface SkippedNumber {
  phone: string;
  reason: 'listed_twice' | ClaimRefusal['reason'];
  freeAt: string | null;
}

/** "Nov 25, 14:05 UTC": when a limit frees up, in words the UI shows as is. */
function formatFreeAt(iso: string): string {
  const at = new Date(iso);
  const date = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${date}, ${at.toISOString().slice(11, 16)} UTC`;
}

function describeSkip(skip: SkippedNumber, businessLimit: number): string {
  const free = skip.freeAt ? `; it can be called again after ${formatFreeAt(skip.freeAt)}` : '';
  if (skip.reason === 'listed_twice') return `${skip.phone} (listed twice)`;
  if (skip.reason === 'called_recently') {
    return `${skip.phone} (already called in the last 24 hours from your account${free})`;
  }
  return `${skip.phone} (already called ${businessLimit} times in the last 24 hours, the most one business is called per day${free})`;
}

/** Tells the user which numbers were left out and why, or null when none were. */
export function skippedNotice(skipped: SkippedNumber[], businessLimit: number): string | null {
  if (skipped.length === 0) return null;
  const plural = skipped.length === 1 ? '' : 's';
  return `Skipped ${skipped.length} number${plural}: ${skipped.map((s) => describeSkip(s, businessLimit)).join(', ')}.`;
}

/** At most `maxCallsPerResearch` targets, each number once (follow-ups may repeat a number). */
export function checkTargets(deps: ResearchDeps, targets: CallTarget[]) {
  const { maxCallsPerResearch } = deps.config;
  if (targets.length > maxCallsPerResearch) {
    throw new DomainError('invalid_input', `A research can call at most ${maxCallsPerResearch} businesses.`);
  }
  const seen = new Set<string>();
  const kept: CallTarget[] = [];
  const skipped: SkippedNumber[] = [];
  for (const target of targets) {
    if (!target.isFollowUp && seen.has(target.phone)) {
      skipped.push({ phone: target.phone, reason: 'listed_twice', freeAt: null });
      continue;
    }
    seen.add(target.phone);
    kept.push(target);
  }
  return { kept, skipped };
}

/**
 * Takes the calls' places under the calling limits, atomically: the account's daily limit (429,
 * nothing taken), one call per number per account in 24 hours (follow-ups excepted) and the
 * service-wide cap per number (those numbers are skipped). The test-mode number is exempt from
 * both per-number rules; a retry of a business the research did not reach is exempt from the
 * per-account 24-hour rule (its first call holds that lock). Throws 409 when every call was skipped.
 */
export async function claimCallingLimits(
  deps: ResearchDeps,
  calls: StoredCall[],
  alreadySkipped: SkippedNumber[],
  { retry = false }: { retry?: boolean } = {},
): Promise<{ kept: StoredCall[]; skipped: SkippedNumber[] }> {
  const { dailyCallLimit, businessDailyCallLimit, sampleDestinationPhone } = deps.config;
  const result = await deps.limits.claim(
    calls.map((call) => {
      const exempt = call.dialedPhone === sampleDestinationPhone;
      return {
        callId: call.id,
        userId: call.userId,
        phone: call.dialedPhone,
        createdAt: call.createdAt,
        perNumber: !exempt && !call.isFollowUp && !retry,
        capped: !exempt,
      };
    }),
    { dailyCallLimit, businessDailyCallLimit },
  );
  if (!result.ok) {
    throw new DomainError(
      'rate_limited',
      `You have reached today's limit of ${dailyCallLimit} calls (${result.placedToday} placed today, ${calls.length} more asked). It resets at ${formatFreeAt(result.resetsAt)}.`,
      { limit: dailyCallLimit, placedToday: result.placedToday, retryAt: result.resetsAt },
    );
  }
  const refusedIds = new Set(result.refused.map((r) => r.callId));
  const kept = calls.filter((c) => !refusedIds.has(c.id));
  const skipped = [
    ...alreadySkipped,
    ...result.refused.map(({ phone, reason, freeAt }) => ({ phone, reason, freeAt })),
  ];
  if (kept.length === 0) {
    const retryAt = result.refused.map((r) => r.freeAt).sort()[0] ?? null;
    throw new DomainError(
      'conflict',
      `No business in this research can be called now: ${skipped.map((s) => describeSkip(s, businessDailyCallLimit)).join(', ')}. Choose other businesses or try again later.`,
      { skipped, retryAt },
    );
  }
  return { kept, skipped };
}

/** Gives back the limits a call held when it never reached the business (failed or never placed). */
export async function releaseCallingLimits(deps: ResearchDeps, call: StoredCall): Promise<void> {
  await deps.limits.release({
    callId: call.id,
    userId: call.userId,
    phone: call.dialedPhone,
    createdAt: call.createdAt,
  });
}

/** A call that never rang the business: failed for a technical reason, or cancelled before dialling. */
export function neverReachedBusiness(call: StoredCall): boolean {
  return call.status === 'failed' || (call.status === 'cancelled' && call.outcome === null);
}
