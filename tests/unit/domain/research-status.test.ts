import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isActiveStatus,
  isFinalStatus,
  RESEARCH_STATUSES,
  type ResearchStatus,
  statusLabel,
} from '#shared/domain/research-status';

const ALLOWED: ReadonlyArray<[ResearchStatus, ResearchStatus]> = [
  ['pending', 'in_progress'],
  ['pending', 'incomplete'],
  ['pending', 'failed'],
  ['in_progress', 'completed'],
  ['in_progress', 'failed'],
  ['in_progress', 'incomplete'],
  ['completed', 'in_progress'],
  ['failed', 'in_progress'],
];

describe('research statuses', () => {
  it('lists the five statuses in lifecycle order', () => {
    expect(RESEARCH_STATUSES).toEqual(['pending', 'in_progress', 'completed', 'incomplete', 'failed']);
  });

  it('treats completed, failed and incomplete as final', () => {
    expect(RESEARCH_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'incomplete', 'failed']);
  });

  it('treats pending and in_progress as active', () => {
    expect(RESEARCH_STATUSES.filter(isActiveStatus)).toEqual(['pending', 'in_progress']);
  });

  it('labels each status for its badge', () => {
    expect(RESEARCH_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'In Progress',
      'Completed',
      'Incomplete',
      'Failed',
    ]);
  });
});

describe('canTransition', () => {
  it.each(ALLOWED)('allows %s to %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('forbids every other move, including staying put', () => {
    for (const from of RESEARCH_STATUSES) {
      for (const to of RESEARCH_STATUSES) {
        const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed);
      }
    }
    expect(canTransition('pending', 'pending')).toBe(false);
  });

  it('never leaves incomplete', () => {
    expect(RESEARCH_STATUSES.some((to) => canTransition('incomplete', to))).toBe(false);
  });
});
