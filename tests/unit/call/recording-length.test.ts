import { describe, expect, it } from 'vitest';
import { encodeWav, wavSeconds } from '#functions/adapters/local/tts/wav';

describe('the length of a simulated recording', () => {
  it('is read from the WAV itself, so the call reports what the player plays', () => {
    expect(wavSeconds(encodeWav(new Int16Array(16_000 * 83), 16_000))).toBe(83);
    expect(wavSeconds(new TextEncoder().encode('not audio'))).toBeNull();
  });
});
