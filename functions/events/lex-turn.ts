import * as z from '#shared/zod';
import type { ConverseResult, Heard } from '../core/call/converse';
import { logger } from '../core/logger';

/** The part of a Lex V2 code hook event the agent reads. */
const lexEventSchema = z.object({
  inputTranscript: z._default(z.optional(z.string()), ''),
  sessionState: z.looseObject({
    sessionAttributes: z._default(z.optional(z.record(z.string(), z.string())), {}),
    intent: z.optional(z.looseObject({ name: z.string() })),
  }),
});

/** A Lex V2 code hook response: speak `say`, then listen again or close. */
export interface LexResponse {
  sessionState: {
    sessionAttributes: Record<string, string>;
    dialogAction: { type: 'ElicitIntent' | 'Close' };
    intent?: { name: string; state: 'Fulfilled' };
  };
  messages: { contentType: 'PlainText'; content: string }[];
}

export interface LexTurnDeps {
  converse(callId: string, heard: Heard | null): Promise<ConverseResult>;
  now(): Date;
}

const GOODBYE = 'Sorry, I have to go now. Thank you for your time. Goodbye!';

/**
 * Lex V2 fallback (and catch-all) intent code hook: each thing the business says goes to
 * `converse`, and the agent's line is spoken back; when the agent is done the bot closes, and
 * the contact flow hangs up. The call id comes from the flow's session attributes.
 */
export function createLexTurnHandler(deps: LexTurnDeps) {
  return async (raw: unknown): Promise<LexResponse> => {
    const event = lexEventSchema.parse(raw);
    const attributes = { ...event.sessionState.sessionAttributes };
    const callId = attributes.callId;
    const intentName = event.sessionState.intent?.name ?? 'FallbackIntent';
    const close = (content: string): LexResponse => ({
      sessionState: {
        sessionAttributes: attributes,
        dialogAction: { type: 'Close' },
        intent: { name: intentName, state: 'Fulfilled' },
      },
      messages: [{ contentType: 'PlainText', content }],
    });
    if (!callId) {
      logger.error('Lex turn without a call id in the session attributes');
      return close(GOODBYE);
    }
    const now = deps.now().getTime();
    attributes.startedAt ??= String(now);
    const at = Math.max(0, (now - Number(attributes.startedAt)) / 1000);
    const text = event.inputTranscript.trim();
    try {
      const reply = await deps.converse(callId, text ? { text, at } : null);
      if (reply.done) return close(reply.say);
      return {
        sessionState: { sessionAttributes: attributes, dialogAction: { type: 'ElicitIntent' } },
        messages: [{ contentType: 'PlainText', content: reply.say }],
      };
    } catch (error) {
      logger.error('The agent could not answer; closing the call', { callId, error: String(error) });
      return close(GOODBYE);
    }
  };
}
