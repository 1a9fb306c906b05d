import { ANYTHING_ELSE, ASK_AGE, answerFor, GOODBYE, HOLD } from './business-lines';
import { CATEGORY_PATTERNS, type Persona, type QuestionCategory } from './persona';

/** What the business has said so far in one call. */
export interface VoiceState {
  turn: number;
  answered: Set<QuestionCategory>;
  pending: QuestionCategory[];
  askedAge: boolean;
  held: boolean;
  offeredMore: boolean;
}

export const newVoiceState = (): VoiceState => ({
  turn: 0,
  answered: new Set(),
  pending: [],
  askedAge: false,
  held: false,
  offeredMore: false,
});

/** The business's reply; `lookup` marks the answer that needed checking (hold or silent look-up). */
export interface BusinessReply {
  text: string;
  lookup: boolean;
}

/** The topics the agent asked about in one line. */
export function topicsAsked(line: string): QuestionCategory[] {
  return CATEGORY_PATTERNS.filter(([, pattern]) => pattern.test(line)).map(([category]) => category);
}

/** How the persona answers the agent's line, keeping to its facts. */
export function businessReply(persona: Persona, state: VoiceState, agentLine: string): BusinessReply {
  state.turn += 1;
  const asked = topicsAsked(agentLine);
  const first = state.answered.size === 0 && state.pending.length === 0;
  if (first && asked.length === 0 && /\?/.test(agentLine)) asked.push(persona.category);
  for (const topic of asked) if (!state.pending.includes(topic)) state.pending.push(topic);
  if (state.pending.length > 0) {
    const needsAge = state.pending.some((t) => t === 'prices' || t === 'availability');
    if (persona.asksAge && needsAge && !state.askedAge) {
      state.askedAge = true;
      return { text: ASK_AGE[persona.style % ASK_AGE.length]!, lookup: false };
    }
    if (persona.holds && !state.held) {
      state.held = true;
      return { text: HOLD, lookup: false };
    }
    const topics = state.pending;
    const firstAnswer = state.answered.size === 0;
    state.pending = [];
    for (const t of topics) state.answered.add(t);
    return { text: answerFor(persona, topics, state.turn), lookup: firstAnswer };
  }
  if (!state.offeredMore) {
    state.offeredMore = true;
    return { text: ANYTHING_ELSE, lookup: false };
  }
  return { text: GOODBYE, lookup: false };
}
