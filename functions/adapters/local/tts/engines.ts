import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createProcessPool } from './process-pool';

/** One of the two voices of a call. */
export type Speaker = 'agent' | 'business';

/** Speaks one line as a WAV file. */
export type SpeechEngine = (text: string, speaker: Speaker) => Promise<Uint8Array>;

const ESPEAK_VOICES: Record<Speaker, string[]> = {
  agent: ['-v', 'en-us+f3', '-p', '60', '-s', '165'],
  business: ['-v', 'en-gb+m3', '-p', '35', '-s', '175'],
};

/** Whether espeak-ng can be run here. */
export function hasEspeakNg(binary = 'espeak-ng'): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(binary, ['--version'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

/**
 * espeak-ng, fed on standard input so no text is ever read as an option. At most one process
 * per core runs at a time: 25 calls ending together would otherwise start hundreds at once.
 */
export function espeakNgEngine(binary = 'espeak-ng', processes = availableParallelism()): SpeechEngine {
  const pool = createProcessPool(processes);
  return (text, speaker) => pool(() => speakWithEspeak(binary, text, speaker));
}

function speakWithEspeak(binary: string, text: string, speaker: Speaker): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...ESPEAK_VOICES[speaker], '--stdout'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(new Uint8Array(Buffer.concat(chunks)))
        : reject(new Error(`espeak-ng exited ${code}`)),
    );
    child.stdin.end(text);
  });
}

interface MeSpeak {
  loadConfig(config: unknown): void;
  loadVoice(voice: unknown): void;
  speak(text: string, options: Record<string, unknown>): ArrayLike<number> | null;
}

const MESPEAK_VOICES: Record<Speaker, Record<string, unknown>> = {
  agent: { voice: 'en/en-us', pitch: 70, speed: 165, variant: 'f3' },
  business: { voice: 'en/en-rp', pitch: 30, speed: 175, variant: 'm3' },
};

let meSpeak: MeSpeak | null = null;

function loadMeSpeak(): MeSpeak {
  if (meSpeak) return meSpeak;
  const require = createRequire(import.meta.url);
  const loaded = require('mespeak') as MeSpeak;
  loaded.loadConfig(require('mespeak/src/mespeak_config.json'));
  loaded.loadVoice(require('mespeak/voices/en/en-us.json'));
  loaded.loadVoice(require('mespeak/voices/en/en-rp.json'));
  meSpeak = loaded;
  return loaded;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The pure-JavaScript eSpeak port from npm, used when espeak-ng is not installed. It synthesises
 * synchronously, so lines are queued one at a time with a turn of the event loop between them.
 */
export function meSpeakEngine(): SpeechEngine {
  return (text, speaker) => {
    const run = queue.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const audio = loadMeSpeak().speak(text, { ...MESPEAK_VOICES[speaker], rawdata: 'array' });
      if (!audio) throw new Error('mespeak produced no audio');
      return Uint8Array.from(audio);
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
