import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfidenceBadge } from '#web/features/research/components/confidence-badge';

describe('the confidence badge', () => {
  it.each([
    [0.8, '80% confidence', 'high', 'bg-emerald-100'],
    [0.79, '79% confidence', 'medium', 'bg-yellow-100'],
    [0.6, '60% confidence', 'medium', 'bg-yellow-100'],
    [0.59, '59% confidence', 'low', 'bg-red-100'],
  ])('shows %s as "%s" in the %s colour', (score, label, level, colour) => {
    render(<ConfidenceBadge score={score} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-level', level);
    expect(badge).toHaveClass(colour);
  });
});
