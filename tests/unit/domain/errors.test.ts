import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from '#shared/domain/errors';

describe('DomainError', () => {
  it('carries its code, message and details', () => {
    const error = new DomainError('not_found', 'Research not found', { researchId: 'r1' });
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Research not found');
    expect(error.details).toEqual({ researchId: 'r1' });
    expect(error.name).toBe('DomainError');
  });

  it('is an Error', () => {
    expect(new DomainError('conflict', 'x')).toBeInstanceOf(Error);
  });

  it('leaves details undefined when none are given', () => {
    expect(new DomainError('unavailable', 'x').details).toBeUndefined();
  });
});

describe('isDomainError', () => {
  it('recognizes domain errors only', () => {
    expect(isDomainError(new DomainError('rate_limited', 'slow down'))).toBe(true);
    expect(isDomainError(new Error('boom'))).toBe(false);
    expect(isDomainError({ code: 'not_found', message: 'fake' })).toBe(false);
    expect(isDomainError(undefined)).toBe(false);
  });
});
