/** Call statuses meaning the business was never reached; such a business may be tried again. */
const UNREACHED_STATUSES = ['no_answer', 'voicemail', 'busy'] as const;
/** Calls one business gets in one research, the first one included (so at most two retries). */
const MAX_ATTEMPTS = 3;

/** The fields of a call the outcome rules read (follow-up calls are left out by the caller). */
export interface AttemptLike {
  businessPhone: string;
  status: string;
  createdAt: string;
}

/** How the businesses of a research fared, by each business's latest call. */
export interface OutcomeCounts {
  reached: number;
  voicemail: number;
  noAnswer: number;
  /** Failed, refused, wrong number, phone menu or cancelled. */
  other: number;
  /** Not called yet or still on the phone. */
  pending: number;
}

const PENDING = new Set(['queued', 'waiting_window', 'dialing', 'in_progress']);

/** Every business's calls, oldest first, keyed by phone. */
function attemptsByBusiness<C extends AttemptLike>(calls: readonly C[]): Map<string, C[]> {
  const byPhone = new Map<string, C[]>();
  const sorted = [...calls].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const call of sorted)
    byPhone.set(call.businessPhone, [...(byPhone.get(call.businessPhone) ?? []), call]);
  return byPhone;
}

/** Counts businesses by the outcome of their latest call. */
export function countOutcomes(calls: readonly AttemptLike[]): OutcomeCounts {
  const counts: OutcomeCounts = { reached: 0, voicemail: 0, noAnswer: 0, other: 0, pending: 0 };
  for (const attempts of attemptsByBusiness(calls).values()) {
    const status = attempts.at(-1)?.status ?? '';
    if (status === 'completed') counts.reached += 1;
    else if (status === 'voicemail') counts.voicemail += 1;
    else if (status === 'no_answer' || status === 'busy') counts.noAnswer += 1;
    else if (PENDING.has(status)) counts.pending += 1;
    else counts.other += 1;
  }
  return counts;
}

/** The latest call of every business not reached yet that may still be tried again. */
export function retryableCalls<C extends AttemptLike>(calls: readonly C[]): C[] {
  const unreached: readonly string[] = UNREACHED_STATUSES;
  return [...attemptsByBusiness(calls).values()].flatMap((attempts) => {
    const last = attempts.at(-1);
    return last && unreached.includes(last.status) && attempts.length < MAX_ATTEMPTS ? [last] : [];
  });
}
