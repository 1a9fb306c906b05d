/** Midnight UTC on the 1st of the month of `date`. */
export function startOfMonthUtc(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** The same day `months` later (clamped to the month's last day), same time of day, UTC. */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
}

/**
 * When the next refill happens. Free accounts refill on the 1st of each month; paid plans on the
 * same day each month as the cycle started (their billing date).
 */
export function nextRefillDate(tier: string, cycleStart: Date): Date {
  return tier === 'free'
    ? startOfMonthUtc(addMonthsUtc(startOfMonthUtc(cycleStart), 1))
    : addMonthsUtc(cycleStart, 1);
}
