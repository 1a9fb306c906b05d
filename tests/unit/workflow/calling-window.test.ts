import { describe, expect, it } from 'vitest';
import { nextCallingTime, parseCallingWindow } from '#functions/core/research/calling-window';
import type { OpeningHours } from '#functions/ports/places';

const window = parseCallingWindow('09:00-20:00');
const next = (iso: string, place: Parameters<typeof nextCallingTime>[3] = {}, zone = 'UTC') =>
  nextCallingTime(window, new Date(iso), zone, place)?.toISOString() ?? null;
const toronto = { timeZone: 'America/Toronto' };

describe('calling window per business', () => {
  it('opens at 9:00 and closes at 20:00 in the business time zone', () => {
    // Toronto is UTC-5 in January: 08:59 local waits a minute, 09:00 may call.
    expect(next('2026-01-05T13:59:00Z', toronto)).toBe('2026-01-05T14:00:00.000Z');
    expect(next('2026-01-05T14:00:00Z', toronto)).toBeNull();
    expect(next('2026-01-06T00:59:00Z', toronto)).toBeNull();
    // 20:00 local is closed: wait for 9:00 the next day.
    expect(next('2026-01-06T01:00:00Z', toronto)).toBe('2026-01-06T14:00:00.000Z');
  });

  it('falls back to the configured zone when the business zone is unknown or invalid', () => {
    expect(next('2026-01-05T08:30:00Z', {}, 'UTC')).toBe('2026-01-05T09:00:00.000Z');
    expect(next('2026-01-05T08:30:00Z', { timeZone: 'Mars/Base' }, 'UTC')).toBe('2026-01-05T09:00:00.000Z');
    expect(next('2026-01-05T13:30:00Z', {}, 'America/Toronto')).toBe('2026-01-05T14:00:00.000Z');
  });

  it('waits for opening hours inside the window and skips closed days', () => {
    const hours: OpeningHours = {
      mon: [
        { open: '10:30', close: '12:00' },
        { open: '14:00', close: '17:00' },
      ],
      tue: [{ open: '09:00', close: '17:00' }],
    };
    const place = { timeZone: 'UTC', openingHours: hours };
    // Monday 2026-01-05: 09:30 is in the window but the business opens at 10:30.
    expect(next('2026-01-05T09:30:00Z', place)).toBe('2026-01-05T10:30:00.000Z');
    expect(next('2026-01-05T11:59:00Z', place)).toBeNull();
    expect(next('2026-01-05T12:00:00Z', place)).toBe('2026-01-05T14:00:00.000Z');
    // After Tuesday's close, Wednesday to Sunday are closed: next Monday 10:30.
    expect(next('2026-01-06T17:00:00Z', place)).toBe('2026-01-12T10:30:00.000Z');
  });

  it('counts overnight hours that run past midnight', () => {
    // Open Friday 18:00 until Saturday 10:00; nothing else.
    const place = { timeZone: 'UTC', openingHours: { fri: [{ open: '18:00', close: '10:00' }] } };
    expect(next('2026-01-09T19:00:00Z', place)).toBeNull();
    // Saturday 09:30 is inside Friday's overnight hours and the window.
    expect(next('2026-01-10T09:30:00Z', place)).toBeNull();
    expect(next('2026-01-10T10:00:00Z', place)).toBe('2026-01-16T18:00:00.000Z');
  });

  it('keeps 9:00 local on the days clocks change', () => {
    // New York springs forward on 2026-03-08 (09:00 EDT = 13:00Z) and falls back on 2026-11-01 (09:00 EST = 14:00Z).
    const ny = { timeZone: 'America/New_York' };
    expect(next('2026-03-08T06:00:00Z', ny)).toBe('2026-03-08T13:00:00.000Z');
    expect(next('2026-03-08T12:59:00Z', ny)).toBe('2026-03-08T13:00:00.000Z');
    expect(next('2026-03-08T13:00:00Z', ny)).toBeNull();
    expect(next('2026-11-01T05:30:00Z', ny)).toBe('2026-11-01T14:00:00.000Z');
    expect(next('2026-11-01T13:59:00Z', ny)).toBe('2026-11-01T14:00:00.000Z');
  });

  it('ignores opening hours that never meet the window, and is always open without a window', () => {
    const place = { timeZone: 'UTC', openingHours: { mon: [{ open: '21:00', close: '23:00' }] } };
    expect(next('2026-01-05T08:00:00Z', place)).toBe('2026-01-05T09:00:00.000Z');
    expect(nextCallingTime(null, new Date('2026-01-05T03:00:00Z'), 'UTC', place)).toBeNull();
  });
});
