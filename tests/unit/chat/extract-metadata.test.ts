import { describe, expect, it } from 'vitest';
import { chatApi } from './chat-harness';

const extract = async (query: string, history: { role: 'user' | 'assistant'; content: string }[]) => {
  const response = await chatApi().call('POST', '/api/sessions/extract-metadata', {
    body: { query, conversationHistory: history },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('POST /api/sessions/extract-metadata (scripted model)', () => {
  it('reads a search-type place with query, location and goal', async () => {
    const query = 'Swim lessons for my 6 year old near Toronto';
    const { status, body } = await extract(query, [{ role: 'user', content: query }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Swim schools near Toronto',
      originalQuery: query,
      location: 'Toronto',
    });
    expect(body.places).toEqual([
      expect.objectContaining({
        type: 'search',
        searchQuery: 'swim lessons',
        searchLocation: 'Toronto',
        shareChildrenInfo: true,
        tel: '',
      }),
    ]);
  });

  it('reads the place of a reply that goes on after it, and the radius stated in it', async () => {
    const query = 'Swim lessons for my 6 year old';
    const { body } = await extract(query, [
      { role: 'user', content: query },
      { role: 'assistant', content: 'Where should I look for swim schools?' },
      { role: 'user', content: 'Mississauga, ON please, within about 10 miles' },
    ]);
    expect(body).toMatchObject({ location: 'Mississauga, ON', radiusMiles: 10 });
    expect(body.places).toEqual([
      expect.objectContaining({ type: 'search', searchLocation: 'Mississauga, ON' }),
    ]);
  });

  it('keeps the radius to what a search allows, and states none when none was said', async () => {
    const query = 'Dentists near Toronto, within 40 km';
    const { body } = await extract(query, [{ role: 'user', content: query }]);
    expect(body).toMatchObject({ location: 'Toronto', radiusMiles: 24.9 });
    const plain = await extract('Dentists near Toronto', [
      { role: 'user', content: 'Dentists near Toronto' },
    ]);
    expect(plain.body.radiusMiles).toBeUndefined();
  });

  it('reads the place of a question that goes on after it', async () => {
    const query = 'Swim lessons near Toronto. In January, what is the monthly fee?';
    const { body } = await extract(query, [{ role: 'user', content: query }]);
    expect(body).toMatchObject({ originalQuery: query, location: 'Toronto' });
  });

  it("marks the location 'not specified' and defaults the goal when unknown", async () => {
    const { body } = await extract('What do you think?', [{ role: 'user', content: 'What do you think?' }]);
    expect(body.location).toBeUndefined();
    expect(body.places).toEqual([
      expect.objectContaining({
        searchLocation: 'not specified',
        goal: 'Gather information',
        shareChildrenInfo: false,
      }),
    ]);
  });

  it('reads a named business with its phone as a specific place', async () => {
    const query = 'Call Joe Pizza at 416-555-0199 about party orders';
    const { body } = await extract(query, [{ role: 'user', content: query }]);
    expect(body.places).toEqual([
      expect.objectContaining({ type: 'specific', name: 'Joe Pizza', tel: '+14165550199' }),
    ]);
  });

  it('turns businesses named with numbers into callable places, with no search card', async () => {
    const query = 'Please phone Sunny Swim School 647 555 0123 and Bright Aquatics 647-555-0456';
    const { body } = await extract(query, [{ role: 'user', content: query }]);
    expect(body.places).toEqual([
      expect.objectContaining({ type: 'specific', name: 'Sunny Swim School', tel: '+16475550123' }),
      expect.objectContaining({ type: 'specific', name: 'Bright Aquatics', tel: '+16475550456' }),
    ]);
  });

  it('adds the search card when the parent asks to find businesses too', async () => {
    const query = "Call Joe's Pizza (416-555-0199) and find two more pizzerias near Toronto";
    const { body } = await extract(query, [{ role: 'user', content: query }]);
    expect(body.places).toEqual([
      expect.objectContaining({ type: 'specific', name: "Joe's Pizza", tel: '+14165550199' }),
      expect.objectContaining({ type: 'search', searchLocation: 'Toronto' }),
    ]);
  });

  it('answers 400 without a query', async () => {
    expect((await extract('  ', [])).status).toBe(400);
  });
});
