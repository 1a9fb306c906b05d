import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '#shared/domain/relative-time';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number): string {
  return formatRelativeTime(NOW.getTime() - ms, NOW);
}

describe('formatRelativeTime', () => {
  it('says "Just now" for the same instant and up to 59.9 seconds', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(59.9 * SECOND)).toBe('Just now');
  });

  it('switches to minutes at exactly 60 seconds', () => {
    expect(ago(60 * SECOND)).toBe('1m ago');
  });

  it('counts whole minutes up to 59', () => {
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59m ago');
  });

  it('switches to hours and minutes at exactly 60 minutes', () => {
    expect(ago(HOUR)).toBe('1h 0m ago');
    expect(ago(2 * HOUR + 5 * MINUTE)).toBe('2h 5m ago');
  });

  it('stays in hours just under 24 hours', () => {
    expect(ago(DAY - 1)).toBe('23h 59m ago');
  });

  it('switches to days and hours at exactly 24 hours', () => {
    expect(ago(DAY)).toBe('1d 0h ago');
    expect(ago(3 * DAY + 4 * HOUR)).toBe('3d 4h ago');
    expect(ago(7 * DAY - 1)).toBe('6d 23h ago');
  });

  it('switches to weeks and days at exactly 7 days', () => {
    expect(ago(7 * DAY)).toBe('1w 0d ago');
    expect(ago(16 * DAY)).toBe('2w 2d ago');
    expect(ago(28 * DAY - 1)).toBe('3w 6d ago');
  });

  it('switches to months at 4 weeks, never showing 0 months', () => {
    expect(ago(28 * DAY)).toBe('1mo ago');
    expect(ago(29 * DAY + 23 * HOUR)).toBe('1mo ago');
    expect(ago(30 * DAY)).toBe('1mo ago');
  });

  it('counts months as 30 days', () => {
    expect(ago(60 * DAY - 1)).toBe('1mo ago');
    expect(ago(60 * DAY)).toBe('2mo ago');
    expect(ago(400 * DAY)).toBe('13mo ago');
  });

  it('treats future times as "Just now"', () => {
    expect(ago(-5 * DAY)).toBe('Just now');
  });

  it('accepts ISO strings and Date objects', () => {
    expect(formatRelativeTime('2025-03-01T11:15:00.000Z', NOW)).toBe('45m ago');
    expect(formatRelativeTime(new Date('2025-02-28T12:00:00.000Z'), NOW)).toBe('1d 0h ago');
  });

  it('returns an empty label for an unparsable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });

  it('measures from the current time by default', () => {
    expect(formatRelativeTime(Date.now() - 3 * MINUTE)).toBe('3m ago');
  });
});
