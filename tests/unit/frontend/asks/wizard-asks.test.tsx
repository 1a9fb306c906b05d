import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ask } from '#shared/contracts/asks';
import { WizardForm } from '#web/features/research/components/wizard-form';
import { mockApi, renderWithQueryClient, sentBody, standInForRadixSelect } from '../research/support';

const DERIVED: Ask[] = [
  { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
  { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
  { key: 'sibling_discount', label: 'Is there a sibling discount?', kind: 'yes_no' },
];
const QUESTION = 'Do you have Saturday classes, what is the monthly fee, and is there a sibling discount?';

beforeAll(standInForRadixSelect);
afterEach(() => vi.unstubAllGlobals());

async function openAsks(
  respond: (init?: RequestInit) => { status?: number; body?: unknown } = () => ({ body: { asks: DERIVED } }),
) {
  const api = mockApi({ 'POST /api/asks': respond });
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithQueryClient(
    <WizardForm
      locations={{ primary: '1 Main St, Austin, TX', secondary: '' }}
      unit="mi"
      pending={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  await user.click(screen.getByLabelText('What do you want to research?'));
  await user.paste(QUESTION);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { api, onSubmit, user };
}

const list = () => screen.getByRole('list', { name: 'Things to ask' });
const field = (n: number) => screen.getByLabelText(`Question ${n}`);

describe('the asks in the wizard', () => {
  it("shows the question's derived asks, each with its kind by name", async () => {
    const { api } = await openAsks();
    expect(await screen.findByDisplayValue('Do you have Saturday classes?')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(sentBody(api, 'POST', '/api/asks')).toEqual({ question: QUESTION });
    expect(screen.getByRole('combobox', { name: 'Answer type of question 2' })).toHaveTextContent('Price');
    expect(screen.getByRole('combobox', { name: 'Answer type of question 1' })).toHaveTextContent('Yes/No');
  });

  it('moves focus to the asks after Next, so a second Enter does not start calls unreviewed', async () => {
    const { onSubmit, user } = await openAsks();
    expect(screen.getByRole('heading', { name: 'What to ask each business' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts with the edited asks: a label changed, a kind changed, one removed and one added', async () => {
    const { onSubmit, user } = await openAsks();
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.clear(field(1));
    await user.paste('Are there classes on Saturday mornings?');
    await user.click(screen.getByRole('combobox', { name: 'Answer type of question 1' }));
    await user.click(await screen.findByRole('option', { name: 'Schedule' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Another question' }));
    expect(field(3)).toHaveFocus();
    await user.paste('How long is each class?');
    await user.click(screen.getByRole('combobox', { name: 'Answer type of question 3' }));
    await user.click(await screen.findByRole('option', { name: 'Duration' }));
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        query: QUESTION,
        asks: [
          { key: 'saturday_classes', label: 'Are there classes on Saturday mornings?', kind: 'schedule' },
          { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
          { key: 'how_long_is_each_class', label: 'How long is each class?', kind: 'duration' },
        ],
      }),
    );
  }, 20_000);

  it('will not start with an empty ask and says why, next to it', async () => {
    const { onSubmit, user } = await openAsks();
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.clear(field(2));
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please say what to ask')).toBeInTheDocument();
    expect(field(2)).toHaveAttribute('aria-invalid', 'true');
    expect(field(2)).toHaveFocus();
    expect(field(2)).toHaveAccessibleDescription('Please say what to ask');
    await user.click(field(2));
    await user.paste('Monthly fee?');
    expect(screen.queryByText('Please say what to ask')).not.toBeInTheDocument();
  });

  it('keeps one ask at least and six at most', async () => {
    const { user } = await openAsks(() => ({ body: { asks: [DERIVED[0]] } }));
    await screen.findByDisplayValue('Do you have Saturday classes?');
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Another question' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Another question' })).not.toBeInTheDocument();
    expect(screen.getByText('At most 6 things can be asked on one call.')).toBeInTheDocument();
  });

  it('names the parts of the question left out beyond six, and adds one back in place of a removed ask', async () => {
    const parts: Ask[] = Array.from({ length: 8 }, (_, i) => ({
      key: `part_${i + 1}`,
      label: `Question part ${i + 1}?`,
      kind: 'yes_no',
    }));
    const { onSubmit, user } = await openAsks(() => ({
      body: { asks: parts.slice(0, 6), leftOut: parts.slice(6) },
    }));
    const leftOut = await screen.findByRole('region', {
      name: '2 parts of your question were not included:',
    });
    expect(within(leftOut).getByText('Question part 7?')).toBeInTheDocument();
    expect(within(leftOut).getByText('Question part 8?')).toBeInTheDocument();
    const add7 = within(leftOut).getByRole('button', { name: 'Add "Question part 7?"' });
    expect(add7).toBeDisabled();
    expect(add7).toHaveAccessibleDescription(
      'At most 6 things can be asked on one call. Remove an ask to add one of them.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Add "Question part 8?"' }));
    expect(field(6)).toHaveValue('Question part 8?');
    expect(field(6)).toHaveFocus();
    expect(
      screen.getByRole('region', { name: '1 part of your question was not included:' }),
    ).toHaveTextContent('Question part 7?');
    expect(screen.getByRole('button', { name: 'Add "Question part 7?"' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ asks: [parts[0], ...parts.slice(2, 6), parts[7]] }),
    );
  });

  it('moves focus to the next ask when one is removed, and Enter in a field does not start', async () => {
    const { onSubmit, user } = await openAsks();
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(field(1)).toHaveValue('What is the monthly fee?');
    expect(field(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the edits when the parent goes back without changing the question, and splits a new one again', async () => {
    const { api, user } = await openAsks();
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText('What do you want to research?'), ' Thanks');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(api.mock.calls.filter(([url]) => String(url) === '/api/asks')).toHaveLength(2);
  });

  it('says so when the question cannot be split, and starts without asks for the server to derive', async () => {
    const { onSubmit, user } = await openAsks(() => ({
      status: 503,
      body: { error: 'unavailable', message: 'Splitting is busy.' },
    }));
    expect(await screen.findByText(/Splitting is busy\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ asks: expect.anything() }));
  });

  it('suggests the kind of an added question while it is typed, before the field is left', async () => {
    const { user } = await openAsks((init) => {
      const { question } = JSON.parse(String(init?.body)) as { question: string };
      if (question === QUESTION) return { body: { asks: DERIVED } };
      return { body: { asks: [{ key: 'added', label: question, kind: 'yes_no' }] } };
    });
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Another question' }));
    await user.type(field(3), 'Is there a sibling discount?');
    expect(field(3)).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Answer type of question 3' })).toHaveTextContent('Yes/No'),
    );
  });

  it('gives an added question the kind its words ask for, unless the parent picked one', async () => {
    const { api, user } = await openAsks((init) => {
      const { question } = JSON.parse(String(init?.body)) as { question: string };
      if (question === QUESTION) return { body: { asks: DERIVED } };
      const kind = question.startsWith('Do ') ? 'yes_no' : 'duration';
      return { body: { asks: [{ key: 'added', label: question, kind }] } };
    });
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Another question' }));
    await user.paste('Do you do trial lessons?');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Answer type of question 3' })).toHaveTextContent('Yes/No'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Answer type of question 3: Yes/No');
    expect(sentBody(api, 'POST', '/api/asks')).toEqual({ question: QUESTION });
    expect(api.mock.calls.map(([, init]) => String(init?.body))).toContain(
      JSON.stringify({ question: 'Do you do trial lessons?' }),
    );

    await user.click(screen.getByRole('button', { name: 'Another question' }));
    await user.click(screen.getByRole('combobox', { name: 'Answer type of question 4' }));
    await user.click(await screen.findByRole('option', { name: 'Price' }));
    await user.click(field(4));
    await user.paste('How long is each class?');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: 'Answer type of question 4' })).toHaveTextContent('Price');
  }, 20_000);
});
