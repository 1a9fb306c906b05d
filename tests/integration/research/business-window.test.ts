import { describe, expect, it } from 'vitest';
import { createResearch } from '#functions/core/research/create-research';
import { stopResearch } from '#functions/core/research/stop-research';
import { type PlaceResult, type Places, WEEKDAYS } from '#functions/ports/places';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork } from './engine-fixture';

const HOUR = 3_600_000;

const place = (i: number, extra: Partial<PlaceResult>): PlaceResult => ({
  placeId: `p${i}`,
  name: `Swim School ${i}`,
  address: `${i} Main St`,
  phone: `+1416555720${i}`,
  rating: null,
  ratingCount: null,
  lat: 43.65,
  lon: -79.38,
  category: 'swim school',
  ...extra,
});

describe('calling window per business', () => {
  it("stores the directory's time zone and hours on the call and waits for the business to open", async () => {
    const table = await createTestTable('bizwindow');
    // UTC+14 all year: the business's day starts 14 h before the UTC day does.
    const zone = 'Etc/GMT-14';
    const local = new Date(Date.now() + 14 * HOUR);
    const openDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 3));
    const weekday = WEEKDAYS[openDay.getUTCDay()] as (typeof WEEKDAYS)[number];
    const hours = { [weekday]: [{ open: '00:00', close: '24:00' }] };
    const places: Places = {
      searchText: async () => [place(1, { timeZone: zone, openingHours: hours }), place(2, {})],
      suggest: async () => [],
      reverse: async () => null,
    };
    const network = fakeNetwork({ '+14165557202': { outcome: 'no_answer' } });
    const { engine, deps } = createEngine(table, network, {
      places,
      config: { callingWindow: { start: 0, end: 24 * 60 }, callingTimeZone: 'UTC' },
    });
    const userId = await createProfile(table, 30);
    const research = await createResearch(deps, userId, {
      query: 'Prices?',
      location: 'Toronto',
      radiusMiles: 5,
    });
    for (let i = 0; i < 50 && network.placed.length === 0; i++)
      await new Promise((done) => setTimeout(done, 50));

    const calls = await deps.calls.listByResearch(research.id);
    const closed = calls.find((c) => c.businessPhone === '+14165557201');
    expect(closed).toMatchObject({ status: 'waiting_window', timeZone: zone, openingHours: hours });
    expect(closed?.waitUntil).toBe(new Date(openDay.getTime() - 14 * HOUR).toISOString());
    expect(network.placed).toEqual(['+14165557202']);
    await stopResearch(deps, userId, research.id);
    await engine.workflow.settled(research.id);
  });
});
