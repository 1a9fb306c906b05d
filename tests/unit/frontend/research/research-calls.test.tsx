import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResearchCalls } from '#web/features/research/components/research-calls';
import { makeCall, makeResearch, mockApi, renderWithApp } from './support';

/** A call as the list returns it: no transcript. */
const summaryOf = ({ turns: _turns, transcript: _transcript, ...summary }: ReturnType<typeof makeCall>) =>
  summary;

afterEach(() => vi.unstubAllGlobals());

const noVisualizations = { 'GET /api/call-records/c1/visualizations': () => ({ body: [] }) };
const withRecord = { ...noVisualizations, 'GET /api/call-records/c1': () => ({ body: makeCall() }) };

describe('the calls of a research', () => {
  it.each([
    ['km', '1 King St, Toronto · 3.2 km away'],
    ['mi', '1 King St, Toronto · 2 miles away'],
  ] as const)("shows a searched business's distance in the unit of the settings (%s)", (unit, line) => {
    mockApi(noVisualizations);
    renderWithApp(
      <ResearchCalls
        unit={unit}
        research={makeResearch()}
        calls={[makeCall({ businessAddress: '1 King St, Toronto', distanceMiles: 2 })]}
      />,
    );
    expect(within(screen.getByRole('article')).getByText(line)).toBeInTheDocument();
  });

  it('says so when an answered call has no recording', () => {
    mockApi(noVisualizations);
    renderWithApp(
      <ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall({ audioUrl: null })]} />,
    );
    expect(screen.getByText('No recording is available for this call.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play recording/ })).not.toBeInTheDocument();
  });

  it('shows the call duration as m:ss', () => {
    mockApi(noVisualizations);
    renderWithApp(
      <ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall({ callDurationSeconds: 75 })]} />,
    );
    expect(screen.getByText('1:15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Calls (1)' })).toBeInTheDocument();
  });

  it('marks follow-up calls with a badge', () => {
    mockApi(noVisualizations);
    renderWithApp(
      <ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall({ is_follow_up: true })]} />,
    );
    expect(within(screen.getByRole('article')).getByText('Follow-up')).toBeInTheDocument();
  });

  it('loads the transcript when it is first opened, in a panel scrolling at 16rem', async () => {
    const api = mockApi(withRecord);
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[summaryOf(makeCall())]} />);
    const toggle = screen.getByRole('button', { name: 'Show transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const recordRequests = () =>
      api.mock.calls.filter(([url]) => String(url).endsWith('/api/call-records/c1'));
    expect(recordRequests()).toHaveLength(0);
    await userEvent.click(toggle);
    expect(screen.getByTestId('transcript')).toHaveClass('max-h-64', 'overflow-y-auto');
    expect(await screen.findByText('Yes, lessons are 25 dollars each.')).toBeInTheDocument();
    expect(recordRequests()).toHaveLength(1);
  });

  it('says so when the transcript cannot be loaded', async () => {
    mockApi(noVisualizations);
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[summaryOf(makeCall())]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('offers no transcript for a call that never connected', () => {
    mockApi(noVisualizations);
    renderWithApp(
      <ResearchCalls
        unit="mi"
        research={makeResearch()}
        calls={[summaryOf(makeCall({ status: 'no_answer', callDurationSeconds: 0, extractedData: null }))]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Show transcript' })).not.toBeInTheDocument();
  });

  it('opens and highlights the quoted turn from a comparison cell', async () => {
    mockApi(withRecord);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[summaryOf(makeCall())]} />);
    const cell = screen.getByRole('link', { name: /\$25/ });
    await userEvent.click(cell);
    const turn = await screen.findByText('Yes, lessons are 25 dollars each.');
    const item = turn.closest('li');
    expect(item).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('shows the quoted words when the evidence link gets focus', async () => {
    mockApi(noVisualizations);
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall()]} />);
    await userEvent.tab(); // Export CSV
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /\$25/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('lessons are 25 dollars each');
  });

  it('leaves hidden keys such as summary out of the comparison table', () => {
    mockApi(noVisualizations);
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall()]} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('says calls are being made while a research runs without calls', () => {
    mockApi({});
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch({ status: 'in_progress' })} calls={[]} />);
    expect(screen.getByText(/We're making calls to local businesses/)).toBeInTheDocument();
  });

  it('hides the generate button once a visualization exists and renders unknown types as unsupported', async () => {
    mockApi({
      'GET /api/call-records/c1/visualizations': () => ({
        body: [
          {
            id: 'v1',
            callId: 'c1',
            type: 'radar',
            title: 'Prices',
            description: '',
            config: { data: [] },
            createdAt: '2026-01-01T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall()]} />);
    expect(
      await screen.findByText('Visualization type not supported yet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate visualization' })).not.toBeInTheDocument();
  });

  it('offers to generate a visualization while none exists', async () => {
    mockApi(noVisualizations);
    renderWithApp(<ResearchCalls unit="mi" research={makeResearch()} calls={[makeCall()]} />);
    expect(await screen.findByRole('button', { name: 'Generate visualization' })).toBeInTheDocument();
  });
});
