import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardedProfile } from '#tests/support/profile';
import { SettingsPage } from '#web/features/profile/components/settings-page';
import { setAccessToken } from '#web/lib/auth-token';
import { profileQueryKey } from '#web/lib/profile';
import { SessionProvider } from '#web/lib/session';
import { withAppConfig } from '../app-config';

const profile = onboardedProfile({
  primaryIntersection: 'King St',
  primaryAddress: '1 Main St & King St, Toronto, ON',
  secondaryAddress: 'Cottage on Lake Rd',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSettings(patch: (body: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      withAppConfig(async (url, init) => {
        if (url === '/api/auth/refresh') {
          return json({
            accessToken: 't',
            expiresAt: new Date(Date.now() + 900_000).toISOString(),
            user: { id: 'u1', email: profile.email },
          });
        }
        if (init.method === 'PATCH') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          calls.push(body);
          return patch(body);
        }
        return json(profile);
      }),
    ),
  );
  setAccessToken('t', Date.now() + 900_000);
  localStorage.setItem('askaround_user', JSON.stringify({ id: 'u1', email: profile.email }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQueryKey('u1'), profile);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <SettingsPage />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the settings page', () => {
  it('prefills the addresses: structured street with "(near ...)", else the stored line; e-mail read-only', async () => {
    renderSettings(() => json(profile));
    const primary = await screen.findByDisplayValue('1 Main St (near King St), Toronto, ON');
    expect(primary).toBe(screen.getByLabelText('Primary Address'));
    expect(screen.getByLabelText('Secondary Address')).toHaveValue('Cottage on Lake Rd');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  });

  it('saves the name and shows the green banner', async () => {
    const calls = renderSettings((body) => json({ ...profile, ...body }));
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Pat');
    await user.clear(name);
    await user.type(name, '  Pat Lee ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(calls[0]).toEqual({ name: 'Pat Lee' });
  });

  it('shows the red banner when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings(() => json({ error: 'internal', message: 'boom' }, 500));
    const user = userEvent.setup();
    await screen.findByDisplayValue('Pat');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });

  it('requires a full name', async () => {
    const calls = renderSettings(() => json(profile));
    const user = userEvent.setup();
    await user.clear(await screen.findByDisplayValue('Pat'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
