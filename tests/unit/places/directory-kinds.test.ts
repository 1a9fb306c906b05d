import { describe, expect, it } from 'vitest';
import { categoryFor } from '#functions/adapters/local/directory/categories';
import { createLocalPlaces } from '#functions/adapters/local/directory/local-places';
import { businessKindOf } from '#functions/core/asks/business-kind';

const places = createLocalPlaces();
const TORONTO = { location: 'Toronto, ON', radiusMiles: 10 };

/** The directory's category for a parent's question, as the research's search reads it. */
const categoryOfQuestion = (query: string) => categoryFor({ query, businessKind: businessKindOf(query) }).id;

describe('the embedded directory picks the kind of business a question looks for', () => {
  it.each([
    ['swim-free weekend ideas — any gymnastics clubs with open gym for a 7 year old?', 'gymnastics club'],
    ['Instead of swim lessons, are there gymnastics classes for 5 year olds?', 'gymnastics club'],
    ['Not swimming this time: looking for a piano teacher for my daughter', 'music school'],
    ['My kid hates swimming so we want a karate dojo instead, what are the prices?', 'martial arts school'],
    ['We do not want a swim school, we want a dance studio for my 5 year old', 'dance studio'],
    ['Looking for a hockey camp, not a soccer camp, in July', 'summer camp'],
    ['Which dentists near me take new patients?', 'dentist'],
    ['Find me a dog groomer that takes cats', 'dog groomer'],
    ['Any pet sitters near me for the long weekend?', 'pet sitter'],
    ['Are there any chess clubs for kids? Not soccer.', 'chess club'],
    ['Any art studio with kids classes?', 'art studio'],
  ])('%s → %s', (question, category) => {
    expect(categoryOfQuestion(question)).toBe(category);
  });

  it.each([
    ['Is there a robotics club for kids near me that runs on Saturdays?', 'robotics club', 'Robotics Club'],
    ['Horse riding stables that take beginners?', 'horse riding stable', 'Horse Riding Stable'],
    ['Any escape rooms that host kids parties?', 'escape room', 'Escape Room'],
  ])('makes businesses of a kind it has no entry for: %s', async (question, category, suffix) => {
    expect(categoryOfQuestion(question)).toBe(category);
    const found = await places.searchText({
      query: question,
      businessKind: businessKindOf(question),
      ...TORONTO,
    });
    expect(found.length).toBeGreaterThan(3);
    for (const business of found) {
      expect(business.category).toBe(category);
      expect(business.name.endsWith(` ${suffix}`)).toBe(true);
    }
  });

  it('gives the same businesses for the kind said singular or plural', async () => {
    const one = await places.searchText({ query: 'a', businessKind: 'gymnastics club', ...TORONTO });
    const many = await places.searchText({ query: 'b', businessKind: 'gymnastics clubs', ...TORONTO });
    expect(many).toEqual(one);
  });

  it('reads the whole query when no kind was read from it', () => {
    expect(categoryFor({ query: 'How much are swim lessons for a 6 year old?' }).id).toBe('swim school');
    expect(categoryFor({ query: 'What are your prices?', businessKind: null }).id).toBe('local business');
  });
});
