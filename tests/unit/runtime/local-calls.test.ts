import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { createSimulatedPhoneNetwork } from '#functions/adapters/local/phone-network/phone-network';
import { createConverse } from '#functions/core/call/converse';
import { createExtractCall } from '#functions/core/call/extract';
import type { CallEnded } from '#functions/ports/telephony';
import { createLanguageModel } from '#functions/runtime/language-model';
import { createLocalCallMedia } from '#functions/runtime/local-calls';
import { localSettingsSchema } from '#functions/runtime/local-settings';
import { parseSettings } from '#functions/runtime/settings';
import { createMemoryConversation } from '../call/support/memory-conversation';

const QUESTION = 'How much are swim lessons?';

describe('local call pipeline', () => {
  it('calls a simulated business, records a playable WAV, extracts and visualizes the answer', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'calls-'));
    const settings = parseSettings(localSettingsSchema, { DATA_DIR: dataDir, SIMULATION_SPEED: '100000' });
    const media = createLocalCallMedia(settings);
    const model = createLanguageModel(settings);
    const memory = createMemoryConversation();
    const ended: CallEnded[] = [];
    const network = createSimulatedPhoneNetwork({
      conversation: memory.store,
      converse: createConverse({ store: memory.store, model }),
      recordings: media.recordings,
      renderRecording: media.renderRecording,
      onCallEnded: (e) => void ended.push(e),
      speed: media.speed,
    });
    let to = '';
    for (let i = 0; !to; i++) {
      if (personaFor(`+1289555${1000 + i}`, 'Sunny Swim').line === 'answers') to = `+1289555${1000 + i}`;
    }
    memory.add({ callId: 'c1', question: QUESTION, businessName: 'Sunny Swim' });

    await network.placeCall({ callId: 'c1', researchId: 'r1', to, businessName: 'Sunny Swim' });
    await network.idle();

    expect(ended[0]).toMatchObject({ outcome: 'answered', recordingKey: 'calls/r1/c1.wav' });
    const { url } = await media.recordings.signedUrl('calls/r1/c1.wav', 60);
    const route = media.localRoutes[0]!;
    const server = createServer(
      (req, res) => void route.handle(req, res, new URL(req.url ?? '/', 'http://x')),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`);
      const wav = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
      expect(wav.length).toBeGreaterThan(16000 * 2 * 5);
    } finally {
      server.close();
    }
    const extraction = await createExtractCall({ model })({
      callId: 'c1',
      businessName: 'Sunny Swim',
      question: QUESTION,
      asks: [{ key: 'price', label: QUESTION, kind: 'money' }],
      turns: memory.turns('c1'),
      currency: 'USD',
      referenceDate: new Date(),
    });
    expect(extraction.extractedData.price).toMatch(/\$\d+/);
    const visualization = await media.visualize({
      businessName: 'Sunny Swim',
      extractedData: extraction.extractedData,
    });
    expect(['bar', 'comparison', 'table']).toContain(visualization.type);
  }, 30_000);
});
