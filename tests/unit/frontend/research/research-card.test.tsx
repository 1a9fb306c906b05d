import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResearchCard } from '#web/features/research/components/research-card';
import { makeResearch } from './support';

const NOW = new Date('2026-01-10T12:00:00.000Z');
const renderCard = (over: Parameters<typeof makeResearch>[0], now = NOW) =>
  render(
    <MemoryRouter>
      <ResearchCard research={makeResearch(over)} now={now} />
    </MemoryRouter>,
  );

describe('a research card', () => {
  it.each([
    ['2026-01-10T11:59:30.000Z', 'Just now'],
    ['2026-01-10T11:15:00.000Z', '45m ago'],
    ['2026-01-10T09:30:00.000Z', '2h 30m ago'],
    ['2026-01-07T10:00:00.000Z', '3d 2h ago'],
    ['2025-12-29T12:00:00.000Z', '1w 5d ago'],
    ['2025-11-01T12:00:00.000Z', '2mo ago'],
  ])('labels a research created at %s as "%s"', (createdAt, label) => {
    renderCard({ createdAt });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('links to the research detail', () => {
    renderCard({ id: 'abc' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/research/abc');
  });

  it('shows "Queued - {n} outreach pending" for a pending research', () => {
    renderCard({ status: 'pending', totalCalls: 4, completedCalls: 0 });
    expect(screen.getByText('Queued - 4 outreach pending')).toBeInTheDocument();
  });

  it('spins the status icon only while in progress', () => {
    renderCard({ status: 'in_progress' });
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByTestId('status-icon')).toHaveClass('animate-spin');
  });

  it('does not spin the icon of a completed research', () => {
    renderCard({ status: 'completed' });
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('status-icon')).not.toHaveClass('animate-spin');
  });
});
