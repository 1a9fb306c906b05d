import type { CallAgain } from '#shared/contracts/research';
import { isFollowUpSelectable } from '#shared/domain/validation';

/** "Nov 29, 2:05 PM": when a business can be called again, in the parent's own time zone. */
const formatFreeAt = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

/**
 * Why a business cannot be called back now, or null when it can: it did not answer, or it has had
 * the most calls one business gets in 24 hours (across all parents) until `freeAt`.
 */
export function followUpBlocker(
  call: { status?: string | null; callDurationSeconds?: number | null; businessPhone: string },
  callAgain: { limit: number; businesses: readonly CallAgain[] } | undefined,
  { now = new Date(), timeZone }: { now?: Date; timeZone?: string } = {},
): string | null {
  if (!isFollowUpSelectable(call)) return 'Not answered: only a business that answered can be called back.';
  const freeAt = callAgain?.businesses.find((b) => b.phone === call.businessPhone)?.freeAt;
  if (!freeAt || Date.parse(freeAt) <= now.getTime()) return null;
  const limit = callAgain?.limit ?? 0;
  return `Called ${limit === 1 ? 'once' : `${limit} times`} in the last 24 hours already, the most one business is called per day: it can be called again after ${formatFreeAt(freeAt, timeZone)}.`;
}
