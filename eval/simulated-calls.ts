import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createSimulatedPhoneNetwork } from '#functions/adapters/local/phone-network/phone-network';
import { createConverse } from '#functions/core/call/converse';
import type { CallContext, ConversationStore } from '#functions/ports/call-conversation';
import type { CallEnded } from '#functions/ports/telephony';
import type { Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';

/** A business of the simulated phone network: its number and name choose its persona and facts. */
export interface SimulatedBusiness {
  phone: string;
  businessName: string;
}

/** One call to place: the business, the parent's question and the asks the agent puts. */
export interface EvalCall {
  callId: string;
  business: SimulatedBusiness;
  question: string;
  asks: Ask[];
}

/** Simulated seconds per wall-clock second: calls run as fast as the agent answers. */
const SPEED = 1e6;

/**
 * Places calls the way the product does: the agent (`converse` on the given model) talks to the
 * simulated phone network's businesses; returns each connected call's transcript (null otherwise).
 */
export async function placeSimulatedCalls(
  model: LanguageModelV3,
  calls: EvalCall[],
): Promise<Map<string, TranscriptTurn[] | null>> {
  const contexts = new Map<string, CallContext>();
  const store: ConversationStore = {
    getCallContext: async (callId) => {
      const context = contexts.get(callId);
      return context ? { ...context, turns: [...context.turns] } : null;
    },
    appendTurns: async (callId, turns) => {
      contexts.get(callId)?.turns.push(...turns);
      return true;
    },
    setOutcome: async () => {},
  };
  const ended = new Map<string, CallEnded>();
  const network = createSimulatedPhoneNetwork({
    conversation: store,
    converse: createConverse({ store, model }),
    recordings: {
      put: async () => {},
      exists: async () => false,
      signedUrl: async (key) => ({ url: key, expiresAt: new Date() }),
      delete: async () => {},
    },
    renderRecording: async () => new Uint8Array(),
    onCallEnded: (event) => void ended.set(event.callId, event),
    speed: SPEED,
  });
  for (const call of calls) {
    contexts.set(call.callId, {
      callId: call.callId,
      researchId: 'eval',
      userId: 'eval',
      question: call.question,
      asks: call.asks,
      goal: call.question,
      businessName: call.business.businessName,
      userFirstName: null,
      children: null,
      isFollowUp: false,
      turns: [],
    } as CallContext);
    await network.placeCall({
      callId: call.callId,
      researchId: 'eval',
      to: call.business.phone,
      businessName: call.business.businessName,
    });
  }
  await network.idle();
  return new Map(
    calls.map((call) => [
      call.callId,
      ended.get(call.callId)?.outcome === 'answered' ? (contexts.get(call.callId)?.turns ?? null) : null,
    ]),
  );
}
