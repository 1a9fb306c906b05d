import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtendDialog } from '#web/features/research/components/extend-dialog';
import { makeResearch, mockApi, renderWithApp, sentBody } from './support';

afterEach(() => vi.unstubAllGlobals());

const RESEARCH_ASKS = [
  { key: 'saturday_lessons', label: 'Do you have Saturday lessons?', kind: 'yes_no' },
  { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
];

/** An API whose preview adds one ask per question mark in the context, after the research's own. */
function extendingApi() {
  return mockApi({
    'POST /api/researches/r1/extension-asks': (init) => {
      const { additionalContext } = JSON.parse(String(init?.body)) as { additionalContext: string };
      const added = additionalContext.includes('?')
        ? [{ key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' }]
        : [];
      return { body: { asks: [...RESEARCH_ASKS, ...added] } };
    },
    'POST /api/research-extensions': () => ({
      status: 201,
      body: { research: makeResearch({ status: 'in_progress' }), addedCalls: 5 },
    }),
  });
}

describe('the extend dialog', () => {
  it('asks for context before anything is sent', async () => {
    const api = extendingApi();
    renderWithApp(<ExtendDialog researchId="r1" open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(screen.getByText('Please provide additional context for your research')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the research's asks and the context's question for review, and sends them as edited", async () => {
    const api = extendingApi();
    renderWithApp(<ExtendDialog researchId="r1" open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('Additional context'), 'Also: is there a sibling discount?');
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(sentBody(api, 'POST', '/api/research-extensions')).toBeUndefined();
    expect(await screen.findByLabelText('Question 3')).toHaveValue('Is there a sibling discount?');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Do you have Saturday lessons?');
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extend Research' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/research-extensions')).toBeDefined());
    expect(sentBody(api, 'POST', '/api/research-extensions')).toEqual({
      researchId: 'r1',
      additionalContext: 'Also: is there a sibling discount?',
      additionalCalls: 5,
      asks: [
        RESEARCH_ASKS[0],
        { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
      ],
    });
  });

  it("names the context's questions that do not fit beside six asks, to add one in place of another", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      key: `ask_${i + 1}`,
      label: `Ask ${i + 1}?`,
      kind: 'text',
    }));
    const sibling = { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' };
    const api = mockApi({
      'POST /api/researches/r1/extension-asks': () => ({ body: { asks: six, leftOut: [sibling] } }),
      'POST /api/research-extensions': () => ({
        status: 201,
        body: { research: makeResearch({ status: 'in_progress' }), addedCalls: 5 },
      }),
    });
    renderWithApp(<ExtendDialog researchId="r1" open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('Additional context'), 'Is there a sibling discount?');
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    const leftOut = await screen.findByRole('region', {
      name: '1 question in your added context was not included:',
    });
    expect(leftOut).toHaveTextContent('Is there a sibling discount?');
    expect(leftOut).toHaveTextContent('Remove an ask to add one of them.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add "Is there a sibling discount?"' }));
    expect(screen.getByLabelText('Question 6')).toHaveValue('Is there a sibling discount?');
    expect(screen.queryByRole('region', { name: /not included/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extend Research' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/research-extensions')).toBeDefined());
    expect(sentBody(api, 'POST', '/api/research-extensions')).toMatchObject({
      asks: [...six.slice(1), sibling],
    });
  });

  it('reviews the asks again when the context changes', async () => {
    extendingApi();
    renderWithApp(<ExtendDialog researchId="r1" open onOpenChange={() => {}} />);
    const context = screen.getByLabelText('Additional context');
    await userEvent.type(context, 'Closer to downtown');
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(await screen.findByLabelText('Question 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Question 3')).not.toBeInTheDocument();
    await userEvent.type(context, ', any sibling discount?');
    expect(screen.getByRole('button', { name: 'Review Asks' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Question 1')).not.toBeInTheDocument();
  });
});
