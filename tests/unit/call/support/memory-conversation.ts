import { parseAsks } from '#functions/core/asks/parse-asks';
import type { CallContext, ConversationStore } from '#functions/ports/call-conversation';
import type { CallOutcome } from '#functions/ports/telephony';
import type { TranscriptTurn } from '#shared/contracts/research';

/** An in-memory ConversationStore for tests, holding contexts, turns and outcomes per call. */
export function createMemoryConversation() {
  const contexts = new Map<string, CallContext>();
  const outcomes = new Map<string, CallOutcome>();
  const store: ConversationStore = {
    async getCallContext(callId) {
      const context = contexts.get(callId);
      return context ? { ...context, turns: [...context.turns] } : null;
    },
    async appendTurns(callId, turns: TranscriptTurn[], after?: number) {
      const context = contexts.get(callId);
      if (!context) throw new Error(`unknown call ${callId}`);
      if (after !== undefined && context.turns.length !== after) return false;
      context.turns.push(...turns);
      return true;
    },
    async setOutcome(callId, outcome) {
      outcomes.set(callId, outcome);
    },
  };
  return {
    store,
    outcomes,
    /** Adds a call; its asks are read from its question unless given. */
    add(context: Partial<CallContext> & { callId: string }): CallContext {
      const question = context.question ?? 'How much are swim lessons for kids?';
      const full: CallContext = {
        researchId: 'research-1',
        userId: 'user-1',
        question,
        asks: parseAsks(question),
        goal: 'Find swim lesson prices',
        businessName: 'Sunny Swim School',
        userFirstName: null,
        children: null,
        isFollowUp: false,
        turns: [],
        ...context,
      };
      contexts.set(full.callId, full);
      return full;
    },
    turns: (callId: string) => contexts.get(callId)?.turns ?? [],
  };
}
