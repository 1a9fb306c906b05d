import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Visualization } from '#shared/contracts/research';
import { CallVisualizations } from '#web/features/research/components/call-visualizations';
import { mockApi, renderWithApp } from './support';

afterEach(() => vi.unstubAllGlobals());

const viz = (over: Partial<Visualization> = {}): Visualization => ({
  id: 'v1',
  callId: 'c1',
  type: 'table',
  title: 'Lesson prices',
  description: 'Prices per session',
  config: { data: [{ name: 'Group lesson', price: '$25' }] },
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

describe("a call's visualizations", () => {
  it('draws a table visualization with its rows', async () => {
    mockApi({ 'GET /api/call-records/c1/visualizations': () => ({ body: [viz()] }) });
    renderWithApp(<CallVisualizations callId="c1" fallback={<p>key information</p>} />);
    // The chart module loads lazily; the first import can be slow on a busy machine.
    expect(await screen.findByText('Lesson prices', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Group lesson' })).toBeInTheDocument();
    expect(screen.queryByText('key information')).not.toBeInTheDocument();
  });

  it('shows the key information while no visualization exists', async () => {
    mockApi({ 'GET /api/call-records/c1/visualizations': () => ({ body: [] }) });
    renderWithApp(<CallVisualizations callId="c1" fallback={<p>key information</p>} />);
    expect(await screen.findByRole('button', { name: 'Generate visualization' })).toBeInTheDocument();
    expect(screen.getByText('key information')).toBeInTheDocument();
  });

  it('keeps re-fetching every 2 s after a generation until the visualization lands', async () => {
    let reads = 0;
    mockApi({
      // The initial read and the one right after generating are still empty; a later poll finds it.
      'GET /api/call-records/c1/visualizations': () => {
        reads += 1;
        return { body: reads >= 3 ? [viz()] : [] };
      },
      'POST /api/call-records/c1/generate-visualization': () => ({ status: 201, body: viz() }),
    });
    renderWithApp(<CallVisualizations callId="c1" fallback={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate visualization' }));
    expect(await screen.findByText('Lesson prices', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate visualization' })).not.toBeInTheDocument();
  });

  it('shows the server message when generation fails', async () => {
    mockApi({
      'GET /api/call-records/c1/visualizations': () => ({ body: [] }),
      'POST /api/call-records/c1/generate-visualization': () => ({
        status: 409,
        body: { error: 'conflict', message: 'This call has no extracted data to visualize.' },
      }),
    });
    renderWithApp(<CallVisualizations callId="c1" fallback={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate visualization' }));
    expect(await screen.findByText('This call has no extracted data to visualize.')).toBeInTheDocument();
  });

  it('says "Failed to fetch visualizations" when the list cannot load', async () => {
    mockApi({
      'GET /api/call-records/c1/visualizations': () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    });
    renderWithApp(<CallVisualizations callId="c1" fallback={null} />);
    expect(await screen.findByText('Failed to fetch visualizations')).toBeInTheDocument();
  });
});
