import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import { ask, call, first } from './support';

/** A period of billing declined, frank words, a hold never come back from, "not sure, no", times said before their days, days said again after an aside */

describe('a period of billing declined', () => {
  it('is no decline of the thing: the price by another period answers', () => {
    const answer = first(
      ask('money', 'Full-time fee per week?'),
      'How much do you charge per week for full time?',
      "Well, we don't do weekly, it's all monthly billing. Full time in the toddler room is eleven-fifty a month.",
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'Full time in the toddler room is eleven-fifty a month.',
    });
  });

  it('leaves a decline of the period asked, with no other period said, a decline', () => {
    const answer = first(
      ask('money', 'What is the hourly rate?'),
      "What's your hourly rate?",
      "We don't do hourly. It's all flat-rate. The tech gives you a price up front.",
    );
    expect(answer.status).toBe('not_offered');
  });

  it('leaves a plain decline of the thing a decline', () => {
    const answer = first(
      ask('money', 'Price of the weekly pass?'),
      'How much is the weekly pass?',
      "We don't offer a weekly pass anymore.",
    );
    expect(answer.status).toBe('not_offered');
  });
});

describe('frank words', () => {
  it('deny nothing: "I won\'t lie" is no "not offered"', () => {
    const answer = first(
      ask('duration', 'How long is the waitlist?'),
      'How long is the waitlist at the moment?',
      "Oh, it's long for nursery, I won't lie. Could be six months, could be eight. Really hard to say.",
    );
    expect(answer.status).not.toBe('not_offered');
  });
});

describe('a hold never come back from', () => {
  it('leaves the answer unknown, not read from the question said back', () => {
    const answer = first(
      ask('yes_no', 'Do you have a crib?'),
      'And do you have a crib available?',
      'A crib. Uh, we had a pack-n-play around here somewhere, lemme check with housekeeping, hold on —',
      'Hello? Are you still there?',
    );
    expect(answer.status).toBe('unknown');
  });
});

describe('"I\'m not sure, no"', () => {
  it('agrees the speaker is not sure: unknown, not a no', () => {
    const answer = first(
      ask('yes_no', 'Do they take Delta Dental PPO?'),
      'And do you take Delta Dental PPO?',
      "Hmm. It depends on the plan. Our coordinator would know, she's out till Monday.",
      "Understood. So you're not sure about Delta Dental PPO specifically?",
      "I'm not sure, no. If the parent sends the member ID we can check.",
    );
    expect(answer.status).toBe('unknown');
  });

  it('leaves "Not that I know of, no." a no', () => {
    const answer = first(
      ask('yes_no', 'Do you do birthday parties on Sundays?'),
      'Do you do birthday parties on Sundays?',
      'Not that I know of, no.',
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Not that I know of, no.' });
  });

  it('leaves a yes naming the website a yes', () => {
    const answer = first(
      ask('yes_no', 'Can she send the file from her phone?'),
      'And can she send the file from her phone?',
      'Yep, just email it to the store address on our website.',
    );
    expect(answer.status).toBe('answered');
  });
});

describe('a schedule', () => {
  it('joins times with the days said alone just after them', () => {
    const answer = first(
      ask('schedule', 'What time are the Saturday classes?'),
      'What time are the classes on Saturdays?',
      'Junior class is nine-thirty to eleven-thirty. Saturday morning. At the intermediate school.',
    );
    expect(answer.quote).toBe('Junior class is nine-thirty to eleven-thirty. Saturday morning.');
  });

  it('keeps days and times said in full when the days are said again after an aside', () => {
    const answer = first(
      ask('schedule', 'When is U11 training?'),
      'And when do they train?',
      'Thursday arvo, four-thirty till half five, on the courts. Sorry— hang on— Mia, get in the car, please. Sorry. Yeah, Thursdays.',
    );
    expect(answer.quote).toBe('Thursday arvo, four-thirty till half five, on the courts.');
  });
});

describe('a yes or no after the business goes to look', () => {
  it('is read past words with no verb trailing off before the hold', () => {
    const answer = first(
      ask('yes_no', 'Is a bounce house available this Saturday?'),
      'And is the standard bounce house available this Saturday?',
      "This Saturday, the fifth... let me look. Ah. Castle's booked. I've got the combo open though.",
    );
    expect(answer).toMatchObject({ status: 'answered', quote: "Castle's booked." });
  });

  it('is the one said after asking someone, later in the turn, not the habit said before', () => {
    const answer = first(
      ask('yes_no', 'Do they take kindergarteners?'),
      'Do you take kindergarteners in your after-school program?',
      'So, we used to start at six, first grade. But, uh, this year... hold on. Hey Tonya, are we doing K this year? ... Yeah, okay, she says yes, we take kindergarten now.',
    );
    expect(answer.quote).toBe('Yeah, okay, she says yes, we take kindergarten now.');
  });
});

describe('a question pressing for one value', () => {
  it('is not a yes or no question after the reply, which asks something else', () => {
    const asks = [
      ask('count', 'How many people fit on the boat?', 'capacity'),
      ask('money', 'Hourly rate?', 'rate'),
      ask('yes_no', 'Is fishing gear included?', 'gear'),
    ];
    const [capacity] = readAnswers(
      asks,
      call(
        'And how many people fit on the boat?',
        "Depends which one they get. We've got six-seaters and a ten-seater, but we don't assign them till the day.",
        'Is there a way to know which one ahead of time?',
        'Not really, sorry. First in on the day.',
        'Is fishing gear included?',
        'Yes, rods and bait.',
      ),
    );
    expect(capacity!.status).not.toBe('not_offered');
  });

  it('after a reply saying it depends, puts that ask again, not an ask no line put', () => {
    const kids = ask('count', 'How many kids can she paint per hour?', 'kids');
    const asks = [
      kids,
      ask('duration', 'Minimum booking length?', 'minimum'),
      ask('yes_no', 'Glitter tattoos?', 'glitter'),
    ];
    const [answer] = readAnswers(
      asks,
      call(
        'About how many kids can you paint in an hour?',
        "Oh, that depends a lot on what they pick. Cheek art I can do fifteen, twenty an hour. Full faces it's more like ten.",
        'For a typical mix at a party, what should she plan on?',
        'Plan on twelve an hour.',
        'Do you also do glitter tattoos?',
        "No, I don't.",
      ),
    );
    expect(answer).toMatchObject({ status: 'answered', quote: 'Plan on twelve an hour.' });
  });
});

describe('a day said relatively, then named outright', () => {
  it('keeps a day said with its number over a later one of another thing', () => {
    const answer = first(
      ask('date', 'What date does the Christmas market open?'),
      'When does the Christmas market open this year?',
      "Opening night is Friday the twentieth, with the tree lighting at six. Then it's every weekend till the twentieth of December.",
    );
    expect(answer.quote).toBe('Opening night is Friday the twentieth, with the tree lighting at six.');
  });

  it('is the day named', () => {
    const answer = first(
      ask('date', 'When does the next course start?'),
      'And when does the next course start?',
      "The next one begins in two weeks, on Tuesday, the second of November, at ten o'clock.",
    );
    expect(answer.quote).toBe("on Tuesday, the second of November, at ten o'clock.");
  });
});

describe('a count', () => {
  it('is the one summed up after the things counted, and not a price said to the next question', () => {
    const asks = [
      ask('count', "How many 20-inch kids' bikes do they have in stock?", 'bikes'),
      ask('money', 'What is the cheapest 20-inch bike?', 'cheapest'),
    ];
    const [bikes] = readAnswers(
      asks,
      call(
        'Could you tell me how many 20-inch bikes you have in stock?',
        "Right, we've got two Frogs, one red one teal, there's a Squish, and there's an ex-display Raleigh. So four.",
        "What's the cheapest of those?",
        "So the Frog's three forty-nine, the Squish is two seventy-five, and the Raleigh is one ninety-nine.",
        'So the cheapest 20-inch bike is the Raleigh at a hundred and ninety-nine?',
        "That's it, one ninety-nine.",
      ),
    );
    expect(bikes).toMatchObject({ status: 'answered', quote: 'So four.' });
  });

  it('is not a number said after "so" of another case', () => {
    const answer = first(
      ask('count', 'How many kids does it include?'),
      'How many kids does the package include?',
      "Ten jumpers. Every jumper after that is twenty-two dollars. So for twelve you'd add two.",
    );
    expect(answer.quote).toBe('Ten jumpers.');
  });

  it('reads a follow-up on an ask put before as no new question', () => {
    const asks = [
      ask('yes_no', 'Do they offer beginner riding lessons?', 'beginners'),
      ask('money', 'How much is a lesson?', 'price'),
    ];
    const [, price] = readAnswers(
      asks,
      call(
        'Do you offer beginner riding lessons for kids?',
        "Yes ma'am, we do lots of beginners.",
        'And how much is a lesson?',
        "Well, private's sixty-five for a half hour, and group is forty-five, that's an hour.",
        'Which would a beginner usually take?',
        'Either one, really. Up to them.',
      ),
    );
    expect(price!.status).toBe('unclear');
  });
});

describe("the child's age a question names", () => {
  it('picks the value said for that age, in the statement after the one naming it', () => {
    const answer = first(
      ask('money', 'How much is the class for a 5-year-old?'),
      'Their daughter is five. How much would a recreational class cost?',
      "So our rec classes are billed monthly. The hour-long classes are ninety-eight a month, but at five she'd be in Kinder Gym, that's our five-and-six class, and that one's eighty-four a month.",
    );
    expect(answer.quote).toBe("and that one's eighty-four a month.");
  });

  it('leaves the first price when no age is named', () => {
    const answer = first(
      ask('money', 'How much is the class?'),
      'How much would a recreational class cost?',
      'The hour-long classes are ninety-eight a month, and the Kinder Gym one is eighty-four a month.',
    );
    expect(answer.quote).toContain('ninety-eight');
  });
});

describe('a value said again in the reply', () => {
  it('is the one the reply settles on, over ages said of those it is not for', () => {
    const answer = first(
      ask('age_range', 'What ages is the show suitable for?'),
      'What ages is the show best suited for?',
      "I'd say it's really geared for four to ten. Like, the little ones under four, they kinda wander off, and the older kids, eleven, twelve, they try to figure out the tricks, which is fine, but it's built for four to ten.",
    );
    expect(answer.quote).toBe("I'd say it's really geared for four to ten.");
  });
});

describe('a thing named, its value in the piece after it', () => {
  it('is a statement of its own', () => {
    const answer = first(
      ask('money', 'How much is a booster seat per day?'),
      'How much is a booster seat per day?',
      "Infant and toddler are fourteen ninety-nine a day, the booster's a wee bit cheaper, nine ninety-nine a day. And they're all capped at sixty pound per seat per rental.",
    );
    expect(answer.quote).toBe("the booster's a wee bit cheaper, nine ninety-nine a day.");
  });
});

describe('a yes or no after a hold', () => {
  it('is not an apology for the hold when the yes came before it', () => {
    const answer = first(
      ask('yes_no', 'Do they give the nasal flu vaccine to children?'),
      'Do you give the nasal spray flu vaccine to children?',
      'We do, yeah, the nasal one for kids two to seventeen. Hang on till I get the pharmacist. Orla! ... Sorry, one second.',
    );
    expect(answer).toMatchObject({
      status: 'answered',
      quote: 'We do, yeah, the nasal one for kids two to seventeen.',
    });
  });

  it('turns round a no said before the hold', () => {
    const answer = first(
      ask('yes_no', 'Do they sell training wheels that fit a 16-inch bike?'),
      'And do you sell training wheels that fit a 16-inch bike?',
      "No, we don't carry sixteen-specific ones anymore... oh, hang on, actually we've got the universal ones, those adjust twelve to twenty. So yeah, those'd fit a sixteen.",
    );
    expect(answer.quote).toBe("So yeah, those'd fit a sixteen.");
  });

  it('reads past a remark that what was said is out of date', () => {
    const answer = first(
      ask('yes_no', 'Are they open on July 4th?'),
      'Are you open on July Fourth?',
      "Uh, no, we're closed on the Fourth. Wait, hold on. Hey Mike, are we open Sunday? ... Okay, sorry, that was last year. We're open the Fourth this year, noon to nine.",
    );
    expect(answer.quote).toBe("We're open the Fourth this year, noon to nine.");
  });
});

describe('an ask put by a line of its own and by a line of another ask', () => {
  it('takes the answer to its own line over one as good to the shared line', () => {
    const asks = [
      ask('money', 'Price to clean the car seat cover?', 'cover'),
      ask('yes_no', 'Are their cleaning products safe for kids?', 'safe'),
    ];
    const [, safe] = readAnswers(
      asks,
      call(
        "Could you also clean the fabric cover on a child's car seat?",
        "We don't do car seats, sorry.",
        'Are the products you use safe for kids?',
        'Yeah, all our solutions are non-toxic.',
      ),
    );
    expect(safe!.quote).toBe('Yeah, all our solutions are non-toxic.');
  });

  it('keeps the answer to a line putting two asks, closer to this one, over a later follow-up', () => {
    const asks = [
      ask('yes_no', 'Are grip socks required?', 'required'),
      ask('money', 'How much are grip socks?', 'price'),
    ];
    const [required] = readAnswers(
      asks,
      call(
        'Are grip socks required, and how much are they?',
        "Yep, required for everybody. They're three bucks a pair.",
        'Does the twelve ninety-nine include the socks?',
        'No, socks are separate.',
      ),
    );
    expect(required!.quote).toBe('Yep, required for everybody.');
  });
});
