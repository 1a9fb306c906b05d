import { describe, expect, it } from 'vitest';
import { parseAsks } from '#functions/core/asks/parse-asks';

const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

// Class: what a parent tells before asking ("my daughter, aged eight, will begin…", "URGENT sorry —
// school just sent a note home") asks nothing.
describe('parseAsks leaves out what the parent tells before asking', () => {
  it.each([
    [
      'My daughter, aged eight, will begin violin instruction in September. How much is the rental?',
      ['money: How much is the rental?'],
    ],
    [
      'URGENT sorry — school just sent a note home, both my girls have lice 😩 how much is a treatment per kid??',
      ['money: How much is a treatment per kid?'],
    ],
    ['Urgent - how much for a plumber today?', ['money: How much for a plumber today?']],
  ])('%j', (question, expected) => {
    expect(asked(question)).toEqual(expected);
  });

  it('still asks a question with a modal after a pause, and things named in a list', () => {
    expect(asked('Hi, can you tell me the price, will kids need helmets?')).toEqual([
      'money: What is the price?',
      'yes_no: Will kids need helmets?',
    ]);
    expect(asked('wifi, parking, price?')).toEqual([
      'yes_no: Do you have a wifi?',
      'yes_no: Do you have parking?',
      'money: What is the price?',
    ]);
  });
});
