const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
const DAYS_PER_WEEK = 7;
const DAYS_PER_FOUR_WEEKS = 28;
/** A month counts as 30 days for relative labels. */
const DAYS_PER_MONTH = 30;

/**
 * Labels how long ago `from` was: "Just now", "Nm ago", "Nh Mm ago", "Nd Hh ago",
 * "Nw Nd ago" or "Nmo ago". Future times read "Just now"; an unparsable date gives ''.
 */
export function formatRelativeTime(from: Date | string | number, now: Date = new Date()): string {
  const diffMs = now.getTime() - new Date(from).getTime();
  if (Number.isNaN(diffMs)) return '';
  if (diffMs < MINUTE_MS) return 'Just now';

  const minutes = Math.floor(diffMs / MINUTE_MS);
  if (minutes < MINUTES_PER_HOUR) return `${minutes}m ago`;

  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return `${hours}h ${minutes % MINUTES_PER_HOUR}m ago`;

  const days = Math.floor(hours / HOURS_PER_DAY);
  if (days < DAYS_PER_WEEK) return `${days}d ${hours % HOURS_PER_DAY}h ago`;
  if (days < DAYS_PER_FOUR_WEEKS) {
    return `${Math.floor(days / DAYS_PER_WEEK)}w ${days % DAYS_PER_WEEK}d ago`;
  }

  // Days 28 and 29 are past "4 weeks" but short of a 30-day month: still "1mo ago".
  const months = Math.max(1, Math.floor(days / DAYS_PER_MONTH));
  return `${months}mo ago`;
}
