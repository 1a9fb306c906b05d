import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardedProfile } from '#tests/support/profile';
import { clearAccessToken } from '#web/lib/auth-token';
import { needsOnboarding, SessionProvider, useSession } from '#web/lib/session';
import { withAppConfig } from '../app-config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = onboardedProfile();

function Probe() {
  const { loading, user } = useSession();
  if (loading) return <p>loading</p>;
  if (!user) return <p>visitor</p>;
  return <p>{`${user.email} ${needsOnboarding(user) ? 'needs onboarding' : 'ready'}`}</p>;
}

/** Signs out from the page while the session may still be starting. */
function SignOutProbe() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      sign out
    </button>
  );
}

function renderSession() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
        <SignOutProbe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  clearAccessToken();
});

describe('the session bootstrap', () => {
  it('ends as a visitor and clears the cached user when the refresh cookie is refused', async () => {
    localStorage.setItem('askaround_user', JSON.stringify({ id: 'u1', email: 'pat@example.com' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(withAppConfig(async () => json({ error: 'unauthorized', message: 'x' }, 401))),
    );
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem('askaround_user')).toBeNull();
  });

  it('refreshes, reads the cached user, loads the profile, then stops loading', async () => {
    localStorage.setItem('askaround_user', JSON.stringify({ id: 'u1', email: 'pat@example.com' }));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withAppConfig(async (url, init) => {
          urls.push(url);
          if (url === '/api/auth/refresh') {
            const expiresAt = new Date(Date.now() + 900_000).toISOString();
            return json({ accessToken: 'tok', expiresAt, user: { id: 'u1', email: 'pat@example.com' } });
          }
          expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
          return json(profile);
        }),
      ),
    );
    renderSession();
    expect(await screen.findByText('pat@example.com ready')).toBeInTheDocument();
    expect(urls).toEqual(['/api/auth/refresh', '/api/users/u1']);
    expect(JSON.parse(localStorage.getItem('askaround_user') ?? '{}')).toMatchObject({ id: 'u1' });
  });

  it('treats a missing profile (404) as needing onboarding', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withAppConfig(async (url) =>
          url === '/api/auth/refresh'
            ? json({
                accessToken: 't',
                expiresAt: new Date(Date.now() + 900_000).toISOString(),
                user: { id: 'u2', email: 'new@example.com' },
              })
            : json({ error: 'not_found', message: 'Profile not found' }, 404),
        ),
      ),
    );
    renderSession();
    expect(await screen.findByText('new@example.com needs onboarding')).toBeInTheDocument();
  });

  it('stays signed out when the sign-out comes before the session has finished starting', async () => {
    let answerProfile: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withAppConfig(async (url) => {
          if (url === '/api/auth/refresh')
            return json({
              accessToken: 'tok',
              expiresAt: new Date(Date.now() + 900_000).toISOString(),
              user: { id: 'u1', email: 'pat@example.com' },
            });
          if (url === '/api/auth/signout') return json({ ok: true });
          return new Promise<Response>((resolve) => {
            answerProfile = resolve;
          });
        }),
      ),
    );
    renderSession();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain('/api/users/u1'));
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    answerProfile(json(profile));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });
});
