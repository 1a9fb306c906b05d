import { isToolUIPart, type UIMessage } from 'ai';
import { Check, Copy, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';

const textOf = (message: UIMessage) =>
  message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');

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
            const done = part.state === 'output-available' || part.state === 'output-error';
            return (
              <p key={key} className="my-1 flex items-center gap-2 text-xs text-slate-600" role="status">
                {done ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                )}
                {done ? 'Business search done' : 'Searching for businesses...'}
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
