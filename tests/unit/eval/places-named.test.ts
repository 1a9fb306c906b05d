import { describe, expect, it } from 'vitest';
import { currencyOfPlacesNamed } from '#eval/places-named';

describe('the currency of the places a written call names', () => {
  it.each([
    ['Is the pottery studio in Saskatoon open on Sundays?', 'CAD'],
    ['We are on rue Fleury in Laval, QC, right by the metro.', 'CAD'],
    ['Any drum teachers around Kitchener-Waterloo for a 9 year old?', 'CAD'],
    ['our family is moving to Nova Scotia this summer', 'CAD'],
    ['That comes to forty-five dollars Canadian, tax in.', 'CAD'],
    ['We only take USD at the border shop.', 'USD'],
    ['Our Tulsa, OK location does walk-ins.', 'USD'],
    ['the skating rink in Spokane', 'USD'],
  ])('%s → %s', (text, currency) => {
    expect(currencyOfPlacesNamed([text])).toBe(currency);
  });

  it.each([
    ['Victoria said it is forty dollars a class.'],
    ['Hello, Lakeside Music, Jordan speaking.'],
    ['Good morning, Sunrise Dental, how can I help?'],
    ['We went to Paris last spring.'],
    ['Sure. Great. Thanks so much!'],
    ['I am calling for a parent who has a Labrador.'],
    ['Our Newfoundland needs a bath.'],
  ])('names no place of a country called: %s', (text) => {
    expect(currencyOfPlacesNamed([text])).toBeNull();
  });

  it('goes by the country named most, and by neither when they are named as often', () => {
    expect(currencyOfPlacesNamed(['Is this the shop in Regina?', 'Yes, Regina, Saskatchewan.'])).toBe('CAD');
    expect(currencyOfPlacesNamed(['the one in Calgary', 'we ship from Denver'])).toBeNull();
  });
});
