import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

// Class: the next "open" or "free" slot is the next available one, a day: "what's your next open
// appt?" asks a date as "next available appointment" does.
describe('parseAsks reads the next open or free slot as a date', () => {
  it.each([
    ["what's your next open appt for a kids cut?", ['date']],
    ['how much is a cleaning and what is the next free slot', ['money', 'date']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads an open event or a yes/no as before', () => {
    expect(kinds('is your next open swim on Saturday?')).toEqual(['yes_no']);
    expect(kinds('What are your open gym hours?')).toEqual(['schedule']);
  });
});

// "First Saturday available?": the one its order picks is asked for, a date, not whether it is free.
describe('parseAsks asks for the first or next one available', () => {
  it.each([
    ['First Sunday available?', ['date']],
    ['how much for a kids party, next weekend available?', ['money', 'date']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still asks whether one picked with "the" is available', () => {
    expect(kinds('is the first appointment available?')).toEqual(['yes_no']);
  });
});
