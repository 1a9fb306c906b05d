/** User-facing validation and error messages: each wording lives here once, for the SPA and the API. */
export const MESSAGES = Object.freeze({
  // Sign-in
  invalidEmail: 'Please enter a valid email address',
  sendCodeFailed: 'Failed to send verification code',
  invalidCode: 'Invalid verification code',
  refreshFailed: 'Refresh failed',
  // Onboarding and profile
  nameRequired: 'Please enter your name',
  primaryStreetRequired: 'Please enter your primary address',
  cityRequired: 'Please enter your city',
  stateRequired: 'Please enter your province/state',
  userNotFound: 'User not found',
  missingRequiredData: 'Missing required data',
  // Research, extend and follow-up
  queryRequired: 'Please describe what you want to research',
  locationRequired: 'Please select or enter a location',
  extendContextRequired: 'Please provide additional context for your research',
  followUpSelectRequired: 'Please select at least one business',
  followUpQuestionRequired: 'Please provide your follow-up question',
  noSuccessfulResponses: 'No successful responses yet. Complete the initial research first.',
  researchNotFound: 'Research not found',
  // Phone numbers of the businesses to call
  phoneRequired: 'Please enter a phone number',
  phoneInvalid: 'Please enter a valid phone number, e.g. +1 416 555 0100',
  // The UI caps text areas, so only the API needs this wording.
  textTooLong: 'Please keep it to 500 characters or fewer',
  // Location
  locationSearchRequired: 'Please enter a location to search',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  geolocationFailed: 'Unable to get your current location',
  reverseGeocodeFailed: 'Error getting location',
  // Billing
  checkoutFailed: 'Failed to start checkout. Please try again.',
  noCheckoutUrl: 'No checkout URL returned',
  portalFailed: 'Failed to open billing portal. Please try again.',
  // Visualizations
  visualizationsFetchFailed: 'Failed to fetch visualizations',
  visualizationGenerateFailed: 'Failed to generate visualization',
  visualizationUnsupported: 'Visualization type not supported yet',
  // Chat
  chatFetchFailed: 'Failed to fetch the chat response.',
  chatEmptyBody: 'The response body is empty.',
  // Settings
  settingsSaveFailed: 'Failed to save settings. Please try again.',
  settingsSaved: 'Settings saved successfully!',
} as const);

/** Said when a paste longer than a field's room was cut, so the parent checks what was lost. */
export const textCutMessage = (max: number) =>
  `Your text was cut at the ${max}-character limit. Please check its end.`;

/** Said when the places lookup knows no place by the words typed; the example is in the user's country. */
export const locationNotFoundMessage = (location: string, country: 'CA' | 'US' | null) =>
  `We could not find "${location.trim()}". Check the spelling, or enter a city such as ${
    country === 'CA' ? '"Toronto, ON"' : country === 'US' ? '"Austin, TX"' : '"Toronto, ON" or "Austin, TX"'
  }.`;

/** Maximum length of every free-text area (query, extend context, follow-up question). */
export const MAX_TEXT_LENGTH = 500;
/** Smallest search radius in miles. */
export const RADIUS_MIN = 1;
/** Largest search radius in miles. */
export const RADIUS_MAX = 25;
/** Search radius in miles used when none is chosen (and for researches created from chat). */
export const RADIUS_DEFAULT = 5;
/** Lowest bound of the child age input. */
export const CHILD_AGE_MIN = 0;
/** Highest accepted child age. */
export const CHILD_AGE_MAX = 120;
/** Calls added by extending a research. */
export const EXTENSION_CALLS = 5;
/** Digits in a one-time sign-in code. */
export const OTP_LENGTH = 6;
/** Call goal used when a place has none. */
export const DEFAULT_GOAL = 'Gather information';

/** Messages of the child form in Account Settings and of the children endpoints. */
export const CHILD_MESSAGES = Object.freeze({
  age: 'Please enter the child age in years and months',
  months: 'Months must be between 0 and 11',
  years: `Please enter an age in whole years, from 1 to ${CHILD_AGE_MAX}`,
  nameRequired: 'Please enter the child name',
});
