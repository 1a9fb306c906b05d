import { describe, expect, it } from 'vitest';
import { askedTheOtherWay, yesNoAsAsked } from '#functions/core/answers/normalize/yes-no-polarity';

describe('a yes/no ask put the other way round', () => {
  it.each([
    ['Is 8 old enough to join?', 'Hi, calling for their eight-year-old. Is eight too young?'],
    ['Are they open on Sundays?', 'Are you closed on Sundays?'],
    ['Is the pool close enough to walk?', 'Is it too far to walk from the station?'],
    ['Is the trail easy for kids?', 'Would the trail be too hard for a six-year-old?'],
    ['Can he still join mid-year?', 'Is it too late to join your program mid-year?'],
  ])('%j asked as %j', (label, line) => {
    expect(askedTheOtherWay(label, line)).toBe(true);
  });

  it.each([
    ['Is 8 old enough to join?', 'Is eight old enough?'],
    ['Is 8 old enough to join?', 'Calling about a young player. Can an eight-year-old join?'],
    ['Are they open on Sundays?', 'Are you open Sundays, or closed?'],
    ['Do they take walk-ins?', 'Do you take walk-ins?'],
    ['Is 3 too young for skating?', 'Is three too young for your learn-to-skate program?'],
  ])('%j asked as %j is the same way round', (label, line) => {
    expect(askedTheOtherWay(label, line)).toBe(false);
  });

  it('turns a bare yes or no to the other-way question into the answer to the ask', () => {
    const label = 'Is 8 old enough to join?';
    const line = 'Is eight too young?';
    expect(yesNoAsAsked(false, "No, eight's good.", label, line)).toBe(true);
    expect(yesNoAsAsked(true, 'Yes, we start at ten.', label, line)).toBe(false);
  });

  it('leaves an answer in its own words as read, and an answer with no question before it', () => {
    expect(
      yesNoAsAsked(true, "Eight's fine, we start them at seven.", 'Is 8 old enough?', 'Is eight too young?'),
    ).toBe(true);
    expect(yesNoAsAsked(false, 'No.', 'Is 8 old enough?', null)).toBe(false);
  });
});
