import { describe, expect, it } from 'vitest';
import { asksToFind, cleanBusinessName, namedBusinesses } from '#shared/domain/named-businesses';

describe('namedBusinesses', () => {
  it('reads each business named with a number, without the verb or the joining "and"', () => {
    expect(
      namedBusinesses('Please phone Sunny Swim School 647 555 0123 and Bright Aquatics 647-555-0456'),
    ).toEqual([
      { name: 'Sunny Swim School', phone: '+16475550123' },
      { name: 'Bright Aquatics', phone: '+16475550456' },
    ]);
  });

  it('drops "Call" and "Ask", and never keeps a bracket in the number', () => {
    expect(
      namedBusinesses("Call Joe's Pizza (416-555-0199) and Ask Happy Paws Pet Spa at 416.555.0177"),
    ).toEqual([
      { name: "Joe's Pizza", phone: '+14165550199' },
      { name: 'Happy Paws Pet Spa', phone: '+14165550177' },
    ]);
  });

  it('keeps joiners and abbreviations inside names, and stops at the end of a sentence', () => {
    expect(
      namedBusinesses(
        'We live in Toronto. Can you call the Little Fish Swim Club at 416-555-0101, Bank of Montreal: 416 555 0102; then ring Dr. Smith Dental on (905) 555-0103.',
      ),
    ).toEqual([
      { name: 'Little Fish Swim Club', phone: '+14165550101' },
      { name: 'Bank of Montreal', phone: '+14165550102' },
      { name: 'Dr. Smith Dental', phone: '+19055550103' },
    ]);
    expect(namedBusinesses('We live in Toronto. Sunny Swim 416 555 0112')).toEqual([
      { name: 'Sunny Swim', phone: '+14165550112' },
    ]);
  });

  it('ignores a number with no name, and text without numbers', () => {
    expect(namedBusinesses('call +1 416 555 0100')).toEqual([]);
    expect(namedBusinesses('Swim lessons for my 6 year old near Toronto')).toEqual([]);
  });
});

describe('cleanBusinessName', () => {
  it.each([
    ['Ask Happy Paws Pet Spa', 'Happy Paws Pet Spa'],
    ["Call Joe's Pizza (", "Joe's Pizza"],
    ['Please call Sunny Swim School at', 'Sunny Swim School'],
    ['Bright Aquatics', 'Bright Aquatics'],
  ])('"%s" → "%s"', (raw, clean) => expect(cleanBusinessName(raw)).toBe(clean));
});

describe('asksToFind', () => {
  it('tells a request to find businesses from a request to call named ones', () => {
    expect(asksToFind('Find swim schools near Toronto')).toBe(true);
    expect(asksToFind('Call Sunny Swim School 647 555 0123 and find two more nearby')).toBe(true);
    expect(asksToFind('Please phone Sunny Swim School 647 555 0123')).toBe(false);
  });
});
