import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ALLOWED_CALL_COUNTRIES,
  normalizePhone,
  phoneProblem,
  uncallableReason,
} from '#shared/domain/phone';
import { MESSAGES } from '#shared/domain/validation-messages';
import { WizardForm } from '#web/features/research/components/wizard-form';
import { mockApi, renderWithQueryClient } from './support';

const LOCATIONS = { primary: '1 Main St, Austin, TX', secondary: '' };

afterEach(() => vi.unstubAllGlobals());

function renderWizard(props: Partial<Parameters<typeof WizardForm>[0]> = {}) {
  // The asks cannot be derived here (404), so the wizard starts without them.
  mockApi({});
  const onSubmit = vi.fn();
  renderWithQueryClient(
    <WizardForm
      locations={LOCATIONS}
      unit="mi"
      pending={false}
      error={null}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const queryBox = () => screen.getByLabelText('What do you want to research?');

describe('the new research wizard', () => {
  it('asks for a question before going on', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please describe what you want to research')).toBeInTheDocument();
    expect(queryBox()).toBeInTheDocument();
  });

  it('clears the missing-question error as soon as the question is typed', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(queryBox(), 'Swim');
    expect(screen.queryByText('Please describe what you want to research')).not.toBeInTheDocument();
    expect(queryBox()).not.toHaveAttribute('aria-invalid');
  });

  it('says when a pasted question was cut at the 500-character limit', async () => {
    const { user } = renderWizard();
    await user.click(queryBox());
    await user.paste('a'.repeat(620));
    expect(queryBox()).toHaveValue('a'.repeat(500));
    const notice = 'Your text was cut at the 500-character limit. Please check its end.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(queryBox()).toHaveAccessibleDescription(`500/500 ${notice}`);
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('treats a blank question as missing', async () => {
    const { user } = renderWizard();
    await user.type(queryBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please describe what you want to research')).toBeInTheDocument();
  });

  it('asks for a location when the custom one is empty', async () => {
    const { user } = renderWizard({ locations: { primary: '', secondary: '' } });
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please select or enter a location')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('City, State or ZIP code')).toBeInTheDocument();
  });

  const CANADIAN = { primary: '100 Queen St W, Toronto, ON', secondary: '' };
  async function nextWithCustom(user: ReturnType<typeof userEvent.setup>, location: string) {
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('radio', { name: /Custom location/ }));
    await user.type(screen.getByPlaceholderText('City, State or ZIP code'), location);
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }

  it('refuses a custom location the places lookup does not know, with an example from home', async () => {
    const { user } = renderWizard({ locations: CANADIAN });
    const api = mockApi({ 'GET /api/places/suggest': () => ({ body: { suggestions: [] } }) });
    await nextWithCustom(user, 'qwxzzk');
    expect(
      await screen.findByText(
        'We could not find "qwxzzk". Check the spelling, or enter a city such as "Toronto, ON".',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(String(api.mock.calls[0]?.[0])).toContain('/api/places/suggest?q=qwxzzk');
  });

  it('goes on with a custom location the places lookup knows', async () => {
    const { user } = renderWizard({ locations: CANADIAN });
    mockApi({
      'GET /api/places/suggest': () => ({
        body: { suggestions: [{ display_name: 'Barrie, ON, Canada', lat: 44.4, lon: -79.7 }] },
      }),
    });
    await nextWithCustom(user, 'Barrie');
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
  });

  it('speaks of postal codes, not ZIP codes, to a user at home in Canada', async () => {
    const { user } = renderWizard({ locations: CANADIAN });
    await nextWithCustom(user, '0000');
    expect(
      screen.getByText('"0000" is not a postal code. Canadian postal codes look like M5V 2T6.'),
    ).toBeInTheDocument();
  });

  it('refuses a US ZIP code for a Canadian city', async () => {
    const { user } = renderWizard({ locations: { primary: '', secondary: '' } });
    await user.type(queryBox(), 'Swim lessons');
    await user.type(screen.getByPlaceholderText('City, State or ZIP code'), 'Toronto 12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/12345 is a US ZIP code/)).toBeInTheDocument();
  });

  it('takes the phone numbers written in the question as the numbers to call', async () => {
    const { user } = renderWizard();
    await user.type(queryBox(), 'Ask Splash at 416-555-0100 and Aqua at (647) 555-0101 about prices');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('416'),
      expect.stringContaining('647'),
    ]);
  });

  it('shows the radius in kilometres and sends miles', async () => {
    const { user, onSubmit } = renderWizard({ unit: 'km' });
    expect(screen.getByText('Search radius: 8 km')).toBeInTheDocument();
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ radiusMiles: 5 });
  });

  it('counts the question up to 500 characters and stops there', async () => {
    const { user } = renderWizard();
    await user.type(queryBox(), 'Swim');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(queryBox()).toHaveAttribute('maxLength', '500');
  });

  it('starts on the primary location with a 5-mile radius from 1 to 25', () => {
    renderWizard();
    expect(screen.getByRole('radio', { name: /Primary location/ })).toBeChecked();
    const slider = screen.getByRole('slider', { name: 'Search radius in miles' });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '25');
  });

  it('moves the radius with the keyboard', async () => {
    const { user } = renderWizard();
    const slider = screen.getByRole('slider', { name: 'Search radius in miles' });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '7');
    expect(screen.getByText('Search radius: 7 miles')).toBeInTheDocument();
  });

  it('defaults to a custom location holding the prefilled one on restart', () => {
    renderWizard({ prefill: { query: 'Dentists', location: 'Round Rock, TX', radiusMiles: 12 } });
    expect(screen.getByRole('radio', { name: /Custom location/ })).toBeChecked();
    expect(screen.getByPlaceholderText('City, State or ZIP code')).toHaveValue('Round Rock, TX');
    expect(queryBox()).toHaveValue('Dentists');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '12');
  });

  it('collects phone numbers with Add and Enter, ignoring blanks, and submits them', async () => {
    const { user, onSubmit } = renderWizard();
    await user.type(queryBox(), '  Swim lessons  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '+15125550101');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(phone, '+15125550102{Enter}');
    await user.type(phone, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).toHaveBeenCalledWith({
      query: 'Swim lessons',
      location: LOCATIONS.primary,
      radiusMiles: 5,
      phoneNumbers: ['+15125550101', '+15125550102'],
    });
  });

  it('keeps a number that cannot be called in the field, with the reason under it', async () => {
    const { user } = renderWizard();
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '416-555-01{Enter}');
    expect(phone).toHaveValue('416-555-01');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid);
    expect(screen.queryByRole('list', { name: 'Phone numbers' })).not.toBeInTheDocument();
    await user.type(phone, '00');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['416-555-0100']);
  });

  it('blocks Start while the typed number cannot be called, and says why', async () => {
    const { user, onSubmit } = renderWizard();
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Phone number'), '+1 416 555');
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.phoneInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(MESSAGES.phoneInvalid);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 416 555');
  });

  it('shows an example number the phone rule accepts', async () => {
    const { user } = renderWizard();
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const example = screen.getByLabelText('Phone number').getAttribute('placeholder');
    expect(example).toBeTruthy();
    expect(phoneProblem(example)).toBeNull();
    expect(uncallableReason(normalizePhone(example ?? '') ?? '', DEFAULT_ALLOWED_CALL_COUNTRIES)).toBeNull();
  });

  it('sends no phone list when none were added, and Back returns to the question', async () => {
    const { user, onSubmit } = renderWizard();
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(queryBox()).toHaveValue('Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Start Research' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phoneNumbers: null }));
  });
});

describe('the call plan of step 2', () => {
  const toStep2 = async (props: Partial<Parameters<typeof WizardForm>[0]> = {}) => {
    const { user } = renderWizard(props);
    await user.type(queryBox(), 'Swim lessons');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    return user;
  };

  it('says a search calls up to 5 businesses within the radius for at most 15 credits', async () => {
    await toStep2();
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'We will call up to 5 businesses within 5 miles of 1 Main St, Austin, TX. Each answered call costs 3 credits: at most 15 credits.',
    );
  });

  it('names the kind of business the search calls, as the server reads it from the question', async () => {
    const { user } = renderWizard({ unit: 'km' });
    mockApi({
      'POST /api/asks': () => ({
        body: {
          asks: [{ key: 'open_gym', label: 'Do you have open gym?', kind: 'yes_no' }],
          leftOut: [],
          businessKind: 'gymnastics clubs',
        },
      }),
    });
    await user.type(queryBox(), 'swim-free weekend ideas — any gymnastics clubs with open gym?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        /^We will call up to 5 gymnastics clubs within 8 km of 1 Main St, Austin, TX\./,
      ),
    ).toBe(screen.getByTestId('call-plan'));
  });

  it('counts the numbers added, including the one still typed', async () => {
    const user = await toStep2();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '+15125550100{Enter}');
    expect(screen.getByTestId('call-plan')).toHaveTextContent('We will call the number you added.');
    await user.type(phone, '+15125550101');
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'We will call the 2 numbers you added. Each answered call costs 3 credits: at most 6 credits.',
    );
  });

  it('says the balance when it is known', async () => {
    await toStep2({ balance: 1 });
    expect(screen.getByTestId('call-plan')).toHaveTextContent('at most 15 credits. You have 1 credit.');
  });

  it('names the test number only in test mode', async () => {
    await toStep2();
    expect(screen.getByTestId('call-plan')).not.toHaveTextContent(/test/i);
  });

  it('in test mode says every call rings the test number', async () => {
    await toStep2({ testPhone: '+15125550199' });
    expect(screen.getByTestId('call-plan')).toHaveTextContent(
      'Test mode is on: every call rings +15125550199 instead of the business.',
    );
  });
});
