import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { AskKind } from '#shared/contracts/asks';

/**
 * Ordinary answers that rules written for rarer ones must leave as a listener hears them: a review
 * found each of these misread by a rule's trigger words.
 */
const read = (kind: AskKind, label: string, text: string) =>
  normalizeAnswer(kind, text, { label, currency: 'USD', referenceDate: new Date('2026-11-24T15:00:00Z') })
    ?.value;

describe('ordinary answers stay as they are heard', () => {
  it('reads drop-off and pick-up times, and a day that ended only when a phrase says so', () => {
    const asked = 'What days and times?';
    expect(read('schedule', asked, 'Kids get dropped off at eight thirty and picked up at three.')).toEqual({
      days: [],
      times: ['08:30', '15:00'],
    });
    expect(
      read('schedule', asked, 'We are open nine to five. It stopped raining so the patio is open too.'),
    ).toEqual({ days: [], times: ['09:00-17:00'] });
    expect(
      read('schedule', asked, 'Saturdays at nine, and Sundays at ten, but that stopped in June.'),
    ).toEqual({
      days: ['saturday'],
      times: ['09:00'],
    });
  });

  it('hears a packing rule as the parent bringing, and "no need to bring" as provided', () => {
    expect(read('yes_no', 'Do you provide lunch?', 'Parents pack it, just do not bring nuts.')).toBe(false);
    expect(read('yes_no', 'Is equipment provided?', 'Kids should never forget to bring a helmet.')).toBe(
      false,
    );
    expect(read('yes_no', 'Is equipment provided?', 'No need to bring anything, we have it all.')).toBe(true);
    expect(read('yes_no', 'Is lunch provided?', 'You do not need to bring a lunch.')).toBe(true);
  });

  it('takes the bound the question asks for, not the other one', () => {
    expect(
      read('count', 'How many kids per class at most?', 'About six, with at least one assistant, up to ten.'),
    ).toBe(10);
    expect(read('count', 'How many guests max?', 'We cap it at thirty, minimum of ten.')).toBe(30);
  });

  it('hears a yes after an echo of the past', () => {
    expect(read('yes_no', 'Is there a lifeguard on duty?', 'It was, yeah, there is one every day.')).toBe(
      true,
    );
    expect(read('yes_no', 'Do you do birthday parties?', 'We did, but not anymore.')).toBe(false);
  });
});
