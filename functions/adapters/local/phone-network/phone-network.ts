import { logger } from '#functions/core/logger';
import type { ConversationStore } from '#functions/ports/call-conversation';
import type { Recordings } from '#functions/ports/recordings';
import type { CallEnded, PlaceCallRequest, Telephony } from '#functions/ports/telephony';
import type { TranscriptTurn } from '#shared/contracts/research';
import { wavSeconds } from '../tts/wav';
import { type CallScript, runCallScript } from './call-script';
import { personaFor } from './persona';

/** What the network needs from the agent: `converse` of functions/core/call/converse.ts. */
type Converse = CallScript['converse'];

export interface SimulatedPhoneNetworkOptions {
  conversation: Pick<ConversationStore, 'getCallContext'>;
  converse: Converse;
  recordings: Recordings;
  /** Renders a call's turns to one audio file (WAV). */
  renderRecording(turns: TranscriptTurn[]): Promise<Uint8Array>;
  /** Called once per call when it is over (the call-ended event). */
  onCallEnded(event: CallEnded): Promise<void> | void;
  /** Simulated seconds per wall-clock second (60: a 2-minute call takes 2 s). */
  speed?: number;
}

/** The simulated network plus what the runtime and tests need to wait for or end calls. */
export interface SimulatedPhoneNetwork extends Telephony {
  /** Resolves when no call is in flight. */
  idle(): Promise<void>;
  /** Hangs up every call in flight (runtime shutdown). */
  hangUpAll(): Promise<void>;
}

interface LiveCall {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * The local `Telephony`: each number plays a deterministic business persona, the agent talks to it
 * through `converse` on a compressed clock, answered calls are recorded, and `onCallEnded` reports
 * every call once.
 */
export function createSimulatedPhoneNetwork(options: SimulatedPhoneNetworkOptions): SimulatedPhoneNetwork {
  const speed = options.speed ?? 60;
  const live = new Map<string, LiveCall>();
  const placed = new Map<string, string>();
  let closing = false;

  async function run(request: PlaceCallRequest, contactId: string, signal: AbortSignal): Promise<void> {
    const base = { callId: request.callId, contactId };
    let event: CallEnded;
    try {
      const context = await options.conversation.getCallContext(request.callId);
      if (!context) throw new Error('No call context for this call');
      const persona = personaFor(request.to, request.businessName);
      const result = await runCallScript({
        persona,
        callId: request.callId,
        converse: options.converse,
        speed,
        signal,
      });
      const recording = result.outcome === 'answered' ? await record(request, options) : null;
      // The call lasts as long as its recording, so the card's duration and the player agree.
      event = {
        ...base,
        outcome: result.outcome,
        durationSeconds: recording?.seconds ?? result.durationSeconds,
        recordingKey: recording?.key ?? null,
      };
    } catch (error) {
      const message = signal.aborted ? 'The call was hung up before it ended' : errorText(error);
      if (!signal.aborted) logger.error('Simulated call failed', { callId: request.callId, error: message });
      event = {
        ...base,
        outcome: 'failed',
        durationSeconds: 0,
        recordingKey: null,
        errorMessage: message,
      };
    }
    await deliver(event);
  }

  /** Delivers CallEnded like an event bus: retried with backoff while the handler fails (e.g. the table is down). */
  async function deliver(event: CallEnded): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.onCallEnded(event);
        return;
      } catch (error) {
        const last = attempt >= DELIVERY_ATTEMPTS || closing;
        const log = last ? logger.error : logger.warn;
        log.call(logger, last ? 'Call-ended handler failed' : 'Call-ended handler failed; retrying', {
          callId: event.callId,
          attempt,
          error: errorText(error),
        });
        if (last) return;
        await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** (attempt - 1), 5000)));
      }
    }
  }

  async function record(request: PlaceCallRequest, opts: SimulatedPhoneNetworkOptions) {
    try {
      const context = await opts.conversation.getCallContext(request.callId);
      const audio = await opts.renderRecording(context?.turns ?? []);
      const key = `calls/${request.researchId}/${request.callId}.wav`;
      await opts.recordings.put(key, audio, 'audio/wav');
      return { key, seconds: wavSeconds(audio) };
    } catch (error) {
      logger.error('Recording the simulated call failed', {
        callId: request.callId,
        error: errorText(error),
      });
      return null;
    }
  }

  return {
    async placeCall(request) {
      const existing = placed.get(request.callId);
      if (existing) return { contactId: existing };
      const contactId = `sim-${request.callId}`;
      placed.set(request.callId, contactId);
      const controller = new AbortController();
      const done = run(request, contactId, controller.signal).finally(() => live.delete(contactId));
      live.set(contactId, { controller, done });
      return { contactId };
    },
    async hangUp(contactId) {
      const call = live.get(contactId);
      if (!call) return;
      call.controller.abort();
      await call.done;
    },
    async idle() {
      while (live.size > 0) await Promise.all([...live.values()].map((c) => c.done));
    },
    async hangUpAll() {
      closing = true;
      await Promise.all([...live.keys()].map((id) => this.hangUp(id)));
    },
  };
}

/** About a minute of retries (0.2 s doubling to 5 s) before a CallEnded event is given up. */
const DELIVERY_ATTEMPTS = 15;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
