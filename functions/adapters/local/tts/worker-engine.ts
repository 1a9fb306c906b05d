import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Speaker, SpeechEngine } from './speech-engine';
import { encodeWav, parseWav } from './wav';

/** Longest piece of text given to the synthesiser at once; longer lines are split. */
const MAX_CHUNK_CHARS = 160;
const CHUNK_TIMEOUT_MS = 30_000;
/**
 * A worker is replaced after this many chunks: mespeak's fixed heap fills up over many lines, then
 * it reads its dictionary wrong ("Bad data en_dict") and allocates until the process runs out of
 * memory.
 */
const CHUNKS_PER_WORKER = 30;
const WORKER_HEAP_MB = 192;

/** Splits text at sentence ends, then at spaces, into pieces of at most `max` characters. */
export function speechChunks(text: string, max = MAX_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  for (const sentence of text.match(/[^.!?]+[.!?]*\s*/g) ?? []) {
    let rest = sentence.trim();
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > 0 ? cut : max;
      chunks.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) chunks.push(rest);
  }
  return chunks;
}

export interface WorkerEngineOptions {
  /** The worker script: answers the IPC message `{ id, text, voice }` with `{ id, wav }` or `{ id, error }`. */
  script: URL;
  /** What the worker is told per speaker (voice, pitch, speed). */
  voices: Record<Speaker, Record<string, unknown>>;
  timeoutMs?: number;
}

type Reply = { id: number; wav?: Uint8Array; error?: string };

/**
 * A speech engine whose synthesiser runs in a worker process with its own heap limit, one chunk of
 * text at a time. A process, not a thread: V8 ends the whole process when a thread's heap runs out
 * (measured with mespeak), so only a separate process keeps the server safe. A worker that throws,
 * exits, runs out of memory or takes too long is killed and the chunk tried once more on a fresh one.
 */
export function workerSpeechEngine(options: WorkerEngineOptions): SpeechEngine {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  let worker: ChildProcess | null = null;
  let served = 0;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const retire = (ended: ChildProcess) => {
    if (worker === ended) worker = null;
    ended.kill('SIGKILL');
  };

  function current(): ChildProcess {
    if (worker && served >= CHUNKS_PER_WORKER) retire(worker);
    if (!worker) {
      worker = fork(fileURLToPath(options.script), [], {
        execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      // Neither the process nor its channel keeps the server running.
      worker.unref();
      worker.channel?.unref();
      served = 0;
    }
    served++;
    return worker;
  }

  function speakChunk(text: string, speaker: Speaker): Promise<Uint8Array> {
    const w = current();
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const settle = (error: Error | null, wav?: Uint8Array) => {
        clearTimeout(timer);
        w.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (error) {
          retire(w);
          reject(error);
        } else resolve(wav as Uint8Array);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        settle(reply.wav ? null : new Error(reply.error ?? 'The speech worker sent no audio'), reply.wav);
      };
      const onError = (error: Error) => settle(error);
      const onExit = (code: number | null) =>
        settle(new Error(`The speech worker stopped (exit code ${code ?? 'none'})`));
      const timer = setTimeout(() => settle(new Error('The speech worker took too long')), timeoutMs);
      w.on('message', onMessage).on('error', onError).on('exit', onExit);
      w.send({ id, text, voice: options.voices[speaker] });
    });
  }

  async function speakLine(text: string, speaker: Speaker): Promise<Uint8Array> {
    const parts: Int16Array[] = [];
    let rate = 0;
    for (const chunk of speechChunks(text)) {
      const wav = await speakChunk(chunk, speaker).catch(() => speakChunk(chunk, speaker));
      const pcm = parseWav(wav);
      rate = pcm.sampleRate;
      parts.push(pcm.samples);
    }
    if (parts.length === 0) throw new Error('Nothing to speak');
    const all = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const part of parts) {
      all.set(part, offset);
      offset += part.length;
    }
    return encodeWav(all, rate);
  }

  return (text, speaker) => {
    const run = queue.then(() => speakLine(text, speaker));
    queue = run.catch(() => undefined);
    return run;
  };
}
