import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '#web/features/research/components/dashboard-page';
import { makeResearch, mockApi, renderWithApp } from './support';

vi.mock('#web/lib/session', () => ({
  useSession: () => ({ loading: false, user: { id: 'u1', email: 'a@b.c', onboardingCompleted: true } }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  it('shows 3 placeholders while the researches load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithApp(<DashboardPage />);
    expect(screen.getAllByTestId('research-placeholder')).toHaveLength(3);
  });

  it('invites to create a first research when there is none', async () => {
    mockApi({ 'GET /api/users/u1/researches': () => ({ body: [] }) });
    renderWithApp(<DashboardPage />);
    expect(await screen.findByText('No researches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first research' })).toHaveAttribute(
      'href',
      '/new-research',
    );
  });

  it('lists research cards with New Research links for desktop and the mobile button', async () => {
    mockApi({
      'GET /api/users/u1/researches': () => ({ body: [makeResearch({ id: 'a', query: 'Swim lessons' })] }),
    });
    renderWithApp(<DashboardPage />);
    expect(await screen.findByText('Swim lessons')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New Research' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/new-research');
  });
});
