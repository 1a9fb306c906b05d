import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionPlace } from '#shared/contracts/chat';
import { SearchPlaceCard } from '#web/features/chat/components/search-place-card';
import { quickLocations } from '#web/features/chat/lib/quick-locations';

vi.mock('#web/features/chat/api/chat-api', () => ({
  searchBusinesses: vi.fn(async () => ({ results: [] })),
  fetchSuggestions: vi.fn(async () => ({ suggestions: [] })),
}));

const search = (searchLocation: string): SessionPlace => ({
  name: 'Music schools',
  tel: '',
  goal: 'Ask about lesson prices',
  shareChildrenInfo: false,
  type: 'search',
  searchQuery: 'music lessons',
  searchLocation,
});

const card = (place: SessionPlace) => (
  <SearchPlaceCard
    item={{ index: 0, place }}
    quickLocations={['Toronto, ON']}
    unit="mi"
    onConfirm={vi.fn()}
    onRemove={vi.fn()}
  />
);

describe('a search card', () => {
  it('says why Map It is disabled while no location is chosen', () => {
    render(card(search('not specified')));
    const mapIt = screen.getByRole('button', { name: 'Map It - Find Businesses' });
    expect(mapIt).toBeDisabled();
    expect(mapIt).toHaveAccessibleDescription('Please enter a location to search.');
  });

  it('takes the place the chat resolved later as its location, which enables Map It', () => {
    const { rerender } = render(card(search('not specified')));
    rerender(card(search('Toronto, ON')));
    expect(screen.getByText(/^Location:/)).toHaveTextContent('Location: Toronto, ON');
    const mapIt = screen.getByRole('button', { name: 'Map It - Find Businesses' });
    expect(mapIt).toBeEnabled();
    expect(mapIt).not.toHaveAccessibleDescription();
  });
});

describe('the quick locations', () => {
  it('offer the saved primary address, its city and the secondary address, each once', () => {
    expect(
      quickLocations({
        primaryStreet: '100 Queen St W',
        primaryCity: 'Toronto',
        primaryState: 'ON',
        secondaryCity: 'Toronto',
        secondaryState: 'ON',
        secondaryAddress: '',
      } as Parameters<typeof quickLocations>[0]),
    ).toEqual(['100 Queen St W, Toronto, ON', 'Toronto, ON']);
  });
});
