import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickFormButton } from '#web/features/research/components/quick-form-button';
import { makeResearch, mockApi, renderWithApp, sentBody } from './support';

vi.mock('#web/lib/profile', () => ({
  useProfile: () => ({
    data: {
      primaryStreet: '100 Queen St W',
      primaryIntersection: null,
      primaryCity: 'Toronto',
      primaryState: 'ON',
      primaryAddress: null,
      secondaryStreet: '9 Lake Rd',
      secondaryIntersection: null,
      secondaryCity: 'Barrie',
      secondaryState: 'ON',
      secondaryAddress: null,
    },
  }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('the Quick form button', () => {
  it('opens the wizard with the profile addresses and opens the new research on success', async () => {
    const api = mockApi({
      'POST /api/researches': () => ({ status: 201, body: makeResearch({ id: 'new-1', status: 'pending' }) }),
    });
    renderWithApp(<QuickFormButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick form' }));
    expect(screen.getByRole('dialog', { name: 'New Research' })).toBeInTheDocument();
    expect(screen.getByText('100 Queen St W, Toronto, ON')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Secondary location/ }));
    await userEvent.type(screen.getByLabelText('What do you want to research?'), 'Dentists open Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'What to Ask' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(await screen.findByText('research page')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/researches')).toEqual({
      query: 'Dentists open Saturday',
      location: '9 Lake Rd, Barrie, ON',
      radiusMiles: 5,
      phoneNumbers: null,
      shareChildrenInfo: false,
    });
  });

  it('shows the server message and stays open when creation fails', async () => {
    mockApi({
      'POST /api/researches': () => ({
        status: 402,
        body: { error: 'payment_required', message: 'Not enough credits' },
      }),
    });
    renderWithApp(<QuickFormButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick form' }));
    await userEvent.type(screen.getByLabelText('What do you want to research?'), 'Dentists');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens with focus in the question box, so a typed space is text and not Close', async () => {
    mockApi({});
    renderWithApp(<QuickFormButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick form' }));
    const question = screen.getByLabelText('What do you want to research?');
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.keyboard(' Swim');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(question).toHaveValue(' Swim');
  });

  it('keeps the question and location when closed with × and reopened', async () => {
    mockApi({});
    renderWithApp(<QuickFormButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick form' }));
    await userEvent.type(screen.getByLabelText('What do you want to research?'), 'Dentists open Saturday');
    await userEvent.click(screen.getByRole('radio', { name: /Secondary location/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Quick form' }));
    expect(screen.getByLabelText('What do you want to research?')).toHaveValue('Dentists open Saturday');
    expect(screen.getByRole('radio', { name: /Secondary location/ })).toBeChecked();
  });

  it('closes on Escape and returns focus to the button', async () => {
    mockApi({});
    renderWithApp(<QuickFormButton />);
    const button = screen.getByRole('button', { name: 'Quick form' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
