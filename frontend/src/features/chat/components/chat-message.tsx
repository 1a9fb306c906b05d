import { isToolUIPart, type UIMessage } from 'ai';
import { Check, CircleAlert, Copy, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { textOf } from '../lib/message-text';
import { type SearchStatus, searchStatus } from '../lib/search-status';

const STATUS_ICONS: Record<SearchStatus['kind'], typeof Check> = {
  running: Loader2,
  found: Check,
  failed: CircleAlert,
};

/** One chat message rendered by part type; the last assistant message offers Retry and Copy. */
export function ChatMessage({
  message,
  actions,
  onRetry,
}: {
  message: UIMessage;
  actions: boolean;
  onRetry: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const mine = message.role === 'user';
  const copy = async () => {
    await navigator.clipboard?.writeText(textOf(message)).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-role={message.role}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        {message.parts.map((part, i) => {
          const key = `${message.id}-${i}`;
          if (part.type === 'text') {
            return (
              <p key={key} className="whitespace-pre-wrap">
                {part.text}
              </p>
            );
          }
          if (part.type === 'reasoning' && part.text) {
            return (
              <details key={key} className="my-1 text-xs text-slate-500">
                <summary>Reasoning</summary>
                <p className="whitespace-pre-wrap">{part.text}</p>
              </details>
            );
          }
          if (isToolUIPart(part)) {
            const status = searchStatus(part);
            const Icon = STATUS_ICONS[status.kind];
            return (
              <p
                key={key}
                data-search-status={status.kind}
                className={`my-1 flex items-center gap-2 text-xs ${status.kind === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
                role="status"
              >
                <Icon
                  aria-hidden="true"
                  className={`size-4 ${status.kind === 'running' ? 'animate-spin' : ''}`}
                />
                {status.label}
              </p>
            );
          }
          return null;
        })}
        {actions && (
          <div className="mt-2 flex gap-1">
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-600 hover:bg-slate-200"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" /> Retry
            </button>
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-600 hover:bg-slate-200"
            >
              <Copy aria-hidden="true" className="size-3.5" /> {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
