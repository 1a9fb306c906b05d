import { execFile, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createProcessPool } from './process-pool';
import type { Speaker, SpeechEngine } from './speech-engine';
import { workerSpeechEngine } from './worker-engine';

export type { SpeechEngine } from './speech-engine';

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

const MESPEAK_VOICES: Record<Speaker, Record<string, unknown>> = {
  agent: { voice: 'en/en-us', pitch: 70, speed: 165, variant: 'f3' },
  business: { voice: 'en/en-rp', pitch: 30, speed: 175, variant: 'm3' },
};

/**
 * The pure-JavaScript eSpeak port from npm, used when espeak-ng is not installed. It runs in a
 * worker process, fed short chunks and restarted on any failure, so it can never stop the server.
 */
export function meSpeakEngine(): SpeechEngine {
  return workerSpeechEngine({
    script: new URL('./mespeak-worker.mjs', import.meta.url),
    voices: MESPEAK_VOICES,
  });
}
