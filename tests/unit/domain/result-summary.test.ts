import { describe, expect, it } from 'vitest';
import { counted, summarizeResult } from '#shared/domain/result-summary';

describe('summarizeResult', () => {
  it('reports no responses when no call completed', () => {
    expect(summarizeResult({ completedCalls: 0, totalCalls: 10 })).toEqual({
      kind: 'none',
      label: 'No responses received',
    });
    expect(summarizeResult({ completedCalls: 0, totalCalls: 0 }).kind).toBe('none');
  });

  it('reports matches at exactly 70% of calls completed', () => {
    expect(summarizeResult({ completedCalls: 7, totalCalls: 10 })).toEqual({
      kind: 'matches',
      label: 'Found 7 matches',
    });
  });

  it('reports partial matches just under 70%', () => {
    expect(summarizeResult({ completedCalls: 6999, totalCalls: 10000 })).toEqual({
      kind: 'partial',
      label: 'Found 6999 partial matches',
    });
  });

  it('reports partial matches at exactly 40%', () => {
    expect(summarizeResult({ completedCalls: 2, totalCalls: 5 })).toEqual({
      kind: 'partial',
      label: 'Found 2 partial matches',
    });
  });

  it('reports non conclusive just under 40%', () => {
    expect(summarizeResult({ completedCalls: 3999, totalCalls: 10000 })).toEqual({
      kind: 'inconclusive',
      label: 'Inconclusive: 3999 of 10000 businesses answered',
    });
  });

  it('says "1 match" and "1 partial match" in the singular', () => {
    expect(summarizeResult({ completedCalls: 1, totalCalls: 1 }).label).toBe('Found 1 match');
    expect(summarizeResult({ completedCalls: 1, totalCalls: 2 }).label).toBe('Found 1 partial match');
    expect(counted(2, 'business')).toBe('2 businesses');
  });

  it('reports matches when every call completed', () => {
    expect(summarizeResult({ completedCalls: 5, totalCalls: 5 }).label).toBe('Found 5 matches');
  });

  it('treats completed calls without a planned total as matches', () => {
    expect(summarizeResult({ completedCalls: 2, totalCalls: 0 }).kind).toBe('matches');
  });
});
