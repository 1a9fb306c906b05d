import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocationPlaces } from '#functions/adapters/aws/location-places';
import { createAwsClient } from '#functions/adapters/aws/signed/aws-client';
import { FAKE_AWS_ENDPOINT, fakeAws } from '../adapters/aws/support/fake-aws';
import { sentRequests } from '../adapters/aws/support/wire';
import {
  autocompleteToro,
  geocodeToronto,
  reverseDowntown,
  searchSwimLessons,
} from './fixtures/location-responses';

const aws = fakeAws();
const places = createLocationPlaces(
  createAwsClient({ ...aws.access('us-east-1'), service: 'geo-places', host: 'places.geo', maxAttempts: 1 }),
);

beforeEach(() => {
  aws.reset();
  aws.install();
});
afterEach(() => aws.restore());

describe('Amazon Location Places v2 adapter', () => {
  it('searches for the kind of business read from the question near the location, else the whole question', async () => {
    aws.on('geo-places:Geocode', () => geocodeToronto);
    aws.on('geo-places:SearchText', () => searchSwimLessons);
    const question = 'swim-free weekend ideas — any gymnastics clubs with open gym for a 7 year old?';
    await places.searchText({
      query: question,
      businessKind: 'gymnastics clubs',
      location: 'Toronto, ON',
      radiusMiles: 5,
    });
    await places.searchText({
      query: 'What are your prices?',
      businessKind: null,
      location: 'Toronto, ON',
      radiusMiles: 5,
    });
    expect(aws.calls('geo-places:SearchText').map((call) => call.input.QueryText)).toEqual([
      'gymnastics clubs near Toronto, ON',
      'What are your prices?',
    ]);
  });

  it('searches in a circle of the radius around the geocoded location, with contacts, for storage', async () => {
    aws.on('geo-places:Geocode', () => geocodeToronto);
    aws.on('geo-places:SearchText', () => searchSwimLessons);
    const found = await places.searchText({ query: 'swim lessons', location: 'Toronto', radiusMiles: 5 });
    expect(sentRequests().map((r) => [r.url, r.contentType])).toEqual([
      [`${FAKE_AWS_ENDPOINT}/v2/geocode`, 'application/json'],
      [`${FAKE_AWS_ENDPOINT}/v2/search-text`, 'application/json'],
    ]);
    const input = aws.calls('geo-places:SearchText')[0]?.input;
    expect(input).toMatchObject({
      QueryText: 'swim lessons',
      Filter: { Circle: { Center: [-79.38663, 43.6459], Radius: 8047 } },
      AdditionalFeatures: ['Contact'],
      IntendedUse: 'Storage',
    });
    expect(found[0]).toEqual({
      placeId: 'AQAAAFUA-swim-1',
      name: 'Aquatic Kids Swim School',
      address: 'Aquatic Kids Swim School, 123 King St W, Toronto, ON M5H 1A1, Canada',
      phone: '+14165550142',
      rating: null,
      ratingCount: null,
      lat: 43.6487,
      lon: -79.3849,
      category: 'Swimming Pool',
      timeZone: 'America/Toronto',
      openingHours: {
        mon: [{ open: '06:30', close: '20:30' }],
        tue: [{ open: '06:30', close: '20:30' }],
        wed: [{ open: '06:30', close: '20:30' }],
        thu: [{ open: '06:30', close: '20:30' }],
        fri: [{ open: '06:30', close: '20:30' }],
        sat: [{ open: '08:00', close: '12:00' }],
      },
      distanceMiles: 420 / 1609.344,
    });
    expect(found[1]).toMatchObject({ phone: null, timeZone: null, openingHours: null, distanceMiles: null });
  });

  it('biases the geocoding towards the user position when known', async () => {
    aws.on('geo-places:Geocode', () => geocodeToronto);
    aws.on('geo-places:SearchText', () => ({ ResultItems: [] }));
    await places.searchText({
      query: 'q',
      location: 'Toronto',
      radiusMiles: 1,
      near: { lat: 43.7, lon: -79.4 },
    });
    expect(aws.calls('geo-places:Geocode')[0]?.input.BiasPosition).toEqual([-79.4, 43.7]);
  });

  it('answers invalid input when the location cannot be geocoded', async () => {
    aws.on('geo-places:Geocode', () => ({ ResultItems: [] }));
    await expect(
      places.searchText({ query: 'q', location: 'Nowhere', radiusMiles: 5 }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });

  it('suggests place labels with Autocomplete', async () => {
    aws.on('geo-places:Autocomplete', () => autocompleteToro);
    const suggestions = await places.suggest('Toro', { near: { lat: 43.7, lon: -79.4 }, limit: 5 });
    expect(suggestions.map((s) => s.displayName)).toEqual([
      'Toronto, ON, Canada',
      'Toronto, OH, United States',
    ]);
    expect(aws.calls('geo-places:Autocomplete')[0]?.input).toMatchObject({
      QueryText: 'Toro',
      MaxResults: 5,
      BiasPosition: [-79.4, 43.7],
    });
  });

  it('reverse-geocodes a position to its label', async () => {
    aws.on('geo-places:ReverseGeocode', () => reverseDowntown);
    expect(await places.reverse(43.6532, -79.3832)).toEqual({
      displayName: 'Queen St W, Toronto, ON M5H, Canada',
      lat: 43.6532,
      lon: -79.3832,
    });
    expect(aws.calls('geo-places:ReverseGeocode')[0]?.input.QueryPosition).toEqual([-79.3832, 43.6532]);
  });
});
