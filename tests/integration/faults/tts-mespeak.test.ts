import { createRequire } from 'node:module';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { meSpeakEngine } from '#functions/adapters/local/tts/engines';
import { createRecordingRenderer } from '#functions/adapters/local/tts/render';
import { createProfile, newResearch } from '../research/engine-fixture';
import { createTestTable } from '../support/table';
import { buildEngine, expectSettledAndChargedOnce, phones } from './fault-harness';

describe('recordings spoken by the mespeak fallback', () => {
  it('records a 25-business research with speech made in worker processes, off the thread of the server', async () => {
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
    const research = await newResearch(
      engine.deps,
      userId,
      phones(25, '416555'),
      'What does a weekly swim class cost?',
    );
    await engine.workflow.settled(research.id);
    const { completed } = await expectSettledAndChargedOnce(table, research.id, userId, 100);
    expect(completed.length).toBeGreaterThan(10);
    expect(recorded).toBe(completed.length);
    expect(completed.every((call) => typeof call.recordingKey === 'string')).toBe(true);
    // Synthesis ran in the worker processes, never on the server's thread, which it would hold for
    // a whole turn at a time (a 15-second turn takes mespeak about a second): mespeak was never
    // loaded in this process.
    const require = createRequire(import.meta.url);
    expect(Object.keys(require.cache).filter((path) => path.includes(`${sep}mespeak${sep}`))).toEqual([]);
  }, 600_000);
});
