import { describe, expect, it } from 'vitest';
import { holidayIn } from '#functions/core/answers/normalize/holidays';

const dateOf = (text: string, from: string) => {
  const found = holidayIn(text, new Date(from));
  if (!found) return null;
  const { date } = found;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('holidays by their rules', () => {
  it.each([
    ['Easter', '2026-01-10T12:00:00Z', '2026-04-05'],
    ['Good Friday', '2027-01-10T12:00:00Z', '2027-03-26'],
    ['Easter', '2030-01-10T12:00:00Z', '2030-04-21'],
    ['Thanksgiving', '2026-01-10T12:00:00Z', '2026-11-26'],
    ['Canadian Thanksgiving', '2026-01-10T12:00:00Z', '2026-10-12'],
    ['Labour Day', '2026-01-10T12:00:00Z', '2026-09-07'],
    ['Memorial Day', '2026-01-10T12:00:00Z', '2026-05-25'],
    ['Victoria Day', '2026-01-10T12:00:00Z', '2026-05-18'],
    ["Mother's Day", '2026-01-10T12:00:00Z', '2026-05-10'],
    ['MLK Day', '2026-01-10T12:00:00Z', '2026-01-19'],
    ['Christmas Eve', '2026-01-10T12:00:00Z', '2026-12-24'],
    ["New Year's Eve", '2026-01-10T12:00:00Z', '2026-12-31'],
  ])('%s after %s is %s', (name, from, date) => {
    expect(dateOf(`We're closed ${name}.`, from)).toBe(date);
  });

  it("is the next one: today's counts, a past one is next year's", () => {
    expect(dateOf('Christmas', '2026-12-25T15:00:00Z')).toBe('2026-12-25');
    expect(dateOf('Christmas', '2026-12-26T15:00:00Z')).toBe('2027-12-25');
  });

  it('names none where no holiday is said', () => {
    expect(holidayIn('Weekday hours are nine to five, Saturdays ten to two.', new Date())).toBeNull();
  });
});
