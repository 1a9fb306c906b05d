import { describe, expect, it } from 'vitest';
import {
  composeFollowUpContext,
  isFollowUpSelectable,
  validateChild,
  validateChildYears,
  validateEmail,
  validateExtendContext,
  validateFollowUp,
  validateLocation,
  validateName,
  validatePrimaryAddress,
  validateResearchQuery,
} from '#shared/domain/validation';
import { CHILD_MESSAGES, MESSAGES } from '#shared/domain/validation-messages';

const TEXT_500 = 'a'.repeat(500);
const TEXT_501 = 'a'.repeat(501);

describe('validateEmail', () => {
  it('accepts any non-blank text with an @', () => {
    expect(validateEmail('jo@example.com')).toBeNull();
    expect(validateEmail('a@')).toBeNull();
  });

  it('rejects blank text or text without @', () => {
    expect(validateEmail('')).toBe(MESSAGES.invalidEmail);
    expect(validateEmail('   ')).toBe(MESSAGES.invalidEmail);
    expect(validateEmail('jo.example.com')).toBe(MESSAGES.invalidEmail);
    expect(validateEmail(undefined)).toBe(MESSAGES.invalidEmail);
  });
});

describe('validateName', () => {
  it('requires a non-blank name', () => {
    expect(validateName('Jo')).toBeNull();
    expect(validateName('  ')).toBe(MESSAGES.nameRequired);
    expect(validateName(null)).toBe(MESSAGES.nameRequired);
  });
});

describe('validatePrimaryAddress', () => {
  const valid = { street: '12 King St', city: 'Toronto', state: 'ON' };

  it('accepts street, city and state', () => {
    expect(validatePrimaryAddress(valid)).toBeNull();
  });

  it('reports the street first, then the city, then the state', () => {
    expect(validatePrimaryAddress({ street: ' ', city: '', state: '' })).toBe(MESSAGES.primaryStreetRequired);
    expect(validatePrimaryAddress({ ...valid, city: ' ', state: '' })).toBe(MESSAGES.cityRequired);
    expect(validatePrimaryAddress({ ...valid, state: ' ' })).toBe(MESSAGES.stateRequired);
  });
});

describe('validateChild', () => {
  const child = { name: 'Sam', age: 4, gender: 'female' };

  it('accepts a named child with an age and a gender', () => {
    expect(validateChild(child)).toBe(true);
  });

  it('needs an age above 0 and at most 120, in whole years plus 0 to 11 months', () => {
    expect(validateChild({ ...child, age: 0 })).toBe(false);
    expect(validateChild({ ...child, age: 0, ageMonths: 6 })).toBe(true);
    expect(validateChild({ ...child, age: 2, ageMonths: 12 })).toBe(false);
    expect(validateChild({ ...child, age: 0.5 })).toBe(false);
    expect(validateChild({ ...child, age: 120 })).toBe(true);
    expect(validateChild({ ...child, age: 120.5 })).toBe(false);
    expect(validateChild({ ...child, age: Number.NaN })).toBe(false);
    expect(validateChild({ ...child, age: null })).toBe(false);
  });

  it('needs a non-blank name', () => {
    expect(validateChild({ ...child, name: '  ' })).toBe(false);
  });

  it('accepts no gender, or male, female or other', () => {
    expect(validateChild({ ...child, gender: 'male' })).toBe(true);
    expect(validateChild({ ...child, gender: 'other' })).toBe(true);
    expect(validateChild({ ...child, gender: '' })).toBe(true);
    expect(validateChild({ ...child, gender: null })).toBe(true);
    expect(validateChild({ ...child, gender: 'Male' })).toBe(false);
  });
});

describe('validateChildYears', () => {
  it('refuses an age in whole years that is not 1 to 120, and waits for one not typed yet', () => {
    for (const age of [-3, 0, 2.5, 121, Number.NaN])
      expect(validateChildYears(age)).toBe(CHILD_MESSAGES.years);
    for (const age of [null, 1, 120]) expect(validateChildYears(age)).toBeNull();
  });
});

describe('validateResearchQuery', () => {
  it('requires a non-blank question', () => {
    expect(validateResearchQuery('  ')).toBe(MESSAGES.queryRequired);
  });

  it('accepts 500 characters and rejects 501', () => {
    expect(validateResearchQuery(TEXT_500)).toBeNull();
    expect(validateResearchQuery(TEXT_501)).toBe(MESSAGES.textTooLong);
  });

  it('does not count surrounding whitespace', () => {
    expect(validateResearchQuery(`  ${TEXT_500}  `)).toBeNull();
  });
});

describe('validateLocation', () => {
  it('requires a non-blank location', () => {
    expect(validateLocation('Toronto, ON')).toBeNull();
    expect(validateLocation(' ')).toBe(MESSAGES.locationRequired);
  });
});

describe('validateExtendContext', () => {
  it('requires context of at most 500 characters', () => {
    expect(validateExtendContext('')).toBe(MESSAGES.extendContextRequired);
    expect(validateExtendContext(TEXT_500)).toBeNull();
    expect(validateExtendContext(TEXT_501)).toBe(MESSAGES.textTooLong);
  });
});

describe('validateFollowUp', () => {
  it('requires at least one business before the question', () => {
    expect(validateFollowUp({ selectedCount: 0, question: '' })).toBe(MESSAGES.followUpSelectRequired);
  });

  it('requires a question of at most 500 characters', () => {
    expect(validateFollowUp({ selectedCount: 1, question: ' ' })).toBe(MESSAGES.followUpQuestionRequired);
    expect(validateFollowUp({ selectedCount: 1, question: TEXT_500 })).toBeNull();
    expect(validateFollowUp({ selectedCount: 1, question: TEXT_501 })).toBe(MESSAGES.textTooLong);
  });
});

describe('isFollowUpSelectable', () => {
  it('allows completed calls that lasted more than 0 seconds', () => {
    expect(isFollowUpSelectable({ status: 'completed', callDurationSeconds: 1 })).toBe(true);
    expect(isFollowUpSelectable({ status: 'completed', callDurationSeconds: 0.1 })).toBe(true);
  });

  it('refuses calls of 0 seconds or without a duration', () => {
    expect(isFollowUpSelectable({ status: 'completed', callDurationSeconds: 0 })).toBe(false);
    expect(isFollowUpSelectable({ status: 'completed', callDurationSeconds: null })).toBe(false);
  });

  it('refuses calls that did not complete', () => {
    expect(isFollowUpSelectable({ status: 'no_answer', callDurationSeconds: 30 })).toBe(false);
  });
});

describe('composeFollowUpContext', () => {
  it('names the selected phones and the question', () => {
    expect(composeFollowUpContext(['+14165550100', '+14165550101'], 'Do you open on Sundays?')).toBe(
      'Follow-up question for selected businesses (+14165550100, +14165550101): Do you open on Sundays?',
    );
  });

  it('trims the question', () => {
    expect(composeFollowUpContext(['+14165550100'], '  Price?  ')).toBe(
      'Follow-up question for selected businesses (+14165550100): Price?',
    );
  });
});
