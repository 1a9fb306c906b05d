import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ask } from '#shared/contracts/asks';
import { WizardForm } from '#web/features/research/components/wizard-form';
import { mockApi, renderWithQueryClient, standInForRadixSelect } from '../research/support';

const DERIVED: Ask[] = [
  { key: 'saturday_classes', label: 'Do you have Saturday classes?', kind: 'yes_no' },
  { key: 'monthly_fee', label: 'What is the monthly fee?', kind: 'money' },
];
const QUESTION = 'Do you have Saturday classes, and what is the monthly fee?';

beforeAll(standInForRadixSelect);
afterEach(() => vi.unstubAllGlobals());

/**
 * Inside a form, Radix renders a hidden native select beside the kind's trigger and reports a
 * change of it as a choice, also when the value was only set or the select just mounted (the
 * browser's doing, not the parent's). Such a report is not the parent picking a kind.
 */
describe('the kind of an added question', () => {
  it('still follows its words after the select reported an empty choice', async () => {
    mockApi({
      'POST /api/asks': (init) => {
        const { question } = JSON.parse(String(init?.body)) as { question: string };
        if (question === QUESTION) return { body: { asks: DERIVED } };
        return { body: { asks: [{ key: 'sibling_discount', label: question, kind: 'yes_no' }] } };
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <WizardForm
        locations={{ primary: '1 Main St, Austin, TX', secondary: '' }}
        unit="mi"
        pending={false}
        error={null}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByLabelText('What do you want to research?'));
    await user.paste(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByDisplayValue('Do you have Saturday classes?');
    await user.click(screen.getByRole('button', { name: 'Another question' }));
    const added = screen.getByRole('combobox', { name: 'Answer type of question 3' });
    const native = added.parentElement?.querySelector('select[aria-hidden="true"]');
    expect(native).toBeInstanceOf(HTMLSelectElement);
    fireEvent.change(native!, { target: { value: '' } });
    await user.click(screen.getByLabelText('Question 3'));
    await user.paste('Is there a sibling discount?');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Answer type of question 3' })).toHaveTextContent('Yes/No'),
    );
  }, 60_000);
});
