import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { meSpeakEngine } from '#functions/adapters/local/tts/engines';
import { createRecordingRenderer } from '#functions/adapters/local/tts/render';
import { createProfile, newResearch } from '../research/engine-fixture';
import { createTestTable } from '../support/table';
import { buildEngine, expectSettledAndChargedOnce, phones } from './fault-harness';

describe('recordings spoken by the mespeak fallback', () => {
  it('records a 25-business research in a worker process while the server keeps answering', async () => {
    const table = await createTestTable('fault-mespeak');
    let recorded = 0;
    const render = createRecordingRenderer(meSpeakEngine());
    const engine = buildEngine(
      table,
      createScriptedModel(),
      {},
      {
        renderRecording: async (turns) => {
          const wav = await render(turns);
          recorded++;
          return wav;
        },
      },
    );
    const userId = await createProfile(table, 100);
    // The event loop stays free while speech is made: a timer never waits behind the synthesiser.
    let lastTick = Date.now();
    let longestStall = 0;
    const ticker = setInterval(() => {
      longestStall = Math.max(longestStall, Date.now() - lastTick - 50);
      lastTick = Date.now();
    }, 50);
    const research = await newResearch(
      engine.deps,
      userId,
      phones(25, '416555'),
      'What does a weekly swim class cost?',
    );
    await engine.workflow.settled(research.id);
    clearInterval(ticker);
    const { completed } = await expectSettledAndChargedOnce(table, research.id, userId, 100);
    expect(completed.length).toBeGreaterThan(10);
    expect(recorded).toBe(completed.length);
    expect(completed.every((call) => typeof call.recordingKey === 'string')).toBe(true);
    // Synthesis on the server's thread would block it for a whole turn: a 15-second turn takes
    // mespeak about a second on this machine. Reading a call's answers (on the thread) blocks it
    // for up to ~0.4 s when the machine is busy, so the bound sits between the two.
    expect(longestStall).toBeLessThan(750);
  }, 600_000);
});
