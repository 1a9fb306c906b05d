import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { ask, call, first } from './support';

/** Questions that go on with their line's topic, values by case, options, spans narrowed and answers before the question. */

describe('a question naming only a price', () => {
  it('goes on with the topic of its line', () => {
    const asks = [
      ask('money', 'Price to clean 3 bedrooms and stairs', 'cleaning'),
      ask('money', 'Minimum charge', 'minimum'),
    ];
    const [, minimum] = readAnswers(
      asks,
      call(
        'They need three bedrooms and a staircase cleaned. What would that cost?',
        'Bedrooms are forty-five each, and a staircase is forty. One seventy-five total.',
        'One hundred seventy-five. Is there a minimum charge?',
        'Yeah, one-fifty minimum per visit.',
      ),
    );
    expect(minimum).toMatchObject({ status: 'answered', quote: 'Yeah, one-fifty minimum per visit.' });
  });

  it('puts the ask its whole line is most about', () => {
    const asks = [
      ask('money', 'How much is delivery to Riverside Elementary?', 'fee'),
      ask('money', 'Is there a minimum order for delivery?', 'minimum'),
    ];
    const [fee, minimum] = readAnswers(
      asks,
      call(
        "They'd like flowers delivered to Riverside Elementary. How much is delivery there?",
        'That would be twelve dollars.',
        'Is there a minimum order for delivery?',
        "I'm not sure, the owner changed that.",
      ),
    );
    expect(fee?.status).toBe('answered');
    expect(minimum?.status).toBe('unknown');
  });
});

describe('a price per another period than the one asked', () => {
  it('gives way to the price of the period', () => {
    const answer = first(
      ask('money', 'How much is the camp for the week?'),
      'How much is it for the week?',
      "Two-forty for all four days. If you only want single days it's seventy a day.",
    );
    expect(answer.quote).toMatch(/Two-forty/);
  });
});

describe('a value repaired in the next sentence', () => {
  it('quotes both, read in the words of the first', () => {
    const answer = first(
      ask('date', 'When is the recital?'),
      'When is the recital?',
      'June thirteenth. Sorry, no, the twelfth. Dress rehearsal is the Friday before.',
    );
    expect(answer.quote).toBe('June thirteenth. Sorry, no, the twelfth.');
  });
});

describe('values by case', () => {
  it('leaves a price open when the business says it depends and gives two', () => {
    const answer = first(
      ask('money', 'What is the monthly cost?'),
      "And what's the monthly cost?",
      "So it depends if you've got a family membership. Members it's ninety-five a month, non-members one thirty-five.",
    );
    expect(answer.status).toBe('unclear');
  });

  it('reads the case the question names', () => {
    const answer = first(
      ask('money', 'How much is a cut for a 4-year-old?'),
      'How much is a cut for a four-year-old?',
      'Under ten is twenty-four, ten and up is thirty-two.',
    );
    expect(answer.status).toBe('answered');
  });

  it('leaves a count open said as two things on offer', () => {
    const answer = first(
      ask('count', 'How many sessions are in a package?'),
      'How many sessions are in a package?',
      "There's a twelve-session pack and a twenty-four.",
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('a span narrowed once the business learns more', () => {
  it('reads the value it narrows to', () => {
    const answer = first(
      ask('money', 'How much is delivery to the school?'),
      'How much is delivery to the school?',
      "Delivery runs anywhere from eight to twenty dollars depending on the zone. That's the one on Harlan Road, right?",
      'I believe so, yes.',
      "Okay, Harlan's zone two, so that'd be twelve dollars.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: "Okay, Harlan's zone two, so that'd be twelve dollars.",
    });
  });
});

describe('not knowing, and an apology for an aside', () => {
  it('stays not knowing', () => {
    const answer = first(
      ask('yes_no', 'Do they need proof of rabies vaccination?'),
      'And do you need proof of a rabies shot?',
      "Um. I think the owner wants it, but I honestly don't know if she's been checking. Stand still, buddy! Sorry.",
    );
    expect(answer.status).toBe('unknown');
  });
});

describe('a thing no longer sold', () => {
  it('is not offered, to a question for a text', () => {
    const answer = first(
      ask('text', "Which kids' helmet brands do they carry?"),
      "Which kids' helmet brands do you carry?",
      "We actually don't sell helmets anymore.",
    );
    expect(answer.status).toBe('not_offered');
  });
});

describe('answers before the question', () => {
  const recording = (text: string): NumberedTurn => ({ index: 0, speaker: 'business', text });

  it('reads a price a recording gives of the thing it named', () => {
    const turns: NumberedTurn[] = [
      recording(
        "Hi, you've reached Lakeside Portrait Studio. We're open Tuesday through Saturday, ten to six. Passport photos are walk-in, no appointment needed, and they're sixteen ninety-five per person. Leave your name and number.",
      ),
      {
        index: 1,
        speaker: 'agent',
        text: 'Hello, this is an automated assistant calling about passport photos.',
      },
    ];
    const [price] = readAnswers([ask('money', 'How much are passport photos?')], turns);
    expect(price).toMatchObject({ status: 'answered', quote: "and they're sixteen ninety-five per person." });
  });

  it('reads a value the agent reads back to confirm without asking', () => {
    const asks = [
      ask('money', 'How much is child admission?', 'admission'),
      ask('date', 'When is the next free admission day?', 'free_day'),
    ];
    const [, freeDay] = readAnswers(
      asks,
      call(
        'How much is child admission?',
        'Kids are fourteen dollars. And the first Sunday of every month is free, so that would be this coming one, March seventh.',
        'Just to confirm, the next free day is Sunday, March seventh?',
        'Yep, that is right.',
      ),
    );
    expect(freeDay?.status).toBe('answered');
    expect(freeDay?.quote).toMatch(/March seventh/);
  });

  it('reads ages said in reply to another ask', () => {
    const asks = [
      ask('yes_no', "Comes to the family's home", 'home'),
      ask('age_range', 'Youngest age allowed to ride', 'age'),
    ];
    const [, age] = readAnswers(
      asks,
      call(
        "Do you come to people's homes?",
        'We do. Just so you know, riders have to be at least two years old and under a hundred pounds.',
      ),
    );
    expect(age?.status).toBe('answered');
  });
});
