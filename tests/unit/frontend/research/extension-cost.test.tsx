import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtendDialog } from '#web/features/research/components/extend-dialog';
import { FollowUpDialog } from '#web/features/research/components/follow-up-dialog';
import { makeCall, mockApi, renderWithApp } from './support';

vi.mock('#web/lib/profile', () => ({ useProfile: () => ({ data: { credits: 30 } }) }));

afterEach(() => vi.unstubAllGlobals());

describe('the cost of a follow-up', () => {
  it('is said for the businesses picked, with the balance, before the follow-up starts', async () => {
    mockApi({});
    const calls = [
      makeCall({ id: 'a', businessName: 'Answered A', businessPhone: '+14165550101' }),
      makeCall({ id: 'b', businessName: 'Answered B', businessPhone: '+14165550102' }),
    ];
    renderWithApp(<FollowUpDialog researchId="r1" calls={calls} open onOpenChange={() => {}} />);
    expect(screen.queryByTestId('call-plan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'We will call back 1 business. Each answered call costs 3 credits: at most 3 credits. You have 30 credits.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered B/ }));
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'We will call back 2 businesses. Each answered call costs 3 credits: at most 6 credits.',
    );
  });
});

describe('the cost of an extension', () => {
  it('is said for the businesses added, with the balance, before the extension starts', () => {
    mockApi({});
    renderWithApp(<ExtendDialog researchId="r1" open onOpenChange={() => {}} />);
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'We will find up to 5 more businesses and call them. Each answered call costs 3 credits: at most 15 credits. You have 30 credits.',
    );
  });
});
