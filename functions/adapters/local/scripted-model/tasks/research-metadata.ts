import { METADATA_PROMPT_MARKER } from '#functions/core/chat/prompts';
import { asksToFind, namedBusinesses } from '#shared/domain/named-businesses';
import type { ScriptedReply, ScriptedRequest, ScriptedTask } from '../task';
import { readConversation } from './research-conversation';

/** Metadata extraction: title, original query and places read from the conversation. */
export const researchMetadataTask: ScriptedTask = {
  name: 'research-metadata',
  matches: (request) => request.system.startsWith(METADATA_PROMPT_MARKER) && request.wantsJson,
  respond: (request) => extract(request),
};

function turnsOf(request: ScriptedRequest) {
  const text = request.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.text)
    .join('\n');
  const first = /^First user message: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
  const turns = [...text.matchAll(/^(user|assistant): (.*)$/gm)].map((m) => ({
    role: m[1] as 'user' | 'assistant',
    text: m[2] ?? '',
  }));
  return { first, turns: turns.length ? turns : [{ role: 'user' as const, text: first }] };
}

function extract(request: ScriptedRequest): ScriptedReply {
  const { first, turns } = turnsOf(request);
  const reading = readConversation(turns);
  const goal = reading.priorities
    ? `${reading.intent?.goal ?? 'Gather information'}; the user cares about: ${reading.priorities}`
    : (reading.intent?.goal ?? null);
  const userText = turns
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join('\n');
  const named = namedBusinesses(userText);
  const places: Record<string, unknown>[] = named.map((business) => ({
    type: 'specific',
    name: business.name,
    tel: business.phone,
    goal,
    shareChildrenInfo: reading.aboutChild,
  }));
  // A search only when the parent asks to find businesses, or names none to call.
  if (named.length === 0 || asksToFind(userText)) {
    const what = reading.intent?.label ?? (reading.firstUserText.slice(0, 60) || 'Businesses');
    const where = reading.location ?? 'not specified';
    places.push({
      type: 'search',
      name: reading.location ? `${capitalise(what)} near ${reading.location}` : capitalise(what),
      tel: '',
      goal,
      shareChildrenInfo: reading.aboutChild,
      searchQuery: reading.intent?.searchQuery ?? reading.firstUserText.slice(0, 120),
      searchLocation: where,
    });
  }
  const title = reading.intent
    ? `${capitalise(reading.intent.label)}${reading.location ? ` near ${reading.location}` : ''}`
    : first.slice(0, 80);
  return { json: { title, originalQuery: first, places: reading.firstUserText ? places : [] } };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
