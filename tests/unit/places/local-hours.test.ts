import { describe, expect, it } from 'vitest';
import type { City } from '#functions/adapters/local/directory/gazetteer';
import { hoursOfPlace, zoneOfCity } from '#functions/adapters/local/directory/local-hours';

const city = (country: string, region: string, lon: number): City => ({
  id: 1,
  name: 'Somewhere',
  key: 'somewhere',
  country,
  region,
  population: 1000,
  lat: 0,
  lon,
});

describe('time zone and hours of the local directory', () => {
  it('gives a city the zone of its province or state, else one from its longitude', () => {
    expect(zoneOfCity(city('CA', 'ON', -79.4))).toBe('America/Toronto');
    expect(zoneOfCity(city('US', 'TX', -97.7))).toBe('America/Chicago');
    expect(zoneOfCity(city('GB', 'ENG', -0.1))).toBe('Europe/London');
    expect(zoneOfCity(city('KE', '05', 36.8))).toBe('Etc/GMT-2');
  });

  it('gives each place the same plausible hours every time, open on weekdays', () => {
    const hours = hoursOfPlace('dir-abc123');
    expect(hoursOfPlace('dir-abc123')).toEqual(hours);
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
      const [interval] = hours[day] ?? [];
      expect(interval?.open).toMatch(/^(08|09|10):(00|30)$/);
      expect(interval?.close).toMatch(/^(17|18|19|20|21):00$/);
    }
  });
});
