import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask, AskKind } from '#shared/contracts/asks';
import { call } from './support';

const read = (kind: AskKind, label: string, reply: string) => {
  const ask: Ask = { key: 'asked', label, kind };
  return readAnswers([ask], call(label, reply, 'Thanks.'))[0]!;
};

describe('the scripted reader, on replies that do not know', () => {
  it.each([
    ['yes_no', 'Do you offer a sibling discount?', 'Your guess is as good as mine.'],
    ['yes_no', 'Do you offer a sibling discount?', 'Beats me, honestly.'],
    ['yes_no', 'Do you offer a sibling discount?', "I'm not positive."],
    ['yes_no', 'Do you offer a sibling discount?', "I'm not the best person to ask about that."],
    ['yes_no', 'Do you offer a sibling discount?', "That'd be a question for billing."],
    ['yes_no', 'Is the pool heated?', "Ask at the front desk, they'll know."],
    ['money', 'How much is a private lesson?', 'The front desk would have that, I just cover phones.'],
    ['money', 'How much is a private lesson?', "That's something you'd need to discuss with the coach."],
    ['money', 'How much is a private lesson?', "I don't have the price list handy."],
    ['money', 'How much is a private lesson?', "I'd be guessing, honestly."],
    ['money', 'How much is a private lesson?', "Oof. For privates... I'd hate to guess."],
    ['text', 'How long is the waitlist?', "Oof. For evals... I'd hate to guess. It changes every week."],
    ['money', 'How much is a private lesson?', 'Not off the top of my head.'],
    ['money', 'How much is the spring camp?', 'Pricing is still being worked out.'],
    ['date', 'When does registration open?', 'No date yet, sorry.'],
    ['schedule', 'What time is the fall class?', 'No set times yet, check back in August.'],
    [
      'money',
      'What does a cleaning cost?',
      "Oh, we can't give out prices on the phone, you'd have to come by.",
    ],
    ['money', 'How much is the monthly membership?', "We don't really do rates over the phone."],
    [
      'yes_no',
      'Are there spots left in the May session?',
      "I can't pull up the booking system from this desk.",
    ],
    ['yes_no', 'Is the party room free on the 9th?', "Hmm, I don't have access to the calendar, sorry."],
  ] as const)('reads the %s reply to %j, %j, as not knowing', (kind, label, reply) => {
    expect(read(kind, label, reply).status).toBe('unknown');
  });

  it.each([
    ['yes_no', 'Do you rent skates?', "We'd have that, yeah."],
    ['yes_no', 'Will the cake be ready Friday?', "We'd have it ready by Friday, sure."],
    ['yes_no', 'Do kids need to know how to swim?', 'The kids will know the drill after one class.'],
    ['money', 'How much is a private lesson?', 'Sixty-five for half an hour.'],
    ['date', 'When does registration open?', 'December first, no changes yet.'],
    ['yes_no', 'Can I book by phone?', "No, we don't take bookings over the phone, it's all online."],
  ] as const)('reads the %s reply to %j, %j, as an answer', (kind, label, reply) => {
    expect(read(kind, label, reply).status).toBe('answered');
  });
});

describe('the scripted reader, on values kept open', () => {
  it.each([
    ['count', 'How many kids are in a class?', 'No set number, it depends who signs up.'],
    ['count', 'How many kids are in a class?', "There's no fixed cap."],
    ['schedule', 'What time is open gym?', "It's not a set time, whenever the floor is free."],
  ] as const)('reads the %s reply to %j, %j, as unclear', (kind, label, reply) => {
    expect(read(kind, label, reply).status).toBe('unclear');
  });

  it('reads "no set schedule" to a yes/no ask as its no', () => {
    expect(
      read('yes_no', 'Is there a set schedule?', "There's no set schedule, come whenever."),
    ).toMatchObject({
      status: 'answered',
    });
  });
});

describe('the scripted reader, on a value said as one possibility and then another', () => {
  it.each([
    [
      'duration',
      'How long does a cut take?',
      'Might be forty minutes, might be an hour and a half if it is busy.',
    ],
    ['money', 'How much is the repair?', 'Could be eighty, could be two hundred, depends on the part.'],
  ] as const)('reads the %s reply to %j, %j, as left open', (kind, label, reply) => {
    expect(read(kind, label, reply).status).toBe('unclear');
  });

  it('still reads a single possibility as the value', () => {
    expect(read('duration', 'How long does a cut take?', 'It could be about forty minutes.').status).toBe(
      'answered',
    );
  });
});

describe('the scripted reader, on a hedged answer asked again and left open', () => {
  const reread = (kind: AskKind, label: string, lines: string[]) =>
    readAnswers([{ key: 'asked', label, kind }], call(...lines))[0]!;

  it.each([
    [
      'money',
      'What do lessons cost?',
      [
        'What do lessons cost?',
        'It depends on the teacher, anywhere from about thirty to forty-five for a half hour.',
        'Is there a typical rate for a beginner?',
        "Not really, it's all over the place.",
      ],
    ],
    [
      'yes_no',
      'Do you carry wide widths for toddlers?',
      [
        'Do you carry wide widths for toddlers?',
        "Yeah, we've got some wides in toddler.",
        'Just to confirm, do you carry wide widths for toddlers in a six?',
        "Kind of? There's the roomy ones.",
      ],
    ],
  ] as const)('reads the %s ask %j as unclear', (kind, label, lines) => {
    expect(reread(kind, label, [...lines])).toMatchObject({ status: 'unclear', reasked: true });
  });

  it.each([
    // A plain answer stands, whatever the second reply says.
    [
      'money',
      'What do lessons cost?',
      [
        'What do lessons cost?',
        'Forty for a half hour.',
        'Is there a typical rate?',
        "Not really, it's all over the place.",
      ],
    ],
    // A hedged answer stands when asked again and confirmed.
    [
      'money',
      'What do lessons cost?',
      [
        'What do lessons cost?',
        'About forty for a half hour.',
        'So forty for a half hour lesson?',
        'Yes, forty.',
      ],
    ],
  ] as const)('keeps the answer to the %s ask %j', (kind, label, lines) => {
    expect(reread(kind, label, [...lines]).status).toBe('answered');
  });
});

describe('the scripted reader, on not knowing the thing asked and a value of another', () => {
  it.each([
    [
      'What does it cost per session?',
      "I'm not able to quote that over the phone. The evaluation itself is two twenty-five.",
    ],
    [
      'How much is the recital fee?',
      "There's a costume fee, that's usually around ninety. The recital fee itself... I'm not sure what it is this year.",
    ],
  ])('reads the reply to %j, %j, as not knowing', (label, reply) => {
    expect(read('money', label, reply).status).toBe('unknown');
  });

  it('still reads the value when not knowing is said of another thing', () => {
    expect(
      read(
        'money',
        'How much is the recital fee?',
        "The recital fee is sixty. The costume, I'm not sure yet.",
      ).status,
    ).toBe('answered');
  });
});

describe('the scripted reader, on a value said in the words that it is not set yet', () => {
  it('reads no price in "for twenty-seven twenty-eight the board has not set the fees yet"', () => {
    const reply =
      "For twenty-seven twenty-eight the board hasn't set the fees yet, they vote on it in February.";
    expect(read('money', 'What is the registration fee for next school year?', reply)).toMatchObject({
      status: 'unknown',
    });
  });
});
