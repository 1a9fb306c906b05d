import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { CallRecord, Research } from '#shared/contracts/research';

// jsdom has no ResizeObserver; Radix Slider and Tooltip measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A research as the API returns it, with overrides. */
export function makeResearch(over: Partial<Research> = {}): Research {
  return {
    id: 'r1',
    userId: 'u1',
    query: 'Who offers swim lessons for a 5 year old?',
    location: 'Austin, TX',
    radiusMiles: 5,
    status: 'completed',
    totalCalls: 3,
    completedCalls: 3,
    phoneNumbers: null,
    businessNames: null,
    stopRequested: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    ...over,
  };
}

/** A call record as the API returns it, with overrides. */
export function makeCall(over: Partial<CallRecord> = {}): CallRecord {
  return {
    id: 'c1',
    researchId: 'r1',
    businessName: 'Blue Swim School',
    businessPhone: '+15125550101',
    businessAddress: '1 Pool St, Austin, TX',
    dialedPhone: '+15125550101',
    testMode: false,
    status: 'completed',
    callDurationSeconds: 75,
    transcript: null,
    turns: [
      { speaker: 'agent', text: 'Hi, do you offer swim lessons?', at: 0 },
      { speaker: 'business', text: 'Yes, lessons are 25 dollars each.', at: 4 },
    ],
    audioUrl: null,
    confidenceScore: 0.9,
    extractedData: { price: '$25', summary: 'Lessons cost $25.' },
    evidence: { price: { turn: 1, quote: 'lessons are 25 dollars each' } },
    condensed_summary: null,
    is_follow_up: false,
    goal: 'Gather information',
    errorMessage: null,
    calledAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

type Handler = (init: RequestInit | undefined) => { status?: number; body?: unknown };

/** Replaces fetch with a router of "METHOD /path" handlers; returns the spy to read calls from. */
export function mockApi(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler)
      return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), { status: 404 });
    const { status = 200, body } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The JSON body of the first fetch call to "METHOD /path". */
export function sentBody(spy: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).startsWith(path),
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

/** Renders a node with a fresh query client (no retries). */
export function renderWithQueryClient(ui: ReactNode): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Renders a node with a fresh query client and a router at `path` (pattern `pattern`). */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
): RenderResult {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="/research/:id" element={<p>research page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Radix Select uses pointer capture and scrolling, which jsdom lacks: stand-ins for a test file's `beforeAll`. */
export function standInForRadixSelect(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
