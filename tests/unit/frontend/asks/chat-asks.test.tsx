import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionMetadata } from '#shared/contracts/chat';
import { NewResearchPage } from '#web/features/chat/components/new-research-page';
import { makeResearch, mockApi, renderWithApp, sentBody } from '../research/support';

const SESSION = 'session_1_abcdefg';

const ASKED = {
  id: 'm1',
  role: 'user',
  parts: [{ type: 'text', text: 'Please also ask whether a parent has to stay.' }],
};

const ADDED_BY_ASSISTANT = {
  id: 'm2',
  role: 'assistant',
  parts: [
    {
      type: 'tool-addAsks',
      toolCallId: 'c1',
      state: 'output-available',
      input: { question: 'whether a parent has to stay' },
      output: {
        asks: [
          { label: 'Do you have Saturday classes?', kind: 'yes_no' },
          { label: 'What is the monthly fee?', kind: 'money' },
          { label: 'Does a parent have to stay?', kind: 'yes_no' },
        ],
        added: [{ label: 'Does a parent have to stay?', kind: 'yes_no' }],
      },
    },
  ],
};

/** The chat as the page drives it: the asks it would send, and an answer that changes them. */
vi.mock('#web/features/chat/components/chat-panel', () => ({
  ChatPanel: (props: { asks?: unknown; onTurnFinished: (messages: unknown[]) => void }) => (
    <div>
      <output aria-label="asks sent">{JSON.stringify(props.asks ?? null)}</output>
      <button type="button" onClick={() => props.onTurnFinished([ASKED, ADDED_BY_ASSISTANT])}>
        answer
      </button>
    </div>
  ),
}));
vi.mock('#web/features/chat/lib/session-storage', async (load) => ({
  ...(await load<object>()),
  newSessionId: () => SESSION,
}));
vi.mock('#web/lib/profile', () => ({
  useProfile: () => ({ data: { credits: 30, primaryCity: 'Toronto', primaryState: 'ON' } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const METADATA: SessionMetadata = {
  sessionId: SESSION,
  title: 'Swim schools near Toronto',
  originalQuery: 'Do you have Saturday classes and what is the monthly fee?',
  places: [
    { name: 'Maple Swim', tel: '+14165550101', goal: 'Ask', shareChildrenInfo: false, type: 'specific' },
  ],
};

function renderChat() {
  const api = mockApi({
    [`GET /api/sessions/${SESSION}/metadata`]: () => ({ body: METADATA }),
    'GET /api/config': () => ({ body: { useSamplePhone: false, sampleDestinationPhone: null } }),
    'POST /api/asks': () => ({
      body: {
        asks: [
          { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
          { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
        ],
      },
    }),
    'POST /api/researches': () => ({ status: 201, body: makeResearch({ id: 'new-1' }) }),
  });
  renderWithApp(<NewResearchPage />);
  return api;
}

describe('the asks in the chat', () => {
  it("derives the asks from the parent's question and starts with the edited ones", async () => {
    const api = renderChat();
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    expect(await panel.findByDisplayValue('What is the monthly fee?')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/asks')).toEqual({ question: METADATA.originalQuery });
    await userEvent.click(panel.getByRole('button', { name: 'Remove question 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(await screen.findByText('research page')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/researches')).toMatchObject({
      asks: [{ key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' }],
    });
  });

  it('does not start with an empty ask and says where to fix it', async () => {
    const api = renderChat();
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    await userEvent.clear(await panel.findByDisplayValue('What is the monthly fee?'));
    await userEvent.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(screen.getByText(/Please fix what to ask each business/)).toBeInTheDocument();
    expect(panel.getByText('Please say what to ask')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/researches')).toBeUndefined();
  });

  it('sends the asks as edited with each message, and puts in the card the ones the assistant adds', async () => {
    const api = renderChat();
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    await userEvent.clear(await panel.findByDisplayValue('What is the monthly fee?'));
    await userEvent.type(panel.getByLabelText('Question 2'), 'How much is a month?');
    expect(JSON.parse(screen.getByLabelText('asks sent').textContent ?? '')).toEqual([
      { label: 'Do you have Saturday classes?', kind: 'yes_no' },
      { label: 'How much is a month?', kind: 'money' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(await panel.findByDisplayValue('Does a parent have to stay?')).toBeInTheDocument();
    expect(panel.getAllByRole('textbox', { name: /^Question \d$/ })).toHaveLength(3);
    await waitFor(() =>
      expect(sentBody(api, 'POST', `/api/sessions/${SESSION}/metadata`)).toMatchObject({
        asks: [
          { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
          { label: 'What is the monthly fee?', kind: 'money' },
          { label: 'Does a parent have to stay?', kind: 'yes_no' },
        ],
      }),
    );
  });

  it("saves the assistant's change at once, and the extraction after the answer keeps it", async () => {
    const api = renderChat();
    const routes = api.getMockImplementation();
    // The answer's extraction returns at once: before the typing pause would have saved the asks.
    const answered: Record<string, unknown> = {
      '/extract-metadata': METADATA,
      [`${SESSION}/chat`]: { ok: true },
    };
    api.mockImplementation(async (input, init) => {
      const body = Object.entries(answered).find(([end]) => String(input).endsWith(end))?.[1];
      return body && init?.method === 'POST'
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
        : (routes?.(input, init) as Promise<Response>);
    });
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    await panel.findByDisplayValue('What is the monthly fee?');
    await userEvent.click(screen.getByRole('button', { name: 'answer' }));
    await panel.findByDisplayValue('Does a parent have to stay?');
    const saved = () =>
      api.mock.calls
        .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(`${SESSION}/metadata`))
        .map(([, init]) => (JSON.parse(String(init?.body)) as SessionMetadata).asks?.length);
    await waitFor(() => expect(saved()).toEqual([3, 3]));
  });

  it('brings back the asks saved with the session instead of splitting the question again', async () => {
    const saved = [{ key: 'registration_fee', label: 'How much is the registration fee?', kind: 'money' }];
    mockApi({
      [`GET /api/sessions/${SESSION}/metadata`]: () => ({ body: { ...METADATA, asks: saved } }),
      'GET /api/config': () => ({ body: { useSamplePhone: false, sampleDestinationPhone: null } }),
      'POST /api/asks': () => ({ body: { asks: [{ key: 'x', label: 'Split again?', kind: 'yes_no' }] } }),
    });
    renderWithApp(<NewResearchPage />);
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    expect(await panel.findByDisplayValue('How much is the registration fee?')).toBeInTheDocument();
    expect(panel.queryByDisplayValue('Split again?')).not.toBeInTheDocument();
  });
});
