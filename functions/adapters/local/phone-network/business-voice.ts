import { questionsAsked } from '#functions/core/asks/parse-asks';
import type { Ask } from '#shared/contracts/asks';
import { answerLine, unclearLine } from './answer-lines';
import { ANYTHING_ELSE, ASK_AGE, GOODBYE, HOLD } from './business-lines';
import { factFor, topicOf } from './facts';
import type { Persona } from './persona';

/** What the business has heard and said so far in one call. */
export interface VoiceState {
  /** How often each question (by kind and topic) has been answered. */
  asked: Map<string, number>;
  /** Questions waiting for an answer after a hold or an age question. */
  pending: Ask[];
  answers: number;
  askedAge: boolean;
  held: boolean;
  offeredMore: boolean;
}

export const newVoiceState = (): VoiceState => ({
  asked: new Map(),
  pending: [],
  answers: 0,
  askedAge: false,
  held: false,
  offeredMore: false,
});

/** The business's reply; `lookup` marks the first answer, which needed checking. */
export interface BusinessReply {
  text: string;
  lookup: boolean;
}

/**
 * How the persona answers the agent's line. It understands what is asked from the words alone (the
 * same question reading the parser does), answers from its facts, and may first put the caller on
 * hold, ask the child's age, or answer vaguely once.
 */
export function businessReply(persona: Persona, state: VoiceState, agentLine: string): BusinessReply {
  const asks = questionsAsked(agentLine);
  if (asks.length > 0) {
    if (persona.holds && !state.held) return wait(state, asks, HOLD, () => (state.held = true));
    const aboutChild = asks.some((a) => a.kind === 'money' || a.kind === 'age_range');
    if (persona.asksAge && aboutChild && !state.askedAge) {
      return wait(state, asks, ASK_AGE[persona.style % ASK_AGE.length]!, () => (state.askedAge = true));
    }
  }
  const toAnswer = asks.length > 0 ? asks : state.pending;
  state.pending = [];
  if (toAnswer.length === 0) {
    if (state.offeredMore) return { text: GOODBYE, lookup: false };
    state.offeredMore = true;
    return { text: ANYTHING_ELSE, lookup: false };
  }
  const text = toAnswer.map((ask) => answer(persona, state, ask, toAnswer.length === 1)).join(' ');
  state.answers += 1;
  return { text, lookup: state.answers === 1 };
}

function wait(state: VoiceState, asks: Ask[], text: string, mark: () => void): BusinessReply {
  mark();
  state.pending = asks;
  return { text, lookup: false };
}

function answer(persona: Persona, state: VoiceState, ask: Ask, alone: boolean): string {
  const fact = factFor(persona, ask);
  const topic = `${ask.kind}:${topicOf(ask.label)}`;
  const times = (state.asked.get(topic) ?? 0) + 1;
  state.asked.set(topic, times);
  return fact.unclearFirst && times === 1 && alone ? unclearLine(fact) : answerLine(fact, persona);
}
