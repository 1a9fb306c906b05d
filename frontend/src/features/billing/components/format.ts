/** "April 1, 2026" in UTC, the zone cycles are computed in. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Mar 15, 2026" in the browser's zone, for history rows. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "+150" or "-3". */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));
