import { useChat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import { SendHorizontal, Sparkles } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatAsk } from '#shared/contracts/chat';
import { MESSAGES } from '#shared/domain/validation-messages';
import { createChatTransport } from '../lib/chat-transport';
import { pickExamples } from '../lib/example-prompts';
import { ChatMessage } from './chat-message';

/** The chat half of the screen: messages, example prompts and the input. */
export function ChatPanel({
  sessionId,
  initialMessages,
  extracting,
  asks,
  onTurnFinished,
}: {
  sessionId: string;
  initialMessages: UIMessage[];
  extracting: boolean;
  /** What the card "What to ask each business" holds now, sent with each message. */
  asks: ChatAsk[] | undefined;
  onTurnFinished: (messages: UIMessage[]) => void;
}) {
  const currentAsks = useRef(asks);
  currentAsks.current = asks;
  const transport = useMemo(
    () => createChatTransport(() => (currentAsks.current ? { asks: currentAsks.current } : {})),
    [],
  );
  // useChat keeps its first callbacks: read the latest handler through a ref.
  const finished = useRef(onTurnFinished);
  finished.current = onTurnFinished;
  const { messages, sendMessage, regenerate, status, error } = useChat({
    id: sessionId,
    messages: initialMessages,
    transport,
    resume: true,
    onFinish: ({ messages: all, isAbort, isError }) => {
      if (!isAbort && !isError) finished.current(all);
    },
  });
  const [input, setInput] = useState('');
  const [examples] = useState(() => pickExamples());
  const listRef = useRef<HTMLOListElement>(null);
  const busy = status === 'submitted' || status === 'streaming';
  const canSend = input.trim().length > 0 && !busy && !extracting;

  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = input.trim();
    if (!text || !canSend) return;
    setInput('');
    void sendMessage({ text });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  };
  const lastAssistant = [...messages].reverse().find((m) => m.role === 'assistant');

  return (
    <section aria-label="Chat" className="flex min-h-0 flex-1 flex-col">
      {messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <Sparkles aria-hidden="true" className="size-8 text-brand-600" />
          <h2 className="text-xl font-semibold">Start Your Research</h2>
          <ul className="flex w-full max-w-md flex-col gap-2">
            {examples.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => setInput(example)}
                  className="w-full rounded-lg border border-slate-200 px-4 py-2 text-left text-sm hover:border-brand-600 hover:bg-slate-50"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ol ref={listRef} aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              actions={message === lastAssistant && message === messages.at(-1) && status === 'ready'}
              onRetry={() => void regenerate()}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error.message || MESSAGES.chatFetchFailed}
        </p>
      )}
      <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          rows={2}
          value={input}
          maxLength={2000}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={busy || extracting}
          placeholder="Describe what you want to research..."
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none disabled:bg-slate-50"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={!canSend}
          className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  );
}
