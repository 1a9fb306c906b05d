import { describe, expect, it } from 'vitest';
import { placeSaid } from '#functions/core/chat/place-said';
import { radiusSaid } from '#shared/domain/distance';
import { namesPlace, placeCandidates } from '#shared/domain/place-words';

/** A places search that knows a few cities and suggests them for any text starting like them. */
const KNOWN = ['Mississauga, ON, Canada', 'Toronto, ON, Canada', 'New York, NY, United States'];
const suggest = async (text: string) =>
  KNOWN.filter((name) => name.toLowerCase().startsWith(text.toLowerCase().slice(0, 4)));

describe('the radius a parent states', () => {
  it('reads a number and a unit, in miles', () => {
    expect(radiusSaid('Mississauga, ON please, within about 10 miles')).toBe(10);
    expect(radiusSaid('no more than 3mi away')).toBe(3);
    expect(radiusSaid('within 10 km')).toBe(6.2);
    expect(radiusSaid('8 kilometres')).toBe(5);
  });

  it('reads a number said in words', () => {
    expect(radiusSaid('within ten miles')).toBe(10);
    expect(radiusSaid('Fifteen miles is fine')).toBe(15);
    expect(radiusSaid('no further than seventeen miles')).toBe(17);
    expect(radiusSaid('twenty five km')).toBe(15.5);
    expect(radiusSaid('twenty-five km')).toBe(15.5);
    expect(radiusSaid('ten kilometres')).toBe(6.2);
  });

  it('reads "a couple of miles" as two and "a mile" as one', () => {
    expect(radiusSaid('just a couple of miles')).toBe(2);
    expect(radiusSaid('a couple miles away')).toBe(2);
    expect(radiusSaid('within a mile')).toBe(1);
  });

  it('reads no distance in words that only contain a number or a unit', () => {
    expect(radiusSaid('she often drives a minivan')).toBeNull();
    expect(radiusSaid('at ten, a few minutes away')).toBeNull();
  });

  it('keeps it within the radius the product allows', () => {
    expect(radiusSaid('within 100 miles')).toBe(25);
    expect(radiusSaid('within 0.2 miles')).toBe(1);
    expect(radiusSaid('ninety miles')).toBe(25);
  });

  it('is null when none is stated, and the last one said wins', () => {
    expect(radiusSaid('Swim lessons near Toronto for my 6 year old')).toBeNull();
    expect(radiusSaid('within 10 miles, no, make it 4 miles')).toBe(4);
    expect(radiusSaid('within 10 miles, no, make it four miles')).toBe(4);
  });
});

describe('the place a location names', () => {
  it('lists the beginnings of the text, longest first', () => {
    expect(placeCandidates('Mississauga, ON please.')).toEqual([
      'Mississauga, ON please',
      'Mississauga, ON',
      'Mississauga',
    ]);
  });

  it('matches a place only when every word is in its name', () => {
    expect(namesPlace('Mississauga, ON', 'Mississauga, ON, Canada')).toBe(true);
    expect(namesPlace('Mississauga, ON please', 'Mississauga, ON, Canada')).toBe(false);
  });

  it('keeps the longest beginning the places search recognizes', async () => {
    expect(await placeSaid('Mississauga, ON please, within about 10 miles', suggest)).toBe('Mississauga, ON');
    expect(await placeSaid('New York, NY if you can', suggest)).toBe('New York, NY');
    expect(await placeSaid('Toronto', suggest)).toBe('Toronto');
  });

  it('keeps the text as written when the search recognizes none of it or fails', async () => {
    expect(await placeSaid('M5V 2T6', suggest)).toBe('M5V 2T6');
    const failing = async () => {
      throw new Error('down');
    };
    expect(await placeSaid('Toronto please', failing)).toBe('Toronto please');
  });
});
