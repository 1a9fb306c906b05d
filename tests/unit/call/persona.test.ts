import { describe, expect, it } from 'vitest';
import { topicsAsked } from '../../../functions/adapters/local/phone-network/business-voice';
import { categoryOf, personaFor } from '../../../functions/adapters/local/phone-network/persona';

const numbers = Array.from({ length: 2000 }, (_, i) => `+1416${String(5550000 + i).padStart(7, '0')}`);

describe('business personas', () => {
  it('answer only the topics asked: opening hours are hours, openings are availability', () => {
    expect(topicsAsked('What are your opening hours?')).toEqual(['hours']);
    expect(topicsAsked('Do you have openings for September?')).toEqual(['availability']);
    expect(topicsAsked('How much is it, and when do you close?')).toEqual(['prices', 'hours']);
  });

  it('are the same for the same number, business and question', () => {
    const a = personaFor('+14165550123', 'Sunny Swim School', 'How much are lessons?');
    const b = personaFor('+14165550123', 'Sunny Swim School', 'What do lessons cost?');
    expect(a).toEqual(b);
  });

  it('differ between numbers', () => {
    const prices = new Set(
      numbers.slice(0, 50).map((n) => JSON.stringify(personaFor(n, 'Swim', 'Price?').prices)),
    );
    expect(prices.size).toBeGreaterThan(40);
  });

  it('answer about 70% of calls; the rest ring out, reach voicemail, a phone menu or a busy line', () => {
    const lines = numbers.map((n) => personaFor(n, 'Bright Dental', 'Are you taking new patients?').line);
    const share = (kind: string) => lines.filter((l) => l === kind).length / lines.length;
    expect(share('answers')).toBeGreaterThan(0.66);
    expect(share('answers')).toBeLessThan(0.74);
    for (const kind of ['no_answer', 'voicemail', 'phone_menu', 'busy'])
      expect(share(kind)).toBeGreaterThan(0.01);
  });

  it('sell what the business sells, at prices in its range', () => {
    const persona = personaFor('+14165550100', 'Paws Dog Grooming', 'How much is a groom?');
    expect(persona.type).toBe('groomer');
    expect(persona.prices.map((p) => p.item)).toContain('small dog groom');
    for (const p of persona.prices) expect(p.amount).toBeGreaterThanOrEqual(12);
  });

  it('aim at calls of 1 to 4 minutes', () => {
    for (const n of numbers.slice(0, 200)) {
      const { targetSeconds } = personaFor(n, 'A', 'Q?');
      expect(targetSeconds).toBeGreaterThanOrEqual(60);
      expect(targetSeconds).toBeLessThanOrEqual(240);
    }
  });

  it.each([
    ['How much are swim lessons?', 'prices'],
    ['What are your opening hours on Sunday?', 'hours'],
    ['Do you have any spots for September?', 'availability'],
    ['What is your cancellation policy?', 'policies'],
    ['Do you do birthday parties?', 'services'],
    ['Do you have openings in September?', 'availability'],
    ['When do you open on Saturdays?', 'hours'],
  ])('reads the category of "%s" as %s', (question, category) => {
    expect(categoryOf(question)).toBe(category);
  });
});
