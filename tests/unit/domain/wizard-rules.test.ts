import { describe, expect, it } from 'vitest';
import { postalCodeProblem } from '#shared/domain/postal-code';
import { phonesInText } from '#shared/domain/question-phones';

describe('postalCodeProblem', () => {
  it('refuses a US ZIP code for a Canadian city, and a Canadian postal code for a US place', () => {
    expect(postalCodeProblem('Toronto 12345')).toMatch(/12345 is a US ZIP code/);
    expect(postalCodeProblem('Toronto, ON 12345')).toMatch(/US ZIP code/);
    expect(postalCodeProblem('Austin, TX M5V 2T6')).toMatch(/M5V 2T6 is a Canadian postal code/);
  });

  it('refuses digits that cannot be a ZIP code', () => {
    expect(postalCodeProblem('Austin, TX 7870')).toMatch(/ZIP codes have 5 digits/);
    expect(postalCodeProblem('Toronto 1234')).toMatch(/Canadian postal codes look like/);
  });

  it('accepts matching codes and places without a code', () => {
    expect(postalCodeProblem('Toronto, ON M5V 2T6')).toBeNull();
    expect(postalCodeProblem('Austin, TX 78701')).toBeNull();
    expect(postalCodeProblem('10001')).toBeNull();
    expect(postalCodeProblem('Toronto, ON')).toBeNull();
    expect(postalCodeProblem('100 Queen St W, Toronto, ON')).toBeNull();
  });
});

describe('phonesInText', () => {
  it('picks the numbers written in a question, once each', () => {
    expect(
      phonesInText('Call Splash at 416-555-0100 and Aqua (647) 555 0101, or Splash again at +1 416 555 0100'),
    ).toEqual(['+14165550100', '+16475550101']);
    expect(phonesInText('Swim lessons for a 5 year old near 90210')).toEqual([]);
  });
});
