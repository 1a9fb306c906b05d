import { describe, expect, it } from 'vitest';
import * as domain from '../../../shared/domain';

describe('shared/domain index', () => {
  it('re-exports the rules of every file', () => {
    for (const name of [
      'formatAddress',
      'confidenceLevel',
      'approximateCalls',
      'formatDuration',
      'DomainError',
      'normalizePhone',
      'formatRelativeTime',
      'canTransition',
      'summarizeResult',
      'validateEmail',
      'MESSAGES',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
