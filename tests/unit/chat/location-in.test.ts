import { describe, expect, it } from 'vitest';
import {
  ASK_LOCATION,
  locationIn,
  readConversation,
} from '#functions/adapters/local/scripted-model/tasks/research-conversation';

describe('the scripted chat model reading a location', () => {
  it('stops at the end of the sentence', () => {
    expect(locationIn('Swim lessons near Toronto. In January, what is the monthly fee?')).toBe('Toronto');
  });

  it('keeps the region after a comma', () => {
    expect(locationIn('Dentists around Austin, TX.')).toBe('Austin, TX');
    expect(locationIn('Piano teachers in New York, New York please')).toBe('New York, New York');
    expect(locationIn('Daycare near 90210')).toBe('90210');
  });
});

describe('the scripted chat model reading the reply to where to look', () => {
  const reply = (text: string) =>
    readConversation([
      { role: 'user', text: 'Swim lessons for my 6 year old' },
      { role: 'assistant', text: `${ASK_LOCATION} for swim schools?` },
      { role: 'user', text },
    ]).location;

  it('keeps the place the gazetteer knows, not what follows it', () => {
    expect(reply('Mississauga, ON please, within about 10 miles')).toBe('Mississauga, ON');
    expect(reply("I'm in Austin, TX.")).toBe('Austin, TX');
  });

  it('keeps a place it does not know as written', () => {
    expect(reply('M5V 2T6')).toBe('M5V 2T6');
  });
});
