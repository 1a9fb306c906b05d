import nlp from 'compromise';
import { allCities, type City, placeKey } from '#functions/adapters/local/directory/gazetteer';
import { currencyOf } from '#functions/core/answers/currency';

/** The countries businesses are called in: a place elsewhere says nothing of a call's currency. */
const CALLED = new Set(['US', 'CA']);
/** Towns smaller than this share their names with too many words and people to be read as places. */
const MIN_POPULATION = 30_000;
/** A run of capitalized words ("Kitchener", "St. John's", "Trois-Rivières", "Quebec City"). */
const CAPITALIZED_RUN = /\p{Lu}[\p{L}'.]*(?:[\s-]+\p{Lu}[\p{L}'.]*){0,3}/gu;
/** A province, territory or state after a comma, as addresses write it ("Laval, QC", "Tulsa, OK"). */
const REGION_AFTER_COMMA = /,\s*([A-Z]{2})\b/g;
/** Canada's provinces and territories by name (the gazetteer knows them only by code). */
const CANADIAN_REGION =
  /\b(Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland|Labrador|Nova Scotia|Ontario|Prince Edward Island|Qu[eé]bec|Saskatchewan|Yukon|Northwest Territories|Nunavut)\b/g;
/** Money named as Canadian ("$40 Canadian", "CAD", "C$") or as American. */
const CANADIAN_MONEY = /\b(CAD|Canadian dollars?|dollars? Canadian)\b|\bC\$|\$\s?\d[\d.,]*\s+Canadian\b/g;
const AMERICAN_MONEY = /\b(USD|US dollars?|American dollars?)\b|\bUS\$/g;
/** Words before a name that make it one of a kind of thing, not a place: "a Labrador", "our Newfoundland". */
const ONE_OF_A_KIND = /\b(?:a|an|our|my|his|her|their|your)\s+$/i;

interface PlaceIndex {
  /** The most populous called-country city of each name, where no larger city elsewhere has it. */
  cities: Map<string, City>;
  /** Each province, territory and state abbreviation, with its country. */
  regions: Map<string, string>;
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  if (index) return index;
  const largest = new Map<string, City>();
  const regions = new Map<string, string>();
  for (const city of allCities()) {
    const known = largest.get(city.key);
    if (!known || city.population > known.population) largest.set(city.key, city);
    if (CALLED.has(city.country) && /^[A-Z]{2}$/.test(city.region)) regions.set(city.region, city.country);
  }
  const cities = new Map(
    [...largest].filter(([, city]) => CALLED.has(city.country) && city.population >= MIN_POPULATION),
  );
  index = { cities, regions };
  return index;
}

/**
 * The names a run of capitalized words may be a place by: the whole run, without a closing "City"
 * ("Quebec City"), or each part of a hyphened pair ("Kitchener-Waterloo"). A run of more words is a
 * name of its own ("Sunrise Dental", "Lakeside Music"), not the place one of its words is.
 */
function namesIn(run: string): string[] {
  const name = run.replace(/[.,]$/, '');
  return [name, name.replace(/\s+City$/, ''), ...(/\s/.test(name) ? [] : name.split('-'))];
}

/**
 * The countries a text places its business in: cities of the called countries, regions after a
 * comma, Canada's provinces by name (not a dog or a thing named after one: "a Labrador"), and money
 * named by its country.
 */
function countriesNamed(text: string): string[] {
  const { cities, regions } = placeIndex();
  const people = new Set(
    nlp(text)
      .match('#Person')
      .out('array')
      .flatMap((name: string) => name.split(/\s+/)),
  );
  const countries: string[] = [];
  for (const [run] of text.matchAll(CAPITALIZED_RUN)) {
    const city = namesIn(run)
      .filter((name) => !people.has(name))
      .map((name) => cities.get(placeKey(name)))
      .find(Boolean);
    if (city) countries.push(city.country);
  }
  for (const [, code] of text.matchAll(REGION_AFTER_COMMA)) {
    const country = code && regions.get(code);
    if (country) countries.push(country);
  }
  for (const match of text.matchAll(CANADIAN_REGION))
    if (!ONE_OF_A_KIND.test(text.slice(0, match.index))) countries.push('CA');
  for (const _ of text.matchAll(CANADIAN_MONEY)) countries.push('CA');
  for (const _ of text.matchAll(AMERICAN_MONEY)) countries.push('US');
  return countries;
}

/**
 * The currency of the places a written call names, or null when it names none of the countries
 * called or as many of one as of the other. The product takes a call's currency from the business's
 * phone number; a call written by a person has no number, so its question and turns tell where the
 * business is ("the sugar shack in Laval, QC" quotes Canadian dollars).
 */
export function currencyOfPlacesNamed(texts: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const country of texts.flatMap(countriesNamed)) counts.set(country, (counts.get(country) ?? 0) + 1);
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!first || (second && second[1] === first[1])) return null;
  return currencyOf(first[0]);
}
