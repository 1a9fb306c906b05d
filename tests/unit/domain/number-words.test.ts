import { describe, expect, it } from 'vitest';
import { NUMBER_IN_WORDS, numberFromWords } from '#shared/domain/number-words';

describe('numbers in words', () => {
  it('reads the numbers below a hundred, with a space or a hyphen', () => {
    expect(numberFromWords('seven')).toBe(7);
    expect(numberFromWords('Seventeen')).toBe(17);
    expect(numberFromWords('forty')).toBe(40);
    expect(numberFromWords('twenty five')).toBe(25);
    expect(numberFromWords('ninety-nine')).toBe(99);
  });

  it('is null for words that are not one number', () => {
    expect(numberFromWords('twenty twelve')).toBeNull();
    expect(numberFromWords('one two three')).toBeNull();
    expect(numberFromWords('seven thirty')).toBeNull();
    expect(numberFromWords('dozen')).toBeNull();
  });

  it('matches the longest number written, never a shorter one inside it', () => {
    const whole = new RegExp(`^${NUMBER_IN_WORDS}$`, 'i');
    expect(whole.test('seventeen')).toBe(true);
    expect(whole.test('thirty-three')).toBe(true);
    expect(new RegExp(NUMBER_IN_WORDS, 'i').exec('fourteen miles')?.[0]).toBe('fourteen');
    expect(whole.test('hundred')).toBe(false);
  });
});
