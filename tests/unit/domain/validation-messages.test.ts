import { describe, expect, it } from 'vitest';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DEFAULT_GOAL,
  EXTENSION_CALLS,
  MAX_TEXT_LENGTH,
  MESSAGES,
  OTP_LENGTH,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
} from '../../../shared/domain/validation-messages';

describe('MESSAGES', () => {
  it('holds every user-facing message word for word', () => {
    expect(MESSAGES).toEqual({
      invalidEmail: 'Please enter a valid email address',
      sendCodeFailed: 'Failed to send verification code',
      invalidCode: 'Invalid verification code',
      refreshFailed: 'Refresh failed',
      nameRequired: 'Please enter your name',
      primaryStreetRequired: 'Please enter your primary address',
      cityRequired: 'Please enter your city',
      stateRequired: 'Please enter your province/state',
      userNotFound: 'User not found',
      missingRequiredData: 'Missing required data',
      queryRequired: 'Please describe what you want to research',
      locationRequired: 'Please select or enter a location',
      extendContextRequired: 'Please provide additional context for your research',
      followUpSelectRequired: 'Please select at least one business',
      followUpQuestionRequired: 'Please provide your follow-up question',
      noSuccessfulResponses: 'No successful responses yet. Complete the initial research first.',
      researchNotFound: 'Research not found',
      textTooLong: 'Please keep it to 500 characters or fewer',
      locationSearchRequired: 'Please enter a location to search',
      geolocationUnsupported: 'Geolocation is not supported by your browser',
      geolocationFailed: 'Unable to get your current location',
      reverseGeocodeFailed: 'Error getting location',
      checkoutFailed: 'Failed to start checkout. Please try again.',
      noCheckoutUrl: 'No checkout URL returned',
      portalFailed: 'Failed to open billing portal. Please try again.',
      visualizationsFetchFailed: 'Failed to fetch visualizations',
      visualizationGenerateFailed: 'Failed to generate visualization',
      visualizationUnsupported: 'Visualization type not supported yet',
      chatFetchFailed: 'Failed to fetch the chat response.',
      chatEmptyBody: 'The response body is empty.',
      settingsSaveFailed: 'Failed to save settings. Please try again.',
      settingsSaved: 'Settings saved successfully!',
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });
});

describe('limits', () => {
  it('keep the product limits (text, radius, ages, extension calls, code length)', () => {
    expect(MAX_TEXT_LENGTH).toBe(500);
    expect([RADIUS_MIN, RADIUS_MAX, RADIUS_DEFAULT]).toEqual([1, 25, 5]);
    expect([CHILD_AGE_MIN, CHILD_AGE_MAX]).toEqual([0, 120]);
    expect(EXTENSION_CALLS).toBe(5);
    expect(OTP_LENGTH).toBe(6);
    expect(DEFAULT_GOAL).toBe('Gather information');
  });
});
