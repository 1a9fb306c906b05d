import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask, AskKind } from '#shared/contracts/asks';
import { call } from './support';

const read = (kind: AskKind, label: string, ...lines: string[]) => {
  const ask: Ask = { key: 'asked', label, kind };
  return readAnswers([ask], call(label, ...lines, 'Thanks.'))[0]!;
};

describe('the scripted reader, on a value said as a span', () => {
  it.each([
    [
      'money',
      'What is the price per hour?',
      'Our tutors set their own rates, they go anywhere from forty to sixty an hour.',
    ],
    ['money', 'How much is a two-tier cake?', 'Anywhere from like one-eighty up to three hundred.'],
    [
      'money',
      'How much is a deep clean?',
      'A deep clean runs between two-fifty and three-fifty, depending on the condition.',
    ],
    ['duration', 'How long does a tuning take?', 'Say one to two hours.'],
    ['duration', 'How long does the shop keep the bike?', 'If it needs no parts, two, three days.'],
    ['count', 'How many kids are in a group?', 'Usually between eight and ten.'],
  ] as const)('leaves the %s open in %j', (kind, label, reply) => {
    expect(read(kind, label, reply)).toMatchObject({ status: 'unclear' });
  });

  it.each([
    [
      'money',
      'How much is it for a child?',
      'Kids three to twelve are fourteen ninety-five.',
      'Kids three to twelve are fourteen ninety-five.',
    ],
    [
      'money',
      'How much is a cut-your-own tree?',
      'U-cut is sixty-five a tree. The pre-cut Frasers go from eighty to a hundred and ten.',
      'U-cut is sixty-five a tree.',
    ],
    [
      'duration',
      'How long is the show?',
      'The show itself is forty-five minutes. Then I stick around for fifteen, twenty minutes of balloons.',
      'The show itself is forty-five minutes.',
    ],
  ] as const)(
    "reads the %s in %j: ages, or another thing's span, leave it one value",
    (kind, label, reply, quote) => {
      expect(read(kind, label, reply)).toMatchObject({ status: 'answered', quote });
    },
  );

  it('keeps a span open when asked again brings only "I can\'t give an exact number"', () => {
    const answer = read(
      'money',
      'How much does one hour of tutoring cost?',
      'It ranges from about fifty-five to seventy-five an hour.',
      'For one-on-one grade seven math, what would the hourly price be?',
      "It depends which tutor we match him with. I can't give you an exact number until then.",
    );
    expect(answer).toMatchObject({ status: 'unclear' });
  });
});

describe('the scripted reader, on "it depends" and then not knowing when asked again', () => {
  it('leaves the value open, as it was first said', () => {
    const answer = read(
      'duration',
      'How long does a groom take?',
      'Oh, it depends on the dog. Could be an hour and a half, could be four hours.',
      'What would be typical for a golden?',
      "Honestly, it really depends on him and the day. I can't give you a number.",
    );
    expect(answer).toMatchObject({ status: 'unclear' });
  });
});
