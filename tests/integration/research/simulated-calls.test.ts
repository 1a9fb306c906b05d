import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createResearch } from '#functions/core/research/create-research';
import { getCallRecord, listCalls } from '#functions/core/research/queries';
import { systemClock } from '#functions/ports/clock';
import type { MailMessage } from '#functions/ports/mailer';
import type { Recordings } from '#functions/ports/recordings';
import { createLocalResearch } from '#functions/runtime/local-research';
import { createTestTable } from '../support/table';
import { createProfile, creditsOf, ledgerOf, testConfig } from './engine-fixture';

function memoryRecordings(): Recordings & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put: async (key, audio) => void files.set(key, audio),
    exists: async (key) => files.has(key),
    signedUrl: async (key) => ({ url: `/recordings/${key}`, expiresAt: new Date(Date.now() + 60_000) }),
    delete: async (key) => void files.delete(key),
  };
}

describe('a research over the simulated phone network and the scripted model', () => {
  it('calls 5 numbers end to end: answered calls are transcribed, recorded, extracted and charged', async () => {
    const table = await createTestTable('simulated');
    const recordings = memoryRecordings();
    const mail: MailMessage[] = [];
    const { engine, network } = createLocalResearch({
      table,
      config: testConfig(),
      model: createScriptedModel(),
      mailer: { send: async (m) => void mail.push(m) },
      places: { searchText: async () => [], suggest: async () => [], reverse: async () => null },
      clock: systemClock,
      recordings,
      renderRecording: async (turns) => new TextEncoder().encode(turns.map((t) => t.text).join('\n')),
      speed: 600,
    });
    const userId = await createProfile(table, 60);
    const numbers = ['+14165550111', '+14165550122', '+14165550133', '+14165550144', '+14165550155'];
    const research = await createResearch(engine.deps, userId, {
      query: 'What are your opening hours on Saturday?',
      location: 'Toronto, ON',
      radiusMiles: 5,
      phoneNumbers: numbers,
      businessNames: ['Sunny Swim', 'Blue Pool', 'Aqua Kids', 'Splash Zone', 'Wave Club'],
    });
    await engine.workflow.settled(research.id);
    await network.idle();

    const done = await engine.deps.researches.get(research.id);
    const calls = await listCalls(engine.deps, userId, research.id);
    expect(calls).toHaveLength(5);
    expect(calls.every((c) => !['queued', 'dialing', 'in_progress'].includes(c.status))).toBe(true);
    const answered = calls.filter((c) => c.status === 'completed');
    expect(answered.length).toBeGreaterThan(0);
    expect(done?.completedCalls).toBe(answered.length);
    expect(done?.status).toBe(answered.length > 0 ? 'completed' : 'failed');
    for (const call of answered) {
      const record = await getCallRecord(engine.deps, userId, call.id);
      expect(record.turns.length).toBeGreaterThan(2);
      expect(record.transcript).toMatch(/automated assistant/i);
      expect(call.audioUrl).toBe(`/api/call-records/${call.id}/recording`);
      expect(call.confidenceScore).toBeGreaterThan(0);
      expect(call.extractedData).not.toBeNull();
      expect(call.callDurationSeconds).toBeGreaterThan(0);
    }
    expect(recordings.files.size).toBe(answered.length);
    expect(await creditsOf(table, userId)).toEqual({ credits: 60 - 3 * answered.length, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(answered.length);
    expect(mail).toHaveLength(1);
  });
});
