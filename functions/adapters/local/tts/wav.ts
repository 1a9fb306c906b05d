/** Minimal PCM WAV reading, resampling and writing (mono, 16-bit). */

export const TARGET_RATE = 16_000;

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/** Reads a 16-bit PCM WAV (any channel count, first channel kept); tolerates streamed sizes. */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      sampleRate = view.getUint32(offset + 12, true);
      if (view.getUint16(offset + 22, true) !== 16) throw new Error('Only 16-bit WAV is supported');
    } else if (id === 'data') {
      const end = Math.min(bytes.length, offset + 8 + size);
      const frames = Math.floor((end - offset - 8) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(offset + 8 + i * 2 * channels, true);
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** Whole seconds of audio in a WAV file, or null when the bytes are not one. */
export function wavSeconds(bytes: Uint8Array): number | null {
  try {
    const pcm = parseWav(bytes);
    return pcm.sampleRate > 0 ? Math.round(pcm.samples.length / pcm.sampleRate) : null;
  } catch {
    return null;
  }
}

/** Linear-interpolation resampling to `rate`. */
export function resample(pcm: Pcm, rate = TARGET_RATE): Int16Array {
  if (pcm.sampleRate === rate) return pcm.samples;
  const ratio = pcm.sampleRate / rate;
  const out = new Int16Array(Math.floor(pcm.samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const pos = i * ratio;
    const j = Math.floor(pos);
    const a = pcm.samples[j] ?? 0;
    const b = pcm.samples[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (pos - j));
  }
  return out;
}

/** Writes mono 16-bit PCM as a WAV file. */
export function encodeWav(samples: Int16Array, rate = TARGET_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  // WAV samples are little-endian, as the machine's own: one copy rather than a write per sample
  // (a three-minute call is three million samples, and the server answers meanwhile).
  if (LITTLE_ENDIAN) bytes.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength), 44);
  else for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i]!, true);
  return bytes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
