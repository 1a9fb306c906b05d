import { CURRENT_ASKS_MARKER } from '#functions/core/chat/prompts';
import { ASK_KINDS, type AskKind } from '#shared/contracts/asks';
import type { ChatAsk } from '#shared/contracts/chat';

/** A tool call that changes the asks, as the scripted model makes it. */
type AskEdit = { toolName: 'addAsks' | 'removeAsk' | 'changeAsk'; input: Record<string, unknown> };

/** What an ask tool answered. */
export interface AskToolOutput {
  asks?: ChatAsk[];
  added?: ChatAsk[];
  removed?: ChatAsk;
  changed?: ChatAsk;
  error?: string;
}

const ASK_LINE = /^\d+\. (.+) \[(\w+)\]$/;

/** The asks the card holds now, as the prompt lists them; null when it lists none. */
export function currentAsks(system: string): ChatAsk[] | null {
  const at = system.indexOf(CURRENT_ASKS_MARKER);
  if (at < 0) return null;
  const asks: ChatAsk[] = [];
  for (const line of system
    .slice(at + CURRENT_ASKS_MARKER.length)
    .trim()
    .split('\n')) {
    const match = ASK_LINE.exec(line.trim());
    if (!match) break;
    const kind = ASK_KINDS.find((k) => k === match[2]);
    if (kind) asks.push({ label: match[1] as string, kind });
  }
  return asks.length ? asks : null;
}

// Words of politeness before the request itself ("Okay, could you please also…").
const LEAD = String.raw`(?:(?:ok(?:ay)?|oh|so|and|also|please|then|kindly|can|could|would|will|you|pls|one more thing)[\s,:]+)*`;
/** "also ask whether…", "can you find out if…", "add a question: …". */
const ADD = new RegExp(
  String.raw`^${LEAD}(?:ask(?:\s+(?:them|each(?:\s+(?:of\s+them|one|business))?|every\s+\w+|the\s+\w+))?|find\s+out|check|add(?:\s+(?:a|one|another)\s+question)?)(?:\s+(?:too|as\s+well))?[\s:,]+(.+)$`,
  'is',
);
/** "and whether they have parking?", "also how long is each class?". */
const MORE = /^(?:and|also|plus)[\s,]+((?:whether|if|how|what|when|which|who|do|does|is|are|can)\b.+)$/is;
/** "remove question 2", "drop the 3rd one", "don't ask about the fee". */
const REMOVE_NUMBER =
  /\b(?:remove|drop|delete|skip)\s+(?:the\s+)?(?:question|ask)?\s*(?:number\s+|#)?(\d)\b/i;
const REMOVE_WORDS =
  /^(?:please\s+)?(?:don'?t|do not|no need to|stop)\s+ask(?:ing)?\s+(?:them\s+)?(?:about\s+)?(.+)$/is;
/** "change question 3 to How much is the registration fee?". */
const CHANGE =
  /\b(?:change|reword|replace)\s+(?:question|ask)\s+(?:number\s+|#)?(\d)\s+(?:to|with|into)[\s:]+(.+)$/is;

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

/** The number of the ask whose label shares most words with `text`, or null when none does. */
function askNamed(asks: ChatAsk[], text: string): number | null {
  const wanted = words(text);
  let best: { number: number; shared: number } | null = null;
  asks.forEach((ask, i) => {
    const shared = [...words(ask.label)].filter((w) => wanted.has(w)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { number: i + 1, shared };
  });
  return (best as { number: number } | null)?.number ?? null;
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The change of the asks the parent's message asks for, or null when it asks for none. */
export function askEditOf(text: string, asks: ChatAsk[]): AskEdit | null {
  const said = clean(text);
  const change = CHANGE.exec(said);
  if (change)
    return { toolName: 'changeAsk', input: { number: Number(change[1]), question: clean(change[2]!) } };
  const byNumber = REMOVE_NUMBER.exec(said);
  if (byNumber) return { toolName: 'removeAsk', input: { number: Number(byNumber[1]) } };
  const byWords = REMOVE_WORDS.exec(said);
  const named = byWords ? askNamed(asks, byWords[1]!) : null;
  if (named) return { toolName: 'removeAsk', input: { number: named } };
  const added = ADD.exec(said)?.[1] ?? MORE.exec(said)?.[1];
  return added ? { toolName: 'addAsks', input: { question: clean(added) } } : null;
}

const KIND_NAMES: Record<AskKind, string> = {
  yes_no: 'yes/no',
  money: 'price',
  schedule: 'schedule',
  age_range: 'ages',
  count: 'number',
  duration: 'duration',
  date: 'date',
  text: 'in words',
};

const quoted = (ask: ChatAsk) => `"${ask.label}" (${KIND_NAMES[ask.kind]})`;

/** "I'll ask each of them: A B and C" for the asks as they are. */
export function askList(asks: ChatAsk[]): string {
  const labels = asks.map((ask) => ask.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(' ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

/** What the assistant says after changing the asks. */
export function askEditReply(output: AskToolOutput): string {
  const now = output.asks ?? [];
  const list = `I'll ask each of them: ${askList(now)}`;
  if (output.error) return `${output.error} ${now.length ? list : ''}`.trim();
  if (output.added?.length)
    return `I added ${output.added.map(quoted).join(' and ')} to what to ask each business. ${list}`;
  if (output.removed) return `I removed "${output.removed.label}" from what to ask each business. ${list}`;
  if (output.changed) return `I changed that ask to ${quoted(output.changed)}. ${list}`;
  return `That is already asked. ${list}`;
}
