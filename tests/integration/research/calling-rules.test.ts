import { describe, expect, it } from 'vitest';
import { nextCallingTime, parseCallingWindow } from '#functions/core/research/calling-window';
import { stopResearch } from '#functions/core/research/stop-research';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, newResearch } from './engine-fixture';

describe('calling rules', () => {
  it('honours the do-not-call list at Prepare: the number is never dialled nor charged', async () => {
    const table = await createTestTable('dnc');
    const network = fakeNetwork({
      '+14165557001': { outcome: 'answered', price: 10 },
      '+14165557002': { outcome: 'answered', price: 10 },
    });
    const { engine, deps } = createEngine(table, network, { config: { doNotCall: ['+14165557002'] } });
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, ['+14165557001', '+14165557002']);
    await engine.workflow.settled(research.id);
    expect(network.placed).toEqual(['+14165557001']);
    const calls = await deps.calls.listByResearch(research.id);
    const blocked = calls.find((c) => c.businessPhone === '+14165557002');
    expect(blocked).toMatchObject({ status: 'cancelled', charged: false });
    expect(blocked?.errorMessage).toMatch(/do-not-call/);
    expect(await creditsOf(table, userId)).toEqual({ credits: 27, reserved: 0 });
  });

  it('holds calls outside the calling window in the Wait state, without dialling', async () => {
    const table = await createTestTable('window');
    const network = fakeNetwork({ '+14165557101': { outcome: 'answered' } });
    const hour = new Date().getUTCHours();
    const closed = { start: ((hour + 2) % 22) * 60, end: ((hour + 2) % 22) * 60 + 60 };
    const { engine, deps } = createEngine(table, network, { config: { callingWindow: closed } });
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, ['+14165557101']);
    await new Promise((done) => setTimeout(done, 500));
    const [call] = await deps.calls.listByResearch(research.id);
    expect(call?.status).toBe('waiting_window');
    expect(new Date(call?.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(network.placed).toEqual([]);
    await stopResearch(deps, userId, research.id);
    await engine.workflow.settled(research.id);
    expect(network.placed).toEqual([]);
    expect(await creditsOf(table, userId)).toEqual({ credits: 30, reserved: 0 });
  });

  it('computes the next opening of the window in its time zone', () => {
    const window = parseCallingWindow('09:00-20:00');
    expect(nextCallingTime(window, new Date('2026-01-05T12:00:00Z'), 'UTC')).toBeNull();
    expect(nextCallingTime(window, new Date('2026-01-05T21:30:00Z'), 'UTC')?.toISOString()).toBe(
      '2026-01-06T09:00:00.000Z',
    );
    // 07:00 in Toronto (UTC-5 in January) waits two hours.
    expect(nextCallingTime(window, new Date('2026-01-05T12:00:00Z'), 'America/Toronto')?.toISOString()).toBe(
      '2026-01-05T14:00:00.000Z',
    );
    expect(() => parseCallingWindow('9am-5pm')).toThrow();
    expect(parseCallingWindow('')).toBeNull();
  });

  it('redirects every call to the sample number in test mode and says so on the call record', async () => {
    const table = await createTestTable('testmode');
    const network = fakeNetwork({ '+15555550100': { outcome: 'voicemail' } });
    const { engine, deps } = createEngine(table, network, {
      config: { useSamplePhone: true, sampleDestinationPhone: '+15555550100' },
    });
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, ['+14165557201', '+14165557202']);
    await engine.workflow.settled(research.id);
    expect(network.placed).toEqual(['+15555550100', '+15555550100']);
    const calls = await deps.calls.listByResearch(research.id);
    expect(calls.every((c) => c.testMode && c.dialedPhone === '+15555550100')).toBe(true);
    expect(calls.map((c) => c.businessPhone).sort()).toEqual(['+14165557201', '+14165557202']);
    expect((await deps.researches.get(research.id))?.status).toBe('failed');
  });
});
