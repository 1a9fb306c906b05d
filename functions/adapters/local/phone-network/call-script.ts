import { speechSeconds } from '#functions/core/call/speech-time';
import type { CallOutcome } from '#functions/ports/telephony';
import { greetingFor, HOLD, LOOKING, phoneMenu, voicemailGreeting } from './business-lines';
import { businessReply, newVoiceState } from './business-voice';
import type { Persona } from './persona';

/** Enough for six asks, each re-asked once, plus a hold and an age question. */
const MAX_EXCHANGES = 24;
/** The longest look-up before the first answer, in seconds. */
const MAX_LOOKUP = 90;
/** A look-up longer than this is announced ("One moment, let me look that up.") unless on hold. */
const SAID_LOOKUP = 8;

export interface CallScript {
  persona: Persona;
  callId: string;
  converse(
    callId: string,
    heard: { text: string; at: number } | null,
  ): Promise<{ say: string; done: boolean; outcome: CallOutcome | null; at: number }>;
  speed: number;
  signal: AbortSignal;
}

/** Plays one call between the persona and the agent on the compressed clock; returns how it ended. */
export async function runCallScript(
  script: CallScript,
): Promise<{ outcome: CallOutcome; durationSeconds: number }> {
  const { persona } = script;
  const pace = (seconds: number) => sleep((seconds * 1000) / script.speed, script.signal);
  await pace(ringingSeconds(persona));
  if (persona.line === 'busy') return { outcome: 'busy', durationSeconds: 0 };
  if (persona.line === 'no_answer') return { outcome: 'no_answer', durationSeconds: 0 };

  const voice = newVoiceState();
  let heard: { text: string; at: number } | null = { text: opening(persona), at: 0 };
  let now = speaking(heard.text);
  let menuRepeats = 0;
  let silences = 0;
  // An answer the business went to look up after saying so, and when it comes back with it.
  let lookedUp: { text: string; at: number } | null = null;
  for (let exchange = 0; exchange < MAX_EXCHANGES; exchange++) {
    if (heard) await pace(speaking(heard.text));
    const reply = await script.converse(script.callId, heard);
    script.signal.throwIfAborted();
    now = reply.at + speaking(reply.say);
    await pace(speaking(reply.say) + 0.6);
    if (reply.done) return { outcome: reply.outcome ?? 'answered', durationSeconds: Math.round(now) };
    const before: string | undefined = heard?.text;
    heard = null;
    if (persona.line === 'answers' && lookedUp) {
      const at = Math.max(now + 2, lookedUp.at);
      await pace(at - now);
      heard = { text: lookedUp.text, at };
      lookedUp = null;
    } else if (persona.line === 'answers') {
      const next = businessReply(persona, voice, reply.say);
      const lookup = next.lookup ? Math.min(MAX_LOOKUP, Math.max(2, persona.targetSeconds - now - 25)) : 0.7;
      // A long silence is explained: the business says it is looking, unless it just put the caller on hold.
      const announced: boolean = lookup > SAID_LOOKUP && before !== HOLD;
      if (announced) lookedUp = { text: next.text, at: now + lookup };
      const said: { text: string; wait: number } = announced
        ? { text: LOOKING, wait: 0.7 }
        : { text: next.text, wait: lookup };
      await pace(said.wait);
      heard = { text: said.text, at: now + said.wait };
    } else if (persona.line === 'phone_menu' && menuRepeats++ < 2) {
      heard = { text: phoneMenu(persona, true), at: now + 1 };
    } else if (silences++ >= 2) {
      break;
    }
  }
  const fallback: CallOutcome =
    persona.line === 'answers' ? 'answered' : persona.line === 'phone_menu' ? 'phone_menu' : 'voicemail';
  return { outcome: fallback, durationSeconds: Math.round(now) };
}

/**
 * Simulated seconds from the dial to a pick-up or the line giving up: a busy tone for 3 s, a line
 * nobody answers for its whole ring, the others within 12 s.
 */
export function ringingSeconds(persona: Persona): number {
  if (persona.line === 'busy') return 3;
  return persona.line === 'no_answer' ? persona.ringSeconds : Math.min(persona.ringSeconds, 12);
}

function opening(persona: Persona): string {
  if (persona.line === 'voicemail') return voicemailGreeting(persona);
  if (persona.line === 'phone_menu') return phoneMenu(persona, false);
  return greetingFor(persona);
}

const speaking = speechSeconds;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (ms < 1) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
