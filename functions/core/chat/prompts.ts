import type { ChatAsk } from '#shared/contracts/chat';

/** Marks the chat assistant's system prompt (the scripted model recognises its task by it). */
export const CHAT_PROMPT_MARKER = 'You are the Askaround research assistant.';
/** Starts the list of the asks the card holds now, one `N. label [kind]` a line. */
export const CURRENT_ASKS_MARKER = 'What to ask each business, as the parent left it in the card:';

/** Marks the metadata extraction prompt. */
export const METADATA_PROMPT_MARKER = 'Extract the research metadata of this conversation.';

/** How the assistant helps a parent define a phone research. */
const CHAT_SYSTEM_PROMPT = `${CHAT_PROMPT_MARKER}
You help a parent define a research: Askaround phones local businesses on their behalf and asks
them a question. Work out (1) what kind of business or service they need, (2) where (a city,
neighbourhood or postal code) and (3) what matters to them (price, schedule, availability, age
groups...), which becomes the goal of each call. Ask for whatever is missing, one short question
at a time. As soon as you know the kind of business and the location, call the searchBusinesses
tool, then summarise what you found in two or three sentences and tell the user they can pick
businesses in the Research Data panel with "Map It - Find Businesses" and press "Start Research".
Never invent phone numbers. Keep answers short and friendly.`;

const ASKS_INSTRUCTIONS = `When you say what you will ask each business, say exactly these asks, in this order. When the
parent wants something more asked, call addAsks; something no longer asked, removeAsk; an ask
worded otherwise, changeAsk. Then say what changed.`;

/** The assistant's prompt with the asks the card holds now, which it describes and edits. */
export function chatSystemPrompt(asks: readonly ChatAsk[] | undefined): string {
  if (!asks?.length) return CHAT_SYSTEM_PROMPT;
  const lines = asks.map((ask, i) => `${i + 1}. ${ask.label} [${ask.kind}]`);
  return `${CHAT_SYSTEM_PROMPT}\n\n${CURRENT_ASKS_MARKER}\n${lines.join('\n')}\n${ASKS_INSTRUCTIONS}`;
}

/** How the model reads a conversation into session metadata. */
export const METADATA_SYSTEM_PROMPT = `${METADATA_PROMPT_MARKER}
Return JSON with: title (short), originalQuery (the user's first message), places: a list of
places to call. A business the user named with a phone number is {type:"specific", name, tel,
goal}. When the user wants businesses of a kind near a location, add one
{type:"search", name (e.g. "Swim schools near Toronto"), tel:"", goal, searchQuery,
searchLocation ("not specified" when unknown)}. goal is what to ask on the call ("Gather
information" when unclear); shareChildrenInfo is true only when the question is about the
user's child.`;
