import { describe, expect, it } from 'vitest';
import { formatDuration } from '#shared/domain/duration';

describe('formatDuration', () => {
  it('shows zero as 0:00', () => {
    expect(formatDuration(0)).toBe('0:00');
  });

  it('pads seconds to two digits', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
  });

  it('rolls over to the next minute at exactly 60 seconds', () => {
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(60)).toBe('1:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(3661)).toBe('61:01');
  });

  it('shows 0:00 for negative or non-numeric durations', () => {
    expect(formatDuration(-1)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
