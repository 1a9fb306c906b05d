import type { TranscriptTurn } from '#shared/contracts/research';
import { espeakNgEngine, hasEspeakNg, meSpeakEngine, type SpeechEngine } from './engines';
import { encodeWav, parseWav, resample, TARGET_RATE } from './wav';

/** The pause before the first words, and between turns whose speech runs past the next turn's time. */
const MIN_GAP_SECONDS = 0.3;

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
 * business in two distinct voices, each turn starting at its time in the transcript (a hold is
 * silence as long as the hold), so the call's length and a quote's place in the recording are those
 * of the transcript. Speech that runs past the next turn's time pushes that turn back.
 */
export function createRecordingRenderer(engine: SpeechEngine) {
  return async function renderRecording(turns: TranscriptTurn[]): Promise<Uint8Array> {
    const spoken = await Promise.all(
      turns.map(async (turn) => resample(parseWav(await engine(turn.text, turn.speaker)), TARGET_RATE)),
    );
    const parts: Int16Array[] = [];
    let written = 0;
    spoken.forEach((samples, i) => {
      const start = Math.max(turns[i]!.at, written + MIN_GAP_SECONDS);
      parts.push(new Int16Array(Math.round((start - written) * TARGET_RATE)), samples);
      written = start + samples.length / TARGET_RATE;
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
