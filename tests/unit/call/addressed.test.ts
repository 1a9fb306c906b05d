import { describe, expect, it } from 'vitest';
import { addressedToBusiness } from '#functions/core/call/addressed';

describe('an ask as said to the business', () => {
  it.each([
    ['Do they teach adults?', 'Do you teach adults?'],
    ['Are they open on Sundays?', 'Are you open on Sundays?'],
    ['Can they do a trial lesson?', 'Can you do a trial lesson?'],
    ['How much do they charge?', 'How much do you charge?'],
    ['What ages do they take?', 'What ages do you take?'],
    ['What are their hours?', 'What are your hours?'],
  ])('asks the person on the phone: %j → %j', (label, said) => {
    expect(addressedToBusiness(label)).toBe(said);
  });

  it.each([
    'What do they cost?',
    'How long do they last?',
    'When do they start?',
    'Do you have a pool?',
    'What is the price per lesson?',
  ])('leaves a "they" of things, or an ask already addressed, as written: %j', (label) => {
    expect(addressedToBusiness(label)).toBe(label);
  });

  it('keeps a "their" of someone else', () => {
    expect(addressedToBusiness('Do they let kids bring their own snacks?')).toBe(
      'Do you let kids bring their own snacks?',
    );
  });
});
