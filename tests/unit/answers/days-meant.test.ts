import { describe, expect, it } from 'vitest';
import { daysMeant } from '#functions/core/answers/days-meant';

const agent = (text: string) => ({ speaker: 'agent' as const, text });
const business = (text: string) => ({ speaker: 'business' as const, text });

describe('the days the parent means', () => {
  it.each([
    ["Planning my son's 7th birthday on a Saturday. How much is the package per kid?", [], ['saturday']],
    [
      'How much is the lights walk, and what time does it close?',
      [
        agent('What does it cost per person?'),
        business('Twelve.'),
        agent("They'd be going on a Saturday. And when do you close?"),
      ],
      ['saturday'],
    ],
    ['We want to come some weekend. What are your prices?', [], ['saturday', 'sunday']],
  ] as const)('reads %j and the agent’s words %j as %j', (question, turns, days) => {
    expect(daysMeant(question, [...turns])).toEqual(days);
  });

  it.each([
    // What is asked is not what is meant; what the business says is not the parent's.
    ['Are you open Sundays, and how much is a lesson?', [agent('Are you open on Sundays?')]],
    ['How much is a lesson?', [business("We're busiest on Saturdays.")]],
    ['How much is a lesson?', []],
  ] as const)('finds none in %j with %j', (question, turns) => {
    expect(daysMeant(question, [...turns])).toEqual([]);
  });
});
