import { describe, expect, it } from 'vitest';
import { addressedToBusiness } from '#functions/core/call/addressed';

describe('an ask as said to the business', () => {
  it.each([
    ['Do they teach adults?', 'Do you teach adults?'],
    ['Are they open on Sundays?', 'Are you open on Sundays?'],
    ['Can they do a trial lesson?', 'Can you do a trial lesson?'],
    ['Do they run birthday parties?', 'Do you run birthday parties?'],
    ['Do they sell gift cards?', 'Do you sell gift cards?'],
  ])('asks the person on the phone: %j → %j', (label, said) => {
    expect(addressedToBusiness(label)).toBe(said);
  });

  it.each([
    'Do they cost extra?',
    'Do they last an hour?',
    'Do they have to be potty trained?',
    'Can they swim in the deep end?',
    'Does the teacher speak Spanish, and are they certified?',
    'What are their ages?',
    'How much do they charge?',
    'Do you have a pool?',
  ])('leaves a "they" of things or children, or not at the start, as written: %j', (label) => {
    expect(addressedToBusiness(label)).toBe(label);
  });
});
