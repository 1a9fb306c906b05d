import type { UIMessage } from 'ai';
import { useEffect, useRef } from 'react';
import type { Ask } from '#shared/contracts/asks';
import type { ChatAsk, SessionMetadata } from '#shared/contracts/chat';
import { asksFromRows, rowErrors, rowsFromAsks } from '#web/lib/ask-draft';
import type { AskDraft } from '#web/lib/use-ask-draft';
import { asksChangedIn, rowsFor } from '../lib/asks-from-chat';

/** A pause in the parent's typing before the card's asks are saved with the session. */
const SAVE_AFTER_MS = 600;

const sameAsks = (a: readonly Ask[] | undefined, b: readonly Ask[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The card "What to ask each business" as the chat shares it: the asks it holds now (sent with each
 * message), the changes the assistant makes to them, and their copy in the session's metadata,
 * which brings them back after a reload.
 */
export function useCardAsks(
  draft: AskDraft,
  session: { metadata: SessionMetadata | null; saveAsks: (asks: Ask[]) => void },
) {
  const { metadata, saveAsks } = session;
  const valid = draft.status === 'ready' && Object.keys(rowErrors(draft.rows)).length === 0;
  const asks = valid ? asksFromRows(draft.rows) : null;

  // Once per session and question: the asks saved with it replace the question's first split.
  const restored = useRef<string | null>(null);
  const saved = metadata?.asks;
  const restoreKey = metadata ? `${metadata.sessionId} ${metadata.originalQuery}` : null;
  useEffect(() => {
    if (!restoreKey || restored.current === restoreKey) return;
    restored.current = restoreKey;
    if (saved?.length) draft.setRows(rowsFromAsks(saved));
  }, [restoreKey, saved, draft]);

  const latest = JSON.stringify(asks);
  useEffect(() => {
    const current: Ask[] | null = JSON.parse(latest);
    if (!current || restored.current !== restoreKey || sameAsks(saved, current)) return;
    const timer = setTimeout(() => saveAsks(current), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [latest, saved, restoreKey, saveAsks]);

  return {
    /** What the card holds now, for the assistant; none while it is being split or has a blank label. */
    forChat: asks?.map(({ label, kind }): ChatAsk => ({ label, kind })),
    /** Puts in the card the asks the assistant's answer changed. */
    applyAnswer(messages: UIMessage[]) {
      const changed = asksChangedIn(messages.findLast((m) => m.role === 'assistant'));
      if (!changed || draft.status !== 'ready') return;
      const rows = rowsFor(changed, draft.rows);
      draft.setRows(rows);
      // Saved at once, not after a pause: a reload right after the answer keeps the change.
      if (Object.keys(rowErrors(rows)).length === 0) saveAsks(asksFromRows(rows));
    },
  };
}
