import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultSummary } from '#web/features/research/components/result-summary';

describe('the result summary', () => {
  it('reads "Found N matches" when at least 70% of the calls completed', () => {
    render(<ResultSummary research={{ status: 'completed', completedCalls: 3, totalCalls: 3 }} />);
    expect(screen.getByText('Found 3 matches')).toBeInTheDocument();
  });

  it('reads "Found N partial matches" from 40% of the calls', () => {
    render(<ResultSummary research={{ status: 'completed', completedCalls: 2, totalCalls: 5 }} />);
    expect(screen.getByText('Found 2 partial matches')).toBeInTheDocument();
  });

  it('reads "Inconclusive" with the counts below 40%', () => {
    render(<ResultSummary research={{ status: 'completed', completedCalls: 1, totalCalls: 5 }} />);
    expect(screen.getByText('Inconclusive: 1 of 5 businesses answered')).toBeInTheDocument();
  });

  it('reads "Found 1 partial match" in the singular', () => {
    render(<ResultSummary research={{ status: 'completed', completedCalls: 1, totalCalls: 2 }} />);
    expect(screen.getByText('Found 1 partial match')).toBeInTheDocument();
  });

  it('reads "No responses received" without completed calls', () => {
    render(<ResultSummary research={{ status: 'completed', completedCalls: 0, totalCalls: 4 }} />);
    expect(screen.getByText('No responses received')).toBeInTheDocument();
  });

  it('shows nothing until the research is completed', () => {
    const { container } = render(
      <ResultSummary research={{ status: 'in_progress', completedCalls: 3, totalCalls: 3 }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
