import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionMetadata } from '#shared/contracts/chat';
import { ResearchDataPanel } from '#web/features/chat/components/research-data-panel';
import type { PanelPlace } from '#web/features/chat/lib/start-rules';

const place = (index: number, name: string): PanelPlace => ({
  index,
  place: {
    name,
    tel: `+1416555010${index}`,
    goal: 'Ask about prices',
    shareChildrenInfo: false,
    type: 'specific',
  },
});
const metadata: SessionMetadata = {
  sessionId: 'session_1_abcdefg',
  title: 'Swim schools near Toronto',
  originalQuery: 'Swim lessons near Toronto',
  places: [place(0, 'Maple Swim').place, place(1, 'Lakeside Aquatics').place],
};

function renderPanel(overrides: Partial<Parameters<typeof ResearchDataPanel>[0]> = {}) {
  const props = {
    open: true,
    loading: false,
    extracting: false,
    metadata,
    visible: [place(0, 'Maple Swim'), place(1, 'Lakeside Aquatics')],
    quickLocations: [],
    unit: 'mi' as const,
    onRemove: vi.fn(),
    undoable: null,
    onUndo: vi.fn(),
    onPhoneChange: vi.fn(),
    onConfirm: vi.fn(),
    onLocationChosen: vi.fn(),
    mayShareChildren: true,
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ResearchDataPanel {...props} />
    </MemoryRouter>,
  );
  return props;
}

vi.mock('#web/features/chat/api/chat-api', () => ({
  searchBusinesses: vi.fn(async () => ({ results: [harbour] })),
  fetchSuggestions: vi.fn(async () => ({ suggestions: [] })),
}));

const harbour = {
  place_id: 'p1',
  name: 'Harbour Swim School',
  formatted_address: '1 King St, Toronto, ON',
  formatted_phone_number: '+14165550111',
  rating: 4.5,
  user_ratings_total: 12,
  distance_miles: 2,
};

beforeEach(() => sessionStorage.clear());

describe('Research Data panel', () => {
  const sharing = (name: string, shareChildrenInfo: boolean): PanelPlace => ({
    ...place(0, name),
    place: { ...place(0, name).place, shareChildrenInfo },
  });
  const shareLine = (name: string) =>
    within(screen.getByRole('heading', { name }).closest('li') as HTMLElement).getByText(
      'Share Children Info:',
    ).parentElement;

  it('says a place shares the children only when the Settings switch allows it', () => {
    renderPanel({ visible: [sharing('Maple Swim', true), { ...sharing('Lakeside', false), index: 1 }] });
    expect(shareLine('Maple Swim')).toHaveTextContent(/^Share Children Info: Yes$/);
    expect(shareLine('Lakeside')).toHaveTextContent(/^Share Children Info: No$/);
  });

  it('says No, turned off in Settings, with a link there, when the switch is off', () => {
    renderPanel({ mayShareChildren: false, visible: [sharing('Maple Swim', true)] });
    expect(shareLine('Maple Swim')).toHaveTextContent('Share Children Info: No — turned off in Settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says a plain No for a place that does not ask to share, whatever the switch', () => {
    renderPanel({ mayShareChildren: false, visible: [sharing('Maple Swim', false)] });
    expect(shareLine('Maple Swim')).toHaveTextContent(/^Share Children Info: No$/);
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('says "Loading session..." while loading', () => {
    renderPanel({ loading: true });
    expect(screen.getByText('Loading session...')).toBeInTheDocument();
  });

  it('shows the empty state, with "Extracting information..." while extracting', () => {
    renderPanel({ metadata: null, visible: [], extracting: true });
    expect(screen.getByText('No Research Data Yet')).toBeInTheDocument();
    expect(screen.getByText('Extracting information...')).toBeInTheDocument();
  });

  it('shows the original query and the places with their count, but no raw JSON by default', () => {
    renderPanel();
    expect(screen.getByText('Swim lessons near Toronto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Places to Call (2)' })).toBeInTheDocument();
    expect(screen.queryByText('View Raw JSON')).not.toBeInTheDocument();
  });

  it('shows the raw JSON in developer mode', () => {
    renderPanel({ developerMode: true });
    expect(screen.getByText('View Raw JSON')).toBeInTheDocument();
  });

  it('removes a business and edits its phone through the card', () => {
    const props = renderPanel();
    const card = screen.getAllByTestId('place-card')[1] as HTMLElement;
    fireEvent.change(within(card).getByLabelText('Phone'), { target: { value: '+14165550199' } });
    expect(props.onPhoneChange).toHaveBeenCalledWith(1, '+14165550199');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Lakeside Aquatics' }));
    expect(props.onRemove).toHaveBeenCalledWith(1);
  });

  it('restores the last saved results with "+ Search More" and confirms a selection', () => {
    sessionStorage.setItem(
      'last_search_results',
      JSON.stringify([
        {
          place_id: 'p1',
          name: 'Harbour Swim School',
          formatted_address: '1 King St, Toronto, ON',
          formatted_phone_number: '+14165550111',
          rating: 4.5,
          user_ratings_total: 12,
        },
      ]),
    );
    const props = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '+ Search More' }));
    const confirm = screen.getByRole('button', { name: 'Confirm Selection (0 places)' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText(/1 with phone numbers/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Harbour Swim School/ }));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Selection (1 places)' }));
    expect(props.onConfirm).toHaveBeenCalledWith(
      [expect.objectContaining({ place_id: 'p1' })],
      expect.objectContaining({ goal: 'Ask about prices' }),
    );
  });

  it.each([
    ['km', '3.2 km away'],
    ['mi', '2 miles away'],
  ] as const)('shows the distances of a chat search in the unit of the settings (%s)', async (unit, away) => {
    const search: PanelPlace = {
      index: 0,
      place: {
        name: 'Swim schools',
        tel: '',
        goal: 'Ask about prices',
        shareChildrenInfo: false,
        type: 'search',
        searchQuery: 'swim school',
        searchLocation: 'Toronto, ON',
      },
    };
    renderPanel({ unit, visible: [search] });
    fireEvent.click(screen.getByRole('button', { name: 'Map It - Find Businesses' }));
    expect(await screen.findByText(new RegExp(away))).toBeInTheDocument();
  });

  it('shows restored results in the unit of the settings', () => {
    sessionStorage.setItem('last_search_results', JSON.stringify([harbour]));
    renderPanel({ unit: 'km' });
    fireEvent.click(screen.getByRole('button', { name: '+ Search More' }));
    expect(screen.getByText(/3\.2 km away/)).toBeInTheDocument();
  });
});
