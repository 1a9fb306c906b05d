import { describe, expect, it } from 'vitest';
import { settleNamedPlaces } from '#functions/core/chat/named-places';
import type { SessionPlace } from '#shared/contracts/chat';

const defaults = { goal: 'Ask about lessons', shareChildrenInfo: false };
const search: SessionPlace = {
  ...defaults,
  name: 'Swim schools',
  tel: '',
  type: 'search',
  searchQuery: 'swim lessons',
  searchLocation: 'not specified',
};

describe('settleNamedPlaces', () => {
  it('cleans what a model extracted: no verb in the name, the number in E.164', () => {
    const places = settleNamedPlaces(
      [{ ...defaults, name: 'Ask Happy Paws Pet Spa', tel: '(416-555-0199', type: 'specific' }],
      'Ask Happy Paws Pet Spa (416-555-0199) about grooming',
      defaults,
    );
    expect(places).toEqual([
      { ...defaults, name: 'Happy Paws Pet Spa', tel: '+14165550199', type: 'specific' },
    ]);
  });

  it('adds named businesses the model missed and drops a search nobody asked for', () => {
    const text = 'Please phone Sunny Swim School 647 555 0123 and Bright Aquatics 647-555-0456';
    const places = settleNamedPlaces(
      [{ ...defaults, name: 'Sunny Swim School', tel: '647 555 0123', type: 'specific' }, search],
      text,
      defaults,
    );
    expect(places.map((p) => [p.type, p.name, p.tel])).toEqual([
      ['specific', 'Sunny Swim School', '+16475550123'],
      ['specific', 'Bright Aquatics', '+16475550456'],
    ]);
  });

  it('keeps the search when the parent asks to find businesses, or names none', () => {
    expect(settleNamedPlaces([search], 'Find swim lessons near Toronto', defaults)).toEqual([search]);
    expect(
      settleNamedPlaces(
        [search],
        'Call Sunny Swim School 647 555 0123 and find two more nearby',
        defaults,
      ).map((p) => p.type),
    ).toEqual(['search', 'specific']);
  });
});
