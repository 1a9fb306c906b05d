interface ActiveStream {
  userId: string;
  chunks: string[];
  listeners: Set<(chunk: string | null) => void>;
}

/**
 * Chat streams in progress, kept in memory so a client that lost its connection can resume:
 * the resumed stream replays what was sent so far and follows the rest. A stream is forgotten
 * as soon as it ends, so resuming a finished chat finds nothing (204).
 */
export function createActiveStreams() {
  const active = new Map<string, ActiveStream>();

  async function follow(chatId: string, entry: ActiveStream, stream: ReadableStream<string>) {
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        entry.chunks.push(value);
        for (const listener of entry.listeners) listener(value);
      }
    } finally {
      if (active.get(chatId) === entry) active.delete(chatId);
      for (const listener of entry.listeners) listener(null);
    }
  }

  /** The stream of a chat in progress for its owner, or null when there is none. */
  function resume(chatId: string, userId: string): ReadableStream<string> | null {
    const entry = active.get(chatId);
    if (!entry || entry.userId !== userId) return null;
    let listener: ((chunk: string | null) => void) | undefined;
    return new ReadableStream<string>({
      start(controller) {
        for (const chunk of entry.chunks) controller.enqueue(chunk);
        listener = (chunk) => {
          if (chunk === null) controller.close();
          else controller.enqueue(chunk);
        };
        entry.listeners.add(listener);
      },
      cancel() {
        if (listener) entry.listeners.delete(listener);
      },
    });
  }

  return {
    /** Tracks a copy of a chat's SSE stream until it ends. */
    register(chatId: string, userId: string, stream: ReadableStream<string>): Promise<void> {
      const entry: ActiveStream = { userId, chunks: [], listeners: new Set() };
      active.set(chatId, entry);
      return follow(chatId, entry, stream);
    },
    /** The stream in progress for a chat as the UI message stream it was, or a 204 when there is nothing to resume. */
    resumeResponse(chatId: string, userId: string): Response {
      const stream = resume(chatId, userId);
      if (!stream) return new Response(null, { status: 204 });
      return new Response(stream.pipeThrough(new TextEncoderStream()), {
        headers: {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'x-vercel-ai-ui-message-stream': 'v1',
        },
      });
    },
    /** Whether a chat has a stream in progress. */
    isActive: (chatId: string) => active.has(chatId),
  };
}

export type ActiveStreams = ReturnType<typeof createActiveStreams>;
