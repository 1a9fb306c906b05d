import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationPicker } from '#web/features/chat/components/location-picker';

const fetchMock = vi.fn();

function Harness({ initial = '', onChosen }: { initial?: string; onChosen?: (location: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocationPicker
        value={value}
        onChange={setValue}
        onChosen={
          onChosen &&
          ((location) => {
            setValue(location);
            onChosen(location);
          })
        }
        quick={['Toronto, ON']}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LocationPicker', () => {
  it('picks a quick location', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Toronto, ON' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Toronto, ON');
  });

  it('asks for suggestions only from 3 characters and after a 500 ms pause', async () => {
    fetchMock.mockImplementation(async () =>
      json({ suggestions: [{ display_name: 'Toronto, ON, Canada', lat: 43.7, lon: -79.4 }] }),
    );
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter a location...' }));
    const input = screen.getByPlaceholderText('City, State or ZIP code');
    fireEvent.change(input, { target: { value: 'To' } });
    await act(async () => vi.advanceTimersByTime(600));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Tor' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/places/suggest?q=Tor');
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole('button', { name: 'Toronto, ON, Canada' }));
    expect(screen.getByTestId('value')).toHaveTextContent('Toronto, ON, Canada');
  });

  it('tells of a location chosen: a chip, a suggestion, or the typed words when the field is left', async () => {
    fetchMock.mockImplementation(async () =>
      json({ suggestions: [{ display_name: 'Mississauga, ON, Canada', lat: 43.6, lon: -79.6 }] }),
    );
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toronto, ON' }));
    expect(onChosen).toHaveBeenLastCalledWith('Toronto, ON');

    fireEvent.click(screen.getByRole('button', { name: 'Enter a location...' }));
    const input = screen.getByPlaceholderText('City, State or ZIP code');
    fireEvent.change(input, { target: { value: 'Missi' } });
    expect(onChosen).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    const suggestion = await screen.findByRole('button', { name: 'Mississauga, ON, Canada' });
    // Leaving the field for the suggestion does not choose the typed words.
    fireEvent.blur(input, { relatedTarget: suggestion });
    expect(onChosen).toHaveBeenCalledTimes(1);
    fireEvent.click(suggestion);
    expect(onChosen).toHaveBeenLastCalledWith('Mississauga, ON, Canada');

    fireEvent.change(input, { target: { value: 'Oakville, ON' } });
    fireEvent.blur(input);
    expect(onChosen).toHaveBeenLastCalledWith('Oakville, ON');
  });

  it('alerts when the browser has no geolocation', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal('navigator', {});
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by your browser');
  });

  it('alerts when the position cannot be read', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: (_ok: unknown, fail: () => void) => fail() },
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(alert).toHaveBeenCalledWith('Unable to get your current location');
  });

  it('stores the position, and shows "Error getting location" when the reverse lookup fails', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'unavailable', message: 'down' }, 503));
    const getCurrentPosition = vi.fn((ok: (p: unknown) => void, _fail: unknown, _options: unknown) =>
      ok({ coords: { latitude: 43.65, longitude: -79.38 } }),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));
    await act(async () => {});
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: false, timeout: 5000 });
    expect(JSON.parse(sessionStorage.getItem('user_coords') ?? '{}')).toEqual({ lat: 43.65, lon: -79.38 });
    expect(screen.getByTestId('value')).toHaveTextContent('Error getting location');
  });
});
