import { describe, expect, it } from 'vitest';
import type { ResearchDeps } from '#functions/core/research/deps';
import { placeCall } from '#functions/workflow/place-call';
import { countWaves } from '../support/count-waves';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork, newResearch } from './engine-fixture';

describe('PlaceCall cost', () => {
  it('dials after at most four sequential table round trips (research and call; slot query beside the caller; slot put; claim), not six', async () => {
    const table = await createTestTable('place-call-waves');
    const network = fakeNetwork({ '+14165550101': { outcome: 'answered' } });
    const { deps } = createEngine(table, network);
    // The research is created with a workflow that does not run, so PlaceCall is run here alone.
    const quiet: ResearchDeps = {
      ...deps,
      workflow: { ...deps.workflow, start: async () => ({ executionId: 'not-run' }) },
    };
    const userId = await createProfile(table, 30);
    const research = await newResearch(quiet, userId, ['+14165550101']);
    const [call] = await deps.calls.listByResearch(research.id);
    if (!call) throw new Error('the research has no call');

    const waves = countWaves(table.doc as never);
    let wavesAtDial = -1;
    const dialing: ResearchDeps = {
      ...quiet,
      telephony: {
        ...deps.telephony,
        placeCall: async (request) => {
          wavesAtDial = waves.waves;
          return deps.telephony.placeCall(request);
        },
      },
    };
    await placeCall(dialing, { researchId: research.id, callId: call.id, taskToken: 'token-1' });
    expect(wavesAtDial).toBeGreaterThanOrEqual(3);
    expect(wavesAtDial).toBeLessThanOrEqual(4);
    expect(network.placed).toEqual(['+14165550101']);
    expect((await deps.calls.get(research.id, call.id))?.status).toBe('dialing');
    network.kill();
  });
});
