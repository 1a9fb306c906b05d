import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer, Ask } from '#shared/contracts/asks';
import { ResearchProgress } from '#web/features/research/components/research-progress';
import { ResultSummary } from '#web/features/research/components/result-summary';
import { makeCall, makeResearch } from './support';

const ADULTS: Ask = { key: 'teach_adults', label: 'Do they teach adults?', kind: 'yes_no' };
const PRICE: Ask = { key: 'lesson_price', label: 'What does a lesson cost?', kind: 'money' };
const said = (status: Answer['status']): Answer => ({
  status,
  value: 'what they said',
  normalized: null,
  evidence: null,
  confidence: 0.9,
});
const answered = { teach_adults: said('answered'), lesson_price: said('answered') };

/** Four businesses: three answered, one never did, one was followed up twice. */
const research = makeResearch({ asks: [ADULTS, PRICE], totalCalls: 6, completedCalls: 5 });
const calls = [
  makeCall({
    id: 'c1',
    businessName: 'Bright Star',
    businessPhone: '+15125550101',
    answers: { teach_adults: said('answered'), lesson_price: said('not_offered') },
  }),
  makeCall({ id: 'c2', businessName: 'Parkview', businessPhone: '+15125550102', answers: answered }),
  makeCall({ id: 'c3', businessName: 'Happy Paws', businessPhone: '+15125550103', answers: answered }),
  makeCall({
    id: 'c4',
    businessName: 'Main Street',
    businessPhone: '+15125550104',
    status: 'no_answer',
    extractedData: null,
  }),
  ...['c5', 'c6'].map((id, i) =>
    makeCall({
      id,
      businessName: 'Parkview',
      businessPhone: '+15125550102',
      is_follow_up: true,
      answers: answered,
      createdAt: `2026-01-01T11:00:0${i}.000Z`,
    }),
  ),
];

describe('the result summary', () => {
  it('counts the businesses reached, not the calls', () => {
    render(<ResultSummary research={research} calls={calls} />);
    expect(screen.getByText('Found 3 matches')).toHaveAttribute('data-kind', 'matches');
  });

  it('reads "No responses received" when no business answered', () => {
    render(<ResultSummary research={research} calls={calls.slice(3, 4)} />);
    expect(screen.getByText('No responses received')).toBeInTheDocument();
  });

  it('shows nothing until the research is completed', () => {
    const { container } = render(
      <ResultSummary research={{ ...research, status: 'in_progress' }} calls={calls} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the research progress', () => {
  it('has nothing pending once the research has ended, a call without an answer included', () => {
    render(<ResearchProgress research={research} calls={calls} />);
    expect(screen.getByText('5 / 6 calls')).toBeInTheDocument();
    expect(screen.queryByText(/pending contact/)).not.toBeInTheDocument();
  });

  it('counts the businesses whose latest call is still to be made', () => {
    const queued = makeCall({
      id: 'c7',
      businessName: 'Main Street',
      businessPhone: '+15125550104',
      status: 'queued',
      extractedData: null,
      createdAt: '2026-01-01T12:00:00.000Z',
    });
    render(<ResearchProgress research={{ ...research, status: 'in_progress' }} calls={[...calls, queued]} />);
    expect(screen.getByText('1 business pending contact')).toBeInTheDocument();
  });
});
