import { createSimulatedPhoneNetwork } from '#functions/adapters/local/phone-network/phone-network';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createConverse } from '#functions/core/call/converse';
import type { Recordings } from '#functions/ports/recordings';
import type { CallEnded } from '#functions/ports/telephony';
import { createMemoryConversation } from './memory-conversation';

/** In-memory recordings for tests. */
function createMemoryRecordings() {
  const files = new Map<string, Uint8Array>();
  const recordings: Recordings = {
    put: async (key, audio) => void files.set(key, audio),
    exists: async (key) => files.has(key),
    signedUrl: async (key) => ({ url: `/r/${key}`, expiresAt: new Date() }),
    delete: async (key) => void files.delete(key),
  };
  return { recordings, files };
}

/** The real network, converse and scripted model on in-memory stores, at a given speed. */
export function createCallHarness(speed = 1e6) {
  const memory = createMemoryConversation();
  const { recordings, files } = createMemoryRecordings();
  const ended: CallEnded[] = [];
  const model = createScriptedModel();
  const network = createSimulatedPhoneNetwork({
    conversation: memory.store,
    converse: createConverse({ store: memory.store, model }),
    recordings,
    renderRecording: async (turns) => new TextEncoder().encode(turns.map((t) => t.text).join('\n')),
    onCallEnded: (event) => void ended.push(event),
    speed,
  });
  return { memory, network, ended, files, model };
}
