import { describe, expect, it } from 'vitest';
import { read } from './support/read';

describe('start times with the length said after them', () => {
  it.each([
    ["Mondays and Wednesdays at seven. It's an hour.", ['19:00-20:00']],
    ['Group is Saturday at ten and Sunday at one. Both an hour.', ['10:00-11:00', '13:00-14:00']],
    ["Mondays and Wednesdays at four-thirty. It's only a half hour.", ['16:30-17:00']],
    [
      'Thursdays, six-thirty to seven-thirty. And a Friday, seven-thirty, that is also an hour.',
      ['18:30-19:30', '19:30-20:30'],
    ],
  ])('reads %j as spans', (reply, times) => {
    expect(read('schedule', reply, 'What days and times are the classes?')?.value.times).toEqual(times);
  });

  it.each([
    ['Saturday at ten, get there fifteen minutes early.', ['10:00']],
    ['Saturdays at nine, for ten weeks.', ['09:00']],
    ['Monday and Wednesday at five, and Saturday at ten.', ['17:00', '10:00']],
  ])('keeps the start times of %j', (reply, times) => {
    expect(read('schedule', reply, 'What days and times are the classes?')?.value.times).toEqual(times);
  });
});
