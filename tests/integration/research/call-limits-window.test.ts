import { describe, expect, it } from 'vitest';
import { createDynamoCallLimits } from '#functions/adapters/aws/dynamo/call-limits';
import type { CallClaim } from '#functions/ports/call-limits';
import { createTestTable } from '../support/table';

const rules = { dailyCallLimit: 50, businessDailyCallLimit: 2 };
const T0 = Date.parse('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const claim = (callId: string, userId: string, createdAt: string): CallClaim => ({
  callId,
  userId,
  phone: '+14165553001',
  createdAt,
  perNumber: true,
  capped: true,
});

describe('calling limit windows', () => {
  it('holds a number for the account for 24 hours, then frees it', async () => {
    const limits = createDynamoCallLimits(await createTestTable('window-number'));
    expect(await limits.claim([claim('c1', 'u1', at(0))], rules)).toEqual({ ok: true, refused: [] });
    const later = await limits.claim([claim('c2', 'u1', at(25))], rules);
    expect(later).toEqual({
      ok: true,
      refused: [{ callId: 'c2', phone: '+14165553001', reason: 'called_recently', freeAt: at(24 * 60) }],
    });
    expect(await limits.claim([claim('c3', 'u1', at(24 * 60 - 1))], rules)).toMatchObject({
      refused: [{ reason: 'called_recently' }],
    });
    expect(await limits.claim([claim('c4', 'u1', at(24 * 60))], rules)).toEqual({ ok: true, refused: [] });
  });

  it('keeps the service-wide cap for 24 hours across accounts', async () => {
    const limits = createDynamoCallLimits(await createTestTable('window-cap'));
    await limits.claim([claim('a', 'u1', at(0))], rules);
    await limits.claim([claim('b', 'u2', at(1))], rules);
    expect(await limits.claim([claim('c', 'u3', at(30))], rules)).toMatchObject({
      refused: [{ reason: 'business_cap', freeAt: at(24 * 60) }],
    });
    expect(await limits.claim([claim('d', 'u3', at(24 * 60))], rules)).toEqual({ ok: true, refused: [] });
    await limits.release({ callId: 'b', userId: 'u2', phone: '+14165553001', createdAt: at(1) });
    expect(await limits.claim([claim('e', 'u4', at(24 * 60 + 1))], rules)).toEqual({ ok: true, refused: [] });
  });

  it('says when a capped number has a place again: the earliest held place, until it expires or is given back', async () => {
    const limits = createDynamoCallLimits(await createTestTable('window-free-at'));
    const number = '+14165553001';
    const freeAt = (minutes: number) => limits.capFreeAt([number, '+14165553999'], 2, new Date(at(minutes)));
    await limits.claim([claim('a', 'u1', at(0))], rules);
    expect(await freeAt(5)).toEqual(
      new Map([
        [number, null],
        ['+14165553999', null],
      ]),
    );
    await limits.claim([claim('b', 'u2', at(10))], rules);
    expect((await freeAt(30)).get(number)).toBe(at(24 * 60));
    expect((await freeAt(24 * 60)).get(number)).toBeNull();
    await limits.release({ callId: 'a', userId: 'u1', phone: number, createdAt: at(0) });
    expect((await freeAt(30)).get(number)).toBeNull();
  });

  it('counts the daily limit per UTC day and gives a released call back', async () => {
    const limits = createDynamoCallLimits(await createTestTable('window-day'));
    const small = { dailyCallLimit: 2, businessDailyCallLimit: 5 };
    const call = (id: string, minutes: number): CallClaim => ({
      ...claim(id, 'u1', at(minutes)),
      phone: `+1416555${3100 + Number(id.slice(1))}`,
    });
    expect(await limits.claim([call('n1', 0), call('n2', 1)], small)).toEqual({ ok: true, refused: [] });
    expect(await limits.claim([call('n3', 2)], small)).toEqual({
      ok: false,
      placedToday: 2,
      resetsAt: '2026-03-03T00:00:00.000Z',
    });
    await limits.release({ callId: 'n2', userId: 'u1', phone: '+14165553102', createdAt: at(1) });
    await limits.release({ callId: 'n2', userId: 'u1', phone: '+14165553102', createdAt: at(1) });
    expect(await limits.claim([call('n3', 2)], small)).toEqual({ ok: true, refused: [] });
    expect(await limits.claim([call('n4', 3)], small)).toMatchObject({ ok: false, placedToday: 2 });
    // 14:00 UTC the next day is a new day.
    expect(await limits.claim([call('n5', 28 * 60)], small)).toEqual({ ok: true, refused: [] });
  });
});
