import { describe, expect, it } from 'vitest';
import { ask, extracted, first } from './support';

/** Going to have a look, a no said twice to another alternative, a no to the agent's other question, another kind of the thing had instead, a price of another length, a job priced with no unit, a span not pinned down */

describe('going to have a look', () => {
  it('answers nothing: the yes after the look does', async () => {
    const answer = await extracted(
      ask('yes_no', 'Is there currently a waiting list?'),
      'And is there a waiting list at the moment?',
      "Let me have a look... for Stage 3, erm... yeah, there is, I'm afraid. It's running about six to eight weeks.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      normalized: true,
      evidence: { quote: "yeah, there is, I'm afraid." },
    });
  });
});

describe('words ending in going to look, with no value', () => {
  it('decline nothing: the value said after the look answers', async () => {
    const answer = await extracted(
      ask('money', 'How much is the evaluation if they self-pay?'),
      'She would likely be paying out of pocket. How much is the evaluation for self-pay?',
      "Okay, one second, I don't usually do the self-pay ones, let me grab the sheet. ... Okay, self-pay. Initial evaluation is one seventy-five, follow-up visits are ninety-five.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: { amount: 175, currency: 'USD' } });
  });
});

describe('a yes that goes on to say the thing is full', () => {
  it('is a no', async () => {
    const answer = await extracted(
      ask('yes_no', 'Are minivans available for those dates?'),
      'And do you have any minivans still available for those dates?',
      "Let me look... March twentieth... yeah, I'm showing sold out on minivans for the twentieth. That's spring break.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: false });
  });

  it('leaves a yes, then "but" it is closed for now, a yes', async () => {
    const answer = await extracted(
      ask('yes_no', 'Do you have a pool?'),
      'Do you have a pool?',
      "Yes, but it's closed for the winter.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('a no said twice to the alternative the agent put last', () => {
  it('leaves the statement after it to answer the ask', async () => {
    const answer = await extracted(
      ask('yes_no', 'Are sewing machines provided?'),
      'Are sewing machines provided, or would he need to bring his own?',
      'No, no, we provide the machines, they are all Janomes with the speed limiters on for the kids.',
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('a no to the alternative the agent put last', () => {
  it('leaves a short statement after it to answer, naming none of the ask', async () => {
    const answer = await extracted(
      ask('yes_no', 'Can an 11-year-old have travel jabs there?'),
      'Can an eleven-year-old have her travel vaccinations at your pharmacy, or do you only vaccinate adults?',
      'No, we do children. I can do most travel vaccines from two years old, so eleven is absolutely fine.',
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe("a no to the agent's question on something else", () => {
  it('leaves the statement after it to answer the ask', async () => {
    const answer = await extracted(
      ask('yes_no', 'Can the 4-berth take two car seats?'),
      'Can the four-berth take two child car seats?',
      'Which four-berth is it, the Navigator or the Drifter?',
      "I don't have the booking number, sorry. Is it different between the two?",
      "Nah, actually both of them have two forward-facing seats in the back with the top tethers, so two seats, yep, either one's fine.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('another kind of the thing had instead', () => {
  it('is a yes when the kind denied is not the one asked', async () => {
    const answer = await extracted(
      ask('yes_no', 'Do you run knitting lessons for kids?'),
      'Do you run any knitting lessons for kids?',
      "We don't do the weekly ones any more, our tutor moved to Nelson, but we've got a school holiday workshop for kids.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      normalized: true,
      evidence: { quote: "but we've got a school holiday workshop for kids." },
    });
  });

  it('leaves a no when the kind denied is the one asked', async () => {
    const answer = await extracted(
      ask('yes_no', 'Do you have Saturday classes?'),
      'Do you have Saturday classes?',
      "We don't do Saturdays, but we've got Sunday classes.",
    );
    expect(answer).toMatchObject({ status: 'answered', normalized: false });
  });
});

describe('a price of another length than the one asked', () => {
  it('gives way to the price of the length asked', async () => {
    const answer = await extracted(
      ask('money', 'How much is a 30-minute lesson?'),
      'How much is a thirty-minute guitar lesson?',
      'Yep, so half-hour one-on-one is forty-two dollars. Forty-five minutes is sixty, but at seven, half an hour is plenty.',
    );
    expect(answer).toMatchObject({
      normalized: { amount: 42, currency: 'USD', per: 'lesson' },
      evidence: { quote: 'Yep, so half-hour one-on-one is forty-two dollars.' },
    });
  });
});

describe('a job priced with no unit', () => {
  it('is paid once', async () => {
    const answer = await extracted(
      ask('money', 'Price to install both seats?'),
      'How much would it be to install both seats?',
      'So for the two, one fifteen.',
    );
    expect(answer.normalized).toEqual({ amount: 115, currency: 'USD', per: 'one_time' });
  });

  it('keeps the unit the agent reads back and the business lets stand', async () => {
    const answer = await extracted(
      ask('money', 'How much to sharpen a pair of skates?'),
      'How much is a sharpening?',
      'Ten bucks.',
      'Ten dollars a pair. Can they wait while it is done?',
      'Yeah, five, ten minutes usually.',
    );
    expect(answer.normalized).toEqual({ amount: 10, currency: 'USD', per: 'item' });
  });
});

describe('a span the business cannot pin down any closer', () => {
  it('is left open, not declined', () => {
    const answer = first(
      ask('money', 'Delivery cost to Franklin, no stairs?'),
      'How much is delivery to a house in Franklin, with no stairs?',
      "Delivery we do through our mover, and it goes by distance and the house. Franklin, ground floor... it's usually somewhere between one seventy-five and two-fifty. He'd have to quote it.",
      'Is there a typical figure for a ground-floor delivery to Franklin?',
      "I really couldn't pin it down closer than that without him looking at it. Driveway, the turn into the room, all that matters. Somewhere in that range.",
    );
    expect(answer.status).toBe('unclear');
  });
});
