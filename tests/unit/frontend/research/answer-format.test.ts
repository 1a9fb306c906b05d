import { describe, expect, it } from 'vitest';
import type { Answer } from '#shared/contracts/asks';
import { formatAnswer } from '#web/features/research/lib/answer-format';

const answered = (normalized: Answer['normalized'], value = 'what they said'): Answer => ({
  status: 'answered',
  value,
  normalized,
  evidence: { turn: 1, quote: value },
  confidence: 0.9,
});

describe('an answer as a parent reads it', () => {
  it('formats prices with their unit', () => {
    expect(formatAnswer('money', answered({ amount: 120, currency: 'USD', per: 'month' }))).toBe(
      '$120 / month',
    );
    expect(formatAnswer('money', answered({ amount: 32.5, currency: 'USD', per: 'lesson' }))).toBe(
      '$32.50 / lesson',
    );
    expect(formatAnswer('money', answered({ amount: 50, currency: 'CAD', per: 'one_time' }))).toBe(
      'CA$50 one-time',
    );
    expect(formatAnswer('money', answered({ amount: 0, currency: 'USD', per: null }))).toBe('$0');
  });

  it('formats yes and no, counts and durations', () => {
    expect(formatAnswer('yes_no', answered(true))).toBe('Yes');
    expect(formatAnswer('yes_no', answered(false))).toBe('No');
    expect(formatAnswer('count', answered(12))).toBe('12');
    expect(formatAnswer('duration', answered({ minutes: 45 }))).toBe('45 min');
    expect(formatAnswer('duration', answered({ minutes: 90 }))).toBe('1 h 30 min');
    expect(formatAnswer('duration', answered({ minutes: 120 }))).toBe('2 h');
  });

  it('formats schedules with short days, ranges of days and times', () => {
    expect(formatAnswer('schedule', answered({ days: ['saturday'], times: ['09:00-12:00'] }))).toBe(
      'Sat 9:00–12:00',
    );
    expect(
      formatAnswer(
        'schedule',
        answered({ days: ['friday', 'monday', 'tuesday', 'wednesday', 'thursday', 'sunday'], times: [] }),
      ),
    ).toBe('Mon–Fri, Sun');
    expect(formatAnswer('schedule', answered({ days: ['monday', 'wednesday'], times: ['18:30'] }))).toBe(
      'Mon, Wed 18:30',
    );
  });

  it('formats age ranges open at either end', () => {
    expect(formatAnswer('age_range', answered({ min: 3, max: 6 }))).toBe('Ages 3–6');
    expect(formatAnswer('age_range', answered({ min: 4, max: null }))).toBe('Ages 4+');
    expect(formatAnswer('age_range', answered({ min: null, max: 12 }))).toBe('Up to age 12');
    expect(formatAnswer('age_range', answered({ min: 5, max: 5 }))).toBe('Age 5');
  });

  it('formats dates as a day of the calendar, whatever the time zone', () => {
    expect(formatAnswer('date', answered('2026-09-08'))).toBe('Tue, Sep 8, 2026');
  });

  it("falls back to the business's words when the value does not fit the kind", () => {
    expect(formatAnswer('money', answered(null, 'about a hundred'))).toBe('about a hundred');
    expect(formatAnswer('count', answered({ minutes: 3 }, 'three of them'))).toBe('three of them');
    expect(formatAnswer('text', answered('Bring a towel'))).toBe('Bring a towel');
  });

  it('names each status other than answered distinctly, never blank', () => {
    const base = { value: null, normalized: null, evidence: null, confidence: 0.5 };
    const labels = [
      formatAnswer('money', { ...base, status: 'not_offered' }),
      formatAnswer('money', { ...base, status: 'unknown' }),
      formatAnswer('money', { ...base, status: 'unclear' }),
      formatAnswer('money', { ...base, status: 'not_asked' }),
    ];
    expect(labels).toEqual(['Not offered', "Didn't know", 'Unclear', 'Not asked']);
    expect(formatAnswer('money', undefined)).toBe('Not asked');
    expect(formatAnswer('money', answered(null, ''))).toBe('Unclear');
  });
});
