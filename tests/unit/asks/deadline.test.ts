import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const kinds = (question: string) => parseAsks(question).map((a) => a.kind);

// Class: a "when" with its "by" left at the end asks a deadline, one day: "When is the form due
// back by?", "when do we have to pay the balance by?".
describe('parseAsks reads "when … by?" as a deadline, a date', () => {
  it.each([
    ['When do we have to pay the balance by?', ['date']],
    ['how much is the tux rental and when does it have to be back by', ['money', 'date']],
    ['what day do I need to sign him up by?', ['date']],
  ])('"%s"', (question, expected) => {
    expect(kinds(question)).toEqual(expected);
  });

  it('still reads a visit ("come by", "stop by") and a place as before', () => {
    expect(kinds('When can I swing by to pick up the order form?')).toEqual(
      kinds('When can I pick up the order form?'),
    );
    expect(kinds('When should we stop by?')).toEqual(['schedule']);
    expect(kinds('When is the splash pad by the library open?')).toEqual(['schedule']);
  });
});
