import type { TranscriptTurn } from '#shared/contracts/research';
import { espeakNgEngine, hasEspeakNg, meSpeakEngine, type SpeechEngine } from './engines';
import { encodeWav, parseWav, resample, TARGET_RATE } from './wav';

const MIN_GAP_SECONDS = 0.3;
const MAX_GAP_SECONDS = 1.5;

export type TtsEngineName = 'auto' | 'espeak-ng' | 'mespeak';

/** Picks espeak-ng when it runs here, else mespeak (or the named engine). */
async function chooseSpeechEngine(name: TtsEngineName = 'auto'): Promise<SpeechEngine> {
  if (name === 'mespeak') return meSpeakEngine();
  if (name === 'espeak-ng' || (await hasEspeakNg())) return espeakNgEngine();
  return meSpeakEngine();
}

/** A speech engine chosen on first use (so building the runtime stays synchronous). */
export function lazySpeechEngine(name: TtsEngineName = 'auto'): SpeechEngine {
  let chosen: Promise<SpeechEngine> | null = null;
  return (text, speaker) => {
    chosen ??= chooseSpeechEngine(name);
    return chosen.then((engine) => engine(text, speaker));
  };
}

/**
 * Builds `renderRecording(turns)`: one 16 kHz mono 16-bit WAV of the call, the agent and the
 * business in two distinct voices, pauses as in the call but capped so holds stay short.
 */
export function createRecordingRenderer(engine: SpeechEngine) {
  return async function renderRecording(turns: TranscriptTurn[]): Promise<Uint8Array> {
    const spoken = await Promise.all(
      turns.map(async (turn) => resample(parseWav(await engine(turn.text, turn.speaker)), TARGET_RATE)),
    );
    const parts: Int16Array[] = [];
    let previousEnd = 0;
    spoken.forEach((samples, i) => {
      const gap = Math.min(MAX_GAP_SECONDS, Math.max(MIN_GAP_SECONDS, turns[i]!.at - previousEnd));
      parts.push(new Int16Array(Math.round((i === 0 ? MIN_GAP_SECONDS : gap) * TARGET_RATE)), samples);
      previousEnd = turns[i]!.at + samples.length / TARGET_RATE;
    });
    const total = parts.reduce((n, p) => n + p.length, 0);
    const all = new Int16Array(total);
    let offset = 0;
    for (const part of parts) {
      all.set(part, offset);
      offset += part.length;
    }
    return encodeWav(all, TARGET_RATE);
  };
}
