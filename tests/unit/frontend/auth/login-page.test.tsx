import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '#web/features/auth/components/login-page';
import { withAppConfig } from '../app-config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLogin(answer: (url: string, body: Record<string, unknown>) => Response | Promise<Response>) {
  const fetchMock = vi.fn(
    withAppConfig(async (url, init) =>
      answer(url, JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the login page', () => {
  it('refuses an e-mail without "@" with the validation message and sends nothing', async () => {
    const fetchMock = renderLogin(() => json({ success: true }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Sending code..." then the code step with the demo notice', async () => {
    let release: (r: Response) => void = () => {};
    renderLogin(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Pat@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Sending code...' })).toBeDisabled();
    release(json({ success: true, demo_otp: '123456' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to pat@example.com')).toBeInTheDocument();
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByText(/Didn't receive the code\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows the server message when sending fails', async () => {
    renderLogin(() => json({ error: 'rate_limited', message: 'Too many codes sent to this email.' }, 429));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many codes sent to this email.')).toBeInTheDocument();
  });

  it('falls back to "Failed to send verification code" when the server sends no message', async () => {
    renderLogin(() => new Response('', { status: 502 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to send verification code')).toBeInTheDocument();
  });

  it('shows "Invalid verification code" and clears the boxes when verification fails without a message', async () => {
    renderLogin((url) =>
      url.endsWith('send-otp') ? json({ success: true }) : new Response('', { status: 502 }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('Digit 1'));
    await user.keyboard('654321');
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1')).toHaveFocus();
  });
});
