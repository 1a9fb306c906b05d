import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Research } from '#shared/contracts/research';
import { ResearchDetailPage } from '#web/features/research/components/research-detail-page';
import { makeCall, makeResearch, mockApi, renderWithApp, sentBody } from './support';

vi.mock('#web/lib/session', () => ({
  useSession: () => ({ loading: false, user: { id: 'u1', email: 'a@b.c', onboardingCompleted: true } }),
}));
vi.mock('#web/lib/profile', () => ({ useProfile: () => ({ data: null }) }));

afterEach(() => vi.unstubAllGlobals());

function api(research: Research | null | (() => Research), extra: Parameters<typeof mockApi>[0] = {}) {
  const current = () => (typeof research === 'function' ? research() : research);
  return mockApi({
    'GET /api/researches/r1': () => {
      const found = current();
      return found
        ? { body: found }
        : { status: 404, body: { error: 'not_found', message: 'Research not found' } };
    },
    'GET /api/researches/r1/calls': () => ({ body: [makeCall()] }),
    'GET /api/preferences/live-updates/u1/r1': () => ({ body: { enabled: true } }),
    'GET /api/call-records/c1/visualizations': () => ({ body: [] }),
    ...extra,
  });
}
const renderPage = () =>
  renderWithApp(<ResearchDetailPage />, { path: '/research/r1', pattern: '/research/:id' });

describe('the research detail page', () => {
  it('says "Research not found" with a way back for an unknown or foreign research', async () => {
    api(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Research not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your researches' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('lists the asks of each business under the question before any call is answered', async () => {
    api(
      makeResearch({
        status: 'pending',
        completedCalls: 0,
        asks: [
          { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
          { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
        ],
      }),
      { 'GET /api/researches/r1/calls': () => ({ body: [] }) },
    );
    renderPage();
    const asked = await screen.findByRole('region', { name: 'Asked of each business' });
    const items = within(asked).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Do you have Saturday classes? (Yes/No)',
      'What is the monthly fee? (Price)',
    ]);
  });

  it('shows progress as completed over total with the businesses whose call is still to be made', async () => {
    api(makeResearch({ status: 'in_progress', completedCalls: 1, totalCalls: 3 }), {
      'GET /api/researches/r1/calls': () => ({
        body: [
          makeCall(),
          makeCall({ id: 'c2', businessPhone: '+15125550102', status: 'queued' }),
          makeCall({ id: 'c3', businessPhone: '+15125550103', status: 'dialing' }),
        ],
      }),
    });
    renderPage();
    expect(await screen.findByText('1 / 3 calls')).toBeInTheDocument();
    expect(await screen.findByText('2 businesses pending contact')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('offers live updates and Stop only while the research runs', async () => {
    api(makeResearch({ status: 'in_progress', completedCalls: 1 }));
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Live updates' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Named by its visible label itself, so no tool falls back to the button's "on" form value.
    const label = document.getElementById(toggle.getAttribute('aria-labelledby') ?? '');
    expect(label).toHaveTextContent('Live updates');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });

  it('hides live updates on a completed research and offers Follow-Up and Extend', async () => {
    api(makeResearch({ status: 'completed' }));
    renderPage();
    expect(await screen.findByText('Found 1 match')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow-Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('saves the live-updates preference when switched', async () => {
    const spy = api(makeResearch({ status: 'in_progress' }), {
      'PUT /api/preferences/live-updates/u1/r1': () => ({ body: { enabled: false } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Live updates' }));
    await waitFor(() =>
      expect(sentBody(spy, 'PUT', '/api/preferences/live-updates/u1/r1')).toEqual({ enabled: false }),
    );
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('stops only after the confirmation', async () => {
    let research = makeResearch({ status: 'in_progress' });
    const spy = api(() => research, {
      'POST /api/researches/r1/stop': () => {
        research = makeResearch({ status: 'incomplete' });
        return { body: { research } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('dialog', { name: 'Stop this research?' })).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/stop'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Stop Research' }));
    expect(await screen.findByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart Research' })).toBeInTheDocument();
  });

  it('closes the stop confirmation on Escape without stopping', async () => {
    const spy = api(makeResearch({ status: 'in_progress' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/stop'))).toBe(false);
  });

  it('opens the wizard prefilled from Restart Research', async () => {
    api(makeResearch({ status: 'incomplete', query: 'Dentists open Saturday', location: 'Round Rock, TX' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Restart Research' }));
    expect(screen.getByRole('dialog', { name: 'New Research' })).toBeInTheDocument();
    expect(screen.getByLabelText('What do you want to research?')).toHaveValue('Dentists open Saturday');
    expect(screen.getByPlaceholderText('City, State or ZIP code')).toHaveValue('Round Rock, TX');
  });

  it('requires context to extend a research', async () => {
    const spy = api(makeResearch({ status: 'completed' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(screen.getByText('Please provide additional context for your research')).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('research-extensions'))).toBe(false);
  });
});
