import type { LanguageModelV3, LanguageModelV3FunctionTool, LanguageModelV3Message } from '@ai-sdk/provider';
import type { TranscriptTurn } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import * as z from '#shared/zod';
import type { CallContext, ConversationStore } from '../../ports/call-conversation';
import type { CallOutcome } from '../../ports/telephony';
import { logger } from '../logger';
import { endCallInputJsonSchema } from '../model/json-schemas';
import { parseJson, replyText, toolCallOf } from '../model/reply';
import { agentSystemPrompt, END_CALL_TOOL, oneLine, openingLine } from './agent-prompt';
import { speechSeconds } from './speech-time';

/** Outcomes the agent can end a call with (the network reports no_answer, busy, failed). */
const AGENT_OUTCOMES = ['answered', 'voicemail', 'phone_menu', 'refused', 'wrong_number'] as const;

/** What the business said, and when (seconds from the start of the call). */
export interface Heard {
  text: string;
  at: number;
}

/** The agent's next line; when `done`, the caller hangs up after saying it. */
export interface ConverseResult {
  say: string;
  done: boolean;
  outcome: CallOutcome | null;
  /** Seconds from the start of the call at which the agent starts speaking. */
  at: number;
}

export interface ConverseDeps {
  store: ConversationStore;
  /** Asked directly (one step, no SDK loop around it): a turn on a live call wants nothing more. */
  model: LanguageModelV3;
  /** Agent turns after which the call is closed politely whatever the model says. */
  maxAgentTurns?: number;
}

/** The end_call tool's input: the call's outcome and the last words. */
export const endCallInputSchema = z.object({
  outcome: z.enum(AGENT_OUTCOMES),
  farewell: z.string().check(z.maxLength(400), z.describe('The last words to say before hanging up')),
});

/** The agent's one tool. */
const AGENT_TOOLS: LanguageModelV3FunctionTool[] = [
  {
    type: 'function',
    name: END_CALL_TOOL,
    description: 'End the call with its outcome',
    inputSchema: endCallInputJsonSchema,
  },
];

/** Calls whose context one process keeps between turns (a Lambda container serves a few at a time). */
const CACHED_CALLS = 500;

/**
 * Builds `converse(callId, heard)`: the agent on every call, storing every turn it hears and says.
 * A call's context is read once and kept between its turns, so a turn costs one conditional
 * append; when another process appended first (the append sees a different turn count), the
 * context is read again and the turn answered afresh.
 */
export function createConverse({ store, model, maxAgentTurns = 20 }: ConverseDeps) {
  const contexts = new Map<string, CallContext>();

  async function load(callId: string, fresh: boolean): Promise<CallContext> {
    const cached = fresh ? undefined : contexts.get(callId);
    if (cached) return cached;
    const context = await store.getCallContext(callId);
    if (!context) throw new DomainError('not_found', 'Call not found');
    return context;
  }

  function remember(context: CallContext, done: boolean) {
    contexts.delete(context.callId);
    if (done) return;
    contexts.set(context.callId, context);
    if (contexts.size > CACHED_CALLS) contexts.delete(contexts.keys().next().value as string);
  }

  async function answer(context: CallContext, heard: Heard | null) {
    const turns = [...context.turns];
    const heardTurn = toBusinessTurn(heard, turns);
    if (heardTurn) turns.push(heardTurn);
    const at = nextAt(turns);
    const agentTurns = turns.filter((t) => t.speaker === 'agent').length;
    const reply =
      agentTurns === 0
        ? { say: openingLine(context), done: false, outcome: null }
        : agentTurns >= maxAgentTurns
          ? { say: 'Thank you very much for your time. Goodbye!', done: true, outcome: 'answered' as const }
          : await nextLine(model, context, turns);
    const said: TranscriptTurn = { speaker: 'agent', text: reply.say, at };
    return { reply: { ...reply, at }, added: heardTurn ? [heardTurn, said] : [said] };
  }

  return async function converse(callId: string, heard: Heard | null): Promise<ConverseResult> {
    let context = await load(callId, false);
    let { reply, added } = await answer(context, heard);
    if (!(await store.appendTurns(callId, added, context.turns.length))) {
      context = await load(callId, true);
      ({ reply, added } = await answer(context, heard));
      if (!(await store.appendTurns(callId, added, context.turns.length))) {
        contexts.delete(callId);
        throw new Error(`The turns of call ${callId} changed while the agent answered`);
      }
    }
    remember({ ...context, turns: [...context.turns, ...added] }, reply.done);
    if (reply.done && reply.outcome) await store.setOutcome(callId, reply.outcome);
    return reply;
  };
}

async function nextLine(
  model: LanguageModelV3,
  context: CallContext,
  turns: TranscriptTurn[],
): Promise<Omit<ConverseResult, 'at'>> {
  const { content } = await model.doGenerate({
    prompt: [{ role: 'system', content: agentSystemPrompt(context) }, ...toMessages(turns)],
    tools: AGENT_TOOLS,
    toolChoice: { type: 'auto' },
  });
  const end = toolCallOf(content, END_CALL_TOOL);
  if (end) {
    const input = endCallInputSchema.safeParse(parseJson(end.input));
    if (input.success) {
      const say = oneLine(input.data.farewell) || 'Thank you, goodbye.';
      return { say, done: true, outcome: input.data.outcome };
    }
    logger.warn('Agent ended the call with an invalid outcome', { callId: context.callId });
  }
  const say = oneLine(replyText(content));
  if (say) return { say, done: false, outcome: null };
  logger.warn('Agent model produced no line; closing the call', { callId: context.callId });
  const answered = turns.some((t) => t.speaker === 'business');
  return { say: 'Thank you for your time. Goodbye!', done: true, outcome: answered ? 'answered' : 'refused' };
}

/** Stands in for the business when the agent spoke first, or last, with nothing heard since. */
const CALL_CONNECTED = '(The call has connected.)';
const SILENCE = '(silence)';

/**
 * The transcript as chat messages (the business is the user, the agent the assistant) in the
 * shape Bedrock's Converse API accepts: the first message is the user's, roles alternate
 * (consecutive turns of one speaker are joined), no text is blank, and the last message is the
 * user's, whose turn the agent answers.
 */
function toMessages(turns: readonly TranscriptTurn[]): LanguageModelV3Message[] {
  const merged: { role: 'user' | 'assistant'; lines: string[] }[] = [];
  for (const turn of turns) {
    const text = oneLine(turn.text);
    if (!text) continue;
    const role = turn.speaker === 'agent' ? 'assistant' : 'user';
    const last = merged.at(-1);
    if (last?.role === role) last.lines.push(text);
    else merged.push({ role, lines: [text] });
  }
  if (merged[0]?.role !== 'user') merged.unshift({ role: 'user', lines: [CALL_CONNECTED] });
  if (merged.at(-1)?.role !== 'user') merged.push({ role: 'user', lines: [SILENCE] });
  return merged.map(({ role, lines }) => ({ role, content: [{ type: 'text', text: lines.join('\n') }] }));
}

function toBusinessTurn(heard: Heard | null, turns: TranscriptTurn[]): TranscriptTurn | null {
  const text = heard?.text.trim().replace(/\s+/g, ' ');
  if (!heard || !text) return null;
  const last = turns.at(-1);
  const earliest = last ? last.at + speechSeconds(last.text) : 0;
  return { speaker: 'business', text, at: Math.max(round1(heard.at), round1(earliest)) };
}

function nextAt(turns: TranscriptTurn[]): number {
  const last = turns.at(-1);
  return last ? round1(last.at + speechSeconds(last.text) + 0.6) : 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
