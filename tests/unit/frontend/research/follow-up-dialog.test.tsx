import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtension } from '#shared/contracts/research';
import { composeFollowUpContext } from '#shared/domain/validation';
import { FollowUpDialog } from '#web/features/research/components/follow-up-dialog';
import { followUpBlocker } from '#web/features/research/lib/call-again';
import { makeCall, makeResearch, mockApi, renderWithApp, sentBody } from './support';

afterEach(() => vi.unstubAllGlobals());

const CALLS = [
  makeCall({ id: 'a', businessName: 'Answered A', businessPhone: '+15550001' }),
  makeCall({ id: 'b', businessName: 'Answered B', businessPhone: '+15550002' }),
  makeCall({
    id: 'c',
    businessName: 'No Answer C',
    businessPhone: '+15550003',
    status: 'no_answer',
    callDurationSeconds: 0,
  }),
  makeCall({ id: 'd', businessName: 'Zero Length D', businessPhone: '+15550004', callDurationSeconds: 0 }),
];

const renderDialog = (calls = CALLS) =>
  renderWithApp(<FollowUpDialog researchId="r1" calls={calls} open onOpenChange={() => {}} />);

/** Opens the dialog with an API that accepts the follow-up, and picks both answered calls. */
async function pickBothCalls() {
  const api = mockApi({
    'POST /api/asks': (init) => {
      const { question } = JSON.parse(String(init?.body)) as { question: string };
      return { body: { asks: [{ key: 'weekend_slots', label: question.slice(0, 200), kind: 'yes_no' }] } };
    },
    'POST /api/research-extensions': () => ({
      status: 201,
      body: { research: makeResearch({ status: 'in_progress' }), addedCalls: 2 },
    }),
  });
  renderDialog();
  await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Answered B/ }));
  return api;
}

describe('the follow-up dialog', () => {
  it('lets only completed calls longer than 0 seconds be picked', () => {
    mockApi({});
    renderDialog();
    expect(screen.getByRole('checkbox', { name: /Answered A/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /Answered B/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /No Answer C/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Zero Length D/ })).toBeDisabled();
  });

  it('lists a business called back once, by its latest answered call, and says why one cannot be picked', async () => {
    mockApi({});
    const again = makeCall({
      id: 'a2',
      businessName: 'Answered A',
      businessPhone: '+15550001',
      is_follow_up: true,
      createdAt: '2030-01-02T00:00:00.000Z',
    });
    const missed = makeCall({
      id: 'a3',
      businessName: 'Answered A',
      businessPhone: '+15550001',
      status: 'no_answer',
      callDurationSeconds: 0,
      createdAt: '2030-01-03T00:00:00.000Z',
    });
    renderDialog([...CALLS, again, missed]);
    expect(screen.getAllByRole('checkbox', { name: /Answered A/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
    expect(screen.getByText(/call back 1 business/i)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /No Answer C/ })).toHaveAccessibleDescription(
      'Not answered: only a business that answered can be called back.',
    );
  });

  it('says to complete the research first when no call can be picked', () => {
    mockApi({});
    renderDialog([CALLS[2], CALLS[3]].filter((c) => c !== undefined));
    expect(
      screen.getByText('No successful responses yet. Complete the initial research first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps the submit button disabled until an establishment is picked', async () => {
    mockApi({});
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Review Asks' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
    expect(submit).toBeEnabled();
  });

  it('asks for the question when it is blank', async () => {
    const api = mockApi({});
    renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(screen.getByText('Please provide your follow-up question')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the asks split from the question for review, and sends them as edited with the chosen calls', async () => {
    const api = await pickBothCalls();
    await userEvent.type(screen.getByLabelText('Your follow-up question'), 'Do you have weekend slots?');
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    expect(sentBody(api, 'POST', '/api/research-extensions')).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'What to ask each business' })).toHaveFocus();
    const ask = await screen.findByLabelText('Question 1');
    expect(ask).toHaveValue('Do you have weekend slots?');
    await userEvent.clear(ask);
    await userEvent.type(ask, 'Do you have Sunday slots?');
    await userEvent.click(screen.getByRole('button', { name: 'Start Follow-Up' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/research-extensions')).toBeDefined());
    expect(sentBody(api, 'POST', '/api/research-extensions')).toEqual({
      researchId: 'r1',
      additionalContext:
        'Follow-up question for selected businesses (+15550001, +15550002): Do you have weekend slots?',
      additionalCalls: 2,
      followUpCallIds: ['a', 'b'],
      asks: [{ key: 'weekend_slots', label: 'Do you have Sunday slots?', kind: 'yes_no' }],
    });
  });
});

describe('a business that had its calls for the day', () => {
  const FREE_AT = '2099-01-02T15:05:00.000Z';
  const CAPPED = { limit: 2, businesses: [{ phone: '+15550001', freeAt: FREE_AT }] };

  it('cannot be picked, and says when it can be called again', async () => {
    mockApi({ 'GET /api/researches/r1/call-again': () => ({ body: CAPPED }) });
    renderDialog();
    const a = screen.getByRole('checkbox', { name: /Answered A/ });
    await waitFor(() => expect(a).toBeDisabled());
    const reason = followUpBlocker(makeCall({ businessPhone: '+15550001' }), CAPPED);
    expect(reason).toMatch(/^Called 2 times in the last 24 hours already.*can be called again after/);
    expect(a).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('checkbox', { name: /Answered B/ })).toBeEnabled();
  });

  it('is left out when ticked before the answer came, and a refused start reads the limits again', async () => {
    let businesses: { phone: string; freeAt: string | null }[] = [];
    const api = mockApi({
      'GET /api/researches/r1/call-again': () => ({ body: { limit: 2, businesses } }),
      'POST /api/asks': () => ({ body: { asks: [{ key: 'discount', label: 'Discount?', kind: 'yes_no' }] } }),
      'POST /api/research-extensions': () => ({
        status: 409,
        body: { error: 'conflict', message: 'No business in this research can be called now.' },
      }),
    });
    renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: /Answered A/ }));
    await userEvent.type(screen.getByLabelText('Your follow-up question'), 'Any sibling discount?');
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    await screen.findByLabelText('Question 1');
    businesses = [{ phone: '+15550001', freeAt: FREE_AT }];
    await userEvent.click(screen.getByRole('button', { name: 'Start Follow-Up' }));
    expect(await screen.findByText('No business in this research can be called now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Answered A/ })).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /Answered A/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Start Follow-Up' })).toBeDisabled();
    expect(api.mock.calls.filter(([input]) => String(input).endsWith('/call-again')).length).toBe(2);
  });
});

describe('the follow-up question', () => {
  it('gets all 500 characters, however many businesses are picked', async () => {
    const api = await pickBothCalls();
    const question = 'q'.repeat(500);
    const field = screen.getByLabelText('Your follow-up question');
    await userEvent.click(field);
    await userEvent.paste(question);
    expect(screen.getByText('500/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review Asks' }));
    await screen.findByLabelText('Question 1');
    await userEvent.click(screen.getByRole('button', { name: 'Start Follow-Up' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/api/research-extensions')).toBeDefined());
    const sent = sentBody(api, 'POST', '/api/research-extensions') as { additionalContext: string };
    expect(sent.additionalContext.endsWith(`: ${question}`)).toBe(true);
    expect(createExtension.body.safeParse(sent).success).toBe(true);
  });
});

describe('the extension body', () => {
  const body = (additionalContext: string, followUpCallIds?: string[]) =>
    createExtension.body.safeParse({ researchId: 'r1', additionalContext, followUpCallIds });

  it('takes a composed follow-up whose own question is 500 characters, not 501', () => {
    const phones = ['+14165550100', '+14165550101', '+14165550102', '+14165550103', '+14165550104'];
    expect(body(composeFollowUpContext(phones, 'q'.repeat(500)), ['a']).success).toBe(true);
    const tooLong = body(composeFollowUpContext(phones, 'q'.repeat(501)), ['a']);
    expect(tooLong.error?.issues[0]?.message).toBe('Please keep it to 500 characters or fewer');
  });

  it('keeps an extension context to 500 characters', () => {
    expect(body('c'.repeat(500)).success).toBe(true);
    expect(body('c'.repeat(501)).success).toBe(false);
  });
});
