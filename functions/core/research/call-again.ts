import type { CallAgain } from '#shared/contracts/research';
import type { ResearchDeps } from './deps';
import { getOwnResearch } from './queries';

/**
 * When each business of the user's research can be called again, by the service-wide cap on calls
 * to one number per 24 hours: the rule a follow-up is held to (it is exempt from the account's own
 * 24-hour rule). The test-mode number is exempt, so in test mode every business can be called.
 */
export async function callAgainTimes(
  deps: Pick<ResearchDeps, 'researches' | 'calls' | 'limits' | 'clock' | 'config'>,
  userId: string,
  researchId: string,
): Promise<{ limit: number; businesses: CallAgain[] }> {
  const [, calls] = await Promise.all([
    getOwnResearch(deps, userId, researchId),
    deps.calls.listSummariesByResearch(researchId),
  ]);
  const { useSamplePhone, sampleDestinationPhone, businessDailyCallLimit: limit } = deps.config;
  const exempt = (phone: string) =>
    (useSamplePhone && sampleDestinationPhone !== null) || phone === sampleDestinationPhone;
  const phones = [...new Set(calls.map((call) => call.businessPhone))];
  const capped = phones.filter((phone) => !exempt(phone));
  const freeAt = capped.length > 0 ? await deps.limits.capFreeAt(capped, limit, deps.clock.now()) : new Map();
  return { limit, businesses: phones.map((phone) => ({ phone, freeAt: freeAt.get(phone) ?? null })) };
}
