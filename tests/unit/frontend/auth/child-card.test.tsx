import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChildDraft } from '#web/features/auth/api/onboarding';
import { ChildCard } from '#web/features/auth/components/child-card';

const renderCard = (age: number | null) => {
  const child: ChildDraft = { key: 'k1', name: 'Mia', age, gender: '' };
  render(<ChildCard index={0} child={child} onChange={vi.fn()} onRemove={vi.fn()} />);
  return screen.getByRole('spinbutton', { name: 'Age' });
};

describe('the age of a child in onboarding', () => {
  it.each([-3, 0, 121, 2.5])('says why %s is refused, next to the field', (age) => {
    const field = renderCard(age);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an age in whole years, from 1 to 120');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Please enter an age in whole years, from 1 to 120');
  });

  it.each([null, 1, 120])('says nothing of %s', (age) => {
    const field = renderCard(age);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();
  });
});
