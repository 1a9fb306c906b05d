import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const read = (ask: Ask, ...lines: string[]) => readAnswers([ask], call(...lines))[0]!;

describe('the scripted reader, on whether a reply settles the value', () => {
  const price: Ask = { key: 'price', label: 'How much is a climbing session?', kind: 'money' };

  it('leaves a price open when the agent reads it back as one of two', () => {
    const answer = read(
      price,
      'How much is a climbing session?',
      'Members pay eighteen, everyone else is twenty-five.',
      'So eighteen dollars for members or twenty-five for non-members. Do you rent shoes?',
      'We do.',
    );
    expect(answer.status).toBe('unclear');
  });

  it('settles the price per the unit asked, read back beside a price for the whole', () => {
    const perPerson: Ask = { key: 'pp', label: 'How much is taco catering per person?', kind: 'money' };
    const answer = read(
      perPerson,
      'How much is it per person?',
      'For the taco bar is sixteen dollars per person. For one hundred people we do fifteen hundred flat.',
      'So $16 per person, or $1,500 flat for one hundred guests. Is there a minimum?',
      'Saturday the minimum is fifteen hundred.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'For the taco bar is sixteen dollars per person.',
    });
  });

  it('leaves it open when the two are said either side of ", or"', () => {
    const answer = read(
      price,
      'How much is a climbing session?',
      'Members pay eighteen, everyone else is twenty-five.',
      'Okay. Eighteen dollars for members, or twenty-five for everyone else. Thank you.',
      'Bye now.',
    );
    expect(answer.status).toBe('unclear');
  });

  it('keeps a price the agent reads back alone', () => {
    const answer = read(
      price,
      'How much is a climbing session?',
      'Members pay eighteen, everyone else is twenty-five.',
      'So twenty-five dollars for a first visit?',
      'Yes, that is it.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 1 });
  });

  it('does not take a class time beside "or" for a price read back', () => {
    const fee: Ask = { key: 'fee', label: 'What is the fee per term?', kind: 'money' };
    const answer = read(
      fee,
      'What is the fee per term?',
      'Three-ten a term.',
      'Thanks. So the class is Tuesdays at five or Fridays at four, and three hundred ten dollars a term.',
      'Exactly.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Three-ten a term.' });
  });

  it('leaves open a price given as one option or another when asking again settles nothing', () => {
    const answer = read(
      price,
      'How much is a climbing session?',
      'A drop-in is twenty-two, or the ten-punch card works out to seventeen.',
      'Is there one price for a session that most climbers pay?',
      'Honestly, it depends how often he comes.',
    );
    expect(answer.status).toBe('unclear');
  });

  it('keeps a price the business confirms when the agent asks again', () => {
    const answer = read(
      price,
      'How much is a climbing session?',
      'Adults thirty, kids twenty-two, or a punch card for less.',
      'So twenty-two dollars for a child?',
      'Yep.',
    );
    expect(answer).toMatchObject({ status: 'answered', turn: 1 });
  });
});

describe('the scripted reader, on a yes or no come to after "it depends"', () => {
  const beginners: Ask = { key: 'beginners', label: 'Do you take beginners at eleven?', kind: 'yes_no' };

  it('takes the verdict the speaker ends on', () => {
    const answer = read(
      beginners,
      'Do you take beginners at eleven?',
      'It depends on the group. Juniors is ten to thirteen, so in practice, yes.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'Juniors is ten to thirteen, so in practice, yes.',
    });
  });

  it('leaves it open with no verdict', () => {
    const answer = read(
      beginners,
      'Do you take beginners at eleven?',
      'It depends on the group and on the coach.',
    );
    expect(answer.status).toBe('unclear');
  });
});

describe('the scripted reader, on what the agent asks', () => {
  const ages: Ask = { key: 'ages', label: 'What ages is the league for?', kind: 'age_range' };
  const league: Ask = { key: 'league', label: 'Is there a weekend league?', kind: 'yes_no' };

  it('does not take "aged seven" in a message left as asking the ages', () => {
    const [, answer] = readAnswers(
      [league, ages],
      call(
        'Hi, is there a weekend league?',
        "Yeah, Saturdays. Dave runs it, I'll transfer you. Hi, you've reached Dave, leave a message.",
        'Hi Dave, this is an assistant calling for a parent of a boy aged seven. They will call back.',
      ),
    );
    expect(answer!.status).toBe('not_asked');
  });

  it('does not take "Is this the tuning service?" in the opening turn as asking about tuning', () => {
    const saturday: Ask = { key: 'saturday', label: 'Can the tuner come on a Saturday?', kind: 'yes_no' };
    const answer = read(
      saturday,
      'Hi, I am an automated assistant calling for a parent. Is this the piano tuning service?',
      "That's me.",
    );
    expect(answer.status).toBe('not_asked');
  });
});

describe('the scripted reader, on a price unsure and disowned', () => {
  const monthly: Ask = { key: 'monthly', label: 'What is the monthly cost of the club?', kind: 'money' };

  it('reads a value said unsure, then disowned, as not known', () => {
    const answer = read(
      monthly,
      'What is the monthly cost of the club?',
      "Hmm. I want to say it's about ninety a month? I don't want to give you the wrong number.",
    );
    expect(answer.status).toBe('unknown');
  });

  it('keeps a value said plainly before "I\'m not sure" about something else', () => {
    const answer = read(
      monthly,
      'What is the monthly cost of the club?',
      "It's ninety a month. The summer schedule, I'm not sure.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "It's ninety a month." });
  });
});

describe('the scripted reader, on a line naming only the price', () => {
  it('does not take "no charge" said of another ask’s thing as asking the price asked', () => {
    const lessons: Ask = { key: 'lessons', label: 'How much do setups cost?', kind: 'money' };
    const trial: Ask = { key: 'trial', label: 'Is the estimate free?', kind: 'yes_no' };
    const [price] = readAnswers(
      [lessons, trial],
      call(
        'How much do setups cost?',
        'Anywhere from sixty to ninety, depends on the guitar.',
        'Is there a usual price for a setup?',
        'Honestly, it really depends.',
        'And just to confirm, the estimate is free, with no charge at all?',
        'Yep, no charge.',
      ),
    );
    expect(price!.status).toBe('unclear');
  });
});

describe('the scripted reader, on a question no one hears', () => {
  it('reads a question left in a voicemail message as not asked', () => {
    const cost: Ask = { key: 'cost', label: 'What does an assessment cost?', kind: 'money' };
    const [answer] = readAnswers(
      [cost],
      [
        {
          index: 0,
          speaker: 'business',
          text: "You've reached Bright Steps. Please leave a message after the tone.",
        },
        {
          index: 1,
          speaker: 'agent',
          text: "Hello, I'm an assistant calling for a parent who'd like to know what an assessment costs. Thank you.",
        },
      ],
    );
    expect(answer!.status).toBe('not_asked');
  });
});

describe('the scripted reader, on the agent summing up that it depends', () => {
  const delivery: Ask = { key: 'delivery', label: 'Is delivery included?', kind: 'yes_no' };

  it('leaves the answer open when the business agrees it depends', () => {
    const answer = read(
      delivery,
      'Is delivery included?',
      "Free in town. Past the bridge it's a dollar a mile.",
      'So it depends on where the party is.',
      'Yeah, most places in town are free though.',
    );
    expect(answer.status).toBe('unclear');
  });

  it('keeps the answer when the agent sums it up plainly', () => {
    const answer = read(
      delivery,
      'Is delivery included?',
      "Yes, delivery's included anywhere in town.",
      'So delivery is included.',
      'Yep.',
    );
    expect(answer).toMatchObject({ status: 'answered' });
  });
});

describe('the scripted reader, on the agent summing up before its next question', () => {
  it('reads the next question’s reply as no answer to the ask summed up', () => {
    const perGame: Ask = { key: 'game', label: 'What is the price per game on Sunday?', kind: 'money' };
    const shoes: Ask = { key: 'shoes', label: 'How much is shoe rental?', kind: 'money' };
    const [game] = readAnswers(
      [perGame, shoes],
      call(
        'What is the price per game on Sunday?',
        "On the weekend we don't do per game, it's by the hour.",
        "So on Sunday there's no per-game price. How much is shoe rental?",
        'Shoes are four-fifty a person.',
      ),
    );
    expect(game!.status).toBe('not_offered');
  });
});
