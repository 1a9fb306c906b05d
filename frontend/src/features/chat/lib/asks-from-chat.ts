import { isToolUIPart, type UIMessage } from 'ai';
import { ASK_TOOL_NAMES, askToolOutputSchema, type ChatAsk } from '#shared/contracts/chat';
import { type AskRow, newRow } from '#web/lib/ask-draft';

const ASK_TOOLS = new Set<string>(ASK_TOOL_NAMES.map((name) => `tool-${name}`));

/** The asks the assistant's last change of them left, in an answer; null when it changed none. */
export function asksChangedIn(message: UIMessage | undefined): ChatAsk[] | null {
  let asks: ChatAsk[] | null = null;
  for (const part of message?.parts ?? []) {
    if (!isToolUIPart(part) || !ASK_TOOLS.has(part.type) || part.state !== 'output-available') continue;
    const parsed = askToolOutputSchema.safeParse(part.output);
    if (parsed.success) asks = parsed.data.asks;
  }
  return asks;
}

/** The card's rows for `asks`: a row already holding an ask keeps its key, the others are new. */
export function rowsFor(asks: readonly ChatAsk[], rows: readonly AskRow[]): AskRow[] {
  const free = [...rows];
  return asks.map((ask) => {
    const at = free.findIndex((row) => row.label.trim() === ask.label && row.kind === ask.kind);
    if (at >= 0) return free.splice(at, 1)[0] as AskRow;
    return { ...newRow(), label: ask.label, kind: ask.kind };
  });
}
