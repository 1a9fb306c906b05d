import { postalCodeProblem } from './postal-code';
import { CHILD_AGE_MAX, CHILD_MESSAGES, MAX_TEXT_LENGTH, MESSAGES } from './validation-messages';

/** Genders a child may have. */
export const CHILD_GENDERS = ['male', 'female', 'other'] as const;

/** Units of radius and distance a user may choose. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Gender of a child. */
export type ChildGender = (typeof CHILD_GENDERS)[number];

type Text = string | null | undefined;

function isBlank(value: Text): boolean {
  return (value?.trim() ?? '') === '';
}

function requiredText(value: Text, requiredMessage: string): string | null {
  if (isBlank(value)) return requiredMessage;
  // Measured after trimming: surrounding whitespace is dropped before storing.
  if ((value?.trim() ?? '').length > MAX_TEXT_LENGTH) return MESSAGES.textTooLong;
  return null;
}

/** Checks the sign-in e-mail: non-blank and containing '@'. */
export function validateEmail(email: Text): string | null {
  return isBlank(email) || !email?.includes('@') ? MESSAGES.invalidEmail : null;
}

/** Checks that a name is non-blank. */
export function validateName(name: Text): string | null {
  return isBlank(name) ? MESSAGES.nameRequired : null;
}

/** Checks the primary location, returning the first missing field's message. */
export function validatePrimaryAddress(address: { street?: Text; city?: Text; state?: Text }): string | null {
  if (isBlank(address.street)) return MESSAGES.primaryStreetRequired;
  if (isBlank(address.city)) return MESSAGES.cityRequired;
  if (isBlank(address.state)) return MESSAGES.stateRequired;
  return null;
}

/** Whether an age is 0 to 120 whole years plus 0 to 11 whole months, above zero in all. */
function isChildAge(age: number | null | undefined, months: number): boolean {
  const yearsOk = typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= CHILD_AGE_MAX;
  const monthsOk = Number.isInteger(months) && months >= 0 && months <= 11;
  return yearsOk && monthsOk && (age ?? 0) + months > 0;
}

/**
 * Tells whether a child card is complete: a name and an age of 0 to 120 years plus 0 to 11 months,
 * above zero in all; the gender is optional (one of the known values when given).
 */
export function validateChild(child: {
  name?: Text;
  age?: number | null;
  ageMonths?: number | null;
  gender?: string | null;
}): boolean {
  const { name, age, gender } = child;
  const genderOk = !gender || (CHILD_GENDERS as readonly string[]).includes(gender);
  return !isBlank(name) && isChildAge(age, child.ageMonths ?? 0) && genderOk;
}

/** Checks a child age typed in whole years alone (onboarding); an age not typed yet is no error. */
export function validateChildYears(age: number | null): string | null {
  return age === null || isChildAge(age, 0) ? null : CHILD_MESSAGES.years;
}

/** Checks a research question: required and at most 500 characters. */
export function validateResearchQuery(query: Text): string | null {
  return requiredText(query, MESSAGES.queryRequired);
}

/**
 * Checks that a research location is non-blank and that a ZIP or postal code in it fits the place
 * (or, when it names no country, the country of `home`, the user's own address).
 */
export function validateLocation(location: Text, home = ''): string | null {
  if (isBlank(location)) return MESSAGES.locationRequired;
  return postalCodeProblem(location ?? '', home);
}

/** Checks an extension's context: required and at most 500 characters. */
export function validateExtendContext(context: Text): string | null {
  return requiredText(context, MESSAGES.extendContextRequired);
}

/** Checks a follow-up: at least one establishment, then a question of at most 500 characters. */
export function validateFollowUp(followUp: { selectedCount: number; question?: Text }): string | null {
  if (!(followUp.selectedCount >= 1)) return MESSAGES.followUpSelectRequired;
  return requiredText(followUp.question, MESSAGES.followUpQuestionRequired);
}

/** Tells whether a call may be picked for a follow-up: completed and longer than 0 seconds. */
export function isFollowUpSelectable(call: {
  status?: string | null;
  callDurationSeconds?: number | null;
}): boolean {
  return call.status === 'completed' && (call.callDurationSeconds ?? 0) > 0;
}

/** Builds the extension context of a follow-up from the chosen phones and the question. */
export function composeFollowUpContext(phones: readonly string[], question: string): string {
  return `${FOLLOW_UP_PREFIX}(${phones.join(', ')}): ${question.trim()}`;
}

const FOLLOW_UP_PREFIX = 'Follow-up question for selected businesses ';

/** The parent's own question inside a composed follow-up text (the whole text when not composed). */
export function followUpQuestion(context: string): string {
  if (!context.startsWith(FOLLOW_UP_PREFIX)) return context;
  const end = context.indexOf('): ', FOLLOW_UP_PREFIX.length);
  return end < 0 ? context : context.slice(end + 3);
}
