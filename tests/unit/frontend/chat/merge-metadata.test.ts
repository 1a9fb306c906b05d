import { describe, expect, it } from 'vitest';
import type { SessionMetadata, SessionPlace } from '#shared/contracts/chat';
import { mergeExtracted, offeredLocation, withPickedLocation } from '#web/features/chat/lib/merge-metadata';

const search = (searchLocation: string, searchQuery = 'swim school'): SessionPlace => ({
  name: `Swim schools near ${searchLocation}`,
  tel: '',
  goal: 'Ask about prices',
  shareChildrenInfo: false,
  type: 'search',
  searchQuery,
  searchLocation,
});
const read = (places: SessionPlace[], location?: string): SessionMetadata => ({
  sessionId: 'session_1_abcdefg',
  title: 'Swim lessons',
  originalQuery: 'Swim lessons for my 6 year old',
  places,
  ...(location ? { location } : {}),
});

/** The chat read Mississauga, then the parent picked Oakville by hand in the card. */
const picked = () => {
  const first = mergeExtracted(null, read([search('Mississauga, ON')], 'Mississauga, ON'));
  const next = withPickedLocation(first, 0, ' Oakville, ON ');
  if (!next) throw new Error('the pick changed nothing');
  return next;
};

describe('the location of the chat research', () => {
  it('follows what the chat reads while the parent has picked none', () => {
    const first = mergeExtracted(null, read([search('Mississauga, ON')], 'Mississauga, ON'));
    const later = mergeExtracted(first, read([search('Toronto, ON')], 'Toronto, ON'));
    expect(later).toMatchObject({ location: 'Toronto, ON', places: [{ searchLocation: 'Toronto, ON' }] });
    expect(offeredLocation(later)).toBeNull();
  });

  it('keeps a location picked by hand when a later message is read to name the same place again', () => {
    const later = mergeExtracted(picked(), read([search('Mississauga, ON')], 'Mississauga, ON'));
    expect(later).toMatchObject({
      location: 'Oakville, ON',
      places: [{ searchLocation: 'Oakville, ON' }],
      pickedLocation: { location: 'Oakville, ON', saidThen: 'Mississauga, ON' },
    });
    expect(offeredLocation(later)).toBeNull();
  });

  it('offers a place a later message names, without putting it in place of the pick', () => {
    const later = mergeExtracted(picked(), read([search('Burlington, ON')], 'Burlington, ON'));
    expect(later).toMatchObject({ location: 'Oakville, ON', places: [{ searchLocation: 'Oakville, ON' }] });
    expect(offeredLocation(later)).toBe('Burlington, ON');
    const accepted = withPickedLocation(later, 0, 'Burlington, ON');
    expect(accepted).toMatchObject({
      location: 'Burlington, ON',
      places: [{ searchLocation: 'Burlington, ON' }],
    });
    expect(offeredLocation(accepted)).toBeNull();
  });

  it('keeps the pick when the chat names no place any more, and for a search near no place', () => {
    const later = mergeExtracted(picked(), read([search('not specified')]));
    expect(later).toMatchObject({ location: 'Oakville, ON', places: [{ searchLocation: 'Oakville, ON' }] });
  });

  it('leaves a search of another place near its own', () => {
    const later = mergeExtracted(
      picked(),
      read([search('Mississauga, ON'), search('Hamilton, ON', 'piano teacher')], 'Mississauga, ON'),
    );
    expect(later.places.map((p) => p.searchLocation)).toEqual(['Oakville, ON', 'Hamilton, ON']);
  });

  it('changes nothing for a blank pick, the same place again, or a card that is not a search', () => {
    const current = picked();
    expect(withPickedLocation(current, 0, '   ')).toBeNull();
    expect(withPickedLocation(current, 0, 'Oakville, ON')).toBeNull();
    expect(withPickedLocation(current, 3, 'Toronto, ON')).toBeNull();
  });
});
