import { describe, expect, it } from 'vitest';
import { parseWav } from '#functions/adapters/local/tts/wav';
import { speechChunks, workerSpeechEngine } from '#functions/adapters/local/tts/worker-engine';

const engine = (timeoutMs = 2000) =>
  workerSpeechEngine({
    script: new URL('./fixtures/scripted-speech-worker.mjs', import.meta.url),
    voices: { agent: {}, business: {} },
    timeoutMs,
  });
const spoken = async (wav: Promise<Uint8Array>) => parseWav(await wav).samples.length;

describe('speech in a worker process', () => {
  it('splits long lines at sentence ends and spaces into short chunks', () => {
    expect(speechChunks('Hello there. How much is it?')).toEqual(['Hello there.', 'How much is it?']);
    const long = `${'word '.repeat(100)}end.`;
    const chunks = speechChunks(long, 50);
    expect(chunks.every((c) => c.length <= 50)).toBe(true);
    expect(chunks.join(' ')).toBe(long.trim());
    expect(speechChunks('x'.repeat(120), 50)).toEqual(['x'.repeat(50), 'x'.repeat(50), 'x'.repeat(20)]);
  });

  it('speaks a long line chunk by chunk into one WAV', async () => {
    const speak = engine();
    const line = `${'a'.repeat(150)}. ${'b'.repeat(100)}.`;
    expect(await spoken(speak(line, 'agent'))).toBe(151 + 101);
  });

  it('starts a fresh worker after one stops, throws, answers an error or hangs', async () => {
    const speak = engine(3000);
    for (const poison of ['crash', 'throw', 'fail', 'hang']) {
      await expect(speak(poison, 'business')).rejects.toThrow();
      expect(await spoken(speak('Still here.', 'agent'))).toBe('Still here.'.length);
    }
  }, 30_000);

  it('speaks lines one after another even when asked in parallel', async () => {
    const speak = engine();
    const lines = ['One.', 'Two two.', 'crash', 'Three three three.'];
    const results = await Promise.allSettled(lines.map((line) => spoken(speak(line, 'agent'))));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([4, 8, 'failed', 18]);
  });
});
