import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer, Ask } from '#shared/contracts/asks';
import type { CallRecord } from '#shared/contracts/research';
import { ResearchCalls } from '#web/features/research/components/research-calls';
import { makeCall, makeResearch, mockApi, renderWithApp } from './support';

afterEach(() => vi.unstubAllGlobals());

const ASKS: Ask[] = [
  { key: 'fee', label: 'What is the monthly fee?', kind: 'money' },
  { key: 'saturday', label: 'Saturday classes?', kind: 'yes_no' },
  { key: 'ages', label: 'What ages?', kind: 'age_range' },
  { key: 'discount', label: 'Sibling discount?', kind: 'yes_no' },
];
const TURNS: CallRecord['turns'] = [
  { speaker: 'agent', text: 'What is the monthly fee?', at: 0 },
  { speaker: 'business', text: "It's one-twenty a month, and we run Saturday classes.", at: 4 },
  { speaker: 'agent', text: 'Is there a sibling discount?', at: 9 },
  { speaker: 'business', text: "I'm not sure about that one.", at: 12 },
];
const said = (turn: number, quote: string, over: Partial<Answer>): Answer => ({
  status: 'answered',
  value: quote,
  normalized: null,
  evidence: { turn, quote },
  confidence: 0.92,
  ...over,
});
const ANSWERS: Record<string, Answer> = {
  fee: said(1, 'one-twenty a month', { normalized: { amount: 120, currency: 'USD', per: 'month' } }),
  saturday: said(1, 'we run Saturday classes', { normalized: true, confidence: 0.65 }),
  ages: said(3, 'ages three to six', { normalized: { min: 3, max: 6 }, evidence: null }),
  discount: said(3, "I'm not sure", { status: 'unknown', value: null, confidence: 0.5 }),
};

function renderCalls(calls: CallRecord[], research = makeResearch({ asks: ASKS })) {
  mockApi(
    Object.fromEntries(
      calls.flatMap((c) => [
        [`GET /api/call-records/${c.id}/visualizations`, () => ({ body: [] })],
        // The transcript loads with the call's detail when it is opened.
        [`GET /api/call-records/${c.id}`, () => ({ body: c })],
      ]),
    ),
  );
  renderWithApp(<ResearchCalls unit="mi" research={research} calls={calls} />);
}

const answeredCall = (over: Partial<CallRecord> = {}) =>
  makeCall({ turns: TURNS, asks: ASKS, answers: ANSWERS, extractedData: { fee: '$120' }, ...over });

describe('per-ask answers on a call card', () => {
  it('shows each ask with its formatted answer or status, confidence, and quote', async () => {
    renderCalls([answeredCall()]);
    await screen.findByRole('button', { name: 'Generate visualization' });
    const card = within(screen.getByRole('article'));
    const answers = within(card.getByText('What is the monthly fee?').closest('dl') as HTMLElement);
    expect(answers.getByText('What is the monthly fee?')).toBeInTheDocument();
    expect(answers.getByText('$120 / month')).toBeInTheDocument();
    expect(answers.getByText("Didn't know")).toBeInTheDocument();
    expect(answers.getByRole('link', { name: /one-twenty a month/ })).toBeInTheDocument();
    expect(answers.getByText('65% confidence')).toHaveAttribute('data-level', 'medium');
    // An answer without a quote says so instead of a confidence, and links nowhere.
    expect(answers.getByText('Ages 3–6')).toBeInTheDocument();
    expect(answers.getByText('No quote')).toBeInTheDocument();
    expect(answers.queryByRole('link', { name: /ages three to six/ })).not.toBeInTheDocument();
    // The key-information list of a call without asks is not repeated.
    expect(card.queryByText('Fee')).not.toBeInTheDocument();
  });

  it('jumps from a quote to its highlighted transcript turn', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderCalls([answeredCall()]);
    await userEvent.click(
      within(screen.getByRole('article')).getByRole('link', { name: /one-twenty a month/ }),
    );
    const turn = (await screen.findByText(/It's one-twenty a month/)).closest('li');
    expect(turn).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(turn).toHaveFocus());
  });
});

describe('the comparison by ask', () => {
  const table = () => within(screen.getByRole('table'));

  it('has one column per ask and one row per business, each cell linking to its quote', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderCalls([
      answeredCall({ id: 'c1', createdAt: '2026-01-01T10:00:00.000Z' }),
      answeredCall({
        id: 'c2',
        createdAt: '2026-01-01T11:00:00.000Z',
        answers: {
          ...ANSWERS,
          fee: said(1, 'one-twenty a month', { status: 'not_offered', value: 'no fee' }),
        },
      }),
    ]);
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Business',
      'What is the monthly fee?(sort)',
      'Saturday classes?(sort)',
      'What ages?(sort)',
      'Sibling discount?(sort)',
    ]);
    expect(table().getAllByRole('rowheader')).toHaveLength(1);
    const row = table().getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace('(show where this was said)', '')),
    ).toEqual(['Not offered', 'Yes', 'Ages 3–6', "Didn't know"]);
    await userEvent.click(within(row).getByRole('link', { name: /Yes/ }));
    const turn = (await screen.findByText(/It's one-twenty a month/)).closest('li');
    expect(turn).toHaveAttribute('aria-current', 'true');
  });

  it('sorts a column cheapest first, then the other way, and says so', async () => {
    const price = (amount: number) =>
      said(1, 'one-twenty a month', { normalized: { amount, currency: 'USD', per: 'month' } });
    renderCalls([
      answeredCall({
        id: 'c1',
        businessName: 'Pricey Pool',
        businessPhone: '+15125550101',
        answers: { fee: price(150) },
      }),
      answeredCall({ id: 'c2', businessName: 'No Answer Pool', businessPhone: '+15125550102', answers: {} }),
      answeredCall({
        id: 'c3',
        businessName: 'Cheap Pool',
        businessPhone: '+15125550103',
        answers: { fee: price(90) },
      }),
    ]);
    const header = table().getByRole('columnheader', { name: /What is the monthly fee/ });
    const order = () =>
      table()
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(order()).toEqual(['Cheap Pool', 'Pricey Pool', 'No Answer Pool']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(order()).toEqual(['Pricey Pool', 'Cheap Pool', 'No Answer Pool']);
  });

  it('scrolls sideways in its own box with the business names kept in view', () => {
    renderCalls([answeredCall()]);
    const box = screen.getByRole('table').parentElement;
    expect(box).toHaveClass('overflow-x-auto', 'max-w-full');
    expect(table().getByRole('rowheader')).toHaveClass('sticky', 'left-0');
  });

  it('says when columns are out of view, and lets the keyboard scroll to them until the last', () => {
    renderCalls([answeredCall()]);
    const hint = 'More columns to the side: scroll the table sideways to see them all.';
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    const box = screen.getByRole('table').parentElement as HTMLElement;
    Object.defineProperties(box, { scrollWidth: { value: 900 }, clientWidth: { value: 300 } });
    fireEvent.scroll(box);
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comparison table' })).toHaveAttribute('tabindex', '0');
    expect(box.nextElementSibling).toHaveClass('bg-linear-to-l');
    box.scrollLeft = 600;
    fireEvent.scroll(box);
    expect(box.nextElementSibling).toBeNull();
  });
});

describe('a research from before asks', () => {
  it('keeps the extracted-data comparison and key information', () => {
    renderCalls([makeCall()], makeResearch());
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\$25/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sort/ })).not.toBeInTheDocument();
  });

  it('keeps it for a research with asks whose calls have no answers yet', () => {
    renderCalls([makeCall()]);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
  });
});
