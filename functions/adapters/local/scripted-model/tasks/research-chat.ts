import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { questionsAsked } from '#functions/core/asks/parse-asks';
import { CHAT_PROMPT_MARKER } from '#functions/core/chat/prompts';
import { ASK_TOOL_NAMES, type ChatAsk } from '#shared/contracts/chat';
import { asksToFind, type NamedBusiness, namedBusinesses } from '#shared/domain/named-businesses';
import { formatPhoneForDisplay } from '#shared/domain/phone';
import type { ScriptedReply, ScriptedRequest, ScriptedTask } from '../task';
import { type AskToolOutput, askEditOf, askEditReply, askList, currentAsks } from './research-chat-asks';
import { ASK_LOCATION, ASK_PRIORITIES, readConversation } from './research-conversation';

const TOOL = 'searchBusinesses';
const ASK_TOOLS: readonly string[] = ASK_TOOL_NAMES;

interface SearchOutput {
  location?: string;
  count?: number;
  businesses?: { name?: string }[];
  error?: string;
}

/** The research assistant: asks for what is missing, runs the business search, sums it up. */
export const researchChatTask: ScriptedTask = {
  name: 'research-chat',
  matches: (request) => request.system.startsWith(CHAT_PROMPT_MARKER),
  respond: (request) => answer(request),
};

function answer(request: ScriptedRequest): ScriptedReply {
  const prompt = request.options.prompt;
  const asks = currentAsks(request.system);
  const edited = lastToolResult(prompt, ASK_TOOLS);
  if (edited) return { text: askEditReply(edited as AskToolOutput) };
  const edit = asks && askEditAsked(request, asks);
  if (edit) return { text: 'Let me update what to ask each business.', toolCalls: [edit] };
  const toolOutput = lastToolResult(prompt, [TOOL]) as SearchOutput | null;
  const reading = readConversation(request.messages);
  const label = reading.intent?.label ?? 'businesses';
  const userText = request.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.text)
    .join('\n');
  if (toolOutput)
    return { text: summarise(toolOutput, label, nextStep(request.messages, asks, reading.intent?.matters)) };
  const named = namedBusinesses(userText);
  if (named.length > 0 && !asksToFind(userText)) return { text: confirmNamed(named) };

  if (!reading.intent) {
    return {
      text: 'Happy to help! What kind of business or service should I call for you? For example swim lessons, a daycare, a dentist, a plumber or a dog groomer.',
    };
  }
  if (!reading.location) {
    return {
      text: `Sounds good — I can call ${label} for you. ${ASK_LOCATION} for ${label}? A city, neighbourhood or postal code works (for example "Toronto, ON").`,
    };
  }
  const input = { query: reading.intent.searchQuery, location: reading.location };
  if (reading.priorities || alreadySearched(prompt, input)) {
    const goal = asks ? askList(asks) : `about: ${reading.priorities ?? reading.intent.goal}.`;
    return {
      text: `Got it — I'll ask each of the ${label} ${goal} Use "Map It - Find Businesses" in the Research Data panel to choose who to call, then press Start Research.`,
    };
  }
  if (!request.toolNames.includes(TOOL)) {
    return { text: `I'm ready to look for ${label} near ${reading.location}.` };
  }
  return {
    text: `Let me look for ${label} near ${reading.location}.`,
    toolCalls: [{ toolName: TOOL, input }],
  };
}

function confirmNamed(named: NamedBusiness[]): string {
  const list = named.map((b) => `${b.name} (${formatPhoneForDisplay(b.phone)})`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return `I'll call ${joined} for you. Check them in the Research Data panel, tell me what to ask if you like, then press Start Research.`;
}

const START_HINT =
  'When you\'re ready, click "Map It - Find Businesses" in the Research Data panel to pick the ones to call, then press Start Research.';

/**
 * What the assistant says after the search: the questions the parent already asked, to be asked of
 * each business, or else what usually matters, as a question.
 */
function nextStep(
  turns: ScriptedRequest['messages'],
  card: ChatAsk[] | null,
  matters = 'price, schedule or availability',
): string {
  // A reply to "Where should I look" names a place ("Austin, TX"), not something to ask.
  const asking = turns.filter(
    (turn, i) => turn.role === 'user' && !turns[i - 1]?.text.includes(ASK_LOCATION),
  );
  // The card's asks as the parent left them, else (before the card has them) the questions asked.
  const asked = card ?? asking.flatMap((turn) => questionsAsked(turn.text));
  if (asked.length === 0)
    return `${ASK_PRIORITIES} — ${matters}? I'll make it the goal of each call. ${START_HINT}`;
  return `I'll ask each of them: ${askList(asked)} You can change them under "What to ask each business" in the Research Data panel. ${START_HINT}`;
}

function summarise(output: SearchOutput, label: string, next: string): string {
  const where = output.location ?? 'there';
  if (output.error) return `${output.error} Could you give me a nearby city instead?`;
  if (!output.count)
    return `I couldn't find ${label} with a phone number near ${where}. Could you try a nearby city?`;
  const names = (output.businesses ?? [])
    .slice(0, 3)
    .map((b) => b.name)
    .filter(Boolean);
  return `I found ${output.count} ${label} near ${where} with phone numbers, including ${names.join(', ')}. ${next}`;
}

/**
 * The change of the asks the parent's last message asks for; never on the first message (the
 * question itself) nor in a reply to where to look.
 */
function askEditAsked(request: ScriptedRequest, asks: ChatAsk[]) {
  const turns = request.messages;
  const last = turns.at(-1);
  if (last?.role !== 'user' || turns.filter((t) => t.role === 'user').length < 2) return null;
  if (turns.at(-2)?.text.includes(ASK_LOCATION)) return null;
  const edit = askEditOf(last.text, asks);
  return edit && request.toolNames.includes(edit.toolName) ? edit : null;
}

/** The output of one of `tools` when the prompt ends with it (the model's second step). */
function lastToolResult(prompt: LanguageModelV3Prompt, tools: readonly string[]): object | null {
  const last = prompt.at(-1);
  if (last?.role !== 'tool') return null;
  for (const part of last.content) {
    if (part.type !== 'tool-result' || !tools.includes(part.toolName)) continue;
    const { output } = part;
    if (output.type === 'json' && output.value && typeof output.value === 'object') return output.value;
    if (output.type === 'error-text' || output.type === 'error-json') return { error: 'The search failed.' };
  }
  return null;
}

function alreadySearched(prompt: LanguageModelV3Prompt, input: { query: string; location: string }): boolean {
  return prompt.some(
    (message) =>
      message.role === 'assistant' &&
      message.content.some(
        (part) =>
          part.type === 'tool-call' &&
          part.toolName === TOOL &&
          JSON.stringify(part.input) === JSON.stringify(input),
      ),
  );
}
