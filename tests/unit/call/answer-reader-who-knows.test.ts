import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

/** Replies where who is speaking, or what was asked, decides the status. */

const statusOf = (ask: Ask, turns: NumberedTurn[]) => readAnswers([ask], turns)[0]!.status;

describe('what the one speaking has no part in', () => {
  const ask: Ask = { key: 'cost', label: 'What does it cost without insurance?', kind: 'money' };

  it.each([
    "I don't have self-pay pricing, I'm sorry. Billing handles that.",
    "Ugh, I don't do the testing stuff.",
  ])('reads %j as not known, not as not offered', (reply) => {
    expect(statusOf(ask, call(ask.label, reply, 'Thanks.'))).toBe('unknown');
  });

  it('still reads "we don\'t have" as not offered', () => {
    expect(
      statusOf(ask, call(ask.label, "We don't have self-pay, everything goes through insurance.", 'Ok.')),
    ).toBe('not_offered');
  });
});

describe("another's schedule", () => {
  it('reads "I don\'t keep his schedule, he\'d have to tell you" as not known', () => {
    const ask: Ask = { key: 'weekends', label: 'Are you available on weekends?', kind: 'yes_no' };
    const reply = "I don't keep his schedule, honey, he'd have to tell you that too.";
    expect(statusOf(ask, call(ask.label, reply, 'Thanks.'))).toBe('unknown');
  });
});

describe('a span said alone', () => {
  it('leaves "sixteen to eighteen hundred" open', () => {
    const ask: Ask = { key: 'cost', label: 'How much to take down the oak?', kind: 'money' };
    expect(statusOf(ask, call(ask.label, 'Sixteen to eighteen hundred.', 'Thanks.'))).toBe('unclear');
  });
});

describe('leave to ask', () => {
  it('does not take the yes to "Could I ask about kayak rentals?" as an answer', () => {
    const ask: Ask = {
      key: 'book',
      label: 'Do they need to book ahead for the long weekend?',
      kind: 'yes_no',
    };
    const turns = call(
      "Hi, I'm calling for a family coming up for the long weekend. Could I ask about kayak rentals?",
      'Yeah, go for it.',
      'Do they need to book ahead for the long weekend?',
      "I don't know if Sheila's opened bookings yet. She handles all that, I really couldn't tell you.",
      'Thanks.',
    );
    expect(statusOf(ask, turns)).toBe('unknown');
  });
});
