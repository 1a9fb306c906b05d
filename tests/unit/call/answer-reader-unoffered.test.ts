import { describe, expect, it } from 'vitest';
import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { Ask } from '#shared/contracts/asks';
import { call } from './support';

const camp: Ask = { key: 'camp', label: 'Is there a kids drone camp this summer?', kind: 'yes_no' };
const ages: Ask = { key: 'ages', label: 'What ages is the camp for?', kind: 'age_range' };
const price: Ask = { key: 'price', label: 'How much is it per kid?', kind: 'money' };

describe('the scripted reader, on a question left unasked after a no', () => {
  const turns = call(
    'Are you running a kids drone camp this summer?',
    "Not this year, unfortunately. We dropped the kids camp, we're only doing certification prep for adults now.",
    'Understood. Thank you for letting us know.',
    'Good luck!',
  );

  it('reads a question about the thing the business does not offer as not offered, on the evidence of the no', () => {
    const [, answer] = readAnswers([camp, ages], turns);
    expect(answer).toMatchObject({ key: 'ages', status: 'not_offered', turn: 1 });
    expect(turns[1]!.text).toContain(answer!.quote!);
  });

  it('leaves a question about something else, or only about whom it is for, not asked', () => {
    expect(readAnswers([camp, price], turns)[1]).toMatchObject({ status: 'not_asked' });
    const open = call('Is there a kids drone camp this summer?', 'Yes, in July.', 'Thank you!', 'Bye.');
    expect(readAnswers([camp, ages], open)[1]).toMatchObject({ status: 'not_asked' });
  });
});

describe('the scripted reader, on hours given for other days than the one asked', () => {
  const saturday: Ask = { key: 'saturday', label: 'What are your Saturday hours?', kind: 'schedule' };

  it('reads them as no hours that day', () => {
    const [answer] = readAnswers(
      [saturday],
      call(
        'What are your Saturday hours?',
        'Monday to Friday, nine-thirty to six. Thursday until seven.',
        'Thanks.',
      ),
    );
    expect(answer).toMatchObject({ status: 'not_offered', turn: 1 });
  });

  it('still reads hours that include the day asked', () => {
    const [answer] = readAnswers(
      [saturday],
      call('What are your Saturday hours?', 'Monday to Saturday, nine to five.', 'Thanks.'),
    );
    expect(answer).toMatchObject({ status: 'answered' });
  });
});
