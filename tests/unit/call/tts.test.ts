import { describe, expect, it } from 'vitest';
import {
  espeakNgEngine,
  hasEspeakNg,
  meSpeakEngine,
  type SpeechEngine,
} from '#functions/adapters/local/tts/engines';
import { createRecordingRenderer } from '#functions/adapters/local/tts/render';
import { parseWav, resample } from '#functions/adapters/local/tts/wav';
import type { TranscriptTurn } from '#shared/contracts/research';

const turns: TranscriptTurn[] = [
  { speaker: 'business', text: 'Sunny Swim School, how can I help?', at: 0 },
  { speaker: 'agent', text: 'Hi, how much are lessons?', at: 3 },
  { speaker: 'business', text: 'Group lessons are $25.', at: 60 },
];

function header(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return {
    riff: new TextDecoder().decode(wav.subarray(0, 4)),
    wave: new TextDecoder().decode(wav.subarray(8, 12)),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    rate: view.getUint32(24, true),
    bits: view.getUint16(34, true),
    dataBytes: view.getUint32(40, true),
  };
}

/** Zero-crossing rate: a rough pitch measure that tells two voices apart. */
function zeroCrossings(samples: Int16Array): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
  return crossings / samples.length;
}

const engines: [string, () => Promise<SpeechEngine | null>][] = [
  ['espeak-ng', async () => ((await hasEspeakNg()) ? espeakNgEngine() : null)],
  ['mespeak', async () => meSpeakEngine()],
];

describe.each(engines)('call recording with %s', (name, make) => {
  it('renders a 16 kHz mono 16-bit WAV in which each turn starts at its time in the transcript', async (ctx) => {
    const engine = await make();
    if (!engine) return ctx.skip(`${name} is not installed`);
    const wav = await createRecordingRenderer(engine)(turns);
    const h = header(wav);
    expect(h).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, rate: 16000, bits: 16 });
    expect(h.dataBytes).toBe(wav.length - 44);
    const samples = resample(parseWav(wav), 16000);
    const seconds = samples.length / 16000;
    // The hold before the last turn (at 60 s) is silence as long as the hold; its words follow it.
    expect(seconds).toBeGreaterThan(60.5);
    expect(seconds).toBeLessThan(70);
    const loud = (from: number, to: number) =>
      samples.subarray(from * 16000, to * 16000).some((sample) => Math.abs(sample) > 500);
    expect(loud(10, 59.9)).toBe(false);
    expect(loud(60, seconds)).toBe(true);
  });

  it('speaks the agent and the business in two distinct voices', async (ctx) => {
    const engine = await make();
    if (!engine) return ctx.skip(`${name} is not installed`);
    const line = 'Thank you for calling, how can I help you today?';
    const agent = resample(parseWav(await engine(line, 'agent')));
    const business = resample(parseWav(await engine(line, 'business')));
    expect(agent.length).toBeGreaterThan(0);
    expect(Buffer.from(agent.buffer).equals(Buffer.from(business.buffer))).toBe(false);
    expect(Math.abs(zeroCrossings(agent) - zeroCrossings(business))).toBeGreaterThan(0.005);
  });
});

describe('espeak-ng detection', () => {
  it('reports a missing binary as unavailable', async () => {
    expect(await hasEspeakNg('/nonexistent/espeak-ng')).toBe(false);
  });
});
