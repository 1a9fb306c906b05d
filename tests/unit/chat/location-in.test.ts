import { describe, expect, it } from 'vitest';
import { locationIn } from '#functions/adapters/local/scripted-model/tasks/research-conversation';

describe('the scripted chat model reading a location', () => {
  it('stops at the end of the sentence', () => {
    expect(locationIn('Swim lessons near Toronto. In January, what is the monthly fee?')).toBe('Toronto');
  });

  it('keeps the region after a comma', () => {
    expect(locationIn('Dentists around Austin, TX.')).toBe('Austin, TX');
    expect(locationIn('Piano teachers in New York, New York please')).toBe('New York, New York');
    expect(locationIn('Daycare near 90210')).toBe('90210');
  });
});
