import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionMetadata, SessionPlace } from '#shared/contracts/chat';
import { NewResearchPage } from '#web/features/chat/components/new-research-page';
import { makeResearch, mockApi, renderWithApp, sentBody } from '../research/support';

const SESSION = 'session_1_abcdefg';

/** The chat is left out; its button ends a turn, as an answer of the assistant does. */
vi.mock('#web/features/chat/components/chat-panel', () => ({
  ChatPanel: ({ onTurnFinished }: { onTurnFinished: (messages: unknown[]) => void }) => (
    <button
      type="button"
      onClick={() =>
        onTurnFinished([{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Music schools please' }] }])
      }
    >
      End a chat turn
    </button>
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

const specific = (name: string, tel: string): SessionPlace => ({
  name,
  tel,
  goal: 'Ask about prices',
  shareChildrenInfo: false,
  type: 'specific',
});
const search: SessionPlace = {
  name: 'Music schools near Leeds',
  tel: '',
  goal: 'Ask about prices',
  shareChildrenInfo: false,
  type: 'search',
  searchQuery: 'music school',
  searchLocation: 'Leeds',
};
const metadataWith = (places: SessionPlace[], more: Partial<SessionMetadata> = {}): SessionMetadata => ({
  sessionId: SESSION,
  title: 'Piano teachers near Leeds',
  originalQuery: 'Piano teachers near Leeds: do they teach adults?',
  places,
  ...more,
});

/** The chat page of a session whose metadata is saved. */
async function renderChat(places: SessionPlace[]) {
  mockApi({ [`GET /api/sessions/${SESSION}/metadata`]: () => ({ body: metadataWith(places) }) });
  renderWithApp(<NewResearchPage />);
  return within(await screen.findByRole('complementary', { name: 'Research Data' }));
}

describe('continuing a chat whose metadata was never saved', () => {
  const MESSAGES = [
    { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Piano teachers near Leeds' }] },
    { id: 'm2', role: 'assistant', parts: [{ type: 'text', text: 'Click "Map It" to find them.' }] },
  ];

  it('extracts it from the restored messages, saying so meanwhile, and saves it', async () => {
    sessionStorage.setItem('research_session_id', SESSION);
    let answer: (response: Response) => void = () => {};
    const extracted = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      [`GET /api/sessions/${SESSION}/chat`]: () => ({ body: { messages: MESSAGES } }),
      [`GET /api/sessions/${SESSION}/metadata`]: () => ({ body: null }),
      [`POST /api/sessions/${SESSION}/metadata`]: () => ({ body: { ok: true } }),
    });
    const served = api.getMockImplementation();
    if (!served) throw new Error('mockApi serves no routes');
    api.mockImplementation(async (input, init) =>
      String(input).endsWith('/api/sessions/extract-metadata') ? extracted : served(input, init),
    );
    renderWithApp(<NewResearchPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Continue Previous' }));
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    expect(await panel.findByText('Extracting information...')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/sessions/extract-metadata')).toMatchObject({
      sessionId: SESSION,
      conversationHistory: [
        { role: 'user', content: 'Piano teachers near Leeds' },
        { role: 'assistant', content: 'Click "Map It" to find them.' },
      ],
    });

    const { sessionId: _, ...body } = metadataWith([search]);
    answer(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    expect(await panel.findByRole('button', { name: /Map It/ })).toBeInTheDocument();
    expect(panel.queryByText('Extracting information...')).not.toBeInTheDocument();
    expect(sentBody(api, 'POST', `/api/sessions/${SESSION}/metadata`)).toEqual(metadataWith([search]));
    expect(sentBody(api, 'POST', `/api/sessions/${SESSION}/chat`)).toBeUndefined();
  });
});

describe('continuing a chat whose metadata could not be read', () => {
  it('does not extract it again over what may be saved', async () => {
    sessionStorage.setItem('research_session_id', SESSION);
    let reads = 0;
    const api = mockApi({
      [`GET /api/sessions/${SESSION}/chat`]: () => ({
        body: {
          messages: [
            { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Piano teachers' }] },
            { id: 'm2', role: 'assistant', parts: [{ type: 'text', text: 'Click "Map It".' }] },
          ],
        },
      }),
      // Not saved when the page starts; the read after Continue fails.
      [`GET /api/sessions/${SESSION}/metadata`]: () => {
        reads += 1;
        return reads === 1
          ? { body: null }
          : { status: 500, body: { error: 'internal', message: 'Try again' } };
      },
    });
    renderWithApp(<NewResearchPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Previous' }));
    await screen.findByRole('complementary', { name: 'Research Data' });
    await waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBody(api, 'POST', '/api/sessions/extract-metadata')).toBeUndefined();
  });
});

describe('the cost of the calls in the chat', () => {
  it('says how many businesses will be called, what it costs at most and the balance', async () => {
    const panel = await renderChat([
      specific('Maple Piano', '+14165550101'),
      specific('Keys', '+14165550102'),
    ]);
    const plan = await panel.findByTestId('call-plan');
    expect(plan).toHaveTextContent(
      'We will call the 2 businesses in Places to Call. Each answered call costs 3 credits: at most 6 credits. You have 30 credits.',
    );
    expect(screen.getByRole('button', { name: 'Start Research' })).toHaveAccessibleDescription(
      plan.textContent ?? '',
    );
  });

  it('counts the businesses left after one is removed, and none for a search', async () => {
    const panel = await renderChat([
      specific('Maple Piano', '+14165550101'),
      specific('Keys', '+14165550102'),
    ]);
    await userEvent.click((await panel.findByRole('button', { name: 'Remove Maple Piano' })) as HTMLElement);
    expect(panel.getByTestId('call-plan')).toHaveTextContent(
      'We will call the business in Places to Call. Each answered call costs 3 credits: at most 3 credits.',
    );
  });

  it('shows no cost while only a search is listed', async () => {
    const panel = await renderChat([search]);
    expect(await panel.findByRole('button', { name: /Map It/ })).toBeInTheDocument();
    expect(panel.queryByTestId('call-plan')).not.toBeInTheDocument();
  });
});

describe('removing a card of the research data', () => {
  it('can be undone from a focused, announced Undo, which brings the card back', async () => {
    const panel = await renderChat([search]);
    await userEvent.click(
      await panel.findByRole('button', { name: 'Remove the search Music schools near Leeds' }),
    );
    expect(panel.queryByTestId('search-place-card')).not.toBeInTheDocument();
    expect(panel.getByRole('status')).toHaveTextContent('Removed Music schools near Leeds.');
    const undo = panel.getByRole('button', { name: 'Undo removing Music schools near Leeds' });
    expect(undo).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(panel.getByTestId('search-place-card')).toBeInTheDocument();
    expect(panel.queryByText(/Removed/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Remove the search Music schools near Leeds' })).toHaveFocus(),
    );
  });

  it('offers to undo only the last removal', async () => {
    const panel = await renderChat([
      specific('Maple Piano', '+14165550101'),
      specific('Keys', '+14165550102'),
    ]);
    await userEvent.click(await panel.findByRole('button', { name: 'Remove Maple Piano' }));
    await userEvent.click(panel.getByRole('button', { name: 'Remove Keys' }));
    expect(panel.getByText('Places to Call (0)')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Undo removing Keys' }));
    expect(panel.getByText('Places to Call (1)')).toBeInTheDocument();
    expect(panel.getByText('Keys')).toBeInTheDocument();
    expect(panel.queryByText('Maple Piano')).not.toBeInTheDocument();
  });
});

describe('the location of a search card', () => {
  const harbour = {
    place_id: 'p1',
    name: 'Harbour Music',
    formatted_address: '1 King St, Toronto, ON',
    formatted_phone_number: '+14165550111',
    rating: 4.5,
    user_ratings_total: 12,
    distance_miles: 2,
  };

  it('is saved when picked, and the research starts near it within the radius said', async () => {
    const saved: SessionMetadata[] = [];
    const api = mockApi({
      [`GET /api/sessions/${SESSION}/metadata`]: () => ({
        body: metadataWith([search], { location: 'Leeds', radiusMiles: 10 }),
      }),
      [`POST /api/sessions/${SESSION}/metadata`]: (init) => {
        saved.push(JSON.parse(String(init?.body)) as SessionMetadata);
        return { body: { ok: true } };
      },
      'POST /api/places/search': () => ({ body: { results: [harbour] } }),
      'POST /api/researches': () => ({ status: 201, body: makeResearch({ id: 'new-1' }) }),
    });
    renderWithApp(<NewResearchPage />);
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));

    await userEvent.click(await panel.findByRole('button', { name: 'Toronto, ON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ location: 'Toronto, ON', places: [{ searchLocation: 'Toronto, ON' }] });

    await userEvent.click(panel.getByRole('button', { name: /Map It/ }));
    expect(sentBody(api, 'POST', '/api/places/search')).toMatchObject({
      location: 'Toronto, ON',
      radiusMiles: 10,
    });
    await userEvent.click(await panel.findByRole('checkbox', { name: /Harbour Music/ }));
    await userEvent.click(panel.getByRole('button', { name: /Confirm Selection/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start Research' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/researches')).toBeDefined());
    expect(sentBody(api, 'POST', '/api/researches')).toMatchObject({
      location: 'Toronto, ON',
      radiusMiles: 10,
      businessNames: ['Harbour Music'],
    });
  });

  it('stays as picked when a later message is read, which may only offer a place it names', async () => {
    const saved: SessionMetadata[] = [];
    let reading = 'Leeds';
    mockApi({
      [`GET /api/sessions/${SESSION}/metadata`]: () => ({
        body: metadataWith([search], { location: 'Leeds', saidLocation: 'Leeds' }),
      }),
      [`POST /api/sessions/${SESSION}/metadata`]: (init) => {
        saved.push(JSON.parse(String(init?.body)) as SessionMetadata);
        return { body: { ok: true } };
      },
      [`POST /api/sessions/${SESSION}/chat`]: () => ({ body: { ok: true } }),
      'POST /api/sessions/extract-metadata': () => ({
        body: metadataWith([{ ...search, searchLocation: reading }], { location: reading }),
      }),
    });
    renderWithApp(<NewResearchPage />);
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    const shown = () => panel.getByText(/^Location:/);

    await userEvent.click(await panel.findByRole('button', { name: 'Toronto, ON' }));
    await userEvent.click(screen.getByRole('button', { name: 'End a chat turn' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(shown()).toHaveTextContent('Location: Toronto, ON');
    expect(saved[1]).toMatchObject({ location: 'Toronto, ON', places: [{ searchLocation: 'Toronto, ON' }] });
    expect(panel.queryByRole('button', { name: /instead$/ })).not.toBeInTheDocument();

    reading = 'York';
    await userEvent.click(screen.getByRole('button', { name: 'End a chat turn' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(shown()).toHaveTextContent('Location: Toronto, ON');
    await userEvent.click(panel.getByRole('button', { name: 'Search near York instead' }));
    expect(shown()).toHaveTextContent('Location: York');
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ location: 'York' }));
    expect(panel.queryByRole('button', { name: /instead$/ })).not.toBeInTheDocument();
  });

  it('comes back as saved after a reload', async () => {
    mockApi({
      [`GET /api/sessions/${SESSION}/metadata`]: () => ({
        body: metadataWith([{ ...search, searchLocation: 'Mississauga, ON, Canada' }], {
          location: 'Mississauga, ON, Canada',
        }),
      }),
    });
    renderWithApp(<NewResearchPage />);
    const panel = within(await screen.findByRole('complementary', { name: 'Research Data' }));
    expect(await panel.findByText('Mississauga, ON, Canada')).toBeInTheDocument();
  });
});

describe('a phone number changed in Places to Call', () => {
  it('says what is wrong with it and why Start Research is unavailable', async () => {
    const panel = await renderChat([
      specific('Maple Piano', '+14165550101'),
      specific('Keys', '+14165550102'),
      specific('Octave', '+14165550103'),
    ]);
    const start = screen.getByRole('button', { name: 'Start Research' });
    expect(start).toBeEnabled();
    const phones = await panel.findAllByLabelText('Phone');
    const keys = phones[1] as HTMLElement;
    expect(keys).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(keys);
    expect(keys).toHaveValue('');
    expect(keys).toHaveAccessibleDescription('Please enter a phone number');
    await userEvent.type(keys, '12');
    expect(keys).toHaveAttribute('aria-invalid', 'true');
    expect(keys).toHaveAccessibleDescription('Please enter a valid phone number, e.g. +1 416 555 0100');
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining('Fix the phone number of Keys in Research Data to start.'),
    );
    expect(panel.getByTestId('call-plan')).toHaveTextContent(
      /^Fix the phone number of Keys in Research Data to start\. We will call the 3 businesses/,
    );

    await userEvent.clear(keys);
    await userEvent.type(keys, '416 555 0199');
    expect(keys).toHaveAttribute('aria-invalid', 'false');
    expect(start).toBeEnabled();
    expect(screen.queryByText(/Fix the phone number/)).not.toBeInTheDocument();
  });
});
