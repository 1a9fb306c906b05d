import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const ask: Ask = { key: 'testing', label: 'Do you do allergy testing?', kind: 'yes_no' };
const read = (reply: string) => readAnswers([ask], call(ask.label, reply, 'Thanks.'))[0]!;

describe('the scripted reader, on yes/no replies', () => {
  it.each([
    "You'd want to ask Sandra about that, she's in tomorrow.",
    'Your best bet is to email the office.',
    'That would be a question for the nurse.',
    'Better to call the main clinic, they would know.',
  ])('reads %j, a reply sending the parent to someone else, as not knowing', (reply) => {
    expect(read(reply).status).toBe('unknown');
  });

  it.each([
    'Yes, you can call us to book one.',
    "You'd have to call ahead, but yes.",
    'We ask kids to bring their own water bottle.',
  ])('reads %j, which sends nobody elsewhere, as an answer', (reply) => {
    expect(read(reply).status).toBe('answered');
  });

  it.each([
    ["No, we don't. Oh wait, actually we do, since September.", 'Oh wait, actually we do, since September.'],
    ["Yes. Sorry, no, that was the old clinic. We don't anymore.", 'Sorry, no, that was the old clinic.'],
    ['Nope. My mistake, we started those in the fall.', 'My mistake, we started those in the fall.'],
  ])('reads a yes or no taken back in %j from where it was', (reply, quote) => {
    expect(read(reply)).toMatchObject({ status: 'answered', quote });
  });

  it.each([
    'Yes, we do. Actually, the hot tub is closed this week.',
    'Yes, we do. Wait times for lanes are short on weekdays.',
  ])(
    'keeps the yes of %j: a later "actually" or "wait" that says no yes or no takes nothing back',
    (reply) => {
      expect(read(reply)).toMatchObject({ status: 'answered', quote: 'Yes, we do.' });
    },
  );

  it.each([
    [
      "You don't have to, walk-ins are totally fine. But honestly that weekend is a zoo, so if it were me I'd book online.",
      "You don't have to, walk-ins are totally fine.",
      false,
    ],
    ["You do. But it's quick, it's all online.", 'You do.', true],
  ])('reads %j, a subject and auxiliary answering on their own, from its opening', (reply, quote, yes) => {
    const need: Ask = { key: 'need', label: 'Do you need to reserve ahead?', kind: 'yes_no' };
    const [answer] = readAnswers([need], call(need.label, reply, 'Thanks.'));
    expect(answer).toMatchObject({ status: 'answered', quote });
    expect(
      normalizeAnswer('yes_no', quote, { label: need.label, currency: 'USD', referenceDate: new Date() })
        ?.value,
    ).toBe(yes);
  });

  it('reads past "let me ask" to the answer brought back', () => {
    const reply = "Um, hmm. I don't think so? Let me ask. ... No, she says there isn't.";
    expect(read(reply)).toMatchObject({ status: 'answered', quote: "No, she says there isn't." });
  });

  it('reads past an apology for the hold to the answer', () => {
    const reply = "Sorry about that. Yeah, we've got a kids' menu, everything's under ten bucks.";
    expect(read(reply)).toMatchObject({
      status: 'answered',
      quote: "Yeah, we've got a kids' menu, everything's under ten bucks.",
    });
  });

  it('reads a yes said on its own after a word of relief', () => {
    expect(read('Thankfully, yes!')).toMatchObject({ status: 'answered', quote: 'Thankfully, yes!' });
  });

  it('keeps the first answer when nothing is taken back', () => {
    expect(read('Yes. We do those Tuesdays and Thursdays.')).toMatchObject({
      status: 'answered',
      quote: 'Yes.',
    });
  });

  it('reads a reply naming only days as an answer, not small talk', () => {
    const weekday: Ask = { key: 'weekday', label: 'Do you have weekday classes?', kind: 'yes_no' };
    const [answer] = readAnswers([weekday], call(weekday.label, 'Only on weekends.', 'Thanks.'));
    expect(answer).toMatchObject({ status: 'answered', quote: 'Only on weekends.' });
  });

  const price: Ask = { key: 'party_price', label: 'How much are birthday parties?', kind: 'money' };
  const status = (reply: string, asked: Ask = price) =>
    readAnswers([asked], call(asked.label, reply, 'Thanks.'))[0]!.status;

  it.each([
    "That's at our other location, the one downtown.",
    'We used to, but we stopped during covid.',
    "We don't do birthday parties, sorry.",
  ])('reads %j, a thing not had here and now, as not offered', (reply) => {
    expect(status(reply)).toBe('not_offered');
  });

  it.each([
    'I doubt I could quote you over the phone.',
    'Not a clue, sorry, I just answer the phones.',
    "You'd have to ask Jen, she does the bookings.",
    'Oh gosh, the director handles all that, I just answer phones.',
    "I couldn't tell you, my manager would know.",
  ])('reads %j as not knowing, not as not offering', (reply) => {
    expect(status(reply)).toBe('unknown');
  });

  it.each([
    "I'm not sure, maybe?",
    "That's above my pay grade, sorry.",
    "Hmm, I'd honestly have to look into that.",
    "I'd have to find out and call you back.",
  ])('reads %j, an unsure reply to a yes/no ask, as not knowing', (reply) => {
    expect(status(reply, ask)).toBe('unknown');
  });

  it('reads an unsure opening with the answer the speaker adds after "but"', () => {
    expect(read("I'd have to double-check, but I think so.")).toMatchObject({
      status: 'answered',
      quote: 'but I think so.',
    });
    expect(status("I'd have to double-check, but the owner might know.", ask)).toBe('unknown');
  });

  it.each([
    [
      "I'll ask the vet. ... Thanks for holding. No, she doesn't do house calls.",
      "No, she doesn't do house calls.",
    ],
    ['Okay, let me just check with the front desk. Yes, we have them.', 'Yes, we have them.'],
    ['The twelfth... Yeah, the twelfth is wide open.', 'Yeah, the twelfth is wide open.'],
    ['Allergy testing... for kids... no, just adults.', 'no, just adults.'],
    ['Testing... hmm... yes, on Fridays.', 'yes, on Fridays.'],
  ])('reads past a hold or a thought trailing off in %j to the answer', (reply, quote) => {
    expect(read(reply)).toMatchObject({ status: 'answered', quote });
  });

  it.each([
    "The twelfth... hmm, that's a busy week. I can't promise anything till the boss is back.",
    "Saturdays... my calendar won't load. Can I call you back once it's up?",
  ])('reads %j, a reply that says no yes or no but that the business cannot say, as not knowing', (reply) => {
    expect(status(reply, ask)).toBe('unknown');
  });

  it.each([
    "Oof. The doctors decide that stuff. I know we did allergy testing at the old clinic but I don't know about this one. She's in tomorrow.",
    "Hmm. For adults we need a referral. For kids... I really don't want to tell you the wrong thing. If they email the office, she'll answer that today.",
  ])(
    'reads %j, a reply with no yes or no in which the speaker does not know, as not knowing, whatever follows the agent summing up',
    (reply) => {
      const turns = call(
        ask.label,
        reply,
        'Okay, so the nurse would know about allergy testing. Thank you.',
        'Yep! Have a good one.',
      );
      expect(readAnswers([ask], turns)[0]).toMatchObject({ status: 'unknown' });
    },
  );

  it.each([
    ["We do have it, but I'm not sure how much it costs.", 'answered'],
    ["There's allergy testing. I don't know what it costs though.", 'answered'],
    ['It might run late, let me check... yes, until nine.', 'answered'],
    ["Toddlers only in the mornings, the big kids aren't allowed in.", 'answered'],
  ])('keeps %j an answer: unsure only of a detail, or a hold that goes on', (reply, expected) => {
    expect(status(reply, ask)).toBe(expected);
  });

  it.each([
    [
      "She used to, but these days it's adults only. There's a clinic downtown that does kids.",
      'She used to',
    ],
    ['We did, but not since the fall. The library runs one though.', 'We did'],
  ])(
    'reads %j from its short opening, "used to" or "did", not a later clause about someone else',
    (reply, quote) => {
      expect(read(reply)).toMatchObject({ status: 'answered', quote });
    },
  );

  it.each([
    [
      'Can someone come out this week?',
      'Ugh, this week. No, we are slammed till Friday.',
      'No, we are slammed till Friday.',
    ],
    [
      'Do you have Saturday morning openings?',
      'Saturday mornings, hmm. Yes, one at ten.',
      'Yes, one at ten.',
    ],
    ['Are you open on Saturdays?', 'Saturdays, yes.', 'Saturdays, yes.'],
    ['Do you have a pool?', 'A pool? Nope.', 'Nope.'],
  ])('to %j, reads %j past words of the question repeated while thinking', (label, reply, quote) => {
    const asked: Ask = { key: 'asked', label, kind: 'yes_no' };
    expect(readAnswers([asked], call(label, reply, 'Thanks.'))[0]).toMatchObject({
      status: 'answered',
      quote,
    });
  });

  it('still takes a question back as asking, not answering', () => {
    expect(status('What age is your daughter?', ask)).toBe('unclear');
  });
});

describe('the scripted reader of a yes/no ask the agent put in other words', () => {
  const online: Ask = { key: 'online', label: 'Can the lessons be done online?', kind: 'yes_no' };

  it.each([
    'Could she do the lessons over video?',
    'Does the tutor teach remotely?',
    'Are virtual lessons an option?',
  ])('finds the ask put as %j', (line) => {
    const [answer] = readAnswers([online], call('Hi, calling for a parent.', 'Sure.', line, 'Yes, on Zoom.'));
    expect(answer).toMatchObject({ status: 'answered', turn: 3 });
  });

  it('finds no ask in a question about something else', () => {
    const [answer] = readAnswers([online], call('Do you sell the workbooks?', 'Yes, at the front desk.'));
    expect(answer!.status).toBe('not_asked');
  });
});

describe('the scripted reader, on a reply sending the question to someone else', () => {
  it.each([
    ['When does the next session start?', 'date', "The manager handles that and she's not in today."],
    ['How much is the deposit?', 'money', 'The owner would know, he does the twenty-dollar deposits.'],
    ['What ages do you take?', 'age_range', 'Sorry, I just answer the phones here, I am sixteen myself.'],
  ] as const)('to %j reads %j as not knowing, whatever day or number it names', (label, kind, reply) => {
    const asked: Ask = { key: 'asked', label, kind };
    expect(readAnswers([asked], call(label, reply, 'Thanks.'))[0]!.status).toBe('unknown');
  });

  it('reads what the business itself handles as its answer', () => {
    const asked: Ask = { key: 'asked', label: 'How do you handle allergies?', kind: 'text' };
    const reply = 'We handle that case by case, so just call a day ahead.';
    expect(readAnswers([asked], call(asked.label, reply, 'Thanks.'))[0]!.status).toBe('answered');
  });
});

describe('the scripted reader, on which sentence answers a yes/no question', () => {
  const readOf = (label: string, reply: string) => {
    const asked: Ask = { key: 'asked', label, kind: 'yes_no' };
    return readAnswers([asked], call(label, reply, 'Thanks.'))[0]!;
  };

  it.each([
    [
      'Do we need to sign up for the chess club?',
      "That's every other Thursday. It's drop-in, just come by. We have boards for sixteen.",
      "It's drop-in, just come by.",
    ],
    [
      'Is the snack provided?',
      "Camp runs nine to three. Kids pack their own snack. We're nut-free.",
      'Kids pack their own snack.',
    ],
  ])('to %j, takes the sentence the question turns on in %j', (label, reply, quote) => {
    expect(readOf(label, reply)).toMatchObject({ status: 'answered', quote });
  });
});

describe('a no that denies the act asked about', () => {
  const statusOf = (label: string, reply: string) =>
    readAnswers([{ key: 'q', label, kind: 'yes_no' }], call(label, reply, 'Thanks.'))[0]!.status;

  it.each([
    ['Do you sharpen hockey skates?', "Nah, we don't sharpen. Try the pro shop at the rink."],
    ['Does the library lend museum passes?', "No, we don't lend those anymore."],
  ])('reads the reply to %j, %j, as not offered', (label, reply) => {
    expect(statusOf(label, reply)).toBe('not_offered');
  });

  it.each([
    ['Do you sharpen hockey skates?', "We don't sharpen on weekends, but weekdays sure."],
    ['Is the pool heated?', "No, we don't heat it."],
  ])('still reads the reply to %j, %j, as an answer', (label, reply) => {
    expect(statusOf(label, reply)).toBe('answered');
  });
});
