import { describe, expect, it } from 'vitest';
import { withAntecedent } from '#functions/core/asks/antecedent';
import { parseAsks } from '#functions/core/asks/parse-asks';

/**
 * Each ask is read to a business alone, so "they" or "it" in a later ask must say what it stands
 * for: the thing the ask before asked whether the business does or has. Questions invented for this
 * test.
 */
const asked = (question: string) => parseAsks(question).map((a) => `${a.kind}: ${a.label}`);

describe('a pronoun in a later ask', () => {
  it('names the plural thing asked about before it', () => {
    expect(asked('Do you do fluoride varnish treatments and what do they cost?')).toEqual([
      'yes_no: Do you do fluoride varnish treatments?',
      'money: What do fluoride varnish treatments cost?',
    ]);
    expect(asked('Do you sell used bikes? How much are they?')).toEqual([
      'yes_no: Do you sell used bikes?',
      'money: How much are used bikes?',
    ]);
  });

  it('names the one thing asked about before "it", with "the"', () => {
    expect(asked('Do you offer a summer reading program, and when does it start?')).toEqual([
      'yes_no: Do you offer a summer reading program?',
      'date: When does the summer reading program start?',
    ]);
  });

  it('is kept when the number differs, or the ask before names no thing', () => {
    expect(withAntecedent('Do you fix bike chains?', 'How long does it take?')).toBe(
      'How long does it take?',
    );
    expect(withAntecedent('What is the price?', 'Is it paid monthly?')).toBe('Is it paid monthly?');
    expect(withAntecedent('Do you come out on weekends?', 'How long does it take?')).toBe(
      'How long does it take?',
    );
  });

  it('is kept when it stands for people ("they … their")', () => {
    expect(
      withAntecedent('Do you run swim lessons for kids?', 'At what age should they start their first?'),
    ).toBe('At what age should they start their first?');
  });

  it('is kept when "they" charge, offer or take: the businesses', () => {
    expect(withAntecedent('Do you do emergency calls?', 'How much do they charge?')).toBe(
      'How much do they charge?',
    );
  });

  it('leaves when or whether the thing is had out of its name', () => {
    expect(withAntecedent('Do you have rain boots in stock?', 'How much are they?')).toBe(
      'How much are rain boots?',
    );
  });
});
